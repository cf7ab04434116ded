//! Scenario transcripts: scripted local games with fixed seeds, replayed through the real
//! organiser and SQLite store. Each `tests/scenarios/NAME.script` (its `# seed N` line fixes
//! the seed) must produce exactly `NAME.expected`; run with UPDATE_EXPECTED=1 to rewrite the
//! expected files after a deliberate change, and read the diff.

use kalladra::engine::Settings;
use kalladra::local::play;
use kalladra::organiser::{MentionStyle, Organiser, Seeds};
use kalladra::store::Store;
use std::path::Path;

async fn transcript(name: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let script = std::fs::read_to_string(dir.join(format!("{name}.script"))).unwrap();
    let seed: u64 = script
        .lines()
        .find_map(|l| l.strip_prefix("# seed "))
        .and_then(|l| l.split(',').next())
        .and_then(|n| n.trim().parse().ok())
        .expect("a scenario names its seed: `# seed N`");
    let store = Store::open(":memory:").await.unwrap();
    let mut org = Organiser::new(
        store,
        Seeds::Fixed(seed),
        MentionStyle::Plain,
        Settings::default(),
    );
    let mut out = Vec::new();
    play(
        &mut org,
        script.as_bytes(),
        &mut out,
        &mut None,
        &std::env::temp_dir(),
    )
    .await
    .unwrap();
    let got = String::from_utf8(out).unwrap();
    let expected_path = dir.join(format!("{name}.expected"));
    if std::env::var_os("UPDATE_EXPECTED").is_some() {
        std::fs::write(&expected_path, &got).unwrap();
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if got != expected {
        let line = got
            .lines()
            .zip(expected.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "{name}: transcript differs from {} at line {}:\n  got:      {:?}\n  expected: {:?}",
            expected_path.display(),
            line + 1,
            got.lines().nth(line),
            expected.lines().nth(line)
        );
    }
    got
}

fn assert_in_order(t: &str, needles: &[&str]) {
    let mut from = 0;
    for n in needles {
        match t[from..].find(n) {
            Some(i) => from += i + n.len(),
            None => panic!("expected {n:?} (in this order) in the transcript"),
        }
    }
}

#[tokio::test]
async fn lindel_rotating_room_dead_end() {
    let t = transcript("lindel_rotating_room").await;
    assert_in_order(
        &t,
        &[
            "**Rotating Room**",
            "🔄 The room grinds round half a turn!",
            "Lindel searches the chamber.",
            "Lindel searches the chamber.",
            "Lindel searches the chamber.",
            "💀 **Lindel dies**: trapped in a dead end.",
            "🐉 Nobody got out. **Kalladra wins.**",
        ],
    );
    // Lindel searches three turns running; anyone else would have died after two.
    assert_eq!(t.matches("Lindel searches the chamber.").count(), 3);
}

#[tokio::test]
async fn hugo_door_and_portcullis() {
    let t = transcript("hugo_door_portcullis").await;
    assert_in_order(
        &t,
        &[
            "Hugo draws from the Door deck: **Hidden Trap**",
            "Hugo draws from the Trap deck:",
            "Hugo draws from the Door deck: **Door Opens**",
            "Hugo tests Strength: rolls",
            "Passed.",
            "Hugo moves",
        ],
    );
}

#[tokio::test]
async fn challara_trapdoor_with_determination() {
    let t = transcript("challara_trapdoor").await;
    assert_in_order(
        &t,
        &[
            "**Trapdoor**",
            "Challara tests Agility: rolls",
            "against 7. Failed.",
            "Challara takes 1 wound",
            "Challara keeps **Trapdoor** until it is dealt with.",
            "against 8. Passed.",
            "Challara is rid of **Trapdoor**.",
        ],
    );
}

#[tokio::test]
async fn sunset_ending() {
    let t = transcript("sunset").await;
    assert_in_order(
        &t,
        &[
            "🌞 The sun counter rises to 25/25.",
            "🌇 Sunset roll:",
            "The tower doors slam shut for the night!",
            "🌑 **Night falls. The game is over.**",
        ],
    );
    assert!(t.contains("🏰 **"), "someone got out before nightfall");
    assert!(!t.contains("🌞 The sun counter rises to 26"));
}

#[tokio::test]
async fn a_combat_fought_by_dm() {
    let t = transcript("combat_by_dm").await;
    assert_in_order(
        &t,
        &[
            "**A Skeleton (S) confronts Lindel!**",
            "**Escaped**",
            "**An Abomination (A) confronts Lindel!**",
            "You came in by special movement, so there is no escape: you must `Attack`.",
            "The Abomination's part is offered to alice (by DM).",
            "[dm alice]\n⚔️ Lindel is fighting an Abomination",
            "[dm bob]\n⚔️ Round 1: Lindel",
            "✅ Lindel has sent strikes for round 1.",
            "[dm bob]\n🔒 Sealed for round 1:",
            "alice plays the Abomination.",
            "[dm alice]\n⚔️ Round 1: you play the **Abomination** (life **4**",
            "⚔️ **Round 1**: Lindel",
            "🏆 **Lindel destroys the Abomination** (it had 4 life).",
        ],
    );
    // Sealed strikes and the life value reach nobody else: every block that shows them is a
    // DM to its owner, or comes after the reveal.
    for block in t.split("\n\n") {
        if block.contains("life **") {
            assert!(
                block.starts_with("[dm alice]"),
                "life value outside the monster player's DM:\n{block}"
            );
        }
        if block.contains("🔒 Sealed") {
            assert!(
                block.starts_with("[dm "),
                "sealed strikes outside a DM:\n{block}"
            );
        }
    }
    let before_end = &t[..t.find("it had 4 life").unwrap()];
    for block in before_end
        .split("\n\n")
        .filter(|b| b.starts_with("[#game]"))
    {
        assert!(
            !block.contains("life 4") && !block.contains("life **4"),
            "the channel learnt the life value early:\n{block}"
        );
    }
}
