//! Text to Dungeon Raiders actions, English and Spanish, syntax only: "Plya 3" is not a
//! command (`ParseError`), while "Play 3" with the 3 already down is a command the rules refuse
//! (`Rejection`). Matched as DungeonQuest's commands are (`crate::games::dungeonquest::command`): any case, accents
//! optional, invisible marks dropped, punctuation around words ignored, short forms (`3`,
//! `key`, `llave`, `torch`, `antorcha`).
//!
//! `Action::Start` is the table's, never typed: no text reads as it.

use super::action::Action;
use super::state::Play;
use crate::lang::{fold_accents, invisible, slip_of};

/// The longest text read as a command.
pub const MAX_LEN: usize = 100;

/// Why a text is not a command (never why the rules refuse one: that is `Rejection`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    TooLong {
        len: usize,
    },
    /// A known verb (`Play`, `Jugar`, `Use`) with something it cannot take; `got` as typed.
    BadArgument {
        got: String,
    },
    /// `Play` or `Use` and nothing after it.
    MissingArgument,
    /// A slip of a verb before something it takes (`Plya 2`, `Jugr 3`): what was meant.
    Slip {
        meant: String,
    },
    /// Not a command at all.
    Unknown {
        text: String,
    },
}

/// What a play or a use can name, in lower case with accents folded, words joined by spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Thing {
    Power(u8),
    Key,
    Sword,
    Ball,
    Torch,
}

fn thing(words: &[&str]) -> Option<Thing> {
    // Articles, "card" and courtesies go (`play the key`, `jugar la carta 3`, `usar mi
    // antorcha`, `use torch now`, `jugar 3 por favor`).
    let kept: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| {
            !matches!(
                *w,
                "the"
                    | "my"
                    | "a"
                    | "an"
                    | "card"
                    | "now"
                    | "please"
                    | "el"
                    | "la"
                    | "mi"
                    | "un"
                    | "una"
                    | "carta"
                    | "ahora"
                    | "ya"
                    | "por"
                    | "favor"
            )
        })
        .collect();
    let joined = kept.join(" ");
    let t = match joined.as_str() {
        "key" | "llave" => Thing::Key,
        "sword" | "espada" => Thing::Sword,
        "crystal ball" | "crystal" | "ball" | "bola de cristal" | "bola" | "cristal" => Thing::Ball,
        "torch" | "antorcha" => Thing::Torch,
        "one" | "uno" => Thing::Power(1),
        "two" | "dos" => Thing::Power(2),
        "three" | "tres" => Thing::Power(3),
        "four" | "cuatro" => Thing::Power(4),
        "five" | "cinco" => Thing::Power(5),
        digits if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) => {
            // Any small number reads as a power card, and the rules say there is no 7; a
            // larger one is no card at all, said as typed (never as some other number).
            Thing::Power(digits.parse().ok()?)
        }
        _ => return None,
    };
    Some(t)
}

fn action(t: Thing) -> Action {
    match t {
        Thing::Power(v) => Action::Play(Play::Power(v)),
        Thing::Key => Action::Play(Play::Key),
        Thing::Sword => Action::Play(Play::Sword),
        Thing::Ball => Action::Play(Play::CrystalBall),
        Thing::Torch => Action::UseTorch,
    }
}

fn trim_punctuation(w: &str) -> &str {
    w.trim_matches(|c: char| matches!(c, '.' | '!' | ',' | '¡' | '¿' | '?' | ':' | ';' | '"'))
}

/// The verbs, English and Spanish (folded): `play` puts a card down, `use` lights a torch
/// (either reads any thing: `use key` is a key played, `jugar antorcha` a torch used).
fn verb(w: &str) -> bool {
    matches!(
        w,
        "play"
            | "p"
            | "use"
            | "jugar"
            | "juego"
            | "juega"
            | "usar"
            | "uso"
            | "usa"
            | "light"
            | "encender"
    )
}

/// The verbs a slip is measured against (`Plya` is `play`, `Jugr` is `jugar`).
const SPELT: &[&str] = &["play", "jugar", "usar", "light", "encender"];

/// A verb glued to a number (`play2`): the verb and the number.
fn glued(w: &str) -> Option<(&str, &str)> {
    let cut = w.find(|c: char| c.is_ascii_digit())?;
    let (v, n) = w.split_at(cut);
    (cut > 0 && verb(v) && n.chars().all(|c| c.is_ascii_digit())).then_some((v, n))
}

/// Whether a text starts with a verb (`Play 3`), not a short form alone (`3`): in a channel
/// a short form is read only from a player the game waits on, as it clashes with chatter.
pub fn has_verb(text: &str) -> bool {
    let folded = fold_accents(&text.to_lowercase());
    folded
        .split_whitespace()
        .map(trim_punctuation)
        .find(|w| !w.is_empty())
        .is_some_and(|w| verb(w) || glued(w).is_some())
}

/// Reads one message as an action.
pub fn parse(text: &str) -> Result<Action, ParseError> {
    let visible: String = text.chars().filter(|c| !invisible(*c)).collect();
    let t = visible.trim();
    if t.is_empty() {
        return Err(ParseError::Empty);
    }
    let len = t.chars().count();
    if len > MAX_LEN {
        return Err(ParseError::TooLong { len });
    }
    let folded = fold_accents(&t.to_lowercase());
    let mut words: Vec<&str> = folded
        .split_whitespace()
        .map(trim_punctuation)
        .filter(|w| !w.is_empty())
        .collect();
    // A verb glued to its card (`play2`, `jugar3`) reads as the two words.
    if let Some((v, n)) = words.first().and_then(|w| glued(w)) {
        words.splice(0..1, [v, n]);
    }
    let Some((&first, rest)) = words.split_first() else {
        return Err(ParseError::Unknown { text: t.into() });
    };
    if !verb(first) && !rest.is_empty() && thing(rest).is_some() {
        if let Some(v) = SPELT.iter().find(|v| slip_of(first, v)) {
            let mut meant = v[..1].to_uppercase() + &v[1..];
            for w in t.split_whitespace().skip(1) {
                meant.push(' ');
                meant.push_str(w);
            }
            return Err(ParseError::Slip { meant });
        }
    }
    if verb(first) {
        if rest.is_empty() {
            return Err(ParseError::MissingArgument);
        }
        return thing(rest)
            .map(action)
            .ok_or_else(|| ParseError::BadArgument {
                // The argument as typed (case and accents kept), without the verb.
                got: t
                    .split_whitespace()
                    .skip(1)
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_end_matches(['.', '!', '?'])
                    .to_string(),
            });
    }
    // Short forms: the thing alone (`3`, `llave`, `bola de cristal`, `torch`).
    thing(&words)
        .map(action)
        .ok_or_else(|| ParseError::Unknown { text: t.into() })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// English and Spanish twins, and what they both mean.
    const TWINS: &[(&str, &str, Action)] = &[
        ("Play 1", "Jugar 1", Action::Play(Play::Power(1))),
        ("Play 3", "Jugar 3", Action::Play(Play::Power(3))),
        ("Play 5", "Jugar 5", Action::Play(Play::Power(5))),
        ("Play two", "Jugar dos", Action::Play(Play::Power(2))),
        ("Play key", "Jugar llave", Action::Play(Play::Key)),
        ("Play the key", "Jugar la llave", Action::Play(Play::Key)),
        ("Play sword", "Jugar espada", Action::Play(Play::Sword)),
        (
            "Play my sword!",
            "¡Jugar mi espada!",
            Action::Play(Play::Sword),
        ),
        (
            "Play crystal ball",
            "Jugar bola de cristal",
            Action::Play(Play::CrystalBall),
        ),
        ("Play ball", "Jugar bola", Action::Play(Play::CrystalBall)),
        ("Use torch", "Usar antorcha", Action::UseTorch),
        ("Use the torch.", "Usar la antorcha.", Action::UseTorch),
        ("Light torch", "Encender antorcha", Action::UseTorch),
        ("Use torch now", "Usar antorcha ahora", Action::UseTorch),
        (
            "Play 3 please",
            "Jugar 3 por favor",
            Action::Play(Play::Power(3)),
        ),
        ("4", "cuatro", Action::Play(Play::Power(4))),
        ("key", "llave", Action::Play(Play::Key)),
        ("sword", "espada", Action::Play(Play::Sword)),
        (
            "crystal ball",
            "bola de cristal",
            Action::Play(Play::CrystalBall),
        ),
        ("torch", "antorcha", Action::UseTorch),
        ("Play card 2", "Jugar carta 2", Action::Play(Play::Power(2))),
        ("play2", "jugar2", Action::Play(Play::Power(2))),
    ];

    #[test]
    fn english_and_spanish_twins_mean_the_same_action() {
        for &(en, es, want) in TWINS {
            assert_eq!(parse(en), Ok(want), "{en}");
            assert_eq!(parse(es), Ok(want), "{es}");
            // Any case.
            assert_eq!(parse(&en.to_uppercase()), Ok(want), "{en} upper");
            assert_eq!(parse(&es.to_uppercase()), Ok(want), "{es} upper");
            assert_eq!(parse(&en.to_lowercase()), Ok(want), "{en} lower");
        }
    }

    #[test]
    fn accents_are_optional_and_invisible_marks_and_trailing_punctuation_are_ignored() {
        // Accented verbs and things (typed with accents, or with a combining mark).
        assert_eq!(parse("Jugár llavé"), Ok(Action::Play(Play::Key)));
        assert_eq!(
            parse("Jugar bola de cristal"),
            parse("Jugar bóla de cristál")
        );
        assert_eq!(
            parse("Usar antorcha\u{0301}"),
            Ok(Action::UseTorch),
            "combining acute"
        );
        assert_eq!(
            parse("\u{200B}Play\u{200E} 3\u{FEFF}"),
            Ok(Action::Play(Play::Power(3)))
        );
        assert_eq!(parse("Play 3."), Ok(Action::Play(Play::Power(3))));
        assert_eq!(parse("  play   3 !!! "), Ok(Action::Play(Play::Power(3))));
        assert_eq!(parse("¿Usar antorcha?"), Ok(Action::UseTorch));
    }

    #[test]
    fn a_card_the_rules_refuse_is_still_a_command() {
        // There is no 7 and no 0: the engine says why (`Rejection::NoSuchCard`).
        assert_eq!(parse("Play 7"), Ok(Action::Play(Play::Power(7))));
        assert_eq!(parse("Jugar 0"), Ok(Action::Play(Play::Power(0))));
        // Too large for any card: refused as typed, not as 255.
        assert_eq!(
            parse("Play 999"),
            Err(ParseError::BadArgument { got: "999".into() })
        );
    }

    #[test]
    fn what_is_not_a_command_says_so() {
        assert_eq!(parse(""), Err(ParseError::Empty));
        assert_eq!(parse(" \u{200B} "), Err(ParseError::Empty));
        assert_eq!(parse("Play"), Err(ParseError::MissingArgument));
        assert_eq!(parse("Jugar."), Err(ParseError::MissingArgument));
        assert_eq!(
            parse("Play potion"),
            Err(ParseError::BadArgument {
                got: "potion".into()
            })
        );
        assert_eq!(
            parse("Jugar Poción!"),
            Err(ParseError::BadArgument {
                got: "Poción".into()
            })
        );
        assert_eq!(
            parse("hola a todos"),
            Err(ParseError::Unknown {
                text: "hola a todos".into()
            })
        );
        assert_eq!(
            parse("Start"),
            Err(ParseError::Unknown {
                text: "Start".into()
            }),
            "the table starts the game, not a typed word"
        );
        // A slip of a verb before a card is close to a command; chatter with a verb-like word
        // is not.
        for (typed, meant) in [
            ("Plya 2", "Play 2"),
            ("Jugr 3", "Jugar 3"),
            ("Pley key", "Play key"),
        ] {
            assert_eq!(
                parse(typed),
                Err(ParseError::Slip {
                    meant: meant.into()
                })
            );
        }
        assert!(matches!(
            parse("pray for me"),
            Err(ParseError::Unknown { .. })
        ));
        assert!(matches!(parse("plan 2"), Err(ParseError::Slip { .. })));
        let long = "3".repeat(MAX_LEN + 1);
        assert_eq!(parse(&long), Err(ParseError::TooLong { len: MAX_LEN + 1 }));
    }

    #[test]
    fn every_action_a_player_may_take_can_be_typed_in_both_languages() {
        for a in super::super::every_action() {
            if a == Action::Start {
                continue;
            }
            let typed = TWINS.iter().filter(|t| t.2 == a).count();
            assert!(typed > 0, "{a:?} has no twin in the table");
        }
    }
}
