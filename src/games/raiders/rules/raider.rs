//! What befalls one raider, whichever room or variant deals it: treasure gained (up to the
//! cap) or lost, wounds taken (the lowest card's, in a fight) or healed, and who ties for the
//! most or the fewest of something (D7, D8).

use super::Ctx;
use crate::games::raiders::content::content;
use crate::games::raiders::event::Event;
use crate::games::raiders::state::Seat;

/// The seats tied for the most (`most`) or the fewest of `key` (D8).
pub fn ties(seats: &[Seat], key: impl Fn(Seat) -> u32, most: bool) -> Vec<Seat> {
    let best = if most {
        seats.iter().map(|&s| key(s)).max()
    } else {
        seats.iter().map(|&s| key(s)).min()
    };
    seats
        .iter()
        .copied()
        .filter(|&s| Some(key(s)) == best)
        .collect()
}

/// The wounds a monster deals to whoever played the lowest card.
pub fn wound_lowest(ctx: &mut Ctx, wounds: u32, plays: &[(Seat, u8)]) {
    let low = plays.iter().map(|p| p.1).min();
    for &(s, v) in plays {
        if Some(v) == low {
            wound(ctx, s, wounds);
        }
    }
}

/// Treasure gained, up to 20 (solitaire: no cap) (D7).
pub fn gain_treasure(ctx: &mut Ctx, seat: Seat, n: u32) {
    let t = ctx.g.seats[seat].treasure;
    let cap = if ctx.g.settings.solo() {
        u32::MAX
    } else {
        content().numbers.treasure_cap
    };
    let delta = t.saturating_add(n).min(cap).saturating_sub(t);
    if delta > 0 {
        ctx.emit(Event::Treasure {
            seat,
            delta: delta as i32,
        });
    }
}

/// Treasure lost, down to 0 (D7).
pub fn lose_treasure(ctx: &mut Ctx, seat: Seat, n: u32) {
    let delta = n.min(ctx.g.seats[seat].treasure);
    if delta > 0 {
        ctx.emit(Event::Treasure {
            seat,
            delta: -(delta as i32),
        });
    }
}

pub fn wound(ctx: &mut Ctx, seat: Seat, n: u32) {
    if n > 0 {
        ctx.emit(Event::Wounds {
            seat,
            delta: n as i32,
        });
    }
}

/// A potion: wounds healed down to 0, below the starting wounds too (D7).
pub fn heal(ctx: &mut Ctx, seat: Seat, n: u32) {
    let delta = n.min(ctx.g.seats[seat].wounds);
    if delta > 0 {
        ctx.emit(Event::Wounds {
            seat,
            delta: -(delta as i32),
        });
    }
}
