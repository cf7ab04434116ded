//! `kalladra bench --db postgres://...`: the pipeline on Postgres beside SQLite, one process
//! and two, on databases the bench makes on that server and drops at the end.

use super::*;

/// The databases `kalladra bench --db postgres://...` makes on that server, one per measure,
/// each created empty and dropped at the end.
const PG_DATABASES: [&str; 2] = ["one_process", "two_processes"];

/// The database a bench on Postgres names: a `postgres://` URL, else one line saying what
/// `--db` takes.
pub fn postgres_option(db: &str) -> Result<String, String> {
    if crate::store::is_postgres_url(db) {
        Ok(db.trim().to_string())
    } else {
        Err(format!(
            "bench --db takes a postgres:// URL (postgres://USER@HOST:PORT/DATABASE), not `{db}`: \
             the SQLite figures are always measured, on files of their own in a temp folder"
        ))
    }
}

/// `url` with its database (the path) replaced by `name`, its options kept.
pub fn with_database(url: &str, name: &str) -> Result<String> {
    let url = url.trim();
    let (scheme, rest) = url
        .split_once("://")
        .ok_or_else(|| anyhow::anyhow!("{} is not a URL", crate::store::shown_url(url)))?;
    let (rest, query) = match rest.split_once('?') {
        Some((r, q)) => (r, format!("?{q}")),
        None => (rest, String::new()),
    };
    // The host part ends at the first `/` after any user and password.
    let host_from = rest.rfind('@').map_or(0, |at| at + 1);
    let authority = match rest[host_from..].find('/') {
        Some(slash) => &rest[..host_from + slash],
        None => rest,
    };
    Ok(format!("{scheme}://{authority}/{name}{query}"))
}

/// The database `--db` names, checked before the bench starts: it must answer and hold no
/// games. The bench never writes into it (it makes databases of its own beside it); one
/// that holds games is a bot's, whose server a bench would load, so it is refused in one line.
/// Returns the server's durability settings and version.
pub async fn check_postgres(url: &str) -> Result<String> {
    use sqlx::Connection;
    let shown = crate::store::shown_url(url);
    let mut c = sqlx::PgConnection::connect(url)
        .await
        .map_err(|e| anyhow::anyhow!("cannot open the database {shown}: {e}"))?;
    let has_games: bool = sqlx::query_scalar("SELECT to_regclass('games') IS NOT NULL")
        .fetch_one(&mut c)
        .await?;
    if has_games {
        let n: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
            .fetch_one(&mut c)
            .await?;
        anyhow::ensure!(
            n == 0,
            "{shown} holds {n} game{}: the bench runs only beside an empty database (it makes \
             and drops databases of its own on that server); name an empty one, e.g. made with \
             `createdb kalladra_bench`",
            if n == 1 { "" } else { "s" }
        );
    }
    let mut said = Vec::new();
    for setting in ["fsync", "synchronous_commit", "server_version"] {
        let v: String = sqlx::query_scalar(&format!("SHOW {setting}"))
            .fetch_one(&mut c)
            .await?;
        said.push(format!("{setting}={v}"));
    }
    Ok(said.join(", "))
}

/// The bench's own database `name` on the server of `url`, made empty (dropped first if a
/// bench that stopped short left it): its URL.
async fn fresh_database(url: &str, name: &str) -> Result<String> {
    use sqlx::Connection;
    let mut c = sqlx::PgConnection::connect(url).await?;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .execute(&mut c)
        .await?;
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut c)
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "cannot create the bench's database {name} on {}: {e} (the user needs CREATEDB)",
                crate::store::shown_url(url)
            )
        })?;
    with_database(url, name)
}

async fn drop_database(url: &str, name: &str) -> Result<()> {
    use sqlx::Connection;
    let mut c = sqlx::PgConnection::connect(url).await?;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .execute(&mut c)
        .await?;
    Ok(())
}

/// The pipeline on Postgres, one process then two, each on a fresh database of its own,
/// dropped at the end whatever happened.
pub(super) async fn postgres_pipelines(url: &str, sizes: &Sizes, f: &mut Figures) -> Result<()> {
    let names: Vec<String> = PG_DATABASES
        .iter()
        .map(|m| format!("kalladra_bench_{}_{m}", std::process::id()))
        .collect();
    let measured = async {
        let one = fresh_database(url, &names[0]).await?;
        let (rate, p50, p99) = pipeline(&one, sizes.pipeline_games, sizes.pipeline_inputs).await?;
        f.pipeline_postgres_inputs_per_s = Some(rate);
        f.pipeline_postgres_p50_us = Some(p50);
        f.pipeline_postgres_p99_us = Some(p99);
        let two = fresh_database(url, &names[1]).await?;
        let (rate, p50, p99) =
            pipeline_two_processes(&two, sizes.pipeline_games, sizes.pipeline_inputs).await?;
        f.pipeline_postgres_two_processes_inputs_per_s = Some(rate);
        f.pipeline_postgres_two_processes_p50_us = Some(p50);
        f.pipeline_postgres_two_processes_p99_us = Some(p99);
        anyhow::Ok(())
    }
    .await;
    for name in &names {
        if let Err(e) = drop_database(url, name).await {
            tracing::warn!("the bench's database {name} was left on the server: {e}");
        }
    }
    measured
}

#[cfg(test)]
mod tests {
    use super::{postgres_option, with_database};

    #[test]
    fn the_bench_names_its_own_databases_on_the_server_given() {
        for (url, want) in [
            (
                "postgres://k@127.0.0.1:5432/postgres",
                "postgres://k@127.0.0.1:5432/b",
            ),
            (
                "postgres://k@h/db?sslmode=disable",
                "postgres://k@h/b?sslmode=disable",
            ),
            ("postgresql://k:p/w@h:1/x", "postgresql://k:p/w@h:1/b"),
            ("postgres://k@h:5432", "postgres://k@h:5432/b"),
            ("postgres://h?user=k", "postgres://h/b?user=k"),
        ] {
            assert_eq!(with_database(url, "b").unwrap(), want, "{url}");
        }
        assert!(with_database("kalladra.db", "b").is_err());
    }

    #[test]
    fn bench_db_takes_only_a_postgres_url() {
        assert!(postgres_option("postgresql://k@h/db").is_ok());
        for bad in ["kalladra.db", ":memory:", "", "sqlite://k.db"] {
            let e = postgres_option(bad).unwrap_err();
            assert!(e.contains("postgres://") && !e.contains('\n'), "{e}");
        }
    }
}
