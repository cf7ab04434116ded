//! Buttons: the buttons a DM carries (commands to send, a form's picks), and what a click
//! does (a pick shown on the message, or the answer sent as an input once complete).

use super::asking::{buttons, picks_of};
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
        let its_kind = rest.first() == Some(&"b") || org.asks_with_forms(game);
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
    // The player's answer as text, once it is complete, and the hint its message may carry.
    let (text, hint) = match rest {
        // An offer sent before offers carried their command.
        ["offer", _, "yes"] => ("Accept".to_string(), String::new()),
        ["offer", _, "no"] => ("Decline".to_string(), String::new()),
        ["b", seat, wait, command @ ..] if !command.is_empty() => {
            let command = command.join("|");
            let (Ok(seat), Ok(wait)) = (seat.parse::<usize>(), wait.parse::<usize>()) else {
                return forged(ctx, ci).await;
            };
            let live = data.org.lock().await.pressed(game, seat, wait, &command);
            if !live {
                return passed(ctx, ci).await;
            }
            (command, String::new())
        }
        [_wait, _seat, ..] => match form_click(ctx, data, ci, game, seat, rest).await? {
            Some(answer) => answer,
            None => return Ok(()),
        },
        _ => return forged(ctx, ci).await,
    };
    send_answer(ctx, data, ci, game, text, &hint).await
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

/// A click on a form's message (`rest`: `WAIT|SEAT|ROW|PICK`, `WAIT|SEAT|TOGGLE` or
/// `WAIT|SEAT|ok`), checked against the form the game asks now (`Organiser::form`): the pick
/// shown on the message (None), or the answer (and the form's hint, to take off the message)
/// once Confirm finds a pick in every row.
async fn form_click(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    seat: &str,
    rest: &[&str],
) -> Result<Option<(String, String)>, Error> {
    let [wait, _seat, tail @ ..] = rest else {
        return forged(ctx, ci).await.map(|()| None);
    };
    let Ok(wait) = wait.parse::<u32>() else {
        return forged(ctx, ci).await.map(|()| None);
    };
    let current = {
        let org = data.org.lock().await;
        org.form(game, seat, crate::lang::current())
    };
    let form = match current {
        Some((now, form)) if now == wait => form,
        _ => {
            let text = crate::lang::tr("discord-stale", &[]);
            return update(ctx, ci, text, Vec::new()).await.map(|()| None);
        }
    };
    let hint = form.hint.clone();
    let ask = Ask::Form {
        game,
        wait,
        seat: seat.to_string(),
        form: form.clone(),
        lang: crate::lang::current(),
    };
    let mut picks = picks_of(&ci.message);
    let hints: Vec<&str> = [hint.as_str()]
        .into_iter()
        .filter(|h| !h.is_empty())
        .collect();
    let content = with_hint(&ci.message.content, &hints, "");
    match tail {
        ["ok"] => match form.answer(&picks.rows, &picks.on) {
            Some(t) => return Ok(Some((t, hint))),
            None => {
                let text = with_hint(&content, &[], &hint);
                update(ctx, ci, text, buttons(&ask, &picks)).await?;
            }
        },
        [toggle] if form.toggles.iter().any(|t| t.key == *toggle) => {
            if !picks.on.remove(*toggle) {
                picks.on.insert(toggle.to_string());
            }
            update(ctx, ci, content, buttons(&ask, &picks)).await?;
        }
        [row, pick]
            if form
                .rows
                .iter()
                .any(|r| r.key == *row && r.picks.iter().any(|p| p.key == *pick)) =>
        {
            picks.rows.insert(row.to_string(), pick.to_string());
            update(ctx, ci, content, buttons(&ask, &picks)).await?;
        }
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
    hint: &str,
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
    // The hint a form's message carried goes with its buttons.
    let hints: Vec<&str> = [hint].into_iter().filter(|h| !h.is_empty()).collect();
    let content = with_hint(&ci.message.content, &hints, "");
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

/// A button that sends a command, from a wait that has passed: its message keeps its text
/// and loses its buttons, and the clicker hears why, and where to find what is asked now.
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

    /// A form's buttons: a row of picks for each of its rows, then its toggles and Confirm in
    /// the reader's language; the ids (what a click sends) name the game, the wait, the seat,
    /// the row and the pick, the same in every language; the picks shown green read back.
    #[test]
    fn a_forms_buttons_are_its_rows_then_toggles_and_confirm() {
        use crate::games::{Form, FormRow, Pick, Toggle};
        use crate::lang::Lang;
        let form = Form {
            rows: ["x", "y"]
                .map(|r| FormRow {
                    key: r.into(),
                    name: r.to_uppercase(),
                    picks: ["1", "2", "3"]
                        .map(|p| Pick {
                            key: p.into(),
                            label: format!("{r}{p}"),
                            value: format!("v{p}"),
                        })
                        .to_vec(),
                })
                .to_vec(),
            toggles: vec![Toggle {
                key: "t".into(),
                label: "T".into(),
                text: "t=on".into(),
            }],
            hint: "Pick one in each row.".into(),
        };
        let ask = |lang| Ask::Form {
            game: 3,
            wait: 2,
            seat: "1".into(),
            form: form.clone(),
            lang,
        };
        assert_eq!(
            labels(&ask(Lang::En)),
            ["x1", "x2", "x3", "y1", "y2", "y3", "T", "Confirm"]
        );
        assert_eq!(labels(&ask(Lang::Es)).last().unwrap(), "Confirmar");
        let ids = |ask: &Ask| {
            let rows = serde_json::to_value(buttons(ask, &Picks::default())).unwrap();
            rows.as_array()
                .unwrap()
                .iter()
                .flat_map(|r| r["components"].as_array().unwrap().clone())
                .map(|b| b["custom_id"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&ask(Lang::En)), ids(&ask(Lang::Es)));
        assert_eq!(ids(&ask(Lang::En))[4], "k|3|2|1|y|2");
        assert_eq!(ids(&ask(Lang::En))[6], "k|3|2|1|t");
        assert_eq!(ids(&ask(Lang::En))[7], "k|3|2|1|ok");
        let mut picks = Picks::default();
        picks.rows.insert("x".into(), "3".into());
        picks.rows.insert("y".into(), "1".into());
        picks.on.insert("t".into());
        let rows = serde_json::to_value(buttons(&ask(Lang::En), &picks)).unwrap();
        let green: Vec<String> = rows
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap().clone())
            .filter(|b| b["style"] == 3)
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(green, ["k|3|2|1|x|3", "k|3|2|1|y|1", "k|3|2|1|t"]);
        assert_eq!(
            form.answer(&picks.rows, &picks.on).as_deref(),
            Some("X=v3 Y=v1 t=on")
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
