//! The `!dq` commands: `Manage`, and their parsing, by family (setting up, reading, fighting,
//! the organiser's tools, a player's time away), as the organiser's files are split.

use super::{names, Command, ParseError};
use crate::games::dungeonquest::engine::board::Corner;
use crate::games::dungeonquest::engine::content::content;
use crate::lang::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Manage {
    New,
    /// `!dq new raiders`: a game of another kind, by the name typed (the organiser knows the
    /// kinds).
    NewOf {
        game: String,
    },
    /// `!dq hand`: a player's own cards, by DM (Dungeon Raiders).
    Hand,
    Join {
        hero: Option<String>,
    },
    Tower(Corner),
    Start,
    /// `!dq board`: in the game's `board_style`; `!dq board picture|emoji|compact`: that one.
    Board {
        style: Option<crate::games::dungeonquest::engine::BoardStyle>,
    },
    Status,
    /// `!dq help`: what the asker can do now; `!dq help TOPIC`: one topic.
    Help {
        topic: Option<String>,
    },
    /// Give up one's seat: before the start at once; once the game runs, only asked (the hero
    /// would be abandoned for good) until `LeaveConfirm`.
    Leave,
    /// `!dq leave confirm`: abandon one's hero in a running game.
    LeaveConfirm,
    /// Claim the monster's part (`!dq monster`), or hand it to the bot (`!dq monster bot`).
    Monster {
        bot: bool,
    },
    /// After a round's deadline, random strikes for a side that sent none (`!dq random`).
    Random,
    /// The whole log as a JSON file.
    Export,
    /// A finished game's record as a page (HTML).
    Record,
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
    /// The game's language (`!dq language es|en`, `!dq idioma`): the organiser's, any time.
    Language {
        lang: Lang,
    },
    /// A player's own language for his DMs and only-him replies (`!dq language me es|en`);
    /// None (`auto`): his Discord locale, else the game's.
    MyLanguage {
        lang: Option<Lang>,
    },
}

/// The words after `!dq`: the command word, the rest in lower case, and the rest as written
/// (for names and reasons).
struct Words<'a> {
    first: &'a str,
    /// The command word as typed, in lower case with its accents (`campaña`, not `campana`).
    first_typed: String,
    rest: &'a [&'a str],
    orig_rest: Vec<String>,
}

impl Words<'_> {
    /// The command as typed (`!dq tablero`), to name it in a refusal.
    fn typed(&self) -> String {
        format!("!dq {}", self.first_typed)
    }

    /// The command's argument is not one it can take; `expected`: the key of what it takes
    /// (`expected-KEY` in `locales/*/terms.ftl`).
    fn bad(&self, expected: &'static str) -> Result<Manage, ParseError> {
        Err(ParseError::BadArgument {
            command: self.typed(),
            got: self.rest.join(" "),
            expected,
        })
    }

    /// A command that takes no argument refuses trailing words (`!dq skip 2` is not one skip).
    fn bare(&self, m: Manage) -> Result<Manage, ParseError> {
        if self.rest.is_empty() {
            Ok(m)
        } else {
            self.bad("nothing")
        }
    }
}

/// A `!dq` command, by the family its word belongs to (the organiser's files are named alike).
pub(super) fn parse_manage(w: &[&str], orig: &[&str]) -> Result<Command, ParseError> {
    let Some((&first, rest)) = w.split_first() else {
        return Err(ParseError::NoManageCommand);
    };
    let words = Words {
        first,
        first_typed: orig
            .first()
            .map_or_else(|| first.to_string(), |o| o.to_lowercase()),
        rest,
        orig_rest: orig.iter().skip(1).map(|s| s.to_string()).collect(),
    };
    let m = setting_up(&words)
        .or_else(|| reading(&words))
        .or_else(|| fighting(&words))
        .or_else(|| tools(&words))
        .or_else(|| absent(&words))
        .unwrap_or_else(|| {
            Err(ParseError::UnknownManage {
                word: first.to_string(),
            })
        })?;
    Ok(Command::Manage(m))
}

/// `on`/`off`, or the Spanish `si`/`no` (accents already folded).
fn switch(w: &str) -> Option<bool> {
    match w {
        "on" | "si" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

/// `!dq new`, join, tower, start, leave, order, set, settings, options, option, campaign.
fn setting_up(w: &Words) -> Option<Result<Manage, ParseError>> {
    let rest = w.rest;
    Some(match w.first {
        "new" | "nueva" | "nuevo" if rest.is_empty() => Ok(Manage::New),
        "new" | "nueva" | "nuevo" => Ok(Manage::NewOf {
            game: w.orig_rest.join(" "),
        }),
        "join" | "unirse" | "unirme" => {
            let name = rest.join(" ");
            if name.is_empty() {
                Ok(Manage::Join { hero: None })
            } else if content().find_hero(&name).is_some() {
                Ok(Manage::Join { hero: Some(name) })
            } else {
                Err(ParseError::BadArgument {
                    command: w.typed(),
                    got: name,
                    expected: "hero",
                })
            }
        }
        "tower" | "torre" => match rest.first().and_then(|c| super::corner(c)) {
            Some(corner) if rest.len() == 1 => Ok(Manage::Tower(corner)),
            _ => w.bad("tower"),
        },
        "start" | "empezar" | "comenzar" => w.bare(Manage::Start),
        "leave" | "quit" | "dejar" | "abandonar" => match rest {
            ["confirm" | "confirmar"] => Ok(Manage::LeaveConfirm),
            _ => w.bare(Manage::Leave),
        },
        "order" | "orden" if !rest.is_empty() => Ok(Manage::Order {
            names: w.orig_rest.clone(),
        }),
        "order" | "orden" => w.bad("order"),
        "set" | "ajustar" => match rest {
            [key, value] => Ok(Manage::Set {
                key: key.to_string(),
                value: value.to_string(),
            }),
            // A key alone: the answer says what values it takes.
            [key] => Ok(Manage::Set {
                key: key.to_string(),
                value: String::new(),
            }),
            _ => w.bad("set"),
        },
        "settings" | "ajustes" => w.bare(Manage::Settings),
        "options" | "opciones" => w.bare(Manage::Options),
        "option" | "opcion" => match rest {
            [name @ .., on] if !name.is_empty() && switch(on).is_some() => Ok(Manage::Option {
                name: name.join(" "),
                on: switch(on) == Some(true),
            }),
            _ => w.bad("option"),
        },
        "campaign" | "campana" => match campaign_name(w) {
            Ok(Some(name)) => Ok(Manage::Campaign { name }),
            Ok(None) => Err(ParseError::BadArgument {
                command: w.typed(),
                got: String::new(),
                expected: "campaign",
            }),
            Err(e) => Err(e),
        },
        _ => return None,
    })
}

/// `!dq board`, status, log, dice, export, leaderboard, help.
fn reading(w: &Words) -> Option<Result<Manage, ParseError>> {
    let rest = w.rest;
    Some(match w.first {
        "board" | "map" | "tablero" | "mapa" => match rest {
            [] => Ok(Manage::Board { style: None }),
            [one] => match crate::lang::fold_accents(&one.to_lowercase()).as_str() {
                "compact" | "small" | "compacto" => Ok(Manage::Board {
                    style: Some(crate::games::dungeonquest::engine::BoardStyle::Compact),
                }),
                "picture" | "image" | "png" | "imagen" | "dibujo" => Ok(Manage::Board {
                    style: Some(crate::games::dungeonquest::engine::BoardStyle::Picture),
                }),
                "emoji" | "emojis" | "grid" | "cuadricula" => Ok(Manage::Board {
                    style: Some(crate::games::dungeonquest::engine::BoardStyle::Emoji),
                }),
                _ => w.bad("board"),
            },
            _ => w.bad("board"),
        },
        "status" | "estado" => w.bare(Manage::Status),
        "hand" | "mano" | "cards" | "cartas" => w.bare(Manage::Hand),
        "help" | "?" | "ayuda" => Ok(Manage::Help {
            topic: rest.first().map(|t| names::help_topic(&t.to_lowercase())),
        }),
        "log" | "registro" => match rest {
            [] => Ok(Manage::Log { count: 10 }),
            [n] if n.parse::<usize>().is_ok_and(|n| (1..=50).contains(&n)) => Ok(Manage::Log {
                count: n.parse().unwrap_or(10),
            }),
            _ => w.bad("log"),
        },
        "export" | "exportar" => w.bare(Manage::Export),
        "record" | "cronica" => w.bare(Manage::Record),
        "dice" | "dados" => w.bare(Manage::Dice),
        "leaderboard" | "table" | "clasificacion" => {
            campaign_name(w).map(|campaign| Manage::Leaderboard { campaign })
        }
        _ => return None,
    })
}

/// The campaign named after `!dq campaign` or `!dq leaderboard`, if any.
fn campaign_name(w: &Words) -> Result<Option<String>, ParseError> {
    match w.rest {
        [] => Ok(None),
        [n] if n.len() <= 32
            && n.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            Ok(Some(n.to_string()))
        }
        _ => Err(ParseError::BadArgument {
            command: w.typed(),
            got: w.rest.join(" "),
            expected: "campaign-name",
        }),
    }
}

/// `!dq monster [bot]`, `!dq random`.
fn fighting(w: &Words) -> Option<Result<Manage, ParseError>> {
    Some(match w.first {
        "monster" | "monstruo" => match w.rest {
            [] => Ok(Manage::Monster { bot: false }),
            ["bot"] => Ok(Manage::Monster { bot: true }),
            _ => w.bad("monster"),
        },
        "random" | "azar" => w.bare(Manage::Random),
        _ => return None,
    })
}

/// The organiser's tools: replace, remove, skip, pause, resume, end, extend, undo.
fn tools(w: &Words) -> Option<Result<Manage, ParseError>> {
    let rest = w.rest;
    Some(match w.first {
        "replace" | "reemplazar" | "sustituir" => match w.orig_rest.as_slice() {
            [old, new] => Ok(Manage::Replace {
                old: old.clone(),
                new: new.clone(),
            }),
            _ => w.bad("replace"),
        },
        "remove" | "quitar" | "expulsar" => match w.orig_rest.as_slice() {
            [name] => Ok(Manage::Remove { name: name.clone() }),
            _ => w.bad("remove"),
        },
        "skip" | "saltar" => w.bare(Manage::Skip),
        "pause" | "pausa" | "pausar" => w.bare(Manage::Pause),
        "resume" | "reanudar" => w.bare(Manage::Resume),
        "end" | "terminar" => Ok(Manage::End {
            reason: w.orig_rest.join(" "),
        }),
        "extend" | "ampliar" => match rest {
            [h] if h.parse::<u32>().is_ok_and(|h| (1..=168).contains(&h)) => Ok(Manage::Extend {
                hours: h.parse().unwrap_or(1),
            }),
            _ => w.bad("extend"),
        },
        "undo" | "deshacer" => match rest {
            ["confirm" | "confirmar"] => Ok(Manage::UndoConfirm),
            [n] if n.parse::<usize>().is_ok_and(|n| (1..=20).contains(&n)) => Ok(Manage::Undo {
                count: n.parse().unwrap_or(1),
            }),
            [] => Ok(Manage::Undo { count: 1 }),
            _ => w.bad("undo"),
        },
        _ => return None,
    })
}

/// A player's own time: `!dq away HOURS [REASON]`, `!dq back`, `!dq notify on|off`.
fn absent(w: &Words) -> Option<Result<Manage, ParseError>> {
    Some(match w.first {
        "away" | "ausente" => match w.rest.split_first() {
            Some((h, _)) if h.parse::<u32>().is_ok_and(|h| (1..=720).contains(&h)) => {
                Ok(Manage::Away {
                    hours: h.parse().unwrap_or(1),
                    reason: w.orig_rest[1..].join(" "),
                })
            }
            _ => w.bad("away"),
        },
        "back" | "vuelvo" => w.bare(Manage::Back),
        "language" | "idioma" => match w.rest {
            [me, l] if matches!(*me, "me" | "yo") => match (*l, Lang::parse(l)) {
                ("auto", _) => Ok(Manage::MyLanguage { lang: None }),
                (_, Some(lang)) => Ok(Manage::MyLanguage { lang: Some(lang) }),
                _ => w.bad("language-me"),
            },
            [l] => match Lang::parse(l) {
                Some(lang) => Ok(Manage::Language { lang }),
                None => w.bad("language"),
            },
            _ => w.bad("language"),
        },
        "notify" | "avisos" | "avisar" => match w.rest {
            [on] if switch(on).is_some() => Ok(Manage::Notify {
                on: switch(on) == Some(true),
            }),
            _ => w.bad("notify"),
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dungeonquest::command::parse;

    #[test]
    fn management_commands() {
        assert_eq!(parse("!dq new"), Ok(Command::Manage(Manage::New)));
        assert_eq!(
            parse("!dq nueva Raiders"),
            Ok(Command::Manage(Manage::NewOf {
                game: "Raiders".into()
            }))
        );
        assert_eq!(parse("!dq mano"), Ok(Command::Manage(Manage::Hand)));
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
            Ok(Command::Manage(Manage::Board {
                style: Some(crate::games::dungeonquest::engine::BoardStyle::Compact)
            }))
        );
        for (typed, style) in [
            ("!dq board", None),
            (
                "!dq board picture",
                Some(crate::games::dungeonquest::engine::BoardStyle::Picture),
            ),
            (
                "!dq board emoji",
                Some(crate::games::dungeonquest::engine::BoardStyle::Emoji),
            ),
            (
                "!dq tablero imagen",
                Some(crate::games::dungeonquest::engine::BoardStyle::Picture),
            ),
            (
                "!dq tablero emoji",
                Some(crate::games::dungeonquest::engine::BoardStyle::Emoji),
            ),
            (
                "!dq tablero compacto",
                Some(crate::games::dungeonquest::engine::BoardStyle::Compact),
            ),
        ] {
            assert_eq!(
                parse(typed),
                Ok(Command::Manage(Manage::Board { style })),
                "{typed}"
            );
        }
        assert!(matches!(
            parse("!dq board sketch"),
            Err(ParseError::BadArgument { .. })
        ));
        assert_eq!(parse("!dqstatus"), Ok(Command::Manage(Manage::Status)));
    }

    #[test]
    fn commands_that_take_nothing_refuse_trailing_words() {
        // `!dq new WORD` names a kind of game: the organiser answers a word that names none.
        assert_eq!(
            parse("!dq new game"),
            Ok(Command::Manage(Manage::NewOf {
                game: "game".into()
            }))
        );
        for text in [
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
                    assert_eq!(expected, "nothing", "{text}");
                }
                other => panic!("{text:?} parsed as {other:?}"),
            }
        }
        assert_eq!(parse("!dq skip"), Ok(Command::Manage(Manage::Skip)));
        assert_eq!(parse("!dq start"), Ok(Command::Manage(Manage::Start)));
    }

    /// Zero-width and direction marks pasted along with a command are not part of it, and an
    /// accent typed as a combining mark folds like a precomposed one.
    #[test]
    fn invisible_marks_and_combining_accents_do_not_change_a_command() {
        assert_eq!(
            parse("!dq set board_style emoji\u{200B}"),
            Ok(Command::Manage(Manage::Set {
                key: "board_style".into(),
                value: "emoji".into(),
            }))
        );
        assert_eq!(
            parse("\u{2067}!dq board\u{200D} e\u{301}moji"),
            Ok(Command::Manage(Manage::Board {
                style: Some(crate::games::dungeonquest::engine::BoardStyle::Emoji)
            }))
        );
        assert_eq!(
            parse("!dq tablero cuadri\u{301}cula"),
            parse("!dq tablero cuadrícula")
        );
    }
}
