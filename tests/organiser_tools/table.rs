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
    // DungeonQuest reads its own words first: with `=` it is strikes, not a new game.
    let out = say(&mut org, &mut first, "alice: !dq new raiders =)\n").await;
    assert!(!out.contains("Dungeon Raiders"), "{out}");
    assert!(org.store().latest_unfinished().await.unwrap().is_none());
    // A game that has ended: the leaderboard is its campaign's by default.
    let out = say(
        &mut org,
        &mut first,
        &format!("{SETUP}alice: !dq campaign camp2\nalice: !dq start\nalice: !dq end x\nbob: !dq leaderboard\n"),
    )
    .await;
    let table = out.rsplit("Campaign").next().unwrap_or_default();
    assert!(table.contains("camp2"), "{out}");
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
        out.contains("[dm bob]\n🔔 You're next, after alice."),
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
        out.contains("[dm alice]\n🔔 You're next, after bob."),
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
