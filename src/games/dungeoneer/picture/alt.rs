//! The picture's alt text, from the same view: the round, whose turn and phase (or the
//! result), while a card is drawn its name and every lettered spot (where it lies beside the
//! map, and which are turned), each hero's place, Life, Glory, Peril and quests done, the
//! Global quest. Whole sentences only, at most `ALT_MAX` characters: the spots come before
//! the heroes, and shrink to their letters when the whole would not fit.

use super::super::content::{set, text::map_kind};
use super::super::map::{letter, Cell, Side, SIDES};
use super::super::state::Phase;
use super::super::view::View;
use super::QUESTS_TO_WIN;
use super::{header, hero_name, map_name, phase_word, playing, quest_name, seat_name};
use crate::canvas::ALT_MAX;
use crate::lang::{text, Lang};

fn say(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, &format!("dg-alt-{id}"), args)
}

/// The alt text of the picture of `v`, in `lang`, players named by `names[seat]`.
pub fn alt(v: &View, names: &[String], lang: Lang) -> String {
    if v.phase == Phase::Setup || v.heroes.is_empty() {
        let who: Vec<String> = (0..names.len())
            .map(|s| seat_name(names, s, lang))
            .collect();
        let args = [
            ("count", names.len().to_string()),
            ("names", who.join(", ")),
        ];
        return fit_sentences(vec![say(lang, "setup", &args)]);
    }
    let mut head = vec![say(
        lang,
        "round",
        &[
            ("round", v.round.max(1).to_string()),
            ("limit", v.round_limit.to_string()),
            ("cards", v.map.len().to_string()),
        ],
    )];
    head.push(turn(v, names, lang));
    let mut rest: Vec<String> = (0..v.heroes.len())
        .map(|seat| hero(v, names, lang, seat))
        .collect();
    if let Some(q) = v.global {
        rest.push(say(lang, "global", &[("quest", quest_name(lang, q))]));
    }
    let mut sentences = head.clone();
    sentences.extend(spots(v, lang, true));
    sentences.extend(rest.iter().cloned());
    let long: usize = sentences.iter().map(|s| s.chars().count() + 1).sum();
    if long > ALT_MAX {
        sentences = head;
        sentences.extend(spots(v, lang, false));
        sentences.extend(rest);
    }
    fit_sentences(sentences)
}

/// Whose turn, his phase and Movement left; or the result.
fn turn(v: &View, names: &[String], lang: Lang) -> String {
    if let Some(o) = &v.outcome {
        let result = header::result(o, names, lang);
        return say(lang, "result", &[("result", result)]);
    }
    if !playing(v) {
        return say(lang, "over", &[]);
    }
    let name = ("name", seat_name(names, v.active, lang));
    let phase = ("phase", phase_word(lang, v.phase).unwrap_or_default());
    if v.phase == Phase::Discard {
        say(lang, "turn-plain", &[name, phase])
    } else {
        let movement = ("movement", v.movement.to_string());
        say(lang, "turn", &[name, phase, movement])
    }
}

/// One hero: where he stands, Level, Life, Glory, Peril, quests done (or that he is dead).
fn hero(v: &View, names: &[String], lang: Lang, seat: usize) -> String {
    let h = &v.heroes[seat];
    let mut args = vec![
        ("name", seat_name(names, seat, lang)),
        ("hero", hero_name(lang, h.hero)),
        ("done", h.done.len().to_string()),
        ("total", QUESTS_TO_WIN.to_string()),
    ];
    if !h.alive {
        return say(lang, "dead", &args);
    }
    let place = match v.map.at(h.cell) {
        Some(p) => map_name(lang, p.card),
        None => say(lang, "nowhere", &[]),
    };
    let tipped = if h.tipped {
        say(lang, "tipped", &[])
    } else {
        String::new()
    };
    args.extend([
        ("level", h.level.to_string()),
        ("place", place),
        ("tipped", tipped),
        ("life", h.life.to_string()),
        ("most", set().hero(h.hero).life.to_string()),
        ("glory", h.glory.to_string()),
        ("peril", h.peril.to_string()),
    ]);
    say(lang, "hero", &args)
}

/// The drawn card and its spots, in one sentence (none while no card is drawn): each cell's
/// letters with where the cell lies (`long`), or the letters alone.
fn spots(v: &View, lang: Lang, long: bool) -> Option<String> {
    let card = v.drawn?;
    let mut cells: Vec<(Cell, Vec<String>)> = Vec::new();
    for (i, s) in v.spots.iter().enumerate() {
        let name = if s.turned {
            say(lang, "turned", &[("letter", letter(i))])
        } else {
            letter(i)
        };
        match cells.iter_mut().find(|(c, _)| *c == s.cell) {
            Some((_, names)) if long => names.push(name),
            _ => cells.push((s.cell, vec![name])),
        }
    }
    let list: Vec<String> = cells
        .into_iter()
        .map(|(cell, letters)| {
            let letters = letters.join(", ");
            match beside(v, cell).filter(|_| long) {
                Some((side, card)) => say(
                    lang,
                    "spot",
                    &[
                        ("letters", letters),
                        ("side", side_word(lang, side)),
                        ("card", map_name(lang, card)),
                    ],
                ),
                None => letters,
            }
        })
        .collect();
    let args = [
        ("card", map_name(lang, card)),
        ("kind", map_kind(lang, set().map(card).kind)),
        ("count", v.spots.len().to_string()),
        ("spots", list.join("; ")),
    ];
    Some(say(lang, "spots", &args))
}

/// A card beside `cell` that an opening would join it to, and on which of its sides the
/// cell lies.
fn beside(v: &View, cell: Cell) -> Option<(Side, super::super::content::MapId)> {
    SIDES.iter().find_map(|&side| {
        let p = v.map.at(cell.step(side))?;
        (!p.exit(side.opposite()).is_wall()).then_some((side.opposite(), p.card))
    })
}

fn side_word(lang: Lang, side: Side) -> String {
    let id = match side {
        Side::N => "side-n",
        Side::E => "side-e",
        Side::S => "side-s",
        Side::W => "side-w",
    };
    say(lang, id, &[])
}

/// Whole sentences, as many as fit `ALT_MAX` characters (the first cut short if even it
/// does not fit).
fn fit_sentences(sentences: Vec<String>) -> String {
    let mut out = String::new();
    let mut len = 0;
    for s in &sentences {
        let extra = usize::from(!out.is_empty()) + s.chars().count();
        if len + extra > ALT_MAX {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(s);
        len += extra;
    }
    match sentences.first() {
        Some(first) if out.is_empty() => {
            let cut: String = first.chars().take(ALT_MAX - 1).collect();
            format!("{cut}…")
        }
        _ => out,
    }
}
