//! The record page in a real browser (issue 26): headless Chromium opens pages that
//! `kalladra record` made, at a turn's own link (`#turn-N`), and the test reads back the DOM:
//! the turn shown, its picture (pixel for pixel the board the channel saw after that turn),
//! its narration; `#check` runs the fair-dice check (Web Crypto, on a `file://` page), which
//! shows each hash computed, to compare with the channel's, and finds a file that does not
//! agree with itself; such a file's page has a banner, and one that does not replay gets no
//! page. Dungeon Raiders too.
//!
//! Needs Debian's `chromium` (`.ci/chromium` installs it); without it the test is skipped in
//! one line, except under `CI=true`, where it fails.

use base64::Engine;
use kalladra::chance::{seed_from_u64, ComputerChoices};
use kalladra::games::dungeonquest::audit::Export;
use kalladra::games::dungeonquest::engine::{replay_seen, view, Actor, Game};
use kalladra::games::dungeonquest::simulate::{play, SensiblePolicy};
use kalladra::games::record::Record;
use kalladra::games::{Kind, Move, Seated, Stage, Who};
use kalladra::lang::Lang;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The browser, or None (skipped locally, a failure under CI=true).
fn chromium() -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join("chromium"))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("CI=true and no `chromium` on PATH: the record page's browser test is required (.ci/chromium installs it)");
        }
        eprintln!("skipped: no `chromium` on PATH (apt-get install chromium) for the record page's browser test");
    }
    found
}

/// The DOM of `page` opened at `fragment`, once its scripts have run: the turn's picture put
/// together (`data-board` on the picture) or the hashes checked (`data-ok`). Virtual time runs
/// the scripts' promises; a picture's tiles are decoded off it, so a busy machine may need a
/// second look with more time.
fn dom(browser: &Path, profile: &Path, page: &Path, fragment: &str) -> String {
    let mut last = String::new();
    for budget in [5_000, 15_000, 30_000] {
        last = dom_once(browser, profile, page, fragment, budget);
        let img = last.split("id=\"board\"").nth(1).unwrap_or("");
        let img = &img[..img.find('>').unwrap_or(0)];
        let ready = if fragment == "check" {
            !last.contains("data-ok=\"\"")
        } else {
            img.contains("data-board=")
        };
        if ready {
            break;
        }
    }
    last
}

fn dom_once(browser: &Path, profile: &Path, page: &Path, fragment: &str, budget: u32) -> String {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            &format!("--user-data-dir={}", profile.display()),
            &format!("--virtual-time-budget={budget}"),
            "--dump-dom",
            &format!("file://{}#{fragment}", page.display()),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn kalladra_record(json: &Path, html: &Path, lang: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["record", json.to_str().unwrap(), "--out"])
        .arg(html)
        .args(["--language", lang])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    String::from_utf8_lossy(&out.stdout).into_owned() + &err
}

/// The text between `<tag ... id="ID"` and its end, attributes included.
fn element<'a>(dom: &'a str, id: &str) -> &'a str {
    let at = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}"));
    let start = dom[..at].rfind('<').unwrap();
    let end = dom[at..].find("</section>").map_or(dom.len(), |e| at + e);
    &dom[start..end]
}

/// Text as a reader sees it: tags dropped, entities read.
fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The picture the page shows (as the browser put it together from its tiles), as RGB pixels.
fn shown_picture(dom: &str) -> (u32, u32, Vec<u8>) {
    let img = element(dom, "board");
    let b64 = img
        .split("src=\"data:image/png;base64,")
        .nth(1)
        .expect("the board picture is shown")
        .split('"')
        .next()
        .unwrap();
    let png = base64::engine::general_purpose::STANDARD
        .decode(b64)
        .unwrap();
    let mut d = png::Decoder::new(std::io::Cursor::new(png));
    d.set_transformations(png::Transformations::EXPAND);
    let mut r = d.read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size().unwrap()];
    let info = r.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    // The browser's PNG has an alpha channel: every pixel opaque, dropped here.
    if info.color_type == png::ColorType::Rgba {
        assert!(buf.chunks_exact(4).all(|px| px[3] == 255));
        buf = buf
            .chunks_exact(4)
            .flat_map(|px| [px[0], px[1], px[2]])
            .collect();
    }
    (info.width, info.height, buf)
}

/// Each step of a DungeonQuest page: the turn its inputs were made in, the game after its
/// last input, the channel's narration of its first, and whose turn it was.
fn quest_steps(x: &Export, seed: [u8; 32]) -> Vec<(u32, Game, String, usize)> {
    let mut out: Vec<(u32, Game, String, usize)> = Vec::new();
    replay_seen(
        seed,
        &x.made_with(),
        &x.events,
        Actor::Newcomer,
        |b, a, _, seen| match out.last_mut() {
            Some(last) if last.0 == b.turn => last.1 = a.clone(),
            _ => {
                let told = kalladra::lang::within(Lang::En, || {
                    kalladra::games::dungeonquest::render::narrate(
                        &view(b, None),
                        &view(a, None),
                        seen,
                    )
                });
                out.push((b.turn, a.clone(), told, b.current));
            }
        },
    );
    out
}

/// A finished Dungeon Raiders game of three computer players, as its record.
fn raiders_record() -> Record {
    let s = seed_from_u64(3);
    let mut g = Kind::Raiders.open(s, "{}").unwrap();
    let mut log: Vec<String> = Vec::new();
    let mut take = |g: &mut Box<dyn Seated>, who: Who, mv: Move| {
        let entries = g.decide(who, true, &mv, Lang::En).unwrap();
        for e in &entries {
            g.fold(e).unwrap();
        }
        log.extend(entries);
    };
    for (i, name) in ["Ana", "Bea", "Cai"].iter().enumerate() {
        let (user, name) = (format!("u{i}"), name.to_string());
        take(
            &mut g,
            Who::Newcomer,
            Move::Join {
                user,
                name,
                role: None,
            },
        );
    }
    take(&mut g, Who::Organiser, Move::Start);
    for n in 0.. {
        if g.stage() == Stage::Over {
            break;
        }
        let seat = g.awaited()[0];
        let mv = g.stand_in(seat, ComputerChoices::for_game(&s, n)).unwrap();
        take(&mut g, Who::Seat(seat), mv);
    }
    Record::of(9, "channel", "olga", s, g.as_ref(), &log)
}

fn check_result(dom: &str) -> &str {
    let p = element(dom, "proof-result");
    p.split("data-ok=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
}

#[test]
fn a_record_page_opens_in_chromium_at_each_turn_and_shows_its_hashes_computed() {
    let Some(browser) = chromium() else {
        return;
    };
    let started = std::time::Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("profile");
    let mut policy = SensiblePolicy::new(21);
    let played = play(seed_from_u64(21), 3, &mut policy, 50_000);
    let x = Export::of(4, "channel", "olga", &played.game, &played.events);
    let json = dir.path().join("game-4.json");
    std::fs::write(&json, serde_json::to_string(&x).unwrap()).unwrap();
    let page = dir.path().join("game.html");
    kalladra_record(&json, &page, "en");
    let steps = quest_steps(&x, played.game.seed);
    assert!(steps.len() > 10, "{}", steps.len());
    // A turn with no step of its own (no input was made in it): its link opens the step
    // that told it, the one of the turn before.
    let gap = (1..steps.last().unwrap().0)
        .find(|t| steps.iter().all(|s| s.0 != *t))
        .expect("a turn with no input of its own");
    let covering = steps.iter().rposition(|s| s.0 < gap).unwrap();
    let d = dom(&browser, &profile, &page, &format!("turn-{gap}"));
    assert!(d.contains(&format!("data-shown=\"{covering}\"")));
    let turn = steps[covering].0;
    assert!(text_of(element(&d, &format!("turn-{turn}"))).contains(&format!("Turn {turn}")));
    // Each step opens at its turn's own link: `#turn-17` shows turn 17.
    for k in [1, steps.len() / 2, steps.len() - 1] {
        let turn = steps[k].0;
        let d = dom(&browser, &profile, &page, &format!("turn-{turn}"));
        assert!(
            d.contains(&format!("data-shown=\"{k}\"")),
            "turn {turn} (step {k}) not shown"
        );
        let section = element(&d, &format!("turn-{turn}"));
        let open = &section[..section.find('>').unwrap()];
        assert!(
            !open.contains("hidden"),
            "turn {k}'s section is hidden: {open}"
        );
        assert!(element(&d, "turn-0")
            .split('>')
            .next()
            .unwrap()
            .contains("hidden"));
        let (turn, after, told, hero) = &steps[k];
        let shown = text_of(section);
        assert!(shown.contains(&format!("Turn {turn}")), "{shown}");
        // The slider's words name the turn the heading names.
        let place = text_of(element(&d, "where"));
        assert!(
            place.starts_with(&format!("Turn {turn} (step {k} of ")),
            "{place}"
        );
        let first = told
            .lines()
            .next()
            .unwrap()
            .replace("**", "")
            .replace('`', "");
        assert!(shown.contains(&first), "turn {k}: `{first}` not in {shown}");
        let want = kalladra::games::dungeonquest::picture::draw(
            &kalladra::games::dungeonquest::page::step_view(after, *turn, *hero),
            Lang::En,
        );
        let (w, h, rgb) = shown_picture(&d);
        assert_eq!((w, h), (want.width, want.height));
        let diff: Vec<(usize, u8, u8)> = rgb
            .iter()
            .zip(&want.rgb)
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, (a, b))| (i, *a, *b))
            .collect();
        assert!(
            diff.is_empty(),
            "turn {k}: the picture is not the board after it: {} bytes differ, first {:?}",
            diff.len(),
            &diff[..diff.len().min(10)]
        );
    }
    // The fair-dice check, in the browser, from the page's own bytes: each hash computed
    // and shown, to be compared with the channel's (attack F-3: never "is the one posted").
    let d = dom(&browser, &profile, &page, "check");
    assert_eq!(
        check_result(&d),
        "true",
        "{}",
        text_of(element(&d, "proof"))
    );
    let lines = text_of(element(&d, "proof-lines"));
    for hash in [
        x.seed_sha256.clone(),
        x.commitment.clone().unwrap(),
        x.log_sha256.clone().unwrap(),
    ] {
        assert!(
            lines.contains(&format!("{hash}. Compare it with the one posted")),
            "{lines}"
        );
    }
    assert!(
        !lines.contains('✘') && !lines.contains("is the one posted"),
        "{lines}"
    );
    assert!(
        text_of(element(&d, "proof-result"))
            .contains("the one the bot posted in the channel channel for game 4"),
        "{}",
        text_of(element(&d, "proof"))
    );
    eprintln!("browser test: {:.1} s", started.elapsed().as_secs_f64());
}

/// Attack F-3, F-5: a tampered export that no longer replays gets no page; one that replays
/// but that `verify` does not confirm gets a page with a banner, and its check finds it.
#[test]
fn a_tampered_export_gets_no_page_or_a_page_that_says_so() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("profile");
    let mut policy = SensiblePolicy::new(21);
    let played = play(seed_from_u64(21), 3, &mut policy, 50_000);
    let x = Export::of(4, "channel", "olga", &played.game, &played.events);
    let json = dir.path().join("game-4.json");
    let page = dir.path().join("game.html");
    // A tampered export that no longer replays (a player's name changed where his hero is
    // dealt) gets no page: `kalladra record` says why in one line.
    let mut v = serde_json::to_value(&x).unwrap();
    let mut renamed = v.clone();
    renamed["events"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find_map(|e| e.get_mut("Dealt"))
        .unwrap()["name"] = serde_json::json!("Mallory");
    let bad = dir.path().join("renamed.json");
    std::fs::write(&bad, renamed.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["record", bad.to_str().unwrap(), "--out"])
        .arg(dir.path().join("renamed.html"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("`kalladra verify` rejects it") && err.contains("Rejected: event"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(!dir.path().join("renamed.html").exists());
    // One that replays but that verify does not confirm (the log's hash edited) gets a page
    // that says so at its top; `kalladra record` says what the page shows, and the check
    // finds the log's hash is not the file's.
    v["log_sha256"] = serde_json::json!("0".repeat(64));
    std::fs::write(&json, v.to_string()).unwrap();
    let said = kalladra_record(&json, &page, "en");
    assert!(
        said.contains("does not confirm it") && said.contains("the page says so in a banner"),
        "{said}"
    );
    let d = dom(&browser, &profile, &page, "check");
    assert!(
        text_of(element(&d, "doubt")).contains("Its log does not hash to the SHA-256"),
        "{d}"
    );
    assert_eq!(check_result(&d), "false");
    let lines = text_of(element(&d, "proof-lines"));
    assert!(
        lines.contains("✘ The log's SHA-256, computed here, is"),
        "{lines}"
    );
}

#[test]
fn a_dungeon_raiders_record_page_opens_in_chromium_in_spanish() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("profile");
    let r = raiders_record();
    let json = dir.path().join("game-9.json");
    std::fs::write(&json, serde_json::to_string(&r).unwrap()).unwrap();
    let page = dir.path().join("raiders.html");
    kalladra_record(&json, &page, "es");
    let d = dom(&browser, &profile, &page, "turn-2");
    assert!(d.contains("data-shown=\"2\""));
    assert!(text_of(element(&d, "turn-2")).contains("Sala 2"));
    // The picture shown is the room's board as the channel saw it at the room's end.
    let (w, h, _) = shown_picture(&d);
    assert!(w > 100 && h > 100);
    let d = dom(&browser, &profile, &page, "check");
    assert_eq!(
        check_result(&d),
        "true",
        "{}",
        text_of(element(&d, "proof"))
    );
    assert!(
        text_of(element(&d, "proof"))
            .contains("el que el bot publicó en el canal channel para la partida 9"),
        "{}",
        text_of(element(&d, "proof"))
    );
    assert!(text_of(element(&d, "proof-lines")).contains(&format!(
        "calculado aquí con la partida, el canal, el organizador y el juego: {}",
        r.commitment.clone().unwrap()
    )));
}

/// Not a check: the page sizes in BENCHMARKS.md, for ten simulated four-hero games:
/// `cargo test --release --test suite -- --ignored --nocapture record_page::page_sizes`.
#[test]
#[ignore]
fn page_sizes() {
    for n in 1..=10 {
        let mut policy = SensiblePolicy::new(n);
        let played = play(seed_from_u64(n), 4, &mut policy, 50_000);
        let x = Export::of(1, "channel", "olga", &played.game, &played.events);
        let started = std::time::Instant::now();
        let p = kalladra::games::dungeonquest::page::page(&x, Lang::En).unwrap();
        let html = kalladra::page::html(&p);
        let turns = played.game.turn;
        println!(
            "seed {n}: {turns} turns, {} steps, {} pictures, {} tiles, {} bytes ({:.2} MiB), {:.1} s",
            p.steps.len(),
            p.pictures.boards.len(),
            p.pictures.tiles.len(),
            html.len(),
            html.len() as f64 / f64::from(1 << 20),
            started.elapsed().as_secs_f64()
        );
    }
}
