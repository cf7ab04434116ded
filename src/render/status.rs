//! The status sheet (`!dq status`): the sun, the turn, and every hero's place, wounds, Loot
//! and runes.

use super::endings::cause;
use super::{dir_word, seat_name, t};
use crate::engine::board::{Cell, Corner};
use crate::engine::content::content;
use crate::engine::state::Phase;
use crate::engine::View;

/// The status sheet: sun, turn, and every hero.
pub fn status(v: &View, organiser: &str) -> String {
    let c = content();
    let mut out = Vec::new();
    if v.phase == Phase::Setup {
        out.push(t(
            "status",
            "setup_header",
            &[
                ("count", v.seats.len().to_string()),
                ("organiser", organiser.into()),
            ],
        ));
    } else {
        out.push(t(
            "status",
            "header",
            &[
                ("sun", v.sun.to_string()),
                ("limit", v.settings.sun_limit.to_string()),
                ("turn", v.turn.to_string()),
                ("dragon", v.dragon_chance.to_string()),
                ("tiles", v.tiles_left.to_string()),
            ],
        ));
    }
    for (i, s) in v.seats.iter().enumerate() {
        let h = &s.hero;
        let place = match h.status {
            crate::engine::Status::Waiting => {
                format!("tower {}", s.tower.map_or("not chosen", Corner::name))
            }
            crate::engine::Status::InDungeon if h.is_underground() => {
                let u = h.underground.as_ref().expect("underground");
                t(
                    "status",
                    "underground",
                    &[
                        ("pos", u.start.label()),
                        ("dir", dir_word(u.dir)),
                        ("cards", u.count.to_string()),
                    ],
                )
            }
            crate::engine::Status::InDungeon => {
                let what = match v.board.cell(h.pos) {
                    Cell::Tower(k) => format!("{} Tower Room", k.name()),
                    Cell::Treasure => "Treasure Chamber".into(),
                    Cell::Chamber(ch) => c.kind(ch.kind).name.clone(),
                    Cell::Unexplored => "?".into(),
                };
                format!("{} ({what})", h.pos.label())
            }
            crate::engine::Status::Dead(k) => format!("💀 {}", cause(k)),
            crate::engine::Status::Exited => "🏰 out of the dungeon".into(),
        };
        let hidden = v.hidden_loot.get(i).copied().unwrap_or(0);
        let loot = if hidden > 0 {
            t("status", "loot_hidden", &[("count", hidden.to_string())])
        } else if h.loot.is_empty() {
            t("status", "no_loot", &[])
        } else {
            let names: Vec<String> = h
                .loot
                .iter()
                .map(|&x| match c.card(x).effect {
                    crate::engine::content::Effect::Chest => {
                        format!("{} (2d6 x 100)", c.card(x).name)
                    }
                    _ => format!("{} ({})", c.card(x).name, c.card(x).value()),
                })
                .collect();
            format!("{} = {} electrum", names.join(", "), h.loot_value())
        };
        let rune = if h.runes.is_empty() {
            "-".to_string()
        } else {
            h.runes
                .iter()
                .map(|&r| c.runes[r as usize].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut line = t(
            "status",
            "seat",
            &[
                ("n", (i + 1).to_string()),
                ("glyph", h.def().glyph.clone()),
                ("hero", h.def().short.clone()),
                ("name", s.name.clone()),
                ("where", place),
                ("wounds", h.wounds.to_string()),
                ("life", h.def().life.to_string()),
                ("loot", loot),
                ("rune", rune),
            ],
        );
        if v.to_act == Some(i) {
            line.push_str(" ⏳");
        }
        if !h.kept.is_empty() {
            let kept: Vec<String> = h.kept.iter().map(|&x| c.card(x).name.clone()).collect();
            line.push_str(&format!(" · Keeps: {}", kept.join(", ")));
        }
        out.push(line);
    }
    if let Some(seat) = v.to_act {
        out.push(t("prompt", "waiting_on", &[("name", seat_name(v, seat))]));
    }
    out.join("\n")
}
