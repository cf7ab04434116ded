//! What a player can do, and why the rules may say no.

use super::content::{CardId, Form, QuestId};
use super::map::Side;
pub use super::state::Sent;
use super::state::{Response, Seat, Standing};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Deal and begin (the organiser, once 2 to 4 have joined).
    Start,
    /// The DungeonLord's declaration (G21): Banes first, then every Encounter in attack order.
    Declare {
        banes: Vec<Sent>,
        encounters: Vec<Sent>,
    },
    /// A player's plays in an open Response window, sealed until it closes (G23).
    Respond { plays: Vec<Response> },
    /// A player's standing answers (G42), any time.
    Stand(Standing),
    /// A Glory card from hand on his own hero (Hero Phase, or Anytime on his turn).
    Play { card: CardId, extra: u8 },
    /// His hero's ability, when its play time is now.
    Ability,
    /// A Treasure from his Inventory let go, to make room (G30).
    LetGo { card: CardId },
    /// Fight a Slay quest's monster where he stands (G35): it attacks first.
    Slay { quest: QuestId },
    /// His Challenge of the turn on a Slay monster that just attacked him (G25, G35).
    Challenge { quest: QuestId, form: Form },
    /// His Challenge of the turn on a hero in his space (G25, G26): a wound, or his Escort.
    Duel {
        target: Seat,
        form: Form,
        steal: bool,
    },
    /// The DungeonLord phase ends.
    EndDungeonLord,
    /// Build or Explore: lay the drawn card at the lettered spot (`Map::spots` order).
    Place { spot: usize },
    /// Explore: draw a map card for 1 Movement (G10).
    Explore,
    /// Move through an exit of his space (G13).
    Move { side: Side },
    /// Jump by a Sewer or the Portal (G16).
    Jump,
    /// Stand up (G17).
    Untip,
    /// Attempt a quest where he stands (G31-G35).
    Attempt { quest: QuestId },
    /// A search roll for a Search quest (G34).
    Search { quest: QuestId },
    /// Take an Escort's token (G36).
    Take { quest: QuestId },
    /// Put down the Escort token he carries.
    Drop,
    /// The Hero Phase ends.
    EndHero,
    /// The answer to the question the rules put to him (G42 `ask`).
    Choose(Choice),
    /// Discard/Draw: the card he lets go (required when his hand is not empty).
    Discard { card: Option<CardId> },
}

/// An answer to a question (`state::Question`), of the question's own kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// The form a Slay monster attacks in.
    Form(Form),
    /// The upkeep to pay, by their place in the question's list (the rest return to hand).
    Pay(Vec<usize>),
    /// The surviving monsters to Pack, by attack.
    Pack(Vec<usize>),
    /// Who gets the Peril: one seat for all, or one seat for each.
    Peril(Vec<Seat>),
    /// His Minion takes this counter-attack (`true`) or strikes at the end of the combat.
    Minion(bool),
    /// The cards of his hand a Sacrifice's price takes.
    Cards(Vec<CardId>),
    /// A Warp's place, by its place in the question's list.
    Place(usize),
    /// The card a discard takes, by its place in the question's list.
    Pick(usize),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    NotStarted,
    AlreadyStarted,
    GameOver,
    NoSuchSeat,
    BadSettings(String),
    /// Only the active player acts in his own phases.
    NotYourTurn,
    /// Right action, wrong phase: what phase it belongs to.
    WrongPhase {
        now: super::state::Phase,
    },
    /// No Movement left for this.
    NoMovement,
    /// A tipped hero must stand up first.
    Tipped,
    /// A Wall, or no card beyond.
    NoWay {
        side: Side,
        wall: bool,
    },
    /// No Sewer pair or Portal link here.
    NoJump,
    /// Not tipped.
    NotTipped,
    /// No map card left to draw.
    MapDeckEmpty,
    /// A card is waiting for its place.
    PlaceFirst,
    /// No card is waiting for a place.
    NothingToPlace,
    /// That letter names no legal spot.
    NoSuchSpot {
        spots: usize,
    },
    /// That card is not in his hand.
    NotInHand,
    /// His hand holds cards: one must go.
    MustDiscard,
    /// Neither his Personal Quest nor the Global.
    NotYourQuest,
    /// Not at the quest's place (for a Search: not a space of its kind).
    NotThere,
    /// A Search quest's objective must be found first this turn.
    NotFound,
    /// Already found this turn.
    AlreadyFound,
    NotASearch,
    NotAnEscort,
    /// He carries no Escort token (or not this quest's).
    NoToken,
    /// He carries one token already.
    CarryingOne,
    /// At the Escort's destination: deliver it (attempt), do not drop it.
    DeliverInstead,
    /// The price cannot be paid in full (a wound price may not kill).
    CannotPay,
    /// A Slay quest is fought (`slay`), not attempted this way.
    SlayNeedsCombat,
    /// Not a card of this kind, or not playable at this time.
    WrongCard,
    /// Too little Glory (or the payer's Peril) for the cost.
    TooPoor {
        /// What it costs, what there is, and whether it is paid in Peril (else Glory).
        cost: u32,
        have: u32,
        peril: bool,
    },
    /// A Peril card is paid from an opponent, never from himself (G20).
    OwnPeril,
    /// Not a living opponent.
    BadTarget,
    /// The monster cannot attack in that form (no standard attack symbol).
    BadForm,
    /// The Encounters were sent already this turn (G21).
    AlreadyAttacked,
    /// A Response window is open: only plays in it now.
    WindowOpen,
    /// No window is open for him.
    NoWindow,
    /// His Boon or Treasure slots are full (G30): let a Treasure go first.
    CarryFull,
    /// Used already this turn.
    UsedThisTurn,
    /// He has made his Challenge of the turn.
    Challenged,
    /// Fought already this turn (G35).
    SlainThisTurn,
    /// No Slay monster has attacked him here this turn.
    NothingToChallenge,
    /// "#" is only for cards that have it.
    NoVariable,
    /// The game waits on a question put to this seat: only its answer now.
    AnswerFirst {
        seat: Seat,
    },
    /// Nothing is asked of him now.
    NothingAsked,
    /// Not an answer to the question asked (it asks for another kind, or names what is not
    /// among its options).
    NotAnOption,
}
