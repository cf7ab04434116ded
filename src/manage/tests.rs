use super::*;

fn read(text: &str) -> Result<Manage, Mistake> {
    parse(text).unwrap_or_else(|| panic!("{text:?} is no `!dq` text"))
}

#[test]
fn the_tables_commands_in_both_languages() {
    assert_eq!(read("!dq new"), Ok(Manage::New));
    assert_eq!(
        read("!dq nueva Raiders"),
        Ok(Manage::NewOf {
            game: "Raiders".into()
        })
    );
    assert_eq!(read("!dq mano"), Ok(Manage::Hand));
    // A name after `!dq join` is the game's to read, as typed.
    assert_eq!(
        read("!DQ JOIN hugo"),
        Ok(Manage::Join {
            name: Some("hugo".into())
        })
    );
    assert_eq!(read("!dq unirse"), Ok(Manage::Join { name: None }));
    assert_eq!(read("!dqstatus"), Ok(Manage::Status));
    assert_eq!(read("!dq registro 5"), Ok(Manage::Log { count: 5 }));
    assert_eq!(read("!dq deshacer confirmar"), Ok(Manage::UndoConfirm));
    assert_eq!(
        read("!dq ausente 12 de viaje"),
        Ok(Manage::Away {
            hours: 12,
            reason: "de viaje".into()
        })
    );
    assert_eq!(
        read("!dq idioma yo auto"),
        Ok(Manage::MyLanguage { lang: None })
    );
    assert_eq!(
        read("!dq clasificación liga-1"),
        Ok(Manage::Leaderboard {
            campaign: Some("liga-1".into())
        })
    );
    assert_eq!(read("!dq ayuda Combate").ok(), {
        Some(Manage::Help {
            topic: Some("combate".into()),
        })
    });
}

#[test]
fn a_board_names_its_look_in_either_language() {
    for (typed, look) in [
        ("!dq board", None),
        ("!dq board picture", Some(Look::Picture)),
        ("!dq board emoji", Some(Look::Emoji)),
        ("!dq board compact", Some(Look::Compact)),
        ("!dq tablero imagen", Some(Look::Picture)),
        ("!dq tablero emoji", Some(Look::Emoji)),
        ("!dq tablero compacto", Some(Look::Compact)),
    ] {
        assert_eq!(read(typed), Ok(Manage::Board { look }), "{typed}");
    }
    assert_eq!(
        read("!dq board sketch"),
        Err(Mistake::BadArgument {
            command: "!dq board".into(),
            got: "sketch".into(),
            expected: "board"
        })
    );
}

#[test]
fn commands_that_take_nothing_refuse_trailing_words() {
    for text in [
        "!dq start now",
        "!dq status please",
        "!dq leave now",
        "!dq quit now",
        "!dq settings all",
        "!dq skip 2",
        "!dq pause 5",
        "!dq resume now",
        "!dq export json",
    ] {
        match read(text) {
            Err(Mistake::BadArgument { got, expected, .. }) => {
                assert_eq!(got, text.split(' ').nth(2).unwrap(), "{text}");
                assert_eq!(expected, "nothing", "{text}");
            }
            other => panic!("{text:?} parsed as {other:?}"),
        }
    }
    assert_eq!(read("!dq skip"), Ok(Manage::Skip));
}

/// Zero-width and direction marks pasted along with a command are not part of it, and an
/// accent typed as a combining mark folds like a precomposed one.
#[test]
fn invisible_marks_and_combining_accents_do_not_change_a_command() {
    assert_eq!(
        read("!dq set board_style emoji\u{200B}"),
        Ok(Manage::Set {
            key: "board_style".into(),
            value: "emoji".into(),
        })
    );
    assert_eq!(
        read("\u{2067}!dq board\u{200D} e\u{301}moji"),
        Ok(Manage::Board {
            look: Some(Look::Emoji)
        })
    );
    assert_eq!(
        read("!dq tablero cuadri\u{301}cula"),
        read("!dq tablero cuadrícula")
    );
}

#[test]
fn what_is_no_table_command_is_said_so() {
    assert_eq!(parse("Play 3"), None);
    assert_eq!(parse(""), None);
    assert_eq!(read("!dq"), Err(Mistake::NoCommand));
    // No game's own word is the table's: the game reads those first.
    assert_eq!(
        read("!dq tower ne"),
        Err(Mistake::Unknown {
            word: "tower".into()
        })
    );
    let long = format!("!dq end {}", "x".repeat(300));
    assert!(matches!(read(&long), Err(Mistake::TooLong { .. })));
}

#[test]
fn a_game_reads_its_own_words_first() {
    let own = |w: &Words| match w.first {
        "tower" => Some(w.bare(7)),
        _ => None,
    };
    assert_eq!(parse_words(&["tower"], &["Tower"], own), Ok(Manage::Own(7)));
    assert_eq!(
        parse_words(&["tower", "x"], &["Torre", "x"], own),
        Err(Mistake::BadArgument {
            command: "!dq torre".into(),
            got: "x".into(),
            expected: "nothing"
        })
    );
    assert_eq!(parse_words(&["skip"], &["skip"], own), Ok(Manage::Skip));
}

#[test]
fn a_mistake_names_the_nearest_of_the_commands_offered() {
    crate::lang::within(Lang::En, || {
        let offered = [("status", "estado"), ("board", "tablero")];
        let said = mistake(
            &Mistake::Unknown {
                word: "stauts".into(),
            },
            &offered,
        );
        assert!(said.contains("`!dq status`"), "{said}");
        assert!(said.contains("status, board"), "{said}");
        assert_eq!(near_among("tabelro", &offered), Some("tablero"));
        assert_eq!(near_among("zzz", &offered), None);
    });
    crate::lang::within(Lang::Es, || {
        let said = mistake(&Mistake::NoCommand, &[("status", "estado")]);
        assert!(said.contains("estado"), "{said}");
    });
}

/// A combining accent inside a glued `!dq` (`!d\u{301}qhand`) is read, never cut mid-letter.
#[test]
fn a_combining_accent_in_a_glued_command_is_read() {
    assert_eq!(read("!d\u{301}qhand"), Ok(Manage::Hand));
    assert_eq!(read("!d\u{301}q\u{301}join Hugo"), read("!dq join hugo"));
    assert_eq!(glued_rest("!DQJoin", "join"), "Join");
}

/// `!dq back` from its Spanish forms: `vuelvo`, and the likely `volver`, `volví`, `regreso`
/// (a newcomer's `!dq volver` was "not a command", with no nearest one: too far from `vuelvo`).
#[test]
fn back_is_read_from_its_spanish_forms() {
    for t in [
        "!dq back",
        "!dq vuelvo",
        "!dq volver",
        "!dq volví",
        "!dq regreso",
    ] {
        assert_eq!(read(t), Ok(Manage::Back), "{t}");
    }
}
