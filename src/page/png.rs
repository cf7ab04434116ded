//! The page's pictures made small. From one turn to the next most of the board is the same, so
//! each picture is cut into tiles and each different tile is kept once; the page's script puts
//! a picture back together. A tile has few colours, so it is written with a palette when it has
//! at most 256 (else as RGB), and compressed harder than the picture the channel gets (which is
//! made for speed). The pixels are the same.

use crate::canvas::Image;
use std::collections::HashMap;

/// A tile's side, in pixels (the last in a row or column may be smaller).
pub const TILE: u32 = 64;

/// Every board picture of a page, in tiles kept once each.
#[derive(Clone, Debug, Default)]
pub struct Pictures {
    /// Each different tile once, as a PNG.
    pub tiles: Vec<Vec<u8>>,
    /// Each different picture.
    pub boards: Vec<Board>,
    /// A tile's pixels (or a whole PNG's bytes) to its index in `tiles`.
    seen: HashMap<Vec<u8>, usize>,
}

/// One picture: its size and its tiles, each at its place (x, y, index into `tiles`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: u32,
    pub height: u32,
    pub tiles: Vec<(u32, u32, usize)>,
}

impl Pictures {
    /// `img` cut into tiles: the index of its board.
    pub fn image(&mut self, img: &Image) -> usize {
        let mut tiles = Vec::new();
        for y in (0..img.height).step_by(TILE as usize) {
            for x in (0..img.width).step_by(TILE as usize) {
                let (w, h) = (TILE.min(img.width - x), TILE.min(img.height - y));
                let mut rgb = Vec::with_capacity((w * h * 3) as usize);
                for row in y..y + h {
                    let at = ((row * img.width + x) * 3) as usize;
                    rgb.extend_from_slice(&img.rgb[at..at + (w * 3) as usize]);
                }
                let mut key = vec![0, w as u8, h as u8];
                key.extend_from_slice(&rgb);
                let tile = Image {
                    width: w,
                    height: h,
                    rgb,
                };
                tiles.push((x, y, self.tile(key, || small(&tile))));
            }
        }
        self.board(Board {
            width: img.width,
            height: img.height,
            tiles,
        })
    }

    /// A picture drawn already (a PNG), as one tile: the index of its board.
    pub fn png(&mut self, png: Vec<u8>) -> usize {
        let size = |at: usize| {
            png.get(at..at + 4)
                .map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        };
        let (width, height) = (size(16), size(20));
        let mut key = vec![1];
        key.extend_from_slice(&png);
        let i = self.tile(key, || png.clone());
        self.board(Board {
            width,
            height,
            tiles: vec![(0, 0, i)],
        })
    }

    fn tile(&mut self, key: Vec<u8>, png: impl FnOnce() -> Vec<u8>) -> usize {
        if let Some(&i) = self.seen.get(&key) {
            return i;
        }
        self.tiles.push(png());
        self.seen.insert(key, self.tiles.len() - 1);
        self.tiles.len() - 1
    }

    fn board(&mut self, b: Board) -> usize {
        match self.boards.iter().position(|x| *x == b) {
            Some(i) => i,
            None => {
                self.boards.push(b);
                self.boards.len() - 1
            }
        }
    }
}

/// `img` as a small PNG.
pub fn small(img: &Image) -> Vec<u8> {
    let mut palette: HashMap<[u8; 3], u8> = HashMap::new();
    let mut order: Vec<[u8; 3]> = Vec::new();
    let mut indices = Vec::with_capacity(img.rgb.len() / 3);
    for px in img.rgb.chunks_exact(3) {
        let c = [px[0], px[1], px[2]];
        let i = match palette.get(&c) {
            Some(&i) => i,
            None if order.len() < 256 => {
                let i = order.len() as u8;
                palette.insert(c, i);
                order.push(c);
                i
            }
            None => return encode(img.width, img.height, &img.rgb, None),
        };
        indices.push(i);
    }
    let flat: Vec<u8> = order.concat();
    encode(img.width, img.height, &indices, Some(&flat))
}

fn encode(width: u32, height: u32, data: &[u8], palette: Option<&[u8]>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, width, height);
    match palette {
        Some(p) => {
            enc.set_color(png::ColorType::Indexed);
            enc.set_palette(p.to_vec());
        }
        None => enc.set_color(png::ColorType::Rgb),
    }
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::High);
    enc.set_filter(if palette.is_some() {
        png::Filter::NoFilter
    } else {
        png::Filter::Adaptive
    });
    // Writing into memory cannot fail, and the data is exactly the picture's size.
    let mut w = enc
        .write_header()
        .expect("a PNG header can be written to memory");
    w.write_image_data(data)
        .expect("the image data matches its size");
    w.finish().expect("a PNG can be finished in memory");
    out
}
