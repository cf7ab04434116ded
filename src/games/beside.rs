//! What an input changes beside a game's log, as the store keeps it, whatever the game: its
//! seats and its phase when they change, and at an end that counts (not one the organiser
//! called early) each seat's result for the campaign's table. One rule, for the table's one
//! commit (`Desk::commit`) and for whatever else writes a game's log.

use super::Seated;
use crate::store::{Finish, Outcome};

/// A game's seats (user, name, what he plays) and phase, as the store keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    seats: Vec<(String, String, String)>,
    phase: &'static str,
}

impl Kept {
    /// `g`'s, as it stands.
    pub fn of(g: &dyn Seated) -> Kept {
        Kept {
            seats: g
                .sitters()
                .into_iter()
                .map(|s| (s.user, s.name, s.role))
                .collect(),
            phase: g.stage().phase(),
        }
    }
}

/// What an input's entries change beside the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beside {
    seats: Option<Vec<(String, String, String)>>,
    phase: Option<&'static str>,
    results: Option<Vec<Outcome>>,
}

impl Beside {
    /// Of `after` (the game with an input's entries folded in), against what was kept
    /// before them (`before`; None: not known, so the seats and phase are written).
    pub fn of(before: Option<&Kept>, after: &dyn Seated) -> Beside {
        let now = Kept::of(after);
        // A game ended early by the organiser counts for nobody in its campaign.
        let counted = after.placings().filter(|_| after.counts());
        let results = counted.map(|placed| {
            placed
                .iter()
                .filter_map(|p| {
                    let (user, name, role) = now.seats.get(p.seat)?.clone();
                    Some(Outcome {
                        seat: p.seat,
                        user,
                        name,
                        role,
                        score: p.score,
                        survived: p.survived,
                        won: p.won,
                    })
                })
                .collect()
        });
        Beside {
            phase: (before.map(|b| b.phase) != Some(now.phase)).then_some(now.phase),
            seats: (before.map(|b| &b.seats) != Some(&now.seats)).then_some(now.seats),
            results,
        }
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
