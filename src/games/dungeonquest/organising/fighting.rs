//! Fighting: the monster's part (`!dq monster`, `!dq monster bot`) and its claim window
//! (R17), random strikes after a round's deadline (`!dq random`, R22), and the private
//! messages of a fight or a duel, and when each goes: the offer, the calls for strikes
//! (`seated::asking`'s, as `/dq resend` asks them through the table), sealed confirmations.
//! Strikes themselves are game actions (`playing`), sent by DM.

use super::held;
use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::{Manage, Quest};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{Action, Actor, Awaiting, Game, MonsterSide, Rejection};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::asking::fight_calls;
use crate::organiser::desk::{Ask, Desk, Post, Reply, Target};
use anyhow::Result;

impl Quests {
    /// `!dq monster [bot]` and `!dq random`.
    pub(super) async fn fight(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let Table {
            id, is_organiser, ..
        } = at;
        let input = post.input;
        let say = |text: String| post.say(text);
        match m {
            Manage::Own(Quest::Monster { bot: true }) => {
                if !is_organiser {
                    return Ok(self.refuse(desk, post, id, &Rejection::NotOrganiser));
                }
                self.checked(desk, id, Actor::Organiser, Action::BotMonster, input, &say)
                    .await
            }
            Manage::Own(Quest::Monster { bot: false }) => self.claim_monster(desk, post, at).await,
            Manage::Own(Quest::Random) => {
                if !is_organiser {
                    return Ok(self.refuse(desk, post, id, &Rejection::NotOrganiser));
                }
                let g = held(desk, id).1;
                // R22: only once the round has been open for `combat_round_hours`.
                let open_for = self.round_open_for(desk, id, g).await?;
                let limit = f64::from(g.settings.combat_round_hours + g.deadline_extra_hours);
                if open_for < limit && (g.combat.is_some() || g.duel.is_some()) {
                    let wait = crate::lang::decimal(limit - open_for);
                    return Ok(say(crate::lang::tr(
                        "manage-random-wait",
                        &[("hours", wait)],
                    )));
                }
                self.checked(
                    desk,
                    id,
                    Actor::Organiser,
                    Action::RandomStrikes,
                    input,
                    &say,
                )
                .await
            }
            _ => Ok(Vec::new()),
        }
    }

    /// `!dq monster`: the offered seat takes the part; anyone else claims it, once the offered
    /// seat has had `monster_claim_hours` (the offer lapses first).
    async fn claim_monster(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
    ) -> Result<Vec<Reply>> {
        let Table { id, actor, .. } = at;
        let input = post.input;
        let say = |text: String| post.say(text);
        if actor == Actor::Newcomer {
            return Ok(self.refuse(desk, post, id, &Rejection::NotInGame));
        }
        let g = held(desk, id).1;
        let offered_to = g.combat.as_ref().and_then(|c| match c.side {
            MonsterSide::Offered { seat, open: false } => Some(Actor::Seat(seat)),
            _ => None,
        });
        if offered_to == Some(actor) {
            return self
                .checked(desk, id, actor, Action::TakeMonster, input, &say)
                .await;
        }
        // Once the offered seat has had `monster_claim_hours`, the part opens (R17).
        let offered = matches!(
            g.combat.as_ref().map(|c| c.side),
            Some(MonsterSide::Offered { open: false, .. })
        );
        if offered
            && Some(actor)
                != g.combat.as_ref().and_then(|c| match c.side {
                    MonsterSide::Offered { seat, .. } => Some(Actor::Seat(seat)),
                    _ => None,
                })
        {
            let hours = desk
                .store
                .hours_since(id, "CombatStarted", desk.now())
                .await?
                .unwrap_or(0.0);
            let limit = f64::from(g.settings.monster_claim_hours + g.deadline_extra_hours);
            if hours >= limit {
                self.accept(desk, id, Actor::Organiser, Action::OfferLapsed, input)
                    .await?;
            } else {
                let wait = crate::lang::decimal(limit - hours);
                return Ok(say(crate::lang::tr(
                    "manage-claim-wait",
                    &[("hours", wait)],
                )));
            }
        }
        self.checked(desk, id, actor, Action::ClaimMonster, input, &say)
            .await
    }

    /// What each side of a fight must be asked now, privately (`asking::fight_calls`), each
    /// in its reader's language and with what it is answered with (a form, the offer's
    /// buttons), as the table asks every call (`Ask::for_call`).
    pub(super) fn fight_calls(&self, desk: &Desk, id: i64) -> Vec<(Actor, Reply)> {
        let (row, q) = held(desk, id);
        let user_of = |a: Actor| match a {
            Actor::Seat(s) => q.seats.get(s).map(|x| x.user.clone()),
            Actor::Organiser => Some(row.organiser.clone()),
            Actor::Newcomer => None,
        };
        let lang_of = |a: Actor| user_of(a).map_or(row.lang, |u| desk.reader_lang(&u, row.lang));
        let mut out = Vec::new();
        for (a, call) in fight_calls(q, None, &lang_of) {
            let (Some(user), Some(who)) = (user_of(a), asked(a)) else {
                continue;
            };
            let mut r = Reply::say(Target::Dm(user), call.text);
            let logged = (desk.log_len(id), lang_of(a));
            r.ask = Ask::for_call(q, id, who, call.answer, logged);
            out.push((a, r));
        }
        out
    }

    /// Private messages a fight needs after these events: a sealed confirmation to whoever
    /// just sent strikes, and the calls a new round or a new monster player brings.
    pub(super) fn fight_dms(
        &self,
        desk: &Desk,
        id: i64,
        g: &Game,
        actor: Actor,
        events: &[Event],
        organiser: &str,
    ) -> Vec<Reply> {
        let mut out = Vec::new();
        // A substitute who takes over a seat in the middle of a fight is called at once.
        let replaced = |a: Actor| {
            events
                .iter()
                .any(|e| matches!(e, Event::Replaced { seat, .. } if a == Actor::Seat(*seat)))
        };
        if g.duel.is_some() && matches!(g.awaiting, Some(Awaiting::Duel { .. })) {
            // A new duel round calls both; strikes just sent are confirmed to the sender.
            let new_round = events
                .iter()
                .any(|e| matches!(e, Event::DuelStarted { .. } | Event::DuelRound { .. }));
            for (a, r) in self.fight_calls(desk, id) {
                if new_round || a == actor || replaced(a) {
                    out.push(r);
                }
            }
            return out;
        }
        let Some(c) = &g.combat else { return out };
        if !matches!(g.awaiting, Some(Awaiting::Combat { .. })) {
            return out;
        }
        let new_round = events
            .iter()
            .any(|e| matches!(e, Event::CombatStarted(_) | Event::RoundResolved(_)));
        // Strikes that are still sealed: confirm them to their sender (revealed ones are not).
        if !events.iter().any(|e| matches!(e, Event::RoundResolved(_))) {
            let sender = match actor {
                Actor::Seat(s) => g.seats.get(s).map(|x| x.user.clone()),
                Actor::Organiser => Some(organiser.to_string()),
                Actor::Newcomer => None,
            };
            for e in events {
                if let (Event::Submitted { plan, .. }, Some(u)) = (e, &sender) {
                    let text = self.to_user(desk, id, u, || {
                        crate::lang::tr(
                            "combat-sealed",
                            &[
                                ("round", (c.round + 1).to_string()),
                                ("plan", render::plan_text(plan)),
                            ],
                        )
                    });
                    out.push(Reply::say(Target::Dm(u.clone()), text));
                }
            }
        }
        let side_changed = events.iter().any(|e| matches!(e, Event::MonsterSideSet(_)));
        let monster_player = match c.side {
            MonsterSide::Seat(s) => Some(Actor::Seat(s)),
            MonsterSide::Organiser => Some(Actor::Organiser),
            _ => None,
        };
        // An offer to someone away lapses at once: he is not asked.
        let away_offer = super::playing::offered_to_away(desk, id, g);
        for (a, r) in self.fight_calls(desk, id) {
            // The only buttons that send a command here: the offer's.
            let offer = matches!(r.ask, Some(Ask::Buttons { .. }));
            if offer && away_offer {
                continue;
            }
            let fresh =
                new_round || (side_changed && Some(a) == monster_player && !offer) || replaced(a);
            if fresh {
                out.push(r);
            }
        }
        out
    }
}

/// The table's word for who is asked (`games::Who`).
fn asked(a: Actor) -> Option<crate::games::Who> {
    match a {
        Actor::Seat(s) => Some(crate::games::Who::Seat(s)),
        Actor::Organiser => Some(crate::games::Who::Organiser),
        Actor::Newcomer => None,
    }
}
