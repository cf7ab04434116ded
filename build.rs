//! The tests on Postgres are marked ignored (`cfg(kalladra_no_postgres)`, with the reason)
//! when they cannot run: no server named by `KALLADRA_TEST_POSTGRES` and no Postgres programs
//! (`initdb`, `pg_ctl`) to start one with (`tests/common/postgres.rs`); never under
//! `CI=true`, where they must run. `cfg(kalladra_no_pg_programs)`: no such programs (the
//! test that the tests start a server of their own needs them). Looked at when the package
//! is first built (or this file changes): only the variable's presence counts, not its
//! value, which `.ci/postgres` makes new each time.

#[path = "tests/common/pg_bin.rs"]
mod pg_bin;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(kalladra_no_postgres)");
    println!("cargo::rustc-check-cfg=cfg(kalladra_no_pg_programs)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=tests/common/pg_bin.rs");
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let programs = pg_bin::pg_bin().is_some();
    if !programs {
        println!("cargo::rustc-cfg=kalladra_no_pg_programs");
    }
    if !ci && !programs && std::env::var_os("KALLADRA_TEST_POSTGRES").is_none() {
        println!("cargo::rustc-cfg=kalladra_no_postgres");
    }
}
