//! A game's file as the command line reads it (`kalladra verify`, `render`, `record`):
//! DungeonQuest's export, or the record of a game behind `Seated`, whichever the JSON holds.
//! The commands ask a `Filed` and never name a game.

use super::dungeonquest::{self, audit::Export};
use super::record::{self, Record, Verdict};
use crate::lang::Lang;
use crate::page::{Page, Refused};

/// A game's file, read.
#[derive(Clone, Debug)]
pub enum Filed {
    /// A DungeonQuest export (`!dq export`).
    Quest(Box<Export>),
    /// The record of a game of another kind (Dungeon Raiders).
    Seated(Box<Record>),
}

/// What `kalladra verify` finds in a file: its exit status (0 confirmed, 1 does not match, 2
/// cannot tell) and what it says after "Game N: ".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub code: i32,
    pub said: String,
}

impl Filed {
    /// The file's text read as a game's file; Err: why it is none (serde's words, for the
    /// caller's "is not a Kalladra game export" line).
    pub fn read(text: &str) -> Result<Filed, String> {
        if let Ok(r) = serde_json::from_str::<Record>(text) {
            return Ok(Filed::Seated(Box::new(r)));
        }
        serde_json::from_str::<Export>(text)
            .map(|x| Filed::Quest(Box::new(x)))
            .map_err(|e| e.to_string())
    }

    /// The game's number.
    pub fn game(&self) -> i64 {
        match self {
            Filed::Quest(x) => x.game,
            Filed::Seated(r) => r.game,
        }
    }

    /// Every input replayed from the seed, and both hashes compared with what was posted.
    pub fn verify(&self) -> Checked {
        match self {
            Filed::Quest(x) => {
                let verdict = dungeonquest::audit::verify(x);
                Checked {
                    code: verdict.exit_code(),
                    said: verdict.to_string(),
                }
            }
            Filed::Seated(r) => {
                let (code, said) = match record::verify(r) {
                    Verdict::Confirmed(s) => (0, s),
                    Verdict::Rejected(s) => (1, format!("does not match: {s}")),
                    Verdict::Running => (
                        2,
                        "is still running: its record has no seed yet, so it cannot be checked until the game ends".into(),
                    ),
                };
                Checked { code, said }
            }
        }
    }

    /// Why `verify` does not confirm the file, on one line; None when it does.
    pub fn doubt(&self) -> Option<String> {
        match self {
            Filed::Seated(r) => match record::verify(r) {
                Verdict::Confirmed(_) => None,
                Verdict::Rejected(why) => Some(why),
                Verdict::Running => Some("the game is still running".into()),
            },
            Filed::Quest(_) => {
                let checked = self.verify();
                (checked.code != 0).then(|| {
                    checked
                        .said
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                })
            }
        }
    }

    /// The channel's board picture (PNG) after the first `at` inputs (all if None).
    pub fn picture_after(&self, at: Option<usize>, lang: Lang) -> Result<Vec<u8>, String> {
        match self {
            Filed::Quest(x) => x
                .game_after(at)
                .map(|g| dungeonquest::picture::png(&dungeonquest::engine::view(&g, None), lang)),
            // A finished game's record is drawn only once `verify` confirms it, as an export is.
            Filed::Seated(r) => match record::verify(r) {
                Verdict::Rejected(why) => {
                    Err(format!("`kalladra verify` does not confirm it: {why}"))
                }
                _ => r.picture_after(at, lang),
            },
        }
    }

    /// The finished game's page, in `lang`.
    pub fn page(&self, lang: Lang) -> Result<Page, Refused> {
        match self {
            Filed::Quest(x) => dungeonquest::page::page(x, lang),
            Filed::Seated(r) => record::page::page(r, lang),
        }
    }
}

/// A page's HTML, whatever game's file `text` holds.
pub fn page_html(text: &str, lang: Lang) -> Result<String, Refused> {
    let filed = Filed::read(text).map_err(|e| {
        Refused::Unreadable(format!(
            "it is not a Kalladra game export (a JSON file from `!dq export`): {e}"
        ))
    })?;
    Ok(crate::page::html(&filed.page(lang)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_no_games_gets_no_page_and_says_what_would_be_read() {
        let r = page_html("{\"hello\": 1}", Lang::En).unwrap_err();
        assert!(r.to_string().contains("not a Kalladra game export"), "{r}");
        assert_eq!(r.exit_code(), 1);
        assert!(Filed::read("[]").is_err());
    }

    #[test]
    fn a_running_dungeonquest_games_export_is_read_but_gets_no_page_and_no_confirmation() {
        use crate::games::dungeonquest::simulate::{play, SensiblePolicy};
        let played = play([4; 32], 2, &mut SensiblePolicy::new(4), 40);
        let x = Export::of(1, "c", "o", &played.game, &played.events);
        let text = serde_json::to_string(&x).unwrap();
        assert_eq!(page_html(&text, Lang::En).unwrap_err(), Refused::Running);
        let filed = Filed::read(&text).unwrap();
        assert!(matches!(filed, Filed::Quest(_)));
        assert_eq!((filed.game(), filed.verify().code), (1, 2));
        assert!(filed.doubt().is_some());
    }
}
