//! `kalladra bench`: the figures BENCHMARKS.md records. Each is measured, never asserted.

use crate::games::{Defaults, Kind};
use crate::organiser::{Input, MentionStyle, Organiser, Seeds, Typed};
use crate::store::Store;
use anyhow::Result;
use serde::Serialize;
use std::time::Instant;

mod postgres;
use postgres::postgres_pipelines;
pub use postgres::{check_postgres, postgres_option, with_database};

#[derive(Debug, Default, Serialize)]
pub struct Figures {
    pub pipeline_inputs_per_s: f64,
    pub sqlite_inserts_per_s: f64,
    pub ratio: f64,
    pub p50_us: f64,
    pub p99_us: f64,
    pub engine_games_per_s: f64,
    pub resume_10k_s: f64,
    pub bytes_per_game: f64,
    /// REST calls per ordinary move (no fight, no DM), counted by the stand-in for Discord,
    /// with the board kept in one pinned message (`board_post = pinned`, the default).
    pub rest_calls_per_move: Option<f64>,
    /// REST calls per input of any kind in the same game (fights by DM included).
    pub rest_calls_per_input: f64,
    /// The same two figures with the board riding on each turn's message
    /// (`board_post = each_turn`).
    pub rest_calls_per_move_each_turn: Option<f64>,
    pub rest_calls_per_input_each_turn: f64,
    /// The most message posts (or edits) one channel received within any 5 seconds; Discord
    /// allows 5.
    pub busiest_5s: usize,
    /// Calls the stand-in refused (429) for going over Discord's per-channel limit.
    pub rate_limited: usize,
    /// How many games the restart and memory figures used (10,000 unless `--quick`).
    pub stored_games: usize,
    /// Drawing one board as a PNG (`picture::png`), in milliseconds.
    pub board_png_ms: Percentiles,
    /// The largest of those PNGs, in bytes.
    pub board_png_bytes: usize,
    /// Drawing one Dungeon Raiders board as a PNG (`games::raiders::picture::png`), five
    /// players, in milliseconds.
    pub raiders_png_ms: Percentiles,
    /// The largest of those PNGs, in bytes.
    pub raiders_png_bytes: usize,
    /// Drawing one full Hollowdeep map as a PNG (`games::dungeoneer::picture::png`), four
    /// heroes, every map card laid, in milliseconds.
    pub hollowdeep_png_ms: Percentiles,
    /// The largest of those PNGs, in bytes.
    pub hollowdeep_png_bytes: usize,
    /// With `--db postgres://...`: the pipeline above (one bot process) on a fresh database
    /// on that server; absent without `--db`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_inputs_per_s: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_p50_us: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_p99_us: Option<f64>,
    /// Two bot processes on one fresh Postgres database, each with half the games (as each
    /// would run half the shards), inputs/s of both together and their latencies. SQLite has
    /// no such figure: a bot holds its SQLite file, so a second process is refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_two_processes_inputs_per_s: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_two_processes_p50_us: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline_postgres_two_processes_p99_us: Option<f64>,
    /// The server's durability settings as it reported them (`fsync=on,
    /// synchronous_commit=on`) and its version: with fsync off a commit never waits for the
    /// disk, so the figures are not those of a server that keeps its data.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub postgres_server: Option<String>,
}

/// The median and the 99th percentile of a measure.
#[derive(Debug, Default, Serialize)]
pub struct Percentiles {
    pub p50: f64,
    pub p99: f64,
}

fn percentiles(mut v: Vec<f64>) -> Percentiles {
    v.sort_by(f64::total_cmp);
    let pct = |p: f64| {
        v.get(((v.len() as f64 - 1.0) * p) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    Percentiles {
        p50: pct(0.5),
        p99: pct(0.99),
    }
}

pub struct Sizes {
    pub engine_games: usize,
    pub pipeline_games: usize,
    pub pipeline_inputs: usize,
    pub inserts: usize,
    pub stored_games: usize,
    /// Inputs played through the real bot and the stand-in for Discord.
    pub discord_inputs: usize,
    /// Boards drawn as pictures.
    pub boards: usize,
}

impl Sizes {
    pub fn full() -> Sizes {
        Sizes {
            engine_games: 2_000,
            pipeline_games: 50,
            pipeline_inputs: 5_000,
            inserts: 5_000,
            stored_games: 10_000,
            discord_inputs: 40,
            boards: 400,
        }
    }
    pub fn quick() -> Sizes {
        Sizes {
            engine_games: 200,
            pipeline_games: 20,
            pipeline_inputs: 600,
            inserts: 600,
            stored_games: 1_000,
            discord_inputs: 12,
            boards: 100,
        }
    }
}

/// Complete games of `kind` played by computer players on the bare engine, per second, on
/// one core (DungeonQuest's: four heroes).
pub fn engine_games_per_s(kind: Kind, n: usize) -> f64 {
    let start = Instant::now();
    let played = kind.bench_games(n).unwrap_or(0);
    played as f64 / start.elapsed().as_secs_f64()
}

/// Boards of `kind` at every stage of computer players' games (`Kind::bench_boards`), each
/// drawn as a PNG once: the time each took, and the largest picture's size.
pub fn board_pictures(kind: Kind, n: usize) -> (Percentiles, usize) {
    let boards = kind.bench_boards(n.max(1));
    // The font and the labels load once, on the first picture.
    let _ = boards[0]();
    let mut ms = Vec::with_capacity(n);
    let mut largest = 0;
    for draw in &boards {
        let start = Instant::now();
        let png = draw();
        ms.push(start.elapsed().as_secs_f64() * 1e3);
        largest = largest.max(png.len());
    }
    (percentiles(ms), largest)
}

/// Single-row INSERT transactions per second, with the store's own settings.
async fn sqlite_inserts_per_s(path: &str, n: usize) -> Result<f64> {
    let store = Store::open(path).await?;
    let start = Instant::now();
    for i in 0..n {
        store.bench_insert(i as i64).await?;
    }
    Ok(n as f64 / start.elapsed().as_secs_f64())
}

fn input(user: &str, dm: bool, channel: &str, text: String) -> Input {
    Input {
        locale: None,
        source_id: None,
        channel: (!dm).then(|| channel.to_string()),
        via: None,
        server: "bench".into(),
        user: user.into(),
        name: user.into(),
        admin: false,
        text,
    }
}

/// What a computer player would type (`Organiser::computer_input`), as an input at `channel`.
fn typed_input(t: Typed, channel: &str) -> Input {
    Input {
        admin: t.organiser,
        ..input(&t.user, t.dm, channel, t.text)
    }
}

/// A game the pipeline drives: its id, channel and the users seated in it.
type Seated = (i64, String, Vec<String>);

/// Seat four players in each of the games numbered `games` (channel `channel{k}`, users
/// `{k}-0` to `{k}-3`) and start them.
async fn seat_games(org: &mut Organiser, games: std::ops::Range<usize>) -> Result<Vec<Seated>> {
    let mut ids = Vec::new();
    for k in games {
        let ch = format!("channel{k}");
        let users: Vec<String> = (0..4).map(|u| format!("{k}-{u}")).collect();
        org.handle(input(&users[0], false, &ch, "!dq new".into()))
            .await?;
        for u in &users {
            org.handle(input(u, false, &ch, "!dq join".into())).await?;
        }
        org.handle(Input {
            locale: None,
            admin: true,
            ..input(&users[0], false, &ch, "!dq start".into())
        })
        .await?;
        let row = org
            .store()
            .active_game(&ch)
            .await?
            .ok_or_else(|| anyhow::anyhow!("no game"))?;
        ids.push((row.id, ch, users));
    }
    Ok(ids)
}

/// Play `inputs` inputs round the games `ids` (computer players choosing, as they would type
/// them: fights by DM), one after another: each input's latency in µs, and the seconds the
/// bot spent on them (the computer players' choosing is the players' time, not the bot's).
async fn drive(
    org: &mut Organiser,
    ids: &[Seated],
    first: usize,
    inputs: usize,
) -> Result<(Vec<f64>, f64)> {
    let games = ids.len();
    let mut latencies = Vec::with_capacity(inputs);
    let mut k = 0;
    let mut idle = 0;
    while latencies.len() < inputs && idle < games {
        let (id, ch, _) = &ids[k % games];
        k += 1;
        // A game that has ended is passed over; when every one has, the drive is over.
        let Some(typed) = org.computer_input(*id, (first + k) as u64) else {
            idle += 1;
            continue;
        };
        idle = 0;
        let i = typed_input(typed, ch);
        let t = Instant::now();
        org.handle(i).await?;
        latencies.push(t.elapsed().as_secs_f64() * 1e6);
    }
    let secs = latencies.iter().sum::<f64>() / 1e6;
    Ok((latencies, secs))
}

/// The bot's organiser on the database `db`, held as the bot holds it.
async fn bot_organiser(db: &str) -> Result<(Organiser, crate::store::Holder)> {
    let (store, hold) = Store::open_held(db, "kalladra bench").await?;
    let mut org = Organiser::new(
        store,
        Seeds::Fixed(1),
        MentionStyle::Discord,
        Defaults::default(),
    );
    org.hold(&hold);
    Ok((org, hold))
}

/// Inputs per second through the whole pipeline over many games at once, with latencies:
/// (inputs/s, p50 µs, p99 µs).
async fn pipeline(db: &str, games: usize, inputs: usize) -> Result<(f64, f64, f64)> {
    // As the bot runs: the only writer of its database (of a SQLite file).
    let (mut org, _hold) = bot_organiser(db).await?;
    let ids = seat_games(&mut org, 0..games).await?;
    let (latencies, secs) = drive(&mut org, &ids, 0, inputs).await?;
    let rate = latencies.len() as f64 / secs;
    let p = percentiles(latencies);
    Ok((rate, p.p50, p.p99))
}

/// The same pipeline as two bot processes on one Postgres database would run it, each with
/// half the shards: two organisers, each on its own thread with its own runtime, store and
/// pool (no cache shared), each playing half the games (the games of its shard's servers)
/// with half the inputs, at the same time. (Inputs/s of both together, p50 µs, p99 µs.)
async fn pipeline_two_processes(db: &str, games: usize, inputs: usize) -> Result<(f64, f64, f64)> {
    let db = db.to_string();
    tokio::task::spawn_blocking(move || {
        let ready = std::sync::Barrier::new(2);
        let half = games / 2;
        let results: Vec<Result<(Vec<f64>, f64)>> = std::thread::scope(|s| {
            let ready = &ready;
            let db = &db;
            let runs: Vec<_> = [(0, 0..half), (1, half..games)]
                .into_iter()
                .map(|(shard, games)| {
                    s.spawn(move || -> Result<(Vec<f64>, f64)> {
                        let rt = tokio::runtime::Builder::new_current_thread()
                            .enable_all()
                            .build()?;
                        rt.block_on(async {
                            let seated = async {
                                let (mut org, hold) = bot_organiser(db).await?;
                                let ids = seat_games(&mut org, games.clone()).await?;
                                anyhow::Ok((org, hold, ids))
                            }
                            .await;
                            // Both start together, even if one of them failed.
                            ready.wait();
                            let (mut org, _hold, ids) = seated?;
                            let share = inputs / 2 + (shard * (inputs % 2));
                            drive(&mut org, &ids, games.start, share).await
                        })
                    })
                })
                .collect();
            runs.into_iter()
                .map(|r| {
                    r.join()
                        .unwrap_or_else(|_| Err(anyhow::anyhow!("a bench thread panicked")))
                })
                .collect()
        });
        let mut all = Vec::with_capacity(inputs);
        let mut secs: f64 = 0.0;
        for r in results {
            let (latencies, s) = r?;
            all.extend(latencies);
            secs = secs.max(s);
        }
        let rate = all.len() as f64 / secs;
        let p = percentiles(all);
        Ok((rate, p.p50, p.p99))
    })
    .await?
}

/// Store `n` unfinished games, then measure how long a fresh organiser takes until every one
/// of them can accept an input (each loaded and ready), and the memory they take.
async fn restart(path: &str, n: usize) -> Result<(f64, f64)> {
    {
        let store = Store::open(path).await?;
        let mut org = Organiser::new(
            store,
            Seeds::Fixed(7),
            MentionStyle::Discord,
            Defaults::default(),
        );
        for k in 0..n {
            let ch = format!("r{k}");
            org.handle(input("a", false, &ch, "!dq new".into())).await?;
            org.handle(input("a", false, &ch, "!dq join".into()))
                .await?;
            org.handle(input("b", false, &ch, "!dq join".into()))
                .await?;
            org.handle(Input {
                locale: None,
                admin: true,
                ..input("a", false, &ch, "!dq start".into())
            })
            .await?;
            // Two plays into the game, as its players would type them.
            let Some(row) = org.store().active_game(&ch).await? else {
                anyhow::bail!("game {k} did not open");
            };
            for step in 0..2 {
                if let Some(t) = org.computer_input(row.id, step) {
                    org.handle(typed_input(t, &ch)).await?;
                }
            }
        }
    }
    let before = resident_bytes();
    let start = Instant::now();
    let store = Store::open(path).await?;
    let mut org = Organiser::new(
        store.clone(),
        Seeds::Random,
        MentionStyle::Discord,
        Defaults::default(),
    );
    let loaded = org.load_unfinished().await?;
    anyhow::ensure!(loaded == n, "{loaded} of {n} games loaded");
    let secs = start.elapsed().as_secs_f64();
    let after = resident_bytes();
    let per_game = after.saturating_sub(before) as f64 / n.max(1) as f64;
    drop(org);
    Ok((secs, per_game))
}

/// This process's resident memory, from /proc (0 where that is not available).
pub fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// The Discord economy: the real bot (serenity + poise, in this process) plays a two-hero
/// game against the stand-in for Discord, which holds it to Discord's per-channel limit.
/// Each input is sent once the previous one's replies are out; the stand-in counts the REST
/// calls each one cost. Returns the calls per ordinary move (a move that opened no fight and
/// sent no DM), per input, the busiest 5 seconds of one channel, and the calls refused.
async fn discord_economy(
    dir: &std::path::Path,
    inputs: usize,
    board_post: &str,
) -> Result<(Option<f64>, f64, usize, usize)> {
    use crate::standin::{Limit, StandIn, CHANNEL};
    use std::time::Duration;
    const ALICE: u64 = 1001;
    const BOB: u64 = 1002;
    let si = StandIn::limited(Limit::DISCORD).await?;
    let db = dir
        .join(format!("discord-{board_post}.db"))
        .to_string_lossy()
        .to_string();
    // As config.toml's `[game]` table would set them: the monster's part always the bot's.
    let settings: Defaults = toml::from_str(&format!(
        "auto_monster = true\nboard_post = \"{board_post}\"\n"
    ))?;
    let bot = tokio::spawn(crate::discord::run(crate::discord::BotConfig {
        token: "bench".into(),
        api_base: Some(format!("http://127.0.0.1:{}", si.rest)),
        db: db.clone(),
        settings,
        language: crate::lang::Lang::En,
        organiser_role: None,
        seed: Some(42),
        tick_seconds: 3_600.0,
        clock_hours_per_tick: 0.0,
        pace: crate::discord::DISCORD_PACE,
        shards: None,
    }));
    si.wait_ready(1).await?;
    // Replies are out once the stand-in has heard nothing for a while.
    let settle = |from: usize| {
        let si = si.clone();
        async move {
            let deadline = Instant::now() + Duration::from_secs(30);
            while si.calls().len() <= from && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            let mut n = si.calls().len();
            loop {
                tokio::time::sleep(Duration::from_millis(300)).await;
                if si.calls().len() == n {
                    return n;
                }
                n = si.calls().len();
            }
        }
    };
    let mut at = si.calls().len();
    for (who, text) in [
        (ALICE, "!dq new"),
        (ALICE, "!dq join hugo"),
        (BOB, "!dq join lindel"),
        (ALICE, "!dq start"),
    ] {
        si.post(who, text);
        at = settle(at).await;
    }
    // The game as the bot stores it, read through an organiser of its own (not the bot's),
    // for what its computer player would type next.
    let mut reader = Organiser::new(
        Store::open(&db).await?,
        Seeds::Random,
        MentionStyle::Discord,
        Defaults::default(),
    );
    let (mut ordinary, mut per_input) = (Vec::new(), Vec::new());
    let mut last = Instant::now();
    let mut k = 42;
    while per_input.len() < inputs {
        let Some(row) = reader.store().latest_game(&CHANNEL.to_string()).await? else {
            break;
        };
        reader.ensure_loaded(row.id).await?;
        k += 1;
        let Some(Typed {
            user,
            text,
            dm: by_dm,
            plain,
            ..
        }) = reader.computer_input(row.id, k)
        else {
            break;
        };
        let user: u64 = user.parse()?;
        // At most one ordinary move a second: Discord's pace never holds a reply back, so
        // each input's calls are its own.
        tokio::time::sleep_until((last + Duration::from_millis(1_100)).into()).await;
        last = Instant::now();
        if by_dm {
            si.dm(user, &text);
        } else {
            si.post(user, &text);
        }
        let end = settle(at).await;
        let calls = si.calls()[at..end].to_vec();
        at = end;
        per_input.push(calls.len());
        // "POST /channels/600/messages": anything but the game channel is a DM.
        let channel = CHANNEL.to_string();
        let dm = calls
            .iter()
            .any(|c| c.split('/').nth(2) != Some(channel.as_str()));
        if plain && !dm {
            ordinary.push(calls.len());
        }
    }
    bot.abort();
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len().max(1) as f64;
    Ok((
        (!ordinary.is_empty()).then(|| mean(&ordinary)),
        mean(&per_input),
        si.busiest(Limit::DISCORD.window),
        si.refused(),
    ))
}

/// Every figure; with `postgres` (a `postgres://` URL, see [`check_postgres`]) the pipeline
/// on Postgres as well, one process and two.
pub async fn run(sizes: Sizes, dir: &std::path::Path, postgres: Option<&str>) -> Result<Figures> {
    let db = |name: &str| dir.join(name).to_string_lossy().to_string();
    let mut f = Figures {
        stored_games: sizes.stored_games,
        ..Figures::default()
    };
    if let Some(url) = postgres {
        f.postgres_server = Some(check_postgres(url).await?);
    }
    f.engine_games_per_s = engine_games_per_s(Kind::DungeonQuest, sizes.engine_games);
    f.sqlite_inserts_per_s = sqlite_inserts_per_s(&db("raw.db"), sizes.inserts).await?;
    let (rate, p50, p99) = pipeline(
        &db("pipeline.db"),
        sizes.pipeline_games,
        sizes.pipeline_inputs,
    )
    .await?;
    f.pipeline_inputs_per_s = rate;
    f.p50_us = p50;
    f.p99_us = p99;
    f.ratio = rate / f.sqlite_inserts_per_s;
    if let Some(url) = postgres {
        postgres_pipelines(url, &sizes, &mut f).await?;
    }
    let (secs, per_game) = restart(&db("restart.db"), sizes.stored_games).await?;
    f.resume_10k_s = secs;
    f.bytes_per_game = per_game;
    (f.board_png_ms, f.board_png_bytes) = board_pictures(Kind::DungeonQuest, sizes.boards);
    (f.raiders_png_ms, f.raiders_png_bytes) = board_pictures(Kind::Raiders, sizes.boards);
    (f.hollowdeep_png_ms, f.hollowdeep_png_bytes) = board_pictures(Kind::Dungeoneer, sizes.boards);
    // Last: the bots they start keep running in this process until the end (each with its
    // own stand-in).
    let (per_move, per_input, busiest, refused) =
        discord_economy(dir, sizes.discord_inputs, "pinned").await?;
    f.rest_calls_per_move = per_move;
    f.rest_calls_per_input = per_input;
    let (per_move, per_input, busiest_each, refused_each) =
        discord_economy(dir, sizes.discord_inputs, "each_turn").await?;
    f.rest_calls_per_move_each_turn = per_move;
    f.rest_calls_per_input_each_turn = per_input;
    f.busiest_5s = busiest.max(busiest_each);
    f.rate_limited = refused + refused_each;
    Ok(f)
}

/// The pipeline and SQLite's raw inserts alone (`bench --pipeline`): what a side-by-side
/// run of two builds compares, in seconds rather than a minute.
pub async fn pipeline_only(sizes: Sizes, dir: &std::path::Path) -> Result<Figures> {
    let db = |name: &str| dir.join(name).to_string_lossy().to_string();
    let mut f = Figures {
        sqlite_inserts_per_s: sqlite_inserts_per_s(&db("raw.db"), sizes.inserts).await?,
        ..Figures::default()
    };
    (f.pipeline_inputs_per_s, f.p50_us, f.p99_us) = pipeline(
        &db("pipeline.db"),
        sizes.pipeline_games,
        sizes.pipeline_inputs,
    )
    .await?;
    f.ratio = f.pipeline_inputs_per_s / f.sqlite_inserts_per_s;
    Ok(f)
}

/// The lines of `pipeline_only`'s figures.
pub fn pipeline_table(f: &Figures) -> String {
    sqlite_table(f)
        .lines()
        .take(3)
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The figures as lines for people.
pub fn table(f: &Figures) -> String {
    let mut t = sqlite_table(f);
    if let (Some(rate), Some(p50), Some(p99), Some(rate2), Some(p50_2), Some(p99_2)) = (
        f.pipeline_postgres_inputs_per_s,
        f.pipeline_postgres_p50_us,
        f.pipeline_postgres_p99_us,
        f.pipeline_postgres_two_processes_inputs_per_s,
        f.pipeline_postgres_two_processes_p50_us,
        f.pipeline_postgres_two_processes_p99_us,
    ) {
        t.push_str(&format!(
            "pipeline postgres {rate:>10.0} inputs/s  (p50 {p50:.0} µs, p99 {p99:.0} µs)  one process\n\
             pipeline postgres {rate2:>10.0} inputs/s  (p50 {p50_2:.0} µs, p99 {p99_2:.0} µs)  two processes, half the games each, together\n\
             pipeline sqlite   {:>10}  two processes: not measured, a bot holds its SQLite file (one writer process)\n\
             postgres server   {}\n",
            "-",
            f.postgres_server.as_deref().unwrap_or("?"),
        ));
    }
    t
}

/// The figures measured on every run.
fn sqlite_table(f: &Figures) -> String {
    format!(
        "pipeline          {:>10.0} inputs/s  (p50 {:.0} µs, p99 {:.0} µs)\n\
         sqlite inserts    {:>10.0} transactions/s\n\
         ratio             {:>10.2}  (target ≥ 0.5)\n\
         engine            {:>10.0} four-hero games/s on one core  (target ≥ 2000)\n\
         restart           {:>10.3} s until {} stored games each accept an input  (target 1 s for 10,000)\n\
         memory            {:>10.0} bytes per loaded game  (target ≤ 65536)\n\
         REST per move     {:>10}  calls for an ordinary move, {:.2} per input of any kind  (board_post = pinned; target ≤ 2)\n\
         REST per move     {:>10}  calls for an ordinary move, {:.2} per input of any kind  (board_post = each_turn)\n\
         channel burst     {:>10}  posts or edits in one channel's busiest 5 s, {} refused  (Discord allows 5)\n\
         board picture     {:>10.2} ms p50, {:.2} ms p99 to draw and encode; largest {} KB  (target ≤ 5 ms, ≤ 150 KB)\n\
         raiders picture   {:>10.2} ms p50, {:.2} ms p99 to draw and encode, five players; largest {} KB  (target ≤ 5 ms, ≤ 150 KB)\n\
         hollowdeep pic.   {:>10.2} ms p50, {:.2} ms p99 to draw and encode a full map, four heroes; largest {} KB  (target ≤ 5 ms, ≤ 150 KB)\n",
        f.pipeline_inputs_per_s,
        f.p50_us,
        f.p99_us,
        f.sqlite_inserts_per_s,
        f.ratio,
        f.engine_games_per_s,
        f.resume_10k_s,
        f.stored_games,
        f.bytes_per_game,
        f.rest_calls_per_move.map_or("-".to_string(), |r| format!("{r:.2}")),
        f.rest_calls_per_input,
        f.rest_calls_per_move_each_turn
            .map_or("-".to_string(), |r| format!("{r:.2}")),
        f.rest_calls_per_input_each_turn,
        f.busiest_5s,
        f.rate_limited,
        f.board_png_ms.p50,
        f.board_png_ms.p99,
        f.board_png_bytes.div_ceil(1024),
        f.raiders_png_ms.p50,
        f.raiders_png_ms.p99,
        f.raiders_png_bytes.div_ceil(1024),
        f.hollowdeep_png_ms.p50,
        f.hollowdeep_png_ms.p99,
        f.hollowdeep_png_bytes.div_ceil(1024),
    )
}

/// Append this run to `path` (BENCHMARKS.md): the date, the machine, the figures.
pub fn record(f: &Figures, quick: bool, path: &std::path::Path) -> Result<()> {
    let date = chrono::Utc::now().format("%Y-%m-%d");
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut text = std::fs::read_to_string(path).unwrap_or_else(|_| {
        "# Benchmarks\n\nFigures from `kalladra bench`, newest last.\n".to_string()
    });
    let kind = if quick { " (--quick)" } else { "" };
    text.push_str(&format!(
        "\n### {date}, {cpu}, {cores} cores{kind}\n\n```\n{}```\n",
        table(f)
    ));
    std::fs::write(path, text)
        .map_err(|e| anyhow::anyhow!("cannot record the figures in {}: {e}", path.display()))?;
    Ok(())
}
