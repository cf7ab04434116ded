//! DungeonQuest's own path through the organiser (`organiser::desk::OwnTable`): it came
//! first, and its table (towers, the turn order, optional rules, the monster's part and its
//! claim window, fights in sealed rounds on their own clock, questions asked with buttons,
//! the board kept pinned) says more than `games::Seated` does. Its games are in the desk's
//! one map of loaded games; it is lent the organiser's desk (that map, the store, the clock,
//! the caches of time away and languages) for each call, and never names the organiser.
//!
//! This file reads a DungeonQuest input (`!dq` grammar and game actions) and hands it to its
//! command family: `setting_up` (`!dq new`, join, towers, order, settings, options, campaign,
//! start), `playing` (game actions; checking and committing every action, then its story,
//! `seated/telling.rs`, delivered as the table delivers every story), `fighting` (the
//! monster's part and its claim window, random strikes, a fight's calls for a reminder),
//! `tools` (the organiser's replace, remove, skip, pause, resume, end, extend, undo),
//! `reading` (board, status, log, dice, export, help), `clock` (the minute tick, reminders,
//! deadlines, the heads-up), `absent` (away, back, playing for absent players), `own` (the
//! organiser's calls, the typed look at a loaded game (`held`, `QuestGames::game`)).

#[cfg(test)]
mod board;
mod clock;
mod fighting;
mod own;
mod playing;
mod reading;
mod setting_up;

pub(super) use crate::games::dungeonquest::seated::standing_in::in_round;
pub use own::QuestGames;
use own::{held, lent};

use crate::games::dungeonquest::command::{looks_like_command, parse, Command, Manage, Quest};
use crate::games::dungeonquest::engine::{view, Action, Actor, Rejection};
use crate::games::dungeonquest::render;
use crate::organiser::desk::{Desk, Input, Post, Reply};
use crate::store::GameRow;
use anyhow::Result;

/// DungeonQuest's own path. Its games are loaded in the desk's one map (`Desk::games`), as
/// the table's interface holds them (`QuestTable`, which reads as the engine's `Game`); each
/// family here looks at them typed (`own::held`).
#[derive(Default)]
pub struct Quests;

impl Quests {
    /// A DungeonQuest input (or one before any game): read, then answered by its family.
    /// `running`: the input's running game as just looked up.
    pub(super) async fn quest_input(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        running: Option<GameRow>,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let running = Some(running);
        let cmd = match parse(&input.text) {
            Ok(c) => c,
            Err(e) => {
                // Another game's play at a DungeonQuest game: said as such, in either language.
                let at_a_game = running.as_ref().is_some_and(|r| r.is_some());
                let kind = crate::games::Kind::DungeonQuest;
                if at_a_game && kind.others().any(|k| k.reads_as_play(&input.text)) {
                    return Ok(post.say(crate::lang::tr("manage-not-here", &[])));
                }
                // Chatter in a channel is left alone; anything meant as a command is answered,
                // with what the sender can do now in his game.
                if input.channel.is_some() && !looks_like_command(&input.text) {
                    return Ok(Vec::new());
                }
                let v = match e {
                    crate::games::dungeonquest::command::ParseError::Unknown { .. } => {
                        self.sender_view(desk, input, running).await?
                    }
                    _ => None,
                };
                let in_dm = input.channel.is_none();
                return Ok(post.say(render::not_understood(&e, v.as_ref(), in_dm)));
            }
        };
        let row = self.game_for(desk, input, &cmd, running).await?;
        if let Some(out) = self.before_game(desk, post, &cmd, row.as_ref()).await? {
            return Ok(out);
        }
        let Some(row) = row else {
            // A game action or a tool after the channel's game has ended: it is over, not
            // missing (nothing is taken back once its seed is out, either).
            let in_game = matches!(
                &cmd,
                Command::Play(_)
                    | Command::Manage(
                        Manage::Undo { .. }
                            | Manage::UndoConfirm
                            | Manage::Replace { .. }
                            | Manage::Remove { .. }
                            | Manage::Skip
                            | Manage::Pause
                            | Manage::Resume
                            | Manage::End { .. }
                            | Manage::Extend { .. }
                            | Manage::Away { .. }
                            | Manage::Back
                            | Manage::Own(Quest::Monster { .. })
                            | Manage::Own(Quest::Random)
                            | Manage::Leave
                            | Manage::LeaveConfirm
                    )
            );
            if let (true, Some(c)) = (in_game, &input.channel) {
                if desk.store.latest_game(c).await?.is_some() {
                    return Ok(post.say(crate::lang::tr("refusal-game-over", &[])));
                }
            }
            let k = if input.channel.is_some() {
                "no_game"
            } else {
                "no_game_dm"
            };
            return Ok(post.say(render::t("manage", k, &[])));
        };
        let id = desk.load(row).await?;
        let (row, g) = held(desk, id);
        let seat = g.seat_of_user(&input.user);
        let is_organiser = input.admin || input.user == row.organiser;
        let actor = match seat {
            Some(s) => Actor::Seat(s),
            None if is_organiser => Actor::Organiser,
            None => Actor::Newcomer,
        };
        let at = Table {
            id,
            actor,
            is_organiser,
        };
        self.dispatch(desk, post, at, cmd).await
    }

    /// The running game an input's sender is at (the channel's, or by DM his), as he sees it.
    async fn sender_view(
        &mut self,
        desk: &mut Desk,
        input: &Input,
        running: Option<Option<GameRow>>,
    ) -> Result<Option<crate::games::dungeonquest::engine::View>> {
        let row = match (running, &input.channel) {
            (Some(row), _) => row,
            (None, Some(c)) => desk.store.active_game(c).await?,
            (None, None) => {
                desk.store
                    .game_of_dm(&input.user, input.via.as_deref())
                    .await?
            }
        };
        let Some(row) = row else {
            return Ok(None);
        };
        let id = desk.load(row).await?;
        let (row, g) = held(desk, id);
        let actor = match g.seat_of_user(&input.user) {
            Some(s) => Actor::Seat(s),
            None if input.admin || input.user == row.organiser => Actor::Organiser,
            None => Actor::Newcomer,
        };
        Ok(Some(view(g, actor)))
    }

    /// The game an input is about: the channel's running game, or by DM the sender's. Reading
    /// a game (its board, status, log, dice, export, settings) works after it has ended too,
    /// and a change to an ended game's settings or language hears that it has ended (the
    /// language may still change: its board and log are read in it).
    /// `running`: the running game's lookup, if `handle` has just done it.
    async fn game_for(
        &self,
        desk: &Desk,
        input: &Input,
        cmd: &Command,
        running: Option<Option<GameRow>>,
    ) -> Result<Option<GameRow>> {
        let mut row = match (running, &input.channel) {
            (Some(row), _) => row,
            (None, Some(c)) => desk.store.active_game(c).await?,
            (None, None) => {
                desk.store
                    .game_of_dm(&input.user, input.via.as_deref())
                    .await?
            }
        };
        let reads = matches!(
            cmd,
            Command::Manage(
                Manage::Board { .. }
                    | Manage::Status
                    | Manage::Log { .. }
                    | Manage::Own(Quest::Dice)
                    | Manage::Export
                    | Manage::Record
                    | Manage::Settings
                    | Manage::Own(Quest::Options)
                    | Manage::Set { .. }
                    | Manage::Own(Quest::Option { .. })
                    | Manage::Language { .. }
            )
        );
        if let (None, true, Some(c)) = (&row, reads, &input.channel) {
            row = desk.store.latest_game(c).await?;
        }
        Ok(row)
    }

    /// The commands answered before (or without) a game: `!dq new`, strikes sent in a
    /// channel, and `!dq help`. None: the command is a game's. (The leaderboard, `!dq notify`,
    /// `!dq language me` and `!dq new` of another kind are the organiser's, answered before
    /// an input comes here.)
    async fn before_game(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        cmd: &Command,
        row: Option<&GameRow>,
    ) -> Result<Option<Vec<Reply>>> {
        Ok(Some(match cmd {
            Command::Manage(Manage::New | Manage::NewOf { .. }) => {
                self.new_game(desk, post, row).await?
            }
            Command::Play(Action::Strikes(_)) if post.input.channel.is_some() => {
                post.say(crate::lang::tr("combat-not-in-channel", &[]))
            }
            Command::Manage(Manage::Help { topic }) => {
                self.help(desk, post, topic.as_deref(), row).await?
            }
            _ => return Ok(None),
        }))
    }

    /// Hand a game's command to its family.
    async fn dispatch(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        cmd: Command,
    ) -> Result<Vec<Reply>> {
        // A player away who plays (a move, strikes, the monster's part) is back: the bot
        // stops playing for him, and he hears what he missed.
        let plays = matches!(
            cmd,
            Command::Play(_) | Command::Manage(Manage::Own(Quest::Monster { .. }))
        );
        let mut back = Vec::new();
        if let (true, Actor::Seat(_)) = (plays, at.actor) {
            let l = lent(desk, at.id);
            back = desk.back_by_playing(&*l, &post.input.user).await?;
        }
        let m = match cmd {
            Command::Play(action) => {
                back.extend(self.play(desk, post, at, action).await?);
                return Ok(back);
            }
            Command::Manage(m) => m,
        };
        if let Manage::Own(Quest::Monster { .. }) = m {
            back.extend(self.fight(desk, post, at, m).await?);
            return Ok(back);
        }
        match m {
            Manage::Own(Quest::Monster { .. }) | Manage::Own(Quest::Random) => {
                self.fight(desk, post, at, m).await
            }
            // Answered before the game was looked for, by the organiser before this path, or
            // at the table's one door (`organiser::seated`: looking at a game, setting it up,
            // the campaign, the organiser's tools, time away).
            Manage::Board { .. }
            | Manage::Away { .. }
            | Manage::Back
            | Manage::Status
            | Manage::Log { .. }
            | Manage::Export
            | Manage::Record
            | Manage::Settings
            | Manage::Hand
            | Manage::Language { .. }
            | Manage::Join { .. }
            | Manage::Own(Quest::Tower(_))
            | Manage::Start
            | Manage::Leave
            | Manage::LeaveConfirm
            | Manage::Own(Quest::Order { .. })
            | Manage::Set { .. }
            | Manage::Own(Quest::Option { .. })
            | Manage::Own(Quest::Options)
            | Manage::Own(Quest::Dice)
            | Manage::Campaign { .. }
            | Manage::Replace { .. }
            | Manage::Remove { .. }
            | Manage::Skip
            | Manage::Pause
            | Manage::Resume
            | Manage::End { .. }
            | Manage::Extend { .. }
            | Manage::Undo { .. }
            | Manage::UndoConfirm
            | Manage::New
            | Manage::NewOf { .. }
            | Manage::Help { .. }
            | Manage::Leaderboard { .. }
            | Manage::Notify { .. }
            | Manage::MyLanguage { .. } => Ok(Vec::new()),
        }
    }

    /// A refusal, as the game's channel sees the game (naming its organiser).
    pub(super) fn refuse(
        &self,
        desk: &Desk,
        post: &Post<'_>,
        id: i64,
        why: &Rejection,
    ) -> Vec<Reply> {
        let (row, g) = held(desk, id);
        post.say(render::refusal(
            &view(g, None),
            why,
            &desk.user_label(&row.organiser),
        ))
    }
}

/// The game an input is for, and who its sender is at that table.
#[derive(Clone, Copy)]
pub(super) struct Table {
    pub(super) id: i64,
    pub(super) actor: Actor,
    pub(super) is_organiser: bool,
}
