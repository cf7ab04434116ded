//! What a game says after an input, as the game composes it and the table sends it
//! (`Seated::story`): messages to the channel, to a seat or to the organiser by DM, each
//! with the board it shows and the answer it asks for. The game knows its rules and its
//! words; the table knows what the game does not (who is away, each reader's language, how a
//! seat is called, the wait's deadline), and lends it through `Telling`. The table turns a
//! story into its replies in one place, whatever the game (`organiser::desk::story`).
//!
//! `told` is the table's own way, every game's unless it says more: the channel hears the
//! entries and, unless the game is paused, who plays now with the deadline; the channel's
//! board is redrawn whenever what it shows changed; each seat hears by DM what only he may
//! read, his hand at the deal, a welcome on arriving, and his call to play (with his buttons)
//! when the game newly waits on him.

use super::{Answer, Reader, Seated, Stage};
use crate::canvas::Art;
use crate::lang::Lang;
use std::sync::Arc;

/// Who a message is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    Channel,
    /// A seat's player, by DM.
    Seat(usize),
    /// The game's organiser, by DM.
    Organiser,
}

/// How the channel's board is posted: the game's one kept message, edited in place, or
/// riding on this turn's message (which retires a kept one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    Kept,
    Turn,
}

/// The board a message shows: how it is posted, its text, and its picture.
#[derive(Clone, Debug)]
pub struct Shown {
    pub posted: Posted,
    pub text: String,
    pub picture: Option<Art>,
}

/// A fair-dice proof a channel message carries (an adapter keeps its id for the record page):
/// the seed's hash at the start, the log's hash at the end. The message is the last one to
/// the channel whose text holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    Start(String),
    End(String),
}

/// One message of a story.
#[derive(Clone, Debug)]
pub struct Said {
    pub to: Whom,
    pub text: String,
    /// For a message to the channel: the board it shows. A kept board goes in a message of
    /// its own after the text; a turn's board rides on it (in the same message while both
    /// fit one, else right after it, never cut between two).
    pub board: Option<Shown>,
    /// A call to play: what its reader may press instead of typing.
    pub answer: Option<Answer>,
}

impl Said {
    /// A plain message.
    pub fn to(to: Whom, text: String) -> Said {
        Said {
            to,
            text,
            board: None,
            answer: None,
        }
    }
}

/// A game's story after one input: its messages in order, and the proofs they carry.
#[derive(Clone, Debug, Default)]
pub struct Story {
    pub said: Vec<Said>,
    pub proofs: Vec<Proof>,
}

/// What the table knows that a game telling its story needs.
pub trait Telling {
    /// How a call to play names a seat: a mention (a ping on Discord), or his name alone
    /// while he is away.
    fn mention(&self, seat: usize) -> String;
    /// How a line anyone reads names a seat: by name, never a ping.
    fn named(&self, seat: usize) -> String;
    /// The language `whom` reads this game in (the channel: the game's).
    fn lang(&self, whom: Whom) -> Lang;
    /// Whether the seat's player is away now.
    fn away(&self, seat: usize) -> bool;
    /// The line under a prompt saying when the wait now ends, as the table measures it
    /// (`Seated::deadline_line`); None: no deadline runs.
    fn deadline(&self) -> Option<String>;
    /// How a line names the game's organiser (a mention on Discord).
    fn organiser(&self) -> String;
    /// The game's number.
    fn game(&self) -> i64;
    /// The game's channel and organiser (what its seed's commitment binds).
    fn place(&self) -> (String, String);
    /// A time `hours` from now, as the table writes it (`in 3 h`, a Discord timestamp), in
    /// the language in scope.
    fn when(&self, hours: f64) -> String;
}

/// The table as it stood before an input's entries, for the table's own story: its stage,
/// the seats it waited on, who sat where, and the channel's text board (None for a game
/// that tells its own story, which keeps what it needs of before itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Before {
    pub stage: Stage,
    pub awaited: Vec<usize>,
    pub users: Vec<String>,
    pub board: Option<String>,
}

impl Before {
    /// `g` as it stands, before an input (its board in `lang`, the channel's).
    pub fn of(g: &dyn Seated, lang: Lang) -> Before {
        Before {
            stage: g.stage(),
            awaited: g.awaited(),
            users: g.sitters().into_iter().map(|s| s.user).collect(),
            board: (!g.own_story()).then(|| g.board(Reader::Channel, lang)),
        }
    }
}

/// What an input was, for its story: the seat whose play its entries are (his own, or the
/// clock's for him), and whether they take inputs back (the board may be any earlier one:
/// drawn afresh, and whoever is awaited told his move again).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Input {
    pub played_by: Option<usize>,
    pub undo: bool,
}

/// The table's own story of `entries`, just folded into `g` (`before`: the game before
/// them).
pub fn told(
    g: &dyn Seated,
    before: &Before,
    entries: &[String],
    input: Input,
    t: &dyn Telling,
) -> Story {
    let lang = t.lang(Whom::Channel);
    let mut said = Vec::new();
    let mut text = g.tell(entries, Reader::Channel, lang).join("\n");
    let stage = g.stage();
    // Paused, nobody is called to play (the organiser's `!dq resume` does that).
    let paused = g.paused();
    // An undo may have taken a resume back: say the game is paused again.
    if paused && input.undo {
        let id = format!("{}-status-paused", g.kind().texts());
        text.push('\n');
        text.push_str(&crate::lang::text(lang, &id, &[]));
    }
    if stage == Stage::Playing && !paused {
        let prompt = g.prompt(Reader::Channel, lang, &|s| t.mention(s));
        if !prompt.is_empty() {
            text.push('\n');
            text.push_str(&prompt);
        }
        if let Some(line) = t.deadline() {
            text.push('\n');
            text.push_str(&line);
        }
    }
    said.push(Said::to(Whom::Channel, text));
    // The game's one kept board message, its text and picture, redrawn whenever what the
    // channel may see of it changed: a room opened, each card put down (a sealed one as a
    // back), the end. The adapter edits it in place, at Discord's pace.
    let fresh = input.undo || g.fresh_board(entries);
    let board = g.board(Reader::Channel, lang);
    let was = before.stage;
    let started = was != Stage::Setup || stage == Stage::Playing;
    let changed = before.board.as_ref() != Some(&board);
    if stage != Stage::Setup && started && (input.undo || stage != was || changed) {
        said.push(Said {
            board: Some(Shown {
                posted: Posted::Kept,
                text: board,
                picture: g.picture(lang).map(|drawn| Art::Drawn(Arc::new(drawn))),
            }),
            ..Said::to(Whom::Channel, String::new())
        });
    }
    // What each seat alone may read, by DM in his language: what the channel was not told,
    // his hand at the start, his commands when the game newly waits on him.
    let awaited = g.awaited();
    let awaited_before = &before.awaited;
    let users_before = &before.users;
    for (s, sitter) in g.sitters().into_iter().enumerate() {
        let reads = t.lang(Whom::Seat(s));
        let mine = g.tell(entries, Reader::Seat(s), reads);
        let shared = g.tell(entries, Reader::Channel, reads);
        let mut lines: Vec<String> = mine.into_iter().filter(|x| !shared.contains(x)).collect();
        let arrived = !users_before.contains(&sitter.user);
        lines.extend(arrival(
            g,
            (t.game(), s),
            &sitter.name,
            (was, stage),
            arrived,
            reads,
        ));
        // Newly awaited, awaited again in a new room (whoever played last in the one
        // before, and under Speed everyone), or again after a play of his own (a crystal
        // ball: his second card is due).
        let again = input.played_by == Some(s);
        let newly =
            awaited.contains(&s) && (fresh || again || arrived || !awaited_before.contains(&s));
        let mut answer = None;
        if newly && !paused && !t.away(s) {
            lines.push(g.prompt(Reader::Seat(s), reads, &|x| t.named(x)));
            // What he may press instead of typing rides on the call to play.
            answer = Some(Answer::Buttons);
        }
        if !lines.is_empty() {
            said.push(Said {
                answer,
                ..Said::to(Whom::Seat(s), lines.join("\n"))
            });
        }
    }
    Story {
        said,
        proofs: Vec::new(),
    }
}

/// What seat `s` of game `id` is told by DM of the deal or of his arrival, in `lang`: his hand
/// at the deal; a new seat's welcome, where his secrets will come (on Discord it also finds
/// out now, before the deal, whether his DMs are open); a seat taken over in a running game,
/// with its hand. `stages`: the game's stage before the entries and after.
fn arrival(
    g: &dyn Seated,
    (id, s): (i64, usize),
    name: &str,
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
        let game = [("game", id.to_string()), ("name", name.to_string())];
        lines.push(crate::lang::text(lang, "seated-took-over", &game));
        lines.extend(g.hand(s, lang));
    }
    lines
}
