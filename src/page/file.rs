//! `kalladra record FILE --out HTML`: the page of a game's file on disk, whichever game's
//! (`games::file`).

use super::Refused;
use crate::lang::Lang;
use std::path::Path;

/// No game's export comes near this; a larger file is not read at all.
const MAX_BYTES: u64 = 64 << 20;

/// Write the page of the export `file` to `out`: what to print (its size, and a warning when
/// `kalladra verify` does not confirm the file: the page is made, and its own check says it
/// does not match).
pub fn write(file: &Path, out: &Path, lang: Lang) -> Result<String, Refused> {
    if std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.len() > MAX_BYTES) {
        return Err(Refused::Unreadable(format!(
            "it is larger than any game's export ({} MB at most)",
            MAX_BYTES >> 20
        )));
    }
    let text = std::fs::read_to_string(file).map_err(|e| {
        Refused::Unreadable(match e.kind() {
            std::io::ErrorKind::NotFound => "there is no such file".to_string(),
            std::io::ErrorKind::InvalidData => "it is not text (not UTF-8)".to_string(),
            _ => e.to_string(),
        })
    })?;
    let html = crate::games::file::page_html(&text, lang)?;
    std::fs::write(out, &html)
        .map_err(|e| Refused::Unreadable(format!("cannot write {}: {e}", out.display())))?;
    let mut said = format!("{}: {} bytes", out.display(), html.len());
    if let Some(why) = crate::games::file::Filed::read(&text)
        .ok()
        .and_then(|f| f.doubt())
    {
        said.push_str(&format!(
            "\nwarning: `kalladra verify` does not confirm it ({why}): the page's own check says the hashes do not match"
        ));
    }
    Ok(said)
}
