//! Helpers shared by the integration tests: an organiser on a fresh store, feeding it lines as
//! local play does, and whole games played through it by computer players.
#![allow(dead_code)]

use kalladra::games::dungeonquest::engine::{view, Settings};
use kalladra::games::dungeonquest::render;
// `org.game(id)`: a loaded DungeonQuest game, as its own path holds it.
pub use kalladra::games::dungeonquest::QuestGames;
use kalladra::local::play;
use kalladra::organiser::{MentionStyle, Organiser, Seeds};
use kalladra::store::Store;

/// Dungeon Raiders game `id` as the store holds it, folded from its log.
pub async fn raiders_game(org: &Organiser, id: i64) -> kalladra::games::raiders::table::Table {
    use kalladra::games::Seated;
    let row = org.store().game(id).await.unwrap().unwrap();
    let mut t = kalladra::games::raiders::table::Table::new(row.seed);
    for e in org.store().entries(id).await.unwrap() {
        Seated::fold(&mut t, &e).unwrap();
    }
    t
}

/// The seed a scenario script names in its `# seed N` line.
pub fn script_seed(script: &str) -> u64 {
    script
        .lines()
        .find_map(|l| l.strip_prefix("# seed "))
        .and_then(|l| l.split(',').next())
        .and_then(|n| n.trim().parse().ok())
        .expect("a scenario names its seed: `# seed N`")
}

pub async fn organiser(db: &str, seed: u64) -> Organiser {
    Organiser::new(
        Store::open(db).await.unwrap(),
        Seeds::Fixed(seed),
        MentionStyle::Plain,
        Settings::default(),
    )
}

pub async fn organiser_with(db: &str, seed: u64, settings: Settings) -> Organiser {
    Organiser::new(
        Store::open(db).await.unwrap(),
        Seeds::Fixed(seed),
        MentionStyle::Plain,
        settings,
    )
}

/// Alice opens a game; Bob and Carol join (not started).
pub const SETUP: &str =
    "alice: !dq new\nalice: !dq join hugo\nbob: !dq join lindel\ncarol: !dq join tatianna\n";

/// The latest unfinished game as the store holds it (replayed from its log).
pub async fn game_of(org: &Organiser) -> kalladra::games::dungeonquest::engine::Game {
    let row = org.store().latest_unfinished().await.unwrap().unwrap();
    org.store().load(&row).await.unwrap()
}

/// The latest unfinished game's id.
pub async fn game_id(org: &Organiser) -> i64 {
    org.store().latest_unfinished().await.unwrap().unwrap().id
}

/// Feed local-play lines (`NAME: TEXT`, `NAME dm: TEXT`); what the bot says.
pub async fn say(org: &mut Organiser, organiser_name: &mut Option<String>, lines: &str) -> String {
    let mut out = Vec::new();
    play(
        org,
        lines.as_bytes(),
        &mut out,
        organiser_name,
        &std::env::temp_dir(),
    )
    .await
    .unwrap();
    String::from_utf8(out).unwrap()
}

/// Play one whole game through the organiser: computer players choose, their choices are typed
/// as the commands a person would type (strikes and monster answers by DM).
pub async fn autoplay(
    org: &mut Organiser,
    users: &[&str],
    seed: u64,
) -> (i64, kalladra::games::dungeonquest::engine::Game) {
    use kalladra::games::dungeonquest::engine::Actor;
    use kalladra::games::dungeonquest::simulate::{Policy, SensiblePolicy};
    use kalladra::organiser::Input;
    let send = |user: &str, text: String, dm: bool| Input {
        locale: None,
        source_id: None,
        channel: (!dm).then(|| "game".to_string()),
        via: None,
        server: "local".into(),
        user: user.into(),
        name: user.into(),
        admin: user == users[0],
        text,
    };
    org.handle(send(users[0], "!dq new".into(), false))
        .await
        .unwrap();
    for u in users {
        org.handle(send(u, "!dq join".into(), false)).await.unwrap();
    }
    org.handle(send(users[0], "!dq start".into(), false))
        .await
        .unwrap();
    let (id, _, _) = org.resume_latest().await.unwrap().unwrap();
    let mut policy = SensiblePolicy::new(seed);
    for step in 0..20_000 {
        let g = org.game(id).unwrap().clone();
        if g.phase == kalladra::games::dungeonquest::engine::Phase::Ended {
            return (id, g);
        }
        let awaited = g.awaited();
        let actor = awaited[step % awaited.len()];
        let a = policy.choose(&view(&g, actor));
        let user = match actor {
            Actor::Seat(s) => g.seats[s].user.clone(),
            _ => users[0].to_string(),
        };
        let dm = matches!(
            a,
            kalladra::games::dungeonquest::engine::Action::Strikes(_)
                | kalladra::games::dungeonquest::engine::Action::TakeMonster
                | kalladra::games::dungeonquest::engine::Action::DeclineMonster
        );
        let replies = org
            .handle(send(&user, render::command_text(&a), dm))
            .await
            .unwrap();
        let after = org.game(id).unwrap();
        assert_ne!(
            after,
            &g,
            "`{}` by {user} changed nothing: {replies:?}",
            render::command_text(&a)
        );
    }
    panic!("game {id} did not end");
}

/// A game played step by step through the organiser by computer players, each input typed
/// as a person would type it (strikes and monster answers by DM), so a test can look at
/// every output between inputs.
pub struct Table {
    pub id: i64,
    pub users: Vec<String>,
    /// Who opened the game (seated or not).
    pub organiser: String,
    policy: Box<dyn kalladra::games::dungeonquest::simulate::Policy>,
    step: usize,
}

/// One input a computer player sent, and what the bot answered.
pub struct Sent {
    pub user: String,
    pub text: String,
    pub dm: bool,
    pub replies: Vec<kalladra::organiser::Reply>,
}

pub fn input(user: &str, text: &str, dm: bool, admin: bool) -> kalladra::organiser::Input {
    kalladra::organiser::Input {
        locale: None,
        source_id: None,
        channel: (!dm).then(|| "game".to_string()),
        via: None,
        server: "local".into(),
        user: user.into(),
        name: user.into(),
        admin,
        text: text.into(),
    }
}

impl Table {
    /// `!dq new`, everyone joins, the organiser's `setup` lines (e.g. `!dq option ...`), start.
    /// The first user is the organiser, and plays.
    pub async fn open(org: &mut Organiser, users: &[&str], seed: u64, setup: &[&str]) -> Table {
        Table::open_by(org, users[0], users, seed, setup).await
    }

    /// As [`Table::open`], the game opened by `organiser`, who plays only if among `players`.
    pub async fn open_by(
        org: &mut Organiser,
        organiser: &str,
        players: &[&str],
        seed: u64,
        setup: &[&str],
    ) -> Table {
        org.handle(input(organiser, "!dq new", false, true))
            .await
            .unwrap();
        for u in players {
            org.handle(input(u, "!dq join", false, false))
                .await
                .unwrap();
        }
        for line in setup {
            org.handle(input(organiser, line, false, true))
                .await
                .unwrap();
        }
        org.handle(input(organiser, "!dq start", false, true))
            .await
            .unwrap();
        let (id, _, _) = org.resume_latest().await.unwrap().unwrap();
        Table {
            id,
            users: players.iter().map(|u| u.to_string()).collect(),
            organiser: organiser.to_string(),
            policy: Box::new(kalladra::games::dungeonquest::simulate::SensiblePolicy::new(seed)),
            step: 0,
        }
    }

    /// Players who pick any legal action at random (they duel, flee and teleport, which the
    /// sensible ones never do of their own accord).
    pub fn at_random(mut self, seed: u64) -> Table {
        self.policy = Box::new(kalladra::games::dungeonquest::simulate::RandomPolicy::new(
            seed,
        ));
        self
    }

    /// The next input of whoever the game waits on; None once the game has ended.
    pub async fn next(&mut self, org: &mut Organiser) -> Option<Sent> {
        use kalladra::games::dungeonquest::engine::{Action, Actor, Phase};
        let g = org.game(self.id)?.clone();
        if g.phase == Phase::Ended {
            return None;
        }
        let awaited = g.awaited();
        let actor = awaited[self.step % awaited.len()];
        self.step += 1;
        let a = self.policy.choose(&view(&g, actor));
        let user = match actor {
            Actor::Seat(s) => g.seats[s].user.clone(),
            _ => self.organiser.clone(),
        };
        let dm = matches!(
            a,
            Action::Strikes(_) | Action::TakeMonster | Action::DeclineMonster
        );
        let text = render::command_text(&a);
        let replies = org
            .handle(input(&user, &text, dm, user == self.organiser))
            .await
            .unwrap();
        Some(Sent {
            user,
            text,
            dm,
            replies,
        })
    }

    /// Play on until `stop` holds for the game (true) or it ends (false).
    pub async fn until(
        &mut self,
        org: &mut Organiser,
        stop: impl Fn(&kalladra::games::dungeonquest::engine::Game) -> bool,
    ) -> bool {
        for _ in 0..20_000 {
            if org.game(self.id).is_some_and(&stop) {
                return true;
            }
            if self.next(org).await.is_none() {
                return false;
            }
        }
        false
    }
}

/// A game's log exported and checked by `verify`, which must confirm it.
pub fn assert_verifies(
    id: i64,
    g: &kalladra::games::dungeonquest::engine::Game,
    events: &[kalladra::games::dungeonquest::engine::Event],
) {
    let x = kalladra::games::dungeonquest::audit::Export::of(id, "game", "organiser", g, events);
    let verdict = kalladra::games::dungeonquest::audit::verify(&x);
    assert!(
        matches!(
            verdict,
            kalladra::games::dungeonquest::audit::Verdict::Confirmed { .. }
        ),
        "{verdict}"
    );
}

/// Every (key, value) pair in a JSON tree (array elements under the key "").
pub fn walk(v: &serde_json::Value, f: &mut impl FnMut(&str, &serde_json::Value)) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                f(k, x);
                walk(x, f);
            }
        }
        serde_json::Value::Array(a) => {
            for x in a {
                f("", x);
                walk(x, f);
            }
        }
        _ => {}
    }
}

/// Replies as one text, each line prefixed by where it went (`Channel("game") ...`).
pub fn texts(replies: &[kalladra::organiser::Reply]) -> String {
    replies
        .iter()
        .map(|r| format!("{:?} {}", r.target, r.text))
        .collect::<Vec<_>>()
        .join("\n")
}

pub mod postgres;
#[allow(unused_imports)] // (not every suite runs on Postgres)
pub use postgres::fresh_postgres;

/// A test body run on each database: SQLite (`$sqlite`: ":memory:", or `file` for a fresh
/// file), then a fresh Postgres database (ignored when there was no Postgres as the tests were
/// built; failing, not passing, when there is none to be had: `postgres.rs`).
#[macro_export]
macro_rules! on_both {
    ($sqlite:tt, async fn $name:ident($db:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn body($db: &str) $body
            #[tokio::test]
            async fn sqlite() {
                let dir = tempfile::tempdir().unwrap();
                let file = dir.path().join("k.db");
                let file = file.to_str().unwrap();
                let _ = file;
                body($crate::on_both!(@db $sqlite, file)).await
            }
            #[tokio::test]
            #[cfg_attr(kalladra_no_postgres, ignore = "no Postgres when the tests were built (README, For developers)")]
            async fn postgres() {
                body(&$crate::common::fresh_postgres().await).await
            }
        }
    };
    (@db memory, $file:ident) => { ":memory:" };
    (@db file, $file:ident) => { $file };
}

/// Store an input's DungeonQuest events as the table's one commit does (the log's entries,
/// and what they change beside it: `games::beside`, with nothing known of before, so the
/// seats and phase are written).
pub async fn append_events(
    s: &kalladra::store::Store,
    id: i64,
    builds_on: usize,
    said: kalladra::store::Said<'_>,
    events: &[kalladra::games::dungeonquest::engine::Event],
    after: &kalladra::games::dungeonquest::engine::Game,
) -> anyhow::Result<()> {
    let entries = events
        .iter()
        .map(serde_json::to_string)
        .collect::<Result<Vec<_>, _>>()?;
    let table =
        kalladra::games::dungeonquest::seated::QuestTable::loaded(after.clone(), Vec::new());
    let beside = kalladra::games::beside::Beside::of(None, &table);
    s.append(id, builds_on, said, &entries, beside.finish())
        .await
}
