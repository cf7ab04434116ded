//! Combat: a monster appearing, escaping it, the fight's rounds (who plays the monster,
//! strikes sent, revealed and resolved), the channel's line and the DMs that ask for
//! strikes, and the fights the rules refuse.

use super::{a_monster, capitalised, hero_name, monster_name, names, seat_name, t, tr, Ask};
use super::{Mention, Scene};
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::event::{CombatResult, Event, RoundReport, StrikeWinner};
use crate::games::dungeonquest::engine::state::{AfterMonster, Awaiting};
use crate::games::dungeonquest::engine::{Action, EscapeBlock, MonsterSide, Plan, Rejection, View};

/// Strikes as shown when revealed or sealed.
pub fn plan_text(p: &Plan) -> String {
    let mut s = tr(
        "plan-text",
        &[
            ("standard", names::strike(p.standard)),
            ("brutal", names::strike(p.brutal)),
            ("counter", names::strike(p.counter)),
        ],
    );
    for (on, id) in [
        (p.spark, "plan-spark"),
        (p.fury, "plan-fury"),
        (p.warding, "plan-warding"),
        (p.flee, "plan-flee"),
    ] {
        if on {
            s.push_str(&format!(" · {}", tr(id, &[])));
        }
    }
    s
}

/// A monster appears; the hero escapes it or not.
pub(super) fn narrate_meeting(scene: &Scene, e: &Event) -> Option<String> {
    let (after, c) = (scene.after, content());
    let h = |seat: usize| hero_name(after, seat);
    match e {
        Event::MonsterAppears {
            seat,
            token,
            moved_from,
            ..
        } => {
            let m = content().token(*token).0;
            let mut line = tr(
                "narration-monster-appears",
                &[
                    ("glyph", c.monster(m).glyph.clone()),
                    ("A_monster", capitalised(a_monster(m))),
                    ("letter", super::names::monster_letter(m)),
                    ("hero", h(*seat)),
                ],
            );
            if let Some(p) = moved_from {
                line.push(' ');
                line.push_str(&tr(
                    "narration-monster-moved",
                    &[
                        ("monster", monster_name(m)),
                        ("monster_gender", names::monster_gender(m)),
                        ("pos", p.label()),
                    ],
                ));
            }
            Some(line)
        }
        Event::EscapeRolled {
            seat,
            monster,
            chance,
            roll,
            escaped,
        } => {
            let back = after.seats[*seat].hero.pos.label();
            let k = if *escaped && after.seats[*seat].hero.is_underground() {
                // Below ground nobody goes back anywhere: the journey goes on.
                "escape_ok_below"
            } else if *escaped {
                "escape_ok"
            } else {
                "escape_failed"
            };
            Some(t(
                "narration",
                k,
                &[
                    ("hero", h(*seat)),
                    ("roll", roll.to_string()),
                    ("chance", chance.to_string()),
                    ("pos", back),
                    ("monster", monster_name(*monster)),
                    ("monster_gender", names::monster_gender(*monster)),
                ],
            ))
        }
        Event::TokenPlaced { .. } | Event::TokenRemoved { .. } => None,
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// The fight: its start, who plays the monster, strikes sent, wounds, its end.
pub(super) fn narrate_fight(scene: &mut Scene, e: &Event) -> Option<String> {
    let (before, after) = (scene.before, scene.after);
    let h = |seat: usize| hero_name(after, seat);
    match e {
        Event::CombatStarted(cb) => Some(
            {
                scene.round = 1;
                String::new()
            } + &tr(
                "narration-combat-started",
                &[
                    ("hero", h(cb.seat)),
                    ("monster", monster_name(cb.monster)),
                    ("monster_gender", names::monster_gender(cb.monster)),
                ],
            )
            .to_string()
                + "\n"
                + &side_line(after, cb.seat, cb.monster, cb.side),
        ),
        Event::MonsterSideSet(side) => {
            let (seat, m) = match &after.combat {
                Some(cv) => (cv.seat, cv.monster),
                None => return None,
            };
            Some(side_line(after, seat, m, *side))
        }
        Event::Submitted { monster: false, .. } => fight_of(before, after).map(|(seat, _)| {
            tr(
                "narration-submitted-hero",
                &[("hero", h(seat)), ("round", scene.round.to_string())],
            )
        }),
        Event::Submitted { monster: true, .. } => fight_of(before, after).map(|(_, m)| {
            tr(
                "narration-submitted-monster",
                &[
                    ("monster", monster_name(m)),
                    ("monster_gender", names::monster_gender(m)),
                    ("round", scene.round.to_string()),
                ],
            )
        }),
        Event::BotSubmitted { .. } => None,
        Event::ChosenForThem { monster, .. } => fight_of(before, after).map(|(seat, m)| {
            let name = if *monster {
                tr(
                    "monster-the",
                    &[
                        ("monster", monster_name(m)),
                        ("monster_gender", names::monster_gender(m)),
                    ],
                )
            } else {
                h(seat)
            };
            tr(
                "narration-chosen-for-them",
                &[("name", name), ("round", scene.round.to_string())],
            )
        }),
        Event::MonsterWounded { amount } => {
            let (seat, m) = match (&after.combat, fight_of(before, after)) {
                (Some(cv), _) => (cv.seat, cv.monster),
                (None, Some(x)) => x,
                _ => return None,
            };
            Some(tr(
                "narration-tatianna",
                &[
                    ("hero", h(seat)),
                    ("amount", amount.to_string()),
                    ("monster", monster_name(m)),
                    ("monster_gender", names::monster_gender(m)),
                ],
            ))
        }
        Event::RoundResolved(r) => round_resolved(scene, e, r),
        Event::CombatEnded { result, token } => {
            let (seat, m) = fight_of(before, after)?;
            let life = content().token(*token).1.to_string();
            // Beaten but alive (knocked out under Death Can Wait): no body to stand over.
            let knocked_out = !matches!(
                after.seats.get(seat).map(|x| x.hero.status),
                Some(crate::games::dungeonquest::engine::Status::Dead(_))
            );
            let k = match result {
                CombatResult::HeroWon => "combat_won",
                CombatResult::MonsterWon if knocked_out => "combat_lost_knocked_out",
                CombatResult::MonsterWon => "combat_lost",
                CombatResult::BothDied => "combat_both",
                CombatResult::Abandoned => "combat_abandoned",
                CombatResult::Escaped => "combat_fled",
            };
            Some(t(
                "narration",
                k,
                &[
                    ("hero", h(seat)),
                    ("monster", monster_name(m)),
                    ("monster_gender", names::monster_gender(m)),
                    ("life", life),
                ],
            ))
        }
        _ => unreachable!("{e:?} is narrated by another area"),
    }
}

/// A round revealed: both sides' strikes, who won each, the wounds dealt.
fn round_resolved(scene: &mut Scene, e: &Event, r: &RoundReport) -> Option<String> {
    let (before, after, events) = (scene.before, scene.after, scene.events);
    let h = |seat: usize| hero_name(after, seat);
    scene.round = r.round + 1;
    let (seat, m) = fight_of(before, after)?;
    let who = |w: StrikeWinner| match w {
        StrikeWinner::Hero => h(seat),
        StrikeWinner::Monster => monster_name(m),
        StrikeWinner::Draw => tr("strike-draw", &[]),
    };
    let mut notes = String::new();
    if r.hugo_ignored {
        notes.push_str(&tr("narration-note-hugo", &[]));
    }
    if r.shield_used {
        notes.push_str(&tr("narration-note-shield", &[]));
    }
    if r.rune_blade {
        notes.push_str(&tr("narration-note-rune-blade", &[]));
    }
    if r.hero.spark {
        notes.push_str(&tr("narration-note-spark", &[]));
    }
    let mw = monster_wounds_after(before, events, e);
    let mut lines = vec![
        tr(
            "narration-round",
            &[
                ("round", r.round.to_string()),
                ("hero", h(seat)),
                ("hero_plan", plan_text(&r.hero)),
                ("monster", monster_name(m)),
                ("monster_gender", names::monster_gender(m)),
                ("monster_plan", plan_text(&r.monster)),
            ],
        ),
        tr(
            "narration-round-winners",
            &[
                ("standard", who(r.winners[0])),
                ("brutal", who(r.winners[1])),
                ("counter", who(r.winners[2])),
            ],
        ),
        tr(
            "narration-round-result",
            &[
                ("hero", h(seat)),
                ("hero_deals", r.hero_deals.to_string()),
                ("monster", monster_name(m)),
                ("monster_gender", names::monster_gender(m)),
                ("monster_deals", r.monster_deals.to_string()),
                ("notes", notes),
                ("monster_wounds", mw.to_string()),
            ],
        ),
    ];
    // A carried Counterattack is said only if another round follows.
    let fight_over = events
        .iter()
        .skip_while(|x| !std::ptr::eq(*x, e))
        .any(|x| matches!(x, Event::CombatEnded { .. }));
    match r.winners[2] {
        _ if fight_over => {}
        StrikeWinner::Hero => lines.push(tr("narration-counter-next", &[("name", h(seat))])),
        StrikeWinner::Monster => lines.push(tr(
            "narration-counter-next",
            &[(
                "name",
                tr(
                    "monster-the-start",
                    &[
                        ("monster", monster_name(m)),
                        ("monster_gender", names::monster_gender(m)),
                    ],
                ),
            )],
        )),
        StrikeWinner::Draw => {}
    }
    Some(lines.join("\n"))
}

/// A fight's event with no fight in either view is passed over: not said, and not the event
/// before the next.
pub(super) fn out_of_view(scene: &Scene, e: &Event) -> bool {
    match e {
        Event::MonsterSideSet(_) => scene.after.combat.is_none(),
        Event::MonsterWounded { .. } | Event::RoundResolved(_) | Event::CombatEnded { .. } => {
            fight_of(scene.before, scene.after).is_none()
        }
        _ => false,
    }
}

/// The fight narrated: from the view after the input, or before it if it ended.
fn fight_of(before: &View, after: &View) -> Option<(usize, u8)> {
    after
        .combat
        .as_ref()
        .or(before.combat.as_ref())
        .map(|c| (c.seat, c.monster))
}

/// The monster's wounds just after event `at`.
fn monster_wounds_after(before: &View, events: &[Event], at: &Event) -> u8 {
    let mut w = before.combat.as_ref().map_or(0, |c| c.monster_wounds);
    for e in events {
        match e {
            Event::CombatStarted(c) => w = c.monster_wounds,
            Event::MonsterWounded { amount } => w = w.saturating_add(*amount),
            // As the fold counts them: a `Flee` forfeits last round's wounds, a getaway deals none.
            Event::RoundResolved(r) => {
                w = w.saturating_sub(r.forfeit);
                if !r.fled {
                    w = w.saturating_add(r.hero_deals);
                }
            }
            _ => {}
        }
        if std::ptr::eq(e, at) {
            break;
        }
    }
    w
}

/// The line that says the monster's part is offered to a seat, while it is (the organiser
/// leaves it unsaid when that seat's player is away: the offer lapses at once).
pub fn offer_line(v: &View) -> Option<String> {
    let c = v.combat.as_ref()?;
    matches!(c.side, MonsterSide::Offered { open: false, .. })
        .then(|| side_line(v, c.seat, c.monster, c.side))
}

fn side_line(v: &View, hero_seat: usize, m: u8, side: MonsterSide) -> String {
    let monster = ("monster", monster_name(m));
    let gender = ("monster_gender", names::monster_gender(m));
    match side {
        MonsterSide::Offered { seat, open: false } => tr(
            "narration-side-offered",
            &[monster, gender, ("name", seat_name(v, seat))],
        ),
        MonsterSide::Offered { open: true, .. } => tr(
            "narration-side-open",
            &[monster, gender, ("hero", hero_name(v, hero_seat))],
        ),
        MonsterSide::Seat(s) => tr(
            "narration-side-seat",
            &[monster, gender, ("name", seat_name(v, s))],
        ),
        MonsterSide::Organiser => tr(
            "narration-side-organiser",
            &[monster, gender, ("name", tr("manage-the-organiser", &[]))],
        ),
        MonsterSide::Bot => tr("narration-side-bot", &[monster, gender]),
    }
}

/// A monster met: escape or attack; which monster first; a Fallen Elf's price.
pub(super) fn prompt(v: &View, seat: usize, g: Ask) -> Option<String> {
    Some(match &v.awaiting {
        Some(Awaiting::FallenElf { .. }) => g("fallen_elf", &[]),
        Some(Awaiting::Monster { can_escape, .. }) => {
            let m = v.combat.as_ref().map(|c| c.monster).or(v.pending_monster)?;
            let def = content().monster(m);
            if *can_escape {
                g(
                    "monster",
                    &[
                        ("a_monster", a_monster(m)),
                        ("chance", def.escape.to_string()),
                        ("damage", def.escape_damage.to_string()),
                    ],
                )
            } else {
                let h = &v.seats[seat].hero;
                let why = if h.resurfaced {
                    tr("refusal-escape-resurfaced", &[])
                } else if h.arrived_special {
                    tr("refusal-escape-special", &[])
                } else {
                    tr("refusal-escape-portcullis", &[])
                };
                g(
                    "monster_no_escape",
                    &[("a_monster", a_monster(m)), ("why", why)],
                )
            }
        }
        Some(Awaiting::WhichMonster {
            after: AfterMonster::Duel { defender },
            ..
        }) => g("duel_or_monster", &[("hero", hero_name(v, *defender))]),
        Some(Awaiting::WhichMonster { .. }) => g("which_monster", &[]),
        Some(Awaiting::MonsterTreasure { .. }) => g("monster_treasure", &[]),
        other => unreachable!("{other:?} is asked by another area"),
    })
}

/// The channel's line while a combat round is open: who still has to send what.
pub fn combat_prompt(v: &View, mention: Mention) -> Option<String> {
    let c = v.combat.as_ref()?;
    let monster = ("monster", monster_name(c.monster));
    let gender = ("monster_gender", names::monster_gender(c.monster));
    Some(match c.side {
        MonsterSide::Offered { seat, open: false } => tr(
            "prompt-combat-offer",
            &[("name", mention(seat)), monster, gender],
        ),
        MonsterSide::Offered { open: true, .. } => tr("prompt-combat-open", &[monster, gender]),
        side => {
            let mut names = Vec::new();
            if !c.hero_submitted {
                names.push(mention(c.seat));
            }
            if !c.monster_submitted {
                match side {
                    MonsterSide::Seat(s) => names.push(mention(s)),
                    MonsterSide::Organiser => names.push(tr("manage-the-organiser", &[])),
                    _ => {}
                }
            }
            tr(
                "prompt-combat",
                &[
                    ("round", (c.round + 1).to_string()),
                    monster,
                    gender,
                    ("names", names::and_list(&names)),
                ],
            )
        }
    })
}

/// The DM that asks one side of a fight for its strikes (None if it has nothing to send).
pub fn combat_dm(v: &View) -> Option<String> {
    let c = v.combat.as_ref()?;
    let hero = &v.seats[c.seat].hero;
    let mw = ("monster_wounds", c.monster_wounds.to_string());
    let round = ("round", (c.round + 1).to_string());
    let monster = ("monster", monster_name(c.monster));
    let gender = ("monster_gender", names::monster_gender(c.monster));
    let mut out = if v.seat == Some(c.seat) {
        if c.hero_submitted {
            return None;
        }
        let mut head = tr(
            "combat-hero-round",
            &[
                round,
                ("hero", names::hero_short(hero.id)),
                ("wounds", hero.wounds.to_string()),
                ("life", hero.def().life.to_string()),
                monster,
                gender,
                mw,
            ],
        );
        if let (Some(life), false) = (c.life, c.plays_monster) {
            // Going It Alone: the token lies face up.
            head.push('\n');
            head.push_str(&tr(
                "combat-face-up",
                &[
                    ("life", life.to_string()),
                    ("monster", monster_name(c.monster)),
                    ("monster_gender", names::monster_gender(c.monster)),
                ],
            ));
        }
        if c.hero_carry {
            head.push('\n');
            head.push_str(&tr("combat-carry-hero", &[]));
        }
        if c.monster_carry {
            head.push('\n');
            head.push_str(&tr("combat-carry-monster", &[]));
        }
        head
    } else if c.plays_monster {
        if c.monster_submitted {
            return None;
        }
        tr(
            "combat-monster-round",
            &[
                round,
                monster,
                gender,
                ("life", c.life.unwrap_or(0).to_string()),
                mw,
                ("hero", names::hero_short(hero.id)),
                ("wounds", hero.wounds.to_string()),
                ("hero_life", hero.def().life.to_string()),
            ],
        )
    } else {
        return None;
    };
    out.push('\n');
    out.push_str(&tr("combat-template", &[]));
    if v.seat == Some(c.seat)
        && v.legal
            .iter()
            .any(|a| matches!(a, Action::Strikes(p) if p.spark))
    {
        out.push('\n');
        out.push_str(&tr("combat-spark", &[]));
    }
    let fury: fn(&Plan) -> bool = |p| p.fury;
    let warding: fn(&Plan) -> bool = |p| p.warding;
    let flee: fn(&Plan) -> bool = |p| p.flee;
    for (name, used) in [("fury", fury), ("warding", warding), ("flee", flee)] {
        let can = v.seat == Some(c.seat)
            && v.legal
                .iter()
                .any(|a| matches!(a, Action::Strikes(p) if used(p)));
        if can {
            out.push('\n');
            out.push_str(&t("combat", name, &[]));
        }
    }
    Some(out)
}

/// No escape, no fight, or strikes the hero cannot use.
pub(super) fn refusal(r: &Rejection) -> String {
    match r {
        Rejection::CannotEscape { why } => t(
            "refusal",
            match why {
                EscapeBlock::Portcullis => "escape_portcullis",
                EscapeBlock::SpecialMovement => "escape_special",
                EscapeBlock::NoWayBack => "escape_no_way",
                EscapeBlock::Resurfaced => "escape_resurfaced",
            },
            &[],
        ),
        Rejection::NotInFight => tr("refusal-not-in-fight", &[]),
        Rejection::NotOffered => tr("refusal-not-offered", &[]),
        Rejection::NoSpark => tr("refusal-no-spark", &[]),
        Rejection::CannotFlee => tr("refusal-cannot-flee", &[]),
        Rejection::CannotFleeHere { why } => tr(
            "refusal-cannot-flee-here",
            &[(
                "why",
                t(
                    "refusal",
                    match why {
                        EscapeBlock::Portcullis => "flee_why_portcullis",
                        EscapeBlock::SpecialMovement => "flee_why_special",
                        EscapeBlock::NoWayBack => "flee_why_no_way",
                        EscapeBlock::Resurfaced => "flee_why_resurfaced",
                    },
                    &[],
                ),
            )],
        ),
        Rejection::NoSuchMonster => tr("refusal-no-such-monster", &[]),
        other => unreachable!("{other:?} is refused by another area"),
    }
}
