//! Set-up (G4-G6): heroes, the start player, the first four passages, the decks, the
//! quests and the hands, every shuffle drawn from the seed in this order.

use super::super::content::{set, CardId, HeroId, MapId, MapKind, QuestId};
use super::super::event::{Deal, Event};
use super::super::map::{Cell, Map, Spot, SIDES};
use super::{Ctx, HAND};

pub fn deal(ctx: &mut Ctx) {
    let s = set();
    let n = ctx.g.settings.players;
    let mut heroes: Vec<HeroId> = (0..s.heroes.len() as HeroId).collect();
    ctx.shuffle(&mut heroes);
    let unused = heroes.split_off(n);
    let start = ctx.draw(n);

    // G6: four passages around the Entrance, one a side, each turned so its facing exit is
    // not a Wall (the seed picks when both ways are).
    let mut passages: Vec<MapId> = (0..s.maps.len() as MapId)
        .filter(|&m| s.map(m).kind.is_passage())
        .collect();
    ctx.shuffle(&mut passages);
    let mut map = Map::default();
    map.place(
        s.entrance(),
        Spot {
            cell: Cell::ORIGIN,
            turned: false,
        },
    );
    let mut first = Vec::new();
    for (&card, side) in passages.iter().zip(SIDES) {
        let cell = Cell::ORIGIN.step(side);
        let ways: Vec<bool> = [false, true]
            .into_iter()
            .filter(|&turned| {
                let p = super::super::map::Placed { card, cell, turned };
                !p.exit(side.opposite()).is_wall()
            })
            .collect();
        let turned = match ways.len() {
            2 => ctx.draw(2) == 1,
            _ => ways[0],
        };
        let spot = Spot { cell, turned };
        map.place(card, spot);
        first.push((card, spot));
    }
    let placed: Vec<MapId> = map.placed.iter().map(|p| p.card).collect();
    let mut map_deck: Vec<MapId> = (0..s.maps.len() as MapId)
        .filter(|m| !placed.contains(m) && s.map(*m).kind != MapKind::Entrance)
        .collect();
    ctx.shuffle(&mut map_deck);

    let mut quest_deck: Vec<QuestId> = (0..s.quests.len() as QuestId).collect();
    ctx.shuffle(&mut quest_deck);
    let quests: Vec<Vec<QuestId>> = (0..n).map(|_| quest_deck.drain(..2).collect()).collect();
    let global = (!quest_deck.is_empty()).then(|| quest_deck.remove(0));

    let mut deck: Vec<CardId> = (0..s.adventures.len() as CardId).collect();
    ctx.shuffle(&mut deck);
    let hands: Vec<Vec<CardId>> = (0..n).map(|_| deck.drain(..HAND).collect()).collect();

    let draws = ctx.g.draws;
    ctx.emit(Event::Dealt {
        heroes,
        start,
        first,
        quests,
        global,
        draws,
        deal: Some(Deal {
            unused,
            map_deck,
            quest_deck,
            deck,
            hands,
        }),
    });
}
