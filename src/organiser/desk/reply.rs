//! What the organiser answers: `Reply`s to a channel or a DM (with a file, the board, or a
//! question an adapter may offer buttons for), cut to Discord's message limit.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Channel(String),
    Dm(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub target: Target,
    pub text: String,
    /// A file sent with the message (an export).
    pub file: Option<Attachment>,
    /// This message shows a game's board (`board_post`): the one kept message an adapter
    /// that can edits in place, or this turn's message, which carries it.
    pub board: Option<Board>,
    /// The DM asks its reader to choose: an adapter that can offers buttons.
    pub ask: Option<Ask>,
    /// A board picture to draw and attach: the adapter draws it (`Picture::png`) off its
    /// event loop; the organiser only says what to draw.
    pub picture: Option<Picture>,
    /// A game's record page to build and attach: the adapter builds it (`Reply::finished`),
    /// off its event loop and after the organiser has answered, as it draws pictures.
    pub page: Option<Page>,
    /// This message carries a game's fair-dice proof (its start or its end): an adapter that
    /// can keeps the message's id, and links it from the game's record page.
    pub proof: Option<ProofPost>,
    /// The DM tells its reader of his wait at a game (`Ping`): the first since he last
    /// played there is a message of its own, and an adapter that can edits it with each
    /// later one instead of sending another.
    pub ping: Option<Ping>,
}

/// A DM that tells its reader of his wait at game `game` (the heads-up, a deadline passed,
/// the time bank paying, the computer playing for him, his seat falling to it), written in
/// `lang`. `count`: the notices he has had there since he last played there, this one
/// included (0 until the organiser has counted it, as it does for every reply it gives).
/// Discord notifies a new message, not an edit: an absent player finds one message a game
/// and kind (`PingKind`), kept current, not a pile of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ping {
    pub game: i64,
    pub kind: PingKind,
    pub count: u32,
    pub lang: crate::lang::Lang,
}

/// A notice's kind: each kind's first since the player last played is a message of its own
/// (so it notifies), its later ones edit it. The heads-up is one kind, his deadline passing
/// and what follows (the bank, the bot, the fall) another: a present player who let one
/// deadline pass is notified of it though he had the heads-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PingKind {
    /// `!dq notify on`: his turn is next.
    Next,
    /// His deadline passed, and what was done for it.
    Late,
}

impl PingKind {
    /// Its name in the store.
    pub fn name(self) -> &'static str {
        match self {
            PingKind::Next => "next",
            PingKind::Late => "late",
        }
    }
}

impl Ping {
    /// The notice is a later one, to edit into the first if an adapter can.
    pub fn supersedes(self) -> bool {
        self.count > 1
    }
}

/// A message that carries game `game`'s fair-dice proof, posted at `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofPost {
    pub game: i64,
    pub at: ProofAt,
}

/// When a game's proof is posted: the seed's hash and the commitment at the start; the seed
/// and the log's hash at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofAt {
    Start,
    End,
}

impl ProofAt {
    /// Its name in the store.
    pub fn name(self) -> &'static str {
        match self {
            ProofAt::Start => "start",
            ProofAt::End => "end",
        }
    }
}

/// Mark the channel message among `out` that says `hash` (the last of them, if the text was
/// split) as game `game`'s proof post at `at`.
pub(crate) fn mark_proof(out: &mut [Reply], game: i64, at: ProofAt, hash: &str) {
    let said = out.iter_mut().rev().find(|r| {
        matches!(r.target, Target::Channel(_))
            && r.board.is_none_or(|b| b.kept().is_none())
            && r.text.contains(hash)
    });
    if let Some(r) = said {
        r.proof = Some(ProofPost { game, at });
    }
}

/// How a message shows a game's board (the game's `board_post`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// The game's one board message, kept (pinned) and edited in place: this reply is its
    /// new text and picture.
    Kept(i64),
    /// The board rides on this turn's message, a new post; a board message kept before
    /// (`board_post` was `pinned`) is retired.
    Turn(i64),
}

impl Board {
    /// The game, if this is its kept board message.
    pub fn kept(self) -> Option<i64> {
        match self {
            Board::Kept(game) => Some(game),
            Board::Turn(_) => None,
        }
    }
}

/// What a board picture shows: a game's board to be drawn when the adapter sends it, or a
/// picture drawn already (PNG and alt text), and the language of its words.
#[derive(Clone, Debug)]
pub struct Picture {
    pub art: Art,
    pub lang: crate::lang::Lang,
}

pub use crate::canvas::Art;

impl Picture {
    /// A board to draw later (a DungeonQuest view).
    pub fn of(d: impl crate::canvas::Drawing + 'static, lang: crate::lang::Lang) -> Picture {
        Picture {
            art: Art::Later(std::sync::Arc::new(d)),
            lang,
        }
    }

    /// The PNG, and the alt text for the attachment's description. CPU work (a few ms): an
    /// async adapter calls it inside `spawn_blocking`.
    pub fn draw(&self) -> (Vec<u8>, String) {
        match &self.art {
            Art::Later(d) => d.draw(self.lang),
            Art::Drawn(d) => (d.0.clone(), d.1.clone()),
        }
    }

    /// The attachment's file name.
    pub const FILE_NAME: &'static str = "board.png";
}

impl PartialEq for Picture {
    /// The same picture: the same language and the same drawing (by its key), or the same
    /// PNG and alt text.
    fn eq(&self, other: &Picture) -> bool {
        self.lang == other.lang
            && match (&self.art, &other.art) {
                (Art::Later(a), Art::Later(b)) => a.key() == b.key(),
                (Art::Drawn(a), Art::Drawn(b)) => a == b,
                _ => false,
            }
    }
}

impl Eq for Picture {}

/// What a private message asks for, so an adapter can offer buttons for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// A pick in each row, toggles, then Confirm (`games::Form`: a fight's strikes), asked of
    /// `seat` (a seat number, or "o" for the organiser) for the question the game names
    /// `wait` (a fight's round, 1-based); the click is checked against the form the game
    /// asks then (`Organiser::form`).
    Form {
        game: i64,
        wait: u32,
        seat: String,
        form: crate::games::Form,
        /// The language of its reader, for the buttons' labels.
        lang: crate::lang::Lang,
    },
    /// What a seat may press instead of typing (a seated game's `Seated::buttons`,
    /// DungeonQuest's offer of the monster's part), each sending its command as his DM at
    /// this game while the wait they answer (`wait`, as the game names it) is still the
    /// game's.
    Buttons {
        game: i64,
        seat: usize,
        wait: usize,
        buttons: Vec<crate::games::Button>,
        lang: crate::lang::Lang,
    },
}

impl Ask {
    /// The language its buttons speak: its reader's.
    pub fn lang(&self) -> crate::lang::Lang {
        match self {
            Ask::Form { lang, .. } | Ask::Buttons { lang, .. } => *lang,
        }
    }
}

impl Ask {
    /// What `who` answers a call with at game `id` (`games::Call::answer`), as the game asks
    /// it now in `lang`, with `logged` entries stored: his form (a seat's number or "o" in its
    /// ids) or his buttons (a seat's alone); None when it asks for neither.
    pub(crate) fn for_call(
        game: &dyn crate::games::Seated,
        id: i64,
        who: crate::games::Who,
        answer: crate::games::Answer,
        (logged, lang): (usize, crate::lang::Lang),
    ) -> Option<Ask> {
        use crate::games::{Answer, Who};
        match (answer, who) {
            (Answer::Form, Who::Seat(_) | Who::Organiser) => {
                let seat = match who {
                    Who::Seat(s) => s.to_string(),
                    _ => "o".to_string(),
                };
                let (wait, form) = game.form(&seat, lang)?;
                Some(Ask::Form {
                    game: id,
                    wait,
                    seat,
                    form,
                    lang,
                })
            }
            (Answer::Buttons, Who::Seat(seat)) => {
                let buttons = game.buttons(seat, lang);
                (!buttons.is_empty()).then(|| Ask::Buttons {
                    game: id,
                    seat,
                    wait: game.buttons_named(logged),
                    buttons,
                    lang,
                })
            }
            _ => None,
        }
    }
}

impl Reply {
    pub fn say(target: Target, text: String) -> Reply {
        Reply {
            target,
            text,
            file: None,
            board: None,
            ask: None,
            picture: None,
            page: None,
            proof: None,
            ping: None,
        }
    }

    /// Text alone: no board, buttons, file, picture, page, proof or notice rides on it, so it
    /// may be cut into several messages, or joined with others.
    pub fn is_plain(&self) -> bool {
        self.board.is_none()
            && self.ask.is_none()
            && self.file.is_none()
            && self.picture.is_none()
            && self.page.is_none()
            && self.proof.is_none()
            && self.ping.is_none()
    }

    /// A DM to `user`, in `lang`, telling him of his wait at game `game` (`Ping`): his
    /// deadline passed, and what was done for it.
    pub fn ping(user: &str, game: i64, lang: crate::lang::Lang, text: String) -> Reply {
        Reply::ping_of(PingKind::Late, (user, game), lang, text)
    }

    /// A notice of `kind` to `user` about game `game`, in `lang` (`Ping`).
    pub fn ping_of(
        kind: PingKind,
        (user, game): (&str, i64),
        lang: crate::lang::Lang,
        text: String,
    ) -> Reply {
        let mut r = Reply::say(Target::Dm(user.to_string()), text);
        r.ping = Some(Ping {
            game,
            kind,
            count: 0,
            lang,
        });
        r
    }

    /// This reply with its record page built: the text and file it goes out with (CPU work,
    /// every turn's board drawn: an async adapter calls it inside `spawn_blocking`).
    pub fn finished(self) -> Reply {
        self.finished_with(&crate::page::Posts::default())
    }

    /// `finished`, the page linking `posts`: the messages that carried its proof.
    pub fn finished_with(mut self, posts: &crate::page::Posts) -> Reply {
        if let Some(p) = self.page.take() {
            let (text, file) = p.finish_with(posts);
            self.text = text;
            self.file = file;
        }
        self
    }
}

/// A record page's HTML, or why there is none.
pub type PageBuilt = std::result::Result<String, crate::page::Refused>;

/// What a record page is built from: the game, its language, and how.
#[derive(Clone)]
pub struct Page {
    pub game: i64,
    pub lang: crate::lang::Lang,
    /// The Fluent key of the line that introduces the page (each game says what its page
    /// holds), with `$file`.
    attached: String,
    /// The file's name: `game-ID.html`, or a seat's own page's (`Page::of_seat`).
    name: String,
    #[allow(clippy::type_complexity)]
    build: std::sync::Arc<dyn Fn(&crate::page::Posts) -> PageBuilt + Send + Sync>,
}

impl Page {
    pub fn new(
        game: i64,
        lang: crate::lang::Lang,
        attached: &str,
        build: impl Fn(&crate::page::Posts) -> PageBuilt + Send + Sync + 'static,
    ) -> Page {
        Page {
            game,
            lang,
            attached: attached.to_string(),
            name: crate::page::file_name(game),
            build: std::sync::Arc::new(build),
        }
    }

    /// This page as seat `seat`'s own (a running game's, by DM): a file of its own name, so
    /// that it never stands in for the channel's page where both are kept.
    pub fn of_seat(mut self, seat: usize) -> Page {
        self.name = format!("game-{}-seat-{}.html", self.game, seat + 1);
        self
    }

    /// The page built: the message's text and its file; over Discord's upload limit, a line
    /// saying how to make it instead.
    pub fn finish(&self) -> (String, Option<Attachment>) {
        self.finish_with(&crate::page::Posts::default())
    }

    /// `finish`, the page linking `posts`: the channel's messages that carried its proof.
    pub fn finish_with(&self, posts: &crate::page::Posts) -> (String, Option<Attachment>) {
        use crate::page::{Refused, ATTACHMENT_LIMIT};
        let said = |key: &str, args: &[(&str, String)]| {
            crate::lang::text(self.lang, key, args).trim().to_string()
        };
        match (self.build)(posts) {
            Ok(html) if html.len() <= ATTACHMENT_LIMIT => {
                let name = self.name.clone();
                let text = said(&self.attached, &[("file", name.clone())]);
                let bytes = html.into_bytes();
                (text, Some(Attachment { name, bytes }))
            }
            Ok(html) => {
                let size = format!("{:.1}", html.len() as f64 / f64::from(1 << 20));
                let limit = (ATTACHMENT_LIMIT >> 20).to_string();
                let args = [("size", size), ("limit", limit)];
                (said("record-too-large", &args), None)
            }
            Err(Refused::Running) => (said("record-refused-running", &[]), None),
            Err(Refused::Unreadable(why)) => {
                tracing::warn!(game = self.game, "the record page: {why}");
                (said("record-unbuildable", &[]), None)
            }
        }
    }
}

impl std::fmt::Debug for Page {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Page(game {}, {:?})", self.game, self.lang)
    }
}

impl PartialEq for Page {
    fn eq(&self, other: &Page) -> bool {
        self.game == other.game && self.lang == other.lang
    }
}

impl Eq for Page {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Discord refuses messages over 2,000 code points; split at line ends below that.
pub const MESSAGE_LIMIT: usize = 2000;

/// A record page for `to` in `lang`: the adapter builds it (`Reply::finished`), off its event
/// loop and after the organiser has answered (`build` draws every turn's board). `attached`:
/// the key of the line that introduces it.
pub(crate) fn page_reply(
    to: Target,
    id: i64,
    lang: crate::lang::Lang,
    attached: &str,
    build: impl Fn(&crate::page::Posts) -> PageBuilt + Send + Sync + 'static,
) -> Vec<Reply> {
    let mut r = Reply::say(to, String::new());
    r.page = Some(Page::new(id, lang, attached, build));
    vec![r]
}

pub fn split_message(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0;
    for line in text.lines() {
        let n = line.chars().count();
        if cur_len > 0 && cur_len + 1 + n > MESSAGE_LIMIT {
            out.push(std::mem::take(&mut cur));
            cur_len = 0;
        }
        if n > MESSAGE_LIMIT {
            // A single over-long line: cut between code points.
            let chars: Vec<char> = line.chars().collect();
            for chunk in chars.chunks(MESSAGE_LIMIT) {
                out.push(chunk.iter().collect());
            }
            continue;
        }
        if cur_len > 0 {
            cur.push('\n');
            cur_len += 1;
        }
        cur.push_str(line);
        cur_len += n;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// `head`, then on lines of their own the most recent of `lines` that fit one message with
/// it (a long story told from where it still fits, never cut off at its end), after the line
/// `left_out(n)` when the first `n` of them did not fit.
pub(crate) fn with_latest(
    head: &str,
    lines: &[String],
    left_out: &dyn Fn(usize) -> String,
) -> String {
    let all = lines.iter().map(|l| l.chars().count() + 1).sum::<usize>();
    let mut len = head.chars().count();
    let from = match len + all > MESSAGE_LIMIT {
        false => 0,
        true => {
            // Room for the note, at its longest.
            len += left_out(lines.len()).chars().count() + 1;
            lines
                .iter()
                .rposition(|l| {
                    len += l.chars().count() + 1;
                    len > MESSAGE_LIMIT
                })
                .map_or(0, |i| i + 1)
        }
    };
    let mut text = head.to_string();
    if from > 0 {
        text.push('\n');
        text.push_str(&left_out(from));
    }
    for l in &lines[from..] {
        text.push('\n');
        text.push_str(l);
    }
    text
}

/// `out` with every plain text over Discord's limit (no board, buttons, file, picture, page,
/// proof or notice riding on it) in as many messages as it needs, cut at line ends: the one
/// gate that holds local play, and every adapter, to Discord's limit whatever a game says.
pub(crate) fn fitted(out: Vec<Reply>) -> Vec<Reply> {
    let mut fitted = Vec::with_capacity(out.len());
    for r in out {
        match r.text.chars().count() > MESSAGE_LIMIT && r.is_plain() {
            true => fitted.extend(render_split(&r.target, &r.text)),
            false => fitted.push(r),
        }
    }
    fitted
}

pub(crate) fn render_split(target: &Target, text: &str) -> Vec<Reply> {
    split_message(text)
        .into_iter()
        .map(|t| Reply {
            target: target.clone(),
            text: t,
            file: None,
            board: None,
            ask: None,
            picture: None,
            page: None,
            proof: None,
            ping: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A long story is told from where it still fits one message with its head.
    #[test]
    fn with_latest_keeps_the_most_recent_lines_that_fit() {
        let lines: Vec<String> = (0..100)
            .map(|i| format!("{i:03}{}", "x".repeat(96)))
            .collect();
        let note = |n: usize| format!("({n} earlier lines left out)");
        let text = with_latest("Head", &lines, &note);
        assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        assert!(
            text.starts_with("Head\n(81 earlier lines left out)\n"),
            "{text}"
        );
        assert!(text.ends_with(&lines[99]));
        assert!(!text.contains(&lines[80]) && text.contains(&lines[81]));
        assert_eq!(
            with_latest("Head", &lines[..2], &note),
            format!("Head\n{}\n{}", lines[0], lines[1])
        );
    }

    #[test]
    fn long_messages_split_at_line_ends_and_never_inside_a_glyph() {
        let line = "🟫".repeat(39);
        let text = vec![line.clone(); 80].join("\n");
        let parts = split_message(&text);
        assert!(parts.len() > 1);
        for p in &parts {
            assert!(p.chars().count() <= MESSAGE_LIMIT);
            assert!(p.lines().all(|l| l == line));
        }
        let long = "é".repeat(4500);
        let parts = split_message(&long);
        assert_eq!(parts.iter().map(|p| p.chars().count()).sum::<usize>(), 4500);
    }
}
