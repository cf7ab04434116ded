//! How a game asks: what a computer player would type (`Typing`), the buttons a seat may
//! press (`Button`, `Tone`), how a private call is answered (`Answer`, `Call`) and the form a
//! fight's strikes are answered with (`Form` and its rows, picks and toggles).

/// What a computer player would type now at a game (`Seated::typed`), for what drives a game
/// as its players would (the benchmarks, tests): who types it, what, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typing {
    /// The seat that types it; None: the organiser.
    pub seat: Option<usize>,
    pub text: String,
    /// Sent by DM (a sealed answer), not in the channel.
    pub dm: bool,
    /// An ordinary play: it opens no fight and asks nobody anything.
    pub plain: bool,
}

/// A button a seat may press now: what it says, and the command it sends, as if he had
/// typed it to the bot by DM at this game (`Seated::buttons`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub command: String,
    pub tone: Tone,
}

/// What a button's colour says: a play among others, or a yes or a no to a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Plain,
    Yes,
    No,
}

impl Button {
    /// The longest command a button may send (it travels in the button's id, which Discord
    /// holds to 100 characters with the game, the seat and the wait beside it).
    pub const MAX_COMMAND: usize = 48;
}

/// How a private call to someone awaited is answered beside typing (`Seated::calls`): with
/// the buttons his seat may press now (`Seated::buttons`), or the form he fills in
/// (`Seated::form`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Typed,
    Buttons,
    Form,
}

/// One private message asking someone the game waits on for his answer (`Seated::calls`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub text: String,
    pub answer: Answer,
}

/// A question answered with buttons by a pick in each row and any toggles, then Confirm (a
/// fight's strikes): the answer, as the seat could type it, is each row's `NAME=value` and
/// each toggle's text, joined by spaces (`S=melee B=ranged C=spell cards=spark`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub rows: Vec<FormRow>,
    pub toggles: Vec<Toggle>,
    /// What Confirm says while a row has no pick.
    pub hint: String,
}

/// One row of a form: its key (in the buttons' ids), its name in the answer, its picks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormRow {
    pub key: String,
    pub name: String,
    pub picks: Vec<Pick>,
}

/// One pick of a row: its key (in the buttons' ids), its label, its value in the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    pub key: String,
    pub label: String,
    pub value: String,
}

/// A form's on/off button: its key, its label, its text in the answer when on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toggle {
    pub key: String,
    pub label: String,
    pub text: String,
}

impl Form {
    /// The answer for these picks (a pick's key for each row, by row key) and toggles on;
    /// None while a row has no pick.
    pub fn answer(
        &self,
        picked: &std::collections::BTreeMap<String, String>,
        on: &std::collections::BTreeSet<String>,
    ) -> Option<String> {
        let mut parts = Vec::new();
        for row in &self.rows {
            let key = picked.get(&row.key)?;
            let pick = row.picks.iter().find(|p| &p.key == key)?;
            parts.push(format!("{}={}", row.name, pick.value));
        }
        parts.extend(
            self.toggles
                .iter()
                .filter(|t| on.contains(&t.key))
                .map(|t| t.text.clone()),
        );
        Some(parts.join(" "))
    }
}

/// What a text says where no game runs, read in the first kind's words (`Kind::lobby`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lobby {
    /// Chatter in a channel: left alone.
    Chatter,
    /// `!dq new`: a game of the first kind.
    New,
    /// Answered with this text.
    Say(String),
    /// A play or a tool of a running game: it hears that the channel's game is over when
    /// its last one has ended, else this text (no game runs).
    InGame(String),
}
