//! What the game asks of whom (`prompt`), a player's hand by DM (`hand`), and each action as
//! the command that makes it (`command`), so a button or a log line is what a player would
//! type.

use super::super::action::{Action, Choice, Sent};
use super::super::content::set;
use super::super::map::letter;
use super::super::state::{
    MinionUse, PackChoice, Phase, Respond, RewardTo, Seat, SlayForm, Standing, Upkeep,
};
use super::super::view::View;
use super::{a, card_name, form_word, name, one_word, quest_name, side, t};
use crate::lang::Lang;

/// What the game waits on now, addressed to whoever it waits on.
pub fn prompt(lang: Lang, v: &View, names: &[String]) -> String {
    if let Some(asked) = &v.asked {
        return super::question::question(lang, v, names, asked);
    }
    if let Some(c) = v.combat.as_ref().filter(|c| !c.waiting.is_empty()) {
        let who: Vec<String> = c.waiting.iter().map(|&s| name(names, s)).collect();
        // A hero's Challenge: his defender's Response step (G25).
        if let Some(d) = c.duel {
            return t(
                lang,
                "dg-prompt-window-duel",
                &[
                    a("names", who.join(", ")),
                    a("name", name(names, d.seat)),
                    a("form", super::super::content::text::form(lang, d.form)),
                ],
            );
        }
        // A Slay quest's monster is run by the seat to the left, not a DungeonLord (G35).
        if let Some(q) = c.slay {
            return t(
                lang,
                "dg-prompt-window-slay",
                &[a("names", who.join(", ")), a("quest", quest_name(lang, q))],
            );
        }
        return t(lang, "dg-prompt-window", &[a("names", who.join(", "))]);
    }
    let n = name(names, v.active);
    match v.phase {
        Phase::Setup | Phase::Over => t(lang, "dg-prompt-over", &[]),
        Phase::DungeonLord => {
            // An opponent's name as a command carries it, for the examples.
            let foe = (1..names.len())
                .map(|k| (v.active + k) % names.len())
                .find(|&s| v.heroes.get(s).is_some_and(|h| h.alive))
                .map_or_else(String::new, |s| one_word(names, s));
            t(lang, "dg-prompt-lord", &[a("name", n), a("foe", foe)])
        }
        Phase::Build => {
            let letters: Vec<String> = (0..v.spots.len()).map(letter).collect();
            t(
                lang,
                "dg-prompt-build",
                &[a("name", n), a("letters", letters.join(", "))],
            )
        }
        Phase::Hero if v.drawn.is_some() => {
            let letters: Vec<String> = (0..v.spots.len()).map(letter).collect();
            t(
                lang,
                "dg-prompt-build",
                &[a("name", n), a("letters", letters.join(", "))],
            )
        }
        Phase::Hero => {
            // What his Movement allows now: standing up first, or no step at all.
            let state = match v.heroes.get(v.active) {
                Some(h) if h.tipped => "tipped",
                _ if v.turn.movement == 0 => "spent",
                _ => "free",
            };
            t(
                lang,
                "dg-prompt-hero",
                &[
                    a("name", n),
                    a("movement", v.turn.movement),
                    a("state", state),
                ],
            )
        }
        Phase::Discard => t(lang, "dg-prompt-discard", &[a("name", n)]),
    }
}

/// A player's hand, numbered as commands name its cards, with each card's banner and text;
/// his quests and his standing answers.
pub fn hand(lang: Lang, v: &View) -> Option<String> {
    let seat = v.viewer?;
    let me = v.heroes.get(seat)?;
    let mut lines = vec![t(lang, "dg-hand-title", &[a("glory", me.glory)])];
    if v.hand.is_empty() {
        lines.push(t(lang, "dg-hand-empty", &[]));
    }
    for (i, &c) in v.hand.iter().enumerate() {
        let card = set().adventure(c);
        lines.push(t(
            lang,
            "dg-hand-card",
            &[
                a("n", i + 1),
                a("card", card_name(lang, c)),
                a("banner", super::super::content::text::banner(lang, card)),
                a("text", super::super::content::text::adventure(lang, card)),
            ],
        ));
    }
    // His hero's card (scores by Level, carry limits, ability) and what each quest asks,
    // where he reads his hand.
    let text = super::super::content::text::hero(lang, set().hero(me.hero));
    let [melee, magic, speed] = me.scores;
    lines.push(t(
        lang,
        "dg-hand-hero",
        &[
            a("hero", super::hero_name(lang, me.hero)),
            a("level", me.level),
            a("melee", melee),
            a("magic", magic),
            a("speed", speed),
            a("text", text),
        ],
    ));
    let mut quests: Vec<(String, u8)> = me
        .quests
        .iter()
        .enumerate()
        .map(|(i, &q)| ((i + 1).to_string(), q))
        .collect();
    quests.extend(v.global.map(|g| ("g".to_string(), g)));
    for (n, q) in quests {
        lines.push(t(
            lang,
            "dg-hand-quest",
            &[
                a("n", n),
                a("quest", quest_name(lang, q)),
                a(
                    "text",
                    super::super::content::text::quest(lang, set().quest(q), set()),
                ),
            ],
        ));
    }
    if let Some(s) = &v.standing {
        lines.push(standing(lang, s));
    }
    Some(lines.join("\n"))
}

/// A player's standing answers (G42), as his hand and their change list them.
pub fn standing(lang: Lang, s: &Standing) -> String {
    // Each value as the player types it in his language (`answer respond ask`,
    // `siempre responder preguntar`).
    let w = |en: &'static str, es: &'static str| word(lang, en, es).to_string();
    let respond = match s.respond {
        Respond::WhenLethal => w("when-lethal", "letal"),
        Respond::Ask => w("ask", "preguntar"),
        Respond::Pass => w("pass", "pasar"),
    };
    let reward = match s.reward {
        RewardTo::Wounded => w("wounded", "herido"),
        RewardTo::Leader => w("leader", "lider"),
        RewardTo::Seat(n) => format!("{} {}", w("seat", "asiento"), n + 1),
        RewardTo::Ask => w("ask", "preguntar"),
    };
    let pack = match s.pack {
        PackChoice::Keep => w("keep", "guardar"),
        PackChoice::Hand => w("hand", "mano"),
        PackChoice::Ask => w("ask", "preguntar"),
    };
    let upkeep = match s.upkeep {
        Upkeep::Pay => w("pay", "pagar"),
        Upkeep::Return => w("return", "devolver"),
        Upkeep::Ask => w("ask", "preguntar"),
    };
    let minion = match s.minion {
        MinionUse::Counter => w("counter", "contraataca"),
        MinionUse::Strike => w("strike", "ataca"),
        MinionUse::Ask => w("ask", "preguntar"),
    };
    let slay = match s.slay {
        SlayForm::Best => w("best", "mejor"),
        SlayForm::Ask => w("ask", "preguntar"),
    };
    let yes =
        |b: bool, (en, es): (&'static str, &'static str), no: (&'static str, &'static str)| {
            if b {
                w(en, es)
            } else {
                w(no.0, no.1)
            }
        };
    t(
        lang,
        "dg-hand-standing",
        &[
            a("respond", respond),
            a(
                "challenge",
                yes(s.challenge, ("if-able", "si"), ("never", "nunca")),
            ),
            a("reward", reward),
            a("pack", pack),
            a("upkeep", upkeep),
            a("minion", minion),
            a("slay", slay),
        ],
    )
}

/// The command a player of `lang` types for `action`, read against his view (his hand's
/// numbers, his quests, the players' names as the table knows them); `None` for what is never
/// typed (the start, standing answers as a whole).
pub fn command(lang: Lang, v: &View, names: &[String], action: &Action) -> Option<String> {
    typed(lang, v, names, v.viewer?, action, false)
}

/// `seat`'s action as the log shows it to anyone afterwards (`v`: any reader's view): the
/// command he could have typed, naming each card and quest by its name (a hand's numbers
/// mean nothing once it has changed). None for the start and standing answers as a whole.
pub fn logged(
    lang: Lang,
    v: &View,
    names: &[String],
    seat: Seat,
    action: &Action,
) -> Option<String> {
    typed(lang, v, names, seat, action, true)
}

fn typed(
    lang: Lang,
    v: &View,
    names: &[String],
    seat: Seat,
    action: &Action,
    by_name: bool,
) -> Option<String> {
    let es = lang == Lang::Es;
    let w = |en: &'static str, sp: &'static str| if es { sp } else { en };
    let hand_no = |c: u8| -> Option<String> {
        if by_name {
            return Some(card_name(lang, c));
        }
        v.hand
            .iter()
            .position(|&h| h == c)
            .map(|i| (i + 1).to_string())
    };
    let quest_ref = |q: u8| -> Option<String> {
        if by_name {
            return Some(quest_name(lang, q));
        }
        let me = v.heroes.get(seat)?;
        if let Some(i) = me.quests.iter().position(|&x| x == q) {
            return Some((i + 1).to_string());
        }
        if v.global == Some(q) {
            return Some("g".into());
        }
        let there: Vec<u8> = v
            .dropped
            .iter()
            .filter(|d| d.1 == me.cell)
            .map(|d| d.0)
            .collect();
        there
            .iter()
            .position(|&x| x == q)
            .map(|i| format!("d{}", i + 1))
    };
    // A name as one word; one that a command could not carry (punctuation) by its seat.
    let who = |s: Seat| {
        let n: String = names.get(s)?.split_whitespace().collect();
        let plain = !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || "-_.'".contains(c));
        Some(if plain { n } else { format!("#{}", s + 1) })
    };
    Some(match action {
        Action::Start | Action::Stand(_) => return None,
        Action::EndDungeonLord | Action::EndHero => w("end", "fin").into(),
        Action::Place { spot } => format!("{} {}", w("place", "coloca"), letter(*spot)),
        Action::Explore => w("explore", "explora").into(),
        Action::Move { side: s } => format!("{} {}", w("move", "mueve"), side(lang, *s)),
        Action::Jump => w("jump", "salta").into(),
        Action::Untip => w("stand", "levantate").into(),
        Action::Ability => w("ability", "habilidad").into(),
        Action::Drop => w("drop", "suelta").into(),
        Action::Play { card, extra } => {
            let mut s = format!("{} {}", w("play", "juega"), hand_no(*card)?);
            if *extra > 0 {
                s.push_str(&format!(" #{extra}"));
            }
            s
        }
        Action::Attempt { quest } => format!("{} {}", w("attempt", "intenta"), quest_ref(*quest)?),
        Action::Search { quest } => format!("{} {}", w("search", "busca"), quest_ref(*quest)?),
        Action::Take { quest } => format!("{} {}", w("take", "toma"), quest_ref(*quest)?),
        Action::Slay { quest } => format!("{} {}", w("slay", "caza"), quest_ref(*quest)?),
        Action::Challenge { quest, form } => format!(
            "{} {} {}",
            w("challenge", "desafia"),
            quest_ref(*quest)?,
            form_word(lang, *form)
        ),
        Action::Duel {
            target,
            form,
            steal,
        } => format!(
            "{} {} {}{}",
            w("duel", "reta"),
            who(*target)?,
            form_word(lang, *form),
            if *steal { w(" steal", " robar") } else { "" }
        ),
        Action::LetGo { card } if by_name => {
            format!("{} {}", w("letgo", "deja"), card_name(lang, *card))
        }
        Action::LetGo { card } => {
            let i = v
                .heroes
                .get(seat)?
                .inventory
                .iter()
                .position(|c| c == card)?
                + 1;
            format!("{} {i}", w("letgo", "deja"))
        }
        Action::Discard { card: None } => w("discard", "descarta").into(),
        // Which card went is his alone (G45).
        Action::Discard { card: Some(_) } if by_name => w("discard", "descarta").into(),
        Action::Discard { card: Some(c) } => discarding(lang, v, seat, *c)?,
        Action::Declare { banes, encounters } => {
            declaration(lang, v, seat, (banes, encounters), &who, by_name)?
        }
        Action::Respond { plays } if plays.is_empty() => w("pass", "paso").into(),
        Action::Respond { plays } => {
            let parts: Option<Vec<String>> = plays
                .iter()
                .map(|r| answer(lang, r, r.card.map(hand_no), &who))
                .collect();
            format!("{} {}", w("respond", "responde"), parts?.join(", "))
        }
        Action::Choose(c) => format!(
            "{} {}",
            w("choose", "elige"),
            chosen(lang, names, c, &hand_no)?
        ),
    })
}

/// An answer to a question as typed after `choose` (`card`: how a card of his hand is named).
fn chosen(
    lang: Lang,
    names: &[String],
    c: &Choice,
    card: &dyn Fn(u8) -> Option<String>,
) -> Option<String> {
    let list = |v: &[usize]| match v {
        [] => word(lang, "none", "ninguna").to_string(),
        _ => v
            .iter()
            .map(|i| (i + 1).to_string())
            .collect::<Vec<_>>()
            .join(" "),
    };
    Some(match c {
        Choice::Form(f) => form_word(lang, *f).to_string(),
        Choice::Pay(v) => format!("{} {}", word(lang, "pay", "paga"), list(v)),
        Choice::Pack(v) => format!("{} {}", word(lang, "pack", "jauria"), list(v)),
        Choice::Peril(seats) => {
            let who: Vec<String> = seats.iter().map(|&s| one_word(names, s)).collect();
            format!("{} {}", word(lang, "peril", "peligro"), who.join(" "))
        }
        Choice::Minion(true) => word(lang, "counter", "contraataca").to_string(),
        Choice::Minion(false) => word(lang, "strike", "ataca").to_string(),
        Choice::Place(i) => format!("{} {}", word(lang, "place", "sitio"), letter(*i)),
        Choice::Pick(i) => format!("{} {}", word(lang, "card", "carta"), letter(*i)),
        Choice::Cards(cards) => {
            let list: Option<Vec<String>> = cards.iter().map(|&c| card(c)).collect();
            format!("{} {}", word(lang, "cards", "cartas"), list?.join(" "))
        }
    })
}

/// One play of a window's answer: its card (`card`: how it is named, None when it cannot be)
/// or his ability, the attack it answers, the "#" paid, an Anytime Bane's hero.
fn answer(
    lang: Lang,
    r: &super::super::state::Response,
    card: Option<Option<String>>,
    who: &dyn Fn(Seat) -> Option<String>,
) -> Option<String> {
    let mut p = match card {
        Some(c) => c?,
        None => word(lang, "ability", "habilidad").into(),
    };
    if let Some(i) = r.on {
        p.push_str(&format!(" {} {}", word(lang, "on", "a"), i + 1));
    }
    if r.extra > 0 {
        p.push_str(&format!(" #{}", r.extra));
    }
    if let Some(t) = r.target {
        p.push_str(&format!(" {} {}", word(lang, "at", "hacia"), who(t)?));
    }
    Some(p)
}

/// A Discard typed by `seat`: a card of his hand by its number, else of his Inventory
/// (`treasure N`) or his Pack (`pack N`).
fn discarding(lang: Lang, v: &View, seat: Seat, c: u8) -> Option<String> {
    let me = v.heroes.get(seat)?;
    let discard = word(lang, "discard", "descarta");
    if let Some(i) = v.hand.iter().position(|&h| h == c) {
        return Some(format!("{discard} {}", i + 1));
    }
    Some(match me.inventory.iter().position(|x| *x == c) {
        Some(i) => format!("{discard} {} {}", word(lang, "treasure", "tesoro"), i + 1),
        None => {
            let i = me.pack.iter().position(|m| m.0 == c)? + 1;
            format!("{discard} {} {i}", word(lang, "pack", "jauria"))
        }
    })
}

/// A declaration as typed: each card sent, Banes first (`curse`) then Encounters (`attack`), by
/// its number in his hand (or `p` and its number in his Pack), its target, form, special, "#"
/// and payer, joined by `;`.
fn declaration(
    lang: Lang,
    v: &View,
    seat: Seat,
    (banes, encounters): (&[Sent], &[Sent]),
    who: &dyn Fn(Seat) -> Option<String>,
    by_name: bool,
) -> Option<String> {
    let mut parts = Vec::new();
    let curse = banes.iter().map(|s| (word(lang, "curse", "maldice"), s));
    let attack = encounters
        .iter()
        .map(|s| (word(lang, "attack", "ataca"), s));
    for (verb, s) in curse.chain(attack) {
        let card = match v.hand.iter().position(|&h| h == s.card) {
            _ if by_name => card_name(lang, s.card),
            Some(i) => (i + 1).to_string(),
            None => {
                let pack = &v.heroes.get(seat)?.pack;
                format!("p{}", pack.iter().position(|m| m.0 == s.card)? + 1)
            }
        };
        let mut p = format!("{verb} {card} {}", who(s.target)?);
        if let Some(f) = s.form {
            p.push(' ');
            p.push_str(form_word(lang, f));
        }
        if s.special {
            p.push_str(word(lang, " special", " especial"));
        }
        if s.extra > 0 {
            p.push_str(&format!(" #{}", s.extra));
        }
        if s.payer != s.target {
            p.push_str(&format!(" {} {}", word(lang, "from", "de"), who(s.payer)?));
        }
        parts.push(p);
    }
    Some(parts.join("; "))
}

fn word(lang: Lang, en: &'static str, es: &'static str) -> &'static str {
    if lang == Lang::Es {
        es
    } else {
        en
    }
}
