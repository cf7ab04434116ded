//! One or more tests per play-by-post ruling, D1 to D14 (docs/RULINGS-RAIDERS.md).

use super::*;
use crate::games::raiders::rules::{end, levels};
use crate::games::raiders::state::Outcome;

fn speed(players: u8) -> Game {
    started_with(Settings {
        players,
        speed: true,
        ..Settings::default()
    })
}

fn give(g: &mut Game, seat: Seat, item: Item, n: u8) {
    g.seats[seat].items.add(item, n);
    g.supply.0[item as usize] -= n;
}

#[test]
fn d1_the_start_player_plays_first_then_seat_order() {
    let mut g = started(3);
    g.start = 1;
    at_room(&mut g, "chest-4");
    // at_room made seat 0 the start player: seat 0, then 1, then 2.
    assert_eq!(g.awaited(), vec![0]);
    assert_eq!(
        apply(&mut g, 1, Action::Play(Play::Power(3))),
        Err(Rejection::NotYourTurn { awaited: vec![0] })
    );
    g.room = None;
    g.start = 2;
    let c = g.row[0].card;
    g.fold(&Event::RoomEntered { card: c });
    assert_eq!(g.room.as_ref().unwrap().queue, [2, 0, 1]);
}

#[test]
fn d1_speed_seals_cards_in_any_order_and_reveals_them_together() {
    let mut g = speed(3);
    at_room(&mut g, "chest-4");
    set(&mut g, &[0; 3], &[0; 3]);
    assert_eq!(g.awaited(), vec![0, 1, 2]);
    let ev = play(&mut g, &[(2, Play::Power(5))]);
    assert_eq!(
        ev,
        vec![Event::Sealed {
            seat: 2,
            play: Some(Play::Power(5))
        }]
    );
    // Nobody else reads the sealed card, in the log or the view; its owner does.
    assert_eq!(
        redact(&ev[0], Viewer::Seat(0), &g),
        Event::Sealed {
            seat: 2,
            play: None
        }
    );
    assert_eq!(view(&g, Viewer::Seat(0)).seats[2].sealed_play, None);
    assert!(view(&g, Viewer::Seat(0)).seats[2].sealed);
    assert_eq!(
        view(&g, Viewer::Seat(2)).seats[2].sealed_play,
        Some(Play::Power(5))
    );
    assert_eq!(
        apply(&mut g, 2, Action::Play(Play::Power(4))),
        Err(Rejection::AlreadySealed)
    );
    play(&mut g, &[(0, Play::Power(1))]);
    let ev = play(&mut g, &[(1, Play::Power(2))]);
    assert!(ev.contains(&Event::Revealed {
        plays: vec![
            (0, Play::Power(1)),
            (1, Play::Power(2)),
            (2, Play::Power(5))
        ]
    }));
    assert_eq!(treasure(&g), vec![0, 0, 4]);
    // No start player is kept under Speed.
    assert_eq!(g.start, 0);
}

#[test]
fn d2_items_are_seen_by_their_owner_only_and_played_cards_by_all() {
    let mut g = started(3);
    at_room(&mut g, "chest-4");
    give(&mut g, 1, Item::Key, 1);
    powers(&mut g, &[3]);
    let v0 = view(&g, Viewer::Seat(0));
    assert!(v0.seats[1].items.is_none());
    assert!(v0.seats[0].items.is_some());
    assert_eq!(v0.seats[0].play, Some(Play::Power(3)));
    assert!(v0.seats[0].used[2]);
    assert_eq!(
        view(&g, Viewer::Seat(1)).seats[1]
            .items
            .unwrap()
            .get(Item::Key),
        1
    );
}

#[test]
fn d3_a_crystal_ball_plays_again_after_everyone_in_order_from_the_start() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chest-4");
    give(&mut g, 0, Item::CrystalBall, 2);
    give(&mut g, 1, Item::CrystalBall, 1);
    let balls = g.supply.get(Item::CrystalBall);
    play(
        &mut g,
        &[
            (0, Play::CrystalBall),
            (1, Play::CrystalBall),
            (2, Play::Power(4)),
        ],
    );
    assert_eq!(g.awaited(), vec![0]);
    // A second crystal ball: seat 0 goes to the back again, after seat 1.
    play(&mut g, &[(0, Play::CrystalBall)]);
    assert_eq!(g.awaited(), vec![1]);
    play(&mut g, &[(1, Play::Power(3))]);
    powers(&mut g, &[5]);
    assert_eq!(treasure(&g), vec![4, 0, 0]);
    assert_eq!(g.supply.get(Item::CrystalBall), balls + 3);
}

#[test]
fn d3_under_speed_second_cards_are_sealed_and_revealed_together() {
    let mut g = speed(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chest-4");
    give(&mut g, 0, Item::CrystalBall, 1);
    give(&mut g, 1, Item::CrystalBall, 1);
    let ev = play(
        &mut g,
        &[
            (0, Play::CrystalBall),
            (1, Play::CrystalBall),
            (2, Play::Power(3)),
        ],
    );
    assert!(matches!(ev.last(), Some(Event::Revealed { .. })));
    assert_eq!(g.awaited(), vec![0, 1]);
    play(&mut g, &[(1, Play::Power(5))]);
    assert_eq!(
        apply(&mut g, 2, Action::Play(Play::Power(4))),
        Err(Rejection::NotYourTurn { awaited: vec![0] })
    );
    let ev = play(&mut g, &[(0, Play::Power(4))]);
    assert!(ev.contains(&Event::Revealed {
        plays: vec![(0, Play::Power(4)), (1, Play::Power(5))]
    }));
    assert_eq!(treasure(&g), vec![0, 4, 0]);
}

#[test]
fn d4_keys_open_treasure_rooms_only_and_swords_fight_monsters_only() {
    let mut g = started(3);
    at_room(&mut g, "troll");
    give(&mut g, 0, Item::Key, 1);
    assert_eq!(
        check(&g, 0, Action::Play(Play::Key)),
        Err(Rejection::KeyOutsideTreasure(RoomKind::Monster))
    );
    at_room(&mut g, "chest-4");
    give(&mut g, 0, Item::Sword, 1);
    assert_eq!(
        check(&g, 0, Action::Play(Play::Sword)),
        Err(Rejection::SwordOutsideMonster(RoomKind::Treasure))
    );
    assert_eq!(
        check(&g, 1, Action::Play(Play::Power(1))),
        Err(Rejection::NotYourTurn { awaited: vec![0] })
    );
    assert_eq!(
        check(&g, 0, Action::Play(Play::CrystalBall)),
        Err(Rejection::NoItem(Item::CrystalBall))
    );
    // A refusal read in the channel never tells whether the player holds the item (D2): a
    // sword out of place is refused for the room, held or not.
    g.seats[0].items = Default::default();
    assert_eq!(
        check(&g, 0, Action::Play(Play::Sword)),
        Err(Rejection::SwordOutsideMonster(RoomKind::Treasure))
    );
}

#[test]
fn d4_a_key_counts_as_5_for_the_chest_and_the_start_then_goes_back() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "chests-4-2");
    for s in &mut g.seats {
        s.items = Items::default();
    }
    g.supply = Items([5; 4]);
    give(&mut g, 2, Item::Key, 1);
    let keys = g.supply.get(Item::Key);
    play(
        &mut g,
        &[(0, Play::Power(5)), (1, Play::Power(3)), (2, Play::Key)],
    );
    // 5 and key tie for the 4 chest (2 each); the start passes to the first tied after 0.
    assert_eq!(treasure(&g), vec![2, 2, 2]);
    assert_eq!(g.start, 2);
    assert_eq!(g.supply.get(Item::Key), keys + 1);
    assert_eq!(g.seats[2].items.get(Item::Key), 0);
}

#[test]
fn d4_a_sword_counts_as_5_against_a_monster() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "troll"); // 14
    give(&mut g, 1, Item::Sword, 1);
    let ev = play(
        &mut g,
        &[(0, Play::Power(5)), (1, Play::Sword), (2, Play::Power(4))],
    );
    assert!(ev.contains(&Event::MonsterFought {
        total: 14,
        strength: 14,
        beaten: true
    }));
}

#[test]
fn d5_a_torch_shows_the_dark_rooms_to_its_user_alone_even_out_of_turn() {
    let mut g = started(3);
    at_room(&mut g, "chest-4");
    g.row[1].face_up = false;
    g.row[3].face_up = false;
    let dark = [g.row[1].card, g.row[3].card];
    give(&mut g, 2, Item::Torch, 1);
    assert_eq!(
        check(&g, 1, Action::UseTorch),
        Err(Rejection::NoItem(Item::Torch))
    );
    let ev = apply(&mut g, 2, Action::UseTorch).unwrap();
    assert_eq!(
        ev,
        vec![Event::TorchUsed {
            seat: 2,
            peek: dark.to_vec()
        }]
    );
    assert_eq!(
        redact(&ev[0], Viewer::Seat(0), &g),
        Event::TorchUsed {
            seat: 2,
            peek: vec![]
        }
    );
    assert_eq!(view(&g, Viewer::Seat(2)).row[1].card, Some(dark[0]));
    assert_eq!(view(&g, Viewer::Seat(0)).row[1].card, None);
    assert_eq!(view(&g, Viewer::Table).row[3].card, None);
    assert_eq!(g.seats[2].items.get(Item::Torch), 0);
    // With every room of the row face up, a torch has nothing to show.
    give(&mut g, 2, Item::Torch, 1);
    g.row.iter_mut().for_each(|s| s.face_up = true);
    assert_eq!(check(&g, 2, Action::UseTorch), Err(Rejection::NoDarkRoom));
    // And so to a player with no torch: the refusal, perhaps read in the channel, says
    // nothing of whether one is held (D2).
    assert_eq!(check(&g, 1, Action::UseTorch), Err(Rejection::NoDarkRoom));
}

#[test]
fn d6_an_item_too_scarce_for_all_who_would_take_it_goes_to_nobody() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[0; 3]);
    at_room(&mut g, "item-vault");
    let keys_held: Vec<u8> = g.seats.iter().map(|s| s.items.get(Item::Key)).collect();
    g.supply.0[Item::Key as usize] = 1;
    let ev = powers(&mut g, &[3, 3, 1]);
    assert!(ev.contains(&Event::ItemContested {
        item: Item::Key,
        seats: vec![0, 1]
    }));
    let now: Vec<u8> = g.seats.iter().map(|s| s.items.get(Item::Key)).collect();
    assert_eq!(now, keys_held);
    // With two in the supply, both take one.
    at_room(&mut g, "item-vault");
    g.supply.0[Item::Key as usize] = 2;
    powers(&mut g, &[3, 3, 2]);
    assert_eq!(g.seats[0].items.get(Item::Key), keys_held[0] + 1);
    assert_eq!(g.seats[1].items.get(Item::Key), keys_held[1] + 1);
}

#[test]
fn d6_coins_and_potions_go_in_full_to_each() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[2, 2, 0]);
    at_room(&mut g, "coin-vault");
    powers(&mut g, &[4, 4, 5]);
    assert_eq!(treasure(&g), vec![3, 3, 0]);
    at_room(&mut g, "coin-vault");
    powers(&mut g, &[5, 5, 1]);
    assert_eq!(wounds(&g), vec![0, 0, 0], "never below 0");
}

#[test]
fn d7_treasure_stops_at_20_except_in_solitaire() {
    let mut g = started(3);
    set(&mut g, &[19, 0, 0], &[0; 3]);
    at_room(&mut g, "chest-4");
    powers(&mut g, &[5, 1, 1]);
    assert_eq!(treasure(&g)[0], 20);
    let mut s = started(1);
    s.seats[0].treasure = 19;
    at_room(&mut s, "chest-4");
    powers(&mut s, &[5]);
    assert_eq!(s.seats[0].treasure, 23);
}

#[test]
fn d7_a_potion_may_take_a_player_below_the_starting_wounds() {
    let mut g = started(3);
    let start = g.seats[0].wounds;
    g.seats[0].wounds = 1;
    at_room(&mut g, "coin-vault");
    powers(&mut g, &[5, 1, 1]);
    assert_eq!(g.seats[0].wounds, 0);
    assert!(start <= 2);
}

#[test]
fn d8_everyone_tied_for_the_lowest_card_takes_the_monsters_wounds() {
    let mut g = started(5);
    set(&mut g, &[0; 5], &[0; 5]);
    at_room(&mut g, "zombie"); // 18 at 5 players, 1 wound
    powers(&mut g, &[2, 2, 5, 2, 3]);
    assert_eq!(wounds(&g), vec![1, 1, 0, 1, 0]);
}

#[test]
fn d9_strength_is_read_for_the_players_who_started() {
    let mut g = started(4);
    set(&mut g, &[0; 4], &[0; 4]);
    g.seats[3].alive = false;
    g.seats[3].wounds = 10;
    at_room(&mut g, "snake"); // 10 at 4 players (8 at 3)
    let ev = powers(&mut g, &[3, 3, 3]);
    assert!(ev.contains(&Event::MonsterFought {
        total: 9,
        strength: 10,
        beaten: false
    }));
}

#[test]
fn d10_death_returns_the_items_and_ends_that_players_game() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[8, 0, 0]);
    at_room(&mut g, "dragon"); // 14, 3 wounds
    for s in &mut g.seats {
        s.items = Items::default();
    }
    g.supply = Items([5; 4]);
    give(&mut g, 0, Item::Key, 1);
    let ev = powers(&mut g, &[1, 2, 3]);
    assert!(ev.contains(&Event::Died { seat: 0 }));
    assert!(!g.seats[0].alive);
    assert_eq!(g.seats[0].items, Items::default());
    assert_eq!(g.supply.get(Item::Key), 5);
    assert_eq!(g.phase, Phase::Playing);
    assert_eq!(
        g.awaited(),
        vec![2],
        "the highest card starts; the dead are skipped"
    );
    assert_eq!(
        check(&g, 0, Action::Play(Play::Power(5))),
        Err(Rejection::Eliminated)
    );
}

#[test]
fn d10_in_a_duel_the_other_player_wins_at_once() {
    let mut g = started(2);
    set(&mut g, &[0, 9], &[9, 0]);
    at_room(&mut g, "goblin");
    powers(&mut g, &[1, 2]);
    assert_eq!(
        g.phase,
        Phase::Over(Outcome {
            winners: vec![1],
            collapsed: vec![],
            dead: vec![0]
        })
    );
}

#[test]
fn d10_if_nobody_is_left_nobody_wins() {
    let mut g = started(3);
    set(&mut g, &[0; 3], &[9, 9, 9]);
    at_room(&mut g, "spike");
    powers(&mut g, &[2, 2, 5]);
    assert_eq!(
        g.phase,
        Phase::Over(Outcome {
            winners: vec![],
            collapsed: vec![],
            dead: vec![0, 1, 2]
        })
    );
}

#[test]
fn d11_a_tie_for_the_highest_card_passes_to_the_first_tied_after_the_start() {
    let mut g = started(4);
    g.start = 2;
    // Seats 0, 1 and 3 tie with 5; after seat 2 comes 3.
    assert_eq!(levels::next_start(&g, &[(0, 5), (1, 5), (2, 4), (3, 5)]), 3);
    // Seats 0 and 2 tie: after seat 2 come 3, then 0.
    assert_eq!(levels::next_start(&g, &[(0, 5), (1, 1), (2, 5), (3, 1)]), 0);
    // Only the start player itself ties last.
    assert_eq!(levels::next_start(&g, &[(0, 1), (1, 1), (2, 5), (3, 1)]), 2);
    // A dead start player passes it on to the next living seat.
    g.seats[1].alive = false;
    assert_eq!(levels::next_start(&g, &[(0, 1), (1, 5), (2, 4), (3, 1)]), 2);
}

#[test]
fn d12_solitaire_removes_the_item_vaults_and_starts_as_chosen() {
    let g = started_with(Settings {
        players: 1,
        solo_character: 3,
        solo_wounds: 4,
        ..Settings::default()
    });
    for v in content().copies("item-vault") {
        assert!(g.removed.contains(&v));
    }
    assert_eq!(g.removed.len(), 5);
    let s = &g.seats[0];
    assert_eq!(
        (s.character, s.treasure, s.wounds, s.items),
        (3, 2, 4, Items::default())
    );
    assert_eq!(g.supply, Items::default());
    let mut deck = g.attack_deck.clone();
    deck.sort_unstable();
    assert_eq!(deck, vec![3, 3, 3, 3, 4, 4, 4, 4, 5, 5]);
    for w in [1, 6] {
        let mut bad = Game::new(
            g.seed,
            Settings {
                players: 1,
                solo_wounds: w,
                ..Settings::default()
            },
        );
        assert!(matches!(
            apply(&mut bad, 0, Action::Start),
            Err(Rejection::BadSettings(_))
        ));
    }
}

#[test]
fn d12_solitaire_monsters_need_a_higher_card_and_a_5_cannot_be_beaten() {
    for (attack, card, hurt) in [(3, 4, 0), (3, 3, 2), (4, 5, 0), (5, 5, 2)] {
        let mut g = started(1);
        g.seats[0].wounds = 2;
        g.attack_deck = vec![attack; 10];
        g.attacks_drawn = 0;
        at_room(&mut g, "goblin");
        // at_room folds the entry only: draw the attack card as the rules do.
        g.fold(&Event::AttackDrawn { strength: attack });
        powers(&mut g, &[card]);
        assert_eq!(g.seats[0].wounds, 2 + hurt, "attack {attack}, card {card}");
    }
}

#[test]
fn d12_solitaire_takes_the_best_chest_its_card_beats_by_one() {
    for (card, got) in [(5, 4), (4, 2), (3, 2), (2, 0), (1, 0)] {
        let mut g = started(1);
        g.seats[0].treasure = 0;
        at_room(&mut g, "chests-4-2");
        powers(&mut g, &[card]);
        assert_eq!(g.seats[0].treasure, got, "card {card}");
    }
}

#[test]
fn d12_solitaire_draws_the_attack_card_on_entering_a_monster_room() {
    let mut g = started(1);
    at_rooms(
        &mut g,
        &["chest-1", "troll", "chest-1", "chest-1", "chest-1"],
    );
    let ev = powers(&mut g, &[1]);
    let top = g.attack_deck[0];
    assert!(ev.contains(&Event::AttackDrawn { strength: top }));
    assert_eq!(g.room.as_ref().unwrap().attack, Some(top));
    assert_eq!(view(&g, Viewer::Table).attacks_used, vec![top]);
}

#[test]
fn d12_every_triggered_trap_hits_the_lone_player() {
    let mut g = started(1);
    set(&mut g, &[6], &[2]);
    at_room(&mut g, "magnet");
    powers(&mut g, &[5]);
    assert_eq!(treasure(&g), vec![3]);
    at_room(&mut g, "boulder");
    powers(&mut g, &[4]);
    assert_eq!(wounds(&g), vec![4]);
}

fn outcome(treasure: &[u32], wounds: &[u32]) -> Outcome {
    let mut g = started(treasure.len() as u8);
    set(&mut g, treasure, wounds);
    end::outcome(&g)
}

#[test]
fn d13_the_most_wounded_collapse_then_the_richest_wins() {
    let o = outcome(&[10, 7, 3, 2], &[6, 2, 2, 6]);
    assert_eq!(o.collapsed, vec![0, 3]);
    assert_eq!(o.winners, vec![1]);
}

#[test]
fn d13_nobody_collapses_when_everyone_is_tied_and_treasure_then_wounds_then_shared() {
    let o = outcome(&[5, 5, 5], &[3, 3, 3]);
    assert!(o.collapsed.is_empty());
    assert_eq!(o.winners, vec![0, 1, 2]);
    let o = outcome(&[5, 5, 1], &[1, 2, 4]);
    assert_eq!((o.collapsed, o.winners), (vec![2], vec![0]));
}

#[test]
fn d13_a_lone_survivor_wins() {
    let mut g = started(3);
    set(&mut g, &[1, 9, 9], &[9, 10, 10]);
    g.seats[1].alive = false;
    g.seats[2].alive = false;
    assert_eq!(end::outcome(&g).winners, vec![0]);
}

#[test]
fn d13_in_a_duel_wounds_only_break_a_tie_of_treasure() {
    assert_eq!(outcome(&[8, 7], &[9, 0]).winners, vec![0]);
    assert_eq!(outcome(&[8, 8], &[9, 3]).winners, vec![1]);
    assert_eq!(outcome(&[8, 8], &[3, 3]).winners, vec![0, 1]);
    assert!(outcome(&[8, 7], &[9, 0]).collapsed.is_empty());
}

#[test]
fn d14_the_deal_piles_and_removed_cards_stay_hidden_until_the_end() {
    let mut g = Game::new(seed_from_u64(9), settings(3));
    let ev = apply(&mut g, 0, Action::Start).unwrap();
    let Event::Prepared { deal, .. } = redact(&ev[0], Viewer::Table, &g) else {
        panic!("prepared first")
    };
    assert!(deal.is_none());
    for viewer in [Viewer::Table, Viewer::Seat(0)] {
        let v = view(&g, viewer);
        assert!(v.piles.is_none() && v.removed.is_none());
        assert_eq!(v.piles_left, 4);
        for (slot, r) in g.row.iter().zip(&v.row) {
            assert_eq!(r.card.is_some(), slot.face_up);
        }
    }
    g.fold(&Event::Ended {
        outcome: end::outcome(&g),
    });
    let v = view(&g, Viewer::Table);
    assert_eq!(v.removed.as_ref().map(Vec::len), Some(5));
    assert!(v.row.iter().all(|r| r.card.is_some()));
    assert!(v.seats.iter().all(|s| s.items.is_some()));
    assert_eq!(redact(&ev[0], Viewer::Table, &g), ev[0]);
}
