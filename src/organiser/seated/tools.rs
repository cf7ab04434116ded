//! The organiser's tools at a game behind `Seated`: `!dq replace`, `remove`, `pause`,
//! `resume` and `extend` become the game's moves (it says what each may do there, and keeps
//! them in its log); `!dq skip` has the computer player make the awaited plays now, as a
//! deadline would.

use crate::games::{Move, Stage, Who};
use crate::manage::Manage;
use crate::organiser::desk::seats::tool_move;
use crate::organiser::{Organiser, Post, Reply};
use anyhow::Result;

impl Organiser {
    /// The move an organiser's tool makes at game `id` (None: `!dq skip`), or why it names
    /// nobody there (`desk::seats::tool_move`, as at every table).
    pub(super) fn seated_tool(
        &self,
        post: &Post<'_>,
        id: i64,
        m: Manage,
    ) -> Result<Option<Move>, String> {
        let sitters = self.desk.games[&id].game.sitters();
        tool_move(&sitters, self.desk.mentions, post, &m)
    }

    /// `!dq skip`: the computer player plays now for everyone the game waits on (paused or
    /// not: the organiser acts), each play said as the clock's.
    pub(super) async fn seated_skip(&mut self, post: &Post<'_>, id: i64) -> Result<Vec<Reply>> {
        let g = &self.desk.games[&id].game;
        let awaited = g.awaited();
        if g.stage() != Stage::Playing || awaited.is_empty() {
            let none = self.text_id(id, "refuse-skip-none");
            return Ok(post.say(crate::lang::tr(&none, &[])));
        }
        // Said as the organiser's skip, then each play as the clock's.
        let named: Vec<String> = awaited.iter().map(|&s| self.named(id, s)).collect();
        let said = self.text_id(id, "skipped");
        let mut out = post.say(crate::lang::tr(
            &said,
            &[
                ("people", named.len().to_string()),
                ("names", named.join(", ")),
            ],
        ));
        // Paused, the skip plays for the awaited alone (nobody away is played for).
        let away = !g.paused();
        out.extend(self.seated_play_for(id, awaited, (away, false)).await?);
        Ok(out)
    }

    /// `!dq undo N`: the organiser's preview of what `!dq undo confirm` would take back.
    pub(super) async fn seated_undo_preview(
        &mut self,
        post: &Post<'_>,
        id: i64,
        (who, organiser): (Who, bool),
        count: usize,
    ) -> Result<Vec<Reply>> {
        if !organiser {
            return Ok(post.say(self.organiser_only(id)));
        }
        let l = &self.desk.games[&id];
        let at = (&*l.game, who);
        self.desk.undo_asked(post, (id, l.len), count, at).await
    }

    /// `!dq campaign NAME`: before the start, the campaign whose table the game's result
    /// counts in (`!dq leaderboard NAME`).
    pub(super) async fn seated_campaign(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
        name: String,
    ) -> Result<Vec<Reply>> {
        let refuse = |key: &str| post.say(crate::lang::tr(&self.text_id(id, key), &[]));
        if !organiser {
            return Ok(post.say(self.organiser_only(id)));
        }
        if self.desk.games[&id].game.stage() != Stage::Setup {
            return Ok(refuse("refuse-already-started"));
        }
        // A campaign's table ranks one game's results.
        let row = &self.desk.games[&id].row;
        if row.campaign == name {
            let same = [("campaign", name)];
            return Ok(post.say(crate::lang::tr("seated-campaign-same", &same)));
        }
        if let Some(why) = self.desk.campaign_refused(row, &name).await? {
            return Ok(post.say(why));
        }
        self.desk.store.set_campaign(id, &name).await?;
        if let Some(l) = self.desk.loaded_mut(id) {
            l.row.campaign = name.clone();
        }
        Ok(post.say(crate::lang::tr(
            "manage-campaign-set",
            &[("campaign", name)],
        )))
    }
}
