//! Moving: steps from space to space, Tower Power's jumps, moving on at once, and the moves
//! the rules refuse.

use super::{dir_word, hero_name, names, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::{Awaiting, MoveOn};
use crate::games::dungeonquest::engine::{MoveBlock, Rejection, View};

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
                Some(tr(
                    "narration-bridge-end",
                    &[
                        ("hero", h(*seat)),
                        ("dir", via.map(dir_word).unwrap_or_default()),
                    ],
                ))
            } else if *special {
                Some(tr(
                    "narration-moved-special",
                    &[("hero", h(*seat)), ("pos", to.label())],
                ))
            } else {
                let dir = via.map(|d| d.opposite()).map(dir_word).unwrap_or_default();
                Some(tr(
                    "narration-moved",
                    &[("hero", h(*seat)), ("dir", dir), ("pos", to.label())],
                ))
            }
        }
        Event::Teleported { seat, corner } => Some(tr(
            "narration-teleported",
            &[("hero", h(*seat)), ("corner", names::corner(*corner))],
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
            let d = ("dir", names::dir(*dir));
            match why {
                MoveBlock::Wall => tr("refusal-move-wall", &[d]),
                MoveBlock::Edge => tr("refusal-move-edge", &[d]),
                MoveBlock::NeighbourWall => tr("refusal-move-neighbour-wall", &[d]),
                MoveBlock::Occupied { seat } => {
                    tr("refusal-move-occupied", &[d, ("name", hero_name(v, *seat))])
                }
                MoveBlock::Fissure => tr("refusal-move-fissure", &[d]),
                MoveBlock::BridgeEnd => tr("refusal-move-bridge-end", &[d]),
                MoveBlock::CorridorTwice => tr("refusal-move-corridor-twice", &[d]),
                MoveBlock::MustGoBack { back } => tr(
                    "refusal-move-must-go-back",
                    &[d, ("back", names::dir(*back))],
                ),
                MoveBlock::NoDoorsOnRetreat => tr("refusal-move-no-doors", &[d]),
                MoveBlock::NoHalfHere => tr("refusal-move-no-half", &[d]),
                MoveBlock::Unexplored => tr("refusal-move-unexplored", &[d]),
                MoveBlock::Explored => tr("refusal-move-explored", &[d]),
                MoveBlock::SameTower => tr("refusal-same-tower", &[]),
            }
        }
        other => unreachable!("{other:?} is refused by another area"),
    }
}
