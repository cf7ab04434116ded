//! Reading commands in both languages: syntax, then what they name.

use super::*;
use crate::games::dungeoneer::action::Action;
use crate::games::dungeoneer::rules::apply;
use crate::games::dungeoneer::view::view;
use crate::games::dungeoneer::{Game, Settings};

#[test]
fn moves_read_in_english_and_spanish_with_accents_optional() {
    for (text, side) in [
        ("Move north", Side::N),
        ("move UP", Side::N),
        ("Mueve sur", Side::S),
        ("ve izquierda", Side::W),
        ("MOVER Oeste", Side::W),
        ("go e", Side::E),
    ] {
        assert_eq!(parse(text), Ok(Said::Move(side)), "{text}");
    }
    assert_eq!(parse("Explóra"), Ok(Said::Explore));
    assert_eq!(parse("levántate"), Ok(Said::Untip));
    assert_eq!(parse("fin"), Ok(Said::End));
}

#[test]
fn not_a_command_and_a_slip_differ_from_a_bad_argument() {
    assert!(matches!(
        parse("hello there"),
        Err(ParseError::Unknown { .. })
    ));
    assert_eq!(
        parse("Mvoe north"),
        Err(ParseError::Slip {
            meant: "Move north".into()
        })
    );
    assert!(matches!(
        parse("move sideways"),
        Err(ParseError::BadArgument { verb: "move", .. })
    ));
    assert_eq!(parse("   "), Err(ParseError::Empty));
    assert!(matches!(
        parse(&"x".repeat(500)),
        Err(ParseError::TooLong { .. })
    ));
}

#[test]
fn a_declaration_is_one_line_of_sends() {
    let said = parse("attack 2 ana melee special #1; 4 bo; p1 ana magic").unwrap();
    let Said::Send(sends) = said else {
        panic!("a declaration")
    };
    assert_eq!(sends.len(), 3);
    assert_eq!(sends[0].card, CardRef::Hand(2));
    assert_eq!(sends[0].target, "ana");
    assert_eq!(sends[0].form, Some(Form::Melee));
    assert!(sends[0].special);
    assert_eq!(sends[0].extra, 1);
    assert_eq!(sends[2].card, CardRef::Pack(1));
    let es = parse("ataca 2 contra Ana magia").unwrap();
    assert!(
        matches!(es, Said::Send(ref s) if s[0].form == Some(Form::Magic) && s[0].target == "ana")
    );
}

#[test]
fn a_window_answer_and_standing_answers() {
    assert_eq!(
        parse("respond 3 on 1, ability"),
        Ok(Said::Respond(vec![
            SaidResponse {
                card: Some(3),
                on: Some(1),
                extra: 0,
                target: None,
            },
            SaidResponse {
                card: None,
                on: None,
                extra: 0,
                target: None,
            }
        ]))
    );
    assert_eq!(parse("paso"), Ok(Said::Respond(Vec::new())));
    // His ability aimed at an attack, as the computer player's answer is written.
    assert_eq!(
        parse("responde habilidad a 2 #1"),
        Ok(Said::Respond(vec![SaidResponse {
            card: None,
            on: Some(2),
            extra: 1,
            target: None,
        }]))
    );
    assert_eq!(
        parse("respond 2 #1 at bo"),
        Ok(Said::Respond(vec![SaidResponse {
            card: Some(2),
            on: None,
            extra: 1,
            target: Some("bo".into()),
        }]))
    );
    assert_eq!(
        parse("answer respond ask"),
        Ok(Said::Stand(StandingChange::Respond(Respond::Ask)))
    );
    assert_eq!(
        parse("siempre recompensa lider"),
        Ok(Said::Stand(StandingChange::Reward(RewardTo::Leader)))
    );
}

#[test]
fn numbers_are_resolved_against_the_reader_s_own_hand_and_names_against_the_table() {
    let mut g = Game::new(crate::chance::seed_from_u64(9), Settings::new(3));
    for e in apply(&g, 0, &Action::Start).unwrap() {
        g.fold(&e);
    }
    let names: Vec<String> = vec!["Ana".into(), "Bo".into(), "Íñigo".into()];
    let seat = g.active;
    let v = view(&g, Some(seat));
    let said = parse("play 2").unwrap();
    assert_eq!(
        resolve(&said, &v, seat, &names),
        Ok(Action::Play {
            card: v.hand[1],
            extra: 0
        })
    );
    assert_eq!(
        resolve(&parse("play 9").unwrap(), &v, seat, &names),
        Err(Unresolved::NoCard { n: 9, count: 5 })
    );
    assert_eq!(resolve::player(&names, "inigo"), Ok(2));
    assert_eq!(resolve::player(&names, "a"), Ok(0));
    assert!(resolve::player(&names, "zed").is_err());
    // The channel's view has no hand: a number names nothing.
    let channel = view(&g, None);
    assert!(resolve(&said, &channel, seat, &names).is_err());
}

#[test]
fn g42_ask_answers_and_their_standing_values_read_in_both_languages() {
    use crate::games::dungeoneer::state::{MinionUse, PackChoice, SlayForm, Upkeep};
    for (text, want) in [
        ("choose magic", SaidChoice::Form(Form::Magic)),
        ("Elige rapidez", SaidChoice::Form(Form::Speed)),
        ("choose pay 1 2", SaidChoice::Pay(Some(vec![1, 2]))),
        ("elige paga ninguna", SaidChoice::Pay(Some(vec![]))),
        ("choose pay all", SaidChoice::Pay(None)),
        ("choose pack 2", SaidChoice::Pack(Some(vec![2]))),
        ("elige jauria todos", SaidChoice::Pack(None)),
        (
            "choose peril Ana bo",
            SaidChoice::Peril(vec!["ana".into(), "bo".into()]),
        ),
        ("elige contraataca", SaidChoice::Minion(true)),
        ("choose strike", SaidChoice::Minion(false)),
    ] {
        assert_eq!(parse(text), Ok(Said::Choose(want)), "{text}");
    }
    for bad in [
        "choose",
        "choose pay 0",
        "choose pack x",
        "elige peligro",
        "choose melee 2",
    ] {
        assert!(
            matches!(
                parse(bad),
                Err(ParseError::BadArgument { verb: "choose", .. })
            ),
            "{bad}: {:?}",
            parse(bad)
        );
    }
    for (text, want) in [
        ("answer reward ask", StandingChange::Reward(RewardTo::Ask)),
        ("answer pack ask", StandingChange::Pack(PackChoice::Ask)),
        ("answer upkeep ask", StandingChange::Upkeep(Upkeep::Ask)),
        (
            "siempre mantenimiento devolver",
            StandingChange::Upkeep(Upkeep::Return),
        ),
        ("answer minion ask", StandingChange::Minion(MinionUse::Ask)),
        ("answer slay ask", StandingChange::Slay(SlayForm::Ask)),
        (
            "answer slay form best",
            StandingChange::Slay(SlayForm::Best),
        ),
        (
            "siempre caza preguntar",
            StandingChange::Slay(SlayForm::Ask),
        ),
    ] {
        assert_eq!(parse(text), Ok(Said::Stand(want)), "{text}");
    }
}

#[test]
fn g42_standing_answers_written_before_ask_existed_still_read() {
    use crate::games::dungeoneer::state::{MinionUse, Standing, Upkeep};
    let old = r#"{"respond":"WhenLethal","challenge":true,"reward":"Wounded","pack":"Keep","upkeep":false,"minion_counters":false}"#;
    let s: Standing = serde_json::from_str(old).expect("an old log's standing answers");
    assert_eq!(s.upkeep, Upkeep::Return);
    assert_eq!(s.minion, MinionUse::Strike);
    let again: Standing = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(again, s);
}
