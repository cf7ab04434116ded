//! Kalladra: play-by-post DungeonQuest. See ARCHITECTURE.md for the map.

pub mod engine;
pub mod simulate;
