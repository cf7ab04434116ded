//! Levels and rooms: dealing a level row, entering a room (solitaire's attack card), the end
//! of a room and the next start player (D11).

use super::Ctx;
use crate::games::raiders::content::{content, Room};
use crate::games::raiders::event::Event;
use crate::games::raiders::state::Seat;

/// The next pile becomes the level row, and its first room is entered.
pub fn next_level(ctx: &mut Ctx) {
    let level = ctx.g.level + 1;
    ctx.emit(Event::LevelDealt { level });
    enter_room(ctx);
}

/// The left-most room of the row is entered (turned face up).
pub fn enter_room(ctx: &mut Ctx) {
    let card = ctx.g.row.front().expect("a room left in the row").card;
    ctx.emit(Event::RoomEntered { card });
    if ctx.g.settings.solo() && matches!(content().room(card), Room::Monster { .. }) {
        let strength = ctx
            .g
            .attack_deck
            .get(ctx.g.attacks_drawn)
            .copied()
            .unwrap_or(5);
        ctx.emit(Event::AttackDrawn { strength });
    }
}

/// Who starts the next room: the highest card (keys and swords as 5); a tie goes to the first
/// tied seat after the current start player; a dead start player passes it on to the next
/// living seat (D11). Speed keeps no start player (D1).
pub fn next_start(g: &crate::games::raiders::state::Game, plays: &[(Seat, u8)]) -> Seat {
    if g.settings.speed {
        return g.start;
    }
    let n = g.seats.len();
    let Some(high) = plays.iter().map(|p| p.1).max() else {
        return g.start;
    };
    let tied = |s: Seat| plays.iter().any(|&(t, v)| t == s && v == high);
    let after = |from: Seat| (1..=n).map(move |i| (from + i) % n);
    let chosen = after(g.start).find(|&s| tied(s)).unwrap_or(g.start);
    if g.seats[chosen].alive {
        chosen
    } else {
        after(chosen).find(|&s| g.seats[s].alive).unwrap_or(chosen)
    }
}

pub fn clear_room(ctx: &mut Ctx, plays: &[(Seat, u8)]) {
    let start = next_start(&ctx.g, plays);
    ctx.emit(Event::RoomCleared { start });
}
