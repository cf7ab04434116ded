//! A Dungeon Raiders table's choices before the start (Speed, solitaire's character and
//! wounds), as `!dq set KEY VALUE` makes them in English or Spanish; the clock's are the
//! table's (`crate::games::table::Clock`).

use super::words;
use crate::games::table::{wrong_value, Clock};
use crate::games::Kind;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The table's choices before the start, and the clock's (which may change at any time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choices {
    /// The Speed variant (D1): sealed plays by DM, revealed together.
    pub speed: bool,
    /// Solitaire: the character chosen and the wounds it starts with (D12).
    pub character: u8,
    pub wounds: u8,
    /// The clock's (written after the game's, as logs have always had them).
    #[serde(flatten)]
    pub clock: Clock,
}

impl Default for Choices {
    fn default() -> Self {
        Choices {
            speed: false,
            character: 0,
            wounds: 2,
            clock: Clock::default(),
        }
    }
}

impl Choices {
    /// The choices after `!dq set KEY VALUE` for one of the game's own keys (lower case,
    /// accents folded; `typed`: the value as typed), or why not; None: not its key.
    pub(super) fn chosen(
        &self,
        key: &str,
        value: &str,
        typed: &str,
        lang: Lang,
    ) -> Option<Result<Choices, String>> {
        let mut c = self.clone();
        // What this one key takes, named in the reader's language.
        let bad = |key: &str| Some(Err(wrong_value(Kind::Raiders, key, typed, lang)));
        match key {
            "speed" | "velocidad" | "rapido" => match value {
                "on" | "si" | "yes" | "true" => c.speed = true,
                "off" | "no" | "false" => c.speed = false,
                _ => return bad("speed"),
            },
            "character" | "personaje" => {
                let found = (0..super::content().characters.len() as u8).find(|&i| {
                    let id = &super::content().characters[usize::from(i)].id;
                    // Its name in either language: a log replays the same in any.
                    *id == value
                        || Lang::ALL.iter().any(|&l| {
                            crate::lang::fold_accents(&words::character_name(l, i).to_lowercase())
                                == value
                        })
                });
                match found {
                    Some(i) => c.character = i,
                    None => return bad("character"),
                }
            }
            "wounds" | "heridas" => match value.parse::<u8>() {
                Ok(w) if (2..=5).contains(&w) => c.wounds = w,
                _ => return bad("wounds"),
            },
            _ => return None,
        }
        Some(Ok(c))
    }
}
