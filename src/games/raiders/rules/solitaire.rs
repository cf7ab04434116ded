//! Dungeon Solitaire, one player (D12): the monster attack deck, one chest taken by a card
//! at least 1 higher, every trap hits (the trap code needs nothing special for that: the only
//! player is always the richest and the least wounded).

use super::raider::{gain_treasure, wound};
use super::Ctx;
use crate::games::raiders::event::Event;
use crate::games::raiders::state::Seat;

/// The most valuable chest the card beats by at least 1.
pub fn treasure(ctx: &mut Ctx, chests: &[u32], plays: &[(Seat, u8)]) {
    for &(s, v) in plays {
        if let Some(&c) = chests.iter().filter(|&&c| c < u32::from(v)).max() {
            gain_treasure(ctx, s, c);
        }
    }
}

/// A card strictly higher than the attack card beats the monster; a 5 cannot be beaten.
pub fn monster(ctx: &mut Ctx, strength: u8, wounds: u32, plays: &[(Seat, u8)]) {
    for &(s, v) in plays {
        let beaten = strength < 5 && v > strength;
        ctx.emit(Event::MonsterFought {
            total: u32::from(v),
            strength: u32::from(strength),
            beaten,
        });
        if !beaten {
            wound(ctx, s, wounds);
        }
    }
}
