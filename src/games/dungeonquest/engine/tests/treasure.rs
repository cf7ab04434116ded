//! The Treasure Chamber and the Dragon (R23, R24, R31).

use super::*;

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
                why: crate::games::dungeonquest::engine::event::RollFor::DragonRage,
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
        let a = crate::games::dungeonquest::engine::rules::legal_actions(&g, seat)
            .into_iter()
            .find(|a| matches!(a, Action::Move { .. }))
            .unwrap();
        let e = act(&mut g, seat, a);
        seen.extend(e.iter().filter_map(|e| {
            if let Event::Rolled {
                seat,
                why: crate::games::dungeonquest::engine::event::RollFor::DragonRage,
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

#[test]
fn gherinns_reroll_is_spent_when_the_clock_takes_it_for_him() {
    let mut g = new_game(&["gherinn", "hugo"]);
    inert(&mut g, Pos::new(6, 3), [W, W, O, W]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(6, 3), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.dragon_chance = 10;
    rig(&mut g, &[(100, 95), d6(1), d6(1)]);
    act(&mut g, 0, mv(Dir::Down));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::RageReroll { seat: 0, .. })
    ));
    let by_clock = Action::ForAbsent {
        seat: 0,
        action: Box::new(Action::Reroll),
    };
    let e = apply(&g, Actor::Organiser, by_clock).unwrap();
    fold_all(&mut g, e);
    assert!(g.hero(0).rage_rerolled, "once a game, whoever sent it");
}
