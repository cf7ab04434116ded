//! What one viewer may see of a game (G45): everything public, and his own hand. The only way
//! a game's state leaves the engine.

use super::content::{CardId, Form, HeroId, MapId, QuestId};
use super::event::Event;
use super::map::{Cell, Map, Spot};
use super::rules::modifiers::{score, Against};
use super::rules::spots_now;
use super::state::{Asked, Attacking, Duel, Game, Outcome, Phase, Response, Seat, Standing};
use serde::{Deserialize, Serialize};

/// One hero as everyone sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroView {
    pub hero: HeroId,
    pub level: u8,
    pub life: u8,
    pub glory: u32,
    pub peril: u32,
    pub cell: Cell,
    pub tipped: bool,
    pub alive: bool,
    /// Personal Quests lie face up.
    pub quests: Vec<QuestId>,
    pub done: Vec<QuestId>,
    pub inventory: Vec<CardId>,
    /// Banes lying on him (public: they were laid in the open).
    pub curses: Vec<CardId>,
    /// His Melee, Magic and Speed where he stands now (his Level, readied cards, curses and
    /// this turn's plays, as the rules read them outside a fight).
    pub scores: [u8; 3],
    pub pack: Vec<(CardId, u8)>,
    /// Monsters that became his Minions, with their wounds (they lie in front of him).
    pub minions: Vec<(CardId, u8)>,
    pub hand_size: usize,
    pub carrying: Option<QuestId>,
    pub saved: bool,
}

/// A combat as a viewer sees it: the attacks are public; the window's plays are his own
/// until it closes (G23, G45).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    pub lord: Seat,
    pub attacks: Vec<Attacking>,
    pub defenders: Vec<Seat>,
    /// Who the window still waits on.
    pub waiting: Vec<Seat>,
    /// Who has answered (what they played is sealed).
    pub answered: Vec<Seat>,
    /// The viewer's own plays in the open window.
    pub mine: Vec<Response>,
    pub slay: Option<QuestId>,
    /// A Challenge between heroes waiting for the defender's Response step (G25).
    pub duel: Option<Duel>,
}

/// What the active player's turn has used so far (public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    pub movement: u8,
    pub moved: bool,
    pub attacked: bool,
    pub tried: Vec<QuestId>,
    pub found: Vec<QuestId>,
    pub slain: Vec<QuestId>,
    pub abilities: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat this view is for; `None`: the channel (or a spectator).
    pub viewer: Option<Seat>,
    pub phase: Phase,
    pub active: Seat,
    pub start: Seat,
    pub round: u32,
    pub round_limit: u32,
    pub map: Map,
    /// The map card drawn and waiting for its place (shown to all), and its lettered spots.
    pub drawn: Option<MapId>,
    pub spots: Vec<Spot>,
    /// Where the active hero stands in the turn: Movement left, spaces seen this turn.
    pub movement: u8,
    pub heroes: Vec<HeroView>,
    pub global: Option<QuestId>,
    pub dropped: Vec<(QuestId, Cell)>,
    pub deck_size: usize,
    pub discards: Vec<CardId>,
    pub map_deck_size: usize,
    pub quest_deck_size: usize,
    /// The viewer's own hand (empty for the channel).
    pub hand: Vec<CardId>,
    /// The viewer's own standing answers (G42: private).
    pub standing: Option<Standing>,
    pub combat: Option<CombatView>,
    pub turn: TurnView,
    /// Wounds on each Slay quest's monster.
    pub slay_wounds: Vec<(QuestId, u8)>,
    pub outcome: Option<Outcome>,
    /// The question the game waits on (public: who is asked, and what).
    pub asked: Option<Asked>,
}

/// The game as `viewer` may see it.
pub fn view(g: &Game, viewer: Option<Seat>) -> View {
    View {
        viewer,
        phase: g.phase,
        active: g.active,
        start: g.start,
        round: g.round,
        round_limit: g.settings.round_limit,
        map: g.map.clone(),
        drawn: g.drawn_map,
        spots: spots_now(g),
        movement: g.turn.movement,
        heroes: g
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| HeroView {
                hero: p.hero,
                level: p.level,
                life: p.life,
                glory: p.glory,
                peril: p.peril,
                cell: p.cell,
                tipped: p.tipped,
                alive: p.alive,
                quests: p.quests.clone(),
                done: p.done.clone(),
                inventory: p.inventory.clone(),
                curses: p.curses.iter().map(|&(c, _)| c).collect(),
                scores: [Form::Melee, Form::Magic, Form::Speed]
                    .map(|f| score(g, i, f, Against::default())),
                pack: p.pack.clone(),
                minions: p.minions.clone(),
                hand_size: p.hand.len(),
                carrying: p.carrying,
                saved: p.saved,
            })
            .collect(),
        global: g.global,
        dropped: g.dropped.clone(),
        deck_size: g.deck.len(),
        discards: g.discards.clone(),
        map_deck_size: g.map_deck.len() + g.set_aside.len(),
        quest_deck_size: g.quest_deck.len(),
        hand: viewer
            .and_then(|s| g.players.get(s))
            .map(|p| p.hand.clone())
            .unwrap_or_default(),
        standing: viewer.and_then(|s| g.players.get(s)).map(|p| p.standing),
        combat: g.combat.as_ref().map(|c| CombatView {
            lord: c.lord,
            attacks: c.attacks.clone(),
            defenders: c.defenders.clone(),
            waiting: c.waiting.clone(),
            answered: c.plays.iter().map(|(s, _)| *s).collect(),
            mine: c
                .plays
                .iter()
                .filter(|(s, _)| Some(*s) == viewer)
                .flat_map(|(_, p)| p.iter().cloned())
                .collect(),
            slay: c.slay,
            duel: c.duel,
        }),
        turn: TurnView {
            movement: g.turn.movement,
            moved: g.turn.moved,
            attacked: g.turn.attacked,
            tried: g.turn.tried.iter().copied().collect(),
            found: g.turn.found.iter().copied().collect(),
            slain: g.turn.slain.iter().copied().collect(),
            abilities: g.turn.abilities.iter().copied().collect(),
        },
        slay_wounds: g.slay_wounds.clone(),
        outcome: g.outcome.clone(),
        asked: g.asked.clone(),
    }
}

/// An event as `viewer` (None: the channel) may read it while the game runs (once it is
/// over, everything is shown): the deal's secret part, the deck orders of every reshuffle, a
/// hand's cards drawn and a window's sealed plays (but his own), and standing answers (but
/// his own) are taken out (G45). A discard is public: the discard pile lies face up. Every kind is named: a new kind must say what
/// it hides.
pub fn redact(e: &Event, viewer: Option<Seat>, g: &Game) -> Event {
    if g.is_over() {
        return e.clone();
    }
    let mine = |s: &Seat| viewer == Some(*s);
    let mut e = e.clone();
    match &mut e {
        Event::Dealt { deal, .. } => *deal = None,
        Event::MapsReshuffled { order, .. } => *order = None,
        Event::MapPlaced { reshuffled, .. } => *reshuffled = None,
        Event::Died { quests_back, .. } => *quests_back = None,
        Event::Drew {
            seat,
            cards,
            reshuffled,
            ..
        } => {
            *reshuffled = None;
            if !mine(seat) {
                *cards = None;
            }
        }
        Event::Answered { seat, plays } if !mine(seat) => *plays = None,
        Event::StandingSet { seat, standing } if !mine(seat) => *standing = None,
        Event::Discarded { .. }
        | Event::Answered { .. }
        | Event::StandingSet { .. }
        | Event::TurnBegan { .. }
        | Event::PhaseBegan { .. }
        | Event::MapDrawn { .. }
        | Event::MapSetAside { .. }
        | Event::Rolled { .. }
        | Event::BonusSpent { .. }
        | Event::Rerolled { .. }
        | Event::Moved { .. }
        | Event::Stopped { .. }
        | Event::Collected { .. }
        | Event::Wounded { .. }
        | Event::Tipped { .. }
        | Event::Untipped { .. }
        | Event::Stayed { .. }
        | Event::Saved { .. }
        | Event::Healed { .. }
        | Event::Glory { .. }
        | Event::Peril { .. }
        | Event::Lost { .. }
        | Event::Movement { .. }
        | Event::Level { .. }
        | Event::Attempted { .. }
        | Event::Dice { .. }
        | Event::Searched { .. }
        | Event::Warped { .. }
        | Event::Shifted { .. }
        | Event::Completed { .. }
        | Event::GlobalDealt { .. }
        | Event::TokenTaken { .. }
        | Event::TokenDropped { .. }
        | Event::Sent { .. }
        | Event::Cursed { .. }
        | Event::Spent { .. }
        | Event::CombatBegan { .. }
        | Event::WindowOpened { .. }
        | Event::WindowClosed { .. }
        | Event::Played { .. }
        | Event::AbilityUsed { .. }
        | Event::Readied { .. }
        | Event::LetGo { .. }
        | Event::Lasting { .. }
        | Event::Cancelled { .. }
        | Event::Gone { .. }
        | Event::MinionCalled { .. }
        | Event::Fought { .. }
        | Event::Struck { .. }
        | Event::MonsterHurt { .. }
        | Event::MinionHurt { .. }
        | Event::Challenged { .. }
        | Event::Dueled { .. }
        | Event::Stolen { .. }
        | Event::SlayBegan { .. }
        | Event::SlayChallenged { .. }
        | Event::SlayWounds { .. }
        | Event::Packed { .. }
        | Event::BackToHand { .. }
        | Event::MinionTaken { .. }
        | Event::CombatOver
        | Event::UpkeepPaid { .. }
        | Event::Unkept { .. }
        | Event::Asked { .. }
        | Event::Held { .. }
        | Event::Chose { .. }
        | Event::Ended { .. } => {}
    }
    e
}
