//! The database file as `kalladra local` leaves it (attack F-H, F-I; newcomer p22): a clean
//! end (the script's end, SIGTERM) folds the write-ahead log into the `.db`, so the `.db`
//! alone holds every game, and removes the `.lock` file; a 0-byte `.db` beside a non-empty
//! `-wal` is refused and left alone; the one-process hold covers every name of the file.
//! About SQLite files by nature (their -wal, -shm and .lock): SQLite only, not run on Postgres.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_kalladra");

const GAME: &str = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n";

fn local(db: &Path, script: &Path) -> std::process::Output {
    Command::new(BIN)
        .args(["local", "--seed", "7", "--db"])
        .arg(db)
        .arg("--script")
        .arg(script)
        .output()
        .unwrap()
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).map_or(0, |m| m.len())
}

fn with_suffix(db: &Path, suffix: &str) -> std::path::PathBuf {
    let mut s = db.as_os_str().to_owned();
    s.push(suffix);
    s.into()
}

/// The `.db` alone (copied without its `-wal`) resumes the game.
fn the_db_alone_holds_the_game(db: &Path) {
    let copy_dir = tempfile::tempdir().unwrap();
    let copy = copy_dir.path().join("copy.db");
    std::fs::copy(db, &copy).unwrap();
    let out = Command::new(BIN)
        .args(["local", "--resume", "--script", "/dev/null", "--db"])
        .arg(&copy)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Resuming game 1"), "{said}");
}

#[test]
fn a_clean_end_leaves_every_game_in_the_db_and_no_lock_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let script = dir.path().join("s.txt");
    std::fs::write(&script, GAME).unwrap();
    let out = local(&db, &script);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(size(&with_suffix(&db, "-wal")), 0, "the -wal was folded in");
    assert!(
        !with_suffix(&db, ".lock").exists(),
        "the lock file is removed"
    );
    the_db_alone_holds_the_game(&db);
}

/// SIGTERM (and Ctrl-C) while local play waits for a line: the same clean end, status 0.
#[test]
fn sigterm_in_local_play_is_a_clean_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let mut child = Command::new(BIN)
        .args(["local", "--seed", "7", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(GAME.as_bytes()).unwrap();
    stdin.write_all(b"alice: !dq status\n").unwrap();
    stdin.flush().unwrap();
    // Wait until the last line is answered (the status names the sun).
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "the game ended early"
        );
        if line.contains("sun") || line.contains("Sun") {
            break;
        }
    }
    assert!(with_suffix(&db, ".lock").exists());
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    drop(stdin);
    assert_eq!(status.code(), Some(0), "{status:?}");
    assert_eq!(size(&with_suffix(&db, "-wal")), 0, "the -wal was folded in");
    assert!(
        !with_suffix(&db, ".lock").exists(),
        "the lock file is removed"
    );
    the_db_alone_holds_the_game(&db);
}

/// A 0-byte `.db` beside a non-empty `-wal` (the `.db` lost, the games maybe in the `-wal`):
/// one line, exit 1, and neither file is touched.
#[test]
fn an_empty_db_beside_a_wal_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let wal = with_suffix(&db, "-wal");
    std::fs::write(&db, b"").unwrap();
    let junk = vec![7u8; 8192];
    std::fs::write(&wal, &junk).unwrap();
    let out = local(&db, Path::new("/dev/null"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "kalladra: the database {} is an empty file beside a 8192-byte {}-wal",
            db.display(),
            db.display()
        )),
        "{err}"
    );
    assert_eq!(size(&db), 0);
    assert_eq!(
        std::fs::read(&wal).unwrap(),
        junk,
        "the -wal is never overwritten"
    );
}

/// A second process is refused on the same database file reached through a symlink or a
/// hard link, as through its own name.
#[test]
fn the_hold_covers_symlinks_and_hard_links() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let script = dir.path().join("s.txt");
    std::fs::write(&script, GAME).unwrap();
    assert!(local(&db, &script).status.success());
    let sym = dir.path().join("sym.db");
    std::os::unix::fs::symlink(&db, &sym).unwrap();
    let hard = dir.path().join("hard.db");
    std::fs::hard_link(&db, &hard).unwrap();
    // The first process holds g.db, waiting for a line.
    let mut first = Command::new(BIN)
        .args(["local", "--resume", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(first.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("Resuming game") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0);
    }
    for other in [&db, &sym, &hard] {
        let out = local(other, Path::new("/dev/null"));
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{}: {err}", other.display());
        assert!(
            err.contains(&format!("the database {} is in use by", other.display())),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    drop(first.stdin.take());
    assert!(first.wait().unwrap().success());
    // Free again: each name opens it.
    let out = local(&hard, Path::new("/dev/null"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
