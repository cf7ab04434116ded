//! The board as a picture, checked on its pixels: heroes in their colours inside their
//! spaces, walls and doors where the tiles have them, nothing drawn on unexplored rock, the
//! Dragon's odds in the Treasure Chamber; hidden information never changes a byte; the same
//! view gives the same bytes, small enough; and `kalladra render` end to end.

use kalladra::canvas::{Image, ALT_MAX};
use kalladra::chance::seed_from_u64;
use kalladra::games::dungeonquest::audit::Export;
use kalladra::games::dungeonquest::engine::board::TREASURE_UPPER;
use kalladra::games::dungeonquest::engine::content::{ChamberKind, SideKind, TileId};
use kalladra::games::dungeonquest::engine::{
    apply_mut, content, view, Action, Actor, Chamber, Dir, Game, Pos, Settings,
};
use kalladra::games::dungeonquest::picture::{
    self, draw, origin, CELL, DOOR, FLOOR, ROCK, SEAT_COLOURS, WALL,
};
use kalladra::games::dungeonquest::simulate::{play, SensiblePolicy};
use kalladra::lang::Lang;
use std::process::Command;

/// Two heroes (Challara for seat 0, Hugo for seat 1) in their towers, the game started.
fn started(settings: Settings) -> Game {
    let mut g = Game::new(seed_from_u64(5), settings);
    for (i, hero) in [0u8, 2].into_iter().enumerate() {
        let join = Action::Join {
            user: format!("u{i}"),
            name: format!("Player {i}"),
            hero: Some(hero),
        };
        apply_mut(&mut g, None, join).unwrap();
    }
    apply_mut(&mut g, Actor::Organiser, Action::Start).unwrap();
    g
}

/// The first tile of `kind` whose sides (entry, left, right, ahead) pass `sides`.
fn tile(kind: ChamberKind, sides: impl Fn([SideKind; 4]) -> bool) -> TileId {
    content()
        .tiles
        .iter()
        .position(|t| t.kind == kind && sides([t.entry, t.left, t.right, t.ahead]))
        .expect("such a tile") as TileId
}

/// The pixel `inset` pixels inside the middle of side `d` of space `p`.
fn on_side(img: &Image, p: Pos, d: Dir, inset: f32) -> [u8; 3] {
    let (x, y) = origin(p);
    let mid = CELL / 2.0;
    let (px, py) = match d {
        Dir::Up => (x + mid, y + inset),
        Dir::Down => (x + mid, y + CELL - 1.0 - inset),
        Dir::Left => (x + inset, y + mid),
        Dir::Right => (x + CELL - 1.0 - inset, y + mid),
    };
    img.at(px as u32, py as u32)
}

fn channel(g: &Game) -> Image {
    draw(&view(g, None), Lang::En)
}

#[test]
fn a_hero_shows_in_his_colour_inside_his_space() {
    let mut g = started(Settings::default());
    let here = Pos::new(4, 3);
    let room = tile(ChamberKind::DungeonRoom, |_| true);
    g.board.set(here, Chamber::place(room, Dir::Left));
    let (x, y) = origin(here);
    // Left of the middle: inside his token, clear of his initial.
    let probe = ((x + CELL / 2.0 - 13.0) as u32, (y + CELL / 2.0) as u32);
    assert_ne!(channel(&g).at(probe.0, probe.1), SEAT_COLOURS[1]);
    g.seats[1].hero.pos = here;
    let img = channel(&g);
    assert_eq!(img.at(probe.0, probe.1), SEAT_COLOURS[1]);
    // Seat 0 is still in his tower, in his own colour.
    let (tx, ty) = origin(g.seats[0].hero.pos);
    assert_eq!(
        img.at((tx + CELL / 2.0 - 13.0) as u32, (ty + CELL / 2.0) as u32),
        SEAT_COLOURS[0]
    );
}

/// Newcomer p19: a wall stands out from the floor it bounds and from the unexplored rock
/// beside it (a contrast ratio of 2.5 at least, as WCAG measures it).
#[test]
fn walls_stand_out_from_the_floor_and_the_rock() {
    fn luminance(c: [u8; 3]) -> f64 {
        let lin = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    }
    let contrast = |a: [u8; 3], b: [u8; 3]| {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    };
    assert!(
        contrast(WALL, ROCK) >= 2.5,
        "against the rock: {}",
        contrast(WALL, ROCK)
    );
    assert!(
        contrast(WALL, FLOOR) >= 2.5,
        "against the floor: {}",
        contrast(WALL, FLOOR)
    );
}

#[test]
fn walls_and_doors_are_drawn_where_the_tile_has_them() {
    let mut g = started(Settings::default());
    let (walled, doored) = (Pos::new(5, 7), Pos::new(8, 2));
    let room = tile(ChamberKind::DungeonRoom, |s| {
        s.contains(&SideKind::Wall) && s.contains(&SideKind::Open)
    });
    let door = tile(ChamberKind::DungeonRoom, |s| s.contains(&SideKind::Door));
    g.board.set(walled, Chamber::place(room, Dir::Down));
    g.board.set(doored, Chamber::place(door, Dir::Right));
    let img = channel(&g);
    let ch = g.board.chamber(walled).unwrap().clone();
    let mut walls = 0;
    for d in Dir::ALL {
        let px = on_side(&img, walled, d, 4.0);
        match ch.side(d) {
            SideKind::Wall => {
                walls += 1;
                assert_eq!(px, WALL, "{d:?}");
            }
            SideKind::Open => assert_ne!(px, WALL, "{d:?}"),
            _ => {}
        }
    }
    assert!(walls > 0);
    let ch = g.board.chamber(doored).unwrap().clone();
    let mut doors = 0;
    for d in Dir::ALL {
        let px = on_side(&img, doored, d, 7.0);
        if ch.side(d) == SideKind::Door {
            doors += 1;
            assert_eq!(px, DOOR, "{d:?}");
        } else {
            assert_ne!(px, DOOR, "{d:?}");
        }
    }
    assert!(doors > 0);
}

#[test]
fn nothing_is_drawn_on_an_unexplored_space() {
    let mut g = started(Settings::default());
    let p = Pos::new(9, 6);
    let rock = |img: &Image| {
        let (x, y) = origin(p);
        (0..CELL as u32)
            .all(|dy| (0..CELL as u32).all(|dx| img.at(x as u32 + dx, y as u32 + dy) == ROCK))
    };
    assert!(rock(&channel(&g)));
    g.board.set(
        p,
        Chamber::place(tile(ChamberKind::Corridor, |_| true), Dir::Up),
    );
    assert!(!rock(&channel(&g)));
}

#[test]
fn the_treasure_chamber_shows_the_dragons_current_odds() {
    let mut g = started(Settings::default());
    g.dragon_chance = 70;
    let a = channel(&g);
    g.dragon_chance = 40;
    let b = channel(&g);
    let (x, y) = origin(TREASURE_UPPER);
    let inside = |px: u32, py: u32| {
        (x as u32..(x + CELL) as u32).contains(&px)
            && (y as u32..(y + 2.0 * CELL) as u32).contains(&py)
    };
    let mut changed_inside = 0;
    for py in 0..a.height {
        for px in 0..a.width {
            if a.at(px, py) != b.at(px, py) {
                assert!(
                    inside(px, py),
                    "({px}, {py}) changed outside the Treasure Chamber"
                );
                changed_inside += 1;
            }
        }
    }
    assert!(changed_inside > 50, "only {changed_inside} pixels changed");
    assert_eq!(a.at(x as u32 + 8, y as u32 + 8), picture::GOLD);
}

#[test]
fn hidden_information_never_changes_the_bytes() {
    let settings = Settings {
        cloak_and_dagger: true,
        ..Settings::default()
    };
    let mut g = started(settings);
    let c = content();
    // A monster token whose life is hidden: two tokens of the same monster, lives differing.
    let (t1, t2) = (0u8..)
        .map(|t| (t, t + 1))
        .find(|&(a, b)| {
            let (ma, la) = c.token(a);
            let (mb, lb) = c.token(b);
            ma == mb && la != lb
        })
        .unwrap();
    let p = Pos::new(2, 2);
    g.board.set(
        p,
        Chamber::place(tile(ChamberKind::DungeonRoom, |_| true), Dir::Up),
    );
    // Two face-down Loot cards: which one seat 1 holds is his alone to know.
    let loot: Vec<_> = (0..c.cards.len())
        .filter(|&i| c.cards[i].is_loot())
        .take(3)
        .map(|i| i as kalladra::games::dungeonquest::engine::content::CardId)
        .collect();
    let mut a = g.clone();
    a.tokens = vec![(p, t1)];
    a.seats[1].hero.loot = vec![loot[0]];
    let mut b = g.clone();
    b.tokens = vec![(p, t2)];
    b.seats[1].hero.loot = vec![loot[1]];
    for viewer in [Actor::Seat(0), Actor::Newcomer] {
        assert_eq!(
            picture::png(&view(&a, viewer), Lang::En),
            picture::png(&view(&b, viewer), Lang::En)
        );
    }
    // What is not hidden shows: a second card changes his Loot count.
    let mut more = b.clone();
    more.seats[1].hero.loot.push(loot[2]);
    assert_ne!(
        picture::png(&view(&b, Actor::Seat(0)), Lang::En),
        picture::png(&view(&more, Actor::Seat(0)), Lang::En)
    );
}

/// A game played part way by computer players: a busy board.
fn midgame(seed: u64, actions: usize) -> Game {
    let mut policy = SensiblePolicy::new(seed);
    play(seed_from_u64(seed), 4, &mut policy, actions).game
}

#[test]
fn the_same_view_gives_the_same_bytes_and_they_decode_to_the_picture() {
    let g = midgame(3, 200);
    let v = view(&g, None);
    let bytes = picture::png(&v, Lang::En);
    assert_eq!(bytes, picture::png(&v.clone(), Lang::En));
    assert_eq!(bytes, picture::png(&view(&g.clone(), None), Lang::En));
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let img = draw(&v, Lang::En);
    assert_eq!((info.width, info.height), (img.width, img.height));
    assert_eq!(&buf[..info.buffer_size()], &img.rgb[..]);
}

#[test]
fn a_busy_board_stays_under_150_kb() {
    for seed in 1..=4 {
        for actions in [150, 400, 5_000] {
            let g = midgame(seed, actions);
            let n = picture::png(&view(&g, None), Lang::En).len();
            assert!(n <= 150 * 1024, "seed {seed}, {actions} actions: {n} bytes");
        }
    }
}

#[test]
fn the_alt_text_data_says_where_each_hero_stands() {
    use kalladra::games::dungeonquest::engine::Corner;
    use kalladra::games::dungeonquest::picture::{whereabouts, Place};
    let mut g = started(Settings::default());
    let p = Pos::new(1, 0);
    g.board.set(
        p,
        Chamber::place(tile(ChamberKind::Bridge, |_| true), Dir::Left),
    );
    g.seats[0].hero.pos = p;
    let w = whereabouts(&view(&g, None));
    assert_eq!(w.len(), 2);
    assert_eq!(w[0].hero, "Challara");
    assert_eq!(
        w[0].place,
        Place::Chamber {
            pos: p,
            kind: ChamberKind::Bridge
        }
    );
    assert_eq!(w[1].place, Place::Tower(g.seats[1].tower.unwrap()));
    assert!(matches!(w[1].place, Place::Tower(Corner::NE)));
}

#[test]
fn the_alt_text_says_where_each_hero_stands_in_the_language_asked() {
    let mut g = started(Settings::default());
    let p = Pos::new(1, 0);
    g.board.set(
        p,
        Chamber::place(tile(ChamberKind::Bridge, |_| true), Dir::Left),
    );
    g.seats[0].hero.pos = p;
    let v = view(&g, None);
    let en = picture::alt_text(&v, Lang::En);
    assert!(
        en.contains("Player 0 (Challara) is in the Bridge at B1."),
        "{en}"
    );
    assert!(
        en.contains("Player 1 (Hugo) stands in the NE tower"),
        "{en}"
    );
    let es = picture::alt_text(&v, Lang::Es);
    assert!(
        es.contains("Player 0 (Challara) está en B1: Puente."),
        "{es}"
    );
    assert!(es.contains("Player 1 (Hugo) está en la torre NE"), "{es}");
    // Long names: whole sentences only, never over Discord's 1,024 characters.
    for s in &mut g.seats {
        s.name = "N".repeat(600);
    }
    let long = picture::alt_text(&view(&g, None), Lang::Es);
    assert!(long.chars().count() <= ALT_MAX, "{}", long.len());
    assert!(long.ends_with('.'));
}

#[test]
fn the_picture_speaks_the_language_asked() {
    let g = started(Settings::default());
    let v = view(&g, None);
    assert_ne!(draw(&v, Lang::En), draw(&v, Lang::Es));
    assert_eq!(draw(&v, Lang::Es), draw(&v.clone(), Lang::Es));
}

fn kalladra(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn kalladra_render_draws_an_exported_game_after_its_nth_input() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = SensiblePolicy::new(9);
    let played = play(seed_from_u64(9), 3, &mut policy, 50_000);
    let x = Export::of(1, "c", "o", &played.game, &played.events);
    let file = dir.path().join("game.json");
    std::fs::write(&file, serde_json::to_string(&x).unwrap()).unwrap();
    let file = file.to_str().unwrap();
    let out = dir.path().join("board.png");
    let out_s = out.to_str().unwrap();
    // After input 60: what the channel saw then.
    let (ok, _, err) = kalladra(&["render", file, "--at", "60", "--out", out_s]);
    assert!(ok, "{err}");
    let inputs = kalladra::games::dungeonquest::engine::event::inputs(&played.events);
    let end: usize = inputs[..60].iter().map(|i| i.len()).sum();
    let then = Game::replay(played.game.seed, x.made_with(), &played.events[..end]);
    let drawn = std::fs::read(&out).unwrap();
    assert_eq!(drawn, picture::png(&view(&then, None), Lang::En));
    // Without --at: the end.
    let (ok, _, err) = kalladra(&["render", file, "--out", out_s]);
    assert!(ok, "{err}");
    assert_eq!(
        std::fs::read(&out).unwrap(),
        picture::png(&view(&played.game, None), Lang::En)
    );
    assert_ne!(std::fs::read(&out).unwrap(), drawn);
    // In Spanish: the same board, its words in Spanish.
    let (ok, _, err) = kalladra(&["render", file, "--out", out_s, "--language", "es"]);
    assert!(ok, "{err}");
    let es = std::fs::read(&out).unwrap();
    assert_eq!(es, picture::png(&view(&played.game, None), Lang::Es));
    assert_ne!(es, picture::png(&view(&played.game, None), Lang::En));
    // Errors: one line each, saying what is wrong.
    let past = (inputs.len() + 1).to_string();
    let not_export = dir.path().join("other.json");
    std::fs::write(&not_export, "{\"hello\": 1}").unwrap();
    for (args, says) in [
        (
            vec!["render", "/nonexistent/game.json", "--out", out_s],
            "no such file",
        ),
        (
            vec!["render", file, "--at", &past, "--out", out_s],
            "past the end",
        ),
        (
            vec!["render", not_export.to_str().unwrap(), "--out", out_s],
            "not a Kalladra game export",
        ),
        (
            vec!["render", file, "--out", out_s, "--language", "fr"],
            "not a language the bot speaks: en or es",
        ),
    ] {
        let (ok, _, err) = kalladra(&args);
        assert!(!ok, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}

/// Not a check: writes the export of a simulated four-hero game to the file named by
/// `KALLADRA_EXPORT_TO`, for `kalladra render` to draw `docs/board.png` from:
/// `KALLADRA_EXPORT_TO=game.json cargo test --test suite -- --ignored picture::simulated_export`.
#[test]
#[ignore]
fn simulated_export() {
    let to = std::env::var("KALLADRA_EXPORT_TO").expect("KALLADRA_EXPORT_TO names the file");
    let mut policy = SensiblePolicy::new(11);
    let played = play(seed_from_u64(11), 4, &mut policy, 50_000);
    let x = Export::of(1, "channel", "organiser", &played.game, &played.events);
    std::fs::write(to, serde_json::to_string(&x).unwrap()).unwrap();
}

/// Attack F-E, F-Q; newcomer p30: `render` and `verify` on crafted files. Every file no game
/// could have written is one line and exit 1, never a panic or a huge canvas; `verify` binds
/// the settings, game, channel and organiser to the commitment posted at the start, a started
/// game's export without its commitment is refused, and an edited `log_sha256` alone is
/// said to be the field's edit.
// house: one crafted file per case, each a few lines; split, the cases would share nothing.
#[test]
fn render_and_verify_refuse_crafted_files_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut policy = SensiblePolicy::new(9);
    let played = play(seed_from_u64(9), 3, &mut policy, 50_000);
    let x = Export::of(1, "c", "o", &played.game, &played.events);
    assert!(x.seed.is_some() && x.commitment.is_some());
    let ended = serde_json::to_value(&x).unwrap();
    let mut running = ended.clone();
    running["seed"] = serde_json::Value::Null;
    running["log_sha256"] = serde_json::Value::Null;
    let out = dir.path().join("board.png");
    let write = |name: &str, v: &serde_json::Value| {
        let p = dir.path().join(name);
        std::fs::write(&p, serde_json::to_string(v).unwrap()).unwrap();
        p.to_str().unwrap().to_string()
    };
    let events = |v: &serde_json::Value| v["events"].as_array().unwrap().clone();
    let first = |v: &serde_json::Value, key: &str| {
        events(v)
            .iter()
            .position(|e| e.get(key).is_some())
            .unwrap_or_else(|| {
                panic!(
                    "no {key} in {:?}",
                    events(v).iter().take(12).collect::<Vec<_>>()
                )
            })
    };
    let mut crafted: Vec<(&str, serde_json::Value, &str)> = Vec::new();
    // A seat that does not exist.
    let mut v = running.clone();
    let i = first(&v, "TurnStarted");
    v["events"][i]["TurnStarted"]["seat"] = 7.into();
    crafted.push(("seat", v, "names seat 7, but only 3 are dealt"));
    // A hero that does not exist.
    let mut v = running.clone();
    let i = first(&v, "Dealt");
    v["events"][i]["Dealt"]["hero"] = 200.into();
    crafted.push(("hero", v, "cannot draw"));
    // A move off the board (a row of -1 once panicked in the board's code).
    let mut v = running.clone();
    let i = first(&v, "Moved");
    v["events"][i]["Moved"]["to"]["row"] = (-1).into();
    crafted.push(("off", v, "names a place off the board"));
    // A card that does not exist (an id out of range once panicked in the content's code).
    let mut v = running.clone();
    let i = first(&v, "CardDrawn");
    v["events"][i]["CardDrawn"]["card"] = 60_000.into();
    crafted.push(("card", v, "out of range"));
    // A log that does not start at the beginning.
    let mut v = running.clone();
    v["events"].as_array_mut().unwrap().drain(..5);
    crafted.push(("cut", v, "does not start at the game's beginning"));
    // 20,000 heroes joining.
    let mut v = running.clone();
    let i = first(&v, "Dealt");
    let joined = v["events"][i].clone();
    let evs = v["events"].as_array_mut().unwrap();
    for k in 0..20_000 {
        let mut j = joined.clone();
        j["Dealt"]["seat"] = (3 + k).into();
        evs.insert(i + 1, j);
    }
    crafted.push(("crowd", v, "seats 4 at most"));
    // An ended game's file that verify rejects (a die changed).
    let mut v = ended.clone();
    let i = first(&v, "Tested");
    let d = v["events"][i]["Tested"]["dice"][0].as_u64().unwrap();
    v["events"][i]["Tested"]["dice"][0] = (d % 6 + 1).into();
    crafted.push(("die", v, "`kalladra verify` does not confirm it"));
    for (name, v, says) in &crafted {
        let file = write(&format!("{name}.json"), v);
        let start = std::time::Instant::now();
        let (ok, _, err) = kalladra(&["render", &file, "--out", out.to_str().unwrap()]);
        assert!(!ok, "{name}");
        assert!(
            err.starts_with("kalladra: cannot draw") || err.contains("not a Kalladra game export"),
            "{name}: {err}"
        );
        assert!(
            err.contains(says) || *says == "cannot draw",
            "{name}: {err}"
        );
        assert!(!err.contains("internal error"), "{name}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{name}: {err}");
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "{name}"
        );
    }
    // verify: the commitment binds what the file says of the game.
    let verify = |v: &serde_json::Value, name: &str| {
        let file = write(name, v);
        let o = Command::new(env!("CARGO_BIN_EXE_kalladra"))
            .args(["verify", &file])
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
        )
    };
    assert_eq!(verify(&ended, "ok.json").0, Some(0));
    for (field, value) in [
        ("channel", serde_json::json!("elsewhere")),
        ("organiser", serde_json::json!("mallory")),
        ("game", serde_json::json!(2)),
    ] {
        let mut v = ended.clone();
        v[field] = value;
        let (code, said) = verify(&v, "edited.json");
        assert_eq!(code, Some(1), "{field}: {said}");
        assert!(
            said.contains("commitment") && said.contains("was edited"),
            "{field}: {said}"
        );
    }
    let mut v = ended.clone();
    v["settings"]["dragon_start"] = 100.into();
    assert_eq!(verify(&v, "settings.json").0, Some(1));
    // Attack F-Q: the commitment removed is no downgrade to "nothing binds": refused.
    let mut v = ended.clone();
    v.as_object_mut().unwrap().remove("commitment");
    let (code, said) = verify(&v, "old.json");
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("has no commitment"), "{said}");
    // p30: the log_sha256 field alone edited.
    let mut v = ended.clone();
    v["log_sha256"] = "0".repeat(64).into();
    let (code, said) = verify(&v, "hash.json");
    assert_eq!(code, Some(1));
    assert!(
        said.contains("either the log_sha256 field was edited"),
        "{said}"
    );
    assert!(!said.contains("events were changed"), "{said}");
}
