//! What the session-28 newcomer found unclear, said as the game means it: the orient question
//! lists no side, the Fallen Elf is given a card in the clock's words too, an open monster's
//! part is nobody's in the status, and a refusal with nothing to do names whom the game waits on.

use super::*;
use crate::games::dungeonquest::engine::state::{Awaiting, Status};
use crate::games::dungeonquest::engine::view::CombatView;
use crate::games::dungeonquest::engine::MonsterSide;
use crate::lang::{within, Lang};

/// The orient question names no side the commands under it may leave out (a hero coming up
/// on an edge row cannot face the outer wall).
#[test]
fn the_orient_question_lists_only_the_sides_its_commands_offer() {
    let mut g = game(&["hugo", "lindel"], &[]);
    g.hero_mut(0).pos = Pos::new(3, 0);
    g.hero_mut(0).status = Status::InDungeon;
    g.awaiting = Some(Awaiting::Orient { seat: 0 });
    let p = prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap();
    assert!(p.contains("`Face DOWN`") && !p.contains("Face UP"), "{p}");
    let p = within(Lang::Es, || {
        prompt(&view(&g, Some(0)), &|_| "@p0".into()).unwrap()
    });
    assert!(
        p.contains("`Orientar ABAJO`") && !p.contains("Orientar ARRIBA"),
        "{p}"
    );
}

/// The clock gives the Fallen Elf a card in the prompt's word (`Give`), not `Drop`.
#[test]
fn the_clock_gives_the_fallen_elf_a_card_as_its_prompt_says() {
    let mut g = game(&["hugo", "lindel"], &[]);
    let gold = content().card_by_id("dungeon_gold_30").unwrap();
    g.hero_mut(0).loot = vec![gold];
    g.awaiting = Some(Awaiting::FallenElf { seat: 0 });
    let name = content().card(gold).name.clone();
    let played = Event::Acted {
        by: Actor::Organiser,
        action: Action::ForAbsent {
            seat: 0,
            action: Box::new(Action::Drop { name }),
        },
    };
    let t = said(&g, std::slice::from_ref(&played));
    assert!(t.contains("`Give ") && !t.contains("`Drop "), "{t}");
    let t = within(Lang::Es, || said(&g, std::slice::from_ref(&played)));
    assert!(t.contains("`Dar ") && !t.contains("Soltar"), "{t}");
}

/// While the monster's part is open to anyone, the status names nobody for it (not the
/// organiser, whose name stood for "anyone"), and says who may take it and how; a refusal
/// says the game waits on whoever takes it.
#[test]
fn status_says_an_open_monster_part_is_anyones() {
    let g = game(&["hugo", "lindel"], &[]);
    let mut v = view(&g, None);
    v.awaiting = Some(Awaiting::Combat { seat: 0 });
    v.awaited = vec![Actor::Organiser];
    v.combat = Some(CombatView {
        seat: 0,
        monster: 0,
        monster_wounds: 0,
        round: 0,
        hero_submitted: true,
        monster_submitted: false,
        side: MonsterSide::Offered {
            seat: 1,
            open: true,
        },
        own_plan: None,
        life: None,
        hero_carry: false,
        monster_carry: false,
        plays_monster: false,
    });
    let s = status(&v, "ana");
    assert!(
        s.contains("part is open") && s.contains("`!dq monster`"),
        "{s}"
    );
    assert!(!s.contains("ana"), "{s}");
    let r = refusal(&v, &Rejection::NotYourTurn { waiting_on: 0 }, "ana");
    assert!(r.contains("whoever takes the monster's part"), "{r}");
    assert!(!r.contains("the organiser"), "{r}");
}

/// A refusal to a seat that may do nothing now names whom the game waits on; the seat it
/// waits on still gets his commands.
#[test]
fn a_refusal_with_nothing_to_do_names_whom_the_game_waits_on() {
    let g = game(&["hugo", "lindel"], &[]);
    let other = refusal(&view(&g, Actor::Seat(1)), &Rejection::NotNow, "o");
    assert!(other.contains("the game is waiting on p0"), "{other}");
    let own = refusal(&view(&g, Actor::Seat(0)), &Rejection::NotNow, "o");
    assert!(own.contains("Commands:"), "{own}");
}
