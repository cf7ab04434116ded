//! A corpus of malformed and hostile inputs against a game in the middle of a fight: each gets
//! a clear answer, none changes the game, and nothing the bot says pings @everyone, @here or a
//! role.

mod common;
use common::*;
use kalladra::organiser::{Input, Organiser};

fn input(user: &str, channel: Option<&str>, text: &str, source: Option<&str>) -> Input {
    Input {
        source_id: source.map(str::to_string),
        channel: channel.map(str::to_string),
        server: "local".into(),
        user: user.into(),
        name: user.into(),
        admin: false,
        text: text.into(),
    }
}

async fn events(org: &Organiser) -> usize {
    let row = org.store().latest_game("game").await.unwrap().unwrap();
    org.store().events(row.id).await.unwrap().len()
}

fn corpus() -> Vec<(&'static str, Option<&'static str>, String)> {
    let mut c: Vec<(&str, Option<&str>, String)> = Vec::new();
    let ch = Some("game");
    // Wrong turn and wrong seat: alice plays the monster, bob (Lindel) is in the fight.
    for t in [
        "Move UP",
        "Move DOWN",
        "Search",
        "Stay",
        "Exit",
        "Cross",
        "Retreat",
        "Yes",
        "Roll",
        "Drink potion",
        "Escape",
        "Attack",
    ] {
        c.push(("alice", ch, t.into()));
    }
    // Somebody who is not in the game at all, in the channel and by DM.
    for t in [
        "Move UP",
        "Search",
        "!dq leave",
        "!dq tower NE",
        "Accept",
        "S=melee B=melee C=melee",
        "!dq monster",
        "Escape",
    ] {
        c.push(("mallory", ch, t.into()));
        c.push(("mallory", None, t.into()));
    }
    // A channel with no game.
    for t in [
        "Move UP",
        "!dq start",
        "!dq status",
        "!dq join hugo",
        "!dq export",
    ] {
        c.push(("bob", Some("elsewhere"), t.into()));
    }
    // Oversize, control characters, invisible and direction-changing characters.
    for n in [201, 500, 2_000, 10_000] {
        c.push(("bob", ch, format!("!dq {}", "x".repeat(n))));
        c.push(("bob", None, "Move UP ".repeat(n / 8)));
    }
    for t in [
        "\u{0}Move UP",
        "Mo\u{7}ve UP",
        "Move\u{200B}UP",
        "\u{202E}PU evoM",
        "Move UP\r\nSearch",
        "!dq\u{0}join",
        "S=melee\u{0} B=melee C=melee",
        "\u{FEFF}Search",
    ] {
        c.push(("bob", ch, t.into()));
    }
    // SQL fragments.
    for t in [
        "'; DROP TABLE games; --",
        "!dq join '; DELETE FROM events; --",
        "Move UP; DROP TABLE seats",
        "!dq log 1; DROP TABLE games",
        "!dq campaign x'); DROP TABLE results;--",
        "S=melee' OR '1'='1 B=melee C=melee",
        "!dq set sun_limit 1); DELETE FROM games;--",
        "!dq leaderboard ' OR 1=1 --",
    ] {
        c.push(("bob", ch, t.into()));
        c.push(("bob", None, t.into()));
    }
    // Mass mentions in every place a text is quoted back.
    for t in [
        "@everyone",
        "@here",
        "<@&123456>",
        "!dq join @everyone",
        "!dq tower @here",
        "Move @everyone",
        "!dq @everyone",
        "!dq campaign @everyone",
        "S=@everyone B=melee C=melee",
        "Drop @everyone",
        "!dq log @here",
        "!dq leaderboard <@&42>",
    ] {
        c.push(("bob", ch, t.into()));
    }
    // Malformed commands and arguments.
    for t in [
        "!dq",
        "!dq tower middle",
        "!dq join Glenn",
        "!dq log 99",
        "!dq log -1",
        "!dq set sun_limit banana",
        "!dq extend 0",
        "!dq undo 900",
        "!dq monster later",
        "!dq board huge",
        "Move",
        "Move sideways",
        "Move UP UP",
        "End north east",
        "S=melee",
        "S=melee B=melee",
        "S=fire B=melee C=melee",
        "S=melee B=melee C=melee cards=sword",
        "Standard Attack= Cards/Abilities used",
        "Give",
        "Drop nothing-at-all",
        "===",
    ] {
        c.push(("bob", ch, t.into()));
        c.push(("bob", None, t.into()));
    }
    // The organiser's tools from a player.
    for t in [
        "!dq skip",
        "!dq pause",
        "!dq end",
        "!dq undo 1",
        "!dq undo confirm",
        "!dq random",
        "!dq monster bot",
        "!dq remove alice",
        "!dq replace alice mallory",
        "!dq extend 5",
        "!dq order bob alice",
        "!dq set sun_limit 3",
        "!dq campaign x",
    ] {
        c.push(("bob", ch, t.into()));
    }
    c
}

#[tokio::test]
async fn a_hundred_hostile_inputs_are_answered_and_change_nothing() {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let upto: Vec<&str> = script
        .lines()
        .take_while(|l| !l.starts_with("bob dm: s=spell b=ranged"))
        .collect();
    let mut org = organiser(":memory:", 1).await;
    let mut first = None;
    say(&mut org, &mut first, &(upto.join("\n") + "\n")).await;
    let corpus = corpus();
    assert!(corpus.len() >= 100, "{} inputs", corpus.len());
    let n = events(&org).await;
    for (i, (user, channel, text)) in corpus.iter().enumerate() {
        let replies = org
            .handle(input(user, *channel, text, Some(&format!("hostile-{i}"))))
            .await
            .unwrap();
        let said: String = replies
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n");
        // DMs and anything that looks like a command are always answered; longer chatter in
        // the channel is left alone by design.
        let owed = channel.is_none() || kalladra::command::looks_like_command(text);
        assert!(
            !owed || !said.trim().is_empty(),
            "#{i} {user} {channel:?} {text:?}: no answer"
        );
        assert!(
            !said.contains("@everyone") && !said.contains("@here") && !said.contains("<@&"),
            "#{i} {text:?} echoed a mass mention: {said}"
        );
        assert_eq!(
            events(&org).await,
            n,
            "#{i} {user} {channel:?} {text:?} changed the game: {said}"
        );
    }
    // A replayed input (the same message id) is applied once only.
    let ok = input("bob", None, "S=melee B=melee C=melee", Some("msg-42"));
    let first_time = org.handle(ok.clone()).await.unwrap();
    assert!(!first_time.is_empty());
    let after_once = events(&org).await;
    assert!(after_once > n);
    assert!(
        org.handle(ok).await.unwrap().is_empty(),
        "a replay is ignored"
    );
    assert_eq!(events(&org).await, after_once);
}
