//! Everything that happens in a game, as events. `Game::fold` is the only code that changes a
//! game; `Game::replay` rebuilds one from its settings and log without drawing again.

use super::content::{set, CardId, HeroId, MapId, QuestId};
use super::map::{Cell, Side, Spot};
use super::state::*;
use serde::{Deserialize, Serialize};

/// The secret part of the set-up (G45): hidden from every player until the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub unused: Vec<HeroId>,
    pub map_deck: Vec<MapId>,
    pub quest_deck: Vec<QuestId>,
    pub deck: Vec<CardId>,
    pub hands: Vec<Vec<CardId>>,
}

/// Why a die was rolled (G18): every roll is told with what it was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Roll {
    /// An exit's Threat on the way out of `cell` by `side`.
    Exit { cell: Cell, side: Side },
    /// A Pit or Spikes on entry.
    Feature { cell: Cell },
    /// A quest's Threat, or a Threat among its effects.
    Quest { quest: QuestId },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The game dealt (G4-G6): each seat's hero, the start player, the first four passages
    /// around the Entrance, the Personal Quests and the Global; `draws` taken. `deal` is
    /// `None` in a copy shown to players.
    Dealt {
        heroes: Vec<HeroId>,
        start: Seat,
        first: Vec<(MapId, Spot)>,
        quests: Vec<Vec<QuestId>>,
        global: Option<QuestId>,
        draws: u64,
        deal: Option<Deal>,
    },
    /// A turn began: the seat's Reset (G29, G17): Movement set to his Speed.
    TurnBegan {
        seat: Seat,
        round: u32,
        movement: u8,
    },
    /// The active player's phase moved on.
    PhaseBegan {
        phase: Phase,
    },
    /// A map card drawn for Build or Explore (`draws` taken, for a reshuffle).
    MapDrawn {
        card: MapId,
        draws: u64,
    },
    /// The drawn card fitted nowhere and was set aside (G11).
    MapSetAside {
        card: MapId,
    },
    /// The map deck ran out: the set-aside cards became the deck in this order (top first;
    /// `None` in a copy shown to players).
    MapsReshuffled {
        order: Option<Vec<MapId>>,
        draws: u64,
    },
    /// The drawn card placed; `reshuffled`: the set-aside cards went back into the deck in
    /// this order (top first), `None` in a copy shown to players.
    MapPlaced {
        card: MapId,
        spot: Spot,
        explore: bool,
        reshuffled: Option<Vec<MapId>>,
    },
    /// A die rolled for a Threat, with the score added and the number to meet.
    Rolled {
        seat: Seat,
        roll: Roll,
        die: u8,
        score: u8,
        number: u8,
        draws: u64,
    },
    /// A hero moved through the exit on `side` (`cost`: Movement spent, a failed Locked
    /// exit's included), or jumped by Sewer or Portal (`side` None).
    Moved {
        seat: Seat,
        from: Cell,
        to: Cell,
        side: Option<Side>,
        cost: u8,
    },
    /// A failed Locked exit with no Movement left to pay: he stays, the Movement spent lost.
    Stopped {
        seat: Seat,
        side: Side,
    },
    /// A hero entered a space new to him this turn and collected its Glory and Peril.
    Collected {
        seat: Seat,
        glory: u8,
        peril: u8,
    },
    Wounded {
        seat: Seat,
        wounds: u8,
    },
    Tipped {
        seat: Seat,
    },
    /// He stood up (`cost`: the Movement it took).
    Untipped {
        seat: Seat,
        cost: u8,
    },
    /// A hero died (G39): his cards go to the discards, his quests back into the deck in this
    /// order (`None` in a copy shown to players), an Escort drops where he fell.
    Died {
        seat: Seat,
        quests_back: Option<Vec<QuestId>>,
        draws: u64,
    },
    /// Discard/Draw: the card he discarded from his hand (`None` in another's copy).
    Discarded {
        seat: Seat,
        card: Option<CardId>,
    },
    /// He stayed put all turn and collected his space's Glory and Peril (no effect).
    Stayed {
        seat: Seat,
        glory: u8,
        peril: u8,
    },
    /// A Movement saved for off-turn use.
    Saved {
        seat: Seat,
    },
    /// Cards drawn to refill his hand; `cards` is `None` in another's copy. `reshuffled`:
    /// the discards shuffled into a new deck first (G41), `None` in a copy shown to players.
    Drew {
        seat: Seat,
        count: u8,
        cards: Option<Vec<CardId>>,
        reshuffled: Option<Vec<CardId>>,
        draws: u64,
    },
    Healed {
        seat: Seat,
        life: u8,
    },
    /// Glory gained (or lost, below 0).
    Glory {
        seat: Seat,
        delta: i32,
    },
    Peril {
        seat: Seat,
        delta: i32,
    },
    /// A card struck from his hand by an effect, drawn from the stream.
    Lost {
        seat: Seat,
        card: CardId,
        draws: u64,
    },
    /// The active hero's Movement changed by an effect.
    Movement {
        delta: i32,
    },
    /// A Level set by a Level Drain.
    Level {
        seat: Seat,
        level: u8,
    },
    /// An attempt on a quest (`cost`: the Movement it took).
    Attempted {
        seat: Seat,
        quest: QuestId,
        cost: u8,
    },
    /// A Chance quest's dice.
    Dice {
        seat: Seat,
        quest: QuestId,
        dice: Vec<u8>,
        draws: u64,
    },
    /// A search roll: the die plus the spaces from the Entrance against the number (G34).
    Searched {
        seat: Seat,
        quest: QuestId,
        die: u8,
        bonus: u8,
        number: u8,
        found: bool,
        draws: u64,
    },
    /// A quest completed, and the Level it brought him to (G37).
    Completed {
        seat: Seat,
        quest: QuestId,
        level: u8,
    },
    /// The top quest turned up as the new Global (G32).
    GlobalDealt {
        quest: QuestId,
    },
    /// An Escort's token taken (from its start, or where it was dropped): the quest is his.
    TokenTaken {
        seat: Seat,
        quest: QuestId,
    },
    /// An Escort's token put down: quest and token lie in `cell` (G36).
    TokenDropped {
        seat: Seat,
        quest: QuestId,
        cell: Cell,
    },
    /// The game ended (G40).
    Ended {
        outcome: Outcome,
    },
}

impl Game {
    /// Applies one event. The only code that changes a game; each area's events are folded
    /// by a function of their own.
    pub fn fold(&mut self, e: &Event) {
        match e {
            Event::Dealt { .. } => self.fold_deal(e),
            Event::MapDrawn { .. }
            | Event::MapSetAside { .. }
            | Event::MapsReshuffled { .. }
            | Event::MapPlaced { .. } => self.fold_map(e),
            Event::Moved { .. }
            | Event::Stopped { .. }
            | Event::Collected { .. }
            | Event::Stayed { .. }
            | Event::Wounded { .. }
            | Event::Tipped { .. }
            | Event::Untipped { .. }
            | Event::Died { .. }
            | Event::Saved { .. } => self.fold_hero(e),
            Event::Discarded { .. } | Event::Drew { .. } | Event::Lost { .. } => self.fold_cards(e),
            Event::Healed { .. }
            | Event::Glory { .. }
            | Event::Peril { .. }
            | Event::Movement { .. }
            | Event::Level { .. } => self.fold_tracks(e),
            Event::Attempted { .. }
            | Event::Dice { .. }
            | Event::Searched { .. }
            | Event::Completed { .. }
            | Event::GlobalDealt { .. }
            | Event::TokenTaken { .. }
            | Event::TokenDropped { .. } => self.fold_quests(e),
            Event::TurnBegan {
                seat,
                round,
                movement,
            } => {
                self.active = *seat;
                self.round = *round;
                let cell = self.players[*seat].cell;
                self.turn = Turn {
                    movement: *movement,
                    seen: [cell].into(),
                    ..Turn::default()
                };
                self.players[*seat].saved = false;
                self.phase = Phase::DungeonLord;
            }
            Event::PhaseBegan { phase } => self.phase = *phase,
            Event::Rolled { draws, .. } => self.draws = *draws,
            Event::Ended { outcome } => {
                self.outcome = Some(outcome.clone());
                self.phase = Phase::Over;
            }
        }
    }

    fn fold_deal(&mut self, e: &Event) {
        if let Event::Dealt {
            heroes,
            start,
            first,
            quests,
            global,
            draws,
            deal,
        } = e
        {
            let entrance = set().entrance();
            self.map.place(
                entrance,
                Spot {
                    cell: Cell::ORIGIN,
                    turned: false,
                },
            );
            for &(card, spot) in first {
                self.map.place(card, spot);
            }
            self.players = heroes.iter().map(|_| blank_player()).collect();
            let e = set().map(entrance);
            for (p, (&hero, q)) in self.players.iter_mut().zip(heroes.iter().zip(quests)) {
                p.hero = hero;
                p.quests = q.clone();
                p.glory = u32::from(e.glory);
                p.peril = u32::from(e.peril);
            }
            self.global = *global;
            self.start = *start;
            self.active = *start;
            self.draws = *draws;
            if let Some(d) = deal {
                self.unused = d.unused.clone();
                self.map_deck = d.map_deck.clone();
                self.quest_deck = d.quest_deck.clone();
                self.deck = d.deck.clone();
                for (p, h) in self.players.iter_mut().zip(&d.hands) {
                    p.hand = h.clone();
                }
            }
        }
    }

    fn fold_map(&mut self, e: &Event) {
        match e {
            Event::MapDrawn { card, draws } => {
                self.draws = *draws;
                if let Some(i) = self.map_deck.iter().position(|c| c == card) {
                    self.map_deck.remove(i);
                } else if !self.map_deck.is_empty() {
                    // A copy shown to players does not know the order: the top went.
                    self.map_deck.remove(0);
                }
                self.drawn_map = Some(*card);
                if self.phase == Phase::Build {
                    self.turn.built = true;
                }
            }
            Event::MapsReshuffled { order, draws } => {
                self.draws = *draws;
                let back = std::mem::take(&mut self.set_aside);
                self.map_deck = order.clone().unwrap_or(back);
            }
            Event::MapSetAside { card } => {
                self.set_aside.push(*card);
                self.drawn_map = None;
            }
            Event::MapPlaced {
                card,
                spot,
                explore,
                reshuffled,
            } => {
                self.map.place(*card, *spot);
                self.drawn_map = None;
                if *explore {
                    self.turn.movement = self.turn.movement.saturating_sub(1);
                }
                if !self.set_aside.is_empty() {
                    let back = std::mem::take(&mut self.set_aside);
                    match reshuffled {
                        Some(order) => self.map_deck = order.clone(),
                        None => self.map_deck.extend(back),
                    }
                }
            }
            _ => {}
        }
    }

    fn fold_hero(&mut self, e: &Event) {
        match e {
            Event::Moved {
                seat,
                from,
                to,
                side,
                cost,
            } => {
                let p = &mut self.players[*seat];
                p.cell = *to;
                if let Some(side) = side {
                    self.turn.sprung.insert((*from, *side));
                }
                if *seat == self.active {
                    self.turn.movement = self.turn.movement.saturating_sub(*cost);
                    self.turn.moved = true;
                }
            }
            Event::Stopped { seat, .. } if *seat == self.active => {
                self.turn.movement = self.turn.movement.saturating_sub(1);
            }
            Event::Collected { seat, glory, peril } | Event::Stayed { seat, glory, peril } => {
                let p = &mut self.players[*seat];
                p.glory += u32::from(*glory);
                p.peril += u32::from(*peril);
                if matches!(e, Event::Collected { .. }) {
                    let cell = p.cell;
                    self.turn.seen.insert(cell);
                }
            }
            Event::Wounded { seat, wounds } => {
                let p = &mut self.players[*seat];
                p.life = p.life.saturating_sub(*wounds);
            }
            Event::Tipped { seat } => self.players[*seat].tipped = true,
            Event::Untipped { seat, cost } => {
                self.players[*seat].tipped = false;
                if *seat == self.active {
                    self.turn.movement = self.turn.movement.saturating_sub(*cost);
                }
            }
            Event::Died {
                seat,
                quests_back,
                draws,
            } => {
                self.draws = *draws;
                let p = &mut self.players[*seat];
                p.alive = false;
                p.life = 0;
                p.glory = 0;
                p.peril = 0;
                let mut gone: Vec<CardId> = p.hand.drain(..).collect();
                gone.append(&mut p.inventory);
                gone.extend(p.pack.drain(..).map(|(c, _)| c));
                self.discards.extend(gone);
                let carried = p.carrying.take();
                let open: Vec<QuestId> =
                    p.quests.drain(..).filter(|&q| Some(q) != carried).collect();
                if let Some(q) = carried {
                    self.dropped.push((q, p.cell));
                }
                match quests_back {
                    Some(order) => self.quest_deck = order.clone(),
                    None => self.quest_deck.extend(open),
                }
            }
            Event::Saved { seat } => self.players[*seat].saved = true,
            _ => {}
        }
    }

    fn fold_tracks(&mut self, e: &Event) {
        match e {
            Event::Healed { seat, life } => {
                let p = &mut self.players[*seat];
                p.life = (p.life + life).min(6);
            }
            Event::Glory { seat, delta } => {
                let p = &mut self.players[*seat];
                p.glory = p.glory.saturating_add_signed(*delta);
            }
            Event::Peril { seat, delta } => {
                let p = &mut self.players[*seat];
                p.peril = p.peril.saturating_add_signed(*delta);
            }
            Event::Movement { delta } => {
                self.turn.movement = (i32::from(self.turn.movement) + delta).clamp(0, 99) as u8;
            }
            Event::Level { seat, level } => self.players[*seat].level = *level,
            _ => {}
        }
    }

    fn fold_quests(&mut self, e: &Event) {
        match e {
            Event::Attempted { quest, cost, .. } => {
                self.turn.movement = self.turn.movement.saturating_sub(*cost);
                self.turn.tried.insert(*quest);
            }
            Event::Dice { draws, .. } => self.draws = *draws,
            Event::Searched {
                quest,
                found,
                draws,
                ..
            } => {
                self.draws = *draws;
                self.turn.movement = self.turn.movement.saturating_sub(1);
                if *found {
                    self.turn.found.insert(*quest);
                }
            }
            Event::Completed { seat, quest, level } => {
                let p = &mut self.players[*seat];
                p.quests.retain(|q| q != quest);
                if p.carrying == Some(*quest) {
                    p.carrying = None;
                }
                p.done.push(*quest);
                p.level = *level;
                if self.global == Some(*quest) {
                    self.global = None;
                }
            }
            Event::GlobalDealt { quest } => {
                self.quest_deck.retain(|q| q != quest);
                self.global = Some(*quest);
            }
            Event::TokenTaken { seat, quest } => {
                if self.global == Some(*quest) {
                    self.global = None;
                }
                self.dropped.retain(|(q, _)| q != quest);
                let p = &mut self.players[*seat];
                if !p.quests.contains(quest) {
                    p.quests.push(*quest);
                }
                p.carrying = Some(*quest);
            }
            Event::TokenDropped { seat, quest, cell } => {
                let p = &mut self.players[*seat];
                p.carrying = None;
                p.quests.retain(|q| q != quest);
                self.dropped.push((*quest, *cell));
            }
            _ => {}
        }
    }

    fn fold_cards(&mut self, e: &Event) {
        match e {
            Event::Lost { seat, card, draws } => {
                self.draws = *draws;
                self.players[*seat].hand.retain(|c| c != card);
                self.discards.push(*card);
            }
            Event::Discarded { seat, card } => {
                let p = &mut self.players[*seat];
                match card {
                    Some(c) => {
                        if let Some(i) = p.hand.iter().position(|h| h == c) {
                            p.hand.remove(i);
                        }
                        self.discards.push(*c);
                    }
                    None => {
                        p.hand.pop();
                    }
                }
            }
            Event::Drew {
                seat,
                count,
                cards,
                reshuffled,
                draws,
            } => {
                self.draws = *draws;
                if let Some(order) = reshuffled {
                    self.deck = order.clone();
                    self.discards.clear();
                }
                let n = usize::from(*count);
                let taken: Vec<CardId> = match cards {
                    Some(c) => {
                        for card in c {
                            if let Some(i) = self.deck.iter().position(|d| d == card) {
                                self.deck.remove(i);
                            }
                        }
                        c.clone()
                    }
                    None => {
                        if reshuffled.is_none() && self.deck.len() < n {
                            self.discards.clear();
                        }
                        let k = n.min(self.deck.len());
                        self.deck.drain(..k).collect()
                    }
                };
                self.players[*seat].hand.extend(taken);
            }
            _ => {}
        }
    }

    /// The game these events make, from its settings.
    pub fn replay(seed: [u8; 32], settings: Settings, events: &[Event]) -> Game {
        let mut g = Game::new(seed, settings);
        for e in events {
            g.fold(e);
        }
        g
    }
}

fn blank_player() -> Player {
    Player {
        hero: 0,
        level: 1,
        life: 6,
        glory: 0,
        peril: 0,
        cell: Cell::ORIGIN,
        tipped: false,
        alive: true,
        hand: Vec::new(),
        inventory: Vec::new(),
        pack: Vec::new(),
        quests: Vec::new(),
        done: Vec::new(),
        carrying: None,
        saved: false,
    }
}
