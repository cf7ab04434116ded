//! Combat strikes in the forum's format, sent by DM: `parse_plan` and what can be wrong
//! with a round (`PlanError`).

use crate::games::dungeonquest::engine::{Plan, Strike};
use crate::lang::fold_accents;

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

    /// The field's Fluent id (`field-*` in `terms.ftl`): its name in the reader's language.
    fn fluent_id(self) -> &'static str {
        match self {
            Field::Standard => "field-standard",
            Field::Brutal => "field-brutal",
            Field::Counter => "field-counter",
            Field::Cards => "field-cards",
        }
    }
}

/// The Fluent id of a field named as `PlanError` names it (`Standard Attack` →
/// `field-standard`), so an error says it in the reader's language.
pub fn field_fluent_id(name: &str) -> Option<&'static str> {
    [Field::Standard, Field::Brutal, Field::Counter, Field::Cards]
        .into_iter()
        .find(|f| f.name() == name)
        .map(Field::fluent_id)
}

/// A strike type, from its words in lower case with accents folded: English `melee`,
/// `ranged`, `spell`, or Spanish `cuerpo a cuerpo`, `a distancia`, `hechizo` (and short forms).
pub(super) fn strike(words: &[&str]) -> Option<Strike> {
    let words: Vec<&str> = words
        .iter()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    match words.as_slice() {
        ["melee" | "m"]
        | ["cuerpo", "a", "cuerpo"]
        | ["cuerpo-a-cuerpo" | "cuerpo" | "cac" | "cc"] => Some(Strike::Melee),
        ["ranged" | "range" | "r"] | ["a", "distancia"] | ["distancia" | "dist" | "ad"] => {
            Some(Strike::Ranged)
        }
        ["spell" | "magic" | "sp"] | ["hechizo" | "magia" | "h"] => Some(Strike::Spell),
        _ => None,
    }
}

/// The names of a round's fields, English and Spanish, as the words before an `=` (lower
/// case, accents folded); the longest that fits is taken.
const FIELDS: [(&[&str], Field); 29] = [
    (&["cards", "/", "abilities", "used"], Field::Cards),
    (&["cartas", "/", "habilidades", "usadas"], Field::Cards),
    (&["standard", "attack"], Field::Standard),
    (&["brutal", "attack"], Field::Brutal),
    (&["cards/abilities", "used"], Field::Cards),
    (&["ataque", "estandar"], Field::Standard),
    (&["ataque", "brutal"], Field::Brutal),
    (&["cartas/habilidades", "usadas"], Field::Cards),
    (&["counterattack"], Field::Counter),
    (&["counter"], Field::Counter),
    (&["c"], Field::Counter),
    (&["standard"], Field::Standard),
    (&["s"], Field::Standard),
    (&["brutal"], Field::Brutal),
    (&["b"], Field::Brutal),
    (&["used"], Field::Cards),
    (&["cards"], Field::Cards),
    (&["abilities"], Field::Cards),
    (&["cards/abilities"], Field::Cards),
    (&["card"], Field::Cards),
    (&["contraataque"], Field::Counter),
    (&["contra"], Field::Counter),
    (&["estandar"], Field::Standard),
    (&["e"], Field::Standard),
    (&["cartas"], Field::Cards),
    (&["carta"], Field::Cards),
    (&["usadas"], Field::Cards),
    (&["habilidades"], Field::Cards),
    (&["cartas/habilidades"], Field::Cards),
];

/// The field named by the tokens just before `tokens[eq]` (an `=`), and how many tokens name
/// it; otherwise the unknown word just before the `=`.
fn field_before(tokens: &[&str], eq: usize) -> Result<(Field, usize), PlanError> {
    let word = |t: &str| t.trim_matches(|c: char| c == ':' || c == '-').to_string();
    let before: Vec<String> = tokens[..eq].iter().map(|t| word(t)).collect();
    let mut best: Option<(Field, usize)> = None;
    for (name, field) in FIELDS {
        let fits = name.len() <= before.len()
            && before[before.len() - name.len()..]
                .iter()
                .zip(name.iter())
                .all(|(a, b)| a == b);
        if fits && best.is_none_or(|(_, len)| name.len() > len) {
            best = Some((field, name.len()));
        }
    }
    best.ok_or_else(|| PlanError::UnknownField(before.last().cloned().unwrap_or_default()))
}

/// A combat round in the forum's format, in any case and spacing, on one line or several,
/// parts apart by new lines, ` / ` or commas:
/// `Standard Attack= Spell / Brutal Attack= Ranged / Counterattack = Melee /
/// Cards/Abilities used = none`, or short: `S=spell B=ranged C=melee`. In Spanish, accents
/// optional: `Ataque Estándar = Hechizo / Ataque Brutal = A distancia / Contraataque = Cuerpo
/// a cuerpo / Cartas/Habilidades usadas = ninguna`, or short `E=hechizo B=distancia C=cuerpo`.
pub fn parse_plan(text: &str) -> Result<Plan, PlanError> {
    let spaced = fold_accents(&text.to_lowercase())
        .replace('=', " = ")
        .replace(',', " ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    // Each '=' with the field named just before it, and where that name starts.
    let mut fields: Vec<(Field, usize, usize)> = Vec::new();
    for (i, &tok) in tokens.iter().enumerate() {
        if tok != "=" || i == 0 {
            continue;
        }
        let (field, len) = field_before(&tokens, i)?;
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
                        "ninguna" | "ninguno" | "nada" => {}
                        "spark" | "chispa" => spark = true,
                        "fury" | "furia" => fury = true,
                        "warding" | "proteccion" => warding = true,
                        "flee" | "escape" | "huir" | "huida" => flee = true,
                        "rune" | "runes" | "of" | "the" | "and" => {}
                        "runa" | "runas" | "de" | "la" | "y" => {}
                        other => return Err(PlanError::BadCard(other.to_string())),
                    }
                }
                continue;
            }
        };
        // One strike type, in one word or a few (`cuerpo a cuerpo`).
        let words: Vec<&str> = value
            .iter()
            .copied()
            .filter(|w| w.chars().any(char::is_alphanumeric))
            .collect();
        if words.is_empty() {
            continue;
        }
        plan[slot] = Some(strike(&words).ok_or_else(|| PlanError::BadStrike(words.join(" ")))?);
    }
    let names = [Field::Standard, Field::Brutal, Field::Counter].map(Field::name);
    match plan {
        [Some(standard), Some(brutal), Some(counter)] => Ok(Plan {
            sealed: false,
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

/// Whether `text` is the forum's strikes template begun and not yet ended, as a paste of it
/// reaches a console that reads a line at a time (local play): one field of a round a line
/// (`Standard Attack= Melee`), each named in full by the words before its `=`, none twice,
/// and its last field, `Cards/Abilities used`, not yet come. A line of several fields
/// (`S=melee B=ranged C=spell`) is a whole message, as is anything that is not strikes.
pub fn template_unfinished(text: &str) -> bool {
    let mut seen: Vec<Field> = Vec::new();
    for line in text.lines() {
        let spaced = fold_accents(&line.to_lowercase()).replace('=', " = ");
        let tokens: Vec<&str> = spaced.split_whitespace().collect();
        let mut eqs = tokens.iter().enumerate().filter(|(_, t)| **t == "=");
        let (Some((eq, _)), None) = (eqs.next(), eqs.next()) else {
            return false;
        };
        match field_before(&tokens, eq) {
            Ok((field, len)) if len == eq && field != Field::Cards && !seen.contains(&field) => {
                seen.push(field)
            }
            _ => return false,
        }
    }
    !seen.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dungeonquest::command::{looks_like_command, parse, Command, Manage, Quest};
    use crate::games::dungeonquest::engine::Action;

    #[test]
    fn combat_rounds_in_the_forums_format() {
        let glenn = Plan {
            sealed: false,
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
                sealed: false,
                spark: true,
                ..glenn
            })
        );
        assert_eq!(p("Standard Attack= Melee\nBrutal Attack= Melee\nCounterattack = Ranged\nCards/Abilities used = Spark").map(|x| x.spark), Ok(true));
        assert_eq!(
            p("S=spell B=ranged C=melee Cards/Abilities used = Rune of Fury, Warding rune"),
            Ok(Plan {
                sealed: false,
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
            Ok(Command::Manage(Manage::Own(Quest::Monster { bot: true })))
        );
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
    fn the_template_is_unfinished_until_its_last_field() {
        let u = template_unfinished;
        assert!(u("Standard Attack= Melee"));
        assert!(u("Standard Attack= Melee\nBrutal Attack= Ranged"));
        assert!(u(
            "Standard Attack= Melee\nBrutal Attack= Ranged\nCounterattack = Spell"
        ));
        assert!(!u(
            "Standard Attack= Melee\nBrutal Attack= Ranged\nCounterattack = Spell\nCards/Abilities used = none"
        ));
        assert!(u(
            "Ataque Estándar = Cuerpo a cuerpo\nAtaque Brutal = A distancia"
        ));
        assert!(!u(
            "Ataque Estándar = Hechizo\nCartas/Habilidades usadas = ninguna"
        ));
        // A line of several fields is a whole message, and so is anything but strikes.
        assert!(!u("S=melee B=ranged C=spell"));
        assert!(!u("S=melee B=ranged"));
        assert!(!u("Standard Attack= Melee\nStandard Attack= Spell"));
        assert!(!u("so I think 2+2=4"));
        assert!(!u("Move UP"));
        assert!(!u(""));
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
