//! `verify` and the export, tested on games the computer player plays.

use super::*;
use crate::chance::seed_from_u64;
use crate::games::dungeonquest::simulate::{play, SensiblePolicy};
use sha2::Digest;

fn finished_game() -> (Game, Export) {
    let p = play(seed_from_u64(77), 3, &mut SensiblePolicy::new(77), 20_000);
    assert!(p.game.outcome.is_some());
    let x = Export::of(1, "game", "alice", &p.game, &p.events);
    (p.game, x)
}

#[test]
fn an_untouched_export_is_confirmed() {
    let (g, x) = finished_game();
    match verify(&x) {
        Verdict::Confirmed { events, draws, .. } => {
            assert_eq!(events, x.events.len());
            assert_eq!(draws, g.draws);
        }
        other => panic!("{other:?}"),
    }
    // Through JSON too, as the file goes.
    let back: Export = serde_json::from_str(&serde_json::to_string(&x).unwrap()).unwrap();
    assert!(matches!(verify(&back), Verdict::Confirmed { .. }));
}

#[test]
fn a_changed_roll_is_found() {
    let (_, mut x) = finished_game();
    let i = x
        .events
        .iter()
        .position(|e| matches!(e, Event::Tested { .. }))
        .unwrap();
    if let Event::Tested { dice, .. } = &mut x.events[i] {
        dice[0] = if dice[0] == 6 { 5 } else { 6 };
    }
    assert!(matches!(verify(&x), Verdict::Mismatch { index, .. } if index == i));
}

#[test]
fn a_removed_event_is_found() {
    let (_, mut x) = finished_game();
    let i = x
        .events
        .iter()
        .position(|e| matches!(e, Event::CardDrawn { .. }))
        .unwrap();
    x.events.remove(i);
    assert!(matches!(verify(&x), Verdict::Mismatch { index, .. } if index == i));
}

/// Where each input starts in the file.
fn input_starts(x: &Export) -> Vec<usize> {
    (0..x.events.len())
        .filter(|&i| matches!(x.events[i], Event::Acted { .. }))
        .collect()
}

#[test]
fn a_log_cut_at_any_input_boundary_is_refused_as_cut_short() {
    let (_, x) = finished_game();
    let starts = input_starts(&x);
    // Every cut, including one with no events at all.
    for &cut in starts.iter().chain([&0]) {
        let mut y = x.clone();
        y.events.truncate(cut);
        assert!(
            matches!(verify(&y), Verdict::Unfinished { .. }),
            "cut at {cut}: {:?}",
            verify(&y)
        );
        assert!(verify(&y).to_string().contains("cut short"));
        assert_eq!(verify(&y).exit_code(), 1);
    }
    // Cut, and the hash recomputed to match: still not the game's end.
    let mut y = x.clone();
    y.events.truncate(starts[starts.len() / 2]);
    y.log_sha256 = Some(log_hash(&y.events));
    assert!(matches!(verify(&y), Verdict::Unfinished { .. }));
}

#[test]
fn a_padded_log_is_refused() {
    let (_, mut x) = finished_game();
    let starts = input_starts(&x);
    let first_input = x.events[starts[0]..starts[1]].to_vec();
    let n = x.events.len();
    x.events.extend(first_input);
    assert_eq!(verify(&x), Verdict::AfterEnd { index: n });
    assert!(verify(&x).to_string().contains("padded"));
}

#[test]
fn reordered_and_spliced_logs_are_refused() {
    let (_, x) = finished_game();
    let starts = input_starts(&x);
    // Two inputs swapped.
    let (a, b, c) = (starts[5], starts[6], starts[7]);
    let mut y = x.clone();
    let first: Vec<Event> = y.events[a..b].to_vec();
    let second: Vec<Event> = y.events[b..c].to_vec();
    y.events.splice(a..c, second.into_iter().chain(first));
    assert!(
        matches!(verify(&y), Verdict::Mismatch { .. }),
        "{:?}",
        verify(&y)
    );
    // Another game's middle spliced in.
    let p = play(seed_from_u64(78), 3, &mut SensiblePolicy::new(78), 20_000);
    let other = Export::of(2, "game", "alice", &p.game, &p.events);
    let os = input_starts(&other);
    let mut y = x.clone();
    y.events.splice(
        starts[10]..starts[12],
        other.events[os[10]..os[12]].to_vec(),
    );
    assert!(
        matches!(verify(&y), Verdict::Mismatch { .. }),
        "{:?}",
        verify(&y)
    );
}

#[test]
fn a_log_hash_that_is_not_the_posted_one_is_refused() {
    let (_, mut x) = finished_game();
    let right = x.log_sha256.clone().unwrap();
    x.log_sha256 = Some("0".repeat(64));
    match verify(&x) {
        Verdict::LogHashMismatch { expected, found } => {
            assert_eq!(found, right);
            assert_eq!(expected, "0".repeat(64));
        }
        other => panic!("{other:?}"),
    }
    x.log_sha256 = None;
    assert!(matches!(verify(&x), Verdict::Unverifiable(_)));
}

/// Attack F-7: the log's hash is over the events as the file holds them, as README's recipe
/// reads the file. Fields left out that read back as their defaults (`"flee": false`) make
/// the same game but another log: `verify` rejects it, printing the recipe's hash.
#[test]
fn an_export_with_default_fields_left_out_is_another_log() {
    fn strip(v: &mut serde_json::Value) -> usize {
        match v {
            serde_json::Value::Object(m) => {
                let before = m.len();
                m.retain(|k, x| {
                    !(matches!(k.as_str(), "flee" | "fury" | "warding")
                        && *x == serde_json::Value::Bool(false))
                });
                before - m.len() + m.values_mut().map(strip).sum::<usize>()
            }
            serde_json::Value::Array(a) => a.iter_mut().map(strip).sum(),
            _ => 0,
        }
    }
    let (_, x) = finished_game();
    let mut file = serde_json::to_value(&x).unwrap();
    // Untouched, read back from its file: confirmed, with the hash posted.
    let back: Export = serde_json::from_value(file.clone()).unwrap();
    assert!(matches!(verify(&back), Verdict::Confirmed { .. }));
    assert!(strip(&mut file["events"]) > 0, "no combat plan to strip");
    let stripped: Export = serde_json::from_value(file.clone()).unwrap();
    // The same game, read back...
    assert_eq!(stripped.events, x.events);
    // ...but not the log posted: the README's recipe over the file's events gives another
    // hash, and verify names that one.
    let recipe = crate::audit::entries_hash(file["events"].as_array().unwrap());
    assert_ne!(Some(&recipe), x.log_sha256.as_ref());
    match verify(&stripped) {
        Verdict::LogHashMismatch { expected, found } => {
            assert_eq!(found, recipe);
            assert_eq!(Some(expected), x.log_sha256);
        }
        other => panic!("{other}"),
    }
}

#[test]
fn the_log_hash_is_the_documented_encoding() {
    let (_, x) = finished_game();
    // Recomputed from the file's JSON as another language would: each event as compact
    // JSON with sorted keys, one newline after each.
    let file: serde_json::Value = serde_json::to_value(&x).unwrap();
    let mut text = String::new();
    for e in file["events"].as_array().unwrap() {
        text.push_str(&serde_json::to_string(e).unwrap());
        text.push('\n');
    }
    let digest: String = sha2::Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(digest, log_hash(&x.events));
    assert_eq!(x.log_sha256.as_deref(), Some(log_hash(&x.events).as_str()));
}

#[test]
fn a_wrong_seed_is_found() {
    let (_, mut x) = finished_game();
    x.seed = Some(seed_hex(&seed_from_u64(78)));
    assert!(matches!(verify(&x), Verdict::SeedMismatch { .. }));
    // Even with a matching hash, a different seed gives different draws.
    let other = seed_from_u64(78);
    x.seed_sha256 = seed_hash(&other);
    assert!(matches!(verify(&x), Verdict::Mismatch { .. }));
}

#[test]
fn a_running_game_exports_without_its_seed_and_cannot_be_verified() {
    let p = play(seed_from_u64(5), 2, &mut SensiblePolicy::new(5), 30);
    assert!(p.game.outcome.is_none());
    let x = Export::of(1, "game", "alice", &p.game, &p.events);
    assert_eq!(x.seed, None);
    assert_eq!(x.seed_sha256, seed_hash(&p.game.seed));
    assert!(matches!(verify(&x), Verdict::Unverifiable(_)));
}

#[test]
fn every_die_is_counted_once() {
    let p = play(seed_from_u64(9), 4, &mut SensiblePolicy::new(9), 20_000);
    let s = dice_stats(&p.events);
    let tests = p
        .events
        .iter()
        .filter(|e| matches!(e, Event::Tested { .. }))
        .count();
    let rolled: usize = p
        .events
        .iter()
        .map(|e| match e {
            Event::Rolled { dice, .. } => dice.len(),
            Event::SunsetRoll { .. } => 1,
            _ => 0,
        })
        .sum();
    assert!(tests > 0 && rolled > 0);
    assert_eq!(s.tests_passed + s.tests_failed, tests);
    assert_eq!(s.d6.iter().sum::<usize>(), 2 * tests + rolled);
    assert_eq!(s.by_purpose.values().sum::<usize>(), 2 * tests + rolled);
    let sixes = p
        .events
        .iter()
        .map(|e| match e {
            Event::Rolled { dice, .. } => dice.iter().filter(|&&d| d == 6).count(),
            Event::Tested { dice, .. } => dice.iter().filter(|&&d| d == 6).count(),
            Event::SunsetRoll { roll, .. } => usize::from(*roll == 6),
            _ => 0,
        })
        .sum::<usize>();
    assert_eq!(s.d6[5], sixes);
}

/// A finished game whose organiser configured it before anyone joined (as `!dq option` and
/// `!dq set` do): its replay takes its settings from the log, not from the file's field.
fn configured_game() -> Export {
    let p = play(seed_from_u64(77), 3, &mut SensiblePolicy::new(77), 20_000);
    let mut g = Game::new(seed_from_u64(77), Settings::default());
    let mut events = crate::games::dungeonquest::engine::apply_mut(
        &mut g,
        Actor::Organiser,
        Action::Configure(Settings::default()),
    )
    .unwrap();
    events.extend(p.events);
    Export::of(1, "game", "alice", &p.game, &events)
}

/// Attack F-Q: the file's `settings` are bound to its log even when the log configures the
/// game itself (the field then plays no part in the replay), and the edit is named.
#[test]
fn edited_settings_are_refused_and_named() {
    let mut x = configured_game();
    assert!(
        matches!(verify(&x), Verdict::Confirmed { .. }),
        "{}",
        verify(&x)
    );
    x.settings.dragon_start = 100;
    x.settings.tower_power = true;
    let v = verify(&x);
    assert_eq!(v.exit_code(), 1);
    let Verdict::SettingsEdited { changed } = &v else {
        panic!("{v}")
    };
    assert_eq!(changed.len(), 2, "{v}");
    let said = v.to_string();
    assert!(
        said.contains("`dragon_start` is 100 in the file, 90 by the log")
            && said.contains("`tower_power` is true in the file, false by the log"),
        "{said}"
    );
}

/// The commitment is recomputed from the file itself, so an editor could recompute it too:
/// `Confirmed` prints it to be compared with the one posted at the start. A started game's
/// file without one is rejected (attack F-Q: removing it was a downgrade to "nothing binds").
#[test]
fn confirmed_prints_the_commitment_to_compare() {
    let mut x = configured_game();
    let c = x.commitment.clone().unwrap();
    let said = verify(&x).to_string();
    assert!(
        said.contains(&format!(
            "commitment:   {c} (compare with the commitment posted"
        )),
        "{said}"
    );
    x.commitment = None;
    assert_eq!(verify(&x), Verdict::NoCommitment);
    let said = verify(&x).to_string();
    assert!(
        said.starts_with("Rejected: the file has no commitment"),
        "{said}"
    );
    assert_eq!(verify(&x).exit_code(), 1);
}

/// A crafted file's long name does not make the verdict a line of any length: the event is
/// shown cut short.
#[test]
fn a_rejected_event_with_a_huge_name_is_shown_cut_short() {
    let (_, mut x) = finished_game();
    let i = x
        .events
        .iter()
        .position(|e| matches!(e, Event::Dealt { .. }))
        .unwrap();
    if let Event::Dealt { name, .. } = &mut x.events[i] {
        *name = "W".repeat(100_000);
    }
    let said = verify(&x).to_string();
    assert!(
        said.starts_with(&format!("Rejected: event {i} is")),
        "{said}"
    );
    assert!(
        said.len() < 1_000 && said.lines().count() == 1,
        "{}",
        said.len()
    );
    assert!(said.contains("… (1000"), "{said}");
}
