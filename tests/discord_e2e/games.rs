//! Whole games through the bot: by typed commands, DMs and buttons, by slash commands alone;
//! the refusals players meet; the help.

use super::prelude::*;

// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn smoke_a_game_opens_and_a_move_is_narrated_with_a_pinned_board() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    posts_to_pinned_board(&si, 0, &TWO_HEROES).await;
    let all = texts(&si, 0);
    assert!(all.contains("A new game of DungeonQuest is open"), "{all}");
    assert!(
        all.contains("<@1001>, your turn (Hugo"),
        "the player whose turn it is is mentioned: {all}"
    );
    let board = si
        .sent()
        .iter()
        .position(|s| s.kind == "post" && s.content.starts_with("**Sun 0/25**"))
        .expect("a board");
    assert!(
        si.sent()
            .iter()
            .any(|s| s.kind == "pin" && s.message == si.sent()[board].message),
        "the board is pinned"
    );
    let from = si.sent_count();
    let calls_before = si.calls().len();
    si.post(ALICE, "Move DOWN");
    settle(&si, from).await;
    // Discord economy: an ordinary move costs the narration (with the next prompt) and the
    // board edit.
    let calls = si.calls()[calls_before..].to_vec();
    println!(
        "REST calls for one ordinary move: {} {calls:?}",
        calls.len()
    );
    assert!(calls.len() <= 2, "{calls:?}");
    let after = texts(&si, from);
    assert!(after.contains("Hugo moves DOWN to A2"), "{after}");
    assert!(
        si.sent()[from..]
            .iter()
            .any(|s| s.kind == "edit" && s.message == si.sent()[board].message),
        "the board is edited in place: {after}"
    );
    // The organiser's export arrives as a JSON file; while the game runs it holds no seed.
    let from = si.sent_count();
    si.post(ALICE, "!dq export");
    let i = si
        .wait_for(from, "the export", |s| {
            s.body["files"].as_array().is_some_and(|f| !f.is_empty())
        })
        .await;
    let sent = &si.sent()[i];
    assert_eq!(sent.channel, CHANNEL);
    assert_eq!(sent.body["files"][0], "game-1.json");
    let export: serde_json::Value =
        serde_json::from_str(sent.body["file_texts"][0].as_str().unwrap()).unwrap();
    assert_eq!(export["game"], 1);
    assert!(export["seed"].is_null(), "{}", export["seed"]);
    assert!(!export["events"].as_array().unwrap().is_empty());
    let _ = (CAROL, dm_channel_of(ALICE));
    assert_clean(&si, &[]);
}

async fn a_complete_two_player_game_with_a_fight_by_dm_text_and_buttons() {
    let (si, _dir, db, _bot, lines) = combat_table().await;
    let mut at = 0;
    let mut buttons_used = false;
    let mut round_one = None;
    for l in &lines {
        // Lindel's first round goes by buttons; every other answer is typed.
        if !buttons_used && l.starts_with("bob dm: s=") {
            let (now, dm, first) = round_one_by_buttons(&si, &db, l).await;
            at = now;
            buttons_used = true;
            round_one = Some((dm, first));
            continue;
        }
        at = line(&si, l, at).await;
    }
    assert!(buttons_used);
    let (dm, first) = round_one.unwrap();
    hostile_clicks_change_nothing(&si, &db, &dm, &first).await;
    let fight = texts(&si, 0);
    assert!(
        fight.contains("[post 71001] ⚔️ Lindel is fighting an Abomination"),
        "the offer goes by DM to alice: {fight}"
    );
    assert!(
        fight.contains("✅ Lindel has sent strikes for round 1."),
        "{fight}"
    );
    assert!(
        fight.contains("🏆 **Lindel destroys the Abomination** (it had 4 life)."),
        "{fight}"
    );
    // Sealed until revealed: the channel never showed the life value or unrevealed strikes.
    let before_end = fight.split("it had 4 life").next().unwrap();
    for l in before_end
        .lines()
        .filter(|l| l.starts_with(&format!("[post {CHANNEL}]")))
    {
        assert!(!l.contains("life **"), "{l}");
    }
    let at = play_to_the_end(&si, &db, at).await;
    let end = texts(&si, 0);
    assert!(
        end.contains("**The game is over**") || end.contains("Night falls"),
        "{}",
        texts(&si, at.saturating_sub(10))
    );
    assert!(
        end.contains("🎲 The seed was `"),
        "the seed is revealed at the end"
    );
    assert!(
        end.contains("Kalladra wins") || end.contains(" win"),
        "a final score is posted"
    );
    // The record page is attached in the channel, holding the log hash posted at the end.
    let log = end
        .split("The complete log has SHA-256 `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .unwrap();
    let page = the_record_page_is_attached(&si, 1).await;
    assert!(page.contains(&format!("\"log_sha256\":\"{log}\"")), "{log}");
    // Each player's DM channel is opened once, however many DMs the fights took.
    let opened = si
        .calls()
        .iter()
        .filter(|c| *c == "POST /users/@me/channels")
        .count();
    let dms = si.sent().iter().filter(|s| s.channel > 70_000).count();
    assert!(
        opened <= 2 && dms > opened,
        "{opened} DM channels opened for {dms} DMs"
    );
    assert_clean(&si, &[40060]);
}
crate::e2e_on_both!(a_complete_two_player_game_with_a_fight_by_dm_text_and_buttons);

/// Lindel's first round by buttons (line `l` says which strikes): someone else's click is
/// refused, bob's picks and Confirm are sent, and Discord's replay of the Confirm changes
/// nothing. Where the bot's output stands after, bob's strikes DM and its first button's id.
async fn round_one_by_buttons(si: &StandIn, db: &Path, l: &str) -> (usize, Sent, String) {
    let dm = si
        .sent()
        .iter()
        .rev()
        .find(|s| {
            s.channel == dm_channel_of(BOB)
                && s.body["components"]
                    .as_array()
                    .is_some_and(|c| !c.is_empty())
        })
        .cloned()
        .expect("a strikes DM with buttons");
    assert!(
        dm.content.starts_with("⚔️ Round 1: Lindel"),
        "{}",
        dm.content
    );
    let picks: Vec<&str> = l
        .trim_start_matches("bob dm: ")
        .split_whitespace()
        .map(|p| match p.split('=').nth(1).unwrap() {
            "melee" => "m",
            "ranged" => "r",
            _ => "p",
        })
        .collect();
    // Someone else's hands on bob's buttons change nothing.

    let first = dm.body["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();

    let before = si.sent_count();

    si.click(CAROL, &dm, &first);

    si.wait_for(before, "the refusal", |s| {
        s.kind == "followup"
            && s.ephemeral
            && s.content.contains("That button is for another player.")
    })
    .await;
    click_strikes(si, BOB, &dm, [picks[0], picks[1], picks[2]]).await;
    // Discord replays the Confirm click (same interaction id): it was acknowledged
    // already, so Discord refuses a second acknowledgement (40060); it is not applied
    // again, and nobody hears anything more of it.
    let confirm = si.last_interaction().unwrap();
    let before_replay = stored_game(db, CHANNEL).await;
    let n = si.sent_count();
    let refused = si.rejected().len();
    assert!(si.redeliver_interaction(confirm));
    let deadline = Instant::now() + Duration::from_secs(10);
    while si.rejected().len() == refused {
        assert!(Instant::now() < deadline, "the replay was not seen");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(si.rejected()[refused].code, 40060);
    // The bot has handled the replay: whatever it would say about it is sent by now.
    let at = handled(si).await;
    assert_eq!(stored_game(db, CHANNEL).await, before_replay);
    assert_eq!(n, at, "nothing more is said: {}", texts(si, n));
    (at, dm, first)
}

/// Hostile clicks after the fight: round one's button again, a button id naming a game
/// that does not exist, and one that is not a button id at all. Each is answered, only to
/// the clicker, and the stored game does not change.
async fn hostile_clicks_change_nothing(si: &StandIn, db: &Path, dm: &Sent, first: &str) {
    let before_clicks = stored_game(db, CHANNEL).await;
    let mut parts: Vec<String> = first.split('|').map(str::to_string).collect();
    parts[1] = "999999".into();
    for (custom_id, answer) in [
        (first.to_string(), "That round is over"),
        (parts.join("|"), "does not belong to a game I know"),
        (
            "'; DROP TABLE events; --".to_string(),
            "does not belong to a game I know",
        ),
    ] {
        let n = si.sent_count();
        si.click(BOB, dm, &custom_id);
        si.wait_for(n, answer, |s| {
            matches!(s.kind.as_str(), "original" | "followup") && s.content.contains(answer)
        })
        .await;
    }
    assert_eq!(stored_game(db, CHANNEL).await, before_clicks);
}

async fn refusals_for_management_outsiders_and_out_of_turn() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 5);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (BOB, "!dq start"),
        (ALICE, "!dq start"),
        (CAROL, "Search"),
        (BOB, "Move UP"),
        (BOB, "!dq skip"),
        (CAROL, "!dq pause"),
        (BOB, "@everyone Mvoe UP"),
    ] {
        si.post(who, text);
        at = settle(&si, at).await;
    }
    let said = texts(&si, 0);
    assert!(
        said.contains("Only the organiser (<@1001>) can do that."),
        "{said}"
    );
    assert!(said.contains("You are not in this game."), "{said}");
    assert!(
        said.contains("It is not your turn: the game is waiting on alice."),
        "{said}"
    );
    assert!(
        said.contains("`everyone Mvoe UP` is not a command."),
        "no mass mention echoed: {said}"
    );
    for s in si.sent() {
        let parse = s.body["allowed_mentions"]["parse"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(
            !parse.iter().any(|p| p == "everyone" || p == "roles"),
            "{:?}",
            s.body["allowed_mentions"]
        );
    }
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(refusals_for_management_outsiders_and_out_of_turn);

async fn a_game_by_slash_commands_alone() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 9);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    let steps: Vec<(u64, &str, &str, serde_json::Value)> = vec![
        (ALICE, "dq", "new", serde_json::json!([])),
        (
            ALICE,
            "dq",
            "join",
            serde_json::json!([{"name": "hero", "type": 3, "value": "Hugo"}]),
        ),
        (BOB, "dq", "join", serde_json::json!([])),
        (ALICE, "dq", "start", serde_json::json!([])),
        (
            ALICE,
            "act",
            "move",
            serde_json::json!([{"name": "direction", "type": 4, "value": 1}]),
        ),
        (BOB, "dq", "status", serde_json::json!([])),
    ];
    for (who, cmd, sub, opts) in steps {
        si.slash(who, cmd, sub, opts, false);
        at = settle(&si, at).await;
    }
    let said = texts(&si, 0);
    assert!(
        said.contains("A new game of DungeonQuest is open"),
        "{said}"
    );
    assert!(
        said.contains("alice sits down as **Hugo the Glorious**."),
        "{said}"
    );
    assert!(said.contains("Hugo moves DOWN to A2"), "{said}");
    assert!(
        said.contains("1. 🦁 **Hugo** (alice, to play now)"),
        "{said}"
    );
    assert!(
        si.sent().iter().any(|s| s.kind == "callback"),
        "answered as interactions"
    );
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(a_game_by_slash_commands_alone);

/// Issue 13, item 1: `!dq help` and `/dq help` arrive (the old help was 2,115 characters,
/// which Discord refuses), and nothing the bot sends goes over Discord's limits.
// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_arrives_by_text_and_by_slash_command() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let at = si.sent_count();
    si.post(ALICE, "!dq help");
    si.wait_for(at, "the help", |s| {
        s.kind == "post" && s.content.contains("`!dq help combat`")
    })
    .await;
    let at = si.sent_count();
    si.slash(BOB, "dq", "help", serde_json::json!([]), false);
    si.wait_for(at, "the help by slash command", |s| {
        s.kind == "original" && s.content.contains("`!dq new` opens a DungeonQuest game")
    })
    .await;
    let at = si.sent_count();
    si.slash(
        BOB,
        "dq",
        "help",
        serde_json::json!([{"name": "topic", "type": 3, "value": "combat"}]),
        false,
    );
    si.wait_for(at, "the combat topic", |s| {
        s.kind == "original" && s.content.starts_with("**Combat**")
    })
    .await;
    assert_clean(&si, &[]);
}

/// The pinned board carries the picture as an attachment with its alt text; a move replaces
/// it (new bytes, one attachment: the old one gone).
// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_message_carries_the_picture_and_an_edit_replaces_it() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let mut at = posts_to_pinned_board(&si, 0, &TWO_HEROES).await;
    let sent = si.sent();
    let board = sent
        .iter()
        .find(|s| s.kind == "post" && s.content.starts_with("**Sun 0/25**"))
        .expect("a board")
        .clone();
    assert_eq!(board.body["files"], serde_json::json!(["board.png"]));
    let first = board.body["file_hex"][0].as_str().unwrap().to_string();
    assert!(first.starts_with("89504e470d0a1a0a"), "a PNG");
    let alt = board.body["attachments"][0]["description"]
        .as_str()
        .unwrap();
    assert!(alt.contains("(Hugo)") && alt.contains("(Lindel)"), "{alt}");
    si.post(ALICE, "Move DOWN");
    settle(&si, at).await;
    let sent = si.sent();
    let edit = sent
        .iter()
        .rev()
        .find(|s| s.kind == "edit" && s.message == board.message)
        .expect("the board edited");
    let files = edit.body["files"].as_array().unwrap();
    assert_eq!(
        files.len(),
        1,
        "the old picture is gone: {:?}",
        edit.body["attachments"]
    );
    let second = edit.body["file_hex"][0].as_str().unwrap().to_string();
    assert_ne!(second, first, "the new picture");
    assert!(edit.body["attachments"][0]["description"]
        .as_str()
        .unwrap()
        .contains("A2"));
    assert_eq!(
        si.attachments(board.message),
        std::slice::from_ref(&second),
        "only the new one"
    );
    // A deadline set and taken back: the board is redrawn, but its picture is the same, so
    // the edit uploads nothing and the message keeps the picture it has.
    at = si.sent_count();
    for text in ["!dq set turn_hours 48", "!dq undo 1", "!dq undo confirm"] {
        si.post(ALICE, text);
        at = settle(&si, at).await;
    }
    let sent = si.sent();
    let redrawn = sent
        .iter()
        .rev()
        .find(|s| s.kind == "edit" && s.message == board.message)
        .unwrap();
    assert!(
        !std::ptr::eq(redrawn, edit) && redrawn.body.get("files").is_none(),
        "no upload: {:?}",
        redrawn.body
    );
    assert!(redrawn.body.get("attachments").is_none());
    assert_eq!(si.attachments(board.message), [second]);
    // `/dq board` answers with the compact board and the picture; `style: Picture` with the
    // picture and its one-line header.
    for (opts, grid) in [
        (serde_json::json!([]), true),
        (
            serde_json::json!([{"name": "style", "type": 4, "value": 0}]),
            false,
        ),
    ] {
        let from = si.sent_count();
        si.slash(BOB, "dq", "board", opts, false);
        let i = si
            .wait_for(from, "the answer to /dq board", |s| s.kind == "original")
            .await;
        let answer = &si.sent()[i];
        assert_eq!(answer.body["files"], serde_json::json!(["board.png"]));
        assert!(answer.content.starts_with("**Sun "), "{}", answer.content);
        assert_eq!(answer.content.contains('\n'), grid, "{}", answer.content);
        assert_eq!(si.attachments(answer.message).len(), 1);
        settle(&si, i).await;
    }
    // Typed, `!dq board picture`: a post that is the picture and its header.
    let from = si.sent_count();
    si.post(CAROL, "!dq board picture");
    let end = settle(&si, from).await;
    let posts: Vec<Sent> = si.sent()[from..end]
        .iter()
        .filter(|s| s.kind == "post")
        .cloned()
        .collect();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].body["files"], serde_json::json!(["board.png"]));
    assert!(
        posts[0].content.starts_with("**Sun ") && !posts[0].content.contains('\n'),
        "{}",
        posts[0].content
    );
    assert!(si.rejected().is_empty(), "{:?}", si.rejected());
}

/// `board_post = each_turn`: the picture rides on the turn's message, so an ordinary move is
/// one call; switching to it mid-game unpins the board kept until then.
// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_turn_the_picture_rides_on_the_turns_message_and_a_move_is_one_call() {
    use kalladra::games::dungeonquest::engine::{view, Action, Actor};
    use kalladra::games::dungeonquest::simulate::{Policy, SensiblePolicy};
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = start_bot(&si, &db, 42);
    si.wait_ready(1).await.unwrap();
    let mut at = posts_to_pinned_board(&si, 0, &TWO_HEROES).await;
    assert_eq!(si.pins(CHANNEL).len(), 1, "the board kept and pinned");
    si.post(ALICE, "!dq set board_post each_turn");
    at = settle(&si, at).await;
    let mut policy = SensiblePolicy::new(3);
    let mut ordinary = 0;
    for step in 0..12 {
        let g = stored_game(&db, CHANNEL).await;
        let Some(&Actor::Seat(seat)) = g.awaited().first() else {
            break;
        };
        let a = policy.choose(&view(&g, seat));
        let by_dm = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        let who: u64 = g.seats[seat].user.parse().unwrap();
        let text = kalladra::games::dungeonquest::render::command_text(&a);
        let calls = si.calls().len();
        if by_dm {
            si.dm(who, &text);
        } else {
            si.post(who, &text);
        }
        let from = at;
        at = settle(&si, at).await;
        let calls: Vec<String> = si.calls()[calls..].to_vec();
        let sent = &si.sent()[from..];
        let turn_passed = stored_game(&db, CHANNEL).await.turn != g.turn;
        let in_channel: Vec<_> = sent
            .iter()
            .filter(|s| s.channel == CHANNEL && matches!(s.kind.as_str(), "post" | "edit"))
            .collect();
        assert!(
            in_channel.iter().all(|s| s.kind == "post"),
            "nothing is edited: {calls:?}"
        );
        if !turn_passed {
            continue;
        }
        let last = in_channel.last().expect("the turn's message");
        assert_eq!(
            last.body["files"],
            serde_json::json!(["board.png"]),
            "{calls:?}"
        );
        assert!(
            last.content.contains("**Sun "),
            "the compact board: {}",
            last.content
        );
        if step == 0 {
            assert!(si.pins(CHANNEL).is_empty(), "the kept board was unpinned");
        } else if !by_dm && g.combat.is_none() && calls.len() == in_channel.len() {
            assert_eq!(calls.len(), 1, "an ordinary move is one call: {calls:?}");
            ordinary += 1;
        }
    }
    assert!(ordinary >= 2, "ordinary moves seen: {ordinary}");
    assert!(si.rejected().is_empty(), "{:?}", si.rejected());
}

/// `each_turn` with a style without a picture: the board kept until the switch is unpinned
/// all the same; a move by slash command is answered with the turn's message itself (the
/// board in it, no separate "Done."); `!dq board picture` by DM brings the picture there.
// What Discord is shown, not what is stored: on SQLite only (the store paths run on both
// databases in the games above and below).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_turn_without_a_picture_unpins_and_a_slash_move_is_answered_with_the_turn() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&si, &dir.path().join("k.db"), 42);
    si.wait_ready(1).await.unwrap();
    let at = posts(
        &si,
        0,
        &[(ALICE, "!dq new"), (ALICE, "!dq set board_style compact")],
    )
    .await;
    let mut at = posts_to_pinned_board(&si, at, &TWO_HEROES[1..]).await;
    assert_eq!(si.pins(CHANNEL).len(), 1, "the board kept and pinned");
    si.post(ALICE, "!dq set board_post each_turn");
    at = settle(&si, at).await;
    // Alice moves DOWN by slash command (direction 1).
    si.slash(
        ALICE,
        "act",
        "move",
        serde_json::json!([{"name": "direction", "type": 4, "value": 1}]),
        false,
    );
    let end = settle(&si, at).await;
    assert!(si.pins(CHANNEL).is_empty(), "the kept board was unpinned");
    let sent = si.sent()[at..end].to_vec();
    let answer = sent
        .iter()
        .find(|s| s.kind == "original")
        .expect("the command answered");
    assert!(
        answer.content.contains("**Sun ") && answer.content.contains("<@1002>, your turn"),
        "the turn's message, with the board and who is next: {}",
        answer.content
    );
    assert!(
        !sent.iter().any(|s| s.content == "Done."),
        "no separate Done: {sent:?}"
    );
    assert!(
        !sent
            .iter()
            .any(|s| s.channel == CHANNEL && s.kind == "post"),
        "nothing else posted: {sent:?}"
    );
    // By DM, a board picture.
    let from = si.sent_count();
    si.dm(BOB, "!dq board picture");
    let end = settle(&si, from).await;
    let dm = si.sent()[from..end]
        .iter()
        .find(|s| s.channel == dm_channel_of(BOB))
        .cloned()
        .expect("an answer by DM");
    assert_eq!(dm.body["files"], serde_json::json!(["board.png"]));
    assert!(si.rejected().is_empty(), "{:?}", si.rejected());
}

/// `!dq replace` on Discord: the substitute must be a mention Discord resolved (its
/// `mentions` list); a plain name is refused, saying how to name them, and changes nothing.
async fn a_substitute_is_named_by_a_mention() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = start_bot(&si, &db, 42);
    si.wait_ready(1).await.unwrap();
    let at = posts(&si, 0, &TWO_HEROES).await;
    let before = stored_game(&db, CHANNEL).await;
    si.post(ALICE, "!dq replace bob carol");
    let end = settle(&si, at).await;
    let said = texts(&si, at);
    assert!(
        said.contains("`carol` is not a user here: name the substitute by mentioning them"),
        "{said}"
    );
    assert_eq!(stored_game(&db, CHANNEL).await, before, "nothing changed");
    si.post(ALICE, "!dq replace bob <@1003>");
    settle(&si, end).await;
    let said = texts(&si, end);
    assert!(said.contains("carol takes over Lindel from bob"), "{said}");
    let g = stored_game(&db, CHANNEL).await;
    assert_eq!(g.seats[1].user, CAROL.to_string());
    assert!(si.rejected().is_empty(), "{:?}", si.rejected());
}
crate::e2e_on_both!(a_substitute_is_named_by_a_mention);
