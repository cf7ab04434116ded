//! The few words drawn on the board and its alt text, from `locales/<tag>/picture.ftl`
//! through `crate::lang` (`render`, which says everything else, is above this room).

use crate::games::dungeonquest::engine::board::{Corner, Dir};
use crate::games::dungeonquest::engine::content::{content, ChamberKind};
use crate::lang::{self, Lang};

/// The label `picture-<key>` in `lang` with its variables filled from `args`.
pub fn label(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    lang::text(lang, &format!("picture-{key}"), args)
}

/// A direction's word (`dir-up`...).
pub fn dir(lang: Lang, d: Dir) -> String {
    lang::text(lang, &format!("dir-{}", d.word().to_lowercase()), &[])
}

/// A tower corner's name (`corner-nw`...).
pub fn corner(lang: Lang, c: Corner) -> String {
    lang::text(lang, &format!("corner-{}", c.name().to_lowercase()), &[])
}

/// A hero's short name (`hero-<id>-short`).
pub fn hero(lang: Lang, w: &super::Whereabouts) -> String {
    let id = format!("hero-{}-short", w.hero_id);
    if lang::has(Lang::En, &id) {
        lang::text(lang, &id, &[])
    } else {
        w.hero.clone()
    }
}

/// A chamber kind's name (`chamber-<kind>`, as render names it).
pub fn chamber(lang: Lang, kind: ChamberKind) -> String {
    let id = crate::games::dungeonquest::command::chamber_fluent_id(kind);
    if lang::has(Lang::En, &id) {
        lang::text(lang, &id, &[])
    } else {
        content().kind(kind).name.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_read_from_picture_ftl_in_the_language_asked() {
        let args = [("sun", "3".to_string()), ("limit", "25".to_string())];
        assert_eq!(label(Lang::En, "sun", &args), "Sun 3/25");
        assert_eq!(label(Lang::Es, "sun", &args), "Sol 3/25");
        assert_eq!(label(Lang::En, "loot", &[("count", "2".into())]), "Loot 2");
        assert_eq!(label(Lang::Es, "loot", &[("count", "2".into())]), "Botín 2");
    }

    #[test]
    fn names_come_from_the_shared_terms() {
        assert_eq!(dir(Lang::Es, Dir::Left), "IZQUIERDA");
        assert_eq!(corner(Lang::Es, Corner::SW), "SO");
        assert_eq!(chamber(Lang::En, ChamberKind::CaveIn), "Cave-in");
        assert_eq!(chamber(Lang::Es, ChamberKind::SpiderWeb), "Tela de araña");
    }
}
