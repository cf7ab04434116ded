//! Between turns, at every game's table (issue 37): the time bank paid at a deadline before
//! the computer player, refused by `!dq bank off`, drawn by `!dq away 3d`; civil disorder at
//! `missed_turns_limit` and the organiser's `!dq restore`; and `!dq profile` from what is
//! stored. On SQLite and Postgres, in English and Spanish.

use crate::common::*;
use kalladra::games::Tables;
use kalladra::organiser::{Organiser, PingKind, Reply, Target};

/// `!dq new KIND` by alice in #game, alice, bob and carol seated, `setup` said by alice (the
/// organiser), started. The game's number.
async fn open(org: &mut Organiser, kind: &str, setup: &[&str]) -> i64 {
    let new = format!("!dq new {kind}").trim_end().to_string();
    org.handle(input("alice", &new, false, false))
        .await
        .unwrap();
    for u in ["alice", "bob", "carol"] {
        org.handle(input(u, "!dq join", false, false))
            .await
            .unwrap();
    }
    for line in setup {
        let out = org
            .handle(input("alice", line, false, false))
            .await
            .unwrap();
        assert!(!out.is_empty(), "{line} answered");
    }
    org.handle(input("alice", "!dq start", false, false))
        .await
        .unwrap();
    org.store().latest_game("game").await.unwrap().unwrap().id
}

/// A DungeonQuest game (`open`) with 12-hour deadlines, at each of which the computer plays
/// for whoever let it pass, a seat falling to it after `limit` in a row (`off`: never).
async fn open_on_deadlines(org: &mut Organiser, limit: &str) -> i64 {
    let limit = format!("!dq set missed_turns_limit {limit}");
    let setup = [
        "!dq set turn_hours 12",
        "!dq set on_deadline autopilot",
        &limit,
    ];
    open(org, "", &setup).await
}

/// The users the game waits on now.
fn awaited(org: &Organiser, id: i64) -> Vec<String> {
    let g = org.loaded(id).expect("loaded");
    let sitters = g.sitters();
    g.awaited()
        .iter()
        .map(|&s| sitters[s].user.clone())
        .collect()
}

/// The log's length, as stored.
async fn logged(org: &Organiser, id: i64) -> usize {
    org.store().log_len(id).await.unwrap()
}

/// Everyone but `absent` plays as the computer player would (at a DungeonQuest table, whose
/// computer player types); whenever the game waits on `absent` alone, `hours` pass and the
/// clock ticks. Stops at the end, after `rounds` ticks, or once something said holds
/// `until`. Everything said.
async fn play_without(
    org: &mut Organiser,
    id: i64,
    absent: &str,
    hours: f64,
    (rounds, until): (usize, &str),
) -> Vec<Reply> {
    let mut said: Vec<Reply> = Vec::new();
    let mut ticks = 0;
    for k in 0..5_000u64 {
        let over = org
            .loaded(id)
            .is_none_or(|g| g.stage() == kalladra::games::Stage::Over);
        if over || !until.is_empty() && said.iter().any(|r| r.text.contains(until)) {
            break;
        }
        let waits = awaited(org, id);
        if waits.is_empty() || waits.iter().all(|u| u == absent) {
            if ticks == rounds {
                break;
            }
            org.advance(hours);
            said.extend(org.tick().await.unwrap());
            ticks += 1;
            continue;
        }
        let Some(t) = org.computer_input(id, k) else {
            break;
        };
        if t.user == absent {
            org.advance(hours);
            said.extend(org.tick().await.unwrap());
            ticks += 1;
            continue;
        }
        let typed = input(&t.user, &t.text, t.dm, t.organiser);
        said.extend(org.handle(typed).await.unwrap());
    }
    said
}

on_both!(memory, async fn the_bank_pays_before_the_computer_and_tells_the_channel_and_the_player(db) {
    let mut org = organiser(db, 3).await;
    let id = open(
        &mut org,
        "raiders",
        &["!dq set turn_hours 24", "!dq bank days 1", "!dq bank vacation 1"],
    )
    .await;
    let late = awaited(&org, id);
    assert_eq!(late.len(), 1, "one seat at a time");
    let late = late[0].clone();
    let before = logged(&org, id).await;
    // A day past the deadline: the extension day pays, nothing is played.
    org.advance(25.0);
    let out = texts(&org.tick().await.unwrap());
    let paid = format!("Channel(\"game\") ⏳ {late}'s deadline passed, and the time bank paid a day");
    assert!(out.contains(&paid), "{out}");
    assert!(out.contains("Left: 0 extension days for this game, 1 vacation day this month."), "{out}");
    assert!(out.contains(&format!("Dm(\"{late}\") ⏳ Your deadline in game #{id} (#game) passed")), "{out}");
    assert!(!out.contains("the bot plays for"), "{out}");
    assert_eq!(logged(&org, id).await, before, "the bank changes no game");
    // The status says what is left.
    let status = texts(&org.handle(input("carol", "!dq status", false, false)).await.unwrap());
    assert!(status.contains(&format!("• {late}: 0 extension, 1 vacation days left")), "{status}");
    // Next, the month's vacation day; then nothing is left, and the computer plays.
    org.advance(24.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(out.contains("Left: 0 extension days for this game, 0 vacation days this month."), "{out}");
    assert!(!out.contains("the bot plays for"), "{out}");
    org.advance(24.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(!out.contains("time bank paid"), "{out}");
    assert!(out.contains(&format!("⏰ {late} let the deadline pass: the bot plays for them.")), "{out}");
    assert!(logged(&org, id).await > before);
    // A tick again pays nothing twice, for him or anyone.
    let again = texts(&org.tick().await.unwrap());
    assert!(!again.contains("time bank paid"), "{again}");
});

on_both!(memory, async fn a_refused_bank_pays_nothing_and_the_bank_never_pays_for_a_seat_not_awaited(db) {
    let mut org = organiser(db, 5).await;
    let id = open(
        &mut org,
        "",
        &[
            "!dq set turn_hours 24",
            "!dq set on_deadline autopilot",
            "!dq bank days 3",
        ],
    )
    .await;
    let late = awaited(&org, id)[0].clone();
    // He refuses his bank, anywhere (by DM here): the deadline passes as it falls.
    let off = texts(&org.handle(input(&late, "!dq bank off", true, false)).await.unwrap());
    assert!(off.contains("Your time bank is refused at every game"), "{off}");
    org.advance(25.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(!out.contains("time bank paid"), "{out}");
    assert!(out.contains(&format!("⏰ {late} let the deadline pass")), "{out}");
    let status = texts(&org.handle(input("alice", "!dq bank", false, false)).await.unwrap());
    assert!(status.contains("3 extension days a player for this game"), "{status}");
    // He takes it again: his bank pays at his deadlines, and never for those who played.
    org.handle(input(&late, "!dq bank on", false, false)).await.unwrap();
    let said = play_without(&mut org, id, &late, 25.0, (4, "")).await;
    let paid: Vec<&Reply> = said
        .iter()
        .filter(|r| r.text.contains("time bank paid"))
        .collect();
    assert!(!paid.is_empty(), "{}", texts(&said));
    let his = format!("⏳ {late}'s deadline passed");
    for r in paid {
        match &r.target {
            Target::Dm(user) => assert_eq!(user, &late, "{}", r.text),
            _ => assert!(r.text.starts_with(&his), "{}", r.text),
        }
    }
    // Only the organiser changes the bank.
    let refused = texts(&org.handle(input("bob", "!dq bank days 9", false, false)).await.unwrap());
    assert!(!refused.contains("set this game's time bank"), "{refused}");
});

on_both!(memory, async fn time_away_draws_the_months_vacation_days(db) {
    let mut org = organiser(db, 7).await;
    let id = open(
        &mut org,
        "dungeoneer",
        &["!dq set turn_hours 48", "!dq bank vacation 4"],
    )
    .await;
    let out = texts(&org.handle(input("bob", "!dq away 3d visiting", false, false)).await.unwrap());
    assert!(out.contains("bob is away for 72 h (visiting)"), "{out}");
    assert!(out.contains("⏳ 3 vacation days drawn from the time bank; 1 left this month."), "{out}");
    org.handle(input("bob", "!dq back", false, false)).await.unwrap();
    // The month's last day, then none: time away is still taken, drawing nothing.
    let out = texts(&org.handle(input("bob", "!dq away 48", false, false)).await.unwrap());
    assert!(out.contains("⏳ 1 vacation day drawn from the time bank; 0 left this month."), "{out}");
    org.handle(input("bob", "!dq back", false, false)).await.unwrap();
    let out = texts(&org.handle(input("bob", "!dq away 24", false, false)).await.unwrap());
    assert!(out.contains("bob is away for 24 h"), "{out}");
    assert!(!out.contains("drawn"), "{out}");
    let bank = texts(&org.handle(input("carol", "!dq bank", false, false)).await.unwrap());
    assert!(bank.contains("• bob: 0 extension, 0 vacation days left"), "{bank}");
    let _ = id;
});

on_both!(memory, async fn a_seat_falls_to_the_computer_at_the_limit_and_the_organiser_allows_it_back(db) {
    let mut org = organiser(db, 11).await;
    let id = open_on_deadlines(&mut org, "2").await;
    let said = play_without(&mut org, id, "bob", 13.0, (20, "falls to the computer")).await;
    let all = texts(&said);
    let fell = "🤖 bob has let 2 deadlines pass in a row: the seat falls to the computer player";
    assert_eq!(all.matches(fell).count(), 1, "{all}");
    assert!(all.contains("Dm(\"alice\") 🤖 In game #1 (#game), bob has let 2 deadlines"), "{all}");
    // His play, `!dq back` and `!dq away` are refused: the organiser allows him back.
    let status = texts(&org.handle(input("carol", "!dq status", false, false)).await.unwrap());
    assert!(status.contains("🤖 bob's seat is played by the computer (civil disorder)"), "{status}");
    let before = logged(&org, id).await;
    for text in ["Search", "!dq back", "!dq away 5"] {
        let out = texts(&org.handle(input("bob", text, false, false)).await.unwrap());
        assert!(out.contains("bob, your seat is played by the computer (civil disorder)"), "{text}: {out}");
    }
    assert_eq!(logged(&org, id).await, before, "refusals change nothing");
    let not = texts(&org.handle(input("carol", "!dq restore bob", false, false)).await.unwrap());
    assert!(!not.contains("allowed bob back"), "{not}");
    let not = texts(&org.handle(input("alice", "!dq restore carol", false, false)).await.unwrap());
    assert!(not.contains("carol's seat is not in civil disorder"), "{not}");
    let back = texts(&org.handle(input("alice", "!dq restore bob", false, false)).await.unwrap());
    assert!(back.contains("👋 The organiser has allowed bob back"), "{back}");
    assert!(back.contains("Dm(\"bob\") 👋 The organiser has allowed you back into game 1."), "{back}");
    let status = texts(&org.handle(input("carol", "!dq status", false, false)).await.unwrap());
    assert!(!status.contains("civil disorder"), "{status}");
    // The ledger keeps the fall and the return; the profile reads them.
    let ledger = org.store().ledger(id).await.unwrap();
    let kinds: Vec<&str> = ledger.iter().filter(|e| e.user == "bob").map(|e| e.kind.as_str()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "missed").count(), 2, "{kinds:?}");
    assert!(kinds.ends_with(&["disorder", "restored"]), "{kinds:?}");
    let profile = texts(&org.handle(input("carol", "!dq profile bob", false, false)).await.unwrap());
    assert!(profile.contains("📇 bob: 1 game, from the stored logs."), "{profile}");
    assert!(profile.contains("DungeonQuest: 0 finished, 1 running, 0 left or handed on"), "{profile}");
    assert!(profile.contains("2 missed"), "{profile}");
    assert!(profile.contains("Seats fallen to the computer (civil disorder): 1"), "{profile}");
});

on_both!(memory, async fn time_away_is_never_a_missed_deadline(db) {
    let mut org = organiser(db, 13).await;
    let id = open_on_deadlines(&mut org, "1").await;
    org.handle(input("bob", "!dq away 200", false, false)).await.unwrap();
    let said = play_without(&mut org, id, "bob", 13.0, (6, "")).await;
    let all = texts(&said);
    assert!(!all.contains("bob has let"), "{all}");
    let ledger = org.store().ledger(id).await.unwrap();
    assert!(ledger.iter().all(|e| e.user != "bob" || e.kind != "missed"), "{ledger:?}");
    let profile = texts(&org.handle(input("bob", "!dq profile", false, false)).await.unwrap());
    assert!(profile.contains("0 missed (100% met)"), "{profile}");
});

on_both!(memory, async fn spanish_tables_say_the_bank_the_fall_and_the_profile_in_spanish(db) {
    let mut org = organiser(db, 17).await;
    let id = open(
        &mut org,
        "raiders",
        &[
            "!dq idioma es",
            "!dq ajustar turn_hours 12",
            "!dq ajustar missed_turns_limit 1",
            "!dq banco dias 1",
        ],
    )
    .await;
    let late = awaited(&org, id)[0].clone();
    org.advance(13.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(out.contains(&format!("⏳ Venció el plazo de {late} y el banco de tiempo ha pagado un día")), "{out}");
    org.advance(24.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(out.contains(&format!("🤖 {late} ha dejado pasar un plazo: su plaza pasa al jugador del ordenador")), "{out}");
    // The fall is his second notice since he last played: kept current in the first's place.
    assert!(out.contains(&format!("Aviso 2 de la partida {id} desde tu última jugada")), "{out}");
    let back = texts(&org.handle(input("alice", &format!("!dq readmitir {late}"), false, false)).await.unwrap());
    assert!(back.contains(&format!("El organizador ha readmitido a {late}")), "{back}");
    let profile = texts(&org.handle(input("carol", &format!("!dq perfil {late}"), false, false)).await.unwrap());
    assert!(profile.contains("según los registros guardados"), "{profile}");
    assert!(profile.contains("días del banco de tiempo usados: 1"), "{profile}");
    let bad = texts(&org.handle(input("carol", "!dq banco semanas 2", false, false)).await.unwrap());
    assert!(bad.contains("`on` u `off`"), "{bad}");
});

#[tokio::test]
async fn commands_between_turns_read_in_both_languages() {
    use kalladra::manage::{parse, BankOrder, Manage, SubOrder};
    let m = |t: &str| parse(t).unwrap().unwrap();
    assert_eq!(
        m("!dq away 3d"),
        Manage::Away {
            hours: 72,
            reason: String::new()
        }
    );
    assert_eq!(
        m("!dq ausente 30d"),
        Manage::Away {
            hours: 720,
            reason: String::new()
        }
    );
    assert!(parse("!dq away 31d").unwrap().is_err());
    assert!(parse("!dq away 0d").unwrap().is_err());
    assert_eq!(
        m("!dq bank"),
        Manage::Bank {
            order: BankOrder::Show
        }
    );
    assert_eq!(
        m("!dq banco off"),
        Manage::Bank {
            order: BankOrder::Use(false)
        }
    );
    assert_eq!(
        m("!dq bank days 3"),
        Manage::Bank {
            order: BankOrder::Days(3)
        }
    );
    assert_eq!(
        m("!dq banco vacaciones 10"),
        Manage::Bank {
            order: BankOrder::Vacation(10)
        }
    );
    assert!(parse("!dq bank days 31").unwrap().is_err());
    assert_eq!(m("!dq restore bob"), Manage::Restore { name: "bob".into() });
    assert_eq!(
        m("!dq sub"),
        Manage::Sub {
            order: SubOrder::Take { name: None }
        }
    );
    assert_eq!(
        m("!dq suplente Bob"),
        Manage::Sub {
            order: SubOrder::Take {
                name: Some("Bob".into())
            }
        }
    );
    assert_eq!(
        m("!dq sub wanted Bob"),
        Manage::Sub {
            order: SubOrder::Wanted { name: "Bob".into() }
        }
    );
    assert_eq!(
        m("!dq suplente cancelar bob"),
        Manage::Sub {
            order: SubOrder::Cancel { name: "bob".into() }
        }
    );
    assert!(parse("!dq sub wanted").unwrap().is_err());
    assert_eq!(m("!dq perfil"), Manage::Profile { who: None });
    assert_eq!(
        m("!dq profile Bob"),
        Manage::Profile {
            who: Some("Bob".into())
        }
    );
}

on_both!(memory, async fn a_game_with_an_absent_seat_ends_with_no_organiser_action_the_bank_first(db) {
    let mut org = organiser(db, 19).await;
    let id = open(
        &mut org,
        "",
        &[
            "!dq set turn_hours 24",
            "!dq set on_deadline autopilot",
            "!dq set missed_turns_limit 2",
            "!dq bank days 1",
        ],
    )
    .await;
    let said = play_without(&mut org, id, "bob", 25.0, (400, "")).await;
    let all = texts(&said);
    let over = org.loaded(id).is_some_and(|g| g.stage() == kalladra::games::Stage::Over);
    assert!(over, "the game reached its end: {all}");
    let paid = all.find("⏳ bob's deadline passed, and the time bank paid a day").expect("bank");
    let taken = all.find("⏰ bob let the deadline pass: the bot plays for them.").expect("taken");
    let fell = all.find("🤖 bob has let 2 deadlines pass in a row").expect("fell");
    assert!(paid < taken && taken < fell, "the bank first, then the computer: {all}");
    // Nothing was asked of the organiser but her own plays.
    assert!(!all.contains("Dm(\"alice\") ⏰"), "{all}");
    let profile = texts(&org.handle(input("carol", "!dq profile bob", false, false)).await.unwrap());
    assert!(profile.contains("DungeonQuest: 1 finished, 0 running"), "{profile}");
    assert!(profile.contains("time bank days used: 1"), "{profile}");
    assert!(profile.contains("(civil disorder): 1"), "{profile}");
    // The campaign's table marks his line, and his alone.
    let table = texts(&org.handle(input("carol", "!dq leaderboard", false, false)).await.unwrap());
    let marked: Vec<&str> = table.lines().filter(|l| l.contains("🤖 1 seat fell to the computer")).collect();
    assert_eq!(marked.len(), 1, "{table}");
    assert!(marked[0].contains("bob"), "{table}");
});

on_both!(memory, async fn a_call_for_a_substitute_is_answered_by_someone_unseated_through_replace(db) {
    let mut org = organiser(db, 11).await;
    let id = open_on_deadlines(&mut org, "2").await;
    play_without(&mut org, id, "bob", 13.0, (20, "falls to the computer")).await;
    let say = |user: &str, text: &str| input(user, text, false, false);
    let refused = texts(&org.handle(say("carol", "!dq sub wanted bob")).await.unwrap());
    assert!(!refused.contains("🙋"), "organiser only: {refused}");
    let call = texts(&org.handle(say("alice", "!dq sub wanted bob")).await.unwrap());
    assert!(call.contains("🙋 A substitute is wanted for bob's seat"), "{call}");
    let twice = texts(&org.handle(say("alice", "!dq sub wanted bob")).await.unwrap());
    assert!(twice.contains("already wanted"), "{twice}");
    let status = texts(&org.handle(say("dave", "!dq status")).await.unwrap());
    assert!(status.contains("🙋 A substitute is wanted for: bob"), "{status}");
    // A seated player cannot take it; someone unseated can, and plays it from then on.
    let seated = texts(&org.handle(say("carol", "!dq sub")).await.unwrap());
    assert!(seated.contains("You already sit at this game"), "{seated}");
    let before = logged(&org, id).await;
    let taken = texts(&org.handle(say("dave", "!dq sub")).await.unwrap());
    assert!(logged(&org, id).await > before, "the replace is in the log: {taken}");
    let g = org.loaded(id).unwrap();
    assert!(g.seat_of("dave").is_some() && g.seat_of("bob").is_none(), "{taken}");
    let status = texts(&org.handle(say("dave", "!dq status")).await.unwrap());
    assert!(!status.contains("civil disorder") && !status.contains("🙋"), "{status}");
    let none = texts(&org.handle(say("erin", "!dq sub")).await.unwrap());
    assert!(none.contains("No substitute is wanted"), "{none}");
    // bob's profile counts the game as left; the call and its answer are in the ledger.
    let profile = texts(&org.handle(say("erin", "!dq profile bob")).await.unwrap());
    assert!(profile.contains("0 running, 1 left or handed on"), "{profile}");
    let kinds: Vec<String> = org.store().ledger(id).await.unwrap().into_iter().map(|e| e.kind).collect();
    assert!(kinds.ends_with(&["sub-wanted".to_string(), "sub-taken".to_string()]), "{kinds:?}");
    // In Spanish: `!dq suplente buscado NOMBRE`, `!dq suplente cancelar NOMBRE`.
    org.handle(say("alice", "!dq idioma es")).await.unwrap();
    let call = texts(&org.handle(say("alice", "!dq suplente buscado carol")).await.unwrap());
    assert!(call.contains("Se busca suplente para la plaza de carol"), "{call}");
    let off = texts(&org.handle(say("alice", "!dq suplente cancelar carol")).await.unwrap());
    assert!(off.contains("Se retira la búsqueda"), "{off}");
    let none = texts(&org.handle(say("erin", "!dq suplente")).await.unwrap());
    assert!(none.contains("no se busca suplente"), "{none}");
});

on_both!(memory, async fn a_running_games_page_is_the_channels_and_a_seats_own_by_dm(db) {
    let mut org = organiser(db, 23).await;
    org.handle(input("alice", "!dq new raiders", false, false)).await.unwrap();
    for u in ["alice", "bob"] {
        org.handle(input(u, "!dq join", false, false)).await.unwrap();
    }
    let early = texts(&org.handle(input("carol", "!dq record", false, false)).await.unwrap());
    assert!(early.contains("has not started"), "{early}");
    org.handle(input("alice", "!dq idioma es", false, false)).await.unwrap();
    org.handle(input("alice", "!dq start", false, false)).await.unwrap();
    let id = org.store().latest_game("game").await.unwrap().unwrap().id;
    let seed = kalladra::audit::seed_hex(&org.store().game(id).await.unwrap().unwrap().seed);
    let page = |replies: Vec<Reply>, name: &str| {
        let r = replies.into_iter().next().expect("a reply").finished();
        let file = r.file.expect("the page attached");
        assert_eq!(file.name, name);
        assert!(r.text.contains(name), "{}", r.text);
        (r.text, String::from_utf8(file.bytes).unwrap())
    };
    let channels = format!("game-{id}.html");
    let (said, html) = page(org.handle(input("carol", "!dq crónica", false, false)).await.unwrap(), &channels);
    assert!(said.contains("La partida hasta ahora"), "{said}");
    assert!(html.contains("Esta partida sigue en curso"), "{}", &html[..400]);
    assert!(!html.contains(&seed[..16]), "no seed");
    assert!(!html.contains("id=\"proof\""), "no proof while it runs");
    // A seated player's own, by DM, in his own language.
    org.handle(input("bob", "!dq language me en", true, false)).await.unwrap();
    let out = org.handle(input("bob", "!dq record", true, false)).await.unwrap();
    assert_eq!(out[0].target, Target::Dm("bob".into()));
    // Its file is his seat's, beside the channel's (bob took the second seat).
    let (said, html) = page(out, &format!("game-{id}-seat-2.html"));
    assert!(said.contains("The game so far"), "{said}");
    assert!(html.contains("This game is still running"));
    assert!(!html.contains(&seed[..16]), "no seed");
    // Nothing changed.
    assert_eq!(org.store().log_len(id).await.unwrap(), logged(&org, id).await);
});

on_both!(memory, async fn the_reminder_tells_the_last_one_awaited_that_he_is(db) {
    let mut org = organiser(db, 29).await;
    let id = open(&mut org, "raiders", &["!dq set speed on", "!dq set reminder_hours 2"]).await;
    // Under Speed everyone seals a card; two do, the third is the last one awaited.
    let all = awaited(&org, id);
    assert_eq!(all.len(), 3, "{all:?}");
    for u in &all[..2] {
        org.handle(input(u, "Play 3", true, false)).await.unwrap();
    }
    let last = awaited(&org, id);
    assert_eq!(last.len(), 1, "{last:?}");
    org.advance(3.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(out.contains(&format!("@{}", last[0])), "{out}");
    assert!(out.contains("you are the last one the table waits on"), "{out}");
    // A turn of one player alone is no such wait.
    org.handle(input("alice", "!dq end", false, false)).await.unwrap();
    let id = open(&mut org, "raiders", &["!dq set reminder_hours 2"]).await;
    assert_eq!(awaited(&org, id).len(), 1);
    org.advance(3.0);
    let out = texts(&org.tick().await.unwrap());
    assert!(out.contains("⏰ Reminder"), "a reminder: {out}");
    assert!(!out.contains("last one"), "{out}");
});

on_both!(memory, async fn an_organiser_may_require_a_record_of_whoever_joins(db) {
    let mut org = organiser(db, 11).await;
    let id = open_on_deadlines(&mut org, "2").await;
    play_without(&mut org, id, "bob", 13.0, (20, "falls to the computer")).await;
    org.handle(input("alice", "!dq end", false, false)).await.unwrap();
    let say = |user: &str, text: &str| input(user, text, false, false);
    org.handle(say("alice", "!dq new raiders")).await.unwrap();
    let refused = texts(&org.handle(say("bob", "!dq require 80")).await.unwrap());
    assert!(!refused.contains("📇 The organiser asks"), "organiser only: {refused}");
    let set = texts(&org.handle(say("alice", "!dq require 80")).await.unwrap());
    assert!(set.contains("at least 80% of deadlines met"), "{set}");
    let bob = texts(&org.handle(say("bob", "!dq join")).await.unwrap());
    assert!(bob.contains("This game asks of whoever joins a record of at least 80%"), "{bob}");
    let g = org.store().latest_game("game").await.unwrap().unwrap().id;
    assert!(org.loaded(g).unwrap().seat_of("bob").is_none());
    // Someone with no record yet is welcome; so is bob once nothing is required.
    org.handle(say("dave", "!dq join")).await.unwrap();
    assert!(org.loaded(g).unwrap().seat_of("dave").is_some());
    org.handle(say("alice", "!dq exigir 0")).await.unwrap();
    org.handle(say("bob", "!dq join")).await.unwrap();
    assert!(org.loaded(g).unwrap().seat_of("bob").is_some());
    let bad = texts(&org.handle(say("alice", "!dq require 101")).await.unwrap());
    assert!(bad.contains("0 to 100"), "{bad}");
});

on_both!(memory, async fn the_computer_player_seated_from_the_start_plays_openly_to_the_end(db) {
    let mut org = organiser(db, 37).await;
    let say = |user: &str, text: &str| input(user, text, false, false);
    org.handle(say("alice", "!dq new")).await.unwrap();
    org.handle(say("alice", "!dq join")).await.unwrap();
    let refused = texts(&org.handle(say("bob", "!dq join bot")).await.unwrap());
    assert!(refused.contains("Only the organiser"), "{refused}");
    for _ in 0..2 {
        let out = texts(&org.handle(say("alice", "!dq join bot")).await.unwrap());
        assert!(out.contains("computer-"), "{out}");
    }
    org.handle(say("alice", "!dq start")).await.unwrap();
    let id = org.store().latest_game("game").await.unwrap().unwrap().id;
    let late = texts(&org.handle(say("alice", "!dq join bot")).await.unwrap());
    assert!(late.contains("before the start"), "{late}");
    let status = texts(&org.handle(say("zed", "!dq status")).await.unwrap());
    assert!(status.contains("🤖 computer-1 is a computer player"), "{status}");
    assert!(status.contains("🤖 computer-2 is a computer player"), "{status}");
    // Alice alone plays; the computer's seats are played at once, openly, to the end, and
    // nothing is ever addressed to them.
    let said = play_without(&mut org, id, "nobody", 1.0, (50, "")).await;
    let all = texts(&said);
    assert!(all.contains("🤖 The bot plays for computer-1"), "{all}");
    assert!(!all.contains("is away"), "a computer is not away: {all}");
    assert!(!all.contains("Dm(\"computer:"), "{all}");
    let over = org.loaded(id).is_some_and(|g| g.stage() == kalladra::games::Stage::Over);
    assert!(over, "the game ended: {all}");
    let table = texts(&org.handle(say("zed", "!dq leaderboard")).await.unwrap());
    assert!(table.contains("computer-1") && table.contains("alice"), "{table}");
});

on_both!(memory, async fn a_computers_seat_may_be_handed_to_a_person(db) {
    let mut org = organiser(db, 41).await;
    let say = |user: &str, text: &str| input(user, text, false, false);
    org.handle(say("alice", "!dq new raiders")).await.unwrap();
    org.handle(say("alice", "!dq join")).await.unwrap();
    org.handle(say("alice", "!dq unirse bot")).await.unwrap();
    org.handle(say("alice", "!dq start")).await.unwrap();
    let id = org.store().latest_game("game").await.unwrap().unwrap().id;
    let out = texts(&org.handle(say("alice", "!dq replace computer-1 sam")).await.unwrap());
    let g = org.loaded(id).unwrap();
    assert!(g.seat_of("sam").is_some(), "{out}");
    let status = texts(&org.handle(say("zed", "!dq status")).await.unwrap());
    assert!(!status.contains("computer player"), "sam plays it himself: {status}");
});

on_both!(memory, async fn second_looks_at_between_turns(db) {
    // The review's findings, kept fixed: a computer's number is never one a seat holds; a
    // table of computers alone does not start; away again pays only for the new days; a
    // player away gets no digest; `!dq sub NAME` of a seat not wanted says which are;
    // `!dq profile @name` and a name of nobody.
    let mut org = organiser(db, 43).await;
    let say = |user: &str, text: &str| input(user, text, false, false);
    org.handle(say("alice", "!dq new raiders")).await.unwrap();
    for _ in 0..2 {
        org.handle(say("alice", "!dq join bot")).await.unwrap();
    }
    let alone = texts(&org.handle(say("alice", "!dq start")).await.unwrap());
    assert!(alone.contains("at least one person"), "{alone}");
    org.handle(say("alice", "!dq remove computer-1")).await.unwrap();
    let again = texts(&org.handle(say("alice", "!dq join bot")).await.unwrap());
    assert!(again.contains("computer-1"), "the free number: {again}");
    org.handle(say("alice", "!dq join")).await.unwrap();
    org.handle(say("bob", "!dq join")).await.unwrap();
    org.handle(say("alice", "!dq bank vacation 10")).await.unwrap();
    org.handle(say("alice", "!dq start")).await.unwrap();
    let first = texts(&org.handle(say("bob", "!dq away 3d")).await.unwrap());
    assert!(first.contains("3 vacation days drawn"), "{first}");
    let same = texts(&org.handle(say("bob", "!dq away 3d")).await.unwrap());
    assert!(!same.contains("drawn"), "already paid for: {same}");
    let longer = texts(&org.handle(say("bob", "!dq away 5d")).await.unwrap());
    assert!(longer.contains("2 vacation days drawn"), "{longer}");
    org.handle(say("bob", "!dq notify digest")).await.unwrap();
    org.advance(30.0);
    let ticked = org.tick().await.unwrap();
    assert!(ticked.iter().all(|r| !r.text.contains("daily digest")), "{}", texts(&ticked));
    org.handle(say("alice", "!dq sub wanted bob")).await.unwrap();
    let wrong = texts(&org.handle(say("zed", "!dq sub alice")).await.unwrap());
    assert!(wrong.contains("No substitute is wanted for alice's seat. Wanted: bob"), "{wrong}");
    let at = texts(&org.handle(say("zed", "!dq profile @bob")).await.unwrap());
    assert!(at.contains("📇 bob: 1 game"), "{at}");
    let nobody = texts(&org.handle(say("zed", "!dq profile quinn")).await.unwrap());
    assert!(nobody.contains("quinn has no record here yet"), "{nobody}");
    // A seat at a game not yet started is no record either.
    org.handle(say("alice", "!dq end")).await.unwrap();
    org.handle(say("alice", "!dq new raiders")).await.unwrap();
    org.handle(say("quinn", "!dq join")).await.unwrap();
    let waiting = texts(&org.handle(say("zed", "!dq profile quinn")).await.unwrap());
    assert!(waiting.contains("quinn has no record here yet"), "{waiting}");
});

on_both!(memory, async fn the_welcome_back_tells_no_secret_loot_where_loot_is_face_up(db) {
    // Without Cloak and Dagger a hero's Loot is face up: the DM of what happened while the
    // computer played his seat does not present it as his secret.
    let mut org = organiser(db, 3).await;
    let say = |user: &str, text: &str| input(user, text, false, false);
    let mut all = Vec::new();
    for line in [
        "!dq new",
        "!dq join",
        "!dq set turn_hours 12",
        "!dq set on_deadline autopilot",
        "!dq set missed_turns_limit 2",
    ] {
        all.extend(org.handle(say("alice", line)).await.unwrap());
        if line == "!dq join" {
            all.extend(org.handle(say("bob", "!dq join")).await.unwrap());
        }
    }
    all.extend(org.handle(say("alice", "!dq start")).await.unwrap());
    for _ in 0..3 {
        org.advance(13.0);
        all.extend(org.tick().await.unwrap());
    }
    let back = org.handle(say("alice", "!dq restore alice")).await.unwrap();
    let welcome: Vec<&Reply> = back
        .iter()
        .filter(|r| r.text.contains("allowed you back"))
        .collect();
    assert_eq!(welcome.len(), 1, "{}", texts(&back));
    assert!(!welcome[0].text.contains("Cloak and Dagger"), "{}", welcome[0].text);
    assert!(texts(&all).contains("Rope"), "a Loot card was drawn meanwhile: {}", texts(&all));
});

/// The notices of `kind` (`Reply::ping`) to `user` among `said`: each one's count.
fn pings_to(said: &[Reply], user: &str, kind: PingKind) -> Vec<u32> {
    said.iter()
        .filter(|r| r.target == Target::Dm(user.into()))
        .filter_map(|r| r.ping.filter(|p| p.kind == kind).map(|p| p.count))
        .collect()
}

on_both!(memory, async fn a_later_notice_edits_the_first_until_the_player_plays_again(db) {
    let mut org = organiser(db, 23).await;
    let id = open_on_deadlines(&mut org, "off").await;
    org.handle(input("bob", "!dq notify on", false, false)).await.unwrap();
    // Bob is gone for two deadlines: the computer plays for him each time, and he is told
    // each time, the first as a message of its own, each later one in its place.
    let said = play_without(&mut org, id, "bob", 13.0, (2, "")).await;
    // Each kind on its own: the heads-up's first notifies, and so does his deadline's.
    for kind in [PingKind::Late, PingKind::Next] {
        let counts = pings_to(&said, "bob", kind);
        assert!(counts.len() >= 2, "{kind:?}: {counts:?}");
        assert_eq!(counts, (1..=counts.len() as u32).collect::<Vec<_>>(), "{}", texts(&said));
    }
    let later = said.iter().filter(|r| r.ping.is_some_and(|p| p.supersedes())).collect::<Vec<_>>();
    let kept = format!("_Notice 2 from game {id} since you last played there: this one message is kept up to date");
    assert!(later[0].text.contains(&kept), "{}", later[0].text);
    assert!(later.iter().all(|r| r.target == Target::Dm("bob".into())), "only his");
    // Nobody else's notices count his, nor his theirs; the channel hears no footer.
    assert!(said.iter().filter(|r| matches!(r.target, Target::Channel(_))).all(|r| !r.text.contains("kept up to date")));
    // He plays himself: his next notice is a message of its own again.
    for k in 0..200u64 {
        if awaited(&org, id) == ["bob"] {
            break;
        }
        let Some(t) = org.computer_input(id, k) else {
            panic!("nobody plays: {:?} {:?}", awaited(&org, id), org.loaded(id).map(|g| g.stage()));
        };
        org.handle(input(&t.user, &t.text, t.dm, t.organiser)).await.unwrap();
    }
    let t = org.computer_input(id, 0).expect("bob plays");
    assert_eq!(t.user, "bob");
    org.handle(input("bob", &t.text, t.dm, false)).await.unwrap();
    let said = play_without(&mut org, id, "bob", 13.0, (1, "")).await;
    assert_eq!(pings_to(&said, "bob", PingKind::Late).first(), Some(&1), "{}", texts(&said));
});

on_both!(memory, async fn a_seat_in_civil_disorder_is_played_at_once_though_everyone_else_is_away(db) {
    let mut org = organiser(db, 11).await;
    let id = open_on_deadlines(&mut org, "1").await;
    let said = play_without(&mut org, id, "bob", 13.0, (20, "falls to the computer")).await;
    assert!(texts(&said).contains("falls to the computer"), "{}", texts(&said));
    // Everyone else goes away: their plays wait for their deadlines, the computer's seat
    // never does, and its player is sent no reminder.
    for u in ["alice", "carol"] {
        org.handle(input(u, "!dq away 720", false, false)).await.unwrap();
    }
    let mut ticks = 0;
    let mut to_bob = Vec::new();
    while org.loaded(id).is_some_and(|g| g.stage() != kalladra::games::Stage::Over) && ticks < 60 {
        assert_ne!(awaited(&org, id), ["bob"], "the game waits on the computer's seat");
        org.advance(7.0);
        let out = org.tick().await.unwrap();
        to_bob.extend(out.into_iter().filter(|r| r.target == Target::Dm("bob".into())));
        ticks += 1;
    }
    assert!(ticks > 2, "the others' plays waited for their deadlines");
    assert!(to_bob.is_empty(), "{}", texts(&to_bob));
});
