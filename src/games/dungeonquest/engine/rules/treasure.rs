//! The Treasure Chamber and the Dragon (R24, R31): the Dragon card drawn on entering or
//! staying, its chance falling with each sleeping draw and fresh once the chamber is empty,
//! Treasure cards, and Dragon Rage (burnt Treasure, 2d6 wounds, Gherinn's reroll, the
//! retreat).

use super::*;

/// Dragon Rage's questions: Gherinn's reroll, and the passage to retreat through.
pub(super) fn check_rage(
    g: &Game,
    seat: usize,
    asked: &Awaiting,
    action: &Action,
) -> Result<(), Rejection> {
    match (asked, action) {
        (Awaiting::RageReroll { .. }, Action::Reroll | Action::Keep) => Ok(()),
        (Awaiting::Retreat { .. }, Action::Move { dir, half }) => {
            check_move(g, seat, *dir, *half, Mode::Retreat)
        }
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// The Dragon's chance is fresh the moment the Treasure Chamber is empty (R24, R31).
    pub(super) fn treasure_emptied(&mut self) {
        if self.g.dragon_chance != self.g.settings.dragon_start
            && self.g.heroes_in_treasure().is_empty()
        {
            self.emit(Event::DragonReset);
        }
    }

    pub(super) fn dragon(&mut self, seat: usize) {
        // The Rune of Calm makes this draw Sleeping (the d100 is still rolled and logged).
        let calm = self.g.hero(seat).calm;
        if calm {
            self.set_flag(seat, Flag::Calm, false);
        }
        let chance = if calm { 100 } else { self.g.dragon_chance };
        let roll = self.chance(0, 100) as u8 + 1;
        let sleeping = roll <= chance;
        self.emit(Event::DragonDrawn {
            seat,
            chance,
            roll,
            sleeping,
        });
        if sleeping {
            for _ in 0..2 {
                self.draw_card(seat, Deck::Treasure);
            }
            self.end_turn();
            return;
        }
        // Dragon Rage: the drawer, then the others in the chamber in turn order (R24).
        let n = self.g.seats.len();
        let inside = self.g.heroes_in_treasure();
        let rest: Vec<usize> = (1..n)
            .map(|k| (seat + k) % n)
            .filter(|s| inside.contains(s))
            .collect();
        self.rage(seat, rest);
    }

    pub(super) fn rage(&mut self, seat: usize, rest: Vec<usize>) {
        let burnt = treasure_loot(self.g.hero(seat));
        if !burnt.is_empty() {
            self.emit(Event::TreasureBurnt { seat, cards: burnt });
        }
        let d = self.dice(2);
        self.emit(Event::Rolled {
            seat,
            why: RollFor::DragonRage,
            dice: d.clone(),
        });
        if self.g.is_gherinn(seat) && !self.g.hero(seat).rage_rerolled {
            self.ask(Awaiting::RageReroll {
                seat,
                dice: [d[0], d[1]],
                rest,
            });
            return;
        }
        self.rage_damage(seat, d[0] + d[1], rest);
    }

    /// Brother Gherinn's answer: roll the rage's damage again, or keep it.
    pub(super) fn rage_reroll(&mut self, s: usize, reroll: bool, dice: [u8; 2], rest: Vec<usize>) {
        let damage = if reroll {
            self.roll(s, RollFor::DragonRage, 2)
        } else {
            dice[0] + dice[1]
        };
        self.rage_damage(s, damage, rest);
    }

    /// The rage's wounds; whoever is still in the dungeon afterwards (knocked out under Death
    /// Can Wait included, R37) retreats out of the Treasure Chamber.
    pub(super) fn rage_damage(&mut self, seat: usize, damage: u8, rest: Vec<usize>) {
        self.wound(seat, damage, WoundCause::DragonRage);
        if self.alive(seat) && self.any_move(seat, Mode::Retreat) {
            self.ask(Awaiting::Retreat { seat, rest });
            return;
        }
        self.next_rage(rest);
    }

    pub(super) fn retreat(&mut self, seat: usize, from: Pos, dir: Dir, rest: Vec<usize>) {
        let to = self.g.board.exit_from(from, dir);
        let via = dir.opposite();
        let fresh = matches!(self.g.board.cell(to), Cell::Unexplored);
        if fresh {
            self.draw_chamber(to, via);
        }
        self.emit(Event::Moved {
            seat,
            from,
            to,
            via: Some(via),
            special: true,
        });
        if fresh
            && self
                .g
                .board
                .chamber(to)
                .is_some_and(|c| c.kind == ChamberKind::RotatingRoom)
        {
            self.emit(Event::Rotated { pos: to });
        }
        self.set_flag(seat, Flag::MustEncounter, true);
        self.next_rage(rest);
    }

    pub(super) fn next_rage(&mut self, rest: Vec<usize>) {
        let mut rest = rest.into_iter().filter(|&s| self.alive(s));
        match rest.next() {
            Some(seat) => {
                let others = rest.collect();
                self.rage(seat, others);
            }
            None => {
                self.emit(Event::DragonReset);
                self.end_turn();
            }
        }
    }
}
