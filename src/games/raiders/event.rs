//! Everything that happens, as events; `Game::fold` is the only code that changes a game, and
//! `Game::replay` rebuilds one from its seed, settings and log without drawing again.

use super::content::{content, CardId};
use super::state::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, VecDeque};

/// The secret part of the preparation (D14): hidden until the game ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub removed: Vec<CardId>,
    /// The dungeon row: five piles, each top first.
    pub piles: Vec<Vec<Slot>>,
    /// Solitaire: the monster attack deck, top first.
    pub attack_deck: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The dungeon prepared and the characters dealt; `draws` taken from the seed.
    /// `deal` is `None` in a redacted copy.
    Prepared {
        characters: Vec<u8>,
        start: Seat,
        draws: u64,
        deal: Option<Deal>,
    },
    /// The next pile laid out as the level row.
    LevelDealt {
        level: u8,
    },
    /// The next room entered (turned face up if it was not).
    RoomEntered {
        card: CardId,
    },
    /// Solitaire: the monster's strength drawn from the attack deck.
    AttackDrawn {
        strength: u8,
    },
    /// A torch used; `peek` (the face-down rooms of the row, in order) is emptied for others.
    TorchUsed {
        seat: Seat,
        peek: Vec<CardId>,
    },
    /// A card put down face up.
    Played {
        seat: Seat,
        play: Play,
    },
    /// Speed: a card sealed (`None` in others' copies until the reveal).
    Sealed {
        seat: Seat,
        play: Option<Play>,
    },
    /// Speed: the sealed cards turned over together, in seat order.
    Revealed {
        plays: Vec<(Seat, Play)>,
    },
    /// A monster's strength against the cards' total (1 player: against the one card).
    MonsterFought {
        total: u32,
        strength: u32,
        beaten: bool,
    },
    /// Duel: both played the same value, the monster hurts nobody.
    MonsterConfused,
    /// A trap read its card: `triggered` or not.
    TrapSprung {
        card: u8,
        triggered: bool,
    },
    /// Treasure gained (positive) or lost, after the limits (D7).
    Treasure {
        seat: Seat,
        delta: i32,
    },
    /// Wounds taken (positive) or healed, after the limits (D7).
    Wounds {
        seat: Seat,
        delta: i32,
    },
    /// An item taken from the supply in a vault.
    ItemTaken {
        seat: Seat,
        item: Item,
    },
    /// Too few of this item in the supply for all who would take it: nobody does (D6).
    ItemContested {
        item: Item,
        seats: Vec<Seat>,
    },
    /// Ten wounds or more (D10): out, items back to the supply.
    Died {
        seat: Seat,
    },
    /// The room discarded, keys and swords back to the supply, the next start player.
    RoomCleared {
        start: Seat,
    },
    /// The level's end: power cards back in hand.
    Rested {
        level: u8,
    },
    Ended {
        outcome: Outcome,
    },
}

impl Game {
    /// Applies one event: the only change a game ever sees.
    // One match naming every event kind with no catch-all arm, so a new kind cannot compile
    // without saying what it changes.
    pub fn fold(&mut self, e: &Event) {
        match e {
            Event::Prepared {
                characters,
                start,
                draws,
                deal,
            } => self.fold_prepared(characters, *start, *draws, deal.as_ref()),
            Event::LevelDealt { level } => {
                self.level = *level;
                let pile = self.piles.pop_front().unwrap_or_default();
                self.row = pile.into_iter().collect();
            }
            Event::RoomEntered { card } => self.fold_room_entered(*card),
            Event::AttackDrawn { strength } => {
                self.attacks_drawn += 1;
                if let Some(r) = &mut self.room {
                    r.attack = Some(*strength);
                }
            }
            Event::TorchUsed { seat, peek } => {
                let s = &mut self.seats[*seat];
                s.items.take(Item::Torch);
                s.peeked.extend(peek.iter().copied());
                self.supply.add(Item::Torch, 1);
            }
            Event::Played { seat, play } => {
                if let Some(r) = &mut self.room {
                    r.queue.pop_front();
                    if *play == Play::CrystalBall {
                        r.queue.push_back(*seat);
                    }
                }
                self.put_down(*seat, *play);
            }
            Event::Sealed { seat, play } => {
                if let Some(r) = &mut self.room {
                    r.waiting.remove(seat);
                    r.sealed[*seat] = *play;
                }
            }
            Event::Revealed { plays } => self.fold_revealed(plays),
            Event::MonsterFought { .. } | Event::MonsterConfused | Event::TrapSprung { .. } => {}
            Event::Treasure { seat, delta } => {
                let t = &mut self.seats[*seat].treasure;
                *t = t.saturating_add_signed(*delta);
            }
            Event::Wounds { seat, delta } => {
                let w = &mut self.seats[*seat].wounds;
                *w = w.saturating_add_signed(*delta);
            }
            Event::ItemTaken { seat, item } => {
                self.supply.take(*item);
                self.seats[*seat].items.add(*item, 1);
            }
            Event::ItemContested { .. } => {}
            Event::Died { seat } => self.fold_died(*seat),
            Event::RoomCleared { start } => self.fold_room_cleared(*start),
            Event::Rested { .. } => {
                for s in &mut self.seats {
                    s.used = [false; 5];
                }
            }
            Event::Ended { outcome } => {
                self.phase = Phase::Over(outcome.clone());
            }
        }
    }

    /// A room entered: its card off the row, and who plays in it (in turn, or all at once
    /// under Speed).
    fn fold_room_entered(&mut self, card: CardId) {
        if self.row.front().map(|s| s.card) == Some(card) {
            self.row.pop_front();
        }
        let n = self.seats.len();
        let queue: VecDeque<Seat> = self
            .from_start()
            .into_iter()
            .filter(|&s| self.seats[s].alive)
            .collect();
        let waiting: BTreeSet<Seat> = if self.settings.speed {
            queue.iter().copied().collect()
        } else {
            BTreeSet::new()
        };
        self.room = Some(Current {
            card,
            attack: None,
            plays: vec![None; n],
            crystal: vec![0; n],
            queue: if self.settings.speed {
                VecDeque::new()
            } else {
                queue
            },
            waiting,
            sealed: vec![None; n],
        });
    }

    /// Sealed plays revealed: put down, and a crystal ball's player waits for his second.
    fn fold_revealed(&mut self, plays: &[(Seat, Play)]) {
        if let Some(r) = &mut self.room {
            r.sealed.iter_mut().for_each(|s| *s = None);
            r.waiting = plays
                .iter()
                .filter(|(_, p)| *p == Play::CrystalBall)
                .map(|(s, _)| *s)
                .collect();
        }
        for (seat, play) in plays {
            self.put_down(*seat, *play);
        }
    }

    /// A raider dies: his items go back to the supply.
    fn fold_died(&mut self, seat: Seat) {
        let s = &mut self.seats[seat];
        s.alive = false;
        for (i, n) in s.items.0.iter_mut().enumerate() {
            self.supply.0[i] += *n;
            *n = 0;
        }
    }

    /// A room cleared: the keys and swords played in it go back to the supply.
    fn fold_room_cleared(&mut self, start: Seat) {
        if let Some(r) = self.room.take() {
            for p in r.plays.into_iter().flatten() {
                if let Some(i @ (Item::Key | Item::Sword)) = p.item() {
                    self.supply.add(i, 1);
                }
            }
        }
        self.start = start;
    }

    fn fold_prepared(&mut self, characters: &[u8], start: Seat, draws: u64, deal: Option<&Deal>) {
        let c = content();
        let solo = self.settings.solo();
        self.draws += draws;
        self.start = start;
        self.phase = Phase::Playing;
        let per_kind = if solo { 0 } else { c.numbers.items_per_kind };
        self.supply = Items([per_kind; 4]);
        self.seats = characters
            .iter()
            .map(|&ch| {
                let def = &c.characters[usize::from(ch)];
                let mut items = Items::default();
                let (treasure, wounds) = if solo {
                    (
                        c.numbers.solo_treasure,
                        u32::from(self.settings.solo_wounds),
                    )
                } else {
                    for &i in &def.items {
                        items.add(i, 1);
                        self.supply.take(i);
                    }
                    (def.treasure, def.wounds)
                };
                Raider {
                    character: ch,
                    treasure,
                    wounds,
                    items,
                    used: [false; 5],
                    alive: true,
                    peeked: BTreeSet::new(),
                }
            })
            .collect();
        if let Some(d) = deal {
            self.removed = d.removed.clone();
            self.piles = d.piles.iter().cloned().collect();
            self.attack_deck = d.attack_deck.clone();
        }
    }

    /// A final play or a crystal ball taken from the hand.
    fn put_down(&mut self, seat: Seat, play: Play) {
        let s = &mut self.seats[seat];
        match play {
            Play::Power(v) => s.used[usize::from(v - 1)] = true,
            Play::Key | Play::Sword | Play::CrystalBall => {
                s.items.take(play.item().expect("an item play"));
            }
        }
        let Some(r) = &mut self.room else { return };
        if play == Play::CrystalBall {
            // The ball goes back to the supply once its owner has played again; nothing can
            // take it from the supply in between, so it goes back now.
            r.crystal[seat] += 1;
            self.supply.add(Item::CrystalBall, 1);
        } else {
            r.plays[seat] = Some(play);
        }
    }

    /// The game its log describes: the same state as the live game (the deal is in the log,
    /// so no draw is made again).
    pub fn replay(seed: [u8; 32], settings: Settings, events: &[Event]) -> Game {
        let mut g = Game::new(seed, settings);
        for e in events {
            g.fold(e);
        }
        g
    }
}
