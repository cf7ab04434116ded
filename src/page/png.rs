//! The page's pictures made small: a board picture has few colours, so it is written with a
//! palette when it has at most 256 (else as RGB), filtered and compressed harder than the
//! picture the channel gets (which is made for speed). The pixels are the same.

use crate::picture::Image;
use std::collections::HashMap;

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
