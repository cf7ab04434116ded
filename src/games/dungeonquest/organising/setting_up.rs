//! `!dq new`: a DungeonQuest game opened in a channel. (Joining, leaving, towers, the turn
//! order, settings and optional rules and the start come through the table's one door,
//! `organiser::seated`, read by `Seated::read` and decided by `Seated::decide`.)

use super::Quests;
use crate::organiser::desk::{Desk, Post, Reply};
use crate::store::GameRow;
use anyhow::Result;

impl Quests {
    /// `!dq new`: a game in this channel, organised by its sender (one running game a channel).
    pub(super) async fn new_game(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        row: Option<&GameRow>,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let channel = match desk.channel_to_open(post, row) {
            Ok(c) => c,
            Err(answer) => return Ok(answer),
        };
        let seed = desk.next_seed();
        let id = desk
            .store
            .create_game(
                &input.server,
                &channel,
                &input.user,
                seed,
                desk.defaults.quest(),
            )
            .await?;
        desk.store.set_game_language(id, desk.lang).await?;
        if let Some(r) = desk.store.game(id).await? {
            desk.load(r).await?;
        }
        let lang = match input.channel {
            Some(_) => desk.lang,
            None => desk.reader_lang(&input.user, desk.lang),
        };
        Ok(post.say(crate::lang::text(
            lang,
            "manage-new",
            &[("organiser", input.name.clone())],
        )))
    }
}
