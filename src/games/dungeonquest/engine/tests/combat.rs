//! Monsters and combat (R16-R21), heroes' abilities and items in a fight.

use super::*;

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
            sealed: false,
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
            why: crate::games::dungeonquest::engine::action::EscapeBlock::Portcullis
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

/// A plan in a log reads as its fields, exactly as before `sealed` existed (stored logs and
/// their hashes stay the same); a plan redacted for someone who may not see it reads as
/// `"sealed"`, never as a made-up plan, and reads back as sealed.
#[test]
fn a_sealed_plan_is_written_as_sealed_and_a_real_one_as_ever() {
    let p = plan(Strike::Melee, Strike::Melee, Strike::Melee);
    assert_eq!(
        serde_json::to_string(&p).unwrap(),
        r#"{"standard":"Melee","brutal":"Melee","counter":"Melee","spark":false,"fury":false,"warding":false,"flee":false}"#
    );
    let old: Plan = serde_json::from_str(
        r#"{"standard":"Spell","brutal":"Melee","counter":"Ranged","spark":true}"#,
    )
    .unwrap();
    assert!(old.spark && !old.sealed && !old.fury);
    assert_eq!(
        serde_json::to_string(&crate::games::dungeonquest::engine::HIDDEN_PLAN).unwrap(),
        r#""sealed""#
    );
    let back: Plan = serde_json::from_str(r#""sealed""#).unwrap();
    assert!(back.sealed);
    assert_ne!(back, p);
    // Nobody can send one.
    let e = Action::Strikes(crate::games::dungeonquest::engine::HIDDEN_PLAN);
    assert!(serde_json::to_string(&e).unwrap().contains("sealed"));
}
