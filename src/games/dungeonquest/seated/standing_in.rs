//! What the clock does in an absent DungeonQuest seat's place: its computer player's choice
//! (or a skip, where the game is set to skip), how many deadlines in a row a seat has let
//! pass, and whether a fight's round is open (it runs on its own clock).

use crate::games::dungeonquest::engine::{view, Action, Actor, Awaiting, Game, MonsterSide, Phase};
use crate::games::Move;

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

/// A fight's (or duel's) round is open: both sides send strikes, on the round's own clock.
pub(crate) fn in_round(g: &Game) -> bool {
    matches!(
        g.awaiting,
        Some(Awaiting::Combat { .. } | Awaiting::Duel { .. })
    )
}

/// The table's move for `seat`, absent (away, or past his deadline): while the monster's part
/// is offered to him alone, the offer lapses (as at its own deadline, R17) so that the fight
/// does not wait on him; while it stands otherwise, nobody is played for (the fight waits for
/// it); else his computer player's choice, or his turn skipped where the game is set to skip.
pub(crate) fn absent_move(
    g: &Game,
    seat: usize,
    choices: crate::chance::ComputerChoices,
) -> Option<Move> {
    match g.combat.as_ref().map(|c| c.side) {
        Some(MonsterSide::Offered { seat: o, open }) => {
            let lapse = serde_json::to_string(&Action::OfferLapsed).expect("actions serialise");
            return (!open && o == seat).then_some(Move::Play(lapse));
        }
        _ if g.phase != Phase::Playing || g.paused => return None,
        _ => {}
    }
    let action = absent_choice(g, seat, g.settings.on_deadline, choices)?;
    Some(Move::ForAbsent {
        seat,
        play: serde_json::to_string(&action).expect("actions serialise"),
    })
}

/// Hours the seats awaited have before the table's clock acts for them: a turn's (or a
/// question's) `turn_hours`; a fight's round `combat_round_hours` (R22). None without a turn
/// deadline (a round's is then the organiser's to act on: the round's own notice tells him),
/// and while the monster's part is offered (R17's claim window is its own clock).
pub(crate) fn deadline_hours(g: &Game) -> Option<u32> {
    let s = &g.settings;
    let offered = matches!(
        g.combat.as_ref().map(|c| c.side),
        Some(MonsterSide::Offered { .. })
    );
    if s.turn_hours == 0 || offered {
        return None;
    }
    match in_round(g) {
        true => Some(s.combat_round_hours),
        false => Some(s.turn_hours),
    }
}

/// Whether the clock's move `mv` passes a seat's turn over (a skip, random strikes in a
/// fight) rather than playing it.
pub(crate) fn skips(mv: &Move) -> bool {
    let Move::ForAbsent { play, .. } = mv else {
        return false;
    };
    matches!(
        serde_json::from_str::<Action>(play),
        Ok(Action::Skip | Action::RandomStrikes)
    )
}

/// What one deadline covers: a turn, or one round of a fight in it (the fight's rounds
/// resolved so far, or the duel's). The clock that plays for a seat past his deadline plays
/// on for him only while this stays the same.
pub(crate) fn deadline_covers(g: &Game) -> String {
    let round = match in_round(g) {
        true => g
            .combat
            .as_ref()
            .map(|c| c.round)
            .or(g.duel.as_ref().map(|d| 1000 + d.round)),
        false => None,
    };
    format!("{}:{round:?}", g.turn)
}
