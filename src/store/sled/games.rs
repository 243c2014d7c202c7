//! Games and their indexes: `games` (game id → [`GameDoc`] as JSON), `games_by_player` (user ++
//! game id → the game's state, see [`Seat`]), `games_by_channel` (channel ++ game id) and
//! `games_by_event` (event time ++ game id).

use super::challenges::Challenges;
use super::ratings::{CheckedWrite, Ratings};
use super::{abort, id_after, key_with, tx_error, Abort};
use crate::model::{ChallengeId, ChannelId, GameId, Timestamp, UserId};
use crate::store::{decode, encode, GameDoc, GamesOf, PlayerGames, RatingWrite, StoreResult};
use ::sled::transaction::{TransactionError, TransactionalTree, UnabortableTransactionError};
use ::sled::Transactional;

#[derive(Debug, Clone)]
pub(super) struct Games {
    games: ::sled::Tree,
    by_player: ::sled::Tree,
    by_channel: ::sled::Tree,
    by_event: ::sled::Tree,
}

/// What a player index entry says about its game, so that a player's lists read only the
/// records they show. Entries written before the state was kept are empty: their record says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seat {
    Active,
    Finished(Timestamp),
}

impl Seat {
    fn of(doc: &GameDoc) -> Seat {
        match &doc.finished {
            None => Seat::Active,
            Some(finished) => Seat::Finished(finished.at),
        }
    }

    /// `A`, or `F` ++ the finish time (8 bytes, big-endian).
    fn encode(self) -> Vec<u8> {
        match self {
            Seat::Active => b"A".to_vec(),
            Seat::Finished(at) => {
                let mut value = b"F".to_vec();
                value.extend_from_slice(&at.0.to_be_bytes());
                value
            }
        }
    }

    /// `None` for an entry written before the state was kept (empty), or not understood.
    fn decode(value: &[u8]) -> Option<Seat> {
        match value {
            b"A" => Some(Seat::Active),
            [b'F', at @ ..] => Some(Seat::Finished(Timestamp(i64::from_be_bytes(
                <[u8; 8]>::try_from(at).ok()?,
            )))),
            _ => None,
        }
    }
}

/// Writes the index entries of `doc` (by player, by channel, by event).
fn index_game(
    doc: &GameDoc,
    by_player: &TransactionalTree,
    by_channel: &TransactionalTree,
    by_event: &TransactionalTree,
) -> Result<(), UnabortableTransactionError> {
    let seat = Seat::of(doc).encode();
    for slot in &doc.players {
        by_player.insert(
            key_with(slot.user.0.to_be_bytes(), doc.id.as_str()),
            seat.as_slice(),
        )?;
    }
    by_channel.insert(key_with(doc.channel.0.to_be_bytes(), doc.id.as_str()), &[])?;
    if let Some(at) = doc.event_at {
        by_event.insert(key_with(at.to_key(), doc.id.as_str()), &[])?;
    }
    Ok(())
}

/// Removes the index entries of `doc` (the stored version, before an update).
fn unindex_game(
    doc: &GameDoc,
    by_player: &TransactionalTree,
    by_channel: &TransactionalTree,
    by_event: &TransactionalTree,
) -> Result<(), UnabortableTransactionError> {
    let id = doc.id.as_str();
    for slot in &doc.players {
        by_player.remove(key_with(slot.user.0.to_be_bytes(), id))?;
    }
    by_channel.remove(key_with(doc.channel.0.to_be_bytes(), id))?;
    if let Some(at) = doc.event_at {
        by_event.remove(key_with(at.to_key(), id))?;
    }
    Ok(())
}

impl Games {
    pub(super) fn open(db: &::sled::Db) -> StoreResult<Games> {
        Ok(Games {
            games: db.open_tree("games")?,
            by_player: db.open_tree("games_by_player")?,
            by_channel: db.open_tree("games_by_channel")?,
            by_event: db.open_tree("games_by_event")?,
        })
    }

    pub(super) fn get(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        match self.games.get(id.as_str())? {
            Some(bytes) => decode("game", id.as_str(), &bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Stores a new game with its indexes and removes the challenge it came from, in one
    /// transaction (the caller flushes); `false` if the id is taken.
    pub(super) fn insert(
        &self,
        doc: &GameDoc,
        from: Option<&ChallengeId>,
        challenges: &Challenges,
    ) -> StoreResult<bool> {
        let bytes = encode(doc);
        let result = (
            &self.games,
            &self.by_player,
            &self.by_channel,
            &self.by_event,
            &challenges.tree,
        )
            .transaction(|(games, by_player, by_channel, by_event, challenges)| {
                if games.get(doc.id.as_str())?.is_some() {
                    return abort(Abort::Exists);
                }
                if let Some(challenge) = from {
                    if challenges.remove(challenge.as_str())?.is_none() {
                        return abort(Abort::Missing);
                    }
                }
                games.insert(doc.id.as_str(), bytes.as_slice())?;
                index_game(doc, by_player, by_channel, by_event)?;
                Ok(())
            });
        match result {
            Ok(()) => Ok(true),
            Err(TransactionError::Abort(Abort::Exists)) => Ok(false),
            Err(e) => Err(tx_error(e, "challenge", from.map_or("", |c| c.as_str()))),
        }
    }

    /// Stores many games (the caller flushes once); returns how many were new.
    pub(super) fn import(&self, docs: &[GameDoc], challenges: &Challenges) -> StoreResult<usize> {
        let mut stored = 0;
        for doc in docs {
            if self.insert(doc, None, challenges)? {
                stored += 1;
            }
        }
        Ok(stored)
    }

    /// The versioned update of a game, its indexes and its rating changes, in one transaction
    /// (the caller flushes); returns the new version.
    pub(super) fn update(
        &self,
        doc: &GameDoc,
        rating_writes: &[RatingWrite],
        ratings: &Ratings,
    ) -> StoreResult<u64> {
        let mut new = doc.clone();
        new.version = doc.version + 1;
        let bytes = encode(&new);
        let rating_writes: Vec<CheckedWrite> =
            rating_writes.iter().map(CheckedWrite::new).collect();
        let id = doc.id.as_str();
        let result = (
            &self.games,
            &self.by_player,
            &self.by_channel,
            &self.by_event,
            &ratings.tree,
        )
            .transaction(|(games, by_player, by_channel, by_event, ratings)| {
                let Some(old_bytes) = games.get(id)? else {
                    return abort(Abort::Missing);
                };
                let old: GameDoc = match serde_json::from_slice(&old_bytes) {
                    Ok(old) => old,
                    Err(e) => return abort(Abort::Corrupt(e.to_string())),
                };
                if old.version != doc.version {
                    return abort(Abort::Conflict {
                        expected: doc.version,
                    });
                }
                unindex_game(&old, by_player, by_channel, by_event)?;
                index_game(&new, by_player, by_channel, by_event)?;
                games.insert(id, bytes.as_slice())?;
                for write in &rating_writes {
                    write.apply(ratings, doc.version)?;
                }
                Ok(())
            });
        result
            .map(|()| new.version)
            .map_err(|e| tx_error(e, "game", id))
    }

    /// The player index entries of `user`: game id and state (`None`: not recorded).
    fn seats_of(&self, user: UserId) -> StoreResult<Vec<(GameId, Option<Seat>)>> {
        let mut seats = Vec::new();
        for entry in self.by_player.scan_prefix(user.0.to_be_bytes()) {
            let (key, value) = entry?;
            if let Some(id) = id_after(&key, 8) {
                seats.push((id, Seat::decode(&value)));
            }
        }
        Ok(seats)
    }

    pub(super) fn ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        Ok(self.seats_of(user)?.into_iter().map(|(id, _)| id).collect())
    }

    /// The games of `user` that `which` selects: the index says which records to read.
    pub(super) fn of_player(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames> {
        let mut games = PlayerGames::default();
        let mut finished = Vec::new();
        for (id, seat) in self.seats_of(user)? {
            let seat = match seat {
                Some(seat) => seat,
                // An entry from before the index kept the state: the record says (and is kept
                // if it is wanted, rather than read twice).
                None => match self.get(&id) {
                    Ok(Some(doc)) => {
                        let seat = Seat::of(&doc);
                        if seat == Seat::Active && which.active {
                            games.active.push(doc);
                        } else if let Seat::Finished(at) = seat {
                            finished.push((at, id, Some(doc)));
                        }
                        continue;
                    }
                    Ok(None) => continue,
                    // Its state is unknown: listed with the games going on (as on PostgreSQL,
                    // where an unreadable record counts as going on).
                    Err(e) => {
                        if which.active {
                            games.unreadable.push((id, e));
                        }
                        continue;
                    }
                },
            };
            match seat {
                Seat::Active if which.active => match self.get(&id) {
                    Ok(Some(doc)) => games.push(doc),
                    Ok(None) => {}
                    Err(e) => games.unreadable.push((id, e)),
                },
                Seat::Active => {}
                Seat::Finished(at) => finished.push((at, id, None)),
            }
        }
        // The latest first, then by id, as the player index orders them on PostgreSQL.
        finished.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.as_str().cmp(b.1.as_str())));
        for (_, id, read) in finished.into_iter().take(which.finished) {
            let doc = match read {
                Some(doc) => Ok(Some(doc)),
                None => self.get(&id),
            };
            match doc {
                Ok(Some(doc)) => games.push(doc),
                Ok(None) => {}
                Err(e) => games.unreadable.push((id, e)),
            }
        }
        Ok(games.sorted())
    }

    pub(super) fn ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        let mut ids = Vec::new();
        for entry in self.by_channel.scan_prefix(channel.0.to_be_bytes()) {
            let (key, _) = entry?;
            if let Some(id) = id_after(&key, 8) {
                ids.push(id);
            }
        }
        Ok(ids)
    }

    /// The games with an event due at or before `now`, earliest first.
    pub(super) fn due(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        let mut due = Vec::new();
        let end = (now.0.max(0) as u64).saturating_add(1).to_be_bytes();
        for entry in self.by_event.range(..end.to_vec()) {
            let (key, _) = entry?;
            let at = <[u8; 8]>::try_from(&key[..8.min(key.len())])
                .map(|b| Timestamp(i64::try_from(u64::from_be_bytes(b)).unwrap_or(i64::MAX)));
            if let (Ok(at), Some(id)) = (at, id_after(&key, 8)) {
                due.push((at, id));
            }
        }
        Ok(due)
    }

    pub(super) fn all_ids(&self) -> StoreResult<Vec<GameId>> {
        let mut ids = Vec::new();
        for entry in self.games.iter() {
            let (key, _) = entry?;
            if let Some(id) = id_after(&key, 0) {
                ids.push(id);
            }
        }
        Ok(ids)
    }
}
