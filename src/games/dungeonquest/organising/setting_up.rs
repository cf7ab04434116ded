//! Setting a game up: `!dq new`, joining (and leaving), towers, the turn order, settings
//! and optional rules (shown and changed), the campaign, and the start.

use super::held;
use super::Quests;
use super::Table;
use crate::games::dungeonquest::command::{Manage, Quest};
use crate::games::dungeonquest::engine::content::content;
use crate::games::dungeonquest::engine::{Action, Actor, Phase, Rejection};
use crate::games::dungeonquest::render;
use crate::games::dungeonquest::seated::setting::{option_key, with_setting};
use crate::organiser::desk::reply::render_split;
use crate::organiser::desk::{Desk, Input, Post, Reply};
use crate::store::GameRow;
use anyhow::Result;

impl Quests {
    /// `!dq new`: a game in this channel, organised by its sender (one running game a channel).
    pub(super) async fn new_game(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        row: Option<&GameRow>,
    ) -> Result<Vec<Reply>> {
        let input = post.input;
        let channel = match desk.channel_to_open(post, row) {
            Ok(c) => c,
            Err(answer) => return Ok(answer),
        };
        let seed = desk.next_seed();
        let id = desk
            .store
            .create_game(
                &input.server,
                &channel,
                &input.user,
                seed,
                desk.defaults.quest(),
            )
            .await?;
        desk.store.set_game_language(id, desk.lang).await?;
        if let Some(r) = desk.store.game(id).await? {
            desk.load(r).await?;
        }
        let lang = match input.channel {
            Some(_) => desk.lang,
            None => desk.reader_lang(&input.user, desk.lang),
        };
        Ok(post.say(crate::lang::text(
            lang,
            "manage-new",
            &[("organiser", input.name.clone())],
        )))
    }

    /// Before the start: join (with a hero), leave, pick a tower; the organiser orders the
    /// seats, changes settings and optional rules, names the campaign and starts the game.
    /// Anyone may read the settings and the optional rules.
    pub(super) async fn set_up(
        &mut self,
        desk: &mut Desk,
        post: &Post<'_>,
        at: Table,
        m: Manage,
    ) -> Result<Vec<Reply>> {
        let Table {
            id,
            actor,
            is_organiser,
        } = at;
        let input = post.input;
        let say = |text: String| post.say(text);
        let organisers = matches!(
            m,
            Manage::Start
                | Manage::Own(Quest::Order { .. })
                | Manage::Set { .. }
                | Manage::Own(Quest::Option { .. })
        );
        if organisers && !is_organiser {
            return Ok(self.refuse(desk, post, id, &Rejection::NotOrganiser));
        }
        let g = held(desk, id).1;
        let action = match m {
            Manage::Join { name } => Action::Join {
                user: input.user.clone(),
                name: input.name.clone(),
                hero: name.and_then(|h| content().find_hero(&h)),
            },
            Manage::Own(Quest::Tower(c)) => Action::Tower(c),
            // Once the game runs, leaving abandons the hero for good: asked first.
            Manage::Leave if g.phase == Phase::Playing && matches!(actor, Actor::Seat(_)) => {
                return Ok(say(crate::lang::tr("manage-leave-confirm", &[])));
            }
            Manage::Leave | Manage::LeaveConfirm => Action::Leave,
            Manage::Start => {
                if g.phase == Phase::Setup {
                    if let Some(why) = desk.start_refused(held(desk, id).0).await? {
                        return Ok(say(why));
                    }
                }
                // The organiser need not be seated to start the game.
                return self
                    .accept(desk, id, Actor::Organiser, Action::Start, input)
                    .await;
            }
            Manage::Own(Quest::Options) => {
                return Ok(render_split(
                    &post.origin,
                    &render::options_list(&g.settings),
                ));
            }
            Manage::Own(Quest::Option { name, on }) => {
                let key = match option_key(&name) {
                    Ok(key) => key,
                    Err(why) => return Ok(say(why)),
                };
                let value = if on { "on" } else { "off" };
                return self.configure(desk, id, key, value, input, &say).await;
            }
            Manage::Own(Quest::Order { names }) => {
                let seated = || g.seats.iter().map(|s| (s.user.as_str(), s.name.as_str()));
                let seats: Option<Vec<usize>> = names
                    .iter()
                    .map(|n| crate::games::seats::seat_named(seated(), n))
                    .collect();
                let action = Action::Reorder(seats.unwrap_or_default());
                return self
                    .checked(desk, id, Actor::Organiser, action, input, &say)
                    .await;
            }
            Manage::Set { key, value } => {
                return self.configure(desk, id, &key, &value, input, &say).await;
            }
            _ => return Ok(Vec::new()),
        };
        self.checked(desk, id, actor, action, input, &say).await
    }

    /// The organiser changes one setting (or optional rule) before the start.
    async fn configure(
        &mut self,
        desk: &mut Desk,
        id: i64,
        key: &str,
        value: &str,
        input: &Input,
        say: &(dyn Fn(String) -> Vec<Reply> + Sync),
    ) -> Result<Vec<Reply>> {
        let settings = &held(desk, id).1.settings;
        match with_setting(settings, key, value) {
            Ok(settings) => {
                self.checked(
                    desk,
                    id,
                    Actor::Organiser,
                    Action::Configure(settings),
                    input,
                    say,
                )
                .await
            }
            Err(e) => Ok(say(e)),
        }
    }
}
