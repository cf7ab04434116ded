//! Moving through the dungeon: which sides a hero may pass (walls, fissures, Bridge ends,
//! occupied chambers), doors and portcullises on the way (R10), stepping into a space (a
//! fresh chamber is drawn), moving on at once, and whether a hero is walled in (R12).

use super::*;

/// How a move is being made: it changes which sides may be passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// The turn's own move.
    Turn,
    /// A move forced at once (Corridor, Tower Room, after crossing).
    MoveOn(MoveOn),
    /// Through a Secret Door: any side, walls included.
    Secret,
    /// Retreating from Dragon Rage: no door or portcullis.
    Retreat,
}

/// The space a move leaves from: in the Treasure Chamber, the half it leaves by.
pub(super) fn origin(
    g: &Game,
    seat: usize,
    dir: Dir,
    half: Option<Half>,
) -> Result<Pos, MoveBlock> {
    let here = g.hero(seat).pos;
    if !g.board.is_treasure(here) {
        return match half {
            Some(_) => Err(MoveBlock::NoHalfHere),
            None => Ok(here),
        };
    }
    Ok(match (dir, half) {
        (Dir::Up, _) => TREASURE_UPPER,
        (Dir::Down, _) => TREASURE_LOWER,
        (_, Some(Half::Upper)) => TREASURE_UPPER,
        (_, Some(Half::Lower)) => TREASURE_LOWER,
        (_, None) => here,
    })
}

pub(super) fn move_block(
    g: &Game,
    seat: usize,
    from: Pos,
    dir: Dir,
    mode: Mode,
) -> Option<MoveBlock> {
    let h = g.hero(seat);
    let to = g.board.exit_from(from, dir);
    if !to.on_board() {
        return Some(MoveBlock::Edge);
    }
    if mode == Mode::Secret {
        return (!g.board.is_treasure(to))
            .then(|| g.occupant(to, seat))
            .flatten()
            .map(|s| MoveBlock::Occupied { seat: s });
    }
    if let (Some(ch), Some(via)) = (g.board.chamber(from), h.entered_via) {
        match ch.kind {
            ChamberKind::Chasm if !ch.same_side_of_fissure(via, dir) => {
                return Some(MoveBlock::Fissure)
            }
            ChamberKind::Bridge => {
                let crossing = mode == Mode::MoveOn(MoveOn::Bridge);
                let end = if crossing { via.opposite() } else { via };
                if dir != end {
                    return Some(MoveBlock::BridgeEnd);
                }
            }
            ChamberKind::CaveIn if mode == Mode::Turn && dir != via => {
                return Some(MoveBlock::MustGoBack { back: via });
            }
            _ => {}
        }
        if h.must_return && mode == Mode::Turn && dir != via {
            return Some(MoveBlock::MustGoBack { back: via });
        }
    }
    if g.board.side(from, dir) == Some(SideKind::Wall) {
        return Some(MoveBlock::Wall);
    }
    match g.board.side(to, dir.opposite()) {
        Some(SideKind::Wall) => return Some(MoveBlock::NeighbourWall),
        Some(SideKind::Door | SideKind::Portcullis) if mode == Mode::Retreat => {
            return Some(MoveBlock::NoDoorsOnRetreat)
        }
        _ => {}
    }
    if mode == Mode::Retreat && g.board.side(from, dir) != Some(SideKind::Open) {
        return Some(MoveBlock::NoDoorsOnRetreat);
    }
    if g.turn_facts.corridors.contains(&to) {
        return Some(MoveBlock::CorridorTwice);
    }
    if !g.board.is_treasure(to) {
        if let Some(s) = g.occupant(to, seat) {
            // Hero vs Hero: walking in on another hero is an attack.
            let attack = g.settings.hero_vs_hero && matches!(mode, Mode::Turn | Mode::MoveOn(_));
            if !attack {
                return Some(MoveBlock::Occupied { seat: s });
            }
        }
    }
    None
}

pub(super) fn check_move(
    g: &Game,
    seat: usize,
    dir: Dir,
    half: Option<Half>,
    mode: Mode,
) -> Result<(), Rejection> {
    let from = origin(g, seat, dir, half).map_err(|why| Rejection::Move { dir, why })?;
    match move_block(g, seat, from, dir, mode) {
        Some(why) => Err(Rejection::Move { dir, why }),
        None => Ok(()),
    }
}

/// Moving on at once (Corridor, Tower Room, after a crossing), or another move by the Rune of
/// Stasis.
pub(super) fn check_move_on(
    g: &Game,
    seat: usize,
    why: MoveOn,
    action: &Action,
) -> Result<(), Rejection> {
    match (why, action) {
        (MoveOn::Stasis, Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::Turn)
        }
        (MoveOn::Stasis, Action::No | Action::Decline) => Ok(()),
        (why, Action::Move { dir, half }) => check_move(g, seat, *dir, *half, Mode::MoveOn(why)),
        // In a Tower Room but unable to leave: say why.
        (MoveOn::Tower, Action::Exit) => Err(exit_block(g, seat).unwrap_or(Rejection::NotNow)),
        (MoveOn::Tower, Action::Tower(corner)) => check_teleport(g, seat, *corner),
        _ => Err(Rejection::NotNow),
    }
}

/// A Secret Door: step through any side, or stay.
pub(super) fn check_secret_door(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Move { dir, half } => check_move(g, seat, *dir, *half, Mode::Secret),
        Action::Decline | Action::No => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// Whether `seat` is walled in: no side leads anywhere, whoever stands where (R12).
pub fn dead_end(g: &Game, seat: usize) -> bool {
    let here = g.hero(seat).pos;
    if !matches!(g.board.cell(here), Cell::Chamber(_)) || g.hero(seat).is_underground() {
        return false;
    }
    if can_descend(g, seat) {
        // A way down is a way out.
        return false;
    }
    let passage = content().rune_by_id("passage");
    if passage.is_some_and(|r| g.hero(seat).runes.contains(&r)) {
        // The Rune of Passage leads through any wall into explored ground.
        let through = Dir::ALL.iter().any(|&d| {
            let to = g.board.exit_from(here, d);
            to.on_board()
                && !matches!(g.board.cell(to), Cell::Unexplored)
                && (g.board.is_treasure(to) || g.occupant(to, seat).is_none())
        });
        if through {
            return false;
        }
    }
    Dir::ALL.iter().all(|&d| {
        matches!(
            move_block(g, seat, here, d, Mode::MoveOn(MoveOn::Web)),
            Some(
                MoveBlock::Wall
                    | MoveBlock::Edge
                    | MoveBlock::NeighbourWall
                    | MoveBlock::Fissure
                    | MoveBlock::BridgeEnd
            )
        )
    })
}

pub(super) enum Obstacle {
    Door,
    Portcullis,
}

impl Ctx<'_> {
    /// A move: the turn's own, a move on at once, through a Secret Door, out of a dead end,
    /// or a retreat from Dragon Rage.
    pub(super) fn move_hero(
        &mut self,
        s: usize,
        dir: Dir,
        half: Option<Half>,
        before: Option<Awaiting>,
    ) {
        let from = origin(self.g, s, dir, half).unwrap_or(self.g.hero(s).pos);
        match before {
            Some(Awaiting::Breakout { .. }) => self.break_out(s, dir),
            Some(Awaiting::SecretDoor { .. }) => self.enter(s, from, dir, true),
            Some(Awaiting::Retreat { rest, .. }) => self.retreat(s, from, dir, rest),
            _ => self.continue_move(s, from, dir, 0),
        }
    }

    /// Doors and portcullises between `from` and its neighbour in `dir`, in the order they
    /// are met: the current chamber's side first (R10).
    pub(super) fn obstacles(&self, from: Pos, dir: Dir) -> Vec<Obstacle> {
        let to = self.g.board.exit_from(from, dir);
        let mine = self.g.board.side(from, dir);
        let theirs = self.g.board.side(to, dir.opposite());
        let kind = |s: Option<SideKind>| match s {
            Some(SideKind::Door) => Some(0),
            Some(SideKind::Portcullis) => Some(1),
            _ => None,
        };
        let mut order: Vec<u8> = Vec::new();
        for k in [kind(mine), kind(theirs)].into_iter().flatten() {
            if !order.contains(&k) {
                order.push(k);
            }
        }
        order
            .into_iter()
            .map(|k| {
                if k == 0 {
                    Obstacle::Door
                } else {
                    Obstacle::Portcullis
                }
            })
            .collect()
    }

    pub(super) fn continue_move(&mut self, seat: usize, from: Pos, dir: Dir, cleared: u8) {
        let obstacles = self.obstacles(from, dir);
        for (i, o) in obstacles.iter().enumerate().skip(cleared as usize) {
            match o {
                Obstacle::Door => {
                    let Some(card) = self.draw_card(seat, Deck::Door) else {
                        continue;
                    };
                    match content().card(card).effect {
                        Effect::DoorJammed => {
                            self.end_turn();
                            return;
                        }
                        Effect::DoorTrap => {
                            match self.draw_card(seat, Deck::Trap) {
                                Some(trap) => self.resolve_card(seat, trap),
                                None => self.end_turn(),
                            }
                            return;
                        }
                        _ => {}
                    }
                }
                Obstacle::Portcullis => {
                    let key = TestKey::Portcullis(from.space(), dir);
                    let after = AfterTest::Move {
                        from,
                        dir,
                        cleared: i as u8,
                    };
                    self.test(
                        seat,
                        TestSpec {
                            attr: Attr::Strength,
                            key,
                            roll_modifier: 0,
                            after,
                        },
                    );
                    return;
                }
            }
        }
        self.enter(seat, from, dir, false);
    }

    /// Step from `from` into the neighbouring space and encounter it.
    pub(super) fn enter(&mut self, seat: usize, from: Pos, dir: Dir, special: bool) {
        let to = self.g.board.exit_from(from, dir);
        let via = dir.opposite();
        let fresh = matches!(self.g.board.cell(to), Cell::Unexplored);
        if fresh {
            self.draw_chamber(to, via);
        }
        self.emit(Event::Moved {
            seat,
            from,
            to,
            via: Some(via),
            special,
        });
        if self.g.board.is_treasure(from) {
            self.treasure_emptied();
        }
        let kind = self.g.board.chamber(to).map(|c| c.kind);
        if fresh && kind == Some(ChamberKind::RotatingRoom) {
            self.emit(Event::Rotated { pos: to });
            self.end_turn();
            return;
        }
        if !special && self.g.settings.hero_vs_hero && !self.g.board.is_treasure(to) {
            if let Some(defender) = self.g.occupant(to, seat) {
                // A monster there too: the attacker decides which he takes on first (R40).
                if !self.g.tokens_at(to).is_empty() {
                    self.ask(Awaiting::WhichMonster {
                        seat,
                        after: AfterMonster::Duel { defender },
                    });
                    return;
                }
                self.start_duel(seat, defender);
                return;
            }
        }
        if special && kind == Some(ChamberKind::Bridge) {
            // By special movement he picks the end he stands at, whichever side he came
            // through (rulebook: entering a Bridge with special movement).
            self.ask(Awaiting::BridgeEnd { seat });
            return;
        }
        self.encounter(seat);
    }

    pub(super) fn any_move(&self, seat: usize, mode: Mode) -> bool {
        let here = self.g.hero(seat).pos;
        let halves: Vec<Pos> = if self.g.board.is_treasure(here) {
            vec![TREASURE_UPPER, TREASURE_LOWER]
        } else {
            vec![here]
        };
        Dir::ALL.iter().any(|&d| {
            halves
                .iter()
                .any(|&from| move_block(self.g, seat, from, d, mode).is_none())
        })
    }

    pub(super) fn move_on(&mut self, seat: usize, why: MoveOn) {
        if self.any_move(seat, Mode::MoveOn(why)) {
            self.ask(Awaiting::MoveOn { seat, why });
        } else {
            self.end_turn();
        }
    }
}
