//! Typed messages: a post in a game channel or a direct message becomes an organiser `Input`,
//! and its replies are delivered in the channel's lane.

use super::delivery::deliver;
use super::outgoing::messages;
use super::{named_users, Data, Error};
use crate::organiser::Input;
use poise::serenity_prelude as serenity;
use serenity::Message;

/// A message from a user (not a bot): applied, then answered in its lane's turn. If the store
/// refused it, the player is asked to send it again.
pub(super) async fn on_message(
    ctx: &serenity::Context,
    data: &Data,
    m: &Message,
) -> Result<(), Error> {
    if !data.content && m.guild_id.is_some() && m.content.trim().is_empty() {
        // Without the Message Content intent, server messages arrive without their
        // text: nothing to answer.
        return Ok(());
    }
    let admin = match (&m.member, data.organiser_role) {
        (Some(member), Some(role)) => member.roles.iter().any(|r| r.get() == role),
        _ => false,
    };
    let input = Input {
        locale: None,
        source_id: Some(m.id.to_string()),
        channel: m.guild_id.is_some().then(|| m.channel_id.to_string()),
        via: None,
        server: m
            .guild_id
            .map_or_else(|| "dm".to_string(), |g| g.to_string()),
        user: m.author.id.to_string(),
        name: m
            .author
            .global_name
            .clone()
            .unwrap_or_else(|| m.author.name.clone()),
        admin,
        text: m.content.clone(),
    };
    let user = input.user.clone();
    let (handled, mut ticket) = {
        let mut org = data.org.lock().await;
        // The users this message's mentions resolve to: a substitute must be one.
        org.mentioning(named_users(m.mentions.iter()));
        let mut handled = org.handle(input).await;
        let mut none = Vec::new();
        let replies = handled.as_mut().unwrap_or(&mut none);
        let ticket = data.lanes.ticket(replies, &user, true);
        (handled, ticket)
    };
    ticket.turn().await;
    match handled {
        Ok(replies) => deliver(data.out(ctx), replies, None, Some(&ticket)).await?,
        Err(e) => {
            // The store refused the input: the state is unchanged (it changes only
            // after a durable append), so the player is told to send it again.
            tracing::error!("input {} not saved: {e}", m.id);
            let text = crate::lang::tr("discord-not-saved", &[]);
            for msg in messages(&text, None, None, None) {
                let msg = msg.reference_message(m);
                data.out(ctx)
                    .pace
                    .send(
                        m.channel_id,
                        false,
                        m.channel_id.send_message(&ctx.http, msg),
                    )
                    .await?;
            }
        }
    }
    Ok(())
}
