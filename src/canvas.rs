//! A canvas every game's pictures are drawn on: filled shapes and lines through tiny-skia,
//! labels through the one bundled font (DejaVu Sans Bold, cut down: `templates/font/`), the
//! finished picture as RGB pixels (`Image`) and as PNG (`encode`; `indexed`: a palette of 256
//! colours, a third of the size). Everything is opaque, so premultiplied RGBA is plain RGBA here.

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

pub mod indexed;

/// A game's board to be drawn when an adapter asks, off its event loop: what the table's
/// replies carry (`organiser::Picture`) without knowing the game.
pub trait Drawing: Send + Sync + std::fmt::Debug {
    /// The PNG and its alt text, the words in `lang`.
    fn draw(&self, lang: crate::lang::Lang) -> (Vec<u8>, String);
    /// What tells two drawings apart: the same key, the same picture.
    fn key(&self) -> String;
}

/// A picture as a message carries it: a drawing to draw when it is sent, or one drawn
/// already (PNG and alt text).
#[derive(Clone, Debug)]
pub enum Art {
    Later(std::sync::Arc<dyn Drawing>),
    Drawn(std::sync::Arc<(Vec<u8>, String)>),
}

/// An opaque colour.
pub type Rgb = [u8; 3];

/// A drawn board: its size and its pixels, RGB, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<u8>,
}

impl Image {
    /// The colour at (x, y).
    pub fn at(&self, x: u32, y: u32) -> Rgb {
        let i = (y * self.width + x) as usize * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

/// The most a Discord attachment's description (the picture's alt text) may hold.
pub const ALT_MAX: usize = 1024;

/// An image as PNG: RGB, fast deflate, the Paeth filter on every row (the board is flat
/// colour: Paeth keeps it as small as the adaptive choice, 127 KB against 122 KB at the
/// largest, in half the time; Up or Sub alone pass 200 KB).
pub fn encode(img: &Image) -> Vec<u8> {
    let mut out = Vec::with_capacity(96 * 1024);
    let mut enc = png::Encoder::new(&mut out, img.width, img.height);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Paeth);
    // Writing into memory cannot fail, and the data is exactly width x height x 3.
    let mut w = enc
        .write_header()
        .expect("a PNG header can be written to memory");
    w.write_image_data(&img.rgb)
        .expect("the image data matches its size");
    w.finish().expect("a PNG can be finished in memory");
    out
}

const FONT_BYTES: &[u8] = include_bytes!("../templates/font/DejaVuSans-Bold.ttf");

fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| {
        FontRef::try_from_slice(FONT_BYTES).expect("templates/font/DejaVuSans-Bold.ttf is a font")
    })
}

/// Where a label stands relative to its x.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

#[derive(Clone)]
pub struct Canvas {
    pix: Pixmap,
}

fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c[0], c[1], c[2], 255);
    p.anti_alias = true;
    p
}

/// The glyph for `ch`, or a question mark for a character the cut-down font lacks.
fn glyph_id(ch: char) -> GlyphId {
    let id = font().glyph_id(ch);
    if id.0 == 0 {
        font().glyph_id('?')
    } else {
        id
    }
}

/// A glyph drawn once at one size: its coverage (0..1) row by row, `w` wide, its top left
/// corner relative to the pen on the baseline. Pens stand on whole pixels, so the same
/// coverage serves every place the glyph is drawn: same pixels as outlining it each time.
struct Glyph {
    x: i32,
    y: i32,
    w: u32,
    cover: Vec<f32>,
}

/// Rasterised glyphs, by glyph id and size (its bits).
type Glyphs = HashMap<(u16, u32), Arc<Glyph>>;

/// The glyph `id` at `size`, rasterised on first use and kept (the picture's labels use a
/// few dozen glyphs at a handful of sizes).
fn rasterised(id: GlyphId, size: f32) -> Arc<Glyph> {
    static CACHE: OnceLock<Mutex<Glyphs>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (id.0, size.to_bits());
    if let Some(g) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return g.clone();
    }
    let glyph = id.with_scale_and_position(PxScale::from(size), point(0.0, 0.0));
    let g = match font().outline_glyph(glyph) {
        Some(outline) => {
            let b = outline.px_bounds();
            let (w, h) = (b.width() as u32, b.height() as u32);
            let mut cover = vec![0.0f32; (w * h) as usize];
            outline.draw(|gx, gy, c| {
                if gx < w && gy < h {
                    cover[(gy * w + gx) as usize] = c.min(1.0);
                }
            });
            Glyph {
                x: b.min.x as i32,
                y: b.min.y as i32,
                w,
                cover,
            }
        }
        None => Glyph {
            x: 0,
            y: 0,
            w: 0,
            cover: Vec::new(),
        },
    };
    let g = Arc::new(g);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, g.clone());
    g
}

/// Whether the bundled font draws `ch` (others are drawn as a question mark).
#[cfg(test)]
pub fn has_glyph(ch: char) -> bool {
    font().glyph_id(ch).0 != 0
}

/// How wide `text` is at `size` pixels.
pub fn text_width(text: &str, size: f32) -> f32 {
    let f = font().as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut prev: Option<GlyphId> = None;
    for ch in text.chars() {
        let id = glyph_id(ch);
        if let Some(p) = prev {
            w += f.kern(p, id);
        }
        w += f.h_advance(id);
        prev = Some(id);
    }
    w
}

/// `text`, cut short with an ellipsis so that it is at most `max` pixels wide at `size`.
/// Linear in the text's length: each prefix's width is measured once, as `text_width` would
/// measure it (a long name used to be re-measured whole for every character dropped).
pub fn fit(text: &str, size: f32, max: f32) -> String {
    let f = font().as_scaled(PxScale::from(size));
    let chars: Vec<char> = text.chars().collect();
    let ids: Vec<GlyphId> = chars.iter().map(|&c| glyph_id(c)).collect();
    // widths[k]: the width of the first k characters.
    let mut widths = Vec::with_capacity(chars.len() + 1);
    widths.push(0.0f32);
    for (k, &id) in ids.iter().enumerate() {
        let kern = if k > 0 { f.kern(ids[k - 1], id) } else { 0.0 };
        widths.push(widths[k] + kern + f.h_advance(id));
    }
    if widths[chars.len()] <= max {
        return text.to_string();
    }
    let dots = glyph_id('…');
    for len in (0..chars.len()).rev() {
        // The prefix without its trailing blanks, then the ellipsis.
        let mut t = len;
        while t > 0 && chars[t - 1].is_whitespace() {
            t -= 1;
        }
        let kern = if t > 0 { f.kern(ids[t - 1], dots) } else { 0.0 };
        if widths[t] + kern + f.h_advance(dots) <= max {
            return chars[..t].iter().collect::<String>() + "…";
        }
    }
    "…".into()
}

/// `x` (0 to 255) rounded to the nearest byte, halves up: what `f32::round` gives there,
/// without its call into the C library (no rounding instruction in the baseline x86-64 this
/// is built for), which was a tenth of the time text took to draw. `x - trunc(x)` is exact
/// for such numbers, so the result is the same to the bit.
#[inline(always)]
fn round_byte(x: f32) -> u8 {
    let t = x as u8;
    t + u8::from(x - f32::from(t) >= 0.5)
}

impl Canvas {
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut pix = Pixmap::new(width, height).expect("the picture has a size");
        pix.fill(tiny_skia::Color::from_rgba8(
            background[0],
            background[1],
            background[2],
            255,
        ));
        Canvas { pix }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgb) {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.pix
                .fill_rect(r, &paint(c), Transform::identity(), None);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgb) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.pix.fill_path(
                &path,
                &paint(c),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// A filled polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], c: Rgb) {
        let mut pb = PathBuilder::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        pb.close();
        if let Some(path) = pb.finish() {
            self.pix.fill_path(
                &path,
                &paint(c),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// A line through `points`, `width` pixels wide (closed back to the start if `closed`).
    pub fn line(&mut self, points: &[(f32, f32)], width: f32, c: Rgb, closed: bool) {
        let mut pb = PathBuilder::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        if closed {
            pb.close();
        }
        let stroke = Stroke {
            width,
            line_cap: tiny_skia::LineCap::Round,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        if let Some(path) = pb.finish() {
            self.pix
                .stroke_path(&path, &paint(c), &stroke, Transform::identity(), None);
        }
    }

    /// An arc of a circle from angle `from` to `to` (radians, clockwise from the right).
    pub fn arc(&mut self, centre: (f32, f32), r: f32, from: f32, to: f32, width: f32, c: Rgb) {
        let steps = 24;
        let points: Vec<(f32, f32)> = (0..=steps)
            .map(|i| {
                let a = from + (to - from) * i as f32 / steps as f32;
                (centre.0 + r * a.cos(), centre.1 + r * a.sin())
            })
            .collect();
        self.line(&points, width, c, false);
    }

    /// `text` with its baseline at `y`, placed by `align` around `x`; returns its width.
    pub fn text(&mut self, text: &str, x: f32, y: f32, size: f32, c: Rgb, align: Align) -> f32 {
        self.text_in_steps::<0>(text, (x, y), size, c, align)
    }

    /// `text` as `text` draws it, each pixel's coverage rounded to the nearest quarter: its
    /// edges take 3 blends of each colour pair instead of dozens, which cannot be told apart
    /// at these sizes and leaves an indexed PNG's deflate a third less to write (a full
    /// Hollowdeep board: 166 KB against 114 KB).
    pub fn text_quarters(
        &mut self,
        text: &str,
        x: f32,
        y: f32,
        size: f32,
        c: Rgb,
        align: Align,
    ) -> f32 {
        self.text_in_steps::<4>(text, (x, y), size, c, align)
    }

    /// `text`, its coverage rounded to `STEPS` steps (0: kept as it is).
    fn text_in_steps<const STEPS: u32>(
        &mut self,
        text: &str,
        (x, y): (f32, f32),
        size: f32,
        c: Rgb,
        align: Align,
    ) -> f32 {
        let width = text_width(text, size);
        let mut pen = match align {
            Align::Left => x,
            Align::Centre => x - width / 2.0,
            Align::Right => x - width,
        };
        let f = font().as_scaled(PxScale::from(size));
        let (w, h) = (self.pix.width() as i32, self.pix.height() as i32);
        let mut prev: Option<GlyphId> = None;
        for ch in text.chars() {
            let id = glyph_id(ch);
            if let Some(p) = prev {
                pen += f.kern(p, id);
            }
            let (gx0, gy0) = (pen.round() as i32, y.round() as i32);
            let g = rasterised(id, size);
            let data = self.pix.data_mut();
            for (row, line) in g.cover.chunks_exact(g.w.max(1) as usize).enumerate() {
                let py = gy0 + g.y + row as i32;
                if py < 0 || py >= h {
                    continue;
                }
                for (col, &a) in line.iter().enumerate() {
                    let px = gx0 + g.x + col as i32;
                    // Coverage is 0 to 1: a cast truncates as `floor` would, and
                    // quicker than `round`.
                    let a = if STEPS > 0 {
                        let n = STEPS as f32;
                        (a * n + 0.5) as u32 as f32 / n
                    } else {
                        a
                    };
                    if a <= 0.0 || px < 0 || px >= w {
                        continue;
                    }
                    let i = (py * w + px) as usize * 4;
                    for k in 0..3 {
                        let d = data[i + k] as f32;
                        data[i + k] = round_byte(d + (c[k] as f32 - d) * a);
                    }
                }
            }
            pen += f.h_advance(id);
            prev = Some(id);
        }
        width
    }

    /// The colour at (x, y) (black outside the canvas).
    pub fn pixel(&self, x: i32, y: i32) -> Rgb {
        let (w, h) = (self.pix.width() as i32, self.pix.height() as i32);
        if x < 0 || y < 0 || x >= w || y >= h {
            return [0, 0, 0];
        }
        let i = (y * w + x) as usize * 4;
        let d = self.pix.data();
        [d[i], d[i + 1], d[i + 2]]
    }

    /// `sprite` laid on this canvas, its top left corner at (x, y): every pixel of it but
    /// those of colour `clear` (the background it was drawn on). A small drawing made once
    /// and laid many times costs a copy, not a path's filling each time.
    pub fn stamp(&mut self, sprite: &Canvas, x: i32, y: i32, clear: Rgb) {
        let (w, h) = (self.pix.width() as i32, self.pix.height() as i32);
        let sw = sprite.pix.width() as i32;
        let src = sprite.pix.data();
        let dst = self.pix.data_mut();
        for (row, line) in src.chunks_exact(sw as usize * 4).enumerate() {
            let py = y + row as i32;
            if py < 0 || py >= h {
                continue;
            }
            for (col, px) in line.chunks_exact(4).enumerate() {
                let qx = x + col as i32;
                if qx < 0 || qx >= w || px[..3] == clear {
                    continue;
                }
                let i = (py * w + qx) as usize * 4;
                dst[i..i + 4].copy_from_slice(px);
            }
        }
    }

    pub fn width(&self) -> u32 {
        self.pix.width()
    }

    pub fn height(&self) -> u32 {
        self.pix.height()
    }

    /// The picture as it is kept: RGBA, four bytes a pixel (opaque), row by row.
    pub fn rgba(&self) -> &[u8] {
        self.pix.data()
    }

    /// The picture as RGB, three bytes a pixel, row by row.
    pub fn rgb(&self) -> Vec<u8> {
        let data = self.pix.data();
        let mut out = Vec::with_capacity(data.len() / 4 * 3);
        for px in data.chunks_exact(4) {
            out.extend_from_slice(&px[..3]);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{fit, font, round_byte, text_width};
    use ab_glyph::Font;

    #[test]
    fn the_font_has_every_letter_the_pictures_words_use_in_every_language() {
        // Words drawn on the picture: its own file, chamber names, corners, directions.
        let files = ["picture", "chambers", "terms", "heroes"];
        for (name, en, es) in crate::lang::FILES {
            if !files.contains(name) {
                continue;
            }
            for source in [en, es] {
                for ch in source.chars().filter(|c| !c.is_control() && !c.is_ascii()) {
                    if matches!(ch, '’' | '“' | '”' | '·' | '🐉') || ch as u32 > 0x2000 {
                        continue;
                    }
                    assert_ne!(font().glyph_id(ch).0, 0, "no glyph for {ch:?} ({name}.ftl)");
                }
            }
        }
    }

    #[test]
    fn a_long_label_is_cut_short_with_an_ellipsis_to_fit() {
        let name = "Bartholomew the Unnecessarily Long-Named — Krutzbeck";
        let cut = fit(name, 24.0, 200.0);
        assert!(cut.ends_with('…') && cut.len() < name.len(), "{cut}");
        assert!(text_width(&cut, 24.0) <= 200.0);
        assert_eq!(fit("Ann", 24.0, 200.0), "Ann");
        // A character the cut-down font lacks is measured (and drawn) as a question mark.
        assert_eq!(text_width("🐉", 24.0), text_width("?", 24.0));
    }

    /// Attack F-J: fitting is linear in the name's length (a 200,000-character name used to
    /// take minutes), and cuts exactly where dropping one character at a time would.
    #[test]
    fn fitting_a_long_name_is_quick_and_cuts_where_the_slow_way_did() {
        let slow = |text: &str, size: f32, max: f32| {
            let mut chars: Vec<char> = text.chars().collect();
            if text_width(text, size) <= max {
                return text.to_string();
            }
            while !chars.is_empty() {
                chars.pop();
                let cut = chars.iter().collect::<String>().trim_end().to_string() + "…";
                if text_width(&cut, size) <= max {
                    return cut;
                }
            }
            "…".into()
        };
        for name in [
            "Bartholomew the  Unnecessarily Long",
            "a b c d e f g h i j k l",
            "WWWWWWWWWWWW",
            "x",
            "",
        ] {
            for max in [0.0, 10.0, 60.0, 120.0, 400.0] {
                assert_eq!(
                    fit(name, 24.0, max),
                    slow(name, 24.0, max),
                    "{name:?} {max}"
                );
            }
        }
        let huge = "W".repeat(200_000);
        let start = std::time::Instant::now();
        let cut = fit(&huge, 24.0, 300.0);
        assert!(start.elapsed() < std::time::Duration::from_secs(2));
        assert!(cut.ends_with('…') && text_width(&cut, 24.0) <= 300.0);
    }

    /// A text's blend rounds as `f32::round` would, for every byte under every coverage a
    /// glyph has (and the halves, where the two could part).
    #[test]
    fn a_blend_rounds_as_f32_round_does() {
        for d in 0..=255u8 {
            for c in [0u8, 1, 37, 128, 200, 254, 255] {
                for step in 0..=256 {
                    let a = step as f32 / 256.0;
                    let (d, c) = (f32::from(d), f32::from(c));
                    let x = d + (c - d) * a;
                    assert_eq!(round_byte(x), x.round() as u8, "{x}");
                }
            }
        }
        for half in 0..255 {
            let x = half as f32 + 0.5;
            assert_eq!(round_byte(x), x.round() as u8);
        }
    }
}
