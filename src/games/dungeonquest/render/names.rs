//! The names and texts of the game's content and its small words (`terms.ftl`), in the
//! current language: the engine knows them by id, the words come from Fluent.

use super::tr;
use crate::games::dungeonquest::engine::board::{Corner, Dir};
use crate::games::dungeonquest::engine::content::{content, Attr, ChamberKind, Deck};
use crate::games::dungeonquest::engine::state::Strike;
use crate::lang;

use crate::games::dungeonquest::command::{
    card_fluent_id, chamber_fluent_id, fluent_id as id, kebab,
};

fn hero_id(h: u8) -> String {
    id("hero", &content().hero(h).id)
}

pub fn hero(h: u8) -> String {
    tr(&hero_id(h), &[])
}

pub fn hero_short(h: u8) -> String {
    tr(&format!("{}-short", hero_id(h)), &[])
}

pub fn hero_ability(h: u8) -> String {
    tr(&format!("{}-ability", hero_id(h)), &[])
}

/// `male` or `female`, for `$gender`.
pub fn gender(h: u8) -> String {
    if content().hero(h).pronoun == "she" {
        "female".into()
    } else {
        "male".into()
    }
}

fn card_id(c: u16) -> String {
    card_fluent_id(content().card(c))
}

pub fn card(c: u16) -> String {
    tr(&card_id(c), &[])
}

pub fn card_text(c: u16) -> String {
    tr(&format!("{}-text", card_id(c)), &[])
}

fn monster_id(m: u8) -> String {
    id("monster", &content().monster(m).id)
}

pub fn monster(m: u8) -> String {
    tr(&monster_id(m), &[])
}

/// A monster's token letter in the current language (`E` for the Esqueleto in Spanish), else
/// the English one (`S`, `F`...): the parser reads both.
pub fn monster_letter(m: u8) -> String {
    crate::games::dungeonquest::command::monster_letter(m)
}

/// "a Skeleton", "an Abomination", "un Esqueleto".
pub fn a_monster(m: u8) -> String {
    tr(&format!("{}-indefinite", monster_id(m)), &[])
}

/// The monster's grammatical gender in the current language, `other` where it has none.
pub fn monster_gender(m: u8) -> String {
    lang::attribute(lang::current(), &monster_id(m), "gender").unwrap_or_else(|| "other".into())
}

fn rune_id(r: u8) -> String {
    id("rune", &content().runes[r as usize].id)
}

pub fn rune(r: u8) -> String {
    tr(&rune_id(r), &[])
}

pub fn rune_text(r: u8) -> String {
    tr(&format!("{}-text", rune_id(r)), &[])
}

pub fn rune_when(r: u8) -> String {
    tr(&format!("{}-when", rune_id(r)), &[])
}

pub fn chamber(k: ChamberKind) -> String {
    tr(&chamber_fluent_id(k), &[])
}

pub fn chamber_text(k: ChamberKind) -> String {
    tr(&format!("{}-text", chamber_fluent_id(k)), &[])
}

pub fn deck(d: Deck) -> String {
    tr(&format!("deck-{}", kebab(&format!("{d:?}"))), &[])
}

pub fn attr(a: Attr) -> String {
    tr(&format!("attr-{}", kebab(&format!("{a:?}"))), &[])
}

pub fn strike(s: Strike) -> String {
    tr(&format!("strike-{}", kebab(&format!("{s:?}"))), &[])
}

pub fn dir(d: Dir) -> String {
    tr(&format!("dir-{}", kebab(&format!("{d:?}"))), &[])
}

pub fn corner(c: Corner) -> String {
    tr(&format!("corner-{}", c.name().to_lowercase()), &[])
}

/// "Ann and Bob", "Ann and Bob and Cy".
pub fn and_list(items: &[String]) -> String {
    items
        .iter()
        .cloned()
        .reduce(|first, last| tr("list-and", &[("first", first), ("last", last)]))
        .unwrap_or_default()
}
