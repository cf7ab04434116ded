//! Playing: a game action (as the forum writes it) is checked, applied, committed and
//! narrated. Every command that changes a game ends here: `checked` (is it legal, trying the
//! other meaning of an answer), `accept` (apply, store, narrate, DM).

use super::board::with_board;
use super::Quests;
use super::Table;
use super::{held, held_mut, lent, quest, typed};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{apply, redact, view, Action, Actor, Game, Phase};
use crate::games::dungeonquest::render;
use crate::organiser::desk::reply::{mark_proof, render_split, ProofAt};
use crate::organiser::desk::{Desk, Input, Post, Reply, Target};
use anyhow::Result;

impl Quests {
    /// A game action from a seat (or the organiser): checked, then accepted or refused.
    pub(super) async fn play(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        action: Action,
    ) -> Result<Vec<Reply>> {
        let action = match self.short_side(desk, at, &post.input.text, action) {
            Ok(a) => a,
            Err(text) => return Ok(post.say(text)),
        };
        self.checked(desk, at.id, at.actor, action, post.input, &|text| {
            post.say(text)
        })
        .await
    }

    /// A one-letter side (`s`, `n`, `e`, `o`, `este`, also `s?`) moves a hero only on a plain
    /// turn. Where the game asked a question it moves nobody: `n` is `No` where No is an
    /// answer; anything else, or any such letter with a question mark, is asked back ("did
    /// you mean `Move DOWN` or `Yes`?").
    fn short_side(
        &self,
        desk: &Desk,
        at: Table,
        text: &str,
        action: Action,
    ) -> Result<Action, String> {
        let Some((dir, asks)) = crate::games::dungeonquest::command::short_side(text) else {
            return Ok(action);
        };
        if action != (Action::Move { dir, half: None }) {
            return Ok(action);
        }
        let g = held(desk, at.id).1;
        let legal = crate::games::dungeonquest::engine::legal_actions(g, at.actor);
        let question = g.awaiting.is_some()
            && legal.iter().any(|a| {
                !matches!(
                    a,
                    Action::Move { .. } | Action::UseRune { .. } | Action::Leave
                )
            });
        let letter = crate::lang::fold_accents(&text.trim().to_lowercase());
        let letter = letter.trim_matches(|c: char| !c.is_alphanumeric());
        let other = match letter {
            "n" => [Action::No, Action::Decline, Action::DeclineMonster]
                .into_iter()
                .find(|a| legal.contains(a)),
            "s" => [Action::Yes, Action::TakeMonster]
                .into_iter()
                .find(|a| legal.contains(a)),
            _ => None,
        };
        if question && letter == "n" {
            if let Some(no) = other {
                return Ok(no);
            }
        }
        if !question && !asks {
            return Ok(action);
        }
        Err(render::short_side(
            &view(g, at.actor),
            &action,
            other.as_ref(),
            question,
        ))
    }

    /// Check an action (trying the other meaning of an answer like `Decline` or `Yes`), then
    /// accept it or say why not.
    pub(super) async fn checked(
        &mut self,
        desk: &mut Desk,
        id: i64,
        actor: Actor,
        action: Action,
        input: &Input,
        say: &(dyn Fn(String) -> Vec<Reply> + Sync),
    ) -> Result<Vec<Reply>> {
        let (row, g) = held(desk, id);
        let action = crate::games::dungeonquest::seated::meant(g, actor, action);
        match crate::games::dungeonquest::engine::check(g, actor, &action) {
            Err(r) => Ok(say(render::refusal(
                &view(g, actor),
                &r,
                &desk.user_label(&row.organiser),
            ))),
            Ok(()) => self.accept(desk, id, actor, action, input).await,
        }
    }

    /// Apply an action already checked, commit it, and narrate it to the game's channel (and
    /// by DM to whoever must answer privately).
    pub(super) async fn accept(
        &mut self,
        desk: &mut Desk,
        id: i64,
        actor: Actor,
        action: Action,
        input: &Input,
    ) -> Result<Vec<Reply>> {
        let (row, g) = held(desk, id);
        let before = view(g, None);
        let events = match apply(g, actor, action) {
            Ok(e) => e,
            Err(r) => {
                let origin = input
                    .channel
                    .clone()
                    .map_or(Target::Dm(input.user.clone()), Target::Channel);
                return Ok(vec![Reply {
                    target: origin,
                    text: render::refusal(&view(g, actor), &r, &desk.user_label(&row.organiser)),
                    file: None,
                    board: None,
                    ask: None,
                    picture: None,
                    page: None,
                    proof: None,
                }]);
            }
        };
        self.commit(desk, id, &events, input).await?;
        let row = held(desk, id).0;
        let channel = Target::Channel(row.channel.clone());
        let organiser = row.organiser.clone();
        if let Some(Event::Acted {
            action: Action::Undo { inputs },
            ..
        }) = events.first()
        {
            // The channel hears it; whoever the game now waits on in a fight is called again.
            let mut out = self.undone(desk, id, *inputs, &channel);
            out.extend(self.fight_calls(desk, id).into_iter().map(|(_, r)| r));
            return Ok(out);
        }
        // The game's end publishes the hash of the complete log (R33), as stored.
        let log_hash = if events.iter().any(|e| matches!(e, Event::Ended(_))) {
            Some(crate::audit::log_hash(
                &desk.store.events::<Event>(id).await?,
            ))
        } else {
            None
        };
        let g = held(desk, id).1;
        // A fight's round and the monster's part offered run on from their start, whoever
        // has answered since: the deadline line says the hours left (a turn's restarts).
        let gone = self.deadline_gone(desk, id, g).await?;
        let mut out = self.narration(
            desk,
            id,
            &before,
            &events,
            channel.clone(),
            (log_hash.clone(), gone),
        );
        let game = self.game_lang(desk, id);
        out.extend(welcomes(&events, g, &before, &|u| {
            desk.reader_lang(u, game)
        }));
        // The opt-in heads-up, as at every table.
        let l = lent(desk, id);
        out.extend(desk.heads_up_after(&l.row, l.game.as_ref()).await?);
        let g = held(desk, id).1;
        // Strikes the clock sent for an absent seat are confirmed to him, never to the
        // organiser in whose name the clock acts.
        let sender = match events.first() {
            Some(Event::Acted {
                action: Action::ForAbsent { seat, .. },
                ..
            }) => Actor::Seat(*seat),
            _ => actor,
        };
        out.extend(self.fight_dms(desk, id, g, sender, &events, &organiser));
        // The game's whole log and its record as a page, attached in the channel at the end
        // (`game-ID.json` and `game-ID.html`, as for every kind); time away ends with the game.
        if log_hash.is_some() {
            out.extend(self.quest_log(desk, id, channel.clone()).await?);
            out.extend(self.quest_page(desk, id, channel.clone()).await?);
            let l = lent(desk, id);
            let (row, g) = typed(&l).expect("a DungeonQuest game");
            out.extend(desk.away_ended(&super::absent::AwayAt { row, g }).await?);
        }
        Ok(out)
    }

    /// Store an input's events (building on the log the cached game was made from) and move
    /// the cached game on: folded, or replayed whole after an undo.
    async fn commit(
        &mut self,
        desk: &mut Desk,
        id: i64,
        events: &[Event],
        input: &Input,
    ) -> Result<()> {
        let (row, g) = held(desk, id);
        let undo = matches!(
            events.first(),
            Some(Event::Acted {
                action: Action::Undo { .. },
                ..
            })
        );
        let mut after = g.game.clone();
        if undo {
            let mut log = desk.store.events(id).await?;
            log.extend(events.iter().cloned());
            // From the settings the game was created with, as a load from the store does:
            // a setting changed by an input taken back goes back too.
            after = Game::replay(
                g.seed,
                crate::games::dungeonquest::table::settings(row)?,
                &log,
            );
        } else {
            for e in events {
                after.fold(e);
            }
        }
        let builds_on = desk.log_len(id);
        let at = desk.now();
        let written = crate::games::dungeonquest::table::Written::new(&after, events)?;
        desk.store
            .append(
                id,
                builds_on,
                crate::store::Said {
                    source_id: input.source_id.as_deref(),
                    user: &input.user,
                    text: &input.text,
                    at,
                },
                &written.entries,
                written.finish(),
            )
            .await?;
        if let Some((_, q, len)) = held_mut(desk, id) {
            q.advance(after, events);
            *len = builds_on + events.len();
        }
        desk.appended = Some((id, builds_on + events.len(), at));
        desk.touched = Some(id);
        Ok(())
    }

    /// What the channel hears after an undo: how many inputs were taken back, the board, and
    /// whose turn it is.
    fn undone(&self, desk: &Desk, id: i64, inputs: usize, channel: &Target) -> Vec<Reply> {
        crate::lang::within(self.game_lang(desk, id), || {
            self.undone_in(desk, id, inputs, channel)
        })
    }

    fn undone_in(&self, desk: &Desk, id: i64, inputs: usize, channel: &Target) -> Vec<Reply> {
        let g = held(desk, id).1;
        let mut text = crate::lang::tr("narration-undone", &[("count", inputs.to_string())]);
        if let Some(p) = g
            .to_act()
            .and_then(|s| render::prompt(&view(g, Some(s)), &|s| self.mention(desk, id, g, s)))
        {
            text.push('\n');
            text.push_str(&p);
            // The turn's deadline, as with every prompt.
            if let Some(d) = self.deadline_line(desk, g) {
                text.push('\n');
                text.push_str(&d);
            }
        }
        with_board(channel, id, &view(g, None), &text)
    }

    /// What the channel hears of `events`, in the game's language, and the DMs they bring,
    /// each in its reader's.
    fn narration(
        &self,
        desk: &Desk,
        id: i64,
        before: &crate::games::dungeonquest::engine::View,
        events: &[Event],
        channel: Target,
        end: (Option<String>, f64),
    ) -> Vec<Reply> {
        crate::lang::within(self.game_lang(desk, id), || {
            self.narration_in(desk, id, before, events, channel, end)
        })
    }

    fn narration_in(
        &self,
        desk: &Desk,
        id: i64,
        before: &crate::games::dungeonquest::engine::View,
        events: &[Event],
        channel: Target,
        (log_hash, gone): (Option<String>, f64),
    ) -> Vec<Reply> {
        let g = held(desk, id).1;
        let after = view(g, None);
        // The monster's part offered to someone away lapses at once (the clock's next input):
        // the offer is not said, nor asked of anyone, and what follows it says who may play.
        let away_offer = offered_to_away(desk, id, g);
        let public: Vec<Event> = events
            .iter()
            .filter_map(|e| redact(e, Actor::Newcomer, g))
            .collect();
        let mut out = Vec::new();
        if g.settings.cloak_and_dagger && g.phase == Phase::Playing {
            // Each player learns of his own face-down Loot by DM.
            for (s, seat) in g.seats.iter().enumerate() {
                let reads = desk.reader_lang(&seat.user, self.game_lang(desk, id));
                let text = crate::lang::within(reads, || {
                    render::private_loot(&view(g, Some(s)), s, events)
                });
                if let Some(text) = text {
                    out.push(Reply::say(Target::Dm(seat.user.clone()), text));
                }
            }
        }
        let events = &public[..];
        let mut story = render::narrate(before, &after, events);
        if let Some(offer) = render::offer_line(&after).filter(|_| away_offer) {
            let lines: Vec<&str> = story.lines().filter(|l| *l != offer).collect();
            story = lines.join("\n");
        }
        // Fair dice (R30): the seed's hash when the game starts, the seed when it ends.
        if events.iter().any(|e| matches!(e, Event::Started)) {
            story.push('\n');
            // The commitment binds the settings, game, channel and organiser to the seed.
            let hash = crate::audit::seed_hash(&g.seed);
            let commitment = quest(desk, id).map_or_else(String::new, |(row, _)| {
                crate::audit::commitment(&hash, &g.settings, id, &row.channel, &row.organiser)
            });
            story.push_str(&crate::lang::tr(
                "fair-hash",
                &[("hash", hash), ("commitment", commitment)],
            ));
        }
        if events.iter().any(|e| matches!(e, Event::Ended(_))) {
            story.push('\n');
            story.push_str(&crate::lang::tr(
                "fair-seed",
                &[
                    ("seed", crate::audit::seed_hex(&g.seed)),
                    ("hash", crate::audit::seed_hash(&g.seed)),
                    ("log", log_hash.clone().unwrap_or_default()),
                    ("file", crate::page::log_file_name(id)),
                ],
            ));
        }
        let new_turn = events.iter().any(|e| {
            matches!(
                e,
                Event::TurnStarted { .. } | Event::Started | Event::Ended(_)
            )
        });
        // A pause asks nobody anything: no prompt (and no ping) until the game resumes.
        let paused = events.iter().any(|e| matches!(e, Event::Paused));
        let prompt = g
            .to_act()
            .filter(|_| !paused && !away_offer)
            .and_then(|seat| {
                let v = view(g, Some(seat));
                let p = render::prompt(&v, &|s| self.mention(desk, id, g, s))?;
                Some(match self.deadline_line_after(desk, g, gone) {
                    Some(d) => format!("{p}\n{d}"),
                    None => p,
                })
            });
        // One message for what happened and who is next (split only past Discord's limit),
        // and, when a turn passes, the board: kept in its own message (two calls to Discord
        // for an ordinary move) or riding on this one (one call), as `board_post` says.
        let text = match prompt {
            Some(p) if !story.is_empty() => format!("{story}\n{p}"),
            Some(p) => p,
            None => story,
        };
        if new_turn && g.phase != Phase::Setup {
            out.extend(with_board(&channel, id, &after, &text));
        } else {
            out.extend(render_split(&channel, &text));
        }
        out.retain(|r| !r.text.trim().is_empty() || r.picture.is_some());
        if events.iter().any(|e| matches!(e, Event::Started)) {
            let hash = crate::audit::seed_hash(&g.seed);
            mark_proof(&mut out, id, ProofAt::Start, &hash);
        }
        if let Some(log) = log_hash.as_deref().filter(|l| !l.is_empty()) {
            mark_proof(&mut out, id, ProofAt::End, log);
        }
        out
    }
}

/// Whether game `id` waits on the monster's part offered to a seat whose player is away.
pub(super) fn offered_to_away(desk: &Desk, id: i64, g: &Game) -> bool {
    use crate::games::dungeonquest::engine::MonsterSide;
    match g.combat.as_ref().map(|c| c.side) {
        Some(MonsterSide::Offered { seat, open: false }) => {
            g.seats.get(seat).is_some_and(|s| desk.is_away(id, &s.user))
        }
        _ => false,
    }
}

/// A welcome DM on joining, or on taking over a seat (`!dq replace`, `g` the game after and
/// `before` as it was): on Discord it also finds out whether the player's DMs are open.
/// `reads`: the language each user reads his DMs in.
fn welcomes(
    events: &[Event],
    g: &Game,
    before: &crate::games::dungeonquest::engine::View,
    reads: &dyn Fn(&str) -> crate::lang::Lang,
) -> Vec<Reply> {
    let mut out = Vec::new();
    for e in events {
        let (user, key, hero, old) = match e {
            Event::Joined { user, hero, .. } | Event::Dealt { user, hero, .. } => {
                (user, "manage-welcome", *hero, String::new())
            }
            Event::Replaced { seat, user, .. } => (
                user,
                "manage-welcome-substitute",
                g.seats[*seat].hero.id,
                before
                    .seats
                    .get(*seat)
                    .map_or_else(String::new, |s| s.name.clone()),
            ),
            _ => continue,
        };
        let text = crate::lang::within(reads(user), || {
            crate::lang::tr(key, &[("hero", render::names::hero(hero)), ("old", old)])
        });
        out.push(Reply::say(Target::Dm(user.clone()), text));
    }
    out
}
