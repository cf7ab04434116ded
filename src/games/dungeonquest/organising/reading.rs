//! `!dq help` where no game runs (a topic, or the commands). Every look at a game comes
//! through the table's one door (`seated::reading`, and `seated::words` for `!dq dice` and
//! `!dq options`).

use super::Quests;
use crate::games::dungeonquest::render;
use crate::organiser::desk::{Post, Reply};
use anyhow::Result;

impl Quests {
    /// `!dq help [TOPIC]` where no game runs: one topic, or the commands and that no game
    /// runs here (at a game, help is the table's, in the game's words: `Seated::help`).
    pub(super) async fn help(
        &mut self,
        post: &Post<'_>,
        topic: Option<&str>,
    ) -> Result<Vec<Reply>> {
        let text = match topic {
            Some(t) => render::help_topic(t),
            None => {
                let k = match post.input.channel {
                    Some(_) => "now_no_game",
                    None => "now_no_game_dm",
                };
                render::help(&render::t("help", k, &[]))
            }
        };
        Ok(post.say(text))
    }
}
