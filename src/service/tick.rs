//! The clock's side of the game: reminders, losses on time, expired challenges, and making up
//! for the bot's own downtime.

use super::*;
use crate::games::{EndReason, Outcome};

impl Service {
    /// When the reminder for the current deadline is due: when `reminder_fraction` of the time
    /// per move remains.
    fn reminder_at(&self, doc: &GameDoc) -> Option<Timestamp> {
        let deadline = doc.deadline?;
        let before = Duration::from_secs_f64(
            doc.time_per_move as f64 * self.config.reminder_fraction.clamp(0.0, 1.0),
        );
        Some(deadline.minus(before))
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
    /// on time, expired challenges, and news of deadlines extended for the bot's downtime. Returns the notices to post. Call it every minute or so; it
    /// also records the heartbeat used to measure downtime.
    pub fn tick(&self) -> ServiceResult<Vec<Notice>> {
        let now = self.now();
        self.store.set_heartbeat(now)?;
        let mut notices = match self.pending.lock() {
            Ok(mut pending) => std::mem::take(&mut *pending),
            Err(_) => Vec::new(),
        };
        for challenge in self.store.challenges()? {
            if challenge.expires <= now && self.store.remove_challenge(&challenge.id)? {
                let text = format!(
                    "Your {} challenge `{}` expired unanswered.",
                    challenge.kind.title(),
                    challenge.id
                );
                notices.push(
                    self.notice(
                        Notify::to(challenge.challenger.user)
                            .in_channel(challenge.channel)
                            .says(NoticeKind::ChallengeExpired, text),
                    ),
                );
            }
        }
        for (_, id) in self.store.due_games(now)? {
            match self.tick_game(&id, now) {
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
        }
        let result = self.update_with(id, |mut doc| {
            if !doc.is_active() || doc.event_at.map_or(true, |at| at > now) {
                return Ok(None);
            }
            let loser = doc.to_move;
            if doc.deadline.is_some_and(|d| d <= now) {
                self.finish(
                    &mut doc,
                    Outcome::win(loser.opponent(), EndReason::Time),
                    now,
                );
                return Ok(Some((doc.clone(), (doc, Event::TimeLoss))));
            }
            doc.reminded = true;
            doc.event_at = self.next_event(&doc);
            Ok(Some((doc.clone(), (doc, Event::Reminder))))
        })?;
        let Some((doc, event)) = result else {
            return Ok(Vec::new());
        };
        Ok(match event {
            Event::TimeLoss => self.end_notices(&doc, None),
            Event::Reminder => {
                let user = doc.player(doc.to_move).user;
                let left = doc
                    .deadline
                    .map(|d| human_duration(now.until(d)))
                    .unwrap_or_default();
                let text = format!(
                    "Reminder: your move in game {} — {left} left (deadline {}), or you lose on time.",
                    doc.id,
                    doc.deadline.map(|d| d.utc_string()).unwrap_or_default()
                );
                let show_board = Button::new(
                    "Show board",
                    ButtonStyle::Secondary,
                    Action::ShowBoard(doc.id.clone()),
                );
                vec![self.notice(
                    Notify::to(user)
                        .about(&doc)
                        .says(NoticeKind::Reminder, text)
                        .buttons(vec![show_board]),
                )]
            }
        })
    }

    /// At start-up: if the bot was down (last heartbeat older than the grace period), every
    /// deadline that passed while it was down is extended by the downtime, up to
    /// `downtime_cap`, so players do not lose on time for the bot's absence. Returns how many
    /// games were extended.
    pub(super) fn compensate_downtime(&self) -> ServiceResult<usize> {
        let now = self.now();
        let Some(last_seen) = self.store.heartbeat()? else {
            return Ok(0);
        };
        let down = last_seen.until(now);
        if down <= self.config.downtime_grace {
            return Ok(0);
        }
        let extension = down.min(self.config.downtime_cap);
        let mut extended = 0;
        for (_, id) in self.store.scheduled_games()? {
            let result = self.update_with(&id, |mut doc| {
                let Some(deadline) = doc.deadline else {
                    return Ok(None);
                };
                if !doc.is_active() || deadline <= last_seen || deadline > now {
                    return Ok(None);
                }
                doc.deadline = Some(deadline.plus(extension));
                doc.event_at = self.next_event(&doc);
                Ok(Some((doc.clone(), doc)))
            });
            match result {
                Ok(Some(doc)) => {
                    extended += 1;
                    let user = doc.player(doc.to_move).user;
                    let text = format!(
                        "The bot was down for {}, so your deadline in game {} moved to {}.",
                        human_duration(down),
                        doc.id,
                        doc.deadline.map(|d| d.utc_string()).unwrap_or_default()
                    );
                    let notice = self.notice(
                        Notify::to(user)
                            .about(&doc)
                            .says(NoticeKind::Reminder, text),
                    );
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
