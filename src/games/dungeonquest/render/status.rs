//! The status sheet (`!dq status`): the sun, the turn, and every hero's place, wounds, Loot
//! and runes.

use super::endings::cause;
use super::{dir_word, names, seat_name, tr};
use crate::games::dungeonquest::engine::board::Cell;
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::state::Phase;
use crate::games::dungeonquest::engine::View;

/// The status sheet: sun, turn, and every hero.
pub fn status(v: &View, organiser: &str) -> String {
    let mut out = Vec::new();
    if v.phase == Phase::Setup {
        out.push(tr(
            "status-setup-header",
            &[
                ("count", v.seats.len().to_string()),
                ("organiser", organiser.into()),
            ],
        ));
    } else {
        out.push(tr(
            "status-header",
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
            crate::games::dungeonquest::engine::Status::Waiting => match s.tower {
                Some(k) => tr("status-tower", &[("corner", names::corner(k))]),
                None => tr("status-tower-not-chosen", &[]),
            },
            crate::games::dungeonquest::engine::Status::InDungeon if h.is_underground() => {
                let u = h.underground.as_ref().expect("underground");
                tr(
                    "status-underground",
                    &[
                        ("pos", u.start.label()),
                        ("dir", dir_word(u.dir)),
                        ("cards", u.count.to_string()),
                    ],
                )
            }
            crate::games::dungeonquest::engine::Status::InDungeon => {
                let what = match v.board.cell(h.pos) {
                    Cell::Tower(k) => tr("place-tower-room", &[("corner", names::corner(*k))]),
                    Cell::Treasure => tr("place-treasure-chamber", &[]),
                    Cell::Chamber(ch) => names::chamber(ch.kind),
                    Cell::Unexplored => "?".into(),
                };
                format!("{} ({what})", h.pos.label())
            }
            crate::games::dungeonquest::engine::Status::Dead(k) => format!("💀 {}", cause(k)),
            crate::games::dungeonquest::engine::Status::Exited => tr("status-out", &[]),
        };
        let loot = loot_line(v, i);
        let rune = if h.runes.is_empty() {
            "-".to_string()
        } else {
            h.runes
                .iter()
                .map(|&r| names::rune(r))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut line = tr(
            "status-seat",
            &[
                ("n", (i + 1).to_string()),
                ("glyph", h.def().glyph.clone()),
                ("hero", names::hero_short(h.id)),
                ("name", s.name.clone()),
                ("where", place),
                // A dead hero's wounds past his life are not shown (20/15).
                ("wounds", h.wounds.min(h.def().life).to_string()),
                ("life", h.def().life.to_string()),
                ("loot", loot),
                ("rune", rune),
            ],
        );
        // Whom the game waits on, in front where the eye starts, and said beside the player's
        // name (never after the rune, where it would read as the rune's).
        if v.to_act == Some(i) {
            let who = format!("({})", s.name);
            let said = format!("({}, {})", s.name, tr("status-to-act", &[]));
            line = format!("⏳ {}", line.replacen(&who, &said, 1));
        }
        if !h.kept.is_empty() {
            let kept: Vec<String> = h.kept.iter().map(|&x| names::card(x)).collect();
            line.push_str(&format!(
                " · {}",
                tr("status-keeps", &[("cards", kept.join(", "))])
            ));
        }
        out.push(line);
    }
    out.extend(waiting_lines(v, organiser));
    out.join("\n")
}

/// Whom the game waits on: both sides of a fight's round, the player offered the monster (an
/// open part said as anyone's), or nobody but the organiser while paused.
fn waiting_lines(v: &View, organiser: &str) -> Vec<String> {
    let mut out = Vec::new();
    if v.paused {
        out.push(tr("refusal-paused", &[]));
    } else {
        use crate::games::dungeonquest::engine::MonsterSide;
        // The monster's part open to anyone (R17): nobody's yet, said as such below.
        let open = v
            .combat
            .as_ref()
            .filter(|c| matches!(c.side, MonsterSide::Offered { open: true, .. }));
        let mut names: Vec<String> = Vec::new();
        for a in &v.awaited {
            let name = match a {
                crate::games::dungeonquest::engine::Actor::Seat(s) => seat_name(v, *s),
                crate::games::dungeonquest::engine::Actor::Organiser if open.is_some() => continue,
                crate::games::dungeonquest::engine::Actor::Organiser => organiser.to_string(),
                crate::games::dungeonquest::engine::Actor::Newcomer => continue,
            };
            // The organiser may also be one of the players.
            if !names.contains(&name) {
                names.push(name);
            }
        }
        if !names.is_empty() {
            out.push(tr(
                "prompt-waiting-on",
                &[("name", names::and_list(&names))],
            ));
        }
        if let Some(c) = open {
            out.push(tr(
                "status-monster-open",
                &[
                    ("monster", names::monster(c.monster)),
                    ("monster_gender", names::monster_gender(c.monster)),
                    ("hero", seat_name(v, c.seat)),
                ],
            ));
        }
    }
    out
}

/// Seat `i`'s Loot as the status lists it: each card with its worth (a card named by its
/// worth, `Gold (20)`, once), and their sum; or how many are face down.
fn loot_line(v: &View, i: usize) -> String {
    let h = &v.seats[i].hero;
    let c = content();
    let hidden = v.hidden_loot.get(i).copied().unwrap_or(0);
    if hidden > 0 {
        tr("status-loot-hidden", &[("count", hidden.to_string())])
    } else if h.loot.is_empty() {
        tr("status-no-loot", &[])
    } else {
        let names: Vec<String> = h
            .loot
            .iter()
            .map(|&x| match c.card(x).effect {
                crate::games::dungeonquest::engine::content::Effect::Chest => {
                    format!("{} ({})", names::card(x), tr("status-chest-value", &[]))
                }
                // A card named by its worth (`Gold (20)`) is not given it twice.
                _ => {
                    let (name, value) = (names::card(x), c.card(x).value());
                    if name.ends_with(&format!("({value})")) {
                        name
                    } else {
                        format!("{name} ({value})")
                    }
                }
            })
            .collect();
        tr(
            "status-loot",
            &[
                ("cards", names.join(", ")),
                ("value", h.loot_value().to_string()),
            ],
        )
    }
}
