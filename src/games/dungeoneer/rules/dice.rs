//! Threat rolls (G18): a die from the game's stream plus the named score and any `roll` bonus
//! on the hero, against the number; a `reroll` he holds is spent on a roll that failed (the
//! new die stands).

use super::super::content::effect::RollKind;
use super::super::content::{Effect, Op, Scope, Score};
use super::super::event::{Event, Roll};
use super::super::state::{Game, Seat};
use super::modifiers::{self, Against};
use super::Ctx;

/// A Threat of any score for `seat`: a die plus the score against `number` (G18).
pub fn threat(ctx: &mut Ctx, seat: Seat, roll: Roll, form: Score, number: u8) -> bool {
    threat_with(ctx, seat, roll, form, number, 0)
}

/// A Threat with `more` added to the roll: a bonus played in a window on the attack it is
/// rolled for (a Trap's).
pub fn threat_with(
    ctx: &mut Ctx,
    seat: Seat,
    roll: Roll,
    form: Score,
    number: u8,
    more: i32,
) -> bool {
    let p = ctx.g.player(seat);
    let against = Against {
        monster: None,
        form: form.form(),
    };
    let base = match form.form() {
        Some(f) => modifiers::score(&ctx.g, seat, f, against),
        None if form == Score::Life => p.life,
        None => p.level,
    };
    let bonus = modifiers::roll_bonus(&ctx.g, seat, RollKind::Threat, against) + more;
    let score = (i32::from(base) + bonus).clamp(0, 255) as u8;
    let mut die = ctx.die();
    let draws = ctx.g.draws;
    ctx.emit(Event::Rolled {
        seat,
        roll,
        die,
        score,
        number,
        draws,
    });
    if die + score < number && holds_reroll(&ctx.g, seat, RollKind::Threat) {
        die = reroll(ctx, seat, RollKind::Threat);
    }
    // A bonus for one roll is spent on this one.
    let one_roll = ctx.g.turn.temps.iter().any(|(s, e)| {
        *s == seat
            && e.scope == Some(Scope::Roll)
            && matches!(
                e.op,
                Op::Roll {
                    roll: RollKind::Threat,
                    ..
                }
            )
    });
    if one_roll {
        ctx.emit(Event::BonusSpent {
            seat,
            roll: RollKind::Threat,
        });
    }
    die + score >= number
}

/// Whether `seat` holds an unspent `reroll` for a kind of roll.
pub fn holds_reroll(g: &Game, seat: Seat, kind: RollKind) -> bool {
    g.turn
        .temps
        .iter()
        .any(|(s, e)| *s == seat && is_reroll(e, kind))
}

pub fn is_reroll(e: &Effect, kind: RollKind) -> bool {
    matches!(e.op, Op::Reroll { roll } if roll == kind)
}

/// His reroll spent: one die again, which stands.
pub fn reroll(ctx: &mut Ctx, seat: Seat, kind: RollKind) -> u8 {
    let die = ctx.die();
    let draws = ctx.g.draws;
    ctx.emit(Event::Rerolled {
        seat,
        roll: kind,
        die,
        draws,
    });
    die
}
