//! Buttons: the strikes and offer buttons a DM carries, and what a click does (a pick shown
//! on the message, or the answer sent as an input once complete).

use super::asking::{buttons, picks_of, picks_text, SLOTS};
use super::delivery::{deliver, followups, Ephemeral};
use super::outgoing::{one, original};
use super::{Data, Error};
use crate::organiser::{Ask, Input, Reply};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateActionRow, UserId};

/// A strikes message's text with `hint` as its last line, in place of any earlier hint (a
/// player pressing Confirm again and again does not make the message grow).
fn with_hint(content: &str, hints: &[&str], hint: &str) -> String {
    let mut base = content;
    while let Some(b) = hints
        .iter()
        .find_map(|h| base.strip_suffix(h).and_then(|b| b.strip_suffix('\n')))
    {
        base = b;
    }
    if hint.is_empty() {
        base.to_string()
    } else {
        format!("{base}\n{hint}")
    }
}

/// A click: acknowledged at once, then checked (a button of this game, of the clicker's own
/// seat), and either shown on the message (a strike picked) or sent as the answer.
pub(super) async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
) -> Result<(), Error> {
    // Acknowledge at once, whatever waits (Discord allows 3 seconds); the message is then
    // updated, or the clicker answered, when the click's turn comes.
    ci.defer(&ctx.http).await?;
    let id = ci.data.custom_id.clone();
    let parts: Vec<&str> = id.split('|').collect();
    let (game, rest) = match parts.as_slice() {
        ["k", g, rest @ ..] => match g.parse::<i64>() {
            Ok(g) => (g, rest.to_vec()),
            Err(_) => return forged(ctx, ci).await,
        },
        _ => return forged(ctx, ci).await,
    };
    // The button belongs to one seat (or the organiser): nobody else may press it.
    let seat = match rest.as_slice() {
        ["offer", seat, _] | [_, seat, ..] => seat.to_string(),
        _ => return forged(ctx, ci).await,
    };
    let user = ci.user.id.to_string();
    let (owner, lang) = {
        let mut org = data.org.lock().await;
        org.ensure_loaded(game).await?;
        let lang = org.reads(game, &user, Some(&ci.locale)).await?;
        // A game's buttons are the ones it asks with: those that carry their command (`b`)
        // at any game; strikes (and offers sent before the offer carried its command) only
        // where the game asks so.
        let its_kind = rest.first() == Some(&"b") || !org.asks_only_with_buttons(game);
        (org.owns_seat(game, &user, &seat).filter(|_| its_kind), lang)
    };
    // What the bot says of the click is in the clicker's language, as his DMs are.
    crate::lang::scope(lang, async {
        match owner {
            None => forged(ctx, ci).await,
            Some(false) => {
                let text = crate::lang::tr("discord-not-yours", &[]);
                followups(ctx, &ci.token, &text, None, true).await
            }
            Some(true) => answer_click(ctx, data, ci, game, &seat, &rest).await,
        }
    })
    .await
}

/// A click on one's own button: the pick shown, or the answer sent.
async fn answer_click(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    seat: &str,
    rest: &[&str],
) -> Result<(), Error> {
    let pick_all = crate::lang::tr("discord-pick-all", &[]);
    // The player's answer as text, once it is complete.
    let text = match rest {
        ["offer", _, "yes"] => "Accept".to_string(),
        ["offer", _, "no"] => "Decline".to_string(),
        ["b", seat, wait, command @ ..] if !command.is_empty() => {
            let command = command.join("|");
            let (Ok(seat), Ok(wait)) = (seat.parse::<usize>(), wait.parse::<usize>()) else {
                return forged(ctx, ci).await;
            };
            let live = data.org.lock().await.pressed(game, seat, wait, &command);
            if !live {
                return passed(ctx, ci).await;
            }
            command
        }
        [_round, _seat, ..] => {
            match strikes_click(ctx, data, ci, game, seat, rest, &pick_all).await? {
                Some(text) => text,
                None => return Ok(()),
            }
        }
        _ => return forged(ctx, ci).await,
    };
    send_answer(ctx, data, ci, game, text, &pick_all).await
}

/// The clicked message's new text and buttons.
async fn update(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), Error> {
    ci.edit_response(&ctx.http, original(one(&text)?, rows))
        .await?;
    Ok(())
}

/// A click on a strikes message (`rest`: `ROUND|SEAT|SLOT|STRIKE`, `ROUND|SEAT|spark` or
/// `ROUND|SEAT|ok`): the pick shown on the message (None), or the strikes as the player's
/// answer once Confirm finds a strike in every row.
async fn strikes_click(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    seat: &str,
    rest: &[&str],
    pick_all: &str,
) -> Result<Option<String>, Error> {
    let [round, _seat, tail @ ..] = rest else {
        return forged(ctx, ci).await.map(|()| None);
    };
    let Ok(round) = round.parse::<u32>() else {
        return forged(ctx, ci).await.map(|()| None);
    };
    let current = {
        let org = data.org.lock().await;
        org.open_round(game)
    };
    if current != Some(round) {
        let text = crate::lang::tr("discord-stale", &[]);
        return update(ctx, ci, text, Vec::new()).await.map(|()| None);
    }
    let spark = ci.message.components.iter().flat_map(|r| &r.components).any(|c| {
        matches!(c, serenity::ActionRowComponent::Button(b) if matches!(&b.data, serenity::ButtonKind::NonLink { custom_id, .. } if custom_id.ends_with("|spark")))
    });
    let ask = Ask::Strikes {
        game,
        round,
        seat: seat.to_string(),
        spark,
        lang: crate::lang::current(),
    };
    let mut picks = picks_of(&ci.message);
    let content = with_hint(&ci.message.content, &[pick_all], "");
    match tail {
        ["spark"] => {
            picks.spark = !picks.spark;
            update(ctx, ci, content, buttons(&ask, &picks)).await?;
        }
        [slot, strike] => {
            let Some(i) = SLOTS.iter().position(|s| s.to_string() == *slot) else {
                return forged(ctx, ci).await.map(|()| None);
            };
            picks.slots[i] = strike.chars().next();
            update(ctx, ci, content, buttons(&ask, &picks)).await?;
        }
        ["ok"] => match picks_text(&picks) {
            Some(t) => return Ok(Some(t)),
            None => {
                let text = with_hint(&content, &[], pick_all);
                update(ctx, ci, text, buttons(&ask, &picks)).await?;
            }
        },
        _ => forged(ctx, ci).await?,
    }
    Ok(None)
}

/// The player's answer (`Accept`, `Decline`, or strikes) at `game`, whose button it is:
/// applied as an input first, then the buttons go from the message, and the answer is
/// answered in its lane's turn. The edit is cosmetic: if Discord fails it (a 5xx, a network
/// blip), the answer stands all the same.
async fn send_answer(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    text: String,
    pick_all: &str,
) -> Result<(), Error> {
    let done = crate::lang::tr("discord-sent", &[("answer", text.clone())]);
    // Taken as a DM is, for the button's own game (not the clicker's newest).
    let via = data.store.game(game).await?.map(|row| row.channel);
    let input = Input {
        locale: Some(ci.locale.clone()),
        source_id: Some(ci.id.to_string()),
        channel: None,
        via,
        server: ci
            .guild_id
            .map_or_else(|| "dm".to_string(), |g| g.to_string()),
        user: ci.user.id.to_string(),
        name: ci
            .user
            .global_name
            .clone()
            .unwrap_or_else(|| ci.user.name.clone()),
        admin: false,
        text,
    };
    let user = input.user.clone();
    let (replies, mut ticket) = {
        let mut org = data.org.lock().await;
        let mut replies = org.handle(input).await?;
        let ticket = data.lanes.ticket(&mut replies, &user, true);
        (replies, ticket)
    };
    // The buttons go: the answer is in.
    let content = with_hint(&ci.message.content, &[pick_all], "");
    if let Err(e) = update(ctx, ci, with_hint(&content, &[], &done), Vec::new()).await {
        tracing::warn!("taking the buttons off a clicked message (the answer stands): {e}");
    }
    ticket.turn().await;
    // A click in a DM is answered by DM, as any DM: a prompt with buttons must still be there
    // tomorrow, and only-you messages are gone after the session. A click in a server channel
    // (a player whose DMs are closed) is answered only to the clicker, there.
    let private: Option<(&UserId, &dyn Ephemeral)> = match ci.guild_id {
        Some(_) => Some((&ci.user.id, ci)),
        None => None,
    };
    deliver(data.out(ctx), replies, private, Some(&ticket)).await
}

/// A seated game's button from a wait that has passed: its message keeps its text and loses
/// its buttons, and the clicker hears why, and where to find what he may play now.
async fn passed(ctx: &serenity::Context, ci: &ComponentInteraction) -> Result<(), Error> {
    if let Err(e) = update(ctx, ci, ci.message.content.clone(), Vec::new()).await {
        tracing::warn!("taking stale buttons off a message: {e}");
    }
    let text = crate::lang::tr("discord-stale-buttons", &[]);
    followups(ctx, &ci.token, &text, None, true).await
}

/// A button of no game this bot knows: said in the clicker's language if one is in force,
/// else his Discord client's.
async fn forged(ctx: &serenity::Context, ci: &ComponentInteraction) -> Result<(), Error> {
    let lang = crate::lang::chosen()
        .or_else(|| crate::lang::Lang::from_discord(&ci.locale))
        .unwrap_or_default();
    let text = crate::lang::text(lang, "discord-forged", &[]);
    followups(ctx, &ci.token, &text, None, true).await
}

#[serenity::async_trait]
impl Ephemeral for ComponentInteraction {
    async fn say(&self, ctx: &serenity::Context, r: &Reply) -> Result<(), Error> {
        followups(ctx, &self.token, &r.text, r.ask.as_ref(), true).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::asking::Picks;

    /// A strikes message keeps one hint however often Confirm is pressed early.
    #[test]
    fn a_hint_replaces_the_last_one() {
        let hint = "Pick one strike in each row, then Confirm.";
        let mut text = "⚔️ Round 1".to_string();
        for _ in 0..30 {
            text = with_hint(&text, &[hint], hint);
        }
        assert_eq!(text, format!("⚔️ Round 1\n{hint}"));
        assert_eq!(with_hint(&text, &[hint], ""), "⚔️ Round 1");
    }

    fn labels(ask: &Ask) -> Vec<String> {
        let rows = serde_json::to_value(buttons(ask, &Picks::default())).unwrap();
        let mut out = Vec::new();
        for row in rows.as_array().unwrap() {
            for b in row["components"].as_array().unwrap() {
                out.push(b["label"].as_str().unwrap().to_string());
            }
        }
        out
    }

    /// The buttons speak their reader's language, each label within Discord's 80; the ids
    /// (what a click sends) are the same in every language, and a full pick reads back as
    /// the same answer.
    #[test]
    fn the_buttons_speak_their_readers_language() {
        use crate::lang::Lang;
        let strikes = |lang| Ask::Strikes {
            game: 3,
            round: 2,
            seat: "1".into(),
            spark: true,
            lang,
        };
        let en = labels(&strikes(Lang::En));
        let es = labels(&strikes(Lang::Es));
        assert_eq!(en.len(), 11);
        assert_eq!(en[0], "Standard: Melee");
        assert_eq!(en[10], "Confirm");
        assert_eq!(es[0], "Estándar: Cuerpo a cuerpo");
        assert_eq!(es[8], "Contraataque: Hechizo");
        assert_eq!(es[9], "Usar Chispa");
        assert_eq!(es[10], "Confirmar");
        for l in en.iter().chain(&es) {
            assert!(l.chars().count() <= 80, "{l}");
        }
        let ids = |ask: &Ask| {
            serde_json::to_value(buttons(ask, &Picks::default())).unwrap()[0]["components"][0]
                ["custom_id"]
                .clone()
        };
        assert_eq!(ids(&strikes(Lang::En)), ids(&strikes(Lang::Es)));
        let picks = Picks {
            slots: [Some('m'), Some('r'), Some('p')],
            spark: true,
        };
        assert_eq!(
            picks_text(&picks).as_deref(),
            Some("S=melee B=ranged C=spell cards=spark")
        );
    }

    /// A seated game's buttons: five to a row, each id naming the game, the seat, the wait
    /// and the command it sends, within Discord's 100 characters.
    #[test]
    fn a_seated_games_buttons_carry_their_commands() {
        use crate::games::Button;
        let ask = Ask::Buttons {
            game: 12,
            seat: 2,
            wait: 40,
            buttons: (1..=7)
                .map(|v| Button {
                    label: format!("Play {v}"),
                    command: format!("Play {v}"),
                    tone: crate::games::Tone::Plain,
                })
                .collect(),
            lang: crate::lang::Lang::En,
        };
        let rows = serde_json::to_value(buttons(&ask, &Picks::default())).unwrap();
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["components"].as_array().unwrap().len(), 5);
        assert_eq!(rows[1]["components"][1]["custom_id"], "k|12|b|2|40|Play 7");
        assert_eq!(labels(&ask)[6], "Play 7");
        let longest = format!(
            "k|{}|b|99|{}|{}",
            i64::MAX,
            u32::MAX,
            "x".repeat(Button::MAX_COMMAND)
        );
        assert!(longest.chars().count() <= 100, "{longest}");
    }
}
