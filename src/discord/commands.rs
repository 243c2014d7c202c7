//! The slash commands. Each one reads its options, turns them into one service call and lets
//! [`respond::command`] do the rest; nothing about the rules or the storage is decided here.

use super::asker::{self, Asker};
use super::autocomplete;
use super::error::BotError;
use super::options::{
    self, GameOption, LanguageOption, NotifyOption, RepetitionOption, ScopeOption, SideOption,
    Switch,
};
use super::respond::{self, Visibility};
use super::{Context, Data};
use crate::i18n::Lang;
use crate::service::{
    Actor, ChallengeFilter, ChallengeRequest, ComputerChallenge, DrawAction, GameFilter, Place,
    RepetitionRule, Response, ServerId, Service, TakebackAction,
};
use poise::serenity_prelude as serenity;

/// Every command, in the order `/help` lists them, with its texts in every language (see
/// [`localise`](super::localise)).
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = unlocalised();
    for missing in super::localise::localise(crate::i18n::texts(), &mut commands) {
        tracing::error!("no English text for {missing} in locales/en/commands.ftl");
    }
    commands
}

/// Every command as the code declares it, before [`all`] gives it its words.
fn unlocalised() -> Vec<poise::Command<Data, BotError>> {
    vec![
        challenge(),
        accept(),
        decline(),
        cancel(),
        move_(),
        board(),
        games(),
        resign(),
        draw(),
        takeback(),
        export(),
        super::analysis::analyse(),
        note(),
        vacation(),
        conditional(),
        super::tournament::tournament(),
        leaderboard(),
        stats(),
        rules(),
        notify(),
        language(),
        settings(),
        help(),
    ]
}

/// What `/challenge` asks for: a game with a person (or anyone), or with the computer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeAsk {
    Person(ChallengeRequest),
    Computer(ComputerChallenge),
}

/// The `/challenge` options as a service request. The computer is the opponent when the
/// opponent is the bot itself (`bot`), or when a level is given without an opponent.
pub fn challenge_request(
    game: GameOption,
    opponent: Option<&serenity::User>,
    side: Option<SideOption>,
    time_per_move: Option<&str>,
    level: Option<u8>,
    bot: serenity::UserId,
) -> Result<ChallengeAsk, BotError> {
    let time_per_move = options::time_per_move(time_per_move).map_err(BotError::Input)?;
    let side = side.map(Into::into).unwrap_or_default();
    let computer = match opponent {
        Some(user) => user.id == bot,
        None => level.is_some(),
    };
    if computer {
        return Ok(ChallengeAsk::Computer(ComputerChallenge {
            game: game.into(),
            level,
            side,
            time_per_move,
        }));
    }
    if level.is_some() {
        return Err(BotError::Input(crate::games::msg!(
            "discord-level-needs-computer"
        )));
    }
    Ok(ChallengeAsk::Person(ChallengeRequest {
        game: game.into(),
        opponent: opponent.map(|user| asker::actor(user, None)),
        side,
        time_per_move,
    }))
}

/// Challenge someone, anyone, or the computer to a game.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
    #[description = "Whom to challenge: empty for anyone; the bot itself to play the computer"]
    opponent: Option<serenity::User>,
    #[description = "Your side (default: random)"] side: Option<SideOption>,
    #[description = "Time per move, e.g. 12h or 3d (default 3d; from 1h to 14d)"]
    time_per_move: Option<String>,
    #[description = "Play the computer at this level: 1 (easiest) to 8 (strongest); default 3"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
) -> Result<(), BotError> {
    let bot = ctx.framework().bot_id();
    let ask = challenge_request(
        game,
        opponent.as_ref(),
        side,
        time_per_move.as_deref(),
        level,
        bot,
    )?;
    respond::command(ctx, Visibility::Public, move |s, a, p| match ask {
        ChallengeAsk::Person(request) => s.challenge(a, p, request),
        ChallengeAsk::Computer(request) => s.challenge_computer(a, p, request),
    })
    .await
}

/// Accept a challenge (the one waiting for you here, or the one named).
#[poise::command(slash_command)]
pub async fn accept(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_accept"]
    #[description = "Challenge id (only needed when several wait for you here)"]
    challenge: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.accept(a, p, challenge.as_deref())
    })
    .await
}

/// Decline a challenge made to you.
#[poise::command(slash_command)]
pub async fn decline(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_decline"]
    #[description = "Challenge id (only needed when several wait for you here)"]
    challenge: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.decline(a, p, challenge.as_deref())
    })
    .await
}

/// Withdraw a challenge you made.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_cancel"]
    #[description = "Challenge id (only needed when you have several open here)"]
    challenge: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.cancel(a, p, challenge.as_deref())
    })
    .await
}

/// The value of another option of the command being typed (for autocomplete).
fn typed_option(ctx: Context<'_>, name: &str) -> Option<String> {
    match ctx {
        poise::Context::Application(app) => asker::option_text(app.interaction, name),
        poise::Context::Prefix(_) => None,
    }
}

/// Runs an autocomplete query on the service (off the async threads) for the user typing; the
/// query gets the language of what only that user sees.
async fn autocomplete_with(
    ctx: Context<'_>,
    query: impl FnOnce(&Service, &Actor, &Place, Lang) -> Vec<serenity::AutocompleteChoice>
        + Send
        + 'static,
) -> serenity::CreateAutocompleteResponse {
    let poise::Context::Application(app) = ctx else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let asker = Asker::of_command(app.interaction, ctx.data().renderer.as_deref());
    let service = ctx.data().service.clone();
    let choices = tokio::task::spawn_blocking(move || {
        Service::in_one_read(|| {
            let languages = service
                .languages(&asker.actor, &asker.place, asker.guild_locale.as_deref())
                .unwrap_or_default();
            let lang = languages.for_reply(&asker.reported()).private;
            query(&service, &asker.actor, &asker.place, lang)
        })
    })
    .await
    .unwrap_or_default();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Legal moves matching what the player typed (the service filters and ranks them), or one
/// choice saying why there are none.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = typed_option(ctx, "game");
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, p, lang| {
        autocomplete::move_choices(&s.move_suggestions(a, p, game.as_deref(), &typed), lang)
    })
    .await
}

/// The user's games going on, most urgent first.
async fn autocomplete_active_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, p, lang| {
        autocomplete::choices(&s.game_choices(a, p, &typed, GameFilter::Active), lang)
    })
    .await
}

/// The user's games going on, then their finished ones (for looking and exporting).
pub(super) async fn autocomplete_any_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, p, lang| {
        autocomplete::choices(&s.game_choices(a, p, &typed, GameFilter::Any), lang)
    })
    .await
}

/// The challenges of one kind the user can answer, soonest expiry first.
async fn autocomplete_challenge(
    ctx: Context<'_>,
    partial: &str,
    filter: ChallengeFilter,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, _p, lang| {
        autocomplete::choices(&s.challenge_choices(a, &typed, filter), lang)
    })
    .await
}

/// Challenges the user may accept.
async fn autocomplete_accept(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_challenge(ctx, partial, ChallengeFilter::Accept).await
}

/// Challenges made to the user.
async fn autocomplete_decline(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_challenge(ctx, partial, ChallengeFilter::Decline).await
}

/// The user's own challenges.
async fn autocomplete_cancel(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    autocomplete_challenge(ctx, partial, ChallengeFilter::Cancel).await
}

/// The sides of the game `/board` shows. Autocomplete rather than fixed choices, so that a
/// colour typed in full still works without picking it from the list.
async fn autocomplete_side(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = typed_option(ctx, "game");
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, p, lang| {
        autocomplete::choices(&s.side_choices(a, p, game.as_deref(), &typed), lang)
    })
    .await
}

/// Play a move in your game.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "Your move: start typing a square to see the legal moves"]
    #[autocomplete = "autocomplete_move"]
    #[rename = "move"]
    mv: String,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (only needed when you have several games here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.play(a, p, game.as_deref(), &mv)
    })
    .await
}

/// Show the board of a game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_any_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
    #[description = "Whose side to look from: a colour (red, white…), first or second"]
    #[autocomplete = "autocomplete_side"]
    #[rename = "as"]
    perspective: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.board(a, p, game.as_deref(), perspective.as_deref())
            .map(Response::from)
    })
    .await
}

/// List your games: where it is your turn first.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, |s, a, p| {
        s.games(a, p).map(Response::from)
    })
    .await
}

/// Resign a game.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.resign(a, p, game.as_deref())
    })
    .await
}

/// Offer, accept or decline a draw.
#[poise::command(
    slash_command,
    subcommands("draw_offer", "draw_accept", "draw_decline"),
    subcommand_required
)]
pub async fn draw(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

async fn draw_with(
    ctx: Context<'_>,
    game: Option<String>,
    what: DrawAction,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.draw(a, p, game.as_deref(), what)
    })
    .await
}

/// Offer your opponent a draw.
#[poise::command(slash_command, rename = "offer")]
pub async fn draw_offer(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    draw_with(ctx, game, DrawAction::Offer).await
}

/// Accept the draw your opponent offered.
#[poise::command(slash_command, rename = "accept")]
pub async fn draw_accept(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    draw_with(ctx, game, DrawAction::Accept).await
}

/// Decline the draw your opponent offered.
#[poise::command(slash_command, rename = "decline")]
pub async fn draw_decline(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    draw_with(ctx, game, DrawAction::Decline).await
}

/// Ask to take back a move, or answer such a request.
#[poise::command(
    slash_command,
    subcommands("takeback_ask", "takeback_accept", "takeback_decline"),
    subcommand_required
)]
pub async fn takeback(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

async fn takeback_with(
    ctx: Context<'_>,
    game: Option<String>,
    what: TakebackAction,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.takeback(a, p, game.as_deref(), what)
    })
    .await
}

/// Ask your opponent to let you take back your last move.
#[poise::command(slash_command, rename = "ask")]
pub async fn takeback_ask(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    takeback_with(ctx, game, TakebackAction::Ask).await
}

/// Let your opponent take back their move.
#[poise::command(slash_command, rename = "accept")]
pub async fn takeback_accept(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    takeback_with(ctx, game, TakebackAction::Accept).await
}

/// Refuse your opponent's take-back.
#[poise::command(slash_command, rename = "decline")]
pub async fn takeback_decline(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    takeback_with(ctx, game, TakebackAction::Decline).await
}

/// Keep a private note on one of your games, or read yours (only you see them).
#[poise::command(slash_command)]
pub async fn note(
    ctx: Context<'_>,
    #[description = "The note (up to 2,000 characters); leave it out to read your notes"]
    #[max_length = 2000]
    text: Option<String>,
    #[autocomplete = "autocomplete_any_game"]
    #[description = "Game id (default: your game here, or your last one)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.note(a, p, game.as_deref(), text.as_deref().unwrap_or(""))
            .map(Response::from)
    })
    .await
}

/// Go on vacation, come back, or see your days: your clocks stand still while you are away.
#[poise::command(
    slash_command,
    subcommands("vacation_start", "vacation_end", "vacation_status"),
    subcommand_required
)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Stop the clocks of all your games for some days (you come back with your first move).
#[poise::command(slash_command, rename = "start")]
pub async fn vacation_start(
    ctx: Context<'_>,
    #[description = "How many days (default: all the days you have left this year)"]
    #[min = 1]
    #[max = 366]
    days: Option<u32>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.vacation_start(a, p, days)
    })
    .await
}

/// Come back from vacation now: your clocks go on with the time they had left.
#[poise::command(slash_command, rename = "end")]
pub async fn vacation_end(ctx: Context<'_>) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.vacation_end(a, p)
    })
    .await
}

/// Whether you are on vacation, and the days you have left this year.
#[poise::command(slash_command, rename = "status")]
pub async fn vacation_status(ctx: Context<'_>) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.vacation_status(a, p).map(Response::from)
    })
    .await
}

/// The lines being typed for `/conditional add`: what was typed so far, then each legal next
/// move, the opponent's and the player's in turn (the service reads and ranks them).
async fn autocomplete_line(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = typed_option(ctx, "game");
    let typed = partial.to_string();
    autocomplete_with(ctx, move |s, a, p, lang| {
        autocomplete::line_choices(&s.line_choices(a, p, game.as_deref(), &typed), lang)
    })
    .await
}

/// Moves to play at once if your opponent plays what you foresee (only you see them).
#[poise::command(
    slash_command,
    subcommands("conditional_add", "conditional_list", "conditional_clear"),
    subcommand_required
)]
pub async fn conditional(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// During your opponent's turn: if they play X, play Y; if then Z, play W…
#[poise::command(slash_command, rename = "add")]
pub async fn conditional_add(
    ctx: Context<'_>,
    #[description = "Their move, your answer, their next move, your answer… (autocomplete helps)"]
    #[autocomplete = "autocomplete_line"]
    #[max_length = 1000]
    line: String,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.conditional_add(a, p, game.as_deref(), &line)
            .map(Response::from)
    })
    .await
}

/// Your conditional lines on a game (only you see them).
#[poise::command(slash_command, rename = "list")]
pub async fn conditional_list(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.conditional_list(a, p, game.as_deref())
            .map(Response::from)
    })
    .await
}

/// Drop all your conditional lines on a game.
#[poise::command(slash_command, rename = "clear")]
pub async fn conditional_clear(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_active_game"]
    #[description = "Game id (default: your game here)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, p| {
        s.conditional_clear(a, p, game.as_deref())
            .map(Response::from)
    })
    .await
}

/// A game's record as text, and an animated replay.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_any_game"]
    #[description = "Game id (default: your game here, or your last one)"]
    game: Option<String>,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.export(a, p, game.as_deref()).map(Response::from)
    })
    .await
}

/// The best players of a game, here or everywhere.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
    #[description = "This server (default) or everywhere"] scope: Option<ScopeOption>,
) -> Result<(), BotError> {
    let scope = scope.map(Into::into).unwrap_or_default();
    respond::command(ctx, Visibility::Public, move |s, _a, p| {
        s.leaderboard(p, game.into(), scope).map(Response::from)
    })
    .await
}

/// A player's results and ratings.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] player: Option<serenity::User>,
) -> Result<(), BotError> {
    let player = player.as_ref().map(|u| asker::actor(u, None));
    respond::command(ctx, Visibility::Public, move |s, a, p| {
        s.stats(a, p, player.as_ref()).map(Response::from)
    })
    .await
}

/// The rules of a game in short, with the start position.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameOption,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Public, move |s, _a, _p| {
        Ok(Response::from(s.rules(game.into())?))
    })
    .await
}

/// How the bot tells you it is your turn: a mention, a direct message, or nothing.
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "How to tell you"] how: NotifyOption,
) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, move |s, a, _p| {
        s.set_notifications(a, how.into()).map(Response::from)
    })
    .await
}

/// The language of the answers only you see, and of your direct messages.
#[poise::command(slash_command)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "A language, or automatic to follow your Discord app"] language: LanguageOption,
) -> Result<(), BotError> {
    let tag = language.lang().map(Lang::tag);
    respond::language_command(ctx, Visibility::Private, move |s, a, _p| {
        s.set_language(a, tag).map(Response::from)
    })
    .await
}

/// Server settings (needs Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "settings_threads",
        "settings_language",
        "settings_xiangqi_repetition",
        "settings_vacation_days",
        "settings_web",
        "super::analysis::settings_analysis",
        "super::tournament::settings_director_role"
    ),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Refuses a member who may not manage the server. Discord hides `/settings` from them; check
/// anyway, since a server's admins can override that in its integration settings.
pub(super) fn require_manager(ctx: Context<'_>) -> Result<(), BotError> {
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.clone(),
        poise::Context::Prefix(_) => None,
    };
    if asker::may_manage_server(member.as_deref()) {
        Ok(())
    } else {
        Err(BotError::NotAllowed)
    }
}

/// Play each new game in its own thread, so busy channels stay readable.
#[poise::command(slash_command, guild_only, rename = "threads")]
pub async fn settings_threads(
    ctx: Context<'_>,
    #[description = "on or off"] enabled: Switch,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_thread_per_game(p, enabled == Switch::On)
            .map(Response::from)
    })
    .await
}

/// Publish this server's games and leaderboards on the web, or take them down.
#[poise::command(slash_command, guild_only, rename = "web")]
pub async fn settings_web(
    ctx: Context<'_>,
    #[description = "on or off"] enabled: Switch,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_web_pages(p, enabled == Switch::On)
            .map(Response::from)
    })
    .await
}

/// What a Xiangqi move that completes a losing repetition does.
#[poise::command(slash_command, guild_only, rename = "xiangqi-repetition")]
pub async fn settings_xiangqi_repetition(
    ctx: Context<'_>,
    #[description = "end the game (the default) or refuse the move"] rule: RepetitionOption,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    let rule = match rule {
        RepetitionOption::End => RepetitionRule::End,
        RepetitionOption::Refuse => RepetitionRule::Refuse,
    };
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_xiangqi_repetition(p, rule).map(Response::from)
    })
    .await
}

/// The most vacation days a year that stop the clocks of this server's games.
#[poise::command(slash_command, guild_only, rename = "vacation-days")]
pub async fn settings_vacation_days(
    ctx: Context<'_>,
    #[description = "Days a year (0: no vacations in this server's games)"]
    #[min = 0]
    #[max = 366]
    days: u32,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    respond::command(ctx, Visibility::Private, move |s, _a, p| {
        s.set_vacation_days(p, days).map(Response::from)
    })
    .await
}

/// The language of what kibitz posts in this server's channels.
#[poise::command(slash_command, guild_only, rename = "language")]
pub async fn settings_language(
    ctx: Context<'_>,
    #[description = "A language, or automatic to follow the server's primary language"]
    language: LanguageOption,
) -> Result<(), BotError> {
    require_manager(ctx)?;
    let server = ctx
        .guild_id()
        .map(|g| ServerId(g.get()))
        .ok_or(BotError::ServerOnly)?;
    let tag = language.lang().map(Lang::tag);
    respond::language_command(ctx, Visibility::Private, move |s, _a, _p| {
        s.set_server_language(server, tag).map(Response::from)
    })
    .await
}

/// How to play with kibitz.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    respond::command(ctx, Visibility::Private, |s, _a, _p| {
        Ok(Response::from(s.help()))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::service::SideChoice;
    use std::time::Duration;

    fn user(id: u64, name: &str) -> serenity::User {
        serde_json::from_value(serde_json::json!({
            "id": id.to_string(), "username": name, "discriminator": "0", "global_name": null, "avatar": null
        }))
        .unwrap()
    }

    const BOT: u64 = 99;

    fn ask(
        opponent: Option<&serenity::User>,
        side: Option<SideOption>,
        time: Option<&str>,
        level: Option<u8>,
    ) -> Result<ChallengeAsk, BotError> {
        challenge_request(
            GameOption::Xiangqi,
            opponent,
            side,
            time,
            level,
            serenity::UserId::new(BOT),
        )
    }

    #[test]
    fn challenge_options_become_a_request() {
        let bob = user(2, "bob");
        let Ok(ChallengeAsk::Person(request)) =
            ask(Some(&bob), Some(SideOption::First), Some("12h"), None)
        else {
            panic!("a person's challenge");
        };
        assert_eq!(request.game, GameKind::Xiangqi);
        assert_eq!(
            request.opponent.as_ref().map(|a| a.name.as_str()),
            Some("bob")
        );
        assert_eq!(request.opponent.map(|a| a.user.0), Some(2));
        assert_eq!(request.side, SideChoice::First);
        assert_eq!(request.time_per_move, Some(Duration::from_secs(12 * 3600)));

        let Ok(ChallengeAsk::Person(open)) = ask(None, None, None, None) else {
            panic!("an open challenge");
        };
        assert_eq!(open.opponent, None, "no opponent: an open challenge");
        assert_eq!(open.side, SideChoice::Random);
        assert_eq!(open.time_per_move, None, "the service's default applies");

        let error = ask(None, None, Some("soon"), None).unwrap_err();
        assert!(
            crate::i18n::say(crate::i18n::Lang::En, &error.user_message().unwrap())
                .contains("soon")
        );
    }

    #[test]
    fn every_command_option_and_choice_has_its_words_in_every_language() {
        let mut commands = unlocalised();
        let missing = crate::discord::localise::localise(crate::i18n::texts(), &mut commands);
        assert!(missing.is_empty(), "missing texts: {missing:?}");
        for command in &commands {
            for c in std::iter::once(command).chain(command.subcommands.iter()) {
                let locales: Vec<&str> = c
                    .name_localizations
                    .iter()
                    .map(|(l, _)| l.as_ref())
                    .collect();
                assert_eq!(
                    locales,
                    ["it", "es-ES", "es-419", "pl", "zh-CN", "zh-TW"],
                    "/{}",
                    c.name
                );
                for p in &c.parameters {
                    assert_eq!(p.name_localizations.len(), 6, "/{} {}", c.name, p.name);
                    for choice in p.choices.iter() {
                        assert!(
                            !choice.name.contains("-") || choice.name.contains(' '),
                            "{} has its label",
                            choice.name
                        );
                        assert_eq!(choice.localizations.len(), 6);
                    }
                }
            }
        }
        let challenge = &commands[0];
        let italian = |list: &[(
            std::borrow::Cow<'static, str>,
            std::borrow::Cow<'static, str>,
        )]| {
            list.iter()
                .find(|(l, _)| l == "it")
                .map(|(_, t)| t.to_string())
        };
        assert_eq!(
            italian(&challenge.name_localizations).as_deref(),
            Some("sfida")
        );
        assert_eq!(
            italian(&challenge.parameters[3].name_localizations).as_deref(),
            Some("tempo_per_mossa")
        );
        assert_eq!(
            challenge.parameters[0].choices[0].name,
            "Topo (Italian animal chess)"
        );
        assert_eq!(
            italian(&challenge.parameters[0].choices[1].localizations).as_deref(),
            Some("Xiangqi (scacchi cinesi)")
        );
    }

    #[test]
    fn the_bot_itself_or_a_level_alone_means_the_computer() {
        let me = user(BOT, "kibitz");
        let bob = user(2, "bob");
        assert_eq!(
            ask(Some(&me), Some(SideOption::Second), None, Some(5)).unwrap(),
            ChallengeAsk::Computer(ComputerChallenge {
                game: GameKind::Xiangqi,
                level: Some(5),
                side: SideChoice::Second,
                time_per_move: None,
            })
        );
        let Ok(ChallengeAsk::Computer(default)) = ask(Some(&me), None, None, None) else {
            panic!("the bot as opponent is the computer");
        };
        assert_eq!(default.level, None, "the service's default level applies");
        assert!(matches!(
            ask(None, None, None, Some(1)),
            Ok(ChallengeAsk::Computer(ComputerChallenge {
                level: Some(1),
                ..
            }))
        ));
        let error = ask(Some(&bob), None, None, Some(4)).unwrap_err();
        assert!(
            crate::i18n::say(crate::i18n::Lang::En, &error.user_message().unwrap())
                .contains("computer")
        );
    }

    #[test]
    fn commands_have_the_documented_names_and_options() {
        let commands = all();
        let names: Vec<&str> = commands.iter().map(|c| c.name.as_ref()).collect();
        assert_eq!(
            names,
            [
                "challenge",
                "accept",
                "decline",
                "cancel",
                "move",
                "board",
                "games",
                "resign",
                "draw",
                "takeback",
                "export",
                "analyse",
                "note",
                "vacation",
                "conditional",
                "tournament",
                "leaderboard",
                "stats",
                "rules",
                "notify",
                "language",
                "settings",
                "help"
            ]
        );
        let find = |name: &str| commands.iter().find(|c| c.name == name).unwrap();
        let mv = find("move");
        assert_eq!(mv.parameters[0].name, "move");
        assert!(
            mv.parameters[0].autocomplete_callback.is_some(),
            "moves are autocompleted"
        );
        assert!(mv.parameters[0].required);
        assert_eq!(find("board").parameters[1].name, "as");
        let level = &find("challenge").parameters[4];
        assert_eq!(level.name, "level");
        assert!(!level.required);
        let registered = serde_json::to_value(find("challenge").create_as_slash_command()).unwrap();
        let option = &registered["options"][4];
        assert_eq!(option["name"], "level");
        assert_eq!(
            (option["min_value"].as_f64(), option["max_value"].as_f64()),
            (Some(1.0), Some(8.0)),
            "Discord offers levels 1 to 8: {option}"
        );
        // Every game, challenge and side option is autocompleted (and stays free text).
        for command in &commands {
            for c in std::iter::once(command).chain(command.subcommands.iter()) {
                for p in &c.parameters {
                    if ["game", "challenge", "as"].contains(&&*p.name) && p.choices.is_empty() {
                        assert!(
                            p.autocomplete_callback.is_some(),
                            "/{} {} is autocompleted",
                            c.name,
                            p.name
                        );
                    }
                }
            }
        }
        let sub = |name: &str| -> Vec<String> {
            find(name)
                .subcommands
                .iter()
                .map(|c| c.name.to_string())
                .collect()
        };
        assert_eq!(sub("draw"), ["offer", "accept", "decline"]);
        assert_eq!(sub("takeback"), ["ask", "accept", "decline"]);
        assert_eq!(
            sub("settings"),
            [
                "threads",
                "language",
                "xiangqi-repetition",
                "vacation-days",
                "web",
                "analysis",
                "director-role"
            ]
        );
        assert_eq!(sub("vacation"), ["start", "end", "status"]);
        assert_eq!(sub("conditional"), ["add", "list", "clear"]);
        let line = &find("conditional").subcommands[0].parameters[0];
        assert_eq!(line.name, "line");
        assert!(line.required && line.autocomplete_callback.is_some());
        let language = &find("language").parameters[0];
        assert_eq!(language.choices.len(), 7, "automatic and the six languages");
        assert_eq!(language.choices[0].name, "automatic");
        assert_eq!(language.choices[6].name, "繁體中文");
        assert!(find("settings").default_member_permissions.manage_guild());
        // Every command and option has a description within Discord's 100 characters.
        for command in &commands {
            for c in std::iter::once(command).chain(command.subcommands.iter()) {
                let description = c.description.as_deref().unwrap_or_default();
                assert!(
                    !description.is_empty() && description.len() <= 100,
                    "/{}",
                    c.name
                );
                for p in &c.parameters {
                    let d = p.description.as_deref().unwrap_or_default();
                    assert!(!d.is_empty() && d.len() <= 100, "/{} {}", c.name, p.name);
                }
            }
        }
    }
}
