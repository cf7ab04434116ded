//! The store on both databases (issue 25): each test runs on SQLite and on a fresh Postgres
//! database (`on_both!`; skipped with a line when no server is given, required under CI):
//! what is kept beside the log, the one-writer check between two writers (two pools, as two
//! processes), the same game giving the same export bytes and log hash on either, and
//! `kalladra migrate` from a SQLite file into Postgres.

use crate::common;
use common::{append_events, autoplay, fresh_postgres, organiser};
use kalladra::games::dungeonquest::engine::{Game, Settings};
use kalladra::store::{Duplicate, Said, Stale, Store};

fn said(source: Option<&str>) -> Said<'_> {
    Said {
        source_id: source,
        user: "alice",
        text: "!dq join",
        at: 1_700_000_000.25,
    }
}

on_both!(memory, async fn what_is_kept_beside_the_log_is_kept(db) {
    let s = Store::open(db).await.unwrap();
    let id = s.create_game("srv", "chan", "alice", [7; 32], &Settings::default()).await.unwrap();
    assert_eq!(id, 1);
    let row = s.game(id).await.unwrap().unwrap();
    assert_eq!((row.channel.as_str(), row.seed, row.phase.as_str()), ("chan", [7; 32], "setup"));
    assert_eq!(s.active_game("chan").await.unwrap().unwrap().id, id);
    assert_eq!(s.game_of_user("alice").await.unwrap().unwrap().id, id);
    s.set_campaign(id, "spring").await.unwrap();
    s.set_game_language(id, kalladra::lang::Lang::Es).await.unwrap();
    let row = s.game(id).await.unwrap().unwrap();
    assert_eq!((row.campaign.as_str(), row.lang), ("spring", kalladra::lang::Lang::Es));
    // Preferences, board, reminders, away, registration, the clock.
    assert!(!s.heads_up("bob").await.unwrap());
    s.set_heads_up("bob", 1).await.unwrap();
    s.set_user_language("bob", Some(kalladra::lang::Lang::Es)).await.unwrap();
    assert!(s.heads_up("bob").await.unwrap());
    assert_eq!(s.user_language("bob").await.unwrap(), Some(kalladra::lang::Lang::Es));
    s.set_board_message(id, "chan", "m1").await.unwrap();
    s.set_board_message(id, "chan", "m2").await.unwrap();
    assert_eq!(s.board_message(id).await.unwrap(), Some(("chan".into(), "m2".into())));
    s.forget_board_message(id).await.unwrap();
    assert_eq!(s.board_message(id).await.unwrap(), None);
    assert!(s.remind_once(id, "k").await.unwrap());
    assert!(!s.remind_once(id, "k").await.unwrap());
    s.set_away(id, "bob", 10.5, "trip", 3).await.unwrap();
    s.set_away(id, "bob", 20.5, "trip", 4).await.unwrap();
    assert_eq!(s.away(id).await.unwrap(), vec![("bob".to_string(), 20.5, 4)]);
    assert_eq!(s.clear_away(id, "bob").await.unwrap(), Some(4));
    assert_eq!(s.clear_away(id, "bob").await.unwrap(), None);
    assert_eq!(s.registration_hash().await.unwrap(), None);
    s.set_registration_hash("h1").await.unwrap();
    s.set_registration_hash("h2").await.unwrap();
    assert_eq!(s.registration_hash().await.unwrap().as_deref(), Some("h2"));
    assert_eq!(s.clock_skew().await.unwrap(), 0.0);
    s.set_clock_skew(7200.5).await.unwrap();
    assert_eq!(s.clock_skew().await.unwrap(), 7200.5);
    // An input and its events; the hours since, on the organiser's clock.
    let g = Game::new([7; 32], Settings::default());
    let ev = vec![kalladra::games::dungeonquest::engine::Event::Started];
    append_events(&s, id, 0, said(Some("m-1")), &ev, &g).await.unwrap();
    assert_eq!(s.log_len(id).await.unwrap(), 1);
    assert!(s.seen("m-1").await.unwrap());
    let h = s.hours_idle(id, 1_700_000_000.25 + 5400.0).await.unwrap().unwrap();
    assert!((h - 1.5).abs() < 0.001, "{h}");
    // Only events that are objects in the log (`{"Name":...}`) are found by name.
    let h = s.hours_since(id, "Started", 1_700_000_000.25 + 3600.0).await.unwrap();
    assert_eq!(h, None);
    assert_eq!(s.input_starts(id).await.unwrap()[0].1, "alice");
});

on_both!(file, async fn two_writers_one_game_the_second_is_stale_or_a_duplicate(db) {
    // Two stores on one database: as two processes would be.
    let a = Store::open(db).await.unwrap();
    let b = Store::open(db).await.unwrap();
    let id = a.create_game("srv", "chan", "alice", [1; 32], &Settings::default()).await.unwrap();
    let g = Game::new([1; 32], Settings::default());
    let ev = vec![kalladra::games::dungeonquest::engine::Event::Started];
    append_events(&a, id, 0, said(Some("x")), &ev, &g).await.unwrap();
    let e = append_events(&b, id, 0, said(Some("y")), &ev, &g).await.unwrap_err();
    assert!(e.is::<Stale>(), "{e}");
    let e = append_events(&b, id, 1, said(Some("x")), &ev, &g).await.unwrap_err();
    assert!(e.is::<Duplicate>(), "{e}");
    assert_eq!(b.log_len(id).await.unwrap(), 1);
    // Both at once, many times: each input once, the log numbered without a gap.
    let write = |s: Store, who: &'static str| async move {
        let mut done = 0;
        while done < 25 {
            let len = s.log_len(id).await.unwrap();
            let source = format!("{who}-{done}");
            match append_events(&s, id, len, said(Some(&source)), &ev_one(), &g_one()).await {
                Ok(()) => done += 1,
                Err(e) if e.is::<Stale>() => {}
                Err(e) => panic!("{e}"),
            }
        }
    };
    let (x, y) = tokio::join!(tokio::spawn(write(a.clone(), "a")), tokio::spawn(write(b.clone(), "b")));
    x.unwrap();
    y.unwrap();
    assert_eq!(a.log_len(id).await.unwrap(), 51);
    assert_eq!(a.input_starts(id).await.unwrap().len(), 51);
    assert_eq!(a.entries(id).await.unwrap().len(), 51);
});

// An input of more events than one SQLite query can number (two arguments each) is stored
// whole, numbered on without a gap, like any other.
on_both!(file, async fn an_input_of_seventeen_thousand_events_is_stored_whole(db) {
    use kalladra::store::Finish;
    let s = Store::open(db).await.unwrap();
    let id = s.create_game("srv", "chan", "alice", [1; 32], &Settings::default()).await.unwrap();
    let first = vec!["{\"n\":0}".to_string()];
    s.append(id, 0, said(Some("a")), &first, Finish::default()).await.unwrap();
    let many: Vec<String> = (1..=17_000).map(|n| format!("{{\"n\":{n}}}")).collect();
    s.append(id, 1, said(Some("b")), &many, Finish::default()).await.unwrap();
    assert_eq!(s.log_len(id).await.unwrap(), 17_001);
    let stored = s.entries(id).await.unwrap();
    assert_eq!(stored.len(), 17_001);
    assert_eq!(stored[17_000], "{\"n\":17000}");
    // And built on a log that has moved on, refused whole.
    let e = s.append(id, 1, said(Some("c")), &many, Finish::default()).await.unwrap_err();
    assert!(e.is::<Stale>(), "{e}");
    assert_eq!(s.log_len(id).await.unwrap(), 17_001);
});

/// A SQLite file in a folder of its own holding one game whose log is one input long
/// (transport id `x`): the folder, the store, the game.
async fn one_input_stored() -> (tempfile::TempDir, Store, i64) {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::open(dir.path().join("k.db").to_str().unwrap())
        .await
        .unwrap();
    let id = s
        .create_game("srv", "chan", "alice", [1; 32], &Settings::default())
        .await
        .unwrap();
    append_events(&s, id, 0, said(Some("x")), &ev_one(), &g_one())
        .await
        .unwrap();
    (dir, s, id)
}

// A store that has closed (its log folded into the file, for a backup) writes nothing more:
// an append after it is refused and the file keeps what it held.
#[tokio::test]
async fn a_closed_store_stores_no_input() {
    let (dir, s, id) = one_input_stored().await;
    let file = dir.path().join("k.db");
    let db = file.to_str().unwrap();
    s.close().await.unwrap();
    let e = append_events(&s, id, 1, said(Some("y")), &ev_one(), &g_one())
        .await
        .unwrap_err();
    assert!(format!("{e:#}").contains("closed"), "{e:#}");
    let again = Store::open(db).await.unwrap();
    assert_eq!(again.log_len(id).await.unwrap(), 1);
    assert!(!again.seen("y").await.unwrap());
}

// A caller who stops waiting while its write waits on SQLite's lock (another connection
// holds it) leaves no transaction open on the store's connections: the write runs to its end
// on its own (refused here, as a duplicate) and the next write goes in at once.
#[tokio::test]
async fn a_write_given_up_while_it_waits_leaves_no_transaction_open() {
    use sqlx::{Connection, Executor};
    let (dir, s, id) = one_input_stored().await;
    let file = dir.path().join("k.db");
    let db = file.to_str().unwrap();
    let mut other = sqlx::SqliteConnection::connect(db).await.unwrap();
    other.execute("BEGIN IMMEDIATE").await.unwrap();
    let (ev, g) = (ev_one(), g_one());
    let waiting = append_events(&s, id, 1, said(Some("x")), &ev, &g);
    let given_up = tokio::time::timeout(std::time::Duration::from_millis(200), waiting).await;
    assert!(
        given_up.is_err(),
        "the write waited on the other connection's lock"
    );
    other.execute("COMMIT").await.unwrap();
    // Time for the given-up write to take the lock and run to its end.
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let start = std::time::Instant::now();
    append_events(&s, id, 1, said(Some("y")), &ev_one(), &g_one())
        .await
        .unwrap();
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "the next write waited {:?} on a lock left held",
        start.elapsed()
    );
    assert_eq!(s.log_len(id).await.unwrap(), 2);
}

fn ev_one() -> Vec<kalladra::games::dungeonquest::engine::Event> {
    vec![kalladra::games::dungeonquest::engine::Event::Started]
}

fn g_one() -> Game {
    Game::new([1; 32], Settings::default())
}

/// A whole game through the organiser, and its export's bytes.
async fn played_export(db: &str) -> (Vec<u8>, Option<String>) {
    let mut org = organiser(db, 4242).await;
    let (id, g) = autoplay(&mut org, &["alice", "bob", "carol"], 4242).await;
    assert_eq!(g.phase, kalladra::games::dungeonquest::engine::Phase::Ended);
    let row = org.store().game(id).await.unwrap().unwrap();
    let events = org.store().events(id).await.unwrap();
    let game = org.store().load(&row).await.unwrap();
    let x = kalladra::games::dungeonquest::audit::Export::of(
        id,
        &row.channel,
        &row.organiser,
        &game,
        &events,
    );
    assert_eq!(
        kalladra::games::dungeonquest::audit::verify(&x).exit_code(),
        0
    );
    (serde_json::to_vec_pretty(&x).unwrap(), x.log_sha256)
}

#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn the_same_game_exports_the_same_bytes_on_both_databases() {
    let url = fresh_postgres().await;
    let (sqlite, hash_sqlite) = played_export(":memory:").await;
    let (postgres, hash_postgres) = played_export(&url).await;
    assert!(hash_sqlite.is_some());
    assert_eq!(hash_sqlite, hash_postgres);
    assert!(sqlite == postgres, "the exports differ");
}

#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn migrate_copies_every_game_and_setting_and_a_second_run_changes_nothing() {
    let url = fresh_postgres().await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.db");
    let file = file.to_str().unwrap();
    {
        // A finished DungeonQuest game, one still running, and settings beside them.
        let mut org = organiser(file, 99).await;
        autoplay(&mut org, &["alice", "bob"], 99).await;
        let s = org.store().clone();
        let id = s
            .create_game("srv", "other", "dora", [3; 32], &Settings::default())
            .await
            .unwrap();
        s.set_away(id, "dora", 5.0, "x", 0).await.unwrap();
        s.set_heads_up("dora", 1).await.unwrap();
        s.set_registration_hash("h").await.unwrap();
        s.set_clock_skew(60.0).await.unwrap();
        s.close().await.unwrap();
    }
    let said = kalladra::migrate::migrate(file, &url).await.unwrap();
    assert!(said.starts_with("copied 2 games and"), "{said}");
    assert!(said.ends_with("; 1 finished game verified"), "{said}");
    let again = kalladra::migrate::migrate(file, &url).await.unwrap();
    assert!(
        again.ends_with("nothing changed; 1 finished game verified"),
        "{again}"
    );
    let pg = Store::open(&url).await.unwrap();
    let sq = Store::open(file).await.unwrap();
    assert_eq!(pg.game_list().await.unwrap(), sq.game_list().await.unwrap());
    for (id, _) in sq.game_list().await.unwrap() {
        assert_eq!(pg.entries(id).await.unwrap(), sq.entries(id).await.unwrap());
        assert_eq!(
            pg.input_starts(id).await.unwrap(),
            sq.input_starts(id).await.unwrap()
        );
    }
    assert!(pg.heads_up("dora").await.unwrap());
    assert_eq!(pg.clock_skew().await.unwrap(), 60.0);
    assert_eq!(pg.away(2).await.unwrap(), sq.away(2).await.unwrap());
    assert_eq!(kalladra::migrate::verify_all(&pg).await.unwrap(), 1);
    // New games go on past the copied ids.
    let next = pg
        .create_game("srv", "new", "eve", [4; 32], &Settings::default())
        .await
        .unwrap();
    assert_eq!(next, 3);
    // Now the target holds a game the source does not: refused, naming it.
    let e = kalladra::migrate::migrate(file, &url)
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("game 3 in channel new"), "{e}");
    // A target that is not Postgres, a source that is missing: one line each.
    let e = kalladra::migrate::migrate(file, "other.db")
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("--to must be a Postgres URL"), "{e}");
    let e = kalladra::migrate::migrate("/nonexistent/k.db", &url)
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("/nonexistent"), "{e}");
}

/// A copy whose finished game does not verify (here its log was edited in the file) fails
/// `migrate`, and so does every run after it: a second run verifies what it finds already
/// there instead of saying all is well.
#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn migrate_of_a_copy_that_does_not_verify_fails_again_on_a_second_run() {
    let url = fresh_postgres().await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.db");
    let file = file.to_str().unwrap();
    {
        let mut org = organiser(file, 99).await;
        autoplay(&mut org, &["alice", "bob"], 99).await;
        org.store().close().await.unwrap();
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{file}"))
        .await
        .unwrap();
    // Her hero dealt to another name: the inputs replayed no longer give this log.
    let edited = sqlx::query(
        "UPDATE events SET body = replace(body, '\"alice\"', '\"mallory\"') \
         WHERE body LIKE '%\"Dealt\"%\"alice\"%'",
    )
    .execute(&pool)
    .await
    .unwrap();
    assert!(edited.rows_affected() > 0);
    pool.close().await;
    for run in ["first", "second"] {
        let e = kalladra::migrate::migrate(file, &url)
            .await
            .expect_err(run)
            .to_string();
        assert!(
            e.contains("game 1 in channel") && e.contains("does not verify"),
            "{run}: {e}"
        );
    }
}

#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn migrate_copies_a_dungeon_raiders_game_with_its_kind() {
    let url = fresh_postgres().await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.db");
    let file = file.to_str().unwrap();
    {
        let mut org = organiser(file, 5).await;
        let mut name = None;
        let out = common::say(
            &mut org,
            &mut name,
            "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq start\n",
        )
        .await;
        assert!(out.contains("raiders") || out.contains("Raiders"), "{out}");
        let row = org.store().latest_unfinished().await.unwrap().unwrap();
        assert_eq!(row.kind, "raiders");
        org.store().close().await.unwrap();
    }
    let said = kalladra::migrate::migrate(file, &url).await.unwrap();
    assert!(said.starts_with("copied 1 game and"), "{said}");
    assert!(said.ends_with("; no finished game to verify"), "{said}");
    let pg = Store::open(&url).await.unwrap();
    let row = pg.game(1).await.unwrap().unwrap();
    assert_eq!(row.kind, "raiders");
    assert_eq!(
        pg.entries(1).await.unwrap(),
        Store::open(file).await.unwrap().entries(1).await.unwrap()
    );
}

// Two organisers on one database, as two bot processes: what one of them keeps beside the
// log (who is away) reaches the other at its next input, though the log did not change.
on_both!(file, async fn time_away_set_through_one_process_is_seen_by_the_other(db) {
    use common::input;
    let mut a = organiser(db, 1).await;
    let mut b = organiser(db, 1).await;
    for (who, text) in [
        ("alice", "!dq new"),
        ("alice", "!dq join hugo"),
        ("bob", "!dq join lindel"),
        ("alice", "!dq start"),
        ("alice", "Move DOWN"),
    ] {
        a.handle(input(who, text, false, false)).await.unwrap();
    }
    // Bob goes away through the other process while alice's turn goes on (her question).
    let said = b.handle(input("bob", "!dq away 24", false, false)).await.unwrap();
    assert!(common::texts(&said).contains("is away for 24 h"), "{}", common::texts(&said));
    // Her answer ends her turn in the first process: bob's is played for him at once.
    let said = a.handle(input("alice", "No", false, false)).await.unwrap();
    assert!(
        common::texts(&said).contains("bob is away: the bot plays for them."),
        "{}",
        common::texts(&said)
    );
    let events = a.store().events(1).await.unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        kalladra::games::dungeonquest::engine::Event::Acted {
            action: kalladra::games::dungeonquest::engine::Action::ForAbsent { seat: 1, .. },
            ..
        }
    )));
});

/// `migrate` never writes to its source (turn 4, F-8): the file, its `-wal` and its folder are
/// as they were, byte for byte; an empty source is refused and left empty.
#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn migrate_reads_its_source_and_never_writes_it() {
    let url = fresh_postgres().await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.db");
    let file = file.to_str().unwrap();
    {
        let mut org = organiser(file, 99).await;
        autoplay(&mut org, &["alice", "bob"], 99).await;
        org.store().close().await.unwrap();
    }
    let listing = |dir: &std::path::Path| {
        use sha2::Digest;
        // Each file's name, size and digest: a failure says which file changed.
        let mut files: Vec<(String, usize, String)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let p = e.unwrap().path();
                let bytes = std::fs::read(&p).unwrap();
                let digest = format!("{:x}", sha2::Sha256::digest(&bytes));
                (p.display().to_string(), bytes.len(), digest)
            })
            .collect();
        files.sort();
        files
    };
    let before = listing(dir.path());
    let said = kalladra::migrate::migrate(file, &url).await.unwrap();
    assert!(said.starts_with("copied 1 game"), "{said}");
    assert_eq!(
        listing(dir.path()),
        before,
        "the source's folder is as it was"
    );
    let empty = dir.path().join("empty.db");
    std::fs::write(&empty, b"").unwrap();
    let empty = empty.to_str().unwrap();
    let e = kalladra::migrate::migrate(empty, &fresh_postgres().await)
        .await
        .unwrap_err()
        .to_string();
    assert!(e.contains("empty file") && e.contains(empty), "{e}");
    assert_eq!(std::fs::read(empty).unwrap(), b"");
    assert!(!std::path::Path::new(&format!("{empty}-wal")).exists());
}

/// A store that is its database's only writer remembers which game a channel runs, which
/// games a user sits at and when a log last held an entry of a kind (`store/memo.rs`): after
/// every kind of write through it, it answers as a second store that asks the file each time.
#[tokio::test]
async fn a_remembering_store_answers_as_the_database_does() {
    use kalladra::store::Finish;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.db");
    let file = file.to_str().unwrap();
    let s = Store::open(file).await.unwrap();
    s.remember();
    let truth = Store::open(file).await.unwrap();
    let now = 1_700_000_000.0;
    async fn same(s: &Store, truth: &Store, now: f64) {
        for c in ["chan", "other"] {
            let (a, b) = (
                s.active_game(c).await.unwrap(),
                truth.active_game(c).await.unwrap(),
            );
            assert_eq!(
                a.map(|r| (r.id, r.phase, r.lang, r.campaign)),
                b.map(|r| (r.id, r.phase, r.lang, r.campaign)),
                "{c}"
            );
            let (a, b) = (
                s.latest_game(c).await.unwrap(),
                truth.latest_game(c).await.unwrap(),
            );
            assert_eq!(
                a.map(|r| (r.id, r.phase)),
                b.map(|r| (r.id, r.phase)),
                "{c}"
            );
        }
        for u in ["alice", "bob"] {
            let ids = |rows: Vec<kalladra::store::GameRow>| {
                rows.into_iter().map(|r| r.id).collect::<Vec<_>>()
            };
            assert_eq!(
                ids(s.games_of_user(u).await.unwrap()),
                ids(truth.games_of_user(u).await.unwrap()),
                "{u}"
            );
        }
        for id in [1, 2] {
            for kind in ["Opened", "Shut"] {
                let (a, b) = (
                    s.hours_since(id, kind, now).await.unwrap(),
                    truth.hours_since(id, kind, now).await.unwrap(),
                );
                match (a, b) {
                    (Some(a), Some(b)) => assert!((a - b).abs() < 1e-5, "{id} {kind}: {a} {b}"),
                    (a, b) => assert_eq!(a, b, "{id} {kind}"),
                }
            }
        }
    }
    same(&s, &truth, now).await;
    let id = s
        .create_seated("raiders", ("srv", "chan", "alice"), [1; 32], "{}", "")
        .await
        .unwrap();
    same(&s, &truth, now).await;
    let at = |h: f64| Said {
        source_id: None,
        user: "alice",
        text: "x",
        at: now - h * 3600.0,
    };
    let bob = [("bob".to_string(), "Bob".to_string(), String::new())];
    let seated = Finish {
        seats: Some(&bob),
        ..Finish::default()
    };
    s.append(id, 0, at(5.0), &[r#"{"Opened":1}"#.into()], seated)
        .await
        .unwrap();
    same(&s, &truth, now).await;
    s.append(
        id,
        1,
        at(3.0),
        &[r#"{"Moved":1}"#.into()],
        Finish::default(),
    )
    .await
    .unwrap();
    same(&s, &truth, now).await;
    s.append(
        id,
        2,
        at(2.0),
        &[r#"{"Moved":1}"#.into(), r#"{"opened":2}"#.into()],
        Finish::default(),
    )
    .await
    .unwrap();
    same(&s, &truth, now).await;
    // A write refused (the log has grown) changes nothing.
    assert!(s
        .append(id, 1, at(1.0), &[r#"{"Shut":1}"#.into()], Finish::default())
        .await
        .is_err());
    same(&s, &truth, now).await;
    s.set_game_language(id, kalladra::lang::Lang::Es)
        .await
        .unwrap();
    same(&s, &truth, now).await;
    s.set_campaign(id, "spring").await.unwrap();
    same(&s, &truth, now).await;
    let ended = Finish {
        phase: Some("ended"),
        ..Finish::default()
    };
    s.append(id, 4, at(1.0), &[r#"{"Shut":1}"#.into()], ended)
        .await
        .unwrap();
    same(&s, &truth, now).await;
    s.create_game("srv", "chan", "bob", [2; 32], &Settings::default())
        .await
        .unwrap();
    same(&s, &truth, now).await;
}
