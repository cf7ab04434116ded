//! Harm to heroes: wounds, death (G39), and the end it may bring (G40).

use super::super::event::Event;
use super::super::state::{Outcome, Seat};
use super::Ctx;

/// After anything that can kill: the last hero standing wins, or nobody if none is (G40).
/// Returns whether the game ended.
pub fn ends(ctx: &mut Ctx) -> bool {
    if ctx.g.is_over() {
        return true;
    }
    let living = ctx.g.living_from(0);
    let outcome = match living.len() {
        0 => Outcome::Nobody,
        1 => Outcome::LastStanding(living[0]),
        _ => return false,
    };
    ctx.emit(Event::Ended { outcome });
    true
}

/// Wounds to a hero; at 0 Life he dies (G39). His turn, if it is his, ends once the action
/// settles (`rules::settle`).
pub fn wound(ctx: &mut Ctx, seat: Seat, wounds: u8) {
    if wounds == 0 || !ctx.g.player(seat).alive {
        return;
    }
    ctx.emit(Event::Wounded { seat, wounds });
    if ctx.g.player(seat).life == 0 {
        let mut back = ctx.g.quest_deck.clone();
        let p = ctx.g.player(seat);
        // His open Personal Quests go back; a carried Escort drops where he fell (G36, G39).
        back.extend(p.quests.iter().copied().filter(|&q| Some(q) != p.carrying));
        ctx.shuffle(&mut back);
        let draws = ctx.g.draws;
        ctx.emit(Event::Died {
            seat,
            quests_back: Some(back),
            draws,
        });
        ends(ctx);
    }
}
