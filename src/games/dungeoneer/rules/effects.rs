//! Effects that happen at once (DUNGEONEER-DECK.md §4): wounds, healing, Glory and Peril,
//! cards, Movement, tipping, Level Drain and nested Threats. Lasting ones (`stat`, `roll`,
//! `immune`, `threat_mod`, `monster_mod`) are read where their numbers are used
//! (`rules::modifiers`).

use super::super::content::effect::{Chooser, WarpTo, What, Who, Whose};
use super::super::content::{set, Adventure, CardId, Category, Duration, MapKind};
use super::super::content::{Effect, Op};
use super::super::event::{Event, Roll};
use super::super::map::{Cell, Spot};
use super::super::state::{Asked, Question, Seat};
use super::{dice, harm, Ctx};

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

impl On {
    /// A hero's own effect (his card, ability, quest or space), nothing paid extra.
    pub fn own(seat: Seat, roll: Roll) -> On {
        On {
            you: seat,
            hero: seat,
            extra: 0,
            roll,
        }
    }
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
    // An immune hero ignores the effect; what was paid stays paid (§4 rule 5).
    if super::modifiers::immune(&ctx.g, seat, e.op.name()) {
        return;
    }
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
        Op::Draw { .. } => super::deck::draw(ctx, seat, n.max(0) as usize),
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
        Op::Discard { what, chooser, .. } if *what != What::Monster => {
            discard_laid(ctx, on, *what, *chooser, n)
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
        Op::Warp {
            to,
            within,
            kind,
            chooser,
        } => warp(ctx, seat, (*to, *within, *kind), chooser_of(*chooser, on)),
        Op::Shift { within } => shift(ctx, on.hero, *within),
        Op::Threat {
            form,
            number,
            pass,
            fail,
            ..
        } => {
            let met = dice::threat(ctx, seat, on.roll, *form, *number);
            resolve(ctx, on, if met { pass } else { fail });
        }
        _ => {}
    }
}

/// A card's effects on its target; a Threat on the whole space strikes every hero there,
/// each rolling alone in seat order from the active player (G19).
pub fn resolve_card(ctx: &mut Ctx, on: On, c: &Adventure) {
    for e in &c.effects {
        match &e.op {
            Op::Threat {
                who: Who::Space, ..
            } => {
                let cell = ctx.g.player(on.hero).cell;
                for hero in ctx.g.living_from(ctx.g.active) {
                    if ctx.g.player(hero).cell == cell {
                        resolve(ctx, On { hero, ..on }, std::slice::from_ref(e));
                    }
                }
            }
            _ => resolve(ctx, on, std::slice::from_ref(e)),
        }
    }
}

/// A Warp (G14): among the places the card allows, the one its chooser names (a question,
/// when there is more than one), else drawn from the stream; Dungeon to Dungeon only.
fn warp(
    ctx: &mut Ctx,
    seat: Seat,
    (to, within, kind): (WarpTo, Option<u8>, Option<MapKind>),
    chooser: Option<Seat>,
) {
    let from = ctx.g.player(seat).cell;
    let dist = |c: Cell| (c.x - from.x).unsigned_abs() + (c.y - from.y).unsigned_abs();
    let places: Vec<Cell> = ctx
        .g
        .map
        .placed
        .iter()
        .filter(|p| p.cell != from)
        .filter(|p| match to {
            WarpTo::Entrance => p.cell == Cell::ORIGIN,
            WarpTo::Adjacent => dist(p.cell) == 1,
            WarpTo::Within => dist(p.cell) <= u16::from(within.unwrap_or(1)),
            WarpTo::Kind => kind.is_some_and(|k| set().map(p.card).kind.counts_as(k)),
        })
        .map(|p| p.cell)
        .collect();
    if places.is_empty() {
        return;
    }
    if let Some(by) = chooser.filter(|&s| places.len() > 1 && ctx.g.player(s).alive) {
        ctx.emit(Event::Asked {
            asked: Asked {
                seat: by,
                question: Question::Warp { hero: seat, places },
            },
        });
        return;
    }
    let i = ctx.draw(places.len());
    warped(ctx, seat, places[i]);
}

/// A discard of the cards lying before a hero (his Boons, Treasures, Attachments or Pack): the
/// chooser names each when there is a choice (a question: one card, the last effect of its
/// list), else the only one goes, or one drawn from the stream (`random`).
fn discard_laid(ctx: &mut Ctx, on: On, what: What, chooser: Chooser, n: i32) {
    let seat = on.hero;
    for _ in 0..n.max(0) {
        let p = ctx.g.player(seat);
        let of = |cat: Category| -> Vec<CardId> {
            p.inventory
                .iter()
                .copied()
                .filter(|&c| set().adventure(c).category == cat)
                .collect()
        };
        let cards: Vec<CardId> = match what {
            What::Boon => of(Category::Boon),
            What::Treasure => of(Category::Treasure),
            What::Attachment => p
                .inventory
                .iter()
                .copied()
                .filter(|&c| set().adventure(c).duration == Duration::Attachment)
                .chain(p.curses.iter().map(|c| c.0))
                .collect(),
            What::Pack => p.pack.iter().map(|m| m.0).collect(),
            What::Hand | What::Monster => Vec::new(),
        };
        match (cards.len(), chooser_of(chooser, on)) {
            (0, _) => return,
            (1, _) => discarded(ctx, seat, cards[0]),
            (_, Some(by)) if ctx.g.player(by).alive => {
                ctx.emit(Event::Asked {
                    asked: Asked {
                        seat: by,
                        question: Question::Discard { hero: seat, cards },
                    },
                });
                return;
            }
            _ => {
                let i = ctx.draw(cards.len());
                discarded(ctx, seat, cards[i]);
            }
        }
    }
}

/// The player who picks for an effect: the hero's own, the card's, or nobody (the stream).
fn chooser_of(chooser: Chooser, on: On) -> Option<Seat> {
    match chooser {
        Chooser::Owner => Some(on.hero),
        Chooser::You => Some(on.you),
        Chooser::Random => None,
    }
}

/// One of the cards lying before `seat` goes to the discards.
pub fn discarded(ctx: &mut Ctx, seat: Seat, card: CardId) {
    ctx.emit(Event::Discarded {
        seat,
        card: Some(card),
    });
}

/// The hero warped to `to`: a new space entered on his own turn collects and happens (G14).
pub fn warped(ctx: &mut Ctx, seat: Seat, to: Cell) {
    ctx.emit(Event::Warped { seat, to });
    if seat == ctx.g.active {
        entered(ctx, seat);
    }
}

/// A Shift (G12): a card and a place drawn from the stream among the legal ones.
fn shift(ctx: &mut Ctx, near: Seat, within: u8) {
    let more = ctx.g.maps_left() > 0;
    let _ = near;
    let options: Vec<(Cell, Spot)> = ctx
        .g
        .map
        .placed
        .iter()
        .flat_map(|p| {
            ctx.g
                .map
                .shift_spots(p.cell, within, more)
                .into_iter()
                .map(move |s| (p.cell, s))
        })
        .collect();
    if options.is_empty() {
        return;
    }
    let i = ctx.draw(options.len());
    let (from, to) = options[i];
    ctx.emit(Event::Shifted { from, to });
}

/// An effect with its "#" paid worked into its amount, to last beyond the moment it was paid.
pub fn fixed(e: &Effect, extra: u8) -> Effect {
    let mut out = e.clone();
    let value = |a: i8, per: Option<u8>, max: Option<u8>| {
        super::super::content::Amount {
            amount: a,
            per,
            max,
        }
        .value(extra)
        .clamp(-100, 100) as i8
    };
    match &mut out.op {
        Op::Stat {
            amount, per, max, ..
        }
        | Op::Roll {
            amount, per, max, ..
        } => {
            *amount = value(*amount, *per, *max);
            *per = None;
            *max = None;
        }
        _ => {}
    }
    out
}

/// `seat` has entered the space he stands in (a step, a jump, a warp): what entering it does
/// (`spaces::enter`), and on a new entry the space's own effects after it (a shrine's
/// healing, a library's card).
pub fn entered(ctx: &mut Ctx, seat: Seat) {
    if !super::spaces::enter(ctx, seat) || !ctx.g.player(seat).alive {
        return;
    }
    let cell = ctx.g.player(seat).cell;
    let Some(placed) = ctx.g.map.at(cell) else {
        return;
    };
    let card = set().map(placed.card);
    if card.on_enter.is_empty() {
        return;
    }
    let on = On::own(seat, Roll::Feature { cell });
    resolve(ctx, on, &card.on_enter);
}
