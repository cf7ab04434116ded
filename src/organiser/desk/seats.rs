//! Who a name at a table means, for any game: a seated player by his name, user id or
//! mention (`!dq replace`, `!dq remove`, `!dq order`), the answer to a name nobody holds,
//! and a substitute named by the organiser (on Discord a mention the adapter resolved); and
//! the organiser's tools that name a seat or change the clock, read as the table's moves.

use super::{MentionStyle, Post};
use crate::games::{Move, Sitter};
use crate::lang::{clean, clip, tr};
use crate::manage::Manage;

pub(crate) use crate::games::seats::{no_player, seat_named};

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

/// The move an organiser's tool makes at a table seating `sitters`, for every game:
/// `!dq replace` (a substitute named as `substitute` reads him), `remove`, `pause`, `resume`
/// and `extend`; None for any other command; Err: why it names nobody there.
pub(crate) fn tool_move<O>(
    sitters: &[Sitter],
    style: MentionStyle,
    post: &Post<'_>,
    m: &Manage<O>,
) -> Result<Option<Move>, String> {
    let seat = |name: &str| {
        seat_named(
            sitters.iter().map(|s| (s.user.as_str(), s.name.as_str())),
            name,
        )
        .ok_or_else(|| no_player(sitters.iter().map(|s| s.name.as_str()), name))
    };
    Ok(Some(match m {
        Manage::Replace { old, new } => {
            let seat = seat(old)?;
            let (user, name) = substitute(style, new, &post.mentioned)?;
            Move::Replace { seat, user, name }
        }
        Manage::Remove { name } => Move::Remove { seat: seat(name)? },
        Manage::Pause => Move::Pause,
        Manage::Resume => Move::Resume,
        Manage::Extend { hours } => Move::Extend { hours: *hours },
        _ => return Ok(None),
    }))
}
