//! A fresh Postgres database per test (shared by the suites that run on Postgres).

/// A fresh, empty Postgres database of its own for one test (so tests run in parallel): its
/// URL, on the server `KALLADRA_TEST_POSTGRES` names (`.ci/run` starts one). Without that
/// variable: None, and one line on standard error saying the Postgres run was skipped; with
/// `CI=true` set a missing server fails the test.
pub async fn fresh_postgres() -> Option<String> {
    use sqlx::Connection;
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let Ok(base) = std::env::var("KALLADRA_TEST_POSTGRES") else {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("CI=true and no KALLADRA_TEST_POSTGRES: the tests on Postgres are required (.ci/run starts a server)");
        }
        eprintln!("skipped on Postgres: no KALLADRA_TEST_POSTGRES (a postgres:// URL) is set");
        return None;
    };
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    let name = format!(
        "t{}_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst),
        nanos
    );
    let mut c = sqlx::PgConnection::connect(&base)
        .await
        .expect("the Postgres server KALLADRA_TEST_POSTGRES names answers");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut c)
        .await
        .unwrap();
    let (server, _) = base.rsplit_once('/').expect("a URL ending in /DATABASE");
    Some(format!("{server}/{name}"))
}
