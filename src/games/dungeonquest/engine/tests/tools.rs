//! The organiser's tools during play leave the game where it was: a setting changed or a
//! player replaced mid-fight or mid-question keeps the fight, its sealed strikes, the question
//! and the Dragon's odds.

use super::*;

fn configure(g: &mut Game, f: impl FnOnce(&mut Settings)) -> Vec<Event> {
    let mut s = g.settings.clone();
    f(&mut s);
    let evs = apply(g, Actor::Organiser, Action::Configure(s)).unwrap();
    fold_all(g, evs)
}

#[test]
fn a_setting_changed_mid_fight_keeps_the_fight_and_its_sealed_strikes() {
    let mut g = fight("hugo", 0); // a Skeleton with life 2
    act(&mut g, 0, Action::Strikes(plan(M, R, S)));
    let (awaiting, combat) = (g.awaiting.clone(), g.combat.clone());
    assert!(
        matches!(awaiting, Some(Awaiting::Combat { .. })),
        "{awaiting:?}"
    );
    configure(&mut g, |s| s.board_style = BoardStyle::Emoji);
    configure(&mut g, |s| s.turn_hours = 48);
    assert_eq!(g.awaiting, awaiting, "still the fight's round");
    assert_eq!(g.combat, combat, "the hero's sealed strikes kept");
    // The monster's strikes complete the round.
    let e = apply(&g, Actor::Seat(1), Action::Strikes(plan(R, S, M))).unwrap();
    assert!(has(&e, |e| matches!(e, Event::RoundResolved(_))));
    // The hero may not walk away from it meanwhile.
    assert!(apply(&g, Actor::Seat(0), mv(Dir::Left)).is_err());
}

#[test]
fn a_setting_changed_or_a_player_replaced_mid_question_keeps_the_question() {
    let mut g = new_game(&["hugo", "lindel"]);
    let q = Awaiting::Tower { seat: 0 };
    let evs = vec![Event::Asked(q.clone())];
    fold_all(&mut g, evs);
    configure(&mut g, |s| s.board_post = BoardPost::EachTurn);
    assert_eq!(g.awaiting, Some(q.clone()));
    let evs = apply(
        &g,
        Actor::Organiser,
        Action::Replace {
            seat: 1,
            user: "u9".into(),
            name: "p9".into(),
        },
    )
    .unwrap();
    fold_all(&mut g, evs);
    assert_eq!(g.awaiting, Some(q), "the question still stands");
    assert_eq!(g.seats[1].user, "u9");
}

#[test]
fn a_setting_changed_during_play_leaves_the_dragons_odds() {
    let mut g = new_game(&["hugo"]);
    g.dragon_chance = 70;
    configure(&mut g, |s| s.board_style = BoardStyle::Picture);
    assert_eq!(g.dragon_chance, 70);
    // Before the start, `dragon_start` sets them.
    let mut setup = Game::new(seed_from_u64(1), Settings::default());
    let mut s = setup.settings.clone();
    s.dragon_start = 60;
    let evs = apply(&setup, Actor::Organiser, Action::Configure(s)).unwrap();
    fold_all(&mut setup, evs);
    assert_eq!(setup.dragon_chance, 60);
}

/// `!dq skip` skips a turn that waits on its player's move; a question the rules asked (a
/// monster met, a trap, a bridge, a test) is answered, never skipped, since a skip would
/// spare the hero what it brings.
#[test]
fn a_skip_never_spares_a_hero_a_question() {
    let mut g = new_game(&["hugo", "lindel"]);
    assert!(g.awaiting.is_none());
    assert!(
        apply(&g, Actor::Organiser, Action::Skip).is_ok(),
        "a plain turn"
    );
    for q in [
        Awaiting::FallenElf { seat: 0 },
        Awaiting::Bridge { seat: 0 },
        Awaiting::Tower { seat: 0 },
    ] {
        fold_all(&mut g, vec![Event::Asked(q.clone())]);
        assert_eq!(
            apply(&g, Actor::Organiser, Action::Skip),
            Err(Rejection::CannotSkip),
            "{q:?}"
        );
    }
}

/// A skip while the game is paused passes the turn to the next hero, who waits for the
/// resume like anyone: a pause is no wall (it once made every turn after it "nowhere to go",
/// and the sun ran out with nobody moving).
#[test]
fn a_skip_while_paused_passes_one_turn() {
    let mut g = new_game(&["hugo", "lindel"]);
    let sun = g.sun;
    let act = |g: &mut Game, a: Action| {
        let evs = apply(g, Actor::Organiser, a).unwrap();
        fold_all(g, evs);
    };
    act(&mut g, Action::Pause);
    let first = g.to_act();
    act(&mut g, Action::Skip);
    assert_ne!(g.to_act(), first, "the turn passed on");
    assert!(g.to_act().is_some());
    assert!(g.sun <= sun + 1, "sun {} from {sun}", g.sun);
    assert_eq!(g.phase, Phase::Playing);
    assert!(!crate::games::dungeonquest::engine::rules::legal_actions(
        &Game {
            paused: false,
            ..g.clone()
        },
        g.to_act().unwrap()
    )
    .is_empty());
}

/// `!dq extend` needs a deadline to extend: none runs while `turn_hours` is 0 outside a
/// fight.
#[test]
fn an_extension_needs_a_deadline() {
    let mut g = new_game(&["hugo"]);
    g.settings.turn_hours = 0;
    assert_eq!(
        apply(&g, Actor::Organiser, Action::Extend { hours: 5 }),
        Err(Rejection::NoDeadline)
    );
    g.settings.turn_hours = 24;
    assert!(apply(&g, Actor::Organiser, Action::Extend { hours: 5 }).is_ok());
}
