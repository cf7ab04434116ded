//! Runes: drawn at the start, used (and refused), the Rune of Warning before a trap and the
//! Rune of Fortune after a failed test.

use super::{card_name, hero_name, names, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Rejection, View};

/// Runes drawn and used.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::RuneDrawn { seat, rune } => Some(tr(
            "narration-rune-drawn",
            &[("hero", h(*seat)), ("rune", names::rune(*rune))],
        )),
        Event::RuneUsed { seat, rune } => Some(tr(
            "narration-rune-used",
            &[
                ("hero", h(*seat)),
                ("rune", names::rune(*rune)),
                ("text", names::rune_text(*rune)),
            ],
        )),
        Event::Stasis { .. } => None,
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The Rune of Warning, the Rune of Fortune.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::Warning { card, .. }) => g("warning", &[("card", card_name(*card))]),
        Some(Awaiting::Fortune { .. }) => g("fortune", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A rune the hero lacks, or cannot use now.
pub(super) fn refusal(v: &View, r: &Rejection) -> String {
    match r {
        Rejection::NoRune { rune } => {
            let mine: Vec<String> = v
                .seat
                .map(|s| {
                    v.seats[s]
                        .hero
                        .runes
                        .iter()
                        .map(|&r| names::rune(r))
                        .collect()
                })
                .unwrap_or_default();
            tr(
                "refusal-no-rune",
                &[
                    ("rune", names::rune(*rune)),
                    (
                        "runes",
                        if mine.is_empty() {
                            tr("no-runes", &[])
                        } else {
                            mine.join(", ")
                        },
                    ),
                ],
            )
        }
        Rejection::RuneNotNow { rune } => tr(
            "refusal-rune-not-now",
            &[
                ("rune", names::rune(*rune)),
                ("when", names::rune_when(*rune)),
            ],
        ),
        Rejection::RuneNeedsDir { rune } => {
            tr("refusal-rune-needs-dir", &[("rune", names::rune(*rune))])
        }
        Rejection::RuneNoDir { rune } => tr("refusal-rune-no-dir", &[("rune", names::rune(*rune))]),
        Rejection::NoWounds => tr("refusal-no-wounds", &[]),
        Rejection::NoHealing => tr("refusal-no-healing", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
