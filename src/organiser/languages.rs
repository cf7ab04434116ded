//! `!dq language es|en`: the game's language (the organiser's, any time), and
//! `!dq language me es|en|auto`: a player's own, for his DMs and the replies only he sees.
//! Both are kept beside the game, not in its log: the log is events, and every text is
//! rendered from them in the language asked.

use super::dungeonquest::Table;
use super::{Organiser, Post, Reply, Target};
use crate::lang::{self, Lang};
use anyhow::Result;
use std::collections::HashMap;

impl Organiser {
    /// The game's language; only the organiser may change it. Answered in the new language.
    pub(super) async fn game_language(
        &mut self,
        post: &Post<'_>,
        at: Table,
        new: Lang,
    ) -> Result<Vec<Reply>> {
        let organiser = self.games[&at.id].0.organiser.clone();
        if !at.is_organiser {
            return Ok(post.say(lang::tr(
                "manage-language-organiser-only",
                &[("organiser", self.user_label(&organiser))],
            )));
        }
        self.store.set_game_language(at.id, new).await?;
        let mut channel = None;
        if let Some((row, _)) = self.games.get_mut(&at.id) {
            row.lang = new;
            channel = Some(row.channel.clone());
        }
        let said = lang::text(new, "manage-language-set", &[]);
        let mut out = post.say(said.clone());
        // Changed by DM: the channel, whose language it is, hears it too.
        if let (Target::Dm(_), Some(c)) = (&post.origin, channel) {
            out.push(Reply::say(Target::Channel(c), said));
        }
        Ok(out)
    }

    /// A player's own language (None: back to his Discord locale, else the game's). Answered
    /// in the language he will now read.
    pub(super) async fn my_language(
        &mut self,
        post: &Post<'_>,
        new: Option<Lang>,
    ) -> Result<Vec<Reply>> {
        let user = post.input.user.clone();
        self.store.set_user_language(&user, new).await?;
        self.own_langs.insert(user.clone(), new);
        let game = match self.store.game_of_user(&user).await? {
            Some(row) => self.games.get(&row.id).map_or(row.lang, |(r, _)| r.lang),
            None => self.lang,
        };
        let reads = self.reader_lang(&user, game);
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

    /// Read players' own languages from the store into `own_langs`: once each while this
    /// process is its database's sole writer, else each time (one query for them all).
    pub(super) async fn learn_langs(
        &mut self,
        users: impl IntoIterator<Item = String>,
    ) -> Result<()> {
        let mut unknown: Vec<String> = users
            .into_iter()
            .filter(|u| !self.sole_writer || !self.own_langs.contains_key(u))
            .collect();
        unknown.sort();
        unknown.dedup();
        if unknown.is_empty() {
            return Ok(());
        }
        let chosen: HashMap<String, Option<Lang>> = self
            .store
            .user_languages(&unknown)
            .await?
            .into_iter()
            .collect();
        for u in unknown {
            let l = chosen.get(&u).copied().flatten();
            self.own_langs.insert(u, l);
        }
        Ok(())
    }
}
