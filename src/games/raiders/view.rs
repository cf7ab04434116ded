//! What one seat (or the table's channel) may see, and events as that viewer may read them:
//! the ONLY way anything leaves the engine. Until the game ends, the removed cards, the
//! face-down rooms (except to whoever saw them by torchlight), the dungeon row's piles, the
//! attack deck's next cards, sealed plays and other players' items stay inside (D14, D2).

use super::action::Action;
use super::content::CardId;
use super::event::Event;
use super::rules::legal_actions;
use super::state::*;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Viewer {
    Seat(Seat),
    /// The channel: what everyone may see.
    Table,
}

impl Viewer {
    fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// A room of the level row: its card if the viewer may know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RowRoom {
    pub face_up: bool,
    pub card: Option<CardId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub character: u8,
    pub treasure: u32,
    pub wounds: u32,
    pub alive: bool,
    /// Power cards lying played this level (public, D2).
    pub used: [bool; 5],
    /// The item cards in hand: the viewer's own only (D2).
    pub items: Option<Items>,
    /// How many item cards the seat holds (the count is public, as at a table; which ones
    /// is not).
    pub item_count: u32,
    /// The final play in the current room, once face up.
    pub play: Option<Play>,
    /// Crystal balls passed with in the current room.
    pub crystal: u8,
    /// Speed: a card lies sealed; its value only for its owner.
    pub sealed: bool,
    pub sealed_play: Option<Play>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoomView {
    pub card: CardId,
    /// Solitaire: the attack card drawn for this monster.
    pub attack: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub settings: Settings,
    pub phase: Phase,
    pub level: u8,
    pub room: Option<RoomView>,
    /// The level row's rooms still to enter, left first.
    pub row: Vec<RowRoom>,
    /// Piles left in the dungeon row (their cards only once the game is over).
    pub piles_left: usize,
    pub piles: Option<Vec<Vec<Slot>>>,
    /// The removed cards, once the game is over.
    pub removed: Option<Vec<CardId>>,
    pub start: Seat,
    pub supply: Items,
    pub seats: Vec<SeatView>,
    /// Solitaire: the attack cards turned over so far, and how many are left.
    pub attacks_used: Vec<u8>,
    pub attacks_left: usize,
    pub awaited: Vec<Seat>,
    /// What this viewer may do now.
    pub legal: Vec<Action>,
    /// Ended by the organiser before the rules ended it (`abandon`).
    pub abandoned: bool,
}

impl View {
    /// The table's organiser ended the game (`!dq end`): it is over, nobody winning and the
    /// dead still dead, and it waits on nobody. Told and drawn as any game over is.
    pub fn abandon(&mut self) {
        if !matches!(self.phase, Phase::Over(_)) {
            let dead = (0..self.seats.len())
                .filter(|&s| !self.seats[s].alive)
                .collect();
            self.phase = Phase::Over(Outcome {
                winners: Vec::new(),
                collapsed: Vec::new(),
                dead,
            });
            self.abandoned = true;
        }
        self.awaited.clear();
        self.legal.clear();
    }
}

pub fn view(g: &Game, viewer: Viewer) -> View {
    let over = g.over();
    let known = |card: CardId, face_up: bool| {
        face_up
            || over
            || matches!(viewer, Viewer::Seat(s) if g.seats.get(s).is_some_and(|r| r.peeked.contains(&card)))
    };
    let room = g.room.as_ref();
    let seats = g
        .seats
        .iter()
        .enumerate()
        .map(|(s, r)| {
            let sealed_play = room.and_then(|c| c.sealed[s]);
            SeatView {
                character: r.character,
                treasure: r.treasure,
                wounds: r.wounds,
                alive: r.alive,
                used: r.used,
                items: (viewer.is(s) || over).then_some(r.items),
                item_count: r.items.total(),
                play: room.and_then(|c| c.plays[s]),
                crystal: room.map_or(0, |c| c.crystal[s]),
                sealed: sealed_play.is_some(),
                sealed_play: sealed_play.filter(|_| viewer.is(s) || over),
            }
        })
        .collect();
    View {
        viewer,
        settings: g.settings.clone(),
        phase: g.phase.clone(),
        level: g.level,
        room: room.map(|c| RoomView {
            card: c.card,
            attack: c.attack,
        }),
        row: g
            .row
            .iter()
            .map(|s| RowRoom {
                face_up: s.face_up,
                card: known(s.card, s.face_up).then_some(s.card),
            })
            .collect(),
        piles_left: g.piles.len(),
        piles: over.then(|| g.piles.iter().cloned().collect()),
        removed: over.then(|| g.removed.clone()),
        start: g.start,
        supply: g.supply,
        seats,
        attacks_used: g.attack_deck[..g.attacks_drawn.min(g.attack_deck.len())].to_vec(),
        attacks_left: g.attack_deck.len().saturating_sub(g.attacks_drawn),
        awaited: g.awaited(),
        legal: match viewer {
            Viewer::Seat(s) => legal_actions(g, s),
            Viewer::Table => Vec::new(),
        },
        abandoned: false,
    }
}

/// An event as `viewer` may read it, given the game as it stands now (once it is over,
/// everything is shown). Every kind is named: a new kind must say what it hides.
pub fn redact(e: &Event, viewer: Viewer, g: &Game) -> Event {
    if g.over() {
        return e.clone();
    }
    match e {
        Event::Prepared {
            characters,
            start,
            draws,
            deal: _,
        } => Event::Prepared {
            characters: characters.clone(),
            start: *start,
            draws: *draws,
            deal: None,
        },
        Event::TorchUsed { seat, peek } => Event::TorchUsed {
            seat: *seat,
            peek: if viewer.is(*seat) {
                peek.clone()
            } else {
                Vec::new()
            },
        },
        Event::Sealed { seat, play } => Event::Sealed {
            seat: *seat,
            play: if viewer.is(*seat) { *play } else { None },
        },
        Event::LevelDealt { .. }
        | Event::RoomEntered { .. }
        | Event::AttackDrawn { .. }
        | Event::Played { .. }
        | Event::Revealed { .. }
        | Event::MonsterFought { .. }
        | Event::MonsterConfused
        | Event::TrapSprung { .. }
        | Event::Treasure { .. }
        | Event::Wounds { .. }
        | Event::ItemTaken { .. }
        | Event::ItemContested { .. }
        | Event::Died { .. }
        | Event::RoomCleared { .. }
        | Event::Rested { .. }
        | Event::Ended { .. } => e.clone(),
    }
}
