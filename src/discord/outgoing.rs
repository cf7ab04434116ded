//! Every text the bot sends is built into a request here and nowhere else (a unit test reads
//! every file of `src/discord/` to hold that): posts, DMs, edits, interaction answers,
//! follow-ups and button updates. A text is cut into `Piece`s of at most 2,000 code points at
//! line ends (`split_message`); what cannot be split (an edit, a button's update) is refused
//! with an error instead of reaching Discord; an empty text is never sent.

use super::Error;
use crate::organiser::{split_message, Attachment, MESSAGE_LIMIT};
use poise::serenity_prelude::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup,
    CreateMessage, EditAttachments, EditInteractionResponse, EditMessage, UserId,
};
use std::collections::VecDeque;

/// A text that fits in one Discord message, not empty: made only by `pieces`, `one` and
/// `take_message`.
pub(super) struct Piece(String);

impl Piece {
    /// The text, to queue or join (a `Piece` is made only here).
    pub(super) fn text(self) -> String {
        self.0
    }
}

/// `text` as the messages it needs.
pub(super) fn pieces(text: &str) -> Vec<Piece> {
    split_message(text)
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .map(Piece)
        .collect()
}

/// `text` as one message, or an error saying why it cannot be.
pub(super) fn one(text: &str) -> Result<Piece, Error> {
    let n = text.chars().count();
    if n > MESSAGE_LIMIT {
        return Err(format!(
            "a text of {n} characters cannot go as one message (Discord's limit is {MESSAGE_LIMIT})"
        )
        .into());
    }
    if text.trim().is_empty() {
        return Err("an empty text cannot be sent".into());
    }
    Ok(Piece(text.to_string()))
}

/// The first waiting texts (at most `max` of them) that fit in one message together, joined
/// by line breaks, and how many were taken (None: nothing waits, or `max` is 0).
pub(super) fn take_message(outbox: &mut VecDeque<Piece>, max: u64) -> Option<(Piece, u64)> {
    if max == 0 {
        return None;
    }
    let Piece(mut text) = outbox.pop_front()?;
    let mut len = text.chars().count();
    let mut taken = 1;
    while let Some(next) = outbox.front() {
        let n = next.0.chars().count();
        if taken >= max || len + 1 + n > MESSAGE_LIMIT {
            break;
        }
        text.push('\n');
        text.push_str(&next.0);
        len += 1 + n;
        taken += 1;
        outbox.pop_front();
    }
    Some((Piece(text), taken))
}

pub(super) fn message(p: Piece) -> CreateMessage {
    CreateMessage::new()
        .allowed_mentions(allowed(&p.0))
        .content(p.0)
}

/// A board picture drawn: the PNG and its alt text.
pub(super) type Drawn = (Vec<u8>, String);

/// The messages `text` needs; `rows` (buttons), `file` and the board `picture` go with the
/// last. A file or picture alone goes with no text.
pub(super) fn messages(
    text: &str,
    rows: Option<Vec<CreateActionRow>>,
    file: Option<&Attachment>,
    picture: Option<Drawn>,
) -> Vec<CreateMessage> {
    let mut out: Vec<CreateMessage> = pieces(text).into_iter().map(message).collect();
    if out.is_empty() && (rows.is_some() || file.is_some() || picture.is_some()) {
        out.push(CreateMessage::new().allowed_mentions(allowed("")));
    }
    if let Some(last) = out.pop() {
        let mut last = last;
        if let Some(rows) = rows {
            last = last.components(rows);
        }
        if let Some(f) = file {
            last = last.add_file(CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
        }
        if let Some((png, alt)) = picture {
            last = last.add_file(picture_file(png, &alt));
        }
        out.push(last);
    }
    out
}

pub(super) fn edit_message(p: Piece) -> EditMessage {
    EditMessage::new()
        .allowed_mentions(allowed(&p.0))
        .content(p.0)
}

/// A board picture as an attachment: the PNG and its alt text (the description).
fn picture_file(png: Vec<u8>, alt: &str) -> CreateAttachment {
    CreateAttachment::bytes(png, crate::organiser::Picture::FILE_NAME).description(alt)
}

/// An edit to `p` whose attachments become the board picture alone (the old one goes).
pub(super) fn edit_with_picture(p: Piece, png: Vec<u8>, alt: &str) -> EditMessage {
    edit_message(p).attachments(EditAttachments::new().add(picture_file(png, alt)))
}

/// A slash command's deferred answer edited to `p` (none: the picture alone) with the board
/// picture attached.
pub(super) fn original_with_picture(
    p: Option<Piece>,
    png: Vec<u8>,
    alt: &str,
) -> EditInteractionResponse {
    original_or_bare(p).new_attachment(picture_file(png, alt))
}

/// A slash command's deferred answer edited to `p` (none: the file alone) with `file`
/// attached (a game's board picture or its record).
pub(super) fn original_with_file(p: Option<Piece>, file: &Attachment) -> EditInteractionResponse {
    original_or_bare(p).new_attachment(CreateAttachment::bytes(
        file.bytes.clone(),
        file.name.clone(),
    ))
}

fn original_or_bare(p: Option<Piece>) -> EditInteractionResponse {
    match p {
        Some(p) => original(p, Vec::new()),
        None => EditInteractionResponse::new().allowed_mentions(allowed("")),
    }
}

/// An interaction's own message (a button's, or a slash command's deferred answer) edited
/// to `p`, with `rows` as its buttons (none: the buttons go).
pub(super) fn original(p: Piece, rows: Vec<CreateActionRow>) -> EditInteractionResponse {
    EditInteractionResponse::new()
        .allowed_mentions(allowed(&p.0))
        .content(p.0)
        .components(rows)
}

pub(super) fn followup(p: Piece, ephemeral: bool) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .allowed_mentions(allowed(&p.0))
        .content(p.0)
        .ephemeral(ephemeral)
}

/// Who a text may ping: exactly the users the bot calls in it (`<@ID>`, as the organiser
/// writes a mention), never @everyone, @here or a role. A name or anything a user wrote cannot
/// call anyone: names are text (`lang::clean` takes out `<`, `@` and the rest of Discord's
/// markup) and quoted words lose their `@` (`lang::clip`).
fn allowed(text: &str) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .users(called(text).into_iter().map(UserId::new))
        .empty_roles()
        .everyone(false)
}

/// The user ids a text mentions as `<@ID>` or `<@!ID>`, each once, in order.
pub(super) fn called(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("<@") {
        let rest = text[i + 2..].trim_start_matches('!');
        let digits: &str = &rest[..rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len())];
        let closed = rest[digits.len()..].starts_with('>');
        if let (true, Ok(id)) = (closed, digits.parse::<u64>()) {
            if id != 0 && !out.contains(&id) {
                out.push(id);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::asking::{buttons, Picks};
    use crate::discord::lanes::Lanes;
    use crate::organiser::{Ask, Reply, Target};

    /// A message pings exactly the users it calls as `<@ID>`: not a role, not @everyone, not
    /// an id half written.
    #[test]
    fn a_text_pings_exactly_the_users_it_calls() {
        let text = "<@12>, your turn. <@!34> too; <@12> again. <@&56> <@> <@7 <@x> @everyone";
        assert_eq!(called(text), vec![12, 34]);
        assert_eq!(called("nobody here"), Vec::<u64>::new());
    }

    /// Every request carrying a text is built in `outgoing.rs`, which holds Discord's limit:
    /// no other file of `src/discord/` sets a message's content.
    #[test]
    fn every_text_leaves_through_the_outgoing_section() {
        let mut files = Vec::new();
        let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/discord")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    files.push(path);
                }
            }
        }
        assert!(
            files.len() > 5,
            "the adapter's files were not found: {files:?}"
        );
        let setter = [".", "content("].concat();
        let mut inside = false;
        for path in &files {
            let src = std::fs::read_to_string(path).unwrap();
            let code = src.split("#[cfg(test)]").next().unwrap();
            if path.ends_with("discord/outgoing.rs") {
                inside = code.contains(&setter);
                continue;
            }
            let name = path.display();
            assert!(
                !code.contains(&setter),
                "a text is set in {name}, outside outgoing.rs"
            );
            for raw in [
                "CreateInteractionResponseMessage",
                "poise::CreateReply",
                "ctx.send(",
            ] {
                assert!(!code.contains(raw), "{raw} in {name} bypasses outgoing.rs");
            }
        }
        assert!(inside, "outgoing.rs builds the texts");
    }

    /// A long text becomes several messages (buttons and file with the last); what cannot
    /// be split is refused; nothing empty is sent; outboxes never hold an over-long text.
    #[test]
    fn long_texts_are_split_and_what_cannot_be_split_is_refused() {
        let long = format!(
            "{}\n{}\n{}",
            "a".repeat(1500),
            "b".repeat(1500),
            "c".repeat(10)
        );
        let yes_no = ["Accept", "Decline"].map(|c| crate::games::Button {
            label: c.into(),
            command: c.into(),
            tone: crate::games::Tone::Plain,
        });
        let ask = Ask::Buttons {
            game: 1,
            seat: 0,
            wait: 3,
            buttons: yes_no.to_vec(),
            lang: crate::lang::Lang::En,
        };
        let msgs = messages(&long, Some(buttons(&ask, &Picks::default())), None, None);
        assert_eq!(msgs.len(), 2);
        let body = |m: &CreateMessage| serde_json::to_value(m).unwrap();
        assert!(body(&msgs[0])["components"].is_null());
        assert_eq!(
            body(&msgs[1])["components"][0]["components"]
                .as_array()
                .unwrap()
                .len(),
            2
        );
        for m in &msgs {
            assert!(body(m)["content"].as_str().unwrap().chars().count() <= MESSAGE_LIMIT);
        }
        assert!(messages("  \n", None, None, None).is_empty());
        assert!(one(&"x".repeat(MESSAGE_LIMIT + 1)).is_err());
        assert!(one("").is_err());
        assert_eq!(one("fits").unwrap().0, "fits");
        let lanes = Lanes::default();
        let mut replies = vec![Reply::say(Target::Channel("1".into()), "y".repeat(4_500))];
        let t = lanes.ticket(&mut replies, "a", true);
        let outbox = t.outbox.lock().unwrap();
        assert_eq!(outbox.pieces.len(), 3);
        assert!(outbox
            .pieces
            .iter()
            .all(|x| x.0.chars().count() <= MESSAGE_LIMIT));
    }
}
