//! DungeonQuest's board after an input is the game's story's (`seated::telling::shown`),
//! kept pinned or posted each turn (`board_post`), never cut between two messages, as the
//! table posts every story's board (`desk::story::message`): tested here. (`!dq board` is
//! the table's, in the game's look: `seated::reading::look`.)

#[cfg(test)]
mod tests {
    use crate::games::dungeonquest::engine::View;
    use crate::games::dungeonquest::render;
    use crate::games::dungeonquest::seated::telling::shown;
    use crate::games::story::{Said, Whom};
    use crate::organiser::desk::story::message;
    use crate::organiser::desk::{Board, MESSAGE_LIMIT};
    use crate::organiser::desk::{Reply, Target};

    /// `text` with the game's board, as its story shows it and the table posts it.
    fn with_board(target: &Target, id: i64, v: &View, text: &str) -> Vec<Reply> {
        let said = Said {
            board: Some(shown(v)),
            ..Said::to(Whom::Channel, text.to_string())
        };
        message(target, id, said, crate::lang::current())
    }

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
