//! Runes: drawn at the start, used (and refused), the Rune of Warning before a trap and the
//! Rune of Fortune after a failed test.

use super::{card_name, hero_name, t, Ask, Scene};
use crate::engine::content::content;
use crate::engine::event::Event;
use crate::engine::state::Awaiting;
use crate::engine::{Rejection, View};

/// Runes drawn and used.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let c = content();
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::RuneDrawn { seat, rune } => Some(t(
            "narration",
            "rune_drawn",
            &[
                ("hero", h(*seat)),
                ("rune", c.runes[*rune as usize].name.clone()),
            ],
        )),
        Event::RuneUsed { seat, rune } => {
            let r = &c.runes[*rune as usize];
            Some(t(
                "narration",
                "rune_used",
                &[
                    ("hero", h(*seat)),
                    ("rune", r.name.clone()),
                    ("text", r.text.clone()),
                ],
            ))
        }
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
    let c = content();
    match r {
        Rejection::NoRune { rune } => {
            let mine: Vec<String> = v
                .seat
                .map(|s| {
                    v.seats[s]
                        .hero
                        .runes
                        .iter()
                        .map(|&r| c.runes[r as usize].name.clone())
                        .collect()
                })
                .unwrap_or_default();
            t(
                "refusal",
                "no_rune",
                &[
                    ("rune", c.runes[*rune as usize].name.clone()),
                    (
                        "runes",
                        if mine.is_empty() {
                            "none".into()
                        } else {
                            mine.join(", ")
                        },
                    ),
                ],
            )
        }
        Rejection::RuneNotNow { rune } => {
            let r = &c.runes[*rune as usize];
            t(
                "refusal",
                "rune_not_now",
                &[("rune", r.name.clone()), ("when", r.when.clone())],
            )
        }
        Rejection::RuneNeedsDir { rune } => t(
            "refusal",
            "rune_needs_dir",
            &[("rune", c.runes[*rune as usize].name.clone())],
        ),
        Rejection::RuneNoDir { rune } => t(
            "refusal",
            "rune_no_dir",
            &[("rune", c.runes[*rune as usize].name.clone())],
        ),
        Rejection::NoWounds => t("refusal", "no_wounds", &[]),
        Rejection::NoHealing => t("refusal", "no_healing", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
