//! The Hero Phase's own actions: moving through exits (G8, G13-G16), exploring (G10),
//! jumping by Sewer or Portal, standing up (G17).

use super::super::action::Rejection;
use super::super::content::Exit;
use super::super::event::{Event, Roll};
use super::super::map::Side;
use super::super::state::{Game, Seat};
use super::{build, effects, harm, modifiers, spaces, Ctx};

fn free_to_act(g: &Game, seat: Seat) -> Result<(), Rejection> {
    if g.player(seat).tipped {
        return Err(Rejection::Tipped);
    }
    if g.turn.movement == 0 {
        return Err(Rejection::NoMovement);
    }
    Ok(())
}

pub fn check_explore(g: &Game, seat: Seat) -> Result<(), Rejection> {
    free_to_act(g, seat)?;
    if g.map_deck.is_empty() && g.set_aside.is_empty() {
        return Err(Rejection::MapDeckEmpty);
    }
    if !build::any_fits(g) {
        return Err(Rejection::NoSuchSpot { spots: 0 });
    }
    Ok(())
}

/// Explore: draw until a card fits; it costs its Movement when placed (G10).
pub fn explore(ctx: &mut Ctx) {
    build::draw_fitting(ctx);
}

pub fn check_move(g: &Game, seat: Seat, side: Side) -> Result<(), Rejection> {
    free_to_act(g, seat)?;
    let here = g.player(seat).cell;
    let wall = g.map.at(here).is_some_and(|p| p.exit(side).is_wall())
        || g.map
            .at(here.step(side))
            .is_some_and(|p| p.exit(side.opposite()).is_wall());
    if !g.map.opening(here, side) {
        return Err(Rejection::NoWay { side, wall });
    }
    Ok(())
}

/// A move through the exit on `side` (G15: exit Threat, Movement, entry, collection, the
/// space's effect, with no stop between).
pub fn step(ctx: &mut Ctx, seat: Seat, side: Side) {
    let from = ctx.g.player(seat).cell;
    let to = from.step(side);
    let exit = ctx.g.map.at(from).expect("he stands on a card").exit(side);
    let mut cost = 1u8;
    let sprung = ctx.g.turn.sprung.contains(&(from, side));
    let threat = match exit {
        Exit::Locked { form, threat } | Exit::Trapped { form, threat } if !sprung => {
            Some((form, threat))
        }
        _ => None,
    };
    if let Some((form, number)) = threat {
        let number = number.saturating_add_signed(modifiers::exit_threat(&ctx.g, seat));
        let passed = spaces::threat_roll(ctx, seat, Roll::Exit { cell: from, side }, form, number);
        match exit {
            // G8: a failed Locked exit costs 1 more Movement; with none, he stays.
            Exit::Locked { .. } if !passed && ctx.g.turn.movement < 2 => {
                ctx.emit(Event::Stopped { seat, side });
                return;
            }
            Exit::Locked { .. } if !passed => cost = 2,
            // A failed Trapped exit wounds, and he passes.
            Exit::Trapped { .. } if !passed => {
                harm::wound(ctx, seat, 1);
                if !ctx.g.player(seat).alive {
                    return;
                }
            }
            _ => {}
        }
    }
    ctx.emit(Event::Moved {
        seat,
        from,
        to,
        side: Some(side),
        cost,
    });
    effects::entered(ctx, seat);
}

pub fn check_jump(g: &Game, seat: Seat) -> Result<(), Rejection> {
    free_to_act(g, seat)?;
    match g.map.jump(g.player(seat).cell) {
        Some(_) => Ok(()),
        None => Err(Rejection::NoJump),
    }
}

/// A jump by Sewer or Portal: 1 Movement, no exit, a move and an entry (G16).
pub fn jump(ctx: &mut Ctx, seat: Seat) {
    let from = ctx.g.player(seat).cell;
    let to = ctx.g.map.jump(from).expect("checked");
    ctx.emit(Event::Moved {
        seat,
        from,
        to,
        side: None,
        cost: 1,
    });
    effects::entered(ctx, seat);
}

pub fn check_untip(g: &Game, seat: Seat) -> Result<(), Rejection> {
    if !g.player(seat).tipped {
        return Err(Rejection::NotTipped);
    }
    if g.turn.movement == 0 {
        return Err(Rejection::NoMovement);
    }
    Ok(())
}

pub fn untip(ctx: &mut Ctx, seat: Seat) {
    ctx.emit(Event::Untipped { seat, cost: 1 });
}
