//! Every card's text and banner, rendered from its fields in the reader's language (Fluent ids
//! `dg-*`, `locales/*/dungeoneer.ftl`). The engine reads the fields; players read this; the
//! two cannot disagree.

use super::effect::*;
use super::*;
use crate::lang::{text, Lang};

fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

fn a(name: &'static str, v: impl ToString) -> (&'static str, String) {
    (name, v.to_string())
}

pub fn form(lang: Lang, f: Form) -> String {
    t(
        lang,
        match f {
            Form::Melee => "dg-melee",
            Form::Magic => "dg-magic",
            Form::Speed => "dg-speed",
        },
        &[],
    )
}

pub fn score(lang: Lang, s: Score) -> String {
    match s.form() {
        Some(f) => form(lang, f),
        None if s == Score::Life => t(lang, "dg-life", &[]),
        None => t(lang, "dg-level", &[]),
    }
}

fn stat(lang: Lang, s: Stat) -> String {
    let id = match s {
        Stat::Melee => "dg-melee",
        Stat::Magic => "dg-magic",
        Stat::Speed => "dg-speed",
        Stat::CarryBoon => "dg-carry-boon",
        Stat::CarryTreasure => "dg-carry-treasure",
        Stat::Pack => "dg-pack",
    };
    t(lang, id, &[])
}

fn roll(lang: Lang, r: RollKind) -> String {
    let id = match r {
        RollKind::Attack => "dg-roll-attack",
        RollKind::Counter => "dg-roll-counter",
        RollKind::Threat => "dg-roll-threat",
        RollKind::Search => "dg-roll-search",
        RollKind::Chance => "dg-roll-chance",
    };
    t(lang, id, &[])
}

pub fn monster_kind(lang: Lang, k: MonsterKind) -> String {
    let id = match k {
        MonsterKind::Undead => "dg-kind-undead",
        MonsterKind::Demon => "dg-kind-demon",
        MonsterKind::Beast => "dg-kind-beast",
        MonsterKind::Vermin => "dg-kind-vermin",
        MonsterKind::Brute => "dg-kind-brute",
        MonsterKind::Spirit => "dg-kind-spirit",
    };
    t(lang, id, &[])
}

pub fn map_kind(lang: Lang, k: MapKind) -> String {
    let id = match k {
        MapKind::Entrance => "dg-map-entrance",
        MapKind::Passage => "dg-map-passage",
        MapKind::GrimPassage => "dg-map-grim_passage",
        MapKind::Room => "dg-map-room",
    };
    t(lang, id, &[])
}

pub fn feature_kind(lang: Lang, k: FeatureKind) -> String {
    let id = match k {
        FeatureKind::Pit => "dg-feature-pit",
        FeatureKind::Spikes => "dg-feature-spikes",
        FeatureKind::Hazard => "dg-feature-hazard",
        FeatureKind::Sewer => "dg-feature-sewer",
        FeatureKind::Portal => "dg-feature-portal",
    };
    t(lang, id, &[])
}

/// A signed amount as printed: "+2", "-1", "+#", "+1+#", "+1+2×#".
fn signed(x: Amount) -> String {
    match x.per {
        None => format!("{:+}", x.amount),
        Some(per) => {
            let hash = if per == 1 {
                "#".to_string()
            } else {
                format!("{per}×#")
            };
            if x.amount == 0 {
                format!("+{hash}")
            } else {
                format!("{:+}+{hash}", x.amount)
            }
        }
    }
}

/// An unsigned amount: "2", "#", "1+#".
fn plain(x: Amount) -> String {
    let s = signed(x);
    s.strip_prefix('+').map(str::to_string).unwrap_or(s)
}

fn list(lang: Lang, items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!(
            "{} {} {}",
            items[..n - 1].join(", "),
            t(lang, "dg-or", &[]),
            items[n - 1]
        ),
    }
}

fn immune_list(lang: Lang, what: &[String]) -> String {
    let words: Vec<String> = what
        .iter()
        .map(|w| match w.as_str() {
            "melee" => form(lang, Form::Melee),
            "magic" => form(lang, Form::Magic),
            "speed" => form(lang, Form::Speed),
            op => op_word(lang, op),
        })
        .collect();
    words.join(", ")
}

/// The name of an op as a thing one can be immune to.
fn op_word(lang: Lang, op: &str) -> String {
    match (lang, op) {
        (Lang::En, "threat_mod") => "Threat changes".into(),
        (Lang::Es, "threat_mod") => "cambios de Amenaza".into(),
        (Lang::En, "monster_mod") => "monster changes".into(),
        (Lang::Es, "monster_mod") => "cambios de monstruo".into(),
        (Lang::En, o) => o.replace('_', " "),
        (Lang::Es, "discard") => "descartes".into(),
        (Lang::Es, "return") => "devoluciones".into(),
        (Lang::Es, "tip") => "derribos".into(),
        (Lang::Es, "drain") => "drenajes".into(),
        (Lang::Es, "warp") => "traslados".into(),
        (Lang::Es, "wound") => "heridas".into(),
        (Lang::Es, "cancel") => "anulaciones".into(),
        (Lang::Es, "threat") => "Amenazas".into(),
        (Lang::Es, o) => o.replace('_', " "),
    }
}

/// Effects joined into one clause list.
pub fn effects(lang: Lang, list: &[Effect]) -> String {
    list.iter()
        .map(|e| effect(lang, e))
        .collect::<Vec<_>>()
        .join("; ")
}

/// One effect, with its conditions and how long it lasts.
pub fn effect(lang: Lang, e: &Effect) -> String {
    let mut s = op(lang, &e.op);
    if let Some(x) = e.op.amount() {
        if let Some(max) = x.max {
            s.push(' ');
            s.push_str(&t(lang, "dg-op-variable", &[a("max", max)]));
        }
    }
    let w = &e.when;
    let mut conds = Vec::new();
    if let Some(k) = w.space {
        // The kind's id too, for a language whose article agrees with it (una sala).
        let id = match k {
            MapKind::Entrance => "entrance",
            MapKind::Passage => "passage",
            MapKind::GrimPassage => "grim_passage",
            MapKind::Room => "room",
        };
        conds.push(t(
            lang,
            "dg-when-space",
            &[a("kind", map_kind(lang, k)), a("id", id)],
        ));
    }
    if let Some(f) = w.feature {
        conds.push(t(
            lang,
            "dg-when-feature",
            &[a("feature", feature_kind(lang, f))],
        ));
    }
    if let Some(k) = w.monster {
        conds.push(t(
            lang,
            "dg-when-monster",
            &[a("kind", monster_kind(lang, k))],
        ));
    }
    if let Some(f) = w.form {
        conds.push(t(lang, "dg-when-form", &[a("form", form(lang, f))]));
    }
    if let Some(n) = w.level {
        conds.push(t(lang, "dg-when-level", &[a("n", n)]));
    }
    if w.tipped == Some(true) {
        conds.push(t(lang, "dg-when-tipped", &[]));
    }
    if w.wounded == Some(true) {
        conds.push(t(lang, "dg-when-wounded", &[]));
    }
    for c in conds {
        s.push(' ');
        s.push_str(&c);
    }
    match e.scope {
        Some(Scope::Roll) => s.push_str(&format!(" {}", t(lang, "dg-scope-roll", &[]))),
        Some(Scope::Combat) => s.push_str(&format!(" {}", t(lang, "dg-scope-combat", &[]))),
        Some(Scope::Turn) => s.push_str(&format!(" {}", t(lang, "dg-scope-turn", &[]))),
        Some(Scope::InPlay) | None => {}
    }
    s
}

fn op(lang: Lang, op: &Op) -> String {
    let amount = op.amount();
    let n_signed = amount.map(signed).unwrap_or_default();
    let n_plain = amount.map(plain).unwrap_or_default();
    match op {
        Op::Stat { stat: s, .. } => t(
            lang,
            "dg-op-stat",
            &[a("n", &n_signed), a("stat", stat(lang, *s))],
        ),
        Op::Roll {
            roll: r, form: f, ..
        } => t(
            lang,
            "dg-op-roll",
            &[
                a("n", &n_signed),
                a("roll", roll(lang, *r)),
                a("form", f.map_or("none".to_string(), |f| form(lang, f))),
            ],
        ),
        Op::Reroll { roll: r } => t(lang, "dg-op-reroll", &[a("roll", roll(lang, *r))]),
        Op::Threat {
            form: f,
            number,
            pass,
            fail,
            who,
        } => {
            let id = match who {
                Who::Target => "dg-op-threat",
                Who::Space => "dg-op-threat-space",
            };
            let mut s = t(lang, id, &[a("form", score(lang, *f)), a("number", number)]);
            if !pass.is_empty() {
                s.push_str(", ");
                s.push_str(&t(lang, "dg-op-pass", &[a("effects", effects(lang, pass))]));
            }
            if !fail.is_empty() {
                s.push_str(", ");
                s.push_str(&t(lang, "dg-op-fail", &[a("effects", effects(lang, fail))]));
            }
            s
        }
        Op::Wound { .. } => t(lang, "dg-op-wound", &[a("n", &n_plain)]),
        Op::Heal { .. } => t(lang, "dg-op-heal", &[a("n", &n_plain)]),
        Op::Movement { .. } => t(lang, "dg-op-movement", &[a("n", &n_signed)]),
        Op::Glory { .. } | Op::Peril { .. } => tokens(lang, op),
        Op::Draw { .. } => t(lang, "dg-op-draw", &[a("n", &n_plain)]),
        Op::Discard { .. } => discard(lang, op),
        Op::Cancel {} => t(lang, "dg-op-cancel", &[]),
        Op::Return {} => t(lang, "dg-op-return", &[]),
        Op::Warp { .. } => warp(lang, op),
        Op::Shift { within } => t(lang, "dg-op-shift", &[a("n", within)]),
        Op::Tip {} => t(lang, "dg-op-tip", &[]),
        Op::Untip {} => t(lang, "dg-op-untip", &[]),
        Op::Drain { .. } => t(lang, "dg-op-drain", &[a("n", &n_plain)]),
        Op::Minion { max_life } => t(lang, "dg-op-minion", &[a("n", max_life)]),
        Op::Immune { to } => t(lang, "dg-op-immune", &[a("list", immune_list(lang, to))]),
        Op::ThreatMod { source, .. } => {
            let id = match source {
                Source::Exit => "dg-source-exit",
                Source::Trap => "dg-source-trap",
                Source::Pit => "dg-source-pit",
                Source::Spikes => "dg-source-spikes",
                Source::Quest => "dg-source-quest",
            };
            t(
                lang,
                "dg-op-threat-mod",
                &[a("n", &n_signed), a("source", t(lang, id, &[]))],
            )
        }
        Op::MonsterMod { kind, stat: s, .. } => t(
            lang,
            "dg-op-monster-mod",
            &[
                a("n", &n_signed),
                a("stat", form(lang, *s)),
                a("kind", monster_kind(lang, *kind)),
            ],
        ),
    }
}

/// A gain or loss of Glory or Peril.
fn tokens(lang: Lang, op: &Op) -> String {
    let (which, amount, whose) = match op {
        Op::Glory { amount, whose } => ("glory", amount, whose),
        Op::Peril { amount, whose } => ("peril", amount, whose),
        _ => return String::new(),
    };
    let who = match whose {
        Whose::You => "you",
        Whose::Target => "target",
    };
    t(
        lang,
        &format!("dg-op-{which}-{who}"),
        &[
            a("n", amount.unsigned_abs()),
            a("gain", if *amount >= 0 { "yes" } else { "no" }),
        ],
    )
}

fn discard(lang: Lang, op: &Op) -> String {
    let Op::Discard {
        what,
        amount,
        chooser,
    } = op
    else {
        return String::new();
    };
    let what_id = match what {
        What::Hand => "dg-what-hand",
        What::Treasure => "dg-what-treasure",
        What::Boon => "dg-what-boon",
        What::Attachment => "dg-what-attachment",
        What::Pack => "dg-what-pack",
        What::Monster => "dg-what-monster",
    };
    let chooser = match chooser {
        Chooser::Owner => "owner",
        Chooser::You => "you",
        Chooser::Random => "random",
    };
    t(
        lang,
        "dg-op-discard",
        &[
            a("n", amount),
            a("what", t(lang, what_id, &[a("count", amount)])),
            a("chooser", chooser),
        ],
    )
}

fn warp(lang: Lang, op: &Op) -> String {
    let Op::Warp {
        to, within, kind, ..
    } = op
    else {
        return String::new();
    };
    match to {
        WarpTo::Adjacent => t(lang, "dg-op-warp-adjacent", &[]),
        WarpTo::Within => t(lang, "dg-op-warp-within", &[a("n", within.unwrap_or(1))]),
        WarpTo::Entrance => t(lang, "dg-op-warp-entrance", &[]),
        WarpTo::Kind => t(
            lang,
            "dg-op-warp-kind",
            &[a("kind", map_kind(lang, kind.unwrap_or(MapKind::Room)))],
        ),
    }
}

fn capital(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

/// A monster's block: kind, scores, attacks, hit, special, immunities.
pub fn monster(lang: Lang, m: &Monster) -> String {
    let mut lines = vec![
        t(
            lang,
            "dg-monster",
            &[
                a("kind", monster_kind(lang, m.kind)),
                a("life", m.life),
                a("melee", m.melee),
                a("magic", m.magic),
                a("speed", m.speed),
            ],
        ) + ".",
    ];
    let forms: Vec<String> = m.attacks.iter().map(|&f| form(lang, f)).collect();
    lines.push(t(
        lang,
        "dg-monster-attacks",
        &[a("forms", list(lang, &forms))],
    ));
    if !m.hit.is_empty() {
        lines.push(t(
            lang,
            "dg-monster-hit",
            &[a("effects", effects(lang, &m.hit))],
        ));
    }
    if let Some(sp) = &m.special {
        lines.push(t(
            lang,
            "dg-monster-special",
            &[
                a("peril", sp.peril),
                a("effects", effects(lang, &sp.effects)),
            ],
        ));
    }
    if !m.immune.is_empty() {
        lines.push(t(
            lang,
            "dg-monster-immune",
            &[a("list", immune_list(lang, &m.immune))],
        ));
    }
    lines.join(" ")
}

/// An adventure card's banner: category, play time, duration, cost, upkeep.
pub fn banner(lang: Lang, c: &Adventure) -> String {
    let category = t(
        lang,
        match c.category {
            Category::Boon => "dg-category-boon",
            Category::Treasure => "dg-category-treasure",
            Category::Bane => "dg-category-bane",
            Category::Encounter => "dg-category-encounter",
        },
        &[],
    );
    let play = play_time(lang, c.play);
    let duration = t(
        lang,
        match c.duration {
            Duration::Instant => "dg-duration-instant",
            Duration::Permanent => "dg-duration-permanent",
            Duration::Attachment => "dg-duration-attachment",
            Duration::Monster => "dg-duration-monster",
        },
        &[],
    );
    let funding_word = match c.funding {
        Funding::Glory => "Glory",
        Funding::Peril => "Peril",
    };
    let funding = match (lang, c.funding) {
        (Lang::Es, Funding::Glory) => "Gloria",
        (Lang::Es, Funding::Peril) => "Peligro",
        _ => funding_word,
    };
    let cost = if c.variable {
        t(
            lang,
            "dg-cost-variable",
            &[a("n", c.cost), a("funding", funding)],
        )
    } else {
        match c.funding {
            Funding::Glory => t(lang, "dg-cost-glory", &[a("n", c.cost)]),
            Funding::Peril => t(lang, "dg-cost-peril", &[a("n", c.cost)]),
        }
    };
    let mut parts = vec![category, play, duration];
    if let Some(slot) = c.slot {
        parts.push(t(
            lang,
            match slot {
                Slot::Weapon => "dg-slot-weapon",
                Slot::Armour => "dg-slot-armour",
                Slot::Helm => "dg-slot-helm",
                Slot::Boots => "dg-slot-boots",
                Slot::Cloak => "dg-slot-cloak",
            },
            &[],
        ));
    }
    parts.push(cost);
    if c.upkeep > 0 {
        parts.push(t(
            lang,
            "dg-upkeep",
            &[a("n", c.upkeep), a("funding", funding)],
        ));
    }
    parts.join(" · ")
}

pub fn play_time(lang: Lang, p: Play) -> String {
    t(
        lang,
        match p {
            Play::Dungeonlord => "dg-play-dungeonlord",
            Play::Hero => "dg-play-hero",
            Play::Response => "dg-play-response",
            Play::Anytime => "dg-play-anytime",
        },
        &[],
    )
}

/// An adventure card's text.
pub fn adventure(lang: Lang, c: &Adventure) -> String {
    let mut parts = Vec::new();
    if let Some(host) = c.attach_to {
        let host = match host {
            AttachTo::Hero => "hero",
            AttachTo::Treasure => "treasure",
            AttachTo::Monster => "monster",
        };
        parts.push(capital(t(lang, "dg-attach", &[a("host", host)])) + ".");
    }
    match c.target {
        Target::Hero if c.category != Category::Encounter => {
            parts.push(t(lang, "dg-target-hero", &[]))
        }
        Target::Monster => parts.push(t(lang, "dg-target-monster", &[])),
        Target::Space => parts.push(t(lang, "dg-target-space", &[])),
        Target::Map => parts.push(t(lang, "dg-target-map", &[])),
        _ => {}
    }
    if !c.effects.is_empty() {
        parts.push(capital(effects(lang, &c.effects)) + ".");
    }
    if let Some(m) = &c.monster {
        parts.push(monster(lang, m));
    }
    parts.join(" ")
}

fn exit(lang: Lang, e: Exit) -> String {
    match e {
        Exit::Open => t(lang, "dg-exit-open", &[]),
        Exit::Wall => t(lang, "dg-exit-wall", &[]),
        Exit::Locked { form: f, threat } => t(
            lang,
            "dg-exit-locked",
            &[a("form", form(lang, f)), a("threat", threat)],
        ),
        Exit::Trapped { form: f, threat } => t(
            lang,
            "dg-exit-trapped",
            &[a("form", form(lang, f)), a("threat", threat)],
        ),
    }
}

/// A map card's text: kind, Glory, Peril, exits as printed, feature, entry effects.
pub fn map(lang: Lang, m: &MapCard) -> String {
    let mut parts = vec![
        capital(t(
            lang,
            "dg-map-line",
            &[
                a("kind", map_kind(lang, m.kind)),
                a("glory", m.glory),
                a("peril", m.peril),
                a("n", exit(lang, m.exits.n)),
                a("e", exit(lang, m.exits.e)),
                a("s", exit(lang, m.exits.s)),
                a("w", exit(lang, m.exits.w)),
            ],
        )) + ".",
    ];
    match m.feature {
        Feature::None => {}
        Feature::Pit { form: f, threat } => parts.push(t(
            lang,
            "dg-feature-line-pit",
            &[a("form", form(lang, f)), a("threat", threat)],
        )),
        Feature::Spikes { form: f, threat } => parts.push(t(
            lang,
            "dg-feature-line-spikes",
            &[a("form", form(lang, f)), a("threat", threat)],
        )),
        Feature::Hazard { bonus } => {
            parts.push(t(lang, "dg-feature-line-hazard", &[a("bonus", bonus)]))
        }
        Feature::Sewer => parts.push(t(lang, "dg-feature-line-sewer", &[])),
        Feature::Portal => parts.push(t(lang, "dg-feature-line-portal", &[])),
    }
    if !m.on_enter.is_empty() {
        parts.push(t(
            lang,
            "dg-on-enter",
            &[a("effects", effects(lang, &m.on_enter))],
        ));
    }
    parts.join(" ")
}

/// A hero's text: scores by Level, Life and carry, the ability.
pub fn hero(lang: Lang, h: &Hero) -> String {
    let mut parts: Vec<String> = h
        .levels
        .iter()
        .enumerate()
        .map(|(i, s)| {
            t(
                lang,
                "dg-hero-level",
                &[
                    a("level", i + 1),
                    a("melee", s.melee),
                    a("magic", s.magic),
                    a("speed", s.speed),
                ],
            ) + "."
        })
        .collect();
    parts.push(t(
        lang,
        "dg-hero-carry",
        &[
            a("life", h.life),
            a("boon", h.carry.boon),
            a("treasure", h.carry.treasure),
        ],
    ));
    let ab = &h.ability;
    let cost = if ab.cost.glory == 0 {
        t(lang, "dg-cost-free", &[])
    } else {
        t(lang, "dg-cost-glory", &[a("n", ab.cost.glory)])
    };
    parts.push(t(
        lang,
        "dg-hero-ability",
        &[
            a("play", play_time(lang, ab.play)),
            a("cost", cost),
            a("per_turn", ab.per_turn),
            a("effects", effects(lang, &ab.effects)),
        ],
    ));
    parts.join(" ")
}

pub fn quest_type(lang: Lang, q: QuestType) -> String {
    let id = match q {
        QuestType::Artifact => "dg-quest-type-artifact",
        QuestType::Chance => "dg-quest-type-chance",
        QuestType::Effect => "dg-quest-type-effect",
        QuestType::Escort => "dg-quest-type-escort",
        QuestType::Sacrifice => "dg-quest-type-sacrifice",
        QuestType::Search => "dg-quest-type-search",
        QuestType::Slay => "dg-quest-type-slay",
        QuestType::Threat => "dg-quest-type-threat",
    };
    t(lang, id, &[])
}

fn task(lang: Lang, task: &Task) -> String {
    match task {
        Task::Arrive(_) => t(lang, "dg-quest-arrive", &[]),
        Task::Threat {
            form: f,
            number,
            fail,
        } => {
            let fail = if fail.is_empty() {
                String::new()
            } else {
                format!(
                    ", {}",
                    t(lang, "dg-op-fail", &[a("effects", effects(lang, fail))])
                )
            };
            t(
                lang,
                "dg-quest-threat",
                &[
                    a("form", score(lang, *f)),
                    a("number", number),
                    a("fail", fail),
                ],
            )
        }
        Task::Chance(c) => {
            let pattern = match c.pattern {
                Pattern::Same => t(lang, "dg-pattern-same", &[]),
                Pattern::Run => t(lang, "dg-pattern-run", &[]),
                Pattern::Set => {
                    let faces: Vec<String> = c.faces.iter().map(u8::to_string).collect();
                    t(lang, "dg-pattern-set", &[a("faces", faces.join("-"))])
                }
                Pattern::Sum => t(lang, "dg-pattern-sum", &[a("n", c.at_least)]),
            };
            t(
                lang,
                "dg-quest-chance",
                &[a("dice", c.dice), a("pattern", pattern)],
            )
        }
        Task::Price(p) => t(lang, "dg-quest-price", &[a("effects", effects(lang, p))]),
    }
}

/// A quest's text: where, what, and what it gives.
pub fn quest(lang: Lang, q: &Quest, s: &Set) -> String {
    let place = |id: &String| {
        s.maps
            .iter()
            .find(|m| &m.id == id)
            .map_or(id.clone(), |m| m.name.get(lang == Lang::Es).to_string())
    };
    let mut parts = Vec::new();
    match q.kind {
        QuestType::Escort if q.locations.len() == 2 => parts.push(t(
            lang,
            "dg-quest-escort",
            &[
                a("from", place(&q.locations[0])),
                a("to", place(&q.locations[1])),
            ],
        )),
        _ if !q.locations.is_empty() => {
            let places: Vec<String> = q.locations.iter().map(place).collect();
            parts.push(t(lang, "dg-quest-at", &[a("places", list(lang, &places))]));
        }
        _ => {}
    }
    if let Some(sr) = q.search {
        parts.push(t(
            lang,
            "dg-quest-search",
            &[a("kind", map_kind(lang, sr.on)), a("number", sr.number)],
        ));
    }
    if let Some(tk) = &q.task {
        parts.push(task(lang, tk));
    }
    if let Some(m) = &q.monster {
        parts.push(t(lang, "dg-quest-slay", &[a("monster", monster(lang, m))]));
    }
    if !q.ongoing.is_empty() {
        parts.push(t(
            lang,
            "dg-quest-ongoing",
            &[a("effects", effects(lang, &q.ongoing))],
        ));
    }
    let more = if q.reward.is_empty() {
        String::new()
    } else {
        format!(", {}", effects(lang, &q.reward))
    };
    parts.push(t(lang, "dg-quest-reward", &[a("more", more)]));
    parts.join(" ")
}
