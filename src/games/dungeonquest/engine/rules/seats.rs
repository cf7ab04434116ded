//! Seats: joining (a hero named or dealt), choosing a Tower Room, the start (towers given,
//! runes dealt, Late Start's sun), and leaving: before the start the seat is freed, during
//! the game the hero is abandoned, wherever he was in a fight, a duel or a question.

use super::*;
use crate::games::dungeonquest::engine::content::HeroId;

/// Joining: only before the start, once, while there is room, with a free hero.
pub(super) fn check_join(
    g: &Game,
    seat: Option<usize>,
    hero: Option<HeroId>,
) -> Result<(), Rejection> {
    if g.phase != Phase::Setup {
        return Err(Rejection::AlreadyStarted);
    }
    if seat.is_some() {
        return Err(Rejection::AlreadyJoined);
    }
    if g.seats.len() >= MAX_SEATS {
        return Err(Rejection::GameFull);
    }
    if let Some(h) = hero {
        if let Some(s) = g.seat_of_hero(h) {
            return Err(Rejection::HeroTaken {
                hero: h,
                by: g.seats[s].name.clone(),
            });
        }
    }
    Ok(())
}

/// Leaving: a seated player, before the end, whose hero is still in the dungeon.
pub(super) fn check_leave(g: &Game, seat: Option<usize>) -> Result<(), Rejection> {
    let s = seat.ok_or(Rejection::NotInGame)?;
    match g.phase {
        Phase::Ended => Err(Rejection::GameOver),
        Phase::Playing if !g.hero(s).in_dungeon() => Err(Rejection::HeroGone),
        _ => Ok(()),
    }
}

/// Choosing a Tower Room to start in: before the start, one nobody else chose.
pub(super) fn check_tower_choice(
    g: &Game,
    seat: Option<usize>,
    corner: Corner,
) -> Result<(), Rejection> {
    let s = seat.ok_or(Rejection::NotInGame)?;
    if g.phase != Phase::Setup {
        return Err(Rejection::AlreadyStarted);
    }
    if let Some(o) = g.seats.iter().position(|x| x.tower == Some(corner)) {
        if o != s {
            return Err(Rejection::TowerTaken {
                corner,
                by: g.seats[o].name.clone(),
            });
        }
    }
    Ok(())
}

impl Ctx<'_> {
    /// A player takes a seat with the hero he named, or is dealt a free one.
    pub(super) fn join(&mut self, s: usize, user: String, name: String, hero: Option<HeroId>) {
        match hero {
            Some(hero) => self.emit(Event::Joined {
                seat: s,
                user,
                name,
                hero,
            }),
            None => {
                let free = self.g.free_heroes();
                let hero = free[self.chance(0, free.len() as u32) as usize];
                self.emit(Event::Dealt {
                    seat: s,
                    user,
                    name,
                    hero,
                });
            }
        }
    }

    /// A player leaves: his seat before the start, his hero during the game.
    pub(super) fn leave(&mut self, s: usize, before: Option<Awaiting>) {
        if self.g.phase == Phase::Setup {
            self.emit(Event::Left { seat: s });
        } else {
            self.abandon(s, before);
        }
    }

    pub(super) fn start(&mut self) {
        for seat in 0..self.g.seats.len() {
            if self.g.seats[seat].tower.is_none() {
                let taken: Vec<Corner> = self.g.seats.iter().filter_map(|s| s.tower).collect();
                if let Some(&corner) = Corner::ALL.iter().find(|c| !taken.contains(c)) {
                    self.emit(Event::TowerGiven { seat, corner });
                }
            }
        }
        let each = if self.g.settings.magical_might {
            self.g.settings.magical_might_runes.max(1)
        } else {
            1
        };
        for _ in 0..each {
            for seat in 0..self.g.seats.len() {
                if !self.g.runes.is_empty() {
                    let rune = self.g.runes[self.chance(0, self.g.runes.len() as u32) as usize];
                    self.emit(Event::RuneDrawn { seat, rune });
                }
            }
        }
        self.emit(Event::Started);
        if self.g.settings.late_start {
            let sun = self.roll(0, RollFor::LateStart, 1);
            self.emit(Event::SunRose { sun });
        }
        self.emit(Event::TurnStarted { seat: 0 });
        self.start_of_turn(0, 0);
    }

    pub(super) fn abandon(&mut self, seat: usize, before: Option<Awaiting>) {
        let was_current = self.g.current == seat;
        if let Some(d) = self.g.duel.clone() {
            if let Some(side) = d.side_of(seat) {
                self.emit(Event::DuelEnded {
                    winner: Some(d.seat(1 - side)),
                    loser: None,
                });
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.end_turn();
                return;
            }
        }
        if let Some(c) = self.g.combat.clone() {
            if c.seat == seat {
                self.end_combat(CombatResult::Abandoned);
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.end_turn();
                return;
            }
            let plays_it = matches!(c.side, MonsterSide::Seat(s) | MonsterSide::Offered { seat: s, .. } if s == seat);
            if plays_it {
                self.emit(Event::Died {
                    seat,
                    cause: DeathCause::Abandoned,
                });
                self.emit(Event::MonsterSideSet(MonsterSide::Bot));
                self.after_submission();
                return;
            }
        }
        self.emit(Event::Died {
            seat,
            cause: DeathCause::Abandoned,
        });
        self.treasure_emptied();
        match before {
            Some(
                Awaiting::Retreat { seat: w, rest } | Awaiting::RageReroll { seat: w, rest, .. },
            ) if w == seat => self.next_rage(rest),
            // The turn was ending while he chose his Loot: it ends now.
            Some(Awaiting::LoseLoot { seat: w }) if w == seat => self.end_turn(),
            Some(a) if a.seat() != seat => self.ask(a),
            _ if was_current => self.end_turn(),
            _ => {
                if self.everyone_out() {
                    self.finish(EndReason::AllOut);
                }
            }
        }
    }
}
