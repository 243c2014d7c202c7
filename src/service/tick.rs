//! The clock's side of the game: reminders, losses on time, expired challenges, and making up
//! for the bot's own downtime.

use super::vacation::Automatic;
use super::{Action, Button, ButtonStyle, Notice, NoticeKind, Notify, Service, ServiceResult};
use crate::games::{msg, Arg, EndReason, Msg, Outcome};
use crate::model::{GameId, Timestamp};
use crate::store::GameDoc;
use std::time::Duration;

/// The button under a clock's news: show the board.
fn show_board_button(doc: &GameDoc) -> Button {
    Button::new(
        Msg::new("clock-button-show-board"),
        ButtonStyle::Secondary,
        Action::ShowBoard(doc.id.clone()),
    )
}

/// How long a tick's claim on a due game keeps other processes away from it. Long enough for
/// one tick to work through what it claimed; short, because a process that dies mid-tick
/// delays the games it claimed by this much (then another process handles them).
const TICK_CLAIM_LEASE: Duration = Duration::from_secs(120);

impl Service {
    /// When the reminder for the current deadline is due: when `reminder_fraction` of the time
    /// per move remains.
    fn reminder_at(&self, doc: &GameDoc) -> Option<Timestamp> {
        let deadline = doc.deadline?;
        Some(deadline.minus(self.reminder_share(doc)))
    }

    /// The reminder's share of `doc`'s time per move: the time left when the reminder goes out.
    pub(super) fn reminder_share(&self, doc: &GameDoc) -> Duration {
        Duration::from_secs_f64(
            doc.time_per_move as f64 * self.config.reminder_fraction.clamp(0.0, 1.0),
        )
    }

    /// Starts the clock of the side to move in `doc` at `now`: for a person, a deadline
    /// `time_per_move` away; for the computer, no deadline (it never loses on time) and an event
    /// due at once, so that every tick finds a computer game whose search was lost (to a
    /// restart, say) and searches it again.
    pub(super) fn start_turn_clock(&self, doc: &mut GameDoc, now: Timestamp) {
        doc.reminded = false;
        doc.paused = None;
        if !doc.is_active() {
            doc.deadline = None;
            doc.event_at = None;
        } else if doc.player(doc.to_move).user.is_computer() {
            doc.deadline = None;
            doc.event_at = Some(now);
        } else {
            doc.deadline = Some(now.plus(Duration::from_secs(doc.time_per_move)));
            doc.event_at = self.next_event(doc);
            // A player on vacation: the turn starts with the clock stopped.
            match self.pause_for(doc, doc.time_per_move, now) {
                Ok(Some(pause)) => Service::stop_clock(doc, pause),
                Ok(None) => {}
                // The clock runs; the tick stops it once the record can be read.
                Err(e) => tracing::error!("vacation of the player to move in {}: {e}", doc.id),
            }
        }
    }

    /// The next time [`Service::tick`] must look at a game: its reminder, or once reminded, its
    /// deadline; `None` for finished games.
    pub(super) fn next_event(&self, doc: &GameDoc) -> Option<Timestamp> {
        if !doc.is_active() {
            return None;
        }
        if doc.reminded {
            doc.deadline
        } else {
            self.reminder_at(doc)
        }
    }

    /// Does what is due by now: reminders (one per move, when 20% of the time remains), losses
    /// on time, expired challenges, and news of deadlines extended for the bot's downtime.
    /// Returns the notices to post. Call it every minute or so; it also records the heartbeat
    /// used to measure downtime.
    pub fn tick(&self) -> ServiceResult<Vec<Notice>> {
        let started = std::time::Instant::now();
        let notices = self.tick_once()?;
        super::metrics::tick(started.elapsed());
        for notice in &notices {
            super::metrics::tick_event(notice.kind.metric_name());
        }
        Ok(notices)
    }

    fn tick_once(&self) -> ServiceResult<Vec<Notice>> {
        let now = self.now();
        if self.heartbeat_in_future(now)? {
            // The clock went back while the bot ran: no deadline may lie further off than a
            // whole time per move.
            self.mend_deadlines_beyond_reach(now)?;
        }
        self.store.set_heartbeat(now)?;
        let mut notices = match self.pending.lock() {
            Ok(mut pending) => std::mem::take(&mut *pending),
            Err(_) => Vec::new(),
        };
        // The computer's moves found since the last look, then searches for computer games
        // that have none running (after a restart, or a failed search).
        notices.append(&mut self.computer_moves(Duration::ZERO)?);
        if let Err(e) = self.resume_computer() {
            // The clocks below must still run.
            tracing::error!("cannot look for computer games to search: {e}");
        }
        for challenge in self.store.challenges()? {
            if challenge.expires <= now && self.store.remove_challenge(&challenge.id)? {
                let text = msg!(
                    "clock-challenge-expired",
                    game = challenge.kind,
                    challenge = challenge.id.to_string()
                );
                notices.push(
                    self.notice(
                        Notify::to(challenge.challenger.user)
                            .in_channel(challenge.server, challenge.channel)
                            .says(NoticeKind::ChallengeExpired, text),
                    ),
                );
            }
        }
        // Tournaments: scheduled starts, results a process died before recording, rounds past
        // their deadline.
        match self.tick_tournaments(now) {
            Ok(mut more) => notices.append(&mut more),
            Err(e) => tracing::error!("tournaments: {e}"),
        }
        // Claimed, so that several processes on one PostgreSQL database share the due games
        // (see Store::claim_due_games). Each event still happens exactly once for another
        // reason: tick_game writes through update_with, a versioned write, and re-checks the
        // game it read; a process that lost the race re-reads it and finds nothing due.
        for (_, id) in self.store.claim_due_games(now, TICK_CLAIM_LEASE)? {
            match Service::in_one_read(|| self.tick_game(&id, now)) {
                Ok(mut more) => notices.append(&mut more),
                // One unreadable game must not stop the others' clocks.
                Err(e) => tracing::error!("clock of game {id}: {e}"),
            }
        }
        Ok(notices)
    }

    fn tick_game(&self, id: &GameId, now: Timestamp) -> ServiceResult<Vec<Notice>> {
        enum Event {
            Reminder,
            TimeLoss,
            /// The clock stopped for a vacation (one found running, or a new vacation).
            Stopped,
            /// The clock ran out and stopped for a vacation instead (started by this call, or
            /// found started).
            AutoVacation,
            /// The vacation is over: the clock runs again.
            Restarted,
        }
        // The vacation this call started, if it did: told about even when the game's write had
        // to be tried again (and the retry found the vacation already going on).
        let mut started = None;
        let result = self.update_with(id, |doc| {
            if !doc.is_active() || doc.event_at.map_or(true, |at| at > now) {
                return Ok(None);
            }
            if doc.player(doc.to_move).user.is_computer() {
                // No reminder and no time loss for the computer: its search is what is due
                // (see `resume_computer`).
                return Ok(None);
            }
            if let Some(pause) = doc.paused {
                // The pause's end: a vacation that goes on (a new one, say) keeps it stopped.
                return Ok(Some(match self.pause_for(doc, pause.left, now)? {
                    Some(pause) => {
                        Service::stop_clock(doc, pause);
                        Event::Stopped
                    }
                    None => {
                        self.restart_clock(doc, now);
                        Event::Restarted
                    }
                }));
            }
            let user = doc.player(doc.to_move).user;
            let away = self.vacation_of(user, now)?;
            let loser = doc.to_move;
            if let Some(deadline) = doc.deadline.filter(|&d| d <= now) {
                // On vacation already (and this clock was not stopped: a process died while
                // stopping them, or another started the vacation a moment ago), or a vacation
                // starts now instead of the loss.
                let away = match away {
                    // A tournament that forbids vacations: the clock runs out as usual.
                    _ if !Service::vacation_allowed(doc) => None,
                    Some(away) => Some(away),
                    None => match self.start_automatic_vacation(user, doc.server, now)? {
                        Automatic::Started(away) => {
                            started = Some(away.clone());
                            Some(away)
                        }
                        Automatic::Found(away) => Some(away),
                        Automatic::No => None,
                    },
                };
                if let Some(away) = away {
                    // The clock stops with what it had when the vacation began, or a grace if
                    // it had run out before (an automatic vacation starts just after).
                    let left = if deadline > away.span.started {
                        away.span.started.until(deadline).as_secs()
                    } else {
                        self.vacation_grace(doc)
                    };
                    if let Some(pause) = self.pause_for(doc, left, now)? {
                        Service::stop_clock(doc, pause);
                        return Ok(Some(Event::AutoVacation));
                    }
                }
                self.finish(doc, Outcome::win(loser.opponent(), EndReason::Time), now);
                return Ok(Some(Event::TimeLoss));
            }
            if away.is_some() {
                let left = doc.time_left(now).map_or(0, |left| left.as_secs());
                if let Some(pause) = self.pause_for(doc, left, now)? {
                    Service::stop_clock(doc, pause);
                    return Ok(Some(Event::Stopped));
                }
            }
            doc.reminded = true;
            doc.event_at = self.next_event(doc);
            Ok(Some(Event::Reminder))
        })?;
        let Some((doc, event)) = result else {
            return Ok(Vec::new());
        };
        Ok(match event {
            Event::TimeLoss => self.end_notices(&doc, None),
            Event::Stopped => Vec::new(),
            Event::AutoVacation => match started {
                Some(away) => self.automatic_vacation_notices(&doc, &away, now)?,
                None => Vec::new(),
            },
            Event::Restarted => self.restarted_notices(&doc, now),
            Event::Reminder => {
                let user = doc.player(doc.to_move).user;
                // A reminder is due only before a deadline (see `next_event`).
                let Some(deadline) = doc.deadline else {
                    return Ok(Vec::new());
                };
                let text = msg!(
                    "clock-reminder",
                    game = doc.id.to_string(),
                    left = doc.time_left(now).unwrap_or_default(),
                    deadline = Arg::Time(deadline.0)
                );
                let mut notify = Notify::to(user)
                    .about(&doc)
                    .says(NoticeKind::Reminder, text)
                    .buttons(vec![show_board_button(&doc)]);
                if let Some(board) = self.notice_board(&doc, user) {
                    notify = notify.board(&board);
                }
                vec![self.notice(notify)]
            }
        })
    }

    /// At start-up: the time the bot was down (since its last heartbeat) does not count
    /// against anyone. Every active game whose deadline had not passed when the bot stopped gets
    /// its deadline moved by the whole downtime, with no cap, so the player to move has exactly
    /// what they had left then and the new deadline is never in the past. They are told when
    /// the downtime was longer than `downtime_grace` or their old deadline passed meanwhile;
    /// shorter restarts are made up quietly. Returns how many games were extended.
    ///
    /// A deadline that had already passed at the last heartbeat ran out while the bot was up:
    /// that game is lost on time at the next tick, as it would have been.
    ///
    /// Crash-safe: the heartbeat is renewed and the downtime window recorded in one durable step
    /// ([`crate::store::Store::begin_downtime`]) before any deadline moves, each game records
    /// the window it was extended for (`compensated_until`, written with the new deadline), and
    /// the window is cleared only when every game was seen to. A start that stops half-way
    /// leaves the window behind; the next start finishes it (skipping the games already
    /// extended) before making up for its own downtime. When several processes share a
    /// database and start together, the downtime counts once: the heartbeat is renewed under a
    /// row lock, and a game already extended for a window is never extended for it again.
    pub(super) fn compensate_downtime(&self) -> ServiceResult<usize> {
        let mut extended = 0;
        let now = self.now();
        // A heartbeat after now means the clock went back (a restored snapshot, an NTP jump):
        // that is no downtime (the store's window only opens after the heartbeat), and the
        // deadlines set by the clock that ran ahead are brought back within reach.
        if self.heartbeat_in_future(now)? {
            self.mend_deadlines_beyond_reach(now)?;
        }
        if let Some(window) = self.store.pending_downtime()? {
            extended += self.extend_deadlines(window)?;
            self.store.end_downtime(window)?;
        }
        if let Some(window) = self.store.begin_downtime(now)? {
            extended += self.extend_deadlines(window)?;
            self.store.end_downtime(window)?;
        }
        Ok(extended)
    }

    /// Whether the stored heartbeat lies after `now` (logged: the clock went back).
    fn heartbeat_in_future(&self, now: Timestamp) -> ServiceResult<bool> {
        let Some(heartbeat) = self.store.heartbeat()? else {
            return Ok(false);
        };
        if heartbeat <= now {
            return Ok(false);
        }
        tracing::warn!(
            heartbeat = %heartbeat,
            now = %now,
            "the last heartbeat is {} in the future: the clock went back; it is ignored for \
             downtime, and no deadline is left further off than its time per move",
            super::human_duration(now.until(heartbeat))
        );
        Ok(true)
    }

    /// Brings every deadline further off than its game's time per move (set by a clock that
    /// has since gone back) to a whole time per move from `now`: the most a player can have.
    /// Returns how many games it changed.
    fn mend_deadlines_beyond_reach(&self, now: Timestamp) -> ServiceResult<usize> {
        let mut mended = 0;
        for (_, id) in self.store.scheduled_games()? {
            let result = self.update_with(&id, |doc| {
                if !doc.is_active() || !doc.deadline_beyond_reach(now) {
                    return Ok(None);
                }
                let was = doc.deadline;
                doc.deadline = Some(now.plus(Duration::from_secs(doc.time_per_move)));
                doc.reminded = false;
                doc.event_at = self.next_event(doc);
                Ok(Some(was))
            });
            match result {
                Ok(Some((doc, was))) => {
                    mended += 1;
                    tracing::warn!(
                        game = %doc.id,
                        "deadline {was:?} was beyond a whole time per move; now {:?}",
                        doc.deadline
                    );
                }
                Ok(None) => {}
                Err(e) => tracing::error!("bringing back the deadline of game {id}: {e}"),
            }
        }
        Ok(mended)
    }

    /// Moves every active game's deadline by the downtime `(last_seen, now)`, once per game
    /// (see [`Service::compensate_downtime`]). Returns how many games were extended.
    fn extend_deadlines(&self, (last_seen, now): (Timestamp, Timestamp)) -> ServiceResult<usize> {
        let down = last_seen.until(now);
        if down.is_zero() {
            return Ok(0);
        }
        let mut extended = 0;
        for (_, id) in self.store.scheduled_games()? {
            let result = self.update_with(&id, |doc| {
                let Some(deadline) = doc.deadline else {
                    return Ok(None);
                };
                // Not owed anything: finished; out of time before the bot stopped; extended
                // for this window already; or its clock was set since the bot came back (a
                // move, or a new game, while a resumed window is being finished).
                if !doc.is_active()
                    || deadline <= last_seen
                    || doc.compensated_until.is_some_and(|done| done >= now)
                    || doc.last_move_at >= now
                {
                    return Ok(None);
                }
                let left = last_seen.until(deadline);
                let tell = down > self.config.downtime_grace || deadline <= now;
                doc.deadline = Some(deadline.plus(down));
                doc.event_at = self.next_event(doc);
                doc.compensated_until = Some(now);
                Ok(Some((left, tell)))
            });
            match result {
                Ok(Some((doc, (left, tell)))) => {
                    extended += 1;
                    if !tell {
                        continue;
                    }
                    let user = doc.player(doc.to_move).user;
                    let Some(deadline) = doc.deadline else {
                        continue;
                    };
                    let text = msg!(
                        "clock-downtime",
                        down = down,
                        left = left,
                        game = doc.id.to_string(),
                        deadline = Arg::Time(deadline.0)
                    );
                    let mut notify = Notify::to(user)
                        .about(&doc)
                        .says(NoticeKind::Reminder, text);
                    if let Some(board) = self.notice_board(&doc, user) {
                        notify = notify.board(&board);
                    }
                    let notice = self.notice(notify);
                    if let Ok(mut pending) = self.pending.lock() {
                        pending.push(notice);
                    }
                }
                Ok(None) => {}
                Err(e) => tracing::error!("extending the deadline of game {id}: {e}"),
            }
        }
        Ok(extended)
    }
}
