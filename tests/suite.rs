//! Kalladra's integration tests, in one test program: each file beside this one is a theme of
//! its own (`cargo test --test suite leaks::` runs one), and they share `common` (an organiser
//! on a fresh store, lines fed as local play does, whole games played by computer players, a
//! fresh Postgres database). One program links the library once, not once a theme, and its
//! test threads keep both cores busy to the last test instead of waiting at each program's
//! longest one.

#[macro_use]
mod common;

mod absent;
mod backends;
mod bench_db;
mod between;
mod board_settings;
mod cloak_and_dagger;
mod discord_e2e;
mod hollowdeep;
mod hostile;
mod house;
mod languages;
mod leaks;
mod local_play;
mod mine;
mod organiser_tools;
mod picture;
mod postgres_harness;
mod properties;
mod raiders;
mod raiders_table;
mod random_games;
mod record_page;
mod scenarios;
mod storage;
mod trust;
mod two_processes;
