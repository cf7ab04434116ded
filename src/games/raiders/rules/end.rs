//! Death (D10) and the end of the game with its score (D13).

use super::raider::ties;
use super::{duel, Ctx};
use crate::games::raiders::content::content;
use crate::games::raiders::event::Event;
use crate::games::raiders::state::{Game, Outcome, Seat};

/// Everyone at 10 wounds or more dies. Returns whether that ended the game: two players (the
/// survivor wins at once), or nobody left (nobody wins).
pub fn deaths(ctx: &mut Ctx) -> bool {
    let death = content().numbers.death;
    let dying: Vec<Seat> = ctx
        .g
        .alive()
        .into_iter()
        .filter(|&s| ctx.g.seats[s].wounds >= death)
        .collect();
    if dying.is_empty() {
        return false;
    }
    for seat in dying {
        ctx.emit(Event::Died { seat });
    }
    let alive = ctx.g.alive();
    if ctx.g.settings.duel() || alive.is_empty() {
        let outcome = Outcome {
            winners: alive,
            collapsed: Vec::new(),
            dead: dead(&ctx.g),
        };
        ctx.emit(Event::Ended { outcome });
        return true;
    }
    false
}

fn dead(g: &Game) -> Vec<Seat> {
    (0..g.seats.len()).filter(|&s| !g.seats[s].alive).collect()
}

/// The score after the fifth level.
pub fn outcome(g: &Game) -> Outcome {
    let alive = g.alive();
    let mut collapsed = Vec::new();
    let winners = if alive.len() <= 1 {
        alive
    } else if g.settings.duel() {
        duel::winners(g, &alive)
    } else {
        let most = ties(&alive, |s| g.seats[s].wounds, true);
        if most.len() < alive.len() {
            collapsed = most;
        }
        let standing: Vec<Seat> = alive
            .into_iter()
            .filter(|s| !collapsed.contains(s))
            .collect();
        let rich = ties(&standing, |s| g.seats[s].treasure, true);
        ties(&rich, |s| g.seats[s].wounds, false)
    };
    Outcome {
        winners,
        collapsed,
        dead: dead(g),
    }
}

pub fn finish(ctx: &mut Ctx) {
    let outcome = outcome(&ctx.g);
    ctx.emit(Event::Ended { outcome });
}
