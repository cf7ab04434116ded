//! The computer player seated from the start (issue 37), at every game's table: the organiser
//! says `!dq join bot` before the start, as many times as the game has seats. The seat is
//! named openly (`computer-1`), plays through time away's one gate (a time away that never runs
//! out, so the clock plays it as it plays for anyone away, from the game's secret stream for the
//! computer player), counts in the results and ratings under that name, and may be handed to a
//! person with `!dq replace computer-1 @someone`. Nothing is ever sent to it: `for_people`
//! drops what would be.

use super::desk::away::{is_computer, COMPUTER, DISORDER_UNTIL};
use super::desk::Post;
use super::{Organiser, Reply, Target};
use crate::games::{Move, Stage, Who};
use anyhow::Result;

/// `out` without what would go to a computer player (a DM, its buttons).
pub(super) fn for_people(mut out: Vec<Reply>) -> Vec<Reply> {
    out.retain(|r| !matches!(&r.target, Target::Dm(u) if is_computer(u)));
    out
}

impl Organiser {
    /// `!dq join bot` at game `id`: its organiser seats the computer player, before the start.
    pub(super) async fn seated_join_bot(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
    ) -> Result<Vec<Reply>> {
        if !organiser {
            return Ok(post.say(self.organiser_only(id)));
        }
        let g = &self.desk.games[&id].game;
        if g.stage() != Stage::Setup {
            return Ok(post.say(crate::lang::tr("computer-join-started", &[])));
        }
        // The first number no seat holds, by user or by name.
        let sitters = g.sitters();
        let taken = |k: usize| {
            let (user, name) = (format!("{COMPUTER}{k}"), format!("computer-{k}"));
            sitters.iter().any(|s| s.user == user || s.name == name)
        };
        let n = (1..).find(|&k| !taken(k)).unwrap_or(1);
        let user = format!("{COMPUTER}{n}");
        let mv = Move::Join {
            user: user.clone(),
            name: format!("computer-{n}"),
            role: None,
        };
        let out = self.seated_move(post, id, Who::Newcomer, false, mv).await?;
        let seated = self
            .desk
            .games
            .get(&id)
            .is_some_and(|l| l.game.seat_of(&user).is_some());
        if seated {
            let store = &self.desk.store;
            store
                .set_away(id, &user, DISORDER_UNTIL, "computer", 0)
                .await?;
            // Its plays are said as the clock's; that it is "away" never is.
            store
                .remind_once(id, &format!("away-over:{user}:0"))
                .await?;
            self.desk.away_again(id).await?;
        }
        Ok(out)
    }
}
