//! Threat rolls (G18): a die from the game's stream plus the named score, against the number.

use super::super::content::Score;
use super::super::event::{Event, Roll};
use super::super::state::Seat;
use super::Ctx;

/// A Threat of any score for `seat`: a die plus the score against `number` (G18).
pub fn threat(ctx: &mut Ctx, seat: Seat, roll: Roll, form: Score, number: u8) -> bool {
    let p = ctx.g.player(seat);
    let score = match form.form() {
        Some(f) => super::modifiers::score(&ctx.g, seat, f, Default::default()),
        None if form == Score::Life => p.life,
        None => p.level,
    };
    let die = ctx.die();
    let draws = ctx.g.draws;
    ctx.emit(Event::Rolled {
        seat,
        roll,
        die,
        score,
        number,
        draws,
    });
    die + score >= number
}
