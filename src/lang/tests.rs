use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// Variables only one language needs for its grammar; the other may ignore them.
/// (`people`: how many a line speaks to or of, for the verb's and pronoun's agreement.)
const GRAMMAR: &[&str] = &["gender", "monster_gender", "people"];

type Messages = BTreeMap<String, BTreeSet<String>>;

/// Every message of a language's sources with the variables it (and its attributes) uses.
fn messages(sources: &[(&str, &str)]) -> Result<Messages, String> {
    let mut out = Messages::new();
    for (name, source) in sources {
        let resource = FluentResource::try_new(source.to_string())
            .map_err(|(_, e)| format!("{name}.ftl does not parse: {e:?}"))?;
        for entry in resource.entries() {
            let Entry::Message(m) = entry else { continue };
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            if out.insert(m.id.name.to_string(), vars).is_some() {
                return Err(format!("{name}.ftl: `{}` is defined twice", m.id.name));
            }
        }
    }
    Ok(out)
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// What differs between two languages' messages: ids only one has, and variables (other than
/// the grammar ones) that differ.
fn differences(en: &Messages, other: &Messages, tag: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    for (id, vars) in en {
        let Some(theirs) = other.get(id) else {
            wrong.push(format!("`{id}` is missing in {tag}"));
            continue;
        };
        let strip = |s: &BTreeSet<String>| -> BTreeSet<String> {
            s.iter()
                .filter(|v| !GRAMMAR.contains(&v.as_str()))
                .cloned()
                .collect()
        };
        if strip(vars) != strip(theirs) {
            wrong.push(format!(
                "`{id}`: en takes {:?}, {tag} takes {:?}",
                strip(vars),
                strip(theirs)
            ));
        }
    }
    for id in other.keys().filter(|id| !en.contains_key(*id)) {
        wrong.push(format!("`{id}` is in {tag} but not in en"));
    }
    wrong
}

fn language(lang: Lang) -> Messages {
    let sources: Vec<_> = sources(lang).collect();
    messages(&sources).unwrap()
}

#[test]
fn every_message_exists_in_both_languages_with_the_same_variables() {
    let en = language(Lang::En);
    assert!(en.len() > 800, "only {} English messages", en.len());
    let wrong = differences(&en, &language(Lang::Es), "es");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_comparison_finds_a_missing_id_and_a_misspelt_variable() {
    let en = messages(&[(
        "t",
        "a = { $name } here\nb = { $count ->\n    [one] one\n   *[other] { $count }\n}\n",
    )])
    .unwrap();
    let es = messages(&[("t", "a = { $nmae } aqui\nc = x\n")]).unwrap();
    let wrong = differences(&en, &es, "es");
    assert_eq!(wrong.len(), 3, "{wrong:?}");
    assert!(wrong[0].contains("`a`") && wrong[0].contains("nmae"));
    assert!(wrong[1].contains("`b` is missing"));
    assert!(wrong[2].contains("`c` is in es"));
    // The grammar variables may be used by one language alone.
    let en = messages(&[("t", "k = { $hero } wins\n")]).unwrap();
    let es = messages(&[(
        "t",
        "k = { $gender ->\n    [female] ganadora\n   *[other] ganador\n} { $hero }\n",
    )])
    .unwrap();
    assert!(differences(&en, &es, "es").is_empty());
}

#[test]
fn every_file_under_locales_is_compiled_in() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut tags: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    tags.sort();
    let spoken: Vec<String> = Lang::ALL.iter().map(|l| l.tag().to_string()).collect();
    assert_eq!(
        tags, spoken,
        "every folder under locales/ is a language in Lang::ALL"
    );
    let listed: BTreeSet<&str> = FILES.iter().map(|(n, _, _)| *n).collect();
    for tag in tags {
        let on_disk: BTreeSet<String> = std::fs::read_dir(root.join(&tag))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ftl"))
            .map(|n| n.trim_end_matches(".ftl").to_string())
            .collect();
        let on_disk: BTreeSet<&str> = on_disk.iter().map(String::as_str).collect();
        assert_eq!(on_disk, listed, "locales/{tag}/ against lang::FILES");
    }
}

/// Every message of a language filled with long values (40 characters for a text, 2 for a
/// number): the longest text a message can make in practice.
fn longest(lang: Lang) -> (String, usize) {
    let long = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww".to_string();
    let mut worst = (String::new(), 0);
    for (id, vars) in language(lang) {
        let args: Vec<(&str, String)> = vars
            .iter()
            .map(|v| {
                let value = match v.as_str() {
                    "gender" => "female".to_string(),
                    "monster_gender" => "feminine".to_string(),
                    _ if v.contains("count") || v.contains("wounds") || v == "amount" => "2".into(),
                    _ => long.clone(),
                };
                (v.as_str(), value)
            })
            .collect();
        let n = text(lang, &id, &args).chars().count();
        if n > worst.1 {
            worst = (id, n);
        }
    }
    worst
}

#[test]
fn no_message_passes_discords_two_thousand_characters_in_either_language() {
    for lang in Lang::ALL {
        let (id, n) = longest(lang);
        assert!(
            n <= 1_500,
            "{lang}: `{id}` makes {n} characters with long values"
        );
    }
}

#[test]
fn numbers_choose_plurals_and_isolation_marks_are_off() {
    let one = text(
        Lang::En,
        "narration-wounded",
        &[
            ("hero", "Rildo".into()),
            ("amount", "1".into()),
            ("wounds", "3".into()),
            ("life", "17".into()),
        ],
    );
    let two = text(
        Lang::En,
        "narration-wounded",
        &[
            ("hero", "Rildo".into()),
            ("amount", "2".into()),
            ("wounds", "3".into()),
            ("life", "17".into()),
        ],
    );
    assert!(
        one.contains("1 wound ") || one.ends_with("1 wound"),
        "{one}"
    );
    assert!(two.contains("2 wounds"), "{two}");
    assert!(
        !one.contains('\u{2068}') && !one.contains('\u{2069}'),
        "{one:?}"
    );
    assert_eq!(value("+1"), FluentValue::from("+1"));
    assert_eq!(value("03"), FluentValue::from("03"));
    assert_eq!(value("-1"), FluentValue::from(-1));
}

#[test]
fn languages_are_named_in_either_language_and_by_discord_locales() {
    assert_eq!(Lang::parse("ES"), Some(Lang::Es));
    assert_eq!(Lang::parse("Español"), Some(Lang::Es));
    assert_eq!(Lang::parse("espanol"), Some(Lang::Es));
    assert_eq!(Lang::parse("inglés"), Some(Lang::En));
    assert_eq!(Lang::parse("fr"), None);
    assert_eq!(Lang::from_discord("es-ES"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_discord("pt-BR"), None);
    assert_eq!(fold_accents("Añadir Poción"), "Anadir Pocion");
}

#[test]
fn a_spanish_message_reads_in_spanish_and_falls_back_to_english_only_when_missing() {
    let es = text(Lang::Es, "narration-turn-lost", &[("hero", "Rildo".into())]);
    assert_eq!(es, "Rildo pierde este turno.");
    assert_eq!(
        attribute(Lang::Es, "monster-abomination", "gender").as_deref(),
        Some("feminine")
    );
    assert_eq!(attribute(Lang::En, "monster-abomination", "gender"), None);
}

#[test]
fn edit_distance_counts_swaps_as_one() {
    assert_eq!(edit_distance("mvoe", "move"), 1);
    assert_eq!(edit_distance("serch", "search"), 1);
    assert_eq!(edit_distance("stauts", "status"), 1);
    assert_eq!(edit_distance("hola", "roll"), 2);
    assert!(slip_of("awy", "away"));
    assert!(!slip_of("fun", "run"));
    assert!(!slip_of("hola", "roll"));
}

/// A campaign's table agrees with its numbers in Spanish: `1 jugada`, `1 ganada`, not
/// `1 jugadas` (DungeonQuest's table; Dungeon Raiders' counts `partidas` and calls the rating
/// `valoración`, as the English says `rating`).
#[test]
fn the_leaderboard_lines_agree_with_their_numbers() {
    for (key, played, rating) in [
        ("manage-leaderboard-line", "jugada", "nivel"),
        ("raiders-leaderboard-line", "partida", "valoración"),
    ] {
        let line = |lang: Lang, n: &str| {
            let args: Vec<(&str, String)> = [
                ("rank", "1"),
                ("name", "Ana"),
                ("electrum", "120"),
                ("played", n),
                ("survived", n),
                ("won", n),
                ("rating", "25±8"),
            ]
            .iter()
            .map(|(k, v)| (*k, v.to_string()))
            .collect();
            text(lang, key, &args)
        };
        let one = line(Lang::Es, "1");
        assert!(
            one.contains(&format!(
                "· 1 {played} · 1 con vida · 1 ganada · {rating} 25±8"
            )),
            "{one}"
        );
        let two = line(Lang::Es, "2");
        assert!(
            two.contains(&format!("· 2 {played}s · 2 con vida · 2 ganadas ·")),
            "{two}"
        );
        let en = line(Lang::En, "1");
        assert!(en.contains("· 1 played · 1 survived · 1 won ·"), "{en}");
    }
}
