//! What the stand-in recorded, and how a test reads it back: what the bot sent, the REST calls,
//! the refusals, the sessions; and waiting for the bot.

use super::{Rejected, Sent, StandIn};
use serde_json::Value;
use std::time::{Duration, Instant};

impl StandIn {
    /// Calls refused as Discord refuses them (none, in a healthy run).
    pub fn rejected(&self) -> Vec<Rejected> {
        self.st().rejected.clone()
    }

    /// The command set last registered (accepted).
    pub fn registered(&self) -> Option<Value> {
        self.st().registered.clone()
    }

    /// The messages pinned in `channel`, oldest first.
    pub fn pins(&self, channel: u64) -> Vec<u64> {
        self.st().pins.get(&channel).cloned().unwrap_or_default()
    }

    /// Each gateway session that was let in: (shard id, intents).
    pub fn identified(&self) -> Vec<(u64, u64)> {
        self.st().identified.clone()
    }

    /// For every interaction answered so far, how long after its dispatch the first answer
    /// came.
    pub fn ack_delays(&self) -> Vec<Duration> {
        self.st()
            .tokens
            .values()
            .filter_map(|t| t.acked.map(|(a, _)| a.duration_since(t.at)))
            .collect()
    }

    /// Interactions dispatched that were never answered.
    pub fn unanswered(&self) -> usize {
        self.st()
            .tokens
            .values()
            .filter(|t| t.acked.is_none())
            .count()
    }

    pub fn sent(&self) -> Vec<Sent> {
        self.st().sent.clone()
    }

    /// The index of the first message sent after index `from` that matches, if any (cheap:
    /// for polling, nothing is copied).
    pub fn find_since(&self, from: usize, f: impl Fn(&Sent) -> bool) -> Option<usize> {
        let st = self.st();
        st.sent.iter().skip(from).position(f).map(|i| from + i)
    }

    /// How many messages the bot has sent so far (cheap: for polling).
    pub fn sent_count(&self) -> usize {
        self.st().sent.len()
    }

    pub fn calls(&self) -> Vec<String> {
        self.st().calls.clone()
    }

    /// The most message posts (or edits) one channel received within any `window`.
    pub fn busiest(&self, window: Duration) -> usize {
        let st = self.st();
        let mut best = 0;
        for (i, &(ch, edit, t)) in st.sends.iter().enumerate() {
            let n = st.sends[i..]
                .iter()
                .take_while(|&&(_, _, u)| u < t + window)
                .filter(|&&(c, e, _)| c == ch && e == edit)
                .count();
            best = best.max(n);
        }
        best
    }

    /// Calls answered 429 because they went over a channel's limit.
    pub fn refused(&self) -> usize {
        self.st().refused
    }

    /// Gateway sessions opened so far (a restarted bot opens a new one).
    pub fn sessions(&self) -> u32 {
        *self.connected.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wait until something the bot sent after index `from` matches; its index.
    pub async fn wait_for(&self, from: usize, what: &str, f: impl Fn(&Sent) -> bool) -> usize {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(i) = self.find_since(from, &f) {
                return i;
            }
            if Instant::now() > deadline {
                let st = self.st();
                let tail: Vec<String> = st
                    .sent
                    .iter()
                    .skip(from)
                    .map(|x| format!("[{} {}] {}", x.kind, x.channel, x.content))
                    .collect();
                panic!(
                    "timed out waiting for {what}; the bot sent since:\n{}",
                    tail.join("\n---\n")
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Messages and interactions dispatched to a connected bot that it has not yet reported
    /// handled (only a bot started with `KALLADRA_REPORT_HANDLED` reports).
    pub fn unhandled(&self) -> usize {
        self.st().pending.len()
    }

    /// Wait until the bot has handled every message and interaction dispatched to it (all
    /// their replies sent); what it had not handled when its session ended is not waited for.
    /// The number of messages the bot has sent by then.
    pub async fn until_handled(&self, within: Duration) -> Result<usize, usize> {
        let deadline = Instant::now() + within;
        loop {
            {
                let st = self.st();
                if st.pending.is_empty() {
                    return Ok(st.sent.len());
                }
                if Instant::now() > deadline {
                    return Err(st.pending.len());
                }
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Wait until `sessions` gateway sessions have been let in (READY sent; an error after a
    /// minute without). Commands register beside the bot, so they are not waited for.
    pub async fn wait_ready(&self, sessions: u32) -> std::io::Result<()> {
        let deadline = Instant::now() + Duration::from_secs(60);
        while (self.st().identified.len() as u32) < sessions {
            if Instant::now() >= deadline {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "the bot did not connect to the stand-in within a minute",
                ));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Let the session settle (READY handled).
        tokio::time::sleep(Duration::from_millis(300)).await;
        Ok(())
    }

    pub(super) fn record(&self, kind: &str, channel: u64, message: u64, body: &Value) {
        let flags = body
            .get("flags")
            .or_else(|| body.pointer("/data/flags"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        self.record_as(kind, channel, message, body, flags & 64 == 64);
    }

    pub(super) fn record_as(
        &self,
        kind: &str,
        channel: u64,
        message: u64,
        body: &Value,
        ephemeral: bool,
    ) {
        let content = body
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let content = if content.is_empty() {
            body.pointer("/data/content")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string()
        } else {
            content
        };
        self.st().sent.push(Sent {
            kind: kind.into(),
            channel,
            message,
            content,
            body: body.clone(),
            ephemeral,
        });
    }
}
