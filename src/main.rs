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
    },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let config = Config::load(&cli.config)?;
    match cli.command {
        Some(Cmd::Local {
            seed,
            script,
            resume,
            db,
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
            }))
        }
        Some(Cmd::Simulate {
            games,
            players,
            seed,
            json,
        }) => {
            let st = kalladra::simulate::simulate(games, players as usize, seed);
            if json {
                println!("{}", serde_json::to_string_pretty(&st)?);
            } else {
                print!("{}", kalladra::simulate::table(&st));
            }
            Ok(())
        }
        None => {
            eprintln!("Usage: kalladra local [--seed N] [--script FILE] [--resume] [--db PATH]");
            eprintln!("       kalladra simulate --games N [--players K] [--seed S] [--json]");
            eprintln!("Run `kalladra --help` for more.");
            Ok(())
        }
    }
}
