//! A Peril card sent at a hero and paid with that hero's Peril (G20): its price, and a Bane
//! resolved or laid on him; the DungeonLord's declaration and a window's Anytime Bane (G23)
//! send them alike.

use super::super::action::Sent;
use super::super::content::{set, Duration};
use super::super::event::{Event, Roll};
use super::super::state::Seat;
use super::effects::{self, On};
use super::Ctx;

/// What a sent card costs its payer: its cost, "#", and a monster's special.
pub fn price(sent: &Sent) -> u32 {
    let c = set().adventure(sent.card);
    let special = match (&c.monster, sent.special) {
        (Some(m), true) => m.special.as_ref().map_or(0, |s| s.peril),
        _ => 0,
    };
    u32::from(c.cost) + u32::from(sent.extra) + u32::from(special)
}

/// A card sent by `lord` leaves his hand (or Pack), paid with its payer's Peril.
pub fn paid(ctx: &mut Ctx, lord: Seat, sent: &Sent) {
    ctx.emit(Event::Sent {
        seat: lord,
        card: sent.card,
        target: sent.target,
        payer: sent.payer,
        cost: price(sent),
    });
}

/// One Bane: paid, then resolved on its target (Instant) or laid on him (Attachment,
/// Permanent).
pub fn bane(ctx: &mut Ctx, lord: Seat, sent: &Sent) {
    let c = set().adventure(sent.card);
    paid(ctx, lord, sent);
    match c.duration {
        Duration::Instant => {
            let on = On {
                you: lord,
                hero: sent.target,
                extra: sent.extra,
                roll: Roll::Card { card: sent.card },
            };
            effects::resolve_card(ctx, on, c);
            ctx.emit(Event::Spent { card: sent.card });
        }
        _ => ctx.emit(Event::Cursed {
            seat: sent.target,
            card: sent.card,
            lord,
        }),
    }
}
