//! Hollowdeep: Dungeoneer's rules (v2.3, Thomas Denmark) with a card set of our own
//! (`templates/dungeoneer/`, DUNGEONEER-DECK.md) and the rulings G1-G45
//! (RULINGS-DUNGEONEER.md). A pure engine, the same shape as the other games' (`check`,
//! `apply`, `legal_actions`, `Game::fold`, `Game::replay`): no I/O, clock, async, database or
//! Discord.

pub mod action;
pub mod board;
pub mod command;
pub mod content;
pub mod event;
mod fold;
mod fold_board;
pub mod map;
pub mod picture;
pub mod policy;
pub mod rules;
pub mod seated;
pub mod simulate;
pub mod state;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use action::{Action, Rejection};
pub use event::Event;
pub use rules::{apply, check, legal_actions};
pub use state::{Game, Outcome, Phase, Seat, Settings};
pub use view::{view, View};
