//! The organiser's tools during a game: `!dq replace` (a substitute takes a seat), `!dq
//! remove`, `!dq skip`, `!dq pause` / `!dq resume`, `!dq end`, `!dq extend` and `!dq undo`
//! (a preview, then `!dq undo confirm`). Only the game's organiser (or an admin) may use them.

use super::held;
use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::Manage;
use crate::games::dungeonquest::engine::{Action, Actor, Rejection};
use crate::games::{Seated, Who};
use crate::organiser::desk::seats::tool_move;
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
        let q = held(desk, id).1;
        let action = match m {
            Manage::Skip => Action::Skip,
            Manage::End { reason } => Action::Stop { reason },
            Manage::Undo { count } => return self.undo(desk, post, id, count).await,
            Manage::UndoConfirm => match desk.confirmed_undo(post, id).await? {
                Ok(count) => Action::Undo { inputs: count },
                Err(why) => return Ok(why),
            },
            // Replace, remove, pause, resume, extend: read as at every table.
            m => {
                let read = tool_move(&q.sitters(), desk.mentions, post, &m);
                let mv = match read {
                    Ok(Some(mv)) => mv,
                    Ok(None) => return Ok(Vec::new()),
                    Err(why) => return Ok(say(why)),
                };
                match q.action(Who::Organiser, true, &mv) {
                    Ok((_, action)) => action,
                    Err(why) => return Ok(say(why)),
                }
            }
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
        let q = held(desk, id).1;
        let len = q.log().len();
        desk.undo_asked(post, (id, len), count, (q, Who::Organiser))
            .await
    }
}
