//! Attribute tests and wounds (R14, R15).

use super::*;

// ------------------------------------------------------------------------------ tests, wounds

#[test]
fn r14_failure_adds_determination_for_the_same_encounter_only() {
    let mut g = new_game(&["challara", "hugo"]);
    inert(&mut g, Pos::new(8, 8), [W, O, W, W]);
    put(&mut g, 1, Pos::new(8, 8), None);
    room(&mut g, Pos::new(2, 2), ChamberKind::TrapRoom, [O, O, O, O]);
    inert(&mut g, Pos::new(1, 2), [W, O, W, W]);
    put(&mut g, 0, Pos::new(1, 2), None);
    let trapdoor = card_draw(&g, "trapdoor");
    rig(&mut g, &[trapdoor, d6(6), d6(2)]);
    act(&mut g, 0, mv(Dir::Right));
    assert_eq!(g.hero(0).wounds, 1);
    assert_eq!(g.hero(0).kept, vec![card("trapdoor")]);
    assert_eq!(g.hero(0).determination.map(|d| d.1), Some(1));
}

#[test]
fn r15_death_at_greater_or_equal() {
    let mut g = new_game(&["challara"]);
    g.hero_mut(0).wounds = 12;
    assert!(!g.kills(0, 12), "12 wounds on 12 life: alive (forum)");
    assert!(g.kills(0, 13));
    g.settings.death_at = DeathAt::EqualOrGreater;
    assert!(g.kills(0, 12), "rulebook: dead at 12");
}
