//! The games this process holds, whatever their kind: one map (`Desk::games`), loaded by one
//! rule and dropped by one (another writer may have added to a game's log since), and moved
//! on by one commit (`Desk::commit`: an input's entries stored with what they change beside
//! the log, and folded into the held game). Each is held through the table's one interface
//! (`games::Seated`); a game's own folder takes a typed look at its own games through `Any`.

use super::Desk;
use crate::games::beside::{Beside, Kept};
use crate::games::story::Before;
use crate::games::{Kind, Seated};
use crate::store::{GameRow, Said};
use anyhow::Result;
use std::sync::Arc;

/// A loaded game: its record, the game, and its stored log's length (what its next append
/// builds on). The map holds each behind an `Arc`, so that a room may lend one out while it
/// changes the desk (time away reads the game it changes the desk for); a change goes
/// through `Desk::loaded_mut`.
pub(crate) struct Loaded {
    pub row: GameRow,
    pub game: Box<dyn Seated>,
    pub len: usize,
}

impl Clone for Loaded {
    fn clone(&self) -> Loaded {
        Loaded {
            row: self.row.clone(),
            game: self.game.copy(),
            len: self.len,
        }
    }
}

impl Desk {
    /// Load game `row` (or find it loaded and still the latest); its id. A cached game is used
    /// only if no other writer has added to its log since: what is refused or shown must be
    /// judged on the latest state too, not only what is written. What is kept beside the log
    /// (time away, players' own languages) is read again while another process may write.
    pub(crate) async fn load(&mut self, row: GameRow) -> Result<i64> {
        let id = row.id;
        if let Some(l) = self.games.get(&id).filter(|_| !self.sole_writer) {
            if self.store.log_len(id).await? != l.len {
                self.forget(id);
            }
        }
        if let Some(l) = self.games.get_mut(&id) {
            if !self.sole_writer {
                // Its row as just read: another process may have changed what it keeps
                // beside the log (the game's language, its campaign).
                Arc::make_mut(l).row = row;
                let users = players(l);
                self.learn_langs(users).await?;
            }
        } else {
            let entries = self.store.entries(id).await?;
            let l = loaded(row, &entries)?;
            self.learn_langs(players(&l)).await?;
            self.heads_up_known(id, l.game.as_ref());
            self.games.insert(id, Arc::new(l));
        }
        if self.sole_writer {
            self.away_of(id).await?;
        } else {
            self.back_at.remove(&id);
            self.away_again(id).await?;
        }
        Ok(id)
    }

    /// Load every unfinished game of every kind at once (a restart's warm-up); how many.
    pub(crate) async fn load_unfinished(&mut self) -> Result<usize> {
        let mut n = 0;
        for (row, entries) in self.store.unfinished_with_entries().await? {
            // A kind this build does not know is left in the store for whoever knows it.
            if Kind::named(&row.kind).is_none() {
                continue;
            }
            let id = row.id;
            let l = loaded(row, &entries)?;
            self.learn_langs(players(&l)).await?;
            self.heads_up_known(id, l.game.as_ref());
            self.games.insert(id, Arc::new(l));
            n += 1;
        }
        Ok(n)
    }

    /// Forget the cached copy of game `id` (another writer changed it): the next use loads it
    /// from the store again.
    pub(crate) fn forget(&mut self, id: i64) {
        self.games.remove(&id);
    }

    /// Game `id`, loaded, lent out: the desk may change while it is read.
    pub(crate) fn lend(&self, id: i64) -> Option<Arc<Loaded>> {
        self.games.get(&id).cloned()
    }

    /// Game `id`, loaded, to change (its record, the game, its log's length).
    pub(crate) fn loaded_mut(&mut self, id: i64) -> Option<&mut Loaded> {
        self.games.get_mut(&id).map(Arc::make_mut)
    }

    /// Store one input at game `id` (loaded), with the entries it makes: `fold` folds them
    /// into the held game, in place (its kind may fold them its own way, typed); what they
    /// change beside the log (the seats and the phase, when they change; at a counted end,
    /// the results) is read from the game before and after. Nothing is said until this
    /// returns: on any failure (another writer got there first, the same input already
    /// stored, the store down) the held copy is dropped, and the next use loads the stored
    /// log again. The table as it stood before, for the input's story.
    pub(crate) async fn commit(
        &mut self,
        id: i64,
        said: Said<'_>,
        entries: &[String],
        fold: impl FnOnce(&mut dyn Seated) -> Result<()>,
    ) -> Result<Before> {
        let r = self.commit_in(id, said, entries, fold).await;
        if r.is_err() {
            self.forget(id);
        }
        r
    }

    async fn commit_in(
        &mut self,
        id: i64,
        said: Said<'_>,
        entries: &[String],
        fold: impl FnOnce(&mut dyn Seated) -> Result<()>,
    ) -> Result<Before> {
        let l = self
            .games
            .get_mut(&id)
            .map(Arc::make_mut)
            .ok_or_else(|| anyhow::anyhow!("game {id} is not loaded"))?;
        let before = Before::of(l.game.as_ref(), l.row.lang);
        let kept = Kept::of(l.game.as_ref());
        fold(l.game.as_mut())?;
        let beside = Beside::of(Some(&kept), l.game.as_ref());
        let finish = beside.finish();
        self.store.append(id, l.len, said, entries, finish).await?;
        l.len += entries.len();
        self.appended = Some((id, l.len, said.at));
        Ok(before)
    }

    /// How many entries game `id`'s stored log holds, as loaded (0: not loaded).
    pub(crate) fn log_len(&self, id: i64) -> usize {
        self.games.get(&id).map_or(0, |l| l.len)
    }
}

/// Game `row` from its stored `entries`.
fn loaded(row: GameRow, entries: &[String]) -> Result<Loaded> {
    let kind = Kind::named(&row.kind)
        .ok_or_else(|| anyhow::anyhow!("game {} is of an unknown kind {}", row.id, row.kind))?;
    let game = kind
        .rebuilt(row.seed, &row.settings, entries)
        .map_err(|e| anyhow::anyhow!("game {}: {e}", row.id))?;
    Ok(Loaded {
        row,
        game,
        len: entries.len(),
    })
}

/// A game's players and its organiser: whose own languages its texts need.
fn players(l: &Loaded) -> Vec<String> {
    let mut users: Vec<String> = l.game.sitters().into_iter().map(|s| s.user).collect();
    users.push(l.row.organiser.clone());
    users
}
