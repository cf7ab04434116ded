//! The channel's text board of Hollowdeep, from a `View` only: the map drawn in a code block
//! (three characters a card, so a full map of 22 stays narrow enough for a phone), the drawn
//! card and its lettered spots, the Global, and one block a hero: his tracks, quests,
//! Inventory and Pack, and how many cards he holds (never which).

use super::content::{set, Exit, Feature};
use super::map::{letter, Cell, Side, SIDES};
use super::state::Phase;
use super::view::View;
use super::words::{a, card_name, hero_name, map_name, phase, quest_name, t};
use crate::lang::Lang;

/// One exit as the map draws it, on the card's side.
fn exit_mark(e: Exit) -> char {
    match e {
        Exit::Open => ' ',
        Exit::Wall => '#',
        Exit::Locked { .. } => 'L',
        Exit::Trapped { .. } => 'T',
    }
}

/// The map: each card a 3x3 block (its exits on the edges, who stands there in the middle),
/// each lettered spot its letter.
pub fn map_lines(v: &View) -> Vec<String> {
    let (w, s, e, n) = v.map.bounds();
    let cols = (e - w + 1) as usize * 3;
    let rows = (n - s + 1) as usize * 3;
    let mut grid = vec![vec![' '; cols]; rows];
    let mut put = |cell: Cell, dx: usize, dy: usize, c: char| {
        let x = (cell.x - w) as usize * 3 + dx;
        let y = (n - cell.y) as usize * 3 + dy;
        grid[y][x] = c;
    };
    for p in &v.map.placed {
        for (dx, dy) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
            put(p.cell, dx, dy, '+');
        }
        for side in SIDES {
            let (dx, dy) = match side {
                Side::N => (1, 0),
                Side::E => (2, 1),
                Side::S => (1, 2),
                Side::W => (0, 1),
            };
            put(p.cell, dx, dy, exit_mark(p.exit(side)));
        }
        let c = set().map(p.card);
        let mid = match c.feature {
            _ if p.cell == Cell::ORIGIN => '*',
            Feature::Pit { .. } => 'o',
            Feature::Spikes { .. } => '^',
            Feature::Hazard { .. } => '%',
            Feature::Sewer => '~',
            Feature::Portal => '@',
            Feature::None => '·',
        };
        put(p.cell, 1, 1, mid);
    }
    // A dropped token in a corner: the edges are the card's exits.
    for d in &v.dropped {
        put(d.1, 2, 2, '!');
    }
    for (i, h) in v.heroes.iter().enumerate().filter(|(_, h)| h.alive) {
        let mark = if h.tipped {
            'x'
        } else {
            char::from(b'1' + i as u8)
        };
        // Heroes sharing a card: the first in the middle, the others in its corners, never on
        // an edge, which is an exit's mark (a newcomer read "+2+" as a wall).
        let others = v.heroes[..i]
            .iter()
            .filter(|o| o.alive && o.cell == h.cell)
            .count();
        let (dx, dy) = [(1, 1), (0, 0), (2, 0), (0, 2)][others.min(3)];
        put(h.cell, dx, dy, mark);
    }
    for (i, spot) in v.spots.iter().enumerate() {
        let l = letter(i).chars().next().unwrap_or('?');
        let dy = if spot.turned { 2 } else { 0 };
        put(spot.cell, 1, dy.min(2), l);
        if !spot.turned {
            put(spot.cell, 1, 1, l);
        }
    }
    grid.into_iter()
        .map(|row| row.into_iter().collect::<String>().trim_end().to_string())
        .collect()
}

/// The whole board for the channel (or a seat: the same, his hand is not on it).
pub fn board(lang: Lang, v: &View, names: &[String]) -> String {
    let es = lang == Lang::Es;
    let name = |s: usize| {
        names
            .get(s)
            .map_or_else(|| format!("#{}", s + 1), |n| crate::lang::clean(n))
    };
    if v.phase == Phase::Setup {
        return t(lang, "dg-board-title-setup", &[]);
    }
    let mut lines = vec![match v.phase {
        Phase::Over => t(lang, "dg-board-title-over", &[a("round", v.round)]),
        _ => t(
            lang,
            "dg-board-title",
            &[
                a("round", v.round),
                a("limit", v.round_limit),
                a("name", name(v.active)),
                a("phase", phase(lang, v.phase)),
                a("movement", v.turn.movement),
            ],
        ),
    }];
    lines.push(format!("```\n{}\n```", map_lines(v).join("\n")));
    lines.push(t(lang, "dg-board-key", &[]));
    if let Some(card) = v.drawn {
        let spots: Vec<String> = v
            .spots
            .iter()
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{} ({}, {}{})",
                    letter(i),
                    s.cell.x,
                    s.cell.y,
                    if s.turned { ", 180°" } else { "" }
                )
            })
            .collect();
        lines.push(t(
            lang,
            "dg-board-drawn",
            &[
                a("card", map_name(lang, card)),
                a("text", super::content::text::map(lang, set().map(card))),
                a("spots", spots.join(" · ")),
            ],
        ));
    }
    if let Some(q) = v.global {
        lines.push(t(
            lang,
            "dg-board-global",
            &[a("quest", quest_name(lang, q))],
        ));
    }
    for i in 0..v.heroes.len() {
        lines.push(hero_lines(lang, v, i, &name(i), es));
    }
    lines.push(t(
        lang,
        "dg-board-decks",
        &[
            a("deck", v.deck_size),
            a("discards", v.discards.len()),
            a("maps", v.map_deck_size),
            a("quests", v.quest_deck_size),
        ],
    ));
    lines.join("\n")
}

fn hero_lines(lang: Lang, v: &View, i: usize, name: &str, _es: bool) -> String {
    let h = &v.heroes[i];
    if !h.alive {
        return t(
            lang,
            "dg-board-hero-dead",
            &[
                a("seat", i + 1),
                a("name", name),
                a("hero", hero_name(lang, h.hero)),
            ],
        );
    }
    let mut extra = String::new();
    if h.tipped {
        extra.push_str(" · ⤵");
    }
    if h.saved {
        extra.push_str(" · +1");
    }
    let mut out = vec![t(
        lang,
        "dg-board-hero",
        &[
            a("seat", i + 1),
            a("name", name),
            a("hero", hero_name(lang, h.hero)),
            a("level", h.level),
            a("life", h.life),
            a("glory", h.glory),
            a("peril", h.peril),
            a("done", h.done.len()),
            a("hand", h.hand_size),
            a("extra", extra),
        ],
    )];
    if !h.quests.is_empty() {
        let list: Vec<String> = h
            .quests
            .iter()
            .enumerate()
            .map(|(k, &q)| format!("{} {}", k + 1, quest_name(lang, q)))
            .collect();
        out.push(format!(
            "   {}",
            t(lang, "dg-board-quests", &[a("list", list.join(" · "))])
        ));
    }
    // The cards lying in front of him, a line for each kind that has any.
    let packed: Vec<u8> = h.pack.iter().map(|m| m.0).collect();
    let minions: Vec<u8> = h.minions.iter().map(|m| m.0).collect();
    for (cards, id) in [
        (&h.inventory, "dg-board-inventory"),
        (&minions, "dg-board-minions"),
        (&h.curses, "dg-board-curses"),
        (&packed, "dg-board-pack"),
    ] {
        if !cards.is_empty() {
            let list: Vec<String> = cards.iter().map(|&c| card_name(lang, c)).collect();
            out.push(format!("   {}", t(lang, id, &[a("list", list.join(", "))])));
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dungeoneer::rules::{apply, build, Ctx};
    use crate::games::dungeoneer::view::view;
    use crate::games::dungeoneer::{Action, Game, Settings};

    fn full(seed: u64, players: usize) -> Game {
        let mut g = Game::new(crate::chance::seed_from_u64(seed), Settings::new(players));
        for e in apply(&g, 0, &Action::Start).unwrap() {
            g.fold(&e);
        }
        let mut ctx = Ctx::new(g);
        while ctx.g.maps_left() > 0 && build::draw_fitting(&mut ctx) {
            if ctx.g.drawn_map.is_some() {
                let n = build::spots_now(&ctx.g).len();
                let pick = ctx.draw(n);
                build::place(&mut ctx, pick);
            }
        }
        ctx.g
    }

    #[test]
    fn a_full_map_with_four_heroes_fits_a_discord_message_in_both_languages() {
        let names: Vec<String> = ["Ana", "Bo", "Cy", "Dee"].map(String::from).to_vec();
        for seed in 0..20 {
            let g = full(seed, 4);
            for lang in Lang::ALL {
                let b = board(lang, &view(&g, None), &names);
                assert!(
                    b.chars().count() <= 2000,
                    "{} characters",
                    b.chars().count()
                );
                assert!(!b.contains("dg-"), "{b}");
                let width = map_lines(&view(&g, None))
                    .iter()
                    .map(|l| l.chars().count())
                    .max()
                    .unwrap();
                assert!(width <= 40, "a map {width} wide");
            }
        }
    }

    #[test]
    fn the_board_names_no_card_of_any_hand() {
        let names: Vec<String> = ["Ana", "Bo", "Cy"].map(String::from).to_vec();
        let g = full(3, 3);
        let b = board(Lang::En, &view(&g, None), &names);
        for p in &g.players {
            for &c in &p.hand {
                assert!(
                    !b.contains(&card_name(Lang::En, c)),
                    "a hand card on the board"
                );
            }
        }
        // The drawn card's spots are lettered on the map.
        let mut g = Game::new(crate::chance::seed_from_u64(4), Settings::new(2));
        for e in apply(&g, 0, &Action::Start).unwrap() {
            g.fold(&e);
        }
        for e in apply(&g, g.active, &Action::EndDungeonLord).unwrap() {
            g.fold(&e);
        }
        if g.drawn_map.is_some() {
            let v = view(&g, None);
            let m = map_lines(&v).join("\n");
            assert!(m.contains('A'), "{m}");
        }
    }

    /// Two heroes on one card: the second in a corner, never on an edge, where an exit's
    /// mark is (a newcomer read "+2+" as a wall with a hero in it).
    #[test]
    fn heroes_sharing_a_card_leave_its_exits_shown() {
        let mut g = Game::new(crate::chance::seed_from_u64(4), Settings::new(2));
        for e in apply(&g, 0, &Action::Start).unwrap() {
            g.fold(&e);
        }
        let v = view(&g, None);
        assert_eq!(v.heroes[0].cell, v.heroes[1].cell, "both at the Entrance");
        let rows: Vec<Vec<char>> = map_lines(&v).iter().map(|r| r.chars().collect()).collect();
        let (y, x) = rows
            .iter()
            .enumerate()
            .find_map(|(y, r)| r.iter().position(|&c| c == '1').map(|x| (y, x)))
            .expect("hero 1 on the map");
        assert_eq!(rows[y - 1][x - 1], '2', "{rows:?}");
        for (dy, dx) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let c = rows[(y as i32 + dy) as usize]
                .get((x as i32 + dx) as usize)
                .copied()
                .unwrap_or(' ');
            assert!(!c.is_ascii_digit(), "an edge shows a hero: {rows:?}");
        }
    }
}
