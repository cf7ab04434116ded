//! One panel a seat, two to a row, the trackers: his token, name, Level and hero; whose turn
//! it is, his phase and Movement left (gold), or dead, tipped, winner; his Life (of 6) as
//! boxes, Glory and Peril, quests completed (of 3) as boxes; how many cards in hand (the
//! number only), in his inventory and his pack, and the space he stands in; his open quests
//! by name.

use super::super::content::set;
use super::super::state::Outcome;
use super::super::view::View;
use super::{hero_name, icons, initial, label, map_name, phase_word, playing, quest_name};
use super::{seat_colour, seat_name, DIM, EMPTY, GOLD, PANEL, PANEL_DEAD, PANEL_H, PANEL_W, RED};
use super::{QUESTS_TO_WIN, TEXT};
use crate::canvas::{fit, Align, Canvas, Rgb};
use crate::lang::Lang;

/// Seat `seat`'s panel, its top left corner at (x, y): two to a row.
pub fn panel(
    cv: &mut Canvas,
    v: &View,
    names: &[String],
    lang: Lang,
    seat: usize,
    (x, y): (f32, f32),
) {
    let h = &v.heroes[seat];
    let w = PANEL_W;
    let turn = playing(v) && seat == v.active;
    let won = winner(v, seat);
    if turn || won {
        cv.rect(x - 3.0, y - 3.0, w + 6.0, PANEL_H + 6.0, GOLD);
    }
    cv.rect(x, y, w, PANEL_H, if h.alive { PANEL } else { PANEL_DEAD });
    cv.rect(x, y, 8.0, PANEL_H, seat_colour(seat));
    let letter = initial(seat);
    let token_c = if h.alive { seat_colour(seat) } else { EMPTY };
    icons::token(
        cv,
        (x + 31.0, y + 22.0),
        12.0,
        token_c,
        &letter,
        h.tipped && h.alive,
        turn,
    );
    let right = x + w - 12.0;
    let level = label(lang, "level", &[("level", h.level.to_string())]);
    let lw = cv.text_quarters(&level, right, y + 27.0, 15.0, TEXT, Align::Right);
    let ink = if h.alive { TEXT } else { DIM };
    let room = right - lw - 16.0 - (x + 52.0);
    let name = fit(&seat_name(names, seat, lang), 18.0, room * 0.6);
    let nw = cv.text_quarters(&name, x + 52.0, y + 28.0, 18.0, ink, Align::Left);
    let hero = fit(&hero_name(lang, h.hero), 15.0, room - nw - 10.0);
    cv.text_quarters(&hero, x + 62.0 + nw, y + 28.0, 15.0, DIM, Align::Left);
    if let Some((words, c)) = status(v, lang, seat) {
        let mut sx = x + 52.0;
        if turn {
            cv.polygon(
                &[(sx, y + 38.0), (sx + 10.0, y + 44.0), (sx, y + 50.0)],
                GOLD,
            );
            sx += 16.0;
        }
        let words = fit(&words, 15.0, right - sx);
        cv.text_quarters(&words, sx, y + 50.0, 15.0, c, Align::Left);
    }
    trackers(cv, v, lang, seat, (x + 18.0, y + 76.0));
    counts_line(cv, v, lang, seat, (x + 18.0, y + 98.0), right);
    quests_line(cv, v, lang, seat, (x + 18.0, y + 118.0), right);
}

fn winner(v: &View, seat: usize) -> bool {
    match &v.outcome {
        Some(Outcome::Quests(s)) | Some(Outcome::LastStanding(s)) => *s == seat,
        Some(Outcome::Points(seats)) => seats.contains(&seat),
        _ => false,
    }
}

/// What a panel's second line says, and in what colour: winner, dead, whose turn (his phase
/// and Movement left, after a gold arrow), tipped.
fn status(v: &View, lang: Lang, seat: usize) -> Option<(String, Rgb)> {
    let h = &v.heroes[seat];
    let tipped = h.tipped.then(|| label(lang, "tipped", &[]));
    if winner(v, seat) {
        return Some((label(lang, "winner", &[]), GOLD));
    }
    if !h.alive {
        return Some((label(lang, "dead", &[]), RED));
    }
    if playing(v) && seat == v.active {
        let mut parts: Vec<String> = phase_word(lang, v.phase).into_iter().collect();
        if v.phase != super::Phase::Discard {
            let m = ("movement", v.movement.to_string());
            parts.push(label(lang, "movement", &[m]));
        }
        parts.extend(tipped);
        return Some((parts.join(" · "), GOLD));
    }
    tipped.map(|t| (t, DIM))
}

/// Boxes in a row, `filled` of `max` in colour `c`, from (x, y) their top; returns the
/// width taken.
fn boxes(cv: &mut Canvas, (x, y): (f32, f32), filled: usize, max: usize, c: Rgb) -> f32 {
    for k in 0..max {
        let fill = if k < filled { c } else { EMPTY };
        cv.rect(x + k as f32 * 15.0, y, 12.0, 14.0, fill);
    }
    max as f32 * 15.0
}

/// The third line: Life, Glory, Peril, quests completed.
fn trackers(cv: &mut Canvas, v: &View, lang: Lang, seat: usize, (x0, base): (f32, f32)) {
    let h = &v.heroes[seat];
    let mut x = x0;
    x += cv.text_quarters(&label(lang, "life", &[]), x, base, 14.0, DIM, Align::Left) + 7.0;
    let most = set().hero(h.hero).life;
    let life = h.life.min(most);
    x += boxes(
        cv,
        (x, base - 12.0),
        usize::from(life),
        usize::from(most),
        RED,
    ) + 3.0;
    let of = format!("{life}/{most}");
    x += cv.text_quarters(&of, x, base, 14.0, TEXT, Align::Left) + 16.0;
    icons::star(cv, x + 8.0, base - 6.0, 8.5, icons::STAR);
    let glory = h.glory.to_string();
    x += 19.0 + cv.text_quarters(&glory, x + 19.0, base, 16.0, TEXT, Align::Left) + 14.0;
    icons::skull(cv, x + 8.0, base - 6.0, 8.0);
    let peril = h.peril.to_string();
    x += 19.0 + cv.text_quarters(&peril, x + 19.0, base, 16.0, TEXT, Align::Left) + 16.0;
    let done = h.done.len();
    x += cv.text_quarters(&label(lang, "done", &[]), x, base, 14.0, DIM, Align::Left) + 7.0;
    x += boxes(cv, (x, base - 12.0), done, QUESTS_TO_WIN, GOLD) + 3.0;
    let of = format!("{}/{QUESTS_TO_WIN}", done.min(99));
    cv.text_quarters(&of, x, base, 14.0, TEXT, Align::Left);
}

/// The fourth line: how many cards in hand (the number only), inventory and pack; the space
/// he stands in at the right.
fn counts_line(
    cv: &mut Canvas,
    v: &View,
    lang: Lang,
    seat: usize,
    (x, base): (f32, f32),
    right: f32,
) {
    let h = &v.heroes[seat];
    let counts = [
        label(lang, "hand", &[("count", h.hand_size.to_string())]),
        label(
            lang,
            "inventory",
            &[("count", (h.inventory.len() + h.minions.len()).to_string())],
        ),
        label(lang, "pack", &[("count", h.pack.len().to_string())]),
    ]
    .join(" · ");
    let cw = cv.text_quarters(&counts, x, base, 14.0, DIM, Align::Left);
    let place = match v.map.at(h.cell) {
        Some(p) if h.alive => label(lang, "at", &[("place", map_name(lang, p.card))]),
        _ => return,
    };
    let place = fit(&place, 14.0, right - x - cw - 16.0);
    cv.text_quarters(&place, right, base, 14.0, DIM, Align::Right);
}

/// The last line: his open quests by name, and the Escort he carries.
fn quests_line(
    cv: &mut Canvas,
    v: &View,
    lang: Lang,
    seat: usize,
    (x, base): (f32, f32),
    right: f32,
) {
    let h = &v.heroes[seat];
    let names: Vec<String> = h.quests.iter().map(|&q| quest_name(lang, q)).collect();
    let mut line = if names.is_empty() {
        label(lang, "no-quests", &[])
    } else {
        label(lang, "quests", &[("quests", names.join(", "))])
    };
    if let Some(q) = h.carrying {
        line = format!(
            "{line} · {}",
            label(lang, "carrying", &[("quest", quest_name(lang, q))])
        );
    }
    let line = fit(&line, 14.0, right - x);
    let c = if names.is_empty() { DIM } else { TEXT };
    cv.text_quarters(&line, x, base, 14.0, c, Align::Left);
}
