//! The Adventure deck (G41): cards drawn from the top; when it runs out, the discards are
//! shuffled from the seed into a new one, and if both are empty the draw stops short.

use super::super::content::CardId;
use super::super::event::Event;
use super::super::state::Seat;
use super::Ctx;

/// Draws `want` cards; when the deck runs out the discards are shuffled into a new one
/// (G41), and if both are empty the draw stops short.
pub fn draw(ctx: &mut Ctx, seat: Seat, want: usize) {
    if want == 0 {
        return;
    }
    let mut cards: Vec<CardId> = ctx.g.deck.iter().take(want).copied().collect();
    let mut reshuffled = None;
    if cards.len() < want && !ctx.g.discards.is_empty() {
        let mut order: Vec<CardId> = ctx.g.deck.clone();
        let mut back = ctx.g.discards.clone();
        ctx.shuffle(&mut back);
        order.extend(back);
        cards = order.iter().take(want).copied().collect();
        reshuffled = Some(order);
    }
    if cards.is_empty() {
        return;
    }
    let draws = ctx.g.draws;
    ctx.emit(Event::Drew {
        seat,
        count: cards.len() as u8,
        cards: Some(cards),
        reshuffled,
        draws,
    });
}
