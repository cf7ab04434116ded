//! Monsters met: a token drawn for a card or found in the chamber, Escape or Attack (R18),
//! the escape roll, and stepping back after an escape. The fight itself is in `combat.rs`.

use super::*;

/// Why `seat` may not escape the monster in his chamber, if he may not (R18).
pub(super) fn escape_block(g: &Game, seat: usize) -> Option<EscapeBlock> {
    let h = g.hero(seat);
    if h.is_underground() {
        // Down there he simply runs; the monster wanders off.
        return None;
    }
    if h.resurfaced {
        return Some(EscapeBlock::Resurfaced);
    }
    let portcullis = g.board.chamber(h.pos).is_some_and(|c| {
        c.kind == ChamberKind::Portcullis || c.sides.contains(&SideKind::Portcullis)
    });
    if portcullis {
        return Some(EscapeBlock::Portcullis);
    }
    if h.arrived_special {
        return Some(EscapeBlock::SpecialMovement);
    }
    // Back the way he came: a space on the board, and explored (after coming up into a
    // fresh chamber, the side he turned it to may face rock).
    match h.entered_via.map(|via| g.board.exit_from(h.pos, via)) {
        Some(back) if back.on_board() && !matches!(g.board.cell(back), Cell::Unexplored) => None,
        _ => Some(EscapeBlock::NoWayBack),
    }
}

/// A monster confronts him: Escape (if he may) or Attack.
pub(super) fn check_monster(
    g: &Game,
    seat: usize,
    can_escape: bool,
    action: &Action,
) -> Result<(), Rejection> {
    match action {
        Action::Escape => {
            if can_escape {
                Ok(())
            } else {
                Err(Rejection::CannotEscape {
                    why: escape_block(g, seat).unwrap_or(EscapeBlock::NoWayBack),
                })
            }
        }
        Action::Attack => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// Multiple Monsters: the one to face first, of those in his chamber; or, with a hero there
/// too (Hero vs Hero), `Attack` to take him on first (R40).
pub(super) fn check_which_monster(
    g: &Game,
    seat: usize,
    after: AfterMonster,
    action: &Action,
) -> Result<(), Rejection> {
    if matches!((after, action), (AfterMonster::Duel { .. }, Action::Attack)) {
        return Ok(());
    }
    let Action::FaceMonster(m) = action else {
        return Err(Rejection::NotNow);
    };
    if g.tokens_at(g.hero(seat).pos).iter().any(|t| t / 4 == *m) {
        Ok(())
    } else {
        Err(Rejection::NoSuchMonster)
    }
}

impl Ctx<'_> {
    /// A token of `monster` for a new appearance: at random from the face-down pool, or with
    /// none left, one of its kind from the board (the next draw picks which).
    pub(super) fn pick_token(&self, monster: MonsterId) -> Option<(TokenId, Option<Pos>)> {
        let pool = self.g.pool(monster);
        if pool.is_empty() {
            let board: Vec<(Pos, TokenId)> = self
                .g
                .tokens
                .iter()
                .copied()
                .filter(|(_, t)| t / 4 == monster)
                .collect();
            if board.is_empty() {
                return None;
            }
            let (p, t) = board[self.chance(0, board.len() as u32) as usize];
            Some((t, Some(p)))
        } else {
            Some((pool[self.chance(0, pool.len() as u32) as usize], None))
        }
    }

    /// A monster from a card: draw its token from the pool (or, with none left, from the board).
    /// `attack`: the hero is already committed to fighting (a Fallen Elf he chose to fight).
    pub(super) fn monster_from_card(&mut self, seat: usize, monster: MonsterId, attack: bool) {
        let Some((token, moved_from)) = self.pick_token(monster) else {
            self.end_turn();
            return;
        };
        self.emit(Event::MonsterAppears {
            seat,
            token,
            moved_from,
            drawn: true,
        });
        if attack {
            self.start_combat(seat, token, AfterMonster::EndTurn, true);
        } else {
            self.confront(seat, token, AfterMonster::EndTurn);
        }
    }

    /// Escape or Attack (R18).
    pub(super) fn confront(&mut self, seat: usize, token: TokenId, after: AfterMonster) {
        let can_escape = escape_block(self.g, seat).is_none();
        self.ask(Awaiting::Monster {
            seat,
            token,
            after,
            can_escape,
        });
    }

    /// Attack: the monster that confronts him, or the Fallen Elf he would not pay.
    pub(super) fn attack(&mut self, s: usize, before: Option<Awaiting>) {
        match before {
            Some(Awaiting::Monster { token, after, .. }) => {
                self.start_combat(s, token, after, true)
            }
            // The hero first, the monster after the duel if he wins it (R40).
            Some(Awaiting::WhichMonster {
                after: AfterMonster::Duel { defender },
                ..
            }) => self.start_duel(s, defender),
            _ => {
                let druid = content().monster_by_id("fallen_druid").unwrap_or(1);
                self.monster_from_card(s, druid, true);
            }
        }
    }

    /// Multiple Monsters: the one he chose to face first.
    pub(super) fn face_monster(&mut self, s: usize, m: MonsterId, before: Option<Awaiting>) {
        let here = self.g.hero(s).pos;
        let token = self
            .g
            .tokens_at(here)
            .into_iter()
            .filter(|t| t / 4 == m)
            .min();
        if let (Some(token), Some(Awaiting::WhichMonster { after, .. })) = (token, before) {
            self.emit(Event::MonsterAppears {
                seat: s,
                token,
                moved_from: None,
                drawn: false,
            });
            self.confront(s, token, after);
        }
    }

    pub(super) fn escape(&mut self, seat: usize, before: Option<Awaiting>) {
        let Some(Awaiting::Monster { token, after, .. }) = before else {
            return;
        };
        let (monster, _) = content().token(token);
        let def = content().monster(monster);
        let roll = self.chance(0, 100) as u8 + 1;
        let escaped = roll <= def.escape;
        self.emit(Event::EscapeRolled {
            seat,
            monster,
            chance: def.escape,
            roll,
            escaped,
        });
        let here = self.g.hero(seat).pos;
        if escaped {
            self.escaped(seat, token);
            return;
        }
        if !self.wound(seat, def.escape_damage, WoundCause::Escape(monster)) {
            if !self.g.hero(seat).is_underground() {
                self.emit(Event::TokenPlaced { pos: here, token });
            }
            self.end_turn();
            return;
        }
        self.start_combat(seat, token, after, false);
    }

    /// Away from the monster (R18): its token stays in the chamber and he goes back the way he
    /// came, to face that chamber next turn. Underground the monster wanders off.
    pub(super) fn escaped(&mut self, seat: usize, token: TokenId) {
        let here = self.g.hero(seat).pos;
        if self.g.hero(seat).is_underground() {
            self.end_turn();
            return;
        }
        self.emit(Event::TokenPlaced { pos: here, token });
        self.step_back(seat);
        self.end_turn();
    }

    /// Back the way he came, by special movement, to face that chamber next turn (after an
    /// escape, or thrown back from a duel). Underground there is nowhere to step back to.
    /// Never onto another hero outside the Treasure Chamber (R39): if one stands there, the
    /// first free explored chamber through an open side, a door or a portcullis, in the order
    /// UP, RIGHT, DOWN, LEFT; failing that, he stays.
    pub(super) fn step_back(&mut self, seat: usize) {
        let h = self.g.hero(seat);
        if h.is_underground() {
            return;
        }
        let here = h.pos;
        let free = |d: Dir| {
            let to = self.g.board.exit_from(here, d);
            to.on_board() && (self.g.board.is_treasure(to) || self.g.occupant(to, seat).is_none())
        };
        let passable = |d: Dir| {
            let to = self.g.board.exit_from(here, d);
            free(d)
                && matches!(self.g.board.cell(to), Cell::Chamber(_))
                && self
                    .g
                    .board
                    .side(here, d)
                    .is_some_and(|s| s != SideKind::Wall)
                && self
                    .g
                    .board
                    .side(to, d.opposite())
                    .is_some_and(|s| s != SideKind::Wall)
        };
        let way = match h.entered_via {
            Some(via) if free(via) => Some(via),
            Some(_) => Dir::ALL.into_iter().find(|&d| passable(d)),
            None => None,
        };
        if let Some(d) = way {
            self.emit(Event::Moved {
                seat,
                from: here,
                to: self.g.board.exit_from(here, d),
                via: Some(d.opposite()),
                special: true,
            });
            self.set_flag(seat, Flag::MustEncounter, true);
        }
    }
}
