//! The board as a picture: a full 22-card map stays under 150 KB for 2, 3 and 4 players, the
//! same view gives the same bytes, the hand changes nothing, the alt text fits Discord's
//! 1,024 characters in both languages and names every lettered spot, and the font draws every
//! word. `HOLLOWDEEP_PICTURES=DIR` writes the samples there (`hollowdeep-*.png`) to look at;
//! `draw_time` (ignored) prints how long a draw takes.

use super::samples::{drawn, finished, full_map, names};
use super::{alt, png};
use crate::canvas::ALT_MAX;
use crate::games::dungeoneer::content::set;
use crate::games::dungeoneer::map::letter;
use crate::games::dungeoneer::view::View;
use crate::lang::Lang;

const MAX_BYTES: usize = 150 * 1024;

fn decode(bytes: &[u8]) -> (u32, u32) {
    let dec = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = dec.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    (info.width, info.height)
}

#[test]
fn a_full_map_draws_under_150_kb_for_two_three_and_four_players() {
    for players in 2..=4 {
        for seed in 0..6u64 {
            let v = full_map(seed, players);
            assert_eq!(v.map.len(), 22, "seed {seed}: every map card placed");
            for lang in Lang::ALL {
                let bytes = png(&v, &names(players), lang);
                let (w, h) = decode(&bytes);
                assert!(w <= 1000 && h > 400, "{w}x{h}");
                assert!(
                    bytes.len() < MAX_BYTES,
                    "seed {seed}, {players} players, {lang:?}: {} bytes",
                    bytes.len()
                );
            }
        }
    }
}

/// The fullest panels too: every hero alive, tipped, with three open quests and an Escort,
/// every player with a long name; with the map full and while a card is drawn.
#[test]
fn a_crowded_board_stays_under_150_kb() {
    let long: Vec<String> = (0..4)
        .map(|k| format!("Wilhelmina Featherstonehaugh {k}"))
        .collect();
    let quests = set().quests.len() as u8;
    for seed in 0..4u64 {
        for mut v in [full_map(seed, 4), drawn(seed, 4)] {
            for (i, h) in v.heroes.iter_mut().enumerate() {
                h.alive = true;
                h.tipped = true;
                h.life = 3;
                h.quests = (0..3).map(|k| (i as u8 * 3 + k) % quests).collect();
                h.carrying = Some((i as u8 + 20) % quests);
            }
            for lang in Lang::ALL {
                let bytes = png(&v, &long, lang).len();
                assert!(bytes < MAX_BYTES, "seed {seed}, {lang:?}: {bytes} bytes");
            }
        }
    }
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    for v in [full_map(3, 4), drawn(5, 3), finished(2, 2)] {
        let a = png(&v, &names(v.heroes.len()), Lang::En);
        let b = png(&v.clone(), &names(v.heroes.len()), Lang::En);
        assert_eq!(a, b);
    }
}

#[test]
fn the_picture_does_not_depend_on_the_hand() {
    for v in [full_map(1, 3), drawn(2, 4)] {
        let mut other = v.clone();
        other.hand = (0..5).collect();
        assert_ne!(v, other);
        let n = names(v.heroes.len());
        assert_eq!(png(&v, &n, Lang::En), png(&other, &n, Lang::En));
        assert_eq!(alt(&v, &n, Lang::Es), alt(&other, &n, Lang::Es));
    }
}

/// Long names on every seat, every sample, both languages.
#[test]
fn the_alt_text_fits_discords_limit_in_both_languages() {
    let long: Vec<String> = (0..4)
        .map(|k| format!("Bartholomew the Unnecessarily Long-Named {k}").repeat(3))
        .collect();
    for seed in 0..8u64 {
        let players = 2 + (seed % 3) as usize;
        for v in [
            full_map(seed, players),
            drawn(seed, players),
            finished(seed, players),
        ] {
            for lang in Lang::ALL {
                for n in [names(players), long.clone()] {
                    let text = alt(&v, &n, lang);
                    assert!(text.chars().count() <= ALT_MAX, "{text}");
                    assert!(!text.is_empty());
                }
            }
        }
    }
}

/// The letters named in the sentence about the drawn card: the words of one or two capitals.
fn letters_in(text: &str, v: &View, lang: Lang) -> Vec<String> {
    let card = set()
        .map(v.drawn.expect("a drawn card"))
        .name
        .get(lang == Lang::Es);
    let from = text.find(card).expect("the drawn card is named");
    let sentence = &text[from..];
    let end = sentence.find(". ").unwrap_or(sentence.len());
    let mut found: Vec<String> = sentence[..end]
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| (1..=2).contains(&w.len()) && w.chars().all(|c| c.is_ascii_uppercase()))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn a_drawn_card_shows_as_many_letters_as_spots() {
    for seed in 0..10u64 {
        let v = drawn(seed, 2 + (seed % 3) as usize);
        assert!(v.drawn.is_some() && !v.spots.is_empty(), "seed {seed}");
        let mut want: Vec<String> = (0..v.spots.len()).map(letter).collect();
        want.sort();
        for lang in Lang::ALL {
            let text = alt(&v, &names(v.heroes.len()), lang);
            assert_eq!(letters_in(&text, &v, lang), want, "{text}");
        }
        let bytes = png(&v, &names(v.heroes.len()), Lang::En);
        assert!(bytes.len() < MAX_BYTES);
    }
}

/// Every word the picture draws has a glyph in the cut-down font.
#[test]
fn the_font_has_every_letter_the_pictures_words_use() {
    let s = set();
    let mut words = String::new();
    for (name, en, es) in crate::lang::FILES {
        if *name == "dungeoneer-picture" || *name == "dungeoneer" {
            words.push_str(en);
            words.push_str(es);
        }
    }
    let names = s.maps.iter().map(|m| &m.name);
    let names = names.chain(s.heroes.iter().map(|h| &h.name));
    for t in names.chain(s.quests.iter().map(|q| &q.name)) {
        words.push_str(&t.en);
        words.push_str(&t.es);
    }
    for ch in words.chars().filter(|c| !c.is_control()) {
        if matches!(ch, '’' | '“' | '”' | '🐉') || ch as u32 > 0x2000 {
            continue;
        }
        assert!(crate::canvas::has_glyph(ch), "no glyph for {ch:?}");
    }
}

/// The samples, written where `HOLLOWDEEP_PICTURES` says (to look at).
#[test]
fn sample_boards_draw_in_both_languages() {
    let samples = [
        ("full2", full_map(4, 2)),
        ("full3", full_map(7, 3)),
        ("full4", full_map(2, 4)),
        ("drawn3", drawn(3, 3)),
        ("over4", finished(9, 4)),
        ("setup", setup()),
    ];
    for (file, v) in &samples {
        let n = names(4);
        for lang in Lang::ALL {
            let bytes = png(v, &n, lang);
            decode(&bytes);
            if let Ok(dir) = std::env::var("HOLLOWDEEP_PICTURES") {
                let path = std::path::Path::new(&dir).join(format!("hollowdeep-{file}-{lang}.png"));
                std::fs::write(path, &bytes).expect("written");
            }
        }
    }
}

/// How long a full four-player board takes to draw and encode, 20 times over:
/// `cargo test --lib dungeoneer::picture::tests::draw_time -- --ignored --nocapture`.
#[test]
#[ignore]
#[allow(clippy::print_stdout)]
fn draw_time() {
    let v = full_map(2, 4);
    let n = names(4);
    let start = std::time::Instant::now();
    let mut size = 0;
    for _ in 0..20 {
        size = png(&v, &n, Lang::En).len();
    }
    let each = start.elapsed() / 20;
    println!("a full 4-player board: {size} bytes, {each:?} a draw");
}

/// A game not yet begun: nobody dealt, three seated.
fn setup() -> View {
    use crate::games::dungeoneer::state::{Game, Settings};
    let g = Game::new(crate::chance::seed_from_u64(1), Settings::new(3));
    crate::games::dungeoneer::view::view(&g, None)
}
