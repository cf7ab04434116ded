//! What players are told when what they type is not what the game wants: unknown input
//! answered with what is valid now, single letters at a question, `!dq` typos, commands
//! missing their argument, leaving mid-game, languages changed by DM or in the channel.

use super::common::*;

/// The combat scenario's first `n` lines (setup included).
async fn script_lines(
    org: &mut kalladra::organiser::Organiser,
    first: &mut Option<String>,
    n: usize,
) -> String {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    let lines: Vec<&str> = script
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .take(n)
        .collect();
    say(org, first, &(lines.join("\n") + "\n")).await
}

async fn events(org: &kalladra::organiser::Organiser) -> usize {
    let id = game_id(org).await;
    org.store().entries(id).await.unwrap().len()
}

// m3, C13: in a fight's round, whatever a fighter types that is not strikes (in the channel
// or by DM) says strikes go by DM and how; anyone else hears whom the round waits on.
on_both!(memory, async fn in_a_fights_round_every_refusal_says_strikes_go_by_dm(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/combat_by_dm.script"
    ))
    .unwrap();
    // Up to round 2, which waits on both sides.
    let upto: Vec<&str> = script
        .lines()
        .take_while(|l| !l.contains("alice dm: s=ranged b=ranged c=ranged"))
        .collect();
    let out = say(&mut org, &mut first, &(upto.join("\n") + "\n")).await;
    assert!(
        out.contains("Round 2 against the Abomination: waiting on @bob and @alice"),
        "{out}"
    );
    let n = events(&org).await;
    for (line, who) in [
        ("bob: Attack\n", "#game"),
        ("bob: Move UP\n", "#game"),
        ("bob dm: hello\n", "dm bob"),
        ("alice: Move UP\n", "#game"),
        ("alice dm: Hurra\n", "dm alice"),
    ] {
        let out = say(&mut org, &mut first, line).await;
        assert!(out.contains(&format!("[{who}]")), "{line}: {out}");
        // In the channel: by DM; in the DM itself: here.
        let says = if who.starts_with("dm ") {
            "waits on your strikes: send them here, like this:"
        } else {
            "send them to the bot by DM"
        };
        assert!(
            out.contains(says),
            "{line}: the refusal says where strikes go: {out}"
        );
        assert!(out.contains("Standard Attack= Melee"), "{line}: {out}");
        assert!(!out.contains("Moves are"), "{line}: {out}");
    }
    assert_eq!(events(&org).await, n, "nothing was recorded");
});

/// F-K: at a question, a single letter never moves a hero: `n` answers No, the others are
/// asked back with what they may have meant; on a plain turn they still move.
#[tokio::test]
async fn single_letters_do_not_move_a_hero_at_a_question() {
    let mut org = organiser(":memory:", 1).await;
    let mut first = None;
    // alice's first move opens a Trapdoor: `No` or `Use rune Warning`.
    let out = script_lines(&mut org, &mut first, 5).await;
    assert!(out.contains("Commands: `No`, `Use rune Warning`"), "{out}");
    let n = events(&org).await;
    for (typed, meant) in [
        ("s", "Did you mean `Move DOWN`?"),
        ("s?", "Did you mean `Move DOWN`?"),
        ("¿s?", "Did you mean `Move DOWN`?"),
        ("e", "Did you mean `Move RIGHT`?"),
        ("este", "Did you mean `Move RIGHT`?"),
        ("o", "Did you mean `Move LEFT`?"),
    ] {
        let out = say(&mut org, &mut first, &format!("alice: {typed}\n")).await;
        assert!(out.contains(meant), "{typed}: {out}");
        assert!(
            out.contains("a single letter moves nobody"),
            "{typed}: {out}"
        );
        assert!(out.contains("Commands: `No`"), "{typed}: {out}");
    }
    assert_eq!(events(&org).await, n, "no letter acted");
    let out = say(&mut org, &mut first, "alice: n\n").await;
    assert!(out.contains("Hugo tests Agility"), "`n` answers No: {out}");

    // bob's Secret Door: moves, `No` and `Decline`.
    let mut org = organiser(":memory:", 1).await;
    let mut first = None;
    let out = script_lines(&mut org, &mut first, 7).await;
    assert!(out.contains("`Move LEFT`, `No`, `Decline`"), "{out}");
    let n = events(&org).await;
    for typed in ["s", "s?", "e", "o", "este", "¿s?"] {
        let out = say(&mut org, &mut first, &format!("bob: {typed}\n")).await;
        assert!(out.contains("Did you mean `Move"), "{typed}: {out}");
    }
    assert_eq!(events(&org).await, n, "no letter stepped through the door");
    let out = say(&mut org, &mut first, "bob: n\n").await;
    assert!(!out.contains("slips through"), "{out}");
    assert!(events(&org).await > n, "`n` declined the door: {out}");

    // On a plain turn a letter moves, but not with a question mark.
    let mut org = organiser(":memory:", 1).await;
    let mut first = None;
    script_lines(&mut org, &mut first, 4).await;
    let out = say(&mut org, &mut first, "alice: s?\n").await;
    assert!(out.contains("With a question mark"), "{out}");
    let out = say(&mut org, &mut first, "alice: s\n").await;
    assert!(out.contains("Hugo moves DOWN to A2."), "{out}");
}

// C13, p24: a typo of a command valid now gets "did you mean"; an unknown text lists the
// commands valid now (never moves at a question); bare chatter in the channel is left alone,
// and a near-command of four words or more is answered.
on_both!(memory, async fn unknown_input_lists_what_is_valid_now_and_chatter_is_left_alone(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let out = script_lines(&mut org, &mut first, 5).await;
    assert!(out.contains("Commands: `No`, `Use rune Warning`"), "{out}");
    let out = say(&mut org, &mut first, "alice dm: Hurra\n").await;
    assert!(out.contains("`Hurra` is not a command."), "{out}");
    assert!(out.contains("Commands: `No`, `Use rune Warning`"), "{out}");
    assert!(!out.contains("Moves are"), "{out}");
    let out = say(&mut org, &mut first, "alice: Use rune Warnign\n").await;
    assert!(out.contains("`Use` can't take `rune Warnign`"), "{out}");
    let out = say(&mut org, &mut first, "alice: n\n").await;
    assert!(out.contains("Hugo tests Agility"), "{out}");
    // bob's turn: `Serch` is not offered, `Mvoe DOWN` is.
    let out = say(&mut org, &mut first, "bob: Mvoe DOWN\n").await;
    assert!(out.contains("Did you mean `Move DOWN`?"), "{out}");
    assert!(out.contains("Commands: `Move DOWN`, `Move LEFT`"), "{out}");
    let out = say(&mut org, &mut first, "alice: Mvoe UP\n").await;
    assert!(
        out.contains("Nothing waits on you now: the game is waiting on bob."),
        "{out}"
    );
    for chatter in [
        "hola a todos",
        "buena suerte ana",
        "ufff",
        "good luck bob",
        "no way",
    ] {
        let out = say(&mut org, &mut first, &format!("alice: {chatter}\n")).await;
        assert!(out.trim().is_empty(), "{chatter}: {out}");
    }
    // A near-command of four words is answered (here as the Search it means).
    let out = say(&mut org, &mut first, "bob: buscar en la sala\n").await;
    assert!(out.contains("nothing to search"), "{out}");
    let out = say(&mut org, &mut first, "bob: Move DOWN please now\n").await;
    assert!(out.contains("Did you mean `Move DOWN`?"), "{out}");
});

// m14, p24: an unknown `!dq` command gets the nearest one and every command; a bare `!dq`
// lists them too; a hero is found by the start of his name.
on_both!(memory, async fn dq_typos_get_the_nearest_command_and_the_whole_list(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(&mut org, &mut first, "alice: !dq new\n").await;
    let out = say(&mut org, &mut first, "alice: !dq stauts\n").await;
    assert!(out.contains("Did you mean `!dq status`?"), "{out}");
    for word in [
        "away", "back", "log", "dice", "settings", "undo", "language", "notify",
    ] {
        assert!(out.contains(word), "{word} listed: {out}");
    }
    assert!(!out.contains("board [compact]"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq awy 3\n").await;
    assert!(out.contains("Did you mean `!dq away`?"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq estdo\n").await;
    assert!(out.contains("`!dq estado`"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq\n").await;
    assert!(out.contains("`!dq` needs a command after it"), "{out}");
    assert!(out.contains("leaderboard"), "{out}");
    let out = say(&mut org, &mut first, "bob: !dq join krutz\n").await;
    assert!(out.contains("bob sits down as **Krutzbeck**."), "{out}");
    let out = say(&mut org, &mut first, "carol: !dq join t\n").await;
    assert!(out.contains("can't take `t`"), "too short to tell: {out}");
});

// E1: a command that needs an argument and got none says what it needs, never "``".
on_both!(memory, async fn a_command_missing_its_argument_says_what_it_needs(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(&mut org, &mut first, "alice: !dq new\n").await;
    let out = say(&mut org, &mut first, "alice: !dq language\n").await;
    assert!(
        out.contains("`!dq language` needs something after it: `es` or `en`"),
        "{out}"
    );
    for cmd in [
        "!dq away",
        "!dq order",
        "!dq campaign",
        "!dq remove",
        "!dq option",
    ] {
        let out = say(&mut org, &mut first, &format!("alice: {cmd}\n")).await;
        assert!(out.contains("needs something after it"), "{cmd}: {out}");
        assert!(!out.contains("``"), "{cmd}: {out}");
    }
    say(&mut org, &mut first, "alice: !dq idioma es\n").await;
    let out = say(&mut org, &mut first, "alice: !dq ausente\n").await;
    assert!(out.contains("`!dq ausente` necesita algo detrás"), "{out}");
});

// m13, p13: `!dq leave` in a running game asks first; `!dq leave confirm` abandons; the
// organiser's remove and skip say the organiser did it.
on_both!(memory, async fn leaving_mid_game_is_confirmed_and_the_organisers_tools_are_named(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &(SETUP.to_string() + "dan: !dq join krutzbeck\nalice: !dq start\n"),
    )
    .await;
    let n = events(&org).await;
    let out = say(&mut org, &mut first, "bob: !dq leave\n").await;
    assert!(out.contains("`!dq leave confirm`"), "{out}");
    assert_eq!(events(&org).await, n, "nothing happened yet");
    let out = say(&mut org, &mut first, "bob: !dq dejar confirmar\n").await;
    assert!(out.contains("Lindel dies"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq remove carol\n").await;
    assert!(
        out.contains("The organiser takes carol (Tatianna) out of the game."),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq skip\n").await;
    assert!(
        out.contains("The organiser skips alice's turn (Hugo)."),
        "{out}"
    );
});

// E1 (attack), A13: the game's language changed by DM is told in the channel; a player's
// own language set in the channel is noted there in the game's language and confirmed by DM
// in his.
on_both!(memory, async fn language_changes_are_told_where_they_belong(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\n",
    )
    .await;
    let out = say(&mut org, &mut first, "alice dm: !dq idioma es\n").await;
    assert!(
        out.contains("[#game]\n🌐 Esta partida se juega ahora en español"),
        "{out}"
    );
    assert!(out.contains("[dm alice]\n🌐 Esta partida"), "{out}");
    say(&mut org, &mut first, "bob: !dq unirse lindel\n").await;
    let out = say(&mut org, &mut first, "bob: !dq idioma yo en\n").await;
    assert!(
        out.contains("[#game]\n🌐 bob lee ahora sus mensajes privados en inglés"),
        "{out}"
    );
    assert!(out.contains("[dm bob]\n🌐 Your DMs"), "{out}");
    assert!(!out.contains("[#game]\n🌐 Your DMs"), "{out}");
});

// m25: a substitute from `!dq replace` gets the welcome DM a new player gets.
on_both!(memory, async fn a_substitute_is_welcomed_by_dm(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        &(SETUP.to_string() + "alice: !dq start\n"),
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq replace bob dave\n").await;
    assert!(out.contains("dave takes over Lindel from bob."), "{out}");
    assert!(
        out.contains("[dm dave]\nYou take over **Lindel** from bob. Combat choices"),
        "{out}"
    );
});

// m27: a `runes` help topic (`runas` in Spanish) with every rune; the combat topic says the
// slash commands are Discord's.
on_both!(memory, async fn help_has_a_runes_topic_and_marks_discord_only_commands(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let out = say(&mut org, &mut first, "alice: !dq help runes\n").await;
    for rune in [
        "Healing", "Passage", "Sight", "Daylight", "Calm", "Fury", "Warding",
    ] {
        assert!(out.contains(&format!("**{rune}**")), "{rune}: {out}");
    }
    assert!(out.contains("`Use rune NAME`"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq ayuda runas\n").await;
    assert!(
        out.contains("**Runes**"),
        "the game's language is English: {out}"
    );
    let out = say(&mut org, &mut first, "alice: !dq help combat\n").await;
    assert!(out.contains("On Discord, with your DMs closed"), "{out}");
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq idioma es\n",
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq ayuda runas\n").await;
    assert!(
        out.contains("**Curación**") && out.contains("`Usar runa NOMBRE`"),
        "{out}"
    );
});

// p15, p16, p17, p18, p25, p31: after the end a move hears the game is over; the status
// explains ⏳; `!dq notify` is answered by DM; Daylight is not offered at sun 0; a bad switch
// value says what it takes; `!dq log` numbers inputs as `render --at` counts them.
on_both!(memory, async fn small_answers_say_what_they_mean(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let out = say(&mut org, &mut first, "alice: !dq new\n").await;
    assert!(out.contains("[#game]"), "{out}");
    let out = say(&mut org, &mut first, "alice: !dq set auto_monster maybe\n").await;
    assert!(out.contains("it takes `on`, `off`"), "{out}");
    let out = say(&mut org, &mut first, "bob: !dq notify on\n").await;
    assert!(
        out.contains("[dm bob]\nYou will get a direct message"),
        "{out}"
    );
    assert!(
        !out.contains("[#game]"),
        "a private preference stays private: {out}"
    );
    say(
        &mut org,
        &mut first,
        "alice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n",
    )
    .await;
    let out = say(&mut org, &mut first, "alice: !dq status\n").await;
    assert!(
        out.lines()
            .any(|l| l.starts_with("⏳ 1.") && l.contains("(alice, to play now) · ")),
        "{out}"
    );
    assert!(!out.contains("Use rune Daylight"), "{out}");
    let out = say(&mut org, &mut first, "alice: Move DOWN\nalice: !dq log 3\n").await;
    assert!(out.contains("`#4` "), "inputs numbered: {out}");
    assert!(out.contains("kalladra render --at N"), "{out}");
    say(&mut org, &mut first, "alice: !dq end enough\n").await;
    let out = say(&mut org, &mut first, "bob: Move UP\n").await;
    assert!(out.contains("This game is over."), "{out}");
});

// p11: the welcome back says "nothing happened" once, in one line; p12 is in
// `organiser_tools` (a pause pings nobody).
on_both!(memory, async fn the_welcome_back_says_nothing_happened_once(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    say(
        &mut org,
        &mut first,
        "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\nalice: !dq start\n",
    )
    .await;
    say(&mut org, &mut first, "bob: !dq away 4\n").await;
    let out = say(&mut org, &mut first, "bob: !dq back\n").await;
    assert!(
        out.contains("[dm bob]\n👋 Welcome back to game 1. Nothing happened while you were away."),
        "{out}"
    );
    assert_eq!(out.matches("Nothing happened").count(), 1, "{out}");
    assert!(!out.contains("While you were away:"), "{out}");
});

// p8: turning down a Dead Adventurer's Corpse card is said.
on_both!(memory, async fn declining_an_offer_is_said(db) {
    let mut org = organiser(db, 1).await;
    let mut first = None;
    let out = script_lines(&mut org, &mut first, 10).await;
    assert!(
        out.contains("**Dead Adventurer**: draw a Corpse card?"),
        "{out}"
    );
    let out = say(&mut org, &mut first, "alice: No\n").await;
    assert!(
        out.contains("Hugo leaves **Dead Adventurer** alone and draws nothing."),
        "{out}"
    );
});
