//! The top of the picture: the title and the round, whose turn it is and his phase and
//! Movement left (or the result), the Global quest, and while a map card is drawn, that card
//! at the right with a line on where it may go. Before the start, the players seated. Under
//! the map, the legend: the kinds' floors, the exits, the forms' short names, the features.

use super::super::content::text::{feature_kind, form as form_word, map_kind};
use super::super::content::{FeatureKind, Form, MapKind, FORMS};
use super::super::state::{Outcome, Phase};
use super::super::view::View;
use super::{capital, icons, tiles};
use super::{label, map_name, phase_word, playing, quest_name, seat_colour, seat_name};
use super::{DIM, GOLD, MARGIN, PANEL, TEXT, WIDTH};
use crate::canvas::{fit, text_width, Align, Canvas};
use crate::lang::Lang;

/// The drawn card's squares at the top right (at 0° and at 180°).
pub const DRAWN_T: f32 = 104.0;
const DRAWN_GAP: f32 = 12.0;
/// Where the map starts: under three lines, or four while a card is drawn.
pub const MAP_Y: f32 = 112.0;
pub const MAP_Y_DRAWN: f32 = 140.0;

/// The top lines: title and round, the turn (or the result), the Global quest, the drawn
/// card.
pub fn top(cv: &mut Canvas, v: &View, names: &[String], lang: Lang) {
    let drawn_x = WIDTH as f32 - MARGIN - 2.0 * DRAWN_T - DRAWN_GAP;
    let right = if v.drawn.is_some() {
        drawn_x - 24.0
    } else {
        WIDTH as f32 - MARGIN
    };
    let w = cv.text_quarters(
        &label(lang, "title", &[]),
        MARGIN,
        40.0,
        26.0,
        GOLD,
        Align::Left,
    );
    let round = if v.phase == Phase::Setup {
        label(lang, "setup", &[])
    } else {
        let args = [
            ("round", v.round.max(1).to_string()),
            ("limit", v.round_limit.to_string()),
        ];
        label(lang, "round", &args)
    };
    let round = fit(&round, 20.0, right - MARGIN - w - 30.0);
    cv.text_quarters(&round, right, 40.0, 20.0, TEXT, Align::Right);
    if v.phase == Phase::Setup {
        return;
    }
    turn_line(cv, v, names, lang, right);
    let g = label(lang, "global", &[]);
    let gw = cv.text_quarters(&g, MARGIN, 96.0, 16.0, DIM, Align::Left);
    let left = label(lang, "maps-left", &[("count", v.map_deck_size.to_string())]);
    let lw = cv.text_quarters(&left, right, 96.0, 15.0, DIM, Align::Right);
    let quest = match v.global {
        Some(q) => quest_name(lang, q),
        None => label(lang, "no-global", &[]),
    };
    let quest = fit(&quest, 16.0, right - MARGIN - gw - lw - 30.0);
    cv.text_quarters(&quest, MARGIN + gw + 8.0, 96.0, 16.0, TEXT, Align::Left);
    if let Some(card) = v.drawn {
        for (k, turned) in [false, true].into_iter().enumerate() {
            let x = drawn_x + k as f32 * (DRAWN_T + DRAWN_GAP);
            tiles::drawn(cv, lang, card, turned, (x, 10.0), DRAWN_T);
            let angle = if turned { "180°" } else { "0°" };
            cv.text_quarters(angle, x + DRAWN_T / 2.0, 125.0, 13.0, GOLD, Align::Centre);
        }
        let kind = map_kind(lang, super::super::content::set().map(card).kind);
        let args = [
            ("card", map_name(lang, card)),
            ("kind", kind),
            ("count", v.spots.len().to_string()),
        ];
        let line = fit(&label(lang, "drawn", &args), 16.0, right - MARGIN);
        cv.text_quarters(&line, MARGIN, 124.0, 16.0, GOLD, Align::Left);
    }
}

/// The second line: the result, or whose turn, his phase and Movement left.
fn turn_line(cv: &mut Canvas, v: &View, names: &[String], lang: Lang, right: f32) {
    let width = right - MARGIN;
    if let Some(o) = &v.outcome {
        let line = fit(&result(o, names, lang), 20.0, width);
        cv.text_quarters(&line, MARGIN, 70.0, 20.0, GOLD, Align::Left);
        return;
    }
    if !playing(v) {
        let line = label(lang, "over", &[]);
        cv.text_quarters(&line, MARGIN, 70.0, 20.0, GOLD, Align::Left);
        return;
    }
    let seat = v.active;
    cv.circle(MARGIN + 8.0, 63.0, 8.0, seat_colour(seat));
    let mut parts = vec![label(
        lang,
        "turn",
        &[("name", seat_name(names, seat, lang))],
    )];
    parts.extend(phase_word(lang, v.phase));
    if matches!(v.phase, Phase::DungeonLord | Phase::Build | Phase::Hero) {
        let m = ("movement", v.movement.to_string());
        parts.push(label(lang, "movement", &[m]));
    }
    let line = fit(&parts.join(" · "), 19.0, width - 24.0);
    cv.text_quarters(&line, MARGIN + 24.0, 70.0, 19.0, TEXT, Align::Left);
}

/// How the game ended, in a line (`dg-pic-result-*`).
pub fn result(o: &Outcome, names: &[String], lang: Lang) -> String {
    let one = |id: &str, seat: usize| label(lang, id, &[("name", seat_name(names, seat, lang))]);
    match o {
        Outcome::Quests(s) => one("result-quests", *s),
        Outcome::LastStanding(s) => one("result-last", *s),
        Outcome::Points(seats) => {
            let who: Vec<String> = seats.iter().map(|&s| seat_name(names, s, lang)).collect();
            let args = [
                ("names", who.join(", ")),
                ("count", seats.len().to_string()),
            ];
            label(lang, "result-points", &args)
        }
        Outcome::Nobody => label(lang, "result-nobody", &[]),
    }
}

/// Before the start: where the seated players' names start, and each one's height.
const SEATED_Y: f32 = 96.0;
const SEATED_H: f32 = 44.0;

pub fn seated_height(seated: usize) -> u32 {
    (SEATED_Y + seated.max(1) as f32 * (SEATED_H + 8.0) + 10.0).ceil() as u32
}

/// Before the start: how many are seated, and each one's name in his seat's colour.
pub fn seated(cv: &mut Canvas, names: &[String], lang: Lang) {
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let line = label(lang, "seated", &[("count", names.len().to_string())]);
    cv.text_quarters(
        &fit(&line, 19.0, width),
        MARGIN,
        72.0,
        19.0,
        DIM,
        Align::Left,
    );
    for seat in 0..names.len() {
        let y = SEATED_Y + seat as f32 * (SEATED_H + 8.0);
        cv.rect(MARGIN, y, width, SEATED_H, PANEL);
        cv.rect(MARGIN, y, 8.0, SEATED_H, seat_colour(seat));
        let n = fit(&seat_name(names, seat, lang), 20.0, width - 40.0);
        cv.text_quarters(&n, MARGIN + 24.0, y + 29.0, 20.0, TEXT, Align::Left);
    }
}

/// One key of the legend: what is drawn before its word.
#[derive(Clone, Copy)]
enum Key {
    Kind(MapKind),
    Glory,
    Peril,
    Wall,
    Open,
    Locked,
    Trapped,
    Form(Form),
    Feature(FeatureKind),
    Escort,
    Slot,
}

const KEY_SIZE: f32 = 14.0;
const KEY_ROW: f32 = 22.0;

/// The legend's keys and their words, in rows as they are laid out; the open slot's only
/// while the map may grow.
fn keys(lang: Lang, growing: bool) -> Vec<Vec<(Key, String)>> {
    let pic = |id: &str| label(lang, id, &[]);
    let kinds = [
        MapKind::Entrance,
        MapKind::Room,
        MapKind::Passage,
        MapKind::GrimPassage,
    ];
    let mut first: Vec<(Key, String)> = kinds
        .iter()
        .map(|&k| (Key::Kind(k), capital(&map_kind(lang, k))))
        .collect();
    first.extend([(Key::Glory, pic("glory")), (Key::Peril, pic("peril"))]);
    if growing {
        first.push((Key::Slot, pic("slot")));
    }
    let mut second = vec![
        (Key::Open, pic("open")),
        (Key::Wall, pic("wall")),
        (Key::Locked, pic("locked")),
        (Key::Trapped, pic("trapped")),
    ];
    second.extend(FORMS.iter().map(|&f| (Key::Form(f), form_word(lang, f))));
    let features = [
        FeatureKind::Pit,
        FeatureKind::Spikes,
        FeatureKind::Hazard,
        FeatureKind::Sewer,
        FeatureKind::Portal,
    ];
    let mut third: Vec<(Key, String)> = features
        .iter()
        .map(|&f| (Key::Feature(f), feature_kind(lang, f)))
        .collect();
    third.push((Key::Escort, pic("escort")));
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let mut rows = Vec::new();
    for group in [first, second, third] {
        let mut row = Vec::new();
        let mut x = 0.0;
        for (key, word) in group {
            let w = key_width(lang, key, &word);
            if x + w > width && !row.is_empty() {
                rows.push(std::mem::take(&mut row));
                x = 0.0;
            }
            x += w;
            row.push((key, word));
        }
        rows.push(row);
    }
    rows
}

/// How much of a row one key takes, with the space after it.
fn key_width(lang: Lang, key: Key, word: &str) -> f32 {
    let icon = match key {
        Key::Form(f) => text_width(&tiles::form_short(lang, f), KEY_SIZE) + 4.0,
        Key::Locked | Key::Trapped => 30.0,
        _ => 18.0,
    };
    icon + 6.0 + text_width(word, KEY_SIZE) + 18.0
}

/// How high the legend is in `lang`.
pub fn legend_height(lang: Lang, growing: bool) -> f32 {
    keys(lang, growing).len() as f32 * KEY_ROW + 6.0
}

/// The legend, its first row's top at `y`.
pub fn legend(cv: &mut Canvas, lang: Lang, growing: bool, y: f32) {
    for (k, row) in keys(lang, growing).iter().enumerate() {
        let base = y + k as f32 * KEY_ROW + 15.0;
        let mut x = MARGIN;
        for (key, word) in row {
            let w = key_width(lang, *key, word);
            let after = icon(cv, lang, *key, (x, base - 5.0));
            cv.text_quarters(word, x + after + 6.0, base, KEY_SIZE, DIM, Align::Left);
            x += w;
        }
    }
}

/// A key's icon, its left edge at x and its middle at y; returns its width.
fn icon(cv: &mut Canvas, lang: Lang, key: Key, (x, y): (f32, f32)) -> f32 {
    let wall = [0xd9, 0xcd, 0xb2];
    match key {
        Key::Kind(k) => cv.rect(x, y - 7.0, 18.0, 14.0, tiles::floor(k)),
        Key::Glory => icons::star(cv, x + 9.0, y, 8.0, icons::STAR),
        Key::Peril => icons::skull(cv, x + 9.0, y, 7.5),
        Key::Wall => cv.rect(x, y - 4.0, 18.0, 8.0, wall),
        Key::Open => {
            cv.rect(x, y - 2.0, 5.0, 4.0, wall);
            cv.rect(x + 13.0, y - 2.0, 5.0, 4.0, wall);
        }
        Key::Locked | Key::Trapped => {
            let locked = matches!(key, Key::Locked);
            tiles::key_plate(cv, locked, (x, y - 7.5), 30.0);
            return 30.0;
        }
        Key::Form(f) => {
            let short = tiles::form_short(lang, f);
            return cv.text_quarters(&short, x, y + 5.0, KEY_SIZE, TEXT, Align::Left) + 4.0;
        }
        Key::Feature(f) => icons::feature(cv, f, x + 9.0, y, 7.5),
        Key::Escort => icons::escort(cv, x + 9.0, y, 7.0),
        Key::Slot => {
            cv.rect(x, y - 7.0, 18.0, 14.0, [0x4a, 0x47, 0x54]);
            cv.rect(x + 2.0, y - 5.0, 14.0, 10.0, super::BACKGROUND);
        }
    }
    18.0
}
