//! What is at a database path before it is opened (`DbFile`), and this process's hold on a
//! database (`Holder`, `Store::open_held`, `Store::hold`), and its clean end (`Store::close`).

use super::Store;
use anyhow::{anyhow, Context, Result};

/// What is at a database path before it is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbFile {
    /// Nothing yet: a new database is created.
    Missing,
    /// A 0-byte file (SQLite would take it as a new database without a word).
    Empty,
    /// A 0-byte file beside a non-empty `-wal` (its size): the games may be in the `-wal`
    /// alone, and SQLite would start a new database over it. Refused, never written.
    EmptyBesideWal(u64),
    /// A file that starts with SQLite's header.
    Sqlite,
}

/// The first 16 bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

impl DbFile {
    /// What `path` holds, or why no database can be kept there (one line, naming it).
    pub fn inspect(path: &str) -> Result<DbFile> {
        use std::io::Read;
        if path.trim().is_empty() {
            return Err(anyhow!(
                "the database path is empty: name a file (`--db PATH`, or `database` in config.toml)"
            ));
        }
        let p = std::path::Path::new(path);
        let meta = match std::fs::metadata(p) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let parent = p.parent().filter(|d| !d.as_os_str().is_empty());
                if let Some(dir) = parent.filter(|d| !d.is_dir()) {
                    return Err(anyhow!(
                        "cannot create the database {path}: there is no folder {}",
                        dir.display()
                    ));
                }
                return Ok(DbFile::Missing);
            }
            Err(e) => return Err(anyhow!("cannot use the database {path}: {e}")),
        };
        if meta.is_dir() {
            return Err(anyhow!(
                "the database path {path} is a folder: name a file in it instead"
            ));
        }
        if meta.len() == 0 {
            // SQLite writes a WAL database's header into the file itself before any WAL: a
            // 0-byte file beside a non-empty `-wal` lost its main file (a copy without the
            // `-wal`, a truncation), and opening it would overwrite the `-wal`.
            let wal = std::fs::metadata(format!("{path}-wal")).map_or(0, |m| m.len());
            return Ok(if wal > 0 {
                DbFile::EmptyBesideWal(wal)
            } else {
                DbFile::Empty
            });
        }
        let mut head = [0u8; 16];
        let n = std::fs::File::open(p)
            .and_then(|mut f| f.read(&mut head))
            .map_err(|e| anyhow!("cannot read the database {path}: {e}"))?;
        if n < head.len() || &head != SQLITE_HEADER {
            return Err(anyhow!(
                "{path} is not a SQLite database, so it was left alone: name another file with `--db`"
            ));
        }
        Ok(DbFile::Sqlite)
    }
}

impl DbFile {
    /// The refusal for a 0-byte database beside a non-empty `-wal`.
    pub(crate) fn empty_beside_wal(path: &str, wal: u64) -> anyhow::Error {
        anyhow!(
            "the database {path} is an empty file beside a {wal}-byte {path}-wal: the games may be in the -wal alone, so both were left alone; restore {path} from a backup, or move both files away to start afresh"
        )
    }
}

/// This process's hold on a database: while it lives, no other Kalladra process can hold the
/// same database file, under whatever name (a symlink, a hard link). Two advisory locks,
/// released by the system when the process ends, however it ends: one on the database file
/// itself (its device and inode, so every name of it) and one on `PATH.lock` beside its
/// canonical path, which names the holder for the refusal. Dropped (a clean exit), it
/// removes that `.lock` file.
#[derive(Debug)]
pub struct Holder {
    lock: Option<(std::fs::File, std::path::PathBuf)>,
    db: Option<std::fs::File>,
    /// No other process writes this database: a SQLite file held, or `:memory:`. A Postgres
    /// database is shared: other processes may write it, and nothing is held.
    sole: bool,
}

impl Drop for Holder {
    fn drop(&mut self) {
        if let Some((_, path)) = &self.lock {
            let _ = std::fs::remove_file(path);
        }
    }
}

impl Holder {
    /// Whether this process is its database's only writer (a held SQLite file or an
    /// in-memory database; never a Postgres database, which other processes may share).
    pub fn sole_writer(&self) -> bool {
        self.sole
    }

    /// The lock file beside the database (removed when the hold ends).
    pub fn lock_file(&self) -> Option<&std::path::Path> {
        self.lock.as_ref().map(|(_, p)| p.as_path())
    }

    /// Lock the database file itself (every name of it), if it exists and is not locked yet.
    fn lock_db(&mut self, path: &str) -> Result<()> {
        if self.db.is_some() {
            return Ok(());
        }
        let Ok(file) = std::fs::File::open(path) else {
            return Ok(());
        };
        if file.try_lock().is_err() {
            return Err(anyhow!(
                "the database {path} is in use by another Kalladra process (the same file under another name: a link to it): stop that process first, or use another database (--db)"
            ));
        }
        self.db = Some(file);
        Ok(())
    }
}

/// The path a database file is known by whatever name reaches it: symlinks resolved (the
/// file's own, and its folders'), so `PATH.lock` is the same file for every one.
fn canonical(path: &str) -> std::path::PathBuf {
    let p = std::path::Path::new(path);
    if let Ok(c) = std::fs::canonicalize(p) {
        return c;
    }
    // Not there yet: its folder's canonical path and its name.
    let dir = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    match (std::fs::canonicalize(dir), p.file_name()) {
        (Ok(d), Some(name)) => d.join(name),
        _ => p.to_path_buf(),
    }
}

impl Store {
    /// Check, hold and open the database at `path` for this process (`what`: how it is
    /// called, e.g. "kalladra bot"): refused with one line if the path cannot hold a
    /// database or another process holds it (under any name). Held before it is opened, so
    /// a second process never touches a database in use.
    pub async fn open_held(path: &str, what: &str) -> Result<(Store, Holder)> {
        if super::is_postgres_url(path) {
            return Ok((Store::open(path).await?, Store::hold(path, what)?));
        }
        if path == ":memory:" {
            return Ok((Store::open(path).await?, Store::hold(path, what)?));
        }
        let kind = DbFile::inspect(path)?;
        let mut hold = Store::hold(path, what)?;
        if let DbFile::EmptyBesideWal(wal) = kind {
            return Err(DbFile::empty_beside_wal(path, wal));
        }
        let store = Store::open(path).await?;
        // A database just created: lock the file now there is one.
        hold.lock_db(path)?;
        Ok((store, hold))
    }

    /// Hold the database file at `path` (its lock file and the file itself) without opening
    /// it: for a process that only reads a copy of it (`kalladra migrate`).
    pub fn hold_file(path: &str, what: &str) -> Result<Holder> {
        let mut hold = Store::hold(path, what)?;
        hold.lock_db(path)?;
        Ok(hold)
    }

    /// Hold the database at `path` for this process (`what`: how the process is called, e.g.
    /// "kalladra bot"), or say which process holds it. An in-memory database needs no hold;
    /// a Postgres database is shared, never held (the holder says this process is not its
    /// only writer).
    pub fn hold(path: &str, what: &str) -> Result<Holder> {
        use std::io::{Read, Seek, Write};
        if path == ":memory:" || super::is_postgres_url(path) {
            return Ok(Holder {
                lock: None,
                db: None,
                sole: path == ":memory:",
            });
        }
        let lock = canonical(path);
        let lock = std::path::PathBuf::from(format!("{}.lock", lock.display()));
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .with_context(|| {
                format!(
                    "cannot create the lock file {} beside the database",
                    lock.display()
                )
            })?;
        if file.try_lock().is_err() {
            let mut holder = String::new();
            let _ = file.read_to_string(&mut holder);
            let holder = holder.trim();
            let holder = if holder.is_empty() {
                "another process".to_string()
            } else {
                holder.to_string()
            };
            return Err(anyhow!(
                "the database {path} is in use by {holder}: stop that process first, or use another database (--db)"
            ));
        }
        file.set_len(0)?;
        file.rewind()?;
        write!(file, "process {} ({what})", std::process::id())?;
        file.flush()?;
        let mut hold = Holder {
            lock: Some((file, lock)),
            db: None,
            sole: true,
        };
        hold.lock_db(path)?;
        Ok(hold)
    }

    /// A clean end: SQLite's write-ahead log folded into the database file and emptied
    /// (`wal_checkpoint(TRUNCATE)`), and every connection closed, so the `.db` file alone
    /// holds every game (a copy of it is a whole backup).
    pub async fn close(&self) -> Result<()> {
        super::script::release(&self.writer).await;
        let done = self.checkpoint().await;
        on_pool!(self, p => p.close().await);
        done
    }

    /// SQLite's write-ahead log folded into the database file and emptied, connections left
    /// open (for an exit that cannot wait on them: local play's signal thread). The fold runs
    /// on a connection of its own: the pool's may all be out with a runtime that is blocked.
    pub async fn checkpoint(&self) -> Result<()> {
        // A Postgres server keeps its own write-ahead log.
        let super::backend::Pool::Sqlite(p) = &self.pool else {
            return Ok(());
        };
        let options = p.connect_options();
        let file = options.get_filename();
        let mut own = if file.as_os_str().is_empty() || file.to_str() == Some(":memory:") {
            None
        } else {
            use sqlx::ConnectOptions;
            Some(
                sqlx::sqlite::SqliteConnectOptions::new()
                    .filename(file)
                    // Each try gives up at once when busy: the tries below wait between them.
                    .busy_timeout(std::time::Duration::from_millis(20))
                    .connect()
                    .await
                    .map_err(|e| anyhow!("folding the write-ahead log into the database: {e}"))?,
            )
        };
        // The pragma answers (busy, log pages, pages folded): busy while another connection
        // is reading or writing. Try again for a while rather than leave the log unfolded.
        for _ in 0..250 {
            let q = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)");
            let row = match own.as_mut() {
                Some(c) => q.fetch_one(c).await,
                None => q.fetch_one(p).await,
            }
            .map_err(|e| anyhow!("folding the write-ahead log into the database: {e}"))?;
            let busy: i64 = sqlx::Row::try_get(&row, 0)?;
            if busy == 0 {
                // Closed, not dropped: a dropped connection closes later, on its own thread,
                // and the log's files would go (or stay) after this returns.
                if let Some(c) = own {
                    use sqlx::Connection;
                    c.close()
                        .await
                        .map_err(|e| anyhow!("closing the connection that folded the log: {e}"))?;
                }
                return Ok(());
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        Err(anyhow!(
            "folding the write-ahead log into the database: another connection kept it busy for 10 s"
        ))
    }
}
