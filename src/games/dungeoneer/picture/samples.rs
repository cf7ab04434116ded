//! Boards to look at and to time: seeded games with every map card laid at a random legal
//! spot (as Build and Explore would lay them) and the heroes moved about, and a game stopped
//! in Build with its drawn card and lettered spots. The heroes' places and numbers are set on
//! the game directly: what matters here is what the channel would see.

use super::super::content::{set, QuestId};
use super::super::rules::{apply, build, Ctx};
use super::super::state::{Game, Outcome, Phase, Settings};
use super::super::view::{view, View};
use super::super::Action;
use crate::chance::seed_from_u64;

/// The players' names the boards are drawn with (a long one among them).
pub const NAMES: [&str; 4] = ["Ann", "Bartholomew", "Cleo", "Dmitri Ivanovich"];

/// `NAMES`' first `players`, as the picture takes them.
pub fn names(players: usize) -> Vec<String> {
    NAMES.iter().take(players).map(|n| n.to_string()).collect()
}

/// A game of `players` (2 to 4) dealt from `seed`.
fn started(seed: u64, players: usize) -> Ctx {
    let mut g = Game::new(seed_from_u64(seed), Settings::new(players.clamp(2, 4)));
    for e in apply(&g, 0, &Action::Start).expect("a new game starts") {
        g.fold(&e);
    }
    Ctx::new(g)
}

/// Lays map cards at random legal spots until `cards` are on the map or none is left.
fn build_up(ctx: &mut Ctx, cards: usize) {
    for _ in 0..200 {
        if ctx.g.map.len() >= cards || ctx.g.maps_left() == 0 || !build::draw_fitting(ctx) {
            return;
        }
        if ctx.g.drawn_map.is_some() {
            let n = build::spots_now(&ctx.g).len();
            let pick = ctx.draw(n);
            build::place(ctx, pick);
        }
    }
}

/// The heroes spread over the map, two of them together, one tipped, their numbers varied;
/// with four players the last one dead. Mid-game: round 12, the second seat in his Hero
/// Phase with 2 Movement left.
fn mid_game(g: &mut Game, seed: u64) {
    let cells: Vec<_> = g.map.placed.iter().map(|p| p.cell).collect();
    let n = g.players.len();
    for (i, p) in g.players.iter_mut().enumerate() {
        let k = (seed as usize + 7 * i + 3) % cells.len();
        p.cell = cells[if i == 2 {
            (seed as usize + 3) % cells.len()
        } else {
            k
        }];
        p.life = 6 - (i as u8 * 2) % 5;
        p.glory = 3 + 4 * i as u32;
        p.peril = 9 - 2 * i as u32;
        p.tipped = i == 1;
        p.level = 1 + (i as u8 % 3);
        let held: Vec<QuestId> = p.quests.clone();
        p.done = held.iter().take(i % 3).copied().collect();
        p.quests.retain(|q| !p.done.contains(q));
        p.inventory = (0..i as u8).collect();
        p.pack = (0..(i as u8 % 2)).map(|c| (c + 10, 1)).collect();
        // The first hero carries an Escort's token.
        p.carrying = p.quests.first().copied().filter(|_| i == 0);
        if n == 4 && i == 3 {
            p.alive = false;
            p.life = 0;
            p.quests.clear();
            p.hand.clear();
            p.inventory.clear();
            p.pack.clear();
        }
    }
    if let Some(&cell) = cells.get(cells.len() / 2) {
        let quest = set().quests.len().saturating_sub(1) as QuestId;
        g.dropped.push((quest, cell));
    }
    g.round = 12;
    g.active = 1;
    g.phase = Phase::Hero;
    g.turn.movement = 2;
}

/// A game of `players` with all 22 map cards placed and the heroes about, as the channel
/// sees it.
pub fn full_map(seed: u64, players: usize) -> View {
    let mut ctx = started(seed, players);
    build_up(&mut ctx, usize::MAX);
    mid_game(&mut ctx.g, seed);
    view(&ctx.g, None)
}

/// A game of `players` in Build: some map cards placed, the next one drawn and waiting, its
/// spots lettered.
pub fn drawn(seed: u64, players: usize) -> View {
    let mut ctx = started(seed, players);
    build_up(&mut ctx, 9 + (seed % 5) as usize);
    mid_game(&mut ctx.g, seed);
    // Drawn outside Build, so that a card with a single spot is not laid at once.
    ctx.g.phase = Phase::DungeonLord;
    build::draw_fitting(&mut ctx);
    ctx.g.phase = Phase::Build;
    ctx.g.round = 4;
    view(&ctx.g, None)
}

/// A full map once the game is over on points, the first two seats sharing the win.
pub fn finished(seed: u64, players: usize) -> View {
    let mut ctx = started(seed, players);
    build_up(&mut ctx, usize::MAX);
    mid_game(&mut ctx.g, seed);
    ctx.g.phase = Phase::Over;
    ctx.g.round = ctx.g.settings.round_limit;
    ctx.g.outcome = Some(Outcome::Points(vec![0, 1]));
    view(&ctx.g, None)
}
