//! Unit tests of the parser.
use super::*;
use crate::games::dungeonquest::engine::content::content;

fn play(s: &str) -> Action {
    match parse(s) {
        Ok(Command::Play(a)) => a,
        other => panic!("{s:?} parsed as {other:?}"),
    }
}

#[test]
fn moves_in_any_case_and_spacing() {
    let up = Action::Move {
        dir: Dir::Up,
        half: None,
    };
    assert_eq!(play("Move UP"), up);
    assert_eq!(play("  move    up "), up);
    assert_eq!(play("MOVE Up"), up);
    assert_eq!(play("up"), up);
    assert_eq!(
        play("Move LEFT upper"),
        Action::Move {
            dir: Dir::Left,
            half: Some(Half::Upper)
        }
    );
    assert_eq!(
        play("move down."),
        Action::Move {
            dir: Dir::Down,
            half: None
        }
    );
}

#[test]
fn answers_parse() {
    assert_eq!(play("Search"), Action::Search);
    assert_eq!(play("cross rope"), Action::Cross { rope: true });
    assert_eq!(play("Exit"), Action::Exit);
    assert_eq!(play("yes"), Action::Yes);
    assert_eq!(play("Drink potion"), Action::Drink);
    assert_eq!(play("end up"), Action::End(Dir::Up));
    assert_eq!(play("Enter catacombs LEFT"), Action::Descend(Dir::Left));
    assert_eq!(play("enter up"), Action::Descend(Dir::Up));
    assert_eq!(play("Resurface DOWN"), Action::Resurface(Dir::Down));
    assert_eq!(play("face right"), Action::Face(Dir::Right));
    assert_eq!(play("Draw"), Action::Stay);
}

#[test]
fn runes_by_name_with_a_side_where_they_take_one() {
    let c = content();
    let rune = |id: &str| c.rune_by_id(id).unwrap();
    assert_eq!(
        play("Use rune Healing"),
        Action::UseRune {
            rune: rune("healing"),
            dir: None
        }
    );
    assert_eq!(
        play("use rune of passage UP"),
        Action::UseRune {
            rune: rune("passage"),
            dir: Some(Dir::Up)
        }
    );
    assert_eq!(
        play("USE CALM"),
        Action::UseRune {
            rune: rune("calm"),
            dir: None
        }
    );
    assert_eq!(play("use rope"), Action::Cross { rope: true });
    assert!(matches!(
        parse("Use rune Thunder"),
        Err(ParseError::BadArgument {
            expected: "rune",
            ..
        })
    ));
}

/// F-N: punctuation around a rune command's words is ignored, as for moves.
#[test]
fn punctuated_runes_are_read_like_punctuated_moves() {
    let sight = Action::UseRune {
        rune: content().rune_by_id("sight").unwrap(),
        dir: Some(Dir::Right),
    };
    for text in [
        "Use rune Sight RIGHT.",
        "¡Usar runa Visión DERECHA!",
        "Usar runa Visión DERECHA.",
        "use rune sight, right!",
    ] {
        assert_eq!(play(text), sight, "{text}");
    }
}

/// C23: chatter is left alone; a command's word, or a slip of one, is answered however
/// long the text.
#[test]
fn chatter_is_told_from_near_commands() {
    for chatter in [
        "hola a todos",
        "buena suerte ana",
        "ufff",
        "good luck bob",
        "no way",
        "este juego mola",
        "take care all",
        "lol",
    ] {
        assert!(!looks_like_command(chatter), "{chatter}");
    }
    for meant in [
        "buscar en la sala",
        "usar runa de visión lado",
        "Serch",
        "Mvoe UP",
        "@bob Mvoe UP",
        "s",
        "este",
        "!dq stauts",
        "s=melee",
        "Move UP please now",
    ] {
        assert!(looks_like_command(meant), "{meant}");
    }
}

/// F-K: the one-letter sides that are also everyday words are known as such.
#[test]
fn short_sides_are_told_apart() {
    assert_eq!(short_side("s"), Some((Dir::Down, false)));
    assert_eq!(short_side("¿s?"), Some((Dir::Down, true)));
    assert_eq!(short_side("Este"), Some((Dir::Right, false)));
    assert_eq!(short_side("o"), Some((Dir::Left, false)));
    assert_eq!(short_side("n"), Some((Dir::Up, false)));
    assert_eq!(short_side("down"), None);
    assert_eq!(short_side("Move DOWN"), None);
    assert_eq!(
        parse("n"),
        Ok(Command::Play(Action::Move {
            dir: Dir::Up,
            half: None
        }))
    );
    assert_eq!(parse("no"), Ok(Command::Play(Action::No)));
}

#[test]
fn typos_are_not_commands() {
    assert!(matches!(parse("Mvoe UP"), Err(ParseError::Unknown { .. })));
    assert!(matches!(
        parse("move sideways"),
        Err(ParseError::Unknown { .. })
    ));
    assert!(matches!(
        parse("!dq jion"),
        Err(ParseError::UnknownManage { .. })
    ));
    assert!(matches!(parse("!dq"), Err(ParseError::NoManageCommand)));
    // A name of punctuation alone names nothing.
    for text in ["Give ,", "Drop !", "Take .", "Dar ,", "Soltar ¡!"] {
        assert!(
            matches!(parse(text), Err(ParseError::Unknown { .. })),
            "{text:?}"
        );
    }
    assert_eq!(
        parse("Drop , potion"),
        Ok(Command::Play(Action::Drop {
            name: "potion".into()
        }))
    );
    assert!(matches!(parse(""), Err(ParseError::Empty)));
    assert!(matches!(
        parse(&"x".repeat(500)),
        Err(ParseError::TooLong { .. })
    ));
}
