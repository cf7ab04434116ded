//! A fresh Postgres database per test (shared by the suites that run on Postgres), on the
//! server `KALLADRA_TEST_POSTGRES` names or else on one this test process starts itself.
//!
//! A test on Postgres never passes without running: with no server to be had it fails,
//! saying why; and where there was none when the tests were built (`build.rs`) it is marked
//! ignored, `#[cfg_attr(kalladra_no_postgres, ignore = "...")]`, so the summary counts it so.

#[path = "pg_bin.rs"]
mod pg_bin;

/// A fresh, empty Postgres database of its own for one test (so tests run in parallel): its
/// URL. The server is `KALLADRA_TEST_POSTGRES`'s (a `postgres://` URL; `.ci/run` starts one),
/// else a throwaway one this process starts once ([`throwaway`]); with neither it panics.
pub async fn fresh_postgres() -> String {
    use sqlx::Connection;
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let base = server();
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
    let mut c = sqlx::PgConnection::connect(base)
        .await
        .expect("the Postgres server for the tests answers");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut c)
        .await
        .unwrap();
    let (server, _) = base.rsplit_once('/').expect("a URL ending in /DATABASE");
    format!("{server}/{name}")
}

/// The server's URL: `KALLADRA_TEST_POSTGRES`, else this process's throwaway server (started
/// by the first test to ask; the others wait for it).
fn server() -> &'static str {
    static SERVER: std::sync::OnceLock<Result<String, String>> = std::sync::OnceLock::new();
    let got = SERVER.get_or_init(|| match std::env::var("KALLADRA_TEST_POSTGRES") {
        Ok(url) => Ok(url),
        Err(_) => throwaway(),
    });
    match got {
        Ok(url) => url,
        Err(why) => panic!("{why}"),
    }
}

/// A throwaway Postgres server for this test process, as `.ci/postgres` starts one: a cluster
/// in a temporary folder, on a free loopback port, run as `nobody` when we are root, without
/// fsync. A watcher of its own (in a session of its own, so Ctrl-C does not stop it first)
/// stops the server and removes the folder once this process has ended.
fn throwaway() -> Result<String, String> {
    use std::process::{Command, Stdio};
    let bin = pg_bin::pg_bin().ok_or(
        "no Postgres for the tests on Postgres: set KALLADRA_TEST_POSTGRES to a server's \
         postgres:// URL, or install Postgres (its initdb and pg_ctl) so the tests start one, \
         or leave them out with `cargo test -- --skip ::postgres`",
    )?;
    let fail = |what: &str, e: &dyn std::fmt::Display| format!("the tests' Postgres: {what}: {e}");
    let dir = tempfile::Builder::new()
        .prefix("kalladra-test-pg.")
        .tempdir()
        .map_err(|e| fail("a temporary folder", &e))?
        .keep();
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    // The server refuses to run as root.
    let as_server = |program: &std::path::Path| {
        let mut c = if root {
            let mut c = Command::new("runuser");
            c.args(["-u", "nobody", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        c.stdin(Stdio::null());
        c
    };
    if root {
        let chown = Command::new("chown").arg("nobody").arg(&dir).status();
        if !chown.is_ok_and(|s| s.success()) {
            return Err(fail("chown nobody", &dir.display()));
        }
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| fail("a free port", &e))?
        .port();
    let data = dir.join("data");
    let out = as_server(&bin.join("initdb"))
        .arg("-D")
        .arg(&data)
        .args(["-U", "kalladra", "--auth=trust", "-E", "UTF8", "--locale=C"])
        .output()
        .map_err(|e| fail("initdb", &e))?;
    if !out.status.success() {
        return Err(fail("initdb", &String::from_utf8_lossy(&out.stderr)));
    }
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400",
        dir.display()
    );
    let out = as_server(&bin.join("pg_ctl"))
        .arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(dir.join("server.log"))
        .args(["-w", "-o", &options, "start"])
        .stdout(Stdio::null())
        .output()
        .map_err(|e| fail("pg_ctl start", &e))?;
    if !out.status.success() {
        let log = std::fs::read_to_string(dir.join("server.log")).unwrap_or_default();
        return Err(fail("pg_ctl start", &log));
    }
    let stop = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {who}'{pg_ctl}' -D '{data}' -m immediate stop; rm -rf '{dir}'",
        pid = std::process::id(),
        who = if root { "runuser -u nobody -- " } else { "" },
        pg_ctl = bin.join("pg_ctl").display(),
        data = data.display(),
        dir = dir.display(),
    );
    let watcher = Command::new("setsid")
        .args(["sh", "-c", &stop])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .or_else(|_| {
            Command::new("sh")
                .args(["-c", &stop])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
        });
    if let Err(e) = watcher {
        return Err(fail("its watcher", &e));
    }
    Ok(format!("postgres://kalladra@127.0.0.1:{port}/postgres"))
}
