//! Where Postgres's server programs (`initdb`, `pg_ctl`) are, as `.ci/postgres` finds them:
//! Debian's newest `/usr/lib/postgresql/VERSION/bin`, else a folder on `PATH`. Read by
//! `build.rs` (the tests on Postgres are marked ignored when there is none) and by the tests
//! (which start a throwaway server with them).

/// The folder holding `initdb` and `pg_ctl`, if any.
pub fn pg_bin() -> Option<std::path::PathBuf> {
    let has = |d: &std::path::Path| d.join("initdb").is_file() && d.join("pg_ctl").is_file();
    let mut debian: Vec<(Vec<u32>, std::path::PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let version = name
                .split('.')
                .map(|n| n.parse().ok())
                .collect::<Option<Vec<u32>>>()?;
            Some((version, e.path().join("bin")))
        })
        .collect();
    debian.sort();
    if let Some((_, bin)) = debian.into_iter().rev().find(|(_, d)| has(d)) {
        return Some(bin);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).find(|d| has(d))
}
