//! Attribute tests (R14): the roll against an attribute plus determination tokens, Brother
//! Gherinn's prayer before it, and what each kind of test leads to (`AfterTest`). The Rune
//! of Strength and the Rune of Fortune step in here too (see `runes.rs`).

use super::*;

/// Before a test: roll, or (Brother Gherinn, once a turn) pray first.
pub(super) fn check_test(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Roll => Ok(()),
        Action::Pray if g.is_gherinn(seat) && !g.turn_facts.prayed => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// Make an attribute test; Gherinn is first asked whether he prays.
    pub(super) fn test(&mut self, seat: usize, spec: TestSpec) {
        let prays = self.g.is_gherinn(seat) && !self.g.turn_facts.prayed;
        let rune = spec.attr == Attr::Strength && self.holds_rune(seat, "strength");
        if prays || rune {
            self.ask(Awaiting::Test { seat, spec });
            return;
        }
        self.roll_test(seat, spec);
    }

    /// The answer to a test's question: roll it, or pray first (a wound, three tokens).
    pub(super) fn roll_or_pray(&mut self, s: usize, pray: bool, before: Option<Awaiting>) {
        if let Some(Awaiting::Test { spec, .. }) = before {
            if pray {
                self.emit(Event::Prayed {
                    seat: s,
                    key: spec.key,
                });
                if !self.wound(s, 1, WoundCause::Prayer) {
                    self.end_turn();
                    return;
                }
            }
            self.roll_test(s, spec);
        }
    }

    pub(super) fn roll_test(&mut self, seat: usize, spec: TestSpec) {
        let focused = self.g.settings.focused_determination;
        let base = self.g.attribute(seat, spec.attr);
        // The same number every prompt quotes (R14).
        let target = self.g.hero(seat).test_target(spec.attr, spec.key, focused);
        let det = target - base;
        let d = self.dice(2);
        let dice = [d[0], d[1]];
        let total = (dice[0] + dice[1]) as i8 + spec.roll_modifier;
        let passed = total <= target;
        // Focused Determination: a pass spends only the tokens it needed.
        let kept = if passed && focused {
            (det - (total - base).max(0)).max(0) as u8
        } else {
            0
        };
        self.emit(Event::Tested {
            seat,
            attr: spec.attr,
            key: spec.key,
            dice,
            modifier: spec.roll_modifier,
            target,
            passed,
            kept,
        });
        if !passed && self.holds_rune(seat, "fortune") {
            self.ask(Awaiting::Fortune { seat, spec });
            return;
        }
        self.after_test(seat, spec, passed);
    }

    pub(super) fn after_test(&mut self, seat: usize, spec: TestSpec, passed: bool) {
        match spec.after {
            AfterTest::Move { from, dir, cleared } => {
                if passed {
                    self.continue_move(seat, from, dir, cleared + 1);
                } else {
                    self.end_turn();
                }
            }
            AfterTest::Card { card } => self.card_test_result(seat, card, passed),
            AfterTest::Trapdoor { card } => {
                if passed {
                    self.emit(Event::CardReleased { seat, card });
                    self.start_of_turn(seat, 2);
                } else {
                    self.wound(seat, 1, WoundCause::Trapdoor);
                    self.end_turn();
                }
            }
            AfterTest::Web { .. } => {
                if passed {
                    self.set_flag(seat, Flag::WebStuck, false);
                    self.move_on(seat, MoveOn::Web);
                } else {
                    self.set_flag(seat, Flag::WebStuck, true);
                    self.end_turn();
                }
            }
            AfterTest::CaveIn => {
                if passed {
                    self.move_on(seat, MoveOn::CaveIn);
                } else {
                    self.end_turn();
                }
            }
            AfterTest::Bridge => {
                if passed {
                    self.move_on(seat, MoveOn::Bridge);
                } else {
                    // The fall: down into the catacombs first (he chooses the way his
                    // travel marker points), then 1d6 wounds on landing (R37).
                    self.ask(Awaiting::Descend { seat });
                }
            }
            AfterTest::Pit => {
                if !passed {
                    self.fall(seat, DeathCause::BottomlessPit);
                }
                self.end_turn();
            }
        }
    }
}
