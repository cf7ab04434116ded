//! Whole games played by computer players, and what they show: `kalladra simulate --game
//! raiders`. Game `i` of a run plays with seed `seed + i` (the same seed, the same games).

use super::action::Action;
use super::content::{content, RoomKind, ROOM_KINDS};
use super::event::Event;
use super::policy::{Mixed, Policy};
use super::rules::apply;
use super::state::{Game, Phase, Settings};
use super::view::{view, Viewer};
use crate::chance::{seed_from_u64, ComputerChoices};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

/// How often one kind of room hurt someone.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RoomStats {
    pub entered: u64,
    /// Rooms of this kind where at least one player took wounds.
    pub wounding: u64,
    pub wounds: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    pub players: usize,
    pub games: usize,
    /// Per character id: (games won, shared wins included; games played).
    pub by_character: BTreeMap<String, (u64, u64)>,
    pub average_treasure: f64,
    /// Treasure of the winners (solitaire: of the survivors).
    pub average_winning_treasure: f64,
    /// Share of players who collapsed at the end, and who died.
    pub collapse_rate: f64,
    pub death_rate: f64,
    /// Games nobody won.
    pub no_winner_rate: f64,
    pub rooms: BTreeMap<RoomKind, RoomStats>,
}

/// Plays one whole game with `policy` at every seat; the final game and its log.
pub fn play_game(
    seed: [u8; 32],
    settings: Settings,
    policy: &mut dyn Policy,
) -> (Game, Vec<Event>) {
    let mut g = Game::new(seed, settings);
    let mut log = apply(&mut g, 0, Action::Start).expect("valid settings");
    while g.phase == Phase::Playing {
        let seat = g.awaited()[0];
        let action = policy.choose(&view(&g, Viewer::Seat(seat)));
        log.extend(apply(&mut g, seat, action).expect("the policy picks a legal action"));
    }
    (g, log)
}

/// `games` games of `players` players (1 to 5), the table's computer player (`Mixed`) at every
/// seat.
/// Solitaire plays each character in turn, starting with 2 wounds.
pub fn simulate(games: usize, players: usize, seed: u64) -> Stats {
    simulate_with(
        games,
        seed,
        Settings {
            players: players as u8,
            ..Settings::default()
        },
    )
}

/// `simulate` with these settings (solitaire's character goes round the characters; its
/// starting wounds are the settings').
pub fn simulate_with(games: usize, seed: u64, base: Settings) -> Stats {
    let c = content();
    let players = usize::from(base.players);
    let mut st = Stats {
        players,
        games,
        ..Stats::default()
    };
    for k in ROOM_KINDS {
        st.rooms.insert(k, RoomStats::default());
    }
    let (mut treasure, mut seats, mut winners_treasure, mut winners) = (0u64, 0u64, 0u64, 0u64);
    let (mut collapsed, mut dead, mut nobody) = (0u64, 0u64, 0u64);
    for i in 0..games {
        let settings = Settings {
            solo_character: (i % c.characters.len()) as u8,
            ..base.clone()
        };
        // The computer player at the table, its choices from the game's own stream.
        let game_seed = seed_from_u64(seed.wrapping_add(i as u64));
        let mut player = Mixed::new(ComputerChoices::for_game(&game_seed, 0));
        let (g, log) = play_game(game_seed, settings, &mut player);
        let Phase::Over(out) = &g.phase else {
            unreachable!("play_game ends the game")
        };
        for (s, r) in g.seats.iter().enumerate() {
            let e = st
                .by_character
                .entry(c.characters[usize::from(r.character)].id.clone())
                .or_default();
            e.1 += 1;
            if out.winners.contains(&s) {
                e.0 += 1;
                winners += 1;
                winners_treasure += u64::from(r.treasure);
            }
            treasure += u64::from(r.treasure);
            seats += 1;
        }
        collapsed += out.collapsed.len() as u64;
        dead += out.dead.len() as u64;
        nobody += u64::from(out.winners.is_empty());
        let mut kind = None;
        let mut hurt = false;
        for e in &log {
            match e {
                Event::RoomEntered { card } => {
                    kind = Some(c.room(*card).kind());
                    hurt = false;
                    st.rooms
                        .get_mut(&c.room(*card).kind())
                        .expect("a kind")
                        .entered += 1;
                }
                Event::Wounds { delta, .. } if *delta > 0 => {
                    let r = st.rooms.get_mut(&kind.expect("in a room")).expect("a kind");
                    r.wounds += *delta as u64;
                    if !hurt {
                        r.wounding += 1;
                        hurt = true;
                    }
                }
                _ => {}
            }
        }
    }
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    st.average_treasure = ratio(treasure, seats);
    st.average_winning_treasure = ratio(winners_treasure, winners);
    st.collapse_rate = ratio(collapsed, seats);
    st.death_rate = ratio(dead, seats);
    st.no_winner_rate = ratio(nobody, games as u64);
    st
}

/// The statistics as a text table.
pub fn table(all: &[Stats]) -> String {
    let mut out = String::new();
    for st in all {
        let _ = writeln!(
            out,
            "{} player(s), {} games: average treasure {:.2} (winners {:.2}), collapsed {:.1}%, died {:.1}%, no winner {:.1}%",
            st.players,
            st.games,
            st.average_treasure,
            st.average_winning_treasure,
            100.0 * st.collapse_rate,
            100.0 * st.death_rate,
            100.0 * st.no_winner_rate
        );
        let chars: Vec<String> = st
            .by_character
            .iter()
            .map(|(id, (w, n))| format!("{id} {:.1}%", 100.0 * *w as f64 / (*n).max(1) as f64))
            .collect();
        let _ = writeln!(out, "  wins by character: {}", chars.join(", "));
        let rooms: Vec<String> = st
            .rooms
            .iter()
            .map(|(k, r)| {
                format!(
                    "{k:?} {:.1}% ({:.2} wounds a room)",
                    100.0 * r.wounding as f64 / r.entered.max(1) as f64,
                    r.wounds as f64 / r.entered.max(1) as f64
                )
            })
            .collect();
        let _ = writeln!(out, "  rooms that wound: {}", rooms.join(", "));
    }
    out
}

/// `kalladra simulate --game raiders`: the figures of `games` games of `players` from `seed`
/// on, as a table or JSON. Err: a choice this game does not have (it has no optional rules
/// here and one computer player).
pub fn report(
    games: usize,
    players: usize,
    seed: u64,
    options: &[String],
    policy: &str,
    json: bool,
) -> Result<String, String> {
    if !options.is_empty() || policy != "sensible" {
        return Err("Dungeon Raiders has no optional rules here and one computer player: drop --option and --policy".into());
    }
    let st = simulate(games, players, seed);
    Ok(if json {
        format!(
            "{}\n",
            serde_json::to_string_pretty(&st).map_err(|e| e.to_string())?
        )
    } else {
        table(&[st])
    })
}
