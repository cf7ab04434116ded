//! The commands a player types: the text of each action, the short form of strikes, the
//! list of commands a prompt or refusal offers, and what a typo gets back.

use super::{clip, names, tr};
use crate::games::dungeonquest::command::{ParseError, PlanError};
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::state::{Awaiting, Phase};
use crate::games::dungeonquest::engine::{Action, Half, Plan, View};
use crate::lang::{edit_distance, slip_of};
use crate::manage::{mistake, Mistake};

/// A `!dq` command in the current language (`!dq skip`, `!dq saltar`): both are read always.
fn dq(key: &str) -> String {
    tr(&format!("cmd-dq-{key}"), &[])
}

/// The text `seat` types for an action, among these seats as they stood before it: below
/// ground, staying is drawing a Catacomb card, said as the prompt offers it (`Draw`).
pub fn command_text_for(
    seats: &[crate::games::dungeonquest::engine::state::Seat],
    seat: usize,
    a: &Action,
) -> String {
    match a {
        Action::Stay if seats.get(seat).is_some_and(|s| s.hero.is_underground()) => {
            tr("cmd-draw", &[])
        }
        a => command_text(a),
    }
}

/// `command_text_for`, said as the question the game was asking offered it: the Fallen Elf
/// is given a card (`Give NAME`), as its prompt says, not dropped.
pub fn command_text_asked(
    seats: &[crate::games::dungeonquest::engine::state::Seat],
    asked: Option<&Awaiting>,
    seat: usize,
    a: &Action,
) -> String {
    match a {
        Action::Drop { name } if matches!(asked, Some(Awaiting::FallenElf { .. })) => {
            tr("cmd-give", &[("name", card_named(name))])
        }
        a => command_text_for(seats, seat, a),
    }
}

/// The text a player types for an action.
pub fn command_text(a: &Action) -> String {
    match a {
        Action::Join { .. } => dq("join"),
        Action::Leave => dq("leave"),
        Action::Tower(c) => tr("cmd-tower", &[("corner", names::corner(*c))]),
        Action::Start => dq("start"),
        Action::Move { dir, half: None } => tr("cmd-move", &[("dir", names::dir(*dir))]),
        Action::Move {
            dir,
            half: Some(Half::Upper),
        } => half(*dir, "half-upper"),
        Action::Move {
            dir,
            half: Some(Half::Lower),
        } => half(*dir, "half-lower"),
        Action::Search => tr("cmd-search", &[]),
        Action::Stay => tr("cmd-stay", &[]),
        Action::Exit => tr("cmd-exit", &[]),
        Action::Cross { rope: false } => tr("cmd-cross", &[]),
        Action::Cross { rope: true } => tr("cmd-cross-rope", &[]),
        Action::Retreat => tr("cmd-retreat", &[]),
        Action::Yes => tr("cmd-yes", &[]),
        Action::No => tr("cmd-no", &[]),
        Action::Roll => tr("cmd-roll", &[]),
        Action::Pray => tr("cmd-pray", &[]),
        Action::Reroll => tr("cmd-reroll", &[]),
        Action::Keep => tr("cmd-keep", &[]),
        Action::Decline => tr("cmd-decline", &[]),
        Action::End(d) => tr("cmd-end", &[("dir", names::dir(*d))]),
        Action::Drink => tr("cmd-drink", &[]),
        Action::DiscardImp => tr("cmd-discard-imp", &[]),
        Action::Escape => tr("cmd-escape", &[]),
        Action::Attack => tr("cmd-attack", &[]),
        Action::Strikes(p) => strikes_text(p),
        Action::ForAbsent { action, .. } => command_text(action),
        Action::TakeMonster => tr("cmd-accept", &[]),
        Action::DeclineMonster => tr("cmd-decline", &[]),
        Action::ClaimMonster => dq("monster"),
        Action::BotMonster => dq("monster-bot"),
        Action::OfferLapsed => dq("monster"),
        Action::RandomStrikes => dq("random"),
        Action::Reorder(_) => dq("order"),
        Action::Configure(_) => dq("set"),
        Action::Replace { .. } => dq("replace"),
        Action::Remove { .. } => dq("remove"),
        Action::Skip => dq("skip"),
        Action::Pause => dq("pause"),
        Action::Resume => dq("resume"),
        Action::Stop { .. } => dq("end"),
        Action::Extend { hours } => format!("{} {hours}", dq("extend")),
        Action::Undo { inputs } => format!("{} {inputs}", dq("undo")),
        Action::Drop { name } => tr("cmd-drop", &[("name", card_named(name))]),
        Action::Descend(d) => tr("cmd-enter", &[("dir", names::dir(*d))]),
        Action::Resurface(d) => tr("cmd-resurface", &[("dir", names::dir(*d))]),
        Action::Face(d) => tr("cmd-face", &[("dir", names::dir(*d))]),
        Action::MoveMonster { from, dir, monster } => match monster {
            Some(m) => tr(
                "cmd-move-monster-letter",
                &[
                    ("pos", from.label()),
                    ("dir", names::dir(*dir)),
                    ("letter", names::monster_letter(*m)),
                ],
            ),
            None => tr(
                "cmd-move-monster",
                &[("pos", from.label()), ("dir", names::dir(*dir))],
            ),
        },
        Action::AddMonster { at } => tr("cmd-add-monster", &[("pos", at.label())]),
        Action::FaceMonster(m) => tr("cmd-fight", &[("letter", names::monster_letter(*m))]),
        Action::Take { name } => tr("cmd-take", &[("name", card_named(name))]),
        Action::UseRune { rune, dir } => {
            let name = names::rune(*rune);
            match dir {
                Some(d) => tr(
                    "cmd-use-rune-dir",
                    &[("rune", name), ("dir", names::dir(*d))],
                ),
                None => tr("cmd-use-rune", &[("rune", name)]),
            }
        }
    }
}

/// A card named in an action (the engine names Loot by its English name), in the current
/// language; a name that is no card's is shown as it is.
fn card_named(name: &str) -> String {
    content()
        .cards
        .iter()
        .position(|c| c.name.eq_ignore_ascii_case(name))
        .map_or_else(|| name.to_string(), |i| names::card(i as u16))
}

/// "Move LEFT upper": a move into one half of the Treasure Chamber.
fn half(dir: crate::games::dungeonquest::engine::board::Dir, half: &str) -> String {
    tr(
        "cmd-move-half",
        &[("dir", names::dir(dir)), ("half", tr(half, &[]))],
    )
}

/// Strikes as a player types them in short form.
pub fn strikes_text(p: &Plan) -> String {
    let strikes = [
        ("standard", names::strike(p.standard).to_lowercase()),
        ("brutal", names::strike(p.brutal).to_lowercase()),
        ("counter", names::strike(p.counter).to_lowercase()),
    ];
    let used: Vec<String> = [
        (p.spark, "used-spark"),
        (p.fury, "used-fury"),
        (p.warding, "used-warding"),
        (p.flee, "used-flee"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, id)| tr(id, &[]))
    .collect();
    // The strikes in lower case, as the forum typed them; the cards as named.
    let short = tr("strikes-short", &strikes);
    if used.is_empty() {
        return short.to_lowercase();
    }
    let mut args = strikes.to_vec();
    args.push(("cards", used.join(",")));
    let full = tr("strikes-short-cards", &args);
    match full.strip_prefix(short.as_str()) {
        Some(cards) => format!("{}{cards}", short.to_lowercase()),
        None => full,
    }
}

/// The commands a seat may type now, for prompts and refusals (empty if there are none).
/// Strikes and the monster's part are answered by DM, so they are listed separately.
pub fn options(v: &View) -> String {
    let fallen_elf = matches!(v.awaiting, Some(Awaiting::FallenElf { .. }));
    let underground = v
        .to_act
        .is_some_and(|s| v.seats[s].hero.is_underground() && v.awaiting.is_none());
    let cmds: Vec<String> = v
        .legal
        .iter()
        .filter(|a| {
            !matches!(
                a,
                Action::Leave
                    | Action::Start
                    | Action::Join { .. }
                    | Action::Strikes(_)
                    | Action::OfferLapsed
            )
        })
        // At a way up, `No` says "press on"; `Stay` would only repeat it.
        .filter(|a| !(**a == Action::Stay && matches!(v.awaiting, Some(Awaiting::Exit { .. }))))
        // The Rune of Daylight turns back a sun that has not yet risen: no use at 0.
        .filter(|a| {
            !(v.sun == 0
                && matches!(a, Action::UseRune { rune, .. }
                    if content().rune_by_id("daylight") == Some(*rune)))
        })
        // Where `Keep` is an answer, `No` would only repeat it.
        .filter(|a| !(**a == Action::No && v.legal.contains(&Action::Keep)))
        .filter(|a| !matches!(a, Action::Tower(_)) || v.phase == Phase::Playing)
        // Cloak and Dagger: the channel must not learn what anyone carries.
        .filter(|a| {
            !v.settings.cloak_and_dagger
                || !matches!(
                    a,
                    Action::Cross { rope: true } | Action::Drink | Action::DiscardImp
                )
        })
        .map(|a| match (a, underground) {
            (Action::Stay, true) => format!("`{}`", tr("cmd-draw", &[])),
            // The Fallen Elf is given a card, as its prompt says (`Give NAME`).
            (Action::Drop { .. }, _) if fallen_elf && v.settings.cloak_and_dagger => {
                format!("`{}`", tr("cmd-give-any", &[]))
            }
            (Action::Drop { name }, _) if fallen_elf => {
                format!("`{}`", tr("cmd-give", &[("name", card_named(name))]))
            }
            (Action::Drop { .. }, _) if v.settings.cloak_and_dagger => {
                format!("`{}`", tr("cmd-drop-any", &[]))
            }
            (Action::Take { .. }, _) if v.settings.cloak_and_dagger => {
                format!("`{}`", tr("cmd-take-any", &[]))
            }
            // One entry per rune that names a side.
            (Action::UseRune { rune, dir: Some(_) }, _) => {
                format!(
                    "`{}`",
                    tr("cmd-use-rune-side", &[("rune", names::rune(*rune))])
                )
            }
            // A servant passes, as its prompt says.
            (Action::Decline, _) if matches!(v.awaiting, Some(Awaiting::Servant { .. })) => {
                format!("`{}`", tr("cmd-pass", &[]))
            }
            _ => format!("`{}`", command_text(a)),
        })
        .fold(Vec::new(), |mut v: Vec<String>, c| {
            if !v.contains(&c) {
                v.push(c);
            }
            v
        });
    if cmds.is_empty() {
        // Never a `Commands:` label with nothing after it.
        return String::new();
    }
    tr("prompt-options", &[("commands", cmds.join(", "))])
}

/// `text`, and on a line of its own the commands `v` allows, if any.
pub(super) fn with_options(text: String, v: &View) -> String {
    match options(v) {
        o if o.is_empty() => text,
        o => format!("{text}\n{o}"),
    }
}

/// A one-letter side typed where the game asked a question (or with a question mark): it
/// moved nobody. `other`: the answer the letter may have meant (`s`: `Yes`).
pub fn short_side(v: &View, mv: &Action, other: Option<&Action>, question: bool) -> String {
    let mv = command_text(mv);
    let head = match other {
        Some(a) => tr(
            "parse-short-side-or",
            &[("move", mv), ("other", command_text(a))],
        ),
        None => tr("parse-short-side", &[("move", mv)]),
    };
    let why = if question {
        tr("parse-short-side-question", &[])
    } else {
        tr("parse-short-side-asks", &[])
    };
    with_options(format!("{head} {why}"), v)
}

/// The `!dq` commands, `(English, Spanish)`, in the order the hint lists them; a new `!dq`
/// command belongs here too (a test parses each).
pub const DQ_COMMANDS: [(&str, &str); 39] = [
    ("new", "nueva"),
    ("join", "unirse"),
    ("tower", "torre"),
    ("start", "empezar"),
    ("leave", "dejar"),
    ("order", "orden"),
    ("set", "ajustar"),
    ("settings", "ajustes"),
    ("option", "opción"),
    ("options", "opciones"),
    ("campaign", "campaña"),
    ("board", "tablero"),
    ("status", "estado"),
    ("log", "registro"),
    ("dice", "dados"),
    ("export", "exportar"),
    ("record", "crónica"),
    ("leaderboard", "clasificación"),
    ("help", "ayuda"),
    ("monster", "monstruo"),
    ("random", "azar"),
    ("replace", "reemplazar"),
    ("remove", "quitar"),
    ("skip", "saltar"),
    ("pause", "pausa"),
    ("resume", "reanudar"),
    ("end", "terminar"),
    ("extend", "ampliar"),
    ("undo", "deshacer"),
    ("away", "ausente"),
    ("back", "vuelvo"),
    ("notify", "avisos"),
    ("mine", "mías"),
    ("bank", "banco"),
    ("profile", "perfil"),
    ("restore", "readmitir"),
    ("sub", "suplente"),
    ("require", "exigir"),
    ("language", "idioma"),
];

/// The command among those `v` allows that `typed` is a slip of (`Serch`: `Search`, `Mvoe
/// UP`: `Move UP`) or starts with (`Move UP please`), in the current language.
fn near_command(typed: &str, v: &View) -> Option<String> {
    let fold = |s: &str| crate::lang::fold_accents(&s.to_lowercase());
    let typed = fold(typed);
    let mut best: Option<(usize, String)> = None;
    for a in &v.legal {
        if matches!(
            a,
            Action::Strikes(_) | Action::Leave | Action::Join { .. } | Action::Start
        ) {
            continue;
        }
        let shown = command_text(a);
        let english = crate::lang::within(crate::lang::Lang::En, || command_text(a));
        for c in [fold(&shown), fold(&english)] {
            let d = if typed.starts_with(&format!("{c} ")) {
                0
            } else if slip_of(&typed, &c) {
                edit_distance(&typed, &c)
            } else {
                continue;
            };
            if best.as_ref().is_none_or(|(b, _)| d < *b) {
                best = Some((d, shown.clone()));
            }
        }
    }
    best.map(|(_, c)| c)
}

/// What a text that is no command gets. For text meant as a game's command (`Serch`, `hello`
/// by DM) and a sender at a game (`v`, his view of it), it says what he can do now: the
/// command he may have meant, a fight's strikes by DM, the commands valid now, or whom the
/// game waits on. `in_dm`: the text came by direct message.
pub fn not_understood(e: &ParseError, v: Option<&View>, in_dm: bool) -> String {
    let ParseError::Unknown { text } = e else {
        return parse_error(e);
    };
    let head = tr("parse-unknown", &[("text", clip(text, 40))]);
    let Some(v) = v.filter(|v| v.phase == Phase::Playing) else {
        return format!("{head} {}", tr("parse-unknown-help", &[]));
    };
    let near = near_command(text, v)
        .map(|c| format!(" {}", tr("parse-did-you-mean", &[("command", c)])))
        .unwrap_or_default();
    let now = if super::in_round_for(v) {
        super::strikes_by_dm(in_dm)
    } else {
        match options(v) {
            o if !o.is_empty() => o,
            _ if !v.awaited.is_empty() => tr(
                "parse-unknown-waiting",
                &[(
                    "names",
                    super::turn::awaited_names(v, v.to_act.unwrap_or(v.current)),
                )],
            ),
            _ => tr("parse-unknown-help", &[]),
        }
    };
    format!("{head}{near}\n{now}")
}

pub fn parse_error(e: &ParseError) -> String {
    match e {
        ParseError::Empty => tr("parse-empty", &[]),
        ParseError::TooLong { len } => tr("parse-too-long", &[("len", len.to_string())]),
        // A `!dq` command's mistakes are the table's, answered from DungeonQuest's commands.
        ParseError::NoManageCommand => mistake(&Mistake::NoCommand, &DQ_COMMANDS),
        ParseError::UnknownManage { word } => {
            mistake(&Mistake::Unknown { word: word.clone() }, &DQ_COMMANDS)
        }
        ParseError::BadArgument {
            command,
            got,
            expected,
        } => mistake(
            &Mistake::BadArgument {
                command: command.clone(),
                got: got.clone(),
                expected,
            },
            &DQ_COMMANDS,
        ),
        ParseError::Unknown { text } => tr("parse-unknown", &[("text", clip(text, 40))]),
        ParseError::Plan(e) => {
            // A field in the reader's language (`Ataque Brutal`), not the forum's English.
            let field = |name: &str| {
                crate::games::dungeonquest::command::field_fluent_id(name)
                    .map_or_else(|| name.to_string(), |id| tr(id, &[]))
            };
            let head = match e {
                PlanError::Missing(m) => {
                    let m: Vec<String> = m.iter().map(|n| field(n)).collect();
                    tr("parse-plan-missing", &[("missing", m.join(", "))])
                }
                PlanError::BadStrike(w) => tr("parse-plan-bad-strike", &[("got", clip(w, 20))]),
                PlanError::BadCard(w) => tr("parse-plan-bad-card", &[("got", clip(w, 20))]),
                PlanError::UnknownField(w) => {
                    tr("parse-plan-unknown-field", &[("got", clip(w, 20))])
                }
                PlanError::Repeated(name) => tr("parse-plan-repeated", &[("field", field(name))]),
            };
            format!("{head}\n{}", tr("combat-template", &[]))
        }
    }
}
