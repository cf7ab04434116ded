//! Preparation, levels and rest, rejections at the game's edges.

use super::*;
use crate::games::raiders::state::ITEMS;

#[test]
fn preparation_removes_5_turns_12_up_and_makes_five_piles_of_5() {
    let g = started(4);
    assert_eq!(g.removed.len(), 5);
    // Level 1 is dealt: the row holds 4 (one room entered), 4 piles are left.
    assert_eq!(g.level, 1);
    assert_eq!(g.piles.len(), 4);
    assert!(g.piles.iter().all(|p| p.len() == 5));
    let up = g
        .piles
        .iter()
        .flatten()
        .chain(g.row.iter())
        .filter(|s| s.face_up)
        .count();
    let entered_up = 1; // counted below through the deal in the log
    let mut fresh = Game::new(g.seed, g.settings.clone());
    let ev = apply(&mut fresh, 0, Action::Start).unwrap();
    let Event::Prepared { deal: Some(d), .. } = &ev[0] else {
        panic!("prepared")
    };
    let all_up = d.piles.iter().flatten().filter(|s| s.face_up).count();
    assert_eq!(all_up, 12);
    assert!(up + entered_up >= 11);
    // The level row is the first pile, top card left.
    assert_eq!(
        d.piles[0][0].card,
        match &ev[2] {
            Event::RoomEntered { card } => *card,
            e => panic!("{e:?}"),
        }
    );
}

#[test]
fn characters_are_dealt_distinct_with_their_starting_hands() {
    let g = started(5);
    let mut ch: Vec<u8> = g.seats.iter().map(|s| s.character).collect();
    ch.sort_unstable();
    assert_eq!(ch, vec![0, 1, 2, 3, 4]);
    for s in &g.seats {
        let def = &content().characters[usize::from(s.character)];
        assert_eq!((s.treasure, s.wounds), (def.treasure, def.wounds));
        assert_eq!(s.items.total() as usize, def.items.len());
    }
    // The wizard's two crystal balls come out of the supply: 5 of each in all.
    for i in ITEMS {
        let held: u8 = g.seats.iter().map(|s| s.items.get(i)).sum();
        assert_eq!(held + g.supply.get(i), 5);
    }
}

#[test]
fn the_same_seed_deals_the_same_game_and_starts_are_spread() {
    assert_eq!(started(3), started(3));
    let mut starts = [0; 3];
    for k in 0..60 {
        let mut g = Game::new(seed_from_u64(k), settings(3));
        apply(&mut g, 0, Action::Start).unwrap();
        starts[g.start] += 1;
    }
    assert!(starts.iter().all(|&n| n > 5), "{starts:?}");
}

#[test]
fn a_level_ends_with_a_rest_and_the_next_pile() {
    let mut g = started(3);
    at_rooms(&mut g, &["chest-1"]);
    powers(&mut g, &[1, 2, 3]);
    // The rest gave the cards back, then level 2 was dealt and entered.
    let ev = {
        let mut g2 = started(3);
        at_rooms(&mut g2, &["chest-1"]);
        g2.seats[0].used = [true, false, false, true, true];
        powers(&mut g2, &[2, 3, 1])
    };
    assert!(ev.contains(&Event::Rested { level: 1 }));
    assert!(ev.contains(&Event::LevelDealt { level: 2 }));
    assert_eq!(g.level, 2);
    assert!(g.seats.iter().all(|s| s.used == [false; 5]));
    assert_eq!(g.row.len(), 4);
}

#[test]
fn after_the_fifth_level_the_game_is_scored() {
    let mut g = started(3);
    g.piles.clear();
    g.level = 5;
    set(&mut g, &[4, 6, 1], &[2, 3, 5]);
    at_rooms(&mut g, &["chest-1"]);
    let ev = powers(&mut g, &[1, 1, 1]);
    let Some(Event::Ended { outcome }) = ev.last() else {
        panic!("{ev:?}")
    };
    assert_eq!(outcome.collapsed, vec![2]);
    assert_eq!(outcome.winners, vec![1]);
    assert_eq!(
        apply(&mut g, 0, Action::Play(Play::Power(2))),
        Err(Rejection::GameOver)
    );
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let mut fresh = Game::new(seed_from_u64(1), settings(3));
    assert_eq!(
        check(&fresh, 0, Action::Play(Play::Power(1))),
        Err(Rejection::NotStarted)
    );
    assert_eq!(
        check(&fresh, 3, Action::Start),
        Err(Rejection::NoSuchSeat(3))
    );
    apply(&mut fresh, 0, Action::Start).unwrap();
    assert_eq!(
        check(&fresh, 1, Action::Start),
        Err(Rejection::AlreadyStarted)
    );
    let mut g = started(3);
    at_room(&mut g, "chest-4");
    g.seats[0].used[2] = true;
    let before = g.clone();
    assert_eq!(
        apply(&mut g, 0, Action::Play(Play::Power(3))),
        Err(Rejection::CardAlreadyPlayed(3))
    );
    assert_eq!(
        apply(&mut g, 0, Action::Play(Play::Power(6))),
        Err(Rejection::NoSuchCard(6))
    );
    assert_eq!(
        apply(&mut g, 0, Action::Play(Play::Power(0))),
        Err(Rejection::NoSuchCard(0))
    );
    assert_eq!(g, before);
    assert!(!legal_actions(&g, 0).contains(&Action::Play(Play::Power(3))));
    assert!(legal_actions(&g, 1).iter().all(|a| *a == Action::UseTorch));
    let bad = Game::new(seed_from_u64(1), settings(6));
    assert!(matches!(
        check(&bad, 0, Action::Start),
        Err(Rejection::BadSettings(_))
    ));
    // Every refusal reads as a sentence.
    assert!(Rejection::KeyOutsideTreasure(RoomKind::Vault)
        .to_string()
        .contains("treasure room"));
}

#[test]
fn the_content_file_holds_the_box() {
    let c = content();
    let count = |k: RoomKind| c.cards.iter().filter(|x| x.room.kind() == k).count();
    assert_eq!(
        [
            RoomKind::Monster,
            RoomKind::Treasure,
            RoomKind::Trap,
            RoomKind::Vault
        ]
        .map(count),
        [10, 10, 5, 5]
    );
    assert_eq!(c.characters.len(), 5);
    let dragon = c.room(card("dragon"));
    assert!(matches!(
        dragon,
        content::Room::Monster {
            strength: [14, 18, 23],
            wounds: 3
        }
    ));
    let wizard = c.characters.iter().find(|x| x.id == "wizard").unwrap();
    assert_eq!(
        (wizard.treasure, wizard.wounds, wizard.items.len()),
        (1, 1, 2)
    );
    assert!(content::parse("[box]\nlevels = 5").is_err());
}

/// A game made before `reminder_hours` logged its choices without it: such a log reads as the
/// default, and the default is still written as it was then, so old logs replay and hash the
/// same.
#[test]
fn choices_at_the_default_reminder_are_written_as_before_it_existed() {
    use crate::games::raiders::table::Choices;
    let old = r#"{"speed":true,"character":1,"wounds":3,"turn_hours":null}"#;
    let read: Choices = serde_json::from_str(old).unwrap();
    assert_eq!(
        read.clock.reminder_hours,
        crate::games::table::Clock::REMINDER_HOURS
    );
    assert_eq!(serde_json::to_string(&read).unwrap(), old);
    let mut off = read.clone();
    off.clock.reminder_hours = 0;
    assert!(serde_json::to_string(&off)
        .unwrap()
        .contains("\"reminder_hours\":0"));
}

/// `!dq settings` before the start names solitaire's choices (the table may be one player).
#[test]
fn the_settings_before_the_start_name_solitaires_choices() {
    use crate::games::Seated;
    let t = crate::games::raiders::table::Table::new([1; 32]);
    let said = t.settings(crate::lang::Lang::En);
    assert!(
        said.contains("Speed off · solitaire character Warrior, starting wounds 2 · hours per play off · reminder after 24 hours."),
        "{said}"
    );
}

/// The reminder's hours agree in number in both languages.
#[test]
fn the_reminder_setting_reads_in_the_singular_for_one_hour() {
    use crate::games::Seated;
    let mut t = crate::games::raiders::table::Table::new([1; 32]);
    t.choices.clock.reminder_hours = 1;
    assert!(t
        .settings(crate::lang::Lang::En)
        .contains("reminder after 1 hour."));
    assert!(t
        .settings(crate::lang::Lang::Es)
        .contains("recordatorio al cabo de 1 hora."));
}

/// The reminder comes at half the deadline at most, and the settings say when it comes.
#[test]
fn the_reminder_setting_shows_when_it_comes_under_a_short_deadline() {
    use crate::games::Seated;
    let mut t = crate::games::raiders::table::Table::new([1; 32]);
    t.choices.clock.reminder_hours = 5;
    t.choices.clock.turn_hours = Some(2);
    let said = t.settings(crate::lang::Lang::En);
    assert!(said.contains("reminder after 1 hour."), "{said}");
    t.choices.clock.turn_hours = Some(3);
    let said = t.settings(crate::lang::Lang::Es);
    assert!(said.contains("1,5 horas"), "{said}");
    t.choices.clock.turn_hours = None;
    let said = t.settings(crate::lang::Lang::En);
    assert!(said.contains("reminder after 5 hours."), "{said}");
}

/// `verify` names the entry that was changed, not the head of the input it is in.
#[test]
fn a_replay_names_the_first_entry_that_does_not_follow() {
    use crate::games::raiders::replay::replay_check;
    use crate::games::raiders::table::{Entry, Table};
    use crate::games::{Move, Seated, Who};
    use crate::lang::Lang;
    let seed = [7; 32];
    let mut t = Table::new(seed);
    let mut log: Vec<Entry> = Vec::new();
    let mut act = |t: &mut Table, who: Who, mv: Move| {
        for e in t.decide(who, true, &mv, Lang::En).unwrap() {
            t.fold(&e).unwrap();
            log.push(serde_json::from_str(&e).unwrap());
        }
    };
    for u in ["ann", "bea"] {
        let mv = Move::Join {
            user: u.into(),
            name: u.into(),
            role: None,
        };
        act(&mut t, Who::Newcomer, mv);
    }
    act(&mut t, Who::Organiser, Move::Start);
    let start = log
        .iter()
        .position(|e| {
            matches!(e, Entry::Acted { .. }) && serde_json::to_string(e).unwrap().contains("Start")
        })
        .unwrap();
    assert!(replay_check(seed, &log).is_ok());
    // The third entry of the start's input, changed for another one of the log's.
    let mut bad = log.clone();
    bad[start + 2] = log[start + 3].clone();
    let why = replay_check(seed, &bad).err().unwrap();
    assert_eq!(
        why,
        format!(
            "entry {} (of the input from entry {}) does not follow from the seed and the moves",
            start + 3,
            start + 1
        )
    );
}
