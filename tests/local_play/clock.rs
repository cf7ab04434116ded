//! Local play's clock across restarts.

/// Local play's clock survives a restart: hours let pass before it count towards a deadline
/// after `--resume` (the clock is not back at real time).
#[tokio::test]
async fn resume_keeps_local_plays_clock() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let run = |lines: &str, resume: bool| {
        let file = dir.path().join("lines.txt");
        std::fs::write(&file, lines).unwrap();
        let mut c = std::process::Command::new(bin);
        c.args(["local", "--seed", "3", "--db"])
            .arg(&db)
            .arg("--script")
            .arg(&file)
            .current_dir(dir.path());
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
    };
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
