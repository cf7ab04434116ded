//! The record page's writing, whatever the game: narration's markup, and the helpers each
//! game's page tests share (a picture put together from its tiles, a page's anchors).

use super::*;
use sha2::{Digest, Sha256};

pub(crate) fn sha(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A picture's pixels from its tiles, as the page's script puts them together.
pub(crate) fn assemble(p: &Pictures, board: usize) -> Vec<u8> {
    let b = &p.boards[board];
    let mut rgb = vec![0; (b.width * b.height * 3) as usize];
    for &(x, y, i) in &b.tiles {
        let mut d = ::png::Decoder::new(std::io::Cursor::new(&p.tiles[i]));
        d.set_transformations(::png::Transformations::EXPAND);
        let mut r = d.read_info().unwrap();
        let mut buf = vec![0; r.output_buffer_size().unwrap()];
        let info = r.next_frame(&mut buf).unwrap();
        for row in 0..info.height {
            let from = (row * info.width * 3) as usize;
            let to = (((y + row) * b.width + x) * 3) as usize;
            let n = (info.width * 3) as usize;
            rgb[to..to + n].copy_from_slice(&buf[from..from + n]);
        }
    }
    rgb
}

#[test]
fn narration_keeps_bold_and_code_and_escapes_the_rest() {
    assert_eq!(
        html::md("**Bot <1>** rolls `2+3` & *x*"),
        "<b>Bot &lt;1&gt;</b> rolls <code>2+3</code> &amp; *x*"
    );
    assert_eq!(html::md("`open"), "<code>open</code>");
}

/// Each step's sections as (anchor, heading): `id="turn-N"` and the `<h2>` after it.
pub(crate) fn anchors(page: &str) -> Vec<(String, String)> {
    page.split("<section class=\"step\" id=\"")
        .skip(1)
        .map(|s| {
            let id = s.split('"').next().unwrap().to_string();
            let h2 = s.split("<h2>").nth(1).unwrap().split("</h2>").next();
            (id, h2.unwrap().to_string())
        })
        .collect()
}

/// Newcomer p13: the narration's emoji ask for a colour emoji font where the viewer has one,
/// after the text's own font.
#[test]
fn the_page_asks_for_an_emoji_font_after_its_text_font() {
    let css = include_str!("page.css");
    let body = css.lines().find(|l| l.starts_with("body {")).unwrap();
    let fonts = body
        .split("font-family:")
        .nth(1)
        .unwrap()
        .split(';')
        .next()
        .unwrap();
    let text = fonts.find("sans-serif").unwrap();
    let emoji = fonts.find("Noto Color Emoji").unwrap();
    assert!(text < emoji, "{fonts}");
}
