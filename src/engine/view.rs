//! What one seat may see. Everything that leaves the engine for players goes through here:
//! the seed and the order of anything face down stay inside.

use super::action::Action;
use super::board::{Board, Pos};
use super::content::{content, CardId, Deck, MonsterId};
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

/// Event `e` as `viewer` may learn of it: sealed strikes are hidden from all but their
/// sender, and a monster's token (its life value) from all but its player until the fight
/// ends. None: nothing to tell.
pub fn redact(e: &Event, viewer: Actor, g: &Game) -> Option<Event> {
    let plays_monster = |g: &Game| match g.combat.as_ref().map(|c| c.side) {
        Some(MonsterSide::Seat(s)) => viewer == Actor::Seat(s),
        Some(MonsterSide::Organiser) => viewer == Actor::Organiser,
        _ => false,
    };
    let cloaked = |s: usize| {
        g.settings.cloak_and_dagger && g.phase != Phase::Ended && viewer != Actor::Seat(s)
    };
    match e {
        Event::Submitted { monster, plan } => {
            let mine = if *monster {
                plays_monster(g)
            } else {
                g.combat
                    .as_ref()
                    .is_some_and(|c| viewer == Actor::Seat(c.seat))
            };
            Some(Event::Submitted {
                monster: *monster,
                plan: if mine { *plan } else { HIDDEN_PLAN },
            })
        }
        Event::BotSubmitted { .. } => Some(Event::BotSubmitted { plan: HIDDEN_PLAN }),
        Event::DuelSubmitted { side, plan, random } => {
            let mine = g
                .duel
                .as_ref()
                .is_some_and(|d| viewer == Actor::Seat(d.seat(*side)));
            Some(Event::DuelSubmitted {
                side: *side,
                plan: if mine { *plan } else { HIDDEN_PLAN },
                random: *random,
            })
        }
        Event::Plundered {
            from, to, blind, ..
        } if cloaked(*from) && cloaked(*to) => Some(Event::Plundered {
            from: *from,
            to: *to,
            card: HIDDEN_CARD,
            blind: *blind,
        }),
        // Cloak and Dagger: Loot is face down to all but its holder while the game runs.
        Event::CardDrawn { seat, deck, card }
            if cloaked(*seat) && content().card(*card).is_loot() =>
        {
            Some(Event::CardDrawn {
                seat: *seat,
                deck: *deck,
                card: HIDDEN_CARD,
            })
        }
        Event::LootDiscarded { seat, .. } if cloaked(*seat) => Some(Event::LootDiscarded {
            seat: *seat,
            card: HIDDEN_CARD,
        }),
        Event::TreasureBurnt { seat, cards } if cloaked(*seat) => Some(Event::TreasureBurnt {
            seat: *seat,
            cards: vec![HIDDEN_CARD; cards.len()],
        }),
        Event::ChosenForThem { monster, .. } => Some(Event::ChosenForThem {
            monster: *monster,
            plan: HIDDEN_PLAN,
        }),
        Event::MonsterAppears {
            seat,
            token,
            moved_from,
            drawn,
        } if !plays_monster(g) && !g.settings.going_it_alone => Some(Event::MonsterAppears {
            seat: *seat,
            token: token / 4 * 4 + HIDDEN_TOKEN,
            moved_from: *moved_from,
            drawn: *drawn,
        }),
        _ => Some(e.clone()),
    }
}

/// What a hidden plan reads as after redaction.
pub const HIDDEN_PLAN: Plan = Plan {
    standard: Strike::Melee,
    brutal: Strike::Melee,
    counter: Strike::Melee,
    spark: false,
    fury: false,
    warding: false,
    flee: false,
};
/// A face-down Loot card after redaction (Cloak and Dagger): no card has this id.
pub const HIDDEN_CARD: CardId = CardId::MAX;
/// Redacted tokens keep their monster and lose their number (token % 4 == 0 always).
const HIDDEN_TOKEN: u8 = 0;
