//! Text to commands, syntax only: "Mvoe UP" is not a command (`ParseError`), while "Move UP"
//! into a wall is a command the rules refuse (`engine::Rejection`).
//!
//! This file reads game actions as the forum wrote them ("Move UP", "Use rune Passage N");
//! `manage` reads the `!dq` commands, `plan` a fight's strikes sent by DM.

mod manage;
mod plan;

pub use manage::Manage;
pub use plan::{parse_plan, PlanError};

use crate::engine::board::{Corner, Dir, Pos};
use crate::engine::content::content;
use crate::engine::{Action, Half};
use manage::parse_manage;

/// The longest message the bot reads as a command.
pub const MAX_COMMAND_LEN: usize = 200;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A game action, as the forum wrote them ("Move UP", "Search", "Cross", ...).
    Play(Action),
    Manage(Manage),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    TooLong {
        len: usize,
    },
    /// `!dq` followed by nothing.
    NoManageCommand,
    /// `!dq WORD` with an unknown WORD.
    UnknownManage {
        word: String,
    },
    /// A known command with an argument it cannot take.
    BadArgument {
        command: &'static str,
        got: String,
        expected: &'static str,
    },
    /// Not a command at all.
    Unknown {
        text: String,
    },
    /// Meant as combat strikes, but not complete or not understood.
    Plan(PlanError),
}

/// The prefix of management commands.
pub const PREFIX: &str = "!dq";

fn direction(w: &str) -> Option<Dir> {
    match w {
        "up" | "u" | "north" | "n" => Some(Dir::Up),
        "down" | "d" | "south" | "s" => Some(Dir::Down),
        "left" | "l" | "west" | "w" => Some(Dir::Left),
        "right" | "r" | "east" | "e" => Some(Dir::Right),
        _ => None,
    }
}

fn half(w: &str) -> Option<Half> {
    match w {
        "upper" | "top" => Some(Half::Upper),
        "lower" | "bottom" => Some(Half::Lower),
        _ => None,
    }
}

/// Does this text look like it was meant as a command (so an unknown one deserves an answer)?
pub fn looks_like_command(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    t.starts_with(PREFIX)
        || (!t.is_empty() && t.split_whitespace().count() <= 3 && t.len() <= 40)
        || looks_like_strikes(&t)
}

/// Text that names a field of a combat round before an `=` (however long or malformed): meant
/// as strikes, so it is answered even in the channel.
fn looks_like_strikes(text: &str) -> bool {
    text.contains('=') && !matches!(parse_plan(text), Err(PlanError::UnknownField(_)))
}

pub fn parse(text: &str) -> Result<Command, ParseError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseError::Empty);
    }
    if t.chars().count() > MAX_COMMAND_LEN {
        return Err(ParseError::TooLong {
            len: t.chars().count(),
        });
    }
    let lower = t.to_lowercase();
    if lower.contains('=') {
        return parse_plan(&lower)
            .map(|p| Command::Play(Action::Strikes(p)))
            .map_err(ParseError::Plan);
    }
    let words: Vec<&str> = lower.split_whitespace().collect();
    // The same words in their own case, for names and reasons.
    let orig: Vec<&str> = t.split_whitespace().collect();
    if words[0] == PREFIX {
        return parse_manage(&words[1..], &orig[1..]);
    }
    if let Some(rest) = words[0].strip_prefix(PREFIX) {
        // "!dqjoin" is too easy a slip to call unknown.
        if !rest.is_empty() {
            let mut w = vec![rest];
            w.extend(&words[1..]);
            let mut o = vec![&orig[0][PREFIX.len()..]];
            o.extend(&orig[1..]);
            return parse_manage(&w, &o);
        }
    }
    if matches!(words[0], "use" | "rune") && words.len() > 1 && words[1] != "rope" {
        return use_rune(&words[1..])
            .map(Command::Play)
            .ok_or_else(|| ParseError::BadArgument {
                command: "Use rune",
                got: orig[1..].join(" "),
                expected: "a rune: Healing, Warning, Stasis, Escape, Fortune, Strength, \
                           Passage SIDE, Sight SIDE, Daylight or Calm (Fury and Warding go \
                           with your strikes by DM)",
            });
    }
    parse_play(&words)
        .map(Command::Play)
        .ok_or_else(|| ParseError::Unknown {
            text: t.to_string(),
        })
}

fn parse_play(w: &[&str]) -> Option<Action> {
    let words: Vec<&str> = w
        .iter()
        .map(|s| s.trim_matches(|c: char| c == '.' || c == '!' || c == ','))
        .collect();
    let w: &[&str] = &words;
    let mv = |rest: &[&str]| -> Option<Action> {
        let dir = direction(rest.first()?)?;
        match rest.get(1..) {
            None | Some([]) => Some(Action::Move { dir, half: None }),
            Some([h]) => Some(Action::Move {
                dir,
                half: Some(half(h)?),
            }),
            _ => None,
        }
    };
    Some(match w {
        ["go", "back"] => Action::Retreat,
        ["move", "monster", at, d, rest @ ..] if rest.len() <= 1 => Action::MoveMonster {
            from: Pos::parse_label(at)?,
            dir: direction(d)?,
            monster: match rest {
                [m] => Some(monster_named(m)?),
                _ => None,
            },
        },
        ["add", "monster", at] => Action::AddMonster {
            at: Pos::parse_label(at)?,
        },
        ["fight", m] | ["face", "monster", m] => Action::FaceMonster(monster_named(m)?),
        ["pass"] => Action::Decline,
        ["take", rest @ ..] if !rest.is_empty() => Action::Take {
            name: rest.join(" "),
        },
        ["move" | "go", rest @ ..] => return mv(rest),
        [d, ..] if direction(d).is_some() => return mv(w),
        ["search"] => Action::Search,
        ["escape"] | ["flee"] | ["run"] => Action::Escape,
        ["attack"] | ["fight"] => Action::Attack,
        ["accept"] => Action::TakeMonster,
        ["give", rest @ ..] if !rest.is_empty() => Action::Drop {
            name: rest.join(" "),
        },
        ["stay"] | ["loot"] | ["draw"] | ["stay", "and", "loot"] => Action::Stay,
        ["exit"] | ["exit", "dungeon"] | ["leave", "dungeon"] => Action::Exit,
        ["cross"] | ["climb"] | ["tear"] | ["cross", "web"] | ["cross", "bridge"] => {
            Action::Cross { rope: false }
        }
        ["cross", "rope"] | ["cross", "with", "rope"] | ["use", "rope"] => {
            Action::Cross { rope: true }
        }
        ["retreat"] | ["back"] => Action::Retreat,
        ["yes"] | ["y"] => Action::Yes,
        ["no"] | ["n"] => Action::No,
        ["roll"] => Action::Roll,
        ["pray"] => Action::Pray,
        ["reroll"] | ["re-roll"] | ["roll", "again"] => Action::Reroll,
        ["keep"] => Action::Keep,
        ["decline"] | ["stay", "here"] => Action::Decline,
        ["end", d] => Action::End(direction(d)?),
        ["enter" | "descend", d] | ["enter" | "descend", "catacombs", d] => {
            Action::Descend(direction(d)?)
        }
        ["resurface" | "surface", d] | ["resurface" | "surface", "shift", d] => {
            Action::Resurface(direction(d)?)
        }
        ["face", d] => Action::Face(direction(d)?),
        ["tower" | "teleport", c] => Action::Tower(Corner::parse(c)?),
        ["drink"] | ["drink", "potion"] => Action::Drink,
        ["discard", "imp"] | ["discard", "bottle", "imp"] | ["drop", "imp"] => Action::DiscardImp,
        ["drop" | "discard", rest @ ..] if !rest.is_empty() => Action::Drop {
            name: rest.join(" "),
        },
        _ => return None,
    })
}

/// A monster by letter or name ("S", "skeleton", "Fallen Druid" as "druid").
fn monster_named(w: &str) -> Option<u8> {
    let c = content();
    c.monsters
        .iter()
        .position(|m| {
            m.letter.eq_ignore_ascii_case(w)
                || m.id == w
                || m.name.to_lowercase().split_whitespace().any(|x| x == w)
        })
        .map(|i| i as u8)
}

/// `Use rune NAME [SIDE]`, `Use NAME [SIDE]`, `Use rune of NAME`.
fn use_rune(rest: &[&str]) -> Option<Action> {
    let mut words: Vec<&str> = rest.to_vec();
    let dir = words.last().and_then(|w| direction(w));
    if dir.is_some() {
        words.pop();
    }
    let words: Vec<&str> = words
        .into_iter()
        .filter(|w| !matches!(*w, "rune" | "the" | "of"))
        .collect();
    let rune = content().find_rune(&words.join(" "))?;
    Some(Action::UseRune { rune, dir })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(s: &str) -> Action {
        match parse(s) {
            Ok(Command::Play(a)) => a,
            other => panic!("{s:?} parsed as {other:?}"),
        }
    }

    #[test]
    fn moves_in_any_case_and_spacing() {
        let up = Action::Move {
            dir: Dir::Up,
            half: None,
        };
        assert_eq!(play("Move UP"), up);
        assert_eq!(play("  move    up "), up);
        assert_eq!(play("MOVE Up"), up);
        assert_eq!(play("up"), up);
        assert_eq!(
            play("Move LEFT upper"),
            Action::Move {
                dir: Dir::Left,
                half: Some(Half::Upper)
            }
        );
        assert_eq!(
            play("move down."),
            Action::Move {
                dir: Dir::Down,
                half: None
            }
        );
    }

    #[test]
    fn answers_parse() {
        assert_eq!(play("Search"), Action::Search);
        assert_eq!(play("cross rope"), Action::Cross { rope: true });
        assert_eq!(play("Exit"), Action::Exit);
        assert_eq!(play("yes"), Action::Yes);
        assert_eq!(play("Drink potion"), Action::Drink);
        assert_eq!(play("end up"), Action::End(Dir::Up));
        assert_eq!(play("Enter catacombs LEFT"), Action::Descend(Dir::Left));
        assert_eq!(play("enter up"), Action::Descend(Dir::Up));
        assert_eq!(play("Resurface DOWN"), Action::Resurface(Dir::Down));
        assert_eq!(play("face right"), Action::Face(Dir::Right));
        assert_eq!(play("Draw"), Action::Stay);
    }

    #[test]
    fn runes_by_name_with_a_side_where_they_take_one() {
        let c = content();
        let rune = |id: &str| c.rune_by_id(id).unwrap();
        assert_eq!(
            play("Use rune Healing"),
            Action::UseRune {
                rune: rune("healing"),
                dir: None
            }
        );
        assert_eq!(
            play("use rune of passage UP"),
            Action::UseRune {
                rune: rune("passage"),
                dir: Some(Dir::Up)
            }
        );
        assert_eq!(
            play("USE CALM"),
            Action::UseRune {
                rune: rune("calm"),
                dir: None
            }
        );
        assert_eq!(play("use rope"), Action::Cross { rope: true });
        assert!(matches!(
            parse("Use rune Thunder"),
            Err(ParseError::BadArgument {
                command: "Use rune",
                ..
            })
        ));
    }

    #[test]
    fn typos_are_not_commands() {
        assert!(matches!(parse("Mvoe UP"), Err(ParseError::Unknown { .. })));
        assert!(matches!(
            parse("move sideways"),
            Err(ParseError::Unknown { .. })
        ));
        assert!(matches!(
            parse("!dq jion"),
            Err(ParseError::UnknownManage { .. })
        ));
        assert!(matches!(parse("!dq"), Err(ParseError::NoManageCommand)));
        assert!(matches!(parse(""), Err(ParseError::Empty)));
        assert!(matches!(
            parse(&"x".repeat(500)),
            Err(ParseError::TooLong { .. })
        ));
    }
}
