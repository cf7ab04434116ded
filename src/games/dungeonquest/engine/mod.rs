//! The rules engine. Pure: no I/O, no clock, no async, no database or Discord types.
//!
//! - `apply(game, seat, action) -> Result<Vec<Event>, Rejection>`: the only way to act.
//! - `Game::fold(&Event)`: the only way state changes; a game is its seed, settings and events.
//! - `legal_actions(game, seat)` and `view(game, seat)`: what a seat may do and see.

pub mod action;
pub mod board;
pub mod content;
pub mod event;
pub mod rules;
pub mod state;
pub mod view;

pub use action::{Action, EscapeBlock, Half, MoveBlock, Rejection, SearchBlock};
pub use board::{Board, Cell, Chamber, Corner, Dir, Pos};
pub use content::{content, Content, Deck};
pub use event::Event;
pub use rules::{
    apply, apply_mut, can_descend, check, dead_end, legal_actions, shift_options, travel, MAX_SEATS,
};
pub use state::{
    Actor, Awaiting, BoardPost, BoardStyle, Game, MonsterSide, OnDeadline, Outcome, Phase, Plan,
    SettingRange, Settings, Status, Strike, OPTIONS, SETTING_RANGES,
};
pub use view::{
    hidden_token, redact, replay_seen, replay_seen_from, seen_log, view, CombatView, DuelView,
    View, HIDDEN_CARD, HIDDEN_NAME, HIDDEN_PLAN,
};

#[cfg(test)]
mod tests;
