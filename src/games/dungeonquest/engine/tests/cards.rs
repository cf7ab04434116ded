//! Cards (R32, the Fallen Elf; Secret Doors, offers, Passages Down, curses, potions, the
//! Bottle Imp) and Gherinn's prayer.

use super::*;

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
    let legal = crate::games::dungeonquest::engine::rules::legal_actions(&g, 0);
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
    assert_eq!(
        g.attribute(
            0,
            crate::games::dungeonquest::engine::content::Attr::Strength
        ),
        7
    );
    g.hero_mut(0).kept.push(card("curse_of_the_wizard"));
    assert_eq!(
        g.attribute(
            0,
            crate::games::dungeonquest::engine::content::Attr::Strength
        ),
        6
    );
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
