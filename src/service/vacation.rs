//! Vacations (`/vacation start|end|status`): days on which a player's clocks stand still.
//!
//! The player's [`VacationDoc`] (its own versioned record) says whether they are on vacation;
//! each game where it is their turn keeps its stopped clock ([`PauseDoc`]: the time left, and
//! when it starts again by itself). The record is the truth and the games follow it: a game
//! that becomes their turn during the vacation starts with its clock stopped, the clock tick
//! stops one it finds running (a process that died half-way through stopping them all) and
//! starts one whose vacation is over. So a crash at any point leaves nothing lost, only a game
//! that catches up at its next event.
//!
//! A vacation ends when its days run out, with `/vacation end`, or with the player's first
//! move in any game; the clocks then go on with exactly the time they had left. A player who
//! would lose on time with days left goes on vacation by themselves instead (see
//! [`ServiceConfig::automatic_vacation`](super::ServiceConfig)). Servers may allow fewer days
//! for their games (`/settings vacation-days`): a game there starts its clock again once the
//! server's days for the year are used, even if the vacation goes on.

use super::{
    Actor, Notice, NoticeKind, Notify, Place, Reply, Response, Service, ServiceError,
    ServiceResult, UserError, WRITE_ATTEMPTS,
};
use crate::games::{msg, Arg, Msg, Text};
use crate::model::{
    GameDoc, PauseDoc, ServerId, ServerSettings, Timestamp, UserId, VacationDoc, VacationSpan, DAY,
};
use crate::store::{GamesOf, StoreError};
use std::time::Duration;

/// The most days one `/vacation start` may ask for (and a server may allow): a year.
pub const MOST_VACATION_DAYS: u32 = 366;

/// A vacation just ended: the record after it, and the days it cost.
type Ended = (VacationDoc, u32);

/// What [`Service::start_automatic_vacation`] did.
#[derive(Debug)]
pub(super) enum Automatic {
    /// It started this vacation.
    Started(OnVacation),
    /// The player is on vacation already (another process started it a moment ago).
    Found(OnVacation),
    /// No vacation: automatic vacations are off, the server allows none, or no day is left.
    No,
}

/// A vacation going on, as the service reads it: the record, and the vacation in it.
#[derive(Debug, Clone)]
pub(super) struct OnVacation {
    pub(super) record: VacationDoc,
    pub(super) span: VacationSpan,
}

impl Service {
    /// The days a year that stop the clocks of games in `server` (games outside a server: the
    /// bot's budget).
    fn vacation_limit(&self, server: Option<ServerId>) -> ServiceResult<u32> {
        let budget = self.config.vacation_days_per_year;
        Ok(match server {
            Some(server) => self
                .server_settings(server)?
                .vacation_days
                .map_or(budget, |days| days.min(budget)),
            None => budget,
        })
    }

    /// `user`'s vacation record (a new one if they never took a vacation).
    fn vacation_record(&self, user: UserId, now: Timestamp) -> ServiceResult<VacationDoc> {
        let fresh = self.store.vacation(user)?;
        // What the write loop reads afresh is what the rest of the command must see too (a
        // vacation another process started a moment ago).
        if let Some(doc) = &fresh {
            self.remember_vacation(doc);
        }
        Ok(fresh.unwrap_or_else(|| VacationDoc::new(user, now)))
    }

    /// Runs `step` on a fresh read of `user`'s vacation record until its versioned write wins,
    /// as [`Service::update_with`] does for games: `Some(value)` writes, `None` writes nothing.
    fn update_vacation_with<T>(
        &self,
        user: UserId,
        now: Timestamp,
        mut step: impl FnMut(&mut VacationDoc) -> ServiceResult<Option<T>>,
    ) -> ServiceResult<Option<(VacationDoc, T)>> {
        for _ in 0..WRITE_ATTEMPTS {
            let mut doc = self.vacation_record(user, now)?;
            let Some(value) = step(&mut doc)? else {
                return Ok(None);
            };
            match self.store.update_vacation(&doc) {
                Ok(version) => {
                    doc.version = version;
                    self.remember_vacation(&doc);
                    return Ok(Some((doc, value)));
                }
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(UserError::Busy.into())
    }

    /// The vacation `user` is on at `now`, if any (never for the computer, nor when the bot
    /// allows no vacations).
    pub(super) fn vacation_of(
        &self,
        user: UserId,
        now: Timestamp,
    ) -> ServiceResult<Option<OnVacation>> {
        if user.is_computer() || self.config.vacation_days_per_year == 0 {
            return Ok(None);
        }
        let Some(record) = self.vacation_read(user)? else {
            return Ok(None);
        };
        Ok(record
            .on_vacation(now)
            .map(|span| OnVacation { record, span }))
    }

    /// The stopped clock of `doc`, whose player to move has `left` seconds, if that player is on
    /// vacation at `now` and the game's server still allows it: stopped until the vacation's
    /// days run out, or the server's days for the year are used.
    pub(super) fn pause_for(
        &self,
        doc: &GameDoc,
        left: u64,
        now: Timestamp,
    ) -> ServiceResult<Option<PauseDoc>> {
        if !Self::vacation_allowed(doc) {
            return Ok(None);
        }
        let user = doc.player(doc.to_move).user;
        let Some(OnVacation { record, span }) = self.vacation_of(user, now)? else {
            return Ok(None);
        };
        let limit = self.vacation_limit(doc.server)?;
        let used_before = record.used_in_year_of(span.started);
        let allowed = span.started.plus(DAY * limit.saturating_sub(used_before));
        let until = span.until.min(allowed);
        if until <= now {
            return Ok(None);
        }
        Ok(Some(PauseDoc { left, until }))
    }

    /// Whether vacations may stop `doc`'s clock: not in a tournament whose director forbade
    /// them.
    pub(super) fn vacation_allowed(doc: &GameDoc) -> bool {
        doc.tournament.as_ref().map_or(true, |t| t.vacation)
    }

    /// Stops `doc`'s clock (the caller writes it): no deadline, no reminder; the tick looks at
    /// it again when the pause ends.
    pub(super) fn stop_clock(doc: &mut GameDoc, pause: PauseDoc) {
        doc.paused = Some(pause);
        doc.deadline = None;
        doc.reminded = false;
        doc.event_at = Some(pause.until);
    }

    /// Starts `doc`'s stopped clock again at `now` with the time it had left (the caller writes
    /// it). A clock with less left than the reminder's share reminds at once.
    pub(super) fn restart_clock(&self, doc: &mut GameDoc, now: Timestamp) {
        if let Some(pause) = doc.paused.take() {
            doc.deadline = Some(now.plus(Duration::from_secs(pause.left)));
            doc.reminded = false;
            doc.event_at = self.next_event(doc);
        }
    }

    /// The time an automatic vacation leaves on the clock that ran out: the reminder's share
    /// of the time per move, so that coming back is not losing at once, and the player is
    /// reminded the moment the clock runs again.
    pub(super) fn vacation_grace(&self, doc: &GameDoc) -> u64 {
        self.reminder_share(doc).as_secs().max(60)
    }

    /// Starts an automatic vacation for `user` at `now` instead of a loss on time in a game of
    /// `server`: only when automatic vacations are on, that server allows vacations and days
    /// are left for it. Started once whatever the number of processes (the record's write is
    /// versioned): a process that finds one started a moment ago by another gets it as
    /// [`Automatic::Found`].
    pub(super) fn start_automatic_vacation(
        &self,
        user: UserId,
        server: Option<ServerId>,
        now: Timestamp,
    ) -> ServiceResult<Automatic> {
        let budget = self.config.vacation_days_per_year;
        if !self.config.automatic_vacation || budget == 0 || user.is_computer() {
            return Ok(Automatic::No);
        }
        let limit = self.vacation_limit(server)?;
        let mut found = None;
        let started = self.update_vacation_with(user, now, |record| {
            if let Some(span) = record.on_vacation(now) {
                found = Some(OnVacation {
                    record: record.clone(),
                    span,
                });
                return Ok(None);
            }
            *record = record.clone().settled(now);
            if limit.saturating_sub(record.used_in_year_of(now)) == 0 {
                return Ok(None);
            }
            Ok(record.start(budget, None, true, now))
        })?;
        Ok(match (started, found) {
            (Some((record, span)), _) => Automatic::Started(OnVacation { record, span }),
            (None, Some(away)) => Automatic::Found(away),
            (None, None) => Automatic::No,
        })
    }

    /// Stops the clock of each of `user`'s games where it is their turn (and the server allows
    /// it), and tells their opponents. Returns how many clocks stopped and the notices.
    fn stop_clocks_of(
        &self,
        user: UserId,
        away: &OnVacation,
        now: Timestamp,
    ) -> ServiceResult<(usize, Vec<Notice>)> {
        let games = self.store.games_of(user, GamesOf::ACTIVE)?;
        let mut stopped = 0;
        let mut notices = Vec::new();
        for doc in games.active {
            let result = self.update_with(&doc.id, |doc| {
                if !doc.is_active()
                    || doc.paused.is_some()
                    || doc.player(doc.to_move).user != user
                    || doc.deadline.is_some_and(|d| d <= now)
                {
                    // Not their turn, stopped already, or run out (the tick decides: an
                    // automatic vacation or a loss on time).
                    return Ok(None);
                }
                let left = doc
                    .time_left(now)
                    .map_or(doc.time_per_move, |left| left.as_secs());
                let Some(pause) = self.pause_for(doc, left, now)? else {
                    return Ok(None);
                };
                Service::stop_clock(doc, pause);
                Ok(Some(()))
            });
            let doc = match result {
                Ok(Some((doc, ()))) => {
                    stopped += 1;
                    doc
                }
                Ok(None) => doc,
                Err(e) => {
                    // One game that cannot be written must not keep the others running.
                    tracing::error!("stopping the clock of game {}: {e}", doc.id);
                    doc
                }
            };
            notices.extend(self.away_notice(&doc, user, away));
        }
        Ok((stopped, notices))
    }

    /// The notice telling `user`'s opponent in `doc` that `user` is on vacation.
    fn away_notice(&self, doc: &GameDoc, user: UserId, away: &OnVacation) -> Option<Notice> {
        let text = self.away_msg(doc, user, away);
        self.tell_opponent(doc, user, text)
    }

    /// A vacation notice for `user`'s opponent in `doc` (none against the computer).
    fn tell_opponent(&self, doc: &GameDoc, user: UserId, text: Msg) -> Option<Notice> {
        let side = doc.side_of(user)?;
        let opponent = doc.player(side.opponent());
        if opponent.user.is_computer() || opponent.user == user {
            return None;
        }
        Some(
            self.notice(
                Notify::to(opponent.user)
                    .about(doc)
                    .says(NoticeKind::Vacation, text),
            ),
        )
    }

    /// "bob is on vacation until 12 Dec (9 days left this year); the clock is stopped" (or
    /// "runs" in a game where it is not their turn, or their server's allowance is used).
    pub(super) fn away_msg(&self, doc: &GameDoc, user: UserId, away: &OnVacation) -> Msg {
        let name = doc
            .side_of(user)
            .map_or_else(String::new, |side| doc.player(side).name.clone());
        // The days they have left as of now (today counted): how long they could still stay
        // away, which the vacation's end does not say for an automatic one.
        let left = away
            .record
            .days_left(self.config.vacation_days_per_year, self.now());
        let id = if doc.paused.is_some() && doc.player(doc.to_move).user == user {
            "vacation-away-stopped"
        } else if doc.player(doc.to_move).user == user {
            "vacation-away-running"
        } else {
            "vacation-away"
        };
        msg!(
            id,
            player = name,
            game = doc.id.to_string(),
            until = Arg::Time(away.span.until.0),
            days = left
        )
    }

    /// Starts the stopped clocks of `user`'s games whose vacation is over (all of them, after
    /// `/vacation end` or a move), and tells their opponents. Returns how many started.
    fn restart_clocks_of(
        &self,
        user: UserId,
        now: Timestamp,
    ) -> ServiceResult<(usize, Vec<Notice>)> {
        let games = self.store.games_of(user, GamesOf::ACTIVE)?;
        let mut restarted = 0;
        let mut notices = Vec::new();
        for doc in games.active {
            if doc.paused.is_none() {
                continue;
            }
            let result = self.update_with(&doc.id, |doc| {
                let Some(pause) = doc.paused else {
                    return Ok(None);
                };
                if doc.player(doc.to_move).user != user
                    || self.pause_for(doc, pause.left, now)?.is_some()
                {
                    return Ok(None);
                }
                self.restart_clock(doc, now);
                Ok(Some(()))
            });
            match result {
                Ok(Some((doc, ()))) => {
                    restarted += 1;
                    notices.extend(self.back_notice(&doc, user));
                }
                Ok(None) => {}
                Err(e) => tracing::error!("starting the clock of game {} again: {e}", doc.id),
            }
        }
        Ok((restarted, notices))
    }

    /// The notice telling `user`'s opponent in `doc` that `user`'s clock runs again.
    fn back_notice(&self, doc: &GameDoc, user: UserId) -> Option<Notice> {
        let side = doc.side_of(user)?;
        let text = msg!(
            "vacation-back",
            player = &doc.player(side).name,
            game = doc.id.to_string(),
            left = doc.time_left(self.now()).unwrap_or_default()
        );
        self.tell_opponent(doc, user, text)
    }

    /// Ends `user`'s vacation at `now` (charging its days once) and starts their clocks again.
    /// Returns the days it cost and the notices for the opponents; `None` when they were not
    /// on vacation (the clocks are looked at anyway: a process that died half-way through
    /// starting them leaves some stopped).
    pub(super) fn end_vacation(
        &self,
        user: UserId,
        now: Timestamp,
    ) -> ServiceResult<(Option<Ended>, Vec<Notice>)> {
        let ended = self.update_vacation_with(user, now, |record| {
            if record.on_vacation(now).is_none() {
                return Ok(None);
            }
            Ok(record.end_at(now))
        })?;
        let (_, notices) = self.restart_clocks_of(user, now)?;
        Ok((ended, notices))
    }

    /// After `actor` moved: a vacation they were on ends with that move (as on chess.com).
    /// Adds the news to `response`.
    pub(super) fn end_vacation_by_move(
        &self,
        actor: &Actor,
        response: &mut Response,
    ) -> ServiceResult<()> {
        let now = self.now();
        if self.vacation_of(actor.user, now)?.is_none() {
            return Ok(());
        }
        let (ended, mut notices) = self.end_vacation(actor.user, now)?;
        if let Some((record, cost)) = ended {
            response.reply.text.push(msg!(
                "vacation-ended-by-move",
                days = cost,
                left = record.days_left(self.config.vacation_days_per_year, now)
            ));
        }
        response.notices.append(&mut notices);
        Ok(())
    }

    /// The news of an automatic vacation that `doc`'s clock running out started: the other
    /// games' clocks stop, the player is told (with the days left and how to come back), and
    /// so are their opponents.
    pub(super) fn automatic_vacation_notices(
        &self,
        doc: &GameDoc,
        away: &OnVacation,
        now: Timestamp,
    ) -> ServiceResult<Vec<Notice>> {
        let user = doc.player(doc.to_move).user;
        let (stopped, mut notices) = self.stop_clocks_of(user, away, now)?;
        let mut text = Text::from(vec![msg!(
            "vacation-automatic",
            game = doc.id.to_string(),
            until = Arg::Time(away.span.until.0),
            left = away
                .record
                .days_left(self.config.vacation_days_per_year, now),
            stopped = stopped + 1
        )]);
        text.push(Msg::new("vacation-how-to-end"));
        notices.insert(
            0,
            self.notice(Notify::to(user).about(doc).says(NoticeKind::Vacation, text)),
        );
        Ok(notices)
    }

    /// The news of `doc`'s clock running again after a vacation: for the player to move (with
    /// the time left), and their opponent.
    pub(super) fn restarted_notices(&self, doc: &GameDoc, now: Timestamp) -> Vec<Notice> {
        let user = doc.player(doc.to_move).user;
        let Some(deadline) = doc.deadline else {
            return Vec::new();
        };
        let text = msg!(
            "vacation-clock-runs",
            game = doc.id.to_string(),
            left = doc.time_left(now).unwrap_or_default(),
            deadline = Arg::Time(deadline.0)
        );
        let mut notices =
            vec![self.notice(Notify::to(user).about(doc).says(NoticeKind::Reminder, text))];
        notices.extend(self.back_notice(doc, user));
        notices
    }

    /// `/vacation start [days]`: stops the clocks of all the actor's games where it is their
    /// turn, for `days` days (all the days left this year when `None`).
    pub fn vacation_start(
        &self,
        actor: &Actor,
        _place: &Place,
        days: Option<u32>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let budget = self.config.vacation_days_per_year;
        if budget == 0 {
            return Err(UserError::VacationsOff.into());
        }
        if let Some(asked) = days {
            if asked == 0 || asked > MOST_VACATION_DAYS {
                return Err(UserError::VacationDays { asked, left: None }.into());
            }
        }
        let now = self.now();
        let started = self.update_vacation_with(actor.user, now, |record| {
            if let Some(span) = record.on_vacation(now) {
                return Err(UserError::OnVacationAlready {
                    until: span.until.0,
                }
                .into());
            }
            *record = record.clone().settled(now);
            let left = record.days_left(budget, now);
            if left == 0 {
                return Err(UserError::NoVacationDaysLeft { per_year: budget }.into());
            }
            if let Some(asked) = days.filter(|&asked| asked > left) {
                return Err(UserError::VacationDays {
                    asked,
                    left: Some(left),
                }
                .into());
            }
            Ok(record.start(budget, days, false, now))
        })?;
        let Some((record, span)) = started else {
            return Err(ServiceError::Internal("vacation step gave nothing".into()));
        };
        let away = OnVacation { record, span };
        let (stopped, notices) = self.stop_clocks_of(actor.user, &away, now)?;
        let mut reply = Reply::private(msg!(
            "vacation-started",
            until = Arg::Time(span.until.0),
            days = span.cost(span.until),
            left = away.record.days_left_after(budget, &span),
            stopped = stopped
        ));
        reply.text.push(Msg::new("vacation-how-to-end"));
        let mut response = Response::from(reply);
        response.notices = notices;
        Ok(response)
    }

    /// `/vacation end`: ends the actor's vacation now; their clocks go on with the time they
    /// had left.
    pub fn vacation_end(&self, actor: &Actor, _place: &Place) -> ServiceResult<Response> {
        self.touch(actor)?;
        let now = self.now();
        let (ended, notices) = self.end_vacation(actor.user, now)?;
        let Some((record, cost)) = ended else {
            return Err(UserError::NotOnVacation.into());
        };
        let mut response = Response::from(Reply::private(msg!(
            "vacation-ended",
            days = cost,
            left = record.days_left(self.config.vacation_days_per_year, now)
        )));
        response.notices = notices;
        Ok(response)
    }

    /// `/vacation status`: whether the actor is on vacation, the days used and left this
    /// year, and what this server allows.
    pub fn vacation_status(&self, actor: &Actor, place: &Place) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let budget = self.config.vacation_days_per_year;
        if budget == 0 {
            return Err(UserError::VacationsOff.into());
        }
        let now = self.now();
        let record = self.vacation_record(actor.user, now)?.settled(now);
        let mut text = Text::new();
        match record.on_vacation(now) {
            Some(span) => {
                let stopped = self
                    .store
                    .games_of(actor.user, GamesOf::ACTIVE)?
                    .active
                    .iter()
                    .filter(|doc| {
                        doc.paused.is_some() && doc.side_of(actor.user) == Some(doc.to_move)
                    })
                    .count();
                text.push(msg!(
                    "vacation-status-on",
                    until = Arg::Time(span.until.0),
                    left = record.days_left_after(budget, &span),
                    stopped = stopped
                ));
                text.push(Msg::new("vacation-how-to-end"));
            }
            None => text.push(msg!(
                "vacation-status-off",
                used = record.used_in_year_of(now),
                left = record.days_left(budget, now),
                per_year = budget
            )),
        }
        if let Some(server) = place.server {
            let limit = self.vacation_limit(Some(server))?;
            if limit < budget {
                text.push(msg!("vacation-status-server", days = limit));
            }
        }
        text.push(Msg::new(if self.config.automatic_vacation {
            "vacation-status-automatic"
        } else {
            "vacation-status-no-automatic"
        }));
        Ok(Reply::private(text))
    }

    /// `/settings vacation-days <days>`: the most vacation days a year that stop the clocks of
    /// this server's games (0: none; the bot's own budget is the most). (Discord requires
    /// Manage Server.)
    pub fn set_vacation_days(&self, place: &Place, days: u32) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        if days > MOST_VACATION_DAYS {
            return Err(UserError::VacationDays {
                asked: days,
                left: None,
            }
            .into());
        }
        let budget = self.config.vacation_days_per_year;
        let settings = ServerSettings {
            vacation_days: Some(days.min(budget)),
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::text(if days == 0 || budget == 0 {
            Msg::new("vacation-server-off")
        } else {
            msg!(
                "vacation-server-days",
                days = days.min(budget),
                per_year = budget
            )
        }))
    }
}
