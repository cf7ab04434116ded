//! Text to commands, syntax only: "Mvoe UP" is not a command (`ParseError`), while "Move UP"
//! into a wall is a command the rules refuse (`engine::Rejection`).
//!
//! This file reads game actions as the forum wrote them ("Move UP", "Use rune Passage N");
//! `manage` reads the `!dq` commands, `plan` a fight's strikes sent by DM.

#[cfg(test)]
mod both_languages;
mod manage;
mod names;
pub(crate) use names::help_topic;
mod plan;

pub use manage::{board_style, own_word, Manage, Quest};
pub use names::{
    card_fluent_id, chamber_fluent_id, fluent_id, kebab, monster_letter, option_named_in_spanish,
    setting_value,
};
pub use plan::{field_fluent_id, parse_plan, template_unfinished, PlanError};

use crate::games::dungeonquest::engine::board::{Corner, Dir, Pos};
use crate::games::dungeonquest::engine::{Action, Half};
use crate::lang::{fold_accents, slip_of};
use manage::parse_manage;

pub use crate::manage::{MAX_COMMAND_LEN, PREFIX};

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
        /// The command as typed (`!dq tablero`), or its name (`Use rune`).
        command: String,
        got: String,
        /// The key of what it takes: `expected-KEY` in `locales/*/terms.ftl`.
        expected: &'static str,
    },
    /// Not a command at all.
    Unknown {
        text: String,
    },
    /// Meant as combat strikes, but not complete or not understood.
    Plan(PlanError),
}

/// A side, in English or Spanish (`w` in lower case, accents folded). Spanish has no bare
/// `d` (English *down*): `der` or `derecha`; `o` is *oeste* (west), `e` east in both.
fn direction(w: &str) -> Option<Dir> {
    match w {
        "up" | "u" | "north" | "n" | "arriba" | "arr" | "norte" => Some(Dir::Up),
        "down" | "d" | "south" | "s" | "abajo" | "abj" | "sur" => Some(Dir::Down),
        "left" | "l" | "west" | "w" | "izquierda" | "izq" | "oeste" | "o" => Some(Dir::Left),
        "right" | "r" | "east" | "e" | "derecha" | "der" | "este" => Some(Dir::Right),
        _ => None,
    }
}

fn half(w: &str) -> Option<Half> {
    match w {
        "upper" | "top" | "superior" => Some(Half::Upper),
        "lower" | "bottom" | "inferior" => Some(Half::Lower),
        _ => None,
    }
}

/// A tower corner: `NW NE SE SW`, or the Spanish `NO` and `SO` (`noroeste`, `suroeste`...).
fn corner(w: &str) -> Option<Corner> {
    Corner::parse(match w {
        "no" | "noroeste" => "nw",
        "so" | "suroeste" | "sudoeste" => "sw",
        "noreste" | "nordeste" => "ne",
        "sureste" | "sudeste" => "se",
        other => other,
    })
}

/// The first words of the game's commands, English and Spanish (accents folded): text in a
/// channel that starts with one of them, or with a slip of one (`Serch`, `Mvoe`), was meant
/// as a command and deserves an answer; other chatter is left alone. A new command word in
/// `parse_play` belongs here too.
const COMMAND_WORDS: &[&str] = &[
    "go",
    "move",
    "mover",
    "add",
    "anadir",
    "fight",
    "luchar",
    "enfrentar",
    "face",
    "pass",
    "pasar",
    "take",
    "quitar",
    "tomar",
    "search",
    "buscar",
    "escape",
    "flee",
    "run",
    "escapar",
    "huir",
    "attack",
    "atacar",
    "accept",
    "aceptar",
    "give",
    "dar",
    "entregar",
    "stay",
    "loot",
    "draw",
    "quedarse",
    "quedarme",
    "saquear",
    "coger",
    "robar",
    "exit",
    "leave",
    "salir",
    "cross",
    "climb",
    "tear",
    "cruzar",
    "trepar",
    "romper",
    "use",
    "usar",
    "rune",
    "runa",
    "retreat",
    "back",
    "retirarse",
    "retirarme",
    "volver",
    "yes",
    "si",
    "no",
    "roll",
    "tirar",
    "pray",
    "rezar",
    "reroll",
    "re-roll",
    "repetir",
    "keep",
    "mantener",
    "conservar",
    "decline",
    "rechazar",
    "end",
    "extremo",
    "enter",
    "descend",
    "bajar",
    "entrar",
    "descender",
    "resurface",
    "surface",
    "subir",
    "emerger",
    "orientar",
    "tower",
    "teleport",
    "torre",
    "drink",
    "beber",
    "discard",
    "drop",
    "descartar",
    "soltar",
];

/// Command words that also open everyday sentences (`no way`, `go team`, `take care`): they
/// mark a command only in a message of one word.
const CHAT_WORDS: &[&str] = &[
    "no", "si", "go", "run", "back", "end", "leave", "pass", "take", "give", "keep", "stay",
    "face", "draw", "fight", "add", "tear", "dar", "volver",
];

/// The text's words in lower case, accents folded, punctuation around each word trimmed.
fn plain_words(text: &str) -> Vec<String> {
    fold_accents(&text.to_lowercase())
        .split_whitespace()
        .map(|w| trim_punctuation(w).to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

fn trim_punctuation(w: &str) -> &str {
    w.trim_matches(|c: char| matches!(c, '.' | '!' | ',' | '¡' | '¿' | '?' | ':' | ';'))
}

/// Does this text look like it was meant as a command (so an unknown one deserves an
/// answer)? `!dq ...`, strikes, or text that starts with a command's word or a slip of one.
/// Chatter (`hola a todos`, `good luck ann`, `ufff`) is left alone.
pub fn looks_like_command(text: &str) -> bool {
    let visible: String = text
        .chars()
        .filter(|c| !crate::lang::invisible(*c))
        .collect();
    let t = visible.trim().to_lowercase();
    if t.starts_with(PREFIX) || looks_like_strikes(&t) {
        return true;
    }
    // A mention before a command (`@bob Move UP`) is not its first word.
    let words: Vec<String> = plain_words(&t)
        .into_iter()
        .skip_while(|w| w.starts_with('@') || w.starts_with("<@"))
        .collect();
    let Some(first) = words.first() else {
        return false;
    };
    if words.len() == 1 && direction(first).is_some() {
        return true;
    }
    if words.len() > 1 && CHAT_WORDS.contains(&first.as_str()) {
        return false;
    }
    COMMAND_WORDS
        .iter()
        .filter(|w| words.len() == 1 || !CHAT_WORDS.contains(w))
        .any(|w| w == first || slip_of(first, w))
}

/// A one-word side that is also an everyday word or answer (`s` for *sí*, `n` for *no*,
/// `e`, `o` and `este` in Spanish), alone or with punctuation (`s?`, `¿s?`): it moves a hero
/// only on a plain turn, never where the game asked a question. The side it names, and
/// whether it came with a question mark.
pub fn short_side(text: &str) -> Option<(Dir, bool)> {
    let t = text.trim();
    let words = plain_words(t);
    let [w] = words.as_slice() else {
        return None;
    };
    if !matches!(
        w.as_str(),
        "u" | "d" | "l" | "r" | "n" | "s" | "e" | "w" | "o" | "este"
    ) {
        return None;
    }
    Some((direction(w)?, t.contains('?')))
}

/// Text that names a field of a combat round before an `=` (however long or malformed): meant
/// as strikes, so it is answered even in the channel.
fn looks_like_strikes(text: &str) -> bool {
    text.contains('=') && !matches!(parse_plan(text), Err(PlanError::UnknownField(_)))
}

/// A round written with `:` for `=` (`Estándar: cuerpo, Brutal: distancia`), when a field of
/// a round comes before the first `:`; or three strike types in order, apart by commas, ` / `
/// or new lines (`cuerpo, distancia, hechizo`: Standard, Brutal, Counter).
fn strikes_said_otherwise(
    lower: &str,
) -> Option<Result<crate::games::dungeonquest::engine::Plan, PlanError>> {
    if lower.contains(':') {
        let eq = lower.replace(':', "=");
        return match parse_plan(&eq) {
            Err(PlanError::UnknownField(_)) => None,
            plan => Some(plan),
        };
    }
    let parts: Vec<&str> = lower
        .split([',', '/', '\n', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() != 3 {
        return None;
    }
    let [s, b, c] = [0, 1, 2].map(|i| {
        let words: Vec<&str> = parts[i].split_whitespace().collect();
        plan::strike(
            &fold_accents(&words.join(" "))
                .split(' ')
                .collect::<Vec<_>>(),
        )
    });
    Some(Ok(crate::games::dungeonquest::engine::Plan::of(s?, b?, c?)))
}

pub fn parse(text: &str) -> Result<Command, ParseError> {
    // Zero-width and direction marks (pasted along with a command) are not part of it.
    let visible: String = text
        .chars()
        .filter(|c| !crate::lang::invisible(*c))
        .collect();
    let t = visible.trim();
    if t.is_empty() {
        return Err(ParseError::Empty);
    }
    if t.chars().count() > MAX_COMMAND_LEN {
        return Err(ParseError::TooLong {
            len: t.chars().count(),
        });
    }
    let lower = t.to_lowercase();
    // A `!dq` command is never strikes, whatever it holds (`!dq end reason=timeout`).
    if lower.contains('=') && !lower.starts_with(PREFIX) {
        return parse_plan(&lower)
            .map(|p| Command::Play(Action::Strikes(p)))
            .map_err(ParseError::Plan);
    }
    if let Some(plan) = (!lower.starts_with(PREFIX))
        .then(|| strikes_said_otherwise(&lower))
        .flatten()
    {
        return plan
            .map(|p| Command::Play(Action::Strikes(p)))
            .map_err(ParseError::Plan);
    }
    // Commands are matched in lower case with accents folded (`Sí` is `si`); names keep the
    // accents typed (`lower`) or the case too (`orig`).
    let folded = fold_accents(&lower);
    let words: Vec<&str> = folded.split_whitespace().collect();
    let lower_words: Vec<&str> = lower.split_whitespace().collect();
    let orig: Vec<&str> = t.split_whitespace().collect();
    if words[0] == PREFIX {
        return parse_manage(&words[1..], &orig[1..]);
    }
    if let Some(rest) = words[0].strip_prefix(PREFIX) {
        // "!dqjoin" is too easy a slip to call unknown.
        if !rest.is_empty() {
            let mut w = vec![rest];
            w.extend(&words[1..]);
            let mut o = vec![crate::manage::glued_rest(orig[0], rest)];
            o.extend(&orig[1..]);
            return parse_manage(&w, &o);
        }
    }
    if matches!(trim_punctuation(words[0]), "use" | "rune" | "usar" | "runa")
        && words.len() > 1
        && !matches!(trim_punctuation(words[1]), "rope" | "cuerda")
    {
        // Punctuation around the words is no part of them, as for moves (`Use rune Sight
        // RIGHT.`, `¡Usar runa Visión DERECHA!`).
        let plain: Vec<&str> = words[1..]
            .iter()
            .map(|w| trim_punctuation(w))
            .filter(|w| !w.is_empty())
            .collect();
        return use_rune(&plain)
            .map(Command::Play)
            .ok_or_else(|| ParseError::BadArgument {
                command: orig[..1].join(" "),
                got: orig[1..].join(" "),
                expected: "rune",
            });
    }
    parse_play(&words, &lower_words)
        .map(Command::Play)
        .ok_or_else(|| ParseError::Unknown {
            text: t.to_string(),
        })
}

/// A game action from its words: `w` in lower case with accents folded, `lower` the same
/// words with their accents (for the names of cards). English and Spanish, always.
fn parse_play(w: &[&str], lower: &[&str]) -> Option<Action> {
    let trim = |s: &&str| -> String {
        s.trim_matches(|c: char| matches!(c, '.' | '!' | ',' | '¡' | '¿' | '?'))
            .to_string()
    };
    let words: Vec<String> = w.iter().map(trim).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let lower: Vec<String> = lower.iter().map(trim).collect();
    forum(&words, &lower).or_else(|| natural(&words))
}

/// A game action as the forum writes it (`Move UP`, `Mover ARRIBA`, `Search`...): `w` in lower
/// case with accents folded and punctuation trimmed, `lower` the same words with accents.
fn forum(w: &[&str], lower: &[String]) -> Option<Action> {
    // The words from the `n`-th on, as a Loot card's name (words of punctuation alone left
    // out, so "Drop ," names nothing and is no command).
    let name_from = |n: usize| {
        let words: Vec<&str> = lower[n..]
            .iter()
            .map(String::as_str)
            .filter(|w| !w.is_empty())
            .collect();
        names::loot(&words.join(" "))
    };
    let named = |rest: &[&str]| rest.iter().any(|w| !w.is_empty());
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
        ["move" | "mover", "monster" | "monstruo", at, d, rest @ ..] if rest.len() <= 1 => {
            Action::MoveMonster {
                from: Pos::parse_label(at)?,
                dir: direction(d)?,
                monster: match rest {
                    [m] => Some(names::monster(m)?),
                    _ => None,
                },
            }
        }
        ["add" | "anadir", "monster" | "monstruo", at] => Action::AddMonster {
            at: Pos::parse_label(at)?,
        },
        ["fight" | "luchar" | "enfrentar", m]
        | ["face" | "enfrentar", "monster" | "monstruo", m]
        | ["luchar", "contra", m] => Action::FaceMonster(names::monster(m)?),
        ["pass" | "pasar"] => Action::Decline,
        ["take" | "quitar" | "tomar", "cualquiera" | "cualquier" | "any"] => {
            Action::Take { name: "any".into() }
        }
        ["take" | "quitar" | "tomar", rest @ ..] if named(rest) => {
            Action::Take { name: name_from(1) }
        }
        ["move" | "go" | "mover", rest @ ..] => return mv(rest),
        [d, ..] if direction(d).is_some() => return mv(w),
        ["search" | "buscar"] => Action::Search,
        ["escape" | "flee" | "run" | "escapar" | "huir"] => Action::Escape,
        ["attack" | "fight" | "atacar" | "luchar"] => Action::Attack,
        ["accept" | "aceptar"] => Action::TakeMonster,
        ["give" | "dar" | "entregar", rest @ ..] if named(rest) => {
            Action::Drop { name: name_from(1) }
        }
        ["stay"] | ["loot"] | ["draw"] | ["stay", "and", "loot"] => Action::Stay,
        ["quedarse" | "quedarme" | "saquear" | "coger" | "robar"] => Action::Stay,
        ["exit"] | ["exit", "dungeon"] | ["leave", "dungeon"] => Action::Exit,
        ["salir"] | ["salir", "de", "la", "mazmorra"] => Action::Exit,
        ["cross"] | ["climb"] | ["tear"] | ["cross", "web"] | ["cross", "bridge"] => {
            Action::Cross { rope: false }
        }
        ["cruzar" | "trepar" | "romper"] | ["cruzar", "telarana" | "puente"] => {
            Action::Cross { rope: false }
        }
        ["cross", "rope"] | ["cross", "with", "rope"] | ["use", "rope"] => {
            Action::Cross { rope: true }
        }
        ["cruzar" | "usar", "cuerda"] | ["cruzar", "con", "cuerda"] => Action::Cross { rope: true },
        ["retreat"] | ["back"] | ["retirarse" | "retirarme" | "volver"] => Action::Retreat,
        ["yes"] | ["y"] | ["si"] => Action::Yes,
        // `n` alone is a side (`Move UP`); at a question the organiser reads it as `No`.
        ["no"] => Action::No,
        ["roll" | "tirar"] => Action::Roll,
        ["pray" | "rezar"] => Action::Pray,
        ["reroll"] | ["re-roll"] | ["roll", "again"] => Action::Reroll,
        ["repetir"] | ["volver", "a", "tirar"] | ["repetir", "tirada"] => Action::Reroll,
        ["keep" | "mantener" | "conservar"] => Action::Keep,
        ["decline"] | ["stay", "here"] => Action::Decline,
        ["rechazar"] | ["quedarme" | "quedarse", "aqui"] => Action::Decline,
        ["end" | "extremo", d] => Action::End(direction(d)?),
        ["enter" | "descend", d] | ["enter" | "descend", "catacombs", d] => {
            Action::Descend(direction(d)?)
        }
        ["bajar" | "entrar" | "descender", d]
        | ["bajar" | "entrar" | "descender", "catacumbas", d]
        | ["bajar" | "entrar" | "descender", "a", "las", "catacumbas", d] => {
            Action::Descend(direction(d)?)
        }
        ["resurface" | "surface", d] | ["resurface" | "surface", "shift", d] => {
            Action::Resurface(direction(d)?)
        }
        ["subir" | "emerger", d] => Action::Resurface(direction(d)?),
        ["face" | "orientar", d] => Action::Face(direction(d)?),
        ["tower" | "teleport" | "torre", c] => Action::Tower(corner(c)?),
        ["drink"] | ["drink", "potion"] | ["beber"] | ["beber", "pocion"] => Action::Drink,
        ["discard", "imp"] | ["discard", "bottle", "imp"] | ["drop", "imp"] => Action::DiscardImp,
        ["descartar" | "soltar", "diablillo" | "imp"]
        | ["descartar" | "soltar", "botella", "diablillo"] => Action::DiscardImp,
        ["drop" | "discard" | "soltar" | "descartar", rest @ ..] if named(rest) => {
            Action::Drop { name: name_from(1) }
        }
        _ => return None,
    })
}

/// Little Spanish words that may come between a verb and what it is about (`mover hacia la
/// izquierda`, `buscar en la sala`, `huir del monstruo`) and are read as nothing.
const FILLERS: &[&str] = &[
    "hacia", "al", "a", "la", "el", "los", "las", "por", "lado", "ahora", "hasta", "en", "de",
    "del", "contra", "una", "un",
];

/// A side after Spanish little words (`hacia arriba`, `al norte`, `a la izquierda`), and an
/// optional half (`a la izquierda superior`).
fn side(rest: &[&str], also: &[&str]) -> Option<(Dir, Option<Half>)> {
    let words: Vec<&str> = rest
        .iter()
        .copied()
        .filter(|w| !FILLERS.contains(w) && !also.contains(w))
        .collect();
    match words.as_slice() {
        [d] => Some((direction(d)?, None)),
        [d, h] => Some((direction(d)?, Some(half(h)?))),
        _ => None,
    }
}

/// Whether every word of `rest` is a little word or one of `also` (`buscar en la sala`).
fn only(rest: &[&str], also: &[&str]) -> bool {
    rest.iter().all(|w| FILLERS.contains(w) || also.contains(w))
}

/// A game action said as a Spanish speaker would say it, beyond the forum's forms: the first
/// person (`muevo`, `busco`, `huyo`, `ataco`, `acepto`), a reflexive (`me muevo arriba`, `me
/// retiro`), other verbs (`ir`, `registrar`, `pelear`, `girar`) and little words between the
/// verb and its side or object (`mover hacia la izquierda`, `buscar en la sala`, `atacar al
/// monstruo`). Only Spanish words: no English command changes meaning, and bare single
/// letters stay what `direction` makes them.
fn natural(w: &[&str]) -> Option<Action> {
    let (verb, rest) = match w {
        ["me", verb, rest @ ..] => (*verb, rest),
        [verb, rest @ ..] => (*verb, rest),
        [] => return None,
    };
    let things = [
        "sala",
        "habitacion",
        "camara",
        "aqui",
        "esta",
        "monstruo",
        "carta",
        "cartas",
    ];
    Some(match verb {
        "mover" | "moverse" | "moverme" | "muevo" | "muevete" | "ir" | "voy" | "vamos"
        | "avanzar" | "avanzo" | "caminar" | "camino" | "andar" | "ando" => {
            let (dir, half) = side(rest, &[])?;
            Action::Move { dir, half }
        }
        "buscar" | "busco" | "registrar" | "registro" | "rebuscar" | "rebusco" | "examinar"
        | "examino"
            if only(rest, &things) =>
        {
            Action::Search
        }
        "huir" | "huyo" | "escapar" | "escapo" | "huimos" | "escapamos" | "escaparse"
        | "escaparme"
            if only(rest, &things) =>
        {
            Action::Escape
        }
        "atacar" | "ataco" | "luchar" | "lucho" | "pelear" | "peleo" | "combatir" | "combato"
        | "atacamos" | "luchamos" => match rest
            .iter()
            .copied()
            .filter(|w| !FILLERS.contains(w) && !things.contains(w))
            .collect::<Vec<_>>()
            .as_slice()
        {
            [] => Action::Attack,
            [m] => Action::FaceMonster(names::monster(m)?),
            _ => return None,
        },
        "si" | "vale" | "claro" | "abrir" | "abrirla" | "abrirlo" | "abro"
            if only(
                rest,
                &[
                    "si", "vale", "claro", "abrir", "abrirla", "abrirlo", "puerta",
                ],
            ) =>
        {
            Action::Yes
        }
        "acepto" | "aceptamos" | "aceptar" if only(rest, &things) => Action::TakeMonster,
        "rechazo" | "paso" | "rechazar" | "pasar" if only(rest, &things) => Action::Decline,
        "cruzo" | "trepo" | "rompo" | "cruzar" | "trepar" | "romper"
            if only(
                rest,
                &[
                    "puente",
                    "telarana",
                    "tela",
                    "arana",
                    "derrumbe",
                    "escombros",
                ],
            ) =>
        {
            Action::Cross { rope: false }
        }
        "cruzo" | "trepo" if rest.contains(&"cuerda") && only(rest, &["con", "cuerda"]) => {
            Action::Cross { rope: true }
        }
        "retiro" | "retirada" | "retroceder" | "retrocedo" | "retirarse" | "retirarme"
            if only(rest, &["atras"]) =>
        {
            Action::Retreat
        }
        "volver" | "vuelvo" if rest == ["atras"] => Action::Retreat,
        "quedo" | "quedarme" | "quedarse" if rest == ["aqui"] => Action::Decline,
        "quedo" if rest.is_empty() => Action::Stay,
        "seguir" | "sigo" if only(rest, &["saqueando", "buscando", "aqui"]) => Action::Stay,
        "coger" | "robar" | "cojo" | "robo" if only(rest, &things) => Action::Stay,
        "subo" | "subir" | "emerjo" | "emerger" | "salir" | "salgo" => {
            Action::Resurface(side(rest, &[])?.0)
        }
        "bajo" | "bajar" | "entro" | "entrar" | "desciendo" | "descender" => {
            Action::Descend(side(rest, &["catacumbas"])?.0)
        }
        "orientar" | "oriento" | "girar" | "giro" | "orientarme" | "mirar" | "miro" => {
            Action::Face(side(rest, &[])?.0)
        }
        _ => return None,
    })
}

/// `Use rune NAME [SIDE]`, `Use NAME [SIDE]`, `Use rune of NAME`, and in Spanish
/// `Usar runa NOMBRE [LADO]`, `Usar runa de NOMBRE`.
fn use_rune(rest: &[&str]) -> Option<Action> {
    let mut words: Vec<&str> = rest.to_vec();
    let dir = words.last().and_then(|w| direction(w));
    if dir.is_some() {
        words.pop();
    }
    let words: Vec<&str> = words
        .into_iter()
        .filter(|w| !matches!(*w, "rune" | "the" | "of" | "runa"))
        .collect();
    // "de" only where it opens the name: "runa de curación" but "luz del día".
    let words = match words.as_slice() {
        ["de", rest @ ..] => rest,
        all => all,
    };
    let rune = names::rune(&words.join(" "))?;
    Some(Action::UseRune { rune, dir })
}

#[cfg(test)]
mod tests;
