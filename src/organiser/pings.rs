//! Notices to a player of his wait at a game (`Ping`: the heads-up, a deadline passed, the
//! time bank paying, the computer playing for him, his seat falling to it), counted at the
//! one gate every reply leaves the organiser by (issue 37: a superseded ping is edited, not
//! repeated). The first of its kind (`PingKind`) since he last played at a game is a message
//! of its own; each later one is marked to edit it, and says so, so that a player back from a
//! week away finds one message a game and kind, kept current. His own play there, or his
//! return, starts them afresh.

use super::{Organiser, Reply};

impl Organiser {
    /// `out` with each notice counted: the first since its reader last played at its game
    /// as it is, a later one saying that it is kept current in place of the first.
    pub(super) async fn counted(&self, mut out: Vec<Reply>) -> Vec<Reply> {
        for r in &mut out {
            let (Some(ping), crate::organiser::Target::Dm(user)) = (&mut r.ping, &r.target) else {
                continue;
            };
            // Counting is no reason to lose what was done and said: a store that fails here
            // leaves the notice a message of its own.
            ping.count = match self
                .desk
                .store
                .ping(ping.game, user, ping.kind.name())
                .await
            {
                Ok(n) => n,
                Err(e) => {
                    tracing::warn!(game = ping.game, "a notice not counted: {e:#}");
                    0
                }
            };
            if ping.supersedes() {
                let said = crate::lang::text(
                    ping.lang,
                    "ping-kept",
                    &[
                        ("count", ping.count.to_string()),
                        ("game", ping.game.to_string()),
                    ],
                );
                r.text = format!("{}\n{said}", r.text);
            }
        }
        out
    }
}
