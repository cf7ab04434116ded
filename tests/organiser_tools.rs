//! The organiser's tools, each through local play and the real store: what they do, and that
//! nobody else can use them.

use crate::common;
use common::*;

// What the table answers whatever the game: `!dq new` by DM, the leaderboard, campaigns of
// another kind, `!dq notify`.
#[path = "organiser_tools/table.rs"]
mod table;

on_both!(memory, async fn only_the_organiser_uses_the_tools(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, SETUP).await;
    for cmd in [
        "!dq order carol bob alice",
        "!dq set sun_limit 20",
        "!dq skip",
        "!dq pause",
        "!dq end",
        "!dq undo 1",
        "!dq remove bob",
        "!dq replace bob dave",
        "!dq extend 5",
    ] {
        let out = say(&mut org, &mut first, &format!("bob: {cmd}\n")).await;
        assert!(
            out.contains("Only the organiser (alice) can do that."),
            "{cmd}: {out}"
        );
    }
});

on_both!(memory, async fn order_and_settings_before_the_start_only(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, SETUP).await;
    let out = say(&mut org, &mut first, "alice: !dq order carol alice\n").await;
    assert!(
        out.contains("Name every seated player exactly once"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq order carol bob alice\n").await;
    assert!(
        out.contains("The turn order is now: carol, bob, alice."),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq set sun_limit 20\nalice: !dq set dragon_start eighty\nalice: !dq set colour blue\n").await;
    assert!(
        out.contains("The organiser has changed the game's settings"),
        "{out}"
    );
    assert!(
        out.contains(
            "`eighty` is not a valid value for `dragon_start`: it takes a whole number from 0 to 100."
        ),
        "{out}"
    );
    assert!(
        out.contains("`colour` is not a setting. Settings:"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "bob: !dq settings\n").await;
    assert!(out.contains("`sun_limit` = 20"), "{out}");
    let g = game_of(&org).await;
    assert_eq!(
        g.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
        ["carol", "bob", "alice"]
    );
    assert_eq!(g.settings.sun_limit, 20);
    say(&mut org, &mut first, "alice: !dq start\n").await;
    let g = game_of(&org).await;
    assert_eq!(g.current, 0);
    assert_eq!(g.hero(0).def().short, "Tatianna", "carol plays first");
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq order bob carol alice\nalice: !dq set sun_limit 10\n",
    )
    .await;
    assert_eq!(
        out.matches("The game has already started.").count(),
        2,
        "{out}"
    );
});

on_both!(memory, async fn replace_remove_skip_pause_resume_extend_end(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    // A substitute keeps the hero; the old player can no longer act.
    let out = say(&mut org, &mut first, "alice: !dq replace bob dave\n").await;
    assert!(out.contains("dave takes over Lindel from bob."), "{out}");
    let g = game_of(&org).await;
    assert_eq!(
        (g.seats[1].user.as_str(), g.hero(1).def().short.as_str()),
        ("dave", "Lindel")
    );
    let out = say(&mut org, &mut first, "alice: !dq replace carol dave\n").await;
    assert!(out.contains("That player already has a seat"), "{out}");
    // Skip: Hugo's turn passes to dave (Lindel).
    let out = say(&mut org, &mut first, "alice: !dq skip\n").await;
    assert!(out.contains("Hugo loses this turn."), "{out}");
    assert_eq!(game_of(&org).await.to_act(), Some(1));
    let out = say(&mut org, &mut first, "bob: Move DOWN\n").await;
    assert!(
        out.contains("You are not in this game."),
        "the replaced player is out: {out}"
    );
    // Pause: nobody acts until the organiser resumes.
    let out = say(&mut org, &mut first, "alice: !dq pause\ndave: Move DOWN\n").await;
    assert!(
        out.contains("⏸️ The organiser has paused the game.")
            && out.contains("The game is paused by the organiser"),
        "{out}"
    );
    // p12: the pause pings nobody (no turn prompt until the game resumes).
    assert!(!out.contains(", your turn"), "{out}");
    assert_eq!(game_of(&org).await.turn, 2);
    // No deadline runs yet: nothing to extend, and nothing changes.
    let out = say(&mut org, &mut first, "alice: !dq extend 5\n").await;
    assert!(out.contains("There is no deadline to extend"), "{out}");
    assert_eq!(game_of(&org).await.deadline_extra_hours, 0);
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq set turn_hours 24\nalice: !dq extend 5\nalice: !dq resume\n",
    )
    .await;
    assert!(
        out.contains("⏳ The organiser gives the current deadline 5 more hours.")
            && out.contains("▶️ The game resumes."),
        "{out}"
    );
    assert_eq!(game_of(&org).await.deadline_extra_hours, 5);
    // Remove: carol's hero abandons the quest.
    let out = say(&mut org, &mut first, "alice: !dq remove carol\n").await;
    assert!(
        out.contains("**Tatianna dies**: abandoned the quest."),
        "{out}"
    );
    // End with a reason: the game is over, and (ended before its end) counts for nobody in
    // the campaign (newcomer p14).
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq end the server is moving\n",
    )
    .await;
    assert!(
        out.contains("**The organiser has ended the game.** (the server is moving)"),
        "{out}"
    );
    assert!(
        out.contains("The seed was `"),
        "the seed is revealed at any end: {out}"
    );
    assert!(org.store().latest_unfinished().await.unwrap().is_none());
    let table = org.store().leaderboard("local", "main").await.unwrap();
    assert_eq!(table.iter().map(|r| r.played).sum::<i64>(), 0);
});

on_both!(memory, async fn undo_shows_what_it_takes_back_then_restores_and_verifies(db) {
    let dir = tempfile::tempdir().unwrap();
    let mut org = organiser(db, 12).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    let before = game_of(&org).await;
    say(&mut org, &mut first, "alice: Move RIGHT\n").await;
    let after_one = game_of(&org).await;
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    assert!(
        out.contains("There is no undo waiting for confirmation"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq undo 1\n").await;
    assert!(
        out.contains("↩️ `!dq undo confirm` would take back this input:"),
        "{out}"
    );
    assert!(out.contains("• alice: `Move RIGHT`"), "{out}");
    assert_eq!(game_of(&org).await, after_one, "a preview changes nothing");
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    assert!(
        out.contains(
            "↩️ The organiser has undone the last input. The game stands as it was before it."
        ),
        "{out}"
    );
    let restored = game_of(&org).await;
    assert_eq!(restored, before, "the game stands as before the move");
    // The log keeps the move and the undo; the same move again draws the same.
    say(&mut org, &mut first, "alice: Move RIGHT\n").await;
    let again = game_of(&org).await;
    assert_eq!(
        again.board, after_one.board,
        "redoing the move gives the same chamber and cards"
    );
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    let log = org.store().events(row.id).await.unwrap();
    assert!(log.iter().any(|e| matches!(
        e,
        kalladra::games::dungeonquest::engine::event::Event::Acted {
            action: kalladra::games::dungeonquest::engine::Action::Undo { inputs: 1 },
            ..
        }
    )));
    // A finished game with an undo in its log still verifies.
    say(&mut org, &mut first, "alice: !dq end test over\n").await;
    let mut out = Vec::new();
    kalladra::local::play(
        &mut org,
        "alice: !dq export\n".as_bytes(),
        &mut out,
        &mut first,
        dir.path(),
    )
    .await
    .unwrap();
    let x: kalladra::games::dungeonquest::audit::Export = serde_json::from_slice(
        &std::fs::read(dir.path().join(format!("game-{}.json", row.id))).unwrap(),
    )
    .unwrap();
    assert!(
        matches!(
            kalladra::games::dungeonquest::audit::verify(&x),
            kalladra::games::dungeonquest::audit::Verdict::Confirmed { .. }
        ),
        "{:?}",
        kalladra::games::dungeonquest::audit::verify(&x)
    );
});

/// Pretend `hours` went by: every event happened that much earlier.
async fn age(db: &std::path::Path, hours: u32) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query(&format!(
        "UPDATE events SET at = strftime('%Y-%m-%dT%H:%M:%fZ', at, '-{hours} hours')"
    ))
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
}

#[tokio::test]
async fn the_clock_lapses_the_offer_gives_the_part_to_the_bot_and_reminds_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let lines: Vec<&str> = script
        .lines()
        .take_while(|l| !l.contains("dm: Accept"))
        .collect();
    let mut org = organiser(db.to_str().unwrap(), 1).await;
    let mut first = None;
    say(&mut org, &mut first, &(lines.join("\n") + "\n")).await;
    assert!(org.tick().await.unwrap().is_empty(), "nothing is due yet");
    age(&db, 7).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("The Abomination's part is open"),
        "after monster_claim_hours: {t}"
    );
    age(&db, 7).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("The bot plays the Abomination."),
        "nobody claimed it: {t}"
    );
    assert!(
        t.contains("⚔️ **Round 1**"),
        "Lindel's strikes were in: the round resolves: {t}"
    );
    // Round 2 waits on Lindel: half-way reminder by DM, once; then the deadline notice, once.
    age(&db, 13).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("Dm(\"bob\") ⏰ Reminder: your strikes for round 2 are due in "),
        "{t}"
    );
    assert!(org.tick().await.unwrap().is_empty(), "reminded once");
    age(&db, 12).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("⏰ Round 2's deadline has passed with strikes missing. alice may `!dq random`"),
        "{t}"
    );
    assert!(org.tick().await.unwrap().is_empty());
    // A restart neither repeats nor loses a reminder: they are in the database.
    let mut org = organiser(db.to_str().unwrap(), 1).await;
    assert!(org.tick().await.unwrap().is_empty());
}

#[tokio::test]
async fn the_clock_reminds_a_slow_player_once_per_turn() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let mut org = organiser(db.to_str().unwrap(), 3).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    assert!(org.tick().await.unwrap().is_empty());
    age(&db, 25).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("⏰ @alice, the game has been waiting on you since 25 h ago."),
        "{t}"
    );
    assert!(org.tick().await.unwrap().is_empty(), "once per turn");
    say(&mut org, &mut first, "alice: !dq pause\n").await;
    age(&db, 25).await;
    assert!(
        org.tick().await.unwrap().is_empty(),
        "a paused game is left alone"
    );
}

on_both!(memory, async fn settings_out_of_range_are_refused_with_their_range(db) {
    let mut org = organiser(db, 11).await;
    let mut first = None;
    say(&mut org, &mut first, SETUP).await;
    let before = game_of(&org).await.settings;
    for (set, range) in [
        ("sun_limit 0", "from 1 to 100, not `0`"),
        ("dragon_start 200", "from 0 to 100, not `200`"),
        ("dragon_start 300", "from 0 to 100, not `300`"),
        ("dragon_step 0", "from 1 to 100, not `0`"),
        ("sunset_closes_on_or_below 7", "from 1 to 5, not `7`"),
        ("combat_round_hours 0", "from 1 to 168, not `0`"),
        ("monster_claim_hours -3", "from 0 to 168, not `-3`"),
        ("turn_reminder_hours 9999", "from 0 to 168, not `9999`"),
        ("magical_might_runes 99", "from 1 to 12, not `99`"),
    ] {
        let out = say(&mut org, &mut first, &format!("alice: !dq set {set}\n")).await;
        let key = set.split(' ').next().unwrap();
        assert!(
            out.contains(&format!("`{key}` (")) && out.contains(range),
            "{set}: {out}"
        );
        assert_eq!(game_of(&org).await.settings, before, "{set}");
    }
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq set magical_might_runes 13\n",
    )
    .await;
    assert!(out.contains("the rune deck holds 12"), "{out}");
    // The edges of a range are accepted.
    say(
        &mut org,
        &mut first,
        "alice: !dq set sunset_closes_on_or_below 5\nalice: !dq set magical_might_runes 3\nalice: !dq set turn_reminder_hours 0\n",
    )
    .await;
    let s = game_of(&org).await.settings;
    assert_eq!(
        (
            s.sunset_closes_on_or_below,
            s.magical_might_runes,
            s.turn_reminder_hours
        ),
        (5, 3, 0)
    );
});

/// A bad config.toml, from a setting out of range to a file that is not TOML: one line on
/// standard error naming the file and what is wrong, never a chain or a backtrace.
#[test]
fn a_bad_config_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    for (text, says) in [
        (
            "[game]\ndragon_start = 200\n",
            "[game] `dragon_start` (the Dragon's first Sleeping chance, in percent) takes a whole number from 0 to 100, not `200`.",
        ),
        (
            "[game]\nmagical_might_runes = 99\n",
            "takes a whole number from 1 to 12, not `99`",
        ),
        (
            "[game]\nsun_limit = \"x\"\n",
            "line 2: `sun_limit` takes a whole number, 0 or more, not `\"x\"`",
        ),
        ("[game\n", "line 1:"),
    ] {
        let config = dir.path().join("config.toml");
        std::fs::write(&config, text).unwrap();
        let db = dir.path().join("k.db");
        let out = std::process::Command::new(bin)
            .args(["--config", config.to_str().unwrap(), "local", "--db"])
            .arg(&db)
            .env("RUST_BACKTRACE", "1")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{text}: {err}");
        assert_eq!(err.lines().count(), 1, "{text}: {err}");
        assert!(
            err.starts_with(&format!("kalladra: {}: ", config.display())) && err.contains(says),
            "{text}: {err}"
        );
        assert!(!db.exists(), "nothing is opened with a bad config");
    }
}

/// `verify` and `simulate` with what they cannot use: one line, whatever RUST_BACKTRACE says,
/// and `verify` keeps its meaning of 2: it cannot check.
// house: a table of command lines and their one-line answers, one entry per case.
#[test]
fn command_line_errors_are_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_kalladra");
    let missing = dir.path().join("missing.json");
    let folder = dir.path().to_path_buf();
    let not_json = dir.path().join("notes.json");
    std::fs::write(&not_json, "hello").unwrap();
    let binary = dir.path().join("binary.json");
    std::fs::write(&binary, b"\xff\xfe\x00junk").unwrap();
    let p = |x: &std::path::Path| x.to_str().unwrap().to_string();
    let cases: Vec<(Vec<String>, i32, String)> = vec![
        (
            vec!["verify".into(), p(&missing)],
            2,
            format!(
                "kalladra: cannot read {}: there is no such file",
                p(&missing)
            ),
        ),
        (
            vec!["verify".into(), p(&folder)],
            2,
            format!(
                "kalladra: cannot read {}: it is a folder, not a file",
                p(&folder)
            ),
        ),
        (
            vec!["verify".into(), p(&binary)],
            2,
            format!(
                "kalladra: cannot read {}: it is not text (not UTF-8)",
                p(&binary)
            ),
        ),
        (
            vec!["verify".into(), p(&not_json)],
            2,
            format!("kalladra: {} is not a Kalladra game export (", p(&not_json)),
        ),
        (
            vec!["simulate".into(), "--option".into(), "nonsense".into()],
            1,
            "kalladra: no optional rule `nonsense`; the options are: going_it_alone".into(),
        ),
        (
            vec![
                "simulate".into(),
                "--option".into(),
                "going_it_alone".into(),
            ],
            1,
            "kalladra: going_it_alone is a one-hero game: add `--players 1`".into(),
        ),
        (
            vec!["simulate".into(), "--policy".into(), "clever".into()],
            1,
            "kalladra: no computer player `clever`; the computer players are: sensible, baseline, random".into(),
        ),
        (
            vec!["simulate".into(), "--players".into(), "9".into()],
            2,
            "kalladra: invalid value '9' for '--players <PLAYERS>': 9 is not in 1..=5".into(),
        ),
        (
            vec!["simulate".into(), "--players".into(), "5".into()],
            1,
            "kalladra: DungeonQuest takes 1 to 4 heroes, not 5".into(),
        ),
        (
            vec!["simulate".into(), "--game".into(), "chess".into()],
            1,
            "kalladra: no game `chess`; the games are: dungeonquest, raiders".into(),
        ),
        (
            vec!["simulate".into(), "--games".into(), "many".into()],
            2,
            "kalladra: invalid value 'many' for '--games <GAMES>'".into(),
        ),
        // Newcomer p29: no games is not a table of nothing.
        (
            vec!["simulate".into(), "--games".into(), "0".into()],
            2,
            "kalladra: invalid value '0' for '--games <GAMES>': 0 is not in 1..=10000000".into(),
        ),
        // Newcomer m21: a `--config` file named must exist (the default one need not).
        (
            vec![
                "--config".into(),
                p(&dir.path().join("missing.toml")),
                "simulate".into(),
            ],
            2,
            format!(
                "kalladra: --config {}: there is no such file (without --config, config.toml is read if it exists)",
                p(&dir.path().join("missing.toml"))
            ),
        ),
        (
            vec![
                "local".into(),
                "--db".into(),
                p(&dir.path().join("k.db")),
                "--script".into(),
                p(&missing),
            ],
            1,
            format!(
                "kalladra: cannot read the script {}: No such file",
                p(&missing)
            ),
        ),
        (
            vec!["verify".into()],
            2,
            "kalladra: the following required arguments were not provided".into(),
        ),
    ];
    for (args, code, says) in cases {
        one_clear_line(bin, dir.path(), &args, code, &says);
    }
}

/// `kalladra ARGS` fails with exit status `code` and one line starting with `says`, whatever
/// RUST_BACKTRACE is.
fn one_clear_line(bin: &str, dir: &std::path::Path, args: &[String], code: i32, says: &str) {
    for backtrace in ["0", "1", "full"] {
        let out = std::process::Command::new(bin)
            .args(args)
            .env("RUST_BACKTRACE", backtrace)
            .current_dir(dir)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?} one line: {err}");
        assert!(err.starts_with(says), "{args:?}: {err}");
        assert!(
            !err.contains("Caused by") && !err.contains("backtrace"),
            "{err}"
        );
    }
}

// Settings changed during play and then taken back by `!dq undo` go back too, in the game
// kept in memory as in the store; the preview says which setting each input changed; a
// settings change does not interrupt a question or move the Dragon's odds.
on_both!(memory, async fn undone_settings_go_back_and_the_preview_names_them(db) {
    let mut org = organiser(db, 12).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\n")).await;
    let before = game_of(&org).await;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq set turn_hours 5\nalice: !dq set board_style emoji\nalice: !dq undo 2\n",
    )
    .await;
    assert!(
        out.contains("• the organiser: `!dq set turn_hours 5`")
            && out.contains("• the organiser: `!dq set board_style emoji`"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    assert!(
        out.contains("↩️ The organiser has undone the last 2 inputs."),
        "{out}"
    );
    let stored = game_of(&org).await;
    assert_eq!(stored.settings, before.settings, "in the store");
    let id = game_id(&org).await;
    assert_eq!(org.game(id).unwrap().settings, before.settings, "in memory");
    assert_eq!(org.game(id).unwrap(), &stored);
});

// An undo may not reopen a fight round whose strikes were shown while one side's stay
// sealed (that side's choice would stand while the other chose again, knowing it): it is
// refused, naming the undo that takes back the whole round; that one calls both sides again.
// A substitute who takes over a seat mid-fight is called for its strikes at once.
on_both!(memory, async fn an_undo_never_splits_a_shown_round_and_a_substitute_is_called(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    let opening = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nbob: !dq tower SE\n\
                   alice: !dq start\nalice: Move RIGHT\nalice: Attack\nbob dm: Accept\n";
    say(&mut org, &mut first, opening).await;
    say(
        &mut org,
        &mut first,
        "bob dm: S=melee B=melee C=melee\nalice dm: S=ranged B=ranged C=ranged\n",
    )
    .await;
    let shown = game_of(&org).await;
    let out = say(&mut org, &mut first, "alice: !dq undo 1\n").await;
    assert!(
        out.contains("would reopen a fight round whose strikes were already shown")
            && out.contains(
                "`!dq undo 2` keeps rounds whole: it takes back 2 inputs, back to and including \
                 bob's strikes (sealed)."
            ),
        "{out}"
    );
    assert_eq!(game_of(&org).await, shown, "a refusal changes nothing");
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    assert!(out.contains("There is no undo waiting"), "{out}");
    say(&mut org, &mut first, "alice: !dq undo 2\n").await;
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    let g = game_of(&org).await;
    let c = g.combat.as_ref().expect("the fight goes on");
    assert!(c.hero_plan.is_none() && c.monster_plan.is_none(), "{c:?}");
    assert!(
        out.contains("[dm alice]\n⚔️ Round 1") && out.contains("[dm bob]\n⚔️ Round 1"),
        "both sides called again: {out}"
    );
    // The log keeps the round taken back, and says where it was.
    let out = say(&mut org, &mut first, "alice: !dq log 2\n").await;
    assert!(
        out.contains("↩️ The organiser has undone the last 2 inputs."),
        "{out}"
    );
    // Carol takes over Bob's seat, and with it the monster: she is called at once.
    let out = say(&mut org, &mut first, "alice: !dq replace bob carol\n").await;
    assert!(
        out.contains("[dm carol]\n⚔️ Round 1: you play the **Golem**"),
        "{out}"
    );
    // The status names everyone the round waits on; while paused, that it is paused.
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(out.contains("Waiting on alice and carol."), "{out}");
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq pause\nalice: !dq status\n",
    )
    .await;
    assert!(
        out.contains("The game is paused by the organiser: wait for `!dq resume`."),
        "{out}"
    );
});

// m17: in a fight the bot plays, the undo that keeps rounds whole goes back to the input
// that handed the monster to the bot, and the refusal says so; a preview of one input
// speaks of it in the singular.
on_both!(memory, async fn the_undo_refusal_in_a_bot_fight_names_what_it_takes_back(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    let opening = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nbob: !dq tower SE\n\
                   alice: !dq start\nalice: Move RIGHT\nalice: Attack\nalice: !dq monster bot\n\
                   alice dm: S=ranged B=ranged C=ranged\n";
    let out = say(&mut org, &mut first, opening).await;
    assert!(out.contains("**Round 1**"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq undo 1\n").await;
    assert!(
        out.contains(
            "`!dq undo 2` keeps rounds whole: it takes back 2 inputs, back to and including \
             the organiser: `!dq monster bot`."
        ),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq undo 2\n").await;
    assert!(out.contains("They include dice"), "{out}");
    say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    let out = say(&mut org, &mut first, "alice: !dq undo 1\n").await;
    assert!(out.contains("would take back this input:"), "{out}");
    assert!(
        out.contains("to take it back, or carry on to keep it."),
        "{out}"
    );
});

// An undo preview credits what the clock played to the clock, naming the seat it played for.
on_both!(memory, async fn the_undo_preview_credits_the_clock(db) {
    let mut org = organiser(db, 7).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n\
         alice: !dq set turn_hours 1\nalice: !dq set on_deadline autopilot\nalice: !dq start\n\
         alice: Move RIGHT\n+2\n",
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq undo 1\n").await;
    assert!(out.contains("• the clock, for "), "{out}");
    assert!(!out.contains("• the organiser: `Move"), "{out}");
    // The prompt after the undo keeps the turn's deadline, as every prompt does.
    let out = say(&mut org, &mut first, "alice: !dq undo confirm\n").await;
    assert!(
        out.contains("The game stands as it was before it.") && out.contains("⏰ Deadline in"),
        "{out}"
    );
});

/// Newcomer p27: a bare `kalladra` (no command, no token) lists every command.
#[test]
fn a_bare_kalladra_lists_every_command() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .env_remove("DISCORD_TOKEN")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    for command in [
        "kalladra local",
        "--pictures DIR",
        "kalladra bot",
        "kalladra verify FILE",
        "kalladra render FILE",
        "kalladra simulate",
        "kalladra bench",
    ] {
        assert!(err.contains(command), "{command}: {err}");
    }
}

// After the end, a tool or a play hears the game is over, not that there is none: nothing is
// taken back once its seed is out. The same at a Dungeon Raiders table.
on_both!(memory, async fn after_the_end_the_tools_hear_the_game_is_over(db) {
    let mut org = organiser(db, 12).await;
    let mut first = None;
    say(&mut org, &mut first, &format!("{SETUP}alice: !dq start\nalice: !dq end\n")).await;
    for line in ["alice: !dq undo\n", "alice: !dq undo confirm\n", "alice: !dq skip\n"] {
        let out = say(&mut org, &mut first, line).await;
        assert!(out.contains("This game is over."), "{line}{out}");
    }
    let raiders = "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq start\n";
    let out = say(&mut org, &mut first, &format!("{raiders}alice: !dq end\n")).await;
    assert!(out.contains("ended the game.\n"), "no reason, no colon: {out}");
    let out = say(&mut org, &mut first, "alice: !dq undo\n").await;
    assert!(out.contains("This game is over."), "{out}");
    // A reason is said in brackets, as DungeonQuest says it, with nothing that pings.
    let end = "alice: !dq end @everyone out of [time](https://x.example) ||now||\n";
    let out = say(&mut org, &mut first, &format!("{raiders}{end}")).await;
    let said = "ended the game. (everyone out of time https://x.example now)";
    assert!(out.contains(said), "{out}");
    // A play sent by DM hears the sender is in no running game, not that it is no command.
    let out = say(&mut org, &mut first, "bob dm: Play 3\n").await;
    assert!(out.contains("You are not in any running game."), "{out}");
    // Its status says so, and calls on nobody to play.
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(out.contains("The raid is over.") && !out.contains('@'), "{out}");
});

// Newcomer p6: both games end by attaching their whole log and their record page under the
// same names, `game-ID.json` and `game-ID.html`, and the line with the seed names the log.
on_both!(memory, async fn both_games_attach_their_log_and_page_under_the_same_names(db) {
    let mut org = organiser(db, 12).await;
    let mut first = None;
    let raiders = "alice: !dq new raiders\nalice: !dq join\nbob: !dq join\nalice: !dq start\n";
    for setup in [format!("{SETUP}alice: !dq start\n"), raiders.to_string()] {
        say(&mut org, &mut first, &setup).await;
        let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
        let r = org.handle(input("alice", "!dq end", false, true)).await.unwrap();
        let r: Vec<_> = r.into_iter().map(|r| r.finished()).collect();
        let files: Vec<String> = r
            .iter()
            .filter_map(|r| r.file.as_ref().map(|f| f.name.clone()))
            .collect();
        let (log, page) = (format!("game-{id}.json"), format!("game-{id}.html"));
        assert_eq!(files, [log.clone(), page], "{setup}");
        let all: String = r.iter().map(|r| r.text.clone() + "\n").collect();
        assert!(all.contains(&format!("kalladra verify {log}")), "{all}");
        let json = &r.iter().find_map(|r| r.file.as_ref()).unwrap().bytes;
        let json = String::from_utf8(json.clone()).unwrap();
        assert!(json.contains("\"seed\": \""), "the whole log, with its seed");
    }
});
