//! Text to Hollowdeep actions, English and Spanish, in two steps as the other games read
//! theirs: `parse` is syntax only ("Mvoe north" is not a command: `ParseError`), and
//! `resolve` reads what it names against the reader's view (his hand's numbers, the players'
//! names, his quests), so "Play 9" with four cards in hand is a command naming nothing
//! (`Unresolved`), and "Move north" into a Wall a command the rules refuse (`Rejection`).
//! Any case, accents optional, invisible marks dropped, punctuation around words ignored.
//!
//! One message carries a whole step (G42): the DungeonLord's declaration is one line of
//! sends (`attack 2 ana melee special; curse 4 ana`), a window's answer one line of plays
//! (`respond 3 on 1, ability`).

mod resolve;
mod words;

#[cfg(test)]
mod tests;

pub use resolve::{resolve, Unresolved};

use super::content::Form;
use super::map::Side;
use super::state::{MinionUse, PackChoice, Respond, RewardTo, SlayForm, Upkeep};
use crate::lang::{fold_accents, invisible, slip_of};
use words::*;

/// The longest text read as a command.
pub const MAX_LEN: usize = 400;

/// Why a text is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    TooLong {
        len: usize,
    },
    /// A known verb with something it cannot take: what it takes, and what came.
    BadArgument {
        verb: &'static str,
        got: String,
    },
    /// A slip of a verb (`Mvoe north`): what was meant.
    Slip {
        meant: String,
    },
    /// Not a command at all.
    Unknown {
        text: String,
    },
}

/// A quest as a command names it: the n-th of his Personal Quests (from 1), or the Global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuestRef {
    Mine(usize),
    Global,
    /// A quest lying dropped in his space (Escort), the n-th there.
    Dropped(usize),
}

/// One card the DungeonLord sends: its number in his hand (or `p` and its number in his
/// Pack), the player's name as typed, the form, the special, "#".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaidSend {
    pub card: CardRef,
    pub target: String,
    pub form: Option<Form>,
    pub special: bool,
    pub extra: u8,
    /// `from NAME`: an untargeted card paid by another opponent.
    pub payer: Option<String>,
}

/// A card by its number in his hand, or in his Pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardRef {
    Hand(usize),
    Pack(usize),
    Inventory(usize),
}

/// One play in a window: a card of his hand (aimed at an attack's number, from 1) or his
/// ability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaidResponse {
    pub card: Option<usize>,
    pub on: Option<usize>,
    pub extra: u8,
    /// The hero an Anytime Bane is sent at, as typed.
    pub target: Option<String>,
}

/// A change of one standing answer (G42).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StandingChange {
    Respond(Respond),
    Challenge(bool),
    Reward(RewardTo),
    Pack(PackChoice),
    Upkeep(Upkeep),
    Minion(MinionUse),
    Slay(SlayForm),
}

/// An answer to the question asked (G42 `ask`), before it is read against the question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaidChoice {
    Form(Form),
    /// The upkeep to pay by number (from 1); `None`: all of it.
    Pay(Option<Vec<usize>>),
    /// The monsters to Pack, by attack number (from 1); `None`: as many as fit.
    Pack(Option<Vec<usize>>),
    /// Who gets the Peril: one name, or one for each.
    Peril(Vec<String>),
    /// His Minion counters (`true`) or strikes.
    Minion(bool),
    /// Cards of his hand by number (from 1).
    Cards(Vec<usize>),
    /// A Warp's place by its letter.
    Place(usize),
    /// A card a discard takes, by its letter in the question.
    Pick(usize),
}

/// What a message says, before it is read against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    Send(Vec<SaidSend>),
    /// Ends the phase he is in (DungeonLord or Hero).
    End,
    Place(usize),
    Move(Side),
    Jump,
    Explore,
    Untip,
    Play {
        card: usize,
        extra: u8,
    },
    Ability,
    Attempt(QuestRef),
    Search(QuestRef),
    Take(QuestRef),
    Drop,
    Slay(QuestRef),
    Challenge(QuestRef, Form),
    Duel {
        target: String,
        form: Form,
        steal: bool,
    },
    LetGo(usize),
    Discard(Option<CardRef>),
    Respond(Vec<SaidResponse>),
    Stand(StandingChange),
    Choose(SaidChoice),
}

fn clean_words(text: &str) -> (String, Vec<String>) {
    let visible: String = text.chars().filter(|c| !invisible(*c)).collect();
    let t = visible.trim().to_string();
    let folded = fold_accents(&t.to_lowercase());
    let words = folded
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| matches!(c, '.' | '!' | '¡' | '¿' | '?' | ':' | '"'))
                .to_string()
        })
        .filter(|w| !w.is_empty())
        .collect();
    (t, words)
}

/// Whether a text starts with one of the game's verbs (a bare letter or number is read only
/// from a player the game waits on).
pub fn has_verb(text: &str) -> bool {
    let (_, words) = clean_words(text);
    words.first().is_some_and(|w| verb(w).is_some())
}

/// Reads one message.
pub fn parse(text: &str) -> Result<Said, ParseError> {
    let (t, words) = clean_words(text);
    if t.is_empty() {
        return Err(ParseError::Empty);
    }
    let len = t.chars().count();
    if len > MAX_LEN {
        return Err(ParseError::TooLong { len });
    }
    let Some(first) = words.first() else {
        return Err(ParseError::Unknown { text: t });
    };
    let rest: Vec<&str> = words[1..].iter().map(String::as_str).collect();
    // A bare letter is a Build spot; a bare number a card to discard.
    if words.len() == 1 {
        if let Some(i) = super::map::from_letter(first).filter(|_| first.len() == 1) {
            return Ok(Said::Place(i));
        }
        if let Ok(n) = first.parse::<usize>() {
            return Ok(Said::Discard(Some(CardRef::Hand(n))));
        }
    }
    let Some(v) = verb(first) else {
        if let Some(meant) = SPELT.iter().find(|s| slip_of(first, s)) {
            let mut m = meant[..1].to_uppercase() + &meant[1..];
            for w in t.split_whitespace().skip(1) {
                m.push(' ');
                m.push_str(w);
            }
            return Err(ParseError::Slip { meant: m });
        }
        return Err(ParseError::Unknown { text: t });
    };
    let bad = |verb: &'static str| ParseError::BadArgument {
        verb,
        got: t.split_whitespace().skip(1).collect::<Vec<_>>().join(" "),
    };
    said(v, &rest).ok_or_else(|| bad(v.name()))
}

fn said(v: Verb, rest: &[&str]) -> Option<Said> {
    let none = rest.is_empty();
    Some(match v {
        Verb::End if none => Said::End,
        Verb::Jump if none => Said::Jump,
        Verb::Explore if none => Said::Explore,
        Verb::Untip if none => Said::Untip,
        Verb::Ability if none => Said::Ability,
        Verb::Drop if none => Said::Drop,
        Verb::Pass if none => Said::Respond(Vec::new()),
        Verb::Move => Said::Move(side(rest)?),
        Verb::Place => Said::Place(super::map::from_letter(one(rest)?)?),
        Verb::Play => {
            let (card, extra) = numbered(rest)?;
            Said::Play { card, extra }
        }
        Verb::Attempt => Said::Attempt(quest(rest)?),
        Verb::Search => Said::Search(quest(rest)?),
        Verb::Take => Said::Take(quest(rest)?),
        Verb::Slay => Said::Slay(quest(rest)?),
        Verb::Challenge => {
            let (q, f) = rest.split_first()?;
            Said::Challenge(quest(&[q])?, form(f.first()?)?)
        }
        Verb::Duel => duel(rest)?,
        Verb::LetGo => Said::LetGo(one(rest)?.parse().ok()?),
        Verb::Discard => Said::Discard(discarded(rest)?),
        Verb::Send | Verb::Curse => Said::Send(sends(v, rest)?),
        Verb::Respond => Said::Respond(responses(rest)?),
        Verb::Stand => Said::Stand(standing(rest)?),
        Verb::Choose => Said::Choose(choice(rest)?),
        _ => return None,
    })
}

fn one<'a>(rest: &[&'a str]) -> Option<&'a str> {
    match rest {
        [w] => Some(w),
        _ => None,
    }
}

/// `3` or `3 #2` (a card and "#" paid).
fn numbered(rest: &[&str]) -> Option<(usize, u8)> {
    let (n, more) = rest.split_first()?;
    let card = n.parse().ok()?;
    let extra = match more {
        [] => 0,
        [x] => hash(x)?,
        _ => return None,
    };
    Some((card, extra))
}

/// `#2` or `+2`: "#" paid.
fn hash(w: &str) -> Option<u8> {
    w.strip_prefix('#')
        .or_else(|| w.strip_prefix('+'))
        .and_then(|n| n.parse().ok())
}

fn quest(rest: &[&str]) -> Option<QuestRef> {
    let w = one(rest)?;
    match w {
        "g" | "global" => Some(QuestRef::Global),
        _ => {
            if let Some(n) = w.strip_prefix('d') {
                return n.parse().ok().map(QuestRef::Dropped);
            }
            let n = w.strip_prefix('q').unwrap_or(w).parse().ok()?;
            Some(QuestRef::Mine(n))
        }
    }
}

fn duel(rest: &[&str]) -> Option<Said> {
    let steal = rest
        .iter()
        .any(|w| matches!(*w, "steal" | "robar" | "roba"));
    let kept: Vec<&str> = rest
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "steal" | "robar" | "roba"))
        .collect();
    let (target, f) = kept.split_first()?;
    Some(Said::Duel {
        target: target.to_string(),
        form: form(one(f)?)?,
        steal,
    })
}

fn discarded(rest: &[&str]) -> Option<Option<CardRef>> {
    match rest {
        [] => Some(None),
        [n] => Some(Some(CardRef::Hand(n.parse().ok()?))),
        [kind, n] => {
            let n = n.parse().ok()?;
            Some(Some(match *kind {
                "treasure" | "tesoro" => CardRef::Inventory(n),
                "pack" | "jauria" => CardRef::Pack(n),
                "hand" | "mano" => CardRef::Hand(n),
                _ => return None,
            }))
        }
        _ => None,
    }
}

/// `2 ana melee special #1; p1 ana magic; 4 ana from bo` — sends split by `;` or `,`.
fn sends(v: Verb, rest: &[&str]) -> Option<Vec<SaidSend>> {
    let joined = rest.join(" ");
    let mut out = Vec::new();
    for part in joined
        .split([';', ','])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let mut words: Vec<&str> = part
            .split_whitespace()
            .filter(|w| !matches!(*w, "at" | "on" | "a" | "sobre" | "contra"))
            .collect();
        // Each card after the first may come with its own verb (`curse 4 bo; attack 2 ana`).
        if words
            .first()
            .is_some_and(|w| matches!(verb(w), Some(Verb::Send | Verb::Curse)))
        {
            words.remove(0);
        }
        let (c, more) = words.split_first()?;
        let card = match c.strip_prefix('p') {
            Some(n) => CardRef::Pack(n.parse().ok()?),
            None => CardRef::Hand(c.parse().ok()?),
        };
        let (target, more) = more.split_first()?;
        let mut send = SaidSend {
            card,
            target: target.to_string(),
            form: None,
            special: false,
            extra: 0,
            payer: None,
        };
        let mut i = 0;
        while i < more.len() {
            let w = more[i];
            if let Some(f) = form(w) {
                send.form = Some(f);
            } else if matches!(w, "special" | "especial") {
                send.special = true;
            } else if let Some(x) = hash(w) {
                send.extra = x;
            } else if matches!(w, "from" | "de" | "paga" | "pays") {
                send.payer = Some(more.get(i + 1)?.to_string());
                i += 1;
            } else {
                return None;
            }
            i += 1;
        }
        out.push(send);
    }
    let _ = v;
    (!out.is_empty()).then_some(out)
}

/// `3 on 1, ability, 5 #2, ability on 2` — plays split by `,` or `;`.
fn responses(rest: &[&str]) -> Option<Vec<SaidResponse>> {
    let joined = rest.join(" ");
    let mut out = Vec::new();
    for part in joined
        .split([';', ','])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let words: Vec<&str> = part.split_whitespace().collect();
        let (c, more) = words.split_first()?;
        // His hero's ability (`ability on 1`), or a card by its number.
        let card = match *c {
            "ability" | "habilidad" => None,
            n => Some(n.parse().ok()?),
        };
        let mut r = SaidResponse {
            card,
            on: None,
            extra: 0,
            target: None,
        };
        let mut i = 0;
        while i < more.len() {
            match more[i] {
                "on" | "sobre" | "a" | "contra" => {
                    r.on = Some(more.get(i + 1)?.trim_start_matches('#').parse().ok()?);
                    i += 1;
                }
                // An Anytime Bane's hero (`3 at bob`, `3 hacia beto`).
                "at" | "to" | "hacia" | "para" => {
                    r.target = Some(more.get(i + 1)?.to_string());
                    i += 1;
                }
                w => r.extra = hash(w)?,
            }
            i += 1;
        }
        out.push(r);
    }
    (!out.is_empty()).then_some(out)
}

fn standing(rest: &[&str]) -> Option<StandingChange> {
    let (what, values) = rest.split_first()?;
    let value = values.join(" ");
    Some(match *what {
        "respond" | "responder" | "responde" => StandingChange::Respond(match value.as_str() {
            "when-lethal" | "lethal" | "si-letal" | "letal" => Respond::WhenLethal,
            "ask" | "preguntar" | "pregunta" => Respond::Ask,
            "pass" | "pasar" | "paso" => Respond::Pass,
            _ => return None,
        }),
        "challenge" | "desafio" | "desafiar" => StandingChange::Challenge(yes_no(&value)?),
        "reward" | "recompensa" => StandingChange::Reward(match value.as_str() {
            "wounded" | "herido" => RewardTo::Wounded,
            "leader" | "lider" => RewardTo::Leader,
            "ask" | "preguntar" | "pregunta" => RewardTo::Ask,
            v => RewardTo::Seat(
                v.strip_prefix("seat ")
                    .or(v.strip_prefix("asiento "))?
                    .parse::<usize>()
                    .ok()?
                    .checked_sub(1)?,
            ),
        }),
        "pack" | "jauria" => StandingChange::Pack(match value.as_str() {
            "keep" | "guardar" => PackChoice::Keep,
            "hand" | "mano" => PackChoice::Hand,
            "ask" | "preguntar" | "pregunta" => PackChoice::Ask,
            _ => return None,
        }),
        "upkeep" | "mantenimiento" => StandingChange::Upkeep(match value.as_str() {
            "ask" | "preguntar" | "pregunta" => Upkeep::Ask,
            v if yes_no(v)? => Upkeep::Pay,
            _ => Upkeep::Return,
        }),
        "minion" | "esbirro" => StandingChange::Minion(match value.as_str() {
            "counter" | "contraataca" | "contraataque" => MinionUse::Counter,
            "strike" | "ataca" | "ataque" => MinionUse::Strike,
            "ask" | "preguntar" | "pregunta" => MinionUse::Ask,
            _ => return None,
        }),
        "slay" | "slay-form" | "caza" | "forma" => StandingChange::Slay(match value.as_str() {
            "best" | "mejor" => SlayForm::Best,
            "ask" | "preguntar" | "pregunta" => SlayForm::Ask,
            v => match v.strip_prefix("form ").or(v.strip_prefix("forma ")) {
                Some("best" | "mejor") => SlayForm::Best,
                Some("ask" | "preguntar" | "pregunta") => SlayForm::Ask,
                _ => return None,
            },
        }),
        _ => return None,
    })
}

/// `choose ...`: a form, `pay 1 2` (or `all`, `none`), `pack 1 3` (or `all`, `none`),
/// `peril NAME...`, `counter` or `strike`, `cards 1 3 4`, `place B`, `card A`.
fn choice(rest: &[&str]) -> Option<SaidChoice> {
    let numbers = |ws: &[&str]| -> Option<Option<Vec<usize>>> {
        match ws {
            ["all" | "todas" | "todos" | "todo"] => Some(None),
            ["none" | "ninguna" | "ninguno" | "nada"] => Some(Some(Vec::new())),
            _ if ws.is_empty() => None,
            _ => ws
                .iter()
                .map(|w| w.parse::<usize>().ok().filter(|&n| n > 0))
                .collect::<Option<Vec<usize>>>()
                .map(Some),
        }
    };
    let (first, more) = rest.split_first()?;
    if let (Some(f), []) = (form(first), more) {
        return Some(SaidChoice::Form(f));
    }
    Some(match *first {
        "pay" | "paga" | "pagar" => SaidChoice::Pay(numbers(more)?),
        "pack" | "jauria" => SaidChoice::Pack(numbers(more)?),
        "peril" | "peligro" if !more.is_empty() && more.len() <= 12 => {
            SaidChoice::Peril(more.iter().map(|w| w.to_string()).collect())
        }
        "cards" | "cartas" => SaidChoice::Cards(numbers(more)??),
        "place" | "sitio" | "lugar" => match more {
            [l] if l.len() == 1 => SaidChoice::Place(super::map::from_letter(l)?),
            _ => return None,
        },
        "card" | "carta" => match more {
            [l] if l.len() == 1 => SaidChoice::Pick(super::map::from_letter(l)?),
            _ => return None,
        },
        "counter" | "contraataca" | "contraataque" if more.is_empty() => SaidChoice::Minion(true),
        "strike" | "ataca" | "ataque" if more.is_empty() => SaidChoice::Minion(false),
        _ => return None,
    })
}

fn yes_no(v: &str) -> Option<bool> {
    match v {
        "if-able" | "yes" | "on" | "pay" | "si" | "pagar" | "paga" => Some(true),
        "never" | "no" | "off" | "nunca" | "return" | "devolver" => Some(false),
        _ => None,
    }
}
