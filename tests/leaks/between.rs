//! Between turns, searched like every other output (issue 37): the running game's page
//! (`!dq record` while it runs, the channel's and a seat's own by DM) and what the clock sends
//! on its own (the daily digest). `!dq mine` and `!dq profile` are among the reading commands.

use super::{ask, text_leaks, Audience, Secrets, Seen, OUTSIDER};
use kalladra::organiser::Organiser;

/// A running game's page (`html`) as text: its narration (bold marks as the messages write
/// them, entities undone, every other tag out), the fights' round tables left out (each is a
/// round already revealed).
pub(super) fn page_text(html: &str) -> String {
    let mut kept = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find("<table") {
        kept.push_str(&rest[..i]);
        rest = rest[i..]
            .find("</table>")
            .map_or("", |j| &rest[i + j + 8..]);
    }
    kept.push_str(rest);
    let marked = kept
        .replace("<b>", "**")
        .replace("</b>", "**")
        .replace("</p>", "\n")
        .replace("<br>", "\n");
    let mut text = String::with_capacity(marked.len());
    let mut in_tag = false;
    for c in marked.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Whether `html` is a running game's page: its banner, and no proof.
pub(super) fn is_running_page(html: &str) -> bool {
    html.contains("id=\"running\"") && !html.contains("id=\"proof\"")
}

/// Every leak of `s` in a running game's page (`html`), read by `who`, searched as a whole.
fn page_leaks(s: &Secrets, who: &Audience, html: &str) -> Vec<String> {
    let text = page_text(html);
    let lines: Vec<&str> = text.lines().collect();
    let mut out = text_leaks(s, who, &text, &lines);
    if !is_running_page(html) {
        out.push("a running game's page without its banner, or with a proof".into());
    }
    out
}

/// The clock's turn every 25th input (no time passing, so that it plays nothing): what it sends
/// (the daily digest a player asked for, once a day) searched for `s`.
pub(super) async fn clock_outputs(
    org: &mut Organiser,
    step: usize,
    s: &Secrets,
    seen: &mut Seen,
) -> Vec<String> {
    let mut leaks = Vec::new();
    if !step.is_multiple_of(25) {
        return leaks;
    }
    for r in org.tick().await.unwrap() {
        seen.digests += usize::from(r.text.contains("daily digest"));
        let lines: Vec<&str> = r.text.lines().collect();
        let found = text_leaks(s, &Audience::of(&r), &r.text, &lines);
        leaks.extend(
            found
                .into_iter()
                .map(|l| format!("the clock to {:?}: {l}", r.target)),
        );
    }
    leaks
}

/// The running page, the channel's and one seat's by DM, at a moment something is hidden,
/// every seventh input while `wanted` (each page draws every turn's board: not every input).
/// The leaks, and whether none was asked for.
pub(super) async fn running_pages(
    org: &mut Organiser,
    players: &[&str],
    (step, wanted): (usize, bool),
    s: &Secrets,
    seen: &mut Seen,
) -> (Vec<String>, bool) {
    let mut leaks = Vec::new();
    if !wanted || !step.is_multiple_of(7) {
        return (leaks, true);
    }
    let player = players[step % players.len()];
    for (v, dm) in [(OUTSIDER, false), (player, true)] {
        for r in ask(org, v, "!dq record", dm, false).await {
            let built = r.clone().finished();
            let file = built.file.expect("a running game's page");
            seen.pages += 1;
            let html = String::from_utf8_lossy(&file.bytes);
            let found = page_leaks(s, &Audience::of(&r), &html);
            let asked = format!("`!dq record` asked by {v} (dm: {dm})");
            leaks.extend(found.into_iter().map(|l| format!("{asked}: {l}")));
        }
    }
    (leaks, false)
}

/// The running page's search is able to fail: a face-down card named in its narration, a
/// sealed plan outside a round's reveal, the seed, or a page without its banner are found.
#[test]
fn the_page_search_finds_a_card_a_plan_and_the_seed() {
    use kalladra::games::dungeonquest::engine::{Plan, Strike};
    use kalladra::games::dungeonquest::render;
    let plan = Plan::of(Strike::Melee, Strike::Melee, Strike::Ranged);
    let s = Secrets {
        seed_hex: "ab".repeat(32),
        loot: vec![(3, "Gold Ring".into(), "bob".into())],
        plans: vec![(plan, Some("bob".into()))],
        ..Secrets::default()
    };
    let banner = "<div id=\"running\" class=\"running\"></div>";
    let clean = format!(
        "{banner}<p>ann moves on.</p><table><tr><td>{}</td></tr></table>",
        render::strikes_text(&plan)
    );
    assert!(page_leaks(&s, &Audience::Everyone, &clean).is_empty());
    let card = format!("{banner}<p>bob finds <b>Gold Ring</b>.</p>");
    assert_eq!(
        page_leaks(&s, &Audience::Everyone, &card).len(),
        1,
        "{card}"
    );
    assert!(page_leaks(&s, &Audience::User("bob".into()), &card).is_empty());
    let sealed = format!("{banner}<p>bob sends {}</p>", render::strikes_text(&plan));
    assert_eq!(
        page_leaks(&s, &Audience::Everyone, &sealed).len(),
        1,
        "{sealed}"
    );
    let seeded = format!("{banner}<p>{}</p>", "ab".repeat(32));
    assert_eq!(page_leaks(&s, &Audience::Everyone, &seeded).len(), 1);
    assert_eq!(
        page_leaks(&s, &Audience::Everyone, "<p>a page</p>").len(),
        1
    );
}
