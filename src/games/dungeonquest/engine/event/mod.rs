//! Events: everything that happens in a game (the fold that applies each one to the state is
//! in `fold.rs`).
//! Chance events carry their outcome; folding them only counts the draws they used.

use super::action::Action;
use super::board::{Chamber, Corner, Dir, Pos};
use super::content::{
    content, Attr, CardId, ChamberKind, Deck, Effect, HeroId, MonsterId, RuneId, TileId, TokenId,
};
use super::state::*;
use serde::{Deserialize, Serialize};

mod fold;

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
