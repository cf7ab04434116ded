//! The slash commands read in English and Spanish, within Discord's limits.

use super::*;
use serde_json::Value;
use std::collections::HashSet;

/// Discord's rule for command and option names.
fn good_name(n: &str) -> bool {
    (1..=32).contains(&n.chars().count())
        && n.chars().all(|c| {
            c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
        })
}

fn within_100(t: &str) -> bool {
    (1..=100).contains(&t.chars().count())
}

/// The commands as Discord receives them.
fn registered() -> Vec<Value> {
    let commands = slash_commands().expect("every slash text is in locales/");
    let json = serde_json::to_value(poise::builtins::create_application_commands(&commands));
    json.unwrap().as_array().unwrap().clone()
}

/// `item`'s localisation for `locale` under `key`.
fn in_locale<'a>(item: &'a Value, key: &str, locale: &str) -> Option<&'a str> {
    item.get(key)?.get(locale)?.as_str()
}

/// The `slash-choice-*` ids, from the English file.
fn choice_ids() -> Vec<String> {
    include_str!("../../../locales/en/slash.ftl")
        .lines()
        .filter_map(|l| l.strip_prefix("slash-choice-")?.split(' ').next())
        .map(|id| format!("slash-choice-{id}"))
        .collect()
}

/// Check one command or option (and what it holds), noting what is wrong in `bad`.
fn walk(item: &Value, parent: &str, bad: &mut Vec<String>, choices: &mut usize) {
    let name = item["name"].as_str().unwrap_or("?");
    let id = format!("{parent}-{name}");
    let en = item["description"].as_str().unwrap_or("");
    if en != lang::text(Lang::En, &format!("{id}-description"), &[]) {
        bad.push(format!("{id}: English description `{en}`"));
    }
    for (locale, _) in LOCALES {
        match in_locale(item, "name_localizations", locale) {
            Some(n) if good_name(n) => {}
            other => bad.push(format!("{id}: name in {locale} {other:?}")),
        }
        match in_locale(item, "description_localizations", locale) {
            Some(d) if within_100(d) => {}
            other => bad.push(format!("{id}: description in {locale} {other:?}")),
        }
    }
    for choice in item["choices"].as_array().into_iter().flatten() {
        *choices += 1;
        let shown = choice["name"].as_str().unwrap_or("");
        let Some(cid) = choice_ids()
            .into_iter()
            .find(|c| lang::text(Lang::En, c, &[]) == shown)
        else {
            bad.push(format!("{id}: choice `{shown}` is no slash-choice-* text"));
            continue;
        };
        for (locale, l) in LOCALES {
            match in_locale(choice, "name_localizations", locale) {
                Some(n) if within_100(n) && n == lang::text(l, &cid, &[]) => {}
                other => bad.push(format!("{id}: choice `{shown}` in {locale} {other:?}")),
            }
        }
    }
    let options = item["options"].as_array().cloned().unwrap_or_default();
    for (locale, _) in LOCALES {
        let mut seen = HashSet::new();
        for o in &options {
            let n = in_locale(o, "name_localizations", locale).unwrap_or("");
            if !seen.insert(n.to_string()) {
                bad.push(format!("{id}: `{n}` twice in {locale}"));
            }
        }
    }
    for o in &options {
        walk(o, &id, bad, choices);
    }
}

/// Every command, subcommand, option and choice has its Spanish name and description for
/// both of Discord's Spanish locales, Discord-valid, and its English description is the one
/// in locales/en/slash.ftl.
#[test]
fn every_command_option_and_choice_reads_in_spanish_within_discords_limits() {
    let commands = registered();
    assert_eq!(commands.len(), 3);
    let mut bad = Vec::new();
    let mut choices = 0;
    for c in &commands {
        walk(c, "slash", &mut bad, &mut choices);
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Directions, three strikes, Dungeon Raiders' cards, corners, board styles, games.
    assert_eq!(
        choices,
        4 + 3 * 3 + 8 + 4 + 3 + 3,
        "every choice was walked"
    );
    let es = |c: &Value| in_locale(c, "name_localizations", "es-ES").map(str::to_string);
    let act = commands.iter().find(|c| c["name"] == "act").unwrap();
    assert_eq!(es(act).as_deref(), Some("jugar"));
    let strikes = &act["options"].as_array().unwrap()[3];
    assert_eq!(strikes["name"], "strikes");
    let melee = &strikes["options"][0]["choices"][0];
    assert_eq!(melee["name"], "Melee");
    assert_eq!(
        in_locale(melee, "name_localizations", "es-419"),
        Some("Cuerpo a cuerpo")
    );
}

/// A text missing (or empty) in a language is reported by its id, never registered empty.
#[test]
fn a_missing_or_empty_text_is_refused_by_its_id() {
    let mut commands = vec![super::super::act()];
    let texts = |l: Lang, id: &str| match (l, id) {
        (Lang::En, "slash-act-move-direction-description") => None,
        (Lang::Es, "slash-act-search-name") => Some(" ".to_string()),
        (Lang::Es, "slash-choice-spell") => None,
        _ => lang::has(l, id).then(|| lang::text(l, id, &[])),
    };
    let wrong = localise(&mut commands, &texts).unwrap_err();
    assert_eq!(
        wrong,
        [
            "`slash-act-move-direction-description` is missing in locales/en/slash.ftl",
            "`slash-act-search-name` is missing in locales/es/slash.ftl",
            "`slash-act-search-name` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
            "`slash-choice-spell` is missing in locales/es/slash.ftl",
        ]
    );
    let mut unknown = vec![super::super::act()];
    unknown[0].name = "play".into();
    let wrong = localise(&mut unknown, &|l, id| {
        lang::has(l, id).then(|| lang::text(l, id, &[]))
    })
    .unwrap_err();
    assert!(
        wrong.contains(&"`slash-play-description` is missing in locales/en/slash.ftl".to_string()),
        "{wrong:?}"
    );
}

/// poise reads options back by their code names, so an English name in the file that differs
/// from the code's is refused.
#[test]
fn an_english_name_other_than_the_codes_is_refused() {
    let mut commands = vec![super::super::act()];
    let texts = |l: Lang, id: &str| match (l, id) {
        (Lang::En, "slash-act-move-direction-name") => Some("way".to_string()),
        _ => lang::has(l, id).then(|| lang::text(l, id, &[])),
    };
    let wrong = localise(&mut commands, &texts).unwrap_err();
    assert_eq!(
        wrong,
        ["`slash-act-move-direction-name` is `way` in locales/en/slash.ftl, but the command's name is `direction`"]
    );
}
