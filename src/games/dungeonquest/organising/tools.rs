//! The organiser's tools during a game: `!dq replace` (a substitute takes a seat), `!dq
//! remove`, `!dq skip`, `!dq pause` / `!dq resume`, `!dq end`, `!dq extend` and `!dq undo`
//! (a preview, then `!dq undo confirm`). Only the game's organiser (or an admin) may use them.

use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::Manage;
use crate::games::dungeonquest::engine::{Action, Actor, Game, Rejection};
use crate::games::Who;
use crate::organiser::desk::{Desk, Post, Reply};
use anyhow::Result;

impl Quests {
    /// The organiser's tools (anyone else is refused).
    pub(super) async fn tool(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let Table {
            id, is_organiser, ..
        } = at;
        if !is_organiser {
            return Ok(self.refuse(desk, post, id, &Rejection::NotOrganiser));
        }
        let input = post.input;
        let say = |text: String| post.say(text);
        let g = &self.games[&id].1;
        let action = match m {
            Manage::Replace { old, new } => {
                let Some(seat) = seat_named(g, &old) else {
                    return Ok(say(no_player(g, &old)));
                };
                let (user, name) = match crate::organiser::desk::seats::substitute(
                    desk.mentions,
                    &new,
                    &post.mentioned,
                ) {
                    Ok(who) => who,
                    Err(why) => return Ok(say(why)),
                };
                Action::Replace { seat, user, name }
            }
            Manage::Remove { name } => {
                let Some(seat) = seat_named(g, &name) else {
                    return Ok(say(no_player(g, &name)));
                };
                Action::Remove { seat }
            }
            Manage::Skip => Action::Skip,
            Manage::Pause => Action::Pause,
            Manage::Resume => Action::Resume,
            Manage::End { reason } => Action::Stop { reason },
            Manage::Extend { hours } => Action::Extend { hours },
            Manage::Undo { count } => return self.undo(desk, post, id, count).await,
            Manage::UndoConfirm => match desk.confirmed_undo(post, id).await? {
                Ok(count) => Action::Undo { inputs: count },
                Err(why) => return Ok(why),
            },
            _ => return Ok(Vec::new()),
        };
        self.checked(desk, id, Actor::Organiser, action, input, &say)
            .await
    }

    /// `!dq undo N`: what `!dq undo confirm` would take back, kept until then (asked of the
    /// game through `Seated`, as at every table).
    async fn undo(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        id: i64,
        count: usize,
    ) -> Result<Vec<Reply>> {
        let q = &self.games[&id].1;
        let len = q.log().len();
        desk.undo_asked(post, (id, len), count, (q, Who::Organiser))
            .await
    }
}

/// A seat of `g` by its player's name, user id or mention (case-insensitive).
pub(super) fn seat_named(g: &Game, name: &str) -> Option<usize> {
    crate::organiser::desk::seats::seat_named(
        g.seats.iter().map(|s| (s.user.as_str(), s.name.as_str())),
        name,
    )
}

/// The answer to a name that is no seated player's.
fn no_player(g: &Game, name: &str) -> String {
    crate::organiser::desk::seats::no_player(g.seats.iter().map(|s| s.name.as_str()), name)
}
