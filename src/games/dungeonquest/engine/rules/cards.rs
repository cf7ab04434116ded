//! The cards: drawing one and what it does (tests, wounds, offers, Secret Doors, Passages
//! Down, monsters...), searching, and the hero's Loot: naming a card, dropping one, drinking
//! a potion, letting the Bottle Imp go.

use super::*;

pub(super) fn has_effect(g: &Game, seat: usize, e: Effect) -> Option<CardId> {
    g.hero(seat)
        .loot
        .iter()
        .copied()
        .find(|&c| content().card(c).effect == e)
}

/// The hero's Loot card called `name` (case-insensitive; a prefix will do).
pub(super) fn loot_named(g: &Game, seat: usize, name: &str) -> Option<CardId> {
    let n = name.trim().to_lowercase();
    if n.is_empty() {
        return None;
    }
    let loot = &g.hero(seat).loot;
    let named = |exact: bool| {
        loot.iter().copied().find(|&c| {
            let have = content().card(c).name.to_lowercase();
            if exact {
                have == n
            } else {
                have.starts_with(&n)
            }
        })
    };
    named(true).or_else(|| named(false))
}

/// A Loot card of his own that he names to give up: he must hold it.
pub(super) fn check_drop(g: &Game, seat: usize, name: &str) -> Result<(), Rejection> {
    match loot_named(g, seat, name) {
        Some(_) => Ok(()),
        None => Err(Rejection::NoSuchLoot {
            name: name.to_string(),
        }),
    }
}

/// A card offers another draw: Yes or No.
pub(super) fn check_offer(action: &Action) -> Result<(), Rejection> {
    match action {
        Action::Yes | Action::No => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// A card takes a Loot card of his choice; a Fallen Elf takes one too, or is fought.
pub(super) fn check_card_answer(
    g: &Game,
    seat: usize,
    asked: &Awaiting,
    action: &Action,
) -> Result<(), Rejection> {
    match (asked, action) {
        (_, Action::Drop { name }) => check_drop(g, seat, name),
        (Awaiting::FallenElf { .. }, Action::Attack) => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

impl Ctx<'_> {
    /// A search: a card from the Search deck.
    pub(super) fn search(&mut self, s: usize) {
        self.emit(Event::Searched { seat: s });
        match self.draw_card(s, Deck::Search) {
            Some(card) => self.resolve_card(s, card),
            None => self.end_turn(),
        }
    }

    pub(super) fn draw_and_resolve(&mut self, seat: usize, deck: Deck) {
        match self.draw_card(seat, deck) {
            Some(card) => self.resolve_card(seat, card),
            None => self.end_turn(),
        }
    }

    pub(super) fn resolve_card(&mut self, seat: usize, card: CardId) {
        if content().card(card).deck == Deck::Trap && self.holds_rune(seat, "warning") {
            self.ask(Awaiting::Warning { seat, card });
            return;
        }
        self.resolve_card_now(seat, card);
    }

    pub(super) fn resolve_card_now(&mut self, seat: usize, card: CardId) {
        let def = content().card(card);
        let here = self.g.hero(seat).pos;
        match def.effect {
            Effect::Test | Effect::Curse => {
                let attr = def.attr.unwrap_or(Attr::Luck);
                self.test(
                    seat,
                    TestSpec {
                        attr,
                        key: TestKey::Card(card),
                        roll_modifier: 0,
                        after: AfterTest::Card { card },
                    },
                );
            }
            Effect::Wounds => {
                let d = match def.wound_dice {
                    Some(n) => self.roll(seat, RollFor::Damage, n as usize),
                    None => def.wounds.unwrap_or(0),
                };
                self.wound(seat, d, WoundCause::Card(card));
                self.end_turn();
            }
            Effect::Draw => self.draw_and_resolve(seat, def.draws.unwrap_or(Deck::Trap)),
            Effect::Offer => {
                let deck = def.draws.unwrap_or(Deck::Corpse);
                self.ask(Awaiting::Offer { seat, card, deck });
            }
            Effect::SecretDoor => {
                if self.any_move(seat, Mode::Secret) {
                    self.ask(Awaiting::SecretDoor { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::PassageDown => {
                // A marker shows the way down to everyone, while markers last; a Cave-in fills
                // the hole in, and a Catacomb Entrance needs none. The finder may go down
                // next turn either way.
                let marked = self.g.markers_left > 0
                    && self.g.board.chamber(here).is_some_and(|c| {
                        !matches!(c.kind, ChamberKind::CaveIn | ChamberKind::CatacombEntrance)
                            && !c.marker
                    });
                if marked {
                    self.emit(Event::MarkerPlaced { pos: here });
                }
                if !self.g.hero(seat).is_underground() {
                    self.emit(Event::PassageFound { seat });
                }
                self.end_turn();
            }
            Effect::Exit => {
                if self.g.hero(seat).is_underground() {
                    self.ask(Awaiting::Exit { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::Smash => {
                let armor = self.g.attribute(seat, Attr::Armor).max(0) as u8;
                let d = def.wounds.unwrap_or(0).saturating_sub(armor).max(1);
                self.wound(seat, d, WoundCause::Card(card));
                self.end_turn();
            }
            Effect::Vampire => {
                if self.wound(seat, def.wounds.unwrap_or(0), WoundCause::Card(card)) {
                    self.emit(Event::CardKept { seat, card });
                }
                self.end_turn();
            }
            Effect::Grab => {
                let alive = self.wound(seat, def.wounds.unwrap_or(0), WoundCause::Card(card));
                if alive && !self.g.hero(seat).loot.is_empty() {
                    self.ask(Awaiting::Discard { seat });
                } else {
                    self.end_turn();
                }
            }
            Effect::LoseTurn => {
                self.emit(Event::LoseTurn { seat });
                self.end_turn();
            }
            Effect::Shuffle => {
                self.emit(Event::Reshuffled { deck: def.deck });
                self.draw_and_resolve(seat, def.deck);
            }
            Effect::Monster => match content().card_monster(card) {
                Some(m) => self.monster_from_card(seat, m, false),
                None => self.end_turn(),
            },
            Effect::FallenElf => {
                if self.g.hero(seat).loot.is_empty() {
                    // Nothing to give: faced like any monster, Escape or Attack (R32).
                    let druid = content().monster_by_id("fallen_druid").unwrap_or(1);
                    self.monster_from_card(seat, druid, false);
                } else {
                    self.ask(Awaiting::FallenElf { seat });
                }
            }
            Effect::Nothing
            | Effect::Loot
            | Effect::Potion
            | Effect::BottleImp
            | Effect::Chest
            | Effect::DoorOpens
            | Effect::DoorJammed
            | Effect::DoorTrap => self.end_turn(),
        }
    }

    pub(super) fn card_test_result(&mut self, seat: usize, card: CardId, passed: bool) {
        let def = content().card(card);
        let damage = |cx: &mut Ctx| match def.wound_dice {
            Some(n) => cx.roll(seat, RollFor::Damage, n as usize),
            None => def.wounds.unwrap_or(0),
        };
        match (def.effect, passed) {
            (Effect::Curse, false) => self.emit(Event::CardKept { seat, card }),
            (Effect::Curse, true) => {}
            (_, true) => {
                if def.halve_on_pass {
                    let d = damage(self) / 2;
                    self.wound(seat, d, WoundCause::Card(card));
                } else if let Some(d) = def.wounds_on_pass {
                    self.wound(seat, d, WoundCause::Card(card));
                }
            }
            (_, false) => {
                let d = damage(self);
                if def.lose_best_on_fail {
                    let c = content();
                    let best = self
                        .g
                        .hero(seat)
                        .loot
                        .iter()
                        .copied()
                        .max_by_key(|&x| (c.card(x).value(), std::cmp::Reverse(x)));
                    if let Some(card) = best {
                        self.emit(Event::LootDiscarded { seat, card });
                    }
                }
                if self.wound(seat, d, WoundCause::Card(card)) {
                    if def.keep_until_passed {
                        self.emit(Event::CardKept { seat, card });
                    }
                    if def.lose_turn_on_fail {
                        self.emit(Event::LoseTurn { seat });
                    }
                }
            }
        }
        self.end_turn();
    }

    /// A Loot card given up: owed after a knock-out, taken by a card or a Fallen Elf, or
    /// simply dropped (a free action).
    pub(super) fn drop_loot(&mut self, s: usize, name: &str, before: Option<Awaiting>) {
        match before {
            Some(Awaiting::LoseLoot { .. }) => self.give_up_owed(s, name),
            Some(Awaiting::FallenElf { .. } | Awaiting::Discard { .. }) => {
                if let Some(card) = loot_named(self.g, s, name) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                self.end_turn();
            }
            _ => {
                if let Some(card) = loot_named(self.g, s, name) {
                    self.emit(Event::LootDiscarded { seat: s, card });
                }
                self.resume(before);
            }
        }
    }

    /// A potion (a free action): 1-2 hurts, otherwise it heals 1d6.
    pub(super) fn drink(&mut self, s: usize, before: Option<Awaiting>) {
        if let Some(card) = has_effect(self.g, s, Effect::Potion) {
            self.emit(Event::LootDiscarded { seat: s, card });
            let r = self.roll(s, RollFor::Potion, 1);
            let alive = if r <= 2 {
                self.wound(s, 2, WoundCause::Potion)
            } else {
                let rolled = self.roll(s, RollFor::Heal, 1);
                let heal = if self.g.can_heal(s) {
                    rolled.min(self.g.hero(s).wounds)
                } else {
                    0
                };
                if heal > 0 {
                    self.emit(Event::Healed {
                        seat: s,
                        amount: heal,
                    });
                }
                true
            };
            if alive {
                self.resume(before);
            } else {
                self.end_turn();
            }
        }
    }

    /// The Bottle Imp let go in a Tower Room (a free action).
    pub(super) fn discard_imp(&mut self, s: usize, before: Option<Awaiting>) {
        if let Some(card) = has_effect(self.g, s, Effect::BottleImp) {
            self.emit(Event::LootDiscarded { seat: s, card });
        }
        self.resume(before);
    }
}
