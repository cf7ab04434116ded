//! Turns and the game's end: the next seat (Servants of Kalladra's turns included), the
//! Rune of Stasis's extra move, start-of-turn effects in their order (R5), the First
//! Player's sun step and sunset (R7), and the end: chests opened, the Bottle Imp's theft,
//! the score (R27).

use super::*;

/// The result of a finished game (after end-of-game effects): heroes who exited score the
/// electrum of their Loot; ties go to the best single card, then the most cards, then are
/// shared (R27). No hero out: no winner, Kalladra wins.
pub fn outcome(g: &Game, reason: EndReason) -> Outcome {
    let mut scores: Vec<Score> = (0..g.seats.len())
        .filter(|&s| g.hero(s).status == Status::Exited)
        .map(|s| {
            let h = g.hero(s);
            Score {
                seat: s,
                electrum: h.loot_value(),
                best_card: h.best_card(),
                cards: h.loot.len(),
            }
        })
        .collect();
    // Going It Alone: only a hero who got out with a Treasure card has won.
    let won = |s: &Score| !g.settings.going_it_alone || !treasure_loot(g.hero(s.seat)).is_empty();
    let key = |s: &Score| (s.electrum, s.best_card, s.cards);
    scores.sort_by(|a, b| key(b).cmp(&key(a)).then(a.seat.cmp(&b.seat)));
    let winners = match scores.iter().find(|s| won(s)) {
        Some(best) => scores
            .iter()
            .filter(|s| won(s) && key(s) == key(best))
            .map(|s| s.seat)
            .collect(),
        None => Vec::new(),
    };
    Outcome {
        reason,
        scores,
        winners,
    }
}

impl Ctx<'_> {
    pub(super) fn everyone_out(&self) -> bool {
        self.g.seats.iter().all(|s| !s.hero.in_dungeon())
    }

    pub(super) fn end_turn(&mut self) {
        // A knocked-out hero gives up the Loot he owes before the turn moves on (R36).
        let owing =
            (0..self.g.seats.len()).find(|&s| self.alive(s) && self.g.hero(s).owes_loot > 0);
        if let Some(s) = owing {
            let loot = self.g.hero(s).loot.clone();
            if usize::from(self.g.hero(s).owes_loot) < loot.len() {
                self.ask(Awaiting::LoseLoot { seat: s });
                return;
            }
            for card in loot {
                self.emit(Event::LootDiscarded { seat: s, card });
            }
            self.emit(Event::LootOwed { seat: s, cards: 0 });
        }
        let seat = self.g.current;
        let stasis = self.g.turn_facts.stasis;
        if stasis > 0
            && self.alive(seat)
            && !self.g.hero(seat).is_underground()
            && self.g.combat.is_none()
            && self.any_move(seat, Mode::Turn)
        {
            // The Rune of Stasis: another move this turn, if he wants it.
            self.emit(Event::Stasis { left: stasis - 1 });
            self.ask(Awaiting::MoveOn {
                seat,
                why: MoveOn::Stasis,
            });
            return;
        }
        let h = self.g.hero(seat);
        if (h.arrived_special || h.resurfaced) && !h.must_encounter && h.in_dungeon() {
            // The turn after special movement (or after coming up) is over (R18).
            self.emit(Event::FlagSet {
                seat,
                flag: Flag::ArrivedSpecial,
                on: false,
            });
        }
        if self.alive(seat)
            && self.g.hero(seat).searches >= self.g.search_limit(seat)
            && dead_end(self.g, seat)
            && self.walled_in(seat)
        {
            return;
        }
        self.treasure_emptied();
        self.emit(Event::TurnEnded { seat });
        if self.everyone_out() {
            self.finish(EndReason::AllOut);
            return;
        }
        let n = self.g.seats.len();
        let mut next = seat;
        loop {
            next = (next + 1) % n;
            let active = self.alive(next);
            // Servants of Kalladra: an eliminated player has a turn if he can do anything.
            let serves = !active && self.g.is_servant(next) && !servant_moves(self.g).is_empty();
            if !active && !serves && next != 0 {
                continue;
            }
            self.emit(Event::TurnStarted { seat: next });
            if next == 0 && self.sun_step() {
                return;
            }
            if active {
                break;
            }
            if serves {
                self.ask(Awaiting::Servant { seat: next });
                return;
            }
            self.emit(Event::TurnEnded { seat: next });
        }
        self.start_of_turn(next, 0);
    }

    /// The First Player's sun step (R7). True if the sun set and the game ended.
    pub(super) fn sun_step(&mut self) -> bool {
        if self.g.turn <= 1 {
            return false;
        }
        if self.g.sun < self.g.settings.sun_limit {
            self.emit(Event::SunRose {
                sun: self.g.sun + 1,
            });
            return false;
        }
        let roll = self.chance(0, 6) as u8 + 1;
        let closes = roll <= self.g.settings.sunset_closes_on_or_below;
        self.emit(Event::SunsetRoll { roll, closes });
        if closes {
            for seat in 0..self.g.seats.len() {
                if self.alive(seat) {
                    self.emit(Event::Died {
                        seat,
                        cause: DeathCause::Sunset,
                    });
                }
            }
            self.finish(EndReason::Sunset);
        }
        closes
    }

    /// Start-of-turn effects in a fixed order, from `stage` on (R5).
    pub(super) fn start_of_turn(&mut self, seat: usize, stage: u8) {
        let h = self.g.hero(seat).clone();
        if stage == 0 && h.lose_turns > 0 {
            self.emit(Event::TurnLost {
                seat,
                why: LostTurn::Lost,
            });
            self.end_turn();
            return;
        }
        if stage <= 1 {
            let trapdoor = h
                .kept
                .iter()
                .copied()
                .find(|&c| content().card(c).keep_until_passed);
            if let Some(card) = trapdoor {
                self.test(
                    seat,
                    TestSpec {
                        attr: Attr::Agility,
                        key: TestKey::Card(card),
                        roll_modifier: 0,
                        after: AfterTest::Trapdoor { card },
                    },
                );
                return;
            }
        }
        if stage <= 2 && h.web_stuck {
            self.test(
                seat,
                TestSpec {
                    attr: Attr::Strength,
                    key: TestKey::Web(h.pos),
                    roll_modifier: 0,
                    after: AfterTest::Web { again: true },
                },
            );
            return;
        }
        if stage <= 3 && h.darkness_pending {
            self.darkness(seat);
            return;
        }
        if stage <= 4 && h.must_encounter {
            self.set_flag(seat, Flag::MustEncounter, false);
            self.encounter(seat);
            return;
        }
        // Free actions do not count: they leave the turn where it was. Of the runes only
        // Passage moves the hero. A pause (the organiser's skip or replace may start a turn
        // while paused) stops nobody's moves from being there: the turn waits for them.
        let unpaused;
        let g = match self.g.paused {
            true => {
                unpaused = Game {
                    paused: false,
                    ..self.g.clone()
                };
                &unpaused
            }
            false => self.g,
        };
        let can_act = legal_actions(g, seat).iter().any(|a| match a {
            Action::Drink | Action::DiscardImp | Action::Leave | Action::Drop { .. } => false,
            Action::UseRune { rune, .. } => content().runes[*rune as usize].id == "passage",
            _ => true,
        });
        if !can_act {
            if dead_end(self.g, seat) {
                if self.walled_in(seat) {
                    return;
                }
            } else {
                self.emit(Event::TurnLost {
                    seat,
                    why: LostTurn::Blocked,
                });
            }
            self.end_turn();
        }
    }

    pub(super) fn finish(&mut self, reason: EndReason) {
        let c = content();
        // End-of-game effects, First Player first: each Treasure Chest is opened (2d6 x 100),
        // then the Bottle Imp runs off with the cheapest other Loot.
        for seat in 0..self.g.seats.len() {
            if self.g.hero(seat).status != Status::Exited {
                continue;
            }
            let chests = self
                .g
                .hero(seat)
                .loot
                .iter()
                .filter(|&&x| c.card(x).effect == Effect::Chest)
                .count();
            for _ in 0..chests {
                let d = self.dice(2);
                let dice = [d[0], d[1]];
                self.emit(Event::ChestOpened {
                    seat,
                    dice,
                    value: u32::from(dice[0] + dice[1]) * 100,
                });
            }
            let h = self.g.hero(seat);
            if has_effect(self.g, seat, Effect::BottleImp).is_none() {
                continue;
            }
            let worth = |x: CardId| match c.card(x).effect {
                Effect::Chest => h.chests.iter().copied().min().unwrap_or(0),
                _ => c.card(x).value(),
            };
            let prey = h
                .loot
                .iter()
                .copied()
                .filter(|&x| c.card(x).effect != Effect::BottleImp)
                .min_by_key(|&x| worth(x));
            if let Some(card) = prey {
                self.emit(Event::ImpStole { seat, card });
            }
        }
        let o = outcome(self.g, reason);
        self.emit(Event::Ended(o));
    }
}
