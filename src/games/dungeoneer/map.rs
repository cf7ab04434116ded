//! The map: cards on an unbounded square grid (G7-G12). A card fills one cell, lies at 0° or
//! 180°, and has one exit per side. Pure geometry: no dice, no heroes.

use super::content::{set, Exit, FeatureKind, MapId};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// A cell of the grid: `x` grows east, `y` grows north. The Entrance lies at (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub x: i16,
    pub y: i16,
}

impl Cell {
    pub const ORIGIN: Cell = Cell { x: 0, y: 0 };
    pub fn step(self, side: Side) -> Cell {
        let (dx, dy) = match side {
            Side::N => (0, 1),
            Side::E => (1, 0),
            Side::S => (0, -1),
            Side::W => (-1, 0),
        };
        Cell {
            x: self.x + dx,
            y: self.y + dy,
        }
    }
}

/// A side of a cell (and of a card as it lies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    N,
    E,
    S,
    W,
}

pub const SIDES: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

impl Side {
    pub fn opposite(self) -> Side {
        match self {
            Side::N => Side::S,
            Side::E => Side::W,
            Side::S => Side::N,
            Side::W => Side::E,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A card on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: MapId,
    pub cell: Cell,
    /// Lies at 180°: its printed north faces south, its east faces west.
    pub turned: bool,
}

impl Placed {
    /// The exit this card shows on `side` as it lies.
    pub fn exit(&self, side: Side) -> Exit {
        let printed = if self.turned { side.opposite() } else { side };
        set().map(self.card).exits.all()[printed.index()]
    }
}

/// Where a card may go: a cell and a way to lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Spot {
    pub cell: Cell,
    pub turned: bool,
}

/// The placed cards, in the order they were placed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Map {
    pub placed: Vec<Placed>,
}

impl Map {
    /// The card at `cell`.
    pub fn at(&self, cell: Cell) -> Option<&Placed> {
        self.placed.iter().find(|p| p.cell == cell)
    }
    /// Where `card` lies.
    pub fn cell_of(&self, card: MapId) -> Option<Cell> {
        self.placed.iter().find(|p| p.card == card).map(|p| p.cell)
    }
    pub fn len(&self) -> usize {
        self.placed.len()
    }
    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    pub fn place(&mut self, card: MapId, spot: Spot) {
        self.placed.push(Placed {
            card,
            cell: spot.cell,
            turned: spot.turned,
        });
    }

    /// Whether an opening joins `cell` to its neighbour on `side` (G9): both cards there,
    /// neither facing exit a Wall.
    pub fn opening(&self, cell: Cell, side: Side) -> bool {
        match (self.at(cell), self.at(cell.step(side))) {
            (Some(a), Some(b)) => !a.exit(side).is_wall() && !b.exit(side.opposite()).is_wall(),
            _ => false,
        }
    }

    /// Every cell a chain of openings joins to `from` (not through Sewers or the Portal).
    pub fn joined(&self, from: Cell) -> BTreeSet<Cell> {
        let mut seen = BTreeSet::new();
        if self.at(from).is_none() {
            return seen;
        }
        let mut todo = VecDeque::from([from]);
        seen.insert(from);
        while let Some(c) = todo.pop_front() {
            for side in SIDES {
                let n = c.step(side);
                if !seen.contains(&n) && self.opening(c, side) {
                    seen.insert(n);
                    todo.push_back(n);
                }
            }
        }
        seen
    }

    /// The fewest moves through openings from the Entrance to every joined cell.
    pub fn distances(&self) -> BTreeMap<Cell, u32> {
        let mut dist = BTreeMap::new();
        if self.at(Cell::ORIGIN).is_none() {
            return dist;
        }
        dist.insert(Cell::ORIGIN, 0);
        let mut todo = VecDeque::from([Cell::ORIGIN]);
        while let Some(c) = todo.pop_front() {
            let d = dist[&c];
            for side in SIDES {
                let n = c.step(side);
                if !dist.contains_key(&n) && self.opening(c, side) {
                    dist.insert(n, d + 1);
                    todo.push_back(n);
                }
            }
        }
        dist
    }

    /// Cards no chain of openings joins to the Entrance (G9).
    pub fn stranded(&self) -> Vec<Cell> {
        let joined = self.joined(Cell::ORIGIN);
        self.placed
            .iter()
            .map(|p| p.cell)
            .filter(|c| !joined.contains(c))
            .collect()
    }

    /// The open slots (G9): empty cells beside a card whose facing exit is not a Wall.
    pub fn open_slots(&self) -> BTreeSet<Cell> {
        let mut slots = BTreeSet::new();
        for p in &self.placed {
            for side in SIDES {
                let n = p.cell.step(side);
                if self.at(n).is_none() && !p.exit(side).is_wall() {
                    slots.insert(n);
                }
            }
        }
        slots
    }

    /// Whether `card` may lie at `spot` (G10): an empty cell, an opening to a card that is not
    /// stranded, and, while `more` cards are still to come, the map left with an open slot.
    pub fn fits(&self, card: MapId, spot: Spot, more: bool) -> bool {
        self.fits_with(
            card,
            spot,
            more,
            &self.joined(Cell::ORIGIN),
            &self.open_slots(),
        )
    }

    /// `fits`, with the cards joined to the Entrance and the open slots worked out once.
    fn fits_with(
        &self,
        card: MapId,
        spot: Spot,
        more: bool,
        joined: &BTreeSet<Cell>,
        slots: &BTreeSet<Cell>,
    ) -> bool {
        if self.at(spot.cell).is_some() {
            return false;
        }
        let new = Placed {
            card,
            cell: spot.cell,
            turned: spot.turned,
        };
        let opens = SIDES.iter().any(|&side| {
            let n = spot.cell.step(side);
            joined.contains(&n)
                && !new.exit(side).is_wall()
                && self
                    .at(n)
                    .is_some_and(|b| !b.exit(side.opposite()).is_wall())
        });
        if !opens {
            return false;
        }
        // Every other open slot stays one; the new card adds those its exits face.
        let closes = slots.iter().all(|&c| c == spot.cell)
            && !SIDES
                .iter()
                .any(|&side| self.at(spot.cell.step(side)).is_none() && !new.exit(side).is_wall());
        !(more && closes)
    }

    /// Every spot `card` may take, in a stable order (cells west to east, south to north; 0°
    /// before 180°): the order Build letters them in.
    pub fn spots(&self, card: MapId, more: bool) -> Vec<Spot> {
        let joined = self.joined(Cell::ORIGIN);
        let slots = self.open_slots();
        let mut cells = BTreeSet::new();
        for &c in &joined {
            for side in SIDES {
                let n = c.step(side);
                if self.at(n).is_none() {
                    cells.insert(n);
                }
            }
        }
        let mut spots = Vec::new();
        for cell in cells {
            for turned in [false, true] {
                let spot = Spot { cell, turned };
                if self.fits_with(card, spot, more, &joined, &slots) {
                    spots.push(spot);
                }
            }
        }
        spots
    }

    /// Where a shifted card may go (G12): a spot where it could be placed anew, judged without
    /// it, leaving nothing stranded behind. `within`: at most this many cells (side steps) away.
    pub fn shift_spots(&self, from: Cell, within: u8, more: bool) -> Vec<Spot> {
        let Some(moving) = self.at(from).copied() else {
            return Vec::new();
        };
        if from == Cell::ORIGIN {
            return Vec::new();
        }
        let mut without = self.clone();
        without.placed.retain(|p| p.cell != from);
        if !without.stranded().is_empty() {
            return Vec::new();
        }
        without
            .spots(moving.card, more)
            .into_iter()
            .filter(|s| s.cell != from)
            .filter(|s| {
                let d = (s.cell.x - from.x).unsigned_abs() + (s.cell.y - from.y).unsigned_abs();
                d <= u16::from(within)
            })
            .collect()
    }

    /// Moves the card at `from` to `to` (G12), keeping its place in the placing order.
    pub fn shift(&mut self, from: Cell, to: Spot) {
        if let Some(p) = self.placed.iter_mut().find(|p| p.cell == from) {
            p.cell = to.cell;
            p.turned = to.turned;
        }
    }

    /// The Sewer a Sewer at `cell` leads to (G16): Sewers pair in the order placed.
    pub fn sewer_pair(&self, cell: Cell) -> Option<Cell> {
        let sewers: Vec<Cell> = self
            .placed
            .iter()
            .filter(|p| set().map(p.card).feature.kind() == Some(FeatureKind::Sewer))
            .map(|p| p.cell)
            .collect();
        let i = sewers.iter().position(|&c| c == cell)?;
        let j = i ^ 1;
        sewers.get(j).copied()
    }

    /// Where a jump from `cell` leads (G16): a Sewer's pair; the Portal and the Entrance
    /// lead to each other.
    pub fn jump(&self, cell: Cell) -> Option<Cell> {
        let here = self.at(cell)?;
        match set().map(here.card).feature.kind() {
            Some(FeatureKind::Sewer) => self.sewer_pair(cell),
            Some(FeatureKind::Portal) => Some(Cell::ORIGIN),
            _ if cell == Cell::ORIGIN => self
                .placed
                .iter()
                .find(|p| set().map(p.card).feature.kind() == Some(FeatureKind::Portal))
                .map(|p| p.cell),
            _ => None,
        }
    }

    /// The smallest box holding every card and open slot: (west, south, east, north).
    pub fn bounds(&self) -> (i16, i16, i16, i16) {
        let cells = self
            .placed
            .iter()
            .map(|p| p.cell)
            .chain(self.open_slots())
            .collect::<Vec<_>>();
        let w = cells.iter().map(|c| c.x).min().unwrap_or(0);
        let e = cells.iter().map(|c| c.x).max().unwrap_or(0);
        let s = cells.iter().map(|c| c.y).min().unwrap_or(0);
        let n = cells.iter().map(|c| c.y).max().unwrap_or(0);
        (w, s, e, n)
    }
}

/// The letter naming the `i`th choice (A..Z, then AA, AB...).
pub fn letter(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("{}{}", letter(i / 26 - 1), letter(i % 26))
    }
}

/// The choice a letter names, whatever its case.
pub fn from_letter(s: &str) -> Option<usize> {
    let s = s.trim().to_ascii_uppercase();
    if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let b = s.as_bytes();
    Some(if b.len() == 1 {
        usize::from(b[0] - b'A')
    } else {
        (usize::from(b[0] - b'A') + 1) * 26 + usize::from(b[1] - b'A')
    })
}
