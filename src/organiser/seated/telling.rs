//! What the table says after an input at a game behind `Seated`: the channel's text (and
//! the prompt, unless paused), each seat's DMs (his hand at the deal or on taking a seat
//! over, his move when newly awaited), a word to whoever lost his seat, the ending; and a
//! stored log told again as the table stood at each input (`retold`).

use super::drawing;
use crate::games::{Reader, Stage, Who};
use crate::lang::Lang;
use crate::organiser::{Ask, Board, Organiser, Reply, Target};
use anyhow::Result;

/// The table before an input's entries: its stage, the seats it waited on, who sat where.
pub(super) struct Before {
    pub(super) stage: Stage,
    pub(super) awaited: Vec<usize>,
    pub(super) users: Vec<String>,
    /// The channel's text board, in the game's language.
    pub(super) board: String,
}

impl Organiser {
    /// `before`: the table before these entries; `played_by` and `undo` as for
    /// `commit_seated`.
    pub(super) async fn tell_seated(
        &mut self,
        id: i64,
        entries: &[String],
        before: &Before,
        played_by: Option<usize>,
        undo: bool,
    ) -> Result<Vec<Reply>> {
        let awaited_before = &before.awaited;
        let users_before = &before.users;
        let before_board = &before.board;
        let before = before.stage;
        let l = &self.desk.games[&id];
        let g = &l.game;
        let lang = l.row.lang;
        let channel = g.tell(entries, Reader::Channel, lang);
        let mut out = Vec::new();
        let mut text = channel.join("\n");
        let stage = g.stage();
        // Paused, nobody is called to play (the organiser's `!dq resume` does that).
        let paused = g.paused();
        // An undo may have taken a resume back: say the game is paused again.
        if paused && undo {
            let id = format!("{}-status-paused", g.kind().texts());
            text.push('\n');
            text.push_str(&crate::lang::text(lang, &id, &[]));
        }
        if stage == Stage::Playing && !paused {
            let mention = |s: usize| self.mention(id, s);
            let prompt = g.prompt(Reader::Channel, lang, &mention);
            if !prompt.is_empty() {
                text.push('\n');
                text.push_str(&prompt);
            }
            if let Some(line) = self.deadline(id).await? {
                text.push('\n');
                text.push_str(&line);
            }
        }
        out.push(Reply::say(Target::Channel(l.row.channel.clone()), text));
        let fresh = undo || g.fresh_board(entries);
        // The game's one kept board message, its text and picture, redrawn whenever what the
        // channel may see of it changed: a room opened, each card put down (a sealed one as
        // a back), the end. The adapter edits it in place, at Discord's pace.
        let board = g.board(Reader::Channel, lang);
        let started = before != Stage::Setup || stage == Stage::Playing;
        if stage != Stage::Setup && started && (undo || stage != before || board != *before_board) {
            let mut kept = Reply::say(Target::Channel(l.row.channel.clone()), board);
            kept.board = Some(Board::Kept(id));
            kept.picture = g.picture(lang).map(|drawn| drawing(drawn, lang));
            out.push(kept);
        }
        // What each seat alone may read, by DM in his language: what the channel was not
        // told, his hand at the start, his commands when the game newly waits on him.
        let awaited = g.awaited();
        for (s, sitter) in g.sitters().into_iter().enumerate() {
            let reader_lang = self.desk.reader_lang(&sitter.user, lang);
            let mine = g.tell(entries, Reader::Seat(s), reader_lang);
            let shared = g.tell(entries, Reader::Channel, reader_lang);
            let mut lines: Vec<String> = mine.into_iter().filter(|t| !shared.contains(t)).collect();
            let arrived = !users_before.contains(&sitter.user);
            let stages = (before, stage);
            lines.extend(arrival(
                g.as_ref(),
                (id, s),
                &sitter,
                stages,
                arrived,
                reader_lang,
            ));
            // Newly awaited, awaited again in a new room (whoever played last in the one
            // before, and under Speed everyone), or again after a play of his own (a crystal
            // ball: his second card is due).
            let again = played_by == Some(s);
            let newly =
                awaited.contains(&s) && (fresh || again || arrived || !awaited_before.contains(&s));
            let mut ask = None;
            if newly && !paused && !self.desk.is_away(id, &sitter.user) {
                let named = |x: usize| self.named(id, x);
                lines.push(g.prompt(Reader::Seat(s), reader_lang, &named));
                // What he may press instead of typing rides on the call to play.
                let buttons = crate::games::Answer::Buttons;
                let logged = (l.len, reader_lang);
                ask = Ask::for_call(&*l.game, id, Who::Seat(s), buttons, logged);
            }
            if !lines.is_empty() {
                let mut r = Reply::say(Target::Dm(sitter.user.clone()), lines.join("\n"));
                r.ask = ask;
                out.push(r);
            }
        }
        out.extend(self.seats_passed(id, users_before, before).await?);
        // The opt-in heads-up (`!dq notify on`): whoever plays after the one now awaited,
        // once such a wait.
        let l = self.lent(id);
        out.extend(self.desk.heads_up_after(&l.row, l.game.as_ref()).await?);
        let channel = Target::Channel(self.desk.games[&id].row.channel.clone());
        if stage == Stage::Over && before != Stage::Over {
            out.push(self.seated_ending(id).await?);
            // Time away ends with the game: whoever was away hears how it went.
            out.extend(self.desk.away_ended(&*self.lent(id)).await?);
            // The game's record as a page, beside its log.
            out.extend(self.seated_page(id, channel).await?);
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

/// What seat `s` of game `id` is told by DM of the deal or of his arrival, in `lang`: his hand
/// at the deal; a new seat's welcome, where his secrets will come (on Discord it also finds
/// out now, before the deal, whether his DMs are open); a seat taken over in a running game,
/// with its hand. `stages`: the game's stage before the entries and after.
fn arrival(
    g: &dyn crate::games::Seated,
    (id, s): (i64, usize),
    sitter: &crate::games::Sitter,
    (before, stage): (Stage, Stage),
    arrived: bool,
    lang: Lang,
) -> Vec<String> {
    let mut lines = Vec::new();
    if before == Stage::Setup && stage == Stage::Playing {
        lines.extend(g.hand(s, lang));
    } else if arrived && stage == Stage::Setup {
        let game = [("game", id.to_string())];
        lines.push(crate::lang::text(lang, "seated-welcome", &game));
    } else if arrived && stage == Stage::Playing {
        let game = [("game", id.to_string()), ("name", sitter.name.clone())];
        lines.push(crate::lang::text(lang, "seated-took-over", &game));
        lines.extend(g.hand(s, lang));
    }
    lines
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
