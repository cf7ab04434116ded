//! The kinds of game the table seats: each one's name, texts and own words, its plays as
//! other tables recognise them, its simulations and benchmarks, and a game of it opened or
//! rebuilt behind the one interface (`Seated`).

use super::{dungeoneer, dungeonquest, raiders, Lobby, Seated};
use crate::lang::Lang;

/// A kind of game, as the store's `games.kind` column names it (no kind: DungeonQuest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    DungeonQuest,
    Raiders,
    /// Dungeoneer's rules with our own card set, shown as Hollowdeep.
    Dungeoneer,
}

impl Kind {
    /// The kind a bare `!dq new` opens, and whose words are read where no game runs: the
    /// first game Kalladra seated (a game row without a kind is one too).
    pub const FIRST: Kind = Kind::DungeonQuest;

    /// `text` where no game runs, read in the first kind's words. `in_channel`: typed in a
    /// channel (chatter there is left alone).
    pub fn lobby(text: &str, in_channel: bool) -> Lobby {
        dungeonquest::lobby::read(text, in_channel)
    }

    /// Whether `text` is one of the table's own `!dq` commands (the leaderboard, `!dq notify`,
    /// `!dq new KIND`...) as the first kind reads it where no game runs: its grammar comes
    /// first (DungeonQuest's strikes, `... = ...`).
    pub fn reads_as_table_command(text: &str) -> bool {
        dungeonquest::lobby::is_table_command(text)
    }

    /// Whether `text`, at a channel whose last game (of this kind) has ended, is for that
    /// game (a look at it, a setting that hears it is over) rather than read as where no
    /// game runs. DungeonQuest: its looks and settings; Dungeon Raiders: any.
    pub fn reads_after_the_end(self, text: &str) -> bool {
        match self {
            Kind::DungeonQuest => dungeonquest::lobby::reads_after_the_end(text),
            Kind::Raiders | Kind::Dungeoneer => true,
        }
    }

    /// A new game's settings as its row stores them, and the campaign it counts in.
    pub fn new_settings(self, defaults: &super::Defaults) -> (String, &'static str) {
        match self {
            Kind::DungeonQuest => (dungeonquest::lobby::new_settings(defaults.quest()), "main"),
            Kind::Raiders => ("{}".to_string(), "raiders"),
            Kind::Dungeoneer => ("{}".to_string(), "hollowdeep"),
        }
    }

    /// Every kind the table seats.
    pub const ALL: [Kind; 3] = [Kind::DungeonQuest, Kind::Raiders, Kind::Dungeoneer];

    /// Every kind but this one (whose commands and plays a table of this one answers as
    /// not played here).
    pub fn others(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| *k != self)
    }

    /// Its name in the store, in exports and after `!dq new`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::DungeonQuest => "dungeonquest",
            Kind::Raiders => "raiders",
            Kind::Dungeoneer => "dungeoneer",
        }
    }

    /// The kind a stored name or a `!dq new WORD` names (any case, with or without spaces).
    pub fn named(word: &str) -> Option<Kind> {
        let w: String = crate::lang::fold_accents(&word.to_lowercase())
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect();
        match w.as_str() {
            "" | "dungeonquest" | "dq" => Some(Kind::DungeonQuest),
            "raiders" | "dungeonraiders" | "dr" => Some(Kind::Raiders),
            "dungeoneer" | "hollowdeep" | "dg" | "hd" => Some(Kind::Dungeoneer),
            _ => None,
        }
    }

    /// The prefix of this kind's own texts for what the table says at its games
    /// (`{texts}-KEY`): every key of `TABLE_TEXTS`, and for a kind that leaves the table its
    /// default words those of `DEFAULT_TEXTS`.
    pub fn texts(self) -> &'static str {
        match self {
            Kind::DungeonQuest => "manage",
            Kind::Raiders => "raiders",
            Kind::Dungeoneer => "hollowdeep",
        }
    }

    /// `kalladra simulate --game NAME`: its computer player's figures over `games` games of
    /// `players` from `seed` on (with the optional rules `options` and computer player
    /// `policy`, where the game has them), as a table or JSON; Err: which choice makes no game.
    pub fn simulate(
        self,
        games: usize,
        players: usize,
        seed: u64,
        options: &[String],
        policy: &str,
        json: bool,
    ) -> Result<String, String> {
        match self {
            Kind::DungeonQuest => {
                dungeonquest::simulate::report(games, players, seed, options, policy, json)
            }
            Kind::Raiders => raiders::simulate::report(games, players, seed, options, policy, json),
            Kind::Dungeoneer => {
                if !options.is_empty() || policy != "sensible" {
                    return Err("Hollowdeep has no optional rules here and one computer player: drop --option and --policy".into());
                }
                if !(2..=4).contains(&players) {
                    return Err(format!("Hollowdeep takes 2 to 4 players, not {players}"));
                }
                Ok(dungeoneer::simulate::report(games, players, seed, json))
            }
        }
    }

    /// The `!dq` commands a table of this kind offers (English, Spanish), where the game
    /// lists them itself, its own words among them (DungeonQuest's); None: the table's list.
    pub fn commands(self) -> Option<&'static [(&'static str, &'static str)]> {
        match self {
            Kind::DungeonQuest => Some(&dungeonquest::render::DQ_COMMANDS),
            Kind::Raiders | Kind::Dungeoneer => None,
        }
    }

    /// Whether `word` (after `!dq`, lower case, accents folded) is a command of this game's
    /// own, beyond the table's (DungeonQuest's `!dq tower`): at another game's table it is
    /// answered as another game's command.
    pub fn owns_command(self, word: &str) -> bool {
        match self {
            Kind::DungeonQuest => dungeonquest::command::own_word(word),
            Kind::Raiders | Kind::Dungeoneer => false,
        }
    }

    /// Whether `text` is one of this game's plays (`Move UP`, `Play 3`), wherever it is
    /// typed: at another game's table it is answered as another game's command.
    pub fn reads_as_play(self, text: &str) -> bool {
        match self {
            // A command's word and what it takes (`Move UP`): a bare word (`no`, `up`,
            // `Search`) is an everyday word, chatter anywhere else.
            Kind::DungeonQuest => {
                text.split_whitespace().count() >= 2
                    && dungeonquest::command::looks_like_command(text)
                    && matches!(
                        dungeonquest::command::parse(text),
                        Ok(dungeonquest::command::Command::Play(_))
                    )
            }
            // A card's number alone is chatter anywhere else.
            Kind::Raiders => {
                raiders::command::parse(text).is_ok() && raiders::command::has_verb(text)
            }
            // A command's word and what it takes (`move north`, `place A`).
            Kind::Dungeoneer => {
                text.split_whitespace().count() >= 2
                    && dungeoneer::command::has_verb(text)
                    && dungeoneer::command::parse(text).is_ok()
            }
        }
    }

    /// Whether a mistake this game finds in `text` is its own to answer, whatever another
    /// game would make of the words: Hollowdeep's, when the text begins with one of its verbs
    /// (`discard 1 2`). The others leave a text that is not their play to another game's
    /// words first.
    pub fn claims(self, text: &str) -> bool {
        match self {
            Kind::DungeonQuest | Kind::Raiders => false,
            Kind::Dungeoneer => dungeoneer::command::has_verb(text),
        }
    }

    /// Whether `text` begins a message of this game read over several lines whose last line
    /// has not come yet (DungeonQuest's strikes template, pasted whole): local play, which
    /// reads a line a message, joins the lines after it.
    pub fn awaits_lines(self, text: &str) -> bool {
        match self {
            Kind::DungeonQuest => dungeonquest::command::template_unfinished(text),
            Kind::Raiders | Kind::Dungeoneer => false,
        }
    }

    /// `kalladra bench`'s boards of this kind: `n` channel boards from every stage of
    /// computer players' games (four heroes; five raiders, half under Speed), each a drawing
    /// of its PNG, in English.
    pub fn bench_boards(self, n: usize) -> Vec<Box<dyn Fn() -> Vec<u8> + Send>> {
        match self {
            Kind::DungeonQuest => dungeonquest::picture::samples::boards(n)
                .into_iter()
                .map(|v| {
                    Box::new(move || dungeonquest::picture::png(&v, Lang::En))
                        as Box<dyn Fn() -> Vec<u8> + Send>
                })
                .collect(),
            Kind::Raiders => {
                let names: Vec<String> = raiders::picture::samples::NAMES
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
                raiders::picture::samples::boards(n)
                    .into_iter()
                    .map(|v| {
                        let names = names.clone();
                        Box::new(move || raiders::picture::png(&v, Lang::En, &names))
                            as Box<dyn Fn() -> Vec<u8> + Send>
                    })
                    .collect()
            }
            // Full maps of four heroes, every map card laid.
            Kind::Dungeoneer => (0..n as u64)
                .map(|seed| {
                    let v = dungeoneer::picture::samples::full_map(seed, 4);
                    let names = dungeoneer::picture::samples::names(4);
                    Box::new(move || dungeoneer::picture::png(&v, &names, Lang::En))
                        as Box<dyn Fn() -> Vec<u8> + Send>
                })
                .collect(),
        }
    }

    /// `kalladra bench`'s engine figure: `n` complete games played by computer players on
    /// the bare engine (four heroes), how many of them ended. None: not measured for this kind.
    pub fn bench_games(self, n: usize) -> Option<usize> {
        match self {
            Kind::DungeonQuest => Some(dungeonquest::picture::samples::games(n)),
            Kind::Raiders | Kind::Dungeoneer => None,
        }
    }

    /// A game of this kind before its first entry, through the table's one interface: from
    /// its seed and the choices its row keeps (`GameRow::settings`: JSON, `{}` for a kind that
    /// keeps its choices in its log); Err: why those choices do not read.
    pub fn open(self, seed: [u8; 32], settings: &str) -> Result<Box<dyn Seated>, String> {
        Ok(match self {
            Kind::DungeonQuest => {
                let settings: dungeonquest::engine::Settings = serde_json::from_str(settings)
                    .map_err(|e| format!("its settings do not read: {e}"))?;
                Box::new(dungeonquest::seated::QuestTable::new(seed, settings))
            }
            Kind::Raiders => Box::new(raiders::table::Table::new(seed)),
            Kind::Dungeoneer => Box::new(dungeoneer::seated::Table::new(seed)),
        })
    }

    /// A game of this kind as its stored log leaves it: `open`, with every entry folded in
    /// (DungeonQuest replays its log in effect at once); Err: why the log does not read.
    pub fn rebuilt(
        self,
        seed: [u8; 32],
        settings: &str,
        entries: &[String],
    ) -> Result<Box<dyn Seated>, String> {
        if self == Kind::DungeonQuest {
            let settings: dungeonquest::engine::Settings = serde_json::from_str(settings)
                .map_err(|e| format!("its settings do not read: {e}"))?;
            let q = dungeonquest::seated::QuestTable::rebuilt(seed, settings, entries)
                .map_err(|e| format!("its log does not read: {e}"))?;
            return Ok(Box::new(q));
        }
        let mut game = self.open(seed, settings)?;
        for e in entries {
            game.fold(e)?;
        }
        Ok(game)
    }
}
