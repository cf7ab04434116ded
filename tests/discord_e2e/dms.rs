//! What goes by direct message: a player with closed DMs plays through only-you replies; the
//! monster's prompt is a DM; early Confirms on a strikes DM keep one hint.

use super::prelude::*;

async fn a_player_with_closed_dms_plays_the_monster_through_only_you_replies() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    si.close_dms(ALICE);
    let _bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    up_to_the_offer(&si, 0, &lines).await;
    let said = texts(&si, 0);
    assert!(
        said.contains("<@1001>, I cannot send you direct messages."),
        "{said}"
    );
    assert!(
        !said.contains("[post 71001]"),
        "nothing reached the closed DMs"
    );
    // /dq resend shows alice the offer, only to her, with its buttons.
    let from = si.sent_count();
    si.slash(ALICE, "dq", "resend", serde_json::json!([]), false);
    let i = si
        .wait_for(from, "the only-you offer", |s| {
            s.content.contains("the monster's part is yours")
        })
        .await;
    let offer_msg = si.sent()[i].clone();
    assert!(offer_msg.ephemeral, "ephemeral: {:?}", offer_msg.body);
    let comps = offer_msg.components();
    let accept = comps[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let on_screen = Sent {
        kind: "callback".into(),
        channel: CHANNEL,
        message: si.id(),
        content: offer_msg.content.clone(),
        body: serde_json::json!({"components": comps}),
        ephemeral: true,
    };
    let from = si.sent_count();
    si.click(ALICE, &on_screen, &accept);
    let j = si
        .wait_for(from, "the monster's call for strikes, only to alice", |s| {
            s.content
                .contains("you play the **Abomination** (life **4**")
        })
        .await;
    assert_ne!(si.sent()[j].channel, dm_channel_of(ALICE));
    assert!(texts(&si, from).contains("alice plays the Abomination."));
    // Her strikes by slash command, sealed and answered only to her.
    let from = si.sent_count();
    si.slash(ALICE, "act", "strikes", serde_json::json!([
        // Choices travel as their index (Melee 0, Ranged 1, Spell 2), as Discord sends them.
        {"name": "standard", "type": 4, "value": 2}, {"name": "brutal", "type": 4, "value": 0}, {"name": "counter", "type": 4, "value": 1}
    ]), false);
    let k = si
        .wait_for(from, "the round resolved", |s| {
            s.content.contains("⚔️ **Round 1**")
        })
        .await;
    let channel_before: Vec<String> = si.sent()[from..k]
        .iter()
        .filter(|s| s.channel == CHANNEL && s.kind == "post")
        .map(|s| s.content.clone())
        .collect();
    assert!(
        channel_before
            .iter()
            .all(|c| !c.contains("Spell · Brutal Melee")),
        "sealed until the reveal: {channel_before:?}"
    );
    assert!(
        si.sent()[k]
            .content
            .contains("Abomination Standard Spell · Brutal Melee · Counter Ranged"),
        "{}",
        si.sent()[k].content
    );
    assert_clean(&si, &[50007]);
}
crate::e2e_on_both!(a_player_with_closed_dms_plays_the_monster_through_only_you_replies);

/// Issue 13, items 4 and 5: early Confirms keep one hint (the update used to grow past
/// 2,000 characters), and after Accept the monster player's prompt is an ordinary DM with
/// buttons, not an only-you follow-up that vanishes.
async fn early_confirms_keep_one_hint_and_the_monster_prompt_is_a_dm() {
    let (si, _dir, _db, _bot, lines) = combat_table().await;
    let at = up_to_the_offer(&si, 0, &lines).await;
    let offer = last_dm_with_buttons(&si, ALICE);
    let yes = offer.components()[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    si.click(ALICE, &offer, &yes);
    let i = si
        .wait_for(at, "the monster's prompt", |s| {
            s.content.contains("you play the **Abomination**")
        })
        .await;
    let prompt = si.sent()[i].clone();
    assert_eq!(prompt.kind, "post", "{prompt:?}");
    assert_eq!(prompt.channel, dm_channel_of(ALICE));
    assert!(!prompt.ephemeral);
    assert!(prompt.components().as_array().is_some_and(|c| c.len() == 4));
    // Bob presses Confirm 25 times before picking anything.
    let dm = si
        .wait_for(0, "bob's strikes DM", |s| {
            s.channel == dm_channel_of(BOB) && s.content.starts_with("⚔️ Round 1")
        })
        .await;
    let mut msg = si.sent()[dm].clone();
    let ok = msg.components()[3]["components"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let hint = "Pick one strike in each row";
    for _ in 0..25 {
        let n = si.sent_count();
        si.click(BOB, &msg, &ok);
        let j = si.wait_for(n, "the hint", |s| s.kind == "original").await;
        let upd = si.sent()[j].clone();
        assert_eq!(upd.content.matches(hint).count(), 1, "{}", upd.content);
        msg.content = upd.content.clone();
        msg.body = serde_json::json!({"components": upd.components()});
    }
    let n = si.sent_count();
    click_strikes(&si, BOB, &msg, ["m", "m", "m"]).await;
    assert!(
        texts(&si, n).contains("Sent: `S=melee B=melee C=melee`"),
        "{}",
        texts(&si, n)
    );
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(early_confirms_keep_one_hint_and_the_monster_prompt_is_a_dm);

/// A player who reads Spanish (`!dq language me es`) gets his buttons and what the bot says of
/// his clicks in Spanish, in a game played in English; another player's stay English, and a
/// click on his buttons by someone else is refused in that someone's language.
async fn the_buttons_and_their_answers_speak_the_clickers_language() {
    let (si, _dir, _db, _bot, lines) = combat_table().await;
    si.dm(ALICE, "!dq language me es");
    let at = settle(&si, 0).await;
    up_to_the_offer(&si, at, &lines).await;
    let offer = last_dm_with_buttons(&si, ALICE);
    let labels = |m: &Sent| -> Vec<String> {
        m.components()
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap().clone())
            .map(|b| b["label"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(labels(&offer), ["Aceptar", "Rechazar"]);
    // Bob presses Alice's button: refused, in English.
    let yes = offer.components()[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let n = si.sent_count();
    si.click(BOB, &offer, &yes);
    let j = si
        .wait_for(n, "the refusal", |s| s.kind == "followup")
        .await;
    assert_eq!(si.sent()[j].content, "That button is for another player.");
    // Alice accepts: the bot says so in Spanish, and her strikes buttons are Spanish.
    let n = si.sent_count();
    si.click(ALICE, &offer, &yes);
    let j = si
        .wait_for(n, "the click's answer", |s| s.kind == "original")
        .await;
    assert!(
        si.sent()[j].content.contains("Enviado: `Accept`"),
        "{}",
        si.sent()[j].content
    );
    let strikes = si
        .wait_for(n, "alice's strikes DM", |s| {
            s.channel == dm_channel_of(ALICE)
                && s.components().as_array().is_some_and(|c| c.len() == 4)
        })
        .await;
    let alice = labels(&si.sent()[strikes]);
    assert_eq!(
        alice.first().map(String::as_str),
        Some("Estándar: Cuerpo a cuerpo")
    );
    assert_eq!(alice.last().map(String::as_str), Some("Confirmar"));
    let bob = si
        .wait_for(0, "bob's strikes DM", |s| {
            s.channel == dm_channel_of(BOB) && s.content.starts_with("⚔️ Round 1")
        })
        .await;
    let bob = labels(&si.sent()[bob]);
    assert_eq!(bob.first().map(String::as_str), Some("Standard: Melee"));
    assert_eq!(bob.last().map(String::as_str), Some("Confirm"));
    assert_clean(&si, &[]);
}
crate::e2e_on_both!(the_buttons_and_their_answers_speak_the_clickers_language);

/// Ops item 4: a click is applied before its message is edited. Discord failing that
/// cosmetic edit (a 5xx) used to throw the click away; now Alice's Accept stands and the
/// monster's prompt follows.
async fn a_click_is_applied_when_the_edit_of_its_message_fails() {
    let (si, _dir, _db, _bot, lines) = combat_table().await;
    let at = up_to_the_offer(&si, 0, &lines).await;
    let offer = last_dm_with_buttons(&si, ALICE);
    let yes = offer.components()[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    si.fail_original_edits(Some(500));
    si.click(ALICE, &offer, &yes);
    si.wait_for(at, "the monster's prompt", |s| {
        s.content.contains("you play the **Abomination**")
    })
    .await;
    assert!(
        si.rejected()
            .iter()
            .any(|r| r.status == 500 && r.route.ends_with("/messages/@original")),
        "the edit was refused: {:#?}",
        si.rejected()
    );
    assert_clean(&si, &[0]);
}
crate::e2e_on_both!(a_click_is_applied_when_the_edit_of_its_message_fails);

/// A button answers for its own game (turn 4): Alice, offered the monster's part at the first
/// game, opens a second game with Bob in another channel before she clicks; her Accept is the
/// first game's, not her newest game's (where it would be no answer at all).
#[tokio::test]
async fn a_buttons_answer_is_for_its_own_game_whatever_game_is_newest() {
    let (si, _dir, _db, _bot, lines) = combat_table().await;
    let at = up_to_the_offer(&si, 0, &lines).await;
    let offer = last_dm_with_buttons(&si, ALICE);
    // A newer game, elsewhere, at which both sit.
    for (who, text) in [(ALICE, "!dq new"), (ALICE, "!dq join"), (BOB, "!dq join")] {
        let n = si.sent_count();
        si.post_in(CHANNEL + 7, who, text);
        settle(&si, n).await;
    }
    let yes = offer.components()[0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    si.click(ALICE, &offer, &yes);
    si.wait_for(at, "the monster's prompt at the first game", |s| {
        s.content.contains("you play the **Abomination**")
    })
    .await;
    // Pressed again, once the offer is answered: it no longer counts, and says so.
    let n = si.sent_count();
    si.click(ALICE, &offer, &yes);
    si.wait_for(n, "the stale click's answer", |s| {
        s.kind == "followup" && s.content.contains("from a call that has passed")
    })
    .await;
    assert!(si.rejected().is_empty(), "{:?}", si.rejected());
}
