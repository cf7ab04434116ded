//! The slash commands (`/dq`, `/act`, `/org`) as Discord shows them: each becomes the text
//! typed for it, run by `slash::run_text`; `/dq resend` answers from the organiser directly.

use super::slash::{run_text, SlashReply};
use super::{Context, Error};
use poise::serenity_prelude as serenity;

#[derive(Debug, poise::ChoiceParameter)]
pub enum DirChoice {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum StrikeChoice {
    Melee,
    Ranged,
    Spell,
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum CornerChoice {
    NW,
    NE,
    SE,
    SW,
}

/// DungeonQuest: games and what anyone may see.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "join",
        "tower",
        "start",
        "leave",
        "board_command",
        "status",
        "help",
        "resend",
        "log",
        "dice",
        "export",
        "leaderboard"
    ),
    subcommand_required
)]
pub async fn dq(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a game in this channel; you organise it.
#[poise::command(slash_command)]
async fn new(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq new".into(), false).await
}

/// Take a seat, with a hero or a random one.
#[poise::command(slash_command)]
async fn join(
    ctx: Context<'_>,
    #[description = "Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna"] hero: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq join {}", hero.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Choose your starting Tower Room.
#[poise::command(slash_command)]
async fn tower(
    ctx: Context<'_>,
    #[description = "The corner whose Tower Room you start in"] corner: CornerChoice,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq tower {corner:?}"), false).await
}

/// Start the game (organiser).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq start".into(), false).await
}

/// Leave the game.
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq leave".into(), false).await
}

/// The board as emoji.
#[poise::command(slash_command, rename = "board")]
async fn board_command(
    ctx: Context<'_>,
    #[description = "one emoji per space"] compact: Option<bool>,
) -> Result<(), Error> {
    let text = if compact.unwrap_or(false) {
        "!dq board compact"
    } else {
        "!dq board"
    };
    run_text(ctx, text.into(), false).await
}

/// Sun, turn, and every hero.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq status".into(), false).await
}

/// What you can do now, and the help topics.
#[poise::command(slash_command)]
async fn help(
    ctx: Context<'_>,
    #[description = "A topic: moves, combat, catacombs, options, organiser, campaigns or info"]
    topic: Option<String>,
) -> Result<(), Error> {
    let text = format!("!dq help {}", topic.unwrap_or_default());
    run_text(ctx, text.trim().to_string(), false).await
}

/// Send again whatever you are waiting to answer (only you will see it).
#[poise::command(slash_command, ephemeral)]
async fn resend(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.to_string();
    let replies = {
        let mut org = data.org.lock().await;
        let row = match ctx.guild_id() {
            Some(_) => {
                data.store
                    .active_game(&ctx.channel_id().to_string())
                    .await?
            }
            None => data.store.game_of_user(&user).await?,
        };
        match row {
            Some(row) => {
                org.ensure_loaded(row.id).await?;
                org.pending_for(row.id, &user)
            }
            None => Vec::new(),
        }
    };
    let slash = SlashReply::new(ctx);
    if replies.is_empty() {
        let t = crate::lang::tr("discord-nothing-pending", &[]);
        return slash.answer(&t, None, true).await;
    }
    for r in &replies {
        slash.answer(&r.text, r.ask.as_ref(), true).await?;
    }
    Ok(())
}

/// The last lines of the game.
#[poise::command(slash_command)]
async fn log(
    ctx: Context<'_>,
    #[description = "How many lines (10 if left out)"] lines: Option<u8>,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq log {}", lines.unwrap_or(10)), false).await
}

/// The game's dice, counted.
#[poise::command(slash_command)]
async fn dice(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq dice".into(), false).await
}

/// The game's log as a file.
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq export".into(), false).await
}

/// A campaign's table.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The campaign's name (this game's, or main)"] campaign: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq leaderboard {}", campaign.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Your move, your answer, your strikes.
#[poise::command(
    slash_command,
    subcommands("go", "search", "say", "strikes", "monster"),
    subcommand_required
)]
pub async fn act(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Move one space.
#[poise::command(slash_command, rename = "move")]
async fn go(
    ctx: Context<'_>,
    #[description = "Which way"] direction: DirChoice,
) -> Result<(), Error> {
    run_text(ctx, format!("Move {direction:?}"), false).await
}

/// Search this chamber.
#[poise::command(slash_command)]
async fn search(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "Search".into(), false).await
}

/// Any game command as you would type it (Escape, Attack, Cross, Yes, Exit, Stay...).
#[poise::command(slash_command, rename = "do")]
async fn say(
    ctx: Context<'_>,
    #[description = "The command, e.g. Escape or Cross rope"] command: String,
) -> Result<(), Error> {
    run_text(ctx, command, false).await
}

/// Your strikes for this combat round (sealed: only you see this).
#[poise::command(slash_command, ephemeral)]
async fn strikes(
    ctx: Context<'_>,
    #[description = "Your Standard strike"] standard: StrikeChoice,
    #[description = "Your Brutal strike"] brutal: StrikeChoice,
    #[description = "Your Counter strike"] counter: StrikeChoice,
    #[description = "Use a Spark this round"] spark: Option<bool>,
) -> Result<(), Error> {
    let mut text = format!("S={standard:?} B={brutal:?} C={counter:?}").to_lowercase();
    if spark.unwrap_or(false) {
        text.push_str(" cards=spark");
    }
    run_text(ctx, text, true).await
}

/// Take the monster's part (accept it if offered to you), or hand it to the bot (organiser).
#[poise::command(slash_command)]
async fn monster(
    ctx: Context<'_>,
    #[description = "Organiser: let the bot play the monster"] bot: Option<bool>,
) -> Result<(), Error> {
    let text = if bot.unwrap_or(false) {
        "!dq monster bot"
    } else {
        "!dq monster"
    };
    run_text(ctx, text.into(), false).await
}

/// The organiser's tools.
#[poise::command(
    slash_command,
    subcommands(
        "order", "set", "campaign", "replace", "remove", "skip", "pause", "resume", "end",
        "extend", "undo", "random"
    ),
    subcommand_required,
    rename = "org"
)]
pub async fn org_command(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Turn order before the start: every player, separated by spaces.
#[poise::command(slash_command)]
async fn order(
    ctx: Context<'_>,
    #[description = "Every player's name, in the new order, separated by spaces"] players: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq order {players}"), false).await
}

/// Change a setting before the start.
#[poise::command(slash_command)]
async fn set(
    ctx: Context<'_>,
    #[description = "The setting's name (`!dq settings` lists them)"] key: String,
    #[description = "Its new value"] value: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq set {key} {value}"), false).await
}

/// Count this game for a named campaign.
#[poise::command(slash_command)]
async fn campaign(
    ctx: Context<'_>,
    #[description = "The campaign's name"] name: String,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq campaign {name}"), false).await
}

/// A substitute takes over a seat and its hero.
#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    #[description = "The player who leaves the seat"] player: serenity::User,
    #[description = "Who takes it over"] substitute: serenity::User,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq replace {} <@{}>", player.id, substitute.id),
        false,
    )
    .await
}

/// Take a player out of the game.
#[poise::command(slash_command)]
async fn remove(
    ctx: Context<'_>,
    #[description = "The player to take out"] player: serenity::User,
) -> Result<(), Error> {
    run_text(ctx, format!("!dq remove {}", player.id), false).await
}

/// Skip the current turn.
#[poise::command(slash_command)]
async fn skip(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq skip".into(), false).await
}

/// Pause the game.
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq pause".into(), false).await
}

/// Resume the game.
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq resume".into(), false).await
}

/// End the game now.
#[poise::command(slash_command)]
async fn end(
    ctx: Context<'_>,
    #[description = "Why, in a few words (shown to everyone)"] reason: Option<String>,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq end {}", reason.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

/// Give the current deadline more hours.
#[poise::command(slash_command)]
async fn extend(ctx: Context<'_>, #[description = "Hours to add"] hours: u32) -> Result<(), Error> {
    run_text(ctx, format!("!dq extend {hours}"), false).await
}

/// Undo the last inputs: first a preview, then `confirm: true`.
#[poise::command(slash_command)]
async fn undo(
    ctx: Context<'_>,
    #[description = "How many inputs to undo (1 if left out)"] inputs: Option<u8>,
    #[description = "True to carry out the undo just previewed"] confirm: Option<bool>,
) -> Result<(), Error> {
    let text = if confirm.unwrap_or(false) {
        "!dq undo confirm".to_string()
    } else {
        format!("!dq undo {}", inputs.unwrap_or(1))
    };
    run_text(ctx, text, false).await
}

/// After a round's deadline, random strikes for a side that has not sent them.
#[poise::command(slash_command)]
async fn random(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq random".into(), false).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every slash command and option has a description of its own, and the set is one
    /// Discord accepts.
    #[test]
    fn every_slash_option_is_described() {
        let commands = poise::builtins::create_application_commands(&[dq(), act(), org_command()]);
        let json = serde_json::to_value(&commands).unwrap();
        fn walk(v: &serde_json::Value, path: &str, bad: &mut Vec<String>) {
            for o in v["options"].as_array().into_iter().flatten() {
                let here = format!("{path} {}", o["name"].as_str().unwrap_or("?"));
                let d = o["description"].as_str().unwrap_or("");
                if d.is_empty() || d == "A slash command parameter" || d.chars().count() > 100 {
                    bad.push(here.clone());
                }
                walk(o, &here, bad);
            }
        }
        let mut bad = Vec::new();
        for c in json.as_array().unwrap() {
            walk(c, c["name"].as_str().unwrap(), &mut bad);
        }
        assert!(bad.is_empty(), "options without a description: {bad:?}");
    }
}
