//! A log checked against its seed (`kalladra verify`): every input decided again from the
//! move its first entry records must make exactly the stored entries, the deal and every
//! shuffle drawn again from the seed.

use super::{starts_input, Act, Entry, Rules, Table};
use crate::games::{Move, Who};
use crate::lang::Lang;

/// Replays a log from its seed: every input's entries decided again from the move its head
/// records must equal the stored ones. The first input that differs, if any.
pub fn replay_check<R: Rules>(seed: [u8; 32], entries: &[Entry<R>]) -> Result<Table<R>, String> {
    let mut t = Table::<R>::new(seed);
    let mut i = 0;
    while i < entries.len() {
        let end = entries[i + 1..]
            .iter()
            .position(starts_input)
            .map_or(entries.len(), |k| i + 1 + k);
        let input = &entries[i..end];
        if let Entry::Acted { seat, act } = &input[0] {
            let redo = t.redo(*seat, act, input);
            if redo.as_deref() != Some(input) {
                // The first entry that differs from what the input makes again (the input's
                // head, when the move it records cannot be made at all).
                let k = redo.map_or(0, |r| {
                    r.iter()
                        .zip(input)
                        .position(|(a, b)| a != b)
                        .unwrap_or(r.len().min(input.len()))
                });
                let at = match k {
                    0 => String::new(),
                    _ => format!(" (of the input from entry {})", i + 1),
                };
                return Err(format!(
                    "entry {}{at} does not follow from the seed and the moves",
                    i + 1 + k
                ));
            }
        } else {
            return Err(format!("entry {} does not start an input", i + 1));
        }
        for e in input {
            t.fold_entry(e);
        }
        i = end;
    }
    Ok(t)
}

/// A complete log, as a record holds it (JSON values), replayed from its seed
/// (`replay_check`): the game as it ended, or what does not hold.
pub fn replayed<R: Rules>(
    seed: [u8; 32],
    entries: &[serde_json::Value],
) -> Result<Table<R>, String> {
    let entries = entries
        .iter()
        .enumerate()
        .map(|(i, v)| {
            serde_json::from_value(v.clone())
                .map_err(|e| format!("entry {} is not a {} entry: {e}", i + 1, R::NAME))
        })
        .collect::<Result<Vec<Entry<R>>, String>>()?;
    let t = replay_check(seed, &entries)?;
    if !t.over() {
        return Err("the log stops before the game's end".into());
    }
    Ok(t)
}

impl<R: Rules> Table<R> {
    /// The entries a recorded move makes when decided again (the organiser's rights and the
    /// recorded sender; a join takes the recorded name).
    fn redo(
        &self,
        seat: Option<usize>,
        act: &Act<R::Action>,
        input: &[Entry<R>],
    ) -> Option<Vec<Entry<R>>> {
        let who = seat.map_or(Who::Organiser, Who::Seat);
        let play = |a: &R::Action| serde_json::to_string(a).ok();
        let mv = match act {
            Act::Join => match input.get(1)? {
                Entry::Joined { user, name } => Move::Join {
                    user: user.clone(),
                    name: name.clone(),
                    role: None,
                },
                _ => return None,
            },
            Act::Leave => Move::Leave,
            Act::Set { key, value } => Move::Set {
                key: key.clone(),
                value: value.clone(),
            },
            Act::Start => Move::Start,
            Act::Play(a) => Move::Play(play(a)?),
            Act::ForAbsent { seat, action } => Move::ForAbsent {
                seat: *seat,
                play: play(action)?,
            },
            Act::End { reason } => Move::End {
                reason: reason.clone(),
            },
            Act::Undo { inputs } => Move::Undo { inputs: *inputs },
            Act::Replace { seat, .. } => match input.get(1)? {
                Entry::Replaced { user, name, .. } => Move::Replace {
                    seat: *seat,
                    user: user.clone(),
                    name: name.clone(),
                },
                _ => return None,
            },
            Act::Remove { seat, .. } => Move::Remove { seat: *seat },
            Act::Pause => Move::Pause,
            Act::Resume => Move::Resume,
            Act::Extend { hours } => Move::Extend { hours: *hours },
            Act::Sealed { .. } => return None,
        };
        self.entries(who, true, &mv, Lang::En).ok()
    }
}
