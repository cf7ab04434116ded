//! `Game::fold` for the board: the deal, the map, the heroes' moves and tracks, cards drawn
//! and discarded, and quests.

use super::content::{set, CardId, QuestId};
use super::event::Event;
use super::map::{Cell, Spot};
use super::state::*;

impl Game {
    pub(super) fn fold_deal(&mut self, e: &Event) {
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

    pub(super) fn fold_map(&mut self, e: &Event) {
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

    pub(super) fn fold_hero(&mut self, e: &Event) {
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
            Event::Warped { seat, to } => self.players[*seat].cell = *to,
            Event::Shifted { from, to } => {
                self.map.shift(*from, *to);
                for p in &mut self.players {
                    if p.cell == *from {
                        p.cell = to.cell;
                    }
                }
                for d in &mut self.dropped {
                    if d.1 == *from {
                        d.1 = to.cell;
                    }
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
                gone.extend(p.curses.drain(..).map(|c| c.0));
                gone.extend(p.minions.drain(..).map(|c| c.0));
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

    pub(super) fn fold_tracks(&mut self, e: &Event) {
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

    pub(super) fn fold_quests(&mut self, e: &Event) {
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

    pub(super) fn fold_cards(&mut self, e: &Event) {
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
                        } else {
                            p.inventory.retain(|x| x != c);
                            p.pack.retain(|m| m.0 != *c);
                            p.curses.retain(|m| m.0 != *c);
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
        curses: Vec::new(),
        minions: Vec::new(),
        challenged: false,
        minion_used: false,
        standing: Standing::defaults(),
    }
}
