//! Where replies go out (`Out`): the connection, the store, the pace of sends, the DM
//! channels known and the pins' route; a post in as many messages as it needs, and an edit.

use super::asking::{buttons, Picks};
use super::outgoing::{edit_message, messages, one, Drawn};
use super::pace::Pace;
use super::pins::Pins;
use super::Error;
use crate::organiser::{Ask, Attachment};
use crate::store::Store;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, Message, MessageId, UserId};
use std::collections::HashMap;

/// Where replies go out: the connection, the store (board message ids, game channels), the
/// pace of sends and the DM channels known.
#[derive(Clone, Copy)]
pub(super) struct Out<'a> {
    pub(super) ctx: &'a serenity::Context,
    pub(super) store: &'a Store,
    pub(super) pace: &'a Pace,
    pub(super) dms: &'a DmChannels,
    pub(super) pins: &'a Pins,
}

impl Out<'_> {
    /// Post `text` to `ch`, in as many messages as it needs; buttons, a file and a board
    /// picture go with the last. The last message posted (None: nothing to say).
    pub(super) async fn post(
        &self,
        ch: ChannelId,
        text: &str,
        ask: Option<&Ask>,
        file: Option<&Attachment>,
        picture: Option<Drawn>,
    ) -> serenity::Result<Option<Message>> {
        let rows = ask.map(|a| buttons(a, &Picks::default()));
        let msgs = messages(text, rows, file, picture);
        let mut last = None;
        for msg in msgs {
            last = Some(
                self.pace
                    .send(ch, false, ch.send_message(&self.ctx.http, msg))
                    .await?,
            );
        }
        Ok(last)
    }

    /// Edit message `m` to `text` (refused if it does not fit in one message).
    pub(super) async fn edit(
        &self,
        ch: ChannelId,
        m: MessageId,
        text: &str,
    ) -> Result<Message, Error> {
        let edit = edit_message(one(text)?);
        Ok(self
            .pace
            .send(ch, true, ch.edit_message(&self.ctx.http, m, edit))
            .await?)
    }
}

pub(super) fn parse_id(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&n| n > 0)
}

/// Each user's DM channel, once Discord has named it: opening it again for every DM would
/// cost a REST call each time.
#[derive(Default)]
pub(super) struct DmChannels(pub(super) std::sync::Mutex<HashMap<UserId, ChannelId>>);
