//! DungeonQuest's `!dq` commands: the table's (`crate::manage`), with a hero's name after
//! `!dq join` and a help topic read as this game's, and its own (`Quest`: towers, the turn
//! order, optional rules, the monster's part, random strikes, the dice), read first.

use super::{names, Command, ParseError};
use crate::games::dungeonquest::engine::board::Corner;
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::BoardStyle;
use crate::manage::{switch, Look, Mistake, Words};

/// A `!dq` command at a DungeonQuest table.
pub type Manage = crate::manage::Manage<Quest>;

/// The `!dq` commands DungeonQuest has and the table does not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Quest {
    Tower(Corner),
    /// Before the start: the turn order, by player names.
    Order {
        names: Vec<String>,
    },
    /// Before the start: turn an optional rule on or off.
    Option {
        name: String,
        on: bool,
    },
    /// The optional rules, and which are on.
    Options,
    /// Claim the monster's part (`!dq monster`), or hand it to the bot (`!dq monster bot`).
    Monster {
        bot: bool,
    },
    /// After a round's deadline, random strikes for a side that sent none (`!dq random`).
    Random,
    /// The game's roll statistics.
    Dice,
}

impl From<Mistake> for ParseError {
    fn from(m: Mistake) -> ParseError {
        match m {
            Mistake::TooLong { len } => ParseError::TooLong { len },
            Mistake::NoCommand => ParseError::NoManageCommand,
            Mistake::Unknown { word } => ParseError::UnknownManage { word },
            Mistake::BadArgument {
                command,
                got,
                expected,
            } => ParseError::BadArgument {
                command,
                got,
                expected,
            },
        }
    }
}

/// A `!dq` command: DungeonQuest's own first, then the table's; a name after `!dq join` must
/// be a hero's, and a help topic is read in either language.
pub(super) fn parse_manage(w: &[&str], orig: &[&str]) -> Result<Command, ParseError> {
    let typed = Words::of(w, orig).map(|w| w.typed());
    let m = crate::manage::parse_words(w, orig, quest)?;
    Ok(Command::Manage(match m {
        Manage::Join { name: Some(name) } if content().find_hero(&name).is_none() => {
            return Err(ParseError::BadArgument {
                command: typed.unwrap_or_default(),
                got: name,
                expected: "hero",
            })
        }
        Manage::Help { topic } => Manage::Help {
            topic: topic.map(|t| names::help_topic(&t)),
        },
        m => m,
    }))
}

/// The board style a `!dq board` look names.
pub fn board_style(look: Look) -> BoardStyle {
    match look {
        Look::Picture => BoardStyle::Picture,
        Look::Emoji => BoardStyle::Emoji,
        Look::Compact => BoardStyle::Compact,
    }
}

/// Whether `word` (lower case, accents folded) starts a `!dq` command of DungeonQuest's own.
pub fn own_word(word: &str) -> bool {
    Words::of(&[word], &[word]).is_some_and(|w| quest(&w).is_some())
}

/// `!dq tower`, order, option, options, monster, random, dice.
fn quest(w: &Words) -> Option<Result<Quest, Mistake>> {
    let rest = w.rest;
    Some(match w.first {
        "tower" | "torre" => match rest.first().and_then(|c| super::corner(c)) {
            Some(corner) if rest.len() == 1 => Ok(Quest::Tower(corner)),
            _ => w.bad("tower"),
        },
        "order" | "orden" if !rest.is_empty() => Ok(Quest::Order {
            names: w.orig_rest.clone(),
        }),
        "order" | "orden" => w.bad("order"),
        "options" | "opciones" => w.bare(Quest::Options),
        "option" | "opcion" => match rest {
            [name @ .., on] if !name.is_empty() && switch(on).is_some() => Ok(Quest::Option {
                name: name.join(" "),
                on: switch(on) == Some(true),
            }),
            _ => w.bad("option"),
        },
        "monster" | "monstruo" => match rest {
            [] => Ok(Quest::Monster { bot: false }),
            ["bot"] => Ok(Quest::Monster { bot: true }),
            _ => w.bad("monster"),
        },
        "random" | "azar" => w.bare(Quest::Random),
        "dice" | "dados" => w.bare(Quest::Dice),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dungeonquest::command::parse;

    #[test]
    fn its_own_commands_and_the_tables() {
        assert_eq!(parse("!dq new"), Ok(Command::Manage(Manage::New)));
        assert_eq!(
            parse("!DQ JOIN hugo"),
            Ok(Command::Manage(Manage::Join {
                name: Some("hugo".into())
            }))
        );
        assert_eq!(
            parse("!dq join"),
            Ok(Command::Manage(Manage::Join { name: None }))
        );
        // A name after `!dq join` must be one of DungeonQuest's heroes.
        assert_eq!(
            parse("!dq unirse Glenn"),
            Err(ParseError::BadArgument {
                command: "!dq unirse".into(),
                got: "glenn".into(),
                expected: "hero"
            })
        );
        assert_eq!(
            parse("!dq tower se"),
            Ok(Command::Manage(Manage::Own(Quest::Tower(Corner::SE))))
        );
        assert_eq!(
            parse("!dq torre noroeste"),
            Ok(Command::Manage(Manage::Own(Quest::Tower(Corner::NW))))
        );
        assert!(matches!(
            parse("!dq tower middle"),
            Err(ParseError::BadArgument {
                expected: "tower",
                ..
            })
        ));
        assert_eq!(
            parse("!dq opcion death can wait si"),
            Ok(Command::Manage(Manage::Own(Quest::Option {
                name: "death can wait".into(),
                on: true
            })))
        );
        assert_eq!(
            parse("!dq monstruo bot"),
            Ok(Command::Manage(Manage::Own(Quest::Monster { bot: true })))
        );
        assert_eq!(
            parse("!dq ayuda combate"),
            Ok(Command::Manage(Manage::Help {
                topic: Some("combat".into())
            }))
        );
        assert_eq!(
            parse("!dq board compact"),
            Ok(Command::Manage(Manage::Board {
                look: Some(Look::Compact)
            }))
        );
        assert_eq!(board_style(Look::Picture), BoardStyle::Picture);
        assert_eq!(parse("!dqstatus"), Ok(Command::Manage(Manage::Status)));
        // A combining accent inside a glued `!dq` is read, never cut mid-letter.
        assert_eq!(
            parse("!d\u{301}qstatus"),
            Ok(Command::Manage(Manage::Status))
        );
        assert_eq!(
            parse("!dq stauts"),
            Err(ParseError::UnknownManage {
                word: "stauts".into()
            })
        );
    }

    #[test]
    fn its_own_commands_refuse_trailing_words() {
        for text in ["!dq random bob", "!dq options all", "!dq dice all"] {
            match parse(text) {
                Err(ParseError::BadArgument { got, expected, .. }) => {
                    assert_eq!(got, text.split(' ').nth(2).unwrap(), "{text}");
                    assert_eq!(expected, "nothing", "{text}");
                }
                other => panic!("{text:?} parsed as {other:?}"),
            }
        }
    }

    #[test]
    fn its_own_words_are_known_to_the_table() {
        for w in [
            "tower", "torre", "dice", "dados", "monstruo", "azar", "opciones",
        ] {
            assert!(own_word(w), "{w}");
        }
        for w in ["status", "join", "hand", "xyz"] {
            assert!(!own_word(w), "{w}");
        }
    }
}
