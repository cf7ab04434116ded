//! The board as a picture: it decodes, stays under 150 KB at its fullest, shows nothing the
//! channel may not see (two games differing only in secrets give the same bytes), its alt
//! text fits Discord's 1,024 characters, and both languages draw. `RAIDERS_PICTURES=DIR`
//! writes the sample boards there to look at.

use super::*;
use crate::canvas::ALT_MAX;
use crate::chance::seed_from_u64;
use crate::games::raiders::picture::{alt_text, png};
use crate::games::raiders::policy::{Policy, Sensible};
use crate::lang::Lang;

fn names(n: usize) -> Vec<String> {
    ["Ann", "Bob", "Cleo", "Dmitri", "Eva"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A game played by the sensible player (seat order) until `stop` says so or it ends.
fn play_until(seed: u64, settings: Settings, mut stop: impl FnMut(&Game) -> bool) -> Game {
    let mut g = Game::new(seed_from_u64(seed), settings);
    apply(&mut g, 0, Action::Start).expect("starts");
    while g.phase == Phase::Playing && !stop(&g) {
        let seat = g.awaited()[0];
        let a = Sensible.choose(&view(&g, Viewer::Seat(seat)));
        apply(&mut g, seat, a).expect("legal");
    }
    g
}

fn decode(bytes: &[u8]) -> (u32, u32) {
    let dec = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = dec.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    (info.width, info.height)
}

/// Writes a sample board when `RAIDERS_PICTURES` names a folder.
fn sample(file: &str, v: &View, lang: Lang, names: &[String]) {
    if let Ok(dir) = std::env::var("RAIDERS_PICTURES") {
        let bytes = png(v, lang, names);
        std::fs::write(std::path::Path::new(&dir).join(file), bytes).expect("written");
    }
}

/// The samples to look at: three players mid-level, five under Speed with sealed cards,
/// solitaire, a five-player game over, and one not yet begun.
#[test]
fn sample_boards_draw_in_both_languages() {
    let mid = play_until(3, settings(3), |g| {
        g.level == 2 && g.row.len() == 2 && g.room.as_ref().is_some_and(|r| r.queue.len() == 1)
    });
    let speed = play_until(
        8,
        Settings {
            players: 5,
            speed: true,
            ..Settings::default()
        },
        |g| g.level == 3 && g.room.as_ref().is_some_and(|r| r.waiting.len() == 2),
    );
    let solo = play_until(
        4,
        Settings {
            players: 1,
            solo_character: 4,
            solo_wounds: 3,
            ..Settings::default()
        },
        |g| g.level == 2 && g.room.as_ref().is_some_and(|r| r.attack.is_some()),
    );
    let over = play_until(11, settings(5), |_| false);
    let setup = Game::new(seed_from_u64(1), settings(4));
    // Before the start, four are seated (the game has no seats until it is dealt).
    for (file, g, seated) in [
        ("mid3", &mid, 3),
        ("speed5", &speed, 5),
        ("solo", &solo, 1),
        ("over5", &over, 5),
        ("setup", &setup, 4),
    ] {
        for lang in Lang::ALL {
            let v = view(g, Viewer::Table);
            let bytes = png(&v, lang, &names(seated));
            let (w, h) = decode(&bytes);
            assert_eq!(w, crate::games::raiders::picture::WIDTH);
            assert!(h > 300, "{file}: {h}");
            let alt = alt_text(&v, lang, &names(seated));
            assert!(alt.chars().count() <= ALT_MAX, "{file}: {alt}");
            assert!(!alt.contains("raiders-"), "{file}: {alt}");
            sample(
                &format!("{file}-{}.png", lang.tag()),
                &v,
                lang,
                &names(seated),
            );
        }
    }
    assert!(speed
        .room
        .as_ref()
        .is_some_and(|r| r.sealed.iter().any(Option::is_some)));
}

/// The fullest board: five players with long names under Speed, the richest and most
/// wounded, a level of five wordy rooms face up, cards sealed and put down, crystal balls.
fn fullest() -> Game {
    let mut g = started_with(Settings {
        players: 5,
        speed: true,
        ..Settings::default()
    });
    at_rooms(
        &mut g,
        &["boulder", "item-vault", "coin-vault", "magnet", "spike"],
    );
    for (s, r) in g.seats.iter_mut().enumerate() {
        r.treasure = 20 - s as u32;
        r.wounds = 9 - s as u32;
        r.items = Items([1, 2, 1, 1]);
        r.used = [true, false, true, false, s % 2 == 0];
    }
    if let Some(c) = &mut g.room {
        c.sealed[0] = Some(Play::Power(2));
        c.sealed[1] = Some(Play::Power(4));
        c.waiting.remove(&0);
        c.waiting.remove(&1);
        c.plays[2] = Some(Play::Power(5));
        c.crystal[3] = 3;
    }
    g
}

#[test]
fn the_fullest_board_decodes_and_stays_under_150_kb_in_both_languages() {
    let long: Vec<String> = (0..5)
        .map(|k| format!("Wilhelmina Kowalczyk-Szymańska {k}"))
        .collect();
    let (g, names) = (fullest(), long);
    let v = view(&g, Viewer::Table);
    for lang in Lang::ALL {
        let bytes = png(&v, lang, &names);
        assert!(bytes.len() <= 150 * 1024, "{lang:?}: {} bytes", bytes.len());
        let (w, _) = decode(&bytes);
        assert_eq!(w, crate::games::raiders::picture::WIDTH);
        sample(&format!("fullest-{}.png", lang.tag()), &v, lang, &names);
        let alt = alt_text(&v, lang, &names);
        assert!(alt.chars().count() <= ALT_MAX, "{}", alt.len());
    }
}

#[test]
fn the_alt_text_names_the_level_the_room_and_every_player_within_1024_characters() {
    let long: Vec<String> = (0..5)
        .map(|k| format!("Wilhelmina Kowalczyk-Szymańska {k}"))
        .collect();
    let g = fullest();
    let v = view(&g, Viewer::Table);
    let en = alt_text(&v, Lang::En, &long);
    assert!(en.chars().count() <= ALT_MAX, "{}", en.chars().count());
    assert!(
        en.starts_with("Dungeon Raiders board (Speed): level 1 of 5, 4 piles left."),
        "{en}"
    );
    assert!(
        en.contains("Now in Rolling boulder: the highest card decides"),
        "{en}"
    );
    for n in &long {
        assert!(en.contains(n.as_str()), "{n}: {en}");
    }
    assert!(
        en.contains("20 gold, 9 of 10 wounds, 5 items, a card face down."),
        "{en}"
    );
    assert!(
        en.contains("Rooms ahead: Item vault, Coin vault, Magnet trap, Spike pit."),
        "{en}"
    );
    let es = alt_text(&v, Lang::Es, &long);
    assert!(es.chars().count() <= ALT_MAX, "{}", es.chars().count());
    assert!(
        es.starts_with(
            "Tablero de Dungeon Raiders (partida rápida): nivel 1 de 5, quedan 4 montones."
        ),
        "{es}"
    );
    assert!(
        es.contains("20 de oro, 9 de 10 heridas, 5 objetos, una carta boca abajo."),
        "{es}"
    );
    // Whole sentences only: names of a thousand characters leave players out, never half
    // a sentence.
    let huge: Vec<String> = (0..5).map(|k| format!("{k}{}", "x".repeat(300))).collect();
    let cut = alt_text(&v, Lang::En, &huge);
    assert!(
        cut.chars().count() <= ALT_MAX && cut.ends_with('.'),
        "{cut}"
    );
    assert!(cut.contains(&huge[0]) && !cut.contains(&huge[4]), "{cut}");
}

/// Attack: the picture for the channel (or another seat) must not change when only seat 0's
/// secrets do: which items it holds (same count), the card it sealed, and the hidden cards
/// of the dungeon (face-down rooms, piles, removed cards).
#[test]
fn the_picture_does_not_change_with_a_seats_hidden_items_sealed_card_or_the_dark_rooms() {
    let (mut compared, mut sealed_seen, mut dark_seen) = (0, 0, 0);
    for players in 2..=5u8 {
        for speed in [false, true] {
            let settings = Settings {
                players,
                speed,
                ..Settings::default()
            };
            let seed = u64::from(players) * 2 + u64::from(speed);
            let mut g = Game::new(seed_from_u64(seed), settings);
            apply(&mut g, 0, Action::Start).expect("starts");
            let mut random = crate::games::raiders::policy::RandomPolicy::new(seed);
            let (mut step, mut here) = (0, 0);
            while g.phase == Phase::Playing && here < 5 {
                let seat = g.awaited()[0];
                let a = random.choose(&view(&g, Viewer::Seat(seat)));
                apply(&mut g, seat, a).expect("legal");
                step += 1;
                let sealed = g.room.as_ref().is_some_and(|r| r.sealed[0].is_some());
                let dark = g.row.iter().filter(|s| !s.face_up).count() > 1;
                if g.over() || step % 4 != 0 || !(sealed || dark) {
                    continue;
                }
                let other = secrets_changed(&g);
                assert_ne!(g, other);
                let ns = names(g.seats.len());
                // The channel's picture of both games, and seat 1's of the changed one: all
                // the same bytes (a seat's picture is the channel's: its own secrets stay in
                // its hand).
                let a = png(&view(&g, Viewer::Table), Lang::En, &ns);
                let b = png(&view(&other, Viewer::Table), Lang::En, &ns);
                assert!(a == b, "the channel sees seat 0's secrets at step {step}");
                let c = png(&view(&other, Viewer::Seat(1)), Lang::En, &ns);
                assert!(a == c, "seat 1 sees seat 0's secrets at step {step}");
                for viewer in [Viewer::Table, Viewer::Seat(1)] {
                    let a = alt_text(&view(&g, viewer), Lang::Es, &ns);
                    assert_eq!(a, alt_text(&view(&other, viewer), Lang::Es, &ns));
                }
                compared += 1;
                here += 1;
                sealed_seen += usize::from(sealed);
                dark_seen += usize::from(dark);
            }
        }
    }
    assert!(
        compared >= 30 && sealed_seen >= 5 && dark_seen >= 5,
        "{compared} {sealed_seen} {dark_seen}"
    );
}

/// `g` with seat 0's secrets changed: other items (same count), another sealed card, and the
/// dungeon's hidden cards turned around.
fn secrets_changed(g: &Game) -> Game {
    let mut other = g.clone();
    let total = other.seats[0].items.total() as u8;
    other.seats[0].items = if other.seats[0].items == Items([0, 0, 0, total]) {
        Items([total, 0, 0, 0])
    } else {
        Items([0, 0, 0, total])
    };
    if let Some(c) = &mut other.room {
        if let Some(p) = c.sealed[0] {
            c.sealed[0] = Some(Play::Power(if p == Play::Power(1) { 2 } else { 1 }));
        }
    }
    other.removed.reverse();
    for p in other.piles.iter_mut() {
        p.reverse();
    }
    let dark: Vec<usize> = (0..other.row.len())
        .filter(|&j| !other.row[j].face_up)
        .collect();
    if let (Some(&a), Some(&b)) = (dark.first(), dark.last()) {
        let (ca, cb) = (other.row[a].card, other.row[b].card);
        other.row[a].card = cb;
        other.row[b].card = ca;
        // Seat 1 may have seen them by torchlight: then its view knows them, and the
        // picture must still show backs.
    }
    other
}

#[test]
fn a_torch_peek_still_draws_backs_and_public_changes_do_show() {
    let mut g = started(3);
    at_room(&mut g, "chest-4");
    g.row[1].face_up = false;
    g.row[2].face_up = false;
    g.seats[1].peeked.insert(g.row[1].card);
    let ns = names(3);
    let table = png(&view(&g, Viewer::Table), Lang::En, &ns);
    assert_eq!(table, png(&view(&g, Viewer::Seat(1)), Lang::En, &ns));
    let mut richer = g.clone();
    richer.seats[2].treasure += 1;
    assert_ne!(table, png(&view(&richer, Viewer::Table), Lang::En, &ns));
    let mut played = g.clone();
    apply(&mut played, 0, Action::Play(Play::Power(3))).expect("seat 0 plays first");
    assert_ne!(table, png(&view(&played, Viewer::Table), Lang::En, &ns));
}

#[test]
fn the_font_has_every_letter_the_picture_draws_in_both_languages() {
    use crate::canvas::has_glyph;
    let drawn = ["raiders-pic-", "raiders-room-", "raiders-character-"];
    let (_, en, es) = crate::lang::FILES
        .iter()
        .find(|(name, _, _)| *name == "raiders")
        .expect("raiders.ftl");
    for source in [en, es] {
        // The message a line belongs to: its own, or the one it continues.
        let mut key = "";
        for line in source.lines() {
            if !line.starts_with(' ') {
                key = line.split(' ').next().unwrap_or_default();
            }
            let is_drawn = drawn.iter().any(|p| key.starts_with(p));
            if !is_drawn || key == "raiders-room-back" {
                continue;
            }
            for ch in line.chars().filter(|c| !c.is_ascii()) {
                assert!(has_glyph(ch), "no glyph for {ch:?}: {line}");
            }
        }
    }
    for ch in ['—', '·', '½', '…'] {
        assert!(has_glyph(ch), "{ch:?}");
    }
}

#[test]
fn the_png_holds_the_pixels_drawn_but_for_rare_text_edges() {
    // `png` is `draw`'s picture through the palette.
    let g = Game::new(seed_from_u64(1), settings(3));
    let v = view(&g, Viewer::Table);
    let img = crate::games::raiders::picture::draw(&v, Lang::En, &names(0));
    let bytes = png(&v, Lang::En, &names(0));
    let mut dec = png::Decoder::new(std::io::Cursor::new(&bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut reader = dec.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    assert_eq!((info.width, info.height), (img.width, img.height));
    let decoded = &buf[..info.buffer_size()];
    // Only the rarest blends at text edges take a neighbouring colour: under 1% of pixels,
    // none by more than a shade.
    let (mut wrong, mut worst) = (0, 0);
    for (a, b) in decoded.chunks_exact(3).zip(img.rgb.chunks_exact(3)) {
        if a != b {
            wrong += 1;
            let d = (0..3).map(|k| a[k].abs_diff(b[k])).max().unwrap_or(0);
            worst = worst.max(d);
        }
    }
    let pixels = img.rgb.len() / 3;
    assert!(wrong * 100 < pixels, "{wrong} of {pixels} pixels differ");
    assert!(worst <= 48, "a pixel off by {worst}");
    let full = fullest();
    let v = view(&full, Viewer::Table);
    let img = crate::games::raiders::picture::draw(&v, Lang::Es, &names(5));
    assert_eq!(
        png(&v, Lang::Es, &names(5)),
        crate::canvas::indexed::encode(&img)
    );
}

/// A seat's verdict (WINNER, COLLAPSED, DEAD; GANA, SE DESPLOMA, HA MUERTO) is drawn whole,
/// inside its box, at a size still large enough to read: `SE DESPLOMA` used to be cut to
/// `SE DESPLO…`.
#[test]
fn every_verdict_fits_its_box_whole_in_both_languages() {
    use crate::canvas::text_width;
    use crate::games::raiders::picture::{verdict_label, VERDICT_W};
    for lang in [Lang::En, Lang::Es] {
        for id in ["winner", "collapsed", "dead"] {
            let whole = crate::lang::text(lang, &format!("raiders-pic-{id}"), &[]);
            let (word, size) = verdict_label(lang, id);
            assert_eq!(word, whole, "{lang:?} {id} cut at {size}");
            assert!(text_width(&word, size) <= VERDICT_W, "{word} at {size}");
            assert!(size >= 22.0, "{word} at {size}: too small");
        }
    }
}

/// Before the start the picture shows who is seated, not five blank cards and nobody.
#[test]
fn the_setup_picture_shows_the_players_seated() {
    let g = Game::new(seed_from_u64(1), settings(3));
    let v = view(&g, Viewer::Table);
    assert_ne!(png(&v, Lang::En, &names(2)), png(&v, Lang::En, &[]));
    assert_ne!(png(&v, Lang::En, &names(2)), png(&v, Lang::En, &names(3)));
    let alt = alt_text(&v, Lang::En, &names(2));
    assert!(alt.ends_with("seated so far: Ann, Bob."), "{alt}");
    let alt = alt_text(&v, Lang::Es, &names(1));
    assert!(alt.ends_with("sentado por ahora: Ann."), "{alt}");
    let nobody = alt_text(&v, Lang::En, &[]);
    assert!(nobody.ends_with("nobody is seated yet."), "{nobody}");
    let (_, h) = decode(&png(&v, Lang::Es, &names(5)));
    assert!(h > 300, "{h}");
}

/// Solitaire has no items, so no supply: what the supply holds draws nothing there.
#[test]
fn solitaire_draws_no_supply() {
    let g = started_with(Settings {
        players: 1,
        ..Settings::default()
    });
    let v = view(&g, Viewer::Table);
    let mut stocked = v.clone();
    stocked.supply = Items([2, 2, 2, 2]);
    assert_eq!(
        png(&v, Lang::En, &names(1)),
        png(&stocked, Lang::En, &names(1))
    );
    // A game of three draws its supply.
    let g = started(3);
    let v = view(&g, Viewer::Table);
    let mut stocked = v.clone();
    stocked.supply = Items([0, 1, 0, 1]);
    assert_ne!(
        png(&v, Lang::En, &names(3)),
        png(&stocked, Lang::En, &names(3))
    );
}

/// The dead may have taken more wounds than the tracker's ten: they show as ten of ten,
/// beside DEAD, not as 12/10; the hand says so too.
#[test]
fn a_dead_players_wounds_stop_at_the_trackers_end() {
    let mut g = started(3);
    g.seats[1].alive = false;
    g.seats[1].wounds = 12;
    let mut at_ten = g.clone();
    at_ten.seats[1].wounds = 10;
    let ns = names(3);
    let a = png(&view(&g, Viewer::Table), Lang::En, &ns);
    assert_eq!(a, png(&view(&at_ten, Viewer::Table), Lang::En, &ns));
    let hand = crate::games::raiders::words::hand(Lang::En, &view(&g, Viewer::Seat(1)));
    let hand = hand.expect("a hand");
    assert!(
        hand.contains("10/10 wounds") && !hand.contains("12/10"),
        "{hand}"
    );
    // Once the raid is over, the result's lines (the status's and the board's) say ten too.
    let mut over = g.clone();
    over.phase = Phase::Over(crate::games::raiders::Outcome {
        winners: vec![0],
        collapsed: Vec::new(),
        dead: vec![1],
    });
    let said = crate::games::raiders::words::result(Lang::En, &view(&over, Viewer::Table), &ns);
    let said = said.expect("a result once over");
    assert!(
        said.contains("Bob: 2 gold, 10 wounds") && !said.contains("12"),
        "{said}"
    );
}

/// A game the organiser ends mid-level is drawn over, as one the rules end: no room being
/// played, nobody's turn, and the result in words.
#[test]
fn a_game_ended_by_the_organiser_is_drawn_over() {
    use crate::games::raiders::table::Table;
    use crate::games::Seated;
    let mut t = Table::new(seed_from_u64(4));
    for (i, n) in names(3).into_iter().enumerate() {
        t.sitters.push((format!("u{i}"), n));
    }
    t.game = play_until(3, settings(3), |g| g.level == 2);
    let (live, live_alt) = t.picture(Lang::En).expect("a picture");
    assert!(
        live_alt.contains("piles left") && live_alt.contains("Now in"),
        "{live_alt}"
    );
    t.abandoned = Some("time".into());
    let (ended, alt) = t.picture(Lang::En).expect("a picture");
    assert_ne!(live, ended);
    assert!(
        alt.starts_with(
            "Dungeon Raiders board: the organiser ended the raid on level 2 of 5; nobody wins."
        ),
        "{alt}"
    );
    assert!(
        !alt.contains("piles left") && !alt.contains("Now in") && !alt.contains("to play"),
        "{alt}"
    );
    let (_, es) = t.picture(Lang::Es).expect("a picture");
    assert!(
        es.contains("el organizador terminó la incursión en el nivel 2"),
        "{es}"
    );
    // The view it is drawn from is over, waiting on nobody.
    let v = crate::games::raiders::table::reader_view(&t, crate::games::Reader::Channel);
    assert!(matches!(v.phase, Phase::Over(_)) && v.awaited.is_empty() && v.abandoned);
    // Ended by the rules: the winners are named.
    let over = play_until(11, settings(5), |_| false);
    let Phase::Over(o) = &over.phase else {
        panic!("over");
    };
    let alt = alt_text(&view(&over, Viewer::Table), Lang::En, &names(5));
    let first = match o.winners.len() {
        0 => "Nobody wins.".to_string(),
        1 => format!("Winner: {}.", names(5)[o.winners[0]]),
        _ => "Winners: ".to_string(),
    };
    assert!(
        alt.starts_with(&format!("Dungeon Raiders board: the raid is over. {first}")),
        "{alt}"
    );
}
