//! Civil disorder (issue 37), the same at every game's table. After `missed_turns_limit`
//! deadlines in a row, a seat falls to the computer player for good, so one absent seat never
//! holds a table hostage. The channel, the player and the organiser are told, and the fall is
//! written in the table's ledger (each missed deadline is too, and a play of his own ends
//! the streak); the record page and the profile read it from there. The
//! player cannot take the seat back by playing or by `!dq back`: the organiser allows him
//! (`!dq restore NAME`), and he is welcomed as a player back from time away. The computer
//! plays the seat as it plays for someone away, through time away's one gate: a time away
//! that never runs out (`desk::away::DISORDER_UNTIL`).

use super::desk::away::DISORDER_UNTIL;
use super::desk::Post;
use super::{Organiser, Reply, Target};
use crate::lang::text;
use crate::store::LedgerEntry;
use anyhow::Result;

/// The deadlines `user` has let pass in a row at a game, from its `ledger`: those since he
/// last played himself, came back from civil disorder or fell into it.
pub(crate) fn streak(ledger: &[LedgerEntry], user: &str) -> usize {
    ledger
        .iter()
        .rev()
        .filter(|e| e.user == user)
        .take_while(|e| !matches!(e.kind.as_str(), "played" | "restored" | "disorder"))
        .filter(|e| e.kind == "missed")
        .count()
}

impl Organiser {
    /// The clock played for seat `seat` at game `id` because he let a deadline of the turn
    /// named `turn` pass (`Seated::turn_key`): the ledger keeps it (once a turn), and at the
    /// game's limit of them in a row the seat falls to the computer player.
    pub(super) async fn missed_deadline(
        &mut self,
        id: i64,
        seat: usize,
        turn: &str,
    ) -> Result<Vec<Reply>> {
        let (row, len, limit, sitter) = {
            let l = &self.desk.games[&id];
            let limit = l.game.missed_turns_limit();
            (
                l.row.clone(),
                l.len,
                limit,
                l.game.sitters().get(seat).cloned(),
            )
        };
        let Some(x) = sitter else {
            return Ok(Vec::new());
        };
        let now = self.desk.now();
        let missed = LedgerEntry::new(id, &x.user, "missed", (len, 0), now);
        let key = format!("missed:{}:{turn}", x.user);
        self.desk.store.ledger_add(&key, &missed).await?;
        let missed = streak(&self.desk.store.ledger(id).await?, &x.user);
        if limit == 0 || missed < limit as usize || self.desk.in_disorder(id, &x.user) {
            return Ok(Vec::new());
        }
        let entry = LedgerEntry::new(id, &x.user, "disorder", (len, 0), now);
        let key = format!("disorder:{}:{len}", x.user);
        if !self.desk.store.ledger_add(&key, &entry).await? {
            return Ok(Vec::new());
        }
        self.desk
            .store
            .set_away(id, &x.user, DISORDER_UNTIL, "disorder", len)
            .await?;
        self.desk.away_again(id).await?;
        // The fall says it: the line for time away's takeover is not said after it.
        let over = format!("away-over:{}:{len}", x.user);
        self.desk.store.remind_once(id, &over).await?;
        let vars = [
            ("name", x.name.clone()),
            ("count", missed.to_string()),
            ("game", id.to_string()),
            ("channel", self.desk.mentions.channel(&row.channel)),
            ("organiser", self.desk.user_label(&row.organiser)),
        ];
        let player = self.desk.reader_lang(&x.user, row.lang);
        let organiser = self.desk.reader_lang(&row.organiser, row.lang);
        Ok(vec![
            Reply::say(
                Target::Channel(row.channel.clone()),
                text(row.lang, "disorder-fell", &vars),
            ),
            Reply::ping(
                &x.user,
                row.id,
                player,
                text(player, "disorder-fell-dm", &vars),
            ),
            Reply::say(
                Target::Dm(row.organiser.clone()),
                text(organiser, "disorder-fell-organiser", &vars),
            ),
        ])
    }

    /// `user` played himself at game `id`, whose log is now `len` entries long: a streak of
    /// deadlines he let pass ends (noted in the ledger only when one ran, and only where
    /// deadlines run).
    pub(super) async fn played_himself(&mut self, id: i64, user: &str, len: usize) -> Result<()> {
        if self.seated_turn_hours(id).is_none() {
            return Ok(());
        }
        if streak(&self.desk.store.ledger(id).await?, user) == 0 {
            return Ok(());
        }
        let entry = LedgerEntry::new(id, user, "played", (len, 0), self.desk.now());
        let key = format!("played:{user}:{len}");
        self.desk.store.ledger_add(&key, &entry).await?;
        Ok(())
    }

    /// `!dq restore NAME` at game `id`: its organiser allows a seat in civil disorder back to
    /// its player, who is welcomed as from time away; the ledger notes it.
    pub(super) async fn restore(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
        name: &str,
    ) -> Result<Vec<Reply>> {
        if !organiser {
            return Ok(post.say(self.organiser_only(id)));
        }
        let sitters = self.desk.games[&id].game.sitters();
        let named = sitters.iter().map(|s| (s.user.as_str(), s.name.as_str()));
        let Some(seat) = super::desk::seats::seat_named(named, name) else {
            let names = sitters.iter().map(|s| s.name.as_str());
            return Ok(post.say(super::desk::seats::no_player(names, name)));
        };
        let x = &sitters[seat];
        self.desk.away_of(id).await?;
        if !self.desk.in_disorder(id, &x.user) {
            let vars = [("name", x.name.clone())];
            return Ok(post.say(crate::lang::tr("disorder-restore-not", &vars)));
        }
        let len = self.desk.games[&id].len;
        let entry = LedgerEntry::new(id, &x.user, "restored", (len, 0), self.desk.now());
        self.desk
            .store
            .ledger_add(&format!("restored:{}:{len}", x.user), &entry)
            .await?;
        let lent = self.lent(id);
        let back = self.desk.restored(&*lent, &x.user).await?;
        drop(lent);
        let row = &self.desk.games[&id].row;
        let said = text(row.lang, "disorder-restored", &[("name", x.name.clone())]);
        // His welcome right after the channel's line.
        let mut out = post.announce(&row.channel, said);
        out.splice(1..1, back);
        Ok(out)
    }
}
