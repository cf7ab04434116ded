//! What the channel is shown of a Dungeon Raiders table as it is played: the one kept board
//! message (its text and picture), redrawn as each card is put down, a sealed one as a back;
//! `!dq help`, the running page (`!dq record`) and the status at the end.

use super::*;
use kalladra::organiser::Board;

/// The kept board messages among `r`: their text and picture (PNG).
fn kept(r: &[Reply], id: i64) -> Vec<(String, Vec<u8>)> {
    r.iter()
        .filter(|r| r.board == Some(Board::Kept(id)))
        .map(|r| {
            let png = r.picture.as_ref().expect("the kept board has its picture");
            (r.text.clone(), png.draw().0)
        })
        .collect()
}

// Each card put down shows on the kept board at once, text and picture, as the channel sees
// the table then; the first is posted at the deal.
on_both!(memory, async fn the_kept_board_shows_each_card_as_it_is_put_down(db) {
    let mut org = organiser(db, 71).await;
    let users = ["alice", "bob", "carol"];
    send(&mut org, "alice", "!dq new raiders", false).await;
    for u in users {
        let r = send(&mut org, u, "!dq join", false).await;
        assert!(r.iter().all(|r| r.board.is_none()), "{}", texts(&r));
    }
    let r = send(&mut org, "alice", "!dq start", false).await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let at_deal = kept(&r, id);
    assert_eq!(at_deal.len(), 1, "the board at the deal: {}", texts(&r));
    let t = table(&org, id).await;
    let seat = t.awaited()[0];
    assert!(at_deal[0].0.contains("nothing yet"), "{}", at_deal[0].0);
    let r = send(&mut org, users[seat], "Play 4", false).await;
    let shown = kept(&r, id);
    assert_eq!(shown.len(), 1, "the board after a play: {}", texts(&r));
    let (text, png) = &shown[0];
    assert!(text.contains("put down a 4"), "{text}");
    let t = table(&org, id).await;
    assert_eq!(
        *png,
        Seated::picture(&t, Lang::En).unwrap().0,
        "the picture is the channel's board after the play"
    );
    assert_ne!(*png, at_deal[0].1, "the card shows on the picture");
    // A refused play changes nothing, and redraws nothing.
    let r = send(&mut org, users[seat], "Play 4", false).await;
    assert!(kept(&r, id).is_empty(), "{}", texts(&r));
});

// Under Speed a card put down by DM shows on the kept board as a back, and its value nowhere
// the channel reads, until the room's cards are turned over together.
on_both!(memory, async fn a_sealed_card_shows_on_the_kept_board_as_a_back(db) {
    let mut org = organiser(db, 72).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &["!dq set speed on"], Lang::En).await;
    let r = send(&mut org, "alice", "Play 3", true).await;
    let shown = kept(&r, id);
    assert_eq!(shown.len(), 1, "{}", texts(&r));
    let (text, png) = &shown[0];
    assert!(text.contains("face down"), "{text}");
    assert!(!text.contains("a 3"), "{text}");
    let alice = text.lines().find(|l| l.contains("alice")).unwrap();
    assert!(alice.contains("cards 12345"), "the sealed card is still in hand: {alice}");
    let t = table(&org, id).await;
    assert_eq!(*png, Seated::picture(&t, Lang::En).unwrap().0);
});

// Newcomer p11: `!dq board picture` at a Dungeon Raiders table shows the picture alone (under
// the board's title), and a text look the one text board alone, saying so; `!dq board` both.
on_both!(memory, async fn a_board_look_asked_for_is_the_one_shown(db) {
    let mut org = organiser(db, 73).await;
    let users = ["ana", "beto"];
    open(&mut org, &users, &[], Lang::Es).await;
    let r = send(&mut org, "ana", "!dq tablero imagen", false).await;
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert!(r[0].picture.is_some(), "{}", texts(&r));
    assert_eq!(r[0].text.lines().count(), 1, "the title alone: {}", r[0].text);
    assert!(!r[0].text.contains("aspecto"), "{}", r[0].text);
    let r = send(&mut org, "ana", "!dq tablero emoji", false).await;
    assert!(r.iter().all(|r| r.picture.is_none()), "{}", texts(&r));
    let t = texts(&r);
    assert!(t.contains("una sola forma de texto") && t.contains("ana"), "{t}");
    let r = send(&mut org, "ana", "!dq tablero", false).await;
    assert!(r[0].picture.is_some() && r[0].text.lines().count() > 3, "{}", texts(&r));
});

// `!dq help` lists the table's commands and names whoever plays without pinging him, in
// either language; `!dq record` while the game runs gives the page so far (no strikes: a
// Dungeon Raiders game has none); after the end, `!dq status` gives the result as the last lines did.
on_both!(memory, async fn help_record_and_status_speak_of_this_game(db) {
    let mut org = organiser(db, 81).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let t = table(&org, id).await;
    let now = users[t.awaited()[0]];
    let other = users[(t.awaited()[0] + 1) % 3];
    let help = texts(&send(&mut org, other, "!dq help", false).await);
    assert!(help.contains(&format!("{now} plays in")) && !help.contains('@'), "{help}");
    for cmd in ["!dq away", "!dq back", "!dq log", "!dq record", "!dq leaderboard", "!dq language me"] {
        assert!(help.contains(cmd), "{cmd}: {help}");
    }
    // While it runs, the page so far (as the channel saw it), in the game's language.
    let page = |replies: Vec<Reply>| {
        let r = replies.into_iter().next().expect("a reply").finished();
        let html = String::from_utf8(r.file.expect("a page").bytes).unwrap();
        (r.text, html)
    };
    let (r, html) = page(send(&mut org, other, "!dq record", false).await);
    assert!(r.contains("The game so far, as a page"), "{r}");
    assert!(html.contains("This game is still running") && !html.contains("strikes"));
    send(&mut org, "alice", "!dq idioma es", false).await;
    let again = texts(&send(&mut org, "alice", "!dq idioma es", false).await);
    assert!(again.ends_with(": 🌐 Esta partida ya se juega en español."), "{again}");
    let (r, html) = page(send(&mut org, other, "!dq crónica", false).await);
    assert!(r.contains("La partida hasta ahora"), "{r}");
    assert!(html.contains("Esta partida sigue en curso") && !html.contains("ataques"));
    let h = texts(&send(&mut org, other, "!dq ayuda", false).await);
    for cmd in ["!dq ausente", "!dq vuelvo", "!dq registro", "!dq crónica", "!dq clasificación", "!dq idioma yo"] {
        assert!(h.contains(cmd), "{cmd}: {h}");
    }
    assert!(h.contains(now) && !h.contains('@'), "{h}");
    send(&mut org, "alice", "!dq idioma en", false).await;
    play_out(&mut org, id, &users, Lang::En).await;
    let status = texts(&send(&mut org, "bob", "!dq status", false).await);
    assert!(status.contains("🏁 The raid is over."), "{status}");
    for u in users {
        assert!(status.contains(&format!("{u}: ")), "{u}: {status}");
    }
});
