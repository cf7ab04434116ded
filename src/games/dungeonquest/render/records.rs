//! What a game and a campaign leave on record: a campaign's leaderboard and the roll
//! statistics of a game (`!dq dice`).

use super::{clip, tr};

/// A campaign's table.
/// `texts`: the prefix of the header's and lines' texts (`manage` for DungeonQuest's electrum,
/// a game's own for another kind's score).
/// `ratings`: each player's campaign rating (`crate::ratings`), shown on his line.
pub fn leaderboard(
    campaign: &str,
    rows: &[crate::store::Standing],
    texts: &str,
    ratings: &std::collections::HashMap<String, crate::ratings::Rating>,
) -> String {
    // The default campaign by its name in the reader's language.
    let shown = match campaign {
        "main" => tr("campaign-main", &[]),
        other => other.to_string(),
    };
    let c = ("campaign", shown);
    if rows.is_empty() {
        return tr("manage-leaderboard-empty", &[c]);
    }
    let mut out = vec![tr(&format!("{texts}-leaderboard-header"), &[c])];
    for (i, r) in rows.iter().enumerate() {
        out.push(tr(
            &format!("{texts}-leaderboard-line"),
            &[
                ("rank", (i + 1).to_string()),
                ("name", clip(&r.name, 40)),
                ("electrum", r.electrum.to_string()),
                ("played", r.played.to_string()),
                ("survived", r.survived.to_string()),
                ("won", r.won.to_string()),
                (
                    "rating",
                    ratings
                        .get(&r.user)
                        .map_or_else(|| "-".to_string(), |x| x.shown()),
                ),
            ],
        ));
    }
    out.join("\n")
}

/// Roll statistics in words.
pub fn dice(s: &crate::games::dungeonquest::audit::DiceStats) -> String {
    let total: usize = s.d6.iter().sum();
    if total == 0 && s.escapes == 0 && s.dragon == 0 {
        return tr("dice-none", &[]);
    }
    let pct = |n: usize, of: usize| {
        if of == 0 {
            "0".to_string()
        } else {
            crate::lang::decimal(100.0 * n as f64 / of as f64)
        }
    };
    let faces: Vec<String> =
        s.d6.iter()
            .enumerate()
            .map(|(i, &n)| {
                tr(
                    "dice-face",
                    &[
                        ("face", (i + 1).to_string()),
                        ("count", n.to_string()),
                        ("pct", pct(n, total)),
                    ],
                )
            })
            .collect();
    let mut out = vec![
        tr("dice-header", &[]),
        tr(
            "dice-d6",
            &[("total", total.to_string()), ("faces", faces.join(" · "))],
        ),
    ];
    out.push(tr(
        "dice-tests",
        &[
            ("passed", s.tests_passed.to_string()),
            ("failed", s.tests_failed.to_string()),
        ],
    ));
    if s.escapes > 0 {
        out.push(tr(
            "dice-escapes",
            &[
                ("escaped", s.escaped.to_string()),
                ("total", s.escapes.to_string()),
                ("expected", crate::lang::decimal(s.escapes_expected)),
            ],
        ));
    }
    if s.dragon > 0 {
        out.push(tr(
            "dice-dragon",
            &[
                ("sleeping", s.sleeping.to_string()),
                ("total", s.dragon.to_string()),
                ("expected", crate::lang::decimal(s.sleeping_expected)),
            ],
        ));
    }
    let list: Vec<String> = s
        .by_purpose
        .iter()
        .map(|(k, n)| format!("{} {n}", tr(&format!("dice-purpose-{k}"), &[])))
        .collect();
    out.push(tr("dice-purposes", &[("list", list.join(", "))]));
    out.join("\n")
}
