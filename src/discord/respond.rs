//! Answering interactions and posting notices: the only code that sends messages.
//!
//! Every interaction is acknowledged at once (a deferred response for commands, a deferred
//! update for buttons), the service runs off the async threads, and the answer then *edits* the
//! original response (Discord's recommendation; poise's `send` after a defer would post a
//! follow-up instead). Editing re-attaches the picture: an update response would drop the
//! message's images (serenity issue #3068).

use super::error::{answer_for, BotError};
use super::translate::{self, Delivery, Outgoing};
use super::{Context, Data};
use crate::service::{self, Actor, Languages, Notice, Place, Response, Service};
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
/// language (see [`translate::reply_lang`]).
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
fn known_languages(service: &Service, asker: &translate::Asker) -> Languages {
    service
        .languages(&asker.actor, &asker.place, asker.guild_locale.as_deref())
        .unwrap_or_else(|e| {
            tracing::warn!("the languages could not be read: {e}");
            Languages::default()
        })
}

/// The languages of the answers to the command of `ctx` (for errors and autocomplete; commands
/// get theirs with the service call).
pub async fn asker_langs(ctx: Context<'_>) -> translate::ReplyLangs {
    let poise::Context::Application(app) = ctx else {
        return translate::ReplyLangs::default();
    };
    let asker = translate::Asker::of_command(app.interaction);
    let locales = (asker.client_locale.clone(), asker.guild_locale.clone());
    let service = ctx.data().service.clone();
    let languages = tokio::task::spawn_blocking(move || known_languages(&service, &asker))
        .await
        .unwrap_or_default();
    translate::ReplyLangs::new(&languages, &locales.0, locales.1.as_deref())
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
    app.defer_response(visibility == Visibility::Private)
        .await?;
    let asker = translate::Asker::of_command(app.interaction);
    let service = data.service.clone();
    let client_locale = app.interaction.locale.clone();
    let guild_locale = app.interaction.guild_locale.clone();
    let forced_private = visibility == Visibility::Private;
    let (result, langs) = tokio::task::spawn_blocking(move || {
        // Read (and saved) before the command, so that the notices it makes know a server
        // seen for the first time; read again after a command that changed them.
        let before = known_languages(&service, &asker);
        let result = call(&service, &asker.actor, &asker.place);
        let languages = if reread {
            known_languages(&service, &asker)
        } else {
            before
        };
        let langs = translate::ReplyLangs::new(&languages, &client_locale, guild_locale.as_deref());
        let result = result.map(|response| drawn(&service, response, langs, forced_private));
        (result, langs)
    })
    .await?;
    let response = match result {
        Ok(response) => response,
        Err(error) => {
            let what = format!("/{}", ctx.command().qualified_name);
            let out = answer_for(&BotError::from(error), &what, langs.private);
            private(app, &out).await?;
            return Ok(());
        }
    };
    let private_reply = response.reply.ephemeral || visibility == Visibility::Private;
    let out = Outgoing::from_reply(&response.reply, langs.of(private_reply));
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
    let public_channel =
        (!out.ephemeral && visibility == Visibility::Public).then_some(app.interaction.channel_id);
    after_reply(
        ctx.serenity_context(),
        data,
        response,
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

/// Handles a button press: acknowledge with a deferred update, run the action from the
/// custom id, then edit the button's message (public answers) or answer privately.
pub async fn button(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::ComponentInteraction,
) -> Result<(), BotError> {
    let http = ctx.http.clone();
    let Some(_work) = data.work.start() else {
        let lang = translate::lang_of(&interaction.locale).unwrap_or_default();
        let message = crate::i18n::say(lang, &crate::games::msg!("discord-shutting-down"));
        let out = Outgoing::private(&message);
        interaction
            .create_response(&http, button_private(&out))
            .await?;
        return Ok(());
    };
    interaction
        .create_response(&http, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    let asker = translate::Asker::of_button(interaction);
    let custom_id = interaction.data.custom_id.clone();
    let service = data.service.clone();
    let client_locale = interaction.locale.clone();
    let guild_locale = interaction.guild_locale.clone();
    let (result, langs) = tokio::task::spawn_blocking(move || {
        let languages = known_languages(&service, &asker);
        let langs = translate::ReplyLangs::new(&languages, &client_locale, guild_locale.as_deref());
        let result = service
            .press(&asker.actor, &asker.place, &custom_id)
            .map(|response| drawn(&service, response, langs, false));
        (result, langs)
    })
    .await?;
    let response = match result {
        Ok(response) => response,
        Err(error) => {
            let what = format!("button {}", interaction.data.custom_id);
            let out = answer_for(&BotError::from(error), &what, langs.private);
            interaction.create_followup(&http, out.followup()).await?;
            return Ok(());
        }
    };
    let out = Outgoing::from_reply(&response.reply, langs.of(response.reply.ephemeral));
    let (posted, public_channel) = if out.ephemeral {
        interaction.create_followup(&http, out.followup()).await?;
        (None, None)
    } else {
        let message = interaction
            .edit_response(&http, out.edit_response())
            .await?;
        (Some(message), Some(interaction.channel_id))
    };
    after_reply(
        ctx,
        data,
        response,
        posted.as_ref(),
        public_channel,
        interaction.guild_id,
        langs.public,
    )
    .await;
    Ok(())
}

/// `response` with its pictures drawn: the reply's captions in the language it will be said
/// in (`asker` for a private reply, `channel` for a public one), the notices' in `channel`, as
/// [`after_reply`] says them. Runs on the blocking thread of the service call (drawing is CPU
/// work).
fn drawn(
    service: &Service,
    mut response: Response,
    langs: translate::ReplyLangs,
    forced_private: bool,
) -> Response {
    let reply_lang = langs.of(response.reply.ephemeral || forced_private);
    service.draw_reply_pictures(&mut response.reply, |m| crate::i18n::say(reply_lang, m));
    draw_notices(service, &mut response.notices, langs.public);
    response
}

/// Draws the pictures of `notices`, each in the language its text will be said in (`fallback`
/// for a notice that names none kibitz speaks). CPU work: call it on a blocking thread.
pub fn draw_notices(service: &Service, notices: &mut [Notice], fallback: crate::i18n::Lang) {
    for notice in notices {
        let direct = notice.delivery == service::NotifyPref::Dm;
        let lang = translate::notice_lang(direct, &notice.languages, fallback);
        service.draw_notice_pictures(std::slice::from_mut(notice), |m| crate::i18n::say(lang, m));
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
    mut response: Response,
    posted: Option<&serenity::Message>,
    public_channel: Option<serenity::ChannelId>,
    guild: Option<serenity::GuildId>,
    lang: crate::i18n::Lang,
) {
    let mut reply_channel = public_channel.map(|c| c.get());
    if let (Some(started), Some(message), Some(_guild)) = (&response.started, posted, guild) {
        if started.thread_wanted {
            match open_thread(ctx, &data.service, started, message, lang).await {
                Ok(thread) => {
                    // The game now lives in the thread: notices about it go there.
                    for notice in &mut response.notices {
                        if notice.game.as_ref() == Some(&started.game) {
                            notice.channel = service::ChannelId(thread.get());
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
    let sent = translate::ReplySent {
        public_reply_channel: reply_channel,
        picture,
    };
    post_notices(&ctx.http, &response.notices, &sent, lang).await;
}

async fn open_thread(
    ctx: &serenity::Context,
    service: &Arc<Service>,
    started: &service::GameStarted,
    message: &serenity::Message,
    lang: crate::i18n::Lang,
) -> Result<serenity::ChannelId, BotError> {
    let name = crate::service::text::truncate(&crate::i18n::say(lang, &started.title), 100);
    let thread = message
        .channel_id
        .create_thread_from_message(
            &ctx.http,
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

/// Posts notices as each player prefers, each in its language (see [`translate::deliver`];
/// `lang` when a notice names none kibitz speaks). Failures are logged: a notice that cannot be
/// delivered must not stop the others.
pub async fn post_notices(
    http: &serenity::Http,
    notices: &[Notice],
    sent: &translate::ReplySent<'_>,
    lang: crate::i18n::Lang,
) {
    for notice in notices {
        match translate::deliver(notice, sent, lang) {
            Delivery::Skip => {}
            Delivery::Channel(channel, out) => {
                if let Err(e) = serenity::ChannelId::new(channel)
                    .send_message(http, out.message())
                    .await
                {
                    tracing::warn!(channel, kind = ?notice.kind, "could not post a notice: {e}");
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
                    tracing::info!(
                        user,
                        "direct message refused ({e}); mentioning in the channel instead"
                    );
                    let out = translate::dm_fallback(&message, user);
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
