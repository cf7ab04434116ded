//! What each message holds after every post and edit, as Discord keeps it: its text and its
//! files. An edit that lists `attachments` keeps only the old files it names (by id) and adds
//! the ones it uploads; an edit without that key leaves the files alone; an edit that would
//! leave a message with neither text nor a file is refused, as Discord refuses it.

use super::StandIn;
use serde_json::Value;

/// A message as it stands: its text and its files (an id and the bytes in hex).
#[derive(Clone, Debug, Default)]
pub(super) struct Held {
    content: String,
    files: Vec<(u64, String)>,
    components: bool,
    /// The channel it was posted in, when posted through the channel's route: Discord
    /// finds a message only in its own channel.
    channel: Option<u64>,
}

/// The files a multipart body uploaded, in hex (`multipart_payload` put them there).
fn uploaded(body: &Value) -> Vec<String> {
    body.get("file_hex")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|h| h.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn has_components(body: &Value) -> bool {
    body.get("components")
        .and_then(Value::as_array)
        .is_some_and(|a| !a.is_empty())
}

impl StandIn {
    /// A message posted (in `channel`, if through the channel's route): it holds its text and
    /// the files it came with.
    pub(super) fn hold_posted(&self, message: u64, channel: Option<u64>, body: &Value) {
        let files = uploaded(body).into_iter().map(|h| (self.id(), h)).collect();
        let held = Held {
            content: body["content"].as_str().unwrap_or("").to_string(),
            files,
            components: has_components(body),
            channel,
        };
        self.st().held.insert(message, held);
    }

    /// A message edited (a deferred answer's first edit included: it starts empty); refused
    /// if the message would be left with nothing to show.
    pub(super) fn hold_edited(&self, message: u64, body: &Value) -> Result<(), (u16, u64, String)> {
        let mut held = self.st().held.get(&message).cloned().unwrap_or_default();
        if let Some(c) = body.get("content").and_then(Value::as_str) {
            held.content = c.to_string();
        }
        if let Some(rows) = body.get("components") {
            held.components = rows.as_array().is_some_and(|a| !a.is_empty());
        }
        if let Some(listed) = body.get("attachments").and_then(Value::as_array) {
            let id_of = |a: &Value| match &a["id"] {
                Value::String(s) => s.parse::<u64>().ok(),
                Value::Number(n) => n.as_u64(),
                _ => None,
            };
            let keep: Vec<u64> = listed.iter().filter_map(id_of).collect();
            held.files.retain(|(id, _)| keep.contains(id));
        }
        for h in uploaded(body) {
            held.files.push((self.id(), h));
        }
        // Discord trims a message's text: blanks alone are no text.
        if held.content.trim().is_empty() && held.files.is_empty() && !held.components {
            return Err((400, 50006, "Cannot send an empty message".into()));
        }
        self.st().held.insert(message, held);
        Ok(())
    }

    /// Whether `message` is one the bot posted (Discord edits no other: 10008).
    /// Whether message `message` is held in channel `channel` (Discord answers Unknown
    /// Message for a message of another channel).
    pub(super) fn holds(&self, message: u64, channel: u64) -> bool {
        self.st()
            .held
            .get(&message)
            .is_some_and(|h| h.channel.is_none_or(|c| c == channel))
    }

    /// The files message `message` holds now, their bytes in hex, oldest first.
    pub fn attachments(&self, message: u64) -> Vec<String> {
        self.st()
            .held
            .get(&message)
            .map(|h| h.files.iter().map(|(_, x)| x.clone()).collect())
            .unwrap_or_default()
    }

    /// The text message `message` shows now.
    pub fn content_of(&self, message: u64) -> Option<String> {
        self.st().held.get(&message).map(|h| h.content.clone())
    }
}
