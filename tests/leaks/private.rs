//! Private commands at two tables (turn 4, the Discord model): a slash command answered to
//! its sender alone and used in a game's channel (`/act play`, `/dq hand`, `/act torch`) is
//! taken as a DM for that channel's game. Whatever card it seals, nobody else reads a
//! difference, at that table or the other, and its answers go to the sender alone.

use kalladra::organiser::{Input, Organiser, Reply, Target};

fn at(user: &str, channel: &str, text: &str, private: bool) -> Input {
    Input {
        channel: (!private).then(|| channel.to_string()),
        via: private.then(|| channel.to_string()),
        ..super::common::input(user, text, true, false)
    }
}

/// Two Speed tables, alice and bob at both; the older one's channel is `older`.
async fn two_tables() -> Organiser {
    let mut org = super::common::organiser(":memory:", 21).await;
    for channel in ["older", "newer"] {
        for (user, text) in [
            ("alice", "!dq new raiders"),
            ("alice", "!dq join"),
            ("bob", "!dq join"),
            ("carol", "!dq join"),
            ("alice", "!dq set speed on"),
            ("alice", "!dq start"),
        ] {
            org.handle(at(user, channel, text, false)).await.unwrap();
        }
    }
    org
}

/// What everyone but alice reads of these replies.
fn others(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter(|r| r.target != Target::Dm("alice".into()))
        .map(|r| format!("{:?} {}", r.target, r.text))
        .collect()
}

#[tokio::test]
async fn a_private_command_at_one_of_two_tables_shows_nothing_to_anyone_else() {
    let (mut twin4, mut twin5) = (two_tables().await, two_tables().await);
    let mut seen = [Vec::new(), Vec::new()];
    for (k, (org, card)) in [(&mut twin4, "Play 4"), (&mut twin5, "Play 5")]
        .into_iter()
        .enumerate()
    {
        let steps = [
            ("alice", "older", card, true),
            ("alice", "older", "!dq hand", true),
            ("alice", "newer", "!dq hand", true),
            ("bob", "older", "!dq board", false),
            ("bob", "older", "!dq log", true),
            ("bob", "newer", "!dq status", false),
            ("carol", "older", "!dq hand", true),
        ];
        for (user, channel, text, private) in steps {
            let replies = org.handle(at(user, channel, text, private)).await.unwrap();
            if text == "!dq hand" {
                // A hand asked by a private command is its asker's alone.
                let to = Target::Dm(user.to_string());
                assert!(replies.iter().all(|r| r.target == to), "{replies:?}");
            }
            seen[k].extend(others(&replies));
        }
    }
    assert_eq!(
        seen[0], seen[1],
        "another reader tells the sealed card apart"
    );
    assert!(seen[0].iter().any(|t| t.contains("alice")), "{:?}", seen[0]);
}
