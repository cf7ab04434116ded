//! Resuming after the process dies: nothing lost, nothing done twice, and the banner names
//! the last stored input without opening a sealed one.

use super::*;

on_both!(file, async fn resuming_after_a_kill_loses_nothing(db) {
    // A two-player game with a fight by DM: the "kills" fall mid-combat too.
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let seed = script_seed(&script);
    let dir = tempfile::tempdir().unwrap();
    let straight = dir.path().join("straight.db");
    let mut org = organiser(straight.to_str().unwrap(), seed).await;
    say(&mut org, &mut None, &script).await;
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    let expected: Game = org.store().load::<kalladra::games::dungeonquest::engine::Game>(&row).await.unwrap();
    drop(org);

    // Each line by a fresh organiser on the database (SQLite, or a fresh Postgres one).
    let path = db;
    let mut first = None;
    for line in script.lines() {
        let mut org = organiser(path, seed).await;
        if let Some((id, _, _)) = org.resume_latest().await.unwrap() {
            assert!(org.game(id).is_some());
        }
        say(&mut org, &mut first, &format!("{line}\n")).await;
    }
    let org = organiser(path, seed).await;
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    let got = org.store().load::<kalladra::games::dungeonquest::engine::Game>(&row).await.unwrap();
    assert_eq!(got, expected);
    assert!(got.turn > 10);
    assert!(
        got.seats.iter().any(|s| s.hero.wounds > 0),
        "the fight happened"
    );
});

/// `kalladra local --seed SEED --db DB --script` on `lines` (with `--resume` if asked), in
/// `dir`: what it printed; it must succeed.
pub(super) fn run_script(
    dir: &std::path::Path,
    db: impl AsRef<std::ffi::OsStr>,
    seed: &str,
    lines: &str,
    resume: bool,
) -> String {
    let file = dir.join("lines.txt");
    std::fs::write(&file, lines).unwrap();
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"));
    c.args(["local", "--seed", seed, "--db"])
        .arg(db)
        .arg("--script")
        .arg(&file)
        .current_dir(dir);
    if resume {
        c.arg("--resume");
    }
    let out = c.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

// After a crash, `--resume` names the last input stored, so nobody types it again; sealed
// strikes are named as such, never shown.
on_both!(file, async fn resume_names_the_last_stored_input_with_strikes_sealed(db) {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let seed = script_seed(&script).to_string();
    let run = |lines: &str, resume: bool| run_script(dir.path(), db, &seed, lines, resume);
    // Up to bob's strikes, sent and stored; then the process is gone.
    let upto: Vec<&str> = script
        .lines()
        .take_while(|l| !l.starts_with("bob dm: s=spell b=ranged"))
        .collect();
    run(
        &(upto.join("\n") + "\nbob dm: s=spell b=ranged c=melee\n"),
        false,
    );
    let out = run("", true);
    let store = kalladra::store::Store::open(db).await.unwrap();
    let row = store.latest_unfinished().await.unwrap().unwrap();
    let events = store.events(row.id).await.unwrap();
    let inputs = kalladra::games::dungeonquest::engine::event::inputs(&events).len();
    drop(store);
    assert!(
        out.contains(&format!(
            "The last input stored was number {inputs}, bob's strikes (sealed)."
        )),
        "{inputs}: {out}"
    );
    assert!(
        !out.to_lowercase().contains("spell"),
        "the strikes stay sealed: {out}"
    );
    // An ordinary input is named with its text.
    run("alice: !dq pause\n", true);
    let out = run("", true);
    assert!(
        out.contains(&format!(
            "The last input stored was number {}, alice: `!dq pause`.",
            inputs + 1
        )),
        "{out}"
    );
    // The clock's input, played for whoever the fight waits on once its deadline passed: his,
    // sent by the clock, and sealed like his own (never credited to the organiser). Within
    // 1.5 h only the round's one-hour deadline passes, not the next one's.
    run(
        "alice: !dq resume\nalice: !dq set combat_round_hours 1\nalice: !dq set turn_hours 1\n\
         alice: !dq set on_deadline autopilot\n+1.5h\n",
        true,
    );
    let out = run("", true);
    let banner = out
        .lines()
        .find(|l| l.contains("The last input stored"))
        .unwrap_or_default();
    assert!(
        banner.contains("strikes, sent by the clock (sealed)") || banner.contains("the clock, for"),
        "{out}"
    );
    for strike in ["melee", "ranged", "spell", "alice: `"] {
        assert!(!banner.to_lowercase().contains(strike), "{banner}");
    }
    // A database without a game (a new SQLite file, on either run: the banner is the same).
    let fresh = dir.path().join("fresh.db");
    let mut c = std::process::Command::new(bin);
    let out = c
        .args(["local", "--resume", "--script", "/dev/null", "--db"])
        .arg(&fresh)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("There is no unfinished game"), "{text}");
});

/// Attack F-L: the clock plays several away seats after one input, one transaction each; a
/// crash between two of them leaves the game on an away seat's turn with nothing played for
/// him. The resume plays it at once (not at the next line, which the player present could not
/// send: it is not his turn), and does not ping the player who is away.
#[tokio::test]
async fn resume_plays_for_an_away_seat_a_crash_cut_short() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let run = |lines: &str, resume: bool| run_script(dir.path(), &db, "3", lines, resume);
    run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\ncarol: !dq join\nalice: !dq start\n\
         bob: !dq away 5\ncarol: !dq away 5\nalice: Move DOWN\n",
        false,
    );
    // The crash: every input after the clock's first one for bob (seat 1) never stored.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let (cut,): (i64,) = sqlx::query_as(
        "SELECT MIN(input) FROM events WHERE body LIKE '%\"ForAbsent\":{\"seat\":1,%'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    for table in ["events", "inputs"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE input > ?"))
            .bind(cut)
            .execute(&pool)
            .await
            .unwrap();
    }
    pool.close().await;
    let out = run("", true);
    assert!(
        out.contains(&format!(
            "The last input stored was number {cut}, the clock, for bob:"
        )),
        "{out}"
    );
    assert!(out.contains("🤖 The bot plays for carol:"), "{out}");
    assert!(!out.contains("@carol"), "carol is away: {out}");
}

/// Attack, smaller things: the resume banner names a settings change by what it changed, as
/// the undo preview does (it said only `!dq set`).
#[tokio::test]
async fn resume_names_a_settings_change_by_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let run = |lines: &str, resume: bool| run_script(dir.path(), &db, "3", lines, resume);
    run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq start\n\
         alice: !dq set turn_hours 5\n",
        false,
    );
    let out = run("", true);
    assert!(
        out.contains("The last input stored was number 4, alice: `!dq set turn_hours 5`."),
        "{out}"
    );
    run("alice: !dq set on_deadline skip\n", true);
    let out = run("", true);
    assert!(
        out.contains("The last input stored was number 5, alice: `!dq set on_deadline skip`."),
        "{out}"
    );
}

/// The banner is in the game's language, and an organiser's input names whoever sent it as
/// the store keeps it (a substitute answering a call, not the game's organiser).
#[tokio::test]
async fn resume_speaks_the_games_language_and_names_who_sent_the_last_input() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let lines = "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq idioma es\n\
                 alice: !dq empezar\nalice: !dq sub wanted bob\ndave: !dq sub\n";
    let played = run_script(dir.path(), &db, "5", lines, false);
    assert!(played.contains("dave"), "{played}");
    let out = run_script(dir.path(), &db, "5", "", true);
    assert!(
        out.contains("Se reanuda la partida 1 donde se quedó."),
        "{out}"
    );
    assert!(!out.contains("Resuming"), "{out}");
    let banner = out
        .lines()
        .find(|l| l.contains("La última acción guardada"))
        .unwrap_or_default();
    assert!(banner.contains("dave: `"), "{out}");
    assert!(!banner.contains("alice"), "{banner}");
}
