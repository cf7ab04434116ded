//! A Dungeon Raiders table's choices: the game's before the start (Speed, solitaire's
//! character and wounds) and the clock's at any time (`turn_hours`, `reminder_hours`,
//! `missed_turns_limit`, `on_deadline`), as `!dq set KEY VALUE` makes them, in English or
//! Spanish.

use super::words;
use crate::lang::{text as t, Lang};
use serde::{Deserialize, Serialize};

/// The table's choices before the start, and the clock's (which may change at any time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choices {
    /// The Speed variant (D1): sealed plays by DM, revealed together.
    pub speed: bool,
    /// Solitaire: the character chosen and the wounds it starts with (D12).
    pub character: u8,
    pub wounds: u8,
    /// Hours a player has for a play before the computer player plays for him; None: no
    /// deadline.
    pub turn_hours: Option<u32>,
    /// Hours the players awaited may take before the channel reminds them, once a wait (at
    /// most half the deadline); 0: never. Written in the log only when it is not the
    /// default, so the logs of games made before it stay as they were.
    #[serde(
        default = "Choices::reminder_default",
        skip_serializing_if = "Choices::reminds_by_default"
    )]
    pub reminder_hours: u32,
    /// Deadlines a seat may let pass in a row before the channel and the organiser are
    /// told (each streak once); 0: never. Written in the log only when set.
    #[serde(default, skip_serializing_if = "Choices::never_tells")]
    pub missed_turns_limit: u32,
    /// At a deadline the channel and the late player are told, and nobody plays for him
    /// (`on_deadline remind`); else (the default) the computer player plays. Someone away is
    /// played for either way. Written in the log only when set.
    #[serde(default, skip_serializing_if = "Choices::plays_at_deadline")]
    pub remind_at_deadline: bool,
}

impl Choices {
    fn never_tells(limit: &u32) -> bool {
        *limit == 0
    }

    fn plays_at_deadline(remind: &bool) -> bool {
        !*remind
    }

    /// A reminder a day into the wait, unless the organiser says otherwise.
    pub const REMINDER_HOURS: u32 = 24;

    fn reminder_default() -> u32 {
        Choices::REMINDER_HOURS
    }

    fn reminds_by_default(hours: &u32) -> bool {
        *hours == Choices::REMINDER_HOURS
    }
}

impl Default for Choices {
    fn default() -> Self {
        Choices {
            speed: false,
            character: 0,
            wounds: 2,
            turn_hours: None,
            reminder_hours: Choices::REMINDER_HOURS,
            missed_turns_limit: 0,
            remind_at_deadline: false,
        }
    }
}

impl Choices {
    /// The choices after `!dq set KEY VALUE`, or why not. Before the start any of them; the
    /// clock's (`turn_hours`, `reminder_hours`, `missed_turns_limit`, `on_deadline`) at any
    /// time.
    pub(super) fn chosen(
        &self,
        key: &str,
        value: &str,
        started: bool,
        lang: Lang,
    ) -> Result<Choices, String> {
        let key = crate::lang::fold_accents(&key.to_lowercase());
        // Matched folded, quoted back as typed.
        let typed = value.to_string();
        let value = crate::lang::fold_accents(&value.to_lowercase());
        let mut c = self.clone();
        // What this one key takes, named in the reader's language.
        let bad = |key: &str| {
            // `!dq set KEY` alone: what the key takes, never empty quotes.
            let given = if value.trim().is_empty() {
                "none"
            } else {
                "some"
            };
            Err(t(
                lang,
                &format!("raiders-refuse-value-{key}"),
                &[("value", typed.clone()), ("given", given.into())],
            ))
        };
        let clock = matches!(
            key.as_str(),
            "turn_hours"
                | "horas_turno"
                | "reminder_hours"
                | "horas_recordatorio"
                | "missed_turns_limit"
                | "limite_plazos"
                | "on_deadline"
                | "al_plazo"
        );
        if started && !clock {
            return Err(t(lang, "raiders-refuse-setting-started", &[("key", key)]));
        }
        match key.as_str() {
            "speed" | "velocidad" | "rapido" => match value.as_str() {
                "on" | "si" | "yes" | "true" => c.speed = true,
                "off" | "no" | "false" => c.speed = false,
                _ => return bad("speed"),
            },
            "character" | "personaje" => {
                let found = (0..super::content().characters.len() as u8).find(|&i| {
                    let id = &super::content().characters[usize::from(i)].id;
                    // Its name in either language: a log replays the same in any.
                    *id == value
                        || Lang::ALL.iter().any(|&l| {
                            crate::lang::fold_accents(&words::character_name(l, i).to_lowercase())
                                == value
                        })
                });
                match found {
                    Some(i) => c.character = i,
                    None => return bad("character"),
                }
            }
            "wounds" | "heridas" => match value.parse::<u8>() {
                Ok(w) if (2..=5).contains(&w) => c.wounds = w,
                _ => return bad("wounds"),
            },
            "turn_hours" | "horas_turno" => match value.as_str() {
                "off" | "no" | "0" => c.turn_hours = None,
                v => match v.parse::<u32>() {
                    Ok(h) if (1..=720).contains(&h) => c.turn_hours = Some(h),
                    _ => return bad("turn-hours"),
                },
            },
            "reminder_hours" | "horas_recordatorio" => match value.as_str() {
                "off" | "no" => c.reminder_hours = 0,
                v => match v.parse::<u32>() {
                    Ok(h) if h <= 168 => c.reminder_hours = h,
                    _ => return bad("reminder-hours"),
                },
            },
            "missed_turns_limit" | "limite_plazos" => match value.as_str() {
                "off" | "no" => c.missed_turns_limit = 0,
                v => match v.parse::<u32>() {
                    Ok(n) if n <= 50 => c.missed_turns_limit = n,
                    _ => return bad("missed-turns-limit"),
                },
            },
            // DungeonQuest's words for it, at every game: a card cannot be skipped.
            "on_deadline" | "al_plazo" => match value.replace([' ', '-'], "_").as_str() {
                "remind" | "recordar" | "recordatorio" => c.remind_at_deadline = true,
                "autopilot" | "piloto_automatico" | "piloto" => c.remind_at_deadline = false,
                "skip" | "saltar" => return Err(t(lang, "raiders-refuse-skip-deadline", &[])),
                _ => return bad("on-deadline"),
            },
            _ => return Err(t(lang, "raiders-refuse-setting", &[("key", key)])),
        }
        Ok(c)
    }
}
