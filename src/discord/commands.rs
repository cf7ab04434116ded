//! The slash commands (`/dq`, `/act`, `/org`): each becomes the text typed for it, run by
//! `slash::run_text`; `/dq resend` answers from the organiser directly. Their descriptions,
//! choice names and Spanish names are in `locales/*/slash.ftl`, applied by `localise.rs`.

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

/// How `/dq board` shows the board (left out: the game's `board_style`).
#[derive(Debug, poise::ChoiceParameter)]
pub enum StyleChoice {
    Picture,
    Emoji,
    Compact,
}

/// The game `/dq new` opens (left out: DungeonQuest).
#[derive(Debug, poise::ChoiceParameter)]
pub enum GameChoice {
    DungeonQuest,
    #[name = "Dungeon Raiders"]
    Raiders,
    /// Dungeoneer's rules with our own cards.
    #[name = "Hollowdeep"]
    Dungeoneer,
}

/// A Dungeon Raiders card or item, for `/act play`.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum CardChoice {
    #[name = "1"]
    One,
    #[name = "2"]
    Two,
    #[name = "3"]
    Three,
    #[name = "4"]
    Four,
    #[name = "5"]
    Five,
    Key,
    Sword,
    #[name = "Crystal ball"]
    CrystalBall,
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum CornerChoice {
    NW,
    NE,
    SE,
    SW,
}

#[poise::command(
    slash_command,
    subcommands(
        "new",
        "join",
        "hand",
        "tower",
        "start",
        "leave",
        "board_command",
        "status",
        "help",
        "resend",
        "mine",
        "log",
        "dice",
        "export",
        "record",
        "leaderboard"
    ),
    subcommand_required
)]
pub async fn dq(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
async fn new(ctx: Context<'_>, game: Option<GameChoice>) -> Result<(), Error> {
    run_text(ctx, new_text(game).into(), false).await
}

/// What `/dq new` runs: the text typed for the same game.
fn new_text(game: Option<GameChoice>) -> &'static str {
    match game {
        None | Some(GameChoice::DungeonQuest) => "!dq new",
        Some(GameChoice::Raiders) => "!dq new raiders",
        Some(GameChoice::Dungeoneer) => "!dq new dungeoneer",
    }
}

/// `!dq hand`, answered only to the player who asks (a hand is his alone): taken as a DM is.
#[poise::command(slash_command, ephemeral)]
async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq hand".into(), true).await
}

#[poise::command(slash_command)]
async fn join(ctx: Context<'_>, hero: Option<String>) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq join {}", hero.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

#[poise::command(slash_command)]
async fn tower(ctx: Context<'_>, corner: CornerChoice) -> Result<(), Error> {
    run_text(ctx, format!("!dq tower {corner:?}"), false).await
}

#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq start".into(), false).await
}

#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq leave".into(), false).await
}

#[poise::command(slash_command, rename = "board")]
async fn board_command(ctx: Context<'_>, style: Option<StyleChoice>) -> Result<(), Error> {
    let text = match style {
        Some(StyleChoice::Picture) => "!dq board picture",
        Some(StyleChoice::Emoji) => "!dq board emoji",
        Some(StyleChoice::Compact) => "!dq board compact",
        None => "!dq board",
    };
    run_text(ctx, text.into(), false).await
}

#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq status".into(), false).await
}

#[poise::command(slash_command)]
async fn help(ctx: Context<'_>, topic: Option<String>) -> Result<(), Error> {
    let text = format!("!dq help {}", topic.unwrap_or_default());
    run_text(ctx, text.trim().to_string(), false).await
}

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

/// `!dq mine`: the games that wait on the player, on every server, answered to him alone.
#[poise::command(slash_command, ephemeral)]
async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq mine".into(), true).await
}

#[poise::command(slash_command)]
async fn log(ctx: Context<'_>, lines: Option<u8>) -> Result<(), Error> {
    run_text(ctx, format!("!dq log {}", lines.unwrap_or(10)), false).await
}

#[poise::command(slash_command)]
async fn dice(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq dice".into(), false).await
}

#[poise::command(slash_command)]
async fn export(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq export".into(), false).await
}

#[poise::command(slash_command)]
async fn record(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq record".into(), false).await
}

#[poise::command(slash_command)]
async fn leaderboard(ctx: Context<'_>, campaign: Option<String>) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq leaderboard {}", campaign.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

#[poise::command(
    slash_command,
    subcommands("go", "search", "say", "strikes", "monster", "play", "torch"),
    subcommand_required
)]
pub async fn act(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command, rename = "move")]
async fn go(ctx: Context<'_>, direction: DirChoice) -> Result<(), Error> {
    run_text(ctx, format!("Move {direction:?}"), false).await
}

#[poise::command(slash_command)]
async fn search(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "Search".into(), false).await
}

#[poise::command(slash_command, rename = "do")]
async fn say(ctx: Context<'_>, command: String) -> Result<(), Error> {
    run_text(ctx, command, false).await
}

#[poise::command(slash_command, ephemeral)]
async fn strikes(
    ctx: Context<'_>,
    standard: StrikeChoice,
    brutal: StrikeChoice,
    counter: StrikeChoice,
    spark: Option<bool>,
) -> Result<(), Error> {
    let mut text = format!("S={standard:?} B={brutal:?} C={counter:?}").to_lowercase();
    if spark.unwrap_or(false) {
        text.push_str(" cards=spark");
    }
    run_text(ctx, text, true).await
}

// A Dungeon Raiders play, answered only to the player and taken as a DM is: under Speed the
// card stays sealed until everyone's is in.
#[poise::command(slash_command, ephemeral)]
async fn play(ctx: Context<'_>, card: CardChoice) -> Result<(), Error> {
    run_text(ctx, play_text(card).into(), true).await
}

/// What `/act play` runs: the text typed for the same card.
fn play_text(card: CardChoice) -> &'static str {
    match card {
        CardChoice::One => "Play 1",
        CardChoice::Two => "Play 2",
        CardChoice::Three => "Play 3",
        CardChoice::Four => "Play 4",
        CardChoice::Five => "Play 5",
        CardChoice::Key => "Play key",
        CardChoice::Sword => "Play sword",
        CardChoice::CrystalBall => "Play crystal ball",
    }
}

// Dungeon Raiders' torch: what it shows is the player's alone.
#[poise::command(slash_command, ephemeral)]
async fn torch(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "Use torch".into(), true).await
}

#[poise::command(slash_command)]
async fn monster(ctx: Context<'_>, bot: Option<bool>) -> Result<(), Error> {
    let text = if bot.unwrap_or(false) {
        "!dq monster bot"
    } else {
        "!dq monster"
    };
    run_text(ctx, text.into(), false).await
}

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

#[poise::command(slash_command)]
async fn order(ctx: Context<'_>, players: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq order {players}"), false).await
}

#[poise::command(slash_command)]
async fn set(ctx: Context<'_>, key: String, value: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq set {key} {value}"), false).await
}

#[poise::command(slash_command)]
async fn campaign(ctx: Context<'_>, name: String) -> Result<(), Error> {
    run_text(ctx, format!("!dq campaign {name}"), false).await
}

#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    player: serenity::User,
    substitute: serenity::User,
) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq replace {} <@{}>", player.id, substitute.id),
        false,
    )
    .await
}

#[poise::command(slash_command)]
async fn remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    run_text(ctx, format!("!dq remove {}", player.id), false).await
}

#[poise::command(slash_command)]
async fn skip(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq skip".into(), false).await
}

#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq pause".into(), false).await
}

#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq resume".into(), false).await
}

#[poise::command(slash_command)]
async fn end(ctx: Context<'_>, reason: Option<String>) -> Result<(), Error> {
    run_text(
        ctx,
        format!("!dq end {}", reason.unwrap_or_default())
            .trim()
            .to_string(),
        false,
    )
    .await
}

#[poise::command(slash_command)]
async fn extend(ctx: Context<'_>, hours: u32) -> Result<(), Error> {
    run_text(ctx, format!("!dq extend {hours}"), false).await
}

#[poise::command(slash_command)]
async fn undo(ctx: Context<'_>, inputs: Option<u8>, confirm: Option<bool>) -> Result<(), Error> {
    let text = if confirm.unwrap_or(false) {
        "!dq undo confirm".to_string()
    } else {
        format!("!dq undo {}", inputs.unwrap_or(1))
    };
    run_text(ctx, text, false).await
}

#[poise::command(slash_command)]
async fn random(ctx: Context<'_>) -> Result<(), Error> {
    run_text(ctx, "!dq random".into(), false).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Kind;
    use crate::manage::{parse, Manage};

    /// `/dq new game:` runs what typing the game's `!dq new` runs, and `/dq play card:` what
    /// typing its play does.
    #[test]
    fn the_game_chosen_opens_as_typed() {
        assert_eq!(parse(new_text(None)), Some(Ok(Manage::New)));
        assert_eq!(new_text(Some(GameChoice::DungeonQuest)), "!dq new");
        assert_eq!(
            parse(new_text(Some(GameChoice::Raiders))),
            Some(Ok(Manage::NewOf {
                game: "raiders".into()
            }))
        );
        for card in [
            CardChoice::One,
            CardChoice::Two,
            CardChoice::Three,
            CardChoice::Four,
            CardChoice::Five,
            CardChoice::Key,
            CardChoice::Sword,
            CardChoice::CrystalBall,
        ] {
            assert!(Kind::Raiders.reads_as_play(play_text(card)), "{card:?}");
            assert!(
                !Kind::DungeonQuest.reads_as_play(play_text(card)),
                "{card:?}"
            );
        }
        assert_eq!(Kind::named("raiders"), Some(Kind::Raiders));
    }
}
