//! Hollowdeep's board as a picture: a PNG drawn from a `View` only (never its `hand`), so it
//! shows what the channel may see and nothing more. On top the round, whose turn, his phase
//! and Movement left (or the result) and the Global quest; while a map card waits for its
//! place, that card at the top right as it would lie at 0° and at 180°. Then the map, north
//! up, scaled to fit its box: each card a square tile at its cell with its name, its kind as
//! the floor's colour (the Entrance gold with steps), its four exits as they lie (an open
//! doorway, a Wall, a Locked door or a Trapped one with form and number), its feature and its
//! Glory and Peril; the heroes as tokens in their seats' colours (tipped ones on their side,
//! the dead gone), dropped Escort tokens; while the map may grow its open slots, and the
//! drawn card's spots lettered (two in a cell side by side, the turned one marked 180°).
//! Then a legend, and one panel a seat, two to a row, with the trackers. Before the start,
//! the players seated. Text is 13 px at the least on a picture 1,000 px wide.
//!
//! - `tiles.rs` — the map: tiles, exits, open slots and lettered spots, tokens, the drawn
//!   card; `icons.rs` — the small drawings (star, skull, keyhole, teeth, features, tokens),
//!   our own art drawn by code, each made once and stamped; `header.rs` — the top lines and
//!   the legend; `panels.rs` — the seats' trackers; `alt.rs` — the alt text; `samples.rs` —
//!   boards to look at and to time.
//!
//! Words come from `locales/<tag>/dungeoneer-picture.ftl` (`dg-pic-*`, `dg-alt-*`), card,
//! hero and quest names from the data, kinds, features and forms from `content::text`. Text
//! is drawn with its coverage in quarters and the PNG is indexed (`canvas::indexed`): a full
//! board comes to about 100 KB. Same view, same bytes.

mod alt;
mod header;
mod icons;
mod panels;
pub mod samples;
mod tiles;

#[cfg(test)]
mod tests;

pub use alt::alt;

use super::content::{set, HeroId, MapId, QuestId};
use super::state::Phase;
use super::view::View;
use crate::canvas::{Canvas, Image, Rgb};
use crate::lang::{text, Lang};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The picture's width, in pixels (at most a phone's screen at twice its density).
pub const WIDTH: u32 = 1000;
const MARGIN: f32 = 20.0;
/// The largest a tile is drawn, and the most the map may take down the picture.
const TILE_MAX: f32 = 120.0;
const MAP_H_MAX: f32 = 1100.0;
/// Each seat's panel, two to a row.
const PANEL_W: f32 = (WIDTH as f32 - 2.0 * MARGIN - PANEL_GAP) / 2.0;
const PANEL_H: f32 = 126.0;
const PANEL_GAP: f32 = 12.0;
/// Quests a hero completes to win (G40).
const QUESTS_TO_WIN: usize = 3;

const BACKGROUND: Rgb = [0x1b, 0x1a, 0x20];
const TEXT: Rgb = [0xf2, 0xee, 0xe4];
const DIM: Rgb = [0xa9, 0xa4, 0x9b];
const GOLD: Rgb = [0xf2, 0xc1, 0x3a];
const RED: Rgb = [0xe0, 0x45, 0x3a];
const PANEL: Rgb = [0x2c, 0x29, 0x33];
const PANEL_DEAD: Rgb = [0x23, 0x21, 0x26];
const EMPTY: Rgb = [0x45, 0x41, 0x4c];
const INK: Rgb = [0x1a, 0x14, 0x10];

/// Each seat's colour, in seat order.
const SEAT_COLOURS: [Rgb; 4] = [
    [0xd6, 0x33, 0x2a],
    [0x2b, 0x6c, 0xd8],
    [0x1f, 0x9a, 0x48],
    [0x9a, 0x48, 0xd0],
];

fn seat_colour(seat: usize) -> Rgb {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()]
}

/// A label of the picture: `dg-pic-<id>` in `lang`.
fn label(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, &format!("dg-pic-{id}"), args)
}

fn spanish(lang: Lang) -> bool {
    lang == Lang::Es
}

/// A seat's player, as the picture names him: his name cleaned, or "Seat N" without one.
fn seat_name(names: &[String], seat: usize, lang: Lang) -> String {
    let n = names
        .get(seat)
        .map(|n| crate::lang::clean(n))
        .unwrap_or_default();
    if n.is_empty() {
        label(lang, "seat", &[("seat", (seat + 1).to_string())])
    } else {
        n
    }
}

/// The mark on a seat's token: his seat's number, as the text board has it (a name's initial
/// would read as one of the lettered spots).
fn initial(seat: usize) -> String {
    (seat + 1).to_string()
}

fn hero_name(lang: Lang, hero: HeroId) -> String {
    set().hero(hero).name.get(spanish(lang)).to_string()
}

fn map_name(lang: Lang, card: MapId) -> String {
    set().map(card).name.get(spanish(lang)).to_string()
}

fn quest_name(lang: Lang, quest: QuestId) -> String {
    set().quest(quest).name.get(spanish(lang)).to_string()
}

/// A word with its first letter in capitals (kinds are lower case in running text).
fn capital(word: &str) -> String {
    let mut c = word.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The active player's phase, as the header and his panel name it.
fn phase_word(lang: Lang, phase: Phase) -> Option<String> {
    let id = match phase {
        Phase::DungeonLord => "phase-dungeonlord",
        Phase::Build => "phase-build",
        Phase::Hero => "phase-hero",
        Phase::Discard => "phase-discard",
        Phase::Setup | Phase::Over => return None,
    };
    Some(label(lang, id, &[]))
}

/// Whether the game is on: a seat's turn, no result yet.
fn playing(v: &View) -> bool {
    !matches!(v.phase, Phase::Setup | Phase::Over) && v.outcome.is_none()
}

/// Whether the map may still grow: a map card drawn, or any left to draw (Build, Explore).
/// Once none is left its open slots lead nowhere, and neither they nor their room are drawn.
fn growing(v: &View) -> bool {
    v.drawn.is_some() || v.map_deck_size > 0
}

/// The map's box (west, south, east, north): its cards and, while it may grow, its open
/// slots (`Map::bounds`).
fn map_box(v: &View) -> (i16, i16, i16, i16) {
    if growing(v) || v.map.is_empty() {
        return v.map.bounds();
    }
    let cells = || v.map.placed.iter().map(|p| p.cell);
    let west = cells().map(|c| c.x).min().unwrap_or(0);
    let east = cells().map(|c| c.x).max().unwrap_or(0);
    let south = cells().map(|c| c.y).min().unwrap_or(0);
    let north = cells().map(|c| c.y).max().unwrap_or(0);
    (west, south, east, north)
}

/// Where everything stands: the map's box and its tiles' size, the legend and the panels.
struct Layout {
    tile: f32,
    map_x: f32,
    map_y: f32,
    /// The westmost column and northmost row of the map's box (`Map::bounds`).
    west: i16,
    north: i16,
    legend_y: f32,
    panels_y: f32,
    height: u32,
}

impl Layout {
    fn of(v: &View, lang: Lang) -> Layout {
        let area = WIDTH as f32 - 2.0 * MARGIN;
        let (west, south, east, north) = map_box(v);
        let (cols, rows) = (f32::from(east - west + 1), f32::from(north - south + 1));
        let tile = (area / cols).min(MAP_H_MAX / rows).min(TILE_MAX).floor();
        let map_h = if v.map.is_empty() { 0.0 } else { tile * rows };
        let map_x = MARGIN + ((area - tile * cols) / 2.0).floor();
        let map_y = if v.drawn.is_some() {
            header::MAP_Y_DRAWN
        } else {
            header::MAP_Y
        };
        let legend_y = map_y + map_h + 10.0;
        let panels_y = legend_y + header::legend_height(lang, growing(v));
        let rows = v.heroes.len().div_ceil(2).max(1) as f32;
        let height = (panels_y + rows * (PANEL_H + PANEL_GAP)).ceil() as u32;
        Layout {
            tile,
            map_x,
            map_y,
            west,
            north,
            legend_y,
            panels_y,
            height,
        }
    }

    /// The top left corner of `cell`'s square.
    fn at(&self, cell: super::map::Cell) -> (f32, f32) {
        let x = self.map_x + f32::from(cell.x - self.west) * self.tile;
        let y = self.map_y + f32::from(self.north - cell.y) * self.tile;
        (x, y)
    }
}

/// The board `v` shows, drawn, its words in `lang`, players named by `names[seat]`.
pub fn draw(v: &View, names: &[String], lang: Lang) -> Image {
    let cv = canvas(v, names, lang);
    Image {
        width: cv.width(),
        height: cv.height(),
        rgb: cv.rgb(),
    }
}

/// The board `v` shows, as PNG bytes (indexed colour): the same picture as `draw`.
pub fn png(v: &View, names: &[String], lang: Lang) -> Vec<u8> {
    crate::canvas::indexed::encode_canvas(&canvas(v, names, lang))
}

fn canvas(v: &View, names: &[String], lang: Lang) -> Canvas {
    if v.phase == Phase::Setup || v.heroes.is_empty() {
        let mut cv = blank(header::seated_height(names.len()));
        header::top(&mut cv, v, names, lang);
        header::seated(&mut cv, names, lang);
        return cv;
    }
    let lay = Layout::of(v, lang);
    let mut cv = blank(lay.height);
    header::top(&mut cv, v, names, lang);
    tiles::map(&mut cv, v, lang, &lay);
    header::legend(&mut cv, lang, growing(v), lay.legend_y);
    for seat in 0..v.heroes.len() {
        let x = MARGIN + (seat % 2) as f32 * (PANEL_W + PANEL_GAP);
        let y = lay.panels_y + (seat / 2) as f32 * (PANEL_H + PANEL_GAP);
        panels::panel(&mut cv, v, names, lang, seat, (x, y));
    }
    cv
}

/// An empty canvas at least `height` pixels high (rounded up to 16, so that few sizes are
/// kept), made once a size and copied (a copy is quicker than allocating and filling one).
fn blank(height: u32) -> Canvas {
    static BLANK: OnceLock<Mutex<HashMap<u32, Canvas>>> = OnceLock::new();
    let height = height.div_ceil(16) * 16;
    let cache = BLANK.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() >= 8 && !cache.contains_key(&height) {
        cache.clear();
    }
    cache
        .entry(height)
        .or_insert_with(|| Canvas::new(WIDTH, height, BACKGROUND))
        .clone()
}
