//! The slash commands' texts, from `locales/*/slash.ftl`: every command's, subcommand's and
//! option's description and every choice's name in English (what Discord shows by default),
//! and their names and descriptions for Discord's Spanish locales (`es-ES`, `es-419`).
//!
//! Ids: `slash-<command>[-<subcommand>][-<option>]-name` and `-description`, with Discord's
//! names (`slash-act-move-direction-name`); `slash-choice-<choice>` (`slash-choice-nw`).
//! English names stay the ones in `commands.rs` (poise reads options back by them), and the
//! English file must say so. Discord sends the English names whatever the player's locale, so
//! a Spanish name changes what is shown, never what runs.

use super::{Data, Error};
use crate::lang::{self, Lang};
use std::borrow::Cow;

pub type Command = poise::Command<Data, Error>;

/// Discord's locales in each language the bot speaks besides English.
pub const LOCALES: [(&str, Lang); 2] = [("es-ES", Lang::Es), ("es-419", Lang::Es)];

/// The slash commands (`/dq`, `/act`, `/org`) with their texts in every language, or every
/// text missing from `locales/` (nothing is registered with a missing text).
pub fn slash_commands() -> Result<Vec<Command>, String> {
    let mut commands = vec![super::dq(), super::act(), super::org_command()];
    localise(&mut commands, &|l: Lang, id: &str| {
        lang::has(l, id).then(|| lang::text(l, id, &[]))
    })
    .map_err(|missing| format!("slash command texts: {}", missing.join("; ")))?;
    Ok(commands)
}

/// Where texts come from: `None` for an id the language lacks.
type Texts<'a> = &'a dyn Fn(Lang, &str) -> Option<String>;

/// Fill in `commands`' texts; `Err` lists every id missing (or empty) and every English name
/// that differs from the command's own.
pub(super) fn localise(commands: &mut [Command], texts: Texts) -> Result<(), Vec<String>> {
    let mut wrong = Vec::new();
    for c in commands {
        command(c, "slash", texts, &mut wrong);
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong)
    }
}

/// The text `id` in `lang`, noting it in `wrong` if missing or empty.
fn text(texts: Texts, lang: Lang, id: &str, wrong: &mut Vec<String>) -> Option<String> {
    match texts(lang, id) {
        Some(t) if !t.trim().is_empty() => Some(t),
        _ => {
            wrong.push(format!("`{id}` is missing in locales/{lang}/slash.ftl"));
            None
        }
    }
}

/// The English name must be the code's own; the other languages' names, per Discord locale.
fn names(
    texts: Texts,
    id: &str,
    name: &str,
    wrong: &mut Vec<String>,
) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    if let Some(en) = text(texts, Lang::En, id, wrong) {
        if en != name {
            wrong.push(format!(
                "`{id}` is `{en}` in locales/en/slash.ftl, but the command's name is `{name}`"
            ));
        }
    }
    localised(texts, id, wrong)
}

/// `id` in every Discord locale but English.
fn localised(
    texts: Texts,
    id: &str,
    wrong: &mut Vec<String>,
) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    LOCALES
        .iter()
        .filter_map(|&(locale, l)| {
            Some((
                Cow::Borrowed(locale),
                Cow::Owned(text(texts, l, id, wrong)?),
            ))
        })
        .collect()
}

fn command(c: &mut Command, parent: &str, texts: Texts, wrong: &mut Vec<String>) {
    let path = format!("{parent}-{}", c.name);
    *c.name_localizations.to_mut() = names(texts, &format!("{path}-name"), &c.name, wrong);
    let description = format!("{path}-description");
    if let Some(en) = text(texts, Lang::En, &description, wrong) {
        c.description = Some(en.into());
    }
    *c.description_localizations.to_mut() = localised(texts, &description, wrong);
    for p in &mut c.parameters {
        let here = format!("{path}-{}", p.name);
        *p.name_localizations.to_mut() = names(texts, &format!("{here}-name"), &p.name, wrong);
        let description = format!("{here}-description");
        if let Some(en) = text(texts, Lang::En, &description, wrong) {
            p.description = Some(en.into());
        }
        *p.description_localizations.to_mut() = localised(texts, &description, wrong);
        for choice in p.choices.to_mut() {
            let id = format!(
                "slash-choice-{}",
                choice.name.to_lowercase().replace(' ', "-")
            );
            if let Some(en) = text(texts, Lang::En, &id, wrong) {
                choice.name = en.into();
            }
            *choice.localizations.to_mut() = localised(texts, &id, wrong);
        }
    }
    for sub in &mut c.subcommands {
        command(sub, &path, texts, wrong);
    }
}

#[cfg(test)]
mod tests;
