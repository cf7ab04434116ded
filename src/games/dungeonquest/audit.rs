//! DungeonQuest's audit and fair dice (RULINGS R30): exports of a game's log, `verify` (replay
//! every input from the revealed seed and compare every event), and roll statistics. The
//! hashes and the commitment every game shares are `crate::audit`'s.

use crate::audit::{
    commitment, entries_text, log_hash, seed_from_hex, seed_hash, seed_hex, text_hash,
};
use crate::games::dungeonquest::engine::event::{Event, RollFor};
use crate::games::dungeonquest::engine::{
    apply, seen_log, Action, Actor, Game, Settings, HIDDEN_CARD,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most events an export `render` draws may hold (a long four-hero game has a few
/// thousand), and the most seats a game has.
pub const MAX_EVENTS: usize = 200_000;
pub const MAX_SEATS: usize = 4;

/// The export format's name and version.
pub const FORMAT: &str = "kalladra-game-1";

/// The settings in force when the game started (folding `events` up to its `Started`), or
/// None for a game not started in them.
pub fn settings_at_start(
    seed: [u8; 32],
    settings: &Settings,
    events: &[Event],
) -> Option<Settings> {
    let start = events.iter().position(|e| matches!(e, Event::Started))?;
    Some(Game::replay(seed, settings.clone(), &events[..=start]).settings)
}

/// Whether the organiser changed the settings before the game started (a log that never
/// started counts as all before it).
fn configured_before_start(events: &[Event]) -> bool {
    events
        .iter()
        .take_while(|e| !matches!(e, Event::Started))
        .any(|e| matches!(e, Event::Configured(_)))
}

/// A game's log as a file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "ExportFile")]
pub struct Export {
    pub format: String,
    pub game: i64,
    pub channel: String,
    pub organiser: String,
    pub settings: Settings,
    /// SHA-256 of the seed, as posted when the game started.
    pub seed_sha256: String,
    /// The seed itself, once the game has ended (None while it runs).
    pub seed: Option<String>,
    /// SHA-256 of the complete log (see [`log_hash`]), as posted when the game ended (None
    /// while it runs).
    #[serde(default)]
    pub log_sha256: Option<String>,
    /// The commitment posted at the start ([`commitment`]): binds the settings, game id,
    /// channel and organiser. Absent in exports made before it existed (and before the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    /// The settings the game was made with, when they are not `settings` (the organiser
    /// changed some): the log replays from them. Absent: it replays from `settings` (and
    /// from exports made before this field, which named only the final settings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub made_with: Option<Settings>,
    /// Every event in order. While the game runs, hidden information is withheld.
    pub events: Vec<Event>,
    /// The events as the file read holds them, each as compact JSON with sorted keys and a
    /// newline: the very bytes the log's hash is over, as README's recipe reads the file (None
    /// for an export made here, whose events are written as `events` serialise). A field left
    /// out or added is so a different log.
    #[serde(skip)]
    pub written: Option<String>,
}

/// An export as a file holds it: each event read, and kept as written.
#[derive(Deserialize)]
struct ExportFile {
    format: String,
    game: i64,
    channel: String,
    organiser: String,
    settings: Settings,
    seed_sha256: String,
    seed: Option<String>,
    #[serde(default)]
    log_sha256: Option<String>,
    #[serde(default)]
    commitment: Option<String>,
    #[serde(default)]
    made_with: Option<Settings>,
    events: Vec<Held>,
}

/// One event of a file: read, and its canonical JSON as the file writes it (one at a time, so
/// reading a file costs no more than its events and their text).
struct Held {
    event: Event,
    line: String,
}

impl<'de> Deserialize<'de> for Held {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Held, D::Error> {
        use serde::de::Error;
        let v = serde_json::Value::deserialize(d)?;
        Ok(Held {
            event: Event::deserialize(&v).map_err(D::Error::custom)?,
            line: serde_json::to_string(&v).map_err(D::Error::custom)?,
        })
    }
}

impl From<ExportFile> for Export {
    fn from(f: ExportFile) -> Export {
        let mut written = String::new();
        let events = f
            .events
            .into_iter()
            .map(|h| {
                written.push_str(&h.line);
                written.push('\n');
                h.event
            })
            .collect();
        Export {
            format: f.format,
            game: f.game,
            channel: f.channel,
            organiser: f.organiser,
            settings: f.settings,
            seed_sha256: f.seed_sha256,
            seed: f.seed,
            log_sha256: f.log_sha256,
            commitment: f.commitment,
            made_with: f.made_with,
            events,
            written: Some(written),
        }
    }
}

impl Export {
    /// The export of a game: complete once it has ended; while it runs, as the table may see
    /// it ([`crate::games::dungeonquest::engine::seen_log`]): no seed, no log hash, nothing sealed or face down.
    pub fn of(game_id: i64, channel: &str, organiser: &str, g: &Game, events: &[Event]) -> Export {
        let ended = g.phase == crate::games::dungeonquest::engine::Phase::Ended;
        let events = if ended {
            events.to_vec()
        } else {
            seen_log(g.seed, &g.made_with, events, Actor::Newcomer)
        };
        let seed_sha256 = seed_hash(&g.seed);
        let commitment = settings_at_start(g.seed, &g.made_with, &events)
            .map(|s| commitment(&seed_sha256, &s, game_id, channel, organiser));
        Export {
            format: FORMAT.into(),
            game: game_id,
            channel: channel.into(),
            organiser: organiser.into(),
            settings: g.settings.clone(),
            seed_sha256,
            seed: ended.then(|| seed_hex(&g.seed)),
            log_sha256: ended.then(|| log_hash(&events)),
            commitment,
            // Only where the commitment binds it: with no settings changed before the start,
            // the settings it was made with are those at the start.
            made_with: (g.made_with != g.settings && !configured_before_start(&events))
                .then(|| g.made_with.clone()),
            events,
            written: None,
        }
    }

    /// The bytes the log's hash is over, as text: the events as the file holds them, or, for
    /// an export made here, as they serialise (the same bytes once written).
    pub fn log_text(&self) -> std::borrow::Cow<'_, str> {
        match &self.written {
            Some(w) => std::borrow::Cow::Borrowed(w),
            None => {
                let values: Vec<serde_json::Value> = self
                    .events
                    .iter()
                    .map(|e| serde_json::to_value(e).unwrap_or_default())
                    .collect();
                std::borrow::Cow::Owned(entries_text(&values))
            }
        }
    }

    /// The SHA-256 of the log as the file holds it ([`Self::log_text`]).
    pub fn log_hash(&self) -> String {
        text_hash(&self.log_text())
    }

    /// The name the organiser attaches it as (`!dq export`).
    pub fn file_name(&self) -> String {
        format!("game-{}.json", self.game)
    }

    /// The settings the log replays from: those the game was made with.
    pub fn made_with(&self) -> Settings {
        self.made_with
            .clone()
            .unwrap_or_else(|| self.settings.clone())
    }

    /// The game as the channel saw it after its first `at` inputs (all of them when `None`),
    /// for `kalladra render`. No seed is needed (a replay never draws), so the export of a
    /// running game replays as the table saw it, tokens face down. Refused, in words: a file
    /// of another format, `at` past the last input, and face-down Loot (Cloak and Dagger,
    /// while the game runs), which a replay cannot place.
    pub fn game_after(&self, at: Option<usize>) -> Result<Game, String> {
        if self.format != FORMAT {
            return Err(format!(
                "it is not a Kalladra game export (format `{}`, expected `{FORMAT}`)",
                self.format
            ));
        }
        // An ended game's export carries its seed: it is drawn only if `verify` confirms it
        // (a crafted file is refused in words before anything is folded).
        if self.seed.is_some() {
            let verdict = verify(self);
            if verdict.exit_code() != 0 {
                return Err(format!("`kalladra verify` does not confirm it: {verdict}"));
            }
        }
        if self.events.len() > MAX_EVENTS {
            return Err(format!(
                "it holds {} events, more than any game ({MAX_EVENTS} at most)",
                self.events.len()
            ));
        }
        if !matches!(self.events.first(), None | Some(Event::Acted { .. })) {
            return Err("its log does not start at the game's beginning (with an input)".into());
        }
        in_range(&self.events)?;
        let inputs = crate::games::dungeonquest::engine::event::inputs(&self.events);
        let n = at.unwrap_or(inputs.len());
        if n > inputs.len() {
            return Err(format!(
                "--at {n} is past the end: the game has {} inputs (give 0 to {})",
                inputs.len(),
                inputs.len()
            ));
        }
        let end: usize = inputs[..n].iter().map(|i| i.len()).sum();
        let events = &self.events[..end];
        if events.iter().any(hides_a_card) {
            return Err(
                "it is the export of a running game whose Loot is face down (Cloak and Dagger): \
                 export it again once the game has ended to draw its board"
                    .into(),
            );
        }
        let seed = self
            .seed
            .as_deref()
            .and_then(seed_from_hex)
            .unwrap_or([0; 32]);
        let g = Game::replay(seed, self.made_with(), events);
        if g.seats.len() > MAX_SEATS {
            return Err(format!(
                "its log seats {} heroes; a game seats {MAX_SEATS} at most",
                g.seats.len()
            ));
        }
        Ok(g)
    }
}

/// The seats and places a log names exist: seats are dealt in order (at most `MAX_SEATS`),
/// every other seat named is one already dealt, every place is on the board. Checked on the
/// events' JSON, so every event and action is covered alike.
fn in_range(events: &[Event]) -> Result<(), String> {
    use crate::games::dungeonquest::engine::board::{COLS, ROWS};
    use serde_json::Value;
    fn walk(v: &Value, seats: u64, at: usize) -> Result<(), String> {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    if matches!(k.as_str(), "seat" | "Seat" | "other" | "by_seat") {
                        if let Some(n) = x.as_u64() {
                            if n >= seats {
                                return Err(format!(
                                    "event {at} names seat {n}, but only {seats} are dealt"
                                ));
                            }
                        }
                    }
                    if let (Some(c), Some(r)) = (
                        x.get("col").and_then(Value::as_i64),
                        x.get("row").and_then(Value::as_i64),
                    ) {
                        if !(0..i64::from(COLS)).contains(&c) || !(0..i64::from(ROWS)).contains(&r)
                        {
                            return Err(format!(
                                "event {at} names a place off the board (column {c}, row {r})"
                            ));
                        }
                    }
                    walk(x, seats, at)?;
                }
                Ok(())
            }
            Value::Array(a) => a.iter().try_for_each(|x| walk(x, seats, at)),
            _ => Ok(()),
        }
    }
    let mut seats = 0u64;
    for (at, e) in events.iter().enumerate() {
        let v = serde_json::to_value(e).unwrap_or(Value::Null);
        if let Event::Joined { seat, .. } | Event::Dealt { seat, .. } = e {
            if *seat as u64 != seats || seats as usize >= MAX_SEATS {
                return Err(format!(
                    "event {at} seats a hero at seat {seat}; a game seats {MAX_SEATS} at most, in order"
                ));
            }
            seats += 1;
            continue;
        }
        walk(&v, seats, at)?;
        if let Event::Left { .. } = e {
            seats -= 1;
        }
    }
    Ok(())
}

/// A face-down Loot card, as an export of a running game under Cloak and Dagger shows it.
fn hides_a_card(e: &Event) -> bool {
    match e {
        Event::CardDrawn { card, .. }
        | Event::Plundered { card, .. }
        | Event::LootDiscarded { card, .. }
        | Event::ImpStole { card, .. } => *card == HIDDEN_CARD,
        Event::TreasureBurnt { cards, .. } => cards.contains(&HIDDEN_CARD),
        _ => false,
    }
}

/// What `verify` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every event re-derived: inputs, events and chance draws checked; the log is whole and
    /// hashes to `log_sha256`.
    Confirmed {
        inputs: usize,
        events: usize,
        draws: u64,
        seed_sha256: String,
        log_sha256: String,
        /// The file's commitment, recomputed and matched (None: a game ended before it
        /// started, when nothing was posted).
        commitment: Option<String>,
    },
    /// The file cannot be checked (no seed yet, malformed seed, wrong format).
    Unverifiable(String),
    /// The seed does not match the hash posted at the start.
    SeedMismatch { expected: String, found: String },
    /// The log, as the file holds it, does not hash to the hash the file gives (as posted at
    /// the end), though every event follows from the seed and the inputs: the hash field was
    /// edited, or the events were written otherwise (a field left out or added).
    LogHashMismatch { expected: String, found: String },
    /// The settings at the start, game id, channel and organiser do not hash to the
    /// commitment the file gives (as posted at the start): one of them was edited.
    CommitmentMismatch { expected: String, found: String },
    /// The game started, so a commitment was posted, but the file carries none: nothing would
    /// bind its game number, channel, organiser and settings (the field was removed, or the
    /// file was made before commitments existed).
    NoCommitment,
    /// The file's `settings` are not those its log arrives at: each setting that differs,
    /// with the file's value and the log's.
    SettingsEdited {
        changed: Vec<(String, String, String)>,
    },
    /// The file names the settings the game was made with where nothing binds them: the log
    /// changes the settings before the start (so those at the start are the log's), or the
    /// file has no commitment. An export names them only where the commitment binds them.
    MadeWithUnbound,
    /// The log is consistent but stops before the game's end (cut short).
    Unfinished { inputs: usize, events: usize },
    /// Events follow the game's end (padded).
    AfterEnd { index: usize },
    /// Event number `index` (0-based, in the file) is not what the rules and the seed give.
    Mismatch {
        index: usize,
        expected: Option<Box<Event>>,
        found: Option<Box<Event>>,
    },
}

impl Verdict {
    /// The exit code of `kalladra verify`: 0 confirmed, 1 rejected, 2 cannot be checked.
    pub fn exit_code(&self) -> i32 {
        match self {
            Verdict::Confirmed { .. } => 0,
            Verdict::Unverifiable(_) => 2,
            _ => 1,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Confirmed {
                inputs,
                events,
                draws,
                seed_sha256,
                log_sha256,
                commitment,
            } => {
                write!(
                    f,
                    "Confirmed: {inputs} inputs, {events} events and {draws} chance draws re-derived \
                     from the seed; the log is complete, ending with the game's end.\n\
                     seed SHA-256: {seed_sha256} (compare with the hash posted when the game started)\n\
                     log SHA-256:  {log_sha256} (compare with the hash posted when the game ended)\n"
                )?;
                // The file's commitment is recomputed from what the file says; only the one
                // posted in the channel can tell whether both were edited together.
                match commitment {
                    Some(c) => write!(
                        f,
                        "commitment:   {c} (compare with the commitment posted when the game started: it binds the game number, channel, organiser and settings)"
                    ),
                    None => write!(
                        f,
                        "commitment:   none (the game ended before it started: nothing was posted at the start)"
                    ),
                }
            }
            Verdict::Unverifiable(why) => write!(f, "Cannot verify: {why}"),
            Verdict::SeedMismatch { expected, found } => write!(
                f,
                "Rejected: the seed hashes to {found}, not to {expected} as the file says was posted at the start."
            ),
            Verdict::LogHashMismatch { expected, found } => write!(
                f,
                "Rejected: the log, as the file holds it, hashes to {found}, not to {expected} as the file's log_sha256 says was posted at the end. Every event follows from the seed and the inputs, so either the log_sha256 field was edited or the events were written otherwise than the game wrote them (a field left out or added): if {found} is the hash posted in the channel at the end, only the field was edited."
            ),
            Verdict::CommitmentMismatch { expected, found } => write!(
                f,
                "Rejected: the file's game id, channel, organiser and settings at the start hash to the commitment {found}, not to {expected} as the file says was posted at the start: one of them (or the commitment field) was edited."
            ),
            Verdict::SettingsEdited { changed } => {
                let said: Vec<String> = changed
                    .iter()
                    .map(|(k, file, log)| format!("`{k}` is {file} in the file, {log} by the log"))
                    .collect();
                write!(
                    f,
                    "Rejected: the file's settings are not those its log arrives at ({}): the settings field was edited.",
                    said.join("; ")
                )
            }
            Verdict::NoCommitment => write!(
                f,
                "Rejected: the file has no commitment, but its game started, and a game posts its commitment when it starts (binding its game number, channel, organiser and settings): the field was removed, or the file was made before commitments existed, and then nothing binds what it says of the game."
            ),
            Verdict::MadeWithUnbound => write!(
                f,
                "Rejected: the file's made_with is bound by nothing (the log changes the settings before the start, or the file has no commitment), and an export names it only where the commitment posted at the start binds it: it was added or edited."
            ),
            Verdict::Unfinished { inputs, events } => write!(
                f,
                "Rejected: the log stops after {inputs} inputs ({events} events) without the game's end: it was cut short."
            ),
            Verdict::AfterEnd { index } => write!(
                f,
                "Rejected: event {index} comes after the game's end: the log was padded."
            ),
            Verdict::Mismatch {
                index,
                expected,
                found,
            } => {
                // An event as JSON, cut short past 300 characters (a crafted file may carry a
                // name of any length; the verdict stays one readable line).
                let show = |e: &Option<Box<Event>>| {
                    e.as_ref().map_or("nothing".to_string(), |e| {
                        let json = serde_json::to_string(e).unwrap_or_default();
                        match json.char_indices().nth(300) {
                            Some((cut, _)) => format!("{}… ({} characters)", &json[..cut], json.chars().count()),
                            None => json,
                        }
                    })
                };
                write!(
                    f,
                    "Rejected: event {index} is {}, but the rules and the seed give {} there (events reordered, spliced or changed).",
                    show(found),
                    show(expected)
                )
            }
        }
    }
}

/// Replay an exported game from its revealed seed: each input (an `Acted` event) is applied
/// again, and the events the engine produces must be exactly the events that follow it in the
/// file, chance outcomes included. The log must end with the game's end, nothing after it,
/// and hash to the file's `log_sha256`.
pub fn verify(x: &Export) -> Verdict {
    let (seed, posted_log) = match revealed(x) {
        Ok(found) => found,
        Err(v) => return v,
    };
    let hash = seed_hash(&seed);
    if hash != x.seed_sha256 {
        return Verdict::SeedMismatch {
            expected: x.seed_sha256.clone(),
            found: hash,
        };
    }
    if x.made_with.is_some() && (x.commitment.is_none() || configured_before_start(&x.events)) {
        return Verdict::MadeWithUnbound;
    }
    let (g, inputs, at_start) = match replayed(x, seed) {
        Ok(r) => r,
        Err(v) => return v,
    };
    if g.settings != x.settings {
        return Verdict::SettingsEdited {
            changed: settings_changed(&x.settings, &g.settings),
        };
    }
    match (&x.commitment, at_start) {
        (Some(posted), at_start) => {
            let found = at_start.map(|s| commitment(&hash, &s, x.game, &x.channel, &x.organiser));
            if found.as_ref() != Some(posted) {
                return Verdict::CommitmentMismatch {
                    expected: posted.clone(),
                    found: found.unwrap_or_else(|| "nothing (the game never started)".into()),
                };
            }
        }
        // Every game that starts posts its commitment: a file without it binds nothing.
        (None, Some(_)) => return Verdict::NoCommitment,
        (None, None) => {}
    }
    let found = x.log_hash();
    if &found != posted_log {
        return Verdict::LogHashMismatch {
            expected: posted_log.clone(),
            found,
        };
    }
    Verdict::Confirmed {
        inputs,
        events: x.events.len(),
        draws: g.draws,
        seed_sha256: hash,
        log_sha256: found,
        commitment: x.commitment.clone(),
    }
}

/// An ended game's file of the export's format: its seed and the log hash it gives.
fn revealed(x: &Export) -> Result<([u8; 32], &String), Verdict> {
    if x.format != FORMAT {
        return Err(Verdict::Unverifiable(format!(
            "unknown format `{}` (expected `{FORMAT}`)",
            x.format
        )));
    }
    let Some(seed_text) = &x.seed else {
        return Err(Verdict::Unverifiable(
            "the file has no seed: it is revealed when the game ends".into(),
        ));
    };
    let Some(seed) = seed_from_hex(seed_text) else {
        return Err(Verdict::Unverifiable(
            "the seed is not 64 hexadecimal digits".into(),
        ));
    };
    let Some(posted_log) = &x.log_sha256 else {
        return Err(Verdict::Unverifiable(
            "the file has no log_sha256: the hash of the whole log is posted when the game ends"
                .into(),
        ));
    };
    Ok((seed, posted_log))
}

/// Every input of the file applied again from `seed`, each making exactly the events that
/// follow it, up to the game's end and nothing after it: the game at the end, the inputs
/// counted, and the settings in force once the game started (for the commitment). Err: the
/// first event that does not follow, or a log cut short or padded.
fn replayed(x: &Export, seed: [u8; 32]) -> Result<(Game, usize, Option<Settings>), Verdict> {
    let mut at_start: Option<Settings> = None;
    let mut g = Game::new(seed, x.made_with());
    let mut i = 0;
    let mut inputs = 0;
    while i < x.events.len() {
        if g.phase == crate::games::dungeonquest::engine::Phase::Ended {
            return Err(Verdict::AfterEnd { index: i });
        }
        let unexpected = || Verdict::Mismatch {
            index: i,
            expected: None,
            found: Some(Box::new(x.events[i].clone())),
        };
        let Event::Acted { by, action } = &x.events[i] else {
            return Err(unexpected());
        };
        let expected = apply(&g, *by, action.clone()).map_err(|_| unexpected())?;
        for (k, e) in expected.iter().enumerate() {
            let found = x.events.get(i + k);
            if found != Some(e) {
                return Err(Verdict::Mismatch {
                    index: i + k,
                    expected: Some(Box::new(e.clone())),
                    found: found.cloned().map(Box::new),
                });
            }
            g.fold(e);
            if matches!(e, Event::Started) && at_start.is_none() {
                at_start = Some(g.settings.clone());
            }
        }
        i += expected.len();
        inputs += 1;
        if let Action::Undo { .. } = action {
            // The undo takes inputs back: carry on from the log in effect so far.
            g = Game::replay(seed, x.made_with(), &x.events[..i]);
        }
    }
    if g.phase != crate::games::dungeonquest::engine::Phase::Ended {
        return Err(Verdict::Unfinished {
            inputs,
            events: x.events.len(),
        });
    }
    Ok((g, inputs, at_start))
}

/// What a page may be made of (`kalladra record`, checked before anything is built): Ok(None)
/// when `verify` confirms the export; Ok(Some(verdict)) when its log replays from its seed but
/// `verify` does not confirm it (a hash does not bind what the file says: its page says so);
/// Err, `verify`'s verdict, when the log does not replay or cannot be checked: no page.
pub fn standing(x: &Export) -> Result<Option<Verdict>, Verdict> {
    let verdict = verify(x);
    match &verdict {
        Verdict::Confirmed { .. } => Ok(None),
        Verdict::CommitmentMismatch { .. }
        | Verdict::NoCommitment
        | Verdict::SettingsEdited { .. }
        | Verdict::LogHashMismatch { .. } => Ok(Some(verdict)),
        // Checked before the replay: the log must still replay.
        Verdict::SeedMismatch { .. } | Verdict::MadeWithUnbound => {
            let (seed, _) = revealed(x)?;
            replayed(x, seed)?;
            Ok(Some(verdict))
        }
        _ => Err(verdict),
    }
}

/// Each setting whose value differs between `file` and `log`: its name, the file's value and
/// the log's, as JSON writes them.
fn settings_changed(file: &Settings, log: &Settings) -> Vec<(String, String, String)> {
    let (a, b) = (
        serde_json::to_value(file).unwrap_or_default(),
        serde_json::to_value(log).unwrap_or_default(),
    );
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else {
        return Vec::new();
    };
    a.iter()
        .filter(|(k, v)| b.get(*k) != Some(v))
        .map(|(k, v)| {
            let log = b
                .get(k)
                .map_or_else(|| "absent".into(), ToString::to_string);
            (k.clone(), v.to_string(), log)
        })
        .collect()
}

/// The game's dice, counted, so a "the dice are rigged" complaint can be answered with numbers.
#[derive(Clone, Debug, Default, Serialize)]
pub struct DiceStats {
    /// How often each d6 face came up (index 0 = face 1), over every d6 the game rolled.
    pub d6: [usize; 6],
    /// Attribute tests: passed and failed.
    pub tests_passed: usize,
    pub tests_failed: usize,
    /// Escape rolls (d100): attempts, successes, and the successes the odds predicted.
    pub escapes: usize,
    pub escaped: usize,
    pub escapes_expected: f64,
    /// Dragon draws: draws, Sleeping results, and the Sleeping results the odds predicted.
    pub dragon: usize,
    pub sleeping: usize,
    pub sleeping_expected: f64,
    /// d6 rolled by what they were for, by key (`dice-purpose-KEY` in `dice.ftl` names it).
    pub by_purpose: BTreeMap<String, usize>,
}

pub fn dice_stats(events: &[Event]) -> DiceStats {
    let mut s = DiceStats::default();
    let face = |s: &mut DiceStats, d: u8| {
        if (1..=6).contains(&d) {
            s.d6[(d - 1) as usize] += 1;
        }
    };
    for e in events {
        match e {
            Event::Rolled { dice, why, .. } => {
                for &d in dice {
                    face(&mut s, d);
                }
                let k = match why {
                    RollFor::Damage => "damage",
                    RollFor::Heal => "healing",
                    RollFor::Potion => "potions",
                    RollFor::DragonRage => "dragon-fire",
                    RollFor::Darkness => "darkness",
                    RollFor::Ambush => "opening-strikes",
                    RollFor::KnockOut => "knock-outs",
                    RollFor::LateStart => "late-start",
                    RollFor::MonsterTreasure => "monstrous-treasures",
                };
                *s.by_purpose.entry(k.into()).or_default() += dice.len();
            }
            Event::Tested { dice, passed, .. } => {
                face(&mut s, dice[0]);
                face(&mut s, dice[1]);
                *s.by_purpose.entry("tests".into()).or_default() += 2;
                if *passed {
                    s.tests_passed += 1;
                } else {
                    s.tests_failed += 1;
                }
            }
            Event::SunsetRoll { roll, .. } => {
                face(&mut s, *roll);
                *s.by_purpose.entry("sunset".into()).or_default() += 1;
            }
            Event::EscapeRolled {
                chance, escaped, ..
            } => {
                s.escapes += 1;
                s.escaped += usize::from(*escaped);
                s.escapes_expected += f64::from(*chance) / 100.0;
            }
            Event::DragonDrawn {
                chance, sleeping, ..
            } => {
                s.dragon += 1;
                s.sleeping += usize::from(*sleeping);
                s.sleeping_expected += f64::from(*chance) / 100.0;
            }
            _ => {}
        }
    }
    s
}

#[cfg(test)]
mod tests;
