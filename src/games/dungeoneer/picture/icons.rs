//! The small drawings, our own art drawn by code: Glory's star, Peril's skull, a keyhole, a
//! trap's teeth, each feature (pit, spikes, hazard, sewer grate, portal), a hero's token
//! (standing or tipped on its side) and a dropped Escort token.

use super::super::content::FeatureKind;
use super::{INK, TEXT};
use crate::canvas::{text_width, Align, Canvas, Rgb};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// A stamp as it is kept: which drawing, its size and colour, where its centre falls within
/// its pixel, and the background it lies on.
type Key = (u8, u32, Rgb, (u32, u32), Rgb);

/// A small drawing centred on (cx, cy), at most `reach` from it: `draw` is drawn once for
/// each size, colour, place within a pixel and background (read under its centre), then
/// laid as a stamp; a path's filling costs more than the copy, and a board has hundreds.
fn stamped(
    cv: &mut Canvas,
    (id, size, c): (u8, f32, Rgb),
    (cx, cy): (f32, f32),
    reach: f32,
    draw: impl FnOnce(&mut Canvas, f32, f32),
) {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Canvas>>>> = OnceLock::new();
    let bg = cv.pixel(cx.floor() as i32, cy.floor() as i32);
    let half = reach.ceil() + 2.0;
    let (x0, y0) = ((cx - half).floor(), (cy - half).floor());
    let (dx, dy) = (cx - x0, cy - y0);
    let key = (id, size.to_bits(), c, (dx.to_bits(), dy.to_bits()), bg);
    let sprite = {
        let cache = CACHE.get_or_init(Default::default);
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.len() > 1024 {
            cache.clear();
        }
        cache
            .entry(key)
            .or_insert_with(|| {
                let side = (2.0 * half + 2.0) as u32;
                let mut s = Canvas::new(side, side, bg);
                draw(&mut s, dx, dy);
                Arc::new(s)
            })
            .clone()
    };
    cv.stamp(&sprite, x0 as i32, y0 as i32, bg);
}

pub const STAR: Rgb = [0xf2, 0xc1, 0x3a];
const BONE: Rgb = [0xe6, 0xdc, 0xca];
const STEEL: Rgb = [0xc8, 0xd0, 0xda];
const HAZARD: Rgb = [0xf0, 0xb4, 0x28];
const GRATE: Rgb = [0x7c, 0x8c, 0x6a];
const VIOLET: Rgb = [0xb0, 0x70, 0xf8];
const VIOLET_DEEP: Rgb = [0x30, 0x18, 0x50];
const IVORY: Rgb = [0xf6, 0xea, 0xc8];
const TEAL: Rgb = [0x1c, 0x8a, 0x86];

/// A filled ellipse centred on (cx, cy).
pub fn ellipse(cv: &mut Canvas, (cx, cy): (f32, f32), rx: f32, ry: f32, c: Rgb) {
    let points: Vec<(f32, f32)> = (0..32)
        .map(|i| {
            let a = i as f32 * std::f32::consts::TAU / 32.0;
            (cx + rx * a.cos(), cy + ry * a.sin())
        })
        .collect();
    cv.polygon(&points, c);
}

/// A five-pointed star, `r` to its points: Glory.
pub fn star(cv: &mut Canvas, cx: f32, cy: f32, r: f32, c: Rgb) {
    stamped(cv, (0, r, c), (cx, cy), r, |s, x, y| {
        star_drawn(s, x, y, r, c)
    });
}

fn star_drawn(cv: &mut Canvas, cx: f32, cy: f32, r: f32, c: Rgb) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            let d = if i % 2 == 0 { r } else { r * 0.45 };
            (cx + d * a.cos(), cy + d * a.sin())
        })
        .collect();
    cv.polygon(&points, c);
}

/// A skull, `r` its half height: Peril.
pub fn skull(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    stamped(cv, (1, r, BONE), (cx, cy), r, |s, x, y| {
        skull_drawn(s, x, y, r)
    });
}

fn skull_drawn(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    cv.circle(cx, cy - r * 0.18, r * 0.82, BONE);
    cv.rect(cx - r * 0.5, cy + r * 0.2, r, r * 0.72, BONE);
    for dx in [-0.32, 0.32] {
        cv.circle(cx + r * dx, cy - r * 0.12, r * 0.24, INK);
    }
    cv.polygon(
        &[
            (cx, cy + r * 0.12),
            (cx - r * 0.12, cy + r * 0.38),
            (cx + r * 0.12, cy + r * 0.38),
        ],
        INK,
    );
}

/// A keyhole `h` high: a Locked exit.
pub fn keyhole(cv: &mut Canvas, cx: f32, cy: f32, h: f32, c: Rgb) {
    stamped(cv, (2, h, c), (cx, cy), h * 0.5, |s, x, y| {
        keyhole_drawn(s, x, y, h, c)
    });
}

fn keyhole_drawn(cv: &mut Canvas, cx: f32, cy: f32, h: f32, c: Rgb) {
    cv.circle(cx, cy - h * 0.18, h * 0.24, c);
    cv.polygon(
        &[
            (cx - h * 0.07, cy - h * 0.15),
            (cx + h * 0.07, cy - h * 0.15),
            (cx + h * 0.2, cy + h * 0.45),
            (cx - h * 0.2, cy + h * 0.45),
        ],
        c,
    );
}

/// A trap's teeth: a zigzag of `teeth` points from `a` to `b`, `amp` either side.
pub fn zigzag(cv: &mut Canvas, a: (f32, f32), b: (f32, f32), teeth: usize, amp: f32, c: Rgb) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (nx, ny) = (-dy / len * amp, dx / len * amp);
    let steps = teeth * 2;
    let points: Vec<(f32, f32)> = (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let s = match i % 4 {
                1 => 1.0,
                3 => -1.0,
                _ => 0.0,
            };
            (a.0 + dx * t + nx * s, a.1 + dy * t + ny * s)
        })
        .collect();
    cv.line(&points, (amp * 0.55).max(1.6), c, false);
}

/// A trap's teeth as a plate's mark: three points, 10 pixels wide, centred on (cx, cy).
pub fn teeth(cv: &mut Canvas, cx: f32, cy: f32, c: Rgb) {
    stamped(cv, (3, 10.0, c), (cx, cy), 7.0, |s, x, y| {
        zigzag(s, (x - 5.0, y + 1.0), (x + 5.0, y + 1.0), 2, 3.0, c);
    });
}

/// A feature's icon in a square `r` from its centre to its side.
pub fn feature(cv: &mut Canvas, kind: FeatureKind, cx: f32, cy: f32, r: f32) {
    let id = 10 + kind as u8;
    stamped(cv, (id, r, INK), (cx, cy), r * 1.1, |s, x, y| {
        feature_drawn(s, kind, x, y, r)
    });
}

fn feature_drawn(cv: &mut Canvas, kind: FeatureKind, cx: f32, cy: f32, r: f32) {
    match kind {
        FeatureKind::Pit => {
            ellipse(cv, (cx, cy), r, r * 0.72, [0x9a, 0x8a, 0x72]);
            ellipse(
                cv,
                (cx, cy + r * 0.08),
                r * 0.78,
                r * 0.52,
                [0x08, 0x07, 0x07],
            );
        }
        FeatureKind::Spikes => {
            cv.rect(cx - r, cy + r * 0.55, 2.0 * r, r * 0.35, [0x3a, 0x34, 0x30]);
            for k in 0..3 {
                let x = cx - r + r * 2.0 / 3.0 * (k as f32 + 0.5);
                let w = r / 3.0;
                cv.polygon(
                    &[(x - w, cy + r * 0.6), (x, cy - r), (x + w, cy + r * 0.6)],
                    STEEL,
                );
            }
        }
        FeatureKind::Hazard => {
            let tri = [
                (cx, cy - r),
                (cx + r * 1.05, cy + r * 0.85),
                (cx - r * 1.05, cy + r * 0.85),
            ];
            cv.polygon(&tri, HAZARD);
            cv.rect(cx - r * 0.1, cy - r * 0.45, r * 0.2, r * 0.75, INK);
            cv.rect(cx - r * 0.1, cy + r * 0.45, r * 0.2, r * 0.2, INK);
        }
        FeatureKind::Sewer => {
            cv.circle(cx, cy, r, GRATE);
            cv.circle(cx, cy, r * 0.78, [0x14, 0x18, 0x12]);
            for k in [-0.42, 0.0, 0.42] {
                cv.rect(
                    cx + r * k - r * 0.09,
                    cy - r * 0.7,
                    r * 0.18,
                    r * 1.4,
                    GRATE,
                );
            }
        }
        FeatureKind::Portal => {
            cv.circle(cx, cy, r, VIOLET);
            cv.circle(cx, cy, r * 0.74, VIOLET_DEEP);
            cv.circle(cx, cy, r * 0.46, VIOLET);
            cv.circle(cx, cy, r * 0.22, [0xf0, 0xe4, 0xff]);
        }
    }
}

/// A hero's token: a disc in his seat's colour with his initial, its rim gold when it is
/// his turn; tipped, the disc lies on its side (a flat ellipse).
pub fn token(
    cv: &mut Canvas,
    (cx, cy): (f32, f32),
    r: f32,
    c: Rgb,
    letter: &str,
    tipped: bool,
    ring: bool,
) {
    let size = 13.0f32.max(r * 1.05).round();
    let rim = if ring { super::GOLD } else { INK };
    let edge = if ring { 2.5 } else { 1.5 };
    if tipped {
        let (rx, ry) = (r * 1.4, r * 0.75);
        ellipse(cv, (cx, cy), rx + edge, ry + edge, rim);
        ellipse(cv, (cx, cy), rx, ry, c);
    } else {
        cv.circle(cx, cy, r + edge, rim);
        cv.circle(cx, cy, r, c);
    }
    let w = text_width(letter, size);
    let x = (cx - w / 2.0).round();
    let base = (cy + size * 0.36).round();
    cv.text_quarters(letter, x, base, size, TEXT, Align::Left);
}

/// A dropped Escort token: an ivory diamond with a teal heart.
pub fn escort(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    stamped(cv, (4, r, IVORY), (cx, cy), r + 1.5, |s, x, y| {
        escort_drawn(s, x, y, r)
    });
}

fn escort_drawn(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    let diamond = |d: f32| [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)];
    cv.polygon(&diamond(r + 1.5), INK);
    cv.polygon(&diamond(r), IVORY);
    cv.polygon(&diamond(r * 0.45), TEAL);
}
