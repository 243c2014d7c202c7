//! The Discord layer's error, and the one place where errors become answers: a user's mistake
//! is answered privately with the service's message; an internal failure is logged with detail
//! and answered with a short apology and an id to quote.

use super::translate::{apology, Outgoing};
use super::Data;
use crate::games::{msg, Msg};
use crate::i18n::{say, Lang};
use crate::model::random_short_id;
use crate::service::text::{capitalise, echo};
use crate::service::ServiceError;
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

/// What to tell the user about `error`, in `lang` (logging internal ones with `what` for
/// context).
pub fn answer_for(error: &BotError, what: &str, lang: Lang) -> Outgoing {
    match error.user_message() {
        Some(message) => {
            let message = say(lang, &message);
            tracing::debug!(what, %message, "user error");
            Outgoing::private(&capitalise(&message))
        }
        None => {
            let id = error_id();
            tracing::error!(error_id = %id, what, error = ?error, "internal error: {error}");
            Outgoing::private(&say(lang, &apology(&id)))
        }
    }
}

/// Answers a slash command's error privately, in the asker's language: as the first response
/// if none was sent yet; otherwise the public "thinking…" placeholder is deleted and a private
/// follow-up sent.
pub async fn answer_command_error(ctx: super::Context<'_>, error: &BotError) {
    let what = format!("/{}", ctx.command().qualified_name);
    let lang = super::respond::asker_langs(ctx).await.private;
    let out = answer_for(error, &what, lang);
    if let poise::Context::Application(app) = ctx {
        if let Err(e) = super::respond::private(app, &out).await {
            tracing::warn!("could not tell the user about an error in {what}: {e}");
        }
    }
}

/// The framework's error handler (see [`poise::FrameworkOptions::on_error`]).
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            answer_command_error(ctx, &error).await
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            // poise's reason is English and technical: it goes to the log, the user gets what
            // to do.
            tracing::debug!(?input, "unreadable option: {error}");
            let message = match input {
                Some(input) => msg!("discord-option-unreadable", input = echo(&input)),
                None => msg!("discord-options-unreadable"),
            };
            answer_command_error(ctx, &BotError::Input(message)).await
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            let panic = BotError::Panic(payload.unwrap_or_default());
            answer_command_error(ctx, &panic).await
        }
        // Discord hides server commands in DMs; a stale client may still send one.
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            answer_command_error(ctx, &BotError::ServerOnly).await
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("start-up failed: {error}");
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(
                event = event.snake_case_name(),
                "event handler failed: {error:?}"
            );
        }
        // What is left cannot happen with kibitz's commands (no cooldowns, checks, owners or
        // prefixes); poise's own handler logs it (and would answer in English).
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::UserError;

    #[test]
    fn user_mistakes_show_the_service_message_privately() {
        let error = BotError::Service(ServiceError::User(UserError::ChallengeYourself));
        let out = answer_for(&error, "/challenge", Lang::En);
        assert!(out.ephemeral);
        assert_eq!(out.content, "You cannot challenge yourself");
        let unreadable = crate::discord::translate::time_per_move(Some("x")).unwrap_err();
        let out = answer_for(&BotError::Input(unreadable), "/challenge", Lang::En);
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
            let out = answer_for(&error, "/move", Lang::En);
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
        let out = answer_for(&error, "/move", Lang::En);
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
        let unreadable = crate::discord::translate::time_per_move(Some("x")).unwrap_err();
        let errors = [
            BotError::NotAllowed,
            BotError::ServerOnly,
            BotError::SlashOnly,
            BotError::ShuttingDown,
            BotError::Input(unreadable),
            BotError::Panic("boom".into()),
        ];
        for error in &errors {
            let out = answer_for(error, "/x", Lang::Pseudo);
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
        let apology = answer_for(&errors[5], "/x", Lang::Pl);
        assert!(
            apology.content.starts_with("Przepraszamy"),
            "{}",
            apology.content
        );
        assert_eq!(
            answer_for(&BotError::NotAllowed, "/x", Lang::Es).content,
            "Solo quienes pueden gestionar este servidor pueden cambiar sus ajustes."
        );
        // The log keeps English.
        assert_eq!(
            BotError::ShuttingDown.to_string(),
            "The bot is restarting; try again in a minute (nothing was changed)."
        );
    }
}
