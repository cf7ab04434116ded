//! What happened, told to one reader: every event folded into a copy of the game as it is
//! told, so each line says the state it leaves (Life after a wound, Glory after a gain). A
//! hand's cards are told only to their holder, a window's plays only once it closes, and a
//! standing answer never (G42, G45).

use super::super::content::set;
use super::super::event::{Event, Roll};
use super::super::map::Cell;
use super::super::state::{Game, Outcome, Seat};
use super::{a, card_name, hero_name, map_name, phase, quest_name, side, t};
use crate::lang::Lang;

fn name(names: &[String], s: Seat) -> String {
    names
        .get(s)
        .map_or_else(|| format!("#{}", s + 1), |n| crate::lang::clean(n))
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn place(lang: Lang, g: &Game, cell: Cell) -> String {
    g.map.at(cell).map_or_else(
        || format!("({}, {})", cell.x, cell.y),
        |p| map_name(lang, p.card),
    )
}

/// The lines `viewer` (None: the channel) reads for `events`, which follow `before`.
pub fn tell(
    lang: Lang,
    before: &Game,
    viewer: Option<Seat>,
    names: &[String],
    events: &[Event],
) -> Vec<String> {
    let mut g = before.clone();
    let mut out = Vec::new();
    // The third quest wins at once (G40): a Global the rules deal on the way to the win
    // (the won quest was the Global) is no news for a game that ends in the same breath.
    let won = events.iter().any(|e| matches!(e, Event::Ended { .. }));
    for e in events {
        let prior = g.clone();
        g.fold(e);
        if won && matches!(e, Event::GlobalDealt { .. }) {
            continue;
        }
        if let Some(line) = line(lang, &prior, &g, viewer, names, e) {
            out.push(line);
        }
    }
    out
}

fn line(
    lang: Lang,
    prior: &Game,
    g: &Game,
    viewer: Option<Seat>,
    names: &[String],
    e: &Event,
) -> Option<String> {
    let n = |s: Seat| name(names, s);
    Some(match e {
        Event::Dealt { heroes, start, .. } => dealt(lang, names, heroes, *start),
        Event::TurnBegan {
            seat,
            round,
            movement,
        } => t(
            lang,
            "dg-tell-turn",
            &[
                a("round", round),
                a("name", n(*seat)),
                a("movement", movement),
            ],
        ),
        Event::PhaseBegan { phase: p } => t(
            lang,
            "dg-tell-phase",
            &[a("name", n(g.active)), a("phase", phase(lang, *p))],
        ),
        Event::MapDrawn { card, .. } => t(
            lang,
            "dg-tell-map-drawn",
            &[a("name", n(g.active)), a("card", map_name(lang, *card))],
        ),
        Event::MapSetAside { card } => t(
            lang,
            "dg-tell-set-aside",
            &[a("card", map_name(lang, *card))],
        ),
        Event::MapsReshuffled { .. } => t(lang, "dg-tell-reshuffled", &[]),
        Event::MapPlaced { card, spot, .. } => t(
            lang,
            "dg-tell-placed",
            &[
                a("card", map_name(lang, *card)),
                a("where", format!("({}, {})", spot.cell.x, spot.cell.y)),
            ],
        ),
        Event::Rolled {
            seat,
            roll,
            die,
            score,
            number,
            ..
        } => {
            let ok = die + score >= *number;
            t(
                lang,
                "dg-tell-rolled",
                &[
                    a("name", n(*seat)),
                    a("why", roll_for(lang, prior, roll)),
                    a("die", die),
                    a("score", score),
                    a("total", die + score),
                    a("number", number),
                    a(
                        "result",
                        t(
                            lang,
                            if ok {
                                "dg-tell-passed"
                            } else {
                                "dg-tell-failed"
                            },
                            &[],
                        ),
                    ),
                ],
            )
        }
        Event::Rerolled { seat, die, .. } => t(
            lang,
            "dg-tell-rerolled",
            &[a("name", n(*seat)), a("die", die)],
        ),
        Event::Moved {
            seat,
            to,
            side: s,
            cost,
            ..
        } => match s {
            Some(s) => t(
                lang,
                "dg-tell-moved",
                &[
                    a("name", n(*seat)),
                    a("side", side(lang, *s)),
                    a("card", place(lang, g, *to)),
                    a("cost", cost),
                ],
            ),
            None => t(
                lang,
                "dg-tell-jumped",
                &[a("name", n(*seat)), a("card", place(lang, g, *to))],
            ),
        },
        Event::Stopped { seat, .. } => t(lang, "dg-tell-stopped", &[a("name", n(*seat))]),
        _ => return tracks(lang, prior, g, viewer, names, e),
    })
}

fn dealt(lang: Lang, names: &[String], heroes: &[u8], start: Seat) -> String {
    let n = |s: Seat| name(names, s);
    let start = &start;
    let mut lines = vec![t(lang, "dg-tell-dealt", &[a("start", n(*start))])];
    for (s, &h) in heroes.iter().enumerate() {
        let hero = set().hero(h);
        let es = lang == Lang::Es;
        lines.push(t(
            lang,
            "dg-tell-hero",
            &[
                a("name", n(s)),
                a("hero", hero.name.get(es)),
                a("race", hero.race.get(es)),
                a("class", hero.class.get(es)),
            ],
        ));
    }
    lines.join("\n")
}

fn tracks(
    lang: Lang,
    prior: &Game,
    g: &Game,
    viewer: Option<Seat>,
    names: &[String],
    e: &Event,
) -> Option<String> {
    let n = |s: Seat| name(names, s);
    Some(match e {
        Event::Collected { seat, glory, peril } | Event::Stayed { seat, glory, peril } => {
            if *glory == 0 && *peril == 0 {
                return None;
            }
            let id = if matches!(e, Event::Stayed { .. }) {
                "dg-tell-stayed"
            } else {
                "dg-tell-collected"
            };
            t(
                lang,
                id,
                &[a("name", n(*seat)), a("glory", glory), a("peril", peril)],
            )
        }
        Event::Wounded { seat, wounds } => t(
            lang,
            "dg-tell-wounded",
            &[
                a("name", n(*seat)),
                a("wounds", wounds),
                a("life", g.player(*seat).life),
            ],
        ),
        Event::Healed { seat, life } => t(
            lang,
            "dg-tell-healed",
            &[
                a("name", n(*seat)),
                a("life", life),
                a("now", g.player(*seat).life),
            ],
        ),
        Event::Tipped { seat } => t(lang, "dg-tell-tipped", &[a("name", n(*seat))]),
        Event::Untipped { seat, .. } => t(lang, "dg-tell-untipped", &[a("name", n(*seat))]),
        Event::Died { seat, .. } => t(lang, "dg-tell-died", &[a("name", n(*seat))]),
        Event::Discarded { seat, card } => match card {
            Some(c) => t(
                lang,
                "dg-tell-discarded",
                &[a("name", n(*seat)), a("card", card_name(lang, *c))],
            ),
            None => t(lang, "dg-tell-discarded-hidden", &[a("name", n(*seat))]),
        },
        Event::Lost { seat, card, .. } => t(
            lang,
            "dg-tell-lost",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::Saved { seat } => t(lang, "dg-tell-saved", &[a("name", n(*seat))]),
        Event::Drew {
            seat, count, cards, ..
        } => match (viewer == Some(*seat), cards) {
            (true, Some(cards)) => {
                let list: Vec<String> = cards.iter().map(|&c| card_name(lang, c)).collect();
                t(lang, "dg-tell-drew-own", &[a("cards", list.join(", "))])
            }
            _ => t(
                lang,
                "dg-tell-drew",
                &[a("name", n(*seat)), a("count", count)],
            ),
        },
        Event::Glory { seat, delta } | Event::Peril { seat, delta } => {
            let (id, now) = if matches!(e, Event::Glory { .. }) {
                ("dg-tell-glory", g.player(*seat).glory)
            } else {
                ("dg-tell-peril", g.player(*seat).peril)
            };
            t(
                lang,
                id,
                &[
                    a("name", n(*seat)),
                    a("gain", yes(*delta >= 0)),
                    a("n", delta.unsigned_abs()),
                    a("now", now),
                ],
            )
        }
        Event::Movement { .. } => t(
            lang,
            "dg-tell-movement",
            &[a("name", n(g.active)), a("now", g.turn.movement)],
        ),
        Event::Level { seat, level } => t(
            lang,
            "dg-tell-level",
            &[a("name", n(*seat)), a("level", level)],
        ),
        _ => return quests_and_combat(lang, prior, g, viewer, names, e),
    })
}

fn quests_and_combat(
    lang: Lang,
    prior: &Game,
    g: &Game,
    _viewer: Option<Seat>,
    names: &[String],
    e: &Event,
) -> Option<String> {
    let n = |s: Seat| name(names, s);
    let q = |q: u8| quest_name(lang, q);
    let monster = |i: usize| {
        prior
            .combat
            .as_ref()
            .or(g.combat.as_ref())
            .and_then(|c| c.attacks.get(i))
            .map(|at| match at.card {
                Some(c) => card_name(lang, c),
                None => prior
                    .combat
                    .as_ref()
                    .and_then(|c| c.slay)
                    .map_or_else(String::new, |qq| quest_name(lang, qq)),
            })
            .unwrap_or_default()
    };
    Some(match e {
        Event::Attempted { seat, quest, .. } => t(
            lang,
            "dg-tell-attempted",
            &[a("name", n(*seat)), a("quest", q(*quest))],
        ),
        Event::Dice {
            seat, quest, dice, ..
        } => {
            let met = set().quest(*quest).task.as_ref().is_some_and(|t| match t {
                super::super::content::Task::Chance(c) => c.met(dice),
                _ => false,
            });
            let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
            t(
                lang,
                "dg-tell-dice",
                &[
                    a("name", n(*seat)),
                    a("dice", shown.join("-")),
                    a("quest", q(*quest)),
                    a(
                        "result",
                        t(
                            lang,
                            if met {
                                "dg-tell-passed"
                            } else {
                                "dg-tell-failed"
                            },
                            &[],
                        ),
                    ),
                ],
            )
        }
        Event::Searched {
            seat,
            quest,
            die,
            bonus,
            number,
            found,
            ..
        } => t(
            lang,
            "dg-tell-searched",
            &[
                a("name", n(*seat)),
                a("quest", q(*quest)),
                a("die", die),
                a("bonus", bonus),
                a("total", die + bonus),
                a("number", number),
                a(
                    "result",
                    t(
                        lang,
                        if *found {
                            "dg-tell-passed"
                        } else {
                            "dg-tell-failed"
                        },
                        &[],
                    ),
                ),
            ],
        ),
        Event::Completed { seat, quest, level } => t(
            lang,
            "dg-tell-completed",
            &[
                a("name", n(*seat)),
                a("quest", q(*quest)),
                a("level", level),
                a("count", g.player(*seat).done.len()),
            ],
        ),
        Event::GlobalDealt { quest } => t(lang, "dg-tell-global", &[a("quest", q(*quest))]),
        Event::TokenTaken { seat, quest } => t(
            lang,
            "dg-tell-token-taken",
            &[a("name", n(*seat)), a("quest", q(*quest))],
        ),
        Event::TokenDropped { seat, quest, .. } => t(
            lang,
            "dg-tell-token-dropped",
            &[a("name", n(*seat)), a("quest", q(*quest))],
        ),
        _ => return cards_in_play(lang, prior, g, names, e, &monster),
    })
}

fn cards_in_play(
    lang: Lang,
    prior: &Game,
    g: &Game,
    names: &[String],
    e: &Event,
    monster: &dyn Fn(usize) -> String,
) -> Option<String> {
    let n = |s: Seat| name(names, s);
    Some(match e {
        Event::Warped { seat, to } => t(
            lang,
            "dg-tell-warped",
            &[a("name", n(*seat)), a("card", place(lang, g, *to))],
        ),
        Event::Shifted { from, to } => t(
            lang,
            "dg-tell-shifted",
            &[
                a("card", place(lang, prior, *from)),
                a("where", format!("({}, {})", to.cell.x, to.cell.y)),
            ],
        ),
        Event::Sent {
            seat,
            card,
            target,
            payer,
            cost,
        } => t(
            lang,
            "dg-tell-sent",
            &[
                a("lord", n(*seat)),
                a("card", card_name(lang, *card)),
                a("target", n(*target)),
                a("payer", n(*payer)),
                a("cost", cost),
            ],
        ),
        Event::Cursed { seat, card, .. } => t(
            lang,
            "dg-tell-cursed",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        // Each paid special, named with what it does, before step A resolves it (G22).
        Event::CombatBegan { combat } => {
            let lines: Vec<String> = combat
                .attacks
                .iter()
                .filter(|at| at.special)
                .filter_map(|at| {
                    let card = at.card?;
                    let special = set().adventure(card).monster.as_ref()?.special.as_ref()?;
                    let text = super::super::content::text::effects(lang, &special.effects);
                    Some(t(
                        lang,
                        "dg-tell-special",
                        &[a("card", card_name(lang, card)), a("text", text)],
                    ))
                })
                .collect();
            if lines.is_empty() {
                return None;
            }
            lines.join("\n")
        }
        Event::WindowOpened { waiting } => {
            let who: Vec<String> = waiting.iter().map(|&s| n(s)).collect();
            t(lang, "dg-tell-window", &[a("names", who.join(", "))])
        }
        Event::Answered { seat, .. } => t(lang, "dg-tell-answered", &[a("name", n(*seat))]),
        Event::Played {
            seat, card, cost, ..
        } => t(
            lang,
            "dg-tell-played",
            &[
                a("name", n(*seat)),
                a("card", card_name(lang, *card)),
                a("cost", cost),
            ],
        ),
        Event::AbilityUsed { seat, cost } => t(
            lang,
            "dg-tell-ability",
            &[
                a("name", n(*seat)),
                a("hero", hero_name(lang, g.player(*seat).hero)),
                a("cost", cost),
            ],
        ),
        Event::Readied { seat, card } => t(
            lang,
            "dg-tell-readied",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::LetGo { seat, card } => t(
            lang,
            "dg-tell-let-go",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::Cancelled { attack } => t(lang, "dg-tell-cancelled", &[a("n", attack + 1)]),
        Event::Gone { attack, to_hand } => t(
            lang,
            "dg-tell-gone",
            &[a("monster", monster(*attack)), a("to_hand", yes(*to_hand))],
        ),
        _ => return fight(lang, prior, g, names, e, monster),
    })
}

fn fight(
    lang: Lang,
    _prior: &Game,
    g: &Game,
    names: &[String],
    e: &Event,
    monster: &dyn Fn(usize) -> String,
) -> Option<String> {
    let n = |s: Seat| name(names, s);
    let q = |q: u8| quest_name(lang, q);
    let form = |f| super::super::content::text::form(lang, f);
    Some(match e {
        Event::Fought {
            attack,
            hero,
            attack_die,
            attack_total,
            counter_die,
            counter_total,
            ..
        } => t(
            lang,
            "dg-tell-fought",
            &[
                a("n", attack + 1),
                a("monster", monster(*attack)),
                a("attack_die", attack_die),
                a("attack_total", attack_total),
                a("name", n(*hero)),
                a("counter_die", counter_die),
                a("counter_total", counter_total),
            ],
        ),
        Event::MonsterHurt { attack, .. } => t(
            lang,
            "dg-tell-monster-hurt",
            &[a("monster", monster(*attack))],
        ),
        Event::MinionHurt { seat, card, .. } => t(
            lang,
            "dg-tell-minion-hurt",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::Challenged {
            seat,
            attack,
            form: f,
        } => t(
            lang,
            "dg-tell-challenged",
            &[
                a("name", n(*seat)),
                a("monster", monster(*attack)),
                a("form", form(*f)),
            ],
        ),
        Event::SlayBegan { seat, quest, lord } => t(
            lang,
            "dg-tell-slay",
            &[
                a("name", n(*seat)),
                a("quest", q(*quest)),
                a("lord", n(*lord)),
            ],
        ),
        Event::SlayChallenged {
            seat,
            quest,
            hero_total,
            monster_total,
            ..
        } => t(
            lang,
            "dg-tell-slay-challenged",
            &[
                a("name", n(*seat)),
                a("quest", q(*quest)),
                a("hero_total", hero_total),
                a("monster_total", monster_total),
            ],
        ),
        Event::SlayWounds { quest, wounds } if *wounds > 0 => t(
            lang,
            "dg-tell-slay-wounds",
            &[a("quest", q(*quest)), a("wounds", wounds)],
        ),
        Event::Packed { seat, card, .. } => t(
            lang,
            "dg-tell-packed",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::BackToHand { seat, card } => t(
            lang,
            "dg-tell-back",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::MinionTaken { seat, attack } => t(
            lang,
            "dg-tell-minion",
            &[a("name", n(*seat)), a("card", monster(*attack))],
        ),
        Event::CombatOver => t(lang, "dg-tell-combat-over", &[]),
        _ => return ends(lang, g, names, e),
    })
}

fn ends(lang: Lang, g: &Game, names: &[String], e: &Event) -> Option<String> {
    let n = |s: Seat| name(names, s);
    let q = |q: u8| quest_name(lang, q);
    let form = |f| super::super::content::text::form(lang, f);
    Some(match e {
        // A curse's upkeep comes off the Peril of the hero it lies on (G29).
        Event::UpkeepPaid {
            seat,
            card,
            cost,
            from,
        } => t(
            lang,
            "dg-tell-upkeep",
            &[
                a("name", n(*seat)),
                a("card", card_name(lang, *card)),
                a("cost", cost),
                a("from", n(*from)),
                a("payer", if from == seat { "self" } else { "other" }),
            ],
        ),
        Event::Chose {
            seat,
            choice: super::super::action::Choice::Form(f),
        } => t(
            lang,
            "dg-tell-chose-form",
            &[a("name", n(*seat)), a("form", form(*f))],
        ),
        Event::Chose {
            seat,
            choice: super::super::action::Choice::Minion(counter),
        } => t(
            lang,
            "dg-tell-chose-minion",
            &[
                a("name", n(*seat)),
                a("use", if *counter { "counter" } else { "strike" }),
            ],
        ),
        Event::Unkept { seat, card } => t(
            lang,
            "dg-tell-unkept",
            &[a("name", n(*seat)), a("card", card_name(lang, *card))],
        ),
        Event::Dueled {
            seat,
            target,
            form: f,
            total,
            their_total,
            ..
        } => t(
            lang,
            "dg-tell-dueled",
            &[
                a("name", n(*seat)),
                a("target", n(*target)),
                a("form", form(*f)),
                a("total", total),
                a("their_total", their_total),
            ],
        ),
        Event::Stolen { from, to, quest } => t(
            lang,
            "dg-tell-stolen",
            &[
                a("name", n(*to)),
                a("target", n(*from)),
                a("quest", q(*quest)),
            ],
        ),
        Event::Ended { outcome } => match outcome {
            Outcome::Quests(s) => t(lang, "dg-tell-won-quests", &[a("name", n(*s))]),
            Outcome::LastStanding(s) => t(lang, "dg-tell-won-last", &[a("name", n(*s))]),
            Outcome::Points(winners) => {
                let who: Vec<String> = winners.iter().map(|&s| n(s)).collect();
                t(
                    lang,
                    "dg-tell-won-points",
                    &[a("names", who.join(", ")), a("count", winners.len())],
                )
            }
            Outcome::Nobody => t(lang, "dg-tell-nobody", &[]),
        },
        // Told by other lines, or never (a standing answer, the deck's order, what a card
        // lasts for, the wounds the Reward step counts).
        _ => {
            let _ = g;
            return None;
        }
    })
}

/// What a Threat roll is for, as its line says it (a newcomer read "rolls 4 + 1 = 5 against
/// 4" without knowing what was tested).
fn roll_for(lang: Lang, g: &Game, roll: &Roll) -> String {
    match *roll {
        Roll::Exit { side: s, .. } => t(lang, "dg-roll-for-exit", &[a("side", side(lang, s))]),
        Roll::Feature { .. } => t(lang, "dg-roll-for-feature", &[]),
        Roll::Quest { quest } => t(
            lang,
            "dg-roll-for-quest",
            &[a("quest", quest_name(lang, quest))],
        ),
        Roll::Attack { attack } => t(lang, "dg-roll-for-attack", &[a("n", attack + 1)]),
        Roll::Card { card } => t(
            lang,
            "dg-roll-for-card",
            &[a("card", card_name(lang, card))],
        ),
        Roll::Ability { seat } => {
            let hero = g.players.get(seat).map(|p| hero_name(lang, p.hero));
            t(
                lang,
                "dg-roll-for-ability",
                &[a("hero", hero.unwrap_or_default())],
            )
        }
    }
}
