//! Newcomer m4: the strikes template the fight's DM says to copy, pasted after `NAME dm: `,
//! is one message in local play (which reads a line a message), in either language.

use super::*;

/// The combat scenario up to bob's Attack on the Abomination: his DM asks for his strikes.
fn to_the_fight() -> String {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    script
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take_while(|l| !l.starts_with("bob dm: "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The template in the last DM to `user` in `out`: the lines between its ``` fences.
fn template(out: &str, user: &str) -> Vec<String> {
    let dm = out.rsplit(&format!("[dm {user}]")).next().unwrap();
    let block = dm.split("```").nth(1).expect("the DM holds the template");
    let lines: Vec<String> = block
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect();
    assert_eq!(lines.len(), 4, "{block}");
    lines
}

on_both!(memory, async fn the_strikes_template_pasted_is_one_message(db) {
    for (lang, sealed) in [
        (kalladra::lang::Lang::En, "🔒 Sealed for round 1"),
        (kalladra::lang::Lang::Es, "🔒 Guardado en secreto para la ronda 1"),
    ] {
        // The second game on a database of its own.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.db");
        let db = match lang {
            kalladra::lang::Lang::En => db.to_string(),
            _ if db == ":memory:" => file.to_str().unwrap().to_string(),
            _ => common::fresh_postgres().await,
        };
        let mut org = organiser(&db, 1).await;
        org.set_language(lang);
        let mut first = None;
        let out = say(&mut org, &mut first, &to_the_fight()).await;
        let lines = template(&out, "bob");
        let pasted = format!("bob dm: {}\n", lines.join("\n"));
        let out = say(&mut org, &mut first, &pasted).await;
        assert!(out.contains(sealed), "{lang:?}: {out}");
        assert!(!out.contains("(not understood"), "{lang:?}: {out}");
        assert!(!out.contains("(no se entiende"), "{lang:?}: {out}");
        assert_eq!(out.matches("[dm bob]").count(), 1, "one answer: {out}");
    }
});

on_both!(memory, async fn a_template_begun_is_sent_as_it_stands_by_the_next_message(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let out = say(&mut org, &mut first, &to_the_fight()).await;
    let lines = template(&out, "bob");
    // Two of its lines, then another message: the two are answered first, as they stand.
    let out = say(
        &mut org,
        &mut first,
        &format!("bob dm: {}\n{}\nalice dm: Accept\n", lines[0], lines[1]),
    )
    .await;
    let missing = out.find("Counterattack").expect("the third field is missing");
    let accepted = out.find("[dm alice]").expect("alice's answer");
    assert!(missing < accepted, "{out}");
    // An empty line sends it too; a line nothing holds is still not understood.
    let out = say(
        &mut org,
        &mut first,
        &format!("bob dm: {}\n\nBrutal Attack= Melee\n", lines[0]),
    )
    .await;
    assert!(out.contains("Brutal Attack"), "{out}");
    assert!(out.contains("(not understood"), "{out}");
    // The short form on one line is sent at once.
    let out = say(&mut org, &mut first, "bob dm: S=melee B=melee C=ranged\n").await;
    assert!(out.contains("🔒 Sealed for round 1"), "{out}");
});
