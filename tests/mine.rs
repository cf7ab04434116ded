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

/// Dana sits in three games on two servers, the first opened waiting longest: the first seed
/// where all three wait on her (each Hollowdeep game draws its start player).
async fn three_waiting(db: &str) -> Organiser {
    let mut found = None;
    for seed in 0..40 {
        let mut org = organiser(db, seed).await;
        open(
            &mut org,
            "raiders",
            "cellar",
            "one",
            &["dana", "eli", "fay"],
        )
        .await;
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
    found.expect("a seed where three games wait on her")
}

on_both!(memory, async fn a_player_in_three_games_on_two_servers_sees_those_that_wait_on_him_longest_first(db) {
    let mut org = three_waiting(db).await;
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

on_both!(memory, async fn the_daily_digest_lists_them_once_a_day_instead_of_a_ping_a_turn(db) {
    let mut org = three_waiting(db).await;
    let out = org.handle(said("dana", "!dq notify digest", Some("cellar"), "one")).await.unwrap();
    assert!(dm_text(&out, "dana").contains("Once a day"), "answered by DM");
    // The next tick sends it: one DM, all three games, the longest wait first.
    let out = org.tick().await.unwrap();
    let digests: Vec<&Reply> = out.iter().filter(|r| r.text.contains("daily digest")).collect();
    assert_eq!(digests.len(), 1, "{}", texts(&out));
    assert_eq!(digests[0].target, Target::Dm("dana".into()));
    let text = &digests[0].text;
    assert!(text.contains("3 games wait on you"), "{text}");
    let at = |c: &str| text.find(c).unwrap_or_else(|| panic!("{c}: {text}"));
    assert!(at("#1 in #cellar") < at("#2 in #deep") && at("#2 in #deep") < at("#3 in #vault"), "{text}");
    // Not twice the same day; again the next day, in her own language.
    org.advance(1.0);
    let again = org.tick().await.unwrap();
    assert!(again.iter().all(|r| !r.text.contains("digest")), "{}", texts(&again));
    org.handle(said("dana", "!dq language me es", None, "one")).await.unwrap();
    org.advance(24.0);
    let next = org.tick().await.unwrap();
    let es: Vec<&Reply> = next.iter().filter(|r| r.text.contains("Tu resumen del día")).collect();
    assert_eq!(es.len(), 1, "{}", texts(&next));
    // Nobody else asked for one; `!dq notify off` ends hers.
    assert!(next.iter().all(|r| !r.text.contains("resumen") || r.target == Target::Dm("dana".into())));
    org.handle(said("dana", "!dq notify off", None, "one")).await.unwrap();
    org.advance(24.0);
    let off = org.tick().await.unwrap();
    assert!(off.iter().all(|r| !r.text.contains("resumen") && !r.text.contains("digest")));
});
