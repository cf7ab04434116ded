//! Direct messages: each user's DM channel, opened once; and what happens when a player's
//! DMs are closed (Discord's 50007).

use super::board::drawn_if;
use super::out::{parse_id, Out};
use super::Error;
use crate::organiser::Reply;
use crate::store::Store;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, UserId};

impl Out<'_> {
    pub(super) async fn dm_channel(&self, user: UserId) -> serenity::Result<ChannelId> {
        let known = {
            let map = self.dms.0.lock().unwrap_or_else(|e| e.into_inner());
            map.get(&user).copied()
        };
        if let Some(ch) = known {
            return Ok(ch);
        }
        let ch = user.create_dm_channel(&self.ctx.http).await?.id;
        let mut map = self.dms.0.lock().unwrap_or_else(|e| e.into_inner());
        map.insert(user, ch);
        Ok(ch)
    }

    /// Send `r` by DM to `user` (`u` as the reply named them). If Discord refuses (closed
    /// DMs), say so in the game's channel (`game_channel`, or the game the user plays in).
    pub(super) async fn dm(
        &self,
        u: &str,
        user: UserId,
        r: &Reply,
        game_channel: Option<ChannelId>,
    ) -> Result<(), Error> {
        let picture = drawn_if(r.picture.as_ref()).await?;
        let sent = match self.dm_channel(user).await {
            Ok(dm) => self
                .post(dm, &r.text, r.ask.as_ref(), r.file.as_ref(), picture)
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        };
        if let Err(e) = sent {
            if !dm_refused(&e) {
                return Err(e.into());
            }
            // Say so in the game's channel, without a word of what the DM held.
            let ch = match game_channel {
                Some(c) => Some(c),
                None => game_channel_of(self.store, u).await,
            };
            if let Some(ch) = ch {
                // In the channel's language: its game's.
                let lang = match self.store.active_game(&ch.to_string()).await {
                    Ok(Some(row)) => row.lang,
                    _ => crate::lang::Lang::default(),
                };
                let mention = format!("<@{user}>");
                let text = crate::lang::text(lang, "discord-dm-closed", &[("mention", mention)]);
                self.post(ch, &text, None, None, None).await?;
            }
        }
        Ok(())
    }
}

/// Discord's "Cannot send messages to this user" (closed DMs).
fn dm_refused(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == 50007 || r.status_code.as_u16() == 403
        }
        _ => false,
    }
}

async fn game_channel_of(store: &Store, user: &str) -> Option<ChannelId> {
    let row = store.game_of_user(user).await.ok()??;
    parse_id(&row.channel).map(ChannelId::new)
}
