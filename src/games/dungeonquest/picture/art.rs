//! Our own art for the spaces, drawn by code: a floor whose colour and mark tell each chamber
//! kind apart at a glance, the walls, doors and portcullises on its sides, the Tower Rooms,
//! the Treasure Chamber with the Dragon's odds, and the catacomb markers.

use super::words::label;
use super::CELL;
use crate::canvas::{Align, Canvas, Rgb};
use crate::games::dungeonquest::engine::board::{Chamber, Dir};
use crate::games::dungeonquest::engine::content::{ChamberKind, SideKind};
use crate::lang::Lang;
use std::f32::consts::PI;

pub const ROCK: Rgb = [0x23, 0x22, 0x27];
pub const FLOOR: Rgb = [0xd9, 0xc8, 0xa5];
pub const WALL: Rgb = [0x7a, 0x5c, 0x3e];
pub const DOOR: Rgb = [0xb8, 0x6e, 0x2a];
const DOOR_EDGE: Rgb = [0x5a, 0x33, 0x12];
pub const IRON: Rgb = [0xa6, 0xae, 0xb8];
const IRON_DARK: Rgb = [0x30, 0x35, 0x3b];
pub const GOLD: Rgb = [0xe6, 0xb8, 0x3a];
const GOLD_DARK: Rgb = [0x8a, 0x5e, 0x06];
const INK: Rgb = [0x2a, 0x1e, 0x14];
const WHITE: Rgb = [0xf4, 0xf2, 0xec];
const ABYSS: Rgb = [0x0c, 0x0c, 0x10];
const WOOD: Rgb = [0xa0, 0x6c, 0x3a];

/// How thick a wall is drawn, inside the space it belongs to.
pub const WALL_DEPTH: f32 = 7.0;

/// A rectangle against side `d` of the space at (x, y): `along` runs along the side from
/// its start (top or left), `depth` inwards from the edge.
fn side_rect(
    cv: &mut Canvas,
    (x, y): (f32, f32),
    d: Dir,
    along: (f32, f32),
    depth: (f32, f32),
    c: Rgb,
) {
    let s = CELL;
    let (a0, alen) = along;
    let (d0, dlen) = depth;
    match d {
        Dir::Up => cv.rect(x + a0, y + d0, alen, dlen, c),
        Dir::Down => cv.rect(x + a0, y + s - d0 - dlen, alen, dlen, c),
        Dir::Left => cv.rect(x + d0, y + a0, dlen, alen, c),
        Dir::Right => cv.rect(x + s - d0 - dlen, y + a0, dlen, alen, c),
    }
}

/// What stands on side `d` of a space: a wall, a door in a wall, or a portcullis.
pub fn side(cv: &mut Canvas, at: (f32, f32), d: Dir, kind: SideKind) {
    let s = CELL;
    if kind == SideKind::Open {
        return;
    }
    side_rect(cv, at, d, (1.0, s - 2.0), (1.0, WALL_DEPTH), WALL);
    match kind {
        SideKind::Door => {
            side_rect(cv, at, d, (s / 2.0 - 15.0, 30.0), (1.0, 14.0), DOOR_EDGE);
            side_rect(cv, at, d, (s / 2.0 - 12.0, 24.0), (3.0, 9.0), DOOR);
        }
        SideKind::Portcullis => {
            side_rect(cv, at, d, (s / 2.0 - 17.0, 34.0), (1.0, 14.0), IRON_DARK);
            for k in 0..5 {
                let a = s / 2.0 - 14.0 + k as f32 * 6.5;
                side_rect(cv, at, d, (a, 2.5), (2.0, 11.0), IRON);
            }
        }
        _ => {}
    }
}

/// The floor colour of each kind: its first clue.
fn floor(kind: ChamberKind) -> Rgb {
    match kind {
        ChamberKind::Corridor => [0x8a, 0x75, 0x58],
        ChamberKind::Portcullis => [0xc4, 0xc0, 0xb6],
        ChamberKind::RotatingRoom => [0xc9, 0xbb, 0xd8],
        ChamberKind::TrapRoom => [0xe3, 0xad, 0x98],
        ChamberKind::Bridge => ABYSS,
        ChamberKind::Darkness => [0x3a, 0x39, 0x52],
        ChamberKind::SpiderWeb => [0xaa, 0xa5, 0x9a],
        _ => FLOOR,
    }
}

/// A placed chamber: floor, the mark of its kind, its sides, and a catacomb marker.
pub fn chamber(cv: &mut Canvas, at: (f32, f32), ch: &Chamber) {
    let (x, y) = at;
    let s = CELL;
    cv.rect(x + 1.0, y + 1.0, s - 2.0, s - 2.0, floor(ch.kind));
    let c = (x + s / 2.0, y + s / 2.0);
    match ch.kind {
        ChamberKind::DungeonRoom => {}
        ChamberKind::Corridor => {
            let lane = [0xd6, 0xc2, 0x9a];
            cv.rect(c.0 - 15.0, c.1 - 15.0, 30.0, 30.0, lane);
            for d in Dir::ALL {
                if ch.side(d) != SideKind::Wall {
                    side_rect(cv, at, d, (s / 2.0 - 15.0, 30.0), (1.0, s / 2.0), lane);
                }
            }
        }
        ChamberKind::Portcullis => grate(cv, c),
        ChamberKind::CatacombEntrance => {
            for k in 0..4 {
                let w = 34.0 - k as f32 * 7.0;
                cv.rect(c.0 - w / 2.0, c.1 - 14.0 + k as f32 * 8.0, w, 6.0, INK);
            }
        }
        ChamberKind::RotatingRoom => {
            let ink = [0x4b, 0x2c, 0x6b];
            cv.arc(c, 14.0, -PI / 2.0, PI, 5.0, ink);
            let (ex, ey) = (c.0 - 14.0, c.1);
            cv.polygon(
                &[(ex - 8.0, ey - 2.0), (ex + 8.0, ey - 2.0), (ex, ey - 12.0)],
                ink,
            );
        }
        ChamberKind::TrapRoom => {
            let red = [0x8b, 0x1e, 0x1e];
            for k in -1..=1 {
                let bx = c.0 + k as f32 * 14.0;
                cv.polygon(
                    &[
                        (bx - 7.0, c.1 + 9.0),
                        (bx + 7.0, c.1 + 9.0),
                        (bx, c.1 - 11.0),
                    ],
                    red,
                );
            }
        }
        ChamberKind::Bridge => bridge(cv, at, ch),
        ChamberKind::Darkness => {
            cv.circle(c.0 - 2.0, c.1, 13.0, [0xe8, 0xe4, 0xc0]);
            cv.circle(c.0 + 5.0, c.1 - 4.0, 12.0, floor(ch.kind));
        }
        ChamberKind::CaveIn => {
            for (dx, dy, r) in [
                (-11.0, 5.0, 9.0),
                (7.0, 7.0, 10.0),
                (-2.0, -9.0, 8.0),
                (13.0, -8.0, 6.0),
            ] {
                cv.circle(c.0 + dx, c.1 + dy, r, [0x4e, 0x49, 0x42]);
                cv.circle(c.0 + dx - 1.0, c.1 + dy - 1.0, r - 2.5, [0x8d, 0x87, 0x7d]);
            }
        }
        ChamberKind::BottomlessPit => {
            cv.circle(c.0, c.1, 23.0, [0x5a, 0x4a, 0x3a]);
            cv.circle(c.0, c.1, 19.0, ABYSS);
        }
        ChamberKind::Chasm => fissure(cv, at, ch.fissure),
        ChamberKind::SpiderWeb => web(cv, c),
    }
    for d in Dir::ALL {
        side(cv, at, d, ch.side(d));
    }
    if ch.marker {
        marker(cv, at);
    }
}

fn grate(cv: &mut Canvas, c: (f32, f32)) {
    cv.rect(c.0 - 14.0, c.1 - 14.0, 28.0, 5.0, IRON_DARK);
    for k in 0..4 {
        cv.rect(
            c.0 - 13.0 + k as f32 * 8.5,
            c.1 - 12.0,
            4.0,
            26.0,
            IRON_DARK,
        );
    }
}

/// The plank over the abyss, between the two ends it joins.
fn bridge(cv: &mut Canvas, (x, y): (f32, f32), ch: &Chamber) {
    let s = CELL;
    let vertical = ch
        .span
        .is_none_or(|[a, _]| matches!(a, Dir::Up | Dir::Down));
    if vertical {
        cv.rect(x + s / 2.0 - 14.0, y + 1.0, 28.0, s - 2.0, WOOD);
        for k in 1..8 {
            cv.rect(x + s / 2.0 - 14.0, y + k as f32 * 9.0, 28.0, 1.5, INK);
        }
    } else {
        cv.rect(x + 1.0, y + s / 2.0 - 14.0, s - 2.0, 28.0, WOOD);
        for k in 1..8 {
            cv.rect(x + k as f32 * 9.0, y + s / 2.0 - 14.0, 1.5, 28.0, INK);
        }
    }
}

/// The Chasm's fissure: a black crack along the diagonal that keeps the two sides of each
/// half together.
fn fissure(cv: &mut Canvas, (x, y): (f32, f32), half: Option<[Dir; 2]>) {
    let s = CELL;
    let corner_of = |a: Dir, b: Dir| -> (f32, f32) {
        let has = |d: Dir| a == d || b == d;
        let cx = if has(Dir::Right) { 1.0 } else { 0.0 };
        let cy = if has(Dir::Down) { 1.0 } else { 0.0 };
        (cx, cy)
    };
    // The corner the half's two sides share; the crack runs between the other two corners.
    let (sx, sy) = half.map_or((0.0, 1.0), |[a, b]| corner_of(a, b));
    let (p, q) = if (sx == 0.0) == (sy == 0.0) {
        ((x + s, y), (x, y + s))
    } else {
        ((x, y), (x + s, y + s))
    };
    // From corner to corner, 6 pixels in, zigzagging across the diagonal.
    let (dx, dy) = ((q.0 - p.0) / s, (q.1 - p.1) / s);
    let mut points = Vec::new();
    for k in 0..=6 {
        let t = 6.0 + (s - 12.0) * k as f32 / 6.0;
        let wobble = if k % 2 == 0 { 0.0 } else { 4.0 };
        points.push((p.0 + dx * t + wobble, p.1 + dy * t - wobble * dx * dy));
    }
    cv.line(&points, 7.0, ABYSS, false);
}

fn web(cv: &mut Canvas, c: (f32, f32)) {
    for k in 0..6 {
        let a = k as f32 * PI / 3.0 + PI / 6.0;
        cv.line(
            &[c, (c.0 + 27.0 * a.cos(), c.1 + 27.0 * a.sin())],
            2.0,
            WHITE,
            false,
        );
    }
    for r in [9.0, 19.0] {
        let ring: Vec<(f32, f32)> = (0..6)
            .map(|k| {
                let a = k as f32 * PI / 3.0 + PI / 6.0;
                (c.0 + r * a.cos(), c.1 + r * a.sin())
            })
            .collect();
        cv.line(&ring, 2.0, WHITE, true);
    }
}

/// A catacomb entrance marker: a black hole with a white arrow down, in the lower right.
pub fn marker(cv: &mut Canvas, (x, y): (f32, f32)) {
    let (mx, my) = (x + CELL - 16.0, y + CELL - 16.0);
    cv.circle(mx, my, 11.0, ABYSS);
    cv.rect(mx - 1.5, my - 7.0, 3.0, 8.0, WHITE);
    cv.polygon(&[(mx - 6.0, my), (mx + 6.0, my), (mx, my + 7.0)], WHITE);
}

/// A Tower Room: grey stone and a keep.
pub fn tower(cv: &mut Canvas, at: (f32, f32), sides: [Option<SideKind>; 4]) {
    let (x, y) = at;
    let s = CELL;
    cv.rect(x + 1.0, y + 1.0, s - 2.0, s - 2.0, [0x8e, 0x90, 0x9a]);
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    let stone = [0x3e, 0x40, 0x4a];
    cv.rect(cx - 15.0, cy - 6.0, 30.0, 20.0, stone);
    for k in 0..3 {
        cv.rect(cx - 15.0 + k as f32 * 11.5, cy - 13.0, 7.0, 8.0, stone);
    }
    cv.rect(cx - 4.0, cy + 4.0, 8.0, 10.0, [0x8e, 0x90, 0x9a]);
    for d in Dir::ALL {
        if let Some(k) = sides[d.index()] {
            side(cv, at, d, k);
        }
    }
}

/// The Treasure Chamber over its two spaces, with the Dragon's odds of sleeping.
pub fn treasure(cv: &mut Canvas, (x, y): (f32, f32), chance: u8, lang: Lang) {
    let s = CELL;
    cv.rect(x + 1.0, y + 1.0, s - 2.0, 2.0 * s - 2.0, GOLD_DARK);
    cv.rect(x + 4.0, y + 4.0, s - 8.0, 2.0 * s - 8.0, GOLD);
    let cx = x + s / 2.0;
    cv.text(
        &label(lang, "dragon", &[]),
        cx,
        y + 21.0,
        13.0,
        INK,
        Align::Centre,
    );
    let odds = label(lang, "odds", &[("chance", chance.to_string())]);
    cv.text(&odds, cx, y + s + 12.0, 24.0, INK, Align::Centre);
    cv.text(
        &label(lang, "asleep", &[]),
        cx,
        y + s + 28.0,
        13.0,
        INK,
        Align::Centre,
    );
}
