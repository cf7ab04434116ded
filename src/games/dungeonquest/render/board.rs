//! The board as emoji: one 3x3 block per space (or one glyph in compact mode), heroes and
//! monster tokens on it, and a legend of what is shown.

use super::{dir_word, names, tr};
use crate::games::dungeonquest::engine::board::{
    Cell, Dir, Pos, COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER,
};
use crate::games::dungeonquest::engine::content::{content, ChamberKind, SideKind};
use crate::games::dungeonquest::engine::View;

const UNEXPLORED: char = '⬛';
const WALL: char = '🟫';
const FLOOR: char = '⬜';
const DOOR: char = '🚪';
const PORTCULLIS: char = '🥅';
const TOWER: char = '🏰';
const DRAGON: char = '🐉';
const HOARD: char = '💰';
const MARKER: char = '🔽';

fn side_glyph(s: SideKind) -> char {
    match s {
        SideKind::Open => FLOOR,
        SideKind::Wall => WALL,
        SideKind::Door => DOOR,
        SideKind::Portcullis => PORTCULLIS,
    }
}

fn kind_glyph(k: ChamberKind) -> char {
    content().kind(k).glyph.chars().next().unwrap_or('?')
}

fn centre_glyph(cell: &Cell, p: Pos) -> char {
    match cell {
        Cell::Unexplored => UNEXPLORED,
        Cell::Tower(_) => TOWER,
        Cell::Treasure => {
            if p == TREASURE_UPPER {
                DRAGON
            } else {
                HOARD
            }
        }
        Cell::Chamber(ch) => kind_glyph(ch.kind),
    }
}

/// The 3x3 block of one space, without heroes.
fn block(v: &View, p: Pos) -> [[char; 3]; 3] {
    let cell = v.board.cell(p);
    if matches!(cell, Cell::Unexplored) {
        return [[UNEXPLORED; 3]; 3];
    }
    let mut b = [[WALL; 3]; 3];
    let side = |d: Dir| {
        if matches!(cell, Cell::Treasure)
            && ((p == TREASURE_UPPER && d == Dir::Down) || (p == TREASURE_LOWER && d == Dir::Up))
        {
            return FLOOR;
        }
        v.board.side(p, d).map_or(WALL, side_glyph)
    };
    b[0][1] = side(Dir::Up);
    b[1][2] = side(Dir::Right);
    b[2][1] = side(Dir::Down);
    b[1][0] = side(Dir::Left);
    b[1][1] = centre_glyph(cell, p);
    if let Cell::Chamber(ch) = cell {
        if ch.marker {
            b[0][0] = MARKER;
        }
    }
    b
}

fn edge_cell(d: Dir) -> (usize, usize) {
    match d {
        Dir::Up => (0, 1),
        Dir::Right => (1, 2),
        Dir::Down => (2, 1),
        Dir::Left => (1, 0),
    }
}

/// The board with heroes: rows of glyphs, 3 per space (or 1 in compact mode).
fn grid(v: &View, compact: bool) -> Vec<Vec<char>> {
    let k = if compact { 1 } else { 3 };
    let mut g = vec![vec![UNEXPLORED; COLS as usize * k]; ROWS as usize * k];
    for row in 0..ROWS {
        for col in 0..COLS {
            let p = Pos::new(col, row);
            if compact {
                g[row as usize][col as usize] = centre_glyph(v.board.cell(p), p);
            } else {
                let b = block(v, p);
                for (r, line) in b.iter().enumerate() {
                    for (c, &ch) in line.iter().enumerate() {
                        g[row as usize * 3 + r][col as usize * 3 + c] = ch;
                    }
                }
            }
        }
    }
    // Monster tokens: the top-right corner of their space (the centre in compact mode); more
    // than one in a space (Multiple Monsters in a Chamber) take its other corners in turn, and
    // the legend names each of them.
    let mut seen: Vec<Pos> = Vec::new();
    for &(p, m) in &v.tokens {
        let glyph = content().monster(m).glyph.chars().next().unwrap_or('?');
        let k = seen.iter().filter(|&&q| q == p).count();
        seen.push(p);
        if compact {
            g[p.row as usize][p.col as usize] = glyph;
        } else {
            let (r, c) = [(0, 2), (0, 0), (2, 2), (2, 0)][k.min(3)];
            g[p.row as usize * 3 + r][p.col as usize * 3 + c] = glyph;
        }
    }
    // Heroes: the centre of their space; on a Bridge or Chasm, the edge of their side; in the
    // Treasure Chamber, the free cells of both halves.
    let treasure_cells: [(Pos, (usize, usize)); 6] = [
        (TREASURE_UPPER, (1, 1)),
        (TREASURE_LOWER, (1, 1)),
        (TREASURE_UPPER, (0, 0)),
        (TREASURE_UPPER, (0, 2)),
        (TREASURE_LOWER, (2, 0)),
        (TREASURE_LOWER, (2, 2)),
    ];
    let mut in_treasure = 0;
    for s in &v.seats {
        let h = &s.hero;
        if !h.in_dungeon() {
            continue;
        }
        let glyph = h.def().glyph.chars().next().unwrap_or('?');
        let (p, (r, c)) = if let Some(u) = &h.underground {
            // Underground: at his travel marker's edge, on the side it points to (the
            // compact view has no room for it; the legend says where he is).
            if compact {
                continue;
            }
            (u.start, edge_cell(u.dir))
        } else if v.board.is_treasure(h.pos) {
            let cell = treasure_cells[in_treasure.min(5)];
            in_treasure += 1;
            cell
        } else {
            let spot = match (v.board.chamber(h.pos), h.entered_via) {
                (Some(ch), Some(via))
                    if matches!(ch.kind, ChamberKind::Bridge | ChamberKind::Chasm) =>
                {
                    edge_cell(via)
                }
                _ => (1, 1),
            };
            (h.pos, spot)
        };
        if compact {
            g[p.row as usize][p.col as usize] = glyph;
        } else {
            g[p.row as usize * 3 + r][p.col as usize * 3 + c] = glyph;
        }
    }
    g
}

/// The board as emoji: a header, the grid (each row of spaces numbered at its right end, where
/// no alignment is needed) and a legend of what is on it, with where.
pub fn board(v: &View, compact: bool) -> String {
    let g = grid(v, compact);
    let mut out = board_header(v);
    out.push('\n');
    let k = if compact { 1 } else { 3 };
    for (i, line) in g.iter().enumerate() {
        out.extend(line.iter());
        if i % k == k / 2 {
            out.push_str(&format!(" {}", i / k + 1));
        }
        out.push('\n');
    }
    out.push_str(&legend(v, &g, compact));
    out
}

/// Spaces by their labels (`B1 D4`), at most `max` of them, then `…`.
fn labels(ps: impl Iterator<Item = Pos>, max: usize) -> String {
    let all: Vec<String> = ps.map(Pos::label).collect();
    let mut out = all.iter().take(max).cloned().collect::<Vec<_>>().join(" ");
    if all.len() > max {
        out.push_str(" …");
    }
    out
}

/// The board's first line: the sun and the Dragon's odds (the caption of a board shown as a
/// picture alone).
pub fn board_header(v: &View) -> String {
    tr(
        "board-header",
        &[
            ("sun", v.sun.to_string()),
            ("limit", v.settings.sun_limit.to_string()),
            ("dragon", v.dragon_chance.to_string()),
        ],
    )
}

fn legend(v: &View, g: &[Vec<char>], compact: bool) -> String {
    let c = content();
    let used: std::collections::BTreeSet<char> = g.iter().flatten().copied().collect();
    let mut items: Vec<String> = vec![tr("legend-coordinates", &[])];
    for s in &v.seats {
        let h = &s.hero;
        match &h.underground {
            Some(u) if h.in_dungeon() => items.push(tr(
                "status-legend-underground",
                &[
                    ("glyph", h.def().glyph.clone()),
                    ("hero", names::hero_short(h.id)),
                    ("pos", u.start.label()),
                    ("dir", dir_word(u.dir)),
                ],
            )),
            _ if h.in_dungeon() => {
                let mut item = format!(
                    "{} {} {}",
                    h.def().glyph,
                    names::hero_short(h.id),
                    h.pos.label()
                );
                // The compact board shows the hero, not the chamber he stands in.
                if let (true, Some(ch)) = (compact, v.board.chamber(h.pos)) {
                    item.push_str(&format!(" ({})", tr(kind_legend(ch.kind), &[])));
                }
                items.push(item)
            }
            _ => {}
        }
    }
    for (i, m) in c.monsters.iter().enumerate() {
        let ch = m.glyph.chars().next().unwrap_or('?');
        // Every token on the board, drawn or not (a hero or another monster may cover it).
        if v.tokens.iter().any(|(_, t)| *t as usize == i) {
            let at = v
                .tokens
                .iter()
                .filter(|(_, t)| *t as usize == i)
                .map(|(p, _)| *p);
            items.push(format!(
                "{ch} {} {}",
                names::monster(i as u8),
                labels(at, 8)
            ));
        }
    }
    // The ways down (a compact board has no room to draw them).
    let markers: Vec<Pos> = (0..ROWS)
        .flat_map(|row| (0..COLS).map(move |col| Pos::new(col, row)))
        .filter(|p| v.board.chamber(*p).is_some_and(|ch| ch.marker))
        .collect();
    if !markers.is_empty() {
        items.push(format!(
            "{MARKER} {} {}",
            tr("legend-way-down", &[]),
            labels(markers.into_iter(), 8)
        ));
    }
    let fixed = [
        (TOWER, "legend-tower"),
        (DRAGON, "legend-dragon"),
        (HOARD, "legend-hoard"),
        (DOOR, "legend-door"),
        (PORTCULLIS, "legend-portcullis"),
    ];
    for (ch, id) in fixed {
        if used.contains(&ch) {
            items.push(format!("{ch} {}", tr(id, &[])));
        }
    }
    for (k, def) in &c.kinds {
        let ch = kind_glyph(*k);
        if used.contains(&ch) {
            let _ = def;
            items.push(format!("{ch} {}", tr(kind_legend(*k), &[])));
        }
    }
    items.join(" · ")
}

/// A chamber kind's short name in the legend.
fn kind_legend(k: ChamberKind) -> &'static str {
    match k {
        ChamberKind::DungeonRoom => "legend-dungeon-room",
        ChamberKind::Corridor => "legend-corridor",
        ChamberKind::Portcullis => "legend-portcullis-room",
        ChamberKind::CatacombEntrance => "legend-catacomb-entrance",
        ChamberKind::RotatingRoom => "legend-rotating-room",
        ChamberKind::TrapRoom => "legend-trap-room",
        ChamberKind::Bridge => "legend-bridge",
        ChamberKind::Darkness => "legend-darkness",
        ChamberKind::CaveIn => "legend-cave-in",
        ChamberKind::BottomlessPit => "legend-bottomless-pit",
        ChamberKind::Chasm => "legend-chasm",
        ChamberKind::SpiderWeb => "legend-spider-web",
    }
}
