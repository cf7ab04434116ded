//! DungeonQuest's part of the minute tick: R22's round reminders and deadline notice; how
//! long a round has been open, and the deadline line under a prompt. (R17's claim window,
//! the turn's reminder, time away and the plays for the absent are the table's.)

use super::held;
use super::Quests;
use crate::games::dungeonquest::engine::{Awaiting, Game, MonsterSide, Phase};
use crate::organiser::desk::{reminder_time, Desk, Reply, Target};
use anyhow::Result;

impl Quests {
    /// The clock's turn at DungeonQuest game `id` (loaded): R22's reminders and notice whose
    /// time has come, each once.
    pub(super) async fn tick_quest(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        match self.tick_game(desk, id).await {
            Ok(replies) => Ok(replies),
            // Another writer moved the game on: look again at the next tick.
            Err(e) if e.is::<crate::store::Stale>() => {
                desk.forget(id);
                Ok(Vec::new())
            }
            Err(e) => Err(e),
        }
    }

    async fn tick_game(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        let lang = self.game_lang(desk, id);
        crate::lang::scope(lang, self.tick_game_in(desk, id)).await
    }

    async fn tick_game_in(&mut self, desk: &mut Desk, id: i64) -> Result<Vec<Reply>> {
        let g = held(desk, id).1;
        if g.paused || g.phase != Phase::Playing {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        match (&g.combat, &g.awaiting) {
            // The monster's part offered has R17's claim window, the table's (`Seated::due`).
            (Some(c), Some(Awaiting::Combat { .. }))
                if !matches!(c.side, MonsterSide::Offered { .. }) =>
            {
                let round = c.round + 1;
                let key = format!("round{}:{}:{round}", c.monster, g.turn);
                out.extend(self.round_reminders(desk, id, &key, round).await?);
            }
            (_, Some(Awaiting::Duel { .. })) => {
                // Hero vs Hero: the same round deadline (R22).
                let round = g.duel.as_ref().map_or(1, |d| d.round + 1);
                let key = format!("duel:{}:{round}", g.turn);
                out.extend(self.round_reminders(desk, id, &key, round).await?);
            }
            // A turn or a question: the table's reminder (`Seated::reminder_hours`).
            _ => {}
        }
        Ok(out)
    }

    /// Hours the current combat or duel round has been open.
    pub(super) async fn round_open_for(&self, desk: &Desk, id: i64, g: &Game) -> Result<f64> {
        let (start, round) = if g.duel.is_some() {
            ("DuelStarted", "DuelRound")
        } else {
            ("CombatStarted", "RoundResolved")
        };
        let started = desk.store.hours_since(id, start, desk.now()).await?;
        let resolved = desk.store.hours_since(id, round, desk.now()).await?;
        Ok(match (started, resolved) {
            (Some(a), Some(b)) => a.min(b),
            (a, b) => a.or(b).unwrap_or(0.0),
        })
    }

    /// R22's clock for an open round: the sides still to send strikes are reminded at half
    /// time, and the channel told at the deadline (each once, keyed by `key`).
    async fn round_reminders(
        &self,
        desk: &Desk,
        id: i64,
        key: &str,
        round: u32,
    ) -> Result<Vec<Reply>> {
        let (row, g) = held(desk, id);
        let (channel, organiser) = (Target::Channel(row.channel.clone()), row.organiser.clone());
        let extra = f64::from(g.deadline_extra_hours);
        let stamp = |hours_left: f64| desk.when(hours_left);
        let open_for = self.round_open_for(desk, id, g).await?;
        let limit = f64::from(g.settings.combat_round_hours) + extra;
        let mut out = Vec::new();
        // Reminded half-way, never together with the deadline itself.
        if reminder_time(open_for, limit, Some(limit))
            && desk
                .store
                .remind_once(id, &format!("{key}:half:{extra}"))
                .await?
        {
            for (_, mut r) in self.fight_calls(desk, id) {
                let due = crate::lang::tr(
                    "reminder-strikes",
                    &[
                        ("round", round.to_string()),
                        ("due", stamp(limit - open_for)),
                    ],
                );
                r.text = format!("{due}\n{}", r.text);
                out.push(r);
            }
        }
        // At the deadline the organiser is told, when the clock does not act by itself.
        let clock_acts = g.settings.on_deadline
            != crate::games::dungeonquest::engine::OnDeadline::Remind
            && g.settings.turn_hours > 0;
        if open_for >= limit
            && !clock_acts
            && desk
                .store
                .remind_once(id, &format!("{key}:due:{extra}"))
                .await?
        {
            let text = crate::lang::tr(
                "reminder-round-due",
                &[
                    ("round", round.to_string()),
                    ("organiser", desk.user_label(&organiser)),
                ],
            );
            out.push(Reply::say(channel, text));
        }
        Ok(out)
    }
}
