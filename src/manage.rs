//! The `!dq` commands every table takes, whatever game it seats: `Manage`, read from the
//! words after `!dq` (English and Spanish, any case, accents optional), and what a `!dq` text
//! that is none of them is answered. A game with `!dq` commands of its own (DungeonQuest's
//! `!dq tower`) reads them first, with the same `Words`, and hands the rest to `parse_words`;
//! the table knows no game's words.

use crate::lang::{clip, edit_distance, fold_accents, slip_of, tr, Lang};

/// The prefix of the table's commands.
pub const PREFIX: &str = "!dq";

/// The longest message the bot reads as a command.
pub const MAX_COMMAND_LEN: usize = 200;

/// A `!dq` command of the table's. `O`: the game's own `!dq` commands, read before these
/// (none for a game that has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Manage<O = Never> {
    New,
    /// `!dq new raiders`: a game of another kind, by the name typed (the organiser knows the
    /// kinds).
    NewOf {
        game: String,
    },
    /// `!dq hand`: a player's own cards, by DM.
    Hand,
    /// `!dq join [NAME]`: a seat, with the name typed after it as typed (a game whose
    /// players choose what they play reads it; the others take the seat all the same).
    Join {
        name: Option<String>,
    },
    /// `!dq join bot`: the organiser seats the computer player (before the start).
    JoinBot,
    Start,
    /// `!dq board`: in the game's own look; `!dq board picture|emoji|compact`: that one.
    Board {
        look: Option<Look>,
    },
    Status,
    /// `!dq help`: what the asker can do now; `!dq help TOPIC`: one topic (the word as typed,
    /// in lower case with its accents folded; the game reads it).
    Help {
        topic: Option<String>,
    },
    /// Give up one's seat: before the start at once; once the game runs, only asked until
    /// `LeaveConfirm`.
    Leave,
    /// `!dq leave confirm`.
    LeaveConfirm,
    /// The whole log as a file.
    Export,
    /// A finished game's record as a page (HTML).
    Record,
    /// The last N things that happened, in words.
    Log {
        count: usize,
    },
    /// Before the start: change one setting (`value` empty: the key alone, to be told what
    /// it takes).
    Set {
        key: String,
        value: String,
    },
    /// Show the game's settings.
    Settings,
    /// Count this game for a named campaign (before the start).
    Campaign {
        name: String,
    },
    /// A campaign's table (this game's campaign, or the one named).
    Leaderboard {
        campaign: Option<String>,
    },
    /// A substitute takes over a player's seat.
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
    /// A player will be away for `hours`: the bot plays (or skips) for him meanwhile.
    Away {
        hours: u32,
        reason: String,
    },
    /// Back before the time he gave.
    Back,
    /// Opt in or out of the "you're next" heads-up by DM; None (`!dq notify digest`): one DM
    /// a day of every game that waits on him instead.
    Notify {
        on: Option<bool>,
    },
    /// Every running game, on every server, that waits on the sender (`!dq mine`).
    Mine,
    /// The time bank (`!dq bank ...`): shown, refused or taken again by a player, or a
    /// game's changed by its organiser.
    Bank {
        order: BankOrder,
    },
    /// A call for a substitute (`!dq sub wanted NAME`, `!dq sub cancel NAME`: the organiser's),
    /// or its answer (`!dq sub [NAME]`: someone not seated takes the seat).
    Sub {
        order: SubOrder,
    },
    /// The organiser allows a seat in civil disorder back to its player (`!dq restore NAME`).
    Restore {
        name: String,
    },
    /// The share of deadlines met a player's record must show to join (`!dq require N`, the
    /// organiser's, before the start; 0: none).
    Require {
        min_met: u32,
    },
    /// A player's record of reliability across every game (`!dq profile [NAME]`): the
    /// sender's own when no name follows.
    Profile {
        who: Option<String>,
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
    /// A command of the game's own.
    Own(O),
}

/// What `!dq bank` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BankOrder {
    /// `!dq bank`: the game's bank and what each seat has left.
    Show,
    /// `!dq bank on|off`: the sender takes his bank, or refuses it (at every game).
    Use(bool),
    /// `!dq bank days N`: the organiser's extension days a seat has for the game.
    Days(u32),
    /// `!dq bank vacation N`: the organiser's vacation days a seat has a month.
    Vacation(u32),
}

/// What `!dq sub` asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubOrder {
    /// `!dq sub [NAME]`: take the seat a substitute is wanted for (the one named, of several).
    Take { name: Option<String> },
    /// `!dq sub wanted NAME`: the organiser calls for a substitute for that seat.
    Wanted { name: String },
    /// `!dq sub cancel NAME`: the organiser's call withdrawn.
    Cancel { name: String },
}

/// No command of a game's own: a game without `!dq` commands of its own reads `Manage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Never {}

/// How a board is shown, when `!dq board` names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Picture,
    Emoji,
    Compact,
}

/// A `!dq` text that is no command of the table's (nor of its game's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// Longer than any command.
    TooLong { len: usize },
    /// `!dq` followed by nothing.
    NoCommand,
    /// `!dq WORD` with an unknown WORD.
    Unknown { word: String },
    /// A known command with an argument it cannot take.
    BadArgument {
        /// The command as typed (`!dq tablero`).
        command: String,
        got: String,
        /// The key of what it takes: `expected-KEY` in `locales/*/terms.ftl`.
        expected: &'static str,
    },
}

/// The words after `!dq`: the command word, the rest in lower case with accents folded, and
/// the rest as written (for names and reasons).
pub struct Words<'a> {
    pub first: &'a str,
    /// The command word as typed, in lower case with its accents (`campaña`, not `campana`).
    first_typed: String,
    pub rest: &'a [&'a str],
    pub orig_rest: Vec<String>,
}

impl<'a> Words<'a> {
    /// `w`: the words after `!dq` in lower case with accents folded; `orig`: as written.
    /// None: nothing after `!dq`.
    pub fn of(w: &'a [&'a str], orig: &[&str]) -> Option<Words<'a>> {
        let (&first, rest) = w.split_first()?;
        Some(Words {
            first,
            first_typed: orig
                .first()
                .map_or_else(|| first.to_string(), |o| o.to_lowercase()),
            rest,
            orig_rest: orig.iter().skip(1).map(|s| s.to_string()).collect(),
        })
    }

    /// The command as typed (`!dq tablero`), to name it in a refusal.
    pub fn typed(&self) -> String {
        format!("{PREFIX} {}", self.first_typed)
    }

    /// The command's argument is not one it can take; `expected`: the key of what it takes
    /// (`expected-KEY` in `locales/*/terms.ftl`).
    pub fn bad<T>(&self, expected: &'static str) -> Result<T, Mistake> {
        Err(Mistake::BadArgument {
            command: self.typed(),
            got: self.rest.join(" "),
            expected,
        })
    }

    /// A command that takes no argument refuses trailing words (`!dq skip 2` is not one skip).
    pub fn bare<T>(&self, m: T) -> Result<T, Mistake> {
        if self.rest.is_empty() {
            Ok(m)
        } else {
            self.bad("nothing")
        }
    }
}

/// A text read as a `!dq` command of the table's: None when it is no `!dq` text at all.
/// Zero-width and direction marks are dropped, and `!dqjoin` is `!dq join`.
pub fn parse(text: &str) -> Option<Result<Manage, Mistake>> {
    let visible: String = text
        .chars()
        .filter(|c| !crate::lang::invisible(*c))
        .collect();
    let t = visible.trim();
    let folded = fold_accents(&t.to_lowercase());
    let words: Vec<&str> = folded.split_whitespace().collect();
    let orig: Vec<&str> = t.split_whitespace().collect();
    let rest = words.first()?.strip_prefix(PREFIX)?;
    if t.chars().count() > MAX_COMMAND_LEN {
        return Some(Err(Mistake::TooLong {
            len: t.chars().count(),
        }));
    }
    let (w, o) = if rest.is_empty() {
        (words[1..].to_vec(), orig[1..].to_vec())
    } else {
        let mut w = vec![rest];
        w.extend(&words[1..]);
        let mut o = vec![glued_rest(orig[0], rest)];
        o.extend(&orig[1..]);
        (w, o)
    };
    Some(parse_words(&w, &o, |_| None))
}

/// The command word of a glued `!dqjoin` as typed (`orig`), given it folded (`folded`): the
/// typed one where it reads the same, else the folded one (a combining accent inside `!dq`
/// leaves no clean place to cut the typed text).
pub fn glued_rest<'a>(orig: &'a str, folded: &'a str) -> &'a str {
    orig.get(PREFIX.len()..)
        .filter(|r| fold_accents(&r.to_lowercase()) == folded)
        .unwrap_or(folded)
}

/// The words after `!dq` (`w` in lower case with accents folded, `orig` as written) as a
/// command: the game's own first (`own`), then the table's by family.
pub fn parse_words<O>(
    w: &[&str],
    orig: &[&str],
    own: impl FnOnce(&Words) -> Option<Result<O, Mistake>>,
) -> Result<Manage<O>, Mistake> {
    let words = Words::of(w, orig).ok_or(Mistake::NoCommand)?;
    if let Some(o) = own(&words) {
        return o.map(Manage::Own);
    }
    setting_up(&words)
        .or_else(|| reading(&words))
        .or_else(|| tools(&words))
        .or_else(|| absent(&words))
        .unwrap_or_else(|| {
            Err(Mistake::Unknown {
                word: words.first.to_string(),
            })
        })
}

/// `on`/`off`, or the Spanish `si`/`no` (accents already folded).
pub fn switch(w: &str) -> Option<bool> {
    match w {
        "on" | "si" => Some(true),
        "off" | "no" => Some(false),
        _ => None,
    }
}

/// `!dq new`, join, start, leave, set, settings, campaign.
fn setting_up<O>(w: &Words) -> Option<Result<Manage<O>, Mistake>> {
    let rest = w.rest;
    Some(match w.first {
        "new" | "nueva" | "nuevo" if rest.is_empty() => Ok(Manage::New),
        "new" | "nueva" | "nuevo" => Ok(Manage::NewOf {
            game: w.orig_rest.join(" "),
        }),
        "join" | "unirse" | "unirme" => match rest {
            ["bot" | "computer" | "ordenador"] => Ok(Manage::JoinBot),
            _ => Ok(Manage::Join {
                name: (!rest.is_empty()).then(|| rest.join(" ")),
            }),
        },
        "start" | "empezar" | "comenzar" => w.bare(Manage::Start),
        "leave" | "quit" | "dejar" | "abandonar" => match rest {
            ["confirm" | "confirmar"] => Ok(Manage::LeaveConfirm),
            _ => w.bare(Manage::Leave),
        },
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
        "campaign" | "campana" => match campaign_name(w) {
            Ok(Some(name)) => Ok(Manage::Campaign { name }),
            Ok(None) => Err(Mistake::BadArgument {
                command: w.typed(),
                got: String::new(),
                expected: "campaign",
            }),
            Err(e) => Err(e),
        },
        _ => return None,
    })
}

/// `!dq board`, status, hand, help, log, export, record, leaderboard.
fn reading<O>(w: &Words) -> Option<Result<Manage<O>, Mistake>> {
    let rest = w.rest;
    Some(match w.first {
        "board" | "map" | "tablero" | "mapa" => match rest {
            [] => Ok(Manage::Board { look: None }),
            [one] => match fold_accents(&one.to_lowercase()).as_str() {
                "compact" | "small" | "compacto" => Ok(Manage::Board {
                    look: Some(Look::Compact),
                }),
                "picture" | "image" | "png" | "imagen" | "dibujo" => Ok(Manage::Board {
                    look: Some(Look::Picture),
                }),
                "emoji" | "emojis" | "grid" | "cuadricula" => Ok(Manage::Board {
                    look: Some(Look::Emoji),
                }),
                _ => w.bad("board"),
            },
            _ => w.bad("board"),
        },
        "status" | "estado" => w.bare(Manage::Status),
        "hand" | "mano" | "cards" | "cartas" => w.bare(Manage::Hand),
        "help" | "?" | "ayuda" => Ok(Manage::Help {
            topic: rest.first().map(|t| t.to_lowercase()),
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
        "leaderboard" | "table" | "clasificacion" => {
            campaign_name(w).map(|campaign| Manage::Leaderboard { campaign })
        }
        _ => return None,
    })
}

/// The campaign named after `!dq campaign` or `!dq leaderboard`, if any.
fn campaign_name(w: &Words) -> Result<Option<String>, Mistake> {
    match w.rest {
        [] => Ok(None),
        [n] if n.len() <= 32
            && n.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            Ok(Some(n.to_string()))
        }
        _ => w.bad("campaign-name"),
    }
}

/// The organiser's tools: replace, remove, skip, pause, resume, end, extend, undo.
fn tools<O>(w: &Words) -> Option<Result<Manage<O>, Mistake>> {
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

/// A player's own time and language: `!dq away HOURS [REASON]`, `!dq back`, `!dq notify
/// on|off`, `!dq language`.
fn absent<O>(w: &Words) -> Option<Result<Manage<O>, Mistake>> {
    Some(match w.first {
        "away" | "ausente" => match w.rest.split_first().and_then(|(h, _)| away_hours(h)) {
            Some(hours) => Ok(Manage::Away {
                hours,
                reason: w.orig_rest[1..].join(" "),
            }),
            _ => w.bad("away"),
        },
        "bank" | "banco" => match w.rest {
            [] => Ok(Manage::Bank {
                order: BankOrder::Show,
            }),
            [on] if switch(on).is_some() => Ok(Manage::Bank {
                order: BankOrder::Use(switch(on) == Some(true)),
            }),
            ["days" | "dias", n] => match n.parse::<u32>() {
                Ok(n) if n <= 30 => Ok(Manage::Bank {
                    order: BankOrder::Days(n),
                }),
                _ => w.bad("bank"),
            },
            ["vacation" | "vacaciones", n] => match n.parse::<u32>() {
                Ok(n) if n <= 31 => Ok(Manage::Bank {
                    order: BankOrder::Vacation(n),
                }),
                _ => w.bad("bank"),
            },
            _ => w.bad("bank"),
        },
        "sub" | "suplente" => match (w.rest, w.orig_rest.as_slice()) {
            ([], _) => Ok(Manage::Sub {
                order: SubOrder::Take { name: None },
            }),
            (["wanted" | "buscado", _], [_, name]) => Ok(Manage::Sub {
                order: SubOrder::Wanted { name: name.clone() },
            }),
            (["cancel" | "cancelar", _], [_, name]) => Ok(Manage::Sub {
                order: SubOrder::Cancel { name: name.clone() },
            }),
            (["wanted" | "buscado" | "cancel" | "cancelar"], _) => w.bad("sub"),
            ([_], [name]) => Ok(Manage::Sub {
                order: SubOrder::Take {
                    name: Some(name.clone()),
                },
            }),
            _ => w.bad("sub"),
        },
        "restore" | "readmitir" => match w.orig_rest.as_slice() {
            [name] => Ok(Manage::Restore { name: name.clone() }),
            _ => w.bad("restore"),
        },
        "require" | "exigir" => match w.rest {
            [n] => match n.trim_end_matches('%').parse::<u32>() {
                Ok(n) if n <= 100 => Ok(Manage::Require { min_met: n }),
                _ => w.bad("require"),
            },
            _ => w.bad("require"),
        },
        "profile" | "perfil" => match w.orig_rest.as_slice() {
            [] => Ok(Manage::Profile { who: None }),
            [name] => Ok(Manage::Profile {
                who: Some(name.clone()),
            }),
            _ => w.bad("profile"),
        },
        "back" | "vuelvo" | "volver" | "volvi" | "regreso" => w.bare(Manage::Back),
        "mine" | "mias" | "mis-partidas" => w.bare(Manage::Mine),
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
            [on] if switch(on).is_some() => Ok(Manage::Notify { on: switch(on) }),
            ["digest" | "resumen"] => Ok(Manage::Notify { on: None }),
            _ => w.bad("notify"),
        },
        _ => return None,
    })
}

/// The hours of `!dq away`'s first word: hours (`48`, 1 to 720) or days (`3d`, 1 to 30).
fn away_hours(word: &str) -> Option<u32> {
    let (n, per) = match word.strip_suffix('d') {
        Some(days) => (days, 24),
        None => (word, 1),
    };
    n.parse::<u32>()
        .ok()
        .map(|n| n * per)
        .filter(|h| (1..=720).contains(h))
}

/// What a `!dq` text that is no command is answered, in the current language, from the
/// commands its table offers (`offered`: English, Spanish): the nearest and the list, or
/// what the command it names takes.
pub fn mistake(e: &Mistake, offered: &[(&str, &str)]) -> String {
    answer(e, offered, None)
}

/// `mistake`, at a table whose game says in its own words what some commands take
/// (`{own}-expected-KEY`, as `raiders-expected-set` names Dungeon Raiders' settings); the
/// table's words for the rest.
pub fn mistake_at(e: &Mistake, offered: &[(&str, &str)], own: &str) -> String {
    answer(e, offered, Some(own))
}

/// What a command that takes `expected` takes, in the game's words if it has its own.
fn takes(expected: &str, own: Option<&str>) -> String {
    let mine = own.map(|o| format!("{o}-expected-{expected}"));
    match mine.filter(|id| crate::lang::has(crate::lang::current(), id)) {
        Some(id) => tr(&id, &[]),
        None => tr(&format!("expected-{expected}"), &[]),
    }
}

fn answer(e: &Mistake, offered: &[(&str, &str)], own: Option<&str>) -> String {
    match e {
        Mistake::TooLong { len } => tr("parse-too-long", &[("len", len.to_string())]),
        Mistake::NoCommand => tr("parse-no-manage", &[("commands", listed(offered))]),
        Mistake::Unknown { word } => {
            let head = tr("parse-unknown-manage", &[("word", clip(word, 30))]);
            let near = near_among(word, offered)
                .map(|c| {
                    format!(
                        " {}",
                        tr(
                            "parse-did-you-mean",
                            &[("command", format!("{PREFIX} {c}"))]
                        )
                    )
                })
                .unwrap_or_default();
            let all = tr("parse-dq-commands", &[("commands", listed(offered))]);
            format!("{head}{near}\n{all}")
        }
        // Nothing after a command that needs something: what it needs, never empty quotes.
        Mistake::BadArgument {
            command,
            got,
            expected,
        } if got.trim().is_empty() => tr(
            "parse-needs-argument",
            &[
                ("command", clip(command, 30)),
                ("expected", takes(expected, own)),
            ],
        ),
        // A command that takes nothing after it: say what is too much.
        Mistake::BadArgument {
            command,
            got,
            expected: "nothing",
        } => tr(
            "parse-takes-nothing",
            &[("command", clip(command, 30)), ("got", clip(got, 40))],
        ),
        Mistake::BadArgument {
            command,
            got,
            expected,
        } => tr(
            "parse-bad-argument",
            &[
                ("command", clip(command, 30)),
                ("got", clip(got, 40)),
                ("expected", takes(expected, own)),
            ],
        ),
    }
}

/// Commands (English, Spanish) in the current language.
fn listed(offered: &[(&str, &str)]) -> String {
    let es = crate::lang::current() == Lang::Es;
    offered
        .iter()
        .map(|(en, sp)| if es { *sp } else { *en })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The command among `offered` that `word` is a slip of (`stauts`: `status`), in the language
/// of the word it is closest to; or one it is the start of (`stat`).
pub fn near_among<'a>(word: &str, offered: &[(&'a str, &'a str)]) -> Option<&'a str> {
    let w = fold_accents(&word.to_lowercase());
    offered
        .iter()
        .flat_map(|(en, es)| [*en, *es])
        .filter(|c| {
            let c = fold_accents(c);
            slip_of(&w, &c) || (w.chars().count() >= 3 && c.starts_with(&w))
        })
        .min_by_key(|c| edit_distance(&w, &fold_accents(c)))
}

#[cfg(test)]
mod tests;
