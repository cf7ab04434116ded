//! The Response window (G23, G24): sealed plays by the defenders (and any living player's
//! Anytime cards), resolved when it closes in the General Resolution Order; the Minions'
//! part (G28).

use super::super::action::Rejection;
use super::super::content::effect::{RollKind, Scope, What};
use super::super::content::{set, Adventure, Category, Funding, Op, Play, Subtype, Target};
use super::super::event::{Event, Roll};
use super::super::state::{Game, MinionUse, Response, Seat};
use super::effects::{self, On};
use super::{fight, Ctx};

/// Whether a window is open and waiting.
pub fn open(g: &Game) -> bool {
    g.combat.as_ref().is_some_and(|c| !c.waiting.is_empty())
}

/// An Anytime Bane: any living player may send one in a window, at a hero, paid with that
/// hero's Peril (G20, G23).
fn anytime_bane(c: &Adventure) -> bool {
    c.category == Category::Bane && c.play == Play::Anytime && c.funding == Funding::Peril
}

/// What a play costs in Glory (an Anytime Bane: nothing of his).
fn cost(seat_hero: u8, r: &Response) -> u32 {
    match r.card {
        Some(c) if anytime_bane(set().adventure(c)) => 0,
        Some(c) => u32::from(set().adventure(c).cost) + u32::from(r.extra),
        None => u32::from(set().hero(seat_hero).ability.cost.glory),
    }
}

/// A card playable in a window: Glory-funded, Response or Anytime.
fn fits_window(c: &Adventure) -> bool {
    c.funding == Funding::Glory && matches!(c.play, Play::Response | Play::Anytime)
}

pub fn check_respond(g: &Game, seat: Seat, plays: &[Response]) -> Result<(), Rejection> {
    let Some(c) = &g.combat else {
        return Err(Rejection::NoWindow);
    };
    if !open(g) || !g.player(seat).alive {
        return Err(Rejection::NoWindow);
    }
    if c.plays.iter().any(|(s, _)| *s == seat) && !c.waiting.contains(&seat) {
        return Err(Rejection::NoWindow);
    }
    // A pass is the answer of a defender the window waits on; anyone else has nothing to
    // pass (he may still add Anytime cards).
    if plays.is_empty() && !c.waiting.contains(&seat) {
        return Err(Rejection::NoWindow);
    }
    let p = g.player(seat);
    let mut hand = p.hand.clone();
    let mut glory = 0u32;
    // The Peril each hero pays for the Anytime Banes sent at him.
    let mut owed = vec![0u32; g.players.len()];
    let mut ability = false;
    for r in plays {
        match r.card {
            Some(card) => {
                let Some(i) = hand.iter().position(|&h| h == card) else {
                    return Err(Rejection::NotInHand);
                };
                hand.remove(i);
                let a = set().adventure(card);
                if anytime_bane(a) {
                    if r.extra > 0 && !a.variable {
                        return Err(Rejection::NoVariable);
                    }
                    let t = r.target.filter(|&t| {
                        t != seat && g.players.get(t).is_some_and(|p| p.alive) && r.on.is_none()
                    });
                    let Some(t) = t else {
                        return Err(Rejection::BadTarget);
                    };
                    owed[t] += u32::from(a.cost) + u32::from(r.extra);
                    if owed[t] > g.player(t).peril {
                        return Err(Rejection::TooPoor {
                            cost: owed[t],
                            have: g.player(t).peril,
                            peril: true,
                        });
                    }
                    continue;
                }
                // Response cards are the defenders'; anyone living may add Anytime cards (G23).
                let defender = c.defenders.contains(&seat);
                if !fits_window(a) || (a.play == Play::Response && !defender) {
                    return Err(Rejection::WrongCard);
                }
                // Only an Anytime Bane goes at a hero.
                if r.target.is_some() {
                    return Err(Rejection::BadTarget);
                }
                if r.extra > 0 && !a.variable {
                    return Err(Rejection::NoVariable);
                }
                if a.target == Target::Monster {
                    // A Minion is taken from a monster card, never from a Slay quest's (G35).
                    let taming = a.effects.iter().any(|e| matches!(e.op, Op::Minion { .. }));
                    let ok = r.on.is_some_and(|i| {
                        c.attacks.get(i).is_some_and(|at| {
                            at.target == seat
                                && fight::monster(g, at).is_some()
                                && (at.card.is_some() || !taming)
                        })
                    });
                    if !ok {
                        return Err(Rejection::BadTarget);
                    }
                }
            }
            None => {
                let ab = &set().hero(p.hero).ability;
                let allowed = match ab.play {
                    Play::Response => c.defenders.contains(&seat),
                    Play::Anytime => true,
                    _ => false,
                };
                if !allowed {
                    return Err(Rejection::WrongCard);
                }
                if ability || g.turn.abilities.contains(&seat) {
                    return Err(Rejection::UsedThisTurn);
                }
                ability = true;
            }
        }
        glory += cost(p.hero, r);
    }
    if glory > p.glory {
        return Err(Rejection::TooPoor {
            cost: glory,
            have: p.glory,
            peril: false,
        });
    }
    Ok(())
}

/// The resolution order's rank of a play (G23): ability and Boon, Treasure, Bane, Encounter.
fn rank(r: &Response) -> u8 {
    match r.card.map(|c| set().adventure(c).category) {
        None | Some(Category::Boon) => 0,
        Some(Category::Treasure) => 1,
        Some(Category::Bane) => 2,
        Some(Category::Encounter) => 3,
    }
}

/// Every play of the window, in order: by kind, then by seat from the active player.
pub fn play_all(ctx: &mut Ctx) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    let order = ctx.g.living_from(ctx.g.active);
    let mut all: Vec<(u8, usize, Seat, Response)> = Vec::new();
    for (seat, plays) in &c.plays {
        let pos = order.iter().position(|s| s == seat).unwrap_or(usize::MAX);
        for r in plays {
            all.push((rank(r), pos, *seat, r.clone()));
        }
    }
    all.sort_by_key(|(rank, pos, _, _)| (*rank, *pos));
    for (_, _, seat, r) in all {
        if !ctx.g.player(seat).alive || ctx.g.is_over() {
            continue;
        }
        play(ctx, seat, &r);
    }
}

/// One play: paid (unless its target is gone: it goes back to hand unpaid), then its
/// effects.
fn play(ctx: &mut Ctx, seat: Seat, r: &Response) {
    if let (Some(card), Some(target)) = (r.card, r.target) {
        // An Anytime Bane goes as the DungeonLord's do, while its hero lives and can pay.
        let price = u32::from(set().adventure(card).cost) + u32::from(r.extra);
        let p = ctx.g.player(target);
        if p.alive && p.peril >= price && ctx.g.player(seat).hand.contains(&card) {
            let sent = super::super::action::Sent {
                card,
                target,
                payer: target,
                form: None,
                special: false,
                extra: r.extra,
            };
            super::sending::bane(ctx, seat, &sent);
        }
        return;
    }
    let aimed =
        r.on.and_then(|i| ctx.g.combat.as_ref().map(|c| c.attacks[i].clone()));
    if r.on.is_some() && aimed.as_ref().is_none_or(|a| a.gone) {
        return;
    }
    let hero = ctx.g.player(seat).hero;
    let cost = cost(hero, r);
    if ctx.g.player(seat).glory < cost {
        return;
    }
    let effects_list = match r.card {
        Some(card) => {
            ctx.emit(Event::Played {
                seat,
                card,
                extra: r.extra,
                cost,
            });
            &set().adventure(card).effects
        }
        None => {
            ctx.emit(Event::AbilityUsed { seat, cost });
            &set().hero(hero).ability.effects
        }
    };
    let on = On {
        you: seat,
        hero: seat,
        extra: r.extra,
        roll: r
            .card
            .map_or(Roll::Ability { seat }, |card| Roll::Card { card }),
    };
    for e in effects_list {
        match (&e.op, r.on) {
            (
                Op::Discard {
                    what: What::Monster,
                    ..
                },
                Some(i),
            ) => gone(ctx, i, "discard", false),
            (Op::Return {}, Some(i)) => gone(ctx, i, "return", true),
            (Op::Cancel {}, Some(i)) => ctx.emit(Event::Cancelled { attack: i }),
            (Op::Cancel {}, None) => {
                // His first attack still to come does nothing.
                let first = ctx.g.combat.as_ref().and_then(|c| {
                    c.attacks
                        .iter()
                        .position(|a| a.target == seat && !a.gone && !a.cancelled)
                });
                if let Some(i) = first {
                    ctx.emit(Event::Cancelled { attack: i });
                }
            }
            (Op::Minion { .. }, Some(i)) => ctx.emit(Event::MinionCalled { seat, attack: i }),
            (Op::Reroll { .. }, _) => {
                // A reroll waits for a roll that fails, to the next Reset.
                let mut lasting = e.clone();
                lasting.scope = Some(Scope::Turn);
                ctx.emit(Event::Lasting {
                    seat,
                    effect: lasting,
                    attack: r.on,
                });
            }
            (Op::Roll { .. } | Op::Stat { .. } | Op::Immune { .. }, _) => {
                let mut lasting = effects::fixed(e, r.extra);
                lasting.scope = Some(lasting.scope.unwrap_or(Scope::Combat));
                ctx.emit(Event::Lasting {
                    seat,
                    effect: lasting,
                    attack: r.on,
                });
            }
            _ => effects::resolve(ctx, on, std::slice::from_ref(e)),
        }
    }
    if let Some(card) = r.card {
        if set().adventure(card).duration == super::super::content::Duration::Permanent {
            ctx.emit(Event::Readied { seat, card });
        } else {
            ctx.emit(Event::Spent { card });
        }
    }
}

/// An attack's monster leaves the fight (unless immune): discarded, or back to its owner's
/// hand.
fn gone(ctx: &mut Ctx, i: usize, op: &str, to_hand: bool) {
    let Some(a) = ctx.g.combat.as_ref().map(|c| c.attacks[i].clone()) else {
        return;
    };
    let immune = fight::monster(&ctx.g, &a).is_some_and(|m| m.immune.iter().any(|x| x == op));
    if immune || a.card.is_none() {
        return;
    }
    ctx.emit(Event::Gone { attack: i, to_hand });
}

/// The bonus to rolls of `kind` that `hero` played in this combat's window on attack `i`, or
/// on no attack in particular: a counter-attack's, or a Trap's Threat.
pub fn aimed_bonus(g: &Game, hero: Seat, i: usize, kind: RollKind) -> i32 {
    g.turn
        .aimed
        .iter()
        .filter(|(s, on, _)| *s == hero && on.is_none_or(|a| a == i))
        .filter_map(|(_, _, e)| match e.op {
            Op::Roll { roll, amount, .. } if roll == kind => Some(i32::from(amount)),
            _ => None,
        })
        .sum()
}

/// The Minion that takes `hero`'s counter-attack in his place, if his standing answer says
/// so and it has not acted this turn (G28).
pub fn minion_counters(g: &Game, hero: Seat) -> Option<super::super::content::CardId> {
    let p = g.player(hero);
    if minion_plan(g, hero) != Some(true) || p.minion_used {
        return None;
    }
    p.minions.first().map(|m| m.0)
}

/// What `hero`'s Minion does this combat (G42 `minion`): counter (`true`), strike (`false`),
/// or not decided yet (`ask`, before he answered).
pub fn minion_plan(g: &Game, hero: Seat) -> Option<bool> {
    match g.player(hero).standing.minion {
        MinionUse::Counter => Some(true),
        MinionUse::Strike => Some(false),
        MinionUse::Ask => g.combat.as_ref().and_then(|c| {
            c.minion_chose
                .iter()
                .find(|(s, _)| *s == hero)
                .map(|&(_, counter)| counter)
        }),
    }
}

/// At the end of combat, monsters called as Minions join their heroes (within the card's
/// Life limit, not gone, not defeated, a Treasure slot free).
pub fn minions(ctx: &mut Ctx) {
    let Some(c) = ctx.g.combat.clone() else {
        return;
    };
    for (seat, i) in ctx.g.turn.called.clone() {
        let a = &c.attacks[i];
        // A Slay quest's monster is no card: it never becomes anyone's (G35).
        let (Some(m), Some(card)) = (fight::monster(&ctx.g, a), a.card) else {
            continue;
        };
        let max = ctx.g.players[seat].minions.len();
        let limit = super::modifiers::limit(
            &ctx.g,
            seat,
            super::super::content::effect::Stat::CarryTreasure,
        );
        let full = ctx
            .g
            .player(seat)
            .inventory
            .iter()
            .filter(|&&c| {
                set().adventure(c).category == Category::Treasure
                    && set().adventure(c).subtype != Subtype::Storage
            })
            .count()
            + max
            >= limit;
        let small = set()
            .adventure(card)
            .monster
            .as_ref()
            .is_some_and(|mm| mm.life <= max_life(seat, ctx));
        if !a.gone && a.wounds < m.life && small && !full && ctx.g.player(seat).alive {
            ctx.emit(Event::MinionTaken { seat, attack: i });
        }
    }
}

/// The largest Life a Minion card of `seat`'s played this combat may take.
fn max_life(seat: Seat, ctx: &Ctx) -> u8 {
    ctx.g
        .combat
        .as_ref()
        .into_iter()
        .flat_map(|c| c.plays.iter())
        .filter(|(s, _)| *s == seat)
        .flat_map(|(_, plays)| plays.iter())
        .filter_map(|r| r.card)
        .flat_map(|c| set().adventure(c).effects.iter())
        .filter_map(|e| match e.op {
            Op::Minion { max_life } => Some(max_life),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}
