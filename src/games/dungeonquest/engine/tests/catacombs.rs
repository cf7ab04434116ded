//! R25: the catacombs, from the way down to coming up again; Treasure Chests at the end.

use super::*;
use crate::games::dungeonquest::engine::action::EscapeBlock;
use crate::games::dungeonquest::engine::board::Cell;
use crate::games::dungeonquest::engine::rules::{can_descend, legal_actions};

/// Hero 0 stands in an open Dungeon Room at `pos` and goes down heading `dir`; then it is
/// his turn again (solo game).
fn down_at(g: &mut Game, pos: Pos, dir: Dir) {
    room(g, pos, ChamberKind::CatacombEntrance, [O, O, O, O]);
    put(g, 0, pos, Some(Dir::Left));
    act(g, 0, Action::Descend(dir));
    assert!(g.hero(0).is_underground());
    assert_eq!(g.to_act(), Some(0));
}

/// Draw `id` from the Catacomb deck (the hero's `Draw`).
fn draw(g: &mut Game, id: &str) -> Vec<Event> {
    let d = card_draw(g, id);
    rig(g, &[d]);
    act(g, 0, Action::Stay)
}

#[test]
fn the_ways_down_entrance_marker_and_a_passage_found_on_a_cave_in() {
    let mut g = new_game(&["hugo"]);
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [O, O, O, O],
    );
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    assert_eq!(
        apply(&g, Some(0), Action::Descend(Dir::Up)),
        Err(Rejection::NoEntrance)
    );
    g.board.chamber_mut(Pos::new(3, 3)).unwrap().marker = true;
    assert!(can_descend(&g, 0));
    // A Passage Down on a Cave-in leaves no marker, but the finder may still go down.
    let mut g = new_game(&["hugo"]);
    room(&mut g, Pos::new(3, 3), ChamberKind::CaveIn, [O, O, O, O]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    let pd = card_draw(&g, "search_passage_down");
    rig(&mut g, &[pd]);
    act(&mut g, 0, Action::Search);
    assert!(!g.board.chamber(Pos::new(3, 3)).unwrap().marker);
    assert!(legal_actions(&g, 0).contains(&Action::Descend(Dir::Down)));
    // Markers are limited: with none left the chamber stays unmarked, the finder still goes.
    let mut g = new_game(&["hugo"]);
    g.markers_left = 0;
    room(
        &mut g,
        Pos::new(3, 3),
        ChamberKind::DungeonRoom,
        [O, O, O, O],
    );
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Left));
    rig(&mut g, &[pd]);
    act(&mut g, 0, Action::Search);
    assert!(!g.board.chamber(Pos::new(3, 3)).unwrap().marker);
    assert!(can_descend(&g, 0));
    // Moving away forgets a passage that left no marker.
    act(&mut g, 0, mv(Dir::Up));
    assert!(!g.hero(0).passage);
}

#[test]
fn underground_a_hero_draws_instead_of_moving_and_his_cards_pile_up() {
    let mut g = new_game(&["hugo"]);
    down_at(&mut g, Pos::new(3, 3), Dir::Right);
    assert_eq!(apply(&g, Some(0), mv(Dir::Up)), Err(Rejection::Underground));
    assert_eq!(
        apply(&g, Some(0), Action::Search),
        Err(Rejection::Underground)
    );
    assert_eq!(
        g.occupant(Pos::new(3, 3), 9),
        None,
        "nobody stands in his chamber"
    );
    draw(&mut g, "catacomb_empty");
    draw(&mut g, "gigantic_diamond");
    let u = g.hero(0).underground.clone().unwrap();
    assert_eq!(u.count, 2, "loot counts towards the journey");
    assert_eq!(
        u.pile,
        vec![card("catacomb_empty")],
        "loot is not in the pile"
    );
    assert_eq!(g.hero(0).loot, vec![card("gigantic_diamond")]);
    assert_eq!(g.cards_accounted(Deck::Catacomb), 40);
    // A way up offers the two sides across the travel direction.
    draw(&mut g, "catacomb_exit");
    assert!(matches!(g.awaiting, Some(Awaiting::Exit { .. })));
    assert_eq!(
        apply(&g, Some(0), Action::Resurface(Dir::Right)),
        Err(Rejection::BadShift {
            options: [Dir::Up, Dir::Down]
        })
    );
    // Pressing on keeps him down there.
    act(&mut g, 0, Action::No);
    assert_eq!(g.hero(0).underground.as_ref().unwrap().count, 3);
}

/// Resurface after `count` cards from `start` heading `dir`, shifting `shift` with a die of
/// `roll`; where does he come up?
fn resurface(start: Pos, dir: Dir, count: usize, shift: Dir, roll: u32) -> (Game, Vec<Event>) {
    resurface_after(|_| {}, start, dir, count, shift, roll)
}

/// `resurface`, on a board `setup` has prepared first.
fn resurface_after(
    setup: impl FnOnce(&mut Game),
    start: Pos,
    dir: Dir,
    count: usize,
    shift: Dir,
    roll: u32,
) -> (Game, Vec<Event>) {
    let mut g = new_game(&["hugo"]);
    setup(&mut g);
    down_at(&mut g, start, dir);
    for _ in 1..count {
        draw(&mut g, "catacomb_empty");
    }
    draw(&mut g, "catacomb_exit");
    rig(&mut g, &[d6(roll)]);
    let e = act(&mut g, 0, Action::Resurface(shift));
    (g, e)
}

fn came_up_at(e: &[Event]) -> (u8, Pos) {
    e.iter()
        .find_map(|e| match e {
            Event::Resurfaced { travelled, to, .. } => Some((*travelled, *to)),
            _ => None,
        })
        .expect("he resurfaced")
}

#[test]
fn resurfacing_counts_cards_then_shifts_and_stops_at_the_outer_walls() {
    // The rulebook's example: three cards heading right, shift right (down), a 2.
    let (_, e) = resurface(Pos::new(3, 2), Dir::Right, 3, Dir::Down, 2);
    assert_eq!(came_up_at(&e), (3, Pos::new(6, 4)));
    // Seven cards but only five spaces to the east wall: he counts five.
    let (_, e) = resurface(Pos::new(7, 3), Dir::Right, 7, Dir::Up, 1);
    assert_eq!(came_up_at(&e), (5, Pos::new(12, 2)));
    // The shift stops at the wall too.
    let (_, e) = resurface(Pos::new(5, 7), Dir::Left, 2, Dir::Down, 6);
    assert_eq!(came_up_at(&e), (2, Pos::new(3, 9)));
    // Both at once: into the corner, a Tower Room.
    let (g, e) = resurface(Pos::new(10, 2), Dir::Up, 4, Dir::Right, 5);
    assert_eq!(came_up_at(&e), (2, Pos::new(12, 0)));
    assert!(matches!(g.board.cell(Pos::new(12, 0)), Cell::Tower(_)));
    // Solo, his next turn comes at once: he faces the Tower Room (no Loot: move on).
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::MoveOn {
            why: MoveOn::Tower,
            ..
        })
    ));
}

#[test]
fn resurfacing_into_an_unexplored_space_draws_a_chamber_he_turns_as_he_likes() {
    // The example's numbers from here lead into the Treasure Chamber: explored, so no
    // question; his turn ends and (solo) his next one faces the Dragon at once.
    let (g, e) = resurface(Pos::new(3, 2), Dir::Right, 3, Dir::Down, 2);
    assert_eq!(g.hero(0).pos, TREASURE_UPPER);
    let up = e
        .iter()
        .position(|e| matches!(e, Event::Resurfaced { .. }))
        .unwrap();
    let next = e
        .iter()
        .position(|e| matches!(e, Event::TurnStarted { .. }))
        .unwrap();
    let dragon = e
        .iter()
        .position(|e| matches!(e, Event::DragonDrawn { .. }))
        .unwrap();
    assert!(up < next && next < dragon);
    // An unexplored space:
    let (mut g2, e) = resurface(Pos::new(2, 2), Dir::Right, 3, Dir::Down, 2);
    let to = came_up_at(&e).1;
    assert!(has(
        &e,
        |e| matches!(e, Event::ChamberDrawn { pos, .. } if *pos == to)
    ));
    assert!(matches!(g2.awaiting, Some(Awaiting::Orient { .. })));
    act(&mut g2, 0, Action::Face(Dir::Up));
    assert_eq!(g2.board.chamber(to).unwrap().entry, Dir::Up);
    assert_eq!(g2.hero(0).entered_via, Some(Dir::Up));
    assert!(!g2.hero(0).is_underground());
}

#[test]
fn resurfacing_into_a_bridge_or_chasm_lets_him_pick_his_side() {
    let chasm = |p: Pos| move |g: &mut Game| room(g, p, ChamberKind::Chasm, [O, O, O, O]);
    let (g, _) = resurface_after(
        chasm(Pos::new(6, 2)),
        Pos::new(3, 2),
        Dir::Right,
        3,
        Dir::Up,
        6,
    );
    assert_eq!(g.hero(0).pos, Pos::new(6, 0));
    // (That was a shift into the top wall; try again onto the Chasm itself.)
    let (mut g, _) = resurface_after(
        chasm(Pos::new(6, 3)),
        Pos::new(3, 2),
        Dir::Right,
        3,
        Dir::Down,
        1,
    );
    assert_eq!(g.hero(0).pos, Pos::new(6, 3));
    assert!(matches!(g.awaiting, Some(Awaiting::Landing { .. })));
    act(&mut g, 0, Action::End(Dir::Right));
    assert_eq!(g.hero(0).entered_via, Some(Dir::Right));
}

#[test]
fn no_escape_on_the_turn_after_resurfacing() {
    let skeleton_room = |g: &mut Game| {
        room(g, Pos::new(6, 3), ChamberKind::DungeonRoom, [O, O, O, O]);
        g.tokens.push((Pos::new(6, 3), 0));
    };
    let (g, _) = resurface_after(skeleton_room, Pos::new(3, 2), Dir::Right, 3, Dir::Down, 1);
    // Next turn (solo: at once) he faces the Skeleton and may not run.
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster {
            can_escape: false,
            ..
        })
    ));
    assert_eq!(
        apply(&g, Some(0), Action::Escape),
        Err(Rejection::CannotEscape {
            why: EscapeBlock::Resurfaced
        })
    );
    // His Catacomb cards went back into the deck.
    assert_eq!(g.pile(Deck::Catacomb).draw.len(), 40);
}

#[test]
fn a_skeleton_ambush_underground_leaves_no_token() {
    let mut g = new_game(&["hugo"]);
    down_at(&mut g, Pos::new(3, 3), Dir::Right);
    draw(&mut g, "skeleton_ambush");
    assert!(matches!(
        g.awaiting,
        Some(Awaiting::Monster {
            can_escape: true,
            ..
        })
    ));
    rig(&mut g, &[(100, 0)]);
    act(&mut g, 0, Action::Escape);
    assert!(g.tokens.is_empty(), "the monster wanders off");
    assert!(g.hero(0).is_underground());
    assert_eq!(g.pool(0).len(), 4);
}

#[test]
fn falling_off_a_bridge_drops_the_hero_into_the_catacombs() {
    let mut g = new_game(&["krutzbeck"]);
    room(&mut g, Pos::new(3, 3), ChamberKind::Bridge, [O, W, O, W]);
    g.board.chamber_mut(Pos::new(3, 3)).unwrap().span = Some([Dir::Up, Dir::Down]);
    put(&mut g, 0, Pos::new(3, 3), Some(Dir::Up));
    g.awaiting = Some(Awaiting::Bridge { seat: 0 });
    rig(&mut g, &[d6(6), d6(6), d6(2)]);
    act(&mut g, 0, Action::Cross { rope: false });
    assert!(matches!(g.awaiting, Some(Awaiting::Descend { .. })));
    assert_eq!(
        g.hero(0).wounds,
        0,
        "he falls first, the wounds come on landing"
    );
    act(&mut g, 0, Action::Descend(Dir::Left));
    assert_eq!(g.hero(0).wounds, 2);
    let u = g.hero(0).underground.clone().unwrap();
    assert_eq!((u.start, u.dir, u.count), (Pos::new(3, 3), Dir::Left, 0));
}

#[test]
fn catacomb_cards_vampire_bite_golem_grab_smash_and_the_greedy_elf() {
    let mut g = new_game(&["hugo"]);
    down_at(&mut g, Pos::new(3, 3), Dir::Right);
    draw(&mut g, "vampire_bite");
    assert_eq!(g.hero(0).wounds, 2);
    assert!(!g.can_heal(0));
    g.hero_mut(0).loot = vec![card("dungeon_gold_30"), card("gigantic_diamond")];
    g.pile_mut(Deck::Dungeon)
        .draw
        .retain(|&c| c != card("dungeon_gold_30"));
    g.pile_mut(Deck::Catacomb)
        .draw
        .retain(|&c| c != card("gigantic_diamond"));
    draw(&mut g, "golem_grab");
    assert!(matches!(g.awaiting, Some(Awaiting::Discard { .. })));
    act(
        &mut g,
        0,
        Action::Drop {
            name: "gold".into(),
        },
    );
    assert_eq!(g.hero(0).loot, vec![card("gigantic_diamond")]);
    let before = g.hero(0).wounds;
    draw(&mut g, "abomination_smash");
    assert_eq!(g.hero(0).wounds, before + 1, "10 minus Hugo's Armor 9");
    let elf = card_draw(&g, "greedy_fallen_elf");
    rig(&mut g, &[elf, d6(6), d6(6)]);
    act(&mut g, 0, Action::Stay);
    assert!(g.hero(0).loot.is_empty(), "the elf took the diamond");
    // Coming up ends the bite.
    draw(&mut g, "catacomb_exit");
    rig(&mut g, &[d6(1)]);
    act(&mut g, 0, Action::Resurface(Dir::Up));
    assert!(g.can_heal(0));
    assert_eq!(g.cards_accounted(Deck::Catacomb), 40);
}

#[test]
fn treasure_chests_open_at_the_end_for_2d6_times_100() {
    let mut g = new_game(&["hugo"]);
    let chest = card("treasure_chest");
    g.hero_mut(0).loot = vec![chest, card("dungeon_gold_30")];
    g.pile_mut(Deck::Catacomb).draw.retain(|&c| c != chest);
    inert(&mut g, Pos::new(1, 0), [W, W, W, O]);
    put(&mut g, 0, Pos::new(1, 0), Some(Dir::Left));
    act(&mut g, 0, mv(Dir::Left));
    rig(&mut g, &[d6(3), d6(5)]);
    let e = act(&mut g, 0, Action::Exit);
    assert!(has(&e, |e| matches!(
        e,
        Event::ChestOpened {
            value: 800,
            dice: [3, 5],
            ..
        }
    )));
    let o = g.outcome.unwrap();
    assert_eq!(o.scores[0].electrum, 830);
    assert_eq!(o.scores[0].best_card, 800);
}
