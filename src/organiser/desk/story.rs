//! A game's story after an input (`games::story`), turned into the table's replies: the one
//! place, whatever the game, where a message finds its channel or DM, where its board rides
//! (the kept board message, or on the turn's message while both fit one, never cut between
//! two), where a call to play gets its buttons or form, and which message carries a proof.

use super::loaded::Loaded;
use super::reply::{mark_proof, render_split, ProofAt};
use super::{Ask, Board, Desk, MentionStyle, Picture, Reply, Target, MESSAGE_LIMIT};
use crate::games::story::{Posted, Proof, Said, Story, Telling, Whom};
use crate::games::{Sitter, Who};
use crate::lang::Lang;

/// What the table lends a game telling its story at game `id` (loaded): the desk's caches of
/// time away and languages, and the deadline line as the table measured the wait just now.
pub(crate) struct At<'a> {
    pub desk: &'a Desk,
    pub id: i64,
    pub deadline: Option<String>,
}

impl Telling for At<'_> {
    fn mention(&self, seat: usize) -> String {
        self.desk.mention(self.id, seat)
    }

    fn named(&self, seat: usize) -> String {
        self.desk.named(self.id, seat)
    }

    fn lang(&self, whom: Whom) -> Lang {
        let Some(l) = self.desk.games.get(&self.id) else {
            return self.desk.lang;
        };
        let user = match whom {
            Whom::Channel => return l.row.lang,
            Whom::Seat(s) => self.desk.sitter(self.id, s).map(|x| x.user),
            Whom::Organiser => Some(l.row.organiser.clone()),
        };
        user.map_or(l.row.lang, |u| self.desk.reader_lang(&u, l.row.lang))
    }

    fn away(&self, seat: usize) -> bool {
        let sitter = self.desk.sitter(self.id, seat);
        sitter.is_some_and(|x| self.desk.is_away(self.id, &x.user))
    }

    fn deadline(&self) -> Option<String> {
        self.deadline.clone()
    }

    fn organiser(&self) -> String {
        let organiser = self
            .desk
            .games
            .get(&self.id)
            .map(|l| l.row.organiser.as_str());
        self.desk.user_label(organiser.unwrap_or_default())
    }

    fn game(&self) -> i64 {
        self.id
    }

    fn when(&self, hours: f64) -> String {
        self.desk.when(hours)
    }

    fn place(&self) -> (String, String) {
        self.desk
            .games
            .get(&self.id)
            .map_or_else(Default::default, |l| {
                (l.row.channel.clone(), l.row.organiser.clone())
            })
    }
}

impl Desk {
    /// Who holds `seat` of game `id` (loaded).
    fn sitter(&self, id: i64, seat: usize) -> Option<Sitter> {
        self.games.get(&id)?.game.sitters().into_iter().nth(seat)
    }

    /// How a line anyone may ask for (status, help) names a seat of game `id`: by name,
    /// never pinged.
    pub(crate) fn named(&self, id: i64, seat: usize) -> String {
        self.sitter(id, seat)
            .map_or_else(|| format!("#{}", seat + 1), |x| x.name)
    }

    /// How a call to play names a seat of game `id`: a mention, or his name alone while he
    /// is away.
    pub(crate) fn mention(&self, id: i64, seat: usize) -> String {
        let Some(s) = self.sitter(id, seat) else {
            return format!("#{}", seat + 1);
        };
        if self.is_away(id, &s.user) {
            return s.name;
        }
        match self.mentions {
            MentionStyle::Plain => format!("@{}", s.name),
            MentionStyle::Discord => format!("<@{}>", s.user),
        }
    }
}

/// `story`, told at game `l` (its game as it stands after the input), as replies: each
/// message in the language its reader reads the game in (`t`).
pub(crate) fn replies(l: &Loaded, story: Story, t: &dyn Telling) -> Vec<Reply> {
    let id = l.row.id;
    let sitters = l.game.sitters();
    let mut out = Vec::new();
    for said in story.said {
        let (target, who) = match said.to {
            Whom::Channel => (Target::Channel(l.row.channel.clone()), None),
            Whom::Seat(s) => match sitters.get(s) {
                Some(x) => (Target::Dm(x.user.clone()), Some(Who::Seat(s))),
                None => continue,
            },
            Whom::Organiser => (Target::Dm(l.row.organiser.clone()), Some(Who::Organiser)),
        };
        let lang = t.lang(said.to);
        let ask = match (said.answer, who) {
            (Some(answer), Some(who)) => {
                Ask::for_call(l.game.as_ref(), id, who, answer, (l.len, lang))
            }
            _ => None,
        };
        let mut these = message(&target, id, said, lang);
        // A call with nothing to say still carries its buttons.
        if these.is_empty() && ask.is_some() {
            these.push(Reply::say(target, String::new()));
        }
        if let Some(last) = these.last_mut() {
            last.ask = ask;
        }
        out.extend(these);
    }
    for proof in story.proofs {
        match proof {
            Proof::Start(hash) => mark_proof(&mut out, id, ProofAt::Start, &hash),
            Proof::End(hash) => mark_proof(&mut out, id, ProofAt::End, &hash),
        }
    }
    out
}

/// One message of a story (to `target`, at game `id`, its picture's words in `lang`), with
/// the board it shows: split only past Discord's limit; nothing
/// for a message with no text and no picture.
pub(crate) fn message(target: &Target, id: i64, said: Said, lang: Lang) -> Vec<Reply> {
    let Some(board) = said.board else {
        return render_split(target, &said.text)
            .into_iter()
            .filter(|r| !r.text.trim().is_empty())
            .collect();
    };
    let picture = board.picture.map(|art| Picture { art, lang });
    let mut out = match board.posted {
        Posted::Kept => {
            let mut out = render_split(target, &said.text);
            let mut r = Reply::say(target.clone(), board.text);
            r.board = Some(Board::Kept(id));
            r.picture = picture;
            out.push(r);
            out
        }
        Posted::Turn => {
            // The board joins the turn's text when both fit in one message; otherwise it
            // goes whole in a message of its own, never cut between two.
            let (text, shown) = (said.text, board.text);
            let fits = text.chars().count() + 1 + shown.chars().count() <= MESSAGE_LIMIT;
            let mut out = if fits || text.trim().is_empty() || shown.trim().is_empty() {
                let both = [text.as_str(), shown.as_str()]
                    .into_iter()
                    .filter(|t| !t.trim().is_empty())
                    .collect::<Vec<_>>()
                    .join("\n");
                render_split(target, &both)
            } else {
                let mut out = render_split(target, &text);
                out.extend(render_split(target, &shown));
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

#[cfg(test)]
mod tests {
    use super::message;
    use crate::games::story::{Posted, Said, Shown, Whom};
    use crate::organiser::desk::{Board, Target, MESSAGE_LIMIT};

    /// Each turn, a game's board (DungeonQuest's emoji board posted each turn, say) joins the
    /// turn's text when both fit in one message, and goes whole in a message of its own when
    /// they do not: never cut between two.
    #[test]
    fn each_turn_the_board_is_never_cut_between_two_messages() {
        let board = vec!["⬛🟫🟫🟫⬛🟫🟫🟫⬛🟫"; 13].join("\n");
        let with_board = |text: &str| {
            let said = Said {
                board: Some(Shown {
                    posted: Posted::Turn,
                    text: board.clone(),
                    picture: None,
                }),
                ..Said::to(Whom::Channel, text.to_string())
            };
            message(&Target::Channel("c".into()), 1, said, crate::lang::Lang::En)
        };
        let short = with_board("Hugo moves.");
        assert_eq!(short.len(), 1);
        assert_eq!(short[0].text, format!("Hugo moves.\n{board}"));
        assert_eq!(short[0].board, Some(Board::Turn(1)));
        let story = vec!["a line of story"; 120].join("\n");
        assert!(story.chars().count() + board.chars().count() > MESSAGE_LIMIT);
        let long = with_board(&story);
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
