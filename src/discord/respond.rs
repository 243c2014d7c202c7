//! Answering interactions and posting notices: the only code that sends messages.
//!
//! Every interaction is acknowledged at once (a deferred response for commands, a deferred
//! update for buttons), the service runs off the async threads, and the answer then *edits* the
//! original response (Discord's recommendation; poise's `send` after a defer would post a
//! follow-up instead). Editing re-attaches the picture: an update response would drop the
//! message's images (serenity issue #3068).

use super::asker::{self, Asker};
use super::delivery::{self, Delivery, ReplySent};
use super::error::{answer_for, BotError, Invocation};
use super::outgoing::Outgoing;
use super::{Context, Data};
use crate::i18n::{say, Lang};
use crate::render::Renderer;
use crate::service::metrics;
use crate::service::{self, Actor, Languages, Notice, Place, Reply, ReplyLangs, Response, Service};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Whether the placeholder shown while working is visible to everyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    /// Public: the answer is normally for the channel (a move, a challenge).
    Public,
    /// Private: the answer is for the asker only (their games, their settings).
    Private,
}

type AppContext<'a> = poise::ApplicationContext<'a, Data, BotError>;

/// Runs a slash command: defer, call the service off the async threads, answer in the right
/// language (see [`service::Languages::for_reply`]).
pub async fn command<F>(ctx: Context<'_>, visibility: Visibility, call: F) -> Result<(), BotError>
where
    F: FnOnce(&Service, &Actor, &Place) -> service::ServiceResult<Response> + Send + 'static,
{
    run(ctx, visibility, false, call).await
}

/// Like [`command`], for a command that changes a language (`/language`, `/settings
/// language`): its answer is in the language just chosen.
pub async fn language_command<F>(
    ctx: Context<'_>,
    visibility: Visibility,
    call: F,
) -> Result<(), BotError>
where
    F: FnOnce(&Service, &Actor, &Place) -> service::ServiceResult<Response> + Send + 'static,
{
    run(ctx, visibility, true, call).await
}

/// The languages the service knows for the asker and the server, saving the locales Discord
/// sent on the way. A store that cannot answer gives none (the answer is then in the client's
/// language), never no answer.
fn known_languages(service: &Service, asker: &Asker) -> Languages {
    service
        .languages(&asker.actor, &asker.place, asker.guild_locale.as_deref())
        .unwrap_or_else(|e| {
            tracing::warn!("the languages could not be read: {e}");
            Languages::default()
        })
}

/// The languages of the answers to the command of `ctx` (for errors and autocomplete; commands
/// get theirs with the service call).
pub async fn asker_langs(ctx: Context<'_>) -> ReplyLangs {
    let poise::Context::Application(app) = ctx else {
        return ReplyLangs::default();
    };
    let asker = Asker::of_command(app.interaction, ctx.data().renderer.as_deref());
    let service = ctx.data().service.clone();
    tokio::task::spawn_blocking(move || {
        known_languages(&service, &asker).for_reply(&asker.reported())
    })
    .await
    .unwrap_or_default()
}

/// What a command was, for the log line of its error: who, which command, which game.
pub fn command_invocation(ctx: Context<'_>) -> Invocation {
    let game = match ctx {
        poise::Context::Application(app) => asker::option_text(app.interaction, "game"),
        poise::Context::Prefix(_) => None,
    };
    Invocation::command(ctx.author().id.get(), &ctx.command().qualified_name, game)
}

/// What a button press was, for the log line of its error.
fn button_invocation(interaction: &serenity::ComponentInteraction) -> Invocation {
    let custom_id = &interaction.data.custom_id;
    Invocation {
        user: interaction.user.id.get(),
        what: custom_id.clone(),
        game: service::Action::from_custom_id(custom_id)
            .and_then(|action| action.game().map(ToString::to_string)),
    }
}

/// A notice with the language it is said in, chosen once ([`Notice::lang`]), its pictures
/// drawn in that language.
#[derive(Debug, Clone)]
pub struct ReadyNotice {
    pub notice: Notice,
    pub lang: Lang,
}

/// A response ready to send: the reply's pictures drawn in the reply's language, each
/// notice's language chosen and its pictures drawn in it.
struct Ready {
    response: Response,
    notices: Vec<ReadyNotice>,
}

/// Draws `reply`'s pictures, captions in `lang`. CPU work: on a blocking thread.
fn draw_reply(renderer: Option<&Renderer>, reply: &mut Reply, lang: Lang) {
    if let Some(renderer) = renderer {
        reply.draw_pictures(|picture| drawn(renderer, picture, lang));
    }
}

/// Draws one picture, measured.
fn drawn(
    renderer: &Renderer,
    picture: &crate::render::Picture,
    lang: Lang,
) -> Result<Vec<u8>, crate::render::RenderError> {
    crate::service::metrics::drawing(picture.is_animated(), || {
        renderer.draw(picture, |m| say(lang, m))
    })
}

/// Chooses each notice's language (`fallback` for one that names none kibitz speaks) and draws
/// its pictures in it. CPU work: call it on a blocking thread.
pub fn ready_notices(
    renderer: Option<&Renderer>,
    notices: Vec<Notice>,
    fallback: Lang,
) -> Vec<ReadyNotice> {
    notices
        .into_iter()
        .map(|mut notice| {
            let lang = notice.lang(fallback);
            if let Some(renderer) = renderer {
                notice.draw_pictures(|picture| drawn(renderer, picture, lang));
            }
            ReadyNotice { notice, lang }
        })
        .collect()
}

/// `response` ready to send: the reply in the language it will be said in (the asker's for a
/// private reply, or when `forced_private`; the channel's for a public one), the notices in
/// theirs (the channel's language as the fallback). Runs on the blocking thread of the service
/// call (drawing is CPU work).
fn ready(
    renderer: Option<&Renderer>,
    mut response: Response,
    langs: ReplyLangs,
    forced_private: bool,
) -> Ready {
    let reply_lang = response.reply.lang(&langs, forced_private);
    draw_reply(renderer, &mut response.reply, reply_lang);
    let notices = ready_notices(
        renderer,
        std::mem::take(&mut response.notices),
        langs.public,
    );
    Ready { response, notices }
}

/// Runs `call` for `asker` off the async threads and makes its answer ready to send (see
/// [`ready`]). The languages are read (and the locales Discord sent saved) before the call, so
/// that the notices it makes know a server seen for the first time, and read again after it
/// when `reread` (a command that changed them).
async fn serve<F>(
    data: &Data,
    asker: Asker,
    reread: bool,
    forced_private: bool,
    call: F,
) -> Result<(service::ServiceResult<Ready>, ReplyLangs), tokio::task::JoinError>
where
    F: FnOnce(&Service, &Actor, &Place) -> service::ServiceResult<Response> + Send + 'static,
{
    let service = data.service.clone();
    let renderer = data.renderer.clone();
    tokio::task::spawn_blocking(move || {
        // The languages, the command and its notices read each record once between them.
        let (result, languages) = Service::in_one_read(|| {
            let before = known_languages(&service, &asker);
            let result = call(&service, &asker.actor, &asker.place);
            let languages = if reread {
                known_languages(&service, &asker)
            } else {
                before
            };
            (result, languages)
        });
        let langs = languages.for_reply(&asker.reported());
        let result =
            result.map(|response| ready(renderer.as_deref(), response, langs, forced_private));
        (result, langs)
    })
    .await
}

async fn run<F>(
    ctx: Context<'_>,
    visibility: Visibility,
    reread: bool,
    call: F,
) -> Result<(), BotError>
where
    F: FnOnce(&Service, &Actor, &Place) -> service::ServiceResult<Response> + Send + 'static,
{
    let poise::Context::Application(app) = ctx else {
        return Err(BotError::SlashOnly);
    };
    let data = ctx.data();
    let _work = data.work.start().ok_or(BotError::ShuttingDown)?;
    let arrived = std::time::Instant::now();
    let name = ctx.command().qualified_name.clone();
    app.defer_response(visibility == Visibility::Private)
        .await
        .inspect_err(|_| metrics::command(&name, "error"))?;
    metrics::acknowledged("command", arrived.elapsed());
    let forced_private = visibility == Visibility::Private;
    let asker = Asker::of_command(app.interaction, data.renderer.as_deref());
    let (result, langs) = serve(data, asker, reread, forced_private, call).await?;
    let Ready { response, notices } = match result {
        Ok(ready) => ready,
        Err(error) => {
            metrics::command(&name, outcome_of(&error));
            let out = answer_for(
                &BotError::from(error),
                &command_invocation(ctx),
                langs.private,
            );
            private(app, &out).await?;
            return Ok(());
        }
    };
    metrics::command(&name, "ok");
    let out = Outgoing::from_reply(&response.reply, response.reply.lang(&langs, forced_private));
    let posted = if out.ephemeral && visibility == Visibility::Public {
        // The placeholder is public and cannot become private: replace it.
        private(app, &out).await?;
        None
    } else {
        Some(
            app.interaction
                .edit_response(ctx.http(), out.edit_response())
                .await?,
        )
    };
    send_aside(
        ctx.http(),
        &app.interaction.token,
        &response.reply,
        langs.private,
    )
    .await;
    let public_channel =
        (!out.ephemeral && visibility == Visibility::Public).then_some(app.interaction.channel_id);
    after_reply(
        ctx.serenity_context(),
        data,
        (response, notices),
        posted.as_ref(),
        public_channel,
        app.interaction.guild_id,
        langs.public,
    )
    .await;
    Ok(())
}

/// Sends a private answer to a slash command, whatever has been sent so far.
pub async fn private(app: AppContext<'_>, out: &Outgoing) -> Result<(), serenity::Error> {
    let http = app.serenity_context().http.clone();
    let mut out = out.clone();
    out.ephemeral = true;
    let sent = app
        .has_sent_initial_response
        .load(std::sync::atomic::Ordering::SeqCst);
    if !sent {
        app.interaction
            .create_response(&http, out.response())
            .await?;
        app.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
        return Ok(());
    }
    // After a defer: if the placeholder is private, just edit it; if public, delete it and
    // answer with a private follow-up.
    let placeholder_private = app
        .interaction
        .get_response(&http)
        .await
        .ok()
        .and_then(|m| m.flags)
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if placeholder_private {
        app.interaction
            .edit_response(&http, out.edit_response())
            .await?;
    } else {
        if let Err(e) = app.interaction.delete_response(&http).await {
            tracing::debug!("could not delete the placeholder: {e}");
        }
        app.interaction
            .create_followup(&http, out.followup())
            .await?;
    }
    Ok(())
}

/// A command's outcome in the measurements: `refused` for an answer that tells the user why
/// not (a user error), `error` for the bot's own failure.
fn outcome_of(error: &service::ServiceError) -> &'static str {
    match error {
        service::ServiceError::User(_) => "refused",
        _ => "error",
    }
}

/// A button's name in the measurements: `button:` and its action (`button:draw-accept`),
/// without the game or challenge it names (which would make one series per game).
fn button_metric_name(custom_id: &str) -> String {
    let action = custom_id.split(':').nth(1).unwrap_or("unknown");
    let action: String = action
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(32)
        .collect();
    format!("button:{action}")
}

/// Handles a button press: acknowledge with a deferred update, run the action from the
/// custom id, then edit the button's message (public answers) or answer privately.
pub async fn button(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::ComponentInteraction,
) -> Result<(), BotError> {
    let http = ctx.http.clone();
    let Some(_work) = data.work.start() else {
        let lang = Lang::from_tag(&interaction.locale).unwrap_or_default();
        let message = say(lang, &crate::games::msg!("discord-shutting-down"));
        let out = Outgoing::private(&message);
        interaction
            .create_response(&http, button_private(&out))
            .await?;
        return Ok(());
    };
    let arrived = std::time::Instant::now();
    let name = button_metric_name(&interaction.data.custom_id);
    interaction
        .create_response(&http, serenity::CreateInteractionResponse::Acknowledge)
        .await
        .inspect_err(|_| metrics::command(&name, "error"))?;
    metrics::acknowledged("button", arrived.elapsed());
    let asker = Asker::of_button(interaction, data.renderer.as_deref());
    let custom_id = interaction.data.custom_id.clone();
    let values = match &interaction.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let press = move |s: &Service, a: &Actor, p: &Place| s.choose(a, p, &custom_id, &values);
    let (result, langs) = serve(data, asker, false, false, press).await?;
    metrics::command(&name, result.as_ref().err().map_or("ok", outcome_of));
    let Ready { response, notices } = match result {
        Ok(ready) => ready,
        Err(error) => {
            let out = answer_for(
                &BotError::from(error),
                &button_invocation(interaction),
                langs.private,
            );
            interaction.create_followup(&http, out.followup()).await?;
            return Ok(());
        }
    };
    let out = Outgoing::from_reply(&response.reply, response.reply.lang(&langs, false));
    // A public answer to a button on a private message (the confirmation of a resignation,
    // a private board's Offer draw), or to a button under a board, is a new message in the
    // channel: the message with the button stays as it is.
    let pressed_private = interaction
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    let action = service::Action::from_custom_id(&interaction.data.custom_id);
    let below = action.as_ref().is_some_and(|action| action.answers_below());
    let turns_page = matches!(action, Some(service::Action::Page { .. }));
    let (posted, public_channel) = if turns_page {
        // Previous / Next turn the page of the list they are under, a private one too (not a
        // new message a page).
        let message = interaction
            .edit_response(&http, out.edit_response())
            .await?;
        (
            Some(message),
            (!pressed_private).then_some(interaction.channel_id),
        )
    } else if out.ephemeral {
        interaction.create_followup(&http, out.followup()).await?;
        (None, None)
    } else if pressed_private || below {
        let message = interaction.create_followup(&http, out.followup()).await?;
        (Some(message), Some(interaction.channel_id))
    } else {
        let message = interaction
            .edit_response(&http, out.edit_response())
            .await?;
        (Some(message), Some(interaction.channel_id))
    };
    send_aside(&http, &interaction.token, &response.reply, langs.private).await;
    after_reply(
        ctx,
        data,
        (response, notices),
        posted.as_ref(),
        public_channel,
        interaction.guild_id,
        langs.public,
    )
    .await;
    Ok(())
}

/// Sends the reply's private aside (the asker's own notes under a public board), if it has
/// one, as a follow-up only the asker sees, in the asker's language. A failure is logged: the
/// command itself did succeed.
async fn send_aside(http: &serenity::Http, token: &str, reply: &service::Reply, lang: Lang) {
    let Some(aside) = &reply.aside else {
        return;
    };
    let mut out = Outgoing::from_reply(aside, lang);
    out.ephemeral = true;
    // The follow-up builder serves both kinds of interaction, by their token.
    if let Err(e) = serenity::Builder::execute(out.followup(), http, (None, token)).await {
        tracing::warn!("could not send the private aside: {e}");
    }
}

fn button_private(out: &Outgoing) -> serenity::CreateInteractionResponse {
    let mut out = out.clone();
    out.ephemeral = true;
    out.response()
}

/// After the reply is out: open the game's thread if the server wants one, then post the
/// notices. Failures here are logged, not shown: the user's command did succeed. `lang` is the
/// channel's language: the thread's title, and the notices' fallback.
async fn after_reply(
    ctx: &serenity::Context,
    data: &Data,
    (response, mut notices): (Response, Vec<ReadyNotice>),
    posted: Option<&serenity::Message>,
    public_channel: Option<serenity::ChannelId>,
    guild: Option<serenity::GuildId>,
    lang: Lang,
) {
    let mut reply_channel = public_channel.map(|c| c.get());
    if let (Some(started), Some(message), Some(_guild)) = (&response.started, posted, guild) {
        if started.thread_wanted {
            match open_thread(ctx, &data.service, started, message, lang).await {
                Ok(thread) => {
                    // The game now lives in the thread: notices about it go there.
                    for ready in &mut notices {
                        if ready.notice.game.as_ref() == Some(&started.game) {
                            ready.notice.channel = service::ChannelId(thread.get());
                        }
                    }
                    reply_channel = None;
                }
                Err(e) => tracing::warn!(game = %started.game, "could not open a thread: {e}"),
            }
        }
    }
    let picture = response
        .reply
        .image()
        .map(|a| (a.filename.as_str(), a.bytes.as_slice()));
    let sent = ReplySent {
        public_reply_channel: reply_channel,
        picture,
    };
    post_notices(&ctx.http, Some(&data.service), &notices, &sent).await;
}

async fn open_thread(
    ctx: &serenity::Context,
    service: &Arc<Service>,
    started: &service::GameStarted,
    message: &serenity::Message,
    lang: Lang,
) -> Result<serenity::ChannelId, BotError> {
    open_game_thread(&ctx.http, service, started, message, lang).await
}

/// Opens the thread of the game `started` from `message` and moves the game there.
async fn open_game_thread(
    http: &serenity::Http,
    service: &Arc<Service>,
    started: &service::GameStarted,
    message: &serenity::Message,
    lang: Lang,
) -> Result<serenity::ChannelId, BotError> {
    let name = service::text::truncate(&say(lang, &started.title), 100);
    let thread = message
        .channel_id
        .create_thread_from_message(
            http,
            message.id,
            serenity::CreateThread::new(name)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await?;
    let game = started.game.clone();
    let channel = service::ChannelId(thread.id.get());
    let service = service.clone();
    tokio::task::spawn_blocking(move || service.move_game_to_channel(&game, channel)).await??;
    Ok(thread.id)
}

/// Posts notices as each player prefers, each in its language (see [`delivery::deliver`]).
/// Failures are logged: a notice that cannot be delivered must not stop the others. A notice
/// that opens a game's thread ([`Notice::opens_thread`]) opens it from its posted message (with
/// `service` to move the game there), and the game's later notices go into the thread.
pub async fn post_notices(
    http: &serenity::Http,
    service: Option<&Arc<Service>>,
    notices: &[ReadyNotice],
    sent: &ReplySent<'_>,
) {
    let mut threads: std::collections::HashMap<service::GameId, u64> =
        std::collections::HashMap::new();
    for ReadyNotice { notice, lang } in notices {
        let moved;
        let notice = match notice.game.as_ref().and_then(|g| threads.get(g)) {
            Some(&thread) => {
                moved = Notice {
                    channel: service::ChannelId(thread),
                    ..notice.clone()
                };
                &moved
            }
            None => notice,
        };
        match delivery::deliver(notice, sent, *lang) {
            Delivery::Skip => {}
            Delivery::Channel(channel, out) => {
                match serenity::ChannelId::new(channel)
                    .send_message(http, out.message())
                    .await
                {
                    Ok(message) => {
                        if let (Some(started), Some(service)) = (&notice.opens_thread, service) {
                            match open_game_thread(http, service, started, &message, *lang).await {
                                Ok(thread) => {
                                    threads.insert(started.game.clone(), thread.get());
                                }
                                Err(e) => tracing::warn!(
                                    game = %started.game,
                                    "could not open a thread: {e}"
                                ),
                            }
                        }
                    }
                    Err(e) => {
                        tracing::warn!(channel, kind = ?notice.kind, "could not post a notice: {e}")
                    }
                }
            }
            Delivery::Direct {
                user,
                message,
                fallback_channel,
            } => {
                let sent = match serenity::UserId::new(user).create_dm_channel(http).await {
                    Ok(dm) => dm
                        .id
                        .send_message(http, message.message())
                        .await
                        .map(|_| ()),
                    Err(e) => Err(e),
                };
                if let Err(e) = sent {
                    let Some(fallback_channel) = fallback_channel else {
                        // What only this player may know is not posted where others read.
                        tracing::info!(user, "direct message refused ({e}); private, dropped");
                        continue;
                    };
                    tracing::info!(
                        user,
                        "direct message refused ({e}); mentioning in the channel instead"
                    );
                    let out = delivery::dm_fallback(&message, user);
                    if let Err(e) = serenity::ChannelId::new(fallback_channel)
                        .send_message(http, out.message())
                        .await
                    {
                        tracing::warn!(channel = fallback_channel, "could not post a notice: {e}");
                    }
                }
            }
        }
    }
}
