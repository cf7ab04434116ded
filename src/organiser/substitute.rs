//! A call for a substitute (issue 37), the same at every game's table: the organiser posts
//! `!dq sub wanted NAME` for a seat (one in civil disorder, or whose player asked to leave),
//! and anyone not seated at the game answers `!dq sub` to take it, through `!dq replace`'s
//! path: the game's own `Move::Replace`, decided with the organiser's rights he gave by his
//! call. The call and its answer are entries of the table's ledger (`sub-wanted`,
//! `sub-taken`, `sub-cancelled`), so any process sees an open call, and one answer takes it.

use super::desk::Post;
use super::{Organiser, Reply};
use crate::games::{Move, Who};
use crate::lang::{text, tr};
use crate::manage::SubOrder;
use crate::store::LedgerEntry;
use anyhow::Result;

/// The users of game's seats a substitute is wanted for now, from its ledger: a call not yet
/// taken or cancelled.
pub(crate) fn wanted(ledger: &[LedgerEntry]) -> Vec<String> {
    let mut open: Vec<String> = Vec::new();
    for e in ledger {
        match e.kind.as_str() {
            "sub-wanted" if !open.contains(&e.user) => open.push(e.user.clone()),
            "sub-taken" | "sub-cancelled" => open.retain(|u| u != &e.user),
            _ => {}
        }
    }
    open
}

impl Organiser {
    /// `!dq sub ...` at game `id`.
    pub(super) async fn substitute(
        &mut self,
        post: &Post<'_>,
        id: i64,
        (who, organiser): (Who, bool),
        order: SubOrder,
    ) -> Result<Vec<Reply>> {
        match order {
            SubOrder::Take { name } => self.take_seat(post, id, who, name.as_deref()).await,
            SubOrder::Wanted { .. } | SubOrder::Cancel { .. } if !organiser => {
                Ok(post.say(self.organiser_only(id)))
            }
            SubOrder::Wanted { name } => self.call(post, id, &name, "sub-wanted").await,
            SubOrder::Cancel { name } => self.call(post, id, &name, "sub-cancelled").await,
        }
    }

    /// The organiser's call for a substitute for the seat named `name` (`kind` `sub-wanted`),
    /// or its end (`sub-cancelled`): kept in the ledger and said in the channel.
    async fn call(
        &mut self,
        post: &Post<'_>,
        id: i64,
        name: &str,
        kind: &str,
    ) -> Result<Vec<Reply>> {
        let l = &self.desk.games[&id];
        if l.game.stage() != crate::games::Stage::Playing {
            return Ok(post.say(tr("sub-not-running", &[])));
        }
        let sitters = l.game.sitters();
        let named = sitters.iter().map(|s| (s.user.as_str(), s.name.as_str()));
        let Some(seat) = super::desk::seats::seat_named(named, name) else {
            let names = sitters.iter().map(|s| s.name.as_str());
            return Ok(post.say(super::desk::seats::no_player(names, name)));
        };
        let x = &sitters[seat];
        let (row, len) = (l.row.clone(), l.len);
        let ledger = self.desk.store.ledger(id).await?;
        let open = wanted(&ledger).contains(&x.user);
        let vars = [("name", x.name.clone())];
        match (kind, open) {
            ("sub-wanted", true) => return Ok(post.say(tr("sub-already", &vars))),
            ("sub-cancelled", false) => return Ok(post.say(tr("sub-none-for", &vars))),
            _ => {}
        }
        let entry = LedgerEntry::new(id, &x.user, kind, (len, 0), self.desk.now());
        let n = ledger.iter().filter(|e| e.user == x.user).count();
        let key = format!("{kind}:{}:{n}", x.user);
        self.desk.store.ledger_add(&key, &entry).await?;
        let said = text(row.lang, kind, &vars);
        Ok(post.announce(&row.channel, said))
    }

    /// `!dq sub [NAME]` by someone not seated at game `id`: he takes the seat a substitute is
    /// wanted for (the one named, when several are), as `!dq replace` would seat him.
    async fn take_seat(
        &mut self,
        post: &Post<'_>,
        id: i64,
        who: Who,
        name: Option<&str>,
    ) -> Result<Vec<Reply>> {
        if who != Who::Newcomer {
            return Ok(post.say(tr("sub-seated", &[])));
        }
        if let Some(why) = self.join_refused(id, &post.input.user).await? {
            return Ok(post.say(why));
        }
        let ledger = self.desk.store.ledger(id).await?;
        let open = wanted(&ledger);
        let sitters = self.desk.games[&id].game.sitters();
        let calls: Vec<usize> = open
            .iter()
            .filter_map(|u| sitters.iter().position(|s| &s.user == u))
            .collect();
        let names = || {
            calls
                .iter()
                .map(|&s| sitters[s].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let seat = match (name, calls.as_slice()) {
            (_, []) => return Ok(post.say(tr("sub-none", &[]))),
            (None, [one]) => *one,
            (None, _) => return Ok(post.say(tr("sub-which", &[("names", names())]))),
            (Some(n), _) => {
                let named = calls
                    .iter()
                    .map(|&s| (sitters[s].user.as_str(), sitters[s].name.as_str()));
                match super::desk::seats::seat_named(named, n) {
                    Some(k) => calls[k],
                    // Not a seat wanted: which are.
                    None => {
                        let vars = [("name", crate::lang::clip(n, 40)), ("names", names())];
                        return Ok(post.say(tr("sub-not-wanted", &vars)));
                    }
                }
            }
        };
        let old = sitters[seat].user.clone();
        let mv = Move::Replace {
            seat,
            user: post.input.user.clone(),
            name: post.input.name.clone(),
        };
        let out = self.seated_move(post, id, Who::Organiser, true, mv).await?;
        // Taken only if he now holds the seat (the game may have refused it).
        let taken = self
            .desk
            .games
            .get(&id)
            .is_some_and(|l| l.game.seat_of(&post.input.user) == Some(seat));
        if taken {
            let entry = LedgerEntry::new(
                id,
                &old,
                "sub-taken",
                (self.desk.games[&id].len, 0),
                self.desk.now(),
            );
            let n = ledger.iter().filter(|e| e.user == old).count();
            let key = format!("sub-taken:{old}:{n}");
            self.desk.store.ledger_add(&key, &entry).await?;
        }
        Ok(out)
    }

    /// The channel's line of the seats a substitute is wanted for at game `id`, if any.
    pub(super) async fn wanted_line(
        &self,
        id: i64,
        lang: crate::lang::Lang,
    ) -> Result<Option<String>> {
        let Some((_, g)) = self.table(id) else {
            return Ok(None);
        };
        let open = wanted(&self.desk.store.ledger(id).await?);
        let sitters = g.sitters();
        let names: Vec<String> = sitters
            .iter()
            .filter(|s| open.contains(&s.user))
            .map(|s| s.name.clone())
            .collect();
        Ok((!names.is_empty()).then(|| text(lang, "sub-status", &[("names", names.join(", "))])))
    }
}

#[cfg(test)]
mod tests {
    use super::{wanted, LedgerEntry};

    fn e(user: &str, kind: &str) -> LedgerEntry {
        LedgerEntry::new(1, user, kind, (0, 0), 0.0)
    }

    #[test]
    fn a_call_is_open_until_taken_or_cancelled() {
        let l = [
            e("bob", "sub-wanted"),
            e("cy", "sub-wanted"),
            e("bob", "missed"),
            e("cy", "sub-taken"),
            e("di", "sub-wanted"),
            e("di", "sub-cancelled"),
            e("di", "sub-wanted"),
        ];
        assert_eq!(wanted(&l), vec!["bob".to_string(), "di".to_string()]);
        assert!(wanted(&[]).is_empty());
    }
}
