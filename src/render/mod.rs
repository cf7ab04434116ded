//! Views and events to text: narration, prompts, refusals, the emoji board and the status
//! sheet. Every sentence comes from `templates/messages.toml`.

use crate::command::{ParseError, PlanError};
use crate::engine::board::{Cell, Corner, Dir, Pos, COLS, ROWS, TREASURE_LOWER, TREASURE_UPPER};
use crate::engine::content::{content, Attr, ChamberKind, SideKind};
use crate::engine::event::{CombatResult, Event, Flag, LostTurn, RollFor, StrikeWinner};
use crate::engine::state::{Awaiting, DeathCause, EndReason, MoveOn, Phase, TestKey};
use crate::engine::{
    Action, EscapeBlock, Half, MonsterSide, MoveBlock, Plan, Rejection, SearchBlock, View,
};
use std::collections::BTreeMap;
use std::sync::OnceLock;

type Messages = BTreeMap<String, BTreeMap<String, String>>;

const MESSAGES: &str = include_str!("../../templates/messages.toml");

fn messages() -> &'static Messages {
    static M: OnceLock<Messages> = OnceLock::new();
    M.get_or_init(|| match toml::from_str(MESSAGES) {
        Ok(m) => m,
        Err(e) => panic!("templates/messages.toml is invalid: {e}"),
    })
}

/// The message `section.key` with `{name}` placeholders filled from `args`.
pub fn t(section: &str, key: &str, args: &[(&str, String)]) -> String {
    let raw = messages()
        .get(section)
        .and_then(|s| s.get(key))
        .map(String::as_str)
        .unwrap_or_else(|| panic!("missing message {section}.{key}"));
    let mut out = String::with_capacity(raw.len() + 32);
    let mut rest = raw;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        match after.find('}') {
            Some(j) => {
                let name = &after[..j];
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[j + 1..];
            }
            None => {
                out.push_str(&rest[i..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// How a seat is addressed: a mention on Discord, `@name` locally.
pub type Mention<'a> = &'a dyn Fn(usize) -> String;

fn hero_name(v: &View, seat: usize) -> String {
    v.seats
        .get(seat)
        .map_or_else(|| "?".into(), |s| s.hero.def().short.clone())
}

fn seat_name(v: &View, seat: usize) -> String {
    v.seats
        .get(seat)
        .map_or_else(|| "?".into(), |s| s.name.clone())
}

fn card_name(c: u16) -> String {
    content().card(c).name.clone()
}

/// A Loot event whose card is face down for this reader (Cloak and Dagger).
fn is_hidden(e: &Event) -> bool {
    use crate::engine::HIDDEN_CARD;
    match e {
        Event::CardDrawn { card, .. } | Event::LootDiscarded { card, .. } => *card == HIDDEN_CARD,
        Event::TreasureBurnt { cards, .. } => cards.contains(&HIDDEN_CARD),
        _ => false,
    }
}

/// Cloak and Dagger: what a player alone learns of his own Loot in these events, for a DM.
pub fn private_loot(v: &View, seat: usize, events: &[Event]) -> Option<String> {
    let c = content();
    let mut lines = Vec::new();
    for e in events {
        match e {
            Event::CardDrawn { seat: s, card, .. } if *s == seat && c.card(*card).is_loot() => {
                let d = c.card(*card);
                lines.push(t(
                    "private",
                    "gained",
                    &[("card", d.name.clone()), ("value", d.value().to_string())],
                ));
            }
            Event::LootDiscarded { seat: s, card } | Event::Plundered { from: s, card, .. }
                if *s == seat =>
            {
                lines.push(t("private", "lost", &[("card", card_name(*card))]));
            }
            Event::Plundered { to, card, .. } if *to == seat => {
                let d = c.card(*card);
                lines.push(t(
                    "private",
                    "gained",
                    &[("card", d.name.clone()), ("value", d.value().to_string())],
                ));
            }
            Event::TreasureBurnt { seat: s, cards } if *s == seat => {
                let names: Vec<String> = cards.iter().map(|&x| card_name(x)).collect();
                lines.push(t("private", "burnt", &[("cards", names.join(", "))]));
            }
            _ => {}
        }
    }
    if lines.is_empty() {
        return None;
    }
    let h = &v.seats[seat].hero;
    let names: Vec<String> = h.loot.iter().map(|&x| card_name(x)).collect();
    lines.push(t(
        "private",
        "holding",
        &[
            (
                "cards",
                if names.is_empty() {
                    "nothing".into()
                } else {
                    names.join(", ")
                },
            ),
            ("value", h.loot_value().to_string()),
        ],
    ));
    Some(lines.join("\n"))
}

fn dir_word(d: Dir) -> String {
    d.word().to_string()
}

/// The text a player types for an action.
/// The topics of `!dq help TOPIC`, with the other words that find them.
pub const HELP_TOPICS: [(&str, &[&str]); 7] = [
    ("moves", &["move", "turn", "moving"]),
    ("combat", &["fight", "monster", "monsters", "strikes"]),
    ("catacombs", &["catacomb", "below"]),
    ("options", &["option", "rules"]),
    ("organiser", &["organizer", "org", "organise"]),
    ("campaigns", &["campaign", "leaderboard"]),
    ("info", &["any", "anytime", "commands"]),
];

/// `!dq help`: what the asker can do `now`, and the topics.
pub fn help(now: &str) -> String {
    t("help", "short", &[("now", now.to_string())])
}

/// `!dq help TOPIC`.
pub fn help_topic(topic: &str) -> String {
    let topic = topic.trim_start_matches("!dq").trim();
    match HELP_TOPICS
        .iter()
        .find(|(name, also)| *name == topic || also.contains(&topic))
    {
        Some((name, _)) => t("help", name, &[]),
        None => t(
            "help",
            "unknown",
            &[
                ("topic", topic.to_string()),
                (
                    "topics",
                    HELP_TOPICS
                        .iter()
                        .map(|(n, _)| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ],
        ),
    }
}

/// The commands `legal` (what one player may do now), for `!dq help`: strikes as one line,
/// at most a dozen others.
pub fn help_actions(legal: &[Action]) -> String {
    let mut shown: Vec<String> = Vec::new();
    let mut strikes = false;
    for a in legal {
        if matches!(a, Action::Strikes(_)) {
            strikes = true;
            continue;
        }
        if matches!(a, Action::Leave) {
            // Always possible; not what anyone asking for help is after.
            continue;
        }
        let c = format!("`{}`", command_text(a));
        if !shown.contains(&c) {
            shown.push(c);
        }
    }
    shown.truncate(12);
    if strikes {
        shown.push(t("help", "now_strikes", &[]));
    }
    if shown.is_empty() {
        return t("help", "now_waiting", &[]);
    }
    t("help", "now_actions", &[("actions", shown.join(", "))])
}

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

/// Strikes as shown when revealed or sealed.
pub fn plan_text(p: &Plan) -> String {
    let mut s = format!(
        "Standard {} · Brutal {} · Counter {}",
        p.standard.name(),
        p.brutal.name(),
        p.counter.name()
    );
    for (on, name) in [
        (p.spark, "Spark"),
        (p.fury, "Rune of Fury"),
        (p.warding, "Rune of Warding"),
        (p.flee, "Flee"),
    ] {
        if on {
            s.push_str(&format!(" · {name}"));
        }
    }
    s
}

fn monster_name(m: u8) -> String {
    content().monster(m).name.clone()
}

/// "a Skeleton", "an Abomination".
pub fn a_monster(m: u8) -> String {
    let name = monster_name(m);
    let an = name.starts_with(['A', 'E', 'I', 'O', 'U']);
    format!("{} {name}", if an { "an" } else { "a" })
}

fn capitalised(s: String) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
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
fn with_options(text: String, v: &View) -> String {
    match options(v) {
        o if o.is_empty() => text,
        o => format!("{text}\n{o}"),
    }
}

fn cause(c: DeathCause) -> String {
    let k = match c {
        DeathCause::Wounds => "wounds",
        DeathCause::DeadEnd => "dead_end",
        DeathCause::BottomlessPit => "bottomless_pit",
        DeathCause::Sunset => "sunset",
        DeathCause::Abandoned => "abandoned",
        DeathCause::Monster(m) => return t("cause", "monster", &[("a_monster", a_monster(m))]),
    };
    t("cause", k, &[])
}

fn dice_text(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
}

/// Narrate `events`: `before` is the view before the input, `after` the view after it.
pub fn narrate(before: &View, after: &View, events: &[Event]) -> String {
    let c = content();
    let mut lines: Vec<String> = Vec::new();
    let h = |s: usize| hero_name(after, s);
    // The combat round each event belongs to (1-based), followed through the batch.
    let mut round = before.combat.as_ref().map_or(1, |c| c.round + 1);
    let mut prev: Option<&Event> = None;
    for e in events {
        let line = match e {
            Event::Joined { name, hero, .. } => Some(t(
                "narration",
                "joined",
                &[("name", name.clone()), ("hero", c.hero(*hero).name.clone())],
            )),
            Event::Dealt { name, hero, .. } => Some(t(
                "narration",
                "dealt",
                &[("name", name.clone()), ("hero", c.hero(*hero).name.clone())],
            )),
            Event::Left { seat } => Some(t(
                "narration",
                "left",
                &[("name", seat_name(before, *seat))],
            )),
            Event::TowerChosen { seat, corner } => Some(t(
                "narration",
                "tower_chosen",
                &[
                    ("name", seat_name(after, *seat)),
                    ("corner", corner.name().into()),
                ],
            )),
            Event::TowerGiven { seat, corner } => Some(t(
                "narration",
                "tower_given",
                &[
                    ("name", seat_name(after, *seat)),
                    ("corner", corner.name().into()),
                ],
            )),
            Event::RuneDrawn { seat, rune } => Some(t(
                "narration",
                "rune_drawn",
                &[
                    ("hero", h(*seat)),
                    ("rune", c.runes[*rune as usize].name.clone()),
                ],
            )),
            Event::Started => Some(t("narration", "started", &[])),
            // The clock playing for an absent seat: said, so the log shows who played it.
            Event::Acted {
                action: Action::ForAbsent { seat, action },
                ..
            } => Some(match &**action {
                Action::Strikes(_) => t(
                    "deadline",
                    "played_strikes",
                    &[("name", seat_name(before, *seat))],
                ),
                Action::Skip => t(
                    "deadline",
                    "played_skip",
                    &[("name", seat_name(before, *seat))],
                ),
                Action::RandomStrikes => t(
                    "deadline",
                    "played_random",
                    &[("name", seat_name(before, *seat))],
                ),
                other => t(
                    "deadline",
                    "played",
                    &[
                        ("name", seat_name(before, *seat)),
                        ("command", command_text(other)),
                    ],
                ),
            }),
            Event::Acted { .. }
            | Event::Asked(_)
            | Event::TurnEnded { .. }
            | Event::TurnStarted { .. } => None,
            Event::SunRose { sun } => Some(t(
                "narration",
                "sun_rose",
                &[
                    ("sun", sun.to_string()),
                    ("limit", after.settings.sun_limit.to_string()),
                ],
            )),
            Event::SunsetRoll { roll, closes } => Some(t(
                "narration",
                if *closes {
                    "sunset_closed"
                } else {
                    "sunset_open"
                },
                &[("roll", roll.to_string())],
            )),
            Event::TurnLost { seat, why } => Some(t(
                "narration",
                if *why == LostTurn::Blocked {
                    "blocked"
                } else {
                    "turn_lost"
                },
                &[("hero", h(*seat))],
            )),
            Event::ChamberDrawn { pos, tile, .. } => {
                let k = c.kind(c.tile(*tile).kind);
                Some(t(
                    "narration",
                    "chamber_drawn",
                    &[
                        ("pos", pos.label()),
                        ("chamber", k.name.clone()),
                        ("text", k.text.clone()),
                    ],
                ))
            }
            Event::Rotated { .. } => Some(t("narration", "rotated", &[])),
            // An escape has already said where the hero ran to.
            Event::Moved { special: true, .. }
                if matches!(prev, Some(Event::EscapeRolled { escaped: true, .. })) =>
            {
                None
            }
            Event::Moved {
                seat,
                from,
                to,
                via,
                special,
            } => {
                if from == to {
                    Some(t(
                        "narration",
                        "bridge_end",
                        &[
                            ("hero", h(*seat)),
                            ("dir", via.map(dir_word).unwrap_or_default()),
                        ],
                    ))
                } else if *special {
                    Some(t(
                        "narration",
                        "moved_special",
                        &[("hero", h(*seat)), ("pos", to.label())],
                    ))
                } else {
                    let dir = via.map(|d| d.opposite()).map(dir_word).unwrap_or_default();
                    Some(t(
                        "narration",
                        "moved",
                        &[("hero", h(*seat)), ("dir", dir), ("pos", to.label())],
                    ))
                }
            }
            Event::Searched { seat } => Some(t("narration", "searched", &[("hero", h(*seat))])),
            Event::MarkerPlaced { pos } => Some(t("narration", "marker", &[("pos", pos.label())])),
            Event::RuneUsed { seat, rune } => {
                let r = &c.runes[*rune as usize];
                Some(t(
                    "narration",
                    "rune_used",
                    &[
                        ("hero", h(*seat)),
                        ("rune", r.name.clone()),
                        ("text", r.text.clone()),
                    ],
                ))
            }
            Event::Stasis { .. } => None,
            Event::DuelStarted { attacker, defender } => Some(t(
                "narration",
                "duel_started",
                &[("a", h(*attacker)), ("b", h(*defender))],
            )),
            Event::DuelSubmitted { side, random, .. } => {
                let d = before.duel.as_ref().or(after.duel.as_ref());
                d.map(|d| {
                    let seat = if *side == 0 { d.attacker } else { d.defender };
                    t(
                        "narration",
                        if *random { "duel_random" } else { "duel_sent" },
                        &[("hero", h(seat)), ("round", (d.round + 1).to_string())],
                    )
                })
            }
            Event::DuelRound {
                round,
                plans,
                deals,
                takes,
                ..
            } => {
                let d = before.duel.as_ref().or(after.duel.as_ref());
                d.map(|d| {
                    t(
                        "narration",
                        "duel_round",
                        &[
                            ("round", round.to_string()),
                            ("a", h(d.attacker)),
                            ("b", h(d.defender)),
                            ("plan_a", plan_text(&plans[0])),
                            ("plan_b", plan_text(&plans[1])),
                            ("deals_a", deals[0].to_string()),
                            ("deals_b", deals[1].to_string()),
                            ("takes_a", takes[0].to_string()),
                            ("takes_b", takes[1].to_string()),
                        ],
                    )
                })
            }
            Event::DuelEnded { winner, loser } => Some(match (winner, loser) {
                (Some(w), Some(l)) => t(
                    "narration",
                    "duel_won",
                    &[("winner", h(*w)), ("loser", h(*l))],
                ),
                (None, Some(l)) => t("narration", "duel_draw", &[("loser", h(*l))]),
                _ => t("narration", "duel_over", &[]),
            }),
            Event::Plundered { from, to, card, .. } => {
                Some(if *card == crate::engine::HIDDEN_CARD {
                    t(
                        "narration",
                        "plundered_hidden",
                        &[("to", h(*to)), ("from", h(*from))],
                    )
                } else {
                    t(
                        "narration",
                        "plundered",
                        &[
                            ("to", h(*to)),
                            ("from", h(*from)),
                            ("card", card_name(*card)),
                        ],
                    )
                })
            }
            Event::MonsterMoved { token, from, to } => Some(t(
                "narration",
                "monster_walks",
                &[
                    ("monster", monster_name(token / 4)),
                    ("from", from.label()),
                    ("to", to.label()),
                ],
            )),
            Event::MonsterAdded { token, at, .. } => Some(t(
                "narration",
                "monster_added",
                &[("a_monster", a_monster(token / 4)), ("pos", at.label())],
            )),
            Event::CardBurned { card, deck } => Some(t(
                "narration",
                "card_burned",
                &[("card", card_name(*card)), ("deck", deck.name().into())],
            )),
            Event::Teleported { seat, corner } => Some(t(
                "narration",
                "teleported",
                &[("hero", h(*seat)), ("corner", corner.name().into())],
            )),
            Event::KnockedOut { seat } => Some(t(
                "narration",
                "knocked_out",
                &[
                    ("hero", h(*seat)),
                    ("he", after.seats[*seat].hero.def().he().into()),
                ],
            )),
            Event::LootOwed { seat, cards } => (*cards > 0).then(|| {
                t(
                    "narration",
                    "loot_owed",
                    &[
                        ("hero", h(*seat)),
                        ("count", cards.to_string()),
                        ("s", plural(*cards)),
                        ("his", after.seats[*seat].hero.def().his().into()),
                    ],
                )
            }),
            Event::PassageFound { seat } => {
                Some(t("narration", "passage_found", &[("hero", h(*seat))]))
            }
            Event::Descended { seat, dir } => Some(t(
                "narration",
                "descended",
                &[
                    ("hero", h(*seat)),
                    ("pos", before.seats[*seat].hero.pos.label()),
                    ("dir", dir_word(*dir)),
                ],
            )),
            Event::Resurfaced {
                seat,
                cards,
                travelled,
                shift,
                roll,
                to,
            } => {
                let u = before.seats[*seat].hero.underground.as_ref();
                Some(t(
                    "narration",
                    "resurfaced",
                    &[
                        ("hero", h(*seat)),
                        ("cards", cards.to_string()),
                        ("s", plural(*cards)),
                        ("travelled", travelled.to_string()),
                        ("ts", plural(*travelled)),
                        ("dir", u.map(|u| dir_word(u.dir)).unwrap_or_default()),
                        ("from", u.map(|u| u.start.label()).unwrap_or_default()),
                        ("shift", dir_word(*shift)),
                        ("roll", roll.to_string()),
                        ("pos", to.label()),
                    ],
                ))
            }
            Event::ChamberTurned { pos, entry } => {
                // Whoever was asked to turn it (the turn may have passed on since).
                let seat = before.to_act.unwrap_or(before.current);
                Some(t(
                    "narration",
                    "chamber_turned",
                    &[
                        ("hero", h(seat)),
                        ("pos", pos.label()),
                        ("dir", dir_word(*entry)),
                    ],
                ))
            }
            Event::Landed { seat, via } => {
                if matches!(prev, Some(Event::ChamberTurned { .. })) {
                    None
                } else {
                    Some(t(
                        "narration",
                        "landed",
                        &[("hero", h(*seat)), ("dir", dir_word(*via))],
                    ))
                }
            }
            Event::ChestOpened { seat, dice, value } => Some(t(
                "narration",
                "chest_opened",
                &[
                    ("hero", h(*seat)),
                    ("dice", dice_text(dice)),
                    ("value", value.to_string()),
                ],
            )),
            Event::CardDrawn { seat, deck, .. } if is_hidden(e) => Some(t(
                "narration",
                "loot_hidden",
                &[("hero", h(*seat)), ("deck", deck.name().into())],
            )),
            Event::LootDiscarded { seat, .. } if is_hidden(e) => Some(t(
                "narration",
                "loot_discarded_hidden",
                &[("hero", h(*seat))],
            )),
            Event::TreasureBurnt { seat, cards } if is_hidden(e) => Some(t(
                "narration",
                "treasure_burnt_hidden",
                &[("hero", h(*seat)), ("count", cards.len().to_string())],
            )),
            Event::CardDrawn { seat, deck, card } => {
                let d = c.card(*card);
                if *deck == crate::engine::Deck::Treasure {
                    Some(t(
                        "narration",
                        "loot_gained",
                        &[
                            ("hero", h(*seat)),
                            ("card", d.name.clone()),
                            ("value", d.value().to_string()),
                        ],
                    ))
                } else {
                    Some(t(
                        "narration",
                        "card_drawn",
                        &[
                            ("hero", h(*seat)),
                            ("deck", deck.name().into()),
                            ("card", d.name.clone()),
                            ("text", d.text.clone()),
                        ],
                    ))
                }
            }
            Event::Reshuffled { deck } => Some(t(
                "narration",
                "reshuffled",
                &[("deck", deck.name().into())],
            )),
            Event::CardKept { seat, card } => Some(t(
                "narration",
                "card_kept",
                &[("hero", h(*seat)), ("card", card_name(*card))],
            )),
            Event::CardReleased { seat, card } => Some(t(
                "narration",
                "card_released",
                &[("hero", h(*seat)), ("card", card_name(*card))],
            )),
            Event::LootDiscarded { seat, card } => Some(t(
                "narration",
                "loot_discarded",
                &[("hero", h(*seat)), ("card", card_name(*card))],
            )),
            Event::Tested {
                seat,
                attr,
                dice,
                modifier,
                target,
                passed,
                ..
            } => {
                let total = (dice[0] + dice[1]) as i8 + modifier;
                let m = match modifier {
                    0 => String::new(),
                    m if *m > 0 => format!("+{m}"),
                    m => m.to_string(),
                };
                Some(t(
                    "narration",
                    if *passed {
                        "test_passed"
                    } else {
                        "test_failed"
                    },
                    &[
                        ("hero", h(*seat)),
                        ("attr", attr.name().into()),
                        ("dice", dice_text(dice)),
                        ("modifier", m),
                        ("total", total.to_string()),
                        ("target", target.to_string()),
                    ],
                ))
            }
            Event::Prayed { seat, .. } => Some(t("narration", "prayed", &[("hero", h(*seat))])),
            Event::Rolled { seat, why, dice } => {
                let k = match why {
                    RollFor::Damage => "damage",
                    RollFor::Heal => "heal",
                    RollFor::Potion => "potion",
                    RollFor::DragonRage => "dragon_rage",
                    RollFor::Darkness => "darkness",
                    RollFor::Ambush => "ambush",
                    RollFor::KnockOut => "knock_out",
                    RollFor::LateStart => "late_start",
                    RollFor::MonsterTreasure => "monster_treasure",
                };
                Some(t(
                    "narration",
                    "rolled",
                    &[
                        ("hero", h(*seat)),
                        ("dice", dice_text(dice)),
                        ("why", t("roll", k, &[])),
                    ],
                ))
            }
            Event::Wounded { seat, amount, .. } => {
                let hero = &after.seats[*seat].hero;
                Some(t(
                    "narration",
                    "wounded",
                    &[
                        ("hero", h(*seat)),
                        ("amount", amount.to_string()),
                        ("s", if *amount == 1 { "" } else { "s" }.into()),
                        ("wounds", wounds_at(before, after, events, *seat, e)),
                        ("life", hero.def().life.to_string()),
                    ],
                ))
            }
            Event::Healed { seat, amount } => Some(t(
                "narration",
                "healed",
                &[
                    ("hero", h(*seat)),
                    ("amount", amount.to_string()),
                    ("wounds", after.seats[*seat].hero.wounds.to_string()),
                    ("life", after.seats[*seat].hero.def().life.to_string()),
                ],
            )),
            Event::LoseTurn { seat } => Some(t("narration", "lose_turn", &[("hero", h(*seat))])),
            Event::FlagSet {
                seat,
                flag,
                on: true,
            } => {
                let k = match flag {
                    Flag::MustEncounter => Some("flag_must_encounter"),
                    Flag::MustReturn => Some("flag_must_return"),
                    Flag::WebStuck => Some("flag_web_stuck"),
                    Flag::DarknessPending => Some("flag_darkness"),
                    Flag::ArrivedSpecial | Flag::Calm => None,
                };
                k.map(|k| t("narration", k, &[("hero", h(*seat))]))
            }
            Event::FlagSet { .. } => None,
            Event::DragonDrawn {
                chance,
                roll,
                sleeping,
                ..
            } => Some(t(
                "narration",
                if *sleeping {
                    "dragon_sleeping"
                } else {
                    "dragon_rage"
                },
                &[("chance", chance.to_string()), ("roll", roll.to_string())],
            )),
            Event::TreasureBurnt { seat, cards } => Some(t(
                "narration",
                "treasure_burnt",
                &[
                    ("hero", h(*seat)),
                    (
                        "cards",
                        cards
                            .iter()
                            .map(|&x| card_name(x))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ],
            )),
            Event::DragonReset => Some(t(
                "narration",
                "dragon_reset",
                &[("chance", after.settings.dragon_start.to_string())],
            )),
            Event::Died { seat, cause: k } => Some(t(
                "narration",
                "died",
                &[("hero", h(*seat)), ("cause", cause(*k))],
            )),
            Event::Exited { seat } if after.hidden_loot.get(*seat).is_some_and(|&n| n > 0) => {
                // Cloak and Dagger: how many cards he takes out, never what they are.
                let n = after.hidden_loot[*seat];
                Some(t(
                    "narration",
                    "exited_hidden",
                    &[
                        ("hero", h(*seat)),
                        ("count", n.to_string()),
                        ("s", if n == 1 { "" } else { "s" }.into()),
                    ],
                ))
            }
            Event::Exited { seat } => {
                let hero = &after.seats[*seat].hero;
                Some(t(
                    "narration",
                    "exited",
                    &[
                        ("hero", h(*seat)),
                        ("count", hero.loot.len().to_string()),
                        ("value", hero.loot_value().to_string()),
                    ],
                ))
            }
            Event::MonsterAppears {
                seat,
                token,
                moved_from,
                ..
            } => {
                let m = content().token(*token).0;
                let mut line = t(
                    "narration",
                    "monster_appears",
                    &[
                        ("glyph", c.monster(m).glyph.clone()),
                        ("A_monster", capitalised(a_monster(m))),
                        ("letter", c.monster(m).letter.clone()),
                        ("hero", h(*seat)),
                    ],
                );
                if let Some(p) = moved_from {
                    line.push(' ');
                    line.push_str(&t(
                        "narration",
                        "monster_moved",
                        &[("monster", monster_name(m)), ("pos", p.label())],
                    ));
                }
                Some(line)
            }
            Event::EscapeRolled {
                seat,
                monster,
                chance,
                roll,
                escaped,
            } => {
                let back = after.seats[*seat].hero.pos.label();
                let k = if *escaped && after.seats[*seat].hero.is_underground() {
                    // Below ground nobody goes back anywhere: the journey goes on.
                    "escape_ok_below"
                } else if *escaped {
                    "escape_ok"
                } else {
                    "escape_failed"
                };
                Some(t(
                    "narration",
                    k,
                    &[
                        ("hero", h(*seat)),
                        ("roll", roll.to_string()),
                        ("chance", chance.to_string()),
                        ("pos", back),
                        ("monster", monster_name(*monster)),
                    ],
                ))
            }
            Event::TokenPlaced { .. } | Event::TokenRemoved { .. } => None,
            Event::CombatStarted(cb) => Some(
                {
                    round = 1;
                    String::new()
                } + &t(
                    "narration",
                    "combat_started",
                    &[("hero", h(cb.seat)), ("monster", monster_name(cb.monster))],
                )
                .to_string()
                    + "\n"
                    + &side_line(after, cb.seat, cb.monster, cb.side),
            ),
            Event::MonsterSideSet(side) => {
                let (seat, m) = match &after.combat {
                    Some(cv) => (cv.seat, cv.monster),
                    None => continue,
                };
                Some(side_line(after, seat, m, *side))
            }
            Event::Submitted { monster: false, .. } => fight_of(before, after).map(|(seat, _)| {
                t(
                    "narration",
                    "submitted_hero",
                    &[("hero", h(seat)), ("round", round.to_string())],
                )
            }),
            Event::Submitted { monster: true, .. } => fight_of(before, after).map(|(_, m)| {
                t(
                    "narration",
                    "submitted_monster",
                    &[("monster", monster_name(m)), ("round", round.to_string())],
                )
            }),
            Event::BotSubmitted { .. } => None,
            Event::ChosenForThem { monster, .. } => fight_of(before, after).map(|(seat, m)| {
                let name = if *monster {
                    format!("the {}", monster_name(m))
                } else {
                    h(seat)
                };
                t(
                    "narration",
                    "chosen_for_them",
                    &[("name", name), ("round", round.to_string())],
                )
            }),
            Event::MonsterWounded { amount } => {
                let (seat, m) = match (&after.combat, fight_of(before, after)) {
                    (Some(cv), _) => (cv.seat, cv.monster),
                    (None, Some(x)) => x,
                    _ => continue,
                };
                Some(t(
                    "narration",
                    "tatianna",
                    &[
                        ("hero", h(seat)),
                        ("amount", amount.to_string()),
                        ("s", plural(*amount)),
                        ("monster", monster_name(m)),
                    ],
                ))
            }
            Event::RoundResolved(r) => {
                round = r.round + 1;
                let Some((seat, m)) = fight_of(before, after) else {
                    continue;
                };
                let who = |w: StrikeWinner| match w {
                    StrikeWinner::Hero => h(seat),
                    StrikeWinner::Monster => monster_name(m),
                    StrikeWinner::Draw => "draw".into(),
                };
                let mut notes = String::new();
                if r.hugo_ignored {
                    notes.push_str(&t("narration", "note_hugo", &[]));
                }
                if r.shield_used {
                    notes.push_str(&t("narration", "note_shield", &[]));
                }
                if r.rune_blade {
                    notes.push_str(&t("narration", "note_rune_blade", &[]));
                }
                if r.hero.spark {
                    notes.push_str(&t("narration", "note_spark", &[]));
                }
                let mw = monster_wounds_after(before, events, e);
                let mut lines = vec![
                    t(
                        "narration",
                        "round",
                        &[
                            ("round", r.round.to_string()),
                            ("hero", h(seat)),
                            ("hero_plan", plan_text(&r.hero)),
                            ("monster", monster_name(m)),
                            ("monster_plan", plan_text(&r.monster)),
                        ],
                    ),
                    t(
                        "narration",
                        "round_winners",
                        &[
                            ("standard", who(r.winners[0])),
                            ("brutal", who(r.winners[1])),
                            ("counter", who(r.winners[2])),
                        ],
                    ),
                    t(
                        "narration",
                        "round_result",
                        &[
                            ("hero", h(seat)),
                            ("hero_deals", r.hero_deals.to_string()),
                            ("monster", monster_name(m)),
                            ("monster_deals", r.monster_deals.to_string()),
                            ("notes", notes),
                            ("monster_wounds", mw.to_string()),
                            ("s", plural(mw)),
                        ],
                    ),
                ];
                match r.winners[2] {
                    StrikeWinner::Hero => {
                        lines.push(t("narration", "counter_next", &[("name", h(seat))]))
                    }
                    StrikeWinner::Monster => lines.push(t(
                        "narration",
                        "counter_next",
                        &[("name", format!("The {}", monster_name(m)))],
                    )),
                    StrikeWinner::Draw => {}
                }
                Some(lines.join("\n"))
            }
            Event::CombatEnded { result, token } => {
                let Some((seat, m)) = fight_of(before, after) else {
                    continue;
                };
                let life = content().token(*token).1.to_string();
                let k = match result {
                    CombatResult::HeroWon => "combat_won",
                    CombatResult::MonsterWon => "combat_lost",
                    CombatResult::BothDied => "combat_both",
                    CombatResult::Abandoned => "combat_abandoned",
                    CombatResult::Escaped => "combat_fled",
                };
                Some(t(
                    "narration",
                    k,
                    &[
                        ("hero", h(seat)),
                        ("monster", monster_name(m)),
                        ("life", life),
                    ],
                ))
            }
            Event::Reordered(_) => {
                let names: Vec<String> = after.seats.iter().map(|s| s.name.clone()).collect();
                Some(t("narration", "reordered", &[("names", names.join(", "))]))
            }
            Event::Configured(_) => Some(t("narration", "configured", &[])),
            Event::Replaced { seat, name, .. } => Some(t(
                "narration",
                "replaced",
                &[
                    ("old", seat_name(before, *seat)),
                    ("name", name.clone()),
                    ("hero", h(*seat)),
                ],
            )),
            Event::Paused => Some(t("narration", "paused", &[])),
            Event::Resumed => Some(t("narration", "resumed", &[])),
            Event::DeadlineExtended { hours } => {
                Some(t("narration", "extended", &[("hours", hours.to_string())]))
            }
            Event::ImpStole { seat, card } => Some(t(
                "narration",
                "imp_stole",
                &[("hero", h(*seat)), ("card", card_name(*card))],
            )),
            Event::Ended(o) => {
                let mut s = vec![t(
                    "narration",
                    match &o.reason {
                        EndReason::Sunset => "ended_sunset",
                        EndReason::AllOut => "ended_all_out",
                        EndReason::Stopped(_) => "ended_stopped",
                    },
                    &[(
                        "reason",
                        match &o.reason {
                            EndReason::Stopped(r) if !r.is_empty() => format!("({})", clip(r, 200)),
                            _ => String::new(),
                        },
                    )],
                )];
                for (i, sc) in o.scores.iter().enumerate() {
                    s.push(t(
                        "narration",
                        "score_line",
                        &[
                            ("rank", (i + 1).to_string()),
                            ("hero", h(sc.seat)),
                            ("name", seat_name(after, sc.seat)),
                            ("value", sc.electrum.to_string()),
                            ("count", sc.cards.to_string()),
                        ],
                    ));
                }
                if o.winners.is_empty() {
                    s.push(t("narration", "kalladra_wins", &[]));
                } else {
                    let names: Vec<String> =
                        o.winners.iter().map(|&w| seat_name(after, w)).collect();
                    s.push(t(
                        "narration",
                        "winner",
                        &[
                            ("names", names.join(" and ")),
                            ("s", if names.len() == 1 { "s" } else { "" }.into()),
                        ],
                    ));
                }
                Some(s.join("\n"))
            }
        };
        if let Some(l) = line {
            lines.push(l);
        }
        prev = Some(e);
    }
    lines.join("\n")
}

fn plural(n: u8) -> String {
    if n == 1 {
        String::new()
    } else {
        "s".into()
    }
}

/// The fight narrated: from the view after the input, or before it if it ended.
fn fight_of(before: &View, after: &View) -> Option<(usize, u8)> {
    after
        .combat
        .as_ref()
        .or(before.combat.as_ref())
        .map(|c| (c.seat, c.monster))
}

/// The monster's wounds just after event `at`.
fn monster_wounds_after(before: &View, events: &[Event], at: &Event) -> u8 {
    let mut w = before.combat.as_ref().map_or(0, |c| c.monster_wounds);
    for e in events {
        match e {
            Event::CombatStarted(c) => w = c.monster_wounds,
            Event::MonsterWounded { amount } => w = w.saturating_add(*amount),
            Event::RoundResolved(r) => w = w.saturating_add(r.hero_deals),
            _ => {}
        }
        if std::ptr::eq(e, at) {
            break;
        }
    }
    w
}

fn side_line(v: &View, hero_seat: usize, m: u8, side: MonsterSide) -> String {
    let monster = ("monster", monster_name(m));
    match side {
        MonsterSide::Offered { seat, open: false } => t(
            "narration",
            "side_offered",
            &[monster, ("name", seat_name(v, seat))],
        ),
        MonsterSide::Offered { open: true, .. } => t(
            "narration",
            "side_open",
            &[monster, ("hero", hero_name(v, hero_seat))],
        ),
        MonsterSide::Seat(s) => t(
            "narration",
            "side_seat",
            &[monster, ("name", seat_name(v, s))],
        ),
        MonsterSide::Organiser => t(
            "narration",
            "side_organiser",
            &[monster, ("name", "the organiser".into())],
        ),
        MonsterSide::Bot => t("narration", "side_bot", &[monster]),
    }
}

/// A hero's wounds just after event `at` (narration runs over the whole batch).
fn wounds_at(before: &View, _after: &View, events: &[Event], seat: usize, at: &Event) -> String {
    let mut w = before.seats.get(seat).map_or(0, |s| s.hero.wounds);
    for e in events {
        match e {
            Event::Wounded {
                seat: s, amount, ..
            } if *s == seat => w = w.saturating_add(*amount),
            Event::Healed { seat: s, amount } if *s == seat => w = w.saturating_sub(*amount),
            _ => {}
        }
        if std::ptr::eq(e, at) {
            break;
        }
    }
    w.to_string()
}

/// What the game is waiting for, addressed to whoever must answer, with the commands.
/// `v` must be the view of the seat being waited on (its legal actions are the commands).
pub fn prompt(v: &View, mention: Mention) -> Option<String> {
    let seat = v.to_act?;
    let hero = &v.seats[seat].hero;
    let focused = v.settings.focused_determination;
    let m = mention(seat);
    let g = |k: &str, extra: &[(&str, String)]| {
        let mut args: Vec<(&str, String)> = vec![("mention", m.clone())];
        args.extend(extra.iter().cloned());
        t("prompt", k, &args)
    };
    let head = match &v.awaiting {
        None if hero.is_underground() => {
            let u = hero.underground.as_ref()?;
            g(
                "underground",
                &[
                    ("hero", hero.def().short.clone()),
                    ("sun", v.sun.to_string()),
                    ("limit", v.settings.sun_limit.to_string()),
                    ("cards", u.count.to_string()),
                    ("s", plural(u.count)),
                    ("dir", dir_word(u.dir)),
                ],
            )
        }
        None => g(
            "turn",
            &[
                ("hero", hero.def().short.clone()),
                ("sun", v.sun.to_string()),
                ("limit", v.settings.sun_limit.to_string()),
            ],
        ),
        Some(Awaiting::MoveOn { why, .. }) => g(
            match why {
                MoveOn::Corridor => "move_on_corridor",
                MoveOn::Tower => "move_on_tower",
                MoveOn::Web => "move_on_web",
                MoveOn::Bridge => "move_on_bridge",
                MoveOn::CaveIn => "move_on_cave_in",
                MoveOn::Stasis => "move_on_stasis",
            },
            &[],
        ),
        Some(Awaiting::Tower { .. }) => g("tower", &[]),
        // Every prompt quotes the number the test will use: curse and tokens included (R14).
        Some(Awaiting::Bridge { .. }) => g(
            "bridge",
            &[
                (
                    "agility",
                    hero.test_target(Attr::Agility, TestKey::Bridge(hero.pos), focused)
                        .to_string(),
                ),
                ("loot", hero.loot.len().to_string()),
            ],
        ),
        Some(Awaiting::Web { .. }) => g(
            "web",
            &[(
                "strength",
                hero.test_target(Attr::Strength, TestKey::Web(hero.pos), focused)
                    .to_string(),
            )],
        ),
        Some(Awaiting::Offer { card, deck, .. }) => g(
            "offer",
            &[("card", card_name(*card)), ("deck", deck.name().into())],
        ),
        Some(Awaiting::SecretDoor { .. }) => g("secret_door", &[]),
        Some(Awaiting::BridgeEnd { .. }) => g("bridge_end", &[]),
        Some(Awaiting::Test { spec, .. }) => {
            let base = hero.test_target(spec.attr, spec.key, focused) - spec.roll_modifier;
            let gherinn = v.legal.contains(&Action::Pray);
            g(
                if gherinn { "test" } else { "test_rune" },
                &[
                    ("attr", spec.attr.name().into()),
                    ("target", base.to_string()),
                ],
            )
        }
        Some(Awaiting::RageReroll { dice, .. }) => g(
            "rage_reroll",
            &[
                ("total", (dice[0] + dice[1]).to_string()),
                ("dice", dice_text(dice)),
            ],
        ),
        Some(Awaiting::Retreat { .. }) => g("retreat", &[]),
        Some(Awaiting::FallenElf { .. }) => g("fallen_elf", &[]),
        Some(Awaiting::Monster { can_escape, .. }) => {
            let m = v.combat.as_ref().map(|c| c.monster).or(v.pending_monster)?;
            let def = content().monster(m);
            if *can_escape {
                g(
                    "monster",
                    &[
                        ("a_monster", a_monster(m)),
                        ("chance", def.escape.to_string()),
                        ("damage", def.escape_damage.to_string()),
                        ("s", plural(def.escape_damage)),
                    ],
                )
            } else {
                let h = &v.seats[seat].hero;
                let why = if h.resurfaced {
                    t("refusal", "escape_resurfaced", &[])
                } else if h.arrived_special {
                    t("refusal", "escape_special", &[])
                } else {
                    t("refusal", "escape_portcullis", &[])
                };
                g(
                    "monster_no_escape",
                    &[("a_monster", a_monster(m)), ("why", why)],
                )
            }
        }
        Some(Awaiting::Combat { .. }) => return combat_prompt(v, mention),
        Some(Awaiting::Duel { .. }) => {
            let d = v.duel.as_ref()?;
            let names: Vec<String> = [d.attacker, d.defender]
                .iter()
                .enumerate()
                .filter(|(i, _)| !d.submitted[*i])
                .map(|(_, &s)| mention(s))
                .collect();
            return Some(t(
                "prompt",
                "duel",
                &[
                    ("round", (d.round + 1).to_string()),
                    ("names", names.join(" and ")),
                ],
            ));
        }
        Some(Awaiting::Spoils { from, .. }) => g("spoils", &[("from", hero_name(v, *from))]),
        Some(Awaiting::Descend { .. }) => g("descend", &[]),
        Some(Awaiting::Exit { .. }) => {
            let u = hero.underground.as_ref()?;
            let travelled = crate::engine::travel(u);
            let [a, b] = crate::engine::shift_options(u.dir);
            g(
                "exit_card",
                &[
                    ("cards", u.count.to_string()),
                    ("s", plural(u.count)),
                    ("travelled", travelled.to_string()),
                    ("ts", plural(travelled)),
                    ("dir", dir_word(u.dir)),
                    ("a", dir_word(a)),
                    ("b", dir_word(b)),
                ],
            )
        }
        Some(Awaiting::Orient { .. }) => g("orient", &[]),
        Some(Awaiting::Landing { .. }) => g("landing", &[]),
        Some(Awaiting::Discard { .. }) => g("discard", &[]),
        Some(Awaiting::LoseLoot { .. }) => g(
            "lose_loot",
            &[
                ("count", hero.owes_loot.to_string()),
                ("s", plural(hero.owes_loot)),
            ],
        ),
        Some(Awaiting::Warning { card, .. }) => g("warning", &[("card", card_name(*card))]),
        Some(Awaiting::Fortune { .. }) => g("fortune", &[]),
        Some(Awaiting::Breakout { .. }) => g("breakout", &[]),
        Some(Awaiting::Servant { .. }) => g("servant", &[]),
        Some(Awaiting::WhichMonster { .. }) => g("which_monster", &[]),
    };
    let mut out = with_options(head, v);
    if v.legal.contains(&Action::Stay) && v.awaiting.is_none() && !hero.is_underground() {
        let chance = v.dragon_chance;
        out.push('\n');
        out.push_str(&t(
            "prompt",
            "dragon_odds",
            &[
                ("chance", chance.to_string()),
                ("rage", (100 - chance.min(100)).to_string()),
            ],
        ));
    }
    Some(out)
}

/// The channel's line while a combat round is open: who still has to send what.
pub fn combat_prompt(v: &View, mention: Mention) -> Option<String> {
    let c = v.combat.as_ref()?;
    let monster = ("monster", monster_name(c.monster));
    Some(match c.side {
        MonsterSide::Offered { seat, open: false } => t(
            "prompt",
            "combat_offer",
            &[("name", mention(seat)), monster],
        ),
        MonsterSide::Offered { open: true, .. } => t("prompt", "combat_open", &[monster]),
        side => {
            let mut names = Vec::new();
            if !c.hero_submitted {
                names.push(mention(c.seat));
            }
            if !c.monster_submitted {
                match side {
                    MonsterSide::Seat(s) => names.push(mention(s)),
                    MonsterSide::Organiser => names.push("the organiser".into()),
                    _ => {}
                }
            }
            t(
                "prompt",
                "combat",
                &[
                    ("round", (c.round + 1).to_string()),
                    monster,
                    ("names", names.join(" and ")),
                ],
            )
        }
    })
}

/// The DM that asks one side of a fight for its strikes (None if it has nothing to send).
pub fn combat_dm(v: &View) -> Option<String> {
    let c = v.combat.as_ref()?;
    let hero = &v.seats[c.seat].hero;
    let mw = ("monster_wounds", c.monster_wounds.to_string());
    let s = ("s", plural(c.monster_wounds));
    let round = ("round", (c.round + 1).to_string());
    let monster = ("monster", monster_name(c.monster));
    let mut out = if v.seat == Some(c.seat) {
        if c.hero_submitted {
            return None;
        }
        let mut head = t(
            "combat",
            "hero_round",
            &[
                round,
                ("hero", hero.def().short.clone()),
                ("wounds", hero.wounds.to_string()),
                ("life", hero.def().life.to_string()),
                monster,
                mw,
                s,
            ],
        );
        if let (Some(life), false) = (c.life, c.plays_monster) {
            // Going It Alone: the token lies face up.
            head.push('\n');
            head.push_str(&t(
                "combat",
                "face_up",
                &[
                    ("life", life.to_string()),
                    ("monster", monster_name(c.monster)),
                ],
            ));
        }
        if c.hero_carry {
            head.push('\n');
            head.push_str(&t("combat", "carry_hero", &[]));
        }
        if c.monster_carry {
            head.push('\n');
            head.push_str(&t("combat", "carry_monster", &[]));
        }
        head
    } else if c.plays_monster {
        if c.monster_submitted {
            return None;
        }
        t(
            "combat",
            "monster_round",
            &[
                round,
                monster,
                ("life", c.life.unwrap_or(0).to_string()),
                mw,
                s,
                ("hero", hero.def().short.clone()),
                ("wounds", hero.wounds.to_string()),
                ("hero_life", hero.def().life.to_string()),
            ],
        )
    } else {
        return None;
    };
    out.push('\n');
    out.push_str(&t("combat", "template", &[]));
    if v.seat == Some(c.seat)
        && v.legal
            .iter()
            .any(|a| matches!(a, Action::Strikes(p) if p.spark))
    {
        out.push('\n');
        out.push_str(&t("combat", "spark", &[]));
    }
    let fury: fn(&Plan) -> bool = |p| p.fury;
    let warding: fn(&Plan) -> bool = |p| p.warding;
    let flee: fn(&Plan) -> bool = |p| p.flee;
    for (name, used) in [("fury", fury), ("warding", warding), ("flee", flee)] {
        let can = v.seat == Some(c.seat)
            && v.legal
                .iter()
                .any(|a| matches!(a, Action::Strikes(p) if used(p)));
        if can {
            out.push('\n');
            out.push_str(&t("combat", name, &[]));
        }
    }
    Some(out)
}

/// Hero vs Hero: a duellist's private call for strikes.
pub fn duel_dm(v: &View) -> Option<String> {
    let d = v.duel.as_ref()?;
    let side = d.side?;
    let other = if side == 0 { d.defender } else { d.attacker };
    let mut out = t(
        "combat",
        "duel_call",
        &[
            ("round", (d.round + 1).to_string()),
            ("other", hero_name(v, other)),
            ("mine", d.taken[side].to_string()),
            ("theirs", d.taken[1 - side].to_string()),
        ],
    );
    if let Some(p) = d.own_plan {
        out.push('\n');
        out.push_str(&t("combat", "duel_sealed", &[("plan", plan_text(&p))]));
        return Some(out);
    }
    out.push('\n');
    out.push_str(&t("combat", "template", &[]));
    let spark: fn(&Plan) -> bool = |p| p.spark;
    let fury: fn(&Plan) -> bool = |p| p.fury;
    let warding: fn(&Plan) -> bool = |p| p.warding;
    for (name, used) in [("spark", spark), ("fury", fury), ("warding", warding)] {
        if v.legal
            .iter()
            .any(|a| matches!(a, Action::Strikes(p) if used(p)))
        {
            out.push('\n');
            out.push_str(&t("combat", name, &[]));
        }
    }
    Some(out)
}

/// A refusal, with what would be accepted instead.
pub fn refusal(v: &View, r: &Rejection, organiser: &str) -> String {
    let c = content();
    let free_heroes = || {
        let taken: Vec<u8> = v.seats.iter().map(|s| s.hero.id).collect();
        c.heroes
            .iter()
            .enumerate()
            .filter(|(i, _)| !taken.contains(&(*i as u8)))
            .map(|(_, h)| h.short.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let free_towers = || {
        Corner::ALL
            .iter()
            .filter(|k| v.seats.iter().all(|s| s.tower != Some(**k)))
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let text = match r {
        Rejection::NotInGame => t("refusal", "not_in_game", &[]),
        Rejection::AlreadyJoined => t("refusal", "already_joined", &[]),
        Rejection::GameFull => t("refusal", "game_full", &[]),
        Rejection::HeroTaken { hero, by } => t(
            "refusal",
            "hero_taken",
            &[
                ("hero", c.hero(*hero).short.clone()),
                ("by", by.clone()),
                ("free", free_heroes()),
            ],
        ),
        Rejection::TowerTaken { corner, by } => t(
            "refusal",
            "tower_taken",
            &[
                ("corner", corner.name().into()),
                ("by", by.clone()),
                ("free", free_towers()),
            ],
        ),
        Rejection::NotStarted => t("refusal", "not_started", &[]),
        Rejection::AlreadyStarted => t("refusal", "already_started", &[]),
        Rejection::GameOver => t("refusal", "game_over", &[]),
        Rejection::NotOrganiser => t(
            "refusal",
            "not_organiser",
            &[("organiser", organiser.into())],
        ),
        Rejection::TooFewPlayers => t("refusal", "too_few", &[]),
        Rejection::SoloOnly => t("refusal", "solo_only", &[]),
        Rejection::NotYourTurn { waiting_on } => t(
            "refusal",
            "not_your_turn",
            &[("name", seat_name(v, *waiting_on))],
        ),
        Rejection::HeroGone => t("refusal", "hero_gone", &[]),
        Rejection::NotNow => t("refusal", "not_now", &[]),
        Rejection::NotPaused => t("refusal", "not_paused", &[]),
        Rejection::AlreadyPaused => t("refusal", "already_paused", &[]),
        Rejection::NoRound => t("refusal", "no_round", &[]),
        Rejection::NoLootToExit => t("refusal", "no_loot", &[]),
        Rejection::NoTreasureToExit => t("refusal", "no_treasure", &[]),
        Rejection::NotInTower => t("refusal", "not_in_tower", &[]),
        Rejection::NoPotion => t("refusal", "no_potion", &[]),
        Rejection::NoImp => t("refusal", "no_imp", &[]),
        Rejection::NoRope => t("refusal", "no_rope", &[]),
        Rejection::NotInTreasure => t("refusal", "not_in_treasure", &[]),
        Rejection::CannotEscape { why } => t(
            "refusal",
            match why {
                EscapeBlock::Portcullis => "escape_portcullis",
                EscapeBlock::SpecialMovement => "escape_special",
                EscapeBlock::NoWayBack => "escape_no_way",
                EscapeBlock::Resurfaced => "escape_resurfaced",
            },
            &[],
        ),
        Rejection::NotInFight => t("refusal", "not_in_fight", &[]),
        Rejection::NotOffered => t("refusal", "not_offered", &[]),
        Rejection::OrganiserOnly => t("refusal", "organiser_only", &[]),
        Rejection::NoSpark => t("refusal", "no_spark", &[]),
        Rejection::Paused => t("refusal", "paused", &[]),
        Rejection::BadSeat => t("refusal", "bad_seat", &[]),
        Rejection::UserSeated => t("refusal", "user_seated", &[]),
        Rejection::CannotSkip => t("refusal", "cannot_skip", &[]),
        Rejection::Underground => t("refusal", "underground", &[]),
        Rejection::NoRune { rune } => {
            let mine: Vec<String> = v
                .seat
                .map(|s| {
                    v.seats[s]
                        .hero
                        .runes
                        .iter()
                        .map(|&r| c.runes[r as usize].name.clone())
                        .collect()
                })
                .unwrap_or_default();
            t(
                "refusal",
                "no_rune",
                &[
                    ("rune", c.runes[*rune as usize].name.clone()),
                    (
                        "runes",
                        if mine.is_empty() {
                            "none".into()
                        } else {
                            mine.join(", ")
                        },
                    ),
                ],
            )
        }
        Rejection::RuneNotNow { rune } => {
            let r = &c.runes[*rune as usize];
            t(
                "refusal",
                "rune_not_now",
                &[("rune", r.name.clone()), ("when", r.when.clone())],
            )
        }
        Rejection::RuneNeedsDir { rune } => t(
            "refusal",
            "rune_needs_dir",
            &[("rune", c.runes[*rune as usize].name.clone())],
        ),
        Rejection::RuneNoDir { rune } => t(
            "refusal",
            "rune_no_dir",
            &[("rune", c.runes[*rune as usize].name.clone())],
        ),
        Rejection::NoWounds => t("refusal", "no_wounds", &[]),
        Rejection::CannotFlee => t("refusal", "cannot_flee", &[]),
        Rejection::NoSuchMonster => t("refusal", "no_such_monster", &[]),
        Rejection::NoSuchSpoil { name } => {
            t("refusal", "no_such_spoil", &[("name", clip(name, 40))])
        }
        Rejection::Servant { why } => t(
            "refusal",
            match why {
                crate::engine::action::ServantBlock::NoToken => "servant_no_token",
                crate::engine::action::ServantBlock::Wall => "servant_wall",
                crate::engine::action::ServantBlock::NotAChamber => "servant_not_chamber",
                crate::engine::action::ServantBlock::Taken => "servant_taken",
                crate::engine::action::ServantBlock::MovedLast => "servant_moved_last",
                crate::engine::action::ServantBlock::Enough => "servant_enough",
                crate::engine::action::ServantBlock::NotBesideTower => "servant_not_beside",
            },
            &[],
        ),
        Rejection::NoHealing => t("refusal", "no_healing", &[]),
        Rejection::NoEntrance => t("refusal", "no_entrance", &[]),
        Rejection::BadShift { options: [a, b] } => t(
            "refusal",
            "bad_shift",
            &[("a", dir_word(*a)), ("b", dir_word(*b))],
        ),
        Rejection::NoSuchLoot { name } => t("refusal", "no_such_loot", &[("name", clip(name, 40))]),
        Rejection::CannotSearch {
            why: SearchBlock::NoSearchIcon,
        } => t("refusal", "no_search_icon", &[]),
        Rejection::CannotSearch {
            why: SearchBlock::MonsterHere,
        } => t("refusal", "monster_here", &[]),
        Rejection::CannotSearch {
            why: SearchBlock::SearchedEnough { limit },
        } => t(
            "refusal",
            "searched_enough",
            &[("limit", limit.to_string())],
        ),
        Rejection::Move { dir, why } => {
            let d = ("dir", dir.word().to_string());
            match why {
                MoveBlock::Wall => t("refusal", "move_wall", &[d]),
                MoveBlock::Edge => t("refusal", "move_edge", &[d]),
                MoveBlock::NeighbourWall => t("refusal", "move_neighbour_wall", &[d]),
                MoveBlock::Occupied { seat } => t(
                    "refusal",
                    "move_occupied",
                    &[d, ("name", hero_name(v, *seat))],
                ),
                MoveBlock::Fissure => t("refusal", "move_fissure", &[d]),
                MoveBlock::BridgeEnd => t("refusal", "move_bridge_end", &[d]),
                MoveBlock::CorridorTwice => t("refusal", "move_corridor_twice", &[d]),
                MoveBlock::MustGoBack { back } => t(
                    "refusal",
                    "move_must_go_back",
                    &[d, ("back", back.word().into())],
                ),
                MoveBlock::NoDoorsOnRetreat => t("refusal", "move_no_doors", &[d]),
                MoveBlock::NoHalfHere => t("refusal", "move_no_half", &[d]),
                MoveBlock::Unexplored => t("refusal", "move_unexplored", &[d]),
                MoveBlock::Explored => t("refusal", "move_explored", &[d]),
                MoveBlock::SameTower => t("refusal", "same_tower", &[]),
            }
        }
    };
    let shows_options = !v.legal.is_empty()
        && !matches!(
            r,
            Rejection::NotYourTurn { .. } | Rejection::NotInGame | Rejection::GameOver
        );
    if shows_options && v.phase == Phase::Playing {
        with_options(text, v)
    } else {
        text
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

/// Shorten user text we quote back, and strip anything that could ping or format, or turn
/// the text around or hide in it (`invisible`).
pub fn clip(s: &str, max: usize) -> String {
    let clean: String = s
        .chars()
        .filter(|c| !c.is_control() && !invisible(*c) && *c != '`' && *c != '@')
        .take(max)
        .collect();
    if s.chars().count() > max {
        format!("{clean}…")
    } else {
        clean
    }
}

/// Bidirectional controls and zero-width characters: they reorder or hide text, so nothing a
/// user wrote is echoed with them.
pub fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// A name for showing: without control, bidirectional or zero-width characters.
pub fn clean(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_control() && !invisible(*c))
        .collect::<String>()
        .trim()
        .to_string()
}

// -------------------------------------------------------------------------- the board

const UNEXPLORED: char = '⬛';
const WALL: char = '🟫';
const FLOOR: char = '⬜';
const DOOR: char = '🚪';
const PORTCULLIS: char = '🥅';
const TOWER: char = '🏰';
const DRAGON: char = '🐉';
const HOARD: char = '💰';
const MARKER: char = '🔽';

fn side_glyph(s: SideKind) -> char {
    match s {
        SideKind::Open => FLOOR,
        SideKind::Wall => WALL,
        SideKind::Door => DOOR,
        SideKind::Portcullis => PORTCULLIS,
    }
}

fn kind_glyph(k: ChamberKind) -> char {
    content().kind(k).glyph.chars().next().unwrap_or('?')
}

fn centre_glyph(cell: &Cell, p: Pos) -> char {
    match cell {
        Cell::Unexplored => UNEXPLORED,
        Cell::Tower(_) => TOWER,
        Cell::Treasure => {
            if p == TREASURE_UPPER {
                DRAGON
            } else {
                HOARD
            }
        }
        Cell::Chamber(ch) => kind_glyph(ch.kind),
    }
}

/// The 3x3 block of one space, without heroes.
fn block(v: &View, p: Pos) -> [[char; 3]; 3] {
    let cell = v.board.cell(p);
    if matches!(cell, Cell::Unexplored) {
        return [[UNEXPLORED; 3]; 3];
    }
    let mut b = [[WALL; 3]; 3];
    let side = |d: Dir| {
        if matches!(cell, Cell::Treasure)
            && ((p == TREASURE_UPPER && d == Dir::Down) || (p == TREASURE_LOWER && d == Dir::Up))
        {
            return FLOOR;
        }
        v.board.side(p, d).map_or(WALL, side_glyph)
    };
    b[0][1] = side(Dir::Up);
    b[1][2] = side(Dir::Right);
    b[2][1] = side(Dir::Down);
    b[1][0] = side(Dir::Left);
    b[1][1] = centre_glyph(cell, p);
    if let Cell::Chamber(ch) = cell {
        if ch.marker {
            b[0][0] = MARKER;
        }
    }
    b
}

fn edge_cell(d: Dir) -> (usize, usize) {
    match d {
        Dir::Up => (0, 1),
        Dir::Right => (1, 2),
        Dir::Down => (2, 1),
        Dir::Left => (1, 0),
    }
}

/// The board with heroes: rows of glyphs, 3 per space (or 1 in compact mode).
fn grid(v: &View, compact: bool) -> Vec<Vec<char>> {
    let k = if compact { 1 } else { 3 };
    let mut g = vec![vec![UNEXPLORED; COLS as usize * k]; ROWS as usize * k];
    for row in 0..ROWS {
        for col in 0..COLS {
            let p = Pos::new(col, row);
            if compact {
                g[row as usize][col as usize] = centre_glyph(v.board.cell(p), p);
            } else {
                let b = block(v, p);
                for (r, line) in b.iter().enumerate() {
                    for (c, &ch) in line.iter().enumerate() {
                        g[row as usize * 3 + r][col as usize * 3 + c] = ch;
                    }
                }
            }
        }
    }
    // Monster tokens: the top-right corner of their space (the centre in compact mode).
    for &(p, m) in &v.tokens {
        let glyph = content().monster(m).glyph.chars().next().unwrap_or('?');
        if compact {
            g[p.row as usize][p.col as usize] = glyph;
        } else {
            g[p.row as usize * 3][p.col as usize * 3 + 2] = glyph;
        }
    }
    // Heroes: the centre of their space; on a Bridge or Chasm, the edge of their side; in the
    // Treasure Chamber, the free cells of both halves.
    let treasure_cells: [(Pos, (usize, usize)); 6] = [
        (TREASURE_UPPER, (1, 1)),
        (TREASURE_LOWER, (1, 1)),
        (TREASURE_UPPER, (0, 0)),
        (TREASURE_UPPER, (0, 2)),
        (TREASURE_LOWER, (2, 0)),
        (TREASURE_LOWER, (2, 2)),
    ];
    let mut in_treasure = 0;
    for s in &v.seats {
        let h = &s.hero;
        if !h.in_dungeon() {
            continue;
        }
        let glyph = h.def().glyph.chars().next().unwrap_or('?');
        let (p, (r, c)) = if let Some(u) = &h.underground {
            // Underground: at his travel marker's edge, on the side it points to (the
            // compact view has no room for it; the legend says where he is).
            if compact {
                continue;
            }
            (u.start, edge_cell(u.dir))
        } else if v.board.is_treasure(h.pos) {
            let cell = treasure_cells[in_treasure.min(5)];
            in_treasure += 1;
            cell
        } else {
            let spot = match (v.board.chamber(h.pos), h.entered_via) {
                (Some(ch), Some(via))
                    if matches!(ch.kind, ChamberKind::Bridge | ChamberKind::Chasm) =>
                {
                    edge_cell(via)
                }
                _ => (1, 1),
            };
            (h.pos, spot)
        };
        if compact {
            g[p.row as usize][p.col as usize] = glyph;
        } else {
            g[p.row as usize * 3 + r][p.col as usize * 3 + c] = glyph;
        }
    }
    g
}

/// The board as emoji: a header, the grid and a legend of what is on it.
pub fn board(v: &View, compact: bool) -> String {
    let g = grid(v, compact);
    let mut out = format!(
        "**Sun {}/{}** · 🐉 {}% Sleeping\n",
        v.sun, v.settings.sun_limit, v.dragon_chance
    );
    for line in &g {
        out.extend(line.iter());
        out.push('\n');
    }
    out.push_str(&legend(v, &g));
    out
}

fn legend(v: &View, g: &[Vec<char>]) -> String {
    let c = content();
    let used: std::collections::BTreeSet<char> = g.iter().flatten().copied().collect();
    let mut items: Vec<String> = Vec::new();
    for s in &v.seats {
        let h = &s.hero;
        match &h.underground {
            Some(u) if h.in_dungeon() => items.push(t(
                "status",
                "legend_underground",
                &[
                    ("glyph", h.def().glyph.clone()),
                    ("hero", h.def().short.clone()),
                    ("pos", u.start.label()),
                    ("dir", dir_word(u.dir)),
                ],
            )),
            _ if h.in_dungeon() => items.push(format!("{} {}", h.def().glyph, h.def().short)),
            _ => {}
        }
    }
    for m in &c.monsters {
        let ch = m.glyph.chars().next().unwrap_or('?');
        if used.contains(&ch) {
            items.push(format!("{ch} {}", m.name));
        }
    }
    let fixed = [
        (TOWER, "tower"),
        (DRAGON, "dragon"),
        (HOARD, "hoard"),
        (DOOR, "door"),
        (PORTCULLIS, "portcullis"),
        (MARKER, "way down"),
    ];
    for (ch, name) in fixed {
        if used.contains(&ch) {
            items.push(format!("{ch} {name}"));
        }
    }
    for (k, def) in &c.kinds {
        let ch = kind_glyph(*k);
        if used.contains(&ch) {
            let short = match k {
                ChamberKind::DungeonRoom => "room",
                ChamberKind::Corridor => "corridor",
                ChamberKind::Portcullis => "portcullis room",
                ChamberKind::CatacombEntrance => "catacomb stairs",
                ChamberKind::RotatingRoom => "rotating",
                ChamberKind::TrapRoom => "trap",
                ChamberKind::Bridge => "bridge",
                ChamberKind::Darkness => "darkness",
                ChamberKind::CaveIn => "cave-in",
                ChamberKind::BottomlessPit => "pit",
                ChamberKind::Chasm => "chasm",
                ChamberKind::SpiderWeb => "web",
            };
            let _ = def;
            items.push(format!("{ch} {short}"));
        }
    }
    items.join(" · ")
}

/// The status sheet: sun, turn, and every hero.
pub fn status(v: &View, organiser: &str) -> String {
    let c = content();
    let mut out = Vec::new();
    if v.phase == Phase::Setup {
        out.push(t(
            "status",
            "setup_header",
            &[
                ("count", v.seats.len().to_string()),
                ("organiser", organiser.into()),
            ],
        ));
    } else {
        out.push(t(
            "status",
            "header",
            &[
                ("sun", v.sun.to_string()),
                ("limit", v.settings.sun_limit.to_string()),
                ("turn", v.turn.to_string()),
                ("dragon", v.dragon_chance.to_string()),
                ("tiles", v.tiles_left.to_string()),
            ],
        ));
    }
    for (i, s) in v.seats.iter().enumerate() {
        let h = &s.hero;
        let place = match h.status {
            crate::engine::Status::Waiting => {
                format!("tower {}", s.tower.map_or("not chosen", Corner::name))
            }
            crate::engine::Status::InDungeon if h.is_underground() => {
                let u = h.underground.as_ref().expect("underground");
                t(
                    "status",
                    "underground",
                    &[
                        ("pos", u.start.label()),
                        ("dir", dir_word(u.dir)),
                        ("cards", u.count.to_string()),
                    ],
                )
            }
            crate::engine::Status::InDungeon => {
                let what = match v.board.cell(h.pos) {
                    Cell::Tower(k) => format!("{} Tower Room", k.name()),
                    Cell::Treasure => "Treasure Chamber".into(),
                    Cell::Chamber(ch) => c.kind(ch.kind).name.clone(),
                    Cell::Unexplored => "?".into(),
                };
                format!("{} ({what})", h.pos.label())
            }
            crate::engine::Status::Dead(k) => format!("💀 {}", cause(k)),
            crate::engine::Status::Exited => "🏰 out of the dungeon".into(),
        };
        let hidden = v.hidden_loot.get(i).copied().unwrap_or(0);
        let loot = if hidden > 0 {
            t("status", "loot_hidden", &[("count", hidden.to_string())])
        } else if h.loot.is_empty() {
            t("status", "no_loot", &[])
        } else {
            let names: Vec<String> = h
                .loot
                .iter()
                .map(|&x| match c.card(x).effect {
                    crate::engine::content::Effect::Chest => {
                        format!("{} (2d6 x 100)", c.card(x).name)
                    }
                    _ => format!("{} ({})", c.card(x).name, c.card(x).value()),
                })
                .collect();
            format!("{} = {} electrum", names.join(", "), h.loot_value())
        };
        let rune = if h.runes.is_empty() {
            "-".to_string()
        } else {
            h.runes
                .iter()
                .map(|&r| c.runes[r as usize].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut line = t(
            "status",
            "seat",
            &[
                ("n", (i + 1).to_string()),
                ("glyph", h.def().glyph.clone()),
                ("hero", h.def().short.clone()),
                ("name", s.name.clone()),
                ("where", place),
                ("wounds", h.wounds.to_string()),
                ("life", h.def().life.to_string()),
                ("loot", loot),
                ("rune", rune),
            ],
        );
        if v.to_act == Some(i) {
            line.push_str(" ⏳");
        }
        if !h.kept.is_empty() {
            let kept: Vec<String> = h.kept.iter().map(|&x| c.card(x).name.clone()).collect();
            line.push_str(&format!(" · Keeps: {}", kept.join(", ")));
        }
        out.push(line);
    }
    if let Some(seat) = v.to_act {
        out.push(t("prompt", "waiting_on", &[("name", seat_name(v, seat))]));
    }
    out.join("\n")
}

/// The optional rules, one per line, with whether each is on.
pub fn options_list(s: &crate::engine::Settings) -> String {
    let mut out = vec![t("options", "header", &[])];
    for name in crate::engine::OPTIONS {
        let on = s.option(name).unwrap_or(false);
        out.push(format!(
            "{} `{name}`: {}",
            if on { "✅" } else { "▫️" },
            t("options", name, &[])
        ));
    }
    out.join("\n")
}

/// Why `value` is refused for a numeric setting: what it counts and its range.
pub fn setting_range(r: &crate::engine::SettingRange, value: &str) -> String {
    t(
        "manage",
        "set_out_of_range",
        &[
            ("key", r.key.to_string()),
            ("meaning", t("range", r.key, &[])),
            ("min", r.min.to_string()),
            ("max", r.max.to_string()),
            ("value", clip(value, 40)),
        ],
    )
}

/// The settings, one per line.
pub fn settings(s: &crate::engine::Settings) -> String {
    let mut out = vec![t("manage", "settings_header", &[])];
    if let Ok(table) = toml::Table::try_from(s) {
        for (k, v) in table {
            let v = match v {
                toml::Value::String(s) => format!("\"{s}\""),
                toml::Value::Integer(i) => i.to_string(),
                toml::Value::Boolean(b) => b.to_string(),
                other => format!("{other:?}"),
            };
            out.push(format!("`{k}` = {v}"));
        }
    }
    out.join("\n")
}

/// A campaign's table.
pub fn leaderboard(campaign: &str, rows: &[crate::store::Standing]) -> String {
    let c = ("campaign", campaign.to_string());
    if rows.is_empty() {
        return t("manage", "leaderboard_empty", &[c]);
    }
    let mut out = vec![t("manage", "leaderboard_header", &[c])];
    for (i, r) in rows.iter().enumerate() {
        out.push(t(
            "manage",
            "leaderboard_line",
            &[
                ("rank", (i + 1).to_string()),
                ("name", clip(&r.name, 40)),
                ("electrum", r.electrum.to_string()),
                ("played", r.played.to_string()),
                ("survived", r.survived.to_string()),
                ("won", r.won.to_string()),
            ],
        ));
    }
    out.join("\n")
}

/// Roll statistics in words.
pub fn dice(s: &crate::audit::DiceStats) -> String {
    let total: usize = s.d6.iter().sum();
    if total == 0 && s.escapes == 0 && s.dragon == 0 {
        return t("dice", "none", &[]);
    }
    let pct = |n: usize, of: usize| {
        if of == 0 {
            "0".to_string()
        } else {
            format!("{:.1}", 100.0 * n as f64 / of as f64)
        }
    };
    let faces: Vec<String> =
        s.d6.iter()
            .enumerate()
            .map(|(i, &n)| {
                t(
                    "dice",
                    "face",
                    &[
                        ("face", (i + 1).to_string()),
                        ("count", n.to_string()),
                        ("pct", pct(n, total)),
                    ],
                )
            })
            .collect();
    let mut out = vec![
        t("dice", "header", &[]),
        t(
            "dice",
            "d6",
            &[("total", total.to_string()), ("faces", faces.join(" · "))],
        ),
    ];
    out.push(t(
        "dice",
        "tests",
        &[
            ("passed", s.tests_passed.to_string()),
            ("failed", s.tests_failed.to_string()),
        ],
    ));
    if s.escapes > 0 {
        out.push(t(
            "dice",
            "escapes",
            &[
                ("escaped", s.escaped.to_string()),
                ("total", s.escapes.to_string()),
                ("expected", format!("{:.1}", s.escapes_expected)),
            ],
        ));
    }
    if s.dragon > 0 {
        out.push(t(
            "dice",
            "dragon",
            &[
                ("sleeping", s.sleeping.to_string()),
                ("total", s.dragon.to_string()),
                ("expected", format!("{:.1}", s.sleeping_expected)),
            ],
        ));
    }
    let list: Vec<String> = s
        .by_purpose
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    out.push(t("dice", "purposes", &[("list", list.join(", "))]));
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_fill_and_unknown_ones_stay() {
        assert_eq!(
            t("narration", "searched", &[("hero", "Hugo".into())]),
            "Hugo searches the chamber."
        );
        assert!(t("narration", "searched", &[]).contains("{hero}"));
    }

    use crate::engine::rng::seed_from_u64;
    use crate::engine::state::{Actor, Settings};
    use crate::engine::{apply, view, Game};

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
}
