//! What a game leaves on record: the roll statistics of a game (`!dq dice`).

use super::tr;

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
