use anyhow::Result;
use clap::{Parser, Subcommand};
use kalladra::config::Config;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "kalladra",
    version,
    about = "Play-by-post DungeonQuest: a Discord bot with a local play mode"
)]
struct Cli {
    /// Configuration file (optional; see config.example.toml).
    #[arg(long, global = true, default_value = "config.toml")]
    config: PathBuf,
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
        /// SQLite database file (default: `database` from the config, else kalladra.db).
        #[arg(long)]
        db: Option<String>,
        /// A new game's language, `en` or `es` (default: `language` from the config, else en).
        #[arg(long, value_parser = parse_language)]
        language: Option<kalladra::lang::Lang>,
        /// Write each board picture the game posts into this folder (board-0001.png, ...).
        #[arg(long)]
        pictures: Option<PathBuf>,
    },
    /// Run the Discord bot (the token comes from DISCORD_TOKEN).
    Bot {
        /// SQLite database file (default: `database` from the config, else kalladra.db).
        #[arg(long)]
        db: Option<String>,
    },
    /// Measure the pipeline, SQLite, the engine, restart and memory; print the figures and
    /// record them in BENCHMARKS.md.
    Bench {
        /// A smaller run (under a minute).
        #[arg(long)]
        quick: bool,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
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
    /// Play complete games with computer players and print statistics.
    Simulate {
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Heroes per game, 1 to 4.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=4))]
        players: u8,
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
fn bot(config: Config, db: Option<String>) -> Result<()> {
    // A missing or malformed token: one line, and out at once.
    let token = std::env::var("DISCORD_TOKEN")
        .map_err(|_| {
            "set DISCORD_TOKEN to the bot's token (see README, \"Running the Discord bot\")"
                .to_string()
        })
        .and_then(|raw| check_token(&raw))
        .unwrap_or_else(|e| {
            eprintln!("kalladra: {e}");
            std::process::exit(2)
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

/// `kalladra bench [--quick] [--json]`.
fn bench(quick: bool, json: bool) -> Result<()> {
    use kalladra::bench;
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
    let figures = rt.block_on(bench::run(sizes, &dir));
    let _ = std::fs::remove_dir_all(&dir);
    let figures = figures?;
    if json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        print!("{}", bench::table(&figures));
    }
    record(&figures, quick)
}

/// Append this run to BENCHMARKS.md: the date, the machine, the figures.
fn record(f: &kalladra::bench::Figures, quick: bool) -> Result<()> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)?
        .as_secs() as i64;
    let date = civil_date(secs.div_euclid(86_400));
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let path = std::path::Path::new("BENCHMARKS.md");
    let mut text = std::fs::read_to_string(path).unwrap_or_else(|_| {
        "# Benchmarks\n\nFigures from `kalladra bench`, newest last.\n".to_string()
    });
    let kind = if quick { " (--quick)" } else { "" };
    text.push_str(&format!(
        "\n### {date}, {cpu}, {cores} cores{kind}\n\n```\n{}```\n",
        kalladra::bench::table(f)
    ));
    std::fs::write(path, text)?;
    Ok(())
}

/// Days since 1970-01-01 as YYYY-MM-DD (proleptic Gregorian).
fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
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
    use kalladra::audit::{verify, Export};
    let cannot = |why: String| -> ! {
        eprintln!("kalladra: {why}");
        std::process::exit(2)
    };
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| cannot(unreadable(file, &e)));
    let x: Export = serde_json::from_str(&text).unwrap_or_else(|e| {
        cannot(format!(
            "{} is not a Kalladra game export (a JSON file from `!dq export`): {e}",
            file.display()
        ))
    });
    let verdict = verify(&x);
    let code = verdict.exit_code();
    if code == 0 {
        println!("Game {}: {verdict}", x.game);
    } else {
        eprintln!("Game {}: {verdict}", x.game);
    }
    std::process::exit(code)
}

/// `kalladra render FILE [--at N] --out PNG [--language es]`: the board of an exported game after its N-th
/// input, as the channel sees it.
fn render(
    file: &std::path::Path,
    at: Option<usize>,
    out: &std::path::Path,
    lang: kalladra::lang::Lang,
) -> Result<()> {
    use kalladra::audit::Export;
    let text = std::fs::read_to_string(file).map_err(|e| anyhow::anyhow!(unreadable(file, &e)))?;
    let x: Export = serde_json::from_str(&text).map_err(|e| {
        anyhow::anyhow!(
            "{} is not a Kalladra game export (a JSON file from `!dq export`): {e}",
            file.display()
        )
    })?;
    let g = x
        .game_after(at)
        .map_err(|e| anyhow::anyhow!("cannot draw {}: {e}", file.display()))?;
    let png = kalladra::picture::png(&kalladra::engine::view(&g, None), lang);
    std::fs::write(out, &png).map_err(|e| {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "its folder does not exist".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            std::io::ErrorKind::IsADirectory => "it is a folder".to_string(),
            _ => e.to_string(),
        };
        anyhow::anyhow!("cannot write {}: {why}", out.display())
    })?;
    println!("{}: {} bytes", out.display(), png.len());
    Ok(())
}

/// Errors on the command line are one line on standard error, never a chain or a backtrace
/// (whatever RUST_BACKTRACE says): status 2 for a command line clap refuses, 1 for a
/// command that fails (`verify` keeps its own: 0, 1, 2).
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;
    // A panic is a bug, and still said on one line.
    std::panic::set_hook(Box::new(|info| {
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
            let text = e.to_string();
            let first = text.lines().next().unwrap_or_default();
            eprintln!(
                "kalladra: {} (`kalladra --help` lists the commands and options)",
                first.trim_start_matches("error: ")
            );
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kalladra: {}", one_line(&e.to_string()));
            ExitCode::FAILURE
        }
    }
}

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
    let config = Config::load(&cli.config)?;
    match cli.command {
        Some(Cmd::Local {
            seed,
            script,
            resume,
            db,
            language,
            pictures,
        }) => {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            rt.block_on(kalladra::local::run(kalladra::local::LocalOptions {
                seed,
                script,
                resume,
                db: db.unwrap_or(config.database),
                settings: config.game,
                language: language.unwrap_or(config.language),
                pictures,
            }))
        }
        Some(Cmd::Verify { file }) => verify(&file),
        Some(Cmd::Render {
            file,
            at,
            out,
            language,
        }) => render(&file, at, &out, language.unwrap_or_default()),
        Some(Cmd::Bench { quick, json }) => bench(quick, json),
        Some(Cmd::Bot { db }) => bot(config, db),
        None if std::env::var_os("DISCORD_TOKEN").is_some() => bot(config, None),
        Some(Cmd::Simulate {
            games,
            players,
            seed,
            json,
            options,
            policy,
        }) => {
            let Some(kind) = kalladra::simulate::PolicyKind::named(&policy) else {
                anyhow::bail!(
                    "no computer player `{policy}`; the computer players are: {}",
                    kalladra::simulate::PolicyKind::NAMES.join(", ")
                );
            };
            let mut keys = Vec::new();
            for o in &options {
                let Some(key) = kalladra::engine::Settings::option_named(o) else {
                    anyhow::bail!(
                        "no optional rule `{o}`; the options are: {}",
                        kalladra::engine::OPTIONS.join(", ")
                    );
                };
                keys.push(key);
            }
            let settings = kalladra::engine::Settings::default().with_options(&keys);
            if settings.going_it_alone && players != 1 {
                anyhow::bail!("going_it_alone is a one-hero game: add `--players 1`");
            }
            let st =
                kalladra::simulate::simulate_with(games, players as usize, seed, &settings, kind);
            if json {
                println!("{}", serde_json::to_string_pretty(&st)?);
            } else {
                print!("{}", kalladra::simulate::table(&st));
            }
            Ok(())
        }
        None => {
            eprintln!("Usage: kalladra local [--seed N] [--script FILE] [--resume] [--db PATH] [--language en|es]");
            eprintln!("       kalladra bot [--db PATH]      (with DISCORD_TOKEN set; also the default then)");
            eprintln!("       kalladra simulate --games N [--players K] [--seed S] [--option NAME]... [--policy sensible|baseline|random] [--json]");
            eprintln!("Run `kalladra --help` for more.");
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check_token;

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
