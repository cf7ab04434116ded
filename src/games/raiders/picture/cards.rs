//! The rooms as cards and the small icons, our own art drawn by code: a coloured band and a
//! drawing for each kind of room (a chest, a monster's face, a trap, a vault's prizes) with
//! the numbers that matter at this table, the back of a face-down room, a cleared place, and
//! the icons of items, coins, potions, wounds and the bag.

use super::super::content::{content, CardId, Gain, Hits, Loses, Reads, Room, RoomKind, Step};
use super::super::state::{Item, Play};
use super::super::view::View;
use super::super::words::room_name;
use super::label;
use crate::canvas::{fit, text_width, Align, Canvas, Rgb};
use crate::lang::Lang;

/// A card's size, in pixels.
pub const W: f32 = 176.0;
pub const H: f32 = 264.0;

const EDGE: Rgb = [0x12, 0x0e, 0x0a];
const PAPER: Rgb = [0xf1, 0xe4, 0xc4];
const INK: Rgb = [0x24, 0x1a, 0x10];
const SOFT_INK: Rgb = [0x5a, 0x4a, 0x38];
const WHITE: Rgb = [0xfa, 0xf6, 0xee];
const BACK: Rgb = [0x27, 0x3c, 0x4e];
const BACK_MARK: Rgb = [0x3a, 0x58, 0x70];
const GOLD: Rgb = [0xe6, 0xb0, 0x2e];
const GOLD_DARK: Rgb = [0x8a, 0x5e, 0x06];
const WOOD: Rgb = [0x8a, 0x56, 0x24];
const WOOD_DARK: Rgb = [0x5a, 0x33, 0x12];
const BLOOD: Rgb = [0xc4, 0x22, 0x22];
const STEEL: Rgb = [0xb4, 0xbc, 0xc6];
const STEEL_DARK: Rgb = [0x4a, 0x50, 0x58];
const FLAME: Rgb = [0xf0, 0x8a, 0x1a];
const GLASS: Rgb = [0xb8, 0xa0, 0xf0];

fn band(kind: RoomKind) -> Rgb {
    match kind {
        RoomKind::Treasure => [0xc0, 0x8a, 0x10],
        RoomKind::Monster => [0xb0, 0x26, 0x26],
        RoomKind::Trap => [0x6a, 0x3c, 0xa0],
        RoomKind::Vault => [0x25, 0x62, 0xa8],
    }
}

fn kind_id(kind: RoomKind) -> &'static str {
    match kind {
        RoomKind::Treasure => "kind-treasure",
        RoomKind::Monster => "kind-monster",
        RoomKind::Trap => "kind-trap",
        RoomKind::Vault => "kind-vault",
    }
}

/// A place with no card (before the first level).
pub fn empty(cv: &mut Canvas, x: f32, y: f32) {
    cv.rect(x, y, W, H, [0x26, 0x24, 0x2b]);
}

/// A room already cleared this level: a dark place with a tick.
pub fn done(cv: &mut Canvas, x: f32, y: f32) {
    cv.rect(x, y, W, H, [0x3a, 0x37, 0x40]);
    cv.rect(x + 4.0, y + 4.0, W - 8.0, H - 8.0, [0x26, 0x24, 0x2b]);
    let (cx, cy) = (x + W / 2.0, y + H / 2.0);
    let tick = [
        (cx - 34.0, cy),
        (cx - 10.0, cy + 26.0),
        (cx + 36.0, cy - 28.0),
    ];
    cv.line(&tick, 12.0, [0x5c, 0x8a, 0x5c], false);
}

/// A face-down room: the back, a lattice of diamonds around a lantern's ring.
pub fn back(cv: &mut Canvas, x: f32, y: f32) {
    cv.rect(x, y, W, H, EDGE);
    cv.rect(x + 3.0, y + 3.0, W - 6.0, H - 6.0, BACK);
    cv.line(
        &[
            (x + 12.0, y + 12.0),
            (x + W - 12.0, y + 12.0),
            (x + W - 12.0, y + H - 12.0),
            (x + 12.0, y + H - 12.0),
        ],
        3.0,
        BACK_MARK,
        true,
    );
    let (cols, rows) = (4, 6);
    for r in 0..rows {
        for c in 0..cols {
            let dx = x + 30.0 + c as f32 * 39.0;
            let dy = y + 32.0 + r as f32 * 40.0;
            cv.rect(dx.round() - 6.0, dy.round() - 6.0, 12.0, 12.0, BACK_MARK);
        }
    }
    let (cx, cy) = (x + W / 2.0, y + H / 2.0);
    cv.circle(cx, cy, 36.0, EDGE);
    cv.circle(cx, cy, 31.0, [0x33, 0x4e, 0x66]);
    cv.text("?", cx, cy + 17.0, 48.0, [0xd8, 0xc8, 0x8a], Align::Centre);
}

fn diamond(cv: &mut Canvas, cx: f32, cy: f32, r: f32, c: Rgb) {
    cv.polygon(&[(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], c);
}

/// A face-up room: its kind on a coloured band, then what it does at this table.
pub fn face(
    cv: &mut Canvas,
    lang: Lang,
    v: &View,
    card: CardId,
    attack: Option<u8>,
    x: f32,
    y: f32,
) {
    let room = content().room(card);
    let kind = room.kind();
    cv.rect(x, y, W, H, EDGE);
    cv.rect(x + 3.0, y + 3.0, W - 6.0, H - 6.0, PAPER);
    cv.rect(x + 3.0, y + 3.0, W - 6.0, 36.0, band(kind));
    let kind_word = fit(&label(lang, kind_id(kind), &[]), 20.0, W - 16.0);
    cv.text(
        &kind_word,
        x + W / 2.0,
        y + 29.0,
        20.0,
        WHITE,
        Align::Centre,
    );
    let cx = x + W / 2.0;
    match room {
        Room::Treasure { chests } => treasure(cv, chests, x, y),
        Room::Monster { strength, wounds } => {
            title(cv, &room_name(lang, card), x, y);
            monster(cv, &content().card(card).id, cx, y + 132.0, 30.0);
            let n = usize::from(v.settings.players.clamp(3, 5) - 3);
            let left = match v.settings.players {
                1 => Versus::Attack(attack),
                2 => Versus::Lowest,
                _ => Versus::Strength(strength[n]),
            };
            monster_numbers(cv, lang, left, *wounds, x, y);
        }
        Room::Trap(trap) => {
            title(cv, &room_name(lang, card), x, y);
            let reads = match trap.reads {
                Reads::Highest => label(lang, "highest", &[]),
                Reads::Lowest => label(lang, "lowest", &[]),
            };
            let reads = fit(&reads, 18.0, W - 12.0);
            cv.text(&reads, cx, y + 126.0, 18.0, SOFT_INK, Align::Centre);
            for (i, step) in trap.steps.iter().enumerate() {
                let card = match trap.reads {
                    Reads::Highest => 3 + i,
                    Reads::Lowest => 3 - i,
                };
                step_cell(
                    cv,
                    card,
                    *step,
                    trap.loses,
                    x + 11.0 + i as f32 * 52.0,
                    y + 136.0,
                );
            }
            let hits = match trap.hits {
                Hits::MostTreasure => "hits-richest",
                Hits::FewestWounds => "hits-least-wounded",
                Hits::Everyone => "hits-everyone",
            };
            let hits = fit(&label(lang, hits, &[]), 18.0, W - 12.0);
            cv.text(&hits, cx, y + 244.0, 18.0, SOFT_INK, Align::Centre);
        }
        Room::Vault { gains, .. } => {
            title(cv, &room_name(lang, card), x, y);
            for (k, gain) in gains.iter().enumerate() {
                prize(cv, lang, k, gain, x, y + 108.0 + k as f32 * 30.0);
            }
        }
    }
}

/// A room's name on up to two lines under the band, each cut to fit.
fn title(cv: &mut Canvas, name: &str, x: f32, y: f32) {
    let size = 20.0;
    let max = W - 14.0;
    let lines = wrap(name, size, max);
    for (k, line) in lines.iter().take(2).enumerate() {
        let line = fit(line, size, max);
        let ly = y + 64.0 + k as f32 * 24.0;
        cv.text(&line, x + W / 2.0, ly, size, INK, Align::Centre);
    }
}

/// `text` broken into lines at most `max` pixels wide at `size` (a word too long for one
/// line stands alone; the caller cuts it).
fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line} {word}"), size) <= max => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    if lines.len() > 2 {
        let rest = lines.split_off(1).join(" ");
        lines.push(rest);
    }
    lines
}

/// A treasure room: a chest, and each chest's gold as a coin.
fn treasure(cv: &mut Canvas, chests: &[u32], x: f32, y: f32) {
    let cx = x + W / 2.0;
    chest(cv, cx, y + 104.0, 44.0);
    let n = chests.len().max(1) as f32;
    for (k, &gold) in chests.iter().enumerate() {
        let gx = cx + (k as f32 - (n - 1.0) / 2.0) * 76.0;
        coin(cv, gx, y + 204.0, 33.0, &gold.to_string());
    }
}

fn chest(cv: &mut Canvas, cx: f32, cy: f32, s: f32) {
    cv.rect(cx - s, cy - s * 0.35, 2.0 * s, s * 1.05, WOOD_DARK);
    cv.rect(
        cx - s + 4.0,
        cy - s * 0.35 + 4.0,
        2.0 * s - 8.0,
        s * 1.05 - 8.0,
        WOOD,
    );
    cv.rect(cx - s, cy - s * 0.8, 2.0 * s, s * 0.5, WOOD_DARK);
    cv.rect(
        cx - s + 4.0,
        cy - s * 0.8 + 4.0,
        2.0 * s - 8.0,
        s * 0.5 - 6.0,
        WOOD,
    );
    cv.rect(cx - s, cy - s * 0.35, 2.0 * s, 5.0, GOLD_DARK);
    cv.rect(cx - 8.0, cy - s * 0.45, 16.0, 20.0, GOLD);
    cv.circle(cx, cy - s * 0.45 + 10.0, 3.0, EDGE);
}

/// A gold coin with a number on it.
fn coin(cv: &mut Canvas, cx: f32, cy: f32, r: f32, n: &str) {
    cv.circle(cx, cy, r, GOLD_DARK);
    cv.circle(cx, cy, r - 4.0, GOLD);
    let size = (r * 1.1).round();
    cv.text(n, cx, cy + size * 0.36, size, INK, Align::Centre);
}

/// A drop of blood with a number on it: wounds.
fn drop(cv: &mut Canvas, cx: f32, cy: f32, r: f32, n: &str) {
    cv.polygon(
        &[
            (cx, cy - r * 1.7),
            (cx + r * 0.8, cy - r * 0.5),
            (cx - r * 0.8, cy - r * 0.5),
        ],
        BLOOD,
    );
    cv.circle(cx, cy, r, BLOOD);
    let size = (r * 1.1).round();
    cv.text(n, cx, cy + size * 0.38, size, WHITE, Align::Centre);
}

/// A monster's face, its colour by the monster.
fn monster(cv: &mut Canvas, id: &str, cx: f32, cy: f32, r: f32) {
    let skin: Rgb = match id {
        "snake" => [0x4c, 0x9a, 0x3a],
        "zombie" => [0x8a, 0xa0, 0x7a],
        "skeleton" => [0xe4, 0xdc, 0xc8],
        "goblin" => [0x6a, 0xb0, 0x3a],
        "cube" => [0x6a, 0xd0, 0xc8],
        "troll" => [0x8a, 0x7a, 0x6a],
        _ => [0xc8, 0x3a, 0x2a],
    };
    cv.polygon(
        &[
            (cx - r * 0.9, cy - r * 0.4),
            (cx - r * 0.75, cy - r * 1.35),
            (cx - r * 0.3, cy - r * 0.8),
        ],
        EDGE,
    );
    cv.polygon(
        &[
            (cx + r * 0.9, cy - r * 0.4),
            (cx + r * 0.75, cy - r * 1.35),
            (cx + r * 0.3, cy - r * 0.8),
        ],
        EDGE,
    );
    cv.circle(cx, cy, r + 3.0, EDGE);
    cv.circle(cx, cy, r, skin);
    for side in [-1.0, 1.0] {
        cv.circle(
            cx + side * r * 0.38,
            cy - r * 0.2,
            r * 0.22,
            [0xff, 0xee, 0x50],
        );
        cv.circle(cx + side * r * 0.38, cy - r * 0.16, r * 0.1, EDGE);
    }
    cv.rect(cx - r * 0.5, cy + r * 0.35, r, r * 0.22, EDGE);
    for k in 0..3 {
        let tx = cx - r * 0.4 + k as f32 * r * 0.32;
        cv.polygon(
            &[
                (tx, cy + r * 0.35),
                (tx + r * 0.16, cy + r * 0.35),
                (tx + r * 0.08, cy + r * 0.52),
            ],
            WHITE,
        );
    }
}

/// What a monster is beaten against at this table.
enum Versus {
    /// 3-5 players: its strength.
    Strength(u8),
    /// Two players: the lower card is hurt.
    Lowest,
    /// Solitaire: the attack card, once drawn.
    Attack(Option<u8>),
}

/// A monster's numbers: on the left what must be beaten, on the right the wounds it deals.
fn monster_numbers(cv: &mut Canvas, lang: Lang, versus: Versus, wounds: u32, x: f32, y: f32) {
    let (lx, rx) = (x + 52.0, x + 128.0);
    let (number, word) = match versus {
        Versus::Strength(s) => (Some(s.to_string()), label(lang, "strength", &[])),
        Versus::Attack(a) => (
            Some(a.map_or("?".to_string(), |a| a.to_string())),
            label(lang, "attack", &[]),
        ),
        Versus::Lowest => (None, label(lang, "lowest", &[])),
    };
    match number {
        Some(n) => {
            shield(cv, lx, y + 206.0, 28.0);
            cv.text(&n, lx, y + 218.0, 30.0, WHITE, Align::Centre);
            let word = fit(&word, 17.0, 92.0);
            cv.text(&word, lx, y + 252.0, 17.0, SOFT_INK, Align::Centre);
        }
        None => {
            for (k, line) in wrap(&word, 18.0, 90.0).iter().take(2).enumerate() {
                let line = fit(line, 18.0, 90.0);
                let ly = y + 206.0 + k as f32 * 22.0;
                cv.text(&line, lx, ly, 18.0, SOFT_INK, Align::Centre);
            }
        }
    }
    drop(cv, rx, y + 212.0, 22.0, &wounds.to_string());
    let word = fit(&label(lang, "hurts", &[]), 17.0, 84.0);
    cv.text(&word, rx, y + 252.0, 17.0, SOFT_INK, Align::Centre);
}

fn shield(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    cv.polygon(
        &[
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + r * 0.2),
            (cx, cy + r * 1.05),
            (cx - r, cy + r * 0.2),
        ],
        STEEL_DARK,
    );
}

/// One of a trap's three cases: the card it reads above, what it does below.
fn step_cell(cv: &mut Canvas, card: usize, step: Step, loses: Loses, x: f32, y: f32) {
    let w = 50.0;
    cv.rect(x, y, w, 28.0, STEEL_DARK);
    cv.text(
        &card.to_string(),
        x + w / 2.0,
        y + 22.0,
        22.0,
        WHITE,
        Align::Centre,
    );
    cv.rect(x, y + 30.0, w, 62.0, [0xe4, 0xd4, 0xae]);
    let amount = match step {
        Step::Fixed(n) => n.to_string(),
        Step::Half => "½".to_string(),
    };
    let (cx, cy) = (x + w / 2.0, y + 64.0);
    match loses {
        Loses::Treasure => coin(cv, cx, cy, 20.0, &format!("-{amount}")),
        Loses::Wounds => drop(cv, cx, cy + 4.0, 17.0, &format!("+{amount}")),
    }
}

/// A vault's prize for power card `k + 1`: the number, an icon, a word.
fn prize(cv: &mut Canvas, lang: Lang, k: usize, gain: &Gain, x: f32, y: f32) {
    cv.rect(x + 10.0, y, 26.0, 26.0, STEEL_DARK);
    let n = (k + 1).to_string();
    cv.text(&n, x + 23.0, y + 20.0, 20.0, WHITE, Align::Centre);
    let (ix, iy) = (x + 54.0, y + 13.0);
    let word = match gain {
        Gain::Item(item) => {
            item_icon(cv, *item, ix, iy, 12.0);
            label(lang, item_id(*item), &[])
        }
        Gain::Coins(c) => {
            coin(cv, ix, iy, 12.0, "");
            label(lang, "gain-coins", &[("count", c.to_string())])
        }
        Gain::Potion(p) => {
            potion(cv, ix, iy, 12.0);
            label(lang, "gain-potion", &[("count", p.to_string())])
        }
    };
    let word = fit(&word, 18.0, W - 76.0);
    cv.text(&word, x + 70.0, y + 20.0, 18.0, INK, Align::Left);
}

/// An item's short name on a vault (`raiders-pic-item-*`: "bola" rather than "bola de
/// cristal", to fit the card).
fn item_id(item: Item) -> &'static str {
    match item {
        Item::Torch => "item-torch",
        Item::CrystalBall => "item-crystal-ball",
        Item::Key => "item-key",
        Item::Sword => "item-sword",
    }
}

fn potion(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    cv.rect(cx - r * 0.3, cy - r * 1.1, r * 0.6, r * 0.8, STEEL_DARK);
    cv.circle(cx, cy + r * 0.2, r * 0.8, [0x2a, 0x1a, 0x1a]);
    cv.circle(cx, cy + r * 0.2, r * 0.65, [0xe0, 0x30, 0x50]);
}

/// An item's icon in a box of about `2r` around (cx, cy).
pub fn item_icon(cv: &mut Canvas, item: Item, cx: f32, cy: f32, r: f32) {
    match item {
        Item::Torch => {
            cv.line(
                &[(cx - r * 0.3, cy + r), (cx + r * 0.2, cy - r * 0.1)],
                r * 0.35,
                WOOD,
                false,
            );
            cv.polygon(
                &[
                    (cx + r * 0.45, cy - r * 1.1),
                    (cx + r * 0.75, cy - r * 0.2),
                    (cx + r * 0.2, cy + r * 0.05),
                    (cx - r * 0.1, cy - r * 0.4),
                ],
                FLAME,
            );
        }
        Item::CrystalBall => {
            cv.rect(cx - r * 0.7, cy + r * 0.6, r * 1.4, r * 0.4, WOOD);
            cv.circle(cx, cy - r * 0.1, r * 0.8, GLASS);
            cv.circle(cx - r * 0.25, cy - r * 0.35, r * 0.2, WHITE);
        }
        Item::Key => {
            cv.circle(cx - r * 0.55, cy, r * 0.45, GOLD);
            cv.circle(cx - r * 0.55, cy, r * 0.18, BACK);
            cv.rect(cx - r * 0.15, cy - r * 0.12, r * 1.15, r * 0.26, GOLD);
            cv.rect(cx + r * 0.55, cy, r * 0.2, r * 0.45, GOLD);
            cv.rect(cx + r * 0.8, cy, r * 0.2, r * 0.35, GOLD);
        }
        Item::Sword => {
            cv.polygon(
                &[
                    (cx + r, cy - r),
                    (cx + r * 0.8, cy - r * 0.45),
                    (cx - r * 0.2, cy + r * 0.55),
                    (cx - r * 0.55, cy + r * 0.2),
                    (cx + r * 0.45, cy - r * 0.8),
                ],
                STEEL,
            );
            cv.line(
                &[(cx - r * 0.7, cy), (cx, cy + r * 0.7)],
                r * 0.22,
                WOOD_DARK,
                false,
            );
            cv.line(
                &[(cx - r * 0.4, cy + r * 0.4), (cx - r * 0.9, cy + r * 0.9)],
                r * 0.25,
                WOOD,
                false,
            );
        }
    }
}

/// The bag a player's items are counted by.
pub fn bag(cv: &mut Canvas, cx: f32, cy: f32, r: f32) {
    cv.circle(cx, cy + r * 0.2, r, WOOD_DARK);
    cv.circle(cx, cy + r * 0.2, r - 3.0, WOOD);
    cv.polygon(
        &[
            (cx - r * 0.5, cy - r * 1.1),
            (cx + r * 0.5, cy - r * 1.1),
            (cx + r * 0.25, cy - r * 0.6),
            (cx - r * 0.25, cy - r * 0.6),
        ],
        WOOD,
    );
    cv.rect(cx - r * 0.4, cy - r * 0.75, r * 0.8, r * 0.18, GOLD_DARK);
}

/// A small card put down in this room: a power card's number, a key or sword (counting 5),
/// or, for `None`, the back of a sealed card.
pub fn mini(cv: &mut Canvas, play: Option<Play>, x: f32, y: f32) {
    let (w, h) = (60.0, 80.0);
    cv.rect(x, y, w, h, EDGE);
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    match play {
        None => {
            cv.rect(x + 3.0, y + 3.0, w - 6.0, h - 6.0, BACK);
            diamond(cv, cx, cy, 14.0, BACK_MARK);
            cv.text("?", cx, cy + 9.0, 26.0, [0xd8, 0xc8, 0x8a], Align::Centre);
        }
        Some(p) => {
            cv.rect(x + 3.0, y + 3.0, w - 6.0, h - 6.0, PAPER);
            let item = match p {
                Play::Power(_) => None,
                Play::Key => Some(Item::Key),
                Play::Sword => Some(Item::Sword),
                Play::CrystalBall => Some(Item::CrystalBall),
            };
            match (item, p.value()) {
                (None, Some(v)) => {
                    cv.text(&v.to_string(), cx, cy + 17.0, 48.0, INK, Align::Centre);
                }
                (Some(i), value) => {
                    item_icon(cv, i, cx, cy - 10.0, 16.0);
                    if let Some(v) = value {
                        cv.text(&v.to_string(), cx, y + h - 8.0, 24.0, INK, Align::Centre);
                    }
                }
                (None, None) => {}
            }
        }
    }
}

/// The place for the card a player has not put down yet.
pub fn mini_empty(cv: &mut Canvas, x: f32, y: f32) {
    let (w, h) = (60.0, 80.0);
    cv.line(
        &[(x, y), (x + w, y), (x + w, y + h), (x, y + h)],
        3.0,
        [0x55, 0x51, 0x5c],
        true,
    );
}
