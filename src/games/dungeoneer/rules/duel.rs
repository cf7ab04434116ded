//! Hero against hero (G25, G26): in his Hero Phase, his Challenge of the turn on a hero in his
//! space, for 1 Movement. A hit deals 1 wound or, declared beforehand, takes the defender's
//! Escort with its token. No Glory or Peril either way.

use super::super::action::Rejection;
use super::super::content::Form;
use super::super::event::Event;
use super::super::state::{Game, Seat};
use super::modifiers::{self, Against};
use super::{harm, Ctx};

pub fn check_duel(g: &Game, seat: Seat, target: Seat, steal: bool) -> Result<(), Rejection> {
    let me = g.player(seat);
    let Some(other) = g.players.get(target).filter(|p| p.alive && target != seat) else {
        return Err(Rejection::BadTarget);
    };
    if other.cell != me.cell {
        return Err(Rejection::NotThere);
    }
    if me.challenged {
        return Err(Rejection::Challenged);
    }
    if me.tipped {
        return Err(Rejection::Tipped);
    }
    if g.turn.movement == 0 {
        return Err(Rejection::NoMovement);
    }
    if steal && other.carrying.is_none() {
        return Err(Rejection::NoToken);
    }
    if steal && me.carrying.is_some() {
        return Err(Rejection::CarryingOne);
    }
    Ok(())
}

pub fn duel(ctx: &mut Ctx, seat: Seat, target: Seat, form: Form, steal: bool) {
    let none = Against {
        monster: None,
        form: Some(form),
    };
    let mine = modifiers::score(&ctx.g, seat, form, none);
    let theirs = modifiers::score(&ctx.g, target, form, none);
    let (d1, d2) = (ctx.die(), ctx.die());
    let draws = ctx.g.draws;
    let (total, against) = (d1 + mine, d2 + theirs);
    ctx.emit(Event::Dueled {
        seat,
        target,
        form,
        die: d1,
        total,
        their_die: d2,
        their_total: against,
        draws,
    });
    if total > against {
        match ctx.g.player(target).carrying.filter(|_| steal) {
            Some(quest) => ctx.emit(Event::Stolen {
                from: target,
                to: seat,
                quest,
            }),
            None => harm::wound(ctx, target, 1),
        }
    }
}
