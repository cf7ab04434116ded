//! The bot's clock: an unclaimed monster handed to the bot, a vanished player played for at
//! each deadline.

use super::prelude::*;

async fn the_bots_clock_hands_an_unclaimed_monster_to_the_bot() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    // The clock ticks ten times a second.
    let _bot = spawn_bot_env(
        &si,
        &db,
        seed,
        Some("[game]\nmonster_claim_hours = 0\nturn_reminder_hours = 0\n"),
        Some("1000/1"),
        &[("KALLADRA_TICK_SECONDS", "0.1")],
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
crate::e2e_on_both!(the_bots_clock_hands_an_unclaimed_monster_to_the_bot);

/// A player who never posts again after his first move, on Discord: at each deadline the bot
/// plays his turn (the clock runs half an hour a tick, 20 ticks a second, here: his first
/// turn's 720 hours leave him over a minute), his partner is away and played for at once, and
/// the game reaches its end; the bot's inputs are in the log as the clock's. Issue 37 on the
/// stand-in: his time bank pays a day before the bot first plays for him, after three missed
/// deadlines his seat falls to the computer (the channel and the organiser told), and the
/// daily digest bob asked for comes by DM as the days pass (alice, away, gets none).
async fn a_vanished_player_is_played_for_at_each_deadline_until_the_end() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = spawn_bot_env(
        &si,
        &db,
        43,
        Some("[game]\nturn_hours = 720\non_deadline = \"autopilot\"\nauto_monster = true\nturn_reminder_hours = 0\n"),
        Some("1000/1"),
        &[
            ("KALLADRA_TICK_SECONDS", "0.05"),
            ("KALLADRA_CLOCK_HOURS_PER_TICK", "0.5"),
        ],
    );
    si.wait_ready(1).await.unwrap();
    let at = posts(&si, 0, &TWO_HEROES).await;
    // alice goes away: her turn is played at once.
    si.post(ALICE, "!dq away 720 holiday");
    // bob's first move is his own (the first command his prompt offers); then he is gone.
    let prompt = si
        .wait_for(at, "bob's turn", |s| {
            s.content.contains("<@1002>, your turn") && s.content.contains("Commands: `")
        })
        .await;
    let text = si.sent()[prompt].content.clone();
    // His own prompt's commands (the message may hold alice's turn, played by the bot, and her
    // prompt's commands before it).
    let command = text
        .split("<@1002>, your turn")
        .nth(1)
        .and_then(|t| t.split("Commands: `").nth(1))
        .and_then(|c| c.split('`').next())
        .unwrap()
        .to_string();
    // He asked for the daily digest first (the organiser, away, gets none).
    si.post(BOB, "!dq notify digest");
    let from = si.sent_count();
    si.post(BOB, &command);
    settle(&si, from).await;
    // The prompts show the deadline as a Discord timestamp.
    assert!(texts(&si, 0).contains("⏰ Deadline <t:"));
    // Now the organiser shortens it (the clock's settings may change during a game), and bob
    // is heard from no more.
    si.post(ALICE, "!dq set turn_hours 1");
    si.post(ALICE, "!dq bank days 1");
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
    let paid = all.find("⏳ bob's deadline passed, and the time bank paid a day");
    let played = all.find("⏰ bob let the deadline pass");
    assert!(paid.is_some() && paid < played, "the bank first: {all}");
    let fell = "🤖 bob has let 3 deadlines pass in a row: the seat falls to the computer player";
    assert_eq!(all.matches(fell).count(), 1, "{all}");
    let dms = |text: &str| {
        si.sent()
            .iter()
            .filter(|s| s.channel != CHANNEL && s.content.contains(text))
            .count()
    };
    assert!(dms("🤖 In game #1") >= 1, "the organiser told by DM: {all}");
    assert!(dms("📬 Your daily digest") >= 1, "a digest by DM: {all}");
    bobs_notices_are_one_message_kept_current(&si, &all);
    let g = stored_game(&db, CHANNEL).await;
    assert_eq!(g.phase, kalladra::games::dungeonquest::engine::Phase::Ended);
    let store = kalladra::store::Store::open(&db_name(&db)).await.unwrap();
    let events = store.events(1).await.unwrap();
    let own = |seat: usize| {
        events
            .iter()
            .filter(|e| {
                matches!(e, kalladra::games::dungeonquest::engine::event::Event::Acted {
                    by: kalladra::games::dungeonquest::engine::Actor::Seat(s),
                    ..
                } if *s == seat)
            })
            .count()
    };
    assert_eq!(own(1), 1, "bob moved once himself");
    let x = kalladra::games::dungeonquest::audit::Export::of(1, "c", "a", &g, &events);
    assert!(matches!(
        kalladra::games::dungeonquest::audit::verify(&x),
        kalladra::games::dungeonquest::audit::Verdict::Confirmed { .. }
    ));
    assert_clean(&si, &[]);
}
/// Bob's notices since he last played: the first (the bank's) a DM of its own, each later
/// one (the bot playing for him, his seat falling) an edit of it, not another message.
fn bobs_notices_are_one_message_kept_current(si: &StandIn, all: &str) {
    let bob_dm = kalladra::standin::dm_channel_of(BOB);
    let sent = si.sent();
    let first = sent
        .iter()
        .find(|s| s.channel == bob_dm && s.content.contains("⏳ Your deadline in game #1"))
        .expect("the bank's notice");
    assert_eq!(first.kind, "post");
    let later = |text: &str| {
        sent.iter()
            .filter(|s| s.channel == bob_dm && s.content.contains(text))
            .map(|s| (s.kind.as_str(), s.message))
            .collect::<Vec<_>>()
    };
    let played = later("⏰ Your deadline in game 1 passed, so the bot played for you.");
    assert!(!played.is_empty(), "{all}");
    assert!(
        played.iter().all(|&p| p == ("edit", first.message)),
        "{played:?}"
    );
    assert_eq!(
        later("🤖 You let 3 deadlines pass in a row"),
        [("edit", first.message)]
    );
    let now = si.content_of(first.message).unwrap();
    assert!(
        now.starts_with("🤖 You let 3 deadlines pass in a row in game #1"),
        "{now}"
    );
    assert!(
        now.contains("since you last played there: this one message is kept up to date"),
        "{now}"
    );
}

crate::e2e_on_both!(a_vanished_player_is_played_for_at_each_deadline_until_the_end);
