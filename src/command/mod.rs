//! Text to commands, syntax only: "Mvoe UP" is not a command (`ParseError`), while "Move UP"
//! into a wall is a command the rules refuse (`engine::Rejection`).

use crate::engine::board::{Corner, Dir, Pos};
use crate::engine::content::content;
use crate::engine::{Action, Half, Plan, Strike};

/// The longest message the bot reads as a command.
pub const MAX_COMMAND_LEN: usize = 200;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A game action, as the forum wrote them ("Move UP", "Search", "Cross", ...).
    Play(Action),
    Manage(Manage),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Manage {
    New,
    Join {
        hero: Option<String>,
    },
    Tower(Corner),
    Start,
    Board {
        compact: bool,
    },
    Status,
    /// `!dq help`: what the asker can do now; `!dq help TOPIC`: one topic.
    Help {
        topic: Option<String>,
    },
    Leave,
    /// Claim the monster's part (`!dq monster`), or hand it to the bot (`!dq monster bot`).
    Monster {
        bot: bool,
    },
    /// After a round's deadline, random strikes for a side that sent none (`!dq random`).
    Random,
    /// The whole log as a JSON file.
    Export,
    /// The last N things that happened, in words.
    Log {
        count: usize,
    },
    /// The game's roll statistics.
    Dice,
    /// Before the start: the turn order, by player names.
    Order {
        names: Vec<String>,
    },
    /// Before the start: change one setting.
    Set {
        key: String,
        value: String,
    },
    /// Show the game's settings.
    Settings,
    /// Before the start: turn an optional rule on or off.
    Option {
        name: String,
        on: bool,
    },
    /// The optional rules, and which are on.
    Options,
    /// A substitute takes over a player's seat and hero.
    Replace {
        old: String,
        new: String,
    },
    /// Take a player out of the game.
    Remove {
        name: String,
    },
    Skip,
    Pause,
    Resume,
    /// End the game now (`!dq end [REASON]`).
    End {
        reason: String,
    },
    /// Give the current deadline more hours.
    Extend {
        hours: u32,
    },
    /// Show the last N inputs that `!dq undo confirm` would take back.
    Undo {
        count: usize,
    },
    UndoConfirm,
    /// A player will be away for `hours`: the bot plays (or skips) his turns meanwhile.
    Away {
        hours: u32,
        reason: String,
    },
    /// Back before the time he gave.
    Back,
    /// Opt in or out of the "you're next" heads-up by DM.
    Notify {
        on: bool,
    },
    /// Count this game for a named campaign (before the start).
    Campaign {
        name: String,
    },
    /// A campaign's table (this game's campaign, or the one named).
    Leaderboard {
        campaign: Option<String>,
    },
}

/// What is wrong with a combat round sent by DM.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanError {
    /// These fields are missing (names as in the forum's format).
    Missing(Vec<&'static str>),
    BadStrike(String),
    BadCard(String),
    /// Something with `=` that is not a field of a round.
    UnknownField(String),
    /// The same field twice (its name as in the forum's format).
    Repeated(&'static str),
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

#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    Standard,
    Brutal,
    Counter,
    Cards,
}

impl Field {
    /// The field's name in the forum's format.
    fn name(self) -> &'static str {
        match self {
            Field::Standard => "Standard Attack",
            Field::Brutal => "Brutal Attack",
            Field::Counter => "Counterattack",
            Field::Cards => "Cards/Abilities used",
        }
    }
}

fn strike(w: &str) -> Option<Strike> {
    match w.trim_matches(|c: char| !c.is_alphanumeric()) {
        "melee" | "m" => Some(Strike::Melee),
        "ranged" | "range" | "r" => Some(Strike::Ranged),
        "spell" | "magic" | "sp" => Some(Strike::Spell),
        _ => None,
    }
}

/// A combat round in the forum's format, in any case and spacing, on one line or several:
/// `Standard Attack= Spell / Brutal Attack= Ranged / Counterattack = Melee /
/// Cards/Abilities used = none`, or short: `S=spell B=ranged C=melee`.
pub fn parse_plan(text: &str) -> Result<Plan, PlanError> {
    let spaced = text.to_lowercase().replace('=', " = ").replace(',', " ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    // Each '=' with the field named just before it, and where that name starts.
    let mut fields: Vec<(Field, usize, usize)> = Vec::new();
    for (i, &tok) in tokens.iter().enumerate() {
        if tok != "=" || i == 0 {
            continue;
        }
        let prev = tokens[i - 1].trim_matches(|c: char| c == ':' || c == '-');
        let prev2 = if i >= 2 { tokens[i - 2] } else { "" };
        let (field, len) = match (prev2, prev) {
            ("standard", "attack") => (Field::Standard, 2),
            ("brutal", "attack") => (Field::Brutal, 2),
            ("cards/abilities", "used") => (Field::Cards, 2),
            (_, "counterattack" | "counter" | "c") => (Field::Counter, 1),
            (_, "standard" | "s") => (Field::Standard, 1),
            (_, "brutal" | "b") => (Field::Brutal, 1),
            (_, "used" | "cards" | "abilities" | "cards/abilities" | "card") => (Field::Cards, 1),
            (_, other) => return Err(PlanError::UnknownField(other.to_string())),
        };
        if fields.iter().any(|f| f.0 == field) {
            return Err(PlanError::Repeated(field.name()));
        }
        fields.push((field, i - len, i));
    }
    let mut plan = [None, None, None];
    let (mut spark, mut fury, mut warding, mut flee) = (false, false, false, false);
    for (k, &(field, _, eq)) in fields.iter().enumerate() {
        let end = fields.get(k + 1).map_or(tokens.len(), |f| f.1).max(eq + 1);
        let value = &tokens[eq + 1..end];
        let slot = match field {
            Field::Standard => 0,
            Field::Brutal => 1,
            Field::Counter => 2,
            Field::Cards => {
                for w in value
                    .iter()
                    .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
                {
                    match w {
                        "" | "none" | "nothing" | "no" | "n/a" => {}
                        "spark" => spark = true,
                        "fury" => fury = true,
                        "warding" => warding = true,
                        "flee" | "escape" => flee = true,
                        "rune" | "runes" | "of" | "the" | "and" => {}
                        other => return Err(PlanError::BadCard(other.to_string())),
                    }
                }
                continue;
            }
        };
        // Exactly one word: a strike type.
        let words: Vec<&str> = value
            .iter()
            .copied()
            .filter(|w| w.chars().any(char::is_alphanumeric))
            .collect();
        match words.as_slice() {
            [] => continue,
            [w] => plan[slot] = Some(strike(w).ok_or_else(|| PlanError::BadStrike(w.to_string()))?),
            more => return Err(PlanError::BadStrike(more.join(" "))),
        }
    }
    let names = [Field::Standard, Field::Brutal, Field::Counter].map(Field::name);
    match plan {
        [Some(standard), Some(brutal), Some(counter)] => Ok(Plan {
            standard,
            brutal,
            counter,
            spark,
            fury,
            warding,
            flee,
        }),
        _ => Err(PlanError::Missing(
            (0..3)
                .filter(|&i| plan[i].is_none())
                .map(|i| names[i])
                .collect(),
        )),
    }
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

fn parse_manage(w: &[&str], orig: &[&str]) -> Result<Command, ParseError> {
    let Some((&first, rest)) = w.split_first() else {
        return Err(ParseError::NoManageCommand);
    };
    let orig_rest: Vec<String> = orig.iter().skip(1).map(|s| s.to_string()).collect();
    let bad = |command: &'static str, expected: &'static str| {
        Err(ParseError::BadArgument {
            command,
            got: rest.join(" "),
            expected,
        })
    };
    // A command that takes no argument refuses trailing words (`!dq skip 2` is not one skip).
    let bare = |command: &'static str, m: Manage| {
        if rest.is_empty() {
            Ok(m)
        } else {
            Err(ParseError::BadArgument {
                command,
                got: rest.join(" "),
                expected: "nothing after it",
            })
        }
    };
    let m = match first {
        "new" => bare("!dq new", Manage::New)?,
        "join" => {
            let name = rest.join(" ");
            if name.is_empty() {
                Manage::Join { hero: None }
            } else if content().find_hero(&name).is_some() {
                Manage::Join { hero: Some(name) }
            } else {
                return Err(ParseError::BadArgument {
                    command: "!dq join",
                    got: name,
                    expected: "a hero: Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna (or nothing for a random one)",
                });
            }
        }
        "tower" => match rest.first().and_then(|c| Corner::parse(c)) {
            Some(corner) if rest.len() == 1 => Manage::Tower(corner),
            _ => {
                return Err(ParseError::BadArgument {
                    command: "!dq tower",
                    got: rest.join(" "),
                    expected: "one of NW, NE, SE, SW",
                })
            }
        },
        "start" => bare("!dq start", Manage::Start)?,
        "board" | "map" => match rest {
            [] => Manage::Board { compact: false },
            ["compact"] | ["small"] => Manage::Board { compact: true },
            _ => {
                return Err(ParseError::BadArgument {
                    command: "!dq board",
                    got: rest.join(" "),
                    expected: "nothing, or `compact`",
                })
            }
        },
        "status" => bare("!dq status", Manage::Status)?,
        "help" | "?" => Manage::Help {
            topic: rest.first().map(|t| t.to_lowercase()),
        },
        "leave" | "quit" => bare("!dq leave", Manage::Leave)?,
        "random" => bare("!dq random", Manage::Random)?,
        "notify" => match rest {
            ["on"] => Manage::Notify { on: true },
            ["off"] => Manage::Notify { on: false },
            _ => return bad("!dq notify", "`on` or `off`"),
        },
        "order" if !rest.is_empty() => Manage::Order { names: orig_rest },
        "order" => return bad("!dq order", "every player's name, in the new turn order"),
        "set" => match rest {
            [key, value] => Manage::Set {
                key: key.to_string(),
                value: value.to_string(),
            },
            _ => {
                return bad(
                    "!dq set",
                    "a setting and a value, e.g. `!dq set sun_limit 20` (see `!dq settings`)",
                )
            }
        },
        "settings" => bare("!dq settings", Manage::Settings)?,
        "options" => bare("!dq options", Manage::Options)?,
        "option" => match rest {
            [name @ .., on] if !name.is_empty() && matches!(*on, "on" | "off") => {
                Manage::Option {
                    name: name.join(" "),
                    on: *on == "on",
                }
            }
            _ => {
                return bad(
                    "!dq option",
                    "an optional rule and on or off, e.g. `!dq option death_can_wait on` (see `!dq options`)",
                )
            }
        },
        "replace" => match orig_rest.as_slice() {
            [old, new] => Manage::Replace {
                old: old.clone(),
                new: new.clone(),
            },
            _ => {
                return bad(
                    "!dq replace",
                    "the player to replace and the substitute, e.g. `!dq replace bob carol`",
                )
            }
        },
        "remove" => match orig_rest.as_slice() {
            [name] => Manage::Remove { name: name.clone() },
            _ => return bad("!dq remove", "one player's name"),
        },
        "skip" => bare("!dq skip", Manage::Skip)?,
        "pause" => bare("!dq pause", Manage::Pause)?,
        "resume" => bare("!dq resume", Manage::Resume)?,
        "end" => Manage::End {
            reason: orig_rest.join(" "),
        },
        "extend" => match rest {
            [h] if h.parse::<u32>().is_ok_and(|h| (1..=168).contains(&h)) => Manage::Extend {
                hours: h.parse().unwrap_or(1),
            },
            _ => return bad("!dq extend", "a number of hours from 1 to 168"),
        },
        "undo" => match rest {
            ["confirm"] => Manage::UndoConfirm,
            [n] if n.parse::<usize>().is_ok_and(|n| (1..=20).contains(&n)) => Manage::Undo {
                count: n.parse().unwrap_or(1),
            },
            [] => Manage::Undo { count: 1 },
            _ => return bad("!dq undo", "a number of inputs from 1 to 20, or `confirm`"),
        },
        "away" => match rest.split_first() {
            Some((h, _)) if h.parse::<u32>().is_ok_and(|h| (1..=720).contains(&h)) => {
                Manage::Away {
                    hours: h.parse().unwrap_or(1),
                    reason: orig_rest[1..].join(" "),
                }
            }
            _ => {
                return bad(
                    "!dq away",
                    "a number of hours from 1 to 720, then a reason if you like: `!dq away 48 on holiday`",
                )
            }
        },
        "back" => bare("!dq back", Manage::Back)?,
        "export" => bare("!dq export", Manage::Export)?,
        "dice" => bare("!dq dice", Manage::Dice)?,
        "campaign" | "leaderboard" | "table" => {
            let name = match rest {
                [] => None,
                [n] if n.len() <= 32
                    && n.chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
                {
                    Some(n.to_string())
                }
                _ => {
                    return Err(ParseError::BadArgument {
                        command: if first == "campaign" {
                            "!dq campaign"
                        } else {
                            "!dq leaderboard"
                        },
                        got: rest.join(" "),
                        expected: "one campaign name: letters, digits, - or _, at most 32",
                    })
                }
            };
            match (first, name) {
                ("campaign", Some(name)) => Manage::Campaign { name },
                ("campaign", None) => {
                    return Err(ParseError::BadArgument {
                        command: "!dq campaign",
                        got: String::new(),
                        expected: "a campaign name",
                    })
                }
                (_, campaign) => Manage::Leaderboard { campaign },
            }
        }
        "log" => match rest {
            [] => Manage::Log { count: 10 },
            [n] if n.parse::<usize>().is_ok_and(|n| (1..=50).contains(&n)) => Manage::Log {
                count: n.parse().unwrap_or(10),
            },
            _ => {
                return Err(ParseError::BadArgument {
                    command: "!dq log",
                    got: rest.join(" "),
                    expected: "nothing, or a number of lines from 1 to 50",
                })
            }
        },
        "monster" => match rest {
            [] => Manage::Monster { bot: false },
            ["bot"] => Manage::Monster { bot: true },
            _ => {
                return Err(ParseError::BadArgument {
                    command: "!dq monster",
                    got: rest.join(" "),
                    expected: "nothing (to claim it), or `bot`",
                })
            }
        },
        other => {
            return Err(ParseError::UnknownManage {
                word: other.to_string(),
            })
        }
    };
    Ok(Command::Manage(m))
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

    #[test]
    fn combat_rounds_in_the_forums_format() {
        let glenn = Plan {
            standard: Strike::Spell,
            brutal: Strike::Ranged,
            counter: Strike::Melee,
            spark: false,
            fury: false,
            warding: false,
            flee: false,
        };
        let p = parse_plan;
        assert_eq!(p("Standard Attack= Spell\nBrutal Attack= Ranged\nCounterattack = Melee\nCards/Abilities used = none"), Ok(glenn));
        assert_eq!(
            p("standard attack=spell brutal attack =ranged counterattack= melee"),
            Ok(glenn)
        );
        assert_eq!(p("S=spell B=ranged C=melee"), Ok(glenn));
        assert_eq!(
            p("s = SPELL, b = Ranged, c = melee, cards = Spark"),
            Ok(Plan {
                spark: true,
                ..glenn
            })
        );
        assert_eq!(p("Standard Attack= Melee\nBrutal Attack= Melee\nCounterattack = Ranged\nCards/Abilities used = Spark").map(|x| x.spark), Ok(true));
        assert_eq!(
            p("S=spell B=ranged C=melee Cards/Abilities used = Rune of Fury, Warding rune"),
            Ok(Plan {
                fury: true,
                warding: true,
                ..glenn
            })
        );
        assert_eq!(
            p("S=spell B=ranged"),
            Err(PlanError::Missing(vec!["Counterattack"]))
        );
        assert_eq!(
            p("S=fire B=ranged C=melee"),
            Err(PlanError::BadStrike("fire".into()))
        );
        assert_eq!(
            p("S=spell B=ranged C=melee cards=sword"),
            Err(PlanError::BadCard("sword".into()))
        );
        assert_eq!(
            parse("S=spell B=ranged C=melee"),
            Ok(Command::Play(Action::Strikes(glenn)))
        );
        assert_eq!(parse("Escape"), Ok(Command::Play(Action::Escape)));
        assert_eq!(
            p("S=melee' OR '1'='1 B=melee C=melee"),
            Err(PlanError::UnknownField("'1'".into()))
        );
        assert_eq!(
            p("S=melee or ranged B=melee C=melee"),
            Err(PlanError::BadStrike("melee or ranged".into()))
        );
        assert_eq!(
            parse("!dq monster bot"),
            Ok(Command::Manage(Manage::Monster { bot: true }))
        );
    }

    #[test]
    fn management_commands() {
        assert_eq!(parse("!dq new"), Ok(Command::Manage(Manage::New)));
        assert_eq!(
            parse("!DQ JOIN hugo"),
            Ok(Command::Manage(Manage::Join {
                hero: Some("hugo".into())
            }))
        );
        assert_eq!(
            parse("!dq join"),
            Ok(Command::Manage(Manage::Join { hero: None }))
        );
        assert!(matches!(
            parse("!dq join Glenn"),
            Err(ParseError::BadArgument { .. })
        ));
        assert_eq!(
            parse("!dq tower se"),
            Ok(Command::Manage(Manage::Tower(Corner::SE)))
        );
        assert!(matches!(
            parse("!dq tower middle"),
            Err(ParseError::BadArgument { .. })
        ));
        assert_eq!(
            parse("!dq board compact"),
            Ok(Command::Manage(Manage::Board { compact: true }))
        );
        assert_eq!(parse("!dqstatus"), Ok(Command::Manage(Manage::Status)));
    }

    #[test]
    fn commands_that_take_nothing_refuse_trailing_words() {
        for text in [
            "!dq new game",
            "!dq start now",
            "!dq status please",
            "!dq leave now",
            "!dq quit now",
            "!dq random bob",
            "!dq settings all",
            "!dq options all",
            "!dq skip 2",
            "!dq pause 5",
            "!dq resume now",
            "!dq export json",
            "!dq dice all",
        ] {
            match parse(text) {
                Err(ParseError::BadArgument { got, expected, .. }) => {
                    assert_eq!(got, text.split(' ').nth(2).unwrap(), "{text}");
                    assert_eq!(expected, "nothing after it", "{text}");
                }
                other => panic!("{text:?} parsed as {other:?}"),
            }
        }
        assert_eq!(parse("!dq skip"), Ok(Command::Manage(Manage::Skip)));
        assert_eq!(parse("!dq start"), Ok(Command::Manage(Manage::Start)));
    }

    #[test]
    fn a_repeated_strike_field_is_refused_by_name() {
        assert_eq!(
            parse_plan("S=melee S=spell B=ranged C=melee"),
            Err(PlanError::Repeated("Standard Attack"))
        );
        assert_eq!(
            parse_plan(
                "Standard Attack= Spell\nBrutal Attack= Ranged\nCounterattack = Melee\nC=spell"
            ),
            Err(PlanError::Repeated("Counterattack"))
        );
        assert_eq!(
            parse_plan("S=melee B=ranged C=melee cards=spark used=none"),
            Err(PlanError::Repeated("Cards/Abilities used"))
        );
    }

    #[test]
    fn malformed_strikes_of_any_length_look_like_commands() {
        assert!(looks_like_command("Standard Attack= Cards/Abilities used"));
        assert!(looks_like_command("S=melee B=melee C=fire and more words"));
        assert!(looks_like_command("S=melee S=spell B=ranged C=melee"));
        // Chatter with an `=` that names no field of a round is still left alone.
        assert!(!looks_like_command("so I think 2+2=4 right everyone"));
    }
}
