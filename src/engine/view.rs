//! What one seat may see. Everything that leaves the engine for players goes through here:
//! the seed and the order of anything face down stay inside.

use super::action::Action;
use super::board::Board;
use super::content::Deck;
use super::event::Event;
use super::rules::legal_actions;
use super::state::*;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// The seat this view is for (None: a spectator or the channel).
    pub seat: Option<usize>,
    pub phase: Phase,
    pub settings: Settings,
    pub sun: u8,
    pub turn: u32,
    pub current: usize,
    pub to_act: Option<usize>,
    pub awaiting: Option<Awaiting>,
    pub board: Board,
    pub seats: Vec<Seat>,
    pub dragon_chance: u8,
    pub markers_left: u8,
    pub tiles_left: usize,
    /// Cards left to draw in each deck, in `Deck::ALL` order.
    pub deck_sizes: Vec<usize>,
    pub outcome: Option<Outcome>,
    /// What this seat may do now.
    pub legal: Vec<Action>,
}

impl View {
    pub fn deck_size(&self, d: Deck) -> usize {
        self.deck_sizes[d.index()]
    }
}

/// The view of `g` for `seat` (None for the public channel).
pub fn view(g: &Game, seat: Option<usize>) -> View {
    View {
        seat,
        phase: g.phase,
        settings: g.settings.clone(),
        sun: g.sun,
        turn: g.turn,
        current: g.current,
        to_act: g.to_act(),
        awaiting: g.awaiting.clone(),
        board: g.board.clone(),
        seats: g.seats.clone(),
        dragon_chance: g.dragon_chance,
        markers_left: g.markers_left,
        tiles_left: g.stockpile.len(),
        deck_sizes: Deck::ALL.iter().map(|&d| g.pile(d).draw.len()).collect(),
        outcome: g.outcome.clone(),
        legal: match seat {
            Some(s) if s < g.seats.len() => legal_actions(g, s),
            _ => Vec::new(),
        },
    }
}

/// Whether `seat` (None: the channel) may be told of event `e`. Nothing in the exploration
/// game is secret once it happens; sealed combat choices and hidden Loot will filter here.
pub fn visible(_e: &Event, _seat: Option<usize>) -> bool {
    true
}
