//! The tournament commands (`/tournament …`, `/settings director-role`): each reads its
//! options and makes one service call; who may direct is the service's rule, from what Discord
//! says of the member (Manage Server, their roles).

use super::commands::require_manager;
use super::error::BotError;
use super::options::{self, GameOption};
use super::respond::{self, Visibility};
use super::Context;
use crate::service::{Authority, FormatChoice, Response, TournamentRequest, UserId};
use poise::serenity_prelude as serenity;

/// A tournament's format, as a slash-command choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatOption {
    #[name = "format-swiss"]
    Swiss,
    #[name = "format-round-robin"]
    RoundRobin,
    #[name = "format-double-round-robin"]
    DoubleRoundRobin,
}

impl From<FormatOption> for FormatChoice {
    fn from(option: FormatOption) -> FormatChoice {
        match option {
            FormatOption::Swiss => FormatChoice::Swiss,
            FormatOption::RoundRobin => FormatChoice::RoundRobin,
            FormatOption::DoubleRoundRobin => FormatChoice::DoubleRoundRobin,
        }
    }
}

/// What Discord says of the member that bears on directing: whether they may manage the
/// server, and their roles.
pub fn authority(member: Option<&serenity::Member>) -> Authority {
    Authority {
        manages_server: super::asker::may_manage_server(member),
        roles: member.map_or_else(Vec::new, |m| m.roles.iter().map(|r| r.get()).collect()),
    }
}

fn authority_of(ctx: Context<'_>) -> Authority {
    match ctx {
        poise::Context::Application(app) => authority(app.interaction.member.as_deref()),
        poise::Context::Prefix(_) => Authority::default(),
    }
}

/// Tournaments: Swiss and round robins of correspondence games in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "tournament_join",
        "tournament_leave",
        "tournament_start",
        "tournament_standings",
        "tournament_pairings",
        "tournament_withdraw",
        "tournament_adjudicate",
        "tournament_cancel",
        "tournament_list"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Announce a new tournament here (Manage Server or the director role).
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, rename = "create")]
pub async fn tournament_create(
    ctx: Context<'_>,
    #[description = "The game played"] game: GameOption,
    #[description = "Swiss, round robin, or double round robin"] format: FormatOption,
    #[description = "Swiss rounds (default 5)"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Time per move, e.g. 3d (default: the bot's)"] time_per_move: Option<String>,
    #[description = "Whether the games count on the leaderboards (default: yes)"] rated: Option<
        bool,
    >,
    #[description = "The most entrants"]
    #[min = 2]
    #[max = 500]
    max_players: Option<u32>,
    #[description = "Start by itself after this long, e.g. 2d (default: when the director says)"]
    start: Option<String>,
    #[description = "The tournament's name"]
    #[max_length = 60]
    name: Option<String>,
    #[description = "Whether vacations stop the clocks of its games (default: yes)"]
    vacation: Option<bool>,
    #[description = "Swiss: how long a round may last before the director adjudicates"]
    round_deadline: Option<String>,
    #[description = "Round robin: groups of at most this many, the best going to a final"]
    #[min = 3]
    #[max = 50]
    group_size: Option<u32>,
    #[description = "Round robin in groups: how many of each group go to the final (default 1)"]
    #[min = 1]
    #[max = 49]
    advance: Option<u32>,
    #[description = "Tie-break codes in order, e.g. BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO"]
    #[max_length = 100]
    tiebreaks: Option<String>,
) -> Result<(), BotError> {
    let authority = authority_of(ctx);
    let mut request = TournamentRequest::new(game.into(), format.into());
    request.rounds = rounds;
    request.time_per_move =
        options::time_per_move(time_per_move.as_deref()).map_err(BotError::Input)?;
    request.rated = rated;
    request.max_players = max_players;
    request.start_in = options::time_per_move(start.as_deref()).map_err(BotError::Input)?;
    request.name = name;
    request.vacation = vacation;
    request.round_deadline =
        options::time_per_move(round_deadline.as_deref()).map_err(BotError::Input)?;
    request.group_size = group_size;
    request.advance = advance;
    request.tiebreaks = tiebreaks;
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_create(a, p, &authority, request)
    })
    .await
}

/// Enter a tournament.
#[poise::command(slash_command, guild_only, rename = "join")]
pub async fn tournament_join(
    ctx: Context<'_>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_join(a, p, tournament.as_deref())
    })
    .await
}

/// Take your entry back (after the start: withdraw, your unfinished games forfeited).
#[poise::command(slash_command, guild_only, rename = "leave")]
pub async fn tournament_leave(
    ctx: Context<'_>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_leave(a, p, tournament.as_deref())
    })
    .await
}

/// Close the entries and start the first round (the director).
#[poise::command(slash_command, guild_only, rename = "start")]
pub async fn tournament_start(
    ctx: Context<'_>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    let authority = authority_of(ctx);
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_start(a, p, &authority, tournament.as_deref())
    })
    .await
}

/// The standings so far, with a picture.
#[poise::command(slash_command, guild_only, rename = "standings")]
pub async fn tournament_standings(
    ctx: Context<'_>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_standings(a, p, tournament.as_deref(), 0)
            .map(Response::from)
    })
    .await
}

/// A round's pairings and results.
#[poise::command(slash_command, guild_only, rename = "pairings")]
pub async fn tournament_pairings(
    ctx: Context<'_>,
    #[description = "The round (default: the latest)"]
    #[min = 1]
    #[max = 100]
    round: Option<u32>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_pairings(a, p, tournament.as_deref(), round, 0)
            .map(Response::from)
    })
    .await
}

/// Withdraw a player: not paired again, unfinished games forfeited (the director).
#[poise::command(slash_command, guild_only, rename = "withdraw")]
pub async fn tournament_withdraw(
    ctx: Context<'_>,
    #[description = "The player to withdraw"] player: serenity::User,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    let authority = authority_of(ctx);
    let player = UserId(player.id.get());
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_withdraw(a, p, &authority, tournament.as_deref(), player)
    })
    .await
}

/// Decide an unfinished tournament game (the director).
#[poise::command(slash_command, guild_only, rename = "adjudicate")]
pub async fn tournament_adjudicate(
    ctx: Context<'_>,
    #[autocomplete = "super::commands::autocomplete_any_game"]
    #[description = "The game's id"]
    game: String,
    #[description = "1-0, 0-1, draw, or a forfeit: +/-, -/+, -/-"] result: String,
) -> Result<(), BotError> {
    let authority = authority_of(ctx);
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_adjudicate(a, p, &authority, &game, &result)
    })
    .await
}

/// Call off a tournament that has not started (the director).
#[poise::command(slash_command, guild_only, rename = "cancel")]
pub async fn tournament_cancel(
    ctx: Context<'_>,
    #[description = "The tournament's id (default: the one in this channel)"] tournament: Option<
        String,
    >,
) -> Result<(), BotError> {
    let authority = authority_of(ctx);
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_cancel(a, p, &authority, tournament.as_deref())
    })
    .await
}

/// This server's tournaments.
#[poise::command(slash_command, guild_only, rename = "list")]
pub async fn tournament_list(ctx: Context<'_>) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.tournament_list(a, p).map(Response::from)
    })
    .await
}

/// The role whose members may run tournaments (besides those who manage the server).
#[poise::command(slash_command, guild_only, rename = "director-role")]
pub async fn settings_director_role(
    ctx: Context<'_>,
    #[description = "The role (leave out to have none)"] role: Option<serenity::Role>,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    let role = role.map(|r| (r.id.get(), r.name.clone()));
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_director_role(p, role).map(Response::from)
    })
    .await
}
