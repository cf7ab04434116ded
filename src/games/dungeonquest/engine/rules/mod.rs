//! The rules: what is legal now (`check`, `legal_actions`) and what an accepted action sets off
//! (`apply`). Resolution runs on a working copy of the game; every change is an event that is
//! folded at once, so the returned events rebuild exactly the state the rules reached.
//! Where the rules must ask a player something mid-way, the question and everything needed to
//! carry on are stored in `Game::awaiting`, and resolution stops until the answer arrives.
//!
//! This file holds the entry points (`check`, `legal_actions`, `apply`) and sends each action
//! to the area of the game it belongs to; every area is a file of its own (see ARCHITECTURE.md).

use super::action::{Action, EscapeBlock, Half, MoveBlock, Rejection, SearchBlock, ServantBlock};
use super::board::{Cell, Corner, Dir, Pos, TREASURE_LOWER, TREASURE_UPPER};
use super::content::{
    content, Attr, CardId, ChamberKind, Deck, Effect, MonsterId, SideKind, TokenId,
};
use super::event::*;
use super::state::*;
use crate::chance::uniform;

mod cards;
mod catacombs;
mod chambers;
mod combat;
mod duels;
mod knockouts;
mod monsters;
mod movement;
mod organiser_tools;
mod runes;
mod seats;
mod servants;
mod treasure;
mod trials;
mod turn;

use self::{
    cards::*, catacombs::*, chambers::*, combat::*, duels::*, knockouts::*, monsters::*,
    movement::*, organiser_tools::*, runes::*, seats::*, servants::*, treasure::*, trials::*,
};

pub use self::catacombs::{can_descend, shift_options, travel};
pub use self::movement::dead_end;
pub use self::turn::outcome;

pub const MAX_SEATS: usize = 4;

// ------------------------------------------------------------------------------- legality

/// Is `action` by `who` legal now? `Err` says why not.
pub fn check(g: &Game, who: impl Into<Actor>, action: &Action) -> Result<(), Rejection> {
    // A seat number nobody holds is nobody in this game.
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    let seat = match actor {
        Actor::Seat(s) => Some(s),
        _ => None,
    };
    // A plan redacted for someone else (in an export of a running game) was never sent.
    if matches!(action, Action::Strikes(p) if p.sealed) {
        return Err(Rejection::NotNow);
    }
    if action.is_organisers() {
        return check_organiser(g, actor, action);
    }
    if let Action::ForAbsent { seat, action } = action {
        return check_for_absent(g, actor, *seat, action);
    }
    if g.paused {
        return Err(Rejection::Paused);
    }
    match action {
        Action::Join { hero, .. } => return check_join(g, seat, *hero),
        a if a.is_fight() => return check_fight(g, actor, action),
        Action::Leave => return check_leave(g, seat),
        Action::Tower(_) if g.phase == Phase::Playing && g.settings.tower_power => {}
        Action::Tower(corner) => return check_tower_choice(g, seat, *corner),
        _ => {}
    }
    let seat = seat.ok_or(Rejection::NotInGame)?;
    match g.phase {
        Phase::Setup => return Err(Rejection::NotStarted),
        Phase::Ended => return Err(Rejection::GameOver),
        Phase::Playing => {}
    }
    if let Some(Awaiting::Servant { seat: servant }) = g.awaiting {
        if servant != seat {
            return Err(Rejection::NotYourTurn {
                waiting_on: servant,
            });
        }
        return check_servant(g, action);
    }
    if !g.hero(seat).in_dungeon() {
        return Err(Rejection::HeroGone);
    }
    let to_act = g.to_act().unwrap_or(g.current);
    if to_act != seat {
        return Err(Rejection::NotYourTurn { waiting_on: to_act });
    }
    if let Action::UseRune { rune, dir } = action {
        return check_rune(g, seat, *rune, *dir);
    }
    match &g.awaiting {
        None => check_turn_action(g, seat, action),
        Some(asked) => check_answer(g, seat, asked, action),
    }
}

/// The turn's own actions, while the rules are asking nothing.
fn check_turn_action(g: &Game, seat: usize, action: &Action) -> Result<(), Rejection> {
    let here = g.hero(seat).pos;
    let underground = g.hero(seat).is_underground();
    match action {
        Action::Stay if underground => Ok(()),
        Action::Move { .. } | Action::Search | Action::Cross { .. } | Action::Retreat
            if underground =>
        {
            Err(Rejection::Underground)
        }
        Action::Descend(_) => {
            if can_descend(g, seat) {
                Ok(())
            } else {
                Err(Rejection::NoEntrance)
            }
        }
        Action::Move { dir, half } => check_move(g, seat, *dir, *half, Mode::Turn),
        Action::Search => {
            if g.board.is_treasure(here) || in_tower(g, seat) {
                return Err(Rejection::CannotSearch {
                    why: SearchBlock::NoSearchIcon,
                });
            }
            search_block(g, seat).map_or(Ok(()), |why| Err(Rejection::CannotSearch { why }))
        }
        Action::Stay => {
            if g.board.is_treasure(here) {
                Ok(())
            } else {
                Err(Rejection::NotInTreasure)
            }
        }
        Action::Cross { rope: false } if in_kind(g, seat, ChamberKind::CaveIn) => Ok(()),
        Action::Retreat => {
            let back = g.hero(seat).entered_via.ok_or(Rejection::NotNow)?;
            if in_kind(g, seat, ChamberKind::CaveIn) || g.hero(seat).must_return {
                check_move(g, seat, back, None, Mode::Turn)
            } else {
                Err(Rejection::NotNow)
            }
        }
        Action::Drink => has_effect(g, seat, Effect::Potion)
            .map(|_| ())
            .ok_or(Rejection::NoPotion),
        Action::DiscardImp => check_imp(g, seat),
        _ => Err(Rejection::NotNow),
    }
}

/// An answer to the question the rules asked (`Game::awaiting`), checked by the area of the
/// game that asked it.
fn check_answer(g: &Game, seat: usize, asked: &Awaiting, action: &Action) -> Result<(), Rejection> {
    match asked {
        Awaiting::MoveOn { why, .. } => check_move_on(g, seat, *why, action),
        Awaiting::SecretDoor { .. } => check_secret_door(g, seat, action),
        Awaiting::Tower { .. } => check_tower_room(g, seat, action),
        Awaiting::Bridge { .. } => check_bridge(g, seat, action),
        Awaiting::BridgeEnd { .. } => check_bridge_end(g, seat, action),
        Awaiting::Web { .. } => check_web(action),
        Awaiting::Offer { .. } | Awaiting::MonsterTreasure { .. } => check_offer(action),
        Awaiting::Discard { .. } | Awaiting::FallenElf { .. } => {
            check_card_answer(g, seat, asked, action)
        }
        Awaiting::Test { .. } => check_test(g, seat, action),
        Awaiting::Warning { .. } | Awaiting::Fortune { .. } => check_rune_answer(asked, action),
        Awaiting::Monster { can_escape, .. } => check_monster(g, seat, *can_escape, action),
        Awaiting::WhichMonster { after, .. } => check_which_monster(g, seat, *after, action),
        Awaiting::RageReroll { .. } | Awaiting::Retreat { .. } => {
            check_rage(g, seat, asked, action)
        }
        Awaiting::Descend { .. }
        | Awaiting::Exit { .. }
        | Awaiting::Orient { .. }
        | Awaiting::Landing { .. } => check_from_below(g, seat, asked, action),
        Awaiting::Breakout { .. } => check_breakout(g, seat, action),
        Awaiting::LoseLoot { .. } => check_lose_loot(g, seat, action),
        Awaiting::Spoils { from, .. } => check_spoils(g, *from, action),
        // Fights and servants' turns are checked before any answer.
        Awaiting::Combat { .. } | Awaiting::Duel { .. } | Awaiting::Servant { .. } => {
            Err(Rejection::NotNow)
        }
    }
}

/// Every action `who` may take now (for setup, only a seat's own setup actions).
pub fn legal_actions(g: &Game, who: impl Into<Actor>) -> Vec<Action> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => return Vec::new(),
        a => a,
    };
    let duellist = match (actor, &g.duel) {
        (Actor::Seat(s), Some(d)) => d.side_of(s).map(|_| s),
        _ => None,
    };
    let fight: Vec<Action> = if g.combat.is_some() || g.duel.is_some() {
        all_plans(g, duellist)
            .into_iter()
            .map(Action::Strikes)
            .chain([
                Action::TakeMonster,
                Action::DeclineMonster,
                Action::ClaimMonster,
                Action::BotMonster,
                Action::OfferLapsed,
                Action::RandomStrikes,
            ])
            .collect()
    } else {
        // Room for every candidate of an ordinary turn, so the list is never regrown.
        Vec::with_capacity(64)
    };
    let seat = match actor {
        Actor::Seat(s) => s,
        Actor::Organiser => {
            // The organiser's tools that take no argument, and the fight's monster part.
            let tools = [Action::Start, Action::Skip, Action::Pause, Action::Resume];
            return fight
                .into_iter()
                .chain(tools)
                .filter(|a| check(g, actor, a).is_ok())
                .collect();
        }
        Actor::Newcomer => return Vec::new(),
    };
    let mut cands = fight;
    if let Some(Awaiting::Servant { seat: s }) = g.awaiting {
        if s != seat {
            return Vec::new();
        }
        let mut v = servant_moves(g);
        v.push(Action::Decline);
        return v;
    }
    if let Some(Awaiting::Spoils { from, .. }) = g.awaiting {
        if g.settings.cloak_and_dagger {
            cands.push(Action::Take { name: "any".into() });
        }
        for &c in &g.hero(from).loot {
            cands.push(Action::Take {
                name: content().card(c).name.clone(),
            });
        }
    }
    if matches!(g.awaiting, Some(Awaiting::WhichMonster { .. })) {
        cands.extend((0..content().monsters.len() as MonsterId).map(Action::FaceMonster));
    }
    if g.phase == Phase::Setup {
        cands.extend(Corner::ALL.map(Action::Tower));
        cands.push(Action::Leave);
    } else {
        turn_candidates(g, seat, &mut cands);
    }
    cands
        .into_iter()
        .filter(|a| check(g, Some(seat), a).is_ok())
        .collect()
}

/// The candidates of a turn under way, each then checked by `legal_actions`.
fn turn_candidates(g: &Game, seat: usize, cands: &mut Vec<Action>) {
    let in_treasure = g.board.is_treasure(g.hero(seat).pos);
    for dir in Dir::ALL {
        if in_treasure && matches!(dir, Dir::Left | Dir::Right) {
            cands.push(Action::Move {
                dir,
                half: Some(Half::Upper),
            });
            cands.push(Action::Move {
                dir,
                half: Some(Half::Lower),
            });
        } else {
            cands.push(Action::Move { dir, half: None });
        }
        cands.push(Action::End(dir));
    }
    for dir in Dir::ALL {
        cands.extend([
            Action::Descend(dir),
            Action::Resurface(dir),
            Action::Face(dir),
        ]);
    }
    if g.settings.tower_power {
        cands.extend(Corner::ALL.map(Action::Tower));
    }
    cands.extend([
        Action::Search,
        Action::Stay,
        Action::Exit,
        Action::Cross { rope: false },
        Action::Cross { rope: true },
        Action::Retreat,
        Action::Yes,
        Action::No,
        Action::Roll,
        Action::Pray,
        Action::Reroll,
        Action::Keep,
        Action::Decline,
        Action::Drink,
        Action::DiscardImp,
        Action::Escape,
        Action::Attack,
        Action::Leave,
    ]);
    for &rune in &g.hero(seat).runes {
        if matches!(
            content().runes[rune as usize].id.as_str(),
            "passage" | "sight"
        ) {
            cands.extend(Dir::ALL.map(|d| Action::UseRune { rune, dir: Some(d) }));
        } else {
            cands.push(Action::UseRune { rune, dir: None });
        }
    }
    for &c in &g.hero(seat).loot {
        let a = Action::Drop {
            name: content().card(c).name.clone(),
        };
        if !cands.contains(&a) {
            cands.push(a);
        }
    }
}

/// Apply `action` by `who` (a seat, the organiser, or a player not yet seated). On success,
/// the events it set off, to be folded into `g` (or appended to the game's log); on refusal
/// nothing changes.
pub fn apply(g: &Game, who: impl Into<Actor>, action: Action) -> Result<Vec<Event>, Rejection> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    check(g, actor, &action)?;
    apply_mut(&mut g.clone(), actor, action)
}

/// `apply` without the copy: the events are folded into `g` as they happen, so afterwards
/// `g` is the old state folded with the returned events. A rejected action leaves `g` as it
/// was. For callers that keep no copy of the old state (computer players, the benchmarks).
pub fn apply_mut(
    g: &mut Game,
    who: impl Into<Actor>,
    action: Action,
) -> Result<Vec<Event>, Rejection> {
    let actor = match who.into() {
        Actor::Seat(s) if s >= g.seats.len() => Actor::Newcomer,
        a => a,
    };
    check(g, actor, &action)?;
    let mut cx = Ctx { g, out: Vec::new() };
    cx.act(actor, action);
    Ok(cx.out)
}

// ----------------------------------------------------------------------------- resolution

struct Ctx<'a> {
    g: &'a mut Game,
    out: Vec<Event>,
}

impl Ctx<'_> {
    fn emit(&mut self, e: Event) {
        self.g.fold(&e);
        self.out.push(e);
    }

    fn ask(&mut self, a: Awaiting) {
        self.emit(Event::Asked(a));
    }

    /// The value in 0..n of the `k`-th draw from now.
    fn chance(&self, k: u64, n: u32) -> u32 {
        uniform(&self.g.seed, self.g.draws + k, n)
    }

    fn dice(&self, n: usize) -> Vec<u8> {
        (0..n).map(|k| self.chance(k as u64, 6) as u8 + 1).collect()
    }

    fn roll(&mut self, seat: usize, why: RollFor, n: usize) -> u8 {
        let dice = self.dice(n);
        let total = dice.iter().sum();
        self.emit(Event::Rolled { seat, why, dice });
        total
    }

    fn draw_card(&mut self, seat: usize, deck: Deck) -> Option<CardId> {
        if self.g.pile(deck).draw.is_empty() {
            if self.g.pile(deck).discard.is_empty() {
                return None;
            }
            self.emit(Event::Reshuffled { deck });
        }
        let pile = &self.g.pile(deck).draw;
        let card = pile[self.chance(0, pile.len() as u32) as usize];
        self.emit(Event::CardDrawn { seat, deck, card });
        Some(card)
    }

    fn draw_chamber(&mut self, pos: Pos, entry: Dir) {
        let tile = if self.g.stockpile.is_empty() {
            let all = content().full_stockpile();
            all[self.chance(0, all.len() as u32) as usize]
        } else {
            self.g.stockpile[self.chance(0, self.g.stockpile.len() as u32) as usize]
        };
        self.emit(Event::ChamberDrawn { pos, tile, entry });
    }

    fn set_flag(&mut self, seat: usize, flag: Flag, on: bool) {
        let h = self.g.hero(seat);
        let now = match flag {
            Flag::MustEncounter => h.must_encounter,
            Flag::MustReturn => h.must_return,
            Flag::WebStuck => h.web_stuck,
            Flag::DarknessPending => h.darkness_pending,
            Flag::ArrivedSpecial => h.arrived_special,
            Flag::Calm => h.calm,
        };
        if now != on {
            self.emit(Event::FlagSet { seat, flag, on });
        }
    }

    fn alive(&self, seat: usize) -> bool {
        self.g.hero(seat).in_dungeon()
    }

    fn holds_rune(&self, seat: usize, id: &str) -> bool {
        content()
            .rune_by_id(id)
            .is_some_and(|r| self.g.hero(seat).runes.contains(&r))
    }

    /// After a free action, ask again what was being asked.
    fn resume(&mut self, before: Option<Awaiting>) {
        if let Some(a) = before {
            self.ask(a);
        }
    }

    // ---------------------------------------------------------------------- actions

    fn act(&mut self, actor: Actor, action: Action) {
        let before = self.g.awaiting.clone();
        self.emit(Event::Acted {
            by: actor,
            action: action.clone(),
        });
        match action {
            // The clock in an absent seat's place: what he would do, as him (a clock tool
            // as the organiser); the one `Acted` above records both.
            Action::ForAbsent { seat, action } => {
                let by = if action.is_clock_tool() {
                    Actor::Organiser
                } else {
                    Actor::Seat(seat)
                };
                self.perform(by, *action, before)
            }
            action => self.perform(actor, action, before),
        }
    }

    /// Carry out a checked action, in the area of the game it belongs to.
    fn perform(&mut self, actor: Actor, action: Action, before: Option<Awaiting>) {
        let s = match actor {
            Actor::Seat(s) => s,
            _ => self.g.seats.len(),
        };
        match action {
            // Seats and the start.
            Action::Join { user, name, hero } => self.join(s, user, name, hero),
            Action::Leave => self.leave(s, before),
            Action::Tower(corner) if self.g.phase == Phase::Playing => self.teleport(s, corner),
            Action::Tower(corner) => self.emit(Event::TowerChosen { seat: s, corner }),
            Action::Start => self.start(),
            // The organiser's tools.
            tool @ (Action::Reorder(_)
            | Action::Configure(_)
            | Action::Replace { .. }
            | Action::Remove { .. }
            | Action::Skip
            | Action::Pause
            | Action::Resume
            | Action::Extend { .. }
            | Action::Stop { .. }
            | Action::Undo { .. }
            | Action::ForAbsent { .. }) => self.organiser_tool(tool, before),
            // Moving, and the chambers.
            Action::Move { dir, half } => self.move_hero(s, dir, half, before),
            Action::Stay => self.stay(s, before),
            Action::Cross { rope } => self.cross(s, rope, before),
            Action::Retreat => self.go_back(s, before),
            Action::End(d) => self.stand_at_end(s, d, before),
            Action::Exit => {
                self.emit(Event::Exited { seat: s });
                self.end_turn();
            }
            // Under the dungeon.
            Action::Descend(dir) => {
                self.emit(Event::Descended { seat: s, dir });
                if matches!(before, Some(Awaiting::Descend { .. })) {
                    // Fallen off a Bridge: 1d6 wounds on landing, down there (R37).
                    let dmg = self.roll(s, RollFor::Damage, 1);
                    self.wound(s, dmg, WoundCause::Bridge);
                }
                self.end_turn();
            }
            Action::Resurface(shift) => self.resurface(s, shift),
            Action::Face(entry) => self.face(s, entry),
            // Cards and Loot.
            Action::Search => self.search(s),
            Action::Drop { name } => self.drop_loot(s, &name, before),
            Action::Drink => self.drink(s, before),
            Action::DiscardImp => self.discard_imp(s, before),
            // Tests, runes, the Dragon.
            Action::Roll | Action::Pray => self.roll_or_pray(s, action == Action::Pray, before),
            Action::UseRune { rune, dir } => self.use_rune(s, rune, dir, before),
            Action::Yes | Action::No | Action::Decline | Action::Keep | Action::Reroll => {
                self.answer(s, action, before)
            }
            // Monsters, fights and duels.
            Action::Escape => self.escape(s, before),
            Action::Attack => self.attack(s, before),
            Action::FaceMonster(m) => self.face_monster(s, m, before),
            Action::Strikes(plan) if self.g.duel.is_some() => self.duel_strikes(actor, plan),
            Action::Strikes(plan) => self.strikes(actor, plan),
            Action::TakeMonster => self.set_side(MonsterSide::Seat(s)),
            Action::DeclineMonster | Action::OfferLapsed => self.open_monster_part(),
            Action::ClaimMonster => self.claim_monster(actor),
            Action::BotMonster => self.set_side(MonsterSide::Bot),
            Action::RandomStrikes if self.g.duel.is_some() => self.duel_random_strikes(),
            Action::RandomStrikes => self.random_strikes(),
            Action::Take { name } => self.take_spoils(s, &name, before),
            // Servants of Kalladra.
            Action::MoveMonster { from, dir, monster } => self.servant_move(from, dir, monster),
            Action::AddMonster { at } => self.add_monster(at),
        }
    }

    /// Yes, No, Decline, Keep or Reroll: what it means depends on the question asked.
    fn answer(&mut self, s: usize, action: Action, before: Option<Awaiting>) {
        match (&action, before) {
            (
                Action::No | Action::Decline,
                Some(Awaiting::MoveOn {
                    why: MoveOn::Stasis,
                    ..
                }),
            ) => {
                self.emit(Event::Stasis { left: 0 });
                self.end_turn();
            }
            (Action::No, Some(Awaiting::Warning { card, .. })) => self.resolve_card_now(s, card),
            (Action::No | Action::Keep, Some(Awaiting::Fortune { spec, .. })) => {
                self.after_test(s, spec, false)
            }
            (Action::No | Action::Decline, Some(Awaiting::Spoils { .. })) => self.after_duel(s),
            (Action::Yes, Some(Awaiting::Offer { deck, .. })) => self.draw_and_resolve(s, deck),
            (Action::Yes | Action::No, Some(Awaiting::MonsterTreasure { after, .. })) => {
                self.monster_treasure(s, action == Action::Yes, after)
            }
            // A No to anything else, a servant's pass, a Secret Door declined.
            (Action::Yes | Action::No | Action::Decline, _) => self.end_turn(),
            (Action::Reroll | Action::Keep, Some(Awaiting::RageReroll { dice, rest, .. })) => {
                self.rage_reroll(s, action == Action::Reroll, dice, rest)
            }
            _ => {}
        }
    }

    /// Stay where he is: on a Bridge, at a way up, under the dungeon, in the Treasure Chamber.
    fn stay(&mut self, s: usize, before: Option<Awaiting>) {
        match before {
            Some(Awaiting::Bridge { .. }) => {
                self.set_flag(s, Flag::MustReturn, true);
                self.end_turn();
            }
            // Press on through the catacombs.
            Some(Awaiting::Exit { .. }) => self.end_turn(),
            _ if self.g.hero(s).is_underground() => self.draw_and_resolve(s, Deck::Catacomb),
            _ => self.dragon(s),
        }
    }
}
