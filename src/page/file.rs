//! `kalladra record FILE --out HTML`: the page of a game's file on disk, whichever game's
//! (`games::file`).

use super::Refused;
use crate::lang::Lang;
use std::path::Path;

/// No game's export comes near this; a larger file is not read at all.
const MAX_BYTES: u64 = 64 << 20;

/// Write the page of the export `file` to `out`: what to print (its size, and a warning when
/// `kalladra verify` does not confirm the file, whose page says so in a banner at its top). A
/// file whose log does not replay gets no page (`verify`'s words, one line).
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
    let (filed, page) = crate::games::file::read_page(&text, lang)?;
    let html = super::html(&page);
    std::fs::write(out, &html)
        .map_err(|e| Refused::Unreadable(format!("cannot write {}: {e}", out.display())))?;
    let mut said = format!("{}: {} bytes", out.display(), html.len());
    if page.doubt.is_some() {
        let why = filed.doubt().unwrap_or_default();
        said.push_str(&format!(
            "\nwarning: `kalladra verify` does not confirm it ({why}): the page says so in a banner at its top"
        ));
    }
    Ok(said)
}
