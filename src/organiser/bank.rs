//! The time bank (issue 37), the same at every game's table: each player has extension days
//! for a game and vacation days a month. When a deadline passes, the bank pays a day before the
//! computer player (or a skip, or a reminder) takes the turn. The channel and the player (by
//! DM) are told. It pays only for a seat the game still waits on, so never for someone who
//! has played. A player may refuse his bank (`!dq bank off`), and time away (`!dq away 3d`)
//! draws on the month's vacation days. Every day paid is an entry of the table's ledger beside
//! the log (`store::ledger`), written once whichever process's clock pays it.

use super::desk::Post;
use super::{Organiser, Reply, Target};
use crate::lang::{text, Lang};
use crate::manage::BankOrder;
use crate::store::LedgerEntry;
use anyhow::Result;

/// Extension days a seat has for a game until its organiser opens the bank: none, so that a
/// deadline means what it says unless the table chose otherwise (as deadlines themselves are
/// the organiser's choice, `turn_hours`).
pub(crate) const EXTENSION_DAYS: u32 = 0;
/// Vacation days a seat has a month at a game until its organiser opens the bank.
pub(crate) const VACATION_DAYS: u32 = 0;
/// The hours a day of the bank adds to a deadline.
const DAY: f64 = 24.0;

/// The calendar month (UTC) of `at`, Unix seconds.
fn month(at: f64) -> (i32, u32) {
    use chrono::Datelike;
    let t = chrono::DateTime::from_timestamp(at as i64, 0).unwrap_or_default();
    (t.year(), t.month())
}

/// What `user` has left of a bank of `terms` (extension days, vacation days a month), from
/// the game's `ledger`, in the month of `now`: (extension days, vacation days).
pub(crate) fn left(ledger: &[LedgerEntry], user: &str, terms: (u32, u32), now: f64) -> (u32, u32) {
    let mine = ledger.iter().filter(|e| e.user == user);
    let (mut extension, mut vacation) = (0, 0);
    for e in mine {
        match e.kind.as_str() {
            "extension" => extension += e.days,
            "vacation" | "away" if month(e.at) == month(now) => vacation += e.days,
            _ => {}
        }
    }
    (
        terms.0.saturating_sub(extension),
        terms.1.saturating_sub(vacation),
    )
}

/// The hours the bank has added to `user`'s deadline on the wait that began at `wait`.
pub(crate) fn banked(ledger: &[LedgerEntry], user: &str, wait: usize) -> f64 {
    let days: u32 = ledger
        .iter()
        .filter(|e| e.user == user && e.wait == wait)
        .filter(|e| matches!(e.kind.as_str(), "extension" | "vacation"))
        .map(|e| e.days)
        .sum();
    f64::from(days) * DAY
}

impl Organiser {
    /// Game `id`'s bank: (extension days for the game, vacation days a month).
    pub(super) async fn bank_terms(&self, id: i64) -> Result<(u32, u32)> {
        Ok(self
            .desk
            .store
            .bank(id)
            .await?
            .unwrap_or((EXTENSION_DAYS, VACATION_DAYS)))
    }

    /// A deadline of `hours` has passed for each of `late` at game `id`, on a wait `idle`
    /// hours long: the bank pays for each whose bank holds a day and who takes it. The
    /// extension days go first, then the month's vacation days, as many as cover the time
    /// gone. Returns those it did not pay for (still late) and what the channel and each
    /// player paid for are told.
    pub(super) async fn bank_pays(
        &mut self,
        id: i64,
        late: Vec<usize>,
        idle: f64,
        hours: f64,
    ) -> Result<(Vec<usize>, Vec<Reply>)> {
        let terms = self.bank_terms(id).await?;
        if late.is_empty() || terms == (0, 0) {
            return Ok((late, Vec::new()));
        }
        let ledger = self.desk.store.ledger(id).await?;
        let now = self.desk.now();
        let (row, wait, sitters) = {
            let l = &self.desk.games[&id];
            (l.row.clone(), super::seated::wait_of(l), l.game.sitters())
        };
        let (mut still, mut out) = (Vec::new(), Vec::new());
        for seat in late {
            let Some(x) = sitters.get(seat) else {
                continue;
            };
            // Someone away is played for as he asked; a refused bank pays nothing.
            if self.desk.is_away(id, &x.user) || self.desk.store.bank_off(&x.user).await? {
                still.push(seat);
                continue;
            }
            let gone = self.desk.waited_since_back(id, &x.user, idle);
            let before = banked(&ledger, &x.user, wait);
            if gone < hours + before {
                // Another process's clock paid meanwhile: his deadline is still to come.
                continue;
            }
            let (mut extension, mut vacation) = left(&ledger, &x.user, terms, now);
            let mut paid = Vec::new();
            while gone >= hours + before + DAY * paid.len() as f64 {
                let kind = if extension > 0 {
                    extension -= 1;
                    "extension"
                } else if vacation > 0 {
                    vacation -= 1;
                    "vacation"
                } else {
                    break;
                };
                paid.push(kind);
            }
            if paid.is_empty() {
                still.push(seat);
                continue;
            }
            let days_before = (before / DAY) as usize;
            for (n, kind) in paid.iter().enumerate() {
                let entry = LedgerEntry::new(id, &x.user, kind, (wait, 1), now);
                let key = format!("bank:{}:{wait}:{}", x.user, days_before + n);
                self.desk.store.ledger_add(&key, &entry).await?;
            }
            let left_hours = hours + before + DAY * paid.len() as f64 - gone;
            let lang = self.desk.reader_lang(&x.user, row.lang);
            let when_in = |l: Lang| crate::lang::within(l, || self.desk.when(left_hours));
            let vars = [
                ("name", x.name.clone()),
                ("days", paid.len().to_string()),
                ("when", when_in(row.lang)),
                ("extension", extension.to_string()),
                ("vacation", vacation.to_string()),
                ("game", id.to_string()),
                ("channel", self.desk.mentions.channel(&row.channel)),
            ];
            out.push(Reply::say(
                Target::Channel(row.channel.clone()),
                text(row.lang, "bank-paid", &vars),
            ));
            let mut vars = vars;
            vars[2].1 = when_in(lang);
            out.push(Reply::ping(
                &x.user,
                id,
                lang,
                text(lang, "bank-paid-dm", &vars),
            ));
        }
        Ok((still, out))
    }

    /// The hours the bank has added to the deadline every one of `users` at game `id` is
    /// late on now (the least of theirs): what the deadline line counts from.
    pub(super) async fn banked_for(&self, id: i64, users: &[String]) -> Result<f64> {
        let Some(l) = self.desk.games.get(&id) else {
            return Ok(0.0);
        };
        if users.is_empty() || self.seated_turn_hours(id).is_none() {
            return Ok(0.0);
        }
        let wait = super::seated::wait_of(l);
        let ledger = self.desk.store.ledger(id).await?;
        Ok(users
            .iter()
            .map(|u| banked(&ledger, u, wait))
            .fold(f64::INFINITY, f64::min))
    }

    /// `!dq bank on|off` anywhere: the sender takes his time bank again, or refuses it, at
    /// every game.
    pub(super) async fn bank_use(&mut self, post: &Post<'_>, on: bool) -> Result<Vec<Reply>> {
        self.desk.store.set_bank_off(&post.input.user, !on).await?;
        let key = if on { "bank-on" } else { "bank-off" };
        Ok(post.say(crate::lang::tr(key, &[])))
    }

    /// `!dq bank ...` at game `id`: the bank shown, taken or refused, or (its organiser) the
    /// game's days changed, said in its channel.
    pub(super) async fn seated_bank(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
        order: BankOrder,
    ) -> Result<Vec<Reply>> {
        let (extension, vacation) = self.bank_terms(id).await?;
        let terms = match order {
            BankOrder::Use(on) => return self.bank_use(post, on).await,
            BankOrder::Show => {
                let lines = self.bank_lines(id, crate::lang::current()).await?;
                return Ok(super::desk::reply::render_split(
                    &post.origin,
                    &lines.join("\n"),
                ));
            }
            _ if !organiser => return Ok(post.say(self.organiser_only(id))),
            BankOrder::Days(n) => (n, vacation),
            BankOrder::Vacation(n) => (extension, n),
        };
        self.desk.store.set_bank(id, terms).await?;
        let row = &self.desk.games[&id].row;
        let said = text(
            row.lang,
            "bank-set",
            &[
                ("extension", terms.0.to_string()),
                ("vacation", terms.1.to_string()),
            ],
        );
        Ok(post.announce(&row.channel, said))
    }

    /// Game `id`'s bank in `lang`: its terms, then what each seat still in play has left
    /// (or that he refuses it).
    pub(super) async fn bank_lines(&self, id: i64, lang: Lang) -> Result<Vec<String>> {
        let terms = self.bank_terms(id).await?;
        if terms == (0, 0) {
            return Ok(vec![text(lang, "bank-closed", &[])]);
        }
        let ledger = self.desk.store.ledger(id).await?;
        let now = self.desk.now();
        let mut lines = vec![text(
            lang,
            "bank-terms",
            &[
                ("extension", terms.0.to_string()),
                ("vacation", terms.1.to_string()),
            ],
        )];
        let Some((_, g)) = self.table(id) else {
            return Ok(lines);
        };
        let sitters = g.sitters();
        for s in g.playing() {
            let Some(x) = sitters
                .get(s)
                .filter(|x| !super::desk::away::is_computer(&x.user))
            else {
                continue;
            };
            let (extension, vacation) = left(&ledger, &x.user, terms, now);
            let off = self.desk.store.bank_off(&x.user).await?;
            let vars = [
                ("name", x.name.clone()),
                ("extension", extension.to_string()),
                ("vacation", vacation.to_string()),
                ("off", if off { "yes" } else { "no" }.to_string()),
            ];
            lines.push(text(lang, "bank-seat", &vars));
        }
        Ok(lines)
    }

    /// `!dq away HOURS` by `user` at game `id` (whose log is `len` entries long), taken; he
    /// was already away until `covered` (Unix seconds; 0: he was not): the month's vacation
    /// days it draws (as many as the new time covers, of those left), written in the ledger;
    /// the channel's line of it, when it drew any.
    pub(super) async fn bank_away(
        &mut self,
        id: i64,
        user: &str,
        (hours, covered): (u32, f64),
        len: usize,
    ) -> Result<Option<Reply>> {
        let terms = self.bank_terms(id).await?;
        if terms.1 == 0 {
            return Ok(None);
        }
        let ledger = self.desk.store.ledger(id).await?;
        let now = self.desk.now();
        let (_, vacation) = left(&ledger, user, terms, now);
        // Only the days past what time away he had already taken (and paid for) are new.
        let until = now + f64::from(hours) * 3600.0;
        let new_hours = (until - covered.max(now)).max(0.0) / 3600.0;
        // (A moment's difference between two clocks' readings is no new day.)
        let days = ((new_hours / DAY - 1e-4).ceil().max(0.0) as u32).min(vacation);
        // The how-manyth time away of his that draws: one entry each, whichever process.
        let drawn = ledger
            .iter()
            .filter(|e| e.user == user && e.kind == "away")
            .count();
        if days == 0 {
            return Ok(None);
        }
        let entry = LedgerEntry::new(id, user, "away", (len, days), now);
        if !self
            .desk
            .store
            .ledger_add(&format!("away:{user}:{drawn}"), &entry)
            .await?
        {
            return Ok(None);
        }
        let row = &self.desk.games[&id].row;
        let vars = [
            ("days", days.to_string()),
            ("vacation", (vacation - days).to_string()),
        ];
        Ok(Some(Reply::say(
            Target::Channel(row.channel.clone()),
            text(row.lang, "bank-away", &vars),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::{banked, left, LedgerEntry};

    fn entry(user: &str, kind: &str, wait: usize, days: u32, at: f64) -> LedgerEntry {
        LedgerEntry::new(1, user, kind, (wait, days), at)
    }

    /// 2026-11-28 and 2026-12-02, noon UTC.
    const NOV: f64 = 1_795_867_200.0;
    const DEC: f64 = 1_796_212_800.0;

    #[test]
    fn the_extension_days_are_the_games_and_the_vacation_days_the_months() {
        let ledger = [
            entry("a", "extension", 4, 1, NOV),
            entry("a", "vacation", 9, 1, NOV),
            entry("a", "away", 12, 3, NOV),
            entry("b", "extension", 4, 1, NOV),
            entry("a", "disorder", 20, 0, NOV),
        ];
        assert_eq!(left(&ledger, "a", (2, 7), NOV), (1, 3));
        // A new month gives the vacation days back, never the game's extension days.
        assert_eq!(left(&ledger, "a", (2, 7), DEC), (1, 7));
        assert_eq!(left(&ledger, "c", (2, 7), NOV), (2, 7));
        // Spent past what an organiser later lowered the bank to: nothing left, never less.
        assert_eq!(left(&ledger, "a", (0, 2), NOV), (0, 0));
    }

    #[test]
    fn a_deadline_is_moved_by_the_days_paid_on_its_own_wait_alone() {
        let ledger = [
            entry("a", "extension", 4, 1, NOV),
            entry("a", "vacation", 4, 1, NOV),
            entry("a", "extension", 9, 1, NOV),
            entry("a", "away", 4, 3, NOV),
            entry("b", "extension", 4, 1, NOV),
        ];
        assert_eq!(banked(&ledger, "a", 4), 48.0);
        assert_eq!(banked(&ledger, "a", 9), 24.0);
        assert_eq!(banked(&ledger, "a", 5), 0.0);
    }
}
