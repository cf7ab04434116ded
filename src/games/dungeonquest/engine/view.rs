//! What one seat may see. Everything that leaves the engine for players goes through here:
//! the seed and the order of anything face down stay inside.

use super::action::Action;
use super::board::{Board, Pos};
use super::content::{content, CardId, Deck, MonsterId, TokenId};
use super::event::Event;
use super::rules::legal_actions;
use super::state::*;

use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// The seat this view is for (None: a spectator or the channel).
    pub seat: Option<usize>,
    pub phase: Phase,
    pub settings: Settings,
    pub sun: u8,
    pub turn: u32,
    pub current: usize,
    pub to_act: Option<usize>,
    /// Everyone the game waits on now (both sides of a fight's round, a monster's offer, the
    /// organiser while paused); `Game::awaited`.
    pub awaited: Vec<Actor>,
    pub paused: bool,
    pub awaiting: Option<Awaiting>,
    pub board: Board,
    pub seats: Vec<Seat>,
    pub dragon_chance: u8,
    pub markers_left: u8,
    pub tiles_left: usize,
    /// Cards left to draw in each deck, in `Deck::ALL` order.
    pub deck_sizes: Vec<usize>,
    pub outcome: Option<Outcome>,
    /// Monster tokens on the board, face down: which monster, never its life value.
    pub tokens: Vec<(Pos, MonsterId)>,
    pub combat: Option<CombatView>,
    /// Hero vs Hero: the duel, as this viewer may see it.
    pub duel: Option<DuelView>,
    /// The monster a hero is deciding whether to escape (its kind only).
    pub pending_monster: Option<MonsterId>,
    /// Cloak and Dagger: how many face-down Loot cards each seat holds that this viewer may
    /// not see (their `loot` is emptied in this view). Zero for visible seats.
    pub hidden_loot: Vec<usize>,
    /// Who this view is for.
    pub actor: Actor,
    /// What this viewer may do now.
    pub legal: Vec<Action>,
}

/// A fight as one viewer may see it: who has sent strikes, never what (but your own), and
/// the monster's life value only for whoever plays it.
#[derive(Clone, Debug, Serialize)]
pub struct CombatView {
    pub seat: usize,
    pub monster: MonsterId,
    pub monster_wounds: u8,
    /// Rounds resolved so far.
    pub round: u32,
    pub hero_submitted: bool,
    pub monster_submitted: bool,
    pub side: MonsterSide,
    /// This viewer's own sealed strikes for the coming round.
    pub own_plan: Option<Plan>,
    /// Some only for the monster's player.
    pub life: Option<u8>,
    pub hero_carry: bool,
    pub monster_carry: bool,
    /// This viewer plays the monster.
    pub plays_monster: bool,
}

/// A duel as one viewer may see it: who has sent strikes, never what (but your own).
#[derive(Clone, Debug, Serialize)]
pub struct DuelView {
    pub attacker: usize,
    pub defender: usize,
    /// Rounds resolved so far.
    pub round: u32,
    pub submitted: [bool; 2],
    pub taken: [u8; 2],
    pub carry: [bool; 2],
    /// The viewer's side (0 attacker, 1 defender), if he fights.
    pub side: Option<usize>,
    pub own_plan: Option<Plan>,
}

impl View {
    pub fn deck_size(&self, d: Deck) -> usize {
        self.deck_sizes[d.index()]
    }
}

/// The view of `g` for `who` (a seat, the organiser, or `None` for the public channel).
pub fn view(g: &Game, who: impl Into<Actor>) -> View {
    let actor = who.into();
    let seat = match actor {
        Actor::Seat(s) if s < g.seats.len() => Some(s),
        _ => None,
    };
    let combat = g.combat.as_ref().map(|c| {
        let plays_monster = match c.side {
            MonsterSide::Seat(s) => actor == Actor::Seat(s),
            MonsterSide::Organiser => actor == Actor::Organiser,
            _ => false,
        };
        let is_hero = actor == Actor::Seat(c.seat);
        CombatView {
            seat: c.seat,
            monster: c.monster,
            monster_wounds: c.monster_wounds,
            round: c.round,
            hero_submitted: c.hero_plan.is_some(),
            monster_submitted: c.monster_plan.is_some(),
            side: c.side,
            own_plan: if is_hero {
                c.hero_plan
            } else if plays_monster {
                c.monster_plan
            } else {
                None
            },
            // Going It Alone: the token lies face up.
            life: (plays_monster || g.settings.going_it_alone).then(|| content().token(c.token).1),
            hero_carry: c.hero_carry,
            monster_carry: c.monster_carry,
            plays_monster,
        }
    });
    let cloaked =
        |i: usize| g.settings.cloak_and_dagger && g.phase != Phase::Ended && seat != Some(i);
    let hidden_loot: Vec<usize> = (0..g.seats.len())
        .map(|i| if cloaked(i) { g.hero(i).loot.len() } else { 0 })
        .collect();
    let mut seats = g.seats.clone();
    for (i, s) in seats.iter_mut().enumerate() {
        if cloaked(i) {
            s.hero.loot.clear();
            s.hero.chests.clear();
        }
    }
    View {
        seat,
        phase: g.phase,
        settings: g.settings.clone(),
        sun: g.sun,
        turn: g.turn,
        current: g.current,
        to_act: g.to_act(),
        awaited: g.awaited(),
        paused: g.paused,
        awaiting: g.awaiting.as_ref().map(|a| match a {
            // The token id would tell its life value.
            Awaiting::Monster {
                seat,
                after,
                can_escape,
                ..
            } => Awaiting::Monster {
                seat: *seat,
                token: u8::MAX,
                after: *after,
                can_escape: *can_escape,
            },
            other => other.clone(),
        }),
        board: g.board.clone(),
        seats,
        hidden_loot,
        dragon_chance: g.dragon_chance,
        markers_left: g.markers_left,
        tiles_left: g.stockpile.len(),
        deck_sizes: Deck::ALL.iter().map(|&d| g.pile(d).draw.len()).collect(),
        outcome: g.outcome.clone(),
        tokens: g
            .tokens
            .iter()
            .map(|&(p, t)| (p, content().token(t).0))
            .collect(),
        combat,
        duel: g.duel.as_ref().map(|d| {
            let side = seat.and_then(|s| d.side_of(s));
            DuelView {
                attacker: d.attacker,
                defender: d.defender,
                round: d.round,
                submitted: [d.plans[0].is_some(), d.plans[1].is_some()],
                taken: d.taken,
                carry: d.carry,
                side,
                own_plan: side.and_then(|i| d.plans[i]),
            }
        }),
        pending_monster: match &g.awaiting {
            Some(Awaiting::Monster { token, .. }) => Some(content().token(*token).0),
            _ => None,
        },
        actor,
        legal: match actor {
            Actor::Seat(s) if s >= g.seats.len() => Vec::new(),
            _ => legal_actions(g, actor),
        },
    }
}

/// Event `e` as `viewer` may learn of it, `g` being the game with `e` (and the events of the
/// same input before it) folded in. This is the one gate for hidden information in the log:
/// every output built from events (narration, `!dq log`, exports, undo previews, dice) passes
/// it, and it names every event kind, so a new kind cannot slip through unconsidered (each
/// kind that may hide something goes to the helper for what it hides, `Seen`).
/// Hidden while the game runs: sealed strikes from all but their sender; a monster token's
/// number (its life value) from all but the monster's player (everyone sees it under Going It
/// Alone, and when its fight ends); under Cloak and Dagger, Loot cards from all but their
/// holder. None: nothing to tell.
pub fn redact(e: &Event, viewer: Actor, g: &Game) -> Option<Event> {
    let seen = Seen { viewer, g };
    Some(match e {
        Event::Acted { by, action } => seen.acted(*by, action),
        Event::Asked(a) => Event::Asked(seen.asked(a)),
        // Strikes, sealed until the round is revealed (RoundResolved / DuelRound).
        Event::CombatStarted(_)
        | Event::Submitted { .. }
        | Event::BotSubmitted { .. }
        | Event::ChosenForThem { .. }
        | Event::DuelSubmitted { .. } => seen.plans(e),
        // Monster tokens, face down.
        Event::MonsterAppears { .. }
        | Event::MonsterMoved { .. }
        | Event::MonsterAdded { .. }
        | Event::TokenPlaced { .. }
        | Event::TokenRemoved { .. } => seen.tokens(e),
        // Loot, under Cloak and Dagger.
        Event::Plundered { .. }
        | Event::CardDrawn { .. }
        | Event::LootDiscarded { .. }
        | Event::TreasureBurnt { .. }
        | Event::ImpStole { .. } => seen.loot(e),
        // Public: what everyone at the table sees happen. Listed one by one on purpose.
        Event::Joined { .. }
        | Event::Dealt { .. }
        | Event::Left { .. }
        | Event::TowerChosen { .. }
        | Event::TowerGiven { .. }
        | Event::RuneDrawn { .. }
        | Event::Started
        | Event::TurnStarted { .. }
        | Event::SunRose { .. }
        | Event::SunsetRoll { .. }
        | Event::TurnLost { .. }
        | Event::TurnEnded { .. }
        | Event::ChamberDrawn { .. }
        | Event::Rotated { .. }
        | Event::Moved { .. }
        | Event::Searched { .. }
        | Event::MarkerPlaced { .. }
        | Event::CardBurned { .. }
        | Event::DuelStarted { .. }
        | Event::DuelRound { .. }
        | Event::DuelEnded { .. }
        | Event::Teleported { .. }
        | Event::KnockedOut { .. }
        | Event::LootOwed { .. }
        | Event::RuneUsed { .. }
        | Event::Stasis { .. }
        | Event::PassageFound { .. }
        | Event::Descended { .. }
        | Event::Resurfaced { .. }
        | Event::ChamberTurned { .. }
        | Event::Landed { .. }
        | Event::Reshuffled { .. }
        | Event::CardKept { .. }
        | Event::CardReleased { .. }
        | Event::Tested { .. }
        | Event::Prayed { .. }
        | Event::Rolled { .. }
        | Event::Wounded { .. }
        | Event::Healed { .. }
        | Event::LoseTurn { .. }
        | Event::FlagSet { .. }
        | Event::DragonDrawn { .. }
        | Event::DragonReset
        | Event::EscapeRolled { .. }
        | Event::MonsterSideSet(_)
        | Event::RoundResolved(_)
        | Event::MonsterWounded { .. }
        | Event::CombatEnded { .. }
        | Event::Reordered(_)
        | Event::Configured(_)
        | Event::Replaced { .. }
        | Event::Paused
        | Event::Resumed
        | Event::DeadlineExtended { .. }
        | Event::Died { .. }
        | Event::Exited { .. }
        | Event::ChestOpened { .. }
        | Event::Ended(_) => e.clone(),
    })
}

/// What one viewer may learn of the events of game `g` (`redact`'s helpers: each takes only
/// the kinds `redact` sends it, and gives any other back as it is).
struct Seen<'a> {
    viewer: Actor,
    g: &'a Game,
}

impl Seen<'_> {
    /// The viewer plays the monster in the current fight.
    fn plays_monster(&self) -> bool {
        match self.g.combat.as_ref().map(|c| c.side) {
            Some(MonsterSide::Seat(s)) => self.viewer == Actor::Seat(s),
            Some(MonsterSide::Organiser) => self.viewer == Actor::Organiser,
            _ => false,
        }
    }

    /// Seat `s`'s Loot is face down to the viewer (Cloak and Dagger, while the game runs).
    fn cloaked(&self, s: usize) -> bool {
        let g = self.g;
        g.settings.cloak_and_dagger && g.phase != Phase::Ended && self.viewer != Actor::Seat(s)
    }

    /// A token's number, as this viewer may know it: the fight's own token for the monster's
    /// player; every token under Going It Alone (they lie face up), and at the end.
    fn token(&self, t: TokenId) -> TokenId {
        let g = self.g;
        let fighting = g.combat.as_ref().is_some_and(|c| c.token == t) && self.plays_monster();
        if fighting || g.settings.going_it_alone || g.phase == Phase::Ended {
            t
        } else {
            hidden_token(t)
        }
    }

    /// The viewer sends the monster's strikes (`monster`) or the hero's in the current fight.
    fn fights_as(&self, monster: bool) -> bool {
        if monster {
            self.plays_monster()
        } else {
            self.g
                .combat
                .as_ref()
                .is_some_and(|c| self.viewer == Actor::Seat(c.seat))
        }
    }

    /// An input, redacted by what it is, whoever sent it: a player, or the clock for an
    /// absent seat (whose input it then is).
    fn acted(&self, by: Actor, action: &Action) -> Event {
        let (owner, inner) = match action {
            Action::ForAbsent { seat, action } => (Actor::Seat(*seat), &**action),
            a => (by, a),
        };
        let cloaked = matches!(owner, Actor::Seat(s) if self.cloaked(s));
        let hidden = match inner {
            // Strikes are sealed until the round is revealed (RoundResolved / DuelRound).
            Action::Strikes(p) => Action::Strikes(sealed(self.viewer == owner, p)),
            // Naming a face-down card of one's own, or taking one (Cloak and Dagger).
            Action::Drop { .. } if cloaked => Action::Drop {
                name: HIDDEN_NAME.into(),
            },
            Action::Take { .. } if cloaked => Action::Take {
                name: HIDDEN_NAME.into(),
            },
            other => other.clone(),
        };
        Event::Acted {
            by,
            action: match action {
                Action::ForAbsent { seat, .. } => Action::ForAbsent {
                    seat: *seat,
                    action: Box::new(hidden),
                },
                _ => hidden,
            },
        }
    }

    /// A question asked: a monster met names its token face down.
    fn asked(&self, a: &Awaiting) -> Awaiting {
        match a {
            Awaiting::Monster {
                seat,
                token,
                after,
                can_escape,
            } => Awaiting::Monster {
                seat: *seat,
                token: self.token(*token),
                after: *after,
                can_escape: *can_escape,
            },
            other => other.clone(),
        }
    }

    /// A fight's strikes, sealed from all but their sender; a fight's start also names its
    /// token face down to all but the monster's player.
    fn plans(&self, e: &Event) -> Event {
        let viewer = self.viewer;
        match e {
            Event::CombatStarted(c) => {
                let mut c = c.clone();
                let monster_mine = match c.side {
                    MonsterSide::Seat(s) => viewer == Actor::Seat(s),
                    MonsterSide::Organiser => viewer == Actor::Organiser,
                    _ => false,
                };
                let hero_mine = viewer == Actor::Seat(c.seat);
                c.hero_plan = c.hero_plan.map(|p| sealed(hero_mine, &p));
                c.monster_plan = c.monster_plan.map(|p| sealed(monster_mine, &p));
                let g = self.g;
                if !(monster_mine || g.settings.going_it_alone || g.phase == Phase::Ended) {
                    c.token = hidden_token(c.token);
                }
                Event::CombatStarted(c)
            }
            Event::Submitted { monster, plan } => Event::Submitted {
                monster: *monster,
                plan: sealed(self.fights_as(*monster), plan),
            },
            Event::BotSubmitted { .. } => Event::BotSubmitted { plan: HIDDEN_PLAN },
            Event::ChosenForThem { monster, plan } => Event::ChosenForThem {
                monster: *monster,
                plan: sealed(self.fights_as(*monster), plan),
            },
            Event::DuelSubmitted { side, plan, random } => {
                let duel = self.g.duel.as_ref();
                let mine = duel.is_some_and(|d| viewer == Actor::Seat(d.seat(*side)));
                Event::DuelSubmitted {
                    side: *side,
                    plan: sealed(mine, plan),
                    random: *random,
                }
            }
            other => other.clone(),
        }
    }

    /// A monster token met, moved, added, placed or removed: face down, as `token` says.
    fn tokens(&self, e: &Event) -> Event {
        match e {
            Event::MonsterAppears {
                seat,
                token,
                moved_from,
                drawn,
            } => Event::MonsterAppears {
                seat: *seat,
                token: self.token(*token),
                moved_from: *moved_from,
                drawn: *drawn,
            },
            Event::MonsterMoved { token, from, to } => Event::MonsterMoved {
                token: self.token(*token),
                from: *from,
                to: *to,
            },
            Event::MonsterAdded {
                token,
                at,
                moved_from,
            } => Event::MonsterAdded {
                token: self.token(*token),
                at: *at,
                moved_from: *moved_from,
            },
            Event::TokenPlaced { pos, token } => Event::TokenPlaced {
                pos: *pos,
                token: self.token(*token),
            },
            Event::TokenRemoved { token } => Event::TokenRemoved {
                token: self.token(*token),
            },
            other => other.clone(),
        }
    }

    /// Cloak and Dagger: Loot is face down to all but its holder while the game runs; any
    /// other card, or Loot seen by its holder, as it is.
    fn loot(&self, e: &Event) -> Event {
        let cloaked = |s: &usize| self.cloaked(*s);
        match e {
            Event::Plundered {
                from, to, blind, ..
            } if cloaked(from) && cloaked(to) => Event::Plundered {
                from: *from,
                to: *to,
                card: HIDDEN_CARD,
                blind: *blind,
            },
            Event::CardDrawn { seat, deck, card }
                if cloaked(seat) && content().card(*card).is_loot() =>
            {
                Event::CardDrawn {
                    seat: *seat,
                    deck: *deck,
                    card: HIDDEN_CARD,
                }
            }
            Event::LootDiscarded { seat, .. } if cloaked(seat) => Event::LootDiscarded {
                seat: *seat,
                card: HIDDEN_CARD,
            },
            Event::TreasureBurnt { seat, cards } if cloaked(seat) => Event::TreasureBurnt {
                seat: *seat,
                cards: vec![HIDDEN_CARD; cards.len()],
            },
            Event::ImpStole { seat, .. } if cloaked(seat) => Event::ImpStole {
                seat: *seat,
                card: HIDDEN_CARD,
            },
            other => other.clone(),
        }
    }
}

/// A plan as a viewer may see it: his own, or sealed.
fn sealed(mine: bool, plan: &Plan) -> Plan {
    if mine {
        *plan
    } else {
        HIDDEN_PLAN
    }
}

/// A monster token as it shows face down: its monster, not its number (token % 4 == 0).
pub fn hidden_token(t: TokenId) -> TokenId {
    t / 4 * 4 + HIDDEN_TOKEN
}

/// A log as `viewer` may learn of it, input by input (each input starts with its `Acted`):
/// `each` gets the game before and after the input (for views; nothing else may be read from
/// them) and the input's events through [`redact`], each against the state it was made in.
pub fn replay_seen(
    seed: [u8; 32],
    settings: &Settings,
    events: &[Event],
    viewer: Actor,
    each: impl FnMut(&Game, &Game, &[Event], &[Event]),
) {
    replay_seen_from(seed, settings, events, viewer, 0, each)
}

/// [`replay_seen`] for the inputs from number `first` on (0 the first input): those before
/// it are only folded, neither copied nor redacted (`!dq log N` tells only the last few).
pub fn replay_seen_from(
    seed: [u8; 32],
    settings: &Settings,
    events: &[Event],
    viewer: Actor,
    first: usize,
    mut each: impl FnMut(&Game, &Game, &[Event], &[Event]),
) {
    let mut at = Game::new(seed, settings.clone());
    let mut end = 0;
    for (k, input) in super::event::inputs(events).into_iter().enumerate() {
        end += input.len();
        let undo = matches!(
            input.first(),
            Some(Event::Acted {
                action: Action::Undo { .. },
                ..
            })
        );
        let told = k >= first;
        let before = told.then(|| at.clone());
        let mut seen = Vec::with_capacity(input.len());
        for e in input {
            at.fold(e);
            if let Some(r) = redact(e, viewer, &at).filter(|_| told) {
                seen.push(r);
            }
        }
        if undo {
            // An undo takes inputs back: carry on from the log in effect so far.
            at = Game::replay(seed, settings.clone(), &events[..end]);
        }
        if let Some(before) = before {
            each(&before, &at, input, &seen);
        }
    }
}

/// A whole log as `viewer` may learn of it (see [`redact`]).
pub fn seen_log(
    seed: [u8; 32],
    settings: &Settings,
    events: &[Event],
    viewer: Actor,
) -> Vec<Event> {
    let mut out = Vec::with_capacity(events.len());
    replay_seen(seed, settings, events, viewer, |_, _, _, seen| {
        out.extend_from_slice(seen)
    });
    out
}

/// What a face-down card's name reads as in a redacted `Drop`.
pub const HIDDEN_NAME: &str = "(a face-down card)";

/// What a hidden plan reads as after redaction: marked `sealed` (written `"sealed"` in an
/// export), its strikes meaningless.
pub const HIDDEN_PLAN: Plan = Plan {
    sealed: true,
    ..Plan::of(Strike::Melee, Strike::Melee, Strike::Melee)
};
/// A face-down Loot card after redaction (Cloak and Dagger): no card has this id.
pub const HIDDEN_CARD: CardId = CardId::MAX;
/// Redacted tokens keep their monster and lose their number (token % 4 == 0 always).
const HIDDEN_TOKEN: u8 = 0;
