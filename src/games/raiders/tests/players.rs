//! The computer player's judgement on rigged rooms, and `simulate`.

use super::*;
use crate::games::raiders::policy::{Policy, Sensible};
use crate::games::raiders::simulate::simulate;

fn choice(g: &Game, seat: Seat) -> Action {
    Sensible.choose(&view(g, Viewer::Seat(seat)))
}

fn fresh_hand(g: &mut Game) {
    for s in &mut g.seats {
        s.items = Items::default();
    }
    g.supply = Items([5; 4]);
}

#[test]
fn it_does_not_throw_a_5_at_a_poor_treasure_room() {
    let mut g = started(3);
    fresh_hand(&mut g);
    at_room(&mut g, "chest-1");
    assert_eq!(choice(&g, 0), Action::Play(Play::Power(1)));
}

#[test]
fn it_puts_enough_into_a_dragon_the_table_can_beat() {
    let mut g = started(4);
    fresh_hand(&mut g);
    set(&mut g, &[0; 4], &[0; 4]);
    at_room(&mut g, "dragon"); // 18
    powers(&mut g, &[5, 5, 4]);
    let Action::Play(Play::Power(v)) = choice(&g, 3) else {
        panic!("a power card")
    };
    assert!(v >= 4, "played {v}, the dragon needs 4");
}

#[test]
fn it_spends_a_key_on_a_rich_chest() {
    let mut g = started(3);
    fresh_hand(&mut g);
    g.seats[0].items.add(Item::Key, 1);
    at_room(&mut g, "chests-4-2");
    assert_eq!(choice(&g, 0), Action::Play(Play::Key));
}

#[test]
fn it_lights_a_torch_on_a_dark_level_and_passes_with_a_crystal_ball_when_first() {
    let mut g = started(3);
    fresh_hand(&mut g);
    at_room(&mut g, "chest-4");
    g.row.iter_mut().for_each(|s| s.face_up = false);
    g.seats[0].items.add(Item::Torch, 1);
    assert_eq!(choice(&g, 0), Action::UseTorch);
    g.seats[0].items = Items::default();
    g.seats[0].items.add(Item::CrystalBall, 1);
    assert_eq!(choice(&g, 0), Action::Play(Play::CrystalBall));
}

#[test]
fn simulate_reports_every_player_count() {
    for players in 1..=5 {
        let st = simulate(20, players, 3);
        assert_eq!(st.games, 20);
        let played: u64 = st.by_character.values().map(|c| c.1).sum();
        assert_eq!(played, 20 * players as u64);
        assert!(st.average_treasure > 0.0);
        assert!(st.rooms.values().map(|r| r.entered).sum::<u64>() > 0);
        assert!((0.0..=1.0).contains(&st.death_rate));
    }
    assert_eq!(
        simulate(5, 3, 8),
        simulate(5, 3, 8),
        "the same seed, the same games"
    );
}

#[test]
fn the_computer_player_beats_random_play_at_treasure() {
    use crate::games::raiders::policy::RandomPolicy;
    use crate::games::raiders::simulate::play_game;
    let (mut smart, mut random) = (0u64, 0u64);
    for k in 0..40 {
        let s = settings(4);
        let (g, _) = play_game(seed_from_u64(k), s.clone(), &mut Sensible);
        smart += g.seats.iter().map(|r| u64::from(r.treasure)).sum::<u64>();
        let (g, _) = play_game(seed_from_u64(k), s, &mut RandomPolicy::new(k));
        random += g.seats.iter().map(|r| u64::from(r.treasure)).sum::<u64>();
    }
    assert!(smart > random, "sensible {smart}, random {random}");
}
