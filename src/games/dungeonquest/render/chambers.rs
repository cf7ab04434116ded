//! Chambers: a new chamber drawn and turned, searching, the Bridge, the Spider Web, and what
//! a chamber leaves a hero bound to do (flags).

use super::{hero_name, names, t, tr, Ask, Scene};
use crate::games::dungeonquest::engine::content::{content, Attr};
use crate::games::dungeonquest::engine::event::{Event, Flag};
use crate::games::dungeonquest::engine::state::{Awaiting, TestKey};
use crate::games::dungeonquest::engine::{Rejection, SearchBlock, View};

/// Chambers drawn, turned and searched; flags set.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let c = content();
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::ChamberDrawn { pos, tile, .. } => {
            let k = c.tile(*tile).kind;
            // Revealed by the Rune of Sight: nobody is in it yet, so nothing of it happens.
            if let Some(Event::RuneUsed { rune, .. }) = scene.prev {
                if c.rune_by_id("sight") == Some(*rune) {
                    return Some(tr(
                        "narration-chamber-revealed",
                        &[("pos", pos.label()), ("chamber", names::chamber(k))],
                    ));
                }
            }
            Some(tr(
                "narration-chamber-drawn",
                &[
                    ("pos", pos.label()),
                    ("chamber", names::chamber(k)),
                    ("text", names::chamber_text(k)),
                ],
            ))
        }
        Event::Rotated { .. } => Some(tr("narration-rotated", &[])),
        Event::Searched { seat } => Some(tr("narration-searched", &[("hero", h(*seat))])),
        Event::FlagSet {
            seat,
            flag,
            on: true,
        } => {
            let k = match flag {
                Flag::MustEncounter => Some("flag_must_encounter"),
                Flag::MustReturn => Some("flag_must_return"),
                Flag::WebStuck => Some("flag_web_stuck"),
                Flag::DarknessPending => Some("flag_darkness"),
                Flag::ArrivedSpecial | Flag::Calm => None,
            };
            k.map(|k| t("narration", k, &[("hero", h(*seat))]))
        }
        Event::FlagSet { .. } => None,
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// Crossing a Bridge, tearing through a Web.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> String {
    let hero = &v.seats[seat].hero;
    let focused = v.settings.focused_determination;
    match &v.awaiting {
        // Every prompt quotes the number the test will use: curse and tokens included (R14).
        Some(Awaiting::Bridge { .. }) => g(
            "bridge",
            &[
                (
                    "agility",
                    hero.test_target(Attr::Agility, TestKey::Bridge(hero.pos), focused)
                        .to_string(),
                ),
                ("loot", hero.loot.len().to_string()),
            ],
        ),
        Some(Awaiting::Web { .. }) => g(
            "web",
            &[(
                "strength",
                hero.test_target(Attr::Strength, TestKey::Web(hero.pos), focused)
                    .to_string(),
            )],
        ),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A search refused.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::CannotSearch {
            why: SearchBlock::NoSearchIcon,
        } => tr("refusal-no-search-icon", &[]),
        Rejection::CannotSearch {
            why: SearchBlock::MonsterHere,
        } => tr("refusal-monster-here", &[]),
        Rejection::CannotSearch {
            why: SearchBlock::SearchedEnough { limit },
        } => tr("refusal-searched-enough", &[("limit", limit.to_string())]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
