//! Hero against hero (G25, G26): in his Hero Phase, his Challenge of the turn on a hero in his
//! space, for 1 Movement. A hit deals 1 wound or, declared beforehand, takes the defender's
//! Escort with its token. No Glory or Peril either way.

use super::super::action::Rejection;
use super::super::content::effect::RollKind;
use super::super::content::Form;
use super::super::event::Event;
use super::super::state::{Combat, Duel, Game, Seat};
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

/// The Challenge declared: the defender's Response step first (G25), a window when his
/// standing answer asks for one (`when-lethal`: a hit's wound would kill him); then the rolls.
pub fn duel(ctx: &mut Ctx, seat: Seat, target: Seat, form: Form, steal: bool) {
    let defender = ctx.g.player(target);
    let asked = defender
        .standing
        .respond
        .asks(|| !steal && defender.life <= 1);
    if !asked {
        rolls(ctx, seat, target, form, steal);
        return;
    }
    ctx.emit(Event::CombatBegan {
        combat: Combat {
            lord: seat,
            attacks: Vec::new(),
            defenders: vec![target],
            waiting: Vec::new(),
            plays: Vec::new(),
            slay: None,
            minion_chose: Vec::new(),
            duel: Some(Duel {
                seat,
                target,
                form,
                steal,
            }),
        },
    });
    ctx.emit(Event::WindowOpened {
        waiting: vec![target],
    });
}

/// The Challenge's rolls, each hero in the form the challenger named; a hit wounds or takes
/// the Escort. A hero gone or no longer in the challenger's space is not rolled against.
pub fn rolls(ctx: &mut Ctx, seat: Seat, target: Seat, form: Form, steal: bool) {
    let (me, them) = (ctx.g.player(seat), ctx.g.player(target));
    if !me.alive || !them.alive || me.cell != them.cell {
        return;
    }
    let none = Against {
        monster: None,
        form: Some(form),
    };
    // The challenger's roll is an attack, the defender's a counter-attack: each roll's bonus
    // (a Response played in his step counts here).
    let mine = i32::from(modifiers::score(&ctx.g, seat, form, none))
        + modifiers::roll_bonus(&ctx.g, seat, RollKind::Attack, none);
    let theirs = i32::from(modifiers::score(&ctx.g, target, form, none))
        + modifiers::roll_bonus(&ctx.g, target, RollKind::Counter, none);
    let (d1, d2) = (ctx.die(), ctx.die());
    let draws = ctx.g.draws;
    let total = (i32::from(d1) + mine).max(0) as u8;
    let against = (i32::from(d2) + theirs).max(0) as u8;
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
