//! Cloak and Dagger through the real organiser and store: whole games played by computer
//! players, every channel message read. No message to the channel names a Loot card a hero
//! holds (or its value) while the game runs; each holder hears of his own cards by DM.

use crate::common;
use common::*;
use kalladra::games::dungeonquest::engine::{content, view, Action, Actor, Game, Phase};
use kalladra::games::dungeonquest::render;
use kalladra::games::dungeonquest::simulate::{Policy, SensiblePolicy};
use kalladra::organiser::Target;

/// Every Loot card a hero holds now, as the channel would name it.
fn held(g: &Game) -> Vec<String> {
    g.seats
        .iter()
        .flat_map(|s| s.hero.loot.iter())
        .map(|&c| content().card(c).name.clone())
        .collect()
}

on_both!(memory, async fn no_channel_message_shows_hidden_loot(db) {
    let (mut private, mut gains, mut statuses) = (0, 0, 0);
    for game in 0..12u64 {
        let mut org = organiser(db, 700 + game).await;
        let users = ["alice", "bob", "carol"];
        org.handle(input("alice", "!dq new", false, true))
            .await
            .unwrap();
        let on = org
            .handle(input(
                "alice",
                "!dq option Cloak and Dagger on",
                false,
                true,
            ))
            .await
            .unwrap();
        assert!(!on.is_empty());
        for u in users {
            org.handle(input(u, "!dq join", false, false))
                .await
                .unwrap();
        }
        org.handle(input("alice", "!dq start", false, true))
            .await
            .unwrap();
        let (id, _, _) = org.resume_latest().await.unwrap().unwrap();
        assert!(org.game(id).unwrap().settings.cloak_and_dagger);
        let mut policy = SensiblePolicy::new(game);
        for step in 0..20_000 {
            let g = org.game(id).unwrap().clone();
            if g.phase == Phase::Ended {
                break;
            }
            let awaited = g.awaited();
            let actor = awaited[step % awaited.len()];
            let a = policy.choose(&view(&g, actor));
            let user = match actor {
                Actor::Seat(s) => g.seats[s].user.clone(),
                _ => "alice".to_string(),
            };
            let dm = matches!(
                a,
                Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
            );
            let replies = org
                .handle(input(&user, &render::command_text(&a), dm, user == "alice"))
                .await
                .unwrap();
            let after = org.game(id).unwrap().clone();
            if after.phase == Phase::Ended {
                break;
            }
            let names = held(&after);
            let gained = held(&after).len() > held(&g).len();
            gains += usize::from(gained);
            for r in &replies {
                match &r.target {
                    Target::Channel(_) => {
                        for n in &names {
                            assert!(
                                !r.text.contains(&format!("**{n}**")),
                                "game {game} step {step}: the channel sees **{n}**:\n{}",
                                r.text
                            );
                        }
                        assert!(
                            !r.text.contains(" electrum)."),
                            "game {game}: a Loot value in the channel:\n{}",
                            r.text
                        );
                    }
                    Target::Dm(_) if r.text.contains("🤫") => private += 1,
                    Target::Dm(_) => {}
                }
            }
            // Now and then someone asks for the status sheet in the channel.
            if step % 25 == 0 && !names.is_empty() {
                let sheet = org
                    .handle(input("bob", "!dq status", false, false))
                    .await
                    .unwrap();
                statuses += 1;
                for r in sheet
                    .iter()
                    .filter(|r| matches!(r.target, Target::Channel(_)))
                {
                    for n in &names {
                        assert!(
                            !r.text.contains(n.as_str()),
                            "the status sheet names {n}:\n{}",
                            r.text
                        );
                    }
                    assert!(r.text.contains("face down"), "{}", r.text);
                }
            }
        }
    }
    assert!(gains > 20, "the games should find Loot ({gains})");
    assert!(private >= gains, "every gain is told to its holder by DM");
    assert!(statuses > 5);
});

/// The prompt the channel sees while a duel's victor picks his spoils names no card.
#[test]
fn the_spoils_prompt_names_no_hidden_card() {
    use kalladra::chance::seed_from_u64;
    use kalladra::games::dungeonquest::engine::{apply, Awaiting, Settings};
    let settings = Settings::default().with_options(&["cloak_and_dagger", "hero_vs_hero"]);
    let mut g = Game::new(seed_from_u64(3), settings);
    for (i, h) in ["hugo", "lindel"].iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        apply(&g, None, a).unwrap().iter().for_each(|e| g.fold(e));
    }
    apply(&g, Actor::Organiser, Action::Start)
        .unwrap()
        .iter()
        .for_each(|e| g.fold(e));
    let ruby = content().card_by_id("ruby_ring").unwrap();
    g.hero_mut(1).loot.push(ruby);
    g.awaiting = Some(Awaiting::Spoils { seat: 0, from: 1 });
    let prompt = render::prompt(&view(&g, Some(0)), &|s| format!("@p{s}")).unwrap();
    assert!(prompt.contains("`Take any`"), "{prompt}");
    assert!(!prompt.contains("Ruby"), "{prompt}");
}
