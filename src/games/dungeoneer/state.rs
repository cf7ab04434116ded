//! The state of a game of Hollowdeep (Dungeoneer's rules, our cards). Only `Game::fold`
//! (event.rs) changes it.

use super::content::{set, CardId, Form, HeroId, MapId, QuestId, Scores};
use super::map::{Cell, Map, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// A player's place at the table: join order, which stands for "to the left" (G4).
pub type Seat = usize;

/// The numbers a game is played with (G40, G43); each has a default and a range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub players: usize,
    /// After this many rounds the game ends on points (G40).
    pub round_limit: u32,
}

impl Settings {
    pub fn new(players: usize) -> Settings {
        Settings {
            players,
            round_limit: 40,
        }
    }
    /// What is wrong with these numbers, if anything.
    pub fn problem(&self) -> Option<String> {
        if !(2..=4).contains(&self.players) {
            return Some(format!(
                "Hollowdeep seats 2 to 4 players, not {}",
                self.players
            ));
        }
        if !(5..=200).contains(&self.round_limit) {
            return Some(format!(
                "round_limit must be 5 to 200, not {}",
                self.round_limit
            ));
        }
        None
    }
}

/// Where the active player's turn stands (the five phases, then the next turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Players are joining; nothing dealt yet.
    Setup,
    /// The active player sends Banes and Encounters (G21).
    DungeonLord,
    /// The active player places the drawn map card (G10, G11).
    Build,
    /// Moves, exploring, Glory cards, quests.
    Hero,
    /// Discard one, save a Movement, collect if he stayed, draw to 5.
    Discard,
    Over,
}

/// A hero at the table and everything his player holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub hero: HeroId,
    pub level: u8,
    pub life: u8,
    pub glory: u32,
    pub peril: u32,
    pub cell: Cell,
    pub tipped: bool,
    pub alive: bool,
    /// The hand: secret to everyone else (G45).
    pub hand: Vec<CardId>,
    /// Readied cards: permanent Boons and Treasures, and the Attachments on him.
    pub inventory: Vec<CardId>,
    /// Monsters kept for later, with the wounds they carry (G27).
    pub pack: Vec<(CardId, u8)>,
    /// Open Personal Quests.
    pub quests: Vec<QuestId>,
    /// Completed quests, in order.
    pub done: Vec<QuestId>,
    /// An Escort token he carries, by quest (G36).
    pub carrying: Option<QuestId>,
    /// A Movement saved at his last Discard/Draw, for off-turn use (G17).
    pub saved: bool,
}

impl Player {
    /// His scores now: his Level's row, Artifacts and readied cards.
    pub fn scores(&self) -> Scores {
        let s = set();
        let mut sc = s.hero(self.hero).at(self.level);
        for &q in &self.done {
            for e in &s.quest(q).reward {
                if let super::content::Op::Stat { stat, amount, .. } = e.op {
                    if s.quest(q).kind == super::content::QuestType::Artifact {
                        bump(&mut sc, stat, i32::from(amount));
                    }
                }
            }
        }
        sc
    }
    pub fn score(&self, form: Form) -> u8 {
        self.scores().get(form)
    }
}

/// Adds `by` to one score of `sc` (never below 0).
pub fn bump(sc: &mut Scores, stat: super::content::Stat, by: i32) {
    use super::content::Stat;
    let slot = match stat {
        Stat::Melee => &mut sc.melee,
        Stat::Magic => &mut sc.magic,
        Stat::Speed => &mut sc.speed,
        _ => return,
    };
    *slot = (i32::from(*slot) + by).max(0) as u8;
}

/// What the active player's turn has used so far; cleared at his Reset (G13, G14, G17).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub movement: u8,
    /// His space changed during this turn (G17).
    pub moved: bool,
    /// Spaces he has entered this turn (not new to him again until the next Reset), and the
    /// one he started in.
    pub seen: BTreeSet<Cell>,
    /// Locked and Trapped exits passed this turn: sprung until the next Reset (G13).
    pub sprung: BTreeSet<(Cell, Side)>,
    /// He has drawn this turn's Build card.
    pub built: bool,
    /// Quests attempted this turn (a Threat quest's free try is spent).
    pub tried: BTreeSet<QuestId>,
    /// Search quests whose objective he found this turn (G34).
    pub found: BTreeSet<QuestId>,
}

/// How a game ended (G40).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A third quest completed.
    Quests(Seat),
    /// The last hero standing.
    LastStanding(Seat),
    /// `round_limit` passed: the winners on points (several share a tie).
    Points(Vec<Seat>),
    /// The last heroes died together.
    Nobody,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The secret seed every die and shuffle is drawn from (published at the end).
    pub seed: [u8; 32],
    pub settings: Settings,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub map: Map,
    /// Map cards still to be drawn, top first (secret order).
    pub map_deck: Vec<MapId>,
    /// Drawn map cards that fitted nowhere, shuffled back once one is placed (G11).
    pub set_aside: Vec<MapId>,
    /// The drawn map card waiting for its place (Build or Explore).
    pub drawn_map: Option<MapId>,
    pub quest_deck: Vec<QuestId>,
    pub global: Option<QuestId>,
    /// Escort quests dropped on the map with their tokens (G36).
    pub dropped: Vec<(QuestId, Cell)>,
    /// The Adventure deck, top first (secret order).
    pub deck: Vec<CardId>,
    pub discards: Vec<CardId>,
    /// Heroes nobody was dealt (secret until the end).
    pub unused: Vec<HeroId>,
    pub active: Seat,
    pub start: Seat,
    pub round: u32,
    pub turn: Turn,
    /// Draws taken from the game's stream so far.
    pub draws: u64,
    pub outcome: Option<Outcome>,
}

impl Game {
    /// A game waiting for its players.
    pub fn new(seed: [u8; 32], settings: Settings) -> Game {
        Game {
            seed,
            settings,
            phase: Phase::Setup,
            players: Vec::new(),
            map: Map::default(),
            map_deck: Vec::new(),
            set_aside: Vec::new(),
            drawn_map: None,
            quest_deck: Vec::new(),
            global: None,
            dropped: Vec::new(),
            deck: Vec::new(),
            discards: Vec::new(),
            unused: Vec::new(),
            active: 0,
            start: 0,
            round: 0,
            turn: Turn::default(),
            draws: 0,
            outcome: None,
        }
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat]
    }

    /// Living seats, in order from `from` (included) around the table.
    pub fn living_from(&self, from: Seat) -> Vec<Seat> {
        let n = self.players.len();
        (0..n)
            .map(|i| (from + i) % n)
            .filter(|&s| self.players[s].alive)
            .collect()
    }

    /// The next living seat after `seat`.
    pub fn next_living(&self, seat: Seat) -> Option<Seat> {
        let n = self.players.len();
        (1..=n)
            .map(|i| (seat + i) % n)
            .find(|&s| self.players[s].alive && s != seat)
    }

    /// Map cards not yet placed, with those set aside (G10: "the map deck still holds a
    /// card").
    pub fn maps_left(&self) -> usize {
        self.map_deck.len() + self.set_aside.len() + usize::from(self.drawn_map.is_some())
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
