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

/// The awaited seat's sensible play, typed by its player; the seat.
async fn play_one(org: &mut Organiser, id: i64, users: &[&str]) -> usize {
    let t = table(org, id).await;
    let seat = t.awaited()[0];
    let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
    let text = words::command(Lang::En, action).unwrap().replace('`', "");
    send(org, users[seat], &text, t.choices.speed).await;
    seat
}

on_both!(memory, async fn pause_resume_extend_and_skip_hold_the_clock(db) {
    let mut org = organiser(db, 61).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &["!dq set turn_hours 2"], Lang::En).await;
    // Only the organiser pauses, or changes a setting: one gate, naming him, at every game.
    let r = texts(&send(&mut org, "bob", "!dq pause", false).await);
    assert!(r.contains("Only the organiser (alice) can do that."), "{r}");
    let r = texts(&send(&mut org, "bob", "!dq set turn_hours 3", false).await);
    assert!(r.contains("Only the organiser (alice) can do that."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq pause", false).await);
    assert!(r.contains("⏸️ The organiser has paused the game"), "{r}");
    // Nobody is called to play while paused.
    assert!(!r.contains('@'), "{r}");
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
    // Undoing the pause's resume pauses it again, and says so.
    send(&mut org, "alice", "!dq resume", false).await;
    send(&mut org, "alice", "!dq undo 1", false).await;
    let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
    assert!(r.contains("Paused by the organiser"), "{r}");
    // The resume banner names the last input stored, the undo itself, numbered among every
    // input stored (not the last one still in effect, the pause).
    let banner = org.last_input(id, "alice").await.unwrap();
    let stored = org.store().input_starts(id).await.unwrap().len();
    assert!(
        banner.contains(&format!("number {stored}, ")) && banner.contains("undo"),
        "{banner}"
    );
    // Paused or not, an extension adds to the wait's deadline.
    let r = texts(&send(&mut org, "alice", "!dq extend 3", false).await);
    assert!(r.contains("gives this play 3 more hours"), "{r}");
    // Resumed, the deadline runs on where it stopped: the paused hours do not count.
    let r = texts(&send(&mut org, "alice", "!dq resume", false).await);
    assert!(r.contains("▶️ The game goes on: its deadline runs on where it stopped"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("5 h"), "{status}");
    // A pause in the middle of a wait keeps what was left of it.
    org.advance(1.0);
    send(&mut org, "alice", "!dq pause", false).await;
    org.advance(10.0);
    send(&mut org, "alice", "!dq resume", false).await;
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("4 h"), "{status}");
    let awaited = table(&org, id).await.awaited()[0];
    org.advance(3.5);
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
    // Undoing the second of two extensions takes back its hours alone; a substitute
    // arriving (for a seat not awaited, or awaited) leaves the deadline as it ran.
    org.advance(0.5);
    send(&mut org, "alice", "!dq extend 5", false).await;
    send(&mut org, "alice", "!dq extend 7", false).await;
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("13.5 h"), "{status}");
    send(&mut org, "alice", "!dq undo 1", false).await;
    let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
    assert!(r.contains("took back"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("6.5 h"), "{status}");
    let replaced = users[(table(&org, id).await.awaited()[0] + 1) % 3];
    let r = texts(&send(&mut org, "alice", &format!("!dq replace {replaced} zoe"), false).await);
    assert!(r.contains("zoe takes over"), "{r}");
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert_eq!(deadline_in(&status).as_deref(), Some("6.5 h"), "{status}");
    let mut users = users.map(String::from);
    for u in users.iter_mut().filter(|u| *u == replaced) {
        *u = "zoe".into();
    }
    let users: Vec<&str> = users.iter().map(String::as_str).collect();
    // Skip: the bot makes the awaited play now.
    let r = texts(&send(&mut org, "carol", "!dq skip", false).await);
    assert!(r.contains("Only the organiser (alice) can do that."), "{r}");
    let awaited = table(&org, id).await.awaited()[0];
    let r = texts(&send(&mut org, "alice", "!dq skip", false).await);
    assert!(
        r.contains(&format!("⏭️ The organiser skips the wait for {}", users[awaited])),
        "{r}"
    );
    assert!(
        r.contains(&format!("The bot plays for {}", users[awaited])),
        "{r}"
    );
    // Paused, a skip plays for the awaited alone, not for whoever is away.
    let awaited = table(&org, id).await.awaited()[0];
    let away = users[(awaited + 1) % 3];
    send(&mut org, away, "!dq away 10", false).await;
    send(&mut org, "alice", "!dq pause", false).await;
    let r = texts(&send(&mut org, "alice", "!dq skip", false).await);
    assert_eq!(r.matches("The bot plays for").count(), 1, "{r}");
    send(&mut org, "alice", "!dq resume", false).await;
    send(&mut org, away, "!dq back", false).await;
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
    let r = texts(&send(&mut org, "alice", "!dq replace zed dave", false).await);
    assert!(r.contains("There is no player called `zed`"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq replace bob carol", false).await);
    assert!(r.contains("has a seat at this table already"), "{r}");
    // bob plays once, goes away, and then his seat is handed on.
    while play_one(&mut org, id, &users).await != 1 {}
    send(&mut org, "bob", "!dq away 5", false).await;
    let hand = texts(&send(&mut org, "bob", "!dq hand", true).await);
    let r = texts(&send(&mut org, "alice", "!dq replace bob dave", false).await);
    assert!(r.contains("🔁 dave takes over bob's seat"), "{r}");
    // dave hears he has the seat, with its hand; bob that he has it no more.
    assert!(r.contains("Dm(\"dave\"): 🔁 You take over a seat"), "{r}");
    assert!(r.contains("Dm(\"bob\"): 🔁 The organiser has handed your seat"), "{r}");
    // bob's time away went with the seat.
    let status = texts(&send(&mut org, "carol", "!dq status", false).await);
    assert!(!status.contains("bob is away"), "{status}");
    let r = texts(&send(&mut org, "bob", "!dq back", false).await);
    assert!(!r.contains("is back"), "{r}");
    // The log and undo's preview name bob for what bob did, and dave from his arrival.
    let log = texts(&send(&mut org, "carol", "!dq log 50", false).await);
    let arrival = log.find("dave takes over").unwrap();
    assert!(!log[..arrival].contains("dave"), "{log}");
    assert!(log[..arrival].contains("bob plays"), "{log}");
    // Undo never takes the replacement back: dave has been sent the seat's hand (turn 4,
    // F-6: else the organiser reads any hand, a sealed card too, by replace and undo).
    let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(r.contains("take back a replacement") && r.contains("cannot be unseen"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq undo 8", false).await);
    assert!(r.contains("cannot be unseen"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
    assert!(r.contains("There is no undo waiting"), "{r}");
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
    assert!(r.contains("The organiser takes bob out of the game."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(r.contains("alice: `!dq remove bob`"), "{r}");
    let log = texts(&send(&mut org, "alice", "!dq log", false).await);
    assert!(log.contains("carol takes a seat (3 of 5)"), "{log}");
    let r = texts(&send(&mut org, "alice", "!dq pause", false).await);
    assert!(r.contains("The game has not started yet."), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq campaign spring", false).await);
    assert!(r.contains("spring"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq campaign spring", false).await);
    assert!(r.contains("already"), "{r}");
    let r = texts(&send(&mut org, "bob", "!dq settings", false).await);
    assert!(r.contains("Campaign: **spring**"), "{r}");
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

// Newcomer p14: a game the organiser ends before its end counts for nobody in the campaign;
// one played to its end does.
on_both!(memory, async fn a_game_ended_early_counts_for_nobody(db) {
    let mut org = organiser(db, 77).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    play_one(&mut org, id, &users).await;
    send(&mut org, "alice", "!dq end testing", false).await;
    let table = org.store().leaderboard("local", "raiders").await.unwrap();
    assert!(table.is_empty(), "{table:?}");
    let id = open(&mut org, &users, &[], Lang::En).await;
    play_out(&mut org, id, &users, Lang::En).await;
    let table = org.store().leaderboard("local", "raiders").await.unwrap();
    assert_eq!(table.iter().map(|r| r.played).sum::<i64>(), 2, "{table:?}");
});

// Undo's preview is the table's, as at every game: each input taken back with what the
// channel was told of it, a word when chance was drawn, how to confirm; more inputs than are
// in effect, or a finished game, are refused saying so, and nothing is kept to confirm.
on_both!(memory, async fn undo_previews_what_each_input_caused_and_refuses_a_finished_game(db) {
    let mut org = organiser(db, 53).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let seat = play_one(&mut org, id, &users).await;
    let preview = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(preview.contains("would take back this input:"), "{preview}");
    let input = preview.lines().find(|l| l.starts_with("• ")).unwrap_or_default();
    assert!(input.contains(users[seat]), "{preview}");
    // What the play caused, as the channel read it, under it.
    assert!(preview.lines().any(|l| l.starts_with("  ")), "{preview}");
    assert!(preview.contains("Type `!dq undo confirm` to take it back"), "{preview}");
    // Taking the start back (the dungeon dealt from the seed) says chance was drawn.
    let in_effect = org.store().input_starts(id).await.unwrap().len();
    let all = format!("!dq undo {}", in_effect - 1);
    let r = texts(&send(&mut org, "alice", &all, false).await);
    assert!(r.contains("dice, cards or sealed choices"), "{r}");
    // More than is in effect: how many there are, and nothing kept to confirm.
    let r = texts(&send(&mut org, "alice", "!dq undo 20", false).await);
    assert!(r.contains("in effect, and a finished game cannot be undone"), "{r}");
    let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
    assert!(r.contains("There is no undo waiting"), "{r}");
    // Over, its result stands.
    play_out(&mut org, id, &users, Lang::En).await;
    let len = org.store().log_len(id).await.unwrap();
    let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(r.contains("This game is over"), "{r}");
    send(&mut org, "alice", "!dq undo confirm", false).await;
    assert_eq!(org.store().log_len(id).await.unwrap(), len);
});

// Before the start, each join is named by the player who joined (he had no seat to send it
// from), in the reader's words.
on_both!(memory, async fn undo_names_each_join_by_its_player_in_the_readers_words(db) {
    let mut org = organiser(db, 54).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    send(&mut org, "bob", "!dq join", false).await;
    let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(r.contains("• bob: `!dq join`"), "{r}");
    // Only the organiser changes it, and by DM the channel hears it too, as at every table.
    let r = texts(&send(&mut org, "bob", "!dq language es", false).await);
    assert!(r.contains("Only the organiser (alice) can change the game's language"), "{r}");
    let r = send(&mut org, "alice", "!dq language es", true).await;
    let to: Vec<&Target> = r.iter().map(|r| &r.target).collect();
    assert_eq!(to, [&Target::Dm("alice".into()), &Target::Channel("game".into())]);
    assert!(r[1].text.contains("Esta partida se juega ahora en español"), "{}", r[1].text);
    let r = texts(&send(&mut org, "alice", "!dq deshacer 1", false).await);
    assert!(r.contains("• bob: `!dq unirse`"), "{r}");
});
