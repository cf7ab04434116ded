//! The state of one game. It changes only by folding events (`Game::fold` in `event.rs`).

use super::board::{Board, Corner, Dir, Pos};
use super::content::{content, Attr, CardId, Deck, HeroId, MonsterId, RuneId, TileId, TokenId};
use serde::{Deserialize, Serialize};

/// Per-game settings an organiser may change before the start (RULINGS: every number a
/// ruling picks is a setting).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The sun counter value from which the First Player rolls for sunset (R7).
    pub sun_limit: u8,
    /// A sunset roll at or below this closes the towers (R7).
    pub sunset_closes_on_or_below: u8,
    /// When wounds kill (R15).
    pub death_at: DeathAt,
    /// The Dragon's first Sleeping chance in percent, and how much each Sleeping lowers it (R23).
    pub dragon_start: u8,
    pub dragon_step: u8,
    /// The bot always plays the monsters (R17).
    pub auto_monster: bool,
    /// Hours the offered seat has to take the monster's part before anyone may claim it (R17).
    pub monster_claim_hours: u32,
    /// Hours a side has to send its strikes for a combat round (R22).
    pub combat_round_hours: u32,
    /// Hours a player may take over a turn before the bot reminds them (0: never).
    pub turn_reminder_hours: u32,
    /// Hours a player has for his turn, or a question he owes, before the deadline (0: no
    /// deadline). A fight's round keeps `combat_round_hours`.
    pub turn_hours: u32,
    /// What the bot does at a deadline: remind him, skip his turn, or play it for him.
    pub on_deadline: OnDeadline,
    /// After this many deadlines in a row the organiser is told to hand the seat on (0: never).
    pub missed_turns_limit: u32,
    // Optional rules (RULINGS; all off by default, chosen before the start).
    pub going_it_alone: bool,
    pub servants_of_kalladra: bool,
    pub multiple_monsters: bool,
    pub death_can_wait: bool,
    pub cloak_and_dagger: bool,
    pub magical_might: bool,
    /// Runes each hero draws under Magical Might.
    pub magical_might_runes: u8,
    pub live_to_fight: bool,
    pub no_guts_no_glory: bool,
    pub late_start: bool,
    pub tower_power: bool,
    pub hero_vs_hero: bool,
    pub focused_determination: bool,
    pub monstrous_treasures: bool,
}

/// What the bot does when a player lets a deadline pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnDeadline {
    /// Remind him (in the channel and by DM), once per deadline.
    Remind,
    /// Skip his turn (a fight's round: random strikes for him, R22).
    Skip,
    /// Play for him with the computer player.
    Autopilot,
}

impl Settings {
    /// The organiser's clock settings, which may change during the game too (they are not
    /// rules of play).
    pub const CLOCK: [&'static str; 6] = [
        "monster_claim_hours",
        "combat_round_hours",
        "turn_reminder_hours",
        "turn_hours",
        "on_deadline",
        "missed_turns_limit",
    ];

    /// Whether `other` differs from these settings only in the clock settings.
    pub fn same_rules(&self, other: &Settings) -> bool {
        let rules = |s: &Settings| Settings {
            monster_claim_hours: 0,
            combat_round_hours: 0,
            turn_reminder_hours: 0,
            turn_hours: 0,
            on_deadline: OnDeadline::Remind,
            missed_turns_limit: 0,
            ..s.clone()
        };
        rules(self) == rules(other)
    }
}

/// The optional rules, by the name `!dq option NAME on|off` takes (each a `Settings` field).
pub const OPTIONS: [&str; 13] = [
    "going_it_alone",
    "servants_of_kalladra",
    "multiple_monsters",
    "death_can_wait",
    "cloak_and_dagger",
    "magical_might",
    "live_to_fight",
    "no_guts_no_glory",
    "late_start",
    "tower_power",
    "hero_vs_hero",
    "focused_determination",
    "monstrous_treasures",
];

/// The values a numeric setting may take, from `min` to `max` inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettingRange {
    pub key: &'static str,
    pub min: u32,
    pub max: u32,
}

impl SettingRange {
    pub fn contains(&self, n: i64) -> bool {
        (i64::from(self.min)..=i64::from(self.max)).contains(&n)
    }
}

/// Every numeric setting's range: the one place they are defined (`config.toml` and
/// `!dq set` both check them).
pub const SETTING_RANGES: [SettingRange; 10] = [
    SettingRange {
        key: "sun_limit",
        min: 1,
        max: 100,
    },
    // A d6 at or below this closes the towers: 6 or more would close them on every roll.
    SettingRange {
        key: "sunset_closes_on_or_below",
        min: 1,
        max: 5,
    },
    // Percentages.
    SettingRange {
        key: "dragon_start",
        min: 0,
        max: 100,
    },
    SettingRange {
        key: "dragon_step",
        min: 1,
        max: 100,
    },
    // 0: the offered player has no time of his own; the part opens at once.
    SettingRange {
        key: "monster_claim_hours",
        min: 0,
        max: 168,
    },
    SettingRange {
        key: "combat_round_hours",
        min: 1,
        max: 168,
    },
    // 0: no reminders.
    SettingRange {
        key: "turn_reminder_hours",
        min: 0,
        max: 168,
    },
    // 0: no deadline. At most a month.
    SettingRange {
        key: "turn_hours",
        min: 0,
        max: 720,
    },
    // 0: never tell the organiser.
    SettingRange {
        key: "missed_turns_limit",
        min: 0,
        max: 50,
    },
    // The rune deck holds 12: three each for four heroes.
    SettingRange {
        key: "magical_might_runes",
        min: 1,
        max: 3,
    },
];

impl Settings {
    /// The range of numeric setting `key`, if it is one.
    pub fn range(key: &str) -> Option<SettingRange> {
        SETTING_RANGES.iter().copied().find(|r| r.key == key)
    }

    /// Numeric setting `key`'s value.
    pub fn number(&self, key: &str) -> Option<u32> {
        Some(match key {
            "sun_limit" => self.sun_limit.into(),
            "sunset_closes_on_or_below" => self.sunset_closes_on_or_below.into(),
            "dragon_start" => self.dragon_start.into(),
            "dragon_step" => self.dragon_step.into(),
            "monster_claim_hours" => self.monster_claim_hours,
            "combat_round_hours" => self.combat_round_hours,
            "turn_reminder_hours" => self.turn_reminder_hours,
            "turn_hours" => self.turn_hours,
            "missed_turns_limit" => self.missed_turns_limit,
            "magical_might_runes" => self.magical_might_runes.into(),
            _ => return None,
        })
    }

    /// The first numeric setting outside its range, and its value.
    pub fn out_of_range(&self) -> Option<(SettingRange, u32)> {
        SETTING_RANGES.iter().find_map(|r| {
            let n = self.number(r.key)?;
            (!r.contains(n.into())).then_some((*r, n))
        })
    }

    /// Whether optional rule `name` (one of `OPTIONS`) is on.
    pub fn option(&self, name: &str) -> Option<bool> {
        self.clone().option_mut(name).map(|on| *on)
    }

    /// These settings with the named optional rules (`OPTIONS` names) turned on; unknown
    /// names are ignored.
    pub fn with_options(mut self, names: &[&str]) -> Settings {
        for n in names {
            if let Some(on) = self.option_mut(n) {
                *on = true;
            }
        }
        self
    }

    fn option_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "going_it_alone" => &mut self.going_it_alone,
            "servants_of_kalladra" => &mut self.servants_of_kalladra,
            "multiple_monsters" => &mut self.multiple_monsters,
            "death_can_wait" => &mut self.death_can_wait,
            "cloak_and_dagger" => &mut self.cloak_and_dagger,
            "magical_might" => &mut self.magical_might,
            "live_to_fight" => &mut self.live_to_fight,
            "no_guts_no_glory" => &mut self.no_guts_no_glory,
            "late_start" => &mut self.late_start,
            "tower_power" => &mut self.tower_power,
            "hero_vs_hero" => &mut self.hero_vs_hero,
            "focused_determination" => &mut self.focused_determination,
            "monstrous_treasures" => &mut self.monstrous_treasures,
            _ => return None,
        })
    }

    /// The option a player means: any case, spaces or hyphens, the rulebook's longer names.
    pub fn option_named(name: &str) -> Option<&'static str> {
        let n: String = name
            .to_lowercase()
            .replace(['-', ' '], "_")
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let n = match n.as_str() {
            "multiple_monsters_in_a_chamber" => "multiple_monsters",
            "live_to_fight_another_day" => "live_to_fight",
            "hero_vs_hero_combat" | "hero_versus_hero" => "hero_vs_hero",
            "servants" => "servants_of_kalladra",
            "solo" => "going_it_alone",
            other => other,
        };
        OPTIONS.iter().copied().find(|o| *o == n)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sun_limit: 25,
            sunset_closes_on_or_below: 2,
            death_at: DeathAt::Greater,
            dragon_start: 90,
            dragon_step: 10,
            auto_monster: false,
            monster_claim_hours: 6,
            combat_round_hours: 24,
            turn_reminder_hours: 24,
            turn_hours: 0,
            on_deadline: OnDeadline::Remind,
            missed_turns_limit: 3,
            going_it_alone: false,
            servants_of_kalladra: false,
            multiple_monsters: false,
            death_can_wait: false,
            cloak_and_dagger: false,
            magical_might: false,
            magical_might_runes: 3,
            live_to_fight: false,
            no_guts_no_glory: false,
            late_start: false,
            tower_power: false,
            hero_vs_hero: false,
            focused_determination: false,
            monstrous_treasures: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathAt {
    /// Dies when wounds are greater than life (the forum's wording).
    Greater,
    /// Dies when wounds reach life (the rulebook's wording).
    EqualOrGreater,
}

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

/// What an attribute test is for: determination tokens belong to one such encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TestKey {
    Portcullis(Pos, Dir),
    Card(CardId),
    Web(Pos),
    CaveIn(Pos),
    Bridge(Pos),
    Pit(Pos),
}

/// What happens once a test is rolled: the continuation of the rules that asked for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterTest {
    /// Lifting a portcullis during a move from `from`; `cleared` obstacles were already passed.
    Move {
        from: Pos,
        dir: Dir,
        cleared: u8,
    },
    /// A card's test (trap, threat, curse).
    Card {
        card: CardId,
    },
    /// The start-of-turn re-test of a kept Trapdoor.
    Trapdoor {
        card: CardId,
    },
    /// Tearing through a web on entering (`again` = the start-of-turn retry).
    Web {
        again: bool,
    },
    CaveIn,
    Bridge,
    Pit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestSpec {
    pub attr: Attr,
    pub key: TestKey,
    /// Added to the dice total (the Bridge adds 1 per Loot card; Rope subtracts 2).
    pub roll_modifier: i8,
    pub after: AfterTest,
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Strike {
    Melee,
    Ranged,
    Spell,
}

impl Strike {
    pub const ALL: [Strike; 3] = [Strike::Melee, Strike::Ranged, Strike::Spell];
    /// Melee beats Ranged, Ranged beats Spell, Spell beats Melee (R19).
    pub fn beats(self, other: Strike) -> bool {
        matches!(
            (self, other),
            (Strike::Melee, Strike::Ranged)
                | (Strike::Ranged, Strike::Spell)
                | (Strike::Spell, Strike::Melee)
        )
    }
    pub fn name(self) -> &'static str {
        match self {
            Strike::Melee => "Melee",
            Strike::Ranged => "Ranged",
            Strike::Spell => "Spell",
        }
    }
}

/// One side's sealed choices for a combat round (R19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Plan {
    pub standard: Strike,
    pub brutal: Strike,
    pub counter: Strike,
    /// Discard a Spark this round: +1 wound dealt.
    pub spark: bool,
    /// The Rune of Fury this round: +2 wounds dealt.
    #[serde(default)]
    pub fury: bool,
    /// The Rune of Warding this round: no wounds taken.
    #[serde(default)]
    pub warding: bool,
    /// Live to Fight Another Day: forfeit last round's wounds to the monster and escape if
    /// this round is won too.
    #[serde(default)]
    pub flee: bool,
}

/// Who plays the monster (R17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MonsterSide {
    /// Offered to `seat`; `open` once declined or lapsed: then anyone else may claim it.
    Offered {
        seat: usize,
        open: bool,
    },
    Seat(usize),
    Organiser,
    Bot,
}

/// What follows a won fight or an escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterMonster {
    /// The monster stood in the chamber he entered: he then faces the chamber.
    Chamber,
    /// The monster came from a card: the turn ends.
    EndTurn,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub seat: usize,
    pub token: TokenId,
    pub monster: MonsterId,
    pub monster_wounds: u8,
    /// Rounds resolved so far.
    pub round: u32,
    pub hero_plan: Option<Plan>,
    pub monster_plan: Option<Plan>,
    /// A Counterattack won last round: 1 wound this round.
    pub hero_carry: bool,
    pub monster_carry: bool,
    pub side: MonsterSide,
    pub after: AfterMonster,
    /// The Shield has stopped its one wound this combat.
    pub shield_used: bool,
    /// Wounds the hero dealt last round if he won it (dealt more than he took): what a
    /// `Flee` now forfeits (Live to Fight Another Day).
    #[serde(default)]
    pub won_last: u8,
}

impl Combat {
    /// A player plays the monster and has not sent this round's strikes.
    pub fn monster_player_missing(&self) -> bool {
        self.monster_plan.is_none()
            && matches!(self.side, MonsterSide::Seat(_) | MonsterSide::Organiser)
    }
}

/// Hero vs Hero: two heroes fighting by sealed rounds until one has taken four wounds in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    /// The hero who moved in (index 0 below) and the one he attacked (index 1).
    pub attacker: usize,
    pub defender: usize,
    /// Rounds resolved so far.
    pub round: u32,
    /// Each side's sealed strikes for the coming round.
    pub plans: [Option<Plan>; 2],
    /// Each side's Counterattack won last round: 1 wound this round.
    pub carry: [bool; 2],
    /// Wounds each side has taken in this duel.
    pub taken: [u8; 2],
    /// Each side's Shield has stopped its one wound.
    pub shield_used: [bool; 2],
}

impl Duel {
    pub fn side_of(&self, seat: usize) -> Option<usize> {
        if seat == self.attacker {
            Some(0)
        } else if seat == self.defender {
            Some(1)
        } else {
            None
        }
    }
    pub fn seat(&self, side: usize) -> usize {
        if side == 0 {
            self.attacker
        } else {
            self.defender
        }
    }
}

/// Why a hero must move again at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveOn {
    Corridor,
    Tower,
    Web,
    Bridge,
    CaveIn,
    /// The Rune of Stasis: another move this turn, or stop.
    Stasis,
}

/// A question the rules asked; the game waits for `seat` to answer it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Awaiting {
    /// Move again at once (Corridor, Tower Room, after crossing a web, bridge or rubble).
    MoveOn { seat: usize, why: MoveOn },
    /// In a Tower Room holding Loot: leave the dungeon, or move on.
    Tower { seat: usize },
    /// On a Bridge: cross it (Agility) or stay and go back next turn.
    Bridge { seat: usize },
    /// At a Spider Web: tear through (Strength) or go back next turn.
    Web { seat: usize },
    /// A card offers another draw (Dead Adventurer, Crypt): Yes or No.
    Offer {
        seat: usize,
        card: CardId,
        deck: Deck,
    },
    /// A Secret Door: step through any side, or stay.
    SecretDoor { seat: usize },
    /// Arrived on an explored Bridge by special movement: choose the end to stand at.
    BridgeEnd { seat: usize },
    /// Brother Gherinn may pray before this test.
    Test { seat: usize, spec: TestSpec },
    /// Dragon Rage: Gherinn may roll the damage again; `rest` still suffer the rage.
    RageReroll {
        seat: usize,
        dice: [u8; 2],
        rest: Vec<usize>,
    },
    /// Dragon Rage: choose the passage to retreat through; `rest` still suffer the rage.
    Retreat { seat: usize, rest: Vec<usize> },
    /// A monster confronts the hero: Escape or Attack (R18).
    Monster {
        seat: usize,
        token: TokenId,
        after: AfterMonster,
        can_escape: bool,
    },
    /// A Fallen Elf: hand over a Loot card, or fight it.
    FallenElf { seat: usize },
    /// A combat round: both sides send their strikes (the state is in `Game::combat`).
    Combat { seat: usize },
    /// Fallen into the catacombs: choose the way the travel marker points.
    Descend { seat: usize },
    /// A way up from the catacombs: resurface (choosing the shift side) or press on.
    Exit { seat: usize },
    /// Come up into a chamber just drawn: choose the side its entry faces.
    Orient { seat: usize },
    /// Come up into a Bridge or Chasm: choose the side to stand on.
    Landing { seat: usize },
    /// A card takes a Loot card of the hero's choice.
    Discard { seat: usize },
    /// A Trap card just drawn: use the Rune of Warning, or let it spring.
    Warning { seat: usize, card: CardId },
    /// A failed test: use the Rune of Fortune to roll again, or keep the result.
    Fortune { seat: usize, spec: TestSpec },
    /// Death Can Wait, walled in: choose the neighbouring space to be thrown into.
    Breakout { seat: usize },
    /// Servants of Kalladra: an eliminated player's turn: move a monster, add one, or pass.
    Servant { seat: usize },
    /// Multiple Monsters: several monsters here; the hero picks which to face first.
    WhichMonster { seat: usize, after: AfterMonster },
    /// Hero vs Hero: a duel round; both send strikes (the state is in `Game::duel`).
    Duel { seat: usize },
    /// Hero vs Hero: the victor may take one Loot card of the loser's.
    Spoils { seat: usize, from: usize },
    /// Death Can Wait: knocked out, he gives up Loot cards of his choice, one at a time
    /// (`Hero::owes_loot` counts what is left) (R36).
    LoseLoot { seat: usize },
}

impl Awaiting {
    pub fn seat(&self) -> usize {
        match self {
            Awaiting::MoveOn { seat, .. }
            | Awaiting::Tower { seat }
            | Awaiting::Bridge { seat }
            | Awaiting::Web { seat }
            | Awaiting::Offer { seat, .. }
            | Awaiting::SecretDoor { seat }
            | Awaiting::BridgeEnd { seat }
            | Awaiting::Test { seat, .. }
            | Awaiting::RageReroll { seat, .. }
            | Awaiting::Retreat { seat, .. }
            | Awaiting::Monster { seat, .. }
            | Awaiting::FallenElf { seat }
            | Awaiting::Combat { seat }
            | Awaiting::Descend { seat }
            | Awaiting::Exit { seat }
            | Awaiting::Orient { seat }
            | Awaiting::Landing { seat }
            | Awaiting::Discard { seat }
            | Awaiting::Warning { seat, .. }
            | Awaiting::Fortune { seat, .. }
            | Awaiting::Breakout { seat }
            | Awaiting::Servant { seat }
            | Awaiting::WhichMonster { seat, .. }
            | Awaiting::Duel { seat }
            | Awaiting::Spoils { seat, .. }
            | Awaiting::LoseLoot { seat } => *seat,
        }
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
}

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
}

impl Game {
    pub fn new(seed: [u8; 32], settings: Settings) -> Game {
        let c = content();
        Game {
            dragon_chance: settings.dragon_start,
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
