//! The rules: what is legal now (`check`, `legal_actions`) and what an accepted action sets off
//! (`apply`). Resolution runs on a working copy of the game; every change is an event that is
//! folded at once, so the returned events rebuild exactly the state the rules reached.
//! Where the rules must ask a player something mid-way, the question and everything needed to
//! carry on are stored in `Game::awaiting`, and resolution stops until the answer arrives.

use super::action::{Action, EscapeBlock, Half, MoveBlock, Rejection, SearchBlock, ServantBlock};
use super::board::{Cell, Corner, Dir, Pos, TREASURE_LOWER, TREASURE_UPPER};
use super::content::{
    content, Attr, CardId, ChamberKind, Deck, Effect, MonsterId, SideKind, TokenId,
};
use super::event::*;
use super::rng::uniform;
use super::state::*;

pub const MAX_SEATS: usize = 4;

// ------------------------------------------------------------------------------- legality

/// How a move is being made: it changes which sides may be passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
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
fn origin(g: &Game, seat: usize, dir: Dir, half: Option<Half>) -> Result<Pos, MoveBlock> {
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

fn move_block(g: &Game, seat: usize, from: Pos, dir: Dir, mode: Mode) -> Option<MoveBlock> {
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

fn check_move(
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

fn search_block(g: &Game, seat: usize) -> Option<SearchBlock> {
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

fn in_kind(g: &Game, seat: usize, kind: ChamberKind) -> bool {
    g.board
        .chamber(g.hero(seat).pos)
        .is_some_and(|c| c.kind == kind)
}

fn in_tower(g: &Game, seat: usize) -> bool {
    matches!(g.board.cell(g.hero(seat).pos), Cell::Tower(_))
}

fn has_effect(g: &Game, seat: usize, e: Effect) -> Option<CardId> {
    g.hero(seat)
        .loot
        .iter()
        .copied()
        .find(|&c| content().card(c).effect == e)
}

/// The hero's Loot card called `name` (case-insensitive; a prefix will do).
fn loot_named(g: &Game, seat: usize, name: &str) -> Option<CardId> {
    let n = name.trim().to_lowercase();
    if n.is_empty() {
        return None;
    }
    let loot = &g.hero(seat).loot;
    let named = |exact: bool| {
        loot.iter().copied().find(|&c| {
            let have = content().card(c).name.to_lowercase();
            if exact {
                have == n
            } else {
                have.starts_with(&n)
            }
        })
    };
    named(true).or_else(|| named(false))
}

/// The spaces beside the Tower Rooms, where Servants of Kalladra add monsters.
fn beside_towers() -> impl Iterator<Item = Pos> {
    Corner::ALL.into_iter().flat_map(|c| {
        let p = c.pos();
        Dir::ALL
            .into_iter()
            .map(move |d| p.step(d))
            .filter(|q| q.on_board())
    })
}

/// The monster token a servant means: in `from`, of kind `monster` if named.
fn servant_token(g: &Game, from: Pos, monster: Option<MonsterId>) -> Option<TokenId> {
    g.tokens_at(from)
        .into_iter()
        .filter(|t| monster.is_none_or(|m| t / 4 == m))
        .min()
}

/// A servant's turn (Servants of Kalladra): move a monster one chamber (doors and
/// portcullises are no bar, walls are), add one beside a Tower Room, or pass.
fn check_servant(g: &Game, action: &Action) -> Result<(), Rejection> {
    let block = |why| Err(Rejection::Servant { why });
    let crowded = |p: Pos| !g.settings.multiple_monsters && !g.tokens_at(p).is_empty();
    match action {
        Action::MoveMonster { from, dir, monster } => {
            let Some(token) = servant_token(g, *from, *monster) else {
                return block(ServantBlock::NoToken);
            };
            let to = g.board.exit_from(*from, *dir);
            if !to.on_board()
                || g.board.side(*from, *dir) == Some(SideKind::Wall)
                || g.board.side(to, dir.opposite()) == Some(SideKind::Wall)
            {
                return block(ServantBlock::Wall);
            }
            if !matches!(g.board.cell(to), Cell::Chamber(_)) {
                return block(ServantBlock::NotAChamber);
            }
            if crowded(to) {
                return block(ServantBlock::Taken);
            }
            if g.last_moved == Some(token) && g.tokens.len() >= 2 {
                return block(ServantBlock::MovedLast);
            }
            Ok(())
        }
        Action::AddMonster { at } => {
            let heroes = g.seats.iter().filter(|s| s.hero.in_dungeon()).count();
            if g.tokens.len() >= heroes {
                return block(ServantBlock::Enough);
            }
            let beside = beside_towers().any(|p| p == *at)
                && matches!(g.board.cell(*at), Cell::Chamber(_))
                && g.occupant(*at, usize::MAX).is_none();
            if !beside {
                return block(ServantBlock::NotBesideTower);
            }
            if crowded(*at) {
                return block(ServantBlock::Taken);
            }
            Ok(())
        }
        Action::Decline | Action::No => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// Everything a servant could do now but pass.
fn servant_moves(g: &Game) -> Vec<Action> {
    let mut v = Vec::new();
    for &(from, t) in &g.tokens {
        for dir in Dir::ALL {
            v.push(Action::MoveMonster {
                from,
                dir,
                monster: Some(t / 4),
            });
        }
    }
    v.extend(beside_towers().map(|at| Action::AddMonster { at }));
    v.dedup();
    v.into_iter()
        .filter(|a| check_servant(g, a).is_ok())
        .collect()
}

/// Why `seat` may not leave the dungeon from a Tower Room, if he may not (R26; No Guts, No
/// Glory wants a Treasure card).
fn exit_block(g: &Game, seat: usize) -> Option<Rejection> {
    let h = g.hero(seat);
    if h.loot.is_empty() {
        return Some(Rejection::NoLootToExit);
    }
    if g.settings.no_guts_no_glory && treasure_loot(h).is_empty() {
        return Some(Rejection::NoTreasureToExit);
    }
    None
}

/// Whether `seat` may go down into the catacombs from where he stands: a Catacomb Entrance,
/// a chamber with an entrance marker, or a Passage Down he found here himself.
pub fn can_descend(g: &Game, seat: usize) -> bool {
    let h = g.hero(seat);
    if h.is_underground() {
        return false;
    }
    h.passage
        || g.board
            .chamber(h.pos)
            .is_some_and(|c| c.kind == ChamberKind::CatacombEntrance || c.marker)
}

/// How far a hero would travel under the dungeon if he came up now: one space per Catacomb
/// card met, stopped at the outer wall.
pub fn travel(u: &Underground) -> u8 {
    let mut p = u.start;
    let mut n = 0;
    while n < u.count && p.step(u.dir).on_board() {
        p = p.step(u.dir);
        n += 1;
    }
    n
}

/// The two ways a hero may shift on resurfacing: across his travel direction.
pub fn shift_options(travel: Dir) -> [Dir; 2] {
    [travel.ccw(), travel.cw()]
}

fn rope(g: &Game, seat: usize) -> Option<CardId> {
    let id = content().card_by_id("rope")?;
    g.hero(seat).loot.contains(&id).then_some(id)
}

/// Is `action` by `who` legal now? `Err` says why not.
pub fn check(g: &Game, who: impl Into<Actor>, action: &Action) -> Result<(), Rejection> {
    // A seat number nobody holds is nobody in this game.
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    let seat = match actor {
        Actor::Seat(s) => Some(s),
        _ => None,
    };
    if action.is_organisers() {
        return check_organiser(g, actor, action);
    }
    if let Action::ForAbsent { seat, action } = action {
        return check_for_absent(g, actor, *seat, action);
    }
    if g.paused {
        return Err(Rejection::Paused);
    }
    match action {
        Action::Join { hero, .. } => {
            if g.phase != Phase::Setup {
                return Err(Rejection::AlreadyStarted);
            }
            if seat.is_some() {
                return Err(Rejection::AlreadyJoined);
            }
            if g.seats.len() >= MAX_SEATS {
                return Err(Rejection::GameFull);
            }
            if let Some(h) = hero {
                if let Some(s) = g.seat_of_hero(*h) {
                    return Err(Rejection::HeroTaken {
                        hero: *h,
                        by: g.seats[s].name.clone(),
                    });
                }
            }
            return Ok(());
        }
        a if a.is_fight() => return check_fight(g, actor, action),
        Action::Leave => {
            let s = seat.ok_or(Rejection::NotInGame)?;
            return match g.phase {
                Phase::Ended => Err(Rejection::GameOver),
                Phase::Playing if !g.hero(s).in_dungeon() => Err(Rejection::HeroGone),
                _ => Ok(()),
            };
        }
        Action::Tower(_) if g.phase == Phase::Playing && g.settings.tower_power => {}
        Action::Tower(corner) => {
            let s = seat.ok_or(Rejection::NotInGame)?;
            if g.phase != Phase::Setup {
                return Err(Rejection::AlreadyStarted);
            }
            if let Some(o) = g.seats.iter().position(|x| x.tower == Some(*corner)) {
                if o != s {
                    return Err(Rejection::TowerTaken {
                        corner: *corner,
                        by: g.seats[o].name.clone(),
                    });
                }
            }
            return Ok(());
        }
        _ => {}
    }
    let seat = seat.ok_or(Rejection::NotInGame)?;
    match g.phase {
        Phase::Setup => return Err(Rejection::NotStarted),
        Phase::Ended => return Err(Rejection::GameOver),
        Phase::Playing => {}
    }
    if let Some(Awaiting::Servant { seat: servant }) = g.awaiting {
        if servant != seat {
            return Err(Rejection::NotYourTurn {
                waiting_on: servant,
            });
        }
        return check_servant(g, action);
    }
    if !g.hero(seat).in_dungeon() {
        return Err(Rejection::HeroGone);
    }
    let to_act = g.to_act().unwrap_or(g.current);
    if to_act != seat {
        return Err(Rejection::NotYourTurn { waiting_on: to_act });
    }
    let here = g.hero(seat).pos;
    let underground = g.hero(seat).is_underground();
    if let Action::UseRune { rune, dir } = action {
        return check_rune(g, seat, *rune, *dir);
    }
    match (&g.awaiting, action) {
        (
            Some(Awaiting::MoveOn {
                why: MoveOn::Stasis,
                ..
            }),
            Action::Move { dir, half },
        ) => check_move(g, seat, *dir, *half, Mode::Turn),
        (
            Some(Awaiting::MoveOn {
                why: MoveOn::Stasis,
                ..
            }),
            Action::No | Action::Decline,
        ) => Ok(()),
        (Some(Awaiting::Warning { .. }), Action::No) => Ok(()),
        (Some(Awaiting::Fortune { .. }), Action::No | Action::Keep) => Ok(()),
        (None, Action::Stay) if underground => Ok(()),
        (None, Action::Move { .. } | Action::Search | Action::Cross { .. } | Action::Retreat)
            if underground =>
        {
            Err(Rejection::Underground)
        }
        (None, Action::Descend(_)) => {
            if can_descend(g, seat) {
                Ok(())
            } else {
                Err(Rejection::NoEntrance)
            }
        }
        (Some(Awaiting::Descend { .. }), Action::Descend(_)) => Ok(()),
        (Some(Awaiting::Exit { .. }), Action::Resurface(d)) => {
            let options = g
                .hero(seat)
                .underground
                .as_ref()
                .map_or([Dir::Left, Dir::Right], |u| shift_options(u.dir));
            if options.contains(d) {
                Ok(())
            } else {
                Err(Rejection::BadShift { options })
            }
        }
        (Some(Awaiting::Exit { .. }), Action::No | Action::Stay) => Ok(()),
        // Cloak and Dagger: the loser's cards are face down; `Take any` picks one blind.
        (Some(Awaiting::Spoils { .. }), Action::Take { name })
            if g.settings.cloak_and_dagger && name.eq_ignore_ascii_case("any") =>
        {
            Ok(())
        }
        (Some(Awaiting::Spoils { from, .. }), Action::Take { name }) => {
            match loot_named(g, *from, name) {
                Some(_) => Ok(()),
                None => Err(Rejection::NoSuchSpoil { name: name.clone() }),
            }
        }
        (Some(Awaiting::Spoils { .. }), Action::No | Action::Decline) => Ok(()),
        (Some(Awaiting::LoseLoot { .. }), Action::Drop { name }) => {
            match loot_named(g, seat, name) {
                Some(_) => Ok(()),
                None => Err(Rejection::NoSuchLoot { name: name.clone() }),
            }
        }
        (Some(Awaiting::WhichMonster { .. }), Action::FaceMonster(m)) => {
            if g.tokens_at(here).iter().any(|t| t / 4 == *m) {
                Ok(())
            } else {
                Err(Rejection::NoSuchMonster)
            }
        }
        (Some(Awaiting::Breakout { .. }), Action::Move { dir, half: None }) => {
            if g.board.exit_from(here, *dir).on_board() {
                Ok(())
            } else {
                Err(Rejection::Move {
                    dir: *dir,
                    why: MoveBlock::Edge,
                })
            }
        }
        (Some(Awaiting::Orient { .. }), Action::Face(d)) => {
            if g.board.exit_from(here, *d).on_board() {
                Ok(())
            } else {
                Err(Rejection::Move {
                    dir: *d,
                    why: MoveBlock::Edge,
                })
            }
        }
        (Some(Awaiting::Landing { .. }), Action::End(d)) => match g.board.chamber(here) {
            Some(ch)
                if ch.kind == ChamberKind::Bridge && !ch.span.is_some_and(|s| s.contains(d)) =>
            {
                Err(Rejection::Move {
                    dir: *d,
                    why: MoveBlock::BridgeEnd,
                })
            }
            _ => Ok(()),
        },
        (Some(Awaiting::Discard { .. }), Action::Drop { name }) => {
            match loot_named(g, seat, name) {
                Some(_) => Ok(()),
                None => Err(Rejection::NoSuchLoot { name: name.clone() }),
            }
        }
        (None, Action::Move { dir, half }) => check_move(g, seat, *dir, *half, Mode::Turn),
        (None, Action::Search) => {
            if g.board.is_treasure(here) || in_tower(g, seat) {
                return Err(Rejection::CannotSearch {
                    why: SearchBlock::NoSearchIcon,
                });
            }
            search_block(g, seat).map_or(Ok(()), |why| Err(Rejection::CannotSearch { why }))
        }
        (None, Action::Stay) => {
            if g.board.is_treasure(here) {
                Ok(())
            } else {
                Err(Rejection::NotInTreasure)
            }
        }
        (None, Action::Cross { rope: false }) if in_kind(g, seat, ChamberKind::CaveIn) => Ok(()),
        (None, Action::Retreat) => {
            let back = g.hero(seat).entered_via.ok_or(Rejection::NotNow)?;
            if in_kind(g, seat, ChamberKind::CaveIn) || g.hero(seat).must_return {
                check_move(g, seat, back, None, Mode::Turn)
            } else {
                Err(Rejection::NotNow)
            }
        }
        (None, Action::Drink) => has_effect(g, seat, Effect::Potion)
            .map(|_| ())
            .ok_or(Rejection::NoPotion),
        (None | Some(Awaiting::Tower { .. }), Action::DiscardImp) => {
            if !in_tower(g, seat) {
                Err(Rejection::NotInTower)
            } else {
                has_effect(g, seat, Effect::BottleImp)
                    .map(|_| ())
                    .ok_or(Rejection::NoImp)
            }
        }
        (Some(Awaiting::MoveOn { why, .. }), Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::MoveOn(*why))
        }
        (Some(Awaiting::Tower { .. }), Action::Exit) => exit_block(g, seat).map_or(Ok(()), Err),
        // In a Tower Room but unable to leave: say why.
        (
            Some(Awaiting::MoveOn {
                why: MoveOn::Tower, ..
            }),
            Action::Exit,
        ) => Err(exit_block(g, seat).unwrap_or(Rejection::NotNow)),
        (
            Some(
                Awaiting::Tower { .. }
                | Awaiting::MoveOn {
                    why: MoveOn::Tower, ..
                },
            ),
            Action::Tower(corner),
        ) => {
            // Tower Power: once a turn, on to another free Tower Room.
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
                    corner: *corner,
                    by: g.seats[s].name.clone(),
                })
            } else {
                Ok(())
            }
        }
        (Some(Awaiting::Tower { .. }), Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::MoveOn(MoveOn::Tower))
        }
        (Some(Awaiting::Bridge { .. }), Action::Cross { rope: use_rope }) => {
            if *use_rope && rope(g, seat).is_none() {
                Err(Rejection::NoRope)
            } else {
                Ok(())
            }
        }
        (Some(Awaiting::Bridge { .. }), Action::Stay | Action::Retreat) => Ok(()),
        (Some(Awaiting::Bridge { .. }), Action::Drop { name }) => match loot_named(g, seat, name) {
            Some(_) => Ok(()),
            None => Err(Rejection::NoSuchLoot { name: name.clone() }),
        },
        (Some(Awaiting::Web { .. }), Action::Cross { rope: false } | Action::Retreat) => Ok(()),
        (Some(Awaiting::Offer { .. }), Action::Yes | Action::No) => Ok(()),
        (Some(Awaiting::SecretDoor { .. }), Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::Secret)
        }
        (Some(Awaiting::SecretDoor { .. }), Action::Decline | Action::No) => Ok(()),
        (Some(Awaiting::BridgeEnd { .. }), Action::End(d)) => {
            let span = g
                .board
                .chamber(here)
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
        (Some(Awaiting::Test { .. }), Action::Roll) => Ok(()),
        (Some(Awaiting::Test { .. }), Action::Pray)
            if g.is_gherinn(seat) && !g.turn_facts.prayed =>
        {
            Ok(())
        }
        (Some(Awaiting::RageReroll { .. }), Action::Reroll | Action::Keep) => Ok(()),
        (Some(Awaiting::Retreat { .. }), Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::Retreat)
        }
        (Some(Awaiting::Monster { can_escape, .. }), Action::Escape) => {
            if *can_escape {
                Ok(())
            } else {
                Err(Rejection::CannotEscape {
                    why: escape_block(g, seat).unwrap_or(EscapeBlock::NoWayBack),
                })
            }
        }
        (Some(Awaiting::Monster { .. } | Awaiting::FallenElf { .. }), Action::Attack) => Ok(()),
        (Some(Awaiting::FallenElf { .. }), Action::Drop { name }) => {
            match loot_named(g, seat, name) {
                Some(_) => Ok(()),
                None => Err(Rejection::NoSuchLoot { name: name.clone() }),
            }
        }
        _ => Err(Rejection::NotNow),
    }
}

/// May `seat` (whose turn it is) use `rune` now? Each rune has its moment (runes.toml `when`).
fn check_rune(g: &Game, seat: usize, rune: u8, dir: Option<Dir>) -> Result<(), Rejection> {
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

/// The organiser's tools (the organiser layer decides who the organiser is).
/// The clock acting for an absent seat: only as the organiser, only for a seat the game is
/// waiting on, and only what that seat could do now (or a clock tool in his place).
fn check_for_absent(g: &Game, actor: Actor, seat: usize, action: &Action) -> Result<(), Rejection> {
    if actor != Actor::Organiser {
        return Err(Rejection::OrganiserOnly);
    }
    if seat >= g.seats.len() {
        return Err(Rejection::BadSeat);
    }
    if matches!(
        action,
        Action::ForAbsent { .. } | Action::Leave | Action::Join { .. }
    ) || (action.is_organisers() && !action.is_clock_tool())
    {
        return Err(Rejection::NotNow);
    }
    if !g.awaited().contains(&Actor::Seat(seat)) {
        return Err(Rejection::NotYourTurn {
            waiting_on: g.to_act().unwrap_or(g.current),
        });
    }
    if action.is_clock_tool() {
        check(g, Actor::Organiser, action)
    } else {
        check(g, Actor::Seat(seat), action)
    }
}

fn check_organiser(g: &Game, actor: Actor, action: &Action) -> Result<(), Rejection> {
    if actor != Actor::Organiser {
        return Err(Rejection::OrganiserOnly);
    }
    if g.phase == Phase::Ended {
        return Err(Rejection::GameOver);
    }
    // The clock's settings may change during the game; the rules of play may not.
    let setup_only = match action {
        Action::Start | Action::Reorder(_) => true,
        Action::Configure(new) => !g.settings.same_rules(new),
        _ => false,
    };
    if setup_only && g.phase != Phase::Setup {
        return Err(Rejection::AlreadyStarted);
    }
    let playing_only = matches!(
        action,
        Action::Skip | Action::Pause | Action::Resume | Action::Extend { .. }
    );
    if playing_only && g.phase != Phase::Playing {
        return Err(Rejection::NotStarted);
    }
    match action {
        Action::Reorder(order) => {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            if sorted != (0..g.seats.len()).collect::<Vec<_>>() {
                return Err(Rejection::BadSeat);
            }
            Ok(())
        }
        Action::Replace { seat, user, .. } => {
            if *seat >= g.seats.len() {
                return Err(Rejection::BadSeat);
            }
            if g.seat_of_user(user).is_some() {
                return Err(Rejection::UserSeated);
            }
            Ok(())
        }
        Action::Remove { seat } => {
            if *seat >= g.seats.len() {
                return Err(Rejection::BadSeat);
            }
            if g.phase == Phase::Playing && !g.hero(*seat).in_dungeon() {
                return Err(Rejection::HeroGone);
            }
            Ok(())
        }
        Action::Skip => {
            // Only a turn that waits on its own player, outside a fight; or a knocked-out
            // hero's Loot to give up (the bot then chooses for him, R36).
            let ok = matches!(g.awaiting, Some(Awaiting::LoseLoot { .. }))
                || g.combat.is_none()
                    && g.duel.is_none()
                    && g.awaiting.as_ref().is_none_or(|a| {
                        a.seat() == g.current
                            && !matches!(a, Awaiting::Retreat { .. } | Awaiting::RageReroll { .. })
                    });
            if ok {
                Ok(())
            } else {
                Err(Rejection::CannotSkip)
            }
        }
        Action::Start if g.seats.is_empty() => Err(Rejection::TooFewPlayers),
        Action::Start if g.settings.going_it_alone && g.seats.len() != 1 => {
            Err(Rejection::SoloOnly)
        }
        Action::Pause if g.paused => Err(Rejection::AlreadyPaused),
        Action::Resume if !g.paused => Err(Rejection::NotPaused),
        _ => Ok(()),
    }
}

/// Why `seat` may not escape the monster in his chamber, if he may not (R18).
fn escape_block(g: &Game, seat: usize) -> Option<EscapeBlock> {
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

/// Who plays the monster in this fight, if anyone has taken the part.
fn monster_player(c: &Combat) -> Option<Actor> {
    match c.side {
        MonsterSide::Seat(s) => Some(Actor::Seat(s)),
        MonsterSide::Organiser => Some(Actor::Organiser),
        _ => None,
    }
}

/// Strikes and the monster's part: open to the two sides of the fight, whatever the turn.
fn check_fight(g: &Game, actor: Actor, action: &Action) -> Result<(), Rejection> {
    match g.phase {
        Phase::Setup => return Err(Rejection::NotStarted),
        Phase::Ended => return Err(Rejection::GameOver),
        Phase::Playing => {}
    }
    if let (Some(d), Some(Awaiting::Duel { .. })) = (&g.duel, &g.awaiting) {
        return check_duel(g, d, actor, action);
    }
    let Some(c) = g
        .combat
        .as_ref()
        .filter(|_| matches!(g.awaiting, Some(Awaiting::Combat { .. })))
    else {
        return Err(match (actor, action) {
            (Actor::Newcomer, _) => Rejection::NotInGame,
            (Actor::Organiser, Action::RandomStrikes) => Rejection::NoRound,
            _ => Rejection::NotNow,
        });
    };
    let is_hero = actor == Actor::Seat(c.seat);
    match action {
        Action::Strikes(plan) => {
            if is_hero {
                if plan.spark
                    && !g
                        .hero(c.seat)
                        .loot
                        .iter()
                        .any(|&x| content().card(x).id == "spark")
                {
                    return Err(Rejection::NoSpark);
                }
                if plan.flee && (!g.settings.live_to_fight || c.won_last == 0) {
                    return Err(Rejection::CannotFlee);
                }
                for (used, id) in [(plan.fury, "fury"), (plan.warding, "warding")] {
                    if !used {
                        continue;
                    }
                    let rune = content().rune_by_id(id).unwrap_or(0);
                    if !g.hero(c.seat).runes.contains(&rune) {
                        return Err(Rejection::NoRune { rune });
                    }
                }
                return Ok(());
            }
            if monster_player(c) == Some(actor) {
                return if plan.spark || plan.fury || plan.warding || plan.flee {
                    Err(Rejection::NoSpark)
                } else {
                    Ok(())
                };
            }
            Err(if actor == Actor::Newcomer {
                Rejection::NotInGame
            } else {
                Rejection::NotInFight
            })
        }
        Action::TakeMonster | Action::DeclineMonster => match c.side {
            MonsterSide::Offered { seat, open: false } if actor == Actor::Seat(seat) => Ok(()),
            _ => Err(Rejection::NotOffered),
        },
        Action::ClaimMonster => match c.side {
            MonsterSide::Offered { open: true, .. } if !is_hero && actor != Actor::Newcomer => {
                Ok(())
            }
            _ => Err(Rejection::NotOffered),
        },
        Action::BotMonster => {
            if actor != Actor::Organiser {
                return Err(Rejection::OrganiserOnly);
            }
            match c.side {
                MonsterSide::Bot => Err(Rejection::NotNow),
                _ => Ok(()),
            }
        }
        Action::RandomStrikes => {
            if actor != Actor::Organiser {
                return Err(Rejection::OrganiserOnly);
            }
            if c.hero_plan.is_none() || c.monster_player_missing() {
                Ok(())
            } else {
                Err(Rejection::NotNow)
            }
        }
        Action::OfferLapsed => match (actor, c.side) {
            (Actor::Organiser, MonsterSide::Offered { open: false, .. }) => Ok(()),
            (Actor::Organiser, _) => Err(Rejection::NotNow),
            _ => Err(Rejection::OrganiserOnly),
        },
        _ => Err(Rejection::NotNow),
    }
}

/// Hero vs Hero: each duellist sends his strikes (with his own Spark and runes); the
/// organiser may have the bot pick for a side past the deadline.
fn check_duel(g: &Game, d: &Duel, actor: Actor, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Strikes(plan) => {
            let side = match actor {
                Actor::Seat(s) => d.side_of(s),
                _ => None,
            };
            let Some(side) = side else {
                return Err(if actor == Actor::Newcomer {
                    Rejection::NotInGame
                } else {
                    Rejection::NotInFight
                });
            };
            let h = g.hero(d.seat(side));
            if plan.spark && !h.loot.iter().any(|&x| content().card(x).id == "spark") {
                return Err(Rejection::NoSpark);
            }
            for (used, id) in [(plan.fury, "fury"), (plan.warding, "warding")] {
                if !used {
                    continue;
                }
                let rune = content().rune_by_id(id).unwrap_or(0);
                if !h.runes.contains(&rune) {
                    return Err(Rejection::NoRune { rune });
                }
            }
            if plan.flee {
                return Err(Rejection::CannotFlee);
            }
            Ok(())
        }
        Action::RandomStrikes => {
            if actor != Actor::Organiser {
                Err(Rejection::OrganiserOnly)
            } else if d.plans.iter().any(Option::is_none) {
                Ok(())
            } else {
                Err(Rejection::NotNow)
            }
        }
        _ => Err(Rejection::NotNow),
    }
}

/// Every strike plan the fighting hero could send: with a Spark, Fury or Warding only if he
/// holds it (the monster's player sends plain strikes; `check` sorts out who may send what).
fn all_plans(g: &Game, duellist: Option<usize>) -> Vec<Plan> {
    let hero = match duellist {
        Some(s) => Some(g.hero(s)),
        None => g.combat.as_ref().map(|c| g.hero(c.seat)),
    };
    let holds_card =
        |id: &str| hero.is_some_and(|h| h.loot.iter().any(|&x| content().card(x).id == id));
    let holds_rune = |id: &str| {
        hero.is_some_and(|h| {
            content()
                .rune_by_id(id)
                .is_some_and(|r| h.runes.contains(&r))
        })
    };
    let can_flee = g.settings.live_to_fight && g.combat.as_ref().is_some_and(|c| c.won_last > 0);
    let options = |has: bool| if has { vec![false, true] } else { vec![false] };
    let mut v = Vec::with_capacity(27);
    for spark in options(holds_card("spark")) {
        for fury in options(holds_rune("fury")) {
            for warding in options(holds_rune("warding")) {
                for flee in options(can_flee) {
                    for standard in Strike::ALL {
                        for brutal in Strike::ALL {
                            for counter in Strike::ALL {
                                v.push(Plan {
                                    standard,
                                    brutal,
                                    counter,
                                    spark,
                                    fury,
                                    warding,
                                    flee,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    v
}

/// Every action `who` may take now (for setup, only a seat's own setup actions).
pub fn legal_actions(g: &Game, who: impl Into<Actor>) -> Vec<Action> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => return Vec::new(),
        a => a,
    };
    let duellist = match (actor, &g.duel) {
        (Actor::Seat(s), Some(d)) => d.side_of(s).map(|_| s),
        _ => None,
    };
    let fight: Vec<Action> = if g.combat.is_some() || g.duel.is_some() {
        all_plans(g, duellist)
            .into_iter()
            .map(Action::Strikes)
            .chain([
                Action::TakeMonster,
                Action::DeclineMonster,
                Action::ClaimMonster,
                Action::BotMonster,
                Action::OfferLapsed,
                Action::RandomStrikes,
            ])
            .collect()
    } else {
        // Room for every candidate of an ordinary turn, so the list is never regrown.
        Vec::with_capacity(64)
    };
    let seat = match actor {
        Actor::Seat(s) => s,
        Actor::Organiser => {
            // The organiser's tools that take no argument, and the fight's monster part.
            let tools = [Action::Start, Action::Skip, Action::Pause, Action::Resume];
            return fight
                .into_iter()
                .chain(tools)
                .filter(|a| check(g, actor, a).is_ok())
                .collect();
        }
        Actor::Newcomer => return Vec::new(),
    };
    let mut cands = fight;
    if let Some(Awaiting::Servant { seat: s }) = g.awaiting {
        if s != seat {
            return Vec::new();
        }
        let mut v = servant_moves(g);
        v.push(Action::Decline);
        return v;
    }
    if let Some(Awaiting::Spoils { from, .. }) = g.awaiting {
        if g.settings.cloak_and_dagger {
            cands.push(Action::Take { name: "any".into() });
        }
        for &c in &g.hero(from).loot {
            cands.push(Action::Take {
                name: content().card(c).name.clone(),
            });
        }
    }
    if matches!(g.awaiting, Some(Awaiting::WhichMonster { .. })) {
        cands.extend((0..content().monsters.len() as MonsterId).map(Action::FaceMonster));
    }
    if g.phase == Phase::Setup {
        cands.extend(Corner::ALL.map(Action::Tower));
        cands.push(Action::Leave);
    } else {
        let in_treasure = g.board.is_treasure(g.hero(seat).pos);
        for dir in Dir::ALL {
            if in_treasure && matches!(dir, Dir::Left | Dir::Right) {
                cands.push(Action::Move {
                    dir,
                    half: Some(Half::Upper),
                });
                cands.push(Action::Move {
                    dir,
                    half: Some(Half::Lower),
                });
            } else {
                cands.push(Action::Move { dir, half: None });
            }
            cands.push(Action::End(dir));
        }
        for dir in Dir::ALL {
            cands.extend([
                Action::Descend(dir),
                Action::Resurface(dir),
                Action::Face(dir),
            ]);
        }
        if g.settings.tower_power {
            cands.extend(Corner::ALL.map(Action::Tower));
        }
        cands.extend([
            Action::Search,
            Action::Stay,
            Action::Exit,
            Action::Cross { rope: false },
            Action::Cross { rope: true },
            Action::Retreat,
            Action::Yes,
            Action::No,
            Action::Roll,
            Action::Pray,
            Action::Reroll,
            Action::Keep,
            Action::Decline,
            Action::Drink,
            Action::DiscardImp,
            Action::Escape,
            Action::Attack,
            Action::Leave,
        ]);
        for &rune in &g.hero(seat).runes {
            if matches!(
                content().runes[rune as usize].id.as_str(),
                "passage" | "sight"
            ) {
                cands.extend(Dir::ALL.map(|d| Action::UseRune { rune, dir: Some(d) }));
            } else {
                cands.push(Action::UseRune { rune, dir: None });
            }
        }
        for &c in &g.hero(seat).loot {
            let a = Action::Drop {
                name: content().card(c).name.clone(),
            };
            if !cands.contains(&a) {
                cands.push(a);
            }
        }
    }
    cands
        .into_iter()
        .filter(|a| check(g, Some(seat), a).is_ok())
        .collect()
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

/// Apply `action` by `who` (a seat, the organiser, or a player not yet seated). On success,
/// the events it set off, to be folded into `g` (or appended to the game's log); on refusal
/// nothing changes.
pub fn apply(g: &Game, who: impl Into<Actor>, action: Action) -> Result<Vec<Event>, Rejection> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    check(g, actor, &action)?;
    apply_mut(&mut g.clone(), actor, action)
}

/// `apply` without the copy: the events are folded into `g` as they happen, so afterwards
/// `g` is the old state folded with the returned events. A rejected action leaves `g` as it
/// was. For callers that keep no copy of the old state (computer players, the benchmarks).
pub fn apply_mut(
    g: &mut Game,
    who: impl Into<Actor>,
    action: Action,
) -> Result<Vec<Event>, Rejection> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    check(g, actor, &action)?;
    let mut cx = Ctx { g, out: Vec::new() };
    cx.act(actor, action);
    Ok(cx.out)
}

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

// ----------------------------------------------------------------------------- resolution

struct Ctx<'a> {
    g: &'a mut Game,
    out: Vec<Event>,
}

enum Obstacle {
    Door,
    Portcullis,
}

impl Ctx<'_> {
    fn emit(&mut self, e: Event) {
        self.g.fold(&e);
        self.out.push(e);
    }

    fn ask(&mut self, a: Awaiting) {
        self.emit(Event::Asked(a));
    }

    /// The value in 0..n of the `k`-th draw from now.
    fn chance(&self, k: u64, n: u32) -> u32 {
        uniform(&self.g.seed, self.g.draws + k, n)
    }

    fn dice(&self, n: usize) -> Vec<u8> {
        (0..n).map(|k| self.chance(k as u64, 6) as u8 + 1).collect()
    }

    fn roll(&mut self, seat: usize, why: RollFor, n: usize) -> u8 {
        let dice = self.dice(n);
        let total = dice.iter().sum();
        self.emit(Event::Rolled { seat, why, dice });
        total
    }

    fn draw_card(&mut self, seat: usize, deck: Deck) -> Option<CardId> {
        if self.g.pile(deck).draw.is_empty() {
            if self.g.pile(deck).discard.is_empty() {
                return None;
            }
            self.emit(Event::Reshuffled { deck });
        }
        let pile = &self.g.pile(deck).draw;
        let card = pile[self.chance(0, pile.len() as u32) as usize];
        self.emit(Event::CardDrawn { seat, deck, card });
        Some(card)
    }

    fn draw_chamber(&mut self, pos: Pos, entry: Dir) {
        let tile = if self.g.stockpile.is_empty() {
            let all = content().full_stockpile();
            all[self.chance(0, all.len() as u32) as usize]
        } else {
            self.g.stockpile[self.chance(0, self.g.stockpile.len() as u32) as usize]
        };
        self.emit(Event::ChamberDrawn { pos, tile, entry });
    }

    fn set_flag(&mut self, seat: usize, flag: Flag, on: bool) {
        let h = self.g.hero(seat);
        let now = match flag {
            Flag::MustEncounter => h.must_encounter,
            Flag::MustReturn => h.must_return,
            Flag::WebStuck => h.web_stuck,
            Flag::DarknessPending => h.darkness_pending,
            Flag::ArrivedSpecial => h.arrived_special,
            Flag::Calm => h.calm,
        };
        if now != on {
            self.emit(Event::FlagSet { seat, flag, on });
        }
    }

    /// Wound a hero; false if it killed him.
    fn wound(&mut self, seat: usize, amount: u8, cause: WoundCause) -> bool {
        if amount == 0 {
            return true;
        }
        self.emit(Event::Wounded {
            seat,
            amount,
            cause,
        });
        if self.g.kills(seat, self.g.hero(seat).wounds) {
            let cause = match cause {
                WoundCause::Escape(m) | WoundCause::Combat(m) => DeathCause::Monster(m),
                _ => DeathCause::Wounds,
            };
            self.fall(seat, cause);
            return false;
        }
        true
    }

    /// A hero is killed, or under Death Can Wait knocked out: he owes 1d6 Loot cards, which
    /// he chooses when the turn ends (all of them at once if he holds no more), and heals
    /// half his wounds (rounded up, and at least enough to live); either way he is done for
    /// this turn (R36).
    fn fall(&mut self, seat: usize, cause: DeathCause) {
        if !self.g.settings.death_can_wait {
            self.emit(Event::Died { seat, cause });
            return;
        }
        self.emit(Event::KnockedOut { seat });
        let n = self.roll(seat, RollFor::KnockOut, 1);
        let owed = self.g.hero(seat).owes_loot.saturating_add(n);
        if usize::from(owed) >= self.g.hero(seat).loot.len() {
            for card in self.g.hero(seat).loot.clone() {
                self.emit(Event::LootDiscarded { seat, card });
            }
            if self.g.hero(seat).owes_loot > 0 {
                self.emit(Event::LootOwed { seat, cards: 0 });
            }
        } else {
            self.emit(Event::LootOwed { seat, cards: owed });
        }
        let w = self.g.hero(seat).wounds;
        let life = self.g.hero(seat).def().life;
        let most = match self.g.settings.death_at {
            DeathAt::Greater => life,
            DeathAt::EqualOrGreater => life.saturating_sub(1),
        };
        let amount = w.div_ceil(2).max(w.saturating_sub(most));
        if amount > 0 {
            self.emit(Event::Healed { seat, amount });
        }
    }

    /// The bot's choice for a knocked-out hero (R36): he gives up what he owes from the
    /// cheapest up (a Bottle Imp first among equals), keeping the most valuable; an unopened
    /// Treasure Chest counts as 700, its expected worth.
    fn lose_cheapest(&mut self, seat: usize) {
        let c = content();
        let worth = |x: CardId| match c.card(x).effect {
            Effect::Chest => 700,
            _ => c.card(x).value(),
        };
        let mut loot = self.g.hero(seat).loot.clone();
        loot.sort_by_key(|&x| (worth(x), c.card(x).effect != Effect::BottleImp));
        let n = usize::from(self.g.hero(seat).owes_loot);
        for card in loot.into_iter().take(n) {
            self.emit(Event::LootDiscarded { seat, card });
        }
        self.emit(Event::LootOwed { seat, cards: 0 });
    }

    /// Walled in (R12): death, or under Death Can Wait a knock-out and a way out chosen like
    /// resurfacing. True if the game now waits on that choice.
    fn walled_in(&mut self, seat: usize) -> bool {
        self.fall(seat, DeathCause::DeadEnd);
        if self.alive(seat) {
            self.ask(Awaiting::Breakout { seat });
            return true;
        }
        false
    }

    fn alive(&self, seat: usize) -> bool {
        self.g.hero(seat).in_dungeon()
    }

    // ---------------------------------------------------------------------- actions

    fn act(&mut self, actor: Actor, action: Action) {
        let before = self.g.awaiting.clone();
        self.emit(Event::Acted {
            by: actor,
            action: action.clone(),
        });
        match action {
            // The clock in an absent seat's place: what he would do, as him (a clock tool
            // as the organiser); the one `Acted` above records both.
            Action::ForAbsent { seat, action } => {
                let by = if action.is_clock_tool() {
                    Actor::Organiser
                } else {
                    Actor::Seat(seat)
                };
                self.perform(by, *action, before)
            }
            action => self.perform(actor, action, before),
        }
    }

    fn perform(&mut self, actor: Actor, action: Action, before: Option<Awaiting>) {
        let s = match actor {
            Actor::Seat(s) => s,
            _ => self.g.seats.len(),
        };
        match action {
            Action::Escape => self.escape(s, before),
            Action::Attack => match before {
                Some(Awaiting::Monster { token, after, .. }) => {
                    self.start_combat(s, token, after, true)
                }
                _ => {
                    let druid = content().monster_by_id("fallen_druid").unwrap_or(1);
                    self.monster_from_card(s, druid, true);
                }
            },
            Action::Drop { name } if matches!(before, Some(Awaiting::LoseLoot { .. })) => {
                if let Some(card) = loot_named(self.g, s, &name) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                let left = self.g.hero(s).owes_loot.saturating_sub(1);
                self.emit(Event::LootOwed {
                    seat: s,
                    cards: left,
                });
                self.end_turn();
            }
            Action::Drop { name }
                if matches!(
                    before,
                    Some(Awaiting::FallenElf { .. } | Awaiting::Discard { .. })
                ) =>
            {
                if let Some(card) = loot_named(self.g, s, &name) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                self.end_turn();
            }
            Action::Strikes(plan) if self.g.duel.is_some() => self.duel_strikes(actor, plan),
            Action::Strikes(plan) => self.strikes(actor, plan),
            Action::Take { name } => {
                if let Some(Awaiting::Spoils { from, .. }) = before {
                    let loot = &self.g.hero(from).loot;
                    let blind =
                        self.g.settings.cloak_and_dagger && name.eq_ignore_ascii_case("any");
                    let card = if blind && !loot.is_empty() {
                        Some(loot[self.chance(0, loot.len() as u32) as usize])
                    } else {
                        loot_named(self.g, from, &name)
                    };
                    if let Some(card) = card {
                        self.emit(Event::Plundered {
                            from,
                            to: s,
                            card,
                            blind,
                        });
                    }
                }
                self.after_duel(s);
            }
            Action::TakeMonster => self.set_side(MonsterSide::Seat(s)),
            Action::DeclineMonster | Action::OfferLapsed => {
                if let Some(MonsterSide::Offered { seat, .. }) =
                    self.g.combat.as_ref().map(|c| c.side)
                {
                    self.set_side(MonsterSide::Offered { seat, open: true });
                }
            }
            Action::ClaimMonster => self.set_side(match actor {
                Actor::Seat(s) => MonsterSide::Seat(s),
                _ => MonsterSide::Organiser,
            }),
            Action::BotMonster => self.set_side(MonsterSide::Bot),
            Action::RandomStrikes if self.g.duel.is_some() => {
                let missing: Vec<usize> = self
                    .g
                    .duel
                    .as_ref()
                    .map(|d| (0..2).filter(|&i| d.plans[i].is_none()).collect())
                    .unwrap_or_default();
                for side in missing {
                    let plan = self.random_plan();
                    self.emit(Event::DuelSubmitted {
                        side,
                        plan,
                        random: true,
                    });
                }
                self.duel_next();
            }
            Action::RandomStrikes => self.random_strikes(),
            Action::Reorder(order) => self.emit(Event::Reordered(order)),
            Action::Configure(settings) => self.emit(Event::Configured(settings)),
            Action::Replace { seat, user, name } => self.emit(Event::Replaced { seat, user, name }),
            Action::Remove { seat } => {
                if self.g.phase == Phase::Setup {
                    self.emit(Event::Left { seat });
                } else {
                    self.abandon(seat, before);
                }
            }
            Action::Skip if matches!(before, Some(Awaiting::LoseLoot { .. })) => {
                if let Some(Awaiting::LoseLoot { seat }) = before {
                    self.lose_cheapest(seat);
                }
                self.end_turn();
            }
            Action::Skip => {
                let seat = self.g.current;
                self.emit(Event::TurnLost {
                    seat,
                    why: LostTurn::Skipped,
                });
                self.end_turn();
            }
            Action::Pause => {
                self.emit(Event::Paused);
                self.resume(before);
            }
            Action::Resume => {
                self.emit(Event::Resumed);
                self.resume(before);
            }
            Action::Extend { hours } => {
                self.emit(Event::DeadlineExtended { hours });
                self.resume(before);
            }
            Action::Stop { reason } => self.finish(EndReason::Stopped(reason)),
            // The input itself is the record; `event::effective` gives it its meaning.
            Action::Undo { .. } => {}
            // Unwrapped in `act`; one inside another is refused by `check`.
            Action::ForAbsent { .. } => {}
            Action::Join { user, name, hero } => match hero {
                Some(hero) => self.emit(Event::Joined {
                    seat: s,
                    user,
                    name,
                    hero,
                }),
                None => {
                    let free = self.g.free_heroes();
                    let hero = free[self.chance(0, free.len() as u32) as usize];
                    self.emit(Event::Dealt {
                        seat: s,
                        user,
                        name,
                        hero,
                    });
                }
            },
            Action::Leave => {
                if self.g.phase == Phase::Setup {
                    self.emit(Event::Left { seat: s });
                } else {
                    self.abandon(s, before);
                }
            }
            Action::Tower(corner) if self.g.phase == Phase::Playing => {
                self.emit(Event::Teleported { seat: s, corner });
                self.move_on(s, MoveOn::Tower);
            }
            Action::Tower(corner) => self.emit(Event::TowerChosen { seat: s, corner }),
            Action::Start => self.start(),
            Action::Move { dir, half } => {
                let from = origin(self.g, s, dir, half).unwrap_or(self.g.hero(s).pos);
                match before {
                    Some(Awaiting::Breakout { .. }) => self.break_out(s, dir),
                    Some(Awaiting::SecretDoor { .. }) => self.enter(s, from, dir, true),
                    Some(Awaiting::Retreat { rest, .. }) => self.retreat(s, from, dir, rest),
                    _ => self.continue_move(s, from, dir, 0),
                }
            }
            Action::Search => {
                self.emit(Event::Searched { seat: s });
                match self.draw_card(s, Deck::Search) {
                    Some(card) => self.resolve_card(s, card),
                    None => self.end_turn(),
                }
            }
            Action::Stay => match before {
                Some(Awaiting::Bridge { .. }) => {
                    self.set_flag(s, Flag::MustReturn, true);
                    self.end_turn();
                }
                // Press on through the catacombs.
                Some(Awaiting::Exit { .. }) => self.end_turn(),
                _ if self.g.hero(s).is_underground() => self.draw_and_resolve(s, Deck::Catacomb),
                _ => self.dragon(s),
            },
            Action::Descend(dir) => {
                self.emit(Event::Descended { seat: s, dir });
                self.end_turn();
            }
            Action::Resurface(shift) => self.resurface(s, shift),
            Action::MoveMonster { from, dir, monster } => {
                if let Some(token) = servant_token(self.g, from, monster) {
                    self.move_monster(token, from, dir);
                }
            }
            Action::AddMonster { at } => self.add_monster(at),
            Action::FaceMonster(m) => {
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
            Action::UseRune { rune, dir } => self.use_rune(s, rune, dir, before),
            Action::Face(entry) => {
                let pos = self.g.hero(s).pos;
                self.emit(Event::ChamberTurned { pos, entry });
                self.emit(Event::Landed {
                    seat: s,
                    via: entry,
                });
                self.end_turn();
            }
            Action::End(d) if matches!(before, Some(Awaiting::Landing { .. })) => {
                self.emit(Event::Landed { seat: s, via: d });
                self.end_turn();
            }
            Action::Exit => {
                self.emit(Event::Exited { seat: s });
                self.end_turn();
            }
            Action::Cross { rope: use_rope } => {
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
            Action::Retreat => match before {
                Some(Awaiting::Bridge { .. } | Awaiting::Web { .. }) => {
                    self.set_flag(s, Flag::MustReturn, true);
                    self.end_turn();
                }
                _ => {
                    let back = self.g.hero(s).entered_via.unwrap_or(Dir::Up);
                    let from = self.g.hero(s).pos;
                    self.continue_move(s, from, back, 0);
                }
            },
            Action::No | Action::Decline
                if matches!(
                    before,
                    Some(Awaiting::MoveOn {
                        why: MoveOn::Stasis,
                        ..
                    })
                ) =>
            {
                self.emit(Event::Stasis { left: 0 });
                self.end_turn();
            }
            Action::No if matches!(before, Some(Awaiting::Warning { .. })) => {
                if let Some(Awaiting::Warning { card, .. }) = before {
                    self.resolve_card_now(s, card);
                }
            }
            Action::No | Action::Keep if matches!(before, Some(Awaiting::Fortune { .. })) => {
                if let Some(Awaiting::Fortune { spec, .. }) = before {
                    self.after_test(s, spec, false);
                }
            }
            Action::No | Action::Decline if matches!(before, Some(Awaiting::Spoils { .. })) => {
                self.after_duel(s)
            }
            Action::Yes | Action::No => match before {
                Some(Awaiting::Offer { deck, .. }) if action == Action::Yes => {
                    match self.draw_card(s, deck) {
                        Some(card) => self.resolve_card(s, card),
                        None => self.end_turn(),
                    }
                }
                _ => self.end_turn(),
            },
            // A servant passes, or a Secret Door is declined.
            Action::Decline => self.end_turn(),
            Action::Roll | Action::Pray => {
                if let Some(Awaiting::Test { spec, .. }) = before {
                    if action == Action::Pray {
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
            Action::Reroll | Action::Keep => {
                if let Some(Awaiting::RageReroll { dice, rest, .. }) = before {
                    let damage = if action == Action::Reroll {
                        self.roll(s, RollFor::DragonRage, 2)
                    } else {
                        dice[0] + dice[1]
                    };
                    self.rage_damage(s, damage, rest);
                }
            }
            Action::End(d) => {
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
            Action::Drink => {
                if let Some(card) = has_effect(self.g, s, Effect::Potion) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                    let r = self.roll(s, RollFor::Potion, 1);
                    let alive = if r <= 2 {
                        self.wound(s, 2, WoundCause::Potion)
                    } else {
                        let rolled = self.roll(s, RollFor::Heal, 1);
                        let heal = if self.g.can_heal(s) {
                            rolled.min(self.g.hero(s).wounds)
                        } else {
                            0
                        };
                        if heal > 0 {
                            self.emit(Event::Healed {
                                seat: s,
                                amount: heal,
                            });
                        }
                        true
                    };
                    if alive {
                        self.resume(before);
                    } else {
                        self.end_turn();
                    }
                }
            }
            Action::Drop { name } => {
                if let Some(card) = loot_named(self.g, s, &name) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                self.resume(before);
            }
            Action::DiscardImp => {
                if let Some(card) = has_effect(self.g, s, Effect::BottleImp) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                self.resume(before);
            }
        }
    }

    fn holds_rune(&self, seat: usize, id: &str) -> bool {
        content()
            .rune_by_id(id)
            .is_some_and(|r| self.g.hero(seat).runes.contains(&r))
    }

    /// A rune, at its moment (`check_rune` has said it may be used now).
    fn use_rune(&mut self, s: usize, rune: u8, dir: Option<Dir>, before: Option<Awaiting>) {
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

    /// After a free action, ask again what was being asked.
    fn resume(&mut self, before: Option<Awaiting>) {
        if let Some(a) = before {
            self.ask(a);
        }
    }

    fn start(&mut self) {
        for seat in 0..self.g.seats.len() {
            if self.g.seats[seat].tower.is_none() {
                let taken: Vec<Corner> = self.g.seats.iter().filter_map(|s| s.tower).collect();
                if let Some(&corner) = Corner::ALL.iter().find(|c| !taken.contains(c)) {
                    self.emit(Event::TowerGiven { seat, corner });
                }
            }
        }
        let each = if self.g.settings.magical_might {
            self.g.settings.magical_might_runes.max(1)
        } else {
            1
        };
        for _ in 0..each {
            for seat in 0..self.g.seats.len() {
                if !self.g.runes.is_empty() {
                    let rune = self.g.runes[self.chance(0, self.g.runes.len() as u32) as usize];
                    self.emit(Event::RuneDrawn { seat, rune });
                }
            }
        }
        self.emit(Event::Started);
        if self.g.settings.late_start {
            let sun = self.roll(0, RollFor::LateStart, 1);
            self.emit(Event::SunRose { sun });
        }
        self.emit(Event::TurnStarted { seat: 0 });
        self.start_of_turn(0, 0);
    }

    fn abandon(&mut self, seat: usize, before: Option<Awaiting>) {
        let was_current = self.g.current == seat;
        if let Some(d) = self.g.duel.clone() {
            if let Some(side) = d.side_of(seat) {
                self.emit(Event::DuelEnded {
                    winner: Some(d.seat(1 - side)),
                    loser: None,
                });
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.end_turn();
                return;
            }
        }
        if let Some(c) = self.g.combat.clone() {
            if c.seat == seat {
                self.end_combat(CombatResult::Abandoned);
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.end_turn();
                return;
            }
            let plays_it = matches!(c.side, MonsterSide::Seat(s) | MonsterSide::Offered { seat: s, .. } if s == seat);
            if plays_it {
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.emit(Event::MonsterSideSet(MonsterSide::Bot));
                self.after_submission();
                return;
            }
        }
        self.emit(Event::Died {
            seat,
            cause: DeathCause::Abandoned,
        });
        self.treasure_emptied();
        match before {
            Some(
                Awaiting::Retreat { seat: w, rest } | Awaiting::RageReroll { seat: w, rest, .. },
            ) if w == seat => self.next_rage(rest),
            // The turn was ending while he chose his Loot: it ends now.
            Some(Awaiting::LoseLoot { seat: w }) if w == seat => self.end_turn(),
            Some(a) if a.seat() != seat => self.ask(a),
            _ if was_current => self.end_turn(),
            _ => {
                if self.everyone_out() {
                    self.finish(EndReason::AllOut);
                }
            }
        }
    }

    // ---------------------------------------------------------------------- turns

    fn everyone_out(&self) -> bool {
        self.g.seats.iter().all(|s| !s.hero.in_dungeon())
    }

    fn end_turn(&mut self) {
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

    /// The Dragon's chance is fresh the moment the Treasure Chamber is empty (R24, R31).
    fn treasure_emptied(&mut self) {
        if self.g.dragon_chance != self.g.settings.dragon_start
            && self.g.heroes_in_treasure().is_empty()
        {
            self.emit(Event::DragonReset);
        }
    }

    /// The First Player's sun step (R7). True if the sun set and the game ended.
    fn sun_step(&mut self) -> bool {
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
    fn start_of_turn(&mut self, seat: usize, stage: u8) {
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
        // Passage moves the hero.
        let can_act = legal_actions(self.g, seat).iter().any(|a| match a {
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

    fn finish(&mut self, reason: EndReason) {
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

    // ---------------------------------------------------------------------- tests

    /// Make an attribute test; Gherinn is first asked whether he prays.
    fn test(&mut self, seat: usize, spec: TestSpec) {
        let prays = self.g.is_gherinn(seat) && !self.g.turn_facts.prayed;
        let rune = spec.attr == Attr::Strength && self.holds_rune(seat, "strength");
        if prays || rune {
            self.ask(Awaiting::Test { seat, spec });
            return;
        }
        self.roll_test(seat, spec);
    }

    fn roll_test(&mut self, seat: usize, spec: TestSpec) {
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

    fn after_test(&mut self, seat: usize, spec: TestSpec, passed: bool) {
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
                    // The fall: down into the catacombs, 1d6 wounds on landing; if he lives,
                    // he chooses the way his travel marker points.
                    let dmg = self.roll(seat, RollFor::Damage, 1);
                    if self.wound(seat, dmg, WoundCause::Bridge) {
                        self.ask(Awaiting::Descend { seat });
                    } else {
                        self.end_turn();
                    }
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

    // ---------------------------------------------------------------------- movement

    /// Doors and portcullises between `from` and its neighbour in `dir`, in the order they
    /// are met: the current chamber's side first (R10).
    fn obstacles(&self, from: Pos, dir: Dir) -> Vec<Obstacle> {
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

    fn continue_move(&mut self, seat: usize, from: Pos, dir: Dir, cleared: u8) {
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
    fn enter(&mut self, seat: usize, from: Pos, dir: Dir, special: bool) {
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
                // Hero vs Hero: no escape, the fight is on.
                self.emit(Event::DuelStarted {
                    attacker: seat,
                    defender,
                });
                // Tatianna's opening strike: she attacks, so it applies (R35).
                let strike = self.opening_strike(seat);
                if strike > 0 && !self.wound(defender, strike, WoundCause::Duel(seat)) {
                    self.duel_over(Some(seat), Some(defender));
                    return;
                }
                self.ask(Awaiting::Duel { seat });
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

    fn any_move(&self, seat: usize, mode: Mode) -> bool {
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

    fn move_on(&mut self, seat: usize, why: MoveOn) {
        if self.any_move(seat, Mode::MoveOn(why)) {
            self.ask(Awaiting::MoveOn { seat, why });
        } else {
            self.end_turn();
        }
    }

    fn encounter(&mut self, seat: usize) {
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

    /// Up from the catacombs (R25): along the travel marker one space per Catacomb card met,
    /// then 1d6 towards `shift`, each stopped at the outer wall. The hero does not encounter
    /// the chamber now but on his next turn; a fresh chamber is turned as he chooses, and on
    /// a Bridge or Chasm he picks his side.
    fn resurface(&mut self, seat: usize, shift: Dir) {
        let Some(u) = self.g.hero(seat).underground.clone() else {
            self.end_turn();
            return;
        };
        let travelled = travel(&u);
        let mut to = u.start;
        for _ in 0..travelled {
            to = to.step(u.dir);
        }
        let roll = self.chance(0, 6) as u8 + 1;
        for _ in 0..roll {
            let next = to.step(shift);
            if !next.on_board() {
                break;
            }
            to = next;
        }
        let bites: Vec<CardId> = self
            .g
            .hero(seat)
            .kept
            .iter()
            .copied()
            .filter(|&c| content().card(c).effect == Effect::Vampire)
            .collect();
        for card in bites {
            self.emit(Event::CardReleased { seat, card });
        }
        self.emit(Event::Resurfaced {
            seat,
            cards: u.count,
            travelled,
            shift,
            roll,
            to,
        });
        self.arrive_from_below(seat, shift.opposite());
    }

    /// Placed in a space without entering it (resurfacing, or thrown out of a dead end): he
    /// faces it next turn; a fresh chamber is turned as he chooses, and on a Bridge or Chasm
    /// he picks his side.
    fn arrive_from_below(&mut self, seat: usize, default_entry: Dir) {
        let to = self.g.hero(seat).pos;
        self.set_flag(seat, Flag::MustEncounter, true);
        match self.g.board.cell(to) {
            Cell::Unexplored => {
                self.draw_chamber(to, default_entry);
                self.ask(Awaiting::Orient { seat });
            }
            Cell::Chamber(ch) if matches!(ch.kind, ChamberKind::Bridge | ChamberKind::Chasm) => {
                self.ask(Awaiting::Landing { seat });
            }
            _ => self.end_turn(),
        }
    }

    /// Death Can Wait, walled in: into a neighbouring space of his choice, walls or not,
    /// by the rules of resurfacing.
    fn break_out(&mut self, seat: usize, dir: Dir) {
        let from = self.g.hero(seat).pos;
        let to = self.g.board.exit_from(from, dir);
        self.emit(Event::Moved {
            seat,
            from,
            to,
            via: None,
            special: true,
        });
        self.arrive_from_below(seat, dir.opposite());
    }

    fn darkness(&mut self, seat: usize) {
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

    // ---------------------------------------------------------------------- cards

    fn draw_and_resolve(&mut self, seat: usize, deck: Deck) {
        match self.draw_card(seat, deck) {
            Some(card) => self.resolve_card(seat, card),
            None => self.end_turn(),
        }
    }

    fn resolve_card(&mut self, seat: usize, card: CardId) {
        if content().card(card).deck == Deck::Trap && self.holds_rune(seat, "warning") {
            self.ask(Awaiting::Warning { seat, card });
            return;
        }
        self.resolve_card_now(seat, card);
    }

    fn resolve_card_now(&mut self, seat: usize, card: CardId) {
        let def = content().card(card);
        let here = self.g.hero(seat).pos;
        match def.effect {
            Effect::Test | Effect::Curse => {
                let attr = def.attr.unwrap_or(Attr::Luck);
                self.test(
                    seat,
                    TestSpec {
                        attr,
                        key: TestKey::Card(card),
                        roll_modifier: 0,
                        after: AfterTest::Card { card },
                    },
                );
            }
            Effect::Wounds => {
                let d = match def.wound_dice {
                    Some(n) => self.roll(seat, RollFor::Damage, n as usize),
                    None => def.wounds.unwrap_or(0),
                };
                self.wound(seat, d, WoundCause::Card(card));
                self.end_turn();
            }
            Effect::Draw => self.draw_and_resolve(seat, def.draws.unwrap_or(Deck::Trap)),
            Effect::Offer => {
                let deck = def.draws.unwrap_or(Deck::Corpse);
                self.ask(Awaiting::Offer { seat, card, deck });
            }
            Effect::SecretDoor => {
                if self.any_move(seat, Mode::Secret) {
                    self.ask(Awaiting::SecretDoor { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::PassageDown => {
                // A marker shows the way down to everyone, while markers last; a Cave-in fills
                // the hole in, and a Catacomb Entrance needs none. The finder may go down
                // next turn either way.
                let marked = self.g.markers_left > 0
                    && self.g.board.chamber(here).is_some_and(|c| {
                        !matches!(c.kind, ChamberKind::CaveIn | ChamberKind::CatacombEntrance)
                            && !c.marker
                    });
                if marked {
                    self.emit(Event::MarkerPlaced { pos: here });
                }
                if !self.g.hero(seat).is_underground() {
                    self.emit(Event::PassageFound { seat });
                }
                self.end_turn();
            }
            Effect::Exit => {
                if self.g.hero(seat).is_underground() {
                    self.ask(Awaiting::Exit { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::Smash => {
                let armor = self.g.attribute(seat, Attr::Armor).max(0) as u8;
                let d = def.wounds.unwrap_or(0).saturating_sub(armor).max(1);
                self.wound(seat, d, WoundCause::Card(card));
                self.end_turn();
            }
            Effect::Vampire => {
                if self.wound(seat, def.wounds.unwrap_or(0), WoundCause::Card(card)) {
                    self.emit(Event::CardKept { seat, card });
                }
                self.end_turn();
            }
            Effect::Grab => {
                let alive = self.wound(seat, def.wounds.unwrap_or(0), WoundCause::Card(card));
                if alive && !self.g.hero(seat).loot.is_empty() {
                    self.ask(Awaiting::Discard { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::LoseTurn => {
                self.emit(Event::LoseTurn { seat });
                self.end_turn();
            }
            Effect::Shuffle => {
                self.emit(Event::Reshuffled { deck: def.deck });
                self.draw_and_resolve(seat, def.deck);
            }
            Effect::Monster => match content().card_monster(card) {
                Some(m) => self.monster_from_card(seat, m, false),
                None => self.end_turn(),
            },
            Effect::FallenElf => {
                if self.g.hero(seat).loot.is_empty() {
                    // Nothing to give: faced like any monster, Escape or Attack (R32).
                    let druid = content().monster_by_id("fallen_druid").unwrap_or(1);
                    self.monster_from_card(seat, druid, false);
                } else {
                    self.ask(Awaiting::FallenElf { seat });
                }
            }
            Effect::Nothing
            | Effect::Loot
            | Effect::Potion
            | Effect::BottleImp
            | Effect::Chest
            | Effect::DoorOpens
            | Effect::DoorJammed
            | Effect::DoorTrap => self.end_turn(),
        }
    }

    fn card_test_result(&mut self, seat: usize, card: CardId, passed: bool) {
        let def = content().card(card);
        let damage = |cx: &mut Ctx| match def.wound_dice {
            Some(n) => cx.roll(seat, RollFor::Damage, n as usize),
            None => def.wounds.unwrap_or(0),
        };
        match (def.effect, passed) {
            (Effect::Curse, false) => self.emit(Event::CardKept { seat, card }),
            (Effect::Curse, true) => {}
            (_, true) => {
                if def.halve_on_pass {
                    let d = damage(self) / 2;
                    self.wound(seat, d, WoundCause::Card(card));
                } else if let Some(d) = def.wounds_on_pass {
                    self.wound(seat, d, WoundCause::Card(card));
                }
            }
            (_, false) => {
                let d = damage(self);
                if def.lose_best_on_fail {
                    let c = content();
                    let best = self
                        .g
                        .hero(seat)
                        .loot
                        .iter()
                        .copied()
                        .max_by_key(|&x| (c.card(x).value(), std::cmp::Reverse(x)));
                    if let Some(card) = best {
                        self.emit(Event::LootDiscarded { seat, card });
                    }
                }
                if self.wound(seat, d, WoundCause::Card(card)) {
                    if def.keep_until_passed {
                        self.emit(Event::CardKept { seat, card });
                    }
                    if def.lose_turn_on_fail {
                        self.emit(Event::LoseTurn { seat });
                    }
                }
            }
        }
        self.end_turn();
    }

    // ---------------------------------------------------------------------- monsters

    /// A monster from a card: draw its token from the pool (or, with none left, from the board).
    /// `attack`: the hero is already committed to fighting (a Fallen Elf he chose to fight).
    /// A token of `monster` for a new appearance: at random from the face-down pool, or with
    /// none left, one of its kind from the board (the next draw picks which).
    fn pick_token(&self, monster: MonsterId) -> Option<(TokenId, Option<Pos>)> {
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

    /// Servants of Kalladra: the monster moves; onto a hero, it attacks him at once
    /// (Attacking Heroes), the servant playing it.
    fn move_monster(&mut self, token: TokenId, from: Pos, dir: Dir) {
        let to = self.g.board.exit_from(from, dir);
        self.emit(Event::MonsterMoved { token, from, to });
        match self.g.occupant(to, usize::MAX) {
            Some(hero) => {
                self.emit(Event::MonsterAppears {
                    seat: hero,
                    token,
                    moved_from: None,
                    drawn: false,
                });
                self.confront(hero, token, AfterMonster::EndTurn);
            }
            None => self.end_turn(),
        }
    }

    /// Servants of Kalladra, Adding More Monsters: Dungeon cards are drawn and discarded until
    /// a monster turns up; its token goes on the chosen chamber beside a Tower Room.
    fn add_monster(&mut self, at: Pos) {
        let mut monster = None;
        for _ in 0..200 {
            if self.g.pile(Deck::Dungeon).draw.is_empty() {
                if self.g.pile(Deck::Dungeon).discard.is_empty() {
                    break;
                }
                self.emit(Event::Reshuffled {
                    deck: Deck::Dungeon,
                });
            }
            let pile = &self.g.pile(Deck::Dungeon).draw;
            let card = pile[self.chance(0, pile.len() as u32) as usize];
            self.emit(Event::CardBurned {
                deck: Deck::Dungeon,
                card,
            });
            match content().card(card).effect {
                Effect::Monster => {
                    monster = content().card_monster(card);
                    break;
                }
                Effect::Shuffle => self.emit(Event::Reshuffled {
                    deck: Deck::Dungeon,
                }),
                _ => {}
            }
        }
        if let Some((token, moved_from)) = monster.and_then(|m| self.pick_token(m)) {
            self.emit(Event::MonsterAdded {
                token,
                at,
                moved_from,
            });
        }
        self.end_turn();
    }

    fn monster_from_card(&mut self, seat: usize, monster: MonsterId, attack: bool) {
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
    fn confront(&mut self, seat: usize, token: TokenId, after: AfterMonster) {
        let can_escape = escape_block(self.g, seat).is_none();
        self.ask(Awaiting::Monster {
            seat,
            token,
            after,
            can_escape,
        });
    }

    fn escape(&mut self, seat: usize, before: Option<Awaiting>) {
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
    fn escaped(&mut self, seat: usize, token: TokenId) {
        let here = self.g.hero(seat).pos;
        if self.g.hero(seat).is_underground() {
            self.end_turn();
            return;
        }
        self.emit(Event::TokenPlaced { pos: here, token });
        self.step_back(seat);
        self.end_turn();
    }

    /// Hero vs Hero: a duellist's sealed strikes.
    fn duel_strikes(&mut self, actor: Actor, plan: Plan) {
        let side = match (actor, &self.g.duel) {
            (Actor::Seat(s), Some(d)) => d.side_of(s),
            _ => None,
        };
        if let Some(side) = side {
            self.emit(Event::DuelSubmitted {
                side,
                plan,
                random: false,
            });
        }
        self.duel_next();
    }

    /// Resolve the duel round once both are in; otherwise keep waiting.
    fn duel_next(&mut self) {
        let Some(d) = self.g.duel.clone() else { return };
        match d.plans {
            [Some(a), Some(b)] => self.resolve_duel(d, [a, b]),
            _ => self.ask(Awaiting::Duel { seat: d.attacker }),
        }
    }

    /// A duel round by R20, each side with its hero's abilities and items. The duel ends
    /// after a round in which either has taken four wounds in it (or died): the other is the
    /// victor, may take one Loot card, and the loser is thrown back as if escaping.
    fn resolve_duel(&mut self, d: Duel, p: [Plan; 2]) {
        let c_ = content();
        let seats = [d.attacker, d.defender];
        let heroes = [
            self.g.hero(d.attacker).clone(),
            self.g.hero(d.defender).clone(),
        ];
        let id = |i: usize| heroes[i].def().id.clone();
        let ties = |i: usize, slot: usize, s: Strike| {
            (id(i) == "challara" && s == Strike::Spell) || (id(i) == "krutzbeck" && slot == 1)
        };
        let pick = |pl: &Plan, slot: usize| match slot {
            0 => pl.standard,
            1 => pl.brutal,
            _ => pl.counter,
        };
        let mut winners = [StrikeWinner::Draw; 3];
        for (slot, w) in winners.iter_mut().enumerate() {
            let (a, b) = (pick(&p[0], slot), pick(&p[1], slot));
            *w = if a.beats(b) || (a == b && ties(0, slot, a)) {
                StrikeWinner::Hero
            } else if b.beats(a) || (a == b && ties(1, slot, b)) {
                StrikeWinner::Monster
            } else {
                StrikeWinner::Draw
            };
        }
        let mine = |i: usize| {
            if i == 0 {
                StrikeWinner::Hero
            } else {
                StrikeWinner::Monster
            }
        };
        let holds = |i: usize, card: &str| heroes[i].loot.iter().any(|&x| c_.card(x).id == card);
        let mut deals = [0u8; 2];
        for i in 0..2 {
            let std = winners[0] == mine(i);
            deals[i] = u8::from(std)
                + u8::from(d.carry[i])
                + u8::from(p[i].spark)
                + u8::from(std && holds(i, "rune_blade"))
                + 2 * u8::from(p[i].fury);
            if winners[1] == mine(i) {
                deals[i] *= 2;
            }
        }
        let mut takes = [deals[1], deals[0]];
        let mut shields = [false; 2];
        for i in 0..2 {
            if p[i].warding {
                takes[i] = 0;
            }
            if id(i) == "hugo" && p[0].standard == p[1].standard && takes[i] > 0 {
                takes[i] -= 1;
            }
            if holds(i, "shield") && !d.shield_used[i] && takes[i] > 0 {
                takes[i] -= 1;
                shields[i] = true;
            }
        }
        for i in 0..2 {
            for (used, rid) in [(p[i].fury, "fury"), (p[i].warding, "warding")] {
                if let Some(rune) = c_.rune_by_id(rid).filter(|_| used) {
                    self.emit(Event::RuneUsed {
                        seat: seats[i],
                        rune,
                    });
                }
            }
            if p[i].spark {
                if let Some(card) = c_.card_by_id("spark") {
                    self.emit(Event::LootDiscarded {
                        seat: seats[i],
                        card,
                    });
                }
            }
        }
        self.emit(Event::DuelRound {
            round: d.round + 1,
            plans: p,
            winners,
            deals,
            takes,
            shields,
        });
        let alive = [
            self.wound(seats[0], takes[0], WoundCause::Duel(seats[1])),
            self.wound(seats[1], takes[1], WoundCause::Duel(seats[0])),
        ];
        let taken = self.g.duel.as_ref().map_or([0, 0], |d| d.taken);
        let lost = [!alive[0] || taken[0] >= 4, !alive[1] || taken[1] >= 4];
        let (winner, loser) = match lost {
            [false, false] => {
                self.ask(Awaiting::Duel { seat: d.attacker });
                return;
            }
            [true, false] => (Some(seats[1]), Some(seats[0])),
            [false, true] => (Some(seats[0]), Some(seats[1])),
            [true, true] if taken[0] != taken[1] => {
                let l = if taken[0] > taken[1] { 0 } else { 1 };
                (Some(seats[1 - l]), Some(seats[l]))
            }
            // Both beaten alike: no victor; the attacker falls back.
            [true, true] => (None, Some(seats[0])),
        };
        self.duel_over(winner, loser);
    }

    /// The duel is decided: the loser (if he lives) is thrown back as if escaping, the victor
    /// may take a Loot card of his, and a victorious attacker then faces the chamber (R35).
    fn duel_over(&mut self, winner: Option<usize>, loser: Option<usize>) {
        self.emit(Event::DuelEnded { winner, loser });
        let loser_up = loser.filter(|&l| self.alive(l));
        if let Some(l) = loser_up {
            self.step_back(l);
        }
        match (winner, loser_up) {
            (Some(w), Some(l)) if self.alive(w) && !self.g.hero(l).loot.is_empty() => {
                self.ask(Awaiting::Spoils { seat: w, from: l });
            }
            (Some(w), _) => self.after_duel(w),
            _ => self.end_turn(),
        }
    }

    /// After the spoils: the attacker (whose turn it is) who won faces the chamber he moved
    /// into, as after killing a monster (R35); otherwise the turn ends.
    fn after_duel(&mut self, victor: usize) {
        if victor == self.g.current && self.alive(victor) {
            self.encounter(victor);
        } else {
            self.end_turn();
        }
    }

    /// Back the way he came, by special movement, to face that chamber next turn (after an
    /// escape). Underground there is nowhere to step back to.
    fn step_back(&mut self, seat: usize) {
        let h = self.g.hero(seat);
        if h.is_underground() {
            return;
        }
        let here = h.pos;
        if let Some(via) = h.entered_via {
            let back = self.g.board.exit_from(here, via);
            self.emit(Event::Moved {
                seat,
                from: here,
                to: back,
                via: Some(via.opposite()),
                special: true,
            });
            self.set_flag(seat, Flag::MustEncounter, true);
        }
    }

    /// Combat begins (R19). `attacked`: the hero chose to attack (Tatianna's opening strike).
    fn start_combat(&mut self, seat: usize, token: TokenId, after: AfterMonster, attacked: bool) {
        let (monster, _) = content().token(token);
        let n = self.g.seats.len();
        let current = self.g.current;
        let side = if current != seat && self.g.is_servant(current) {
            // Attacking Heroes: the servant who moved the monster plays it.
            MonsterSide::Seat(current)
        } else if self.g.settings.auto_monster || n == 1 {
            MonsterSide::Bot
        } else {
            MonsterSide::Offered {
                seat: (seat + 1) % n,
                open: false,
            }
        };
        self.emit(Event::CombatStarted(Combat {
            seat,
            token,
            monster,
            monster_wounds: 0,
            round: 0,
            hero_plan: None,
            monster_plan: None,
            hero_carry: false,
            monster_carry: false,
            side,
            after,
            shield_used: false,
            won_last: 0,
        }));
        if attacked {
            let amount = self.opening_strike(seat);
            if amount > 0 {
                self.emit(Event::MonsterWounded { amount });
                if self.monster_dead() {
                    self.end_combat(CombatResult::HeroWon);
                    return;
                }
            }
        }
        self.begin_round();
    }

    /// Tatianna's opening strike when she attacks (a monster, or a hero under Hero vs Hero):
    /// 1d6, 4-5 deals 1 wound and 6 deals 2 (R35). Nothing for anyone else.
    fn opening_strike(&mut self, seat: usize) -> u8 {
        if self.g.hero(seat).def().id != "tatianna" {
            return 0;
        }
        match self.roll(seat, RollFor::Ambush, 1) {
            6 => 2,
            4 | 5 => 1,
            _ => 0,
        }
    }

    fn monster_dead(&self) -> bool {
        let Some(c) = &self.g.combat else {
            return false;
        };
        let (_, life) = content().token(c.token);
        match self.g.settings.death_at {
            DeathAt::Greater => c.monster_wounds > life,
            DeathAt::EqualOrGreater => c.monster_wounds >= life,
        }
    }

    fn begin_round(&mut self) {
        let Some(c) = &self.g.combat else { return };
        let seat = c.seat;
        if c.side == MonsterSide::Bot && c.monster_plan.is_none() {
            self.bot_strikes();
        }
        self.ask(Awaiting::Combat { seat });
    }

    /// Three uniformly random strikes from the next three draws (Standard, Brutal,
    /// Counterattack); the event that records them counts the draws.
    fn random_plan(&self) -> Plan {
        let pick = |k: u64| Strike::ALL[self.chance(k, 3) as usize];
        Plan {
            standard: pick(0),
            brutal: pick(1),
            counter: pick(2),
            spark: false,
            fury: false,
            warding: false,
            flee: false,
        }
    }

    /// The bot's sealed strikes (R17).
    fn bot_strikes(&mut self) {
        let plan = self.random_plan();
        self.emit(Event::BotSubmitted { plan });
    }

    /// R22: past the deadline, random strikes for each side that sent none.
    fn random_strikes(&mut self) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        for (monster, missing) in [
            (false, c.hero_plan.is_none()),
            (true, c.monster_player_missing()),
        ] {
            if missing {
                let plan = self.random_plan();
                self.emit(Event::ChosenForThem { monster, plan });
            }
        }
        self.after_submission();
    }

    fn set_side(&mut self, side: MonsterSide) {
        self.emit(Event::MonsterSideSet(side));
        self.after_submission();
    }

    fn strikes(&mut self, actor: Actor, plan: Plan) {
        let Some(c) = &self.g.combat else { return };
        let monster = actor != Actor::Seat(c.seat);
        self.emit(Event::Submitted { monster, plan });
        self.after_submission();
    }

    /// Resolve the round once both sides are in; otherwise keep waiting.
    fn after_submission(&mut self) {
        let Some(c) = &self.g.combat else { return };
        if c.side == MonsterSide::Bot && c.monster_plan.is_none() {
            self.bot_strikes();
        }
        let Some(c) = &self.g.combat else { return };
        if c.hero_plan.is_some() && c.monster_plan.is_some() {
            self.resolve_round();
        } else {
            let seat = c.seat;
            self.ask(Awaiting::Combat { seat });
        }
    }

    /// R20: each side deals (Standard won) + (Counterattack won last round) + bonuses, doubled
    /// if its Brutal won; a Counterattack won now carries 1 wound into the next round. Both
    /// sides' wounds land at once.
    fn resolve_round(&mut self) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        let (Some(hp), Some(mp)) = (c.hero_plan, c.monster_plan) else {
            return;
        };
        let c_ = content();
        let hero = self.g.hero(c.seat).clone();
        let hid = hero.def().id.as_str();
        let win = |slot: usize, h: Strike, m: Strike| {
            if h.beats(m) {
                StrikeWinner::Hero
            } else if m.beats(h) {
                StrikeWinner::Monster
            } else if (hid == "challara" && h == Strike::Spell) || (hid == "krutzbeck" && slot == 1)
            {
                StrikeWinner::Hero
            } else {
                StrikeWinner::Draw
            }
        };
        let winners = [
            win(0, hp.standard, mp.standard),
            win(1, hp.brutal, mp.brutal),
            win(2, hp.counter, mp.counter),
        ];
        let holds = |id: &str| hero.loot.iter().any(|&x| c_.card(x).id == id);
        let rune_blade = holds("rune_blade") && winners[0] == StrikeWinner::Hero;
        let mut hero_deals = u8::from(winners[0] == StrikeWinner::Hero)
            + u8::from(c.hero_carry)
            + u8::from(hp.spark)
            + u8::from(rune_blade)
            + 2 * u8::from(hp.fury);
        if winners[1] == StrikeWinner::Hero {
            hero_deals *= 2;
        }
        let mut monster_deals =
            u8::from(winners[0] == StrikeWinner::Monster) + u8::from(c.monster_carry);
        if winners[1] == StrikeWinner::Monster {
            monster_deals *= 2;
        }
        let mut hero_takes = if hp.warding { 0 } else { monster_deals };
        let hugo_ignored = hid == "hugo" && hp.standard == mp.standard && hero_takes > 0;
        if hugo_ignored {
            hero_takes -= 1;
        }
        let shield_used = holds("shield") && !c.shield_used && hero_takes > 0;
        if shield_used {
            hero_takes -= 1;
        }
        for (used, id) in [(hp.fury, "fury"), (hp.warding, "warding")] {
            if let Some(rune) = c_.rune_by_id(id).filter(|_| used) {
                self.emit(Event::RuneUsed { seat: c.seat, rune });
            }
        }
        // Live to Fight Another Day: the forfeit of last round, and the getaway if he wins.
        let forfeit = if hp.flee { c.won_last } else { 0 };
        let fled = hp.flee && hero_deals > hero_takes;
        if hp.spark {
            if let Some(spark) = c_.card_by_id("spark") {
                self.emit(Event::LootDiscarded {
                    seat: c.seat,
                    card: spark,
                });
            }
        }
        self.emit(Event::RoundResolved(RoundReport {
            round: c.round + 1,
            hero: hp,
            monster: mp,
            winners,
            hero_deals,
            monster_deals,
            hero_takes,
            shield_used,
            hugo_ignored,
            rune_blade,
            forfeit,
            fled,
        }));
        let hero_alive = self.wound(c.seat, hero_takes, WoundCause::Combat(c.monster));
        let monster_dead = self.monster_dead();
        if fled && hero_alive {
            self.end_combat(CombatResult::Escaped);
            return;
        }
        match (hero_alive, monster_dead) {
            (true, false) => self.begin_round(),
            (true, true) => self.end_combat(CombatResult::HeroWon),
            (false, false) => self.end_combat(CombatResult::MonsterWon),
            (false, true) => self.end_combat(CombatResult::BothDied),
        }
    }

    /// R21: a slain monster's token goes back to the pool; a victorious one stays in the
    /// chamber, healed. A won fight against a monster met on entering leads on to the chamber.
    fn end_combat(&mut self, result: CombatResult) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        let here = self.g.hero(c.seat).pos;
        match result {
            CombatResult::HeroWon | CombatResult::BothDied => {
                self.emit(Event::TokenRemoved { token: c.token })
            }
            // In the catacombs the monster wanders off: its token goes back to the pool.
            CombatResult::MonsterWon | CombatResult::Abandoned | CombatResult::Escaped
                if self.g.hero(c.seat).is_underground() => {}
            CombatResult::MonsterWon | CombatResult::Abandoned | CombatResult::Escaped => self
                .emit(Event::TokenPlaced {
                    pos: here,
                    token: c.token,
                }),
        }
        self.emit(Event::CombatEnded {
            result,
            token: c.token,
        });
        if result == CombatResult::Escaped {
            self.step_back(c.seat);
            self.end_turn();
            return;
        }
        if result == CombatResult::HeroWon && self.g.settings.monstrous_treasures {
            let (_, life) = content().token(c.token);
            if self.roll(c.seat, RollFor::MonsterTreasure, 1) < life {
                self.draw_card(c.seat, Deck::Treasure);
            }
        }
        match (result, c.after) {
            (CombatResult::HeroWon, AfterMonster::Chamber) => self.encounter(c.seat),
            (CombatResult::Abandoned, _) => {}
            _ => self.end_turn(),
        }
    }

    // ---------------------------------------------------------------------- the Dragon

    fn dragon(&mut self, seat: usize) {
        // The Rune of Calm makes this draw Sleeping (the d100 is still rolled and logged).
        let calm = self.g.hero(seat).calm;
        if calm {
            self.set_flag(seat, Flag::Calm, false);
        }
        let chance = if calm { 100 } else { self.g.dragon_chance };
        let roll = self.chance(0, 100) as u8 + 1;
        let sleeping = roll <= chance;
        self.emit(Event::DragonDrawn {
            seat,
            chance,
            roll,
            sleeping,
        });
        if sleeping {
            for _ in 0..2 {
                self.draw_card(seat, Deck::Treasure);
            }
            self.end_turn();
            return;
        }
        // Dragon Rage: the drawer, then the others in the chamber in turn order (R24).
        let n = self.g.seats.len();
        let inside = self.g.heroes_in_treasure();
        let rest: Vec<usize> = (1..n)
            .map(|k| (seat + k) % n)
            .filter(|s| inside.contains(s))
            .collect();
        self.rage(seat, rest);
    }

    fn rage(&mut self, seat: usize, rest: Vec<usize>) {
        let burnt = treasure_loot(self.g.hero(seat));
        if !burnt.is_empty() {
            self.emit(Event::TreasureBurnt { seat, cards: burnt });
        }
        let d = self.dice(2);
        self.emit(Event::Rolled {
            seat,
            why: RollFor::DragonRage,
            dice: d.clone(),
        });
        if self.g.is_gherinn(seat) && !self.g.hero(seat).rage_rerolled {
            self.ask(Awaiting::RageReroll {
                seat,
                dice: [d[0], d[1]],
                rest,
            });
            return;
        }
        self.rage_damage(seat, d[0] + d[1], rest);
    }

    fn rage_damage(&mut self, seat: usize, damage: u8, rest: Vec<usize>) {
        if self.wound(seat, damage, WoundCause::DragonRage) && self.any_move(seat, Mode::Retreat) {
            self.ask(Awaiting::Retreat { seat, rest });
            return;
        }
        self.next_rage(rest);
    }

    fn retreat(&mut self, seat: usize, from: Pos, dir: Dir, rest: Vec<usize>) {
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
            special: true,
        });
        if fresh
            && self
                .g
                .board
                .chamber(to)
                .is_some_and(|c| c.kind == ChamberKind::RotatingRoom)
        {
            self.emit(Event::Rotated { pos: to });
        }
        self.set_flag(seat, Flag::MustEncounter, true);
        self.next_rage(rest);
    }

    fn next_rage(&mut self, rest: Vec<usize>) {
        let mut rest = rest.into_iter().filter(|&s| self.alive(s));
        match rest.next() {
            Some(seat) => {
                let others = rest.collect();
                self.rage(seat, others);
            }
            None => {
                self.emit(Event::DragonReset);
                self.end_turn();
            }
        }
    }
}
