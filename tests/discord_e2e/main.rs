//! End to end: the real bot binary (serenity + poise) against a local stand-in for Discord.

#[path = "../common/standin.rs"]
mod standin;

use standin::*;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const ALICE: u64 = 1001;
const BOB: u64 = 1002;
const CAROL: u64 = 1003;

/// A token of Discord's shape (the stand-in takes any).
const TOKEN: &str = "OTAwOTAwOTAwOTAwOTAwOTAw.ZmFrZXQ.dGhlLXN0YW5kLWluLXRha2VzLWFueS10b2tlbg";

struct Bot(Child);

/// Nothing the bot sent was refused as Discord refuses it (except what `expected` names:
/// Discord error codes a test provokes on purpose).
fn assert_clean(si: &StandIn, expected: &[u64]) {
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

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

thread_local! {
    static LOG: std::cell::RefCell<Option<std::path::PathBuf>> = const { std::cell::RefCell::new(None) };
}

/// The bot's own log so far (shown when a test fails).
fn bot_log() -> String {
    LOG.with(|l| {
        l.borrow()
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .unwrap_or_default()
    })
}

fn start_bot(si: &StandIn, db: &Path, seed: u64) -> Bot {
    start_bot_with(si, db, seed, None)
}

/// The bot with a `config.toml` of its own (`None`: defaults), its clock ticking every second.
/// The stand-in sets no rate limit here, so the bot need not keep Discord's pace either
/// (`a_burst_in_one_channel_keeps_discords_pace` holds it to that).
fn start_bot_with(si: &StandIn, db: &Path, seed: u64, config: Option<&str>) -> Bot {
    spawn_bot(si, db, seed, config, Some("1000/1"))
}

/// The bot binary; `pace`: sends per channel per second as `N/SECONDS` (`None`: Discord's).
fn spawn_bot(si: &StandIn, db: &Path, seed: u64, config: Option<&str>, pace: Option<&str>) -> Bot {
    spawn_bot_env(si, db, seed, config, pace, &[])
}

/// `spawn_bot` with more environment variables for the bot.
fn spawn_bot_env(
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
    command.envs(env.iter().copied());
    let child = command
        .args([
            "bot",
            "--db",
            db.to_str().unwrap(),
            "--config",
            config_path.to_str().unwrap(),
        ])
        .env("KALLADRA_TICK_SECONDS", "1")
        .env("DISCORD_TOKEN", TOKEN)
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
    while si.sent_count() <= from {
        assert!(
            Instant::now() < deadline,
            "the bot said nothing; its log:\n{}",
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    until_quiet(si, Duration::from_millis(120)).await
}

/// Wait until the bot has sent nothing for `window`; the number of messages by then.
async fn until_quiet(si: &StandIn, window: Duration) -> usize {
    let mut n = si.sent_count();
    loop {
        tokio::time::sleep(window).await;
        let m = si.sent_count();
        if m == n {
            return m;
        }
        n = m;
    }
}

/// Like `settle`, but silence is a valid answer: a redelivered message that was already
/// applied gets none. Waits up to `quiet` for the first output.
async fn settle_or_quiet(si: &StandIn, from: usize, quiet: Duration) -> usize {
    let deadline = Instant::now() + quiet;
    while si.sent_count() <= from {
        if Instant::now() >= deadline {
            return si.sent_count();
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    settle(si, from).await
}

/// The latest game of `channel` as the bot's database holds it (replayed from its log).
async fn stored_game(db: &Path, channel: u64) -> kalladra::engine::Game {
    let store = kalladra::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    let row = store
        .latest_game(&channel.to_string())
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("no game in channel {channel}"));
    store.load(&row).await.unwrap()
}

fn texts(si: &StandIn, from: usize) -> String {
    si.sent()[from..]
        .iter()
        .map(|s| format!("[{} {}] {}", s.kind, s.channel, s.content))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn smoke_a_game_opens_and_a_move_is_narrated_with_a_pinned_board() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (ALICE, "!dq start"),
    ] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let all = texts(&si, 0);
    assert!(all.contains("A new game of DungeonQuest is open"), "{all}");
    assert!(
        all.contains("<@1001>, your turn (Hugo"),
        "the player whose turn it is is mentioned: {all}"
    );
    let board = si
        .sent()
        .iter()
        .position(|s| s.kind == "post" && s.content.starts_with("**Sun 0/25**"))
        .expect("a board");
    assert!(
        si.sent()
            .iter()
            .any(|s| s.kind == "pin" && s.message == si.sent()[board].message),
        "the board is pinned"
    );
    let from = si.sent_count();
    let calls_before = si.calls().len();
    si.post(ALICE, "Move DOWN");
    settle(&si, from).await;
    // Discord economy: an ordinary move costs the narration (with the next prompt) and the
    // board edit.
    let calls = si.calls()[calls_before..].to_vec();
    println!(
        "REST calls for one ordinary move: {} {calls:?}",
        calls.len()
    );
    assert!(calls.len() <= 2, "{calls:?}");
    let after = texts(&si, from);
    assert!(after.contains("Hugo moves DOWN to A2"), "{after}");
    assert!(
        si.sent()[from..]
            .iter()
            .any(|s| s.kind == "edit" && s.message == si.sent()[board].message),
        "the board is edited in place: {after}"
    );
    // The organiser's export arrives as a JSON file; while the game runs it holds no seed.
    let from = si.sent_count();
    si.post(ALICE, "!dq export");
    let i = si
        .wait_for(from, "the export", |s| {
            s.body["files"].as_array().is_some_and(|f| !f.is_empty())
        })
        .await;
    let sent = &si.sent()[i];
    assert_eq!(sent.channel, CHANNEL);
    assert_eq!(sent.body["files"][0], "game-1.json");
    let export: serde_json::Value =
        serde_json::from_str(sent.body["file_texts"][0].as_str().unwrap()).unwrap();
    assert_eq!(export["game"], 1);
    assert!(export["seed"].is_null(), "{}", export["seed"]);
    assert!(!export["events"].as_array().unwrap().is_empty());
    let _ = (CAROL, dm_channel_of(ALICE));
    assert_clean(&si, &[]);
}

fn user_id(name: &str) -> u64 {
    match name {
        "alice" => ALICE,
        "bob" => BOB,
        "carol" => CAROL,
        other => panic!("no user {other}"),
    }
}

/// Send one scripted line (`NAME: TEXT` or `NAME dm: TEXT`) and wait for the bot.
async fn line(si: &StandIn, l: &str, at: usize) -> usize {
    let (who, text) = l.split_once(':').unwrap();
    let text = text.trim();
    match who.strip_suffix(" dm") {
        Some(u) => si.dm(user_id(u.trim()), text),
        None => si.post(user_id(who.trim()), text),
    };
    settle(si, at).await
}

fn combat_script() -> (u64, Vec<String>) {
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

/// Click through a strikes DM: one strike per row, then Confirm.
async fn click_strikes(si: &StandIn, who: u64, dm: &Sent, picks: [&str; 3]) -> usize {
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
async fn play_to_the_end(si: &StandIn, db: &Path, mut at: usize) -> usize {
    use kalladra::engine::{view, Action, Actor, Phase};
    use kalladra::simulate::{Policy, SensiblePolicy};
    let store = kalladra::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    let row = store
        .latest_game(&CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap();
    let mut policy = SensiblePolicy::new(7);
    for step in 0..600 {
        let g = store
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
        let text = kalladra::render::command_text(&a);
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_two_player_game_with_a_fight_by_dm_text_and_buttons() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    let mut buttons_used = false;
    let mut round_one = None;
    for l in &lines {
        // Lindel's first round goes by buttons; every other answer is typed.
        if !buttons_used && l.starts_with("bob dm: s=") {
            let dm = si
                .sent()
                .iter()
                .rev()
                .find(|s| {
                    s.channel == dm_channel_of(BOB)
                        && s.body["components"]
                            .as_array()
                            .is_some_and(|c| !c.is_empty())
                })
                .cloned()
                .expect("a strikes DM with buttons");
            assert!(
                dm.content.starts_with("⚔️ Round 1: Lindel"),
                "{}",
                dm.content
            );
            let picks: Vec<&str> = l
                .trim_start_matches("bob dm: ")
                .split_whitespace()
                .map(|p| match p.split('=').nth(1).unwrap() {
                    "melee" => "m",
                    "ranged" => "r",
                    _ => "p",
                })
                .collect();
            // Someone else's hands on bob's buttons change nothing.

            let first = dm.body["components"][0]["components"][0]["custom_id"]
                .as_str()
                .unwrap()
                .to_string();

            let before = si.sent_count();

            si.click(CAROL, &dm, &first);

            si.wait_for(before, "the refusal", |s| {
                s.kind == "followup"
                    && s.ephemeral
                    && s.content.contains("That button is for another player.")
            })
            .await;
            click_strikes(&si, BOB, &dm, [picks[0], picks[1], picks[2]]).await;
            // Discord replays the Confirm click (same interaction id): it was acknowledged
            // already, so Discord refuses a second acknowledgement (40060); it is not applied
            // again, and nobody hears anything more of it.
            let confirm = si.last_interaction().unwrap();
            let before_replay = stored_game(&db, CHANNEL).await;
            let n = si.sent_count();
            let refused = si.rejected().len();
            assert!(si.redeliver_interaction(confirm));
            let deadline = Instant::now() + Duration::from_secs(10);
            while si.rejected().len() == refused {
                assert!(Instant::now() < deadline, "the replay was not seen");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            assert_eq!(si.rejected()[refused].code, 40060);
            at = until_quiet(&si, Duration::from_millis(300)).await;
            assert_eq!(stored_game(&db, CHANNEL).await, before_replay);
            assert_eq!(n, at, "nothing more is said: {}", texts(&si, n));
            buttons_used = true;
            round_one = Some((dm, first));
            continue;
        }
        at = line(&si, l, at).await;
    }
    assert!(buttons_used);
    // Hostile clicks after the fight: round one's button again, a button id naming a game
    // that does not exist, and one that is not a button id at all. Each is answered, only to
    // the clicker, and the stored game does not change.
    let (dm, first) = round_one.unwrap();
    let before_clicks = stored_game(&db, CHANNEL).await;
    let mut parts: Vec<String> = first.split('|').map(str::to_string).collect();
    parts[1] = "999999".into();
    for (custom_id, answer) in [
        (first.clone(), "That round is over"),
        (parts.join("|"), "does not belong to a game I know"),
        (
            "'; DROP TABLE events; --".to_string(),
            "does not belong to a game I know",
        ),
    ] {
        let n = si.sent_count();
        si.click(BOB, &dm, &custom_id);
        si.wait_for(n, answer, |s| {
            matches!(s.kind.as_str(), "original" | "followup") && s.content.contains(answer)
        })
        .await;
    }
    assert_eq!(stored_game(&db, CHANNEL).await, before_clicks);
    let fight = texts(&si, 0);
    assert!(
        fight.contains("[post 71001] ⚔️ Lindel is fighting an Abomination"),
        "the offer goes by DM to alice: {fight}"
    );
    assert!(
        fight.contains("✅ Lindel has sent strikes for round 1."),
        "{fight}"
    );
    assert!(
        fight.contains("🏆 **Lindel destroys the Abomination** (it had 4 life)."),
        "{fight}"
    );
    // Sealed until revealed: the channel never showed the life value or unrevealed strikes.
    let before_end = fight.split("it had 4 life").next().unwrap();
    for l in before_end
        .lines()
        .filter(|l| l.starts_with(&format!("[post {CHANNEL}]")))
    {
        assert!(!l.contains("life **"), "{l}");
    }
    let at = play_to_the_end(&si, &db, at).await;
    let end = texts(&si, 0);
    assert!(
        end.contains("**The game is over**") || end.contains("Night falls"),
        "{}",
        texts(&si, at.saturating_sub(10))
    );
    assert!(
        end.contains("🎲 The seed was `"),
        "the seed is revealed at the end"
    );
    assert!(
        end.contains("Kalladra wins") || end.contains(" win"),
        "a final score is posted"
    );
    // Each player's DM channel is opened once, however many DMs the fights took.
    let opened = si
        .calls()
        .iter()
        .filter(|c| *c == "POST /users/@me/channels")
        .count();
    let dms = si.sent().iter().filter(|s| s.channel > 70_000).count();
    assert!(
        opened <= 2 && dms > opened,
        "{opened} DM channels opened for {dms} DMs"
    );
    assert_clean(&si, &[40060]);
}

/// The game a script gives when played straight through, in-process: the reference state.
async fn reference_state(seed: u64, lines: &[String]) -> kalladra::engine::Game {
    reference_state_in(seed, lines, CHANNEL, &|name| {
        (user_id(name), name.to_string())
    })
    .await
}

/// The game `lines` make in `channel`, played straight through the use-case layer; `who` maps a
/// script name to the Discord user id and name that play it. With `KALLADRA_TRACE` set, the
/// answers are printed (`REF ...`), to compare with what the bot said.
async fn reference_state_in(
    seed: u64,
    lines: &[String],
    channel: u64,
    who: &dyn Fn(&str) -> (u64, String),
) -> kalladra::engine::Game {
    use kalladra::organiser::{Input, MentionStyle, Organiser, Seeds};
    let store = kalladra::store::Store::open(":memory:").await.unwrap();
    let mut org = Organiser::new(
        store,
        Seeds::Fixed(seed),
        MentionStyle::Discord,
        kalladra::engine::Settings::default(),
    );
    for l in lines {
        let (by, text) = l.split_once(':').unwrap();
        let dm = by.ends_with(" dm");
        let (user, name) = who(by.trim_end_matches(" dm").trim());
        let input = Input {
            source_id: None,
            channel: (!dm).then(|| channel.to_string()),
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_killed_mid_combat_and_restarted_loses_nothing() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let kill_at = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap()
        + 2;
    let mut bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (i, l) in lines.iter().enumerate() {
        if i == kill_at {
            // SIGKILL mid-fight, then a fresh process on the same database.
            drop(bot);
            bot = start_bot(&si, &db, seed);
            si.wait_ready(2).await.unwrap();
            at = si.sent_count();
        }
        at = line(&si, l, at).await;
    }
    let _ = at;
    let got = stored_game(&db, CHANNEL).await;
    assert_eq!(
        got,
        reference_state(seed, &lines).await,
        "the restarted game is the uninterrupted one"
    );
    assert!(texts(&si, 0).contains("🏆 **Lindel destroys the Abomination**"));
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_plays_the_monster_through_only_you_replies() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    si.close_dms(ALICE);
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    let offer = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap();
    for l in &lines[..offer] {
        at = line(&si, l, at).await;
    }
    let said = texts(&si, 0);
    assert!(
        said.contains("<@1001>, I cannot send you direct messages."),
        "{said}"
    );
    assert!(
        !said.contains("[post 71001]"),
        "nothing reached the closed DMs"
    );
    // /dq resend shows alice the offer, only to her, with its buttons.
    let from = si.sent_count();
    si.slash(ALICE, "dq", "resend", serde_json::json!([]), false);
    let i = si
        .wait_for(from, "the only-you offer", |s| {
            s.content.contains("the monster's part is yours")
        })
        .await;
    let offer_msg = si.sent()[i].clone();
    assert!(offer_msg.ephemeral, "ephemeral: {:?}", offer_msg.body);
    let comps = offer_msg.components();
    let accept = comps[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let on_screen = Sent {
        kind: "callback".into(),
        channel: CHANNEL,
        message: si.id(),
        content: offer_msg.content.clone(),
        body: serde_json::json!({"components": comps}),
        ephemeral: true,
    };
    let from = si.sent_count();
    si.click(ALICE, &on_screen, &accept);
    let j = si
        .wait_for(from, "the monster's call for strikes, only to alice", |s| {
            s.content
                .contains("you play the **Abomination** (life **4**")
        })
        .await;
    assert_ne!(si.sent()[j].channel, dm_channel_of(ALICE));
    assert!(texts(&si, from).contains("alice plays the Abomination."));
    // Her strikes by slash command, sealed and answered only to her.
    let from = si.sent_count();
    si.slash(ALICE, "act", "strikes", serde_json::json!([
        // Choices travel as their index (Melee 0, Ranged 1, Spell 2), as Discord sends them.
        {"name": "standard", "type": 4, "value": 2}, {"name": "brutal", "type": 4, "value": 0}, {"name": "counter", "type": 4, "value": 1}
    ]), false);
    let k = si
        .wait_for(from, "the round resolved", |s| {
            s.content.contains("⚔️ **Round 1**")
        })
        .await;
    let channel_before: Vec<String> = si.sent()[from..k]
        .iter()
        .filter(|s| s.channel == CHANNEL && s.kind == "post")
        .map(|s| s.content.clone())
        .collect();
    assert!(
        channel_before
            .iter()
            .all(|c| !c.contains("Spell · Brutal Melee")),
        "sealed until the reveal: {channel_before:?}"
    );
    assert!(
        si.sent()[k]
            .content
            .contains("Abomination Standard Spell · Brutal Melee · Counter Ranged"),
        "{}",
        si.sent()[k].content
    );
    assert_clean(&si, &[50007]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_for_management_outsiders_and_out_of_turn() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 5);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (BOB, "!dq start"),
        (ALICE, "!dq start"),
        (CAROL, "Search"),
        (BOB, "Move UP"),
        (BOB, "!dq skip"),
        (CAROL, "!dq pause"),
        (BOB, "@everyone Mvoe UP"),
    ] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let said = texts(&si, 0);
    assert!(
        said.contains("Only the organiser (<@1001>) can do that."),
        "{said}"
    );
    assert!(said.contains("You are not in this game."), "{said}");
    assert!(
        said.contains("It is not your turn: the game is waiting on alice."),
        "{said}"
    );
    assert!(
        said.contains("`everyone Mvoe UP` is not a command."),
        "no mass mention echoed: {said}"
    );
    for s in si.sent() {
        let parse = s.body["allowed_mentions"]["parse"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(
            !parse.iter().any(|p| p == "everyone" || p == "roles"),
            "{:?}",
            s.body["allowed_mentions"]
        );
    }
    assert_clean(&si, &[]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_by_slash_commands_alone() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 9);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    let steps: Vec<(u64, &str, &str, serde_json::Value)> = vec![
        (ALICE, "dq", "new", serde_json::json!([])),
        (
            ALICE,
            "dq",
            "join",
            serde_json::json!([{"name": "hero", "type": 3, "value": "Hugo"}]),
        ),
        (BOB, "dq", "join", serde_json::json!([])),
        (ALICE, "dq", "start", serde_json::json!([])),
        (
            ALICE,
            "act",
            "move",
            serde_json::json!([{"name": "direction", "type": 4, "value": 1}]),
        ),
        (BOB, "dq", "status", serde_json::json!([])),
    ];
    for (who, cmd, sub, opts) in steps {
        si.slash(who, cmd, sub, opts, false);
        at = settle(&si, at).await;
    }
    let said = texts(&si, 0);
    assert!(
        said.contains("A new game of DungeonQuest is open"),
        "{said}"
    );
    assert!(
        said.contains("alice sits down as **Hugo the Glorious**."),
        "{said}"
    );
    assert!(said.contains("Hugo moves DOWN to A2"), "{said}");
    assert!(said.contains("1. 🦁 **Hugo** (alice)"), "{said}");
    assert!(
        si.sent().iter().any(|s| s.kind == "callback"),
        "answered as interactions"
    );
    assert_clean(&si, &[]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_clock_hands_an_unclaimed_monster_to_the_bot() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let _bot = start_bot_with(
        &si,
        &db,
        seed,
        Some("[game]\nmonster_claim_hours = 0\nturn_reminder_hours = 0\n"),
    );
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for l in lines
        .iter()
        .take_while(|l| !l.starts_with("alice dm: Accept"))
    {
        at = line(&si, l, at).await;
    }
    // Nobody answers: within a few ticks the part opens, then the bot plays it (the clock may
    // already have done so while the last lines were settling).
    let _ = at;
    let offered = si
        .wait_for(0, "the offer", |s| {
            s.content.contains("part is offered to alice")
        })
        .await;
    let opened = si
        .wait_for(offered, "the part opening", |s| {
            s.content.contains("The Abomination's part is open")
        })
        .await;
    si.wait_for(opened, "the bot taking the monster", |s| {
        s.content.contains("The bot plays the Abomination.")
    })
    .await;
}

/// Twelve inputs at once in one channel, against a stand-in that refuses (429) any message
/// post or edit over Discord's limit of 5 per 5 seconds per channel, and the bot at its
/// production pace: every input applies in order, every reply arrives in order, none is
/// refused, and no 5 seconds see more than 5 posts in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_in_one_channel_applies_in_order_at_discords_pace() {
    let si = StandIn::limited(Limit::DISCORD).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = spawn_bot(&si, &db, 42, None, None);
    si.wait_ready(1).await.unwrap();
    // All at once, without waiting: each depends on the one before.
    let burst = [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (CAROL, "!dq join"),
        (BOB, "!dq tower SE"),
        (ALICE, "!dq start"),
        (ALICE, "!dq status"),
        (BOB, "!dq status"),
        (CAROL, "!dq status"),
        (ALICE, "!dq status"),
        (BOB, "!dq status"),
        (CAROL, "!dq status"),
    ];
    for (who, text) in burst {
        si.post(who, text);
    }
    // Texts waiting while Discord's pace holds a post back leave joined in one message.
    let statuses = || {
        si.sent()
            .iter()
            .filter(|s| s.kind == "post")
            .map(|s| s.content.matches("· turn 1 ·").count())
            .sum::<usize>()
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    while statuses() < 6 {
        assert!(
            Instant::now() < deadline,
            "replies missing; refused {}; sent:\n{}\nlog:\n{}",
            si.refused(),
            texts(&si, 0),
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    until_quiet(&si, Duration::from_millis(500)).await;
    let said = texts(&si, 0);
    let order = [
        "A new game of DungeonQuest is open",
        "alice sits down as **Hugo",
        "bob sits down as **Lindel",
        "carol sits down and is dealt",
        "bob will start in the SE Tower Room",
        "The tower doors grind open",
    ];
    let mut from = 0;
    for o in order {
        let i = said[from..]
            .find(o)
            .unwrap_or_else(|| panic!("{o:?} out of order in:\n{said}"));
        from += i + o.len();
    }
    assert_eq!(statuses(), 6, "one status each, none twice: {said}");
    assert_eq!(si.refused(), 0, "no call went over Discord's limit");
    let posts = si
        .sent()
        .iter()
        .filter(|s| s.kind == "post" && s.channel == CHANNEL)
        .count();
    assert!(
        posts < burst.len(),
        "{posts} posts for {} inputs",
        burst.len()
    );
    let busiest = si.busiest(Limit::DISCORD.window);
    assert!(
        (1..=5).contains(&busiest),
        "{busiest} posts in one 5-second window"
    );
    println!("busiest 5-second window: {busiest} posts or edits");
    assert_clean(&si, &[]);
}

/// SIGKILL at random points of a scripted game, restarting each time; the interrupted message
/// is delivered again with its own id. The final state must be the uninterrupted run's:
/// nothing lost, nothing applied twice. `KALLADRA_CRASH_KILLS` sets the number of kills
/// (CI runs 12; the long run is 100).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_at_random_points_nothing_is_lost_or_applied_twice() {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    let kills: usize = std::env::var("KALLADRA_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(12);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(kills as u64);
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    // Which lines are followed by a kill (several may fall on one line).
    let mut plan = vec![0usize; lines.len()];
    for _ in 0..kills {
        plan[(rng.next_u32() as usize) % lines.len()] += 1;
    }
    let mut bot = start_bot(&si, &db, seed);
    let mut sessions = 1;
    si.wait_ready(sessions).await.unwrap();
    let mut at = 0;
    let mut done = 0;
    for (i, l) in lines.iter().enumerate() {
        let (who, text) = l.split_once(':').unwrap();
        let (user, is_dm) = (
            user_id(who.trim_end_matches(" dm").trim()),
            who.ends_with(" dm"),
        );
        let id = si.id();
        let send = |si: &StandIn| {
            if is_dm {
                si.dm_as(id, user, text.trim())
            } else {
                si.post_as(id, user, text.trim())
            }
        };
        send(&si);
        for _ in 0..plan[i] {
            // Half the kills land before the bot has surely answered, half after.
            if rng.next_u32() % 2 == 0 {
                tokio::time::sleep(Duration::from_millis(u64::from(rng.next_u32() % 40))).await;
            } else {
                settle_or_quiet(&si, at, Duration::from_secs(3)).await;
            }
            drop(bot);
            bot = start_bot(&si, &db, seed);
            sessions += 1;
            si.wait_ready(sessions).await.unwrap();
            at = si.sent_count();
            // Discord may deliver the message again after the outage: same id.
            send(&si);
            done += 1;
        }
        // Let the line (or its redelivery) be answered, or see that it was already applied.
        at = settle_or_quiet(&si, at, Duration::from_secs(3)).await;
    }
    assert_eq!(done, kills);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let got = stored_game(&db, CHANNEL).await;
    assert_eq!(
        got,
        reference_state(seed, &lines).await,
        "after {kills} kills the game is the uninterrupted one"
    );
    drop(bot);
}

/// 50 games in 50 channels, each with four players acting at once: three play the scripted
/// fight (moves in the channel, strikes by DM) while the fourth, who never sat down, keeps
/// trying to move. Every game must end exactly as the same script played alone: no lost update,
/// no input applied to the wrong game, no deadlock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_games_of_four_players_at_once() {
    const GAMES: u64 = 50;
    let si = std::sync::Arc::new(StandIn::start().await.unwrap());
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let player = |g: u64, name: &str| -> (u64, String) {
        let i = ["alice", "bob", "carol", "dave"]
            .iter()
            .position(|n| *n == name)
            .unwrap() as u64;
        let id = 2000 + 10 * g + i;
        (id, format!("{name}{g}"))
    };
    // What the bot said in game g's channel or its players' DMs.
    let in_game = move |g: u64, s: &Sent| {
        s.channel == 601 + g
            || ["alice", "bob", "carol", "dave"]
                .iter()
                .any(|n| s.channel == dm_channel_of(player(g, n).0))
    };
    // Games take the bot's test seeds in the order they are opened (seed, seed + 1, ...), so
    // open them one by one; everything after that happens at once.
    let (opening, lines) = lines.split_first().unwrap();
    let opener = opening.split_once(':').unwrap().0;
    for g in 0..GAMES {
        let at = si.sent_count();
        si.post_in(
            601 + g,
            player(g, opener).0,
            opening.split_once(':').unwrap().1.trim(),
        );
        si.wait_for(at, "the game opening", |s| s.channel == 601 + g)
            .await;
    }
    let lines = lines.to_vec();
    let mut games = tokio::task::JoinSet::new();
    for g in 0..GAMES {
        let (si, lines) = (si.clone(), lines.clone());
        games.spawn(async move {
            let channel = 601 + g;
            let dave = player(g, "dave").0;
            let ours = |si: &StandIn| si.sent().iter().filter(|s| in_game(g, s)).count();
            for l in &lines {
                let (by, text) = l.split_once(':').unwrap();
                let user = player(g, by.trim_end_matches(" dm").trim()).0;
                let before = ours(&si);
                if by.ends_with(" dm") {
                    si.dm(user, text.trim());
                } else {
                    si.post_in(channel, user, text.trim());
                    // The fourth player, never seated, tries to move as well.
                    si.post_in(channel, dave, "Move UP");
                }
                // Wait for an answer in this game's channel or its players' DMs.
                let deadline = Instant::now() + Duration::from_secs(120);
                while ours(&si) <= before {
                    assert!(Instant::now() < deadline, "game {g} stalled at {l:?}");
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
            }
        });
    }
    while let Some(done) = games.join_next().await {
        done.unwrap();
    }
    // Each game waited only for *an* answer, so the bot may still be working through the last
    // inputs: wait until it has been quiet for two seconds, then compare every game with the
    // script played alone.
    until_quiet(&si, Duration::from_secs(2)).await;
    for g in 0..GAMES {
        let channel = 601 + g;
        let got = stored_game(&db, channel).await;
        let all: Vec<String> = std::iter::once(opening.clone())
            .chain(lines.iter().cloned())
            .collect();
        let want = reference_state_in(seed + g, &all, channel, &|n| player(g, n)).await;
        if got != want {
            let said: Vec<String> = si
                .sent()
                .iter()
                .filter(|s| in_game(g, s))
                .map(|s| format!("[{} {}] {}", s.kind, s.channel, s.content))
                .collect();
            let _ = reference_state_in(seed + g, &all, channel, &|n| player(g, n)).await;
            panic!(
                "game {g} differs from the script played alone (drew {} vs {}, turn {} vs {}); what the bot said:\n{}\nits log:\n{}",
                got.draws, want.draws, got.turn, want.turn,
                said.join("\n"),
                bot_log()
            );
        }
    }
    assert!(
        !bot_log().contains("not saved"),
        "the store refused inputs under load:\n{}",
        bot_log()
    );
    assert_clean(&si, &[]);
    // Every fourth player was told why (and, by the comparison above, changed nothing).
    let sent = si.sent();
    for g in 0..GAMES {
        assert!(
            sent.iter()
                .any(|s| s.channel == 601 + g && s.content.contains("You are not in this game")),
            "game {g}'s fourth player was never answered"
        );
    }
}

/// The bot binary's exit status and standard error, or None if it was still running after
/// `within` (then it is killed).
fn exits_within(mut command: Command, within: Duration) -> Option<(bool, String)> {
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
            return Some((status.success(), err));
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Issue 13, item 8: an empty or malformed DISCORD_TOKEN stops `kalladra bot` at once with
/// one clear line (it used to print nothing and run on).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_malformed_token_stops_the_bot_at_once_with_one_line() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (token, says) in [
        ("", "DISCORD_TOKEN is empty"),
        ("\n", "DISCORD_TOKEN is empty"),
        (&format!("{TOKEN}\n") as &str, "line break"),
        ("your-bot-token", "does not look like a bot token"),
    ] {
        let mut c = Command::new(env!("CARGO_BIN_EXE_kalladra"));
        c.args(["bot", "--db", dir.path().join("t.db").to_str().unwrap()])
            .env("DISCORD_TOKEN", token)
            .env("KALLADRA_API_BASE", format!("http://127.0.0.1:{}", si.rest));
        let (ok, err) = exits_within(c, Duration::from_secs(10))
            .unwrap_or_else(|| panic!("the bot ran on with DISCORD_TOKEN={token:?}"));
        assert!(!ok, "{token:?}");
        assert!(err.contains(says), "{token:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    }
    let mut c = Command::new(env!("CARGO_BIN_EXE_kalladra"));
    c.args(["bot", "--db", dir.path().join("t.db").to_str().unwrap()])
        .env_remove("DISCORD_TOKEN");
    let (ok, err) = exits_within(c, Duration::from_secs(10)).expect("a missing token stops it");
    assert!(!ok && err.contains("set DISCORD_TOKEN"), "{err}");
}

/// Issue 13, item 1: `!dq help` and `/dq help` arrive (the old help was 2,115 characters,
/// which Discord refuses), and nothing the bot sends goes over Discord's limits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_arrives_by_text_and_by_slash_command() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let at = si.sent_count();
    si.post(ALICE, "!dq help");
    si.wait_for(at, "the help", |s| {
        s.kind == "post" && s.content.contains("`!dq help combat`")
    })
    .await;
    let at = si.sent_count();
    si.slash(BOB, "dq", "help", serde_json::json!([]), false);
    si.wait_for(at, "the help by slash command", |s| {
        s.kind == "original" && s.content.contains("`!dq new` opens one")
    })
    .await;
    let at = si.sent_count();
    si.slash(
        BOB,
        "dq",
        "help",
        serde_json::json!([{"name": "topic", "type": 3, "value": "combat"}]),
        false,
    );
    si.wait_for(at, "the combat topic", |s| {
        s.kind == "original" && s.content.starts_with("**Combat**")
    })
    .await;
    assert_clean(&si, &[]);
}

/// Issue 13, item 3: a registration refused at start-up (a 500, then a 400) does not silence
/// the bot: it answers from the first message while registration is retried, with backoff
/// and logged, until it succeeds; a restart with the same commands does not register again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_registrations_do_not_silence_the_bot() {
    let si = StandIn::start().await.unwrap();
    si.fail_registrations(&[500, 400]);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let bot = start_bot(&si, &db, 42);
    si.wait_ready(1).await.unwrap();
    let at = si.sent_count();
    si.post(ALICE, "!dq new");
    si.wait_for(at, "the game opening", |s| {
        s.content.contains("A new game of DungeonQuest is open")
    })
    .await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while si.registered().is_none() {
        assert!(
            Instant::now() < deadline,
            "never registered; log:\n{}",
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let log = bot_log();
    assert!(
        log.contains("registering slash commands failed (attempt 1)")
            && log.contains("registering slash commands failed (attempt 2)")
            && log.contains("slash commands registered (attempt 3)"),
        "{log}"
    );
    let puts = |si: &StandIn| {
        si.calls()
            .iter()
            .filter(|c| c.starts_with("PUT /applications/"))
            .count()
    };
    assert_eq!(puts(&si), 3);
    drop(bot);
    let _bot = start_bot(&si, &db, 42);
    si.wait_ready(2).await.unwrap();
    let at = si.sent_count();
    si.post(BOB, "!dq join lindel");
    si.wait_for(at, "the join", |s| s.content.contains("bob sits down"))
        .await;
    assert_eq!(puts(&si), 3, "the unchanged set is not registered again");
    assert!(bot_log().contains("slash commands unchanged"));
    assert_clean(&si, &[0]);
}

/// Issue 13, item 2: in a channel whose posts wait on Discord's pace (seven boards at once),
/// slash commands are acknowledged at once and answered in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_are_acknowledged_at_once_in_a_busy_channel() {
    let si = StandIn::limited(Limit::DISCORD).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = spawn_bot(&si, &db, 42, None, None);
    si.wait_ready(1).await.unwrap();
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (ALICE, "!dq start"),
    ] {
        si.post(who, text);
    }
    for _ in 0..7 {
        si.post(BOB, "!dq board");
    }
    for who in [ALICE, BOB, CAROL, ALICE, BOB] {
        si.slash(who, "dq", "status", serde_json::json!([]), false);
    }
    let deadline = Instant::now() + Duration::from_secs(90);
    let answered = || {
        si.sent()
            .iter()
            .filter(|s| s.kind == "original" && s.content.contains("· turn 1 ·"))
            .count()
    };
    while answered() < 5 {
        assert!(
            Instant::now() < deadline,
            "statuses missing; rejected {:?}; log:\n{}",
            si.rejected(),
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut delays = si.ack_delays();
    delays.sort();
    let p99 = delays[(delays.len() * 99).div_ceil(100) - 1];
    println!(
        "acknowledgement delay over {} interactions: median {:?}, p99 {:?}",
        delays.len(),
        delays[delays.len() / 2],
        p99
    );
    assert!(p99 < Duration::from_secs(2), "{delays:?}");
    assert_eq!(si.unanswered(), 0);
    assert_eq!(si.refused(), 0);
    assert_clean(&si, &[]);
}

/// Issue 13, items 4 and 5: early Confirms keep one hint (the update used to grow past
/// 2,000 characters), and after Accept the monster player's prompt is an ordinary DM with
/// buttons, not an only-you follow-up that vanishes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn early_confirms_keep_one_hint_and_the_monster_prompt_is_a_dm() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    let accept = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap();
    for l in &lines[..accept] {
        at = line(&si, l, at).await;
    }
    let offer = si
        .sent()
        .into_iter()
        .rev()
        .find(|s| s.channel == dm_channel_of(ALICE) && s.components() != serde_json::json!([]))
        .expect("the offer by DM, with buttons");
    let yes = offer.components()[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    si.click(ALICE, &offer, &yes);
    let i = si
        .wait_for(at, "the monster's prompt", |s| {
            s.content.contains("you play the **Abomination**")
        })
        .await;
    let prompt = si.sent()[i].clone();
    assert_eq!(prompt.kind, "post", "{prompt:?}");
    assert_eq!(prompt.channel, dm_channel_of(ALICE));
    assert!(!prompt.ephemeral);
    assert!(prompt.components().as_array().is_some_and(|c| c.len() == 4));
    // Bob presses Confirm 25 times before picking anything.
    let dm = si
        .wait_for(0, "bob's strikes DM", |s| {
            s.channel == dm_channel_of(BOB) && s.content.starts_with("⚔️ Round 1")
        })
        .await;
    let mut msg = si.sent()[dm].clone();
    let ok = msg.components()[3]["components"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let hint = "Pick one strike in each row";
    for _ in 0..25 {
        let n = si.sent_count();
        si.click(BOB, &msg, &ok);
        let j = si.wait_for(n, "the hint", |s| s.kind == "original").await;
        let upd = si.sent()[j].clone();
        assert_eq!(upd.content.matches(hint).count(), 1, "{}", upd.content);
        msg.content = upd.content.clone();
        msg.body = serde_json::json!({"components": upd.components()});
    }
    let n = si.sent_count();
    click_strikes(&si, BOB, &msg, ["m", "m", "m"]).await;
    assert!(
        texts(&si, n).contains("Sent: `S=melee B=melee C=melee`"),
        "{}",
        texts(&si, n)
    );
    assert_clean(&si, &[]);
}

/// Issue 13, item 6: the board is pinned on Discord's current route and unpinned when the
/// game ends; where pinning fails (no permission) the organiser is told once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_are_pinned_unpinned_at_the_end_and_failures_told_once() {
    let si = StandIn::start().await.unwrap();
    si.deny_pins(601);
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    for ch in [CHANNEL, 601] {
        let mut at = si.sent_count();
        for (who, text) in [
            (ALICE, "!dq new"),
            (ALICE, "!dq join hugo"),
            (BOB, "!dq join lindel"),
            (ALICE, "!dq start"),
            (ALICE, "Move DOWN"),
        ] {
            si.post_in(ch, who, text);
            at = settle(&si, at).await;
        }
    }
    let board = si
        .sent()
        .iter()
        .find(|s| s.kind == "post" && s.channel == CHANNEL && s.content.starts_with("**Sun"))
        .map(|s| s.message)
        .expect("a board");
    assert_eq!(si.pins(CHANNEL), vec![board]);
    assert!(!si
        .calls()
        .iter()
        .any(|c| c.contains("/pins/") && !c.contains("/messages/pins/")));
    let told = |si: &StandIn| {
        si.sent()
            .iter()
            .filter(|s| s.channel == 601 && s.content.contains("I could not pin this game's board"))
            .count()
    };
    assert_eq!(told(&si), 1, "{}", texts(&si, 0));
    assert!(si
        .sent()
        .iter()
        .any(|s| s.channel == 601 && s.content.contains("<@1001>, I could not pin")));
    let at = si.sent_count();
    si.post(ALICE, "!dq end");
    settle(&si, at).await;
    si.wait_for(at, "the unpin", |s| s.kind == "unpin" && s.message == board)
        .await;
    assert!(si.pins(CHANNEL).is_empty());
    assert_eq!(told(&si), 1);
    assert_clean(&si, &[50013]);
}

/// Issue 13, item 7: without the Message Content intent (gateway close 4014) the bot
/// reconnects without it, plays by slash commands, and says what to switch on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_message_content_the_bot_runs_on_slash_commands() {
    let si = StandIn::start().await.unwrap();
    si.refuse_message_content();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    assert!(si
        .identified()
        .iter()
        .all(|&(_, i)| i & MESSAGE_CONTENT == 0));
    let at = si.sent_count();
    si.slash(ALICE, "dq", "new", serde_json::json!([]), false);
    si.wait_for(at, "the game opening", |s| {
        s.kind == "original" && s.content.contains("A new game of DungeonQuest is open")
    })
    .await;
    si.wait_for(at, "the notice", |s| {
        s.channel == CHANNEL
            && s.content
                .contains("<@1001>, I cannot read typed commands here")
    })
    .await;
    // A typed command arrives without its text: nothing is said of it.
    let n = until_quiet(&si, Duration::from_millis(300)).await;
    si.post(BOB, "!dq join lindel");
    assert_eq!(until_quiet(&si, Duration::from_millis(500)).await, n);
    let at = si.sent_count();
    si.slash(BOB, "dq", "join", serde_json::json!([]), false);
    si.wait_for(at, "bob's seat", |s| s.content.contains("bob sits down"))
        .await;
    assert!(bot_log().contains("Message Content"), "{}", bot_log());
    let notices = si
        .sent()
        .iter()
        .filter(|s| s.content.contains("I cannot read typed commands"))
        .count();
    assert_eq!(notices, 1, "once per game");
    assert_clean(&si, &[]);
}

/// Issue 13, item 8: with two shards recommended the bot runs both; a game in a server on
/// shard 1 is played to the end of its fight with strikes by DM, which Discord delivers on
/// shard 0, while a game on shard 0 opens too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_on_two_shards_with_dms_on_shard_zero() {
    const FAR: u64 = 700;
    let si = StandIn::start().await.unwrap();
    si.set_shards(2);
    si.set_guild(FAR, GUILD_ON_SHARD_1);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(2).await.unwrap();
    let mut shards: Vec<u64> = si.identified().iter().map(|&(s, _)| s).collect();
    shards.sort();
    assert_eq!(shards, vec![0, 1]);
    let mut at = si.sent_count();
    for l in &lines {
        let (who, text) = l.split_once(':').unwrap();
        match who.strip_suffix(" dm") {
            Some(u) => si.dm(user_id(u.trim()), text.trim()),
            None => si.post_in(FAR, user_id(who.trim()), text.trim()),
        };
        at = settle(&si, at).await;
    }
    let want = reference_state_in(seed, &lines, FAR, &|n| (user_id(n), n.to_string())).await;
    assert_eq!(stored_game(&db, FAR).await, want);
    assert!(texts(&si, 0).contains("🏆 **Lindel destroys the Abomination**"));
    let at = si.sent_count();
    si.post(CAROL, "!dq new");
    si.wait_for(at, "a game on shard 0", |s| s.channel == CHANNEL)
        .await;
    assert_clean(&si, &[]);
}

/// A player who never posts again after his first move, on Discord: at each deadline the bot
/// plays his turn (the clock runs two hours a tick here), his partner is away and played for
/// at once, and the game reaches its end; the bot's inputs are in the log as the clock's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vanished_player_is_played_for_at_each_deadline_until_the_end() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = spawn_bot_env(
        &si,
        &db,
        43,
        Some("[game]\nturn_hours = 200\non_deadline = \"autopilot\"\nauto_monster = true\nturn_reminder_hours = 0\n"),
        Some("1000/1"),
        &[
            ("KALLADRA_TICK_SECONDS", "0.2"),
            ("KALLADRA_CLOCK_HOURS_PER_TICK", "2"),
        ],
    );
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (ALICE, "!dq start"),
    ] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    // alice goes away: her turn is played at once.
    si.post(ALICE, "!dq away 720 holiday");
    // bob's first move is his own (the first command his prompt offers); then he is gone.
    let prompt = si
        .wait_for(at, "bob's turn", |s| {
            s.content.contains("<@1002>, your turn") && s.content.contains("Commands: `")
        })
        .await;
    let text = si.sent()[prompt].content.clone();
    let command = text
        .split("Commands: `")
        .nth(1)
        .and_then(|c| c.split('`').next())
        .unwrap()
        .to_string();
    let from = si.sent_count();
    si.post(BOB, &command);
    settle(&si, from).await;
    // The prompts show the deadline as a Discord timestamp.
    assert!(texts(&si, 0).contains("⏰ Deadline <t:"));
    // Now the organiser shortens it (the clock's settings may change during a game), and bob
    // is heard from no more.
    si.post(ALICE, "!dq set turn_hours 1");
    let deadline = Instant::now() + Duration::from_secs(240);
    loop {
        if si
            .sent()
            .iter()
            .any(|s| s.content.contains("🎲 The seed was"))
        {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the game did not end: {}",
            texts(&si, si.sent_count().saturating_sub(10))
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let all = texts(&si, 0);
    assert!(
        all.contains("⏰ bob let the deadline pass: the bot plays for them."),
        "{all}"
    );
    assert!(all.contains("🤖 The bot plays for bob: `"), "{all}");
    assert!(
        all.contains("🏖️ alice is away: the bot plays for them."),
        "{all}"
    );
    let g = stored_game(&db, CHANNEL).await;
    assert_eq!(g.phase, kalladra::engine::Phase::Ended);
    let store = kalladra::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    let events = store.events(1).await.unwrap();
    let own = |seat: usize| {
        events
            .iter()
            .filter(|e| {
                matches!(e, kalladra::engine::event::Event::Acted {
                    by: kalladra::engine::Actor::Seat(s),
                    ..
                } if *s == seat)
            })
            .count()
    };
    assert_eq!(own(1), 1, "bob moved once himself");
    let x = kalladra::audit::Export::of(1, "c", "a", &g, &events);
    assert!(matches!(
        kalladra::audit::verify(&x),
        kalladra::audit::Verdict::Confirmed { .. }
    ));
    assert_clean(&si, &[]);
}
