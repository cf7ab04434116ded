//! The channel's text board of Dungeon Raiders, from a `View` only: the level, piles left,
//! the room being played and what it does, the rooms ahead (face-down ones as backs), the
//! supply, and one line per player (treasure, wounds, how many items, power cards left, the
//! card put down in this room); once over, the result. Short lines for a phone; under Discord's 2,000 characters
//! with five players.

use super::state::{Phase, Play};
use super::view::View;
use super::words::{brief, character_name, name, play_name, result, room_name};
use crate::lang::{text, Lang};

pub fn board(lang: Lang, v: &View, names: &[String]) -> String {
    let t = |id: &str, args: &[(&str, String)]| text(lang, id, args);
    if v.phase == Phase::Setup {
        return t("raiders-board-title-setup", &[]);
    }
    // Over: the result, as the last lines told it (the rooms and cards are of no more use).
    if let Some(result) = result(lang, v, names) {
        let title = t(
            "raiders-board-title-over",
            &[("level", v.level.to_string())],
        );
        return format!("{title}\n{result}");
    }
    let mut lines = vec![t(
        "raiders-board-title",
        &[
            ("level", v.level.to_string()),
            ("piles", v.piles_left.to_string()),
        ],
    )];
    if let Some(r) = &v.room {
        lines.push(t(
            "raiders-board-room",
            &[
                ("room", room_name(lang, r.card)),
                ("brief", brief(lang, v, r.card, r.attack)),
            ],
        ));
    }
    if v.row.is_empty() {
        lines.push(t("raiders-board-row-empty", &[]));
    } else {
        let rooms = v
            .row
            .iter()
            .map(|r| match r.card {
                Some(c) if r.face_up => room_name(lang, c),
                // Face down: a back, even to a seat that saw it by torchlight (the board is
                // the channel's; a seat's hand names its peeks).
                _ => t("raiders-room-back", &[]),
            })
            .collect::<Vec<_>>()
            .join(" · ");
        lines.push(t("raiders-board-row", &[("rooms", rooms)]));
    }
    let s = v.supply;
    // Solitaire has no items, so no supply: its attack deck instead.
    if !v.settings.solo() {
        lines.push(t(
            "raiders-board-supply",
            &[
                ("torch", s.0[0].to_string()),
                ("ball", s.0[1].to_string()),
                ("key", s.0[2].to_string()),
                ("sword", s.0[3].to_string()),
            ],
        ));
    } else {
        lines.push(t(
            "raiders-board-attacks",
            &[("left", v.attacks_left.to_string())],
        ));
    }
    for (seat, r) in v.seats.iter().enumerate() {
        let character = character_name(lang, r.character);
        if !r.alive {
            lines.push(t(
                "raiders-board-seat-dead",
                &[
                    ("name", name(names, seat)),
                    ("character", character),
                    ("treasure", r.treasure.to_string()),
                ],
            ));
            continue;
        }
        let mut play = match (r.play, r.sealed) {
            (Some(p), _) => t("raiders-board-down", &[("play", play_short(lang, p))]),
            (None, true) => t("raiders-board-sealed", &[]),
            (None, false) => t("raiders-board-nothing", &[]),
        };
        if r.crystal > 0 {
            play = format!(
                "{} · {play}",
                t("raiders-board-balls", &[("count", r.crystal.to_string())])
            );
        }
        let cards: String = (1..=5u8)
            .filter(|v| !r.used[usize::from(v - 1)])
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join("");
        let cards = if cards.is_empty() {
            "—".to_string()
        } else {
            cards
        };
        let turn = if v.awaited.contains(&seat) {
            "▶️ "
        } else {
            ""
        };
        lines.push(t(
            "raiders-board-seat",
            &[
                ("turn", turn.to_string()),
                ("name", name(names, seat)),
                ("character", character),
                ("treasure", r.treasure.to_string()),
                ("wounds", r.wounds.to_string()),
                ("items", r.item_count.to_string()),
                ("cards", cards),
                ("play", play),
            ],
        ));
    }
    lines.join("\n")
}

fn play_short(lang: Lang, p: Play) -> String {
    play_name(lang, p)
}
