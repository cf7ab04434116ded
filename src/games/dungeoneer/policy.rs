//! The computer player (G44). It sees only its seat's view (hand and public state), and picks
//! one of its legal actions: as DungeonLord it sends Encounters and Banes at the opponent
//! nearest to winning, each monster in its widest-margin form and as many as the target's
//! Peril pays for in one declaration; in its Hero Phase it buys Glory cards it can afford
//! (permanent stat items first, potions when wounded), works its quests where it stands, slays
//! when able and likely, steps towards its nearest quest place (fewest moves through openings,
//! Sewers and the Portal), explores and places map cards to shorten its way; in a Response
//! window that waits on it (a hit could kill it, G42) it plays what removes the most dangerous
//! attack, else a counter-attack bonus; at Discard/Draw it lets its least useful card go. Ties
//! are broken from its own stream (`chance::ComputerChoices`), never from the dice's.
//!
//! Each phase's candidates are made from the view, best first; `choose` takes the first that
//! is in `legal`, `choose_checked` the first the rules accept (so a declaration of several
//! cards can be made), without listing every legal action (map spots are costly).

use super::action::{Action, Choice};
use super::content::{set, Form};
use super::map::Cell;
use super::rules::{check, legal_actions};
use super::state::{Asked, Game, Phase, Question, Seat};
use super::view::View;
use crate::chance::ComputerChoices;

mod cards;
mod hero;
mod lord;
mod paths;

pub use cards::{beats, scores};

/// The computer player at a seat (one stream may serve every seat of a simulated game).
pub struct Computer {
    choices: ComputerChoices,
}

impl Computer {
    pub fn new(choices: ComputerChoices) -> Computer {
        Computer { choices }
    }

    /// One of `legal` (never anything else; `legal` is not empty), chosen from the view.
    pub fn choose(&mut self, v: &View, legal: &[Action]) -> Action {
        assert!(
            !legal.is_empty(),
            "the computer player needs a legal action"
        );
        let wanted = self.candidates(v);
        if let Some(a) = wanted.into_iter().find(|a| legal.contains(a)) {
            return a;
        }
        self.fallback(legal)
    }

    /// `choose` for a seat of `game` whose view is `v`: the first candidate the rules accept
    /// (`rules::check`), decided from the view alone; the legal list only when none is.
    pub fn choose_checked(&mut self, game: &Game, v: &View) -> Action {
        let seat = v.viewer.expect("a seat's view");
        let wanted = self.candidates(v);
        if let Some(a) = wanted.into_iter().find(|a| check(game, seat, a).is_ok()) {
            return a;
        }
        let legal = legal_actions(game, seat);
        self.fallback(&legal)
    }

    /// When no candidate is legal: the end of the phase or a pass if legal, else any.
    fn fallback(&mut self, legal: &[Action]) -> Action {
        let calm = legal.iter().find(|a| {
            matches!(
                a,
                Action::EndHero | Action::EndDungeonLord | Action::Discard { card: None }
            ) || matches!(a, Action::Respond { plays } if plays.is_empty())
        });
        match calm {
            Some(a) => a.clone(),
            None => legal[self.choices.below(legal.len() as u32) as usize].clone(),
        }
    }

    /// The best of `items` by `score`, ties drawn from the stream.
    pub(crate) fn best<T>(&mut self, items: Vec<T>, score: impl Fn(&T) -> f64) -> Option<T> {
        let scored: Vec<f64> = items.iter().map(&score).collect();
        let top = scored.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mut ties: Vec<T> = items
            .into_iter()
            .zip(scored)
            .filter(|(_, s)| *s >= top - 1e-9)
            .map(|(t, _)| t)
            .collect();
        if ties.is_empty() {
            return None;
        }
        let i = self.choices.below(ties.len() as u32) as usize;
        Some(ties.swap_remove(i))
    }

    /// What the seat would do now, best first.
    fn candidates(&mut self, v: &View) -> Vec<Action> {
        let Some(me) = v.viewer else {
            return Vec::new();
        };
        if v.phase == Phase::Setup {
            return vec![Action::Start];
        }
        if let Some(asked) = v.asked.as_ref().filter(|a| a.seat == me) {
            return vec![Action::Choose(answer(v, asked))];
        }
        if let Some(c) = &v.combat {
            if c.waiting.contains(&me) {
                let plays = cards::responses(v, me, &v.hand);
                let mut out = vec![Action::Respond {
                    plays: plays.clone(),
                }];
                // Each play alone, then a pass.
                out.extend(
                    plays
                        .into_iter()
                        .map(|p| Action::Respond { plays: vec![p] }),
                );
                out.push(Action::Respond { plays: Vec::new() });
                return out;
            }
        }
        if v.active != me {
            return Vec::new();
        }
        match v.phase {
            Phase::DungeonLord => {
                let mut out = lord::declarations(self, v, me);
                out.push(Action::EndDungeonLord);
                out
            }
            Phase::Build => match v.drawn {
                Some(card) => hero::place(self, v, me, card),
                None => Vec::new(),
            },
            Phase::Hero => hero::candidates(self, v, me),
            Phase::Discard => vec![self.discard(v, me)],
            Phase::Setup | Phase::Over => Vec::new(),
        }
    }

    /// Discard/Draw: the least useful card (ties from the stream), or none with an empty hand.
    fn discard(&mut self, v: &View, me: Seat) -> Action {
        let card = self.best(v.hand.clone(), |&c| -cards::worth(v, me, c));
        Action::Discard { card }
    }
}

/// The "random legal player": any legal action, uniformly from the stream.
pub fn random_legal(choices: &mut ComputerChoices, legal: &[Action]) -> Action {
    legal[choices.below(legal.len() as u32) as usize].clone()
}

/// A question's answer as the first option of its standing answer would have it (G42): the
/// Slay monster's widest-margin form, all upkeep paid, the Pack filled most Life first, each
/// Peril to the hero wounded (else the leader), the Minion countering.
fn answer(v: &View, asked: &Asked) -> Choice {
    let attacks = v
        .combat
        .as_ref()
        .map(|c| c.attacks.as_slice())
        .unwrap_or(&[]);
    match &asked.question {
        Question::SlayForm { hero, quest } => {
            let h = &v.heroes[*hero];
            let m = set().quest(*quest).monster.as_ref();
            let form = m
                .and_then(|m| {
                    m.attacks.iter().copied().max_by_key(|&f| {
                        let mine = h.scores[f as usize];
                        (
                            i32::from(m.score(f)) - i32::from(mine),
                            std::cmp::Reverse(f),
                        )
                    })
                })
                .unwrap_or(Form::Melee);
            Choice::Form(form)
        }
        Question::Upkeep { owed } => Choice::Pay((0..owed.len()).collect()),
        Question::Pack { survivors, room } => {
            let mut by_life = survivors.clone();
            by_life.sort_by_key(|&i| {
                let a = &attacks[i];
                let life = a
                    .card
                    .and_then(|c| set().adventure(c).monster.as_ref().map(|m| m.life))
                    .unwrap_or(0);
                (std::cmp::Reverse(life.saturating_sub(a.wounds)), i)
            });
            by_life.truncate(*room);
            Choice::Pack(by_life)
        }
        Question::Reward { peril } => {
            let living = |s: Seat| s != asked.seat && v.heroes.get(s).is_some_and(|h| h.alive);
            let leader = (0..v.heroes.len())
                .filter(|&s| living(s))
                .max_by_key(|&s| {
                    let h = &v.heroes[s];
                    (h.done.len(), h.level, std::cmp::Reverse(s))
                })
                .unwrap_or(asked.seat);
            let mut seats = Vec::new();
            for a in attacks {
                let to = if living(a.target) { a.target } else { leader };
                seats.extend(std::iter::repeat_n(to, usize::from(a.dealt)));
            }
            seats.truncate(*peril as usize);
            if seats.len() != *peril as usize {
                seats = vec![leader];
            }
            Choice::Peril(seats)
        }
        Question::Minion { .. } => Choice::Minion(true),
        Question::Warp { hero, places } => {
            // Nearest his own quests' places for himself, farthest for another's hero.
            let goals: Vec<_> = paths::held(v, *hero)
                .into_iter()
                .flat_map(|q| paths::locations(q).iter())
                .filter_map(|&m| v.map.cell_of(m))
                .collect();
            let far = |c: &Cell| {
                goals
                    .iter()
                    .map(|g| (g.x - c.x).unsigned_abs() + (g.y - c.y).unsigned_abs())
                    .min()
                    .unwrap_or(0)
            };
            let own = *hero == asked.seat;
            let best = (0..places.len()).min_by_key(|&i| {
                let d = i32::from(far(&places[i]));
                (if own { d } else { -d }, i)
            });
            Choice::Place(best.unwrap_or(0))
        }
        Question::Discard { hero, cards } => {
            // His own least useful card; another's most useful.
            let worth = |&i: &usize| cards::worth(v, *hero, cards[i]);
            let order = (0..cards.len()).map(|i| (worth(&i), i));
            let pick = if *hero == asked.seat {
                order.min_by(|a, b| a.0.total_cmp(&b.0))
            } else {
                order.max_by(|a, b| a.0.total_cmp(&b.0))
            };
            Choice::Pick(pick.map_or(0, |p| p.1))
        }
        Question::Sacrifice { count, .. } => {
            let me = asked.seat;
            let mut hand = v.hand.clone();
            hand.sort_by(|&a, &b| cards::worth(v, me, a).total_cmp(&cards::worth(v, me, b)));
            hand.truncate(*count);
            Choice::Cards(hand)
        }
    }
}
