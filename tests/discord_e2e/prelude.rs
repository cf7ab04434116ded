//! What the end-to-end tests share: the users, starting the bot binary against the stand-in,
//! waiting for it to answer, scripted lines and the reference state a script gives.

pub use super::standin::*;
pub use std::path::Path;
use std::process::Child;
pub use std::process::{Command, Stdio};
pub use std::time::{Duration, Instant};

pub const ALICE: u64 = 1001;
pub const BOB: u64 = 1002;
pub const CAROL: u64 = 1003;

/// A token of Discord's shape (the stand-in takes any).
pub const TOKEN: &str = "OTAwOTAwOTAwOTAwOTAwOTAw.ZmFrZXQ.dGhlLXN0YW5kLWluLXRha2VzLWFueS10b2tlbg";

pub struct Bot(Child);

/// Nothing the bot sent was refused as Discord refuses it (except what `expected` names:
/// Discord error codes a test provokes on purpose).
pub fn assert_clean(si: &StandIn, expected: &[u64]) {
    let bad: Vec<_> = si
        .rejected()
        .into_iter()
        .filter(|r| !expected.contains(&r.code))
        .collect();
    assert!(
        bad.is_empty(),
        "Discord would have refused: {bad:#?}\nlog:\n{}",
        bot_log()
    );
}

impl Bot {
    /// Send the bot SIGTERM (as `systemctl stop` does) and wait for it: its exit status.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let sent = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        self.0.wait().unwrap()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

thread_local! {
    static LOG: std::cell::RefCell<Option<std::path::PathBuf>> = const { std::cell::RefCell::new(None) };
    /// The Postgres database this test's bot runs on (`e2e_on_both!`), if not its SQLite file.
    static POSTGRES: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// While this is held, the test's bot runs on this Postgres database: `--db URL` for every
/// `spawn_bot*` of the test (the SQLite path each is given still names its config and log
/// files), and [`db_name`] gives the URL to the test's own reads. Dropped (at the test's end,
/// or as its panic unwinds), the thread is back on SQLite files: the test harness may run the
/// next test on the same thread.
pub struct OnPostgres(());

pub fn on_postgres(url: String) -> OnPostgres {
    POSTGRES.with(|p| *p.borrow_mut() = Some(url));
    OnPostgres(())
}

impl Drop for OnPostgres {
    fn drop(&mut self) {
        POSTGRES.with(|p| *p.borrow_mut() = None);
    }
}

/// The database the bot is started on: `db`, or the test's Postgres URL (`on_postgres`).
pub fn db_name(db: &Path) -> String {
    POSTGRES
        .with(|p| p.borrow().clone())
        .unwrap_or_else(|| db.to_str().unwrap().to_string())
}

/// An end-to-end test (`async fn NAME()`, written once) run twice, as `NAME::sqlite` on the
/// SQLite file the test names, then as `NAME::postgres` with the bot on a fresh Postgres
/// database (ignored when there was no Postgres as the tests were built; failing, not
/// passing, when there is none to be had: `tests/common/postgres.rs`). The test
/// reads the bot's database through [`db_name`].
#[macro_export]
macro_rules! e2e_on_both {
    ($name:ident) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name().await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            #[cfg_attr(
                kalladra_no_postgres,
                ignore = "no Postgres when the tests were built (README, For developers)"
            )]
            async fn postgres() {
                let _on = $crate::discord_e2e::prelude::on_postgres(
                    $crate::common::postgres::fresh_postgres().await,
                );
                super::$name().await
            }
        }
    };
}

/// The bot's own log so far (shown when a test fails).
pub fn bot_log() -> String {
    LOG.with(|l| {
        l.borrow()
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .unwrap_or_default()
    })
}

pub fn start_bot(si: &StandIn, db: &Path, seed: u64) -> Bot {
    start_bot_with(si, db, seed, None)
}

/// The bot with a `config.toml` of its own (`None`: defaults), its clock ticking every second.
/// The stand-in sets no rate limit here, so the bot need not keep Discord's pace either
/// (`a_burst_in_one_channel_keeps_discords_pace` holds it to that).
pub fn start_bot_with(si: &StandIn, db: &Path, seed: u64, config: Option<&str>) -> Bot {
    spawn_bot(si, db, seed, config, Some("1000/1"))
}

/// The bot binary; `pace`: sends per channel per second as `N/SECONDS` (`None`: Discord's).
pub fn spawn_bot(
    si: &StandIn,
    db: &Path,
    seed: u64,
    config: Option<&str>,
    pace: Option<&str>,
) -> Bot {
    spawn_bot_env(si, db, seed, config, pace, &[])
}

/// `spawn_bot` with more environment variables for the bot.
pub fn spawn_bot_env(
    si: &StandIn,
    db: &Path,
    seed: u64,
    config: Option<&str>,
    pace: Option<&str>,
    env: &[(&str, &str)],
) -> Bot {
    let config_path = db.with_extension("toml");
    match config {
        Some(text) => std::fs::write(&config_path, text).unwrap(),
        None => {
            let _ = std::fs::remove_file(&config_path);
        }
    }
    let path = db.with_extension("log");
    LOG.with(|l| *l.borrow_mut() = Some(path.clone()));
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_kalladra"));
    if let Some(p) = pace {
        command.env("KALLADRA_CHANNEL_PACE", p);
    }
    command.args(["bot", "--db", &db_name(db)]);
    // Without a config of its own, none: `--config` must name a file that exists.
    if config.is_some() {
        command.args(["--config", config_path.to_str().unwrap()]);
    }
    // The test's own variables last: they may set the clock's tick.
    let child = command
        .env("KALLADRA_TICK_SECONDS", "1")
        .env("KALLADRA_REPORT_HANDLED", "1")
        .env("DISCORD_TOKEN", TOKEN)
        .env("KALLADRA_API_BASE", format!("http://127.0.0.1:{}", si.rest))
        .env("KALLADRA_SEED", seed.to_string())
        .envs(env.iter().copied())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    Bot(child)
}

/// One bot process of several on a shared database (`db`: a Postgres URL) running `shards`
/// (`FIRST-LAST`) of `count`, with the config at `config`; its standard error is appended to
/// `log`, which `bot_log` shows (one log for all the processes of a test).
pub fn spawn_shards(
    si: &StandIn,
    db: &str,
    (shards, count): (&str, u32),
    seed: u64,
    (config, log): (&Path, &Path),
    env: &[(&str, &str)],
) -> Bot {
    LOG.with(|l| *l.borrow_mut() = Some(log.to_path_buf()));
    let err = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["bot", "--db", db, "--config", config.to_str().unwrap()])
        .args(["--shards", shards, "--shard-count", &count.to_string()])
        .envs(env.iter().copied())
        .env("KALLADRA_CHANNEL_PACE", "1000/1")
        .env("KALLADRA_REPORT_HANDLED", "1")
        .env("DISCORD_TOKEN", TOKEN)
        .env("KALLADRA_API_BASE", format!("http://127.0.0.1:{}", si.rest))
        .env("KALLADRA_SEED", seed.to_string())
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .unwrap();
    Bot(child)
}

/// Alice (the organiser, Hugo) and Bob (Lindel) open a game and start it.
pub const TWO_HEROES: [(u64, &str); 4] = [
    (ALICE, "!dq new"),
    (ALICE, "!dq join hugo"),
    (BOB, "!dq join lindel"),
    (ALICE, "!dq start"),
];

/// Post each line in the game channel, waiting for the bot's answer to each; how many
/// messages the bot had sent by the end (`at`: how many before).
pub async fn posts(si: &StandIn, mut at: usize, lines: &[(u64, &str)]) -> usize {
    for (who, text) in lines {
        si.post(*who, text);
        at = settle(si, at).await;
    }
    at
}

/// `posts`, for lines that start a game whose board is kept and pinned: also sees that the
/// board is posted and pinned.
pub async fn posts_to_pinned_board(si: &StandIn, at: usize, lines: &[(u64, &str)]) -> usize {
    let at = posts(si, at, lines).await;
    si.wait_for(0, "the board pinned", |s| s.kind == "pin")
        .await;
    handled(si).await.max(at)
}

/// Wait until the bot has answered (something new arrived) and then handled everything it
/// was sent (every reply to it sent: the bot reports each event handled to the stand-in).
pub async fn settle(si: &StandIn, from: usize) -> usize {
    let deadline = Instant::now() + Duration::from_secs(30);
    while si.sent_count() <= from {
        assert!(
            Instant::now() < deadline,
            "the bot said nothing; its log:\n{}",
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    handled(si).await
}

/// Wait until the bot has handled every message and interaction dispatched to it (within 30
/// seconds); the number of messages it had sent by then.
pub async fn handled(si: &StandIn) -> usize {
    si.until_handled(Duration::from_secs(30))
        .await
        .unwrap_or_else(|n| {
            panic!(
                "the bot has not handled {n} events within 30 s; its log:\n{}",
                bot_log()
            )
        })
}

/// The latest game of `channel` as the bot's database holds it (replayed from its log).
pub async fn stored_game(db: &Path, channel: u64) -> kalladra::games::dungeonquest::engine::Game {
    let store = kalladra::store::Store::open(&db_name(db)).await.unwrap();
    let row = store
        .latest_game(&channel.to_string())
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("no game in channel {channel}"));
    store.load(&row).await.unwrap()
}

pub fn texts(si: &StandIn, from: usize) -> String {
    si.sent()[from..]
        .iter()
        .map(|s| format!("[{} {}] {}", s.kind, s.channel, s.content))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn user_id(name: &str) -> u64 {
    match name {
        "alice" => ALICE,
        "bob" => BOB,
        "carol" => CAROL,
        other => panic!("no user {other}"),
    }
}

/// Send one scripted line (`NAME: TEXT` or `NAME dm: TEXT`) and wait for the bot.
pub async fn line(si: &StandIn, l: &str, at: usize) -> usize {
    let (who, text) = l.split_once(':').unwrap();
    let text = text.trim();
    match who.strip_suffix(" dm") {
        Some(u) => si.dm(user_id(u.trim()), text),
        None => si.post(user_id(who.trim()), text),
    };
    settle(si, at).await
}

pub fn combat_script() -> (u64, Vec<String>) {
    let s = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let seed = s
        .lines()
        .find_map(|l| l.strip_prefix("# seed "))
        .and_then(|l| l.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    (
        seed,
        s.lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect(),
    )
}

/// The combat script's table: the stand-in, a fresh database (its folder, its path), the real
/// bot on it seeded as the script says and connected, and the script's lines to play. Bound
/// in this order, the bot stops before its folder goes.
pub async fn combat_table() -> (
    StandIn,
    tempfile::TempDir,
    std::path::PathBuf,
    Bot,
    Vec<String>,
) {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    (si, dir, db, bot, lines)
}

/// Play the combat script's lines (`combat_script`) up to Alice's answer to the monster's
/// offer: how many messages the bot had sent by then.
pub async fn up_to_the_offer(si: &StandIn, mut at: usize, lines: &[String]) -> usize {
    let offer = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap();
    for l in &lines[..offer] {
        at = line(si, l, at).await;
    }
    at
}

/// The last DM to `who` that carries buttons (an offer, or a strikes message).
pub fn last_dm_with_buttons(si: &StandIn, who: u64) -> Sent {
    si.sent()
        .into_iter()
        .rev()
        .find(|s| s.channel == dm_channel_of(who) && s.components() != serde_json::json!([]))
        .expect("a DM with buttons")
}

/// Click through a strikes DM: one strike per row, then Confirm.
pub async fn click_strikes(si: &StandIn, who: u64, dm: &Sent, picks: [&str; 3]) -> usize {
    let mut msg = dm.clone();
    let id0 = dm.body["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let prefix: Vec<&str> = id0.split('|').take(4).collect();
    let prefix = prefix.join("|");
    for (slot, strike) in ["s", "b", "c"].iter().zip(picks) {
        let at = si.sent_count();
        si.click(who, &msg, &format!("{prefix}|{slot}|{strike}"));
        let i = si
            .wait_for(at, "the button update", |s| s.kind == "original")
            .await;
        msg.body = serde_json::json!({"components": si.sent()[i].components()});
        msg.content = si.sent()[i].content.clone();
    }
    let at = si.sent_count();
    si.click(who, &msg, &format!("{prefix}|ok"));
    settle(si, at).await
}

/// Computer players finish the game through the stand-in, reading the state from the bot's DB.
pub async fn play_to_the_end(si: &StandIn, db: &Path, mut at: usize) -> usize {
    use kalladra::games::dungeonquest::engine::{view, Action, Actor, Phase};
    use kalladra::games::dungeonquest::simulate::{Policy, SensiblePolicy};
    let store = kalladra::store::Store::open(&db_name(db)).await.unwrap();
    let row = store
        .latest_game(&CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap();
    let mut policy = SensiblePolicy::new(7);
    for step in 0..600 {
        let g: kalladra::games::dungeonquest::engine::Game = store
            .load(&store.game(row.id).await.unwrap().unwrap())
            .await
            .unwrap();
        if g.phase == Phase::Ended {
            return at;
        }
        let awaited = g.awaited();
        let actor = awaited[step % awaited.len()];
        let a = policy.choose(&view(&g, actor));
        let who: u64 = match actor {
            Actor::Seat(s) => g.seats[s].user.parse().unwrap(),
            _ => ALICE,
        };
        let text = kalladra::games::dungeonquest::render::command_text(&a);
        if matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        ) {
            si.dm(who, &text);
        } else {
            si.post(who, &text);
        }
        at = settle(si, at).await;
    }
    panic!("the game did not end");
}

/// The game a script gives when played straight through, in-process: the reference state.
pub async fn reference_state(
    seed: u64,
    lines: &[String],
) -> kalladra::games::dungeonquest::engine::Game {
    reference_state_in(seed, lines, CHANNEL, &|name| {
        (user_id(name), name.to_string())
    })
    .await
}

/// The game `lines` make in `channel`, played straight through the use-case layer; `who` maps a
/// script name to the Discord user id and name that play it. With `KALLADRA_TRACE` set, the
/// answers are printed (`REF ...`), to compare with what the bot said.
pub async fn reference_state_in(
    seed: u64,
    lines: &[String],
    channel: u64,
    who: &dyn Fn(&str) -> (u64, String),
) -> kalladra::games::dungeonquest::engine::Game {
    use kalladra::games::dungeonquest::QuestGames;
    use kalladra::organiser::{Input, MentionStyle, Organiser, Seeds};
    let store = kalladra::store::Store::open(":memory:").await.unwrap();
    let mut org = Organiser::new(
        store,
        Seeds::Fixed(seed),
        MentionStyle::Discord,
        kalladra::games::dungeonquest::engine::Settings::default(),
    );
    for l in lines {
        let (by, text) = l.split_once(':').unwrap();
        let dm = by.ends_with(" dm");
        let (user, name) = who(by.trim_end_matches(" dm").trim());
        let input = Input {
            locale: None,
            source_id: None,
            channel: (!dm).then(|| channel.to_string()),
            via: None,
            server: GUILD.to_string(),
            user: user.to_string(),
            name,
            admin: false,
            text: text.trim().into(),
        };
        for r in org.handle(input).await.unwrap() {
            if r.board.is_none() && std::env::var("KALLADRA_TRACE").is_ok() {
                eprintln!("REF {}", r.text);
            }
        }
    }
    let (id, _, _) = org.resume_latest().await.unwrap().unwrap();
    org.game(id).unwrap().clone()
}

/// The bot binary's exit status (None: killed by a signal) and standard error, or None if it
/// was still running after `within` (then it is killed).
pub fn exit_code_within(mut command: Command, within: Duration) -> Option<(Option<i32>, String)> {
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + within;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut err = String::new();
            std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
            return Some((status.code(), err));
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The game's record page, attached in the channel when game `game` ended (`game-N.html`,
/// within Discord's upload limit): its HTML, which holds every turn and the log's hash.
pub async fn the_record_page_is_attached(si: &StandIn, game: i64) -> String {
    let name = kalladra::page::file_name(game);
    let i = si
        .wait_for(0, "the record page", |s| {
            s.channel == CHANNEL
                && s.body["files"]
                    .as_array()
                    .is_some_and(|f| f.iter().any(|n| n.as_str() == Some(name.as_str())))
        })
        .await;
    let sent = &si.sent()[i];
    assert!(
        sent.content.contains("record as a page"),
        "{}",
        sent.content
    );
    assert!(sent.content.contains(&name), "{}", sent.content);
    let size = sent.body["file_sizes"][0].as_u64().unwrap();
    assert!(
        size as usize <= kalladra::page::ATTACHMENT_LIMIT,
        "{size} bytes"
    );
    let html = sent.body["file_texts"][0].as_str().unwrap().to_string();
    // The bot's own game is confirmed: its page has no banner of doubt.
    assert!(
        !html.contains("id=\"doubt\""),
        "the page says verify does not confirm it"
    );
    assert!(html.starts_with("<!doctype html>"), "{}", &html[..80]);
    assert!(html.contains("id=\"turn-1\"") && html.contains("crypto.subtle"));
    the_page_links_its_proofs_posts(si, &html);
    html
}

/// The page links the channel's two messages that carried its proof (turn 4, F-3): the one
/// that says the seed's hash it holds, and the one that says its log's hash.
pub fn the_page_links_its_proofs_posts(si: &StandIn, html: &str) {
    let value = |key: &str| {
        html.split(&format!("\"{key}\":\""))
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or_else(|| panic!("no {key} in the page"))
            .to_string()
    };
    let prefix = format!("https://discord.com/channels/{GUILD}/{CHANNEL}/");
    let links: Vec<u64> = html
        .split(&format!("<a href=\"{prefix}"))
        .skip(1)
        .map(|s| s.split('"').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        links.len(),
        2,
        "the page links the start's and the end's posts"
    );
    let said = |m: u64| {
        si.sent()
            .iter()
            .find(|s| s.channel == CHANNEL && s.message == m && s.kind == "post")
            .unwrap_or_else(|| panic!("the page links message {m}, which the bot never posted"))
            .content
            .clone()
    };
    let (start, end) = (said(links[0]), said(links[1]));
    assert!(start.contains(&value("seed_sha256")), "{start}");
    assert!(end.contains(&value("log_sha256")), "{end}");
}
