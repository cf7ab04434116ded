//! DungeonQuest's own `!dq` words (`!dq tower`, `order`, `option`, `options`, `dice`,
//! `monster`, `random`) as the table reads them through `Seated::read`.

use super::super::command::Quest as Own;
use super::super::engine::{Action, Actor};
use super::super::render;
use super::{setting, QuestTable};
use crate::games::{Heard, Move};

impl QuestTable {
    /// One of DungeonQuest's own `!dq` words: a tower, the turn order, an optional rule (a
    /// setting), the monster's part claimed or handed to the bot, random strikes, as a move;
    /// the optional rules and the dice's statistics, shown.
    pub(super) fn own_word(&self, word: Own) -> Heard {
        let play =
            |a: Action| Heard::Play(Move::Play(serde_json::to_string(&a).expect("serialises")));
        match word {
            Own::Tower(c) => play(Action::Tower(c)),
            Own::Order { names } => {
                let seats = self
                    .game
                    .seats
                    .iter()
                    .map(|s| (s.user.as_str(), s.name.as_str()));
                let named: Result<Vec<usize>, String> = names
                    .iter()
                    .map(|n| {
                        crate::games::seats::seat_named(seats.clone(), n).ok_or_else(|| {
                            crate::games::seats::no_player(
                                self.game.seats.iter().map(|s| s.name.as_str()),
                                n,
                            )
                        })
                    })
                    .collect();
                match named {
                    Ok(seats) => play(Action::Reorder(seats)),
                    Err(why) => Heard::Mistake(why),
                }
            }
            Own::Option { name, on } => match setting::option_key(&name) {
                Ok(key) => Heard::Play(Move::Set {
                    key: key.to_string(),
                    value: if on { "on" } else { "off" }.to_string(),
                }),
                Err(why) => Heard::Mistake(why),
            },
            Own::Monster { bot: false } => play(Action::ClaimMonster),
            Own::Monster { bot: true } => play(Action::BotMonster),
            Own::Random => play(Action::RandomStrikes),
            Own::Options => Heard::Shown(render::options_list(&self.game.settings)),
            Own::Dice => {
                let g = &self.game;
                let seen = super::super::engine::seen_log(
                    g.seed,
                    &g.made_with,
                    &self.log,
                    Actor::Newcomer,
                );
                Heard::Shown(render::dice(&super::super::audit::dice_stats(&seen)))
            }
        }
    }
}
