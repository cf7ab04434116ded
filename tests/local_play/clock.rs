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

/// Attack F-O: `+1000h` lines, one after another, take the clock no further than a century
/// ahead (past year 9999 the database could not write an input's time and the session ended);
/// the line over the limit is answered in the session's language and the game goes on.
#[test]
fn the_clock_stops_a_century_ahead() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, limit) in [
        (
            "en",
            "(the clock is already 876000 h ahead: it goes no further than 876000 h",
        ),
        (
            "es",
            "(el reloj ya va 876000 h adelantado: no pasa de 876000 h",
        ),
    ] {
        let db = dir.path().join(format!("{lang}.db"));
        let script = dir.path().join("lines.txt");
        let waits = "+1000h\n".repeat(8_000);
        std::fs::write(&script, format!("alice: !dq new\n{waits}bob: !dq join\n")).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
            .args(["local", "--seed", "1", "--language", lang, "--db"])
            .arg(&db)
            .arg("--script")
            .arg(&script)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(said.matches(limit).count(), 8_000 - 876, "{lang}");
        assert!(said.contains("[dm bob]"), "bob's join was stored: {lang}");
    }
}
