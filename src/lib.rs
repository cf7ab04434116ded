//! Kalladra: play-by-post dungeon games (DungeonQuest, Dungeon Raiders). See ARCHITECTURE.md for the map.

pub mod audit;
pub mod bench;
pub mod canvas;
pub mod chance;
pub mod config;
pub mod discord;
pub mod games;
pub mod lang;
pub mod local;
pub mod migrate;
pub mod organiser;
pub mod page;
pub mod ratings;
pub mod standin;
pub mod store;
