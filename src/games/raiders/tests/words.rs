//! Words and board: every event kind and refusal told in both languages, the board's length
//! at five players, and the leak test (texts for the channel or another seat never name what
//! that reader may not know).

use super::*;
use crate::chance::seed_from_u64;
use crate::games::raiders::board::board;
use crate::games::raiders::content::{RoomKind, ROOM_KINDS};
use crate::games::raiders::policy::{Policy, RandomPolicy, Sensible};
use crate::games::raiders::state::{Problem, ITEMS};
use crate::games::raiders::words::{hand, prompt, refusal, room_name, tell};
use crate::lang::Lang;
use std::collections::BTreeSet;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cleo", "Dmitri", "Eva"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The kind of an event, as a name (to count that every kind was told).
fn kind(e: &Event) -> String {
    let debug = format!("{e:?}");
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

/// Every text a viewer gets after one step: the events told, the board, the prompt, the hand.
fn texts(g: &Game, viewer: Viewer, events: &[Event], n: usize) -> Vec<String> {
    let ns = names(n);
    let mut out = Vec::new();
    for lang in Lang::ALL {
        out.extend(tell(lang, g, viewer, &ns, events));
        let v = view(g, viewer);
        out.push(prompt(lang, &v, &ns));
        out.extend(hand(lang, &v));
        if viewer == Viewer::Table {
            out.push(board(lang, &v, &ns));
        }
    }
    out
}

/// A step-by-step random game: calls `each(g, events)` after every action.
fn walk(seed: u64, settings: Settings, sensible: bool, mut each: impl FnMut(&Game, &[Event])) {
    let mut g = Game::new(seed_from_u64(seed), settings);
    let first = apply(&mut g, 0, Action::Start).expect("starts");
    each(&g, &first);
    let mut random = RandomPolicy::new(seed);
    while g.phase == Phase::Playing {
        let seat = g.awaited()[0];
        let v = view(&g, Viewer::Seat(seat));
        let a = if sensible {
            Sensible.choose(&v)
        } else {
            random.choose(&v)
        };
        let events = apply(&mut g, seat, a).expect("legal");
        each(&g, &events);
    }
}

fn all_settings() -> Vec<Settings> {
    let mut all = Vec::new();
    for players in 1..=5u8 {
        for speed in [false, true] {
            all.push(Settings {
                players,
                speed,
                solo_character: players % 5,
                solo_wounds: 2 + players % 4,
            });
        }
    }
    all
}

#[test]
fn every_event_kind_is_told_in_both_languages() {
    let mut told = BTreeSet::new();
    for (i, s) in all_settings().into_iter().enumerate() {
        for seed in 0..4u64 {
            walk(
                seed * 31 + i as u64,
                s.clone(),
                seed % 2 == 0,
                |g, events| {
                    let n = g.seats.len();
                    for e in events {
                        for lang in Lang::ALL {
                            for viewer in [Viewer::Table, Viewer::Seat(0)] {
                                let lines =
                                    tell(lang, g, viewer, &names(n), std::slice::from_ref(e));
                                assert_eq!(lines.len(), 1, "{e:?}");
                                assert!(!lines[0].contains("raiders-"), "{}", lines[0]);
                            }
                        }
                        told.insert(kind(e));
                    }
                },
            );
        }
    }
    for k in [
        "Prepared",
        "LevelDealt",
        "RoomEntered",
        "AttackDrawn",
        "TorchUsed",
        "Played",
        "Sealed",
        "Revealed",
        "MonsterFought",
        "MonsterConfused",
        "TrapSprung",
        "Treasure",
        "Wounds",
        "ItemTaken",
        "Died",
        "RoomCleared",
        "Rested",
        "Ended",
    ] {
        assert!(told.contains(k), "no random game told a {k}: {told:?}");
    }
}

#[test]
fn every_refusal_says_why_in_both_languages() {
    let ns = names(3);
    let mut all = vec![
        Rejection::BadSettings(Problem::Players(7)),
        Rejection::BadSettings(Problem::Character { id: 9, count: 6 }),
        Rejection::BadSettings(Problem::Wounds(1)),
        Rejection::NotStarted,
        Rejection::AlreadyStarted,
        Rejection::GameOver,
        Rejection::NoSuchSeat(9),
        Rejection::Eliminated,
        Rejection::NotYourTurn { awaited: vec![1] },
        Rejection::AlreadySealed,
        Rejection::NoSuchCard(7),
        Rejection::CardAlreadyPlayed(3),
        Rejection::NoDarkRoom,
    ];
    all.extend(ITEMS.map(Rejection::NoItem));
    all.extend(ROOM_KINDS.map(Rejection::KeyOutsideTreasure));
    all.extend(ROOM_KINDS.map(Rejection::SwordOutsideMonster));
    for r in &all {
        let en = refusal(Lang::En, r, &ns);
        let es = refusal(Lang::Es, r, &ns);
        assert_ne!(en, es, "{r:?}");
        assert!(
            !en.contains("raiders-") && !es.contains("raiders-"),
            "{r:?}"
        );
    }
    assert_eq!(
        refusal(Lang::Es, &Rejection::BadSettings(Problem::Wounds(1)), &ns),
        "Una partida en solitario empieza con 2 a 5 heridas, no con 1."
    );
    assert_eq!(
        refusal(Lang::En, &Rejection::NotYourTurn { awaited: vec![1] }, &ns),
        "Not your turn: the game waits on Bob."
    );
    assert_eq!(
        refusal(
            Lang::Es,
            &Rejection::KeyOutsideTreasure(RoomKind::Trap),
            &ns
        ),
        "Una llave solo abre una sala del tesoro, y esta es una sala con trampa."
    );
    assert_eq!(
        refusal(Lang::En, &Rejection::CardAlreadyPlayed(3), &ns),
        "Your 3 is already down this level; it comes back when the level ends."
    );
    assert_eq!(
        refusal(Lang::Es, &Rejection::NoItem(Item::CrystalBall), &ns),
        "No tienes ninguna bola de cristal."
    );
}

#[test]
fn a_real_refusal_reads_as_the_rules_gave_it() {
    let mut g = started(3);
    at_room(&mut g, "chest-4");
    let r = apply(&mut g, 1, Action::Play(Play::Power(3))).unwrap_err();
    let ns = names(3);
    assert_eq!(
        refusal(Lang::En, &r, &ns),
        "Not your turn: the game waits on Ann."
    );
    assert_eq!(
        refusal(Lang::Es, &r, &ns),
        "No es tu turno: se espera a Ann."
    );
}

#[test]
fn the_prompt_names_who_plays_and_a_seat_sees_its_own_commands() {
    let mut g = started(3);
    at_room(&mut g, "troll");
    g.seats[0].items = Items([0, 0, 0, 1]);
    g.seats[0].used = [false, true, false, false, false];
    let ns = names(3);
    let table = prompt(Lang::En, &view(&g, Viewer::Table), &ns);
    assert!(table.contains("Ann plays in **Troll**"), "{table}");
    assert!(table.contains("Ann has 4 cards left: 1 3 4 5"), "{table}");
    assert!(
        !table.contains("Play 1`"),
        "commands are only for the seat: {table}"
    );
    // The table hears of the items that fit a monster room, never of a key.
    assert!(
        table.contains("; or an item if they hold one: `Play sword`, `Play crystal ball`."),
        "{table}"
    );
    // Holding no item, no item is offered.
    let mut empty = g.clone();
    empty.seats[0].items = Items::default();
    let none = prompt(Lang::En, &view(&empty, Viewer::Table), &ns);
    assert!(
        none.contains("Ann has 4 cards left: 1 3 4 5.") && !none.contains("item"),
        "{none}"
    );
    let own = prompt(Lang::Es, &view(&g, Viewer::Seat(0)), &ns);
    assert!(own.contains("Te toca."), "{own}");
    assert!(
        own.contains("`Jugar espada`") && own.contains("`Jugar 4`"),
        "{own}"
    );
    assert!(
        !own.contains("`Jugar 2`") && !own.contains("`Jugar llave`"),
        "{own}"
    );
}

#[test]
fn the_hand_shows_power_cards_items_and_torch_peeks_to_its_owner_only() {
    let mut g = started(3);
    at_room(&mut g, "troll");
    g.row[1].face_up = false;
    let dark = g.row[1].card;
    g.seats[2].items = Items([1, 2, 0, 0]);
    g.seats[2].used = [true, false, false, false, false];
    g.seats[2].peeked.insert(dark);
    let mine = hand(Lang::En, &view(&g, Viewer::Seat(2))).expect("a seat has a hand");
    assert!(mine.contains("Power cards: 2 3 4 5"), "{mine}");
    assert!(mine.contains("Items: torch, 2× crystal ball"), "{mine}");
    assert!(
        mine.contains(&format!(
            "Seen by torchlight: {}",
            room_name(Lang::En, dark)
        )),
        "{mine}"
    );
    let theirs = hand(Lang::En, &view(&g, Viewer::Seat(1))).expect("a hand");
    assert!(
        !theirs.contains("torchlight") && !theirs.contains("torch,"),
        "{theirs}"
    );
    assert_eq!(hand(Lang::En, &view(&g, Viewer::Table)), None);
}

/// Under Speed a card sealed face down is out of the hand until the reveal: it is listed as
/// face down, not among the cards or items still held.
#[test]
fn a_sealed_card_is_no_longer_listed_in_hand() {
    let mut g = started_with(Settings {
        speed: true,
        ..settings(3)
    });
    at_room(&mut g, "troll");
    g.seats[0].items = Items([0, 0, 0, 1]);
    let seat = g.awaited()[0];
    play(&mut g, &[(seat, Play::Power(3))]);
    let mine = hand(Lang::En, &view(&g, Viewer::Seat(seat))).expect("a hand");
    assert!(mine.contains("Power cards: 1 2 4 5"), "{mine}");
    assert!(mine.contains("Face down this round: a 3"), "{mine}");
    let other = g.awaited()[0];
    g.seats[other].items = Items([0, 0, 0, 1]);
    play(&mut g, &[(other, Play::Sword)]);
    let theirs = hand(Lang::En, &view(&g, Viewer::Seat(other))).expect("a hand");
    assert!(theirs.contains("Power cards: 1 2 3 4 5"), "{theirs}");
    assert!(!theirs.contains("Items: sword"), "{theirs}");
}

#[test]
fn the_board_of_five_players_fits_a_discord_message_at_its_longest() {
    let mut g = started(5);
    at_room(&mut g, "item-vault");
    let long: Vec<String> = (0..5).map(|i| format!("{}{i}", "W".repeat(31))).collect();
    for (s, r) in g.seats.iter_mut().enumerate() {
        r.treasure = 20;
        r.wounds = 9;
        r.items = Items([1, 2, 1, 1]);
        if let Some(c) = &mut g.room {
            c.crystal[s] = 3;
            c.plays[s] = Some(Play::Sword);
        }
    }
    for lang in Lang::ALL {
        let b = board(lang, &view(&g, Viewer::Table), &long);
        let n = b.chars().count();
        assert!(n < 2_000, "{lang}: {n} characters\n{b}");
        assert!(b.lines().all(|l| l.chars().count() < 260), "{b}");
        assert_eq!(b.lines().filter(|l| l.contains("WWW")).count(), 5, "{b}");
    }
    // And through whole random games of five, with Speed and without.
    for speed in [false, true] {
        let s = Settings {
            players: 5,
            speed,
            ..Settings::default()
        };
        walk(77, s, false, |g, _| {
            for lang in Lang::ALL {
                let b = board(lang, &view(g, Viewer::Table), &long);
                assert!(b.chars().count() < 2_000, "{b}");
            }
        });
    }
}

#[test]
fn the_board_shows_backs_for_dark_rooms_and_the_cards_put_down() {
    let mut g = started(3);
    at_room(&mut g, "dragon");
    g.row[0].face_up = false;
    g.seats[0].peeked.insert(g.row[0].card);
    apply(&mut g, 0, Action::Play(Play::Power(4))).expect("plays");
    let b = board(Lang::En, &view(&g, Viewer::Table), &names(3));
    assert!(b.contains("Now: **Dragon**: strength 14"), "{b}");
    assert!(b.contains("Rooms ahead: 🂠 · "), "{b}");
    assert!(b.contains("**Ann** (") && b.contains("put down a 4"), "{b}");
    assert!(b.contains("▶️ **Bob**"), "{b}");
    // Even the seat who saw the dark room gets a back on the channel's board.
    let seen = board(Lang::En, &view(&g, Viewer::Seat(0)), &names(3));
    assert!(seen.contains("Rooms ahead: 🂠 · "), "{seen}");
}

/// Whether `viewer` may know a card of the level row, by the game itself (not the view under
/// test): face up, or seen by this seat's torch.
fn may_know(g: &Game, viewer: Viewer, slot: &state::Slot) -> bool {
    slot.face_up || matches!(viewer, Viewer::Seat(s) if g.seats[s].peeked.contains(&slot.card))
}

/// The names of every card `viewer` has seen so far (face up, entered, or by torchlight).
fn seen_names(g: &Game, viewer: Viewer, seen: &mut BTreeSet<String>) {
    let row = g
        .row
        .iter()
        .filter(|s| may_know(g, viewer, s))
        .map(|s| s.card);
    for c in row.chain(g.room.as_ref().map(|r| r.card)) {
        for lang in Lang::ALL {
            seen.insert(room_name(lang, c));
        }
    }
}

#[test]
fn no_text_for_the_channel_or_another_seat_names_a_hidden_card() {
    for (i, s) in all_settings().into_iter().enumerate() {
        for seed in 0..3u64 {
            let mut seen: Vec<BTreeSet<String>> = vec![BTreeSet::new(); 6];
            walk(seed * 7 + i as u64, s.clone(), seed == 1, |g, events| {
                if g.over() {
                    return;
                }
                let n = g.seats.len();
                let viewers: Vec<Viewer> = std::iter::once(Viewer::Table)
                    .chain((0..n).map(Viewer::Seat))
                    .collect();
                for (k, &viewer) in viewers.iter().enumerate() {
                    seen_names(g, viewer, &mut seen[k]);
                    // Hidden: the removed cards, the piles, the face-down rooms it did not see.
                    let mut hidden: Vec<_> = g.removed.clone();
                    hidden.extend(g.piles.iter().flatten().map(|s| s.card));
                    hidden.extend(
                        g.row
                            .iter()
                            .filter(|s| !may_know(g, viewer, s))
                            .map(|s| s.card),
                    );
                    let secret: Vec<String> = hidden
                        .iter()
                        .flat_map(|&c| Lang::ALL.map(|l| room_name(l, c)))
                        .filter(|name| !seen[k].contains(name))
                        .collect();
                    for text in texts(g, viewer, events, n) {
                        for name in &secret {
                            assert!(
                                !text.contains(&format!("**{name}**"))
                                    && !text.contains(&format!(": {name}"))
                                    && !text.contains(&format!(" {name},"))
                                    && !text.contains(&format!(" · {name}")),
                                "{viewer:?} reads hidden {name}: {text}"
                            );
                        }
                    }
                }
            });
        }
    }
}

#[test]
fn texts_for_others_do_not_change_with_a_seats_hidden_items_sealed_card_or_the_deal() {
    for (i, s) in all_settings().into_iter().enumerate() {
        if s.players < 2 {
            continue;
        }
        walk(i as u64 + 100, s.clone(), false, |g, events| {
            if g.over() {
                return;
            }
            let n = g.seats.len();
            // Seat 0's secrets changed: other items (same count), another sealed card, and
            // the hidden cards of the dungeon turned around.
            let mut other = g.clone();
            let hand = &mut other.seats[0].items;
            let total = hand.total() as u8;
            *hand = Items([0, 0, 0, total]);
            if let Some(c) = &mut other.room {
                if c.sealed[0].is_some() {
                    c.sealed[0] = Some(Play::Power(if c.sealed[0] == Some(Play::Power(1)) {
                        2
                    } else {
                        1
                    }));
                }
            }
            other.removed.reverse();
            for p in other.piles.iter_mut() {
                p.reverse();
            }
            let unseen: Vec<usize> = (0..other.row.len())
                .filter(|&j| {
                    !other.row[j].face_up
                        && !g.seats[1..]
                            .iter()
                            .any(|r| r.peeked.contains(&g.row[j].card))
                })
                .collect();
            if unseen.len() > 1 {
                let (a, b) = (unseen[0], unseen[unseen.len() - 1]);
                let (ca, cb) = (other.row[a].card, other.row[b].card);
                other.row[a].card = cb;
                other.row[b].card = ca;
            }
            for viewer in std::iter::once(Viewer::Table).chain((1..n).map(Viewer::Seat)) {
                assert_eq!(
                    texts(g, viewer, events, n),
                    texts(&other, viewer, events, n),
                    "{viewer:?} sees seat 0's secrets"
                );
            }
        });
    }
}

#[test]
fn text_that_is_not_a_command_is_answered_with_what_would_be() {
    use crate::games::raiders::command::parse;
    use crate::games::raiders::words::parse_error;
    let en = parse_error(Lang::En, &parse("Play potion").unwrap_err());
    assert!(
        en.starts_with("“potion” is not a card you can play"),
        "{en}"
    );
    let es = parse_error(Lang::Es, &parse("Jugar poción").unwrap_err());
    assert!(es.starts_with("«poción» no es una carta"), "{es}");
    assert!(
        es.contains("`bola de cristal`") && es.contains("`Usar antorcha`"),
        "{es}"
    );
    for text in ["", "Play", "hola", &"9".repeat(200)] {
        let e = parse(text).unwrap_err();
        for lang in Lang::ALL {
            let said = parse_error(lang, &e);
            assert!(!said.contains("raiders-"), "{said}");
        }
        assert_ne!(parse_error(Lang::En, &e), parse_error(Lang::Es, &e));
    }
}

/// Speed keeps no start player (D1) and a player alone needs none: neither the dungeon's
/// opening nor a cleared room names one; a game in turns does.
#[test]
fn only_a_game_in_turns_names_who_leads() {
    for (players, speed, named) in [(3, false, true), (3, true, false), (1, false, false)] {
        let s = Settings {
            players,
            speed,
            ..settings(players)
        };
        let mut g = Game::new(seed_from_u64(5), s);
        let first = apply(&mut g, 0, Action::Start).expect("starts");
        let said = tell(Lang::En, &g, Viewer::Table, &names(3), &first).join("\n");
        assert_eq!(said.contains("goes first"), named, "{said}");
        let cleared = Event::RoomCleared { start: 0 };
        let said = tell(Lang::En, &g, Viewer::Table, &names(3), &[cleared]).join("\n");
        assert_eq!(said.contains("leads into"), named, "{said}");
        assert!(said.contains("The room is cleared."), "{said}");
    }
}

/// A room that gives nobody anything says so (a chest shared by more players than it has
/// coins, D8); one that gives something does not.
#[test]
fn a_room_that_gives_nobody_anything_says_so() {
    for lang in Lang::ALL {
        let line = crate::lang::text(lang, "raiders-n-nothing-taken", &[("players", "3".into())]);
        let mut g = started(3);
        set(&mut g, &[0; 3], &[0; 3]);
        at_room(&mut g, "chest-2");
        let events = powers(&mut g, &[3, 3, 3]);
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::RoomCleared { .. })));
        let said = tell(lang, &g, Viewer::Table, &names(3), &events).join("\n");
        assert!(said.contains(&line), "{said}");
        let mut g = started(3);
        set(&mut g, &[0; 3], &[0; 3]);
        at_room(&mut g, "chest-3");
        let events = powers(&mut g, &[5, 2, 1]);
        let said = tell(lang, &g, Viewer::Table, &names(3), &events).join("\n");
        assert!(!said.contains(&line), "{said}");
    }
}

/// The table tells an input's events together (`Seated::tell`), so the room that gave
/// nobody anything says so there too: in the channel, in `!dq log` and on the record page.
#[test]
fn the_table_tells_a_room_that_gives_nobody_anything() {
    use crate::games::raiders::table::{Entry, Table};
    use crate::games::{Reader, Seated};
    let mut table = Table::new(seed_from_u64(3));
    for (i, n) in names(3).into_iter().enumerate() {
        table.sitters.push((format!("u{i}"), n));
    }
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chest-2");
    powers(&mut g, &[3, 3]);
    let events = play(&mut g, &[(2, Play::Power(3))]);
    table.game = g;
    let entries: Vec<String> = events
        .into_iter()
        .map(|e| serde_json::to_string(&Entry::Game(e)).unwrap())
        .collect();
    for lang in Lang::ALL {
        let line = crate::lang::text(lang, "raiders-n-nothing-taken", &[("players", "3".into())]);
        let said = table.tell(&entries, Reader::Channel, lang).join("\n");
        assert!(said.contains(&line), "{said}");
    }
}

/// The end's lines agree with how many they name: in Spanish "se desploma" for one and "se
/// desploman" for several.
#[test]
fn the_ends_lines_agree_with_how_many_collapsed_or_died() {
    let mut one = None;
    let mut many = None;
    for seed in 0..400 {
        walk(seed, Settings::default(), false, |g, events| {
            for e in events {
                if let Event::Ended { outcome } = e {
                    let n = outcome.collapsed.len();
                    if n == 1 && one.is_none() {
                        one = Some((g.clone(), events.to_vec()));
                    } else if n > 1 && many.is_none() {
                        many = Some((g.clone(), events.to_vec()));
                    }
                }
            }
        });
        if one.is_some() && many.is_some() {
            break;
        }
    }
    let said = |(g, events): &(Game, Vec<Event>)| {
        tell(Lang::Es, g, Viewer::Table, &names(g.seats.len()), events).join("\n")
    };
    let one = said(&one.expect("a game where one collapses"));
    assert!(one.contains("Se desploma con más heridas: "), "{one}");
    let many = said(&many.expect("a game where several collapse"));
    assert!(many.contains("Se desploman con más heridas: "), "{many}");
}

/// A seat's buttons (`Seated::buttons`) are exactly what his call to play lists, in either
/// language, while the game waits on him, and none otherwise: each command reads back, by DM,
/// as a move the table takes from him, and fits a button's id.
#[test]
fn every_button_is_a_play_the_seat_may_make_now() {
    use crate::games::raiders::table::Table;
    use crate::games::{Button, Heard, Move, Reader, Seated, Stage, Who};
    let mut pressed = 0;
    for (k, speed) in [(1u64, false), (2, true), (3, false), (4, true)] {
        let seed = seed_from_u64(k);
        let mut t = Table::new(seed);
        let mut len = 0;
        let act = |t: &mut Table, who: Who, mv: Move, len: &mut usize| {
            let entries = t.decide(who, true, &mv, Lang::En).unwrap();
            for e in &entries {
                t.fold(e).unwrap();
            }
            *len += entries.len();
        };
        for (i, n) in names(3 + (k as usize % 2)).into_iter().enumerate() {
            let mv = Move::Join {
                user: format!("u{i}"),
                name: n,
                role: None,
            };
            act(&mut t, Who::Newcomer, mv, &mut len);
        }
        if speed {
            let mv = Move::Set {
                key: "speed".into(),
                value: "on".into(),
            };
            act(&mut t, Who::Organiser, mv, &mut len);
        }
        act(&mut t, Who::Organiser, Move::Start, &mut len);
        while t.stage() == Stage::Playing {
            let awaited = t.awaited();
            for seat in 0..t.sitters().len() {
                for lang in Lang::ALL {
                    let buttons = t.buttons(seat, lang);
                    if !awaited.contains(&seat) {
                        assert_eq!(buttons, Vec::<Button>::new(), "seat {seat} is not awaited");
                        continue;
                    }
                    assert!(
                        !buttons.is_empty(),
                        "seat {seat} is awaited and has no button"
                    );
                    let listed = t.prompt(Reader::Seat(seat), lang, &|s| format!("#{s}"));
                    for b in &buttons {
                        assert!(b.command.len() <= Button::MAX_COMMAND, "{b:?}");
                        assert!(
                            listed.contains(&format!("`{}`", b.command)),
                            "{listed}: {b:?}"
                        );
                        let Heard::Play(mv) = t.read(&b.command, true, Who::Seat(seat), lang)
                        else {
                            panic!("{b:?} does not read back as a play");
                        };
                        t.decide(Who::Seat(seat), false, &mv, lang)
                            .unwrap_or_else(|why| panic!("{b:?} refused: {why}"));
                        pressed += 1;
                    }
                    let commands = listed.matches('`').count() / 2;
                    assert_eq!(commands, buttons.len(), "{listed}");
                }
            }
            let seat = awaited[0];
            let choices = crate::chance::ComputerChoices::for_game(&seed, len);
            let mv = t
                .stand_in(seat, choices)
                .expect("a play for the seat awaited");
            let mv = match mv {
                Move::ForAbsent { play, .. } => Move::Play(play),
                other => other,
            };
            act(&mut t, Who::Seat(seat), mv, &mut len);
        }
    }
    assert!(pressed > 500, "only {pressed} buttons checked");
}
