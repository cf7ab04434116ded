//! The commands a player types: the text of each action, the short form of strikes, the
//! list of commands a prompt or refusal offers, and what a typo gets back.

use super::{clip, t};
use crate::command::{ParseError, PlanError};
use crate::engine::content::content;
use crate::engine::state::{Awaiting, Phase};
use crate::engine::{Action, Half, Plan, View};

/// The text a player types for an action.
pub fn command_text(a: &Action) -> String {
    match a {
        Action::Join { .. } => "!dq join".into(),
        Action::Leave => "!dq leave".into(),
        Action::Tower(c) => format!("Tower {}", c.name()),
        Action::Start => "!dq start".into(),
        Action::Move { dir, half: None } => format!("Move {}", dir.word()),
        Action::Move {
            dir,
            half: Some(Half::Upper),
        } => format!("Move {} upper", dir.word()),
        Action::Move {
            dir,
            half: Some(Half::Lower),
        } => format!("Move {} lower", dir.word()),
        Action::Search => "Search".into(),
        Action::Stay => "Stay".into(),
        Action::Exit => "Exit".into(),
        Action::Cross { rope: false } => "Cross".into(),
        Action::Cross { rope: true } => "Cross rope".into(),
        Action::Retreat => "Retreat".into(),
        Action::Yes => "Yes".into(),
        Action::No => "No".into(),
        Action::Roll => "Roll".into(),
        Action::Pray => "Pray".into(),
        Action::Reroll => "Reroll".into(),
        Action::Keep => "Keep".into(),
        Action::Decline => "Decline".into(),
        Action::End(d) => format!("End {}", d.word()),
        Action::Drink => "Drink potion".into(),
        Action::DiscardImp => "Discard imp".into(),
        Action::Escape => "Escape".into(),
        Action::Attack => "Attack".into(),
        Action::Strikes(p) => strikes_text(p),
        Action::ForAbsent { action, .. } => command_text(action),
        Action::TakeMonster => "Accept".into(),
        Action::DeclineMonster => "Decline".into(),
        Action::ClaimMonster => "!dq monster".into(),
        Action::BotMonster => "!dq monster bot".into(),
        Action::OfferLapsed => "!dq monster".into(),
        Action::RandomStrikes => "!dq random".into(),
        Action::Reorder(_) => "!dq order".into(),
        Action::Configure(_) => "!dq set".into(),
        Action::Replace { .. } => "!dq replace".into(),
        Action::Remove { .. } => "!dq remove".into(),
        Action::Skip => "!dq skip".into(),
        Action::Pause => "!dq pause".into(),
        Action::Resume => "!dq resume".into(),
        Action::Stop { .. } => "!dq end".into(),
        Action::Extend { hours } => format!("!dq extend {hours}"),
        Action::Undo { inputs } => format!("!dq undo {inputs}"),
        Action::Drop { name } => format!("Drop {name}"),
        Action::Descend(d) => format!("Enter {}", d.word()),
        Action::Resurface(d) => format!("Resurface {}", d.word()),
        Action::Face(d) => format!("Face {}", d.word()),
        Action::MoveMonster { from, dir, monster } => match monster {
            Some(m) => format!(
                "Move monster {} {} {}",
                from.label(),
                dir.word(),
                content().monster(*m).letter
            ),
            None => format!("Move monster {} {}", from.label(), dir.word()),
        },
        Action::AddMonster { at } => format!("Add monster {}", at.label()),
        Action::FaceMonster(m) => format!("Fight {}", content().monster(*m).letter),
        Action::Take { name } => format!("Take {name}"),
        Action::UseRune { rune, dir } => {
            let name = &content().runes[*rune as usize].name;
            match dir {
                Some(d) => format!("Use rune {name} {}", d.word()),
                None => format!("Use rune {name}"),
            }
        }
    }
}

/// Strikes as a player types them in short form.
pub fn strikes_text(p: &Plan) -> String {
    let mut s = format!(
        "S={} B={} C={}",
        p.standard.name(),
        p.brutal.name(),
        p.counter.name()
    )
    .to_lowercase();
    let used: Vec<&str> = [
        (p.spark, "Spark"),
        (p.fury, "Fury"),
        (p.warding, "Warding"),
        (p.flee, "Flee"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    if !used.is_empty() {
        s.push_str(&format!(" Cards={}", used.join(",")));
    }
    s
}

/// The commands a seat may type now, for prompts and refusals (empty if there are none).
/// Strikes and the monster's part are answered by DM, so they are listed separately.
pub fn options(v: &View) -> String {
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
            (Action::Stay, true) => "`Draw`".to_string(),
            (Action::Drop { .. }, _) if v.settings.cloak_and_dagger => "`Drop NAME`".to_string(),
            (Action::Take { .. }, _) if v.settings.cloak_and_dagger => "`Take any`".to_string(),
            // One entry per rune that names a side.
            (Action::UseRune { rune, dir: Some(_) }, _) => {
                format!("`Use rune {} SIDE`", content().runes[*rune as usize].name)
            }
            // Any side will do for the way down.
            (Action::Descend(_), _) => "`Enter UP|RIGHT|DOWN|LEFT`".to_string(),
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
    t("prompt", "options", &[("commands", cmds.join(", "))])
}

/// `text`, and on a line of its own the commands `v` allows, if any.
pub(super) fn with_options(text: String, v: &View) -> String {
    match options(v) {
        o if o.is_empty() => text,
        o => format!("{text}\n{o}"),
    }
}

pub fn parse_error(e: &ParseError) -> String {
    match e {
        ParseError::Empty => t("parse", "empty", &[]),
        ParseError::TooLong { len } => t("parse", "too_long", &[("len", len.to_string())]),
        ParseError::NoManageCommand => t("parse", "no_manage", &[]),
        ParseError::UnknownManage { word } => {
            t("parse", "unknown_manage", &[("word", clip(word, 30))])
        }
        ParseError::BadArgument {
            command,
            got,
            expected,
        } => t(
            "parse",
            "bad_argument",
            &[
                ("command", (*command).into()),
                ("got", clip(got, 40)),
                ("expected", (*expected).into()),
            ],
        ),
        ParseError::Unknown { text } => t("parse", "unknown", &[("text", clip(text, 40))]),
        ParseError::Plan(e) => {
            let head = match e {
                PlanError::Missing(m) => t("parse", "plan_missing", &[("missing", m.join(", "))]),
                PlanError::BadStrike(w) => t("parse", "plan_bad_strike", &[("got", clip(w, 20))]),
                PlanError::BadCard(w) => t("parse", "plan_bad_card", &[("got", clip(w, 20))]),
                PlanError::UnknownField(w) => {
                    t("parse", "plan_unknown_field", &[("got", clip(w, 20))])
                }
                PlanError::Repeated(field) => {
                    t("parse", "plan_repeated", &[("field", (*field).into())])
                }
            };
            format!("{head}\n{}", t("combat", "template", &[]))
        }
    }
}
