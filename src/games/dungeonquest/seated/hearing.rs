//! How DungeonQuest hears a play at the table's door (`Seated::read`): strikes are never
//! taken in a channel, and a one-letter side (`s`, `n`, `e`, `o`, also `s?`) moves a hero
//! only on a plain turn; and what its clock asks of a play (`Seated::timed`, `due`): the
//! monster's part opens to anyone only once the offered seat has had `monster_claim_hours`
//! (R17), and random strikes wait for the round's deadline (R22); which plays are the
//! organiser's, and what an answer means where it has another meaning (`meant`).

use super::super::engine::{check, legal_actions, view, Action, Actor, Game, MonsterSide};
use super::super::render;
use super::standing_in::in_round;
use crate::games::Move;

/// A play as typed: strikes sent in a channel are refused (they are sealed by DM); a
/// one-letter side at a question moves nobody: `n` is `No` where No is an answer, and anything
/// else (or any such letter with a question mark) is asked back ("did you mean `Move DOWN` or
/// `Yes`?").
pub(crate) fn heard(
    g: &Game,
    actor: Actor,
    text: &str,
    action: Action,
    by_dm: bool,
) -> Result<Action, String> {
    if let (Action::Strikes(_), false) = (&action, by_dm) {
        return Err(crate::lang::tr("combat-not-in-channel", &[]));
    }
    let Some((dir, asks)) = crate::games::dungeonquest::command::short_side(text) else {
        return Ok(action);
    };
    if action != (Action::Move { dir, half: None }) {
        return Ok(action);
    }
    let legal = legal_actions(g, actor);
    let question = g.awaiting.is_some()
        && legal.iter().any(|a| {
            !matches!(
                a,
                Action::Move { .. } | Action::UseRune { .. } | Action::Leave
            )
        });
    let letter = crate::lang::fold_accents(&text.trim().to_lowercase());
    let letter = letter.trim_matches(|c: char| !c.is_alphanumeric());
    let other = match letter {
        "n" => [Action::No, Action::Decline, Action::DeclineMonster]
            .into_iter()
            .find(|a| legal.contains(a)),
        "s" => [Action::Yes, Action::TakeMonster]
            .into_iter()
            .find(|a| legal.contains(a)),
        _ => None,
    };
    if question && letter == "n" {
        if let Some(no) = other {
            return Ok(no);
        }
    }
    if !question && !asks {
        return Ok(action);
    }
    Err(render::short_side(
        &view(g, actor),
        &action,
        other.as_ref(),
        question,
    ))
}

/// The seat the monster's part is offered to alone, while it is.
fn offered_to(g: &Game) -> Option<usize> {
    g.combat.as_ref().and_then(|c| match c.side {
        MonsterSide::Offered { seat, open: false } => Some(seat),
        _ => None,
    })
}

/// The clock's own move once the wait has run `waited` hours (R17): the offer of the
/// monster's part lapses at `monster_claim_hours`, and the part then open to anyone goes to
/// the computer player at the same again.
pub(crate) fn due(g: &Game, waited: f64) -> Option<Move> {
    let side = g.combat.as_ref().map(|c| c.side)?;
    let MonsterSide::Offered { open, .. } = side else {
        return None;
    };
    if g.paused || waited < claim_hours(g) {
        return None;
    }
    let a = if open {
        Action::BotMonster
    } else {
        Action::OfferLapsed
    };
    Some(Move::Play(
        serde_json::to_string(&a).expect("actions serialise"),
    ))
}

fn claim_hours(g: &Game) -> f64 {
    f64::from(g.settings.monster_claim_hours + g.deadline_extra_hours)
}

/// What the wait asks of `action` by `actor`, having run `waited` hours: the monster's part
/// claimed by anyone but the seat it is offered to waits for `monster_claim_hours`, then the
/// offer lapses first (R17); random strikes wait for the round's `combat_round_hours` (R22).
pub(crate) fn timed(
    g: &Game,
    actor: Actor,
    action: &Action,
    waited: f64,
) -> Option<Result<Move, String>> {
    let (limit, key, then) = match action {
        Action::ClaimMonster
            if actor != Actor::Newcomer
                && offered_to(g).is_some_and(|s| Actor::Seat(s) != actor) =>
        {
            let lapse = serde_json::to_string(&Action::OfferLapsed).expect("actions serialise");
            (claim_hours(g), "manage-claim-wait", Some(Move::Play(lapse)))
        }
        Action::RandomStrikes if in_round(g) && actor == Actor::Organiser => (
            f64::from(g.settings.combat_round_hours + g.deadline_extra_hours),
            "manage-random-wait",
            None,
        ),
        _ => return None,
    };
    if waited >= limit {
        return then.map(Ok);
    }
    let hours = crate::lang::decimal(limit - waited);
    Some(Err(crate::lang::tr(key, &[("hours", hours)])))
}

/// The plays that are the organiser's alone: his tools, and in a fight the monster's part
/// handed to the bot and random strikes for whoever has not answered (R22).
pub(crate) fn organisers_play(a: &Action) -> bool {
    a.is_organisers() || matches!(a, Action::BotMonster | Action::RandomStrikes)
}

/// The action a play by `actor` means where its words have another meaning that is legal
/// now and its own is not: `Decline` or `No` at the offer of the monster's part turns it down,
/// `Yes` (or `!dq monster`) takes it.
pub(crate) fn meant(g: &Game, actor: Actor, action: Action) -> Action {
    let synonym = match action {
        Action::Decline | Action::No => Some(Action::DeclineMonster),
        // `!dq monster` from the seat the part is offered to takes it.
        Action::Yes | Action::ClaimMonster => Some(Action::TakeMonster),
        _ => None,
    };
    match (check(g, actor, &action), synonym) {
        (Err(_), Some(s)) if check(g, actor, &s).is_ok() => s,
        _ => action,
    }
}
