//! The game's content as a player may name it in a command: in English, or in Spanish as
//! `locales/es/*.ftl` names it (runes, Loot cards, monsters, help topics), in any case and
//! with accents optional. The engine matches English names, so a Spanish name is turned into
//! its English twin here.

use std::sync::OnceLock;

use crate::games::dungeonquest::engine::content::{content, CardDef, ChamberKind, Deck, RuneId};
use crate::lang::{self, fold_accents, Lang};

/// The Spanish text of a content id, lower-cased and without accents (`None` if the Spanish
/// files lack it).
fn spanish(id: &str) -> Option<String> {
    lang::has(Lang::Es, id).then(|| fold_accents(&lang::text(Lang::Es, id, &[]).to_lowercase()))
}

/// A content id as a Fluent id: `fallen_druid` → `monster-fallen-druid`. Render names the
/// content through the same ids.
pub fn fluent_id(prefix: &str, id: &str) -> String {
    format!("{prefix}-{}", id.replace('_', "-"))
}

/// A chamber kind's Fluent id: `DungeonRoom` → `chamber-dungeon-room`.
pub fn chamber_fluent_id(kind: ChamberKind) -> String {
    format!("chamber-{}", kebab(&format!("{kind:?}")))
}

/// `DungeonRoom` → `dungeon-room`: a variant's name as the Fluent ids spell it.
pub fn kebab(debug: &str) -> String {
    let mut out = String::new();
    for (i, c) in debug.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// A card's Fluent id: `treasure-...` for the Treasure deck, `card-...` for every other.
pub fn card_fluent_id(c: &CardDef) -> String {
    let prefix = if c.deck == Deck::Treasure {
        "treasure"
    } else {
        "card"
    };
    fluent_id(prefix, &c.id)
}

/// Every rune's Spanish name, in content order.
fn spanish_runes() -> &'static [Option<String>] {
    static RUNES: OnceLock<Vec<Option<String>>> = OnceLock::new();
    RUNES.get_or_init(|| {
        content()
            .runes
            .iter()
            .map(|r| spanish(&fluent_id("rune", &r.id)))
            .collect()
    })
}

/// Every card's Spanish name with its English name (lower case), in content order.
fn spanish_cards() -> &'static [(String, String)] {
    static CARDS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    CARDS.get_or_init(|| {
        content()
            .cards
            .iter()
            .filter_map(|c| Some((spanish(&card_fluent_id(c))?, c.name.to_lowercase())))
            .collect()
    })
}

/// Every monster's Spanish name, in content order.
fn spanish_monsters() -> &'static [Option<String>] {
    static MONSTERS: OnceLock<Vec<Option<String>>> = OnceLock::new();
    MONSTERS.get_or_init(|| {
        content()
            .monsters
            .iter()
            .map(|m| spanish(&fluent_id("monster", &m.id)))
            .collect()
    })
}

/// A rune by its English or Spanish name (`name` in lower case, `rune of`/`runa de` gone).
pub(super) fn rune(name: &str) -> Option<RuneId> {
    content().find_rune(name).or_else(|| {
        let n = fold_accents(name.trim());
        spanish_runes()
            .iter()
            .position(|r| r.as_deref() == Some(n.as_str()))
            .map(|i| i as RuneId)
    })
}

/// A monster's token letter in the current language (`E` for the Esqueleto in Spanish, a
/// `.letter` in `monsters.ftl`), else the English one (`S`, `F`...): `monster` reads both.
pub fn monster_letter(m: u8) -> String {
    let def = content().monster(m);
    lang::attribute(lang::current(), &fluent_id("monster", &def.id), "letter")
        .unwrap_or_else(|| def.letter.clone())
}

/// A monster by letter, English id or name word, or a word of its Spanish name
/// (`esqueleto`, `druida`, `abominacion`); `w` is lower case without accents.
pub(super) fn monster(w: &str) -> Option<u8> {
    let c = content();
    let english = c.monsters.iter().position(|m| {
        m.letter.eq_ignore_ascii_case(w)
            || m.id == w
            || m.name.to_lowercase().split_whitespace().any(|x| x == w)
    });
    english
        .or_else(|| {
            // A Spanish token letter (`e` for the Esqueleto).
            c.monsters.iter().position(|m| {
                lang::attribute(Lang::Es, &fluent_id("monster", &m.id), "letter")
                    .is_some_and(|l| l.eq_ignore_ascii_case(w))
            })
        })
        .or_else(|| {
            spanish_monsters().iter().position(|name| {
                name.as_deref().is_some_and(|n| {
                    n.split_whitespace()
                        .any(|x| x == w && !matches!(x, "de" | "del" | "la" | "el"))
                        // The Druida caído's old Spanish name.
                        || (w == "abismo" && n == "druida caido")
                })
            })
        })
        .map(|i| i as u8)
}

/// The name of a Loot card as the engine reads it (its English name, or the start of it).
/// `typed` (lower case, accents as typed) is kept if it is, or begins, an English card name;
/// a Spanish name, whole or the start of only one card's name, becomes that card's English
/// name; anything else is kept as typed, for the engine to refuse by name.
pub(super) fn loot(typed: &str) -> String {
    let english = content()
        .cards
        .iter()
        .any(|c| c.name.to_lowercase().starts_with(typed));
    if english || typed.is_empty() {
        return typed.to_string();
    }
    let n = fold_accents(typed);
    let cards = spanish_cards();
    if let Some((_, en)) = cards.iter().find(|(es, _)| *es == n) {
        return en.clone();
    }
    let mut starting: Vec<&String> = cards
        .iter()
        .filter(|(es, _)| es.starts_with(&n))
        .map(|(_, en)| en)
        .collect();
    starting.sort();
    starting.dedup();
    match starting.as_slice() {
        [only] => (*only).clone(),
        [] => typed.to_string(),
        // Several cards of one kind (`oro` for `Oro (30)` and `Oro (40)`): the start of their
        // English names, if it names no other card, so the one held is found.
        [first, rest @ ..] => {
            let common = rest.iter().fold(first.as_str(), |p, n| {
                let len = p
                    .char_indices()
                    .zip(n.chars())
                    .take_while(|((_, a), b)| a == b)
                    .last()
                    .map_or(0, |((i, a), _)| i + a.len_utf8());
                &p[..len]
            });
            let others = cards
                .iter()
                .any(|(_, en)| en.starts_with(common) && !starting.contains(&en));
            if common.trim().len() >= 3 && !others {
                common.to_string()
            } else {
                typed.to_string()
            }
        }
    }
}

/// A setting's value typed in Spanish (`imagen+compacto`, `fijado`, `recordar`, `sí`), as the
/// word the settings take (`picture+compact`, `pinned`, `remind`, `on`); any other as it is.
pub fn setting_value(typed: &str) -> String {
    match fold_accents(&typed.to_lowercase()).as_str() {
        "imagen" | "dibujo" => "picture",
        "compacto" => "compact",
        "imagen+compacto" | "imagen+compacta" => "picture+compact",
        "fijado" | "fijo" | "fijada" => "pinned",
        "cada_turno" | "cada-turno" => "each_turn",
        "recordar" | "recordatorio" => "remind",
        "saltar" => "skip",
        "piloto_automatico" | "piloto-automatico" | "piloto" => "autopilot",
        "mayor" => "greater",
        "igual_o_mayor" | "igual-o-mayor" => "equal_or_greater",
        "si" | "activado" | "activada" => "on",
        "desactivado" | "desactivada" => "off",
        _ => return typed.to_string(),
    }
    .to_string()
}

/// An optional rule by its Spanish name (`La muerte puede esperar`, `la_muerte_puede_esperar`),
/// as its id (`death_can_wait`).
pub fn option_named_in_spanish(name: &str) -> Option<&'static str> {
    let words = |s: &str| -> String {
        fold_accents(&s.to_lowercase())
            .replace(['_', '-'], " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let n = words(name);
    crate::games::dungeonquest::engine::OPTIONS
        .iter()
        .copied()
        .find(|o| spanish(&fluent_id("option-name", o)).is_some_and(|es| words(&es) == n))
}

/// A help topic named in Spanish, as its English name (`movimientos` → `moves`); any other
/// word as it is.
pub(crate) fn help_topic(topic: &str) -> String {
    match fold_accents(topic).as_str() {
        "movimientos" | "movimiento" | "mover" | "turno" | "turnos" => "moves",
        "combate" | "lucha" | "golpes" | "monstruo" | "monstruos" | "pelea" | "luchar" => "combat",
        "catacumbas" | "catacumba" => "catacombs",
        "runas" | "runa" => "runes",
        "opciones" | "opcion" | "reglas" => "options",
        "organizador" | "organizar" => "organiser",
        "campanas" | "campana" | "clasificacion" => "campaigns",
        "informacion" | "ordenes" | "comandos" | "orden" => "info",
        _ => return topic.to_string(),
    }
    .to_string()
}
