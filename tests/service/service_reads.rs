//! One read per record per command: a `/move`, run as the front ends run it (the language
//! choice, the command, its notices, inside `Service::in_one_read`), fetches the mover's and
//! the opponent's player records and the server's settings from the store once each.

use crate::service_support::*;
use kibitz::games::{replay, Notation};
use kibitz::model::{ChallengeDoc, RatingDoc, ServerSettings};
use kibitz::service::*;
use kibitz::store::{
    BoardScope, GameDoc, GamesOf, PlayerDoc, PlayerGames, RatingWrite, SledStore, Store,
    StoreResult,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A real sled store that counts the reads of player records and server settings.
#[derive(Debug)]
struct Counting {
    inner: Arc<dyn Store>,
    players: Mutex<HashMap<UserId, usize>>,
    servers: Mutex<HashMap<ServerId, usize>>,
    vacations: Mutex<HashMap<UserId, usize>>,
}

impl Counting {
    fn player_reads(&self, user: UserId) -> usize {
        self.players
            .lock()
            .unwrap()
            .get(&user)
            .copied()
            .unwrap_or(0)
    }
    fn server_reads(&self, server: ServerId) -> usize {
        self.servers
            .lock()
            .unwrap()
            .get(&server)
            .copied()
            .unwrap_or(0)
    }
    fn vacation_reads(&self, user: UserId) -> usize {
        self.vacations
            .lock()
            .unwrap()
            .get(&user)
            .copied()
            .unwrap_or(0)
    }
    fn reset(&self) {
        self.players.lock().unwrap().clear();
        self.servers.lock().unwrap().clear();
        self.vacations.lock().unwrap().clear();
    }
}

impl Store for Counting {
    fn flush(&self) -> StoreResult<()> {
        self.inner.flush()
    }
    fn schema_version(&self) -> StoreResult<u32> {
        self.inner.schema_version()
    }
    fn set_schema_version(&self, version: u32) -> StoreResult<()> {
        self.inner.set_schema_version(version)
    }
    fn heartbeat(&self) -> StoreResult<Option<Timestamp>> {
        self.inner.heartbeat()
    }
    fn set_heartbeat(&self, at: Timestamp) -> StoreResult<()> {
        self.inner.set_heartbeat(at)
    }
    fn pending_downtime(&self) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        self.inner.pending_downtime()
    }
    fn begin_downtime(&self, now: Timestamp) -> StoreResult<Option<(Timestamp, Timestamp)>> {
        self.inner.begin_downtime(now)
    }
    fn end_downtime(&self, window: (Timestamp, Timestamp)) -> StoreResult<()> {
        self.inner.end_downtime(window)
    }
    fn size_on_disk(&self) -> StoreResult<u64> {
        self.inner.size_on_disk()
    }
    fn game(&self, id: &GameId) -> StoreResult<Option<GameDoc>> {
        self.inner.game(id)
    }
    fn insert_game(&self, doc: &GameDoc, from: Option<&ChallengeId>) -> StoreResult<bool> {
        self.inner.insert_game(doc, from)
    }
    fn import_games(&self, docs: &[GameDoc]) -> StoreResult<usize> {
        self.inner.import_games(docs)
    }
    fn update_game(&self, doc: &GameDoc, ratings: &[RatingWrite]) -> StoreResult<u64> {
        self.inner.update_game(doc, ratings)
    }
    fn game_ids_of(&self, user: UserId) -> StoreResult<Vec<GameId>> {
        self.inner.game_ids_of(user)
    }
    fn games_of(&self, user: UserId, which: GamesOf) -> StoreResult<PlayerGames> {
        self.inner.games_of(user, which)
    }
    fn game_ids_in(&self, channel: ChannelId) -> StoreResult<Vec<GameId>> {
        self.inner.game_ids_in(channel)
    }
    fn due_games(&self, now: Timestamp) -> StoreResult<Vec<(Timestamp, GameId)>> {
        self.inner.due_games(now)
    }
    fn insert_challenge(&self, doc: &ChallengeDoc) -> StoreResult<bool> {
        self.inner.insert_challenge(doc)
    }
    fn challenge(&self, id: &ChallengeId) -> StoreResult<Option<ChallengeDoc>> {
        self.inner.challenge(id)
    }
    fn remove_challenge(&self, id: &ChallengeId) -> StoreResult<bool> {
        self.inner.remove_challenge(id)
    }
    fn challenges(&self) -> StoreResult<Vec<ChallengeDoc>> {
        self.inner.challenges()
    }
    fn player(&self, user: UserId) -> StoreResult<Option<PlayerDoc>> {
        *self.players.lock().unwrap().entry(user).or_default() += 1;
        self.inner.player(user)
    }
    fn put_player(&self, doc: &PlayerDoc) -> StoreResult<()> {
        self.inner.put_player(doc)
    }
    fn players(&self) -> StoreResult<Vec<PlayerDoc>> {
        self.inner.players()
    }
    fn rating(
        &self,
        scope: BoardScope,
        kind: kibitz::games::GameKind,
        user: UserId,
    ) -> StoreResult<Option<RatingDoc>> {
        self.inner.rating(scope, kind, user)
    }
    fn leaderboard(
        &self,
        scope: BoardScope,
        kind: kibitz::games::GameKind,
    ) -> StoreResult<Vec<RatingDoc>> {
        self.inner.leaderboard(scope, kind)
    }
    fn server_settings(&self, server: ServerId) -> StoreResult<ServerSettings> {
        *self.servers.lock().unwrap().entry(server).or_default() += 1;
        self.inner.server_settings(server)
    }
    fn put_server_settings(&self, server: ServerId, settings: &ServerSettings) -> StoreResult<()> {
        self.inner.put_server_settings(server, settings)
    }
    fn all_game_ids(&self) -> StoreResult<Vec<GameId>> {
        self.inner.all_game_ids()
    }
    fn all_ratings(&self) -> StoreResult<Vec<RatingWrite>> {
        self.inner.all_ratings()
    }
    fn put_ratings(&self, rows: &[RatingWrite]) -> StoreResult<()> {
        self.inner.put_ratings(rows)
    }
    fn all_server_settings(&self) -> StoreResult<Vec<(ServerId, ServerSettings)>> {
        self.inner.all_server_settings()
    }
    fn vacation(&self, user: UserId) -> StoreResult<Option<kibitz::model::VacationDoc>> {
        *self.vacations.lock().unwrap().entry(user).or_default() += 1;
        self.inner.vacation(user)
    }
    fn update_vacation(&self, doc: &kibitz::model::VacationDoc) -> StoreResult<u64> {
        self.inner.update_vacation(doc)
    }
    fn all_vacations(&self) -> StoreResult<Vec<kibitz::model::VacationDoc>> {
        self.inner.all_vacations()
    }
    fn put_vacations(&self, docs: &[kibitz::model::VacationDoc]) -> StoreResult<()> {
        self.inner.put_vacations(docs)
    }
    fn analysis(&self, game: &GameId) -> StoreResult<Option<kibitz::model::AnalysisDoc>> {
        self.inner.analysis(game)
    }
    fn update_analysis(&self, doc: &kibitz::model::AnalysisDoc) -> StoreResult<u64> {
        self.inner.update_analysis(doc)
    }
    fn pending_analyses(&self) -> StoreResult<Vec<kibitz::model::AnalysisDoc>> {
        self.inner.pending_analyses()
    }
    fn all_analyses(&self) -> StoreResult<Vec<kibitz::model::AnalysisDoc>> {
        self.inner.all_analyses()
    }
    fn put_analyses(&self, docs: &[kibitz::model::AnalysisDoc]) -> StoreResult<()> {
        self.inner.put_analyses(docs)
    }
    fn tournament(
        &self,
        id: &kibitz::model::TournamentId,
    ) -> StoreResult<Option<kibitz::model::TournamentDoc>> {
        self.inner.tournament(id)
    }
    fn update_tournament(&self, doc: &kibitz::model::TournamentDoc) -> StoreResult<u64> {
        self.inner.update_tournament(doc)
    }
    fn active_tournaments(&self) -> StoreResult<Vec<kibitz::model::TournamentDoc>> {
        self.inner.active_tournaments()
    }
    fn tournaments_in(&self, server: ServerId) -> StoreResult<Vec<kibitz::model::TournamentDoc>> {
        self.inner.tournaments_in(server)
    }
    fn all_tournaments(&self) -> StoreResult<Vec<kibitz::model::TournamentDoc>> {
        self.inner.all_tournaments()
    }
    fn put_tournaments(&self, docs: &[kibitz::model::TournamentDoc]) -> StoreResult<()> {
        self.inner.put_tournaments(docs)
    }
}

fn counted() -> (tempfile::TempDir, Arc<Counting>, Service) {
    let dir = tempfile::tempdir().unwrap();
    let inner: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
    let counting = Arc::new(Counting {
        inner,
        players: Mutex::default(),
        servers: Mutex::default(),
        vacations: Mutex::default(),
    });
    let store: Arc<dyn Store> = counting.clone();
    let clock = TestClock::new(START);
    let service = Service::with_store(store, Arc::new(clock), config()).unwrap();
    (dir, counting, service)
}

/// A command as the front ends run it: languages, the command, and the notices it makes.
fn as_front_end<T>(
    service: &Service,
    actor: &Actor,
    place: &Place,
    command: impl FnOnce() -> T,
) -> T {
    Service::in_one_read(|| {
        service.languages(actor, place, Some("pl")).unwrap();
        command()
    })
}

#[test]
fn a_move_reads_each_player_and_the_server_once() {
    let (_dir, counting, service) = counted();
    let (alice, bob) = (alice(), bob());
    // Bob wants a DM: the move makes a notice for him, in his language.
    service.set_notifications(&bob, NotifyPref::Dm).unwrap();
    let challenge = service
        .challenge(
            &alice,
            &here(),
            ChallengeRequest {
                game: some_kind(),
                opponent: Some(bob.clone()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
    let accept = challenge.reply.buttons[0].custom_id();
    let game = service
        .press(&bob, &here(), &accept)
        .unwrap()
        .started
        .unwrap()
        .game;
    let doc = service.game_doc(&game).unwrap();
    let mv = replay(&doc.record())
        .unwrap()
        .legal_moves(Notation::Canonical)[0]
        .clone();

    counting.reset();
    let response = as_front_end(&service, &alice, &here(), || {
        service
            .play(&alice, &here(), Some(&game.to_string()), &mv)
            .unwrap()
    });
    assert_eq!(response.notices.len(), 1, "bob is told by DM: {response:?}");
    assert_eq!(counting.player_reads(alice.user), 1, "the mover's record");
    assert_eq!(counting.player_reads(bob.user), 1, "the opponent's record");
    // Whether each player is away is asked by the clock, the board and the end of the mover's
    // vacation: one read each.
    assert_eq!(
        counting.vacation_reads(alice.user),
        1,
        "the mover's vacation"
    );
    assert_eq!(
        counting.vacation_reads(bob.user),
        1,
        "the opponent's vacation"
    );
    assert_eq!(
        counting.server_reads(ServerId(100)),
        1,
        "the server's settings"
    );

    // Outside a command's scope (tools, the computer's threads) every read goes to the store:
    // nothing is remembered from one command to the next.
    counting.reset();
    service.languages(&alice, &here(), None).unwrap();
    service.languages(&alice, &here(), None).unwrap();
    assert_eq!(counting.player_reads(alice.user), 2);
}

#[test]
fn a_command_reads_back_what_it_wrote() {
    let (_dir, counting, service) = counted();
    let alice = alice();
    let lang = as_front_end(&service, &alice, &here(), || {
        service.set_language(&alice, Some("it")).unwrap();
        service.languages(&alice, &here(), None).unwrap()
    });
    assert_eq!(
        lang.user_choice,
        Some(Lang::It),
        "the choice just written: {lang:?}"
    );
    assert_eq!(counting.player_reads(alice.user), 1);
}
