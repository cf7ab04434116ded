//! The export of a game of another kind (`!dq export`, attached at the end) and its check
//! (`kalladra verify`): the seed's SHA-256 posted when the game was opened, the seed and the
//! log's SHA-256 once it is over, and the log's entries (while it runs, as the channel may
//! see them). Verifying replays every input from the seed and compares what it makes.

pub mod page;

use super::{Kind, Reader, Seated, Stage};
use crate::audit::{entries_hash, opening_commitment, seed_from_hex, seed_hash, seed_hex};
use crate::page::Doubt;
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
    /// The commitment posted beside the seed's hash when the game was opened
    /// (`audit::opening_commitment`): binds the game's number, channel, organiser and kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
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
        let seed_sha256 = seed_hash(&seed);
        Record {
            format: FORMAT.into(),
            kind: g.kind().name().into(),
            game,
            channel: channel.into(),
            organiser: organiser.into(),
            commitment: Some(opening_commitment(
                &seed_sha256,
                g.kind().name(),
                game,
                channel,
                organiser,
            )),
            seed_sha256,
            seed: over.then(|| seed_hex(&seed)),
            log_sha256: over.then(|| entries_hash(&entries)),
            entries,
        }
    }

    /// The commitment recomputed from what the record says of the game.
    pub fn commitment_found(&self) -> String {
        opening_commitment(
            &self.seed_sha256,
            &self.kind,
            self.game,
            &self.channel,
            &self.organiser,
        )
    }

    /// The canonical JSON the commitment is the SHA-256 of, from what the record says.
    pub fn commitment_json(&self) -> String {
        serde_json::json!({
            "channel": self.channel,
            "game": self.game,
            "kind": self.kind,
            "organiser": self.organiser,
            "seed_sha256": self.seed_sha256,
        })
        .to_string()
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
    if r.format != FORMAT {
        return Verdict::Rejected(format!(
            "the record's format is `{}`, not `{FORMAT}`",
            r.format
        ));
    }
    let Some(seed) = r.seed.as_deref() else {
        return Verdict::Running;
    };
    let Some(seed) = seed_from_hex(seed) else {
        return Verdict::Rejected("the seed is not 64 hexadecimal digits".into());
    };
    if let Some(why) = unbound(r, seed) {
        return Verdict::Rejected(why.1);
    }
    let hash = entries_hash(&r.entries);
    match replayed(r, seed) {
        Ok(summary) => Verdict::Confirmed(format!(
            "Confirmed: the seed matches its hash ({}), the log matches its hash ({hash}), and \
             replaying {} entries from the seed gives the same game. {summary}\n\
             commitment: {} (compare with the commitment posted when the game was opened: it \
             binds the game number, channel, organiser and kind; the log's hash binds the settings)",
            r.seed_sha256,
            r.entries.len(),
            r.commitment.as_deref().unwrap_or_default()
        )),
        Err(why) => Verdict::Rejected(why),
    }
}

/// What the record's own hashes do not bind, if anything: the part (for a page's banner)
/// and what `verify` says of it.
fn unbound(r: &Record, seed: [u8; 32]) -> Option<(Doubt, String)> {
    if seed_hash(&seed) != r.seed_sha256 {
        return Some((
            Doubt::Seed,
            format!(
                "the seed's SHA-256 is {}, not the {} posted at the start",
                seed_hash(&seed),
                r.seed_sha256
            ),
        ));
    }
    match &r.commitment {
        None => {
            return Some((
                Doubt::Commitment,
                "the record has no commitment, and a game posts one when it is opened (binding \
                 its game number, channel, organiser and kind): it was removed, or the record \
                 was made before commitments existed, and then nothing binds what it says of \
                 the game"
                    .into(),
            ))
        }
        Some(c) if *c != r.commitment_found() => {
            return Some((
                Doubt::Commitment,
                format!(
                    "the record's game number, channel, organiser and kind hash to the \
                     commitment {}, not to {c} as the record says was posted when the game was \
                     opened: one of them (or the commitment field) was edited",
                    r.commitment_found()
                ),
            ))
        }
        Some(_) => {}
    }
    let hash = entries_hash(&r.entries);
    (r.log_sha256.as_deref() != Some(hash.as_str())).then(|| {
        (
            Doubt::LogHash,
            format!(
                "the log's SHA-256 is {hash}, not the {} posted at the end",
                r.log_sha256.as_deref().unwrap_or("none")
            ),
        )
    })
}

/// Every input replayed from the seed through the record's kind: how the game ended, or what
/// does not follow.
fn replayed(r: &Record, seed: [u8; 32]) -> Result<String, String> {
    match Kind::named(&r.kind) {
        Some(Kind::Raiders) => super::raiders::replay::verify_entries(seed, &r.entries),
        Some(Kind::Dungeoneer) => super::dungeoneer::seated::verify_entries(seed, &r.entries),
        _ => Err(format!(
            "`{}` is not a kind of game this record can hold",
            r.kind
        )),
    }
}

/// What a page may be made of (`kalladra record`, checked before anything is built): Ok(None)
/// when `verify` confirms the record; Ok(Some) when its log replays from its seed but `verify`
/// does not confirm it (the page says so, and why); Err, in `verify`'s words, when the log does
/// not replay (no page), or for a game still running.
pub fn standing(r: &Record) -> Result<Option<Doubt>, String> {
    match verify(r) {
        Verdict::Confirmed(_) => Ok(None),
        Verdict::Running => Err("the game is still running".into()),
        Verdict::Rejected(why) => {
            let seed = r
                .seed
                .as_deref()
                .and_then(seed_from_hex)
                .ok_or(why.clone())?;
            replayed(r, seed)?;
            // It replays: what verify rejects is what the hashes bind.
            unbound(r, seed).map(|(doubt, _)| Some(doubt)).ok_or(why)
        }
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
        // A record's kind keeps its choices in its log.
        let mut g = kind
            .open(seed, "{}")
            .map_err(|why| format!("`{}` records are not drawn here: {why}", self.kind))?;
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
