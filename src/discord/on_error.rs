//! The framework's error handler: what poise could not run (an unreadable option, a panic, a
//! server's command in a DM) or what a command returned, answered privately in the asker's
//! language through the one place where errors become answers ([`answer_for`]).

use super::error::{answer_for, BotError};
use super::respond;
use super::{Context, Data};
use crate::games::msg;
use crate::service::text::echo;

/// Answers a slash command's error privately, in the asker's language: as the first response
/// if none was sent yet; otherwise the public "thinking…" placeholder is deleted and a private
/// follow-up sent.
pub async fn answer_command_error(ctx: Context<'_>, error: &BotError) {
    let invocation = respond::command_invocation(ctx);
    let lang = respond::asker_langs(ctx).await.private;
    let out = answer_for(error, &invocation, lang);
    if let poise::Context::Application(app) = ctx {
        if let Err(e) = respond::private(app, &out).await {
            tracing::warn!(
                command = %invocation.what,
                "could not tell the user about an error: {e}"
            );
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
