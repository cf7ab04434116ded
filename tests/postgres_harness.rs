//! Newcomer m1: a test on Postgres never counts as passed without running. With no server
//! named (`KALLADRA_TEST_POSTGRES` unset) the tests start a throwaway one of their own, once
//! a test process, and it is gone once the process is (`tests/common/postgres.rs`).

on_both!(memory, async fn a_store_opens_and_says_where(db) {
    let store = kalladra::store::Store::open(db).await.unwrap();
    assert_eq!(store.is_postgres(), db.starts_with("postgres://"));
    // Run by the test below: the database it ran on, as proof that it ran.
    if let Some(mark) = std::env::var_os("KALLADRA_HARNESS_MARK") {
        std::fs::write(mark, db).unwrap();
    }
});

#[test]
#[cfg_attr(
    kalladra_no_pg_programs,
    ignore = "no Postgres programs (initdb, pg_ctl) when the tests were built"
)]
fn with_no_server_named_the_tests_on_postgres_run_on_one_of_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let mark = dir.path().join("ran-on");
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "postgres_harness::a_store_opens_and_says_where::postgres",
        ])
        .env_remove("KALLADRA_TEST_POSTGRES")
        .env("KALLADRA_HARNESS_MARK", &mark)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("1 passed"), "{said}");
    let url = std::fs::read_to_string(&mark).expect("the test ran, on Postgres");
    let port: u16 = url
        .strip_prefix("postgres://kalladra@127.0.0.1:")
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("a throwaway server's database: {url}"));
    // Its server stops once the test process has ended.
    let gone = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(200));
        std::net::TcpStream::connect(("127.0.0.1", port)).is_err()
    });
    assert!(gone, "the server on port {port} still answers");
}
