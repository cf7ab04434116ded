//! Dungeon Raiders at the table: through the organiser and a real SQLite store, as players
//! type. Whole games (three players, a duel, solitaire, Speed by DM, in English and Spanish)
//! to their end; the export verifies; what the channel and each seat are told; bad input;
//! undo; the clock playing for the late and the away; a restart mid-game.

use kalladra::games::raiders::policy::{Policy, Sensible};
use kalladra::games::raiders::table::Table;
use kalladra::games::raiders::{view, words, Phase, Viewer};
use kalladra::games::record::{verify, Record, Verdict};
use kalladra::games::{Reader, Seated, Stage};
use kalladra::lang::Lang;
use kalladra::organiser::{Organiser, Reply, Target};

#[path = "raiders_table/board.rs"]
mod board;
#[path = "raiders_table/clock.rs"]
mod clock;
use crate::common;
#[path = "raiders_table/predict.rs"]
mod predict;
#[path = "raiders_table/tools.rs"]
mod tools;
use common::organiser;

async fn send(org: &mut Organiser, user: &str, text: &str, dm: bool) -> Vec<Reply> {
    org.handle(common::input(user, text, dm, false))
        .await
        .unwrap()
}

fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| format!("{:?}: {}", r.target, r.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The game as the store holds it, folded from its log.
async fn table(org: &Organiser, id: i64) -> Table {
    common::raiders_game(org, id).await
}

/// Opens a game for `users` (the first organises) with `set` lines, and starts it.
async fn open(org: &mut Organiser, users: &[&str], set: &[&str], lang: Lang) -> i64 {
    let (new, join, start) = match lang {
        Lang::Es => ("!dq nueva raiders", "!dq unirse", "!dq empezar"),
        Lang::En => ("!dq new raiders", "!dq join", "!dq start"),
    };
    send(org, users[0], new, false).await;
    if lang == Lang::Es {
        send(org, users[0], "!dq idioma es", false).await;
    }
    for u in users {
        let r = send(org, u, join, false).await;
        assert!(!r.is_empty(), "{u} joins");
    }
    for s in set {
        send(org, users[0], s, false).await;
    }
    let r = send(org, users[0], start, false).await;
    assert!(
        r.iter().any(|r| matches!(r.target, Target::Dm(_))),
        "hands go by DM: {}",
        texts(&r)
    );
    org.store().latest_unfinished().await.unwrap().unwrap().id
}

/// Plays to the end as people would: each awaited player types the sensible player's choice
/// in the game's language (by DM under Speed). Every play is accepted. The replies, in order.
async fn play_out(org: &mut Organiser, id: i64, users: &[&str], lang: Lang) -> Vec<Reply> {
    let mut all = Vec::new();
    for _ in 0..2_000 {
        let t = table(org, id).await;
        if t.stage() == Stage::Over {
            return all;
        }
        let seat = t.awaited()[0];
        let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
        let text = words::command(lang, action).unwrap().replace('`', "");
        let before = org.store().log_len(id).await.unwrap();
        let r = send(org, users[seat], &text, t.choices.speed).await;
        assert!(
            org.store().log_len(id).await.unwrap() > before,
            "{text} by {} was accepted: {}",
            users[seat],
            texts(&r)
        );
        all.extend(r);
    }
    panic!("the game did not end");
}

/// The export attached at the end, and what `verify` says of it.
fn record_of(replies: &[Reply]) -> Record {
    let file = replies
        .iter()
        .rev()
        .find_map(|r| r.file.as_ref().filter(|f| f.name.ends_with(".json")))
        .expect("the record is attached at the end");
    serde_json::from_slice(&file.bytes).unwrap()
}

on_both!(memory, async fn three_players_play_a_whole_game_and_its_record_verifies(db) {
    let mut org = organiser(db, 11).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let replies = play_out(&mut org, id, &users, Lang::En).await;
    let x = record_of(&replies);
    assert!(x.seed.is_some() && x.log_sha256.is_some());
    // The channel is told the seed and the complete log's hash at the end, beside the file
    // they are in: the hash to compare the file with.
    let end = replies
        .iter()
        .find(|r| r.file.is_some())
        .map(|r| r.text.clone())
        .unwrap();
    assert!(
        end.contains(&format!("The seed was `{}`", x.seed.clone().unwrap()))
            && end.contains(&format!("SHA-256 `{}`, as posted", x.seed_sha256))
            && end.contains(&format!("log has SHA-256 `{}`", x.log_sha256.clone().unwrap()))
            && end.contains(&format!("kalladra verify game-{id}.json")),
        "{end}"
    );
    // The page attached at the end is introduced in words that fit this game: no fights.
    let page = replies.iter().find_map(|r| r.page.as_ref()).expect("the page");
    let (said, file) = page.finish();
    assert!(file.is_some() && said.contains("record as a page"), "{said}");
    assert!(!said.contains("strike") && !said.contains("fight"), "{said}");
    let Verdict::Confirmed(said) = verify(&x) else {
        panic!("{:?}", verify(&x));
    };
    assert!(said.contains("Dungeon Raiders"), "{said}");
    // Tampered: one treasure changed.
    let mut bad = x.clone();
    let i = bad
        .entries
        .iter()
        .position(|e| e.to_string().contains("Treasure"))
        .unwrap();
    bad.entries[i] = serde_json::from_str(
        &bad.entries[i]
            .to_string()
            .replace("\"delta\":", "\"delta\":1"),
    )
    .unwrap();
    assert!(matches!(verify(&bad), Verdict::Rejected(_)));
    // The campaign's table has the game, under Dungeon Raiders' own campaign.
    let lb = texts(&send(&mut org, "alice", "!dq leaderboard raiders", false).await);
    assert!(lb.contains("gold carried out"), "{lb}");
    let t = table(&org, id).await;
    for (s, u) in users.iter().enumerate() {
        let Some(line) = lb.lines().find(|l| l.contains(&format!(" {u}: "))) else {
            panic!("{u} is on the campaign's table: {lb}");
        };
        // The dead and the collapsed carry none.
        let Phase::Over(o) = &t.game.phase else {
            panic!("the game is over");
        };
        let gold = if t.game.seats[s].alive && !o.collapsed.contains(&s) {
            t.game.seats[s].treasure
        } else {
            0
        };
        assert!(line.contains(&format!(": {gold} gold")), "{line}");
    }
    // A play after the end hears that the game is over.
    let over = texts(&send(&mut org, "bob", "Play 1", false).await);
    assert!(over.contains("The game is over"), "{over}");
    // The ended game can still be read in its channel.
    let board = texts(&send(&mut org, "bob", "!dq board", false).await);
    assert!(
        board.contains("Level") || board.contains("level"),
        "{board}"
    );
});

// Attack F-Q: a Dungeon Raiders record binds its game number, channel, organiser and kind to
// the commitment posted when the game is opened; edited or removed, verify rejects it.
on_both!(memory, async fn the_commitment_posted_at_the_opening_binds_the_record(db) {
    let mut org = organiser(db, 12).await;
    let opened = texts(&send(&mut org, "alice", "!dq new raiders", false).await);
    let posted = opened
        .split("by the commitment `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .unwrap_or_else(|| panic!("the commitment is posted at the opening: {opened}"))
        .to_string();
    for u in ["alice", "bob"] {
        send(&mut org, u, "!dq join", false).await;
    }
    send(&mut org, "alice", "!dq start", false).await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let x = record_of(&play_out(&mut org, id, &["alice", "bob"], Lang::En).await);
    assert_eq!(x.commitment.as_deref(), Some(posted.as_str()));
    let Verdict::Confirmed(said) = verify(&x) else {
        panic!("{:?}", verify(&x));
    };
    assert!(said.contains(&format!("commitment: {posted}")), "{said}");
    for edit in ["game", "channel", "organiser"] {
        let mut bad = x.clone();
        match edit {
            "game" => bad.game += 1,
            "channel" => bad.channel = "elsewhere".into(),
            _ => bad.organiser = "mallory".into(),
        }
        let v = verify(&bad);
        assert!(
            matches!(&v, Verdict::Rejected(why) if why.contains("commitment") && why.contains("was edited")),
            "{edit}: {v:?}"
        );
    }
    let mut bare = x.clone();
    bare.commitment = None;
    let v = verify(&bare);
    assert!(
        matches!(&v, Verdict::Rejected(why) if why.contains("has no commitment")),
        "{v:?}"
    );
});

on_both!(memory, async fn a_duel_and_solitaire_in_spanish_play_to_the_end(db) {
    let mut org = organiser(db, 21).await;
    let users = ["ana", "beto"];
    let id = open(&mut org, &users, &[], Lang::Es).await;
    let r = play_out(&mut org, id, &users, Lang::Es).await;
    let v = verify(&record_of(&r));
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
    let all = texts(&r);
    assert!(all.contains("Se acabó la incursión"), "{all}");

    let mut org = organiser(db, 22).await;
    let id = open(
        &mut org,
        &["sol"],
        &[
            "!dq ajustar personaje mago",
            "!dq ajustar heridas 4",
            "!dq ajustar horas_turno 5",
        ],
        Lang::Es,
    )
    .await;
    // A bad value is answered for its own setting, named in Spanish.
    let bad = texts(&send(&mut org, "sol", "!dq ajustar horas_turno 9000", false).await);
    assert!(
        bad.contains("no vale para `horas_turno`: de 1 a 720") && !bad.contains("velocidad"),
        "{bad}"
    );
    // One player late is spoken to alone.
    let status = texts(&send(&mut org, "sol", "!dq estado", false).await);
    assert!(status.contains("el bot jugará por ti"), "{status}");
    let t = table(&org, id).await;
    assert_eq!(t.game.seats[0].wounds, 4);
    assert_eq!(
        words::character_name(Lang::En, t.game.seats[0].character),
        "Wizard"
    );
    let r = play_out(&mut org, id, &["sol"], Lang::Es).await;
    let v = verify(&record_of(&r));
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
});

on_both!(memory, async fn speed_plays_go_by_dm_and_stay_sealed_until_the_reveal(db) {
    let mut org = organiser(db, 31).await;
    let users = ["alice", "bob", "carol", "dan"];
    let id = open(&mut org, &users, &["!dq set speed on"], Lang::En).await;
    // In the channel a play is refused, and nothing changes.
    let len = org.store().log_len(id).await.unwrap();
    let r = texts(&send(&mut org, "alice", "Play 2", false).await);
    assert!(r.contains("by DM"), "{r}");
    assert_eq!(org.store().log_len(id).await.unwrap(), len);
    // By DM: sealed for everyone else until all have played.
    let r = send(&mut org, "alice", "Play 2", true).await;
    for reply in &r {
        match &reply.target {
            Target::Dm(u) if u == "alice" => assert!(reply.text.contains('2'), "{}", reply.text),
            _ => assert!(
                !reply.text.contains("a 2"),
                "a sealed card is named to {:?}: {}",
                reply.target,
                reply.text
            ),
        }
    }
    // Its export while running is the organiser's, and names no sealed card.
    let refused = texts(&send(&mut org, "bob", "!dq export", false).await);
    assert!(refused.contains("Only the organiser"), "{refused}");
    let x = send(&mut org, "alice", "!dq export", false).await;
    // Said as at every table: the game, how many entries, the file, and what is left out.
    assert!(x[0].text.contains(&format!("The log of game {id} (")), "{}", x[0].text);
    assert!(x[0].text.contains("the seed and everything still hidden are left out"), "{}", x[0].text);
    let file = String::from_utf8(x[0].file.as_ref().unwrap().bytes.clone()).unwrap();
    assert!(!file.contains("Power"), "{file}");
    assert!(!file.contains("\"seed\": \""), "{file}");
    // The others play; whoever completes the room is told his move in the next one too.
    for u in &users[1..] {
        let r = send(&mut org, u, "Play 1", true).await;
        if u == &"dan" {
            let own: Vec<&Reply> = r.iter().filter(|r| r.target == Target::Dm("dan".into())).collect();
            assert!(
                own.iter().any(|r| r.text.contains("Your move")),
                "the last to play hears his next move: {}",
                texts(&r)
            );
        }
    }
    let rest = play_out(&mut org, id, &users, Lang::En).await;
    assert!(matches!(verify(&record_of(&rest)), Verdict::Confirmed(_)));
});

on_both!(memory, async fn bad_input_is_answered_and_changes_nothing(db) {
    let mut org = organiser(db, 41).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let t = table(&org, id).await;
    let on = users[t.awaited()[0]];
    let off = users[(t.awaited()[0] + 1) % 3];
    let len = org.store().log_len(id).await.unwrap();
    for (who, text, dm, expect) in [
        (on, "Play 7", false, "no power card 7"),
        // What would be accepted is in the hand, by DM: the channel is told where to look.
        (on, "Play 9", false, "`!dq hand` shows you, by DM, what you can still play"),
        (on, "Play banana", false, "banana"),
        // A slip from the player the game waits on, in the channel, is answered.
        (on, "Plya 2", false, "did you mean `Play 2`"),
        (on, "Jugr 2", false, "`Jugar 2`"),
        (off, "Play 3", false, "Not your turn"),
        (on, "!dq tower NE", false, "DungeonQuest"),
        (off, "!dq start", false, "organiser"),
        ("zed", "Play 3", false, "no seat"),
    ] {
        let r = texts(&send(&mut org, who, text, dm).await);
        assert!(r.contains(expect), "{text}: {r}");
        assert_eq!(org.store().log_len(id).await.unwrap(), len, "{text}");
    }
    // A `!dq` slip is answered from the commands this table takes, none of DungeonQuest's.
    for (text, near) in [("!dq statuss", "!dq status"), ("!dq mnao", "!dq mano")] {
        let r = texts(&send(&mut org, off, text, false).await);
        assert!(r.contains(near) && r.contains("hand"), "{r}");
        assert!(!r.contains("tower") && !r.contains("monster"), "{r}");
    }
    // Chatter in the channel is left alone, a bare number too from someone not awaited.
    assert!(send(&mut org, off, "nice one", false).await.is_empty());
    assert!(send(&mut org, off, "3", false).await.is_empty());
    assert!(send(&mut org, off, "Plya 2", false).await.is_empty());
    // `!dq hand` in the channel: the hand goes by DM only.
    let r = send(&mut org, off, "!dq hand", false).await;
    let dm = r
        .iter()
        .find(|r| r.target == Target::Dm(off.into()))
        .unwrap();
    assert!(dm.text.contains("Power cards"), "{}", dm.text);
    for c in r.iter().filter(|r| matches!(r.target, Target::Channel(_))) {
        assert!(!c.text.contains("Power cards"), "{}", c.text);
    }
    // Ended early by its organiser, the game counts for nobody in the campaign (newcomer p14).
    send(&mut org, "alice", "!dq end time is up", false).await;
    let lb = texts(&send(&mut org, "alice", "!dq leaderboard raiders", false).await);
    assert!(lb.contains("No finished games count"), "{lb}");
});

on_both!(file, async fn undo_previews_then_takes_back_and_a_restart_loses_nothing(db) {
    let mut org = organiser(db, 51).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let before = table(&org, id).await;
    let seat = before.awaited()[0];
    send(&mut org, users[seat], "Play 5", false).await;
    let preview = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
    assert!(preview.contains("Play 5"), "{preview}");
    // Someone else's confirmation is refused and leaves the preview for the organiser.
    let r = texts(&send(&mut org, "bob", "!dq undo confirm", false).await);
    assert!(r.contains("Only the organiser"), "{r}");
    send(&mut org, "alice", "!dq undo confirm", false).await;
    let after = table(&org, id).await;
    assert_eq!(after.game, before.game);
    // A new process on the same database goes on where this one stopped.
    drop(org);
    let mut org = organiser(db, 99).await;
    let r = texts(&send(&mut org, users[seat], "Play 4", false).await);
    assert!(r.contains("plays a 4"), "{r}");
    // A preview the game has moved on from says so when confirmed.
    send(&mut org, "alice", "!dq undo 1", false).await;
    let next = table(&org, id).await.awaited()[0];
    send(&mut org, users[next], "Play 3", false).await;
    let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
    assert!(r.contains("The game has moved on since the preview"), "{r}");
    let r = play_out(&mut org, id, &users, Lang::En).await;
    let v = verify(&record_of(&r));
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
});

// What the channel is told never changes with what only a seat may know: two games that
// differ in nothing public tell the channel the same, and no DM of one seat reaches another.
// An undo that takes a room's last play back redraws the board: the channel's picture shows
// the room the game is back in, and whoever it waits on is told his move again by DM.
on_both!(memory, async fn an_undo_across_a_room_redraws_the_board(db) {
    let mut org = organiser(db, 52).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let room = |t: &Table| t.game.room.as_ref().map(|r| r.card);
    let first = room(&table(&org, id).await);
    loop {
        let t = table(&org, id).await;
        let seat = t.awaited()[0];
        let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
        let text = words::command(Lang::En, action).unwrap().replace('`', "");
        send(&mut org, users[seat], &text, false).await;
        if room(&table(&org, id).await) != first {
            break;
        }
    }
    send(&mut org, "alice", "!dq undo 1", false).await;
    let r = send(&mut org, "alice", "!dq undo confirm", false).await;
    let t = table(&org, id).await;
    assert_eq!(room(&t), first, "{}", texts(&r));
    let board = r.iter().find_map(|r| r.picture.as_ref());
    assert!(board.is_some(), "the board is drawn afresh: {}", texts(&r));
    let waits = users[t.awaited()[0]];
    assert!(
        r.iter().any(|r| r.target == Target::Dm(waits.into()) && r.text.contains("Play")),
        "{}",
        texts(&r)
    );
});

// `!dq hand` before the deal says so where it was asked (no DM says there is nothing), and
// after the end it is still read at the finished game's table.
on_both!(memory, async fn a_hand_is_asked_for_before_the_deal_and_after_the_end(db) {
    let mut org = organiser(db, 53).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    send(&mut org, "alice", "!dq join", false).await;
    let r = send(&mut org, "alice", "!dq hand", false).await;
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert_eq!(r[0].target, Target::Channel("game".into()));
    assert!(r[0].text.contains("no hand yet"), "{}", texts(&r));
    send(&mut org, "bob", "!dq join", false).await;
    send(&mut org, "alice", "!dq start", false).await;
    send(&mut org, "alice", "!dq end", false).await;
    let r = send(&mut org, "bob", "!dq mano", false).await;
    assert!(
        r.iter().any(|r| r.target == Target::Dm("bob".into()) && r.text.contains("Your hand")),
        "{}",
        texts(&r)
    );
});

// `!dq log` by DM tells what only its reader knows (his torch's peek); the channel's does not.
on_both!(memory, async fn a_dm_log_holds_the_readers_own_torchlight(db) {
    use kalladra::games::raiders::state::Item;
    let users = ["alice", "bob"];
    for seed in 1..60 {
        let mut org = organiser(db, 8000 + seed).await;
        let id = open(&mut org, &users, &[], Lang::En).await;
        let t = table(&org, id).await;
        let dark = t.game.row.iter().any(|r| !r.face_up);
        let Some(s) = (0..2).find(|&s| t.game.seats[s].items.get(Item::Torch) > 0) else {
            send(&mut org, users[0], "!dq end", false).await;
            continue;
        };
        if !dark {
            send(&mut org, users[0], "!dq end", false).await;
            continue;
        }
        send(&mut org, users[s], "Use torch", true).await;
        let mine = texts(&send(&mut org, users[s], "!dq log", true).await);
        assert!(mine.contains("By torchlight you make out"), "{mine}");
        let channel = texts(&send(&mut org, users[s], "!dq log", false).await);
        assert!(!channel.contains("By torchlight"), "{channel}");
        // What the torch showed stays seen: the organiser cannot take it back (turn 4, F-6).
        let r = texts(&send(&mut org, "alice", "!dq undo 1", false).await);
        assert!(r.contains("take back a torch"), "{r}");
        let r = texts(&send(&mut org, "alice", "!dq undo confirm", false).await);
        assert!(r.contains("There is no undo waiting"), "{r}");
        // A successor at the seat reads the torch as the channel did, not what it showed.
        send(&mut org, "alice", &format!("!dq replace {} zoe", users[s]), false).await;
        let theirs = texts(&send(&mut org, "zoe", "!dq log", true).await);
        assert!(!theirs.contains("By torchlight") && theirs.contains("torch"), "{theirs}");
        return;
    }
    panic!("no seed where a torch meets a face-down room");
});

on_both!(memory, async fn dms_go_only_to_their_seat_and_the_board_is_the_views(db) {
    let mut org = organiser(db, 71).await;
    let users = ["alice", "bob", "carol"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let t = table(&org, id).await;
    for (s, u) in users.iter().enumerate() {
        let hand = texts(&send(&mut org, u, "!dq hand", true).await);
        assert_eq!(hand, format!("Dm({u:?}): {}", t.hand(s, Lang::En).unwrap()));
    }
    let board = send(&mut org, "bob", "!dq board", false).await;
    assert_eq!(board[0].text, t.board(Reader::Channel, Lang::En));
});

/// Speed's sealed card, through the organiser: two tables that differ only in the card one
/// player sealed by DM tell the channel and every other player exactly the same until the
/// reveal, in every reply, the board, the status and the export included.
#[tokio::test]
async fn a_sealed_card_changes_nothing_anyone_else_is_told_before_the_reveal() {
    let users = ["alice", "bob", "carol"];
    let mut twins = Vec::new();
    for card in ["Play 2", "Play 4"] {
        let mut org = organiser(":memory:", 81).await;
        open(&mut org, &users, &["!dq set speed on"], Lang::En).await;
        let mut seen = Vec::new();
        let r = send(&mut org, "alice", card, true).await;
        seen.extend(
            r.into_iter()
                .filter(|r| r.target != Target::Dm("alice".into())),
        );
        for (u, text, dm) in [
            ("bob", "!dq board", false),
            ("bob", "!dq status", false),
            ("carol", "!dq hand", true),
            ("bob", "!dq status", true),
            ("alice", "!dq export", false),
            ("bob", "Use torch", true),
        ] {
            let r = send(&mut org, u, text, dm).await;
            seen.extend(
                r.into_iter()
                    .filter(|r| r.target != Target::Dm("alice".into())),
            );
        }
        twins.push(seen);
    }
    assert_eq!(twins[0].len(), twins[1].len());
    for (a, b) in twins[0].iter().zip(&twins[1]) {
        assert_eq!(a.target, b.target);
        assert_eq!(a.text, b.text, "told {:?}", a.target);
        let file = |r: &Reply| {
            r.file.as_ref().map(|f| {
                (
                    f.name.clone(),
                    String::from_utf8_lossy(&f.bytes).into_owned(),
                )
            })
        };
        assert!(file(a) == file(b), "the file for {:?} differs", a.target);
    }
}

// `!dq new` with a word that names no game says which games there are.
on_both!(memory, async fn a_game_that_is_not_run_is_named(db) {
    let mut org = organiser(db, 91).await;
    let r = texts(&send(&mut org, "alice", "!dq new chess", false).await);
    assert!(
        r.contains("`chess` is not a game") && r.contains("!dq new raiders"),
        "{r}"
    );
    assert!(org.store().latest_unfinished().await.unwrap().is_none());
    // A player leaving before the start is named, though his seat is gone.
    send(&mut org, "alice", "!dq new raiders", false).await;
    for u in ["alice", "bob", "carol"] {
        send(&mut org, u, "!dq join", false).await;
    }
    let r = texts(&send(&mut org, "bob", "!dq leave", false).await);
    assert!(r.contains("bob leaves the table."), "{r}");
    let log = texts(&send(&mut org, "alice", "!dq log", false).await);
    assert!(log.contains("bob leaves the table."), "{log}");
});

/// The campaign's table rates each player (Weng-Lin) from every finished game in the order
/// played, and a recomputation from the games' own records gives the same ratings.
#[tokio::test]
async fn the_leaderboard_rates_players_as_their_games_recomputed_say() {
    use kalladra::ratings::{ratings, Placed};
    let mut org = organiser(":memory:", 111).await;
    let users = ["alice", "bob", "carol"];
    let mut games = Vec::new();
    for _ in 0..2 {
        let id = open(&mut org, &users, &[], Lang::En).await;
        play_out(&mut org, id, &users, Lang::En).await;
        let t = table(&org, id).await;
        let placed: Vec<Placed> = t
            .placings()
            .unwrap()
            .iter()
            .map(|p| Placed {
                user: users[p.seat].to_string(),
                won: p.won,
                score: p.score,
                survived: p.survived,
            })
            .collect();
        games.push(placed);
    }
    let expected = ratings(&games);
    let lb = texts(&send(&mut org, "alice", "!dq leaderboard raiders", false).await);
    for u in users {
        let line = lb.lines().find(|l| l.contains(&format!(" {u}: "))).unwrap();
        assert!(line.contains("2 played"), "{line}");
        assert!(
            line.contains(&format!("rating {}", expected[u].shown())),
            "{line} against {:?}",
            expected[u]
        );
    }
}

/// Through the binary: `kalladra verify` confirms a finished game's record (exit 0) and rejects
/// a changed one (exit 1); `kalladra render --at N` draws the channel's board after N inputs,
/// and an N past the end is refused on one line.
#[tokio::test]
async fn the_record_verifies_and_renders_through_the_binary() {
    let mut org = organiser(":memory:", 121).await;
    let users = ["alice", "bob"];
    let id = open(&mut org, &users, &[], Lang::En).await;
    let r = play_out(&mut org, id, &users, Lang::En).await;
    let x = record_of(&r);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("record.json");
    std::fs::write(&file, serde_json::to_vec(&x).unwrap()).unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let run =
        |args: &[&std::ffi::OsStr]| std::process::Command::new(bin).args(args).output().unwrap();
    let out = run(&["verify".as_ref(), file.as_os_str()]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = dir.path().join("b.png");
    let out = run(&[
        "render".as_ref(),
        file.as_os_str(),
        "--at".as_ref(),
        "12".as_ref(),
        "--out".as_ref(),
        png.as_os_str(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let out = run(&[
        "render".as_ref(),
        file.as_os_str(),
        "--at".as_ref(),
        "9999".as_ref(),
        "--out".as_ref(),
        png.as_os_str(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.lines().count() == 1 && err.contains("not 9999"),
        "{err}"
    );
    let mut bad = x.clone();
    bad.entries.swap(3, 5);
    std::fs::write(&file, serde_json::to_vec(&bad).unwrap()).unwrap();
    let out = run(&["verify".as_ref(), file.as_os_str()]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // A finished game's record that verify does not confirm is not drawn either.
    let out = run(&[
        "render".as_ref(),
        file.as_os_str(),
        "--out".as_ref(),
        png.as_os_str(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.code() == Some(1) && err.contains("does not confirm it"),
        "{err}"
    );
}

// A name after `!dq join` (a DungeonQuest hero's or any other) takes a seat all the same,
// saying why no name is needed.
on_both!(memory, async fn a_name_after_join_takes_a_seat_and_is_said_to_be_needless(db) {
    let mut org = organiser(db, 64).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    for (user, name) in [("dora", "Hugo"), ("eve", "Bartholomew")] {
        let r = texts(&send(&mut org, user, &format!("!dq join {name}"), false).await);
        assert!(r.contains(&format!("{user} takes a seat")), "{r}");
        assert!(r.contains("`!dq join` takes no name here"), "{r}");
    }
});

// A player who plays a crystal ball last in a room is the one it waits on again: he is told
// his second play by DM, as anyone newly awaited is. Each seed's game ends before the next.
on_both!(memory, async fn after_a_crystal_ball_the_player_is_told_his_second_play(db) {
    use kalladra::games::raiders::state::Item;
    let users = ["alice", "bob"];
    for seed in 1..40 {
        let mut org = organiser(db, 7000 + seed).await;
        let id = open(&mut org, &users, &[], Lang::En).await;
        let t = table(&org, id).await;
        let first = t.awaited()[0];
        let last = 1 - first;
        if t.game.seats[last].items.get(Item::CrystalBall) == 0 {
            send(&mut org, users[0], "!dq end", false).await; // Postgres: one database.
            continue;
        }
        send(&mut org, users[first], "Play 1", false).await;
        let r = send(&mut org, users[last], "Play crystal ball", false).await;
        assert_eq!(table(&org, id).await.awaited(), vec![last], "{}", texts(&r));
        let dm = r
            .iter()
            .filter(|r| r.target == Target::Dm(users[last].into()))
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(dm.contains("`Play 1`"), "{}", texts(&r));
        return;
    }
    panic!("no seed where the last to play holds a crystal ball");
});

/// A new seat is welcomed by DM at once, in its reader's language, saying his secrets come
/// there (on Discord a closed DM is found out then, before the deal): nobody else is told
/// anything privately of his joining, and a second `!dq join` welcomes nobody.
#[tokio::test]
async fn a_new_seat_is_welcomed_by_dm_before_the_deal() {
    let mut org = organiser(":memory:", 5).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    send(&mut org, "bob", "!dq language me es", false).await;
    let joined = send(&mut org, "alice", "!dq join", false).await;
    let to_alice: Vec<&Reply> = joined
        .iter()
        .filter(|r| r.target == Target::Dm("alice".into()))
        .collect();
    assert_eq!(to_alice.len(), 1, "{}", texts(&joined));
    assert!(
        to_alice[0].text.contains("by direct message"),
        "{}",
        texts(&joined)
    );
    let joined = send(&mut org, "bob", "!dq join", false).await;
    let dms: Vec<&Reply> = joined
        .iter()
        .filter(|r| matches!(r.target, Target::Dm(_)))
        .collect();
    assert_eq!(dms.len(), 1, "{}", texts(&joined));
    assert_eq!(dms[0].target, Target::Dm("bob".into()));
    assert!(
        dms[0].text.contains("por mensaje privado"),
        "{}",
        dms[0].text
    );
    let again = send(&mut org, "bob", "!dq join", false).await;
    assert!(
        !again.iter().any(|r| matches!(r.target, Target::Dm(_))),
        "{}",
        texts(&again)
    );
}
