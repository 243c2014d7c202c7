//! Who is told what: the one place that turns "tell this player about this" into a ping in the
//! reply, a [`Notice`] posted in the game's channel, a direct message, or nothing, by the
//! player's [`NotifyPref`].
//!
//! A notification is written with a small builder, so that whom, where, what and why are named
//! at the call site:
//!
//! ```ignore
//! let notify = Notify::to(opponent).about(&doc).says(NoticeKind::YourTurn, "Your move…");
//! service.address(&mut response, notify);
//! ```

use super::{
    Attachment, Button, Card, Languages, Notice, NoticeKind, Picture, Reply, Response, Service,
};
use crate::model::{ChannelId, GameId, NotifyPref, ServerId, UserId};
use crate::store::GameDoc;

/// A notification, ready to be delivered: to whom, in which channel, about which game, what
/// kind of news and its text, with buttons to add. Written with [`Notify::to`].
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Notify {
    user: UserId,
    server: Option<ServerId>,
    channel: ChannelId,
    game: Option<GameId>,
    kind: NoticeKind,
    text: crate::games::Text,
    buttons: Vec<Button>,
    board_text: Option<String>,
    attachments: Vec<Attachment>,
    pictures: Vec<Picture>,
    private: bool,
    card: Option<Card>,
}

/// The first step of a [`Notify`]: whom it is for. Next, say where with [`Recipient::about`]
/// (a game) or [`Recipient::in_channel`] (a challenge).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Recipient {
    user: UserId,
}

/// The second step of a [`Notify`]: whom and where. Finish with [`Addressed::says`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Addressed {
    user: UserId,
    server: Option<ServerId>,
    channel: ChannelId,
    game: Option<GameId>,
}

impl Notify {
    /// Starts a notification for `user`.
    pub(crate) fn to(user: UserId) -> Recipient {
        Recipient { user }
    }

    /// Adds buttons (e.g. Accept/Decline under an offer sent by direct message).
    pub(crate) fn buttons(mut self, buttons: Vec<Button>) -> Self {
        self.buttons = buttons;
        self
    }

    /// Carries a board: `reply`'s board text, picture and card (the computer's move, a
    /// reminder).
    pub(crate) fn board(mut self, reply: &Reply) -> Self {
        self.board_text = reply.board_text.clone();
        self.attachments = reply.attachments.clone();
        self.pictures = reply.pictures.clone();
        self.card = reply.card.clone();
        self
    }

    /// Carries the card of the board `reply` shows, not its picture: the notice goes with that
    /// reply, whose picture the front end attaches where the player would not see the reply
    /// (the player's turn, the end of the game).
    pub(crate) fn card_of(mut self, reply: &Reply) -> Self {
        self.card = reply.card.clone();
        self
    }

    /// Marks it as saying what only its recipient may know ([`Notice::private`]).
    pub(crate) fn private(mut self) -> Self {
        self.private = true;
        self
    }

    /// The notice, delivered as `delivery` says, in `languages` (the recipient's, and those
    /// of the server whose channel it goes to). Only the service's own methods below call it,
    /// so that every notice carries its languages.
    fn notice(self, delivery: NotifyPref, languages: Languages) -> Notice {
        Notice {
            kind: self.kind,
            languages,
            user: self.user,
            channel: self.channel,
            delivery,
            game: self.game,
            text: self.text,
            buttons: self.buttons,
            board_text: self.board_text,
            attachments: self.attachments,
            pictures: self.pictures,
            private: self.private,
            card: self.card,
            opens_thread: None,
        }
    }
}

impl Recipient {
    /// About game `doc`, in the game's channel.
    pub(crate) fn about(self, doc: &GameDoc) -> Addressed {
        self.in_channel(doc.server, doc.channel)
            .game(doc.id.clone())
    }

    /// In `channel` of `server` (a challenge's), about no game. The server names the language
    /// of what is posted there.
    pub(crate) fn in_channel(self, server: Option<ServerId>, channel: ChannelId) -> Addressed {
        Addressed {
            user: self.user,
            server,
            channel,
            game: None,
        }
    }
}

impl Addressed {
    /// About game `game`.
    pub(crate) fn game(mut self, game: GameId) -> Self {
        self.game = Some(game);
        self
    }

    /// What to say, and what kind of news it is.
    pub(crate) fn says(self, kind: NoticeKind, text: impl Into<crate::games::Text>) -> Notify {
        Notify {
            user: self.user,
            server: self.server,
            channel: self.channel,
            game: self.game,
            kind,
            text: text.into(),
            buttons: Vec::new(),
            board_text: None,
            attachments: Vec::new(),
            pictures: Vec::new(),
            private: false,
            card: None,
        }
    }
}

impl Service {
    /// A user's notification preference (the default if unknown or unreadable).
    pub(super) fn notify_pref(&self, user: UserId) -> NotifyPref {
        self.player_record(user)
            .ok()
            .flatten()
            .map_or_else(NotifyPref::default, |p| p.notify)
    }

    /// A notice posted whatever the preference (the clock's news has no reply to ride on):
    /// with a ping, by direct message or silently, as the user chose.
    pub(super) fn notice(&self, notify: Notify) -> Notice {
        let delivery = self.notify_pref(notify.user);
        self.notice_as(notify, delivery)
    }

    /// The notice for `notify`, delivered as `delivery` says whatever the user's preference.
    pub(super) fn notice_as(&self, notify: Notify, delivery: NotifyPref) -> Notice {
        let languages = self.languages_of(notify.user, notify.server);
        notify.notice(delivery, languages)
    }

    /// Pings the recipient about something in the reply: a mention in the reply for
    /// [`NotifyPref::Mention`], a DM notice for [`NotifyPref::Dm`], nothing for
    /// [`NotifyPref::None`].
    pub(super) fn address(&self, response: &mut Response, notify: Notify) {
        let pref = self.notify_pref(notify.user);
        self.address_as(response, notify, pref);
    }

    /// Like [`Service::address`], for a reply given in channel `from`. When that is not the
    /// notification's channel, a mention in the reply would ping the player in the wrong place,
    /// so a player who wants mentions gets a notice posted in the game's channel instead.
    pub(super) fn address_from(&self, response: &mut Response, from: ChannelId, notify: Notify) {
        let pref = self.notify_pref(notify.user);
        if from != notify.channel && pref == NotifyPref::Mention && !notify.user.is_computer() {
            let notice = self.notice_as(notify, NotifyPref::Mention);
            response.notices.push(notice);
        } else {
            self.address_as(response, notify, pref);
        }
    }

    fn address_as(&self, response: &mut Response, notify: Notify, pref: NotifyPref) {
        if notify.user.is_computer() {
            // The computer hears of its games through its search pool, not through messages.
            return;
        }
        match pref {
            NotifyPref::Mention => {
                if !response.reply.mentions.contains(&notify.user) {
                    response.reply.mentions.push(notify.user);
                }
            }
            NotifyPref::Dm => {
                let notice = self.notice_as(notify, NotifyPref::Dm);
                response.notices.push(notice);
            }
            NotifyPref::None => {}
        }
    }
}
