//! The service's errors: a user's mistake (shown to them, ephemerally) or an internal failure
//! (logged with detail; the user gets a short apology).

use super::text::echo;
use crate::games::{msg, Arg, Ended, GameKind, MoveError, Msg, Outcome, Side};
use crate::model::{ChallengeId, GameId};
use crate::store::StoreError;
use std::time::Duration;
use thiserror::Error;

/// Something the user asked for that cannot be done, with what to do instead.
///
/// [`UserError::message`] is what the user is shown (a message id with its arguments, said in
/// their language by the front end). The words are in the message files only: `Display`, for
/// logs, writes the message id and its arguments (`error-no-such-game(text="K7Q2")`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UserError {
    /// The typed game id names no game.
    NoSuchGame(String),
    /// No id given, and the user has no active game to pick.
    NoGameHere,
    /// No id given, and several active games could be meant. `here` says whether the games are
    /// in the channel where the command was typed.
    WhichGame { games: Vec<GameId>, here: bool },
    /// Only a game's players may do this.
    NotAPlayer(GameId),
    /// Only a finished game is analysed.
    AnalysisNotOver(GameId),
    /// Moves are made in turn; `waiting_for` is the player to move (a person or the computer).
    NotYourTurn {
        game: GameId,
        waiting_for: crate::model::PlayerSlot,
    },
    /// A finished game takes no more moves or offers.
    GameOver {
        game: GameId,
        kind: GameKind,
        outcome: Outcome,
        /// Whether the side left to move was in check, where that tells a Xiangqi checkmate
        /// from a stalemate (`None` where it does not matter or is not known).
        in_check: Option<bool>,
    },
    /// The rules refused the move; `examples` are a few legal moves to show when the text was
    /// not a move at all (empty otherwise).
    BadMove {
        error: MoveError,
        examples: Vec<String>,
    },
    /// The "not your turn" choice of the move autocomplete was sent after the turn came round:
    /// no move was chosen.
    NoMoveChosen(GameId),
    /// The typed challenge id names no open challenge.
    NoSuchChallenge(String),
    /// No id given, and several challenges could be meant.
    WhichChallenge(Vec<ChallengeId>),
    /// No id given, and no challenge waits for the user.
    NoChallengeForYou,
    /// A challenger cannot take their own challenge.
    OwnChallenge,
    /// A challenger cannot decline their own challenge (they cancel it).
    DeclineOwnChallenge,
    /// An addressed challenge is answered only by the player it names.
    NotYourChallenge(ChallengeId),
    /// Only the challenger withdraws a challenge.
    NotTheChallenger(ChallengeId),
    /// A challenge waits [`super::ServiceConfig::challenge_expiry`] for an answer.
    ChallengeExpired(ChallengeId),
    /// Nobody plays against themselves.
    ChallengeYourself,
    /// [`super::ServiceConfig::min_time_per_move`] and
    /// [`super::ServiceConfig::max_time_per_move`].
    TimeOutOfRange {
        given: Duration,
        min: Duration,
        max: Duration,
    },
    /// A game name that is not one of ours.
    UnknownGame(crate::games::UnknownGame),
    /// Accepting or declining a draw when none is offered.
    NoDrawOffer(GameId),
    /// The offerer answers their own draw offer.
    OwnDrawOffer,
    /// One standing draw offer per player.
    DrawAlreadyOffered(GameId),
    /// The game's own rule refuses the draw (Topo's draw rule 9); the game's text is a whole
    /// sentence.
    DrawNotAllowed(crate::games::Reason),
    /// A take-back needs a move of the asker's to take back.
    NothingToTakeBack(GameId),
    /// Answering a take-back request when none stands.
    NoTakebackRequest(GameId),
    /// The asker answers their own take-back request.
    OwnTakeback,
    /// One standing take-back request per player.
    TakebackAlreadyAsked(GameId),
    /// A button under an offer made at another position.
    StaleButton,
    /// A button under a board of an earlier position of the game.
    BoardMovedOn(GameId),
    /// A button id of an older kibitz.
    UnknownButton,
    /// A button id of a newer kibitz (during a rolling upgrade, say).
    NewerButton,
    /// A button id that no kibitz wrote (typed by hand, or damaged).
    BadButton,
    /// Other writers kept changing the game (see `WRITE_ATTEMPTS`).
    Busy,
    /// A side word that is not one of the game's (`purple` for Xiangqi).
    NotASide { text: String, kind: GameKind },
    /// A server's leaderboard asked for outside a server (in a DM).
    NoServerHere,
    /// A server setting changed outside a server.
    ServerOnly,
    /// `/settings web` on a bot whose operator configured no web pages.
    NoWebPages,
    /// A computer level outside 1–8.
    NoSuchLevel(i64),
    /// The user's command rate ([`super::ServiceConfig::command_rate`]) is used up.
    TooFast { retry_in: Duration },
    /// [`super::ServiceConfig::max_open_challenges`].
    TooManyChallenges {
        limit: usize,
        first_expires_in: Duration,
    },
    /// [`super::ServiceConfig::max_active_games`], for the actor.
    TooManyGames { limit: usize },
    /// [`super::ServiceConfig::max_active_games`], for the challenger of the accepted challenge.
    ChallengerHasTooManyGames { name: String, limit: usize },
    /// A private note longer than [`super::notes::NOTE_CHARS`] characters.
    NoteTooLong { chars: usize, limit: usize },
    /// The player already keeps [`super::notes::NOTES_PER_GAME`] notes on this game.
    TooManyNotes { game: GameId, limit: usize },
    /// The bot allows no vacations (`vacation_days_per_year = 0`).
    VacationsOff,
    /// A vacation of `asked` days cannot be: none, more than a year, or more than the `left`
    /// days of the year.
    VacationDays { asked: u32, left: Option<u32> },
    /// The player is on vacation already, until `until` (seconds since the epoch).
    OnVacationAlready { until: i64 },
    /// Every vacation day of the year is used.
    NoVacationDaysLeft { per_year: u32 },
    /// `/vacation end` from a player who is not on vacation.
    NotOnVacation,
    /// The game changed (moves played or taken back) while the actor's move was being written:
    /// the move was meant for a position that is gone, so it is not played in the new one.
    GameMovedOn(GameId),
    /// A conditional line entered on the player's own turn: they simply move.
    ConditionalOwnTurn(GameId),
    /// A move of a conditional line that cannot be played where it stands: its place in the
    /// line (1 for the opponent's first move), whose move it is (`mine`: the author's), the
    /// rules' refusal and some legal moves there (none once the game would be over).
    ConditionalBadMove {
        ply: usize,
        mover: crate::model::PlayerSlot,
        mine: bool,
        error: Box<MoveError>,
        legal: Vec<String>,
    },
    /// A conditional line that does not end with its author's reply (or is empty).
    ConditionalNeedsReply { opponent: crate::model::PlayerSlot },
    /// A conditional line longer than [`super::conditional::CONDITIONAL_PLIES`] moves.
    ConditionalTooLong { limit: usize },
    /// The player already keeps [`super::conditional::CONDITIONAL_LINES`] lines on this game.
    ConditionalTooMany { game: GameId, limit: usize },
    /// A conditional line answering the same moves otherwise than one the player keeps: that
    /// line (in canonical notation), the move of the line where they part (counted from 1), and
    /// the kept and the new reply there.
    ConditionalConflict {
        existing: String,
        ply: usize,
        theirs: String,
        mine: String,
    },
    /// The typed tournament id names no tournament.
    NoSuchTournament(String),
    /// A tournament command that cannot be done (see [`super::TournamentError`]).
    Tournament(super::TournamentError),
}

impl std::fmt::Display for UserError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for UserError {}

impl From<crate::games::UnknownGame> for UserError {
    fn from(unknown: crate::games::UnknownGame) -> Self {
        UserError::UnknownGame(unknown)
    }
}

impl UserError {
    /// The message to show the user (in `locales/<lang>/answers.ftl`, ids `error-…`).
    pub fn message(&self) -> Msg {
        use UserError as E;
        match self {
            E::NoSuchGame(text) => msg!("error-no-such-game", text = echo(text)),
            E::NoSuchTournament(text) => {
                msg!("tournament-error-no-such-tournament", text = echo(text))
            }
            E::Tournament(e) => e.message(),
            E::NoGameHere => Msg::new("error-no-game-here"),
            E::WhichGame { games, here } => msg!(
                if *here {
                    "error-which-game-here"
                } else {
                    "error-which-game-elsewhere"
                },
                games = ids(games)
            ),
            E::NotAPlayer(game) => msg!("error-not-a-player", game = game.to_string()),
            E::AnalysisNotOver(game) => msg!("error-analysis-not-over", game = game.to_string()),
            E::NotYourTurn { game, waiting_for } => msg!(
                "error-not-your-turn",
                game = game.to_string(),
                player = super::views::player_msg(waiting_for)
            ),
            E::GameOver {
                game,
                kind,
                outcome,
                in_check,
            } => msg!(
                "error-game-over",
                game = game.to_string(),
                result = match in_check {
                    Some(in_check) => Ended {
                        kind: *kind,
                        outcome: outcome.clone(),
                        in_check: *in_check,
                    }
                    .message(),
                    None => outcome.message(*kind),
                }
            ),
            E::BadMove { error, examples } => {
                let refusal = move_error_message(error);
                if examples.is_empty() {
                    refusal
                } else {
                    msg!(
                        "error-bad-move-examples",
                        error = refusal,
                        moves = examples.clone()
                    )
                }
            }
            E::NoMoveChosen(game) => msg!("error-no-move-chosen", game = game.to_string()),
            E::NoSuchChallenge(text) => msg!("error-no-such-challenge", text = echo(text)),
            E::WhichChallenge(challenges) => {
                msg!("error-which-challenge", challenges = ids(challenges))
            }
            E::NoChallengeForYou => Msg::new("error-no-challenge-for-you"),
            E::OwnChallenge => Msg::new("error-own-challenge"),
            E::DeclineOwnChallenge => Msg::new("error-decline-own-challenge"),
            E::NotYourChallenge(id) => {
                msg!("error-not-your-challenge", challenge = id.to_string())
            }
            E::NotTheChallenger(id) => {
                msg!("error-not-the-challenger", challenge = id.to_string())
            }
            E::ChallengeExpired(id) => msg!("error-challenge-expired", challenge = id.to_string()),
            E::ChallengeYourself => Msg::new("error-challenge-yourself"),
            E::TimeOutOfRange { given, min, max } => msg!(
                "error-time-out-of-range",
                given = *given,
                min = *min,
                max = *max
            ),
            E::UnknownGame(unknown) => msg!("error-unknown-game", text = echo(&unknown.0)),
            E::NoDrawOffer(game) => msg!("error-no-draw-offer", game = game.to_string()),
            E::OwnDrawOffer => Msg::new("error-own-draw-offer"),
            E::DrawAlreadyOffered(game) => {
                msg!("error-draw-already-offered", game = game.to_string())
            }
            E::DrawNotAllowed(why) => why.message().clone(),
            E::NothingToTakeBack(game) => {
                msg!("error-nothing-to-take-back", game = game.to_string())
            }
            E::NoTakebackRequest(game) => {
                msg!("error-no-takeback-request", game = game.to_string())
            }
            E::OwnTakeback => Msg::new("error-own-takeback"),
            E::TakebackAlreadyAsked(game) => {
                msg!("error-takeback-already-asked", game = game.to_string())
            }
            E::StaleButton => Msg::new("error-stale-button"),
            E::BoardMovedOn(game) => msg!("error-board-moved-on", game = game.to_string()),
            E::UnknownButton => Msg::new("error-older-button"),
            E::NewerButton => Msg::new("error-newer-button"),
            E::BadButton => Msg::new("error-bad-button"),
            E::Busy => Msg::new("error-busy"),
            E::NotASide { text, kind } => msg!(
                "error-not-a-side",
                text = echo(text),
                game = *kind,
                first = kind.side_name(Side::First),
                second = kind.side_name(Side::Second)
            ),
            E::NoServerHere => Msg::new("error-no-server-here"),
            E::ServerOnly => Msg::new("error-server-only"),
            E::NoWebPages => Msg::new("error-no-web-pages"),
            E::NoSuchLevel(level) => msg!("error-no-such-level", level = *level),
            E::TooFast { retry_in } => msg!("error-too-fast", wait = *retry_in),
            E::TooManyChallenges {
                limit,
                first_expires_in,
            } => msg!(
                "error-too-many-challenges",
                count = *limit,
                expires = *first_expires_in
            ),
            E::TooManyGames { limit } => msg!("error-too-many-games", count = *limit),
            E::ChallengerHasTooManyGames { name, limit } => msg!(
                "error-challenger-has-too-many-games",
                player = name,
                count = *limit
            ),
            E::NoteTooLong { chars, limit } => {
                msg!("error-note-too-long", chars = *chars, limit = *limit)
            }
            E::TooManyNotes { game, limit } => {
                msg!(
                    "error-too-many-notes",
                    game = game.to_string(),
                    count = *limit
                )
            }
            E::VacationsOff => Msg::new("error-vacations-off"),
            E::VacationDays { asked, left: None } => {
                msg!(
                    "error-vacation-days",
                    asked = *asked,
                    most = super::vacation::MOST_VACATION_DAYS
                )
            }
            E::VacationDays {
                asked,
                left: Some(left),
            } => msg!("error-vacation-days-left", asked = *asked, left = *left),
            E::OnVacationAlready { until } => {
                msg!("error-on-vacation-already", until = Arg::Time(*until))
            }
            E::NoVacationDaysLeft { per_year } => {
                msg!("error-no-vacation-days-left", per_year = *per_year)
            }
            E::NotOnVacation => Msg::new("error-not-on-vacation"),
            E::GameMovedOn(game) => msg!("error-game-moved-on", game = game.to_string()),
            E::ConditionalOwnTurn(game) => {
                msg!("error-conditional-own-turn", game = game.to_string())
            }
            E::ConditionalBadMove {
                ply,
                mover,
                mine,
                error,
                legal,
            } => {
                let whose = if *mine {
                    Msg::new("conditional-whose-mine")
                } else {
                    msg!(
                        "conditional-whose-theirs",
                        player = super::views::player_msg(mover)
                    )
                };
                let error = move_error_message(error);
                if legal.is_empty() {
                    msg!(
                        "error-conditional-bad-move-end",
                        ply = *ply,
                        whose = whose,
                        error = error
                    )
                } else {
                    msg!(
                        "error-conditional-bad-move",
                        ply = *ply,
                        whose = whose,
                        error = error,
                        moves = legal.clone()
                    )
                }
            }
            E::ConditionalNeedsReply { opponent } => msg!(
                "error-conditional-needs-reply",
                player = super::views::player_msg(opponent)
            ),
            E::ConditionalTooLong { limit } => {
                msg!("error-conditional-too-long", limit = *limit)
            }
            E::ConditionalTooMany { game, limit } => msg!(
                "error-conditional-too-many",
                game = game.to_string(),
                count = *limit
            ),
            E::ConditionalConflict {
                existing,
                ply,
                theirs,
                mine,
            } => msg!(
                "error-conditional-conflict",
                existing = existing.as_str(),
                ply = *ply,
                theirs = theirs.as_str(),
                mine = mine.as_str()
            ),
        }
    }
}

/// The rules' refusal of a move, as a message, repeating a cleaned copy of what was typed.
pub(super) fn move_error_message(error: &MoveError) -> Msg {
    error.clone().map_text(echo).message()
}

/// Ids as a list argument (each shown as it is).
fn ids<T: ToString>(ids: &[T]) -> Vec<String> {
    ids.iter().map(ToString::to_string).collect()
}

/// Any failure of a service call.
#[derive(Debug, Error)]
pub enum ServiceError {
    /// The user's mistake: show them the message.
    #[error(transparent)]
    User(#[from] UserError),
    /// The store failed (disk, corruption): log it, apologise.
    #[error("storage: {0}")]
    Store(#[from] StoreError),
    /// A bug or an impossible state: log it, apologise.
    #[error("internal: {0}")]
    Internal(String),
}

impl ServiceError {
    /// The message to show the user if this is their mistake; `None` for internal failures.
    pub fn user_message(&self) -> Option<Msg> {
        match self {
            ServiceError::User(e) => Some(e.message()),
            // The record's id tells the players which game; the detail (English, technical) is
            // for the admin they are asked to tell.
            ServiceError::Store(error @ StoreError::Corrupt { what, id, .. }) => {
                Some(if *what == "game" {
                    msg!(
                        "error-game-unreadable",
                        game = id,
                        detail = error.to_string()
                    )
                } else {
                    msg!("error-record-unreadable", detail = error.to_string())
                })
            }
            // Nothing was written (the transaction did not commit): the same command can simply
            // be sent again.
            ServiceError::Store(StoreError::Unavailable { .. }) => {
                Some(Msg::new("error-database-unavailable"))
            }
            _ => None,
        }
    }

    /// Whether the user caused this (answer ephemerally with [`ServiceError::user_message`]).
    pub fn is_user_error(&self) -> bool {
        matches!(self, ServiceError::User(_))
    }
}

/// The result of a service call.
pub type ServiceResult<T> = Result<T, ServiceError>;
