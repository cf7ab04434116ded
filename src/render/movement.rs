//! Moving: steps from space to space, Tower Power's jumps, moving on at once, and the moves
//! the rules refuse.

use super::{dir_word, hero_name, t, Ask, Scene};
use crate::engine::event::Event;
use crate::engine::state::{Awaiting, MoveOn};
use crate::engine::{MoveBlock, Rejection, View};

/// A hero's moves.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let prev = scene.prev;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        // An escape has already said where the hero ran to.
        Event::Moved { special: true, .. }
            if matches!(prev, Some(Event::EscapeRolled { escaped: true, .. })) =>
        {
            None
        }
        Event::Moved {
            seat,
            from,
            to,
            via,
            special,
        } => {
            if from == to {
                Some(t(
                    "narration",
                    "bridge_end",
                    &[
                        ("hero", h(*seat)),
                        ("dir", via.map(dir_word).unwrap_or_default()),
                    ],
                ))
            } else if *special {
                Some(t(
                    "narration",
                    "moved_special",
                    &[("hero", h(*seat)), ("pos", to.label())],
                ))
            } else {
                let dir = via.map(|d| d.opposite()).map(dir_word).unwrap_or_default();
                Some(t(
                    "narration",
                    "moved",
                    &[("hero", h(*seat)), ("dir", dir), ("pos", to.label())],
                ))
            }
        }
        Event::Teleported { seat, corner } => Some(t(
            "narration",
            "teleported",
            &[("hero", h(*seat)), ("corner", corner.name().into())],
        )),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// Moving on, a Secret Door, and the end of a Bridge to stand at.
pub(super) fn prompt(v: &View, g: Ask) -> String {
    match &v.awaiting {
        Some(Awaiting::MoveOn { why, .. }) => g(
            match why {
                MoveOn::Corridor => "move_on_corridor",
                MoveOn::Tower => "move_on_tower",
                MoveOn::Web => "move_on_web",
                MoveOn::Bridge => "move_on_bridge",
                MoveOn::CaveIn => "move_on_cave_in",
                MoveOn::Stasis => "move_on_stasis",
            },
            &[],
        ),
        Some(Awaiting::SecretDoor { .. }) => g("secret_door", &[]),
        Some(Awaiting::BridgeEnd { .. }) => g("bridge_end", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    }
}

/// A move refused, and why.
pub(super) fn refusal(v: &View, r: &Rejection) -> String {
    match r {
        Rejection::Move { dir, why } => {
            let d = ("dir", dir.word().to_string());
            match why {
                MoveBlock::Wall => t("refusal", "move_wall", &[d]),
                MoveBlock::Edge => t("refusal", "move_edge", &[d]),
                MoveBlock::NeighbourWall => t("refusal", "move_neighbour_wall", &[d]),
                MoveBlock::Occupied { seat } => t(
                    "refusal",
                    "move_occupied",
                    &[d, ("name", hero_name(v, *seat))],
                ),
                MoveBlock::Fissure => t("refusal", "move_fissure", &[d]),
                MoveBlock::BridgeEnd => t("refusal", "move_bridge_end", &[d]),
                MoveBlock::CorridorTwice => t("refusal", "move_corridor_twice", &[d]),
                MoveBlock::MustGoBack { back } => t(
                    "refusal",
                    "move_must_go_back",
                    &[d, ("back", back.word().into())],
                ),
                MoveBlock::NoDoorsOnRetreat => t("refusal", "move_no_doors", &[d]),
                MoveBlock::NoHalfHere => t("refusal", "move_no_half", &[d]),
                MoveBlock::Unexplored => t("refusal", "move_unexplored", &[d]),
                MoveBlock::Explored => t("refusal", "move_explored", &[d]),
                MoveBlock::SameTower => t("refusal", "same_tower", &[]),
            }
        }
        other => unreachable!("{other:?} is refused by another area"),
    }
}
