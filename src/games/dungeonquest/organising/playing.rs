//! Playing: a game action (as the forum writes it) is checked, applied, committed and
//! narrated. Every command that changes a game ends here: `checked` (is it legal, trying the
//! other meaning of an answer), `accept` (apply, store, narrate, DM).

use super::Quests;
use super::Table;
use super::{held, lent};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{apply, view, Action, Actor};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::QuestTable;
use crate::organiser::desk::story::{replies, At};
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
        let channel = Target::Channel(held(desk, id).0.channel.clone());
        let undo = matches!(
            events.first(),
            Some(Event::Acted {
                action: Action::Undo { .. },
                ..
            })
        );
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
        // (An undo's prompt has its whole deadline, as a new wait.)
        let gone = match undo {
            true => 0.0,
            false => self.deadline_gone(desk, id, g).await?,
        };
        // In the channel's language, whoever's input brought the line (strikes come by DM).
        let deadline = crate::lang::within(self.game_lang(desk, id), || {
            self.deadline_line_after(desk, g, gone)
        });
        let at = At { desk, id, deadline };
        let story = g.story_of(&events, log_hash.as_deref(), &at);
        let mut out = replies(&desk.games[&id], story, &at);
        // The opt-in heads-up, as at every table.
        let l = lent(desk, id);
        out.extend(desk.heads_up_after(&l.row, l.game.as_ref()).await?);
        // The game's whole log and its record as a page, attached in the channel at the end
        // (`game-ID.json` and `game-ID.html`, as for every kind); time away ends with the game.
        if log_hash.is_some() {
            out.extend(self.quest_log(desk, id, channel.clone()).await?);
            out.extend(self.quest_page(desk, id, channel.clone()).await?);
            out.extend(desk.away_ended(&*lent(desk, id)).await?);
        }
        Ok(out)
    }

    /// Store an input's events through the table's one commit (`Desk::commit`), folded
    /// into the held game typed (an undo replays the log in effect from the settings the game
    /// was made with, as a load from the store does).
    async fn commit(
        &mut self,
        desk: &mut Desk,
        id: i64,
        events: &[Event],
        input: &Input,
    ) -> Result<()> {
        let entries = events
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<_>, _>>()?;
        let said = crate::store::Said {
            source_id: input.source_id.as_deref(),
            user: &input.user,
            text: &input.text,
            at: desk.now(),
        };
        let fold = |g: &mut dyn crate::games::Seated| {
            let any: &mut dyn std::any::Any = g;
            let q = any
                .downcast_mut::<QuestTable>()
                .ok_or_else(|| anyhow::anyhow!("game {id} is not a DungeonQuest game"))?;
            for e in events {
                q.fold_event(e.clone());
            }
            Ok(())
        };
        desk.commit(id, said, &entries, fold).await?;
        desk.touched = Some(id);
        Ok(())
    }
}
