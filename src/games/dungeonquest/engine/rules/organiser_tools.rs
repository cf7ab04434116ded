//! The organiser's tools (the organiser layer decides who the organiser is): the order of
//! seats, settings, replacing or removing a player, skipping a turn, pausing, extending the
//! deadline, stopping the game, undo, and the clock acting for an absent seat.

use super::*;

/// The organiser's tools (the organiser layer decides who the organiser is).
/// The clock acting for an absent seat: only as the organiser, only for a seat the game is
/// waiting on, and only what that seat could do now (or a clock tool in his place).
pub(super) fn check_for_absent(
    g: &Game,
    actor: Actor,
    seat: usize,
    action: &Action,
) -> Result<(), Rejection> {
    if actor != Actor::Organiser {
        return Err(Rejection::OrganiserOnly);
    }
    if seat >= g.seats.len() {
        return Err(Rejection::BadSeat);
    }
    if matches!(
        action,
        Action::ForAbsent { .. } | Action::Leave | Action::Join { .. }
    ) || (action.is_organisers() && !action.is_clock_tool())
    {
        return Err(Rejection::NotNow);
    }
    if !g.awaited().contains(&Actor::Seat(seat)) {
        return Err(Rejection::NotYourTurn {
            waiting_on: g.to_act().unwrap_or(g.current),
        });
    }
    if action.is_clock_tool() {
        check(g, Actor::Organiser, action)
    } else {
        check(g, Actor::Seat(seat), action)
    }
}

pub(super) fn check_organiser(g: &Game, actor: Actor, action: &Action) -> Result<(), Rejection> {
    if actor != Actor::Organiser {
        return Err(Rejection::OrganiserOnly);
    }
    if g.phase == Phase::Ended {
        return Err(Rejection::GameOver);
    }
    // The clock's settings may change during the game; the rules of play may not.
    let setup_only = match action {
        Action::Start | Action::Reorder(_) => true,
        Action::Configure(new) => !g.settings.same_rules(new),
        _ => false,
    };
    if setup_only && g.phase != Phase::Setup {
        return Err(Rejection::AlreadyStarted);
    }
    let playing_only = matches!(
        action,
        Action::Skip | Action::Pause | Action::Resume | Action::Extend { .. }
    );
    if playing_only && g.phase != Phase::Playing {
        return Err(Rejection::NotStarted);
    }
    match action {
        Action::Reorder(order) => {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            if sorted != (0..g.seats.len()).collect::<Vec<_>>() {
                return Err(Rejection::BadSeat);
            }
            Ok(())
        }
        Action::Replace { seat, user, .. } => {
            if *seat >= g.seats.len() {
                return Err(Rejection::BadSeat);
            }
            if g.seat_of_user(user).is_some() {
                return Err(Rejection::UserSeated);
            }
            Ok(())
        }
        Action::Remove { seat } => {
            if *seat >= g.seats.len() {
                return Err(Rejection::BadSeat);
            }
            if g.phase == Phase::Playing && !g.hero(*seat).in_dungeon() {
                return Err(Rejection::HeroGone);
            }
            Ok(())
        }
        Action::Skip => {
            // Only a turn that waits on its player's move, outside a fight; or a knocked-out
            // hero's Loot to give up (the bot then chooses for him, R36). A question the rules
            // asked (a trap, a monster met, a bridge, a test) is answered, never skipped: that
            // would spare the hero what it brings. The clock answers it for an absent player.
            let ok = matches!(g.awaiting, Some(Awaiting::LoseLoot { .. }))
                || g.combat.is_none() && g.duel.is_none() && g.awaiting.is_none();
            if ok {
                Ok(())
            } else {
                Err(Rejection::CannotSkip)
            }
        }
        Action::Start if g.seats.is_empty() => Err(Rejection::TooFewPlayers),
        Action::Start if g.settings.going_it_alone && g.seats.len() != 1 => {
            Err(Rejection::SoloOnly)
        }
        Action::Start
            if g.settings.magical_might
                && usize::from(g.settings.magical_might_runes) * g.seats.len() > g.runes.len() =>
        {
            Err(Rejection::TooManyRunes {
                each: g.settings.magical_might_runes,
                heroes: g.seats.len(),
                deck: g.runes.len(),
            })
        }
        Action::Pause if g.paused => Err(Rejection::AlreadyPaused),
        Action::Resume if !g.paused => Err(Rejection::NotPaused),
        // A fight's round and a monster's offer always have a deadline (0 hours: at once);
        // a turn has one only with `turn_hours`.
        Action::Extend { .. }
            if g.settings.turn_hours == 0 && g.combat.is_none() && g.duel.is_none() =>
        {
            Err(Rejection::NoDeadline)
        }
        _ => Ok(()),
    }
}

impl Ctx<'_> {
    /// One of the organiser's tools, checked by `check_organiser`.
    pub(super) fn organiser_tool(&mut self, action: Action, before: Option<Awaiting>) {
        match action {
            Action::Reorder(order) => self.emit(Event::Reordered(order)),
            // A setting changed or a player replaced during play: the game goes on where it
            // was, still asking what it asked (a fight's round, a question).
            Action::Configure(settings) => {
                self.emit(Event::Configured(settings));
                self.resume(before);
            }
            Action::Replace { seat, user, name } => {
                self.emit(Event::Replaced { seat, user, name });
                self.resume(before);
            }
            Action::Remove { seat } => {
                if self.g.phase == Phase::Setup {
                    self.emit(Event::Left { seat });
                } else {
                    self.abandon(seat, before);
                }
            }
            Action::Skip => self.skip(before),
            Action::Pause => {
                self.emit(Event::Paused);
                self.resume(before);
            }
            Action::Resume => {
                self.emit(Event::Resumed);
                self.resume(before);
            }
            Action::Extend { hours } => {
                self.emit(Event::DeadlineExtended { hours });
                self.resume(before);
            }
            Action::Stop { reason } => self.finish(EndReason::Stopped(reason)),
            // The input itself is the record; `event::effective` gives it its meaning.
            Action::Undo { .. } => {}
            // Unwrapped in `act`; one inside another is refused by `check`.
            Action::ForAbsent { .. } => {}
            // `perform` sends nothing else here.
            _ => {}
        }
    }

    /// The turn skipped; or for a knocked-out hero, the Loot he owes chosen by the bot (R36).
    fn skip(&mut self, before: Option<Awaiting>) {
        if let Some(Awaiting::LoseLoot { seat }) = before {
            self.lose_cheapest(seat);
            self.end_turn();
            return;
        }
        let seat = self.g.current;
        self.emit(Event::TurnLost {
            seat,
            why: LostTurn::Skipped,
        });
        self.end_turn();
    }
}
