//! `!dq mine` (`!dq mías`): every running game, of every kind and on every server the bot
//! shares with the sender, that waits on him now, the longest wait first, each with its
//! channel, its game, how long it has waited and its deadline; answered by DM alone.

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
        let mut waiting: Vec<(f64, String)> = Vec::new();
        for row in &games {
            self.ensure_loaded(row.id).await?;
            let awaited = self.table(row.id).is_some_and(|(_, g)| {
                g.seat_of(&user)
                    .is_some_and(|s| g.awaited().contains(&s) && !g.paused())
            });
            if !awaited {
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
        let said = match waiting.len() {
            0 => text(lang, "mine-none", &[("games", games.len().to_string())]),
            n => {
                let mut lines = vec![text(lang, "mine-title", &[("count", n.to_string())])];
                lines.extend(waiting.into_iter().map(|w| w.1));
                lines.join("\n")
            }
        };
        Ok(vec![Reply::say(Target::Dm(user), said)])
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
