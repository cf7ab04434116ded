//! End to end: the real bot binary (serenity + poise) against a local stand-in for Discord.
//! One test binary; the tests are grouped by theme, and share `prelude` (starting the bot,
//! waiting for it, scripted lines, reference states).

use crate::common::postgres;
#[path = "common/standin.rs"]
mod standin;

mod clock;
mod crashes;
mod dms;
mod games;
mod hollowdeep;
mod load;
mod prelude;
mod processes;
mod raiders;
mod setup;
