//! Campaign ratings: each player's skill, by the Weng-Lin model (the one OpenSkill uses:
//! several players a game, ties allowed; the `skillratings` crate), from every finished game of
//! the campaign in the order they were played. Nothing is kept: the ratings are recomputed from
//! the stored results each time, so an undone ending or a migrated game keeps them true.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;

/// One player's result in one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub user: String,
    pub won: bool,
    /// The game's score (DungeonQuest's electrum carried out, Dungeon Raiders' gold).
    pub score: i64,
    pub survived: bool,
}

/// A player's rating: `mu` (25 to start) and its uncertainty `sigma` (25/3 to start).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
}

impl Rating {
    /// As a leaderboard shows it: the skill and its uncertainty, `27.4±6.1`.
    pub fn shown(&self) -> String {
        format!("{:.1}±{:.1}", self.mu, self.sigma)
    }
}

/// The finishing order of one game: places 1, 2, ... (winners first, then by score, then who
/// survived); equal results share a place.
pub fn places(game: &[Placed]) -> Vec<usize> {
    let key = |p: &Placed| (!p.won, -p.score, !p.survived);
    game.iter()
        .map(|p| 1 + game.iter().filter(|q| key(q) < key(p)).count())
        .collect()
}

/// Every player's rating after `games`, played in this order (each a game's results).
pub fn ratings(games: &[Vec<Placed>]) -> HashMap<String, Rating> {
    let config = WengLinConfig::new();
    let mut now: HashMap<String, Rating> = HashMap::new();
    for game in games.iter().filter(|g| g.len() >= 2) {
        let before: Vec<[WengLinRating; 1]> = game
            .iter()
            .map(|p| {
                let r = now.get(&p.user);
                [WengLinRating {
                    rating: r.map_or(25.0, |r| r.mu),
                    uncertainty: r.map_or(25.0 / 3.0, |r| r.sigma),
                }]
            })
            .collect();
        let ranks = places(game);
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&ranks)
            .map(|(t, &r)| (&t[..], MultiTeamOutcome::new(r)))
            .collect();
        let after = weng_lin_multi_team(&teams, &config);
        for (p, team) in game.iter().zip(after) {
            let games = now.get(&p.user).map_or(0, |r| r.games) + 1;
            now.insert(
                p.user.clone(),
                Rating {
                    mu: team[0].rating,
                    sigma: team[0].uncertainty,
                    games,
                },
            );
        }
    }
    // A player's solitaire games count as played, without a rating change (nobody to beat).
    for game in games.iter().filter(|g| g.len() == 1) {
        let r = now.entry(game[0].user.clone()).or_insert(Rating {
            mu: 25.0,
            sigma: 25.0 / 3.0,
            games: 0,
        });
        r.games += 1;
    }
    now
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(user: &str, won: bool, score: i64) -> Placed {
        Placed {
            user: user.into(),
            won,
            score,
            survived: true,
        }
    }

    #[test]
    fn places_put_winners_first_and_share_equal_results() {
        let g = [
            p("a", false, 10),
            p("b", true, 5),
            p("c", false, 10),
            p("d", false, 0),
        ];
        assert_eq!(places(&g), vec![2, 1, 2, 4]);
    }

    #[test]
    fn beating_someone_raises_you_and_lowers_him_and_a_tie_moves_both_alike() {
        let r = ratings(&[vec![p("a", true, 9), p("b", false, 3)]]);
        assert!(r["a"].mu > 25.0 && r["b"].mu < 25.0);
        assert!(r["a"].sigma < 25.0 / 3.0);
        assert_eq!((r["a"].games, r["b"].games), (1, 1));
        let r = ratings(&[vec![p("a", false, 3), p("b", false, 3)]]);
        assert!((r["a"].mu - r["b"].mu).abs() < 1e-9);
        // Whom you beat counts: beating a strong player gains more than beating a new one.
        let strong: Vec<Vec<Placed>> = (0..5)
            .map(|_| vec![p("s", true, 9), p("x", false, 1)])
            .collect();
        let mut vs_strong = strong.clone();
        vs_strong.push(vec![p("n", true, 9), p("s", false, 1)]);
        let mut vs_new = strong;
        vs_new.push(vec![p("n", true, 9), p("y", false, 1)]);
        assert!(ratings(&vs_strong)["n"].mu > ratings(&vs_new)["n"].mu);
    }

    #[test]
    fn a_solitaire_game_counts_as_played_and_moves_nothing() {
        let r = ratings(&[vec![p("a", true, 9)]]);
        assert_eq!(
            r["a"],
            Rating {
                mu: 25.0,
                sigma: 25.0 / 3.0,
                games: 1
            }
        );
    }
}
