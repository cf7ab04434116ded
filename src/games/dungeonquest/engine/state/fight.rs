//! The state of a fight: strikes and sealed plans (R19), who plays the monster (R17), a
//! combat with a monster, and a duel between heroes (Hero vs Hero).

use crate::games::dungeonquest::engine::content::{MonsterId, TokenId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Strike {
    Melee,
    Ranged,
    Spell,
}

impl Strike {
    pub const ALL: [Strike; 3] = [Strike::Melee, Strike::Ranged, Strike::Spell];
    /// Melee beats Ranged, Ranged beats Spell, Spell beats Melee (R19).
    pub fn beats(self, other: Strike) -> bool {
        matches!(
            (self, other),
            (Strike::Melee, Strike::Ranged)
                | (Strike::Ranged, Strike::Spell)
                | (Strike::Spell, Strike::Melee)
        )
    }
    pub fn name(self) -> &'static str {
        match self {
            Strike::Melee => "Melee",
            Strike::Ranged => "Ranged",
            Strike::Spell => "Spell",
        }
    }
}

/// One side's sealed choices for a combat round (R19).
///
/// In a log it reads as the plan's fields; once redacted for a viewer who may not see it
/// (`sealed`), it reads as the word `"sealed"`, so an export of a running game never shows a
/// plan that nobody sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "PlanRepr", into = "PlanRepr")]
pub struct Plan {
    pub standard: Strike,
    pub brutal: Strike,
    pub counter: Strike,
    /// Discard a Spark this round: +1 wound dealt.
    pub spark: bool,
    /// The Rune of Fury this round: +2 wounds dealt.
    pub fury: bool,
    /// The Rune of Warding this round: no wounds taken.
    pub warding: bool,
    /// Live to Fight Another Day: forfeit last round's wounds to the monster and escape if
    /// this round is won too.
    pub flee: bool,
    /// A plan redacted for a viewer who may not see it (`engine::HIDDEN_PLAN`): its other
    /// fields mean nothing. No input carries one (the rules refuse it).
    pub sealed: bool,
}

impl Plan {
    /// The three strikes, no cards or runes.
    pub const fn of(standard: Strike, brutal: Strike, counter: Strike) -> Plan {
        Plan {
            standard,
            brutal,
            counter,
            spark: false,
            fury: false,
            warding: false,
            flee: false,
            sealed: false,
        }
    }
}

/// How a plan is written: its fields, as ever (so stored logs and their hashes stay as they
/// were), or `"sealed"`.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum PlanRepr {
    Sealed(SealedWord),
    Open(OpenPlan),
}

#[derive(Serialize, Deserialize)]
enum SealedWord {
    #[serde(rename = "sealed")]
    Sealed,
}

#[derive(Serialize, Deserialize)]
struct OpenPlan {
    standard: Strike,
    brutal: Strike,
    counter: Strike,
    spark: bool,
    #[serde(default)]
    fury: bool,
    #[serde(default)]
    warding: bool,
    #[serde(default)]
    flee: bool,
}

impl From<PlanRepr> for Plan {
    fn from(r: PlanRepr) -> Plan {
        match r {
            PlanRepr::Sealed(_) => crate::games::dungeonquest::engine::HIDDEN_PLAN,
            PlanRepr::Open(p) => Plan {
                standard: p.standard,
                brutal: p.brutal,
                counter: p.counter,
                spark: p.spark,
                fury: p.fury,
                warding: p.warding,
                flee: p.flee,
                sealed: false,
            },
        }
    }
}

impl From<Plan> for PlanRepr {
    fn from(p: Plan) -> PlanRepr {
        if p.sealed {
            PlanRepr::Sealed(SealedWord::Sealed)
        } else {
            PlanRepr::Open(OpenPlan {
                standard: p.standard,
                brutal: p.brutal,
                counter: p.counter,
                spark: p.spark,
                fury: p.fury,
                warding: p.warding,
                flee: p.flee,
            })
        }
    }
}

/// Who plays the monster (R17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MonsterSide {
    /// Offered to `seat`; `open` once declined or lapsed: then anyone else may claim it.
    Offered {
        seat: usize,
        open: bool,
    },
    Seat(usize),
    Organiser,
    Bot,
}

/// What follows a won fight or an escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterMonster {
    /// The monster stood in the chamber he entered: he then faces the chamber.
    Chamber,
    /// The monster came from a card: the turn ends.
    EndTurn,
    /// Hero vs Hero: he chose to face the monster before the hero `defender` in the chamber
    /// he entered (R40); once it is beaten, the duel.
    Duel { defender: usize },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub seat: usize,
    pub token: TokenId,
    pub monster: MonsterId,
    pub monster_wounds: u8,
    /// Rounds resolved so far.
    pub round: u32,
    pub hero_plan: Option<Plan>,
    pub monster_plan: Option<Plan>,
    /// A Counterattack won last round: 1 wound this round.
    pub hero_carry: bool,
    pub monster_carry: bool,
    pub side: MonsterSide,
    pub after: AfterMonster,
    /// The Shield has stopped its one wound this combat.
    pub shield_used: bool,
    /// Wounds the hero dealt last round if he won it (dealt more than he took): what a
    /// `Flee` now forfeits (Live to Fight Another Day).
    #[serde(default)]
    pub won_last: u8,
}

impl Combat {
    /// A player plays the monster and has not sent this round's strikes.
    pub fn monster_player_missing(&self) -> bool {
        self.monster_plan.is_none()
            && matches!(self.side, MonsterSide::Seat(_) | MonsterSide::Organiser)
    }
}

/// Hero vs Hero: two heroes fighting by sealed rounds until one has taken four wounds in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    /// The hero who moved in (index 0 below) and the one he attacked (index 1).
    pub attacker: usize,
    pub defender: usize,
    /// Rounds resolved so far.
    pub round: u32,
    /// Each side's sealed strikes for the coming round.
    pub plans: [Option<Plan>; 2],
    /// Each side's Counterattack won last round: 1 wound this round.
    pub carry: [bool; 2],
    /// Wounds each side has taken in this duel.
    pub taken: [u8; 2],
    /// Each side's Shield has stopped its one wound.
    pub shield_used: [bool; 2],
}

impl Duel {
    pub fn side_of(&self, seat: usize) -> Option<usize> {
        if seat == self.attacker {
            Some(0)
        } else if seat == self.defender {
            Some(1)
        } else {
            None
        }
    }
    pub fn seat(&self, side: usize) -> usize {
        if side == 0 {
            self.attacker
        } else {
            self.defender
        }
    }
}
