//! Fighting: the monster's part (`!dq monster`, `!dq monster bot`) and its claim window
//! (R17), random strikes after a round's deadline (`!dq random`, R22), and the private
//! messages of a fight or a duel: the offer, the calls for strikes, sealed confirmations, and
//! `/dq resend`. Strikes themselves are game actions (`playing`), sent by DM.

use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::{Manage, Quest};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{
    view, Action, Actor, Awaiting, Game, MonsterSide, Rejection,
};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::asking::{
    may_spark, offer_buttons, offer_wait, strikes_form,
};
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
                let g = &self.games[&id].1;
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
        let g = &self.games[&id].1;
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

    /// What each side of a fight must be asked now, privately: the offer of the monster's
    /// part, and each side's call for strikes (the monster's player learns its life value).
    pub(super) fn fight_calls(
        &self,
        desk: &Desk,
        id: i64,
        g: &Game,
        organiser: &str,
    ) -> Vec<(Actor, Reply)> {
        let mut out = Vec::new();
        if let (Some(d), Some(Awaiting::Duel { .. })) = (&g.duel, &g.awaiting) {
            // Hero vs Hero: both duellists are called by DM.
            for seat in [d.attacker, d.defender] {
                let v = view(g, Some(seat));
                let user = &g.seats[seat].user;
                if let Some(text) = self.to_user(desk, id, user, || render::duel_dm(&v)) {
                    let spark = may_spark(&v);
                    let mut r = Reply::say(Target::Dm(g.seats[seat].user.clone()), text);
                    let lang = desk.reader_lang(user, self.game_lang(desk, id));
                    r.ask = Some(Ask::Form {
                        game: id,
                        wait: d.round + 1,
                        seat: seat.to_string(),
                        form: strikes_form(spark, lang),
                        lang,
                    });
                    out.push((Actor::Seat(seat), r));
                }
            }
            return out;
        }
        let Some(c) = &g.combat else { return out };
        if !matches!(g.awaiting, Some(Awaiting::Combat { .. })) {
            return out;
        }
        let user_of = |a: Actor| match a {
            Actor::Seat(s) => g.seats.get(s).map(|x| x.user.clone()),
            Actor::Organiser => Some(organiser.to_string()),
            Actor::Newcomer => None,
        };
        if let MonsterSide::Offered { seat, open: false } = c.side {
            if let Some(u) = user_of(Actor::Seat(seat)) {
                let text = self.to_user(desk, id, &u, || {
                    crate::lang::tr(
                        "combat-offer",
                        &[
                            ("hero", render::names::hero_short(g.hero(c.seat).id)),
                            ("a_monster", render::a_monster(c.monster)),
                        ],
                    )
                });
                let lang = desk.reader_lang(&u, self.game_lang(desk, id));
                let mut r = Reply::say(Target::Dm(u), text);
                r.ask = Some(Ask::Buttons {
                    game: id,
                    seat,
                    wait: offer_wait(g),
                    buttons: offer_buttons(lang),
                    lang,
                });
                out.push((Actor::Seat(seat), r));
            }
        }
        let monster_player = match c.side {
            MonsterSide::Seat(s) => Some(Actor::Seat(s)),
            MonsterSide::Organiser => Some(Actor::Organiser),
            _ => None,
        };
        for a in std::iter::once(Actor::Seat(c.seat)).chain(monster_player) {
            let v = view(g, a);
            let text = |u: &str| self.to_user(desk, id, u, || render::combat_dm(&v));
            if let Some((text, u)) = user_of(a).and_then(|u| Some((text(&u)?, u))) {
                let spark = may_spark(&v);
                let lang = desk.reader_lang(&u, self.game_lang(desk, id));
                let mut r = Reply::say(Target::Dm(u), text);
                let seat = match a {
                    Actor::Seat(s) => s.to_string(),
                    _ => "o".to_string(),
                };
                r.ask = Some(Ask::Form {
                    game: id,
                    wait: c.round + 1,
                    seat,
                    form: strikes_form(spark, lang),
                    lang,
                });
                out.push((a, r));
            }
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
            for (a, r) in self.fight_calls(desk, id, g, organiser) {
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
        for (a, r) in self.fight_calls(desk, id, g, organiser) {
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

    /// Everything `user` is waiting to answer in game `id`, sent again (`/dq resend`): the
    /// fight's private calls, or the prompt when it is their turn.
    pub fn pending_for(&self, desk: &Desk, id: i64, user: &str) -> Vec<Reply> {
        let Some((row, g)) = self.games.get(&id) else {
            return Vec::new();
        };
        let seat = g.seat_of_user(user);
        let actor = match seat {
            Some(s) => Actor::Seat(s),
            None if user == row.organiser => Actor::Organiser,
            None => return Vec::new(),
        };
        let mut out: Vec<Reply> = self
            .fight_calls(desk, id, g, &row.organiser)
            .into_iter()
            .filter(|(a, _)| *a == actor)
            .map(|(_, r)| r)
            .collect();
        if out.is_empty() && g.awaited().contains(&actor) {
            let p = self.to_user(desk, id, user, || {
                render::prompt(&view(g, actor), &|s| self.mention(desk, id, g, s))
            });
            if let Some(p) = p {
                out.push(Reply::say(Target::Dm(user.to_string()), p));
            }
        }
        out
    }
}
