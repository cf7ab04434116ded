//! What the store remembers between queries while its process is the database's only writer
//! (a SQLite file held, `Store::remember`): which game a channel runs, which games a user
//! sits at, and when a game's log last held an entry of some kind. Every write that could
//! change an answer goes through this store and forgets or updates it (`changed`,
//! `appended`), so it answers as the database would, one trip to the database's thread
//! sooner. A shared database (Postgres) never remembers: another process may write it.
//!
//! A read that raced a write (begun before it, answered after it) is not kept: each kept
//! answer carries the write count it was asked under (`gen`).

use super::GameRow;
use std::collections::HashMap;

#[derive(Debug, Default)]
pub(super) struct Memo {
    /// Remembering at all: only while this process is the database's only writer.
    on: bool,
    /// Writes that changed which game a channel runs or who sits where, so far.
    gen: u64,
    /// A channel's latest game (`open`: the unfinished only), as `Store::in_channel` read it.
    channels: HashMap<(String, bool), Option<GameRow>>,
    /// The unfinished games a user sits at or organises, newest first.
    users: HashMap<String, Vec<GameRow>>,
    /// When (Unix seconds) game `id`'s log last held an entry beginning with `{"KIND"`
    /// (None: never), as `Store::hours_since` reads it.
    marks: HashMap<(i64, String), Option<f64>>,
    /// When (Unix seconds) game `id`'s entry number `seq` was stored (an entry, once stored,
    /// never changes), as `Store::hours_since_entry` reads it: where a wait began.
    entries: HashMap<(i64, usize), f64>,
}

impl Memo {
    pub fn start(&mut self) {
        self.on = true;
    }

    /// The write count a read begins under (None: nothing is remembered).
    pub fn reading(&self) -> Option<u64> {
        self.on.then_some(self.gen)
    }

    /// Whether an answer read under write count `gen` may be kept: remembering, and no write
    /// since its read began.
    fn current(&self, gen: Option<u64>) -> bool {
        gen == Some(self.gen)
    }

    pub fn channel(&self, channel: &str, open: bool) -> Option<Option<GameRow>> {
        self.channels.get(&(channel.to_string(), open)).cloned()
    }

    pub fn keep_channel(
        &mut self,
        gen: Option<u64>,
        channel: &str,
        open: bool,
        row: &Option<GameRow>,
    ) {
        if self.current(gen) {
            self.channels
                .insert((channel.to_string(), open), row.clone());
        }
    }

    pub fn user(&self, user: &str) -> Option<Vec<GameRow>> {
        self.users.get(user).cloned()
    }

    pub fn keep_user(&mut self, gen: Option<u64>, user: &str, rows: &[GameRow]) {
        if self.current(gen) {
            self.users.insert(user.to_string(), rows.to_vec());
        }
    }

    pub fn mark(&self, game: i64, kind: &str) -> Option<Option<f64>> {
        self.marks.get(&(game, kind.to_string())).copied()
    }

    pub fn entry_at(&self, game: i64, seq: usize) -> Option<f64> {
        self.entries.get(&(game, seq)).copied()
    }

    /// An entry's time, kept while remembering (it never changes once stored); the oldest
    /// are let go past a bound, as the waits they began are long over.
    pub fn keep_entry_at(&mut self, game: i64, seq: usize, at: f64) {
        if !self.on {
            return;
        }
        if self.entries.len() >= 100_000 {
            self.entries.clear();
        }
        self.entries.insert((game, seq), at);
    }

    pub fn keep_mark(&mut self, gen: Option<u64>, game: i64, kind: &str, at: Option<f64>) {
        if self.current(gen) {
            self.marks.insert((game, kind.to_string()), at);
        }
    }

    /// A write changed a game's row or seats, or added a game: which game a channel runs and
    /// who sits where are asked of the database again.
    pub fn changed(&mut self) {
        self.gen += 1;
        self.channels.clear();
        self.users.clear();
    }

    /// Entries stored at `at` in game `game`'s log: each kind remembered for it that one of
    /// them begins with was last seen then. (The count moves on too: a mark read before this
    /// write and answered after it is not kept.)
    pub fn appended(&mut self, game: i64, at: f64, entries: &[String]) {
        self.gen += 1;
        for ((g, kind), last) in self.marks.iter_mut() {
            if *g == game && entries.iter().any(|e| begins_with_kind(e, kind)) {
                *last = Some(at);
            }
        }
    }
}

/// Whether a log entry begins as `hours_since`'s pattern `{"KIND%` matches it (SQLite's LIKE
/// ignores the case of ASCII letters).
fn begins_with_kind(entry: &str, kind: &str) -> bool {
    let head = format!("{{\"{kind}\"");
    entry
        .get(..head.len())
        .is_some_and(|h| h.eq_ignore_ascii_case(&head))
}

/// The memo of a store, to read or change. A panic while holding it cannot leave it
/// half-changed in a way that matters more than losing it: everything is forgotten then.
pub fn lock(memo: &std::sync::Mutex<Memo>) -> std::sync::MutexGuard<'_, Memo> {
    memo.lock().unwrap_or_else(|e| {
        let mut m = e.into_inner();
        m.changed();
        m
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64) -> GameRow {
        GameRow {
            id,
            channel: "c".into(),
            organiser: "o".into(),
            seed: [0; 32],
            settings: "{}".into(),
            kind: "raiders".into(),
            phase: "setup".into(),
            server: "local".into(),
            campaign: String::new(),
            lang: crate::lang::Lang::En,
        }
    }

    #[test]
    fn nothing_is_kept_unless_remembering() {
        let mut m = Memo::default();
        let gen = m.reading();
        m.keep_channel(gen, "c", true, &Some(row(1)));
        assert!(m.channel("c", true).is_none());
        m.start();
        let gen = m.reading();
        m.keep_channel(gen, "c", true, &Some(row(1)));
        assert_eq!(m.channel("c", true).unwrap().unwrap().id, 1);
        assert!(m.channel("c", false).is_none());
    }

    #[test]
    fn a_read_raced_by_a_write_is_not_kept() {
        let mut m = Memo::default();
        m.start();
        let gen = m.reading();
        m.changed();
        m.keep_channel(gen, "c", true, &None);
        m.keep_user(gen, "u", &[row(2)]);
        assert!(m.channel("c", true).is_none());
        assert!(m.user("u").is_none());
        let gen = m.reading();
        m.keep_user(gen, "u", &[row(2)]);
        m.changed();
        assert!(m.user("u").is_none(), "a change forgets who sits where");
    }

    #[test]
    fn an_entry_of_a_remembered_kind_moves_its_mark() {
        let mut m = Memo::default();
        m.start();
        let gen = m.reading();
        m.keep_mark(gen, 7, "CombatStarted", None);
        m.keep_mark(gen, 8, "CombatStarted", Some(5.0));
        m.appended(7, 100.0, &[r#"{"Moved":{}}"#.into()]);
        assert_eq!(m.mark(7, "CombatStarted"), Some(None));
        m.appended(
            7,
            200.0,
            &[r#"{"Moved":{}}"#.into(), r#"{"combatstarted":1}"#.into()],
        );
        assert_eq!(m.mark(7, "CombatStarted"), Some(Some(200.0)));
        assert_eq!(
            m.mark(8, "CombatStarted"),
            Some(Some(5.0)),
            "another game's"
        );
        assert!(!begins_with_kind(
            r#"{"CombatStartedX":1}"#,
            "CombatStarted"
        ));
        assert!(!begins_with_kind("{", "CombatStarted"));
    }
}
