//! Discord's pace: at most so many posts (and, apart, edits) per channel per window.

use poise::serenity_prelude::ChannelId;
use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// Discord's limit: messages a bot may post to one channel per window (and, apart, edits).
pub const DISCORD_PACE: (usize, Duration) = (5, Duration::from_secs(5));

/// Discord lets a bot post 5 messages per 5 seconds in a channel, and make as many edits.
/// Sends are spaced so that no burst goes over, whatever serenity's own limiter knows (it is
/// off against the stand-in): per channel and kind of call, a send waits until the one
/// `limit` places back finished a whole window ago.
pub struct Pace {
    limit: usize,
    window: Duration,
    queues: std::sync::Mutex<HashMap<(u64, bool), SendTimes>>,
}

/// When the last few sends of one channel and kind finished (held while sending).
type SendTimes = Arc<Mutex<VecDeque<Instant>>>;

impl Pace {
    pub fn new(limit: usize, window: Duration) -> Pace {
        Pace {
            limit: limit.max(1),
            window,
            queues: Default::default(),
        }
    }

    /// Make the call `send` (a post, or an edit when `edit`) to `channel` when the pace
    /// allows.
    pub(super) async fn send<T>(
        &self,
        channel: ChannelId,
        edit: bool,
        send: impl Future<Output = T>,
    ) -> T {
        self.send_with(channel, edit, || send).await
    }

    /// Like `send`, but the call is made up only once the pace allows it (so it can take in
    /// whatever arrived meanwhile).
    pub(super) async fn send_with<T, F: Future<Output = T>>(
        &self,
        channel: ChannelId,
        edit: bool,
        call: impl FnOnce() -> F,
    ) -> T {
        let queue = {
            let mut queues = self.queues.lock().unwrap_or_else(|e| e.into_inner());
            queues.entry((channel.get(), edit)).or_default().clone()
        };
        let mut done = queue.lock().await;
        if done.len() >= self.limit {
            let earliest = done[done.len() - self.limit] + self.window;
            tokio::time::sleep_until(earliest.into()).await;
        }
        let out = call().await;
        done.push_back(Instant::now());
        while done.len() > self.limit {
            done.pop_front();
        }
        out
    }
}
