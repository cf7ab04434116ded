//! Items in play: the torch (D5), and the sealed plays of Speed with their crystal balls
//! (D1, D3). Keys and swords are checked in `check_play` (D4) and go back in `clear_room`.

use super::Ctx;
use crate::games::raiders::action::Rejection;
use crate::games::raiders::event::Event;
use crate::games::raiders::state::{Game, Item, Play, Seat};

pub fn check_torch(g: &Game, seat: Seat) -> Result<(), Rejection> {
    // The row's reason first: it is public, while whether the player holds a torch is not
    // (D2), and a refusal may be read in the channel.
    if g.row.iter().all(|s| s.face_up) {
        return Err(Rejection::NoDarkRoom);
    }
    if g.seats[seat].items.get(Item::Torch) == 0 {
        return Err(Rejection::NoItem(Item::Torch));
    }
    Ok(())
}

/// The torch: every face-down room of the level row, in order, for this seat alone.
pub fn torch(ctx: &mut Ctx, seat: Seat) {
    let peek = ctx
        .g
        .row
        .iter()
        .filter(|s| !s.face_up)
        .map(|s| s.card)
        .collect();
    ctx.emit(Event::TorchUsed { seat, peek });
}

/// Speed: a card sealed; once all awaited have sealed, all are turned over together.
pub fn seal(ctx: &mut Ctx, seat: Seat, play: Play) {
    ctx.emit(Event::Sealed {
        seat,
        play: Some(play),
    });
    let r = ctx.g.room.as_ref().expect("a room");
    if r.waiting.is_empty() {
        let plays = r
            .sealed
            .iter()
            .enumerate()
            .filter_map(|(s, p)| p.map(|p| (s, p)))
            .collect();
        ctx.emit(Event::Revealed { plays });
    }
}
