//! Glory cards and abilities on a player's own turn (G24, G30), Treasures let go, standing
//! answers (G42), and upkeep at Reset (G29).

use super::super::action::Rejection;
use super::super::content::effect::{Scope, Stat};
use super::super::content::{
    set, Adventure, CardId, Category, Duration, Funding, Op, Play, Subtype,
};
use super::super::event::{Event, Roll};
use super::super::state::{Asked, Game, Phase, Question, Seat, Upkeep};
use super::effects::{self, On};
use super::{modifiers, window, Ctx};

/// Boons and Treasures (not storage) he holds, against his limits (G30).
fn room(g: &Game, seat: Seat, c: &Adventure) -> bool {
    let p = g.player(seat);
    let count = |cat: Category| {
        p.inventory
            .iter()
            .filter(|&&x| {
                let a = set().adventure(x);
                a.category == cat && a.subtype != Subtype::Storage
            })
            .count()
    };
    match (c.category, c.duration, c.subtype) {
        (_, Duration::Instant, _) | (_, _, Subtype::Storage) => true,
        (Category::Boon, _, _) => {
            count(Category::Boon) < modifiers::limit(g, seat, Stat::CarryBoon)
        }
        (Category::Treasure, _, _) => {
            count(Category::Treasure) + p.minions.len()
                < modifiers::limit(g, seat, Stat::CarryTreasure)
        }
        _ => true,
    }
}

/// Whether a card's play time is now for `seat` (G24): Hero Phase cards in his Hero Phase;
/// Anytime cards in any phase of his own turn.
fn time_is_now(g: &Game, seat: Seat, play: Play) -> bool {
    let mine = seat == g.active && g.combat.is_none();
    match play {
        Play::Hero => mine && g.phase == Phase::Hero,
        Play::Anytime => mine,
        _ => false,
    }
}

pub fn check_play(g: &Game, seat: Seat, card: u8, extra: u8) -> Result<(), Rejection> {
    let p = g.player(seat);
    if !p.hand.contains(&card) {
        return Err(Rejection::NotInHand);
    }
    let c = set().adventure(card);
    if c.funding != Funding::Glory || !time_is_now(g, seat, c.play) {
        return Err(Rejection::WrongCard);
    }
    if extra > 0 && !c.variable {
        return Err(Rejection::NoVariable);
    }
    let cost = u32::from(c.cost) + u32::from(extra);
    if p.glory < cost {
        return Err(Rejection::TooPoor {
            cost,
            have: p.glory,
            peril: false,
        });
    }
    if c.subtype == Subtype::Minion {
        return Err(Rejection::WrongCard);
    }
    if !room(g, seat, c) {
        return Err(Rejection::CarryFull);
    }
    Ok(())
}

/// A Glory card on his own hero: paid, then readied (Permanent) or resolved (Instant).
pub fn play(ctx: &mut Ctx, seat: Seat, card: u8, extra: u8) {
    let c = set().adventure(card);
    let cost = u32::from(c.cost) + u32::from(extra);
    ctx.emit(Event::Played {
        seat,
        card,
        extra,
        cost,
    });
    if c.duration == Duration::Permanent {
        ctx.emit(Event::Readied { seat, card });
        return;
    }
    let on = On {
        you: seat,
        hero: seat,
        extra,
        roll: Roll::Card { card },
    };
    apply_effects(ctx, on, &c.effects);
    ctx.emit(Event::Spent { card });
}

/// Effects of a card or ability played outside combat: lasting ones to the next Reset,
/// the rest at once.
fn apply_effects(ctx: &mut Ctx, on: On, list: &[super::super::content::Effect]) {
    for e in list {
        match e.op {
            Op::Stat { .. }
            | Op::Roll { .. }
            | Op::Reroll { .. }
            | Op::Immune { .. }
            | Op::ThreatMod { .. } => {
                let mut lasting = super::effects::fixed(e, on.extra);
                // For one roll, or to the next Reset.
                if lasting.scope != Some(Scope::Roll) {
                    lasting.scope = Some(Scope::Turn);
                }
                ctx.emit(Event::Lasting {
                    seat: on.hero,
                    effect: lasting,
                    attack: None,
                });
            }
            _ => effects::resolve(ctx, on, std::slice::from_ref(e)),
        }
    }
}

pub fn check_ability(g: &Game, seat: Seat) -> Result<(), Rejection> {
    let p = g.player(seat);
    let ab = &set().hero(p.hero).ability;
    if g.turn.abilities.contains(&seat) {
        return Err(Rejection::UsedThisTurn);
    }
    if !time_is_now(g, seat, ab.play) {
        return Err(Rejection::WrongCard);
    }
    if p.glory < u32::from(ab.cost.glory) {
        return Err(Rejection::TooPoor {
            cost: u32::from(ab.cost.glory),
            have: p.glory,
            peril: false,
        });
    }
    Ok(())
}

pub fn ability(ctx: &mut Ctx, seat: Seat) {
    let ab = &set().hero(ctx.g.player(seat).hero).ability;
    ctx.emit(Event::AbilityUsed {
        seat,
        cost: u32::from(ab.cost.glory),
    });
    let on = On::own(seat, Roll::Ability { seat });
    apply_effects(ctx, on, &ab.effects);
}

pub fn check_let_go(g: &Game, seat: Seat, card: u8) -> Result<(), Rejection> {
    let p = g.player(seat);
    if !p.inventory.contains(&card) {
        return Err(Rejection::NotInHand);
    }
    // Boons may not be let go at will (G30).
    if set().adventure(card).category != Category::Treasure {
        return Err(Rejection::WrongCard);
    }
    if seat != g.active || g.phase != Phase::Hero || window::open(g) {
        return Err(Rejection::WrongPhase { now: g.phase });
    }
    Ok(())
}

/// Upkeep at his Reset (G29): each card he controls with upkeep is paid from its funding
/// (his Glory; a curse's, its hero's Peril) by his standing answer, or returns to his hand.
pub fn upkeep(ctx: &mut Ctx, seat: Seat) {
    let s = set();
    let mut owed: Vec<(CardId, Seat)> = ctx
        .g
        .player(seat)
        .inventory
        .iter()
        .filter(|&&c| s.adventure(c).upkeep > 0)
        .map(|&c| (c, seat))
        .collect();
    for (hero, p) in ctx.g.players.iter().enumerate() {
        for &(c, lord) in &p.curses {
            if lord == seat && s.adventure(c).upkeep > 0 {
                owed.push((c, hero));
            }
        }
    }
    match ctx.g.player(seat).standing.upkeep {
        Upkeep::Pay => pay_upkeep(ctx, seat, &owed, &owed),
        Upkeep::Return => pay_upkeep(ctx, seat, &owed, &[]),
        Upkeep::Ask => {
            let payable: Vec<(CardId, Seat)> = owed
                .iter()
                .copied()
                .filter(|&(c, from)| affords(&ctx.g, c, from))
                .collect();
            if payable.is_empty() {
                pay_upkeep(ctx, seat, &owed, &[]);
            } else {
                let unpayable: Vec<(CardId, Seat)> =
                    owed.into_iter().filter(|o| !payable.contains(o)).collect();
                pay_upkeep(ctx, seat, &unpayable, &[]);
                ctx.emit(Event::Asked {
                    asked: Asked {
                        seat,
                        question: Question::Upkeep { owed: payable },
                    },
                });
            }
        }
    }
}

/// Whether `from` (alive) has the Glory or Peril a card's upkeep costs.
fn affords(g: &Game, card: CardId, from: Seat) -> bool {
    let c = set().adventure(card);
    let have = match c.funding {
        Funding::Glory => g.player(from).glory,
        Funding::Peril => g.player(from).peril,
    };
    g.player(from).alive && have >= u32::from(c.upkeep)
}

/// The upkeep of each of `owed` in order: paid when it is among `pay` and its payer still
/// affords it, else the card returns to `seat`'s hand.
pub fn pay_upkeep(ctx: &mut Ctx, seat: Seat, owed: &[(CardId, Seat)], pay: &[(CardId, Seat)]) {
    for &(card, from) in owed {
        if pay.contains(&(card, from)) && affords(&ctx.g, card, from) {
            ctx.emit(Event::UpkeepPaid {
                seat,
                card,
                from,
                cost: u32::from(set().adventure(card).upkeep),
            });
        } else {
            ctx.emit(Event::Unkept { seat, card });
        }
    }
}
