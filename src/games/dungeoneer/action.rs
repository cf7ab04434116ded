//! What a player can do, and why the rules may say no.

use super::content::{CardId, QuestId};
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
    /// Attempt a quest where he stands (G31-G35).
    Attempt { quest: QuestId },
    /// A search roll for a Search quest (G34).
    Search { quest: QuestId },
    /// Take an Escort's token (G36).
    Take { quest: QuestId },
    /// Put down the Escort token he carries.
    Drop,
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
    /// Neither his Personal Quest nor the Global.
    NotYourQuest,
    /// Not at the quest's place (for a Search: not a space of its kind).
    NotThere,
    /// A Search quest's objective must be found first this turn.
    NotFound,
    /// Already found this turn.
    AlreadyFound,
    NotASearch,
    NotAnEscort,
    /// He carries no Escort token (or not this quest's).
    NoToken,
    /// He carries one token already.
    CarryingOne,
    /// At the Escort's destination: deliver it (attempt), do not drop it.
    DeliverInstead,
    /// The price cannot be paid in full (a wound price may not kill).
    CannotPay,
    /// A Slay quest is fought, not attempted this way.
    SlayNeedsCombat,
}
