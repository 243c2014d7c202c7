//! A player's games in one read ([`Store::games_of`]): the ones going on, the latest finished
//! ones, both; kept by every game write; unreadable records listed as such; and the indexes
//! written before the state was kept (sled entries, PostgreSQL rows before migration V4) read
//! as well as new ones. Every test runs on each backend (see `backends.rs`).

use crate::backends::{each_backend, Backend};
use crate::store_records::doc;
use kibitz::games::{EndReason, Outcome, Side};
use kibitz::service::{GameId, Timestamp, UserId};
use kibitz::store::{FinishDoc, GameDoc, GamesOf, PlayerGames, Store, StoreError};

/// A game of users `a` and `b` that finished at `at`.
fn finished(id: &str, a: u64, b: u64, at: i64) -> GameDoc {
    let mut game = doc(id, a, b, 5, None);
    game.finished = Some(FinishDoc {
        outcome: Outcome::win(Side::Second, EndReason::Time),
        at: Timestamp(at),
    });
    game
}

fn ids(docs: &[GameDoc]) -> Vec<&str> {
    docs.iter().map(|d| d.id.as_str()).collect()
}

fn unreadable(games: &PlayerGames) -> Vec<&str> {
    games.unreadable.iter().map(|(id, _)| id.as_str()).collect()
}

/// User 1's games: three going on (one against themself), five finished (two at the same
/// moment); user 2 plays in some of them, user 9 in none.
fn store_games(store: &dyn Store) {
    let games = [
        doc("ACT2", 1, 2, 5, Some(9_000)),
        doc("ACT3", 3, 1, 5, Some(8_000)),
        doc("MYSF", 1, 1, 5, Some(8_500)),
        finished("END3", 1, 2, 3_000),
        finished("END2", 1, 3, 1_000),
        finished("END5", 2, 1, 5_000),
        finished("ENDB", 1, 4, 4_000),
        finished("ENDA", 4, 1, 4_000),
        finished("XTRA", 2, 3, 6_000),
    ];
    assert_eq!(store.import_games(&games).unwrap(), games.len());
}

/// What every backend answers for [`store_games`].
fn assert_lists(store: &dyn Store, backend: &str) {
    let user = UserId(1);
    let active = store.games_of(user, GamesOf::ACTIVE).unwrap();
    assert_eq!(ids(&active.active), ["ACT2", "ACT3", "MYSF"], "{backend}");
    assert!(
        active.finished.is_empty() && active.unreadable.is_empty(),
        "{backend}"
    );

    // The latest first; a tie in time by id.
    let latest = store.games_of(user, GamesOf::finished(3)).unwrap();
    assert!(latest.active.is_empty(), "{backend}");
    assert_eq!(ids(&latest.finished), ["END5", "ENDA", "ENDB"], "{backend}");

    let both = store
        .games_of(user, GamesOf::active_and_finished(1))
        .unwrap();
    assert_eq!(ids(&both.active), ["ACT2", "ACT3", "MYSF"], "{backend}");
    assert_eq!(ids(&both.finished), ["END5"], "{backend}");

    let all = store.games_of(user, GamesOf::ALL).unwrap();
    assert_eq!(ids(&all.active), ["ACT2", "ACT3", "MYSF"], "{backend}");
    assert_eq!(
        ids(&all.finished),
        ["END5", "ENDA", "ENDB", "END3", "END2"],
        "{backend}"
    );
    assert_eq!(
        store
            .games_of(user, GamesOf::finished(0))
            .unwrap()
            .finished
            .len(),
        0,
        "{backend}"
    );

    let other = store.games_of(UserId(2), GamesOf::ALL).unwrap();
    assert_eq!(ids(&other.active), ["ACT2"], "{backend}");
    assert_eq!(ids(&other.finished), ["XTRA", "END5", "END3"], "{backend}");
    let nobody = store.games_of(UserId(9), GamesOf::ALL).unwrap();
    assert!(
        nobody.active.is_empty() && nobody.finished.is_empty(),
        "{backend}"
    );
}

#[test]
fn a_players_games_come_by_state_the_latest_finished_first() {
    each_backend(
        "a_players_games_come_by_state_the_latest_finished_first",
        |backend| {
            let store = backend.open().unwrap();
            store_games(&*store);
            assert_lists(&*store, backend.name());
        },
    );
}

#[test]
fn a_game_that_ends_moves_to_the_finished_list_and_stays_there() {
    each_backend(
        "a_game_that_ends_moves_to_the_finished_list_and_stays_there",
        |backend| {
            {
                let store = backend.open().unwrap();
                store_games(&*store);
                let mut game = store
                    .game(&GameId::parse("ACT2").unwrap())
                    .unwrap()
                    .unwrap();
                game.event_at = None;
                game.deadline = None;
                game.finished = Some(FinishDoc {
                    outcome: Outcome::draw(EndReason::Agreement),
                    at: Timestamp(4_500),
                });
                store.update_game(&game, &[]).unwrap();
            }
            // Written for good: a new store on the same data says the same.
            let store = backend.open().unwrap();
            let mine = store.games_of(UserId(1), GamesOf::ALL).unwrap();
            assert_eq!(ids(&mine.active), ["ACT3", "MYSF"], "{}", backend.name());
            assert_eq!(
                ids(&mine.finished),
                ["END5", "ACT2", "ENDA", "ENDB", "END3", "END2"],
                "{}",
                backend.name()
            );
            let theirs = store.games_of(UserId(2), GamesOf::ACTIVE).unwrap();
            assert!(theirs.active.is_empty(), "{}", backend.name());
        },
    );
}

#[test]
fn an_unreadable_game_is_named_in_the_lists_that_select_it_and_no_others() {
    each_backend(
        "an_unreadable_game_is_named_in_the_lists_that_select_it_and_no_others",
        |backend| {
            {
                let store = backend.open().unwrap();
                store_games(&*store);
            }
            backend.damage_game("ACT2");
            backend.damage_game("END2");
            let store = backend.open().unwrap();
            let name = backend.name();

            let active = store.games_of(UserId(1), GamesOf::ACTIVE).unwrap();
            assert_eq!(ids(&active.active), ["ACT3", "MYSF"], "{name}");
            assert_eq!(unreadable(&active), ["ACT2"], "{name}");
            let (_, error) = &active.unreadable[0];
            assert!(
                matches!(error, StoreError::Corrupt { what: "game", id, .. } if id == "ACT2"),
                "{name}: {error}"
            );

            // END2 is the oldest: only a list reaching back to it names it.
            let latest = store.games_of(UserId(1), GamesOf::finished(4)).unwrap();
            assert_eq!(
                ids(&latest.finished),
                ["END5", "ENDA", "ENDB", "END3"],
                "{name}"
            );
            assert!(latest.unreadable.is_empty(), "{name}");
            let all = store.games_of(UserId(1), GamesOf::ALL).unwrap();
            assert_eq!(unreadable(&all), ["ACT2", "END2"], "{name}");
            assert_eq!(all.active.len() + all.finished.len(), 6, "{name}");
        },
    );
}

/// Makes the player index look as an earlier kibitz left it: sled entries without the game's
/// state; on PostgreSQL, the tables as before migration V4 (which the next open runs again, with
/// the later ones).
fn forget_index_state(backend: &Backend) {
    match backend {
        Backend::Sled(dir) => {
            let db = sled::open(dir.path()).unwrap();
            let by_player = db.open_tree("games_by_player").unwrap();
            for entry in by_player.iter() {
                let (key, _) = entry.unwrap();
                by_player.insert(key, &[][..]).unwrap();
            }
            db.flush().unwrap();
        }
        Backend::Postgres { url, schema } => {
            let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
            client
                .batch_execute(&format!(
                    "ALTER TABLE {schema}.game_players DROP COLUMN finished_at; \
                     DROP TABLE {schema}.vacations; \
                     DROP TABLE {schema}.analyses; \
                     DROP TABLE {schema}.tournaments; \
                     DROP INDEX {schema}.games_by_server; \
                     DELETE FROM {schema}.refinery_schema_history WHERE version >= 4"
                ))
                .unwrap();
        }
    }
}

#[test]
fn an_index_written_before_it_kept_the_state_reads_the_same() {
    each_backend(
        "an_index_written_before_it_kept_the_state_reads_the_same",
        |backend| {
            {
                let store = backend.open().unwrap();
                store_games(&*store);
            }
            forget_index_state(backend);
            {
                let store = backend.open().unwrap();
                assert_lists(&*store, backend.name());
            }

            // A record unreadable by then: its state unknown, it is named with the games
            // going on.
            backend.damage_game("END2");
            forget_index_state(backend);
            let store = backend.open().unwrap();
            let name = backend.name();
            let active = store.games_of(UserId(1), GamesOf::ACTIVE).unwrap();
            assert_eq!(ids(&active.active), ["ACT2", "ACT3", "MYSF"], "{name}");
            assert_eq!(unreadable(&active), ["END2"], "{name}");
            let finished = store.games_of(UserId(1), GamesOf::finished(10)).unwrap();
            assert_eq!(
                ids(&finished.finished),
                ["END5", "ENDA", "ENDB", "END3"],
                "{name}"
            );
            assert!(finished.unreadable.is_empty(), "{name}");
        },
    );
}
