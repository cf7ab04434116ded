//! Hollowdeep through the bot: a game of three typed to its end against the stand-in. Each
//! hand reaches only its player by DM; standing answers go by DM and the channel hears nothing
//! of them; every defender answers each Response window by DM, and the channel learns what was
//! played only when the window closes; a Slay quest is fought; the calls to play carry buttons;
//! the record attached at the end verifies.

use super::prelude::*;
use kalladra::chance::{seed_from_u64, ComputerChoices};
use kalladra::games::dungeoneer::action::Action;
use kalladra::games::dungeoneer::policy::Computer;
use kalladra::games::dungeoneer::seated::Table;
use kalladra::games::dungeoneer::{view, words};
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
    assert_eq!(row.kind, "dungeoneer");
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

/// The record attached in the channel at the end verifies.
fn the_record_verifies(si: &StandIn) -> Record {
    let sent = si.sent();
    let i = sent
        .iter()
        .rposition(|s| {
            s.channel == CHANNEL
                && s.body["files"]
                    .as_array()
                    .is_some_and(|f| f.iter().any(|n| n.as_str() == Some("game-1.json")))
        })
        .unwrap_or_else(|| panic!("no record attached: {}", texts(si, 0)));
    let x: Record = serde_json::from_str(sent[i].body["file_texts"][0].as_str().unwrap()).unwrap();
    let v = verify(&x);
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
    x
}

/// Each hand reaches its player alone, by DM; no other message names a card of it.
async fn hands_by_dm_alone(si: &StandIn, t: &Table) {
    for (seat, s) in t.sitters().iter().enumerate() {
        let hand = t.hand(seat, Lang::En).unwrap();
        let user: u64 = s.user.parse().unwrap();
        si.wait_for(0, "a hand by DM", |m| {
            m.channel == dm_channel_of(user) && m.content.contains(&hand)
        })
        .await;
        for card in &t.game.players[seat].hand {
            let name = words::card_name(Lang::En, *card);
            for m in si
                .sent()
                .iter()
                .filter(|m| m.channel != dm_channel_of(user))
            {
                assert!(!m.content.contains(&name), "{name} outside its DM: {m:?}");
            }
        }
    }
}

/// Every player sets `respond ask` by DM: he is told his standing answers, the channel
/// nothing. How many messages the bot had sent by then.
async fn standing_answers_by_dm(si: &StandIn, mut at: usize) -> usize {
    for who in [ALICE, BOB, CAROL] {
        let from = si.sent_count();
        si.dm(who, "answer respond ask");
        at = settle(si, at.max(from)).await;
        let said = &si.sent()[from..];
        assert!(
            said.iter().any(|m| m.channel == dm_channel_of(who)
                && m.content.contains("Your standing answers: respond ask")),
            "{}",
            texts(si, from)
        );
        assert!(
            said.iter().all(|m| m.channel != CHANNEL),
            "the channel heard of a standing answer: {}",
            texts(si, from)
        );
    }
    at
}

async fn a_hollowdeep_game_of_three_with_windows_and_a_slay_to_its_verified_record() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    // Seed 16 deals a short game with Response windows and Slay quests fought.
    let _bot = start_bot(&si, &db, 16);
    si.wait_ready(1).await.unwrap();
    let at = posts(
        &si,
        0,
        &[
            (ALICE, "!dq new dungeoneer"),
            (ALICE, "!dq join"),
            (BOB, "!dq join"),
            (CAROL, "!dq join"),
        ],
    )
    .await;
    let opened = texts(&si, 0);
    assert!(
        opened.contains("A game of **Hollowdeep** is open here"),
        "{opened}"
    );
    let mut at = posts(&si, at, &[(ALICE, "!dq start")]).await;
    let store = Store::open(&db_name(&db)).await.unwrap();
    let (t, id) = table(&store).await;
    assert_eq!(t.stage(), Stage::Playing);
    hands_by_dm_alone(&si, &t).await;
    at = standing_answers_by_dm(&si, at).await;
    let (mut windows, mut slays, mut k) = (0, 0, 0);
    loop {
        let (t, _) = table(&store).await;
        if t.stage() == Stage::Over {
            break;
        }
        assert!(k < 600, "the game did not end");
        let awaited = t.awaited();
        let seat = awaited[k % awaited.len()];
        let v = view(&t.game, Some(seat));
        let action = Computer::new(ComputerChoices::for_game(&seed_from_u64(k as u64), k))
            .choose_checked(&t.game, &v);
        let text = words::command(Lang::En, &v, &t.names(), &action).unwrap();
        let who = user_at(&t, seat);
        let len = store.log_len(id).await.unwrap();
        let from = si.sent_count();
        let _ = match &action {
            Action::Respond { .. } => si.dm(who, &text),
            _ => si.post(who, &text),
        };
        at = settle(&si, at.max(from)).await;
        assert!(
            store.log_len(id).await.unwrap() > len,
            "`{text}` was refused: {}",
            texts(&si, from)
        );
        if let Action::Respond { plays } = &action {
            windows += 1;
            let (after, _) = table(&store).await;
            let open = after
                .game
                .combat
                .as_ref()
                .is_some_and(|c| !c.waiting.is_empty());
            for card in plays.iter().filter_map(|p| p.card) {
                let name = words::card_name(Lang::En, card);
                for m in si.sent()[from..].iter().filter(|m| m.channel == CHANNEL) {
                    assert!(
                        !open || !m.content.contains(&name),
                        "sealed {name} told: {m:?}"
                    );
                }
            }
        }
        slays += usize::from(matches!(action, Action::Slay { .. }));
        k += 1;
    }
    assert!(
        windows > 0 && slays > 0,
        "{windows} window answers, {slays} slays"
    );
    // The calls to play carried buttons.
    assert!(
        si.sent()
            .iter()
            .any(|m| m.channel != CHANNEL
                && m.components().as_array().is_some_and(|r| !r.is_empty())),
        "no call to play carried buttons"
    );
    si.wait_for(0, "the record", |s| s.content.contains("The game is over"))
        .await;
    let x = the_record_verifies(&si);
    let page = the_record_page_is_attached(&si, x.game).await;
    assert!(page.contains(&format!("\"log_sha256\":\"{}\"", x.log_sha256.unwrap())));
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(a_hollowdeep_game_of_three_with_windows_and_a_slay_to_its_verified_record);
