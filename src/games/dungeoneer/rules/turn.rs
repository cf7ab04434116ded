//! The turn's frame: Reset, the phases in order, Discard/Draw, the next living seat, and the
//! ends of the game (G17, G29, G40, G41).

use super::super::action::Rejection;
use super::super::content::{set, CardId, Category};
use super::super::event::Event;
use super::super::state::{Game, Outcome, Phase, Seat};
use super::{build, Ctx, HAND};

/// A seat's turn begins: Reset (Movement to his Speed, new spaces, sprung exits closed).
pub fn begin(ctx: &mut Ctx, seat: Seat, round: u32) {
    let speed = super::super::content::Form::Speed;
    let movement = super::modifiers::score(&ctx.g, seat, speed, Default::default());
    ctx.emit(Event::TurnBegan {
        seat,
        round,
        movement,
    });
    super::cards::upkeep(ctx, seat);
}

/// The DungeonLord phase is over: Build draws its card.
pub fn to_build(ctx: &mut Ctx) {
    ctx.emit(Event::PhaseBegan {
        phase: Phase::Build,
    });
    build::draw_fitting(ctx);
    if ctx.g.drawn_map.is_none() {
        to_hero(ctx);
    }
}

pub fn to_hero(ctx: &mut Ctx) {
    ctx.emit(Event::PhaseBegan { phase: Phase::Hero });
}

/// The Hero Phase is over: Discard/Draw, at once when there is nothing to choose.
pub fn to_discard(ctx: &mut Ctx) {
    ctx.emit(Event::PhaseBegan {
        phase: Phase::Discard,
    });
    let seat = ctx.g.active;
    if ctx.g.player(seat).hand.is_empty() {
        discard_draw(ctx, seat, None);
    }
}

/// Discard/Draw's one card: from his hand, or instead a Treasure of his Inventory or a
/// monster of his Pack (never a Boon); none when his hand is empty.
pub fn check_discard(g: &Game, seat: Seat, card: Option<CardId>) -> Result<(), Rejection> {
    let p = g.player(seat);
    let treasure =
        |c: CardId| p.inventory.contains(&c) && set().adventure(c).category == Category::Treasure;
    let packed = |c: CardId| p.pack.iter().any(|m| m.0 == c);
    match card {
        None if p.hand.is_empty() => Ok(()),
        None => Err(Rejection::MustDiscard),
        Some(_) if p.hand.is_empty() => Err(Rejection::NotInHand),
        Some(c) if p.hand.contains(&c) || treasure(c) || packed(c) => Ok(()),
        Some(_) => Err(Rejection::NotInHand),
    }
}

/// Discard/Draw: the discard, the stay-put collection, the saved Movement, the refill, and
/// the next turn.
pub fn discard_draw(ctx: &mut Ctx, seat: Seat, card: Option<CardId>) {
    if card.is_some() {
        ctx.emit(Event::Discarded { seat, card });
    }
    if !ctx.g.turn.moved {
        let m = set().map(
            ctx.g
                .map
                .at(ctx.g.player(seat).cell)
                .expect("a hero stands on a card")
                .card,
        );
        ctx.emit(Event::Stayed {
            seat,
            glory: m.glory,
            peril: m.peril,
        });
    }
    if ctx.g.turn.movement > 0 {
        ctx.emit(Event::Saved { seat });
    }
    refill(ctx, seat);
    next_turn(ctx);
}

/// Draws a hand back up to 5 (G41); a hand above 5 draws nothing.
pub fn refill(ctx: &mut Ctx, seat: Seat) {
    let have = ctx.g.player(seat).hand.len();
    super::deck::draw(ctx, seat, HAND.saturating_sub(have));
}

/// The turn passes to the next living seat; a round ends when the start player would
/// begin again, and the game ends after `round_limit` rounds (G40).
pub fn next_turn(ctx: &mut Ctx) {
    if ctx.g.is_over() {
        return;
    }
    let from = ctx.g.active;
    let Some(next) = ctx.g.next_living(from) else {
        return;
    };
    let n = ctx.g.players.len();
    let start = ctx.g.start;
    // Did the turn pass the start seat (alive or not)?
    let steps = (next + n - from) % n;
    let passed_start = (1..=steps).any(|i| (from + i) % n == start);
    let round = ctx.g.round + u32::from(passed_start);
    if round > ctx.g.settings.round_limit {
        let outcome = on_points(&ctx.g);
        ctx.emit(Event::Ended { outcome });
        return;
    }
    begin(ctx, next, round);
}

/// The winners on points (G40): most completed quests, then Level, then Life; else shared.
pub fn on_points(g: &Game) -> Outcome {
    let key = |s: Seat| {
        let p = g.player(s);
        (p.done.len(), p.level, p.life)
    };
    let living = g.living_from(0);
    let Some(best) = living.iter().map(|&s| key(s)).max() else {
        return Outcome::Nobody;
    };
    Outcome::Points(living.into_iter().filter(|&s| key(s) == best).collect())
}
