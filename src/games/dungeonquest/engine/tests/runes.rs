//! The twelve runes: each at its moment, once, with a clear refusal at any other time.

use super::*;
use crate::games::dungeonquest::engine::action::EscapeBlock;
use crate::games::dungeonquest::engine::event::RollFor;
use crate::games::dungeonquest::engine::rules::legal_actions;

fn rune(id: &str) -> u8 {
    content().rune_by_id(id).unwrap()
}

fn give(g: &mut Game, seat: usize, id: &str) {
    g.hero_mut(seat).runes = vec![rune(id)];
}

fn use_rune(id: &str, dir: Option<Dir>) -> Action {
    Action::UseRune {
        rune: rune(id),
        dir,
    }
}

#[test]
fn healing_heals_1d6_once_and_only_when_there_is_something_to_heal() {
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "healing");
    assert_eq!(
        apply(&g, Some(0), use_rune("healing", None)),
        Err(Rejection::NoWounds)
    );
    g.hero_mut(0).wounds = 5;
    rig(&mut g, &[d6(3)]);
    let e = act(&mut g, 0, use_rune("healing", None));
    assert!(has(&e, |e| matches!(e, Event::Healed { amount: 3, .. })));
    assert_eq!(g.hero(0).wounds, 2);
    assert_eq!(g.to_act(), Some(0), "a free action: the turn goes on");
    assert_eq!(
        apply(&g, Some(0), use_rune("healing", None)),
        Err(Rejection::NoRune {
            rune: rune("healing")
        }),
        "one use"
    );
}

#[test]
fn a_rune_out_of_its_moment_is_refused_with_when_it_works() {
    let mut g = new_game(&["hugo"]);
    for id in [
        "warning", "fortune", "strength", "escape", "fury", "warding",
    ] {
        give(&mut g, 0, id);
        let before = g.clone();
        assert_eq!(
            apply(&g, Some(0), use_rune(id, None)),
            Err(Rejection::RuneNotNow { rune: rune(id) }),
            "{id}"
        );
        assert_eq!(before, g);
    }
    give(&mut g, 0, "passage");
    assert_eq!(
        apply(&g, Some(0), use_rune("passage", None)),
        Err(Rejection::RuneNeedsDir {
            rune: rune("passage")
        })
    );
    give(&mut g, 0, "calm");
    assert_eq!(
        apply(&g, Some(0), use_rune("healing", None)),
        Err(Rejection::NoRune {
            rune: rune("healing")
        })
    );
}

#[test]
fn warning_ignores_a_trap_card_just_drawn() {
    for warned in [true, false] {
        let mut g = new_game(&["hugo"]);
        if warned {
            give(&mut g, 0, "warning");
        }
        room(&mut g, Pos::new(2, 1), ChamberKind::TrapRoom, [O, O, O, O]);
        inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
        put(&mut g, 0, Pos::new(1, 1), None);
        let blade = card_draw(&g, "swinging_blade");
        rig(&mut g, &[blade, d6(6), d6(6)]);
        act(&mut g, 0, mv(Dir::Right));
        if warned {
            assert!(matches!(g.awaiting, Some(Awaiting::Warning { .. })));
            let e = act(&mut g, 0, use_rune("warning", None));
            assert!(!has(&e, |e| matches!(e, Event::Tested { .. })));
            assert_eq!(g.hero(0).wounds, 0);
        } else {
            assert_eq!(g.hero(0).wounds, 3, "no rune: the blade swings");
        }
    }
}

#[test]
fn stasis_gives_two_more_moves_and_may_stop_early() {
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "stasis");
    for c in 1..=4 {
        inert(&mut g, Pos::new(c, 1), [W, O, W, O]);
    }
    put(&mut g, 0, Pos::new(1, 1), Some(Dir::Left));
    act(&mut g, 0, use_rune("stasis", None));
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Stasis,
            ..
        })
    ));
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Stasis,
            ..
        })
    ));
    let e = act(&mut g, 0, Action::No);
    assert!(has(&e, |e| matches!(e, Event::TurnStarted { .. })));
    assert_eq!(g.hero(0).pos, Pos::new(3, 1));
    assert_eq!(g.turn_facts.stasis, 0);
}

#[test]
fn escape_gets_away_without_a_roll_where_escape_is_allowed() {
    let mut g = new_game(&["hugo", "lindel"]);
    give(&mut g, 0, "escape");
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 19));
    act(&mut g, 0, mv(Dir::Right));
    let e = act(&mut g, 0, use_rune("escape", None));
    assert!(!has(&e, |e| matches!(e, Event::EscapeRolled { .. })));
    assert_eq!(g.hero(0).pos, Pos::new(1, 1));
    assert!(g.hero(0).must_encounter);
    // Behind a portcullis the rune does not help: the refusal says why.
    let mut g = new_game(&["hugo", "lindel"]);
    give(&mut g, 0, "escape");
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::Portcullis,
        [W, W, W, O],
    );
    put(&mut g, 0, Pos::new(2, 1), Some(Dir::Left));
    put(&mut g, 1, Pos::new(8, 8), None);
    g.awaiting = Some(Awaiting::Monster {
        seat: 0,
        token: 19,
        after: AfterMonster::Chamber,
        can_escape: false,
    });
    assert_eq!(
        apply(&g, Some(0), use_rune("escape", None)),
        Err(Rejection::CannotEscape {
            why: EscapeBlock::Portcullis
        })
    );
}

#[test]
fn fortune_rolls_a_failed_test_again_and_strength_passes_without_rolling() {
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "fortune");
    behind_portcullis(&mut g);
    rig(&mut g, &[d6(6), d6(6)]);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Fortune { .. })));
    rig(&mut g, &[d6(1), d6(1)]);
    let e = act(&mut g, 0, use_rune("fortune", None));
    assert!(has(&e, |e| matches!(e, Event::Tested { passed: true, .. })));
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
    // Strength: asked before the roll; the rune passes it.
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "strength");
    behind_portcullis(&mut g);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Test { .. })));
    assert!(
        !legal_actions(&g, 0).contains(&Action::Pray),
        "only Gherinn prays"
    );
    let e = act(&mut g, 0, use_rune("strength", None));
    assert!(!has(&e, |e| matches!(e, Event::Tested { .. })));
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
}

#[test]
fn strength_passes_without_spending_focused_determination_tokens() {
    let settings = Settings::default().with_options(&["focused_determination"]);
    let mut g = new_game_with(settings, &["hugo"]);
    give(&mut g, 0, "strength");
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 1));
    behind_portcullis(&mut g);
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Test { .. })));
    act(&mut g, 0, use_rune("strength", None));
    assert_eq!(g.hero(0).pos, Pos::new(2, 1));
    assert_eq!(
        g.hero(0).determination.map(|d| d.1),
        Some(1),
        "the token is kept for a later test (R14)"
    );
    // Without the option the encounter's tokens go with it.
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "strength");
    behind_portcullis(&mut g);
    act(&mut g, 0, mv(Dir::Right));
    act(&mut g, 0, use_rune("strength", None));
    assert_eq!(g.hero(0).determination, None);
}

#[test]
fn passage_steps_through_a_wall_into_explored_ground_and_sight_reveals_the_unknown() {
    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "passage");
    inert(&mut g, Pos::new(3, 3), [W, W, W, W]);
    inert(&mut g, Pos::new(4, 3), [W, W, W, W]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    assert_eq!(
        apply(&g, Some(0), use_rune("passage", Some(Dir::Up))),
        Err(Rejection::Move {
            dir: Dir::Up,
            why: MoveBlock::Unexplored
        })
    );
    let e = act(&mut g, 0, use_rune("passage", Some(Dir::Right)));
    assert!(has(&e, |e| matches!(e, Event::Moved { special: true, .. })));
    assert_eq!(g.hero(0).pos, Pos::new(4, 3));

    let mut g = new_game(&["hugo"]);
    give(&mut g, 0, "sight");
    inert(&mut g, Pos::new(3, 3), [O, O, O, O]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    let e = act(&mut g, 0, use_rune("sight", Some(Dir::Up)));
    assert!(has(
        &e,
        |e| matches!(e, Event::ChamberDrawn { pos, entry: Dir::Down, .. } if *pos == Pos::new(3, 2))
    ));
    assert_eq!(g.hero(0).pos, Pos::new(3, 3), "he only looked");
    assert!(
        g.awaiting.is_none() && g.to_act() == Some(0),
        "his turn goes on"
    );
}

#[test]
fn fury_adds_two_wounds_and_warding_takes_none_in_one_round() {
    // Golem token 15 has life 6: room for the extra wounds.
    let mut g = fight("lindel", 15);
    g.hero_mut(0).runes = vec![rune("fury"), rune("warding")];
    assert!(legal_actions(&g, 0).contains(&Action::Strikes(Plan {
        sealed: false,
        fury: true,
        ..plan(M, M, M)
    })));
    let e = round(
        &mut g,
        Plan {
            sealed: false,
            fury: true,
            warding: true,
            ..plan(M, M, M)
        },
        plan(S, M, M),
    );
    let r = report(&e);
    assert_eq!(r.hero_deals, 2, "lost the Standard, but Fury adds 2");
    assert_eq!((r.monster_deals, r.hero_takes), (1, 0), "Warding stops it");
    assert!(g.hero(0).runes.is_empty(), "both spent");
    assert_eq!(
        apply(
            &g,
            Some(0),
            Action::Strikes(Plan {
                sealed: false,
                fury: true,
                ..plan(M, M, M)
            })
        ),
        Err(Rejection::NoRune { rune: rune("fury") })
    );
    assert!(!has(&e, |e| matches!(
        e,
        Event::Rolled {
            why: RollFor::Heal,
            ..
        }
    )));
}

#[test]
fn daylight_turns_the_sun_back_and_calm_makes_the_next_dragon_draw_sleep() {
    let mut g = new_game(&["hugo"]);
    g.sun = 10;
    give(&mut g, 0, "daylight");
    act(&mut g, 0, use_rune("daylight", None));
    assert_eq!(g.sun, 8);
    give(&mut g, 0, "calm");
    inert(&mut g, Pos::new(5, 4), [O, O, O, O]);
    put(&mut g, 0, Pos::new(5, 4), Some(Dir::Left));
    act(&mut g, 0, use_rune("calm", None));
    assert!(g.hero(0).calm);
    rig(&mut g, &[(100, 99)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(
        e,
        Event::DragonDrawn {
            chance: 100,
            roll: 100,
            sleeping: true,
            ..
        }
    )));
    assert!(!g.hero(0).calm);
}

#[test]
fn a_blocked_hero_with_only_a_free_rune_still_loses_his_turn() {
    let mut g = new_game(&["hugo", "lindel"]);
    give(&mut g, 1, "daylight");
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, W]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    // Lindel stands walled in beside Hugo's room, searched out (three times, his limit):
    // his one way out is the room Hugo stands in.
    put(&mut g, 0, Pos::new(8, 8), None);
    put(&mut g, 1, Pos::new(1, 1), Some(Dir::Right));
    g.hero_mut(1).searches = 3;
    put(&mut g, 0, Pos::new(2, 1), Some(Dir::Left));
    let e = act(&mut g, 0, Action::Search);
    assert!(
        has(&e, |e| matches!(
            e,
            Event::TurnLost {
                seat: 1,
                why: LostTurn::Blocked
            }
        )),
        "blocked, the Rune of Daylight is no way out: {:?}",
        g.awaiting
    );
}
