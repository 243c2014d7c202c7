//! Tournaments run by the bot in a channel: `/tournament create`, `join`, `leave`, `start`,
//! `withdraw`, `adjudicate`, `cancel`, `standings`, `pairings` and `list`, the Join button, and
//! what happens by itself: a round's games start when the round is paired, the next Swiss round
//! is paired when the last game of the one before ends, a round past its deadline asks the
//! director to adjudicate, and the final standings are announced with the winner.
//!
//! Tournament games are ordinary correspondence games (every command works in them); their
//! record names their tournament ([`crate::model::TournamentSlot`]), which decides whether they
//! are rated and whether vacations stop their clocks.

use super::tournament_rounds::{
    self, board_result, group_letter, group_standings, parse_tiebreak, result_mark, seeded, Moved,
    PAIRINGS_PER_PAGE, ROUND_ROBIN_TIEBREAKS, SWISS_TIEBREAKS,
};
use super::{
    Action, Actor, Button, ButtonStyle, ListKind, Notice, Place, Reply, Response, Service,
    ServiceError, ServiceResult, UserError,
};
use crate::games::{msg, Arg, EndReason, GameKind, Msg, Outcome, Side, Text};
use crate::model::{
    BoardDoc, BoardResult, BoardScope, EntrantDoc, GameId, PlayerSlot, RoundDoc, StageDoc,
    Timestamp, TournamentDoc, TournamentFormat, TournamentId, TournamentState, UserId,
};
use crate::store::{GameDoc, StoreError};
use crate::tournament::round_robin;
use std::time::Duration;

/// The most rounds of a Swiss.
pub const MAX_SWISS_ROUNDS: u32 = 30;
/// The most entrants of a tournament.
pub const MAX_TOURNAMENT_PLAYERS: u32 = 500;
/// The largest round-robin group (and round robin without groups): 50 players already play 49
/// games each, at once.
pub const MAX_ROUND_ROBIN_GROUP: u32 = 50;
/// The most characters of a tournament's name.
pub const TOURNAMENT_NAME_CHARS: usize = 60;
/// Rows a group of the standings in an announcement (the picture shows up to 64;
/// `/tournament standings` and the web page show every row).
pub const STANDINGS_LINES: usize = 10;
/// Rows a page of `/tournament standings` (a card: Previous / Next for the rest).
pub const STANDINGS_PER_PAGE: usize = 20;
/// How often (at most) the tick reads every unfinished game of a tournament to catch a result
/// that a process died before recording.
const RECONCILE_EVERY: Duration = Duration::from_secs(300);

/// What the front end knows of the actor that bears on directing tournaments: whether they may
/// manage the server, and their roles there (the server's director role, `/settings
/// director-role`, also directs). The creator of a tournament directs it anyway.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Authority {
    pub manages_server: bool,
    pub roles: Vec<u64>,
}

impl Authority {
    /// Someone who may manage the server (the console's users, tests).
    pub fn manager() -> Self {
        Authority {
            manages_server: true,
            roles: Vec::new(),
        }
    }
}

/// The format asked for in `/tournament create`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatChoice {
    Swiss,
    RoundRobin,
    DoubleRoundRobin,
}

impl FormatChoice {
    /// Reads `swiss`, `round-robin` (`rr`) or `double-round-robin` (`drr`).
    pub fn parse(text: &str) -> Option<FormatChoice> {
        match text
            .trim()
            .to_ascii_lowercase()
            .replace(['_', ' '], "-")
            .as_str()
        {
            "swiss" => Some(FormatChoice::Swiss),
            "round-robin" | "rr" | "roundrobin" => Some(FormatChoice::RoundRobin),
            "double-round-robin" | "drr" | "double" => Some(FormatChoice::DoubleRoundRobin),
            _ => None,
        }
    }
}

/// `/tournament create`'s options; `None` takes the default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRequest {
    pub game: GameKind,
    pub format: FormatChoice,
    pub name: Option<String>,
    /// Swiss rounds (default 5).
    pub rounds: Option<u32>,
    pub time_per_move: Option<Duration>,
    /// Default: rated.
    pub rated: Option<bool>,
    /// Whether vacations stop the clocks of its games (default: yes, as the server allows).
    pub vacation: Option<bool>,
    pub max_players: Option<u32>,
    /// Starts by itself this long after it is created.
    pub start_in: Option<Duration>,
    /// A Swiss round's deadline, after which the director is asked to adjudicate.
    pub round_deadline: Option<Duration>,
    /// Round robin in groups of at most this many.
    pub group_size: Option<u32>,
    /// How many of each group go to the final (default 1).
    pub advance: Option<u32>,
    /// Tie-break codes in order, separated by commas or spaces (`BH-C1, BH, DE`).
    pub tiebreaks: Option<String>,
}

impl TournamentRequest {
    /// A request with every option at its default.
    pub fn new(game: GameKind, format: FormatChoice) -> Self {
        TournamentRequest {
            game,
            format,
            name: None,
            rounds: None,
            time_per_move: None,
            rated: None,
            vacation: None,
            max_players: None,
            start_in: None,
            round_deadline: None,
            group_size: None,
            advance: None,
            tiebreaks: None,
        }
    }
}

/// A director's decision on an unfinished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adjudication {
    FirstWins,
    Draw,
    SecondWins,
    /// The first side scores the point; the game counts as not played (+/−).
    FirstForfeitWin,
    /// −/+.
    SecondForfeitWin,
    /// −/−: neither scores.
    DoubleForfeit,
}

impl Adjudication {
    /// Reads `1-0`, `0-1`, `1/2`, `draw`, `+/-`, `-/+`, `-/-` (and `white`, `black`, or the
    /// game's side names, for a win).
    pub fn parse(text: &str, kind: GameKind) -> Option<Adjudication> {
        let t = text.trim().to_ascii_lowercase().replace(['−', '–'], "-");
        Some(match t.as_str() {
            "1-0" | "first" => Adjudication::FirstWins,
            "0-1" | "second" => Adjudication::SecondWins,
            // "Draw" as the translated error message says it.
            "1/2" | "½" | "½-½" | "1/2-1/2" | "=" | "draw" | "patta" | "tablas" | "remis"
            | "和棋" | "和" => Adjudication::Draw,
            "+/-" | "+:-" | "+-" => Adjudication::FirstForfeitWin,
            "-/+" | "-:+" | "-+" => Adjudication::SecondForfeitWin,
            "-/-" | "--" => Adjudication::DoubleForfeit,
            other => match kind.parse_side(other) {
                Some(Side::First) => Adjudication::FirstWins,
                Some(Side::Second) => Adjudication::SecondWins,
                None => return None,
            },
        })
    }

    fn board_result(self) -> BoardResult {
        match self {
            Adjudication::FirstWins => BoardResult::FirstWins,
            Adjudication::Draw => BoardResult::Draw,
            Adjudication::SecondWins => BoardResult::SecondWins,
            Adjudication::FirstForfeitWin => BoardResult::FirstForfeitWin,
            Adjudication::SecondForfeitWin => BoardResult::SecondForfeitWin,
            Adjudication::DoubleForfeit => BoardResult::DoubleForfeit,
        }
    }
}

/// The outcome a ruled board's game ends with.
fn ruled_outcome(result: BoardResult) -> Outcome {
    match result {
        BoardResult::FirstWins => Outcome::win(Side::First, EndReason::Adjudication),
        BoardResult::SecondWins => Outcome::win(Side::Second, EndReason::Adjudication),
        BoardResult::Draw => Outcome::draw(EndReason::Adjudication),
        BoardResult::FirstForfeitWin => Outcome::win(Side::First, EndReason::Forfeit),
        BoardResult::SecondForfeitWin => Outcome::win(Side::Second, EndReason::Forfeit),
        BoardResult::DoubleForfeit => Outcome::draw(EndReason::Forfeit),
    }
}

/// Why a tournament command cannot be done, with what to do instead (messages in
/// `locales/<lang>/tournaments.ftl`, ids `tournament-error-…`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    /// Tournaments are run in a server's channel.
    ServerOnly,
    /// No id given and no tournament is taking entries or being played in this channel.
    NoneHere,
    /// No id given and several tournaments could be meant.
    Which(Vec<TournamentId>),
    /// Only a director (Manage Server, the director role, or its creator) may do this.
    NotDirector,
    /// Swiss rounds outside 1–[`MAX_SWISS_ROUNDS`].
    BadRounds(u32),
    /// A player limit below 2 or above [`MAX_TOURNAMENT_PLAYERS`].
    BadMaxPlayers(u32),
    /// Groups of fewer than 3 or more than [`MAX_ROUND_ROBIN_GROUP`] players, or more
    /// advancing than a group holds.
    BadGroups {
        size: u32,
        advance: u32,
    },
    /// A tie-break code that is not one of FIDE's.
    UnknownTiebreak(String),
    /// A name longer than [`TOURNAMENT_NAME_CHARS`].
    NameTooLong(usize),
    /// The tournament takes no more entries (finished, cancelled, a round robin already
    /// under way, a Swiss in its last round).
    EntriesClosed(TournamentId),
    /// The player limit is reached.
    Full {
        id: TournamentId,
        limit: u32,
    },
    AlreadyIn(TournamentId),
    NotIn(TournamentId),
    AlreadyStarted(TournamentId),
    NotStarted(TournamentId),
    /// Too few entrants to start.
    TooFew {
        have: usize,
        need: usize,
    },
    /// A round robin (or group) larger than [`MAX_ROUND_ROBIN_GROUP`] without groups.
    TooManyForRoundRobin {
        have: usize,
        most: u32,
    },
    /// The game is no tournament's.
    NotATournamentGame(GameId),
    /// The game is over already: nothing to adjudicate.
    GameOver(GameId),
    /// No such round.
    NoSuchRound {
        round: u32,
        last: u32,
    },
    /// The next round has no legal pairing (the engine's reason).
    Unpairable(String),
    /// An adjudication that is no result (`1-0`, `0-1`, `draw`, `+/-`, `-/+`, `-/-`).
    BadResult(String),
}

impl TournamentError {
    /// The message to show the user.
    pub fn message(&self) -> Msg {
        use TournamentError as E;
        let ids = |ids: &[TournamentId]| {
            Arg::List(ids.iter().map(|id| Arg::Text(id.to_string())).collect())
        };
        match self {
            E::ServerOnly => Msg::new("tournament-error-server-only"),
            E::NoneHere => Msg::new("tournament-error-none-here"),
            E::Which(found) => msg!("tournament-error-which", tournaments = ids(found)),
            E::NotDirector => Msg::new("tournament-error-not-director"),
            E::BadRounds(given) => {
                msg!(
                    "tournament-error-bad-rounds",
                    given = *given,
                    most = MAX_SWISS_ROUNDS
                )
            }
            E::BadMaxPlayers(given) => msg!(
                "tournament-error-bad-max-players",
                given = *given,
                most = MAX_TOURNAMENT_PLAYERS
            ),
            E::BadGroups { size, advance } => msg!(
                "tournament-error-bad-groups",
                size = *size,
                advance = *advance,
                most = MAX_ROUND_ROBIN_GROUP
            ),
            E::UnknownTiebreak(code) => msg!(
                "tournament-error-unknown-tiebreak",
                code = super::text::echo(code),
                codes = Arg::List(
                    crate::tournament::tiebreak::Tiebreak::ALL
                        .iter()
                        .map(|t| Arg::Text(t.code().to_string()))
                        .collect()
                )
            ),
            E::NameTooLong(chars) => msg!(
                "tournament-error-name-too-long",
                chars = *chars,
                most = TOURNAMENT_NAME_CHARS
            ),
            E::EntriesClosed(id) => msg!("tournament-error-entries-closed", id = id.to_string()),
            E::Full { id, limit } => {
                msg!("tournament-error-full", id = id.to_string(), count = *limit)
            }
            E::AlreadyIn(id) => msg!("tournament-error-already-in", id = id.to_string()),
            E::NotIn(id) => msg!("tournament-error-not-in", id = id.to_string()),
            E::AlreadyStarted(id) => msg!("tournament-error-already-started", id = id.to_string()),
            E::NotStarted(id) => msg!("tournament-error-not-started", id = id.to_string()),
            E::TooFew { have, need } => {
                msg!("tournament-error-too-few", have = *have, need = *need)
            }
            E::TooManyForRoundRobin { have, most } => {
                msg!("tournament-error-too-many", have = *have, most = *most)
            }
            E::NotATournamentGame(game) => {
                msg!(
                    "tournament-error-not-a-tournament-game",
                    game = game.to_string()
                )
            }
            E::GameOver(game) => msg!("tournament-error-game-over", game = game.to_string()),
            E::NoSuchRound { round, last } => {
                msg!(
                    "tournament-error-no-such-round",
                    round = *round,
                    last = *last
                )
            }
            E::BadResult(text) => {
                msg!(
                    "tournament-error-bad-result",
                    text = super::text::echo(text)
                )
            }
            E::Unpairable(reason) => {
                msg!(
                    "tournament-error-unpairable",
                    reason = super::text::echo(reason)
                )
            }
        }
    }
}

impl From<TournamentError> for ServiceError {
    fn from(e: TournamentError) -> Self {
        UserError::Tournament(e).into()
    }
}

/// The minimum entrants of a tournament.
const MIN_PLAYERS: usize = 2;

/// A player's line in the standings text and the table.
fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

impl Service {
    /// The tournament a command is about: the typed id, or the only tournament taking entries
    /// or being played in this channel.
    fn find_tournament(&self, place: &Place, typed: Option<&str>) -> ServiceResult<TournamentDoc> {
        if let Some(text) = typed.map(str::trim).filter(|t| !t.is_empty()) {
            let id = TournamentId::parse(text)
                .ok_or_else(|| UserError::NoSuchTournament(text.to_string()))?;
            return self
                .store
                .tournament(&id)?
                .ok_or_else(|| UserError::NoSuchTournament(text.to_string()).into());
        }
        let server = place.server.ok_or(TournamentError::ServerOnly)?;
        let mut here: Vec<TournamentDoc> = self
            .store
            .tournaments_in(server)?
            .into_iter()
            .filter(|t| t.is_active())
            .collect();
        let in_channel: Vec<&TournamentDoc> =
            here.iter().filter(|t| t.channel == place.channel).collect();
        match (in_channel.len(), here.len()) {
            (1, _) => Ok(in_channel[0].clone()),
            (0, 1) => Ok(here.remove(0)),
            (0, 0) => Err(TournamentError::NoneHere.into()),
            (0, _) => Err(TournamentError::Which(here.into_iter().map(|t| t.id).collect()).into()),
            _ => Err(TournamentError::Which(
                in_channel.into_iter().map(|t| t.id.clone()).collect(),
            )
            .into()),
        }
    }

    /// Whether `authority` may direct tournaments in `server`: Manage Server, or the server's
    /// director role.
    fn directs(
        &self,
        server: Option<crate::model::ServerId>,
        authority: &Authority,
    ) -> ServiceResult<bool> {
        if authority.manages_server {
            return Ok(true);
        }
        let Some(server) = server else {
            return Ok(false);
        };
        let role = self.server_settings(server)?.director_role;
        Ok(role.is_some_and(|role| authority.roles.contains(&role)))
    }

    /// The tournament a director's command is about (see `find_tournament`), refusing anyone
    /// who does not direct it.
    fn directed_tournament(
        &self,
        actor: &Actor,
        place: &Place,
        authority: &Authority,
        typed: Option<&str>,
    ) -> ServiceResult<TournamentDoc> {
        self.touch(actor)?;
        let found = self.find_tournament(place, typed)?;
        if !self.may_direct(&found, actor, authority)? {
            return Err(TournamentError::NotDirector.into());
        }
        Ok(found)
    }

    /// Whether `actor` directs `doc`: a director of its server, or its creator.
    fn may_direct(
        &self,
        doc: &TournamentDoc,
        actor: &Actor,
        authority: &Authority,
    ) -> ServiceResult<bool> {
        Ok(doc.director.user == actor.user || self.directs(doc.server, authority)?)
    }

    /// `/settings director-role`: the role (id, name) whose members may direct tournaments
    /// here, or none.
    pub fn set_director_role(
        &self,
        place: &Place,
        role: Option<(u64, String)>,
    ) -> ServiceResult<Reply> {
        let server = place.server.ok_or(UserError::ServerOnly)?;
        let settings = crate::store::ServerSettings {
            director_role: role.as_ref().map(|(id, _)| *id),
            ..self.server_settings(server)?
        };
        self.put_server_settings(server, &settings)?;
        self.store.flush()?;
        Ok(Reply::private(match role {
            Some((_, name)) => msg!("settings-director-role-set", role = name),
            None => Msg::new("settings-director-role-cleared"),
        }))
    }

    /// `/tournament create`: announces a new tournament in this channel, taking entries (a Join
    /// button under the announcement).
    pub fn tournament_create(
        &self,
        actor: &Actor,
        place: &Place,
        authority: &Authority,
        request: TournamentRequest,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let server = place.server.ok_or(TournamentError::ServerOnly)?;
        if !self.directs(Some(server), authority)? {
            return Err(TournamentError::NotDirector.into());
        }
        let time = self.checked_time(request.time_per_move)?;
        let format = match request.format {
            FormatChoice::Swiss => {
                let rounds = request.rounds.unwrap_or(5);
                if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                    return Err(TournamentError::BadRounds(rounds).into());
                }
                TournamentFormat::Swiss { rounds }
            }
            FormatChoice::RoundRobin | FormatChoice::DoubleRoundRobin => {
                let advance = request.advance.unwrap_or(1);
                if let Some(size) = request.group_size {
                    if !(3..=MAX_ROUND_ROBIN_GROUP).contains(&size)
                        || advance == 0
                        || advance >= size
                    {
                        return Err(TournamentError::BadGroups { size, advance }.into());
                    }
                }
                TournamentFormat::RoundRobin {
                    double: request.format == FormatChoice::DoubleRoundRobin,
                    group_size: request.group_size,
                    advance: if request.group_size.is_some() {
                        advance
                    } else {
                        0
                    },
                }
            }
        };
        if let Some(most) = request.max_players {
            if !(2..=MAX_TOURNAMENT_PLAYERS).contains(&most) {
                return Err(TournamentError::BadMaxPlayers(most).into());
            }
        }
        let tiebreaks: Vec<String> = match request.tiebreaks.as_deref().map(str::trim) {
            Some(list) if !list.is_empty() => {
                let mut codes = Vec::new();
                for code in list.split([',', ' ', ';']).filter(|c| !c.is_empty()) {
                    let tiebreak = parse_tiebreak(code)
                        .ok_or_else(|| TournamentError::UnknownTiebreak(code.to_string()))?;
                    if !codes.contains(&tiebreak.code().to_string()) {
                        codes.push(tiebreak.code().to_string());
                    }
                }
                codes
            }
            _ => match format {
                TournamentFormat::Swiss { .. } => SWISS_TIEBREAKS.iter(),
                TournamentFormat::RoundRobin { .. } => ROUND_ROBIN_TIEBREAKS.iter(),
            }
            .map(|t| t.code().to_string())
            .collect(),
        };
        // Not `clean_name`: that cuts to a display name's 32 characters, and a tournament's
        // name may be longer; one too long is refused, not cut.
        let name = request
            .name
            .as_deref()
            .map(|name| crate::games::without_invisible(name).trim().to_string())
            .filter(|name| !name.is_empty());
        let chars = name.as_deref().map_or(0, |n| n.chars().count());
        if chars > TOURNAMENT_NAME_CHARS {
            return Err(TournamentError::NameTooLong(chars).into());
        }
        let now = self.now();
        let mut doc = TournamentDoc {
            id: TournamentId::random(4),
            version: 0,
            name: String::new(),
            kind: request.game,
            format,
            server: Some(server),
            channel: place.channel,
            director: PlayerSlot {
                user: actor.user,
                name: actor.name.clone(),
            },
            time_per_move: time.as_secs(),
            rated: request.rated.unwrap_or(true),
            vacation: request.vacation.unwrap_or(true),
            max_players: request.max_players,
            starts_at: request.start_in.map(|d| now.plus(d)),
            round_deadline: request.round_deadline.map(|d| d.as_secs()),
            tiebreaks,
            created: now,
            state: TournamentState::Registration,
            entrants: Vec::new(),
            stages: Vec::new(),
        };
        let mut attempts = 0;
        loop {
            doc.name = name
                .clone()
                .unwrap_or_else(|| format!("{} {}", request.game.title(), doc.id));
            match self.store.update_tournament(&doc) {
                Ok(version) => {
                    doc.version = version;
                    break;
                }
                Err(StoreError::Conflict { .. }) if attempts < 12 => {
                    attempts += 1;
                    doc.id = TournamentId::random(4 + attempts / 3);
                }
                Err(e) => return Err(e.into()),
            }
        }
        Ok(Response::from(self.announcement_reply(&doc)))
    }

    /// The announcement of a tournament: what it is, who entered, and the Join and Standings
    /// buttons.
    pub(super) fn announcement_reply(&self, doc: &TournamentDoc) -> Reply {
        let mut text = Text::from(msg!(
            "tournament-created",
            name = &doc.name,
            id = doc.id.to_string(),
            game = doc.kind,
            format = format_msg(doc.format),
            time = Duration::from_secs(doc.time_per_move),
            director = &doc.director.name
        ));
        text.push(if doc.rated {
            Msg::new("tournament-rated")
        } else {
            Msg::new("tournament-unrated")
        });
        if !doc.vacation {
            text.push(Msg::new("tournament-no-vacation"));
        }
        text.push(msg!(
            "tournament-tiebreaks",
            codes = Arg::List(doc.tiebreaks.iter().map(|c| Arg::Text(c.clone())).collect())
        ));
        if let Some(at) = doc.starts_at {
            text.push(msg!("tournament-starts-at", at = Arg::Time(at.0)));
        }
        if let Some(secs) = doc.round_deadline {
            text.push(msg!(
                "tournament-round-time",
                time = Duration::from_secs(secs)
            ));
        }
        text.push(msg!(
            "tournament-entrants",
            count = doc.entrants.len(),
            most = doc
                .max_players
                .map_or(Arg::Text("∞".to_string()), Arg::from)
        ));
        text.push(msg!("tournament-footer", id = doc.id.to_string()));
        let mut reply = Reply::text(text);
        reply.buttons = vec![
            Button::new(
                Msg::new("tournament-button-join"),
                ButtonStyle::Primary,
                Action::JoinTournament(doc.id.clone()),
            ),
            Button::new(
                Msg::new("tournament-button-standings"),
                ButtonStyle::Secondary,
                Action::TournamentStandings(doc.id.clone()),
            ),
        ];
        reply
    }

    /// `/tournament join` (or the Join button): enters the actor. Until the start anyone may
    /// enter; a Swiss under way takes late entries (paired from the next round, the rounds
    /// missed scoring nothing, as FIDE's rules have it); a round robin under way takes none.
    pub fn tournament_join(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let found = self.find_tournament(place, typed)?;
        let rating = found
            .server
            .map(|server| {
                self.store
                    .rating(BoardScope::Server(server), found.kind, actor.user)
            })
            .transpose()?
            .flatten()
            .filter(|r| r.played > 0)
            .map(|r| r.rating.round().clamp(0.0, 9999.0) as u32);
        let now = self.now();
        let written = self.update_tournament_with(&found.id, |doc| {
            if doc.entrant_of(actor.user).is_some() {
                return Err(TournamentError::AlreadyIn(doc.id.clone()).into());
            }
            let entered = u32::try_from(doc.entrants.len()).unwrap_or(u32::MAX);
            if let Some(limit) = doc.max_players {
                if entered >= limit {
                    return Err(TournamentError::Full {
                        id: doc.id.clone(),
                        limit,
                    }
                    .into());
                }
            }
            if entered >= MAX_TOURNAMENT_PLAYERS {
                return Err(TournamentError::Full {
                    id: doc.id.clone(),
                    limit: MAX_TOURNAMENT_PLAYERS,
                }
                .into());
            }
            let from_round = match (doc.state, doc.format) {
                (TournamentState::Registration, _) => 1,
                (TournamentState::Running, TournamentFormat::Swiss { rounds }) => {
                    let paired = doc
                        .stages
                        .first()
                        .and_then(|s| s.groups.first())
                        .map_or(0, |g| g.rounds.len() as u32);
                    if paired >= rounds {
                        return Err(TournamentError::EntriesClosed(doc.id.clone()).into());
                    }
                    if let Some(group) = doc.stages.first_mut().and_then(|s| s.groups.first_mut()) {
                        group.players.push(entered);
                        // The rounds missed are zero-point byes (FIDE: unplayed, against the
                        // virtual opponent in the tie-breaks).
                        for round in &mut group.rounds {
                            round.byes.push(crate::model::ByeDoc {
                                player: entered,
                                kind: crate::model::ByeDocKind::Absent,
                            });
                        }
                    }
                    paired + 1
                }
                _ => return Err(TournamentError::EntriesClosed(doc.id.clone()).into()),
            };
            doc.entrants.push(EntrantDoc {
                player: PlayerSlot {
                    user: actor.user,
                    name: actor.name.clone(),
                },
                rating,
                joined: now,
                from_round,
                withdrawn_after: None,
            });
            Ok(Some(from_round))
        })?;
        let Some((doc, from_round)) = written else {
            return Err(UserError::Busy.into());
        };
        let text = if from_round > 1 {
            msg!(
                "tournament-joined-late",
                player = &actor.name,
                name = &doc.name,
                round = from_round
            )
        } else {
            msg!(
                "tournament-joined",
                player = &actor.name,
                name = &doc.name,
                count = doc.entrants.len()
            )
        };
        Ok(Response::from(Reply::text(text)))
    }

    /// `/tournament leave`: before the start, takes the actor's entry back; once it runs,
    /// withdraws them (see [`Service::tournament_withdraw`]).
    pub fn tournament_leave(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let found = self.find_tournament(place, typed)?;
        if found.state == TournamentState::Registration {
            return self.remove_entry(&found.id, actor.user);
        }
        self.withdraw_player(&found.id, actor.user)
    }

    /// Takes `user`'s entry back before the start (a start in between refuses it: entrants are
    /// numbered from then on).
    fn remove_entry(&self, id: &TournamentId, user: UserId) -> ServiceResult<Response> {
        let written = self.update_tournament_with(id, |doc| {
            if doc.state != TournamentState::Registration {
                return Err(TournamentError::AlreadyStarted(doc.id.clone()).into());
            }
            let n = doc
                .entrant_of(user)
                .ok_or_else(|| TournamentError::NotIn(doc.id.clone()))?;
            // Before the start nobody is numbered anywhere else: the entry simply goes.
            doc.entrants.remove(n as usize);
            Ok(Some(()))
        })?;
        let Some((doc, ())) = written else {
            return Err(UserError::Busy.into());
        };
        Ok(Response::from(Reply::text(msg!(
            "tournament-left",
            player = self.name_of(user, "?"),
            name = &doc.name,
            count = doc.entrants.len()
        ))))
    }

    /// `/tournament withdraw player` (a director): the player is paired no more, and their
    /// unfinished games in it are lost by forfeit (−/+), as a withdrawal is scored.
    pub fn tournament_withdraw(
        &self,
        actor: &Actor,
        place: &Place,
        authority: &Authority,
        typed: Option<&str>,
        player: UserId,
    ) -> ServiceResult<Response> {
        let found = self.directed_tournament(actor, place, authority, typed)?;
        if found.state == TournamentState::Registration {
            return self.remove_entry(&found.id, player);
        }
        self.withdraw_player(&found.id, player)
    }

    /// Withdraws `user` from a running tournament: no more pairings, unfinished games
    /// forfeited. The tournament's write comes first (the forfeits as board results), then
    /// the games end: a process that dies in between leaves ruled boards whose games the tick
    /// ends.
    fn withdraw_player(&self, id: &TournamentId, user: UserId) -> ServiceResult<Response> {
        let written = self.update_tournament_with(id, |doc| {
            if !doc.is_active() {
                return Err(TournamentError::EntriesClosed(doc.id.clone()).into());
            }
            let n = doc
                .entrant_of(user)
                .ok_or_else(|| TournamentError::NotIn(doc.id.clone()))?;
            if doc.entrants[n as usize].withdrawn_after.is_some() {
                return Err(TournamentError::NotIn(doc.id.clone()).into());
            }
            let paired = doc
                .stages
                .iter()
                .flat_map(|s| s.groups.iter())
                .filter(|g| g.players.contains(&n))
                .map(|g| g.rounds.len() as u32)
                .max()
                .unwrap_or(0);
            doc.entrants[n as usize].withdrawn_after = Some(paired);
            let mut forfeited = Vec::new();
            for round in doc.rounds_mut() {
                for board in round.boards.iter_mut().filter(|b| b.result.is_none()) {
                    board.result = if board.white == n {
                        Some(BoardResult::SecondForfeitWin)
                    } else if board.black == n {
                        Some(BoardResult::FirstForfeitWin)
                    } else {
                        continue;
                    };
                    forfeited.push((round.number, board.clone()));
                }
            }
            Ok(Some(forfeited))
        })?;
        let Some((doc, forfeited)) = written else {
            return Err(UserError::Busy.into());
        };
        let name = self.name_of(user, "?");
        let mut response = Response::from(Reply::text(msg!(
            "tournament-withdrawn",
            player = &name,
            name = &doc.name
        )));
        response.notices = forfeited
            .iter()
            .map(|(round, board)| self.result_announcement(&doc, *round, board))
            .collect();
        response
            .notices
            .append(&mut self.end_ruled(forfeited.iter().map(|(_, board)| board))?);
        response.notices.append(&mut self.move_on(&doc.id)?);
        Ok(response)
    }

    /// Ends the games of `boards` that were ruled (a forfeit, an adjudication: the board has a
    /// result) while the game still goes on, with their end notices (which record nothing new
    /// and move the tournament on).
    fn end_ruled<'a>(
        &self,
        boards: impl IntoIterator<Item = &'a BoardDoc>,
    ) -> ServiceResult<Vec<Notice>> {
        let mut notices = Vec::new();
        for board in boards {
            let Some(result) = board.result else {
                continue;
            };
            let now = self.now();
            let ended = self.update_with(&board.game, |game| {
                if !game.is_active() {
                    return Ok(None);
                }
                self.finish(game, ruled_outcome(result), now);
                Ok(Some(()))
            });
            match ended {
                Ok(Some((game, ()))) => notices.append(&mut self.end_notices(&game, None)),
                Ok(None) => {}
                // Not started yet (a process died after pairing): nothing to end; the board's
                // result stands.
                Err(ServiceError::User(UserError::NoSuchGame(_))) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(notices)
    }

    /// `/tournament start` (a director): closes the entries, pairs the first round (or every
    /// round of a round robin) and starts its games.
    pub fn tournament_start(
        &self,
        actor: &Actor,
        place: &Place,
        authority: &Authority,
        typed: Option<&str>,
    ) -> ServiceResult<Response> {
        let found = self.directed_tournament(actor, place, authority, typed)?;
        if found.state != TournamentState::Registration {
            return Err(TournamentError::AlreadyStarted(found.id).into());
        }
        // `None`: another director's start came first.
        let (doc, notices) = self
            .start_tournament_now(&found.id)?
            .ok_or_else(|| TournamentError::AlreadyStarted(found.id.clone()))?;
        Ok(Response {
            reply: Reply::text(msg!(
                "tournament-started",
                name = &doc.name,
                count = doc.entrants.len()
            )),
            notices,
            started: None,
        })
    }

    /// Starts a tournament taking entries: seeds the entrants by rating, pairs the first Swiss
    /// round or schedules every round of the round robin (groups first, when there are more
    /// entrants than a group holds), and starts the games. Once, whatever the number of
    /// processes (a versioned write); too few entrants is an error.
    pub(super) fn start_tournament_now(
        &self,
        id: &TournamentId,
    ) -> ServiceResult<Option<(TournamentDoc, Vec<Notice>)>> {
        let now = self.now();
        let written = self.update_tournament_with(id, |doc| {
            if doc.state != TournamentState::Registration {
                return Ok(None);
            }
            if doc.entrants.len() < MIN_PLAYERS {
                return Err(TournamentError::TooFew {
                    have: doc.entrants.len(),
                    need: MIN_PLAYERS,
                }
                .into());
            }
            let count = u32::try_from(doc.entrants.len()).unwrap_or(u32::MAX);
            let order = seeded(doc, 0..count);
            let mut moved = Moved::default();
            match doc.format {
                TournamentFormat::Swiss { rounds } => {
                    let group = crate::model::GroupDoc {
                        players: order,
                        rounds: Vec::new(),
                    };
                    let round = tournament_rounds::pair_swiss_round(doc, &group, rounds, now)?;
                    doc.stages = vec![StageDoc {
                        groups: vec![crate::model::GroupDoc {
                            rounds: vec![round],
                            ..group
                        }],
                    }];
                    moved.paired.push((0, 0, 0));
                }
                TournamentFormat::RoundRobin {
                    double, group_size, ..
                } => {
                    let groups = match group_size {
                        Some(size) if count > size => {
                            round_robin::snake_groups(&order, size as usize)
                                .map_err(|e| ServiceError::Internal(e.to_string()))?
                                .groups
                        }
                        _ => {
                            if count > MAX_ROUND_ROBIN_GROUP {
                                return Err(TournamentError::TooManyForRoundRobin {
                                    have: doc.entrants.len(),
                                    most: MAX_ROUND_ROBIN_GROUP,
                                }
                                .into());
                            }
                            vec![order]
                        }
                    };
                    let mut stage = StageDoc { groups: Vec::new() };
                    for (g, players) in groups.into_iter().enumerate() {
                        let group =
                            tournament_rounds::round_robin_group(doc, players, double, now)?;
                        moved
                            .paired
                            .extend((0..group.rounds.len()).map(|r| (0, g, r)));
                        stage.groups.push(group);
                    }
                    doc.stages = vec![stage];
                }
            }
            doc.state = TournamentState::Running;
            doc.starts_at = None;
            Ok(Some(moved))
        })?;
        let Some((doc, moved)) = written else {
            return Ok(None);
        };
        let mut notices = vec![self.announcement(
            &doc,
            msg!(
                "tournament-begins",
                name = &doc.name,
                count = doc.entrants.len(),
                format = format_msg(doc.format)
            ),
        )];
        notices.append(&mut self.after_move(&doc, &moved)?);
        Ok(Some((doc, notices)))
    }

    /// The notices after a write that moved a tournament on: the pairings, the games
    /// started, the final standings.
    fn after_move(&self, doc: &TournamentDoc, moved: &Moved) -> ServiceResult<Vec<Notice>> {
        let mut notices = Vec::new();
        if moved.final_stage {
            notices.push(self.announcement(doc, msg!("tournament-final-stage", name = &doc.name)));
        }
        if let Some(reason) = &moved.unpairable {
            notices.push(self.announcement(
                doc,
                msg!(
                    "tournament-unpairable",
                    name = &doc.name,
                    reason = super::text::echo(reason)
                ),
            ));
        }
        if !moved.paired.is_empty() {
            notices.append(&mut self.pairings_announcement(doc, &moved.paired));
            let rounds = moved
                .paired
                .iter()
                .filter_map(|&(s, g, r)| doc.stages.get(s)?.groups.get(g)?.rounds.get(r));
            let boards = rounds.flat_map(|round| round.boards.iter().map(|b| (round.number, b)));
            notices.append(&mut self.start_games(doc, boards)?);
        }
        if moved.finished {
            let mut reply = self.standings_reply(doc, true, STANDINGS_LINES)?;
            let mut notice = self.announcement(doc, std::mem::take(&mut reply.text));
            notice.attachments = reply.attachments;
            notice.pictures = reply.pictures;
            notices.push(notice);
        }
        Ok(notices)
    }

    /// Records the results of `games` on their boards (those not recorded yet) and moves the
    /// tournament on, in one write; then the notices.
    fn record_and_advance(
        &self,
        id: &TournamentId,
        games: &[(GameId, BoardResult)],
    ) -> ServiceResult<Vec<Notice>> {
        let now = self.now();
        let written = self.update_tournament_with(id, |doc| {
            let mut recorded = Vec::new();
            for round in doc.rounds_mut() {
                for board in round.boards.iter_mut().filter(|b| b.result.is_none()) {
                    if let Some((_, result)) = games.iter().find(|(g, _)| *g == board.game) {
                        board.result = Some(*result);
                        recorded.push((round.number, board.clone()));
                    }
                }
            }
            let moved = self.advance(doc, now)?;
            if recorded.is_empty() && moved.is_none() {
                return Ok(None);
            }
            Ok(Some((recorded, moved.unwrap_or_default())))
        })?;
        let Some((doc, (recorded, moved))) = written else {
            return Ok(Vec::new());
        };
        let mut notices: Vec<Notice> = recorded
            .iter()
            .map(|(round, board)| self.result_announcement(&doc, *round, board))
            .collect();
        notices.append(&mut self.after_move(&doc, &moved)?);
        Ok(notices)
    }

    /// The announcement of a board's result: "**Winter Cup**, round 2: alice 1-0 bob".
    fn result_announcement(&self, doc: &TournamentDoc, round: u32, board: &BoardDoc) -> Notice {
        let name = |n: u32| {
            doc.entrant(n).map_or_else(
                || Msg::verbatim("?".to_string()),
                |e| super::views::player_msg(&e.player),
            )
        };
        self.announcement(
            doc,
            msg!(
                "tournament-result",
                name = &doc.name,
                round = round,
                white = name(board.white),
                black = name(board.black),
                result = result_mark(board.result),
                game = board.game.to_string()
            ),
        )
    }

    /// Moves a tournament on if it can (no result to record).
    fn move_on(&self, id: &TournamentId) -> ServiceResult<Vec<Notice>> {
        self.record_and_advance(id, &[])
    }

    /// A tournament game ended: records its result on its board and moves the tournament on
    /// (the next round paired and started, or the end). Called by every path that ends a game;
    /// a failure is logged and left to the tick, which records any result still missing.
    pub(super) fn tournament_game_ended(&self, game: &GameDoc) -> Vec<Notice> {
        let (Some(slot), Some(result)) = (&game.tournament, board_result(game)) else {
            return Vec::new();
        };
        match self.record_and_advance(&slot.id, &[(game.id.clone(), result)]) {
            Ok(notices) => notices,
            Err(e) => {
                tracing::error!("tournament {} after game {}: {e}", slot.id, game.id);
                Vec::new()
            }
        }
    }

    /// `/tournament adjudicate game result` (a director): decides a game left unfinished
    /// (usually at a round's deadline); the game ends by adjudication and the tournament moves
    /// on.
    pub fn tournament_adjudicate(
        &self,
        actor: &Actor,
        _place: &Place,
        authority: &Authority,
        game: &str,
        result: &str,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let id = GameId::parse(game).ok_or_else(|| UserError::NoSuchGame(game.to_string()))?;
        let game_doc = self.game_doc(&id)?;
        let result = Adjudication::parse(result, game_doc.kind)
            .ok_or_else(|| TournamentError::BadResult(result.to_string()))?;
        let slot = game_doc
            .tournament
            .clone()
            .ok_or_else(|| TournamentError::NotATournamentGame(id.clone()))?;
        let found = self
            .store
            .tournament(&slot.id)?
            .ok_or_else(|| UserError::NoSuchTournament(slot.id.to_string()))?;
        if !self.may_direct(&found, actor, authority)? {
            return Err(TournamentError::NotDirector.into());
        }
        if !game_doc.is_active() {
            return Err(TournamentError::GameOver(id).into());
        }
        let ruled = result.board_result();
        let written = self.update_tournament_with(&slot.id, |doc| {
            let board = doc
                .rounds_mut()
                .flat_map(|round| round.boards.iter_mut())
                .find(|b| b.game == id)
                .ok_or_else(|| TournamentError::NotATournamentGame(id.clone()))?;
            if board.result.is_some() {
                return Err(TournamentError::GameOver(id.clone()).into());
            }
            board.result = Some(ruled);
            Ok(Some(board.clone()))
        })?;
        let Some((doc, board)) = written else {
            return Err(UserError::Busy.into());
        };
        let mut notices = self.end_ruled([&board])?;
        notices.append(&mut self.move_on(&doc.id)?);
        Ok(Response {
            reply: Reply::text(msg!(
                "tournament-adjudicated",
                game = id.to_string(),
                result = result_mark(Some(ruled))
            )),
            notices,
            started: None,
        })
    }

    /// `/tournament cancel` (a director): calls off a tournament that has not started.
    pub fn tournament_cancel(
        &self,
        actor: &Actor,
        place: &Place,
        authority: &Authority,
        typed: Option<&str>,
    ) -> ServiceResult<Response> {
        let found = self.directed_tournament(actor, place, authority, typed)?;
        let now = self.now();
        let written = self.update_tournament_with(&found.id, |doc| {
            if doc.state != TournamentState::Registration {
                return Err(TournamentError::AlreadyStarted(doc.id.clone()).into());
            }
            doc.state = TournamentState::Cancelled { at: now };
            Ok(Some(()))
        })?;
        let Some((doc, ())) = written else {
            return Err(UserError::Busy.into());
        };
        Ok(Response::from(Reply::text(msg!(
            "tournament-cancelled",
            name = &doc.name
        ))))
    }

    /// `/tournament standings` (or the Standings button): the table so far, in text (the first
    /// [`STANDINGS_LINES`]) with a picture of up to 64 rows.
    pub fn tournament_standings(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
        page: usize,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let doc = self.find_tournament_any(place, typed)?;
        let whole = self.standings_reply(&doc, true, usize::MAX)?;
        // Every row, a page at a time; the picture (its first rows) stays under each page.
        let mut reply = super::views::paged(
            whole.text,
            1,
            STANDINGS_PER_PAGE,
            page,
            ListKind::Standings(doc.id.clone()),
            usize::MAX,
        );
        reply.pictures = whole.pictures;
        Ok(reply)
    }

    /// Like `find_tournament`, but a finished tournament may be named by id (standings,
    /// pairings), and with none going on here the latest finished in this channel is meant:
    /// the final standings stay one command away in the channel they were posted in.
    fn find_tournament_any(
        &self,
        place: &Place,
        typed: Option<&str>,
    ) -> ServiceResult<TournamentDoc> {
        match self.find_tournament(place, typed) {
            Err(ServiceError::User(UserError::Tournament(TournamentError::NoneHere))) => {
                let server = place.server.ok_or(TournamentError::ServerOnly)?;
                self.store
                    .tournaments_in(server)?
                    .into_iter()
                    .filter(|t| {
                        t.channel == place.channel
                            && matches!(t.state, TournamentState::Finished { .. })
                    })
                    .max_by_key(|t| t.created)
                    .ok_or_else(|| TournamentError::NoneHere.into())
            }
            found => found,
        }
    }

    /// The standings of the last stage (each group's, for groups), as text lines (at most
    /// `rows` a group, then how many more), with the table picture when `picture` (and
    /// pictures are on).
    pub(super) fn standings_reply(
        &self,
        doc: &TournamentDoc,
        picture: bool,
        rows: usize,
    ) -> ServiceResult<Reply> {
        let heading = match doc.state {
            TournamentState::Finished { .. } => "tournament-final-standings",
            _ => "tournament-standings",
        };
        let mut text = Text::from(msg!(heading, name = &doc.name, id = doc.id.to_string()));
        let Some(stage) = doc.stages.last() else {
            text.push(msg!(
                "tournament-entrants",
                count = doc.entrants.len(),
                most = doc
                    .max_players
                    .map_or(Arg::Text("∞".to_string()), Arg::from)
            ));
            for entrant in &doc.entrants {
                text.push(Msg::verbatim(format!("• {}", entrant.player.name)));
            }
            return Ok(Reply::text(text));
        };
        let groups = stage.groups.len();
        let mut picture_rows = Vec::new();
        let mut most_rounds = 0;
        let mut tiebreak_codes: Vec<String> = Vec::new();
        for (g, group) in stage.groups.iter().enumerate() {
            if groups > 1 {
                text.push(msg!("tournament-group", group = group_letter(g)));
            }
            let table = group_standings(doc, group)?;
            tiebreak_codes = table
                .tiebreaks
                .iter()
                .map(|t| t.code().to_string())
                .collect();
            most_rounds = most_rounds.max(group.rounds.len());
            for row in &table.rows {
                let Some(entrant) = group
                    .players
                    .get(row.player as usize - 1)
                    .and_then(|&p| doc.entrant(p))
                else {
                    continue;
                };
                let mut cells = Vec::new();
                if groups > 1 {
                    cells.push(Msg::verbatim(group_letter(g)));
                }
                cells.push(Msg::verbatim(row.rank_label()));
                let mut name = super::views::player_msg(&entrant.player);
                if entrant.withdrawn_after.is_some() {
                    name = msg!("tournament-picture-withdrawn", player = name);
                }
                cells.push(name);
                cells.push(Msg::verbatim(points_text(row.points.half_points())));
                cells.extend(row.tiebreaks.iter().map(|v| Msg::verbatim(v.to_string())));
                cells.extend(
                    row.rounds
                        .iter()
                        .map(|o| Msg::verbatim(o.mark().to_string())),
                );
                let winner = matches!(doc.state, TournamentState::Finished { .. }) && row.rank == 1;
                picture_rows.push((cells, winner));
            }
            if matches!(doc.state, TournamentState::Finished { .. }) && groups == 1 {
                if let Some(first) = table.rows.first() {
                    let winners: Vec<Arg> = table
                        .rows
                        .iter()
                        .take_while(|r| r.rank == first.rank)
                        .filter_map(|r| group.players.get(r.player as usize - 1))
                        .filter_map(|&p| doc.entrant(p))
                        .map(|e| Arg::Text(e.player.name.clone()))
                        .collect();
                    if !winners.is_empty() {
                        text.push(msg!("tournament-winner", players = Arg::List(winners)));
                    }
                }
            }
            for row in table.rows.iter().take(rows) {
                let Some(entrant) = group
                    .players
                    .get(row.player as usize - 1)
                    .and_then(|&p| doc.entrant(p))
                else {
                    continue;
                };
                let tiebreaks: Vec<String> = table
                    .tiebreaks
                    .iter()
                    .zip(&row.tiebreaks)
                    .map(|(t, v)| format!("{} {v}", t.code()))
                    .collect();
                let withdrawn = entrant.withdrawn_after.is_some();
                text.push(msg!(
                    "tournament-standings-row",
                    rank = row.rank_label(),
                    player = super::views::player_msg(&entrant.player),
                    points = points_text(row.points.half_points()),
                    tiebreaks = if tiebreaks.is_empty() {
                        "none".to_string()
                    } else {
                        tiebreaks.join(", ")
                    },
                    withdrawn = if withdrawn { "yes" } else { "no" }
                ));
            }
            if table.rows.len() > rows {
                text.push(msg!(
                    "tournament-standings-more",
                    count = table.rows.len() - rows
                ));
            }
        }
        let mut reply = Reply::text(text);
        if picture && self.config.pictures {
            reply.pictures.push(self.standings_picture(
                doc,
                groups > 1,
                &tiebreak_codes,
                most_rounds,
                picture_rows,
            ));
        }
        Ok(reply)
    }

    /// The standings as a table picture: rank, player, points, the tie-breaks, a mark per
    /// round (`1 ½ 0`, `+ −` for forfeits, `U` for the bye, `*` for a game going on); at most
    /// [`crate::render::MAX_TABLE_ROWS`] rows, then "and N more".
    fn standings_picture(
        &self,
        doc: &TournamentDoc,
        grouped: bool,
        tiebreaks: &[String],
        rounds: usize,
        rows: Vec<(Vec<Msg>, bool)>,
    ) -> super::Picture {
        use crate::render::{ColumnAlign, TableRequest, MAX_TABLE_ROWS};
        let mut columns = Vec::new();
        if grouped {
            columns.push((Msg::new("tournament-column-group"), ColumnAlign::Centre));
        }
        columns.push((Msg::new("tournament-column-rank"), ColumnAlign::Right));
        columns.push((Msg::new("tournament-column-player"), ColumnAlign::Left));
        columns.push((Msg::new("tournament-column-points"), ColumnAlign::Right));
        for code in tiebreaks {
            columns.push((Msg::verbatim(code.clone()), ColumnAlign::Right));
        }
        for round in 1..=rounds {
            columns.push((
                msg!("tournament-column-round", round = round),
                ColumnAlign::Centre,
            ));
        }
        let more = rows.len().saturating_sub(MAX_TABLE_ROWS);
        let footer = if more > 0 {
            Some(msg!("tournament-standings-more", count = more))
        } else {
            None
        };
        let title = match doc.state {
            TournamentState::Finished { .. } => "tournament-picture-final-title",
            _ => "tournament-picture-title",
        };
        super::Picture {
            positions: super::Positions::Table(Box::new(TableRequest {
                title: msg!(title, name = &doc.name),
                subtitle: Some(msg!(
                    "tournament-picture-subtitle",
                    game = doc.kind,
                    format = format_msg(doc.format),
                    count = doc.entrants.len()
                )),
                columns,
                rows,
                footer,
            })),
            perspective: None,
            caption: None,
            filename: format!("{}-standings.png", doc.id),
        }
    }

    /// `/tournament pairings [round]`: a round's boards with their results (the latest round
    /// by default; every group's, for groups), [`PAIRINGS_PER_PAGE`] boards a page from page
    /// `page` (from 0; past the end, the last), with Previous / Next buttons under its card.
    pub fn tournament_pairings(
        &self,
        actor: &Actor,
        place: &Place,
        typed: Option<&str>,
        round: Option<u32>,
        page: usize,
    ) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let doc = self.find_tournament_any(place, typed)?;
        let Some((s, stage)) = doc.stages.iter().enumerate().next_back() else {
            return Err(TournamentError::NotStarted(doc.id).into());
        };
        let last = stage
            .groups
            .iter()
            .map(|g| g.rounds.len() as u32)
            .max()
            .unwrap_or(0);
        let wanted = round.unwrap_or(match doc.format {
            // A round robin's games all run at once: its first round unless asked.
            TournamentFormat::RoundRobin { .. } => 1,
            TournamentFormat::Swiss { .. } => last,
        });
        let index = wanted.checked_sub(1).map_or(usize::MAX, |i| i as usize);
        let rounds: Vec<(usize, &RoundDoc)> = stage
            .groups
            .iter()
            .enumerate()
            .filter_map(|(g, group)| Some((g, group.rounds.get(index)?)))
            .collect();
        let Some(&(_, first_round)) = rounds.first() else {
            return Err(TournamentError::NoSuchRound {
                round: wanted,
                last,
            }
            .into());
        };
        let groups = stage.groups.len();
        // One heading on every page, naming no group; with groups, each group's boards
        // under its letter.
        let mut text = Text::from(self.round_heading(&doc, s, None, first_round));
        for (g, round) in rounds {
            if groups > 1 {
                text.push(msg!("tournament-group", group = group_letter(g)));
            }
            for line in self.round_lines(&doc, round, usize::MAX) {
                text.push(line);
            }
        }
        Ok(super::views::paged(
            text,
            1,
            PAIRINGS_PER_PAGE,
            page,
            ListKind::Pairings(doc.id.clone(), wanted),
            usize::MAX,
        ))
    }

    /// `/tournament list`: the server's tournaments, those going on first.
    pub fn tournament_list(&self, actor: &Actor, place: &Place) -> ServiceResult<Reply> {
        self.touch(actor)?;
        let server = place.server.ok_or(TournamentError::ServerOnly)?;
        let mut all = self.store.tournaments_in(server)?;
        all.sort_by_key(|t| !t.is_active());
        if all.is_empty() {
            return Ok(Reply::text(Msg::new("tournament-list-empty")));
        }
        let mut text = Text::from(msg!("tournament-list", count = all.len()));
        for doc in all.iter().take(20) {
            text.push(msg!(
                "tournament-list-line",
                name = &doc.name,
                id = doc.id.to_string(),
                game = doc.kind,
                format = format_msg(doc.format),
                state = state_msg(doc),
                count = doc.entrants.len()
            ));
        }
        Ok(Reply::text(text))
    }

    /// What the tick does for tournaments: starts those whose start time came, catches results
    /// a process died before recording (and starts games it died before starting), ends
    /// ruled games still going on, and asks the director to adjudicate games past a round's
    /// deadline.
    pub(super) fn tick_tournaments(&self, now: Timestamp) -> ServiceResult<Vec<Notice>> {
        let mut notices = Vec::new();
        for doc in self.store.active_tournaments()? {
            match self.tick_tournament(&doc, now) {
                Ok(mut more) => notices.append(&mut more),
                // One tournament's trouble must not stop the others.
                Err(e) => tracing::error!("tournament {}: {e}", doc.id),
            }
        }
        Ok(notices)
    }

    fn tick_tournament(&self, doc: &TournamentDoc, now: Timestamp) -> ServiceResult<Vec<Notice>> {
        match doc.state {
            TournamentState::Registration => {
                if doc.starts_at.is_some_and(|at| at <= now) {
                    return match self.start_tournament_now(&doc.id) {
                        Err(ServiceError::User(UserError::Tournament(
                            TournamentError::TooFew { have, need },
                        ))) => {
                            // Not enough players at the set time: wait for the director.
                            let written = self.update_tournament_with(&doc.id, |t| {
                                if t.state != TournamentState::Registration || t.starts_at.is_none()
                                {
                                    return Ok(None);
                                }
                                t.starts_at = None;
                                Ok(Some(()))
                            })?;
                            Ok(match written {
                                Some((t, ())) => vec![self.announcement(
                                    &t,
                                    msg!(
                                        "tournament-start-too-few",
                                        name = &t.name,
                                        have = have,
                                        need = need,
                                        id = t.id.to_string()
                                    ),
                                )],
                                None => Vec::new(),
                            })
                        }
                        other => other.map(|started| started.map_or_else(Vec::new, |(_, n)| n)),
                    };
                }
                Ok(Vec::new())
            }
            TournamentState::Running => {
                let mut notices = Vec::new();
                if self.reconcile_due(&doc.id, now) {
                    notices.append(&mut self.reconcile(doc)?);
                }
                notices.append(&mut self.ask_adjudication(doc, now)?);
                Ok(notices)
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Whether this process should read a tournament's unfinished games again (at most every
    /// [`RECONCILE_EVERY`]; at once after a start).
    fn reconcile_due(&self, id: &TournamentId, now: Timestamp) -> bool {
        let Ok(mut seen) = self.reconciled.lock() else {
            return true;
        };
        match seen.get(id) {
            Some(&at) if now < at.plus(RECONCILE_EVERY) => false,
            _ => {
                seen.insert(id.clone(), now);
                true
            }
        }
    }

    /// One read of every game of `doc`: starts the missing ones, ends the ruled ones still
    /// going on, and records the results of finished games not recorded yet.
    fn reconcile(&self, doc: &TournamentDoc) -> ServiceResult<Vec<Notice>> {
        let mut notices = Vec::new();
        let mut missing = Vec::new();
        let mut ruled = Vec::new();
        let mut finished = Vec::new();
        for ((s, g, r, _), board) in doc.boards() {
            match (self.store.game(&board.game)?, board.result) {
                (None, None) => missing.push((doc.stages[s].groups[g].rounds[r].number, board)),
                (Some(game), Some(_)) if game.is_active() => ruled.push(board),
                (Some(game), None) => finished.extend(board_result(&game).map(|r| (game.id, r))),
                _ => {}
            }
        }
        if !missing.is_empty() {
            notices.append(&mut self.start_games(doc, missing)?);
        }
        notices.append(&mut self.end_ruled(ruled)?);
        notices.append(&mut self.record_and_advance(&doc.id, &finished)?);
        Ok(notices)
    }

    /// Asks the director, once per round, to adjudicate the games still going on after the
    /// round's deadline. `read` is the tournament as the tick read it: only a round due there
    /// costs a write (re-checked on a fresh read, so that it is asked once).
    fn ask_adjudication(&self, read: &TournamentDoc, now: Timestamp) -> ServiceResult<Vec<Notice>> {
        let due = |round: &crate::model::RoundDoc| {
            round.deadline.is_some_and(|d| d <= now)
                && !round.adjudication_asked
                && !round.is_complete()
        };
        let any_due = read
            .stages
            .iter()
            .flat_map(|s| s.groups.iter())
            .flat_map(|g| g.rounds.iter())
            .any(due);
        if !any_due {
            return Ok(Vec::new());
        }
        let written = self.update_tournament_with(&read.id, |doc| {
            let mut asked = Vec::new();
            for round in doc.rounds_mut().filter(|round| due(round)) {
                round.adjudication_asked = true;
                let open: Vec<GameId> = round
                    .boards
                    .iter()
                    .filter(|b| b.result.is_none())
                    .map(|b| b.game.clone())
                    .collect();
                asked.push((round.number, open));
            }
            Ok((!asked.is_empty()).then_some(asked))
        })?;
        let Some((doc, asked)) = written else {
            return Ok(Vec::new());
        };
        let mut notices = Vec::new();
        for (round, games) in asked {
            let mut text = Text::from(msg!(
                "tournament-adjudicate-asked",
                name = &doc.name,
                round = round,
                count = games.len()
            ));
            for game in games {
                text.push(msg!("tournament-adjudicate-game", game = game.to_string()));
            }
            // To the director, by their preference (a ping in the channel by default).
            notices.push(
                self.notice(
                    super::Notify::to(doc.director.user)
                        .in_channel(doc.server, doc.channel)
                        .says(super::NoticeKind::Tournament, text),
                ),
            );
        }
        Ok(notices)
    }
}

/// The format's words: "Swiss, 7 rounds", "double round robin", "round robin in groups of 8".
pub(super) fn format_msg(format: TournamentFormat) -> Msg {
    match format {
        TournamentFormat::Swiss { rounds } => msg!("tournament-format-swiss", rounds = rounds),
        TournamentFormat::RoundRobin {
            double,
            group_size,
            advance,
        } => msg!(
            "tournament-format-round-robin",
            double = if double { "yes" } else { "no" },
            size = group_size.unwrap_or(0),
            advance = advance
        ),
    }
}

fn state_msg(doc: &TournamentDoc) -> Msg {
    match doc.state {
        TournamentState::Registration => Msg::new("tournament-state-registration"),
        TournamentState::Running => {
            let round = doc
                .stages
                .last()
                .and_then(|s| s.groups.first())
                .map_or(0, |g| g.rounds.len());
            msg!("tournament-state-running", round = round)
        }
        TournamentState::Finished { .. } => Msg::new("tournament-state-finished"),
        TournamentState::Cancelled { .. } => Msg::new("tournament-state-cancelled"),
    }
}
