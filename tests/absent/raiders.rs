//! Time away at a Dungeon Raiders table: whoever is away is played for at once while someone
//! still in play is here; once everyone is away, each play waits for its deadline.

use super::*;
use kalladra::games::Seated;

async fn send(org: &mut Organiser, user: &str, text: &str) -> Vec<Reply> {
    org.handle(common::input(user, text, false, false))
        .await
        .unwrap()
}

/// A Dungeon Raiders game of alice (who organises), bob and carol, each with `hours` for a
/// play, started; its number.
async fn open_raid(org: &mut Organiser, hours: u32) -> i64 {
    send(org, "alice", "!dq new raiders").await;
    for u in ["alice", "bob", "carol"] {
        send(org, u, "!dq join").await;
    }
    send(org, "alice", &format!("!dq set turn_hours {hours}")).await;
    send(org, "alice", "!dq start").await;
    game_id(org).await
}

async fn entries(org: &Organiser, id: i64) -> usize {
    org.store().entries(id).await.unwrap().len()
}

#[tokio::test]
async fn a_raiders_table_all_away_waits_for_each_deadline() {
    let users = ["alice", "bob", "carol"];
    let mut org = organiser(":memory:", 3).await;
    let id = open_raid(&mut org, 2).await;
    // The first two away are played for whenever the game waits on them; carol is here.
    for u in &users[..2] {
        let r = texts(&send(&mut org, u, "!dq away 50").await);
        assert!(r.contains("Until then the bot plays their turns"), "{r}");
    }
    let before = entries(&org, id).await;
    let r = texts(&send(&mut org, "carol", "!dq away 50").await);
    assert!(
        r.contains("Everyone still in the dungeon is away now"),
        "{r}"
    );
    assert_eq!(
        entries(&org, id).await,
        before,
        "nothing is played at once: {r}"
    );
    let status = texts(&send(&mut org, "alice", "!dq status").await);
    assert!(
        status.contains("in 2 h"),
        "the deadline is theirs: {status}"
    );
    // Before the deadline, nothing; at it, one play; then the next waits for its own.
    org.advance(1.5);
    assert_eq!(texts(&org.tick().await.unwrap()), "");
    assert_eq!(entries(&org, id).await, before);
    org.advance(0.6);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains("plays for"), "{r}");
    let after_one = entries(&org, id).await;
    assert!(after_one > before);
    assert_eq!(texts(&org.tick().await.unwrap()), "", "one play a deadline");
    assert_eq!(entries(&org, id).await, after_one);
    org.advance(2.1);
    org.tick().await.unwrap();
    assert!(entries(&org, id).await > after_one);
    // Back: the others are played for at once again, so the game waits on carol alone.
    send(&mut org, "carol", "!dq back").await;
    send(&mut org, "alice", "!dq status").await;
    let prompt = org.current_prompt(id).await.unwrap().unwrap_or_default();
    assert!(prompt.contains("@carol"), "{prompt}");
    assert!(
        !prompt.contains("alice") && !prompt.contains("bob"),
        "{prompt}"
    );
}

/// Back from time away (by `!dq back` or by a play of his own), a Dungeon Raiders player gets
/// one DM with what happened meanwhile, the bot's plays for him included.
#[tokio::test]
async fn a_raider_back_from_time_away_hears_what_happened_meanwhile() {
    let users = ["alice", "bob"];
    let mut org = organiser(":memory:", 4).await;
    send(&mut org, "alice", "!dq new raiders").await;
    for u in users {
        send(&mut org, u, "!dq join").await;
    }
    send(&mut org, "alice", "!dq start").await;
    send(&mut org, "alice", "!dq away 10").await;
    // bob plays on; the bot plays for alice whenever the game waits on her.
    for _ in 0..3 {
        let prompt = org
            .current_prompt(game_id(&org).await)
            .await
            .unwrap()
            .unwrap_or_default();
        assert!(prompt.contains("@bob"), "{prompt}");
        let mut played = false;
        for card in ["Play 1", "Play 2", "Play 3", "Play 4", "Play 5"] {
            let before = org
                .store()
                .entries(game_id(&org).await)
                .await
                .unwrap()
                .len();
            send(&mut org, "bob", card).await;
            if org
                .store()
                .entries(game_id(&org).await)
                .await
                .unwrap()
                .len()
                > before
            {
                played = true;
                break;
            }
        }
        assert!(played);
    }
    let r = send(&mut org, "alice", "!dq back").await;
    let dm: Vec<&Reply> = r
        .iter()
        .filter(|r| r.target == Target::Dm("alice".into()))
        .collect();
    assert_eq!(dm.len(), 1, "{}", texts(&r));
    assert!(
        dm[0].text.starts_with("👋 Welcome back to game"),
        "{}",
        dm[0].text
    );
    assert!(dm[0].text.contains("bob"), "{}", dm[0].text);
    // Not away any more: nothing more to welcome.
    let r = send(&mut org, "alice", "!dq back").await;
    assert!(
        r.iter().all(|r| r.target != Target::Dm("alice".into())),
        "{}",
        texts(&r)
    );
}

/// Time away's edges at a Dungeon Raiders table: before the start it is refused; a
/// refused play keeps it; `!dq status` with everyone away says each play waits; a `!dq back`
/// after the time given has run out, before the clock looked, is his return, said once.
#[tokio::test]
async fn a_raiders_time_away_keeps_its_promises_at_the_edges() {
    let users = ["alice", "bob"];
    let mut org = organiser(":memory:", 6).await;
    send(&mut org, "alice", "!dq new raiders").await;
    for u in users {
        send(&mut org, u, "!dq join").await;
    }
    // Time away is for a running game.
    let r = texts(&send(&mut org, "alice", "!dq away 30").await);
    assert!(r.contains("The game has not started"), "{r}");
    send(&mut org, "alice", "!dq set turn_hours 24").await;
    send(&mut org, "alice", "!dq start").await;
    let id = game_id(&org).await;
    let r = texts(&send(&mut org, "alice", "!dq away 30").await);
    assert!(r.contains("Until then the bot plays their turns"), "{r}");
    // A refused play (no 7) leaves her away: no welcome, and `!dq back` still welcomes her.
    let r = send(&mut org, "alice", "Play 7").await;
    assert!(
        r.iter().all(|r| !r.text.contains("Welcome back")),
        "{}",
        texts(&r)
    );
    send(&mut org, "bob", "!dq away 2").await;
    let status = texts(&send(&mut org, "bob", "!dq status").await);
    assert!(
        status.contains("each play waits for its deadline"),
        "{status}"
    );
    let r = texts(&send(&mut org, "alice", "!dq back").await);
    assert!(
        r.contains("alice is back") && r.contains("Welcome back"),
        "{r}"
    );
    // bob's two hours run out: a `!dq back` before the clock has looked is his return,
    // said once (the clock then finds nothing to end).
    org.advance(3.0);
    let r = texts(&send(&mut org, "bob", "!dq back").await);
    assert!(
        r.contains("bob is back") && r.contains("Welcome back"),
        "{r}"
    );
    let r = texts(&org.tick().await.unwrap());
    assert!(!r.contains("is back") && !r.contains("Welcome back"), "{r}");
    let r = texts(&send(&mut org, "bob", "!dq back").await);
    assert!(r.contains("You were not away"), "{r}");
    assert!(org.store().entries(id).await.unwrap().len() > 1);
}

/// Time away is one room of the table for every game (issue 35): at a Dungeon Raiders table as
/// at DungeonQuest's, `!dq away` sent by DM is said in the game's channel, and a player back
/// from it has his whole deadline from his return, not the rest of one that ran while he was
/// away.
#[tokio::test]
async fn a_raider_back_from_time_away_has_his_whole_deadline() {
    let users = ["alice", "bob", "carol"];
    let mut org = organiser(":memory:", 11).await;
    let id = open_raid(&mut org, 2).await;
    // Everyone away (by DM: said in the channel all the same): nothing is played at once.
    for u in users {
        let r = org
            .handle(common::input(u, "!dq away 50", true, false))
            .await
            .unwrap();
        assert!(
            r.iter().any(|r| r.target == Target::Channel("game".into())
                && r.text.contains(&format!("🏖️ {u} is away for 50 h"))),
            "{}",
            texts(&r)
        );
    }
    let t = common::raiders_game(&org, id).await;
    let on = users[t.awaited()[0]];
    let before = entries(&org, id).await;
    // The one awaited comes back late in his deadline: from his return he has two hours.
    org.advance(1.9);
    let r = texts(&send(&mut org, on, "!dq back").await);
    assert!(r.contains(&format!("👋 {on} is back.")), "{r}");
    org.advance(0.5);
    let r = texts(&org.tick().await.unwrap());
    assert_eq!(entries(&org, id).await, before, "played for too soon: {r}");
    org.advance(1.6);
    let r = texts(&org.tick().await.unwrap());
    assert!(r.contains(&format!("plays for {on}")), "{r}");
}

/// The clock taking over a seat is said alike at every game's table (issue 35): at a Dungeon
/// Raiders table the channel hears that the player let his deadline pass, once, before the
/// bot's play, and he is told by DM what was done and how to say beforehand that he will be
/// gone.
#[tokio::test]
async fn a_raider_who_lets_his_deadline_pass_is_told_why_the_bot_played() {
    let users = ["alice", "bob", "carol"];
    let mut org = organiser(":memory:", 12).await;
    let id = open_raid(&mut org, 1).await;
    let t = common::raiders_game(&org, id).await;
    let late = users[t.awaited()[0]];
    org.advance(1.5);
    let r = org.tick().await.unwrap();
    let said = format!("⏰ {late} let the deadline pass: the bot plays for them.");
    let channel: Vec<&str> = r
        .iter()
        .filter(|r| r.target == Target::Channel("game".into()))
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(
        channel.iter().filter(|t| t.contains(&said)).count(),
        1,
        "{}",
        texts(&r)
    );
    let dm = r
        .iter()
        .find(|r| r.target == Target::Dm(late.into()))
        .unwrap_or_else(|| panic!("{late} hears it by DM: {}", texts(&r)));
    assert!(
        dm.text.contains(&format!(
            "Your deadline in game {id} passed, so the bot played for you"
        )),
        "{}",
        dm.text
    );
}
