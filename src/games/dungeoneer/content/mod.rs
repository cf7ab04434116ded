//! Our card set for Dungeoneer's rules (DUNGEONEER-DECK.md): 102 cards as data in
//! `templates/dungeoneer/` (compiled in), parsed once. The engine reads only the fields; each
//! card's text is rendered from them (`text`), in English and Spanish, so a text can never say
//! what its card does not do.

pub mod effect;
pub mod text;

#[cfg(test)]
mod checks;

pub use effect::{
    Amount, Effect, FeatureKind, Form, MapKind, MonsterKind, Op, Scope, Score, Stat, When, FORMS,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A name in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Texts {
    pub en: String,
    pub es: String,
}

impl Texts {
    pub fn get(&self, spanish: bool) -> &str {
        if spanish {
            &self.es
        } else {
            &self.en
        }
    }
}

/// A hero's Melee, Magic and Speed at one Level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scores {
    pub melee: u8,
    pub magic: u8,
    pub speed: u8,
}

impl Scores {
    pub fn get(&self, form: Form) -> u8 {
        match form {
            Form::Melee => self.melee,
            Form::Magic => self.magic,
            Form::Speed => self.speed,
        }
    }
    pub fn sum(&self) -> u8 {
        self.melee + self.magic + self.speed
    }
}

/// When a card (or an ability) may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    Dungeonlord,
    Hero,
    Response,
    Anytime,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Carry {
    pub boon: u8,
    pub treasure: u8,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    #[serde(default)]
    pub glory: u8,
}

/// What a card or an ability is aimed at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// The player's own hero.
    #[serde(rename = "self")]
    #[default]
    Own,
    /// An opponent's hero (Peril cards), or any hero.
    Hero,
    /// A monster attacking (or just attacked by) the player's hero.
    Monster,
    /// Every hero in a space.
    Space,
    /// A map card.
    Map,
    None,
}

/// A hero's special ability: a readied card of his own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub play: Play,
    #[serde(default)]
    pub cost: Cost,
    pub per_turn: u8,
    #[serde(default)]
    pub target: Target,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hero {
    pub id: String,
    pub name: Texts,
    pub race: Texts,
    pub class: Texts,
    pub life: u8,
    /// Levels 1, 2 and 3.
    pub levels: Vec<Scores>,
    pub carry: Carry,
    pub ability: Ability,
}

impl Hero {
    pub fn at(&self, level: u8) -> Scores {
        let i = usize::from(level.clamp(1, 3) - 1);
        self.levels[i.min(self.levels.len() - 1)]
    }
}

/// One side of a map card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Exit {
    Open,
    Locked { form: Form, threat: u8 },
    Trapped { form: Form, threat: u8 },
    Wall,
}

impl Exit {
    pub fn is_wall(self) -> bool {
        self == Exit::Wall
    }
}

/// A map card's exits as printed: north, east, south, west.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exits {
    pub n: Exit,
    pub e: Exit,
    pub s: Exit,
    pub w: Exit,
}

impl Exits {
    /// The exits in side order (north, east, south, west).
    pub fn all(&self) -> [Exit; 4] {
        [self.n, self.e, self.s, self.w]
    }
}

/// What stands in a space besides its exits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Feature {
    #[default]
    None,
    Pit {
        form: Form,
        threat: u8,
    },
    Spikes {
        form: Form,
        threat: u8,
    },
    Hazard {
        bonus: u8,
    },
    Sewer,
    Portal,
}

impl Feature {
    pub fn kind(self) -> Option<FeatureKind> {
        match self {
            Feature::None => None,
            Feature::Pit { .. } => Some(FeatureKind::Pit),
            Feature::Spikes { .. } => Some(FeatureKind::Spikes),
            Feature::Hazard { .. } => Some(FeatureKind::Hazard),
            Feature::Sewer => Some(FeatureKind::Sewer),
            Feature::Portal => Some(FeatureKind::Portal),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Realm {
    Dungeon,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapCard {
    pub id: String,
    pub name: Texts,
    pub kind: MapKind,
    pub realm: Realm,
    pub glory: u8,
    pub peril: u8,
    pub exits: Exits,
    #[serde(default)]
    pub feature: Feature,
    #[serde(default)]
    pub on_enter: Vec<Effect>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    Heroic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestType {
    Artifact,
    Chance,
    Effect,
    Escort,
    Sacrifice,
    Search,
    Slay,
    Threat,
}

/// A Chance quest's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Every die shows the same face.
    Same,
    /// The faces are consecutive values in some order.
    Run,
    /// The faces are exactly `faces`, in any order.
    Set,
    /// The total is at least `at_least`.
    Sum,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chance {
    pub dice: u8,
    pub pattern: Pattern,
    #[serde(default)]
    pub faces: Vec<u8>,
    #[serde(default)]
    pub at_least: u8,
}

impl Chance {
    /// Whether these dice meet the pattern.
    pub fn met(&self, dice: &[u8]) -> bool {
        let mut d = dice.to_vec();
        d.sort_unstable();
        match self.pattern {
            Pattern::Same => d.windows(2).all(|w| w[0] == w[1]),
            Pattern::Run => d.windows(2).all(|w| w[1] == w[0] + 1),
            Pattern::Set => {
                let mut f = self.faces.clone();
                f.sort_unstable();
                f == d
            }
            Pattern::Sum => {
                d.iter().map(|&x| u32::from(x)).sum::<u32>() >= u32::from(self.at_least)
            }
        }
    }

    /// The chance an attempt meets the pattern, counted over every throw.
    pub fn odds(&self) -> f64 {
        let n = u32::from(self.dice);
        let total = 6u32.pow(n);
        let met = (0..total)
            .filter(|&i| {
                let dice: Vec<u8> = (0..n).map(|k| (i / 6u32.pow(k) % 6) as u8 + 1).collect();
                self.met(&dice)
            })
            .count();
        met as f64 / f64::from(total)
    }
}

/// A quest's task (G33, G34): what completes it once the hero is in place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Task {
    /// Being there is enough (free).
    Arrive(bool),
    Threat {
        form: Score,
        number: u8,
        #[serde(default)]
        fail: Vec<Effect>,
    },
    Chance(Chance),
    /// Paid by the hero: `glory` (a loss), `wound`, `discard` or `movement` effects.
    Price(Vec<Effect>),
}

/// A Search quest's search (G34).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Search {
    pub on: MapKind,
    pub number: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quest {
    pub id: String,
    pub name: Texts,
    pub grade: Grade,
    #[serde(rename = "type")]
    pub kind: QuestType,
    #[serde(default)]
    pub locations: Vec<String>,
    #[serde(default)]
    pub task: Option<Task>,
    #[serde(default)]
    pub search: Option<Search>,
    #[serde(default)]
    pub monster: Option<Monster>,
    /// An Effect quest's binding while it is held (as Global: on every hero).
    #[serde(default)]
    pub ongoing: Vec<Effect>,
    /// Beside the Level; an Artifact's is one in-play `stat`.
    pub reward: Vec<Effect>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Boon,
    Treasure,
    Bane,
    Encounter,
}

impl Category {
    pub fn funding(self) -> Funding {
        match self {
            Category::Boon | Category::Treasure => Funding::Glory,
            Category::Bane | Category::Encounter => Funding::Peril,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subtype {
    Plain,
    Trap,
    Monster,
    Potion,
    Storage,
    Minion,
    Curse,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Funding {
    Glory,
    Peril,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    Instant,
    Permanent,
    Attachment,
    Monster,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttachTo {
    Hero,
    Treasure,
    Monster,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Weapon,
    Armour,
    Helm,
    Boots,
    Cloak,
}

/// A monster's paid special: once an attack, for `peril` more from the target's Peril.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Special {
    pub peril: u8,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Monster {
    pub kind: MonsterKind,
    pub life: u8,
    pub melee: u8,
    pub magic: u8,
    pub speed: u8,
    /// Forms with a standard attack symbol.
    pub attacks: Vec<Form>,
    /// Replaces the single wound of a hit.
    #[serde(default)]
    pub hit: Vec<Effect>,
    #[serde(default)]
    pub special: Option<Special>,
    /// Ops (or forms) it ignores.
    #[serde(default)]
    pub immune: Vec<String>,
}

impl Monster {
    pub fn score(&self, form: Form) -> u8 {
        match form {
            Form::Melee => self.melee,
            Form::Magic => self.magic,
            Form::Speed => self.speed,
        }
    }
    /// Its best standard attack.
    pub fn best_attack(&self) -> u8 {
        self.attacks
            .iter()
            .map(|&f| self.score(f))
            .max()
            .unwrap_or(0)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Adventure {
    pub id: String,
    pub name: Texts,
    pub category: Category,
    pub subtype: Subtype,
    pub funding: Funding,
    pub cost: u8,
    #[serde(default)]
    pub variable: bool,
    pub play: Play,
    pub duration: Duration,
    #[serde(default)]
    pub attach_to: Option<AttachTo>,
    #[serde(default)]
    pub upkeep: u8,
    #[serde(default)]
    pub slot: Option<Slot>,
    pub target: Target,
    #[serde(default)]
    pub effects: Vec<Effect>,
    #[serde(default)]
    pub monster: Option<Monster>,
}

/// The whole set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Set {
    pub heroes: Vec<Hero>,
    pub maps: Vec<MapCard>,
    pub quests: Vec<Quest>,
    pub adventures: Vec<Adventure>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HeroFile {
    hero: Vec<Hero>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    map: Vec<MapCard>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct QuestFile {
    quest: Vec<Quest>,
}
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AdventureFile {
    adventure: Vec<Adventure>,
}

pub const HEROES_TOML: &str = include_str!("../../../../templates/dungeoneer/heroes.toml");
pub const MAPS_TOML: &str = include_str!("../../../../templates/dungeoneer/maps.toml");
pub const QUESTS_TOML: &str = include_str!("../../../../templates/dungeoneer/quests.toml");
pub const ADVENTURES_TOML: &str = include_str!("../../../../templates/dungeoneer/adventures.toml");

impl Set {
    /// Parses the four files; an error names the file and what is wrong.
    pub fn parse(heroes: &str, maps: &str, quests: &str, adventures: &str) -> Result<Set, String> {
        let heroes: HeroFile = toml::from_str(heroes).map_err(|e| format!("heroes.toml: {e}"))?;
        let maps: MapFile = toml::from_str(maps).map_err(|e| format!("maps.toml: {e}"))?;
        let quests: QuestFile = toml::from_str(quests).map_err(|e| format!("quests.toml: {e}"))?;
        let adventures: AdventureFile =
            toml::from_str(adventures).map_err(|e| format!("adventures.toml: {e}"))?;
        Ok(Set {
            heroes: heroes.hero,
            maps: maps.map,
            quests: quests.quest,
            adventures: adventures.adventure,
        })
    }

    pub fn hero(&self, i: HeroId) -> &Hero {
        &self.heroes[usize::from(i)]
    }
    pub fn map(&self, i: MapId) -> &MapCard {
        &self.maps[usize::from(i)]
    }
    pub fn quest(&self, i: QuestId) -> &Quest {
        &self.quests[usize::from(i)]
    }
    pub fn adventure(&self, i: CardId) -> &Adventure {
        &self.adventures[usize::from(i)]
    }
    /// The map card with this data id.
    pub fn map_named(&self, id: &str) -> Option<MapId> {
        self.maps
            .iter()
            .position(|m| m.id == id)
            .map(|i| i as MapId)
    }
    /// The Entrance's position in the map list.
    pub fn entrance(&self) -> MapId {
        self.maps
            .iter()
            .position(|m| m.kind == MapKind::Entrance)
            .expect("the set has an Entrance") as MapId
    }
}

/// Positions in the set's lists (stable: the data files' order).
pub type HeroId = u8;
pub type MapId = u8;
pub type QuestId = u8;
pub type CardId = u8;

/// The set compiled into the bot, parsed once.
pub fn set() -> &'static Set {
    static SET: OnceLock<Set> = OnceLock::new();
    SET.get_or_init(|| {
        Set::parse(HEROES_TOML, MAPS_TOML, QUESTS_TOML, ADVENTURES_TOML)
            .unwrap_or_else(|e| panic!("templates/dungeoneer: {e}"))
    })
}
