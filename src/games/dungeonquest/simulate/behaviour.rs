//! The computer player's behaviour (newcomer review, turn 3, M2): it crosses Bridges, finds
//! another way after staying on one, never parks a hero in a back-and-forth, and gets more
//! heroes out than the baseline.

use super::*;
use crate::chance::seed_from_u64;
use crate::games::dungeonquest::engine::content::{ChamberKind, SideKind};
use crate::games::dungeonquest::engine::state::{Awaiting, TestSpec};

const O: SideKind = SideKind::Open;
const W: SideKind = SideKind::Wall;

/// A started one-hero game.
fn new_game(hero: &str) -> Game {
    let mut g = Game::new(seed_from_u64(99), Settings::default());
    let join = Action::Join {
        user: "u0".into(),
        name: "p0".into(),
        hero: content().find_hero(hero),
    };
    let evs = apply(&g, None, join).unwrap();
    evs.iter().for_each(|e| g.fold(e));
    let evs = apply(&g, Actor::Organiser, Action::Start).unwrap();
    evs.iter().for_each(|e| g.fold(e));
    g
}

fn act(g: &mut Game, a: Action) {
    let evs = apply(g, Some(0), a.clone()).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
    evs.iter().for_each(|e| g.fold(e));
}

fn mv(dir: Dir) -> Action {
    Action::Move { dir, half: None }
}

/// A chamber of `kind` with these sides (up, right, down, left).
fn room(g: &mut Game, pos: Pos, kind: ChamberKind, sides: [SideKind; 4]) {
    let tile = content().tiles.iter().position(|t| t.kind == kind).unwrap() as u8;
    let mut ch = Chamber::place(tile, Dir::Down);
    ch.sides = sides;
    if kind == ChamberKind::Bridge {
        ch.span = Some([Dir::Left, Dir::Right]);
    }
    g.board.set(pos, ch);
}

/// Lindel (Agility 6) in an inert room at B5, a Bridge to its RIGHT (C5, straight on towards
/// the Treasure Chamber) and a room above (B4, open above and to its right): a longer way.
fn at_the_bridge() -> Game {
    let mut g = new_game("lindel");
    room(
        &mut g,
        Pos::new(1, 4),
        ChamberKind::RotatingRoom,
        [O, O, W, W],
    );
    room(&mut g, Pos::new(2, 4), ChamberKind::Bridge, [W, O, W, O]);
    room(
        &mut g,
        Pos::new(1, 3),
        ChamberKind::RotatingRoom,
        [O, O, O, W],
    );
    let h = g.hero_mut(0);
    h.pos = Pos::new(1, 4);
    h.entered_via = None;
    g
}

fn choice(policy: &mut dyn Policy, g: &Game) -> Action {
    policy.choose(&view(g, Actor::Seat(0)))
}

/// On a Bridge with no Loot, unhurt: a fall cannot kill him, so he crosses (the baseline
/// stayed, then walked back and forth, as the review saw Lindel do for 14 turns).
#[test]
fn on_a_bridge_it_crosses_when_the_fall_cannot_kill() {
    let mut g = at_the_bridge();
    act(&mut g, mv(Dir::Right));
    assert!(matches!(g.awaiting, Some(Awaiting::Bridge { .. })));
    assert_eq!(
        choice(&mut SensiblePolicy::new(1), &g),
        Action::Cross { rope: false }
    );
    assert_eq!(choice(&mut BaselinePolicy::new(1), &g), Action::Stay);
    // One wound from death, with 2d6 at or under 6 to pass: the fall would likely kill him.
    g.hero_mut(0).wounds = g.hero(0).def().life - 1;
    assert_eq!(choice(&mut SensiblePolicy::new(1), &g), Action::Stay);
}

/// Having stayed on the Bridge and gone back, he takes the other way instead of stepping onto
/// the Bridge again.
#[test]
fn after_staying_on_a_bridge_it_tries_another_way() {
    let mut g = at_the_bridge();
    act(&mut g, mv(Dir::Right));
    act(&mut g, Action::Stay);
    // The next turn: back off the Bridge, the way he came.
    assert!(g.hero(0).must_return);
    act(&mut g, mv(Dir::Left));
    assert_eq!(g.hero(0).pos, Pos::new(1, 4));
    assert_eq!(g.hero(0).trail, vec![Pos::new(1, 4), Pos::new(2, 4)]);
    // Without the trail, the Bridge is the way; with it, he goes up.
    let mut forgetful = g.clone();
    forgetful.hero_mut(0).trail.clear();
    assert_eq!(
        choice(&mut SensiblePolicy::new(1), &forgetful),
        mv(Dir::Right)
    );
    assert_eq!(choice(&mut SensiblePolicy::new(1), &g), mv(Dir::Up));
}

/// Holding the Rune of Fortune after a failed test, he uses it; facing a Trap card with the
/// Rune of Warning, he uses it (the baseline kept every failure and let every Trap spring).
#[test]
fn it_uses_fortune_and_warning() {
    let rune = |id: &str| content().rune_by_id(id).unwrap();
    let mut policy = SensiblePolicy::new(1);
    let mut g = at_the_bridge();
    g.hero_mut(0).runes = vec![rune("fortune"), rune("warning")];
    let spec = TestSpec {
        attr: crate::games::dungeonquest::engine::content::Attr::Agility,
        key: crate::games::dungeonquest::engine::state::TestKey::Bridge(Pos::new(2, 4)),
        roll_modifier: 0,
        after: crate::games::dungeonquest::engine::state::AfterTest::Bridge,
    };
    g.awaiting = Some(Awaiting::Fortune { seat: 0, spec });
    let fortune = Action::UseRune {
        rune: rune("fortune"),
        dir: None,
    };
    assert_eq!(choice(&mut policy, &g), fortune);
    assert_ne!(choice(&mut BaselinePolicy::new(1), &g), fortune);
    let trap = content()
        .cards
        .iter()
        .position(|c| c.deck == Deck::Trap)
        .unwrap() as crate::games::dungeonquest::engine::content::CardId;
    g.awaiting = Some(Awaiting::Warning {
        seat: 0,
        card: trap,
    });
    let warning = Action::UseRune {
        rune: rune("warning"),
        dir: None,
    };
    assert_eq!(choice(&mut policy, &g), warning);
    assert_eq!(choice(&mut BaselinePolicy::new(1), &g), Action::No);
}

/// Where each hero's turns began (the first decision of each), and whether he could then step
/// somewhere he had not just been (outside `Hero::trail`).
struct Starts {
    inner: SensiblePolicy,
    seen: Vec<Vec<(u32, Pos, bool)>>,
}

impl Policy for Starts {
    fn choose(&mut self, v: &View) -> Action {
        if let Some(s) = v.seat.filter(|&s| s == v.current) {
            let me = &v.seats[s].hero;
            self.seen
                .resize(self.seen.len().max(v.seats.len()), Vec::new());
            if me.in_dungeon() && self.seen[s].last().is_none_or(|l| l.0 != v.turn) {
                let fresh = v.legal.iter().any(|a| match a {
                    Action::Move { dir, .. } => {
                        !me.trail.contains(&v.board.exit_from(me.pos, *dir))
                    }
                    _ => false,
                });
                let pos = if v.board.is_treasure(me.pos) {
                    crate::games::dungeonquest::engine::board::TREASURE_UPPER
                } else {
                    me.pos
                };
                self.seen[s].push((v.turn, pos, fresh));
            }
        }
        self.inner.choose(v)
    }
}

/// Over a seeded batch of games, no hero of the computer player's is parked between two
/// spaces while he has another way: his turns never begin A, B, A, B, A, B when at one of
/// them he could have stepped somewhere he had not just been. (Walled into a corner, say
/// between a Chasm and a Corridor, the board leaves him no choice.) And the shorter A, B, A, B
/// (which a monster escaped, a Rotating Room or the Dragon can force) stays rare, where the
/// baseline made it in about one turn in fifteen.
#[test]
fn it_never_walks_back_and_forth() {
    let mut parked = Vec::new();
    let mut turns = 0;
    for n in 0..150 {
        let mut p = Starts {
            inner: SensiblePolicy::new(7),
            seen: Vec::new(),
        };
        play(seed_from_u64(1000 + n), 3, &mut p, 20_000);
        for starts in &p.seen {
            turns += starts.len();
            for w in starts.windows(6) {
                let alternates = w[0].1 != w[1].1
                    && w.iter().step_by(2).all(|s| s.1 == w[0].1)
                    && w.iter().skip(1).step_by(2).all(|s| s.1 == w[1].1);
                if alternates && w.iter().any(|s| s.2) {
                    parked.push((n, w[0].0));
                }
            }
        }
    }
    assert_eq!(
        parked,
        vec![],
        "heroes parked between two spaces (game, turn)"
    );
    assert!(turns > 5_000, "{turns} turns");
    let mut m = Meter::new(SensiblePolicy::new(7));
    for n in 0..150 {
        m.new_game();
        play(seed_from_u64(1000 + n), 3, &mut m, 20_000);
    }
    assert!(
        m.back_and_forth * 300 < m.turns,
        "{} back-and-forth turns of {}",
        m.back_and_forth,
        m.turns
    );
}

/// The figures `simulate` reports for both computer players, on the same seeded games: the
/// new one gets more heroes out alive and wastes fewer turns.
#[test]
fn it_gets_more_heroes_out_than_the_baseline() {
    let settings = Settings::default();
    let new = simulate_with(150, 3, 1, &settings, PolicyKind::Sensible);
    let old = simulate_with(150, 3, 1, &settings, PolicyKind::Baseline);
    assert!(new.exit_rate > 0.4, "{} exit rate", new.exit_rate);
    assert!(
        new.exit_rate > old.exit_rate + 0.05,
        "{} against {}",
        new.exit_rate,
        old.exit_rate
    );
    let wasted = |s: &Stats| s.idle_turns as f64 / s.turns_played as f64;
    assert!(
        wasted(&new) < wasted(&old),
        "{} against {}",
        wasted(&new),
        wasted(&old)
    );
    assert!(new.back_and_forth * 20 < old.back_and_forth);
    assert!(new.stays_outside_treasure * 5 < old.stays_outside_treasure);
}

/// In a Tower Room early in the day with Loot worth nothing (a Rope), he goes on towards the
/// treasure rather than out with no gold (the newcomer's review saw the bot leave at sun 2
/// with 0 gold); late in the day, or with Loot worth carrying out, he leaves.
#[test]
fn it_leaves_through_a_tower_only_late_or_with_loot_worth_it() {
    let mut g = new_game("gherinn");
    room(
        &mut g,
        Pos::new(1, 0),
        ChamberKind::RotatingRoom,
        [W, O, O, O],
    );
    let rope = content().card_by_id("rope").unwrap();
    let ring = content().card_by_id("silver_ring").unwrap();
    let h = g.hero_mut(0);
    h.pos = Pos::new(1, 0);
    h.entered_via = None;
    h.loot = vec![rope];
    g.sun = 2;
    act(&mut g, mv(Dir::Left));
    assert!(
        matches!(g.awaiting, Some(Awaiting::Tower { .. })),
        "{:?}",
        g.awaiting
    );
    assert!(view(&g, Actor::Seat(0)).legal.contains(&Action::Exit));
    assert_ne!(choice(&mut SensiblePolicy::new(1), &g), Action::Exit);
    let mut late = g.clone();
    late.sun = 22;
    assert_eq!(choice(&mut SensiblePolicy::new(1), &late), Action::Exit);
    let mut rich = g.clone();
    rich.hero_mut(0).loot.push(ring);
    assert_eq!(choice(&mut SensiblePolicy::new(1), &rich), Action::Exit);
}
