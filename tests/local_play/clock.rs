//! Local play's clock across restarts (the binary on a SQLite file, then on Postgres).

use super::*;

// Local play's clock survives a restart: hours let pass before it count towards a deadline
// after `--resume` (the clock is not back at real time).
crate::on_both!(file, async fn resume_keeps_local_plays_clock(db) {
    let dir = tempfile::tempdir().unwrap();
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), db, "3", lines, resume);
    let out = run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 24\n\
         alice: !dq set on_deadline autopilot\nalice: !dq start\n+20h\n",
        false,
    );
    assert!(!out.contains("The bot plays for"), "not yet: {out}");
    // 20 h + 5 h passes the 24 h deadline only if the first 20 were kept.
    let out = run("+5h\n", true);
    assert!(out.contains("The bot plays for"), "{out}");
    // The clock's place is kept in the database.
    run("+30h\n", true);
    let store = kalladra::store::Store::open(db).await.unwrap();
    assert!(store.clock_skew().await.unwrap() >= 55.0 * 3600.0);
});

/// Attack F-O: `+1000h` lines, one after another, take the clock no further than a century
/// ahead (past year 9999 the database could not write an input's time and the session ended);
/// the line over the limit is answered in the session's language and the game goes on.
#[test]
fn the_clock_stops_a_century_ahead() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, limit) in [
        (
            "en",
            "(the clock is already 876000 h ahead: it goes no further than 876000 h",
        ),
        (
            "es",
            "(el reloj ya va 876000 h adelantado: no pasa de 876000 h",
        ),
    ] {
        let db = dir.path().join(format!("{lang}.db"));
        let script = dir.path().join("lines.txt");
        let waits = "+1000h\n".repeat(8_000);
        std::fs::write(&script, format!("alice: !dq new\n{waits}bob: !dq join\n")).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
            .args(["local", "--seed", "1", "--language", lang, "--db"])
            .arg(&db)
            .arg("--script")
            .arg(&script)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(said.matches(limit).count(), 8_000 - 876, "{lang}");
        assert!(said.contains("[dm bob]"), "bob's join was stored: {lang}");
    }
}

/// Newcomer m12: below ground the clock's `Stay` is the `Draw` the prompt offered, in the
/// channel, in the undo preview and in the last input named on `--resume`.
#[tokio::test]
async fn the_clocks_draw_in_the_catacombs_is_said_as_draw() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/lindel_catacombs.script"
    ))
    .unwrap();
    // Down to the first Catacomb card: Lindel is below ground, his prompt offers `Draw`.
    let down: String = script
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take_while(|l| !l.contains("Draw"))
        .map(|l| format!("{l}\n"))
        .collect();
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), &db, "98", lines, resume);
    let out = run(
        &format!(
            "{down}alice: !dq set turn_hours 1\nalice: !dq set on_deadline autopilot\n+1.5h\n\
             alice: !dq undo 1\n"
        ),
        false,
    );
    assert!(out.contains("Commands: `Draw`"), "{out}");
    assert!(out.contains("🤖 The bot plays for alice: `Draw`"), "{out}");
    assert!(out.contains("• the clock, for alice: `Draw`"), "{out}");
    assert!(!out.contains("`Stay`"), "{out}");
    let out = run("", true);
    assert!(
        out.contains("The last input stored was number 14, the clock, for alice: `Draw`."),
        "{out}"
    );
}

/// Newcomer m9: after `--resume` the deadline line under the prompt counts the hours already
/// gone, as the clock does (not a whole new `turn_hours`).
#[tokio::test]
async fn the_deadline_line_on_resume_counts_the_hours_gone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let run =
        |lines: &str, resume: bool| super::resume::run_script(dir.path(), &db, "3", lines, resume);
    let out = run(
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 10\n\
         alice: !dq start\n+6h\n",
        false,
    );
    assert!(
        out.contains("⏰ Deadline in 10 h: then a reminder."),
        "{out}"
    );
    let out = run("", true);
    assert!(
        out.contains("⏰ Deadline in 4 h: then a reminder."),
        "{out}"
    );
    assert!(!out.contains("Deadline in 10 h"), "{out}");
}

/// Newcomer m10: the rounds of a fight and the turn they are in count as one missed deadline,
/// and the organiser hears of it when the limit is reached, with the limit's number.
#[tokio::test]
async fn a_fights_missed_rounds_count_once_and_the_warning_comes_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    // bob's Hugo meets a Golem on his first move, then bob is never heard from again (the
    // fight takes ten rounds of the clock's strikes, each a deadline).
    let mut lines = String::from(
        "bob: !dq new\nbob: !dq join hugo\nalice: !dq join lindel\nalice: !dq tower SE\n\
         bob: !dq set turn_hours 10\nbob: !dq set combat_round_hours 10\n\
         bob: !dq set on_deadline autopilot\nbob: !dq set missed_turns_limit 3\n\
         bob: !dq set auto_monster true\nbob: !dq start\nbob: Move RIGHT\nbob: Attack\n\
         alice: !dq away 500\n",
    );
    lines.push_str(&"+11h\n".repeat(30));
    let out = super::resume::run_script(dir.path(), &db, "4", &lines, false);
    assert!(
        out.contains("⚔️ **Round 3**"),
        "a fight of several rounds: {out}"
    );
    let warned = "🤖 bob has let 3 deadlines pass in a row: the seat falls to the computer player";
    assert_eq!(out.matches(warned).count(), 1, "{out}");
    assert!(!out.contains("bob has let 4"), "{out}");
    // Not before the third turn missed: the fight's rounds were one (a turn's prompt said
    // again within it, after a potion, is the same turn).
    let at = out.find(warned).unwrap();
    let turns: std::collections::BTreeSet<&str> = out[..at]
        .lines()
        .filter(|l| l.starts_with("@bob, your turn (Hugo"))
        .collect();
    assert_eq!(turns.len(), 3, "{}", &out[..at]);
}

/// The monster's part offered runs on from the fight's start whoever answers meanwhile: the
/// deadline line repeated after Lindel's strikes says the hours left, not a fresh
/// `monster_claim_hours`.
#[tokio::test]
async fn a_repeated_deadline_line_says_the_hours_left() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    // Up to bob's Attack on the Abomination, whose part is offered to alice.
    let mut lines: String = script
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take_while(|l| !l.starts_with("bob dm: "))
        .map(|l| format!("{l}\n"))
        .collect();
    lines.push_str("+2h\nbob dm: s=melee b=melee c=ranged\n");
    let out = super::resume::run_script(dir.path(), &db, "1", &lines, false);
    let offered = "the part is open to anyone.";
    assert!(
        out.contains(&format!("⏰ Not answered in 6 h: then {offered}")),
        "{out}"
    );
    assert!(
        out.contains(&format!("⏰ Not answered in 4 h: then {offered}")),
        "{out}"
    );
}

/// Without a turn deadline (`turn_hours` 0) a fight's round still has `combat_round_hours`:
/// its line says so, and at the deadline the organiser is told he may `!dq random`, whatever
/// `on_deadline` says (the clock itself plays only with a turn deadline).
#[tokio::test]
async fn a_round_without_a_turn_deadline_still_says_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    // Up to alice taking the Abomination's part; bob's strikes are in, alice's are awaited.
    let mut lines = String::from("alice: !dq set on_deadline autopilot\n");
    for l in script.lines().filter(|l| !l.starts_with('#')) {
        lines.push_str(l);
        lines.push('\n');
        if l == "alice dm: Accept" {
            break;
        }
    }
    lines.push_str("+25h\n");
    let out = super::resume::run_script(dir.path(), &db, "1", &lines, false);
    assert!(
        out.contains(
            "⏰ Deadline in 24 h: then the organiser may have the bot choose (`!dq random`)."
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "⏰ Round 1's deadline has passed with strikes missing. alice may `!dq random`"
        ),
        "{out}"
    );
    assert!(!out.contains("The bot sends alice's"), "{out}");
}

// Newcomer m3: one `+HOURS` line plays every deadline that falls within it, in order, as a
// bot running all that while would: `+100h` with 12 h turns (and fights' rounds) and the
// autopilot plays eight deadlines (at 12, 24, ... 96 h), as a hundred `+1h` lines do, not one.
on_both!(memory, async fn a_long_wait_plays_every_deadline_within_it(db) {
    let setup = "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 12\n\
                 alice: !dq set combat_round_hours 12\nalice: !dq set on_deadline autopilot\n\
                 alice: !dq set auto_monster true\nalice: !dq set missed_turns_limit 0\n\
                 alice: !dq start\n";
    let taken = "let the deadline pass: the bot plays for them.";
    let mut org = organiser(db, 7).await;
    let mut first = None;
    say(&mut org, &mut first, setup).await;
    let out = say(&mut org, &mut first, "+100h\n").await;
    let played = out.matches(taken).count();
    assert_eq!(played, 8, "{out}");
    // The clock stands 100 h on, not more.
    assert!((org.advanced() - 100.0).abs() < 1e-6, "{}", org.advanced());
    // The same as a hundred one-hour lines, on a second database alike.
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("hours.db");
    let mut step = organiser(other.to_str().unwrap(), 7).await;
    let mut first = None;
    say(&mut step, &mut first, setup).await;
    let hourly = say(&mut step, &mut first, &"+1h\n".repeat(100)).await;
    assert_eq!(hourly.matches(taken).count(), played, "{hourly}");
});

on_both!(memory, async fn a_long_wait_plays_every_deadline_at_a_raiders_table(db) {
    let mut org = organiser(db, 61).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 12\n\
         alice: !dq start\n",
    )
    .await;
    let out = say(&mut org, &mut first, "+100h\n").await;
    assert_eq!(out.matches("🤖 The bot plays for").count(), 8, "{out}");
    // A reminder half-way through each wait, before its deadline.
    assert_eq!(out.matches("⏰ Reminder:").count(), 8, "{out}");
});

// `+1000h` with a game under way is played in half-hour steps and stays quick; with none
// under way the clock goes on in one step (the century test above makes 876 such lines).
on_both!(memory, async fn the_longest_wait_ends_and_the_game_goes_on(db) {
    let mut org = organiser(db, 61).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 1\n\
         alice: !dq start\n",
    )
    .await;
    let started = std::time::Instant::now();
    let out = say(&mut org, &mut first, "+1000h\n").await;
    assert!(out.contains("🏁"), "the bot played the raid to its end: {out}");
    assert!(started.elapsed().as_secs() < 120, "{:?}", started.elapsed());
    assert!((org.advanced() - 1000.0).abs() < 1e-6);
    // A DungeonQuest game played by the autopilot all that while, on a second database.
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("quest.db");
    let mut org = organiser(other.to_str().unwrap(), 5).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 1\n\
         alice: !dq set combat_round_hours 1\nalice: !dq set on_deadline autopilot\n\
         alice: !dq set auto_monster true\nalice: !dq start\n",
    )
    .await;
    let started = std::time::Instant::now();
    let out = say(&mut org, &mut first, "+1000h\n").await;
    assert!(out.contains("**The game is over**"), "played to its end: {out}");
    assert!(started.elapsed().as_secs() < 120, "{:?}", started.elapsed());
});
