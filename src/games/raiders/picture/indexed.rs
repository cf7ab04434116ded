//! The picture as an indexed PNG: one byte a pixel into a palette of at most 256 colours.
//! The board is flat colour with anti-aliased text on it; as RGB its fullest five-player
//! board came to 210 KB with the fast deflate, against 150 KB allowed. Indexed, a text
//! edge costs one byte instead of three. The palette is the most frequent colours (every
//! flat colour, and the commonest blends of text into its background); a rarer blend takes
//! the nearest of those, which leaves text edges a shade coarser and nothing else changed.
//! Same picture, same bytes: ties between colours are broken by the colour itself.

use crate::picture::Image;

const EMPTY: u32 = u32::MAX;

/// A small open-addressing map from a colour (0xRRGGBB) to a number: the run counts, then
/// each colour's palette index. Colours change a few hundred thousand times in a picture;
/// a std `HashMap` made those lookups the slowest part of encoding.
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

fn key(px: &[u8]) -> u32 {
    u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2])
}

fn distance(a: u32, b: u32) -> i32 {
    (0..3)
        .map(|k| {
            let d = ((a >> (8 * k)) & 0xff) as i32 - ((b >> (8 * k)) & 0xff) as i32;
            d * d
        })
        .sum()
}

/// The palette (RGB triples) and each pixel's index into it.
fn quantize(rgb: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut colours = Colours::with_bits(13);
    let (mut prev, mut run) = (EMPTY, 0u32);
    for px in rgb.chunks_exact(3) {
        let k = key(px);
        if k == prev {
            run += 1;
            continue;
        }
        if prev != EMPTY {
            *colours.entry(prev) += run;
        }
        (prev, run) = (k, 1);
    }
    if prev != EMPTY {
        *colours.entry(prev) += run;
    }
    let mut by_count: Vec<(u32, u32)> = colours.pairs().collect();
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let kept: Vec<u32> = by_count.iter().take(256).map(|&(k, _)| k).collect();
    for (i, &(k, _)) in by_count.iter().enumerate() {
        let index = if i < kept.len() {
            i
        } else {
            (0..kept.len())
                .min_by_key(|&j| (distance(k, kept[j]), j))
                .unwrap_or(0)
        };
        *colours.entry(k) = index as u32;
    }
    let palette = kept
        .iter()
        .flat_map(|&k| [(k >> 16) as u8, (k >> 8) as u8, k as u8])
        .collect();
    let mut indices = Vec::with_capacity(rgb.len() / 3);
    let (mut prev, mut index) = (EMPTY, 0u8);
    for px in rgb.chunks_exact(3) {
        let k = key(px);
        if k != prev {
            index = *colours.entry(k) as u8;
            prev = k;
        }
        indices.push(index);
    }
    (palette, indices)
}

/// `img` as an indexed PNG: fast deflate, the Paeth filter on every row.
pub fn encode(img: &Image) -> Vec<u8> {
    let (palette, indices) = quantize(&img.rgb);
    let mut out = Vec::with_capacity(64 * 1024);
    let mut enc = png::Encoder::new(&mut out, img.width, img.height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette);
    enc.set_compression(png::Compression::Fast);
    enc.set_filter(png::Filter::Paeth);
    // Writing into memory cannot fail, and the data is exactly width x height indices.
    let mut w = enc
        .write_header()
        .expect("a PNG header can be written to memory");
    w.write_image_data(&indices)
        .expect("the image data matches its size");
    w.finish().expect("a PNG can be finished in memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_of_few_colours_keeps_them_exactly() {
        let rgb: Vec<u8> = (0..300u32)
            .flat_map(|i| [(i % 7) as u8 * 30, 200, (i % 3) as u8])
            .collect();
        let (palette, indices) = quantize(&rgb);
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
        let (palette, indices) = quantize(&rgb);
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
