//! Seats, heroes and towers (R2-R4), the sun (R6, R7), leaving the dungeon and the score
//! (R26, R27).

use super::*;

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
