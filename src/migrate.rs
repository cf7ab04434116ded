//! `kalladra migrate --from kalladra.db --to postgres://...`: every game, log and setting of a
//! SQLite database copied into an empty Postgres database (ids kept, so exports keep their
//! game numbers), then each finished game read back from the target and verified as
//! `kalladra verify` would its export. A second run finds the same, changes nothing and
//! verifies it again (a copy that failed its check stays in Postgres, and fails again).

use crate::store::{is_postgres_url, shown_url, Copied, DbFile, Store};
use anyhow::{anyhow, Result};

/// Copy the database `from` (a SQLite file) into `to` (a Postgres URL); what was done, in
/// words, or one line saying why not.
pub async fn migrate(from: &str, to: &str) -> Result<String> {
    if is_postgres_url(from) {
        return Err(anyhow!(
            "--from names a Postgres database: migrate copies a SQLite file (kalladra.db) into Postgres"
        ));
    }
    if !is_postgres_url(to) {
        return Err(anyhow!(
            "--to must be a Postgres URL (postgres://USER:PASSWORD@HOST/DATABASE), not {to}"
        ));
    }
    match DbFile::inspect(from)? {
        DbFile::Missing => return Err(anyhow!("there is no database {from} to copy")),
        DbFile::Empty => {
            return Err(anyhow!(
                "{from} is an empty file, not a database: there is nothing to copy"
            ))
        }
        DbFile::EmptyBesideWal(wal) => return Err(DbFile::empty_beside_wal(from, wal)),
        DbFile::Sqlite => {}
    }
    // Held while it is read: no bot or local play writes it meanwhile. It is never opened
    // for writing: a copy is read (brought up to date there, if it is an older database).
    let _hold = Store::hold_file(from, "kalladra migrate")?;
    let scratch = Scratch::of(from)?;
    // Its errors name the file given, not the copy.
    let source = Store::open(&scratch.db)
        .await
        .map_err(|e| anyhow!("{}", format!("{e:#}").replace(&scratch.db, from)))?;
    let done = copy_and_verify(&source, from, to).await;
    source.close().await.ok();
    done
}

/// A private copy of a SQLite database and its write-ahead log, in a folder of its own that
/// goes when it is dropped.
struct Scratch {
    dir: std::path::PathBuf,
    db: String,
}

impl Scratch {
    fn of(from: &str) -> Result<Scratch> {
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let dir = std::env::temp_dir().join(format!("kalladra-migrate-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| {
            anyhow!(
                "cannot make a folder to read {from} from ({}): {e}",
                dir.display()
            )
        })?;
        let scratch = Scratch {
            db: dir.join("source.db").to_string_lossy().into_owned(),
            dir,
        };
        let copy = |src: &str, to: &str| {
            std::fs::copy(src, to).map_err(|e| anyhow!("cannot read {src}: {e}"))
        };
        copy(from, &scratch.db)?;
        let wal = format!("{from}-wal");
        if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
            copy(&wal, &format!("{}-wal", scratch.db))?;
        }
        Ok(scratch)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The copy itself, from the source opened, and the verification of what the target holds.
async fn copy_and_verify(source: &Store, from: &str, to: &str) -> Result<String> {
    let target = Store::open(to).await?;
    let shown = shown_url(to);
    let copied = source.copy_into(&target).await?;
    // Verified whether copied now or found there: a copy that failed before fails again.
    let verified = verify_all(&target).await?;
    let said = match copied {
        Copied::AlreadyThere(n) => {
            return Ok(format!(
            "{shown} already holds every game of {from} ({}) and its settings: nothing changed; {}",
            games(n),
            verified_games(verified)
        ))
        }
        Copied::Games(ids) => ids.len(),
    };
    Ok(format!(
        "copied {} and every setting from {from} to {shown}; {}",
        games(said),
        verified_games(verified)
    ))
}

/// `1 game`, `2 games`.
fn games(n: usize) -> String {
    match n {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    }
}

/// How many finished games were verified, in words.
fn verified_games(n: usize) -> String {
    match n {
        0 => "no finished game to verify".to_string(),
        1 => "1 finished game verified".to_string(),
        n => format!("{n} finished games verified"),
    }
}

/// Verify every finished game `store` holds, as `kalladra verify` checks its export; how
/// many, or the first that fails.
pub async fn verify_all(store: &Store) -> Result<usize> {
    let mut n = 0;
    for (id, _) in store.game_list().await? {
        let Some(row) = store.game(id).await? else {
            continue;
        };
        if row.phase != "ended" {
            continue;
        }
        verify_one(store, &row).await?;
        n += 1;
    }
    Ok(n)
}

/// One finished game's export, verified.
pub async fn verify_one(store: &Store, row: &crate::store::GameRow) -> Result<()> {
    let fail = |why: String| {
        anyhow!(
            "game {} in channel {} does not verify in the copy: {why}",
            row.id,
            row.channel
        )
    };
    let entries = store.entries(row.id).await?;
    crate::games::verify_stored(row, &entries).map_err(fail)
}
