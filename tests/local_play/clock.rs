//! Local play's clock across restarts (the binary on a SQLite file, then on Postgres).

use super::*;

// Local play's clock survives a restart: hours let pass before it count towards a deadline
// after `--resume` (the clock is not back at real time).
crate::on_both!(file, async fn resume_keeps_local_plays_clock(db) {
    let dir = tempfile::tempdir().unwrap();
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), db, "3", lines, resume);
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
    let store = kalladra::store::Store::open(db).await.unwrap();
    assert!(store.clock_skew().await.unwrap() >= 55.0 * 3600.0);
});
