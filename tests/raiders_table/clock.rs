//! Dungeon Raiders' clock at the table: the computer player for the late and the away, Speed's
//! deadlines, the channel's reminder, time away said with the player's name.

use super::*;

on_both!(memory, async fn the_clock_plays_for_the_late_and_the_away(db) {
    let mut org = organiser(db, 61).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &["!dq set turn_hours 2"], Lang::En).await;
    let t = table(&org, id).await;
    let late = t.awaited()[0];
    // Not yet due: half-way, a reminder in the channel, and nothing else.
    org.advance(1.0);
    let r = texts(&org.tick().await.unwrap());
    assert_eq!(
        r,
        format!(
            "Channel(\"game\"): ⏰ Reminder: @{}, the table began waiting on your play 1 h ago.",
            users[late]
        )
    );
    org.advance(1.5);
    let r = texts(&org.tick().await.unwrap());
    assert!(
        r.contains(&format!("The bot plays for {}", users[late])),
        "{r}"
    );
    // The resume banner names the input as the clock's, for him, and numbers it.
    let banner = org.last_input(id, "alice").await.unwrap();
    assert!(
        banner.contains(&format!(", the clock, for {}: `Play", users[late])),
        "{banner}"
    );
    assert!(banner.contains("number "), "{banner}");
    // Someone away: the bot plays for him as soon as it is his turn, and he is not pinged;
    // the last to go away hears that each play now waits for its deadline.
    for (i, u) in users.iter().enumerate() {
        let r = texts(&send(&mut org, u, "!dq away 48 @everyone `holiday`", false).await);
        // Said in the channel: who is away, why (nothing in it pings or formats), and until
        // when.
        let said = if i + 1 < users.len() {
            format!("🏖️ {u} is away for 48 h (everyone holiday). Until then the bot plays")
        } else {
            format!("🏖️ {u} is away for 48 h (everyone holiday). Everyone still in the dungeon")
        };
        assert!(r.contains(&said), "{r}");
        // No deadline is named for anyone away while someone is here.
        for away in &users[..i] {
            assert!(!r.contains(&format!("⏰ {away}")), "{r}");
        }
    }
    let t = table(&org, id).await;
    assert_eq!(t.stage(), Stage::Playing, "everyone away: nothing played at once");
    let status = texts(&send(&mut org, "alice", "!dq status", false).await);
    assert!(!status.contains('@'), "{status}");
    assert!(status.contains("away (back in"), "{status}");
    send(&mut org, "alice", "!dq end", false).await;
    let status = texts(&send(&mut org, "alice", "!dq status", false).await);
    // Over: nobody is listed as away any more.
    assert!(!status.contains("away (back in"), "{status}");
});

on_both!(memory, async fn under_speed_every_late_player_is_played_for_at_once(db) {
    let mut org = organiser(db, 61).await;
    let users = ["alice", "bob", "carol"];
    let sets = ["!dq set speed on", "!dq set turn_hours 1"];
    let id = open(&mut org, &users, &sets, Lang::En).await;
    let rooms_before = table(&org, id).await.game.row.len();
    org.advance(1.5);
    let replies = org.tick().await.unwrap();
    let r = texts(&replies);
    // All three were late: all three are played for, and the room is over; the channel
    // is told so too, each card face down there.
    let channel: String = replies
        .iter()
        .filter(|r| matches!(r.target, Target::Channel(_)))
        .map(|r| r.text.as_str())
        .collect();
    for u in users {
        assert!(channel.contains(&format!("The bot plays for {u}")), "{r}");
    }
    // No line between those plays names a deadline already past: the one deadline named
    // is the next room's.
    assert_eq!(
        channel.matches("the bot plays for you").count(),
        1,
        "{channel}"
    );
    assert!(channel.contains("alice, bob, carol: the bot plays for you in 1 h"), "{channel}");
    let t = table(&org, id).await;
    assert!(t.game.row.len() < rooms_before, "the next room: {r}");
    // The banner names whose sealed card the clock played, and keeps it face down.
    let banner = org.last_input(id, "alice").await.unwrap();
    assert!(banner.contains(", the clock, for "), "{banner}");
    assert!(banner.contains("a card face down"), "{banner}");
    // The new room's players have a deadline of their own: not played for yet.
    assert!(!texts(&org.tick().await.unwrap()).contains("The bot plays for"));
});

on_both!(memory, async fn the_log_numbers_each_seat_as_it_was_taken(db) {
    let mut org = organiser(db, 37).await;
    let users = ["alice", "bob", "carol"];
    open(&mut org, &users, &[], Lang::En).await;
    let log = texts(&send(&mut org, "alice", "!dq log 30", false).await);
    for (i, u) in users.iter().enumerate() {
        assert!(
            log.contains(&format!("{u} takes a seat ({} of 5)", i + 1)),
            "{log}"
        );
    }
});

on_both!(memory, async fn under_speed_the_deadline_runs_from_the_rooms_opening(db) {
    let mut org = organiser(db, 61).await;
    let users = ["alice", "bob", "carol"];
    let sets = ["!dq set speed on", "!dq set turn_hours 1"];
    let id = open(&mut org, &users, &sets, Lang::En).await;
    send(&mut org, "alice", "Play 3", true).await;
    org.advance(0.8);
    // A play by one does not give the others a new hour.
    let r = texts(&send(&mut org, "bob", "Play 3", true).await);
    assert!(!r.contains("in 1 h"), "{r}");
    org.advance(0.3);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains("The bot plays for carol"), "{r}");
    let t = table(&org, id).await;
    assert!(t.awaited().len() == 3, "the next room, all three awaited: {r}");
});

/// Plays the sensible choice for the first seat the game waits on, as its player types it.
async fn play_one(org: &mut Organiser, id: i64, users: &[&str]) {
    let t = table(org, id).await;
    let seat = t.awaited()[0];
    let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
    let text = words::command(Lang::En, action).unwrap().replace('`', "");
    let before = org.store().log_len(id).await.unwrap();
    send(org, users[seat], &text, t.choices.speed).await;
    assert!(org.store().log_len(id).await.unwrap() > before, "{text}");
}

on_both!(memory, async fn the_channel_is_reminded_once_a_wait_and_never_past_the_deadline(db) {
    let mut org = organiser(db, 62).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let first = users[table(&org, id).await.awaited()[0]];
    // No deadline: a reminder a day into the wait, once.
    org.advance(23.9);
    assert!(org.tick().await.unwrap().is_empty());
    org.advance(0.2);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains(&format!("⏰ Reminder: @{first}, the table")), "{r}");
    // A relative time reads as one: "began waiting … 24.1 h ago", not "since … ago".
    assert!(r.contains("the table began waiting on your play 24.1 h ago."), "{r}");
    assert!(!r.contains("since"), "{r}");
    org.advance(30.0);
    assert!(org.tick().await.unwrap().is_empty(), "once a wait");
    // A change of the settings neither gives more time nor a second reminder in this wait.
    send(&mut org, "alice", "!dq set reminder_hours 2", false).await;
    org.advance(2.1);
    assert!(org.tick().await.unwrap().is_empty(), "once a wait");
    // A play begins a new wait, and the organiser may change the hours any time.
    let r = texts(&send(&mut org, "alice", "!dq set reminder_hours 3", false).await);
    assert!(r.contains("reminder after 3 hours"), "{r}");
    // Solitaire's choices are not shown in a game of three under way.
    assert!(r.contains("Settings: Speed off · hours per play off"), "{r}");
    play_one(&mut org, id, &users).await;
    let next = users[table(&org, id).await.awaited()[0]];
    org.advance(3.1);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains(&format!("⏰ Reminder: @{next}, the table")), "{r}");
    // With a deadline, half of it at most, and never once it has passed (that says more).
    send(&mut org, "alice", "!dq set turn_hours 4", false).await;
    play_one(&mut org, id, &users).await;
    org.advance(2.1);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains("⏰ Reminder:"), "half the deadline: {r}");
    play_one(&mut org, id, &users).await;
    org.advance(5.0);
    let r = texts(&org.tick().await.unwrap());
    assert!(!r.contains("Reminder"), "{r}");
    assert!(r.contains("The bot plays for"), "{r}");
    // Off: none; a value out of range is refused, naming what it takes.
    let r = texts(&send(&mut org, "alice", "!dq set reminder_hours 200", false).await);
    assert!(r.contains("0 to 168, or off"), "{r}");
    send(&mut org, "alice", "!dq set turn_hours off", false).await;
    let r = texts(&send(&mut org, "alice", "!dq set reminder_hours off", false).await);
    assert!(r.contains("reminder off"), "{r}");
    play_one(&mut org, id, &users).await;
    org.advance(100.0);
    assert!(org.tick().await.unwrap().is_empty());
    // In Spanish, the game's language.
    send(&mut org, "alice", "!dq idioma es", false).await;
    let r = texts(&send(&mut org, "alice", "!dq ajustar horas_recordatorio 2", false).await);
    assert!(r.contains("recordatorio al cabo de 2 horas"), "{r}");
    play_one(&mut org, id, &users).await;
    org.advance(2.5);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains("⏰ Recordatorio: @"), "{r}");
    assert!(r.contains("la mesa espera tu jugada desde"), "{r}");
});

on_both!(memory, async fn away_and_back_are_said_with_the_players_name(db) {
    let mut org = organiser(db, 63).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::Es).await;
    let t = table(&org, id).await;
    let who = users[(0..3).find(|s| !t.awaited().contains(s)).unwrap()];
    let r = texts(&send(&mut org, who, "!dq ausente 5 trabajo", false).await);
    assert!(r.contains(&format!("🏖️ {who} está fuera durante 5 h (trabajo).")), "{r}");
    let r = texts(&send(&mut org, who, "!dq vuelvo", false).await);
    assert!(r.contains(&format!("👋 {who} ha vuelto.")), "{r}");
    let r = texts(&send(&mut org, who, "!dq vuelvo", false).await);
    assert!(r.contains("No estabas fuera."), "{r}");
    // Once started, a name after `!dq join` changes nothing in the refusal; a text board
    // style says the game's one text board is the one shown.
    let r = texts(&send(&mut org, "dora", "!dq join Hugo", false).await);
    assert!(!r.contains("no lleva nombre") && !r.contains("héroe"), "{r}");
    let r = texts(&send(&mut org, who, "!dq tablero emoji", false).await);
    assert!(r.contains("una sola forma de texto"), "{r}");
    // The status names whoever plays now, without pinging him.
    let status = texts(&send(&mut org, who, "!dq estado", false).await);
    let now = users[t.awaited()[0]];
    assert!(status.contains(now) && !status.contains('@'), "{status}");
});

// The channel's deadline line is in the game's language, whoever's input brought it: a player
// who reads Spanish himself plays by DM, and the English channel still reads "in 2 h".
on_both!(memory, async fn the_deadline_line_is_in_the_channels_language(db) {
    let mut org = organiser(db, 62).await;
    let users = ["alice", "bob"];
    let set = ["!dq set speed on", "!dq set turn_hours 2"];
    open(&mut org, &users, &set, Lang::En).await;
    send(&mut org, "bob", "!dq language me es", false).await;
    let r = send(&mut org, "bob", "Jugar 3", true).await;
    let channel: Vec<&Reply> = r
        .iter()
        .filter(|r| r.target == Target::Channel("game".into()))
        .collect();
    let line = channel.iter().map(|r| r.text.as_str()).collect::<String>();
    assert!(line.contains("in 2 h") && !line.contains("dentro de"), "{}", texts(&r));
});

// Time away that runs out ends aloud (turn 4): the channel hears the player is back, and he
// gets his welcome DM, as at a DungeonQuest table; once, though the clock looks again.
on_both!(memory, async fn time_away_that_runs_out_is_said_and_welcomed(db) {
    let mut org = organiser(db, 63).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let t = table(&org, id).await;
    let who = users[(0..3).find(|s| !t.awaited().contains(s)).unwrap()];
    send(&mut org, who, "!dq away 2", false).await;
    org.advance(1.0);
    assert!(!texts(&org.tick().await.unwrap()).contains("is back"));
    org.advance(1.5);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains(&format!("Channel(\"game\"): 👋 {who} is back.")), "{r}");
    assert!(r.contains(&format!("Dm(\"{who}\"): 👋 Welcome back to game {id}")), "{r}");
    org.advance(0.5);
    assert!(!texts(&org.tick().await.unwrap()).contains("back"));
    let status = texts(&send(&mut org, "alice", "!dq status", false).await);
    assert!(!status.contains("away"), "{status}");
});

// Under Speed, when the clock seals a crystal ball for a late player, he is told by DM that
// his second card is due, as when he plays the ball himself (turn 4, the referee's 77 of 77).
on_both!(memory, async fn a_ball_the_clock_plays_for_the_late_is_followed_by_his_prompt(db) {
    let users = ["alice", "bob", "carol"];
    for seed in 0..200 {
        let mut org = organiser(db, 9000 + seed).await;
        let setup = ["!dq set speed on", "!dq set turn_hours 1"];
        open(&mut org, &users, &setup, Lang::En).await;
        // bob and carol seal their cards; alice lets the deadline pass.
        send(&mut org, "bob", "Play 1", true).await;
        send(&mut org, "carol", "Play 1", true).await;
        org.advance(1.5);
        let replies = org.tick().await.unwrap();
        if !texts(&replies).contains("After the crystal ball, @alice lays") {
            send(&mut org, "alice", "!dq end", false).await;
            continue;
        }
        let dm = replies
            .iter()
            .filter(|r| r.target == Target::Dm("alice".to_string()))
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(dm.contains("You may type"), "seed {seed}: {}", texts(&replies));
        return;
    }
    panic!("no seed where the clock plays a crystal ball");
});

// Newcomer p5: time away ends with the game. Whoever was away hears by DM how it went, the
// store keeps no absence for it, and `!dq back` after the end is answered as for anyone
// not away (not "the game is over").
on_both!(memory, async fn time_away_ends_with_the_game(db) {
    let mut org = organiser(db, 75).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    send(&mut org, "bob", "!dq away 200", false).await;
    assert_eq!(org.store().away(id).await.unwrap().len(), 1);
    let r = send(&mut org, "alice", "!dq end testing", false).await;
    let bob = r
        .iter()
        .find(|r| r.target == Target::Dm("bob".into()))
        .unwrap_or_else(|| panic!("bob hears of the end: {}", texts(&r)));
    assert!(
        bob.text.contains(&format!("Game {id} is over, and your time away with it")),
        "{}",
        bob.text
    );
    assert!(org.store().away(id).await.unwrap().is_empty());
    let back = texts(&send(&mut org, "bob", "!dq back", false).await);
    assert!(back.contains("You were not away"), "{back}");
});

// `missed_turns_limit`, as at DungeonQuest's table: a seat that lets that many deadlines pass
// in a row is named to the channel and to the organiser by DM, once a streak.
on_both!(memory, async fn the_organiser_hears_when_a_seat_lets_deadlines_pass_in_a_row(db) {
    let mut org = organiser(db, 62).await;
    let users = ["alice", "bob"];
    let set = ["!dq set turn_hours 1", "!dq set missed_turns_limit 2"];
    let id = open(&mut org, &users, &set, Lang::En).await;
    let settings = texts(&send(&mut org, "bob", "!dq settings", false).await);
    assert!(
        settings.contains("a seat falls to the computer after 2 missed deadlines in a row"),
        "{settings}"
    );
    let mut heard = Vec::new();
    for _ in 0..60 {
        let t = table(&org, id).await;
        if t.stage() != Stage::Playing {
            break;
        }
        let seat = t.awaited()[0];
        if users[seat] == "alice" {
            let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
            let text = words::command(Lang::En, action).unwrap().replace('`', "");
            heard.extend(send(&mut org, "alice", &text, false).await);
        } else {
            org.advance(1.5);
            heard.extend(org.tick().await.unwrap());
        }
    }
    let warned: Vec<&Reply> = heard
        .iter()
        .filter(|r| r.text.contains("bob has let 2 deadlines pass in a row"))
        .collect();
    assert_eq!(warned.len(), 2, "{}", texts(&heard));
    assert!(warned.iter().any(|r| r.target == Target::Channel("game".into())));
    assert!(warned.iter().any(|r| r.target == Target::Dm("alice".into())));
    // Nobody else was named: alice played each of her turns.
    assert!(!texts(&heard).contains("alice has let"), "{}", texts(&heard));
});

// `!dq notify on` at a Dungeon Raiders table: whoever asked for it hears by DM, once the
// wait moves on, that he plays after the player now awaited; nobody else does.
on_both!(memory, async fn whoever_asked_hears_he_is_next(db) {
    let mut org = organiser(db, 63).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let r = texts(&send(&mut org, "carol", "!dq notify on", false).await);
    assert!(!r.is_empty(), "{r}");
    let mut told = 0;
    for _ in 0..12 {
        let t = table(&org, id).await;
        if t.stage() != Stage::Playing {
            break;
        }
        let seat = t.awaited()[0];
        let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
        let text = words::command(Lang::En, action).unwrap().replace('`', "");
        let out = send(&mut org, users[seat], &text, false).await;
        let t = table(&org, id).await;
        for r in out.iter().filter(|r| r.text.contains("You're next, after")) {
            assert_eq!(r.target, Target::Dm("carol".into()), "{}", r.text);
            // Said when carol plays after the one now awaited, naming him.
            let now = t.awaited()[0];
            assert_eq!(t.game.room.as_ref().unwrap().queue.get(1), Some(&2));
            assert!(r.text.contains(users[now]), "{}", r.text);
            told += 1;
        }
    }
    assert!(told > 0, "carol was never told she was next");
});

// `on_deadline remind`, DungeonQuest's words at every game: at the deadline the channel and
// the late player are told, once a wait, and nobody plays for him; a player away is still
// played for. `skip` is refused, saying why, and the deadline line says what will happen.
on_both!(memory, async fn on_deadline_remind_tells_the_late_and_plays_for_nobody_here(db) {
    let mut org = organiser(db, 64).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &["!dq set turn_hours 2"], Lang::En).await;
    let skip = texts(&send(&mut org, "alice", "!dq set on_deadline skip", false).await);
    assert!(skip.contains("cannot be skipped"), "{skip}");
    let bad = texts(&send(&mut org, "alice", "!dq set on_deadline later", false).await);
    assert!(bad.contains("`later` is not a value for `on_deadline`"), "{bad}");
    let set = texts(&send(&mut org, "alice", "!dq set on_deadline remind", false).await);
    assert!(!set.contains("not"), "{set}");
    let settings = texts(&send(&mut org, "bob", "!dq settings", false).await);
    assert!(settings.contains("at a deadline, a reminder"), "{settings}");
    let status = texts(&send(&mut org, "bob", "!dq status", false).await);
    assert!(status.contains("then a reminder"), "{status}");
    let t = table(&org, id).await;
    let seat = t.awaited()[0];
    let late = users[seat];
    let len = org.store().log_len(id).await.unwrap();
    org.advance(2.5);
    let heard = org.tick().await.unwrap();
    let said = texts(&heard);
    assert!(said.contains("your deadline has passed"), "{said}");
    assert!(
        heard.iter().any(|r| r.target == Target::Dm(late.into())
            && r.text.contains("has passed: the game is waiting on you")),
        "{said}"
    );
    assert_eq!(org.store().log_len(id).await.unwrap(), len, "the bot played: {said}");
    // Once a wait.
    org.advance(3.0);
    let again = org.tick().await.unwrap();
    assert!(!texts(&again).contains("has passed"), "{}", texts(&again));
    assert_eq!(org.store().log_len(id).await.unwrap(), len);
    // Away, he is played for at once all the same.
    let away = texts(&send(&mut org, late, "!dq away 48", false).await);
    assert!(away.contains("The bot plays for"), "{away}");
    assert!(org.store().log_len(id).await.unwrap() > len);
    // In Spanish, the same words.
    let es = texts(&send(&mut org, "alice", "!dq ajustar al_plazo piloto", false).await);
    assert!(!es.contains("no vale"), "{es}");
    let settings = texts(&send(&mut org, "bob", "!dq settings", false).await);
    assert!(!settings.contains("a reminder"), "{settings}");
});
