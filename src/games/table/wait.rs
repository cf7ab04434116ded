//! The wait for the seats awaited now: where it began in the stored log, the hours the
//! organiser added to it, and the pauses that stopped its clock.

use super::{Act, Entry, Rules, Table};

/// The wait for the seats awaited now (`Table::wait`).
pub struct Wait {
    /// Where it began, as an index into the stored log.
    pub began: Option<usize>,
    /// The hours `!dq extend` has added to it.
    pub extra: u32,
    /// Each pause in effect that ends after it began (or has not ended): where it began
    /// and ended.
    pub pauses: Vec<(usize, Option<usize>)>,
}

impl<R: Rules> Table<R> {
    /// Whether the wait for the seats awaited begins at this entry: where the game says
    /// (`Rules::starts_wait`), else at any entry but a change of the clock or the seats.
    pub(crate) fn starts_wait(&self, e: &Entry<R>) -> bool {
        R::starts_wait(&self.choices, e).unwrap_or(!matches!(
            e,
            Entry::Chose { .. }
                | Entry::Replaced { .. }
                | Entry::Acted {
                    act: Act::Set { .. }
                        | Act::Pause
                        | Act::Resume
                        | Act::Extend { .. }
                        | Act::Replace { .. },
                    ..
                }
        ))
    }

    /// The wait for the seats awaited now, read from the inputs still in effect. It runs from
    /// the last entry in effect that is no change of the clock or the seats (a setting, a
    /// pause or its resume, an extension, a substitute), or where the game says a wait begins
    /// (`Rules::starts_wait`: a window open to several seats runs on one deadline from its
    /// opening, which each answer does not restart). An undo that took back more than the
    /// clock's settings and extensions starts it afresh (it sets the table afresh); undoing
    /// an extension takes back only its hours. A pause stops its clock and a resume lets it
    /// run on where it stopped.
    pub fn wait(&self) -> Wait {
        if self.over() {
            return Wait {
                began: None,
                extra: 0,
                pauses: Vec::new(),
            };
        }
        let starts = |e: &Entry<R>| self.starts_wait(e);
        // The inputs in effect, each its entries with their place in the stored log.
        let mut kept: Vec<Vec<(usize, &Entry<R>)>> = Vec::new();
        let mut undone_at = None;
        for (i, e) in self.log.iter().enumerate() {
            match e {
                Entry::Acted {
                    act: Act::Undo { inputs },
                    ..
                } => {
                    let gone = kept.split_off(kept.len() - (*inputs).min(kept.len()));
                    let clock_only = gone.iter().all(|input| {
                        matches!(
                            input[0].1,
                            Entry::Acted {
                                act: Act::Set { .. } | Act::Extend { .. },
                                ..
                            }
                        )
                    });
                    if !clock_only {
                        undone_at = Some(i);
                    }
                }
                Entry::Acted { .. } => kept.push(vec![(i, e)]),
                _ => match kept.last_mut() {
                    Some(input) => input.push((i, e)),
                    None => kept.push(vec![(i, e)]),
                },
            }
        }
        let in_effect = kept.iter().flatten();
        let began = in_effect
            .clone()
            .rev()
            .find(|(_, e)| starts(e))
            .map(|(i, _)| *i)
            .max(undone_at);
        let extra = in_effect
            .clone()
            .filter(|(i, _)| Some(*i) > began)
            .map(|(_, e)| match e {
                Entry::Acted {
                    act: Act::Extend { hours },
                    ..
                } => *hours,
                _ => 0,
            })
            .sum();
        let mut pauses = Vec::new();
        let mut open = None;
        for (i, e) in in_effect {
            match e {
                Entry::Acted {
                    act: Act::Pause, ..
                } => open = Some(*i),
                Entry::Acted {
                    act: Act::Resume, ..
                } => pauses.extend(open.take().map(|p| (p, Some(*i)))),
                _ => {}
            }
        }
        pauses.extend(open.map(|p| (p, None)));
        pauses.retain(|(_, end)| end.is_none_or(|r| Some(r) > began));
        Wait {
            began,
            extra,
            pauses,
        }
    }
}
