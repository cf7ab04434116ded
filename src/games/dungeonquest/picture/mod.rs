//! The board as a picture: a PNG drawn from a view (never from the game itself, so the
//! picture shows only what that viewer may see). The sun track on top, the 13x10 board with
//! every placed chamber, the monster tokens face down and the heroes in their colours, and a
//! legend of the seats below. Same view, same bytes.
//!
//! - `art.rs` — the spaces: floors, kind marks, walls, doors, portcullises, towers, the
//!   Treasure Chamber, catacomb markers.
//! - `words.rs` — the labels' words and the alt text's, from `locales/<tag>/picture.ftl`.
//! - `place.rs` — where each hero stands, as data (the legend; alt text).

mod art;
mod place;
pub mod samples;
mod words;

pub use place::{whereabouts, Place, Whereabouts};

use crate::canvas::{encode, Image, ALT_MAX};
use crate::canvas::{fit, Align, Canvas, Rgb};
use crate::games::dungeonquest::engine::board::{Cell, Dir, Pos, COLS, ROWS, TREASURE_UPPER};
use crate::games::dungeonquest::engine::content::{content, ChamberKind};
use crate::games::dungeonquest::engine::{Phase, View};
use crate::lang::{self, Lang};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use words::label;

/// A space's side, in pixels.
pub const CELL: f32 = 72.0;
/// The picture's width, in pixels.
pub const WIDTH: u32 = 1000;
/// Where the board's top left corner is.
pub const BOARD_X: f32 = 44.0;
pub const BOARD_Y: f32 = 112.0;
const BOARD_W: f32 = CELL * COLS as f32;
const BOARD_H: f32 = CELL * ROWS as f32;
/// Where the legend starts, and each seat's height in it.
const LEGEND_Y: f32 = BOARD_Y + BOARD_H + 16.0;
const LEGEND_ROW: f32 = 84.0;
/// The small labels' sizes: the sun track's numbers, the column letters and row numbers, a
/// legend row's name and stats, and where its hero is. At a phone's width (about 400 CSS
/// pixels for the picture's 1,000) they read at 10 to 12 pixels.
const SUN_SIZE: f32 = 24.0;
const COORD_SIZE: f32 = 26.0;
const NAME_SIZE: f32 = 28.0;
const PLACE_SIZE: f32 = 26.0;

/// The colour of the background: unexplored rock, and what is left around the board.
pub const ROCK: Rgb = art::ROCK;
/// What the art draws, for tests that look for it.
pub const WALL: Rgb = art::WALL;
pub const FLOOR: Rgb = art::FLOOR;
pub const DOOR: Rgb = art::DOOR;
pub const GOLD: Rgb = art::GOLD;
pub const WALL_DEPTH: f32 = art::WALL_DEPTH;

const TEXT: Rgb = [0xee, 0xea, 0xe0];
const DIM: Rgb = [0xa8, 0xa4, 0x9c];
const INK: Rgb = [0x1c, 0x14, 0x0e];
const RING: Rgb = [0xff, 0xd8, 0x40];

/// Each seat's colour, in seat order.
pub const SEAT_COLOURS: [Rgb; 4] = [
    [0xd6, 0x33, 0x2a],
    [0x2b, 0x6c, 0xd8],
    [0x1f, 0x9a, 0x48],
    [0x9a, 0x48, 0xd0],
];

/// The top left corner of space `p`, in pixels.
pub fn origin(p: Pos) -> (f32, f32) {
    (BOARD_X + p.col as f32 * CELL, BOARD_Y + p.row as f32 * CELL)
}

/// The picture's height for `seats` seats.
fn height(seats: usize) -> u32 {
    (LEGEND_Y + seats as f32 * LEGEND_ROW + 8.0).ceil() as u32
}

/// The board `v` shows, drawn, its words in `lang`.
pub fn draw(v: &View, lang: Lang) -> Image {
    let mut cv = still(v.seats.len());
    header(&mut cv, v, lang);
    spaces(&mut cv, v, lang);
    monsters(&mut cv, v);
    heroes(&mut cv, v);
    legend(&mut cv, v, lang);
    Image {
        width: cv.width(),
        height: cv.height(),
        rgb: cv.rgb(),
    }
}

/// What never changes for a number of seats: the rock, the column letters and row numbers,
/// the board's frame; drawn once a size and copied (nothing drawn later overlaps it but the
/// board's own spaces, which it would have been drawn under anyway).
fn still(seats: usize) -> Canvas {
    static STILL: OnceLock<Mutex<HashMap<usize, Canvas>>> = OnceLock::new();
    let cache = STILL.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .entry(seats)
        .or_insert_with(|| {
            let mut cv = Canvas::new(WIDTH, height(seats), ROCK);
            coordinates(&mut cv);
            cv
        })
        .clone()
}

/// DungeonQuest's board, drawn from a view when the adapter asks.
impl crate::canvas::Drawing for View {
    fn draw(&self, lang: Lang) -> (Vec<u8>, String) {
        (png(self, lang), alt_text(self, lang))
    }
    fn key(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The board `v` shows, as PNG bytes, its words in `lang`.
pub fn png(v: &View, lang: Lang) -> Vec<u8> {
    encode(&draw(v, lang))
}

/// The picture's alt text in `lang`: the sun, then a sentence a hero saying where he stands
/// (from `whereabouts`); whole sentences only, at most `ALT_MAX` characters.
pub fn alt_text(v: &View, lang: Lang) -> String {
    let mut out = label(
        lang,
        "alt-board",
        &[
            ("sun", v.sun.to_string()),
            ("limit", v.settings.sun_limit.to_string()),
        ],
    );
    for w in whereabouts(v) {
        let sentence = alt_sentence(&w, lang);
        if out.chars().count() + 1 + sentence.chars().count() > ALT_MAX {
            break;
        }
        out.push(' ');
        out.push_str(&sentence);
    }
    out
}

fn alt_sentence(w: &Whereabouts, lang: Lang) -> String {
    let mut args = vec![
        ("name", w.name.clone()),
        ("hero", words::hero(lang, w)),
        ("gender", w.gender.to_string()),
    ];
    let key = match &w.place {
        Place::Waiting(Some(c)) => {
            args.push(("corner", words::corner(lang, *c)));
            "alt-waiting"
        }
        Place::Waiting(None) => "alt-no-tower",
        Place::Tower(c) => {
            args.push(("corner", words::corner(lang, *c)));
            args.push(("pos", c.pos().label()));
            "alt-tower"
        }
        Place::Treasure => "alt-treasure",
        Place::Chamber { pos, kind } => {
            args.push(("pos", pos.label()));
            args.push(("place", words::chamber(lang, *kind)));
            "alt-chamber"
        }
        Place::Unexplored(pos) => {
            args.push(("pos", pos.label()));
            "alt-unexplored"
        }
        Place::Underground { marker, heading } => {
            args.push(("pos", marker.label()));
            args.push(("dir", words::dir(lang, *heading)));
            "alt-underground"
        }
        Place::Dead => "alt-dead",
        Place::Exited => "alt-exited",
    };
    label(lang, key, &args)
}

/// The sun track, 0 to the limit, with the sunset zone marked; the turn on the right.
fn header(cv: &mut Canvas, v: &View, lang: Lang) {
    let limit = v.settings.sun_limit;
    let sun = label(
        lang,
        "sun",
        &[("sun", v.sun.to_string()), ("limit", limit.to_string())],
    );
    let w = cv.text(&sun, BOARD_X, 34.0, 26.0, TEXT, Align::Left);
    let sunset: Rgb = [0xc0, 0x4a, 0x1c];
    let key_x = BOARD_X + w + 28.0;
    cv.rect(key_x, 16.0, 18.0, 18.0, sunset);
    cv.text(
        &label(lang, "sunset", &[]),
        key_x + 24.0,
        33.0,
        22.0,
        DIM,
        Align::Left,
    );
    let right = match v.phase {
        Phase::Setup => label(lang, "setup", &[]),
        Phase::Ended => label(lang, "ended", &[]),
        Phase::Playing => label(lang, "turn", &[("turn", v.turn.to_string())]),
    };
    cv.text(&right, BOARD_X + BOARD_W, 34.0, 26.0, TEXT, Align::Right);
    let boxes = limit.max(v.sun) as usize + 1;
    let bw = (BOARD_W / boxes as f32).floor();
    let x0 = BOARD_X + (BOARD_W - bw * boxes as f32) / 2.0;
    let (y, h) = (44.0, 36.0);
    for k in 0..boxes {
        let bx = x0 + k as f32 * bw;
        let zone = k >= limit as usize;
        let fill: Rgb = match (k as u8).cmp(&v.sun) {
            std::cmp::Ordering::Less => [0x8a, 0x74, 0x3a],
            std::cmp::Ordering::Equal => [0xff, 0xc8, 0x2a],
            std::cmp::Ordering::Greater if zone => sunset,
            std::cmp::Ordering::Greater => [0x45, 0x44, 0x4e],
        };
        cv.rect(bx + 1.0, y, bw - 2.0, h, fill);
        if zone {
            cv.rect(bx + 1.0, y + h - 5.0, bw - 2.0, 5.0, sunset);
        }
        let now = k as u8 == v.sun;
        // Every fifth number, the sun's and the limit: large enough to read on a phone, and
        // few enough to keep the picture small.
        if k % 5 == 0 || now || k == limit as usize {
            let ink = if now { INK } else { TEXT };
            cv.text(
                &k.to_string(),
                bx + bw / 2.0,
                y + h / 2.0 + SUN_SIZE * 0.36,
                SUN_SIZE,
                ink,
                Align::Centre,
            );
        }
    }
}

/// Column letters above the board, row numbers to its left, and its frame.
fn coordinates(cv: &mut Canvas) {
    for c in 0..COLS {
        let x = BOARD_X + c as f32 * CELL + CELL / 2.0;
        let letter = ((b'A' + c as u8) as char).to_string();
        cv.text(&letter, x, BOARD_Y - 8.0, COORD_SIZE, DIM, Align::Centre);
    }
    for r in 0..ROWS {
        let y = BOARD_Y + r as f32 * CELL + CELL / 2.0 + COORD_SIZE * 0.36;
        cv.text(
            &(r + 1).to_string(),
            BOARD_X - 6.0,
            y,
            COORD_SIZE,
            DIM,
            Align::Right,
        );
    }
    let frame: Rgb = [0x4a, 0x48, 0x52];
    let (l, t) = (BOARD_X - 3.0, BOARD_Y - 3.0);
    let (r, b) = (BOARD_X + BOARD_W + 3.0, BOARD_Y + BOARD_H + 3.0);
    cv.line(&[(l, t), (r, t), (r, b), (l, b)], 2.0, frame, true);
}

/// Every space: placed chambers, the towers and the Treasure Chamber; unexplored rock is
/// left as it is.
fn spaces(cv: &mut Canvas, v: &View, lang: Lang) {
    for (p, cell) in v.board.cells() {
        let at = origin(p);
        match cell {
            Cell::Unexplored => {}
            Cell::Chamber(ch) => art::chamber(cv, at, ch),
            Cell::Tower(_) => art::tower(cv, at, Dir::ALL.map(|d| v.board.side(p, d))),
            Cell::Treasure if p == TREASURE_UPPER => art::treasure(cv, at, v.dragon_chance, lang),
            Cell::Treasure => {}
        }
    }
}

/// Monster tokens, face down: a dark tile with the monster's letter, in the upper left.
fn monsters(cv: &mut Canvas, v: &View) {
    let mut seen: Vec<Pos> = Vec::new();
    for &(p, m) in &v.tokens {
        let k = seen.iter().filter(|&&q| q == p).count() as f32;
        seen.push(p);
        let (x, y) = origin(p);
        let (tx, ty) = (x + 6.0 + k * 10.0, y + 6.0);
        cv.rect(tx, ty, 26.0, 26.0, [0x1a, 0x08, 0x08]);
        cv.rect(tx + 2.0, ty + 2.0, 22.0, 22.0, [0x6e, 0x16, 0x16]);
        let letter = &crate::games::dungeonquest::command::monster_letter(m);
        cv.text(
            letter,
            tx + 13.0,
            ty + 19.0,
            16.0,
            [0xf4, 0xe6, 0xc8],
            Align::Centre,
        );
    }
}

/// Where a hero's token goes: its centre, its radius, and for a hero underground the way
/// his marker points.
struct Spot {
    seat: usize,
    x: f32,
    y: f32,
    r: f32,
    heading: Option<Dir>,
}

fn toward(c: (f32, f32), d: Dir, by: f32) -> (f32, f32) {
    let (dx, dy) = d.delta();
    (c.0 + dx as f32 * by, c.1 + dy as f32 * by)
}

/// Every hero in the dungeon and where his token goes: at his marker's edge underground,
/// at the end he came in by on a Bridge or in a Chasm, around the Dragon in the Treasure
/// Chamber, otherwise in the middle (side by side when several share a chamber).
fn spots(v: &View) -> Vec<Spot> {
    let mut out = Vec::new();
    let mut centred: Vec<(usize, Pos)> = Vec::new();
    let mut in_treasure = 0;
    for (seat, s) in v.seats.iter().enumerate() {
        let h = &s.hero;
        if !h.in_dungeon() {
            continue;
        }
        if let Some(u) = &h.underground {
            let (x, y) = origin(u.start);
            let (x, y) = toward((x + CELL / 2.0, y + CELL / 2.0), u.dir, 12.0);
            out.push(Spot {
                seat,
                x,
                y,
                r: 13.0,
                heading: Some(u.dir),
            });
        } else if v.board.is_treasure(h.pos) {
            const SLOTS: [(f32, f32); 4] =
                [(18.0, 44.0), (54.0, 44.0), (18.0, 128.0), (54.0, 128.0)];
            let (x, y) = origin(TREASURE_UPPER);
            let (dx, dy) = SLOTS[in_treasure % 4];
            in_treasure += 1;
            out.push(Spot {
                seat,
                x: x + dx,
                y: y + dy,
                r: 14.0,
                heading: None,
            });
        } else {
            let edge = match (v.board.chamber(h.pos), h.entered_via) {
                (Some(ch), Some(via))
                    if matches!(ch.kind, ChamberKind::Bridge | ChamberKind::Chasm) =>
                {
                    Some(via)
                }
                _ => None,
            };
            let (x, y) = origin(h.pos);
            let c = (x + CELL / 2.0, y + CELL / 2.0);
            match edge {
                Some(d) => {
                    let (x, y) = toward(c, d, 20.0);
                    out.push(Spot {
                        seat,
                        x,
                        y,
                        r: 14.0,
                        heading: None,
                    });
                }
                None => centred.push((seat, h.pos)),
            }
        }
    }
    for &(seat, p) in &centred {
        let mates: Vec<usize> = centred
            .iter()
            .filter(|(_, q)| *q == p)
            .map(|(s, _)| *s)
            .collect();
        let (x, y) = origin(p);
        let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
        if mates.len() == 1 {
            out.push(Spot {
                seat,
                x: cx,
                y: cy,
                r: 19.0,
                heading: None,
            });
        } else {
            let k = mates.iter().position(|&s| s == seat).unwrap_or(0) % 4;
            let (dx, dy) = [(-16.0, -16.0), (16.0, -16.0), (-16.0, 16.0), (16.0, 16.0)][k];
            out.push(Spot {
                seat,
                x: cx + dx,
                y: cy + dy,
                r: 14.0,
                heading: None,
            });
        }
    }
    out
}

/// A hero's token: a disc in his seat's colour with his hero's initial.
fn token(cv: &mut Canvas, v: &View, seat: usize, (x, y): (f32, f32), r: f32, ring: bool) {
    if ring {
        cv.circle(x, y, r + 5.0, RING);
    }
    cv.circle(x, y, r + 2.0, INK);
    cv.circle(x, y, r, SEAT_COLOURS[seat % SEAT_COLOURS.len()]);
    let initial: String = v.seats[seat].hero.def().short.chars().take(1).collect();
    let size = (r * 1.25).round();
    cv.text(
        &initial,
        x,
        y + size * 0.36,
        size,
        [0xff, 0xff, 0xff],
        Align::Centre,
    );
}

fn heroes(cv: &mut Canvas, v: &View) {
    let current = (v.phase == Phase::Playing).then_some(v.current);
    for s in spots(v) {
        if let Some(d) = s.heading {
            // The way his marker points, on the space's edge.
            let tip = toward((s.x, s.y), d, s.r + 11.0);
            let base = toward((s.x, s.y), d, s.r + 2.0);
            let side = toward((0.0, 0.0), d.cw(), 8.0);
            let tri = [
                (base.0 + side.0, base.1 + side.1),
                (base.0 - side.0, base.1 - side.1),
                tip,
            ];
            cv.polygon(&tri, INK);
        }
        token(cv, v, s.seat, (s.x, s.y), s.r, current == Some(s.seat));
    }
}

/// Where a hero is, in the legend's words.
fn place_words(w: &Whereabouts, lang: Lang) -> String {
    let named =
        |pos: Pos, place: String| label(lang, "at", &[("pos", pos.label()), ("place", place)]);
    let gender = ("gender", w.gender.to_string());
    match &w.place {
        Place::Waiting(Some(c)) => label(lang, "waiting", &[("corner", words::corner(lang, *c))]),
        Place::Waiting(None) => label(lang, "no-tower", &[]),
        Place::Tower(c) => named(
            c.pos(),
            label(lang, "tower", &[("corner", words::corner(lang, *c))]),
        ),
        Place::Treasure => named(TREASURE_UPPER, label(lang, "treasure", &[])),
        Place::Chamber { pos, kind } => named(*pos, words::chamber(lang, *kind)),
        Place::Unexplored(pos) => pos.label(),
        Place::Underground { marker, heading } => label(
            lang,
            "underground",
            &[("pos", marker.label()), ("dir", words::dir(lang, *heading))],
        ),
        Place::Dead => label(lang, "dead", &[gender]),
        Place::Exited => label(lang, "exited", &[]),
    }
}

/// One row a seat: his token, name and hero, wounds and Loot; where he is below.
fn legend(cv: &mut Canvas, v: &View, lang: Lang) {
    let current = (v.phase == Phase::Playing).then_some(v.current);
    for w in whereabouts(v) {
        let y = LEGEND_Y + w.seat as f32 * LEGEND_ROW;
        token(
            cv,
            v,
            w.seat,
            (BOARD_X + 18.0, y + 30.0),
            18.0,
            current == Some(w.seat),
        );
        let (stats, place) = seat_words(v, &w, lang);
        let right = BOARD_X + BOARD_W;
        let sw = cv.text(&stats, right, y + 32.0, NAME_SIZE, TEXT, Align::Right);
        let x = BOARD_X + 48.0;
        let who = format!("{} — {}", w.name, words::hero(lang, &w));
        let who = fit(&who, NAME_SIZE, right - sw - 24.0 - x);
        cv.text(&who, x, y + 32.0, NAME_SIZE, TEXT, Align::Left);
        let place = fit(&place, PLACE_SIZE, right - x);
        cv.text(&place, x, y + 66.0, PLACE_SIZE, DIM, Align::Left);
    }
}

/// A legend row's words: wounds and Loot (with its worth when none lies face down), and
/// where the hero is (with the monster he is fighting, if any).
fn seat_words(v: &View, w: &Whereabouts, lang: Lang) -> (String, String) {
    let h = &v.seats[w.seat].hero;
    let hidden = v.hidden_loot.get(w.seat).copied().unwrap_or(0);
    let count = (h.loot.len() + hidden).to_string();
    let worth: u32 = h
        .loot
        .iter()
        .map(|&c| content().card(c).value.unwrap_or(0))
        .sum();
    let loot = if hidden == 0 && worth > 0 {
        label(
            lang,
            "loot-worth",
            &[("count", count), ("value", worth.to_string())],
        )
    } else {
        label(lang, "loot", &[("count", count)])
    };
    let wounds = label(
        lang,
        "wounds",
        &[
            // A dead hero's wounds past his life stop at it, as the status says them.
            ("wounds", h.wounds.min(h.def().life).to_string()),
            ("life", h.def().life.to_string()),
        ],
    );
    let mut place = place_words(w, lang);
    if let Some(c) = v.combat.as_ref().filter(|c| c.seat == w.seat) {
        let id = crate::games::dungeonquest::command::fluent_id(
            "monster",
            &content().monster(c.monster).id,
        );
        let monster = lang::text(lang, &id, &[]);
        place = format!(
            "{place} · {}",
            label(lang, "fighting", &[("monster", monster)])
        );
    }
    (format!("{wounds}   {loot}"), place)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::seed_from_u64;
    use crate::games::dungeonquest::engine::state::Settings;
    use crate::games::dungeonquest::engine::{apply, view, Action, Actor, Game};

    /// A game of seed 7 with Hugo alone, played by `name`, started.
    fn started_with_hugo(name: &str) -> Game {
        let mut g = Game::new(seed_from_u64(7), Settings::default());
        let join = Action::Join {
            user: "u0".into(),
            name: name.into(),
            hero: content().find_hero("hugo"),
        };
        apply(&g, None, join)
            .unwrap()
            .iter()
            .for_each(|e| g.fold(e));
        let start = apply(&g, Actor::Organiser, Action::Start).unwrap();
        start.iter().for_each(|e| g.fold(e));
        g
    }

    /// Newcomer p19: the legend says what a hero's Loot is worth, and whom he is fighting.
    #[test]
    fn the_legend_says_the_loots_worth_and_the_fight() {
        let mut g = started_with_hugo("ann");
        let gold = content().card_by_id("dungeon_gold_30").unwrap();
        g.hero_mut(0).loot = vec![gold, gold];
        let v = view(&g, None);
        let w = &whereabouts(&v)[0];
        let (stats, place) = seat_words(&v, w, Lang::En);
        assert!(stats.ends_with("Loot 2 (60 gold)"), "{stats}");
        assert!(!place.contains("fight"), "{place}");
        let mut v = v.clone();
        let demon = content().monster_by_id("demon").unwrap();
        v.combat = Some(crate::games::dungeonquest::engine::view::CombatView {
            seat: 0,
            monster: demon,
            monster_wounds: 0,
            round: 0,
            hero_submitted: false,
            monster_submitted: false,
            side: crate::games::dungeonquest::engine::state::MonsterSide::Bot,
            own_plan: None,
            life: None,
            hero_carry: false,
            monster_carry: false,
            plays_monster: false,
        });
        let (_, place) = seat_words(&v, w, Lang::En);
        assert!(place.ends_with(" · in a fight: Demon"), "{place}");
        let (stats, place) = seat_words(&v, w, Lang::Es);
        assert!(stats.ends_with("Botín 2 (60 de oro)"), "{stats}");
        assert!(place.ends_with(" · en combate: Demonio"), "{place}");
    }

    /// Newcomer m6: at a phone's width (400 CSS pixels for the picture's 1,000) the sun
    /// track's numbers, the column letters and row numbers and each hero's location line were
    /// a few pixels high. Their capitals (and digits) now stand at least 16 of the picture's
    /// pixels, 6.4 on the phone: a font of about 9 to 11 pixels there.
    #[test]
    fn the_small_labels_read_at_a_phones_width() {
        let g = started_with_hugo("Ann");
        let v = view(&g, None);
        let img = draw(&v, Lang::En);
        let px = |x: u32, y: u32| {
            let i = ((y * img.width + x) * 3) as usize;
            [img.rgb[i], img.rgb[i + 1], img.rgb[i + 2]]
        };
        let sum = |c: [u8; 3]| c.iter().map(|&b| u32::from(b)).sum::<u32>();
        // The rows from the first to the last holding ink in the box.
        let ink = |(x0, x1): (f32, f32), (y0, y1): (f32, f32), is: &dyn Fn([u8; 3]) -> bool| {
            let rows: Vec<u32> = (y0 as u32..y1 as u32)
                .filter(|&y| (x0 as u32..x1 as u32).any(|x| is(px(x, y))))
                .collect();
            rows.last().map_or(0, |l| l - rows[0] + 1)
        };
        let bright = |c: [u8; 3]| sum(c) > sum(ROCK) + 150;
        let min = 16;
        // The column letter A, between the sun track and the board.
        let a = ink((BOARD_X, BOARD_X + CELL), (82.0, BOARD_Y - 3.0), &bright);
        assert!(a >= min, "column letters {a} px");
        // The row number 1, left of the board.
        let one = ink((0.0, BOARD_X - 3.0), (BOARD_Y, BOARD_Y + CELL), &bright);
        assert!(one >= min, "row numbers {one} px");
        // The sun's own number, dark on its bright box (the first, at the start).
        assert_eq!(v.sun, 0);
        let boxes = v.settings.sun_limit.max(v.sun) as f32 + 1.0;
        let bw = (BOARD_W / boxes).floor();
        let x0 = BOARD_X + (BOARD_W - bw * boxes) / 2.0;
        let dark = |c: [u8; 3]| sum(c) < 200;
        let sun = ink((x0 + 3.0, x0 + bw - 3.0), (40.0, 84.0), &dark);
        assert!(sun >= min, "sun track numbers {sun} px");
        // The location line's first capital (its space's column letter), below the name.
        let y = LEGEND_Y;
        let place = ink(
            (BOARD_X + 46.0, BOARD_X + 62.0),
            (y + 36.0, y + LEGEND_ROW),
            &bright,
        );
        assert!(place >= min, "location line {place} px");
    }
}
