//! The catacombs: ways down, the journey below (the travel marker and its cards), ways up,
//! and coming up into a chamber (turning it, landing on a Bridge or Chasm).

use super::{dir_word, hero_name, names, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::Awaiting;
use crate::games::dungeonquest::engine::{Rejection, View};

/// Going down, travelling below, coming up.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let (before, prev) = (scene.before, scene.prev);
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::MarkerPlaced { pos } => Some(tr("narration-marker", &[("pos", pos.label())])),
        Event::PassageFound { seat } => Some(tr("narration-passage-found", &[("hero", h(*seat))])),
        Event::Descended { seat, dir } => Some(tr(
            "narration-descended",
            &[
                ("hero", h(*seat)),
                ("pos", before.seats[*seat].hero.pos.label()),
                ("dir", dir_word(*dir)),
            ],
        )),
        Event::Resurfaced {
            seat,
            cards,
            travelled,
            shift,
            roll,
            to,
        } => {
            let u = before.seats[*seat].hero.underground.as_ref();
            Some(tr(
                "narration-resurfaced",
                &[
                    ("hero", h(*seat)),
                    ("cards", cards.to_string()),
                    ("travelled", travelled.to_string()),
                    ("dir", u.map(|u| dir_word(u.dir)).unwrap_or_default()),
                    ("from", u.map(|u| u.start.label()).unwrap_or_default()),
                    ("shift", dir_word(*shift)),
                    ("roll", roll.to_string()),
                    ("pos", to.label()),
                ],
            ))
        }
        Event::ChamberTurned { pos, entry } => {
            // Whoever was asked to turn it (the turn may have passed on since).
            let seat = before.to_act.unwrap_or(before.current);
            Some(tr(
                "narration-chamber-turned",
                &[
                    ("hero", h(seat)),
                    ("pos", pos.label()),
                    ("dir", dir_word(*entry)),
                ],
            ))
        }
        Event::Landed { seat, via } => {
            if matches!(prev, Some(Event::ChamberTurned { .. })) {
                None
            } else {
                Some(tr(
                    "narration-landed",
                    &[("hero", h(*seat)), ("dir", dir_word(*via))],
                ))
            }
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// A turn below ground, and the questions of the way down and up.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> Option<String> {
    let hero = &v.seats[seat].hero;
    Some(match &v.awaiting {
        None => {
            let u = hero.underground.as_ref()?;
            g(
                "underground",
                &[
                    ("hero", names::hero_short(hero.id)),
                    ("sun", v.sun.to_string()),
                    ("limit", v.settings.sun_limit.to_string()),
                    ("cards", u.count.to_string()),
                    ("dir", dir_word(u.dir)),
                ],
            )
        }
        Some(Awaiting::Descend { .. }) => g("descend", &[]),
        Some(Awaiting::Exit { .. }) => {
            let u = hero.underground.as_ref()?;
            let travelled = crate::games::dungeonquest::engine::travel(u);
            let [a, b] = crate::games::dungeonquest::engine::shift_options(u.dir);
            g(
                "exit_card",
                &[
                    ("cards", u.count.to_string()),
                    ("travelled", travelled.to_string()),
                    ("dir", dir_word(u.dir)),
                    ("a", dir_word(a)),
                    ("b", dir_word(b)),
                ],
            )
        }
        Some(Awaiting::Orient { .. }) => g("orient", &[]),
        Some(Awaiting::Landing { .. }) => g("landing", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    })
}

/// Not while below ground; no way down; a shift the card does not allow.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::Underground => tr("refusal-underground", &[]),
        Rejection::NoEntrance => tr("refusal-no-entrance", &[]),
        Rejection::BadShift { options: [a, b] } => tr(
            "refusal-bad-shift",
            &[("a", dir_word(*a)), ("b", dir_word(*b))],
        ),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
