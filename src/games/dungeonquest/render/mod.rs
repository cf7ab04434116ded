//! Views and events to text: narration, prompts, refusals, the emoji board and the status
//! sheet. Every sentence comes from the Fluent files under `locales/`, in the current language
//! (`lang::current`, set by the caller with `lang::within`).
//!
//! This file holds the entry points (`narrate`, `prompt`, `refusal`), `t` and the small
//! helpers every area shares; each area of the game has its file beside it, with its
//! narration, prompts and refusals together: `setup`, `turn`, `organiser`, `movement`,
//! `chambers`, `cards`, `rolls`, `treasure`, `catacombs`, `runes`, `servants`, `combat`,
//! `duels`, `endings`; and the texts read on request: `status`, `board`, `records`, `help`,
//! `commands`.

mod board;
mod cards;
mod catacombs;
mod chambers;
mod combat;
mod commands;
mod duels;
mod endings;
mod help;
mod movement;
pub mod names;
mod organiser;
mod records;
mod rolls;
mod runes;
mod servants;
mod setup;
mod status;
#[cfg(test)]
mod tests;
mod treasure;
mod turn;

pub use board::{board, board_header};
pub use cards::private_loot;
pub use combat::{combat_dm, combat_prompt, offer_line, plan_text};
pub use commands::{
    command_text, command_text_for, not_understood, options, parse_error, short_side, strikes_text,
    DQ_COMMANDS,
};
pub use duels::duel_dm;
pub use endings::final_scores;
pub use help::{help, help_actions, help_topic, HELP_TOPICS};
pub use records::dice;
pub use setup::{option_name, setting_value, setting_word};
pub use setup::{options_list, setting_range, settings};
pub use status::status;

use crate::games::dungeonquest::engine::board::Dir;
use crate::games::dungeonquest::engine::event::Event;
use crate::games::dungeonquest::engine::state::{Awaiting, Phase};
use crate::games::dungeonquest::engine::{Action, Rejection, View};
use commands::with_options;

pub use crate::lang::tr;

/// The message `<section>-<key>` (the key as code names it, `snake_case`) in the current
/// language: for the places that choose a message by a key of their own.
pub fn t(section: &str, key: &str, args: &[(&str, String)]) -> String {
    tr(&format!("{section}-{}", key.replace('_', "-")), args)
}

/// How a seat is addressed: a mention on Discord, `@name` locally.
pub type Mention<'a> = &'a dyn Fn(usize) -> String;

fn hero_name(v: &View, seat: usize) -> String {
    v.seats
        .get(seat)
        .map_or_else(|| "?".into(), |s| names::hero_short(s.hero.id))
}

fn seat_name(v: &View, seat: usize) -> String {
    v.seats
        .get(seat)
        .map_or_else(|| "?".into(), |s| s.name.clone())
}

fn card_name(c: u16) -> String {
    names::card(c)
}

fn dir_word(d: Dir) -> String {
    names::dir(d)
}

fn monster_name(m: u8) -> String {
    names::monster(m)
}

/// "a Skeleton", "an Abomination".
pub fn a_monster(m: u8) -> String {
    names::a_monster(m)
}

fn capitalised(s: String) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

fn dice_text(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join("+")
}

/// What a prompt's head is built with: the message `prompt.KEY` addressed to the seat asked.
type Ask<'a> = &'a dyn Fn(&str, &[(&str, String)]) -> String;

/// A batch of events being narrated, as one event's area sees it.
struct Scene<'a> {
    /// The view before the input and the view after it.
    before: &'a View,
    after: &'a View,
    /// The whole batch (some lines count what happened up to their event).
    events: &'a [Event],
    /// The event told just before this one.
    prev: Option<&'a Event>,
    /// The combat round this event belongs to (1-based), followed through the batch.
    round: u32,
}

/// Narrate `events`: `before` is the view before the input, `after` the view after it.
pub fn narrate(before: &View, after: &View, events: &[Event]) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut s = Scene {
        before,
        after,
        events,
        prev: None,
        round: before.combat.as_ref().map_or(1, |c| c.round + 1),
    };
    // The last event that was told, if it was the one just before.
    let mut told: Option<&Event> = None;
    // Each hero's way out told in this batch: his seat and its line.
    let mut exits: Vec<(usize, usize)> = Vec::new();
    for e in events {
        if combat::out_of_view(&s, e) {
            continue;
        }
        if let Some(l) = tell(&mut s, e) {
            // The hero steps in, then the chamber he finds: the move is told first.
            let steps_into_new = matches!(
                (told, e),
                (Some(Event::ChamberDrawn { pos, .. }), Event::Moved { to, .. }) if pos == to
            );
            if steps_into_new {
                let drawn = lines.len() - 1;
                lines.insert(drawn, l);
            } else {
                lines.push(l);
            }
            match e {
                Event::Exited { seat } => exits.push((*seat, lines.len() - 1)),
                // His chests are opened at the end, and the worth he leaves with counts them:
                // his way out is told after them.
                Event::ChestOpened { seat, .. } => {
                    if let Some(k) = exits.iter().position(|(s, _)| s == seat) {
                        let at = exits[k].1;
                        let exit = lines.remove(at);
                        for x in exits.iter_mut().filter(|x| x.1 > at) {
                            x.1 -= 1;
                        }
                        lines.push(exit);
                        exits[k].1 = lines.len() - 1;
                    }
                }
                _ => {}
            }
            told = Some(e);
        } else {
            told = None;
        }
        s.prev = Some(e);
    }
    lines.join("\n")
}

// One arm per event kind and no catch-all, so a new kind cannot compile before it is
// given to an area; each arm only sends the event to its area.
fn tell(s: &mut Scene, e: &Event) -> Option<String> {
    match e {
        Event::Joined { .. } => setup::narrate(s, e),
        Event::Dealt { .. } => setup::narrate(s, e),
        Event::Left { .. } => setup::narrate(s, e),
        Event::TowerChosen { .. } => setup::narrate(s, e),
        Event::TowerGiven { .. } => setup::narrate(s, e),
        Event::Started => setup::narrate(s, e),
        Event::Reordered(_) => setup::narrate(s, e),
        Event::Configured(_) => setup::narrate(s, e),
        Event::Acted { .. } => organiser::narrate(s, e),
        Event::Replaced { .. } => organiser::narrate(s, e),
        Event::Paused => organiser::narrate(s, e),
        Event::Resumed => organiser::narrate(s, e),
        Event::DeadlineExtended { .. } => organiser::narrate(s, e),
        Event::Asked(_) => turn::narrate(s, e),
        Event::TurnStarted { .. } => turn::narrate(s, e),
        Event::TurnEnded { .. } => turn::narrate(s, e),
        Event::SunRose { .. } => turn::narrate(s, e),
        Event::SunsetRoll { .. } => turn::narrate(s, e),
        Event::TurnLost { .. } => turn::narrate(s, e),
        Event::LoseTurn { .. } => turn::narrate(s, e),
        Event::Moved { .. } => movement::narrate(s, e),
        Event::Teleported { .. } => movement::narrate(s, e),
        Event::ChamberDrawn { .. } => chambers::narrate(s, e),
        Event::Rotated { .. } => chambers::narrate(s, e),
        Event::Searched { .. } => chambers::narrate(s, e),
        Event::FlagSet { .. } => chambers::narrate(s, e),
        Event::CardDrawn { .. } => cards::narrate(s, e),
        Event::Reshuffled { .. } => cards::narrate(s, e),
        Event::CardKept { .. } => cards::narrate(s, e),
        Event::CardReleased { .. } => cards::narrate(s, e),
        Event::LootDiscarded { .. } => cards::narrate(s, e),
        Event::Tested { .. } => rolls::narrate(s, e),
        Event::Prayed { .. } => rolls::narrate(s, e),
        Event::Rolled { .. } => rolls::narrate(s, e),
        Event::Wounded { .. } => rolls::narrate(s, e),
        Event::Healed { .. } => rolls::narrate(s, e),
        Event::DragonDrawn { .. } => treasure::narrate(s, e),
        Event::DragonReset => treasure::narrate(s, e),
        Event::TreasureBurnt { .. } => treasure::narrate(s, e),
        Event::MarkerPlaced { .. } => catacombs::narrate(s, e),
        Event::PassageFound { .. } => catacombs::narrate(s, e),
        Event::Descended { .. } => catacombs::narrate(s, e),
        Event::Resurfaced { .. } => catacombs::narrate(s, e),
        Event::ChamberTurned { .. } => catacombs::narrate(s, e),
        Event::Landed { .. } => catacombs::narrate(s, e),
        Event::RuneDrawn { .. } => runes::narrate(s, e),
        Event::RuneUsed { .. } => runes::narrate(s, e),
        Event::Stasis { .. } => runes::narrate(s, e),
        Event::MonsterAppears { .. } => combat::narrate_meeting(s, e),
        Event::EscapeRolled { .. } => combat::narrate_meeting(s, e),
        Event::TokenPlaced { .. } => combat::narrate_meeting(s, e),
        Event::TokenRemoved { .. } => combat::narrate_meeting(s, e),
        Event::CombatStarted(_) => combat::narrate_fight(s, e),
        Event::MonsterSideSet(_) => combat::narrate_fight(s, e),
        Event::Submitted { .. } => combat::narrate_fight(s, e),
        Event::BotSubmitted { .. } => combat::narrate_fight(s, e),
        Event::ChosenForThem { .. } => combat::narrate_fight(s, e),
        Event::MonsterWounded { .. } => combat::narrate_fight(s, e),
        Event::RoundResolved(_) => combat::narrate_fight(s, e),
        Event::CombatEnded { .. } => combat::narrate_fight(s, e),
        Event::DuelStarted { .. } => duels::narrate(s, e),
        Event::DuelSubmitted { .. } => duels::narrate(s, e),
        Event::DuelRound { .. } => duels::narrate(s, e),
        Event::DuelEnded { .. } => duels::narrate(s, e),
        Event::Plundered { .. } => duels::narrate(s, e),
        Event::MonsterMoved { .. } => servants::narrate(e),
        Event::MonsterAdded { .. } => servants::narrate(e),
        Event::CardBurned { .. } => servants::narrate(e),
        Event::KnockedOut { .. } => endings::narrate(s, e),
        Event::LootOwed { .. } => endings::narrate(s, e),
        Event::Died { .. } => endings::narrate(s, e),
        Event::Exited { .. } => endings::narrate(s, e),
        Event::ChestOpened { .. } => endings::narrate(s, e),
        Event::ImpStole { .. } => endings::narrate(s, e),
        Event::Ended(_) => endings::narrate(s, e),
    }
}

/// What the game is waiting for, addressed to whoever must answer, with the commands.
/// `v` must be the view of the seat being waited on (its legal actions are the commands).
pub fn prompt(v: &View, mention: Mention) -> Option<String> {
    let seat = v.to_act?;
    let hero = &v.seats[seat].hero;
    let m = mention(seat);
    let g = |k: &str, extra: &[(&str, String)]| {
        let mut args: Vec<(&str, String)> = vec![("mention", m.clone())];
        args.extend(extra.iter().cloned());
        t("prompt", k, &args)
    };
    let head = match &v.awaiting {
        None if hero.is_underground() => catacombs::prompt(v, seat, &g)?,
        None => turn::prompt(v, seat, &g),
        Some(
            Awaiting::MoveOn { .. } | Awaiting::SecretDoor { .. } | Awaiting::BridgeEnd { .. },
        ) => movement::prompt(v, &g),
        Some(Awaiting::Bridge { .. } | Awaiting::Web { .. }) => chambers::prompt(v, seat, &g),
        Some(Awaiting::Offer { .. } | Awaiting::Discard { .. }) => cards::prompt(v, &g),
        Some(Awaiting::Test { .. }) => rolls::prompt(v, seat, &g),
        Some(Awaiting::RageReroll { .. } | Awaiting::Retreat { .. }) => treasure::prompt(v, &g),
        Some(
            Awaiting::Descend { .. }
            | Awaiting::Exit { .. }
            | Awaiting::Orient { .. }
            | Awaiting::Landing { .. },
        ) => catacombs::prompt(v, seat, &g)?,
        Some(Awaiting::Warning { .. } | Awaiting::Fortune { .. }) => runes::prompt(v, &g),
        Some(
            Awaiting::Monster { .. }
            | Awaiting::FallenElf { .. }
            | Awaiting::WhichMonster { .. }
            | Awaiting::MonsterTreasure { .. },
        ) => combat::prompt(v, seat, &g)?,
        Some(Awaiting::Combat { .. }) => return combat::combat_prompt(v, mention),
        Some(Awaiting::Duel { .. }) => return duels::duel_prompt(v, mention),
        Some(Awaiting::Spoils { .. }) => duels::prompt(v, &g),
        Some(Awaiting::Servant { .. }) => servants::prompt(v, &g),
        Some(Awaiting::Tower { .. } | Awaiting::LoseLoot { .. } | Awaiting::Breakout { .. }) => {
            endings::prompt(v, seat, &g)
        }
    };
    let mut out = with_options(head, v);
    if v.legal.contains(&Action::Stay) && v.awaiting.is_none() && !hero.is_underground() {
        out.push('\n');
        out.push_str(&treasure::dragon_odds(v));
    }
    Some(out)
}

/// A refusal, with what would be accepted instead.
pub fn refusal(v: &View, r: &Rejection, organiser: &str) -> String {
    use Rejection as R;
    let text = match r {
        R::NotInGame | R::AlreadyJoined | R::GameFull | R::HeroTaken { .. } => setup::refusal(v, r),
        R::TowerTaken { .. } | R::NotStarted | R::AlreadyStarted => setup::refusal(v, r),
        R::TooFewPlayers | R::SoloOnly | R::TooManyRunes { .. } => setup::refusal(v, r),
        R::GameOver | R::NotYourTurn { .. } | R::HeroGone | R::NotNow => turn::refusal(v, r),
        R::NotOrganiser | R::OrganiserOnly | R::NoRound => organiser::refusal(r, organiser),
        R::Paused | R::NotPaused | R::AlreadyPaused | R::NoDeadline => {
            organiser::refusal(r, organiser)
        }
        R::BadSeat | R::UserSeated | R::CannotSkip => organiser::refusal(r, organiser),
        R::Move { .. } => movement::refusal(v, r),
        R::CannotSearch { .. } => chambers::refusal(r),
        R::NoPotion | R::NoImp | R::NoRope | R::NoSuchLoot { .. } => cards::refusal(r),
        R::NoTreasureToExit | R::NotInTreasure => treasure::refusal(r),
        R::NoLootToExit | R::NotInTower => endings::refusal(r),
        R::Underground | R::NoEntrance | R::BadShift { .. } => catacombs::refusal(r),
        R::NoRune { .. } | R::RuneNotNow { .. } | R::RuneNeedsDir { .. } => runes::refusal(v, r),
        R::RuneNoDir { .. } | R::NoWounds | R::NoHealing => runes::refusal(v, r),
        R::CannotEscape { .. } | R::NotInFight | R::NotOffered => combat::refusal(r),
        R::NoSpark | R::CannotFlee | R::CannotFleeHere { .. } | R::NoSuchMonster => {
            combat::refusal(r)
        }
        R::NoSuchSpoil { .. } => duels::refusal(r),
        R::Servant { .. } => servants::refusal(r),
    };
    let shows_options = !matches!(
        r,
        Rejection::NotYourTurn { .. } | Rejection::NotInGame | Rejection::GameOver
    );
    if !shows_options || v.phase != Phase::Playing {
        return text;
    }
    let shown = with_options(text.clone(), v);
    if shown != text {
        return shown;
    }
    // Nothing he may do now (a fight over, his strikes late): whom the game waits on.
    if matches!(r, Rejection::NotNow) && !in_round(v) && !v.awaited.is_empty() {
        let names = turn::awaited_names(v, v.to_act.unwrap_or(v.current));
        return format!(
            "{text}\n{}",
            tr("parse-unknown-waiting", &[("names", names)])
        );
    }
    text
}

/// A fight's (or duel's) round is open: both sides send strikes by DM.
pub(crate) fn in_round(v: &View) -> bool {
    matches!(
        v.awaiting,
        Some(Awaiting::Combat { .. } | Awaiting::Duel { .. })
    )
}

/// A round is open and waits on this viewer's strikes.
pub(crate) fn in_round_for(v: &View) -> bool {
    in_round(v) && v.awaited.contains(&v.actor)
}

/// What a fighter the round waits on is told when he types anything else: strikes go to the
/// bot by DM (`here`, when he is already writing there), and how.
pub(crate) fn strikes_by_dm(here: bool) -> String {
    let key = if here {
        "refusal-strikes-here"
    } else {
        "refusal-strikes-by-dm"
    };
    format!("{}\n{}", tr(key, &[]), tr("combat-template", &[]))
}

pub use crate::lang::clip;

pub use crate::lang::{clean, invisible};
