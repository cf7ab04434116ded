//! Delivery: the organiser's replies become posts, DMs, board edits and only-you answers,
//! in their lane's turn and at Discord's pace (`Out` is where they go out).

use super::asking::{buttons, Picks};
use super::board::{board, drawn_if, retire};
use super::lanes::Ticket;
use super::out::{parse_id, Out};
use super::outgoing::{followup, pieces};
use super::Error;
use crate::organiser::{Ask, Board, ProofAt, Reply, Target};
use crate::store::Store;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, UserId};

/// The replies with their record pages built (`Reply::finished`), off the event loop: the
/// organiser only says which game's page a reply carries.
pub(super) async fn with_pages(store: &Store, replies: Vec<Reply>) -> Result<Vec<Reply>, Error> {
    let mut out = Vec::with_capacity(replies.len());
    for r in replies {
        out.push(built(store, r).await?);
    }
    Ok(out)
}

/// The reply with its record page built, if it carries one, off the event loop; the page
/// links the channel's messages that carried its game's proof, as the store keeps them.
async fn built(store: &Store, r: Reply) -> Result<Reply, Error> {
    let Some(game) = r.page.as_ref().map(|p| p.game) else {
        return Ok(r);
    };
    let posts = proof_links(store, game).await?;
    Ok(tokio::task::spawn_blocking(move || r.finished_with(&posts)).await?)
}

/// Links to the messages that carried game `game`'s proof (in a server: a DM has no link).
async fn proof_links(store: &Store, game: i64) -> Result<crate::page::Posts, Error> {
    let server = store
        .game(game)
        .await?
        .map(|row| row.server)
        .filter(|s| parse_id(s).is_some());
    let link = |post: Option<(String, String)>| {
        let (channel, message) = post?;
        Some(format!(
            "https://discord.com/channels/{}/{channel}/{message}",
            server.as_deref()?
        ))
    };
    Ok(crate::page::Posts {
        start: link(store.proof_post(game, ProofAt::Start.name()).await?),
        end: link(store.proof_post(game, ProofAt::End.name()).await?),
    })
}

/// Send the organiser's replies. `private`: the invoker of a slash command or button in a
/// server channel, whose own DMs become only-you replies there instead.
/// `ticket`: the input's place in its lane, if it has one (a board a later input has already
/// redrawn is then skipped).
pub(super) async fn deliver(
    out: Out<'_>,
    replies: Vec<Reply>,
    private: Option<(&UserId, &dyn Ephemeral)>,
    ticket: Option<&Ticket>,
) -> Result<(), Error> {
    if let Some(t) = ticket {
        t.flush(out).await?;
    }
    let ctx = out.ctx;
    let mut game_channel: Option<ChannelId> = None;
    for r in &replies {
        if let Target::Channel(c) = &r.target {
            game_channel = parse_id(c).map(ChannelId::new);
        }
    }
    for r in replies {
        // Built now, after the replies before it are out: its page links the end's post.
        let r = built(out.store, r).await?;
        match &r.target {
            Target::Channel(c) => {
                let Some(ch) = parse_id(c).map(ChannelId::new) else {
                    continue;
                };
                if let Some(Board::Kept(game)) = r.board {
                    if !ticket.is_some_and(|t| t.board_superseded(game)) {
                        board(out, game, ch, &r.text, r.picture.as_ref()).await?;
                    }
                    continue;
                }
                if let Some(Board::Turn(game)) = r.board {
                    retire(out, game).await?;
                }
                let picture = drawn_if(r.picture.as_ref()).await?;
                let posted = out
                    .post(ch, &r.text, r.ask.as_ref(), r.file.as_ref(), picture)
                    .await?;
                if let (Some(p), Some(m)) = (r.proof, posted) {
                    out.store
                        .set_proof_post(p.game, p.at.name(), c, &m.id.to_string())
                        .await?;
                }
            }
            Target::Dm(u) => {
                let Some(user) = parse_id(u).map(UserId::new) else {
                    continue;
                };
                // A notice of a wait (`Ping`) stays a DM, kept to be edited by the next.
                if let Some((invoker, eph)) = private.filter(|_| r.ping.is_none()) {
                    if *invoker == user {
                        eph.say(ctx, &r).await?;
                        continue;
                    }
                }
                out.dm(u, user, &r, game_channel).await?;
            }
        }
    }
    Ok(())
}

/// Where a private answer goes when the player's DMs are closed: an only-you reply.
#[serenity::async_trait]
pub(super) trait Ephemeral: Sync {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error>;
}

/// Only-you follow-ups to an acknowledged interaction: `text` in as many as it needs, the
/// buttons with the last.
pub(super) async fn followups(
    ctx: &serenity::Context,
    token: &str,
    text: &str,
    ask: Option<&Ask>,
    ephemeral: bool,
) -> Result<(), Error> {
    let mut all = pieces(text);
    let last = all.pop();
    for p in all {
        ctx.http
            .create_followup_message(token, &followup(p, ephemeral), vec![])
            .await?;
    }
    if let Some(p) = last {
        let mut f = followup(p, ephemeral);
        if let Some(ask) = ask {
            f = f.components(buttons(ask, &Picks::default()));
        }
        ctx.http.create_followup_message(token, &f, vec![]).await?;
    }
    Ok(())
}
