//! The rules: `check` (is this legal now, and if not exactly why), `legal_actions`, `apply`,
//! and the dispatch to the file of each area. `Ctx` is the working copy resolution runs on.

use super::action::{every_action, Action, Rejection};
use super::content::{content, RoomKind};
use super::event::Event;
use super::state::{Game, Item, Phase, Play, Seat};

pub mod duel;
pub mod end;
pub mod items;
pub mod levels;
pub mod raider;
pub mod rooms;
pub mod setup;
pub mod solitaire;

/// A copy of the game that events are folded into as resolution emits them.
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
}

/// Whether `seat` may take `action` now; if not, exactly why.
pub fn check(game: &Game, seat: Seat, action: Action) -> Result<(), Rejection> {
    match game.phase {
        Phase::Setup => {
            if seat >= game.players() {
                return Err(Rejection::NoSuchSeat(seat));
            }
            return match action {
                Action::Start => match game.settings.problem() {
                    Some(why) => Err(Rejection::BadSettings(why)),
                    None => Ok(()),
                },
                _ => Err(Rejection::NotStarted),
            };
        }
        Phase::Over(_) => return Err(Rejection::GameOver),
        Phase::Playing => {}
    }
    let Some(raider) = game.seats.get(seat) else {
        return Err(Rejection::NoSuchSeat(seat));
    };
    if action == Action::Start {
        return Err(Rejection::AlreadyStarted);
    }
    if !raider.alive {
        return Err(Rejection::Eliminated);
    }
    match action {
        Action::Start => unreachable!("handled above"),
        Action::UseTorch => items::check_torch(game, seat),
        Action::Play(play) => {
            // Between a room's end and the next room's entry (inside one input, as a page
            // telling a seat the log entry by entry finds it) nobody plays.
            let Some(room) = game.room.as_ref() else {
                return Err(Rejection::NotYourTurn {
                    awaited: game.awaited(),
                });
            };
            if game.settings.speed {
                if !room.waiting.contains(&seat) {
                    return Err(if room.sealed[seat].is_some() {
                        Rejection::AlreadySealed
                    } else {
                        Rejection::NotYourTurn {
                            awaited: game.awaited(),
                        }
                    });
                }
            } else if room.queue.front() != Some(&seat) {
                return Err(Rejection::NotYourTurn {
                    awaited: game.awaited(),
                });
            }
            check_play(game, seat, play)
        }
    }
}

/// Whether the seat holds this card and it may go into this room (D4).
fn check_play(game: &Game, seat: Seat, play: Play) -> Result<(), Rejection> {
    let raider = &game.seats[seat];
    let kind = game.current_room().map(|r| r.kind());
    match play {
        Play::Power(v) if !(1..=5).contains(&v) => Err(Rejection::NoSuchCard(v)),
        Play::Power(v) if !raider.holds(v) => Err(Rejection::CardAlreadyPlayed(v)),
        Play::Power(_) => Ok(()),
        Play::Key | Play::Sword | Play::CrystalBall => {
            let item = play.item().expect("an item play");
            // The room's reason first: it is public, while whether the player holds the
            // item is not (D2), and a refusal may be read in the channel.
            match (item, kind) {
                (Item::Key, Some(k)) if k != RoomKind::Treasure => {
                    Err(Rejection::KeyOutsideTreasure(k))
                }
                (Item::Sword, Some(k)) if k != RoomKind::Monster => {
                    Err(Rejection::SwordOutsideMonster(k))
                }
                _ if raider.items.get(item) == 0 => Err(Rejection::NoItem(item)),
                _ => Ok(()),
            }
        }
    }
}

/// Everything `seat` may do now: exactly the actions `check` accepts.
pub fn legal_actions(game: &Game, seat: Seat) -> Vec<Action> {
    every_action()
        .into_iter()
        .filter(|&a| check(game, seat, a).is_ok())
        .collect()
}

/// Checks and applies an action: the events it caused, already folded into `game`. A refused
/// action changes nothing.
pub fn apply(game: &mut Game, seat: Seat, action: Action) -> Result<Vec<Event>, Rejection> {
    check(game, seat, action)?;
    let mut ctx = Ctx::new(game.clone());
    match action {
        Action::Start => {
            setup::prepare(&mut ctx);
            levels::next_level(&mut ctx);
        }
        Action::UseTorch => items::torch(&mut ctx, seat),
        Action::Play(play) => {
            if ctx.g.settings.speed {
                items::seal(&mut ctx, seat, play);
            } else {
                ctx.emit(Event::Played { seat, play });
            }
            if room_complete(&ctx.g) {
                resolve(&mut ctx);
            }
        }
    }
    *game = ctx.g;
    Ok(ctx.events)
}

/// Every living seat has made its final play.
fn room_complete(g: &Game) -> bool {
    let Some(r) = &g.room else { return false };
    r.queue.is_empty() && r.waiting.is_empty() && g.alive().iter().all(|&s| r.plays[s].is_some())
}

/// Resolves the room, then deaths, then the next room or level, or the end.
fn resolve(ctx: &mut Ctx) {
    let g = &ctx.g;
    let r = g.room.as_ref().expect("a room to resolve");
    let plays: Vec<(Seat, u8)> = g
        .alive()
        .into_iter()
        .filter_map(|s| r.plays[s].and_then(Play::value).map(|v| (s, v)))
        .collect();
    let attack = r.attack;
    let room = content().room(r.card);
    rooms::resolve(ctx, room, &plays, attack);
    if end::deaths(ctx) {
        return;
    }
    levels::clear_room(ctx, &plays);
    if ctx.g.row.is_empty() {
        let level = ctx.g.level;
        ctx.emit(Event::Rested { level });
        if ctx.g.piles.is_empty() {
            end::finish(ctx);
        } else {
            levels::next_level(ctx);
        }
    } else {
        levels::enter_room(ctx);
    }
}
