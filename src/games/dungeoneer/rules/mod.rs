//! The rules: `check` (is this legal now, and if not exactly why), `legal_actions`, `apply`,
//! and the dispatch to the file of each area. `Ctx` is the working copy resolution runs on.

use super::action::{Action, Rejection, Sent};
use super::content::{set, CardId, Category, Form, FORMS};
use super::event::Event;
use super::map::SIDES;
use super::state::Response;
use super::state::{Game, Phase, Seat};
use crate::chance::uniform;

pub mod asking;
pub mod build;
pub mod cards;
pub mod combat;
pub mod deck;
pub mod dice;
pub mod duel;
pub mod effects;
pub mod fight;
pub mod harm;
pub mod hero;
pub mod lord;
pub mod modifiers;
pub mod quests;
pub mod sending;
pub mod setup;
pub mod slay;
pub mod spaces;
pub mod turn;
pub mod window;

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
    // What anyone may do whoever's turn it is: standing answers, and plays in an open window.
    match (action, &game.asked) {
        (Action::Stand(_), _) => return Ok(()),
        (Action::Choose(choice), _) => return asking::check_choose(game, seat, choice),
        (_, Some(asked)) => return Err(Rejection::AnswerFirst { seat: asked.seat }),
        _ => {}
    }
    match action {
        Action::Respond { plays } => return window::check_respond(game, seat, plays),
        _ if window::open(game) => return Err(Rejection::WindowOpen),
        _ => {}
    }
    if seat != game.active {
        return Err(Rejection::NotYourTurn);
    }
    let wrong = Err(Rejection::WrongPhase { now: game.phase });
    match (game.phase, action) {
        (_, Action::Play { card, extra }) => cards::check_play(game, seat, *card, *extra),
        (_, Action::Ability) => cards::check_ability(game, seat),
        (Phase::DungeonLord, Action::Declare { banes, encounters }) => {
            lord::check_declare(game, seat, banes, encounters)
        }
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
        (Phase::Hero, Action::Slay { quest }) => slay::check_slay(game, seat, *quest),
        (Phase::Hero, Action::Challenge { quest, .. }) => slay::check_challenge(game, seat, *quest),
        (Phase::Hero, Action::LetGo { card }) => cards::check_let_go(game, seat, *card),
        (Phase::Hero, Action::Duel { target, steal, .. }) => {
            duel::check_duel(game, seat, *target, *steal)
        }
        // Anytime Banes may be sent in any phase of his own turn (G24).
        (_, Action::Declare { banes, encounters })
            if encounters.is_empty()
                && !banes.is_empty()
                && banes
                    .iter()
                    .all(|b| set().adventure(b.card).play == super::content::Play::Anytime) =>
        {
            lord::check_declare(game, seat, banes, encounters)
        }
        (Phase::Hero, Action::EndHero) => Ok(()),
        (Phase::Discard, Action::Discard { card }) => turn::check_discard(game, seat, *card),
        _ => wrong,
    }
}

/// Every action `seat` may take now: each single card and quest move, and for the
/// DungeonLord each Peril card sent alone (a declaration of several is legal whenever each
/// part is and the Peril suffices).
pub fn legal_actions(game: &Game, seat: Seat) -> Vec<Action> {
    let mut candidates = vec![
        Action::Start,
        Action::EndDungeonLord,
        Action::Explore,
        Action::Jump,
        Action::Untip,
        Action::Drop,
        Action::Ability,
        Action::EndHero,
        Action::Respond { plays: Vec::new() },
    ];
    candidates.extend(SIDES.iter().map(|&side| Action::Move { side }));
    if game.drawn_map.is_some() {
        let n = spots_now(game).len();
        candidates.extend((0..n).map(|spot| Action::Place { spot }));
    }
    if let Some(p) = game.players.get(seat) {
        let mut quests = p.quests.clone();
        quests.extend(game.global);
        quests.extend(game.dropped.iter().map(|d| d.0));
        for quest in quests {
            candidates.push(Action::Attempt { quest });
            candidates.push(Action::Search { quest });
            candidates.push(Action::Take { quest });
            candidates.push(Action::Slay { quest });
            for form in FORMS {
                candidates.push(Action::Challenge { quest, form });
            }
        }
        candidates.extend(p.hand.iter().map(|&card| Action::Play { card, extra: 0 }));
        candidates.extend(p.inventory.iter().map(|&card| Action::LetGo { card }));
        candidates.extend(
            p.hand
                .iter()
                .map(|&card| Action::Discard { card: Some(card) }),
        );
        candidates.push(Action::Discard { card: None });
        candidates.extend(declarations(game, seat));
        candidates.extend(asking::choices(game, seat).into_iter().map(Action::Choose));
        candidates.extend(responses(game, seat));
    }
    candidates
        .into_iter()
        .filter(|a| check(game, seat, a).is_ok())
        .collect()
}

/// Each Peril card of the DungeonLord's hand or Pack sent alone, at each opponent, in each
/// form.
fn declarations(game: &Game, seat: Seat) -> Vec<Action> {
    if game.phase != Phase::DungeonLord || seat != game.active {
        return Vec::new();
    }
    let p = game.player(seat);
    let cards: Vec<CardId> = p
        .hand
        .iter()
        .copied()
        .chain(p.pack.iter().map(|m| m.0))
        .collect();
    let mut out = Vec::new();
    for card in cards {
        let c = set().adventure(card);
        let forms: Vec<Option<Form>> = match &c.monster {
            Some(m) => m.attacks.iter().map(|&f| Some(f)).collect(),
            None => vec![None],
        };
        for target in game.living_from(0).into_iter().filter(|&t| t != seat) {
            for &form in &forms {
                let sent = Sent {
                    card,
                    target,
                    payer: target,
                    form,
                    special: false,
                    extra: 0,
                };
                out.push(match c.category {
                    Category::Encounter => Action::Declare {
                        banes: Vec::new(),
                        encounters: vec![sent],
                    },
                    _ => Action::Declare {
                        banes: vec![sent],
                        encounters: Vec::new(),
                    },
                });
            }
        }
    }
    out
}

/// Each card a player could play alone in an open window.
fn responses(game: &Game, seat: Seat) -> Vec<Action> {
    let Some(c) = &game.combat else {
        return Vec::new();
    };
    let mut out = vec![Action::Respond {
        plays: vec![Response {
            card: None,
            on: None,
            extra: 0,
            target: None,
        }],
    }];
    for &card in &game.player(seat).hand {
        // An Anytime Bane goes at a hero, never at an attack.
        let targets: Vec<Option<Seat>> = match set().adventure(card).category {
            Category::Bane => game
                .living_from(0)
                .into_iter()
                .filter(|&t| t != seat)
                .map(Some)
                .collect(),
            _ => vec![None],
        };
        for target in targets.into_iter().filter(|t| t.is_some()) {
            out.push(Action::Respond {
                plays: vec![Response {
                    card: Some(card),
                    on: None,
                    extra: 0,
                    target,
                }],
            });
        }
        for on in (0..c.attacks.len()).map(Some).chain([None]) {
            out.push(Action::Respond {
                plays: vec![Response {
                    card: Some(card),
                    on,
                    extra: 0,
                    target: None,
                }],
            });
        }
    }
    out
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
        Action::Declare { banes, encounters } => lord::declare(&mut ctx, seat, banes, encounters),
        Action::Respond { plays } => respond(&mut ctx, seat, plays),
        Action::Stand(standing) => ctx.emit(Event::StandingSet {
            seat,
            standing: Some(*standing),
        }),
        Action::Play { card, extra } => cards::play(&mut ctx, seat, *card, *extra),
        Action::Ability => cards::ability(&mut ctx, seat),
        Action::LetGo { card } => ctx.emit(Event::LetGo { seat, card: *card }),
        Action::Slay { quest } => slay::slay(&mut ctx, seat, *quest),
        Action::Duel {
            target,
            form,
            steal,
        } => duel::duel(&mut ctx, seat, *target, *form, *steal),
        Action::Challenge { quest, form } => slay::challenge(&mut ctx, seat, *quest, *form),
        Action::Attempt { quest } => quests::attempt(&mut ctx, seat, *quest),
        Action::Search { quest } => quests::search(&mut ctx, seat, *quest),
        Action::Take { quest } => quests::take(&mut ctx, seat, *quest),
        Action::Drop => quests::drop(&mut ctx, seat),
        Action::EndHero => turn::to_discard(&mut ctx),
        Action::Choose(choice) => asking::choose(&mut ctx, seat, choice),
        Action::Discard { card } => turn::discard_draw(&mut ctx, seat, *card),
    }
    settle(&mut ctx);
    Ok(ctx.events)
}

/// A player's plays in the window, sealed; it closes when the last awaited defender has
/// answered, and the combat goes on.
fn respond(ctx: &mut Ctx, seat: Seat, plays: &[Response]) {
    ctx.emit(Event::Answered {
        seat,
        plays: Some(plays.to_vec()),
    });
    if !window::open(&ctx.g) {
        let plays = ctx
            .g
            .combat
            .as_ref()
            .map(|c| c.plays.clone())
            .unwrap_or_default();
        ctx.emit(Event::WindowClosed { plays });
        combat::resolve(ctx);
    }
}

/// After every action: a turn whose hero died ends (G39), and the next living seat begins.
fn settle(ctx: &mut Ctx) {
    slay::settle(ctx);
    let holding = ctx.g.combat.is_some() || ctx.g.asked.is_some();
    if !ctx.g.is_over() && !ctx.g.player(ctx.g.active).alive && !holding {
        turn::next_turn(ctx);
    }
}
