//! A Dungeon Raiders log checked against its seed (`kalladra verify`): every input decided
//! again from the move its first entry records must make exactly the stored entries, the deal
//! and every shuffle drawn again from the seed.

use super::state::Phase;
use super::table::{Entry, Table};
use super::words;

/// Replays a log from its seed (the table's `replay_check`).
pub fn replay_check(seed: [u8; 32], entries: &[Entry]) -> Result<Table, String> {
    crate::games::table::replay::replay_check(seed, entries)
}

/// A complete log, as a record holds it, replayed from its seed (`replay_check`): a line on
/// how the game ended, or what does not hold.
pub fn verify_entries(seed: [u8; 32], entries: &[serde_json::Value]) -> Result<String, String> {
    let t = crate::games::table::replay::replayed::<super::table::Raiders>(seed, entries)?;
    let names = t.names();
    Ok(match &t.game.phase {
        Phase::Over(o) if !o.winners.is_empty() => format!(
            "Dungeon Raiders, won by {}.",
            o.winners
                .iter()
                .map(|&s| words::name(&names, s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => "Dungeon Raiders, won by nobody.".into(),
    })
}
