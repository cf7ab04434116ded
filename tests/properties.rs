//! Property tests with a seeded generator: the parser on arbitrary strings, and the engine on
//! arbitrary actions from arbitrary actors, legal or not.

use kalladra::chance::seed_from_u64;
use kalladra::games::dungeonquest::command::{parse, Command};
use kalladra::games::dungeonquest::engine::board::{Corner, Dir};
use kalladra::games::dungeonquest::engine::content::content;
use kalladra::games::dungeonquest::engine::*;
use kalladra::games::dungeonquest::render::command_text;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// English and Spanish words of commands, and things that are not.
const PIECES: &[&str] = &[
    "move",
    "Move",
    "UP",
    "down",
    "left",
    "RIGHT",
    "upper",
    "lower",
    "search",
    "!dq",
    "!DQ",
    "join",
    "hugo",
    "tower",
    "nw",
    "start",
    "S=",
    "B=",
    "C=",
    "melee",
    "spell",
    "ranged",
    "cards",
    "spark",
    "=",
    "==",
    "Standard Attack",
    "Counterattack",
    "\n",
    " ",
    "@everyone",
    "<@&123>",
    "'; DROP TABLE games; --",
    "\u{0}",
    "\u{200D}",
    "🐉",
    "é",
    "\t",
    "yes",
    "undo",
    // Spanish, with accents and without.
    "Mover",
    "ARRIBA",
    "abajo",
    "izquierda",
    "der",
    "o",
    "superior",
    "buscar",
    "Sí",
    "si",
    "no",
    "E=",
    "Ataque Estándar",
    "ataque brutal",
    "Contraataque",
    "cuerpo a cuerpo",
    "A distancia",
    "hechizo",
    "Cartas/Habilidades usadas",
    "chispa",
    " / ",
    ",",
    "Usar runa",
    "Curación",
    "luz del dia",
    "Soltar",
    "Dar",
    "Quitar",
    "Anillo de rubí",
    "imp",
    "diablillo",
    "torre",
    "unirse",
    "ñ",
];

fn random_text(rng: &mut ChaCha8Rng) -> String {
    let n = rng.next_u32() % 12;
    let mut s = String::new();
    for _ in 0..n {
        match rng.next_u32() % 4 {
            0 => s.push(char::from_u32(rng.next_u32() % 0x11_0000).unwrap_or('?')),
            _ => s.push_str(PIECES[(rng.next_u32() as usize) % PIECES.len()]),
        }
    }
    if rng.next_u32().is_multiple_of(50) {
        s.push_str(&"x".repeat(300));
    }
    s
}

#[test]
fn the_parser_never_panics_and_every_command_round_trips() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut commands = 0;
    for _ in 0..200_000 {
        let text = random_text(&mut rng);
        if let Ok(Command::Play(a)) = parse(&text) {
            commands += 1;
            let again = command_text(&a);
            assert_eq!(
                parse(&again),
                Ok(Command::Play(a.clone())),
                "{text:?} -> {a:?} -> {again:?}"
            );
        }
    }
    assert!(
        commands > 1_000,
        "the generator should hit real commands too ({commands})"
    );
}

fn random_action(rng: &mut ChaCha8Rng, g: &Game) -> Action {
    let r = |rng: &mut ChaCha8Rng, n: u32| (rng.next_u32() % n) as usize;
    let dir = |rng: &mut ChaCha8Rng| Dir::ALL[(rng.next_u32() % 4) as usize];
    let strike = |rng: &mut ChaCha8Rng| Strike::ALL[(rng.next_u32() % 3) as usize];
    let loot_name = |rng: &mut ChaCha8Rng| {
        content().cards[(rng.next_u32() as usize) % content().cards.len()]
            .name
            .clone()
    };
    match r(rng, 40) {
        0..=7 => Action::Move {
            dir: dir(rng),
            half: [None, Some(Half::Upper), Some(Half::Lower)][r(rng, 3)],
        },
        8 => Action::Search,
        9 => Action::Stay,
        10 => Action::Exit,
        11 => Action::Cross {
            rope: rng.next_u32().is_multiple_of(2),
        },
        12 => Action::Retreat,
        13 => [Action::Yes, Action::No, Action::Decline][r(rng, 3)].clone(),
        14 => [Action::Roll, Action::Pray, Action::Reroll, Action::Keep][r(rng, 4)].clone(),
        15 => Action::End(dir(rng)),
        16 => [Action::Drink, Action::DiscardImp][r(rng, 2)].clone(),
        17 => Action::Drop {
            name: loot_name(rng),
        },
        18..=20 => [Action::Escape, Action::Attack][r(rng, 2)].clone(),
        21..=25 => Action::Strikes(Plan {
            sealed: false,
            standard: strike(rng),
            brutal: strike(rng),
            counter: strike(rng),
            spark: rng.next_u32().is_multiple_of(4),
            fury: rng.next_u32().is_multiple_of(8),
            warding: rng.next_u32().is_multiple_of(8),
            flee: rng.next_u32().is_multiple_of(8),
        }),
        26 => [
            Action::TakeMonster,
            Action::DeclineMonster,
            Action::ClaimMonster,
            Action::BotMonster,
            Action::OfferLapsed,
            Action::RandomStrikes,
        ][r(rng, 6)]
        .clone(),
        27 => Action::Join {
            user: format!("u{}", r(rng, 6)),
            name: "x".into(),
            hero: [None, Some(r(rng, 6) as u8)][r(rng, 2)],
        },
        28 if rng.next_u32().is_multiple_of(20) => Action::Leave,
        28 => Action::Search,
        29 => Action::Tower(Corner::ALL[r(rng, 4)]),
        30 => Action::Start,
        31 => {
            let mut order: Vec<usize> = (0..g.seats.len()).collect();
            if rng.next_u32().is_multiple_of(2) {
                order.reverse();
            } else {
                order.push(7);
            }
            Action::Reorder(order)
        }
        32 => Action::Configure(Settings {
            sun_limit: 5 + r(rng, 25) as u8,
            ..Settings::default()
        }),
        33 => Action::Replace {
            seat: r(rng, 5),
            user: format!("u{}", r(rng, 8)),
            name: "sub".into(),
        },
        34 => Action::Remove { seat: r(rng, 5) },
        35 => [Action::Skip, Action::Pause, Action::Resume][r(rng, 3)].clone(),
        // Ending the game by hand, rarely: games should run long enough to test something.
        36 if rng.next_u32().is_multiple_of(20) => Action::Stop {
            reason: "enough".into(),
        },
        36 => Action::Search,
        37 => Action::Extend {
            hours: 1 + r(rng, 10) as u32,
        },
        _ => Action::Search,
    }
}

#[test]
fn the_engine_never_panics_and_refusals_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut accepted = 0usize;
    for n in 0..300u64 {
        let mut g = Game::new(seed_from_u64(n), Settings::default());
        let mut log = Vec::new();
        for _ in 0..400 {
            if g.phase == Phase::Ended {
                break;
            }
            let actor = [
                Actor::Seat(0),
                Actor::Seat(1),
                Actor::Seat(2),
                Actor::Seat(3),
                Actor::Organiser,
                Actor::Newcomer,
            ][(rng.next_u32() % 6) as usize];
            // Mostly arbitrary actions; sometimes a legal one from whoever the game waits on,
            // so games get somewhere.
            let steer = rng.next_u32().is_multiple_of(2);
            let actor = if !steer {
                actor
            } else if g.phase == Phase::Setup {
                if g.seats.len() < 2 {
                    Actor::Newcomer
                } else {
                    Actor::Organiser
                }
            } else {
                let w = g.awaited();
                if w.is_empty() {
                    actor
                } else {
                    w[(rng.next_u32() as usize) % w.len()]
                }
            };
            let a = if steer && actor == Actor::Newcomer {
                Action::Join {
                    user: format!("n{}", g.seats.len()),
                    name: "n".into(),
                    hero: None,
                }
            } else if steer {
                let legal: Vec<Action> = legal_actions(&g, actor)
                    .into_iter()
                    .filter(|a| *a != Action::Leave)
                    .collect();
                if legal.is_empty() {
                    random_action(&mut rng, &g)
                } else {
                    legal[(rng.next_u32() as usize) % legal.len()].clone()
                }
            } else {
                random_action(&mut rng, &g)
            };
            let before = g.clone();
            let checked = check(&g, actor, &a);
            match apply(&g, actor, a.clone()) {
                Err(r) => {
                    assert_eq!(checked, Err(r), "check and apply agree");
                    assert_eq!(before, g, "a refusal changes nothing");
                }
                Ok(events) => {
                    assert!(checked.is_ok());
                    if let Actor::Seat(_) | Actor::Organiser = actor {
                        if !matches!(a, Action::Join { .. }) {
                            assert!(
                                legal_actions(&g, actor).contains(&a)
                                    || matches!(
                                        a,
                                        Action::Drop { .. }
                                            | Action::Reorder(_)
                                            | Action::Configure(_)
                                            | Action::Replace { .. }
                                            | Action::Remove { .. }
                                            | Action::Stop { .. }
                                            | Action::Extend { .. }
                                    ),
                                "accepted but not listed as legal: {a:?}"
                            );
                        }
                    }
                    accepted += 1;
                    for e in &events {
                        g.fold(e);
                        log.push(e.clone());
                    }
                }
            }
        }
        assert_eq!(
            Game::replay(g.seed, g.made_with.clone(), &log),
            g,
            "game {n}: the log replays"
        );
    }
    assert!(
        accepted > 10_000,
        "enough accepted actions to mean something ({accepted})"
    );
}
