//! Servants of Kalladra: an eliminated player moving and adding monsters.

use super::{a_monster, capitalised, card_name, monster_name, names, t, tr, Ask};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Rejection, View};

/// Monsters moved and added, cards burnt for them.
pub(super) fn narrate(e: &Event) -> Option<String> {
    match e {
        Event::MonsterMoved { token, from, to } => Some(tr(
            "narration-monster-walks",
            &[
                ("glyph", glyph(token / 4)),
                ("monster", monster_name(token / 4)),
                ("monster_gender", names::monster_gender(token / 4)),
                ("from", from.label()),
                ("to", to.label()),
            ],
        )),
        Event::MonsterAdded { token, at, .. } => Some(tr(
            "narration-monster-added",
            &[
                ("glyph", glyph(token / 4)),
                ("A_monster", capitalised(a_monster(token / 4))),
                ("pos", at.label()),
            ],
        )),
        Event::CardBurned { card, deck } => Some(tr(
            "narration-card-burned",
            &[("card", card_name(*card)), ("deck", names::deck(*deck))],
        )),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The monster's own glyph on the board (💀 a Skeleton, 😈 a Demon...).
fn glyph(m: crate::games::dungeonquest::engine::content::MonsterId) -> String {
    crate::games::dungeonquest::engine::content::content()
        .monster(m)
        .glyph
        .clone()
}

/// A servant's turn.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::Servant { .. }) => g("servant", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A servant's move refused.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::Servant { why } => t(
            "refusal",
            match why {
                crate::games::dungeonquest::engine::action::ServantBlock::NoToken => {
                    "servant_no_token"
                }
                crate::games::dungeonquest::engine::action::ServantBlock::Wall => "servant_wall",
                crate::games::dungeonquest::engine::action::ServantBlock::NotAChamber => {
                    "servant_not_chamber"
                }
                crate::games::dungeonquest::engine::action::ServantBlock::Taken => "servant_taken",
                crate::games::dungeonquest::engine::action::ServantBlock::Occupied => {
                    "servant_occupied"
                }
                crate::games::dungeonquest::engine::action::ServantBlock::MovedLast => {
                    "servant_moved_last"
                }
                crate::games::dungeonquest::engine::action::ServantBlock::Enough => {
                    "servant_enough"
                }
                crate::games::dungeonquest::engine::action::ServantBlock::NotBesideTower => {
                    "servant_not_beside"
                }
            },
            &[],
        ),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
