//! `Game::fold` for the cards in play and for combat: Peril and Glory cards, the Inventory,
//! standing answers, upkeep, and a combat's window, rolls, Pack and Minions.

use super::content::CardId;
use super::content::{set, Funding, Scope};
use super::event::Event;
use super::state::{Combat, Game};

impl Game {
    pub(super) fn fold_play(&mut self, e: &Event) {
        match e {
            Event::Sent {
                seat,
                card,
                payer,
                cost,
                ..
            } => {
                let p = &mut self.players[*seat];
                if let Some(i) = p.hand.iter().position(|c| c == card) {
                    p.hand.remove(i);
                } else {
                    p.pack.retain(|m| m.0 != *card);
                }
                let payer = &mut self.players[*payer];
                payer.peril = payer.peril.saturating_sub(*cost);
            }
            Event::Cursed { seat, card, lord } => self.players[*seat].curses.push((*card, *lord)),
            Event::Spent { card } => {
                if let Some(c) = self.combat.as_mut() {
                    out_of(c, *card);
                }
                self.discards.push(*card);
            }
            Event::Played {
                seat, card, cost, ..
            } => {
                let p = &mut self.players[*seat];
                p.hand.retain(|c| c != card);
                p.glory = p.glory.saturating_sub(*cost);
            }
            Event::AbilityUsed { seat, cost } => {
                let p = &mut self.players[*seat];
                p.glory = p.glory.saturating_sub(*cost);
                self.turn.abilities.insert(*seat);
            }
            Event::Readied { seat, card } => self.players[*seat].inventory.push(*card),
            Event::LetGo { seat, card } => {
                self.players[*seat].inventory.retain(|c| c != card);
                self.discards.push(*card);
            }
            Event::Lasting {
                seat,
                effect,
                attack,
            } => {
                if effect.scope == Some(Scope::Turn) || self.combat.is_none() {
                    self.turn.temps.push((*seat, effect.clone()));
                } else {
                    self.turn.aimed.push((*seat, *attack, effect.clone()));
                }
            }
            Event::StandingSet {
                seat,
                standing: Some(st),
            } => self.players[*seat].standing = *st,
            Event::UpkeepPaid {
                card, from, cost, ..
            } => {
                let p = &mut self.players[*from];
                if set().adventure(*card).funding == Funding::Glory {
                    p.glory = p.glory.saturating_sub(*cost);
                } else {
                    p.peril = p.peril.saturating_sub(*cost);
                }
            }
            Event::Unkept { seat, card } => {
                for p in &mut self.players {
                    p.inventory.retain(|c| c != card);
                    p.curses.retain(|c| c.0 != *card);
                }
                self.players[*seat].hand.push(*card);
            }
            _ => {}
        }
    }

    /// A question put (G42 `ask`), and its answer; a Minion's use is kept for the combat.
    pub(super) fn fold_asked(&mut self, e: &Event) {
        match e {
            Event::Asked { asked } => self.asked = Some(asked.clone()),
            Event::Held { held } => self.held = held.clone(),
            Event::Chose { seat, choice } => {
                self.asked = None;
                if let (super::action::Choice::Minion(counter), Some(c)) =
                    (choice, self.combat.as_mut())
                {
                    c.minion_chose.push((*seat, *counter));
                }
            }
            _ => {}
        }
    }

    pub(super) fn fold_combat(&mut self, e: &Event) {
        if let Event::CombatBegan { combat } = e {
            if combat.slay.is_none() && combat.duel.is_none() {
                self.turn.attacked = true;
            }
            self.combat = Some(combat.clone());
            return;
        }
        if let Event::Fought {
            hero,
            minion,
            draws,
            ..
        } = e
        {
            self.draws = *draws;
            if minion.is_some() {
                self.players[*hero].minion_used = true;
            }
            return;
        }
        if let Event::Challenged { seat, .. } = e {
            let p = &mut self.players[*seat];
            p.challenged = true;
            if *seat == self.active {
                self.turn.movement = self.turn.movement.saturating_sub(1);
            } else {
                p.saved = false;
            }
            return;
        }
        match e {
            Event::Dueled { seat, draws, .. } => {
                self.draws = *draws;
                self.players[*seat].challenged = true;
                self.turn.movement = self.turn.movement.saturating_sub(1);
            }
            Event::Stolen { from, to, quest } => {
                let p = &mut self.players[*from];
                p.quests.retain(|q| q != quest);
                p.carrying = None;
                let p = &mut self.players[*to];
                p.quests.push(*quest);
                p.carrying = Some(*quest);
            }
            Event::SlayBegan { quest, .. } => {
                self.turn.slain.insert(*quest);
            }
            Event::SlayChallenged { seat, draws, .. } => {
                self.draws = *draws;
                self.players[*seat].challenged = true;
                self.turn.movement = self.turn.movement.saturating_sub(1);
            }
            Event::SlayWounds { quest, wounds } => {
                self.slay_wounds.retain(|(q, _)| q != quest);
                self.slay_wounds.push((*quest, *wounds));
            }
            _ => self.fold_fight(e),
        }
    }

    fn fold_fight(&mut self, e: &Event) {
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        match e {
            Event::WindowOpened { waiting } => c.waiting = waiting.clone(),
            Event::Answered { seat, plays } => {
                c.waiting.retain(|s| s != seat);
                c.plays.push((*seat, plays.clone().unwrap_or_default()));
            }
            Event::WindowClosed { plays } => c.plays = plays.clone(),
            Event::Cancelled { attack } => c.attacks[*attack].cancelled = true,
            Event::Gone { attack, to_hand } => {
                let a = &mut c.attacks[*attack];
                a.gone = true;
                if let Some(card) = a.card {
                    if *to_hand {
                        let lord = c.lord;
                        self.players[lord].hand.push(card);
                    } else {
                        self.discards.push(card);
                    }
                }
            }
            Event::MinionCalled { seat, attack } => self.turn.called.push((*seat, *attack)),
            Event::Struck { attack, wounds } => c.attacks[*attack].dealt += wounds,
            Event::MonsterHurt { attack, wounds, .. } => {
                let a = &mut c.attacks[*attack];
                a.wounds += wounds;
                a.taken += wounds;
            }
            Event::MinionHurt { seat, card, wounds } => {
                let p = &mut self.players[*seat];
                if let Some(m) = p.minions.iter_mut().find(|m| m.0 == *card) {
                    m.1 += wounds;
                    let life = set()
                        .adventure(*card)
                        .monster
                        .as_ref()
                        .map_or(1, |m| m.life);
                    if m.1 >= life {
                        p.minions.retain(|m| m.0 != *card);
                        self.discards.push(*card);
                    }
                }
            }
            Event::Packed { seat, card, wounds } => {
                out_of(c, *card);
                self.players[*seat].pack.push((*card, *wounds));
            }
            Event::BackToHand { seat, card } => {
                out_of(c, *card);
                self.players[*seat].hand.push(*card);
            }
            Event::MinionTaken { seat, attack } => {
                let a = &mut c.attacks[*attack];
                a.gone = true;
                if let Some(card) = a.card {
                    self.players[*seat].minions.push((card, a.wounds));
                }
            }
            Event::CombatOver => {
                self.combat = None;
                self.turn.aimed.clear();
                self.turn.called.clear();
            }
            _ => {}
        }
    }
}

/// A card of the combat's attacks that went elsewhere (Pack, hand, discards) is out of it.
fn out_of(c: &mut Combat, card: CardId) {
    c.attacks
        .iter_mut()
        .filter(|a| a.card == Some(card))
        .for_each(|a| a.gone = true);
}
