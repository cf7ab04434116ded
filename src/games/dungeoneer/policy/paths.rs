//! Paths over the map for the computer player (G44): a small grid of the placed cards, the
//! fewest moves through openings (and Sewer or Portal jumps) from its cell, the places its
//! quests are done, and where a drawn map card shortens its way there.

use super::super::content::{set, MapId, MapKind, QuestId, QuestType};
use super::super::map::{Cell, Map, Placed, Side, Spot, SIDES};
use super::super::state::Seat;
use super::super::view::View;
use std::sync::OnceLock;

/// Half the grid's width: 22 cards never reach further than 21 cells from the Entrance.
const R: i16 = 24;
const W: usize = (2 * R + 1) as usize;
pub const FAR: u16 = u16::MAX;

/// The placed cards, indexed by cell.
pub struct Grid {
    slot: Vec<u8>,
    pub cells: Vec<Cell>,
    cards: Vec<MapId>,
    /// Walls as each card lies: n, e, s, w.
    walls: Vec<[bool; 4]>,
    jump: Vec<Option<usize>>,
}

fn at(c: Cell) -> Option<usize> {
    if c.x.abs() > R || c.y.abs() > R {
        return None;
    }
    Some((c.y + R) as usize * W + (c.x + R) as usize)
}

impl Grid {
    pub fn new(map: &Map, extra: Option<Placed>) -> Grid {
        let mut g = Grid {
            slot: vec![u8::MAX; W * W],
            cells: Vec::new(),
            cards: Vec::new(),
            walls: Vec::new(),
            jump: Vec::new(),
        };
        for p in map.placed.iter().chain(extra.iter()) {
            let Some(i) = at(p.cell) else { continue };
            g.slot[i] = g.cells.len() as u8;
            g.cells.push(p.cell);
            g.cards.push(p.card);
            g.walls.push(SIDES.map(|s| p.exit(s).is_wall()));
        }
        let mut m = map.clone();
        m.placed.extend(extra);
        g.jump = g
            .cells
            .iter()
            .map(|&c| m.jump(c).and_then(|t| g.index(t)))
            .collect();
        g
    }
    pub fn index(&self, c: Cell) -> Option<usize> {
        at(c)
            .map(|i| self.slot[i])
            .filter(|&s| s != u8::MAX)
            .map(usize::from)
    }
    pub fn card(&self, i: usize) -> MapId {
        self.cards[i]
    }
    fn open(&self, i: usize, side: Side) -> Option<usize> {
        let j = self.index(self.cells[i].step(side))?;
        (!self.walls[i][side.index()] && !self.walls[j][side.opposite().index()]).then_some(j)
    }
    /// Fewest moves from `from` to every card (`FAR`: none), and the first step there (a side,
    /// or `None` for a jump).
    pub fn bfs(&self, from: Cell, jumps: bool) -> (Vec<u16>, Vec<Option<Option<Side>>>) {
        let n = self.cells.len();
        let mut dist = vec![FAR; n];
        let mut first: Vec<Option<Option<Side>>> = vec![None; n];
        let Some(s) = self.index(from) else {
            return (dist, first);
        };
        dist[s] = 0;
        let mut todo = std::collections::VecDeque::from([s]);
        while let Some(i) = todo.pop_front() {
            let d = dist[i];
            let mut next: Vec<(usize, Option<Side>)> = SIDES
                .iter()
                .filter_map(|&side| self.open(i, side).map(|j| (j, Some(side))))
                .collect();
            if jumps {
                next.extend(self.jump[i].map(|j| (j, None)));
            }
            for (j, how) in next {
                if dist[j] == FAR {
                    dist[j] = d + 1;
                    first[j] = if i == s { Some(how) } else { first[i] };
                    todo.push_back(j);
                }
            }
        }
        (dist, first)
    }
}

/// Each quest's location cards (ids resolved once).
pub fn locations(q: QuestId) -> &'static [MapId] {
    static ALL: OnceLock<Vec<Vec<MapId>>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        set()
            .quests
            .iter()
            .map(|q| {
                q.locations
                    .iter()
                    .filter_map(|l| set().map_named(l))
                    .collect()
            })
            .collect()
    });
    &all[usize::from(q)]
}

/// The quests `me` may work on: his Personal Quests and the Global.
pub fn held(v: &View, me: Seat) -> Vec<QuestId> {
    let mut q = v.heroes[me].quests.clone();
    q.extend(v.global);
    q
}

/// The cards (grid indices) where each held quest is done or advanced next, with the quest.
pub fn targets(v: &View, me: Seat, grid: &Grid) -> Vec<(usize, QuestId)> {
    let h = &v.heroes[me];
    let mut out = Vec::new();
    let from_entrance = grid.bfs(Cell::ORIGIN, false).0;
    for q in held(v, me) {
        let quest = set().quest(q);
        let cards: Vec<MapId> = match quest.kind {
            QuestType::Escort if h.carrying == Some(q) => {
                locations(q).get(1).copied().into_iter().collect()
            }
            QuestType::Escort if h.carrying.is_some() => continue,
            QuestType::Escort => {
                if let Some(&(_, c)) = v.dropped.iter().find(|d| d.0 == q) {
                    out.extend(grid.index(c).map(|i| (i, q)));
                    continue;
                }
                locations(q).first().copied().into_iter().collect()
            }
            QuestType::Search => {
                let s = quest.search.expect("a Search quest has its search");
                for (i, &d) in from_entrance.iter().enumerate().take(grid.cells.len()) {
                    let kind = set().map(grid.card(i)).kind;
                    if kind.counts_as(s.on) && d != FAR && d + 6 >= u16::from(s.number) {
                        out.push((i, q));
                    }
                }
                continue;
            }
            QuestType::Sacrifice if !payable(v, me, q) => continue,
            _ => locations(q).to_vec(),
        };
        for c in cards {
            if let Some(i) = (0..grid.cells.len()).find(|&i| grid.card(i) == c) {
                out.push((i, q));
            }
        }
    }
    out
}

/// How good a spot for the drawn card is for `me`: the fewest moves to a quest place after
/// it lies there (lower is better), then nearness to his cell.
pub fn spot_cost(v: &View, me: Seat, card: MapId, spot: Spot) -> f64 {
    let placed = Placed {
        card,
        cell: spot.cell,
        turned: spot.turned,
    };
    let grid = Grid::new(&v.map, Some(placed));
    let here = v.heroes[me].cell;
    let (dist, _) = grid.bfs(here, true);
    let best = targets(v, me, &grid)
        .iter()
        .map(|&(i, _)| dist[i])
        .min()
        .unwrap_or(FAR);
    let reach = if best == FAR { 40.0 } else { f64::from(best) };
    let new = grid.index(spot.cell).map_or(FAR, |i| dist[i]);
    let near = if new == FAR { 10.0 } else { f64::from(new) };
    // A grim passage is better far from him; other cards near him.
    let grim = set().map(card).kind == MapKind::GrimPassage;
    reach * 4.0 + if grim { -near * 0.1 } else { near * 0.1 }
}

/// Whether `me` could pay a Sacrifice quest's price now (G33: a wound price may not kill).
fn payable(v: &View, me: Seat, q: QuestId) -> bool {
    use super::super::content::{Op, Task};
    let h = &v.heroes[me];
    let Some(Task::Price(price)) = &set().quest(q).task else {
        return true;
    };
    price.iter().all(|e| match e.op {
        Op::Glory { amount, .. } => h.glory >= u32::from(amount.unsigned_abs()),
        Op::Wound { amount, .. } => i32::from(h.life) > i32::from(amount),
        Op::Discard { amount, .. } => v.hand.len() as i32 >= i32::from(amount),
        _ => true,
    })
}
