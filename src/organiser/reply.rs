//! What the organiser answers: `Reply`s to a channel or a DM (with a file, the board, or a
//! question an adapter may offer buttons for), cut to Discord's message limit.

use crate::engine::View;
use crate::render;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Channel(String),
    Dm(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub target: Target,
    pub text: String,
    /// A file sent with the message (an export).
    pub file: Option<Attachment>,
    /// This message is the game's board: an adapter that can edits one board message in place.
    pub board: Option<i64>,
    /// The DM asks its reader to choose: an adapter that can offers buttons.
    pub ask: Option<Ask>,
    /// A board picture to draw and attach: the adapter draws it (`Picture::png`) off its
    /// event loop; the organiser only says what to draw.
    pub picture: Option<Picture>,
}

/// What a board picture shows: the view it is drawn from and the language of its words.
#[derive(Clone, Debug)]
pub struct Picture {
    pub view: std::sync::Arc<View>,
    pub lang: crate::lang::Lang,
}

impl Picture {
    /// The PNG, and the alt text for the attachment's description. CPU work (a few ms): an
    /// async adapter calls it inside `spawn_blocking`.
    pub fn draw(&self) -> (Vec<u8>, String) {
        (
            crate::picture::png(&self.view, self.lang),
            crate::picture::alt_text(&self.view, self.lang),
        )
    }

    /// The attachment's file name.
    pub const FILE_NAME: &'static str = "board.png";
}

impl PartialEq for Picture {
    /// The same picture: the same language and a view that serialises the same.
    fn eq(&self, other: &Picture) -> bool {
        self.lang == other.lang
            && serde_json::to_value(&*self.view).ok() == serde_json::to_value(&*other.view).ok()
    }
}

impl Eq for Picture {}

/// What a private message asks for, so an adapter can offer buttons for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// This round's strikes (`round` is 1-based); `spark`: a Spark may be used. `seat` is who
    /// must answer: a seat number, or "o" for the organiser.
    Strikes {
        game: i64,
        round: u32,
        seat: String,
        spark: bool,
    },
    /// Take or turn down the monster's part.
    Offer { game: i64, seat: String },
}

impl Reply {
    pub fn say(target: Target, text: String) -> Reply {
        Reply {
            target,
            text,
            file: None,
            board: None,
            ask: None,
            picture: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// Discord refuses messages over 2,000 code points; split at line ends below that.
pub const MESSAGE_LIMIT: usize = 2000;

pub fn split_message(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0;
    for line in text.lines() {
        let n = line.chars().count();
        if cur_len > 0 && cur_len + 1 + n > MESSAGE_LIMIT {
            out.push(std::mem::take(&mut cur));
            cur_len = 0;
        }
        if n > MESSAGE_LIMIT {
            // A single over-long line: cut between code points.
            let chars: Vec<char> = line.chars().collect();
            for chunk in chars.chunks(MESSAGE_LIMIT) {
                out.push(chunk.iter().collect());
            }
            continue;
        }
        if cur_len > 0 {
            cur.push('\n');
            cur_len += 1;
        }
        cur.push_str(line);
        cur_len += n;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The board as a message that adapters may keep as one message, edited in place.
pub(super) fn board_reply(target: &Target, id: i64, v: &View) -> Reply {
    let mut r = Reply::say(target.clone(), render::board(v, false));
    r.board = Some(id);
    if v.settings.board_style.has_picture() {
        r.picture = Some(Picture {
            view: std::sync::Arc::new(v.clone()),
            lang: crate::lang::current(),
        });
    }
    r
}

/// The board as `style` shows it (the game's `board_style` unless one was asked for): its
/// text (the emoji grid or the compact board; none for the picture alone) and, for a style
/// with a picture, the picture to draw on the last message.
pub(super) fn board_in_style(
    target: &Target,
    v: &View,
    style: crate::engine::BoardStyle,
    lang: crate::lang::Lang,
) -> Vec<Reply> {
    use crate::engine::BoardStyle;
    let text = match style {
        BoardStyle::Picture => String::new(),
        BoardStyle::Emoji => render::board(v, false),
        BoardStyle::Compact | BoardStyle::PictureCompact => render::board(v, true),
    };
    let mut out = render_split(target, &text);
    if style.has_picture() {
        if out.is_empty() {
            out.push(Reply::say(target.clone(), String::new()));
        }
        if let Some(last) = out.last_mut() {
            last.picture = Some(Picture {
                view: std::sync::Arc::new(v.clone()),
                lang,
            });
        }
    }
    out
}

pub(super) fn render_split(target: &Target, text: &str) -> Vec<Reply> {
    split_message(text)
        .into_iter()
        .map(|t| Reply {
            target: target.clone(),
            text: t,
            file: None,
            board: None,
            ask: None,
            picture: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_messages_split_at_line_ends_and_never_inside_a_glyph() {
        let line = "🟫".repeat(39);
        let text = vec![line.clone(); 80].join("\n");
        let parts = split_message(&text);
        assert!(parts.len() > 1);
        for p in &parts {
            assert!(p.chars().count() <= MESSAGE_LIMIT);
            assert!(p.lines().all(|l| l == line));
        }
        let long = "é".repeat(4500);
        let parts = split_message(&long);
        assert_eq!(parts.iter().map(|p| p.chars().count()).sum::<usize>(), 4500);
    }
}
