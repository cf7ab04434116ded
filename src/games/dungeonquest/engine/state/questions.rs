//! The questions the rules ask mid-way (`Awaiting`), with everything needed to carry on once
//! answered: a test's continuation (`TestSpec`, `AfterTest`), why a hero must move on.

use super::AfterMonster;
use crate::games::dungeonquest::engine::board::{Dir, Pos};
use crate::games::dungeonquest::engine::content::{Attr, CardId, Deck, TokenId};
use serde::{Deserialize, Serialize};

/// What an attribute test is for: determination tokens belong to one such encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TestKey {
    Portcullis(Pos, Dir),
    Card(CardId),
    Web(Pos),
    CaveIn(Pos),
    Bridge(Pos),
    Pit(Pos),
}

/// What happens once a test is rolled: the continuation of the rules that asked for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterTest {
    /// Lifting a portcullis during a move from `from`; `cleared` obstacles were already passed.
    Move {
        from: Pos,
        dir: Dir,
        cleared: u8,
    },
    /// A card's test (trap, threat, curse).
    Card {
        card: CardId,
    },
    /// The start-of-turn re-test of a kept Trapdoor.
    Trapdoor {
        card: CardId,
    },
    /// Tearing through a web on entering (`again` = the start-of-turn retry).
    Web {
        again: bool,
    },
    CaveIn,
    Bridge,
    Pit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestSpec {
    pub attr: Attr,
    pub key: TestKey,
    /// Added to the dice total (the Bridge adds 1 per Loot card; Rope subtracts 2).
    pub roll_modifier: i8,
    pub after: AfterTest,
}

/// Why a hero must move again at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveOn {
    Corridor,
    Tower,
    Web,
    Bridge,
    CaveIn,
    /// The Rune of Stasis: another move this turn, or stop.
    Stasis,
}

/// A question the rules asked; the game waits for `seat` to answer it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Awaiting {
    /// Move again at once (Corridor, Tower Room, after crossing a web, bridge or rubble).
    MoveOn { seat: usize, why: MoveOn },
    /// In a Tower Room holding Loot: leave the dungeon, or move on.
    Tower { seat: usize },
    /// On a Bridge: cross it (Agility) or stay and go back next turn.
    Bridge { seat: usize },
    /// At a Spider Web: tear through (Strength) or go back next turn.
    Web { seat: usize },
    /// A card offers another draw (Dead Adventurer, Crypt): Yes or No.
    Offer {
        seat: usize,
        card: CardId,
        deck: Deck,
    },
    /// A Secret Door: step through any side, or stay.
    SecretDoor { seat: usize },
    /// Arrived on an explored Bridge by special movement: choose the end to stand at.
    BridgeEnd { seat: usize },
    /// Brother Gherinn may pray before this test.
    Test { seat: usize, spec: TestSpec },
    /// Dragon Rage: Gherinn may roll the damage again; `rest` still suffer the rage.
    RageReroll {
        seat: usize,
        dice: [u8; 2],
        rest: Vec<usize>,
    },
    /// Dragon Rage: choose the passage to retreat through; `rest` still suffer the rage.
    Retreat { seat: usize, rest: Vec<usize> },
    /// A monster confronts the hero: Escape or Attack (R18).
    Monster {
        seat: usize,
        token: TokenId,
        after: AfterMonster,
        can_escape: bool,
    },
    /// A Fallen Elf: hand over a Loot card, or fight it.
    FallenElf { seat: usize },
    /// A combat round: both sides send their strikes (the state is in `Game::combat`).
    Combat { seat: usize },
    /// Fallen into the catacombs: choose the way the travel marker points.
    Descend { seat: usize },
    /// A way up from the catacombs: resurface (choosing the shift side) or press on.
    Exit { seat: usize },
    /// Come up into a chamber just drawn: choose the side its entry faces.
    Orient { seat: usize },
    /// Come up into a Bridge or Chasm: choose the side to stand on.
    Landing { seat: usize },
    /// A card takes a Loot card of the hero's choice.
    Discard { seat: usize },
    /// A Trap card just drawn: use the Rune of Warning, or let it spring.
    Warning { seat: usize, card: CardId },
    /// A failed test: use the Rune of Fortune to roll again, or keep the result.
    Fortune { seat: usize, spec: TestSpec },
    /// Death Can Wait, walled in: choose the neighbouring space to be thrown into.
    Breakout { seat: usize },
    /// Servants of Kalladra: an eliminated player's turn: move a monster, add one, or pass.
    Servant { seat: usize },
    /// Multiple Monsters: several monsters here; the hero picks which to face first. With
    /// `after` a duel (Hero vs Hero), a hero is here too, and `Attack` takes him on first.
    WhichMonster { seat: usize, after: AfterMonster },
    /// Hero vs Hero: a duel round; both send strikes (the state is in `Game::duel`).
    Duel { seat: usize },
    /// Hero vs Hero: the victor may take one Loot card of the loser's.
    Spoils { seat: usize, from: usize },
    /// Monstrous Treasures: the kill's roll came in under the monster's life: take the top
    /// Treasure card (`Yes`) or not (`No`); then `after` as for any won fight.
    MonsterTreasure { seat: usize, after: AfterMonster },
    /// Death Can Wait: knocked out, he gives up Loot cards of his choice, one at a time
    /// (`Hero::owes_loot` counts what is left) (R36).
    LoseLoot { seat: usize },
}

impl Awaiting {
    pub fn seat(&self) -> usize {
        match self {
            Awaiting::MoveOn { seat, .. }
            | Awaiting::Tower { seat }
            | Awaiting::Bridge { seat }
            | Awaiting::Web { seat }
            | Awaiting::Offer { seat, .. }
            | Awaiting::SecretDoor { seat }
            | Awaiting::BridgeEnd { seat }
            | Awaiting::Test { seat, .. }
            | Awaiting::RageReroll { seat, .. }
            | Awaiting::Retreat { seat, .. }
            | Awaiting::Monster { seat, .. }
            | Awaiting::FallenElf { seat }
            | Awaiting::Combat { seat }
            | Awaiting::Descend { seat }
            | Awaiting::Exit { seat }
            | Awaiting::Orient { seat }
            | Awaiting::Landing { seat }
            | Awaiting::Discard { seat }
            | Awaiting::Warning { seat, .. }
            | Awaiting::Fortune { seat, .. }
            | Awaiting::Breakout { seat }
            | Awaiting::Servant { seat }
            | Awaiting::WhichMonster { seat, .. }
            | Awaiting::Duel { seat }
            | Awaiting::Spoils { seat, .. }
            | Awaiting::MonsterTreasure { seat, .. }
            | Awaiting::LoseLoot { seat } => *seat,
        }
    }
}
