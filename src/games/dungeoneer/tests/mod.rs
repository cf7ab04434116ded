//! The engine's tests: the map's geometry (G7-G12), set-up (G4-G6), turns, and random games
//! that check the invariants and replay.

mod asking;
mod combat;
mod games;
mod leaks;
mod map;
mod quests;

use super::action::Action;
use super::rules::apply;
use super::state::{Game, MinionUse, PackChoice, Respond, RewardTo, SlayForm, Standing, Upkeep};

/// Every seat answers `ask` wherever G42 offers it (through the rules, as a player would), so a
/// random game meets every question.
pub fn ask_everything(g: &mut Game) -> Vec<super::event::Event> {
    let mut events = Vec::new();
    let all = Standing {
        respond: Respond::Ask,
        challenge: true,
        reward: RewardTo::Ask,
        pack: PackChoice::Ask,
        upkeep: Upkeep::Ask,
        minion: MinionUse::Ask,
        slay: SlayForm::Ask,
    };
    for seat in 0..g.players.len() {
        for e in apply(g, seat, &Action::Stand(all)).expect("standing answers any time") {
            g.fold(&e);
            events.push(e);
        }
    }
    events
}
