//! The `kalladra` command. Standard output goes through `kalladra::local::stdout`, never
//! `print!` (a reader gone would be a panic).
#![deny(clippy::print_stdout)]

use anyhow::Result;
use clap::{Parser, Subcommand};
use kalladra::{config::Config, games::file::Filed, local::stdout};
use std::io::Write;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "kalladra",
    version,
    about = "Play-by-post DungeonQuest: a Discord bot with a local play mode"
)]
struct Cli {
    /// Configuration file (see config.example.toml). Without this option `config.toml` is read
    /// if it exists; a file named here must exist.
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Play in the terminal with simulated users: `NAME: TEXT` posts, `NAME dm: TEXT` DMs.
    Local {
        /// Fix the game's seed (normally random and secret).
        #[arg(long)]
        seed: Option<u64>,
        /// Read lines from this file instead of standard input.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Continue the most recent unfinished game in the database.
        #[arg(long)]
        resume: bool,
        /// The database: a SQLite file, or a postgres:// URL (default: `database` from the
        /// config, else kalladra.db).
        #[arg(long)]
        db: Option<String>,
        /// A new game's language, `en` or `es` (default: `language` from the config, else en).
        #[arg(long, value_parser = parse_language)]
        language: Option<kalladra::lang::Lang>,
        /// Write each board picture the game posts into this folder (board-0001.png, ...).
        #[arg(long)]
        pictures: Option<PathBuf>,
    },
    /// Run the Discord bot (the token comes from DISCORD_TOKEN). Needs the Message Content
    /// intent; README, "Running the Discord bot", says how to set it up. Logs go to standard
    /// error (RUST_LOG filters them; default `warn,kalladra=info`); "connected as NAME to N
    /// servers" says it is up.
    Bot {
        /// The database: a SQLite file, or a postgres:// URL (default: `database` from the
        /// config, else kalladra.db).
        #[arg(long)]
        db: Option<String>,
        /// Run only these shards (`0-1`, or one: `3`), of `--shard-count`; default: all of
        /// them, as many as Discord recommends.
        #[arg(long, value_name = "FIRST-LAST", requires = "shard_count")]
        shards: Option<String>,
        /// How many shards the bot has in all, across every process (with `--shards`).
        #[arg(long, value_name = "N", requires = "shards")]
        shard_count: Option<u32>,
    },
    /// Measure the pipeline, SQLite, the engine, restart and memory, and print the figures.
    Bench {
        /// A smaller run (about a minute; longer on a busy machine).
        #[arg(long)]
        quick: bool,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Measure only the pipeline and SQLite's raw inserts (their ratio): seconds, for
        /// runs of two builds side by side.
        #[arg(long, conflicts_with_all = ["db", "record"])]
        pipeline: bool,
        /// Also append the figures, dated, to this Markdown file (e.g. BENCHMARKS.md).
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Also measure the pipeline on Postgres, one process and two, beside SQLite:
        /// postgres://USER@HOST:PORT/DATABASE, a database that holds no games. The bench
        /// makes (and drops at the end) databases of its own on that server, so the user
        /// needs CREATEDB; the database named is only read.
        #[arg(long, value_name = "URL")]
        db: Option<String>,
    },
    /// Copy every game, log and setting of a SQLite database into an empty Postgres database
    /// (ids kept), then verify each finished game there; a second run changes nothing.
    Migrate {
        /// The SQLite database file to copy (e.g. kalladra.db).
        #[arg(long)]
        from: String,
        /// The Postgres database to copy it into: postgres://USER:PASSWORD@HOST/DATABASE.
        #[arg(long)]
        to: String,
    },
    /// Check an exported game (`!dq export` after it ended): replay every input from the
    /// revealed seed and confirm every event, or name the first that does not match.
    Verify {
        /// The exported JSON file.
        file: PathBuf,
    },
    /// Draw the board of an exported game (`!dq export`) as a PNG, as the channel sees it.
    Render {
        /// The exported JSON file.
        file: PathBuf,
        /// Draw the board after this many inputs (default: all of them).
        #[arg(long)]
        at: Option<usize>,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
        /// The language of the picture's words, `en` or `es` (default: en).
        #[arg(long, alias = "lang", value_parser = parse_language)]
        language: Option<kalladra::lang::Lang>,
    },
    /// A finished game's record page (from `!dq export` after the end), one HTML file: every
    /// turn's board and story, the fights' strikes, the scores, the fair-dice check.
    Record {
        file: PathBuf,
        #[arg(long)]
        out: PathBuf,
        /// The page's language, `en` or `es` (default: en).
        #[arg(long, alias = "lang", value_parser = parse_language)]
        language: Option<kalladra::lang::Lang>,
    },
    /// Play complete games with computer players and print statistics.
    Simulate {
        /// How many games to play (1 or more).
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        games: u64,
        /// Players per game: DungeonQuest 1 to 4 heroes, Dungeon Raiders 1 to 5.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=5))]
        players: u8,
        /// The first game's seed; game N plays with seed + N (the same seed, the same games).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// Play with this optional rule on (repeat for more; `!dq options` lists them).
        #[arg(long = "option", value_name = "NAME")]
        options: Vec<String>,
        /// The computer player: `sensible` (the autopilot's), `baseline` (the one before the
        /// turn-3 review) or `random`.
        #[arg(long, default_value = "sensible")]
        policy: String,
        /// Which game: `dungeonquest` or `raiders` (Dungeon Raiders, its own computer player).
        #[arg(long, default_value = "dungeonquest")]
        game: String,
    },
}

/// DISCORD_TOKEN as the bot can use it, or one line saying what is wrong with it. A Discord
/// bot token is three dot-separated parts of letters, digits, `-` and `_` (the bot's id in
/// base64, a timestamp, a signature), optionally preceded by `Bot `.
fn check_token(raw: &str) -> std::result::Result<String, String> {
    const SEE: &str = "copy it again from the Developer Portal (Bot > Reset Token)";
    if raw.trim().is_empty() {
        return Err(format!(
            "DISCORD_TOKEN is empty: set it to the bot's token ({SEE})"
        ));
    }
    let token = raw.strip_prefix("Bot ").unwrap_or(raw);
    if token.contains(['\n', '\r']) {
        return Err(format!(
            "DISCORD_TOKEN contains a line break (a stray newline when it was pasted?): {SEE}"
        ));
    }
    if token.contains(char::is_whitespace) {
        return Err(format!("DISCORD_TOKEN contains spaces: {SEE}"));
    }
    let parts: Vec<&str> = token.split('.').collect();
    let shaped = parts.len() == 3
        && parts[0].len() >= 16
        && parts[1].len() >= 4
        && parts[2].len() >= 20
        && parts.iter().all(|p| {
            p.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
    if !shaped {
        return Err(format!(
            "DISCORD_TOKEN does not look like a bot token (three parts separated by dots, about 70 characters; this is {} characters): {SEE}",
            token.chars().count()
        ));
    }
    Ok(token.to_string())
}

/// `kalladra bot`: the Discord bot, until it is stopped.
/// `--shards FIRST-LAST` (or one shard) of `--shard-count N`: the range, or what is wrong.
fn shard_range(text: &str, count: u32) -> Result<(std::ops::Range<u32>, u32), String> {
    let bad = || {
        format!(
            "--shards takes FIRST-LAST or one shard number, each from 0 to {} (--shard-count {count}); got `{text}`",
            count.saturating_sub(1)
        )
    };
    if count == 0 {
        return Err("--shard-count must be 1 or more".into());
    }
    let (a, b) = match text.split_once('-') {
        Some((a, b)) => (a.trim(), b.trim()),
        None => (text.trim(), text.trim()),
    };
    let (first, last): (u32, u32) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
    if first > last || last >= count {
        return Err(bad());
    }
    Ok((first..last + 1, count))
}

/// A command-line error in one line: its first, with the indented lines under it (the
/// arguments it names).
fn usage_line(text: &str) -> String {
    let mut lines = text.lines();
    let mut first = lines.next().unwrap_or_default().to_string();
    for more in lines.take_while(|l| l.starts_with(' ')) {
        first.push(' ');
        first.push_str(more.trim());
    }
    first.trim_start_matches("error: ").to_string()
}

/// The shards `--shards` and `--shard-count` ask for (None: all of them); a bad range ends
/// the program with one line.
fn shards_asked(shards: Option<String>, count: Option<u32>) -> Option<(std::ops::Range<u32>, u32)> {
    let (Some(r), Some(n)) = (shards, count) else {
        return None;
    };
    Some(shard_range(&r, n).unwrap_or_else(|e| {
        eprintln!("kalladra: {e}");
        std::process::exit(USAGE)
    }))
}

fn bot(
    config: Config,
    db: Option<String>,
    shards: Option<(std::ops::Range<u32>, u32)>,
) -> Result<()> {
    // A missing or malformed token: one line, and out at once.
    let token = std::env::var("DISCORD_TOKEN")
        .map_err(|_| {
            "set DISCORD_TOKEN to the bot's token (see README, \"Running the Discord bot\")"
                .to_string()
        })
        .and_then(|raw| check_token(&raw))
        .unwrap_or_else(|e| {
            eprintln!("kalladra: {e}");
            std::process::exit(USAGE)
        });
    // One thread: serenity spawns a task per event, and on one thread they start in the order
    // the gateway delivered them, then queue fairly for the organiser. Inputs apply in order.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    rt.block_on(kalladra::discord::run(kalladra::discord::BotConfig {
        token,
        api_base: std::env::var("KALLADRA_API_BASE")
            .ok()
            .or(config.discord.api_base),
        db: db.unwrap_or(config.database),
        settings: config.game,
        language: config.language,
        organiser_role: config.discord.organiser_role,
        seed: std::env::var("KALLADRA_SEED")
            .ok()
            .and_then(|s| s.parse().ok()),
        tick_seconds: std::env::var("KALLADRA_TICK_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(60.0),
        clock_hours_per_tick: std::env::var("KALLADRA_CLOCK_HOURS_PER_TICK")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0.0),
        pace: channel_pace(std::env::var("KALLADRA_CHANNEL_PACE").ok().as_deref()),
        shards,
    }))
}

/// Sends per channel per window: Discord's 5 per 5 seconds, or `N/SECONDS` from the
/// environment (the end-to-end tests, whose stand-in has no limit, go faster).
fn channel_pace(text: Option<&str>) -> (usize, std::time::Duration) {
    text.and_then(|t| {
        let (n, secs) = t.split_once('/')?;
        Some((
            n.trim().parse().ok()?,
            std::time::Duration::try_from_secs_f64(secs.trim().parse().ok()?).ok()?,
        ))
    })
    .unwrap_or(kalladra::discord::DISCORD_PACE)
}

/// What `kalladra bench` measures: every figure or the pipeline's alone, at full size or
/// quick.
struct Benched {
    quick: bool,
    pipeline: bool,
}

/// `kalladra bench [--quick] [--pipeline] [--json] [--record FILE] [--db postgres://...]`.
fn bench(
    Benched { quick, pipeline }: Benched,
    json: bool,
    record_to: Option<&std::path::Path>,
    db: Option<&str>,
) -> Result<()> {
    use kalladra::bench;
    let postgres = db.map(|db| {
        bench::postgres_option(db).unwrap_or_else(|e| {
            eprintln!("kalladra: {e}");
            std::process::exit(USAGE)
        })
    });
    let dir = std::env::temp_dir().join(format!("kalladra-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let sizes = if quick {
        bench::Sizes::quick()
    } else {
        bench::Sizes::full()
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let figures = if pipeline {
        rt.block_on(bench::pipeline_only(sizes, &dir))
    } else {
        rt.block_on(bench::run(sizes, &dir, postgres.as_deref()))
    };
    let _ = std::fs::remove_dir_all(&dir);
    let figures = figures?;
    if json {
        writeln!(stdout(), "{}", serde_json::to_string(&figures)?)?;
    } else if pipeline {
        write!(stdout(), "{}", bench::pipeline_table(&figures))?;
    } else {
        write!(stdout(), "{}", bench::table(&figures))?;
    }
    match record_to {
        Some(path) => {
            bench::record(&figures, quick, path)?;
            eprintln!("kalladra: figures appended to {}", path.display());
            Ok(())
        }
        None => Ok(()),
    }
}

/// `kalladra migrate --from FILE --to URL`: what was copied and verified, or one line why not.
fn migrate(from: &str, to: &str) -> Result<()> {
    let said = runtime()?.block_on(kalladra::migrate::migrate(from, to))?;
    Ok(writeln!(stdout(), "{said}")?)
}

/// The one-thread runtime local play and `migrate` run on.
fn runtime() -> Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?)
}

/// Why a file cannot be read, in words.
fn unreadable(file: &std::path::Path, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let why = match e.kind() {
        ErrorKind::NotFound => "there is no such file".to_string(),
        ErrorKind::PermissionDenied => "permission denied".to_string(),
        ErrorKind::IsADirectory => "it is a folder, not a file".to_string(),
        ErrorKind::InvalidData => "it is not text (not UTF-8)".to_string(),
        _ => e.to_string(),
    };
    format!("cannot read {}: {why}", file.display())
}

/// `kalladra verify FILE`: exit status 0 when confirmed, 1 when rejected, 2 when it cannot tell
/// (the file cannot be read, is not an export, or is of a game still running). What it found
/// is said in words, with both hashes to compare with the channel's; no backtrace.
fn verify(file: &std::path::Path) -> Result<()> {
    let cannot = |why: String| -> ! {
        eprintln!("kalladra: {why}");
        std::process::exit(2)
    };
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| cannot(unreadable(file, &e)));
    let filed = Filed::read(&text).unwrap_or_else(|e| {
        cannot(format!(
            "{} is not a Kalladra game export (a JSON file from `!dq export`): {e}",
            file.display()
        ))
    });
    let checked = filed.verify();
    if checked.code == 0 {
        writeln!(stdout(), "Game {}: {}", filed.game(), checked.said)?;
    } else {
        eprintln!("Game {}: {}", filed.game(), checked.said);
    }
    std::process::exit(checked.code)
}

/// `kalladra render FILE [--at N] --out PNG [--language es]`: the board of an exported game after its N-th
/// input, as the channel sees it.
fn render(
    file: &std::path::Path,
    at: Option<usize>,
    out: &std::path::Path,
    lang: kalladra::lang::Lang,
) -> Result<()> {
    // No game's export comes near this; a larger file is not read at all.
    const MAX_BYTES: u64 = 64 << 20;
    if std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.len() > MAX_BYTES) {
        anyhow::bail!(
            "cannot draw {}: it is larger than any game's export ({} MB at most)",
            file.display(),
            MAX_BYTES >> 20
        );
    }
    let text = std::fs::read_to_string(file).map_err(|e| anyhow::anyhow!(unreadable(file, &e)))?;
    let filed = Filed::read(&text).map_err(|e| {
        anyhow::anyhow!(
            "{} is not a Kalladra game export (a JSON file from `!dq export`): {e}",
            file.display()
        )
    })?;
    // A file no game could have written (an id or a place out of range that the checks
    // above let through) stops the fold or the drawing: said as such, not as a bug.
    QUIET_PANICS.store(true, std::sync::atomic::Ordering::SeqCst);
    let drawn = std::panic::catch_unwind(|| filed.picture_after(at, lang));
    QUIET_PANICS.store(false, std::sync::atomic::Ordering::SeqCst);
    let png = match drawn {
        Ok(Ok(png)) => png,
        Ok(Err(e)) => anyhow::bail!("cannot draw {}: {e}", file.display()),
        Err(_) => anyhow::bail!(
            "cannot draw {}: it is not a log a game could have written (an id or a place out of range)",
            file.display()
        ),
    };
    std::fs::write(out, &png).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "its folder does not exist".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            std::io::ErrorKind::IsADirectory => "it is a folder".to_string(),
            _ => e.to_string(),
        };
        anyhow::anyhow!("cannot write {}: {why}", out.display())
    })?;
    Ok(writeln!(
        stdout(),
        "{}: {} bytes",
        out.display(),
        png.len()
    )?)
}

/// `kalladra record FILE --out HTML`: a finished game's page (a running game's: exit status 2).
fn record_page(file: PathBuf, out: PathBuf, lang: Option<kalladra::lang::Lang>) -> Result<()> {
    QUIET_PANICS.store(true, std::sync::atomic::Ordering::SeqCst);
    let made = std::panic::catch_unwind(|| {
        kalladra::page::file::write(&file, &out, lang.unwrap_or_default())
    });
    QUIET_PANICS.store(false, std::sync::atomic::Ordering::SeqCst);
    match made {
        Ok(Ok(said)) => Ok(writeln!(stdout(), "{said}")?),
        Ok(Err(e)) => {
            eprintln!("kalladra: cannot make a page of {}: {e}", file.display());
            std::process::exit(e.exit_code())
        }
        Err(_) => anyhow::bail!("{}: not a log a game could have written", file.display()),
    }
}

/// `render` folding a file that may be crafted: a panic there is the file's fault, said by
/// `render` itself.
static QUIET_PANICS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The exit status for a command that cannot start as given: a command line that does not
/// parse, a `--config` file that does not exist, a missing or malformed DISCORD_TOKEN.
const USAGE: i32 = 2;

/// The operator's log on standard error, through `tracing` (serenity logs there too):
/// RUST_LOG filters it; by default Kalladra's own at `info` and the libraries' at `warn`
/// (serenity's `info` spans format every request, a picture's bytes included: slow, and
/// noise), everything at `warn` for `bench`, whose bot runs in the same process. Only
/// `kalladra bot` stamps each line with the time.
fn init_log(cmd: Option<&Cmd>) {
    use tracing_subscriber::EnvFilter;
    let default = match cmd {
        Some(Cmd::Bench { .. }) => "warn",
        _ => "warn,kalladra=info",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false);
    let _ = match cmd {
        Some(Cmd::Bot { .. }) | None => log.try_init(),
        _ => log.without_time().with_target(false).try_init(),
    };
}

/// Errors on the command line are one line on standard error, never a chain or a backtrace
/// (whatever RUST_BACKTRACE says): status 2 for a command that cannot start as given
/// (`USAGE`), 1 for a command that fails (`verify` keeps its own: 0, 1, 2).
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;
    // A panic is a bug, and still said on one line.
    std::panic::set_hook(Box::new(|info| {
        if QUIET_PANICS.load(std::sync::atomic::Ordering::SeqCst) {
            return;
        }
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".into());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("kalladra: internal error{at}: {}", one_line(&what));
    }));
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            eprintln!(
                "kalladra: {} (`kalladra --help` lists the commands and options)",
                usage_line(&e.to_string())
            );
            return ExitCode::from(USAGE as u8);
        }
    };
    init_log(cli.command.as_ref());
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (`| head`): nothing went wrong.
        Err(e) if kalladra::local::stdout_closed(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kalladra: {}", one_line(&e.to_string()));
            ExitCode::FAILURE
        }
    }
}

/// What a bare `kalladra` prints: every command, in short.
const USAGE_TEXT: &str = "\
Usage: kalladra local [--seed N] [--script FILE] [--resume] [--db PATH] [--language en|es] [--pictures DIR]
       kalladra bot [--db PATH]      (with DISCORD_TOKEN set; also the default then)
       kalladra migrate --from FILE --to postgres://...
       kalladra verify FILE
       kalladra render FILE --out PNG [--at N] [--language en|es]
       kalladra record FILE --out HTML [--language en|es]
       kalladra simulate [--games N] [--players K] [--seed S] [--option NAME]... [--policy sensible|baseline|random] [--game dungeonquest|raiders|dungeoneer] [--json]
       kalladra bench [--quick] [--pipeline] [--json] [--record FILE] [--db postgres://...]
Every command also takes --config FILE. Run `kalladra --help` or `kalladra COMMAND --help` for more.
";

/// A message on one line.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `--language es`: a language the bot speaks.
fn parse_language(s: &str) -> Result<kalladra::lang::Lang, String> {
    kalladra::lang::Lang::parse(s)
        .ok_or_else(|| format!("`{s}` is not a language the bot speaks: en or es"))
}

fn run(cli: Cli) -> Result<()> {
    let config = match &cli.config {
        Some(path) if !path.exists() => {
            eprintln!(
                "kalladra: --config {}: there is no such file (without --config, config.toml is read if it exists)",
                path.display()
            );
            std::process::exit(USAGE)
        }
        Some(path) => Config::load(path)?,
        None => Config::load(std::path::Path::new("config.toml"))?,
    };
    match cli.command {
        Some(Cmd::Local {
            seed,
            script,
            resume,
            db,
            language,
            pictures,
        }) => runtime()?.block_on(kalladra::local::run(kalladra::local::LocalOptions {
            seed,
            script,
            resume,
            db: db.unwrap_or(config.database),
            settings: config.game,
            language: language.unwrap_or(config.language),
            pictures,
        })),
        Some(Cmd::Verify { file }) => verify(&file),
        Some(Cmd::Migrate { from, to }) => migrate(&from, &to),
        Some(Cmd::Render {
            file,
            at,
            out,
            language,
        }) => render(&file, at, &out, language.unwrap_or_default()),
        Some(Cmd::Record {
            file,
            out,
            language,
        }) => record_page(file, out, language),
        Some(Cmd::Bench {
            quick,
            json,
            record,
            db,
            pipeline,
        }) => bench(
            Benched { quick, pipeline },
            json,
            record.as_deref(),
            db.as_deref(),
        ),
        Some(Cmd::Bot {
            db,
            shards,
            shard_count,
        }) => bot(config, db, shards_asked(shards, shard_count)),
        None if std::env::var_os("DISCORD_TOKEN").is_some() => bot(config, None, None),
        Some(Cmd::Simulate {
            games,
            players,
            seed,
            json,
            options,
            policy,
            game,
        }) => {
            let Some(kind) = kalladra::games::Kind::named(&game) else {
                let names: Vec<&str> = kalladra::games::Kind::ALL
                    .iter()
                    .map(|k| k.name())
                    .collect();
                anyhow::bail!("no game `{game}`; the games are: {}", names.join(", "));
            };
            let said = kind
                .simulate(
                    games as usize,
                    usize::from(players),
                    seed,
                    &options,
                    &policy,
                    json,
                )
                .map_err(anyhow::Error::msg)?;
            Ok(write!(stdout(), "{said}")?)
        }
        None => {
            eprint!("{}", USAGE_TEXT);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{check_token, shard_range, Cli, Cmd};
    use clap::Parser;

    #[test]
    fn bench_takes_a_postgres_database_with_db() {
        let url = "postgres://kalladra@127.0.0.1:5432/bench";
        let cli = Cli::try_parse_from(["kalladra", "bench", "--quick", "--db", url]).unwrap();
        let Some(Cmd::Bench { quick, db, .. }) = cli.command else {
            panic!("not the bench");
        };
        assert!(quick);
        assert_eq!(db.as_deref(), Some(url));
        let Some(Cmd::Bench { db, .. }) =
            Cli::try_parse_from(["kalladra", "bench"]).unwrap().command
        else {
            panic!("not the bench");
        };
        assert_eq!(db, None, "without --db the bench measures SQLite alone");
        assert!(Cli::try_parse_from(["kalladra", "bench", "--db"]).is_err());
        assert_eq!(
            kalladra::bench::postgres_option(&format!(" {url}")).as_deref(),
            Ok(url)
        );
        let e = kalladra::bench::postgres_option("kalladra.db").unwrap_err();
        assert!(
            e.contains("postgres://") && e.contains("kalladra.db") && !e.contains('\n'),
            "{e}"
        );
    }

    #[test]
    fn shard_ranges_are_read_or_refused_in_one_line() {
        assert_eq!(shard_range("0-1", 4), Ok((0..2, 4)));
        assert_eq!(shard_range("3", 4), Ok((3..4, 4)));
        for (bad, n) in [("2-1", 4), ("0-4", 4), ("x", 4), ("0-1", 0), ("-1", 4)] {
            let e = shard_range(bad, n).unwrap_err();
            assert!(!e.contains('\n') && e.contains("shard"), "{e}");
        }
    }

    #[test]
    fn malformed_tokens_are_refused_with_what_is_wrong() {
        let good = "OTAwOTAwOTAwOTAwOTAwOTAw.ZmFrZXQ.dGhlLXN0YW5kLWluLXRha2VzLWFueS10b2tlbg";
        assert_eq!(check_token(good).as_deref(), Ok(good));
        assert_eq!(check_token(&format!("Bot {good}")).as_deref(), Ok(good));
        for (raw, says) in [
            ("", "is empty"),
            ("  \n", "is empty"),
            (&format!("{good}\n") as &str, "line break"),
            (&format!("{good} x"), "spaces"),
            ("your-bot-token", "does not look like a bot token"),
            ("test-token", "does not look like a bot token"),
            ("a.b.c", "does not look like a bot token"),
        ] {
            let e = check_token(raw).unwrap_err();
            assert!(e.contains(says) && !e.contains('\n'), "{raw:?}: {e}");
        }
    }
}
