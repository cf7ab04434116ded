use super::*;

#[test]
fn every_game_ends_and_its_replay_equals_it() {
    for players in 2..=4 {
        for i in 0..20u64 {
            let seed = seed_from_u64(7000 + i);
            let (g, log, _) = play(seed, players, &Seats::Computer, &mut Vec::new());
            assert!(g.is_over());
            assert_eq!(
                Game::replay(seed, Settings::new(players), &log),
                g,
                "seed {i}, {players} players"
            );
        }
    }
}

#[test]
fn a_computer_among_random_players_finishes_its_games() {
    for players in 2..=4 {
        let seed = seed_from_u64(42 + players as u64);
        let (g, log, _) = play(seed, players, &Seats::OneAmongRandom(1), &mut Vec::new());
        assert!(g.is_over());
        assert_eq!(Game::replay(seed, Settings::new(players), &log), g);
    }
}

#[test]
fn the_report_names_every_figure() {
    let r = report(10, 3, 1, false);
    for name in [
        "when seated",
        "start player's win rate",
        "median",
        "95th percentile",
        "won by 3 quests",
        "won by last hero standing",
        "nobody wins",
        "round_limit reached",
        "heroes dead per game",
        "completed when dealt",
        "played when drawn",
        "holder's win rate",
        "all Threat rolls",
        "all 22 maps are placed",
        "waits on others per turn",
        "2 or more waits",
        "random legal players",
    ] {
        assert!(r.contains(name), "the report lacks {name}:\n{r}");
    }
    assert!(report(4, 2, 1, true).contains("\"figures\""));
}

/// The full §7 run, one table size a test (the harness runs them side by side):
/// `cargo test --release --lib dungeoneer::simulate -- --ignored --nocapture`.
const FULL_GAMES: usize = 10_000;
/// The first seed of the run recorded in templates/dungeoneer/quests.toml.
const FULL_SEED: u64 = 20_261_129;

#[test]
#[ignore]
#[allow(clippy::print_stdout)] // its purpose: the figures, printed
fn full_report_2() {
    println!("{}", report(FULL_GAMES, 2, FULL_SEED, false));
}

#[test]
#[ignore]
#[allow(clippy::print_stdout)]
fn full_report_3() {
    println!("{}", report(FULL_GAMES, 3, FULL_SEED, false));
}

#[test]
#[ignore]
#[allow(clippy::print_stdout)]
fn full_report_4() {
    println!("{}", report(FULL_GAMES, 4, FULL_SEED, false));
}

/// Why long games last: each seat's quests in the first few games past round 30.
#[test]
#[ignore]
#[allow(clippy::print_stdout)] // a look at the longest games, printed
fn long_games() {
    let mut shown = 0;
    for i in 0..3000u64 {
        let seed = seed_from_u64(20_261_129 + i);
        let (g, _, _) = play(seed, 3, &Seats::Computer, &mut Vec::new());
        if g.round < 30 || shown >= 6 {
            continue;
        }
        shown += 1;
        println!(
            "game {i}: round {}, {:?}, maps {}, map deck {}, global {:?}",
            g.round,
            g.outcome,
            g.map.len(),
            g.map_deck.len() + g.set_aside.len(),
            g.global.map(|q| &set().quest(q).id)
        );
        for p in &g.players {
            let names = |v: &[u8]| {
                v.iter()
                    .map(|&q| set().quest(q).id.clone())
                    .collect::<Vec<_>>()
            };
            println!("  {} L{} life {} glory {} peril {} alive {} at {:?} quests {:?} done {:?} carrying {:?}", set().hero(p.hero).id, p.level, p.life, p.glory, p.peril, p.alive, p.cell, names(&p.quests), names(&p.done), p.carrying);
        }
    }
}
