//! Effects that happen at once (DUNGEONEER-DECK.md §4): wounds, healing, Glory and Peril,
//! cards, Movement, tipping, Level Drain and nested Threats. Lasting ones (`stat`, `roll`,
//! `immune`, `threat_mod`, `monster_mod`) are read where their numbers are used
//! (`rules::modifiers`).

use super::super::content::effect::{What, Whose};
use super::super::content::{Effect, Op, Score};
use super::super::event::{Event, Roll};
use super::super::state::Seat;
use super::{harm, Ctx};

/// Who an effect falls on and who played it.
#[derive(Clone, Copy, Debug)]
pub struct On {
    /// The player whose card (or quest, or space) it is: "you".
    pub you: Seat,
    /// The hero it strikes.
    pub hero: Seat,
    /// "#" paid.
    pub extra: u8,
    /// What a Threat among the effects is rolled for.
    pub roll: Roll,
}

/// Resolves `effects` in order; a dead hero takes nothing more.
pub fn resolve(ctx: &mut Ctx, on: On, effects: &[Effect]) {
    for e in effects {
        if !ctx.g.player(on.hero).alive || ctx.g.is_over() {
            return;
        }
        one(ctx, on, e);
    }
}

fn amount(op: &Op, extra: u8) -> i32 {
    op.amount().map_or(0, |a| a.value(extra))
}

fn one(ctx: &mut Ctx, on: On, e: &Effect) {
    let seat = on.hero;
    let n = amount(&e.op, on.extra);
    match &e.op {
        Op::Wound { .. } => harm::wound(ctx, seat, n.max(0) as u8),
        Op::Heal { .. } => {
            let room = 6 - ctx.g.player(seat).life;
            let healed = (n.max(0) as u8).min(room);
            if healed > 0 {
                ctx.emit(Event::Healed { seat, life: healed });
            }
        }
        Op::Glory { whose, .. } | Op::Peril { whose, .. } => {
            let who = match whose {
                Whose::You => on.you,
                Whose::Target => seat,
            };
            let p = ctx.g.player(who);
            let have = if matches!(e.op, Op::Glory { .. }) {
                p.glory
            } else {
                p.peril
            };
            // Never below 0: a loss takes what there is.
            let delta = n.max(-(have as i32));
            if delta != 0 {
                let ev = if matches!(e.op, Op::Glory { .. }) {
                    Event::Glory { seat: who, delta }
                } else {
                    Event::Peril { seat: who, delta }
                };
                ctx.emit(ev);
            }
        }
        Op::Draw { .. } => super::turn::draw(ctx, seat, n.max(0) as usize),
        Op::Discard {
            what: What::Hand, ..
        } => {
            for _ in 0..n.max(0) {
                let hand = &ctx.g.player(seat).hand;
                if hand.is_empty() {
                    break;
                }
                // Struck off his own turn, a hero cannot be asked mid-resolution: the card
                // is drawn from the stream (our reading; his own choices are his).
                let i = ctx.draw(hand.len());
                let card = ctx.g.player(seat).hand[i];
                let draws = ctx.g.draws;
                ctx.emit(Event::Lost { seat, card, draws });
            }
        }
        Op::Movement { .. } if seat == ctx.g.active => {
            ctx.emit(Event::Movement { delta: n });
        }
        Op::Tip {} if !ctx.g.player(seat).tipped => ctx.emit(Event::Tipped { seat }),
        Op::Untip {} if ctx.g.player(seat).tipped => ctx.emit(Event::Untipped { seat, cost: 0 }),
        Op::Drain { .. } => {
            let level = ctx.g.player(seat).level;
            let to = (i32::from(level) - n).max(1) as u8;
            if to != level {
                ctx.emit(Event::Level { seat, level: to });
            }
        }
        Op::Threat {
            form,
            number,
            pass,
            fail,
            ..
        } => {
            let met = threat(ctx, seat, on.roll, *form, *number);
            resolve(ctx, on, if met { pass } else { fail });
        }
        _ => {}
    }
}

/// A Threat of any score for `seat`: a die plus the score against `number` (G18).
pub fn threat(ctx: &mut Ctx, seat: Seat, roll: Roll, form: Score, number: u8) -> bool {
    let p = ctx.g.player(seat);
    let score = match form.form() {
        Some(f) => p.score(f),
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
