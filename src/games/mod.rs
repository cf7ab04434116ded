//! The games the table seats, and the one door it knows them through: `Seated` (a game at
//! its table) and `Kind` (the kinds: opening one, what comes before any game). Each game is
//! one folder: its pure engine, its commands, its texts, its boards, its computer player and
//! its table part. The organiser, the store, the clock, undo and export handle any of them
//! through these alone and never name a game's rules. See ARCHITECTURE.md, "The table and
//! the games".

mod asking;
pub mod beside;
pub mod dungeoneer;
pub mod dungeonquest;
pub mod file;
pub mod kind;
pub mod raiders;
pub mod record;
pub mod seats;
pub mod story;
pub mod table;
mod table_texts;

use crate::lang::Lang;
pub use asking::{Answer, Button, Call, Form, FormRow, Lobby, Pick, Toggle, Tone, Typing};
pub use kind::Kind;

/// What holds the loaded games (the organiser): a game's folder reaches its games through
/// it, to offer typed looks at them (DungeonQuest's `QuestGames`).
pub trait Tables {
    /// Game `id`, if it is loaded, whatever its kind.
    fn loaded(&self, id: i64) -> Option<&dyn Seated>;
}
pub use table_texts::{DEFAULT_TEXTS, TABLE_TEXTS};

/// What `config.toml` sets for new games (its `[game]` table: DungeonQuest's settings, each
/// checked against its range). The table hands it to the organiser, which hands each kind its
/// own; only the games read it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Defaults {
    quest: dungeonquest::engine::Settings,
}

impl From<dungeonquest::engine::Settings> for Defaults {
    fn from(quest: dungeonquest::engine::Settings) -> Defaults {
        Defaults { quest }
    }
}

impl<'de> serde::Deserialize<'de> for Defaults {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Defaults, D::Error> {
        dungeonquest::engine::Settings::deserialize(d).map(Defaults::from)
    }
}

impl Defaults {
    /// The whole numbers of the `[game]` table checked against their ranges before the table
    /// is read (a number too large for its setting is said as out of range, not as an
    /// overflow); Err: one line naming the setting and its range.
    pub fn check_ranges(game: &toml::Table) -> Result<(), String> {
        for (key, value) in game {
            let range = dungeonquest::engine::Settings::range(key);
            if let (Some(r), toml::Value::Integer(n)) = (range, value) {
                if !r.contains(*n) {
                    return Err(dungeonquest::render::setting_range(&r, &n.to_string()));
                }
            }
        }
        Ok(())
    }

    /// A setting read but out of its range, said on one line (naming the setting and its
    /// range); None when every one is in range.
    pub fn out_of_range(&self) -> Option<String> {
        let (r, n) = self.quest.out_of_range()?;
        Some(dungeonquest::render::setting_range(&r, &n.to_string()))
    }

    /// A new DungeonQuest game's settings.
    pub fn quest(&self) -> &dungeonquest::engine::Settings {
        &self.quest
    }
}

/// A finished game as the store holds it (its row and its log's entries), verified as its
/// file would be, whatever its kind (`kalladra migrate` checks every copied game so): Ok, or
/// why not.
pub fn verify_stored(row: &crate::store::GameRow, entries: &[String]) -> Result<(), String> {
    match file::Filed::of(row, entries)?.doubt() {
        None => Ok(()),
        Some(why) => Err(why),
    }
}

/// Who is asking, at one game's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Seat(usize),
    /// The organiser without a seat (a seated organiser asks as his seat, and may still use
    /// his tools: `organiser` is said apart).
    Organiser,
    /// Anyone else.
    Newcomer,
}

/// Who reads a text: the channel, or one seat by DM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    Channel,
    Seat(usize),
}

impl Reader {
    /// Who reads the answer to `who`'s asking: his seat by DM, else the channel.
    pub fn of(who: Who, by_dm: bool) -> Reader {
        match (who, by_dm) {
            (Who::Seat(s), true) => Reader::Seat(s),
            _ => Reader::Channel,
        }
    }
}

/// One seat's player, as the table knows him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitter {
    pub user: String,
    pub name: String,
    /// What he plays (a character's name, in the log's own words), once dealt.
    pub role: String,
}

/// How far a game has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Setup,
    Playing,
    Over,
}

impl Stage {
    /// The store's `games.phase`.
    pub fn phase(self) -> &'static str {
        match self {
            Stage::Setup => "setup",
            Stage::Playing => "playing",
            Stage::Over => "ended",
        }
    }
}

/// What the table asks of a game: every input the organiser takes, as one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// `role`: what he asks to play (DungeonQuest's hero, by name), where the game lets a
    /// player choose (`Seated::chooses_roles`); else None.
    Join {
        user: String,
        name: String,
        role: Option<String>,
    },
    Leave,
    Set {
        key: String,
        value: String,
    },
    Start,
    /// A game action, as `Seated::read` made it (the game's own JSON).
    Play(String),
    /// The clock playing for a seat that is away or late: `Seated::stand_in`'s choice.
    ForAbsent {
        seat: usize,
        play: String,
    },
    End {
        reason: String,
    },
    Undo {
        inputs: usize,
    },
    /// The organiser hands `seat` to another user (`!dq replace`): his hand, score and
    /// turn go with the seat.
    Replace {
        seat: usize,
        user: String,
        name: String,
    },
    /// The organiser takes `seat`'s player out (`!dq remove`).
    Remove {
        seat: usize,
    },
    /// The organiser stops the clock and every play (`!dq pause`) ...
    Pause,
    /// ... and starts them again (`!dq resume`): the deadline runs on where it stopped.
    Resume,
    /// The organiser gives the current wait `hours` more (`!dq extend`).
    Extend {
        hours: u32,
    },
    /// The organiser passes over whoever the game waits on now (`!dq skip`), where the game
    /// has a move of its own for it (`Seated::own_skip`); elsewhere the table has the
    /// computer player make the awaited plays, as a deadline would.
    Skip,
}

impl Move {
    /// The organiser's settings, the start and his tools, whatever the game.
    pub fn is_organisers(&self) -> bool {
        matches!(
            self,
            Move::Set { .. }
                | Move::Start
                | Move::End { .. }
                | Move::Undo { .. }
                | Move::Replace { .. }
                | Move::Remove { .. }
                | Move::Pause
                | Move::Resume
                | Move::Extend { .. }
                | Move::Skip
        )
    }
}

/// A text read as this game's command, or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Not meant for the game (chatter in a channel is left alone).
    Chatter,
    /// Meant as a command but not one: the answer, saying what would be.
    Mistake(String),
    Play(Move),
    /// One of the game's own looks (DungeonQuest's `!dq dice`), answered with this text;
    /// nothing changes.
    Shown(String),
}

/// What the clock does for a seat that lets its deadline pass (`Seated::at_deadline`);
/// someone away is played for whatever it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtDeadline {
    /// The computer player plays for him.
    Play,
    /// The channel and he are told, once a wait, and the game waits on him.
    Remind,
    /// His turn is passed over where the game can pass it (`Seated::skips` says which of
    /// the computer player's moves do); a question is answered for him.
    Skip,
}

/// How one game ended, per seat (for the campaign's table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    pub seat: usize,
    pub score: i64,
    pub survived: bool,
    pub won: bool,
}

/// One game of some kind, as the table sees it. Everything that leaves goes through a
/// `Reader`: a text for the channel never names what only one seat may know. Pure: no I/O,
/// clock or async; `decide` never changes the game, `fold` is the only change. (`Any`: a
/// game's own folder may take a typed look at its games, `dyn Seated as dyn Any`.)
pub trait Seated: std::any::Any + Send + Sync {
    fn kind(&self) -> Kind;
    /// A copy, to fold an input's entries into before they are stored.
    fn copy(&self) -> Box<dyn Seated>;
    fn sitters(&self) -> Vec<Sitter>;
    fn stage(&self) -> Stage;
    /// The seat `user` holds, if any.
    fn seat_of(&self, user: &str) -> Option<usize> {
        self.sitters().iter().position(|s| s.user == user)
    }
    /// Fold one entry of the stored log (JSON, as `decide` made it).
    fn fold(&mut self, entry: &str) -> Result<(), String>;
    /// The entries `who`'s move makes (the first records the move itself), or why it is
    /// refused, in `lang`. `organiser`: the sender runs this game (or is an admin).
    fn decide(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        lang: Lang,
    ) -> Result<Vec<String>, String>;
    /// A player's text (not a `!dq` command) read as this game's command. `who`: its sender
    /// at this table (short forms are read in a channel only from a seat the game waits on
    /// now; a text meant as a command that is none is answered with what he may do now).
    fn read(&self, text: &str, by_dm: bool, who: Who, lang: Lang) -> Heard;
    /// What `reader` is told of these entries, just folded in (one text per line).
    fn tell(&self, entries: &[String], reader: Reader, lang: Lang) -> Vec<String>;
    /// What the table says after `entries`, just folded in (`before`: the table before
    /// them), as the game composes it: the channel's messages and board, each seat's DMs
    /// and calls to play. `t` lends what the table knows (who is away, each reader's
    /// language, how a seat is called, the deadline). None: the table's own way
    /// (`story::told`).
    fn story(
        &self,
        before: &story::Before,
        entries: &[String],
        input: story::Input,
        t: &dyn story::Telling,
    ) -> Option<story::Story> {
        let _ = (before, entries, input, t);
        None
    }
    /// Whether the game tells its own story (`story` gives one), so the table keeps nothing
    /// of the board before an input for it.
    fn own_story(&self) -> bool {
        false
    }
    /// The board as text, as `reader` sees it.
    fn board(&self, reader: Reader, lang: Lang) -> String;
    /// The board as a picture for the channel: PNG and its alt text.
    fn picture(&self, lang: Lang) -> Option<(Vec<u8>, String)>;
    /// `!dq board`: the board as `reader` sees it in `look` (None: the game's own way), and
    /// the picture that goes with it. By default the one text board with the picture; a text
    /// look, the text alone, saying so; the picture, under the board's first line.
    fn look(
        &self,
        look: Option<crate::manage::Look>,
        reader: Reader,
        lang: Lang,
    ) -> (String, Option<crate::canvas::Art>) {
        use crate::manage::Look;
        let board = self.board(reader, lang);
        let picture = || {
            self.picture(lang)
                .map(|drawn| crate::canvas::Art::Drawn(std::sync::Arc::new(drawn)))
        };
        match look {
            Some(Look::Picture) => (board.lines().next().unwrap_or_default().into(), picture()),
            Some(Look::Emoji | Look::Compact) => {
                let note = crate::lang::text(lang, "seated-board-one-text", &[]);
                (format!("{board}\n{note}"), None)
            }
            None => (board, picture()),
        }
    }
    /// `!dq status` as `reader` asks it, above the table's deadline line and who is away.
    /// By default who plays now and what they may type (seats named, never pinged), and
    /// whether the organiser has paused the game.
    fn status(&self, reader: Reader, lang: Lang, t: &dyn story::Telling) -> String {
        let mut text = self.prompt(reader, lang, &|s| t.named(s));
        if self.paused() {
            let key = format!("{}-status-paused", self.kind().texts());
            text.push('\n');
            text.push_str(&crate::lang::text(lang, &key, &[]));
        }
        text
    }
    /// `!dq log`: the last `count` lines of the stored log (`entries`, the whole of it) as
    /// `who` may read them where he asked (`by_dm`). None: the table tells it, input by input
    /// as the table stood.
    fn log(
        &self,
        entries: &[String],
        asked: (Who, bool),
        count: usize,
        lang: Lang,
    ) -> Option<String> {
        let _ = (entries, asked, count, lang);
        None
    }
    /// `!dq help` at this game as `who` asks it (`organiser`: he runs the game, seated or
    /// not) where he asked (`by_dm`), `topic` the one he named: by default what this game is
    /// and who plays now.
    fn help(
        &self,
        topic: Option<&str>,
        (who, _organiser, by_dm): (Who, bool, bool),
        lang: Lang,
        t: &dyn story::Telling,
    ) -> String {
        let _ = topic;
        let reader = Reader::of(who, by_dm);
        crate::lang::text(
            lang,
            &format!("{}-help", self.kind().texts()),
            &[("prompt", self.prompt(reader, lang, &|s| t.named(s)))],
        )
    }
    /// Whether these entries change the board enough for a fresh picture in the channel
    /// (Dungeon Raiders: a new room).
    fn fresh_board(&self, entries: &[String]) -> bool;
    /// Whether `mv` is the organiser's alone (the table refuses it to anyone else, naming
    /// him): by default his settings, the start and his tools (`Move::is_organisers`).
    fn organisers(&self, mv: &Move) -> bool {
        mv.is_organisers()
    }
    /// Whether `!dq skip` is a move of the game's own (`Move::Skip`, decided and told by
    /// the game); else the computer player makes the awaited plays, as a deadline would.
    fn own_skip(&self) -> bool {
        false
    }
    /// Whether a player joining may name what he plays (`Move::Join`'s `role`: DungeonQuest's
    /// hero); where not, a role named is no choice, and the table says so.
    fn chooses_roles(&self) -> bool {
        false
    }
    /// Hours the seats awaited now have before the clock acts for them (`at_deadline`): the
    /// deadline of the wait the game is in. None: no deadline the clock acts on runs now
    /// (none is set, or the game keeps this wait on a clock of its own).
    fn turn_hours(&self) -> Option<u32>;
    /// Hours the seats awaited may take before the channel reminds them, once a wait (the
    /// table makes it half the deadline at most). None: no reminder.
    fn reminder_hours(&self) -> Option<u32> {
        None
    }
    /// The name the channel's reminder of the wait that began with entry `began` (an index
    /// into the stored log) is kept under, so that it is sent once, whichever process's clock
    /// finds it due, and after a restart.
    fn reminder_key(&self, began: usize) -> String {
        format!("wait:{began}")
    }
    /// Where the wait for the seats awaited now began, as an index into the stored log (0 the
    /// first entry, undone ones counted), when that is before the last entry (Dungeon
    /// Raiders under Speed: the room's opening, though some have played since). None: the
    /// wait began with the last entry, so the deadline runs from it.
    fn wait_began(&self) -> Option<usize> {
        None
    }
    /// The seat that plays after the one the game waits on now, when play goes one seat at a
    /// time (for the opt-in heads-up, `!dq notify`); None when not known or not one at a time.
    fn next_up(&self) -> Option<usize> {
        None
    }
    /// Deadlines a seat may let pass in a row before it falls to the computer player (civil
    /// disorder; 0: never).
    fn missed_turns_limit(&self) -> u32 {
        0
    }
    /// Whether the wait the game is in was open to several seats at once (sealed cards under
    /// Speed, a window every player may answer): the last of them still awaited is told so.
    fn open_to_several(&self) -> bool {
        false
    }
    /// The turn the game is in, named, where one turn may hold several deadlines (a
    /// DungeonQuest fight's rounds): a seat that misses them misses one turn
    /// (`missed_turns_limit`). None: each wait is a turn of its own.
    fn turn_key(&self) -> Option<String> {
        None
    }
    /// What the clock does for a seat that lets its deadline pass (`!dq set on_deadline`).
    fn at_deadline(&self) -> AtDeadline {
        AtDeadline::Play
    }
    /// Whether the computer player's move `mv` passes its seat's turn over (under
    /// `AtDeadline::Skip`) rather than playing it: the channel is told which.
    fn skips(&self, mv: &Move) -> bool {
        let _ = mv;
        false
    }
    /// What one deadline covers now (a turn, one round of a fight), named: the clock that
    /// plays for a seat past his deadline plays on for him while the game still waits on him
    /// and this stays the same. None: each of its plays answers one deadline.
    fn deadline_covers(&self) -> Option<String> {
        None
    }
    /// Whether the game itself tells the channel when the deadline of the wait it is in
    /// passes unplayed (DungeonQuest's fight round, R22): then the table's notice is not said.
    fn tells_deadline(&self) -> bool {
        false
    }
    /// The game's own notes on the wait it is in, having run `waited` hours (asked where
    /// `wait_began` names it; DungeonQuest's fight round, R22: whoever still owes strikes
    /// called again half-way, the channel told at its deadline when the clock does not act),
    /// each under the name the table sends it once by, with its messages.
    fn clock_notes(&self, waited: f64, t: &dyn story::Telling) -> Vec<(String, Vec<story::Said>)> {
        let _ = (waited, t);
        Vec::new()
    }
    /// The clock's own move once the wait the game is in has run `waited` hours, when the
    /// game names where it began (`wait_began`): DungeonQuest's claim window (R17). The table
    /// makes it at its tick.
    fn due(&self, waited: f64) -> Option<Move> {
        let _ = waited;
        None
    }
    /// What the wait the game is in asks of `mv` (by `who`), having run `waited` hours (asked
    /// where `wait_began` names it): Err, why it is refused until the wait has run longer,
    /// in the language in scope; Ok, the clock's move to make first (DungeonQuest: the
    /// monster's part claimed, or random strikes, too soon; a claim once the offer's window
    /// has passed lapses the offer first, R17, R22). None: nothing.
    fn timed(
        &self,
        who: Who,
        organiser: bool,
        mv: &Move,
        waited: f64,
    ) -> Option<Result<Move, String>> {
        let _ = (who, organiser, mv, waited);
        None
    }
    /// Hours `!dq extend` has given the current wait, beyond `turn_hours`.
    fn extra_hours(&self) -> u32 {
        0
    }
    /// The organiser has paused the game (`!dq pause`): no deadline runs, nobody plays.
    fn paused(&self) -> bool {
        false
    }
    /// The pauses that matter to the current wait, as indices into the stored log: each
    /// `!dq pause` and the `!dq resume` that ended it (None: still paused). The time between
    /// is not counted against the wait's deadline (the clock stops, and runs on where it
    /// stopped).
    fn pauses(&self) -> Vec<(usize, Option<usize>)> {
        Vec::new()
    }
    /// The line under a prompt saying when the wait now ends and what happens then, in
    /// `lang`. `gone`: the hours it has run (since `wait_began`, pauses left out); `late`: the
    /// names of those it is the deadline of (the table leaves out whoever is away while
    /// someone is here: he is played for at once); `when(hours)`: a time that many hours from
    /// now, as the table writes it. None: no deadline runs, or it has passed (the clock acts on
    /// it now). By default `turn_hours` and `extra_hours`, and what `at_deadline` does.
    fn deadline_line(
        &self,
        gone: f64,
        late: &[String],
        when: &dyn Fn(f64) -> String,
        lang: Lang,
    ) -> Option<String> {
        let hours = f64::from(self.turn_hours()? + self.extra_hours());
        if self.paused() || late.is_empty() || gone >= hours {
            return None;
        }
        let key = match self.at_deadline() {
            AtDeadline::Play | AtDeadline::Skip => "deadline",
            AtDeadline::Remind => "deadline-remind",
        };
        Some(crate::lang::text(
            lang,
            &format!("{}-{key}", self.kind().texts()),
            &[
                ("people", late.len().to_string()),
                ("names", late.join(", ")),
                ("when", crate::lang::within(lang, || when(hours - gone))),
            ],
        ))
    }
    /// Who plays now and what they may type; `mention` calls a seat.
    fn prompt(&self, reader: Reader, lang: Lang, mention: &dyn Fn(usize) -> String) -> String;
    /// What `seat` may press now instead of typing, in `lang` (a DM that asks him to play
    /// carries them as buttons on Discord): empty when the game does not wait on him, or asks
    /// what buttons cannot say. Each command reads back (`read`, by DM) as a move `decide`
    /// takes from him, and is at most `Button::MAX_COMMAND` bytes.
    fn buttons(&self, seat: usize, lang: Lang) -> Vec<Button> {
        let _ = (seat, lang);
        Vec::new()
    }
    /// What a computer player would type now, `k` choosing whom of those awaited and
    /// seeding the choice (not the secret stream: this drives a game as its players would,
    /// for the benchmarks and tests). None: nothing is awaited, or the game is driven
    /// otherwise (its clock and `!dq skip` play for its seats).
    fn typed(&self, k: u64) -> Option<Typing> {
        let _ = k;
        None
    }
    /// The last input stored, undone ones too, as the channel may read it, in `lang`: what
    /// the resume banner after a restart names (`organiser`: the organiser's user). None:
    /// nothing stored. By default the last input in effect (`undo_items`).
    fn last_stored(&self, organiser: &str, lang: Lang) -> Option<String> {
        let _ = organiser;
        self.undo_items(1, lang).0.pop().map(|(what, _)| what)
    }
    /// The number `seat`'s buttons are named by now (`buttons`), with `logged` entries in the
    /// stored log: a click that carries another number is stale, whatever it says. By default
    /// the entry where the wait began (`wait_began`, else the last entry).
    fn buttons_named(&self, logged: usize) -> usize {
        self.wait_began().unwrap_or(logged.saturating_sub(1))
    }
    /// The form `seat` ("o": the organiser) answers now instead of typing (a fight's round
    /// of strikes), with the number of the question it answers (a form's button names it, so
    /// a click on an earlier one is stale); None when nothing is asked of him so. Its answer
    /// (`Form::answer`) reads back as his command.
    fn form(&self, seat: &str, lang: Lang) -> Option<(u32, Form)> {
        let _ = (seat, lang);
        None
    }
    /// What `who` is asked privately now, each a message of its own (what `/dq resend` sends
    /// again): a seat's call to play, a fight's call for strikes, an offer; each answered by
    /// typing or with what its `answer` names. `mention` calls a seat. By default, while the
    /// game waits on his seat: his hand and the prompt, with his buttons.
    fn calls(&self, who: Who, lang: Lang, mention: &dyn Fn(usize) -> String) -> Vec<Call> {
        let Who::Seat(seat) = who else {
            return Vec::new();
        };
        if self.stage() != Stage::Playing || !self.awaited().contains(&seat) {
            return Vec::new();
        }
        let mut lines: Vec<String> = self.hand(seat, lang).into_iter().collect();
        lines.push(self.prompt(Reader::Seat(seat), lang, mention));
        vec![Call {
            text: lines.join("\n"),
            answer: Answer::Buttons,
        }]
    }
    /// A seat's private hand (`!dq hand`).
    fn hand(&self, seat: usize, lang: Lang) -> Option<String>;
    /// The choices before the start and their values.
    fn settings(&self, lang: Lang) -> String;
    /// A line on what this game is and how to join, for `!dq new` and `!dq help`.
    fn welcome(&self, lang: Lang) -> String;
    /// What a new game opens with, naming its `organiser`, where the game says it its own
    /// way (DungeonQuest commits to its seed at its start); None: its welcome and its seed's
    /// commitment, the table's way.
    fn opening(&self, organiser: &str, lang: Lang) -> Option<String> {
        let _ = (organiser, lang);
        None
    }
    /// Whether the game asks with forms whose buttons carry a pick, not a command
    /// (DungeonQuest's strikes): a click on one is its own; elsewhere only buttons that send
    /// a command (`Seated::buttons`) are.
    fn asks_with_forms(&self) -> bool {
        false
    }
    /// The seats the game waits on now.
    fn awaited(&self) -> Vec<usize>;
    /// The seats still in play (not dead or out): when all of them are away, the game does
    /// not play itself out at once, but waits for each deadline.
    fn playing(&self) -> Vec<usize> {
        (0..self.sitters().len()).collect()
    }
    /// The computer player's move for `seat`, from that seat's view alone, its choices drawn
    /// from `choices`: the stream the table derives from the game's secret seed
    /// (`chance::ComputerChoices::for_game`), so that no player can work it out from what he reads.
    fn stand_in(&self, seat: usize, choices: crate::chance::ComputerChoices) -> Option<Move>;
    /// A log entry as `reader` may see it (an export of a running game is a channel's).
    fn redact(&self, entry: &str, reader: Reader) -> String;
    /// A short line naming an entry that starts an input (undo's preview), as the channel
    /// may read it; None for entries that do not start one.
    fn input_line(&self, entry: &str, lang: Lang) -> Option<String>;
    /// Inputs still in effect that `!dq undo` may take back: none once the game is over.
    fn undoable(&self) -> usize;
    /// The last `count` inputs still in effect, as the channel may read them, oldest first:
    /// what an undo of `count` would take back, each with the first lines of what it caused
    /// (as the channel was told); and whether any of them drew chance or sealed a choice.
    fn undo_items(&self, count: usize, lang: Lang) -> (Vec<(String, Vec<String>)>, bool);
    /// Whether its placings count in its campaign: not those of a game the organiser ended
    /// before its end (an unfinished game's standings).
    fn counts(&self) -> bool;
    /// Why a seat placed at the end carried nothing out, in `lang` (Dungeon Raiders: he
    /// collapsed with the most wounds, or died); None for a seat that got out.
    fn place_note(&self, seat: usize, lang: Lang) -> Option<String>;
    /// The final placings, once the game is over.
    fn placings(&self) -> Option<Vec<Placing>>;
}

#[cfg(test)]
mod tests;
