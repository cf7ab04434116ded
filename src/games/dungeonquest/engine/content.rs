//! The game's content (chamber tiles, decks, heroes, runes), read from `templates/` at compile
//! time and parsed once. Everything the engine knows about a card or tile comes from here.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What stands on one side of a chamber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SideKind {
    Open,
    Wall,
    Door,
    Portcullis,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChamberKind {
    DungeonRoom,
    Corridor,
    Portcullis,
    CatacombEntrance,
    RotatingRoom,
    TrapRoom,
    Bridge,
    Darkness,
    CaveIn,
    BottomlessPit,
    Chasm,
    SpiderWeb,
}

/// A side named from the point of view of a hero stepping in over the entry arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rel {
    Entry,
    Left,
    Right,
    Ahead,
}

/// Special furniture of a tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Feature {
    #[default]
    None,
    /// A bridge or rubble running from the entry side to the side ahead.
    Span,
    /// A fissure leaving entry+left on one side.
    FissureLeft,
    /// A fissure leaving entry+right on one side.
    FissureRight,
}

#[derive(Clone, Debug, Deserialize)]
pub struct KindDef {
    pub name: String,
    pub glyph: String,
    pub search: bool,
    pub text: String,
}

fn open() -> SideKind {
    SideKind::Open
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileDef {
    pub kind: ChamberKind,
    pub count: u32,
    #[serde(default = "open")]
    pub entry: SideKind,
    #[serde(default = "open")]
    pub left: SideKind,
    #[serde(default = "open")]
    pub right: SideKind,
    #[serde(default = "open")]
    pub ahead: SideKind,
    #[serde(default)]
    pub feature: Feature,
    pub darkness: Option<[Rel; 6]>,
}

impl TileDef {
    pub fn side(&self, rel: Rel) -> SideKind {
        match rel {
            Rel::Entry => self.entry,
            Rel::Left => self.left,
            Rel::Right => self.right,
            Rel::Ahead => self.ahead,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Door,
    Trap,
    Dungeon,
    Search,
    Crypt,
    Corpse,
    Treasure,
    Catacomb,
}

impl Deck {
    pub const ALL: [Deck; 8] = [
        Deck::Door,
        Deck::Trap,
        Deck::Dungeon,
        Deck::Search,
        Deck::Crypt,
        Deck::Corpse,
        Deck::Treasure,
        Deck::Catacomb,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Deck::Door => "Door",
            Deck::Trap => "Trap",
            Deck::Dungeon => "Dungeon",
            Deck::Search => "Search",
            Deck::Crypt => "Crypt",
            Deck::Corpse => "Corpse",
            Deck::Treasure => "Treasure",
            Deck::Catacomb => "Catacomb",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Event,
    Loot,
    Threat,
    Trap,
    Monster,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    Nothing,
    Loot,
    Potion,
    BottleImp,
    Test,
    Curse,
    Wounds,
    Draw,
    Offer,
    SecretDoor,
    PassageDown,
    LoseTurn,
    Shuffle,
    DoorOpens,
    DoorJammed,
    DoorTrap,
    Monster,
    FallenElf,
    /// Catacombs: a way up (resurface now, or press on).
    Exit,
    /// Loot valued at the end of the game: 2d6 x 100.
    Chest,
    /// `wounds` minus Armor, at least 1.
    Smash,
    /// Plain wounds; the card is kept and no healing works until the hero resurfaces.
    Vampire,
    /// Plain wounds, then a Loot card of the hero's choice is lost.
    Grab,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attr {
    Strength,
    Agility,
    Armor,
    Luck,
}

impl Attr {
    pub fn name(self) -> &'static str {
        match self {
            Attr::Strength => "Strength",
            Attr::Agility => "Agility",
            Attr::Armor => "Armor",
            Attr::Luck => "Luck",
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: String,
    pub deck: Deck,
    pub name: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    pub count: u32,
    pub text: String,
    pub effect: Effect,
    pub attr: Option<Attr>,
    pub wounds: Option<u8>,
    pub wound_dice: Option<u8>,
    pub value: Option<u32>,
    pub draws: Option<Deck>,
    #[serde(default)]
    pub keep_until_passed: bool,
    #[serde(default)]
    pub lose_turn_on_fail: bool,
    #[serde(default)]
    pub halve_on_pass: bool,
    /// Wounds taken even when the test is passed.
    pub wounds_on_pass: Option<u8>,
    /// Failing the test costs the most valuable Loot card.
    #[serde(default)]
    pub lose_best_on_fail: bool,
    /// The monster a `monster` card brings (a monster id from monsters.toml).
    pub monster: Option<String>,
}

impl CardDef {
    pub fn is_loot(&self) -> bool {
        self.card_type == CardType::Loot
    }
    pub fn value(&self) -> u32 {
        self.value.unwrap_or(0)
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeroDef {
    pub id: String,
    pub name: String,
    pub short: String,
    pub glyph: String,
    pub life: u8,
    pub strength: u8,
    pub agility: u8,
    pub armor: u8,
    pub luck: u8,
    pub ability: String,
    /// How the texts speak of the hero: "he" or "she".
    pub pronoun: String,
}

impl HeroDef {
    /// "he" or "she".
    pub fn he(&self) -> &str {
        &self.pronoun
    }
    /// "his" or "her".
    pub fn his(&self) -> &str {
        if self.pronoun == "she" {
            "her"
        } else {
            "his"
        }
    }
    pub fn attr(&self, a: Attr) -> u8 {
        match a {
            Attr::Strength => self.strength,
            Attr::Agility => self.agility,
            Attr::Armor => self.armor,
            Attr::Luck => self.luck,
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MonsterDef {
    pub id: String,
    pub name: String,
    pub letter: String,
    pub glyph: String,
    /// The life values of its four tokens.
    pub lives: [u8; 4],
    /// Escape chance in percent: a d100 at or below it escapes.
    pub escape: u8,
    pub escape_damage: u8,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuneDef {
    pub id: String,
    pub name: String,
    pub text: String,
    /// When it may be used, for the answer when it cannot be used now.
    pub when: String,
}

pub type TileId = u8;
pub type CardId = u16;
pub type HeroId = u8;
pub type RuneId = u8;
pub type MonsterId = u8;
/// A monster token: `MonsterId * 4 + n` for the n-th token of that monster.
pub type TokenId = u8;

/// All content, indexed. Ids are positions in these vectors, fixed by the template files.
#[derive(Debug)]
pub struct Content {
    pub kinds: BTreeMap<ChamberKind, KindDef>,
    pub tiles: Vec<TileDef>,
    pub cards: Vec<CardDef>,
    pub heroes: Vec<HeroDef>,
    pub runes: Vec<RuneDef>,
    pub monsters: Vec<MonsterDef>,
}

#[derive(Deserialize)]
struct ChambersFile {
    kinds: BTreeMap<ChamberKind, KindDef>,
    tiles: Vec<TileDef>,
}
#[derive(Deserialize)]
struct CardsFile {
    cards: Vec<CardDef>,
}
#[derive(Deserialize)]
struct HeroesFile {
    heroes: Vec<HeroDef>,
}
#[derive(Deserialize)]
struct RunesFile {
    runes: Vec<RuneDef>,
}
#[derive(Deserialize)]
struct MonstersFile {
    monsters: Vec<MonsterDef>,
}

const CHAMBERS: &str = include_str!("../../../../templates/chambers.toml");
const DECKS: &str = include_str!("../../../../templates/decks.toml");
const TREASURE: &str = include_str!("../../../../templates/treasure.toml");
const HEROES: &str = include_str!("../../../../templates/heroes.toml");
const RUNES: &str = include_str!("../../../../templates/runes.toml");
const MONSTERS: &str = include_str!("../../../../templates/monsters.toml");

impl Content {
    fn parse() -> Result<Content, String> {
        let ch: ChambersFile =
            toml::from_str(CHAMBERS).map_err(|e| format!("chambers.toml: {e}"))?;
        let mut cards: CardsFile = toml::from_str(DECKS).map_err(|e| format!("decks.toml: {e}"))?;
        let tr: CardsFile = toml::from_str(TREASURE).map_err(|e| format!("treasure.toml: {e}"))?;
        cards.cards.extend(tr.cards);
        let heroes: HeroesFile = toml::from_str(HEROES).map_err(|e| format!("heroes.toml: {e}"))?;
        let runes: RunesFile = toml::from_str(RUNES).map_err(|e| format!("runes.toml: {e}"))?;
        let monsters: MonstersFile =
            toml::from_str(MONSTERS).map_err(|e| format!("monsters.toml: {e}"))?;
        let c = Content {
            kinds: ch.kinds,
            tiles: ch.tiles,
            cards: cards.cards,
            heroes: heroes.heroes,
            runes: runes.runes,
            monsters: monsters.monsters,
        };
        c.validate()?;
        Ok(c)
    }

    fn validate(&self) -> Result<(), String> {
        for t in &self.tiles {
            if !self.kinds.contains_key(&t.kind) {
                return Err(format!("tile kind {:?} has no [kinds] entry", t.kind));
            }
            if (t.kind == ChamberKind::Darkness) != t.darkness.is_some() {
                return Err("only Chambers of Darkness carry a darkness table".into());
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for c in &self.cards {
            if !seen.insert(c.id.as_str()) {
                return Err(format!("card id {} appears twice", c.id));
            }
            let needs_attr = matches!(c.effect, Effect::Test | Effect::Curse);
            if needs_attr != c.attr.is_some() {
                return Err(format!("card {}: attr goes with test and curse only", c.id));
            }
            if matches!(c.effect, Effect::Draw | Effect::Offer) != c.draws.is_some() {
                return Err(format!(
                    "card {}: draws goes with draw and offer only",
                    c.id
                ));
            }
            if c.effect == Effect::Test && c.wounds.is_none() && c.wound_dice.is_none() {
                return Err(format!("card {}: a test needs wounds or wound_dice", c.id));
            }
            if (c.effect == Effect::Monster)
                != c.monster
                    .as_deref()
                    .is_some_and(|m| self.monster_by_id(m).is_some())
            {
                return Err(format!(
                    "card {}: a monster card names a known monster",
                    c.id
                ));
            }
            if (c.card_type == CardType::Loot)
                != matches!(
                    c.effect,
                    Effect::Loot | Effect::Potion | Effect::BottleImp | Effect::Chest
                )
            {
                return Err(format!(
                    "card {}: loot type and loot effect go together",
                    c.id
                ));
            }
        }
        if self.monsters.len() != 5 {
            return Err("there must be five monsters".into());
        }
        if self.heroes.len() != 6 {
            return Err("there must be six heroes".into());
        }
        if let Some(h) = self
            .heroes
            .iter()
            .find(|h| !matches!(h.pronoun.as_str(), "he" | "she"))
        {
            return Err(format!("hero {}: pronoun must be \"he\" or \"she\"", h.id));
        }
        Ok(())
    }

    pub fn kind(&self, k: ChamberKind) -> &KindDef {
        &self.kinds[&k]
    }
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.cards[id as usize]
    }
    pub fn hero(&self, id: HeroId) -> &HeroDef {
        &self.heroes[id as usize]
    }
    pub fn tile(&self, id: TileId) -> &TileDef {
        &self.tiles[id as usize]
    }
    pub fn monster(&self, id: MonsterId) -> &MonsterDef {
        &self.monsters[id as usize]
    }
    pub fn monster_by_id(&self, id: &str) -> Option<MonsterId> {
        self.monsters
            .iter()
            .position(|m| m.id == id)
            .map(|i| i as MonsterId)
    }
    /// The monster a token belongs to, and its life value.
    pub fn token(&self, t: TokenId) -> (MonsterId, u8) {
        let m = t / 4;
        (m, self.monster(m).lives[(t % 4) as usize])
    }
    /// The monster a card brings.
    pub fn card_monster(&self, c: CardId) -> Option<MonsterId> {
        self.card(c)
            .monster
            .as_deref()
            .and_then(|m| self.monster_by_id(m))
    }
    pub fn rune_by_id(&self, id: &str) -> Option<RuneId> {
        self.runes
            .iter()
            .position(|r| r.id == id)
            .map(|i| i as RuneId)
    }
    /// A rune by name, in any case ("Rune of Fury", "fury").
    pub fn find_rune(&self, name: &str) -> Option<RuneId> {
        let n = name.trim().to_lowercase();
        let n = n.strip_prefix("rune of ").unwrap_or(&n).trim();
        self.runes
            .iter()
            .position(|r| r.id == n || r.name.to_lowercase() == n)
            .map(|i| i as RuneId)
    }
    pub fn card_by_id(&self, id: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|c| c.id == id)
            .map(|i| i as CardId)
    }

    /// The full stockpile, one entry per physical tile, in canonical (template) order.
    pub fn full_stockpile(&self) -> Vec<TileId> {
        let mut v = Vec::new();
        for (i, t) in self.tiles.iter().enumerate() {
            for _ in 0..t.count {
                v.push(i as TileId);
            }
        }
        v
    }

    /// A full deck, one entry per physical card, in canonical (template) order.
    pub fn full_deck(&self, deck: Deck) -> Vec<CardId> {
        let mut v = Vec::new();
        for (i, c) in self.cards.iter().enumerate() {
            if c.deck == deck {
                for _ in 0..c.count {
                    v.push(i as CardId);
                }
            }
        }
        v
    }

    /// A hero by name: case-insensitive, the first name is enough, and so is the start of a
    /// name (three letters at least) that only one hero's name starts with (`krutz`).
    pub fn find_hero(&self, name: &str) -> Option<HeroId> {
        let n = name.trim().to_lowercase();
        if n.is_empty() {
            return None;
        }
        let whole = self.heroes.iter().position(|h| {
            h.id == n
                || h.name.to_lowercase() == n
                || h.short.to_lowercase() == n
                || h.name.to_lowercase().split_whitespace().any(|w| w == n)
        });
        if whole.is_some() || n.chars().count() < 3 {
            return whole.map(|i| i as HeroId);
        }
        let starts: Vec<usize> = (0..self.heroes.len())
            .filter(|&i| {
                let h = &self.heroes[i];
                h.id.starts_with(&n)
                    || h.name.to_lowercase().starts_with(&n)
                    || h.name
                        .to_lowercase()
                        .split_whitespace()
                        .any(|w| w.starts_with(&n))
            })
            .collect();
        match starts.as_slice() {
            [one] => Some(*one as HeroId),
            _ => None,
        }
    }
}

static CONTENT: OnceLock<Content> = OnceLock::new();

/// The game's content. The templates are compiled in, and a unit test parses them, so a
/// broken template fails the build's tests rather than a running bot.
pub fn content() -> &'static Content {
    CONTENT.get_or_init(|| match Content::parse() {
        Ok(c) => c,
        Err(e) => panic!("templates are invalid: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// p24: the start of a name finds its hero when only one name starts so.
    #[test]
    fn a_hero_is_found_by_the_start_of_his_name() {
        let c = content();
        let id = |n: &str| c.find_hero(n).map(|h| c.heroes[h as usize].id.clone());
        assert_eq!(id("krutz").as_deref(), Some("krutzbeck"));
        assert_eq!(id("Tati").as_deref(), Some("tatianna"));
        assert_eq!(id("glorious").as_deref(), Some("hugo"));
        assert_eq!(id("kr"), None, "too short to tell");
        assert_eq!(id("glenn"), None);
    }

    #[test]
    fn templates_parse_and_match_content_md() {
        let c = content();
        assert_eq!(c.full_stockpile().len(), 117);
        let per_kind = |k: ChamberKind| {
            c.tiles
                .iter()
                .filter(|t| t.kind == k)
                .map(|t| t.count)
                .sum::<u32>()
        };
        assert_eq!(per_kind(ChamberKind::DungeonRoom), 60);
        assert_eq!(per_kind(ChamberKind::Corridor), 14);
        assert_eq!(per_kind(ChamberKind::Portcullis), 10);
        assert_eq!(per_kind(ChamberKind::CatacombEntrance), 6);
        assert_eq!(per_kind(ChamberKind::RotatingRoom), 5);
        assert_eq!(per_kind(ChamberKind::TrapRoom), 5);
        assert_eq!(per_kind(ChamberKind::Bridge), 4);
        assert_eq!(per_kind(ChamberKind::Darkness), 4);
        assert_eq!(per_kind(ChamberKind::CaveIn), 4);
        assert_eq!(per_kind(ChamberKind::BottomlessPit), 2);
        assert_eq!(per_kind(ChamberKind::Chasm), 2);
        assert_eq!(per_kind(ChamberKind::SpiderWeb), 1);
        assert_eq!(c.full_deck(Deck::Door).len(), 15);
        assert_eq!(c.full_deck(Deck::Trap).len(), 15);
        assert_eq!(c.full_deck(Deck::Dungeon).len(), 50);
        assert_eq!(c.full_deck(Deck::Search).len(), 30);
        assert_eq!(c.full_deck(Deck::Crypt).len(), 15);
        assert_eq!(c.full_deck(Deck::Corpse).len(), 15);
        let ambushes: Vec<_> = c
            .cards
            .iter()
            .filter(|x| x.id.starts_with("ambush_"))
            .collect();
        assert_eq!(ambushes.len(), 5, "one Ambush per monster");
        assert_eq!(c.monsters.len(), 5);
        assert_eq!(c.token(0), (0, 2));
        assert_eq!(c.token(19), (4, 8));
        assert_eq!(c.full_deck(Deck::Treasure).len(), 32);
        assert_eq!(c.runes.len(), 12);
        let catacomb = c.full_deck(Deck::Catacomb);
        assert_eq!(catacomb.len(), 40);
        let count = |e: Effect| catacomb.iter().filter(|&&x| c.card(x).effect == e).count();
        assert_eq!(count(Effect::Exit), 8, "6 Exit and 2 Hole in the Roof");
        assert_eq!(count(Effect::Chest), 2);
    }

    #[test]
    fn heroes_are_found_by_first_name_in_any_case() {
        let c = content();
        assert_eq!(c.hero(c.find_hero("CHALLARA").unwrap()).short, "Challara");
        assert_eq!(c.hero(c.find_hero("hugo").unwrap()).short, "Hugo");
        assert_eq!(
            c.hero(c.find_hero("Brother Gherinn").unwrap()).short,
            "Gherinn"
        );
        assert!(c.find_hero("Glenn").is_none());
    }

    #[test]
    fn every_glyph_is_one_code_point() {
        let c = content();
        for k in c.kinds.values() {
            assert_eq!(k.glyph.chars().count(), 1, "{}", k.name);
        }
        for h in &c.heroes {
            assert_eq!(h.glyph.chars().count(), 1, "{}", h.name);
        }
        for m in &c.monsters {
            assert_eq!(m.glyph.chars().count(), 1, "{}", m.name);
            let ch = m.glyph.chars().next().unwrap();
            assert!(
                !('\u{1F1E6}'..='\u{1F1FF}').contains(&ch),
                "no regional indicators"
            );
        }
    }
}
