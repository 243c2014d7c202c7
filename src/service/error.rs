//! The service's errors: a user's mistake (shown to them, ephemerally) or an internal failure
//! (logged with detail; the user gets a short apology).

use super::text::echo;
use crate::games::{MoveError, Msg};
use crate::model::{ChallengeId, GameId};
use crate::store::StoreError;
use thiserror::Error;

/// Something the user asked for that cannot be done, with what to do instead. The `Display` text
/// is the message to show them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UserError {
    #[error("there is no game `{}`; `/games` lists yours", echo(.0))]
    NoSuchGame(String),
    #[error("you have no game going on here; `/games` lists your games, `/challenge` starts one")]
    NoGameHere,
    /// `here` says whether the games are in the channel where the command was typed.
    #[error(
        "you have several games going on{} ({}): say which one",
        if *.here { " here" } else { ", none of them here" },
        join_ids(.games)
    )]
    WhichGame { games: Vec<GameId>, here: bool },
    #[error("you are not playing in game {0}")]
    NotAPlayer(GameId),
    #[error("it is not your turn in game {game}: {waiting_for} is to move")]
    NotYourTurn { game: GameId, waiting_for: String },
    #[error("game {game} is over: {result}")]
    GameOver { game: GameId, result: String },
    /// The engine refused the move; `hint` says what would work.
    #[error("{}{}", .error.clone().map_text(echo), hint_suffix(.hint))]
    BadMove { error: MoveError, hint: String },
    #[error("there is no open challenge `{}`", echo(.0))]
    NoSuchChallenge(String),
    #[error("there are several challenges you could answer ({}): say which one", join_challenges(.0))]
    WhichChallenge(Vec<ChallengeId>),
    #[error("there is no challenge waiting for you here")]
    NoChallengeForYou,
    #[error("you cannot accept your own challenge; `/cancel` (or its Cancel button) withdraws it")]
    OwnChallenge,
    #[error("challenge {0} is not addressed to you")]
    NotYourChallenge(ChallengeId),
    #[error("only the challenger can cancel challenge {0}")]
    NotTheChallenger(ChallengeId),
    #[error("challenge {0} has expired; make a new one with `/challenge`")]
    ChallengeExpired(ChallengeId),
    #[error("you cannot challenge yourself")]
    ChallengeYourself,
    #[error("time per move must be from {min} to {max} (you asked for {given})")]
    TimeOutOfRange {
        given: String,
        min: String,
        max: String,
    },
    #[error("unknown game '{}': choose topo, xiangqi or tempo", echo(&.0 .0))]
    UnknownGame(#[from] crate::games::UnknownGame),
    #[error("there is no draw offer to answer in game {0}")]
    NoDrawOffer(GameId),
    #[error("you offered the draw yourself; wait for your opponent's answer")]
    OwnDrawOffer,
    #[error("you have already offered a draw in game {0}")]
    DrawAlreadyOffered(GameId),
    /// Draw rule 9 of the game refuses the draw; the game's text is already a whole sentence.
    #[error("{0}")]
    DrawNotAllowed(String),
    #[error("there is no move of yours to take back in game {0}")]
    NothingToTakeBack(GameId),
    #[error("there is no take-back request to answer in game {0}")]
    NoTakebackRequest(GameId),
    #[error("you asked for the take-back yourself; wait for your opponent's answer")]
    OwnTakeback,
    #[error("you have already asked for a take-back in game {0}")]
    TakebackAlreadyAsked(GameId),
    #[error("that offer is no longer open (the game has moved on)")]
    StaleButton,
    #[error("this button is from an older version of the bot; use the slash command instead")]
    UnknownButton,
    /// A button id of a newer kibitz (during a rolling upgrade, say).
    #[error("this button is from a newer version of the bot; use the slash command instead")]
    NewerButton,
    /// A button id that no kibitz wrote (typed by hand, or damaged).
    #[error("this button's id is not one the bot made; use the slash command instead")]
    BadButton,
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
    NotASide {
        text: String,
        kind: crate::games::GameKind,
    },
    #[error("{0}")]
    BadInput(String),
    /// The user's command rate ([`super::ServiceConfig::command_rate`]) is used up.
    #[error("you are sending commands too fast: try again in {}", super::human_duration(*.retry_in))]
    TooFast { retry_in: std::time::Duration },
    /// [`super::ServiceConfig::max_open_challenges`].
    #[error(
        "you already have {limit} open challenges: cancel one (`/cancel`) or wait for answers \
         (the first expires in {first_expires_in})"
    )]
    TooManyChallenges {
        limit: usize,
        first_expires_in: String,
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
    /// The message to show the user.
    pub fn message(&self) -> Msg {
        // TRANSITIONAL: the English text until each error has its message id.
        Msg::verbatim(self.to_string())
    }
}

fn join_ids(ids: &[GameId]) -> String {
    ids.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn join_challenges(ids: &[ChallengeId]) -> String {
    ids.iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn hint_suffix(hint: &str) -> String {
    if hint.is_empty() {
        String::new()
    } else {
        format!(" ({hint})")
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
            ServiceError::Store(StoreError::Corrupt { .. }) => Some(Msg::verbatim(format!(
                "{self}. The other games are not affected; please tell the bot's admin."
            ))),
            // Nothing was written (the transaction did not commit): the same command can simply
            // be sent again.
            ServiceError::Store(StoreError::Unavailable { .. }) => Some(Msg::verbatim(
                "The game database cannot be reached right now, so nothing was changed: \
                 try again in a moment.",
            )),
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
