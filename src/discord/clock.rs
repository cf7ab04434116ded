//! The clock: a task that calls `Organiser::tick` every tick and delivers what it says.

use super::delivery::deliver;
use super::out::{DmChannels, Out};
use super::pace::Pace;
use super::pins::Pins;
use crate::organiser::Organiser;
use crate::store::Store;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;

/// The clock: deadlines and reminders, from the times in the store.
pub(super) async fn clock(
    ctx: serenity::Context,
    org: Arc<Mutex<Organiser>>,
    store: Store,
    pace: Arc<Pace>,
    dms: Arc<DmChannels>,
    pins: Arc<Pins>,
    (tick, hours_per_tick): (Duration, f64),
) {
    let out = Out {
        ctx: &ctx,
        store: &store,
        pace: &pace,
        dms: &dms,
        pins: &pins,
    };
    loop {
        tokio::time::sleep(tick).await;
        let replies = {
            let mut org = org.lock().await;
            if hours_per_tick > 0.0 {
                org.advance(hours_per_tick);
            }
            org.tick().await
        };
        match replies {
            Ok(r) => {
                if let Err(e) = deliver(out, r, None, None).await {
                    tracing::warn!("delivering reminders: {e}");
                }
            }
            Err(e) => tracing::error!("the clock: {e}"),
        }
    }
}
