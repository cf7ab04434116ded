//! Reading a game: `!dq board`, `!dq status`, `!dq log`, `!dq dice`, `!dq export` (these
//! work after the end too), a campaign's `!dq leaderboard`, and `!dq help` (a topic, or what
//! the asker can do now).

use super::held;
use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::{board_style, Manage, Quest};
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::{replay_seen_from, seen_log, view, Actor, Game, Phase};
use crate::games::dungeonquest::render;
use crate::organiser::desk::reply::{page_reply, render_split};
use crate::organiser::desk::{Attachment, Desk, Input, Post, Reply, Target};
use crate::store::GameRow;
use anyhow::Result;

impl Quests {
    /// The board, the status, the log, the dice statistics and the export.
    pub(super) async fn read(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let Table {
            id,
            actor,
            is_organiser,
        } = at;
        let input = post.input;
        let origin = &post.origin;
        let (row, g) = held(desk, id);
        let channel_view = view(g, None);
        match m {
            Manage::Board { look } => {
                let style = look.map_or(g.settings.board_style, board_style);
                Ok(super::board::board_in_style(
                    origin,
                    &channel_view,
                    style,
                    crate::lang::current(),
                ))
            }
            Manage::Status => {
                let mut text = render::status(&channel_view, &desk.user_label(&row.organiser));
                // When the wait ends and what happens then, as at every table (the sheet says
                // when the game is paused: then no deadline runs).
                let gone = self.deadline_gone(desk, id, g).await?;
                if let Some(line) = self.deadline_line_after(desk, g, gone) {
                    text.push('\n');
                    text.push_str(&line);
                }
                // Who is away, and until when (the table's lines, for every game).
                let here = super::absent::AwayAt { row, g };
                for line in desk.away_lines(&here).await? {
                    text.push('\n');
                    text.push_str(&line);
                }
                Ok(render_split(origin, &text))
            }
            Manage::Export => self.export(desk, post, id, is_organiser).await,
            Manage::Record => {
                if g.phase != Phase::Ended {
                    return Ok(post.say(crate::lang::tr("record-refused-running", &[])));
                }
                let to = post.origin.clone();
                self.quest_page(desk, id, to).await
            }
            Manage::Log { count } => {
                let events = desk.store.events(id).await?;
                // In the channel, the table's view; by DM, the asker's own.
                let viewer = if input.channel.is_some() {
                    Actor::Newcomer
                } else {
                    actor
                };
                Ok(render_split(
                    origin,
                    &log_text(
                        g,
                        &crate::games::dungeonquest::table::settings(row)?,
                        &events,
                        viewer,
                        count.clamp(1, 50),
                    ),
                ))
            }
            Manage::Own(Quest::Dice) => {
                let events = desk.store.events(id).await?;
                let seen = seen_log(
                    g.seed,
                    &crate::games::dungeonquest::table::settings(row)?,
                    &events,
                    Actor::Newcomer,
                );
                Ok(render_split(
                    origin,
                    &render::dice(&crate::games::dungeonquest::audit::dice_stats(&seen)),
                ))
            }
            _ => Ok(Vec::new()),
        }
    }

    /// `!dq export`: the whole log as a JSON file (to the organiser, or anyone once it ended).
    async fn export(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        id: i64,
        is_organiser: bool,
    ) -> Result<Vec<Reply>> {
        let say = |text: String| post.say(text);
        let g = held(desk, id).1;
        if !(is_organiser || g.phase == Phase::Ended) {
            return Ok(say(crate::lang::tr("manage-export-refused", &[])));
        }
        let x = self.stored_export(desk, id).await?;
        let name = x.file_name();
        let note = if x.seed.is_some() {
            String::new()
        } else {
            crate::lang::tr("manage-export-running-note", &[])
        };
        let text = crate::lang::tr(
            "manage-exported",
            &[
                ("game", id.to_string()),
                ("events", x.events.len().to_string()),
                ("file", name.clone()),
                ("note", note),
            ],
        );
        let bytes = serde_json::to_vec_pretty(&x)?;
        let mut out = say(text);
        if let Some(first) = out.first_mut() {
            first.file = Some(Attachment { name, bytes });
        }
        Ok(out)
    }

    /// Game `id`'s export as the store holds it now (what `!dq export`, the log attached at the
    /// end and the record page are made from).
    async fn stored_export(
        &self,
        desk: &Desk,
        id: i64,
    ) -> Result<crate::games::dungeonquest::audit::Export> {
        let (row, g) = held(desk, id);
        let events = desk.store.events(id).await?;
        Ok(crate::games::dungeonquest::audit::Export::of(
            id,
            &row.channel,
            &row.organiser,
            g,
            &events,
        ))
    }

    /// A finished DungeonQuest game's whole log, with its seed, attached to a message for `to`
    /// in the game's language (as `!dq export` gives it then).
    pub(super) async fn quest_log(&self, desk: &Desk, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.stored_export(desk, id).await?;
        let args = [
            ("game", id.to_string()),
            ("events", x.events.len().to_string()),
            ("file", x.file_name()),
            ("note", String::new()),
        ];
        let text = self.in_channel(desk, id, || crate::lang::tr("manage-exported", &args));
        let mut r = Reply::say(to, text);
        r.file = Some(Attachment {
            name: x.file_name(),
            bytes: serde_json::to_vec_pretty(&x)?,
        });
        Ok(vec![r])
    }

    /// A finished DungeonQuest game's record page, attached to a message for `to`.
    pub(super) async fn quest_page(&self, desk: &Desk, id: i64, to: Target) -> Result<Vec<Reply>> {
        let x = self.stored_export(desk, id).await?;
        let lang = held(desk, id).0.lang;
        Ok(page_reply(to, id, lang, "record-attached", move |posts| {
            crate::games::dungeonquest::page::page(&x, lang)
                .map(|p| crate::page::html(&p.linking(posts)))
        }))
    }

    /// `!dq help [TOPIC]`: one topic, or the commands with what the asker can do now.
    pub(super) async fn help(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        topic: Option<&str>,
        row: Option<&GameRow>,
    ) -> Result<Vec<Reply>> {
        let text = match topic {
            Some(t) => render::help_topic(t),
            None => render::help(&self.help_now(desk, post.input, row.cloned()).await?),
        };
        Ok(post.say(text))
    }

    /// What `input`'s sender can do now in the game `row` (None: no game here), for
    /// `!dq help`: the commands legal for them this moment, or why there are none.
    async fn help_now(
        &mut self,
        desk: &mut Desk,
        input: &Input,
        row: Option<GameRow>,
    ) -> Result<String> {
        let Some(row) = row else {
            let k = if input.channel.is_some() {
                "now_no_game"
            } else {
                "now_no_game_dm"
            };
            return Ok(render::t("help", k, &[]));
        };
        let id = desk.load(row).await?;
        let (row, g) = held(desk, id);
        let seat = g.seat_of_user(&input.user);
        let organiser = input.admin || input.user == row.organiser;
        Ok(match g.phase {
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
                    None => return Ok(crate::lang::tr("help-now-watching", &[])),
                };
                render::help_actions(&crate::games::dungeonquest::engine::legal_actions(g, actor))
            }
        })
    }
}

/// The last `n` lines of the log as `viewer` may read them: only the latest inputs' events
/// are narrated (views are the costly part); all of them if those give fewer than `n` lines.
fn log_text(
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
