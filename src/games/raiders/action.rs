//! What a player may do, and why the rules refuse it.

use super::content::RoomKind;
use super::state::{Item, Play, Problem, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Prepare the dungeon and deal (any seat; the table calls it once).
    Start,
    /// Put down a power card, a key, a sword or a crystal ball in the current room.
    Play(Play),
    /// Look at the level row's face-down rooms (D5): any time, out of turn too.
    UseTorch,
}

/// Every action there is (for `legal_actions` and the tests that compare it with `check`).
pub fn every_action() -> Vec<Action> {
    let mut all = vec![Action::Start, Action::UseTorch];
    all.extend((1..=5).map(|v| Action::Play(Play::Power(v))));
    all.extend([Play::Key, Play::Sword, Play::CrystalBall].map(Action::Play));
    all
}

/// Why an action is refused: each says what was wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    /// The settings cannot make a game (the reason).
    BadSettings(Problem),
    NotStarted,
    AlreadyStarted,
    GameOver,
    NoSuchSeat(Seat),
    /// The player died (D10): they play no more.
    Eliminated,
    /// Someone else plays now (the seats awaited).
    NotYourTurn {
        awaited: Vec<Seat>,
    },
    /// Speed: this seat's card for this round is sealed already.
    AlreadySealed,
    /// There is no power card of this value (1 to 5).
    NoSuchCard(u8),
    /// This power card lies played already this level.
    CardAlreadyPlayed(u8),
    /// The hand holds no such item.
    NoItem(Item),
    /// A key outside a treasure room (D4).
    KeyOutsideTreasure(RoomKind),
    /// A sword outside a monster room (D4).
    SwordOutsideMonster(RoomKind),
    /// A torch while the level row holds no face-down room (D5).
    NoDarkRoom,
}

impl Rejection {
    /// The play was refused but another may be made now (another card, or none of an item):
    /// the refusal points to the hand, where it is said without telling the channel.
    pub fn another_play_may_do(&self) -> bool {
        matches!(
            self,
            Rejection::NoSuchCard(_)
                | Rejection::CardAlreadyPlayed(_)
                | Rejection::NoItem(_)
                | Rejection::KeyOutsideTreasure(_)
                | Rejection::SwordOutsideMonster(_)
                | Rejection::NoDarkRoom
        )
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::BadSettings(why) => write!(f, "these settings cannot make a game: {why}"),
            Rejection::NotStarted => write!(f, "the game has not started"),
            Rejection::AlreadyStarted => write!(f, "the game has started already"),
            Rejection::GameOver => write!(f, "the game is over"),
            Rejection::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            Rejection::Eliminated => write!(f, "you are out of the game"),
            Rejection::NotYourTurn { awaited } => {
                write!(f, "not your turn: waiting on {awaited:?}")
            }
            Rejection::AlreadySealed => write!(f, "your card for this room is sealed already"),
            Rejection::NoSuchCard(v) => write!(f, "there is no power card {v}: 1 to 5"),
            Rejection::CardAlreadyPlayed(v) => {
                write!(f, "your {v} is played already on this level")
            }
            Rejection::NoItem(i) => write!(f, "you hold no {i:?}"),
            Rejection::KeyOutsideTreasure(k) => {
                write!(f, "a key only opens a treasure room, this is a {k:?} room")
            }
            Rejection::SwordOutsideMonster(k) => {
                write!(f, "a sword only fights a monster, this is a {k:?} room")
            }
            Rejection::NoDarkRoom => write!(f, "no room of this level is face down"),
        }
    }
}

impl std::error::Error for Rejection {}
