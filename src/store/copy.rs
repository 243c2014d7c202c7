//! `kibitz store copy`: every record from one store into another, empty one (sled to
//! PostgreSQL, PostgreSQL to sled, or either to itself), then a check that the counts match.

use super::{Store, StoreError, StoreResult};

/// How many records of each kind were copied.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CopyCounts {
    pub games: usize,
    pub challenges: usize,
    pub players: usize,
    pub ratings: usize,
    pub settings: usize,
    pub vacations: usize,
    pub analyses: usize,
    pub tournaments: usize,
}

impl std::fmt::Display for CopyCounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} games, {} challenges, {} players, {} leaderboard rows, {} server settings, {} \
             vacation records, {} analyses, {} tournaments",
            self.games,
            self.challenges,
            self.players,
            self.ratings,
            self.settings,
            self.vacations,
            self.analyses,
            self.tournaments
        )
    }
}

fn counts(store: &dyn Store) -> StoreResult<CopyCounts> {
    Ok(CopyCounts {
        games: store.all_game_ids()?.len(),
        challenges: store.challenges()?.len(),
        players: store.players()?.len(),
        ratings: store.all_ratings()?.len(),
        settings: store.all_server_settings()?.len(),
        vacations: store.all_vacations()?.len(),
        analyses: store.all_analyses()?.len(),
        tournaments: store.all_tournaments()?.len(),
    })
}

/// Copies everything in `from` into `to`, which must be empty, and checks the counts after.
/// A record of the source that cannot be read stops the copy (a copy is exact or nothing).
pub fn copy(from: &dyn Store, to: &dyn Store) -> StoreResult<CopyCounts> {
    let existing = counts(to)?;
    if existing != CopyCounts::default() {
        return Err(StoreError::TargetNotEmpty {
            what: existing.to_string(),
        });
    }
    let ids = from.all_game_ids()?;
    let mut games = Vec::with_capacity(ids.len());
    for id in &ids {
        if let Some(doc) = from.game(id)? {
            games.push(doc);
        }
    }
    to.import_games(&games)?;
    for challenge in from.challenges()? {
        to.insert_challenge(&challenge)?;
    }
    for player in from.players()? {
        to.put_player(&player)?;
    }
    to.put_ratings(&from.all_ratings()?)?;
    for (server, settings) in from.all_server_settings()? {
        to.put_server_settings(server, &settings)?;
    }
    to.put_vacations(&from.all_vacations()?)?;
    to.put_analyses(&from.all_analyses()?)?;
    to.put_tournaments(&from.all_tournaments()?)?;
    if let Some(at) = from.heartbeat()? {
        to.set_heartbeat(at)?;
    }
    to.flush()?;
    let expected = counts(from)?;
    let copied = counts(to)?;
    if copied != expected {
        return Err(StoreError::CopyMismatch {
            what: format!("the source holds {expected}, the target {copied}"),
        });
    }
    Ok(copied)
}
