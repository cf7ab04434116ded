//! Treasure, monster, trap and vault rooms as the rules sheet resolves them.

use super::*;

#[test]
fn treasure_shares_the_chests_as_in_the_sheets_example() {
    // Chests 4 and 2; three 4s share the 4 (1 each, 1 lost), the 2 takes the second chest.
    let mut g = started(5);
    set(&mut g, &[0; 5], &[0; 5]);
    at_room(&mut g, "chests-4-2");
    powers(&mut g, &[4, 4, 4, 2, 1]);
    assert_eq!(treasure(&g), vec![1, 1, 1, 2, 0]);
}

#[test]
fn fewer_coins_than_sharers_give_nobody_anything() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chest-2");
    powers(&mut g, &[3, 3, 3]);
    assert_eq!(treasure(&g), vec![0, 0, 0]);
}

#[test]
fn a_lone_chest_leaves_the_second_highest_with_nothing() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chest-3");
    powers(&mut g, &[5, 2, 1]);
    assert_eq!(treasure(&g), vec![3, 0, 0]);
}

#[test]
fn a_monster_beaten_by_the_total_hurts_nobody() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "snake"); // 8 at 3 players
    let ev = powers(&mut g, &[4, 3, 1]);
    assert!(ev.contains(&Event::MonsterFought {
        total: 8,
        strength: 8,
        beaten: true
    }));
    assert_eq!(wounds(&g), vec![0, 0, 0]);
}

#[test]
fn the_dragon_of_the_sheets_example_wounds_both_lowest_cards() {
    let mut g = started(4);
    set(&mut g, &[0; 4], &[0; 4]);
    at_room(&mut g, "dragon"); // 18 at 4 players, 3 wounds
    powers(&mut g, &[5, 4, 3, 3]);
    assert_eq!(wounds(&g), vec![0, 0, 3, 3]);
}

#[test]
fn magnet_takes_from_everyone_tied_for_the_most_treasure() {
    let mut g = started(3);
    set(&mut g, &[5, 5, 2], &[0; 3]);
    at_room(&mut g, "magnet");
    powers(&mut g, &[4, 1, 2]); // highest 4: lose 2
    assert_eq!(treasure(&g), vec![3, 3, 2]);
}

#[test]
fn magnet_and_boulder_sleep_under_a_highest_card_of_2() {
    let mut g = started(3);
    set(&mut g, &[5, 1, 1], &[0, 3, 3]);
    at_room(&mut g, "magnet");
    let ev = powers(&mut g, &[2, 1, 2]);
    assert!(ev.contains(&Event::TrapSprung {
        card: 2,
        triggered: false
    }));
    assert_eq!(treasure(&g), vec![5, 1, 1]);
}

#[test]
fn boulder_wounds_everyone_tied_for_the_fewest_wounds() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[1, 1, 4]);
    at_room(&mut g, "boulder");
    powers(&mut g, &[1, 5, 2]); // highest 5: 3 wounds
    assert_eq!(wounds(&g), vec![4, 4, 4]);
}

#[test]
fn lava_on_a_1_halves_everyones_treasure_rounding_down() {
    let mut g = started(3);
    set(&mut g, &[5, 1, 8], &[0; 3]);
    at_room(&mut g, "lava");
    powers(&mut g, &[5, 1, 4]);
    assert_eq!(treasure(&g), vec![3, 1, 4]);
}

#[test]
fn lava_on_a_2_takes_2_but_never_below_0() {
    let mut g = started(3);
    set(&mut g, &[5, 1, 0], &[0; 3]);
    at_room(&mut g, "lava");
    powers(&mut g, &[2, 3, 4]);
    assert_eq!(treasure(&g), vec![3, 0, 0]);
}

#[test]
fn spike_on_a_1_crushes_everyone_halfway_to_death() {
    // 3 wounds: 7 spaces left, half is 3 -> 6 (the sheet's example).
    let mut g = started(3);
    set(&mut g, &[0; 3], &[3, 0, 8]);
    at_room(&mut g, "spike");
    powers(&mut g, &[1, 5, 5]);
    assert_eq!(wounds(&g), vec![6, 5, 9]);
}

#[test]
fn spike_and_lava_sleep_under_a_lowest_card_of_4() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "spike");
    powers(&mut g, &[4, 5, 4]);
    assert_eq!(wounds(&g), vec![0, 0, 0]);
}

#[test]
fn vaults_give_what_lies_above_each_card() {
    let mut g = started(4);
    set(&mut g, &[0; 4], &[2, 2, 2, 2]);
    for s in &mut g.seats {
        s.items = Items::default();
    }
    g.supply = Items([5; 4]);
    at_room(&mut g, "item-vault");
    powers(&mut g, &[1, 2, 4, 5]);
    assert_eq!(g.seats[0].items.get(Item::Torch), 1);
    assert_eq!(g.seats[1].items.get(Item::CrystalBall), 1);
    assert_eq!(g.seats[2].items.get(Item::Sword), 1);
    assert_eq!(wounds(&g), vec![2, 2, 2, 1]);
    assert_eq!(g.supply, Items([4, 4, 5, 4]));
}
