//! Everything that happens in a game, as events. `Game::fold` is the only code that changes a
//! game; `Game::replay` rebuilds one from its settings and log without drawing again.

use super::content::Effect;
use super::content::{CardId, HeroId, MapId, QuestId};
use super::map::{Cell, Side, Spot};
use super::state::*;
use serde::{Deserialize, Serialize};

/// The secret part of the set-up (G45): hidden from every player until the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub unused: Vec<HeroId>,
    pub map_deck: Vec<MapId>,
    pub quest_deck: Vec<QuestId>,
    pub deck: Vec<CardId>,
    pub hands: Vec<Vec<CardId>>,
}

/// Why a die was rolled (G18): every roll is told with what it was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Roll {
    /// An exit's Threat on the way out of `cell` by `side`.
    Exit { cell: Cell, side: Side },
    /// A Pit or Spikes on entry.
    Feature { cell: Cell },
    /// A quest's Threat, or a Threat among its effects.
    Quest { quest: QuestId },
    /// Attack `attack` of the combat: its special, its Trap, its rolls.
    Attack { attack: usize },
    /// A Threat among a card's effects.
    Card { card: CardId },
    /// A Threat among a hero's ability's effects.
    Ability { seat: Seat },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The game dealt (G4-G6): each seat's hero, the start player, the first four passages
    /// around the Entrance, the Personal Quests and the Global; `draws` taken. `deal` is
    /// `None` in a copy shown to players.
    Dealt {
        heroes: Vec<HeroId>,
        start: Seat,
        first: Vec<(MapId, Spot)>,
        quests: Vec<Vec<QuestId>>,
        global: Option<QuestId>,
        draws: u64,
        deal: Option<Deal>,
    },
    /// A turn began: the seat's Reset (G29, G17): Movement set to his Speed.
    TurnBegan {
        seat: Seat,
        round: u32,
        movement: u8,
    },
    /// The active player's phase moved on.
    PhaseBegan {
        phase: Phase,
    },
    /// A map card drawn for Build or Explore (`draws` taken, for a reshuffle).
    MapDrawn {
        card: MapId,
        draws: u64,
    },
    /// The drawn card fitted nowhere and was set aside (G11).
    MapSetAside {
        card: MapId,
    },
    /// The map deck ran out: the set-aside cards became the deck in this order (top first;
    /// `None` in a copy shown to players).
    MapsReshuffled {
        order: Option<Vec<MapId>>,
        draws: u64,
    },
    /// The drawn card placed; `reshuffled`: the set-aside cards went back into the deck in
    /// this order (top first), `None` in a copy shown to players.
    MapPlaced {
        card: MapId,
        spot: Spot,
        explore: bool,
        reshuffled: Option<Vec<MapId>>,
    },
    /// A die rolled for a Threat, with the score added and the number to meet.
    Rolled {
        seat: Seat,
        roll: Roll,
        die: u8,
        score: u8,
        number: u8,
        draws: u64,
    },
    /// The bonuses for one roll of this kind were spent on it.
    BonusSpent {
        seat: Seat,
        roll: super::content::effect::RollKind,
    },
    /// A `reroll` spent on a failed roll: the new die, which stands.
    Rerolled {
        seat: Seat,
        roll: super::content::effect::RollKind,
        die: u8,
        draws: u64,
    },
    /// A hero moved through the exit on `side` (`cost`: Movement spent, a failed Locked
    /// exit's included), or jumped by Sewer or Portal (`side` None).
    Moved {
        seat: Seat,
        from: Cell,
        to: Cell,
        side: Option<Side>,
        cost: u8,
    },
    /// A failed Locked exit with no Movement left to pay: he stays, the Movement spent lost.
    Stopped {
        seat: Seat,
        side: Side,
    },
    /// A hero entered a space new to him this turn and collected its Glory and Peril.
    Collected {
        seat: Seat,
        glory: u8,
        peril: u8,
    },
    Wounded {
        seat: Seat,
        wounds: u8,
    },
    Tipped {
        seat: Seat,
    },
    /// He stood up (`cost`: the Movement it took).
    Untipped {
        seat: Seat,
        cost: u8,
    },
    /// A hero died (G39): his cards go to the discards, his quests back into the deck in this
    /// order (`None` in a copy shown to players), an Escort drops where he fell.
    Died {
        seat: Seat,
        quests_back: Option<Vec<QuestId>>,
        draws: u64,
    },
    /// Discard/Draw: the card he discarded from his hand, face up on the pile (public, G45).
    Discarded {
        seat: Seat,
        card: Option<CardId>,
    },
    /// He stayed put all turn and collected his space's Glory and Peril (no effect).
    Stayed {
        seat: Seat,
        glory: u8,
        peril: u8,
    },
    /// A Movement saved for off-turn use.
    Saved {
        seat: Seat,
    },
    /// Cards drawn to refill his hand; `cards` is `None` in another's copy. `reshuffled`:
    /// the discards shuffled into a new deck first (G41), `None` in a copy shown to players.
    Drew {
        seat: Seat,
        count: u8,
        cards: Option<Vec<CardId>>,
        reshuffled: Option<Vec<CardId>>,
        draws: u64,
    },
    Healed {
        seat: Seat,
        life: u8,
    },
    /// Glory gained (or lost, below 0).
    Glory {
        seat: Seat,
        delta: i32,
    },
    Peril {
        seat: Seat,
        delta: i32,
    },
    /// A card struck from his hand by an effect, drawn from the stream.
    Lost {
        seat: Seat,
        card: CardId,
        draws: u64,
    },
    /// The active hero's Movement changed by an effect.
    Movement {
        delta: i32,
    },
    /// A Level set by a Level Drain.
    Level {
        seat: Seat,
        level: u8,
    },
    /// An attempt on a quest (`cost`: the Movement it took).
    Attempted {
        seat: Seat,
        quest: QuestId,
        cost: u8,
    },
    /// A Chance quest's dice.
    Dice {
        seat: Seat,
        quest: QuestId,
        dice: Vec<u8>,
        draws: u64,
    },
    /// A search roll: the die plus the spaces from the Entrance against the number (G34).
    Searched {
        seat: Seat,
        quest: QuestId,
        die: u8,
        bonus: u8,
        number: u8,
        found: bool,
        draws: u64,
    },
    /// A hero moved by an effect (Warp: G14, no exit, no collection off his turn).
    Warped {
        seat: Seat,
        to: Cell,
    },
    /// A map card moved by an effect (G12).
    Shifted {
        from: Cell,
        to: Spot,
    },
    /// A quest completed, and the Level it brought him to (G37).
    Completed {
        seat: Seat,
        quest: QuestId,
        level: u8,
    },
    /// The top quest turned up as the new Global (G32).
    GlobalDealt {
        quest: QuestId,
    },
    /// An Escort's token taken (from its start, or where it was dropped): the quest is his.
    TokenTaken {
        seat: Seat,
        quest: QuestId,
    },
    /// An Escort's token put down: quest and token lie in `cell` (G36).
    TokenDropped {
        seat: Seat,
        quest: QuestId,
        cell: Cell,
    },
    /// A Peril card sent by the DungeonLord (`seat`), paid by `payer` (G20): out of his hand
    /// (or Pack), into play.
    Sent {
        seat: Seat,
        card: CardId,
        target: Seat,
        payer: Seat,
        cost: u32,
    },
    /// A Bane laid on a hero, controlled by `lord`.
    Cursed {
        seat: Seat,
        card: CardId,
        lord: Seat,
    },
    /// A card's part is over: to the discards.
    Spent {
        card: CardId,
    },
    /// A combat began (its attacks at their spaces; the window not yet open).
    CombatBegan {
        combat: Combat,
    },
    /// The Response window opened, waiting on these defenders (G23).
    WindowOpened {
        waiting: Vec<Seat>,
    },
    /// A player's plays in the window, sealed (`None` in another's copy) until it closes.
    Answered {
        seat: Seat,
        plays: Option<Vec<Response>>,
    },
    /// The window closed: every play shown.
    WindowClosed {
        plays: Vec<(Seat, Vec<Response>)>,
    },
    /// A Glory card played from hand and paid.
    Played {
        seat: Seat,
        card: CardId,
        extra: u8,
        cost: u32,
    },
    /// A hero's ability used and paid (once a turn).
    AbilityUsed {
        seat: Seat,
        cost: u32,
    },
    /// A permanent card into his Inventory.
    Readied {
        seat: Seat,
        card: CardId,
    },
    /// A Treasure let go from his Inventory (G30).
    LetGo {
        seat: Seat,
        card: CardId,
    },
    /// An effect lasting to the next Reset, or (aimed at attack `attack` or not) this combat.
    Lasting {
        seat: Seat,
        effect: Effect,
        attack: Option<usize>,
    },
    /// An attack made to do nothing.
    Cancelled {
        attack: usize,
    },
    /// An attack's monster left the fight: to its owner's hand, or discarded.
    Gone {
        attack: usize,
        to_hand: bool,
    },
    /// A Minion card aimed at attack `attack`'s monster.
    MinionCalled {
        seat: Seat,
        attack: usize,
    },
    /// An attack's rolls (or a Challenge's: the hero's roll is the counter side).
    Fought {
        attack: usize,
        hero: Seat,
        minion: Option<CardId>,
        attack_die: u8,
        attack_total: u8,
        counter_die: u8,
        counter_total: u8,
        draws: u64,
    },
    /// Wounds a monster dealt to heroes (for the Reward step).
    Struck {
        attack: usize,
        wounds: u8,
    },
    /// A monster wounded by a hero.
    MonsterHurt {
        attack: usize,
        by: Seat,
        wounds: u8,
    },
    /// A Minion wounded in its hero's place.
    MinionHurt {
        seat: Seat,
        card: CardId,
        wounds: u8,
    },
    /// A hero's Challenge of the turn (G25).
    Challenged {
        seat: Seat,
        attack: usize,
        form: super::content::Form,
    },
    /// A hero's Challenge on another hero (G26): each rolls in the form chosen.
    Dueled {
        seat: Seat,
        target: Seat,
        form: super::content::Form,
        die: u8,
        total: u8,
        their_die: u8,
        their_total: u8,
        draws: u64,
    },
    /// An Escort quest and its token taken by a hit (G26).
    Stolen {
        from: Seat,
        to: Seat,
        quest: QuestId,
    },
    /// A Slay quest fought: its monster, run by `lord`, attacks first (G35).
    SlayBegan {
        seat: Seat,
        quest: QuestId,
        lord: Seat,
    },
    /// A hero's Challenge on a Slay monster: his roll against the monster's.
    SlayChallenged {
        seat: Seat,
        quest: QuestId,
        form: super::content::Form,
        hero_die: u8,
        hero_total: u8,
        monster_die: u8,
        monster_total: u8,
        draws: u64,
    },
    /// A Slay quest's monster keeps its wounds on the card (G35).
    SlayWounds {
        quest: QuestId,
        wounds: u8,
    },
    /// A monster kept in its owner's Pack with its wounds.
    Packed {
        seat: Seat,
        card: CardId,
        wounds: u8,
    },
    /// An unwounded monster back to its owner's hand.
    BackToHand {
        seat: Seat,
        card: CardId,
    },
    /// A monster became a hero's Minion (G28).
    MinionTaken {
        seat: Seat,
        attack: usize,
    },
    /// The combat is over.
    CombatOver,
    /// A player's standing answers (G42); `None` in another's copy.
    StandingSet {
        seat: Seat,
        standing: Option<Standing>,
    },
    /// Upkeep paid for a card he controls (from his Glory, or a curse's from its hero's
    /// Peril: G29).
    UpkeepPaid {
        seat: Seat,
        card: CardId,
        from: Seat,
        cost: u32,
    },
    /// A card whose upkeep was not paid returned to its controller's hand.
    Unkept {
        seat: Seat,
        card: CardId,
    },
    /// A question put to one player (G42 `ask`): the game waits on his answer.
    Asked {
        asked: Asked,
    },
    /// A declaration's rest held while a question its Bane put is answered (`None`: let go,
    /// to be sent now).
    Held {
        held: Option<Held>,
    },
    /// His answer to it (public, as the question is).
    Chose {
        seat: Seat,
        choice: super::action::Choice,
    },
    /// The game ended (G40).
    Ended {
        outcome: Outcome,
    },
}

impl Game {
    /// Applies one event. The only code that changes a game; each area's events are folded
    /// by a function of their own.
    pub fn fold(&mut self, e: &Event) {
        match e {
            Event::Dealt { .. } => self.fold_deal(e),
            Event::MapDrawn { .. }
            | Event::MapSetAside { .. }
            | Event::MapsReshuffled { .. }
            | Event::MapPlaced { .. } => self.fold_map(e),
            Event::Moved { .. }
            | Event::Warped { .. }
            | Event::Shifted { .. }
            | Event::Stopped { .. }
            | Event::Collected { .. }
            | Event::Stayed { .. }
            | Event::Wounded { .. }
            | Event::Tipped { .. }
            | Event::Untipped { .. }
            | Event::Died { .. }
            | Event::Saved { .. } => self.fold_hero(e),
            Event::Discarded { .. } | Event::Drew { .. } | Event::Lost { .. } => self.fold_cards(e),
            Event::Healed { .. }
            | Event::Glory { .. }
            | Event::Peril { .. }
            | Event::Movement { .. }
            | Event::Level { .. } => self.fold_tracks(e),
            Event::Attempted { .. }
            | Event::Dice { .. }
            | Event::Searched { .. }
            | Event::Completed { .. }
            | Event::GlobalDealt { .. }
            | Event::TokenTaken { .. }
            | Event::TokenDropped { .. } => self.fold_quests(e),
            Event::Sent { .. }
            | Event::Cursed { .. }
            | Event::Spent { .. }
            | Event::Played { .. }
            | Event::AbilityUsed { .. }
            | Event::Readied { .. }
            | Event::LetGo { .. }
            | Event::Lasting { .. }
            | Event::StandingSet { .. }
            | Event::UpkeepPaid { .. }
            | Event::Unkept { .. } => self.fold_play(e),
            Event::CombatBegan { .. }
            | Event::WindowOpened { .. }
            | Event::Answered { .. }
            | Event::WindowClosed { .. }
            | Event::Cancelled { .. }
            | Event::Gone { .. }
            | Event::MinionCalled { .. }
            | Event::Fought { .. }
            | Event::Struck { .. }
            | Event::MonsterHurt { .. }
            | Event::MinionHurt { .. }
            | Event::Challenged { .. }
            | Event::SlayBegan { .. }
            | Event::Dueled { .. }
            | Event::Stolen { .. }
            | Event::SlayChallenged { .. }
            | Event::SlayWounds { .. }
            | Event::Packed { .. }
            | Event::BackToHand { .. }
            | Event::MinionTaken { .. }
            | Event::CombatOver => self.fold_combat(e),
            Event::Asked { .. } | Event::Chose { .. } | Event::Held { .. } => self.fold_asked(e),
            Event::TurnBegan {
                seat,
                round,
                movement,
            } => {
                self.active = *seat;
                self.round = *round;
                let cell = self.players[*seat].cell;
                self.turn = Turn {
                    movement: *movement,
                    seen: [cell].into(),
                    ..Turn::default()
                };
                self.players[*seat].saved = false;
                // Once-a-turn uses refresh at every Reset, whoever's (G29).
                for p in &mut self.players {
                    p.challenged = false;
                    p.minion_used = false;
                }
                self.phase = Phase::DungeonLord;
            }
            Event::PhaseBegan { phase } => self.phase = *phase,
            Event::Rolled { draws, .. } => self.draws = *draws,
            Event::BonusSpent { seat, roll } => {
                let kind = *roll;
                self.turn.temps.retain(|(s, e)| {
                    !(*s == *seat
                        && e.scope == Some(super::content::Scope::Roll)
                        && matches!(e.op, super::content::Op::Roll { roll, .. } if roll == kind))
                });
            }
            Event::Rerolled {
                seat, roll, draws, ..
            } => {
                self.draws = *draws;
                let kind = *roll;
                if let Some(i) = self.turn.temps.iter().position(|(s, e)| {
                    *s == *seat
                        && matches!(e.op, super::content::Op::Reroll { roll } if roll == kind)
                }) {
                    self.turn.temps.remove(i);
                }
            }
            Event::Ended { outcome } => {
                self.outcome = Some(outcome.clone());
                self.phase = Phase::Over;
            }
        }
    }

    /// The game these events make, from its settings.
    pub fn replay(seed: [u8; 32], settings: Settings, events: &[Event]) -> Game {
        let mut g = Game::new(seed, settings);
        for e in events {
            g.fold(e);
        }
        g
    }
}
