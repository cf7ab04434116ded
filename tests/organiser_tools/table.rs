//! What the table answers whatever the game: a `!dq new` by DM, DungeonQuest's own words
//! read before the table's, the leaderboard after the end, a campaign that ranks one kind,
//! and `!dq notify` (with the welcome DM on joining).

use super::*;

on_both!(memory, async fn the_tables_own_commands_are_answered_whatever_the_game(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    // By DM a game cannot be opened: the answer says where it can.
    for text in ["!dq new", "!dq new raiders"] {
        let out = say(&mut org, &mut first, &format!("alice dm: {text}\n")).await;
        assert!(out.contains("opened in a server channel"), "{text}: {out}");
        assert!(org.store().latest_unfinished().await.unwrap().is_none());
    }
    // Another game's play where no game runs: no game here, in either language.
    for text in ["Play 3", "Jugar 3"] {
        let out = say(&mut org, &mut first, &format!("alice: {text}\n")).await;
        assert!(out.contains("There is no game in this channel"), "{text}: {out}");
    }
    // A `!dq` command is never strikes, `=` or not (turn 4): each is read as what it says.
    let out = say(&mut org, &mut first, "alice: !dq campaign a=b\n").await;
    assert!(!out.contains("combat round") && out.contains("campaign"), "{out}");
    assert!(org.store().latest_unfinished().await.unwrap().is_none());
    let out = say(
        &mut org,
        &mut first,
        &format!("{SETUP}alice: !dq start\nbob: !dq away 2 back=monday\nalice: !dq end reason=timeout\n"),
    )
    .await;
    assert!(!out.contains("combat round") && !out.contains("Standard Attack"), "{out}");
    assert!(out.contains("back=monday") && out.contains("reason=timeout"), "{out}");
    // A game that has ended: the leaderboard is its campaign's by default.
    let out = say(
        &mut org,
        &mut first,
        &format!("{SETUP}alice: !dq campaign camp2\nalice: !dq start\nalice: !dq campaign camp3\nbob: !dq campaign camp4\nalice: !dq end x\nbob: !dq leaderboard\n"),
    )
    .await;
    // Once started, the campaign stays: said in the game's words, and only the organiser may.
    assert!(out.contains("The game has already started."), "{out}");
    assert!(out.contains("Only the organiser (alice) can do that."), "{out}");
    let table = out.rsplit("Campaign").next().unwrap_or_default();
    assert!(table.contains("camp2") && !out.contains("camp3**"), "{out}");
});

on_both!(memory, async fn a_default_campaign_of_another_kind_keeps_a_game_from_starting(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    // A DungeonQuest game counts for `raiders`, Dungeon Raiders' default campaign: one that
    // ends by the rules (every hero gone), as one the organiser ends early counts for nobody.
    let gone = "alice: !dq remove bob\nalice: !dq remove carol\nalice: !dq remove alice\n";
    say(
        &mut org,
        &mut first,
        &format!("{SETUP}alice: !dq campaign raiders\nalice: !dq start\n{gone}"),
    )
    .await;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq start\n",
    )
    .await;
    assert!(out.contains("ranks games of another kind"), "{out}");
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    assert_eq!(row.kind, "raiders");
    // Its table is the kind whose results it holds, not the kind of its latest game.
    let out = say(&mut org, &mut first, "bob: !dq leaderboard raiders\n").await;
    assert!(out.contains("electrum carried out"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq campaign raids\nalice: !dq start\n").await;
    assert!(!out.contains("ranks games of another kind"), "{out}");
    assert!(out.contains("raids"), "{out}");
    // The other way round: a DungeonQuest game cannot take the Raiders campaign now.
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq end x\ncarol: !dq new\ncarol: !dq join hugo\ncarol: !dq campaign raids\n",
    )
    .await;
    assert!(out.contains("ranks games of another kind"), "{out}");
});

on_both!(memory, async fn a_welcome_dm_on_joining_and_an_opt_in_heads_up(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n",
    )
    .await;
    assert!(
        out.contains("[dm bob]\nYou have a seat, as **Lindel**."),
        "{out}"
    );
    let out = say(
        &mut org,
        &mut first,
        "bob: !dq notify on\nalice: !dq start\n",
    )
    .await;
    assert!(
        out.contains("You will get a direct message when your turn is next."),
        "{out}"
    );
    assert!(
        out.contains("[dm bob]\n🔔 You're next, after alice: game #1 in #game (DungeonQuest)."),
        "alice's turn began: {out}"
    );
    // Turns pass by the organiser's skip, so no card or question gets in the way.
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq notify on\nbob: !dq notify off\nalice: !dq skip\n",
    )
    .await;
    assert!(
        out.contains("[dm alice]\n🔔 You're next, after bob: game #1 in #game (DungeonQuest)."),
        "bob's turn began: {out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq skip\n").await;
    assert!(!out.contains("[dm bob]\n🔔"), "bob opted out: {out}");
});

// Every numeric setting has a range, and `!dq set` refuses a value outside it, naming the
// range; the settings stay as they were.

on_both!(memory, async fn another_games_play_at_a_dungeonquest_table_is_said_as_such(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    for text in ["Play 3", "Jugar 3", "play key"] {
        let out = say(&mut org, &mut first, &format!("bob: {text}\n")).await;
        assert!(out.contains("That is a Dungeon Raiders play"), "{text}: {out}");
    }
    // A bare number is chatter, as anywhere.
    let out = say(&mut org, &mut first, "bob: 3\n").await;
    assert!(out.trim().is_empty(), "{out}");
});

// A private command (a slash command answered to its sender alone: `/act play`, `/dq hand`)
// used in a game's channel acts on that channel's game, though its sender sits at a newer
// one too (turn 4, the Discord model); by DM a play still goes to his newest game.
on_both!(memory, async fn a_private_command_acts_at_its_channels_game(db) {
    use kalladra::organiser::{Input, Organiser, Reply};
    let mut org = organiser(db, 11).await;
    let at = |user: &str, channel: &str, text: &str, via: Option<&str>| Input {
        channel: (via.is_none() && !channel.is_empty()).then(|| channel.to_string()),
        via: via.map(str::to_string),
        ..common::input(user, text, true, false)
    };
    let (older, newer) = two_speed_tables(&mut org).await;
    let lens = |org: &Organiser| {
        let store = org.store().clone();
        async move { (store.log_len(older).await.unwrap(), store.log_len(newer).await.unwrap()) }
    };
    let before = lens(&org).await;
    // Alice's sealed card, by `/act play` in the older game's channel: sealed there.
    let r = org.handle(at("alice", "", "Play 5", Some("older"))).await.unwrap();
    let after = lens(&org).await;
    assert!(after.0 > before.0, "sealed at the older table: {r:?}");
    assert_eq!(after.1, before.1, "nothing at the newer table");
    // Her hand there, asked in that channel, knows the card is down; the newer one's does not.
    let hand = |r: Vec<Reply>| common::texts(&r);
    let old_hand = hand(org.handle(at("alice", "", "!dq hand", Some("older"))).await.unwrap());
    let new_hand = hand(org.handle(at("alice", "", "!dq hand", Some("newer"))).await.unwrap());
    assert_ne!(old_hand, new_hand);
    // By DM, with no channel, a play goes to her newest game, as before.
    org.handle(at("alice", "", "Play 5", None)).await.unwrap();
    let last = lens(&org).await;
    assert_eq!(last.0, after.0);
    assert!(last.1 > after.1, "the DM went to the newest game");
});

// A replacement is never undone at a DungeonQuest table either: the substitute has seen the
// seat as its player does (turn 4, F-6); the seat goes back by another replace.
on_both!(memory, async fn a_replacement_is_never_undone(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    say(&mut org, &mut first, "alice: !dq replace bob dave\n").await;
    let out = say(&mut org, &mut first, "alice: !dq undo 1\nalice: !dq undo confirm\n").await;
    assert!(out.contains("take back a replacement"), "{out}");
    assert!(out.contains("There is no undo waiting"), "{out}");
    assert_eq!(game_of(&org).await.seats[1].user, "dave");
    let out = say(&mut org, &mut first, "alice: !dq replace dave bob\n").await;
    assert!(out.contains("bob takes over"), "{out}");
});

// By DM, at two tables that both wait on him, a player is asked which game his play is for,
// and nothing is played; `#N` first names the game (turn 4: ask which game when he waits at
// several).
on_both!(memory, async fn a_dm_to_two_waiting_tables_asks_which_game(db) {
    use kalladra::organiser::{Input, Organiser};
    let mut org = organiser(db, 11).await;
    let at = |user: &str, channel: Option<&str>, text: &str| Input {
        channel: channel.map(str::to_string),
        ..common::input(user, text, true, false)
    };
    let (older, newer) = two_speed_tables(&mut org).await;
    let lens = |org: &Organiser| {
        let store = org.store().clone();
        async move { (store.log_len(older).await.unwrap(), store.log_len(newer).await.unwrap()) }
    };
    let before = lens(&org).await;
    let r = common::texts(&org.handle(at("alice", None, "Play 5")).await.unwrap());
    assert!(r.contains("2 of your games wait on you"), "{r}");
    assert!(r.contains(&format!("#{older} (in #older)")) && r.contains(&format!("`#{newer} Play 5`")), "{r}");
    assert_eq!(lens(&org).await, before, "nothing played");
    let r = common::texts(&org.handle(at("alice", None, "#999 Play 5")).await.unwrap());
    assert!(r.contains("You have no running game #999"), "{r}");
    org.handle(at("alice", None, &format!("#{older} Play 5"))).await.unwrap();
    let after = lens(&org).await;
    assert!(after.0 > before.0 && after.1 == before.1, "{before:?} {after:?}");
    // Now only the newer one waits on her: a plain DM goes there.
    org.handle(at("alice", None, "Play 4")).await.unwrap();
    assert!(lens(&org).await.1 > after.1);
    // Bob, whom both still wait on, may name one with a `!dq` command too, unasked.
    let r = common::texts(&org.handle(at("bob", None, "!dq hand")).await.unwrap());
    assert!(!r.contains("wait on you"), "{r}");
});

/// Two Dungeon Raiders tables under Speed, alice and bob at both, in channels `older` and
/// `newer` (opened in that order): their ids.
async fn two_speed_tables(org: &mut kalladra::organiser::Organiser) -> (i64, i64) {
    for channel in ["older", "newer"] {
        for (user, text) in [
            ("alice", "!dq new raiders"),
            ("alice", "!dq join"),
            ("bob", "!dq join"),
            ("alice", "!dq set speed on"),
            ("alice", "!dq start"),
        ] {
            let input = kalladra::organiser::Input {
                channel: Some(channel.to_string()),
                ..common::input(user, text, false, false)
            };
            org.handle(input).await.unwrap();
        }
    }
    (org_game(org, "older").await, org_game(org, "newer").await)
}

/// The id of the latest game in `channel`.
async fn org_game(org: &kalladra::organiser::Organiser, channel: &str) -> i64 {
    org.store().latest_game(channel).await.unwrap().unwrap().id
}
