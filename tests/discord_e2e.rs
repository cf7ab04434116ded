//! End to end: the real bot binary (serenity + poise) against a local stand-in for Discord.

#[path = "common/standin.rs"]
mod standin;

use standin::*;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_bot(si: &StandIn, db: &Path, seed: u64) -> Bot {
    let log = std::fs::File::create(db.with_extension("log")).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["bot", "--db", db.to_str().unwrap(), "--config", "/nonexistent/config.toml"])
        .env("DISCORD_TOKEN", "test-token")
        .env("KALLADRA_API_BASE", format!("http://127.0.0.1:{}", si.rest))
        .env("KALLADRA_SEED", seed.to_string())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    Bot(child)
}

/// Wait until the bot has answered (something new arrived) and then gone quiet.
async fn settle(si: &StandIn, from: usize) -> usize {
    let deadline = Instant::now() + Duration::from_secs(30);
    while si.sent().len() <= from {
        assert!(Instant::now() < deadline, "the bot said nothing");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let mut n = si.sent().len();
    loop {
        tokio::time::sleep(Duration::from_millis(120)).await;
        let m = si.sent().len();
        if m == n {
            return m;
        }
        n = m;
    }
}

fn texts(si: &StandIn, from: usize) -> String {
    si.sent()[from..].iter().map(|s| format!("[{} {}] {}", s.kind, s.channel, s.content)).collect::<Vec<_>>().join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn smoke_a_game_opens_and_a_move_is_narrated_with_a_pinned_board() {
    let si = StandIn::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await;
    let mut at = 0;
    for (who, text) in [(ALICE, "!dq new"), (ALICE, "!dq join hugo"), (BOB, "!dq join lindel"), (ALICE, "!dq start")] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let all = texts(&si, 0);
    assert!(all.contains("A new game of DungeonQuest is open"), "{all}");
    assert!(all.contains("<@1001>, your turn (Hugo"), "the player whose turn it is is mentioned: {all}");
    let board = si.sent().iter().position(|s| s.kind == "post" && s.content.starts_with("**Sun 0/25**")).expect("a board");
    assert!(si.sent().iter().any(|s| s.kind == "pin" && s.message == si.sent()[board].message), "the board is pinned");
    let from = si.sent().len();
    si.post(ALICE, "Move DOWN");
    settle(&si, from).await;
    let after = texts(&si, from);
    assert!(after.contains("Hugo moves DOWN to A2"), "{after}");
    assert!(si.sent()[from..].iter().any(|s| s.kind == "edit" && s.message == si.sent()[board].message), "the board is edited in place: {after}");
    let _ = (CAROL, dm_channel_of(ALICE));
}
