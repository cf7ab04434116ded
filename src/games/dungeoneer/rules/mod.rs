//! The rules: `check` (is this legal now, and if not exactly why), `legal_actions`, `apply`,
//! and the dispatch to the file of each area. `Ctx` is the working copy resolution runs on.

use super::action::{Action, Rejection};
use super::event::Event;
use super::map::SIDES;
use super::state::{Game, Phase, Seat};
use crate::chance::uniform;

pub mod build;
pub mod effects;
pub mod harm;
pub mod hero;
pub mod modifiers;
pub mod quests;
pub mod setup;
pub mod turn;

pub use build::spots_now;

/// The most cards a hand is drawn back up to.
pub const HAND: usize = 5;

/// A copy of the game that events are folded into as resolution emits them, and the draws
/// it takes from the game's stream.
pub struct Ctx {
    pub g: Game,
    pub events: Vec<Event>,
}

impl Ctx {
    pub fn new(g: Game) -> Ctx {
        Ctx {
            g,
            events: Vec::new(),
        }
    }
    pub fn emit(&mut self, e: Event) {
        self.g.fold(&e);
        self.events.push(e);
    }
    /// The next draw in `0..n`; the game's count moves on with the event that records it.
    pub fn draw(&mut self, n: usize) -> usize {
        let v = uniform(&self.g.seed, self.g.draws, n as u32) as usize;
        self.g.draws += 1;
        v
    }
    /// A die.
    pub fn die(&mut self) -> u8 {
        self.draw(6) as u8 + 1
    }
    /// A fair shuffle (Fisher-Yates from the stream).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.draw(i + 1);
            v.swap(i, j);
        }
    }
}

/// Whether `seat` may take `action` now; if not, exactly why.
pub fn check(game: &Game, seat: Seat, action: &Action) -> Result<(), Rejection> {
    match game.phase {
        Phase::Setup => {
            return match action {
                Action::Start => match game.settings.problem() {
                    Some(why) => Err(Rejection::BadSettings(why)),
                    None => Ok(()),
                },
                _ => Err(Rejection::NotStarted),
            }
        }
        Phase::Over => return Err(Rejection::GameOver),
        _ => {}
    }
    if seat >= game.players.len() {
        return Err(Rejection::NoSuchSeat);
    }
    if *action == Action::Start {
        return Err(Rejection::AlreadyStarted);
    }
    if seat != game.active {
        return Err(Rejection::NotYourTurn);
    }
    let wrong = Err(Rejection::WrongPhase { now: game.phase });
    match (game.phase, action) {
        (Phase::DungeonLord, Action::EndDungeonLord) => Ok(()),
        (Phase::Build | Phase::Hero, Action::Place { spot }) => build::check_place(game, *spot),
        (Phase::Hero, a) if game.drawn_map.is_some() && !matches!(a, Action::Place { .. }) => {
            Err(Rejection::PlaceFirst)
        }
        (Phase::Hero, Action::Move { side }) => hero::check_move(game, seat, *side),
        (Phase::Hero, Action::Jump) => hero::check_jump(game, seat),
        (Phase::Hero, Action::Untip) => hero::check_untip(game, seat),
        (Phase::Hero, Action::Explore) => hero::check_explore(game, seat),
        (Phase::Hero, Action::Attempt { quest }) => quests::check_attempt(game, seat, *quest),
        (Phase::Hero, Action::Search { quest }) => quests::check_search(game, seat, *quest),
        (Phase::Hero, Action::Take { quest }) => quests::check_take(game, seat, *quest),
        (Phase::Hero, Action::Drop) => quests::check_drop(game, seat),
        (Phase::Hero, Action::EndHero) => Ok(()),
        (Phase::Discard, Action::Discard { card }) => turn::check_discard(game, seat, *card),
        _ => wrong,
    }
}

/// Every action `seat` may take now.
pub fn legal_actions(game: &Game, seat: Seat) -> Vec<Action> {
    let mut candidates = vec![
        Action::Start,
        Action::EndDungeonLord,
        Action::Explore,
        Action::Jump,
        Action::Untip,
        Action::Drop,
        Action::EndHero,
    ];
    if let Some(p) = game.players.get(seat) {
        let mut quests = p.quests.clone();
        quests.extend(game.global);
        quests.extend(game.dropped.iter().map(|d| d.0));
        for quest in quests {
            candidates.push(Action::Attempt { quest });
            candidates.push(Action::Search { quest });
            candidates.push(Action::Take { quest });
        }
    }
    candidates.extend(SIDES.iter().map(|&side| Action::Move { side }));
    if game.drawn_map.is_some() {
        let n = spots_now(game).len();
        candidates.extend((0..n).map(|spot| Action::Place { spot }));
    }
    if game.phase == Phase::Discard {
        let hand = game
            .players
            .get(seat)
            .map(|p| p.hand.clone())
            .unwrap_or_default();
        candidates.push(Action::Discard { card: None });
        candidates.extend(hand.into_iter().map(|c| Action::Discard { card: Some(c) }));
    }
    candidates
        .into_iter()
        .filter(|a| check(game, seat, a).is_ok())
        .collect()
}

/// Applies `action` by `seat`: the events it makes, or why not (nothing changes then).
pub fn apply(game: &Game, seat: Seat, action: &Action) -> Result<Vec<Event>, Rejection> {
    check(game, seat, action)?;
    let mut ctx = Ctx::new(game.clone());
    match action {
        Action::Start => {
            setup::deal(&mut ctx);
            let start = ctx.g.start;
            turn::begin(&mut ctx, start, 1);
        }
        Action::EndDungeonLord => turn::to_build(&mut ctx),
        Action::Place { spot } => {
            build::place(&mut ctx, *spot);
            if ctx.g.phase == Phase::Build {
                turn::to_hero(&mut ctx);
            }
        }
        Action::Explore => hero::explore(&mut ctx),
        Action::Move { side } => hero::step(&mut ctx, seat, *side),
        Action::Jump => hero::jump(&mut ctx, seat),
        Action::Untip => hero::untip(&mut ctx, seat),
        Action::Attempt { quest } => quests::attempt(&mut ctx, seat, *quest),
        Action::Search { quest } => quests::search(&mut ctx, seat, *quest),
        Action::Take { quest } => quests::take(&mut ctx, seat, *quest),
        Action::Drop => quests::drop(&mut ctx, seat),
        Action::EndHero => turn::to_discard(&mut ctx),
        Action::Discard { card } => turn::discard_draw(&mut ctx, seat, *card),
    }
    settle(&mut ctx);
    Ok(ctx.events)
}

/// After every action: a turn whose hero died ends (G39), and the next living seat begins.
fn settle(ctx: &mut Ctx) {
    if !ctx.g.is_over() && !ctx.g.player(ctx.g.active).alive {
        turn::next_turn(ctx);
    }
}
