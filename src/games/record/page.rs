//! The record of a game of another kind (Dungeon Raiders) as a page: its entries folded input
//! by input through `games::Seated`, told as the channel was told them, a step per room (a new
//! board), with the board's picture after each.

use super::{Record, FORMAT};
use crate::games::{Kind, Reader, Stage};
use crate::lang::{tr, Lang};
use crate::page::{Page, Pictures, Proof, Refused, Step};

/// The page's own words (`locales/*/record.ftl`): a game of rooms and shuffles.
const WORDS: &str = "record-raiders";

/// The page of a finished game's record, in `lang`.
pub fn page(r: &Record, lang: Lang) -> Result<Page, Refused> {
    crate::lang::within(lang, || page_in(r, lang))
}

fn page_in(r: &Record, lang: Lang) -> Result<Page, Refused> {
    let (seed, seed_hex, log_sha256) =
        crate::page::finished("record", &r.format, FORMAT, &r.seed, &r.log_sha256)?;
    // Checked as `verify` checks it before anything is built: a log that does not replay
    // gets no page; one that does, but is not confirmed, gets a page that says so.
    let doubt = super::standing(r).map_err(Refused::unverified)?;
    let kind = Kind::named(&r.kind).ok_or_else(|| {
        Refused::Unreadable(format!(
            "`{}` is not a kind of game this record can hold",
            r.kind
        ))
    })?;
    let (steps, pictures, g) = rooms(kind, seed, &r.entries, Reader::Channel, lang)?;
    if g.stage() != Stage::Over {
        return Err(Refused::Running);
    }
    let names = g.sitters();
    let mut placings = g.placings().unwrap_or_default();
    placings.sort_by_key(|p| std::cmp::Reverse(p.score));
    let scores = placings
        .iter()
        .enumerate()
        .map(|(i, p)| {
            // Carried nothing out: the game says why (Dungeon Raiders: collapsed, or dead).
            let why = g.place_note(p.seat, lang);
            tr(
                match (p.won, &why) {
                    (true, _) => "record-place-won",
                    (false, Some(_)) => "record-place-out",
                    (false, None) => "record-place",
                },
                &[
                    ("why", why.clone().unwrap_or_default()),
                    ("rank", (i + 1).to_string()),
                    (
                        "name",
                        names.get(p.seat).map_or("?".into(), |s| s.name.clone()),
                    ),
                    ("score", p.score.to_string()),
                ],
            )
        })
        .collect();
    Ok(Page {
        lang,
        words: WORDS,
        title: tr("record-title-raiders", &[("game", r.game.to_string())]),
        steps,
        pictures,
        scores,
        proof: Proof {
            seed: seed_hex.clone(),
            seed_sha256: r.seed_sha256.clone(),
            commitment: Some((
                r.commitment_json(),
                r.commitment.clone().unwrap_or_default(),
            )),
            log: crate::audit::entries_text(&r.entries),
            log_sha256: log_sha256.clone(),
            game: r.game,
            channel: r.channel.clone(),
            export: r.file_name(),
            posts: crate::page::Posts::default(),
        },
        doubt,
        running: false,
    })
}

/// The page of a game of another kind still running (`!dq record` while it runs), from its
/// stored `entries`, in `lang`: its rooms so far as `reader` was told them (the channel, or
/// one seat by DM), each room's board as the channel saw it; no scores, no seed nor log hash
/// yet. `seed_sha256`: the hash posted at the start.
pub fn running(
    said: (i64, &str, &str),
    (kind, seed): (Kind, [u8; 32]),
    entries: &[impl ToString],
    reader: Reader,
    lang: Lang,
) -> Result<Page, Refused> {
    crate::lang::within(lang, || {
        let (steps, pictures, _) = rooms(kind, seed, entries, reader, lang)?;
        let title = tr("record-title-raiders", &[("game", said.0.to_string())]);
        Ok(Page::running((lang, WORDS, title), (steps, pictures), said))
    })
}

/// The game's `entries` folded from `seed` input by input and told as `reader` was told them:
/// a step for the setting up and for each room (each new board), each with the board the
/// channel saw at its end; and the game at the end.
#[allow(clippy::type_complexity)]
fn rooms(
    kind: Kind,
    seed: [u8; 32],
    entries: &[impl ToString],
    reader: Reader,
    lang: Lang,
) -> Result<(Vec<Step>, Pictures, Box<dyn crate::games::Seated>), Refused> {
    // A record's kind keeps its choices in its log.
    let mut g = kind.open(seed, "{}").map_err(|why| {
        Refused::Unreadable(format!("`{}` records have no page: {why}", kind.name()))
    })?;
    // The entries cut into inputs: each starts with the entry that names it.
    let entries: Vec<String> = entries.iter().map(|e| e.to_string()).collect();
    let mut inputs: Vec<Vec<String>> = Vec::new();
    for e in entries {
        match inputs.last_mut() {
            Some(input) if g.input_line(&e, lang).is_none() => input.push(e),
            _ => inputs.push(vec![e]),
        }
    }
    let mut steps = vec![step(tr(&format!("{WORDS}-setup"), &[]), 0)];
    let mut pictures = Pictures::default();
    let mut rooms = 0;
    for input in &inputs {
        // The input that finishes a room also opens the next: what comes before the entry
        // that opens it is told in the room it finished, whose picture is the board then;
        // the next room's step begins with that entry.
        let cut = input
            .iter()
            .position(|e| g.fresh_board(std::slice::from_ref(e)));
        let (this, next) = input.split_at(cut.unwrap_or(input.len()));
        told(steps.last_mut(), g.as_mut(), this, reader, lang)?;
        if cut.is_some() {
            close(steps.last_mut(), g.as_ref(), &mut pictures, lang);
            rooms += 1;
            steps.push(step(
                tr("record-room", &[("room", rooms.to_string())]),
                rooms,
            ));
            told(steps.last_mut(), g.as_mut(), next, reader, lang)?;
        }
    }
    close(steps.last_mut(), g.as_ref(), &mut pictures, lang);
    Ok((steps, pictures, g))
}

fn step(title: String, room: u32) -> Step {
    Step {
        title,
        turn: room,
        picture: None,
        alt: String::new(),
        lines: Vec::new(),
        fights: Vec::new(),
        dragon: Vec::new(),
    }
}

/// `entries` folded into the game, and told in `step` as the channel was told them.
fn told(
    step: Option<&mut Step>,
    g: &mut dyn crate::games::Seated,
    entries: &[String],
    reader: Reader,
    lang: Lang,
) -> Result<(), Refused> {
    for e in entries {
        g.fold(e).map_err(Refused::Unreadable)?;
    }
    if let (Some(s), false) = (step, entries.is_empty()) {
        s.lines.extend(
            g.tell(entries, reader, lang)
                .iter()
                .flat_map(|l| l.lines().map(str::to_string)),
        );
    }
    Ok(())
}

/// The step is over: its picture is the board as it now stands.
fn close(
    step: Option<&mut Step>,
    g: &dyn crate::games::Seated,
    pictures: &mut Pictures,
    lang: Lang,
) {
    if let (Some(step), Some((png, alt))) = (step, g.picture(lang)) {
        step.picture = Some(pictures.png(png));
        step.alt = alt;
    }
}

#[cfg(test)]
mod tests;
