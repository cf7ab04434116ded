//! The chambers (R11-R13, R18 on coming up): Corridor, Darkness, Chasm, Bridge, Pit, Web,
//! dead ends and searching, a hero with nowhere to go.

use super::*;

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
                        flag: crate::games::dungeonquest::engine::event::Flag::DarknessPending,
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
            why: crate::games::dungeonquest::engine::action::EscapeBlock::Resurfaced
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
        crate::games::dungeonquest::engine::board::Cell::Unexplored
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
