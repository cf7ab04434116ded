//! A game's language and a player's own: `!dq language` is the organiser's (anyone else is
//! refused and nothing changes); DMs follow the reader's own choice, else his Discord locale,
//! else the game's; the channel always reads the game's.

use crate::common;
use common::{input, organiser};
use kalladra::lang::Lang;
use kalladra::organiser::{Input, Organiser, Reply, Target};

async fn send(org: &mut Organiser, i: Input) -> Vec<Reply> {
    org.handle(i).await.unwrap()
}

fn with_locale(mut i: Input, locale: &str) -> Input {
    i.locale = Some(locale.to_string());
    i
}

fn text(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The language of a status sheet: the only thing asked of it here.
fn status_lang(replies: &[Reply]) -> Lang {
    let t = text(replies);
    if t.contains("Esperando para empezar") {
        Lang::Es
    } else {
        assert!(t.contains("Waiting to start"), "not a status sheet: {t}");
        Lang::En
    }
}

on_both!(memory, async fn only_the_organiser_sets_the_games_language_and_each_player_reads_his_own(db) {
    let mut org = organiser(db, 7).await;
    send(&mut org, input("alice", "!dq new", false, false)).await;
    send(&mut org, input("bob", "!dq join lindel", false, false)).await;
    let game = org.store().game_of_user("alice").await.unwrap().unwrap();
    assert_eq!(
        game.lang,
        Lang::En,
        "a new game takes the configured default"
    );

    // Not the organiser: refused, clearly, and nothing changes.
    let refused = send(&mut org, input("bob", "!dq language es", false, false)).await;
    let t = text(&refused);
    assert!(t.contains("Only the organiser (alice)"), "{t}");
    assert!(
        t.contains("!dq language me"),
        "the refusal says what bob can do: {t}"
    );
    let row = org.store().game(game.id).await.unwrap().unwrap();
    assert_eq!(row.lang, Lang::En);
    let status = send(&mut org, input("bob", "!dq status", false, false)).await;
    assert_eq!(status_lang(&status), Lang::En);

    // The organiser: answered in the new language, kept beside the game.
    let set = send(&mut org, input("alice", "!dq idioma es", false, false)).await;
    assert!(
        text(&set).contains("Esta partida se juega ahora en español"),
        "{}",
        text(&set)
    );
    assert!(matches!(&set[0].target, Target::Channel(c) if c == "game"));
    let row = org.store().game(game.id).await.unwrap().unwrap();
    assert_eq!(row.lang, Lang::Es);
    // Asked again: it already is, and nothing is announced.
    let again = send(&mut org, input("alice", "!dq idioma es", false, false)).await;
    assert_eq!(text(&again), "🌐 Esta partida ya se juega en español.");

    // The order for a DM: the game's, then the Discord locale, then his own choice.
    let dm = send(&mut org, input("bob", "!dq status", true, false)).await;
    assert_eq!(
        status_lang(&dm),
        Lang::Es,
        "no choice, no locale: the game's"
    );
    let dm = send(
        &mut org,
        with_locale(input("bob", "!dq status", true, false), "en-US"),
    )
    .await;
    assert_eq!(
        status_lang(&dm),
        Lang::En,
        "his Discord locale beats the game's"
    );
    let me = send(
        &mut org,
        with_locale(input("bob", "!dq language me es", true, false), "en-US"),
    )
    .await;
    assert!(text(&me).contains("en español"), "{}", text(&me));
    let dm = send(
        &mut org,
        with_locale(input("bob", "!dq status", true, false), "en-US"),
    )
    .await;
    assert_eq!(
        status_lang(&dm),
        Lang::Es,
        "his own choice beats his locale"
    );
    // The channel still reads the game's language, whatever he chose for himself.
    let channel = send(
        &mut org,
        with_locale(input("bob", "!dq status", false, false), "en-US"),
    )
    .await;
    assert_eq!(status_lang(&channel), Lang::Es);
    // `auto` clears his choice: his locale again.
    send(&mut org, input("bob", "!dq language me auto", true, false)).await;
    let dm = send(
        &mut org,
        with_locale(input("bob", "!dq status", true, false), "en-US"),
    )
    .await;
    assert_eq!(status_lang(&dm), Lang::En);
    // His choice is stored: another organiser on the same database reads it.
    org.store()
        .set_user_language("carol", Some(Lang::Es))
        .await
        .unwrap();
    assert_eq!(
        org.store().user_language("carol").await.unwrap(),
        Some(Lang::Es)
    );
});

on_both!(memory, async fn a_bad_language_is_refused_with_what_would_be_accepted(db) {
    let mut org = organiser(db, 7).await;
    send(&mut org, input("alice", "!dq new", false, false)).await;
    let t = text(&send(&mut org, input("alice", "!dq language fr", false, false)).await);
    assert!(t.contains("`es` or `en`"), "{t}");
    let game = org.store().game_of_user("alice").await.unwrap().unwrap();
    assert_eq!(game.lang, Lang::En);
});

// The log keeps events, not text: after the switch, `!dq log` tells the whole game again in
// Spanish, and an organiser started afresh on the same database (a restart) still speaks it.
on_both!(file, async fn the_log_and_a_restart_speak_the_language_asked(db) {
    {
        let mut org = organiser(db, 7).await;
        send(&mut org, input("alice", "!dq new", false, false)).await;
        send(&mut org, input("bob", "!dq join lindel", false, false)).await;
        let log = text(&send(&mut org, input("alice", "!dq log", false, false)).await);
        assert!(log.contains("bob sits down as **Lindel**"), "{log}");
        assert!(!log.contains("se sienta a la mesa"), "{log}");
        send(&mut org, input("alice", "!dq language es", false, false)).await;
        let log = text(&send(&mut org, input("alice", "!dq log", false, false)).await);
        assert!(log.contains("Las últimas"), "{log}");
        assert!(
            log.contains("bob se sienta a la mesa con **Lindel**"),
            "{log}"
        );
    }
    let mut again = organiser(db, 7).await;
    let status = send(&mut again, input("bob", "!dq status", false, false)).await;
    assert_eq!(status_lang(&status), Lang::Es);
});

/// A command with an argument it cannot take is refused naming the command as typed and what
/// it takes, wholly in the reader's language: every kind of refusal, in both languages.
#[test]
fn a_bad_argument_is_refused_in_the_readers_language() {
    use kalladra::games::dungeonquest::command::parse;
    use kalladra::games::dungeonquest::render::parse_error;
    let cases = [
        ("!dq board foo", "!dq tablero foo", "imagen"),
        ("!dq tower middle", "!dq torre centro", "NO"),
        ("!dq join glenn", "!dq unirse glenn", "Challara"),
        (
            "!dq skip 2",
            "!dq saltar 2",
            "no lleva nada detrás (sobra `2`)",
        ),
        ("!dq set", "!dq ajustar", "sun_limit"),
        ("!dq extend 900", "!dq ampliar 900", "168"),
        ("!dq undo 99", "!dq deshacer 99", "20"),
        ("!dq language fr", "!dq idioma fr", "tu propio idioma"),
        ("!dq language me fr", "!dq idioma yo fr", "`yo` y luego"),
        ("!dq notify maybe", "!dq avisos quizas", "`on`"),
        ("!dq log 99", "!dq registro 99", "50"),
        ("!dq monster now", "!dq monstruo ya", "bot"),
        ("!dq campaign a b", "!dq campana a b", "32"),
        ("Use rune Thunder", "Usar runa Trueno", "Curación"),
    ];
    for (en, es, says) in cases {
        let e = parse(en).expect_err(en);
        let said = kalladra::lang::within(Lang::En, || parse_error(&e));
        let typed = en.rsplit_once(' ').map_or(en, |(c, _)| c);
        let command = if en.starts_with("!dq") {
            en.split(' ').take(2).collect::<Vec<_>>().join(" ")
        } else {
            "Use".to_string()
        };
        assert!(
            said.contains(&format!("`{command}")),
            "{en}: {said} ({typed})"
        );
        let e = parse(es).expect_err(es);
        let dicho = kalladra::lang::within(Lang::Es, || parse_error(&e));
        let comando = if es.starts_with("!dq") {
            es.split(' ').take(2).collect::<Vec<_>>().join(" ")
        } else {
            "Usar".to_string()
        };
        assert!(dicho.contains(&format!("`{comando}")), "{es}: {dicho}");
        assert!(dicho.contains(says), "{es}: {dicho}");
        for english in [" or ", "nothing", "number of", "after it", "takes"] {
            assert!(
                !dicho.contains(english),
                "{es}: English `{english}` in {dicho}"
            );
        }
    }
}
