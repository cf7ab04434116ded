//! What the channel is shown of a Dungeon Raiders table as it is played: the one kept board
//! message (its text and picture), redrawn as each card is put down, a sealed one as a back.

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
