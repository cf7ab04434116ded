//! Load: a burst in one channel at Discord's pace, slash commands in a busy channel, and 50
//! games of four players at once.

use super::prelude::*;

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
    handled(&si).await;
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
            for l in &lines {
                let (by, text) = l.split_once(':').unwrap();
                let user = player(g, by.trim_end_matches(" dm").trim()).0;
                let before = si.sent_count();
                if by.ends_with(" dm") {
                    si.dm(user, text.trim());
                } else {
                    si.post_in(channel, user, text.trim());
                    // The fourth player, never seated, tries to move as well.
                    si.post_in(channel, dave, "Move UP");
                }
                // Wait for an answer in this game's channel or its players' DMs.
                let deadline = Instant::now() + Duration::from_secs(120);
                while si.find_since(before, |s| in_game(g, s)).is_none() {
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
    // inputs: wait until it has handled them all, then compare every game with the script
    // played alone.
    handled(&si).await;
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
