//! What DungeonQuest answers a reading command with, pure: the board in a style (`!dq
//! board`), the sheet (`!dq status`), the log's last lines (`!dq log`) and what the asker can
//! do now (`!dq help`), whichever door the game comes through.

use crate::games::dungeonquest::command::board_style;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{replay_seen_from, view, Actor, Game, Phase};
use crate::games::dungeonquest::render;

/// `!dq board` in `look` (None: the game's `board_style`): its text and, for a style with a
/// picture, the picture (drawn when sent). Everyone sees the channel's board.
pub fn look(g: &Game, look: Option<crate::manage::Look>) -> (String, Option<crate::canvas::Art>) {
    let style = look.map_or(g.settings.board_style, board_style);
    let v = view(g, None);
    let text = super::telling::board_text(&v, style, true);
    let picture = style
        .has_picture()
        .then(|| crate::canvas::Art::Later(std::sync::Arc::new(v)));
    (text, picture)
}

/// What a seat (or the organiser, or someone watching) can do now, for `!dq help`: the
/// commands legal for him this moment, or why there are none.
pub fn help_now(g: &Game, seat: Option<usize>, organiser: bool) -> String {
    match g.phase {
        Phase::Ended => crate::lang::tr("help-now-ended", &[]),
        Phase::Setup => {
            let mut lines = vec![render::t(
                "help",
                if seat.is_some() {
                    "now_seated"
                } else {
                    "now_join"
                },
                &[],
            )];
            if organiser {
                lines.push(crate::lang::tr("help-now-start", &[]));
            }
            lines.join("\n")
        }
        Phase::Playing => {
            let actor = match seat {
                Some(s) => Actor::Seat(s),
                None if organiser => Actor::Organiser,
                None => return crate::lang::tr("help-now-watching", &[]),
            };
            let legal = crate::games::dungeonquest::engine::legal_actions(g, actor);
            // Each as the prompt says it (below ground, `Draw`).
            let named = |a: &crate::games::dungeonquest::engine::Action| match seat {
                Some(s) => render::command_text_for(&g.seats, s, a),
                None => render::command_text(a),
            };
            render::help_actions(&legal, &named)
        }
    }
}

/// The last `n` lines of the log as `viewer` may read them: only the latest inputs' events
/// are narrated (views are the costly part); all of them if those give fewer than `n` lines.
pub fn log_text(
    g: &Game,
    created: &crate::games::dungeonquest::engine::Settings,
    events: &[Event],
    viewer: Actor,
    n: usize,
) -> String {
    let narrate_last = |inputs: usize| {
        let mut kept: std::collections::VecDeque<(usize, Game, Game, Vec<Event>)> =
            Default::default();
        // Only the last `inputs` are told: those before are folded, not copied.
        let all = crate::games::dungeonquest::engine::event::inputs(events).len();
        let first = all.saturating_sub(inputs);
        let mut total = first;
        replay_seen_from(
            g.seed,
            created,
            events,
            viewer,
            first,
            |before, after, _, seen| {
                total += 1;
                kept.push_back((total, before.clone(), after.clone(), seen.to_vec()));
            },
        );
        // Each line with the number of its input, as `kalladra render --at N` counts them.
        let mut lines: Vec<(usize, String)> = Vec::new();
        for (k, before, after, seen) in &kept {
            // The log keeps what was undone, and says where it was taken back.
            let text = if let Some(Event::Acted {
                action: crate::games::dungeonquest::engine::Action::Undo { inputs },
                ..
            }) = seen.first()
            {
                crate::lang::tr("narration-undone", &[("count", inputs.to_string())])
            } else {
                render::narrate(&view(before, viewer), &view(after, viewer), seen)
            };
            lines.extend(text.lines().map(|l| (*k, l.to_string())));
        }
        (lines, total > kept.len())
    };
    let (mut lines, more) = narrate_last(n);
    if lines.len() < n && more {
        lines = narrate_last(usize::MAX).0;
    }
    if lines.is_empty() {
        return crate::lang::tr("manage-log-empty", &[]);
    }
    let tail = &lines[lines.len().saturating_sub(n)..];
    // The first line shown of each input carries its number.
    let shown: Vec<String> = tail
        .iter()
        .enumerate()
        .map(|(i, (k, l))| {
            if i == 0 || tail[i - 1].0 != *k {
                format!("`#{k}` {l}")
            } else {
                l.clone()
            }
        })
        .collect();
    format!(
        "{}\n{}",
        crate::lang::tr("manage-log-header", &[("n", tail.len().to_string())]),
        shown.join("\n")
    )
}
