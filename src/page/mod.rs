//! The game's record as a page (`kalladra record`, and the file the organiser attaches when a
//! game ends): one self-contained HTML file with every turn's board picture, the channel's
//! narration, each combat round's strikes side by side, the Dragon draws with their odds, the
//! final scores, and the fair-dice proof that the page checks in the browser (Web Crypto).
//! Only a finished game has a page: a running game's log holds what is still hidden.
//!
//! This room holds what a page shows ([`Page`]) and writes it (`html.rs`); it names no game.
//! Each game makes its own page from its file (`games::dungeonquest::page` from an export,
//! `games::record::page` from the record of a game behind `Seated`), and `games::file` picks
//! the one a file holds. `file.rs` (`kalladra record`) reads a file from disk and writes its
//! page: it is a room of its own, above the games.

pub mod file;
mod html;
mod png;
#[cfg(test)]
pub(crate) mod tests;

use crate::lang::Lang;

pub use html::html;
pub use png::{Board, Pictures, TILE};

/// Discord's upload limit for a server without boosts: a page over it is not attached.
pub const ATTACHMENT_LIMIT: usize = 8 << 20;

/// What a page shows, in one language.
#[derive(Clone, Debug)]
pub struct Page {
    pub lang: Lang,
    /// Where the page's words are (`locales/*/record.ftl`): `record` for those every page
    /// shares; a game whose words differ has its own beside them (`record-raiders`: a
    /// room, not a turn; shuffles, not dice), and the shared ones stand for the rest.
    pub words: &'static str,
    pub title: String,
    /// The game's turns (Dungeon Raiders: its rooms); the first is the setting up.
    pub steps: Vec<Step>,
    /// The board pictures, in tiles kept once each; steps name theirs by index.
    pub pictures: png::Pictures,
    /// The final scores, a line each.
    pub scores: Vec<String>,
    pub proof: Proof,
    /// Why `kalladra verify` does not confirm the file the page was made of (its log replays,
    /// but a hash does not bind what it says): shown in a banner at the top. None: confirmed.
    pub doubt: Option<Doubt>,
    /// A game still running (`!dq record` while it runs): its turns so far as one reader was
    /// told them, said at the top; no scores and no proof yet (the seed and the log's hash
    /// come with the end).
    pub running: bool,
}

/// What `kalladra verify` finds wrong in a file whose log still replays from its seed: its
/// page is made, and says so at the top (`record-doubt-*`). A log that does not replay gets
/// no page at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubt {
    /// The seed does not hash to the SHA-256 the file says was posted at the start.
    Seed,
    /// The commitment is missing, or does not match what the file says of the game.
    Commitment,
    /// The file's settings are not those its log arrives at (or name what nothing binds).
    Settings,
    /// The log, as the file holds it, does not hash to the SHA-256 it says was posted at the end.
    LogHash,
}

impl Doubt {
    /// The id of the banner's words for it (`locales/*/record.ftl`).
    pub fn text_id(self) -> &'static str {
        match self {
            Doubt::Seed => "record-doubt-seed",
            Doubt::Commitment => "record-doubt-commitment",
            Doubt::Settings => "record-doubt-settings",
            Doubt::LogHash => "record-doubt-log",
        }
    }
}

/// One turn: the board after it, what the channel was told, its fights and Dragon draws.
#[derive(Clone, Debug)]
pub struct Step {
    pub title: String,
    /// The turn it shows (Dungeon Raiders: the room; 0 for the setting up): its anchor,
    /// `#turn-N`, as README promises.
    pub turn: u32,
    /// Index into `Page::pictures.boards` (None: the game has no picture yet).
    pub picture: Option<usize>,
    pub alt: String,
    pub lines: Vec<String>,
    pub fights: Vec<Round>,
    /// The Dragon draws, each with its odds, as the channel was told them.
    pub dragon: Vec<String>,
}

/// A combat round (or a duel's), both sides' sealed strikes revealed side by side.
#[derive(Clone, Debug)]
pub struct Round {
    pub caption: String,
    /// The column heads: the side, then the three strikes, then what else was played.
    pub head: Vec<String>,
    /// One row a side, then the row of who won each strike.
    pub rows: Vec<Vec<String>>,
}

/// The fair-dice proof: what the page recomputes in the browser.
#[derive(Clone, Debug)]
pub struct Proof {
    /// The seed, as 64 hex digits.
    pub seed: String,
    /// Its SHA-256 as the file says it was posted at the start (the page cannot know what
    /// was: it asks the reader to compare).
    pub seed_sha256: String,
    /// The commitment posted at the start: the canonical JSON it is the SHA-256 of (from what
    /// the file says of the game), and that hash as the file gives it.
    pub commitment: Option<(String, String)>,
    /// The canonical bytes the log hash is over (`audit::entries_hash`), as text.
    pub log: String,
    /// The log's SHA-256 as the file says it was posted at the end.
    pub log_sha256: String,
    /// The game's number and the channel it was played in, where the hashes were posted.
    pub game: i64,
    pub channel: String,
    /// The name its log is attached as (`!dq export`), for the `kalladra verify` line.
    pub export: String,
    /// The channel's messages that carried the proof, when the bot made the page.
    pub posts: Posts,
}

/// Links to the messages that carried a game's proof in its channel (the Discord bot knows
/// them; a page made from a file does not).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Posts {
    /// The message with the seed's hash and the commitment.
    pub start: Option<String>,
    /// The message with the seed and the log's hash.
    pub end: Option<String>,
}

impl Page {
    /// The page of a game still running (`!dq record` while it runs): its `steps` and their
    /// `pictures`, the game's number and channel and the seed's SHA-256 posted at the start
    /// (`said`); no scores, no seed, no log hash, no commitment (they come with the end).
    pub fn running(
        (lang, words, title): (Lang, &'static str, String),
        (steps, pictures): (Vec<Step>, png::Pictures),
        (game, channel, seed_sha256): (i64, &str, &str),
    ) -> Page {
        Page {
            lang,
            words,
            title,
            steps,
            pictures,
            scores: Vec::new(),
            proof: Proof {
                seed: String::new(),
                seed_sha256: seed_sha256.to_string(),
                commitment: None,
                log: String::new(),
                log_sha256: String::new(),
                game,
                channel: channel.to_string(),
                export: log_file_name(game),
                posts: Posts::default(),
            },
            doubt: None,
            running: true,
        }
    }

    /// This page, linking the messages that carried its proof.
    pub fn linking(mut self, posts: &Posts) -> Page {
        self.proof.posts = posts.clone();
        self
    }
}

/// Why a file gets no page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The game is still running: its record would hold secrets.
    Running,
    /// It is not a log a page can be made of (said in words).
    Unreadable(String),
}

/// What every page is built on: a file of the expected format from a finished game, its seed
/// (64 hex digits, decoded) and its log hash. `what` names the file (`export`, `record`).
pub fn finished<'a>(
    what: &str,
    format: &str,
    expected: &str,
    seed: &'a Option<String>,
    log_sha256: &'a Option<String>,
) -> Result<([u8; 32], &'a String, &'a String), Refused> {
    if format != expected {
        return Err(Refused::Unreadable(format!(
            "it is not a Kalladra game {what} (format `{format}`, expected `{expected}`)"
        )));
    }
    let (Some(seed_hex), Some(log_sha256)) = (seed, log_sha256) else {
        return Err(Refused::Running);
    };
    let seed = crate::audit::seed_from_hex(seed_hex)
        .ok_or_else(|| Refused::Unreadable("its seed is not 64 hexadecimal digits".to_string()))?;
    Ok((seed, seed_hex, log_sha256))
}

impl Refused {
    /// A file whose log does not replay as `kalladra verify` checks it (`why`, its words):
    /// no page is made of it.
    pub fn unverified(why: impl std::fmt::Display) -> Refused {
        Refused::Unreadable(format!(
            "`kalladra verify` rejects it, and a log that does not replay gets no page: {why}"
        ))
    }

    /// `kalladra record`'s exit status: 2 for a game still running (like `verify`), else 1.
    pub fn exit_code(&self) -> i32 {
        match self {
            Refused::Running => 2,
            Refused::Unreadable(_) => 1,
        }
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Running => write!(
                f,
                "the game is still running: only a finished game gets a page (its record would hold what is still hidden)"
            ),
            Refused::Unreadable(why) => f.write_str(why),
        }
    }
}

/// The file name a game's page is attached as.
pub fn file_name(game: i64) -> String {
    format!("game-{game}.html")
}

/// The name a game's whole log is attached and written as, whatever its kind, beside its
/// page (`file_name`): the file says its kind inside.
pub fn log_file_name(game: i64) -> String {
    format!("game-{game}.json")
}
