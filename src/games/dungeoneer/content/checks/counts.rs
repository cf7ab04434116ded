//! The counts of DUNGEONEER-DECK.md §2.

use super::super::*;
use super::s;

#[test]
fn the_hero_quest_and_map_counts_are_the_specification_s() {
    let s = s();
    assert_eq!(s.heroes.len(), 6);
    assert_eq!(s.quests.len(), 14);
    assert_eq!(s.maps.len(), 22);
    assert_eq!(s.adventures.len(), 60);
    let lead = |h: &Hero| {
        let l = h.levels[0];
        let best = l.melee.max(l.magic).max(l.speed);
        let leaders: Vec<Form> = FORMS.into_iter().filter(|&f| l.get(f) == best).collect();
        if leaders.len() == 1 {
            Some(leaders[0])
        } else {
            None
        }
    };
    let leads: Vec<Option<Form>> = s.heroes.iter().map(lead).collect();
    let count = |f: Option<Form>| leads.iter().filter(|&&l| l == f).count();
    assert_eq!(count(Some(Form::Melee)), 2, "heroes led by Melee");
    assert_eq!(count(Some(Form::Magic)), 2, "heroes led by Magic");
    assert_eq!(count(Some(Form::Speed)), 1, "heroes led by Speed");
    assert_eq!(count(None), 1, "even heroes");

    let quests = |t: QuestType| s.quests.iter().filter(|q| q.kind == t).count();
    for (t, n) in [
        (QuestType::Artifact, 2),
        (QuestType::Chance, 1),
        (QuestType::Effect, 1),
        (QuestType::Escort, 2),
        (QuestType::Sacrifice, 2),
        (QuestType::Search, 2),
        (QuestType::Slay, 2),
        (QuestType::Threat, 2),
    ] {
        assert_eq!(quests(t), n, "{t:?} quests");
    }
    let maps = |k: MapKind| s.maps.iter().filter(|m| m.kind == k).count();
    assert_eq!(maps(MapKind::Entrance), 1);
    assert_eq!(maps(MapKind::Passage) + maps(MapKind::GrimPassage), 9);
    assert_eq!(maps(MapKind::GrimPassage), 3);
    assert_eq!(maps(MapKind::Room), 12);
}

#[test]
fn the_adventure_counts_are_the_specification_s() {
    let s = s();
    let adv = |c: Category| -> Vec<&Adventure> {
        s.adventures.iter().filter(|a| a.category == c).collect()
    };
    let count_by = |cards: &[&Adventure], f: &dyn Fn(&Adventure) -> bool| {
        cards.iter().filter(|a| f(a)).count()
    };
    let boons = adv(Category::Boon);
    assert_eq!(boons.len(), 14);
    assert_eq!(count_by(&boons, &|a| a.play == Play::Hero), 7);
    assert_eq!(count_by(&boons, &|a| a.play == Play::Response), 4);
    assert_eq!(count_by(&boons, &|a| a.play == Play::Anytime), 3);
    assert_eq!(count_by(&boons, &|a| a.duration == Duration::Permanent), 6);
    assert_eq!(
        count_by(&boons, &|a| a.duration == Duration::Permanent
            && a.upkeep > 0),
        2
    );
    assert_eq!(count_by(&boons, &|a| a.duration == Duration::Instant), 8);

    let treasures = adv(Category::Treasure);
    assert_eq!(treasures.len(), 14);
    let permanent = |a: &Adventure| a.duration == Duration::Permanent;
    assert_eq!(count_by(&treasures, &permanent), 9);
    for (slot, n) in [
        (Slot::Weapon, 3),
        (Slot::Armour, 2),
        (Slot::Helm, 1),
        (Slot::Boots, 1),
        (Slot::Cloak, 1),
    ] {
        assert_eq!(
            count_by(&treasures, &|a| permanent(a) && a.slot == Some(slot)),
            n,
            "{slot:?}"
        );
    }
    assert_eq!(
        count_by(&treasures, &|a| permanent(a)
            && a.subtype == Subtype::Storage),
        1
    );
    assert_eq!(
        count_by(&treasures, &|a| a.subtype == Subtype::Potion
            && a.duration == Duration::Instant),
        4
    );
    assert_eq!(
        count_by(&treasures, &|a| a.subtype == Subtype::Minion
            && a.play == Play::Response),
        1
    );

    let banes = adv(Category::Bane);
    assert_eq!(banes.len(), 10);
    assert_eq!(count_by(&banes, &|a| a.play == Play::Dungeonlord), 7);
    assert_eq!(count_by(&banes, &|a| a.play == Play::Anytime), 3);
    assert_eq!(count_by(&banes, &|a| a.duration == Duration::Instant), 5);
    assert_eq!(
        count_by(&banes, &|a| matches!(
            a.duration,
            Duration::Permanent | Duration::Attachment
        )),
        5
    );

    let encounters = adv(Category::Encounter);
    assert_eq!(encounters.len(), 22);
    assert_eq!(
        count_by(&encounters, &|a| a.subtype == Subtype::Monster),
        15
    );
    assert_eq!(count_by(&encounters, &|a| a.subtype == Subtype::Trap), 7);
    assert!(encounters.iter().all(|a| a.play == Play::Dungeonlord));
    for a in &s.adventures {
        assert_eq!(a.funding, a.category.funding(), "{}: its funding", a.id);
        assert_eq!(
            a.monster.is_some(),
            a.subtype == Subtype::Monster,
            "{}: a monster block exactly on monsters",
            a.id
        );
        assert_eq!(
            a.attach_to.is_some(),
            a.duration == Duration::Attachment,
            "{}: a host exactly on attachments",
            a.id
        );
    }
}
