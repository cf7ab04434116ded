//! The board's settings: `board_style` and `board_post` take their words and may change
//! during the game; a turn shows the board where `board_post` says, in the style
//! `board_style` says.

use crate::common;
use common::*;

// `board_style` and `board_post` take one word of a few: another is refused naming them all,
// the settings unchanged; they may change during the game, unlike the rules.
on_both!(memory, async fn board_settings_take_their_words_and_may_change_mid_game(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, SETUP).await;
    let before = game_of(&org).await.settings;
    assert_eq!(before.board_style.name(), "picture+compact");
    assert_eq!(before.board_post.name(), "pinned");
    for (set, accepted) in [
        (
            "board_style pancake",
            "picture, emoji, compact, picture+compact",
        ),
        (
            "board_style pictures",
            "picture, emoji, compact, picture+compact",
        ),
        ("board_post weekly", "pinned, each_turn"),
        ("on_deadline nap", "remind, skip, autopilot"),
    ] {
        let out = say(
            &mut org,
            &mut first,
            &format!("alice: !dq set {}\n", set.split(' ').next().unwrap()),
        )
        .await;
        assert!(
            out.contains(&format!("needs a value after it. It takes: {accepted}.")),
            "{set}: {out}"
        );
        let out = say(&mut org, &mut first, &format!("alice: !dq set {set}\n")).await;
        let (key, value) = set.split_once(' ').unwrap();
        assert!(
            out.contains(&format!(
                "`{value}` is not a value `{key}` takes. It takes: {accepted}."
            )),
            "{set}: {out}"
        );
        assert_eq!(game_of(&org).await.settings, before, "{set}");
    }
    say(&mut org, &mut first, "alice: !dq start\n").await;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq set board_style emoji\nalice: !dq set board_post each_turn\n",
    )
    .await;
    assert!(!out.contains("is not a value"), "{out}");
    let s = game_of(&org).await.settings;
    assert_eq!(
        (s.board_style.name(), s.board_post.name()),
        ("emoji", "each_turn")
    );
    // A rule still may not change once the game is under way.
    let out = say(&mut org, &mut first, "alice: !dq set sun_limit 20\n").await;
    assert_eq!(game_of(&org).await.settings.sun_limit, s.sun_limit, "{out}");
    // The value it already has changes nothing, and says so.
    let log = org.store().log_len(game_id(&org).await).await.unwrap();
    let out = say(&mut org, &mut first, "alice: !dq set board_style emoji\n").await;
    assert!(
        out.contains("`board_style` is already `emoji`: nothing changed."),
        "{out}"
    );
    assert_eq!(org.store().log_len(game_id(&org).await).await.unwrap(), log);
});

/// The next input that passes a turn, and what it was answered with.
async fn next_turn(table: &mut Table, org: &mut kalladra::organiser::Organiser) -> Sent {
    for _ in 0..200 {
        let sent = table.next(org).await.expect("the game goes on");
        if sent.replies.iter().any(|r| r.board.is_some()) {
            return sent;
        }
    }
    panic!("no turn passed in 200 inputs");
}

/// What an input's answer posted in the game's channel.
fn to_channel(sent: &Sent) -> Vec<&kalladra::organiser::Reply> {
    let channel = kalladra::organiser::Target::Channel("game".into());
    sent.replies
        .iter()
        .filter(|r| r.target == channel)
        .collect()
}

// `board_post` and `board_style` decide how a turn shows the board: kept in its own message
// (pinned) with the style's text, or riding on the turn's message (each_turn), so the turn
// is one message; `!dq settings` lists both even at their defaults.
on_both!(memory, async fn the_board_goes_where_board_post_says_in_the_style_board_style_says(db) {
    use kalladra::organiser::Board;
    let mut org = organiser(db, 5).await;
    org.handle(input("alice", "!dq new", false, true))
        .await
        .unwrap();
    let listed = texts(
        &org.handle(input("alice", "!dq settings", false, true))
            .await
            .unwrap(),
    );
    assert!(
        listed.contains("`board_style` = \"picture+compact\"")
            && listed.contains("`board_post` = \"pinned\""),
        "{listed}"
    );
    let mut table = Table::open(&mut org, &["alice", "bob"], 5, &[]).await;
    let id = table.id;
    let header = |t: &str| t.starts_with("**Sun ") && t.contains('🐉');
    // Pinned, picture+compact: the turn's text, then the kept board: the compact board (13
    // glyphs a row) and the picture.
    let sent = next_turn(&mut table, &mut org).await;
    let kept: Vec<_> = sent
        .replies
        .iter()
        .filter(|r| r.board == Some(Board::Kept(id)))
        .collect();
    assert_eq!(kept.len(), 1, "{:?}", sent.replies);
    assert!(header(&kept[0].text) && kept[0].picture.is_some());
    let rows: Vec<&str> = kept[0].text.lines().skip(1).take(10).collect();
    // Each row is numbered at its right end.
    assert!(
        rows.iter()
            .enumerate()
            .all(|(i, r)| r.chars().count() == 13 + format!(" {}", i + 1).len()),
        "{}",
        kept[0].text
    );
    // The picture alone: the kept board's text is its header line only.
    org.handle(input("alice", "!dq set board_style picture", false, true))
        .await
        .unwrap();
    let sent = next_turn(&mut table, &mut org).await;
    let kept = sent
        .replies
        .iter()
        .find(|r| r.board == Some(Board::Kept(id)))
        .unwrap();
    assert!(
        header(&kept.text) && !kept.text.contains('\n'),
        "{}",
        kept.text
    );
    assert!(kept.picture.is_some());
    // Each turn, picture+compact: one channel message says what happened, who is next, the
    // compact board, and carries the picture; nothing is kept.
    for set in ["board_style picture+compact", "board_post each_turn"] {
        org.handle(input("alice", &format!("!dq set {set}"), false, true))
            .await
            .unwrap();
    }
    let sent = next_turn(&mut table, &mut org).await;
    let here = to_channel(&sent);
    assert_eq!(here.len(), 1, "{:?}", sent.replies);
    let turn = here[0];
    assert_eq!(turn.board, Some(Board::Turn(id)));
    assert!(turn.picture.is_some());
    let who = org.game(id).unwrap().to_act().unwrap();
    let user = org.game(id).unwrap().seats[who].user.clone();
    assert!(
        turn.text.contains(&user) && turn.text.lines().any(header),
        "{}",
        turn.text
    );
    // Each turn, the emoji grid: it rides on the turn's message too (split only past
    // Discord's limit), the picture on the last.
    org.handle(input("alice", "!dq set board_style emoji", false, true))
        .await
        .unwrap();
    let sent = next_turn(&mut table, &mut org).await;
    let here = to_channel(&sent);
    assert!(here
        .iter()
        .all(|r| r.board.is_none() || r.board == Some(Board::Turn(id))));
    assert!(here.iter().all(|r| r.picture.is_none()));
    assert!(here
        .iter()
        .any(|r| r.text.contains("⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛")));
    // And in Spanish, the settings list says the same keys.
    let listed = texts(
        &org.handle(input("alice", "!dq ajustes", false, true))
            .await
            .unwrap(),
    );
    assert!(
        listed.contains("`board_style` = \"emoji\"")
            && listed.contains("`board_post` = \"each_turn\""),
        "{listed}"
    );
});
