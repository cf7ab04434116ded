//! Local play through the organiser and a real store (SQLite, and Postgres for the tests on
//! both): what players are told, that bad input changes nothing, DMs, permissions, resuming
//! after the process dies, board size.

use kalladra::games::dungeonquest::engine::board::{Chamber, Pos, COLS, ROWS};
use kalladra::games::dungeonquest::engine::content::content;
use kalladra::games::dungeonquest::engine::{view, Game, Settings};
use kalladra::games::dungeonquest::render;
use kalladra::local::play;
use kalladra::organiser::Organiser;

use crate::common;
use common::*;
#[path = "local_play/clock.rs"]
mod clock;
#[path = "local_play/closed_stdout.rs"]
mod closed_stdout;
#[path = "local_play/database_down.rs"]
mod database_down;
#[path = "local_play/fair_dice.rs"]
mod fair_dice;
#[path = "local_play/pasted.rs"]
mod pasted;
#[path = "local_play/resume.rs"]
mod resume;
#[path = "local_play/words.rs"]
mod words;

async fn event_count(org: &Organiser) -> usize {
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    org.store().entries(row.id).await.unwrap().len()
}

const SETUP: &str = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nbob: !dq tower SE\nalice: !dq start\n";

on_both!(memory, async fn a_typo_and_an_illegal_move_get_different_answers_and_change_nothing(db) {
    let mut org = organiser(db, 5).await;
    let mut first = None;
    say(&mut org, &mut first, SETUP).await;
    let n = event_count(&org).await;
    let out = say(&mut org, &mut first, "alice: Mvoe UP\n").await;
    assert!(out.contains("`Mvoe UP` is not a command."), "{out}");
    let out = say(&mut org, &mut first, "alice: Move UP\n").await;
    assert!(
        out.contains("You can't move UP: that is the outer wall of the dungeon."),
        "{out}"
    );
    assert!(
        out.contains("Commands: `Move RIGHT`, `Move DOWN`"),
        "a refusal says what would be accepted: {out}"
    );
    let out = say(&mut org, &mut first, "bob: Move UP\n").await;
    assert!(
        out.contains("It is not your turn: the game is waiting on alice."),
        "{out}"
    );
    let out = say(&mut org, &mut first, "carol: Search\n").await;
    assert!(out.contains("You are not in this game."), "{out}");
    let out = say(&mut org, &mut first, "alice: Search\n").await;
    assert!(out.contains("This chamber has nothing to search"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq tower NE\n").await;
    assert!(out.contains("The game has already started."), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq frobnicate\n").await;
    assert!(out.contains("`!dq frobnicate` is not a command."), "{out}");
    assert_eq!(
        event_count(&org).await,
        n,
        "nothing illegal changed the log"
    );
    // Chatter in the channel is left alone.
    let out = say(
        &mut org,
        &mut first,
        "bob: well I think we should head for the middle first\n",
    )
    .await;
    assert!(out.is_empty(), "{out}");
});

on_both!(memory, async fn only_the_organiser_starts_and_dms_play_into_the_channel(db) {
    let mut org = organiser(db, 6).await;
    let mut first = None;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq new\nbob: !dq join\nbob: !dq start\n",
    )
    .await;
    assert!(
        out.contains("Only the organiser (alice) can do that."),
        "{out}"
    );
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq start\nbob dm: Move DOWN\n",
    )
    .await;
    let dm_result = out
        .split("[#game]\n")
        .find(|block| block.contains("moves DOWN to A2"));
    assert!(
        dm_result.is_some(),
        "the DM'd move is narrated in the channel: {out}"
    );
    assert!(
        !out.contains("[dm bob]"),
        "an accepted DM is answered in the channel: {out}"
    );
    let out = say(&mut org, &mut first, "carol dm: Move DOWN\n").await;
    assert!(
        out.contains("[dm carol]\nYou are not in any running game."),
        "{out}"
    );
});

on_both!(memory, async fn status_and_board_answer_any_time(db) {
    let mut org = organiser(db, 7).await;
    let mut first = None;
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(out.contains("There is no game in this channel."), "{out}");
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join tatianna\nalice: !dq status\n",
    )
    .await;
    assert!(out.contains("**Waiting to start** (1/4 seated)"), "{out}");
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq start\nalice: !dq status\nalice: !dq board compact\n",
    )
    .await;
    assert!(
        out.contains("1. 🐆 **Tatianna** (alice, to play now) · A1 (NW Tower Room) · wounds 0/14"),
        "{out}"
    );
    assert!(
        out.contains("🐆⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛⬛🏰"),
        "compact board: {out}"
    );
});

/// The same script run straight through, and run with the process "killed" (the organiser
/// dropped) after every line and resumed from the database, ends in the same state.
/// A fully explored board with four heroes, as 3x3 blocks, fits one Discord message, and every
/// glyph is one code point that needs no variation selector.
#[test]
fn the_worst_case_board_fits_one_message() {
    let c = content();
    let mut g = Game::new([3; 32], Settings::default());
    for (i, h) in ["challara", "gherinn", "hugo", "krutzbeck"]
        .iter()
        .enumerate()
    {
        let evs = kalladra::games::dungeonquest::engine::apply(
            &g,
            None,
            kalladra::games::dungeonquest::engine::Action::Join {
                user: format!("u{i}"),
                name: format!("p{i}"),
                hero: c.find_hero(h),
            },
        )
        .unwrap();
        for e in &evs {
            g.fold(e);
        }
    }
    let evs = kalladra::games::dungeonquest::engine::apply(
        &g,
        kalladra::games::dungeonquest::engine::Actor::Organiser,
        kalladra::games::dungeonquest::engine::Action::Start,
    )
    .unwrap();
    for e in &evs {
        g.fold(e);
    }
    // Every space explored, every kind of chamber and side present, markers everywhere.
    let mut k = 0;
    for row in 0..ROWS {
        for col in 0..COLS {
            let p = Pos::new(col, row);
            if g.board.chamber(p).is_none()
                && matches!(
                    g.board.cell(p),
                    kalladra::games::dungeonquest::engine::Cell::Unexplored
                )
            {
                let tile = (k % c.tiles.len()) as u8;
                let mut ch =
                    Chamber::place(tile, kalladra::games::dungeonquest::engine::Dir::ALL[k % 4]);
                ch.marker = true;
                g.board.set(p, ch);
                k += 1;
            }
        }
    }
    let v = view(&g, None);
    let text = render::board(&v, false);
    let n = text.chars().count();
    println!("worst-case board: {n} code points");
    assert!(n <= 2000, "{n} code points");
    assert!(!text.contains('\u{FE0F}') && !text.contains('\u{200D}'));
    let ri = |c: char| ('\u{1F1E6}'..='\u{1F1FF}').contains(&c);
    assert!(!text.chars().any(ri), "no regional-indicator letters");
    let compact = render::board(&v, true);
    assert!(compact.chars().count() < 600);
}

/// Play the combat scenario up to the first fight and stop before the monster's part is taken.
async fn up_to_the_offer(org: &mut Organiser, first: &mut Option<String>) -> String {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let upto: Vec<&str> = script
        .lines()
        .take_while(|l| !l.contains("dm: Accept"))
        .collect();
    say(org, first, &(upto.join("\n") + "\n")).await
}

#[tokio::test]
async fn claiming_the_monster_waits_for_the_offer_to_lapse_and_random_strikes_for_the_deadline() {
    // Default settings: six hours for the offered player, a day per round.
    let mut org = organiser(":memory:", 1).await;
    let mut first = None;
    let out = up_to_the_offer(&mut org, &mut first).await;
    assert!(
        out.contains("The Abomination's part is offered to alice (by DM)."),
        "{out}"
    );
    let out = say(&mut org, &mut first, "carol: !dq monster\n").await;
    assert!(out.contains("You are not in this game."), "{out}");
    let out = say(&mut org, &mut first, "alice dm: hello\n").await;
    assert!(
        out.contains("`hello` is not a command."),
        "a DM is always answered: {out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq random\n").await;
    assert!(out.contains("The round's deadline is"), "{out}");
    let out = say(&mut org, &mut first, "bob: !dq monster bot\n").await;
    assert!(
        out.contains("Only the organiser (alice) can do that."),
        "{out}"
    );

    // With no waiting time, the part opens at once and the deadline has passed.
    let settings = Settings {
        monster_claim_hours: 0,
        combat_round_hours: 0,
        ..Settings::default()
    };
    let mut org = organiser_with(":memory:", 1, settings).await;
    let mut first = None;
    up_to_the_offer(&mut org, &mut first).await;
    let out = say(&mut org, &mut first, "alice dm: Decline\n").await;
    assert!(out.contains("The Abomination's part is open"), "{out}");
    let out = say(&mut org, &mut first, "bob: !dq monster\n").await;
    assert!(
        out.contains("The monster's part is not yours to take now."),
        "never the hero's own player: {out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq monster\n").await;
    assert!(out.contains("alice plays the Abomination."), "{out}");
    assert!(
        out.contains("[dm alice]\n⚔️ Round 1: you play the **Abomination** (life **"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq random\n").await;
    // Lindel had sent his strikes already: only the monster's side is chosen for.
    assert!(!out.contains("at random for Lindel"), "{out}");
    assert!(
        out.contains(
            "⏰ Time is up: the bot picks strikes at random for the Abomination in round 1."
        ),
        "{out}"
    );
    assert!(
        out.contains("⚔️ **Round 1**"),
        "both in: the round is revealed: {out}"
    );
    // An extension pushes the new round's deadline out: no random strikes yet.
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq extend 2\nalice: !dq random\n",
    )
    .await;
    assert!(
        out.contains("⏳ The organiser gives the current deadline 2 more hours."),
        "{out}"
    );
    assert!(
        out.contains("The round's deadline is 2.0 hours away"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "bob: S=spell B=ranged C=melee\n").await;
    assert!(
        out.contains("Strikes are secret: send them to the bot by direct message"),
        "{out}"
    );
    // A malformed DM gets what is missing and a template; nothing changes.
    let out = say(&mut org, &mut first, "bob dm: S=spell B=ranged\n").await;
    assert!(
        out.contains("[dm bob]\nYour strikes are missing: Counterattack."),
        "{out}"
    );
    assert!(out.contains("Standard Attack= Melee"), "{out}");
}

// R30 end to end: the hash posted at the start is the SHA-256 of the seed posted at the end;
// export is the organiser's while the game runs and anyone's after; the file verifies with
// the real `kalladra verify`, which rejects it once a roll is changed.
on_both!(memory, async fn the_leaderboard_sums_every_finished_game(db) {
    use std::collections::BTreeMap;
    let mut org = organiser(db, 300).await;
    let users = ["alice", "bob", "carol"];
    let mut expected: BTreeMap<String, (i64, i64, i64, i64)> = BTreeMap::new();
    for k in 0..4 {
        let (_, g) = autoplay(&mut org, &users[..2 + k % 2], 300 + k as u64).await;
        let o = g.outcome.clone().unwrap();
        for (seat, s) in g.seats.iter().enumerate() {
            let e = expected.entry(s.user.clone()).or_default();
            e.0 += o
                .scores
                .iter()
                .find(|x| x.seat == seat)
                .map_or(0, |x| i64::from(x.electrum));
            e.1 += 1;
            e.2 += i64::from(s.hero.status == kalladra::games::dungeonquest::engine::Status::Exited);
            e.3 += i64::from(o.winners.contains(&seat));
        }
    }
    let table = org.store().leaderboard("local", "main").await.unwrap();
    let got: BTreeMap<String, (i64, i64, i64, i64)> = table
        .iter()
        .map(|r| (r.user.clone(), (r.electrum, r.played, r.survived, r.won)))
        .collect();
    assert_eq!(got, expected);
    assert_eq!(expected["alice"].1, 4);
    assert_eq!(expected["carol"].1, 2);
    let mut first = None;
    let out = say(&mut org, &mut first, "carol: !dq leaderboard\n").await;
    assert!(out.contains("🏆 **Campaign main**"), "{out}");
    let best = &table[0];
    assert!(
        out.contains(&format!(
            "1. {}: {} electrum · {} played",
            best.name, best.electrum, best.played
        )),
        "{out}"
    );
    let out = say(&mut org, &mut first, "carol: !dq leaderboard summer\n").await;
    assert!(
        out.contains("No finished games count for the campaign **summer** yet."),
        "{out}"
    );
});

// One line that is not UTF-8 is answered as unreadable; the lines after it are played.
on_both!(memory, async fn an_unreadable_line_is_answered_and_play_goes_on(db) {
    let mut org = organiser(db, 5).await;
    let mut first = None;
    let mut lines: Vec<u8> = SETUP.as_bytes().to_vec();
    lines.extend_from_slice(b"alice: Move \xff\xfeRIGHT\n");
    lines.extend_from_slice(b"alice: Move RIGHT\nbob: !dq status\n");
    let mut out = Vec::new();
    play(
        &mut org,
        &lines[..],
        &mut out,
        &mut first,
        &std::env::temp_dir(),
    )
    .await
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("(line 6 is not readable text (not UTF-8), so it was skipped: type it again)"),
        "{out}"
    );
    let after = out.split("line 6 is not readable").nth(1).unwrap();
    assert!(
        after.contains("Hugo moves RIGHT") || after.contains("moves RIGHT"),
        "the next line is played: {after}"
    );
    assert!(after.contains("Sun"), "and the one after: {after}");
});

/// What is wrong with a database path is said on one line, naming it; a 0-byte file becomes
/// a new database, and that is said too. (About SQLite files: SQLite only.)
#[test]
fn a_database_path_that_cannot_hold_a_game_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let local = |db: &std::ffi::OsStr| {
        std::process::Command::new(bin)
            .args(["local", "--resume", "--script", "/dev/null", "--db"])
            .arg(db)
            .current_dir(dir.path())
            .env("RUST_BACKTRACE", "1")
            .output()
            .unwrap()
    };
    // A 0-byte file: a new database in it, and a word that it was empty.
    let empty = dir.path().join("empty.db");
    std::fs::write(&empty, b"").unwrap();
    let out = local(empty.as_os_str());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(&format!(
            "the database {} was an empty file: it now holds a new database with no games.",
            empty.display()
        )),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("There is no unfinished game"));
    // A second time it is a database like any other.
    let out = local(empty.as_os_str());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let not_sqlite = dir.path().join("notes.txt");
    std::fs::write(&not_sqlite, "my shopping list\n".repeat(100)).unwrap();
    let folder = dir.path().join("folder");
    std::fs::create_dir(&folder).unwrap();
    let nowhere = dir.path().join("no-such-folder").join("k.db");
    for (db, says) in [
        (
            not_sqlite.clone().into_os_string(),
            format!(
                "kalladra: {} is not a SQLite database, so it was left alone: name another file with `--db`",
                not_sqlite.display()
            ),
        ),
        (
            "".into(),
            "kalladra: the database path is empty: name a file (`--db PATH`, or `database` in config.toml)".to_string(),
        ),
        (
            folder.clone().into_os_string(),
            format!(
                "kalladra: the database path {} is a folder: name a file in it instead",
                folder.display()
            ),
        ),
        (
            nowhere.clone().into_os_string(),
            format!(
                "kalladra: cannot create the database {}: there is no folder {}",
                nowhere.display(),
                nowhere.parent().unwrap().display()
            ),
        ),
    ] {
        let out = local(&db);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{db:?}: {err}");
        assert_eq!(err.trim_end(), says, "{db:?}");
    }
    assert_eq!(
        std::fs::read_to_string(&not_sqlite).unwrap(),
        "my shopping list\n".repeat(100),
        "a file that is not a database is never written"
    );
}

// `!dq help` is short: what the asker can do now, and the topics; every topic fits in one
// Discord message (local play fails on any message over 2,000 characters).
on_both!(memory, async fn help_says_what_you_can_do_now_and_each_topic_fits_in_one_message(db) {
    let mut org = organiser(db, 5).await;
    let mut first = None;
    let out = say(&mut org, &mut first, "alice: !dq help\n").await;
    assert!(
        out.contains("`!dq new` opens a DungeonQuest game, `!dq new raiders` a Dungeon Raiders"),
        "{out}"
    );
    assert!(out.contains("`!dq help combat`"), "{out}");
    say(&mut org, &mut first, "alice: !dq new\n").await;
    let out = say(&mut org, &mut first, "bob: !dq help\n").await;
    assert!(out.contains("`!dq join [HERO]`"), "{out}");
    assert!(!out.contains("`!dq start`"), "bob does not organise: {out}");
    let out = say(&mut org, &mut first, "alice: !dq help\n").await;
    assert!(out.contains("`!dq start`"), "{out}");
    say(
        &mut org,
        &mut first,
        "alice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n",
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq help\n").await;
    assert!(out.contains("Now you can: `Move"), "{out}");
    let out = say(&mut org, &mut first, "bob: !dq help\n").await;
    assert!(out.contains("Nothing waits on you now"), "{out}");
    let out = say(&mut org, &mut first, "carol: !dq help\n").await;
    assert!(out.contains("You are not in this game"), "{out}");
    for (topic, _) in render::HELP_TOPICS {
        let out = say(&mut org, &mut first, &format!("carol: !dq help {topic}\n")).await;
        assert!(out.lines().nth(1).unwrap_or("").starts_with("**"), "{out}");
        assert_eq!(out.matches("[#game]").count(), 1, "one message: {out}");
    }
    let out = say(&mut org, &mut first, "carol: !dq help fighting\n").await;
    assert!(
        out.contains("There is no help topic `fighting`. The topics are: `moves`, `combat`"),
        "{out}"
    );
    // Every text of the help, whatever the state, fits in one message.
    assert!(render::help(&"x".repeat(300)).chars().count() < 2000);
    for (topic, _) in render::HELP_TOPICS {
        assert!(render::help_topic(topic).chars().count() <= 2000, "{topic}");
    }
});

// `kalladra local --pictures DIR` writes each board picture posted, numbered; `!dq board`
// answers in the game's style (a picture with the compact board by default) and
// `!dq board picture|emoji|compact` asks for one; a missing folder is one clear line.
// Run on a SQLite file and on Postgres (the second game on a database of its own).
on_both!(file, async fn local_pictures_writes_each_board_posted_as_a_numbered_png(db) {
    let dir = tempfile::tempdir().unwrap();
    let pics = dir.path().join("pics");
    std::fs::create_dir(&pics).unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let postgres = kalladra::store::is_postgres_url(db);
    let mut db = db.to_string();
    let run = |lines: &str, pictures: &std::path::Path, db: &str| {
        let file = dir.path().join("lines.txt");
        std::fs::write(&file, lines).unwrap();
        std::process::Command::new(bin)
            .args(["local", "--seed", "3", "--db"])
            .arg(db)
            .arg("--script")
            .arg(&file)
            .arg("--pictures")
            .arg(pictures)
            .current_dir(dir.path())
            .output()
            .unwrap()
    };
    let out = run(
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n\
         bob: !dq board emoji\nbob: !dq board compact\nbob: !dq tablero imagen\nbob: !dq board\n",
        &pics,
        &db,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(&pics)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    // The start's board, `!dq tablero imagen`, `!dq board` (picture+compact); not emoji or
    // compact asked for by name.
    assert_eq!(
        names,
        ["board-0001.png", "board-0002.png", "board-0003.png"],
        "{stdout}"
    );
    for n in &names {
        let bytes = std::fs::read(pics.join(n)).unwrap();
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{n}");
    }
    assert_eq!(
        stdout.matches("(board picture written: ").count(),
        3,
        "{stdout}"
    );
    // A later session into the same folder numbers on, never over the pictures there.
    let out = run("bob: !dq board\n", &pics, &db);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("board-0004.png"), "{stdout}");
    assert_eq!(std::fs::read_dir(&pics).unwrap().count(), 4);
    // Attack F-M: a folder nobody may write in is refused at the start, in one line.
    let out = run("alice: !dq new\n", std::path::Path::new("/proc"), &db);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("kalladra: --pictures /proc: cannot write in that folder"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    // A picture that cannot be written mid-session (its name taken by a folder): said, naming
    // it, and the game goes on without pictures; every input is stored.
    let later = dir.path().join("later");
    std::fs::create_dir(&later).unwrap();
    std::fs::create_dir(later.join("board-0002.png")).unwrap();
    if postgres {
        db = fresh_postgres().await;
    } else {
        let _ = std::fs::remove_file(&db);
    }
    let out = run(
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n\
         bob: !dq board\nbob: !dq board\nalice: !dq status\n",
        &later,
        &db,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(&format!(
            "cannot write the board picture {}",
            later.join("board-0002.png").display()
        )) && err.contains("going on without pictures"),
        "{err}"
    );
    assert_eq!(
        said.matches("(board picture written: ").count(),
        1,
        "{said}"
    );
    assert!(said.contains("Sun"), "the last input was answered: {said}");
    let missing = dir.path().join("nowhere");
    let out = run("alice: !dq new\n", &missing, &db);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--pictures") && err.contains("no such folder"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
});

/// A12: local play's own lines speak the session's language (`--language es`).
#[tokio::test]
async fn local_plays_own_lines_in_spanish() {
    let mut org = organiser(":memory:", 5).await;
    org.set_language(kalladra::lang::Lang::Es);
    let mut first = None;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq nueva\n+13h\n+1.5h\nhola\n",
    )
    .await;
    assert!(out.contains("(pasa el tiempo: 13 h)"), "{out}");
    assert!(out.contains("(pasa el tiempo: 1,5 h)"), "{out}");
    assert!(
        out.contains("(no se entiende: escribe `NOMBRE: TEXTO`"),
        "{out}"
    );
    assert!(
        !out.contains("time passes") && !out.contains("not understood"),
        "{out}"
    );
    let mut org = organiser(":memory:", 5).await;
    let out = say(&mut org, &mut None, "+13h\nhola\n").await;
    assert!(
        out.contains("(time passes: 13 h)") && out.contains("(not understood:"),
        "{out}"
    );
}

// A11: the default campaign is `principal` in Spanish, shown and asked for by that name.
on_both!(memory, async fn the_default_campaign_is_principal_in_spanish(db) {
    let mut org = organiser(db, 5).await;
    org.set_language(kalladra::lang::Lang::Es);
    let mut first = None;
    say(&mut org, &mut first, "alice: !dq nueva\n").await;
    for asked in [
        "alice: !dq clasificacion\n",
        "alice: !dq clasificacion principal\n",
    ] {
        let out = say(&mut org, &mut first, asked).await;
        assert!(out.contains("la campaña **principal**"), "{asked}: {out}");
        assert!(!out.contains("main"), "{asked}: {out}");
    }
});
