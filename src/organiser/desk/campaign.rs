//! A campaign's table (`!dq leaderboard [CAMPAIGN]`), for any game: each player's standing
//! and rating, in the texts of the kind of game the campaign ranks.

use super::{reply::render_split, Desk, Post, Reply};
use crate::lang::{clip, tr};
use crate::store::GameRow;
use anyhow::Result;

impl Desk {
    /// `!dq leaderboard [CAMPAIGN]`: this server's table for the campaign named, or this
    /// game's, or "main".
    pub(crate) async fn leaderboard(
        &self,
        post: &Post<'_>,
        campaign: Option<&str>,
        row: Option<&GameRow>,
    ) -> Result<Vec<Reply>> {
        let campaign = match (campaign, row) {
            // The default campaign named in Spanish (`!dq clasificacion principal`).
            (Some("principal"), _) => "main".to_string(),
            (Some(c), _) => c.to_string(),
            (None, Some(r)) => r.campaign.clone(),
            (None, None) => "main".to_string(),
        };
        let table = self
            .store
            .leaderboard(&post.input.server, &campaign)
            .await?;
        let kind = self
            .store
            .campaign_kind(&post.input.server, &campaign)
            .await?
            .and_then(|k| crate::games::Kind::named(&k))
            .unwrap_or(crate::games::Kind::DungeonQuest);
        let games: Vec<Vec<crate::ratings::Placed>> = self
            .store
            .campaign_results(&post.input.server, &campaign)
            .await?
            .into_iter()
            .map(|g| {
                g.into_iter()
                    .map(|(user, won, score, survived)| crate::ratings::Placed {
                        user,
                        won,
                        score,
                        survived,
                    })
                    .collect()
            })
            .collect();
        let ratings = crate::ratings::ratings(&games);
        Ok(render_split(
            &post.origin,
            &leaderboard_text(&campaign, &table, kind.texts(), &ratings),
        ))
    }
}

/// A campaign's table.
/// `texts`: the prefix of the header's and lines' texts (`manage` for DungeonQuest's electrum,
/// a game's own for another kind's score).
/// `ratings`: each player's campaign rating (`crate::ratings`), shown on his line.
pub(crate) fn leaderboard_text(
    campaign: &str,
    rows: &[crate::store::Standing],
    texts: &str,
    ratings: &std::collections::HashMap<String, crate::ratings::Rating>,
) -> String {
    // The default campaign by its name in the reader's language.
    let shown = match campaign {
        "main" => tr("campaign-main", &[]),
        other => other.to_string(),
    };
    let c = ("campaign", shown);
    if rows.is_empty() {
        return tr("manage-leaderboard-empty", &[c]);
    }
    let mut out = vec![tr(&format!("{texts}-leaderboard-header"), &[c])];
    for (i, r) in rows.iter().enumerate() {
        // A seat that fell to the computer is marked on its player's line.
        let disorder = match r.disorder {
            0 => String::new(),
            n => tr("leaderboard-disorder", &[("count", n.to_string())]),
        };
        out.push(
            tr(
                &format!("{texts}-leaderboard-line"),
                &[
                    ("rank", (i + 1).to_string()),
                    ("name", clip(&r.name, 40)),
                    ("electrum", r.electrum.to_string()),
                    ("played", r.played.to_string()),
                    ("survived", r.survived.to_string()),
                    ("won", r.won.to_string()),
                    (
                        "rating",
                        ratings
                            .get(&r.user)
                            .map_or_else(|| "-".to_string(), |x| x.shown()),
                    ),
                ],
            ) + &disorder,
        );
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{within, Lang};

    fn es<T>(f: impl FnOnce() -> T) -> T {
        within(Lang::Es, f)
    }

    /// A11: the default campaign is named in Spanish.
    #[test]
    fn the_default_campaign_in_spanish() {
        let t = es(|| leaderboard_text("main", &[], "manage", &Default::default()));
        assert!(t.contains("**principal**") && !t.contains("main"), "{t}");
        assert!(leaderboard_text("main", &[], "manage", &Default::default()).contains("**main**"));
        assert!(
            es(|| leaderboard_text("liga", &[], "manage", &Default::default()))
                .contains("**liga**")
        );
    }
}
