//! Moving (R8-R10): refusals and their reasons, the Treasure Chamber shared, fresh tiles,
//! doors and portcullises.

use super::*;

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

/// `Hero::trail` keeps the spaces a hero moved out of, oldest first, at most `TRAIL`: what
/// the computer player, built afresh for each decision, knows of where it has been.
#[test]
fn the_trail_keeps_the_last_spaces_left() {
    let mut g = new_game(&["hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, O, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    assert!(g.hero(0).trail.is_empty());
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).trail, vec![Pos::new(1, 1)]);
    for i in 0..20 {
        let dir = if i % 2 == 0 { Dir::Left } else { Dir::Right };
        act(&mut g, 0, mv(dir));
    }
    let trail = &g.hero(0).trail;
    assert_eq!(trail.len(), TRAIL);
    assert_eq!(trail[TRAIL - 1], Pos::new(1, 1));
    assert_eq!(trail[TRAIL - 2], Pos::new(2, 1));
    // The view shows it.
    let v = crate::games::dungeonquest::engine::view(&g, Actor::Seat(0));
    assert_eq!(&v.seats[0].hero.trail, trail);
}
