//! A seated game's record (`kalladra-seated-1`): its export and its page.

use crate::organiser::{Organiser, Reply, Target};
use anyhow::Result;

impl Organiser {
    /// The game's record (`kalladra-seated-1`): complete once over; while it runs, as the
    /// channel sees it.
    async fn seated_record(&self, id: i64) -> Result<crate::games::record::Record> {
        let l = &self.seated[&id];
        let entries = self.store.entries(id).await?;
        Ok(crate::games::record::Record::of(
            l.row.id,
            &l.row.channel,
            &l.row.organiser,
            l.row.seed,
            l.game.as_ref(),
            &entries,
        ))
    }

    /// A finished game's record page, attached to a message for `to`.
    pub(super) async fn seated_page(&self, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.seated_record(id).await?;
        let lang = self.seated[&id].row.lang;
        Ok(crate::organiser::reply::page_reply(
            to,
            id,
            lang,
            &self.text_id(id, "record-attached"),
            move || crate::games::record::page::page(&x, lang).map(|p| crate::page::html(&p)),
        ))
    }

    /// The game's log as a file: complete once over; while it runs, as the channel sees it.
    pub(super) async fn seated_export(&self, id: i64) -> Result<crate::organiser::Attachment> {
        let x = self.seated_record(id).await?;
        let row = &self.seated[&id].row;
        Ok(crate::organiser::Attachment {
            name: format!("kalladra-{}-{}.json", row.kind, row.id),
            bytes: serde_json::to_vec_pretty(&x)?,
        })
    }
}
