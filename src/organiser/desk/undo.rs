//! `!dq undo N` and `!dq undo confirm` at any game's table: the preview is kept beside the
//! log (so that it is shown through one process and confirmed through any) and bound to the
//! log it was shown on; a confirm after anything was added since finds it void.

use super::{Desk, Post, Reply};
use anyhow::Result;

impl Desk {
    /// Keep `!dq undo N`'s preview at game `id`: `count` inputs, shown on a log `len`
    /// entries long.
    pub(crate) async fn keep_undo(&self, id: i64, count: usize, len: usize) -> Result<()> {
        self.store.set_pending_undo(id, count, len).await
    }

    /// `!dq undo confirm` at game `id`: how many inputs the kept preview takes back, while
    /// the log is still the one it was shown on; else the answer why nothing is taken back
    /// (no preview, or the game has moved on since). The preview is used up either way.
    pub(crate) async fn confirmed_undo(
        &self,
        post: &Post<'_>,
        id: i64,
    ) -> Result<std::result::Result<usize, Vec<Reply>>> {
        let Some((count, shown_on)) = self.store.take_pending_undo(id).await? else {
            return Ok(Err(post.say(crate::lang::tr("manage-undo-nothing", &[]))));
        };
        if self.store.log_len(id).await? != shown_on {
            return Ok(Err(post.say(crate::lang::tr("manage-undo-moved-on", &[]))));
        }
        Ok(Ok(count))
    }
}
