//! What Discord refuses: message bodies (content over 2,000, empty, too many rows or buttons,
//! long ids or labels), invalid command sets, and sends over a channel's rate limit.

use super::StandIn;
use serde_json::Value;
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// Discord's "Invalid Form Body" (50035) for `why`.
pub(super) fn invalid(why: String) -> (u16, u64, String) {
    (400, 50035, why)
}

/// What Discord refuses in a message body (a post, an edit, an interaction's message, a
/// follow-up): `edit` bodies may leave out content and components.
pub(super) fn check_message(body: &Value, edit: bool) -> Result<(), (u16, u64, String)> {
    let content = body.get("content").and_then(Value::as_str).unwrap_or("");
    let n = content.chars().count();
    if n > 2000 {
        return Err(invalid(format!(
            "content: must be 2000 or fewer in length ({n})"
        )));
    }
    let rows = body
        .get("components")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let has = |k: &str| {
        body.get(k)
            .and_then(Value::as_array)
            .is_some_and(|a| !a.is_empty())
    };
    // Discord trims the text: blanks alone are an empty message.
    let blank = content.trim().is_empty();
    if !edit && blank && rows.is_empty() && !has("embeds") && !has("files") {
        return Err((400, 50006, "Cannot send an empty message".into()));
    }
    check_attachments(body)?;
    if rows.len() > 5 {
        return Err(invalid(format!(
            "components: must be 5 or fewer in length ({})",
            rows.len()
        )));
    }
    let mut ids = HashSet::new();
    for row in &rows {
        let items = row
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        if items.is_empty() || items.len() > 5 {
            return Err(invalid(format!(
                "components.components: must be between 1 and 5 in length ({})",
                items.len()
            )));
        }
        for b in &items {
            let label = b.get("label").and_then(Value::as_str).unwrap_or("");
            if label.chars().count() > 80 {
                return Err(invalid(format!("label: must be 80 or fewer ({label})")));
            }
            let link = b.get("style").and_then(Value::as_u64) == Some(5);
            match b.get("custom_id").and_then(Value::as_str) {
                Some(_) if link => {
                    return Err(invalid("a link button has no custom_id".into()));
                }
                Some(id) => {
                    let len = id.chars().count();
                    if len == 0 || len > 100 {
                        return Err(invalid(format!(
                            "custom_id: must be between 1 and 100 in length ({len})"
                        )));
                    }
                    if !ids.insert(id.to_string()) {
                        return Err(invalid(format!("custom_id: duplicated ({id})")));
                    }
                }
                None if link && b.get("url").is_some() => {}
                None => return Err(invalid("a button needs a custom_id (or a url)".into())),
            }
        }
    }
    Ok(())
}

/// The most a file may weigh (Discord: 10 MiB without a server boost).
pub(super) const FILE_LIMIT: u64 = 10 * 1024 * 1024;

/// What Discord refuses in a message's files (as `multipart_payload` recorded them) and its
/// `attachments` array: more than 10, a file over `FILE_LIMIT`, a description over 1,024
/// characters, a file name without an extension.
pub(super) fn check_attachments(body: &Value) -> Result<(), (u16, u64, String)> {
    let list = |k: &str| {
        body.get(k)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let (files, attachments) = (list("files"), list("attachments"));
    let n = files.len().max(attachments.len());
    if n > 10 {
        return Err(invalid(format!(
            "attachments: must be 10 or fewer in length ({n})"
        )));
    }
    for size in list("file_sizes").iter().filter_map(Value::as_u64) {
        if size > FILE_LIMIT {
            return Err((413, 40005, "Request entity too large".into()));
        }
    }
    let names = files
        .iter()
        .chain(attachments.iter().filter_map(|a| a.get("filename")));
    for name in names.filter_map(Value::as_str) {
        let ext = name.rsplit_once('.');
        if !matches!(ext, Some((stem, e)) if !stem.is_empty() && !e.is_empty()) {
            return Err(invalid(format!(
                "attachments.filename: a file name needs an extension ({name})"
            )));
        }
    }
    for a in &attachments {
        let d = a.get("description").and_then(Value::as_str).unwrap_or("");
        let len = d.chars().count();
        if len > 1024 {
            return Err(invalid(format!(
                "attachments.description: must be 1024 or fewer in length ({len})"
            )));
        }
    }
    Ok(())
}

/// A command or option name as Discord accepts it: 1-32 lowercase letters, digits, - or _.
fn good_name(name: Option<&str>) -> bool {
    name.is_some_and(|n| {
        (1..=32).contains(&n.chars().count())
            && n.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    })
}

fn good_description(d: Option<&str>) -> bool {
    d.is_some_and(|d| (1..=100).contains(&d.chars().count()))
}

/// The locales Discord accepts as keys of `name_localizations` and `description_localizations`.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Discord's refusal: status, code, why.
type Refusal = (u16, u64, String);

/// Localised texts: (locale, text).
type Localised<'a> = Vec<(&'a str, &'a str)>;

/// The localisations under `key` of an object (absent or `null`: none), each checked with
/// `good`: an unknown locale or a bad text is refused, naming `what` at `here`.
fn localisations<'a>(
    here: &str,
    item: &'a Value,
    key: &str,
    what: &str,
    good: fn(Option<&str>) -> bool,
) -> Result<Localised<'a>, Refusal> {
    let map = match item.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(map)) => map,
        Some(_) => return Err(invalid(format!("{here}.{key}: must be an object"))),
    };
    let mut out = Vec::new();
    for (locale, text) in map {
        if !LOCALES.contains(&locale.as_str()) {
            return Err(invalid(format!(
                "{here}.{key}.{locale}: invalid locale (Discord's are {})",
                LOCALES.join(", ")
            )));
        }
        let text = text.as_str();
        if !good(text) {
            return Err(invalid(format!("{here}.{key}.{locale}: invalid {what}")));
        }
        out.push((locale.as_str(), text.unwrap_or("")));
    }
    Ok(out)
}

fn good_choice_name(n: Option<&str>) -> bool {
    n.is_some_and(|n| (1..=100).contains(&n.chars().count()))
}

/// A command's or option's localisations: names under Discord's name rule, descriptions
/// 1-100 characters, known locales only. Returns the localised names.
fn localised<'a>(here: &str, item: &'a Value) -> Result<Localised<'a>, Refusal> {
    localisations(
        here,
        item,
        "description_localizations",
        "description (1-100 characters)",
        good_description,
    )?;
    localisations(
        here,
        item,
        "name_localizations",
        "name (1-32 lowercase letters, digits, - or _)",
        good_name,
    )
}

/// Siblings (commands, or one command's options) must differ in name in every locale: a
/// sibling without a name for a locale goes by its own name there.
fn distinct_names(here: &str, siblings: &[(&str, Localised)]) -> Result<(), (u16, u64, String)> {
    let mut locales: Vec<&str> = siblings
        .iter()
        .flat_map(|(_, l)| l.iter().map(|(locale, _)| *locale))
        .collect();
    locales.sort_unstable();
    locales.dedup();
    for locale in std::iter::once(None).chain(locales.into_iter().map(Some)) {
        let mut seen = HashSet::new();
        for (name, localised) in siblings {
            let shown = locale
                .and_then(|lc| localised.iter().find(|(l, _)| *l == lc).map(|(_, n)| *n))
                .unwrap_or(name);
            if !seen.insert(shown) {
                return Err(invalid(format!(
                    "{here}: the name `{shown}` is used twice (locale {})",
                    locale.unwrap_or("default")
                )));
            }
        }
    }
    Ok(())
}

/// What Discord refuses in `PUT /applications/{id}/commands`: one bad command fails all.
pub(super) fn check_commands(body: &Value) -> Result<(), (u16, u64, String)> {
    let Some(commands) = body.as_array() else {
        return Err(invalid("a list of commands".into()));
    };
    if commands.len() > 100 {
        return Err(invalid("at most 100 commands".into()));
    }
    fn options(path: &str, list: &Value) -> Result<(), (u16, u64, String)> {
        let list = list.as_array().cloned().unwrap_or_default();
        if list.len() > 25 {
            return Err(invalid(format!("{path}: at most 25 options")));
        }
        let mut optional_seen = false;
        let mut siblings = Vec::new();
        for o in &list {
            let name = o.get("name").and_then(Value::as_str);
            let here = format!("{path}.{}", name.unwrap_or("?"));
            if !good_name(name) {
                return Err(invalid(format!("{here}: invalid name")));
            }
            if !good_description(o.get("description").and_then(Value::as_str)) {
                return Err(invalid(format!(
                    "{here}: description must be 1-100 characters"
                )));
            }
            siblings.push((name.unwrap_or(""), localised(&here, o)?));
            let required = o.get("required").and_then(Value::as_bool).unwrap_or(false);
            if required && optional_seen {
                return Err(invalid(format!("{here}: required options must come first")));
            }
            optional_seen |= !required;
            let choices = o
                .get("choices")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            if choices.len() > 25 {
                return Err(invalid(format!("{here}: at most 25 choices")));
            }
            for c in &choices {
                let there = format!("{here}.{}", c["name"].as_str().unwrap_or("?"));
                if !good_choice_name(c.get("name").and_then(Value::as_str)) {
                    return Err(invalid(format!(
                        "{there}: choice name must be 1-100 characters"
                    )));
                }
                localisations(
                    &there,
                    c,
                    "name_localizations",
                    "choice name (1-100 characters)",
                    good_choice_name,
                )?;
            }
            if let Some(sub) = o.get("options") {
                options(&here, sub)?;
            }
        }
        distinct_names(path, &siblings)
    }
    let mut siblings = Vec::new();
    for c in commands {
        let name = c.get("name").and_then(Value::as_str);
        if !good_name(name) {
            return Err(invalid(format!("{name:?}: invalid command name")));
        }
        let here = name.unwrap_or("?");
        let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
        let chat = kind == 1;
        if chat && !good_description(c.get("description").and_then(Value::as_str)) {
            return Err(invalid(format!(
                "{here}: description must be 1-100 characters"
            )));
        }
        let names = localised(here, c)?;
        if chat {
            siblings.push((here, names));
        }
        if let Some(o) = c.get("options") {
            options(here, o)?;
        }
    }
    distinct_names("commands", &siblings)
}

impl StandIn {
    /// Note a message post or edit to `ch`; with a limit, how long the bot should have waited
    /// if it went over (the call is then refused and not counted as sent).
    pub(super) fn over_limit(&self, ch: u64, edit: bool) -> Option<Duration> {
        let now = Instant::now();
        let mut st = self.st();
        if let Some(limit) = self.limit {
            let recent: Vec<Instant> = st
                .sends
                .iter()
                .filter(|&&(c, e, t)| c == ch && e == edit && now.duration_since(t) < limit.window)
                .map(|&(_, _, t)| t)
                .collect();
            if recent.len() >= limit.calls {
                st.refused += 1;
                return Some(limit.window - now.duration_since(recent[recent.len() - limit.calls]));
            }
        }
        st.sends.push((ch, edit, now));
        None
    }
}
