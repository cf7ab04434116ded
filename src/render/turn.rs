//! The turn and the sun: the sun rising, sunset, lost turns, and whose turn it is.

use super::{hero_name, names, seat_name, t, tr, Ask, Scene};
use crate::engine::event::{Event, LostTurn};
use crate::engine::{Rejection, View};

/// The sun, sunset and lost turns (a turn's start and end are not said).
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let after = scene.after;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        Event::Acted { .. }
        | Event::Asked(_)
        | Event::TurnEnded { .. }
        | Event::TurnStarted { .. } => None,
        Event::SunRose { sun } => Some(tr(
            "narration-sun-rose",
            &[
                ("sun", sun.to_string()),
                ("limit", after.settings.sun_limit.to_string()),
            ],
        )),
        Event::SunsetRoll { roll, closes } => Some(t(
            "narration",
            if *closes {
                "sunset_closed"
            } else {
                "sunset_open"
            },
            &[("roll", roll.to_string())],
        )),
        Event::TurnLost { seat, why } => Some(t(
            "narration",
            if *why == LostTurn::Blocked {
                "blocked"
            } else {
                "turn_lost"
            },
            &[("hero", h(*seat))],
        )),
        Event::LoseTurn { seat } => Some(tr("narration-lose-turn", &[("hero", h(*seat))])),
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// A hero's turn above ground.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> String {
    let hero = &v.seats[seat].hero;
    g(
        "turn",
        &[
            ("hero", names::hero_short(hero.id)),
            ("sun", v.sun.to_string()),
            ("limit", v.settings.sun_limit.to_string()),
        ],
    )
}

/// Out of turn, out of the game, or not now.
pub(super) fn refusal(v: &View, r: &Rejection) -> String {
    match r {
        Rejection::GameOver => tr("refusal-game-over", &[]),
        Rejection::NotYourTurn { waiting_on } => tr(
            "refusal-not-your-turn",
            &[("name", seat_name(v, *waiting_on))],
        ),
        Rejection::HeroGone => tr("refusal-hero-gone", &[]),
        Rejection::NotNow => tr("refusal-not-now", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
