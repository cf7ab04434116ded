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
    /// Game `row`'s file as the store holds it (its log's `entries`), whatever its kind:
    /// DungeonQuest's export, another kind's record; complete once the game is over, else as
    /// its channel sees it. Err: why its log does not read.
    pub fn of(row: &crate::store::GameRow, entries: &[String]) -> Result<Filed, String> {
        let kind =
            super::Kind::named(&row.kind).ok_or(format!("its kind {} is unknown", row.kind))?;
        if kind == super::Kind::DungeonQuest {
            let events = crate::store::read_entries::<dungeonquest::engine::event::Event>(entries)
                .map_err(|e| e.to_string())?;
            let settings = dungeonquest::table::settings(row).map_err(|e| e.to_string())?;
            let g = dungeonquest::engine::Game::replay(row.seed, settings, &events);
            let x = Export::of(row.id, &row.channel, &row.organiser, &g, &events);
            return Ok(Filed::Quest(Box::new(x)));
        }
        let mut g = kind.open(row.seed, &row.settings)?;
        for e in entries {
            g.fold(e)?;
        }
        let r = Record::of(
            row.id,
            &row.channel,
            &row.organiser,
            row.seed,
            g.as_ref(),
            entries,
        );
        Ok(Filed::Seated(Box::new(r)))
    }

    /// How many entries its log holds (as the file has it: a running game's as its channel
    /// sees it).
    pub fn entries(&self) -> usize {
        match self {
            Filed::Quest(x) => x.events.len(),
            Filed::Seated(r) => r.entries.len(),
        }
    }

    /// The name its file goes by (`game-N.json`).
    pub fn file_name(&self) -> String {
        match self {
            Filed::Quest(x) => x.file_name(),
            Filed::Seated(r) => r.file_name(),
        }
    }

    /// The seed's SHA-256 (posted at the start), the seed once the game is over, and the
    /// complete log's SHA-256 then (posted at the end).
    pub fn hashes(&self) -> (&str, Option<&str>, Option<&str>) {
        match self {
            Filed::Quest(x) => (&x.seed_sha256, x.seed.as_deref(), x.log_sha256.as_deref()),
            Filed::Seated(r) => (&r.seed_sha256, r.seed.as_deref(), r.log_sha256.as_deref()),
        }
    }

    /// The file as it is attached: pretty JSON.
    pub fn bytes(&self) -> Vec<u8> {
        let bytes = match self {
            Filed::Quest(x) => serde_json::to_vec_pretty(x),
            Filed::Seated(r) => serde_json::to_vec_pretty(r),
        };
        bytes.expect("a game's file serialises")
    }

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

/// The page of game `row` while it runs (`!dq record` then), whatever its kind, from its
/// stored log's `entries`: its turns so far as the channel was told them (`seat` None), or as
/// one seat was (by DM, with what he alone knows), each board as the channel saw it; no seed,
/// no log hash, no scores. Err: why its log does not read.
pub fn running_page(
    row: &crate::store::GameRow,
    entries: &[String],
    seat: Option<usize>,
    lang: Lang,
) -> Result<Page, Refused> {
    let unreadable = |why: String| Refused::Unreadable(why);
    let kind = super::Kind::named(&row.kind)
        .ok_or_else(|| unreadable(format!("its kind {} is unknown", row.kind)))?;
    let hash = crate::audit::seed_hash(&row.seed);
    let said = (row.id, row.channel.as_str(), hash.as_str());
    if kind == super::Kind::DungeonQuest {
        use dungeonquest::engine::{event::Event, Actor};
        let events =
            crate::store::read_entries::<Event>(entries).map_err(|e| unreadable(e.to_string()))?;
        let settings = dungeonquest::table::settings(row).map_err(|e| unreadable(e.to_string()))?;
        let viewer = seat.map_or(Actor::Newcomer, Actor::Seat);
        return Ok(dungeonquest::page::running(
            said, row.seed, &settings, &events, viewer, lang,
        ));
    }
    let reader = seat.map_or(super::Reader::Channel, super::Reader::Seat);
    record::page::running(said, (kind, row.seed), entries, reader, lang)
}

/// The page of whatever game's file `text` holds, and the file read. A file whose log does
/// not replay as `verify` checks it is refused before anything is built; one that replays but
/// is not confirmed gets a page with `doubt` (its banner).
pub fn read_page(text: &str, lang: Lang) -> Result<(Filed, Page), Refused> {
    let filed = Filed::read(text).map_err(|e| {
        Refused::Unreadable(format!(
            "it is not a Kalladra game export (a JSON file from `!dq export`): {e}"
        ))
    })?;
    let page = filed.page(lang)?;
    Ok((filed, page))
}

/// A page's HTML, whatever game's file `text` holds.
pub fn page_html(text: &str, lang: Lang) -> Result<String, Refused> {
    read_page(text, lang).map(|(_, page)| crate::page::html(&page))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DungeonQuest game's file made from its stored row and entries is its export byte for
    /// byte, finished and running; a record's says its seed only once it is over.
    #[test]
    fn a_stored_games_file_is_its_export_byte_for_byte() {
        use crate::games::dungeonquest::engine::Settings;
        use crate::games::dungeonquest::simulate::{play, SensiblePolicy};
        for actions in [30, 50_000] {
            let seed = [6; 32];
            let played = play(seed, 2, &mut SensiblePolicy::new(6), actions);
            let entries: Vec<String> = played
                .events
                .iter()
                .map(|e| serde_json::to_string(e).unwrap())
                .collect();
            let row = crate::store::GameRow {
                id: 9,
                channel: "c".into(),
                organiser: "o".into(),
                seed,
                settings: serde_json::to_string(&Settings::default()).unwrap(),
                kind: "dungeonquest".into(),
                phase: "playing".into(),
                server: "local".into(),
                campaign: String::new(),
                lang: Lang::En,
            };
            let filed = Filed::of(&row, &entries).unwrap();
            let x = Export::of(9, "c", "o", &played.game, &played.events);
            assert_eq!(filed.bytes(), serde_json::to_vec_pretty(&x).unwrap());
            assert_eq!(filed.file_name(), "game-9.json");
            let over = played.game.phase == crate::games::dungeonquest::engine::Phase::Ended;
            assert_eq!(filed.hashes().1.is_some(), over, "{actions}");
            assert_eq!(crate::games::verify_stored(&row, &entries).is_ok(), over);
        }
    }

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

    /// Attack F-5: an export whose events are a real game's repeated a hundred times, its log
    /// hash recomputed to match, gets no page: the refusal is `verify`'s (events after the game's
    /// end), checked before any turn is built, so it costs one replay of the game, not a page.
    #[test]
    fn an_export_of_repeated_events_is_refused_by_the_check_before_the_page() {
        use crate::games::dungeonquest::simulate::{play, SensiblePolicy};
        let played = play([5; 32], 2, &mut SensiblePolicy::new(5), 50_000);
        let x = Export::of(7, "channel", "olga", &played.game, &played.events);
        let mut crafted = serde_json::to_value(&x).unwrap();
        let events = crafted["events"].as_array().unwrap().clone();
        let repeated: Vec<serde_json::Value> = (0..100).flat_map(|_| events.clone()).collect();
        crafted["log_sha256"] = crate::audit::entries_hash(&repeated).into();
        crafted["events"] = repeated.into();
        let text = crafted.to_string();
        let Err(Refused::Unreadable(why)) = crate::games::file::page_html(&text, Lang::En) else {
            panic!("a page was made");
        };
        let read: Export = serde_json::from_str(&text).unwrap();
        let verdict = crate::games::dungeonquest::audit::verify(&read);
        assert_eq!(
            verdict,
            crate::games::dungeonquest::audit::Verdict::AfterEnd {
                index: events.len()
            }
        );
        assert_eq!(
            why,
            format!("`kalladra verify` rejects it, and a log that does not replay gets no page: {verdict}")
        );
    }
}
