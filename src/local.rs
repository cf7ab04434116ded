//! Local play: the same flows as the Discord bot, with simulated users typed at the console
//! (or read from a script). `NAME: TEXT` posts TEXT in the game channel as NAME;
//! `NAME dm: TEXT` sends it to the bot by direct message. The first user who speaks is the
//! organiser. `+HOURS` (e.g. `+25h`) moves local play's clock on, so deadlines, reminders
//! and time away can be played. Every message the bot sends is printed as a block headed
//! `[#game]` or `[dm NAME]`.

use crate::organiser::{
    split_message, Input, MentionStyle, Organiser, Reply, Seeds, Target, MESSAGE_LIMIT,
};
use crate::store::Store;
use anyhow::Result;
use std::io::{BufRead, Write};

/// The local game channel's name.
pub const CHANNEL: &str = "game";
/// Local play's server, for campaigns.
pub const SERVER: &str = "local";

pub struct LocalOptions {
    pub seed: Option<u64>,
    pub script: Option<std::path::PathBuf>,
    pub resume: bool,
    pub db: String,
    /// What `config.toml` sets for new games.
    pub settings: crate::games::Defaults,
    /// A new game's language.
    pub language: crate::lang::Lang,
    /// `--pictures DIR`: write each board picture posted there, numbered.
    pub pictures: Option<std::path::PathBuf>,
}

/// Standard output for the command line. Once its reader has gone (`kalladra local | head`),
/// a write fails with [`StdoutClosed`] inside, and the command ends quietly on it (see
/// [`stdout_closed`]) rather than as a failure or, through `print!`, a panic.
pub struct Stdout(std::io::StdoutLock<'static>);

/// Standard output, locked for the command line (see [`Stdout`]).
pub fn stdout() -> Stdout {
    Stdout(std::io::stdout().lock())
}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.write(bytes).map_err(closed)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush().map_err(closed)
    }
}

fn closed(e: std::io::Error) -> std::io::Error {
    match e.kind() {
        std::io::ErrorKind::BrokenPipe => std::io::Error::new(e.kind(), StdoutClosed),
        _ => e,
    }
}

/// Standard output's reader has gone: not a failure of the command.
#[derive(Debug)]
pub struct StdoutClosed;

impl std::fmt::Display for StdoutClosed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("standard output was closed")
    }
}

impl std::error::Error for StdoutClosed {}

/// Whether `e` is standard output's reader having gone (and not, say, a database's
/// connection broken).
pub fn stdout_closed(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .and_then(|io| io.get_ref())
            .is_some_and(|inner| inner.is::<StdoutClosed>())
    })
}

/// One script line, understood.
#[derive(Debug, PartialEq)]
pub enum Line {
    Skip,
    Post {
        user: String,
        text: String,
    },
    Dm {
        user: String,
        text: String,
    },
    /// `+HOURS` (e.g. `+25h`): local play's clock moves on, and whatever falls due happens.
    Wait {
        hours: f64,
    },
    Malformed,
}

/// The longest step local play's clock takes at once while games are under way: half an
/// hour, the shortest span after which anything falls due (a reminder half-way through a
/// one-hour deadline). Whatever falls due within `+HOURS` happens at the first step at or
/// after its moment, in order: the clock's own plays fall on steps, so each deadline after
/// them is met on time, and one measured from a player's input at most this late.
pub const CLOCK_STEP: f64 = 0.5;

/// `+HOURS` takes from 0.01 h (36 seconds) to a thousand hours a line.
pub const MIN_WAIT: f64 = 0.01;
pub const MAX_WAIT: f64 = 1000.0;
/// Local play's clock goes no further than this ahead of real time (a century), so its
/// times stay ordinary dates.
const MAX_AHEAD_HOURS: f64 = 876_000.0;

pub fn parse_line(line: &str) -> Line {
    let l = line.trim();
    if l.is_empty() || l.starts_with('#') {
        return Line::Skip;
    }
    if let Some(h) = l.strip_prefix('+') {
        let h = h.trim().trim_end_matches(['h', 'H']).trim();
        return match h.parse::<f64>() {
            Ok(hours) if (MIN_WAIT..=MAX_WAIT).contains(&hours) => Line::Wait { hours },
            _ => Line::Malformed,
        };
    }
    let Some((who, text)) = l.split_once(':') else {
        return Line::Malformed;
    };
    let who = who.trim();
    let text = text.trim().to_string();
    if let Some(user) = who.strip_suffix(" dm").or_else(|| who.strip_suffix(" DM")) {
        let user = user.trim();
        if user.is_empty() {
            return Line::Malformed;
        }
        return Line::Dm {
            user: user.to_string(),
            text,
        };
    }
    if who.is_empty() || who.contains(char::is_whitespace) {
        return Line::Malformed;
    }
    Line::Post {
        user: who.to_string(),
        text,
    }
}

/// Local play's `+HOURS`: the clock runs `hours` on as a bot running all that while would,
/// in steps of [`CLOCK_STEP`], and at each step whatever has fallen due happens (deadlines
/// and the plays they bring, reminders, the end of time away), each reply handed to `said`
/// as it comes. With no game under way nothing can fall due: the clock goes on in one step.
/// The clock's place is kept in the store after each step that did something and at the
/// end, so a session resumed after a crash goes on from there.
pub async fn let_time_pass(
    org: &mut Organiser,
    hours: f64,
    said: &mut impl FnMut(&Reply) -> std::io::Result<()>,
) -> Result<()> {
    let start = org.advanced();
    let end = start + hours;
    // At most 2,001 steps for the longest line (1000 h), each a tick: linear in the span.
    let steps = (hours / CLOCK_STEP).ceil().max(1.0) as u64;
    for k in 1..=steps {
        let to = if k == steps || !org.store().any_under_way().await? {
            end
        } else {
            start + k as f64 * CLOCK_STEP
        };
        org.advance(to - org.advanced());
        let replies = org.tick().await?;
        let last = to >= end;
        if last || !replies.is_empty() {
            org.store().set_clock_skew(org.advanced() * 3600.0).await?;
        }
        for r in &replies {
            said(r)?;
        }
        if last {
            break;
        }
    }
    Ok(())
}

/// Print one message; a file it carries is written into `files` (local play: the current
/// directory) and its path printed. Local play holds Discord's limit: a text over 2,000
/// characters is an error in a debug build (every test), so no such text goes unnoticed;
/// a release build prints it in the pieces Discord would get.
pub fn print_reply(
    out: &mut impl Write,
    r: &Reply,
    files: &std::path::Path,
) -> std::io::Result<()> {
    print_reply_with(out, r, files, None)
}

/// Where `kalladra local --pictures DIR` writes each board picture it posts, numbered from
/// `board-0001.png`, or on from the highest number already in the folder.
pub struct Pictures {
    pub dir: std::path::PathBuf,
    pub written: u32,
    /// A picture could not be written: the session goes on without pictures.
    pub stopped: bool,
}

impl Pictures {
    pub fn new(dir: std::path::PathBuf) -> Pictures {
        Pictures {
            dir,
            written: 0,
            stopped: false,
        }
    }

    /// `--pictures DIR` for this session, or one line saying why the folder cannot take them.
    pub fn open(dir: &std::path::Path) -> Result<Pictures> {
        if !dir.is_dir() {
            anyhow::bail!(
                "--pictures {}: no such folder (create it first)",
                dir.display()
            );
        }
        let probe = dir.join(format!(".kalladra-probe-{}", std::process::id()));
        if let Err(e) = std::fs::write(&probe, b"") {
            anyhow::bail!(
                "--pictures {}: cannot write in that folder ({e})",
                dir.display()
            );
        }
        let _ = std::fs::remove_file(&probe);
        // Numbered on from the pictures already there (a `--resume` into the same folder),
        // never over them.
        let last = std::fs::read_dir(dir)?
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_prefix("board-")?
                    .strip_suffix(".png")?
                    .parse::<u32>()
                    .ok()
            })
            .max()
            .unwrap_or(0);
        Ok(Pictures {
            written: last,
            ..Pictures::new(dir.to_path_buf())
        })
    }

    /// Draw `p` and write it as the next numbered PNG; its path.
    fn write(
        &mut self,
        p: &crate::organiser::Picture,
    ) -> Result<std::path::PathBuf, (std::path::PathBuf, std::io::Error)> {
        self.written += 1;
        let path = self.dir.join(format!("board-{:04}.png", self.written));
        match std::fs::write(&path, p.draw().0) {
            Ok(()) => Ok(path),
            Err(e) => Err((path, e)),
        }
    }
}

/// `print_reply`, and a board picture the reply carries written into `pictures` if given.
pub fn print_reply_with(
    out: &mut impl Write,
    r: &Reply,
    files: &std::path::Path,
    pictures: Option<&mut Pictures>,
) -> std::io::Result<()> {
    // A record page is built here, as the Discord adapter builds it before sending.
    let built;
    let r = if r.page.is_some() {
        built = r.clone().finished();
        &built
    } else {
        r
    };
    let n = r.text.chars().count();
    if cfg!(debug_assertions) && n > MESSAGE_LIMIT {
        return Err(std::io::Error::other(format!(
            "a message of {n} characters, over Discord's limit of {MESSAGE_LIMIT}: {}...",
            r.text.chars().take(80).collect::<String>()
        )));
    }
    let head = match &r.target {
        Target::Channel(c) => format!("[#{c}]"),
        // On Discord a later notice of a wait edits the first (`Ping`): said, as it is shown.
        Target::Dm(u) => match r.ping {
            Some(p) if p.supersedes() => format!("[dm {u}, edited: the notice of game {}]", p.game),
            _ => format!("[dm {u}]"),
        },
    };
    let pieces = split_message(&r.text);
    for (i, piece) in pieces.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{head}")?;
        writeln!(out, "{piece}")?;
    }
    if pieces.is_empty() {
        writeln!(out, "{head}")?;
        writeln!(out)?;
    }
    if let Some(f) = &r.file {
        // In local play an attachment becomes a file in the current directory.
        let path = files.join(&f.name);
        std::fs::write(&path, &f.bytes)?;
        let said = crate::lang::tr(
            "local-file-written",
            &[("path", path.display().to_string())],
        );
        writeln!(out, "{said}")?;
    }
    if let (Some(p), Some(pictures)) = (&r.picture, pictures) {
        if !pictures.stopped {
            match pictures.write(p) {
                Ok(path) => {
                    let said = crate::lang::tr(
                        "local-picture-written",
                        &[("path", path.display().to_string())],
                    );
                    writeln!(out, "{said}")?;
                }
                // The game goes on; only the pictures stop.
                Err((path, e)) => {
                    pictures.stopped = true;
                    tracing::warn!(
                        "cannot write the board picture {}: {e}; going on without pictures",
                        path.display()
                    );
                }
            }
        }
    }
    writeln!(out)
}

pub async fn run(opts: LocalOptions) -> Result<()> {
    let (store, hold) = Store::open_held(&opts.db, "kalladra local").await?;
    let played = run_held(opts, store.clone(), &hold).await;
    // A clean end: the write-ahead log folded into the database, the pool closed, the lock
    // file removed (dropping the hold).
    let closed = store.close().await;
    drop(hold);
    played.and(closed)
}

/// On Ctrl-C or SIGTERM (local play waits on a blocking read, so a thread of its own
/// listens): the write-ahead log folded into the database, the lock file removed, and out with status 0. An
/// input being applied finishes first: closing waits for its connection.
fn on_signal_close(store: Store, lock: Option<std::path::PathBuf>) {
    std::thread::spawn(move || {
        let Ok(rt) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        rt.block_on(async move {
            let Ok(mut term) =
                tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            else {
                return;
            };
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            // Not `close`: its wait on the pool's connections, opened on the main thread's
            // runtime, does not end from here.
            if let Err(e) = store.checkpoint().await {
                tracing::warn!("{e}");
            }
            if let Some(lock) = lock {
                let _ = std::fs::remove_file(lock);
            }
            std::process::exit(0);
        });
    });
}

async fn run_held(opts: LocalOptions, store: Store, hold: &crate::store::Holder) -> Result<()> {
    // Ctrl-C or SIGTERM while a line is read: the same clean end as the script's end.
    on_signal_close(store.clone(), hold.lock_file().map(|p| p.to_path_buf()));
    let seeds = opts.seed.map_or(Seeds::Random, Seeds::Fixed);
    let mut org = Organiser::new(store, seeds, MentionStyle::Plain, opts.settings.clone());
    org.set_language(opts.language);
    org.hold(hold);
    // Local play's clock goes on from where it stood when the database was last used.
    let ahead = org.store().clock_skew().await? / 3600.0;
    org.advance(ahead);
    let mut out = stdout();
    let mut organiser: Option<String> = None;
    let here = std::env::current_dir()?;
    let pictures = match &opts.pictures {
        Some(dir) => Some(Pictures::open(dir)?),
        None => None,
    };
    if opts.resume {
        match org.resume_latest().await? {
            Some((id, _channel, by)) => {
                organiser = Some(by.clone());
                // In the game's language, as the lines after it.
                let said = crate::lang::within(org.game_lang(id), || {
                    crate::lang::tr("local-resuming", &[("game", id.to_string())])
                });
                writeln!(out, "[#{CHANNEL}]\n{said}")?;
                // So nobody types again an answer that was stored before the crash.
                writeln!(out, "{}", last_input(&org, id, &by).await?)?;
                // Whatever fell due meanwhile (a deadline, the bot's play for someone away
                // that a crash cut short) happens now, not at the next line; its own lines
                // then say whom the game waits on (the prompt would ping someone away).
                let due = org.tick().await?;
                if due.is_empty() {
                    if let Some(p) = org.current_prompt(id).await? {
                        writeln!(out, "{p}")?;
                    }
                }
                writeln!(out)?;
                for r in due {
                    print_reply(&mut out, &r, &here)?;
                }
            }
            None => {
                let said = crate::lang::within(opts.language, || {
                    crate::lang::tr("local-nothing-to-resume", &[("db", opts.db.clone())])
                });
                writeln!(out, "[#{CHANNEL}]\n{said}\n")?
            }
        }
    }
    match &opts.script {
        Some(p) => {
            let file = std::fs::File::open(p)
                .map_err(|e| anyhow::anyhow!("cannot read the script {}: {e}", p.display()))?;
            let file = std::io::BufReader::new(file);
            play_with(&mut org, file, &mut out, &mut organiser, &here, pictures).await
        }
        None => {
            if organiser.is_none() {
                let said = crate::lang::within(opts.language, || {
                    crate::lang::tr("local-intro", &[("channel", CHANNEL.to_string())])
                });
                writeln!(out, "{said}\n")?;
            }
            play_with(
                &mut org,
                std::io::stdin().lock(),
                &mut out,
                &mut organiser,
                &here,
                pictures,
            )
            .await
        }
    }
}

/// The last input stored for game `id` (its number, who sent it, what it was), as the
/// channel may read it. `organiser` is the organiser's user.
pub async fn last_input(org: &Organiser, id: i64, organiser: &str) -> Result<String> {
    org.last_input(id, organiser).await
}

/// Feed every line of `input` to the organiser, printing what the bot says. `organiser` is
/// the user who spoke first (set by the first line if None). A line that is not UTF-8 text
/// is answered as unreadable, and the lines after it are read as usual.
pub async fn play(
    org: &mut Organiser,
    input: impl BufRead,
    out: &mut impl Write,
    organiser: &mut Option<String>,
    files: &std::path::Path,
) -> Result<()> {
    play_with(org, input, out, organiser, files, None).await
}

/// `play`, writing each board picture posted into `pictures` if given (`--pictures DIR`).
///
/// A message whose text its game reads over several lines and whose last line has not come
/// (`Organiser::awaits_lines`: DungeonQuest's strikes template, pasted after `NAME dm: `) is
/// held, and each line after it that is not a line of its own (`NAME: TEXT`, `NAME dm: TEXT`,
/// `+HOURS`, a blank line or a comment) joins it, until its last line has come; a line of its
/// own, or the end of the input, sends it as it stands. Any other message is sent at once.
pub async fn play_with(
    org: &mut Organiser,
    mut input: impl BufRead,
    out: &mut impl Write,
    organiser: &mut Option<String>,
    files: &std::path::Path,
    pictures: Option<Pictures>,
) -> Result<()> {
    let mut console = Console {
        out,
        organiser,
        files,
        pictures,
        // Local play's own lines (not the game's) in the session's language.
        lang: org.language(),
    };
    let mut bytes = Vec::new();
    let mut number = 0;
    let mut held: Option<Message> = None;
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        number += 1;
        let Ok(line) = std::str::from_utf8(&bytes) else {
            if let Some(m) = held.take() {
                console.send(org, m).await?;
            }
            let text = crate::lang::tr("local-unreadable", &[("line", number.to_string())]);
            writeln!(console.out, "{text}\n")?;
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']);
        let parsed = parse_line(line);
        if let (Some(m), Line::Malformed) = (held.as_mut(), &parsed) {
            m.text.push('\n');
            m.text.push_str(line.trim());
            if !org.awaits_lines(&m.text) {
                if let Some(m) = held.take() {
                    console.send(org, m).await?;
                }
            }
            continue;
        }
        if let Some(m) = held.take() {
            console.send(org, m).await?;
        }
        let (user, text, dm) = match parsed {
            Line::Skip => continue,
            Line::Malformed => {
                console.say("local-not-understood", &[])?;
                continue;
            }
            Line::Wait { hours } => {
                console.wait(org, hours).await?;
                continue;
            }
            Line::Post { user, text } => (user, text, false),
            Line::Dm { user, text } => (user, text, true),
        };
        let m = Message {
            user,
            text,
            dm,
            line: number,
        };
        if org.awaits_lines(&m.text) {
            held = Some(m);
        } else {
            console.send(org, m).await?;
        }
    }
    if let Some(m) = held.take() {
        console.send(org, m).await?;
    }
    Ok(())
}

/// One message typed at local play: who sent it, what, by DM or in the channel, and the
/// input's line it began on.
struct Message {
    user: String,
    text: String,
    dm: bool,
    line: usize,
}

impl Message {
    /// The message as it would be typed again, on one line (a pasted template's lines apart
    /// by ` / `, which reads the same).
    fn typed(&self) -> String {
        let text = self.text.replace('\n', " / ");
        match self.dm {
            true => format!("{} dm: {text}", self.user),
            false => format!("{}: {text}", self.user),
        }
    }
}

/// Whether `e` is the database out of reach (its server down or gone, no connection to be
/// had), rather than something wrong with an input.
fn out_of_reach(e: &anyhow::Error) -> bool {
    e.chain().any(|c| match c.downcast_ref::<sqlx::Error>() {
        Some(
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed,
        ) => true,
        // Postgres's connection exceptions (08) and its shutting down (57P).
        Some(sqlx::Error::Database(d)) => d
            .code()
            .is_some_and(|c| c.starts_with("08") || c.starts_with("57P")),
        _ => false,
    })
}

/// Where local play writes: the console, the organiser's name (the first to speak), the
/// folder for files and pictures, and the session's language for its own lines.
struct Console<'a, W: Write> {
    out: &'a mut W,
    organiser: &'a mut Option<String>,
    files: &'a std::path::Path,
    pictures: Option<Pictures>,
    lang: crate::lang::Lang,
}

impl<W: Write> Console<'_, W> {
    /// Print one of the bot's messages.
    fn print(&mut self, r: &Reply) -> std::io::Result<()> {
        let (out, files, pictures) = (&mut *self.out, self.files, self.pictures.as_mut());
        crate::lang::within(self.lang, || print_reply_with(out, r, files, pictures))
    }

    /// One of local play's own lines (Fluent id `id`), then a blank line.
    fn say(&mut self, id: &str, args: &[(&str, String)]) -> std::io::Result<()> {
        let said = crate::lang::within(self.lang, || crate::lang::tr(id, args));
        writeln!(self.out, "{said}\n")
    }

    /// `m`, handled as the bot would, and what the bot says printed. With the database out
    /// of reach the session ends on one line naming the database and the input not stored.
    async fn send(&mut self, org: &mut Organiser, m: Message) -> Result<()> {
        let admin = self.organiser.get_or_insert_with(|| m.user.clone()) == &m.user;
        let input = Input {
            locale: None,
            source_id: None,
            channel: (!m.dm).then(|| CHANNEL.to_string()),
            via: None,
            server: SERVER.to_string(),
            user: m.user.clone(),
            name: m.user.clone(),
            admin,
            text: m.text.clone(),
        };
        let replies = match org.handle(input).await {
            Ok(r) => r,
            Err(e) if out_of_reach(&e) => {
                let cause = e
                    .chain()
                    .find_map(|c| c.downcast_ref::<sqlx::Error>())
                    .map_or_else(|| e.to_string(), ToString::to_string);
                let said = crate::lang::within(self.lang, || {
                    crate::lang::tr(
                        "local-not-stored",
                        &[
                            ("db", org.store().shown()),
                            ("cause", cause),
                            ("line", m.line.to_string()),
                            ("input", m.typed()),
                        ],
                    )
                });
                return Err(anyhow::anyhow!(said));
            }
            Err(e) => return Err(e),
        };
        for r in replies {
            self.print(&r)?;
        }
        self.out.flush()?;
        Ok(())
    }

    /// `+HOURS`: said, and the clock run on that far (`let_time_pass`), unless that would
    /// take it past its limit.
    async fn wait(&mut self, org: &mut Organiser, hours: f64) -> Result<()> {
        if org.advanced() + hours > MAX_AHEAD_HOURS {
            let ahead = format!("{:.0}", org.advanced());
            let limit = format!("{MAX_AHEAD_HOURS:.0}");
            self.say(
                "local-clock-at-its-limit",
                &[("ahead", ahead), ("limit", limit)],
            )?;
            return Ok(());
        }
        let shown = crate::lang::within(self.lang, || {
            if hours.fract() == 0.0 {
                format!("{hours}")
            } else {
                crate::lang::decimal(hours)
            }
        });
        self.say("local-time-passes", &[("hours", shown)])?;
        let_time_pass(org, hours, &mut |r| {
            self.print(r)?;
            self.out.flush()
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_lines() {
        assert_eq!(
            parse_line("alice: Move UP"),
            Line::Post {
                user: "alice".into(),
                text: "Move UP".into()
            }
        );
        assert_eq!(
            parse_line("bob dm: S=spell"),
            Line::Dm {
                user: "bob".into(),
                text: "S=spell".into()
            }
        );
        assert_eq!(parse_line("  # a comment"), Line::Skip);
        assert_eq!(parse_line(""), Line::Skip);
        assert_eq!(parse_line("no colon here"), Line::Malformed);
        assert_eq!(parse_line("two words: hi"), Line::Malformed);
        assert_eq!(parse_line("+25h"), Line::Wait { hours: 25.0 });
        assert_eq!(parse_line("+ 1.5"), Line::Wait { hours: 1.5 });
        assert_eq!(parse_line("+-3h"), Line::Malformed);
        assert_eq!(parse_line("+soon"), Line::Malformed);
        // The stated range: 0.01 to 1000 hours a line.
        assert_eq!(parse_line("+1000h"), Line::Wait { hours: 1000.0 });
        for bad in ["+0h", "+1e-320h", "+1001h", "+99999h", "+NaN", "+inf"] {
            assert_eq!(parse_line(bad), Line::Malformed, "{bad}");
        }
    }

    /// Local play holds Discord's limit: a message over 2,000 characters fails loudly in a
    /// debug build (every test), and leaves in Discord's pieces in a release build.
    #[test]
    fn a_message_over_discords_limit_fails_loudly() {
        let dir = std::env::temp_dir();
        let mut out = Vec::new();
        let fits = Reply::say(Target::Channel("game".into()), "x".repeat(MESSAGE_LIMIT));
        print_reply(&mut out, &fits, &dir).unwrap();
        let over = Reply::say(
            Target::Channel("game".into()),
            "x".repeat(MESSAGE_LIMIT + 1),
        );
        if cfg!(debug_assertions) {
            let e = print_reply(&mut out, &over, &dir).unwrap_err();
            assert!(e.to_string().contains("2001 characters"), "{e}");
        } else {
            let mut out = Vec::new();
            print_reply(&mut out, &over, &dir).unwrap();
            let printed = String::from_utf8(out).unwrap();
            assert_eq!(printed.matches("[#game]").count(), 2, "two pieces");
        }
    }
}
