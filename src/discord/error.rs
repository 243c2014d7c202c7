//! The Discord layer's error, and the one place where errors become answers: a user's mistake
//! is answered privately with the service's message; an internal failure is logged with detail
//! and answered with a short apology and an id to quote.

use super::outgoing::Outgoing;
use crate::games::{msg, Msg};
use crate::i18n::{say, say_on, Lang, Medium};
use crate::service::text::capitalise;
use crate::service::{random_short_id, ServiceError};
use poise::serenity_prelude as serenity;
use thiserror::Error;

/// Anything that can go wrong while handling a command or a button. The `Display` text is
/// English, for the log; the user reads [`BotError::user_message`] in their language.
#[derive(Debug, Error)]
pub enum BotError {
    /// The service refused (the user's mistake) or failed (internal).
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// An option the user typed could not be read; the message says how to write it.
    #[error("{}", say(Lang::En, .0))]
    Input(Msg),
    /// A server setting was changed by someone without Manage Server.
    #[error("{}", say(Lang::En, &msg!("discord-not-allowed")))]
    NotAllowed,
    /// A server's command used outside a server (Discord hides them there; a stale client may
    /// still send one).
    #[error("{}", say(Lang::En, &msg!("discord-server-only")))]
    ServerOnly,
    /// Something other than a slash command reached a command (kibitz registers no prefix).
    #[error("{}", say(Lang::En, &msg!("discord-slash-only")))]
    SlashOnly,
    /// The bot is shutting down and takes no new commands.
    #[error("{}", say(Lang::En, &msg!("discord-shutting-down")))]
    ShuttingDown,
    /// Discord refused a call or could not be reached (boxed: serenity's error is large).
    #[error("discord: {0}")]
    Discord(Box<serenity::Error>),
    /// A blocking task panicked or was cancelled.
    #[error("background task: {0}")]
    Task(#[from] tokio::task::JoinError),
    /// A command's own code panicked (poise caught it).
    #[error("the command panicked: {0}")]
    Panic(String),
}

impl From<serenity::Error> for BotError {
    fn from(error: serenity::Error) -> Self {
        BotError::Discord(Box::new(error))
    }
}

impl BotError {
    /// The message for the user when this is their mistake (or a state they should know of);
    /// `None` for internal failures.
    pub fn user_message(&self) -> Option<Msg> {
        match self {
            BotError::Service(error) => error.user_message(),
            BotError::Input(message) => Some(message.clone()),
            BotError::NotAllowed => Some(msg!("discord-not-allowed")),
            BotError::ServerOnly => Some(msg!("discord-server-only")),
            BotError::SlashOnly => Some(msg!("discord-slash-only")),
            BotError::ShuttingDown => Some(msg!("discord-shutting-down")),
            BotError::Discord(_) | BotError::Task(_) | BotError::Panic(_) => None,
        }
    }
}

/// A short random id that ties an apology to its log line: six characters from the alphabet
/// of game ids, so that it is as easy to read out and type.
pub fn error_id() -> String {
    random_short_id(6)
}

/// The text shown for an internal failure: short, with the id to quote.
pub fn apology(error_id: &str) -> Msg {
    msg!("discord-apology", id = error_id)
}

/// What was being handled when an error happened, for its log line: who, which command or
/// button, and which game (when one is known).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Invocation {
    /// The Discord user id of the person who asked.
    pub user: u64,
    /// The command (`/move`) or the button's custom id (`kz1:draw-accept:K7Q2:14`).
    pub what: String,
    /// The game the command named, or the button's game, if any.
    pub game: Option<String>,
}

impl Invocation {
    /// A slash command `/name` by `user`, about `game` when the command named one.
    pub fn command(user: u64, name: &str, game: Option<String>) -> Invocation {
        Invocation {
            user,
            what: format!("/{name}"),
            game: game.filter(|g| !g.trim().is_empty()),
        }
    }
}

/// What to tell the user about `error`, in `lang`. Logged once, as one structured event with
/// the invocation: a user's mistake at debug level, an internal failure as an error with the id
/// the apology quotes.
pub fn answer_for(error: &BotError, invocation: &Invocation, lang: Lang) -> Outgoing {
    let Invocation { user, what, game } = invocation;
    let game = game.as_deref().unwrap_or("");
    match error.user_message() {
        Some(message) => {
            let message = say_on(Medium::Discord, lang, &message);
            tracing::debug!(user, command = %what, game, %message, "user error");
            Outgoing::private(&capitalise(&message))
        }
        None => {
            let id = error_id();
            tracing::error!(
                error_id = %id, user, command = %what, game, error = ?error,
                "internal error: {error}"
            );
            Outgoing::private(&say(lang, &apology(&id)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::UserError;

    fn invocation() -> Invocation {
        Invocation::command(42, "move", Some("K7Q2".into()))
    }

    #[test]
    fn user_mistakes_show_the_service_message_privately() {
        let error = BotError::Service(ServiceError::User(UserError::ChallengeYourself));
        let out = answer_for(&error, &invocation(), Lang::En);
        assert!(out.ephemeral);
        assert_eq!(out.content, "You cannot challenge yourself");
        let unreadable = crate::discord::options::time_per_move(Some("x")).unwrap_err();
        let out = answer_for(&BotError::Input(unreadable), &invocation(), Lang::En);
        assert_eq!(
            out.content,
            "'x' is not a time per move: write it like 12h, 3d or 1d 12h"
        );
    }

    #[test]
    fn a_move_at_the_start_of_an_answer_keeps_its_case() {
        for (text, reason) in [("e0e2", "no piece"), ("A0a5", "no"), ("h7e7", "blocked")] {
            let error = BotError::Service(ServiceError::User(UserError::BadMove {
                error: crate::games::MoveError::Illegal {
                    text: text.into(),
                    reason: crate::games::Reason::new(crate::games::Msg::verbatim(reason), reason),
                },
                examples: Vec::new(),
            }));
            let out = answer_for(&error, &invocation(), Lang::En);
            assert!(
                out.content
                    .starts_with(&format!("'{text}' is not legal here")),
                "{}",
                out.content
            );
        }
    }

    #[test]
    fn internal_failures_get_an_apology_with_an_id() {
        let error = BotError::Service(ServiceError::Internal("disk on fire".into()));
        let out = answer_for(&error, &invocation(), Lang::En);
        assert!(out.ephemeral);
        assert!(out.content.starts_with("Sorry"), "{}", out.content);
        assert!(
            !out.content.contains("disk on fire"),
            "details stay in the log"
        );
        let id = out.content.split('`').nth(1).unwrap();
        assert_eq!(id.len(), 6);
        assert_ne!(error_id(), error_id());
    }

    #[test]
    fn the_bots_own_answers_are_all_messages() {
        let unreadable = crate::discord::options::time_per_move(Some("x")).unwrap_err();
        let errors = [
            BotError::NotAllowed,
            BotError::ServerOnly,
            BotError::SlashOnly,
            BotError::ShuttingDown,
            BotError::Input(unreadable),
            BotError::Panic("boom".into()),
        ];
        for error in &errors {
            let out = answer_for(error, &invocation(), Lang::Pseudo);
            // In the pseudo-language only message ids and arguments are left.
            let outside: String = out
                .content
                .split(['⟦', '⟪'])
                .map(|part| part.rsplit(['⟧', '⟫']).next().unwrap_or_default())
                .collect();
            assert!(
                out.content.starts_with('⟦') && outside.trim().is_empty(),
                "{error:?}: {}",
                out.content
            );
        }
        let apology = answer_for(&errors[5], &invocation(), Lang::Pl);
        assert!(
            apology.content.starts_with("Przepraszamy"),
            "{}",
            apology.content
        );
        assert_eq!(
            answer_for(&BotError::NotAllowed, &invocation(), Lang::Es).content,
            "Solo quienes pueden gestionar este servidor pueden cambiar sus ajustes."
        );
        // The log keeps English.
        assert_eq!(
            BotError::ShuttingDown.to_string(),
            "The bot is restarting; try again in a minute (nothing was changed)."
        );
    }
}
