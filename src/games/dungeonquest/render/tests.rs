//! Unit tests of the texts: placeholders, narration of single events, prompts, quoting.

use super::endings::cause;
use super::*;
use crate::chance::seed_from_u64;
use crate::games::dungeonquest::engine::board::Pos;
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::content::Attr;
use crate::games::dungeonquest::engine::state::{Actor, DeathCause, Settings, TestKey};
use crate::games::dungeonquest::engine::{apply, view, Game};

#[test]
fn texts_come_from_fluent_in_the_current_language_restored_even_on_panic() {
    use crate::lang::{current, within, Lang};
    let hugo = || tr("narration-searched", &[("hero", "Hugo".into())]);
    assert_eq!(hugo(), "Hugo searches the chamber.");
    let es = within(Lang::Es, hugo);
    assert!(es.contains("Hugo") && es != hugo(), "{es}");
    assert_eq!(within(Lang::Es, || within(Lang::En, hugo)), hugo());
    let _ = std::panic::catch_unwind(|| within(Lang::Es, || panic!("mid-render")));
    assert_eq!(current(), Lang::En);
    assert_eq!(names::card(0), content().card(0).name);
}

/// Only in debug builds: a release build shows the message's id instead (`cargo test
/// --release` skips it).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "hero")]
fn a_variable_left_out_is_a_bug_caught_in_debug_builds() {
    tr("narration-searched", &[]);
}

/// A started game with these heroes seated in order and these optional rules on.
fn game(heroes: &[&str], options: &[&str]) -> Game {
    let mut g = Game::new(seed_from_u64(7), Settings::default().with_options(options));
    for (i, h) in heroes.iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        apply(&g, None, a).unwrap().iter().for_each(|e| g.fold(e));
    }
    let e = apply(&g, Actor::Organiser, Action::Start).unwrap();
    e.iter().for_each(|e| g.fold(e));
    g
}

fn said(g: &Game, events: &[Event]) -> String {
    let mut after = g.clone();
    events.iter().for_each(|e| after.fold(e));
    narrate(&view(g, None), &view(&after, None), events)
}

#[test]
fn a_heroine_is_she_when_knocked_out() {
    let g = game(&["challara", "hugo"], &["death_can_wait"]);
    let t = said(&g, &[Event::KnockedOut { seat: 0 }]);
    assert!(t.contains("she comes round"), "{t}");
    let t = said(&g, &[Event::KnockedOut { seat: 1 }]);
    assert!(t.contains("he comes round"), "{t}");
    let t = said(&g, &[Event::LootOwed { seat: 0, cards: 2 }]);
    assert!(t.contains("2 Loot cards of her choice"), "{t}");
}

/// Newcomer p4: a killing blow's wounds are no count past the hero's life ("16/15"); and (the
/// turn-28 newcomer) none at it either ("15/15" then "dies", where a hero dies only above
/// it): it is said as a killing blow.
#[test]
fn a_killing_blow_is_said_as_one() {
    use crate::games::dungeonquest::engine::event::WoundCause;
    let mut g = game(&["lindel", "hugo"], &[]);
    let life = g.hero(0).def().life;
    g.hero_mut(0).wounds = life - 1;
    let blow = Event::Wounded {
        seat: 0,
        amount: 2,
        cause: WoundCause::Trapdoor,
    };
    let t = said(&g, &[blow]);
    assert!(
        t.contains(&format!("takes 2 wounds: a killing blow ({life} Life)")),
        "{t}"
    );
    assert!(!t.contains(&format!("{}/{life}", life + 1)), "{t}");
    assert!(!t.contains(&format!("{life}/{life}")), "{t}");
}

/// Newcomer p1: a hero's way out counts his chests, opened at the game's end: told after
/// them, not before.
#[test]
fn the_way_out_is_told_after_the_chests_it_counts() {
    let mut g = game(&["hugo", "lindel"], &[]);
    let chest = content().card_by_id("treasure_chest").unwrap();
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    g.hero_mut(0).loot = vec![chest, gold];
    let t = said(
        &g,
        &[
            Event::Exited { seat: 0 },
            Event::ChestOpened {
                seat: 0,
                dice: [1, 3],
                value: 400,
            },
        ],
    );
    let chest = t.find("opens a Treasure Chest").expect(&t);
    let out = t.find("leaves the dungeon").expect(&t);
    assert!(chest < out, "{t}");
    assert!(t.contains("worth 430"), "{t}");
}

/// Newcomer p1: a Secret Door declined is said (the next line was someone else's turn).
#[test]
fn a_secret_door_declined_is_said() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.awaiting = Some(crate::games::dungeonquest::engine::Awaiting::SecretDoor { seat: 0 });
    let declined = Event::Acted {
        by: Actor::Seat(0),
        action: Action::Decline,
    };
    let t = said(&g, &[declined]);
    assert!(
        t.contains("Hugo leaves the secret door shut and stays put."),
        "{t}"
    );
}

#[test]
fn slain_by_an_abomination() {
    let m = content().monster_by_id("abomination").unwrap();
    assert_eq!(cause(DeathCause::Monster(m)), "slain by an Abomination");
    let s = content().monster_by_id("skeleton").unwrap();
    assert_eq!(cause(DeathCause::Monster(s)), "slain by a Skeleton");
}

#[test]
fn leaving_under_cloak_and_dagger_counts_the_face_down_cards() {
    let mut g = game(&["hugo", "lindel"], &["cloak_and_dagger"]);
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    g.hero_mut(0).loot = vec![gold];
    let t = said(&g, &[Event::Exited { seat: 0 }]);
    assert!(t.contains("with 1 Loot card, face down"), "{t}");
    assert!(!t.contains("worth"), "{t}");
}

#[test]
fn the_chamber_is_turned_by_whoever_came_up() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.current = 1;
    g.awaiting = Some(Awaiting::Orient { seat: 1 });
    let pos = Pos::new(4, 4);
    // His answer ends his turn: the next seat is to act when it is told.
    let t = said(
        &g,
        &[
            Event::ChamberTurned {
                pos,
                entry: Dir::Up,
            },
            Event::TurnEnded { seat: 1 },
            Event::TurnStarted { seat: 0 },
        ],
    );
    assert!(t.contains("Lindel turns the new chamber"), "{t}");
}

#[test]
fn escaping_below_ground_goes_back_nowhere() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.hero_mut(0).underground = Some(crate::games::dungeonquest::engine::state::Underground {
        start: Pos::new(3, 3),
        dir: Dir::Right,
        count: 2,
        pile: Vec::new(),
    });
    let t = said(
        &g,
        &[Event::EscapeRolled {
            seat: 0,
            monster: 0,
            chance: 70,
            roll: 10,
            escaped: true,
        }],
    );
    assert!(t.contains("**Escaped**") && !t.contains("back to"), "{t}");
}

#[test]
fn prompts_quote_the_number_the_test_uses() {
    // Cursed: the Bridge prompt says Agility 4 for Hugo's 5.
    let mut g = game(&["hugo"], &[]);
    let curse = content().card_by_id("curse_of_the_wizard").unwrap();
    g.hero_mut(0).kept.push(curse);
    g.awaiting = Some(Awaiting::Bridge { seat: 0 });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("(Agility 4;"), "{p}");
    // Kept Focused Determination tokens count before the Rune of Strength's question.
    let mut g = game(&["hugo"], &["focused_determination"]);
    g.hero_mut(0).runes = vec![content().rune_by_id("strength").unwrap()];
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 2));
    g.awaiting = Some(Awaiting::Test {
        seat: 0,
        spec: crate::games::dungeonquest::engine::state::TestSpec {
            attr: Attr::Strength,
            key: TestKey::Portcullis(Pos::new(1, 1), Dir::Right),
            roll_modifier: 0,
            after: crate::games::dungeonquest::engine::state::AfterTest::Pit,
        },
    });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("you need 9 or less"), "Strength 7 + 2 kept: {p}");
}

#[test]
fn clip_strips_mentions_and_controls() {
    assert_eq!(clip("@everyone\u{7}hi", 40), "everyonehi");
    assert_eq!(clip("abcdef", 3), "abc…");
    // Direction overrides and zero-width characters never come back.
    assert_eq!(clip("\u{202E}PU evoM", 40), "PU evoM");
    assert_eq!(
        clip("Mo\u{200D}ve\u{200B} U\u{2066}P\u{FEFF}", 40),
        "Move UP"
    );
    assert_eq!(clean(" al\u{202E}ice\u{200D} "), "alice");
}

#[test]
fn what_a_command_expects_is_said_in_the_readers_language() {
    use crate::lang::{within, Lang};
    let e = crate::games::dungeonquest::command::parse("!dq tower XX").unwrap_err();
    let en = parse_error(&e);
    assert!(en.contains("one of NW, NE, SE, SW"), "{en}");
    let es = within(Lang::Es, || parse_error(&e));
    let expected = crate::lang::text(Lang::Es, "expected-tower", &[]);
    assert!(es.contains(&expected) && !es.contains("one of"), "{es}");
}

/// A card named by its worth (`Gold (30)`) is listed once with it, not `Gold (30) (30)`;
/// another card gets its worth after its name.
#[test]
fn a_card_named_by_its_worth_is_not_given_it_twice() {
    let mut g = game(&["hugo"], &[]);
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    let ring = content().card_by_id("gold_ring").unwrap();
    g.seats[0].hero.loot = vec![gold, ring];
    let s = crate::lang::within(crate::lang::Lang::En, || status(&view(&g, None), "o"));
    assert!(s.contains("Gold (30), "), "{s}");
    assert!(!s.contains("Gold (30) (30)"), "{s}");
    let worth = content().card(ring).value();
    assert!(s.contains(&format!("({worth})")), "{s}");
}

/// The `!dq` commands a refusal or a prompt suggests are in the reader's language, and read
/// back as the same command as their English twins.
#[test]
fn suggested_dq_commands_speak_the_readers_language_and_read_back() {
    use crate::games::dungeonquest::command::parse;
    for a in [
        Action::Skip,
        Action::Pause,
        Action::Resume,
        Action::RandomStrikes,
        Action::BotMonster,
        Action::ClaimMonster,
        Action::Start,
        Action::Leave,
        Action::Extend { hours: 5 },
        Action::Undo { inputs: 2 },
    ] {
        let en = crate::lang::within(crate::lang::Lang::En, || command_text(&a));
        let es = crate::lang::within(crate::lang::Lang::Es, || command_text(&a));
        assert_ne!(en, es, "{a:?}");
        assert_eq!(parse(&es), parse(&en), "{es} / {en}");
        assert!(parse(&en).is_ok(), "{en}");
    }
}

/// Live to Fight Another Day: a round with `Flee` tells the wounds the monster really has (last
/// round's forfeit, none dealt by a getaway), and no Counterattack "next round" once the fight
/// is over.
#[test]
fn a_flee_round_tells_the_true_wounds_and_no_counterattack_after_the_end() {
    use crate::games::dungeonquest::engine::event::{CombatResult, RoundReport, StrikeWinner};
    use crate::games::dungeonquest::engine::state::{
        AfterMonster, Combat, MonsterSide, Plan, Strike,
    };
    let mut g = game(&["lindel", "hugo"], &["live_to_fight"]);
    g.combat = Some(Combat {
        seat: 0,
        token: 0,
        monster: 0,
        monster_wounds: 2,
        round: 1,
        hero_plan: None,
        monster_plan: None,
        hero_carry: false,
        monster_carry: false,
        side: MonsterSide::Bot,
        after: AfterMonster::EndTurn,
        shield_used: false,
        won_last: 2,
    });
    g.awaiting = Some(Awaiting::Combat { seat: 0 });
    let melee = Plan::of(Strike::Melee, Strike::Melee, Strike::Melee);
    let report = |fled: bool, hero_deals: u8, hero_takes: u8| RoundReport {
        round: 2,
        hero: Plan {
            flee: true,
            ..melee
        },
        monster: melee,
        winners: [StrikeWinner::Hero; 3],
        hero_deals,
        monster_deals: hero_takes,
        hero_takes,
        shield_used: false,
        hugo_ignored: false,
        rune_blade: false,
        forfeit: 2,
        fled,
    };
    // He gets away: last round's 2 are forfeit and this round's 4 are not dealt.
    let t = said(
        &g,
        &[
            Event::RoundResolved(report(true, 4, 0)),
            Event::TokenPlaced {
                pos: Pos::new(3, 3),
                token: 0,
            },
            Event::CombatEnded {
                result: CombatResult::Escaped,
                token: 0,
            },
        ],
    );
    assert!(t.contains("has 0 wounds"), "{t}");
    assert!(!t.contains("next round"), "{t}");
    // He said Flee and lost the round: the 2 are forfeit, this round's 1 is dealt.
    let t = said(&g, &[Event::RoundResolved(report(false, 1, 3))]);
    assert!(t.contains("has 1 wound"), "{t}");
    assert!(t.contains("Counterattack lands 1 wound next round"), "{t}");
}

/// Going It Alone: a hero who got out without a Treasure card did get out; Kalladra still wins.
#[test]
fn going_it_alone_out_without_treasure_is_not_nobody_got_out() {
    use crate::games::dungeonquest::engine::state::{EndReason, Outcome, Score};
    let g = game(&["krutzbeck"], &["going_it_alone"]);
    let ended = |scores: Vec<Score>| {
        said(
            &g,
            &[Event::Ended(Outcome {
                reason: EndReason::AllOut,
                scores,
                winners: Vec::new(),
            })],
        )
    };
    let t = ended(vec![Score {
        seat: 0,
        electrum: 50,
        best_card: 40,
        cards: 2,
    }]);
    assert!(
        t.contains("Krutzbeck got out, but without a Treasure card. **Kalladra wins.**"),
        "{t}"
    );
    assert!(!t.contains("Nobody got out"), "{t}");
    let t = ended(Vec::new());
    assert!(t.contains("Nobody got out"), "{t}");
}

/// m3: out of turn during a fight's round, the refusal names everyone the round waits on; a
/// fighter the round waits on is told strikes go by DM.
#[test]
fn a_refusal_in_a_round_names_everyone_it_waits_on() {
    use crate::games::dungeonquest::engine::state::Awaiting;
    let g = game(&["hugo", "lindel", "tatianna"], &[]);
    let mut v = view(&g, Actor::Seat(2));
    v.awaiting = Some(Awaiting::Combat { seat: 0 });
    v.awaited = vec![Actor::Seat(0), Actor::Seat(1)];
    let said = refusal(&v, &Rejection::NotYourTurn { waiting_on: 0 }, "o");
    assert!(said.contains("waiting on p0 and p1"), "{said}");
    v.actor = Actor::Seat(1);
    let said = refusal(&v, &Rejection::NotYourTurn { waiting_on: 0 }, "o");
    assert!(said.contains("send them to the bot by DM"), "{said}");
    assert!(said.contains("Standard Attack= Melee"), "{said}");
}

/// m2: every numeric setting's range names what it counts, in both languages.
#[test]
fn every_setting_range_has_its_meaning_in_both_languages() {
    use crate::lang::{has, Lang};
    for r in crate::games::dungeonquest::engine::state::SETTING_RANGES {
        let id = format!("range-{}", r.key.replace('_', "-"));
        for lang in [Lang::En, Lang::Es] {
            assert!(has(lang, &id), "{id} missing in {lang:?}");
        }
        let said = setting_range(&r, "999");
        assert!(!said.contains("range-"), "{said}");
    }
}

/// m15: a change of settings says what changed.
#[test]
fn a_settings_change_says_what_changed() {
    let g = game(&["hugo"], &[]);
    let mut s = g.settings.clone();
    s.turn_hours = 24;
    s.on_deadline = crate::games::dungeonquest::engine::state::OnDeadline::Skip;
    let t = said(&g, &[Event::Configured(s)]);
    assert!(t.contains("`turn_hours` 0 → 24"), "{t}");
    assert!(t.contains("`on_deadline` remind → skip"), "{t}");
    let mut s = g.settings.clone();
    s.tower_power = true;
    let t = said(&g, &[Event::Configured(s)]);
    assert!(t.contains("`tower_power` off → on"), "{t}");
    assert!(!t.contains("sun_limit"), "{t}");
}

/// m16: a test says what changed its target (determination, a Curse) and what was added to
/// its roll (Loot carried across a Bridge, the Rope thrown), part by part.
#[test]
fn a_test_explains_its_target_and_its_modifier() {
    let mut g = game(&["hugo"], &[]);
    let rope = content().card_by_id("rope").unwrap();
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    g.hero_mut(0).loot = vec![rope, gold];
    let tested = |key, modifier, target| Event::Tested {
        seat: 0,
        attr: Attr::Agility,
        key,
        dice: [6, 3],
        modifier,
        target,
        passed: false,
        kept: 0,
    };
    let bridge = TestKey::Bridge(Pos::new(1, 1));
    // The Rope thrown: one card left (+1), the Rope (−2).
    let t = said(&g, &[tested(bridge, -1, 5)]);
    assert!(
        t.contains("rolls 6+3 +1 Loot −2 Rope = 8 against 5."),
        "{t}"
    );
    let t = said(&g, &[tested(bridge, 2, 5)]);
    assert!(t.contains("rolls 6+3 +2 Loot = 11 against 5."), "{t}");
    let t = said(&g, &[tested(TestKey::Pit(Pos::new(1, 1)), -2, 5)]);
    assert!(t.contains("rolls 6+3 −2 Rope = 7"), "{t}");
    let t = said(&g, &[tested(TestKey::Web(Pos::new(1, 1)), 0, 6)]);
    assert!(t.contains("against 6 (5 + 1 determination)."), "{t}");
    let curse = content().card_by_id("curse_of_the_wizard").unwrap();
    g.hero_mut(0).kept.push(curse);
    let t = said(&g, &[tested(TestKey::Web(Pos::new(1, 1)), 0, 6)]);
    assert!(
        t.contains("against 6 (5 − 1 Curse + 2 determination)."),
        "{t}"
    );
}
/// Newcomer p8: a failed climb over a Cave-in's rubble says the hero stays; not while the
/// Rune of Fortune may still turn it round.
#[test]
fn a_failed_climb_over_the_rubble_says_the_hero_stays() {
    let mut g = game(&["hugo"], &[]);
    let key = TestKey::CaveIn(Pos::new(1, 1));
    let failed = Event::Tested {
        seat: 0,
        attr: Attr::Agility,
        key,
        dice: [6, 3],
        modifier: 0,
        target: 4,
        passed: false,
        kept: 0,
    };
    let stays = "Hugo cannot get over the rubble and stays in the Cave-in";
    let t = said(&g, std::slice::from_ref(&failed));
    assert!(t.contains("Failed.") && t.contains(stays), "{t}");
    let t = crate::lang::within(crate::lang::Lang::Es, || {
        said(&g, std::slice::from_ref(&failed))
    });
    assert!(t.contains("Hugo no consigue cruzar el derrumbe"), "{t}");
    g.awaiting = Some(Awaiting::Fortune {
        seat: 0,
        spec: crate::games::dungeonquest::engine::state::TestSpec {
            attr: Attr::Agility,
            key,
            roll_modifier: 0,
            after: crate::games::dungeonquest::engine::state::AfterTest::CaveIn,
        },
    });
    let t = said(&g, &[failed]);
    assert!(!t.contains(stays), "{t}");
}

/// Newcomer p9: a chamber the Rune of Sight reveals is named, without what happens on
/// entering it (nobody is in it yet); a chamber stepped into says it.
#[test]
fn a_chamber_seen_by_the_rune_of_sight_is_not_entered() {
    let mut g = game(&["hugo"], &[]);
    let sight = content().rune_by_id("sight").unwrap();
    g.hero_mut(0).runes = vec![sight];
    let tile = content()
        .tiles
        .iter()
        .position(|t| {
            t.kind == crate::games::dungeonquest::engine::content::ChamberKind::DungeonRoom
        })
        .unwrap() as u8;
    let drawn = Event::ChamberDrawn {
        pos: Pos::new(1, 0),
        tile,
        entry: crate::games::dungeonquest::engine::board::Dir::Left,
    };
    let used = Event::RuneUsed {
        seat: 0,
        rune: sight,
    };
    let t = said(&g, &[used, drawn.clone()]);
    assert!(
        t.contains("A new chamber at B1, seen before anyone steps in: **Dungeon Room**."),
        "{t}"
    );
    assert!(!t.contains("Draw a Dungeon card"), "{t}");
    let t = said(&g, &[drawn]);
    assert!(t.contains("Draw a Dungeon card"), "{t}");
}

/// Spanish texts, as a Spanish reader found them (the Spanish review, turn 3).
mod newcomer;
mod spanish;

/// Cosmetics from the options audit: the Fallen Elf's commands say `Give`, as its prompt does;
/// a servant's monster moves under its own glyph; a test's prompt reads well for every attribute.
#[test]
fn fallen_elf_lists_give_monsters_move_under_their_own_glyph_tests_read_well() {
    let mut g = game(&["hugo", "lindel"], &["servants_of_kalladra"]);
    g.hero_mut(0).loot = vec![content().card_by_id("dungeon_gold_30").unwrap()];
    g.awaiting = Some(Awaiting::FallenElf { seat: 0 });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    let commands = p.lines().last().unwrap();
    assert!(
        commands.contains("`Give ") && !commands.contains("`Drop "),
        "{p}"
    );
    let skeleton = content().monster_by_id("skeleton").unwrap();
    let token = skeleton * 4;
    let glyph = &content().monster(skeleton).glyph;
    let t = said(
        &g,
        &[Event::MonsterMoved {
            token,
            from: Pos::new(1, 1),
            to: Pos::new(2, 1),
        }],
    );
    assert!(t.starts_with(&format!("{glyph} The Skeleton token")), "{t}");
    assert!(!t.contains('👹'), "{t}");
    g.awaiting = Some(Awaiting::Test {
        seat: 0,
        spec: crate::games::dungeonquest::engine::state::TestSpec {
            attr: Attr::Agility,
            key: TestKey::Pit(Pos::new(0, 0)),
            roll_modifier: 0,
            after: crate::games::dungeonquest::engine::state::AfterTest::Pit,
        },
    });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("a test of Agility is coming"), "{p}");
}

/// m24, m26: the text boards have coordinates (rows numbered at the right, where no
/// alignment is needed; where heroes, monsters and ways down stand, by label), and the compact
/// board names the chamber under each hero and lists the ways down it cannot draw.
#[test]
fn text_boards_have_coordinates_and_compact_keeps_what_heroes_hide() {
    use crate::games::dungeonquest::engine::board::Chamber;
    let mut g = game(&["hugo"], &[]);
    let p = Pos::new(1, 0);
    let bridge = content()
        .tiles
        .iter()
        .position(|t| t.kind == crate::games::dungeonquest::engine::content::ChamberKind::Bridge)
        .unwrap() as u8;
    let mut ch = Chamber::place(bridge, Dir::Right);
    ch.marker = true;
    g.board.set(p, ch);
    g.hero_mut(0).pos = p;
    for compact in [false, true] {
        let b = board(&view(&g, None), compact);
        let lines: Vec<&str> = b.lines().collect();
        let k = if compact { 1 } else { 3 };
        assert!(lines[1 + k / 2].ends_with(" 1"), "{b}");
        assert!(lines[1 + 9 * k + k / 2].ends_with(" 10"), "{b}");
        assert!(b.contains("columns A–M"), "{b}");
        assert!(b.contains("🔽 way down B1"), "{b}");
        let hugo = if compact {
            "Hugo B1 (bridge)"
        } else {
            "Hugo B1 ·"
        };
        assert!(b.contains(hugo), "{b}");
    }
}

/// p1: card texts carry no notes of ours.
#[test]
fn card_texts_carry_no_internal_notes() {
    for (i, _) in content().cards.iter().enumerate() {
        let t = names::card_text(i as u16);
        assert!(!t.contains("(ours)"), "{t}");
    }
}

/// p18: the Rune of Daylight is not offered while the sun has not risen.
#[test]
fn daylight_is_offered_only_once_the_sun_has_risen() {
    let mut g = game(&["hugo"], &[]);
    g.hero_mut(0).runes = vec![content().rune_by_id("daylight").unwrap()];
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(!p.contains("Daylight"), "{p}");
    g.sun = 3;
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("`Use rune Daylight`"), "{p}");
}

/// p14: a dead hero's wounds are shown no higher than his life.
#[test]
fn a_dead_heros_wounds_are_capped_at_his_life() {
    let mut g = game(&["hugo"], &[]);
    let life = g.seats[0].hero.def().life;
    g.hero_mut(0).wounds = life + 5;
    g.hero_mut(0).status = crate::games::dungeonquest::engine::Status::Dead(DeathCause::Wounds);
    let s = status(&view(&g, None), "o");
    assert!(s.contains(&format!("wounds {life}/{life}")), "{s}");
}

/// Options audit, cosmetics: a monster that beats a hero who is only knocked out (Death Can
/// Wait) stands over him, not over his body.
#[test]
fn a_monster_stands_over_a_knocked_out_hero_not_his_body() {
    use crate::games::dungeonquest::engine::event::CombatResult;
    use crate::games::dungeonquest::engine::state::{AfterMonster, Combat, MonsterSide};
    let mut g = game(&["lindel", "hugo"], &["death_can_wait"]);
    g.combat = Some(Combat {
        seat: 0,
        token: 0,
        monster: 0,
        monster_wounds: 0,
        round: 3,
        hero_plan: None,
        monster_plan: None,
        hero_carry: false,
        monster_carry: false,
        side: MonsterSide::Bot,
        after: AfterMonster::EndTurn,
        shield_used: false,
        won_last: 0,
    });
    let won = Event::CombatEnded {
        result: CombatResult::MonsterWon,
        token: 0,
    };
    let t = said(&g, &[Event::KnockedOut { seat: 0 }, won.clone()]);
    assert!(t.contains("stands over Lindel, knocked out"), "{t}");
    assert!(!t.contains("body"), "{t}");
    let m = content().monster_by_id("skeleton").unwrap();
    let died = Event::Died {
        seat: 0,
        cause: DeathCause::Monster(m),
    };
    let t = said(&g, &[died, won]);
    assert!(t.contains("stands over Lindel's body"), "{t}");
}

/// Options audit, Multiple Monsters: two tokens in one chamber are both drawn on the full
/// board and both named in the legend (the second was hidden); the compact board, one glyph a
/// space, names both in its legend.
#[test]
fn stacked_monsters_are_all_shown() {
    let mut g = game(&["lindel", "hugo"], &["multiple_monsters"]);
    let (skeleton, druid) = (
        content().monster_by_id("skeleton").unwrap(),
        content().monster_by_id("fallen_druid").unwrap(),
    );
    let at = Pos::new(5, 2);
    g.tokens = vec![(at, skeleton * 4 + 1), (at, druid * 4 + 2)];
    for compact in [false, true] {
        let b = board(&view(&g, None), compact);
        for m in [skeleton, druid] {
            let name = crate::games::dungeonquest::render::names::monster(m);
            assert!(b.contains(&format!("{name} F3")), "{compact}: {name}\n{b}");
            let glyph = content().monster(m).glyph.chars().next().unwrap();
            let grid: String = b.lines().take(31).collect();
            assert!(
                compact || grid.contains(glyph),
                "{name}'s token on the grid\n{b}"
            );
        }
    }
}
