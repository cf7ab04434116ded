//! The organiser's tools at a Dungeon Raiders table: pause and resume, extend, skip,
//! replace, remove and campaign, each refused where it cannot apply, and a game played
//! with them still verifying from its seed.

use super::*;

/// The hours the channel's deadline line names (`in N h`), if any.
fn deadline_in(status: &str) -> Option<String> {
    let line = status
        .lines()
        .find(|l| l.contains("the bot plays for you"))?;
    let from = line.find(" in ")? + 4;
    Some(line[from..].trim_end_matches('.').to_string())
}

on_both!(memory, async fn pause_resume_extend_and_skip_hold_the_clock(db) {
    let mut org = organiser(db, 61).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &["!dq set turn_hours 2"], Lang::En).await;
    // Only the organiser pauses.
    let r = texts(&send(&mut org, "bob", "!dq pause", false).await);
    assert!(r.contains("Only the organiser may do that."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq pause", false).await);
    assert!(r.contains("⏸️ The organiser has paused the game"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq pause", false).await);
    assert!(r.contains("paused already"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert!(status.contains("Paused by the organiser"), "{status}");
    assert_eq!(deadline_in(&status), None, "{status}");
    // Paused, nobody else plays (whatever he types), and no deadline falls due.
    let before = org.store().log_len(id).await.unwrap();
    let r = texts(&send(&mut org, "bob", "Play 1", false).await);
    assert!(r.contains("The game is paused"), "{r}");
    org.advance(5.0);
    assert_eq!(texts(&org.tick().await.unwrap()), "");
    assert_eq!(org.store().log_len(id).await.unwrap(), before);
    let r = texts(&send(&mut org, "alice", "!dq extend 3", false).await);
    assert!(r.contains("No deadline is running to extend"), "{r}");
    // Resumed: a whole deadline again, and the extension adds to it.
    let r = texts(&send(&mut org, "alice", "!dq resume", false).await);
    assert!(r.contains("▶️ The game goes on"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("2 h"), "{status}");
    let r = texts(&send(&mut org, "alice", "!dq extend 3", false).await);
    assert!(r.contains("gives this play 3 more hours"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("5 h"), "{status}");
    let awaited = table(&org, id).await.awaited()[0];
    org.advance(4.5);
    let r = texts(&org.tick().await.unwrap());
    assert!(!r.contains("The bot plays for"), "not due yet: {r}");
    org.advance(1.0);
    let r = texts(&org.tick().await.unwrap());
    assert!(
        r.contains(&format!("The bot plays for {}", users[awaited])),
        "{r}"
    );
    // The next play has the usual deadline again.
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("2 h"), "{status}");
    // Skip: the bot makes the awaited play now.
    let r = texts(&send(&mut org, "carol", "!dq skip", false).await);
    assert!(r.contains("Only the organiser may do that."), "{r}");
    let awaited = table(&org, id).await.awaited()[0];
    let r = texts(&send(&mut org, "alice", "!dq skip", false).await);
    assert!(
        r.contains(&format!("The bot plays for {}", users[awaited])),
        "{r}"
    );
    // The game still verifies from its seed, tools and all.
    let replies = play_out(&mut org, id, &users, Lang::En).await;
    let v = verify(&record_of(&replies));
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
    let r = texts(&send(&mut org, "alice", "!dq skip", false).await);
    assert!(r.contains("This game is over"), "{r}");
});

on_both!(memory, async fn a_substitute_takes_over_a_seat_with_its_hand(db) {
    let mut org = organiser(db, 62).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let hand = texts(&send(&mut org, "bob", "!dq hand", true).await);
    let r = texts(&send(&mut org, "alice", "!dq replace zed dave", false).await);
    assert!(r.contains("There is no player called `zed`"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq replace bob carol", false).await);
    assert!(r.contains("has a seat at this table already"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq replace bob dave", false).await);
    assert!(r.contains("🔁 dave takes over bob's seat"), "{r}");
    // Undo's preview names both players.
    let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(r.contains("alice: `!dq replace bob dave`"), "{r}");
    // The seat's hand is dave's now; bob has none.
    let r = texts(&send(&mut org, "dave", "!dq hand", true).await);
    assert_eq!(r, hand.replace("Dm(\"bob\")", "Dm(\"dave\")"));
    let r = texts(&send(&mut org, "bob", "!dq hand", true).await);
    assert!(!r.contains("Dm(\"bob\"): 🃏") && r.contains("no"), "{r}");
    // Mid-raid a seat is never emptied.
    let r = texts(&send(&mut org, "alice", "!dq remove carol", false).await);
    assert!(r.contains("Once the raid has begun every seat stays"), "{r}");
    let users = ["alice", "dave", "carol"];
    let replies = play_out(&mut org, id, &users, Lang::En).await;
    let v = verify(&record_of(&replies));
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
});

on_both!(memory, async fn before_the_start_remove_campaign_and_set_say_what_they_take(db) {
    let mut org = organiser(db, 63).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    for u in ["alice", "bob", "carol"] {
        send(&mut org, u, "!dq join", false).await;
    }
    let r = texts(&send(&mut org, "alice", "!dq remove bob", false).await);
    assert!(r.contains("bob leaves the table"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq pause", false).await);
    assert!(r.contains("The game has not started yet."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq campaign spring", false).await);
    assert!(r.contains("spring"), "{r}");
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let row = org.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.campaign, "spring");
    // `!dq set` alone names this game's settings; a key alone what it takes.
    let r = texts(&send(&mut org, "alice", "!dq set", false).await);
    assert!(r.contains("`!dq set speed on`"), "{r}");
    assert!(!r.contains("sun_limit"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq set turn_hours", false).await);
    assert!(r.contains("`turn_hours` needs a value: 1 to 720, or off."), "{r}");
    assert!(!r.contains("``"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq ajustar velocidad", false).await);
    assert!(r.contains("`speed` needs a value"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq start", false).await);
    assert!(!r.contains("bob"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq campaign autumn", false).await);
    assert!(r.contains("The game has already started."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq extend 5", false).await);
    assert!(r.contains("No deadline is running to extend"), "{r}");
});

on_both!(memory, async fn a_campaign_ranks_one_games_results(db) {
    let mut org = organiser(db, 64).await;
    // A DungeonQuest game in `main`, then a Dungeon Raiders table.
    send(&mut org, "olga", "!dq new", false).await;
    send(&mut org, "olga", "!dq end", false).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    send(&mut org, "alice", "!dq join", false).await;
    let r = texts(&send(&mut org, "alice", "!dq campaign main", false).await);
    assert!(r.contains("ranks games of another kind"), "{r}");
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let row = org.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.campaign, "raiders");
});
