//! The last input a DungeonQuest game stored, undone ones too, as the channel may read it:
//! what the resume banner names after a restart (`Seated::last_stored`).

use super::QuestTable;
use crate::games::dungeonquest::engine::event::{inputs, Event};
use crate::games::dungeonquest::engine::{replay_seen, Action, Actor};
use crate::games::dungeonquest::render;
use crate::lang::tr;

/// Who sent the game's last stored input and what it was, in the current language (sealed
/// strikes and face-down cards left sealed, whoever sent them); None when nothing is stored.
/// `organiser` names whoever sent an organiser's input (as the store keeps it).
pub(crate) fn last_stored(t: &QuestTable, organiser: &str) -> Option<String> {
    let events = &t.log;
    let last = inputs(events).last().and_then(|i| i.first()).cloned()?;
    let game = &t.game;
    // The channel reads this: the input as the channel may see it.
    let seen = crate::games::dungeonquest::engine::redact(&last, Actor::Newcomer, game);
    let Some(Event::Acted { by, action }) = seen.as_ref() else {
        return None;
    };
    // The seats as they stood before the last input (below ground, `Stay` is `Draw`).
    let mut before = Vec::new();
    replay_seen(
        game.seed,
        &game.made_with,
        events,
        Actor::Newcomer,
        |b, _, _, _| before = b.seats.clone(),
    );
    let name = |s: usize| {
        game.seats
            .get(s)
            .map_or_else(|| format!("seat {s}"), |x| x.name.clone())
    };
    Some(match (by, action) {
        // The clock played in an absent seat's place: his input, sent by the clock.
        (_, Action::ForAbsent { seat, action }) => match &**action {
            Action::Strikes(_) => tr("local-clock-sealed", &[("name", name(*seat))]),
            a => tr(
                "local-clock-played",
                &[
                    ("name", name(*seat)),
                    ("command", render::command_text_for(&before, *seat, a)),
                ],
            ),
        },
        // The clock's own step: nobody typed it.
        (Actor::Organiser, Action::OfferLapsed) => tr("local-clock-offer-lapsed", &[]),
        (Actor::Organiser, Action::BotMonster) => tr("local-clock-bot-monster", &[]),
        (by, a) => {
            let who = match by {
                Actor::Seat(s) => name(*s),
                _ => organiser.to_string(),
            };
            match a {
                Action::Strikes(_) => tr("local-sealed", &[("name", who)]),
                // A settings change: which, and to what (as the undo preview says it).
                Action::Configure(new) => {
                    let start = events
                        .iter()
                        .rposition(|e| matches!(e, Event::Acted { .. }))
                        .unwrap_or(0);
                    let effective =
                        crate::games::dungeonquest::engine::event::effective(&events[..start]);
                    let previous = effective
                        .iter()
                        .rev()
                        .find_map(|e| match e {
                            Event::Configured(s) => Some(s),
                            _ => None,
                        })
                        .unwrap_or(&game.made_with);
                    let changed = super::undoing::settings_changed(previous, new);
                    format!("{who}: `{changed}`")
                }
                a => match by {
                    Actor::Seat(s) => {
                        format!("{who}: `{}`", render::command_text_for(&before, *s, a))
                    }
                    _ => format!("{who}: `{}`", render::command_text(a)),
                },
            }
        }
    })
}
