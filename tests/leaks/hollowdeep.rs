//! Hollowdeep in the leak suite: games where every seat answers Response windows itself
//! (`answer respond ask`, by DM) and one seat is away from the start, so the clock plays his
//! turns and answers his windows. After every input its replies and local play's `--resume`
//! banner, and after every other one every output that shows the game (the board, the status
//! and the log in the channel and by DM, the hands, and every third time the export and the
//! undo preview), are asked for as every reader and searched for what only someone else may know now (G45): a card in another's hand, another's
//! sealed window answer while the window is open, another's standing answers, the seed. The
//! running game's export is searched too: no deal, no deck order, no other's draw, sealed
//! answer or standing answers.

use super::between::{is_running_page, page_text};
use super::*;
use kalladra::chance::{seed_from_u64, ComputerChoices};
use kalladra::games::dungeoneer::action::Action;
use kalladra::games::dungeoneer::event::Event as HollowEvent;
use kalladra::games::dungeoneer::policy::Computer;
use kalladra::games::dungeoneer::seated::{Entry, Table as Hollow};
use kalladra::games::dungeoneer::{view, words};
use kalladra::games::table::Act;
use kalladra::games::{Seated, Stage};
use kalladra::lang::Lang;

/// The game as the organiser holds it loaded (`tests/hollowdeep.rs` holds that it is the
/// store's log folded).
async fn hollow(org: &Organiser, id: i64) -> Hollow {
    use kalladra::games::Tables;
    let any: &dyn std::any::Any = org.loaded(id).expect("loaded");
    any.downcast_ref::<Hollow>()
        .expect("a Hollowdeep table")
        .clone()
}

/// What `user` may not read now: the names of the cards in the other hands and in the other
/// seats' sealed answers of an open window; the other seats' standing answers as their DM
/// says them; the seed.
fn secrets(t: &Hollow, user: &str) -> Vec<String> {
    let mine = t.sitters().iter().position(|s| s.user == user);
    let g = &t.game;
    let mut out = vec![kalladra::audit::seed_hex(&g.seed)];
    for (s, p) in g.players.iter().enumerate() {
        if Some(s) == mine {
            continue;
        }
        out.extend(p.hand.iter().map(|&c| words::card_name(Lang::En, c)));
    }
    if let Some(c) = g.combat.as_ref().filter(|c| !c.waiting.is_empty()) {
        for (s, plays) in &c.plays {
            if Some(*s) != mine {
                let cards = plays.iter().filter_map(|r| r.card);
                out.extend(cards.map(|c| words::card_name(Lang::En, c)));
            }
        }
    }
    out
}

/// The lines of `text` holding any of `needles`, but a discard's, and a face-up card's going
/// back to its hand (a monster after a fight, a card whose upkeep was not paid): a card
/// discarded face up is public, and may come back into a hand with the discards shuffled into
/// the deck (G41).
fn leaks_in(needles: &[String], text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.contains(" discards "))
        .filter(|l| !l.contains("'s hand (upkeep not paid)") && !l.contains(" goes back to "))
        .filter(|l| needles.iter().any(|n| l.contains(n.as_str())))
        .map(str::to_string)
        .collect()
}

/// The leaks in a running game's export as the channel gets it: the deal's secret part, a
/// deck order, another's draw, a sealed answer or standing answers, or an input of them
/// shown (a discard is public: the pile lies face up, G45).
fn export_leaks(bytes: &[u8]) -> Vec<String> {
    let json: serde_json::Value = serde_json::from_slice(bytes).unwrap();
    let mut out = Vec::new();
    for e in json["entries"].as_array().unwrap() {
        let leak = match serde_json::from_value::<Entry>(e.clone()).unwrap() {
            Entry::Game(ev) => match ev {
                HollowEvent::Dealt { deal, .. } => deal.is_some(),
                HollowEvent::Drew {
                    cards, reshuffled, ..
                } => cards.is_some() || reshuffled.is_some(),
                HollowEvent::MapsReshuffled { order, .. } => order.is_some(),
                HollowEvent::MapPlaced { reshuffled, .. } => reshuffled.is_some(),
                HollowEvent::Died { quests_back, .. } => quests_back.is_some(),
                HollowEvent::Answered { plays, .. } => plays.is_some(),
                HollowEvent::StandingSet { standing, .. } => standing.is_some(),
                _ => false,
            },
            Entry::Acted {
                act: Act::Play(a) | Act::ForAbsent { action: a, .. },
                ..
            } => matches!(a, Action::Respond { .. } | Action::Stand(_)),
            _ => false,
        };
        if leak {
            out.push(e.to_string());
        }
    }
    out
}

/// The running page (`!dq record`), the channel's and one player's by DM (each draws every
/// room's board: now and then, not every input), searched for what each reader may not know.
/// The leaks, and how many pages were searched.
async fn running_pages(
    org: &mut Organiser,
    (users, step): (&[&str], usize),
    t: &Hollow,
    seed: u64,
) -> (Vec<String>, usize) {
    let (mut leaks, mut pages) = (Vec::new(), 0);
    let player = users[step % users.len()];
    for (v, dm) in [(OUTSIDER, false), (player, true)] {
        for r in ask(org, v, "!dq record", dm, false).await {
            let file = r.clone().finished().file.expect("a running game's page");
            let html = String::from_utf8_lossy(&file.bytes);
            assert!(is_running_page(&html), "seed {seed}: {v}'s page");
            pages += 1;
            let reader = if dm { v } else { OUTSIDER };
            // His own draws, told to him alone, are his history: the card may have gone
            // round to another hand since (G41).
            let text: String = page_text(&html)
                .lines()
                .filter(|l| !(dm && l.trim_start().starts_with("You draw")))
                .map(|l| format!("{l}\n"))
                .collect();
            let found = leaks_in(&secrets(t, reader), &text);
            let asked = format!("`!dq record` asked by {v} (dm: {dm})");
            leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
        }
    }
    (leaks, pages)
}

/// One game of `users`, `away` away from the start; the others type the computer player's
/// choice (a window's answer by DM). Returns (windows answered, the clock's inputs).
async fn play_and_search(users: &[&str], seed: u64, away: usize) -> (usize, usize) {
    let mut org = organiser(":memory:", seed).await;
    ask(&mut org, "olga", "!dq new dungeoneer", false, false).await;
    for u in users {
        ask(&mut org, u, "!dq join", false, false).await;
    }
    ask(&mut org, "olga", "!dq start", false, false).await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    for u in users {
        ask(&mut org, u, "answer respond ask", true, false).await;
    }
    let mut sent = ask(&mut org, users[away], "!dq away 720", false, false).await;
    let mut readers: Vec<&str> = users.to_vec();
    readers.extend(["olga", OUTSIDER]);
    let (mut windows, mut exports, mut pages) = (0, 0, 0);
    for step in 0..3_000 {
        let t = hollow(&org, id).await;
        if t.stage() == Stage::Over {
            break;
        }
        let mut leaks = Vec::new();
        for r in &sent {
            let reader = match &r.target {
                Target::Dm(user) => user.as_str(),
                Target::Channel(_) => OUTSIDER,
            };
            for l in leaks_in(&secrets(&t, reader), &r.text) {
                leaks.push(format!("told {:?}: {l}", r.target));
            }
            if let Some(kalladra::organiser::Ask::Buttons { seat, .. }) = &r.ask {
                let his = Target::Dm(t.sitters()[*seat].user.clone());
                assert_eq!(r.target, his, "seed {seed}: buttons of seat {seat}");
            }
        }
        let banner = kalladra::local::last_input(&org, id, "olga").await.unwrap();
        for l in leaks_in(&secrets(&t, OUTSIDER), &banner) {
            leaks.push(format!("the resume banner: {l}"));
        }
        // Every reader's looks, every other input (the replies to each are searched above).
        let looks = if step % 2 == 0 { &readers[..] } else { &[][..] };
        for (k, v) in looks.iter().enumerate() {
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
                ]);
            }
            if admin && step % 6 == 0 {
                commands.extend([("!dq export", true), ("!dq undo 3", false)]);
            }
            for (cmd, dm) in commands {
                for r in ask(&mut org, v, cmd, dm, admin).await {
                    let asked = format!("`{cmd}` asked by {v} (dm: {dm})");
                    if let Some(f) = r.file.as_ref().filter(|f| f.name.ends_with(".json")) {
                        exports += 1;
                        let found = export_leaks(&f.bytes);
                        leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                    }
                    // What the channel reads, anyone may.
                    let reader = match (&r.target, dm) {
                        (Target::Dm(u), _) => u.as_str(),
                        _ => OUTSIDER,
                    };
                    let found = leaks_in(&secrets(&t, reader), &r.text);
                    leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
                }
            }
        }
        if step % 40 == 20 {
            let found = running_pages(&mut org, (users, step), &t, seed).await;
            pages += found.1;
            leaks.extend(found.0);
        }
        assert!(leaks.is_empty(), "seed {seed}, input {step}: {leaks:#?}");
        assert_eq!(hollow(&org, id).await, t, "reading changed the game");
        let awaited = Seated::awaited(&t);
        let Some(&seat) = awaited.iter().find(|&&s| s != away) else {
            panic!("seed {seed}: the game waits on the away seat alone");
        };
        let v = view(&t.game, Some(seat));
        let choices = ComputerChoices::for_game(&seed_from_u64(seed), step);
        let action = Computer::new(choices).choose_checked(&t.game, &v);
        let dm = matches!(action, Action::Respond { .. });
        windows += usize::from(dm);
        let text = words::command(Lang::En, &v, &t.names(), &action).unwrap();
        sent = ask(&mut org, users[seat], &text, dm, false).await;
    }
    let t = hollow(&org, id).await;
    assert_eq!(t.stage(), Stage::Over, "seed {seed}: the game did not end");
    assert!(exports > 0, "seed {seed}: no export searched");
    assert!(pages > 0, "seed {seed}: no running page searched");
    let clock = t
        .log()
        .iter()
        .filter(|e| {
            matches!(
                e,
                Entry::Acted {
                    act: Act::ForAbsent { .. },
                    ..
                }
            )
        })
        .count();
    (windows, clock)
}

/// Hands, sealed answers and standing answers, searched in every output as every reader.
#[tokio::test]
async fn a_hollowdeep_hand_window_answer_and_standing_answer_reach_nobody_else() {
    let (mut windows, mut clock) = (0, 0);
    for (users, seed, away) in [
        (&["ann", "bob", "cat"][..], 41, 1),
        (&["ann", "bob"][..], 42, 0),
    ] {
        let (w, c) = play_and_search(users, seed, away).await;
        windows += w;
        clock += c;
    }
    assert!(windows > 0, "no window was answered");
    assert!(clock >= 20, "the clock played only {clock} inputs");
}

/// The search is able to fail: a hand named in a text to another reader is found.
#[test]
fn the_hollowdeep_search_finds_a_hand_card_named() {
    let mut t = Hollow::new(seed_from_u64(1));
    t.sitters = vec![("ann".into(), "ann".into()), ("bob".into(), "bob".into())];
    for e in t
        .decide(
            kalladra::games::Who::Organiser,
            true,
            &kalladra::games::Move::Start,
            Lang::En,
        )
        .unwrap()
    {
        Seated::fold(&mut t, &e).unwrap();
    }
    let card = words::card_name(Lang::En, t.game.players[1].hand[0]);
    assert!(!leaks_in(&secrets(&t, "ann"), &format!("bob holds {card}")).is_empty());
    assert!(leaks_in(&secrets(&t, "bob"), &format!("bob holds {card}")).is_empty());
}
