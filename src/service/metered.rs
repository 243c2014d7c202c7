//! A store that measures itself: every call is counted and timed (see [`super::metrics`]) and
//! passed on. The service wraps whatever store it is given, so both backends are measured the
//! same way without either knowing.

use super::metrics;
use crate::games::GameKind;
use crate::model::{
    AnalysisDoc, ChallengeId, ChannelId, GameId, ServerId, Timestamp, TournamentDoc, TournamentId,
    UserId, VacationDoc,
};
use crate::store::{
    BoardScope, ChallengeDoc, GameDoc, GamesOf, PlayerDoc, PlayerGames, RatingDoc, RatingWrite,
    ServerSettings, Store, StoreResult,
};
use std::sync::Arc;
use std::time::Instant;

/// The store underneath, measured.
#[derive(Debug)]
pub(super) struct Metered(pub(super) Arc<dyn Store>);

/// Writes the delegation once: each method times the inner call under its own name. Every
/// method of [`Store`] is listed, the provided ones too, so that a backend's faster version of
/// one is the one called.
macro_rules! measured {
    ($(fn $name:ident(&self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        impl Store for Metered {
            $(
                fn $name(&self $(, $arg: $ty)*) -> $ret {
                    let started = Instant::now();
                    let result = self.0.$name($($arg),*);
                    metrics::store_op(stringify!($name), started, result.is_ok());
                    result
                }
            )*
        }
    };
}

measured! {
    fn flush(&self) -> StoreResult<()>;
    fn schema_version(&self) -> StoreResult<u32>;
    fn set_schema_version(&self, version: u32) -> StoreResult<()>;
    fn heartbeat(&self) -> StoreResult<Option<Timestamp>>;
    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()>;
    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>>;
    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>>;
    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()>;
    fn size_on_disk(&self) -> StoreResult<u64>;
    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>>;
    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool>;
    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize>;
    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64>;
    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>>;
    fn games_of(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames>;
    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>>;
    fn games_in_server(&self, server: ServerId, which: GamesOf) -> StoreResult<PlayerGames>;
    fn active_game_counts(&self) -> StoreResult<Vec<(GameKind, usize)>>;
    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>>;
    fn claim_due_games(
        &self,
        now: Timestamp,
        lease: std::time::Duration
    ) -> StoreResult<Vec<(Timestamp, GameId)>>;
    fn scheduled_games(&self) -> StoreResult<Vec<(Timestamp, GameId)>>;
    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool>;
    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>>;
    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool>;
    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>>;
    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>>;
    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()>;
    fn players(&self) -> StoreResult<Vec<PlayerDoc>>;
    fn players_among(&self, users: &[UserId]) -> StoreResult<Vec<PlayerDoc>>;
    fn rating(
        &self,
        scope: BoardScope,
        kind: GameKind,
        user: UserId
    ) -> StoreResult<Option<RatingDoc>>;
    fn leaderboard(&self, scope: BoardScope, kind: GameKind) -> StoreResult<Vec<RatingDoc>>;
    fn top_ratings(
        &self,
        scope: BoardScope,
        kind: GameKind,
        limit: usize
    ) -> StoreResult<Vec<RatingDoc>>;
    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings>;
    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()>;
    fn all_game_ids(&self) -> StoreResult<Vec<GameId>>;
    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>>;
    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()>;
    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>>;
    fn vacation(&self, user: UserId) -> StoreResult<Option<VacationDoc>>;
    fn update_vacation(&self, doc: &VacationDoc) -> StoreResult<u64>;
    fn all_vacations(&self) -> StoreResult<Vec<VacationDoc>>;
    fn put_vacations(&self, docs: &[VacationDoc]) -> StoreResult<()>;
    fn analysis(&self, game: &GameId) -> StoreResult<Option<AnalysisDoc>>;
    fn update_analysis(&self, doc: &AnalysisDoc) -> StoreResult<u64>;
    fn pending_analyses(&self) -> StoreResult<Vec<AnalysisDoc>>;
    fn all_analyses(&self) -> StoreResult<Vec<AnalysisDoc>>;
    fn put_analyses(&self, docs: &[AnalysisDoc]) -> StoreResult<()>;
    fn tournament(&self, id: &TournamentId) -> StoreResult<Option<TournamentDoc>>;
    fn update_tournament(&self, doc: &TournamentDoc) -> StoreResult<u64>;
    fn active_tournaments(&self) -> StoreResult<Vec<TournamentDoc>>;
    fn tournaments_in(&self, server: ServerId) -> StoreResult<Vec<TournamentDoc>>;
    fn all_tournaments(&self) -> StoreResult<Vec<TournamentDoc>>;
    fn put_tournaments(&self, docs: &[TournamentDoc]) -> StoreResult<()>;
}
