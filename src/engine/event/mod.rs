//! Events: everything that happens in a game, and the fold that applies each one to the state.
//! Chance events carry their outcome; folding them only counts the draws they used.

use super::action::Action;
use super::board::{Chamber, Corner, Dir, Pos};
use super::content::{
    content, Attr, CardId, ChamberKind, Deck, Effect, HeroId, MonsterId, RuneId, TileId, TokenId,
};
use super::state::*;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollFor {
    Damage,
    Heal,
    Potion,
    DragonRage,
    Darkness,
    /// Tatianna's opening strike.
    Ambush,
    /// Death Can Wait: how many Loot cards the knock-out costs.
    KnockOut,
    /// Late Start: where the sun counter starts.
    LateStart,
    /// Monstrous Treasures: under the slain monster's life value wins a Treasure card.
    MonsterTreasure,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WoundCause {
    Card(CardId),
    Trapdoor,
    Potion,
    DragonRage,
    Prayer,
    Bridge,
    Escape(MonsterId),
    Combat(MonsterId),
    /// Hero vs Hero: wounds from the seat he fought.
    Duel(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LostTurn {
    /// A card or trap cost the turn.
    Lost,
    /// No legal move: blocked until a way opens (R13).
    Blocked,
    /// The organiser skipped it.
    Skipped,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Flag {
    MustEncounter,
    MustReturn,
    WebStuck,
    DarknessPending,
    /// Cleared once the turn after special movement is over (clears `resurfaced` too).
    ArrivedSpecial,
    /// The Rune of Calm waiting for the next Dragon draw.
    Calm,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatResult {
    HeroWon,
    MonsterWon,
    BothDied,
    /// The hero's player left the game mid-fight.
    Abandoned,
    /// Live to Fight Another Day: he won the round after saying `Flee`, and got away.
    Escaped,
}

/// Who won one of the three strikes of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StrikeWinner {
    Hero,
    Monster,
    Draw,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    pub round: u32,
    pub hero: Plan,
    pub monster: Plan,
    /// Standard, Brutal, Counterattack.
    pub winners: [StrikeWinner; 3],
    /// Wounds each side deals this round (after doubling).
    pub hero_deals: u8,
    pub monster_deals: u8,
    /// Wounds the hero actually takes (after Hugo's ability and the Shield).
    pub hero_takes: u8,
    pub shield_used: bool,
    pub hugo_ignored: bool,
    pub rune_blade: bool,
    /// He said `Flee`: last round's wounds to the monster are forfeit (`forfeit`), and if he
    /// won this round (`fled`) his wounds this round are not dealt either: he gets away.
    #[serde(default)]
    pub forfeit: u8,
    #[serde(default)]
    pub fled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    // ---- setup
    /// A player took a seat with the hero he named.
    Joined {
        seat: usize,
        user: String,
        name: String,
        hero: HeroId,
    },
    /// A player took a seat and was dealt a random free hero (chance: 1 draw).
    Dealt {
        seat: usize,
        user: String,
        name: String,
        hero: HeroId,
    },
    Left {
        seat: usize,
    },
    TowerChosen {
        seat: usize,
        corner: Corner,
    },
    /// At the start, a seat without a tower gets the first free one.
    TowerGiven {
        seat: usize,
        corner: Corner,
    },
    /// Chance: 1 draw.
    RuneDrawn {
        seat: usize,
        rune: RuneId,
    },
    Started,
    // ---- turns
    /// A player's accepted input. Clears whatever the game was asking.
    Acted {
        by: Actor,
        action: Action,
    },
    TurnStarted {
        seat: usize,
    },
    SunRose {
        sun: u8,
    },
    /// Chance: 1 draw.
    SunsetRoll {
        roll: u8,
        closes: bool,
    },
    TurnLost {
        seat: usize,
        why: LostTurn,
    },
    TurnEnded {
        seat: usize,
    },
    Asked(Awaiting),
    // ---- the dungeon
    /// Chance: 1 draw (from the stockpile; from the full set once it is empty).
    ChamberDrawn {
        pos: Pos,
        tile: TileId,
        entry: Dir,
    },
    Rotated {
        pos: Pos,
    },
    /// `via`: the side of the new space the hero came in through.
    Moved {
        seat: usize,
        from: Pos,
        to: Pos,
        via: Option<Dir>,
        special: bool,
    },
    Searched {
        seat: usize,
    },
    MarkerPlaced {
        pos: Pos,
    },
    /// Servants of Kalladra: a monster token moves one chamber.
    MonsterMoved {
        token: TokenId,
        from: Pos,
        to: Pos,
    },
    /// Servants of Kalladra: a monster added beside a Tower Room, its token drawn from the
    /// pool (or moved from the board at `moved_from`). Chance: 1 draw.
    MonsterAdded {
        token: TokenId,
        at: Pos,
        moved_from: Option<Pos>,
    },
    /// A card drawn and discarded unused (a servant drawing for a monster). Chance: 1 draw.
    CardBurned {
        deck: Deck,
        card: CardId,
    },
    /// Hero vs Hero: `attacker` moved onto `defender` and must fight him.
    DuelStarted {
        attacker: usize,
        defender: usize,
    },
    /// A duellist's sealed strikes (side 0 the attacker, 1 the defender); `random`: chosen
    /// for him past the deadline (chance: 3 draws).
    DuelSubmitted {
        side: usize,
        plan: Plan,
        #[serde(default)]
        random: bool,
    },
    /// A duel round revealed: per side its strikes, the three slot winners (seen from the
    /// attacker), wounds dealt and wounds actually taken.
    DuelRound {
        round: u32,
        plans: [Plan; 2],
        winners: [StrikeWinner; 3],
        deals: [u8; 2],
        takes: [u8; 2],
        shields: [bool; 2],
    },
    /// The duel is over; `loser` (if any) is thrown back.
    DuelEnded {
        winner: Option<usize>,
        loser: Option<usize>,
    },
    /// The victor takes a Loot card from the loser; `blind`: picked at random among the
    /// loser's face-down cards (Cloak and Dagger, `Take any`; chance: 1 draw).
    Plundered {
        from: usize,
        to: usize,
        card: CardId,
        #[serde(default)]
        blind: bool,
    },
    /// Tower Power: from one Tower Room to another.
    Teleported {
        seat: usize,
        corner: Corner,
    },
    /// Death Can Wait: instead of dying he is knocked out (the roll, lost Loot and healing
    /// follow as their own events).
    KnockedOut {
        seat: usize,
    },
    /// Death Can Wait: the Loot cards he still has to give up, of his choice (R36).
    LootOwed {
        seat: usize,
        cards: u8,
    },
    /// A rune is spent. Daylight turns the sun back 2; Calm waits for the next Dragon draw;
    /// Strength passes the test (its determination goes); the rest set off other events.
    RuneUsed {
        seat: usize,
        rune: RuneId,
    },
    /// Moves the Rune of Stasis still gives this turn.
    Stasis {
        left: u8,
    },
    /// He found a way down here: he may take it next turn, marker or not.
    PassageFound {
        seat: usize,
    },
    /// Into the catacombs from his chamber, the travel marker pointing `dir`.
    Descended {
        seat: usize,
        dir: Dir,
    },
    /// Up from the catacombs: `travelled` spaces from the marker (the cards met, stopped at the
    /// outer wall), then `roll` (1d6) towards `shift`, stopped at the wall: `to`.
    /// Chance: 1 draw. His Catacomb cards go back into the deck.
    Resurfaced {
        seat: usize,
        cards: u8,
        travelled: u8,
        shift: Dir,
        roll: u8,
        to: Pos,
    },
    /// The chamber just drawn at `pos` is turned so its entry faces `entry`.
    ChamberTurned {
        pos: Pos,
        entry: Dir,
    },
    /// He stands by side `via` of his chamber (as if he had come in through it).
    Landed {
        seat: usize,
        via: Dir,
    },
    // ---- cards
    /// Chance: 1 draw. Loot goes to the hero, anything else to its discard pile.
    CardDrawn {
        seat: usize,
        deck: Deck,
        card: CardId,
    },
    /// The discards go back into the deck.
    Reshuffled {
        deck: Deck,
    },
    /// A Trapdoor or Curse is kept as a reminder.
    CardKept {
        seat: usize,
        card: CardId,
    },
    /// A kept card is done with.
    CardReleased {
        seat: usize,
        card: CardId,
    },
    LootDiscarded {
        seat: usize,
        card: CardId,
    },
    // ---- dice
    /// Chance: 2 draws. `target` includes determination; `total` includes modifiers.
    Tested {
        seat: usize,
        attr: Attr,
        key: TestKey,
        dice: [u8; 2],
        modifier: i8,
        target: i8,
        passed: bool,
        /// Focused Determination: tokens left over after a pass.
        #[serde(default)]
        kept: u8,
    },
    /// Gherinn's prayer: 3 determination for the coming test.
    Prayed {
        seat: usize,
        key: TestKey,
    },
    /// Chance: one draw per die.
    Rolled {
        seat: usize,
        why: RollFor,
        dice: Vec<u8>,
    },
    Wounded {
        seat: usize,
        amount: u8,
        cause: WoundCause,
    },
    Healed {
        seat: usize,
        amount: u8,
    },
    LoseTurn {
        seat: usize,
    },
    FlagSet {
        seat: usize,
        flag: Flag,
        on: bool,
    },
    // ---- the Treasure Chamber
    /// Chance: 1 draw (d100).
    DragonDrawn {
        seat: usize,
        chance: u8,
        roll: u8,
        sleeping: bool,
    },
    TreasureBurnt {
        seat: usize,
        cards: Vec<CardId>,
    },
    DragonReset,
    // ---- monsters and combat
    /// A monster confronts `seat`. `drawn`: its token was drawn at random (chance: 1 draw),
    /// from the pool, or from the board at `moved_from` when the pool had none of its kind.
    MonsterAppears {
        seat: usize,
        token: TokenId,
        moved_from: Option<Pos>,
        drawn: bool,
    },
    /// Chance: 1 draw (d100).
    EscapeRolled {
        seat: usize,
        monster: MonsterId,
        chance: u8,
        roll: u8,
        escaped: bool,
    },
    TokenPlaced {
        pos: Pos,
        token: TokenId,
    },
    TokenRemoved {
        token: TokenId,
    },
    CombatStarted(Combat),
    MonsterSideSet(MonsterSide),
    /// A side's sealed strikes: hidden from everyone else until the round is resolved.
    Submitted {
        monster: bool,
        plan: Plan,
    },
    /// The bot's sealed strikes for the monster. Chance: 3 draws.
    BotSubmitted {
        plan: Plan,
    },
    /// Past the deadline, strikes chosen at random for a side that sent none (R22).
    /// Sealed like any other. Chance: 3 draws.
    ChosenForThem {
        monster: bool,
        plan: Plan,
    },
    RoundResolved(RoundReport),
    MonsterWounded {
        amount: u8,
    },
    /// The fight is over; the monster's life value is public from here.
    CombatEnded {
        result: CombatResult,
        token: TokenId,
    },
    // ---- the organiser
    Reordered(Vec<usize>),
    Configured(Settings),
    Replaced {
        seat: usize,
        user: String,
        name: String,
    },
    Paused,
    Resumed,
    DeadlineExtended {
        hours: u32,
    },
    // ---- the end
    Died {
        seat: usize,
        cause: DeathCause,
    },
    Exited {
        seat: usize,
    },
    /// End-of-game effect: a Treasure Chest is opened, worth 2d6 x 100. Chance: 2 draws.
    ChestOpened {
        seat: usize,
        dice: [u8; 2],
        value: u32,
    },
    /// End-of-game effect: the Bottle Imp ran off with a Loot card.
    ImpStole {
        seat: usize,
        card: CardId,
    },
    Ended(Outcome),
}

impl Event {
    /// Chance draws this event used.
    pub fn draws(&self) -> u64 {
        match self {
            Event::Dealt { .. }
            | Event::RuneDrawn { .. }
            | Event::SunsetRoll { .. }
            | Event::ChamberDrawn { .. }
            | Event::CardDrawn { .. }
            | Event::DragonDrawn { .. }
            | Event::EscapeRolled { .. }
            | Event::Resurfaced { .. }
            | Event::CardBurned { .. }
            | Event::MonsterAdded { .. } => 1,
            Event::MonsterAppears { drawn, .. } => u64::from(*drawn),
            Event::BotSubmitted { .. } | Event::ChosenForThem { .. } => 3,
            Event::DuelSubmitted { random, .. } => 3 * u64::from(*random),
            Event::Plundered { blind, .. } => u64::from(*blind),
            Event::Tested { .. } | Event::ChestOpened { .. } => 2,
            Event::Rolled { dice, .. } => dice.len() as u64,
            _ => 0,
        }
    }
}

fn new_hero(id: HeroId) -> Hero {
    Hero {
        id,
        status: Status::Waiting,
        pos: Pos::new(0, 0),
        wounds: 0,
        loot: Vec::new(),
        kept: Vec::new(),
        runes: Vec::new(),
        entered_via: None,
        searches: 0,
        determination: None,
        lose_turns: 0,
        must_encounter: false,
        must_return: false,
        web_stuck: false,
        darkness_pending: false,
        rage_rerolled: false,
        arrived_special: false,
        underground: None,
        passage: false,
        resurfaced: false,
        calm: false,
        chests: Vec::new(),
        owes_loot: 0,
    }
}

fn remove_one(v: &mut Vec<CardId>, card: CardId) {
    if let Some(i) = v.iter().position(|&c| c == card) {
        v.remove(i);
    }
}

impl Game {
    /// Apply one event. This is the only code that changes a `Game` after `Game::new`.
    pub fn fold(&mut self, e: &Event) {
        self.draws += e.draws();
        let c = content();
        match e {
            Event::Joined {
                user, name, hero, ..
            }
            | Event::Dealt {
                user, name, hero, ..
            } => {
                self.seats.push(Seat {
                    user: user.clone(),
                    name: name.clone(),
                    tower: None,
                    hero: new_hero(*hero),
                });
            }
            Event::Left { seat } => {
                self.seats.remove(*seat);
            }
            Event::TowerChosen { seat, corner } | Event::TowerGiven { seat, corner } => {
                self.seats[*seat].tower = Some(*corner);
            }
            Event::RuneDrawn { seat, rune } => {
                self.runes.retain(|r| r != rune);
                self.hero_mut(*seat).runes.push(*rune);
            }
            Event::Started => {
                self.phase = Phase::Playing;
                for s in &mut self.seats {
                    s.hero.status = Status::InDungeon;
                    s.hero.pos = s.tower.map_or(Corner::NW.pos(), Corner::pos);
                }
            }
            Event::Acted { by, action } => {
                self.awaiting = None;
                if let (Action::Reroll, Actor::Seat(seat)) = (action, by) {
                    self.hero_mut(*seat).rage_rerolled = true;
                }
            }
            Event::TurnStarted { seat } => {
                self.current = *seat;
                self.turn += 1;
                self.turn_facts = TurnFacts::default();
                self.awaiting = None;
            }
            Event::SunRose { sun } => self.sun = *sun,
            Event::SunsetRoll { .. } => {}
            Event::TurnLost { seat, why } => {
                if *why == LostTurn::Lost {
                    let h = self.hero_mut(*seat);
                    h.lose_turns = h.lose_turns.saturating_sub(1);
                }
            }
            Event::TurnEnded { .. } => {
                self.awaiting = None;
            }
            Event::Asked(a) => self.awaiting = Some(a.clone()),
            Event::ChamberDrawn { pos, tile, entry } => {
                if let Some(i) = self.stockpile.iter().position(|t| t == tile) {
                    self.stockpile.remove(i);
                }
                self.board.set(*pos, Chamber::place(*tile, *entry));
            }
            Event::Rotated { pos } => {
                if let Some(ch) = self.board.chamber_mut(*pos) {
                    ch.rotate_half();
                }
            }
            Event::Moved {
                seat,
                from,
                to,
                via,
                special,
            } => {
                if *seat == self.current
                    && self.board.is_treasure(*from)
                    && !self.board.is_treasure(*to)
                {
                    self.turn_facts.left_treasure = true;
                }
                let corridor = self
                    .board
                    .chamber(*to)
                    .is_some_and(|ch| ch.kind == ChamberKind::Corridor);
                if corridor {
                    self.turn_facts.corridors.push(*to);
                }
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.leave_chamber(focused);
                h.pos = *to;
                h.entered_via = *via;
                h.arrived_special = *special;
            }
            Event::Searched { seat } => {
                self.hero_mut(*seat).searches += 1;
            }
            Event::MarkerPlaced { pos } => {
                self.markers_left = self.markers_left.saturating_sub(1);
                if let Some(ch) = self.board.chamber_mut(*pos) {
                    ch.marker = true;
                }
            }
            Event::CardDrawn { seat, deck, card } => {
                let pile = self.pile_mut(*deck);
                remove_one(&mut pile.draw, *card);
                let loot = c.card(*card).is_loot();
                let h = self.hero_mut(*seat);
                match &mut h.underground {
                    // Catacomb cards pile up beside the hero: they measure his journey.
                    Some(u) if *deck == Deck::Catacomb => {
                        u.count = u.count.saturating_add(1);
                        if !loot {
                            u.pile.push(*card);
                        }
                    }
                    _ if !loot => self.pile_mut(*deck).discard.push(*card),
                    _ => {}
                }
                if loot {
                    self.hero_mut(*seat).loot.push(*card);
                }
            }
            Event::Descended { seat, dir } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.leave_chamber(focused);
                h.underground = Some(Underground {
                    start: h.pos,
                    dir: *dir,
                    count: 0,
                    pile: Vec::new(),
                });
            }
            Event::Resurfaced { seat, to, .. } => {
                let h = self.hero_mut(*seat);
                let pile = h.underground.take().map(|u| u.pile).unwrap_or_default();
                h.pos = *to;
                h.entered_via = None;
                h.arrived_special = true;
                h.resurfaced = true;
                // His cards, and any discarded down there, go back and the deck is shuffled.
                let deck = self.pile_mut(Deck::Catacomb);
                deck.draw.extend(pile);
                let mut back = std::mem::take(&mut deck.discard);
                deck.draw.append(&mut back);
                deck.draw.sort_unstable();
            }
            Event::ChamberTurned { pos, entry } => {
                if let Some(ch) = self.board.chamber(*pos) {
                    let tile = ch.tile;
                    self.board.set(*pos, Chamber::place(tile, *entry));
                }
            }
            Event::PassageFound { seat } => self.hero_mut(*seat).passage = true,
            Event::RuneUsed { seat, rune } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                h.runes.retain(|r| r != rune);
                match c.runes[*rune as usize].id.as_str() {
                    "calm" => h.calm = true,
                    // A pass without a roll spends no tokens; they go with the encounter,
                    // unless Focused Determination keeps them (R14).
                    "strength" if !focused => h.determination = None,
                    "daylight" => self.sun = self.sun.saturating_sub(2),
                    _ => {}
                }
            }
            Event::Stasis { left } => self.turn_facts.stasis = *left,
            Event::KnockedOut { .. } => {}
            Event::LootOwed { seat, cards } => self.hero_mut(*seat).owes_loot = *cards,
            Event::MonsterMoved { token, to, .. } => {
                if let Some(t) = self.tokens.iter_mut().find(|(_, t)| t == token) {
                    t.0 = *to;
                }
                self.last_moved = Some(*token);
            }
            Event::DuelStarted { attacker, defender } => {
                self.duel = Some(Duel {
                    attacker: *attacker,
                    defender: *defender,
                    round: 0,
                    plans: [None, None],
                    carry: [false, false],
                    taken: [0, 0],
                    shield_used: [false, false],
                });
                self.deadline_extra_hours = 0;
            }
            Event::DuelSubmitted { side, plan, .. } => {
                if let Some(d) = &mut self.duel {
                    d.plans[*side] = Some(*plan);
                }
            }
            Event::DuelRound {
                round,
                winners,
                takes,
                shields,
                ..
            } => {
                self.deadline_extra_hours = 0;
                if let Some(d) = &mut self.duel {
                    d.round = *round;
                    d.plans = [None, None];
                    d.carry = [
                        winners[2] == StrikeWinner::Hero,
                        winners[2] == StrikeWinner::Monster,
                    ];
                    for i in 0..2 {
                        d.taken[i] = d.taken[i].saturating_add(takes[i]);
                        d.shield_used[i] |= shields[i];
                    }
                }
            }
            Event::DuelEnded { .. } => self.duel = None,
            Event::Plundered { from, to, card, .. } => {
                remove_one(&mut self.hero_mut(*from).loot, *card);
                self.hero_mut(*to).loot.push(*card);
            }
            Event::MonsterAdded { token, at, .. } => {
                self.tokens.retain(|(_, t)| t != token);
                self.tokens.push((*at, *token));
            }
            Event::CardBurned { deck, card } => {
                let pile = self.pile_mut(*deck);
                remove_one(&mut pile.draw, *card);
                pile.discard.push(*card);
            }
            Event::Teleported { seat, corner } => {
                self.turn_facts.teleported = true;
                let h = self.hero_mut(*seat);
                h.pos = corner.pos();
                h.entered_via = None;
                h.searches = 0;
            }
            Event::Landed { seat, via } => self.hero_mut(*seat).entered_via = Some(*via),
            Event::Reshuffled { deck } => {
                let pile = self.pile_mut(*deck);
                let mut back = std::mem::take(&mut pile.discard);
                pile.draw.append(&mut back);
                pile.draw.sort_unstable();
            }
            Event::CardKept { seat, card } => {
                remove_one(&mut self.pile_mut(c.card(*card).deck).discard, *card);
                let h = self.hero_mut(*seat);
                if let Some(u) = &mut h.underground {
                    remove_one(&mut u.pile, *card);
                }
                h.kept.push(*card);
            }
            Event::CardReleased { seat, card } => {
                remove_one(&mut self.hero_mut(*seat).kept, *card);
                self.pile_mut(c.card(*card).deck).discard.push(*card);
            }
            Event::ChestOpened { seat, value, .. } => self.hero_mut(*seat).chests.push(*value),
            Event::LootDiscarded { seat, card } | Event::ImpStole { seat, card } => {
                let h = self.hero_mut(*seat);
                if c.card(*card).effect == Effect::Chest && !h.chests.is_empty() {
                    // An opened chest leaves with its value (the cheapest one goes).
                    let i = (0..h.chests.len())
                        .min_by_key(|&i| h.chests[i])
                        .unwrap_or(0);
                    h.chests.remove(i);
                }
                remove_one(&mut self.hero_mut(*seat).loot, *card);
                self.pile_mut(c.card(*card).deck).discard.push(*card);
            }
            Event::Tested {
                seat,
                key,
                passed,
                kept,
                ..
            } => {
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                if *passed {
                    h.determination = (*kept > 0).then_some((*key, *kept));
                } else {
                    let n = match h.determination {
                        Some((k, n)) if k == *key || focused => n + 1,
                        _ => 1,
                    };
                    h.determination = Some((*key, n));
                }
            }
            Event::Prayed { seat, key } => {
                self.turn_facts.prayed = true;
                let focused = self.settings.focused_determination;
                let h = self.hero_mut(*seat);
                let n = match h.determination {
                    Some((k, n)) if k == *key || focused => n,
                    _ => 0,
                };
                h.determination = Some((*key, n + 3));
            }
            Event::Rolled { .. } => {}
            Event::Wounded { seat, amount, .. } => {
                let h = self.hero_mut(*seat);
                h.wounds = h.wounds.saturating_add(*amount);
            }
            Event::Healed { seat, amount } => {
                let h = self.hero_mut(*seat);
                h.wounds = h.wounds.saturating_sub(*amount);
            }
            Event::LoseTurn { seat } => self.hero_mut(*seat).lose_turns += 1,
            Event::FlagSet { seat, flag, on } => {
                let h = self.hero_mut(*seat);
                match flag {
                    Flag::MustEncounter => h.must_encounter = *on,
                    Flag::MustReturn => h.must_return = *on,
                    Flag::WebStuck => h.web_stuck = *on,
                    Flag::DarknessPending => h.darkness_pending = *on,
                    Flag::Calm => h.calm = *on,
                    Flag::ArrivedSpecial => {
                        h.arrived_special = *on;
                        h.resurfaced &= *on;
                    }
                }
            }
            Event::DragonDrawn { sleeping, .. } => {
                if *sleeping {
                    self.dragon_chance =
                        self.dragon_chance.saturating_sub(self.settings.dragon_step);
                }
            }
            Event::TreasureBurnt { seat, cards } => {
                for card in cards {
                    remove_one(&mut self.hero_mut(*seat).loot, *card);
                    self.pile_mut(Deck::Treasure).discard.push(*card);
                }
            }
            Event::DragonReset => self.dragon_chance = self.settings.dragon_start,
            Event::Died { seat, cause } => {
                let h = self.hero_mut(*seat);
                h.status = Status::Dead(*cause);
                h.owes_loot = 0;
                let pile = h.underground.take().map(|u| u.pile).unwrap_or_default();
                let cards: Vec<CardId> = h
                    .loot
                    .drain(..)
                    .chain(h.kept.drain(..))
                    .chain(pile)
                    .collect();
                for card in cards {
                    self.pile_mut(c.card(card).deck).discard.push(card);
                }
            }
            Event::MonsterAppears {
                moved_from, token, ..
            } => {
                if moved_from.is_some() {
                    self.tokens.retain(|(_, t)| t != token);
                }
            }
            Event::EscapeRolled { .. } => {}
            Event::TokenPlaced { pos, token } => {
                self.tokens.retain(|(_, t)| t != token);
                self.tokens.push((*pos, *token));
            }
            Event::TokenRemoved { token } => self.tokens.retain(|(_, t)| t != token),
            Event::CombatStarted(c) => {
                self.combat = Some(c.clone());
                self.deadline_extra_hours = 0;
            }
            Event::MonsterSideSet(side) => {
                if let Some(c) = &mut self.combat {
                    c.side = *side;
                }
            }
            Event::Submitted { monster, plan } | Event::ChosenForThem { monster, plan } => {
                if let Some(c) = &mut self.combat {
                    if *monster {
                        c.monster_plan = Some(*plan);
                    } else {
                        c.hero_plan = Some(*plan);
                    }
                }
            }
            Event::BotSubmitted { plan } => {
                if let Some(c) = &mut self.combat {
                    c.monster_plan = Some(*plan);
                }
            }
            Event::RoundResolved(r) => {
                self.deadline_extra_hours = 0;
                if let Some(c) = &mut self.combat {
                    c.round = r.round;
                    c.monster_wounds = c.monster_wounds.saturating_sub(r.forfeit);
                    if !r.fled {
                        c.monster_wounds = c.monster_wounds.saturating_add(r.hero_deals);
                    }
                    c.won_last = if r.hero_deals > r.hero_takes && !r.fled {
                        r.hero_deals
                    } else {
                        0
                    };
                    c.hero_plan = None;
                    c.monster_plan = None;
                    c.hero_carry = r.winners[2] == StrikeWinner::Hero;
                    c.monster_carry = r.winners[2] == StrikeWinner::Monster;
                    c.shield_used |= r.shield_used;
                }
            }
            Event::MonsterWounded { amount } => {
                if let Some(c) = &mut self.combat {
                    c.monster_wounds = c.monster_wounds.saturating_add(*amount);
                }
            }
            Event::CombatEnded { .. } => self.combat = None,
            Event::Reordered(order) => {
                let old = std::mem::take(&mut self.seats);
                self.seats = order.iter().map(|&i| old[i].clone()).collect();
            }
            Event::Configured(s) => {
                self.settings = s.clone();
                self.dragon_chance = s.dragon_start;
            }
            Event::Replaced { seat, user, name } => {
                self.seats[*seat].user = user.clone();
                self.seats[*seat].name = name.clone();
            }
            Event::Paused => self.paused = true,
            Event::Resumed => self.paused = false,
            Event::DeadlineExtended { hours } => self.deadline_extra_hours += hours,
            Event::Exited { seat } => {
                self.hero_mut(*seat).status = Status::Exited;
            }
            Event::Ended(o) => {
                self.phase = Phase::Ended;
                self.awaiting = None;
                self.outcome = Some(o.clone());
            }
        }
    }

    /// Rebuild a game from its seed, settings and events (undone inputs taken out).
    pub fn replay<'a>(
        seed: [u8; 32],
        settings: Settings,
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Game {
        let events: Vec<Event> = events.into_iter().cloned().collect();
        let mut g = Game::new(seed, settings);
        for e in effective(&events) {
            g.fold(&e);
        }
        g
    }

    /// Cards of this deck anywhere in the game: in the pile, discarded, or held by heroes.
    pub fn cards_accounted(&self, deck: Deck) -> usize {
        let p = self.pile(deck);
        let held = self
            .seats
            .iter()
            .flat_map(|s| {
                let h = &s.hero;
                let pile = h.underground.iter().flat_map(|u| u.pile.iter());
                h.loot.iter().chain(h.kept.iter()).chain(pile)
            })
            .filter(|&&c| content().card(c).deck == deck)
            .count();
        p.draw.len() + p.discard.len() + held
    }
}

/// The inputs of a log: each starts with its `Acted` event.
pub fn inputs(events: &[Event]) -> Vec<&[Event]> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let end = events[i + 1..]
            .iter()
            .position(|e| matches!(e, Event::Acted { .. }))
            .map_or(events.len(), |k| i + 1 + k);
        out.push(&events[i..end]);
        i = end;
    }
    out
}

/// The log in effect: an organiser's `Undo { inputs: n }` takes itself and the last `n`
/// inputs still in effect out. The full log keeps them all, so an undo is never silent.
pub fn effective(events: &[Event]) -> Vec<Event> {
    let mut kept: Vec<&[Event]> = Vec::new();
    for input in inputs(events) {
        match &input[0] {
            Event::Acted {
                action: Action::Undo { inputs },
                ..
            } => {
                let n = (*inputs).min(kept.len());
                kept.truncate(kept.len() - n);
            }
            _ => kept.push(input),
        }
    }
    kept.concat()
}

/// Loot cards from the Treasure deck (what Dragon Rage burns).
pub fn treasure_loot(h: &Hero) -> Vec<CardId> {
    h.loot
        .iter()
        .copied()
        .filter(|&c| content().card(c).deck == Deck::Treasure)
        .collect()
}

/// Whether a card is a potion.
pub fn is_potion(card: CardId) -> bool {
    content().card(card).effect == Effect::Potion
}
