//! What a player can do, and why the rules may say no.

use super::content::CardId;
use super::map::Side;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Deal and begin (the organiser, once 2 to 4 have joined).
    Start,
    /// The DungeonLord phase ends.
    EndDungeonLord,
    /// Build or Explore: lay the drawn card at the lettered spot (`Map::spots` order).
    Place { spot: usize },
    /// Explore: draw a map card for 1 Movement (G10).
    Explore,
    /// Move through an exit of his space (G13).
    Move { side: Side },
    /// Jump by a Sewer or the Portal (G16).
    Jump,
    /// Stand up (G17).
    Untip,
    /// The Hero Phase ends.
    EndHero,
    /// Discard/Draw: the card he lets go (required when his hand is not empty).
    Discard { card: Option<CardId> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    NotStarted,
    AlreadyStarted,
    GameOver,
    NoSuchSeat,
    BadSettings(String),
    /// Only the active player acts in his own phases.
    NotYourTurn,
    /// Right action, wrong phase: what phase it belongs to.
    WrongPhase {
        now: super::state::Phase,
    },
    /// No Movement left for this.
    NoMovement,
    /// A tipped hero must stand up first.
    Tipped,
    /// A Wall, or no card beyond.
    NoWay {
        side: Side,
        wall: bool,
    },
    /// No Sewer pair or Portal link here.
    NoJump,
    /// Not tipped.
    NotTipped,
    /// No map card left to draw.
    MapDeckEmpty,
    /// A card is waiting for its place.
    PlaceFirst,
    /// No card is waiting for a place.
    NothingToPlace,
    /// That letter names no legal spot.
    NoSuchSpot {
        spots: usize,
    },
    /// That card is not in his hand.
    NotInHand,
    /// His hand holds cards: one must go.
    MustDiscard,
}
