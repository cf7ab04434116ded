//! Time away at any game's table, written once for every kind (turn 4 found one game's time
//! away ending in silence where the other's said so): `!dq away HOURS [REASON]` and `!dq
//! back`; its end when it runs out, when its player plays, and with the game; the channel's
//! line and the welcome back by DM (what happened meanwhile, as his seat reads it now); and
//! each return noted beside the log (`returns`: a player back has his whole deadline from his
//! return). What it needs of a game comes through `Presence`; what the bot then plays for
//! whoever is away is the caller's (its clock's).

use super::reply::{render_split, with_latest};
use super::{Desk, Post, Reply, Target};
use crate::games::Stage;
use crate::lang::Lang;
use crate::store::GameRow;
use anyhow::Result;

/// A game's table as time away sees it: its seats, who is still in play, and its log told
/// again to one seat.
pub(crate) trait Presence: Sync {
    /// The game's record: its number, its channel (where time away and returns are said)
    /// and its language (what its channel reads).
    fn row(&self) -> &GameRow;
    fn id(&self) -> i64 {
        self.row().id
    }
    fn channel(&self) -> &str {
        &self.row().channel
    }
    fn lang(&self) -> Lang {
        self.row().lang
    }
    fn stage(&self) -> Stage;
    /// The seat `user` holds, its player's name, and whether the seat is still in play.
    fn sitter(&self, user: &str) -> Option<(usize, String, bool)>;
    /// The users of the seats still in play.
    fn in_play(&self) -> Vec<String>;
    /// What the bot does at the turns of someone away, the Fluent id of its word
    /// (`deadline-away-does-autopilot`, or `-skip` where the game skips them).
    fn does(&self) -> &'static str;
    /// What the stored log (`entries`, the whole of it) tells `seat` from entry `since` on,
    /// as the seat reads it now, in `lang` (his own inputs may be left out).
    fn retold(&self, entries: &[String], seat: usize, since: usize, lang: Lang) -> Vec<String>;
}

/// Time away that never runs out: a seat in civil disorder, which the computer plays until
/// the organiser allows its player back (`organiser::disorder`), or a computer player's seat
/// (`!dq join bot`).
pub(crate) const DISORDER_UNTIL: f64 = 1.0e15;

/// The users of the computer players seated by `!dq join bot` begin with this: nothing is sent
/// to them, and they are never called by a mention.
pub(crate) const COMPUTER: &str = "computer:";

/// Whether `user` is a computer player seated by `!dq join bot`.
pub(crate) fn is_computer(user: &str) -> bool {
    user.starts_with(COMPUTER)
}

impl Desk {
    /// Whether `user`'s seat at game `id` is in civil disorder (as this process holds its time
    /// away).
    pub(crate) fn in_disorder(&self, id: i64, user: &str) -> bool {
        !is_computer(user)
            && self.away.get(&id).is_some_and(|l| {
                l.iter()
                    .any(|(u, until, _)| u == user && *until >= DISORDER_UNTIL)
            })
    }

    /// Whether `user`'s seat at game `id` is the computer player's for good (seated as one,
    /// or fallen to it in civil disorder): played at once, whether or not anyone is here.
    pub(crate) fn for_good(&self, id: i64, user: &str) -> bool {
        is_computer(user) || self.in_disorder(id, user)
    }

    /// The organiser allowed `user`'s seat at `at`'s table back from civil disorder: his
    /// welcome (the channel's line and his DM of what happened meanwhile).
    pub(crate) async fn restored(&mut self, at: &dyn Presence, user: &str) -> Result<Vec<Reply>> {
        Ok(self
            .returned(at, user, "disorder-back-dm")
            .await?
            .unwrap_or_default())
    }

    /// Game `id`'s time away as this process holds it (read from the store when not held).
    pub(crate) async fn away_of(&mut self, id: i64) -> Result<Vec<(String, f64, usize)>> {
        if let Some(l) = self.away.get(&id) {
            return Ok(l.clone());
        }
        let l = self.store.away(id).await?;
        self.away.insert(id, l.clone());
        Ok(l)
    }

    /// Read game `id`'s time away from the store again (after this process changed it, or
    /// another process may have).
    pub(crate) async fn away_again(&mut self, id: i64) -> Result<()> {
        let l = self.store.away(id).await?;
        self.away.insert(id, l);
        Ok(())
    }

    /// `!dq away HOURS [REASON]` by `post`'s sender at `at`'s table, whose log is `len`
    /// entries long: kept, and said in the game's channel (wherever he said it); Err: the
    /// refusal, nothing kept. The caller's clock then plays for whoever is away.
    pub(crate) async fn go_away(
        &mut self,
        post: &Post<'_>,
        at: &dyn Presence,
        (hours, reason): (u32, &str),
        len: usize,
    ) -> Result<std::result::Result<Vec<Reply>, Vec<Reply>>> {
        let user = &post.input.user;
        let refused = |key: &str| Ok(Err(post.say(crate::lang::tr(key, &[]))));
        let Some((_, name, in_play)) = at.sitter(user) else {
            return refused("deadline-away-not-seated");
        };
        self.away_of(at.id()).await?;
        if self.in_disorder(at.id(), user) {
            let name = [("name", name)];
            return Ok(Err(post.say(crate::lang::tr("disorder-refused", &name))));
        }
        match at.stage() {
            Stage::Setup => return refused("deadline-away-not-started"),
            Stage::Over => return refused("deadline-away-not-seated"),
            Stage::Playing if !in_play => return refused("deadline-away-not-seated"),
            Stage::Playing => {}
        }
        let id = at.id();
        let until = self.now() + f64::from(hours) * 3600.0;
        self.store.set_away(id, user, until, reason, len).await?;
        self.away_again(id).await?;
        let reason = match crate::lang::plain(reason, 80) {
            r if r.is_empty() => r,
            r => format!(" ({r})"),
        };
        // The last still in play to go away: each play waits for its deadline now.
        let all = at.in_play().iter().all(|u| self.is_away(id, u));
        let text = crate::lang::within(at.lang(), || {
            crate::lang::tr(
                if all {
                    "deadline-away-all"
                } else {
                    "deadline-away"
                },
                &[
                    ("name", name),
                    ("hours", hours.to_string()),
                    ("reason", reason),
                    ("does", crate::lang::tr(at.does(), &[])),
                ],
            )
        });
        Ok(Ok(render_split(
            &Target::Channel(at.channel().into()),
            &text,
        )))
    }

    /// `!dq back` by `post`'s sender: his welcome back (the channel's line and his DM), or
    /// the answer that he was not away. Whether he came back (the caller's clock then plays
    /// at once for whoever is still away).
    pub(crate) async fn come_back(
        &mut self,
        post: &Post<'_>,
        at: &dyn Presence,
    ) -> Result<(Vec<Reply>, bool)> {
        self.away_of(at.id()).await?;
        if self.in_disorder(at.id(), &post.input.user) {
            let name = [("name", post.input.name.clone())];
            return Ok((post.say(crate::lang::tr("disorder-refused", &name)), false));
        }
        let back = self
            .returned(at, &post.input.user, "deadline-back-dm")
            .await?;
        Ok(match back {
            Some(r) => (r, true),
            None => (
                post.say(crate::lang::tr("deadline-back-not-away", &[])),
                false,
            ),
        })
    }

    /// `user` plays while away: he is back (the bot stops playing for him) and is welcomed
    /// as by `!dq back`. Nothing if he was not away.
    pub(crate) async fn back_by_playing(
        &mut self,
        at: &dyn Presence,
        user: &str,
    ) -> Result<Vec<Reply>> {
        self.away_of(at.id()).await?;
        if !self.is_away(at.id(), user) {
            return Ok(Vec::new());
        }
        Ok(self
            .returned(at, user, "deadline-back-dm")
            .await?
            .unwrap_or_default())
    }

    /// Time away at `at`'s table that has run out ends: the channel hears that each player
    /// is back and he gets his welcome DM, from the one process whose clock ended it
    /// (`Store::clear_away` returns the row to the process that removed it).
    pub(crate) async fn away_run_out(&mut self, at: &dyn Presence) -> Result<Vec<Reply>> {
        let now = self.now();
        let over: Vec<String> = self
            .away_of(at.id())
            .await?
            .into_iter()
            .filter(|(_, until, _)| *until <= now)
            .map(|(user, _, _)| user)
            .collect();
        let mut out = Vec::new();
        for user in over {
            out.extend(
                self.returned(at, &user, "deadline-back-dm")
                    .await?
                    .unwrap_or_default(),
            );
        }
        Ok(out)
    }

    /// The game has ended, and every time away with it: whoever was still away hears by one
    /// DM what happened since he left, its end too; the channel hears nothing of it (nobody
    /// comes back to a finished game).
    pub(crate) async fn away_ended(&mut self, at: &dyn Presence) -> Result<Vec<Reply>> {
        let id = at.id();
        let now = self.now();
        let mut out = Vec::new();
        for (user, until, since) in self.store.away(id).await? {
            // Cleared here, by this process: the DM is this one's to send.
            let ended_here = self.store.clear_away(id, &user).await?.is_some();
            if !ended_here || until <= now {
                continue;
            }
            if let Some(dm) = self
                .welcome(at, &user, since, "deadline-ended-away-dm")
                .await?
            {
                out.push(dm);
            }
        }
        self.away_again(id).await?;
        Ok(out)
    }

    /// `user`'s time away at `at`'s table ends here: cleared (by this process), his return
    /// noted, and his welcome said: the channel's line and his DM under the line `head`.
    /// None if this process ended no time away of his.
    async fn returned(
        &mut self,
        at: &dyn Presence,
        user: &str,
        head: &str,
    ) -> Result<Option<Vec<Reply>>> {
        let id = at.id();
        let cleared = self.store.clear_away(id, user).await?;
        self.away_again(id).await?;
        let Some(since) = cleared else {
            return Ok(None);
        };
        let Some(dm) = self.welcome(at, user, since, head).await? else {
            return Ok(Some(Vec::new()));
        };
        let name = at.sitter(user).map(|(_, n, _)| n).unwrap_or_default();
        let said = crate::lang::text(at.lang(), "deadline-back", &[("name", name)]);
        let mut out = render_split(&Target::Channel(at.channel().into()), &said);
        out.push(dm);
        Ok(Some(out))
    }

    /// `user`'s return noted, and his DM of what happened since he left (the log from entry
    /// `since`, as his seat reads it), the most recent part when it is long, under the line
    /// `head`; None if he holds no seat.
    async fn welcome(
        &mut self,
        at: &dyn Presence,
        user: &str,
        since: usize,
        head: &str,
    ) -> Result<Option<Reply>> {
        let id = at.id();
        let now = self.now();
        self.store.set_returned(id, user, now).await?;
        self.returns_of(id).await?.insert(user.to_string(), now);
        // Back: his next notice at this game is a message of its own.
        self.store.ping_answered(id, user).await?;
        let Some((seat, _, _)) = at.sitter(user) else {
            return Ok(None);
        };
        let entries = self.store.entries(id).await?;
        let lang = self.reader_lang(user, at.lang());
        let game = [("game", id.to_string())];
        let mut lines = at.retold(&entries, seat, since, lang);
        // A line said twice in a row is told once.
        lines.dedup();
        let text = if lines.is_empty() {
            crate::lang::text(lang, &format!("{head}-nothing"), &game)
        } else {
            // What did not fit is in `!dq log`: said, not cut off silently.
            let left_out =
                |n: usize| crate::lang::text(lang, "welcome-left-out", &[("count", n.to_string())]);
            with_latest(&crate::lang::text(lang, head, &game), &lines, &left_out)
        };
        Ok(Some(Reply::say(Target::Dm(user.to_string()), text)))
    }
}

/// Why the clock plays for a seat (`Desk::taking_over`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TakenOver {
    /// Its player is away.
    Away,
    /// Its player let the deadline pass: his turn skipped (`skipped`), or played for him.
    Late { skipped: bool },
}

impl Desk {
    /// `on_deadline remind`: a seat (`user`, called in the channel by `mention`) has let the
    /// deadline of the wait the game names `wait` pass: the channel and he (by DM, in his own
    /// language) are told, once, at every game's table alike.
    pub(crate) async fn deadline_passed(
        &self,
        row: &GameRow,
        (seat, user, mention): (usize, &str, String),
        wait: usize,
    ) -> Result<Vec<Reply>> {
        let key = format!("deadline:{wait}:{seat}");
        if !self.store.remind_once(row.id, &key).await? {
            return Ok(Vec::new());
        }
        let said = crate::lang::text(row.lang, "deadline-passed", &[("mention", mention)]);
        let lang = self.reader_lang(user, row.lang);
        let dm = crate::lang::text(lang, "deadline-passed-dm", &[("game", row.id.to_string())]);
        Ok(vec![
            Reply::say(Target::Channel(row.channel.clone()), said),
            Reply::ping(user, row.id, lang, dm),
        ])
    }

    /// The clock starts playing for a seat of game `at` (`user`, called `name`), at every
    /// game's table alike: the channel hears why, and a player who let his deadline pass is
    /// told by DM (in his own language) what was done and how to say beforehand when he
    /// will be gone.
    pub(crate) fn taking_over(
        &self,
        at: &dyn Presence,
        (user, name): (&str, &str),
        why: TakenOver,
    ) -> Vec<Reply> {
        let (said, dm) = match why {
            TakenOver::Away => ("deadline-away-over", None),
            TakenOver::Late { skipped: true } => {
                ("deadline-skipped-over", Some("deadline-dm-skip"))
            }
            TakenOver::Late { skipped: false } => {
                ("deadline-taken-over", Some("deadline-dm-autopilot"))
            }
        };
        let name = [("name", name.to_string())];
        let mut out = vec![Reply::say(
            Target::Channel(at.channel().into()),
            crate::lang::text(at.lang(), said, &name),
        )];
        if let Some(dm) = dm {
            let lang = self.reader_lang(user, at.lang());
            let game = [("game", at.id().to_string())];
            out.push(Reply::ping(
                user,
                at.id(),
                lang,
                crate::lang::text(lang, dm, &game),
            ));
        }
        out
    }
}

impl Desk {
    /// `!dq status`'s lines on time away at `at`'s table, in the current language, while the
    /// game runs: each seat away and until when, and when everyone still in play is away,
    /// that each play waits for its deadline (or its player).
    pub(crate) async fn away_lines(&self, at: &dyn Presence) -> Result<Vec<String>> {
        if at.stage() == Stage::Over {
            return Ok(Vec::new());
        }
        let now = self.now();
        let mut lines = Vec::new();
        let mut gone = Vec::new();
        for (user, until, _) in self.store.away(at.id()).await? {
            // Time away is a seat's: anyone no longer seated is nobody's absence.
            let Some((_, name, _)) = at.sitter(&user).filter(|_| until > now) else {
                continue;
            };
            if is_computer(&user) {
                lines.push(crate::lang::tr("status-computer", &[("name", name)]));
            } else if until >= DISORDER_UNTIL {
                lines.push(crate::lang::tr("status-disorder", &[("name", name)]));
            } else {
                let when = ("when", self.when((until - now) / 3600.0));
                lines.push(crate::lang::tr("status-away", &[("name", name), when]));
            }
            gone.push(user);
        }
        let in_play = at.in_play();
        // Only people's plays wait: a computer's seat is played at once.
        let all = in_play.iter().all(|u| gone.contains(u))
            && in_play.iter().any(|u| !self.for_good(at.id(), u));
        if all && !lines.is_empty() {
            lines.push(crate::lang::tr("status-away-waits", &[]));
        }
        Ok(lines)
    }
}
