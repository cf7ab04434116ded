//! Running a slash command: its text taken as if typed (`run_text`), answered in its lane's
//! turn by editing the deferred answer, then follow-ups (`SlashReply`).

use super::asking::{buttons, Picks};
use super::board::{drawn, retire};
use super::delivery::{deliver, followups, Ephemeral};
use super::outgoing::{original, original_with_file, original_with_picture, pieces, Piece};
use super::{named_users, Context, Data, Error};
use crate::organiser::{Ask, Attachment, Board, Input, Picture, Reply, Target};
use poise::serenity_prelude as serenity;
use serenity::UserId;
use std::sync::atomic::{AtomicBool, Ordering};

/// A slash command's answers: the first edits its deferred answer, the rest follow it.
pub(super) struct SlashReply<'a> {
    ctx: Context<'a>,
    answered: AtomicBool,
}

impl<'a> SlashReply<'a> {
    pub(super) fn new(ctx: Context<'a>) -> SlashReply<'a> {
        SlashReply {
            ctx,
            answered: AtomicBool::new(false),
        }
    }

    fn interaction(&self) -> Option<&serenity::CommandInteraction> {
        match self.ctx {
            poise::Context::Application(a) => Some(a.interaction),
            poise::Context::Prefix(_) => None,
        }
    }

    /// Answer with `text` (and buttons): as the deferred answer itself the first time, then
    /// as follow-ups (only-you when `ephemeral`).
    pub(super) async fn answer(
        &self,
        text: &str,
        ask: Option<&Ask>,
        ephemeral: bool,
    ) -> Result<(), Error> {
        let Some(i) = self.interaction() else {
            return Ok(());
        };
        let http = &self.ctx.serenity_context().http;
        if self.answered.swap(true, Ordering::SeqCst) {
            return followups(self.ctx.serenity_context(), &i.token, text, ask, ephemeral).await;
        }
        let mut all = pieces(text).into_iter();
        let Some(first) = all.next() else {
            return Ok(());
        };
        let rest: Vec<String> = all.map(Piece::text).collect();
        let rows = match ask {
            Some(a) if rest.is_empty() => buttons(a, &Picks::default()),
            _ => Vec::new(),
        };
        i.edit_response(http, original(first, rows)).await?;
        if !rest.is_empty() {
            let rest = rest.join("\n");
            followups(self.ctx.serenity_context(), &i.token, &rest, ask, ephemeral).await?;
        }
        Ok(())
    }

    /// Answer the command itself with `text` (one message's worth: a reply is cut to fit)
    /// and the board picture (`/dq board`).
    async fn answer_with_picture(&self, text: &str, picture: &Picture) -> Result<(), Error> {
        let Some(i) = self.interaction() else {
            return Ok(());
        };
        let (png, alt) = drawn(picture).await?;
        let piece = pieces(text).into_iter().next();
        self.answered.store(true, Ordering::SeqCst);
        i.edit_response(
            &self.ctx.serenity_context().http,
            original_with_picture(piece, png, &alt),
        )
        .await?;
        Ok(())
    }

    /// Answer the command itself with `text` (one message: `run_text` gives no longer one)
    /// and a file (a game's board picture, `/dq board` at Dungeon Raiders, or its record).
    async fn answer_with_file(&self, text: &str, file: &Attachment) -> Result<(), Error> {
        let Some(i) = self.interaction() else {
            return Ok(());
        };
        let piece = pieces(text).into_iter().next();
        self.answered.store(true, Ordering::SeqCst);
        i.edit_response(
            &self.ctx.serenity_context().http,
            original_with_file(piece, file),
        )
        .await?;
        Ok(())
    }

    /// If nothing answered the command itself yet, say it is done.
    async fn done(&self) -> Result<(), Error> {
        if self.answered.load(Ordering::SeqCst) {
            return Ok(());
        }
        let ok = crate::lang::text(
            self.ctx
                .locale()
                .and_then(crate::lang::Lang::from_discord)
                .unwrap_or_default(),
            "discord-done",
            &[],
        );
        self.answer(&ok, None, self.ctx.command().ephemeral).await
    }
}

#[serenity::async_trait]
impl Ephemeral for SlashReply<'_> {
    async fn say(&self, _ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        self.answer(&r.text, r.ask.as_ref(), true).await
    }
}

/// Run `text` as if typed, from a slash command (already acknowledged: `acknowledge`).
/// `private`: strikes and other secret answers, taken as a DM would be, and answered only to
/// the invoker.
pub(super) async fn run_text(ctx: Context<'_>, text: String, private: bool) -> Result<(), Error> {
    let data = ctx.data();
    let author = ctx.author();
    let admin = match ctx.author_member().await {
        Some(m) => {
            let manage = m.permissions.is_some_and(|p| p.manage_guild());
            manage
                || data
                    .organiser_role
                    .is_some_and(|r| m.roles.iter().any(|x| x.get() == r))
        }
        None => false,
    };
    let in_guild = ctx.guild_id().is_some();
    let input = Input {
        locale: ctx.locale().map(str::to_string),
        source_id: Some(match ctx {
            poise::Context::Application(a) => a.interaction.id.to_string(),
            poise::Context::Prefix(p) => p.msg.id.to_string(),
        }),
        channel: (in_guild && !private).then(|| ctx.channel_id().to_string()),
        // A private command used in a game's channel means that channel's game.
        via: (in_guild && private).then(|| ctx.channel_id().to_string()),
        server: ctx
            .guild_id()
            .map_or_else(|| "dm".to_string(), |g| g.to_string()),
        user: author.id.to_string(),
        name: author
            .global_name
            .clone()
            .unwrap_or_else(|| author.name.clone()),
        admin,
        text,
    };
    let user = input.user.clone();
    let (mut replies, mut ticket) = {
        let mut org = data.org.lock().await;
        if let poise::Context::Application(a) = ctx {
            org.mentioning(named_users(a.interaction.data.resolved.users.values()));
        }
        let mut replies = org.handle(input).await?;
        let ticket = data.lanes.ticket(&mut replies, &user, false);
        (replies, ticket)
    };
    if !data.content && in_guild {
        no_content_notice(data, &ctx.channel_id().to_string(), &mut replies).await?;
    }
    ticket.turn().await;
    // A page made with its game's end waits for the end's post (its link): both go out as
    // messages, after the command's answer. Else the pages are built now, and one may be it.
    let mut replies = if replies.iter().any(|r| r.proof.is_some()) {
        replies
    } else {
        super::delivery::with_pages(&data.store, replies).await?
    };
    // The first answer to where the command was used becomes the interaction's own reply.
    let here = if in_guild && !private {
        Target::Channel(ctx.channel_id().to_string())
    } else {
        Target::Dm(author.id.to_string())
    };
    // A turn's message (`board_post = each_turn`) may be it: the board rides on the answer;
    // so does a file with a text of one message (a Dungeon Raiders board, an export).
    let first = replies.iter().position(|r| {
        r.target == here
            && r.board.is_none_or(|b| b.kept().is_none())
            && (r.file.is_none() || r.picture.is_none() && pieces(&r.text).len() <= 1)
            && r.ask.is_none()
            && r.proof.is_none()
            && r.page.is_none()
            // A notice of a wait is a DM of its own, kept to be edited: never the answer.
            && r.ping.is_none()
    });
    let slash = SlashReply::new(ctx);
    match first {
        Some(i) => {
            let r = replies.remove(i);
            if let Some(Board::Turn(game)) = r.board {
                retire(data.out(ctx.serenity_context()), game).await?;
            }
            match (&r.picture, &r.file) {
                (Some(p), _) => slash.answer_with_picture(&r.text, p).await?,
                (None, Some(f)) => slash.answer_with_file(&r.text, f).await?,
                (None, None) => slash.answer(&r.text, None, private).await?,
            }
        }
        None => slash.done().await?,
    }
    let eph: Option<(&UserId, &dyn Ephemeral)> = if in_guild {
        Some((&author.id, &slash))
    } else {
        None
    };
    deliver(
        data.out(ctx.serenity_context()),
        replies,
        eph,
        Some(&ticket),
    )
    .await
}

/// Without the Message Content intent, the game's organiser is told once per game, in its
/// channel, what to switch on.
async fn no_content_notice(
    data: &Data,
    channel: &str,
    replies: &mut Vec<Reply>,
) -> Result<(), Error> {
    let Some(row) = data.store.active_game(channel).await? else {
        return Ok(());
    };
    if data.store.remind_once(row.id, "no_message_content").await? {
        let text = crate::lang::text(
            row.lang,
            "discord-no-message-content",
            &[("organiser", format!("<@{}>", row.organiser))],
        );
        replies.push(Reply::say(Target::Channel(channel.to_string()), text));
    }
    Ok(())
}
