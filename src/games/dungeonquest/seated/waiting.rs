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
