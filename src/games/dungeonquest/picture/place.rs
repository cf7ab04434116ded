//! Where each hero stands, as data: the board's legend reads it, and the words of a
//! picture's alt text are made from it (by `render`, above this room).

use crate::games::dungeonquest::engine::board::{Cell, Corner, Dir, Pos};
use crate::games::dungeonquest::engine::content::ChamberKind;
use crate::games::dungeonquest::engine::{Status, View};
use serde::Serialize;

/// Where one hero is, as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Place {
    /// Before the start: the tower he will start in, if chosen.
    Waiting(Option<Corner>),
    Tower(Corner),
    Treasure,
    /// A placed chamber.
    Chamber {
        pos: Pos,
        kind: ChamberKind,
    },
    /// In the catacombs: his travel marker and the way it points.
    Underground {
        marker: Pos,
        heading: Dir,
    },
    /// A space with no chamber yet (the rules never leave a hero on one).
    Unexplored(Pos),
    Dead,
    Exited,
}

/// One seat's hero and where he is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Whereabouts {
    pub seat: usize,
    /// The player's name at the table.
    pub name: String,
    /// The hero's short name (English; `hero_id` names him in other languages).
    pub hero: String,
    /// The hero's id, as in `templates/heroes.toml` and `hero-<id>-short`.
    pub hero_id: String,
    /// `male` or `female`, for languages whose words agree with the hero.
    pub gender: &'static str,
    pub place: Place,
}

/// Every seat's hero and where he stands, in seat order.
pub fn whereabouts(v: &View) -> Vec<Whereabouts> {
    v.seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let h = &s.hero;
            let place = match (h.status, &h.underground) {
                (Status::Waiting, _) => Place::Waiting(s.tower),
                (Status::Dead(_), _) => Place::Dead,
                (Status::Exited, _) => Place::Exited,
                (Status::InDungeon, Some(u)) => Place::Underground {
                    marker: u.start,
                    heading: u.dir,
                },
                (Status::InDungeon, None) => match v.board.cell(h.pos) {
                    Cell::Tower(c) => Place::Tower(*c),
                    Cell::Treasure => Place::Treasure,
                    Cell::Chamber(ch) => Place::Chamber {
                        pos: h.pos,
                        kind: ch.kind,
                    },
                    Cell::Unexplored => Place::Unexplored(h.pos),
                },
            };
            Whereabouts {
                seat,
                name: s.name.clone(),
                hero: h.def().short.clone(),
                hero_id: h.def().id.clone(),
                gender: if h.def().he() == "she" {
                    "female"
                } else {
                    "male"
                },
                place,
            }
        })
        .collect()
}
