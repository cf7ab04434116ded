//! The map: each placed card a square tile at its cell, north up. Its floor's colour is its
//! kind (the Entrance gold with steps); its name on top; its exits as they lie (Placed::exit):
//! an Open exit a doorway whose floor reaches the cell's edge, so two open sides meet; a Wall
//! a thick bar; a Locked exit a gold door with a plate (keyhole, form, number); a Trapped one
//! red teeth with a red plate. Glory and Peril in the top corners, the feature and the heroes
//! in the middle. Empty open slots dashed; while a card is drawn, its spots lettered.

use super::super::content::{set, Exit, Feature, FeatureKind, Form, MapId, MapKind};
use super::super::map::{letter, Cell, Placed, Side, SIDES};
use super::super::view::View;
use super::icons;
use super::{initial, label, map_name, seat_colour, Layout, GOLD, INK, TEXT};
use crate::canvas::{fit, text_width, Align, Canvas, Rgb};
use crate::lang::Lang;
use std::collections::BTreeMap;

const WALL: Rgb = [0xd9, 0xcd, 0xb2];
const DOOR: Rgb = [0xe8, 0xb0, 0x32];
const TRAP: Rgb = [0xe8, 0x44, 0x36];
const SLOT: Rgb = [0x4a, 0x47, 0x54];
const SPOT: Rgb = [0xf2, 0xc1, 0x3a];
const SPOT_FLOOR: Rgb = [0x2c, 0x29, 0x22];
const WHITE: Rgb = [0xff, 0xfc, 0xf4];

/// A kind's floor.
pub fn floor(kind: MapKind) -> Rgb {
    match kind {
        MapKind::Entrance => [0x8c, 0x6a, 0x22],
        MapKind::Room => [0x6e, 0x58, 0x42],
        MapKind::Passage => [0x40, 0x50, 0x60],
        MapKind::GrimPassage => [0x64, 0x2a, 0x3e],
    }
}

/// A form's short name on an exit's plate (`dg-pic-form-*`).
pub fn form_short(lang: Lang, f: Form) -> String {
    let id = match f {
        Form::Melee => "form-melee",
        Form::Magic => "form-magic",
        Form::Speed => "form-speed",
    };
    label(lang, id, &[])
}

/// The map: open slots, tiles, lettered spots, dropped Escort tokens, then the heroes.
pub fn map(cv: &mut Canvas, v: &View, lang: Lang, lay: &Layout) {
    let t = lay.tile;
    let mut spots: BTreeMap<Cell, Vec<(usize, bool)>> = BTreeMap::new();
    for (i, s) in v.spots.iter().enumerate() {
        spots.entry(s.cell).or_default().push((i, s.turned));
    }
    let slots = if super::growing(v) {
        v.map.open_slots()
    } else {
        Default::default()
    };
    for cell in slots {
        if !spots.contains_key(&cell) {
            let (x, y) = lay.at(cell);
            slot(cv, x, y, t, SLOT);
        }
    }
    for p in &v.map.placed {
        let (x, y) = lay.at(p.cell);
        tile(cv, lang, p, (x, y), t);
    }
    for (&cell, here) in &spots {
        let (x, y) = lay.at(cell);
        spot(cv, lang, here, (x, y), t);
    }
    let mut crowds: BTreeMap<Cell, (Vec<usize>, usize)> = BTreeMap::new();
    for (seat, h) in v.heroes.iter().enumerate() {
        if h.alive {
            crowds.entry(h.cell).or_default().0.push(seat);
        }
    }
    for &(_, cell) in &v.dropped {
        crowds.entry(cell).or_default().1 += 1;
    }
    for (&cell, (seats, escorts)) in &crowds {
        let (x, y) = lay.at(cell);
        let mid = v
            .map
            .at(cell)
            .map_or(t / 2.0, |p| inside(p, lang, t).heroes);
        heroes(cv, v, (seats, *escorts), (x, y + mid), t);
    }
}

/// The space between two tiles: each tile's floor stops half of it short of its cell's edge.
fn gap(t: f32) -> f32 {
    2.0 * (t * 0.025).round().max(2.0)
}

/// Wall thicknesses: the thin walls beside a doorway, and a Wall exit's bar.
fn walls(t: f32) -> (f32, f32) {
    ((t * 0.035).round().max(3.0), (t * 0.075).round().max(6.0))
}

/// The name's size and how many lines it may take.
fn name_size(t: f32) -> (f32, usize) {
    if t >= 112.0 {
        (14.0, 2)
    } else if t >= 92.0 {
        (13.0, 2)
    } else {
        (13.0, 1)
    }
}

/// `text` in lines at `size`, the first `widths[0]` wide, the next `widths[1]`...: whole
/// words, the last line cut short with an ellipsis if the rest does not fit.
pub fn wrap(text: &str, size: f32, widths: &[f32]) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() && out.len() + 1 < widths.len() {
        let width = widths[out.len()];
        let mut line = words[i].to_string();
        i += 1;
        while i < words.len() && text_width(&format!("{line} {}", words[i]), size) <= width {
            line = format!("{line} {}", words[i]);
            i += 1;
        }
        out.push(fit(&line, size, width));
    }
    if i < words.len() {
        let width = widths[out.len().min(widths.len() - 1)];
        out.push(fit(&words[i..].join(" "), size, width));
    }
    out
}

/// Where a tile's contents stand, down from its cell's top: the name's lines and first
/// baseline, the top of the east and west plates (under the name), the feature's row and
/// the heroes' row (their centres).
struct Inside {
    lines: Vec<String>,
    first: f32,
    upright: f32,
    feature: f32,
    heroes: f32,
}

/// A Locked or Trapped exit's plate on the east or west side: how wide it is.
const UPRIGHT_W: f32 = 22.0;

/// An upright plate's height: with its mark on a large tile, without on a small one.
fn upright_h(fw: f32) -> f32 {
    if fw >= 96.0 {
        38.0
    } else {
        28.0
    }
}

/// A card's name in the lines a tile gives it: whole if it fits, else without its small
/// words (`dg-pic-small-words`: "of", "the"; "de", "la") if that fits, else cut short.
fn name_lines(lang: Lang, name: &str, size: f32, widths: &[f32]) -> Vec<String> {
    let whole = wrap(name, size, widths);
    if !whole.iter().any(|l| l.ends_with('…')) {
        return whole;
    }
    let small = label(lang, "small-words", &[]).to_lowercase();
    let small: Vec<&str> = small.split_whitespace().collect();
    let kept: Vec<&str> = name
        .split_whitespace()
        .filter(|w| !small.contains(&w.to_lowercase().as_str()))
        .collect();
    let short = wrap(&kept.join(" "), size, widths);
    if short.iter().any(|l| l.ends_with('…')) {
        whole
    } else {
        short
    }
}

fn inside(p: &Placed, lang: Lang, t: f32) -> Inside {
    let g = gap(t);
    let fw = t - g;
    let (wt, _) = walls(t);
    let (size, most) = name_size(t);
    let widths = [fw - 2.0 * wt - 6.0; 2];
    let lines = name_lines(lang, &map_name(lang, p.card), size, &widths[..most]);
    let first = 16.0 + size + 1.0;
    let bottom = first + (lines.len() as f32 - 1.0) * (size + 2.0) + 4.0;
    let upright = (fw * DOOR_A).round().max(bottom + 3.0);
    let upright = upright.min(fw - wt - upright_h(fw));
    let r = token_r(t);
    let has_feature = set().map(p.card).feature != Feature::None;
    let feature = bottom + 9.0;
    let lowest = fw - 16.0 - r - 2.0;
    let heroes = if has_feature {
        feature + 10.0 + r
    } else {
        (bottom + 4.0 + r).max((bottom + lowest) / 2.0)
    };
    let top = g / 2.0;
    Inside {
        lines,
        first: top + first,
        upright: top + upright,
        feature: top + feature,
        heroes: top + heroes.min(lowest),
    }
}

fn token_r(t: f32) -> f32 {
    (t * 0.085).clamp(8.0, 10.5)
}

/// One placed card, its cell's square at (x, y), `t` on a side.
pub fn tile(cv: &mut Canvas, lang: Lang, p: &Placed, (x, y): (f32, f32), t: f32) {
    let card = set().map(p.card);
    let g = gap(t);
    let (fx, fy, fw) = (x + g / 2.0, y + g / 2.0, t - g);
    let (wt, _) = walls(t);
    let ground = floor(card.kind);
    cv.rect(fx, fy, fw, fw, ground);
    if card.kind == MapKind::Entrance {
        steps(cv, (fx, fy), fw, wt);
    }
    for side in SIDES {
        exit(cv, p.exit(side), side, (fx, fy), fw, t, ground);
    }
    let at = inside(p, lang, t);
    for side in SIDES {
        let upright = y + at.upright;
        plate(cv, lang, p.exit(side), side, (fx, fy, fw), upright);
    }
    let (size, _) = name_size(t);
    for (k, line) in at.lines.iter().enumerate() {
        let base = y + at.first + k as f32 * (size + 2.0);
        cv.text_quarters(line, fx + fw / 2.0, base, size, TEXT, Align::Centre);
    }
    values(cv, card.glory, card.peril, (fx, fy), fw, wt);
    if let Some(kind) = card.feature.kind() {
        let at = (fx + fw / 2.0, y + at.feature);
        feature(cv, lang, card.feature, kind, at);
    }
}

/// The Entrance's steps: two frames, each one step further in.
fn steps(cv: &mut Canvas, (fx, fy): (f32, f32), fw: f32, wt: f32) {
    for k in 1..=2u8 {
        let d = wt + 5.0 * f32::from(k);
        let c: Rgb = [0x9c + 10 * k, 0x78 + 8 * k, 0x2c];
        let (x0, y0, x1, y1) = (fx + d, fy + d, fx + fw - d, fy + fw - d);
        for r in [
            (x0, y0, x1 - x0, 2.0),
            (x0, y1 - 2.0, x1 - x0, 2.0),
            (x0, y0, 2.0, y1 - y0),
            (x1 - 2.0, y0, 2.0, y1 - y0),
        ] {
            cv.rect(r.0, r.1, r.2, r.3, c);
        }
    }
}

/// A band along `side` of a floor square, from `a` to `b` of its length, `th` thick.
fn band(side: Side, (fx, fy): (f32, f32), fw: f32, (a, b): (f32, f32), th: f32) -> [f32; 4] {
    let (from, to) = ((fw * a).round(), (fw * b).round());
    let len = to - from;
    match side {
        Side::N => [fx + from, fy, len, th],
        Side::S => [fx + from, fy + fw - th, len, th],
        Side::W => [fx, fy + from, th, len],
        Side::E => [fx + fw - th, fy + from, th, len],
    }
}

/// The doorway's share of a side.
const DOOR_A: f32 = 0.32;
const DOOR_B: f32 = 0.68;

/// One exit as it lies: a Wall's bar along the whole side, or walls either side of a
/// doorway whose floor reaches out to the cell's edge (the plates of Locked and Trapped
/// exits are drawn over it after).
fn exit(cv: &mut Canvas, e: Exit, side: Side, at: (f32, f32), fw: f32, t: f32, ground: Rgb) {
    let (wt, thick) = walls(t);
    let fill = |cv: &mut Canvas, r: [f32; 4], c: Rgb| cv.rect(r[0], r[1], r[2], r[3], c);
    if e == Exit::Wall {
        fill(cv, band(side, at, fw, (0.0, 1.0), thick), WALL);
        return;
    }
    fill(cv, band(side, at, fw, (0.0, DOOR_A), wt), WALL);
    fill(cv, band(side, at, fw, (DOOR_B, 1.0), wt), WALL);
    let reach = gap(t) / 2.0;
    let door = band(side, at, fw, (DOOR_A, DOOR_B), 0.0);
    let out = match side {
        Side::N => [door[0], door[1] - reach, door[2], reach],
        Side::S => [door[0], door[1], door[2], reach],
        Side::W => [door[0] - reach, door[1], reach, door[3]],
        Side::E => [door[0], door[1], reach, door[3]],
    };
    fill(cv, out, ground);
}

/// A Locked exit's gold door or a Trapped one's red: a bar across the doorway and a plate
/// with a keyhole or teeth, the form's short name and the number; on the north and south the
/// plate lies across the doorway, on the east and west it stands upright from `upright` down
/// (under the name).
fn plate(cv: &mut Canvas, lang: Lang, e: Exit, side: Side, floor: (f32, f32, f32), upright: f32) {
    let (locked, form, threat) = match e {
        Exit::Locked { form, threat } => (true, form, threat),
        Exit::Trapped { form, threat } => (false, form, threat),
        _ => return,
    };
    let (fx, fy, fw) = floor;
    let (fill, ink) = if locked { (DOOR, INK) } else { (TRAP, WHITE) };
    let short = form_short(lang, form);
    let n = threat.to_string();
    let size = 13.0;
    let door = band(side, (fx, fy), fw, (DOOR_A, DOOR_B), 5.0);
    cv.rect(door[0], door[1], door[2], door[3], fill);
    match side {
        Side::N | Side::S => {
            let word = format!("{short}{n}");
            let tw = text_width(&word, size);
            let w = (tw + 15.0).max(door[2]).round();
            let x = (fx + fw / 2.0 - w / 2.0).round();
            let y = if side == Side::N { fy } else { fy + fw - 15.0 };
            cv.rect(x, y, w, 15.0, fill);
            let tx = (x + (w - tw + 11.0) / 2.0).round();
            mark(cv, locked, (tx - 6.5, y + 7.5), ink);
            cv.text_quarters(&word, tx, y + 12.0, size, ink, Align::Left);
        }
        Side::E | Side::W => {
            let w = UPRIGHT_W;
            let x = if side == Side::W { fx } else { fx + fw - w };
            let (y, h) = (upright.round(), upright_h(fw));
            cv.rect(x, y, w, h, fill);
            let cx = x + w / 2.0;
            let first = if h >= 34.0 {
                mark(cv, locked, (cx, y + 7.0), ink);
                y + 23.0
            } else {
                y + 12.0
            };
            cv.text_quarters(&fit(&short, size, w), cx, first, size, ink, Align::Centre);
            cv.text_quarters(&n, cx, first + 13.0, size, ink, Align::Centre);
        }
    }
}

/// A plate's mark: a keyhole (Locked) or three teeth (Trapped).
fn mark(cv: &mut Canvas, locked: bool, (cx, cy): (f32, f32), ink: Rgb) {
    if locked {
        icons::keyhole(cv, cx, cy, 10.0, ink);
    } else {
        icons::teeth(cv, cx, cy, ink);
    }
}

/// A plate as the legend shows it, with its mark only: `w` wide, its top left at (x, y).
pub fn key_plate(cv: &mut Canvas, locked: bool, (x, y): (f32, f32), w: f32) {
    let (fill, ink) = if locked { (DOOR, INK) } else { (TRAP, WHITE) };
    cv.rect(x, y, w, 15.0, fill);
    mark(cv, locked, (x + w / 2.0, y + 7.5), ink);
}

/// Glory (a star) in the top left corner, Peril (a skull) in the top right.
fn values(cv: &mut Canvas, glory: u8, peril: u8, (fx, fy): (f32, f32), fw: f32, wt: f32) {
    let base = fy + wt + 11.0;
    icons::star(cv, fx + wt + 6.0, base - 5.0, 6.0, icons::STAR);
    cv.text_quarters(
        &glory.to_string(),
        fx + wt + 13.0,
        base,
        13.0,
        TEXT,
        Align::Left,
    );
    icons::skull(cv, fx + fw - wt - 6.0, base - 5.5, 5.5);
    let right = fx + fw - wt - 13.0;
    cv.text_quarters(&peril.to_string(), right, base, 13.0, TEXT, Align::Right);
}

/// The feature's icon and, for a Pit or Spikes, its form and number (a Hazard its bonus),
/// centred on (cx, cy).
fn feature(cv: &mut Canvas, lang: Lang, f: Feature, kind: FeatureKind, (cx, cy): (f32, f32)) {
    let words = match f {
        Feature::Pit { form, threat } | Feature::Spikes { form, threat } => {
            format!("{}{threat}", form_short(lang, form))
        }
        Feature::Hazard { bonus } => format!("+{bonus}"),
        _ => String::new(),
    };
    let r = if words.is_empty() { 8.5 } else { 7.0 };
    let tw = if words.is_empty() {
        0.0
    } else {
        text_width(&words, 13.0) + 4.0
    };
    let left = (cx - (2.0 * r + tw) / 2.0).round();
    icons::feature(cv, kind, left + r, cy, r);
    if !words.is_empty() {
        cv.text_quarters(
            &words,
            left + 2.0 * r + 4.0,
            (cy + 5.0).round(),
            13.0,
            TEXT,
            Align::Left,
        );
    }
}

/// What stands in one space, in a row centred on (x + t/2, cy): the heroes (the active one
/// ringed in gold, tipped ones on their side, a carried Escort token at a disc's foot), then
/// any dropped Escort tokens.
fn heroes(
    cv: &mut Canvas,
    v: &View,
    (seats, escorts): (&[usize], usize),
    (x, cy): (f32, f32),
    t: f32,
) {
    let r = token_r(t);
    let mut widths: Vec<f32> = seats
        .iter()
        .map(|&s| {
            if v.heroes[s].tipped {
                r * 2.8 + 4.0
            } else {
                r * 2.0 + 4.0
            }
        })
        .collect();
    widths.extend(std::iter::repeat_n(r * 1.6 + 2.0, escorts));
    let room = t - gap(t) - 2.0 * walls(t).0 - 4.0;
    let total: f32 = widths.iter().sum::<f32>() + 2.0 * (widths.len() as f32 - 1.0);
    let squeeze = if total > room { room / total } else { 1.0 };
    let mut left = x + t / 2.0 - total.min(room) / 2.0;
    let turn = super::playing(v);
    for (k, w) in widths.iter().enumerate() {
        let w = w * squeeze;
        let centre = (left + w / 2.0, cy);
        match seats.get(k) {
            Some(&seat) => {
                let ring = turn && seat == v.active;
                let letter = initial(seat);
                let tipped = v.heroes[seat].tipped;
                icons::token(cv, centre, r, seat_colour(seat), &letter, tipped, ring);
                // An Escort token he carries rides at his disc's foot.
                if v.heroes[seat].carrying.is_some() {
                    let (ex, ey) = (centre.0 + r * 0.8, centre.1 + r * 0.8);
                    icons::escort(cv, ex, ey, r * 0.5);
                }
            }
            None => icons::escort(cv, centre.0, centre.1, r * 0.8),
        }
        left += w + 2.0 * squeeze;
    }
}

/// An empty open slot: a dashed square.
pub fn slot(cv: &mut Canvas, x: f32, y: f32, t: f32, c: Rgb) {
    let g = gap(t);
    let (x0, y0, w) = (x + g / 2.0, y + g / 2.0, t - g);
    let dash: f32 = 8.0;
    let mut k = 0.0;
    while k < w {
        let len = dash.min(w - k);
        cv.rect(x0 + k, y0, len, 2.0, c);
        cv.rect(x0 + k, y0 + w - 2.0, len, 2.0, c);
        cv.rect(x0, y0 + k, 2.0, len, c);
        cv.rect(x0 + w - 2.0, y0 + k, 2.0, len, c);
        k += dash * 2.0;
    }
}

/// A spot the drawn card may take: a dark square, dashed in gold, with its letters; a spot at
/// 180° marked so under its letter (two spots of one cell: both letters, side by side).
fn spot(cv: &mut Canvas, lang: Lang, here: &[(usize, bool)], (x, y): (f32, f32), t: f32) {
    let g = gap(t);
    cv.rect(x + g / 2.0, y + g / 2.0, t - g, t - g, SPOT_FLOOR);
    slot(cv, x, y, t, SPOT);
    let size = (t * 0.26).clamp(20.0, 28.0).round();
    let each = (t - g) / here.len() as f32;
    let turned = label(lang, "turned-short", &[]);
    for (k, &(i, is_turned)) in here.iter().enumerate() {
        let cx = x + g / 2.0 + each * (k as f32 + 0.5);
        let base = y + t / 2.0 + size * 0.3;
        cv.text_quarters(&letter(i), cx, base, size, GOLD, Align::Centre);
        if is_turned {
            let note = fit(&turned, 13.0, each - 4.0);
            cv.text_quarters(&note, cx, base + 18.0, 13.0, GOLD, Align::Centre);
        }
    }
}

/// The drawn card in a square `t` at (x, y): as printed (0°), or `turned` (180°).
pub fn drawn(cv: &mut Canvas, lang: Lang, card: MapId, turned: bool, (x, y): (f32, f32), t: f32) {
    cv.rect(x - 3.0, y - 3.0, t + 6.0, t + 6.0, GOLD);
    cv.rect(x, y, t, t, super::BACKGROUND);
    let p = Placed {
        card,
        cell: Cell::ORIGIN,
        turned,
    };
    tile(cv, lang, &p, (x, y), t);
}
