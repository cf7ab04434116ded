//! Who a name at a table means, for any game: a seated player by his name, user id or
//! mention (`!dq replace`, `!dq remove`, DungeonQuest's `!dq order`), and the answer to a
//! name nobody holds.

use crate::lang::{clip, tr};

/// The seat whose player (user id, name) is called `name`: by name, user id or mention,
/// in any case.
pub(crate) fn seat_named<'a>(
    seats: impl IntoIterator<Item = (&'a str, &'a str)>,
    name: &str,
) -> Option<usize> {
    let n = match name.strip_prefix("<@").and_then(|m| m.strip_suffix('>')) {
        Some(id) => id.trim_start_matches('!'),
        None => name.trim_start_matches('@'),
    }
    .to_lowercase();
    seats
        .into_iter()
        .position(|(user, seat)| seat.to_lowercase() == n || user.to_lowercase() == n)
}

/// The answer to a name that is no seated player's, naming those seated.
pub(crate) fn no_player<'a>(names: impl IntoIterator<Item = &'a str>, name: &str) -> String {
    let seated: Vec<&str> = names.into_iter().collect();
    if seated.is_empty() {
        return tr("refusal-no-player-nobody", &[("name", clip(name, 40))]);
    }
    tr(
        "refusal-no-player",
        &[("name", clip(name, 40)), ("seated", seated.join(", "))],
    )
}
