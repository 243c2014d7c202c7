//! Shared helpers for the service tests: a service on a temporary directory with a test clock,
//! players, and playouts that drive whole games through the service.

use kibitz::games::{replay, GameKind, Notation};
use kibitz::service::*;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

pub const START: Timestamp = Timestamp(1_800_000_000);
pub const HOUR: Duration = Duration::from_secs(3600);
pub const DAY: Duration = Duration::from_secs(86_400);

pub fn alice() -> Actor {
    Actor::new(UserId(1), "alice")
}
pub fn bob() -> Actor {
    Actor::new(UserId(2), "bob")
}
pub fn carol() -> Actor {
    Actor::new(UserId(3), "carol")
}
pub fn dave() -> Actor {
    Actor::new(UserId(4), "dave")
}
pub fn here() -> Place {
    Place::new(Some(ServerId(100)), ChannelId(200))
}
pub fn elsewhere() -> Place {
    Place::new(Some(ServerId(101)), ChannelId(201))
}

/// The game the tests of one behaviour play (Xiangqi: any move may end in a draw offer, unlike
/// Topo, whose rule 9 limits them). Tests of behaviour that differs by game loop over
/// `GameKind::ALL`.
pub fn some_kind() -> GameKind {
    GameKind::Xiangqi
}

/// The renderer a front end would own, built once for all the tests of this binary.
pub fn renderer() -> &'static kibitz::render::Renderer {
    static RENDERER: std::sync::OnceLock<kibitz::render::Renderer> = std::sync::OnceLock::new();
    RENDERER.get_or_init(|| kibitz::render::Renderer::new().expect("the renderer starts"))
}

/// `picture` drawn as a front end draws it, its caption said by `say`.
pub fn draw_picture(picture: &Picture, say: impl Fn(&Msg) -> String) -> Attachment {
    Attachment {
        filename: picture.filename.clone(),
        bytes: renderer().draw(picture, say).expect("the picture is drawn"),
    }
}

pub struct Fixture {
    pub dir: tempfile::TempDir,
    pub clock: TestClock,
    pub service: Service,
}

pub fn config() -> ServiceConfig {
    ServiceConfig {
        pictures: false,
        // Playouts send hundreds of commands at one instant; the limit's own tests turn it on.
        command_rate: None,
        // The clock's tests are about losses on time; automatic vacations, which start
        // instead while days are left, have their own (service_vacation.rs).
        automatic_vacation: false,
        ..ServiceConfig::default()
    }
}

impl Fixture {
    pub fn new() -> Fixture {
        Fixture::with_config(config())
    }

    /// A fixture whose service has `config` (for the limits' tests).
    pub fn with_config(config: ServiceConfig) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let clock = TestClock::new(START);
        let service = Service::open(dir.path(), Arc::new(clock.clone()), config).unwrap();
        Fixture {
            dir,
            clock,
            service,
        }
    }

    /// Closes the service and opens it again on the same directory (a restart).
    pub fn restart(self) -> Fixture {
        let Fixture {
            dir,
            clock,
            service,
        } = self;
        // sled allows one open per directory: close the old service first.
        drop(service);
        let service = reopen(dir.path(), &clock);
        Fixture {
            dir,
            clock,
            service,
        }
    }

    /// Starts a game of `kind` between `first` and `second` (first moves first) in `place`.
    pub fn start(&self, kind: GameKind, first: &Actor, second: &Actor, place: &Place) -> GameId {
        self.start_with(kind, first, second, place, None)
    }

    pub fn start_with(
        &self,
        kind: GameKind,
        first: &Actor,
        second: &Actor,
        place: &Place,
        time: Option<Duration>,
    ) -> GameId {
        start_between(&self.service, kind, first, second, place, time)
    }

    pub fn doc(&self, id: &GameId) -> kibitz::store::GameDoc {
        self.service.game_doc(id).unwrap()
    }

    /// The actor to move in game `id`, out of `a` and `b`.
    pub fn to_move<'a>(&self, id: &GameId, a: &'a Actor, b: &'a Actor) -> &'a Actor {
        let doc = self.doc(id);
        if doc.player(doc.to_move).user == a.user {
            a
        } else {
            b
        }
    }

    /// Plays the first legal move (in canonical order, skipping any move in `avoid`) for
    /// whoever is to move, through the service.
    pub fn play_first_legal(&self, id: &GameId, a: &Actor, b: &Actor) -> Response {
        let doc = self.doc(id);
        let game = replay(&doc.record()).unwrap();
        let moves = game.legal_moves(Notation::Canonical);
        let mover = self.to_move(id, a, b);
        self.service
            .play(mover, &here_of(&doc), Some(id.as_str()), &moves[0])
            .unwrap()
    }

    /// Plays moves chosen by `pick` (from the sorted legal moves and the ply) until the game ends
    /// or `max_plies` moves were played. Returns whether it ended.
    pub fn playout(
        &self,
        id: &GameId,
        a: &Actor,
        b: &Actor,
        max_plies: usize,
        mut pick: impl FnMut(&[String], usize) -> usize,
    ) -> bool {
        for ply in 0..max_plies {
            let doc = self.doc(id);
            if !doc.is_active() {
                return true;
            }
            let game = replay(&doc.record()).unwrap();
            let moves = game.legal_moves(Notation::Canonical);
            let choice = &moves[pick(&moves, ply) % moves.len()];
            let mover = self.to_move(id, a, b);
            self.service
                .play(mover, &here_of(&doc), Some(id.as_str()), choice)
                .unwrap();
        }
        !self.doc(id).is_active()
    }
}

/// Starts a game of `kind` through `service` between `first` (who moves first) and `second`
/// in `place`: a challenge, accepted with its button.
pub fn start_between(
    service: &Service,
    kind: GameKind,
    first: &Actor,
    second: &Actor,
    place: &Place,
    time: Option<Duration>,
) -> GameId {
    let challenge = service
        .challenge(
            first,
            place,
            ChallengeRequest {
                game: kind,
                opponent: Some(second.clone()),
                side: SideChoice::First,
                time_per_move: time,
            },
        )
        .unwrap();
    let accept = challenge.reply.buttons[0].custom_id();
    let response = service.press(second, place, &accept).unwrap();
    response.started.unwrap().game
}

pub fn here_of(doc: &kibitz::store::GameDoc) -> Place {
    Place::new(doc.server, doc.channel)
}

/// Opens the data directory again, as the next start of the bot would. sled releases its
/// directory lock from its own flusher thread a moment after the last handle is dropped, so a
/// reopen within the same process waits for that (a restart is a new process, which does not).
pub fn reopen(path: &Path, clock: &TestClock) -> Service {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        match Service::open(path, Arc::new(clock.clone()), config()) {
            Err(ServiceError::Store(kibitz::store::StoreError::InUse { .. }))
                if std::time::Instant::now() < deadline =>
            {
                std::thread::sleep(Duration::from_millis(20));
            }
            other => return other.unwrap(),
        }
    }
}

/// A small deterministic pseudo-random sequence (xorshift) for playouts.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 1) as usize
    }
}

pub fn user_error(result: Result<impl std::fmt::Debug, ServiceError>) -> UserError {
    match result {
        Err(ServiceError::User(e)) => e,
        other => panic!("expected a user error, got {other:?}"),
    }
}

/// A message or a text in English, for assertions on what a reader sees.
pub trait English {
    fn en(&self) -> String;
}

impl English for Text {
    fn en(&self) -> String {
        kibitz::i18n::english(self)
    }
}

impl English for Msg {
    fn en(&self) -> String {
        kibitz::i18n::say(kibitz::i18n::Lang::En, self)
    }
}

/// A user's mistake as its English reader sees it (its `Display` is the message id, for logs).
impl English for UserError {
    fn en(&self) -> String {
        self.message().en()
    }
}

/// The record of a game of `kind` between `players` (the first moves first) from the position
/// `start`, in `here()`, as the service stores a game that has just started at `now` (a day per
/// move, the reminder in an hour). For tests that need a position no short line of moves
/// reaches; the caller inserts it (after changing what its case needs).
pub fn started_from(
    id: &str,
    kind: GameKind,
    start: &str,
    players: [kibitz::store::PlayerSlot; 2],
    now: Timestamp,
) -> kibitz::store::GameDoc {
    let game = kibitz::games::new_game(kind, Some(start)).expect("the start position reads");
    kibitz::store::GameDoc {
        id: GameId::parse(id).expect("a game id"),
        version: 0,
        kind,
        start: Some(start.to_string()),
        moves: Vec::new(),
        players: players.into(),
        server: here().server,
        channel: here().channel,
        time_per_move: DAY.as_secs(),
        created: now,
        last_move_at: now,
        deadline: Some(now.plus(DAY)),
        reminded: false,
        event_at: Some(now.plus(HOUR)),
        to_move: game.side_to_move(),
        position: game.position(),
        finished: None,
        draw_offer: None,
        takeback: None,
        compensated_until: None,
        notes: Vec::new(),
        paused: None,
        conditionals: Vec::new(),
        tournament: None,
    }
}
