use super::dungeonquest::engine::Settings;
use super::Kind;

/// Another game's play is one started by a command's word; short answers and bare sides
/// are everyday words, chatter at any table but their own.
#[test]
fn another_games_plays_are_told_from_chatter() {
    for text in ["Move UP", "Mover ARRIBA", "Use rune Sight UP"] {
        assert!(Kind::DungeonQuest.reads_as_play(text), "{text}");
    }
    for text in ["no", "sí", "up", "Yes.", "pass", "Search", "ok", "Play 3"] {
        assert!(!Kind::DungeonQuest.reads_as_play(text), "{text}");
    }
    assert!(Kind::Raiders.reads_as_play("Jugar 3"));
    assert!(!Kind::Raiders.reads_as_play("3"));
    assert!(!Kind::Raiders.reads_as_play("Move UP"));
}

#[test]
fn every_numeric_setting_has_a_range_holding_its_default() {
    let d = Settings::default();
    let table = toml::Table::try_from(&d).unwrap();
    for (key, value) in &table {
        if let toml::Value::Integer(n) = value {
            let r = Settings::range(key)
                .unwrap_or_else(|| panic!("`{key}` has no range in SETTING_RANGES"));
            assert!(r.contains(*n), "{key} = {n} is outside {r:?}");
            assert_eq!(d.number(key), Some(*n as u32), "{key}");
        }
    }
    assert_eq!(d.out_of_range(), None);
}
