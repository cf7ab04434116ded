//! One test (or a few) per rule. Situations are built directly on the board; chance is rigged
//! by moving the draw counter to where the seed yields the wanted outcomes.

use super::action::{Action, Half, MoveBlock, Rejection, SearchBlock};
use super::board::{Chamber, Corner, Dir, Pos, TREASURE_LOWER, TREASURE_UPPER};
use super::content::{content, CardId, ChamberKind, Deck, SideKind};
use super::event::{Event, LostTurn};
use super::rng::{seed_from_u64, uniform};
use super::rules::{apply, outcome};
use super::state::*;

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

// ------------------------------------------------------------------------------ setup

#[test]
fn r2_r4_seats_heroes_and_towers() {
    let mut g = Game::new(seed_from_u64(1), Settings::default());
    let join = |user: &str, hero: Option<&str>| Action::Join {
        user: user.into(),
        name: user.into(),
        hero: hero.and_then(|h| content().find_hero(h)),
    };
    let e = apply(&g, None, join("a", Some("hugo"))).unwrap();
    fold_all(&mut g, e);
    assert_eq!(
        apply(&g, None, join("b", Some("Hugo"))),
        Err(Rejection::HeroTaken {
            hero: g.hero(0).id,
            by: "a".into()
        })
    );
    assert_eq!(
        apply(&g, Some(0), join("a", None)),
        Err(Rejection::AlreadyJoined)
    );
    let e = apply(&g, None, join("b", None)).unwrap();
    assert!(
        matches!(e[1], Event::Dealt { .. }),
        "no hero named: a random free one"
    );
    fold_all(&mut g, e);
    let e = apply(&g, Some(1), Action::Tower(Corner::NW)).unwrap();
    fold_all(&mut g, e);
    assert!(matches!(
        apply(&g, Some(0), Action::Tower(Corner::NW)),
        Err(Rejection::TowerTaken { .. })
    ));
    assert_eq!(
        apply(&g, Some(0), mv(Dir::Down)),
        Err(Rejection::NotStarted)
    );
    let e = apply(&g, Actor::Organiser, Action::Start).unwrap();
    fold_all(&mut g, e.clone());
    // Seat 0 never picked: it gets the first free tower in NW, NE, SE, SW order.
    assert!(has(&e, |e| matches!(
        e,
        Event::TowerGiven {
            seat: 0,
            corner: Corner::NE
        }
    )));
    assert_eq!(g.hero(0).pos, Corner::NE.pos());
    assert_eq!(g.hero(1).pos, Corner::NW.pos());
    assert!(
        g.hero(0).runes.len() == 1
            && g.hero(1).runes.len() == 1
            && g.hero(0).runes != g.hero(1).runes
    );
    assert_eq!((g.turn, g.current, g.sun), (1, 0, 0));
    assert_eq!(
        apply(&g, Some(1), mv(Dir::Right)),
        Err(Rejection::NotYourTurn { waiting_on: 0 })
    );
    assert_eq!(
        apply(&g, None, join("c", None)),
        Err(Rejection::AlreadyStarted)
    );
}

// ------------------------------------------------------------------------------ sun

#[test]
fn r7_sun_rises_from_the_second_turn_then_rolls_at_25() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        (g.turn, g.sun),
        (2, 1),
        "no sun on the very first turn, +1 on the next"
    );
    act(&mut g, 0, mv(Dir::Left));
    assert_eq!(g.sun, 2);
    g.sun = 24;
    let e = act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.sun, 25);
    assert!(
        !has(&e, |e| matches!(e, Event::SunsetRoll { .. })),
        "the turn it reaches 25 has no roll"
    );
    rig(&mut g, &[d6(3)]);
    let e = act(&mut g, 0, mv(Dir::Left));
    assert!(has(&e, |e| *e
        == Event::SunsetRoll {
            roll: 3,
            closes: false
        }));
    assert_eq!(g.sun, 25, "never above 25");
    rig(&mut g, &[d6(2)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(
        has(&e, |e| *e
            == Event::SunsetRoll {
                roll: 2,
                closes: true
            }),
        "2 closes (R7)"
    );
    assert_eq!(g.hero(0).status, Status::Dead(DeathCause::Sunset));
    assert_eq!(g.phase, Phase::Ended);
    let o = g.outcome.clone().unwrap();
    assert_eq!(o.reason, EndReason::Sunset);
    assert!(o.winners.is_empty(), "nobody out: Kalladra wins");
}

#[test]
fn r6_a_dead_first_player_still_moves_the_sun() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 1, Pos::new(1, 1), None);
    let e = act(&mut g, 0, Action::Leave);
    assert!(has(&e, |e| *e
        == Event::Died {
            seat: 0,
            cause: DeathCause::Abandoned
        }));
    assert_eq!(g.to_act(), Some(1));
    let e = act(&mut g, 1, mv(Dir::Right));
    assert!(has(&e, |e| *e == Event::TurnStarted { seat: 0 }));
    assert!(has(&e, |e| *e == Event::SunRose { sun: 1 }));
    assert_eq!(g.to_act(), Some(1), "the dead seat's turn passes at once");
}

// ------------------------------------------------------------------------------ moving

#[test]
fn r8_every_move_refusal_has_its_reason() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(0, 1), [O, O, O, W]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, O]);
    inert(&mut g, Pos::new(0, 2), [W, O, O, O]);
    put(&mut g, 0, Pos::new(1, 1), Some(Dir::Left));
    put(&mut g, 1, Pos::new(0, 1), Some(Dir::Up));
    let refused = |g: &Game, d: Dir| match apply(g, Some(0), mv(d)) {
        Err(Rejection::Move { why, .. }) => why,
        other => panic!("{other:?}"),
    };
    assert_eq!(refused(&g, Dir::Up), MoveBlock::Wall);
    assert_eq!(refused(&g, Dir::Left), MoveBlock::Occupied { seat: 1 });
    put(&mut g, 0, Pos::new(0, 1), Some(Dir::Up));
    put(&mut g, 1, Corner::SE.pos(), None);
    assert_eq!(refused(&g, Dir::Left), MoveBlock::Edge);
    assert_eq!(refused(&g, Dir::Down), MoveBlock::NeighbourWall);
    assert!(
        apply(&g, Some(0), mv(Dir::Right)).is_ok(),
        "B2 is open on its left"
    );
    // A refusal changes nothing.
    let before = g.clone();
    let _ = apply(&g, Some(0), mv(Dir::Down));
    assert_eq!(before, g);
}

#[test]
fn r8_heroes_share_only_the_treasure_chamber() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(5, 4), [W, O, W, W]);
    put(&mut g, 0, Pos::new(5, 4), None);
    put(&mut g, 1, TREASURE_LOWER, Some(Dir::Left));
    rig(&mut g, &[(100, 0)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(
        &e,
        |e| matches!(e, Event::Moved { seat: 0, to, .. } if *to == TREASURE_UPPER)
    ));
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn { sleeping: true, .. }
    )));
}

#[test]
fn r9_unexplored_space_draws_a_tile_facing_the_hero_even_when_the_stockpile_is_empty() {
    let mut g = new_game(&["hugo"]);
    g.stockpile.clear();
    let before = g.board.explored_count();
    let e = act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.board.explored_count(), before + 1);
    let Some(Event::ChamberDrawn { pos, entry, .. }) =
        e.iter().find(|e| matches!(e, Event::ChamberDrawn { .. }))
    else {
        panic!()
    };
    assert_eq!((*pos, *entry), (Pos::new(1, 0), Dir::Left));
}

#[test]
fn r10_door_then_portcullis_in_order_from_the_current_chamber() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, D, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, P]);
    put(&mut g, 0, Pos::new(1, 1), None);
    let opens = card_draw(&g, "door_opens");
    rig(&mut g, &[opens, d6(1), d6(1)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    let door = e
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::CardDrawn {
                    deck: Deck::Door,
                    ..
                }
            )
        })
        .unwrap();
    let test = e
        .iter()
        .position(|e| matches!(e, Event::Tested { passed: true, .. }))
        .unwrap();
    let moved = e
        .iter()
        .position(|e| matches!(e, Event::Moved { .. }))
        .unwrap();
    assert!(door < test && test < moved);
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
}

#[test]
fn r10_facing_doors_cost_one_card_and_a_jammed_door_ends_the_turn() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, D, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, D]);
    put(&mut g, 0, Pos::new(1, 1), None);
    let jammed = card_draw(&g, "door_jammed");
    rig(&mut g, &[jammed]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        e.iter()
            .filter(|e| matches!(e, Event::CardDrawn { .. }))
            .count(),
        1
    );
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    assert!(has(&e, |e| matches!(e, Event::TurnEnded { .. })));
    let opens = card_draw(&g, "door_opens");
    rig(&mut g, &[opens]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        e.iter()
            .filter(|e| matches!(e, Event::CardDrawn { .. }))
            .count(),
        1
    );
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
}

#[test]
fn r10_a_failed_portcullis_ends_the_turn_and_determination_helps_next_time() {
    let mut g = new_game(&["hugo"]);
    behind_portcullis(&mut g);
    rig(&mut g, &[d6(6), d6(6)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(
        e,
        Event::Tested {
            target: 7,
            passed: false,
            ..
        }
    )));
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    rig(&mut g, &[d6(4), d6(4)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(
        has(&e, |e| matches!(
            e,
            Event::Tested {
                target: 8,
                passed: true,
                ..
            }
        )),
        "R14: one determination token"
    );
    assert_eq!(
        g.hero(0).determination,
        None,
        "tokens go when the encounter resolves"
    );
}

// ------------------------------------------------------------------------------ chambers

#[test]
fn r11_a_corridor_moves_you_on_and_is_never_entered_twice_in_a_turn() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Corridor, [W, O, W, O]);
    room(&mut g, Pos::new(3, 1), ChamberKind::Corridor, [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Corridor,
            ..
        })
    ));
    assert_eq!(apply(&g, Some(0), Action::Search), Err(Rejection::NotNow));
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).pos, Pos::new(3, 1));
    // The only way out leads back into the first corridor: the turn ends there.
    assert_eq!(g.awaiting, None);
    assert_eq!(g.turn, 2);
}

#[test]
fn r11_darkness_picks_the_side_and_a_wall_means_rolling_again_next_turn() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Darkness, [W, O, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    inert(&mut g, Pos::new(9, 8), [W, W, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.darkness = Some([
            Dir::Left,
            Dir::Up,
            Dir::Up,
            Dir::Right,
            Dir::Right,
            Dir::Down,
        ]);
    }
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    rig(&mut g, &[d6(2)]);
    act(&mut g, 0, mv(Dir::Right));
    assert!(g.hero(0).darkness_pending, "rolled 2: the UP side, a wall");
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
    assert_eq!(g.to_act(), Some(1));
    // When Hugo's turn comes, the roll is made first, by itself: 4 is RIGHT, open.
    rig(&mut g, &[d6(4)]);
    let e = act(&mut g, 1, mv(Dir::Right));
    assert!(has(
        &e,
        |e| matches!(e, Event::Rolled { seat: 0, dice, .. } if *dice == vec![4])
    ));
    assert_eq!(g.hero(0).pos, Pos::new(3, 1));
    assert!(!g.hero(0).darkness_pending);
}

#[test]
fn r11_darkness_says_each_time_the_roll_finds_a_wall() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Darkness, [W, O, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    inert(&mut g, Pos::new(9, 8), [W, W, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.darkness = Some([Dir::Up; 6]);
    }
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    let blunders = |e: &[Event]| {
        e.iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::FlagSet {
                        seat: 0,
                        flag: super::event::Flag::DarknessPending,
                        on: true
                    }
                )
            })
            .count()
    };
    let e = act(&mut g, 0, mv(Dir::Right));
    assert_eq!(blunders(&e), 1);
    // Next turn the roll finds the wall again: said again.
    let e = act(&mut g, 1, mv(Dir::Right));
    assert_eq!(blunders(&e), 1, "{e:?}");
    assert!(g.hero(0).darkness_pending);
}

#[test]
fn r18_no_escape_all_through_the_turn_after_coming_up() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    // Lindel came up in a Corridor: next turn it sends him on, into a monster's room.
    room(&mut g, Pos::new(3, 7), ChamberKind::Corridor, [W, O, W, W]);
    inert(&mut g, Pos::new(4, 7), [W, W, W, O]);
    g.tokens.push((Pos::new(4, 7), 0));
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(3, 7), None);
    {
        let h = g.hero_mut(1);
        h.resurfaced = true;
        h.arrived_special = true;
        h.must_encounter = true;
    }
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            seat: 1,
            why: MoveOn::Corridor
        })
    ));
    act(&mut g, 1, mv(Dir::Right));
    assert!(
        matches!(
            g.awaiting,
            Some(Awaiting::Monster {
                seat: 1,
                can_escape: false,
                ..
            })
        ),
        "{:?}",
        g.awaiting
    );
    assert_eq!(
        apply(&g, Some(1), Action::Escape),
        Err(Rejection::CannotEscape {
            why: super::action::EscapeBlock::Resurfaced
        })
    );
}

#[test]
fn r18_no_escape_back_into_unexplored_rock() {
    let mut g = new_game(&["hugo", "lindel"]);
    // He came up here and turned the chamber to face the rock below: no way back.
    inert(&mut g, Pos::new(4, 4), [W, W, O, W]);
    put(&mut g, 0, Pos::new(4, 4), Some(Dir::Down));
    assert!(matches!(
        g.board.cell(Pos::new(4, 5)),
        super::board::Cell::Unexplored
    ));
    g.tokens.push((Pos::new(4, 4), 0));
    g.hero_mut(0).must_encounter = true;
    put(&mut g, 1, Pos::new(8, 8), None);
    inert(&mut g, Pos::new(8, 8), [O, W, W, W]);
    inert(&mut g, Pos::new(8, 7), [W, W, O, W]);
    g.current = 1;
    act(&mut g, 1, mv(Dir::Up));
    assert!(
        matches!(
            g.awaiting,
            Some(Awaiting::Monster {
                seat: 0,
                can_escape: false,
                ..
            })
        ),
        "{:?}",
        g.awaiting
    );
}

#[test]
fn r11_chasm_keeps_you_on_your_side_and_bridge_stayers_go_back() {
    let mut g = new_game(&["hugo"]);
    room(&mut g, Pos::new(2, 2), ChamberKind::Chasm, [O, O, O, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 2)) {
        ch.fissure = Some([Dir::Left, Dir::Up]);
    }
    put(&mut g, 0, Pos::new(2, 2), Some(Dir::Left));
    assert!(matches!(
        apply(&g, Some(0), mv(Dir::Right)),
        Err(Rejection::Move {
            why: MoveBlock::Fissure,
            ..
        })
    ));
    assert!(matches!(
        apply(&g, Some(0), mv(Dir::Down)),
        Err(Rejection::Move {
            why: MoveBlock::Fissure,
            ..
        })
    ));
    assert!(apply(&g, Some(0), mv(Dir::Up)).is_ok());

    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Bridge, [W, O, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.span = Some([Dir::Left, Dir::Right]);
    }
    put(&mut g, 0, Pos::new(1, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Bridge { .. })));
    act(&mut g, 0, Action::Stay);
    assert!(g.hero(0).must_return);
    assert!(matches!(
        apply(&g, Some(0), mv(Dir::Right)),
        Err(Rejection::Move {
            why: MoveBlock::BridgeEnd,
            ..
        })
    ));
    assert!(apply(&g, Some(0), mv(Dir::Left)).is_ok());
}

#[test]
fn r11_bridge_crossing_adds_one_per_loot_card() {
    let mut g = new_game(&["tatianna"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Bridge, [W, O, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.span = Some([Dir::Left, Dir::Right]);
    }
    g.hero_mut(0).loot = vec![card("search_gold_10"), card("search_gold_60")];
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("search_gold_10") && c != card("search_gold_60"));
    put(&mut g, 0, Pos::new(1, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    rig(&mut g, &[d6(3), d6(4)]);
    let e = act(&mut g, 0, Action::Cross { rope: false });
    assert!(
        has(&e, |e| matches!(
            e,
            Event::Tested {
                modifier: 2,
                target: 9,
                passed: true,
                ..
            }
        )),
        "7 + 2 loot = 9 <= 9"
    );
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Bridge,
            ..
        })
    ));
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).pos, Pos::new(3, 1));
}

#[test]
fn r11_bottomless_pit_kills_on_a_failed_luck_test() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::BottomlessPit,
        [W, O, W, O],
    );
    put(&mut g, 0, Pos::new(1, 1), None);
    rig(&mut g, &[d6(3), d6(3)]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).status, Status::Dead(DeathCause::BottomlessPit));
    assert_eq!(g.phase, Phase::Ended);
}

#[test]
fn r11_spider_web_traps_until_torn_through() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::SpiderWeb, [W, O, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    inert(&mut g, Pos::new(9, 8), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Web { .. })));
    rig(&mut g, &[d6(6), d6(6)]);
    act(&mut g, 0, Action::Cross { rope: false });
    assert!(g.hero(0).web_stuck);
    // At the start of Hugo's next turn he must tear at the web again, before anything else.
    rig(&mut g, &[d6(1), d6(1)]);
    let e = act(&mut g, 1, mv(Dir::Right));
    assert!(
        has(&e, |e| matches!(
            e,
            Event::Tested {
                seat: 0,
                target: 8,
                passed: true,
                ..
            }
        )),
        "Strength 7 + 1 determination"
    );
    assert!(!g.hero(0).web_stuck);
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            seat: 0,
            why: MoveOn::Web
        })
    ));
}

#[test]
fn r12_dead_end_kills_after_two_failed_searches_lindel_three() {
    for (hero, limit) in [("hugo", 2), ("lindel", 3)] {
        let mut g = new_game(&[hero]);
        room(
            &mut g,
            Pos::new(3, 3),
            ChamberKind::DungeonRoom,
            [W, W, W, W],
        );
        put(&mut g, 0, Pos::new(3, 3), Some(Dir::Up));
        for i in 1..=limit {
            let empty = card_draw(&g, "search_empty");
            rig(&mut g, &[empty]);
            act(&mut g, 0, Action::Search);
            if i < limit {
                assert!(g.hero(0).in_dungeon(), "{hero} survives search {i}");
            }
        }
        assert_eq!(
            g.hero(0).status,
            Status::Dead(DeathCause::DeadEnd),
            "{hero}"
        );
    }
}

#[test]
fn r12_search_needs_an_icon_and_stops_after_the_limit() {
    let mut g = new_game(&["hugo"]);
    room(&mut g, Pos::new(3, 3), ChamberKind::Corridor, [W, O, W, W]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Right));
    assert_eq!(
        apply(&g, Some(0), Action::Search),
        Err(Rejection::CannotSearch {
            why: SearchBlock::NoSearchIcon
        })
    );
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [W, O, W, W],
    );
    g.hero_mut(0).searches = 2;
    assert_eq!(
        apply(&g, Some(0), Action::Search),
        Err(Rejection::CannotSearch {
            why: SearchBlock::SearchedEnough { limit: 2 }
        })
    );
}

#[test]
fn r13_a_hero_with_nowhere_to_go_loses_the_turn() {
    let mut g = new_game(&["hugo", "lindel"]);
    // Lindel's only way out is Hugo's room, and he has searched all he may.
    inert(&mut g, Pos::new(3, 3), [W, O, W, W]);
    inert(&mut g, Pos::new(4, 3), [W, W, W, O]);
    put(&mut g, 0, Pos::new(4, 3), Some(Dir::Left));
    put(&mut g, 1, Pos::new(3, 3), Some(Dir::Right));
    g.hero_mut(1).searches = 3;
    let empty = card_draw(&g, "search_empty");
    rig(&mut g, &[empty]);
    let e = act(&mut g, 0, Action::Search);
    assert!(
        has(&e, |e| *e
            == Event::TurnLost {
                seat: 1,
                why: LostTurn::Blocked
            }),
        "{e:?}"
    );
    assert_eq!(
        g.hero(1).status,
        Status::InDungeon,
        "blocked is not a dead end"
    );
    assert_eq!(g.to_act(), Some(0));
}

// ------------------------------------------------------------------------------ tests, wounds

#[test]
fn r14_failure_adds_determination_for_the_same_encounter_only() {
    let mut g = new_game(&["challara", "hugo"]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    put(&mut g, 1, Pos::new(8, 8), None);
    room(&mut g, Pos::new(2, 2), ChamberKind::TrapRoom, [O, O, O, O]);
    inert(&mut g, Pos::new(1, 2), [W, O, W, W]);
    put(&mut g, 0, Pos::new(1, 2), None);
    let trapdoor = card_draw(&g, "trapdoor");
    rig(&mut g, &[trapdoor, d6(6), d6(2)]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).wounds, 1);
    assert_eq!(g.hero(0).kept, vec![card("trapdoor")]);
    assert_eq!(g.hero(0).determination.map(|d| d.1), Some(1));
}

#[test]
fn r15_death_at_greater_or_equal() {
    let mut g = new_game(&["challara"]);
    g.hero_mut(0).wounds = 12;
    assert!(!g.kills(0, 12), "12 wounds on 12 life: alive (forum)");
    assert!(g.kills(0, 13));
    g.settings.death_at = DeathAt::EqualOrGreater;
    assert!(g.kills(0, 12), "rulebook: dead at 12");
}

// ------------------------------------------------------------------------------ exits, end

#[test]
fn r26_exit_needs_loot_and_the_game_ends_when_all_are_out() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
    act(&mut g, 0, mv(Dir::Left));
    assert!(
        matches!(
            g.awaiting,
            Some(Awaiting::MoveOn {
                why: MoveOn::Tower,
                ..
            })
        ),
        "no loot: must move on"
    );
    assert_eq!(
        apply(&g, Some(0), Action::Exit),
        Err(Rejection::NoLootToExit),
        "the refusal says why"
    );
    act(&mut g, 0, mv(Dir::Right));
    g.hero_mut(0).loot.push(card("dungeon_gold_30"));
    g.pile_mut(Deck::Dungeon)
        .draw
        .retain(|&c| c != card("dungeon_gold_30"));
    act(&mut g, 0, mv(Dir::Left));
    assert!(matches!(g.awaiting, Some(Awaiting::Tower { .. })));
    let e = act(&mut g, 0, Action::Exit);
    assert!(has(&e, |e| *e == Event::Exited { seat: 0 }));
    let o = g.outcome.clone().unwrap();
    assert_eq!(o.reason, EndReason::AllOut);
    assert_eq!(o.winners, vec![0]);
    assert_eq!(o.scores[0].electrum, 30);
}

#[test]
fn r27_ties_go_to_the_best_card_then_most_cards_then_are_shared() {
    let mut g = new_game(&["hugo", "lindel", "tatianna", "krutzbeck"]);
    for s in 0..4 {
        g.hero_mut(s).status = Status::Exited;
    }
    let c = |id: &str| card(id);
    g.hero_mut(0).loot = vec![c("dungeon_gold_30"), c("dungeon_gold_40")]; // 70, best 40
    g.hero_mut(1).loot = vec![c("search_gold_70")]; // 70, best 70
    g.hero_mut(2).loot = vec![c("search_gold_60"), c("search_gold_10")]; // 70, best 60
    g.hero_mut(3).loot = vec![c("search_gold_10")];
    let o = outcome(&g, EndReason::AllOut);
    assert_eq!(o.winners, vec![1]);
    g.hero_mut(1).loot = vec![c("search_gold_60"), c("search_gold_10")];
    g.hero_mut(2).loot = vec![c("search_gold_60"), c("spark"), c("search_gold_10")];
    let o = outcome(&g, EndReason::AllOut);
    assert_eq!(o.winners, vec![2], "most cards");
    g.hero_mut(1).loot = g.hero(2).loot.clone();
    let o = outcome(&g, EndReason::AllOut);
    assert_eq!(o.winners, vec![1, 2], "shared");
}

// ------------------------------------------------------------------------------ the Dragon

#[test]
fn r23_sleeping_lowers_the_chance_and_staying_draws_again() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(6, 3), [W, W, O, W]);
    put(&mut g, 0, Pos::new(6, 3), None);
    rig(&mut g, &[(100, 89)]);
    let e = act(&mut g, 0, mv(Dir::Down));
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn {
            chance: 90,
            roll: 90,
            sleeping: true,
            ..
        }
    )));
    assert_eq!(g.hero(0).loot.len(), 2);
    assert_eq!(g.dragon_chance, 80);
    rig(&mut g, &[(100, 80)]);
    let e = act(&mut g, 0, Action::Stay);
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn {
            chance: 80,
            roll: 81,
            sleeping: false,
            ..
        }
    )));
}

#[test]
fn r24_dragon_rage_burns_treasure_wounds_and_forces_a_retreat_then_resets() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(6, 3), [W, W, O, W]);
    room(
        &mut g,
        Pos::new(5, 4),
        ChamberKind::DungeonRoom,
        [W, D, W, W],
    );
    put(&mut g, 0, Pos::new(6, 3), None);
    put(&mut g, 1, TREASURE_LOWER, Some(Dir::Down));
    inert(&mut g, Pos::new(7, 5), [W, W, W, O]);
    g.hero_mut(1).loot = vec![card("giant_ruby"), card("search_gold_10")];
    g.pile_mut(Deck::Treasure)
        .draw
        .retain(|&c| c != card("giant_ruby"));
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("search_gold_10"));
    g.dragon_chance = 70;
    rig(&mut g, &[(100, 95), d6(2), d6(3)]);
    let e = act(&mut g, 0, mv(Dir::Down));
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn {
            sleeping: false,
            ..
        }
    )));
    assert_eq!(g.hero(0).wounds, 5);
    assert!(
        matches!(g.awaiting, Some(Awaiting::Retreat { seat: 0, .. })),
        "the drawer first"
    );
    act(&mut g, 0, mv(Dir::Up));
    assert!(g.hero(0).must_encounter);
    // Then Lindel: his treasure burns, his gold stays.
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::RageReroll { .. }) | Some(Awaiting::Retreat { seat: 1, .. })
    ));
    assert_eq!(g.hero(1).loot, vec![card("search_gold_10")]);
    assert!(matches!(
        apply(
            &g,
            Some(1),
            Action::Move {
                dir: Dir::Left,
                half: Some(Half::Upper)
            }
        ),
        Err(Rejection::Move {
            why: MoveBlock::NoDoorsOnRetreat,
            ..
        })
    ));
    act(
        &mut g,
        1,
        Action::Move {
            dir: Dir::Right,
            half: Some(Half::Lower),
        },
    );
    assert_eq!(g.dragon_chance, 90);
    assert_eq!(
        g.to_act(),
        Some(1),
        "Hugo's turn is over, and each has faced his new chamber"
    );
    assert!(!g.hero(0).must_encounter && !g.hero(1).must_encounter);
}

#[test]
fn r31_leaving_the_treasure_chamber_resets_the_odds_and_a_return_that_turn_draws_nothing() {
    let mut g = new_game(&["hugo"]);
    // A Corridor above the upper half: its only way on leads straight back in.
    let above = TREASURE_UPPER.step(Dir::Up);
    room(&mut g, above, ChamberKind::Corridor, [W, W, O, W]);
    put(&mut g, 0, TREASURE_UPPER, Some(Dir::Left));
    g.dragon_chance = 70;
    let e = act(&mut g, 0, mv(Dir::Up));
    assert!(
        has(&e, |e| matches!(e, Event::DragonReset)),
        "the chamber is empty: the chance is fresh at once"
    );
    assert_eq!(g.dragon_chance, 90);
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Corridor,
            ..
        })
    ));
    let e = act(&mut g, 0, mv(Dir::Down));
    assert_eq!(g.hero(0).pos, TREASURE_UPPER, "carried back in");
    assert!(
        !has(&e, |e| matches!(e, Event::DragonDrawn { .. })),
        "no Dragon card on the turn he left"
    );
    assert!(has(&e, |e| matches!(e, Event::TurnEnded { seat: 0 })));
    // On his next turn he stays and draws at the fresh chance.
    assert_eq!((g.turn, g.to_act()), (2, Some(0)));
    let e = act(&mut g, 0, Action::Stay);
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn { chance: 90, .. }
    )));
}

#[test]
fn r31_the_odds_stay_while_another_hero_is_still_inside() {
    let mut g = new_game(&["hugo", "lindel"]);
    let above = TREASURE_UPPER.step(Dir::Up);
    inert(&mut g, above, [W, W, O, W]);
    put(&mut g, 0, TREASURE_UPPER, Some(Dir::Left));
    put(&mut g, 1, TREASURE_LOWER, Some(Dir::Right));
    g.dragon_chance = 70;
    let e = act(&mut g, 0, mv(Dir::Up));
    assert!(!has(&e, |e| matches!(e, Event::DragonReset)));
    assert_eq!(g.dragon_chance, 70, "Lindel is still in the chamber");
}

#[test]
fn r32_a_fallen_elf_met_without_loot_is_escaped_or_attacked() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    assert!(g.hero(0).loot.is_empty());
    let elf = card_draw(&g, "fallen_elf");
    rig(&mut g, &[elf]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(
        !has(&e, |e| matches!(e, Event::CombatStarted(_))),
        "no fight forced on him"
    );
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster {
            seat: 0,
            can_escape: true,
            ..
        })
    ));
    let legal = super::rules::legal_actions(&g, 0);
    assert!(legal.contains(&Action::Escape) && legal.contains(&Action::Attack));
    assert!(!legal.iter().any(|a| matches!(a, Action::Drop { .. })));
    rig(&mut g, &[(100, 0)]);
    act(&mut g, 0, Action::Escape);
    assert_eq!(
        g.hero(0).pos,
        Pos::new(1, 1),
        "escaped back the way he came"
    );
    assert_eq!(g.combat, None);
}

#[test]
fn r32_with_loot_the_fallen_elf_still_asks_for_a_card() {
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.hero_mut(0).loot.push(card("search_gold_10"));
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("search_gold_10"));
    let elf = card_draw(&g, "fallen_elf");
    rig(&mut g, &[elf]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.awaiting, Some(Awaiting::FallenElf { seat: 0 }));
    assert_eq!(apply(&g, Some(0), Action::Escape), Err(Rejection::NotNow));
}

// ------------------------------------------------------------------------------ cards

#[test]
fn cards_a_secret_door_onto_a_bridge_lets_him_choose_his_end() {
    let mut g = new_game(&["tatianna"]);
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    room(&mut g, Pos::new(4, 3), ChamberKind::Bridge, [W, O, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(4, 3)) {
        ch.span = Some([Dir::Left, Dir::Right]);
    }
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    let door = card_draw(&g, "search_secret_door");
    rig(&mut g, &[door]);
    act(&mut g, 0, Action::Search);
    // Through the door into the Bridge's LEFT end: still, by special movement, she picks.
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.awaiting, Some(Awaiting::BridgeEnd { seat: 0 }));
    act(&mut g, 0, Action::End(Dir::Right));
    assert_eq!(g.hero(0).entered_via, Some(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Bridge { .. })));
}

#[test]
fn cards_offer_draws_only_when_accepted() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    put(&mut g, 0, Pos::new(1, 1), None);
    let dead = card_draw(&g, "dead_adventurer");
    rig(&mut g, &[dead]);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Offer {
            deck: Deck::Corpse,
            ..
        })
    ));
    let gold = card_draw(&g, "corpse_gold_200");
    rig(&mut g, &[gold]);
    act(&mut g, 0, Action::Yes);
    assert_eq!(g.hero(0).loot, vec![card("corpse_gold_200")]);
}

#[test]
fn cards_secret_door_passes_through_a_wall() {
    let mut g = new_game(&["hugo"]);
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    let door = card_draw(&g, "search_secret_door");
    rig(&mut g, &[door]);
    act(&mut g, 0, Action::Search);
    assert!(matches!(g.awaiting, Some(Awaiting::SecretDoor { .. })));
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(
        &e,
        |e| matches!(e, Event::Moved { special: true, to, .. } if *to == Pos::new(4, 3))
    ));
}

#[test]
fn cards_passage_down_marks_the_chamber_but_not_a_cave_in() {
    for (kind, marked) in [
        (ChamberKind::DungeonRoom, true),
        (ChamberKind::CaveIn, false),
    ] {
        let mut g = new_game(&["hugo"]);
        room(&mut g, Pos::new(3, 3), kind, [O, O, O, O]);
        put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
        let pd = card_draw(&g, "search_passage_down");
        rig(&mut g, &[pd]);
        act(&mut g, 0, Action::Search);
        assert_eq!(g.board.chamber(Pos::new(3, 3)).unwrap().marker, marked);
        assert_eq!(g.markers_left, if marked { 5 } else { 6 });
    }
}

#[test]
fn cards_torch_goes_out_costs_the_next_turn() {
    let mut g = new_game(&["hugo", "lindel"]);
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [O, O, O, O],
    );
    inert(&mut g, Pos::new(2, 3), [W, O, W, W]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    inert(&mut g, Pos::new(9, 8), [W, W, W, O]);
    put(&mut g, 0, Pos::new(2, 3), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    let torch = card_draw(&g, "torch_goes_out");
    rig(&mut g, &[torch]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).lose_turns, 1);
    let e = act(&mut g, 1, mv(Dir::Right));
    assert!(has(&e, |e| *e
        == Event::TurnLost {
            seat: 0,
            why: LostTurn::Lost
        }));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn cards_curse_lowers_every_test() {
    let mut g = new_game(&["hugo"]);
    assert_eq!(g.attribute(0, super::content::Attr::Strength), 7);
    g.hero_mut(0).kept.push(card("curse_of_the_wizard"));
    assert_eq!(g.attribute(0, super::content::Attr::Strength), 6);
}

#[test]
fn cards_potion_and_bottle_imp() {
    let mut g = new_game(&["hugo"]);
    g.hero_mut(0).loot = vec![card("search_unstable_potion")];
    g.hero_mut(0).wounds = 5;
    rig(&mut g, &[d6(4), d6(3)]);
    let e = act(&mut g, 0, Action::Drink);
    assert!(has(&e, |e| *e == Event::Healed { seat: 0, amount: 3 }));
    assert!(g.hero(0).loot.is_empty());
    assert_eq!(g.awaiting, None, "drinking is free: still his turn");
    assert_eq!(g.to_act(), Some(0));

    // The imp takes the cheapest other Loot at the end.
    let mut g = new_game(&["hugo"]);
    g.hero_mut(0).loot = vec![
        card("bottle_imp"),
        card("search_gold_10"),
        card("giant_ruby"),
    ];
    inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
    act(&mut g, 0, mv(Dir::Left));
    let e = act(&mut g, 0, Action::Exit);
    assert!(has(&e, |e| *e
        == Event::ImpStole {
            seat: 0,
            card: card("search_gold_10")
        }));
    assert_eq!(g.outcome.unwrap().scores[0].electrum, 3000);
}

#[test]
fn gherinn_may_pray_before_a_test() {
    let mut g = new_game(&["gherinn"]);
    behind_portcullis(&mut g);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Test { .. })));
    rig(&mut g, &[d6(3), d6(3)]);
    let e = act(&mut g, 0, Action::Pray);
    assert_eq!(g.hero(0).wounds, 1);
    assert!(
        has(&e, |e| matches!(
            e,
            Event::Tested {
                target: 6,
                passed: true,
                ..
            }
        )),
        "Strength 3 + 3 determination"
    );
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
}

#[test]
fn r11_loot_may_be_dropped_on_a_bridge_before_crossing() {
    let mut g = new_game(&["tatianna"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(&mut g, Pos::new(2, 1), ChamberKind::Bridge, [W, O, W, O]);
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.span = Some([Dir::Left, Dir::Right]);
    }
    g.hero_mut(0).loot = vec![card("search_gold_10"), card("search_gold_60")];
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("search_gold_10") && c != card("search_gold_60"));
    put(&mut g, 0, Pos::new(1, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        apply(
            &g,
            Some(0),
            Action::Drop {
                name: "ruby".into()
            }
        ),
        Err(Rejection::NoSuchLoot {
            name: "ruby".into()
        })
    );
    act(
        &mut g,
        0,
        Action::Drop {
            name: "gold (10".into(),
        },
    );
    assert_eq!(g.hero(0).loot, vec![card("search_gold_60")]);
    assert!(
        matches!(g.awaiting, Some(Awaiting::Bridge { .. })),
        "still on the bridge, still asked"
    );
    rig(&mut g, &[d6(5), d6(4)]);
    let e = act(&mut g, 0, Action::Cross { rope: false });
    assert!(
        has(&e, |e| matches!(
            e,
            Event::Tested {
                modifier: 1,
                passed: false,
                ..
            }
        )),
        "9 + 1 > 9"
    );
}

// ------------------------------------------------------------------------------ monsters

use super::event::{CombatResult, StrikeWinner};
use super::state::{Actor, MonsterSide, Plan, Strike};

fn plan(s: Strike, b: Strike, c: Strike) -> Plan {
    Plan {
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

fn report(e: &[Event]) -> super::event::RoundReport {
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

#[test]
fn r20_glenn_against_the_skeleton() {
    // Skeleton token 2 has life 3. Lindel stands in for Glenn: he has no combat ability.
    let mut g = fight("lindel", 2);
    g.hero_mut(0).loot.push(card("spark"));
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("spark"));
    let e = round(&mut g, plan(S, R, M), plan(M, S, R));
    let r = report(&e);
    assert_eq!(r.winners, [StrikeWinner::Hero; 3]);
    assert_eq!(
        (r.hero_deals, r.monster_deals),
        (2, 0),
        "round 1: the Skeleton takes 2"
    );
    assert!(g.combat.as_ref().unwrap().hero_carry);
    let e = round(&mut g, plan(M, M, M), plan(M, S, S));
    let r = report(&e);
    assert_eq!(
        r.winners,
        [
            StrikeWinner::Draw,
            StrikeWinner::Monster,
            StrikeWinner::Monster
        ]
    );
    assert_eq!(
        (r.hero_deals, r.monster_deals),
        (1, 0),
        "round 2: Skeleton 1 (the carried counter), Glenn 0"
    );
    assert_eq!(g.hero(0).wounds, 0);
    let e = round(
        &mut g,
        Plan {
            spark: true,
            ..plan(M, M, R)
        },
        plan(M, S, R),
    );
    let r = report(&e);
    assert_eq!(
        (r.hero_deals, r.monster_deals),
        (1, 2),
        "round 3: Glenn takes 2, the Skeleton 1 (the Spark)"
    );
    assert_eq!(g.hero(0).wounds, 2);
    assert!(
        !g.hero(0).loot.contains(&card("spark")),
        "the Spark is spent"
    );
    // 2 + 1 + 1 = 4 wounds > life 3: the Skeleton is destroyed and its token goes back.
    assert!(has(&e, |e| matches!(
        e,
        Event::CombatEnded {
            result: CombatResult::HeroWon,
            ..
        }
    )));
    assert!(g.combat.is_none() && g.tokens.is_empty());
}

#[test]
fn r18_escape_success_puts_the_token_down_and_sends_the_hero_back() {
    let mut g = new_game(&["hugo", "gherinn"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 0));
    act(&mut g, 0, mv(Dir::Right));
    rig(&mut g, &[(100, 69)]);
    let e = act(&mut g, 0, Action::Escape);
    assert!(
        has(&e, |e| matches!(
            e,
            Event::EscapeRolled {
                roll: 70,
                escaped: true,
                ..
            }
        )),
        "70 against 70% escapes"
    );
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    assert!(g.hero(0).must_encounter);
    assert_eq!(g.tokens, vec![(Pos::new(2, 1), 0)]);
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn r18_a_failed_escape_costs_the_escape_damage_and_starts_the_fight() {
    let mut g = new_game(&["hugo", "gherinn"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    g.tokens.push((Pos::new(2, 1), 16)); // a Demon: escape 30%, damage 4
    act(&mut g, 0, mv(Dir::Right));
    rig(&mut g, &[(100, 30)]);
    let e = act(&mut g, 0, Action::Escape);
    assert!(has(&e, |e| matches!(
        e,
        Event::EscapeRolled {
            roll: 31,
            escaped: false,
            ..
        }
    )));
    assert_eq!(g.hero(0).wounds, 4);
    assert!(g.combat.is_some());
    assert_eq!(
        g.combat.as_ref().unwrap().side,
        MonsterSide::Offered {
            seat: 1,
            open: false
        }
    );
}

#[test]
fn r18_no_escape_from_a_portcullis_room() {
    let mut g = new_game(&["hugo", "gherinn"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::Portcullis,
        [W, W, W, P],
    );
    put(&mut g, 0, Pos::new(1, 1), None);
    g.tokens.push((Pos::new(2, 1), 0));
    inert(&mut g, Pos::new(1, 1), [W, P, W, W]);
    // Through the portcullis first (rig the Strength test), then the Skeleton.
    rig(&mut g, &[d6(1), d6(1)]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        apply(&g, Some(0), Action::Escape),
        Err(Rejection::CannotEscape {
            why: super::action::EscapeBlock::Portcullis
        })
    );
    assert!(apply(&g, Some(0), Action::Attack).is_ok());
}

#[test]
fn r21_monster_victory_leaves_its_token_and_it_is_healed_next_time() {
    let mut g = fight("hugo", 19); // a Demon with life 8
    g.hero_mut(0).wounds = 16;
    let e = round(&mut g, plan(R, R, R), plan(M, M, M));
    assert!(has(&e, |e| matches!(
        e,
        Event::Died {
            seat: 0,
            cause: DeathCause::Monster(4)
        }
    )));
    assert!(has(&e, |e| matches!(
        e,
        Event::CombatEnded {
            result: CombatResult::MonsterWon,
            ..
        }
    )));
    assert_eq!(g.tokens, vec![(Pos::new(2, 1), 19)]);
    assert!(
        g.combat.is_none(),
        "its wounds go with the fight: the token is whole again"
    );
}

#[test]
fn r21_both_can_die_in_the_same_round() {
    let mut g = fight("hugo", 0); // a Skeleton with life 2
    g.hero_mut(0).wounds = 16;
    g.combat.as_mut().unwrap().monster_wounds = 2;
    g.combat.as_mut().unwrap().monster_carry = true;
    // Hugo wins Standard and Brutal: 2 more wounds (4 > 2); the carried counter kills him.
    let e = round(&mut g, plan(S, R, S), plan(M, S, S));
    assert!(
        has(&e, |e| matches!(
            e,
            Event::CombatEnded {
                result: CombatResult::BothDied,
                ..
            }
        )),
        "{e:?}"
    );
    assert!(g.tokens.is_empty());
}

#[test]
fn abilities_and_items_in_combat() {
    // Challara's Spell beats Spell; Krutzbeck's Brutal beats the same type.
    let mut g = fight("challara", 19);
    let r = report(&round(&mut g, plan(S, S, S), plan(S, S, S)));
    assert_eq!(r.winners, [StrikeWinner::Hero; 3]);
    let mut g = fight("krutzbeck", 19);
    let r = report(&round(&mut g, plan(M, M, M), plan(M, M, M)));
    assert_eq!(
        r.winners,
        [StrikeWinner::Draw, StrikeWinner::Hero, StrikeWinner::Draw]
    );
    // Hugo shrugs off one wound when his Standard draws.
    let mut g = fight("hugo", 19);
    let r = report(&round(&mut g, plan(M, R, M), plan(M, S, M)));
    assert!(r.hugo_ignored || r.monster_deals == 0);
    let mut g = fight("hugo", 19);
    g.combat.as_mut().unwrap().monster_carry = true;
    let r = report(&round(&mut g, plan(M, M, M), plan(M, M, M)));
    assert_eq!(
        (r.monster_deals, r.hero_takes, r.hugo_ignored),
        (1, 0, true)
    );
    // The Shield stops the first wound of a fight, once; the Rune Blade adds one to a won Standard.
    let mut g = fight("lindel", 19);
    g.hero_mut(0).loot = vec![card("shield"), card("rune_blade")];
    let r = report(&round(&mut g, plan(S, M, M), plan(M, M, M)));
    assert!(r.rune_blade);
    assert_eq!(r.hero_deals, 2);
    let r = report(&round(&mut g, plan(M, M, M), plan(S, M, M)));
    assert_eq!((r.monster_deals, r.hero_takes, r.shield_used), (1, 0, true));
    let r = report(&round(&mut g, plan(M, M, M), plan(S, M, M)));
    assert_eq!(
        (r.hero_takes, r.shield_used),
        (1, false),
        "only once per fight"
    );
}

#[test]
fn tatianna_strikes_first_when_she_attacks() {
    let mut g = new_game(&["tatianna", "gherinn"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    g.tokens.push((Pos::new(2, 1), 19));
    act(&mut g, 0, mv(Dir::Right));
    rig(&mut g, &[d6(6)]);
    let e = act(&mut g, 0, Action::Attack);
    assert!(has(&e, |e| *e == Event::MonsterWounded { amount: 2 }));
    assert_eq!(g.combat.as_ref().unwrap().monster_wounds, 2);
}

#[test]
fn r17_the_monster_part_is_offered_then_open_then_the_bot_can_have_it() {
    let mut g = new_game(&["hugo", "gherinn", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    g.tokens.push((Pos::new(2, 1), 0));
    act(&mut g, 0, mv(Dir::Right));
    act(&mut g, 0, Action::Attack);
    assert_eq!(
        g.combat.as_ref().unwrap().side,
        MonsterSide::Offered {
            seat: 1,
            open: false
        },
        "the next seat"
    );
    assert_eq!(
        apply(&g, Actor::Seat(2), Action::ClaimMonster),
        Err(Rejection::NotOffered)
    );
    assert_eq!(
        apply(&g, Actor::Seat(0), Action::Strikes(plan(M, M, M))).map(|_| ()),
        Ok(()),
        "the hero may send his strikes meanwhile"
    );
    act(&mut g, 1, Action::DeclineMonster);
    assert_eq!(
        apply(&g, Actor::Seat(0), Action::ClaimMonster),
        Err(Rejection::NotOffered),
        "never the hero's own player"
    );
    assert_eq!(
        apply(&g, Actor::Seat(2), Action::BotMonster),
        Err(Rejection::OrganiserOnly)
    );
    let e = apply(&g, Actor::Organiser, Action::BotMonster).unwrap();
    fold_all(&mut g, e.clone());
    assert!(
        has(&e, |e| matches!(e, Event::BotSubmitted { .. })),
        "the bot seals its strikes at once"
    );
    assert_eq!(g.awaited(), vec![Actor::Seat(0)]);
    // A dead or exited seat may still play a monster, and solo games give it to the bot.
    let g = {
        let mut g = new_game(&["hugo"]);
        inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
        inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
        put(&mut g, 0, Pos::new(1, 1), None);
        g.tokens.push((Pos::new(2, 1), 0));
        act(&mut g, 0, mv(Dir::Right));
        act(&mut g, 0, Action::Attack);
        g
    };
    assert_eq!(g.combat.as_ref().unwrap().side, MonsterSide::Bot);
}

#[test]
fn r16_with_every_token_of_a_kind_out_one_comes_from_the_board() {
    let mut g = new_game(&["hugo", "gherinn"]);
    for (i, t) in [0u8, 1, 2, 3].iter().enumerate() {
        g.tokens.push((Pos::new(5 + i as i8, 8), *t));
    }
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    let ambush = card_draw(&g, "ambush_skeleton");
    rig(&mut g, &[ambush, (4, 2)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(
        &e,
        |e| matches!(e, Event::MonsterAppears { token: 2, moved_from: Some(p), drawn: true, .. } if *p == Pos::new(7, 8))
    ));
    assert_eq!(g.tokens.len(), 3);
}

#[test]
fn r23_the_dragon_sleeps_at_90_80_70_within_a_point() {
    let mut g = new_game(&["hugo"]);
    put(&mut g, 0, TREASURE_UPPER, Some(Dir::Up));
    g.hero_mut(0).loot.push(card("search_gold_10"));
    g.pile_mut(Deck::Search)
        .draw
        .retain(|&c| c != card("search_gold_10"));
    for chance in (10..=90).rev().step_by(10) {
        let n = 40_000;
        let mut sleeping = 0;
        for _ in 0..n {
            g.dragon_chance = chance;
            let e = apply(&g, Some(0), Action::Stay).unwrap();
            if let Some(Event::DragonDrawn {
                sleeping: s,
                chance: c,
                ..
            }) = e.iter().find(|e| matches!(e, Event::DragonDrawn { .. }))
            {
                assert_eq!(*c, chance);
                sleeping += usize::from(*s);
            }
            g.draws += 1;
        }
        let pct = 100.0 * sleeping as f64 / n as f64;
        assert!(
            (pct - f64::from(chance)).abs() < 1.0,
            "chance {chance}%: slept {pct:.2}%"
        );
    }
}

#[test]
fn r24_dragon_rage_strikes_the_drawer_then_the_others_in_turn_order() {
    let mut g = new_game(&["hugo", "lindel", "tatianna", "krutzbeck"]);
    for s in 0..4 {
        put(
            &mut g,
            s,
            if s % 2 == 0 {
                TREASURE_UPPER
            } else {
                TREASURE_LOWER
            },
            Some(Dir::Up),
        );
    }
    g.current = 2;
    rig(&mut g, &[(100, 99)]);
    let e = act(&mut g, 2, Action::Stay);
    let order: Vec<usize> = e
        .iter()
        .filter_map(|e| {
            if let Event::Rolled {
                seat,
                why: super::event::RollFor::DragonRage,
                ..
            } = e
            {
                Some(*seat)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(order.first(), Some(&2), "the drawer first");
    // The rest come one by one as each retreats: answer each in turn.
    let mut seen = order.clone();
    while let Some(Awaiting::Retreat { seat, .. }) = g.awaiting.clone() {
        let a = super::rules::legal_actions(&g, seat)
            .into_iter()
            .find(|a| matches!(a, Action::Move { .. }))
            .unwrap();
        let e = act(&mut g, seat, a);
        seen.extend(e.iter().filter_map(|e| {
            if let Event::Rolled {
                seat,
                why: super::event::RollFor::DragonRage,
                ..
            } = e
            {
                Some(*seat)
            } else {
                None
            }
        }));
    }
    assert_eq!(seen, vec![2, 3, 0, 1]);
    assert_eq!(g.dragon_chance, 90);
}

mod catacombs;
mod options;
mod runes;
