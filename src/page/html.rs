//! A [`Page`] as one HTML file: inline CSS and JS (`page.css`, `page.js`), the pictures' tiles
//! as base64 PNGs in a JSON block the script puts together, every other text in the page's language.

use super::{Page, Round, Step};
use crate::lang::text;
use base64::Engine;

const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// The page's HTML.
pub fn html(p: &Page) -> String {
    let t = |id: &str, args: &[(&str, String)]| text(p.lang, &word(p, id), args);
    let mut out = String::with_capacity(1 << 20);
    out.push_str(&format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><style>{CSS}</style></head>\n<body data-shown=\"0\">\n",
        p.lang.tag(),
        esc(&p.title)
    ));
    out.push_str(&format!(
        "<header><h1>{}</h1><p class=\"keys\">{}</p></header>\n",
        esc(&p.title),
        esc(&t("record-keys", &[]))
    ));
    // A file `verify` does not confirm says so before anything else.
    if let Some(d) = p.doubt {
        out.push_str(&format!(
            "<div id=\"doubt\" class=\"doubt\" role=\"alert\"><p><b>{}</b> {}</p><p>{}</p></div>\n",
            md(&t("record-doubt", &[])),
            esc(&t(d.text_id(), &[])),
            md(&t(
                "record-doubt-after",
                &[("file", p.proof.export.clone())]
            ))
        ));
    }
    // A running game's page says so, and what it leaves out.
    if p.running {
        out.push_str(&format!(
            "<div id=\"running\" class=\"running\" role=\"status\"><p>{}</p></div>\n",
            md(&t(
                "record-running",
                &[("hash", p.proof.seed_sha256.clone())]
            ))
        ));
    }
    out.push_str(&format!(
        "<nav><button id=\"prev\" type=\"button\">{}</button>\
         <input type=\"range\" id=\"slider\" min=\"0\" max=\"{}\" value=\"0\" aria-label=\"{}\">\
         <button id=\"next\" type=\"button\">{}</button><span id=\"where\"></span>\
         <a id=\"link\" href=\"#turn-0\">{}</a></nav>\n",
        esc(&t("record-previous", &[])),
        p.steps.len().saturating_sub(1),
        esc(&t("record-slider", &[])),
        esc(&t("record-next", &[])),
        esc(&t("record-link", &[]))
    ));
    out.push_str(
        "<main><figure><img id=\"board\" alt=\"\"><canvas id=\"canvas\" hidden></canvas></figure><div id=\"steps\">\n",
    );
    let mut seen = std::collections::HashMap::new();
    for s in &p.steps {
        // A turn shown again (after an undo) gets `#turn-N-2`, `#turn-N-3`…
        let times = seen.entry(s.turn).or_insert(0);
        *times += 1;
        let anchor = match *times {
            1 => format!("turn-{}", s.turn),
            k => format!("turn-{}-{k}", s.turn),
        };
        step(&mut out, p, &anchor, s);
    }
    out.push_str("</div></main>\n");
    if p.running {
        out.push_str(&format!(
            "<script type=\"application/json\" id=\"data\">{}</script>\n<script>{JS}</script>\n</body></html>\n",
            data(p)
        ));
        return out;
    }
    out.push_str(&format!(
        "<section id=\"scores\"><h2>{}</h2><ul>{}</ul></section>\n",
        esc(&t("record-scores", &[])),
        p.scores
            .iter()
            .map(|l| format!("<li>{}</li>", md(l)))
            .collect::<String>()
    ));
    proof(&mut out, p);
    out.push_str(&format!(
        "<script type=\"application/json\" id=\"data\">{}</script>\n<script>{JS}</script>\n</body></html>\n",
        data(p)
    ));
    out
}

/// One step's section, `#turn-N` (`anchor`) for the turn it shows.
fn step(out: &mut String, p: &Page, anchor: &str, s: &Step) {
    let t = |id: &str| text(p.lang, &word(p, id), &[]);
    out.push_str(&format!(
        "<section class=\"step\" id=\"{anchor}\" data-turn=\"{}\" data-pic=\"{}\" data-alt=\"{}\"><h2>{}</h2>\n",
        s.turn,
        s.picture.map_or_else(String::new, |n| n.to_string()),
        esc(&s.alt),
        esc(&s.title)
    ));
    // The fights and the Dragon first: what the channel never saw side by side.
    if !s.fights.is_empty() {
        out.push_str(&format!("<h3>{}</h3>\n", esc(&t("record-fights"))));
        for r in &s.fights {
            round(out, r);
        }
    }
    if !s.dragon.is_empty() {
        out.push_str(&format!(
            "<h3>{}</h3><ul class=\"dragon\">{}</ul>\n",
            esc(&t("record-dragon")),
            s.dragon
                .iter()
                .map(|l| format!("<li>{}</li>", md(l)))
                .collect::<String>()
        ));
    }
    out.push_str("<div class=\"story\">");
    for l in s.lines.iter().filter(|l| !l.trim().is_empty()) {
        out.push_str(&format!("<p>{}</p>", md(l)));
    }
    out.push_str("</div></section>\n");
}

fn round(out: &mut String, r: &Round) {
    out.push_str(&format!(
        "<table class=\"round\"><caption>{}</caption><tr>{}</tr>",
        esc(&r.caption),
        r.head
            .iter()
            .map(|h| format!("<th>{}</th>", esc(h)))
            .collect::<String>()
    ));
    for row in &r.rows {
        // A row of two cells (the wounds) spans the table.
        let wide = row.len() == 2;
        out.push_str("<tr>");
        for (k, c) in row.iter().enumerate() {
            if wide && k == 1 {
                let span = r.head.len().saturating_sub(1);
                out.push_str(&format!("<td colspan=\"{span}\">{}</td>", esc(c)));
            } else {
                out.push_str(&format!("<td>{}</td>", esc(c)));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</table>\n");
}

/// The fair-dice proof: the values, the check button, and how to replay the whole game.
fn proof(out: &mut String, p: &Page) {
    let t = |id: &str, args: &[(&str, String)]| text(p.lang, &word(p, id), args);
    let f = &p.proof;
    let mut rows = vec![
        (t("record-proof-seed", &[]), f.seed.clone()),
        (t("record-proof-seed-hash", &[]), f.seed_sha256.clone()),
    ];
    if let Some((_, hash)) = &f.commitment {
        rows.push((t("record-proof-commitment", &[]), hash.clone()));
    }
    rows.push((t("record-proof-log-hash", &[]), f.log_sha256.clone()));
    out.push_str(&format!(
        "<section id=\"proof\"><h2>{}</h2><p>{}</p>{}<dl>{}</dl>\
         <button id=\"check-hashes\" type=\"button\">{}</button><p id=\"proof-result\" data-ok=\"\"></p>\
         <ul id=\"proof-lines\"></ul><p>{}</p></section>\n",
        esc(&t("record-proof", &[])),
        esc(&t("record-proof-what", &where_posted(p))),
        posts(p),
        rows.iter()
            .map(|(k, v)| format!("<dt>{}</dt><dd>{}</dd>", esc(k), esc(v)))
            .collect::<String>(),
        esc(&t("record-check", &[])),
        md(&t("record-verify", &[("file", f.export.clone())])),
    ));
}

/// Links to the channel's two posts of the proof, when the page knows them (made by the bot):
/// a paragraph, or nothing.
fn posts(p: &Page) -> String {
    let t = |id: &str| text(p.lang, &word(p, id), &[]);
    let links: Vec<String> = [
        (&p.proof.posts.start, "record-proof-start-post"),
        (&p.proof.posts.end, "record-proof-end-post"),
    ]
    .into_iter()
    .filter_map(|(url, label)| {
        let url = url.as_ref()?;
        Some(format!(
            "<a href=\"{}\" rel=\"noopener noreferrer\">{}</a>",
            esc(url),
            esc(&t(label))
        ))
    })
    .collect();
    if links.is_empty() {
        return String::new();
    }
    format!(
        "<p class=\"proof-posts\">{} {}</p>",
        esc(&t("record-proof-posts")),
        links.join(" · ")
    )
}

/// Where and for which game the hashes were posted: the channel and the game's number.
fn where_posted(p: &Page) -> [(&'static str, String); 2] {
    [
        ("channel", p.proof.channel.clone()),
        ("game", p.proof.game.to_string()),
    ]
}

/// The JSON the script reads: the pictures (tiles as base64 PNGs, and where each goes), the proof's values and bytes, and
/// its words. `<` is escaped so nothing in it can end the script block.
fn data(p: &Page) -> String {
    let t = |id: &str| text(p.lang, &word(p, id), &[]);
    let found = |id: &str| text(p.lang, &word(p, id), &[("found", "{found}".to_string())]);
    let v = serde_json::json!({
        "tiles": p.pictures.tiles.iter().map(|png| base64::engine::general_purpose::STANDARD.encode(png)).collect::<Vec<_>>(),
        "boards": p.pictures.boards.iter().map(|b| serde_json::json!({
            "w": b.width,
            "h": b.height,
            "t": b.tiles.iter().flat_map(|&(x, y, i)| [x as usize, y as usize, i]).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "proof": {
            "seed": p.proof.seed,
            "seed_sha256": p.proof.seed_sha256,
            "commitment_json": p.proof.commitment.as_ref().map(|c| &c.0),
            "commitment": p.proof.commitment.as_ref().map(|c| &c.1),
            "log": p.proof.log,
            "log_sha256": p.proof.log_sha256,
        },
        "words": {
            "position": text(p.lang, &word(p, "record-position"), &[("title", "{title}".into()), ("n", "{n}".into()), ("total", "{total}".into())]),
            "seed_ok": found("record-check-seed-ok"),
            "seed_bad": found("record-check-seed-bad"),
            "commitment_ok": found("record-check-commitment-ok"),
            "commitment_bad": found("record-check-commitment-bad"),
            "log_ok": found("record-check-log-ok"),
            "log_bad": found("record-check-log-bad"),
            "all_ok": text(p.lang, &word(p, "record-check-all-ok"), &where_posted(p)),
            "some_bad": t("record-check-some-bad"),
            "unavailable": t("record-check-unavailable"),
        },
    });
    v.to_string().replace('<', "\\u003c")
}

/// The id of the page's word `id` (`record-proof`): the game's own where it has one
/// (`record-raiders-proof`, `Page::words`), else the one every page shares.
fn word(p: &Page, id: &str) -> String {
    match id.strip_prefix("record-") {
        Some(key) => {
            let own = format!("{}-{key}", p.words);
            if crate::lang::has(p.lang, &own) {
                own
            } else {
                id.to_string()
            }
        }
        None => id.to_string(),
    }
}

/// Text for HTML.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A narration line as the channel shows it: `**bold**` and `` `code` `` kept, the rest
/// escaped.
pub(super) fn md(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    let (mut bold, mut code) = (false, false);
    while !rest.is_empty() {
        if !code && rest.starts_with("**") {
            out.push_str(if bold { "</b>" } else { "<b>" });
            bold = !bold;
            rest = &rest[2..];
        } else if rest.starts_with('`') {
            out.push_str(if code { "</code>" } else { "<code>" });
            code = !code;
            rest = &rest[1..];
        } else {
            let n = rest
                .find(['*', '`'])
                .map_or(rest.len(), |i| if i == 0 { 1 } else { i });
            out.push_str(&esc(&rest[..n]));
            rest = &rest[n..];
        }
    }
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</b>");
    }
    out
}
