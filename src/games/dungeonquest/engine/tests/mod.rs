//! One test (or a few) per rule. Situations are built directly on the board; chance is rigged
//! by moving the draw counter to where the seed yields the wanted outcomes.

use super::action::{Action, Half, MoveBlock, Rejection, SearchBlock};
use super::board::{Chamber, Corner, Dir, Pos, TREASURE_LOWER, TREASURE_UPPER};
use super::content::{content, CardId, ChamberKind, Deck, SideKind};
use super::event::{Event, LostTurn};
use super::rules::{apply, outcome};
use super::state::*;
use crate::chance::{seed_from_u64, uniform};

const O: SideKind = SideKind::Open;
const W: SideKind = SideKind::Wall;
const D: SideKind = SideKind::Door;
const P: SideKind = SideKind::Portcullis;

fn fold_all(g: &mut Game, evs: Vec<Event>) -> Vec<Event> {
    for e in &evs {
        g.fold(e);
    }
    evs
}

fn new_game(heroes: &[&str]) -> Game {
    new_game_with(Settings::default(), heroes)
}

/// A started game with these settings, the heroes seated in order.
fn new_game_with(settings: Settings, heroes: &[&str]) -> Game {
    let mut g = Game::new(seed_from_u64(99), settings);
    for (i, h) in heroes.iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        let evs = apply(&g, None, a).unwrap();
        fold_all(&mut g, evs);
    }
    let evs = apply(&g, Actor::Organiser, Action::Start).unwrap();
    fold_all(&mut g, evs);
    g
}

fn act(g: &mut Game, seat: usize, a: Action) -> Vec<Event> {
    let evs = apply(g, Some(seat), a.clone()).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
    fold_all(g, evs)
}

fn mv(dir: Dir) -> Action {
    Action::Move { dir, half: None }
}

/// Place a chamber of `kind` with these sides (up, right, down, left).
fn room(g: &mut Game, pos: Pos, kind: ChamberKind, sides: [SideKind; 4]) {
    let tile = content().tiles.iter().position(|t| t.kind == kind).unwrap() as u8;
    let mut ch = Chamber::place(tile, Dir::Down);
    ch.sides = sides;
    g.board.set(pos, ch);
}

/// An inert room: entering an explored Rotating Room does nothing and draws nothing.
fn inert(g: &mut Game, pos: Pos, sides: [SideKind; 4]) {
    room(g, pos, ChamberKind::RotatingRoom, sides);
}

fn put(g: &mut Game, seat: usize, pos: Pos, via: Option<Dir>) {
    let h = g.hero_mut(seat);
    h.pos = pos;
    h.entered_via = via;
    h.searches = 0;
}

/// Hero 0 in a room at B2 whose one way out is a portcullis to its RIGHT, into C2.
fn behind_portcullis(g: &mut Game) {
    inert(g, Pos::new(1, 1), [W, P, W, W]);
    inert(g, Pos::new(2, 1), [W, W, W, O]);
    put(g, 0, Pos::new(1, 1), None);
}

/// Move the draw counter so the next draws give `want`: each (n, v) is a draw in 0..n = v.
fn rig(g: &mut Game, want: &[(u32, u32)]) {
    for k in g.draws..g.draws + 5_000_000 {
        if want
            .iter()
            .enumerate()
            .all(|(i, &(n, v))| uniform(&g.seed, k + i as u64, n) == v)
        {
            g.draws = k;
            return;
        }
    }
    panic!("no draw index gives {want:?}");
}

fn card(id: &str) -> CardId {
    content().card_by_id(id).unwrap()
}

/// The draw that picks `id` from its deck now.
fn card_draw(g: &Game, id: &str) -> (u32, u32) {
    let c = card(id);
    let pile = &g.pile(content().card(c).deck).draw;
    (
        pile.len() as u32,
        pile.iter().position(|&x| x == c).unwrap() as u32,
    )
}

fn d6(face: u32) -> (u32, u32) {
    (6, face - 1)
}

fn has(evs: &[Event], f: impl Fn(&Event) -> bool) -> bool {
    evs.iter().any(f)
}

// ------------------------------------------------------------------------------ fights

use crate::games::dungeonquest::engine::event::{CombatResult, StrikeWinner};
use crate::games::dungeonquest::engine::state::{Actor, MonsterSide, Plan, Strike};

fn plan(s: Strike, b: Strike, c: Strike) -> Plan {
    Plan {
        sealed: false,
        standard: s,
        brutal: b,
        counter: c,
        spark: false,
        fury: false,
        warding: false,
        flee: false,
    }
}
use Strike::{Melee as M, Ranged as R, Spell as S};

/// A two-seat game: `hero` (seat 0) steps RIGHT into a room holding `token`; seat 1 plays it.
fn fight(hero: &str, token: u8) -> Game {
    let mut g = new_game(&[hero, "gherinn"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), token));
    act(&mut g, 0, mv(Dir::Right));
    assert!(
        matches!(g.awaiting, Some(Awaiting::Monster { .. })),
        "monster first: {:?}",
        g.awaiting
    );
    act(&mut g, 0, Action::Attack);
    act(&mut g, 1, Action::TakeMonster);
    g
}

fn round(g: &mut Game, hero: Plan, monster: Plan) -> Vec<Event> {
    act(g, 0, Action::Strikes(hero));
    let e = apply(g, Actor::Seat(1), Action::Strikes(monster)).unwrap();
    fold_all(g, e)
}

fn report(e: &[Event]) -> crate::games::dungeonquest::engine::event::RoundReport {
    e.iter()
        .find_map(|e| {
            if let Event::RoundResolved(r) = e {
                Some(r.clone())
            } else {
                None
            }
        })
        .unwrap()
}

mod cards;
mod catacombs;
mod chambers;
mod combat;
mod movement;
mod options;
mod runes;
mod servants_and_duels;
mod tools;
mod treasure;
mod trials;
mod turns;

/// `replay_seen_from` tells exactly what `replay_seen` tells of the inputs from its first on,
/// an undo among the inputs it only folds or among those it tells.
#[test]
fn replaying_from_an_input_tells_what_the_whole_replay_tells_from_there() {
    use crate::games::dungeonquest::engine::{legal_actions, replay_seen, replay_seen_from, Actor};
    let settings = Settings::default();
    let mut g = Game::new(seed_from_u64(5), settings.clone());
    let mut log: Vec<Event> = Vec::new();
    for (i, h) in ["lindel", "tatianna"].iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        let evs = apply(&g, None, a).unwrap();
        log.extend(fold_all(&mut g, evs));
    }
    let evs = apply(&g, Actor::Organiser, Action::Start).unwrap();
    log.extend(fold_all(&mut g, evs));
    for k in 0..80 {
        if g.phase != Phase::Playing {
            break;
        }
        let (who, action) = if k == 40 || k == 41 {
            (Actor::Organiser, Action::Undo { inputs: 2 })
        } else {
            // Any legal play but leaving, a different one each time.
            let who = g.awaited()[0];
            let legal: Vec<Action> = legal_actions(&g, who)
                .into_iter()
                .filter(|a| *a != Action::Leave)
                .collect();
            let Some(a) = legal.get(k * 7 % legal.len().max(1)) else {
                break;
            };
            (who, a.clone())
        };
        let Ok(evs) = apply(&g, who, action) else {
            continue;
        };
        log.extend(fold_all(&mut g, evs));
        if k == 40 || k == 41 {
            // An undo's game is the log in effect, replayed (as the organiser keeps it).
            g = Game::replay(g.seed, settings.clone(), &log);
        }
    }
    let told = |first: usize, whole: bool| {
        let mut out = Vec::new();
        let mut k = 0;
        let mut each = |b: &Game, a: &Game, input: &[Event], seen: &[Event]| {
            if !whole || k >= first {
                out.push((b.clone(), a.clone(), input.to_vec(), seen.to_vec()));
            }
            k += 1;
        };
        match whole {
            true => replay_seen(g.seed, &settings, &log, Actor::Seat(0), &mut each),
            false => replay_seen_from(g.seed, &settings, &log, Actor::Seat(0), first, &mut each),
        }
        out
    };
    let inputs = crate::games::dungeonquest::engine::event::inputs(&log).len();
    assert!(inputs > 40, "only {inputs} inputs");
    let undone = |e: &Event| {
        matches!(
            e,
            Event::Acted {
                action: Action::Undo { .. },
                ..
            }
        )
    };
    assert_eq!(log.iter().filter(|e| undone(e)).count(), 2);
    for first in [0, 1, 20, 39, 41, 43, inputs - 1, inputs] {
        assert_eq!(told(first, false), told(first, true), "from input {first}");
    }
}
