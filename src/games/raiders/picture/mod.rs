//! Dungeon Raiders' board as a picture: a PNG drawn from a `View` only, like the text board
//! (`board.rs`), so it shows what the channel may see and nothing more. On top the level and
//! the piles left; then the level's row of five rooms (cleared ones marked, the room being
//! played ringed, the rooms ahead face up by kind with their numbers or face down as backs);
//! the supply; and one panel a player: name and character, treasure (0-20) and wounds (of 10)
//! as trackers, how many items (the count only), power cards left, the card put down in this
//! room (a back while sealed under Speed), whose play it is, and who died or won. Solitaire
//! has no supply: its attack deck stands there. Before the start, the players seated; once
//! over (by the rules or by the organiser), the result where the supply was, and nobody's
//! turn.
//!
//! - `cards.rs` — the rooms as cards and the small icons (chest, monster, items, coins),
//!   our own art drawn by code.
//! - the PNG is indexed (a palette of 256 colours, `canvas::indexed`): a third of RGB's size.
//!
//! Words come from `locales/<tag>/raiders.ftl` (`raiders-pic-*`, `raiders-alt-*` and the
//! names `words.rs` gives). Same view, same bytes.

mod cards;
pub mod samples;

use super::content::{content, CardId};
use super::state::{Phase, ITEMS};
use super::view::View;
use super::words::{brief, character_name, name, play_name, room_name};
use crate::canvas::{fit, Align, Canvas, Rgb};
use crate::canvas::{Image, ALT_MAX};
use crate::lang::{text, Lang};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The picture's width, in pixels.
pub const WIDTH: u32 = 1000;
const MARGIN: f32 = 20.0;
/// Where the level's row of rooms stands.
const ROW_Y: f32 = 74.0;
/// The supply's line, under the rooms and their captions.
const STRIP_Y: f32 = ROW_Y + cards::H + 44.0;
/// Where the players' panels start, and each one's height.
const PANELS_Y: f32 = STRIP_Y + 44.0;
const PANEL_H: f32 = 108.0;
const PANEL_GAP: f32 = 10.0;
/// Where the card a player put down in this room stands, in each panel.
const CARD_X: f32 = WIDTH as f32 - MARGIN - 70.0;

pub const BACKGROUND: Rgb = [0x1d, 0x1b, 0x22];
const TEXT: Rgb = [0xf0, 0xec, 0xe2];
const DIM: Rgb = [0xa8, 0xa4, 0x9c];
pub const GOLD: Rgb = [0xf2, 0xc1, 0x3a];
const PANEL: Rgb = [0x2e, 0x2a, 0x35];
const PANEL_DEAD: Rgb = [0x24, 0x22, 0x27];
const EMPTY: Rgb = [0x45, 0x41, 0x4c];
const RED: Rgb = [0xd8, 0x3a, 0x30];

/// Each seat's colour, in seat order.
pub const SEAT_COLOURS: [Rgb; 5] = [
    [0xd6, 0x33, 0x2a],
    [0x2b, 0x6c, 0xd8],
    [0x1f, 0x9a, 0x48],
    [0x9a, 0x48, 0xd0],
    [0xe0, 0x8a, 0x1c],
];

/// A label of the picture: `raiders-pic-<id>` in `lang`.
fn label(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, &format!("raiders-pic-{id}"), args)
}

/// The picture's height for `seats` players.
fn height(seats: usize) -> u32 {
    (PANELS_Y + seats.max(1) as f32 * (PANEL_H + PANEL_GAP) + 10.0).ceil() as u32
}

/// Before the start: where the seated players' names start, and each one's height.
const SEATED_Y: f32 = ROW_Y + 44.0;
const SEATED_H: f32 = 56.0;

/// The picture's height before the start, for `seated` players.
fn setup_height(seated: usize) -> u32 {
    (SEATED_Y + seated as f32 * (SEATED_H + PANEL_GAP) + 10.0).ceil() as u32
}

fn over(v: &View) -> bool {
    matches!(v.phase, Phase::Over(_))
}

/// A place in the level's row of rooms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// Entered and cleared this level.
    Done,
    /// The room being played.
    Now(CardId),
    /// Ahead, face up.
    Up(CardId),
    /// Ahead, face down: a back (even to a seat that saw it by torchlight, as on the text
    /// board: the picture is the channel's).
    Down,
}

/// The level's rooms, left first: cleared, the one being played, those ahead.
fn slots(v: &View) -> Vec<Slot> {
    if v.level == 0 {
        return Vec::new();
    }
    let per = content().numbers.rooms_per_level;
    let done = per.saturating_sub(v.row.len() + usize::from(v.room.is_some()));
    let mut out = vec![Slot::Done; done];
    out.extend(v.room.as_ref().map(|r| Slot::Now(r.card)));
    out.extend(v.row.iter().map(|r| match r.card {
        Some(c) if r.face_up => Slot::Up(c),
        _ => Slot::Down,
    }));
    out
}

/// The board `v` shows, drawn, its words in `lang`, players named by `names[seat]`.
pub fn draw(v: &View, lang: Lang, names: &[String]) -> Image {
    let cv = canvas(v, lang, names);
    Image {
        width: cv.width(),
        height: cv.height(),
        rgb: cv.rgb(),
    }
}

/// The board `v` shows, as PNG bytes (indexed colour): the same pixels as `draw`.
pub fn png(v: &View, lang: Lang, names: &[String]) -> Vec<u8> {
    crate::canvas::indexed::encode_canvas(&canvas(v, lang, names))
}

fn canvas(v: &View, lang: Lang, names: &[String]) -> Canvas {
    if v.phase == Phase::Setup {
        let mut cv = blank(setup_height(names.len()));
        header(&mut cv, v, lang);
        seated(&mut cv, lang, names);
        return cv;
    }
    let mut cv = blank(height(v.seats.len()));
    header(&mut cv, v, lang);
    // A game ended before its first level has no rooms to show.
    if v.level > 0 {
        rooms(&mut cv, v, lang);
    }
    if over(v) {
        result(&mut cv, v, lang, names);
    } else {
        supply(&mut cv, v, lang);
    }
    for seat in 0..v.seats.len() {
        panel(&mut cv, v, lang, names, seat);
    }
    cv
}

/// An empty canvas `height` pixels high, made once a size and copied (a copy is quicker
/// than allocating and filling one).
fn blank(height: u32) -> Canvas {
    static BLANK: OnceLock<Mutex<HashMap<u32, Canvas>>> = OnceLock::new();
    let cache = BLANK.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .entry(height)
        .or_insert_with(|| Canvas::new(WIDTH, height, BACKGROUND))
        .clone()
}

/// Before the start: how many are seated, and each one's name in his seat's colour (the
/// characters are dealt at the start, so none is shown).
fn seated(cv: &mut Canvas, lang: Lang, names: &[String]) {
    let line = if names.is_empty() {
        label(lang, "nobody", &[])
    } else {
        let seats = [
            ("seats", names.len().to_string()),
            ("max", SEAT_COLOURS.len().to_string()),
        ];
        label(lang, "seated", &seats)
    };
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let line = fit(&line, 22.0, width);
    cv.text(&line, MARGIN, ROW_Y + 22.0, 22.0, DIM, Align::Left);
    for (seat, n) in names.iter().enumerate() {
        let y = SEATED_Y + seat as f32 * (SEATED_H + PANEL_GAP);
        cv.rect(MARGIN, y, width, SEATED_H, PANEL);
        cv.rect(
            MARGIN,
            y,
            10.0,
            SEATED_H,
            SEAT_COLOURS[seat % SEAT_COLOURS.len()],
        );
        let n = fit(n, 26.0, width - 48.0);
        cv.text(&n, MARGIN + 24.0, y + 37.0, 26.0, TEXT, Align::Left);
    }
}

/// Once over, in the supply's place: who won, or that the organiser ended the raid.
fn result(cv: &mut Canvas, v: &View, lang: Lang, names: &[String]) {
    let Phase::Over(o) = &v.phase else {
        return;
    };
    let line = if v.abandoned {
        label(lang, "abandoned", &[])
    } else {
        let winners = o
            .winners
            .iter()
            .map(|&s| name(names, s))
            .collect::<Vec<_>>()
            .join(", ");
        let count = ("count", o.winners.len().to_string());
        label(lang, "result", &[count, ("winners", winners)])
    };
    let line = fit(&line, 26.0, WIDTH as f32 - 2.0 * MARGIN);
    cv.text(&line, MARGIN, STRIP_Y + 26.0, 26.0, GOLD, Align::Left);
}

/// The title, Speed's mark, and the level and piles left (or that the raid has not begun or
/// is over).
fn header(cv: &mut Canvas, v: &View, lang: Lang) {
    let w = cv.text(
        &label(lang, "title", &[]),
        MARGIN,
        46.0,
        28.0,
        GOLD,
        Align::Left,
    );
    if v.settings.speed {
        let tag = label(lang, "speed", &[]);
        let x = MARGIN + w + 18.0;
        let tw = crate::canvas::text_width(&tag, 20.0);
        cv.rect(x, 20.0, tw + 20.0, 32.0, [0x8a, 0x2c, 0x8c]);
        cv.text(&tag, x + 10.0, 43.0, 20.0, TEXT, Align::Left);
    }
    let level = label(lang, "level", &[("level", v.level.to_string())]);
    let right = match v.phase {
        Phase::Setup => label(lang, "setup", &[]),
        Phase::Playing => format!(
            "{level} · {}",
            label(lang, "piles", &[("piles", v.piles_left.to_string())])
        ),
        Phase::Over(_) if v.level == 0 => label(lang, "over", &[]),
        Phase::Over(_) => format!("{level} · {}", label(lang, "over", &[])),
    };
    let right_x = WIDTH as f32 - MARGIN;
    let right = fit(&right, 26.0, right_x - MARGIN - w - 180.0);
    cv.text(&right, right_x, 46.0, 26.0, TEXT, Align::Right);
}

/// The level's row: five places, each a card, with a caption for the room being played and
/// for cleared ones.
fn rooms(cv: &mut Canvas, v: &View, lang: Lang) {
    let slots = slots(v);
    let per = content().numbers.rooms_per_level.max(slots.len());
    let gap = (WIDTH as f32 - 2.0 * MARGIN - per as f32 * cards::W) / (per as f32 - 1.0).max(1.0);
    for k in 0..per {
        let x = MARGIN + k as f32 * (cards::W + gap);
        let caption_y = ROW_Y + cards::H + 30.0;
        let cx = x + cards::W / 2.0;
        match slots.get(k) {
            None => cards::empty(cv, x, ROW_Y),
            Some(Slot::Done) => {
                cards::done(cv, x, ROW_Y);
                let done = label(lang, "done", &[]);
                cv.text(&done, cx, caption_y, 20.0, DIM, Align::Centre);
            }
            // Over: the room it ended in, as it lies (nobody plays there now).
            Some(Slot::Now(card)) if over(v) => {
                let attack = v.room.as_ref().and_then(|r| r.attack);
                cards::face(cv, lang, v, *card, attack, x, ROW_Y);
            }
            Some(Slot::Now(card)) => {
                cv.rect(x - 7.0, ROW_Y - 7.0, cards::W + 14.0, cards::H + 14.0, GOLD);
                let attack = v.room.as_ref().and_then(|r| r.attack);
                cards::face(cv, lang, v, *card, attack, x, ROW_Y);
                let now = label(lang, "now", &[]);
                let tw = cv.text(&now, cx + 12.0, caption_y, 22.0, GOLD, Align::Centre);
                let tx = cx + 12.0 - tw / 2.0 - 22.0;
                triangle(cv, tx, caption_y - 17.0, 17.0, GOLD);
            }
            Some(Slot::Up(card)) => cards::face(cv, lang, v, *card, None, x, ROW_Y),
            Some(Slot::Down) => cards::back(cv, x, ROW_Y),
        }
    }
}

/// A triangle pointing right, `h` high, its top left corner at (x, y): whose play it is.
fn triangle(cv: &mut Canvas, x: f32, y: f32, h: f32, c: Rgb) {
    cv.polygon(&[(x, y), (x + h * 0.87, y + h / 2.0), (x, y + h)], c);
}

/// The items left in the supply, or solitaire's attack deck (solitaire has no items).
fn supply(cv: &mut Canvas, v: &View, lang: Lang) {
    let y = STRIP_Y + 24.0;
    let mut x = MARGIN;
    if v.settings.solo() {
        let left = label(lang, "attacks", &[("left", v.attacks_left.to_string())]);
        cv.text(&left, x, y, 22.0, TEXT, Align::Left);
    } else {
        x += cv.text(&label(lang, "supply", &[]), x, y, 22.0, DIM, Align::Left) + 18.0;
        for item in ITEMS {
            cards::item_icon(cv, item, x + 14.0, y - 8.0, 15.0);
            x += 34.0;
            let n = v.supply.get(item).to_string();
            x += cv.text(&n, x, y, 24.0, TEXT, Align::Left) + 24.0;
        }
    }
    if v.room.is_some() {
        let here = fit(&label(lang, "this-room", &[]), 20.0, 180.0);
        cv.text(&here, CARD_X + 60.0, y, 20.0, DIM, Align::Right);
    }
}

/// One player's panel: name and character, power cards left, the treasure and wound
/// trackers, the item count, and on the right the card put down in this room (or the end's
/// verdict).
fn panel(cv: &mut Canvas, v: &View, lang: Lang, names: &[String], seat: usize) {
    let s = &v.seats[seat];
    let y = PANELS_Y + seat as f32 * (PANEL_H + PANEL_GAP);
    let (x, w) = (MARGIN, WIDTH as f32 - 2.0 * MARGIN);
    let turn = v.phase == Phase::Playing && v.awaited.contains(&seat);
    if turn {
        cv.rect(x - 4.0, y - 4.0, w + 8.0, PANEL_H + 8.0, GOLD);
    }
    cv.rect(x, y, w, PANEL_H, if s.alive { PANEL } else { PANEL_DEAD });
    cv.rect(x, y, 10.0, PANEL_H, SEAT_COLOURS[seat % SEAT_COLOURS.len()]);
    let mut nx = x + 24.0;
    if turn {
        triangle(cv, nx, y + 13.0, 22.0, GOLD);
        nx += 28.0;
    }
    let who = format!(
        "{} — {}",
        name(names, seat),
        character_name(lang, s.character)
    );
    let ink = if s.alive { TEXT } else { DIM };
    cv.text(
        &fit(&who, 26.0, 520.0 - nx),
        nx,
        y + 34.0,
        26.0,
        ink,
        Align::Left,
    );
    power_cards(cv, &s.used, x + 530.0, y + 10.0);
    let gold = label(lang, "gold", &[]);
    let cap = content().numbers.treasure_cap;
    track(cv, &gold, (x + 24.0, y + 46.0), s.treasure, cap, GOLD);
    let wounds = label(lang, "wounds", &[]);
    let death = content().numbers.death;
    // The dead may have taken more than the tracker holds: it shows them at its last box.
    let hurt = s.wounds.min(death);
    track(cv, &wounds, (x + 24.0, y + 78.0), hurt, death, RED);
    cards::bag(cv, x + 676.0, y + 78.0, 18.0);
    let items = s.item_count.to_string();
    cv.text(&items, x + 700.0, y + 90.0, 28.0, TEXT, Align::Left);
    table(cv, v, lang, seat, (x + 760.0, y));
}

/// The five power cards, those played this level dark.
fn power_cards(cv: &mut Canvas, used: &[bool; 5], x: f32, y: f32) {
    for (k, &down) in used.iter().enumerate() {
        let cx = x + k as f32 * 34.0;
        let (fill, ink) = if down {
            (EMPTY, [0x70, 0x6c, 0x76])
        } else {
            ([0xf1, 0xe4, 0xc4], [0x20, 0x18, 0x10])
        };
        cv.rect(cx, y, 28.0, 32.0, fill);
        let n = (k + 1).to_string();
        cv.text(&n, cx + 14.0, y + 25.0, 22.0, ink, Align::Centre);
    }
}

/// A tracker: its label, `max` boxes filled up to `value`, and the value (out of `max` for
/// wounds, whose last box is death).
fn track(cv: &mut Canvas, name: &str, (x, y): (f32, f32), value: u32, max: u32, c: Rgb) {
    cv.text(&fit(name, 18.0, 100.0), x, y + 17.0, 18.0, DIM, Align::Left);
    let (x0, span) = (x + 106.0, 420.0);
    let pitch = span / max.max(1) as f32;
    for k in 0..max {
        let bx = x0 + k as f32 * pitch;
        let last = k + 1 == max && c == RED;
        if last {
            cv.rect(bx - 2.0, y - 2.0, pitch + 1.0, 24.0, c);
        }
        let fill = if k < value { c } else { EMPTY };
        cv.rect(bx, y, pitch - 3.0, 20.0, fill);
    }
    let shown = if c == RED {
        format!("{value}/{max}")
    } else {
        value.to_string()
    };
    cv.text(&shown, x0 + span + 10.0, y + 19.0, 24.0, TEXT, Align::Left);
}

/// The right of a panel: the card put down in this room (face up, a back while sealed, an
/// empty place before), crystal balls passed with; dead, winners and collapsed marked.
fn table(cv: &mut Canvas, v: &View, lang: Lang, seat: usize, (x, y): (f32, f32)) {
    let s = &v.seats[seat];
    let verdict = match &v.phase {
        Phase::Over(o) if o.winners.contains(&seat) => Some(("winner", GOLD)),
        Phase::Over(o) if o.collapsed.contains(&seat) => Some(("collapsed", [0xe0, 0x8a, 0x1c])),
        _ if !s.alive => Some(("dead", RED)),
        _ => None,
    };
    if let Some((id, c)) = verdict {
        let (word, size) = verdict_label(lang, id);
        // The same middle line whatever the size.
        let base = y + 56.0 + size / 3.0;
        cv.text(&word, x + 110.0, base, size, c, Align::Centre);
        return;
    }
    if v.room.is_none() || over(v) {
        return;
    }
    for k in 0..s.crystal.min(4) {
        let bx = CARD_X - 24.0 - f32::from(k) * 32.0;
        cards::item_icon(cv, super::state::Item::CrystalBall, bx, y + 56.0, 14.0);
    }
    let (cx, cy) = (CARD_X, y + 14.0);
    match (s.play, s.sealed) {
        (Some(p), _) => cards::mini(cv, Some(p), cx, cy),
        (None, true) => cards::mini(cv, None, cx, cy),
        (None, false) => cards::mini_empty(cv, cx, cy),
    }
}

/// How wide a seat's verdict (winner, collapsed, dead) may be: centred right of its bag, up
/// to the panel's edge, a little inside.
pub(crate) const VERDICT_W: f32 = 176.0;
/// A verdict's font size, when it fits.
const VERDICT_SIZE: f32 = 30.0;

/// A seat's verdict `raiders-pic-<id>` and the size it is drawn at: the largest, from
/// `VERDICT_SIZE` down to two thirds of it, at which it fits `VERDICT_W` whole (`SE
/// DESPLOMA`); a label longer still is cut short at the smallest.
pub(crate) fn verdict_label(lang: Lang, id: &str) -> (String, f32) {
    let word = label(lang, id, &[]);
    let smallest = VERDICT_SIZE * 2.0 / 3.0;
    let mut size = VERDICT_SIZE;
    while size > smallest && crate::canvas::text_width(&word, size) > VERDICT_W {
        size -= 1.0;
    }
    (fit(&word, size, VERDICT_W), size)
}

/// The picture's alt text in `lang`: the level, the room being played and what it does,
/// each player, the rooms ahead, the supply; whole sentences only, at most `ALT_MAX`
/// characters.
pub fn alt_text(v: &View, lang: Lang, names: &[String]) -> String {
    let alt = |id: &str, args: &[(&str, String)]| text(lang, &format!("raiders-alt-{id}"), args);
    if v.phase == Phase::Setup {
        let seated = [
            ("seats", names.len().to_string()),
            ("names", names.join(", ")),
        ];
        return fit_sentences(vec![alt("setup", &seated)]);
    }
    let mut sentences = vec![match &v.phase {
        // Over: the result instead of the level, and no room is played any more.
        Phase::Over(_) if v.abandoned => alt("abandoned", &[("level", v.level.to_string())]),
        Phase::Over(o) => {
            let winners = o.winners.iter().map(|&s| name(names, s));
            alt(
                "over",
                &[
                    ("count", o.winners.len().to_string()),
                    ("winners", winners.collect::<Vec<_>>().join(", ")),
                ],
            )
        }
        _ => alt(
            "level",
            &[
                ("level", v.level.to_string()),
                ("piles", v.piles_left.to_string()),
                ("speed", if v.settings.speed { "yes" } else { "no" }.into()),
            ],
        ),
    }];
    if let (Some(r), false) = (&v.room, over(v)) {
        sentences.push(alt(
            "room",
            &[
                ("room", room_name(lang, r.card)),
                ("brief", brief(lang, v, r.card, r.attack)),
            ],
        ));
    }
    for seat in 0..v.seats.len() {
        sentences.push(seat_sentence(v, lang, names, seat));
    }
    let ahead: Vec<String> = slots(v)
        .into_iter()
        .filter_map(|s| match s {
            Slot::Up(c) => Some(room_name(lang, c)),
            Slot::Down => Some(alt("back", &[])),
            Slot::Done | Slot::Now(_) => None,
        })
        .collect();
    if !ahead.is_empty() && !over(v) {
        sentences.push(alt("ahead", &[("rooms", ahead.join(", "))]));
    }
    fit_sentences(sentences)
}

/// Whole sentences, as many as fit `ALT_MAX` characters (the first cut short if even it
/// does not fit).
fn fit_sentences(sentences: Vec<String>) -> String {
    let mut out = String::new();
    for s in &sentences {
        let extra = usize::from(!out.is_empty()) + s.chars().count();
        if out.chars().count() + extra > ALT_MAX {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(s);
    }
    match sentences.first() {
        Some(first) if out.is_empty() => {
            let cut: String = first.chars().take(ALT_MAX - 1).collect();
            format!("{cut}…")
        }
        _ => out,
    }
}

/// One player, in a sentence: character, treasure, wounds, item count, whose play, the card
/// put down here.
fn seat_sentence(v: &View, lang: Lang, names: &[String], seat: usize) -> String {
    let s = &v.seats[seat];
    let alt = |id: &str, args: &[(&str, String)]| text(lang, &format!("raiders-alt-{id}"), args);
    let base = [
        ("name", name(names, seat)),
        ("character", character_name(lang, s.character)),
        ("treasure", s.treasure.to_string()),
    ];
    if !s.alive {
        return alt("dead", &base);
    }
    let play = match (s.play, s.sealed) {
        (Some(p), _) => alt("played", &[("play", play_name(lang, p))]),
        (None, true) => alt("sealed", &[]),
        (None, false) => String::new(),
    };
    let turn = v.phase == Phase::Playing && v.awaited.contains(&seat);
    let mut args = base.to_vec();
    args.extend([
        ("wounds", s.wounds.min(content().numbers.death).to_string()),
        ("items", s.item_count.to_string()),
        ("turn", if turn { "yes" } else { "no" }.into()),
        ("play", play),
    ]);
    alt("seat", &args)
}
