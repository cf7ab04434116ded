//! Reading a game on DungeonQuest's own path: the log and the record page attached at the
//! end, and `!dq help` where no game runs (a topic, or what the asker can do now). Every
//! look at a game comes through the table's one door (`seated::reading`, and `seated::words`
//! for `!dq dice` and `!dq options`).

use super::held;
use super::Quests;
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::reading::help_now;
use crate::organiser::desk::reply::page_reply;
use crate::organiser::desk::{Attachment, Desk, Input, Post, Reply, Target};
use crate::store::GameRow;
use anyhow::Result;

impl Quests {
    /// Game `id`'s export as the store holds it now (what `!dq export`, the log attached at the
    /// end and the record page are made from).
    async fn stored_export(
        &self,
        desk: &Desk,
        id: i64,
    ) -> Result<crate::games::dungeonquest::audit::Export> {
        let (row, g) = held(desk, id);
        let events = desk.store.events(id).await?;
        Ok(crate::games::dungeonquest::audit::Export::of(
            id,
            &row.channel,
            &row.organiser,
            g,
            &events,
        ))
    }

    /// A finished DungeonQuest game's whole log, with its seed, attached to a message for `to`
    /// in the game's language (as `!dq export` gives it then).
    pub(super) async fn quest_log(&self, desk: &Desk, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.stored_export(desk, id).await?;
        let args = [
            ("game", id.to_string()),
            ("events", x.events.len().to_string()),
            ("file", x.file_name()),
            ("note", String::new()),
        ];
        let text = self.in_channel(desk, id, || crate::lang::tr("manage-exported", &args));
        let mut r = Reply::say(to, text);
        r.file = Some(Attachment {
            name: x.file_name(),
            bytes: serde_json::to_vec_pretty(&x)?,
        });
        Ok(vec![r])
    }

    /// A finished DungeonQuest game's record page, attached to a message for `to`.
    pub(super) async fn quest_page(&self, desk: &Desk, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.stored_export(desk, id).await?;
        let lang = held(desk, id).0.lang;
        Ok(page_reply(
            to,
            id,
            lang,
            "manage-record-attached",
            move |posts| {
                crate::games::dungeonquest::page::page(&x, lang)
                    .map(|p| crate::page::html(&p.linking(posts)))
            },
        ))
    }

    /// `!dq help [TOPIC]`: one topic, or the commands with what the asker can do now.
    pub(super) async fn help(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        topic: Option<&str>,
        row: Option<&GameRow>,
    ) -> Result<Vec<Reply>> {
        let text = match topic {
            Some(t) => render::help_topic(t),
            None => render::help(&self.help_now(desk, post.input, row.cloned()).await?),
        };
        Ok(post.say(text))
    }

    /// What `input`'s sender can do now in the game `row` (None: no game here), for
    /// `!dq help`: the commands legal for them this moment, or why there are none.
    async fn help_now(
        &mut self,
        desk: &mut Desk,
        input: &Input,
        row: Option<GameRow>,
    ) -> Result<String> {
        let Some(row) = row else {
            let k = if input.channel.is_some() {
                "now_no_game"
            } else {
                "now_no_game_dm"
            };
            return Ok(render::t("help", k, &[]));
        };
        let id = desk.load(row).await?;
        let (row, g) = held(desk, id);
        let organiser = input.admin || input.user == row.organiser;
        Ok(help_now(g, g.seat_of_user(&input.user), organiser))
    }
}
