//! Dungeon Raiders in words (`locales/*/raiders.ftl`): narration of every event, each
//! refusal, the prompt and the hand. Everything is rendered from a `View` and from events as
//! `redact` gives them to that view's viewer: `tell` is the way in for events, so no text can
//! name what its reader may not know. Players are named by the table (`names[seat]`).

use super::action::{Action, Rejection};
use super::content::{content, CardId, Gain, Room, RoomKind};
use super::event::Event;
use super::state::{Game, Item, Items, Outcome, Phase, Play, Problem, Seat, ITEMS};
use super::view::{redact, view, View, Viewer};
use crate::lang::{text, Lang};

fn t(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    text(lang, id, args)
}

/// A seat's name, or its number if the table gave none.
pub fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

fn list(names: &[String], seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|&s| name(names, s))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn room_name(lang: Lang, card: CardId) -> String {
    t(
        lang,
        &format!("raiders-room-{}", content().card(card).id),
        &[],
    )
}

pub fn character_name(lang: Lang, character: u8) -> String {
    let id = &content().characters[usize::from(character)].id;
    t(lang, &format!("raiders-character-{id}"), &[])
}

fn item_id(i: Item) -> &'static str {
    match i {
        Item::Torch => "torch",
        Item::CrystalBall => "crystal-ball",
        Item::Key => "key",
        Item::Sword => "sword",
    }
}

pub fn item_name(lang: Lang, i: Item) -> String {
    t(lang, &format!("raiders-item-{}", item_id(i)), &[])
}

pub fn kind_name(lang: Lang, k: RoomKind) -> String {
    let id = match k {
        RoomKind::Treasure => "treasure",
        RoomKind::Monster => "monster",
        RoomKind::Trap => "trap",
        RoomKind::Vault => "vault",
    };
    t(lang, &format!("raiders-kind-{id}"), &[])
}

pub fn play_name(lang: Lang, p: Play) -> String {
    match p {
        Play::Power(v) => t(lang, "raiders-play-power", &[("value", v.to_string())]),
        Play::Key => t(lang, "raiders-play-key", &[]),
        Play::Sword => t(lang, "raiders-play-sword", &[]),
        Play::CrystalBall => t(lang, "raiders-play-crystal-ball", &[]),
    }
}

/// The items of a hand (`2× crystal ball, key`), or "none".
pub fn items_text(lang: Lang, items: &Items) -> String {
    let held: Vec<String> = ITEMS
        .iter()
        .filter(|&&i| items.get(i) > 0)
        .map(|&i| match items.get(i) {
            1 => item_name(lang, i),
            n => t(
                lang,
                "raiders-item-count",
                &[("count", n.to_string()), ("item", item_name(lang, i))],
            ),
        })
        .collect();
    if held.is_empty() {
        t(lang, "raiders-none", &[])
    } else {
        held.join(", ")
    }
}

/// A selector's `yes` or `no`.
fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

/// What a room does, for the number of players at this table (D9, duel, solitaire).
/// `attack`: solitaire's attack card, once drawn.
pub fn brief(lang: Lang, v: &View, card: CardId, attack: Option<u8>) -> String {
    let c = content().card(card);
    match &c.room {
        Room::Monster { strength, wounds } => {
            let w = ("wounds", wounds.to_string());
            match v.settings.players {
                1 => match attack {
                    Some(a) => t(
                        lang,
                        "raiders-brief-monster-solo-drawn",
                        &[("attack", a.to_string()), w],
                    ),
                    None => t(lang, "raiders-brief-monster-solo", &[w]),
                },
                2 => t(lang, "raiders-brief-monster-duel", &[w]),
                n => {
                    let i = usize::from(n.clamp(3, 5) - 3);
                    t(
                        lang,
                        "raiders-brief-monster",
                        &[("strength", strength[i].to_string()), w],
                    )
                }
            }
        }
        Room::Treasure { chests } => {
            let shown = chests
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" + ");
            let two = ("two", yes_no(chests.len() > 1));
            let id = if v.settings.solo() {
                "raiders-brief-treasure-solo"
            } else {
                "raiders-brief-treasure"
            };
            t(lang, id, &[("chests", shown), two])
        }
        Room::Trap(_) => t(
            lang,
            &format!("raiders-brief-{}", c.id),
            &[("solo", yes_no(v.settings.solo()))],
        ),
        Room::Vault { gains, .. } => {
            let gains = gains
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let value = ("value", format!("{}:", i + 1));
                    match g {
                        Gain::Item(item) => t(
                            lang,
                            "raiders-gain-item",
                            &[value, ("item", item_name(lang, *item))],
                        ),
                        Gain::Coins(n) => t(
                            lang,
                            "raiders-gain-coins",
                            &[value, ("count", n.to_string())],
                        ),
                        Gain::Potion(n) => t(
                            lang,
                            "raiders-gain-potion",
                            &[value, ("count", n.to_string())],
                        ),
                    }
                })
                .collect::<Vec<_>>()
                .join(" · ");
            t(lang, "raiders-brief-vault", &[("gains", gains)])
        }
    }
}

/// The events as `viewer` may read them, told in `lang`: each is redacted for the viewer
/// and told against the viewer's view of the game as it stands. Empty texts are left out.
pub fn tell(
    lang: Lang,
    g: &Game,
    viewer: Viewer,
    names: &[String],
    events: &[Event],
) -> Vec<String> {
    let v = view(g, viewer);
    // Sealed and turned over in one input: the reveal says it, so no line of his own ("you
    // leave a 1 face down") follows it by DM.
    let revealed = events.iter().any(|e| matches!(e, Event::Revealed { .. }));
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if matches!(e, Event::RoomCleared { .. }) && came_away_empty(&events[..i]) {
            // Solitaire's one player is spoken to.
            let players = ("players", g.seats.len().to_string());
            out.push(t(lang, "raiders-n-nothing-taken", &[players]));
        }
        let e = match e {
            Event::Sealed { seat, .. } if revealed => Event::Sealed {
                seat: *seat,
                play: None,
            },
            e => redact(e, viewer, g),
        };
        out.push(narrate(lang, &v, names, &e));
    }
    out.retain(|s| !s.is_empty());
    out
}

/// Whether a room just resolved in `before` (the cards played, or revealed) gave nobody
/// anything: no fight, trap, gold, wound or item followed the plays. A treasure room whose
/// chests go to nobody (too small for the card in solitaire, or shared by more players than
/// it has coins, D8), or a vault that gives the cards played nothing, would otherwise say
/// nothing of it.
fn came_away_empty(before: &[Event]) -> bool {
    let start = before
        .iter()
        .rposition(|e| matches!(e, Event::RoomCleared { .. }))
        .map_or(0, |i| i + 1);
    let this_room = &before[start..];
    let played = this_room
        .iter()
        .any(|e| matches!(e, Event::Played { .. } | Event::Revealed { .. }));
    let something = this_room.iter().any(|e| {
        matches!(
            e,
            Event::MonsterFought { .. }
                | Event::MonsterConfused
                | Event::TrapSprung { .. }
                | Event::Treasure { .. }
                | Event::Wounds { .. }
                | Event::ItemTaken { .. }
                | Event::ItemContested { .. }
                | Event::Died { .. }
        )
    });
    played && !something
}

/// One event, already redacted for `v.viewer`. One arm per kind, and no catch-all arm, so
/// a new kind cannot compile without its narration.
fn narrate(lang: Lang, v: &View, names: &[String], e: &Event) -> String {
    let who = |s: Seat| ("name", name(names, s));
    let solo = || ("solo", yes_no(v.settings.solo()));
    match e {
        Event::Prepared {
            characters, start, ..
        } => prepared(lang, v, names, characters, *start),
        Event::LevelDealt { level } => t(lang, "raiders-n-level", &[("level", level.to_string())]),
        Event::RoomEntered { card } => t(
            lang,
            "raiders-n-entered",
            &[
                ("room", room_name(lang, *card)),
                ("brief", brief(lang, v, *card, None)),
                solo(),
            ],
        ),
        Event::AttackDrawn { strength } => t(
            lang,
            "raiders-n-attack",
            &[("strength", strength.to_string())],
        ),
        Event::TorchUsed { seat, peek } => torch(lang, v, names, *seat, peek),
        Event::Played { seat, play } => match play {
            Play::CrystalBall => t(lang, "raiders-n-ball", &[who(*seat)]),
            p => t(
                lang,
                "raiders-n-played",
                &[who(*seat), ("play", play_name(lang, *p))],
            ),
        },
        Event::Sealed { seat, play } => match play {
            Some(p) if v.viewer == Viewer::Seat(*seat) => t(
                lang,
                "raiders-n-sealed-own",
                &[("play", play_name(lang, *p))],
            ),
            _ => t(lang, "raiders-n-sealed", &[who(*seat)]),
        },
        Event::Revealed { plays } => revealed(lang, names, plays),
        Event::MonsterFought {
            total,
            strength,
            beaten,
        } => t(
            lang,
            if *beaten {
                "raiders-n-fought-won"
            } else {
                "raiders-n-fought-lost"
            },
            &[
                ("total", total.to_string()),
                ("strength", strength.to_string()),
            ],
        ),
        Event::MonsterConfused => t(lang, "raiders-n-confused", &[]),
        Event::TrapSprung { card, triggered } => t(
            lang,
            if *triggered {
                "raiders-n-trap-sprung"
            } else {
                "raiders-n-trap-quiet"
            },
            &[("card", card.to_string())],
        ),
        Event::Treasure { seat, delta } => {
            let (gained, lost) = ("raiders-n-gold-gained", "raiders-n-gold-lost");
            let key = match delta.signum() {
                1 => gained,
                -1 => lost,
                _ => "raiders-n-gold-none",
            };
            let amount = ("amount", delta.unsigned_abs().to_string());
            t(lang, key, &[who(*seat), amount])
        }
        Event::Wounds { seat, delta } => {
            let key = match *delta >= 0 {
                true => "raiders-n-wounded",
                false => "raiders-n-healed",
            };
            let amount = ("amount", delta.unsigned_abs().to_string());
            t(lang, key, &[who(*seat), amount])
        }
        Event::ItemTaken { seat, item } => t(
            lang,
            "raiders-n-item-taken",
            &[who(*seat), ("item", item_name(lang, *item))],
        ),
        Event::ItemContested { item, seats } => t(
            lang,
            "raiders-n-contested",
            &[
                ("item", item_name(lang, *item)),
                ("names", list(names, seats)),
            ],
        ),
        Event::Died { seat } => t(lang, "raiders-n-died", &[who(*seat), solo()]),
        Event::RoomCleared { .. } if v.settings.speed || v.settings.solo() => {
            t(lang, "raiders-n-cleared-together", &[])
        }
        Event::RoomCleared { start } => t(lang, "raiders-n-cleared", &[who(*start)]),
        Event::Rested { level } => t(
            lang,
            "raiders-n-rested",
            &[("level", level.to_string()), solo()],
        ),
        Event::Ended { outcome } => ended(lang, v, names, outcome, false).join("\n"),
    }
}

/// The raid prepared: who starts (none under Speed or alone, D1), and each one's character.
fn prepared(lang: Lang, v: &View, names: &[String], characters: &[u8], start: Seat) -> String {
    let leaderless = v.settings.speed || v.settings.solo();
    let mut lines = vec![if leaderless {
        t(lang, "raiders-n-prepared-together", &[])
    } else {
        t(lang, "raiders-n-prepared", &[("start", name(names, start))])
    }];
    lines.extend(characters.iter().enumerate().map(|(s, &ch)| {
        t(
            lang,
            "raiders-n-character",
            &[
                ("name", name(names, s)),
                ("character", character_name(lang, ch)),
            ],
        )
    }));
    lines.join("\n")
}

/// A torch lit: its holder reads the rooms it showed him; everyone else, that he lit it.
fn torch(lang: Lang, v: &View, names: &[String], seat: Seat, peek: &[CardId]) -> String {
    if v.viewer == Viewer::Seat(seat) && !peek.is_empty() {
        let rooms = peek
            .iter()
            .map(|&c| room_name(lang, c))
            .collect::<Vec<_>>()
            .join(", ");
        t(lang, "raiders-n-torch-own", &[("rooms", rooms)])
    } else {
        t(lang, "raiders-n-torch", &[("name", name(names, seat))])
    }
}

/// Sealed plays revealed, each raider's named.
fn revealed(lang: Lang, names: &[String], plays: &[(Seat, Play)]) -> String {
    let count = ("count", plays.len().to_string());
    let plays = plays
        .iter()
        .map(|&(s, p)| {
            t(
                lang,
                "raiders-n-revealed-one",
                &[("name", name(names, s)), ("play", play_name(lang, p))],
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    t(lang, "raiders-n-revealed", &[("plays", plays), count])
}

/// The end told: who won (none, when the organiser ended the raid: `abandoned`), who
/// collapsed or died, and each player's gold and wounds. The last lines of a game, and its
/// status and board once over.
fn ended(
    lang: Lang,
    v: &View,
    names: &[String],
    outcome: &Outcome,
    abandoned: bool,
) -> Vec<String> {
    let who = |s: Seat| ("name", name(names, s));
    // Chosen by how many won, never by what a name reads.
    let mut lines = vec![if abandoned {
        t(lang, "raiders-n-abandoned", &[])
    } else {
        t(
            lang,
            "raiders-n-ended",
            &[
                ("count", outcome.winners.len().to_string()),
                ("winners", list(names, &outcome.winners)),
            ],
        )
    }];
    if !outcome.collapsed.is_empty() {
        lines.push(t(
            lang,
            "raiders-n-collapsed",
            &[
                ("names", list(names, &outcome.collapsed)),
                ("count", outcome.collapsed.len().to_string()),
            ],
        ));
    }
    if !outcome.dead.is_empty() {
        lines.push(t(
            lang,
            "raiders-n-dead",
            &[
                ("names", list(names, &outcome.dead)),
                ("count", outcome.dead.len().to_string()),
            ],
        ));
    }
    lines.extend(v.seats.iter().enumerate().map(|(s, r)| {
        t(
            lang,
            "raiders-n-score",
            &[
                who(s),
                ("treasure", r.treasure.to_string()),
                ("wounds", r.wounds.min(content().numbers.death).to_string()),
            ],
        )
    }));
    lines
}

/// The end, once the game is over (by the rules or by the organiser): `ended`'s lines. None
/// while it runs.
pub fn result(lang: Lang, v: &View, names: &[String]) -> Option<String> {
    match &v.phase {
        Phase::Over(o) => Some(ended(lang, v, names, o, v.abandoned).join("\n")),
        _ => None,
    }
}

/// The item plays the room being played may take (a key in a treasure room, a sword against
/// a monster, a crystal ball anywhere), as commands.
fn items_that_fit(lang: Lang, v: &View) -> Vec<String> {
    let kind = v.room.as_ref().map(|r| content().room(r.card).kind());
    [Play::Key, Play::Sword, Play::CrystalBall]
        .into_iter()
        .filter(|p| match p {
            Play::Key => kind == Some(RoomKind::Treasure),
            Play::Sword => kind == Some(RoomKind::Monster),
            _ => true,
        })
        .filter_map(|p| command(lang, Action::Play(p)))
        .collect()
}

/// Why the rules refuse an action, in `lang`. One arm per refusal.
pub fn refusal(lang: Lang, r: &Rejection, names: &[String]) -> String {
    match r {
        Rejection::BadSettings(Problem::Players(n)) => {
            t(lang, "raiders-refuse-bad-players", &[("n", n.to_string())])
        }
        Rejection::BadSettings(Problem::Character { id, count }) => t(
            lang,
            "raiders-refuse-bad-character",
            &[
                ("id", id.to_string()),
                ("last", count.saturating_sub(1).to_string()),
            ],
        ),
        Rejection::BadSettings(Problem::Wounds(n)) => {
            t(lang, "raiders-refuse-bad-wounds", &[("n", n.to_string())])
        }
        Rejection::NotStarted => t(lang, "raiders-refuse-not-started", &[]),
        Rejection::AlreadyStarted => t(lang, "raiders-refuse-already-started", &[]),
        Rejection::GameOver => t(lang, "raiders-refuse-game-over", &[]),
        Rejection::NoSuchSeat(_) => t(lang, "raiders-refuse-no-seat", &[]),
        Rejection::Eliminated => t(lang, "raiders-refuse-eliminated", &[]),
        Rejection::NotYourTurn { awaited } => t(
            lang,
            "raiders-refuse-not-your-turn",
            &[("names", list(names, awaited))],
        ),
        Rejection::AlreadySealed => t(lang, "raiders-refuse-already-sealed", &[]),
        Rejection::NoSuchCard(v) => t(
            lang,
            "raiders-refuse-no-such-card",
            &[("value", v.to_string())],
        ),
        Rejection::CardAlreadyPlayed(v) => t(
            lang,
            "raiders-refuse-card-played",
            &[("value", v.to_string())],
        ),
        Rejection::NoItem(i) => t(
            lang,
            "raiders-refuse-no-item",
            &[("item", item_name(lang, *i))],
        ),
        Rejection::KeyOutsideTreasure(k) => t(
            lang,
            "raiders-refuse-key-outside",
            &[("kind", kind_name(lang, *k))],
        ),
        Rejection::SwordOutsideMonster(k) => t(
            lang,
            "raiders-refuse-sword-outside",
            &[("kind", kind_name(lang, *k))],
        ),
        Rejection::NoDarkRoom => t(lang, "raiders-refuse-no-dark-room", &[]),
    }
}

/// An action as the player would type it (`Play 3`, `Jugar llave`).
pub fn command(lang: Lang, a: Action) -> Option<String> {
    Some(match a {
        Action::Start => return None,
        Action::Play(Play::Power(v)) => t(lang, "raiders-cmd-power", &[("value", v.to_string())]),
        Action::Play(Play::Key) => t(lang, "raiders-cmd-key", &[]),
        Action::Play(Play::Sword) => t(lang, "raiders-cmd-sword", &[]),
        Action::Play(Play::CrystalBall) => t(lang, "raiders-cmd-crystal-ball", &[]),
        Action::UseTorch => t(lang, "raiders-cmd-torch", &[]),
    })
}

fn powers_left(used: &[bool; 5]) -> Vec<u8> {
    (1..=5u8).filter(|v| !used[usize::from(v - 1)]).collect()
}

fn join_values(values: &[u8]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who plays now, and what may be typed. For the table: the awaited players and their power
/// cards left (public), with items named only as commands anyone may type. For a seat: its
/// own legal commands.
pub fn prompt(lang: Lang, v: &View, names: &[String]) -> String {
    match &v.phase {
        Phase::Setup => return t(lang, "raiders-prompt-setup", &[]),
        Phase::Over(_) => return result(lang, v, names).unwrap_or_default(),
        Phase::Playing => {}
    }
    let mut lines = Vec::new();
    let room = v
        .room
        .as_ref()
        .map(|r| room_name(lang, r.card))
        .unwrap_or_default();
    if v.settings.speed {
        // Everyone at a room's opening; after a crystal ball, only those who play again; a
        // player alone, alone.
        let again = v.seats.iter().any(|s| s.crystal > 0);
        let alone = v.seats.iter().filter(|s| s.alive).count() == 1;
        let id = match (again, alone) {
            (true, _) => "raiders-prompt-speed-again",
            (false, true) => "raiders-prompt-speed-alone",
            (false, false) => "raiders-prompt-speed",
        };
        lines.push(t(
            lang,
            id,
            &[
                ("people", v.awaited.len().to_string()),
                ("names", list(names, &v.awaited)),
            ],
        ));
    } else if let Some(&s) = v.awaited.first() {
        lines.push(t(
            lang,
            "raiders-prompt-turn",
            &[("name", name(names, s)), ("room", room)],
        ));
    }
    match v.viewer {
        Viewer::Table => {
            for &s in &v.awaited {
                let left = powers_left(&v.seats[s].used);
                let mut args = vec![
                    ("name", name(names, s)),
                    ("count", left.len().to_string()),
                    ("cards", join_values(&left)),
                ];
                // Only items that fit this room, and only for a player holding any (how many
                // is public; which is not).
                let items = items_that_fit(lang, v);
                let id = if v.seats[s].item_count > 0 && !items.is_empty() {
                    args.push(("items", items.join(", ")));
                    "raiders-prompt-cards-items"
                } else {
                    "raiders-prompt-cards"
                };
                lines.push(t(lang, id, &args));
            }
        }
        Viewer::Seat(me) => {
            let commands: Vec<String> = v.legal.iter().filter_map(|&a| command(lang, a)).collect();
            if !commands.is_empty() {
                let id = if v.awaited.contains(&me) {
                    "raiders-prompt-yours"
                } else {
                    "raiders-prompt-not-yours"
                };
                lines.push(t(lang, id, &[("commands", commands.join(", "))]));
            }
        }
    }
    lines.join("\n")
}

/// The hand, for its owner by DM (`!dq hand`): power cards left, items, what a torch showed,
/// a card sealed this round. `None` for the table's view.
pub fn hand(lang: Lang, v: &View) -> Option<String> {
    let Viewer::Seat(me) = v.viewer else {
        return None;
    };
    let s = v.seats.get(me)?;
    let mut lines = vec![t(
        lang,
        "raiders-hand-title",
        &[
            ("character", character_name(lang, s.character)),
            ("treasure", s.treasure.to_string()),
            // The dead may have taken more than the tracker holds.
            ("wounds", s.wounds.min(content().numbers.death).to_string()),
        ],
    )];
    if !s.alive {
        lines.push(t(lang, "raiders-hand-out", &[]));
        return Some(lines.join("\n"));
    }
    // A card sealed face down this round is no longer in hand: it is said below.
    let mut left = powers_left(&s.used);
    left.retain(|&v| s.sealed_play != Some(Play::Power(v)));
    lines.push(if left.is_empty() {
        t(lang, "raiders-hand-power-none", &[])
    } else {
        t(lang, "raiders-hand-power", &[("cards", join_values(&left))])
    });
    if let Some(items) = &s.items {
        let mut items = *items;
        if let Some(i) = s.sealed_play.and_then(|p| p.item()) {
            if items.get(i) > 0 {
                items.take(i);
            }
        }
        lines.push(t(
            lang,
            "raiders-hand-items",
            &[("items", items_text(lang, &items))],
        ));
    }
    // Face-down rooms whose card this view names: the ones this seat saw by torchlight.
    let peeks: Vec<String> = v
        .row
        .iter()
        .filter(|r| !r.face_up)
        .filter_map(|r| r.card.map(|c| room_name(lang, c)))
        .collect();
    if !peeks.is_empty() {
        lines.push(t(
            lang,
            "raiders-hand-peeks",
            &[("rooms", peeks.join(", "))],
        ));
    }
    if let Some(p) = s.sealed_play {
        lines.push(t(
            lang,
            "raiders-hand-sealed",
            &[("play", play_name(lang, p))],
        ));
    }
    Some(lines.join("\n"))
}

/// Why a text is not a command, and what would be: one arm per `ParseError`.
pub fn parse_error(lang: Lang, e: &super::command::ParseError) -> String {
    use super::command::{ParseError, MAX_LEN};
    match e {
        ParseError::Empty => t(lang, "raiders-parse-empty", &[]),
        ParseError::TooLong { len } => t(
            lang,
            "raiders-parse-too-long",
            &[("len", len.to_string()), ("max", MAX_LEN.to_string())],
        ),
        ParseError::MissingArgument => t(lang, "raiders-parse-missing", &[]),
        ParseError::BadArgument { got } => {
            t(lang, "raiders-parse-bad-argument", &[("got", got.clone())])
        }
        ParseError::Slip { meant } => t(lang, "raiders-parse-slip", &[("meant", meant.clone())]),
        ParseError::Unknown { .. } => t(lang, "raiders-parse-unknown", &[]),
    }
}
