//! What DungeonQuest's clock runs on now, in the table's words: where the wait began in the
//! stored log (`Seated::wait_began`) and the line under a prompt saying when it ends and what
//! happens then (`Seated::deadline_line`). The monster's part offered has its own clock (R17:
//! `monster_claim_hours`, whatever `turn_hours` is), a fight's round its own (R22:
//! `combat_round_hours`, kept even without a turn deadline), and a turn or a question
//! `turn_hours`.

use super::standing_in::in_round;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{Awaiting, Game, MonsterSide, OnDeadline, Phase};
use crate::games::dungeonquest::render;

/// Where the wait `g` is in now began, as an index into its stored `log` (undone entries
/// counted): the last offer or opening of the monster's part, or the start of the fight's (or
/// duel's) round. None: a turn or a question, whose wait began with the last entry.
pub(crate) fn wait_began(g: &Game, log: &[Event]) -> Option<usize> {
    let last = |is: &dyn Fn(&Event) -> bool| log.iter().rposition(is);
    if let (Some(c), Some(Awaiting::Combat { .. })) = (&g.combat, &g.awaiting) {
        if let MonsterSide::Offered { open, .. } = c.side {
            return match open {
                true => last(&|e| matches!(e, Event::MonsterSideSet(_))),
                false => last(&|e| matches!(e, Event::CombatStarted(_))),
            };
        }
    }
    if !in_round(g) {
        return None;
    }
    let (start, round) = if g.duel.is_some() {
        (
            last(&|e| matches!(e, Event::DuelStarted { .. })),
            last(&|e| matches!(e, Event::DuelRound { .. })),
        )
    } else {
        (
            last(&|e| matches!(e, Event::CombatStarted(_))),
            last(&|e| matches!(e, Event::RoundResolved(_))),
        )
    };
    start.max(round)
}

/// The deadline of what `g` waits on, when one runs, and what will really happen then, in the
/// language in scope: `gone`, the hours it has run; `when(hours)`, a time that many hours from
/// now as the table writes it. None while paused, and once it has passed: the clock acts on
/// it at once, and "in 0 h" promises nothing.
pub(crate) fn deadline_line(g: &Game, gone: f64, when: &dyn Fn(f64) -> String) -> Option<String> {
    let left = |hours: u32| (f64::from(hours) - gone).max(0.0);
    let passed = |hours: u32| left(hours) <= 0.0;
    // Paused, no deadline runs (the clock stops, and runs on where it stopped).
    if g.phase != Phase::Playing || g.paused {
        return None;
    }
    let extra = g.deadline_extra_hours;
    // The monster's part: open to anyone, then played by the bot, at `monster_claim_hours`.
    if let (Some(c), Some(Awaiting::Combat { .. })) = (&g.combat, &g.awaiting) {
        if let MonsterSide::Offered { open, .. } = c.side {
            let hours = g.settings.monster_claim_hours + extra;
            if passed(hours) {
                return None;
            }
            let key = if open {
                "deadline-offer-bot"
            } else {
                "deadline-offer-open"
            };
            return Some(crate::lang::tr(key, &[("when", when(left(hours)))]));
        }
    }
    let fight = in_round(g);
    // A fight's round keeps `combat_round_hours` even without a turn deadline; the clock
    // itself acts only with one (`turn_hours` above 0), else the organiser is told.
    let hours = match (fight, g.settings.turn_hours) {
        (true, _) => g.settings.combat_round_hours,
        (false, 0) => return None,
        (false, h) => h,
    } + extra;
    if passed(hours) {
        return None;
    }
    let mode = match g.settings.turn_hours {
        0 => OnDeadline::Remind,
        _ => g.settings.on_deadline,
    };
    // A question is answered, never skipped (the clock plays it whatever the mode but
    // `remind`).
    let question = !fight && g.awaiting.is_some();
    let then = match (mode, fight, question) {
        (OnDeadline::Remind, true, _) => "then_remind_round",
        (OnDeadline::Remind, false, _) => "then_remind",
        (OnDeadline::Skip, true, _) => "then_random",
        (OnDeadline::Skip, false, true) => "then_answer",
        (OnDeadline::Skip, false, false) => "then_skip",
        (OnDeadline::Autopilot, true, _) => "then_strikes",
        (OnDeadline::Autopilot, false, true) => "then_answer",
        (OnDeadline::Autopilot, false, false) => "then_autopilot",
    };
    let then = render::t("deadline", then, &[]);
    Some(crate::lang::tr(
        "deadline-prompt",
        &[("when", when(left(hours))), ("then", then)],
    ))
}

/// R22's notes on an open round of a fight (or a duel) that has run `waited` hours: half-way
/// to `combat_round_hours`, each side still to send strikes is called again with when they
/// are due; at the deadline, when the clock does not act itself (`remind`, or no turn
/// deadline), the channel hears the organiser may have the bot choose or extend. Each under
/// the name it is sent once by, as this game has kept them (the round, the turn, the hours
/// `!dq extend` added).
pub(crate) fn round_notes(
    q: &super::QuestTable,
    waited: f64,
    t: &dyn crate::games::story::Telling,
) -> Vec<(String, Vec<crate::games::story::Said>)> {
    use crate::games::story::{Said, Whom};
    let g = &q.game;
    if g.paused || g.phase != Phase::Playing {
        return Vec::new();
    }
    let (key, round) = match (&g.combat, &g.awaiting) {
        (Some(c), Some(Awaiting::Combat { .. }))
            if !matches!(c.side, MonsterSide::Offered { .. }) =>
        {
            let round = c.round + 1;
            (format!("round{}:{}:{round}", c.monster, g.turn), round)
        }
        (_, Some(Awaiting::Duel { .. })) => {
            let round = g.duel.as_ref().map_or(1, |d| d.round + 1);
            (format!("duel:{}:{round}", g.turn), round)
        }
        _ => return Vec::new(),
    };
    let extra = g.deadline_extra_hours;
    let limit = f64::from(g.settings.combat_round_hours + extra);
    let mut notes = Vec::new();
    // Half-way, never together with the deadline itself.
    if waited >= limit / 2.0 && waited < limit {
        let calls = q
            .fight_said(t)
            .into_iter()
            // Nobody away is pinged (the computer's seat, and a seat fallen to it, included).
            .filter(|(_, said)| !matches!(said.to, Whom::Seat(s) if t.away(s)))
            .map(|(_, mut said)| {
                let lang = t.lang(said.to);
                let due = crate::lang::text(
                    lang,
                    "reminder-strikes",
                    &[
                        ("round", round.to_string()),
                        ("due", crate::lang::within(lang, || t.when(limit - waited))),
                    ],
                );
                said.text = format!("{due}\n{}", said.text);
                said
            })
            .collect();
        notes.push((format!("{key}:half:{extra}"), calls));
    }
    let clock_acts = g.settings.on_deadline != OnDeadline::Remind && g.settings.turn_hours > 0;
    if waited >= limit && !clock_acts {
        let text = crate::lang::text(
            t.lang(Whom::Channel),
            "reminder-round-due",
            &[("round", round.to_string()), ("organiser", t.organiser())],
        );
        notes.push((
            format!("{key}:due:{extra}"),
            vec![Said::to(Whom::Channel, text)],
        ));
    }
    notes
}
