//! The gateway (WebSocket): HELLO, IDENTIFY (refused with 4014 when Message Content is
//! refused, with 4010 for a shard past the shard count), READY, and each event dispatched to the shard Discord would use.
//! Each message or interaction dispatched to a connected session is pending until the bot
//! reports it handled (`handled`), or the session ends: `StandIn::until_handled` waits on it.

use super::users::user;
use super::{StandIn, BOT, MESSAGE_CONTENT};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Ws;

/// Discord's routing: a server's events go to shard `(guild_id >> 22) % count`, direct
/// messages to shard 0.
fn routed_to(d: &Value, (id, count): (u64, u64)) -> bool {
    let guild = d["d"]["guild_id"]
        .as_str()
        .and_then(|g| g.parse::<u64>().ok());
    guild.map_or(0, |g| (g >> 22) % count) == id
}

/// A message's or interaction's id, which the bot reports back once it has handled it.
fn event_id(d: &Value) -> Option<u64> {
    d["d"]["id"].as_str().and_then(|i| i.parse().ok())
}

/// A session's place among the live ones, given up (with what it had pending) when it ends.
struct Live(StandIn, u32);

impl Drop for Live {
    fn drop(&mut self) {
        let mut st = self.0.st();
        st.live.remove(&self.1);
        st.pending.retain(|&(_, s)| s != self.1);
    }
}

impl StandIn {
    /// Send an event (a user's message or interaction) to the sessions whose shard it is for;
    /// it is pending on each until the bot reports it handled.
    pub(super) fn send_event(&self, d: Value) {
        let mut st = self.st();
        if let Some(id) = event_id(&d) {
            let to: Vec<u32> = st
                .live
                .iter()
                .filter(|&(_, &shard)| routed_to(&d, shard))
                .map(|(&s, _)| s)
                .collect();
            st.pending.extend(to.into_iter().map(|s| (id, s)));
        }
        // Sent under the lock: no session identifies between the count and the send.
        let _ = self.dispatch.send(d);
    }

    /// The bot reports event `id` handled (its replies all sent).
    pub(super) fn handled(&self, id: u64) {
        let mut st = self.st();
        if let Some(i) = st.pending.iter().position(|&(e, _)| e == id) {
            st.pending.remove(i);
        }
    }

    pub(super) async fn serve_gateway(self, sock: TcpStream) {
        let Ok(mut ws) = tokio_tungstenite::accept_async(sock).await else {
            return;
        };
        let session = {
            let mut n = self.connected.lock().unwrap_or_else(|e| e.into_inner());
            *n += 1;
            *n
        };
        let _ = ws
            .send(Ws::Text(
                json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string(),
            ))
            .await;
        let mut rx = self.dispatch.subscribe();
        let mut seq = 1u64;
        let (tx_out, mut rx_out) = mpsc::unbounded_channel::<Ws>();
        let (mut sink, mut stream) = ws.split();
        tokio::spawn(async move {
            while let Some(m) = rx_out.recv().await {
                let close = matches!(m, Ws::Close(_));
                if sink.send(m).await.is_err() || close {
                    break;
                }
            }
        });
        // (shard id, shard count, intents) once identified.
        let mut shard: Option<(u64, u64, u64)> = None;
        let mut _live = None;
        loop {
            tokio::select! {
                frame = stream.next() => {
                    let Some(Ok(frame)) = frame else { return };
                    let Ws::Text(text) = frame else { continue };
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    match v["op"].as_u64() {
                        Some(1) => { let _ = tx_out.send(Ws::Text(json!({"op": 11}).to_string())); }
                        Some(2) => {
                            let intents = v["d"]["intents"].as_u64().unwrap_or(0);
                            let (id, count) = (
                                v["d"]["shard"][0].as_u64().unwrap_or(0),
                                v["d"]["shard"][1].as_u64().unwrap_or(1).max(1),
                            );
                            let refused = self.st().refuse_message_content && intents & MESSAGE_CONTENT != 0;
                            let close = self.st().close_identify.map(|c| (c, "Authentication failed."))
                                .or(refused.then_some((4014, "Disallowed intent(s).")))
                                .or((id >= count).then_some((4010, "Invalid shard.")));
                            if id >= count {
                                self.st().rejected.push(super::Rejected {
                                    route: "gateway IDENTIFY".into(),
                                    status: 0,
                                    code: 4010,
                                    why: format!("shard {id} of {count}: no such shard"),
                                });
                            }
                            if let Some((code, reason)) = close {
                                use tokio_tungstenite::tungstenite::protocol::{frame::coding::CloseCode, CloseFrame};
                                let _ = tx_out.send(Ws::Close(Some(CloseFrame {
                                    code: CloseCode::Library(code),
                                    reason: reason.into(),
                                })));
                                return;
                            }
                            shard = Some((id, count, intents));
                            {
                                let mut st = self.st();
                                st.identified.push((id, intents));
                                st.live.insert(session, (id, count));
                            }
                            _live = Some(Live(self.clone(), session));
                            let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                                "v": 10, "user": user(BOT), "guilds": [], "session_id": format!("s{session}"),
                                "resume_gateway_url": format!("ws://127.0.0.1:{}", self.gateway),
                                "shard": [id, count], "application": {"id": BOT.to_string(), "flags": 0}
                            }});
                            seq += 1;
                            let _ = tx_out.send(Ws::Text(ready.to_string()));
                        }
                        _ => {}
                    }
                }
                d = rx.recv() => {
                    let Ok(d) = d else { continue };
                    let Some((id, count, intents)) = shard else { continue };
                    if !routed_to(&d, (id, count)) {
                        continue;
                    }
                    let mut d = d;
                    if d["d"]["guild_id"].is_string() && intents & MESSAGE_CONTENT == 0 {
                        // Without the Message Content intent, server messages arrive without
                        // their text.
                        if d["t"] == "MESSAGE_CREATE" {
                            d["d"]["content"] = json!("");
                        }
                    }
                    d["op"] = json!(0);
                    d["s"] = json!(seq);
                    seq += 1;
                    if tx_out.send(Ws::Text(d.to_string())).is_err() { return; }
                }
            }
        }
    }
}
