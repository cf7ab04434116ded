//! The Spanish transcripts: a game switched to Spanish reads in Spanish throughout.

use super::{assert_in_order, transcript};

/// English words that only an untranslated text would show (commands quoted in backticks are
/// left out: the script types English commands, which the parser takes in either language).
const ENGLISH_MARKERS: &[&str] = &[
    " the ",
    " is ",
    " and ",
    " you ",
    "Round ",
    "confronts",
    "Escaped",
    "strikes",
    "Sealed",
    " your turn",
    "wound",
    "Commands:",
    "waiting",
    "offered",
    "destroys",
    "Sun ",
    "Sleeping",
];

#[tokio::test]
async fn a_combat_fought_by_dm_in_spanish() {
    let t = transcript("es_combat_by_dm").await;
    assert_in_order(
        &t,
        &[
            "🌐 Esta partida se juega ahora en español",
            "Esqueleto",
            "Abominación",
            "[dm alice]",
            "[dm bob]",
            "🔒",
            "Ronda 1",
            "🏆",
        ],
    );
    // Every line the bot says after the switch is Spanish: none of the English markers outside backticks
    // (the players' own lines, `NAME: TEXT`, are what they typed).
    let spanish = &t[t.find("🌐").unwrap()..];
    for line in spanish.lines().filter(|l| !l.starts_with("> ")) {
        let bare: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for m in ENGLISH_MARKERS {
            assert!(
                !bare.contains(m),
                "English ({m:?}) in the Spanish game: {line}"
            );
        }
    }
}
