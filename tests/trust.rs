//! Trust: what the bot must never give away while a game runs (sealed strikes, a monster's
//! token number and so its life value), undo that takes back exactly what it showed, and one
//! writer per game even with two organisers on one database. On SQLite and on Postgres.

use crate::common;
use common::*;
use kalladra::games::dungeonquest::engine::{Game, Phase, HIDDEN_PLAN};
use kalladra::games::dungeonquest::render;
use kalladra::organiser::{Organiser, Reply, Target};

/// A game in the middle of a fight: the hero has sent strikes (not all Melee, so they differ
/// from what a sealed plan reads as), the monster's side has not, and the monster's token is not
/// one whose number a redacted token could be mistaken for.
async fn mid_fight(org: &mut Organiser) -> (Table, Game) {
    for seed in 0..60 {
        let mut t = Table::open(org, &["alice", "bob"], seed, &[]).await;
        let sealed = |g: &Game| {
            g.combat.as_ref().is_some_and(|c| {
                c.hero_plan.is_some_and(|p| p != HIDDEN_PLAN)
                    && c.monster_plan.is_none()
                    && c.token % 4 != 0
            })
        };
        if t.until(org, sealed).await {
            let g = org.game(t.id).unwrap().clone();
            return (t, g);
        }
        // That game ended without such a fight: the next one, in the same channel.
    }
    panic!("no fight with sealed strikes in 60 games");
}

fn plain(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

on_both!(memory, async fn an_export_while_fighting_holds_no_strikes_and_no_token_number(db) {
    let mut org = organiser(db, 1).await;
    let (_, g) = mid_fight(&mut org).await;
    let c = g.combat.clone().unwrap();
    let plan = c.hero_plan.unwrap();
    // The organiser exports (he may be about to play the monster).
    let out = org
        .handle(input("alice", "!dq export", false, true))
        .await
        .unwrap();
    let file = out.iter().find_map(|r| r.file.clone()).expect("a file");
    let json: serde_json::Value = serde_json::from_slice(&file.bytes).unwrap();
    let plan_json = serde_json::to_value(plan).unwrap();
    let mut found_plans = Vec::new();
    let mut tokens = Vec::new();
    walk(&json["events"], &mut |key, v| {
        if v == &plan_json {
            found_plans.push(key.to_string());
        }
        if key == "token" {
            tokens.push(v.as_u64().unwrap());
        }
    });
    assert!(
        found_plans.is_empty(),
        "the hero's sealed strikes are in the export under {found_plans:?}"
    );
    assert!(
        !tokens.contains(&u64::from(c.token)),
        "the fight's token number {} (its life value) is in the export: {tokens:?}",
        c.token
    );
    assert!(json["seed"].is_null() && json["log_sha256"].is_null());
});

on_both!(memory, async fn an_undo_preview_names_sealed_strikes_without_showing_them(db) {
    let mut org = organiser(db, 1).await;
    let (_, g) = mid_fight(&mut org).await;
    let plan = g.combat.as_ref().unwrap().hero_plan.unwrap();
    let hero = g.seats[g.combat.as_ref().unwrap().seat].name.clone();
    let out = org
        .handle(input("alice", "!dq undo 3", false, true))
        .await
        .unwrap();
    let text = plain(&out);
    for shown in [render::strikes_text(&plan), render::plan_text(&plan)] {
        assert!(!text.contains(&shown), "`{shown}` in the preview:\n{text}");
    }
    assert!(
        text.contains(&format!("{hero}'s strikes (sealed)")),
        "{text}"
    );
    assert!(out
        .iter()
        .all(|r| r.target == Target::Channel("game".into())));
});

on_both!(memory, async fn undo_confirm_takes_back_exactly_the_inputs_shown_or_nothing(db) {
    let mut org = organiser(db, 1).await;
    let mut t = Table::open(&mut org, &["alice", "bob"], 3, &[]).await;
    for _ in 0..6 {
        t.next(&mut org).await.unwrap();
    }
    org.handle(input("alice", "!dq undo 1", false, true))
        .await
        .unwrap();
    // Somebody plays on after the preview.
    t.next(&mut org).await.unwrap();
    let before = org.game(t.id).unwrap().clone();
    let events = org.store().entries(t.id).await.unwrap().len();
    let out = org
        .handle(input("alice", "!dq undo confirm", false, true))
        .await
        .unwrap();
    assert!(
        plain(&out).contains("The game has moved on since the preview: ask again"),
        "{}",
        plain(&out)
    );
    assert_eq!(org.game(t.id).unwrap(), &before);
    assert_eq!(org.store().entries(t.id).await.unwrap().len(), events);
    // Asked again, it takes back exactly that input.
    let inputs_before = kalladra::games::dungeonquest::engine::event::inputs(&kalladra::games::dungeonquest::engine::event::effective(
        &org.store().events(t.id).await.unwrap(),
    ))
    .len();
    org.handle(input("alice", "!dq undo 1", false, true))
        .await
        .unwrap();
    let out = org
        .handle(input("alice", "!dq undo confirm", false, true))
        .await
        .unwrap();
    assert!(
        plain(&out).contains("has undone the last input"),
        "{}",
        plain(&out)
    );
    let inputs_after = kalladra::games::dungeonquest::engine::event::inputs(&kalladra::games::dungeonquest::engine::event::effective(
        &org.store().events(t.id).await.unwrap(),
    ))
    .len();
    assert_eq!(inputs_after, inputs_before - 1);
});

// An undo preview is kept in the store (issue 25: any process may take the confirm), so it
// outlasts a restart too, bound to the log it was made from: the confirm takes back exactly
// the input shown.
on_both!(file, async fn an_undo_preview_outlasts_a_restart_and_takes_back_what_it_showed(db) {
    let mut org = organiser(db, 1).await;
    let mut t = Table::open(&mut org, &["alice", "bob"], 3, &[]).await;
    for _ in 0..4 {
        t.next(&mut org).await.unwrap();
    }
    org.handle(input("alice", "!dq undo 1", false, true))
        .await
        .unwrap();
    let effective = |events: Vec<kalladra::games::dungeonquest::engine::event::Event>| {
        kalladra::games::dungeonquest::engine::event::inputs(&kalladra::games::dungeonquest::engine::event::effective(&events)).len()
    };
    let before = effective(org.store().events(t.id).await.unwrap());
    drop(org);
    let mut org = organiser(db, 1).await;
    let out = org
        .handle(input("alice", "!dq undo confirm", false, true))
        .await
        .unwrap();
    assert!(
        plain(&out).contains("has undone the last input"),
        "{}",
        plain(&out)
    );
    assert_eq!(
        effective(org.store().events(t.id).await.unwrap()),
        before - 1
    );
});

// Two organisers (two processes, as far as the store can tell) on one database, inputs sent
// to them alternately: each input is checked against the latest log, whichever writer added
// to it, and the game ends as one organiser playing them all would end it.
on_both!(file, async fn two_writers_on_one_database_play_as_one(db) {
    let mut a = organiser(db, 5).await;
    let mut b = organiser(db, 5).await;
    let mut reference = organiser(":memory:", 5).await;
    let t = Table::open(&mut a, &["alice", "bob"], 9, &[]).await;
    let mut r = Table::open(&mut reference, &["alice", "bob"], 9, &[]).await;
    b.ensure_loaded(t.id).await.unwrap();
    let mut n = 0;
    // The computer players read the reference game; each input goes to `a` or `b` in turn,
    // both of which hold a cached copy that the other writer makes stale.
    while let Some(sent) = r.next(&mut reference).await {
        let target = if n % 2 == 0 { &mut a } else { &mut b };
        target
            .handle(input(&sent.user, &sent.text, sent.dm, sent.user == "alice"))
            .await
            .unwrap();
        n += 1;
        assert!(n < 20_000);
    }
    let want = reference.game(r.id).unwrap().clone();
    assert_eq!(want.phase, Phase::Ended);
    let events = a.store().events(t.id).await.unwrap();
    let got = Game::replay(want.seed, want.made_with.clone(), &events);
    assert_eq!(
        got, want,
        "the stored game is the one played by one organiser"
    );
    assert_verifies(t.id, &got, &events);
});

// The store itself refuses an append that does not build on the latest log, and a second
// copy of an input another writer already stored; neither writes anything.
on_both!(memory, async fn an_append_on_a_stale_log_writes_nothing(db) {
    use kalladra::games::dungeonquest::engine::{apply, Action, Actor, Settings};
    use kalladra::store::{Said, Store};
    let store = Store::open(db).await.unwrap();
    let seed = kalladra::chance::seed_from_u64(1);
    let id = store
        .create_game("local", "game", "alice", seed, &Settings::default())
        .await
        .unwrap();
    let g = Game::new(seed, Settings::default());
    let join = |user: &str| Action::Join {
        user: user.into(),
        name: user.into(),
        hero: None,
    };
    let said = |source: &'static str| Said {
        source_id: Some(source),
        user: "alice",
        text: "!dq join",
        at: 1_800_000_000.0,
    };
    let events = apply(&g, Actor::Newcomer, join("alice")).unwrap();
    let mut after = g.clone();
    for e in &events {
        after.fold(e);
    }
    append_events(&store, id, 0, said("m1"), &events, &after)
        .await
        .unwrap();
    let n = store.log_len(id).await.unwrap();
    assert_eq!(n, events.len());
    // Built on the empty log, which is no longer the latest: refused, nothing written.
    let second = apply(&g, Actor::Newcomer, join("bob")).unwrap();
    let e = append_events(&store, id, 0, said("m2"), &second, &after)
        .await
        .unwrap_err();
    assert!(e.is::<kalladra::store::Stale>(), "{e}");
    assert_eq!(store.log_len(id).await.unwrap(), n);
    assert!(!store.seen("m2").await.unwrap());
    // The same transport id again, even on the latest log: already handled.
    let e = append_events(&store, id, n, said("m1"), &second, &after)
        .await
        .unwrap_err();
    assert!(e.is::<kalladra::store::Duplicate>(), "{e}");
    assert_eq!(store.log_len(id).await.unwrap(), n);
    // Each refusal ended its transaction (in memory the store has one connection): an append
    // on the latest log goes in.
    append_events(&store, id, n, said("m3"), &second, &after)
        .await
        .unwrap();
    assert_eq!(store.log_len(id).await.unwrap(), events.len() + second.len());
});

/// A second process on a database that a running process holds refuses to start, naming the
/// database and the process; once the first has gone, the database is free again. (The hold
/// is a SQLite file's: SQLite only; Postgres is shared, see `two_processes.rs`.)
#[test]
fn a_second_process_on_a_held_database_refuses_to_start() {
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("held.db");
    let db = db.to_str().unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    // The first keeps running: its input stays open.
    let mut first = Command::new(bin)
        .args(["local", "--db", db, "--seed", "1"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lock = format!("{db}.lock");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !std::fs::read_to_string(&lock).is_ok_and(|t| t.contains("kalladra local")) {
        assert!(
            std::time::Instant::now() < deadline,
            "the first never held {db}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    for args in [vec!["local", "--db", db], vec!["bot", "--db", db]] {
        let second = Command::new(bin)
            .args(&args)
            .env(
                "DISCORD_TOKEN",
                "MTA5ODc2NTQzMjEwOTg3NjU0.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB",
            )
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!second.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&second.stderr);
        assert!(
            err.contains(&format!(
                "the database {db} is in use by process {}",
                first.id()
            )) && err.contains("(kalladra local)"),
            "{args:?}: {err}"
        );
    }
    drop(first.stdin.take());
    assert!(first.wait().unwrap().success());
    // Free again.
    let again = Command::new(bin)
        .args(["local", "--db", db])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
}
