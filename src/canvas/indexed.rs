//! The picture as an indexed PNG: one byte a pixel into a palette of at most 256 colours.
//! The board is flat colour with anti-aliased text on it; as RGB its fullest five-player
//! board came to 210 KB with the fast deflate, against 150 KB allowed. Indexed, a text
//! edge costs one byte instead of three. The palette is the most frequent colours (every
//! flat colour, and the commonest blends of text into its background); a rarer blend takes
//! the nearest of those, which leaves text edges a shade coarser and nothing else changed.
//! Same picture, same bytes: ties between colours are broken by the colour itself. Every
//! game's picture is written with it (first Dungeon Raiders', whose numbers these are).

use super::Canvas;
#[cfg(test)]
use super::Image;

const EMPTY: u32 = u32::MAX;

/// A small open-addressing map from a colour (0xBBGGRR) to a number (here its id + 1, 0 for
/// new). Colours change a few hundred thousand times in a picture: a std `HashMap` would
/// make those lookups the slowest part of encoding.
struct Colours {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

impl Colours {
    fn with_bits(bits: u32) -> Colours {
        Colours {
            keys: vec![EMPTY; 1 << bits],
            values: vec![0; 1 << bits],
            len: 0,
        }
    }

    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 8) as usize & mask;
        while self.keys[i] != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    /// The number kept for `key`, made 0 if it was not there.
    fn entry(&mut self, key: u32) -> &mut u32 {
        if (self.len + 1) * 2 > self.keys.len() {
            let bits = self.keys.len().trailing_zeros() + 1;
            let old = std::mem::replace(self, Colours::with_bits(bits));
            for (k, v) in old.pairs() {
                *self.entry(k) = v;
            }
        }
        let i = self.slot(key);
        if self.keys[i] == EMPTY {
            self.keys[i] = key;
            self.values[i] = 0;
            self.len += 1;
        }
        &mut self.values[i]
    }

    fn pairs(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys
            .iter()
            .zip(&self.values)
            .filter(|(&k, _)| k != EMPTY)
            .map(|(&k, &v)| (k, v))
    }
}

/// A pixel as one number, compared whole along a run: RGBA in one load (the canvas is
/// opaque, so its alpha never tells two colours apart), or RGB. Most of what the encoder's
/// pass over a million pixels costs is this load.
#[inline(always)]
fn word<const STEP: usize>(px: &[u8]) -> u32 {
    if STEP == 4 {
        u32::from_le_bytes([px[0], px[1], px[2], px[3]])
    } else {
        u32::from(px[0]) | u32::from(px[1]) << 8 | u32::from(px[2]) << 16
    }
}

/// The palette's colours sorted by their red, for the nearest one to a rarer colour: the
/// search starts at the rarer colour's red and walks outwards, nearer reds first, and stops
/// once the red alone lies farther than the nearest found so far (a few dozen colours, not
/// all 256). Distances are packed with the colour's place in the palette (`d << 8 | j`), so
/// that the least of them is the first of the nearest, as a search of all would find.
struct Nearest {
    by_red: Vec<[i32; 4]>,
}

impl Nearest {
    fn of(kept: &[u32]) -> Nearest {
        let mut by_red: Vec<[i32; 4]> = kept
            .iter()
            .enumerate()
            .map(|(j, &k)| {
                let [r, g, b] = [0, 1, 2].map(|c| ((k >> (8 * c)) & 0xff) as i32);
                [r, g, b, j as i32]
            })
            .collect();
        by_red.sort_unstable();
        Nearest { by_red }
    }

    /// The kept colour nearest `k` (0xBBGGRR), the first of equals.
    fn to(&self, k: u32) -> usize {
        let [r, g, b] = [0, 1, 2].map(|c| ((k >> (8 * c)) & 0xff) as i32);
        let c = &self.by_red;
        let start = c.partition_point(|x| x[0] < r);
        let (mut below, mut above) = (start, start);
        let mut best = i32::MAX;
        loop {
            // The nearer red of the two sides next; none left on a side counts as far.
            let down = below.checked_sub(1).map_or(i32::MAX, |i| r - c[i][0]);
            let up = c.get(above).map_or(i32::MAX, |x| x[0] - r);
            let (at, dr) = if down <= up {
                (below.wrapping_sub(1), down)
            } else {
                (above, up)
            };
            // Every colour not yet looked at has a red at least `dr` away.
            if dr == i32::MAX || dr * dr > best >> 8 {
                break;
            }
            if down <= up {
                below -= 1;
            } else {
                above += 1;
            }
            let [_, cg, cb, j] = c[at];
            let (dg, db) = (cg - g, cb - b);
            best = best.min(((dr * dr + dg * dg + db * db) << 8) | j);
        }
        (best & 0xff) as usize
    }
}

/// The picture read as runs of one colour: each colour met (`keys`, by its number in order
/// of first appearance, `ids`), how many pixels each covers, and the runs in order.
struct Runs {
    ids: Colours,
    keys: Vec<u32>,
    counts: Vec<u32>,
    runs: Vec<(u32, u32)>,
    /// The colours met lately, by a few bits of their hash (a table small enough to stay in
    /// the nearest cache): text's edges come back to the same few blends again and again.
    recent: [(u32, u32); 256],
}

impl Runs {
    /// A run of `len` pixels of colour `k` has ended.
    #[inline(always)]
    fn end(&mut self, k: u32, len: u32) {
        let slot = (k.wrapping_mul(0x9E37_79B1) >> 24) as usize;
        let id = if self.recent[slot].0 == k {
            self.recent[slot].1
        } else {
            let next = self.keys.len() as u32;
            let id = self.ids.entry(k);
            if *id == 0 {
                *id = next + 1;
                self.keys.push(k);
                self.counts.push(0);
            }
            let id = *id - 1;
            self.recent[slot] = (k, id);
            id
        };
        self.counts[id as usize] += len;
        self.runs.push((id, len));
    }
}

/// The palette (RGB triples) and each pixel's index into it, from pixels of `STEP` bytes
/// (3: RGB; 4: RGBA, the canvas's own, opaque).
fn quantize<const STEP: usize>(pixels: &[u8]) -> (Vec<u8>, Vec<u8>) {
    // One pass: the picture as runs of one colour (a colour by its number in order of first
    // appearance), and how many pixels each colour covers. Lookups happen once a run.
    let mut found = Runs {
        ids: Colours::with_bits(13),
        keys: Vec::new(),
        counts: Vec::new(),
        runs: Vec::with_capacity(1 << 16),
        recent: [(EMPTY, 0); 256],
    };
    let mut end_run = |k: u32, len: u32| found.end(k, len);
    // A run's colour, without the alpha, is looked up once the run ends.
    let colour = |w: u32| w & 0x00FF_FFFF;
    if pixels.len() >= STEP {
        let (mut prev, mut run) = (word::<STEP>(&pixels[..STEP]), 1u32);
        let mut at = STEP;
        while at + STEP <= pixels.len() {
            // Flat colour is most of the board. Well into a run, sixteen RGBA pixels are
            // compared in one go (four 16-byte loads), then four.
            let four = u128::from(prev) * 0x0000_0001_0000_0001_0000_0001_0000_0001;
            let sixteen = |at: usize| {
                let load = |i: usize| {
                    u128::from_le_bytes(pixels[at + i..at + i + 16].try_into().unwrap_or([0; 16]))
                };
                (load(0) ^ four) | (load(16) ^ four) | (load(32) ^ four) | (load(48) ^ four) == 0
            };
            if STEP == 4 && run >= 16 {
                while at + 64 <= pixels.len() && sixteen(at) {
                    run += 16;
                    at += 64;
                }
            }
            if STEP == 4 && at + 16 <= pixels.len() {
                let next = u128::from_le_bytes(pixels[at..at + 16].try_into().unwrap_or([0; 16]));
                if next == four {
                    run += 4;
                    at += 16;
                    continue;
                }
            }
            let w = word::<STEP>(&pixels[at..at + STEP]);
            at += STEP;
            if w == prev {
                run += 1;
                continue;
            }
            end_run(colour(prev), run);
            (prev, run) = (w, 1);
        }
        end_run(colour(prev), run);
    }
    let Runs {
        keys, counts, runs, ..
    } = found;
    // The palette: the most frequent colours, ties by the colour; the rest to the nearest.
    // Each colour sorted as one number: its count (most first), then the colour, then its id.
    let mut by_count: Vec<u128> = (0..keys.len())
        .map(|id| u128::from(!counts[id]) << 64 | u128::from(keys[id]) << 32 | id as u128)
        .collect();
    by_count.sort_unstable();
    let id_of = |packed: u128| packed as u32 as usize;
    let kept: Vec<u32> = by_count.iter().take(256).map(|&p| keys[id_of(p)]).collect();
    let mut index = vec![0u8; keys.len()];
    let nearest = Nearest::of(&kept);
    for (i, &p) in by_count.iter().enumerate() {
        let id = id_of(p);
        index[id] = if i < kept.len() {
            i as u8
        } else {
            nearest.to(keys[id]) as u8
        };
    }
    let palette = kept
        .iter()
        .flat_map(|&k| [k as u8, (k >> 8) as u8, (k >> 16) as u8])
        .collect();
    let mut indices = Vec::with_capacity(pixels.len() / STEP);
    for (id, len) in runs {
        indices.resize(indices.len() + len as usize, index[id as usize]);
    }
    (palette, indices)
}

/// `img` as an indexed PNG.
#[cfg(test)]
pub fn encode(img: &Image) -> Vec<u8> {
    let (palette, indices) = quantize::<3>(&img.rgb);
    write(img.width, img.height, palette, &indices)
}

/// A canvas as an indexed PNG, read straight from its RGBA pixels (no RGB copy first).
pub fn encode_canvas(cv: &Canvas) -> Vec<u8> {
    let (palette, indices) = quantize::<4>(cv.rgba());
    write(cv.width(), cv.height(), palette, &indices)
}

/// The PNG of `indices` into `palette`: fast deflate, the Paeth filter on every row (on this
/// board 65 KB, against 89 KB with Up, 114 KB with Sub, 420 KB unfiltered).
fn write(width: u32, height: u32, palette: Vec<u8>, indices: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Paeth);
    // Writing into memory cannot fail, and the data is exactly width x height indices.
    let mut w = enc
        .write_header()
        .expect("a PNG header can be written to memory");
    w.write_image_data(indices)
        .expect("the image data matches its size");
    w.finish().expect("a PNG can be finished in memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The walk outwards from the nearest red finds what a look at every kept colour finds:
    /// the nearest, and of equals the first kept.
    #[test]
    fn the_nearest_kept_colour_is_the_one_a_full_search_finds() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..200 {
            // Few distinct values a channel in some rounds, so that ties are common.
            let spread = if round % 2 == 0 { 256 } else { 4 };
            let colour = |n: u64| {
                (0..3).fold(0u32, |k, c| {
                    let v = ((n >> (16 * c)) % spread) as u32 * (255 / (spread as u32 - 1).max(1));
                    k | (v.min(255) << (8 * c))
                })
            };
            let kept: Vec<u32> = (0..1 + next() % 256).map(|_| colour(next())).collect();
            let nearest = Nearest::of(&kept);
            for _ in 0..50 {
                let k = colour(next());
                let dist = |j: usize| {
                    (0..3)
                        .map(|c| {
                            let d = ((kept[j] >> (8 * c)) & 0xff) as i32
                                - ((k >> (8 * c)) & 0xff) as i32;
                            d * d
                        })
                        .sum::<i32>()
                };
                let full = (0..kept.len()).min_by_key(|&j| (dist(j), j)).unwrap();
                assert_eq!(nearest.to(k), full, "{k:06x} among {kept:06x?}");
            }
        }
    }

    #[test]
    fn a_picture_of_few_colours_keeps_them_exactly() {
        let rgb: Vec<u8> = (0..300u32)
            .flat_map(|i| [(i % 7) as u8 * 30, 200, (i % 3) as u8])
            .collect();
        let (palette, indices) = quantize::<3>(&rgb);
        for (px, &i) in rgb.chunks_exact(3).zip(&indices) {
            assert_eq!(px, &palette[usize::from(i) * 3..usize::from(i) * 3 + 3]);
        }
    }

    #[test]
    fn past_256_colours_the_rarest_take_the_nearest_kept_one() {
        // 300 colours: 0..256 appear twice (kept), 256..300 once (mapped to a neighbour).
        let colour = |i: u32| [(i % 256) as u8, (i / 256) as u8 * 100, 7];
        let mut rgb = Vec::new();
        for i in 0..300u32 {
            let times = if i < 256 { 2 } else { 1 };
            for _ in 0..times {
                rgb.extend(colour(i));
                rgb.extend([0, 0, 0]);
            }
        }
        let (palette, indices) = quantize::<3>(&rgb);
        assert_eq!(palette.len(), 256 * 3);
        let first = |i: u32| {
            let want = colour(i);
            let at = rgb.chunks_exact(3).position(|p| p == want).unwrap();
            let k = usize::from(indices[at]) * 3;
            [palette[k], palette[k + 1], palette[k + 2]]
        };
        assert_eq!(first(10), colour(10));
        let far = first(290);
        assert_ne!(far, colour(290));
        assert_eq!(far[2], 7, "{far:?}");
    }
}
