//! The closed vocabulary every card's effects are written in (DUNGEONEER-DECK.md §4). A card
//! does only what these words say; no card has code of its own.

use serde::de::{Deserializer, Error as _};
use serde::{Deserialize, Serialize};

/// A form of combat, and the hero score a Threat of that form adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    Melee,
    Magic,
    Speed,
}

pub const FORMS: [Form; 3] = [Form::Melee, Form::Magic, Form::Speed];

/// What a Threat adds to its die: a form's score, or the hero's Life or Level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Score {
    Melee,
    Magic,
    Speed,
    Life,
    Level,
}

impl From<Form> for Score {
    fn from(f: Form) -> Score {
        match f {
            Form::Melee => Score::Melee,
            Form::Magic => Score::Magic,
            Form::Speed => Score::Speed,
        }
    }
}

impl Score {
    pub fn form(self) -> Option<Form> {
        match self {
            Score::Melee => Some(Form::Melee),
            Score::Magic => Some(Form::Magic),
            Score::Speed => Some(Form::Speed),
            Score::Life | Score::Level => None,
        }
    }
}

/// The scores a `stat` effect may change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Melee,
    Magic,
    Speed,
    CarryBoon,
    CarryTreasure,
    Pack,
}

/// The rolls a `roll` or `reroll` effect works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollKind {
    Attack,
    Counter,
    Threat,
    Search,
    Chance,
}

/// The closed list of monster kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MonsterKind {
    Undead,
    Demon,
    Beast,
    Vermin,
    Brute,
    Spirit,
}

pub const MONSTER_KINDS: [MonsterKind; 6] = [
    MonsterKind::Undead,
    MonsterKind::Demon,
    MonsterKind::Beast,
    MonsterKind::Vermin,
    MonsterKind::Brute,
    MonsterKind::Spirit,
];

/// The kind of a map card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MapKind {
    Entrance,
    Passage,
    GrimPassage,
    Room,
}

impl MapKind {
    /// A grim passage is a passage in every rule (G6).
    pub fn is_passage(self) -> bool {
        matches!(self, MapKind::Passage | MapKind::GrimPassage)
    }
    /// Whether a space of this kind counts as `wanted` (a grim passage is a passage).
    pub fn counts_as(self, wanted: MapKind) -> bool {
        self == wanted || (wanted == MapKind::Passage && self.is_passage())
    }
}

/// The feature kinds a map card may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FeatureKind {
    Pit,
    Spikes,
    Hazard,
    Sewer,
    Portal,
}

/// Whose Glory or Peril an effect changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    /// The player who controls the card.
    #[default]
    You,
    /// The card's target hero.
    Target,
}

/// Who a Threat strikes: the card's target, or every hero in the space (each rolls alone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    #[default]
    Target,
    Space,
}

/// What a `draw` or `discard` moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum What {
    #[default]
    Hand,
    Treasure,
    Boon,
    Attachment,
    Pack,
    /// A monster in combat (or the one the card targets).
    Monster,
}

/// Who picks the card a `discard` takes, or the place a `warp` goes to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chooser {
    /// The hero's own player.
    #[default]
    Owner,
    /// The player of the card.
    You,
    /// The game's stream.
    Random,
}

/// Where a `warp` sends a hero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WarpTo {
    Adjacent,
    Within,
    Entrance,
    Kind,
}

/// The Threat numbers a `threat_mod` changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Exit,
    Trap,
    Pit,
    Spikes,
    Quest,
}

/// How long an effect lasts (rule 3 of §4): each nests inside the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    Roll,
    Combat,
    Turn,
    InPlay,
}

/// The conditions an effect may carry; all given ones must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct When {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub space: Option<MapKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feature: Option<FeatureKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<MonsterKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<Form>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tipped: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wounded: Option<bool>,
}

impl When {
    pub fn is_empty(&self) -> bool {
        *self == When::default()
    }
}

/// A number an effect uses: `amount`, plus `per` for each "#" paid (at most `max`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Amount {
    pub amount: i8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u8>,
}

impl Amount {
    /// The value once `extra` has been paid for "#".
    pub fn value(&self, extra: u8) -> i32 {
        let add = self.per.map_or(0, |per| i32::from(per) * i32::from(extra));
        let v = i32::from(self.amount) + add;
        match self.max {
            Some(m) => v.min(i32::from(m)),
            None => v,
        }
    }
    pub fn is_variable(&self) -> bool {
        self.per.is_some()
    }
}

/// One effect: what it does (`op`), how long it lasts and when it applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Effect {
    #[serde(flatten)]
    pub op: Op,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scope: Option<Scope>,
    #[serde(skip_serializing_if = "When::is_empty")]
    pub when: When,
}

/// What an effect does: the closed list of §4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Op {
    Stat {
        stat: Stat,
        amount: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    Roll {
        roll: RollKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        form: Option<Form>,
        amount: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    Reroll {
        roll: RollKind,
    },
    Threat {
        form: Score,
        number: u8,
        #[serde(default)]
        pass: Vec<Effect>,
        #[serde(default)]
        fail: Vec<Effect>,
        #[serde(default)]
        who: Who,
    },
    Wound {
        amount: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    Heal {
        amount: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    Movement {
        amount: i8,
    },
    Glory {
        amount: i8,
        #[serde(default)]
        whose: Whose,
    },
    Peril {
        amount: i8,
        #[serde(default)]
        whose: Whose,
    },
    Draw {
        amount: i8,
    },
    Discard {
        what: What,
        #[serde(default = "one")]
        amount: i8,
        #[serde(default)]
        chooser: Chooser,
    },
    Cancel {},
    Return {},
    Warp {
        to: WarpTo,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        within: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<MapKind>,
        #[serde(default)]
        chooser: Chooser,
    },
    Shift {
        within: u8,
    },
    Tip {},
    Untip {},
    Drain {
        amount: i8,
    },
    Minion {
        max_life: u8,
    },
    Immune {
        to: Vec<String>,
    },
    ThreatMod {
        source: Source,
        amount: i8,
    },
    MonsterMod {
        kind: MonsterKind,
        stat: Form,
        amount: i8,
    },
}

fn one() -> i8 {
    1
}

impl Op {
    /// The op's name as written in the data.
    pub fn name(&self) -> &'static str {
        match self {
            Op::Stat { .. } => "stat",
            Op::Roll { .. } => "roll",
            Op::Reroll { .. } => "reroll",
            Op::Threat { .. } => "threat",
            Op::Wound { .. } => "wound",
            Op::Heal { .. } => "heal",
            Op::Movement { .. } => "movement",
            Op::Glory { .. } => "glory",
            Op::Peril { .. } => "peril",
            Op::Draw { .. } => "draw",
            Op::Discard { .. } => "discard",
            Op::Cancel {} => "cancel",
            Op::Return {} => "return",
            Op::Warp { .. } => "warp",
            Op::Shift { .. } => "shift",
            Op::Tip {} => "tip",
            Op::Untip {} => "untip",
            Op::Drain { .. } => "drain",
            Op::Minion { .. } => "minion",
            Op::Immune { .. } => "immune",
            Op::ThreatMod { .. } => "threat_mod",
            Op::MonsterMod { .. } => "monster_mod",
        }
    }

    /// The amount with its "#" part, for the ops that carry one.
    pub fn amount(&self) -> Option<Amount> {
        match *self {
            Op::Stat {
                amount, per, max, ..
            }
            | Op::Roll {
                amount, per, max, ..
            }
            | Op::Wound { amount, per, max }
            | Op::Heal { amount, per, max } => Some(Amount { amount, per, max }),
            Op::Movement { amount }
            | Op::Glory { amount, .. }
            | Op::Peril { amount, .. }
            | Op::Draw { amount }
            | Op::Discard { amount, .. }
            | Op::Drain { amount }
            | Op::ThreatMod { amount, .. }
            | Op::MonsterMod { amount, .. } => Some(Amount {
                amount,
                per: None,
                max: None,
            }),
            _ => None,
        }
    }
}

/// Every op name of §4, in its order.
pub const OPS: [&str; 22] = [
    "stat",
    "roll",
    "reroll",
    "threat",
    "wound",
    "heal",
    "movement",
    "glory",
    "peril",
    "draw",
    "discard",
    "cancel",
    "return",
    "warp",
    "shift",
    "tip",
    "untip",
    "drain",
    "minion",
    "immune",
    "threat_mod",
    "monster_mod",
];

impl<'de> Deserialize<'de> for Effect {
    /// `scope` and `when` are read beside the op; every other key belongs to the op, whose
    /// variants refuse a key they do not know (a misspelt parameter is an error, not a no-op).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Effect, D::Error> {
        let mut table = toml::Table::deserialize(d)?;
        let scope = match table.remove("scope") {
            Some(v) => Some(Scope::deserialize(v).map_err(D::Error::custom)?),
            None => None,
        };
        let when = match table.remove("when") {
            Some(v) => When::deserialize(v).map_err(D::Error::custom)?,
            None => When::default(),
        };
        let op = Op::deserialize(toml::Value::Table(table)).map_err(D::Error::custom)?;
        Ok(Effect { op, scope, when })
    }
}

impl Effect {
    /// Every effect inside this one (a Threat's pass and fail), this one first.
    pub fn walk(&self) -> Vec<&Effect> {
        let mut all = vec![self];
        if let Op::Threat { pass, fail, .. } = &self.op {
            for e in pass.iter().chain(fail) {
                all.extend(e.walk());
            }
        }
        all
    }
}
