//! Hollowdeep's words at the table, English and Spanish (`locales/*/dungeoneer-play.ftl`):
//! why the rules say no, why a command names nothing, and what happened (`tell`), each as its
//! reader may know it.

mod asking;
mod question;
mod tell;

#[cfg(test)]
mod tests;

pub use asking::{command, hand, logged, prompt, standing};
pub use tell::tell;

use super::action::Rejection;
use super::command::{ParseError, Unresolved};
use super::content::{set, CardId, Form, QuestId};
use super::map::Side;
use super::state::{Phase, Seat};
use crate::lang::{text, Lang};

pub(crate) fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

pub(crate) fn a(name: &'static str, v: impl ToString) -> (&'static str, String) {
    (name, v.to_string())
}

fn es(lang: Lang) -> bool {
    lang == Lang::Es
}

pub fn card_name(lang: Lang, c: CardId) -> String {
    format!("**{}**", set().adventure(c).name.get(es(lang)))
}

pub fn map_name(lang: Lang, m: u8) -> String {
    format!("**{}**", set().map(m).name.get(es(lang)))
}

pub fn quest_name(lang: Lang, q: QuestId) -> String {
    format!("*{}*", set().quest(q).name.get(es(lang)))
}

pub fn hero_name(lang: Lang, h: u8) -> String {
    set().hero(h).name.get(es(lang)).to_string()
}

pub fn side(lang: Lang, s: Side) -> String {
    let id = match s {
        Side::N => "dg-side-n",
        Side::E => "dg-side-e",
        Side::S => "dg-side-s",
        Side::W => "dg-side-w",
    };
    t(lang, id, &[])
}

pub fn phase(lang: Lang, p: Phase) -> String {
    let id = match p {
        Phase::Setup => "dg-phase-setup",
        Phase::DungeonLord => "dg-phase-dungeonlord",
        Phase::Build => "dg-phase-build",
        Phase::Hero => "dg-phase-hero",
        Phase::Discard => "dg-phase-discard",
        Phase::Over => "dg-phase-over",
    };
    t(lang, id, &[])
}

/// Why the rules refuse an action.
pub fn refusal(lang: Lang, r: &Rejection, spots: usize) -> String {
    let id = match r {
        Rejection::NotStarted => "dg-no-not-started",
        Rejection::AlreadyStarted => "dg-no-started",
        Rejection::GameOver => "dg-no-over",
        Rejection::NoSuchSeat => "dg-no-seat",
        Rejection::BadSettings(why) => return t(lang, "dg-no-settings", &[a("why", why)]),
        Rejection::NotYourTurn => "dg-no-turn",
        Rejection::WrongPhase { now } => {
            return t(lang, "dg-no-phase", &[a("phase", phase(lang, *now))])
        }
        Rejection::NoMovement => "dg-no-movement",
        Rejection::Tipped => "dg-no-tipped",
        Rejection::NoWay { side: s, wall } => {
            let id = if *wall { "dg-no-wall" } else { "dg-no-way" };
            return t(lang, id, &[a("side", side(lang, *s))]);
        }
        Rejection::NoJump => "dg-no-jump",
        Rejection::NotTipped => "dg-no-not-tipped",
        Rejection::MapDeckEmpty => "dg-no-map-deck",
        Rejection::PlaceFirst => "dg-no-place-first",
        Rejection::NothingToPlace => "dg-no-nothing-to-place",
        Rejection::NoSuchSpot { spots: n } => {
            let last = super::map::letter(n.max(&spots).saturating_sub(1));
            return t(lang, "dg-no-spot", &[a("spots", n), a("last", last)]);
        }
        Rejection::NotInHand => "dg-no-not-in-hand",
        Rejection::MustDiscard => "dg-no-must-discard",
        Rejection::NotYourQuest => "dg-no-not-your-quest",
        Rejection::NotThere => "dg-no-not-there",
        Rejection::NotFound => "dg-no-not-found",
        Rejection::AlreadyFound => "dg-no-found",
        Rejection::NotASearch => "dg-no-not-search",
        Rejection::NotAnEscort => "dg-no-not-escort",
        Rejection::NoToken => "dg-no-token",
        Rejection::CarryingOne => "dg-no-carrying",
        Rejection::DeliverInstead => "dg-no-deliver",
        Rejection::CannotPay => "dg-no-pay",
        Rejection::SlayNeedsCombat => "dg-no-slay",
        Rejection::WrongCard => "dg-no-card",
        Rejection::TooPoor { cost, have, peril } => {
            let funding = if *peril { "peril" } else { "glory" };
            return t(
                lang,
                "dg-no-poor",
                &[a("cost", cost), a("have", have), a("funding", funding)],
            );
        }
        Rejection::OwnPeril => "dg-no-own-peril",
        Rejection::BadTarget => "dg-no-target",
        Rejection::BadForm => "dg-no-form",
        Rejection::AlreadyAttacked => "dg-no-attacked",
        Rejection::WindowOpen => "dg-no-window",
        Rejection::NoWindow => "dg-no-no-window",
        Rejection::CarryFull => "dg-no-carry",
        Rejection::UsedThisTurn => "dg-no-used",
        Rejection::Challenged => "dg-no-challenged",
        Rejection::SlainThisTurn => "dg-no-slain",
        Rejection::NothingToChallenge => "dg-no-nothing-to-challenge",
        Rejection::NoVariable => "dg-no-variable",
        Rejection::AnswerFirst { .. } => "dg-no-answer-first",
        Rejection::NothingAsked => "dg-no-nothing-asked",
        Rejection::NotAnOption => "dg-no-not-an-option",
    };
    t(lang, id, &[])
}

/// Why a command names nothing.
pub fn unresolved(lang: Lang, u: &Unresolved) -> String {
    match u {
        Unresolved::NoCard { n, count } => {
            t(lang, "dg-unres-card", &[a("n", n), a("count", count)])
        }
        Unresolved::NoPackMonster { n, count } => {
            t(lang, "dg-unres-pack", &[a("n", n), a("count", count)])
        }
        Unresolved::NoTreasure { n, count } => {
            t(lang, "dg-unres-treasure", &[a("n", n), a("count", count)])
        }
        Unresolved::NoPlayer { name } => t(
            lang,
            "dg-unres-player",
            &[a("name", crate::lang::clip(name, 40))],
        ),
        Unresolved::NoQuest => t(lang, "dg-unres-quest", &[]),
        Unresolved::NoAttack { n, count } => {
            t(lang, "dg-unres-attack", &[a("n", n), a("count", count)])
        }
        Unresolved::NotSeated => t(lang, "dg-unres-seated", &[]),
    }
}

/// Why a text is not a command, and what would be.
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    match e {
        ParseError::Empty | ParseError::Unknown { .. } => t(lang, "dg-parse-empty", &[]),
        ParseError::TooLong { len } => t(lang, "dg-parse-long", &[a("len", len)]),
        ParseError::Slip { meant } => t(
            lang,
            "dg-parse-slip",
            &[a("meant", crate::lang::clip(meant, 80))],
        ),
        ParseError::BadArgument { verb, got } => {
            let hint = match *verb {
                "move" => "dg-hint-move",
                "place" => "dg-hint-place",
                "play" | "discard" | "letgo" => "dg-hint-number",
                "attempt" | "search" | "take" | "slay" | "challenge" => "dg-hint-quest",
                "attack" | "curse" => "dg-hint-send",
                "respond" => "dg-hint-respond",
                "answer" => "dg-hint-answer",
                "choose" => "dg-hint-choose",
                _ => "dg-hint-other",
            };
            t(
                lang,
                "dg-parse-bad",
                &[
                    a("verb", verb),
                    a("got", crate::lang::plain(got, 60)),
                    a("hint", t(lang, hint, &[])),
                ],
            )
        }
    }
}

/// A player's name as the table shows it (`#N` for a seat without one).
pub(crate) fn name(names: &[String], s: Seat) -> String {
    names
        .get(s)
        .map_or_else(|| format!("#{}", s + 1), |n| crate::lang::clean(n))
}

/// A form as a command types it.
pub(crate) fn form_word(lang: Lang, f: Form) -> &'static str {
    match (lang, f) {
        (Lang::En, Form::Melee) => "melee",
        (Lang::En, Form::Magic) => "magic",
        (Lang::En, Form::Speed) => "speed",
        (Lang::Es, Form::Melee) => "cuerpo",
        (Lang::Es, Form::Magic) => "magia",
        (Lang::Es, Form::Speed) => "rapidez",
    }
}

/// A player's name as one command word (`#N` when it cannot be one).
pub(crate) fn one_word(names: &[String], s: Seat) -> String {
    let n: String = names
        .get(s)
        .map(|n| crate::lang::clean(n).split_whitespace().collect())
        .unwrap_or_default();
    match n.chars().all(|c| c.is_alphanumeric()) && !n.is_empty() {
        true => n.to_lowercase(),
        false => format!("#{}", s + 1),
    }
}
