//! The house rules, checked on the source itself (ARCHITECTURE.md, "Rooms and layers"):
//! - each room imports only rooms below it, and the engine nothing outside itself but plain
//!   data crates (no I/O, clock, async, database or Discord);
//! - no file over 800 lines and no function over 120 in `src/` (a match that must name every
//!   kind of event sends each group of kinds to a function of its own, as `engine::redact`
//!   does); a test may run longer when a `house:` comment says why (for a file in its first 15
//!   lines, for a function in the 3 lines above its `fn`).

use std::fs;
use std::path::{Path, PathBuf};

const FILE_LINES: usize = 800;
const FN_LINES: usize = 120;

/// The rooms of `src/`, lowest first. A room may use the rooms of a lower rank only.
const RANKS: &[(&str, u8)] = &[
    // Every game's seeded stream: each chance outcome a numbered draw from the seed.
    ("chance", 0),
    // DungeonQuest's rooms, in its folder (`src/games/dungeonquest/`), each ranked as it was
    // at the top of `src/`: its engine, commands, computer player, picture and texts.
    ("games::dungeonquest::engine", 1),
    ("standin", 1),
    ("lang", 0),
    // The `!dq` commands every table takes, and what a `!dq` text that is none is answered.
    ("manage", 1),
    ("games::dungeonquest::command", 2),
    ("games::dungeonquest::simulate", 2),
    ("store", 2),
    // DungeonQuest's part of the record: its log's entries and what they change in the store.
    ("games::dungeonquest::table", 3),
    // Campaign ratings from stored results (pure; the organiser hands it the results).
    ("ratings", 2),
    // Every game's pictures are drawn on it: shapes, the bundled font, PNG.
    ("canvas", 2),
    // The fair-dice proof's hashes and commitment, for every game.
    ("audit", 1),
    // DungeonQuest's export, `verify` and dice statistics.
    ("games::dungeonquest::audit", 3),
    ("games::dungeonquest::picture", 3),
    // What a record page shows and its HTML, for every game (each game makes its own page).
    ("page", 3),
    ("games::dungeonquest::render", 4),
    // DungeonQuest's record page, from its export.
    ("games::dungeonquest::page", 5),
    // Each other game's own folder (its engine, words and pictures), the one interface the
    // table knows every game through (`Seated`, `Kind`), and a game's file read (`file`).
    ("games", 6),
    ("config", 7),
    // `kalladra migrate`: the store copied, each game verified as its export.
    ("migrate", 7),
    // `kalladra record`: a game's file on disk made into its page.
    ("page::file", 7),
    // What the table keeps for every game (the store, the clock, replies and Discord's
    // limits, seats' names, a campaign's table).
    ("organiser::desk", 8),
    ("organiser", 11),
    ("local", 12),
    ("discord", 12),
    ("bench", 13),
];

/// What the engine may not name: I/O, the clock, threads, the environment, async, the
/// database and Discord.
const ENGINE_FORBIDS: &[&str] = &[
    "std::fs",
    "std::net",
    "std::io",
    "std::time",
    "std::thread",
    "std::env",
    "std::process",
    "tokio",
    "sqlx",
    "serenity",
    "poise",
    "reqwest",
    "futures_util",
    "tokio_tungstenite",
    "tracing",
    "chrono",
    "async ",
    ".await",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The room a file of `src/` belongs to: its first path component, without `.rs`, or for
/// a game with rooms of its own (`src/games/dungeonquest/engine/...`) the room in its folder.
fn room_of(path: &Path) -> String {
    let rel = path.strip_prefix(root().join("src")).unwrap();
    let parts: Vec<String> = rel
        .components()
        .map(|c| {
            c.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_string()
        })
        .collect();
    let nested = format!("{}::{}", parts[0], parts.get(1).map_or("", |s| s.as_str()));
    match parts.get(2).map(|sub| format!("{nested}::{sub}")) {
        Some(room) if rank(&room).is_some() => room,
        // A room of its own inside a folder (`page/file.rs`).
        _ if rank(&nested).is_some() => nested,
        // The folder's `mod.rs` (it only names the rooms) is the games' room.
        _ => parts[0].clone(),
    }
}

/// The room a path after `crate::` names: its first segment, or a game's room in its folder
/// (`games::dungeonquest::render`).
fn room_named(path: &str) -> String {
    let segments: Vec<&str> = path.split("::").collect();
    for n in [3, 2] {
        if segments.len() >= n {
            let nested = segments[..n].join("::");
            if rank(&nested).is_some() {
                return nested;
            }
        }
    }
    segments[0].to_string()
}

fn rank(room: &str) -> Option<u8> {
    RANKS.iter().find(|(r, _)| *r == room).map(|(_, k)| *k)
}

/// The code of a source with comments, strings and character literals blanked out (kept as
/// spaces, so lines and columns stay where they were).
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, c: u8| out.push(if c == b'\n' { b'\n' } else { b' ' });
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == b'/' && next == Some(b'/') {
            while i < b.len() && b[i] != b'\n' {
                out.push(b' ');
                i += 1;
            }
        } else if c == b'/' && next == Some(b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    out.extend_from_slice(b"  ");
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    out.extend_from_slice(b"  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, b[i]);
                    i += 1;
                }
            }
        } else if c == b'r'
            && (next == Some(b'"') || next == Some(b'#'))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            out.extend(std::iter::repeat_n(b' ', j + 1 - i));
            i = j + 1;
            while i < b.len() && !b[i..].starts_with(&close) {
                blank(&mut out, b[i]);
                i += 1;
            }
            out.extend(std::iter::repeat_n(b' ', close.len().min(b.len() - i)));
            i += close.len();
        } else if c == b'"' {
            out.push(b' ');
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    out.push(b' ');
                    i += 1;
                }
                if i < b.len() {
                    blank(&mut out, b[i]);
                    i += 1;
                }
            }
            out.push(b' ');
            i += 1;
        } else if c == b'\'' {
            // A character literal ('x', '\n', '\u{..}'), or a lifetime ('a).
            let end = if next == Some(b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&x| x == b'\'')
                    .map(|p| i + 2 + p)
            } else if b.get(i + 2) == Some(&b'\'') {
                Some(i + 2)
            } else {
                std::str::from_utf8(&b[i + 1..])
                    .ok()
                    .and_then(|s| s.chars().next())
                    .filter(|ch| !ch.is_ascii())
                    .map(|ch| i + 1 + ch.len_utf8())
                    .filter(|&e| b.get(e) == Some(&b'\''))
            };
            match end {
                Some(e) => {
                    out.extend(std::iter::repeat_n(b' ', e + 1 - i));
                    i = e + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

/// Every `fn` with a body: (name, first line, number of lines), lines counted from 1.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let Some(at) = find_fn(line) else { continue };
        let name: String = line[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        let mut depth = 0i32;
        let mut opened = false;
        'scan: for (m, l) in lines.iter().enumerate().skip(n) {
            let text = if m == n { &l[at..] } else { l };
            for ch in text.chars() {
                match ch {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => {
                        depth -= 1;
                        if opened && depth == 0 {
                            found.push((name.clone(), n + 1, m - n + 1));
                            break 'scan;
                        }
                    }
                    ';' if !opened && depth == 0 => break 'scan,
                    _ => {}
                }
            }
        }
    }
    found
}

fn find_fn(line: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = line[from..].find("fn ") {
        let at = from + p;
        let before = line[..at].chars().next_back();
        if before.is_none_or(|c| c == ' ' || c == '(' || c == '\t') {
            return Some(at);
        }
        from = at + 3;
    }
    None
}

fn sources() -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    rust_files(&root().join("tests"), &mut files);
    if root().join("benches").is_dir() {
        rust_files(&root().join("benches"), &mut files);
    }
    files
}

fn shown(path: &Path) -> String {
    path.strip_prefix(root()).unwrap().display().to_string()
}

#[test]
fn each_room_uses_only_rooms_below_it() {
    let mut src = Vec::new();
    rust_files(&root().join("src"), &mut src);
    let mut wrong = Vec::new();
    for path in &src {
        let room = room_of(path);
        if room == "lib" || room == "main" {
            continue;
        }
        let Some(mine) = rank(&room) else {
            wrong.push(format!(
                "{}: room `{room}` has no rank in RANKS",
                shown(path)
            ));
            continue;
        };
        let code = code_only(&fs::read_to_string(path).unwrap());
        for (n, line) in code.lines().enumerate() {
            let mut rest = line;
            while let Some(p) = rest.find("crate::") {
                let named: String = rest[p + 7..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                let used = room_named(named.trim_end_matches(':'));
                rest = &rest[p + 7..];
                if used == room || used.is_empty() {
                    continue;
                }
                match rank(&used) {
                    Some(theirs) if theirs < mine => {}
                    _ => wrong.push(format!(
                        "{}:{}: `{room}` uses `crate::{used}`, which is not below it",
                        shown(path),
                        n + 1
                    )),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}

/// DungeonQuest's rooms: a game of another kind in `src/games/` uses none of them (what both
/// need, chance, the canvas and the words' helpers, has rooms of its own).
const DUNGEONQUEST: &str = "games::dungeonquest";

#[test]
fn a_game_in_its_folder_reaches_into_no_other_game() {
    let mut wrong = Vec::new();
    for (folder, others) in [
        ("raiders", [DUNGEONQUEST, "games::dungeoneer"]),
        ("dungeoneer", [DUNGEONQUEST, "games::raiders"]),
    ] {
        let mut src = Vec::new();
        rust_files(&root().join("src/games").join(folder), &mut src);
        assert!(src.len() > 20, "{folder}'s files were not found");
        for path in &src {
            let code = code_only(&fs::read_to_string(path).unwrap());
            for (n, line) in code.lines().enumerate() {
                for other in others {
                    if line.contains(&format!("crate::{other}")) {
                        wrong.push(format!("{}:{}: uses `crate::{other}`", shown(path), n + 1));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Outside `src/games/`, the files that may name a game's own rooms: none. Every game comes to
/// the table through one door (`games::Seated`, and `Kind` for what comes before a game); the
/// benchmarks ask each kind for its boards and games (`Kind`) and type
/// what the computer player would (`Organiser::computer_input`). The list may only shrink: a
/// file in it that no longer names a game fails too, so it is taken off.
const KNOWS_A_GAME: &[&str] = &[];

#[test]
fn outside_the_games_folder_only_the_listed_files_name_a_game() {
    let mut src = Vec::new();
    rust_files(&root().join("src"), &mut src);
    let games = root().join("src/games");
    let mut wrong = Vec::new();
    let mut named = std::collections::BTreeSet::new();
    for path in src.iter().filter(|p| !p.starts_with(&games)) {
        let code = code_only(&fs::read_to_string(path).unwrap());
        let shown = shown(path);
        let listed = KNOWS_A_GAME.iter().find(|l| shown.starts_with(**l));
        for (n, line) in code.lines().enumerate() {
            // `kalladra::` is how `main.rs` names the crate.
            let games = ["dungeonquest", "raiders", "dungeoneer"];
            let named_as = ["crate::games::", "kalladra::games::"];
            for game in named_as
                .iter()
                .flat_map(|p| games.map(|g| format!("{p}{g}")))
            {
                if !line.contains(&game) {
                    continue;
                }
                match listed {
                    Some(l) => {
                        named.insert(*l);
                    }
                    None => wrong.push(format!("{shown}:{}: names `{game}`", n + 1)),
                }
            }
        }
    }
    for l in KNOWS_A_GAME {
        if !named.contains(l) {
            wrong.push(format!("{l} names no game now: take it off KNOWS_A_GAME"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_engine_names_no_io_clock_async_database_or_discord() {
    // DungeonQuest's engine, the seeded stream, and each other game's rules and table part
    // (its pictures draw through tiny-skia, which is no I/O).
    let mut src = vec![root().join("src/chance.rs")];
    rust_files(&root().join("src/games/dungeonquest/engine"), &mut src);
    rust_files(&root().join("src/games/raiders"), &mut src);
    rust_files(&root().join("src/games/dungeoneer"), &mut src);
    // Their tests write pictures out for a look and time them: they are no part of the game.
    src.retain(|p| {
        !p.starts_with(root().join("src/games/raiders/tests"))
            && !p.ends_with("src/games/dungeoneer/picture/tests.rs")
    });
    assert!(src.len() > 20, "the engines' files were not found");
    let mut wrong = Vec::new();
    for path in &src {
        let code = code_only(&fs::read_to_string(path).unwrap());
        for (n, line) in code.lines().enumerate() {
            for word in ENGINE_FORBIDS {
                let hit = line.match_indices(word).any(|(i, _)| {
                    let before = line[..i].chars().next_back();
                    let after = line[i + word.len()..].chars().next();
                    let word_char = |c: char| c.is_alphanumeric() || c == '_';
                    (word.starts_with('.') || before.is_none_or(|c| !word_char(c)))
                        && after.is_none_or(|c| !word_char(c))
                });
                if hit {
                    wrong.push(format!("{}:{}: names `{word}`", shown(path), n + 1));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the engine must stay pure:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn files_and_functions_stay_small() {
    let mut wrong = Vec::new();
    for path in sources() {
        let text = fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // Only a test may say why it runs long.
        let test = path.starts_with(root().join("tests"));
        let says_why =
            |from: usize, to: usize| test && lines[from..to].iter().any(|l| l.contains("house:"));
        if lines.len() > FILE_LINES && !says_why(0, 15.min(lines.len())) {
            wrong.push(format!(
                "{}: {} lines (over {FILE_LINES})",
                shown(&path),
                lines.len()
            ));
        }
        for (name, line, len) in functions(&code_only(&text)) {
            if len > FN_LINES && !says_why(line.saturating_sub(4), line - 1) {
                wrong.push(format!(
                    "{}:{line}: fn {name} has {len} lines (over {FN_LINES})",
                    shown(&path)
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_measures_measure() {
    let code = code_only(
        "fn a() {\n    let s = \"}\";\n    let c = '}';\n    // }\n    x\n}\nfn b();\nfn c<'a>(x: &'a str) { r#\"}\"#; }\n",
    );
    assert_eq!(
        functions(&code),
        vec![("a".to_string(), 1, 6), ("c".to_string(), 8, 1)]
    );
    assert!(code.contains("'a"), "lifetimes are code: {code}");
}

/// Newcomer review (turn 3, item 4): the operator's log goes through `tracing` (filtered by
/// `RUST_LOG`); only `main.rs` writes to standard error itself, for the command line's own
/// one-line answers (errors, `verify`'s verdict).
#[test]
fn logging_goes_through_tracing() {
    let mut src = Vec::new();
    rust_files(&root().join("src"), &mut src);
    let mut wrong = Vec::new();
    for path in &src {
        if room_of(path) == "main" {
            continue;
        }
        let code = code_only(&fs::read_to_string(path).unwrap());
        for (n, line) in code.lines().enumerate() {
            for word in ["eprintln!", "eprint!", "dbg!"] {
                let hit = line.match_indices(word).any(|(i, _)| {
                    line[..i]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
                });
                if hit {
                    wrong.push(format!("{}:{}: `{word}`", shown(path), n + 1));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "log through tracing (tracing::warn!, info!), not standard error:\n{}",
        wrong.join("\n")
    );
}

/// The modules that share a folder of `src/` (`src/discord/`, `src/games/raiders/`, ...) and
/// what each names of the others (`super::X`, or `crate::...::X` for that folder), test code
/// left out: the folder's module and everything in its subfolders counted as one.
fn siblings_used(
    folder: &Path,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(folder, &mut files);
    let crate_path = {
        let rel = folder.strip_prefix(root().join("src")).unwrap();
        let parts: Vec<String> = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        format!("crate::{}::", parts.join("::"))
    };
    let mut used = std::collections::BTreeMap::new();
    for path in files {
        let rel = path.strip_prefix(folder).unwrap();
        let in_tests = rel
            .components()
            .any(|c| c.as_os_str() == "tests" || c.as_os_str() == "tests.rs");
        let module = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let module = module.trim_end_matches(".rs").to_string();
        if in_tests || module == "mod" {
            continue;
        }
        let code = code_only(&fs::read_to_string(&path).unwrap());
        let code = code.split("#[cfg(test)]").next().unwrap();
        // `super::` from a file of the folder, `super::super::` from one a folder below (a
        // folder's `mod.rs` is that folder's module: one `super::` fewer).
        let depth = rel.components().count() - usize::from(rel.ends_with("mod.rs"));
        let up = "super::".repeat(depth);
        let mut names = std::collections::BTreeSet::new();
        for prefix in [up.as_str(), crate_path.as_str()] {
            for (i, _) in code.match_indices(prefix) {
                let before = &code[..i];
                if prefix == up && before.ends_with("super::") {
                    continue;
                }
                let rest = &code[i + prefix.len()..];
                for name in first_names(rest) {
                    if name != "super" && name != module {
                        names.insert(name);
                    }
                }
            }
        }
        used.entry(module)
            .or_insert_with(std::collections::BTreeSet::new)
            .extend(names);
    }
    used
}

/// The module names a path names first after `super::` (or the folder's crate path): one
/// (`rooms::ties`), or each of a group's (`{duel, solitaire, Ctx}`, `{rooms::ties, Ctx}`).
fn first_names(rest: &str) -> Vec<String> {
    let word = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = rest.strip_prefix('{') else {
        return vec![word(rest)]
            .into_iter()
            .filter(|w| !w.is_empty())
            .collect();
    };
    // The group's own items, split at its top-level commas.
    let (mut depth, mut start, mut out) = (0, 0, Vec::new());
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                out.push(word(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(word(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.into_iter().filter(|w| !w.is_empty()).collect()
}

/// Issue 35: no two modules of a folder use each other, directly or round a circle (what
/// both need goes in a module below them both, as `discord::out` and `raiders::content`).
#[test]
fn no_module_of_a_folder_uses_itself_round_a_circle() {
    let mut folders = vec![root().join("src")];
    let mut i = 0;
    while i < folders.len() {
        for e in fs::read_dir(&folders[i]).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() && p.file_name().is_some_and(|n| n != "tests") {
                folders.push(p);
            }
        }
        i += 1;
    }
    let mut circles = Vec::new();
    for folder in &folders {
        let used = siblings_used(folder);
        // From each module, the modules it reaches; a circle is a module that reaches itself.
        for start in used.keys() {
            let mut seen = std::collections::BTreeSet::new();
            let mut todo: Vec<&String> = used[start].iter().collect();
            while let Some(m) = todo.pop() {
                if seen.insert(m.clone()) {
                    todo.extend(used.get(m).into_iter().flatten());
                }
            }
            if seen.contains(start) {
                circles.push(format!(
                    "{}: {start} uses itself round a circle",
                    shown(folder)
                ));
            }
        }
    }
    assert!(circles.is_empty(), "{}", circles.join("\n"));
}
