//! The computer players' path finding: where each side of each space leads and at what
//! cost, and the distances to a goal (the Tower Rooms, the Treasure Chamber).

use crate::games::dungeonquest::engine::board::{COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER};
use crate::games::dungeonquest::engine::content::SideKind;
use crate::games::dungeonquest::engine::*;

/// The board as the computer players' path finding sees it: for each space, where each of
/// its four sides leads and at what cost (unexplored spaces cost 2, doors and portcullises 3,
/// 0 = no way through). Kept up to date as chambers are placed or turned.
pub(super) struct Paths {
    /// The board last seen (shared with the game, not copied).
    pub(super) board: Option<Board>,
    /// What each space held when its edges were worked out (0: no chamber).
    pub(super) seen: Vec<u32>,
    pub(super) edges: Vec<[(u8, u8); 4]>,
    pub(super) home: Vec<u32>,
    pub(super) home_known: bool,
    pub(super) treasure: Vec<u32>,
    pub(super) treasure_known: bool,
    /// The path finding's work space, kept between searches.
    pub(super) buckets: [Vec<u8>; BUCKETS],
    /// Entering a known Bottomless Pit costs `PIT` (the new computer player); else it is a
    /// space like any other (the baseline's path finding, unchanged).
    pub(super) careful: bool,
}

/// One more than the dearest step.
const BUCKETS: usize = 16;
/// What the careful path finding charges for stepping into a known Bottomless Pit.
const PIT: u8 = 12;

const SPACES: usize = (COLS as usize) * (ROWS as usize);

/// What a space holds, as far as the paths through it go.
fn signature(c: &crate::games::dungeonquest::engine::Cell) -> u32 {
    match c {
        crate::games::dungeonquest::engine::Cell::Chamber(ch) => {
            1 + u32::from(ch.tile) * 4 + ch.entry.index() as u32
        }
        _ => 0,
    }
}

impl Paths {
    pub(super) fn new() -> Paths {
        Self::with_care(false)
    }

    /// Path finding that keeps away from known Bottomless Pits.
    pub(super) fn careful() -> Paths {
        Self::with_care(true)
    }

    fn with_care(careful: bool) -> Paths {
        Paths {
            careful,
            board: None,
            seen: vec![u32::MAX; SPACES],
            edges: vec![[(0, 0); 4]; SPACES],
            home: Vec::new(),
            home_known: false,
            treasure: Vec::new(),
            treasure_known: false,
            buckets: Default::default(),
        }
    }

    /// Bring the edges up to date with the board: only spaces that changed, and the spaces
    /// next to them, are worked out again.
    pub(super) fn update(&mut self, v: &View) {
        // Holding the board we last looked at means any change gives the game a new one.
        if self.board.as_ref().is_some_and(|b| b.same(&v.board)) {
            return;
        }
        self.board = Some(v.board.clone());
        let mut changed = Vec::new();
        for (p, c) in v.board.cells() {
            let sig = signature(c);
            if self.seen[p.index()] != sig {
                self.seen[p.index()] = sig;
                changed.push(p);
            }
        }
        if changed.is_empty() {
            return;
        }
        self.home_known = false;
        self.treasure_known = false;
        for p in changed {
            let around = Dir::ALL.map(|d| p.step(d));
            for q in std::iter::once(p).chain(around) {
                if !q.on_board() {
                    continue;
                }
                if v.board.is_treasure(q) {
                    self.edges_of(v, TREASURE_UPPER);
                    self.edges_of(v, TREASURE_LOWER);
                } else {
                    self.edges_of(v, q);
                }
            }
        }
    }

    pub(super) fn edges_of(&mut self, v: &View, p: Pos) {
        let wall = |s: Option<SideKind>| s == Some(SideKind::Wall);
        self.edges[p.index()] = Dir::ALL.map(|dir| {
            let q = v.board.exit_from(p, dir);
            if !q.on_board() || wall(v.board.side(p, dir)) {
                return (0, 0);
            }
            let step = match v.board.side(q, dir.opposite()) {
                Some(SideKind::Wall) => return (0, 0),
                None => 2,
                Some(SideKind::Door | SideKind::Portcullis) => 3,
                _ => 1,
            };
            let pit = self.careful && v.board.chamber(q).is_some_and(|c| {
                c.kind == crate::games::dungeonquest::engine::content::ChamberKind::BottomlessPit
            });
            (q.index() as u8, if pit { PIT } else { step })
        });
    }

    /// Steps from every space to the nearest target, into `dist`: Dijkstra with a bucket per
    /// distance modulo `BUCKETS` (no step costs more).
    pub(super) fn distances(&mut self, targets: &[Pos], dist: &mut Vec<u32>) {
        dist.clear();
        dist.resize(SPACES, u32::MAX);
        let buckets = &mut self.buckets;
        for &t in targets {
            dist[t.index()] = 0;
            buckets[0].push(t.index() as u8);
        }
        // Both halves of the Treasure Chamber are one space.
        let (upper, lower) = (TREASURE_UPPER.index(), TREASURE_LOWER.index());
        let mut d = 0u32;
        while buckets.iter().any(|b| !b.is_empty()) {
            let mut bucket = std::mem::take(&mut buckets[(d % BUCKETS as u32) as usize]);
            for &i in &bucket {
                if dist[i as usize] != d {
                    continue;
                }
                for &(q, step) in &self.edges[i as usize] {
                    if step == 0 {
                        continue;
                    }
                    let nd = d + u32::from(step);
                    let q = usize::from(q);
                    let halves = if q == upper || q == lower {
                        [upper, lower]
                    } else {
                        [q, q]
                    };
                    for h in halves {
                        if nd < dist[h] {
                            dist[h] = nd;
                            buckets[(nd % BUCKETS as u32) as usize].push(h as u8);
                        }
                    }
                }
            }
            bucket.clear();
            buckets[(d % BUCKETS as u32) as usize] = bucket;
            d += 1;
        }
    }
}

impl Paths {
    /// Distances to the nearest Tower Room, computed once per board.
    pub(super) fn home(&mut self) -> &[u32] {
        if !self.home_known {
            let mut home = std::mem::take(&mut self.home);
            self.distances(&Corner::ALL.map(|c| c.pos()), &mut home);
            self.home = home;
            self.home_known = true;
        }
        &self.home
    }

    /// Distances to the Treasure Chamber, computed once per board.
    pub(super) fn treasure(&mut self) -> &[u32] {
        if !self.treasure_known {
            let mut treasure = std::mem::take(&mut self.treasure);
            self.distances(&[TREASURE_UPPER, TREASURE_LOWER], &mut treasure);
            self.treasure = treasure;
            self.treasure_known = true;
        }
        &self.treasure
    }
}
