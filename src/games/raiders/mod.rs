//! Dungeon Raiders (Phil Harding, 2011): a pure engine, the same shape as DungeonQuest's
//! (`check`, `apply`, `legal_actions`, `Game::fold`, `Game::replay`, `view`, `redact`). No I/O,
//! clock, async, database or Discord. See docs/RAIDERS.md for the map and the rulings.

pub mod action;
pub mod board;
mod choices;
pub mod command;
pub mod content;
pub mod event;
pub mod picture;
pub mod policy;
pub mod replay;
pub mod rules;
mod seated;
pub mod simulate;
pub mod state;
pub mod table;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use action::{every_action, Action, Rejection};
pub use content::{content, CardId, RoomKind};
pub use event::{Deal, Event};
pub use rules::{apply, check, legal_actions};
pub use state::{Game, Item, Items, Outcome, Phase, Play, Seat, Settings};
pub use view::{redact, view, View, Viewer};
