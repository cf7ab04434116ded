//! DungeonQuest's autopilot against a predictor: its choices come from the table's one stream
//! for the computer player (`chance::ComputerChoices::for_game`, as Dungeon Raiders' stand-in's
//! do), and its sealed strikes are not what the policy gives seeded from anything the channel
//! can read.

use super::*;
use kalladra::chance::ComputerChoices;
use kalladra::games::dungeonquest::engine::event::Event;

/// Games of two with the bot's monsters, bob away from the start: alice plays, the clock
/// plays for bob, his fights' strikes included. Each of the clock's inputs, replayed from the
/// stored log, is the sensible player's choice seeded from the table's stream for the log as
/// it stood; the channel's guess at his strikes, the same player seeded from what it can read
/// (the game's number and the log's length, the formula before turn 3, or the log's length
/// alone), is right no more often than chance would have it (1 in 27).
#[tokio::test]
async fn the_autopilot_draws_from_the_tables_stream_and_its_strikes_are_not_predicted() {
    let (mut inputs, mut strikes, mut guessed) = (0usize, 0usize, 0usize);
    for seed in 1..=30u64 {
        let mut org = organiser(":memory:", seed).await;
        let t = Table::open(
            &mut org,
            &["alice", "bob"],
            seed,
            &["!dq set auto_monster on"],
        )
        .await;
        org.handle(input("bob", "!dq away 720", false, false))
            .await
            .unwrap();
        let mut policy = SensiblePolicy::new(seed);
        for _ in 0..600 {
            let g = org.game(t.id).unwrap().clone();
            if g.phase == Phase::Ended {
                break;
            }
            let Some(&actor) = g.awaited().iter().find(|a| **a != Actor::Seat(1)) else {
                org.advance(1.0);
                org.tick().await.unwrap();
                continue;
            };
            let a = policy.choose(&view(&g, actor));
            let user = match actor {
                Actor::Seat(s) => g.seats[s].user.clone(),
                _ => "alice".to_string(),
            };
            let dm = matches!(a, Action::Strikes(_));
            let text = render::command_text(&a);
            org.handle(input(&user, &text, dm, user == "alice"))
                .await
                .unwrap();
        }
        let g = org.game(t.id).unwrap().clone();
        let events = org.store().events(t.id).await.unwrap();
        for (n, e) in events.iter().enumerate() {
            let Event::Acted {
                action: Action::ForAbsent { seat, action },
                ..
            } = e
            else {
                continue;
            };
            let before = Game::replay(g.seed, g.settings.clone(), &events[..n]);
            let v = view(&before, Actor::Seat(*seat));
            let ours = SensiblePolicy::new(ComputerChoices::for_game(&g.seed, n).word()).choose(&v);
            if ours == Action::Leave {
                continue;
            }
            inputs += 1;
            assert_eq!(&ours, &**action, "seed {seed}, event {n}");
            if matches!(**action, Action::Strikes(_)) {
                strikes += 1;
                let public = [(t.id as u64) << 32 ^ n as u64, n as u64];
                guessed += public
                    .iter()
                    .filter(|&&k| SensiblePolicy::new(k).choose(&v) == **action)
                    .count();
            }
        }
    }
    assert!(
        inputs > strikes && strikes >= 40,
        "{strikes} strikes of {inputs} inputs"
    );
    // Two guesses a round: chance gets about 2 in 27 of the rounds.
    let rate = guessed as f64 / (2 * strikes) as f64;
    assert!(
        rate <= 0.2,
        "the channel guessed {guessed} of {} strikes",
        2 * strikes
    );
}
