//! Issue 25, item 6: two `kalladra bot` processes on one Postgres database, one shard each of
//! two, through the stand-in. A game in each shard's server; the fight of the game on shard 1
//! is played by DM, which Discord delivers on shard 0 (so the other process applies it); a
//! deadline both clocks see is played once; the process serving the fight's channel is killed
//! (SIGKILL) mid-fight and restarted; then the organiser's inputs for one game reach both
//! processes at once. Nothing is lost, nothing doubled, and the stored game is the game played
//! straight through.

use super::postgres::fresh_postgres;
use super::prelude::*;
use kalladra::games::dungeonquest::engine::event::Event;
use kalladra::games::dungeonquest::engine::Action;

/// The game channel of the server on shard 1.
const FAR: u64 = 700;
const DAVE: u64 = 1004;

/// No clock step of its own during the scripted fight (its claim window and rounds are long,
/// no reminders): only the deadline a test sets acts.
const CONFIG: &str = "[game]\nturn_hours = 0\non_deadline = \"autopilot\"\nturn_reminder_hours = 0\nmonster_claim_hours = 168\ncombat_round_hours = 168\n";

/// The clock runs two hours a second in both processes (half an hour a tick, four ticks a
/// second), so a deadline of hours comes in seconds.
const FAST_CLOCK: [(&str, &str); 2] = [
    ("KALLADRA_TICK_SECONDS", "0.25"),
    ("KALLADRA_CLOCK_HOURS_PER_TICK", "0.5"),
];

fn count(si: &StandIn, what: &str) -> usize {
    si.sent()
        .iter()
        .filter(|s| s.content.contains(what))
        .count()
}

/// The inputs of game `id` as stored: (transport id, text), in the log's order.
async fn inputs(url: &str, id: i64) -> Vec<(String, String)> {
    use sqlx::{Connection, Row};
    let mut c = sqlx::PgConnection::connect(url).await.unwrap();
    sqlx::query("SELECT source_id, text FROM inputs WHERE game_id = $1 ORDER BY input")
        .bind(id)
        .fetch_all(&mut c)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.get("source_id"), r.get("text")))
        .collect()
}

#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
// house: one story told in order (two processes, a deadline, DMs across shards, a kill and
// a restart, a burst through both), each step building on the state the last one left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_lose_nothing_and_double_nothing() {
    let url = fresh_postgres().await;
    let si = StandIn::start().await.unwrap();
    si.set_shards(2);
    si.set_guild(FAR, GUILD_ON_SHARD_1);
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, CONFIG).unwrap();
    let log = dir.path().join("bots.log");
    let (seed, lines) = combat_script();
    let start =
        |shard: &str| spawn_shards(&si, &url, (shard, 2), seed, (&config, &log), &FAST_CLOCK);
    let _p0 = start("0-0");
    let mut p1 = Some(start("1-1"));
    si.wait_ready(2).await.unwrap();
    let mut shards: Vec<u64> = si.identified().iter().map(|&(s, _)| s).collect();
    shards.sort();
    assert_eq!(shards, vec![0, 1]);
    let store = kalladra::store::Store::open(&url).await.unwrap();

    // A game on shard 0 whose deadline both processes' clocks see: carol's turn is played
    // for her once.
    let mut at = si.sent_count();
    for (who, text) in [
        (CAROL, "!dq new"),
        (CAROL, "!dq join hugo"),
        (DAVE, "!dq join lindel"),
        (CAROL, "!dq start"),
        (CAROL, "!dq set turn_hours 6"),
    ] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let passed = si
        .wait_for(at, "carol's deadline", |s| {
            s.content.contains("carol let the deadline pass")
        })
        .await;
    // Before dave's deadline (three seconds on): no more deadlines in this game.
    si.post(CAROL, "!dq set turn_hours 0");
    settle(&si, passed).await;
    let near = store
        .latest_game(&CHANNEL.to_string())
        .await
        .unwrap()
        .unwrap();

    // The game on shard 1: its channel's lines reach process 1, its fight's DMs process 0.
    // Process 1 is killed mid-fight and started again later in the fight.
    let offer = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap();
    let (kill_at, back_at) = (offer + 2, offer + 6);
    let mut sent_ids = Vec::new();
    let mut at = handled(&si).await;
    for (i, l) in lines.iter().enumerate() {
        if i == kill_at {
            drop(p1.take()); // SIGKILL (`Bot` kills its process when dropped)
        }
        if i == back_at {
            p1 = Some(start("1-1"));
            si.wait_ready(3).await.unwrap();
            at = si.sent_count();
        }
        let (who, text) = l.split_once(':').unwrap();
        sent_ids.push(match who.strip_suffix(" dm") {
            Some(u) => si.dm(user_id(u.trim()), text.trim()),
            None => si.post_in(FAR, user_id(who.trim()), text.trim()),
        });
        at = settle(&si, at).await;
    }
    let far = store.latest_game(&FAR.to_string()).await.unwrap().unwrap();
    let want = reference_state_in(seed, &lines, FAR, &|n| (user_id(n), n.to_string())).await;
    let got = store
        .load::<kalladra::games::dungeonquest::engine::Game>(&far)
        .await
        .unwrap();
    assert_eq!(got.settings.monster_claim_hours, 168, "config.toml's");
    let set_before = (got.settings.missed_turns_limit, 168);
    assert_eq!(
        kalladra::games::dungeonquest::engine::Game {
            // The bot's game was made with config.toml's settings, the reference with the
            // defaults: everything else is the same.
            settings: want.settings.clone(),
            made_with: want.made_with.clone(),
            ..got
        },
        want,
        "the stored game is the one played straight through; log:\n{}",
        bot_log()
    );
    assert!(texts(&si, 0).contains("🏆 **Lindel destroys the Abomination**"));
    // Every line is stored once, under its own message id.
    let stored = inputs(&url, far.id).await;
    // (Opening the game is not one of its inputs.)
    let ids: Vec<String> = sent_ids[1..].iter().map(u64::to_string).collect();
    assert_eq!(
        stored.iter().map(|(s, _)| s.clone()).collect::<Vec<_>>(),
        ids,
        "each line once, in the order sent"
    );

    // The organiser's inputs for one game through both processes at once: alice sets one
    // setting in the channel (process 1) and another by DM (process 0), without waiting.
    let before = stored.len();
    let mut concurrent = Vec::new();
    for i in 1..=10u32 {
        concurrent.push(si.post_in(FAR, ALICE, &format!("!dq set missed_turns_limit {i}")));
        concurrent.push(si.dm(ALICE, &format!("!dq set monster_claim_hours {}", 150 + i)));
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    while inputs(&url, far.id).await.len() < before + 20 {
        assert!(
            Instant::now() < deadline,
            "inputs lost; log:\n{}",
            bot_log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    handled(&si).await;
    let stored = inputs(&url, far.id).await;
    assert_eq!(stored.len(), before + 20, "nothing doubled");
    let mut got: Vec<u64> = stored[before..]
        .iter()
        .map(|(s, _)| s.parse().unwrap())
        .collect();
    got.sort();
    concurrent.sort();
    assert_eq!(got, concurrent, "each input once");
    // One order: each change builds on the one before (no change is lost, none undone by a
    // change made from a stale copy of the game).
    let (mut chan, mut dm) = (0, 0);
    let mut now = set_before;
    for e in store.events(far.id).await.unwrap() {
        if let Event::Acted {
            action: Action::Configure(s),
            ..
        } = e
        {
            let next = (s.missed_turns_limit, s.monster_claim_hours);
            if next == (chan + 1, now.1) {
                chan += 1;
            } else {
                assert_eq!(next, (now.0, 151 + dm), "after {now:?}");
                dm += 1;
            }
            now = next;
        }
    }
    assert_eq!((chan, dm, now), (10, 10, (10, 160)));
    assert_eq!(
        store
            .load::<kalladra::games::dungeonquest::engine::Game>(&far)
            .await
            .unwrap()
            .settings
            .missed_turns_limit,
        10
    );

    // The deadline was played once, whichever clock saw it first.
    assert_eq!(
        count(&si, "carol let the deadline pass"),
        1,
        "{}",
        texts(&si, 0)
    );
    assert_eq!(count(&si, "dave let the deadline pass"), 0);
    let clocked = inputs(&url, near.id).await;
    let for_carol: Vec<&String> = clocked
        .iter()
        .map(|(_, t)| t)
        .filter(|t| t.starts_with("(the clock, for "))
        .collect();
    assert!(!for_carol.is_empty());
    assert!(
        for_carol
            .iter()
            .all(|t| t.starts_with("(the clock, for carol)")),
        "{for_carol:?}"
    );
    // Each process ran its own shard and no other (the restarted one twice).
    let mut shards: Vec<u64> = si.identified().iter().map(|&(s, _)| s).collect();
    shards.sort();
    assert_eq!(shards, vec![0, 1, 1]);
    assert_clean(&si, &[]);
    drop(p1);
}
