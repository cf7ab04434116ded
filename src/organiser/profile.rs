//! `!dq profile [NAME]` (`!dq perfil`, issue 37): how reliable a player has been, across
//! every game he has sat at on every server. It is computed from what is stored, so anyone
//! holding the database (or the exports and the table's ledger) can compute it again:
//! - games finished, running and left (replaced or removed) by kind;
//! - deadlines met and missed, and the time bank's days spent;
//! - the median time he took to answer, by kind;
//! - the seats that fell into civil disorder.
//!
//! Time away and vacation days drawn ahead are not held against anyone: a play made for a
//! player who was away is neither a missed deadline nor an answer. Nothing here changes a
//! rating.

use super::desk::Post;
use super::{Organiser, Reply};
use crate::lang::{text, Lang};
use crate::store::LedgerEntry;
use anyhow::Result;

/// One kind's games in a profile.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct ByKind {
    pub finished: usize,
    pub running: usize,
    pub left: usize,
    /// Hours he took for each of his answers.
    pub answers: Vec<f64>,
}

/// A player's record, as stored.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Profile {
    /// By kind, in the kinds' order.
    pub kinds: Vec<(String, ByKind)>,
    pub missed: usize,
    pub bank_days: u32,
    pub disorder: usize,
}

impl Profile {
    fn kind(&mut self, kind: &str) -> &mut ByKind {
        if let Some(i) = self.kinds.iter().position(|(k, _)| k == kind) {
            return &mut self.kinds[i].1;
        }
        self.kinds.push((kind.to_string(), ByKind::default()));
        &mut self.kinds.last_mut().expect("just pushed").1
    }

    /// His answers, counted.
    fn answers(&self) -> usize {
        self.kinds.iter().map(|(_, k)| k.answers.len()).sum()
    }

    /// The share of his deadlines he met, in percent; None: no record yet.
    pub(crate) fn met(&self) -> Option<u32> {
        let answers = self.answers();
        match answers + self.missed {
            0 => None,
            all => Some((answers * 100 / all) as u32),
        }
    }

    /// What the ledger says of `user`: deadlines missed, bank days paid, civil disorder.
    fn add_ledger(&mut self, ledger: &[LedgerEntry]) {
        for e in ledger {
            match e.kind.as_str() {
                "missed" => self.missed += 1,
                "extension" | "vacation" => self.bank_days += e.days,
                "disorder" => self.disorder += 1,
                _ => {}
            }
        }
    }
}

/// The hours `user` took for each of his answers in one game's `inputs` (sender, text, Unix
/// seconds): from the input before it to his. The table's commands (`!dq ...`) are not
/// answers, nor are the clock's plays, which are stored under the organiser's name.
pub(crate) fn answer_hours(inputs: &[(String, String, f64)], user: &str) -> Vec<f64> {
    inputs
        .windows(2)
        .filter(|w| w[1].0 == user && !is_command(&w[1].1) && !is_clock(&w[1].1))
        .map(|w| ((w[1].2 - w[0].2) / 3600.0).max(0.0))
        .collect()
}

fn is_command(text: &str) -> bool {
    let t = text.trim_start().to_lowercase();
    t.starts_with("!dq") || t.starts_with("/dq")
}

/// An input the clock made (`Seated::input_line`: `the clock, for NAME: ...`, DungeonQuest's
/// `(the clock, for NAME) ...`), stored under the organiser's name.
fn is_clock(text: &str) -> bool {
    text.trim_start()
        .trim_start_matches('(')
        .starts_with("the clock")
}

/// The median of `hours` (None when there are none).
pub(crate) fn median(hours: &[f64]) -> Option<f64> {
    let mut h = hours.to_vec();
    h.sort_by(f64::total_cmp);
    let n = h.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(h[n / 2]),
        _ => Some((h[n / 2 - 1] + h[n / 2]) / 2.0),
    }
}

impl Organiser {
    /// `!dq profile [NAME]`: the named player's record (the sender's own without a name),
    /// answered where asked.
    pub(super) async fn profile(
        &mut self,
        post: &Post<'_>,
        who: Option<&str>,
    ) -> Result<Vec<Reply>> {
        let (user, name) = match who {
            None => (post.input.user.clone(), post.input.name.clone()),
            Some(typed) => {
                let style = self.desk.mentions;
                // Locally a player is named as the channel calls him, `@name` too.
                let typed = match style {
                    super::MentionStyle::Plain => typed.trim_start_matches('@'),
                    super::MentionStyle::Discord => typed,
                };
                match super::desk::seats::substitute(style, typed, &post.mentioned) {
                    Ok(found) => found,
                    Err(why) => return Ok(post.say(why)),
                }
            }
        };
        let p = self.profile_of(&user).await?;
        if p.kinds.is_empty() && p.met().is_none() {
            let name = [("name", crate::lang::clip(&name, 40))];
            return Ok(post.say(crate::lang::tr("profile-none", &name)));
        }
        let lang = crate::lang::current();
        Ok(super::desk::reply::render_split(
            &post.origin,
            &Organiser::profile_text(&p, &name, lang),
        ))
    }

    /// `!dq require N` at game `id`: its organiser asks of a player joining that his record
    /// shows N percent of deadlines met (0: nothing); said in the channel.
    pub(super) async fn seated_require(
        &mut self,
        post: &Post<'_>,
        id: i64,
        organiser: bool,
        min_met: u32,
    ) -> Result<Vec<Reply>> {
        if !organiser {
            return Ok(post.say(self.organiser_only(id)));
        }
        self.desk.store.set_requirement(id, min_met).await?;
        let row = &self.desk.games[&id].row;
        let vars = [("min", min_met.to_string())];
        let said = text(row.lang, "profile-require", &vars);
        Ok(post.announce(&row.channel, said))
    }

    /// Why `user` may not join game `id`: his record shows fewer deadlines met than its
    /// organiser requires (`!dq require`). A player with no record yet is welcome.
    pub(super) async fn join_refused(&self, id: i64, user: &str) -> Result<Option<String>> {
        let min = self.desk.store.requirement(id).await?;
        if min == 0 {
            return Ok(None);
        }
        let Some(met) = self.profile_of(user).await?.met() else {
            return Ok(None);
        };
        let vars = [("min", min.to_string()), ("met", met.to_string())];
        Ok((met < min).then(|| crate::lang::tr("profile-require-refused", &vars)))
    }

    /// `user`'s record, from the stored games and the ledger.
    pub(crate) async fn profile_of(&self, user: &str) -> Result<Profile> {
        let mut p = Profile::default();
        for (row, seated) in self.desk.store.games_played_by(user).await? {
            // A game not yet started is nobody's record.
            if row.phase == "setup" {
                continue;
            }
            let inputs = self.desk.store.input_times(row.id).await?;
            let k = p.kind(&row.kind);
            match (seated, row.phase == "ended") {
                (false, _) => k.left += 1,
                (true, true) => k.finished += 1,
                (true, false) => k.running += 1,
            }
            k.answers.extend(answer_hours(&inputs, user));
        }
        p.add_ledger(&self.desk.store.ledger_of_user(user).await?);
        Ok(p)
    }

    /// A profile in words.
    fn profile_text(p: &Profile, name: &str, lang: Lang) -> String {
        let games: usize = p
            .kinds
            .iter()
            .map(|(_, k)| k.finished + k.running + k.left)
            .sum();
        let mut lines = vec![text(
            lang,
            "profile-title",
            &[
                ("name", crate::lang::clip(name, 40)),
                ("games", games.to_string()),
            ],
        )];
        for (kind, k) in &p.kinds {
            let median = median(&k.answers).map_or_else(
                || text(lang, "profile-no-answers", &[]),
                |h| super::mine::waited(lang, h),
            );
            lines.push(text(
                lang,
                "profile-kind",
                &[
                    ("kind", kind.clone()),
                    ("finished", k.finished.to_string()),
                    ("running", k.running.to_string()),
                    ("left", k.left.to_string()),
                    ("median", median),
                ],
            ));
        }
        let answers = p.answers();
        let met = p.met().unwrap_or(100);
        lines.push(text(
            lang,
            "profile-deadlines",
            &[
                ("answers", answers.to_string()),
                ("missed", p.missed.to_string()),
                ("met", met.to_string()),
                ("bank", p.bank_days.to_string()),
            ],
        ));
        lines.push(text(
            lang,
            "profile-disorder",
            &[("count", p.disorder.to_string())],
        ));
        lines.push(text(lang, "profile-fair", &[]));
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::{answer_hours, median};

    #[test]
    fn an_answer_is_timed_from_the_input_before_it_and_commands_are_none() {
        let h = 3600.0;
        let inputs = [
            ("org".to_string(), "!dq new".to_string(), 0.0),
            ("a".to_string(), "!dq join".to_string(), 0.5 * h),
            ("b".to_string(), "Play 1".to_string(), 1.0 * h),
            ("a".to_string(), "Play 2".to_string(), 4.0 * h),
            ("a".to_string(), "!dq status".to_string(), 5.0 * h),
            ("b".to_string(), "Play 3".to_string(), 6.0 * h),
            ("a".to_string(), "Move UP".to_string(), 6.5 * h),
            (
                "a".to_string(),
                "the clock, for b: `Play 1`".to_string(),
                9.0 * h,
            ),
            (
                "a".to_string(),
                "(the clock, for b) Move UP".to_string(),
                9.5 * h,
            ),
        ];
        assert_eq!(answer_hours(&inputs, "a"), vec![3.0, 0.5]);
        assert_eq!(answer_hours(&inputs, "b"), vec![0.5, 1.0]);
        assert!(answer_hours(&inputs, "c").is_empty());
    }

    #[test]
    fn the_median_is_the_middle_answer_or_the_mean_of_the_two_middle_ones() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
    }
}
