//! DungeonQuest's part of the table's record: how a game is rebuilt from its stored row and
//! log, and what an input's events change beside the log (seats, phase, results). The store
//! keeps entries as JSON and knows no game; this is where DungeonQuest says what its own mean.

use super::engine::event::Event;
use super::engine::{Action, Game, Phase, Settings};
use crate::store::{read_entries, Finish, GameRow, Outcome, Rebuilt};
use anyhow::{Context, Result};

/// The settings a game was made with, as its row keeps them.
pub fn settings(row: &GameRow) -> Result<Settings> {
    serde_json::from_str(&row.settings).context("a game's settings do not parse")
}

impl Rebuilt for Game {
    fn rebuilt(row: &GameRow, entries: &[String]) -> Result<Game> {
        Ok(Game::replay(
            row.seed,
            settings(row)?,
            &read_entries::<Event>(entries)?,
        ))
    }
}

/// An input's events as the store writes them: the log's entries, and what they change
/// beside the log in `after` (the game with them folded in).
pub struct Written {
    pub entries: Vec<String>,
    seats: Option<Vec<(String, String, String)>>,
    phase: Option<&'static str>,
    results: Option<Vec<Outcome>>,
}

impl Written {
    pub fn new(after: &Game, events: &[Event]) -> Result<Written> {
        let entries = events
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<_>, _>>()?;
        let undo = |e: &Event| {
            matches!(
                e,
                Event::Acted {
                    action: Action::Undo { .. },
                    ..
                }
            )
        };
        let seats_changed = events.iter().any(|e| {
            undo(e)
                || matches!(
                    e,
                    Event::Joined { .. }
                        | Event::Dealt { .. }
                        | Event::Left { .. }
                        | Event::Reordered(_)
                        | Event::Replaced { .. }
                )
        });
        let seats = seats_changed.then(|| seats(after));
        // Starting, ending and an undo (which may go back before the start) move the phase.
        let phase_changed = events
            .iter()
            .any(|e| undo(e) || matches!(e, Event::Started | Event::Ended(_)));
        let phase = phase_changed.then(|| phase_name(after.phase));
        let just_ended = events.iter().any(|e| matches!(e, Event::Ended(_)));
        // A game the organiser ended before its end counts for nobody in its campaign: its
        // standings are those of an unfinished game (newcomer p14).
        let finished = |o: &&crate::games::dungeonquest::engine::Outcome| {
            !matches!(
                o.reason,
                crate::games::dungeonquest::engine::state::EndReason::Stopped(_)
            )
        };
        let results = after
            .outcome
            .as_ref()
            .filter(|_| just_ended)
            .filter(finished)
            .and_then(|_| super::seated::placings(after))
            .map(|placed| {
                placed
                    .into_iter()
                    .map(|p| {
                        let s = &after.seats[p.seat];
                        Outcome {
                            seat: p.seat,
                            user: s.user.clone(),
                            name: s.name.clone(),
                            role: s.hero.def().id.clone(),
                            score: p.score,
                            survived: p.survived,
                            won: p.won,
                        }
                    })
                    .collect()
            });
        Ok(Written {
            entries,
            seats,
            phase,
            results,
        })
    }

    /// What the store writes beside the log.
    pub fn finish(&self) -> Finish<'_> {
        Finish {
            seats: self.seats.as_deref(),
            phase: self.phase,
            results: self.results.as_deref(),
        }
    }
}

/// The seats as the store keeps them: user, name and hero.
fn seats(g: &Game) -> Vec<(String, String, String)> {
    g.seats
        .iter()
        .map(|s| (s.user.clone(), s.name.clone(), s.hero.def().id.clone()))
        .collect()
}

/// The store's name of a phase.
fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "setup",
        Phase::Playing => "playing",
        Phase::Ended => "ended",
    }
}
