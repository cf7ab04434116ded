//! Boards for `kalladra bench` to draw: four-hero games played by computer players, seen by
//! the channel at every stage, from the first moves to the end.

use crate::chance::seed_from_u64;
use crate::games::dungeonquest::engine::{view, View};
use crate::games::dungeonquest::simulate::{play, SensiblePolicy};

/// `n` such boards (16 games, each cut at a different point).
pub fn boards(n: usize) -> Vec<View> {
    (0..n as u64)
        .map(|k| {
            let mut policy = SensiblePolicy::new(k % 16);
            let actions = 20 + (k as usize * 37) % 700;
            let p = play(seed_from_u64(k % 16), 4, &mut policy, actions);
            view(&p.game, None)
        })
        .collect()
}

/// `n` complete four-hero games played by computer players (the engine's figure): how many
/// of them ended.
pub fn games(n: usize) -> usize {
    (0..n as u64)
        .filter(|&i| {
            let mut policy = SensiblePolicy::new(i);
            let p = play(seed_from_u64(i), 4, &mut policy, 50_000);
            p.game.phase == crate::games::dungeonquest::engine::Phase::Ended
        })
        .count()
}
