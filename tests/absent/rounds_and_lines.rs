//! The clock's promises: one missed fight round costs that round only, deadline lines say
//! what will happen, `!dq extend` lasts one deadline, time away is neither pinged nor
//! scolded.

use super::*;

/// The hero's side of the current fight round still waits on `seat`'s strikes.
fn round_waits_on_hero(g: &Game, seat: usize) -> bool {
    use kalladra::games::dungeonquest::engine::Awaiting;
    matches!(g.awaiting, Some(Awaiting::Combat { .. }))
        && g.combat
            .as_ref()
            .is_some_and(|c| c.seat == seat && c.hero_plan.is_none() && c.monster_plan.is_some())
}

/// One missed round costs that round only: after the clock plays a late round for a fighter,
/// the next round has its own `combat_round_hours`, and the undo preview names the clock's
/// strikes as sealed, never shows them.
#[tokio::test]
async fn a_missed_round_costs_that_round_only() {
    for mode in ["autopilot", "skip"] {
        let mut found = false;
        for seed in 1..40 {
            let mut org = organiser(":memory:", seed).await;
            let setup = [
                "!dq set auto_monster true",
                "!dq set turn_hours 10",
                "!dq set combat_round_hours 2",
                &format!("!dq set on_deadline {mode}"),
            ];
            let mut t = Table::open(&mut org, &["alice", "bob"], seed, &setup).await;
            // A fight against the bot's monster whose round waits on alice alone.
            if !t.until(&mut org, |g| round_waits_on_hero(g, 0)).await {
                continue;
            }
            let round = |org: &Organiser| org.game(t.id).unwrap().combat.as_ref().map(|c| c.round);
            let first = round(&org);
            org.advance(2.5);
            let said = org.tick().await.unwrap();
            let g = org.game(t.id).unwrap().clone();
            // The clock played round 1 for alice...
            assert_ne!(
                round(&org),
                first,
                "{mode} seed {seed}: the round was not played"
            );
            if !round_waits_on_hero(&g, 0) {
                continue; // the fight ended in that round: try another game
            }
            found = true;
            // ...and nothing of round 2: it has its own deadline.
            let text: String = said.iter().map(|r| r.text.clone() + "\n").collect();
            // Newcomer m7: the organiser is not offered `!dq random` when the clock acts itself.
            assert!(
                !text.contains("`!dq random`"),
                "{mode} seed {seed}: a choice already gone:\n{text}"
            );
            assert!(
                g.combat.as_ref().unwrap().hero_plan.is_none(),
                "{mode} seed {seed}: the clock played the next round at once:\n{text}"
            );
            org.advance(1.0);
            org.tick().await.unwrap();
            let g = org.game(t.id).unwrap();
            assert!(
                round_waits_on_hero(g, 0),
                "{mode} seed {seed}: round 2 cut short"
            );
            // The undo preview: the clock's strikes named as sealed, never shown.
            let preview = org
                .handle(input("alice", "!dq undo 2", false, true))
                .await
                .unwrap();
            let preview: String = preview.iter().map(|r| r.text.clone()).collect();
            if mode == "autopilot" {
                assert!(
                    preview.contains("alice's strikes (sealed)"),
                    "{mode} seed {seed}: {preview}"
                );
            }
            for strike in ["=melee", "=ranged", "=spell", "face-down"] {
                assert!(!preview.contains(strike), "{mode} seed {seed}: {preview}");
            }
            break;
        }
        assert!(found, "{mode}: no game had a fight lasting two rounds");
    }
}

/// Someone away is not pinged (his name, not a mention) and hears no "you're next"; the
/// status says who is away and until when; a move of his own ends his time away.
#[tokio::test]
async fn away_players_are_not_pinged_are_listed_and_come_back_by_playing() {
    let mut org = organiser(":memory:", 21).await;
    let id = open(&mut org, &[]).await;
    let g = org.game(id).unwrap().clone();
    let first = g.to_act().unwrap();
    let second = (first + 1) % g.seats.len();
    let (user, name) = (g.seats[second].user.clone(), g.seats[second].name.clone());
    org.handle(input(&user, "!dq notify on", false, false))
        .await
        .unwrap();
    org.handle(input(&user, "!dq away 48 on holiday", false, false))
        .await
        .unwrap();
    let status = texts(
        &org.handle(input("alice", "!dq status", false, false))
            .await
            .unwrap(),
    );
    assert!(
        status.contains(&format!("🏖️ {name} is away (back in 48 h).")),
        "{status}"
    );
    // The first player moves: the turn passes to the one away, who is neither pinged nor
    // told he is next.
    let mut said = String::new();
    for _ in 0..30 {
        let g = org.game(id).unwrap().clone();
        if g.to_act() != Some(first) {
            break;
        }
        let a = SensiblePolicy::new(5).choose(&view(&g, Actor::Seat(first)));
        let out = org
            .handle(input(
                &g.seats[first].user,
                &render::command_text(&a),
                false,
                false,
            ))
            .await
            .unwrap();
        said.push_str(&texts(&out));
    }
    assert!(
        !said.contains(&format!("@{name}")),
        "pinged while away: {said}"
    );
    assert!(!said.contains(&format!("Dm(\"{user}\") 🔔")), "{said}");
    // Typing a move ends his time away.
    let g = org.game(id).unwrap().clone();
    if let Some(s) = g.to_act().filter(|&s| s == second) {
        let a = SensiblePolicy::new(5).choose(&view(&g, Actor::Seat(s)));
        let out = org
            .handle(input(&user, &render::command_text(&a), false, false))
            .await
            .unwrap();
        assert!(texts(&out).contains(&format!("👋 {name} is back.")));
    }
}

/// The deadline line says what will really happen: the monster's part offered has its own
/// hours; a question is answered by the bot, never skipped; `!dq extend` lengthens only the
/// deadline it was given for.
#[tokio::test]
async fn deadline_lines_say_what_happens_and_extend_lasts_one_deadline() {
    use kalladra::games::dungeonquest::engine::event::Event;
    let mut org = organiser(":memory:", 21).await;
    let id = open(
        &mut org,
        &[
            "!dq set turn_hours 10",
            "!dq set on_deadline skip",
            "!dq set monster_claim_hours 6",
        ],
    )
    .await;
    let mut policy = SensiblePolicy::new(9);
    let (mut offer, mut question) = (false, false);
    let mut extended = false;
    for _ in 0..3000 {
        let g = org.game(id).unwrap().clone();
        if g.phase == Phase::Ended || (offer && question && extended) {
            break;
        }
        let actor = g.awaited()[0];
        let a = policy.choose(&view(&g, actor));
        let user = match actor {
            Actor::Seat(s) => g.seats[s].user.clone(),
            _ => "alice".to_string(),
        };
        let dm = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        let out = org
            .handle(input(&user, &render::command_text(&a), dm, user == "alice"))
            .await
            .unwrap();
        let t = texts(&out);
        let g = org.game(id).unwrap().clone();
        let offered = matches!(
            g.combat.as_ref().map(|c| c.side),
            Some(MonsterSide::Offered { open: false, .. })
        );
        if offered && t.contains("⏰") {
            offer = true;
            assert!(
                t.contains("⏰ Not answered in 6 h: then the part is open to anyone."),
                "{t}"
            );
        }
        if g.awaiting.is_some() && g.combat.is_none() && g.duel.is_none() && t.contains("⏰") {
            question = true;
            assert!(t.contains("then the bot answers for you."), "{t}");
        }
        // An extension on this turn is gone on the next.
        if !extended && g.combat.is_none() && g.awaiting.is_none() && g.turn > 2 {
            org.handle(input("alice", "!dq extend 100", false, true))
                .await
                .unwrap();
            assert_eq!(org.game(id).unwrap().deadline_extra_hours, 100);
            let turn = g.turn;
            for _ in 0..40 {
                let g = org.game(id).unwrap().clone();
                if g.turn != turn || g.phase == Phase::Ended {
                    break;
                }
                let actor = g.awaited()[0];
                let a = policy.choose(&view(&g, actor));
                let Actor::Seat(s) = actor else { break };
                let dm = matches!(a, Action::Strikes(_));
                org.handle(input(
                    &g.seats[s].user,
                    &render::command_text(&a),
                    dm,
                    false,
                ))
                .await
                .unwrap();
            }
            let g = org.game(id).unwrap();
            if g.turn != turn && g.combat.is_none() {
                assert_eq!(g.deadline_extra_hours, 0, "the extension outlived its turn");
                let log = org.store().events(id).await.unwrap();
                assert!(log
                    .iter()
                    .any(|e| matches!(e, Event::DeadlineExtended { .. })));
                extended = true;
            }
        }
    }
    assert!(offer, "no monster's part was offered");
    assert!(question, "no question was asked");
    assert!(extended, "no extension was tried");
}

/// Back from time away in the middle of a turn, a player has his whole deadline from his
/// return: the clock does not play for him (and scold him) at the deadline that began while
/// he was away.
#[tokio::test]
async fn a_deadline_runs_from_the_return_from_time_away() {
    let mut org = organiser(":memory:", 21).await;
    let id = open(
        &mut org,
        &[
            "!dq set turn_hours 10",
            "!dq set combat_round_hours 10",
            "!dq set auto_monster true",
            "!dq set on_deadline autopilot",
        ],
    )
    .await;
    let g = org.game(id).unwrap().clone();
    // Everyone away: the turn waits for its deadline.
    for s in &g.seats {
        org.handle(input(&s.user, "!dq away 6", false, false))
            .await
            .unwrap();
    }
    org.advance(7.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(t.contains("is back."), "{t}");
    let before = org.store().entries(id).await.unwrap().len();
    // 11 h after the turn began, 4 h after the return: not yet.
    org.advance(4.0);
    let t = texts(&org.tick().await.unwrap());
    assert!(!t.contains("let the deadline pass"), "{t}");
    assert_eq!(org.store().entries(id).await.unwrap().len(), before, "{t}");
    // 10 h after the return: now.
    org.advance(6.5);
    let t = texts(&org.tick().await.unwrap());
    assert!(t.contains("let the deadline pass"), "{t}");
}

/// The prompt a restart posts (`current_prompt`) names the hours left of the wait the game
/// is in, on that wait's own clock, as the table measures every game's: the monster's part
/// offered (`monster_claim_hours`), a fight's round (`combat_round_hours`) and a turn
/// (`turn_hours`), each from its own start however many inputs came since.
#[tokio::test]
async fn the_prompt_after_a_restart_counts_each_wait_on_its_own_clock() {
    use kalladra::games::dungeonquest::engine::{Awaiting, MonsterSide};
    let setup = [
        "!dq set turn_hours 10",
        "!dq set combat_round_hours 4",
        "!dq set monster_claim_hours 6",
    ];
    let offered = |g: &Game| {
        matches!(g.awaiting, Some(Awaiting::Combat { .. }))
            && matches!(
                g.combat.as_ref().map(|c| c.side),
                Some(MonsterSide::Offered { open: false, .. })
            )
    };
    let (mut offers, mut rounds, mut turns) = (0, 0, 0);
    for seed in 1..30 {
        let mut org = organiser(":memory:", seed).await;
        let mut t = Table::open(&mut org, &["alice", "bob"], seed, &setup).await;
        org.advance(1.0);
        let prompt = org.current_prompt(t.id).await.unwrap().unwrap_or_default();
        assert!(prompt.contains("in 9 h"), "seed {seed}: a turn:\n{prompt}");
        turns += 1;
        if !t.until(&mut org, offered).await {
            continue;
        }
        org.advance(2.5);
        let prompt = org.current_prompt(t.id).await.unwrap().unwrap_or_default();
        assert!(
            prompt.contains("in 3.5 h"),
            "seed {seed}: the offer:\n{prompt}"
        );
        offers += 1;
        // Taken: the first round runs from the fight's start, the offer's hours included.
        if !t.until(&mut org, |g| !offered(g)).await {
            continue;
        }
        let g = org.game(t.id).unwrap().clone();
        let first_round = matches!(g.awaiting, Some(Awaiting::Combat { .. }))
            && g.combat.as_ref().is_some_and(|c| c.round == 0);
        if !first_round {
            continue;
        }
        let prompt = org.current_prompt(t.id).await.unwrap().unwrap_or_default();
        assert!(
            prompt.contains("in 1.5 h"),
            "seed {seed}: a round:\n{prompt}"
        );
        rounds += 1;
    }
    assert!(
        offers > 0 && rounds > 0 && turns > 0,
        "{offers} {rounds} {turns}"
    );
}

/// `!dq status` says when the wait ends and what happens then, as at every table, and while
/// the game is paused says that instead: no deadline runs (nor does the resumed prompt name
/// one).
#[tokio::test]
async fn the_status_says_the_deadline_or_that_the_game_is_paused() {
    let mut org = organiser(":memory:", 3).await;
    let t = Table::open(&mut org, &["alice", "bob"], 3, &["!dq set turn_hours 10"]).await;
    org.advance(4.0);
    let status = texts(
        &org.handle(input("bob", "!dq status", false, false))
            .await
            .unwrap(),
    );
    assert!(status.contains("⏰ Deadline in 6 h"), "{status}");
    assert!(!status.contains("Paused"), "{status}");
    org.handle(input("alice", "!dq pause", false, true))
        .await
        .unwrap();
    let status = texts(
        &org.handle(input("bob", "!dq status", false, false))
            .await
            .unwrap(),
    );
    assert_eq!(status.matches("paused").count(), 1, "said once: {status}");
    assert!(!status.contains("Deadline"), "{status}");
    let prompt = org.current_prompt(t.id).await.unwrap().unwrap_or_default();
    assert!(!prompt.contains("Deadline"), "{prompt}");
}

/// The heads-up (`!dq notify on`) comes once a turn, to the player after the one whose turn
/// it is, however often the game comes back to that player within it (a fight whose monster
/// another seat plays, the part offered to him): one rule at every table.
#[tokio::test]
async fn the_heads_up_comes_once_a_turn_whatever_the_turn_holds() {
    let (mut turns, mut fights) = (0, 0);
    for seed in 1..6 {
        let mut org = organiser(":memory:", seed).await;
        let players = ["alice", "bob", "carol"];
        let mut t = Table::open(&mut org, &players, seed, &[]).await;
        for p in players {
            org.handle(input(p, "!dq notify on", false, false))
                .await
                .unwrap();
        }
        let mut told: std::collections::HashMap<(u32, String), usize> = Default::default();
        for _ in 0..400 {
            let Some(sent) = t.next(&mut org).await else {
                break;
            };
            let g = org.game(t.id).unwrap();
            fights += usize::from(g.combat.is_some());
            for r in &sent.replies {
                if let (Target::Dm(user), true) = (&r.target, r.text.contains("You're next")) {
                    *told.entry((g.turn, user.clone())).or_default() += 1;
                }
            }
        }
        turns += told.len();
        for ((turn, user), n) in told {
            assert_eq!(n, 1, "seed {seed}: {user} told {n} times in turn {turn}");
        }
    }
    assert!(
        turns > 20 && fights > 0,
        "{turns} turns, {fights} fight inputs"
    );
}

/// A turn's reminder already sent by an earlier build (kept as `turn{N}:{log length}`) is not
/// sent again by the table's one reminder: DungeonQuest's waits keep that name.
#[tokio::test]
async fn a_reminder_sent_before_the_table_shared_one_is_not_sent_again() {
    let setup = ["!dq set turn_hours 24", "!dq set turn_reminder_hours 6"];
    let mut org = organiser(":memory:", 4).await;
    let t = Table::open(&mut org, &["alice", "bob"], 4, &setup).await;
    let turn = org.game(t.id).unwrap().turn;
    let len = org.store().entries(t.id).await.unwrap().len();
    assert!(org
        .store()
        .remind_once(t.id, &format!("turn{turn}:{len}"))
        .await
        .unwrap());
    org.advance(7.0);
    let said = texts(&org.tick().await.unwrap());
    assert!(!said.contains("waiting on you since"), "{said}");
    // The same wait in a game whose reminder was not sent: it is.
    let mut org = organiser(":memory:", 4).await;
    Table::open(&mut org, &["alice", "bob"], 4, &setup).await;
    org.advance(7.0);
    let said = texts(&org.tick().await.unwrap());
    assert!(said.contains("waiting on you since 7 h ago"), "{said}");
}

/// The channel's deadline line is in the game's language whoever brought it: a play sent by
/// DM from a player who reads Spanish, in an English game, leaves the channel's prompt and
/// its deadline in English.
#[tokio::test]
async fn a_play_by_dm_leaves_the_channels_deadline_line_in_the_games_language() {
    let mut org = organiser(":memory:", 5).await;
    let id = open(&mut org, &["!dq set turn_hours 24"]).await;
    let g = org.game(id).unwrap().clone();
    let Actor::Seat(first) = g.awaited()[0] else {
        panic!("a seat plays first");
    };
    let user = g.seats[first].user.clone();
    org.handle(input(&user, "!dq language me es", true, false))
        .await
        .unwrap();
    let a = SensiblePolicy::new(1).choose(&view(&g, Actor::Seat(first)));
    let said = org
        .handle(input(
            &user,
            &render::command_text(&a),
            true,
            user == "alice",
        ))
        .await
        .unwrap();
    let channel: Vec<&str> = said
        .iter()
        .filter(|r| matches!(r.target, Target::Channel(_)))
        .map(|r| r.text.as_str())
        .collect();
    let all = channel.join("\n");
    assert!(all.contains("⏰ Deadline "), "the game's English: {all}");
    assert!(
        !all.contains("El plazo vence"),
        "not the sender's Spanish: {all}"
    );
}
