//! The bot killed (SIGKILL) and restarted: nothing lost, nothing applied twice.

use super::prelude::*;

async fn the_bot_killed_mid_combat_and_restarted_loses_nothing() {
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    let kill_at = lines
        .iter()
        .position(|l| l.starts_with("alice dm: Accept"))
        .unwrap()
        + 2;
    let mut bot = start_bot(&si, &db, seed);
    si.wait_ready(1).await.unwrap();
    let mut at = 0;
    for (i, l) in lines.iter().enumerate() {
        if i == kill_at {
            // SIGKILL mid-fight, then a fresh process on the same database.
            drop(bot);
            bot = start_bot(&si, &db, seed);
            si.wait_ready(2).await.unwrap();
            at = si.sent_count();
        }
        at = line(&si, l, at).await;
    }
    let _ = at;
    let got = stored_game(&db, CHANNEL).await;
    assert_eq!(
        got,
        reference_state(seed, &lines).await,
        "the restarted game is the uninterrupted one"
    );
    assert!(texts(&si, 0).contains("🏆 **Lindel destroys the Abomination**"));
    drop(bot);
}
crate::e2e_on_both!(the_bot_killed_mid_combat_and_restarted_loses_nothing);

/// SIGKILL at random points of a scripted game, restarting each time; the interrupted message
/// is delivered again with its own id. The final state must be the uninterrupted run's:
/// nothing lost, nothing applied twice. `KALLADRA_CRASH_KILLS` sets the number of kills
/// (CI runs 12; the long run is 100).
async fn killed_at_random_points_nothing_is_lost_or_applied_twice() {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    let kills: usize = std::env::var("KALLADRA_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(12);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(kills as u64);
    let si = StandIn::start().await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("k.db");
    let (seed, lines) = combat_script();
    // Which lines are followed by a kill (several may fall on one line).
    let mut plan = vec![0usize; lines.len()];
    for _ in 0..kills {
        plan[(rng.next_u32() as usize) % lines.len()] += 1;
    }
    let mut bot = start_bot(&si, &db, seed);
    let mut sessions = 1;
    si.wait_ready(sessions).await.unwrap();
    let mut done = 0;
    for (i, l) in lines.iter().enumerate() {
        let (who, text) = l.split_once(':').unwrap();
        let (user, is_dm) = (
            user_id(who.trim_end_matches(" dm").trim()),
            who.ends_with(" dm"),
        );
        let id = si.id();
        let send = |si: &StandIn| {
            if is_dm {
                si.dm_as(id, user, text.trim())
            } else {
                si.post_as(id, user, text.trim())
            }
        };
        send(&si);
        for _ in 0..plan[i] {
            // Half the kills land before the bot has surely answered, half after.
            if rng.next_u32() % 2 == 0 {
                tokio::time::sleep(Duration::from_millis(u64::from(rng.next_u32() % 40))).await;
            } else {
                handled(&si).await;
            }
            drop(bot);
            bot = start_bot(&si, &db, seed);
            sessions += 1;
            si.wait_ready(sessions).await.unwrap();
            // Discord may deliver the message again after the outage: same id.
            send(&si);
            done += 1;
        }
        // Let the line (or its redelivery) be answered, or see that it was already applied
        // (silence is then the answer): the bot has handled it either way.
        handled(&si).await;
    }
    assert_eq!(done, kills);
    // The last line was handled (above): the store holds all there is to compare.
    let got = stored_game(&db, CHANNEL).await;
    assert_eq!(
        got,
        reference_state(seed, &lines).await,
        "after {kills} kills the game is the uninterrupted one"
    );
    drop(bot);
}
crate::e2e_on_both!(killed_at_random_points_nothing_is_lost_or_applied_twice);
