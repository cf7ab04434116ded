//! The board: 13 x 10 spaces, four Tower Rooms, the two-space Treasure Chamber, and the
//! chambers placed as heroes explore (RULINGS R1, R9).

use super::content::{content, ChamberKind, Feature, Rel, SideKind, TileId};
use serde::{Deserialize, Serialize};

pub const COLS: i8 = 13;
pub const ROWS: i8 = 10;

/// A direction on the board, and the side of a space that faces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn opposite(self) -> Dir {
        Dir::ALL[(self.index() + 2) % 4]
    }
    /// Quarter turn clockwise.
    pub fn cw(self) -> Dir {
        Dir::ALL[(self.index() + 1) % 4]
    }
    /// Quarter turn counter-clockwise.
    pub fn ccw(self) -> Dir {
        Dir::ALL[(self.index() + 3) % 4]
    }
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::Up => (0, -1),
            Dir::Right => (1, 0),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
        }
    }
    pub fn word(self) -> &'static str {
        match self {
            Dir::Up => "UP",
            Dir::Right => "RIGHT",
            Dir::Down => "DOWN",
            Dir::Left => "LEFT",
        }
    }
}

/// A space: column 0..13 from the left, row 0..10 from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub col: i8,
    pub row: i8,
}

impl Pos {
    pub const fn new(col: i8, row: i8) -> Pos {
        Pos { col, row }
    }
    pub fn on_board(self) -> bool {
        (0..COLS).contains(&self.col) && (0..ROWS).contains(&self.row)
    }
    pub fn step(self, d: Dir) -> Pos {
        let (dc, dr) = d.delta();
        Pos::new(self.col + dc, self.row + dr)
    }
    pub fn index(self) -> usize {
        self.row as usize * COLS as usize + self.col as usize
    }
    /// The Treasure Chamber's two halves count as one space: both map to the upper half.
    pub fn space(self) -> Pos {
        if self == TREASURE_LOWER {
            TREASURE_UPPER
        } else {
            self
        }
    }
    /// Human coordinates, as on a chess board: column letter A..M, row 1..10.
    pub fn label(self) -> String {
        format!("{}{}", (b'A' + self.col as u8) as char, self.row + 1)
    }
    /// A label back to a space ("B3", "m10"); None if it is not on the board.
    pub fn parse_label(s: &str) -> Option<Pos> {
        let s = s.trim().to_ascii_uppercase();
        let mut chars = s.chars();
        let col = chars.next()?;
        if !col.is_ascii_uppercase() {
            return None;
        }
        let row: i8 = chars.as_str().parse().ok()?;
        let p = Pos::new(col as i8 - b'A' as i8, row - 1);
        p.on_board().then_some(p)
    }
}

pub const TREASURE_UPPER: Pos = Pos::new(6, 4);
pub const TREASURE_LOWER: Pos = Pos::new(6, 5);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Corner {
    NW,
    NE,
    SE,
    SW,
}

impl Corner {
    /// The order unpicked seats are given towers in (RULINGS R4).
    pub const ALL: [Corner; 4] = [Corner::NW, Corner::NE, Corner::SE, Corner::SW];
    pub fn pos(self) -> Pos {
        match self {
            Corner::NW => Pos::new(0, 0),
            Corner::NE => Pos::new(COLS - 1, 0),
            Corner::SE => Pos::new(COLS - 1, ROWS - 1),
            Corner::SW => Pos::new(0, ROWS - 1),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Corner::NW => "NW",
            Corner::NE => "NE",
            Corner::SE => "SE",
            Corner::SW => "SW",
        }
    }
    pub fn parse(s: &str) -> Option<Corner> {
        match s.trim().to_ascii_uppercase().as_str() {
            "NW" => Some(Corner::NW),
            "NE" => Some(Corner::NE),
            "SE" => Some(Corner::SE),
            "SW" => Some(Corner::SW),
            _ => None,
        }
    }
}

/// A placed chamber tile, turned to its place: `sides` are indexed by board direction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chamber {
    pub tile: TileId,
    pub kind: ChamberKind,
    /// The board side the entry arrow points from.
    pub entry: Dir,
    pub sides: [SideKind; 4],
    pub search: bool,
    /// Bridge or rubble: the two ends it joins.
    pub span: Option<[Dir; 2]>,
    /// Chasm: the two sides on one side of the fissure; the other two are the other side.
    pub fissure: Option<[Dir; 2]>,
    /// Chamber of Darkness: d6 face (1..=6, index 0..6) to the side you leave by.
    pub darkness: Option<[Dir; 6]>,
    /// A catacomb entrance marker lies here (from a Passage Down).
    pub marker: bool,
}

impl Chamber {
    /// Turn tile `tile` so that its entry side is the board side `entry`.
    pub fn place(tile: TileId, entry: Dir) -> Chamber {
        let t = content().tile(tile);
        // Facing into the chamber: ahead is opposite the entry side.
        let ahead = entry.opposite();
        let abs = |r: Rel| match r {
            Rel::Entry => entry,
            Rel::Ahead => ahead,
            Rel::Left => ahead.ccw(),
            Rel::Right => ahead.cw(),
        };
        let mut sides = [SideKind::Open; 4];
        for r in [Rel::Entry, Rel::Left, Rel::Right, Rel::Ahead] {
            sides[abs(r).index()] = t.side(r);
        }
        let (span, fissure) = match t.feature {
            Feature::None => (None, None),
            Feature::Span => (Some([entry, ahead]), None),
            Feature::FissureLeft => (None, Some([entry, abs(Rel::Left)])),
            Feature::FissureRight => (None, Some([entry, abs(Rel::Right)])),
        };
        Chamber {
            tile,
            kind: t.kind,
            entry,
            sides,
            search: content().kind(t.kind).search,
            span,
            fissure,
            darkness: t.darkness.map(|tab| tab.map(abs)),
            marker: false,
        }
    }

    /// The Rotating Room's half turn.
    pub fn rotate_half(&mut self) {
        let old = self.sides;
        for d in Dir::ALL {
            self.sides[d.index()] = old[d.opposite().index()];
        }
        self.entry = self.entry.opposite();
        self.span = self.span.map(|s| s.map(Dir::opposite));
        self.fissure = self.fissure.map(|s| s.map(Dir::opposite));
        self.darkness = self.darkness.map(|s| s.map(Dir::opposite));
    }

    pub fn side(&self, d: Dir) -> SideKind {
        self.sides[d.index()]
    }

    /// On a Chasm, the sides a hero who came in through `via` may use.
    pub fn same_side_of_fissure(&self, via: Dir, d: Dir) -> bool {
        match self.fissure {
            Some(half) => half.contains(&via) == half.contains(&d),
            None => true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Unexplored,
    Tower(Corner),
    Treasure,
    Chamber(Chamber),
}

/// The 130 spaces. Shared between copies of a game (views, the state before an action)
/// until one of them places or turns a chamber: copying a game does not copy its board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    cells: std::sync::Arc<Vec<Cell>>,
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}

impl Board {
    pub fn new() -> Board {
        let mut cells = vec![Cell::Unexplored; (COLS as usize) * (ROWS as usize)];
        for c in Corner::ALL {
            cells[c.pos().index()] = Cell::Tower(c);
        }
        cells[TREASURE_UPPER.index()] = Cell::Treasure;
        cells[TREASURE_LOWER.index()] = Cell::Treasure;
        Board {
            cells: std::sync::Arc::new(cells),
        }
    }

    /// Whether `other` is this very board, unchanged since one was copied from the other
    /// (a quick test: boards with equal spaces built apart are not the same).
    pub fn same(&self, other: &Board) -> bool {
        std::sync::Arc::ptr_eq(&self.cells, &other.cells)
    }

    pub fn cell(&self, p: Pos) -> &Cell {
        &self.cells[p.index()]
    }

    pub fn chamber(&self, p: Pos) -> Option<&Chamber> {
        match self.cell(p) {
            Cell::Chamber(c) => Some(c),
            _ => None,
        }
    }

    pub fn chamber_mut(&mut self, p: Pos) -> Option<&mut Chamber> {
        match &mut std::sync::Arc::make_mut(&mut self.cells)[p.index()] {
            Cell::Chamber(c) => Some(c),
            _ => None,
        }
    }

    pub fn set(&mut self, p: Pos, c: Chamber) {
        std::sync::Arc::make_mut(&mut self.cells)[p.index()] = Cell::Chamber(c);
    }

    pub fn is_treasure(&self, p: Pos) -> bool {
        matches!(self.cell(p), Cell::Treasure)
    }

    /// What stands on side `d` of space `p`. Towers are open on their two inner sides,
    /// the Treasure Chamber on every outer side; unexplored spaces have no sides yet.
    pub fn side(&self, p: Pos, d: Dir) -> Option<SideKind> {
        match self.cell(p) {
            Cell::Unexplored => None,
            Cell::Chamber(c) => Some(c.side(d)),
            Cell::Treasure => Some(SideKind::Open),
            Cell::Tower(_) => {
                let n = p.step(d);
                Some(if n.on_board() {
                    SideKind::Open
                } else {
                    SideKind::Wall
                })
            }
        }
    }

    /// Where leaving space `p` by direction `d` leads. From the Treasure Chamber, `p` must be
    /// the half the hero leaves from; up and down always leave from the matching half.
    pub fn exit_from(&self, p: Pos, d: Dir) -> Pos {
        if self.is_treasure(p) {
            match d {
                Dir::Up => TREASURE_UPPER.step(d),
                Dir::Down => TREASURE_LOWER.step(d),
                _ => p.step(d),
            }
        } else {
            p.step(d)
        }
    }

    pub fn cells(&self) -> impl Iterator<Item = (Pos, &Cell)> {
        self.cells.iter().enumerate().map(|(i, c)| {
            (
                Pos::new((i % COLS as usize) as i8, (i / COLS as usize) as i8),
                c,
            )
        })
    }

    pub fn explored_count(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Cell::Chamber(_)))
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_is_turned_so_its_entry_faces_the_hero() {
        let c = content();
        // The first "left wall" Dungeon Room.
        let tile = c
            .tiles
            .iter()
            .position(|t| {
                t.kind == ChamberKind::DungeonRoom
                    && t.left == SideKind::Wall
                    && t.right == SideKind::Open
                    && t.ahead == SideKind::Open
            })
            .unwrap() as TileId;
        // The hero moves UP into the space, so the entry side is DOWN and his left is LEFT.
        let ch = Chamber::place(tile, Dir::Down);
        assert_eq!(ch.side(Dir::Down), SideKind::Open);
        assert_eq!(ch.side(Dir::Left), SideKind::Wall);
        assert_eq!(ch.side(Dir::Right), SideKind::Open);
        assert_eq!(ch.side(Dir::Up), SideKind::Open);
        // Moving RIGHT into it: entry LEFT, facing RIGHT, his left is UP.
        let ch = Chamber::place(tile, Dir::Left);
        assert_eq!(ch.side(Dir::Up), SideKind::Wall);
        assert_eq!(ch.side(Dir::Down), SideKind::Open);
    }

    #[test]
    fn the_rotating_room_turns_its_only_opening_away() {
        let c = content();
        let tile = c
            .tiles
            .iter()
            .position(|t| t.kind == ChamberKind::RotatingRoom)
            .unwrap() as TileId;
        let mut ch = Chamber::place(tile, Dir::Down);
        assert_eq!(ch.side(Dir::Down), SideKind::Open);
        ch.rotate_half();
        assert_eq!(ch.side(Dir::Down), SideKind::Wall);
        assert_eq!(ch.side(Dir::Up), SideKind::Open);
    }

    #[test]
    fn board_has_124_spaces_for_chambers() {
        let b = Board::new();
        let free = b
            .cells()
            .filter(|(_, c)| matches!(c, Cell::Unexplored))
            .count();
        assert_eq!(free, 124);
        assert_eq!(b.side(Corner::NW.pos(), Dir::Up), Some(SideKind::Wall));
        assert_eq!(b.side(Corner::NW.pos(), Dir::Right), Some(SideKind::Open));
        assert_eq!(b.exit_from(TREASURE_UPPER, Dir::Down), Pos::new(6, 6));
    }
}
