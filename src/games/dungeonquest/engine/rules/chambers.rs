//! The chambers: what each kind does when a hero enters it (`encounter`), searching, the
//! Bridge, the Spider Web, the Cave-in, the Bottomless Pit, Darkness, and the Tower Rooms
//! (leaving the dungeon, the Bottle Imp, Tower Power).

use super::*;

pub(super) fn search_block(g: &Game, seat: usize) -> Option<SearchBlock> {
    let h = g.hero(seat);
    if !g.tokens_at(h.pos).is_empty() {
        // Not with a monster in the chamber, even one that knocked him out (R34).
        return Some(SearchBlock::MonsterHere);
    }
    match g.board.chamber(h.pos) {
        Some(ch) if ch.search => {
            let limit = g.search_limit(seat);
            (h.searches >= limit).then_some(SearchBlock::SearchedEnough { limit })
        }
        _ => Some(SearchBlock::NoSearchIcon),
    }
}

pub(super) fn in_kind(g: &Game, seat: usize, kind: ChamberKind) -> bool {
    g.board
        .chamber(g.hero(seat).pos)
        .is_some_and(|c| c.kind == kind)
}

pub(super) fn in_tower(g: &Game, seat: usize) -> bool {
    matches!(g.board.cell(g.hero(seat).pos), Cell::Tower(_))
}

/// Why `seat` may not leave the dungeon from a Tower Room, if he may not (R26; No Guts, No
/// Glory wants a Treasure card).
pub(super) fn exit_block(g: &Game, seat: usize) -> Option<Rejection> {
    let h = g.hero(seat);
    if h.loot.is_empty() {
        return Some(Rejection::NoLootToExit);
    }
    if g.settings.no_guts_no_glory && treasure_loot(h).is_empty() {
        return Some(Rejection::NoTreasureToExit);
    }
    None
}

pub(super) fn rope(g: &Game, seat: usize) -> Option<CardId> {
    let id = content().card_by_id("rope")?;
    g.hero(seat).loot.contains(&id).then_some(id)
}

/// The Bottle Imp may be let go only in a Tower Room.
pub(super) fn check_imp(g: &Game, seat: usize) -> Result<(), Rejection> {
    if !in_tower(g, seat) {
        Err(Rejection::NotInTower)
    } else {
        has_effect(g, seat, Effect::BottleImp)
            .map(|_| ())
            .ok_or(Rejection::NoImp)
    }
}

/// In a Tower Room holding Loot: leave the dungeon, move on, let the Bottle Imp go, or (Tower
/// Power) on to another Tower Room.
pub(super) fn check_tower_room(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::DiscardImp => check_imp(g, seat),
        Action::Exit => exit_block(g, seat).map_or(Ok(()), Err),
        Action::Tower(corner) => check_teleport(g, seat, *corner),
        Action::Move { dir, half } => check_move(g, seat, *dir, *half, Mode::MoveOn(MoveOn::Tower)),
        _ => Err(Rejection::NotNow),
    }
}

/// Tower Power: once a turn, on to another free Tower Room.
pub(super) fn check_teleport(g: &Game, seat: usize, corner: Corner) -> Result<(), Rejection> {
    let here = g.hero(seat).pos;
    let to = corner.pos();
    if !g.settings.tower_power || g.turn_facts.teleported {
        Err(Rejection::NotNow)
    } else if to == here {
        Err(Rejection::Move {
            dir: Dir::Up,
            why: MoveBlock::SameTower,
        })
    } else if let Some(s) = g.occupant(to, seat) {
        Err(Rejection::TowerTaken {
            corner,
            by: g.seats[s].name.clone(),
        })
    } else {
        Ok(())
    }
}

/// On a Bridge: cross it (with the Rope, if he holds one), stay, go back, or drop Loot first.
pub(super) fn check_bridge(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Cross { rope: use_rope } => {
            if *use_rope && rope(g, seat).is_none() {
                Err(Rejection::NoRope)
            } else {
                Ok(())
            }
        }
        Action::Stay | Action::Retreat => Ok(()),
        Action::Drop { name } => check_drop(g, seat, name),
        _ => Err(Rejection::NotNow),
    }
}

/// At a Spider Web: tear through, or go back next turn.
pub(super) fn check_web(action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Cross { rope: false } | Action::Retreat => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// Arrived on an explored Bridge by special movement: one of its two ends.
pub(super) fn check_bridge_end(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    let Action::End(d) = action else {
        return Err(Rejection::NotNow);
    };
    let span = g
        .board
        .chamber(g.hero(seat).pos)
        .and_then(|ch| ch.span)
        .unwrap_or([Dir::Up, Dir::Down]);
    if span.contains(d) {
        Ok(())
    } else {
        Err(Rejection::Move {
            dir: *d,
            why: MoveBlock::BridgeEnd,
        })
    }
}

impl Ctx<'_> {
    pub(super) fn encounter(&mut self, seat: usize) {
        let here = self.g.hero(seat).pos;
        // A monster in the chamber is faced before the chamber itself; with several
        // (Multiple Monsters) the hero picks the order.
        if self.g.tokens_at(here).len() > 1 {
            self.ask(Awaiting::WhichMonster {
                seat,
                after: AfterMonster::Chamber,
            });
            return;
        }
        if let Some(token) = self.g.token_at(here) {
            self.emit(Event::MonsterAppears {
                seat,
                token,
                moved_from: None,
                drawn: false,
            });
            self.confront(seat, token, AfterMonster::Chamber);
            return;
        }
        match self.g.board.cell(here).clone() {
            Cell::Unexplored => self.end_turn(),
            Cell::Tower(_) => {
                if exit_block(self.g, seat).is_some() {
                    self.move_on(seat, MoveOn::Tower);
                } else {
                    self.ask(Awaiting::Tower { seat });
                }
            }
            // Back in on the turn he left it: no Dragon card until a later turn (R31).
            Cell::Treasure if self.g.turn_facts.left_treasure && seat == self.g.current => {
                self.end_turn()
            }
            Cell::Treasure => self.dragon(seat),
            Cell::Chamber(ch) => match ch.kind {
                ChamberKind::DungeonRoom
                | ChamberKind::Portcullis
                | ChamberKind::CatacombEntrance
                | ChamberKind::CaveIn
                | ChamberKind::Chasm => self.draw_and_resolve(seat, Deck::Dungeon),
                ChamberKind::TrapRoom => self.draw_and_resolve(seat, Deck::Trap),
                ChamberKind::Corridor => self.move_on(seat, MoveOn::Corridor),
                ChamberKind::RotatingRoom => self.end_turn(),
                ChamberKind::Bridge => self.ask(Awaiting::Bridge { seat }),
                ChamberKind::SpiderWeb => self.ask(Awaiting::Web { seat }),
                ChamberKind::Darkness => self.darkness(seat),
                ChamberKind::BottomlessPit => {
                    let mut modifier = 0;
                    if let Some(r) = rope(self.g, seat) {
                        self.emit(Event::LootDiscarded { seat, card: r });
                        modifier = -2;
                    }
                    self.test(
                        seat,
                        TestSpec {
                            attr: Attr::Luck,
                            key: TestKey::Pit(here),
                            roll_modifier: modifier,
                            after: AfterTest::Pit,
                        },
                    );
                }
            },
        }
    }

    /// Across a Bridge, through a Spider Web or over a Cave-in's rubble: a test decides.
    pub(super) fn cross(&mut self, s: usize, use_rope: bool, before: Option<Awaiting>) {
        let here = self.g.hero(s).pos;
        match before {
            Some(Awaiting::Bridge { .. }) => {
                let mut modifier = 0i8;
                if use_rope {
                    if let Some(r) = rope(self.g, s) {
                        self.emit(Event::LootDiscarded { seat: s, card: r });
                        modifier -= 2;
                    }
                }
                modifier += self.g.hero(s).loot.len() as i8;
                self.test(
                    s,
                    TestSpec {
                        attr: Attr::Agility,
                        key: TestKey::Bridge(here),
                        roll_modifier: modifier,
                        after: AfterTest::Bridge,
                    },
                );
            }
            Some(Awaiting::Web { .. }) => {
                self.test(
                    s,
                    TestSpec {
                        attr: Attr::Strength,
                        key: TestKey::Web(here),
                        roll_modifier: 0,
                        after: AfterTest::Web { again: false },
                    },
                );
            }
            _ => {
                self.test(
                    s,
                    TestSpec {
                        attr: Attr::Agility,
                        key: TestKey::CaveIn(here),
                        roll_modifier: 0,
                        after: AfterTest::CaveIn,
                    },
                );
            }
        }
    }

    /// Back the way he came: from a Bridge or Web next turn, from a Cave-in (or when he must
    /// go back) at once.
    pub(super) fn go_back(&mut self, s: usize, before: Option<Awaiting>) {
        match before {
            Some(Awaiting::Bridge { .. } | Awaiting::Web { .. }) => {
                self.set_flag(s, Flag::MustReturn, true);
                self.end_turn();
            }
            _ => {
                let back = self.g.hero(s).entered_via.unwrap_or(Dir::Up);
                let from = self.g.hero(s).pos;
                self.continue_move(s, from, back, 0);
            }
        }
    }

    /// The side or end he stands at: come up into a Bridge or Chasm, or arrived on a Bridge
    /// by special movement.
    pub(super) fn stand_at_end(&mut self, s: usize, d: Dir, before: Option<Awaiting>) {
        if matches!(before, Some(Awaiting::Landing { .. })) {
            self.emit(Event::Landed { seat: s, via: d });
            self.end_turn();
            return;
        }
        // Standing at end `d` of a Bridge: he came in by that end.
        let from = self.g.hero(s).pos;
        self.emit(Event::Moved {
            seat: s,
            from,
            to: from,
            via: Some(d),
            special: true,
        });
        self.encounter(s);
    }

    /// Tower Power: on to another Tower Room, then on at once as from any Tower Room.
    pub(super) fn teleport(&mut self, s: usize, corner: Corner) {
        self.emit(Event::Teleported { seat: s, corner });
        self.move_on(s, MoveOn::Tower);
    }

    pub(super) fn darkness(&mut self, seat: usize) {
        let here = self.g.hero(seat).pos;
        let Some(table) = self.g.board.chamber(here).and_then(|c| c.darkness) else {
            self.end_turn();
            return;
        };
        let face = self.roll(seat, RollFor::Darkness, 1);
        let dir = table[(face - 1) as usize];
        if move_block(self.g, seat, here, dir, Mode::MoveOn(MoveOn::Web)).is_none() {
            self.set_flag(seat, Flag::DarknessPending, false);
            self.continue_move(seat, here, dir, 0);
        } else {
            // Said every time he blunders into a wall, not only the first.
            self.emit(Event::FlagSet {
                seat,
                flag: Flag::DarknessPending,
                on: true,
            });
            self.end_turn();
        }
    }
}
