//! Delivery lanes: the replies to inputs leave in the order the inputs were applied, per
//! channel (or per user's DMs), and a channel's plain texts wait in its outbox to leave joined.

use super::out::{parse_id, Out};
use super::outgoing::{message, pieces, take_message, Piece};
use super::Error;
use crate::organiser::{Board, Reply, Target};
use poise::serenity_prelude::ChannelId;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// Replies reach Discord in the order their inputs were applied, per game channel: each input
/// takes a ticket while it still holds the organiser, and delivers when its turn comes. Other
/// channels' deliveries run alongside (one global order would serialise every REST call).
#[derive(Default)]
pub(super) struct Lanes {
    map: std::sync::Mutex<HashMap<String, Lane>>,
}

struct Lane {
    next: u64,
    serving: tokio::sync::watch::Sender<u64>,
    /// Per game, the last ticket whose replies carry its board: an earlier ticket's board is
    /// out of date by the time it goes, so it is not sent (one edit saved per skipped board).
    boards: Arc<std::sync::Mutex<HashMap<i64, u64>>>,
    /// The channel's plain texts, in input order, queued when the input was applied: whoever
    /// delivers next sends all that are waiting, joined into as few messages as fit, so a
    /// burst of inputs is answered in a few posts instead of a post each.
    outbox: Outbox,
}

/// Waiting texts, each already within one message's limit (`pieces`), in input order, with
/// how many were ever queued and taken. An input that keeps channel messages of its own to
/// send in order (a turn's message with the board, a file, a slash command's answers) sets a
/// barrier where its texts end, until it has delivered: no flush sends a later input's text
/// ahead of those messages.
#[derive(Default)]
pub(super) struct Waiting {
    pub(super) pieces: VecDeque<Piece>,
    pushed: u64,
    taken: u64,
    barriers: std::collections::BTreeSet<u64>,
}

impl Waiting {
    /// How many waiting texts may leave now: up to the first barrier.
    fn may_take(&self) -> u64 {
        self.barriers
            .first()
            .map_or(u64::MAX, |b| b.saturating_sub(self.taken))
    }
}

type Outbox = Arc<std::sync::Mutex<Waiting>>;

impl Lanes {
    /// The next place in the lane of the channel these replies go to (or the user's DMs).
    /// With `queue`, the plain texts for that channel move from `replies` to the lane's
    /// outbox (a slash command keeps its own: the first answers the command itself).
    pub(super) fn ticket(&self, replies: &mut Vec<Reply>, user: &str, queue: bool) -> Ticket {
        let channel = replies.iter().find_map(|r| match &r.target {
            Target::Channel(c) => Some(c.clone()),
            Target::Dm(_) => None,
        });
        let key = channel.clone().unwrap_or_else(|| format!("dm:{user}"));
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        let lane = map.entry(key).or_insert_with(|| Lane {
            next: 0,
            serving: tokio::sync::watch::channel(0).0,
            boards: Arc::default(),
            outbox: Arc::default(),
        });
        let n = lane.next;
        lane.next += 1;
        let mut boards = lane.boards.lock().unwrap_or_else(|e| e.into_inner());
        for game in replies.iter().filter_map(|r| r.board.and_then(Board::kept)) {
            boards.insert(game, n);
        }
        let channel = channel.as_deref().and_then(parse_id).map(ChannelId::new);
        let mut outbox = lane.outbox.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(ch) = channel.filter(|_| queue) {
            let here = Target::Channel(ch.to_string());
            // (A proof's post is kept by its id: it goes out as its own message.)
            let plain = |r: &Reply| r.target == here && r.is_plain();
            // Texts after a channel message that cannot wait with them (a turn's message
            // carrying the board, a file) stay with the input, to leave after it in order;
            // the kept board message is edited in place, so it may go after any text.
            let kept_board = |r: &Reply| r.board.is_some_and(|b| b.kept().is_some());
            let cut = replies
                .iter()
                .position(|r| r.target == here && !plain(r) && !kept_board(r))
                .unwrap_or(replies.len());
            let mut i = 0;
            replies.retain(|r| {
                i += 1;
                if i <= cut && plain(r) {
                    let p = pieces(&r.text);
                    outbox.pushed += p.len() as u64;
                    outbox.pieces.extend(p);
                    false
                } else {
                    true
                }
            });
        }
        let here = channel.map(|ch| Target::Channel(ch.to_string()));
        let ordered = replies.iter().any(|r| {
            Some(&r.target) == here.as_ref() && r.board.is_none_or(|b| b.kept().is_none())
        });
        let barrier = ordered.then_some(outbox.pushed);
        if let Some(b) = barrier {
            outbox.barriers.insert(b);
        }
        drop(outbox);
        Ticket {
            rx: lane.serving.subscribe(),
            tx: lane.serving.clone(),
            boards: lane.boards.clone(),
            outbox: lane.outbox.clone(),
            channel,
            n,
            barrier,
        }
    }
}

/// A place in a delivery lane: `turn` waits for it; dropping it lets the next one go.
pub(super) struct Ticket {
    tx: tokio::sync::watch::Sender<u64>,
    rx: tokio::sync::watch::Receiver<u64>,
    boards: Arc<std::sync::Mutex<HashMap<i64, u64>>>,
    pub(super) outbox: Outbox,
    /// The lane's channel (None: a lane of DMs).
    channel: Option<ChannelId>,
    n: u64,
    /// Where this input's queued texts end, if it keeps channel messages to send after them
    /// (`Waiting::barriers`).
    barrier: Option<u64>,
}

impl Ticket {
    pub(super) async fn turn(&mut self) {
        let n = self.n;
        let _ = self.rx.wait_for(|serving| *serving >= n).await;
    }

    /// Send the channel's waiting texts: as many as fit in one message at a time (texts that
    /// arrive while a send waits for Discord's pace go with the next one), none past a
    /// barrier.
    pub(super) async fn flush(&self, out: Out<'_>) -> Result<(), Error> {
        let Some(ch) = self.channel else {
            return Ok(());
        };
        loop {
            // Only the lane's turn takes from its outbox; inputs applied meanwhile add to it.
            let waiting = {
                let w = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
                w.may_take() > 0 && !w.pieces.is_empty()
            };
            if !waiting {
                return Ok(());
            }
            let sent = out
                .pace
                .send_with(ch, false, || {
                    let piece = {
                        let mut w = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
                        let max = w.may_take();
                        let taken = take_message(&mut w.pieces, max);
                        if let Some((_, n)) = &taken {
                            w.taken += n;
                        }
                        taken.map(|(p, _)| p)
                    };
                    async move {
                        match piece {
                            Some(p) => ch.send_message(&out.ctx.http, message(p)).await.map(Some),
                            None => Ok(None),
                        }
                    }
                })
                .await?;
            if sent.is_none() {
                return Ok(());
            }
        }
    }

    /// A later input in this lane has already drawn `game`'s board.
    pub(super) fn board_superseded(&self, game: i64) -> bool {
        let boards = self.boards.lock().unwrap_or_else(|e| e.into_inner());
        boards.get(&game).is_some_and(|&last| last > self.n)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if let Some(b) = self.barrier {
            let mut w = self.outbox.lock().unwrap_or_else(|e| e.into_inner());
            w.barriers.remove(&b);
        }
        let n = self.n;
        self.tx
            .send_modify(|serving| *serving = (*serving).max(n + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to(channel: &str) -> Vec<Reply> {
        vec![Reply::say(Target::Channel(channel.into()), "x".into())]
    }

    /// Plain channel texts wait in the lane's outbox; boards, files and DMs stay with the
    /// input. Waiting texts leave joined, as many as fit in one message.
    #[test]
    fn plain_texts_queue_in_the_lane_and_leave_joined() {
        let lanes = Lanes::default();
        let mut replies = to("1");
        replies.push(Reply {
            board: Some(Board::Kept(7)),
            ..Reply::say(Target::Channel("1".into()), "board".into())
        });
        replies.push(Reply::say(Target::Dm("42".into()), "secret".into()));
        let first = lanes.ticket(&mut replies, "a", true);
        assert_eq!(
            replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>(),
            ["board", "secret"]
        );
        let mut more = vec![
            Reply::say(Target::Channel("1".into()), "y".repeat(1_998)),
            Reply::say(Target::Channel("1".into()), "z".into()),
        ];
        let second = lanes.ticket(&mut more, "b", true);
        assert!(more.is_empty());
        assert!(!first.board_superseded(7) && !second.board_superseded(7));
        let mut outbox = first.outbox.lock().unwrap();
        assert_eq!(outbox.pieces.len(), 3);
        assert_eq!((first.barrier, second.barrier), (None, None));
        assert_eq!(
            take_message(&mut outbox.pieces, 3).map(|(t, n)| (t.text().chars().count(), n)),
            Some((2_000, 2)),
            "two texts fill one message"
        );
        assert_eq!(
            take_message(&mut outbox.pieces, 1)
                .map(|(p, _)| p.text())
                .as_deref(),
            Some("z")
        );
        assert!(take_message(&mut outbox.pieces, 3).is_none());
        let mut slash = to("1");
        drop(outbox);
        lanes.ticket(&mut slash, "c", false);
        assert_eq!(slash.len(), 1, "a slash command keeps its texts");
    }

    /// Texts after a turn's message (which carries the board) stay with their input, to
    /// leave after it; texts before it wait in the outbox; and an input's turn sends the
    /// waiting texts of inputs up to its own, never a later one's.
    #[test]
    fn texts_never_overtake_the_turns_message() {
        let lanes = Lanes::default();
        let say = |t: &str| Reply::say(Target::Channel("1".into()), t.into());
        let mut replies = vec![
            say("before"),
            Reply {
                board: Some(Board::Turn(7)),
                ..say("turn")
            },
            say("after"),
        ];
        let first = lanes.ticket(&mut replies, "a", true);
        assert_eq!(
            replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>(),
            ["turn", "after"]
        );
        let second = lanes.ticket(&mut vec![say("later")], "b", true);
        assert_eq!((first.barrier, second.barrier), (Some(1), None));
        let mut w = first.outbox.lock().unwrap();
        let max = w.may_take();
        let (p, n) = take_message(&mut w.pieces, max).unwrap();
        w.taken += n;
        assert_eq!(
            (p.text().as_str(), n),
            ("before", 1),
            "not the later input's"
        );
        assert_eq!(
            w.may_take(),
            0,
            "the later text waits for the turn's message"
        );
        drop(w);
        drop(first);
        let w = second.outbox.lock().unwrap();
        assert_eq!(w.may_take(), u64::MAX, "then it may go");
        assert_eq!(w.pieces.len(), 1);
    }

    /// A later input's replies wait for an earlier one's in the same channel, whichever task
    /// gets there first; another channel's do not wait.
    #[tokio::test]
    async fn replies_leave_in_the_order_inputs_were_applied_per_channel() {
        let lanes = Lanes::default();
        let mut first = lanes.ticket(&mut to("1"), "a", true);
        let mut second = lanes.ticket(&mut to("1"), "b", true);
        let mut elsewhere = lanes.ticket(&mut to("2"), "c", true);
        let order = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let o = order.clone();
        let late = tokio::spawn(async move {
            second.turn().await;
            o.lock().unwrap().push("second");
        });
        tokio::time::timeout(std::time::Duration::from_millis(50), elsewhere.turn())
            .await
            .expect("another channel does not wait");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert!(
            order.lock().unwrap().is_empty(),
            "the second waits for the first"
        );
        first.turn().await;
        order.lock().unwrap().push("first");
        drop(first);
        late.await.unwrap();
        assert_eq!(*order.lock().unwrap(), vec!["first", "second"]);
    }
}
