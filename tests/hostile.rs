//! A corpus of malformed and hostile inputs against a game in the middle of a fight: each gets
//! a clear answer, none changes the game, and nothing the bot says pings @everyone, @here or a
//! role.

use crate::common;
use common::*;
use kalladra::organiser::{Input, Organiser, Reply};

fn input(user: &str, channel: Option<&str>, text: &str, source: Option<&str>) -> Input {
    Input {
        locale: None,
        source_id: source.map(str::to_string),
        channel: channel.map(str::to_string),
        via: None,
        server: "local".into(),
        user: user.into(),
        name: user.into(),
        admin: false,
        text: text.into(),
    }
}

async fn events(org: &Organiser) -> usize {
    let row = org.store().latest_game("game").await.unwrap().unwrap();
    org.store().entries(row.id).await.unwrap().len()
}

/// Who says what, and where (None: by DM).
type Corpus = Vec<(&'static str, Option<&'static str>, String)>;

const CH: Option<&str> = Some("game");

fn corpus() -> Corpus {
    let mut c = Corpus::new();
    wrong_players(&mut c);
    broken_text(&mut c);
    malformed_and_forbidden(&mut c);
    c
}

/// The wrong turn, the wrong seat, a stranger, a channel with no game.
fn wrong_players(c: &mut Corpus) {
    let ch = CH;
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
}

/// Oversize text, control and invisible characters, SQL fragments, mass mentions.
fn broken_text(c: &mut Corpus) {
    let ch = CH;
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
}

/// Malformed commands and arguments, and the organiser's tools from a player.
fn malformed_and_forbidden(c: &mut Corpus) {
    let ch = CH;
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
}

on_both!(memory, async fn a_hundred_hostile_inputs_are_answered_and_change_nothing(db) {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let upto: Vec<&str> = script
        .lines()
        .take_while(|l| !l.starts_with("bob dm: s=spell b=ranged"))
        .collect();
    let mut org = organiser(db, 1).await;
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
        let owed = channel.is_none() || kalladra::games::dungeonquest::command::looks_like_command(text);
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
});

/// The game of the corpus above: in the middle of a fight, alice playing the monster and bob
/// (Lindel) yet to send his strikes.
async fn mid_fight() -> (Organiser, Option<String>) {
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
    (org, first)
}

/// Each line is answered with `expected` and changes nothing.
async fn refused(org: &mut Organiser, first: &mut Option<String>, cases: &[(&str, &str)]) {
    let n = events(org).await;
    for (line, expected) in cases {
        let out = say(org, first, &format!("{line}\n")).await;
        assert!(out.contains(expected), "{line:?}: {out}");
        assert_eq!(events(org).await, n, "{line:?} changed the game: {out}");
    }
}

on_both!(memory, async fn trailing_words_are_refused_like_board_big(db) {
    let (mut org, mut first) = mid_fight().await;
    refused(
        &mut org,
        &mut first,
        &[
            (
                "alice: !dq skip 2",
                "`!dq skip` can't take `2`: it wants nothing after it.",
            ),
            (
                "alice: !dq pause now",
                "`!dq pause` can't take `now`: it wants nothing after it.",
            ),
            (
                "alice: !dq random please",
                "`!dq random` can't take `please`",
            ),
            ("bob: !dq leave now", "`!dq leave` can't take `now`"),
            ("bob: !dq status all", "`!dq status` can't take `all`"),
        ],
    )
    .await;
    // Before the start, `!dq start now` starts nothing.
    let mut org = organiser(db, 2).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\n",
    )
    .await;
    refused(
        &mut org,
        &mut first,
        &[(
            "alice: !dq start now",
            "`!dq start` can't take `now`: it wants nothing after it.",
        )],
    )
    .await;
    let row = org.store().latest_game("game").await.unwrap().unwrap();
    assert_eq!(row.phase, "setup");
});

on_both!(memory, async fn refusals_give_their_true_reason(db) {
    let (mut org, mut first) = mid_fight().await;
    refused(
        &mut org,
        &mut first,
        &[
            (
                "alice: !dq remove nobody",
                "There is no player called `nobody`. Seated: alice, bob.",
            ),
            (
                "alice: !dq replace nobody carol",
                "There is no player called `nobody`. Seated: alice, bob.",
            ),
            (
                "alice: !dq resume",
                "The game is not paused: there is nothing to resume.",
            ),
        ],
    )
    .await;
    say(&mut org, &mut first, "alice: !dq pause\n").await;
    refused(
        &mut org,
        &mut first,
        &[(
            "alice: !dq pause",
            "The game is already paused: `!dq resume` carries on.",
        )],
    )
    .await;
    // Outside a fight, `!dq random` has no round to pick for.
    let mut org = organiser(db, 2).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n",
    )
    .await;
    refused(
        &mut org,
        &mut first,
        &[("alice: !dq random", "No fight is waiting on strikes")],
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq random\n").await;
    assert!(
        !out.contains("does not answer what the game is asking"),
        "{out}"
    );
});

#[tokio::test]
async fn strikes_are_answered_in_full_and_never_twice_a_field() {
    let (mut org, mut first) = mid_fight().await;
    refused(
        &mut org,
        &mut first,
        &[
            // Four words and more in the channel: meant as strikes, so answered.
            (
                "bob: Standard Attack= Cards/Abilities used",
                "`cards/abilities used` is not a strike type",
            ),
            (
                "bob: S=melee B=melee C=fire and more",
                "`fire and more` is not a strike type",
            ),
            (
                "bob dm: S=melee S=spell B=ranged C=melee",
                "`Standard Attack` is there twice: send each strike once.",
            ),
            (
                "bob dm: S=melee B=spell C=ranged Counterattack=melee",
                "`Counterattack` is there twice",
            ),
        ],
    )
    .await;
}

#[tokio::test]
async fn a_refusal_never_ends_with_an_empty_commands_line() {
    let (mut org, mut first) = mid_fight().await;
    // Lindel is in the fight: strikes go by DM, so there is nothing to list in the channel.
    for line in [
        "bob: Move UP",
        "bob: Search",
        "bob: Stay",
        "bob dm: Search",
        "alice: Move UP",
    ] {
        let out = say(&mut org, &mut first, &format!("{line}\n")).await;
        assert!(!out.trim().is_empty(), "{line}: no answer");
        for l in out.lines() {
            assert!(
                l.trim_end() != "Commands:",
                "{line}: an empty Commands line in {out}"
            );
        }
    }
}

#[tokio::test]
async fn echoes_lose_direction_overrides_and_zero_width_characters() {
    let (mut org, mut first) = mid_fight().await;
    for text in [
        "\u{202E}PU evoM",
        "Mo\u{200D}ve\u{200B}UP",
        "!dq \u{2067}frob\u{200D}nicate",
        "!dq join Gl\u{200C}enn\u{202E}",
        "!dq set sun_limit 9\u{200B}9",
        "Drop \u{202E}sword\u{2069}",
    ] {
        for (user, dm) in [("bob", false), ("bob", true), ("alice", false)] {
            let who = if dm {
                format!("{user} dm")
            } else {
                user.into()
            };
            let out = say(&mut org, &mut first, &format!("{who}: {text}\n")).await;
            // Chatter in the channel is left alone (nothing echoed at all).
            let chatter = !dm && !kalladra::games::dungeonquest::command::looks_like_command(text);
            assert!(!out.trim().is_empty() || chatter, "{text:?}: no answer");
            let bad: Vec<char> = out
                .chars()
                .filter(|c| kalladra::games::dungeonquest::render::invisible(*c))
                .collect();
            assert!(bad.is_empty(), "{text:?} echoed {bad:?}: {out}");
        }
    }
}

#[tokio::test]
async fn a_substitute_must_be_a_real_user() {
    use kalladra::games::dungeonquest::engine::Settings;
    use kalladra::organiser::{MentionStyle, Seeds};
    use kalladra::store::Store;
    // Locally: a plain name.
    let (mut org, mut first) = mid_fight().await;
    refused(
        &mut org,
        &mut first,
        &[
            (
                "alice: !dq replace bob @everyone",
                "`everyone` is not a player's name",
            ),
            (
                "alice: !dq replace bob <@999999>",
                "`<999999>` is not a player's name",
            ),
            (
                "alice: !dq replace bob <@&123>",
                "`<&123>` is not a player's name",
            ),
        ],
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq replace bob carol\n").await;
    assert!(out.contains("carol takes over Lindel from bob."), "{out}");

    // On Discord: a mention the adapter resolved in this very message, to its id and name.
    let mut org = Organiser::new(
        Store::open(":memory:").await.unwrap(),
        Seeds::Fixed(1),
        MentionStyle::Discord,
        Settings::default(),
    );
    for (user, text) in [
        ("1", "!dq new"),
        ("1", "!dq join hugo"),
        ("2", "!dq join lindel"),
        ("1", "!dq start"),
    ] {
        org.handle(input(user, Some("game"), text, None))
            .await
            .unwrap();
    }
    let n = events(&org).await;
    let carol = vec![("333".to_string(), "carol".to_string())];
    for (text, mentioned) in [
        ("!dq replace <@2> <@999999>", vec![]),
        ("!dq replace <@2> <@999999>", carol.clone()),
        ("!dq replace <@2> @everyone", carol.clone()),
        ("!dq replace <@2> @here", carol.clone()),
        ("!dq replace <@2> <@&333>", carol.clone()),
        ("!dq replace <@2> 333", carol.clone()),
        ("!dq replace <@2> carol", carol.clone()),
    ] {
        org.mentioning(mentioned);
        let mut i = input("1", Some("game"), text, None);
        i.admin = true;
        let out = org.handle(i).await.unwrap();
        let said: String = out.iter().map(|r| r.text.as_str()).collect();
        assert!(said.contains("is not a user here"), "{text}: {said}");
        assert!(
            !said.contains("@everyone") && !said.contains("<@&"),
            "{said}"
        );
        assert_eq!(events(&org).await, n, "{text} changed the game");
    }
    // The mention seen in the message before does not carry over to the next one.
    org.mentioning(carol.clone());
    org.handle(input("1", Some("game"), "!dq status", None))
        .await
        .unwrap();
    let out = org
        .handle(input("1", Some("game"), "!dq replace <@2> <@333>", None))
        .await
        .unwrap();
    assert!(out[0].text.contains("is not a user here"), "{out:?}");
    org.mentioning(carol);
    let out = org
        .handle(input("1", Some("game"), "!dq replace <@!2> <@!333>", None))
        .await
        .unwrap();
    assert!(out[0].text.contains("carol takes over Lindel"), "{out:?}");
    let id = org.resume_latest().await.unwrap().unwrap().0;
    let seat = &org.game(id).unwrap().seats[1];
    assert_eq!((seat.user.as_str(), seat.name.as_str()), ("333", "carol"));
}

async fn send(org: &mut Organiser, user: &str, text: &str, dm: bool) -> Vec<Reply> {
    org.handle(common::input(user, text, dm, false))
        .await
        .unwrap()
}

/// At a Dungeon Raiders table, DungeonQuest's own `!dq` commands and its plays are answered
/// as another game's, a slip of a table command with the nearest of the table's own, and
/// DungeonQuest's words alone in the channel are chatter; none changes the game.
#[tokio::test]
async fn another_games_commands_at_a_raiders_table_are_said_to_be_not_here() {
    let mut org = organiser(":memory:", 5).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    for u in ["alice", "bob"] {
        send(&mut org, u, "!dq join", false).await;
    }
    send(&mut org, "alice", "!dq start", false).await;
    let before = events(&org).await;
    for (text, dm) in [
        ("!dq tower NE", false),
        ("!dq torre noroeste", false),
        ("!dq dice", false),
        ("!dq monstruo bot", true),
        ("Move UP", false),
        ("Mover ARRIBA", true),
    ] {
        let r = texts(&send(&mut org, "bob", text, dm).await);
        assert!(r.contains("That is a DungeonQuest command"), "{text}: {r}");
    }
    let r = texts(&send(&mut org, "bob", "!dq stauts", false).await);
    assert!(r.contains("Did you mean `!dq status`?"), "{r}");
    assert!(
        !r.contains("tower"),
        "only the table's commands are offered: {r}"
    );
    let r = texts(&send(&mut org, "bob", "!dq board sketch", false).await);
    assert!(r.contains("`!dq board`") && r.contains("sketch"), "{r}");
    // A DungeonQuest slip in the channel is nobody's command here.
    assert_eq!(texts(&send(&mut org, "bob", "Serch", false).await), "");
    assert_eq!(events(&org).await, before);
}

/// After a Dungeon Raiders game has ended, a `!dq` command of DungeonQuest's or the table's
/// is answered by the finished table (it was read as a DungeonQuest game's, and local play
/// stopped on its log), and `!dq new` still opens a game.
#[tokio::test]
async fn a_finished_raiders_table_answers_every_dq_command() {
    let mut org = organiser(":memory:", 7).await;
    send(&mut org, "alice", "!dq new raiders", false).await;
    for u in ["alice", "bob"] {
        send(&mut org, u, "!dq join", false).await;
    }
    send(&mut org, "alice", "!dq start", false).await;
    send(&mut org, "alice", "!dq end", false).await;
    for text in [
        "!dq dice",
        "!dq dados",
        "!dq set speed on",
        "!dq ajustar speed on",
        "!dq options",
        "!dq opción x on",
        "!dq stauts",
        "!dq help",
        "Move UP",
    ] {
        let r = org
            .handle(common::input("dave", text, false, false))
            .await
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(!r.is_empty(), "{text}");
        assert!(!texts(&r).contains("tower"), "{text}: {}", texts(&r));
    }
    let r = texts(&send(&mut org, "alice", "!dq new", false).await);
    assert!(!r.contains("DungeonQuest command"), "{r}");
}

/// Names are text (turn 4, F-4): a display name holding a mention or Discord's markup is
/// shown as plain words, in every line that names its player, for both games.
#[tokio::test]
async fn a_name_never_pings_and_never_formats() {
    use kalladra::organiser::Input;
    let hostile = "<@1234567890> **Bold** ||hid|| `x` [l](http://e.x) @here _it_ \\*";
    for game in ["", " raiders"] {
        let mut org = common::organiser(":memory:", 5).await;
        let mut all = String::new();
        let lines = [
            ("alice", format!("!dq new{game}")),
            ("alice", "!dq join".to_string()),
            ("mallory", "!dq join".to_string()),
            ("alice", "!dq start".to_string()),
            ("mallory", "!dq status".to_string()),
            ("mallory", "!dq board".to_string()),
            ("mallory", "!dq away 5 out".to_string()),
            ("alice", "!dq log".to_string()),
        ];
        for (user, text) in lines {
            let input = Input {
                name: if user == "mallory" {
                    hostile.to_string()
                } else {
                    user.to_string()
                },
                ..common::input(user, &text, false, false)
            };
            all.push_str(&common::texts(&org.handle(input).await.unwrap()));
        }
        assert!(
            all.contains("1234567890 Bold hid x l(http://e.x) here it"),
            "{all}"
        );
        for markup in [
            "<@1234567890>",
            "**Bold**",
            "||hid||",
            "`x`",
            "[l]",
            "@here",
            "_it_",
            "\\*",
        ] {
            assert!(!all.contains(markup), "{game}: {markup} in:\n{all}");
        }
    }
}
