//! What waits on a player, across every game: `!dq mine` (`!dq mías`) answers it at once, and
//! the daily digest (`!dq notify digest`) sends it once a day instead of a ping a turn. Every
//! running game, of every kind and on every server the bot shares with him, that waits on him
//! now, the longest wait first, each with its channel, its game, how long it has waited and its
//! deadline; by DM alone.

use super::desk::Post;
use super::{Organiser, Reply, Target};
use crate::lang::{text, Lang};
use anyhow::Result;

impl Organiser {
    /// The sender's games that wait on him, longest wait first, by DM.
    pub(super) async fn mine(&mut self, post: &Post<'_>) -> Result<Vec<Reply>> {
        let user = post.input.user.clone();
        let games = self.desk.store.games_of_user(&user).await?;
        let lang = self.dm_lang(post.input, &games).await?;
        let waiting = self.waiting_on(&user, &games, (lang, false)).await?;
        let said = match waiting.len() {
            0 => text(lang, "mine-none", &[("games", games.len().to_string())]),
            n => {
                let mut lines = vec![text(lang, "mine-title", &[("count", n.to_string())])];
                lines.extend(waiting);
                lines.join("\n")
            }
        };
        // Many waiting games are more than one message holds: cut between lines.
        Ok(super::desk::reply::render_split(&Target::Dm(user), &said))
    }

    /// A line for each of `games` (his running games) that waits on `user` now, in `lang`,
    /// the longest wait first; `here`: only those he is not away from (the digest does not
    /// reach him there).
    async fn waiting_on(
        &mut self,
        user: &str,
        games: &[crate::store::GameRow],
        (lang, here): (Lang, bool),
    ) -> Result<Vec<String>> {
        let mut waiting: Vec<(f64, String)> = Vec::new();
        for row in games {
            self.ensure_loaded(row.id).await?;
            let awaited = self.table(row.id).is_some_and(|(_, g)| {
                g.seat_of(user)
                    .is_some_and(|s| g.awaited().contains(&s) && !g.paused())
            });
            if !awaited || here && self.desk.is_away(row.id, user) {
                continue;
            }
            let hours = self.waited(row.id).await?.unwrap_or(0.0);
            let deadline = self.deadline_in(row.id, lang).await?.unwrap_or_default();
            let channel = self.desk.mentions.channel(&row.channel);
            let line = text(
                lang,
                "mine-game",
                &[
                    ("game", row.id.to_string()),
                    ("channel", channel),
                    ("kind", row.kind.clone()),
                    ("waited", waited(lang, hours)),
                    ("deadline", deadline),
                ],
            );
            waiting.push((hours, line));
        }
        // The longest wait first (as Yucata orders a player's games).
        waiting.sort_by(|a, b| b.0.total_cmp(&a.0));
        Ok(waiting.into_iter().map(|w| w.1).collect())
    }

    /// The clock's daily digests: each player who asked for one (`!dq notify digest`) and has
    /// not had today's (UTC) gets one DM of every game that waits on him, the first time in
    /// the day that any does; claimed in the store before it is sent, so one process sends it
    /// once a day.
    pub(super) async fn digests(&mut self) -> Result<Vec<Reply>> {
        let day = chrono::DateTime::from_timestamp(self.desk.now() as i64, 0)
            .unwrap_or_default()
            .format("%Y-%m-%d")
            .to_string();
        let mut out = Vec::new();
        for user in self.desk.store.digests_due(&day).await? {
            let games = self.desk.store.games_of_user(&user).await?;
            self.desk.learn_langs([user.clone()]).await?;
            let lang = self
                .desk
                .reader_lang(&user, games.first().map_or(self.desk.lang, |g| g.lang));
            // Sent the first time in the day that something waits on him.
            let waiting = self.waiting_on(&user, &games, (lang, true)).await?;
            if waiting.is_empty() || !self.desk.store.claim_digest(&user, &day).await? {
                continue;
            }
            let count = waiting.len().to_string();
            let mut lines = vec![text(lang, "mine-digest", &[("count", count)])];
            lines.extend(waiting);
            out.extend(super::desk::reply::render_split(
                &Target::Dm(user),
                &lines.join("\n"),
            ));
        }
        Ok(out)
    }
}

/// How long a wait has run, in hours or days as a reader would say it.
pub(super) fn waited(lang: Lang, hours: f64) -> String {
    let (n, unit) = if hours >= 48.0 {
        ((hours / 24.0).floor(), "days")
    } else if hours >= 1.0 {
        (hours.floor(), "hours")
    } else {
        ((hours * 60.0).floor(), "minutes")
    };
    text(
        lang,
        "mine-waited",
        &[("n", (n as i64).to_string()), ("unit", unit.to_string())],
    )
}
