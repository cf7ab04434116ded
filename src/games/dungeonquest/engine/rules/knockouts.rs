//! Wounds, death and knock-outs: a wound that kills, Death Can Wait's knock-out (the Loot he
//! owes, given up by his choice or the bot's, R36), and being walled in (R12), under Death
//! Can Wait thrown out into a neighbouring space.

use super::*;

/// Walled in under Death Can Wait: the neighbouring space to be thrown into, walls or not.
pub(super) fn check_breakout(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    let Action::Move { dir, half: None } = action else {
        return Err(Rejection::NotNow);
    };
    if g.board.exit_from(g.hero(seat).pos, *dir).on_board() {
        Ok(())
    } else {
        Err(Rejection::Move {
            dir: *dir,
            why: MoveBlock::Edge,
        })
    }
}

/// Knocked out: the Loot card he names to give up.
pub(super) fn check_lose_loot(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Drop { name } => check_drop(g, seat, name),
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// Wound a hero; false if it killed him.
    pub(super) fn wound(&mut self, seat: usize, amount: u8, cause: WoundCause) -> bool {
        if amount == 0 {
            return true;
        }
        self.emit(Event::Wounded {
            seat,
            amount,
            cause,
        });
        if self.g.kills(seat, self.g.hero(seat).wounds) {
            let cause = match cause {
                WoundCause::Escape(m) | WoundCause::Combat(m) => DeathCause::Monster(m),
                _ => DeathCause::Wounds,
            };
            self.fall(seat, cause);
            return false;
        }
        true
    }

    /// A hero is killed, or under Death Can Wait knocked out: he owes 1d6 Loot cards, which
    /// he chooses when the turn ends (all of them at once if he holds no more), and heals
    /// half his wounds (rounded up, and at least enough to live); either way he is done for
    /// this turn (R36).
    pub(super) fn fall(&mut self, seat: usize, cause: DeathCause) {
        if !self.g.settings.death_can_wait {
            self.emit(Event::Died { seat, cause });
            return;
        }
        self.emit(Event::KnockedOut { seat });
        let n = self.roll(seat, RollFor::KnockOut, 1);
        let owed = self.g.hero(seat).owes_loot.saturating_add(n);
        if usize::from(owed) >= self.g.hero(seat).loot.len() {
            for card in self.g.hero(seat).loot.clone() {
                self.emit(Event::LootDiscarded { seat, card });
            }
            if self.g.hero(seat).owes_loot > 0 {
                self.emit(Event::LootOwed { seat, cards: 0 });
            }
        } else {
            self.emit(Event::LootOwed { seat, cards: owed });
        }
        let w = self.g.hero(seat).wounds;
        let life = self.g.hero(seat).def().life;
        let most = match self.g.settings.death_at {
            DeathAt::Greater => life,
            DeathAt::EqualOrGreater => life.saturating_sub(1),
        };
        let amount = w.div_ceil(2).max(w.saturating_sub(most));
        if amount > 0 {
            self.emit(Event::Healed { seat, amount });
        }
    }

    /// A knocked-out hero gives up one of the Loot cards he owes (R36); the ending turn then
    /// carries on.
    pub(super) fn give_up_owed(&mut self, s: usize, name: &str) {
        if let Some(card) = loot_named(self.g, s, name) {
            self.emit(Event::LootDiscarded { seat: s, card });
        }
        let left = self.g.hero(s).owes_loot.saturating_sub(1);
        self.emit(Event::LootOwed {
            seat: s,
            cards: left,
        });
        self.end_turn();
    }

    /// The bot's choice for a knocked-out hero (R36): he gives up what he owes from the
    /// cheapest up (a Bottle Imp first among equals), keeping the most valuable; an unopened
    /// Treasure Chest counts as 700, its expected worth.
    pub(super) fn lose_cheapest(&mut self, seat: usize) {
        let c = content();
        let worth = |x: CardId| match c.card(x).effect {
            Effect::Chest => 700,
            _ => c.card(x).value(),
        };
        let mut loot = self.g.hero(seat).loot.clone();
        loot.sort_by_key(|&x| (worth(x), c.card(x).effect != Effect::BottleImp));
        let n = usize::from(self.g.hero(seat).owes_loot);
        for card in loot.into_iter().take(n) {
            self.emit(Event::LootDiscarded { seat, card });
        }
        self.emit(Event::LootOwed { seat, cards: 0 });
    }

    /// Walled in (R12): death, or under Death Can Wait a knock-out and a way out chosen like
    /// resurfacing. True if the game now waits on that choice.
    pub(super) fn walled_in(&mut self, seat: usize) -> bool {
        self.fall(seat, DeathCause::DeadEnd);
        if self.alive(seat) {
            self.ask(Awaiting::Breakout { seat });
            return true;
        }
        false
    }

    /// Death Can Wait, walled in: into a neighbouring space of his choice, walls or not,
    /// by the rules of resurfacing.
    pub(super) fn break_out(&mut self, seat: usize, dir: Dir) {
        let from = self.g.hero(seat).pos;
        let to = self.g.board.exit_from(from, dir);
        self.emit(Event::Moved {
            seat,
            from,
            to,
            via: None,
            special: true,
        });
        self.arrive_from_below(seat, dir.opposite());
    }
}
