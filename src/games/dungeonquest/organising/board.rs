//! DungeonQuest's board, as its channel is shown it: in the game's `board_style` (the emoji
//! grid, the compact board, the picture, or both), kept pinned or posted each turn
//! (`board_post`), never cut between two messages.

use crate::games::dungeonquest::engine::View;
use crate::games::dungeonquest::render;
use crate::organiser::desk::reply::render_split;
use crate::organiser::desk::{Board, Picture, Reply, Target, MESSAGE_LIMIT};

/// `text` (what happened, who is next) with the game's board, as the game's `board_post`
/// and `board_style` say: for `pinned`, `text` and then the kept board message (its text in
/// the style, the picture if the style has one); for `each_turn`, the board's text after
/// `text` and the picture on the last message, so an ordinary move is one post.
pub(super) fn with_board(target: &Target, id: i64, v: &View, text: &str) -> Vec<Reply> {
    use crate::games::dungeonquest::engine::BoardPost;
    let style = v.settings.board_style;
    let picture = style
        .has_picture()
        .then(|| Picture::of(v.clone(), crate::lang::current()));
    let mut out = match v.settings.board_post {
        BoardPost::Pinned => {
            let mut out = render_split(target, text);
            let mut r = Reply::say(target.clone(), board_text(v, style, true));
            r.board = Some(Board::Kept(id));
            r.picture = picture;
            out.push(r);
            out
        }
        BoardPost::EachTurn => {
            // The board joins the turn's text when both fit in one message; otherwise it
            // goes whole in a message of its own, never cut between two.
            let board = board_text(v, style, false);
            let fits = text.chars().count() + 1 + board.chars().count() <= MESSAGE_LIMIT;
            let mut out = if fits || text.trim().is_empty() || board.trim().is_empty() {
                let text = [text, &board]
                    .into_iter()
                    .filter(|t| !t.trim().is_empty())
                    .collect::<Vec<_>>()
                    .join("\n");
                render_split(target, &text)
            } else {
                let mut out = render_split(target, text);
                out.extend(render_split(target, &board));
                out
            };
            if out.is_empty() {
                out.push(Reply::say(target.clone(), String::new()));
            }
            if let Some(last) = out.last_mut() {
                last.board = Some(Board::Turn(id));
                last.picture = picture;
            }
            out
        }
    };
    out.retain(|r| !r.text.trim().is_empty() || r.picture.is_some());
    out
}

/// The board's text in `style`: the emoji grid, the compact board, or for the picture alone
/// its header line (`caption`: a message that is the board alone) or nothing (the board
/// riding on a turn's message, which says enough).
fn board_text(
    v: &View,
    style: crate::games::dungeonquest::engine::BoardStyle,
    caption: bool,
) -> String {
    use crate::games::dungeonquest::engine::BoardStyle;
    match style {
        BoardStyle::Picture if caption => render::board_header(v),
        BoardStyle::Picture => String::new(),
        BoardStyle::Emoji => render::board(v, false),
        BoardStyle::Compact | BoardStyle::PictureCompact => render::board(v, true),
    }
}

/// The board as `style` shows it (the game's `board_style` unless one was asked for): its
/// text (the emoji grid or the compact board; for the picture alone its one-line header)
/// and, for a style with a picture, the picture to draw on the last message.
pub(super) fn board_in_style(
    target: &Target,
    v: &View,
    style: crate::games::dungeonquest::engine::BoardStyle,
    lang: crate::lang::Lang,
) -> Vec<Reply> {
    let mut out = render_split(target, &board_text(v, style, true));
    if style.has_picture() {
        if out.is_empty() {
            out.push(Reply::say(target.clone(), String::new()));
        }
        if let Some(last) = out.last_mut() {
            last.picture = Some(Picture::of(v.clone(), lang));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each turn, the board joins the turn's text when both fit in one message, and goes
    /// whole in a message of its own when they do not: never cut between two.
    #[test]
    fn each_turn_the_board_is_never_cut_between_two_messages() {
        use crate::games::dungeonquest::engine::{view, BoardPost, BoardStyle, Game, Settings};
        let settings = Settings {
            board_style: BoardStyle::Emoji,
            board_post: BoardPost::EachTurn,
            ..Settings::default()
        };
        let g = Game::new(crate::chance::seed_from_u64(3), settings);
        let v = view(&g, None);
        let board = render::board(&v, false);
        let here = Target::Channel("c".into());
        let short = with_board(&here, 1, &v, "Hugo moves.");
        assert_eq!(short.len(), 1);
        assert_eq!(short[0].text, format!("Hugo moves.\n{board}"));
        assert_eq!(short[0].board, Some(Board::Turn(1)));
        let story = vec!["a line of story"; 60].join("\n");
        assert!(story.chars().count() + board.chars().count() > MESSAGE_LIMIT);
        let long = with_board(&here, 1, &v, &story);
        let last = long.last().unwrap();
        assert_eq!(last.text, board, "the whole board, alone");
        assert_eq!(last.board, Some(Board::Turn(1)));
        assert!(long.iter().all(|r| r.text.chars().count() <= MESSAGE_LIMIT));
        assert_eq!(
            long[..long.len() - 1]
                .iter()
                .map(|r| r.text.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            story
        );
    }
}
