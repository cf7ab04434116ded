//! Fighting: the monster's part (`!dq monster`, `!dq monster bot`) and its claim window
//! (R17), random strikes after a round's deadline (`!dq random`, R22), and a fight's calls
//! delivered for an undo and a round's reminder (the calls after an input are the game's
//! story's, `seated::telling`). Strikes themselves are game actions (`playing`), sent by DM.

use super::held;
use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::{Manage, Quest};
use crate::games::dungeonquest::engine::{Action, Actor, MonsterSide, Rejection};
use crate::games::story::Story;
use crate::organiser::desk::story::{replies, At};
use crate::organiser::desk::{Desk, Post, Reply};
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

    /// What each side of a fight must be asked now, privately (`QuestTable::fight_said`),
    /// each in its reader's language and with what it is answered with (a form, the offer's
    /// buttons), delivered as the table delivers every story.
    pub(super) fn fight_calls(&self, desk: &Desk, id: i64) -> Vec<(Actor, Reply)> {
        let at = At {
            desk,
            id,
            deadline: None,
        };
        let l = &desk.games[&id];
        let (_, q) = held(desk, id);
        q.fight_said(&at)
            .into_iter()
            .flat_map(|(a, said)| {
                let story = Story {
                    said: vec![said],
                    proofs: Vec::new(),
                };
                replies(l, story, &at).into_iter().map(move |r| (a, r))
            })
            .collect()
    }
}
