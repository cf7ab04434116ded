//! `!dq mine` (`!dq mías`): every running game, of every kind, in every channel and on every
//! server, that waits on the sender, the longest wait first; by DM alone; nothing changed.

use crate::common::*;
use kalladra::games::Tables;
use kalladra::organiser::{Input, Organiser, Reply, Target};

fn said(user: &str, text: &str, channel: Option<&str>, server: &str) -> Input {
    Input {
        locale: None,
        source_id: None,
        channel: channel.map(str::to_string),
        via: None,
        server: server.into(),
        user: user.into(),
        name: user.into(),
        admin: false,
        text: text.into(),
    }
}

/// Opens a game of `kind` in `channel` (on `server`) for `users`, the first organising.
async fn open(org: &mut Organiser, kind: &str, channel: &str, server: &str, users: &[&str]) {
    let at = |u: &str, t: &str| said(u, t, Some(channel), server);
    org.handle(at(users[0], &format!("!dq new {kind}")))
        .await
        .unwrap();
    for u in users {
        org.handle(at(u, "!dq join")).await.unwrap();
    }
    org.handle(at(users[0], "!dq start")).await.unwrap();
}

fn dm_text(out: &[Reply], user: &str) -> String {
    assert!(
        out.iter().all(|r| r.target == Target::Dm(user.into())),
        "answered by DM alone: {out:?}"
    );
    texts(out)
}

on_both!(memory, async fn a_player_in_three_games_on_two_servers_sees_those_that_wait_on_him_longest_first(db) {
    // Dana sits in three games, the first opened waiting longest; a seed where all three
    // wait on her (each Hollowdeep game draws its start player).
    let mut found = None;
    for seed in 0..40 {
        let mut org = organiser(db, seed).await;
        open(&mut org, "raiders", "cellar", "one", &["dana", "eli", "fay"]).await;
        org.advance(5.0);
        open(&mut org, "dungeoneer", "deep", "two", &["dana", "fay"]).await;
        org.advance(2.0);
        open(&mut org, "dungeoneer", "vault", "one", &["fay", "dana"]).await;
        org.advance(1.0);
        let all = (1..=3).all(|id| {
            org.loaded(id)
                .is_some_and(|g| g.seat_of("dana").is_some_and(|s| g.awaited().contains(&s)))
        });
        if all {
            found = Some(org);
            break;
        }
    }
    let mut org = found.expect("a seed where three games wait on her");
    let out = org.handle(said("dana", "!dq mine", None, "one")).await.unwrap();
    let text = dm_text(&out, "dana");
    // Which of them wait on her now (each game says whom it waits on).
    let mut expected = Vec::new();
    for (id, channel) in [(1, "cellar"), (2, "deep"), (3, "vault")] {
        let g = org.loaded(id).expect("loaded");
        let seat = g.seat_of("dana").expect("seated");
        if g.awaited().contains(&seat) {
            expected.push(format!("#{id} in #{channel}"));
        }
    }
    assert_eq!(expected.len(), 3, "three games wait on her: {text}");
    let places: Vec<usize> = expected
        .iter()
        .map(|e| text.find(e.as_str()).unwrap_or_else(|| panic!("{e} listed: {text}")))
        .collect();
    assert!(places.windows(2).all(|w| w[0] < w[1]), "longest wait first: {text}");
    for (id, channel) in [(1, "cellar"), (2, "deep"), (3, "vault")] {
        let g = org.loaded(id).unwrap();
        if !g.awaited().contains(&g.seat_of("dana").unwrap()) {
            assert!(!text.contains(&format!("#{id} in #{channel}")), "{text}");
        }
    }
    assert!(text.contains("Dungeon Raiders") || text.contains("Hollowdeep"), "{text}");
    // In Spanish, from a channel: still by DM, and nothing changes.
    let mut before = Vec::new();
    for id in 1..=3 {
        before.push(org.store().entries(id).await.unwrap().len());
    }
    org.handle(said("dana", "!dq language me es", None, "one")).await.unwrap();
    let out = org
        .handle(said("dana", "!dq mías", Some("cellar"), "one"))
        .await
        .unwrap();
    let text = dm_text(&out, "dana");
    assert!(text.contains("te espera"), "{text}");
    let mut after = Vec::new();
    for id in 1..=3 {
        after.push(org.store().entries(id).await.unwrap().len());
    }
    assert_eq!(before, after, "a look changes no game");
    // Someone at no game hears so.
    let out = org.handle(said("gus", "!dq mine", None, "one")).await.unwrap();
    assert!(dm_text(&out, "gus").contains("no running game"));
});
