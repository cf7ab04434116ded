//! What the clock does in an absent DungeonQuest seat's place: its computer player's choice
//! (or a skip, where the game is set to skip), how many deadlines in a row a seat has let
//! pass, and whether a fight's round is open (it runs on its own clock).

use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{view, Action, Actor, Awaiting, Game};

/// What the clock does for an absent seat: the computer player's choice (autopilot), or
/// skipping his turn (random strikes in a fight); None if there is nothing it may do.
pub(crate) fn absent_choice(
    g: &Game,
    seat: usize,
    mode: crate::games::dungeonquest::engine::OnDeadline,
    mut choices: crate::chance::ComputerChoices,
) -> Option<Action> {
    use crate::games::dungeonquest::simulate::Policy;
    let allowed = |a: &Action| {
        crate::games::dungeonquest::engine::check(
            g,
            Actor::Organiser,
            &Action::ForAbsent {
                seat,
                action: Box::new(a.clone()),
            },
        )
        .is_ok()
    };
    if mode == crate::games::dungeonquest::engine::OnDeadline::Skip {
        let skip = if in_round(g) {
            Action::RandomStrikes
        } else {
            Action::Skip
        };
        if allowed(&skip) {
            return Some(skip);
        }
    }
    // The computer player `simulate` uses, seeded afresh for each choice from the table's
    // stream (the game's secret seed and the log's length): nobody can work out its sealed
    // strikes before they are revealed (the seed is published only at the end), and two
    // autopiloted duellists do not send the same strikes round after round. Its choice is
    // recorded like any input.
    let v = view(g, Actor::Seat(seat));
    let mut policy = crate::games::dungeonquest::simulate::SensiblePolicy::new(choices.word());
    let choice = policy.choose(&v);
    if choice != Action::Leave && allowed(&choice) {
        return Some(choice);
    }
    v.legal
        .into_iter()
        .find(|a| *a != Action::Leave && allowed(a))
}

/// Deadlines a seat has let pass in a row: the turns in which the clock acted for him since
/// his own last input, and the first of them (to tell one streak from the next).
pub(crate) fn missed_in_row(events: &[Event], seat: usize) -> (usize, usize) {
    let effective = crate::games::dungeonquest::engine::event::effective(events);
    let mut turns: Vec<usize> = Vec::new();
    let mut turn = 0;
    for input in crate::games::dungeonquest::engine::event::inputs(&effective) {
        match &input[0] {
            Event::Acted {
                by: Actor::Seat(s), ..
            } if *s == seat => turns.clear(),
            Event::Acted {
                action: Action::ForAbsent { seat: s, .. },
                ..
            } if *s == seat && turns.last() != Some(&turn) => turns.push(turn),
            _ => {}
        }
        turn += input
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. }))
            .count();
    }
    (turns.len(), turns.first().copied().unwrap_or(0))
}

/// A fight's (or duel's) round is open: both sides send strikes, on the round's own clock.
pub(crate) fn in_round(g: &Game) -> bool {
    matches!(
        g.awaiting,
        Some(Awaiting::Combat { .. } | Awaiting::Duel { .. })
    )
}
