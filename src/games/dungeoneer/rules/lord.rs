//! The DungeonLord phase (G20, G21): the declaration checked and paid, Banes resolved, and
//! the Encounters sent into one combat (`combat.rs`).

use super::super::action::{Rejection, Sent};
use super::super::content::{set, Category, Play, Subtype, Target};
use super::super::event::Event;
use super::super::state::{Attacking, Game, Held, Seat};
use super::sending::{bane, paid, price};
use super::{combat, Ctx};
use std::collections::BTreeMap;

fn check_one(g: &Game, lord: Seat, sent: &Sent, encounter: bool) -> Result<(), Rejection> {
    let c = set().adventure(sent.card);
    let wanted = if encounter {
        Category::Encounter
    } else {
        Category::Bane
    };
    if c.category != wanted || !matches!(c.play, Play::Dungeonlord | Play::Anytime) {
        return Err(Rejection::WrongCard);
    }
    if sent.payer == lord {
        return Err(Rejection::OwnPeril);
    }
    let living = |s: Seat| g.players.get(s).is_some_and(|p| p.alive);
    if !living(sent.target) || !living(sent.payer) {
        return Err(Rejection::BadTarget);
    }
    // A targeted card is paid by the hero it is played on (G20).
    let targeted = encounter || c.target == Target::Hero;
    if targeted && (sent.payer != sent.target || sent.target == lord) {
        return Err(Rejection::BadTarget);
    }
    if sent.extra > 0 && !c.variable {
        return Err(Rejection::NoVariable);
    }
    if let Some(m) = &c.monster {
        let form = sent.form.ok_or(Rejection::BadForm)?;
        if !m.attacks.contains(&form) {
            return Err(Rejection::BadForm);
        }
        if sent.special && m.special.is_none() {
            return Err(Rejection::WrongCard);
        }
    } else if sent.special || sent.form.is_some() && c.subtype != Subtype::Trap {
        return Err(Rejection::WrongCard);
    }
    Ok(())
}

/// Whether the declaration may be made: the cards his (hand, or Pack for monsters), each
/// paid in full from one opponent, the opponents' Peril enough for all (G20, G21).
pub fn check_declare(
    g: &Game,
    lord: Seat,
    banes: &[Sent],
    encounters: &[Sent],
) -> Result<(), Rejection> {
    // A declaration sends something (ending the phase is `EndDungeonLord`).
    if banes.is_empty() && encounters.is_empty() {
        return Err(Rejection::WrongCard);
    }
    if !encounters.is_empty() && g.turn.attacked {
        return Err(Rejection::AlreadyAttacked);
    }
    let p = g.player(lord);
    let mut hand = p.hand.clone();
    let mut pack: Vec<_> = p.pack.iter().map(|m| m.0).collect();
    let mut owed: BTreeMap<Seat, u32> = BTreeMap::new();
    for (sent, encounter) in banes
        .iter()
        .map(|s| (s, false))
        .chain(encounters.iter().map(|s| (s, true)))
    {
        if let Some(i) = hand.iter().position(|&c| c == sent.card) {
            hand.remove(i);
        } else if let Some(i) = pack
            .iter()
            .position(|&c| c == sent.card)
            .filter(|_| encounter)
        {
            pack.remove(i);
        } else {
            return Err(Rejection::NotInHand);
        }
        check_one(g, lord, sent, encounter)?;
        *owed.entry(sent.payer).or_default() += price(sent);
    }
    for (payer, total) in owed {
        if g.player(payer).peril < total {
            return Err(Rejection::TooPoor {
                cost: total,
                have: g.player(payer).peril,
                peril: true,
            });
        }
    }
    Ok(())
}

/// The declaration carried out: Banes paid and resolved in order, then the Encounters paid
/// and sent into one combat.
pub fn declare(ctx: &mut Ctx, lord: Seat, banes: &[Sent], encounters: &[Sent]) {
    for (k, sent) in banes.iter().enumerate() {
        bane(ctx, lord, sent);
        if ctx.g.is_over() {
            return;
        }
        // A question the Bane put (a Warp's place) holds the rest until it is answered.
        if ctx.g.asked.is_some() {
            ctx.emit(Event::Held {
                held: Some(Held::Declaration {
                    banes: banes[k + 1..].to_vec(),
                    encounters: encounters.to_vec(),
                }),
            });
            return;
        }
    }
    if encounters.is_empty() {
        return;
    }
    let mut attacks = Vec::new();
    for sent in encounters {
        let from_pack = !ctx.g.player(lord).hand.contains(&sent.card);
        let wounds = ctx
            .g
            .player(lord)
            .pack
            .iter()
            .find(|m| m.0 == sent.card)
            .map_or(0, |m| m.1);
        paid(ctx, lord, sent);
        let c = set().adventure(sent.card);
        let form = sent
            .form
            .or_else(|| c.monster.as_ref().and_then(|m| m.attacks.first().copied()))
            .unwrap_or(super::super::content::Form::Speed);
        attacks.push(Attacking {
            card: Some(sent.card),
            target: sent.target,
            form,
            cell: ctx.g.player(sent.target).cell,
            wounds: if from_pack { wounds } else { 0 },
            extra: sent.extra,
            special: sent.special,
            cancelled: false,
            gone: false,
            dealt: 0,
            taken: 0,
            from_pack,
        });
    }
    combat::open(ctx, lord, attacks, None);
}
