//! Dungeon Duel, two players: monsters cannot be beaten, a death ends the game (D10), and the
//! end ignores wounds except to break a tie of treasure (D13).

use super::raider::{ties, wound_lowest};
use super::Ctx;
use crate::games::raiders::event::Event;
use crate::games::raiders::state::{Game, Seat};

/// The monster attacks the lowest card; the same value from both confuses it.
pub fn monster(ctx: &mut Ctx, wounds: u32, plays: &[(Seat, u8)]) {
    let first = plays.first().map(|p| p.1);
    if plays.len() > 1 && plays.iter().all(|p| Some(p.1) == first) {
        ctx.emit(Event::MonsterConfused);
    } else {
        wound_lowest(ctx, wounds, plays);
    }
}

/// Both survived: the most treasure wins, then the fewest wounds, else a shared win.
pub fn winners(g: &Game, alive: &[Seat]) -> Vec<Seat> {
    let rich = ties(alive, |s| g.seats[s].treasure, true);
    ties(&rich, |s| g.seats[s].wounds, false)
}
