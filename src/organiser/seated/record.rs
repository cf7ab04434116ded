//! A seated game's record (`kalladra-seated-1`): its export and its page.

use crate::organiser::desk::reply::{mark_proof, ProofAt};
use crate::organiser::{Organiser, Reply, Target};
use anyhow::Result;

impl Organiser {
    /// The game's record (`kalladra-seated-1`): complete once over; while it runs, as the
    /// channel sees it.
    async fn seated_record(&self, id: i64) -> Result<crate::games::record::Record> {
        let l = &self.seated[&id];
        let entries = self.desk.store.entries(id).await?;
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
        Ok(crate::organiser::desk::reply::page_reply(
            to,
            id,
            lang,
            &self.text_id(id, "record-attached"),
            move |posts| {
                crate::games::record::page::page(&x, lang)
                    .map(|p| crate::page::html(&p.linking(posts)))
            },
        ))
    }

    /// The game's log as a file: complete once over; while it runs, as the channel sees it.
    pub(super) async fn seated_export(&self, id: i64) -> Result<crate::organiser::Attachment> {
        let x = self.seated_record(id).await?;
        attachment(&x)
    }

    /// What the channel is told at the end: the seed and the complete log's SHA-256 (to
    /// compare with the hash posted at the start, and the file with), and the log attached.
    pub(super) async fn seated_ending(&self, id: i64) -> Result<Reply> {
        let x = self.seated_record(id).await?;
        let row = &self.seated[&id].row;
        let fair = match (&x.seed, &x.log_sha256) {
            (Some(seed), Some(log)) => crate::lang::text(
                row.lang,
                "fair-seed-record",
                &[
                    ("seed", seed.clone()),
                    ("hash", x.seed_sha256.clone()),
                    ("log", log.clone()),
                    ("file", x.file_name()),
                ],
            ),
            _ => String::new(),
        };
        let said = crate::lang::text(row.lang, &self.text_id(id, "record"), &[]);
        let mut r = Reply::say(
            Target::Channel(row.channel.clone()),
            format!("{said}\n{fair}").trim_end().to_string(),
        );
        r.file = Some(attachment(&x)?);
        if let Some(log) = &x.log_sha256 {
            mark_proof(std::slice::from_mut(&mut r), id, ProofAt::End, log);
        }
        Ok(r)
    }
}

fn attachment(x: &crate::games::record::Record) -> Result<crate::organiser::Attachment> {
    Ok(crate::organiser::Attachment {
        name: x.file_name(),
        bytes: serde_json::to_vec_pretty(x)?,
    })
}
