//! The words: every refusal and every event told in both languages, nothing secret told to
//! anyone who may not know it.

use super::*;
use crate::chance::seed_from_u64;
use crate::games::dungeoneer::action::Action;
use crate::games::dungeoneer::event::Event;
use crate::games::dungeoneer::rules::{apply, legal_actions};
use crate::games::dungeoneer::{Game, Settings};

#[test]
fn every_refusal_reads_in_both_languages() {
    use crate::games::dungeoneer::action::Rejection as R;
    let all = [
        R::NotStarted,
        R::NotYourTurn,
        R::WrongPhase { now: Phase::Hero },
        R::NoWay {
            side: Side::N,
            wall: true,
        },
        R::NoSuchSpot { spots: 3 },
        R::NoSuchSpot { spots: 0 },
        R::OwnPeril,
        R::CarryFull,
        R::BadSettings("x".into()),
        R::TooPoor {
            cost: 3,
            have: 1,
            peril: true,
        },
        R::AnswerFirst { seat: 1 },
        R::NothingAsked,
        R::NotAnOption,
    ];
    for lang in Lang::ALL {
        for r in &all {
            let s = refusal(lang, r, 0);
            assert!(
                !s.is_empty() && !s.contains("dg-") && !s.contains('{'),
                "{s}"
            );
        }
    }
    assert_eq!(
        refusal(
            Lang::En,
            &R::TooPoor {
                cost: 4,
                have: 1,
                peril: false
            },
            0
        ),
        "Too little to pay: it costs 4 Glory, and there is 1."
    );
    assert_eq!(
        refusal(Lang::En, &R::NoSuchSpot { spots: 3 }, 3),
        "There is no such spot: choose a letter from A to C."
    );
}

/// Plays random legal games and tells every event to every reader in both languages.
#[test]
fn every_event_is_told_and_hands_are_told_only_to_their_holders() {
    let names: Vec<String> = vec!["Ana".into(), "Bo".into(), "Cy".into()];
    for seed in 0..6 {
        let mut g = Game::new(
            seed_from_u64(seed),
            Settings {
                players: 3,
                round_limit: 6,
            },
        );
        let mut step = 0u64;
        while !g.is_over() && step < 3000 {
            step += 1;
            let seat = if g.phase == Phase::Setup {
                0
            } else {
                g.awaited()[0]
            };
            let legal = legal_actions(&g, seat);
            let pick = crate::chance::uniform(&seed_from_u64(seed + 99), step, legal.len() as u32);
            let action: Action = legal[pick as usize].clone();
            let events = apply(&g, seat, &action).unwrap();
            for lang in Lang::ALL {
                for viewer in [None, Some(0), Some(1), Some(2)] {
                    let lines = tell(lang, &g, viewer, &names, &events);
                    for l in &lines {
                        assert!(!l.contains("dg-") && !l.contains('{'), "{l}");
                    }
                    for e in &events {
                        if let Event::Drew {
                            seat,
                            cards: Some(cards),
                            ..
                        } = e
                        {
                            let shown = cards
                                .iter()
                                .any(|&c| lines.iter().any(|l| l.contains(&card_name(lang, c))));
                            if viewer != Some(*seat) {
                                // Another's drawn card may show only if it was also played
                                // or discarded in the same events.
                                let public = events.iter().any(|x| {
                                    matches!(
                                        x,
                                        Event::Discarded { .. }
                                            | Event::Played { .. }
                                            | Event::Sent { .. }
                                            | Event::Lost { .. }
                                    )
                                });
                                assert!(!shown || public, "a drawn card told to another");
                            }
                        }
                    }
                }
            }
            for e in &events {
                g.fold(e);
            }
            if step == 1 && seed % 2 == 1 {
                crate::games::dungeoneer::tests::ask_everything(&mut g);
            }
        }
    }
}

/// Every legal action, written as the command its player would type, reads back as the same
/// action, in both languages (as shakmaty's fuzz target holds for chess moves).
#[test]
fn every_legal_action_written_as_a_command_reads_back_as_itself() {
    use crate::games::dungeoneer::command::{parse, resolve};
    use crate::games::dungeoneer::view::view;
    let names: Vec<String> = vec!["Ana".into(), "Bo;x".into(), "Íñigo Ruiz".into()];
    let mut checked = 0;
    for seed in 0..8 {
        let mut g = Game::new(
            seed_from_u64(seed + 40),
            Settings {
                players: 3,
                round_limit: 5,
            },
        );
        let mut step = 0u64;
        while !g.is_over() && step < 2000 {
            step += 1;
            let seat = if g.phase == Phase::Setup {
                0
            } else {
                g.awaited()[0]
            };
            let legal = legal_actions(&g, seat);
            if g.phase != Phase::Setup {
                let v = view(&g, Some(seat));
                for action in &legal {
                    for lang in Lang::ALL {
                        let Some(text) = command(lang, &v, &names, action) else {
                            continue;
                        };
                        let said = parse(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
                        let back = resolve(&said, &v, seat, &names)
                            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
                        assert_eq!(&back, action, "{text}");
                        checked += 1;
                    }
                }
            }
            let pick = crate::chance::uniform(&seed_from_u64(seed + 7), step, legal.len() as u32);
            for e in apply(&g, seat, &legal[pick as usize]).unwrap() {
                g.fold(&e);
            }
            if step == 1 && seed % 2 == 1 {
                crate::games::dungeoneer::tests::ask_everything(&mut g);
            }
        }
    }
    assert!(checked > 1000, "only {checked} commands checked");
}

/// A Threat roll's line says what it is for (a newcomer read "rolls 4 + 1 = 5 against 4"
/// without knowing what was tested).
#[test]
fn a_rolls_line_says_what_it_is_for() {
    use crate::games::dungeoneer::event::Roll;
    use crate::games::dungeoneer::map::Cell;
    let mut g = Game::new(seed_from_u64(4), Settings::new(2));
    for e in apply(&g, 0, &Action::Start).unwrap() {
        g.fold(&e);
    }
    let rolled = |roll: Roll| Event::Rolled {
        seat: 0,
        roll,
        die: 4,
        score: 1,
        number: 4,
        draws: g.draws + 1,
    };
    let names = ["ann".to_string(), "bob".to_string()];
    let exit = rolled(Roll::Exit {
        cell: Cell::ORIGIN,
        side: Side::N,
    });
    let en = tell(Lang::En, &g, None, &names, std::slice::from_ref(&exit)).join("\n");
    assert!(
        en.contains("against 4 (the Threat of the exit north): passed"),
        "{en}"
    );
    let es = tell(
        Lang::Es,
        &g,
        None,
        &names,
        &[rolled(Roll::Attack { attack: 0 })],
    )
    .join("\n");
    assert!(es.contains("contra 4 (ataque 1)"), "{es}");
}
