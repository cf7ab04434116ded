//! Who a name at a table means, for any game: a seated player by his name, user id or
//! mention (`!dq replace`, `!dq remove`, `!dq order`), the answer to a name nobody holds,
//! and a substitute named by the organiser (on Discord a mention the adapter resolved).

use super::MentionStyle;
use crate::lang::{clean, clip, tr};

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

/// A substitute's user id and name: on Discord a mention of a user the adapter resolved in
/// this message (never a role, `@everyone` or an id nobody has), locally a plain name.
pub(crate) fn substitute(
    style: MentionStyle,
    text: &str,
    mentioned: &[(String, String)],
) -> Result<(String, String), String> {
    let refuse = |key: &str| tr(key, &[("name", clip(text, 40))]);
    match style {
        MentionStyle::Discord => {
            let id = text
                .strip_prefix("<@")
                .and_then(|m| m.strip_suffix('>'))
                .map(|m| m.trim_start_matches('!'))
                .filter(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()));
            id.and_then(|id| mentioned.iter().find(|(u, _)| u == id))
                .map(|(u, n)| (u.clone(), clean(n)))
                .filter(|(_, n)| !n.is_empty())
                .ok_or_else(|| refuse("refusal-not-a-user-mention"))
        }
        MentionStyle::Plain => {
            let plain = text
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'));
            if plain && !text.is_empty() && text.chars().count() <= 32 {
                Ok((text.to_string(), text.to_string()))
            } else {
                Err(refuse("refusal-not-a-user-name"))
            }
        }
    }
}
