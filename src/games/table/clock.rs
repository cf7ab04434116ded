//! The clock's choices at every table (`turn_hours`, `reminder_hours`, `missed_turns_limit`,
//! `on_deadline`), which the organiser may change at any time, as `!dq set KEY VALUE` makes
//! them in English or Spanish; a game's own keys are its `Rules::chosen`.

use super::{Rules, Table};
use crate::lang::{text as t, Lang};
use serde::{Deserialize, Serialize};

/// The clock's choices, kept in a game's choices (flattened: a log names them beside the
/// game's own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Hours a player has for a play before the computer player plays for him; None: no
    /// deadline.
    pub turn_hours: Option<u32>,
    /// Hours the players awaited may take before the channel reminds them, once a wait (at
    /// most half the deadline); 0: never. Written in the log only when it is not the
    /// default, so the logs of games made before it stay as they were.
    #[serde(
        default = "Clock::reminder_default",
        skip_serializing_if = "Clock::reminds_by_default"
    )]
    pub reminder_hours: u32,
    /// Deadlines a seat may let pass in a row before it falls to the computer player (civil
    /// disorder, `organiser::disorder`); 0: never. Written in the log only when set.
    #[serde(default, skip_serializing_if = "Clock::never_tells")]
    pub missed_turns_limit: u32,
    /// At a deadline the channel and the late player are told, and nobody plays for him
    /// (`on_deadline remind`); else (the default) the computer player plays. Someone away is
    /// played for either way. Written in the log only when set.
    #[serde(default, skip_serializing_if = "Clock::plays_at_deadline")]
    pub remind_at_deadline: bool,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            turn_hours: None,
            reminder_hours: Clock::REMINDER_HOURS,
            missed_turns_limit: 0,
            remind_at_deadline: false,
        }
    }
}

impl Clock {
    /// A reminder a day into the wait, unless the organiser says otherwise.
    pub const REMINDER_HOURS: u32 = 24;

    fn reminder_default() -> u32 {
        Clock::REMINDER_HOURS
    }

    fn reminds_by_default(hours: &u32) -> bool {
        *hours == Clock::REMINDER_HOURS
    }

    fn never_tells(limit: &u32) -> bool {
        *limit == 0
    }

    fn plays_at_deadline(remind: &bool) -> bool {
        !*remind
    }

    /// Whether `key` (lower case, accents folded) is one of the clock's, in either language.
    pub fn names(key: &str) -> bool {
        matches!(
            key,
            "turn_hours"
                | "horas_turno"
                | "reminder_hours"
                | "horas_recordatorio"
                | "missed_turns_limit"
                | "limite_plazos"
                | "on_deadline"
                | "al_plazo"
        )
    }

    /// The reminder's hours as the settings line writes them: half the deadline at most.
    pub fn reminder_shown(&self, lang: Lang) -> String {
        let r = f64::from(self.reminder_hours);
        let at = self.turn_hours.map_or(r, |d| r.min(f64::from(d) / 2.0));
        if at.fract() == 0.0 {
            format!("{at:.0}")
        } else {
            format!("{at:.1}").replace('.', &t(lang, "decimal-point", &[]))
        }
    }
}

/// `typed` is no value for the setting `key` (its texts' key, `turn-hours`): what the key
/// takes, in the game's words; `!dq set KEY` alone is said so, never with empty quotes.
pub fn wrong_value(kind: crate::games::Kind, key: &str, typed: &str, lang: Lang) -> String {
    let given = if typed.trim().is_empty() {
        "none"
    } else {
        "some"
    };
    t(
        lang,
        &format!("{}-refuse-value-{key}", kind.texts()),
        &[("value", typed.to_string()), ("given", given.into())],
    )
}

impl<R: Rules> Table<R> {
    /// The choices after `!dq set KEY VALUE`, or why not. Before the start any of them; the
    /// clock's at any time.
    pub(crate) fn chosen(&self, key: &str, value: &str, lang: Lang) -> Result<R::Choices, String> {
        let texts = R::KIND.texts();
        let key = crate::lang::fold_accents(&key.to_lowercase());
        // Matched folded, quoted back as typed.
        let typed = value.to_string();
        let value = crate::lang::fold_accents(&value.to_lowercase());
        // What this one key takes, named in the reader's language.
        let bad = |key: &str| Err(wrong_value(R::KIND, key, &typed, lang));
        if self.started() && !Clock::names(&key) && !R::clock_key(&key) {
            // One of the game's own, fixed at the start; or no setting at all.
            let id = match R::chosen(&self.choices, &key, &value, &typed, lang) {
                Some(_) => "refuse-setting-started",
                None => "refuse-setting",
            };
            return Err(t(lang, &format!("{texts}-{id}"), &[("key", key)]));
        }
        let mut c = self.choices.clone();
        let clock = R::clock_mut(&mut c);
        match key.as_str() {
            "turn_hours" | "horas_turno" => match value.as_str() {
                "off" | "no" | "0" => clock.turn_hours = None,
                v => match v.parse::<u32>() {
                    Ok(h) if (1..=720).contains(&h) => clock.turn_hours = Some(h),
                    _ => return bad("turn-hours"),
                },
            },
            "reminder_hours" | "horas_recordatorio" => match value.as_str() {
                "off" | "no" => clock.reminder_hours = 0,
                v => match v.parse::<u32>() {
                    Ok(h) if h <= 168 => clock.reminder_hours = h,
                    _ => return bad("reminder-hours"),
                },
            },
            "missed_turns_limit" | "limite_plazos" => match value.as_str() {
                "off" | "no" => clock.missed_turns_limit = 0,
                v => match v.parse::<u32>() {
                    Ok(n) if n <= 50 => clock.missed_turns_limit = n,
                    _ => return bad("missed-turns-limit"),
                },
            },
            // DungeonQuest's words for it, at every game; the games here cannot skip a turn.
            "on_deadline" | "al_plazo" => match value.replace([' ', '-'], "_").as_str() {
                "remind" | "recordar" | "recordatorio" => clock.remind_at_deadline = true,
                "autopilot" | "piloto_automatico" | "piloto" => clock.remind_at_deadline = false,
                "skip" | "saltar" => {
                    return Err(t(lang, &format!("{texts}-refuse-skip-deadline"), &[]))
                }
                _ => return bad("on-deadline"),
            },
            _ => {
                return match R::chosen(&self.choices, &key, &value, &typed, lang) {
                    Some(chosen) => chosen,
                    None => Err(t(lang, &format!("{texts}-refuse-setting"), &[("key", key)])),
                }
            }
        }
        Ok(c)
    }
}
