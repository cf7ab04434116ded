//! The schema's migrations, compiled into the binary from `migrations/` (SQLite) and
//! `migrations/postgres/`, each file named `VERSION_DESCRIPTION.sql`. sqlx records each one
//! applied with its SQL's checksum, so a database made by an earlier build opens as long as
//! these bytes are the files' own. Read with `include_str!` rather than sqlx's `migrate!`
//! macro, which would build sqlx's drivers a second time, for the compiler, on every cold
//! build.

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};
use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

/// The migration files of one database: (file name, SQL), oldest first.
#[derive(Debug, Clone, Copy)]
pub(super) struct Files(pub &'static [(&'static str, &'static str)]);

macro_rules! files {
    ($dir:literal: $($name:literal),* $(,)?) => {
        Files(&[$(($name, include_str!(concat!("../../", $dir, "/", $name)))),*])
    };
}

pub(super) const SQLITE: Files = files!("migrations":
    "0001_games.sql",
    "0002_campaigns.sql",
    "0003_boards.sql",
    "0004_reminders.sql",
    "0005_prefs.sql",
    "0006_away.sql",
    "0007_registration.sql",
    "0008_languages.sql",
    "0009_clock.sql",
    "0010_kinds.sql",
    "0011_shared.sql",
    "0012_proof_posts.sql",
    "0013_ledger.sql",
    "0014_pings.sql",
);

pub(super) const POSTGRES: Files = files!("migrations/postgres":
    "0001_schema.sql",
    "0002_shared.sql",
    "0003_proof_posts.sql",
    "0004_ledger.sql",
    "0005_pings.sql",
);

impl Files {
    /// Each file as sqlx reads a migrations folder: the version before the first `_`, the
    /// rest of the name (`_` read as a space) its description, a first line
    /// `-- no-transaction` run outside a transaction.
    fn migrations(self) -> Result<Vec<Migration>, String> {
        let mut out = Vec::new();
        for &(name, sql) in self.0 {
            let stem = name
                .strip_suffix(".sql")
                .ok_or(format!("{name}: not .sql"))?;
            let (version, description) = stem
                .split_once('_')
                .ok_or(format!("{name}: no VERSION_DESCRIPTION"))?;
            let version: i64 = version
                .parse()
                .map_err(|_| format!("{name}: {version} is not a version"))?;
            out.push(Migration::new(
                version,
                Cow::Owned(description.replace('_', " ")),
                MigrationType::Simple,
                Cow::Borrowed(sql),
                sql.starts_with("-- no-transaction"),
            ));
        }
        out.sort_by_key(|m| m.version);
        Ok(out)
    }

    /// The migrator that brings a database of this kind up to date.
    pub(super) async fn migrator(self) -> Result<Migrator, sqlx::migrate::MigrateError> {
        Migrator::new(self).await
    }
}

impl MigrationSource<'static> for Files {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async move { self.migrations().map_err(BoxDynError::from) })
    }
}

#[cfg(test)]
mod tests {
    use super::{Files, POSTGRES, SQLITE};
    use std::path::Path;

    /// Every file of each migrations folder is compiled in, in order, and none that is not.
    #[test]
    fn every_migration_file_is_compiled_in() {
        for (files, dir) in [(SQLITE, "migrations"), (POSTGRES, "migrations/postgres")] {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
            let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.is_file())
                .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
                .collect();
            on_disk.sort();
            let listed: Vec<String> = files.0.iter().map(|(n, _)| n.to_string()).collect();
            assert_eq!(listed, on_disk, "{}", dir.display());
            for (name, sql) in files.0 {
                assert_eq!(*sql, std::fs::read_to_string(dir.join(name)).unwrap());
            }
        }
    }

    /// Versions and descriptions as sqlx's own reading of the folder gives them (the
    /// checksums are sqlx's, of the same bytes): what earlier builds recorded.
    #[test]
    fn migrations_read_as_sqlx_reads_a_folder() {
        let m = SQLITE.migrations().unwrap();
        let read: Vec<(i64, &str)> = m.iter().map(|m| (m.version, &*m.description)).collect();
        assert_eq!(read[0], (1, "games"));
        assert_eq!(read[11], (12, "proof posts"));
        assert!(m.windows(2).all(|w| w[0].version < w[1].version));
        assert_eq!(POSTGRES.migrations().unwrap()[2].description, "proof posts");
        let bad = Files(&[("one.sql", "")]);
        assert!(bad.migrations().unwrap_err().contains("one.sql"));
    }
}
