//! Map cards drawn and laid (G10, G11): for Build and for Explore, the drawn card's lettered
//! spots, the misfits set aside and shuffled back.

use super::super::action::Rejection;
use super::super::content::MapId;
use super::super::event::Event;
use super::super::map::Spot;
use super::super::state::{Game, Phase};
use super::Ctx;

/// The spots the drawn card may take now, lettered in this order.
pub fn spots_now(g: &Game) -> Vec<Spot> {
    match g.drawn_map {
        Some(card) => g.map.spots(card, g.map_deck.len() + g.set_aside.len() > 0),
        None => Vec::new(),
    }
}

/// Whether any map card still to come fits somewhere now (public: the cards left are known,
/// only their order is secret).
pub fn any_fits(g: &Game) -> bool {
    let left = g.map_deck.len() + g.set_aside.len();
    g.map_deck
        .iter()
        .chain(&g.set_aside)
        .any(|&c| !g.map.spots(c, left > 1).is_empty())
}

/// Draws map cards until one fits (G11: misfits set aside; when the deck runs out they are
/// shuffled back, once); returns whether one is waiting for its place. When no card left
/// fits anywhere, nothing is drawn.
pub fn draw_fitting(ctx: &mut Ctx) -> bool {
    if !any_fits(&ctx.g) {
        return false;
    }
    for _ in 0..2 {
        while let Some(&card) = ctx.g.map_deck.first() {
            let draws = ctx.g.draws;
            ctx.emit(Event::MapDrawn { card, draws });
            let spots = spots_now(&ctx.g);
            if spots.is_empty() {
                ctx.emit(Event::MapSetAside { card });
                continue;
            }
            if spots.len() == 1 && ctx.g.phase == Phase::Build {
                place(ctx, 0);
            }
            return true;
        }
        if ctx.g.set_aside.is_empty() {
            break;
        }
        let mut order = ctx.g.set_aside.clone();
        ctx.shuffle(&mut order);
        let draws = ctx.g.draws;
        ctx.emit(Event::MapsReshuffled {
            order: Some(order),
            draws,
        });
    }
    false
}

pub fn check_place(g: &Game, spot: usize) -> Result<(), Rejection> {
    if g.drawn_map.is_none() {
        return Err(Rejection::NothingToPlace);
    }
    let spots = spots_now(g).len();
    if spot >= spots {
        return Err(Rejection::NoSuchSpot { spots });
    }
    Ok(())
}

/// The drawn card goes to the lettered spot; set-aside cards are shuffled back.
pub fn place(ctx: &mut Ctx, spot: usize) {
    let card: MapId = ctx.g.drawn_map.expect("checked");
    let at = spots_now(&ctx.g)[spot];
    let reshuffled = if ctx.g.set_aside.is_empty() {
        None
    } else {
        let mut order = ctx.g.map_deck.clone();
        order.extend(ctx.g.set_aside.iter().copied());
        ctx.shuffle(&mut order);
        Some(order)
    };
    let explore = ctx.g.phase == Phase::Hero;
    ctx.emit(Event::MapPlaced {
        card,
        spot: at,
        explore,
        reshuffled,
    });
}
