//! What a question shows on Discord: its buttons (a round's strikes, the monster's part
//! offered), and the picks a strikes message holds, read back from its buttons.

use crate::games::Tone;
use crate::organiser::Ask;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// What a strikes message has picked so far (read back from its buttons).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Picks {
    pub(super) slots: [Option<char>; 3],
    pub(super) spark: bool,
}

/// The three strikes of a round (their rows) and the three kinds of strike (a row's buttons):
/// the letters of their ids; their labels are `discord-slot-*` and `discord-strike-*`.
pub(super) const SLOTS: [char; 3] = ['s', 'b', 'c'];
pub(super) const STRIKES: [char; 3] = ['m', 'r', 'p'];

/// Discord's limits on a message's buttons: five to a row, five rows, 80 characters a label.
const ROW_MAX: usize = 5;
const ROWS_MAX: usize = 5;
const LABEL_MAX: usize = 80;

/// Button ids: `k|GAME|b|SEAT|WAIT|COMMAND` (buttons that send a command: a seated game's
/// plays, DungeonQuest's offer; messages sent before them carry `k|GAME|offer|SEAT|yes|no`),
/// `k|GAME|ROUND|SEAT|SLOT|STRIKE`, `k|GAME|ROUND|SEAT|spark` and `k|GAME|ROUND|SEAT|ok`
/// (SEAT: a seat number, or `o` for the organiser). The round or the wait makes a stale
/// click harmless, the seat a borrowed one; the state
/// lives in the store and in the message itself, so a restart loses nothing.
pub(super) fn buttons(ask: &Ask, picks: &Picks) -> Vec<CreateActionRow> {
    let label = |id: &str, args: &[(&str, String)]| crate::lang::text(ask.lang(), id, args);
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
                    .label(b.label.chars().take(LABEL_MAX).collect::<String>())
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
        Ask::Strikes {
            game,
            round,
            seat,
            spark,
            ..
        } => {
            let mut rows: Vec<CreateActionRow> = SLOTS
                .iter()
                .enumerate()
                .map(|(i, slot)| {
                    CreateActionRow::Buttons(
                        STRIKES
                            .iter()
                            .map(|k| {
                                let on = picks.slots[i] == Some(*k);
                                let text = label(
                                    "discord-button-strike",
                                    &[
                                        ("slot", label(&format!("discord-slot-{slot}"), &[])),
                                        ("strike", label(&format!("discord-strike-{k}"), &[])),
                                    ],
                                );
                                CreateButton::new(format!("k|{game}|{round}|{seat}|{slot}|{k}"))
                                    .label(text)
                                    .style(if on {
                                        ButtonStyle::Success
                                    } else {
                                        ButtonStyle::Secondary
                                    })
                            })
                            .collect(),
                    )
                })
                .collect();
            let mut last = Vec::new();
            if *spark {
                last.push(
                    CreateButton::new(format!("k|{game}|{round}|{seat}|spark"))
                        .label(label("discord-button-spark", &[]))
                        .style(if picks.spark {
                            ButtonStyle::Success
                        } else {
                            ButtonStyle::Secondary
                        }),
                );
            }
            last.push(
                CreateButton::new(format!("k|{game}|{round}|{seat}|ok"))
                    .label(label("discord-button-confirm", &[]))
                    .style(ButtonStyle::Primary),
            );
            rows.push(CreateActionRow::Buttons(last));
            rows
        }
    }
}

/// The picks a strikes message shows (selected buttons are green).
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
                ["k", _, _, _, "spark"] => p.spark = true,
                ["k", _, _, _, slot, strike] => {
                    if let Some(i) = SLOTS.iter().position(|s| s.to_string() == *slot) {
                        p.slots[i] = strike.chars().next();
                    }
                }
                _ => {}
            }
        }
    }
    p
}

/// The strikes picked, as the command that plays them; None: a slot is still empty.
pub(super) fn picks_text(p: &Picks) -> Option<String> {
    let name = |k: Option<char>| match k? {
        'm' => Some("melee"),
        'r' => Some("ranged"),
        'p' => Some("spell"),
        _ => None,
    };
    let mut s = format!(
        "S={} B={} C={}",
        name(p.slots[0])?,
        name(p.slots[1])?,
        name(p.slots[2])?
    );
    if p.spark {
        s.push_str(" cards=spark");
    }
    Some(s)
}
