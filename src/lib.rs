//! Kalladra: play-by-post DungeonQuest. See ARCHITECTURE.md for the map.

pub mod audit;
pub mod bench;
pub mod canvas;
pub mod chance;
pub mod command;
pub mod config;
pub mod discord;
pub mod engine;
pub mod games;
pub mod lang;
pub mod local;
pub mod migrate;
pub mod organiser;
pub mod page;
pub mod picture;
pub mod ratings;
pub mod render;
pub mod simulate;
pub mod standin;
pub mod store;
