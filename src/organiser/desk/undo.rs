//! `!dq undo N` and `!dq undo confirm` at any game's table: what may be taken back and the
//! preview, said once for every game (each game says, through `Seated`, how many inputs are
//! in effect, why an undo would be refused, and what each input did); the preview is kept
//! beside the log (so that it is shown through one process and confirmed through any) and
//! bound to the log it was shown on; a confirm after anything was added since finds it void.

use super::{Desk, Post, Reply};
use crate::games::{Move, Seated, Who};
use anyhow::Result;

/// How many lines of what an input caused its preview shows.
const CAUSED_LINES: usize = 6;

impl Desk {
    /// `!dq undo N` at game `id`, whose log is `len` entries long, asked by the organiser
    /// (`who`, seated or not): the preview of what `!dq undo confirm` would take back, kept
    /// until then, or why nothing can be. Every game answers it through `Seated`: how many
    /// inputs are in effect (`undoable`; none once the game is over, its result stands), why
    /// taking some back is refused (the refusal of the undo itself: what someone was shown
    /// stays seen, a fight's round is never split), and each input as the channel may read
    /// it (`undo_items`: sealed and hidden choices named, never shown).
    pub(crate) async fn undo_asked(
        &self,
        post: &Post<'_>,
        (id, len): (i64, usize),
        count: usize,
        (game, who): (&dyn Seated, Who),
    ) -> Result<Vec<Reply>> {
        let lang = crate::lang::current();
        let in_effect = game.undoable();
        let refused = if count == 0 || count > in_effect {
            let n = [("count", in_effect.to_string())];
            Some(crate::lang::tr("manage-undo-impossible", &n))
        } else {
            let undo = Move::Undo { inputs: count };
            game.decide(who, true, &undo, lang).err()
        };
        if let Some(why) = refused {
            // An earlier preview is void: a confirm now would take back what was not asked.
            self.store.take_pending_undo(id).await?;
            return Ok(post.say(why));
        }
        let n = [("count", count.to_string())];
        let mut lines = vec![crate::lang::tr("manage-undo-header", &n)];
        let (items, chance) = game.undo_items(count, lang);
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
