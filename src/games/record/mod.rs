//! The export of a game of another kind (`!dq export`, attached at the end) and its check
//! (`kalladra verify`): the seed's SHA-256 posted when the game was opened, the seed and the
//! log's SHA-256 once it is over, and the log's entries (while it runs, as the channel may
//! see them). Verifying replays every input from the seed and compares what it makes.

pub mod page;

use super::{Kind, Reader, Seated, Stage};
use crate::audit::{entries_hash, seed_from_hex, seed_hash, seed_hex};
use serde::{Deserialize, Serialize};

/// The format's name and version.
pub const FORMAT: &str = "kalladra-seated-1";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    /// The game's kind (`Kind::name`).
    pub kind: String,
    pub game: i64,
    pub channel: String,
    pub organiser: String,
    pub seed_sha256: String,
    /// The seed, once the game is over.
    pub seed: Option<String>,
    /// The SHA-256 of the complete log (`audit::entries_hash`), once the game is over.
    pub log_sha256: Option<String>,
    pub entries: Vec<serde_json::Value>,
}

impl Record {
    /// The name the organiser attaches it as (`!dq export`, and at the end).
    pub fn file_name(&self) -> String {
        crate::page::log_file_name(self.game)
    }

    /// The record of game `g` (its stored log `entries`): complete once over, else redacted
    /// for the channel, without the seed.
    pub fn of(
        game: i64,
        channel: &str,
        organiser: &str,
        seed: [u8; 32],
        g: &dyn Seated,
        entries: &[String],
    ) -> Record {
        let over = g.stage() == Stage::Over;
        let entries: Vec<serde_json::Value> = entries
            .iter()
            .map(|e| {
                let shown = if over {
                    e.clone()
                } else {
                    g.redact(e, Reader::Channel)
                };
                serde_json::from_str(&shown).unwrap_or(serde_json::Value::Null)
            })
            .collect();
        Record {
            format: FORMAT.into(),
            kind: g.kind().name().into(),
            game,
            channel: channel.into(),
            organiser: organiser.into(),
            seed_sha256: seed_hash(&seed),
            seed: over.then(|| seed_hex(&seed)),
            log_sha256: over.then(|| entries_hash(&entries)),
            entries,
        }
    }
}

/// What `kalladra verify` finds in a record: Ok with a line saying what was confirmed, or
/// Err with what does not hold; `Unknown` for a game still running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Confirmed(String),
    Rejected(String),
    Running,
}

pub fn verify(r: &Record) -> Verdict {
    let Some(seed) = r.seed.as_deref() else {
        return Verdict::Running;
    };
    let Some(seed) = seed_from_hex(seed) else {
        return Verdict::Rejected("the seed is not 64 hexadecimal digits".into());
    };
    if seed_hash(&seed) != r.seed_sha256 {
        return Verdict::Rejected(format!(
            "the seed's SHA-256 is {}, not the {} posted at the start",
            seed_hash(&seed),
            r.seed_sha256
        ));
    }
    let hash = entries_hash(&r.entries);
    if r.log_sha256.as_deref() != Some(hash.as_str()) {
        return Verdict::Rejected(format!(
            "the log's SHA-256 is {hash}, not the {} posted at the end",
            r.log_sha256.as_deref().unwrap_or("none")
        ));
    }
    let replayed = match Kind::named(&r.kind) {
        Some(Kind::Raiders) => super::raiders::replay::verify_entries(seed, &r.entries),
        _ => Err(format!(
            "`{}` is not a kind of game this record can hold",
            r.kind
        )),
    };
    match replayed {
        Ok(summary) => Verdict::Confirmed(format!(
            "Confirmed: the seed matches its hash ({}), the log matches its hash ({hash}), and \
             replaying {} entries from the seed gives the same game. {summary}",
            r.seed_sha256,
            r.entries.len()
        )),
        Err(why) => Verdict::Rejected(why),
    }
}

impl Record {
    /// The channel's board picture after the first `at` inputs (all of them if None), from a
    /// finished game's record (a running game's withholds the deal it would need).
    pub fn picture_after(
        &self,
        at: Option<usize>,
        lang: crate::lang::Lang,
    ) -> Result<Vec<u8>, String> {
        let Some(seed) = self.seed.as_deref() else {
            return Err(
                "it is the record of a game still running: its deal is withheld until the end"
                    .into(),
            );
        };
        let seed = seed_from_hex(seed).ok_or("its seed is not 64 hexadecimal digits")?;
        let kind = Kind::named(&self.kind)
            .ok_or_else(|| format!("`{}` is not a kind of game this record can hold", self.kind))?;
        let mut g = kind
            .open(seed)
            .ok_or_else(|| format!("`{}` records are not drawn here", self.kind))?;
        let mut inputs = 0;
        for e in &self.entries {
            let e = e.to_string();
            if g.input_line(&e, lang).is_some() {
                if Some(inputs) == at {
                    break;
                }
                inputs += 1;
            }
            g.fold(&e)?;
        }
        if let Some(n) = at.filter(|&n| n > inputs) {
            return Err(format!("it holds {inputs} inputs, not {n}"));
        }
        g.picture(lang)
            .map(|(png, _)| png)
            .ok_or_else(|| "this game has no picture".to_string())
    }
}
