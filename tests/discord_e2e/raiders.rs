//! Dungeon Raiders through the bot: a game of three typed in the channel to its end, and one
//! opened and run by slash commands whose Speed round goes by DM, finished by the clock. Each
//! hand reaches only its player; the channel never names a face-down card before the reveal;
//! the record attached at the end verifies.

use super::prelude::*;
use kalladra::games::raiders::policy::{Policy, Sensible};
use kalladra::games::raiders::table::Table;
use kalladra::games::raiders::{view, words, Viewer};
use kalladra::games::record::{verify, Record, Verdict};
use kalladra::games::{Seated, Stage};
use kalladra::lang::Lang;
use kalladra::store::Store;

/// The channel's latest game as the bot's database holds it, folded from its log; its id.
async fn table(store: &Store) -> (Table, i64) {
    let row = store
        .latest_game(&CHANNEL.to_string())
        .await
        .unwrap()
        .expect("a game in the channel");
    assert_eq!(row.kind, "raiders");
    let mut t = Table::new(row.seed);
    for e in store.entries(row.id).await.unwrap() {
        Seated::fold(&mut t, &e).unwrap();
    }
    (t, row.id)
}

/// The Discord user at `seat`.
fn user_at(t: &Table, seat: usize) -> u64 {
    t.sitters()[seat].user.parse().unwrap()
}

/// What the sensible player types for `seat` now, in English.
fn choice(t: &Table, seat: usize) -> String {
    let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
    words::command(Lang::En, action).unwrap().replace('`', "")
}

/// Each seat's hand went by DM to its player alone (to `invoker`, who ran the slash command
/// that started the game, as an only-you answer instead), and the channel names no hand.
async fn hands_went_only_to_their_players(
    si: &StandIn,
    t: &Table,
    from: usize,
    invoker: Option<u64>,
) {
    let mine = |user: u64, m: &Sent| {
        m.channel == dm_channel_of(user) || invoker == Some(user) && m.ephemeral
    };
    // Every hand has arrived (a loaded machine may be slow to send them all).
    for (seat, s) in t.sitters().iter().enumerate() {
        let hand = t.hand(seat, Lang::En).unwrap();
        let user: u64 = s.user.parse().unwrap();
        si.wait_for(from, &format!("{}'s hand by DM", s.name), |m| {
            mine(user, m) && m.content.contains(&hand)
        })
        .await;
    }
    let sent = &si.sent()[from..];
    for (seat, s) in t.sitters().iter().enumerate() {
        let hand = t.hand(seat, Lang::En).unwrap();
        let user: u64 = s.user.parse().unwrap();
        for m in sent.iter().filter(|m| !mine(user, m)) {
            assert!(!m.content.contains(&hand), "{}'s hand in {m:?}", s.name);
        }
    }
    for m in sent.iter().filter(|m| m.channel == CHANNEL && !m.ephemeral) {
        assert!(
            !m.content.contains("Your hand") && !m.content.contains("Power cards"),
            "a hand in the channel: {}",
            m.content
        );
    }
}

/// The record attached in the channel at the end verifies: the record.
fn the_record_verifies(si: &StandIn) -> Record {
    let sent = si.sent();
    let files = |s: &Sent| -> Vec<String> {
        s.body["files"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_str().map(str::to_string))
            .collect()
    };
    let i = sent
        .iter()
        .rposition(|s| s.channel == CHANNEL && files(s).iter().any(|f| f.ends_with(".json")))
        .unwrap_or_else(|| panic!("no record attached: {}", texts(si, 0)));
    let record = &sent[i];
    assert!(
        record.content.contains("The game is over"),
        "{}",
        record.content
    );
    assert_eq!(files(record), ["game-1.json"]);
    let x: Record = serde_json::from_str(record.body["file_texts"][0].as_str().unwrap()).unwrap();
    let v = verify(&x);
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
    x
}

/// The record verifies, and its page is attached beside it with the same log hash.
async fn the_record_and_its_page(si: &StandIn) {
    let x = the_record_verifies(si);
    let page = the_record_page_is_attached(si, x.game).await;
    let log = x.log_sha256.unwrap();
    assert!(page.contains(&format!("\"log_sha256\":\"{log}\"")), "{log}");
}

/// `/dq export` by the organiser while a card lies face down: the log rides on the answer, and
/// names no sealed card. How many messages the bot had sent by the end.
async fn export_names_no_sealed_card(si: &StandIn, at: usize) -> usize {
    let from = si.sent_count();
    si.slash(ALICE, "dq", "export", serde_json::json!([]), false);
    let at = settle(si, at).await;
    let answer = si.sent()[from..]
        .iter()
        .find(|s| s.kind == "original")
        .cloned()
        .unwrap_or_else(|| panic!("{}", texts(si, from)));
    assert_eq!(answer.body["files"][0], "game-1.json", "{answer:?}");
    let file = answer.body["file_texts"][0].as_str().unwrap();
    assert!(file.contains("Sealed") && !file.contains("Power"), "{file}");
    at
}

async fn a_raiders_game_of_three_typed_in_the_channel_to_its_verified_record() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = start_bot(&si, &db, 5);
    si.wait_ready(1).await.unwrap();
    let at = posts(
        &si,
        0,
        &[
            (ALICE, "!dq new raiders"),
            (ALICE, "!dq join"),
            (BOB, "!dq join"),
            (CAROL, "!dq join"),
        ],
    )
    .await;
    let opened = texts(&si, 0);
    assert!(
        opened.contains("A game of **Dungeon Raiders** is open here"),
        "{opened}"
    );
    let mut at = posts(&si, at, &[(ALICE, "!dq start")]).await;
    let store = Store::open(&db_name(&db)).await.unwrap();
    let (t, id) = table(&store).await;
    assert_eq!(t.stage(), Stage::Playing);
    hands_went_only_to_their_players(&si, &t, 0, None).await;
    // `!dq hand` in the channel: the hand by DM, a word in the channel.
    let from = si.sent_count();
    si.post(BOB, "!dq hand");
    at = settle(&si, at.max(from)).await;
    let seat = t.seat_of(&BOB.to_string()).unwrap();
    let hand = t.hand(seat, Lang::En).unwrap();
    assert!(si.sent()[from..]
        .iter()
        .any(|s| s.channel == dm_channel_of(BOB) && s.content == hand));
    assert!(si.sent()[from..]
        .iter()
        .all(|s| s.channel == dm_channel_of(BOB) || !s.content.contains(&hand)));
    // Whoever is awaited types the sensible play in the channel, to the end.
    let mut plays = 0;
    loop {
        let (t, _) = table(&store).await;
        if t.stage() == Stage::Over {
            break;
        }
        assert!(plays < 300, "the game did not end");
        let seat = t.awaited()[0];
        let text = choice(&t, seat);
        let len = store.log_len(id).await.unwrap();
        si.post(user_at(&t, seat), &text);
        at = settle(&si, at).await;
        assert!(
            store.log_len(id).await.unwrap() > len,
            "{text} was refused: {}",
            texts(&si, at.saturating_sub(3))
        );
        plays += 1;
    }
    println!("{plays} plays typed");
    // The record may still be on its way when the last play settles.
    si.wait_for(0, "the record", |s| s.content.contains("The game is over"))
        .await;
    the_record_and_its_page(&si).await;
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(a_raiders_game_of_three_typed_in_the_channel_to_its_verified_record);

/// `/dq hand` answers only to Bob; `/dq resend`, his hand and what he may play; a button
/// naming this game that the bot never made is answered as one. How many messages the bot
/// had sent by the end.
async fn private_answers(si: &StandIn, t: &Table, id: i64, mut at: usize) -> usize {
    let seat = t.seat_of(&BOB.to_string()).unwrap();
    let hand = t.hand(seat, Lang::En).unwrap();
    for sub in ["hand", "resend"] {
        let from = si.sent_count();
        si.slash(BOB, "dq", sub, serde_json::json!([]), false);
        at = settle(si, at).await;
        let answers: Vec<Sent> = si.sent()[from..]
            .iter()
            .filter(|s| s.content.contains(&hand))
            .cloned()
            .collect();
        assert!(
            !answers.is_empty() && answers.iter().all(|s| s.ephemeral),
            "/dq {sub}: {}",
            texts(si, from)
        );
    }
    // A button of this game that the bot never made is answered as one.
    let dm = si
        .sent()
        .into_iter()
        .rfind(|s| s.channel == dm_channel_of(BOB))
        .unwrap();
    let from = si.sent_count();
    si.click(BOB, &dm, &format!("k|{id}|offer|{seat}|yes"));
    si.wait_for(from, "the answer to a forged click", |s| {
        s.content.contains("does not belong to a game I know")
    })
    .await;
    handled(si).await.max(at)
}

/// The last DM to `who` with a button sending `command`: the message and the button's id.
fn button_sending(si: &StandIn, who: u64, command: &str) -> (Sent, String) {
    let ends = format!("|{command}");
    for s in si.sent().into_iter().rev() {
        if s.channel != dm_channel_of(who) {
            continue;
        }
        let rows = s.components();
        for b in rows
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        {
            let id = b["custom_id"].as_str().unwrap_or_default().to_string();
            if id.ends_with(&ends) {
                assert_eq!(b["label"], command, "{b}");
                return (s, id);
            }
        }
    }
    panic!("no button sends {command}: {}", texts(si, 0));
}

/// A button pressed again once its play is in: answered to the clicker alone, and nothing
/// is played.
async fn pressed_again(
    si: &StandIn,
    store: &Store,
    (who, dm, button): (u64, &Sent, &str),
    at: &mut usize,
) {
    let (_, id) = table(store).await;
    let len = store.log_len(id).await.unwrap();
    let from = si.sent_count();
    si.click(who, dm, button);
    si.wait_for(from, "a stale button's answer", |s| {
        s.content.contains("from a call that has passed")
    })
    .await;
    *at = settle(si, *at).await;
    assert_eq!(store.log_len(id).await.unwrap(), len, "{}", texts(si, from));
}

/// One Speed round by DM, `/act play` and a button: each card lies face down, named to its player alone, until the
/// last turns them all over (a torch lit on the way is no card). Where the round began.
async fn a_speed_round_by_dm(si: &StandIn, store: &Store, at: &mut usize) -> usize {
    let round = si.sent_count();
    let mut sealed = 0;
    let mut slashed = false;
    let mut clicked = false;
    while !texts(si, round).contains("The face-down cards turn over") {
        assert!(sealed < 3, "the round did not end: {}", texts(si, round));
        let (t, _) = table(store).await;
        let seat = t.awaited()[0];
        let last = t.awaited().len() == 1;
        let who = user_at(&t, seat);
        let text = choice(&t, seat);
        let from = si.sent_count();
        // The round's first power card goes by `/act play` in the channel, answered to its
        // player alone; the rest by DM.
        let by_slash = !slashed && text.len() == "Play 3".len() && text.starts_with("Play ");
        // The next power card by the button on its player's call to play.
        let by_button = !by_slash && !clicked && text.starts_with("Play ");
        if by_button {
            clicked = true;
            let (dm, button) = button_sending(si, who, &text);
            si.click(who, &dm, &button);
            *at = settle(si, *at).await;
            // (The last card turns them all over: the reveal says it, not "You lay".)
            assert!(
                si.sent()[from..]
                    .iter()
                    .any(|s| s.content.contains("You lay")
                        || last && s.content.contains("The face-down cards turn over")),
                "the button played nothing: {}",
                texts(si, from)
            );
            pressed_again(si, store, (who, &dm, &button), at).await;
        } else if by_slash {
            slashed = true;
            // Choices travel as their index (1 is 0 ... 5 is 4), as Discord sends them.
            let index: u64 = text[5..].parse::<u64>().unwrap() - 1;
            let card = serde_json::json!([{"name": "card", "type": 4, "value": index}]);
            si.slash(who, "act", "play", card, false);
        } else {
            si.dm(who, &text);
        }
        if !by_button {
            *at = settle(si, *at).await;
        }
        if !text.starts_with("Play") {
            continue;
        }
        sealed += 1;
        let private = |s: &Sent| s.channel == dm_channel_of(who) || (by_slash && s.ephemeral);
        for s in &si.sent()[from..] {
            if private(s) {
                continue;
            }
            assert!(
                !s.content.contains("You lay"),
                "a sealed card is named to {}: {}",
                s.channel,
                s.content
            );
            // The kept board, edited in place: the sealed card as a back, its value nowhere
            // (after the room's last card, the next room, its cards all turned over).
            if s.channel == CHANNEL && s.kind == "edit" {
                assert!(last || s.content.contains("🂠 face down"), "{}", s.content);
                assert!(!s.content.contains("put down a"), "{}", s.content);
                continue;
            }
            if s.channel == CHANNEL && !last {
                assert!(
                    s.content.contains("lays a card face down")
                        && !s.content.contains("turn over")
                        && !s.content.contains(" plays "),
                    "{}",
                    s.content
                );
            }
        }
        // Told to him alone, but for the last card: the reveal that follows says it (his DM
        // never tells him "You lay" after everyone has seen the card turned over).
        let told = |s: &Sent| private(s) && s.content.contains("You lay");
        assert_eq!(
            si.sent()[from..].iter().any(told),
            !last,
            "{}",
            texts(si, from)
        );
        if sealed == 1 {
            *at = export_names_no_sealed_card(si, *at).await;
        }
    }
    assert_eq!(sealed, 3, "{}", texts(si, round));
    assert!(slashed, "no power card went by /act play");
    assert!(clicked, "no power card went by its button");
    assert!(
        texts(si, round).contains("The face-down cards turn over"),
        "{}",
        texts(si, round)
    );
    round
}

async fn raiders_by_slash_commands_with_a_speed_round_by_dm_finished_by_the_clock() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let _bot = spawn_bot_env(
        &si,
        &db,
        6,
        None,
        Some("1000/1"),
        &[
            ("KALLADRA_TICK_SECONDS", "0.05"),
            ("KALLADRA_CLOCK_HOURS_PER_TICK", "0.5"),
        ],
    );
    si.wait_ready(1).await.unwrap();
    let game = serde_json::json!([{"name": "game", "type": 4, "value": 1}]);
    si.slash(ALICE, "dq", "new", game, false);
    let mut at = settle(&si, 0).await;
    for who in [ALICE, BOB, CAROL] {
        si.slash(who, "dq", "join", serde_json::json!([]), false);
        at = settle(&si, at).await;
    }
    at = posts(&si, at, &[(ALICE, "!dq set speed on")]).await;
    let said = texts(&si, 0);
    assert!(
        said.contains("A game of **Dungeon Raiders** is open here"),
        "/dq new game:Dungeon Raiders opens what !dq new raiders opens: {said}"
    );
    let store = Store::open(&db_name(&db)).await.unwrap();
    let (t, id) = table(&store).await;
    assert_eq!(t.sitters().len(), 3);
    assert!(t.choices.speed);
    let started = si.sent_count();
    si.slash(ALICE, "dq", "start", serde_json::json!([]), false);
    at = settle(&si, at).await;
    let (t, _) = table(&store).await;
    hands_went_only_to_their_players(&si, &t, started, Some(ALICE)).await;
    // The start's narration is the command's own answer.
    assert!(
        si.sent()[started..]
            .iter()
            .any(|s| s.kind == "original" && s.content.contains("The dungeon is laid out")),
        "{}",
        texts(&si, started)
    );
    at = private_answers(&si, &t, id, at).await;
    // In the channel a play is refused: under Speed it goes by DM. Nothing changes.
    let awaited = t.awaited();
    assert_eq!(awaited.len(), 3, "under Speed everyone plays at once");
    let from = si.sent_count();
    let len = store.log_len(id).await.unwrap();
    si.post(user_at(&t, awaited[0]), "Play 5");
    at = settle(&si, at).await;
    assert!(texts(&si, from).contains("by DM"), "{}", texts(&si, from));
    assert_eq!(store.log_len(id).await.unwrap(), len);
    let round = a_speed_round_by_dm(&si, &store, &mut at).await;
    // Bob and Carol go away, the organiser sets a deadline, and nobody plays again: the
    // computer player plays for the away at once and for Alice at each deadline, to the end.
    posts(
        &si,
        at,
        &[
            (BOB, "!dq away 720 holiday"),
            (CAROL, "!dq away 720"),
            (ALICE, "!dq set turn_hours 1"),
        ],
    )
    .await;
    let deadline = Instant::now() + Duration::from_secs(180);
    while !si.sent()[round..]
        .iter()
        .any(|s| s.content.contains("The game is over"))
    {
        assert!(
            Instant::now() < deadline,
            "the clock did not finish the game: {}",
            texts(&si, si.sent_count().saturating_sub(10))
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let (t, _) = table(&store).await;
    assert_eq!(t.stage(), Stage::Over);
    let all = texts(&si, round);
    for name in ["alice", "bob", "carol"] {
        assert!(all.contains(&format!("The bot plays for {name}")), "{all}");
    }
    the_record_and_its_page(&si).await;
    // `/dq record` after the end: the page rides on the command's answer.
    let from = si.sent_count();
    si.slash(CAROL, "dq", "record", serde_json::json!([]), false);
    let answer = si
        .wait_for(from, "the record page by /dq record", |s| {
            s.kind == "original"
        })
        .await;
    let answer = &si.sent()[answer];
    assert_eq!(answer.body["files"][0], "game-1.html", "{answer:?}");
    the_page_links_its_proofs_posts(&si, answer.body["file_texts"][0].as_str().unwrap());
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(raiders_by_slash_commands_with_a_speed_round_by_dm_finished_by_the_clock);
