//! Direct messages: each user's DM channel, opened once; and what happens when a player's
//! DMs are closed (Discord's 50007).

use super::board::drawn_if;
use super::out::{parse_id, Out};
use super::Error;
use crate::organiser::{Ping, Reply};
use crate::store::Store;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, MessageId, UserId};

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

    /// Send `r` by DM to `user` (`u` as the reply named them): a notice of his wait
    /// (`Ping`) through `ping`, anything else as new messages (`dm_posted`).
    pub(super) async fn dm(
        &self,
        u: &str,
        user: UserId,
        r: &Reply,
        game_channel: Option<ChannelId>,
    ) -> Result<(), Error> {
        match r.ping {
            Some(ping) => self.ping(u, user, r, ping, game_channel).await,
            None => self.dm_posted(u, user, r, game_channel).await.map(|_| ()),
        }
    }

    /// A notice of `user`'s wait at a game: a later one (`Ping::supersedes`) edits the DM
    /// that carries the first since he last played there, while Discord still has it; else
    /// it is sent, and kept as the one the next notice edits.
    async fn ping(
        &self,
        u: &str,
        user: UserId,
        r: &Reply,
        ping: Ping,
        game_channel: Option<ChannelId>,
    ) -> Result<(), Error> {
        let kind = ping.kind.name();
        if ping.supersedes() {
            let kept = self.store.ping_message(ping.game, u, kind).await?;
            if let Some((c, m)) = kept.and_then(|(c, m)| Some((parse_id(&c)?, parse_id(&m)?))) {
                let (c, m) = (ChannelId::new(c), MessageId::new(m));
                if self.edit(c, m, &r.text).await.is_ok() {
                    return Ok(());
                }
            }
        }
        if let Some((dm, msg)) = self.dm_posted(u, user, r, game_channel).await? {
            let (dm, msg) = (dm.to_string(), msg.to_string());
            self.store
                .set_ping_message(ping.game, u, kind, (&dm, &msg))
                .await?;
        }
        Ok(())
    }

    /// Send `r` by DM to `user` as new messages: the DM channel and the last message's id.
    /// If Discord refuses (closed DMs), say so in the game's channel (`game_channel`, or the
    /// game the user plays in), and None.
    async fn dm_posted(
        &self,
        u: &str,
        user: UserId,
        r: &Reply,
        game_channel: Option<ChannelId>,
    ) -> Result<Option<(ChannelId, MessageId)>, Error> {
        let picture = drawn_if(r.picture.as_ref()).await?;
        let sent = match self.dm_channel(user).await {
            Ok(dm) => self
                .post(dm, &r.text, r.ask.as_ref(), r.file.as_ref(), picture)
                .await
                .map(|m| m.map(|m| (dm, m.id))),
            Err(e) => Err(e),
        };
        match sent {
            Ok(posted) => return Ok(posted),
            Err(e) if !dm_refused(&e) => return Err(e.into()),
            Err(_) => {}
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
        Ok(None)
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
