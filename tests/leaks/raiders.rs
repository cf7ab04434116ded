//! Dungeon Raiders' computer player in the leak suite: Speed games with one seat away from the
//! start, so the clock seals his card as each room opens, before anyone else. After every
//! input, every output that shows the game (the replies, the board, the status and the log in
//! the channel and by DM, the hands, the export, the undo preview, local play's `--resume`
//! banner) is asked for as every reader but him (the other players, the organiser, an
//! outsider) and searched for the cards the clock sealed for him: under Speed they are his
//! alone until the game is over (the reveal shows a room's cards, never whose input they were).

use super::between::{is_running_page, page_text};
use super::*;
use kalladra::games::raiders::policy::{Policy, Sensible};
use kalladra::games::raiders::state::Play;
use kalladra::games::raiders::table::{Act, Entry, Table as Raiders};
use kalladra::games::raiders::{view, words, Action, Event as RaidersEvent, Viewer};
use kalladra::games::{Seated, Stage};
use kalladra::lang::Lang;

/// The game as the store holds it, folded from its log.
async fn raiders(org: &Organiser, id: i64) -> Raiders {
    let row = org.store().game(id).await.unwrap().unwrap();
    let mut t = Raiders::new(row.seed);
    for e in org.store().entries(id).await.unwrap() {
        Seated::fold(&mut t, &e).unwrap();
    }
    t
}

/// Every way an input of the clock's that sealed a card for `name` would read with its card
/// shown (`the clock, for bob: `Play 3``): none of them may reach anyone else before the end.
fn clock_plays(name: &str) -> Vec<String> {
    let mut plays: Vec<Play> = (1..=5).map(Play::Power).collect();
    plays.extend([Play::Key, Play::Sword, Play::CrystalBall]);
    let by = kalladra::lang::text(
        Lang::En,
        "raiders-table-for-absent",
        &[("name", name.to_string())],
    );
    plays
        .into_iter()
        .map(|p| {
            format!(
                "{by}: {}",
                words::command(Lang::En, Action::Play(p)).unwrap()
            )
        })
        .collect()
}

/// Everything a reply carries to its reader: its text and what its buttons say and send.
fn carried(r: &kalladra::organiser::Reply) -> String {
    let mut all = r.text.clone();
    if let Some(kalladra::organiser::Ask::Buttons { buttons, .. }) = &r.ask {
        for b in buttons {
            all.push_str(&format!("\n{}\n{}", b.label, b.command));
        }
    }
    all
}

/// A room's reveal: the cards turned over (public from then on, with their players' names).
fn is_reveal(line: &str) -> bool {
    let line = line.trim_start();
    // `!dq log` may open a line with its input's number.
    let line = match line.strip_prefix("`#") {
        Some(rest) => rest.split_once("` ").map_or(line, |(_, l)| l),
        None => line,
    };
    line.starts_with("The face-down card")
}

/// What would name the card `play` that `name` has face down: his card by his name, as a
/// reveal or a play says it (`bob a 4`, `bob plays a 4.`), and, in the channel, his own line
/// (`You lay a 4 face down.`).
fn card_needles(name: &str, play: Play, channel: bool) -> Vec<String> {
    let card = words::play_name(Lang::En, play);
    let mut out = vec![
        format!("{name} {card}"),
        kalladra::lang::text(
            Lang::En,
            "raiders-n-played",
            &[("name", name.to_string()), ("play", card.clone())],
        ),
    ];
    if channel {
        out.push(kalladra::lang::text(
            Lang::En,
            "raiders-n-sealed-own",
            &[("play", card)],
        ));
    }
    out
}

/// The lines of `text` (not a reveal) holding any of `needles`.
fn leaks_in(needles: &[String], text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !is_reveal(l) && needles.iter().any(|n| l.contains(n.as_str())))
        .map(str::to_string)
        .collect()
}

/// Every leak in `text`, read by `who`, of the clock's cards for `name`: any of its inputs
/// with its card (`clock`), and the card he has face down now (`sealed`).
fn clock_leaks(
    clock: &[String],
    name: &str,
    sealed: Option<Play>,
    who: &Target,
    text: &str,
) -> Vec<String> {
    let mut needles = clock.to_vec();
    if let Some(p) = sealed {
        needles.extend(card_needles(name, p, matches!(who, Target::Channel(_))));
    }
    leaks_in(&needles, text)
}

/// The leaks in a running game's export: a play of the clock's with its card, or a sealed
/// event naming the card.
fn record_leaks(bytes: &[u8], seat: usize) -> Vec<String> {
    let json: serde_json::Value = serde_json::from_slice(bytes).unwrap();
    let mut out = Vec::new();
    for e in json["entries"].as_array().unwrap() {
        match serde_json::from_value::<Entry>(e.clone()).unwrap() {
            Entry::Acted {
                act:
                    Act::ForAbsent {
                        seat: s,
                        action: Action::Play(_),
                    },
                ..
            }
            | Entry::Game(RaidersEvent::Sealed {
                seat: s,
                play: Some(_),
            }) if s == seat => out.push(e.to_string()),
            _ => {}
        }
    }
    out
}

/// The running page (`!dq record`), the channel's and another seated reader's by DM, while a
/// card is sealed for the seat away (each page draws every room's board: not every input),
/// searched by `leaks_for`.
async fn running_pages(
    org: &mut Organiser,
    (users, away, step): (&[&str], &str, usize),
    leaks_for: &dyn Fn(&Target, &str) -> Vec<String>,
    seed: u64,
) -> Vec<String> {
    let mut leaks = Vec::new();
    let others: Vec<&str> = users.iter().copied().filter(|u| *u != away).collect();
    let reader = others[step % others.len()];
    for (v, dm) in [(OUTSIDER, false), (reader, true)] {
        for r in ask(org, v, "!dq record", dm, false).await {
            let built = r.clone().finished();
            let file = built.file.unwrap_or_else(|| panic!("{}", built.text));
            let html = String::from_utf8_lossy(&file.bytes);
            assert!(is_running_page(&html), "seed {seed}: {v}'s page");
            let found = leaks_for(&r.target, &page_text(&html));
            let asked = format!("`!dq record` asked by {v} (dm: {dm})");
            leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
        }
    }
    leaks
}

/// One Speed game of `users`, `away` away from the start; each other player types the sensible
/// player's card by DM. Returns how many cards the clock sealed for him.
async fn play_and_search_raiders(users: &[&str], seed: u64, away: usize) -> usize {
    let mut org = organiser(":memory:", seed).await;
    ask(&mut org, "olga", "!dq new raiders", false, false).await;
    for u in users {
        ask(&mut org, u, "!dq join", false, false).await;
    }
    ask(&mut org, "olga", "!dq set speed on", false, false).await;
    ask(&mut org, "olga", "!dq start", false, false).await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let name = users[away];
    let clock = clock_plays(name);
    let mut sent = ask(&mut org, users[away], "!dq away 720", false, false).await;
    let mut own = 0;
    let mut buttons = 0;
    let mut pages = 0;
    let mut readers: Vec<&str> = users.to_vec();
    readers.remove(away);
    readers.extend(["olga", OUTSIDER]);
    for step in 0..2_000 {
        let t = raiders(&org, id).await;
        if t.stage() == Stage::Over {
            break;
        }
        // The card the clock has sealed for him in this room, if any.
        let sealed = view(&t.game, Viewer::Seat(away)).seats[away].sealed_play;
        let leaks_for = |who: &Target, text: &str| clock_leaks(&clock, name, sealed, who, text);
        let mut leaks = Vec::new();
        for r in &sent {
            // A seat's buttons (his plays, items among them) go to him alone.
            if let Some(kalladra::organiser::Ask::Buttons { seat, .. }) = &r.ask {
                let his = Target::Dm(t.sitters()[*seat].user.clone());
                assert_eq!(r.target, his, "seed {seed}: buttons of seat {seat}");
                buttons += 1;
            }
            if r.target != Target::Dm(name.to_string()) {
                let found = leaks_for(&r.target, &carried(r));
                leaks.extend(
                    found
                        .into_iter()
                        .map(|l| format!("told {:?}: {l}", r.target)),
                );
            }
        }
        let banner = kalladra::local::last_input(&org, id, "olga").await.unwrap();
        let found = leaks_for(&Target::Channel("game".into()), &banner);
        leaks.extend(found.into_iter().map(|l| format!("the resume banner: {l}")));
        for (k, v) in readers.iter().enumerate() {
            let admin = *v == "olga";
            let mut commands = vec![
                ("!dq log 30", true),
                ("!dq status", true),
                ("!dq hand", true),
            ];
            if k == step % readers.len() {
                commands.extend([
                    ("!dq log 30", false),
                    ("!dq status", false),
                    ("!dq board", false),
                    ("!dq export", false),
                ]);
            }
            if admin {
                commands.extend([("!dq export", true), ("!dq undo 3", false)]);
            }
            for (cmd, dm) in commands {
                for r in ask(&mut org, v, cmd, dm, admin).await {
                    let asked = format!("`{cmd}` asked by {v} (dm: {dm})");
                    if let Some(f) = r.file.as_ref().filter(|f| f.name.ends_with(".json")) {
                        let found = record_leaks(&f.bytes, away);
                        leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                    }
                    let found = leaks_for(&r.target, &carried(&r));
                    leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                }
            }
        }
        if sealed.is_some() && pages < 3 && step % 5 == 0 {
            pages += 1;
            leaks.extend(running_pages(&mut org, (users, name, step), &leaks_for, seed).await);
        }
        assert!(leaks.is_empty(), "seed {seed}, input {step}: {leaks:#?}");
        // The search is able to fail: the away seat's own log names the card sealed for him,
        // as the channel must never read it.
        for r in ask(&mut org, name, "!dq log 30", true, false).await {
            own += leaks_for(&Target::Channel("game".into()), &r.text).len();
        }
        assert_eq!(raiders(&org, id).await, t, "reading changed the game");
        // The next awaited player (never the away one: the clock has sealed for him).
        let seat = t.awaited()[0];
        assert_ne!(seat, away, "seed {seed}: the game waits on the away seat");
        let action = Sensible.choose(&view(&t.game, Viewer::Seat(seat)));
        let text = words::command(Lang::En, action).unwrap().replace('`', "");
        sent = ask(&mut org, users[seat], &text, true, false).await;
    }
    let t = raiders(&org, id).await;
    assert_eq!(t.stage(), Stage::Over, "seed {seed}: the game did not end");
    let entries = org.store().entries(id).await.unwrap();
    let sealed = entries
        .iter()
        .filter(|e| {
            matches!(
                serde_json::from_str::<Entry>(e),
                Ok(Entry::Acted {
                    act: Act::ForAbsent {
                        action: Action::Play(_),
                        ..
                    },
                    ..
                })
            )
        })
        .count();
    assert!(
        own > 0,
        "seed {seed}: the search found nothing in the seat's own log"
    );
    assert!(buttons > 0, "seed {seed}: no call to play carried buttons");
    assert!(pages > 0, "seed {seed}: no running page searched");
    sealed
}

/// The clock's sealed cards for a Raider away, searched in every output as every other reader.
#[tokio::test]
async fn the_cards_the_clock_seals_for_a_raider_away_reach_nobody_else() {
    let mut sealed = 0;
    for (users, seed, away) in [
        (&["ann", "bob", "cat"][..], 31, 1),
        (&["ann", "bob", "cat", "dan"][..], 32, 0),
    ] {
        sealed += play_and_search_raiders(users, seed, away).await;
    }
    assert!(sealed >= 20, "the clock sealed only {sealed} cards");
}
