//! The state of a game of Dungeon Raiders. Only `Game::fold` (event.rs) changes it.

use super::content::{content, CardId, Room};
pub use super::content::{Item, ITEMS};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, VecDeque};
use std::fmt;

/// A player's place at the table: the join order, which stands for "clockwise" (D1).
pub type Seat = usize;

/// A count of each item (a hand, or the supply).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Items(pub [u8; 4]);

impl Items {
    pub fn get(&self, i: Item) -> u8 {
        self.0[i as usize]
    }
    pub fn add(&mut self, i: Item, n: u8) {
        self.0[i as usize] += n;
    }
    pub fn take(&mut self, i: Item) {
        self.0[i as usize] -= 1;
    }
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }
}

/// What a player puts down in a room (D3, D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Play {
    Power(u8),
    Key,
    Sword,
    CrystalBall,
}

impl Play {
    /// The value it counts as: keys and swords are 5 (D4); a crystal ball is a pass.
    pub fn value(self) -> Option<u8> {
        match self {
            Play::Power(v) => Some(v),
            Play::Key | Play::Sword => Some(5),
            Play::CrystalBall => None,
        }
    }
    /// The item the play spends, if any.
    pub fn item(self) -> Option<Item> {
        match self {
            Play::Power(_) => None,
            Play::Key => Some(Item::Key),
            Play::Sword => Some(Item::Sword),
            Play::CrystalBall => Some(Item::CrystalBall),
        }
    }
}

/// The table's choices, fixed when the game is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Players at the start: 1 (solitaire), 2 (duel), 3 to 5.
    pub players: u8,
    /// The Speed variant: sealed simultaneous plays, no start player (D1).
    pub speed: bool,
    /// Solitaire: the character chosen (its starting values do not apply, D12).
    pub solo_character: u8,
    /// Solitaire: the starting wounds chosen, 2 to 5 (D12).
    pub solo_wounds: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            players: 3,
            speed: false,
            solo_character: 0,
            solo_wounds: 2,
        }
    }
}

impl Settings {
    pub fn solo(&self) -> bool {
        self.players == 1
    }
    pub fn duel(&self) -> bool {
        self.players == 2
    }
    /// Why these settings cannot make a game, if they cannot.
    pub fn problem(&self) -> Option<Problem> {
        if !(1..=5).contains(&self.players) {
            return Some(Problem::Players(self.players));
        }
        if self.solo() {
            let count = content().characters.len();
            if usize::from(self.solo_character) >= count {
                return Some(Problem::Character {
                    id: self.solo_character,
                    count,
                });
            }
            if !(2..=5).contains(&self.solo_wounds) {
                return Some(Problem::Wounds(self.solo_wounds));
            }
        }
        None
    }
}

/// Why settings cannot make a game: each language words it (`words::refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Problem {
    /// Not 1 to 5 players.
    Players(u8),
    /// A solitaire character past the last one (`count` characters).
    Character { id: u8, count: usize },
    /// Solitaire's starting wounds outside 2 to 5.
    Wounds(u8),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Players(n) => write!(f, "{n} players: Dungeon Raiders takes 1 to 5"),
            Problem::Character { id, count } => write!(f, "character {id}: there are {count}"),
            Problem::Wounds(w) => write!(f, "{w} starting wounds: solitaire starts with 2 to 5"),
        }
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Raider {
    /// Index into `content().characters`.
    pub character: u8,
    pub treasure: u32,
    pub wounds: u32,
    /// The item cards in hand (secret, D2).
    pub items: Items,
    /// Which power cards (value - 1) lie played this level.
    pub used: [bool; 5],
    pub alive: bool,
    /// Face-down rooms this player saw by torchlight (D5).
    pub peeked: BTreeSet<CardId>,
}

impl Raider {
    pub fn holds(&self, v: u8) -> bool {
        (1..=5).contains(&v) && !self.used[usize::from(v - 1)]
    }
    pub fn power_left(&self) -> Vec<u8> {
        (1..=5).filter(|&v| self.holds(v)).collect()
    }
}

/// A dungeon card in a pile or the level row, with its orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub card: CardId,
    pub face_up: bool,
}

/// The room being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Current {
    pub card: CardId,
    /// Solitaire: the attack card drawn for a monster (D12).
    pub attack: Option<u8>,
    /// Each seat's final play (a crystal ball is not one).
    pub plays: Vec<Option<Play>>,
    /// How many crystal balls each seat passed with here.
    pub crystal: Vec<u8>,
    /// Turn order: who plays next, then after (crystal balls go to the back, D3).
    pub queue: VecDeque<Seat>,
    /// Speed: who must still seal a card this round.
    pub waiting: BTreeSet<Seat>,
    /// Speed: the cards sealed this round, not yet revealed.
    pub sealed: Vec<Option<Play>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won (several: a shared win; none: nobody did).
    pub winners: Vec<Seat>,
    /// Survivors who collapsed with the most wounds (D13).
    pub collapsed: Vec<Seat>,
    /// Who died (D10).
    pub dead: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Created, not yet prepared.
    Setup,
    Playing,
    Over(Outcome),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Secret: every shuffle is drawn from it (crate::chance).
    pub seed: [u8; 32],
    pub settings: Settings,
    /// Draws made so far from the seed.
    pub draws: u64,
    pub phase: Phase,
    pub seats: Vec<Raider>,
    /// The cards set aside unseen (D14).
    pub removed: Vec<CardId>,
    /// The dungeon row: the levels not yet dealt, each pile top first.
    pub piles: VecDeque<Vec<Slot>>,
    /// The level row: rooms not yet entered, left first.
    pub row: VecDeque<Slot>,
    /// The level being played (1..=5), 0 before the first.
    pub level: u8,
    pub room: Option<Current>,
    pub start: Seat,
    pub supply: Items,
    /// Solitaire: the monster attack deck, top first, and how many were drawn.
    pub attack_deck: Vec<u8>,
    pub attacks_drawn: usize,
}

impl Game {
    /// A game not yet prepared: `Action::Start` deals it from the seed.
    pub fn new(seed: [u8; 32], settings: Settings) -> Game {
        Game {
            seed,
            settings,
            draws: 0,
            phase: Phase::Setup,
            seats: Vec::new(),
            removed: Vec::new(),
            piles: VecDeque::new(),
            row: VecDeque::new(),
            level: 0,
            room: None,
            start: 0,
            supply: Items::default(),
            attack_deck: Vec::new(),
            attacks_drawn: 0,
        }
    }

    pub fn over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// The players who started the game (D9).
    pub fn players(&self) -> usize {
        usize::from(self.settings.players)
    }

    pub fn alive(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| self.seats[s].alive)
            .collect()
    }

    /// The room being played, as printed.
    pub fn current_room(&self) -> Option<&'static Room> {
        self.room.as_ref().map(|r| content().room(r.card))
    }

    /// Everyone the game waits on now.
    pub fn awaited(&self) -> Vec<Seat> {
        match (&self.phase, &self.room) {
            (Phase::Playing, Some(r)) if self.settings.speed => r.waiting.iter().copied().collect(),
            (Phase::Playing, Some(r)) => r.queue.front().copied().into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Seats in turn order from the start player (D1), living or not.
    pub fn from_start(&self) -> Vec<Seat> {
        let n = self.seats.len();
        (0..n).map(|i| (self.start + i) % n).collect()
    }
}
