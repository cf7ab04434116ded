//! The organiser's tools in a running game (replace, pause, resume, extend, skip) and the
//! clock that plays for an absent seat.

use super::commands::command_text_asked;
use super::{hero_name, seat_name, tr, Scene};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{Action, Rejection};

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
            Action::Strikes(_) => tr(
                "deadline-played-strikes",
                &[("name", seat_name(before, *seat))],
            ),
            Action::Skip => tr(
                "deadline-played-skip",
                &[("name", seat_name(before, *seat))],
            ),
            Action::RandomStrikes => tr(
                "deadline-played-random",
                &[("name", seat_name(before, *seat))],
            ),
            other => tr(
                "deadline-played",
                &[
                    ("name", seat_name(before, *seat)),
                    // Said as the prompt offered it: below ground, staying is drawing a
                    // Catacomb card; the Fallen Elf is given a card.
                    (
                        "command",
                        command_text_asked(&before.seats, before.awaiting.as_ref(), *seat, other),
                    ),
                ],
            ),
        }),
        // The organiser's removal and skip: said, so nobody takes them for the player's own.
        Event::Acted {
            action: Action::Remove { seat },
            ..
        } => Some(tr(
            "narration-removed",
            &[("name", seat_name(before, *seat)), ("hero", h(*seat))],
        )),
        Event::Acted {
            action: Action::Skip,
            ..
        } => {
            let seat = before.to_act.unwrap_or(before.current);
            Some(tr(
                "narration-skipped",
                &[("name", seat_name(before, seat)), ("hero", h(seat))],
            ))
        }
        // An offer of another draw (a Crypt, a Corpse) turned down: said, or nothing would be.
        Event::Acted {
            action: Action::No | Action::Decline,
            ..
        } => match &before.awaiting {
            Some(crate::games::dungeonquest::engine::state::Awaiting::Offer {
                seat, card, ..
            }) => Some(tr(
                "narration-offer-declined",
                &[("hero", h(*seat)), ("card", super::names::card(*card))],
            )),
            // A Secret Door left shut: he stays where he is.
            Some(crate::games::dungeonquest::engine::state::Awaiting::SecretDoor { seat }) => {
                Some(tr("narration-secret-door-declined", &[("hero", h(*seat))]))
            }
            _ => None,
        },
        // A player's own input is told by the events it brings.
        Event::Acted { .. } => None,
        Event::Replaced { seat, name, .. } => Some(tr(
            "narration-replaced",
            &[
                ("old", seat_name(before, *seat)),
                ("name", name.clone()),
                ("hero", h(*seat)),
            ],
        )),
        Event::Paused => Some(tr("narration-paused", &[])),
        Event::Resumed => Some(tr("narration-resumed", &[])),
        Event::DeadlineExtended { hours } => {
            Some(tr("narration-extended", &[("hours", hours.to_string())]))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The organiser's tools refused.
pub(super) fn refusal(r: &Rejection, organiser: &str) -> String {
    match r {
        Rejection::NotOrganiser => tr("refusal-not-organiser", &[("organiser", organiser.into())]),
        Rejection::NotPaused => tr("refusal-not-paused", &[]),
        Rejection::NoDeadline => tr("refusal-no-deadline", &[]),
        Rejection::AlreadyPaused => tr("refusal-already-paused", &[]),
        Rejection::NoRound => tr("refusal-no-round", &[]),
        Rejection::OrganiserOnly => tr("refusal-organiser-only", &[]),
        Rejection::Paused => tr("refusal-paused", &[]),
        Rejection::BadSeat => tr("refusal-bad-seat", &[]),
        Rejection::UserSeated => tr("refusal-user-seated", &[]),
        Rejection::CannotSkip => tr("refusal-cannot-skip", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
