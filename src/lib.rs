//! Kalladra: play-by-post dungeon games (DungeonQuest, Dungeon Raiders). See ARCHITECTURE.md for the map.
//! Nothing prints with `print!`: the command line's standard output is `local::stdout`, which
//! ends quietly when its reader has gone (`| head`) where `print!` would panic.
#![deny(clippy::print_stdout)]

pub mod audit;
pub mod bench;
pub mod canvas;
pub mod chance;
pub mod config;
pub mod discord;
pub mod games;
pub mod lang;
pub mod local;
pub mod manage;
pub mod migrate;
pub mod organiser;
pub mod page;
pub mod ratings;
pub mod standin;
pub mod store;
