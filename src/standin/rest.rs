//! REST (HTTP/1.1): reading a call, refusing it as Discord would, and the routes of the bot's
//! session (gateway, itself, commands, DM channels), messages and pins. The interactions'
//! routes are in `interactions.rs`.

use super::limits::{check_commands, check_message};
use super::users::{dm_channel_of, message_json, user};
use super::{Rejected, StandIn, BOT, PIN_LIMIT};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// One REST call, read: its method, its path (without `/api/v10`) and that path cut at each
/// `/`, the route as noted (`METHOD /path`), and its JSON body.
pub(super) struct Call<'a> {
    pub(super) method: &'a str,
    pub(super) path: &'a str,
    pub(super) seg: Vec<&'a str>,
    pub(super) here: String,
    pub(super) body: Value,
}

/// Discord's answer to a route it does not have.
pub(super) fn not_found(method: &str, path: &str) -> (u16, Option<Value>) {
    (
        404,
        Some(json!({"code": 0, "message": format!("the stand-in has no {method} {path}")})),
    )
}

impl StandIn {
    pub(super) async fn serve_http(self, sock: TcpStream) {
        let mut r = BufReader::new(sock);
        loop {
            let mut line = String::new();
            if r.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let mut parts = line.split_whitespace();
            let (Some(method), Some(path)) = (parts.next(), parts.next()) else {
                return;
            };
            let (method, path) = (method.to_string(), path.to_string());
            let mut len = 0usize;
            let mut ctype = String::new();
            loop {
                let mut h = String::new();
                if r.read_line(&mut h).await.unwrap_or(0) == 0 {
                    return;
                }
                let h = h.trim_end();
                if h.is_empty() {
                    break;
                }
                if let Some((k, v)) = h.split_once(':') {
                    match k.to_ascii_lowercase().as_str() {
                        "content-length" => len = v.trim().parse().unwrap_or(0),
                        "content-type" => ctype = v.trim().to_string(),
                        _ => {}
                    }
                }
            }
            let mut body = vec![0u8; len];
            if len > 0 && r.read_exact(&mut body).await.is_err() {
                return;
            }
            let (status, reply) = self.route(&method, &path, &ctype, &body);
            let status = match status {
                200 => "200 OK",
                204 => "204 No Content",
                400 => "400 Bad Request",
                401 => "401 Unauthorized",
                403 => "403 Forbidden",
                404 => "404 Not Found",
                429 => "429 Too Many Requests",
                500 => "500 Internal Server Error",
                502 => "502 Bad Gateway",
                _ => "503 Service Unavailable",
            };
            let text = reply.map(|v| v.to_string()).unwrap_or_default();
            let head = format!(
                "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: keep-alive\r\n\r\n",
                text.len()
            );
            let sock = r.get_mut();
            if sock.write_all(head.as_bytes()).await.is_err()
                || sock.write_all(text.as_bytes()).await.is_err()
            {
                return;
            }
        }
    }

    /// Refuse as Discord does: note it, and answer its status and code.
    pub(super) fn reject(
        &self,
        route: &str,
        (status, code, why): (u16, u64, String),
    ) -> (u16, Option<Value>) {
        self.st().rejected.push(Rejected {
            route: route.to_string(),
            status,
            code,
            why: why.clone(),
        });
        (status, Some(json!({"code": code, "message": why})))
    }

    fn route(&self, method: &str, path: &str, ctype: &str, body: &[u8]) -> (u16, Option<Value>) {
        let path = path
            .split('?')
            .next()
            .unwrap_or("")
            .trim_start_matches("/api/v10");
        // Not Discord's: the bot under test reports an event handled (`KALLADRA_REPORT_HANDLED`);
        // not counted among its calls.
        if let ("POST", Some(id)) = (method, path.strip_prefix("/kalladra-standin/handled/")) {
            self.handled(id.parse().unwrap_or(0));
            return (204, None);
        }
        let here = format!("{method} {path}");
        self.st().calls.push(here.clone());
        if self.st().refuse_token {
            return self.reject(&here, (401, 0, "401: Unauthorized".into()));
        }
        let json_body: Value = if ctype.starts_with("multipart/") {
            multipart_payload(body, ctype)
        } else {
            serde_json::from_slice(body).unwrap_or(Value::Null)
        };
        let seg: Vec<&str> = path.trim_matches('/').split('/').collect();
        let send = match (method, seg.as_slice()) {
            ("POST", ["channels", c, "messages"]) => Some((c.parse().unwrap_or(0), false)),
            ("PATCH", ["channels", c, "messages", _]) => Some((c.parse().unwrap_or(0), true)),
            _ => None,
        };
        if let Some((_, edit)) = send {
            if let Err(e) = check_message(&json_body, edit) {
                return self.reject(&here, e);
            }
        }
        if let Some((ch, edit)) = send {
            if let Some(wait) = self.over_limit(ch, edit) {
                return (
                    429,
                    Some(
                        json!({"message": "You are being rate limited.", "retry_after": wait.as_secs_f64(), "global": false}),
                    ),
                );
            }
        }
        let call = Call {
            method,
            path,
            seg,
            here,
            body: json_body,
        };
        match (method, call.seg.as_slice()) {
            (_, ["gateway", ..] | ["users", ..] | ["applications", ..]) => self.route_bot(&call),
            (_, ["channels", _, "messages", "pins", _] | ["channels", _, "pins", _]) => {
                self.route_pins(&call)
            }
            (_, ["channels", ..]) => self.route_messages(&call),
            (_, ["interactions", ..] | ["webhooks", ..]) => self.route_interactions(&call),
            _ => not_found(method, path),
        }
    }

    /// The routes of the bot's session: the gateway's address and shard count, the bot
    /// itself, its slash commands, and opening a DM channel.
    fn route_bot(&self, call: &Call) -> (u16, Option<Value>) {
        let Call {
            method,
            path,
            seg,
            here,
            body: json_body,
        } = call;
        match (*method, seg.as_slice()) {
            ("GET", ["gateway"]) => (
                200,
                Some(json!({"url": format!("ws://127.0.0.1:{}", self.gateway)})),
            ),
            ("GET", ["gateway", "bot"]) => {
                let shards = self.st().shards;
                (
                    200,
                    Some(
                        json!({"url": format!("ws://127.0.0.1:{}", self.gateway), "shards": shards, "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
                    ),
                )
            }
            ("GET", ["users", "@me"]) => (200, Some(user(BOT))),
            ("PUT", ["applications", _, "commands"]) => {
                let fail = self.st().failing_registrations.pop_front();
                if let Some(status) = fail {
                    return self.reject(
                        here,
                        (
                            status,
                            0,
                            format!("registration failed ({status}) as asked"),
                        ),
                    );
                }
                if let Err(e) = check_commands(json_body) {
                    return self.reject(here, e);
                }
                self.st().registered = Some(json_body.clone());
                (200, Some(json!([])))
            }
            ("POST", ["users", "@me", "channels"]) => {
                let u: u64 = json_body["recipient_id"]
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0);
                self.record("dm_channel", dm_channel_of(u), 0, json_body);
                (
                    200,
                    Some(
                        json!({"id": dm_channel_of(u).to_string(), "type": 1, "recipients": [user(u)], "last_message_id": null}),
                    ),
                )
            }
            _ => not_found(method, path),
        }
    }

    /// A message posted or edited in a channel (a DM channel too).
    fn route_messages(&self, call: &Call) -> (u16, Option<Value>) {
        let Call {
            method,
            path,
            seg,
            here,
            body: json_body,
        } = call;
        let pid = |x: &str| x.parse::<u64>().unwrap_or(0);
        match (*method, seg.as_slice()) {
            ("POST", ["channels", c, "messages"]) => {
                let ch = pid(c);
                if ch > 70_000 && self.st().closed_dms.contains(&(ch - 70_000)) {
                    return self.reject(
                        here,
                        (403, 50007, "Cannot send messages to this user".into()),
                    );
                }
                let id = self.id();
                self.hold_posted(id, Some(ch), json_body);
                self.record("post", ch, id, json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                let comps = json_body.get("components").cloned().unwrap_or(json!([]));
                (
                    200,
                    Some(message_json(id, ch, BOT, content, self.guild_of(ch), comps)),
                )
            }
            ("PATCH", ["channels", c, "messages", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                if !self.holds(mid, ch) {
                    return self.reject(here, (404, 10008, "Unknown Message".into()));
                }
                if let Err(e) = self.hold_edited(mid, json_body) {
                    return self.reject(here, e);
                }
                self.record("edit", ch, mid, json_body);
                let content = json_body["content"].as_str().unwrap_or("");
                (
                    200,
                    Some(message_json(
                        mid,
                        ch,
                        BOT,
                        content,
                        self.guild_of(ch),
                        json!([]),
                    )),
                )
            }
            _ => not_found(method, path),
        }
    }

    /// Pinning and unpinning, on Discord's current route (the deprecated one is noted and
    /// pins nothing).
    fn route_pins(&self, call: &Call) -> (u16, Option<Value>) {
        let Call {
            method,
            path,
            seg,
            here,
            body: json_body,
        } = call;
        let pid = |x: &str| x.parse::<u64>().unwrap_or(0);
        match (*method, seg.as_slice()) {
            ("PUT", ["channels", c, "messages", "pins", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                if self.st().pin_denied.contains(&ch) {
                    return self.reject(here, (403, 50013, "Missing Permissions".into()));
                }
                let full = {
                    let mut st = self.st();
                    let pins = st.pins.entry(ch).or_default();
                    if pins.contains(&mid) {
                        false
                    } else if pins.len() >= PIN_LIMIT {
                        true
                    } else {
                        pins.push(mid);
                        false
                    }
                };
                if full {
                    return self.reject(
                        here,
                        (400, 30003, "Maximum number of pins reached (50)".into()),
                    );
                }
                self.record("pin", ch, mid, json_body);
                (204, None)
            }
            ("DELETE", ["channels", c, "messages", "pins", m]) => {
                let (ch, mid) = (pid(c), pid(m));
                if self.st().pin_denied.contains(&ch) {
                    return self.reject(here, (403, 50013, "Missing Permissions".into()));
                }
                if let Some(p) = self.st().pins.get_mut(&ch) {
                    p.retain(|&x| x != mid);
                }
                self.record("unpin", ch, mid, json_body);
                (204, None)
            }
            ("PUT" | "DELETE", ["channels", c, "pins", m]) => {
                // The deprecated route: noted, and not taken as a pin.
                self.record("deprecated_pin", pid(c), pid(m), json_body);
                (204, None)
            }
            _ => not_found(method, path),
        }
    }
}

/// The `payload_json` part of a multipart body (a message with attachments, as Discord takes
/// it: `payload_json` and `files[n]` parts), with the received files recorded in it: their
/// names under `files`, their contents as text under `file_texts` (an export), their sizes
/// under `file_sizes` and their bytes in hex under `file_hex` (a picture). Binary-safe.
pub(super) fn multipart_payload(body: &[u8], ctype: &str) -> Value {
    let boundary = ctype
        .split("boundary=")
        .nth(1)
        .unwrap_or("")
        .trim_matches('"');
    let mark = format!("--{boundary}").into_bytes();
    let mut payload = Value::Null;
    let (mut files, mut texts, mut sizes, mut hex) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for part in split_bytes(body, &mark) {
        let Some(at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..at]);
        let mut content = &part[at + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        if head.contains("name=\"payload_json\"") {
            payload = serde_json::from_slice(content).unwrap_or(Value::Null);
        } else if let Some(f) = head.split("filename=\"").nth(1) {
            files.push(json!(f.split('"').next().unwrap_or("")));
            texts.push(json!(String::from_utf8_lossy(content)));
            sizes.push(json!(content.len()));
            hex.push(json!(content
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()));
        }
    }
    if payload.is_object() {
        payload["files"] = json!(files);
        payload["file_texts"] = json!(texts);
        payload["file_sizes"] = json!(sizes);
        payload["file_hex"] = json!(hex);
    }
    payload
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// `body` cut at every `mark`.
fn split_bytes<'a>(body: &'a [u8], mark: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(i) = find(rest, mark) {
        out.push(&rest[..i]);
        rest = &rest[i + mark.len()..];
    }
    out.push(rest);
    out
}
