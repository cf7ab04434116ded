//! Combat with a monster (R17-R22): who plays the monster, the sealed strikes and who may
//! send them (`check_fight`), the bot's and the deadline's random strikes, a round's
//! resolution (R20) and the end of the fight (R21), Live to Fight Another Day included.

use super::*;

/// Who plays the monster in this fight, if anyone has taken the part.
pub(super) fn monster_player(c: &Combat) -> Option<Actor> {
    match c.side {
        MonsterSide::Seat(s) => Some(Actor::Seat(s)),
        MonsterSide::Organiser => Some(Actor::Organiser),
        _ => None,
    }
}

/// Strikes and the monster's part: open to the two sides of the fight, whatever the turn.
pub(super) fn check_fight(g: &Game, actor: Actor, action: &Action) -> Result<(), Rejection> {
    match g.phase {
        Phase::Setup => return Err(Rejection::NotStarted),
        Phase::Ended => return Err(Rejection::GameOver),
        Phase::Playing => {}
    }
    if let (Some(d), Some(Awaiting::Duel { .. })) = (&g.duel, &g.awaiting) {
        return check_duel(g, d, actor, action);
    }
    let Some(c) = g
        .combat
        .as_ref()
        .filter(|_| matches!(g.awaiting, Some(Awaiting::Combat { .. })))
    else {
        return Err(match (actor, action) {
            (Actor::Newcomer, _) => Rejection::NotInGame,
            (Actor::Organiser, Action::RandomStrikes) => Rejection::NoRound,
            _ => Rejection::NotNow,
        });
    };
    let is_hero = actor == Actor::Seat(c.seat);
    match action {
        Action::Strikes(plan) => {
            if is_hero {
                if plan.spark
                    && !g
                        .hero(c.seat)
                        .loot
                        .iter()
                        .any(|&x| content().card(x).id == "spark")
                {
                    return Err(Rejection::NoSpark);
                }
                if plan.flee && (!g.settings.live_to_fight || c.won_last == 0) {
                    return Err(Rejection::CannotFlee);
                }
                // A getaway is an escape: barred wherever escaping is (R38).
                if let Some(why) = escape_block(g, c.seat).filter(|_| plan.flee) {
                    return Err(Rejection::CannotFleeHere { why });
                }
                for (used, id) in [(plan.fury, "fury"), (plan.warding, "warding")] {
                    if !used {
                        continue;
                    }
                    let rune = content().rune_by_id(id).unwrap_or(0);
                    if !g.hero(c.seat).runes.contains(&rune) {
                        return Err(Rejection::NoRune { rune });
                    }
                }
                return Ok(());
            }
            if monster_player(c) == Some(actor) {
                return if plan.spark || plan.fury || plan.warding || plan.flee {
                    Err(Rejection::NoSpark)
                } else {
                    Ok(())
                };
            }
            Err(if actor == Actor::Newcomer {
                Rejection::NotInGame
            } else {
                Rejection::NotInFight
            })
        }
        Action::TakeMonster | Action::DeclineMonster => match c.side {
            MonsterSide::Offered { seat, open: false } if actor == Actor::Seat(seat) => Ok(()),
            _ => Err(Rejection::NotOffered),
        },
        Action::ClaimMonster => match c.side {
            _ if actor == Actor::Newcomer => Err(Rejection::NotInGame),
            MonsterSide::Offered { open: true, .. } if !is_hero => Ok(()),
            _ => Err(Rejection::NotOffered),
        },
        Action::BotMonster => {
            if actor != Actor::Organiser {
                return Err(Rejection::OrganiserOnly);
            }
            match c.side {
                MonsterSide::Bot => Err(Rejection::NotNow),
                _ => Ok(()),
            }
        }
        Action::RandomStrikes => {
            if actor != Actor::Organiser {
                return Err(Rejection::OrganiserOnly);
            }
            if c.hero_plan.is_none() || c.monster_player_missing() {
                Ok(())
            } else {
                Err(Rejection::NotNow)
            }
        }
        Action::OfferLapsed => match (actor, c.side) {
            (Actor::Organiser, MonsterSide::Offered { open: false, .. }) => Ok(()),
            (Actor::Organiser, _) => Err(Rejection::NotNow),
            _ => Err(Rejection::OrganiserOnly),
        },
        _ => Err(Rejection::NotNow),
    }
}

/// Every strike plan the fighting hero could send: with a Spark, Fury or Warding only if he
/// holds it (the monster's player sends plain strikes; `check` sorts out who may send what).
pub(super) fn all_plans(g: &Game, duellist: Option<usize>) -> Vec<Plan> {
    let hero = match duellist {
        Some(s) => Some(g.hero(s)),
        None => g.combat.as_ref().map(|c| g.hero(c.seat)),
    };
    let holds_card =
        |id: &str| hero.is_some_and(|h| h.loot.iter().any(|&x| content().card(x).id == id));
    let holds_rune = |id: &str| {
        hero.is_some_and(|h| {
            content()
                .rune_by_id(id)
                .is_some_and(|r| h.runes.contains(&r))
        })
    };
    let can_flee = g.settings.live_to_fight
        && g.combat
            .as_ref()
            .is_some_and(|c| c.won_last > 0 && escape_block(g, c.seat).is_none());
    let options = |has: bool| if has { vec![false, true] } else { vec![false] };
    let mut v = Vec::with_capacity(27);
    for spark in options(holds_card("spark")) {
        for fury in options(holds_rune("fury")) {
            for warding in options(holds_rune("warding")) {
                for flee in options(can_flee) {
                    for standard in Strike::ALL {
                        for brutal in Strike::ALL {
                            for counter in Strike::ALL {
                                v.push(Plan {
                                    sealed: false,
                                    standard,
                                    brutal,
                                    counter,
                                    spark,
                                    fury,
                                    warding,
                                    flee,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    v
}

impl Ctx<'_> {
    /// Combat begins (R19). `attacked`: the hero chose to attack (Tatianna's opening strike).
    pub(super) fn start_combat(
        &mut self,
        seat: usize,
        token: TokenId,
        after: AfterMonster,
        attacked: bool,
    ) {
        let (monster, _) = content().token(token);
        let n = self.g.seats.len();
        let current = self.g.current;
        let side = if current != seat && self.g.is_servant(current) {
            // Attacking Heroes: the servant who moved the monster plays it.
            MonsterSide::Seat(current)
        } else if self.g.settings.auto_monster || n == 1 {
            MonsterSide::Bot
        } else {
            MonsterSide::Offered {
                seat: (seat + 1) % n,
                open: false,
            }
        };
        self.emit(Event::CombatStarted(Combat {
            seat,
            token,
            monster,
            monster_wounds: 0,
            round: 0,
            hero_plan: None,
            monster_plan: None,
            hero_carry: false,
            monster_carry: false,
            side,
            after,
            shield_used: false,
            won_last: 0,
        }));
        if attacked {
            let amount = self.opening_strike(seat);
            if amount > 0 {
                self.emit(Event::MonsterWounded { amount });
                if self.monster_dead() {
                    self.end_combat(CombatResult::HeroWon);
                    return;
                }
            }
        }
        self.begin_round();
    }

    /// Tatianna's opening strike when she attacks a monster (never a hero in a duel): 1d6,
    /// 4-5 deals 1 wound and 6 deals 2 (R35). Nothing for anyone else.
    pub(super) fn opening_strike(&mut self, seat: usize) -> u8 {
        if self.g.hero(seat).def().id != "tatianna" {
            return 0;
        }
        match self.roll(seat, RollFor::Ambush, 1) {
            6 => 2,
            4 | 5 => 1,
            _ => 0,
        }
    }

    pub(super) fn monster_dead(&self) -> bool {
        let Some(c) = &self.g.combat else {
            return false;
        };
        let (_, life) = content().token(c.token);
        match self.g.settings.death_at {
            DeathAt::Greater => c.monster_wounds > life,
            DeathAt::EqualOrGreater => c.monster_wounds >= life,
        }
    }

    pub(super) fn begin_round(&mut self) {
        let Some(c) = &self.g.combat else { return };
        let seat = c.seat;
        if c.side == MonsterSide::Bot && c.monster_plan.is_none() {
            self.bot_strikes();
        }
        self.ask(Awaiting::Combat { seat });
    }

    /// Three uniformly random strikes from the next three draws (Standard, Brutal,
    /// Counterattack); the event that records them counts the draws.
    pub(super) fn random_plan(&self) -> Plan {
        let pick = |k: u64| Strike::ALL[self.chance(k, 3) as usize];
        Plan {
            sealed: false,
            standard: pick(0),
            brutal: pick(1),
            counter: pick(2),
            spark: false,
            fury: false,
            warding: false,
            flee: false,
        }
    }

    /// The bot's sealed strikes (R17).
    pub(super) fn bot_strikes(&mut self) {
        let plan = self.random_plan();
        self.emit(Event::BotSubmitted { plan });
    }

    /// R22: past the deadline, random strikes for each side that sent none.
    pub(super) fn random_strikes(&mut self) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        for (monster, missing) in [
            (false, c.hero_plan.is_none()),
            (true, c.monster_player_missing()),
        ] {
            if missing {
                let plan = self.random_plan();
                self.emit(Event::ChosenForThem { monster, plan });
            }
        }
        self.after_submission();
    }

    pub(super) fn set_side(&mut self, side: MonsterSide) {
        self.emit(Event::MonsterSideSet(side));
        self.after_submission();
    }

    /// The monster's part declined or lapsed: anyone else may claim it now.
    pub(super) fn open_monster_part(&mut self) {
        if let Some(MonsterSide::Offered { seat, .. }) = self.g.combat.as_ref().map(|c| c.side) {
            self.set_side(MonsterSide::Offered { seat, open: true });
        }
    }

    /// The monster's part claimed, by a seat or by the organiser.
    pub(super) fn claim_monster(&mut self, actor: Actor) {
        self.set_side(match actor {
            Actor::Seat(s) => MonsterSide::Seat(s),
            _ => MonsterSide::Organiser,
        });
    }

    pub(super) fn strikes(&mut self, actor: Actor, plan: Plan) {
        let Some(c) = &self.g.combat else { return };
        let monster = actor != Actor::Seat(c.seat);
        self.emit(Event::Submitted { monster, plan });
        self.after_submission();
    }

    /// Resolve the round once both sides are in; otherwise keep waiting.
    pub(super) fn after_submission(&mut self) {
        let Some(c) = &self.g.combat else { return };
        if c.side == MonsterSide::Bot && c.monster_plan.is_none() {
            self.bot_strikes();
        }
        let Some(c) = &self.g.combat else { return };
        if c.hero_plan.is_some() && c.monster_plan.is_some() {
            self.resolve_round();
        } else {
            let seat = c.seat;
            self.ask(Awaiting::Combat { seat });
        }
    }

    /// R20: each side deals (Standard won) + (Counterattack won last round) + bonuses, doubled
    /// if its Brutal won; a Counterattack won now carries 1 wound into the next round. Both
    /// sides' wounds land at once.
    pub(super) fn resolve_round(&mut self) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        let (Some(hp), Some(mp)) = (c.hero_plan, c.monster_plan) else {
            return;
        };
        let c_ = content();
        let hero = self.g.hero(c.seat).clone();
        let hid = hero.def().id.as_str();
        let win = |slot: usize, h: Strike, m: Strike| {
            if h.beats(m) {
                StrikeWinner::Hero
            } else if m.beats(h) {
                StrikeWinner::Monster
            } else if (hid == "challara" && h == Strike::Spell) || (hid == "krutzbeck" && slot == 1)
            {
                StrikeWinner::Hero
            } else {
                StrikeWinner::Draw
            }
        };
        let winners = [
            win(0, hp.standard, mp.standard),
            win(1, hp.brutal, mp.brutal),
            win(2, hp.counter, mp.counter),
        ];
        let holds = |id: &str| hero.loot.iter().any(|&x| c_.card(x).id == id);
        let rune_blade = holds("rune_blade") && winners[0] == StrikeWinner::Hero;
        let mut hero_deals = u8::from(winners[0] == StrikeWinner::Hero)
            + u8::from(c.hero_carry)
            + u8::from(hp.spark)
            + u8::from(rune_blade)
            + 2 * u8::from(hp.fury);
        if winners[1] == StrikeWinner::Hero {
            hero_deals *= 2;
        }
        let mut monster_deals =
            u8::from(winners[0] == StrikeWinner::Monster) + u8::from(c.monster_carry);
        if winners[1] == StrikeWinner::Monster {
            monster_deals *= 2;
        }
        let mut hero_takes = if hp.warding { 0 } else { monster_deals };
        let hugo_ignored = hid == "hugo" && hp.standard == mp.standard && hero_takes > 0;
        if hugo_ignored {
            hero_takes -= 1;
        }
        let shield_used = holds("shield") && !c.shield_used && hero_takes > 0;
        if shield_used {
            hero_takes -= 1;
        }
        for (used, id) in [(hp.fury, "fury"), (hp.warding, "warding")] {
            if let Some(rune) = c_.rune_by_id(id).filter(|_| used) {
                self.emit(Event::RuneUsed { seat: c.seat, rune });
            }
        }
        // Live to Fight Another Day: the forfeit of last round, and the getaway if he wins.
        let forfeit = if hp.flee { c.won_last } else { 0 };
        let fled = hp.flee && hero_deals > hero_takes;
        if hp.spark {
            if let Some(spark) = c_.card_by_id("spark") {
                self.emit(Event::LootDiscarded {
                    seat: c.seat,
                    card: spark,
                });
            }
        }
        self.emit(Event::RoundResolved(RoundReport {
            round: c.round + 1,
            hero: hp,
            monster: mp,
            winners,
            hero_deals,
            monster_deals,
            hero_takes,
            shield_used,
            hugo_ignored,
            rune_blade,
            forfeit,
            fled,
        }));
        let hero_alive = self.wound(c.seat, hero_takes, WoundCause::Combat(c.monster));
        let monster_dead = self.monster_dead();
        if fled && hero_alive {
            self.end_combat(CombatResult::Escaped);
            return;
        }
        match (hero_alive, monster_dead) {
            (true, false) => self.begin_round(),
            (true, true) => self.end_combat(CombatResult::HeroWon),
            (false, false) => self.end_combat(CombatResult::MonsterWon),
            (false, true) => self.end_combat(CombatResult::BothDied),
        }
    }

    /// R21: a slain monster's token goes back to the pool; a victorious one stays in the
    /// chamber, healed. A won fight against a monster met on entering leads on to the chamber.
    pub(super) fn end_combat(&mut self, result: CombatResult) {
        let Some(c) = self.g.combat.clone() else {
            return;
        };
        let here = self.g.hero(c.seat).pos;
        match result {
            CombatResult::HeroWon | CombatResult::BothDied => {
                self.emit(Event::TokenRemoved { token: c.token })
            }
            // In the catacombs the monster wanders off: its token goes back to the pool.
            CombatResult::MonsterWon | CombatResult::Abandoned | CombatResult::Escaped
                if self.g.hero(c.seat).is_underground() => {}
            CombatResult::MonsterWon | CombatResult::Abandoned | CombatResult::Escaped => self
                .emit(Event::TokenPlaced {
                    pos: here,
                    token: c.token,
                }),
        }
        self.emit(Event::CombatEnded {
            result,
            token: c.token,
        });
        if result == CombatResult::Escaped {
            self.step_back(c.seat);
            self.end_turn();
            return;
        }
        if result == CombatResult::HeroWon && self.g.settings.monstrous_treasures {
            let (_, life) = content().token(c.token);
            if self.roll(c.seat, RollFor::MonsterTreasure, 1) < life {
                // Monstrous Treasures: he may take the card, or leave it (R41).
                self.ask(Awaiting::MonsterTreasure {
                    seat: c.seat,
                    after: c.after,
                });
                return;
            }
        }
        self.after_fight(c.seat, result, c.after);
    }

    /// Monstrous Treasures: the top Treasure card taken (`Yes`) or left; then on.
    pub(super) fn monster_treasure(&mut self, seat: usize, take: bool, after: AfterMonster) {
        if take {
            self.draw_card(seat, Deck::Treasure);
        }
        self.after_fight(seat, CombatResult::HeroWon, after);
    }

    /// What follows a fight's end: the chamber, the duel he put off, or the turn's end.
    fn after_fight(&mut self, seat: usize, result: CombatResult, after: AfterMonster) {
        let here = self.g.hero(seat).pos;
        match (result, after) {
            (CombatResult::HeroWon, AfterMonster::Chamber) => self.encounter(seat),
            // The monster first, then the hero he walked in on, if he is still there (R40).
            (CombatResult::HeroWon, AfterMonster::Duel { defender }) => {
                if self.g.occupant(here, seat) == Some(defender) {
                    self.start_duel(seat, defender);
                } else {
                    self.encounter(seat);
                }
            }
            (CombatResult::Abandoned, _) => {}
            _ => self.end_turn(),
        }
    }
}
