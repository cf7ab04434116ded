//! The languages the bot speaks, and every text it says in them: Project Fluent files under
//! `locales/<tag>/*.ftl`, compiled into the binary. `text(lang, id, args)` is the one way a
//! sentence is made; a message missing from a language falls back to English.
//!
//! Bidi isolation marks are off (Discord would show them as stray characters). A value that
//! reads as a whole number is passed to Fluent as a number, so plural selectors
//! (`{ $count -> [one] ... *[other] ... }`) match it; every other value is text.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The language's tag, as in `locales/<tag>/` and `!dq language <tag>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language a player named: its tag or its name in either language, any case,
    /// accents optional.
    pub fn parse(word: &str) -> Option<Lang> {
        let w = fold_accents(&word.trim().to_lowercase());
        match w.as_str() {
            "en" | "english" | "ingles" | "en-us" | "en-gb" => Some(Lang::En),
            "es" | "espanol" | "spanish" | "castellano" | "es-es" | "es-419" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The language of a Discord locale (`es-ES`, `es-419`, `en-US`, `en-GB`), if we speak it.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        let main = locale.split(['-', '_']).next()?.to_lowercase();
        match main.as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

/// Lower-case ASCII letters for the Spanish accented ones (`á` → `a`, `ñ` → `n`, `ü` → `u`):
/// commands and names are matched with accents optional.
pub fn fold_accents(s: &str) -> String {
    s.chars()
        // An accent typed as a combining mark after its letter (`e` + U+0301) goes too.
        .filter(|c| !matches!(c, '\u{0300}'..='\u{036F}'))
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'Á' | 'À' | 'Â' | 'Ä' => 'A',
            'É' | 'È' | 'Ê' | 'Ë' => 'E',
            'Í' | 'Ì' | 'Î' | 'Ï' => 'I',
            'Ó' | 'Ò' | 'Ô' | 'Ö' => 'O',
            'Ú' | 'Ù' | 'Û' | 'Ü' => 'U',
            'Ñ' => 'N',
            other => other,
        })
        .collect()
}

/// Shorten user text we quote back, and strip anything that could ping or format, or turn
/// the text around or hide in it (`invisible`).
pub fn clip(s: &str, max: usize) -> String {
    let clean: String = s
        .chars()
        .filter(|c| !c.is_control() && !invisible(*c) && *c != '`' && *c != '@')
        .take(max)
        .collect();
    if s.chars().count() > max {
        format!("{clean}…")
    } else {
        clean
    }
}

/// As `clip`, and without Discord's markup either (links, bold, spoilers, strikes, quotes,
/// headings): for reasons quoted back in a game's own words.
pub fn plain(s: &str, max: usize) -> String {
    let kept: String = s
        .chars()
        .map(|c| match c {
            '*' | '_' | '~' | '|' | '[' | ']' | '(' | ')' | '<' | '>' | '#' => ' ',
            c => c,
        })
        .collect();
    clip(
        kept.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .as_str(),
        max,
    )
}

/// A name for showing: text and nothing else. Without control, bidirectional or zero-width
/// characters, and without what Discord would read as markup or a mention (`*`, `~`, `|`,
/// `` ` ``, `<`, `>`, `[`, `]`, `\\`, `#`, `@`, and a `_` that is not between two letters or
/// digits, where it could open or close emphasis), so a name never pings anyone and never
/// changes how the rest of a message looks. The same name is drawn in pictures and pages.
pub fn clean(s: &str) -> String {
    let kept: Vec<char> = s
        .chars()
        .filter(|c| !c.is_control() && !invisible(*c))
        .filter(|c| {
            !matches!(
                c,
                '*' | '~' | '|' | '`' | '<' | '>' | '[' | ']' | '\\' | '#' | '@'
            )
        })
        .collect();
    let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric());
    let text: String = kept
        .iter()
        .enumerate()
        .filter(|&(i, c)| *c != '_' || (i > 0 && word(kept.get(i - 1)) && word(kept.get(i + 1))))
        .map(|(_, c)| *c)
        .collect();
    // A line that starts with `-` or `+` and a space is a list on Discord.
    text.trim()
        .trim_start_matches(['-', '+'])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Bidirectional controls and zero-width characters: they reorder or hide text, so nothing a
/// user wrote is echoed with them.
pub fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// Every Fluent file, by name, in each language (English, Spanish). A test holds that this
/// list names every file under `locales/`.
macro_rules! locale_files {
    ($($name:literal),* $(,)?) => {
        &[$((
            $name,
            include_str!(concat!("../locales/en/", $name, ".ftl")),
            include_str!(concat!("../locales/es/", $name, ".ftl")),
        )),*]
    };
}

pub(crate) const FILES: &[(&str, &str, &str)] = locale_files![
    "between",
    "cards",
    "cause",
    "chambers",
    "combat",
    "deadline",
    "dice",
    "discord",
    "dungeoneer",
    "dungeoneer-picture",
    "dungeoneer-play",
    "dungeoneer-table",
    "fair",
    "help",
    "heroes",
    "local",
    "manage",
    "monsters",
    "narration",
    "options",
    "parse",
    "picture",
    "private",
    "prompt",
    "raiders",
    "range",
    "record",
    "refusal",
    "reminder",
    "roll",
    "runes",
    "slash",
    "status",
    "terms",
    "treasure",
];

/// The source of one language's files, in `FILES` order.
pub(crate) fn sources(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES.iter().map(move |(name, en, es)| match lang {
        Lang::En => (*name, *en),
        Lang::Es => (*name, *es),
    })
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for (name, source) in sources(lang) {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(_, errors)| {
            panic!("locales/{lang}/{name}.ftl does not parse: {errors:?}")
        });
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("locales/{lang}/{name}.ftl: {errors:?}"));
    }
    bundle
}

/// A value for a Fluent variable: a whole number written plainly (`3`, `-1`, not `+1` or
/// `03`) is a number, so plural selectors match it; anything else is text.
fn value(v: &str) -> FluentValue<'_> {
    match v.parse::<i64>() {
        Ok(n) if n.to_string() == v => FluentValue::from(n),
        _ => FluentValue::from(v),
    }
}

thread_local! {
    static CURRENT: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

tokio::task_local! {
    static TASK: Lang;
}

/// The edit distance between two texts (insertions, deletions, substitutions and swaps of
/// two neighbours each count one), by characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// Is `typed` a slip of `word` (both folded)? One slip in a short word, two in a long one,
/// none in a word under four letters (or typed in under three): `serch` is `search`, `awy`
/// is `away`, but `hola` is no `roll` and `fun` no `run`.
pub fn slip_of(typed: &str, word: &str) -> bool {
    let (t, w) = (typed.chars().count(), word.chars().count());
    t >= 3 && w >= 4 && edit_distance(typed, word) <= if t.min(w) >= 7 { 2 } else { 1 }
}

/// Run `f` with `lang` as the current language (what `current` answers), then put the
/// previous one back, even if `f` panics. A synchronous closure: no `.await` can happen while
/// it is set, so no other task can see it.
pub fn within<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(Some(lang))));
    f()
}

/// Run the future `f` with `lang` as the current language of its task (a tokio task-local:
/// it goes with the future across `.await`s and never to another task). The organiser
/// answers an input inside one, in the language of whoever sent it; `within` overrides it
/// for the texts that go to someone else.
pub async fn scope<F: std::future::Future>(lang: Lang, f: F) -> F::Output {
    TASK.scope(lang, f).await
}

/// The language being rendered: the innermost `within`'s, else the task's `scope`, else
/// English.
pub fn current() -> Lang {
    chosen().unwrap_or_default()
}

/// The language a `within` or `scope` has set, if any.
pub fn chosen() -> Option<Lang> {
    CURRENT
        .with(|c| c.get())
        .or_else(|| TASK.try_with(|l| *l).ok())
}

/// The message `id` in the current language (see `within`).
pub fn tr(id: &str, args: &[(&str, String)]) -> String {
    text(current(), id, args)
}

/// `x` with one decimal, written as the current language writes it (`0.7`, `0,7`).
pub fn decimal(x: f64) -> String {
    format!("{x:.1}").replace('.', &tr("decimal-point", &[]))
}

/// Whether a language has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundles()[lang.index()].has_message(id)
}

/// The message `id` in `lang` with its variables filled in; English if `lang` lacks it.
///
/// A message missing in English too, or a variable the message needs and was not given, is a
/// bug: it panics in debug builds (so every test finds it) and shows the id in release.
pub fn text(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    format(lang, id, None, args)
}

/// An attribute of a message (`monster-skeleton.gender`), if that language has it.
pub fn attribute(lang: Lang, id: &str, attr: &str) -> Option<String> {
    let bundle = &bundles()[lang.index()];
    bundle.get_message(id)?.get_attribute(attr)?;
    Some(format(lang, id, Some(attr), &[]))
}

fn format(lang: Lang, id: &str, attr: Option<&str>, args: &[(&str, String)]) -> String {
    let found = [lang, Lang::En].into_iter().find_map(|l| {
        let bundle = &bundles()[l.index()];
        bundle.get_message(id).map(|m| (bundle, m))
    });
    let Some((bundle, message)) = found else {
        debug_assert!(false, "no message `{id}` in any language");
        return id.to_string();
    };
    let pattern = match attr {
        Some(a) => message.get_attribute(a).map(|a| a.value()),
        None => message.value(),
    };
    let Some(pattern) = pattern else {
        debug_assert!(false, "message `{id}` has no value {attr:?}");
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        fluent_args.set(*k, value(v));
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(errors.is_empty(), "message `{id}` ({lang}): {errors:?}");
    out.into_owned()
}

#[cfg(test)]
mod tests;
