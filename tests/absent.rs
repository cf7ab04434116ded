//! Absent players: deadlines (remind, skip, autopilot), time away, missed deadlines in a
//! row, local play's clock, and restarts during the wait.

#[path = "absent/autopilot.rs"]
mod autopilot;
use crate::common;
#[path = "absent/raiders.rs"]
mod raiders;
#[path = "absent/rounds_and_lines.rs"]
mod rounds_and_lines;
use common::*;
use kalladra::games::dungeonquest::engine::{view, Action, Actor, Game, MonsterSide, Phase};
use kalladra::games::dungeonquest::render;
use kalladra::games::dungeonquest::simulate::{Policy, SensiblePolicy};
use kalladra::organiser::{Organiser, Reply, Target};

/// Whether the game is waiting on `seat` (his turn, a question, his strikes, or the monster's
/// part offered to him).
fn waits_on(g: &Game, seat: usize) -> bool {
    g.awaited().contains(&Actor::Seat(seat))
        || matches!(
            g.combat.as_ref().map(|c| c.side),
            Some(MonsterSide::Offered { seat: s, open: false }) if s == seat
        )
}

/// Everyone but `absent` plays (by the computer player, typed as people type); whenever the
/// game waits on `absent`, `hours` pass and the clock ticks. Returns everything said.
async fn play_without(
    org: &mut Organiser,
    id: i64,
    organiser: &str,
    absent: usize,
    hours: f64,
    seed: u64,
) -> Vec<Reply> {
    let mut said = Vec::new();
    let mut policy = SensiblePolicy::new(seed);
    let mut step = 0;
    for _ in 0..20_000 {
        let g = org.game(id).unwrap().clone();
        if g.phase == Phase::Ended {
            return said;
        }
        let others: Vec<Actor> = g
            .awaited()
            .into_iter()
            .filter(|a| *a != Actor::Seat(absent))
            .collect();
        if others.is_empty() || waits_on(&g, absent) && step % 2 == 0 {
            org.advance(hours);
            said.extend(org.tick().await.unwrap());
            step += 1;
            continue;
        }
        step += 1;
        let actor = others[step % others.len()];
        let a = policy.choose(&view(&g, actor));
        let user = match actor {
            Actor::Seat(s) => g.seats[s].user.clone(),
            _ => organiser.to_string(),
        };
        let dm = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        said.extend(
            org.handle(input(
                &user,
                &render::command_text(&a),
                dm,
                user == organiser,
            ))
            .await
            .unwrap(),
        );
    }
    panic!("the game did not end");
}

async fn open(org: &mut Organiser, setup: &[&str]) -> i64 {
    let t = Table::open(org, &["alice", "bob", "carol"], 1, setup).await;
    t.id
}

// A player who never posts again after his first move: the game reaches its end through
// deadlines and the autopilot, every one of the bot's inputs is marked as the bot's, the
// organiser hears once that the seat should be handed on, and the finished log verifies.
on_both!(memory, async fn a_game_whose_player_vanishes_ends_by_deadlines_and_autopilot(db) {
    let mut org = organiser(db, 21).await;
    let id = open(
        &mut org,
        &[
            "!dq set turn_hours 48",
            "!dq set on_deadline autopilot",
            "!dq set missed_turns_limit 3",
        ],
    )
    .await;
    // alice plays first; bob makes his first move, then is never heard from again.
    let mut policy = SensiblePolicy::new(3);
    let mut bob_moved = false;
    while !bob_moved {
        let g = org.game(id).unwrap().clone();
        let actor = g.awaited()[0];
        let a = policy.choose(&view(&g, actor));
        let user = match actor {
            Actor::Seat(s) => g.seats[s].user.clone(),
            _ => "alice".into(),
        };
        bob_moved = user == "bob";
        let dm = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        org.handle(input(&user, &render::command_text(&a), dm, user == "alice"))
            .await
            .unwrap();
    }
    let said = play_without(&mut org, id, "alice", 1, 49.0, 5).await;
    let all = texts(&said);
    assert!(
        all.contains("⏰ bob let the deadline pass: the bot plays for them."),
        "{all}"
    );
    assert!(all.contains("🤖 The bot plays for bob: `"), "{all}");
    assert!(
        all.contains("Dm(\"bob\") ⏰ Your deadline in game 1 passed, so the bot played for you."),
        "{all}"
    );
    // At the limit the seat falls to the computer for good (civil disorder), said once in
    // the channel, to bob and to the organiser; the bot plays it on to the end.
    let fell = "🤖 bob has let 3 deadlines pass in a row: the seat falls to the computer player";
    assert_eq!(all.matches(fell).count(), 1, "{all}");
    assert!(
        all.contains("Dm(\"alice\") 🤖 In game #1 (#game), bob has let 3 deadlines pass in a row"),
        "{all}"
    );
    assert!(
        all.contains("Dm(\"bob\") 🤖 You let 3 deadlines pass in a row in game #1"),
        "{all}"
    );
    // After the fall no deadline of his is said to pass: the computer plays his seat.
    let after = &all[all.find(fell).unwrap()..];
    assert!(!after.contains("bob let the deadline pass"), "{after}");
    // The prompt shows the deadline; one already passed is no line (newcomer p2: "Deadline
    // in 0 h" while the bot played both sides of a round that had run out).
    assert!(
        all.contains("⏰ Deadline in 48 h: then the bot plays it."),
        "{all}"
    );
    assert!(!all.contains("in 0 h"), "{all}");
    // The bot's inputs are in the log as the clock's, and the whole game verifies.
    let g = org.game(id).unwrap().clone();
    assert_eq!(g.phase, Phase::Ended);
    let events = org.store().events(id).await.unwrap();
    let bots = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                kalladra::games::dungeonquest::engine::event::Event::Acted {
                    by: Actor::Organiser,
                    action: Action::ForAbsent { seat: 1, .. }
                }
            )
        })
        .count();
    assert!(bots > 5, "{bots} inputs by the autopilot");
    assert_verifies(id, &g, &events);
});

#[tokio::test]
async fn at_the_deadline_the_turn_is_skipped_or_the_player_reminded_once() {
    // Skip.
    let mut org = organiser(":memory:", 21).await;
    let id = open(
        &mut org,
        &["!dq set turn_hours 24", "!dq set on_deadline skip"],
    )
    .await;
    let g = org.game(id).unwrap().clone();
    let first = g.to_act().unwrap();
    org.advance(23.0);
    // Not yet: a reminder comes before the deadline (half-way at the latest), nothing else.
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("the game has been waiting on you since 23 h ago"),
        "{t}"
    );
    assert!(!t.contains("skip"), "{t}");
    assert_eq!(org.game(id).unwrap(), &g);
    org.advance(2.0);
    let t = texts(&org.tick().await.unwrap());
    let name = &g.seats[first].name;
    assert!(
        t.contains(&format!(
            "⏰ {name} let the deadline pass: the turn is skipped."
        )),
        "{t}"
    );
    assert!(
        t.contains(&format!("🤖 The bot skips {name}'s turn.")),
        "{t}"
    );
    assert_ne!(org.game(id).unwrap().to_act(), Some(first));
    // Remind: once per deadline, and nothing is played.
    let mut org = organiser(":memory:", 21).await;
    let id = open(&mut org, &["!dq set turn_hours 24"]).await;
    let before = org.game(id).unwrap().clone();
    org.advance(25.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("your deadline has passed: the game is waiting on you."),
        "{t}"
    );
    assert!(
        t.contains("Dm(\"alice\") ⏰ Your deadline in game 1 has passed"),
        "{t}"
    );
    org.advance(25.0);
    assert!(org.tick().await.unwrap().is_empty(), "reminded once");
    assert_eq!(org.game(id).unwrap(), &before);
}

// A restart during the wait neither repeats nor drops the deadline's action.
on_both!(file, async fn a_restart_during_the_wait_neither_repeats_nor_drops_the_deadline(db) {
    let mut org = organiser(db, 21).await;
    let id = open(
        &mut org,
        &["!dq set turn_hours 24", "!dq set on_deadline skip"],
    )
    .await;
    let events = org.store().entries(id).await.unwrap().len();
    drop(org);
    // The new process's clock has moved on as far (its own time, a day later).
    let mut org = organiser(db, 21).await;
    org.advance(25.0);
    let t = texts(&org.tick().await.unwrap());
    assert_eq!(t.matches("🤖 The bot skips").count(), 1, "{t}");
    assert!(
        !t.contains("waiting on you since"),
        "no reminder beside the deadline: {t}"
    );
    let after = org.store().entries(id).await.unwrap().len();
    assert!(after > events);
    drop(org);
    let mut org = organiser(db, 21).await;
    org.advance(25.0);
    // The skip is in the log: the next player's own deadline runs from it, not from before.
    let t = texts(&org.tick().await.unwrap());
    assert!(t.matches("🤖 The bot skips").count() <= 1, "{t}");
    let skips = org
        .store()
        .events(id)
        .await
        .unwrap()
        .iter()
        .filter(|e| {
            matches!(
                e,
                kalladra::games::dungeonquest::engine::event::Event::Acted {
                    action: Action::ForAbsent { .. },
                    ..
                }
            )
        })
        .count();
    assert_eq!(skips, 1 + t.matches("🤖 The bot skips").count());
});

/// `!dq away`: the bot plays for him at once, without waiting for a deadline (none is set);
/// `!dq back`: one DM with what happened meanwhile.
#[tokio::test]
async fn away_and_back() {
    let mut org = organiser(":memory:", 21).await;
    let mut first_line = None;
    let out = say(
        &mut org,
        &mut first_line,
        "alice: !dq new\nbob: !dq join\nbob: !dq away 5\nalice: !dq end\n",
    )
    .await;
    assert!(
        out.contains("The game has not started: `!dq away HOURS [REASON]` is for a running game"),
        "{out}"
    );
    let mut org = organiser(":memory:", 21).await;
    let id = open(&mut org, &[]).await;
    let g = org.game(id).unwrap().clone();
    let first = g.to_act().unwrap();
    let user = g.seats[first].user.clone();
    let name = g.seats[first].name.clone();
    let out = org
        .handle(input("dan", "!dq away 48", false, false))
        .await
        .unwrap();
    assert!(texts(&out).contains("Only a player with a hero in this game can be away."));
    let out = org
        .handle(input(&user, "!dq away 48 on holiday", false, false))
        .await
        .unwrap();
    let t = texts(&out);
    assert!(
        t.contains(&format!(
            "🏖️ {name} is away for 48 h (on holiday). Until then the bot plays their turns."
        )),
        "{t}"
    );
    assert!(
        t.contains(&format!("🏖️ {name} is away: the bot plays for them.")),
        "{t}"
    );
    assert!(
        t.contains(&format!("🤖 The bot plays for {name}: `")),
        "{t}"
    );
    let played = org.store().events(id).await.unwrap().iter().any(|e| {
        matches!(
            e,
            kalladra::games::dungeonquest::engine::event::Event::Acted {
                action: Action::ForAbsent { seat, .. },
                ..
            } if *seat == first
        )
    });
    assert!(played, "his turn was played");
    let out = org
        .handle(input(&user, "!dq back", false, false))
        .await
        .unwrap();
    assert!(texts(&out).contains(&format!("👋 {name} is back.")));
    let dm: Vec<&Reply> = out
        .iter()
        .filter(|r| r.target == Target::Dm(user.clone()))
        .collect();
    assert_eq!(dm.len(), 1);
    assert!(dm[0]
        .text
        .starts_with("👋 Welcome back to game 1. While you were away:"));
    assert!(
        dm[0].text.contains(&format!("The bot plays for {name}")),
        "{}",
        dm[0].text
    );
    let out = org
        .handle(input(&user, "!dq back", false, false))
        .await
        .unwrap();
    assert!(texts(&out).contains("You were not away."));
    // Time away runs out by itself.
    org.handle(input(&user, "!dq away 2", false, false))
        .await
        .unwrap();
    org.advance(3.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(t.contains(&format!("👋 {name} is back.")), "{t}");
    // The last one still in the dungeon to go away hears that nobody's turn is played at once
    // now: each waits for its deadline (here none: for its player).
    let g = org.game(id).unwrap().clone();
    let mut said = String::new();
    for s in (0..g.seats.len()).filter(|&s| g.hero(s).in_dungeon()) {
        let u = g.seats[s].user.clone();
        said = texts(
            &org.handle(input(&u, "!dq away 10", false, false))
                .await
                .unwrap(),
        );
    }
    assert!(
        said.contains(
            "Everyone still in the dungeon is away now, so each turn waits for its deadline"
        ),
        "{said}"
    );
}

// Local play's clock: `+HOURS` lines let a script play deadlines.
on_both!(memory, async fn local_play_lets_time_pass(db) {
    let mut org = organiser(db, 21).await;
    let mut first = None;
    let out = say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join\nbob: !dq join\nalice: !dq set turn_hours 12\nalice: !dq set on_deadline autopilot\nalice: !dq start\n+13h\n",
    )
    .await;
    assert!(
        out.contains("⏰ Deadline in 12 h: then the bot plays it."),
        "{out}"
    );
    assert!(out.contains("(time passes: 13 h)"), "{out}");
    assert!(
        out.contains("let the deadline pass: the bot plays for them."),
        "{out}"
    );
});

// The clock's settings may change during the game; the rules may not.
on_both!(memory, async fn deadlines_can_be_set_during_the_game(db) {
    let mut org = organiser(db, 21).await;
    let id = open(&mut org, &[]).await;
    let out = org
        .handle(input("alice", "!dq set turn_hours 36", false, true))
        .await
        .unwrap();
    assert!(
        texts(&out).contains("changed the game's settings"),
        "{}",
        texts(&out)
    );
    assert_eq!(org.game(id).unwrap().settings.turn_hours, 36);
    let out = org
        .handle(input("alice", "!dq set sun_limit 20", false, true))
        .await
        .unwrap();
    assert_eq!(
        org.game(id).unwrap().settings.sun_limit,
        25,
        "{}",
        texts(&out)
    );
});

// Every seat on autopilot, with each optional rule: the computer player answers whatever
// the rules ask (catacombs, runes, duels, servants, knock-outs...), the game reaches its
// end, and its log verifies. Everyone is away, so each turn waits for its deadline (an hour
// here) before the bot plays it: the game never plays itself out in one go.
on_both!(memory, async fn every_seat_on_autopilot_with_each_optional_rule(db) {
    let mut sets: Vec<Vec<&str>> = vec![vec![]];
    sets.extend(kalladra::games::dungeonquest::engine::OPTIONS.iter().map(|o| vec![*o]));
    for (k, set) in sets.iter().enumerate() {
        for n in 0..2u64 {
            let players: &[&str] = if set == &["going_it_alone"] {
                &["ann"]
            } else {
                &["ann", "bob", "cat", "dan"][..2 + (n as usize + k) % 3]
            };
            let mut setup: Vec<String> = set.iter().map(|o| format!("!dq option {o} on")).collect();
            setup.push("!dq set auto_monster on".into());
            setup.push("!dq set turn_hours 1".into());
            setup.push("!dq set combat_round_hours 1".into());
            let setup: Vec<&str> = setup.iter().map(String::as_str).collect();
            let seed = 900 + 10 * k as u64 + n;
            let mut org = organiser(db, seed).await;
            let t = Table::open_by(&mut org, "olga", players, seed, &setup).await;
            for p in players {
                org.handle(input(p, "!dq away 720", false, false))
                    .await
                    .unwrap();
            }
            for _ in 0..5_000 {
                if org.game(t.id).unwrap().phase == Phase::Ended {
                    break;
                }
                org.advance(1.5);
                org.tick().await.unwrap();
            }
            let g = org.game(t.id).unwrap().clone();
            assert_eq!(
                g.phase,
                Phase::Ended,
                "{set:?} game {n} did not end: {:?}",
                g.awaiting
            );
            let events = org.store().events(t.id).await.unwrap();
            let by_players = events
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        kalladra::games::dungeonquest::engine::event::Event::Acted {
                            by: Actor::Seat(_),
                            ..
                        }
                    )
                })
                .count();
            // Each player said `!dq away` once (and joined); everything else was the clock.
            assert!(by_players <= 2 * players.len(), "{set:?}: {by_players}");

            let x = kalladra::games::dungeonquest::audit::Export::of(t.id, "game", "olga", &g, &events);
            assert!(
                matches!(
                    kalladra::games::dungeonquest::audit::verify(&x),
                    kalladra::games::dungeonquest::audit::Verdict::Confirmed { .. }
                ),
                "{set:?} game {n}: {}",
                kalladra::games::dungeonquest::audit::verify(&x)
            );
        }
    }
});

/// The clock's DMs are read in their reader's own language, its channel posts in the game's:
/// alice reads Spanish in an English game, so her deadline reminder and her "your turn was
/// skipped" DM come in Spanish while the channel hears English.
#[tokio::test]
async fn the_clocks_dms_follow_their_readers_language() {
    let mut org = organiser(":memory:", 21).await;
    let id = open(&mut org, &["!dq set turn_hours 24"]).await;
    org.handle(input("alice", "!dq language me es", true, false))
        .await
        .unwrap();
    let first = org.game(id).unwrap().to_act().unwrap();
    assert_eq!(org.game(id).unwrap().seats[first].user, "alice");
    org.advance(25.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("Dm(\"alice\") ⏰ Tu plazo en la partida 1 ha vencido"),
        "{t}"
    );
    assert!(
        t.contains("your deadline has passed: the game is waiting on you."),
        "the channel reads the game's English: {t}"
    );

    let mut org = organiser(":memory:", 21).await;
    let id = open(
        &mut org,
        &["!dq set turn_hours 24", "!dq set on_deadline skip"],
    )
    .await;
    org.handle(input("alice", "!dq language me es", true, false))
        .await
        .unwrap();
    org.advance(25.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(
        t.contains("Dm(\"alice\") ⏰ Tu plazo en la partida 1 venció, así que se saltó tu turno."),
        "{t}"
    );
    assert!(
        t.contains("let the deadline pass: the turn is skipped."),
        "{t}"
    );
    let _ = id;
}

/// Seed 4: alice (Hugo) and bob (Lindel, in the SE tower), started; `Move RIGHT` and `Attack`
/// bring the Golem, whose part is offered to bob.
const HUGO_AND_LINDEL: &str = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n\
    bob: !dq tower SE\nalice: !dq start\n";

/// What the channel hears when the Golem's part offered to bob lapses.
const NOBODY_TOOK_THE_GOLEM: &str =
    "Nobody took the Golem's part: now anyone but Hugo's player may.";

// An organiser's tool at the table's door (here `!dq resume`) leaves an offer to someone away
// to lapse, as any input does: the bot never takes the monster's part for him.
on_both!(memory, async fn after_a_tool_an_offer_to_someone_away_lapses_too(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &format!("{HUGO_AND_LINDEL}alice: Move RIGHT\nalice: Attack\nalice: !dq pause\nbob: !dq away 4\n"),
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq resume\n").await;
    assert!(
        out.contains(NOBODY_TOOK_THE_GOLEM),
        "{out}"
    );
    // Nothing is played in his place: the lapse says itself.
    assert!(!out.contains("bob is away: the bot plays for them"), "{out}");
    assert!(!out.contains("The bot plays for bob"), "{out}");
});

// Newcomer (session 23): that the bot plays for someone away is said once a time away, not
// before each of his turns; and `!dq skip` does not end the organiser's own time away (a
// play of his would; his plays that are tools: `a_seated_organisers_tool_...` below). (The
// first seed where bob's turns come after two of alice's, with no fight between.)
on_both!(memory, async fn the_bot_playing_for_someone_away_is_said_once(db) {
    for seed in 1..40 {
        let mut org = organiser(db, seed).await;
        let mut first = None;
        say(&mut org, &mut first, &format!("{HUGO_AND_LINDEL}bob: !dq away 48\n")).await;
        let (mut all, mut played) = (String::new(), 0);
        for _ in 0..4 {
            let out = say(&mut org, &mut first, "alice: !dq skip\n").await;
            if !out.contains("🤖 The bot plays for bob") {
                break;
            }
            played += 1;
            all.push_str(&out);
        }
        if played < 2 {
            continue;
        }
        assert_eq!(
            all.matches("bob is away: the bot plays for them.").count(),
            1,
            "seed {seed}: {all}"
        );
        say(&mut org, &mut first, "alice: !dq away 48\n").await;
        let out = say(&mut org, &mut first, "alice: !dq skip\n").await;
        assert!(!out.contains("alice is back"), "seed {seed}: {out}");
        return;
    }
    panic!("no seed where the bot played bob's turn after two of alice's");
});

// The monster's part offered to a player who goes away lapses at once, as at its deadline
// (R17): the fight does not wait on someone who said he is gone.
on_both!(memory, async fn an_offer_to_someone_away_lapses_at_once(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &format!("{HUGO_AND_LINDEL}alice: Move RIGHT\nalice: Attack\n"),
    )
    .await;
    let out = say(&mut org, &mut first, "bob: !dq away 4\n").await;
    assert!(
        out.contains(NOBODY_TOOK_THE_GOLEM)
            && out.contains("`!dq monster` to claim it"),
        "{out}"
    );
    assert!(!out.contains("bob is away: the bot plays for them"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(
        out.contains("Waiting on alice.") && !out.contains("bob."),
        "{out}"
    );
    // Newcomer m11: claiming the part ends his time away; the bot sends none of his strikes.
    let out = say(&mut org, &mut first, "bob: !dq monster\n").await;
    assert!(out.contains("👋 bob is back."), "{out}");
    assert!(out.contains("bob plays the Golem."), "{out}");
    assert!(!out.contains("bob is away"), "{out}");
    assert!(!out.contains("The bot sends bob's strikes"), "{out}");
});

// Newcomer (session 23): an organiser's play at a fight (`!dq monster bot`, `!dq random`) is
// his tool, not his seat's: made while he is away, it does not end his time away.
on_both!(memory, async fn a_seated_organisers_tool_does_not_end_his_time_away(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &format!("{HUGO_AND_LINDEL}alice: Move RIGHT\nalice: Attack\nalice: !dq away 4\n"),
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq monster bot\n").await;
    assert!(out.contains("The bot plays the Golem."), "{out}");
    assert!(!out.contains("alice is back"), "{out}");
});

// Newcomer p3: the monster's part is never offered to someone already away (offered and
// withdrawn in the same breath, a DM asking him too): the channel hears only that it is open.
on_both!(memory, async fn the_monsters_part_is_not_offered_to_someone_away(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &format!("{HUGO_AND_LINDEL}bob: !dq away 4\nalice: Move RIGHT\n"),
    )
    .await;
    let out = say(&mut org, &mut first, "alice: Attack\n").await;
    assert!(
        out.contains(NOBODY_TOOK_THE_GOLEM),
        "{out}"
    );
    assert!(!out.contains("offered to bob"), "{out}");
    assert!(!out.contains("[dm bob]"), "bob is asked nothing: {out}");
});

// Newcomer p5: time away ends with the game. Whoever was away hears by DM how it went, and
// the status after the end lists nobody as away.
on_both!(memory, async fn time_away_ends_with_the_game(db) {
    let mut org = organiser(db, 4).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &format!("{HUGO_AND_LINDEL}bob: !dq away 200\n"),
    )
    .await;
    let id = org.store().latest_unfinished().await.unwrap().unwrap().id;
    let out = say(&mut org, &mut first, "alice: !dq end testing\n").await;
    assert!(
        out.contains(&format!("[dm bob]\n🏁 Game {id} is over, and your time away with it.")),
        "{out}"
    );
    assert!(org.store().away(id).await.unwrap().is_empty());
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(!out.contains("is away"), "{out}");
});

/// A two-hero game opened and begun (alice as Hugo, bob as Lindel), then `more` lines.
async fn hugo_and_lindel(org: &mut Organiser, first: &mut Option<String>, more: &str) {
    let start = "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n";
    say(org, first, &format!("{start}{more}")).await;
}

// When everyone still in the dungeon is away, the game does not play itself out at once: it
// waits (for nobody, without a deadline), and with one the bot plays each turn at its
// deadline.
on_both!(memory, async fn a_table_all_away_waits_for_its_deadlines(db) {
    let mut org = organiser(db, 7).await;
    let mut first = None;
    hugo_and_lindel(&mut org, &mut first, "alice: !dq away 48\nbob: !dq away 48\n").await;
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    let before = org.store().log_len(row.id).await.unwrap();
    let out = say(&mut org, &mut first, "+5\n").await;
    assert!(
        !out.contains("🤖 The bot plays"),
        "no deadline: it waits: {out}"
    );
    assert_eq!(org.store().log_len(row.id).await.unwrap(), before);
    say(&mut org, &mut first, "alice: !dq set turn_hours 2\n").await;
    let out = say(&mut org, &mut first, "+3\n").await;
    let g = org.game(row.id).unwrap();
    assert_eq!(
        g.phase,
        Phase::Playing,
        "one deadline, not the whole game: {out}"
    );
    assert!(
        out.contains("🤖 The bot plays for"),
        "the bot played the turn whose deadline passed: {out}"
    );
});

// Killed while the bot played for someone away (his time away stored, the bot's inputs
// not yet): the restarted process's first tick plays on for him; nothing waits for an input.
on_both!(file, async fn a_restart_mid_autopilot_plays_on_at_the_first_tick(db) {
    let mut org = organiser(db, 21).await;
    let id = open(&mut org, &[]).await;
    let g = org.game(id).unwrap().clone();
    let first = g.to_act().unwrap();
    let (user, name) = (g.seats[first].user.clone(), g.seats[first].name.clone());
    let len = org.store().log_len(id).await.unwrap();
    // What `!dq away 24` stores before the bot plays: the crash comes in between.
    let until = org.now() + 24.0 * 3600.0;
    org.store()
        .set_away(id, &user, until, "", len)
        .await
        .unwrap();
    drop(org);
    let mut org = organiser(db, 21).await;
    let t = texts(&org.tick().await.unwrap());
    assert!(t.contains(&format!("🤖 The bot plays for {name}: `")), "{t}");
    assert!(org.store().log_len(id).await.unwrap() > len, "{t}");
});

// `!dq status` says who is away alike at every game's table (the table's one room for it): at
// DungeonQuest's as at Dungeon Raiders', each one away and until when, and once everyone still
// in the dungeon is away, that each play waits for its deadline.
on_both!(memory, async fn status_says_who_is_away_and_that_the_table_waits(db) {
    let mut org = organiser(db, 7).await;
    let mut first = None;
    hugo_and_lindel(&mut org, &mut first, "alice: !dq away 48\n").await;
    let status = say(&mut org, &mut first, "bob: !dq status\n").await;
    assert!(status.contains("🏖️ alice is away (back in 48 h)."), "{status}");
    assert!(!status.contains("each play waits"), "{status}");
    say(&mut org, &mut first, "bob: !dq away 24\n").await;
    let status = say(&mut org, &mut first, "bob: !dq status\n").await;
    assert!(status.contains("🏖️ bob is away (back in 24 h)."), "{status}");
    assert!(
        status.contains("Everyone still in play is away: each play waits for its deadline"),
        "{status}"
    );
});
