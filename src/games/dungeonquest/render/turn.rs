//! The turn and the sun: the sun rising, sunset, lost turns, and whose turn it is.

use super::{hero_name, names, seat_name, t, tr, Ask, Scene};
use crate::games::dungeonquest::engine::event::{Event, LostTurn};
use crate::games::dungeonquest::engine::{Rejection, View};

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

/// Everyone the game waits on (both sides of a fight's round), or else `seat`.
/// The monster's part open to anyone (R17) is awaited from whoever takes it, not the organiser.
pub(super) fn awaited_names(v: &View, seat: usize) -> String {
    use crate::games::dungeonquest::engine::{Actor, MonsterSide};
    let open = v
        .combat
        .as_ref()
        .is_some_and(|c| matches!(c.side, MonsterSide::Offered { open: true, .. }));
    let names: Vec<String> = v
        .awaited
        .iter()
        .map(|a| match a {
            Actor::Seat(s) => seat_name(v, *s),
            Actor::Organiser if open => tr("refusal-awaited-open-part", &[]),
            _ => tr("manage-the-organiser", &[]),
        })
        .collect();
    if names.is_empty() {
        seat_name(v, seat)
    } else {
        names::and_list(&names)
    }
}

/// Out of turn, out of the game, or not now.
pub(super) fn refusal(v: &View, r: &Rejection) -> String {
    match r {
        Rejection::GameOver => tr("refusal-game-over", &[]),
        Rejection::NotYourTurn { .. } | Rejection::NotNow if super::in_round_for(v) => {
            super::strikes_by_dm(false)
        }
        Rejection::NotYourTurn { waiting_on } => tr(
            "refusal-not-your-turn",
            &[("name", awaited_names(v, *waiting_on))],
        ),
        Rejection::HeroGone => tr("refusal-hero-gone", &[]),
        Rejection::NotNow if super::in_round(v) => tr(
            "refusal-not-now-round",
            &[("names", awaited_names(v, v.to_act.unwrap_or(v.current)))],
        ),
        Rejection::NotNow => tr("refusal-not-now", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
