//! What a message names, read against the reader's view: his hand's and Pack's numbers, the
//! players' names, his quests, the attacks of the open combat.

use super::super::action::{Action, Choice, Sent};
use super::super::content::{set, CardId, QuestId, Target};
use super::super::state::{Phase, Question, Response, RewardTo, Seat, Standing};
use super::super::view::View;
use super::{CardRef, QuestRef, Said, SaidChoice, StandingChange};
use crate::lang::fold_accents;

/// Why a command names nothing: which number or name, and how many there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unresolved {
    /// No card with that number in his hand (he holds `count`).
    NoCard {
        n: usize,
        count: usize,
    },
    NoPackMonster {
        n: usize,
        count: usize,
    },
    NoTreasure {
        n: usize,
        count: usize,
    },
    /// No player of that name at the table.
    NoPlayer {
        name: String,
    },
    /// No quest of his with that number (he holds `count`), or no Global.
    NoQuest,
    /// No attack with that number in the combat (there are `count`).
    NoAttack {
        n: usize,
        count: usize,
    },
    /// Only a seated player gives commands.
    NotSeated,
}

fn nth<T: Copy>(list: &[T], n: usize) -> Option<T> {
    n.checked_sub(1).and_then(|i| list.get(i).copied())
}

fn card(v: &View, seat: Seat, r: CardRef) -> Result<CardId, Unresolved> {
    let h = &v.heroes[seat];
    match r {
        CardRef::Hand(n) => nth(&v.hand, n).ok_or(Unresolved::NoCard {
            n,
            count: v.hand.len(),
        }),
        CardRef::Pack(n) => {
            let pack: Vec<CardId> = h.pack.iter().map(|m| m.0).collect();
            nth(&pack, n).ok_or(Unresolved::NoPackMonster {
                n,
                count: pack.len(),
            })
        }
        CardRef::Inventory(n) => nth(&h.inventory, n).ok_or(Unresolved::NoTreasure {
            n,
            count: h.inventory.len(),
        }),
    }
}

/// The seat a typed name means: the whole name, any case, accents optional, or a unique
/// start of it, or `seat N`'s number.
pub fn player(names: &[String], typed: &str) -> Result<Seat, Unresolved> {
    // `#2`: the second seat, whatever its name.
    if let Some(n) = typed
        .strip_prefix('#')
        .and_then(|n| n.parse::<usize>().ok())
    {
        if (1..=names.len()).contains(&n) {
            return Ok(n - 1);
        }
    }
    let want = fold_accents(&typed.to_lowercase());
    // A name is matched with its spaces or without them (a command's words split at spaces).
    let folded: Vec<String> = names
        .iter()
        .map(|n| fold_accents(&n.to_lowercase()).split_whitespace().collect())
        .collect();
    if let Some(i) = folded.iter().position(|n| *n == want) {
        return Ok(i);
    }
    let starts: Vec<usize> = (0..names.len())
        .filter(|&i| folded[i].starts_with(&want))
        .collect();
    if let [one] = starts[..] {
        return Ok(one);
    }
    Err(Unresolved::NoPlayer {
        name: typed.to_string(),
    })
}

fn quest(v: &View, seat: Seat, q: QuestRef) -> Result<QuestId, Unresolved> {
    let here = v.heroes[seat].cell;
    match q {
        QuestRef::Mine(n) => nth(&v.heroes[seat].quests, n).ok_or(Unresolved::NoQuest),
        QuestRef::Global => v.global.ok_or(Unresolved::NoQuest),
        QuestRef::Dropped(n) => {
            let there: Vec<QuestId> = v
                .dropped
                .iter()
                .filter(|d| d.1 == here)
                .map(|d| d.0)
                .collect();
            nth(&there, n).ok_or(Unresolved::NoQuest)
        }
    }
}

/// The action a message means for `seat`, read against his view.
pub fn resolve(said: &Said, v: &View, seat: Seat, names: &[String]) -> Result<Action, Unresolved> {
    if seat >= v.heroes.len() {
        return Err(Unresolved::NotSeated);
    }
    Ok(match said {
        Said::End => match v.phase {
            Phase::DungeonLord => Action::EndDungeonLord,
            _ => Action::EndHero,
        },
        Said::Place(i) => Action::Place { spot: *i },
        Said::Move(side) => Action::Move { side: *side },
        Said::Jump => Action::Jump,
        Said::Explore => Action::Explore,
        Said::Untip => Action::Untip,
        Said::Play { card: n, extra } => Action::Play {
            card: card(v, seat, CardRef::Hand(*n))?,
            extra: *extra,
        },
        Said::Ability => Action::Ability,
        Said::Attempt(q) => Action::Attempt {
            quest: quest(v, seat, *q)?,
        },
        Said::Search(q) => Action::Search {
            quest: quest(v, seat, *q)?,
        },
        Said::Take(q) => Action::Take {
            quest: quest(v, seat, *q)?,
        },
        Said::Drop => Action::Drop,
        Said::Slay(q) => Action::Slay {
            quest: quest(v, seat, *q)?,
        },
        Said::Challenge(q, form) => Action::Challenge {
            quest: quest(v, seat, *q)?,
            form: *form,
        },
        Said::Duel {
            target,
            form,
            steal,
        } => Action::Duel {
            target: player(names, target)?,
            form: *form,
            steal: *steal,
        },
        Said::LetGo(n) => Action::LetGo {
            card: card(v, seat, CardRef::Inventory(*n))?,
        },
        Said::Discard(r) => Action::Discard {
            card: r.map(|r| card(v, seat, r)).transpose()?,
        },
        Said::Send(sends) => declaration(v, seat, names, sends)?,
        Said::Respond(plays) => {
            let count = v.combat.as_ref().map_or(0, |c| c.attacks.len());
            let mut out = Vec::new();
            for p in plays {
                let on = match p.on {
                    // No fight: the rules say no window is open.
                    Some(n) if v.combat.is_none() => Some(n.saturating_sub(1)),
                    Some(n) if n == 0 || n > count => {
                        return Err(Unresolved::NoAttack { n, count })
                    }
                    Some(n) => Some(n - 1),
                    None => None,
                };
                let card = p
                    .card
                    .map(|n| card(v, seat, CardRef::Hand(n)))
                    .transpose()?;
                out.push(Response {
                    card,
                    on,
                    extra: p.extra,
                    target: p.target.as_deref().map(|n| player(names, n)).transpose()?,
                });
            }
            Action::Respond { plays: out }
        }
        Said::Stand(change) => {
            let mut s: Standing = v.standing.unwrap_or_else(Standing::defaults);
            match change {
                StandingChange::Respond(r) => s.respond = *r,
                StandingChange::Challenge(b) => s.challenge = *b,
                StandingChange::Reward(RewardTo::Seat(n)) if *n >= v.heroes.len() || *n == seat => {
                    return Err(Unresolved::NoPlayer {
                        name: format!("#{}", n + 1),
                    })
                }
                StandingChange::Reward(r) => s.reward = *r,
                StandingChange::Pack(p) => s.pack = *p,
                StandingChange::Upkeep(u) => s.upkeep = *u,
                StandingChange::Minion(m) => s.minion = *m,
                StandingChange::Slay(f) => s.slay = *f,
            }
            Action::Stand(s)
        }
        Said::Choose(c) => Action::Choose(choice(v, seat, names, c)?),
    })
}

/// An answer read against the question asked (numbers from 1 become places in its lists);
/// with no question, or of another kind, the rules say why.
fn choice(v: &View, seat: Seat, names: &[String], c: &SaidChoice) -> Result<Choice, Unresolved> {
    let question = v.asked.as_ref().map(|a| &a.question);
    let from_one = |list: &[usize]| list.iter().map(|n| n - 1).collect::<Vec<usize>>();
    Ok(match c {
        SaidChoice::Form(f) => Choice::Form(*f),
        SaidChoice::Minion(b) => Choice::Minion(*b),
        SaidChoice::Place(i) => Choice::Place(*i),
        SaidChoice::Pick(i) => Choice::Pick(*i),
        SaidChoice::Cards(list) => Choice::Cards(
            list.iter()
                .map(|&n| card(v, seat, CardRef::Hand(n)))
                .collect::<Result<Vec<CardId>, Unresolved>>()?,
        ),
        SaidChoice::Pay(Some(list)) => Choice::Pay(from_one(list)),
        SaidChoice::Pay(None) => Choice::Pay(match question {
            Some(Question::Upkeep { owed }) => (0..owed.len()).collect(),
            _ => Vec::new(),
        }),
        SaidChoice::Pack(Some(list)) => Choice::Pack(from_one(list)),
        SaidChoice::Pack(None) => Choice::Pack(match question {
            Some(Question::Pack { survivors, room }) => {
                let mut by_life: Vec<usize> = survivors.clone();
                let combat = v.combat.as_ref();
                by_life.sort_by_key(|&i| {
                    let a = combat.map(|c| &c.attacks[i]);
                    let life = a
                        .and_then(|a| a.card)
                        .and_then(|c| set().adventure(c).monster.as_ref().map(|m| m.life));
                    let wounds = a.map_or(0, |a| a.wounds);
                    (
                        std::cmp::Reverse(life.unwrap_or(0).saturating_sub(wounds)),
                        i,
                    )
                });
                by_life.truncate(*room);
                by_life
            }
            _ => Vec::new(),
        }),
        SaidChoice::Peril(who) => Choice::Peril(
            who.iter()
                .map(|n| player(names, n))
                .collect::<Result<Vec<Seat>, Unresolved>>()?,
        ),
    })
}

/// The DungeonLord's sends, Banes first and Encounters in the order written.
fn declaration(
    v: &View,
    seat: Seat,
    names: &[String],
    sends: &[super::SaidSend],
) -> Result<Action, Unresolved> {
    let mut banes = Vec::new();
    let mut encounters = Vec::new();
    for s in sends {
        let c = card(v, seat, s.card)?;
        let target = player(names, &s.target)?;
        let a = set().adventure(c);
        let payer = match &s.payer {
            Some(p) => player(names, p)?,
            None => target,
        };
        let sent = Sent {
            card: c,
            target,
            payer: if a.target == Target::Hero || a.monster.is_some() {
                target
            } else {
                payer
            },
            form: s.form.or_else(|| {
                a.monster
                    .as_ref()
                    .filter(|m| m.attacks.len() == 1)
                    .map(|m| m.attacks[0])
            }),
            special: s.special,
            extra: s.extra,
        };
        match a.category {
            super::super::content::Category::Encounter => encounters.push(sent),
            _ => banes.push(sent),
        }
    }
    Ok(Action::Declare { banes, encounters })
}
