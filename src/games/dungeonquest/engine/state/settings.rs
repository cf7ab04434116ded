//! A game's settings: the rulings' numbers and the optional rules (`OPTIONS`), each numeric
//! setting's range (`SETTING_RANGES`), and the deadlines' choice for an absent player.

use serde::{Deserialize, Serialize};

/// Per-game settings an organiser may change before the start (RULINGS: every number a
/// ruling picks is a setting).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The sun counter value from which the First Player rolls for sunset (R7).
    pub sun_limit: u8,
    /// A sunset roll at or below this closes the towers (R7).
    pub sunset_closes_on_or_below: u8,
    /// When wounds kill (R15).
    pub death_at: DeathAt,
    /// The Dragon's first Sleeping chance in percent, and how much each Sleeping lowers it (R23).
    pub dragon_start: u8,
    pub dragon_step: u8,
    /// The bot always plays the monsters (R17).
    pub auto_monster: bool,
    /// Hours the offered seat has to take the monster's part before anyone may claim it (R17).
    pub monster_claim_hours: u32,
    /// Hours a side has to send its strikes for a combat round (R22).
    pub combat_round_hours: u32,
    /// Hours a player may take over a turn before the bot reminds them (0: never).
    pub turn_reminder_hours: u32,
    /// Hours a player has for his turn, or a question he owes, before the deadline (0: no
    /// deadline). A fight's round keeps `combat_round_hours`.
    pub turn_hours: u32,
    /// What the bot does at a deadline: remind him, skip his turn, or play it for him.
    pub on_deadline: OnDeadline,
    /// After this many deadlines in a row the seat falls to the computer player (civil
    /// disorder, the table's `organiser::disorder`; 0: never).
    pub missed_turns_limit: u32,
    // Optional rules (RULINGS; all off by default, chosen before the start).
    pub going_it_alone: bool,
    pub servants_of_kalladra: bool,
    pub multiple_monsters: bool,
    pub death_can_wait: bool,
    pub cloak_and_dagger: bool,
    pub magical_might: bool,
    /// Runes each hero draws under Magical Might.
    pub magical_might_runes: u8,
    pub live_to_fight: bool,
    pub no_guts_no_glory: bool,
    pub late_start: bool,
    pub tower_power: bool,
    pub hero_vs_hero: bool,
    pub focused_determination: bool,
    pub monstrous_treasures: bool,
    /// How the board is shown on Discord (may change during the game). Left out of the
    /// serialised settings at its default, so logs and their hashes from before it stay
    /// the same.
    #[serde(skip_serializing_if = "BoardStyle::is_default")]
    pub board_style: BoardStyle,
    /// Where the board picture is posted (may change during the game); left out at its
    /// default, like `board_style`.
    #[serde(skip_serializing_if = "BoardPost::is_default")]
    pub board_post: BoardPost,
}

/// How the board is shown: the picture, the emoji grid, the compact text board, or the
/// picture with the compact board beside it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardStyle {
    #[serde(rename = "picture")]
    Picture,
    #[serde(rename = "emoji")]
    Emoji,
    #[serde(rename = "compact")]
    Compact,
    #[default]
    #[serde(rename = "picture+compact")]
    PictureCompact,
}

impl BoardStyle {
    pub const ALL: [BoardStyle; 4] = [
        BoardStyle::Picture,
        BoardStyle::Emoji,
        BoardStyle::Compact,
        BoardStyle::PictureCompact,
    ];

    /// The style's name, as `!dq set board_style` takes it.
    pub fn name(self) -> &'static str {
        match self {
            BoardStyle::Picture => "picture",
            BoardStyle::Emoji => "emoji",
            BoardStyle::Compact => "compact",
            BoardStyle::PictureCompact => "picture+compact",
        }
    }

    fn is_default(&self) -> bool {
        *self == BoardStyle::default()
    }

    /// Whether the board is drawn as a picture in this style.
    pub fn has_picture(self) -> bool {
        matches!(self, BoardStyle::Picture | BoardStyle::PictureCompact)
    }
}

/// Where the picture goes: one pinned board message edited each time, or on each turn's
/// narration message (one call a move).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardPost {
    #[default]
    Pinned,
    EachTurn,
}

impl BoardPost {
    pub const ALL: [BoardPost; 2] = [BoardPost::Pinned, BoardPost::EachTurn];

    fn is_default(&self) -> bool {
        *self == BoardPost::default()
    }

    pub fn name(self) -> &'static str {
        match self {
            BoardPost::Pinned => "pinned",
            BoardPost::EachTurn => "each_turn",
        }
    }
}

/// What the bot does when a player lets a deadline pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnDeadline {
    /// Remind him (in the channel and by DM), once per deadline.
    Remind,
    /// Skip his turn (a fight's round: random strikes for him, R22).
    Skip,
    /// Play for him with the computer player.
    Autopilot,
}

impl Settings {
    /// The organiser's clock settings, which may change during the game too (they are not
    /// rules of play).
    pub const CLOCK: [&'static str; 6] = [
        "monster_claim_hours",
        "combat_round_hours",
        "turn_reminder_hours",
        "turn_hours",
        "on_deadline",
        "missed_turns_limit",
    ];

    /// How the board is shown, which may change during the game too.
    pub const BOARD: [&'static str; 2] = ["board_style", "board_post"];

    /// The values a setting that takes a word may take (`board_style`, `board_post`,
    /// `on_deadline`, `death_at`), or `None` for any other key.
    pub fn choices(key: &str) -> Option<Vec<&'static str>> {
        Some(match key {
            "board_style" => BoardStyle::ALL.iter().map(|s| s.name()).collect(),
            "board_post" => BoardPost::ALL.iter().map(|s| s.name()).collect(),
            "on_deadline" => vec!["remind", "skip", "autopilot"],
            "death_at" => vec!["greater", "equal_or_greater"],
            _ => return None,
        })
    }

    /// Every setting by name with its value, as `!dq settings` lists them and `!dq set`
    /// changes them: the board settings too, which serialising leaves out at their defaults.
    pub fn table(&self) -> toml::Table {
        let mut table = toml::Table::try_from(self).unwrap_or_default();
        for (k, v) in [
            ("board_style", self.board_style.name()),
            ("board_post", self.board_post.name()),
        ] {
            table
                .entry(k)
                .or_insert_with(|| toml::Value::String(v.into()));
        }
        table
    }

    /// Whether `other` differs from these settings only in the clock and board settings.
    pub fn same_rules(&self, other: &Settings) -> bool {
        let rules = |s: &Settings| Settings {
            monster_claim_hours: 0,
            combat_round_hours: 0,
            turn_reminder_hours: 0,
            turn_hours: 0,
            on_deadline: OnDeadline::Remind,
            missed_turns_limit: 0,
            board_style: BoardStyle::default(),
            board_post: BoardPost::default(),
            ..s.clone()
        };
        rules(self) == rules(other)
    }
}

/// The optional rules, by the name `!dq option NAME on|off` takes (each a `Settings` field).
pub const OPTIONS: [&str; 13] = [
    "going_it_alone",
    "servants_of_kalladra",
    "multiple_monsters",
    "death_can_wait",
    "cloak_and_dagger",
    "magical_might",
    "live_to_fight",
    "no_guts_no_glory",
    "late_start",
    "tower_power",
    "hero_vs_hero",
    "focused_determination",
    "monstrous_treasures",
];

/// The values a numeric setting may take, from `min` to `max` inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettingRange {
    pub key: &'static str,
    pub min: u32,
    pub max: u32,
}

impl SettingRange {
    pub fn contains(&self, n: i64) -> bool {
        (i64::from(self.min)..=i64::from(self.max)).contains(&n)
    }
}

/// Every numeric setting's range: the one place they are defined (`config.toml` and
/// `!dq set` both check them).
pub const SETTING_RANGES: [SettingRange; 10] = [
    SettingRange {
        key: "sun_limit",
        min: 1,
        max: 100,
    },
    // A d6 at or below this closes the towers: 6 or more would close them on every roll.
    SettingRange {
        key: "sunset_closes_on_or_below",
        min: 1,
        max: 5,
    },
    // Percentages.
    SettingRange {
        key: "dragon_start",
        min: 0,
        max: 100,
    },
    SettingRange {
        key: "dragon_step",
        min: 1,
        max: 100,
    },
    // 0: the offered player has no time of his own; the part opens at once.
    SettingRange {
        key: "monster_claim_hours",
        min: 0,
        max: 168,
    },
    SettingRange {
        key: "combat_round_hours",
        min: 1,
        max: 168,
    },
    // 0: no reminders.
    SettingRange {
        key: "turn_reminder_hours",
        min: 0,
        max: 168,
    },
    // 0: no deadline. At most a month.
    SettingRange {
        key: "turn_hours",
        min: 0,
        max: 720,
    },
    // 0: never tell the organiser.
    SettingRange {
        key: "missed_turns_limit",
        min: 0,
        max: 50,
    },
    // The rune deck holds 12 (`content().runes`): one hero may draw them all. Whether the
    // deck has enough for every hero is checked at the start (`Rejection::TooManyRunes`).
    SettingRange {
        key: "magical_might_runes",
        min: 1,
        max: 12,
    },
];

impl Settings {
    /// The range of numeric setting `key`, if it is one.
    pub fn range(key: &str) -> Option<SettingRange> {
        SETTING_RANGES.iter().copied().find(|r| r.key == key)
    }

    /// Numeric setting `key`'s value.
    pub fn number(&self, key: &str) -> Option<u32> {
        Some(match key {
            "sun_limit" => self.sun_limit.into(),
            "sunset_closes_on_or_below" => self.sunset_closes_on_or_below.into(),
            "dragon_start" => self.dragon_start.into(),
            "dragon_step" => self.dragon_step.into(),
            "monster_claim_hours" => self.monster_claim_hours,
            "combat_round_hours" => self.combat_round_hours,
            "turn_reminder_hours" => self.turn_reminder_hours,
            "turn_hours" => self.turn_hours,
            "missed_turns_limit" => self.missed_turns_limit,
            "magical_might_runes" => self.magical_might_runes.into(),
            _ => return None,
        })
    }

    /// The first numeric setting outside its range, and its value.
    pub fn out_of_range(&self) -> Option<(SettingRange, u32)> {
        SETTING_RANGES.iter().find_map(|r| {
            let n = self.number(r.key)?;
            (!r.contains(n.into())).then_some((*r, n))
        })
    }

    /// Whether optional rule `name` (one of `OPTIONS`) is on.
    pub fn option(&self, name: &str) -> Option<bool> {
        self.clone().option_mut(name).map(|on| *on)
    }

    /// These settings with the named optional rules (`OPTIONS` names) turned on; unknown
    /// names are ignored.
    pub fn with_options(mut self, names: &[&str]) -> Settings {
        for n in names {
            if let Some(on) = self.option_mut(n) {
                *on = true;
            }
        }
        self
    }

    fn option_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match name {
            "going_it_alone" => &mut self.going_it_alone,
            "servants_of_kalladra" => &mut self.servants_of_kalladra,
            "multiple_monsters" => &mut self.multiple_monsters,
            "death_can_wait" => &mut self.death_can_wait,
            "cloak_and_dagger" => &mut self.cloak_and_dagger,
            "magical_might" => &mut self.magical_might,
            "live_to_fight" => &mut self.live_to_fight,
            "no_guts_no_glory" => &mut self.no_guts_no_glory,
            "late_start" => &mut self.late_start,
            "tower_power" => &mut self.tower_power,
            "hero_vs_hero" => &mut self.hero_vs_hero,
            "focused_determination" => &mut self.focused_determination,
            "monstrous_treasures" => &mut self.monstrous_treasures,
            _ => return None,
        })
    }

    /// The option a player means: any case, spaces or hyphens, the rulebook's longer names.
    pub fn option_named(name: &str) -> Option<&'static str> {
        let n: String = name
            .to_lowercase()
            .replace(['-', ' '], "_")
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let n = match n.as_str() {
            "multiple_monsters_in_a_chamber" => "multiple_monsters",
            "live_to_fight_another_day" => "live_to_fight",
            "hero_vs_hero_combat" | "hero_versus_hero" => "hero_vs_hero",
            "servants" => "servants_of_kalladra",
            "solo" => "going_it_alone",
            other => other,
        };
        OPTIONS.iter().copied().find(|o| *o == n)
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            sun_limit: 25,
            sunset_closes_on_or_below: 2,
            death_at: DeathAt::Greater,
            dragon_start: 90,
            dragon_step: 10,
            auto_monster: false,
            monster_claim_hours: 6,
            combat_round_hours: 24,
            turn_reminder_hours: 24,
            turn_hours: 0,
            on_deadline: OnDeadline::Remind,
            missed_turns_limit: 3,
            going_it_alone: false,
            servants_of_kalladra: false,
            multiple_monsters: false,
            death_can_wait: false,
            cloak_and_dagger: false,
            magical_might: false,
            magical_might_runes: 3,
            live_to_fight: false,
            no_guts_no_glory: false,
            late_start: false,
            tower_power: false,
            hero_vs_hero: false,
            focused_determination: false,
            monstrous_treasures: false,
            board_style: BoardStyle::default(),
            board_post: BoardPost::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathAt {
    /// Dies when wounds are greater than life (the forum's wording).
    Greater,
    /// Dies when wounds reach life (the rulebook's wording).
    EqualOrGreater,
}
