//! DungeonQuest's record page: what it holds, the proof's bytes hashing to what was posted,
//! the refusal of a running game, its language, its anchors and its size for a long four-hero
//! game.

use super::*;
use crate::audit::seed_hash;
use crate::games::dungeonquest::simulate::{play, SensiblePolicy};
use crate::page::tests::{anchors, assemble, sha};
use crate::page::{html, Refused, ATTACHMENT_LIMIT};

fn seed(n: u8) -> [u8; 32] {
    let mut s = [0; 32];
    s[0] = n;
    s[7] = 42;
    s
}

/// A finished DungeonQuest game of `heroes` computer players, exported.
fn quest_export(n: u8, heroes: usize) -> Export {
    let mut policy = SensiblePolicy::new(u64::from(n));
    let played = play(seed(n), heroes, &mut policy, 50_000);
    Export::of(7, "channel", "olga", &played.game, &played.events)
}

/// The first of these games with a fight and a Dragon draw.
fn with_fight_and_dragon() -> Export {
    (1..60)
        .map(|n| quest_export(n, 2))
        .find(|x| {
            let has = |f: fn(&Event) -> bool| x.events.iter().any(f);
            has(|e| matches!(e, Event::RoundResolved(_)))
                && has(|e| matches!(e, Event::DragonDrawn { .. }))
        })
        .expect("a game with a fight and a Dragon draw among 60")
}

#[test]
fn a_dungeonquest_page_has_every_turn_its_fights_dragon_scores_and_proof() {
    let x = with_fight_and_dragon();
    let p = page(&x, Lang::En).unwrap();
    // The setting up, then a step a turn anyone played in (a lost turn is told in the step
    // before it), each with the board after it.
    let mut turns = Vec::new();
    let s = crate::audit::seed_from_hex(x.seed.as_deref().unwrap()).unwrap();
    crate::games::dungeonquest::engine::replay_seen(
        s,
        &x.settings,
        &x.events,
        Actor::Newcomer,
        |b, _, _, _| {
            if turns.last() != Some(&b.turn) {
                turns.push(b.turn);
            }
        },
    );
    assert_eq!(p.steps.len(), turns.len());
    assert!(turns.len() > 20 && turns[0] == 0, "{turns:?}");
    for (step, turn) in p.steps.iter().zip(&turns).skip(1) {
        assert_eq!(step.title, format!("Turn {turn}"));
    }
    assert!(p
        .steps
        .iter()
        .all(|s| s.picture.is_some() && !s.alt.is_empty()));
    let boards = &p.pictures.boards;
    assert!(boards.len() > 1 && boards.len() <= p.steps.len());
    // Each picture, put back together from its tiles, is the board after its turn.
    let last = p.steps.last().unwrap().picture.unwrap();
    let end = crate::games::dungeonquest::engine::Game::replay(s, x.made_with(), &x.events);
    let want = crate::games::dungeonquest::picture::draw(
        &crate::games::dungeonquest::engine::view(&end, None),
        Lang::En,
    );
    assert_eq!(assemble(&p.pictures, last), want.rgb);
    // Every combat round, both sides' strikes named; a Dragon draw with its odds.
    let rounds = x
        .events
        .iter()
        .filter(|e| matches!(e, Event::RoundResolved(_)))
        .count();
    let shown: usize = p.steps.iter().map(|s| s.fights.len()).sum();
    assert!(rounds > 0, "the game had no fight: pick another seed");
    assert_eq!(shown, rounds);
    let first = x.events.iter().find_map(|e| match e {
        Event::RoundResolved(r) => Some(r.clone()),
        _ => None,
    });
    let r = first.unwrap();
    let table = p.steps.iter().flat_map(|s| &s.fights).next().unwrap();
    assert_eq!(
        table.rows[0][1..4],
        [r.hero.standard, r.hero.brutal, r.hero.counter]
            .map(crate::games::dungeonquest::render::names::strike)
    );
    assert_eq!(
        table.rows[1][1..4],
        [r.monster.standard, r.monster.brutal, r.monster.counter]
            .map(crate::games::dungeonquest::render::names::strike)
    );
    let draws: Vec<&String> = p.steps.iter().flat_map(|s| &s.dragon).collect();
    let drawn = x
        .events
        .iter()
        .filter(|e| matches!(e, Event::DragonDrawn { .. }))
        .count();
    assert_eq!(draws.len(), drawn);
    let odds = x.events.iter().find_map(|e| match e {
        Event::DragonDrawn { chance, roll, .. } => Some((chance, roll)),
        _ => None,
    });
    let (chance, roll) = odds.unwrap();
    assert!(
        draws[0].contains(&format!("at {chance}% Sleeping: rolled {roll}")),
        "{}",
        draws[0]
    );
    assert!(!p.scores.is_empty());
    // The proof's bytes are those the posted hashes are of.
    assert_eq!(sha(p.proof.log.as_bytes()), x.log_sha256.clone().unwrap());
    assert_eq!(p.proof.log_sha256, crate::audit::log_hash(&x.events));
    let (json, hash) = p.proof.commitment.clone().unwrap();
    assert_eq!(sha(json.as_bytes()), hash);
    assert_eq!(Some(hash), x.commitment);
    let s = crate::audit::seed_from_hex(&p.proof.seed).unwrap();
    assert_eq!(seed_hash(&s), p.proof.seed_sha256);
}

#[test]
fn the_page_speaks_the_games_language() {
    let x = quest_export(5, 2);
    let en = html(&page(&x, Lang::En).unwrap());
    let es = html(&page(&x, Lang::Es).unwrap());
    assert!(en.contains("<html lang=\"en\"") && en.contains("Final scores"));
    assert!(es.contains("<html lang=\"es\"") && es.contains("Puntuación final"));
    assert!(es.contains("Turno 1") && !es.contains("Final scores"));
    // Each turn's anchor, and no way for the data to end its script block.
    assert!(en.contains("id=\"turn-1\""));
    let data = en.split("id=\"data\">").nth(1).unwrap();
    let data = data.split("</script>").next().unwrap();
    assert!(!data.contains('<'));
    let v: serde_json::Value = serde_json::from_str(data).unwrap();
    assert_eq!(v["proof"]["log_sha256"], x.log_sha256.clone().unwrap());
}

#[test]
fn a_running_games_export_gets_no_page() {
    let mut policy = SensiblePolicy::new(2);
    let played = play(seed(2), 2, &mut policy, 40);
    assert_ne!(
        played.game.phase,
        crate::games::dungeonquest::engine::Phase::Ended
    );
    let x = Export::of(1, "c", "o", &played.game, &played.events);
    assert_eq!(page(&x, Lang::En).unwrap_err(), Refused::Running);
    assert_eq!(Refused::Running.exit_code(), 2);
}

/// BENCHMARKS.md: a long four-hero game's page stays under Discord's upload limit.
#[test]
fn a_long_four_hero_games_page_fits_in_a_discord_attachment() {
    let x = quest_export(11, 4);
    let turns = x
        .events
        .iter()
        .filter(|e| matches!(e, Event::TurnStarted { .. }))
        .count();
    let page = html(&page(&x, Lang::En).unwrap());
    assert!(
        turns >= 40,
        "a short game ({turns} turns): pick another seed"
    );
    assert!(
        page.len() < ATTACHMENT_LIMIT,
        "{} bytes for {turns} turns",
        page.len()
    );
}

/// README: `game-12.html#turn-17` opens at turn 17.
/// A step's anchor is the turn its heading names, not its place among the steps (a turn
/// with no input of its own has no step: its anchor is missing, and page.js opens the step
/// that covers it). Anchors are never repeated.
#[test]
fn each_steps_anchor_names_the_turn_it_shows() {
    let mut gaps = 0;
    // Two games of three heroes: each of these has turns without a step of its own.
    for n in 1..3 {
        let page = html(&page(&quest_export(n, 3), Lang::En).unwrap());
        let anchors = anchors(&page);
        let ids: std::collections::HashSet<_> = anchors.iter().map(|(id, _)| id).collect();
        assert_eq!(ids.len(), anchors.len(), "a repeated anchor");
        for (id, title) in &anchors {
            let turn = id.strip_prefix("turn-").unwrap().split('-').next().unwrap();
            let want = match turn {
                "0" => "Before the first turn".to_string(),
                t => format!("Turn {t}"),
            };
            assert_eq!(title, &want, "#{id}");
            assert!(page.contains(&format!("id=\"{id}\" data-turn=\"{turn}\"")));
        }
        let last: usize = anchors.last().unwrap().0[5..].parse().unwrap();
        gaps += last + 1 - anchors.len();
    }
    assert!(
        gaps > 0,
        "no game here has a turn without a step of its own"
    );
}

/// Attack F-3: the page cannot know what was posted in the channel, so it never says a hash
/// "is the one posted": it names the file's, computes its own, and asks the reader to compare
/// them with the channel's, naming the channel and the game. An export that replays but that
/// `verify` does not confirm gets a page with a banner saying so and why.
#[test]
fn the_page_asks_to_compare_with_the_channel_and_says_when_verify_does_not_confirm() {
    let x = quest_export(5, 2);
    let p = page(&x, Lang::En).unwrap();
    assert_eq!(p.doubt, None);
    let en = html(&p);
    assert!(!en.contains("is the one posted") && !en.contains("The hashes match"));
    assert!(en.contains("Its SHA-256, as this file gives it"));
    assert!(en.contains("compare each hash with the one posted there for game 7"));
    assert!(en.contains("in the channel channel"));
    assert!(!en.contains("id=\"doubt\""));
    // The log's hash edited: it still replays, so a page, with the banner.
    let mut edited = x.clone();
    edited.log_sha256 = Some("0".repeat(64));
    let p = page(&edited, Lang::En).unwrap();
    assert_eq!(p.doubt, Some(crate::page::Doubt::LogHash));
    let en = html(&p);
    assert!(en.contains("id=\"doubt\""));
    assert!(en.contains("Its log does not hash to the SHA-256 it says was posted at the end"));
    assert!(en.contains("<code>kalladra verify game-7.json</code> says what is wrong"));
    // The commitment removed (F-Q): a banner too, in Spanish.
    let mut bare = x.clone();
    bare.commitment = None;
    let p = page(&bare, Lang::Es).unwrap();
    assert_eq!(p.doubt, Some(crate::page::Doubt::Commitment));
    assert!(html(&p).contains("Falta su compromiso"));
    // The seed's hash edited: verify stops before replaying, the page's check replays it.
    let mut seed = x.clone();
    seed.seed_sha256 = "1".repeat(64);
    assert_eq!(
        page(&seed, Lang::En).unwrap().doubt,
        Some(crate::page::Doubt::Seed)
    );
}

/// A turn's picture names the turn its heading names and marks whose turn it was, though the
/// input that ended that turn has begun the next (newcomer m5: "Turn 17" above a board saying
/// "Turn 18").
#[test]
fn each_turns_picture_names_the_turn_its_heading_names() {
    let x = quest_export(5, 2);
    let p = page(&x, Lang::En).unwrap();
    let s = crate::audit::seed_from_hex(x.seed.as_deref().unwrap()).unwrap();
    // Each step: its turn, whose it was, the game after its last input.
    let mut at: Vec<(u32, usize, Game)> = Vec::new();
    replay_seen(
        s,
        &x.settings,
        &x.events,
        Actor::Newcomer,
        |b, a, _, _| match at.last_mut() {
            Some(last) if last.0 == b.turn => last.2 = a.clone(),
            _ => at.push((b.turn, b.current, a.clone())),
        },
    );
    assert_eq!(at.len(), p.steps.len());
    let mut moved_on = 0;
    for (step, (turn, hero, after)) in p.steps.iter().zip(&at).skip(1) {
        if after.phase != Phase::Playing {
            continue;
        }
        moved_on += usize::from(after.turn != *turn);
        let mut v = view(after, None);
        v.turn = *turn;
        v.current = *hero;
        let want = crate::games::dungeonquest::picture::draw(&v, Lang::En);
        assert_eq!(
            assemble(&p.pictures, step.picture.unwrap()),
            want.rgb,
            "turn {turn}: the picture names another turn or hero"
        );
        assert_eq!(step.title, format!("Turn {turn}"));
    }
    assert!(
        moved_on > 10,
        "most turns end in their last input: {moved_on}"
    );
}
