//! Boards for `kalladra bench` to draw: five-player games (half of them under Speed) played
//! by the computer player, seen by the channel at every stage, from the first room to the end.

use crate::chance::seed_from_u64;
use crate::games::raiders::policy::{Policy, Sensible};
use crate::games::raiders::{apply, view, Action, Game, Settings, View, Viewer};

/// The players' names the boards are drawn with (a long one among them).
pub const NAMES: [&str; 5] = ["Ann", "Bartholomew", "Cleo", "Dmitri Ivanovich", "Eva"];

/// `n` such boards (16 deals, each cut at a different point).
pub fn boards(n: usize) -> Vec<View> {
    (0..n as u64)
        .map(|k| {
            let settings = Settings {
                players: 5,
                speed: k % 2 == 1,
                ..Settings::default()
            };
            let mut g = Game::new(seed_from_u64(k % 16), settings);
            let _ = apply(&mut g, 0, Action::Start);
            let actions = 1 + (k as usize * 37) % 200;
            for _ in 0..actions {
                let Some(&seat) = g.awaited().first() else {
                    break;
                };
                let a = Sensible.choose(&view(&g, Viewer::Seat(seat)));
                if apply(&mut g, seat, a).is_err() {
                    break;
                }
            }
            view(&g, Viewer::Table)
        })
        .collect()
}
