//! A fight's calls, delivered for a round's reminder (R22; the calls after an input are the
//! game's story's, `seated::telling`, and the monster's part, `!dq random` and strikes are
//! plays at the table's one door).

use super::held;
use super::Quests;
use crate::games::dungeonquest::engine::Actor;
use crate::games::story::Story;
use crate::organiser::desk::story::{replies, At};
use crate::organiser::desk::{Desk, Reply};

impl Quests {
    /// What each side of a fight must be asked now, privately (`QuestTable::fight_said`),
    /// each in its reader's language and with what it is answered with (a form, the offer's
    /// buttons), delivered as the table delivers every story.
    pub(super) fn fight_calls(&self, desk: &Desk, id: i64) -> Vec<(Actor, Reply)> {
        let at = At {
            desk,
            id,
            deadline: None,
        };
        let l = &desk.games[&id];
        let (_, q) = held(desk, id);
        q.fight_said(&at)
            .into_iter()
            .flat_map(|(a, said)| {
                let story = Story {
                    said: vec![said],
                    proofs: Vec::new(),
                };
                replies(l, story, &at).into_iter().map(move |r| (a, r))
            })
            .collect()
    }
}
