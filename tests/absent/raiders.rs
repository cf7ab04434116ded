//! Time away at a Dungeon Raiders table: whoever is away is played for at once while someone
//! still in play is here; once everyone is away, each play waits for its deadline.

use super::*;

async fn send(org: &mut Organiser, user: &str, text: &str) -> Vec<Reply> {
    org.handle(common::input(user, text, false, false))
        .await
        .unwrap()
}

async fn entries(org: &Organiser, id: i64) -> usize {
    org.store().entries(id).await.unwrap().len()
}

#[tokio::test]
async fn a_raiders_table_all_away_waits_for_each_deadline() {
    let users = ["alice", "bob", "carol"];
    let mut org = organiser(":memory:", 3).await;
    send(&mut org, "alice", "!dq new raiders").await;
    for u in users {
        send(&mut org, u, "!dq join").await;
    }
    send(&mut org, "alice", "!dq set turn_hours 2").await;
    send(&mut org, "alice", "!dq start").await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    // The first two away are played for whenever the game waits on them; carol is here.
    for u in &users[..2] {
        let r = texts(&send(&mut org, u, "!dq away 50").await);
        assert!(r.contains("the bot plays for them until then"), "{r}");
    }
    let before = entries(&org, id).await;
    let r = texts(&send(&mut org, "carol", "!dq away 50").await);
    assert!(r.contains("Everyone still playing is away now"), "{r}");
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
