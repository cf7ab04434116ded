//! What a newcomer reads and found wrong: a crystal ball under Speed that leaves one player
//! to play, the board's crystal balls, the end on the board and in the status, solitaire's
//! one chest and one player, and Spanish numbers in agreement.

use super::*;
use crate::chance::seed_from_u64;
use crate::games::raiders::board::board;
use crate::games::raiders::policy::{Policy, Sensible};
use crate::games::raiders::table::Table;
use crate::games::raiders::words::{brief, prompt, result, tell};
use crate::games::Seated;
use crate::lang::{text, Lang};

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cleo"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn solo() -> Settings {
    Settings {
        players: 1,
        ..Settings::default()
    }
}

/// A game of three under Speed in a troll's room: Ann looked into a crystal ball, Bob and
/// Cleo put down a 4 and a 3, all turned over. Only Ann plays again.
fn after_a_crystal_ball() -> (Game, Vec<Event>) {
    let mut g = started_with(Settings {
        players: 3,
        speed: true,
        ..Settings::default()
    });
    at_room(&mut g, "troll");
    g.seats[0].items = Items([0, 1, 0, 0]);
    play(&mut g, &[(0, Play::CrystalBall), (1, Play::Power(4))]);
    let events = play(&mut g, &[(2, Play::Power(3))]);
    (g, events)
}

#[test]
fn after_a_crystal_ball_under_speed_the_one_who_plays_again_is_spoken_to_alone() {
    let (mut g, _) = after_a_crystal_ball();
    assert_eq!(g.awaited(), vec![0]);
    let ns = names(3);
    let en = prompt(Lang::En, &view(&g, Viewer::Table), &ns);
    assert!(
        en.contains("▶️ After the crystal ball, Ann lays another card face down.")
            && !en.contains("Everyone"),
        "{en}"
    );
    let es = prompt(Lang::Es, &view(&g, Viewer::Table), &ns);
    assert!(
        es.contains("▶️ Tras la bola de cristal, Ann deja otra carta boca abajo.")
            && !es.contains("Todos"),
        "{es}"
    );
    // Her one card turns over alone.
    let last = play(&mut g, &[(0, Play::Power(5))]);
    let en = tell(Lang::En, &g, Viewer::Table, &ns, &last).join("\n");
    assert!(
        en.contains("The face-down card turns over: Ann a 5."),
        "{en}"
    );
    let es = tell(Lang::Es, &g, Viewer::Table, &ns, &last).join("\n");
    assert!(es.contains("Se da la vuelta la carta: Ann un 5."), "{es}");
    // At a room's opening, everyone still lays a card; several cards turn over.
    let mut g = started_with(Settings {
        players: 3,
        speed: true,
        ..Settings::default()
    });
    at_room(&mut g, "troll");
    let first = prompt(Lang::En, &view(&g, Viewer::Table), &ns);
    assert!(
        first.contains("▶️ Everyone lays a card face down"),
        "{first}"
    );
    let all = powers(&mut g, &[1, 2, 3]);
    let en = tell(Lang::En, &g, Viewer::Table, &ns, &all).join("\n");
    assert!(en.contains("The face-down cards turn over: "), "{en}");
}

#[test]
fn the_boards_crystal_balls_stand_apart_from_what_comes_next() {
    let (g, _) = after_a_crystal_ball();
    for lang in Lang::ALL {
        let b = board(lang, &view(&g, Viewer::Table), &names(3));
        let nothing = text(lang, "raiders-board-nothing", &[]);
        assert!(b.contains(&format!("1× 🔮 · {nothing}")), "{b}");
    }
}

/// A game of `settings` played to its end by the sensible player.
fn played_out(seed: u64, settings: Settings) -> Game {
    let mut g = Game::new(seed_from_u64(seed), settings);
    apply(&mut g, 0, Action::Start).expect("starts");
    while g.phase == Phase::Playing {
        let seat = g.awaited()[0];
        let a = Sensible.choose(&view(&g, Viewer::Seat(seat)));
        apply(&mut g, seat, a).expect("legal");
    }
    g
}

#[test]
fn after_the_end_the_board_and_the_status_give_the_result() {
    let g = played_out(11, settings(3));
    assert!(g.over());
    let ns = names(3);
    let v = view(&g, Viewer::Table);
    let b = board(Lang::En, &v, &ns);
    let res = result(Lang::En, &v, &ns).expect("a result once over");
    assert!(
        b.starts_with("**Dungeon Raiders** · level 5/5 · the raid is over\n🏁 The raid is over.")
            && b.ends_with(&res),
        "{b}"
    );
    for n in &ns {
        assert!(b.contains(&format!("\n{n}: ")), "{n}: {b}");
    }
    assert!(!b.contains("nothing yet") && !b.contains("cards 1"), "{b}");
    // The status (the prompt) says the same as the last lines did.
    let said = prompt(Lang::Es, &v, &ns);
    assert!(said.starts_with("🏁 Se acabó la incursión."), "{said}");
    assert_eq!(Some(said), result(Lang::Es, &v, &ns));
    // Ended by the organiser mid-level: over too, and nobody won.
    let mut t = Table::new(seed_from_u64(2));
    for (i, n) in ns.iter().enumerate() {
        t.sitters.push((format!("u{i}"), n.clone()));
    }
    t.game = started(3);
    t.abandoned = Some("time".into());
    let b = t.board(crate::games::Reader::Channel, Lang::En);
    assert!(
        b.contains(
            "the raid is over\n🏁 The raid is over. The organiser ended it early: nobody wins."
        ),
        "{b}"
    );
    let status = t.prompt(crate::games::Reader::Channel, Lang::En, &|s| ns[s].clone());
    assert!(
        status.contains("nobody wins.") && status.contains("Ann: "),
        "{status}"
    );
    assert!(!status.contains("plays in"), "{status}");
}

#[test]
fn solitaires_one_chest_and_one_player_are_spoken_of_in_the_singular() {
    let g = started_with(solo());
    let v = view(&g, Viewer::Table);
    let one = brief(Lang::En, &v, card("chest-3"), None);
    assert!(
        one.starts_with("a chest of 3: your card must beat it"),
        "{one}"
    );
    let two = brief(Lang::En, &v, card("chests-3-2"), None);
    assert!(two.starts_with("chests 3 + 2: "), "{two}");
    let uno = brief(Lang::Es, &v, card("chest-3"), None);
    assert!(
        uno.starts_with("un cofre de 3: tu carta tiene que superarlo"),
        "{uno}"
    );
    // Spanish speaks to the one player as "tú", never to a group.
    let ns = names(1);
    let entered = Event::RoomEntered {
        card: card("spike"),
    };
    let rested = Event::Rested { level: 1 };
    let said = tell(
        Lang::Es,
        &g,
        Viewer::Table,
        &ns,
        &[entered.clone(), rested.clone()],
    );
    let said = said.join("\n");
    assert!(said.contains("🚪 Entras en **Foso de pinchos**"), "{said}");
    assert!(
        said.contains("con un 3 te llevas 1 herida") && !said.contains("todos"),
        "{said}"
    );
    assert!(
        said.contains("Dejas atrás el nivel 1: recuperas tus cartas de poder."),
        "{said}"
    );
    assert!(
        !said.contains("Entráis") && !said.contains("Dejáis"),
        "{said}"
    );
    let en = tell(
        Lang::En,
        &g,
        Viewer::Table,
        &ns,
        std::slice::from_ref(&rested),
    )
    .join("\n");
    assert!(en.contains("you take back your power cards"), "{en}");
    // A game of three still speaks to the group.
    let three = started(3);
    let said = tell(
        Lang::Es,
        &three,
        Viewer::Table,
        &names(3),
        &[entered, rested],
    )
    .join("\n");
    assert!(said.contains("Entráis") && said.contains("todos"), "{said}");
}

#[test]
fn spanish_numbers_agree_with_one() {
    let mut t = Table::new([1; 32]);
    t.sitters.push(("u0".into(), "ana".into()));
    let welcome = t.welcome(Lang::Es);
    assert!(welcome.contains("1 sentado por ahora"), "{welcome}");
    t.sitters.push(("u1".into(), "beto".into()));
    assert!(t.welcome(Lang::Es).contains("2 sentados por ahora"));
    let mut g = started(3);
    at_room(&mut g, "troll");
    g.seats[0].used = [true, true, true, true, false];
    let said = prompt(Lang::Es, &view(&g, Viewer::Table), &names(3));
    assert!(said.contains("A Ann le queda una carta: 5"), "{said}");
    g.seats[0].used = [true, true, true, false, false];
    let said = prompt(Lang::Es, &view(&g, Viewer::Table), &names(3));
    assert!(said.contains("A Ann le quedan 2 cartas: 4 5"), "{said}");
}

/// The seed's line at the start and the end's line name the shuffle alike.
#[test]
fn the_start_and_the_end_name_the_shuffle_alike_in_spanish() {
    let start = text(
        Lang::Es,
        "seated-seed",
        &[("hash", "h".into()), ("commitment", "c".into())],
    );
    let args = ["seed", "hash", "log", "file"].map(|k| (k, "x".to_string()));
    let end = text(Lang::Es, "fair-seed-record", &args);
    for said in [start, end] {
        assert!(
            said.contains("cada barajado") && !said.contains("barajada"),
            "{said}"
        );
    }
}

/// Newcomer p10: Spanish that reads naturally. Solitaire's one player is spoken to when a
/// room gives nothing (not "nobody"), and someone away is played for "en su lugar".
#[test]
fn spanish_says_you_to_the_one_player_and_plays_in_someones_place() {
    let one = [("players", "1".to_string())];
    let three = [("players", "3".to_string())];
    assert_eq!(
        text(Lang::Es, "raiders-n-nothing-taken", &one),
        "No te llevas nada de esta sala."
    );
    assert_eq!(
        text(Lang::Es, "raiders-n-nothing-taken", &three),
        "Nadie se lleva nada de esta sala."
    );
    assert_eq!(
        text(Lang::En, "raiders-n-nothing-taken", &one),
        "You take nothing from this room."
    );
    let said = text(
        Lang::Es,
        "deadline-away-over",
        &[("name", "Ana".to_string())],
    );
    assert!(said.contains("el bot juega en su lugar"), "{said}");
    assert!(!said.contains("esa persona"), "{said}");
}

/// Newcomer p9: solitaire's character changes nothing but its name (D12: 2 gold, no items and
/// the wounds chosen, whoever it is), so the welcome no longer invites anyone to choose one;
/// it still offers the starting wounds, which do matter.
#[test]
fn the_welcome_does_not_invite_a_choice_that_changes_nothing() {
    let args = [("seats", "1".to_string()), ("max", "5".to_string())];
    let en = text(Lang::En, "raiders-welcome", &args);
    assert!(!en.contains("character wizard"), "{en}");
    assert!(en.contains("`!dq set wounds 3`"), "{en}");
    let es = text(Lang::Es, "raiders-welcome", &args);
    assert!(!es.contains("personaje mago"), "{es}");
    assert!(es.contains("`!dq ajustar heridas 3`"), "{es}");
}

/// Under Speed, the last card sealed turns every card over in the same input: its player is
/// not told by DM, after the reveal, that he left it face down; an earlier seal still is.
#[test]
fn the_last_sealer_is_not_told_his_card_after_the_reveal() {
    let mut g = started_with(Settings {
        speed: true,
        ..settings(3)
    });
    at_room(&mut g, "troll");
    let ns = names(3);
    let first = play(&mut g, &[(0, Play::Power(1))]);
    let own = tell(Lang::Es, &g, Viewer::Seat(0), &ns, &first).join("\n");
    assert!(own.contains("Dejas"), "{own}");
    play(&mut g, &[(1, Play::Power(2))]);
    let last = play(&mut g, &[(2, Play::Power(1))]);
    let table = tell(Lang::Es, &g, Viewer::Table, &ns, &last);
    let seat = tell(Lang::Es, &g, Viewer::Seat(2), &ns, &last);
    assert!(seat.iter().all(|l| !l.contains("Dejas")), "{seat:?}");
    assert!(
        seat.iter().all(|l| table.contains(l)),
        "{seat:?}\n{table:?}"
    );
}

/// A setting set again to what it already is changes nothing and says so (at every table, as
/// DungeonQuest does), in both languages; a log that holds such an input, stored before it
/// was refused, still replays.
#[test]
fn a_setting_set_again_is_said_to_be_so_and_old_logs_still_replay() {
    use crate::games::raiders::table::Table;
    use crate::games::table::{replay::replay_check, Entry};
    use crate::games::{Move, Seated, Who};
    let seed = seed_from_u64(3);
    let mut t = Table::new(seed);
    let speed = |v: &str| Move::Set {
        key: "speed".into(),
        value: v.into(),
    };
    let first = t
        .decide(Who::Organiser, true, &speed("on"), Lang::En)
        .unwrap();
    for e in &first {
        t.fold(e).unwrap();
    }
    let again = t
        .decide(Who::Organiser, true, &speed("on"), Lang::En)
        .unwrap_err();
    assert!(again.contains("is already"), "{again}");
    let es = t
        .decide(Who::Organiser, true, &speed("on"), Lang::Es)
        .unwrap_err();
    assert!(es.contains("ya es"), "{es}");
    assert!(t
        .decide(Who::Organiser, true, &speed("off"), Lang::En)
        .is_ok());
    // An older log with the same setting twice.
    let stored: Vec<Entry<super::super::table::Raiders>> = first
        .iter()
        .chain(&first)
        .map(|e| serde_json::from_str(e).unwrap())
        .collect();
    assert!(replay_check(seed, &stored).is_ok());
}
