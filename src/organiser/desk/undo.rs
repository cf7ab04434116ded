//! `!dq undo N` and `!dq undo confirm` at any game's table: what may be taken back and the
//! preview, said once for every game (each game says, through `Undoing`, how many inputs are
//! in effect, why an undo would be refused, and what each input did); the preview is kept
//! beside the log (so that it is shown through one process and confirmed through any) and
//! bound to the log it was shown on; a confirm after anything was added since finds it void.

use super::{Desk, Post, Reply};
use anyhow::Result;

/// How many lines of what an input caused its preview shows.
const CAUSED_LINES: usize = 6;

/// A game's side of `!dq undo N`: what its log holds that an undo may take back.
pub(crate) trait Undoing: Sync {
    /// Inputs still in effect that an undo may take back: none once the game is over (its
    /// result stands).
    fn undoable(&self) -> usize;
    /// Why taking back the last `count` inputs is refused, in the current language: what
    /// someone was shown stays seen (a replacement sent the seat's secrets, a peek), a fight
    /// round resolved with one side's choice still sealed. None: it may be taken back.
    fn undo_refused(&self, count: usize) -> Option<String>;
    /// Each of the last `count` inputs in effect as the channel may read it, oldest first
    /// (sealed and hidden choices named, never shown), with the first lines of what it
    /// caused (the preview shows the first few); and whether any of them drew chance or
    /// sealed a choice.
    fn undo_items(&self, count: usize) -> (Vec<(String, Vec<String>)>, bool);
}

impl Desk {
    /// `!dq undo N` at game `id`, whose log is `len` entries long: the preview of what
    /// `!dq undo confirm` would take back, kept until then, or why nothing can be.
    pub(crate) async fn undo_asked(
        &self,
        post: &Post<'_>,
        (id, len): (i64, usize),
        count: usize,
        game: &dyn Undoing,
    ) -> Result<Vec<Reply>> {
        let in_effect = game.undoable();
        let refused = if count == 0 || count > in_effect {
            let n = [("count", in_effect.to_string())];
            Some(crate::lang::tr("manage-undo-impossible", &n))
        } else {
            game.undo_refused(count)
        };
        if let Some(why) = refused {
            // An earlier preview is void: a confirm now would take back what was not asked.
            self.store.take_pending_undo(id).await?;
            return Ok(post.say(why));
        }
        let n = [("count", count.to_string())];
        let mut lines = vec![crate::lang::tr("manage-undo-header", &n)];
        let (items, chance) = game.undo_items(count);
        for (what, said) in items {
            lines.push(format!("• {what}"));
            // The first lines of what it caused, each under it.
            let said = said.iter().flat_map(|s| s.lines()).take(CAUSED_LINES);
            lines.extend(said.map(|l| format!("  {l}")));
        }
        if chance {
            lines.push(crate::lang::tr("manage-undo-chance", &n));
        }
        lines.push(crate::lang::tr("manage-undo-confirm", &n));
        self.keep_undo(id, count, len).await?;
        Ok(super::reply::render_split(&post.origin, &lines.join("\n")))
    }

    /// Keep `!dq undo N`'s preview at game `id`: `count` inputs, shown on a log `len`
    /// entries long.
    async fn keep_undo(&self, id: i64, count: usize, len: usize) -> Result<()> {
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
