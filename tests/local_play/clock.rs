//! Local play's clock across restarts.

/// Local play's clock survives a restart: hours let pass before it count towards a deadline
/// after `--resume` (the clock is not back at real time).
#[tokio::test]
async fn resume_keeps_local_plays_clock() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), &db, "3", lines, resume);
    let out = run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 24\n\
         alice: !dq set on_deadline autopilot\nalice: !dq start\n+20h\n",
        false,
    );
    assert!(!out.contains("The bot plays for"), "not yet: {out}");
    // 20 h + 5 h passes the 24 h deadline only if the first 20 were kept.
    let out = run("+5h\n", true);
    assert!(out.contains("The bot plays for"), "{out}");
    // The clock's place is kept in the database.
    run("+30h\n", true);
    let store = kalladra::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    assert!(store.clock_skew().await.unwrap() >= 55.0 * 3600.0);
}

/// Newcomer m12: below ground the clock's `Stay` is the `Draw` the prompt offered, in the
/// channel, in the undo preview and in the last input named on `--resume`.
#[tokio::test]
async fn the_clocks_draw_in_the_catacombs_is_said_as_draw() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/lindel_catacombs.script"
    ))
    .unwrap();
    // Down to the first Catacomb card: Lindel is below ground, his prompt offers `Draw`.
    let down: String = script
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take_while(|l| !l.contains("Draw"))
        .map(|l| format!("{l}\n"))
        .collect();
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), &db, "98", lines, resume);
    let out = run(
        &format!(
            "{down}alice: !dq set turn_hours 1\nalice: !dq set on_deadline autopilot\n+1.5h\n\
             alice: !dq undo 1\n"
        ),
        false,
    );
    assert!(out.contains("Commands: `Draw`"), "{out}");
    assert!(out.contains("🤖 The bot plays for alice: `Draw`"), "{out}");
    assert!(out.contains("• the clock, for alice: `Draw`"), "{out}");
    assert!(!out.contains("`Stay`"), "{out}");
    let out = run("", true);
    assert!(
        out.contains("The last input stored was number 14, the clock, for alice: `Draw`."),
        "{out}"
    );
}

/// Newcomer m9: after `--resume` the deadline line under the prompt counts the hours already
/// gone, as the clock does (not a whole new `turn_hours`).
#[tokio::test]
async fn the_deadline_line_on_resume_counts_the_hours_gone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), &db, "3", lines, resume);
    let out = run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 10\n\
         alice: !dq start\n+6h\n",
        false,
    );
    assert!(
        out.contains("⏰ Deadline in 10 h: then a reminder."),
        "{out}"
    );
    let out = run("", true);
    assert!(
        out.contains("⏰ Deadline in 4 h: then a reminder."),
        "{out}"
    );
    assert!(!out.contains("Deadline in 10 h"), "{out}");
}
