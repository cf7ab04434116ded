//! Unit tests, one file per area: `rooms` (treasure, monster, trap, vault), `rulings` (D1-D14),
//! `setup` (preparation, levels, rest), `players` (policy and simulate), `words` and
//! `wording` (narration, prompts, the board), `picture`. Cases are built by
//! setting a started game's row and values directly, then playing through `apply`.

use super::*;
use crate::chance::seed_from_u64;
use std::collections::VecDeque;

mod picture;
mod players;
mod rooms;
mod rulings;
mod setup;
mod wording;
mod words;

pub fn settings(players: u8) -> Settings {
    Settings {
        players,
        ..Settings::default()
    }
}

/// A game prepared from a fixed seed.
pub fn started_with(s: Settings) -> Game {
    let mut g = Game::new(seed_from_u64(5), s);
    apply(&mut g, 0, Action::Start).expect("starts");
    g
}

pub fn started(players: u8) -> Game {
    started_with(settings(players))
}

pub fn card(id: &str) -> CardId {
    content()
        .named(id)
        .unwrap_or_else(|| panic!("no card {id}"))
}

/// Makes `rooms` (face up) the level row, seat 0 the start player, and enters the first room.
pub fn at_rooms(g: &mut Game, rooms: &[&str]) {
    g.room = None;
    g.start = 0;
    for s in &mut g.seats {
        s.used = [false; 5];
    }
    g.row = rooms
        .iter()
        .map(|id| state::Slot {
            card: card(id),
            face_up: true,
        })
        .collect::<VecDeque<_>>();
    let first = g.row[0].card;
    g.fold(&Event::RoomEntered { card: first });
}

/// One room of a level that goes on (four filler rooms after it).
pub fn at_room(g: &mut Game, room: &str) {
    at_rooms(g, &[room, "chest-1", "chest-1", "chest-1", "chest-1"]);
}

/// Plays these cards in this order; the events of the last one.
pub fn play(g: &mut Game, plays: &[(Seat, Play)]) -> Vec<Event> {
    let mut last = Vec::new();
    for &(s, p) in plays {
        last = apply(g, s, Action::Play(p)).unwrap_or_else(|r| panic!("seat {s} {p:?}: {r}"));
    }
    last
}

/// Power cards played in seat order from seat 0.
pub fn powers(g: &mut Game, values: &[u8]) -> Vec<Event> {
    let plays: Vec<(Seat, Play)> = values
        .iter()
        .enumerate()
        .map(|(s, &v)| (s, Play::Power(v)))
        .collect();
    play(g, &plays)
}

pub fn set(g: &mut Game, treasure: &[u32], wounds: &[u32]) {
    for (s, &t) in treasure.iter().enumerate() {
        g.seats[s].treasure = t;
    }
    for (s, &w) in wounds.iter().enumerate() {
        g.seats[s].wounds = w;
    }
}

pub fn treasure(g: &Game) -> Vec<u32> {
    g.seats.iter().map(|s| s.treasure).collect()
}

pub fn wounds(g: &Game) -> Vec<u32> {
    g.seats.iter().map(|s| s.wounds).collect()
}
