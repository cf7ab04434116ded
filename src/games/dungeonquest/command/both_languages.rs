//! Tests: every command in Spanish means what its English twin means (the table of
//! `locales/README.md`), in any case and with accents optional, and no English word changed
//! its meaning.

use super::*;
use crate::games::dungeonquest::engine::content::{content, Deck};
use crate::games::dungeonquest::engine::{Plan, Strike};
use crate::lang::{self, Lang};

/// `locales/README.md`'s table of Spanish commands, one row a pair: Spanish, English.
const TWINS: &[(&str, &str)] = &[
    // Moves.
    ("Mover ARRIBA", "Move UP"),
    ("Mover ABAJO", "Move DOWN"),
    ("Mover IZQUIERDA", "Move LEFT"),
    ("Mover DERECHA", "Move RIGHT"),
    ("arriba", "up"),
    ("abajo", "down"),
    ("izquierda", "left"),
    ("derecha", "right"),
    ("arr", "up"),
    ("abj", "down"),
    ("izq", "left"),
    ("der", "right"),
    ("norte", "north"),
    ("sur", "south"),
    ("este", "east"),
    ("oeste", "west"),
    ("mover o", "move w"),
    ("o", "w"),
    ("Mover IZQUIERDA superior", "Move LEFT upper"),
    ("Mover IZQUIERDA inferior", "Move LEFT lower"),
    ("derecha superior", "right upper"),
    // Answers and actions.
    ("Retirarse", "Retreat"),
    ("Volver", "Go back"),
    ("Buscar", "Search"),
    ("Escapar", "Escape"),
    ("Huir", "Flee"),
    ("Atacar", "Attack"),
    ("Luchar", "Fight"),
    ("Luchar S", "Fight S"),
    ("Enfrentar S", "Face monster S"),
    ("Luchar esqueleto", "Fight skeleton"),
    ("Enfrentar druida", "Fight druid"),
    ("Luchar abominación", "Fight abomination"),
    ("Luchar gólem", "Fight golem"),
    ("Luchar demonio", "Fight demon"),
    ("Aceptar", "Accept"),
    ("Rechazar", "Decline"),
    ("Quedarme aquí", "Stay here"),
    ("Sí", "Yes"),
    ("si", "yes"),
    ("No", "No"),
    ("Quedarse", "Stay"),
    ("Saquear", "Loot"),
    ("Coger", "Draw"),
    ("Robar", "Draw"),
    ("Salir", "Exit"),
    ("Salir de la mazmorra", "Leave dungeon"),
    ("Cruzar", "Cross"),
    ("Trepar", "Climb"),
    ("Romper", "Tear"),
    ("Cruzar cuerda", "Cross rope"),
    ("Usar cuerda", "Use rope"),
    ("Tirar", "Roll"),
    ("Rezar", "Pray"),
    ("Repetir", "Reroll"),
    ("Volver a tirar", "Roll again"),
    ("Mantener", "Keep"),
    ("Conservar", "Keep"),
    ("Extremo ARRIBA", "End UP"),
    ("Bajar ARRIBA", "Enter UP"),
    ("Entrar IZQUIERDA", "Descend LEFT"),
    ("Descender ABAJO", "Enter catacombs DOWN"),
    ("Subir ARRIBA", "Resurface UP"),
    ("Emerger DERECHA", "Surface RIGHT"),
    ("Orientar ARRIBA", "Face UP"),
    ("Torre NE", "Tower NE"),
    ("Torre NO", "Tower NW"),
    ("Torre SO", "Teleport SW"),
    ("Torre SE", "Tower SE"),
    ("Torre NW", "Tower NW"),
    ("Beber poción", "Drink potion"),
    ("Beber", "Drink"),
    ("Descartar diablillo", "Discard imp"),
    ("Mover monstruo B3 ARRIBA", "Move monster B3 UP"),
    ("Mover monstruo B3 ARRIBA S", "Move monster B3 UP S"),
    ("Mover monstruo B3 abajo esqueleto", "Move monster B3 down skeleton"),
    ("Añadir monstruo B2", "Add monster B2"),
    ("Pasar", "Pass"),
    ("Quitar cualquiera", "Take any"),
    ("Tomar cualquiera", "Take any"),
    ("Usar runa Curación", "Use rune Healing"),
    ("Usar runa Aviso", "Use rune Warning"),
    ("Usar runa Estasis", "Use rune Stasis"),
    ("Usar runa Huida", "Use rune Escape"),
    ("Usar runa Fortuna", "Use rune Fortune"),
    ("Usar runa Fuerza", "Use rune Strength"),
    ("Usar runa Paso ARRIBA", "Use rune Passage UP"),
    ("Usar runa de Visión izquierda", "Use rune of Sight LEFT"),
    ("Usar runa Luz del día", "Use rune Daylight"),
    ("Usar runa Calma", "Use rune Calm"),
    ("Usar Calma", "Use Calm"),
    // Strikes.
    (
        "Ataque Estándar = Hechizo / Ataque Brutal = A distancia / Contraataque = Cuerpo a cuerpo",
        "Standard Attack= Spell / Brutal Attack= Ranged / Counterattack = Melee",
    ),
    ("E=hechizo B=distancia C=cuerpo", "S=spell B=ranged C=melee"),
    ("Estándar=magia Brutal=dist Contra=cac", "Standard=magic Brutal=r Counter=m"),
    ("E=h B=a distancia C=cuerpo a cuerpo", "S=sp B=ranged C=melee"),
    (
        "E=hechizo B=distancia C=cuerpo Cartas/Habilidades usadas = Chispa, Runa de Furia, Protección, Huir",
        "S=spell B=ranged C=melee Cards/Abilities used = Spark, Rune of Fury, Warding, Flee",
    ),
    ("E=hechizo B=distancia C=cuerpo Cartas=ninguna", "S=spell B=ranged C=melee cards=none"),
    ("E=hechizo B=distancia C=cuerpo Usadas=nada", "S=spell B=ranged C=melee used=nothing"),
    // `!dq` commands.
    ("!dq nueva", "!dq new"),
    ("!dq unirse hugo", "!dq join hugo"),
    ("!dq unirse", "!dq join"),
    ("!dq torre NO", "!dq tower NW"),
    ("!dq empezar", "!dq start"),
    ("!dq tablero", "!dq board"),
    ("!dq tablero compacto", "!dq board compact"),
    ("!dq estado", "!dq status"),
    ("!dq ayuda", "!dq help"),
    ("!dq ayuda movimientos", "!dq help moves"),
    ("!dq ayuda combate", "!dq help combat"),
    ("!dq ayuda catacumbas", "!dq help catacombs"),
    ("!dq ayuda opciones", "!dq help options"),
    ("!dq ayuda organizador", "!dq help organiser"),
    ("!dq ayuda campañas", "!dq help campaigns"),
    ("!dq ayuda info", "!dq help info"),
    ("!dq dejar", "!dq leave"),
    ("!dq monstruo", "!dq monster"),
    ("!dq monstruo bot", "!dq monster bot"),
    ("!dq azar", "!dq random"),
    ("!dq exportar", "!dq export"),
    ("!dq registro", "!dq log"),
    ("!dq registro 5", "!dq log 5"),
    ("!dq dados", "!dq dice"),
    ("!dq orden Bob Ana", "!dq order Bob Ana"),
    ("!dq ajustar sun_limit 20", "!dq set sun_limit 20"),
    ("!dq ajustes", "!dq settings"),
    ("!dq opción death_can_wait on", "!dq option death_can_wait on"),
    ("!dq opcion death_can_wait sí", "!dq option death_can_wait on"),
    ("!dq opcion death_can_wait no", "!dq option death_can_wait off"),
    ("!dq opciones", "!dq options"),
    ("!dq reemplazar bob carol", "!dq replace bob carol"),
    ("!dq quitar bob", "!dq remove bob"),
    ("!dq saltar", "!dq skip"),
    ("!dq pausa", "!dq pause"),
    ("!dq reanudar", "!dq resume"),
    ("!dq terminar", "!dq end"),
    ("!dq terminar Se acabó", "!dq end Se acabó"),
    ("!dq ampliar 24", "!dq extend 24"),
    ("!dq deshacer", "!dq undo"),
    ("!dq deshacer 3", "!dq undo 3"),
    ("!dq deshacer confirmar", "!dq undo confirm"),
    ("!dq ausente 48 de vacaciones", "!dq away 48 de vacaciones"),
    ("!dq vuelvo", "!dq back"),
    ("!dq avisos on", "!dq notify on"),
    ("!dq avisos off", "!dq notify off"),
    ("!dq avisos sí", "!dq notify on"),
    ("!dq campaña liga", "!dq campaign liga"),
    ("!dq clasificación", "!dq leaderboard"),
    ("!dq clasificacion liga", "!dq leaderboard liga"),
];

#[test]
fn every_spanish_form_parses_as_its_english_twin() {
    for (es, en) in TWINS {
        let english = parse(en);
        assert!(english.is_ok(), "{en:?} parses: {english:?}");
        assert_eq!(parse(es), english, "{es:?} should mean {en:?}");
    }
}

#[test]
fn spanish_in_any_case_with_accents_or_without() {
    for (es, en) in TWINS {
        // Names and reasons keep the case they were typed in; the rest does not matter.
        if es.starts_with("!dq orden")
            || es.starts_with("!dq reemplazar")
            || es.starts_with("!dq quitar")
            || es.starts_with("!dq terminar ")
            || es.starts_with("!dq ausente")
        {
            continue;
        }
        let english = parse(en);
        for variant in [
            es.to_uppercase(),
            es.to_lowercase(),
            lang::fold_accents(es),
            lang::fold_accents(&es.to_uppercase()),
        ] {
            assert_eq!(parse(&variant), english, "{variant:?} should mean {en:?}");
        }
    }
}

#[test]
fn english_words_keep_their_meaning_beside_the_spanish_ones() {
    let to = |dir| Action::Move { dir, half: None };
    // `s` is south and `d` down, never Spanish `sí` or `derecha`.
    assert_eq!(play("s"), to(Dir::Down));
    assert_eq!(play("d"), to(Dir::Down));
    assert_eq!(play("e"), to(Dir::Right));
    assert_eq!(play("n"), to(Dir::Up));
    assert_eq!(play("no"), Action::No);
    assert_eq!(play("y"), Action::Yes);
    assert_eq!(play("si"), Action::Yes);
    assert_eq!(play("back"), Action::Retreat);
    // `S=` is English Standard, `E=` Spanish Standard: both read.
    assert_eq!(
        parse_plan("S=melee B=melee C=melee"),
        parse_plan("E=melee B=melee C=melee")
    );
    // A strike field `s` is still Standard Attack, not a Spanish word.
    assert_eq!(
        parse_plan("S=melee S=spell B=ranged C=melee"),
        Err(PlanError::Repeated("Standard Attack"))
    );
}

fn play(s: &str) -> Action {
    match parse(s) {
        Ok(Command::Play(a)) => a,
        other => panic!("{s:?} parsed as {other:?}"),
    }
}

const GLENN: Plan = Plan {
    sealed: false,
    standard: Strike::Spell,
    brutal: Strike::Ranged,
    counter: Strike::Melee,
    spark: false,
    fury: false,
    warding: false,
    flee: false,
};

#[test]
fn spanish_strikes_on_one_line_on_several_with_slashes_or_commas_and_short() {
    for text in [
        "Ataque Estándar = Hechizo\nAtaque Brutal = A distancia\nContraataque = Cuerpo a cuerpo",
        "Ataque Estándar = Hechizo\nAtaque Brutal = A distancia\nContraataque = Cuerpo a cuerpo\nCartas/Habilidades usadas = ninguna",
        "Ataque Estándar = Hechizo / Ataque Brutal = A distancia / Contraataque = Cuerpo a cuerpo",
        "ataque estandar=hechizo, ataque brutal=a distancia, contraataque=cuerpo a cuerpo",
        "Ataque Estándar: = Hechizo, Ataque Brutal = A distancia / Contraataque = Cuerpo a cuerpo\nCartas / Habilidades usadas = nada",
        "ATAQUE ESTÁNDAR = HECHIZO ATAQUE BRUTAL = A DISTANCIA CONTRAATAQUE = CUERPO A CUERPO",
        "E=hechizo B=distancia C=cuerpo",
        "e = magia, b = dist, c = cac",
        "Contraataque = Cuerpo a cuerpo / E = Hechizo / Brutal = A distancia",
        // Mixed with English.
        "Standard Attack = Hechizo / Ataque Brutal = Ranged / C = cuerpo a cuerpo",
    ] {
        assert_eq!(parse_plan(text), Ok(GLENN), "{text:?}");
        assert_eq!(
            parse(text),
            Ok(Command::Play(Action::Strikes(GLENN))),
            "{text:?}"
        );
    }
    assert_eq!(
        parse_plan("E=hechizo B=distancia C=cuerpo Cartas=Chispa y Runa de Protección"),
        Ok(Plan {
            sealed: false,
            spark: true,
            warding: true,
            ..GLENN
        })
    );
}

#[test]
fn a_wrong_spanish_round_gets_the_same_specific_error_as_english() {
    let pairs = [
        ("Golpe = hechizo E=cuerpo", "Golpe = spell S=melee"),
        ("E=hechizo E=cuerpo B=distancia C=cuerpo", "S=spell S=melee B=ranged C=melee"),
        (
            "Ataque Estándar = Hechizo / Ataque Brutal = A distancia / Contraataque = Cuerpo a cuerpo / Contra = hechizo",
            "Standard Attack= Spell / Brutal Attack= Ranged / Counterattack = Melee / Counter = spell",
        ),
        (
            "E=h B=dist C=cac Cartas=ninguna Usadas=chispa",
            "S=sp B=r C=m Cards=none Used=spark",
        ),
        ("E=hechizo B=distancia", "S=spell B=ranged"),
        ("Ataque Brutal = A distancia", "Brutal Attack = Ranged"),
    ];
    for (es, en) in pairs {
        let english = parse_plan(en);
        assert!(english.is_err(), "{en:?}");
        assert_eq!(parse_plan(es), english, "{es:?} should fail as {en:?}");
    }
    assert_eq!(
        parse_plan("Golpe = hechizo E=cuerpo"),
        Err(PlanError::UnknownField("golpe".into()))
    );
    assert_eq!(
        parse_plan("E=hechizo E=cuerpo B=distancia C=cuerpo"),
        Err(PlanError::Repeated("Standard Attack"))
    );
    assert_eq!(
        parse_plan("E=fuego B=distancia C=cuerpo"),
        Err(PlanError::BadStrike("fuego".into()))
    );
    assert_eq!(
        parse_plan("E=cuerpo a distancia B=distancia C=cuerpo"),
        Err(PlanError::BadStrike("cuerpo a distancia".into()))
    );
    assert_eq!(
        parse_plan("E=hechizo B=distancia C=cuerpo Cartas=espada"),
        Err(PlanError::BadCard("espada".into()))
    );
    assert_eq!(
        parse_plan("Ataque Brutal = A distancia"),
        Err(PlanError::Missing(vec!["Standard Attack", "Counterattack"]))
    );
}

#[test]
fn every_rune_by_its_spanish_name() {
    let c = content();
    for (i, r) in c.runes.iter().enumerate() {
        let es = lang::text(Lang::Es, &format!("rune-{}", r.id.replace('_', "-")), &[]);
        let want = Action::UseRune {
            rune: i as u8,
            dir: None,
        };
        assert_eq!(play(&format!("Usar runa {es}")), want, "{es}");
        assert_eq!(
            play(&format!("usar runa {}", lang::fold_accents(&es))),
            want
        );
        assert_eq!(play(&format!("Use rune {es}")), want, "{es}");
        assert_eq!(
            play(&format!("Usar runa {es} abajo")),
            Action::UseRune {
                rune: i as u8,
                dir: Some(Dir::Down)
            }
        );
    }
    assert!(matches!(
        parse("Usar runa Trueno"),
        Err(ParseError::BadArgument {
            expected: "rune",
            ..
        })
    ));
}

/// The card the engine would find by `name` (its English name begins with it).
fn names_card(name: &str, english: &str) -> bool {
    !name.is_empty() && english.to_lowercase().starts_with(name)
}

#[test]
fn every_loot_card_by_its_spanish_name_to_drop_give_or_take() {
    let c = content();
    for card in &c.cards {
        let prefix = if card.deck == Deck::Treasure {
            "treasure"
        } else {
            "card"
        };
        let es = lang::text(
            Lang::Es,
            &format!("{prefix}-{}", card.id.replace('_', "-")),
            &[],
        );
        for text in [
            format!("Soltar {es}"),
            format!("Descartar {}", lang::fold_accents(&es)),
            format!("Dar {}", es.to_uppercase()),
            format!("Entregar {es}"),
            format!("Quitar {es}"),
            format!("Tomar {es}"),
        ] {
            let name = match play(&text) {
                Action::Drop { name } | Action::Take { name } => name,
                other => panic!("{text:?} parsed as {other:?}"),
            };
            assert!(
                names_card(&name, &card.name),
                "{text:?} gave {name:?}, not {:?}",
                card.name
            );
        }
    }
    // English names are kept as typed, and so is a name of nothing.
    assert_eq!(
        play("Drop Potion"),
        Action::Drop {
            name: "potion".into()
        }
    );
    assert_eq!(
        play("Soltar Espada mágica"),
        Action::Drop {
            name: "espada mágica".into()
        }
    );
}

#[test]
fn a_spanish_name_becomes_the_english_name_of_its_card() {
    let c = content();
    let ring = c.cards.iter().find(|k| k.id == "ruby_ring").unwrap();
    assert_eq!(
        play("Soltar Anillo de rubí"),
        Action::Drop {
            name: ring.name.to_lowercase()
        }
    );
    assert_eq!(
        play("dar anillo de rubi"),
        Action::Drop {
            name: ring.name.to_lowercase()
        }
    );
    // "Anillo" begins many rings' names: kept as typed, for the engine to refuse by name.
    assert_eq!(
        play("Soltar Anillo"),
        Action::Drop {
            name: "anillo".into()
        }
    );
}

/// The Spanish scenario waiting for the Spanish texts: every line a player types parses.
#[test]
fn every_line_of_the_spanish_scenario_parses() {
    let script = include_str!("../../../../tests/scenarios/es_combat_by_dm.script");
    let mut lines = 0;
    for line in script.lines().filter(|l| !l.starts_with('#')) {
        let (_, text) = line.split_once(": ").expect("`who: text`");
        // The game's language command comes with its own branch (`!dq idioma`).
        if text.starts_with("!dq idioma") {
            continue;
        }
        let parsed = parse(text);
        assert!(parsed.is_ok(), "{line:?}: {parsed:?}");
        lines += 1;
    }
    assert!(lines > 50, "{lines} lines");
}

/// G1-G6 of the Spanish review: phrasings a Spanish speaker uses beyond the forum's forms,
/// each with the English command it means.
const NATURAL: &[(&str, &str)] = &[
    // G1: moving.
    ("moverse arriba", "Move UP"),
    ("me muevo arriba", "Move UP"),
    ("muevo derecha", "Move RIGHT"),
    ("ir arriba", "Move UP"),
    ("voy abajo", "Move DOWN"),
    ("mover hacia arriba", "Move UP"),
    ("mover al norte", "Move UP"),
    ("Mover ARRIBA ahora", "Move UP"),
    ("me muevo hacia la izquierda", "Move LEFT"),
    ("voy a la derecha", "Move RIGHT"),
    ("mover a la izquierda superior", "Move LEFT upper"),
    // G2: searching.
    ("busco", "Search"),
    ("registrar", "Search"),
    ("registro", "Search"),
    ("registrar la sala", "Search"),
    ("buscar en la sala", "Search"),
    // G3: the monster.
    ("huyo", "Flee"),
    ("escapo", "Escape"),
    ("huir del monstruo", "Flee"),
    ("escapar del monstruo", "Escape"),
    ("ataco", "Attack"),
    ("lucho", "Fight"),
    ("pelear", "Fight"),
    ("combatir", "Fight"),
    ("atacar al monstruo", "Attack"),
    ("luchar contra el esqueleto", "Fight skeleton"),
    // G4: yes, accept, decline.
    ("vale", "Yes"),
    ("claro", "Yes"),
    ("abrir", "Yes"),
    ("sí, abrirla", "Yes"),
    ("acepto", "Accept"),
    ("rechazo", "Decline"),
    ("paso", "Pass"),
    // G5: bridge, web, cave-in, treasure.
    ("cruzo", "Cross"),
    ("cruzo el puente", "Cross"),
    ("me retiro", "Retreat"),
    ("retirada", "Retreat"),
    ("volver atrás", "Retreat"),
    ("me quedo", "Stay"),
    ("seguir saqueando", "Stay"),
    ("me quedo aquí", "Stay here"),
    // G6: catacombs.
    ("coger carta", "Draw"),
    ("robar carta", "Draw"),
    ("cojo", "Draw"),
    ("robo", "Draw"),
    ("subo derecha", "Resurface RIGHT"),
    ("salir derecha", "Resurface RIGHT"),
    ("bajo arriba", "Enter UP"),
    ("orientar hacia arriba", "Face UP"),
    ("girar arriba", "Face UP"),
];

#[test]
fn natural_spanish_phrasings_mean_their_english_command() {
    for (es, en) in NATURAL {
        let english = parse(en);
        assert!(english.is_ok(), "{en:?} parses: {english:?}");
        assert_eq!(parse(es), english, "{es:?} should mean {en:?}");
        assert_eq!(parse(&es.to_uppercase()), english, "{es:?} in capitals");
    }
    // Still commands, still what they were: the log, single letters, English.
    assert_eq!(parse("!dq registro"), parse("!dq log"));
    assert_eq!(
        play("s"),
        Action::Move {
            dir: Dir::Down,
            half: None
        }
    );
    assert_eq!(
        play("o"),
        Action::Move {
            dir: Dir::Left,
            half: None
        }
    );
    assert_eq!(play("salir"), Action::Exit);
    assert_eq!(play("Quedarme aquí"), Action::Decline);
    // Not a side, not a command.
    for text in [
        "mover",
        "ir",
        "me voy",
        "voy a casa",
        "buscar oro",
        "huir ya mismo",
    ] {
        assert!(
            matches!(parse(text), Err(ParseError::Unknown { .. })),
            "{text:?}"
        );
    }
}

/// G7: strikes with `:` for `=`, or three strike types in order.
#[test]
fn strikes_with_colons_or_three_types_in_order() {
    for text in [
        "Estandar: cuerpo, Brutal: distancia, Contra: hechizo",
        "E: cuerpo / B: distancia / C: hechizo",
        "cuerpo, distancia, hechizo",
        "cuerpo a cuerpo / a distancia / hechizo",
        "melee, ranged, spell",
    ] {
        assert_eq!(
            parse(text),
            Ok(Command::Play(Action::Strikes(Plan::of(
                Strike::Melee,
                Strike::Ranged,
                Strike::Spell
            )))),
            "{text:?}"
        );
    }
    // A colon round that is wrong gets the round's own error (and its template).
    assert_eq!(
        parse("Estandar: cuerpo, Brutal: distancia"),
        Err(ParseError::Plan(PlanError::Missing(vec!["Counterattack"])))
    );
    // A colon in anything else is no round.
    assert!(matches!(
        parse("ojo: cuidado"),
        Err(ParseError::Unknown { .. })
    ));
    assert!(matches!(
        parse("hola, que tal, todo bien"),
        Err(ParseError::Unknown { .. })
    ));
}

/// G9: `Dar oro` names the Gold card held, whatever its worth: the start shared by every
/// `Oro (N)` becomes the start of their English names, which names no other card.
#[test]
fn a_start_shared_by_one_kind_of_card_names_that_kind() {
    let Action::Drop { name } = play("Dar oro") else {
        panic!("Dar oro is no drop");
    };
    let c = content();
    let named: Vec<&str> = c
        .cards
        .iter()
        .filter(|k| k.name.to_lowercase().starts_with(&name))
        .map(|k| k.name.as_str())
        .collect();
    assert!(named.contains(&"Gold (40)"), "{name:?} names {named:?}");
    assert!(named.iter().all(|n| n.starts_with("Gold (")), "{named:?}");
}

/// B8: a refusal names the command as typed, accents and all (`campaña` is no bell).
#[test]
fn a_refused_command_is_named_with_its_accents() {
    match parse("!dq Campaña") {
        Err(ParseError::BadArgument { command, .. }) => assert_eq!(command, "!dq campaña"),
        other => panic!("{other:?}"),
    }
    match parse("!dq opción") {
        Err(ParseError::BadArgument { command, .. }) => assert_eq!(command, "!dq opción"),
        other => panic!("{other:?}"),
    }
}
