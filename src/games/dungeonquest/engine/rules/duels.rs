//! Hero vs Hero (R35): a duel started by walking in on another hero (see `movement.rs`),
//! its sealed rounds, the victor's spoils and the loser thrown back.

use super::*;

/// Hero vs Hero: each duellist sends his strikes (with his own Spark and runes); the
/// organiser may have the bot pick for a side past the deadline.
pub(super) fn check_duel(
    g: &Game,
    d: &Duel,
    actor: Actor,
    action: &Action,
) -> Result<(), Rejection> {
    match action {
        Action::Strikes(plan) => {
            let side = match actor {
                Actor::Seat(s) => d.side_of(s),
                _ => None,
            };
            let Some(side) = side else {
                return Err(if actor == Actor::Newcomer {
                    Rejection::NotInGame
                } else {
                    Rejection::NotInFight
                });
            };
            let h = g.hero(d.seat(side));
            if plan.spark && !h.loot.iter().any(|&x| content().card(x).id == "spark") {
                return Err(Rejection::NoSpark);
            }
            for (used, id) in [(plan.fury, "fury"), (plan.warding, "warding")] {
                if !used {
                    continue;
                }
                let rune = content().rune_by_id(id).unwrap_or(0);
                if !h.runes.contains(&rune) {
                    return Err(Rejection::NoRune { rune });
                }
            }
            if plan.flee {
                return Err(Rejection::CannotFlee);
            }
            Ok(())
        }
        Action::RandomStrikes => {
            if actor != Actor::Organiser {
                Err(Rejection::OrganiserOnly)
            } else if d.plans.iter().any(Option::is_none) {
                Ok(())
            } else {
                Err(Rejection::NotNow)
            }
        }
        _ => Err(Rejection::NotNow),
    }
}

/// The victor's spoils: a Loot card of the loser's by name (under Cloak and Dagger `any`,
/// blind), or none.
pub(super) fn check_spoils(g: &Game, from: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        // Cloak and Dagger: the loser's cards are face down; `Take any` picks one blind.
        Action::Take { name }
            if g.settings.cloak_and_dagger && name.eq_ignore_ascii_case("any") =>
        {
            Ok(())
        }
        Action::Take { name } => match loot_named(g, from, name) {
            Some(_) => Ok(()),
            None => Err(Rejection::NoSuchSpoil { name: name.clone() }),
        },
        Action::No | Action::Decline => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// Hero vs Hero: a duellist's sealed strikes.
    pub(super) fn duel_strikes(&mut self, actor: Actor, plan: Plan) {
        let side = match (actor, &self.g.duel) {
            (Actor::Seat(s), Some(d)) => d.side_of(s),
            _ => None,
        };
        if let Some(side) = side {
            self.emit(Event::DuelSubmitted {
                side,
                plan,
                random: false,
            });
        }
        self.duel_next();
    }

    /// Past the deadline: random strikes for each duellist who sent none.
    pub(super) fn duel_random_strikes(&mut self) {
        let missing: Vec<usize> = self
            .g
            .duel
            .as_ref()
            .map(|d| (0..2).filter(|&i| d.plans[i].is_none()).collect())
            .unwrap_or_default();
        for side in missing {
            let plan = self.random_plan();
            self.emit(Event::DuelSubmitted {
                side,
                plan,
                random: true,
            });
        }
        self.duel_next();
    }

    /// Resolve the duel round once both are in; otherwise keep waiting.
    pub(super) fn duel_next(&mut self) {
        let Some(d) = self.g.duel.clone() else { return };
        match d.plans {
            [Some(a), Some(b)] => self.resolve_duel(d, [a, b]),
            _ => self.ask(Awaiting::Duel { seat: d.attacker }),
        }
    }

    /// A duel round by R20, each side with its hero's abilities and items. The duel ends
    /// after a round in which either has taken four wounds in it (or died): the other is the
    /// victor, may take one Loot card, and the loser is thrown back as if escaping.
    pub(super) fn resolve_duel(&mut self, d: Duel, p: [Plan; 2]) {
        let c_ = content();
        let seats = [d.attacker, d.defender];
        let heroes = [
            self.g.hero(d.attacker).clone(),
            self.g.hero(d.defender).clone(),
        ];
        let id = |i: usize| heroes[i].def().id.clone();
        let ties = |i: usize, slot: usize, s: Strike| {
            (id(i) == "challara" && s == Strike::Spell) || (id(i) == "krutzbeck" && slot == 1)
        };
        let pick = |pl: &Plan, slot: usize| match slot {
            0 => pl.standard,
            1 => pl.brutal,
            _ => pl.counter,
        };
        let mut winners = [StrikeWinner::Draw; 3];
        for (slot, w) in winners.iter_mut().enumerate() {
            let (a, b) = (pick(&p[0], slot), pick(&p[1], slot));
            *w = if a.beats(b) || (a == b && ties(0, slot, a)) {
                StrikeWinner::Hero
            } else if b.beats(a) || (a == b && ties(1, slot, b)) {
                StrikeWinner::Monster
            } else {
                StrikeWinner::Draw
            };
        }
        let mine = |i: usize| {
            if i == 0 {
                StrikeWinner::Hero
            } else {
                StrikeWinner::Monster
            }
        };
        let holds = |i: usize, card: &str| heroes[i].loot.iter().any(|&x| c_.card(x).id == card);
        let mut deals = [0u8; 2];
        for i in 0..2 {
            let std = winners[0] == mine(i);
            deals[i] = u8::from(std)
                + u8::from(d.carry[i])
                + u8::from(p[i].spark)
                + u8::from(std && holds(i, "rune_blade"))
                + 2 * u8::from(p[i].fury);
            if winners[1] == mine(i) {
                deals[i] *= 2;
            }
        }
        let mut takes = [deals[1], deals[0]];
        let mut shields = [false; 2];
        for i in 0..2 {
            if p[i].warding {
                takes[i] = 0;
            }
            if id(i) == "hugo" && p[0].standard == p[1].standard && takes[i] > 0 {
                takes[i] -= 1;
            }
            if holds(i, "shield") && !d.shield_used[i] && takes[i] > 0 {
                takes[i] -= 1;
                shields[i] = true;
            }
        }
        for i in 0..2 {
            for (used, rid) in [(p[i].fury, "fury"), (p[i].warding, "warding")] {
                if let Some(rune) = c_.rune_by_id(rid).filter(|_| used) {
                    self.emit(Event::RuneUsed {
                        seat: seats[i],
                        rune,
                    });
                }
            }
            if p[i].spark {
                if let Some(card) = c_.card_by_id("spark") {
                    self.emit(Event::LootDiscarded {
                        seat: seats[i],
                        card,
                    });
                }
            }
        }
        self.emit(Event::DuelRound {
            round: d.round + 1,
            plans: p,
            winners,
            deals,
            takes,
            shields,
        });
        let alive = [
            self.wound(seats[0], takes[0], WoundCause::Duel(seats[1])),
            self.wound(seats[1], takes[1], WoundCause::Duel(seats[0])),
        ];
        let taken = self.g.duel.as_ref().map_or([0, 0], |d| d.taken);
        let lost = [!alive[0] || taken[0] >= 4, !alive[1] || taken[1] >= 4];
        let (winner, loser) = match lost {
            [false, false] => {
                self.ask(Awaiting::Duel { seat: d.attacker });
                return;
            }
            [true, false] => (Some(seats[1]), Some(seats[0])),
            [false, true] => (Some(seats[0]), Some(seats[1])),
            [true, true] if taken[0] != taken[1] => {
                let l = if taken[0] > taken[1] { 0 } else { 1 };
                (Some(seats[1 - l]), Some(seats[l]))
            }
            // Both beaten alike: no victor; the attacker falls back.
            [true, true] => (None, Some(seats[0])),
        };
        self.duel_over(winner, loser);
    }

    /// Hero vs Hero: no escape, the fight is on. Tatianna's opening strike is for monsters
    /// only, never a hero (R35).
    pub(super) fn start_duel(&mut self, seat: usize, defender: usize) {
        self.emit(Event::DuelStarted {
            attacker: seat,
            defender,
        });
        self.ask(Awaiting::Duel { seat });
    }

    /// The duel is decided: the loser (if he lives) is thrown back as if escaping, the victor
    /// may take a Loot card of his, and a victorious attacker then faces the chamber (R35).
    pub(super) fn duel_over(&mut self, winner: Option<usize>, loser: Option<usize>) {
        self.emit(Event::DuelEnded { winner, loser });
        let loser_up = loser.filter(|&l| self.alive(l));
        if let Some(l) = loser_up {
            self.step_back(l);
        }
        match (winner, loser_up) {
            (Some(w), Some(l)) if self.alive(w) && !self.g.hero(l).loot.is_empty() => {
                self.ask(Awaiting::Spoils { seat: w, from: l });
            }
            (Some(w), _) => self.after_duel(w),
            _ => self.end_turn(),
        }
    }

    /// The victor takes his spoils (or takes none), then carries on.
    pub(super) fn take_spoils(&mut self, s: usize, name: &str, before: Option<Awaiting>) {
        if let Some(Awaiting::Spoils { from, .. }) = before {
            let loot = &self.g.hero(from).loot;
            let blind = self.g.settings.cloak_and_dagger && name.eq_ignore_ascii_case("any");
            let card = if blind && !loot.is_empty() {
                Some(loot[self.chance(0, loot.len() as u32) as usize])
            } else {
                loot_named(self.g, from, name)
            };
            if let Some(card) = card {
                self.emit(Event::Plundered {
                    from,
                    to: s,
                    card,
                    blind,
                });
            }
        }
        self.after_duel(s);
    }

    /// After the spoils: the attacker (whose turn it is) who won faces the chamber he moved
    /// into, as after killing a monster (R35); otherwise the turn ends.
    pub(super) fn after_duel(&mut self, victor: usize) {
        if victor == self.g.current && self.alive(victor) {
            self.encounter(victor);
        } else {
            self.end_turn();
        }
    }
}
