//! The fair-dice proof every game shares (RULINGS R30): the seed's hash posted at the start,
//! the commitment that binds a game's settings, number, channel and organiser to it, and the
//! log's hash posted at the end, in one canonical encoding. Each game's export and `verify`
//! are its own (`games::dungeonquest::audit`, `games::record`).

use serde::Serialize;
use sha2::{Digest, Sha256};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// The SHA-256 of a seed, as lowercase hex: what the bot posts when a game starts.
pub fn seed_hash(seed: &[u8; 32]) -> String {
    hex(&Sha256::digest(seed))
}

pub fn seed_hex(seed: &[u8; 32]) -> String {
    hex(seed)
}

/// The commitment posted beside the seed's hash when a game starts: the SHA-256, as lowercase
/// hex, of the canonical JSON (compact, keys sorted, as [`log_hash`] encodes an event) of
/// `{"channel", "game", "organiser", "seed_sha256", "settings"}`, the settings as they stand
/// at the start. It binds what an export says of the game to what was posted.
pub fn commitment(
    seed_sha256: &str,
    settings: &impl Serialize,
    game: i64,
    channel: &str,
    organiser: &str,
) -> String {
    let v = serde_json::json!({
        "channel": channel,
        "game": game,
        "organiser": organiser,
        "seed_sha256": seed_sha256,
        "settings": settings,
    });
    hex(&Sha256::digest(serde_json::to_vec(&v).unwrap_or_default()))
}

/// The commitment a game of another kind (Dungeon Raiders) posts when it is opened, beside
/// the seed's hash: the SHA-256, as lowercase hex, of the canonical JSON of `{"channel",
/// "game", "kind", "organiser", "seed_sha256"}`. It binds what its record says of the game;
/// its settings are chosen afterwards, in its log, which the log's hash binds.
pub fn opening_commitment(
    seed_sha256: &str,
    kind: &str,
    game: i64,
    channel: &str,
    organiser: &str,
) -> String {
    let v = serde_json::json!({
        "channel": channel,
        "game": game,
        "kind": kind,
        "organiser": organiser,
        "seed_sha256": seed_sha256,
    });
    hex(&Sha256::digest(serde_json::to_vec(&v).unwrap_or_default()))
}

/// The SHA-256 of a complete log, as lowercase hex: what the bot posts when a game ends.
/// Canonical encoding: each event as compact JSON with object keys sorted (byte order; all
/// keys are ASCII), no spaces, non-ASCII characters as themselves (UTF-8), only integers as
/// numbers; each followed by one `\n`; all events concatenated in log order. In Python:
/// `sha256("".join(json.dumps(e, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
/// + "\n" for e in export["events"]).encode()).hexdigest()`.
pub fn log_hash(events: &[impl Serialize]) -> String {
    let mut h = Sha256::new();
    for e in events {
        // Through `Value`, whose objects keep their keys sorted. Serialising an event cannot
        // fail: every field is plain data with string keys.
        let canonical = serde_json::to_value(e)
            .and_then(|v| serde_json::to_vec(&v))
            .unwrap_or_default();
        h.update(canonical);
        h.update(b"\n");
    }
    hex(&h.finalize())
}

/// [`log_hash`]'s canonical encoding over a log's entries as a file holds them (a game of
/// another kind's, and a DungeonQuest export read from its file).
pub fn entries_hash(entries: &[serde_json::Value]) -> String {
    let mut h = Sha256::new();
    for e in entries {
        h.update(serde_json::to_vec(e).unwrap_or_default());
        h.update(b"\n");
    }
    hex(&h.finalize())
}

/// The SHA-256 of a log's canonical text ([`entries_text`]), as lowercase hex.
pub fn text_hash(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// The very bytes [`entries_hash`] is over, as text (what a record page hashes again).
pub fn entries_text(entries: &[serde_json::Value]) -> String {
    let mut out = String::new();
    for e in entries {
        out.push_str(&serde_json::to_string(e).unwrap_or_default());
        out.push('\n');
    }
    out
}

/// A seed from its hex (an export's).
pub fn seed_from_hex(s: &str) -> Option<[u8; 32]> {
    unhex(s)?.try_into().ok()
}
