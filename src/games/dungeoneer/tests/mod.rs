//! The engine's tests: the map's geometry (G7-G12), set-up (G4-G6), turns, and random games
//! that check the invariants and replay.

mod combat;
mod games;
mod leaks;
mod map;
mod quests;
