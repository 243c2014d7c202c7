//! Leaderboard bookkeeping when a game ends: points (win 1, draw ½, loss 0), W/D/L counts and a
//! Glicko-2 rating from the `skillratings` crate, per server and game and globally per game.

use super::{Service, ServiceResult};
use crate::games::{EndReason, Side};
use crate::model::{GameId, UserId};
use crate::store::{BoardScope, GameDoc, RatingDoc, RatingWrite};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// How many ended games' rating changes [`Service::rating_changes`] remembers.
pub(super) const ENDED_KEPT: usize = 64;

/// A player's rating before and after a game, on one leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    pub scope: BoardScope,
    pub user: UserId,
    pub before: f64,
    pub after: f64,
}

impl Service {
    /// The rating changes of the finished game `doc`, for its server's board and the global
    /// one: the writes, and each player's rating before and after.
    pub(super) fn rating_writes(
        &self,
        doc: &GameDoc,
    ) -> ServiceResult<(Vec<RatingWrite>, Vec<RatingChange>)> {
        let Some(finished) = &doc.finished else {
            return Ok(Default::default());
        };
        let first = doc.player(Side::First);
        let second = doc.player(Side::Second);
        // Games against the computer are not rated: the leaderboards are for people.
        // Nor are aborted games (fewer than two moves): nobody really played.
        if first.user == second.user
            || first.user.is_computer()
            || second.user.is_computer()
            || doc.aborted()
            // A tournament's director may have chosen an unrated tournament.
            || doc.tournament.as_ref().is_some_and(|t| !t.rated)
            // Nor is a forfeit (a game not played out), as FIDE leaves them unrated.
            || finished.outcome.reason() == EndReason::Forfeit
        {
            return Ok(Default::default());
        }
        let mut scopes = vec![BoardScope::Global];
        if let Some(server) = doc.server {
            scopes.insert(0, BoardScope::Server(server));
        }
        let outcome = match finished.outcome.winner() {
            Some(Side::First) => Outcomes::WIN,
            Some(Side::Second) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let mut writes = Vec::new();
        let mut changes = Vec::new();
        for scope in scopes {
            let load = |user: UserId, name: &str| -> ServiceResult<RatingDoc> {
                let mut doc = self
                    .store
                    .rating(scope, doc.kind, user)?
                    .unwrap_or_else(|| RatingDoc::new(user, name));
                doc.name = self.name_of(user, name);
                Ok(doc)
            };
            let mut a = load(first.user, &first.name)?;
            let mut b = load(second.user, &second.name)?;
            let before = [a.played, b.played];
            let ratings_before = [a.rating, b.rating];
            let (ra, rb) = glicko2(&glicko(&a), &glicko(&b), &outcome, &Glicko2Config::new());
            for (row, side, new) in [(&mut a, Side::First, ra), (&mut b, Side::Second, rb)] {
                let points = finished.outcome.points(side);
                row.points += points;
                row.played += 1;
                if points == 1.0 {
                    row.wins += 1;
                } else if points == 0.0 {
                    row.losses += 1;
                } else {
                    row.draws += 1;
                }
                row.rating = new.rating;
                row.deviation = new.deviation;
                row.volatility = new.volatility;
            }
            for (row, before) in [&a, &b].into_iter().zip(ratings_before) {
                changes.push(RatingChange {
                    scope,
                    user: row.user,
                    before,
                    after: row.rating,
                });
            }
            for (row, played_before) in [a, b].into_iter().zip(before) {
                writes.push(RatingWrite {
                    scope,
                    kind: doc.kind,
                    doc: row,
                    played_before,
                });
            }
        }
        Ok((writes, changes))
    }

    /// Remembers the rating changes of game `id`, which has just ended.
    pub(super) fn remember_rating_changes(&self, id: &GameId, changes: Vec<RatingChange>) {
        if changes.is_empty() {
            return;
        }
        if let Ok(mut ended) = self.ended_ratings.lock() {
            ended.retain(|(game, _)| game != id);
            ended.push_back((id.clone(), changes));
            while ended.len() > ENDED_KEPT {
                ended.pop_front();
            }
        }
    }

    /// The rating changes of game `id`, if it ended lately (empty for an unrated game).
    pub(super) fn rating_changes(&self, id: &GameId) -> Vec<RatingChange> {
        self.ended_ratings
            .lock()
            .ok()
            .and_then(|ended| {
                ended
                    .iter()
                    .find(|(game, _)| game == id)
                    .map(|(_, changes)| changes.clone())
            })
            .unwrap_or_default()
    }
}

fn glicko(doc: &RatingDoc) -> Glicko2Rating {
    Glicko2Rating {
        rating: doc.rating,
        deviation: doc.deviation,
        volatility: doc.volatility,
    }
}
