//! Entering a space (G14, G16): collecting its Glory and Peril when it is new to the hero
//! on his own turn, and its Pit or Spikes.

use super::super::content::{set, Feature};
use super::super::event::{Event, Roll};
use super::super::map::Cell;
use super::super::state::Seat;
use super::{harm, modifiers, Ctx};

/// Rolls a Threat of a form for `seat` (G18).
pub fn threat_roll(
    ctx: &mut Ctx,
    seat: Seat,
    roll: Roll,
    form: super::super::content::Form,
    number: u8,
) -> bool {
    super::dice::threat(ctx, seat, roll, form.into(), number)
}

/// Entering a space on his own turn: new to him, he collects and its feature strikes (G14,
/// G16); seen this turn, nothing. Whether it was a new entry (the space's own effects follow:
/// `effects::entered`).
pub fn enter(ctx: &mut Ctx, seat: Seat) -> bool {
    let cell: Cell = ctx.g.player(seat).cell;
    if seat != ctx.g.active || ctx.g.turn.seen.contains(&cell) {
        return false;
    }
    let card = set().map(ctx.g.map.at(cell).expect("a card").card);
    ctx.emit(Event::Collected {
        seat,
        glory: card.glory,
        peril: card.peril,
    });
    let strike = match card.feature {
        Feature::Pit { form, threat } | Feature::Spikes { form, threat } => Some((form, threat)),
        _ => None,
    };
    if let Some((form, number)) = strike {
        let pit = matches!(card.feature, Feature::Pit { .. });
        let number = number.saturating_add_signed(modifiers::feature_threat(&ctx.g, seat, pit));
        if !threat_roll(ctx, seat, Roll::Feature { cell }, form, number) {
            match card.feature {
                Feature::Pit { .. } => ctx.emit(Event::Tipped { seat }),
                _ => harm::wound(ctx, seat, 1),
            }
        }
    }
    true
}
