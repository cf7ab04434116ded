//! Unit tests of the texts: placeholders, narration of single events, prompts, quoting.

use super::endings::cause;
use super::*;
use crate::engine::board::Pos;
use crate::engine::content::content;
use crate::engine::content::Attr;
use crate::engine::rng::seed_from_u64;
use crate::engine::state::{Actor, DeathCause, Settings, TestKey};
use crate::engine::{apply, view, Game};

#[test]
fn texts_come_from_fluent_in_the_current_language_restored_even_on_panic() {
    use crate::lang::{current, within, Lang};
    let hugo = || tr("narration-searched", &[("hero", "Hugo".into())]);
    assert_eq!(hugo(), "Hugo searches the chamber.");
    let es = within(Lang::Es, hugo);
    assert!(es.contains("Hugo") && es != hugo(), "{es}");
    assert_eq!(within(Lang::Es, || within(Lang::En, hugo)), hugo());
    let _ = std::panic::catch_unwind(|| within(Lang::Es, || panic!("mid-render")));
    assert_eq!(current(), Lang::En);
    assert_eq!(names::card(0), content().card(0).name);
}

#[test]
#[should_panic(expected = "hero")]
fn a_variable_left_out_is_a_bug_caught_in_debug_builds() {
    tr("narration-searched", &[]);
}

/// A started game with these heroes seated in order and these optional rules on.
fn game(heroes: &[&str], options: &[&str]) -> Game {
    let mut g = Game::new(seed_from_u64(7), Settings::default().with_options(options));
    for (i, h) in heroes.iter().enumerate() {
        let a = Action::Join {
            user: format!("u{i}"),
            name: format!("p{i}"),
            hero: content().find_hero(h),
        };
        apply(&g, None, a).unwrap().iter().for_each(|e| g.fold(e));
    }
    let e = apply(&g, Actor::Organiser, Action::Start).unwrap();
    e.iter().for_each(|e| g.fold(e));
    g
}

fn said(g: &Game, events: &[Event]) -> String {
    let mut after = g.clone();
    events.iter().for_each(|e| after.fold(e));
    narrate(&view(g, None), &view(&after, None), events)
}

#[test]
fn a_heroine_is_she_when_knocked_out() {
    let g = game(&["challara", "hugo"], &["death_can_wait"]);
    let t = said(&g, &[Event::KnockedOut { seat: 0 }]);
    assert!(t.contains("she comes round"), "{t}");
    let t = said(&g, &[Event::KnockedOut { seat: 1 }]);
    assert!(t.contains("he comes round"), "{t}");
    let t = said(&g, &[Event::LootOwed { seat: 0, cards: 2 }]);
    assert!(t.contains("2 Loot cards of her choice"), "{t}");
}

#[test]
fn slain_by_an_abomination() {
    let m = content().monster_by_id("abomination").unwrap();
    assert_eq!(cause(DeathCause::Monster(m)), "slain by an Abomination");
    let s = content().monster_by_id("skeleton").unwrap();
    assert_eq!(cause(DeathCause::Monster(s)), "slain by a Skeleton");
}

#[test]
fn leaving_under_cloak_and_dagger_counts_the_face_down_cards() {
    let mut g = game(&["hugo", "lindel"], &["cloak_and_dagger"]);
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    g.hero_mut(0).loot = vec![gold];
    let t = said(&g, &[Event::Exited { seat: 0 }]);
    assert!(t.contains("with 1 Loot card, face down"), "{t}");
    assert!(!t.contains("worth"), "{t}");
}

#[test]
fn the_chamber_is_turned_by_whoever_came_up() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.current = 1;
    g.awaiting = Some(Awaiting::Orient { seat: 1 });
    let pos = Pos::new(4, 4);
    // His answer ends his turn: the next seat is to act when it is told.
    let t = said(
        &g,
        &[
            Event::ChamberTurned {
                pos,
                entry: Dir::Up,
            },
            Event::TurnEnded { seat: 1 },
            Event::TurnStarted { seat: 0 },
        ],
    );
    assert!(t.contains("Lindel turns the new chamber"), "{t}");
}

#[test]
fn escaping_below_ground_goes_back_nowhere() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.hero_mut(0).underground = Some(crate::engine::state::Underground {
        start: Pos::new(3, 3),
        dir: Dir::Right,
        count: 2,
        pile: Vec::new(),
    });
    let t = said(
        &g,
        &[Event::EscapeRolled {
            seat: 0,
            monster: 0,
            chance: 70,
            roll: 10,
            escaped: true,
        }],
    );
    assert!(t.contains("**Escaped**") && !t.contains("back to"), "{t}");
}

#[test]
fn prompts_quote_the_number_the_test_uses() {
    // Cursed: the Bridge prompt says Agility 4 for Hugo's 5.
    let mut g = game(&["hugo"], &[]);
    let curse = content().card_by_id("curse_of_the_wizard").unwrap();
    g.hero_mut(0).kept.push(curse);
    g.awaiting = Some(Awaiting::Bridge { seat: 0 });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("(Agility 4,"), "{p}");
    // Kept Focused Determination tokens count before the Rune of Strength's question.
    let mut g = game(&["hugo"], &["focused_determination"]);
    g.hero_mut(0).runes = vec![content().rune_by_id("strength").unwrap()];
    g.hero_mut(0).determination = Some((TestKey::Pit(Pos::new(0, 0)), 2));
    g.awaiting = Some(Awaiting::Test {
        seat: 0,
        spec: crate::engine::state::TestSpec {
            attr: Attr::Strength,
            key: TestKey::Portcullis(Pos::new(1, 1), Dir::Right),
            roll_modifier: 0,
            after: crate::engine::state::AfterTest::Pit,
        },
    });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("you need 9 or less"), "Strength 7 + 2 kept: {p}");
}

#[test]
fn clip_strips_mentions_and_controls() {
    assert_eq!(clip("@everyone\u{7}hi", 40), "everyonehi");
    assert_eq!(clip("abcdef", 3), "abc…");
    // Direction overrides and zero-width characters never come back.
    assert_eq!(clip("\u{202E}PU evoM", 40), "PU evoM");
    assert_eq!(
        clip("Mo\u{200D}ve\u{200B} U\u{2066}P\u{FEFF}", 40),
        "Move UP"
    );
    assert_eq!(clean(" al\u{202E}ice\u{200D} "), "alice");
}

#[test]
fn what_a_command_expects_is_said_in_the_readers_language() {
    use crate::lang::{within, Lang};
    let e = crate::command::parse("!dq tower XX").unwrap_err();
    let en = parse_error(&e);
    assert!(en.contains("one of NW, NE, SE, SW"), "{en}");
    let es = within(Lang::Es, || parse_error(&e));
    let expected = crate::lang::text(Lang::Es, "expected-tower", &[]);
    assert!(es.contains(&expected) && !es.contains("one of"), "{es}");
}

/// A card named by its worth (`Gold (30)`) is listed once with it, not `Gold (30) (30)`;
/// another card gets its worth after its name.
#[test]
fn a_card_named_by_its_worth_is_not_given_it_twice() {
    let mut g = game(&["hugo"], &[]);
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    let ring = content().card_by_id("gold_ring").unwrap();
    g.seats[0].hero.loot = vec![gold, ring];
    let s = crate::lang::within(crate::lang::Lang::En, || status(&view(&g, None), "o"));
    assert!(s.contains("Gold (30), "), "{s}");
    assert!(!s.contains("Gold (30) (30)"), "{s}");
    let worth = content().card(ring).value();
    assert!(s.contains(&format!("({worth})")), "{s}");
}

/// The `!dq` commands a refusal or a prompt suggests are in the reader's language, and read
/// back as the same command as their English twins.
#[test]
fn suggested_dq_commands_speak_the_readers_language_and_read_back() {
    use crate::command::parse;
    for a in [
        Action::Skip,
        Action::Pause,
        Action::Resume,
        Action::RandomStrikes,
        Action::BotMonster,
        Action::ClaimMonster,
        Action::Start,
        Action::Leave,
        Action::Extend { hours: 5 },
        Action::Undo { inputs: 2 },
    ] {
        let en = crate::lang::within(crate::lang::Lang::En, || command_text(&a));
        let es = crate::lang::within(crate::lang::Lang::Es, || command_text(&a));
        assert_ne!(en, es, "{a:?}");
        assert_eq!(parse(&es), parse(&en), "{es} / {en}");
        assert!(parse(&en).is_ok(), "{en}");
    }
}

/// Spanish texts, as a Spanish reader found them (the Spanish review, turn 3).
mod spanish {
    use super::*;
    use crate::lang::{within, Lang};

    fn es<T>(f: impl FnOnce() -> T) -> T {
        within(Lang::Es, f)
    }

    /// A1: a wrong round names its strikes in the reader's language.
    #[test]
    fn a_wrong_round_names_the_strikes_in_spanish() {
        let missing = crate::command::parse("E=hechizo").unwrap_err();
        let t = es(|| parse_error(&missing));
        assert!(
            t.contains("Faltan golpes: Ataque Brutal, Contraataque."),
            "{t}"
        );
        let twice = crate::command::parse("E=hechizo E=cuerpo B=dist C=cac").unwrap_err();
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
        let mut s = crate::audit::DiceStats {
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
                    crate::command::setting_value(&shown),
                    word,
                    "{key}: {shown}"
                );
                assert_eq!(setting_word(word), word);
            }
        }
        assert_eq!(crate::command::setting_value("sí"), "on");
        assert_eq!(
            crate::command::setting_value("PILOTO_AUTOMÁTICO"),
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
        for o in crate::engine::OPTIONS {
            let name = es(|| option_name(o));
            assert_eq!(
                crate::command::option_named_in_spanish(&name),
                Some(o),
                "{name}"
            );
            let lower = crate::lang::fold_accents(&name.to_lowercase()).replace(' ', "_");
            assert_eq!(
                crate::command::option_named_in_spanish(&lower),
                Some(o),
                "{lower}"
            );
        }
        assert_eq!(crate::command::option_named_in_spanish("muerte"), None);
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
            ("hero_deals", "1"),
        ]
        .into_iter()
        .map(|(k, v)| (k, v.to_string()))
        .collect()
    }

    /// The texts the Spanish reader asked to change (B, C, D findings), each as it now reads
    /// and without what it said before.
    #[test]
    fn spanish_texts_as_the_reader_asked() {
        let rows: &[(&str, &str, &str, &str)] = &[
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
                "deadline-back-dm",
                "De vuelta en la partida 1.",
                "Mientras",
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
        ];
        let args = args();
        for (finding, id, now, before) in rows {
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
            assert!(crate::command::parse(cmd).is_ok(), "{cmd}");
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
                why: crate::engine::event::RollFor::Potion,
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
        let e = crate::command::parse("!dq saltar 2").unwrap_err();
        let t = es(|| parse_error(&e));
        assert_eq!(t, "`!dq saltar` no lleva nada detrás (sobra `2`).");
        let t = parse_error(&crate::command::parse("!dq skip 2").unwrap_err());
        assert_eq!(t, "`!dq skip` takes nothing after it (`2` is too much).");
    }

    /// A11: the default campaign is named in Spanish.
    #[test]
    fn the_default_campaign_in_spanish() {
        let t = es(|| leaderboard("main", &[]));
        assert!(t.contains("**principal**") && !t.contains("main"), "{t}");
        assert!(leaderboard("main", &[]).contains("**main**"));
        assert!(es(|| leaderboard("liga", &[])).contains("**liga**"));
    }
}
