//! The record page of a game behind `Seated` (Dungeon Raiders): its rooms, narration, scores
//! and proof, in both languages, and its anchors.

use super::*;
use crate::chance::ComputerChoices;
use crate::games::record::Verdict;
use crate::games::{Move, Seated, Who};
use crate::page::html;
use crate::page::tests::{anchors, sha};

fn seed(n: u8) -> [u8; 32] {
    let mut s = [0; 32];
    s[0] = n;
    s[7] = 42;
    s
}

/// A finished Dungeon Raiders game of three computer players, as its record.
fn raiders_record() -> Record {
    raiders_record_of(3).0
}

/// `raiders_record` from seed `n`, and its channel's board at the end.
fn raiders_record_of(n: u8) -> (Record, String) {
    let s = seed(n);
    let mut g = Kind::Raiders.open(s, "{}").unwrap();
    let mut log: Vec<String> = Vec::new();
    let mut take = |g: &mut Box<dyn Seated>, who: Who, mv: Move| {
        let entries = g.decide(who, true, &mv, Lang::En).unwrap();
        for e in &entries {
            g.fold(e).unwrap();
        }
        log.extend(entries);
    };
    for (i, name) in ["Ana", "Bea", "Cai"].iter().enumerate() {
        let mv = Move::Join {
            user: format!("u{i}"),
            name: name.to_string(),
            role: None,
        };
        take(&mut g, Who::Newcomer, mv);
    }
    take(&mut g, Who::Organiser, Move::Start);
    for n in 0.. {
        if g.stage() == Stage::Over {
            break;
        }
        let seat = g.awaited()[0];
        let mv = g.stand_in(seat, ComputerChoices::for_game(&s, n)).unwrap();
        take(&mut g, Who::Seat(seat), mv);
    }
    let board = g.board(crate::games::Reader::Channel, Lang::En);
    (Record::of(9, "channel", "olga", s, g.as_ref(), &log), board)
}

/// Newcomer p7: a final score of nothing says why (collapsed with the most wounds), as the
/// channel said it, in the page's language.
#[test]
fn a_collapsed_raiders_score_says_why_it_is_nothing() {
    let (r, board) = (1..60)
        .map(raiders_record_of)
        .find(|(_, b)| b.contains("Collapsed with the most wounds: "))
        .expect("a game with a collapse among 60");
    let line = board
        .split("Collapsed with the most wounds: ")
        .nth(1)
        .unwrap();
    let names = line.lines().next().unwrap().trim_end_matches('.');
    let name = names
        .replace("**", "")
        .split(", ")
        .next()
        .unwrap()
        .to_string();
    let p = page(&r, Lang::En).unwrap();
    let score = p.scores.iter().find(|l| l.contains(&name)).unwrap();
    assert!(
        score.ends_with(": 0 (collapsed with the most wounds: carries nothing out)"),
        "{score}"
    );
    let p = page(&r, Lang::Es).unwrap();
    let score = p.scores.iter().find(|l| l.contains(&name)).unwrap();
    assert!(score.contains("(se desplomó con más heridas"), "{score}");
}

#[test]
fn a_dungeon_raiders_page_has_its_rooms_narration_scores_and_proof() {
    let r = raiders_record();
    let p = page(&r, Lang::En).unwrap();
    assert_eq!(p.steps[0].title, "Before the first room");
    assert!(p.steps.len() > 5, "{}", p.steps.len());
    assert_eq!(p.steps[1].title, "Room 1");
    assert!(p.steps.iter().all(|s| s.picture.is_some()));
    assert!(p.steps.iter().skip(1).all(|s| !s.lines.is_empty()));
    assert_eq!(p.scores.len(), 3);
    assert_eq!(sha(p.proof.log.as_bytes()), r.log_sha256.clone().unwrap());
    // The commitment posted at the opening, and the JSON the page hashes it from.
    let (json, posted) = p.proof.commitment.clone().unwrap();
    assert_eq!(Some(&posted), r.commitment.as_ref());
    assert_eq!(sha(json.as_bytes()), posted);
    assert_eq!(p.doubt, None);
    // Each room's step tells that room from its opening to its last card and what came of
    // it, never the next room's first play (its opening is the step's first line).
    for st in &p.steps[1..] {
        assert!(
            st.lines[0].starts_with("🚪"),
            "{}: {:?}",
            st.title,
            st.lines
        );
        let opened = st.lines.iter().filter(|l| l.starts_with("🚪")).count();
        assert_eq!(opened, 1, "{}: {:?}", st.title, st.lines);
    }
    // Its verify line names the file the log is attached as.
    assert!(html(&p).contains("kalladra verify game-9.json"));
    let es = page(&r, Lang::Es).unwrap();
    assert_eq!(es.steps[1].title, "Sala 1");
    // Running: no page.
    let mut running = r.clone();
    running.seed = None;
    assert_eq!(page(&running, Lang::En).unwrap_err(), Refused::Running);
}

/// README: `#turn-3` opens at room 3 of a Dungeon Raiders page.
#[test]
fn each_rooms_anchor_names_the_room() {
    let page = html(&page(&raiders_record(), Lang::Es).unwrap());
    for (k, (id, title)) in anchors(&page).iter().enumerate() {
        assert_eq!(id, &format!("turn-{k}"));
        assert!(k == 0 || title == &format!("Sala {k}"), "{title}");
    }
}

/// A game of shuffles and rooms has a page in its own words: no dice, rolls or turns (nor
/// DungeonQuest's fights), in either language.
#[test]
fn a_dungeon_raiders_page_speaks_of_rooms_and_shuffles() {
    let r = raiders_record();
    let en = html(&page(&r, Lang::En).unwrap());
    for said in [
        "Fair shuffles",
        "Each room has its own link",
        "Link to this room",
    ] {
        assert!(en.contains(said), "{said}");
    }
    for wrong in [
        "Fair dice",
        "Every roll",
        "every roll",
        "Each turn",
        "this turn",
        "first turn",
    ] {
        assert!(!en.contains(wrong), "{wrong}");
    }
    let es = html(&page(&r, Lang::Es).unwrap());
    assert!(es.contains("Barajados justos") && es.contains("Antes de la primera sala"));
    for wrong in [
        "Dados justos",
        "Cada tirada",
        "cada tirada",
        "turno",
        "Turno",
    ] {
        assert!(!es.contains(wrong), "{wrong}");
    }
}

/// Attack F-5: a record whose entries are a real game's repeated, its log hash recomputed to
/// match, gets no page: the refusal is `verify`'s replay, checked before any room is built.
#[test]
fn a_record_of_repeated_entries_is_refused_by_the_check_before_the_page() {
    let r = raiders_record();
    let mut crafted = r.clone();
    for _ in 0..99 {
        crafted.entries.extend(r.entries.iter().cloned());
    }
    crafted.log_sha256 = Some(crate::audit::entries_hash(&crafted.entries));
    let text = serde_json::to_string(&crafted).unwrap();
    let Err(Refused::Unreadable(why)) = crate::games::file::page_html(&text, Lang::En) else {
        panic!("a page was made");
    };
    // The check's own words: what `verify` rejects, before anything is built.
    let Verdict::Rejected(rejected) = crate::games::record::verify(&crafted) else {
        panic!("verify does not reject it");
    };
    assert_eq!(
        why,
        format!(
            "`kalladra verify` rejects it, and a log that does not replay gets no page: {rejected}"
        )
    );
    assert!(
        rejected.contains("does not follow from the seed"),
        "{rejected}"
    );
}

/// Attack F-3: a record that replays but that `verify` does not confirm (its commitment
/// removed, or its log's hash edited) gets a page that says so at the top, in its language.
#[test]
fn a_record_verify_does_not_confirm_gets_a_page_with_a_banner() {
    let r = raiders_record();
    let mut bare = r.clone();
    bare.commitment = None;
    let p = page(&bare, Lang::En).unwrap();
    assert_eq!(p.doubt, Some(crate::page::Doubt::Commitment));
    let en = html(&p);
    assert!(en.contains("id=\"doubt\""), "no banner");
    assert!(
        en.contains("<code>kalladra verify</code> does not confirm"),
        "no banner's head"
    );
    assert!(en.contains("Its commitment is missing"));
    let mut edited = r.clone();
    edited.log_sha256 = Some("0".repeat(64));
    let p = page(&edited, Lang::Es).unwrap();
    assert_eq!(p.doubt, Some(crate::page::Doubt::LogHash));
    let es = html(&p);
    assert!(
        es.contains("no confirma el fichero"),
        "no banner in Spanish"
    );
    assert!(es.contains("Su registro no da el SHA-256"));
    // The genuine record's page has none.
    assert!(!html(&page(&r, Lang::En).unwrap()).contains("id=\"doubt\""));
}
