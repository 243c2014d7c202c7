//! The analysis commands (`/analyse`, `/settings analysis`): kept apart from `commands.rs` so
//! the presentation of the other commands can change without touching these.

use super::commands::{autocomplete_any_game, require_manager};
use super::error::BotError;
use super::respond::{self, Visibility};
use super::Context;
use crate::i18n::say;
use crate::model::GameId;
use crate::service::Response;
use poise::serenity_prelude as serenity;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Whether a server's games are analysed when they end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AnalysisMode {
    #[name = "analysis-auto"]
    Auto,
    #[name = "analysis-off"]
    Off,
}

/// Analyse a finished game: accuracy, mistakes and the better moves.
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_any_game"]
    #[description = "The game (default: your only game here, or your latest finished one)"]
    game: Option<String>,
) -> Result<(), BotError> {
    let queued: Arc<Mutex<Option<GameId>>> = Arc::default();
    let slot = queued.clone();
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        let (response, id) = s.analyse_game(a, p, game.as_deref())?;
        if let Ok(mut slot) = slot.lock() {
            *slot = id;
        }
        Ok(response)
    })
    .await?;
    let id = queued.lock().ok().and_then(|mut slot| slot.take());
    if let (Some(id), poise::Context::Application(app)) = (id, ctx) {
        let lang = respond::asker_langs(ctx).await.public;
        let service = ctx.data().service.clone();
        let http = ctx.serenity_context().http.clone();
        let interaction = app.interaction.clone();
        tokio::spawn(async move {
            follow_progress(service, http, interaction, id, lang).await;
        });
    }
    Ok(())
}

/// How often the acknowledgement of a running analysis is edited to say how far it is.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);

/// Edits the acknowledgement of `/analyse` every [`PROGRESS_EVERY`] while this process
/// computes the analysis of `id` (a short one is posted before the first edit). Ends when the
/// analysis is done or an edit fails (Discord lets a response be edited for 15 minutes).
async fn follow_progress(
    service: Arc<crate::service::Service>,
    http: Arc<serenity::Http>,
    interaction: serenity::CommandInteraction,
    id: GameId,
    lang: crate::i18n::Lang,
) {
    loop {
        tokio::time::sleep(PROGRESS_EVERY).await;
        // A look at a table in memory under a lock held for a moment: no blocking work.
        let Some(line) = service.analysis_progress(&id) else {
            return;
        };
        let edit = serenity::EditInteractionResponse::new().content(say(lang, &line));
        if let Err(e) = interaction.edit_response(&http, edit).await {
            tracing::debug!(game = %id, "analysis progress not shown: {e}");
            return;
        }
    }
}

/// Analyse every game of this server when it ends.
#[poise::command(slash_command, guild_only, rename = "analysis")]
pub async fn settings_analysis(
    ctx: Context<'_>,
    #[description = "auto: analyse each finished game; off: only on request"] mode: AnalysisMode,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_auto_analysis(p, mode == AnalysisMode::Auto)
            .map(Response::from)
    })
    .await
}
