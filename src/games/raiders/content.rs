//! The cards and the box of Dungeon Raiders, read from `templates/raiders.toml` (compiled in)
//! and parsed once. Card ids are positions in the deck that file builds.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The four kinds of item a player can hold (a hand counts them: `state::Items`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Item {
    Torch,
    CrystalBall,
    Key,
    Sword,
}

pub const ITEMS: [Item; 4] = [Item::Torch, Item::CrystalBall, Item::Key, Item::Sword];

/// A dungeon card: its position in the deck (0..30).
pub type CardId = u8;

/// Who a triggered trap affects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hits {
    MostTreasure,
    FewestWounds,
    Everyone,
}

/// Which card played sets a trap off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reads {
    Highest,
    Lowest,
}

/// What a trap takes away (treasure) or adds (wounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loses {
    Treasure,
    Wounds,
}

/// How much a triggered trap does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Fixed(u32),
    /// Half the treasure, or half the spaces left on the wound tracker, rounded down.
    Half,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    pub hits: Hits,
    pub reads: Reads,
    pub loses: Loses,
    /// For a highest card of 3, 4, 5, or a lowest card of 3, 2, 1.
    pub steps: [Step; 3],
}

impl Trap {
    /// What the trap does when the card it reads is `card`; `None`: not triggered.
    pub fn step(&self, card: u8) -> Option<Step> {
        let i = match self.reads {
            Reads::Highest => card.checked_sub(3)?,
            Reads::Lowest => 3u8.checked_sub(card)?,
        };
        self.steps.get(usize::from(i)).copied()
    }
}

/// What a vault gives for one power card value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gain {
    Item(Item),
    Coins(u32),
    Potion(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoomKind {
    Treasure,
    Monster,
    Trap,
    Vault,
}

pub const ROOM_KINDS: [RoomKind; 4] = [
    RoomKind::Treasure,
    RoomKind::Monster,
    RoomKind::Trap,
    RoomKind::Vault,
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Room {
    /// Strength for 3, 4 and 5 starting players, and the wounds dealt.
    Monster {
        strength: [u8; 3],
        wounds: u32,
    },
    /// The chests, most valuable first (one or two).
    Treasure {
        chests: Vec<u32>,
    },
    Trap(Trap),
    /// `items`: one of the vaults solitaire removes.
    Vault {
        gains: [Gain; 5],
        items: bool,
    },
}

impl Room {
    pub fn kind(&self) -> RoomKind {
        match self {
            Room::Monster { .. } => RoomKind::Monster,
            Room::Treasure { .. } => RoomKind::Treasure,
            Room::Trap(_) => RoomKind::Trap,
            Room::Vault { .. } => RoomKind::Vault,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The template's id (several copies share one): the key of its name and text.
    pub id: String,
    pub room: Room,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Numbers {
    pub levels: usize,
    pub rooms_per_level: usize,
    pub removed: usize,
    pub face_up: usize,
    pub power: Vec<u8>,
    pub items_per_kind: u8,
    pub death: u32,
    pub treasure_cap: u32,
    pub solo_treasure: u32,
    pub solo_removed: usize,
    pub attack_deck: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    pub id: String,
    pub treasure: u32,
    pub wounds: u32,
    pub items: Vec<Item>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub cards: Vec<Card>,
    pub characters: Vec<Character>,
    pub numbers: Numbers,
}

impl Content {
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[usize::from(id)]
    }

    pub fn room(&self, id: CardId) -> &Room {
        &self.card(id).room
    }

    /// The first card with this template id (tests and tools).
    pub fn named(&self, id: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|c| c.id == id)
            .map(|i| i as CardId)
    }

    /// Every card with this template id.
    pub fn copies(&self, id: &str) -> Vec<CardId> {
        (0..self.cards.len() as CardId)
            .filter(|&c| self.card(c).id == id)
            .collect()
    }
}

// ---- the file's shape ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(rename = "box")]
    numbers: Numbers,
    monster: Vec<MonsterDef>,
    treasure: Vec<TreasureDef>,
    trap: Vec<TrapDef>,
    vault: Vec<VaultDef>,
    character: Vec<CharacterDef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MonsterDef {
    id: String,
    copies: usize,
    strength: [u8; 3],
    wounds: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TreasureDef {
    id: String,
    copies: usize,
    chests: Vec<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TrapDef {
    id: String,
    copies: usize,
    hits: Hits,
    reads: Reads,
    loses: Loses,
    steps: [String; 3],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VaultDef {
    id: String,
    copies: usize,
    items: bool,
    gains: [String; 5],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CharacterDef {
    id: String,
    treasure: u32,
    wounds: u32,
    items: Vec<String>,
}

const RAIDERS: &str = include_str!("../../../templates/raiders.toml");

fn item(s: &str) -> Result<Item, String> {
    match s {
        "torch" => Ok(Item::Torch),
        "crystal-ball" => Ok(Item::CrystalBall),
        "key" => Ok(Item::Key),
        "sword" => Ok(Item::Sword),
        _ => Err(format!(
            "`{s}` is not an item (torch, crystal-ball, key, sword)"
        )),
    }
}

fn gain(s: &str) -> Result<Gain, String> {
    let number = |w: &str| {
        w.parse::<u32>()
            .map_err(|_| format!("`{s}`: `{w}` is not a number"))
    };
    match s.split_once(' ') {
        Some(("coins", n)) => Ok(Gain::Coins(number(n)?)),
        Some(("potion", n)) => Ok(Gain::Potion(number(n)?)),
        _ => item(s).map(Gain::Item),
    }
}

fn step(s: &str) -> Result<Step, String> {
    if s == "half" {
        return Ok(Step::Half);
    }
    s.parse()
        .map(Step::Fixed)
        .map_err(|_| format!("trap step `{s}`: a number or `half`"))
}

/// Parses a content file (the compiled-in one through `content()`).
pub fn parse(text: &str) -> Result<Content, String> {
    let f: File = toml::from_str(text).map_err(|e| format!("raiders.toml: {e}"))?;
    let mut cards = Vec::new();
    let mut push = |id: &str, copies: usize, room: Room| {
        for _ in 0..copies {
            cards.push(Card {
                id: id.to_string(),
                room: room.clone(),
            });
        }
    };
    for m in &f.monster {
        push(
            &m.id,
            m.copies,
            Room::Monster {
                strength: m.strength,
                wounds: m.wounds,
            },
        );
    }
    for t in &f.treasure {
        if t.chests.is_empty() || t.chests.len() > 2 || t.chests.windows(2).any(|w| w[0] < w[1]) {
            return Err(format!(
                "raiders.toml: treasure `{}`: one or two chests, most valuable first",
                t.id
            ));
        }
        push(
            &t.id,
            t.copies,
            Room::Treasure {
                chests: t.chests.clone(),
            },
        );
    }
    for t in &f.trap {
        let steps = [step(&t.steps[0])?, step(&t.steps[1])?, step(&t.steps[2])?];
        push(
            &t.id,
            t.copies,
            Room::Trap(Trap {
                hits: t.hits,
                reads: t.reads,
                loses: t.loses,
                steps,
            }),
        );
    }
    for v in &f.vault {
        let g = |i: usize| gain(&v.gains[i]).map_err(|e| format!("vault `{}`: {e}", v.id));
        let gains = [g(0)?, g(1)?, g(2)?, g(3)?, g(4)?];
        push(
            &v.id,
            v.copies,
            Room::Vault {
                gains,
                items: v.items,
            },
        );
    }
    let mut characters = Vec::new();
    for c in f.character {
        let items = c.items.iter().map(|s| item(s)).collect::<Result<_, _>>()?;
        characters.push(Character {
            id: c.id,
            treasure: c.treasure,
            wounds: c.wounds,
            items,
        });
    }
    let n = &f.numbers;
    if cards.len() != n.removed + n.levels * n.rooms_per_level {
        return Err(format!(
            "raiders.toml: {} dungeon cards, but {} removed and {} levels of {} rooms",
            cards.len(),
            n.removed,
            n.levels,
            n.rooms_per_level
        ));
    }
    if n.power.len() != n.rooms_per_level {
        return Err("raiders.toml: one power card per room of a level".into());
    }
    Ok(Content {
        cards,
        characters,
        numbers: f.numbers,
    })
}

/// The compiled-in content, parsed on first use.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| parse(RAIDERS).expect("templates/raiders.toml is valid"))
}
