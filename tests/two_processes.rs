//! Two organisers on one database, as two bot processes would be (issue 25): each on SQLite
//! (a file neither holds) and on a fresh Postgres database. The clock's due actions run once
//! whichever organiser's clock sees them first; one game's inputs sent through both at once are
//! each stored once, in one order, and both organisers end up with the same game.

use crate::common;
use common::{organiser, say};
use kalladra::games::raiders::policy::{Policy, Sensible};
use kalladra::games::raiders::{view, words, Viewer};
use kalladra::games::Seated;
use kalladra::lang::Lang;
use kalladra::organiser::{Input, Organiser, Reply};

const SETUP: &str =
    "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nbob: !dq tower SE\n\
alice: !dq set turn_hours 1\nalice: !dq set on_deadline autopilot\nalice: !dq start\n";

fn clock_lines(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter(|r| r.text.contains("The bot plays") || r.text.contains("plays for"))
        .count()
}

/// The stored inputs of the latest game: (sender, text), in order.
async fn inputs(org: &Organiser, id: i64) -> Vec<(String, String)> {
    org.store()
        .input_starts(id)
        .await
        .unwrap()
        .into_iter()
        .map(|(_, u, t)| (u, t))
        .collect()
}

on_both!(file, async fn a_deadline_is_played_once_though_both_clocks_see_it(db) {
    // What one organiser alone stores when the deadline passes.
    let dir = tempfile::tempdir().unwrap();
    let alone = dir.path().join("alone.db");
    let mut one = organiser(alone.to_str().unwrap(), 7).await;
    say(&mut one, &mut None, SETUP).await;
    let id = one.store().latest_unfinished().await.unwrap().unwrap().id;
    one.advance(2.0);
    let by_one = one.tick().await.unwrap();
    let expected = inputs(&one, id).await;
    assert!(clock_lines(&by_one) >= 1, "the clock played: {by_one:?}");

    // Two organisers on one database, both past the deadline, ticking at once, twice.
    let mut a = organiser(db, 7).await;
    let mut b = organiser(db, 99).await;
    say(&mut a, &mut None, SETUP).await;
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    a.advance(2.0);
    b.advance(2.0);
    let mut told = 0;
    for _ in 0..2 {
        let (ra, rb) = tokio::join!(a.tick(), b.tick());
        told += clock_lines(&ra.unwrap()) + clock_lines(&rb.unwrap());
    }
    assert_eq!(inputs(&a, id).await, expected, "the same inputs as one organiser alone");
    assert_eq!(told, clock_lines(&by_one), "told once");
});

on_both!(file, async fn a_raiders_deadline_is_played_once_though_both_clocks_see_it(db) {
    let setup = "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\ncarol: !dq join\n\
                 alice: !dq set turn_hours 1\nalice: !dq start\n";
    let mut a = organiser(db, 3).await;
    let mut b = organiser(db, 4).await;
    say(&mut a, &mut None, setup).await;
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    let before = inputs(&a, id).await.len();
    a.advance(1.5);
    b.advance(1.5);
    let mut told = 0;
    for _ in 0..3 {
        let (ra, rb) = tokio::join!(a.tick(), b.tick());
        told += clock_lines(&ra.unwrap()) + clock_lines(&rb.unwrap());
    }
    // One seat was due; the next one's deadline starts from that play. Said once: that he
    // let the deadline pass, and the bot's play.
    assert_eq!(inputs(&a, id).await.len(), before + 1);
    assert_eq!(told, 2);
});

/// `common::input` with a transport id (a retried delivery repeats it).
fn input(user: &str, text: &str, source: String, dm: bool) -> Input {
    Input {
        source_id: Some(source),
        ..common::input(user, text, dm, false)
    }
}

on_both!(file, async fn one_games_inputs_through_both_at_once_are_each_stored_once(db) {
    let mut a = organiser(db, 5).await;
    let mut b = organiser(db, 6).await;
    say(&mut a, &mut None, "alice: !dq new raiders\n").await;
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    // Ten players join, each message delivered to both organisers at once (a retried
    // delivery): five seats are taken, each join once, the rest refused and not stored.
    let users: Vec<String> = (0..10).map(|i| format!("p{i}")).collect();
    for (i, u) in users.iter().enumerate() {
        let m = |src: &str| input(u, "!dq join", src.to_string(), false);
        let src = format!("m{i}");
        let (ra, rb) = tokio::join!(a.handle(m(&src)), b.handle(m(&src)));
        ra.unwrap();
        rb.unwrap();
    }
    let stored = inputs(&a, id).await;
    let joins: Vec<&String> = stored
        .iter()
        .filter(|(_, t)| t == "!dq join")
        .map(|(u, _)| u)
        .collect();
    assert_eq!(joins, users[..5].iter().collect::<Vec<_>>(), "{stored:?}");
    // Each play delivered to both at once (a retried delivery, or a DM and a channel post
    // racing): stored once, in the order played, and both organisers show the same game.
    say(&mut a, &mut None, "alice: !dq start\n").await;
    let before = inputs(&a, id).await.len();
    for step in 0..20 {
        let t = common::raiders_game(&a, id).await;
        let seat = t.awaited()[0];
        let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
        let text = words::command(Lang::En, action).unwrap().replace('`', "");
        let m = || input(&users[seat], &text, format!("play{step}"), false);
        let (ra, rb) = tokio::join!(a.handle(m()), b.handle(m()));
        ra.unwrap();
        rb.unwrap();
        assert_eq!(inputs(&a, id).await.len(), before + step + 1, "{text} stored once");
    }
    let a_board = say(&mut a, &mut None, "p2: !dq board\n").await;
    let b_board = say(&mut b, &mut None, "p2: !dq board\n").await;
    assert_eq!(a_board, b_board);
});

on_both!(file, async fn raiders_time_away_through_one_is_seen_by_the_other(db) {
    let mut a = organiser(db, 8).await;
    let mut b = organiser(db, 9).await;
    say(&mut a, &mut None, "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq start\n").await;
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    let t = common::raiders_game(&a, id).await;
    let users = ["alice", "bob"];
    let on = t.awaited()[0];
    // The one not playing now goes away through the other organiser: nothing to play yet.
    let said = say(&mut b, &mut None, &format!("{}: !dq away 24\n", users[1 - on])).await;
    assert!(said.contains("Until then the bot plays their turns"), "{said}");
    assert!(!said.contains("The bot plays"), "{said}");
    // The one playing plays through the first: it plays for the one away at once.
    let said = say(&mut a, &mut None, &format!("{}: Play 1\n", users[on])).await;
    assert!(
        said.contains(&format!("The bot plays for {}", users[1 - on])),
        "{said}"
    );
});

// What an organiser kept in memory alone (issue 25): through two processes, each of these is
// seen by the other at once, as the store holds it.

on_both!(file, async fn an_undo_shown_through_one_is_confirmed_through_the_other(db) {
    let mut a = organiser(db, 12).await;
    let mut b = organiser(db, 13).await;
    say(&mut a, &mut None, &format!("{}alice: !dq start\nalice: Move RIGHT\n", common::SETUP)).await;
    let out = say(&mut a, &mut None, "alice: !dq undo 1\n").await;
    assert!(out.contains("would take back this input"), "{out}");
    let out = say(&mut b, &mut None, "alice: !dq undo confirm\n").await;
    assert!(out.contains("The organiser has undone the last input."), "{out}");
    // Confirmed once: the first process has nothing left to confirm.
    let out = say(&mut a, &mut None, "alice: !dq undo confirm\n").await;
    assert!(out.contains("There is no undo waiting for confirmation"), "{out}");
});

on_both!(file, async fn a_raiders_undo_shown_through_one_is_confirmed_through_the_other(db) {
    let mut a = organiser(db, 8).await;
    let mut b = organiser(db, 9).await;
    say(&mut a, &mut None, "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\n").await;
    let out = say(&mut a, &mut None, "alice: !dq undo 1\n").await;
    let out_b = say(&mut b, &mut None, "alice: !dq undo confirm\n").await;
    assert!(!out_b.contains("There is no undo waiting"), "{out}\n{out_b}");
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    let joins = inputs(&a, id).await;
    assert!(joins.iter().any(|(_, t)| t == "!dq undo confirm"), "{joins:?}");
});

on_both!(file, async fn a_heads_up_turned_on_through_one_is_sent_by_the_other(db) {
    let mut a = organiser(db, 11).await;
    let mut b = organiser(db, 11).await;
    // Alice's turn begins: the first process looks up bob's heads-up (off).
    let out = say(&mut a, &mut None, "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n").await;
    assert!(!out.contains("[dm bob]\n🔔"), "{out}");
    say(&mut b, &mut None, "bob: !dq notify on\n").await;
    // Two turns on (the organiser's skips), alice's begins again: bob hears he is next.
    let out = say(&mut a, &mut None, "alice: !dq skip\nalice: !dq skip\n").await;
    assert!(out.contains("[dm bob]\n🔔 You're next, after alice: game #1 in #game (DungeonQuest)."), "{out}");
});

on_both!(file, async fn a_players_own_language_set_through_one_is_read_by_the_other(db) {
    let mut a = organiser(db, 11).await;
    let mut b = organiser(db, 11).await;
    let out = say(&mut a, &mut None, "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nbob dm: !dq notify on\n").await;
    assert!(out.contains("You will get a direct message when your turn is next."), "{out}");
    say(&mut b, &mut None, "bob dm: !dq language me es\n").await;
    // His next DM from the first process, on alice's move: in Spanish.
    let out = say(&mut a, &mut None, "alice: !dq start\n").await;
    assert!(out.contains("[dm bob]\n🔔 Te toca después de alice: partida #1 en #game (DungeonQuest)."), "{out}");
    // And his own command's answer.
    let out = say(&mut a, &mut None, "bob dm: !dq notify off\n").await;
    assert!(!out.contains("No more"), "{out}");
});

on_both!(file, async fn a_games_language_set_through_one_is_spoken_by_the_other(db) {
    for (kind, join) in [("", "!dq join hugo"), (" raiders", "!dq join")] {
        let mut a = organiser(db, 11).await;
        let mut b = organiser(db, 11).await;
        let open = format!("alice: !dq new{kind}\nalice: {join}\nalice: !dq status\n");
        let out = say(&mut a, &mut None, &open).await;
        assert!(!out.contains("partida"), "English at first{kind}: {out}");
        say(&mut b, &mut None, "alice: !dq language es\n").await;
        // The first process holds the game loaded: its next answer is in Spanish all the same.
        let out = say(&mut a, &mut None, "alice: !dq help\n").await;
        let spanish = ["ayuda", "partida", "jugador"];
        assert!(spanish.iter().any(|w| out.contains(w)), "Spanish{kind}: {out}");
        say(&mut a, &mut None, "alice: !dq end\nalice: !dq end confirm\n").await;
    }
});

on_both!(file, async fn a_return_through_one_gives_the_whole_deadline_in_the_other(db) {
    let mut a = organiser(db, 7).await;
    let mut b = organiser(db, 7).await;
    // Both away at alice's turn: nobody is played for until the deadline (1 h).
    say(&mut a, &mut None, &format!("{SETUP}bob: !dq away 24\nalice: !dq away 24\n")).await;
    a.advance(0.9);
    b.advance(0.9);
    say(&mut a, &mut None, "alice: !dq back\n").await;
    // 1.5 h after the turn began, 0.6 h after her return: neither clock plays for her.
    a.advance(0.6);
    b.advance(0.6);
    let (ra, rb) = tokio::join!(a.tick(), b.tick());
    let (ra, rb) = (ra.unwrap(), rb.unwrap());
    assert_eq!(clock_lines(&ra) + clock_lines(&rb), 0, "{ra:?}\n{rb:?}");
    // A whole hour after her return: the other process's clock plays for her.
    b.advance(0.5);
    assert!(clock_lines(&b.tick().await.unwrap()) >= 1);
});

on_both!(file, async fn time_away_over_is_welcomed_once_though_both_clocks_see_it(db) {
    let welcomes = |r: &[Reply]| {
        r.iter()
            .filter(|r| r.text.contains("is back.") || r.text.contains("Welcome back"))
            .count()
    };
    // Bob's time away and Alice's deadline are both over when both clocks look at once: the
    // clock that ends his time away says so (the channel's line and his DM), the other
    // nothing, even when the other then stores Alice's play first. A race: tried often.
    for round in 0..12 {
        let mut a = organiser(db, 7).await;
        let mut b = organiser(db, 7).await;
        say(&mut a, &mut None, &format!("{SETUP}bob: !dq away 1\n")).await;
        a.advance(1.5);
        b.advance(1.5);
        let (ra, rb) = tokio::join!(a.tick(), b.tick());
        let (ra, rb) = (ra.unwrap(), rb.unwrap());
        assert_eq!(welcomes(&ra) + welcomes(&rb), 2, "round {round}: {ra:?}\n{rb:?}");
        say(&mut a, &mut None, "alice: !dq end\n").await;
    }
});

on_both!(file, async fn a_lost_race_leaves_nothing_open_for_the_other_writer(db) {
    use kalladra::store::{Finish, Said, Stale, Store};
    let mut a = organiser(db, 3).await;
    say(&mut a, &mut None, "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\n").await;
    let id = a.store().latest_unfinished().await.unwrap().unwrap().id;
    let len = a.store().log_len(id).await.unwrap();
    let said = |text| Said {
        source_id: None,
        user: "alice",
        text,
        at: 0.0,
    };
    // The loser: a process whose write builds on a log one entry short. Then it idles, as
    // local play does waiting on its keyboard: its runtime runs nothing more until told.
    let (lost_tx, lost_rx) = std::sync::mpsc::channel();
    let (go_tx, go_rx) = std::sync::mpsc::channel::<()>();
    let url = db.to_string();
    let loser = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let store = rt.block_on(Store::open(&url)).unwrap();
        let said = Said {
            source_id: None,
            user: "bob",
            text: "late",
            at: 0.0,
        };
        let entry = ["{}".to_string()];
        let lost = rt.block_on(store.append(id, len - 1, said, &entry, Finish::default()));
        lost_tx.send(lost.unwrap_err().is::<Stale>()).unwrap();
        go_rx.recv().ok();
        drop(store);
    });
    assert!(lost_rx.recv().unwrap(), "the late write is refused as stale");
    // Nothing of the refused write holds the game: the winner's next write goes through at
    // once, though the loser's process does nothing meanwhile.
    let first = Store::open(db).await.unwrap();
    let entry = ["{}".to_string()];
    let next = first.append(id, len, said("next"), &entry, Finish::default());
    let done = tokio::time::timeout(std::time::Duration::from_secs(20), next).await;
    go_tx.send(()).unwrap();
    loser.join().unwrap();
    done.expect("the game's row was left locked by the refused write")
        .unwrap();
    assert_eq!(first.log_len(id).await.unwrap(), len + 1);
});
