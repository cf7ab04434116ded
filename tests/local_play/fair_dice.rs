//! Fair dice end to end, in local play: the seed's hash posted at the start, the seed at the
//! end, the export, and `kalladra verify` confirming it and refusing a changed log; on
//! SQLite and on Postgres.

use super::common::*;
use kalladra::local::play;

crate::on_both!(memory, async fn fair_dice_from_the_first_post_to_verify(db) {
    let dir = tempfile::tempdir().unwrap();
    let (opened, posted_hash) = sunset_with_fair_dice(db, dir.path()).await;
    let file = dir.path().join("game-1.json");
    assert!(file.exists());
    verify_confirms(&file, &opened, &posted_hash);
    verify_refuses_a_changed_log(&file, dir.path());
});

/// The sunset game played locally: the seed's hash posted at the start, the seed revealed at
/// the end (and it hashes to what was posted), the export and the dice on the way. The
/// channel's text and the hash posted.
async fn sunset_with_fair_dice(db: &str, dir: &std::path::Path) -> (String, String) {
    use sha2::{Digest, Sha256};
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/sunset.script"
    ))
    .unwrap();
    let seed = script_seed(&script);
    let mut org = organiser(db, seed).await;
    let mut first = None;
    let lines: Vec<&str> = script.lines().collect();
    let (opening, rest) =
        lines.split_at(lines.iter().position(|l| l.ends_with("!dq start")).unwrap() + 3);
    let run = |text: String| text;
    let mut out = Vec::new();
    play(
        &mut org,
        (opening.join("\n") + "\n").as_bytes(),
        &mut out,
        &mut first,
        dir,
    )
    .await
    .unwrap();
    let mut opened = run(String::from_utf8(out).unwrap());
    let posted_hash = opened
        .split("has SHA-256 `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .expect("the hash is posted at the start")
        .to_string();
    // Mid-game: a player may not export, and !dq log tells what happened.
    let mut out = Vec::new();
    play(
        &mut org,
        "bob: !dq export\nbob: !dq log 3\nbob: !dq record\n".as_bytes(),
        &mut out,
        &mut first,
        dir,
    )
    .await
    .unwrap();
    let mid = String::from_utf8(out).unwrap();
    assert!(
        mid.contains("Only the organiser can export a game that is still running"),
        "{mid}"
    );
    assert!(mid.contains("**The last 3 lines of the game** ("), "{mid}");
    // Mid-game the page is the game so far, as the channel saw it: no seed, no proof.
    assert!(mid.contains("⏳ The game so far, as a page"), "{mid}");
    let so_far = std::fs::read_to_string(dir.join("game-1.html")).unwrap();
    assert!(so_far.contains("This game is still running") && !so_far.contains("id=\"proof\""));
    std::fs::remove_file(dir.join("game-1.html")).unwrap();
    assert!(
        mid.contains("`#5` Krutzbeck draws from the Corpse deck"),
        "{mid}"
    );
    let mut out = Vec::new();
    play(
        &mut org,
        (rest.join("\n") + "\nbob: !dq export\nbob: !dq dice\n").as_bytes(),
        &mut out,
        &mut first,
        dir,
    )
    .await
    .unwrap();
    opened.push_str(&String::from_utf8(out).unwrap());
    let seed_hex = opened
        .split("The seed was `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .expect("the seed is posted at the end");
    let bytes: Vec<u8> = (0..64)
        .step_by(2)
        .map(|i| u8::from_str_radix(&seed_hex[i..i + 2], 16).unwrap())
        .collect();
    let hash: String = Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        hash, posted_hash,
        "the seed revealed is the one whose hash was posted"
    );
    assert!(
        opened.contains("📎 The log of game 1"),
        "anyone may export after the end: {opened}"
    );
    assert!(
        opened.contains("🎲 **The dice of this game**") && opened.contains("Attribute tests:"),
        "{opened}"
    );
    // The record page, attached at the end: in local play a file beside the export.
    let page = std::fs::read_to_string(dir.join("game-1.html")).unwrap();
    assert_eq!(opened.matches("📜 The game's record as a page").count(), 1);
    assert!(page.contains(&format!("\"seed\":\"{seed_hex}\"")));
    std::fs::remove_file(dir.join("game-1.html")).unwrap();
    let mut out = Vec::new();
    play(
        &mut org,
        "bob: !dq crónica\n".as_bytes(),
        &mut out,
        &mut first,
        dir,
    )
    .await
    .unwrap();
    let again = String::from_utf8(out).unwrap();
    assert!(again.contains("📜 The game's record as a page"), "{again}");
    assert_eq!(
        std::fs::read_to_string(dir.join("game-1.html")).unwrap(),
        page
    );
    (opened, posted_hash)
}

/// `kalladra verify` confirms the export and prints the hashes posted in the channel.
fn verify_confirms(file: &std::path::Path, opened: &str, posted_hash: &str) {
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let ok = std::process::Command::new(bin)
        .args(["verify", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let stdout = String::from_utf8_lossy(&ok.stdout).to_string();
    assert!(stdout.starts_with("Game 1: Confirmed"), "{stdout}");
    // The log's hash posted in the channel at the end is the one verify recomputes and prints.
    let posted_log = opened
        .split("The complete log has SHA-256 `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .expect("the log's hash is posted at the end");
    assert_eq!(posted_log.len(), 64);
    assert!(
        stdout.contains(&format!("log SHA-256:  {posted_log}")),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("seed SHA-256: {posted_hash}")),
        "{stdout}"
    );
}

/// `kalladra verify` refuses a log cut short, a file that is no export (one line, no
/// backtrace), and a log with one die changed (naming the event).
fn verify_refuses_a_changed_log(file: &std::path::Path, dir: &std::path::Path) {
    let bin = env!("CARGO_BIN_EXE_kalladra");
    // Cut the end off the log (at an input boundary) and it is refused as cut short.
    let mut x: serde_json::Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let events = x["events"].as_array_mut().unwrap();
    let last_input = events
        .iter()
        .rposition(|e| e.get("Acted").is_some())
        .unwrap();
    events.truncate(last_input);
    let cut = dir.join("cut.json");
    std::fs::write(&cut, serde_json::to_vec(&x).unwrap()).unwrap();
    let out = std::process::Command::new(bin)
        .args(["verify", cut.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cut short"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Not an export at all: one clear line, exit 2, no backtrace.
    let junk = dir.join("junk.json");
    std::fs::write(&junk, b"{\"hello\": 1}").unwrap();
    let out = std::process::Command::new(bin)
        .env("RUST_BACKTRACE", "1")
        .args(["verify", junk.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("is not a Kalladra game export"), "{err}");
    // Change one die and the same command names the event and fails.
    let mut x: serde_json::Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let events = x["events"].as_array_mut().unwrap();
    let i = events
        .iter()
        .position(|e| e.get("Tested").is_some())
        .unwrap();
    let die = &mut events[i]["Tested"]["dice"][0];
    *die = serde_json::json!(if die.as_u64() == Some(6) { 5 } else { 6 });
    let tampered = dir.join("tampered.json");
    std::fs::write(&tampered, serde_json::to_vec(&x).unwrap()).unwrap();
    let bad = std::process::Command::new(bin)
        .args(["verify", tampered.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains(&format!("Rejected: event {i} is")),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

// A clock setting changed during play (the README allows it) leaves the commitment posted at
// the start the one the export, `verify` and the record page name: it binds the settings as
// they stood at the start, not as they ended (no setting changed before the start here, so
// nothing in the log says what they were then).
crate::on_both!(memory, async fn a_setting_changed_in_play_keeps_the_commitment_posted_at_the_start(db) {
    let dir = tempfile::tempdir().unwrap();
    let mut org = organiser(db, 77).await;
    let mut first = None;
    let mut out = Vec::new();
    let script = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n\
                  alice: !dq start\nalice: !dq set turn_hours 1\n\
                  alice: !dq set turn_reminder_hours 5\nalice: !dq end test\nalice: !dq export\n";
    play(&mut org, script.as_bytes(), &mut out, &mut first, dir.path())
        .await
        .unwrap();
    let said = String::from_utf8(out).unwrap();
    let posted = said
        .split("by the commitment `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .expect("the commitment is posted at the start");
    let file = dir.path().join("game-1.json");
    let x: kalladra::games::dungeonquest::audit::Export =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(x.commitment.as_deref(), Some(posted), "{said}");
    assert_eq!(x.settings.turn_hours, 1, "the export names the final settings");
    assert_eq!(x.made_with().turn_hours, 0);
    let v = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["verify", file.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&v.stdout);
    assert!(v.status.success(), "{}", String::from_utf8_lossy(&v.stderr));
    assert!(stdout.contains(&format!("commitment:   {posted}")), "{stdout}");
    // `made_with` is bound by the commitment: edited, verify rejects the file.
    let verify = |x: &kalladra::games::dungeonquest::audit::Export| {
        let f = dir.path().join("edited.json");
        std::fs::write(&f, serde_json::to_string(x).unwrap()).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
            .args(["verify", f.to_str().unwrap()])
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stderr).to_string())
    };
    let mut edited = x.clone();
    edited.made_with.as_mut().unwrap().sun_limit = 40;
    let (code, said) = verify(&edited);
    assert_eq!(code, Some(1), "{said}");
    let page = std::fs::read_to_string(dir.path().join("game-1.html")).unwrap();
    assert!(page.contains(posted), "the page names the commitment posted");
    // Its narration names each change as the channel did (it replays from the settings the
    // game was made with).
    assert!(page.contains("<code>turn_hours</code> 0 → 1"), "{page}");
    assert!(page.contains("<code>turn_reminder_hours</code> 24 → 5"), "{page}");
});

// With a setting changed before the start too, the log says what the settings were at the
// start: the export names no `made_with`, and one added to it is refused, for nothing binds it.
crate::on_both!(memory, async fn made_with_is_only_where_the_commitment_binds_it(db) {
    let dir = tempfile::tempdir().unwrap();
    let mut org = organiser(db, 78).await;
    let script = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n\
                  alice: !dq set sun_limit 20\nalice: !dq start\nalice: !dq set turn_hours 2\n\
                  alice: !dq end test\nalice: !dq export\n";
    play(&mut org, script.as_bytes(), &mut Vec::new(), &mut None, dir.path())
        .await
        .unwrap();
    let file = dir.path().join("game-1.json");
    let mut x: kalladra::games::dungeonquest::audit::Export =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(x.made_with.is_none());
    assert_eq!(kalladra::games::dungeonquest::audit::verify(&x).exit_code(), 0);
    let mut invented = x.settings.clone();
    invented.sun_limit = 40;
    x.made_with = Some(invented);
    let v = kalladra::games::dungeonquest::audit::verify(&x);
    assert_eq!(v.exit_code(), 1, "{v}");
    assert!(v.to_string().contains("made_with is bound by nothing"), "{v}");
});
