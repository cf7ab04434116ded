//! What the table says after an input at a game behind `Seated`: the game's story (its own,
//! or the table's way, `games::story::told`), turned into replies in one place
//! (`desk::story`); a word to whoever lost his seat, the heads-up, the ending; and a stored
//! log told again as the table stood at each input (`retold`).

use crate::games::story::{told, Before, Input};
use crate::games::{Reader, Stage};
use crate::lang::Lang;
use crate::organiser::desk::reply::{ProofAt, ProofPost};
use crate::organiser::desk::story::{replies, At};
use crate::organiser::{Organiser, Reply, Target};
use anyhow::Result;

impl Organiser {
    /// `before`: the table before these entries; `played_by` and `undo` as for
    /// `commit_seated`.
    pub(super) async fn tell_seated(
        &mut self,
        id: i64,
        entries: &[String],
        before: Before,
        input: Input,
    ) -> Result<Vec<Reply>> {
        // The deadline line, where a prompt will carry it.
        let g = &self.desk.games[&id].game;
        let deadline = match g.stage() == Stage::Playing && !g.paused() {
            true => self.deadline(id).await?,
            false => None,
        };
        let at = At {
            desk: &self.desk,
            id,
            deadline,
        };
        let l = &self.desk.games[&id];
        let story = l
            .game
            .story(&before, entries, input, &at)
            .unwrap_or_else(|| told(l.game.as_ref(), &before, entries, input, &at));
        let mut out = replies(l, story, &at);
        let was = before.stage;
        let stage = l.game.stage();
        out.extend(self.seats_passed(id, &before.users, was).await?);
        // The opt-in heads-up (`!dq notify on`): whoever plays after the one now awaited,
        // once such a wait.
        let l = self.lent(id);
        out.extend(self.desk.heads_up_after(&l.row, l.game.as_ref()).await?);
        let channel = Target::Channel(self.desk.games[&id].row.channel.clone());
        if stage == Stage::Over && was != Stage::Over {
            // The log attached, with its hash unless the story has just posted it.
            let end = ProofPost {
                game: id,
                at: ProofAt::End,
            };
            let proved = out.iter().any(|r| r.proof.as_ref() == Some(&end));
            out.push(self.seated_ending(id, proved).await?);
            // The game's record as a page, beside its log.
            out.extend(self.seated_page(id, channel).await?);
            // Time away ends with the game: whoever was away hears how it went.
            out.extend(self.desk.away_ended(&*self.lent(id)).await?);
        }
        Ok(out)
    }

    /// Whoever no longer holds a seat at game `id` (of `users_before`, who sat there before
    /// the entries, when it stood at `before`): in a running game (handed on by the
    /// organiser) he hears it once, and plays there no more; his time away goes with it.
    async fn seats_passed(
        &mut self,
        id: i64,
        users_before: &[String],
        before: Stage,
    ) -> Result<Vec<Reply>> {
        let l = &self.desk.games[&id];
        let lang = l.row.lang;
        let now: Vec<String> = l.game.sitters().into_iter().map(|s| s.user).collect();
        let mut out = Vec::new();
        for user in users_before.iter().filter(|u| !now.contains(u)) {
            if before == Stage::Playing {
                let lang = self.desk.reader_lang(user, lang);
                let game = [("game", id.to_string())];
                let text = crate::lang::text(lang, "seated-seat-passed", &game);
                out.push(Reply::say(Target::Dm(user.clone()), text));
            }
            // Time away is a seat's: it goes with him.
            if self.desk.store.clear_away(id, user).await?.is_some() {
                self.desk.away_again(id).await?;
            }
        }
        Ok(out)
    }
}

/// Entries `from..` of game `l`'s stored log (`entries`, the whole of it), told to
/// `reader` input by input as the table stood right after each (a seat may have changed
/// hands since, and each line names who sent it then).
pub(super) fn retold(
    l: &super::Loaded,
    entries: &[String],
    from: usize,
    reader: Reader,
    lang: Lang,
) -> Vec<String> {
    let Ok(mut then) = l.game.kind().open(l.row.seed, &l.row.settings) else {
        return l
            .game
            .tell(entries.get(from..).unwrap_or(&[]), reader, lang);
    };
    // A seat's reader is its player now: what an earlier player of the seat alone saw
    // (his torch's peek) is told to his successor as the channel was told it.
    let holder = match reader {
        Reader::Seat(s) => l.game.sitters().get(s).map(|x| x.user.clone()),
        Reader::Channel => None,
    };
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=entries.len() {
        let head = i == entries.len() || then.input_line(&entries[i], Lang::En).is_some();
        if !head {
            continue;
        }
        let input = &entries[start..i];
        for e in input {
            // A stored log folds: it was folded when it was written.
            let _ = then.fold(e);
        }
        let lo = start.max(from);
        let as_read = match (reader, &holder) {
            (Reader::Seat(s), Some(user))
                if then.sitters().get(s).is_none_or(|x| &x.user != user) =>
            {
                Reader::Channel
            }
            _ => reader,
        };
        if lo < i {
            out.extend(then.tell(&entries[lo..i], as_read, lang));
        }
        start = i;
    }
    out
}
