//! A seated game's file (`games::file::Filed`, as every kind's is made): its export, its
//! page and what the channel is told at the end.

use crate::games::file::Filed;
use crate::organiser::desk::reply::{mark_proof, ProofAt};
use crate::organiser::{Organiser, Reply, Target};
use anyhow::Result;

impl Organiser {
    /// The game's file (`Filed::of`): complete once over; while it runs, as the channel sees
    /// it.
    async fn seated_record(&self, id: i64) -> Result<Filed> {
        let row = &self.desk.games[&id].row;
        let entries = self.desk.store.entries(id).await?;
        Filed::of(row, &entries).map_err(|why| anyhow::anyhow!("game {id}: {why}"))
    }

    /// A finished game's record page, attached to a message for `to`.
    pub(super) async fn seated_page(&self, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.seated_record(id).await?;
        let lang = self.desk.games[&id].row.lang;
        Ok(crate::organiser::desk::reply::page_reply(
            to,
            id,
            lang,
            &self.text_id(id, "record-attached"),
            move |posts| x.page(lang).map(|p| crate::page::html(&p.linking(posts))),
        ))
    }

    /// `!dq record` while game `id` runs: its page so far, built from what the channel was
    /// told (`seat` None), or from what one seat was told (his own, by DM); to `to`.
    pub(super) async fn seated_running_page(
        &self,
        id: i64,
        seat: Option<usize>,
        to: Target,
    ) -> Result<Vec<Reply>> {
        let row = self.desk.games[&id].row.clone();
        let entries = self.desk.store.entries(id).await?;
        let lang = match &to {
            Target::Dm(user) => self.desk.reader_lang(user, row.lang),
            _ => row.lang,
        };
        let mut out = crate::organiser::desk::reply::page_reply(
            to,
            id,
            lang,
            "record-running-attached",
            move |_| {
                crate::games::file::running_page(&row, &entries, seat, lang)
                    .map(|p| crate::page::html(&p))
            },
        );
        // A seat's own page is a file of its own (local play keeps both side by side).
        if let (Some(s), Some(r)) = (seat, out.first_mut()) {
            r.page = r.page.take().map(|p| p.of_seat(s));
        }
        Ok(out)
    }

    /// `!dq export`: the game's log as a file, to `to`: complete once over; while it runs, as
    /// the channel sees it (saying so).
    pub(super) async fn seated_export(&self, id: i64, to: Target) -> Result<Reply> {
        let x = self.seated_record(id).await?;
        let (_, seed, _) = x.hashes();
        let note = match seed {
            Some(_) => String::new(),
            None => crate::lang::tr("manage-export-running-note", &[]),
        };
        let args = [
            ("game", id.to_string()),
            ("events", x.entries().to_string()),
            ("file", x.file_name()),
            ("note", note),
        ];
        let mut r = Reply::say(to, crate::lang::tr("manage-exported", &args));
        r.file = Some(attachment(&x));
        Ok(r)
    }

    /// What the channel is told at the end: the seed and the complete log's SHA-256 (to
    /// compare with the hash posted at the start, and the file with), and the log attached.
    /// `proved`: the game's story has just posted the seed and the log's hash: the log is
    /// attached as `!dq export` gives it.
    pub(super) async fn seated_ending(&self, id: i64, proved: bool) -> Result<Reply> {
        if proved {
            let to = Target::Channel(self.desk.games[&id].row.channel.clone());
            let lang = self.desk.games[&id].row.lang;
            return crate::lang::scope(lang, self.seated_export(id, to)).await;
        }
        let x = self.seated_record(id).await?;
        let row = &self.desk.games[&id].row;
        let (seed_sha256, seed, log) = x.hashes();
        let fair = match (seed, log) {
            (Some(seed), Some(log)) => crate::lang::text(
                row.lang,
                "fair-seed-record",
                &[
                    ("seed", seed.to_string()),
                    ("hash", seed_sha256.to_string()),
                    ("log", log.to_string()),
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
        r.file = Some(attachment(&x));
        if let Some(log) = log {
            mark_proof(std::slice::from_mut(&mut r), id, ProofAt::End, log);
        }
        Ok(r)
    }
}

fn attachment(x: &Filed) -> crate::organiser::Attachment {
    crate::organiser::Attachment {
        name: x.file_name(),
        bytes: x.bytes(),
    }
}
