//! The analysis commands (`/analyse`, `/settings analysis`): kept apart from `commands.rs` so
//! the presentation of the other commands can change without touching these.

use super::commands::{autocomplete_any_game, require_manager};
use super::error::BotError;
use super::respond::{self, Visibility};
use super::Context;
use crate::service::Response;

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
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.analyse(a, p, game.as_deref())
    })
    .await
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
