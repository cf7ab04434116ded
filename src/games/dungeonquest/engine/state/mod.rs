//! The state of one game. It changes only by folding events (`Game::fold` in `event/`).
//! The settings, a fight's state and the rules' questions have files of their own.

use super::board::{Board, Corner, Dir, Pos};
use super::content::{content, Attr, CardId, Deck, HeroId, MonsterId, RuneId, TileId, TokenId};
use serde::{Deserialize, Serialize};

mod fight;
mod questions;
mod settings;

pub use self::fight::*;
pub use self::questions::*;
pub use self::settings::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Setup,
    Playing,
    Ended,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Seated, game not started.
    Waiting,
    InDungeon,
    Dead(DeathCause),
    Exited,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeathCause {
    Wounds,
    Monster(MonsterId),
    DeadEnd,
    BottomlessPit,
    Sunset,
    Abandoned,
}

/// Who acts: a seated player, the game's organiser (who need not be seated), or a newcomer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actor {
    Seat(usize),
    Organiser,
    Newcomer,
}

impl From<Option<usize>> for Actor {
    fn from(s: Option<usize>) -> Actor {
        s.map_or(Actor::Newcomer, Actor::Seat)
    }
}

impl From<usize> for Actor {
    fn from(s: usize) -> Actor {
        Actor::Seat(s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hero {
    pub id: HeroId,
    pub status: Status,
    pub pos: Pos,
    pub wounds: u8,
    pub loot: Vec<CardId>,
    /// Non-loot cards kept as a reminder (a Trapdoor still to pass, a Curse).
    pub kept: Vec<CardId>,
    /// Runes not yet used (one each, or more under Magical Might).
    pub runes: Vec<RuneId>,
    /// The side of the current chamber the hero came in through.
    pub entered_via: Option<Dir>,
    /// Successive searches in this chamber.
    pub searches: u8,
    pub determination: Option<(TestKey, u8)>,
    pub lose_turns: u8,
    /// Special movement (retreat) put him here: he encounters the chamber next turn.
    pub must_encounter: bool,
    /// Stayed on a Bridge or backed off a Web: next turn he goes back.
    pub must_return: bool,
    /// Caught in a Spider Web: he tries again at the start of each turn.
    pub web_stuck: bool,
    /// In a Chamber of Darkness whose rolled side was blocked: roll again next turn.
    pub darkness_pending: bool,
    /// Gherinn has used his one Dragon Rage re-roll.
    pub rage_rerolled: bool,
    /// He came into this chamber by special movement (no escaping monsters here).
    pub arrived_special: bool,
    /// In the catacombs: where his travel marker lies, which way it points, what he has met.
    pub underground: Option<Underground>,
    /// He found a Passage Down in this chamber: he may go down from here even without a marker
    /// (a Cave-in, or no markers left).
    pub passage: bool,
    /// He came up from the catacombs into this chamber: no escape from its monster.
    pub resurfaced: bool,
    /// The Calm rune is spent and waiting: his next Dragon draw is Sleeping.
    pub calm: bool,
    /// Treasure Chests opened at the end of the game: their electrum values.
    pub chests: Vec<u32>,
    /// Death Can Wait: Loot cards he still has to give up after a knock-out, of his choice
    /// (R36).
    #[serde(default)]
    pub owes_loot: u8,
    /// The spaces he last moved out of, oldest first (at most `TRAIL` of them): what every
    /// player saw him do, kept so a computer player, built afresh for each decision from a
    /// view, can tell where it has just been.
    #[serde(default)]
    pub trail: Vec<Pos>,
}

/// How many spaces `Hero::trail` remembers.
pub const TRAIL: usize = 8;

/// A hero's journey through the catacombs (RULINGS R25).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Underground {
    /// The chamber he went down from: the travel marker.
    pub start: Pos,
    /// The way the travel marker points.
    pub dir: Dir,
    /// Catacomb cards met on this journey, Loot included: how far he has travelled.
    pub count: u8,
    /// The non-Loot Catacomb cards beside his hero card.
    pub pile: Vec<CardId>,
}

impl Hero {
    pub fn def(&self) -> &'static super::content::HeroDef {
        content().hero(self.id)
    }
    pub fn in_dungeon(&self) -> bool {
        self.status == Status::InDungeon
    }
    /// Electrum his Loot is worth (opened Treasure Chests at their rolled value).
    pub fn loot_value(&self) -> u32 {
        self.loot
            .iter()
            .map(|&c| content().card(c).value())
            .sum::<u32>()
            + self.chests.iter().sum::<u32>()
    }
    /// His single most valuable Loot card's worth.
    pub fn best_card(&self) -> u32 {
        self.loot
            .iter()
            .map(|&c| content().card(c).value())
            .chain(self.chests.iter().copied())
            .max()
            .unwrap_or(0)
    }
    pub fn is_underground(&self) -> bool {
        self.underground.is_some()
    }
    /// What belongs to the chamber he leaves: searches, its questions still pending, and
    /// (unless Focused Determination keeps them) determination tokens.
    pub fn leave_chamber(&mut self, keep_determination: bool) {
        self.searches = 0;
        if !keep_determination {
            self.determination = None;
        }
        self.must_return = false;
        self.web_stuck = false;
        self.darkness_pending = false;
        self.must_encounter = false;
        self.passage = false;
    }
    /// What a test of `attr` for the encounter `key` must roll at or under, before the roll's
    /// own modifiers: the attribute, one less if cursed, plus his determination tokens for
    /// that encounter (any he kept, under Focused Determination) (R14).
    pub fn test_target(&self, attr: Attr, key: TestKey, focused: bool) -> i8 {
        let det = match self.determination {
            Some((k, n)) if k == key || focused => n as i8,
            _ => 0,
        };
        self.def().attr(attr) as i8 - i8::from(self.cursed()) + det
    }
    pub fn cursed(&self) -> bool {
        self.kept
            .iter()
            .any(|&c| content().card(c).effect == super::content::Effect::Curse)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's stable key (a Discord user id, or a local name).
    pub user: String,
    /// How the player is called in messages.
    pub name: String,
    pub tower: Option<Corner>,
    pub hero: Hero,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    /// Cards still to draw, in canonical order (a draw picks one at random).
    pub draw: Vec<CardId>,
    pub discard: Vec<CardId>,
}

/// Facts that last one turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFacts {
    /// Corridors entered this turn (none may be entered twice).
    pub corridors: Vec<Pos>,
    /// Gherinn has prayed this turn.
    pub prayed: bool,
    /// Moves the Rune of Stasis still gives this turn.
    pub stasis: u8,
    /// Tower Power has been used this turn.
    pub teleported: bool,
    /// The hero whose turn it is left the Treasure Chamber this turn: carried back in, he
    /// draws no Dragon card until a later turn (R31).
    #[serde(default)]
    pub left_treasure: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: usize,
    pub electrum: u32,
    pub best_card: u32,
    pub cards: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    AllOut,
    Sunset,
    /// The organiser ended the game.
    Stopped(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub reason: EndReason,
    /// Heroes who exited, best first.
    pub scores: Vec<Score>,
    /// Winning seats; empty when Kalladra wins.
    pub winners: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub settings: Settings,
    /// The secret seed. Never leaves the engine through a view while the game runs.
    pub seed: [u8; 32],
    /// Chance draws made so far.
    pub draws: u64,
    pub phase: Phase,
    pub seats: Vec<Seat>,
    pub board: Board,
    pub stockpile: Vec<TileId>,
    pub piles: Vec<Pile>,
    pub runes: Vec<RuneId>,
    pub sun: u8,
    /// Turns started so far; the first turn of the game is turn 1.
    pub turn: u32,
    pub current: usize,
    pub awaiting: Option<Awaiting>,
    pub turn_facts: TurnFacts,
    pub dragon_chance: u8,
    pub markers_left: u8,
    /// Monster tokens lying in chambers (face down: their life values are hidden).
    pub tokens: Vec<(Pos, TokenId)>,
    pub combat: Option<Combat>,
    /// Hero vs Hero: the duel being fought.
    #[serde(default)]
    pub duel: Option<Duel>,
    /// The organiser has paused the game: nobody but the organiser acts.
    pub paused: bool,
    /// Servants of Kalladra: the token an eliminated player moved last (none may move twice
    /// running while another could).
    #[serde(default)]
    pub last_moved: Option<TokenId>,
    /// Hours the organiser has added to the current deadline (reset with each new one).
    pub deadline_extra_hours: u32,
    pub outcome: Option<Outcome>,
    /// The settings the game was made with, before any `Configured`: what its log replays
    /// from (an export names them when they are not its final settings).
    #[serde(default)]
    pub made_with: Settings,
}

impl Game {
    pub fn new(seed: [u8; 32], settings: Settings) -> Game {
        let c = content();
        Game {
            dragon_chance: settings.dragon_start,
            made_with: settings.clone(),
            settings,
            seed,
            draws: 0,
            phase: Phase::Setup,
            seats: Vec::new(),
            board: Board::new(),
            stockpile: c.full_stockpile(),
            piles: Deck::ALL
                .iter()
                .map(|&d| Pile {
                    draw: c.full_deck(d),
                    discard: Vec::new(),
                })
                .collect(),
            runes: (0..c.runes.len() as RuneId).collect(),
            sun: 0,
            turn: 0,
            current: 0,
            awaiting: None,
            turn_facts: TurnFacts::default(),
            markers_left: 6,
            tokens: Vec::new(),
            combat: None,
            duel: None,
            paused: false,
            last_moved: None,
            deadline_extra_hours: 0,
            outcome: None,
        }
    }

    pub fn pile(&self, d: Deck) -> &Pile {
        &self.piles[d.index()]
    }
    pub fn pile_mut(&mut self, d: Deck) -> &mut Pile {
        &mut self.piles[d.index()]
    }
    pub fn hero(&self, seat: usize) -> &Hero {
        &self.seats[seat].hero
    }
    pub fn hero_mut(&mut self, seat: usize) -> &mut Hero {
        &mut self.seats[seat].hero
    }

    /// The seat whose input the game is waiting for, if it is running.
    pub fn to_act(&self) -> Option<usize> {
        if self.phase != Phase::Playing {
            return None;
        }
        Some(self.awaiting.as_ref().map_or(self.current, Awaiting::seat))
    }

    /// The hero (other than `except`) standing in space `p`, counting both Treasure halves
    /// as one space.
    pub fn occupant(&self, p: Pos, except: usize) -> Option<usize> {
        self.seats.iter().enumerate().find_map(|(i, s)| {
            let h = &s.hero;
            (i != except && h.in_dungeon() && !h.is_underground() && h.pos.space() == p.space())
                .then_some(i)
        })
    }

    /// Tokens not on the board and not in a fight: the face-down pool.
    pub fn pool(&self, monster: MonsterId) -> Vec<TokenId> {
        (monster * 4..monster * 4 + 4)
            .filter(|t| {
                self.tokens.iter().all(|(_, x)| x != t)
                    && self.combat.as_ref().is_none_or(|c| c.token != *t)
            })
            .collect()
    }

    /// Every monster token in space `p` (several only under Multiple Monsters).
    pub fn tokens_at(&self, p: Pos) -> Vec<TokenId> {
        self.tokens
            .iter()
            .filter(|(q, _)| q.space() == p.space())
            .map(|(_, t)| *t)
            .collect()
    }

    /// Servants of Kalladra: this seat's hero was killed (not abandoned), so the player
    /// serves Kalladra on his turns.
    pub fn is_servant(&self, seat: usize) -> bool {
        self.settings.servants_of_kalladra
            && matches!(self.hero(seat).status, Status::Dead(c) if c != DeathCause::Abandoned)
    }

    pub fn token_at(&self, p: Pos) -> Option<TokenId> {
        self.tokens
            .iter()
            .find(|(q, _)| q.space() == p.space())
            .map(|(_, t)| *t)
    }

    /// Everyone the game is waiting on now: one seat, or both sides of a combat round.
    pub fn awaited(&self) -> Vec<Actor> {
        if self.phase != Phase::Playing {
            return Vec::new();
        }
        if self.paused {
            // Nobody moves until the organiser resumes.
            return vec![Actor::Organiser];
        }
        if let (Some(d), Some(Awaiting::Duel { .. })) = (&self.duel, &self.awaiting) {
            return (0..2)
                .filter(|&i| d.plans[i].is_none())
                .map(|i| Actor::Seat(d.seat(i)))
                .collect();
        }
        let Some(c) = &self.combat else {
            return self.to_act().map(Actor::Seat).into_iter().collect();
        };
        if !matches!(self.awaiting, Some(Awaiting::Combat { .. })) {
            return self.to_act().map(Actor::Seat).into_iter().collect();
        }
        let mut v = Vec::new();
        if c.hero_plan.is_none() {
            v.push(Actor::Seat(c.seat));
        }
        match c.side {
            MonsterSide::Offered { seat, open: false } => v.push(Actor::Seat(seat)),
            MonsterSide::Offered { open: true, .. } => v.push(Actor::Organiser),
            MonsterSide::Seat(s) if c.monster_plan.is_none() => v.push(Actor::Seat(s)),
            MonsterSide::Organiser if c.monster_plan.is_none() => v.push(Actor::Organiser),
            _ => {}
        }
        v
    }

    pub fn heroes_in_treasure(&self) -> Vec<usize> {
        (0..self.seats.len())
            .filter(|&i| {
                let h = self.hero(i);
                h.in_dungeon() && !h.is_underground() && self.board.is_treasure(h.pos)
            })
            .collect()
    }

    pub fn free_heroes(&self) -> Vec<HeroId> {
        (0..content().heroes.len() as HeroId)
            .filter(|h| self.seats.iter().all(|s| s.hero.id != *h))
            .collect()
    }

    pub fn seat_of_hero(&self, h: HeroId) -> Option<usize> {
        self.seats.iter().position(|s| s.hero.id == h)
    }

    pub fn seat_of_user(&self, user: &str) -> Option<usize> {
        self.seats.iter().position(|s| s.user == user)
    }

    /// Attribute value for a test, before determination: the hero's attribute, -1 if cursed.
    pub fn attribute(&self, seat: usize, a: Attr) -> i8 {
        let h = self.hero(seat);
        h.def().attr(a) as i8 - i8::from(h.cursed())
    }

    /// A Vampire Bite stops all healing until he resurfaces.
    pub fn can_heal(&self, seat: usize) -> bool {
        !self
            .hero(seat)
            .kept
            .iter()
            .any(|&c| content().card(c).effect == super::content::Effect::Vampire)
    }

    pub fn search_limit(&self, seat: usize) -> u8 {
        if self.hero(seat).def().id == "lindel" {
            3
        } else {
            2
        }
    }

    pub fn is_gherinn(&self, seat: usize) -> bool {
        self.hero(seat).def().id == "gherinn"
    }

    pub fn kills(&self, seat: usize, wounds: u8) -> bool {
        let life = self.hero(seat).def().life;
        match self.settings.death_at {
            DeathAt::Greater => wounds > life,
            DeathAt::EqualOrGreater => wounds >= life,
        }
    }

    /// How many more wounds `seat` can take and live.
    pub fn wounds_left(&self, seat: usize) -> u8 {
        let life = self.hero(seat).def().life;
        let w = self.hero(seat).wounds;
        match self.settings.death_at {
            DeathAt::Greater => life.saturating_sub(w),
            DeathAt::EqualOrGreater => life.saturating_sub(w).saturating_sub(1),
        }
    }
}
