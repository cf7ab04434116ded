//! The figures of DUNGEONEER-DECK.md §7 from a run's `Stats`, each with its target band.

use super::Stats;
use serde::Serialize;

/// One figure: its name, value, target, and whether it is in band (`None`: no band, or no
/// data).
#[derive(Clone, Debug, Serialize)]
pub struct Figure {
    pub name: String,
    pub value: String,
    pub target: String,
    pub ok: Option<bool>,
}

fn pct(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        100.0 * a as f64 / b as f64
    }
}

fn fig(
    name: impl Into<String>,
    value: String,
    target: impl Into<String>,
    ok: Option<bool>,
) -> Figure {
    Figure {
        name: name.into(),
        value,
        target: target.into(),
        ok,
    }
}

/// A percentage figure within `lo..=hi` percent.
fn band(name: impl Into<String>, a: u64, b: u64, lo: f64, hi: f64) -> Figure {
    let v = pct(a, b);
    let ok = (b > 0).then_some(v >= lo - 1e-9 && v <= hi + 1e-9);
    fig(name, format!("{v:.1}%"), format!("{lo:.1}-{hi:.1}%"), ok)
}

/// The `q` quantile (0..1) of `v` (sorted copy), nearest rank.
fn quantile(v: &[u32], q: f64) -> u32 {
    if v.is_empty() {
        return 0;
    }
    let mut s = v.to_vec();
    s.sort_unstable();
    let i = ((q * s.len() as f64).ceil() as usize).clamp(1, s.len()) - 1;
    s[i]
}

/// Every figure of §7, in its order.
pub fn figures(st: &Stats) -> Vec<Figure> {
    let n = st.players as f64;
    let games = st.games as u64;
    let mut out = Vec::new();
    for (id, &(w, s)) in &st.heroes {
        out.push(band(
            format!("win rate of {id} when seated"),
            w,
            s,
            80.0 / n,
            120.0 / n,
        ));
    }
    let v = pct(st.start_wins, games);
    out.push(fig(
        "start player's win rate",
        format!("{v:.1}%"),
        format!("<= {:.1}%", 115.0 / n),
        Some(v <= 115.0 / n + 1e-9),
    ));
    let (med, p95) = (quantile(&st.rounds, 0.5), quantile(&st.rounds, 0.95));
    out.push(fig(
        "game length in rounds, median",
        med.to_string(),
        "8-12",
        Some((8..=12).contains(&med)),
    ));
    out.push(fig(
        "game length in rounds, 95th percentile",
        p95.to_string(),
        "<= 20",
        Some(p95 <= 20),
    ));
    let (qlo, qhi, llo, lhi) = if st.players == 2 {
        (55.0, 80.0, 20.0, 45.0)
    } else {
        (65.0, 85.0, 15.0, 35.0)
    };
    out.push(band("won by 3 quests", st.by_quests, games, qlo, qhi));
    out.push(band(
        "won by last hero standing",
        st.by_last,
        games,
        llo,
        lhi,
    ));
    out.push(band("nobody wins", st.nobody, games, 0.0, 1.999));
    out.push(band("round_limit reached", st.on_points, games, 0.0, 0.499));
    let dead = st.dead as f64 / games.max(1) as f64;
    let dead_ok = (st.players == 4).then_some((0.6..=1.6).contains(&dead));
    out.push(fig(
        "heroes dead per game, mean",
        format!("{dead:.2}"),
        if st.players == 4 {
            "0.6-1.6"
        } else {
            "(4 players only)"
        },
        dead_ok,
    ));
    quests_and_cards(st, &mut out);
    table_figures(st, &mut out);
    out
}

/// Each quest's completion and each adventure card's play and its holders' wins.
fn quests_and_cards(st: &Stats, out: &mut Vec<Figure>) {
    for (id, &(d, s)) in &st.quests {
        out.push(band(format!("{id} completed when dealt"), d, s, 25.0, 75.0));
    }
    let average = {
        let (w, s) = st
            .heroes
            .values()
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
        pct(w, s)
    };
    for (id, &(p, d, hw, h)) in &st.cards {
        let v = pct(p, d);
        out.push(fig(
            format!("{id} played when drawn"),
            format!("{v:.1}%"),
            ">= 40%",
            (d > 0).then_some(v >= 40.0),
        ));
        let diff = pct(hw, h) - average;
        out.push(fig(
            format!("{id} holder's win rate minus average"),
            format!("{diff:+.1}"),
            "-8..+8 points",
            (h > 0).then_some(diff.abs() <= 8.0),
        ));
    }
}

/// Threat rolls, the maps laid, the waits, and skill against random legal players.
fn table_figures(st: &Stats, out: &mut Vec<Figure>) {
    let n = st.players as f64;
    let games = st.games as u64;
    out.push(band(
        "all Threat rolls succeed",
        st.threats.0,
        st.threats.1,
        50.0,
        70.0,
    ));
    let limit = 41;
    let maps: Vec<u32> = st.all_maps.iter().map(|m| m.unwrap_or(limit)).collect();
    let m = quantile(&maps, 0.5);
    let never = st.all_maps.iter().filter(|m| m.is_none()).count() as u64;
    out.push(fig(
        "round by which all 22 maps are placed, median",
        if m >= limit {
            "never".into()
        } else {
            m.to_string()
        },
        "<= 8",
        Some(m <= 8),
    ));
    out.push(fig(
        "games where not all 22 maps were placed",
        format!("{:.1}%", pct(never, games)),
        "(info)",
        None,
    ));
    let wm = quantile(&st.waits, 0.5);
    out.push(fig(
        "waits on others per turn, median",
        wm.to_string(),
        "<= 1",
        Some(wm <= 1),
    ));
    let two = st.waits.iter().filter(|&&w| w >= 2).count() as u64;
    out.push(band(
        "turns with 2 or more waits",
        two,
        st.waits.len() as u64,
        0.0,
        20.0,
    ));
    let v = pct(st.skill.0, st.skill.1);
    out.push(fig(
        "one computer seat among random legal players: win rate",
        format!("{v:.1}%"),
        format!(">= {:.1}%", 150.0 / n),
        (st.skill.1 > 0).then_some(v >= 150.0 / n - 1e-9),
    ));
}
