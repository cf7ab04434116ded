//! Lasting effects read where their numbers are used: Threat changes from quests held (an
//! Effect quest binds its holder, or every hero while it is the Global: G33).

use super::super::content::effect::Source;
use super::super::content::{set, Op, QuestType};
use super::super::state::{Game, Seat};

/// The Effect quests binding `seat` now.
fn binding(g: &Game, seat: Seat) -> impl Iterator<Item = &'static super::super::content::Effect> {
    let s = set();
    let mut quests = g.player(seat).quests.clone();
    quests.extend(g.global);
    quests
        .into_iter()
        .filter(move |&q| s.quest(q).kind == QuestType::Effect)
        .flat_map(move |q| s.quest(q).ongoing.iter())
}

fn threat_mod(g: &Game, seat: Seat, source: Source) -> i8 {
    binding(g, seat)
        .filter_map(|e| match e.op {
            Op::ThreatMod { source: s, amount } if s == source => Some(amount),
            _ => None,
        })
        .sum()
}

/// The change to an exit's Threat number for `seat`.
pub fn exit_threat(g: &Game, seat: Seat) -> i8 {
    threat_mod(g, seat, Source::Exit)
}

/// The change to a quest's Threat number for `seat`.
pub fn quest_threat(g: &Game, seat: Seat) -> i8 {
    threat_mod(g, seat, Source::Quest)
}

/// The change to a Pit's or Spikes' Threat number for `seat`.
pub fn feature_threat(g: &Game, seat: Seat, pit: bool) -> i8 {
    threat_mod(g, seat, if pit { Source::Pit } else { Source::Spikes })
}
