//! How the bot meets Discord: its token, registering its commands, pinning boards, running
//! without the Message Content intent, and on two shards.

use super::prelude::*;

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
        let (code, err) = exit_code_within(c, Duration::from_secs(10))
            .unwrap_or_else(|| panic!("the bot ran on with DISCORD_TOKEN={token:?}"));
        // Newcomer m23: a command that cannot start as given exits 2, as README says.
        assert_eq!(code, Some(2), "{token:?}: {err}");
        assert!(err.contains(says), "{token:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    }
    let mut c = Command::new(env!("CARGO_BIN_EXE_kalladra"));
    c.args(["bot", "--db", dir.path().join("t.db").to_str().unwrap()])
        .env_remove("DISCORD_TOKEN");
    let (code, err) =
        exit_code_within(c, Duration::from_secs(10)).expect("a missing token stops it");
    assert!(
        code == Some(2) && err.contains("set DISCORD_TOKEN"),
        "{err}"
    );
}

/// Newcomer M3/m23: a connection that fails says why, on one line, with what to do, and
/// exits 1: a token Discord refuses (401), no route to Discord, a gateway that closes at
/// IDENTIFY (4004). A connection that works says "connected as NAME to N servers".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_connection_says_why_and_a_good_one_says_connected() {
    let dir = tempfile::tempdir().unwrap();
    let run = |base: String| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_kalladra"));
        c.args(["bot", "--db", dir.path().join("t.db").to_str().unwrap()])
            .env("DISCORD_TOKEN", TOKEN)
            .env("RUST_BACKTRACE", "1")
            .env("KALLADRA_API_BASE", base);
        exit_code_within(c, Duration::from_secs(20)).expect("a failed connection stops the bot")
    };
    let refused = StandIn::start().await.unwrap();
    refused.refuse_token();
    let closed = StandIn::start().await.unwrap();
    closed.close_at_identify(4004);
    // A port nobody listens on: a listener bound and dropped.
    let nobody = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    for (base, says) in [
        (
            format!("http://127.0.0.1:{}", refused.rest),
            "kalladra: cannot connect to Discord: Discord refused the token (401 Unauthorized)",
        ),
        (
            format!("http://127.0.0.1:{nobody}"),
            "kalladra: cannot connect to Discord: no route to 127.0.0.1",
        ),
        (
            format!("http://127.0.0.1:{}", closed.rest),
            "kalladra: cannot connect to Discord: the gateway refused the token (close 4004",
        ),
    ] {
        let (code, err) = run(base);
        assert_eq!(code, Some(1), "{says}: {err}");
        let said: Vec<&str> = err.lines().filter(|l| l.starts_with("kalladra:")).collect();
        assert_eq!(said.len(), 1, "{err}");
        assert!(said[0].starts_with(says), "{says}\n{err}");
        if !says.contains("no route") {
            assert!(
                said[0].contains("reset it in the Developer Portal (Bot > Reset Token)"),
                "{err}"
            );
        }
        assert!(
            !err.contains("panicked") && !err.contains("stack backtrace"),
            "{err}"
        );
    }
    let si = StandIn::start().await.unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !bot_log().contains("connected as ") {
        assert!(Instant::now() < deadline, "{}", bot_log());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(bot_log().contains(" to 0 servers"), "{}", bot_log());
}

/// Attack F-H, newcomer p22: SIGTERM (`systemctl stop`) is a clean exit: status 0, the
/// write-ahead log folded into the database (the `.db` alone holds the game), no `.lock` left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let mut bot = start_bot(&si, &db, 42);
    si.wait_ready(1).await.unwrap();
    posts(&si, 0, &TWO_HEROES).await;
    let status = bot.terminate();
    assert_eq!(status.code(), Some(0), "{status:?}\n{}", bot_log());
    let wal = std::fs::metadata(dir.path().join("k.db-wal")).map_or(0, |m| m.len());
    assert_eq!(wal, 0, "the -wal was folded in");
    assert!(!dir.path().join("k.db.lock").exists());
    let copy = dir.path().join("copy.db");
    std::fs::copy(&db, &copy).unwrap();
    let g = stored_game(&copy, CHANNEL).await;
    assert_eq!(g.seats.len(), 2);
}

/// Issue 13, item 3: a registration refused at start-up (a 500, then a 400) does not silence
/// the bot: it answers from the first message while registration is retried, with backoff
/// and logged, until it succeeds; a restart with the same commands does not register again.
/// Issue 16: the set registered carries its Spanish names and descriptions.
// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
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
    // Issue 16: the set arrives with its texts for Discord's Spanish locales, and the
    // stand-in, which checks localisations as Discord does, refused nothing in it.
    let set = si.registered().unwrap();
    fn spanish(item: &serde_json::Value, missing: &mut Vec<String>) {
        for locale in ["es-ES", "es-419"] {
            for key in ["name_localizations", "description_localizations"] {
                if item[key][locale].as_str().is_none_or(str::is_empty) {
                    missing.push(format!("{} {key} {locale}", item["name"]));
                }
            }
        }
        for o in item["options"].as_array().into_iter().flatten() {
            spanish(o, missing);
        }
    }
    let mut missing = Vec::new();
    for c in set.as_array().unwrap() {
        spanish(c, &mut missing);
    }
    assert!(missing.is_empty(), "{missing:?}");
    let dq = &set.as_array().unwrap()[0];
    assert_eq!(dq["options"][0]["name"], "new");
    assert_eq!(dq["options"][0]["name_localizations"]["es-ES"], "nueva");
    assert!(
        si.rejected().iter().all(|r| r.code != 50035),
        "{:#?}",
        si.rejected()
    );
    // The bot logs its success after the stand-in has the set: under load, a moment later.
    let deadline = Instant::now() + Duration::from_secs(20);
    let logged = |log: &str| {
        log.contains("registering slash commands failed (attempt 1)")
            && log.contains("registering slash commands failed (attempt 2)")
            && log.contains("slash commands registered (attempt 3)")
    };
    while !logged(&bot_log()) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let log = bot_log();
    assert!(logged(&log), "{log}");
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

/// Issue 13, item 6: the board is pinned on Discord's current route and unpinned when the
/// game ends; where pinning fails (no permission) the organiser is told once.
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
crate::e2e_on_both!(boards_are_pinned_unpinned_at_the_end_and_failures_told_once);

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
    let n = handled(&si).await;
    si.post(BOB, "!dq join lindel");
    assert_eq!(handled(&si).await, n);
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
    // Alice and Bob sit at a second game, on the other server: `/dq mine` answers each of
    // them alone with the games that wait on him, in either server's channel.
    let mut at = si.sent_count();
    for (who, text) in [(ALICE, "!dq join"), (BOB, "!dq join"), (CAROL, "!dq start")] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let mut named = String::new();
    for who in [ALICE, BOB] {
        let from = si.sent_count();
        si.slash(who, "dq", "mine", serde_json::json!([]), false);
        settle(&si, from).await;
        let answers: Vec<Sent> = si.sent()[from..]
            .iter()
            .filter(|s| s.content.contains("wait"))
            .cloned()
            .collect();
        assert!(
            !answers.is_empty() && answers.iter().all(|s| s.ephemeral),
            "/dq mine answered to its sender alone: {}",
            texts(&si, from)
        );
        named.extend(answers.iter().map(|s| s.content.clone()));
    }
    for channel in [FAR, CHANNEL] {
        assert!(
            named.contains(&format!("<#{channel}>")),
            "a game waiting in <#{channel}>: {named}"
        );
    }
    assert_clean(&si, &[]);
}
