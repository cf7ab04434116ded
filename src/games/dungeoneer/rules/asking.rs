//! Questions put to one player mid-resolution when his standing answer is `ask` (G42): whether
//! an answer fits the question, and the resolution it resumes.

use super::super::action::{Choice, Rejection};
use super::super::content::set;
use super::super::event::Event;
use super::super::state::{Asked, Game, Held, Question, Seat};
use super::{cards, combat, effects, lord, quests, slay, Ctx};

/// Whether `choice` by `seat` answers the question asked now, and if not exactly why.
pub fn check_choose(g: &Game, seat: Seat, choice: &Choice) -> Result<(), Rejection> {
    let Some(asked) = &g.asked else {
        return Err(Rejection::NothingAsked);
    };
    if asked.seat != seat {
        return Err(Rejection::AnswerFirst { seat: asked.seat });
    }
    let distinct = |v: &[usize]| {
        let mut s = v.to_vec();
        s.sort_unstable();
        s.dedup();
        s.len() == v.len()
    };
    let fits = match (&asked.question, choice) {
        (Question::SlayForm { quest, .. }, Choice::Form(f)) => set()
            .quest(*quest)
            .monster
            .as_ref()
            .is_some_and(|m| m.attacks.contains(f)),
        (Question::Upkeep { owed }, Choice::Pay(list)) => {
            distinct(list) && list.iter().all(|&i| i < owed.len())
        }
        (Question::Pack { survivors, room }, Choice::Pack(list)) => {
            distinct(list) && list.len() <= *room && list.iter().all(|i| survivors.contains(i))
        }
        (Question::Reward { peril }, Choice::Peril(seats)) => {
            let other_living = |s: &Seat| *s != seat && g.players.get(*s).is_some_and(|p| p.alive);
            (seats.len() == 1 || seats.len() == *peril as usize) && seats.iter().all(other_living)
        }
        (Question::Minion { .. }, Choice::Minion(_)) => true,
        (Question::Warp { places, .. }, Choice::Place(i)) => *i < places.len(),
        (Question::Discard { cards, .. }, Choice::Pick(i)) => *i < cards.len(),
        (Question::Sacrifice { count, .. }, Choice::Cards(cards)) => {
            let hand = &g.player(seat).hand;
            let mut sorted = cards.clone();
            sorted.sort_unstable();
            sorted.dedup();
            sorted.len() == cards.len()
                && cards.len() == *count
                && cards.iter().all(|c| hand.contains(c))
        }
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(Rejection::NotAnOption)
    }
}

/// The answer, and the resolution the question held, from where it stopped.
pub fn choose(ctx: &mut Ctx, seat: Seat, choice: &Choice) {
    let Some(Asked { question, .. }) = ctx.g.asked.clone() else {
        return;
    };
    ctx.emit(Event::Chose {
        seat,
        choice: choice.clone(),
    });
    match (question, choice) {
        (Question::SlayForm { hero, quest }, Choice::Form(form)) => {
            slay::attacks(ctx, hero, quest, *form)
        }
        (Question::Upkeep { owed }, Choice::Pay(list)) => {
            let pay: Vec<_> = list.iter().map(|&i| owed[i]).collect();
            cards::pay_upkeep(ctx, seat, &owed, &pay);
        }
        (Question::Pack { survivors, .. }, Choice::Pack(list)) => {
            combat::packed_as_chosen(ctx, &survivors, list)
        }
        (Question::Reward { peril }, Choice::Peril(seats)) => {
            combat::peril_as_chosen(ctx, seats, peril)
        }
        (Question::Minion { attack }, Choice::Minion(_)) => combat::fight_from(ctx, attack),
        (Question::Sacrifice { quest, .. }, Choice::Cards(cards)) => {
            quests::sacrificed(ctx, seat, quest, cards)
        }
        (Question::Warp { hero, places }, Choice::Place(i)) => {
            effects::warped(ctx, hero, places[*i]);
        }
        (Question::Discard { hero, cards }, Choice::Pick(i)) => {
            effects::discarded(ctx, hero, cards[*i]);
        }
        _ => {}
    }
    release(ctx);
}

/// What the question held goes on: the rest of the declaration its Bane came in, or of the
/// combat's step A its special came in.
fn release(ctx: &mut Ctx) {
    if ctx.g.asked.is_some() || ctx.g.is_over() {
        return;
    }
    let Some(held) = ctx.g.held.clone() else {
        return;
    };
    ctx.emit(Event::Held { held: None });
    match held {
        Held::Declaration { banes, encounters } => {
            let lord = ctx.g.active;
            lord::declare(ctx, lord, &banes, &encounters);
        }
        Held::Specials { next, waiting } => combat::specials_from(ctx, next, waiting),
    }
}

/// Every answer to the question asked of `seat` that a button can carry: each form, pay all
/// or none, Pack as many as fit (most Life first) or none, all the Peril to each other living
/// player, counter or strike, the first or the last cards of his hand.
pub fn choices(g: &Game, seat: Seat) -> Vec<Choice> {
    let Some(asked) = g.asked.as_ref().filter(|a| a.seat == seat) else {
        return Vec::new();
    };
    match &asked.question {
        Question::SlayForm { quest, .. } => set()
            .quest(*quest)
            .monster
            .as_ref()
            .map(|m| m.attacks.iter().map(|&f| Choice::Form(f)).collect())
            .unwrap_or_default(),
        Question::Upkeep { owed } => {
            vec![Choice::Pay((0..owed.len()).collect()), Choice::Pay(vec![])]
        }
        Question::Pack { survivors, room } => {
            let all: Vec<usize> = survivors.iter().copied().take(*room).collect();
            vec![Choice::Pack(all), Choice::Pack(Vec::new())]
        }
        Question::Reward { .. } => g
            .living_from(0)
            .into_iter()
            .filter(|&s| s != seat)
            .map(|s| Choice::Peril(vec![s]))
            .collect(),
        Question::Minion { .. } => vec![Choice::Minion(true), Choice::Minion(false)],
        Question::Warp { places, .. } => (0..places.len()).map(Choice::Place).collect(),
        Question::Discard { cards, .. } => (0..cards.len()).map(Choice::Pick).collect(),
        // The first cards of his hand, or the last (he may type any: `choose cards 1 3 4`).
        Question::Sacrifice { count, .. } => {
            let hand = &g.player(seat).hand;
            let first = hand.iter().copied().take(*count).collect();
            let last = hand[hand.len().saturating_sub(*count)..].to_vec();
            vec![Choice::Cards(first), Choice::Cards(last)]
        }
    }
}
