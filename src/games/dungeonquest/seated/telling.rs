//! DungeonQuest's story after an input (`games::story`): what the channel hears of the
//! events as a newcomer may see them, with who plays next and the deadline, and the board in
//! the game's `board_style`, kept or riding on the turn's message as its `board_post` says,
//! when a turn passes; the seed's commitment at the start and the seed with the log's hash at
//! the end; each player's own face-down Loot by DM (Cloak and Dagger); and a welcome to
//! whoever takes a seat; and what a fight asks privately (`fight_said`): the calls for
//! strikes a new round brings, the offer of the monster's part, the sealed confirmation to
//! whoever just sent strikes. The monster's part offered to someone away lapses at once (the
//! clock's next input), so the offer is not said and nobody is asked anything meanwhile.

use super::asking::fight_calls;
use super::QuestTable;
use crate::canvas::Art;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{
    redact, view, Action, Actor, Awaiting, BoardPost, BoardStyle, Game, MonsterSide, Phase, View,
};
use crate::games::dungeonquest::render;
use crate::games::story::{Posted, Proof, Said, Shown, Story, Telling, Whom};
use crate::games::{Answer, Seated};
use crate::lang::{tr, within};

impl QuestTable {
    /// The story of `events`, just applied (the game before them is `before`'s view).
    /// `log_hash`: at the game's end, the hash of its complete log as stored.
    pub fn story_of(&self, events: &[Event], log_hash: Option<&str>, t: &dyn Telling) -> Story {
        let before = view(&self.before, None);
        let g = &self.game;
        if let Some(Event::Acted {
            action: Action::Undo { inputs },
            ..
        }) = events.first()
        {
            return self.undone(*inputs, t);
        }
        let mut said = Vec::new();
        if g.settings.cloak_and_dagger && g.phase == Phase::Playing {
            // Each player learns of his own face-down Loot by DM.
            for s in 0..g.seats.len() {
                let text = within(t.lang(Whom::Seat(s)), || {
                    render::private_loot(&view(g, Some(s)), s, events)
                });
                if let Some(text) = text {
                    said.push(Said::to(Whom::Seat(s), text));
                }
            }
        }
        let mut proofs = Vec::new();
        within(t.lang(Whom::Channel), || {
            said.push(channel(g, &before, events, log_hash, t));
        });
        if events.iter().any(|e| matches!(e, Event::Started)) {
            proofs.push(Proof::Start(crate::audit::seed_hash(&g.seed)));
        }
        if let Some(log) = log_hash.filter(|l| !l.is_empty()) {
            proofs.push(Proof::End(log.to_string()));
        }
        said.extend(welcomes(events, g, &before, t));
        said.extend(self.fight_dms(events, t));
        Story { said, proofs }
    }

    /// The story of an undo of `inputs` inputs: the channel hears how many were taken back,
    /// whose turn it is with the deadline, and the board; whoever the game now waits on in a
    /// fight is called again.
    fn undone(&self, inputs: usize, t: &dyn Telling) -> Story {
        let g = &self.game;
        let channel = within(t.lang(Whom::Channel), || {
            let mut text = tr("narration-undone", &[("count", inputs.to_string())]);
            let prompt = g
                .to_act()
                .and_then(|s| render::prompt(&view(g, Some(s)), &|s| t.mention(s)));
            if let Some(p) = prompt {
                text.push('\n');
                text.push_str(&p);
                // The turn's deadline, as with every prompt.
                if let Some(d) = t.deadline() {
                    text.push('\n');
                    text.push_str(&d);
                }
            }
            Said {
                board: Some(shown(&view(g, None))),
                ..Said::to(Whom::Channel, text)
            }
        });
        let mut said = vec![channel];
        said.extend(self.fight_said(t).into_iter().map(|(_, s)| s));
        Story {
            said,
            proofs: Vec::new(),
        }
    }

    /// Every call a fight makes now (`asking::fight_calls`), each to whom it asks, in his
    /// language, answered as its `answer` says.
    pub fn fight_said(&self, t: &dyn Telling) -> Vec<(Actor, Said)> {
        let lang_of = |a: Actor| whom(a).map_or(t.lang(Whom::Channel), |w| t.lang(w));
        fight_calls(&self.game, None, &lang_of)
            .into_iter()
            .filter_map(|(a, call)| {
                let said = Said {
                    answer: Some(call.answer),
                    ..Said::to(whom(a)?, call.text)
                };
                Some((a, said))
            })
            .collect()
    }

    /// Private messages a fight needs after `events`: a sealed confirmation to whoever just
    /// sent strikes, and the calls a new round or a new monster player brings.
    fn fight_dms(&self, events: &[Event], t: &dyn Telling) -> Vec<Said> {
        let g = &self.game;
        // Strikes the clock sent for an absent seat are confirmed to him, never to the
        // organiser in whose name the clock acts.
        let sender = match events.first() {
            Some(Event::Acted {
                action: Action::ForAbsent { seat, .. },
                ..
            }) => Actor::Seat(*seat),
            Some(Event::Acted { by, .. }) => *by,
            _ => Actor::Newcomer,
        };
        // A substitute who takes over a seat in the middle of a fight is called at once.
        let replaced = |a: Actor| {
            events
                .iter()
                .any(|e| matches!(e, Event::Replaced { seat, .. } if a == Actor::Seat(*seat)))
        };
        let mut out = Vec::new();
        if g.duel.is_some() && matches!(g.awaiting, Some(Awaiting::Duel { .. })) {
            // A new duel round calls both; strikes just sent are confirmed to the sender.
            let new_round = events
                .iter()
                .any(|e| matches!(e, Event::DuelStarted { .. } | Event::DuelRound { .. }));
            for (a, said) in self.fight_said(t) {
                if new_round || a == sender || replaced(a) {
                    out.push(said);
                }
            }
            return out;
        }
        let Some(c) = &g.combat else { return out };
        if !matches!(g.awaiting, Some(Awaiting::Combat { .. })) {
            return out;
        }
        let new_round = events
            .iter()
            .any(|e| matches!(e, Event::CombatStarted(_) | Event::RoundResolved(_)));
        // Strikes that are still sealed: confirm them to their sender (revealed ones are not).
        if !events.iter().any(|e| matches!(e, Event::RoundResolved(_))) {
            for e in events {
                if let (Event::Submitted { plan, .. }, Some(to)) = (e, whom(sender)) {
                    let text = within(t.lang(to), || {
                        tr(
                            "combat-sealed",
                            &[
                                ("round", (c.round + 1).to_string()),
                                ("plan", render::plan_text(plan)),
                            ],
                        )
                    });
                    out.push(Said::to(to, text));
                }
            }
        }
        let side_changed = events.iter().any(|e| matches!(e, Event::MonsterSideSet(_)));
        let monster_player = match c.side {
            MonsterSide::Seat(s) => Some(Actor::Seat(s)),
            MonsterSide::Organiser => Some(Actor::Organiser),
            _ => None,
        };
        // An offer to someone away lapses at once: he is not asked.
        let away_offer = offered_to_away(g, t);
        for (a, said) in self.fight_said(t) {
            // The only buttons that send a command here: the offer's.
            let offer = match (a, said.answer) {
                (Actor::Seat(s), Some(Answer::Buttons)) => {
                    !self.buttons(s, t.lang(Whom::Seat(s))).is_empty()
                }
                _ => false,
            };
            if offer && away_offer {
                continue;
            }
            let fresh =
                new_round || (side_changed && Some(a) == monster_player && !offer) || replaced(a);
            if fresh {
                out.push(said);
            }
        }
        out
    }
}

/// Whom a DM to `a` goes to (nobody for a newcomer).
fn whom(a: Actor) -> Option<Whom> {
    match a {
        Actor::Seat(s) => Some(Whom::Seat(s)),
        Actor::Organiser => Some(Whom::Organiser),
        Actor::Newcomer => None,
    }
}

/// What the channel hears: the events, the proofs, who plays next, and on a new turn the
/// board (texts in the channel's language, already in scope).
fn channel(
    g: &Game,
    before: &View,
    events: &[Event],
    log_hash: Option<&str>,
    t: &dyn Telling,
) -> Said {
    let after = view(g, None);
    let away_offer = offered_to_away(g, t);
    let public: Vec<Event> = events
        .iter()
        .filter_map(|e| redact(e, Actor::Newcomer, g))
        .collect();
    let events = &public[..];
    let mut story = render::narrate(before, &after, events);
    if let Some(offer) = render::offer_line(&after).filter(|_| away_offer) {
        let lines: Vec<&str> = story.lines().filter(|l| *l != offer).collect();
        story = lines.join("\n");
    }
    // Fair dice (R30): the seed's hash when the game starts, the seed when it ends.
    if events.iter().any(|e| matches!(e, Event::Started)) {
        story.push('\n');
        // The commitment binds the settings, game, channel and organiser to the seed.
        let hash = crate::audit::seed_hash(&g.seed);
        let (channel, organiser) = t.place();
        let commitment =
            crate::audit::commitment(&hash, &g.settings, t.game(), &channel, &organiser);
        story.push_str(&tr(
            "fair-hash",
            &[("hash", hash), ("commitment", commitment)],
        ));
    }
    if events.iter().any(|e| matches!(e, Event::Ended(_))) {
        story.push('\n');
        story.push_str(&tr(
            "fair-seed",
            &[
                ("seed", crate::audit::seed_hex(&g.seed)),
                ("hash", crate::audit::seed_hash(&g.seed)),
                ("log", log_hash.unwrap_or_default().to_string()),
                ("file", crate::page::log_file_name(t.game())),
            ],
        ));
    }
    let new_turn = events.iter().any(|e| {
        matches!(
            e,
            Event::TurnStarted { .. } | Event::Started | Event::Ended(_)
        )
    });
    // A pause asks nobody anything: no prompt (and no ping) until the game resumes.
    let paused = events.iter().any(|e| matches!(e, Event::Paused));
    let prompt = g
        .to_act()
        .filter(|_| !paused && !away_offer)
        .and_then(|seat| {
            let p = render::prompt(&view(g, Some(seat)), &|s| t.mention(s))?;
            Some(match t.deadline() {
                Some(d) => format!("{p}\n{d}"),
                None => p,
            })
        });
    // One message for what happened and who is next (split only past Discord's limit),
    // and, when a turn passes, the board: kept in its own message (two calls to Discord
    // for an ordinary move) or riding on this one (one call), as `board_post` says.
    let text = match prompt {
        Some(p) if !story.is_empty() => format!("{story}\n{p}"),
        Some(p) => p,
        None => story,
    };
    Said {
        board: (new_turn && g.phase != Phase::Setup).then(|| shown(&after)),
        ..Said::to(Whom::Channel, text)
    }
}

/// The board in the game's `board_style`, posted as its `board_post` says (texts in the
/// channel's language, already in scope).
pub(crate) fn shown(v: &View) -> Shown {
    let style = v.settings.board_style;
    let kept = v.settings.board_post == BoardPost::Pinned;
    Shown {
        posted: if kept { Posted::Kept } else { Posted::Turn },
        text: board_text(v, style, kept),
        picture: style
            .has_picture()
            .then(|| Art::Later(std::sync::Arc::new(v.clone()))),
    }
}

/// The board's text in `style`: the emoji grid, the compact board, or for the picture alone
/// its header line (`caption`: a message that is the board alone) or nothing (the board
/// riding on a turn's message, which says enough).
pub(crate) fn board_text(v: &View, style: BoardStyle, caption: bool) -> String {
    match style {
        BoardStyle::Picture if caption => render::board_header(v),
        BoardStyle::Picture => String::new(),
        BoardStyle::Emoji => render::board(v, false),
        BoardStyle::Compact | BoardStyle::PictureCompact => render::board(v, true),
    }
}

/// Whether the game waits on the monster's part offered to a seat whose player is away.
pub(crate) fn offered_to_away(g: &Game, t: &dyn Telling) -> bool {
    match g.combat.as_ref().map(|c| c.side) {
        Some(MonsterSide::Offered { seat, open: false }) => seat < g.seats.len() && t.away(seat),
        _ => false,
    }
}

/// A welcome DM on joining, or on taking over a seat (`!dq replace`; `before` as it was):
/// on Discord it also finds out whether the player's DMs are open.
fn welcomes(events: &[Event], g: &Game, before: &View, t: &dyn Telling) -> Vec<Said> {
    let mut out = Vec::new();
    for e in events {
        let (seat, key, hero, old) = match e {
            Event::Joined { seat, hero, .. } | Event::Dealt { seat, hero, .. } => {
                (*seat, "manage-welcome", *hero, String::new())
            }
            Event::Replaced { seat, .. } => (
                *seat,
                "manage-welcome-substitute",
                g.seats[*seat].hero.id,
                before
                    .seats
                    .get(*seat)
                    .map_or_else(String::new, |s| s.name.clone()),
            ),
            _ => continue,
        };
        let text = within(t.lang(Whom::Seat(seat)), || {
            tr(key, &[("hero", render::names::hero(hero)), ("old", old)])
        });
        out.push(Said::to(Whom::Seat(seat), text));
    }
    out
}
