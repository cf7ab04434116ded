//! `kalladra bench --db postgres://...` (issue 25): the database named must hold no games,
//! else the bench is refused in one line before it measures anything. (The measured run
//! itself takes minutes: it is kept out of `cargo test`; BENCHMARKS.md records it.) On Postgres
//! as every test there is (`tests/common/postgres.rs`).

use crate::common;
use common::{fresh_postgres, organiser};
use kalladra::bench::check_postgres;

#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn bench_db_refuses_a_database_that_holds_games_and_takes_an_empty_one() {
    let url = fresh_postgres().await;
    // A database with nothing in it, then one with the bot's tables and no game yet.
    let said = check_postgres(&url).await.unwrap();
    assert!(said.contains("fsync="), "{said}");
    let mut org = organiser(&url, 1).await;
    check_postgres(&url).await.unwrap();
    common::say(&mut org, &mut None, "alice: !dq new\n").await;
    let e = check_postgres(&url).await.unwrap_err().to_string();
    assert!(
        e.contains("holds 1 game:") && e.contains("empty") && !e.contains('\n'),
        "{e}"
    );
}

#[tokio::test]
async fn bench_db_names_a_server_that_does_not_answer() {
    let e = check_postgres("postgres://nobody@127.0.0.1:1/none")
        .await
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("cannot open the database postgres://nobody@127.0.0.1:1/none"),
        "{e}"
    );
}
