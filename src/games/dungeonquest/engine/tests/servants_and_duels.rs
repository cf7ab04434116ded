//! The optional rules that put more than one fighter in play: Servants of Kalladra, Multiple
//! Monsters, Hero vs Hero (and Cloak and Dagger's blind spoils).

use super::options::with;
use super::*;
use crate::games::dungeonquest::engine::action::ServantBlock;
use crate::games::dungeonquest::engine::rules::legal_actions;

/// Three heroes, Servants of Kalladra on, seat 1 killed; seat 0 (Hugo) stands in an inert room
/// at B2 and ends his turn by moving RIGHT to C2.
fn servants(extra: &[&str]) -> Game {
    let mut opts = vec!["servants_of_kalladra"];
    opts.extend_from_slice(extra);
    let mut g = with(&opts, &["hugo", "lindel", "tatianna"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, O, O]);
    inert(&mut g, Pos::new(2, 2), [O, O, W, W]);
    inert(&mut g, Pos::new(3, 2), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 2, Pos::new(8, 8), None);
    g.hero_mut(1).status = Status::Dead(DeathCause::Wounds);
    g.tokens.push((Pos::new(3, 2), 0));
    g
}

#[test]
fn servants_move_monsters_on_their_turns_and_a_monster_moved_onto_a_hero_attacks() {
    let mut g = servants(&[]);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Servant { seat: 1 })));
    // Walls stop monsters; doors would not.
    assert_eq!(
        apply(
            &g,
            Some(1),
            Action::MoveMonster {
                from: Pos::new(3, 2),
                dir: Dir::Up,
                monster: None
            }
        ),
        Err(Rejection::Servant {
            why: ServantBlock::Wall
        })
    );
    act(
        &mut g,
        1,
        Action::MoveMonster {
            from: Pos::new(3, 2),
            dir: Dir::Left,
            monster: None,
        },
    );
    assert_eq!(g.token_at(Pos::new(2, 2)), Some(0));
    assert_eq!(g.last_moved, Some(0));
    // Then Tatianna's turn, then Hugo's, then the servant's again.
    assert_eq!(g.to_act(), Some(2));
    act(&mut g, 2, Action::Search);
    act(&mut g, 0, mv(Dir::Left));
    assert!(matches!(g.awaiting, Some(Awaiting::Servant { seat: 1 })));
    act(&mut g, 1, Action::Decline);
    assert_eq!(g.to_act(), Some(2), "a servant may pass");
}

#[test]
fn an_attacking_monster_is_played_by_the_servant_who_moved_it() {
    let mut g = servants(&[]);
    put(&mut g, 0, Pos::new(2, 1), Some(Dir::Left));
    g.current = 1;
    g.awaiting = Some(Awaiting::Servant { seat: 1 });
    act(
        &mut g,
        1,
        Action::MoveMonster {
            from: Pos::new(3, 2),
            dir: Dir::Left,
            monster: None,
        },
    );
    g.current = 1;
    g.awaiting = Some(Awaiting::Servant { seat: 1 });
    g.last_moved = None;
    act(
        &mut g,
        1,
        Action::MoveMonster {
            from: Pos::new(2, 2),
            dir: Dir::Up,
            monster: None,
        },
    );
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster { seat: 0, .. })
    ));
    act(&mut g, 0, Action::Attack);
    assert_eq!(g.combat.as_ref().unwrap().side, MonsterSide::Seat(1));
}

#[test]
fn servants_add_monsters_beside_the_towers_while_there_are_fewer_than_heroes() {
    let mut g = servants(&[]);
    inert(&mut g, Pos::new(0, 1), [O, O, O, O]);
    g.current = 1;
    g.awaiting = Some(Awaiting::Servant { seat: 1 });
    assert_eq!(
        apply(&g, Some(1), Action::AddMonster { at: Pos::new(5, 5) }),
        Err(Rejection::Servant {
            why: ServantBlock::NotBesideTower
        })
    );
    let e = act(&mut g, 1, Action::AddMonster { at: Pos::new(0, 1) });
    assert!(has(
        &e,
        |e| matches!(e, Event::MonsterAdded { at, .. } if *at == Pos::new(0, 1))
    ));
    assert!(has(&e, |e| matches!(e, Event::CardBurned { .. })));
    assert_eq!(g.tokens.len(), 2);
    // Two monsters for two heroes left: no more may be added.
    g.current = 1;
    g.awaiting = Some(Awaiting::Servant { seat: 1 });
    assert_eq!(
        apply(&g, Some(1), Action::AddMonster { at: Pos::new(0, 1) }),
        Err(Rejection::Servant {
            why: ServantBlock::Enough
        })
    );
    assert_eq!(g.cards_accounted(Deck::Dungeon), 50);
}

#[test]
fn servants_never_move_a_monster_onto_another_even_with_multiple_monsters() {
    for extra in [&[][..], &["multiple_monsters"][..]] {
        let mut g = servants(extra);
        g.tokens.push((Pos::new(2, 2), 16));
        g.current = 1;
        g.awaiting = Some(Awaiting::Servant { seat: 1 });
        let onto = Action::MoveMonster {
            from: Pos::new(3, 2),
            dir: Dir::Left,
            monster: None,
        };
        assert_eq!(
            apply(&g, Some(1), onto.clone()),
            Err(Rejection::Servant {
                why: ServantBlock::Occupied
            }),
            "{extra:?}"
        );
        assert!(!legal_actions(&g, 1).contains(&onto));
    }
    // Adding More Monsters may still stack them under Multiple Monsters.
    let mut g = servants(&["multiple_monsters"]);
    inert(&mut g, Pos::new(0, 1), [O, O, O, O]);
    g.tokens = vec![(Pos::new(0, 1), 16)];
    g.current = 1;
    g.awaiting = Some(Awaiting::Servant { seat: 1 });
    act(&mut g, 1, Action::AddMonster { at: Pos::new(0, 1) });
    assert_eq!(g.tokens_at(Pos::new(0, 1)).len(), 2);
}

#[test]
fn without_servants_the_dead_have_no_turns() {
    let mut g = with(&[], &["hugo", "lindel", "tatianna"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    g.hero_mut(1).status = Status::Dead(DeathCause::Wounds);
    g.tokens.push((Pos::new(5, 5), 0));
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.to_act(), Some(2));
}

#[test]
fn multiple_monsters_the_hero_chooses_which_to_face_first() {
    let mut g = with(&["multiple_monsters"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 0));
    g.tokens.push((Pos::new(2, 1), 16));
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::WhichMonster { .. })));
    assert_eq!(
        apply(&g, Some(0), Action::FaceMonster(2)),
        Err(Rejection::NoSuchMonster)
    );
    act(&mut g, 0, Action::FaceMonster(4));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster { token: 16, .. })
    ));
    // Escaping one escapes them all.
    rig(&mut g, &[(100, 0)]);
    act(&mut g, 0, Action::Escape);
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    assert_eq!(g.tokens_at(Pos::new(2, 1)).len(), 2);
}

#[test]
fn hero_vs_hero_a_duel_to_four_wounds_the_victor_plunders_the_loser_falls_back() {
    let mut g = with(&["hero_vs_hero"], &["krutzbeck", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), Some(Dir::Right));
    g.hero_mut(1).loot = vec![card("dungeon_gold_30")];
    g.pile_mut(Deck::Dungeon)
        .draw
        .retain(|&c| c != card("dungeon_gold_30"));
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(
        e,
        Event::DuelStarted {
            attacker: 0,
            defender: 1
        }
    )));
    assert_eq!(g.awaited(), vec![Actor::Seat(0), Actor::Seat(1)]);
    assert_eq!(
        apply(&g, Some(0), Action::Escape),
        Err(Rejection::NotNow),
        "no escape in a duel"
    );
    // Krutzbeck's Brutal wins ties: each round he deals 2 (Standard won, doubled).
    act(&mut g, 0, Action::Strikes(plan(M, M, M)));
    let e = act(&mut g, 1, Action::Strikes(plan(R, M, M)));
    assert!(has(&e, |e| matches!(
        e,
        Event::DuelRound { deals: [2, 0], .. }
    )));
    act(&mut g, 1, Action::Strikes(plan(R, M, M)));
    let e = act(&mut g, 0, Action::Strikes(plan(M, M, M)));
    assert!(has(&e, |e| matches!(
        e,
        Event::DuelEnded {
            winner: Some(0),
            loser: Some(1)
        }
    )));
    assert_eq!(g.hero(1).wounds, 4);
    assert_eq!(g.hero(1).pos, Pos::new(3, 1), "thrown back the way he came");
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Spoils { seat: 0, from: 1 })
    ));
    assert_eq!(
        apply(
            &g,
            Some(0),
            Action::Take {
                name: "ruby".into()
            }
        ),
        Err(Rejection::NoSuchSpoil {
            name: "ruby".into()
        })
    );
    act(
        &mut g,
        0,
        Action::Take {
            name: "gold".into(),
        },
    );
    assert_eq!(g.hero(0).loot, vec![card("dungeon_gold_30")]);
    assert!(g.hero(1).loot.is_empty());
    assert!(g.duel.is_none());
    // Without the option the space is simply taken.
    let mut g = with(&[], &["krutzbeck", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), Some(Dir::Right));
    assert_eq!(
        apply(&g, Some(0), mv(Dir::Right)),
        Err(Rejection::Move {
            dir: Dir::Right,
            why: MoveBlock::Occupied { seat: 1 }
        })
    );
}

#[test]
fn hero_vs_hero_the_loser_is_never_thrown_onto_another_hero() {
    let mut g = with(&["hero_vs_hero"], &["krutzbeck", "lindel", "hugo"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, O, O, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(2, 2), [O, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), Some(Dir::Right));
    // Hugo stands where Lindel came from.
    put(&mut g, 2, Pos::new(3, 1), None);
    act(&mut g, 0, mv(Dir::Right));
    for _ in 0..2 {
        act(&mut g, 0, Action::Strikes(plan(M, M, M)));
        act(&mut g, 1, Action::Strikes(plan(R, M, M)));
    }
    assert_eq!(g.duel, None);
    assert_eq!(
        g.hero(1).pos,
        Pos::new(2, 2),
        "Hugo's chamber is taken: the next free one"
    );
    assert_eq!(g.hero(2).pos, Pos::new(3, 1));
}

#[test]
fn an_escape_never_lands_on_another_hero() {
    // Hugo escapes a Skeleton back to where he came from, but Lindel stands there now.
    let mut g = new_game(&["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, O, O]);
    inert(&mut g, Pos::new(2, 2), [O, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 0));
    act(&mut g, 0, mv(Dir::Right));
    put(&mut g, 1, Pos::new(1, 1), None);
    g.hero_mut(0).entered_via = Some(Dir::Left);
    rig(&mut g, &[(100, 0)]);
    act(&mut g, 0, Action::Escape);
    assert_eq!(g.hero(0).pos, Pos::new(2, 2));
}

/// Hugo (seat 0) moves RIGHT into C2, where Lindel (seat 1) stands beside a Skeleton token.
fn hero_and_monster_ahead() -> Game {
    let mut g = with(&["hero_vs_hero"], &["hugo", "lindel", "krutzbeck"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), None);
    put(&mut g, 2, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 0));
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(
        g.awaiting,
        Some(Awaiting::WhichMonster {
            seat: 0,
            after: AfterMonster::Duel { defender: 1 }
        }),
        "the attacker decides the order"
    );
    g
}

#[test]
fn hero_vs_hero_with_a_monster_there_too_the_attacker_picks_the_order() {
    // The hero first: the duel starts, the monster waits.
    let mut g = hero_and_monster_ahead();
    let e = act(&mut g, 0, Action::Attack);
    assert!(has(&e, |e| matches!(
        e,
        Event::DuelStarted {
            attacker: 0,
            defender: 1
        }
    )));
    // The monster first: fought to the end, then the duel.
    let mut g = hero_and_monster_ahead();
    act(&mut g, 0, Action::FaceMonster(0));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster {
            after: AfterMonster::Duel { defender: 1 },
            ..
        })
    ));
    act(&mut g, 0, Action::Attack);
    if let Some(MonsterSide::Offered { seat, .. }) = g.combat.as_ref().map(|c| c.side) {
        act(&mut g, seat, Action::TakeMonster);
    }
    let MonsterSide::Seat(monster) = g.combat.as_ref().unwrap().side else {
        panic!("{:?}", g.combat);
    };
    let mut started = false;
    for _ in 0..10 {
        act(&mut g, 0, Action::Strikes(plan(M, R, S)));
        let e = act(&mut g, monster, Action::Strikes(plan(R, S, M)));
        started |= has(&e, |e| matches!(e, Event::DuelStarted { attacker: 0, .. }));
        if g.combat.is_none() {
            break;
        }
    }
    assert!(started, "the duel follows the monster's defeat");
    assert!(g.tokens_at(Pos::new(2, 1)).is_empty());
    // Escaping the monster escapes the hero too.
    let mut g = hero_and_monster_ahead();
    act(&mut g, 0, Action::FaceMonster(0));
    rig(&mut g, &[(100, 0)]);
    act(&mut g, 0, Action::Escape);
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    assert!(g.duel.is_none());
}

#[test]
fn cloak_and_dagger_spoils_are_taken_blind() {
    let mut g = with(
        &["hero_vs_hero", "cloak_and_dagger"],
        &["krutzbeck", "lindel"],
    );
    g.hero_mut(1).loot = vec![card("dungeon_gold_30"), card("dungeon_gold_40")];
    for id in ["dungeon_gold_30", "dungeon_gold_40"] {
        g.pile_mut(Deck::Dungeon).draw.retain(|&c| c != card(id));
    }
    g.awaiting = Some(Awaiting::Spoils { seat: 0, from: 1 });
    rig(&mut g, &[(2, 1)]);
    let e = act(&mut g, 0, Action::Take { name: "any".into() });
    assert!(has(&e, |e| matches!(
        e,
        Event::Plundered { blind: true, .. }
    )));
    assert_eq!(
        g.hero(0).loot,
        vec![card("dungeon_gold_40")],
        "the second card, as drawn"
    );
    // The channel learns only that a card changed hands.
    let public = crate::games::dungeonquest::engine::redact(&e[1], Actor::Newcomer, &g).unwrap();
    assert!(matches!(
        public,
        Event::Plundered {
            card: crate::games::dungeonquest::engine::HIDDEN_CARD,
            ..
        }
    ));
}
