//! `Game::fold`, the only code that changes a game, one area of the game per function;
//! `Game::replay` and the card count that the random-game suite checks.

use super::*;

fn new_hero(id: HeroId) -> Hero {
    Hero {
        id,
        status: Status::Waiting,
        pos: Pos::new(0, 0),
        wounds: 0,
        loot: Vec::new(),
        kept: Vec::new(),
        runes: Vec::new(),
        entered_via: None,
        searches: 0,
        determination: None,
        lose_turns: 0,
        must_encounter: false,
        must_return: false,
        web_stuck: false,
        darkness_pending: false,
        rage_rerolled: false,
        arrived_special: false,
        underground: None,
        passage: false,
        resurfaced: false,
        calm: false,
        chests: Vec::new(),
        owes_loot: 0,
        trail: Vec::new(),
    }
}

fn remove_one(v: &mut Vec<CardId>, card: CardId) {
    if let Some(i) = v.iter().position(|&c| c == card) {
        v.remove(i);
    }
}

impl Game {
    /// Apply one event. This is the only code that changes a `Game` after `Game::new`.
    /// Every event kind is named here (no catch-all), so a new kind must be given its area
    /// before it compiles.
    pub fn fold(&mut self, e: &Event) {
        self.draws += e.draws();
        match e {
            Event::Joined { .. }
            | Event::Dealt { .. }
            | Event::Left { .. }
            | Event::TowerChosen { .. }
            | Event::TowerGiven { .. }
            | Event::RuneDrawn { .. }
            | Event::Started
            | Event::Reordered { .. }
            | Event::Configured { .. }
            | Event::Replaced { .. }
            | Event::Paused
            | Event::Resumed
            | Event::DeadlineExtended { .. }
            | Event::Exited { .. }
            | Event::Ended { .. } => self.fold_seats(e),
            Event::Acted { .. }
            | Event::TurnStarted { .. }
            | Event::SunRose { .. }
            | Event::SunsetRoll { .. }
            | Event::TurnLost { .. }
            | Event::TurnEnded { .. }
            | Event::Asked { .. }
            | Event::Stasis { .. } => self.fold_turn(e),
            Event::ChamberDrawn { .. }
            | Event::Rotated { .. }
            | Event::Moved { .. }
            | Event::Searched { .. }
            | Event::MarkerPlaced { .. }
            | Event::Teleported { .. }
            | Event::PassageFound { .. }
            | Event::Descended { .. }
            | Event::Resurfaced { .. }
            | Event::ChamberTurned { .. }
            | Event::Landed { .. } => self.fold_dungeon(e),
            Event::CardBurned { .. }
            | Event::Plundered { .. }
            | Event::CardDrawn { .. }
            | Event::Reshuffled { .. }
            | Event::CardKept { .. }
            | Event::CardReleased { .. }
            | Event::LootDiscarded { .. }
            | Event::TreasureBurnt { .. }
            | Event::ChestOpened { .. }
            | Event::ImpStole { .. } => self.fold_cards(e),
            Event::KnockedOut { .. }
            | Event::LootOwed { .. }
            | Event::RuneUsed { .. }
            | Event::Tested { .. }
            | Event::Prayed { .. }
            | Event::Rolled { .. }
            | Event::Wounded { .. }
            | Event::Healed { .. }
            | Event::LoseTurn { .. }
            | Event::FlagSet { .. }
            | Event::DragonDrawn { .. }
            | Event::DragonReset
            | Event::Died { .. } => self.fold_hero(e),
            Event::MonsterMoved { .. }
            | Event::MonsterAdded { .. }
            | Event::DuelStarted { .. }
            | Event::DuelSubmitted { .. }
            | Event::DuelRound { .. }
            | Event::DuelEnded { .. }
            | Event::MonsterAppears { .. }
            | Event::EscapeRolled { .. }
            | Event::TokenPlaced { .. }
            | Event::TokenRemoved { .. }
            | Event::CombatStarted { .. }
            | Event::MonsterSideSet { .. }
            | Event::Submitted { .. }
            | Event::BotSubmitted { .. }
            | Event::ChosenForThem { .. }
            | Event::RoundResolved { .. }
            | Event::MonsterWounded { .. }
            | Event::CombatEnded { .. } => self.fold_fight(e),
        }
    }

    /// Seats, the start, the organiser's tools, leaving the dungeon and the end.
    fn fold_seats(&mut self, e: &Event) {
        match e {
            Event::Joined {
                user, name, hero, ..
            }
            | Event::Dealt {
                user, name, hero, ..
            } => {
                self.seats.push(Seat {
                    user: user.clone(),
                    name: name.clone(),
                    tower: None,
                    hero: new_hero(*hero),
                });
            }
            Event::Left { seat } => {
                self.seats.remove(*seat);
            }
            Event::TowerChosen { seat, corner } | Event::TowerGiven { seat, corner } => {
                self.seats[*seat].tower = Some(*corner);
            }
            Event::RuneDrawn { seat, rune } => {
                self.runes.retain(|r| r != rune);
                self.hero_mut(*seat).runes.push(*rune);
            }
            Event::Started => {
                self.phase = Phase::Playing;
                for s in &mut self.seats {
                    s.hero.status = Status::InDungeon;
                    s.hero.pos = s.tower.map_or(Corner::NW.pos(), Corner::pos);
                }
            }
            Event::Reordered(order) => {
                let old = std::mem::take(&mut self.seats);
                self.seats = order.iter().map(|&i| old[i].clone()).collect();
            }
            Event::Configured(s) => {
                // The Dragon's odds start from `dragon_start`; once play has begun they are
                // the game's, and only the rules of the Treasure Chamber move them.
                if self.phase == Phase::Setup {
                    self.dragon_chance = s.dragon_start;
                }
                self.settings = s.clone();
            }
            Event::Replaced { seat, user, name } => {
                self.seats[*seat].user = user.clone();
                self.seats[*seat].name = name.clone();
            }
            Event::Paused => self.paused = true,
            Event::Resumed => self.paused = false,
            Event::DeadlineExtended { hours } => self.deadline_extra_hours += hours,
            Event::Exited { seat } => {
                self.hero_mut(*seat).status = Status::Exited;
            }
            Event::Ended(o) => {
                self.phase = Phase::Ended;
                self.awaiting = None;
                self.outcome = Some(o.clone());
            }
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// Turns, the sun and the questions asked.
    fn fold_turn(&mut self, e: &Event) {
        match e {
            Event::Acted { by, action } => {
                self.awaiting = None;
                // Gherinn's once-a-game reroll is spent whoever sent it: he, or the clock
                // playing for him while he is away.
                match (by, action) {
                    (Actor::Seat(seat), Action::Reroll) => {
                        self.hero_mut(*seat).rage_rerolled = true;
                    }
                    (_, Action::ForAbsent { seat, action }) if **action == Action::Reroll => {
                        self.hero_mut(*seat).rage_rerolled = true;
                    }
                    _ => {}
                }
            }
            Event::TurnStarted { seat } => {
                self.current = *seat;
                self.turn += 1;
                // `!dq extend` lengthens the deadline it was given for, never the next one.
                self.deadline_extra_hours = 0;
                self.turn_facts = TurnFacts::default();
                self.awaiting = None;
            }
            Event::SunRose { sun } => self.sun = *sun,
            Event::SunsetRoll { .. } => {}
            Event::TurnLost { seat, why } if *why == LostTurn::Lost => {
                let h = self.hero_mut(*seat);
                h.lose_turns = h.lose_turns.saturating_sub(1);
            }
            Event::TurnEnded { .. } => {
                self.awaiting = None;
            }
            Event::Asked(a) => self.awaiting = Some(a.clone()),
            Event::Stasis { left } => self.turn_facts.stasis = *left,
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// The board and the heroes on it: chambers, moves, searches, the catacombs.
    fn fold_dungeon(&mut self, e: &Event) {
        match e {
            Event::ChamberDrawn { pos, tile, entry } => {
                if let Some(i) = self.stockpile.iter().position(|t| t == tile) {
                    self.stockpile.remove(i);
                }
                self.board.set(*pos, Chamber::place(*tile, *entry));
            }
            Event::Rotated { pos } => {
                if let Some(ch) = self.board.chamber_mut(*pos) {
                    ch.rotate_half();
                }
            }
            Event::Moved {
                seat,
                from,
                to,
                via,
                special,
            } => {
                if *seat == self.current
                    && self.board.is_treasure(*from)
                    && !self.board.is_treasure(*to)
                {
                    self.turn_facts.left_treasure = true;
                }
                let corridor = self
                    .board
                    .chamber(*to)
                    .is_some_and(|ch| ch.kind == ChamberKind::Corridor);
                if corridor {
                    self.turn_facts.corridors.push(*to);
                }
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.leave_chamber(focused);
                if from != to {
                    if h.trail.len() == crate::games::dungeonquest::engine::state::TRAIL {
                        h.trail.remove(0);
                    }
                    h.trail.push(*from);
                }
                h.pos = *to;
                h.entered_via = *via;
                h.arrived_special = *special;
            }
            Event::Searched { seat } => {
                self.hero_mut(*seat).searches += 1;
            }
            Event::MarkerPlaced { pos } => {
                self.markers_left = self.markers_left.saturating_sub(1);
                if let Some(ch) = self.board.chamber_mut(*pos) {
                    ch.marker = true;
                }
            }
            Event::Descended { seat, dir } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.leave_chamber(focused);
                h.underground = Some(Underground {
                    start: h.pos,
                    dir: *dir,
                    count: 0,
                    pile: Vec::new(),
                });
            }
            Event::Resurfaced { seat, to, .. } => {
                let h = self.hero_mut(*seat);
                let pile = h.underground.take().map(|u| u.pile).unwrap_or_default();
                h.pos = *to;
                h.entered_via = None;
                h.arrived_special = true;
                h.resurfaced = true;
                // His cards, and any discarded down there, go back and the deck is shuffled.
                let deck = self.pile_mut(Deck::Catacomb);
                deck.draw.extend(pile);
                let mut back = std::mem::take(&mut deck.discard);
                deck.draw.append(&mut back);
                deck.draw.sort_unstable();
            }
            Event::ChamberTurned { pos, entry } => {
                if let Some(ch) = self.board.chamber(*pos) {
                    let tile = ch.tile;
                    self.board.set(*pos, Chamber::place(tile, *entry));
                }
            }
            Event::PassageFound { seat } => self.hero_mut(*seat).passage = true,
            Event::Teleported { seat, corner } => {
                self.turn_facts.teleported = true;
                let h = self.hero_mut(*seat);
                h.pos = corner.pos();
                h.entered_via = None;
                h.searches = 0;
            }
            Event::Landed { seat, via } => self.hero_mut(*seat).entered_via = Some(*via),
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// Cards: drawn, shuffled, kept, discarded, opened, burnt, taken.
    fn fold_cards(&mut self, e: &Event) {
        let c = content();
        match e {
            Event::CardDrawn { seat, deck, card } => {
                let pile = self.pile_mut(*deck);
                remove_one(&mut pile.draw, *card);
                let loot = c.card(*card).is_loot();
                let h = self.hero_mut(*seat);
                match &mut h.underground {
                    // Catacomb cards pile up beside the hero: they measure his journey.
                    Some(u) if *deck == Deck::Catacomb => {
                        u.count = u.count.saturating_add(1);
                        if !loot {
                            u.pile.push(*card);
                        }
                    }
                    _ if !loot => self.pile_mut(*deck).discard.push(*card),
                    _ => {}
                }
                if loot {
                    self.hero_mut(*seat).loot.push(*card);
                }
            }
            Event::Plundered { from, to, card, .. } => {
                remove_one(&mut self.hero_mut(*from).loot, *card);
                self.hero_mut(*to).loot.push(*card);
            }
            Event::CardBurned { deck, card } => {
                let pile = self.pile_mut(*deck);
                remove_one(&mut pile.draw, *card);
                pile.discard.push(*card);
            }
            Event::Reshuffled { deck } => {
                let pile = self.pile_mut(*deck);
                let mut back = std::mem::take(&mut pile.discard);
                pile.draw.append(&mut back);
                pile.draw.sort_unstable();
            }
            Event::CardKept { seat, card } => {
                remove_one(&mut self.pile_mut(c.card(*card).deck).discard, *card);
                let h = self.hero_mut(*seat);
                if let Some(u) = &mut h.underground {
                    remove_one(&mut u.pile, *card);
                }
                h.kept.push(*card);
            }
            Event::CardReleased { seat, card } => {
                remove_one(&mut self.hero_mut(*seat).kept, *card);
                self.pile_mut(c.card(*card).deck).discard.push(*card);
            }
            Event::ChestOpened { seat, value, .. } => self.hero_mut(*seat).chests.push(*value),
            Event::LootDiscarded { seat, card } | Event::ImpStole { seat, card } => {
                let h = self.hero_mut(*seat);
                if c.card(*card).effect == Effect::Chest && !h.chests.is_empty() {
                    // An opened chest leaves with its value (the cheapest one goes).
                    let i = (0..h.chests.len())
                        .min_by_key(|&i| h.chests[i])
                        .unwrap_or(0);
                    h.chests.remove(i);
                }
                remove_one(&mut self.hero_mut(*seat).loot, *card);
                self.pile_mut(c.card(*card).deck).discard.push(*card);
            }
            Event::TreasureBurnt { seat, cards } => {
                for card in cards {
                    remove_one(&mut self.hero_mut(*seat).loot, *card);
                    self.pile_mut(Deck::Treasure).discard.push(*card);
                }
            }
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// A hero's tests, dice, wounds, flags, runes, knock-out and death; the Dragon's chance.
    fn fold_hero(&mut self, e: &Event) {
        let c = content();
        match e {
            Event::RuneUsed { seat, rune } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.runes.retain(|r| r != rune);
                match c.runes[*rune as usize].id.as_str() {
                    "calm" => h.calm = true,
                    // A pass without a roll spends no tokens; they go with the encounter,
                    // unless Focused Determination keeps them (R14).
                    "strength" if !focused => h.determination = None,
                    "daylight" => self.sun = self.sun.saturating_sub(2),
                    _ => {}
                }
            }
            Event::KnockedOut { .. } => {}
            Event::LootOwed { seat, cards } => self.hero_mut(*seat).owes_loot = *cards,
            Event::Tested {
                seat,
                key,
                passed,
                kept,
                ..
            } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                if *passed {
                    h.determination = (*kept > 0).then_some((*key, *kept));
                } else {
                    let n = match h.determination {
                        Some((k, n)) if k == *key || focused => n + 1,
                        _ => 1,
                    };
                    h.determination = Some((*key, n));
                }
            }
            Event::Prayed { seat, key } => {
                self.turn_facts.prayed = true;
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                let n = match h.determination {
                    Some((k, n)) if k == *key || focused => n,
                    _ => 0,
                };
                h.determination = Some((*key, n + 3));
            }
            Event::Rolled { .. } => {}
            Event::Wounded { seat, amount, .. } => {
                let h = self.hero_mut(*seat);
                h.wounds = h.wounds.saturating_add(*amount);
            }
            Event::Healed { seat, amount } => {
                let h = self.hero_mut(*seat);
                h.wounds = h.wounds.saturating_sub(*amount);
            }
            Event::LoseTurn { seat } => self.hero_mut(*seat).lose_turns += 1,
            Event::FlagSet { seat, flag, on } => {
                let h = self.hero_mut(*seat);
                match flag {
                    Flag::MustEncounter => h.must_encounter = *on,
                    Flag::MustReturn => h.must_return = *on,
                    Flag::WebStuck => h.web_stuck = *on,
                    Flag::DarknessPending => h.darkness_pending = *on,
                    Flag::Calm => h.calm = *on,
                    Flag::ArrivedSpecial => {
                        h.arrived_special = *on;
                        h.resurfaced &= *on;
                    }
                }
            }
            Event::DragonDrawn { sleeping, .. } if *sleeping => {
                self.dragon_chance = self.dragon_chance.saturating_sub(self.settings.dragon_step);
            }
            Event::DragonReset => self.dragon_chance = self.settings.dragon_start,
            Event::Died { seat, cause } => {
                let h = self.hero_mut(*seat);
                h.status = Status::Dead(*cause);
                h.owes_loot = 0;
                let pile = h.underground.take().map(|u| u.pile).unwrap_or_default();
                let cards: Vec<CardId> = h
                    .loot
                    .drain(..)
                    .chain(h.kept.drain(..))
                    .chain(pile)
                    .collect();
                for card in cards {
                    self.pile_mut(c.card(card).deck).discard.push(card);
                }
            }
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// Monsters on the board, combat and duels.
    fn fold_fight(&mut self, e: &Event) {
        match e {
            Event::MonsterMoved { token, to, .. } => {
                if let Some(t) = self.tokens.iter_mut().find(|(_, t)| t == token) {
                    t.0 = *to;
                }
                self.last_moved = Some(*token);
            }
            Event::DuelStarted { attacker, defender } => {
                self.duel = Some(Duel {
                    attacker: *attacker,
                    defender: *defender,
                    round: 0,
                    plans: [None, None],
                    carry: [false, false],
                    taken: [0, 0],
                    shield_used: [false, false],
                });
                self.deadline_extra_hours = 0;
            }
            Event::DuelSubmitted { side, plan, .. } => {
                if let Some(d) = &mut self.duel {
                    d.plans[*side] = Some(*plan);
                }
            }
            Event::DuelRound {
                round,
                winners,
                takes,
                shields,
                ..
            } => {
                self.deadline_extra_hours = 0;
                if let Some(d) = &mut self.duel {
                    d.round = *round;
                    d.plans = [None, None];
                    d.carry = [
                        winners[2] == StrikeWinner::Hero,
                        winners[2] == StrikeWinner::Monster,
                    ];
                    for i in 0..2 {
                        d.taken[i] = d.taken[i].saturating_add(takes[i]);
                        d.shield_used[i] |= shields[i];
                    }
                }
            }
            Event::DuelEnded { .. } => self.duel = None,
            Event::MonsterAdded { token, at, .. } => {
                self.tokens.retain(|(_, t)| t != token);
                self.tokens.push((*at, *token));
            }
            Event::MonsterAppears {
                moved_from, token, ..
            } if moved_from.is_some() => {
                self.tokens.retain(|(_, t)| t != token);
            }
            Event::EscapeRolled { .. } => {}
            Event::TokenPlaced { pos, token } => {
                self.tokens.retain(|(_, t)| t != token);
                self.tokens.push((*pos, *token));
            }
            Event::TokenRemoved { token } => self.tokens.retain(|(_, t)| t != token),
            Event::CombatStarted(c) => {
                self.combat = Some(c.clone());
                self.deadline_extra_hours = 0;
            }
            Event::MonsterSideSet(side) => {
                if let Some(c) = &mut self.combat {
                    c.side = *side;
                }
            }
            Event::Submitted { monster, plan } | Event::ChosenForThem { monster, plan } => {
                if let Some(c) = &mut self.combat {
                    if *monster {
                        c.monster_plan = Some(*plan);
                    } else {
                        c.hero_plan = Some(*plan);
                    }
                }
            }
            Event::BotSubmitted { plan } => {
                if let Some(c) = &mut self.combat {
                    c.monster_plan = Some(*plan);
                }
            }
            Event::RoundResolved(r) => {
                self.deadline_extra_hours = 0;
                if let Some(c) = &mut self.combat {
                    c.round = r.round;
                    c.monster_wounds = c.monster_wounds.saturating_sub(r.forfeit);
                    if !r.fled {
                        c.monster_wounds = c.monster_wounds.saturating_add(r.hero_deals);
                    }
                    c.won_last = if r.hero_deals > r.hero_takes && !r.fled {
                        r.hero_deals
                    } else {
                        0
                    };
                    c.hero_plan = None;
                    c.monster_plan = None;
                    c.hero_carry = r.winners[2] == StrikeWinner::Hero;
                    c.monster_carry = r.winners[2] == StrikeWinner::Monster;
                    c.shield_used |= r.shield_used;
                }
            }
            Event::MonsterWounded { amount } => {
                if let Some(c) = &mut self.combat {
                    c.monster_wounds = c.monster_wounds.saturating_add(*amount);
                }
            }
            Event::CombatEnded { .. } => self.combat = None,
            // `fold` sends only the kinds above here.
            _ => {}
        }
    }

    /// Rebuild a game from its seed, settings and events (undone inputs taken out).
    pub fn replay<'a>(
        seed: [u8; 32],
        settings: Settings,
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Game {
        let events: Vec<Event> = events.into_iter().cloned().collect();
        let mut g = Game::new(seed, settings);
        for e in effective(&events) {
            g.fold(&e);
        }
        g
    }

    /// Cards of this deck anywhere in the game: in the pile, discarded, or held by heroes.
    pub fn cards_accounted(&self, deck: Deck) -> usize {
        let p = self.pile(deck);
        let held = self
            .seats
            .iter()
            .flat_map(|s| {
                let h = &s.hero;
                let pile = h.underground.iter().flat_map(|u| u.pile.iter());
                h.loot.iter().chain(h.kept.iter()).chain(pile)
            })
            .filter(|&&c| content().card(c).deck == deck)
            .count();
        p.draw.len() + p.discard.len() + held
    }
}
