//! What one viewer may see of a game (G45): everything public, and his own hand. The only way
//! a game's state leaves the engine.

use super::content::{CardId, HeroId, MapId, QuestId};
use super::map::{Cell, Map, Spot};
use super::rules::spots_now;
use super::state::{Game, Outcome, Phase, Seat};
use serde::{Deserialize, Serialize};

/// One hero as everyone sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroView {
    pub hero: HeroId,
    pub level: u8,
    pub life: u8,
    pub glory: u32,
    pub peril: u32,
    pub cell: Cell,
    pub tipped: bool,
    pub alive: bool,
    /// Personal Quests lie face up.
    pub quests: Vec<QuestId>,
    pub done: Vec<QuestId>,
    pub inventory: Vec<CardId>,
    pub pack: Vec<(CardId, u8)>,
    pub hand_size: usize,
    pub carrying: Option<QuestId>,
    pub saved: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for; `None`: the channel (or a spectator).
    pub viewer: Option<Seat>,
    pub phase: Phase,
    pub active: Seat,
    pub start: Seat,
    pub round: u32,
    pub round_limit: u32,
    pub map: Map,
    /// The map card drawn and waiting for its place (shown to all), and its lettered spots.
    pub drawn: Option<MapId>,
    pub spots: Vec<Spot>,
    /// Where the active hero stands in the turn: Movement left, spaces seen this turn.
    pub movement: u8,
    pub heroes: Vec<HeroView>,
    pub global: Option<QuestId>,
    pub dropped: Vec<(QuestId, Cell)>,
    pub deck_size: usize,
    pub discards: Vec<CardId>,
    pub map_deck_size: usize,
    pub quest_deck_size: usize,
    /// The viewer's own hand (empty for the channel).
    pub hand: Vec<CardId>,
    pub outcome: Option<Outcome>,
}

/// The game as `viewer` may see it.
pub fn view(g: &Game, viewer: Option<Seat>) -> View {
    View {
        viewer,
        phase: g.phase,
        active: g.active,
        start: g.start,
        round: g.round,
        round_limit: g.settings.round_limit,
        map: g.map.clone(),
        drawn: g.drawn_map,
        spots: spots_now(g),
        movement: g.turn.movement,
        heroes: g
            .players
            .iter()
            .map(|p| HeroView {
                hero: p.hero,
                level: p.level,
                life: p.life,
                glory: p.glory,
                peril: p.peril,
                cell: p.cell,
                tipped: p.tipped,
                alive: p.alive,
                quests: p.quests.clone(),
                done: p.done.clone(),
                inventory: p.inventory.clone(),
                pack: p.pack.clone(),
                hand_size: p.hand.len(),
                carrying: p.carrying,
                saved: p.saved,
            })
            .collect(),
        global: g.global,
        dropped: g.dropped.clone(),
        deck_size: g.deck.len(),
        discards: g.discards.clone(),
        map_deck_size: g.map_deck.len() + g.set_aside.len(),
        quest_deck_size: g.quest_deck.len(),
        hand: viewer
            .and_then(|s| g.players.get(s))
            .map(|p| p.hand.clone())
            .unwrap_or_default(),
        outcome: g.outcome.clone(),
    }
}
