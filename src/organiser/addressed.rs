//! A direct message from a player who sits at several running games: `#N TEXT` is for game N
//! (taken as if sent through its channel's private command, `Input::via`); without it, a
//! message from a player whom more than one game waits on is answered with the question of
//! which game it is for, and changes nothing.

use super::{Organiser, Reply, Target};
use crate::organiser::Input;
use crate::store::GameRow;
use anyhow::Result;

/// An input as addressed, and for a DM its sender's newest running game if looked up.
pub(super) type Addressed = (Input, Option<Option<GameRow>>);

/// `#N rest`: the game's number and the text after it.
fn game_number(text: &str) -> Option<(i64, &str)> {
    let rest = text.trim_start().strip_prefix('#')?;
    let end = rest.find(|c: char| !c.is_ascii_digit())?;
    let n = rest[..end].parse().ok()?;
    let text = rest[end..].trim_start();
    (end > 0 && rest[end..].starts_with(char::is_whitespace) && !text.is_empty())
        .then_some((n, text))
}

impl Organiser {
    /// The input as addressed (`Ok`), with, for a DM still meant for its sender's newest
    /// game, that game as just looked up (so it is not looked up twice); or the answer that
    /// asks which game it is for.
    pub(super) async fn addressed(
        &mut self,
        input: Input,
    ) -> Result<Result<Addressed, Vec<Reply>>> {
        if input.channel.is_some() || input.via.is_some() {
            return Ok(Ok((input, None)));
        }
        let games = self.desk.store.games_of_user(&input.user).await?;
        if let Some((n, text)) = game_number(&input.text) {
            return Ok(match games.iter().find(|g| g.id == n) {
                Some(row) => Ok((
                    Input {
                        via: Some(row.channel.clone()),
                        text: text.to_string(),
                        ..input
                    },
                    None,
                )),
                None => {
                    let lang = self.dm_lang(&input, &games).await?;
                    Err(self.which_game(lang, &input, "addressed-no-such-game", &games, n))
                }
            });
        }
        let newest = Some(games.first().cloned());
        if games.len() < 2 || input.text.trim_start().starts_with("!dq") {
            return Ok(Ok((input, newest)));
        }
        let mut waiting = Vec::new();
        for row in games {
            self.ensure_loaded(row.id).await?;
            if !self.pending_for(row.id, &input.user).is_empty() {
                waiting.push(row);
            }
        }
        if waiting.len() < 2 {
            return Ok(Ok((input, newest)));
        }
        let first = waiting[0].id;
        let lang = self.dm_lang(&input, &waiting).await?;
        Ok(Err(self.which_game(
            lang,
            &input,
            "addressed-which-game",
            &waiting,
            first,
        )))
    }

    /// The language the sender reads his DMs in (his own, his Discord's, his newest game's):
    /// looked up only when he is answered here (an input handed on is looked up once, later).
    pub(super) async fn dm_lang(
        &mut self,
        input: &Input,
        games: &[GameRow],
    ) -> Result<crate::lang::Lang> {
        if let Some(l) = input
            .locale
            .as_deref()
            .and_then(crate::lang::Lang::from_discord)
        {
            self.desk.locales.insert(input.user.clone(), l);
        }
        self.desk.learn_langs([input.user.clone()]).await?;
        let game_lang = games.first().map_or(self.desk.lang, |g| g.lang);
        Ok(self.desk.reader_lang(&input.user, game_lang))
    }

    /// `key`'s answer, in `lang`, listing `games` (newest first) with their channels.
    fn which_game(
        &self,
        lang: crate::lang::Lang,
        input: &Input,
        key: &str,
        games: &[GameRow],
        n: i64,
    ) -> Vec<Reply> {
        let listed: Vec<String> = games
            .iter()
            .map(|g| {
                let channel = self.desk.mentions.channel(&g.channel);
                let args = [("game", g.id.to_string()), ("channel", channel)];
                crate::lang::text(lang, "addressed-game", &args)
            })
            .collect();
        let typed = crate::lang::clip(input.text.trim(), 40);
        let example = format!("#{} {typed}", games.first().map_or(n, |g| g.id));
        let text = crate::lang::text(
            lang,
            key,
            &[
                ("games", listed.join(", ")),
                ("count", games.len().to_string()),
                ("game", n.to_string()),
                ("example", example),
            ],
        );
        vec![Reply::say(Target::Dm(input.user.clone()), text)]
    }
}

#[cfg(test)]
mod tests {
    use super::game_number;

    #[test]
    fn a_game_is_named_by_its_number_before_the_text() {
        assert_eq!(game_number("#12 Play 3"), Some((12, "Play 3")));
        assert_eq!(
            game_number("  #3   S=melee B=spell C=spell"),
            Some((3, "S=melee B=spell C=spell"))
        );
        assert_eq!(game_number("#12"), None);
        assert_eq!(game_number("#x Play"), None);
        assert_eq!(game_number("#12Play 3"), None);
        assert_eq!(game_number("Play 3"), None);
    }
}
