//! The catacombs (R25): going down, the travel marker and the Catacomb cards met, and
//! coming up again (`resurface`, `arrive_from_below`: a fresh chamber turned as he chooses,
//! the side of a Bridge or Chasm). A hero down there stands nowhere on the board.

use super::*;

/// Whether `seat` may go down into the catacombs from where he stands: a Catacomb Entrance,
/// a chamber with an entrance marker, or a Passage Down he found here himself.
pub fn can_descend(g: &Game, seat: usize) -> bool {
    let h = g.hero(seat);
    if h.is_underground() {
        return false;
    }
    h.passage
        || g.board
            .chamber(h.pos)
            .is_some_and(|c| c.kind == ChamberKind::CatacombEntrance || c.marker)
}

/// How far a hero would travel under the dungeon if he came up now: one space per Catacomb
/// card met, stopped at the outer wall.
pub fn travel(u: &Underground) -> u8 {
    let mut p = u.start;
    let mut n = 0;
    while n < u.count && p.step(u.dir).on_board() {
        p = p.step(u.dir);
        n += 1;
    }
    n
}

/// The two ways a hero may shift on resurfacing: across his travel direction.
pub fn shift_options(travel: Dir) -> [Dir; 2] {
    [travel.ccw(), travel.cw()]
}

/// The questions of going down and coming up: the travel marker's way, resurfacing (and its
/// shift side) or pressing on, the side a fresh chamber's entry faces, the side to stand on.
pub(super) fn check_from_below(
    g: &Game,
    seat: usize,
    asked: &Awaiting,
    action: &Action,
) -> Result<(), Rejection> {
    let here = g.hero(seat).pos;
    match (asked, action) {
        (Awaiting::Descend { .. }, Action::Descend(_)) => Ok(()),
        (Awaiting::Exit { .. }, Action::Resurface(d)) => {
            let options = g
                .hero(seat)
                .underground
                .as_ref()
                .map_or([Dir::Left, Dir::Right], |u| shift_options(u.dir));
            if options.contains(d) {
                Ok(())
            } else {
                Err(Rejection::BadShift { options })
            }
        }
        (Awaiting::Exit { .. }, Action::No | Action::Stay) => Ok(()),
        (Awaiting::Orient { .. }, Action::Face(d)) => {
            if g.board.exit_from(here, *d).on_board() {
                Ok(())
            } else {
                Err(Rejection::Move {
                    dir: *d,
                    why: MoveBlock::Edge,
                })
            }
        }
        (Awaiting::Landing { .. }, Action::End(d)) => match g.board.chamber(here) {
            Some(ch)
                if ch.kind == ChamberKind::Bridge && !ch.span.is_some_and(|s| s.contains(d)) =>
            {
                Err(Rejection::Move {
                    dir: *d,
                    why: MoveBlock::BridgeEnd,
                })
            }
            _ => Ok(()),
        },
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// Up from the catacombs (R25): along the travel marker one space per Catacomb card met,
    /// then 1d6 towards `shift`, each stopped at the outer wall. The hero does not encounter
    /// the chamber now but on his next turn; a fresh chamber is turned as he chooses, and on
    /// a Bridge or Chasm he picks his side.
    pub(super) fn resurface(&mut self, seat: usize, shift: Dir) {
        let Some(u) = self.g.hero(seat).underground.clone() else {
            self.end_turn();
            return;
        };
        let travelled = travel(&u);
        let mut to = u.start;
        for _ in 0..travelled {
            to = to.step(u.dir);
        }
        let roll = self.chance(0, 6) as u8 + 1;
        for _ in 0..roll {
            let next = to.step(shift);
            if !next.on_board() {
                break;
            }
            to = next;
        }
        let bites: Vec<CardId> = self
            .g
            .hero(seat)
            .kept
            .iter()
            .copied()
            .filter(|&c| content().card(c).effect == Effect::Vampire)
            .collect();
        for card in bites {
            self.emit(Event::CardReleased { seat, card });
        }
        self.emit(Event::Resurfaced {
            seat,
            cards: u.count,
            travelled,
            shift,
            roll,
            to,
        });
        self.arrive_from_below(seat, shift.opposite());
    }

    /// Placed in a space without entering it (resurfacing, or thrown out of a dead end): he
    /// faces it next turn; a fresh chamber is turned as he chooses, and on a Bridge or Chasm
    /// he picks his side.
    pub(super) fn arrive_from_below(&mut self, seat: usize, default_entry: Dir) {
        let to = self.g.hero(seat).pos;
        self.set_flag(seat, Flag::MustEncounter, true);
        match self.g.board.cell(to) {
            Cell::Unexplored => {
                self.draw_chamber(to, default_entry);
                self.ask(Awaiting::Orient { seat });
            }
            Cell::Chamber(ch) if matches!(ch.kind, ChamberKind::Bridge | ChamberKind::Chasm) => {
                self.ask(Awaiting::Landing { seat });
            }
            _ => self.end_turn(),
        }
    }

    /// Come up into a chamber just drawn: it is turned so its entry faces `entry`.
    pub(super) fn face(&mut self, s: usize, entry: Dir) {
        let pos = self.g.hero(s).pos;
        self.emit(Event::ChamberTurned { pos, entry });
        self.emit(Event::Landed {
            seat: s,
            via: entry,
        });
        self.end_turn();
    }
}
