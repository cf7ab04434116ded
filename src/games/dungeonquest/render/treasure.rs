//! The Treasure Chamber and the Dragon: drawing a Dragon card, its rage, the retreat, Loot
//! burnt, and the odds quoted to a hero who stays to search.

use super::cards::is_hidden;
use super::{card_name, dice_text, hero_name, t, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Rejection, View};

/// The Dragon woken or sleeping, and Treasure burnt.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let after = scene.after;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::TreasureBurnt { seat, cards } if is_hidden(e) => Some(tr(
            "narration-treasure-burnt-hidden",
            &[("hero", h(*seat)), ("count", cards.len().to_string())],
        )),
        Event::DragonDrawn {
            chance,
            roll,
            sleeping,
            ..
        } => Some(t(
            "narration",
            if *sleeping {
                "dragon_sleeping"
            } else {
                "dragon_rage"
            },
            &[("chance", chance.to_string()), ("roll", roll.to_string())],
        )),
        Event::TreasureBurnt { seat, cards } => Some(tr(
            "narration-treasure-burnt",
            &[
                ("hero", h(*seat)),
                (
                    "cards",
                    cards
                        .iter()
                        .map(|&x| card_name(x))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ],
        )),
        Event::DragonReset => Some(tr(
            "narration-dragon-reset",
            &[("chance", after.settings.dragon_start.to_string())],
        )),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// Dragon Rage: Gherinn's reroll, the retreat.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::RageReroll { dice, .. }) => g(
            "rage_reroll",
            &[
                ("total", (dice[0] + dice[1]).to_string()),
                ("dice", dice_text(dice)),
            ],
        ),
        Some(Awaiting::Retreat { .. }) => g("retreat", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// The Dragon's odds, for a hero who may stay and search the Treasure Chamber.
pub(super) fn dragon_odds(v: &View) -> String {
    let chance = v.dragon_chance;
    tr(
        "prompt-dragon-odds",
        &[
            ("chance", chance.to_string()),
            ("rage", (100 - chance.min(100)).to_string()),
        ],
    )
}

/// Not in the Treasure Chamber, or nothing from it to leave with.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::NoTreasureToExit => tr("refusal-no-treasure", &[]),
        Rejection::NotInTreasure => tr("refusal-not-in-treasure", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
