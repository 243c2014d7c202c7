//! The service's errors: a user's mistake (shown to them, ephemerally) or an internal failure
//! (logged with detail; the user gets a short apology).

use super::text::echo;
use crate::games::{msg, GameKind, MoveError, Msg, Outcome, Side};
use crate::model::{ChallengeId, GameId};
use crate::store::StoreError;
use std::time::Duration;
use thiserror::Error;

/// Something the user asked for that cannot be done, with what to do instead.
///
/// [`UserError::message`] is what the user is shown (a message id with its arguments, said in
/// their language by the front end); the `Display` text is English, for logs.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UserError {
    /// The typed game id names no game.
    #[error("there is no game `{}`; `/games` lists yours", echo(.0))]
    NoSuchGame(String),
    /// No id given, and the user has no active game to pick.
    #[error("you have no game going on here; `/games` lists your games, `/challenge` starts one")]
    NoGameHere,
    /// No id given, and several active games could be meant. `here` says whether the games are
    /// in the channel where the command was typed.
    #[error(
        "you have several games going on{} ({}): say which one",
        if *.here { " here" } else { ", none of them here" },
        join(.games)
    )]
    WhichGame { games: Vec<GameId>, here: bool },
    /// Only a game's players may do this.
    #[error("you are not playing in game {0}")]
    NotAPlayer(GameId),
    /// Moves are made in turn; `waiting_for` is the player to move (a person or the computer).
    #[error("it is not your turn in game {game}: {} is to move", .waiting_for.name)]
    NotYourTurn {
        game: GameId,
        waiting_for: crate::model::PlayerSlot,
    },
    /// A finished game takes no more moves or offers.
    #[error("game {game} is over: {}", .outcome.describe(*.kind))]
    GameOver {
        game: GameId,
        kind: GameKind,
        outcome: Outcome,
    },
    /// The rules refused the move; `examples` are a few legal moves to show when the text was
    /// not a move at all (empty otherwise).
    #[error("{}{}", .error.clone().map_text(echo), examples_suffix(.examples))]
    BadMove {
        error: MoveError,
        examples: Vec<String>,
    },
    /// The "not your turn" choice of the move autocomplete was sent after the turn came round:
    /// no move was chosen.
    #[error("it is your turn now in game {0}: start typing a square in the move option to see your legal moves")]
    NoMoveChosen(GameId),
    /// The typed challenge id names no open challenge.
    #[error("there is no open challenge `{}`", echo(.0))]
    NoSuchChallenge(String),
    /// No id given, and several challenges could be meant.
    #[error("there are several challenges you could answer ({}): say which one", join(.0))]
    WhichChallenge(Vec<ChallengeId>),
    /// No id given, and no challenge waits for the user.
    #[error("there is no challenge waiting for you here")]
    NoChallengeForYou,
    /// A challenger cannot take their own challenge.
    #[error("you cannot accept your own challenge; `/cancel` (or its Cancel button) withdraws it")]
    OwnChallenge,
    /// A challenger cannot decline their own challenge (they cancel it).
    #[error("that is your own challenge: cancel it instead")]
    DeclineOwnChallenge,
    /// An addressed challenge is answered only by the player it names.
    #[error("challenge {0} is not addressed to you")]
    NotYourChallenge(ChallengeId),
    /// Only the challenger withdraws a challenge.
    #[error("only the challenger can cancel challenge {0}")]
    NotTheChallenger(ChallengeId),
    /// A challenge waits [`super::ServiceConfig::challenge_expiry`] for an answer.
    #[error("challenge {0} has expired; make a new one with `/challenge`")]
    ChallengeExpired(ChallengeId),
    /// Nobody plays against themselves.
    #[error("you cannot challenge yourself")]
    ChallengeYourself,
    /// [`super::ServiceConfig::min_time_per_move`] and
    /// [`super::ServiceConfig::max_time_per_move`].
    #[error(
        "time per move must be from {} to {} (you asked for {})",
        super::human_duration(*.min),
        super::human_duration(*.max),
        super::human_duration(*.given)
    )]
    TimeOutOfRange {
        given: Duration,
        min: Duration,
        max: Duration,
    },
    /// A game name that is not one of ours.
    #[error("unknown game '{}': choose topo, xiangqi or tempo", echo(&.0 .0))]
    UnknownGame(#[from] crate::games::UnknownGame),
    /// Accepting or declining a draw when none is offered.
    #[error("there is no draw offer to answer in game {0}")]
    NoDrawOffer(GameId),
    /// The offerer answers their own draw offer.
    #[error("you offered the draw yourself; wait for your opponent's answer")]
    OwnDrawOffer,
    /// One standing draw offer per player.
    #[error("you have already offered a draw in game {0}")]
    DrawAlreadyOffered(GameId),
    /// The game's own rule refuses the draw (Topo's draw rule 9); the game's text is a whole
    /// sentence.
    #[error("{0}")]
    DrawNotAllowed(crate::games::Reason),
    /// A take-back needs a move of the asker's to take back.
    #[error("there is no move of yours to take back in game {0}")]
    NothingToTakeBack(GameId),
    /// Answering a take-back request when none stands.
    #[error("there is no take-back request to answer in game {0}")]
    NoTakebackRequest(GameId),
    /// The asker answers their own take-back request.
    #[error("you asked for the take-back yourself; wait for your opponent's answer")]
    OwnTakeback,
    /// One standing take-back request per player.
    #[error("you have already asked for a take-back in game {0}")]
    TakebackAlreadyAsked(GameId),
    /// A button under an offer made at another position.
    #[error("that offer is no longer open (the game has moved on)")]
    StaleButton,
    /// A button id of an older kibitz.
    #[error("this button is from an older version of the bot; use the slash command instead")]
    UnknownButton,
    /// A button id of a newer kibitz (during a rolling upgrade, say).
    #[error("this button is from a newer version of the bot; use the slash command instead")]
    NewerButton,
    /// A button id that no kibitz wrote (typed by hand, or damaged).
    #[error("this button's id is not one the bot made; use the slash command instead")]
    BadButton,
    /// Other writers kept changing the game (see `WRITE_ATTEMPTS`).
    #[error(
        "the game changed while your command was being handled; look at the board and try again"
    )]
    Busy,
    /// A side word that is not one of the game's (`purple` for Xiangqi).
    #[error(
        "'{}' is not a side of {}: say {} or {} (or first, second, random)",
        echo(.text),
        .kind.title(),
        .kind.side_name(crate::games::Side::First),
        .kind.side_name(crate::games::Side::Second)
    )]
    NotASide { text: String, kind: GameKind },
    /// A server's leaderboard asked for outside a server (in a DM).
    #[error("there is no server here: ask for the global leaderboard")]
    NoServerHere,
    /// A server setting changed outside a server.
    #[error("server settings can only be changed in a server")]
    ServerOnly,
    /// A computer level outside 1–8.
    #[error("there is no level {0}: the computer plays at levels 1 (easiest) to 8 (strongest)")]
    NoSuchLevel(u8),
    /// The user's command rate ([`super::ServiceConfig::command_rate`]) is used up.
    #[error("you are sending commands too fast: try again in {}", super::human_duration(*.retry_in))]
    TooFast { retry_in: Duration },
    /// [`super::ServiceConfig::max_open_challenges`].
    #[error(
        "you already have {limit} open challenges: cancel one (`/cancel`) or wait for answers \
         (the first expires in {})",
        super::human_duration(*.first_expires_in)
    )]
    TooManyChallenges {
        limit: usize,
        first_expires_in: Duration,
    },
    /// [`super::ServiceConfig::max_active_games`], for the actor.
    #[error("you already have {limit} active games: finish one before starting another")]
    TooManyGames { limit: usize },
    /// [`super::ServiceConfig::max_active_games`], for the challenger of the accepted challenge.
    #[error(
        "{name} already has {limit} active games: this challenge can be accepted once one of them ends"
    )]
    ChallengerHasTooManyGames { name: String, limit: usize },
}

impl UserError {
    /// The message to show the user (in `locales/<lang>/answers.ftl`, ids `error-…`).
    pub fn message(&self) -> Msg {
        use UserError as E;
        match self {
            E::NoSuchGame(text) => msg!("error-no-such-game", text = echo(text)),
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
            E::NotYourTurn { game, waiting_for } => msg!(
                "error-not-your-turn",
                game = game.to_string(),
                player = super::views::player_msg(waiting_for)
            ),
            E::GameOver {
                game,
                kind,
                outcome,
            } => msg!(
                "error-game-over",
                game = game.to_string(),
                result = outcome.message(*kind)
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
        }
    }
}

/// The rules' refusal of a move, as a message, repeating a cleaned copy of what was typed.
fn move_error_message(error: &MoveError) -> Msg {
    error.clone().map_text(echo).message()
}

/// Ids as a list argument (each shown as it is).
fn ids<T: ToString>(ids: &[T]) -> Vec<String> {
    ids.iter().map(ToString::to_string).collect()
}

fn join<T: ToString>(ids: &[T]) -> String {
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn examples_suffix(examples: &[String]) -> String {
    if examples.is_empty() {
        String::new()
    } else {
        format!(" (moves look like {})", examples.join(", "))
    }
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
