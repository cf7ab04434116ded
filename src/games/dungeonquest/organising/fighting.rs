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
use crate::games::dungeonquest::seated::{offer_buttons, offer_wait};
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

impl Quests {
    /// What `seat` may press now at game `id` and the wait it answers (`OwnTable::buttons`):
    /// the offer of the monster's part, while it is his.
    pub(super) fn offer_open(
        &self,
        id: i64,
        seat: usize,
        lang: crate::lang::Lang,
    ) -> Option<(usize, Vec<crate::games::Button>)> {
        crate::games::dungeonquest::seated::offer(self.game(id)?, seat, lang)
    }
}

/// Whether the strikes `v`'s viewer may send now may use a Spark (the form offers it then).
fn may_spark(v: &crate::games::dungeonquest::engine::View) -> bool {
    v.legal
        .iter()
        .any(|x| matches!(x, Action::Strikes(p) if p.spark))
}

/// A round's strikes as a form, in its reader's language: a row for each strike (Standard,
/// Brutal, Counter: `S`, `B`, `C` in the answer), a pick of Melee, Ranged or Spell in each,
/// and the Spark when one may be used (`cards=spark`): the answer is the strikes as the forum
/// typed them (`S=melee B=ranged C=spell`).
fn strikes_form(spark: bool, lang: crate::lang::Lang) -> crate::games::Form {
    use crate::games::{Form, FormRow, Pick, Toggle};
    let text = |id: &str, args: &[(&str, String)]| crate::lang::text(lang, id, args);
    let kinds = [('m', "melee"), ('r', "ranged"), ('p', "spell")];
    let rows = [('s', "S"), ('b', "B"), ('c', "C")]
        .into_iter()
        .map(|(slot, name)| FormRow {
            key: slot.to_string(),
            name: name.into(),
            picks: kinds
                .iter()
                .map(|(k, value)| Pick {
                    key: k.to_string(),
                    label: text(
                        "discord-button-strike",
                        &[
                            ("slot", text(&format!("discord-slot-{slot}"), &[])),
                            ("strike", text(&format!("discord-strike-{k}"), &[])),
                        ],
                    ),
                    value: value.to_string(),
                })
                .collect(),
        })
        .collect();
    let toggles = spark
        .then(|| Toggle {
            key: "spark".into(),
            label: text("discord-button-spark", &[]),
            text: "cards=spark".into(),
        })
        .into_iter()
        .collect();
    Form {
        rows,
        toggles,
        hint: text("discord-pick-all", &[]),
    }
}

impl Quests {
    /// The strikes form `seat` ("o": the organiser) answers in the round open now at game
    /// `id`, with its number (`OwnTable::form`): for each side of a fight or a duel.
    pub(super) fn strikes_open(
        &self,
        id: i64,
        seat: &str,
        lang: crate::lang::Lang,
    ) -> Option<(u32, crate::games::Form)> {
        let (_, g) = self.games.get(&id)?;
        let actor = match seat {
            "o" => Actor::Organiser,
            s => Actor::Seat(s.parse().ok()?),
        };
        let round = match (&g.combat, &g.duel) {
            (Some(c), _) => c.round + 1,
            (None, Some(d)) => d.round + 1,
            (None, None) => return None,
        };
        Some((round, strikes_form(may_spark(&view(g, actor)), lang)))
    }
}

#[cfg(test)]
mod tests {
    use super::strikes_form;
    use crate::games::dungeonquest::seated::offer_buttons;
    use crate::games::Tone;
    use crate::lang::Lang;

    /// The offer asks yes or no in its reader's language, and sends the answer the game reads
    /// in any: `Accept` or `Decline`.
    #[test]
    fn the_offer_asks_yes_or_no_in_its_readers_language() {
        for (lang, labels) in [
            (Lang::En, ["Accept", "Decline"]),
            (Lang::Es, ["Aceptar", "Rechazar"]),
        ] {
            let b = offer_buttons(lang);
            let said: Vec<&str> = b.iter().map(|b| b.label.as_str()).collect();
            assert_eq!(said, labels);
            let sent: Vec<&str> = b.iter().map(|b| b.command.as_str()).collect();
            assert_eq!(sent, ["Accept", "Decline"]);
            assert_eq!(
                b.iter().map(|b| b.tone).collect::<Vec<_>>(),
                [Tone::Yes, Tone::No]
            );
        }
    }

    /// The strikes form speaks its reader's language (`Estándar: Cuerpo a cuerpo`), and its
    /// full answer is the strikes as the forum typed them, in any language.
    #[test]
    fn the_strikes_form_reads_back_as_the_forums_strikes() {
        use std::collections::{BTreeMap, BTreeSet};
        let en = strikes_form(true, Lang::En);
        let es = strikes_form(true, Lang::Es);
        let labels = |f: &crate::games::Form| -> Vec<String> {
            let mut all: Vec<String> = f
                .rows
                .iter()
                .flat_map(|r| r.picks.iter().map(|p| p.label.clone()))
                .collect();
            all.extend(f.toggles.iter().map(|t| t.label.clone()));
            all
        };
        assert_eq!(labels(&en).len(), 10);
        assert_eq!(labels(&en)[0], "Standard: Melee");
        assert_eq!(labels(&es)[0], "Estándar: Cuerpo a cuerpo");
        assert_eq!(labels(&es)[8], "Contraataque: Hechizo");
        assert_eq!(labels(&es)[9], "Usar Chispa");
        for l in labels(&en).iter().chain(&labels(&es)) {
            assert!(l.chars().count() <= 80, "{l}");
        }
        let picked: BTreeMap<String, String> = [("s", "m"), ("b", "r"), ("c", "p")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let spark: BTreeSet<String> = ["spark".to_string()].into();
        for f in [&en, &es] {
            let answer = f.answer(&picked, &spark);
            assert_eq!(
                answer.as_deref(),
                Some("S=melee B=ranged C=spell cards=spark")
            );
            assert_eq!(f.answer(&BTreeMap::new(), &spark), None);
        }
        assert!(strikes_form(false, Lang::En).toggles.is_empty());
    }
}
