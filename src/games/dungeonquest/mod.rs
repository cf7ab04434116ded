//! DungeonQuest, as the forum ran it: the first game Kalladra seated. Its rooms, lowest first:
//! `engine` (the pure rules: state as a fold of events, `apply`, legal actions, the per-seat
//! `view` that is the only way anything leaves it), `command` (what players type, in English
//! and Spanish, read into actions and the organiser's `!dq` commands), `simulate` (the
//! computer player and `kalladra simulate`), `audit` (its export, `verify`, dice statistics),
//! `table` (its log's entries and what they change in the store), `picture` (the board drawn
//! on the shared canvas), `render` (every text a reader is shown, from a view, through
//! Fluent), `page` (a finished game's record page, from its export), `seated` (the game at
//! the table's one door, `games::Seated`; `QuestGames` is the typed look at its loaded
//! games) and `lobby` (what its words answer where no game runs).

pub mod audit;
pub mod command;
pub mod engine;
pub mod lobby;
pub use seated::loaded::QuestGames;
pub mod page;
pub mod picture;
pub mod render;
pub mod seated;
pub mod simulate;
pub mod table;
