//! Absent players: `!dq away HOURS [REASON]` and `!dq back`, and the clock playing for
//! whoever the game waits on who is away or past his deadline (R: the organiser's clock):
//! reminded, skipped or played by the computer player, as `on_deadline` says; the organiser
//! told after `missed_turns_limit` missed deadlines in a row; the player welcomed back with
//! what he missed.

use super::Quests;
use super::{held, lent, quest, typed};
use super::{in_round, Table};
use crate::games::dungeonquest::command::Manage;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{
    replay_seen, view, Action, Actor, Game, MonsterSide, OnDeadline, Phase,
};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::standing_in::{absent_choice, missed_in_row};
use crate::games::Stage;
use crate::lang::Lang;
use crate::organiser::desk::away::{Presence, TakenOver};
use crate::organiser::desk::{Desk, Input, Post, Reply};
use crate::store::GameRow;
use anyhow::Result;
use std::collections::HashMap;

impl Quests {
    /// `!dq away` and `!dq back`: the table's time away (`desk::away`); then the bot plays
    /// at once for whoever is away.
    pub(super) async fn absence(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let id = at.id;
        // Lent for the word on time away alone: the plays after it change the game.
        let l = lent(desk, id);
        let (row, g) = typed(&l).expect("a DungeonQuest game");
        let here = AwayAt { row, g };
        let mut out = match m {
            Manage::Away { hours, reason } => {
                let len = desk.log_len(id);
                match desk.go_away(post, &here, (hours, &reason), len).await? {
                    Ok(said) => said,
                    Err(refused) => return Ok(refused),
                }
            }
            Manage::Back => match desk.come_back(post, &here).await? {
                (said, true) => said,
                (said, false) => return Ok(said),
            },
            _ => return Ok(Vec::new()),
        };
        drop(l);
        out.extend(self.play_for_absent(desk, id, true).await?);
        Ok(out)
    }

    /// Deadlines and time away for game `id` (RULINGS: the organiser's clock): every seat the
    /// game waits on who is away, or whose deadline (`turn_hours`; a fight's round:
    /// `combat_round_hours`) has passed, is reminded, skipped or played for, as `on_deadline`
    /// says (someone away is played for unless the setting is `skip`). A seat the bot starts
    /// playing for is played for until the game no longer waits on him this turn. `away_only`:
    /// right after an input, only those away (deadlines are the clock's, every minute).
    pub(super) async fn play_for_absent(
        &mut self,
        desk: &mut Desk,
        id: i64,
        away_only: bool,
    ) -> Result<Vec<Reply>> {
        let mut out = Vec::new();
        let now = desk.now();
        let Some(away) = self.away_until(desk, id, away_only, now, &mut out).await? else {
            return Ok(out);
        };
        match self.play_for(desk, id, &away, away_only, &mut out).await {
            Ok(()) => {}
            // Another writer moved the game on: what was done here is stored and is said
            // (a return just ended, the plays made so far); the rest is for the next look,
            // on the latest state.
            Err(e) if e.is::<crate::store::Stale>() => desk.forget(id),
            Err(e) => return Err(e),
        }
        Ok(out)
    }

    /// `play_for_absent`'s plays, each stored before the next is chosen, what is said of
    /// them added to `out`. `away`: who is away, until when.
    async fn play_for(
        &mut self,
        desk: &mut Desk,
        id: i64,
        away: &HashMap<String, f64>,
        away_only: bool,
        out: &mut Vec<Reply>,
    ) -> Result<()> {
        desk.returns_of(id).await?;
        let mut acting: Option<(usize, Moment)> = None;
        // Bounded only as a guard: a whole game of absent players ends well within it.
        for _ in 0..20_000 {
            let Some((row, g)) = quest(desk, id) else {
                break;
            };
            if g.paused || g.phase != Phase::Playing {
                break;
            }
            // The monster's part, while offered, has its own clock (R17); offered to someone
            // away, it lapses at once (as at its deadline), so the fight does not wait on him.
            match g.combat.as_ref().map(|c| c.side) {
                Some(MonsterSide::Offered { seat, open: false })
                    if away.contains_key(&g.seats[seat].user) =>
                {
                    let lapse = Input::clock(
                        row,
                        format!("(the clock, for {}) lapse the offer", g.seats[seat].name),
                    );
                    let was = desk.games.get(&id).map(|l| l.len);
                    out.extend(
                        self.accept(desk, id, Actor::Organiser, Action::OfferLapsed, &lapse)
                            .await?,
                    );
                    if desk.games.get(&id).map(|l| l.len) == was {
                        break;
                    }
                    continue;
                }
                Some(MonsterSide::Offered { .. }) => break,
                _ => {}
            }
            let pick = self.absent_pick(desk, id, acting, away, away_only).await?;
            let Some((seat, away_now)) = pick else { break };
            let mode = match (g.settings.on_deadline, away_now) {
                (OnDeadline::Remind, true) => OnDeadline::Autopilot,
                (m, _) => m,
            };
            if mode == OnDeadline::Remind {
                out.extend(self.deadline_passed(desk, id, seat).await?);
                break;
            }
            // The table's one stream for the computer player (`chance::ComputerChoices`).
            let log_len = desk.log_len(id);
            let choices = crate::chance::ComputerChoices::for_game(&g.seed, log_len);
            let Some(action) = absent_choice(g, seat, mode, choices) else {
                break;
            };
            // A question cannot be skipped: the clock answers it, and says so.
            let mode = match (mode, &action) {
                (OnDeadline::Skip, Action::Skip | Action::RandomStrikes) => mode,
                (OnDeadline::Skip, _) => OnDeadline::Autopilot,
                _ => mode,
            };
            // Said only with the play it heads, once that is stored: a clock that finds the
            // game moved on by another process says nothing of a play it did not make.
            let mut notice = Vec::new();
            if acting.map(|(s, _)| s) != Some(seat) {
                let why = match (away_now, mode) {
                    (true, _) => TakenOver::Away,
                    (false, m) => TakenOver::Late {
                        skipped: m == OnDeadline::Skip,
                    },
                };
                let player = (g.seats[seat].user.as_str(), g.seats[seat].name.as_str());
                notice.extend(desk.taking_over(&AwayAt { row, g }, player, why));
            }
            acting = Some((seat, moment(g)));
            let what = public_text(g, seat, &action);
            let clock = Input::clock(
                row,
                format!("(the clock, for {}) {what}", g.seats[seat].name),
            );
            let was = desk.games.get(&id).map(|l| l.len);
            let played = self
                .accept(
                    desk,
                    id,
                    Actor::Organiser,
                    Action::ForAbsent {
                        seat,
                        action: Box::new(action),
                    },
                    &clock,
                )
                .await?;
            out.extend(notice);
            out.extend(played);
            if desk.games.get(&id).map(|l| l.len) == was {
                break; // refused: nothing more to do for now
            }
            if !away_now {
                out.extend(self.missed_notice(desk, id, seat).await?);
            }
        }
        Ok(())
    }

    /// Who is away in game `id` and until when. Those whose time is over are back (unless
    /// `away_only`), their welcome added to `out`. None: nobody is away and no deadline can
    /// pass, so there is nothing to do.
    async fn away_until(
        &mut self,
        desk: &mut Desk,
        id: i64,
        away_only: bool,
        now: f64,
        out: &mut Vec<Reply>,
    ) -> Result<Option<HashMap<String, f64>>> {
        // Time away that has run out ends first: he is back, and hears what happened.
        if !away_only {
            let l = lent(desk, id);
            let (row, g) = typed(&l).expect("a DungeonQuest game");
            out.extend(desk.away_run_out(&AwayAt { row, g }).await?);
        }
        let listed = desk.away_of(id).await?;
        if listed.is_empty()
            && (away_only || quest(desk, id).is_some_and(|(_, g)| g.settings.turn_hours == 0))
        {
            return Ok(None);
        }
        Ok(Some(
            listed
                .into_iter()
                .filter(|(_, until, _)| *until > now)
                .map(|(user, until, _)| (user, until))
                .collect(),
        ))
    }

    /// The seat the clock acts for now, and whether he is away: the one it already plays for
    /// this turn, else one who is away, else (on the clock's own turn) the first the game
    /// waits on whose deadline has passed.
    async fn absent_pick(
        &self,
        desk: &Desk,
        id: i64,
        acting: Option<(usize, Moment)>,
        away: &HashMap<String, f64>,
        away_only: bool,
    ) -> Result<Option<(usize, bool)>> {
        let g = held(desk, id).1;
        let awaited: Vec<usize> = g
            .awaited()
            .into_iter()
            .filter_map(|a| match a {
                Actor::Seat(s) => Some(s),
                _ => None,
            })
            .collect();
        let is_away = |s: usize| away.contains_key(&g.seats[s].user);
        // A fight's new round is a new deadline: one missed round costs that round only.
        let mut pick = acting
            .filter(|(s, m)| awaited.contains(s) && *m == moment(g))
            .map(|(s, _)| (s, is_away(s)));
        // Someone away is played for at once while others play on. When everyone still in
        // the dungeon is away, the game does not play itself out in one go: their turns wait
        // for the turn's deadline (and for nobody, without one), then the bot plays them.
        let someone_here = (0..g.seats.len()).any(|s| g.hero(s).in_dungeon() && !is_away(s));
        if pick.is_none() && someone_here {
            pick = awaited.iter().find(|&&s| is_away(s)).map(|&s| (s, true));
        }
        if pick.is_none() && !away_only && g.settings.turn_hours > 0 {
            let extra = f64::from(g.deadline_extra_hours);
            let fight = in_round(g);
            let (waited, limit) = if fight {
                let limit = f64::from(g.settings.combat_round_hours) + extra;
                (self.round_open_for(desk, id, g).await?, limit)
            } else {
                let idle = desk.hours_idle(id, desk.log_len(id)).await?.unwrap_or(0.0);
                (idle, f64::from(g.settings.turn_hours) + extra)
            };
            // Someone back from time away has his whole deadline from his return.
            let waited = match awaited.first() {
                Some(&s) => desk.waited_since_back(id, &g.seats[s].user, waited),
                None => waited,
            };
            if waited >= limit {
                pick = awaited.first().map(|&s| (s, is_away(s)));
            }
        }
        Ok(pick)
    }

    /// `on_deadline = remind`: the channel and the seat are told his deadline has passed
    /// (once per input). A fight's round has its own reminder and deadline notice (R22).
    async fn deadline_passed(&self, desk: &Desk, id: i64, seat: usize) -> Result<Vec<Reply>> {
        let (row, g) = held(desk, id);
        if in_round(g) {
            return Ok(Vec::new());
        }
        let user = g.seats[seat].user.as_str();
        let mention = desk.mention(id, seat);
        // The wait is named by the log's length: once per input.
        let wait = desk.log_len(id);
        desk.deadline_passed(row, (seat, user, mention), wait).await
    }

    /// After a deadline action: if the seat has now let `missed_turns_limit` deadlines pass in
    /// a row, the organiser is told (once per streak), in the channel and by DM (the desk's
    /// `missed_notice`, every game's).
    async fn missed_notice(&self, desk: &Desk, id: i64, seat: usize) -> Result<Vec<Reply>> {
        let (row, g) = held(desk, id);
        let limit = g.settings.missed_turns_limit;
        if limit == 0 {
            return Ok(Vec::new());
        }
        let events = desk.store.events(id).await?;
        let streak = missed_in_row(&events, seat);
        let name = g.seats[seat].name.as_str();
        desk.missed_notice(row, (seat, name), streak, limit).await
    }
}

/// A DungeonQuest table as time away sees it (`desk::away`, the table's one room for it).
pub(super) struct AwayAt<'a> {
    pub row: &'a GameRow,
    pub g: &'a Game,
}

impl Presence for AwayAt<'_> {
    fn row(&self) -> &GameRow {
        self.row
    }

    fn stage(&self) -> Stage {
        match self.g.phase {
            Phase::Setup => Stage::Setup,
            Phase::Playing => Stage::Playing,
            Phase::Ended => Stage::Over,
        }
    }

    /// A seat is in play while its hero is in the dungeon.
    fn sitter(&self, user: &str) -> Option<(usize, String, bool)> {
        let s = self.g.seat_of_user(user)?;
        Some((s, self.g.seats[s].name.clone(), self.g.hero(s).in_dungeon()))
    }

    fn in_play(&self) -> Vec<String> {
        (0..self.g.seats.len())
            .filter(|&s| self.g.hero(s).in_dungeon())
            .map(|s| self.g.seats[s].user.clone())
            .collect()
    }

    fn does(&self) -> &'static str {
        match self.g.settings.on_deadline {
            OnDeadline::Skip => "deadline-away-does-skip",
            _ => "deadline-away-does-autopilot",
        }
    }

    /// What others (and the bot, for him) did: not his own inputs.
    fn retold(&self, entries: &[String], seat: usize, since: usize, lang: Lang) -> Vec<String> {
        let (Ok(events), Ok(made_with)) = (
            crate::store::read_entries::<Event>(entries),
            crate::games::dungeonquest::table::settings(self.row),
        ) else {
            return Vec::new();
        };
        crate::lang::within(lang, || {
            let mut lines = Vec::new();
            let mut at = 0;
            replay_seen(
                self.g.seed,
                &made_with,
                &events,
                Actor::Seat(seat),
                |before, after, raw, seen| {
                    at += raw.len();
                    let his_own = matches!(
                        raw.first(),
                        Some(Event::Acted { by: Actor::Seat(s), .. }) if *s == seat
                    );
                    if at > since && !his_own {
                        let text = render::narrate(&view(before, seat), &view(after, seat), seen);
                        for l in text.lines() {
                            // A line said twice in a row is told once.
                            if lines.last().is_none_or(|last: &String| last != l) {
                                lines.push(l.to_string());
                            }
                        }
                    }
                },
            );
            lines
        })
    }
}

/// The clock's input for `seat` in words, as the channel may see it: the log of inputs never
/// holds a secret (sealed strikes, a face-down card).
fn public_text(g: &Game, seat: usize, action: &Action) -> String {
    let public = crate::games::dungeonquest::engine::redact(
        &Event::Acted {
            by: Actor::Organiser,
            action: Action::ForAbsent {
                seat,
                action: Box::new(action.clone()),
            },
        },
        Actor::Newcomer,
        g,
    );
    match public {
        Some(Event::Acted {
            action: Action::ForAbsent { action: a, .. },
            ..
        }) if !matches!(*a, Action::Strikes(_)) => render::command_text_for(&g.seats, seat, &a),
        _ => "strikes".to_string(),
    }
}

/// What one deadline covers: a turn, or one round of a fight in it (the fight's rounds
/// resolved so far, or the duel's). The clock that plays for a seat past his deadline plays
/// on for him only while this stays the same.
type Moment = (u32, Option<u32>);

fn moment(g: &Game) -> Moment {
    let round = if in_round(g) {
        g.combat
            .as_ref()
            .map(|c| c.round)
            .or(g.duel.as_ref().map(|d| 1000 + d.round))
    } else {
        None
    };
    (g.turn, round)
}
