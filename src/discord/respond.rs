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
use crate::service::{self, Actor, Notice, Place, Response, Service};
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

/// Runs a slash command: defer, call the service off the async threads, answer.
pub async fn command<F>(ctx: Context<'_>, visibility: Visibility, call: F) -> Result<(), BotError>
where
    F: FnOnce(&Service, &Actor, &Place) -> service::ServiceResult<Response> + Send + 'static,
{
    let poise::Context::Application(app) = ctx else {
        return Err(BotError::Input("kibitz only answers slash commands".into()));
    };
    let data = ctx.data();
    let _work = data.work.start().ok_or(BotError::ShuttingDown)?;
    app.defer_response(visibility == Visibility::Private)
        .await?;
    let actor = translate::actor(ctx.author(), app.interaction.member.as_deref());
    let place = translate::place(app.interaction.guild_id, app.interaction.channel_id);
    let service = data.service.clone();
    let (asker_lang, channel_lang) = (translate::asker_lang(ctx), translate::channel_lang(ctx));
    let response = tokio::task::spawn_blocking(move || {
        call(&service, &actor, &place)
            .map(|response| drawn(&service, response, asker_lang, channel_lang))
    })
    .await??;
    let lang = if response.reply.ephemeral {
        asker_lang
    } else {
        channel_lang
    };
    let out = Outgoing::from_reply(&response.reply, lang);
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
        translate::channel_lang(ctx),
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
        let out = Outgoing::private(&BotError::ShuttingDown.to_string());
        interaction
            .create_response(&http, button_private(&out))
            .await?;
        return Ok(());
    };
    interaction
        .create_response(&http, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    let actor = translate::actor(&interaction.user, interaction.member.as_ref());
    let place = translate::place(interaction.guild_id, interaction.channel_id);
    let custom_id = interaction.data.custom_id.clone();
    let service = data.service.clone();
    let asker_lang = translate::interaction_lang(&interaction.locale);
    let channel_lang = translate::interaction_lang(
        interaction
            .guild_locale
            .as_deref()
            .unwrap_or(&interaction.locale),
    );
    let result = tokio::task::spawn_blocking(move || {
        service
            .press(&actor, &place, &custom_id)
            .map(|response| drawn(&service, response, asker_lang, channel_lang))
    })
    .await
    .map_err(BotError::from)
    .and_then(|r| r.map_err(BotError::from));
    let response = match result {
        Ok(response) => response,
        Err(error) => {
            let what = format!("button {}", interaction.data.custom_id);
            let out = answer_for(
                &error,
                &what,
                translate::interaction_lang(&interaction.locale),
            );
            interaction.create_followup(&http, out.followup()).await?;
            return Ok(());
        }
    };
    let lang = if response.reply.ephemeral {
        asker_lang
    } else {
        channel_lang
    };
    let out = Outgoing::from_reply(&response.reply, lang);
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
        channel_lang,
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
    asker: crate::i18n::Lang,
    channel: crate::i18n::Lang,
) -> Response {
    let reply_lang = if response.reply.ephemeral {
        asker
    } else {
        channel
    };
    service.draw_reply_pictures(&mut response.reply, |m| crate::i18n::say(reply_lang, m));
    service.draw_notice_pictures(&mut response.notices, |m| crate::i18n::say(channel, m));
    response
}

fn button_private(out: &Outgoing) -> serenity::CreateInteractionResponse {
    let mut out = out.clone();
    out.ephemeral = true;
    out.response()
}

/// After the reply is out: open the game's thread if the server wants one, then post the
/// notices. Failures here are logged, not shown: the user's command did succeed.
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

/// Posts notices as each player prefers (see [`translate::deliver`]). Failures are logged: a
/// notice that cannot be delivered must not stop the others.
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
