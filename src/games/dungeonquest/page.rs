//! A DungeonQuest export as a page: the log replayed input by input (as `!dq log` tells it,
//! the channel's narration), grouped by turn, with the board after each turn, the combat and
//! duel rounds from the full log (the sealed strikes revealed) and the Dragon draws.

use crate::games::dungeonquest::audit::{Export, Verdict, FORMAT, MAX_EVENTS};
use crate::games::dungeonquest::engine::event::{Event, RoundReport, StrikeWinner};
use crate::games::dungeonquest::engine::{replay_seen, view, Action, Actor, Game, Phase, Plan};
use crate::games::dungeonquest::render;
use crate::lang::{tr, Lang};
use crate::page::{Doubt, Page, Pictures, Proof, Refused, Round, Step};

/// The page of a finished game from its export, in `lang`.
pub fn page(x: &Export, lang: Lang) -> Result<Page, Refused> {
    crate::lang::within(lang, || page_in(x, lang))
}

fn page_in(x: &Export, lang: Lang) -> Result<Page, Refused> {
    let (seed, seed_hex, log_sha256) =
        crate::page::finished("export", &x.format, FORMAT, &x.seed, &x.log_sha256)?;
    if x.events.len() > MAX_EVENTS {
        return Err(Refused::Unreadable(format!(
            "it holds {} events, more than any game ({MAX_EVENTS} at most)",
            x.events.len()
        )));
    }
    if !matches!(x.events.first(), Some(Event::Acted { .. })) {
        return Err(Refused::Unreadable(
            "its log does not start at the game's beginning (with an input)".into(),
        ));
    }
    // Checked as `verify` checks it before anything is built: a log that does not replay
    // gets no page; one that does, but is not confirmed, gets a page that says so.
    let doubt = crate::games::dungeonquest::audit::standing(x)
        .map_err(Refused::unverified)?
        .map(|v| doubt(&v));
    let (steps, pictures, last) = turns(seed, &x.made_with(), &x.events, Actor::Newcomer, lang);
    let end = last.ok_or(Refused::Running)?;
    if end.phase != Phase::Ended {
        return Err(Refused::Running);
    }
    let scores = x
        .events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Ended(o) => Some(render::final_scores(&view(&end, None), o)),
            _ => None,
        })
        .unwrap_or_default();
    let commitment =
        crate::games::dungeonquest::audit::settings_at_start(seed, &x.made_with(), &x.events).map(
            |s| {
                let json = serde_json::json!({
                    "channel": x.channel,
                    "game": x.game,
                    "organiser": x.organiser,
                    "seed_sha256": x.seed_sha256,
                    "settings": s,
                });
                (
                    serde_json::to_string(&json).unwrap_or_default(),
                    x.commitment.clone().unwrap_or_default(),
                )
            },
        );
    Ok(Page {
        lang,
        words: "record",
        title: tr("record-title-quest", &[("game", x.game.to_string())]),
        steps,
        pictures,
        scores,
        proof: Proof {
            seed: seed_hex.clone(),
            seed_sha256: x.seed_sha256.clone(),
            commitment,
            log: x.log_text().into_owned(),
            log_sha256: log_sha256.clone(),
            game: x.game,
            channel: x.channel.clone(),
            export: x.file_name(),
            posts: crate::page::Posts::default(),
        },
        doubt,
        running: false,
    })
}

/// The page of a game still running (`!dq record` while it runs), in `lang`: its turns so far
/// as `viewer` was told them (the channel, `Actor::Newcomer`; or one seat, by DM, with what he
/// alone was told), each turn's board as the channel saw it; no scores, and no seed nor log
/// hash (those come with the end). `seed_sha256`: the hash posted at the start.
pub fn running(
    said: (i64, &str, &str),
    seed: [u8; 32],
    settings: &crate::games::dungeonquest::engine::Settings,
    events: &[Event],
    viewer: Actor,
    lang: Lang,
) -> Page {
    let game = said.0;
    crate::lang::within(lang, || {
        let (steps, pictures, _) = turns(seed, settings, events, viewer, lang);
        let title = tr("record-title-quest", &[("game", game.to_string())]);
        Page::running((lang, "record", title), (steps, pictures), said)
    })
}

/// The game's turns as `viewer` was told them, a step each with the board the channel saw at
/// its end, the fights' rounds once resolved and the Dragon's draws; and the game at the end
/// of the log (None: an empty log).
fn turns(
    seed: [u8; 32],
    settings: &crate::games::dungeonquest::engine::Settings,
    events: &[Event],
    viewer: Actor,
    lang: Lang,
) -> (Vec<Step>, Pictures, Option<Game>) {
    let mut pictures = Pictures::default();
    let mut steps: Vec<Step> = Vec::new();
    let mut last: Option<Game> = None;
    let mut step_turn = None;
    // Whose turn each step's is: its picture marks him.
    let mut hero = 0;
    replay_seen(
        seed,
        settings,
        events,
        viewer,
        |before, after, full, seen| {
            // An input belongs to the turn it was made in (the one that ends a turn too).
            if step_turn != Some(before.turn) {
                // The step before is over: its picture is the board as it then stood.
                if let (Some(g), Some(step)) = (&last, steps.last_mut()) {
                    picture(step, g, hero, &mut pictures, lang);
                }
                step_turn = Some(before.turn);
                hero = before.current;
                steps.push(empty_step(before));
            }
            let step = steps.last_mut().expect("a step was just pushed");
            step.lines.extend(
                narration(before, after, seen, viewer)
                    .lines()
                    .map(str::to_string),
            );
            step.fights.extend(rounds(before, after, full));
            step.dragon.extend(dragon(after, seen));
            last = Some(after.clone());
        },
    );
    if let (Some(end), Some(step)) = (&last, steps.last_mut()) {
        picture(step, end, hero, &mut pictures, lang);
    }
    (steps, pictures, last)
}

/// What a verdict that is not `Confirmed`, on a log that replays, says on the page.
fn doubt(v: &Verdict) -> Doubt {
    match v {
        Verdict::SeedMismatch { .. } => Doubt::Seed,
        Verdict::SettingsEdited { .. } | Verdict::MadeWithUnbound => Doubt::Settings,
        Verdict::LogHashMismatch { .. } => Doubt::LogHash,
        _ => Doubt::Commitment,
    }
}

/// A new step, titled by the turn the game is in.
fn empty_step(g: &Game) -> Step {
    let title = if g.turn == 0 {
        tr("record-setup", &[])
    } else {
        tr("record-turn", &[("turn", g.turn.to_string())])
    };
    Step {
        title,
        turn: g.turn,
        picture: None,
        alt: String::new(),
        lines: Vec::new(),
        fights: Vec::new(),
        dragon: Vec::new(),
    }
}

/// The board a turn's step shows: the game after its last input (`g`), as the channel saw
/// it, named as that turn and marking whose it was (`hero`), as the step's heading names
/// it. The input that ends a turn has begun the next one, whose number and hero the board
/// would name otherwise. The steps before the first turn and after the end are as they were.
pub fn step_view(g: &Game, turn: u32, hero: usize) -> crate::games::dungeonquest::engine::View {
    let mut v = view(g, None);
    if turn > 0 && v.phase == Phase::Playing {
        v.turn = turn;
        v.current = hero;
    }
    v
}

/// What `viewer` was told of one input (as `!dq log` tells it): the channel's narration, or a
/// seat's.
fn narration(before: &Game, after: &Game, seen: &[Event], viewer: Actor) -> String {
    if let Some(Event::Acted {
        action: Action::Undo { inputs },
        ..
    }) = seen.first()
    {
        return tr("narration-undone", &[("count", inputs.to_string())]);
    }
    render::narrate(&view(before, viewer), &view(after, viewer), seen)
}

/// A step's picture: the board as the channel saw it in `g`; each different one kept once.
fn picture(step: &mut Step, g: &Game, hero: usize, pictures: &mut Pictures, lang: Lang) {
    let v = step_view(g, step.turn, hero);
    step.picture = Some(pictures.image(&crate::games::dungeonquest::picture::draw(&v, lang)));
    step.alt = crate::games::dungeonquest::picture::alt_text(&v, lang);
}

/// The combat and duel rounds an input resolved, from the full log: both sides' strikes.
fn rounds(before: &Game, after: &Game, full: &[Event]) -> Vec<Round> {
    let mut out = Vec::new();
    for e in full {
        match e {
            Event::RoundResolved(r) => {
                let fight = before.combat.as_ref().or(after.combat.as_ref());
                let (seat, monster) = fight.map_or((0, 0), |c| (c.seat, c.monster));
                out.push(combat_round(after, seat, monster, r));
            }
            Event::DuelRound {
                round,
                plans,
                winners,
                ..
            } => {
                let duel = before.duel.as_ref().or(after.duel.as_ref());
                let (a, d) = duel.map_or((0, 1), |d| (d.attacker, d.defender));
                let names = [hero(after, a), hero(after, d)];
                out.push(table(
                    tr(
                        "record-duel-round",
                        &[
                            ("round", round.to_string()),
                            ("hero", names[0].clone()),
                            ("foe", names[1].clone()),
                        ],
                    ),
                    [(&names[0], &plans[0]), (&names[1], &plans[1])],
                    winners,
                ));
            }
            _ => {}
        }
    }
    out
}

fn hero(g: &Game, seat: usize) -> String {
    g.seats.get(seat).map_or_else(
        || "?".into(),
        |s| format!("{} ({})", render::names::hero_short(s.hero.id), s.name),
    )
}

fn combat_round(g: &Game, seat: usize, monster: u8, r: &RoundReport) -> Round {
    let (h, m) = (hero(g, seat), render::names::monster(monster));
    let mut round = table(
        tr(
            "record-combat-round",
            &[
                ("round", r.round.to_string()),
                ("hero", h.clone()),
                ("foe", m.clone()),
            ],
        ),
        [(&h, &r.hero), (&m, &r.monster)],
        &r.winners,
    );
    round.rows.push(vec![
        tr("record-wounds", &[]),
        tr(
            "record-wounds-dealt",
            &[
                ("hero", r.hero_deals.to_string()),
                ("foe", r.monster_deals.to_string()),
                ("taken", r.hero_takes.to_string()),
            ],
        ),
    ]);
    round
}

/// Two sides' strikes side by side, and who won each.
fn table(caption: String, sides: [(&String, &Plan); 2], winners: &[StrikeWinner; 3]) -> Round {
    let strikes = |p: &Plan| {
        [p.standard, p.brutal, p.counter]
            .into_iter()
            .map(render::names::strike)
            .collect::<Vec<_>>()
    };
    let extras = |p: &Plan| {
        [
            (p.spark, "plan-spark"),
            (p.fury, "plan-fury"),
            (p.warding, "plan-warding"),
            (p.flee, "plan-flee"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, id)| tr(id, &[]))
        .collect::<Vec<_>>()
        .join(" · ")
    };
    // A column for what else was played (a Spark, a rune, fleeing) only when something was.
    let more = sides.iter().any(|(_, p)| !extras(p).is_empty());
    let mut rows = Vec::new();
    for (name, plan) in sides {
        let mut row = vec![name.clone()];
        row.extend(strikes(plan));
        if more {
            row.push(extras(plan));
        }
        rows.push(row);
    }
    let mut won = vec![tr("record-won-by", &[])];
    won.extend(winners.iter().map(|w| match w {
        StrikeWinner::Hero => sides[0].0.clone(),
        StrikeWinner::Monster => sides[1].0.clone(),
        StrikeWinner::Draw => tr("strike-draw", &[]),
    }));
    rows.push(won);
    let mut head = vec![
        String::new(),
        tr("record-slot-standard", &[]),
        tr("record-slot-brutal", &[]),
        tr("record-slot-counter", &[]),
    ];
    if more {
        head.push(String::new());
    }
    Round {
        caption,
        head,
        rows,
    }
}

/// The Dragon draws of an input, each with its odds, as the channel was told them.
fn dragon(after: &Game, seen: &[Event]) -> Vec<String> {
    let before = view(after, Actor::Newcomer);
    seen.iter()
        .filter_map(|e| match e {
            Event::DragonDrawn { seat, .. } => Some(tr(
                "record-dragon-draw",
                &[
                    ("hero", hero(after, *seat)),
                    (
                        "draw",
                        render::narrate(&before, &before, std::slice::from_ref(e)),
                    ),
                ],
            )),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests;
