//! DungeonQuest through `Seated` alone: whole games seated, set, started and played to their
//! end by the table's moves (the clock's stand-in for every seat, the organiser's computer
//! choice where the game waits on him), each entry folded as the store would give it back;
//! what the interface tells, reads, previews and refuses, checked against the engine.

use super::QuestTable;
use crate::chance::{seed_from_u64, ComputerChoices};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{view, Action, Actor, Game, MonsterSide, Phase, Settings};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::simulate::{Policy, SensiblePolicy};
use crate::games::{Heard, Kind, Move, Reader, Seated, Stage, Who};
use crate::lang::Lang;

const NAMES: [&str; 4] = ["ana", "bo", "cid", "dee"];

/// Apply a table's move and fold its entries, as the organiser does with the store between.
fn play(q: &mut QuestTable, who: Who, organiser: bool, mv: &Move) -> Vec<String> {
    let entries = q
        .decide(who, organiser, mv, Lang::En)
        .unwrap_or_else(|why| panic!("{mv:?} by {who:?} refused: {why}"));
    for e in &entries {
        q.fold(e).unwrap();
    }
    entries
}

/// A game of `players` seated and started through the interface.
fn started(seed: u64, players: usize, settings: Settings) -> QuestTable {
    let mut q = QuestTable::new(seed_from_u64(seed), settings);
    for name in &NAMES[..players] {
        let join = Move::Join {
            user: name.to_string(),
            name: name.to_string(),
            role: None,
        };
        play(&mut q, Who::Newcomer, false, &join);
    }
    play(&mut q, Who::Organiser, true, &Move::Start);
    assert_eq!(q.stage(), Stage::Playing);
    q
}

/// The next move of the game: the clock's stand-in for the first seat awaited it plays for
/// (the monster's part offered to a seat lapses; the fight waits on the offer), or the
/// organiser's computer choice when only he is awaited (the monster's part, random strikes).
fn next(q: &QuestTable, k: u64) -> Option<(Who, bool, Move)> {
    let g = &q.game;
    let choices = || ComputerChoices::for_game(&g.seed, q.log().len());
    let awaited = q.awaited();
    if let Some(mv) = awaited.iter().find_map(|&s| q.stand_in(s, choices())) {
        return Some((Who::Organiser, true, mv));
    }
    if !awaited.is_empty() && !g.awaited().contains(&Actor::Organiser) {
        return None;
    }
    if g.phase != Phase::Playing {
        return None;
    }
    let a = SensiblePolicy::new(k).choose(&view(g, Actor::Organiser));
    let json = serde_json::to_string(&a).unwrap();
    Some((Who::Organiser, true, Move::Play(json)))
}

/// Play `q` to its end by the table's moves; every input's entries, in order.
fn to_the_end(q: &mut QuestTable) -> Vec<Vec<String>> {
    let mut inputs = Vec::new();
    for k in 0..20_000u64 {
        let Some((who, organiser, mv)) = next(q, k) else {
            break;
        };
        inputs.push(play(q, who, organiser, &mv));
    }
    inputs
}

#[test]
fn whole_games_are_played_through_the_interface_and_fold_back_to_the_engines_state() {
    for (seed, players, options) in [
        (1, 1, &[][..]),
        (2, 2, &[][..]),
        (3, 3, &["cloak_and_dagger"][..]),
        (4, 4, &["hero_vs_hero", "servants_of_kalladra"][..]),
        (5, 2, &["multiple_monsters", "death_can_wait"][..]),
    ] {
        let settings = Settings::default().with_options(options);
        let mut q = started(seed, players, settings.clone());
        let inputs = to_the_end(&mut q);
        assert_eq!(
            q.stage(),
            Stage::Over,
            "seed {seed}: {} inputs",
            inputs.len()
        );
        // The log folded afresh, entry by entry, is the game; so is the engine's replay.
        let mut again = QuestTable::new(seed_from_u64(seed), settings.clone());
        for e in q.log() {
            again.fold(&serde_json::to_string(e).unwrap()).unwrap();
        }
        assert_eq!(again.game, q.game, "seed {seed}");
        // As the table opens it: from its row's settings, through `Kind`.
        let row_settings = serde_json::to_string(&settings).unwrap();
        let mut opened = Kind::DungeonQuest
            .open(seed_from_u64(seed), &row_settings)
            .unwrap();
        for e in q.log() {
            opened.fold(&serde_json::to_string(e).unwrap()).unwrap();
        }
        let board = |g: &dyn Seated| g.board(Reader::Channel, Lang::En);
        assert_eq!(board(opened.as_ref()), board(&q), "seed {seed}");
        assert_eq!(opened.placings(), q.placings(), "seed {seed}");
        assert_eq!(opened.settings(Lang::En), q.settings(Lang::En));
        assert_eq!(
            Game::replay(seed_from_u64(seed), settings, q.log()),
            q.game,
            "seed {seed}"
        );
        // The end: a placing for every seat, nothing left to undo, nobody awaited.
        let placings = q.placings().expect("placings at the end");
        assert_eq!(placings.len(), players);
        assert!(q.counts());
        assert_eq!(q.undoable(), 0);
        assert!(q.awaited().is_empty());
        for p in &placings {
            assert_eq!(p.survived, q.place_note(p.seat, Lang::En).is_none());
            assert!(!p.won || p.survived, "seed {seed}: {p:?}");
        }
        assert_eq!(q.sitters().len(), players);
    }
}

#[test]
fn every_move_a_seat_may_make_reads_back_from_its_text_and_is_taken() {
    let mut q = started(11, 3, Settings::default());
    let mut checked = 0;
    for k in 0..400u64 {
        for seat in q.awaited() {
            let v = view(&q.game, Actor::Seat(seat));
            for a in &v.legal {
                // Strikes are typed as a template (checked in `command`); leaving is one of
                // the table's own `!dq` commands.
                if matches!(a, Action::Strikes(_) | Action::Leave) {
                    continue;
                }
                let text = render::command_text(a);
                let Heard::Play(mv) = q.read(&text, true, Who::Seat(seat), Lang::En) else {
                    panic!("`{text}` is not read as a play");
                };
                let decided = q.decide(Who::Seat(seat), false, &mv, Lang::En);
                assert!(decided.is_ok(), "`{text}` by seat {seat}: {decided:?}");
                checked += 1;
            }
        }
        let Some((who, organiser, mv)) = next(&q, k) else {
            break;
        };
        play(&mut q, who, organiser, &mv);
    }
    assert!(checked > 100, "{checked}");
    // Chatter in the channel stays chatter; a command that is none is answered.
    assert_eq!(
        q.read("good luck all", false, Who::Newcomer, Lang::En),
        Heard::Chatter
    );
    assert!(matches!(
        q.read("Move SIDEWAYS", true, Who::Newcomer, Lang::En),
        Heard::Mistake(_)
    ));
}

#[test]
fn the_channel_is_never_told_a_seats_sealed_strikes() {
    let mut sealed_inputs = 0;
    for seed in 20..26 {
        let mut q = started(seed, 2, Settings::default());
        for k in 0..20_000u64 {
            // The other seat takes the monster's part offered him: each side's strikes are
            // then sealed until the other's come.
            let offered = q.game.combat.as_ref().and_then(|c| match c.side {
                MonsterSide::Offered { seat, open: false } => Some(seat),
                _ => None,
            });
            let take = serde_json::to_string(&Action::TakeMonster).unwrap();
            let next = match offered {
                Some(seat) => Some((Who::Seat(seat), false, Move::Play(take))),
                None => next(&q, k),
            };
            let Some((who, organiser, mv)) = next else {
                break;
            };
            let entries = play(&mut q, who, organiser, &mv);
            let first: Event = serde_json::from_str(&entries[0]).unwrap();
            let plan = match first {
                Event::Acted {
                    action: Action::ForAbsent { action, .. },
                    ..
                } => match *action {
                    Action::Strikes(p) => p,
                    _ => continue,
                },
                _ => continue,
            };
            // Sealed while the round waits on the other side.
            let revealed = entries.iter().any(|e| e.contains("RoundResolved"));
            if revealed {
                continue;
            }
            sealed_inputs += 1;
            let told = q.tell(&entries, Reader::Channel, Lang::En).join("\n");
            let strikes = render::strikes_text(&plan);
            assert!(
                !told.contains(&strikes),
                "seed {seed}: `{strikes}` in {told}"
            );
            // The redacted entry is marked sealed for the channel.
            let shown = q.redact(&entries[0], Reader::Channel);
            assert!(shown.contains(r#""Strikes":"sealed""#), "{shown}");
        }
    }
    assert!(sealed_inputs > 0);
}

#[test]
fn undo_previews_then_takes_back_exactly_the_last_inputs() {
    let mut taken = 0;
    for seed in 31..37 {
        let mut q = started(seed, 2, Settings::default());
        for k in 0..(20 + seed) {
            let (who, organiser, mv) = next(&q, k).unwrap();
            play(&mut q, who, organiser, &mv);
            if q.stage() == Stage::Over {
                break;
            }
        }
        // Nothing is taken back once a game is over.
        if q.stage() == Stage::Over {
            assert_eq!(q.undoable(), 0);
            continue;
        }
        // The game as it stood before its last input, folded afresh.
        let total = inputs_in_effect(q.log());
        let mut before_last = QuestTable::new(seed_from_u64(seed), Settings::default());
        let mut seen = 0;
        for e in q.log() {
            seen += usize::from(matches!(e, Event::Acted { .. }));
            if seen == total {
                break;
            }
            before_last.fold_event(e.clone());
        }
        assert_eq!(q.undoable(), total);
        let (items, _) = q.undo_items(1, Lang::En);
        assert_eq!(items.len(), 1);
        let undo = Move::Undo { inputs: 1 };
        // Nobody but the organiser may use the tool.
        assert!(q.decide(Who::Seat(0), false, &undo, Lang::En).is_err());
        match q.decide(Who::Organiser, true, &undo, Lang::En) {
            Ok(entries) => {
                for e in &entries {
                    q.fold(e).unwrap();
                }
                assert_eq!(q.game, before_last.game, "seed {seed}");
                assert_eq!(q.undoable(), total - 1);
                taken += 1;
            }
            // A fight's round already resolved is never split: the refusal says so.
            Err(why) => assert!(why.contains("round"), "{why}"),
        }
    }
    assert!(taken > 0);
}

#[test]
fn dungeonquests_own_words_are_moves_of_the_game() {
    let mut q = QuestTable::new(seed_from_u64(45), Settings::default());
    for name in ["ana", "bo"] {
        let join = Move::Join {
            user: name.into(),
            name: name.into(),
            role: None,
        };
        play(&mut q, Who::Newcomer, false, &join);
    }
    let heard = |q: &QuestTable, text: &str| match q.read(text, false, Who::Organiser, Lang::En) {
        Heard::Play(mv) => mv,
        other => panic!("`{text}`: {other:?}"),
    };
    let tower = heard(&q, "!dq tower NE");
    play(&mut q, Who::Seat(1), false, &tower);
    assert!(q.game.seats[1].tower.is_some());
    let order = heard(&q, "!dq order bo ana");
    play(&mut q, Who::Organiser, true, &order);
    assert_eq!(q.game.seats[0].name, "bo");
    assert!(matches!(
        q.read("!dq order bo zed", false, Who::Organiser, Lang::En),
        Heard::Mistake(m) if m.contains("zed")
    ));
    let option = heard(&q, "!dq opción secretos sí");
    play(&mut q, Who::Organiser, true, &option);
    assert!(q.game.settings.cloak_and_dagger);
    assert!(matches!(
        q.read("!dq option nonsense on", false, Who::Organiser, Lang::En),
        Heard::Mistake(m) if m.contains("cloak_and_dagger")
    ));
    // What only shows something is answered at once, and changes nothing.
    assert!(matches!(
        q.read("!dq dice", false, Who::Organiser, Lang::En),
        Heard::Shown(t) if t.contains("dice")
    ));
    assert!(matches!(
        q.read("!dq options", false, Who::Newcomer, Lang::En),
        Heard::Shown(t) if t.contains("cloak_and_dagger")
    ));
}

#[test]
fn settings_go_through_the_same_check_as_the_games_own_path() {
    let mut q = QuestTable::new(seed_from_u64(41), Settings::default());
    let set = |key: &str, value: &str| Move::Set {
        key: key.into(),
        value: value.into(),
    };
    play(&mut q, Who::Organiser, true, &set("turn_hours", "12"));
    assert_eq!(q.turn_hours(), Some(12));
    let bad = q.decide(Who::Organiser, true, &set("turn_hours", "9999"), Lang::En);
    assert!(bad.is_err());
    let unknown = q.decide(Who::Organiser, true, &set("nonsense", "1"), Lang::En);
    assert!(unknown.unwrap_err().contains("turn_hours"));
    assert!(q.settings(Lang::En).contains("12"));
    assert!(!q.welcome(Lang::Es).is_empty());
}

#[test]
fn the_offer_of_the_monsters_part_is_pressed_as_it_is_typed() {
    // Games where a fight's monster is offered to a seat (auto_monster off, two players).
    let mut offered = 0;
    for seed in 50..70 {
        let mut q = started(seed, 2, Settings::default());
        for k in 0..3_000u64 {
            for seat in 0..2 {
                let buttons = q.buttons(seat, Lang::Es);
                if buttons.is_empty() {
                    continue;
                }
                offered += 1;
                for b in &buttons {
                    let Heard::Play(mv) = q.read(&b.command, true, Who::Seat(seat), Lang::Es)
                    else {
                        panic!("{b:?}");
                    };
                    let ok = q.decide(Who::Seat(seat), false, &mv, Lang::Es);
                    assert!(ok.is_ok(), "{b:?}: {ok:?}");
                }
            }
            let Some((who, organiser, mv)) = next(&q, k) else {
                break;
            };
            play(&mut q, who, organiser, &mv);
        }
    }
    assert!(offered > 0);
}

/// What `/dq resend` sends (`Seated::calls`): everyone the game waits on is asked again, in
/// his own language, with the form or the buttons he answers by; nobody else is asked
/// anything; a fight's calls come before any prompt, and a seat's call for strikes reads as
/// his side of that fight alone.
#[test]
fn whoever_the_game_waits_on_is_asked_again_and_nobody_else() {
    use crate::games::Answer;
    let (mut forms, mut offers, mut prompts, mut organisers) = (0, 0, 0, 0);
    for seed in 80..92 {
        let options: &[&str] = if seed % 2 == 0 {
            &["hero_vs_hero"]
        } else {
            &[]
        };
        let players = 1 + seed as usize % 3;
        let mut q = started(seed, players, Settings::default().with_options(options));
        for k in 0..3_000u64 {
            let awaited = q.game.awaited();
            let named = |s: usize| NAMES[s].to_string();
            let everyone = (0..players)
                .map(Who::Seat)
                .chain([Who::Organiser, Who::Newcomer]);
            for who in everyone {
                let actor = match who {
                    Who::Seat(s) => Actor::Seat(s),
                    Who::Organiser => Actor::Organiser,
                    Who::Newcomer => Actor::Newcomer,
                };
                let en = q.calls(who, Lang::En, &named);
                let es = q.calls(who, Lang::Es, &named);
                assert_eq!(en.len(), es.len(), "{who:?}");
                if !awaited.contains(&actor) {
                    // Strikes already sealed this round: the call may still stand (it is
                    // his side of the fight), but nobody outside the fight is asked.
                    let fighting = q.game.combat.is_some() || q.game.duel.is_some();
                    assert!(en.is_empty() || fighting, "{who:?} asked: {en:?}");
                }
                if who == Who::Newcomer {
                    assert!(en.is_empty());
                }
                for (e, s) in en.iter().zip(&es) {
                    assert_eq!(e.answer, s.answer);
                    assert_ne!(e.text, s.text, "{who:?}: the same in both languages");
                    let key = match who {
                        Who::Seat(s) => s.to_string(),
                        _ => "o".to_string(),
                    };
                    match e.answer {
                        Answer::Form => {
                            forms += 1;
                            assert!(q.form(&key, Lang::En).is_some(), "{who:?}: no form");
                        }
                        Answer::Buttons => {
                            offers += 1;
                            let Who::Seat(seat) = who else {
                                panic!("buttons for {who:?}")
                            };
                            assert!(!q.buttons(seat, Lang::En).is_empty());
                        }
                        Answer::Typed => prompts += 1,
                    }
                    if who == Who::Organiser {
                        organisers += 1;
                    }
                }
                // Everyone awaited is asked, but the organiser with nothing to type (an
                // open part anyone may claim is the channel's prompt).
                if awaited.contains(&actor) && who != Who::Organiser {
                    assert!(!en.is_empty(), "{who:?} awaited but not asked");
                }
            }
            // Now and then the part offered is declined, and the organiser claims it, to be
            // called as the monster's player.
            let side = q.game.combat.as_ref().map(|c| c.side);
            let json = |a: &Action| Move::Play(serde_json::to_string(a).unwrap());
            match (side, k % 2) {
                (Some(MonsterSide::Offered { open: true, .. }), _) => {
                    play(&mut q, Who::Organiser, true, &json(&Action::ClaimMonster));
                    continue;
                }
                (Some(MonsterSide::Offered { seat, .. }), 0) => {
                    play(
                        &mut q,
                        Who::Seat(seat),
                        false,
                        &json(&Action::DeclineMonster),
                    );
                    continue;
                }
                _ => {}
            }
            let Some((who, organiser, mv)) = next(&q, k) else {
                break;
            };
            play(&mut q, who, organiser, &mv);
        }
    }
    let counts = (forms, offers, prompts, organisers);
    assert!(
        forms > 0 && offers > 0 && prompts > 0 && organisers > 0,
        "{counts:?}"
    );
}

/// A row whose settings do not read opens no game, and says why.
#[test]
fn a_row_whose_settings_do_not_read_opens_no_game() {
    let Err(why) = Kind::DungeonQuest.open(seed_from_u64(1), "{\"turn_hours\": \"soon\"}") else {
        panic!("opened");
    };
    assert!(why.contains("settings do not read"), "{why}");
    assert!(Kind::DungeonQuest.open(seed_from_u64(1), "{}").is_ok());
}

/// A player joining through the table may name his hero (`!dq join Krutz`); a name that is
/// no hero's is refused, saying what is taken.
#[test]
fn a_join_through_the_table_may_name_the_hero() {
    let mut q = QuestTable::new(seed_from_u64(7), Settings::default());
    assert!(q.chooses_roles());
    let join = |user: &str, role: Option<&str>| Move::Join {
        user: user.into(),
        name: user.into(),
        role: role.map(str::to_string),
    };
    play(&mut q, Who::Newcomer, false, &join("ana", Some("krutz")));
    let nobody = join("bo", Some("nobody at all"));
    let refused = q.decide(Who::Newcomer, false, &nobody, Lang::En);
    assert!(
        refused
            .as_ref()
            .is_err_and(|why| why.contains("nobody at all")),
        "{refused:?}"
    );
    play(&mut q, Who::Newcomer, false, &join("bo", None));
    let roles: Vec<String> = q.sitters().into_iter().map(|s| s.role).collect();
    assert_eq!(roles[0], "krutzbeck");
    assert!(!roles[1].is_empty() && roles[1] != "krutzbeck", "{roles:?}");
    // The hero taken is no one else's to name.
    let why = q.decide(
        Who::Newcomer,
        false,
        &join("cid", Some("krutzbeck")),
        Lang::En,
    );
    assert!(why.is_err(), "{why:?}");
}

/// A text meant as a command that is none is answered with what its sender may do now: the
/// seat awaited hears his own plays, anyone else who is awaited.
#[test]
fn a_command_that_is_none_is_answered_with_what_its_sender_may_do_now() {
    use crate::games::dungeonquest::command::{parse, ParseError};
    let q = started(3, 2, Settings::default());
    let seat = q.awaited()[0];
    let text = "Fly over the dragon";
    let Err(e @ ParseError::Unknown { .. }) = parse(text) else {
        panic!("`{text}` reads as a command");
    };
    let said = |who: Who, actor: Actor| {
        let Heard::Mistake(m) = q.read(text, true, who, Lang::En) else {
            panic!("{who:?}: not answered");
        };
        assert_eq!(
            m,
            render::not_understood(&e, Some(&view(&q.game, actor)), true)
        );
        m
    };
    let his = said(Who::Seat(seat), Actor::Seat(seat));
    let theirs = said(Who::Newcomer, Actor::Newcomer);
    assert_ne!(his, theirs);
}

/// What a test table knows: everyone here, English, no deadline.
struct Here;

impl crate::games::story::Telling for Here {
    fn mention(&self, seat: usize) -> String {
        format!("@{}", NAMES[seat])
    }
    fn named(&self, seat: usize) -> String {
        NAMES[seat].to_string()
    }
    fn lang(&self, _: crate::games::story::Whom) -> Lang {
        Lang::En
    }
    fn away(&self, _: usize) -> bool {
        false
    }
    fn deadline(&self) -> Option<String> {
        None
    }
    fn organiser(&self) -> String {
        "org".into()
    }
    fn game(&self) -> i64 {
        7
    }
    fn when(&self, hours: f64) -> String {
        format!("in {hours} h")
    }

    fn place(&self) -> (String, String) {
        ("c".into(), "org".into())
    }
}

#[test]
fn its_story_through_the_interface_carries_the_seeds_proofs_and_the_logs_hash() {
    use crate::games::story::{Before, Input, Proof, Whom};
    let mut q = QuestTable::new(seed_from_u64(9), Settings::default());
    for name in &NAMES[..2] {
        let join = Move::Join {
            user: name.to_string(),
            name: name.to_string(),
            role: None,
        };
        play(&mut q, Who::Newcomer, false, &join);
    }
    let mut stories = Vec::new();
    let mut before = Before::of(&q, Lang::En);
    let mut input = play(&mut q, Who::Organiser, true, &Move::Start);
    loop {
        let story = q.story(&before, &input, Input::default(), &Here);
        stories.push(story.expect("DungeonQuest tells its own story"));
        let Some((who, organiser, mv)) = next(&q, stories.len() as u64) else {
            break;
        };
        before = Before::of(&q, Lang::En);
        input = play(&mut q, who, organiser, &mv);
    }
    assert_eq!(q.stage(), Stage::Over);
    let seed_hash = crate::audit::seed_hash(&q.game.seed);
    assert_eq!(stories[0].proofs, [Proof::Start(seed_hash.clone())]);
    let channel = |i: usize| {
        let s: &crate::games::story::Story = &stories[i];
        s.said
            .iter()
            .find(|x| x.to == Whom::Channel)
            .map(|x| x.text.clone())
    };
    assert!(
        channel(0).unwrap().contains(&seed_hash),
        "the start commits to the seed"
    );
    let last = stories.len() - 1;
    let log_hash = crate::audit::log_hash(q.log());
    assert_eq!(stories[last].proofs, [Proof::End(log_hash.clone())]);
    let end = channel(last).unwrap();
    assert!(end.contains(&log_hash) && end.contains(&crate::audit::seed_hex(&q.game.seed)));
    // Between, no story carries a proof.
    assert!(stories[1..last].iter().all(|s| s.proofs.is_empty()));
}

/// How many inputs of `log` are in effect (undone ones taken out).
fn inputs_in_effect(log: &[Event]) -> usize {
    use crate::games::dungeonquest::engine::event::{effective, inputs};
    inputs(&effective(log)).len()
}

/// Below ground the turn's play is `Draw` (`Coger`): `!dq help` names it as the prompt does
/// (it said `Stay`, the Treasure Chamber's word), and the computer player types it so.
#[test]
fn below_ground_help_and_typing_say_draw_not_stay() {
    use crate::games::dungeonquest::engine::state::Underground;
    use crate::games::dungeonquest::engine::{Dir, Pos};
    let mut q = started(3, 1, Settings::default());
    q.game.hero_mut(0).underground = Some(Underground {
        start: Pos::new(3, 3),
        dir: Dir::Right,
        count: 2,
        pile: Vec::new(),
    });
    q.game.awaiting = None;
    for (lang, draw, stay) in [(Lang::En, "Draw", "Stay"), (Lang::Es, "Coger", "Quedarse")] {
        crate::lang::within(lang, || {
            let help = super::reading::help_now(&q.game, Some(0), false);
            assert!(help.contains(&format!("`{draw}`")), "{help}");
            assert!(!help.contains(&format!("`{stay}`")), "{help}");
        });
    }
    let typed = (0..20)
        .filter_map(|k| q.typed(k))
        .map(|t| t.text)
        .collect::<Vec<_>>();
    assert!(typed.iter().all(|t| t == "Draw"), "{typed:?}");
}
