//! The few words drawn on the board, from the `[picture]` section of
//! `templates/messages.toml` (`render`, which reads the rest, is above this room).

use std::collections::BTreeMap;
use std::sync::OnceLock;

const MESSAGES: &str = include_str!("../../templates/messages.toml");

fn labels() -> &'static BTreeMap<String, String> {
    static L: OnceLock<BTreeMap<String, String>> = OnceLock::new();
    L.get_or_init(|| {
        let mut all: BTreeMap<String, BTreeMap<String, String>> = toml::from_str(MESSAGES)
            .unwrap_or_else(|e| panic!("templates/messages.toml is invalid: {e}"));
        all.remove("picture")
            .expect("templates/messages.toml has a [picture] section")
    })
}

/// The label `key` of `[picture]` with its `{name}` placeholders filled from `args`.
pub fn label(key: &str, args: &[(&str, String)]) -> String {
    let mut out = labels()
        .get(key)
        .unwrap_or_else(|| panic!("missing message picture.{key}"))
        .clone();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::label;

    #[test]
    fn labels_are_read_from_the_picture_section_and_filled() {
        assert_eq!(
            label("sun", &[("sun", "3".into()), ("limit", "25".into())]),
            "Sun 3/25"
        );
        assert_eq!(label("loot", &[("count", "2".into())]), "Loot 2");
    }
}
