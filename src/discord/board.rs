//! The one board message per game: posted and pinned the first time, edited in place, and
//! unpinned at the end; pinning goes through Discord's current route (`pins::Pins`).

use super::out::{parse_id, Out};
use super::outgoing::{edit_with_picture, one, Drawn};
use super::Error;
use crate::organiser::Picture;
use poise::serenity_prelude::{ChannelId, MessageId};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};

/// The hash of the picture last uploaded on each board message, so an unchanged picture is
/// not uploaded again.
fn uploaded() -> &'static Mutex<HashMap<u64, u64>> {
    static U: OnceLock<Mutex<HashMap<u64, u64>>> = OnceLock::new();
    U.get_or_init(Default::default)
}

fn hash_of(png: &[u8]) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    png.hash(&mut h);
    h.finish()
}

/// The picture drawn off the event loop (a few ms of CPU): its PNG and alt text.
pub(super) async fn drawn(p: &Picture) -> Result<Drawn, Error> {
    let p = p.clone();
    Ok(tokio::task::spawn_blocking(move || p.draw()).await?)
}

/// A reply's picture, if it has one, drawn (`drawn`).
pub(super) async fn drawn_if(p: Option<&Picture>) -> Result<Option<Drawn>, Error> {
    Ok(match p {
        Some(p) => Some(drawn(p).await?),
        None => None,
    })
}

/// The game's one board message: edited in place, or posted and pinned the first time;
/// unpinned once the game has ended (a channel holds only 50 pins).
pub(super) async fn board(
    out: Out<'_>,
    game: i64,
    ch: ChannelId,
    text: &str,
    picture: Option<&Picture>,
) -> Result<(), Error> {
    let picture = drawn_if(picture).await?.map(|(png, alt)| {
        let h = hash_of(&png);
        (png, alt, h)
    });
    let ended = out
        .store
        .game(game)
        .await?
        .is_some_and(|row| row.phase == "ended");
    if let Some((c, m)) = out.store.board_message(game).await? {
        if let (Some(c), Some(m)) = (parse_id(&c), parse_id(&m)) {
            let (c, m) = (ChannelId::new(c), MessageId::new(m));
            let same = |h: u64| {
                let u = uploaded().lock().unwrap_or_else(|e| e.into_inner());
                u.get(&m.get()) == Some(&h)
            };
            let edited = match &picture {
                Some((png, alt, h)) if !same(*h) => {
                    let edit = edit_with_picture(one(text)?, png.clone(), alt);
                    let done = out
                        .pace
                        .send(c, true, c.edit_message(&out.ctx.http, m, edit))
                        .await
                        .is_ok();
                    if done {
                        let mut u = uploaded().lock().unwrap_or_else(|e| e.into_inner());
                        u.insert(m.get(), *h);
                    }
                    done
                }
                _ => out.edit(c, m, text).await.is_ok(),
            };
            if edited {
                if ended {
                    pin(out, game, c, m, false).await?;
                }
                return Ok(());
            }
        }
    }
    // The kept message must stay one message: its edits cannot be split.
    one(text)?;
    let (picture, h) = match picture {
        Some((png, alt, h)) => (Some((png, alt)), Some(h)),
        None => (None, None),
    };
    let Some(msg) = out.post(ch, text, None, None, picture).await? else {
        return Ok(());
    };
    if let Some(h) = h {
        let mut u = uploaded().lock().unwrap_or_else(|e| e.into_inner());
        u.insert(msg.id.get(), h);
    }
    out.store
        .set_board_message(game, &ch.to_string(), &msg.id.to_string())
        .await?;
    if !ended {
        pin(out, game, ch, msg.id, true).await?;
    }
    Ok(())
}

/// The game shows its board on each turn's message now: a board message kept before (the
/// game was on `board_post = pinned`) is unpinned and forgotten, so no stale board stays
/// pinned.
pub(super) async fn retire(out: Out<'_>, game: i64) -> Result<(), Error> {
    if let Some((c, m)) = out.store.board_message(game).await? {
        out.store.forget_board_message(game).await?;
        if let (Some(c), Some(m)) = (parse_id(&c), parse_id(&m)) {
            pin(out, game, ChannelId::new(c), MessageId::new(m), false).await?;
        }
    }
    Ok(())
}

/// Pin or unpin a game's board. Pinning needs the Pin Messages permission and a channel with
/// fewer than 50 pins; without them the board works unpinned, and the organiser is told
/// once per game what to change.
async fn pin(out: Out<'_>, game: i64, ch: ChannelId, m: MessageId, on: bool) -> Result<(), Error> {
    let Err(why) = out.pins.set(ch, m, on).await else {
        return Ok(());
    };
    let what = if on { "pinning" } else { "unpinning" };
    tracing::warn!("{what} the board of game {game} in {ch}: {why}");
    if !out.store.remind_once(game, "pin_failed").await? {
        return Ok(());
    }
    let Some(row) = out.store.game(game).await? else {
        return Ok(());
    };
    let text = crate::lang::text(
        row.lang,
        "discord-pin-failed",
        &[("organiser", format!("<@{}>", row.organiser))],
    );
    out.post(ch, &text, None, None, None).await?;
    Ok(())
}
