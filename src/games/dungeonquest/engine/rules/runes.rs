//! The runes (runes.toml): when each may be used (`check_rune`) and what it does
//! (`use_rune`). Fury and Warding are sent with the strikes (see `combat.rs`, `duels.rs`);
//! Calm and Daylight take effect in the fold.

use super::*;

/// May `seat` (whose turn it is) use `rune` now? Each rune has its moment (runes.toml `when`).
pub(super) fn check_rune(
    g: &Game,
    seat: usize,
    rune: u8,
    dir: Option<Dir>,
) -> Result<(), Rejection> {
    let h = g.hero(seat);
    if !h.runes.contains(&rune) {
        return Err(Rejection::NoRune { rune });
    }
    let Some(def) = content().runes.get(rune as usize) else {
        return Err(Rejection::NoRune { rune });
    };
    let not_now = Err(Rejection::RuneNotNow { rune });
    let aw = g.awaiting.as_ref();
    // Outside a combat round, whatever else the game is asking him.
    let free = !matches!(aw, Some(Awaiting::Combat { .. }));
    let turn_start = aw.is_none() && !h.is_underground();
    let side = |explored: bool| -> Result<Pos, Rejection> {
        let Some(d) = dir else {
            return Err(Rejection::RuneNeedsDir { rune });
        };
        let to = g.board.exit_from(h.pos, d);
        let why = if !to.on_board() {
            Some(MoveBlock::Edge)
        } else if explored == matches!(g.board.cell(to), Cell::Unexplored) {
            Some(if explored {
                MoveBlock::Unexplored
            } else {
                MoveBlock::Explored
            })
        } else {
            None
        };
        match why {
            Some(why) => Err(Rejection::Move { dir: d, why }),
            None => Ok(to),
        }
    };
    let sided = matches!(def.id.as_str(), "passage" | "sight");
    if dir.is_some() && !sided {
        return Err(Rejection::RuneNoDir { rune });
    }
    match def.id.as_str() {
        "healing" if free => {
            if !g.can_heal(seat) {
                Err(Rejection::NoHealing)
            } else if h.wounds == 0 {
                Err(Rejection::NoWounds)
            } else {
                Ok(())
            }
        }
        "daylight" | "calm" if free => Ok(()),
        "warning" if matches!(aw, Some(Awaiting::Warning { .. })) => Ok(()),
        "fortune" if matches!(aw, Some(Awaiting::Fortune { .. })) => Ok(()),
        "strength" => match aw {
            Some(Awaiting::Test { spec, .. }) if spec.attr == Attr::Strength => Ok(()),
            _ => not_now,
        },
        "escape" => match aw {
            Some(Awaiting::Monster { can_escape, .. }) if *can_escape => Ok(()),
            Some(Awaiting::Monster { .. }) => Err(Rejection::CannotEscape {
                why: escape_block(g, seat).unwrap_or(EscapeBlock::NoWayBack),
            }),
            _ => not_now,
        },
        "stasis" if turn_start && g.turn_facts.stasis == 0 => Ok(()),
        "passage" if turn_start => {
            let to = side(true)?;
            match g.occupant(to, seat) {
                Some(s) if !g.board.is_treasure(to) => Err(Rejection::Move {
                    dir: dir.unwrap_or(Dir::Up),
                    why: MoveBlock::Occupied { seat: s },
                }),
                _ => Ok(()),
            }
        }
        "sight" if turn_start => {
            side(false)?;
            let d = dir.unwrap_or(Dir::Up);
            if g.board.side(h.pos, d) == Some(SideKind::Wall) {
                return Err(Rejection::Move {
                    dir: d,
                    why: MoveBlock::Wall,
                });
            }
            Ok(())
        }
        _ => not_now,
    }
}

/// A Trap card the Rune of Warning could turn aside, or a failed test the Rune of Fortune
/// could roll again: No (or Keep) lets it stand.
pub(super) fn check_rune_answer(asked: &Awaiting, action: &Action) -> Result<(), Rejection> {
    match (asked, action) {
        (Awaiting::Warning { .. }, Action::No) => Ok(()),
        (Awaiting::Fortune { .. }, Action::No | Action::Keep) => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// A rune, at its moment (`check_rune` has said it may be used now).
    pub(super) fn use_rune(
        &mut self,
        s: usize,
        rune: u8,
        dir: Option<Dir>,
        before: Option<Awaiting>,
    ) {
        self.emit(Event::RuneUsed { seat: s, rune });
        let here = self.g.hero(s).pos;
        match content().runes[rune as usize].id.as_str() {
            "healing" => {
                let rolled = self.roll(s, RollFor::Heal, 1);
                let amount = rolled.min(self.g.hero(s).wounds);
                if amount > 0 {
                    self.emit(Event::Healed { seat: s, amount });
                }
                self.resume(before);
            }
            "stasis" => {
                self.emit(Event::Stasis { left: 2 });
                self.resume(before);
            }
            "warning" => self.end_turn(),
            "fortune" => {
                if let Some(Awaiting::Fortune { spec, .. }) = before {
                    self.roll_test(s, spec);
                }
            }
            "strength" => {
                if let Some(Awaiting::Test { spec, .. }) = before {
                    self.after_test(s, spec, true);
                }
            }
            "escape" => {
                if let Some(Awaiting::Monster { token, .. }) = before {
                    self.escaped(s, token);
                }
            }
            "passage" => {
                let d = dir.unwrap_or(Dir::Up);
                let from = origin(self.g, s, d, None).unwrap_or(here);
                self.enter(s, from, d, true);
            }
            "sight" => {
                let d = dir.unwrap_or(Dir::Up);
                let to = self.g.board.exit_from(here, d);
                self.draw_chamber(to, d.opposite());
                if self
                    .g
                    .board
                    .chamber(to)
                    .is_some_and(|c| c.kind == ChamberKind::RotatingRoom)
                {
                    self.emit(Event::Rotated { pos: to });
                }
                self.resume(before);
            }
            // Daylight and Calm take effect in the fold.
            _ => self.resume(before),
        }
    }
}
