//! The optional rules: each one's effect, against the same situation without it.

use super::*;
use crate::games::dungeonquest::engine::event::RollFor;
use crate::games::dungeonquest::engine::rules::legal_actions;

fn act_as(g: &mut Game, who: Actor, a: Action) -> Vec<Event> {
    let evs = apply(g, who, a.clone()).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
    fold_all(g, evs)
}

pub(super) fn with(options: &[&str], heroes: &[&str]) -> Game {
    new_game_with(Settings::default().with_options(options), heroes)
}

#[test]
fn option_names_are_forgiving() {
    assert_eq!(
        Settings::option_named("Death Can Wait"),
        Some("death_can_wait")
    );
    assert_eq!(
        Settings::option_named("no-guts-no-glory"),
        Some("no_guts_no_glory")
    );
    assert_eq!(
        Settings::option_named("Live to Fight Another Day"),
        Some("live_to_fight")
    );
    assert_eq!(
        Settings::option_named("hero vs. hero"),
        Some("hero_vs_hero")
    );
    assert_eq!(Settings::option_named("fast dice"), None);
    for o in OPTIONS {
        assert_eq!(
            Settings::default().option(o),
            Some(false),
            "{o} is off by default"
        );
    }
}

#[test]
fn no_guts_no_glory_wants_a_treasure_card_to_leave() {
    for (ngng, can) in [(false, true), (true, false)] {
        let mut g = with(if ngng { &["no_guts_no_glory"] } else { &[] }, &["hugo"]);
        g.hero_mut(0).loot.push(card("dungeon_gold_30"));
        g.pile_mut(Deck::Dungeon)
            .draw
            .retain(|&c| c != card("dungeon_gold_30"));
        inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
        put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
        act(&mut g, 0, mv(Dir::Left));
        assert_eq!(matches!(g.awaiting, Some(Awaiting::Tower { .. })), can);
    }
}

#[test]
fn late_start_rolls_the_first_sun() {
    let g = with(&["late_start"], &["hugo"]);
    assert!((1..=6).contains(&g.sun));
    let plain = with(&[], &["hugo"]);
    assert_eq!(plain.sun, 0);
}

#[test]
fn magical_might_deals_several_runes() {
    let g = with(&["magical_might"], &["hugo", "lindel"]);
    assert_eq!(g.hero(0).runes.len(), 3);
    assert_eq!(g.hero(1).runes.len(), 3);
    assert_eq!(g.runes.len(), 6);
}

#[test]
fn magical_might_deals_as_many_runes_as_the_deck_holds_and_no_more() {
    let deck = content().runes.len();
    assert_eq!(
        Settings::range("magical_might_runes").map(|r| r.max as usize),
        Some(deck),
        "one hero may draw the whole deck"
    );
    let mut settings = Settings::default().with_options(&["magical_might"]);
    settings.magical_might_runes = 6;
    let g = new_game_with(settings.clone(), &["hugo", "lindel"]);
    assert_eq!(g.hero(0).runes.len(), 6);
    assert_eq!(g.hero(1).runes.len(), 6);
    assert!(g.runes.is_empty());
    // Three heroes at six each would need 18: the start is refused, saying why.
    let mut g = Game::new(seed_from_u64(99), settings);
    for (i, h) in ["hugo", "lindel", "krutzbeck"].iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        let evs = apply(&g, None, a).unwrap();
        fold_all(&mut g, evs);
    }
    assert_eq!(
        apply(&g, Actor::Organiser, Action::Start),
        Err(Rejection::TooManyRunes {
            each: 6,
            heroes: 3,
            deck
        })
    );
}

#[test]
fn focused_determination_keeps_the_tokens_a_pass_did_not_need() {
    let mut g = with(&["focused_determination"], &["hugo"]);
    // Hugo's Strength 7, three tokens from earlier failures; he rolls 9: two are spent.
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 3));
    behind_portcullis(&mut g);
    rig(&mut g, &[d6(4), d6(5)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(
        e,
        Event::Tested {
            target: 10,
            passed: true,
            kept: 1,
            ..
        }
    )));
    assert_eq!(g.hero(0).determination.map(|d| d.1), Some(1));
    // Without the option the old tokens (another encounter's) do not count at all.
    let mut g = with(&[], &["hugo"]);
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 3));
    behind_portcullis(&mut g);
    rig(&mut g, &[d6(4), d6(5)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(
        e,
        Event::Tested {
            target: 7,
            passed: false,
            ..
        }
    )));
}

#[test]
fn monstrous_treasures_pays_for_a_kill_under_its_life_value() {
    for (option, reward) in [(true, true), (false, false)] {
        let settings = Settings {
            monstrous_treasures: option,
            ..Settings::default()
        };
        let mut g = fight("krutzbeck", 0);
        g.settings = settings;
        // Skeleton token 0 has life 2: three wounds kill it.
        g.combat.as_mut().unwrap().monster_wounds = 2;
        rig(&mut g, &[d6(1)]);
        let e = round(&mut g, plan(M, M, M), plan(R, R, R));
        assert!(has(&e, |e| matches!(
            e,
            Event::CombatEnded {
                result: crate::games::dungeonquest::engine::event::CombatResult::HeroWon,
                ..
            }
        )));
        let rolled = has(&e, |e| {
            matches!(
                e,
                Event::Rolled {
                    why: RollFor::MonsterTreasure,
                    ..
                }
            )
        });
        assert_eq!(rolled, option);
        // The card is his to take or leave (R41).
        assert_eq!(
            matches!(g.awaiting, Some(Awaiting::MonsterTreasure { seat: 0, .. })),
            reward
        );
        let drawn = |e: &[Event]| {
            has(e, |e| {
                matches!(
                    e,
                    Event::CardDrawn {
                        deck: Deck::Treasure,
                        ..
                    }
                )
            })
        };
        assert!(!drawn(&e));
        if reward {
            let mut left = g.clone();
            let e = act(&mut left, 0, Action::No);
            assert!(!drawn(&e) && left.hero(0).loot.is_empty());
            assert_eq!(
                left.current, 1,
                "then the turn ends, as after any card fight"
            );
            let e = act(&mut g, 0, Action::Yes);
            assert!(drawn(&e) && g.hero(0).loot.len() == 1);
        }
    }
}

#[test]
fn tower_power_leaps_to_another_tower_then_moves_on() {
    let mut g = with(&["tower_power"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
    put(&mut g, 1, Pos::new(8, 8), None);
    act(&mut g, 0, mv(Dir::Left));
    assert_eq!(
        apply(&g, Some(0), Action::Tower(Corner::NW)),
        Err(Rejection::Move {
            dir: Dir::Up,
            why: MoveBlock::SameTower
        })
    );
    act(&mut g, 0, Action::Tower(Corner::SE));
    assert_eq!(g.hero(0).pos, Corner::SE.pos());
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Tower,
            ..
        })
    ));
    assert_eq!(
        apply(&g, Some(0), Action::Tower(Corner::NE)),
        Err(Rejection::NotNow),
        "once a turn"
    );
    // Without the option the towers are only for the start.
    let mut g = with(&[], &["hugo"]);
    inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
    act(&mut g, 0, mv(Dir::Left));
    assert_eq!(
        apply(&g, Some(0), Action::Tower(Corner::SE)),
        Err(Rejection::AlreadyStarted)
    );
}

#[test]
fn going_it_alone_is_solo_shows_the_life_value_and_wants_a_treasure_card() {
    let settings = Settings {
        going_it_alone: true,
        ..Settings::default()
    };
    let mut g = Game::new(seed_from_u64(1), settings);
    for i in 0..2 {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: None,
        };
        let e = apply(&g, None, a).unwrap();
        fold_all(&mut g, e);
    }
    assert_eq!(
        apply(&g, Actor::Organiser, Action::Start),
        Err(Rejection::SoloOnly)
    );
    let mut g = with(&["going_it_alone"], &["hugo"]);
    g.hero_mut(0).status = Status::Exited;
    g.hero_mut(0).loot.push(card("dungeon_gold_30"));
    let o = outcome(&g, EndReason::AllOut);
    assert!(o.winners.is_empty(), "gold is not enough alone");
    g.hero_mut(0)
        .loot
        .push(content().full_deck(Deck::Treasure)[0]);
    assert_eq!(outcome(&g, EndReason::AllOut).winners, vec![0]);
}

#[test]
fn death_can_wait_knocks_out_instead_of_killing() {
    let mut g = with(&["death_can_wait"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::BottomlessPit,
        [W, O, W, O],
    );
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.hero_mut(0).wounds = 9;
    g.hero_mut(0).loot = vec![card("dungeon_gold_30"), card("dungeon_gold_40")];
    for id in ["dungeon_gold_30", "dungeon_gold_40"] {
        g.pile_mut(Deck::Dungeon).draw.retain(|&c| c != card(id));
    }
    rig(&mut g, &[d6(6), d6(6), d6(1)]);
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(has(&e, |e| matches!(e, Event::KnockedOut { seat: 0 })));
    assert!(g.hero(0).in_dungeon(), "alive");
    assert_eq!(g.hero(0).wounds, 4, "half of 9, rounded up, healed");
    // R36: he chooses the card he loses, a question like any other, before the turn passes.
    assert_eq!(g.awaiting, Some(Awaiting::LoseLoot { seat: 0 }));
    assert_eq!(g.hero(0).owes_loot, 1);
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
    let forty = content().card(card("dungeon_gold_40")).name.clone();
    act(&mut g, 0, Action::Drop { name: forty });
    assert_eq!(
        g.hero(0).loot,
        vec![card("dungeon_gold_30")],
        "his choice, not the cheapest"
    );
    assert_eq!(g.hero(0).owes_loot, 0);
    assert_eq!(g.current, 1, "his turn ended");
}

#[test]
fn death_can_wait_a_hero_knocked_out_by_a_bridge_fall_lies_in_the_catacombs() {
    let mut g = with(&["death_can_wait"], &["krutzbeck", "lindel"]);
    room(&mut g, Pos::new(3, 3), ChamberKind::Bridge, [O, W, O, W]);
    g.board.chamber_mut(Pos::new(3, 3)).unwrap().span = Some([Dir::Up, Dir::Down]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Up));
    put(&mut g, 1, Pos::new(8, 8), None);
    g.hero_mut(0).wounds = g.hero(0).def().life - 1;
    g.awaiting = Some(Awaiting::Bridge { seat: 0 });
    rig(&mut g, &[d6(6), d6(6), d6(6), d6(1)]);
    act(&mut g, 0, Action::Cross { rope: false });
    assert!(matches!(g.awaiting, Some(Awaiting::Descend { .. })));
    let e = act(&mut g, 0, Action::Descend(Dir::Left));
    assert!(has(&e, |e| matches!(e, Event::KnockedOut { seat: 0 })));
    assert!(g.hero(0).in_dungeon());
    assert!(
        g.hero(0).is_underground(),
        "knocked out down there, not on the bridge"
    );
    assert_eq!(g.current, 1, "his turn ended");
}

#[test]
fn death_can_wait_a_hero_knocked_out_by_dragon_rage_still_retreats() {
    let mut g = with(&["death_can_wait"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(6, 3), [W, W, O, W]);
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(6, 3), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.hero_mut(0).wounds = 12;
    g.dragon_chance = 10;
    rig(&mut g, &[(100, 95), d6(6), d6(6), d6(1)]);
    let e = act(&mut g, 0, mv(Dir::Down));
    assert!(has(&e, |e| matches!(e, Event::KnockedOut { seat: 0 })));
    assert!(
        matches!(g.awaiting, Some(Awaiting::Retreat { seat: 0, .. })),
        "knocked out, he must still leave the hoard: {:?}",
        g.awaiting
    );
    act(&mut g, 0, mv(Dir::Up));
    assert!(!g.board.is_treasure(g.hero(0).pos));
    assert_eq!(g.current, 1);
}

#[test]
fn death_can_wait_the_bot_choosing_keeps_the_most_valuable_a_chest_at_700() {
    let mut g = with(&["death_can_wait"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::BottomlessPit,
        [W, O, W, O],
    );
    inert(&mut g, Pos::new(8, 8), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.hero_mut(0).wounds = 9;
    g.hero_mut(0).loot = vec![
        card("treasure_chest"),
        card("ebon_amulet"),
        card("dungeon_gold_40"),
    ];
    for id in ["treasure_chest", "ebon_amulet", "dungeon_gold_40"] {
        let c = card(id);
        g.pile_mut(content().card(c).deck).draw.retain(|&x| x != c);
    }
    rig(&mut g, &[d6(6), d6(6), d6(2)]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.awaiting, Some(Awaiting::LoseLoot { seat: 0 }));
    // Past the deadline the organiser has the bot choose: the Chest (700) outranks the
    // Ebon Amulet (300), so the amulet and the gold go.
    act_as(&mut g, Actor::Organiser, Action::Skip);
    assert_eq!(g.hero(0).loot, vec![card("treasure_chest")]);
    assert_eq!(g.current, 1);
}

#[test]
fn death_can_wait_a_hero_beaten_by_a_monster_stays_beside_it_and_may_not_search() {
    let mut g = with(&["death_can_wait"], &["hugo", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    if let Some(ch) = g.board.chamber_mut(Pos::new(2, 1)) {
        ch.search = true;
    }
    inert(&mut g, Pos::new(8, 8), [O, W, W, W]);
    inert(&mut g, Pos::new(8, 7), [W, W, O, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(8, 8), None);
    g.tokens.push((Pos::new(2, 1), 0));
    g.hero_mut(0).wounds = 16;
    act(&mut g, 0, mv(Dir::Right));
    act(&mut g, 0, Action::Attack);
    act(&mut g, 1, Action::TakeMonster);
    act(&mut g, 0, Action::Strikes(plan(R, R, R)));
    let e = act(&mut g, 1, Action::Strikes(plan(M, M, M)));
    assert!(has(&e, |e| matches!(e, Event::KnockedOut { seat: 0 })));
    assert_eq!(g.hero(0).pos, Pos::new(2, 1), "he stays in its chamber");
    assert_eq!(g.tokens, vec![(Pos::new(2, 1), 0)], "beside the monster");
    act(&mut g, 1, mv(Dir::Up));
    // His turn: not attacked again, and no searching beside it (R34).
    assert_eq!((g.to_act(), g.awaiting.clone()), (Some(0), None));
    assert_eq!(
        apply(&g, Some(0), Action::Search),
        Err(Rejection::CannotSearch {
            why: SearchBlock::MonsterHere
        })
    );
    assert!(!legal_actions(&g, 0).contains(&Action::Search));
    // Out and back in: he meets it again.
    act(&mut g, 0, mv(Dir::Left));
    act(&mut g, 1, mv(Dir::Down));
    act(&mut g, 0, mv(Dir::Right));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster { seat: 0, .. })
    ));
}

#[test]
fn hero_vs_hero_the_victorious_attacker_then_faces_the_chamber() {
    let mut g = with(&["hero_vs_hero"], &["krutzbeck", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    room(
        &mut g,
        Pos::new(2, 1),
        ChamberKind::DungeonRoom,
        [W, W, W, O],
    );
    inert(&mut g, Pos::new(3, 1), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), Some(Dir::Right));
    g.hero_mut(1).loot = vec![card("dungeon_gold_30")];
    g.pile_mut(Deck::Dungeon)
        .draw
        .retain(|&c| c != card("dungeon_gold_30"));
    act(&mut g, 0, mv(Dir::Right));
    act(&mut g, 0, Action::Strikes(plan(M, M, M)));
    act(&mut g, 1, Action::Strikes(plan(R, M, M)));
    act(&mut g, 1, Action::Strikes(plan(R, M, M)));
    act(&mut g, 0, Action::Strikes(plan(M, M, M)));
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Spoils { seat: 0, from: 1 })
    ));
    // He takes nothing, and then faces the Dungeon Room he moved into (R35).
    let e = act(&mut g, 0, Action::No);
    assert!(
        has(&e, |e| matches!(
            e,
            Event::CardDrawn {
                seat: 0,
                deck: Deck::Dungeon,
                ..
            }
        )),
        "{e:?}"
    );
}

#[test]
fn hero_vs_hero_tatianna_has_no_opening_strike_against_a_hero() {
    // Her opening strike is for monsters she attacks (R35): a duel starts without it.
    let mut g = with(&["hero_vs_hero"], &["tatianna", "lindel"]);
    inert(&mut g, Pos::new(1, 1), [W, O, W, W]);
    inert(&mut g, Pos::new(2, 1), [W, W, W, O]);
    inert(&mut g, Pos::new(3, 1), [W, W, W, W]);
    put(&mut g, 0, Pos::new(1, 1), None);
    put(&mut g, 1, Pos::new(2, 1), Some(Dir::Right));
    let draws = g.draws;
    let e = act(&mut g, 0, mv(Dir::Right));
    assert!(!has(&e, |e| matches!(
        e,
        Event::Rolled {
            why: RollFor::Ambush,
            ..
        }
    )));
    assert_eq!(g.draws, draws, "no die rolled");
    assert_eq!(g.hero(1).wounds, 0);
    assert!(matches!(g.awaiting, Some(Awaiting::Duel { .. })));
}

#[test]
fn death_can_wait_throws_a_walled_in_hero_into_a_neighbouring_space() {
    let mut g = with(&["death_can_wait"], &["hugo"]);
    inert(&mut g, Pos::new(3, 3), [W, W, W, W]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    g.hero_mut(0).searches = 1;
    let nothing = card_draw(&g, "search_empty");
    rig(&mut g, &[nothing, d6(1)]);
    // The second search finds nothing: walled in, he is knocked out instead of dying.
    let e = act(&mut g, 0, Action::Search);
    assert!(has(&e, |e| matches!(e, Event::KnockedOut { seat: 0 })));
    assert!(
        matches!(g.awaiting, Some(Awaiting::Breakout { .. })),
        "{:?}",
        g.awaiting
    );
    act(&mut g, 0, mv(Dir::Up));
    assert_eq!(g.hero(0).pos, Pos::new(3, 2));
    assert!(matches!(g.awaiting, Some(Awaiting::Orient { .. })));
}

#[test]
fn live_to_fight_forfeits_a_won_round_and_escapes_on_the_next_win() {
    // Golem token 15 (life 6).
    let mut g = fight("lindel", 15);
    g.settings.live_to_fight = true;
    assert_eq!(
        apply(
            &g,
            Some(0),
            Action::Strikes(Plan {
                sealed: false,
                flee: true,
                ..plan(M, M, M)
            })
        ),
        Err(Rejection::CannotFlee),
        "only after a won round"
    );
    let e = round(&mut g, plan(M, R, S), plan(R, S, M));
    assert_eq!(report(&e).hero_deals, 2);
    assert_eq!(g.combat.as_ref().unwrap().won_last, 2);
    let e = round(
        &mut g,
        Plan {
            sealed: false,
            flee: true,
            ..plan(M, M, M)
        },
        plan(R, R, R),
    );
    let r = report(&e);
    assert!(r.fled && r.forfeit == 2);
    assert!(has(&e, |e| matches!(
        e,
        Event::CombatEnded {
            result: crate::games::dungeonquest::engine::event::CombatResult::Escaped,
            ..
        }
    )));
    assert_eq!(g.hero(0).pos, Pos::new(1, 1), "back where he came from");
    assert_eq!(g.token_at(Pos::new(2, 1)), Some(15), "the Golem stays");
    // Without the option there is no fleeing at all.
    let mut g = fight("lindel", 15);
    round(&mut g, plan(M, R, S), plan(R, S, M));
    assert_eq!(
        apply(
            &g,
            Some(0),
            Action::Strikes(Plan {
                sealed: false,
                flee: true,
                ..plan(M, M, M)
            })
        ),
        Err(Rejection::CannotFlee)
    );
}

#[test]
fn live_to_fight_no_getaway_where_escape_is_barred() {
    use crate::games::dungeonquest::engine::action::EscapeBlock;
    let flee = Action::Strikes(Plan {
        flee: true,
        ..plan(M, M, M)
    });
    for (why, bar) in [
        (EscapeBlock::Portcullis, 0),
        (EscapeBlock::SpecialMovement, 1),
        (EscapeBlock::Resurfaced, 2),
    ] {
        let mut g = fight("lindel", 15);
        g.settings.live_to_fight = true;
        round(&mut g, plan(M, R, S), plan(R, S, M));
        assert!(
            apply(&g, Some(0), flee.clone()).is_ok(),
            "allowed in the open"
        );
        match bar {
            0 => g.board.chamber_mut(Pos::new(2, 1)).unwrap().sides[1] = P,
            1 => g.hero_mut(0).arrived_special = true,
            _ => g.hero_mut(0).resurfaced = true,
        }
        assert_eq!(
            apply(&g, Some(0), flee.clone()),
            Err(Rejection::CannotFleeHere { why })
        );
        assert!(
            !legal_actions(&g, 0)
                .iter()
                .any(|a| matches!(a, Action::Strikes(p) if p.flee)),
            "{why:?}: not offered either"
        );
    }
}
