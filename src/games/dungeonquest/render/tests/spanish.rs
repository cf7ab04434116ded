//! Spanish texts, as the Spanish reader of the third review found them (findings A1-G9):
//! each test names the findings it covers.

use super::*;
use crate::lang::{within, Lang};

fn es<T>(f: impl FnOnce() -> T) -> T {
    within(Lang::Es, f)
}

/// A1: a wrong round names its strikes in the reader's language.
#[test]
fn a_wrong_round_names_the_strikes_in_spanish() {
    let missing = crate::games::dungeonquest::command::parse("E=hechizo").unwrap_err();
    let t = es(|| parse_error(&missing));
    assert!(
        t.contains("Faltan golpes: Ataque Brutal, Contraataque."),
        "{t}"
    );
    let twice =
        crate::games::dungeonquest::command::parse("E=hechizo E=cuerpo B=dist C=cac").unwrap_err();
    let t = es(|| parse_error(&twice));
    assert!(t.contains("`Ataque Estándar` aparece dos veces"), "{t}");
    let t = parse_error(&twice);
    assert!(t.contains("`Standard Attack` is there twice"), "{t}");
}

/// A2: holding no rune is said in Spanish.
#[test]
fn no_runes_is_said_in_spanish() {
    let mut g = game(&["hugo"], &[]);
    g.hero_mut(0).runes.clear();
    let daylight = content().rune_by_id("daylight").unwrap();
    let t = es(|| {
        refusal(
            &view(&g, Some(0)),
            &Rejection::NoRune { rune: daylight },
            "o",
        )
    });
    assert!(t.contains("Tus runas: ninguna."), "{t}");
    assert!(!t.contains("none"), "{t}");
}

/// A4, C17, B5: `!dq dados` names what the dice were for in Spanish, writes decimals with
/// a comma and a space before `%`, and says 1 tirada, 1 logró.
#[test]
fn dice_statistics_in_spanish() {
    let mut s = crate::games::dungeonquest::audit::DiceStats {
        d6: [1, 0, 0, 0, 0, 0],
        escapes: 1,
        escaped: 1,
        escapes_expected: 0.7,
        ..Default::default()
    };
    for k in [
        "damage",
        "dragon-fire",
        "darkness",
        "opening-strikes",
        "knock-outs",
    ] {
        s.by_purpose.insert(k.into(), 1);
    }
    let t = es(|| dice(&s));
    for want in [
        "(1 tirada)",
        "1: 1 (100,0 %)",
        "2: 0 (0,0 %)",
        "1 de 1 logró huir",
        "preveían 0,7",
        "daño 1",
        "fuego del dragón 1",
        "salida de la oscuridad 1",
        "golpes por sorpresa 1",
    ] {
        assert!(t.contains(want), "{want:?} in {t}");
    }
    for english in ["damage", "darkness", "dragon", "0.7", "0%"] {
        assert!(!t.contains(english), "{english:?} in {t}");
    }
    let t = dice(&s);
    assert!(
        t.contains("damage 1") && t.contains("0.7") && t.contains("(100.0%)"),
        "{t}"
    );
}

/// A6: `!dq ajustes` shows the settings' words in Spanish, and every word shown reads
/// back as the setting's own word.
#[test]
fn settings_words_in_spanish_and_read_back() {
    let t = es(|| settings(&Settings::default()));
    for want in [
        "\"imagen+compacto\"",
        "\"fijado\"",
        "\"recordar\"",
        "\"mayor\"",
    ] {
        assert!(t.contains(want), "{want} in {t}");
    }
    for english in [
        "picture",
        "pinned",
        "\"remind\"",
        "greater",
        "false",
        "true",
    ] {
        assert!(!t.contains(english), "{english} in {t}");
    }
    let t = settings(&Settings::default());
    assert!(
        t.contains("\"picture+compact\"") && t.contains("false"),
        "{t}"
    );
    for key in ["board_style", "board_post", "on_deadline", "death_at"] {
        for word in Settings::choices(key).unwrap() {
            let shown = es(|| setting_word(word));
            assert_eq!(
                crate::games::dungeonquest::command::setting_value(&shown),
                word,
                "{key}: {shown}"
            );
            assert_eq!(setting_word(word), word);
        }
    }
    assert_eq!(
        crate::games::dungeonquest::command::setting_value("sí"),
        "on"
    );
    assert_eq!(
        crate::games::dungeonquest::command::setting_value("PILOTO_AUTOMÁTICO"),
        "autopilot"
    );
}

/// A7: `!dq opciones` names each optional rule as the Spanish rulebook does, and
/// `!dq opcion` takes that name too.
#[test]
fn optional_rules_by_their_spanish_names() {
    let t = es(|| options_list(&Settings::default()));
    for want in [
        "**La muerte puede esperar** (`death_can_wait`)",
        "**Yendo solo** (`going_it_alone`)",
        "**Poder de la Torre** (`tower_power`)",
        "**No hay gloria sin valor** (`no_guts_no_glory`)",
    ] {
        assert!(t.contains(want), "{want} in {t}");
    }
    for o in crate::games::dungeonquest::engine::OPTIONS {
        let name = es(|| option_name(o));
        assert_eq!(
            crate::games::dungeonquest::command::option_named_in_spanish(&name),
            Some(o),
            "{name}"
        );
        let lower = crate::lang::fold_accents(&name.to_lowercase()).replace(' ', "_");
        assert_eq!(
            crate::games::dungeonquest::command::option_named_in_spanish(&lower),
            Some(o),
            "{lower}"
        );
    }
    assert_eq!(
        crate::games::dungeonquest::command::option_named_in_spanish("muerte"),
        None
    );
}

/// Every variable a message below may need, with a value (Fluent ignores the rest).
fn args() -> Vec<(&'static str, String)> {
    [
        ("hero", "Krutzbeck"),
        ("mention", "@ana"),
        ("name", "berto"),
        ("dir", "ARRIBA"),
        ("shift", "IZQUIERDA"),
        ("roll", "3"),
        ("pos", "A1"),
        ("from", "B2"),
        ("cards", "1"),
        ("travelled", "2"),
        ("loot", "1"),
        ("agility", "9"),
        ("amount", "6"),
        ("wounds", "6"),
        ("life", "20"),
        ("total", "7"),
        ("dice", "3+4"),
        ("count", "1"),
        ("game", "1"),
        ("chance", "90"),
        ("rune", "Luz del día"),
        ("runes", "ninguna"),
        ("round", "1"),
        ("plan", "E cac"),
        ("hours", "1"),
        ("events", "1"),
        ("file", "f"),
        ("note", ""),
        ("organiser", "@org"),
        ("gender", "male"),
        ("monster_gender", "male"),
        ("monster", "Demonio"),
        ("monster_wounds", "2"),
        ("a_monster", "un Demonio"),
        ("A_monster", "Un Demonio"),
        ("a", "ARRIBA"),
        ("b", "ABAJO"),
        ("value", "900"),
        ("card", "Poción"),
        ("rage", "10"),
        ("escaped", "1"),
        ("expected", "0,7"),
        ("sleeping", "1"),
        ("passed", "1"),
        ("failed", "0"),
        ("faces", "1: 1"),
        ("face", "1"),
        ("pct", "1"),
        ("hero_plan", "E cac"),
        ("monster_plan", "E cac"),
        ("attr", "Suerte"),
        ("target", "7"),
        ("hash", "ab"),
        ("commitment", "cd"),
        ("hero_deals", "1"),
        ("when", "dentro de 6 h"),
        ("then", "el bot responde por ti"),
        ("names", "ana y berto"),
        ("dragon", "90"),
        ("sun", "3"),
        ("limit", "25"),
        ("turn", "4"),
        ("tiles", "100"),
        ("damage", "2"),
    ]
    .into_iter()
    .map(|(k, v)| (k, v.to_string()))
    .collect()
}

/// (finding, id, now says, no longer says)
const ASKED: &[(&str, &str, &str, &str)] = &[
    // (finding, id, now says, no longer says)
    (
        "A8",
        "help-combat",
        "`/dq reenviar` y `/jugar golpes`",
        "/dq resend",
    ),
    ("A8", "discord-dm-closed", "`/dq reenviar`", "resend"),
    (
        "A8",
        "discord-no-message-content",
        "(`/dq`, `/jugar`, `/org`)",
        "/act",
    ),
    (
        "B7",
        "discord-no-message-content",
        "se puede jugar",
        "jugad",
    ),
    ("B7", "manage-exists", "Termínala", "Terminadla"),
    (
        "B1",
        "prompt-orient",
        "quieres que mire su entrada",
        "miras",
    ),
    (
        "B2",
        "narration-resurfaced",
        "se desvía a la IZQUIERDA",
        "hacia IZQUIERDA",
    ),
    (
        "B3",
        "prompt-bridge",
        "por cada carta de Botín: llevas 1;",
        "tus 1 cartas",
    ),
    ("B4", "manage-undo-chance", "Incluye dados", "Incluyen"),
    (
        "B4",
        "manage-undo-confirm",
        "deshacerla, o sigue jugando para conservarla.",
        "deshacerlas",
    ),
    ("B5", "narration-extended", "1 hora más", "1 horas"),
    ("B5", "manage-exported", "(1 evento)", "eventos"),
    (
        "B6",
        "combat-sealed",
        "Puedes cambiar tus golpes",
        "cambiarlo",
    ),
    (
        "B9",
        "help-options",
        "muestra los ajustes de la partida",
        "muestra los de",
    ),
    (
        "C1",
        "combat-hero-round",
        "contra el Demonio (lleva 2 heridas)",
        "encajada",
    ),
    (
        "C2",
        "deadline-taken-over",
        "el bot juega en su lugar",
        "por esa plaza",
    ),
    (
        "C3",
        "narration-healed",
        "se cura 6 heridas (6/20)",
        "se cura 6 (",
    ),
    (
        "C4",
        "prompt-rage-reroll",
        "te causa 7 heridas (3+4)",
        "hace 7",
    ),
    (
        "C5",
        "narration-landed",
        "aparece en el lado ARRIBA de la sala",
        "sale por",
    ),
    (
        "C6",
        "refusal-monster-here",
        "No se puede buscar en una sala con una ficha de monstruo",
        "a su lado",
    ),
    (
        "C7",
        "narration-note-shield",
        "el Escudo detiene una",
        "para una",
    ),
    ("C8", "rune-calm-text", "será «Durmiendo»", "lo deja"),
    (
        "C8",
        "narration-dragon-reset",
        "de que Kalladra siga dormido",
        "dejarlo",
    ),
    ("C9", "cmd-enter", "Entrar ARRIBA", "Bajar"),
    ("C9", "cmd-resurface", "Emerger ARRIBA", "Subir"),
    (
        "C11",
        "manage-welcome",
        "Ya tienes plaza en la partida",
        "Tienes sitio",
    ),
    (
        "C14",
        "deadline-back-dm-nothing",
        "De vuelta en la partida 1. No ha pasado nada",
        "Mientras no estabas:",
    ),
    ("D1", "picture-treasure", "Sala del Tesoro", "Cámara"),
    ("D1", "picture-alt-treasure", "Sala del Tesoro", "Cámara"),
    (
        "D2",
        "treasure-ebon-ring-text",
        "Parte del tesoro del Señor Dragón: vale 80 de oro.",
        "botín",
    ),
    (
        "D2",
        "treasure-artifact-eater-text",
        "tesoro del dragón",
        "botín del",
    ),
    (
        "D2",
        "refusal-no-treasure",
        "una carta de Tesoro (de la Sala del Tesoro)",
        "botín",
    ),
    ("D3", "monster-fallen-druid", "Druida caído", "abismo"),
    (
        "D3",
        "card-fallen-elf-text",
        "Druida caído",
        "Druida del abismo",
    ),
    (
        "D3",
        "prompt-fallen-elf",
        "Druida caído",
        "Druida del abismo",
    ),
    (
        "D5",
        "prompt-lose-loot",
        "has quedado inconsciente",
        "fuera de combate",
    ),
    (
        "D6",
        "help-options",
        "(Poder de la Torre)",
        "Poder de la torre",
    ),
    (
        "D6",
        "chamber-catacomb-entrance",
        "Entrada a las catacumbas",
        "Catacumbas",
    ),
    (
        "D6",
        "refusal-no-entrance",
        "Entrada a las catacumbas",
        "Entrada a las Catacumbas",
    ),
    (
        "A9",
        "slash-dq-leaderboard-description",
        "oro sacado",
        "electrum",
    ),
    (
        "A10",
        "slash-org-undo-confirm-description",
        "Actívalo (True) para deshacer",
        "llevar a cabo",
    ),
    (
        "C15",
        "narration-moved-special",
        "Krutzbeck pasa a A1.",
        "se cuela",
    ),
    ("C18", "narration-chest-opened", "(3+4) × 100", "x 100"),
    (
        "C19",
        "narration-round",
        "Krutzbeck: E cac — Demonio: E cac",
        "cac · ",
    ),
    (
        "C20",
        "slash-dq-tower-corner-description",
        "en cuya Sala de la Torre empiezas",
        "salida",
    ),
    ("C21", "prompt-test", "¿Tiras o rezas", "¿Tiras,"),
    ("C21", "prompt-warning", "la trampa **Poción**", "la carta"),
    ("C21", "fair-hash", "Dados justos", "limpios"),
    (
        "C21",
        "legend-rotating-room",
        "sala rotatoria",
        "Sala rotatoria",
    ),
    (
        "C22",
        "picture-underground",
        "en las catacumbas bajo A1, rumbo ARRIBA",
        "hacia",
    ),
    (
        "F4",
        "refusal-not-in-treasure",
        "solo en las catacumbas se coge carta",
        "Tesoro puedes quedarte y",
    ),
    (
        "F5",
        "refusal-not-in-game-started",
        "No estás en esta partida.",
        "unirse",
    ),
    (
        "A6",
        "help-organiser",
        "on_deadline recordar|saltar|piloto_automático",
        "remind",
    ),
    // C17 beyond `!dq dados`: a space before `%` wherever odds are written.
    ("C17", "board-header", "🐉 90 % de que siga dormido", "90%"),
    ("C17", "status-header", "🐉 90 % de que siga dormido", "90%"),
    ("C17", "prompt-monster", "(90 %;", "90%"),
    ("C17", "narration-escape-failed", "contra 90 %.", "90%"),
    ("C17", "narration-dragon-sleeping", "un 90 % de que", "90%"),
    (
        "C17",
        "prompt-dragon-odds",
        "90 % de que siga dormido",
        "90%",
    ),
    ("C17", "picture-odds", "90 %", "90%"),
    // Read again by a native reader after the fixes (audit of issue 23).
    (
        "native",
        "deadline-prompt",
        "⏰ El plazo vence dentro de 6 h: después,",
        "Plazo dentro",
    ),
    (
        "native",
        "deadline-offer-open",
        "Si no responde dentro de 6 h, cualquiera podrá",
        "Sin respuesta",
    ),
    (
        "native",
        "deadline-offer-bot",
        "Si nadie reclama el papel dentro de 6 h",
        "lo reclama",
    ),
    (
        "native",
        "narration-offer-declined",
        "pasa de largo (**Poción**) y no roba ninguna carta",
        "deja en paz",
    ),
    (
        "native",
        "parse-unknown-waiting",
        "Ahora no te toca: la partida espera a ana y berto.",
        "nada te espera",
    ),
];

/// The texts the Spanish reader asked to change (B, C, D findings), each as it now reads
/// and without what it said before.
#[test]
fn spanish_texts_as_the_reader_asked() {
    let args = args();
    for (finding, id, now, before) in ASKED {
        let t = crate::lang::text(Lang::Es, id, &args);
        assert!(t.contains(now), "{finding} {id}: {now:?} in {t}");
        assert!(
            !t.contains(before),
            "{finding} {id}: {before:?} still in {t}"
        );
    }
}

/// F1, F2, F3: the `Órdenes:` line offers commands as the prompt names them, one each,
/// every one of them typed back as a command.
#[test]
fn the_commands_offered_are_the_prompts_and_read_back() {
    let offered = |g: &Game| es(|| super::super::commands::options(&view(g, Some(0))));
    let mut g = game(&["hugo"], &[]);
    g.awaiting = Some(Awaiting::Descend { seat: 0 });
    let o = offered(&g);
    assert!(
        o.contains("`Entrar ARRIBA`") && o.contains("`Entrar IZQUIERDA`"),
        "{o}"
    );
    assert!(!o.contains('|'), "{o}");
    let mut g = game(&["hugo"], &[]);
    g.seats[0].hero.loot = vec![content().card_by_id("dungeon_gold_40").unwrap()];
    g.awaiting = Some(Awaiting::FallenElf { seat: 0 });
    let o = offered(&g);
    assert!(o.contains("`Dar Oro (40)`") && !o.contains("Soltar"), "{o}");
    let mut g = game(&["hugo", "lindel"], &["servants_of_kalladra"]);
    g.awaiting = Some(Awaiting::Servant { seat: 0 });
    let o = offered(&g);
    assert!(o.contains("`Pasar`") && !o.contains("Rechazar"), "{o}");
    for cmd in o.split('`').skip(1).step_by(2) {
        assert!(
            crate::games::dungeonquest::command::parse(cmd).is_ok(),
            "{cmd}"
        );
    }
}

/// F5: once the game is under way, a stranger is not told to join it; C16: the hourglass
/// marking whom the game waits on stands in front of the line.
#[test]
fn a_stranger_after_the_start_and_the_hourglass_in_front() {
    let g = game(&["hugo", "lindel"], &[]);
    let t = es(|| refusal(&view(&g, None), &Rejection::NotInGame, "o"));
    assert!(
        t.starts_with("No estás en esta partida.") && !t.contains("unirse"),
        "{t}"
    );
    let s = es(|| status(&view(&g, None), "o"));
    assert!(s.lines().any(|l| l.starts_with("⏳ 1. ")), "{s}");
    assert!(!s.lines().any(|l| l.ends_with(" ⏳")), "{s}");
    // Whose turn it is, said beside the player, never after the rune as if it were its.
    assert!(s.contains("(p0, le toca) · "), "{s}");
    assert!(!s.lines().any(|l| l.ends_with("le toca)")), "{s}");
}

/// C10: a potion drunk, a card handed to the Fallen Elf and a card let go are told apart.
#[test]
fn drunk_given_or_let_go() {
    let mut g = game(&["krutzbeck"], &[]);
    let potion = content().card_by_id("dungeon_unstable_potion").unwrap();
    let gold = content().card_by_id("dungeon_gold_40").unwrap();
    g.seats[0].hero.loot = vec![potion, gold];
    let drink = [
        Event::LootDiscarded {
            seat: 0,
            card: potion,
        },
        Event::Rolled {
            seat: 0,
            why: crate::games::dungeonquest::engine::event::RollFor::Potion,
            dice: vec![4],
        },
    ];
    let t = es(|| said(&g, &drink));
    assert!(
        t.contains("Krutzbeck se bebe la **Poción inestable**."),
        "{t}"
    );
    let drop = [Event::LootDiscarded {
        seat: 0,
        card: gold,
    }];
    let t = es(|| said(&g, &drop));
    assert!(t.contains("se deshace de **Oro (40)**"), "{t}");
    g.awaiting = Some(Awaiting::FallenElf { seat: 0 });
    let t = es(|| said(&g, &drop));
    assert!(
        t.contains("le entrega **Oro (40)** al Elfo del abismo."),
        "{t}"
    );
}

/// C12: a command that takes nothing says what is too much.
#[test]
fn a_bare_command_says_what_is_too_much() {
    let e = crate::games::dungeonquest::command::parse("!dq saltar 2").unwrap_err();
    let t = es(|| parse_error(&e));
    assert_eq!(t, "`!dq saltar` no lleva nada detrás (sobra `2`).");
    let t = parse_error(&crate::games::dungeonquest::command::parse("!dq skip 2").unwrap_err());
    assert_eq!(t, "`!dq skip` can't take `2`: it wants nothing after it.");
}

/// G8: the Spanish words for a help topic find the topic its English twin finds; A3: an
/// unknown topic lists the topics in Spanish.
#[test]
fn spanish_help_topics_find_what_their_english_twins_find() {
    let topic = |text: &str| match crate::games::dungeonquest::command::parse(text) {
        Ok(crate::games::dungeonquest::command::Command::Manage(
            crate::games::dungeonquest::command::Manage::Help { topic: Some(t) },
        )) => help_topic(&t),
        other => panic!("{text:?} parsed as {other:?}"),
    };
    for (es, en) in [
        ("!dq ayuda turno", "!dq help turn"),
        ("!dq ayuda monstruo", "!dq help monster"),
        ("!dq ayuda monstruos", "!dq help monsters"),
        ("!dq ayuda pelea", "!dq help fight"),
        ("!dq ayuda catacumba", "!dq help catacomb"),
        ("!dq ayuda comandos", "!dq help commands"),
    ] {
        assert!(!topic(en).contains("no help topic"), "{en}");
        assert_eq!(topic(es), topic(en), "{es:?} should find {en:?}");
    }
    let unknown = crate::lang::within(Lang::Es, || help_topic("tesoro"));
    assert!(
        unknown.contains(
            "`movimientos`, `combate`, `catacumbas`, `runas`, `opciones`, `organizador`, `campañas`, `info`"
        ),
        "{unknown}"
    );
    // And each of them is a topic the parser takes.
    for t in [
        "movimientos",
        "combate",
        "catacumbas",
        "opciones",
        "organizador",
        "campañas",
        "info",
    ] {
        assert!(
            !topic(&format!("!dq ayuda {t}")).contains("no help topic"),
            "{t}"
        );
    }
}

/// D3, D4: the Druida caído by its rulebook name (and its old one), the Esqueleto by its
/// Spanish letter, shown in Spanish commands and read back.
#[test]
fn monsters_by_their_spanish_names_and_letters() {
    assert_eq!(
        crate::lang::text(Lang::Es, "monster-fallen-druid", &[]),
        "Druida caído"
    );
    for es in ["Luchar caído", "Luchar abismo", "Luchar druida"] {
        assert_eq!(
            crate::games::dungeonquest::command::parse(es),
            crate::games::dungeonquest::command::parse("Fight F"),
            "{es}"
        );
    }
    assert_eq!(
        crate::games::dungeonquest::command::parse("Luchar E"),
        crate::games::dungeonquest::command::parse("Fight S")
    );
    assert_eq!(
        crate::games::dungeonquest::command::parse("Mover monstruo B3 ARRIBA E"),
        crate::games::dungeonquest::command::parse("Move monster B3 UP S")
    );
    let c = content();
    let skeleton = c.monsters.iter().position(|m| m.id == "skeleton").unwrap() as u8;
    let druid = c
        .monsters
        .iter()
        .position(|m| m.id == "fallen_druid")
        .unwrap() as u8;
    let es = |a: &Action| crate::lang::within(Lang::Es, || command_text(a));
    assert_eq!(es(&Action::FaceMonster(skeleton)), "Luchar E");
    assert_eq!(
        crate::games::dungeonquest::command::parse("Luchar E"),
        Ok(crate::games::dungeonquest::command::Command::Play(
            Action::FaceMonster(skeleton)
        ))
    );
    // No Spanish initial for the Druida caído (D is the Demonio's): its English letter.
    assert_eq!(es(&Action::FaceMonster(druid)), "Luchar F");
    assert_eq!(command_text(&Action::FaceMonster(skeleton)), "Fight S");
}
