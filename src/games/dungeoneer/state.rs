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
    /// Banes lying on him, with the seat that controls each (G29: its upkeep is paid from
    /// his Peril).
    pub curses: Vec<(CardId, Seat)>,
    /// Monsters that became his Minions, with their wounds (G28); each fills a Treasure slot.
    pub minions: Vec<(CardId, u8)>,
    /// He has made his Challenge of the turn (G25), and his Minion acted this turn (G28).
    pub challenged: bool,
    pub minion_used: bool,
    /// His standing answers (G42): private.
    pub standing: Standing,
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

/// Whether a defender answers the Response window himself (G42 `respond`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Respond {
    /// Asked only when the declared attacks could kill him.
    #[default]
    WhenLethal,
    Ask,
    Pass,
}

impl Respond {
    /// Whether a window waits on him: `lethal`, whether what comes at him could kill him.
    pub fn asks(self, lethal: impl FnOnce() -> bool) -> bool {
        match self {
            Respond::Ask => true,
            Respond::Pass => false,
            Respond::WhenLethal => lethal(),
        }
    }
}

/// Who the Peril a monster's wounds earn goes to (G42 `reward peril to`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RewardTo {
    /// The hero the monster wounded.
    #[default]
    Wounded,
    /// The opponent with most quests, then Level.
    Leader,
    Seat(Seat),
    /// Asked after each combat whose monsters wounded a hero.
    Ask,
}

/// Where a monster goes after combat (G42 `pack`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PackChoice {
    /// Into the Pack while there is room, most Life first; then unwounded to hand.
    #[default]
    Keep,
    /// Unwounded back to hand; wounded into the Pack while there is room.
    Hand,
    /// Asked after each combat a monster of his survived.
    Ask,
}

/// Whether a card's upkeep is paid at his Reset (G42 `upkeep`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Upkeep {
    /// Paid while the payer has enough.
    #[default]
    Pay,
    /// Never paid: the card returns to his hand.
    Return,
    /// Asked at each Reset where one could be paid.
    Ask,
}

/// What his Minion does when his hero is attacked (G42 `minion`, G28).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum MinionUse {
    /// It takes one counter-attack in his place.
    #[default]
    Counter,
    /// It strikes one attacker at the end of the combat.
    Strike,
    /// He is asked in the Response window (the window waits on him).
    Ask,
}

/// The form a Slay quest's monster attacks in when he runs it (G42 `slay form`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlayForm {
    /// The form with the widest margin against the hero.
    #[default]
    Best,
    Ask,
}

/// Logs written before `upkeep` and `minion` had an `ask` hold a yes or no.
#[derive(Deserialize)]
#[serde(untagged)]
enum YesNoOr<T> {
    Was(bool),
    Now(T),
}

impl<'de> Deserialize<'de> for Upkeep {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum U {
            Pay,
            Return,
            Ask,
        }
        Ok(match YesNoOr::<U>::deserialize(d)? {
            YesNoOr::Was(true) | YesNoOr::Now(U::Pay) => Upkeep::Pay,
            YesNoOr::Was(false) | YesNoOr::Now(U::Return) => Upkeep::Return,
            YesNoOr::Now(U::Ask) => Upkeep::Ask,
        })
    }
}

impl<'de> Deserialize<'de> for MinionUse {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum M {
            Counter,
            Strike,
            Ask,
        }
        Ok(match YesNoOr::<M>::deserialize(d)? {
            YesNoOr::Was(true) | YesNoOr::Now(M::Counter) => MinionUse::Counter,
            YesNoOr::Was(false) | YesNoOr::Now(M::Strike) => MinionUse::Strike,
            YesNoOr::Now(M::Ask) => MinionUse::Ask,
        })
    }
}

/// A player's standing answers (G42): private, changeable any time, the first option of each
/// the default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub respond: Respond,
    /// Challenge when able (`true`, the default) or never.
    pub challenge: bool,
    pub reward: RewardTo,
    pub pack: PackChoice,
    pub upkeep: Upkeep,
    #[serde(alias = "minion_counters")]
    pub minion: MinionUse,
    #[serde(default)]
    pub slay: SlayForm,
}

impl Standing {
    pub fn defaults() -> Standing {
        Standing {
            respond: Respond::WhenLethal,
            challenge: true,
            reward: RewardTo::Wounded,
            pack: PackChoice::Keep,
            upkeep: Upkeep::Pay,
            minion: MinionUse::Counter,
            slay: SlayForm::Best,
        }
    }
}

/// One attack of a combat (G22): a monster (from hand, Pack or a Slay quest) or a Trap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacking {
    /// The Encounter card; `None` for a Slay quest's monster.
    pub card: Option<CardId>,
    pub target: Seat,
    /// The form chosen (monsters); a Trap's Threat names its own.
    pub form: Form,
    /// The space it was played into.
    pub cell: Cell,
    /// Wounds it carries (from the Pack, or a Slay quest's card).
    pub wounds: u8,
    /// "#" paid, and whether its paid special is used.
    pub extra: u8,
    pub special: bool,
    /// Made to do nothing (cancel), or gone (discarded, returned) before its roll.
    pub cancelled: bool,
    pub gone: bool,
    /// Wounds it dealt to heroes, and took from them (for the Reward step).
    pub dealt: u8,
    pub taken: u8,
    /// The player it came from: he may Pack it (G27); came from his Pack.
    pub from_pack: bool,
}

/// A play made in a Response window (G23): a card from hand, or his hero's ability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Response {
    pub card: Option<CardId>,
    /// The attack it is aimed at (its index), for cards aimed at a monster.
    pub on: Option<usize>,
    pub extra: u8,
    /// The hero an Anytime Bane is sent at (paid with his Peril: G20, G23).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Seat>,
}

/// A combat under way: its attacks, the window's addressees and their sealed plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    /// Who runs the monsters: the DungeonLord, or for a Slay quest the seat to the left.
    pub lord: Seat,
    pub attacks: Vec<Attacking>,
    /// Heroes attacked or standing where an Encounter was played (G23).
    pub defenders: Vec<Seat>,
    /// The defenders the window waits on (their standing answers decide).
    pub waiting: Vec<Seat>,
    /// Plays made in the window, by seat: sealed until it closes.
    pub plays: Vec<(Seat, Vec<Response>)>,
    /// A Slay quest's monster: the quest.
    pub slay: Option<QuestId>,
    /// What heroes asked about their Minion chose (G42 `minion: ask`): counter or not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub minion_chose: Vec<(Seat, bool)>,
    /// A hero's Challenge on another hero, waiting for the defender's Response step (G25).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duel: Option<Duel>,
}

/// A Challenge of one hero on another (G25, G26), as declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    pub seat: Seat,
    pub target: Seat,
    pub form: Form,
    /// A hit takes his Escort instead of dealing a wound.
    pub steal: bool,
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
    /// The DungeonLord has sent his Encounters this turn (G21: once, all together).
    pub attacked: bool,
    /// Once-a-turn uses spent: hero abilities by seat (G29).
    pub abilities: BTreeSet<Seat>,
    /// Slay quests fought this turn (G35: one attempt per quest per turn).
    pub slain: BTreeSet<QuestId>,
    /// Effects lasting to the next Reset (scope `turn`) or the combat (scope `combat`), on a
    /// seat's hero.
    pub temps: Vec<(Seat, super::content::Effect)>,
    /// Effects lasting this combat, aimed at one attack or at all on the seat's hero.
    pub aimed: Vec<(Seat, Option<usize>, super::content::Effect)>,
    /// Minion cards played this combat: the seat and the attack aimed at.
    pub called: Vec<(Seat, usize)>,
}

/// A question the rules put to one player in the middle of resolving, because his standing
/// answer is `ask` (G42); the game waits on him alone until he answers (`Action::Choose`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// The form a Slay quest's monster attacks `hero` in (asked of the seat running it).
    SlayForm { hero: Seat, quest: QuestId },
    /// Which of the upkeep he owes at his Reset to pay: each card and whose Glory or Peril
    /// pays it (what the payer cannot afford is not asked: it returns to hand).
    Upkeep { owed: Vec<(CardId, Seat)> },
    /// Which of the combat's surviving monsters (by attack) go into his Pack, at most `room`;
    /// the rest go back to hand unwounded, or are discarded wounded (G27).
    Pack { survivors: Vec<usize>, room: usize },
    /// Who gets the `peril` his monsters' wounds earned: one living player, or one each.
    Reward { peril: u32 },
    /// Whether his Minion takes attack `attack`'s counter-attack in his place, or strikes at
    /// the end of the combat (asked before that attack's rolls).
    Minion { attack: usize },
    /// Which `count` cards of his hand he gives up for a Sacrifice quest's price (G33), when
    /// he holds more than that.
    Sacrifice { quest: QuestId, count: usize },
    /// Where a Warp sends `hero`, among `places` (the card's chooser: G14).
    Warp { hero: Seat, places: Vec<Cell> },
    /// Which of `hero`'s cards (his Boons, Treasures, Attachments or Pack) an effect
    /// discards, named by its chooser.
    Discard { hero: Seat, cards: Vec<CardId> },
}

/// A question and the seat it is put to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    pub seat: Seat,
    pub question: Question,
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
    /// A combat under way (its Response window open while `waiting` is not empty).
    pub combat: Option<Combat>,
    /// Wounds on each Slay quest's monster, kept across attempts and heroes (G35).
    pub slay_wounds: Vec<(QuestId, u8)>,
    /// A question waiting for its answer (G42 `ask`).
    #[serde(default)]
    pub asked: Option<Asked>,
    /// What a question holds until it is answered (the rest of a declaration, or of a
    /// combat's step A).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<Held>,
}

/// A Peril card sent by the DungeonLord (G20, G21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sent {
    pub card: CardId,
    /// The hero it is played on (for an Encounter, the one it attacks).
    pub target: Seat,
    /// Whose Peril pays: the target's, or for an untargeted card any one opponent's.
    pub payer: Seat,
    /// A monster's form of attack (one with a standard attack symbol).
    pub form: Option<Form>,
    /// Its paid special used.
    pub special: bool,
    /// "#" paid.
    pub extra: u8,
}

/// What a question holds until its answer: the rest of a declaration (its Banes still to
/// go, then its Encounters), or of a combat's step A (the specials from attack `next` on, and
/// the defenders its window will wait on).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Held {
    Declaration {
        banes: Vec<Sent>,
        encounters: Vec<Sent>,
    },
    Specials {
        next: usize,
        waiting: Vec<Seat>,
    },
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
            combat: None,
            slay_wounds: Vec::new(),
            asked: None,
            held: None,
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

    /// Who the game waits on now: the player asked a question, the defenders of an open window,
    /// else the active player.
    pub fn awaited(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Setup | Phase::Over => Vec::new(),
            _ if self.asked.is_some() => self.asked.iter().map(|a| a.seat).collect(),
            _ => match &self.combat {
                Some(c) if !c.waiting.is_empty() => c.waiting.clone(),
                _ => vec![self.active],
            },
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
