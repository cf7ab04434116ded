//! What a seat can ask the engine to do, and why the engine says no.

use super::board::{Corner, Dir, Pos};
use super::content::{HeroId, MonsterId, RuneId};
use super::state::{Plan, Settings};
use serde::{Deserialize, Serialize};

/// Which half of the Treasure Chamber a sideways move leaves from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Half {
    Upper,
    Lower,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // Before the start.
    Join {
        user: String,
        name: String,
        hero: Option<HeroId>,
    },
    Leave,
    Tower(Corner),
    Start,
    // A turn.
    Move {
        dir: Dir,
        half: Option<Half>,
    },
    Search,
    /// Treasure Chamber: stay and draw another Dragon card.
    Stay,
    /// Tower Room: leave the dungeon.
    Exit,
    /// Bridge, Spider Web or Cave-in: try to get across (`rope`: use a Rope on a Bridge).
    Cross {
        rope: bool,
    },
    /// Bridge, Spider Web or Cave-in: go back the way you came.
    Retreat,
    Yes,
    No,
    /// Gherinn before a test: roll as usual, or pray (1 wound for 3 determination).
    Roll,
    Pray,
    /// Gherinn after Dragon Rage damage: roll it again, or keep it.
    Reroll,
    Keep,
    /// Secret Door: do not step through.
    Decline,
    /// Choose the end of a Bridge to stand at.
    End(Dir),
    /// Drink an Unstable Potion (free, on your own turn).
    Drink,
    /// Go down into the catacombs here, the travel marker pointing this way (also the answer
    /// after falling off a Bridge).
    Descend(Dir),
    /// Come up from the catacombs, shifting this way (across the travel direction) by 1d6.
    Resurface(Dir),
    /// Turn the chamber just drawn on resurfacing so its entry faces this way.
    Face(Dir),
    /// Servants of Kalladra: move the monster token in `from` (of kind `monster`, if several
    /// are there) one chamber towards `dir`.
    MoveMonster {
        from: Pos,
        dir: Dir,
        monster: Option<MonsterId>,
    },
    /// Servants of Kalladra: add a monster beside a Tower Room.
    AddMonster {
        at: Pos,
    },
    /// Multiple Monsters: face this kind of monster first.
    FaceMonster(MonsterId),
    /// Hero vs Hero: the victor takes this Loot card of the loser's (a name, as for Drop).
    Take {
        name: String,
    },
    /// Use a rune (Passage and Sight name a side).
    UseRune {
        rune: RuneId,
        dir: Option<Dir>,
    },
    /// Leave the Bottle Imp behind in a Tower Room.
    DiscardImp,
    /// On a Bridge, before crossing: throw away a Loot card (named, case-insensitive; the
    /// start of the name is enough) so it does not weigh on the Agility test.
    Drop {
        name: String,
    },
    /// Facing a monster: try to escape (d100), or attack it. Attack also fights a Fallen Elf.
    Escape,
    Attack,
    /// One combat round's sealed strikes (the hero's, or the monster player's).
    Strikes(Plan),
    /// The offered seat takes the monster's part, or turns it down.
    TakeMonster,
    DeclineMonster,
    /// Anyone but the fighting hero claims the monster's part once it is open.
    ClaimMonster,
    /// The organiser hands the monster's part to the bot.
    BotMonster,
    /// The organiser's clock: the offered seat did not answer in time; the part is open.
    OfferLapsed,
    /// The organiser, after a round's deadline: the bot picks strikes at random for every
    /// side that has not sent them (R22).
    RandomStrikes,
    // The organiser's tools.
    /// Before the start: the seats in this order (a permutation of the seat numbers).
    Reorder(Vec<usize>),
    /// Before the start: new settings.
    Configure(Settings),
    /// A substitute takes over a seat and its hero.
    Replace {
        seat: usize,
        user: String,
        name: String,
    },
    /// Take a player out (before the start: the seat goes; after: the hero abandons).
    Remove {
        seat: usize,
    },
    /// Skip the current player's turn.
    Skip,
    Pause,
    Resume,
    /// End the game now, with a reason.
    Stop {
        reason: String,
    },
    /// Give the current deadline (monster claim or combat round) more hours.
    Extend {
        hours: u32,
    },
    /// Take back the last `inputs` inputs still in effect (see `event::effective`).
    Undo {
        inputs: usize,
    },
    /// The organiser's clock acts for an absent seat (a deadline passed, or he is away):
    /// `action` as that seat would send it (the autopilot's choice), or a clock tool done in
    /// his place (`Skip` his turn, `RandomStrikes` for his fight). Recorded as one input, so
    /// the log says who played it.
    ForAbsent {
        seat: usize,
        action: Box<Action>,
    },
}

impl Action {
    /// The organiser's tools: only the organiser, and even while the game is paused.
    pub fn is_organisers(&self) -> bool {
        matches!(
            self,
            Action::Start
                | Action::Reorder(_)
                | Action::Configure(_)
                | Action::Replace { .. }
                | Action::Remove { .. }
                | Action::Skip
                | Action::Pause
                | Action::Resume
                | Action::Stop { .. }
                | Action::Extend { .. }
                | Action::Undo { .. }
        )
    }

    /// What the clock may do in an absent seat's place as the organiser would (the rest it
    /// does as the seat would).
    pub fn is_clock_tool(&self) -> bool {
        matches!(self, Action::Skip | Action::RandomStrikes)
    }

    /// Strikes and the monster's part: answered by the two sides of a fight (or the
    /// organiser), whatever the turn.
    pub fn is_fight(&self) -> bool {
        matches!(
            self,
            Action::Strikes(_)
                | Action::TakeMonster
                | Action::DeclineMonster
                | Action::ClaimMonster
                | Action::BotMonster
                | Action::OfferLapsed
                | Action::RandomStrikes
        )
    }
}

/// Why an action is not allowed now. Each carries what the player needs to hear.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    NotInGame,
    AlreadyJoined,
    GameFull,
    HeroTaken {
        hero: HeroId,
        by: String,
    },
    TowerTaken {
        corner: Corner,
        by: String,
    },
    NotStarted,
    AlreadyStarted,
    GameOver,
    NotOrganiser,
    TooFewPlayers,
    /// Going It Alone is a game for one hero.
    SoloOnly,
    /// Magical Might: `each` runes for every one of `heroes` heroes is more than the rune
    /// deck's `deck`.
    TooManyRunes {
        each: u8,
        heroes: usize,
        deck: usize,
    },
    NotYourTurn {
        waiting_on: usize,
    },
    HeroGone,
    /// A move that cannot be made, with the reason.
    Move {
        dir: Dir,
        why: MoveBlock,
    },
    /// The action does not answer what the game is asking now.
    NotNow,
    /// `!dq resume` when the game is not paused.
    NotPaused,
    /// `!dq extend` when no deadline runs (`turn_hours` is 0, and no fight's round is open).
    NoDeadline,
    /// `!dq pause` when it already is.
    AlreadyPaused,
    /// Random strikes with no combat round or duel waiting on strikes.
    NoRound,
    CannotSearch {
        why: SearchBlock,
    },
    NoLootToExit,
    /// No Guts, No Glory: only a Treasure card lets you out.
    NoTreasureToExit,
    NotInTower,
    NoPotion,
    NoImp,
    NoRope,
    NotInTreasure,
    /// No Loot card of yours has that name.
    NoSuchLoot {
        name: String,
    },
    /// No escape here, with the reason.
    CannotEscape {
        why: EscapeBlock,
    },
    /// Strikes or a monster answer from someone who is not in this fight.
    NotInFight,
    /// The monster's part is not offered to you, or not open to claims yet.
    NotOffered,
    /// Only the organiser can do that.
    OrganiserOnly,
    NoSpark,
    /// The organiser has paused the game.
    Paused,
    /// Not a permutation of the seats, or a seat that does not exist.
    BadSeat,
    /// That user already has a seat.
    UserSeated,
    /// Nothing to skip: the game is waiting on a fight or on another player.
    CannotSkip,
    /// In the catacombs you neither move nor search: you draw a Catacomb card (`Draw`).
    Underground,
    /// There is no way down to the catacombs here.
    NoEntrance,
    /// The shift on resurfacing goes across the travel direction: one of these two.
    BadShift {
        options: [Dir; 2],
    },
    /// You hold no such rune (or it is used up).
    NoRune {
        rune: RuneId,
    },
    /// Not the moment for that rune.
    RuneNotNow {
        rune: RuneId,
    },
    /// That rune needs a side: `Use rune NAME UP`.
    RuneNeedsDir {
        rune: RuneId,
    },
    /// That rune takes no side: `Use rune NAME`.
    RuneNoDir {
        rune: RuneId,
    },
    /// Nothing to heal.
    NoWounds,
    /// Servants of Kalladra: that monster cannot go there, and why.
    Servant {
        why: ServantBlock,
    },
    /// Multiple Monsters: no monster of that kind is here.
    NoSuchMonster,
    /// Hero vs Hero: the loser carries no Loot by that name.
    NoSuchSpoil {
        name: String,
    },
    /// Live to Fight Another Day: `Flee` only after a round you won, with the option on.
    CannotFlee,
    /// Live to Fight Another Day: no getaway where escaping is barred.
    CannotFleeHere {
        why: EscapeBlock,
    },
    /// A Vampire Bite: no healing until you resurface.
    NoHealing,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ServantBlock {
    /// No monster token in that space.
    NoToken,
    /// A wall (or the outer wall) is in the way.
    Wall,
    /// Monsters go only into explored chambers: not Tower Rooms, nor the Treasure Chamber.
    NotAChamber,
    /// An added monster: one is already there (Multiple Monsters allows it).
    Taken,
    /// A moved monster never enters a chamber that holds one, whatever the options.
    Occupied,
    /// The same token may not move twice running while another could.
    MovedLast,
    /// As many monsters on the board as heroes left: no more may be added.
    Enough,
    /// Added monsters go on an explored chamber beside a Tower Room, with no hero in it.
    NotBesideTower,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EscapeBlock {
    /// The chamber has a portcullis.
    Portcullis,
    /// He came in by special movement.
    SpecialMovement,
    /// There is no chamber he came from.
    NoWayBack,
    /// He has just come up from the catacombs.
    Resurfaced,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveBlock {
    /// A wall on this chamber's side.
    Wall,
    /// The outer wall of the dungeon.
    Edge,
    /// The neighbouring chamber has a wall on the facing side.
    NeighbourWall,
    Occupied {
        seat: usize,
    },
    /// The Chasm's fissure is between the hero and that side.
    Fissure,
    /// On a Bridge, only your own end.
    BridgeEnd,
    /// No Corridor may be entered twice in one turn.
    CorridorTwice,
    /// He stayed on a Bridge / backed off a Web / is in a Cave-in: only back the way he came
    /// (or Cross, where that is offered).
    MustGoBack {
        back: Dir,
    },
    /// A retreat from Dragon Rage may not pass a door or portcullis.
    NoDoorsOnRetreat,
    /// Only the Treasure Chamber has an upper and lower half.
    NoHalfHere,
    /// The Rune of Passage leads only into an explored space.
    Unexplored,
    /// The Rune of Sight only looks into an unexplored space.
    Explored,
    /// Tower Power: you are already in that Tower Room.
    SameTower,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchBlock {
    NoSearchIcon,
    SearchedEnough {
        limit: u8,
    },
    /// A monster token lies in the chamber (R34).
    MonsterHere,
}
