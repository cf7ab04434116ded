//! Unit tests of the texts: placeholders, narration of single events, prompts, quoting.

use super::endings::cause;
use super::*;
use crate::engine::board::Pos;
use crate::engine::content::content;
use crate::engine::content::Attr;
use crate::engine::rng::seed_from_u64;
use crate::engine::state::{Actor, DeathCause, Settings, TestKey};
use crate::engine::{apply, view, Game};

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
    g.hero_mut(0).underground = Some(crate::engine::state::Underground {
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
    assert!(p.contains("(Agility 4,"), "{p}");
    // Kept Focused Determination tokens count before the Rune of Strength's question.
    let mut g = game(&["hugo"], &["focused_determination"]);
    g.hero_mut(0).runes = vec![content().rune_by_id("strength").unwrap()];
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 2));
    g.awaiting = Some(Awaiting::Test {
        seat: 0,
        spec: crate::engine::state::TestSpec {
            attr: Attr::Strength,
            key: TestKey::Portcullis(Pos::new(1, 1), Dir::Right),
            roll_modifier: 0,
            after: crate::engine::state::AfterTest::Pit,
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
    let e = crate::command::parse("!dq tower XX").unwrap_err();
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
    use crate::command::parse;
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
