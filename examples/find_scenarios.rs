//! Throwaway: find seeds for the scenario transcripts (not committed).
use kalladra::engine::content::content;
use kalladra::engine::event::Event;
use kalladra::engine::rng::seed_from_u64;
use kalladra::engine::state::{DeathCause, EndReason, TestKey};
use kalladra::engine::*;
use kalladra::render::command_text;
use kalladra::simulate::{Policy, RandomPolicy, SensiblePolicy};

fn run(
    n: u64,
    heroes: &[&str],
    pol: &mut dyn Policy,
    stop: &dyn Fn(&[Event]) -> bool,
    max: usize,
) -> Option<(Vec<String>, Vec<Event>)> {
    let mut g = Game::new(seed_from_u64(n), Settings::default());
    let names = ["alice", "bob", "carol", "dave"];
    let mut script = vec!["alice: !dq new".to_string()];
    let mut log = vec![];
    for (i, h) in heroes.iter().enumerate() {
        let a = Action::Join {
            user: names[i].into(),
            name: names[i].into(),
            hero: content().find_hero(h),
        };
        for e in apply(&g, None, a).ok()? {
            g.fold(&e);
            log.push(e);
        }
        script.push(format!("{}: !dq join {}", names[i], h));
    }
    for e in apply(&g, Some(0), Action::Start).ok()? {
        g.fold(&e);
        log.push(e);
    }
    script.push("alice: !dq start".into());
    for _ in 0..max {
        if g.phase != Phase::Playing {
            break;
        }
        let s = g.to_act()?;
        let a = pol.choose(&view(&g, Some(s)), s);
        for e in apply(&g, Some(s), a.clone()).ok()? {
            g.fold(&e);
            log.push(e);
        }
        script.push(format!("{}: {}", names[s], command_text(&a)));
        if stop(&log) {
            return Some((script, log));
        }
    }
    None
}

fn main() {
    let which = std::env::args().nth(1).unwrap();
    let trapdoor = content().card_by_id("trapdoor").unwrap();
    for n in 0..200_000u64 {
        let mut sp = SensiblePolicy::new(n);
        let mut rp = RandomPolicy::new(n);
        let found = match which.as_str() {
            "lindel" => run(
                n,
                &["lindel"],
                &mut rp,
                &|log| {
                    log.iter().any(|e| {
                        matches!(
                            e,
                            Event::Died {
                                cause: DeathCause::DeadEnd,
                                ..
                            }
                        )
                    }) && log.iter().any(|e| matches!(e, Event::Rotated { .. }))
                        && log
                            .iter()
                            .filter(|e| matches!(e, Event::Searched { .. }))
                            .count()
                            == 3
                        && !log.iter().any(|e| {
                            matches!(
                                e,
                                Event::Acted {
                                    action: Action::Decline,
                                    ..
                                }
                            )
                        })
                },
                12,
            ),
            "hugo" => run(
                n,
                &["hugo"],
                &mut sp,
                &|log| {
                    let door_trap = content().card_by_id("door_hidden_trap").unwrap();
                    let opens = content().card_by_id("door_opens").unwrap();
                    let i = log.iter().position(
                        |e| matches!(e, Event::CardDrawn { card, .. } if *card == door_trap),
                    );
                    match i {
                        Some(i) => log[i..].windows(2).any(|w| {
                            matches!(w[0], Event::CardDrawn{card,..} if card == opens)
                                && matches!(
                                    w[1],
                                    Event::Tested {
                                        key: TestKey::Portcullis(..),
                                        passed: true,
                                        ..
                                    }
                                )
                        }),
                        None => false,
                    }
                },
                60,
            ),
            "challara" => run(
                n,
                &["challara"],
                &mut sp,
                &|log| {
                    let fails = log.iter().any(|e| matches!(e, Event::Tested { key: TestKey::Card(c), passed: false, .. } if *c == trapdoor));
                    fails && log.iter().any(|e| matches!(e, Event::Tested { key: TestKey::Card(c), passed: true, target: 8, .. } if *c == trapdoor))
                },
                40,
            ),
            "sunset" => run(
                n,
                &["krutzbeck", "tatianna"],
                &mut sp,
                &|log| {
                    log.iter()
                        .any(|e| matches!(e, Event::Ended(o) if o.reason == EndReason::Sunset))
                        && log.iter().any(|e| matches!(e, Event::Exited { .. }))
                },
                400,
            ),
            _ => panic!(),
        };
        if let Some((script, _)) = found {
            println!("# seed {n}, {} lines", script.len());
            for l in script {
                println!("{l}");
            }
            return;
        }
    }
    println!("none");
}
