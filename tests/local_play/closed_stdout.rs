//! A reader that stops early (`kalladra local … | head`): the command ends quietly, with
//! status 0 and nothing on standard error, as other Unix tools do; local play still ends
//! cleanly (its lock file removed).

use std::io::Read;
use std::process::{Command, Stdio};

/// Run `kalladra ARGS` with its output read for `read` bytes, then closed; its status and
/// what it said on standard error.
fn closed_after(args: &[&str], dir: &std::path::Path, read: usize) -> (bool, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = vec![0; read];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_reader_that_stops_early_ends_local_play_quietly() {
    let dir = tempfile::tempdir().unwrap();
    // Far more than a pipe holds: the game writes on after the reader has gone.
    let script = format!("{}{}", super::SETUP, "bob: !dq board\n".repeat(300));
    std::fs::write(dir.path().join("lines.txt"), script).unwrap();
    let (ok, err) = closed_after(
        &[
            "local",
            "--seed",
            "3",
            "--db",
            "k.db",
            "--script",
            "lines.txt",
        ],
        dir.path(),
        100,
    );
    assert!(ok && err.is_empty(), "{err}");
    assert!(!dir.path().join("k.db.lock").exists());
}

#[test]
fn a_reader_that_stops_at_once_ends_the_other_commands_quietly() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["simulate", "--games", "3"],
        vec!["simulate", "--games", "3", "--json"],
        vec!["simulate", "--game", "raiders", "--games", "3"],
    ] {
        let (ok, err) = closed_after(&args, dir.path(), 0);
        assert!(ok && err.is_empty(), "{args:?}: {err}");
    }
}
