//! DungeonQuest's part of the table's record: how a game is rebuilt from its stored row and
//! log. The store keeps entries as JSON and knows no game; what an input changes beside the
//! log is the table's one rule for every game (`games::beside`).

use super::engine::event::Event;
use super::engine::{Game, Settings};
use crate::store::{read_entries, GameRow, Rebuilt};
use anyhow::{Context, Result};

/// The settings a game was made with, as its row keeps them.
pub fn settings(row: &GameRow) -> Result<Settings> {
    serde_json::from_str(&row.settings).context("a game's settings do not parse")
}

impl Rebuilt for Game {
    fn rebuilt(row: &GameRow, entries: &[String]) -> Result<Game> {
        Ok(Game::replay(
            row.seed,
            settings(row)?,
            &read_entries::<Event>(entries)?,
        ))
    }
}
