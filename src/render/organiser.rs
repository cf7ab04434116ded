//! The organiser's tools in a running game (replace, pause, resume, extend, skip) and the
//! clock that plays for an absent seat.

use super::commands::command_text;
use super::{hero_name, seat_name, t, Scene};
use crate::engine::event::Event;
use crate::engine::{Action, Rejection};

/// The clock's moves for an absent seat, and the organiser's tools.
pub(super) fn narrate(scene: &Scene, e: &Event) -> Option<String> {
    let before = scene.before;
    let h = |seat: usize| hero_name(scene.after, seat);
    match e {
        // The clock playing for an absent seat: said, so the log shows who played it.
        Event::Acted {
            action: Action::ForAbsent { seat, action },
            ..
        } => Some(match &**action {
            Action::Strikes(_) => t(
                "deadline",
                "played_strikes",
                &[("name", seat_name(before, *seat))],
            ),
            Action::Skip => t(
                "deadline",
                "played_skip",
                &[("name", seat_name(before, *seat))],
            ),
            Action::RandomStrikes => t(
                "deadline",
                "played_random",
                &[("name", seat_name(before, *seat))],
            ),
            other => t(
                "deadline",
                "played",
                &[
                    ("name", seat_name(before, *seat)),
                    ("command", command_text(other)),
                ],
            ),
        }),
        // A player's own input is told by the events it brings.
        Event::Acted { .. } => None,
        Event::Replaced { seat, name, .. } => Some(t(
            "narration",
            "replaced",
            &[
                ("old", seat_name(before, *seat)),
                ("name", name.clone()),
                ("hero", h(*seat)),
            ],
        )),
        Event::Paused => Some(t("narration", "paused", &[])),
        Event::Resumed => Some(t("narration", "resumed", &[])),
        Event::DeadlineExtended { hours } => {
            Some(t("narration", "extended", &[("hours", hours.to_string())]))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The organiser's tools refused.
pub(super) fn refusal(r: &Rejection, organiser: &str) -> String {
    match r {
        Rejection::NotOrganiser => t(
            "refusal",
            "not_organiser",
            &[("organiser", organiser.into())],
        ),
        Rejection::NotPaused => t("refusal", "not_paused", &[]),
        Rejection::AlreadyPaused => t("refusal", "already_paused", &[]),
        Rejection::NoRound => t("refusal", "no_round", &[]),
        Rejection::OrganiserOnly => t("refusal", "organiser_only", &[]),
        Rejection::Paused => t("refusal", "paused", &[]),
        Rejection::BadSeat => t("refusal", "bad_seat", &[]),
        Rejection::UserSeated => t("refusal", "user_seated", &[]),
        Rejection::CannotSkip => t("refusal", "cannot_skip", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
