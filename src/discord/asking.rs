//! What a question shows on Discord: its buttons (buttons that each send a command; a form's
//! rows of picks, toggles and Confirm, such as a round's strikes), and the picks a form's
//! message holds, read back from its buttons.

use crate::games::Tone;
use crate::organiser::Ask;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};
use std::collections::{BTreeMap, BTreeSet};

/// What a form's message has picked so far (read back from its buttons): a pick's key for
/// each row picked (by row key), and the toggles on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Picks {
    pub(super) rows: BTreeMap<String, String>,
    pub(super) on: BTreeSet<String>,
}

/// Discord's limits on a message's buttons: five to a row, five rows, 80 characters a label.
const ROW_MAX: usize = 5;
const ROWS_MAX: usize = 5;
const LABEL_MAX: usize = 80;

/// A button's label within Discord's limit.
fn label(text: &str) -> String {
    text.chars().take(LABEL_MAX).collect()
}

/// Button ids: `k|GAME|b|SEAT|WAIT|COMMAND` (a button that sends a command: a seated game's
/// plays, DungeonQuest's offer; messages sent before them carry `k|GAME|offer|SEAT|yes|no`),
/// and a form's `k|GAME|WAIT|SEAT|ROW|PICK`, `k|GAME|WAIT|SEAT|TOGGLE` and
/// `k|GAME|WAIT|SEAT|ok` (SEAT: a seat number, or `o` for the organiser; a fight's strikes:
/// `k|GAME|ROUND|SEAT|s|m`, `...|spark`, `...|ok`). The wait makes a stale click harmless,
/// the seat a borrowed one; the state lives in the store and in the message itself, so a
/// restart loses nothing.
pub(super) fn buttons(ask: &Ask, picks: &Picks) -> Vec<CreateActionRow> {
    match ask {
        Ask::Buttons {
            game,
            seat,
            wait,
            buttons,
            ..
        } => buttons
            .iter()
            .map(|b| {
                CreateButton::new(format!("k|{game}|b|{seat}|{wait}|{}", b.command))
                    .label(label(&b.label))
                    .style(match b.tone {
                        Tone::Plain => ButtonStyle::Primary,
                        Tone::Yes => ButtonStyle::Success,
                        Tone::No => ButtonStyle::Danger,
                    })
            })
            .collect::<Vec<_>>()
            .chunks(ROW_MAX)
            .take(ROWS_MAX)
            .map(|row| CreateActionRow::Buttons(row.to_vec()))
            .collect(),
        Ask::Form {
            game,
            wait,
            seat,
            form,
            lang,
        } => {
            let on = |yes: bool| match yes {
                true => ButtonStyle::Success,
                false => ButtonStyle::Secondary,
            };
            let prefix = format!("k|{game}|{wait}|{seat}");
            // The last row holds the toggles and Confirm.
            let mut rows: Vec<CreateActionRow> = form
                .rows
                .iter()
                .take(ROWS_MAX - 1)
                .map(|row| {
                    CreateActionRow::Buttons(
                        row.picks
                            .iter()
                            .take(ROW_MAX)
                            .map(|p| {
                                let picked = picks.rows.get(&row.key) == Some(&p.key);
                                CreateButton::new(format!("{prefix}|{}|{}", row.key, p.key))
                                    .label(label(&p.label))
                                    .style(on(picked))
                            })
                            .collect(),
                    )
                })
                .collect();
            let mut last: Vec<CreateButton> = form
                .toggles
                .iter()
                .take(ROW_MAX - 1)
                .map(|t| {
                    CreateButton::new(format!("{prefix}|{}", t.key))
                        .label(label(&t.label))
                        .style(on(picks.on.contains(&t.key)))
                })
                .collect();
            last.push(
                CreateButton::new(format!("{prefix}|ok"))
                    .label(crate::lang::text(*lang, "discord-button-confirm", &[]))
                    .style(ButtonStyle::Primary),
            );
            rows.push(CreateActionRow::Buttons(last));
            rows
        }
    }
}

/// The picks a form's message shows (picked buttons and toggles on are green).
pub(super) fn picks_of(m: &serenity::Message) -> Picks {
    let mut p = Picks::default();
    for row in &m.components {
        for c in &row.components {
            let serenity::ActionRowComponent::Button(b) = c else {
                continue;
            };
            let serenity::ButtonKind::NonLink { custom_id, style } = &b.data else {
                continue;
            };
            if *style != ButtonStyle::Success {
                continue;
            }
            let parts: Vec<&str> = custom_id.split('|').collect();
            match parts.as_slice() {
                ["k", _, "b", ..] => {}
                ["k", _, _, _, "ok"] => {}
                ["k", _, _, _, toggle] => {
                    p.on.insert(toggle.to_string());
                }
                ["k", _, _, _, row, pick] => {
                    p.rows.insert(row.to_string(), pick.to_string());
                }
                _ => {}
            }
        }
    }
    p
}
