//! `!dq language me es|en|auto`: a player's own language, for his DMs and the replies only
//! he sees, at any game. It is kept beside the games, not in a log: the log is events, and
//! every text is rendered from them in the language asked. (A game's own language, `!dq
//! language es|en`, is its path's: the organiser's, any time.)

use super::{Organiser, Post, Reply, Target};
use crate::lang::{self, Lang};
use anyhow::Result;

impl Organiser {
    /// A player's own language (None: back to his Discord locale, else the game's). Answered
    /// in the language he will now read.
    pub(super) async fn my_language(
        &mut self,
        post: &Post<'_>,
        new: Option<Lang>,
    ) -> Result<Vec<Reply>> {
        let user = post.input.user.clone();
        self.desk.store.set_user_language(&user, new).await?;
        self.desk.own_langs.insert(user.clone(), new);
        let game = match self.desk.store.game_of_user(&user).await? {
            Some(row) => self.loaded_lang(row.id).unwrap_or(row.lang),
            None => self.desk.lang,
        };
        let reads = self.desk.reader_lang(&user, game);
        let id = match new {
            Some(_) => "manage-language-me",
            None => "manage-language-me-auto",
        };
        let confirmed = lang::text(reads, id, &[]);
        if matches!(post.origin, Target::Dm(_)) {
            return Ok(post.say(confirmed));
        }
        // Typed in the channel: the channel reads a note in its own language (the current
        // one), and the confirmation goes by DM in the language he chose.
        let noted = lang::tr(
            "manage-language-me-noted",
            &[
                ("name", post.input.name.clone()),
                ("language", reads.tag().to_string()),
            ],
        );
        Ok(vec![
            Reply::say(post.origin.clone(), noted),
            Reply::say(Target::Dm(user), confirmed),
        ])
    }
}
