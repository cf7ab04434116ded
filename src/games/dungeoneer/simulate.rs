//! Whole games played by the computer player (G44) with the default standing answers (G42),
//! and the balance figures of DUNGEONEER-DECK.md §7 with their target bands. Game `i` of a
//! run plays with seed `seed + i` (the same seed, the same games).

use super::action::Action;
use super::content::set;
use super::event::Event;
use super::policy::{random_legal, Computer};
use super::rules::{apply, legal_actions};
use super::state::{Game, Outcome, Seat, Settings};
use super::view::view;
use crate::chance::{seed_from_u64, ComputerChoices};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

mod figures;
#[cfg(test)]
mod tests;

pub use figures::{figures, Figure};

/// What one run of games shows.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stats {
    pub players: usize,
    pub games: usize,
    /// Per hero id: (games won, games seated).
    pub heroes: BTreeMap<String, (u64, u64)>,
    pub start_wins: u64,
    /// Rounds each game lasted.
    pub rounds: Vec<u32>,
    pub by_quests: u64,
    pub by_last: u64,
    pub nobody: u64,
    pub on_points: u64,
    pub dead: u64,
    /// Per quest id: (games completed, games dealt).
    pub quests: BTreeMap<String, (u64, u64)>,
    /// Per adventure id: (games played, games drawn, holders who won, holders).
    pub cards: BTreeMap<String, (u64, u64, u64, u64)>,
    /// Threat rolls: (met, rolled).
    pub threats: (u64, u64),
    /// The round by which all 22 maps lay (`None`: never in that game).
    pub all_maps: Vec<Option<u32>>,
    /// Waits on a player other than the active one, per turn.
    pub waits: Vec<u32>,
    /// One computer seat among random legal players: (its wins, games).
    pub skill: (u64, u64),
}

/// Who decides at each seat.
enum Seats {
    Computer,
    /// The computer at this seat, random legal players elsewhere.
    OneAmongRandom(Seat),
}

/// One whole game; the final game and its log. `waits` gets one count per turn.
fn play(
    seed: [u8; 32],
    players: usize,
    who: &Seats,
    waits: &mut Vec<u32>,
) -> (Game, Vec<Event>, Option<u32>) {
    let settings = Settings::new(players);
    let mut g = Game::new(seed, settings);
    let mut log = apply(&g, 0, &Action::Start).expect("valid settings");
    for e in &log {
        g.fold(e);
    }
    let mut computer = Computer::new(ComputerChoices::for_game(&seed, 0));
    let mut random = ComputerChoices::for_game(&seed, 1);
    let mut this_turn = 0u32;
    let mut all_maps = None;
    let mut steps = 0usize;
    while !g.is_over() {
        let seat = g.awaited()[0];
        if seat != g.active {
            this_turn += 1;
        }
        let action = match who {
            Seats::OneAmongRandom(c) if *c != seat => {
                random_legal(&mut random, &legal_actions(&g, seat))
            }
            _ => computer.choose_checked(&g, &view(&g, Some(seat))),
        };
        let events =
            apply(&g, seat, &action).unwrap_or_else(|r| panic!("{action:?} by {seat}: {r:?}"));
        for e in &events {
            if matches!(e, Event::TurnBegan { .. }) {
                waits.push(this_turn);
                this_turn = 0;
            }
            g.fold(e);
        }
        log.extend(events);
        if all_maps.is_none() && g.map.len() == set().maps.len() {
            all_maps = Some(g.round);
        }
        steps += 1;
        assert!(steps < 200_000, "a game that never ends");
    }
    waits.push(this_turn);
    (g, log, all_maps)
}

/// The seats that won (a shared win on points counts for each).
pub fn winners(o: &Outcome) -> Vec<Seat> {
    match o {
        Outcome::Quests(s) | Outcome::LastStanding(s) => vec![*s],
        Outcome::Points(v) => v.clone(),
        Outcome::Nobody => Vec::new(),
    }
}

/// `games` games of `players` players (2 to 4), the computer player at every seat; and a
/// tenth as many with one computer seat among random legal players.
pub fn simulate(games: usize, players: usize, seed: u64) -> Stats {
    let mut st = Stats {
        players,
        games,
        ..Stats::default()
    };
    for i in 0..games {
        let game_seed = seed_from_u64(seed.wrapping_add(i as u64));
        let (g, log, maps) = play(game_seed, players, &Seats::Computer, &mut st.waits);
        st.all_maps.push(maps);
        record(&mut st, &g, &log);
    }
    for i in 0..(games / 10).max(1) {
        let game_seed = seed_from_u64(seed.wrapping_add(1_000_000 + i as u64));
        let seat = i % players;
        let (g, _, _) = play(
            game_seed,
            players,
            &Seats::OneAmongRandom(seat),
            &mut Vec::new(),
        );
        st.skill.1 += 1;
        if g.outcome
            .as_ref()
            .is_some_and(|o| winners(o).contains(&seat))
        {
            st.skill.0 += 1;
        }
    }
    st
}

/// One game's figures added to the run's.
fn record(st: &mut Stats, g: &Game, log: &[Event]) {
    let outcome = g.outcome.clone().expect("a finished game");
    let won = winners(&outcome);
    match outcome {
        Outcome::Quests(_) => st.by_quests += 1,
        Outcome::LastStanding(_) => st.by_last += 1,
        Outcome::Points(_) => st.on_points += 1,
        Outcome::Nobody => st.nobody += 1,
    }
    st.start_wins += u64::from(won.contains(&g.start));
    st.rounds.push(g.round);
    for (s, p) in g.players.iter().enumerate() {
        let e = st.heroes.entry(set().hero(p.hero).id.clone()).or_default();
        e.1 += 1;
        e.0 += u64::from(won.contains(&s));
        st.dead += u64::from(!p.alive);
    }
    let (mut dealt, mut done) = (BTreeSet::new(), BTreeSet::new());
    let mut drawn: BTreeMap<u8, BTreeSet<Seat>> = BTreeMap::new();
    let mut played = BTreeSet::new();
    for e in log {
        match e {
            Event::Dealt {
                quests,
                global,
                deal,
                ..
            } => {
                dealt.extend(quests.iter().flatten().copied());
                dealt.extend(*global);
                if let Some(d) = deal {
                    for (s, hand) in d.hands.iter().enumerate() {
                        for &c in hand {
                            drawn.entry(c).or_default().insert(s);
                        }
                    }
                }
            }
            Event::GlobalDealt { quest } => {
                dealt.insert(*quest);
            }
            Event::Completed { quest, .. } => {
                done.insert(*quest);
            }
            Event::Drew {
                seat,
                cards: Some(cards),
                ..
            } => {
                for &c in cards {
                    drawn.entry(c).or_default().insert(*seat);
                }
            }
            Event::Played { card, .. } | Event::Sent { card, .. } => {
                played.insert(*card);
            }
            Event::Rolled {
                die, score, number, ..
            } => {
                st.threats.1 += 1;
                st.threats.0 +=
                    u64::from(u32::from(*die) + u32::from(*score) >= u32::from(*number));
            }
            _ => {}
        }
    }
    for q in dealt {
        let e = st.quests.entry(set().quest(q).id.clone()).or_default();
        e.1 += 1;
        e.0 += u64::from(done.contains(&q));
    }
    for (c, holders) in drawn {
        let e = st.cards.entry(set().adventure(c).id.clone()).or_default();
        e.1 += 1;
        e.0 += u64::from(played.contains(&c));
        e.3 += holders.len() as u64;
        e.2 += holders.iter().filter(|s| won.contains(s)).count() as u64;
    }
}

/// `simulate` for one table size as text (each figure, its band, and whether it is in band)
/// or JSON.
pub fn report(games: usize, players: usize, seed: u64, json: bool) -> String {
    let st = simulate(games, players, seed);
    let figs = figures(&st);
    if json {
        #[derive(Serialize)]
        struct Out<'a> {
            players: usize,
            games: usize,
            seed: u64,
            figures: &'a [Figure],
        }
        let out = Out {
            players,
            games,
            seed,
            figures: &figs,
        };
        return format!(
            "{}\n",
            serde_json::to_string_pretty(&out).expect("plain data")
        );
    }
    let mut s = format!(
        "Hollowdeep, {players} players, {games} games from seed {seed} (and {} with one computer among random players)\n",
        st.skill.1
    );
    let out_of_band = figs.iter().filter(|f| f.ok == Some(false)).count();
    for f in &figs {
        let mark = match f.ok {
            Some(true) => "ok",
            Some(false) => "OUT",
            None => "-",
        };
        s.push_str(&format!(
            "  {:<4} {:<58} {:>10}   target {}\n",
            mark, f.name, f.value, f.target
        ));
    }
    s.push_str(&format!("  {out_of_band} figure(s) out of band\n"));
    s
}
