//! Where a notice goes and how: a ping in the game's channel, a direct message (with a ping
//! in the channel when DMs are closed), or nothing, by the player's preference.

use super::outgoing::{compose, Outgoing, Said};
use crate::i18n::Lang;
use crate::service::{Notice, NoticeKind, NotifyPref};

/// Where a notice goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Post in this channel (pinging the users in the message's mentions, if any).
    Channel(u64, Outgoing),
    /// Send to this user directly; if that fails, post in `fallback_channel` with a ping
    /// instead — unless there is none: a private notice ([`Notice::private`]) is dropped rather
    /// than posted where the opponent reads.
    Direct {
        user: u64,
        message: Outgoing,
        fallback_channel: Option<u64>,
    },
    /// Nothing to send: the reply the user just saw already says it all.
    Skip,
}

/// What went out with the command that caused the notices: the reply's channel and picture,
/// so a notice about the same game in another channel can carry the picture.
#[derive(Debug, Clone, Default)]
pub struct ReplySent<'a> {
    /// The channel where the reply was posted publicly, if it was.
    pub public_reply_channel: Option<u64>,
    /// The reply's picture (name, bytes).
    pub picture: Option<(&'a str, &'a [u8])>,
}

/// Decides how to deliver a notice, said in `lang` (the notice's language, chosen once by
/// [`Notice::lang`]), following the user's preference:
/// - `mention`: posted in the game's channel, pinging only that user;
/// - `dm`: sent as a direct message (falling back to a ping in the channel if DMs are closed);
/// - `none`: posted in the game's channel without a ping, unless the public reply in that very
///   channel already said it (a "your turn" right under the new board would only be noise).
///
/// A "your turn" notice carries the new board when the player will not see the reply: in a DM,
/// or in a channel other than the one the reply went to.
pub fn deliver(notice: &Notice, sent: &ReplySent<'_>, lang: Lang) -> Delivery {
    let channel = notice.channel.0;
    let seen_with_reply = sent.public_reply_channel == Some(channel);
    // A notice with its own board (the computer's move, a reminder) shows it: the picture, or
    // else the board as text.
    let board_text = if notice.image().is_some() {
        None
    } else {
        notice.board_text.as_deref()
    };
    // A notice that goes with the reply (the player's turn, the end of the game) shows the
    // reply's picture where the player would not see the reply (`shown`): in its card, when
    // the card is that board's.
    let message = |mentions: Vec<u64>, shown: bool| {
        let mut files: Vec<(String, Vec<u8>)> = notice
            .attachments
            .iter()
            .map(|a| (a.filename.clone(), a.bytes.clone()))
            .collect();
        let wanted = notice.card.as_ref().and_then(|card| card.image.as_deref());
        if let Some((name, bytes)) = sent.picture {
            if !shown
                && files.is_empty()
                && (notice.kind == NoticeKind::YourTurn || wanted == Some(name))
            {
                files.push((name.to_string(), bytes.to_vec()));
            }
        }
        Outgoing::carded(
            Said {
                text: &notice.text,
                card: notice.card.as_ref(),
                mentions,
                files,
                board_text,
                buttons: &notice.buttons,
            },
            lang,
        )
    };
    match notice.delivery {
        NotifyPref::Mention => {
            Delivery::Channel(channel, message(vec![notice.user.0], seen_with_reply))
        }
        NotifyPref::Dm => Delivery::Direct {
            user: notice.user.0,
            message: message(Vec::new(), false),
            fallback_channel: (!notice.private).then_some(channel),
        },
        NotifyPref::None => {
            if seen_with_reply && notice.kind == NoticeKind::YourTurn {
                Delivery::Skip
            } else {
                Delivery::Channel(channel, message(Vec::new(), seen_with_reply))
            }
        }
    }
}

/// The message for a notice whose DM could not be delivered: posted in the channel with a ping.
pub fn dm_fallback(notice_message: &Outgoing, user: u64) -> Outgoing {
    Outgoing {
        content: compose(&[user], &notice_message.content, None),
        mentions: vec![user],
        ..notice_message.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::msg;
    use crate::service::{Attachment, ChannelId, GameId, Languages, UserId};

    fn game() -> GameId {
        GameId::parse("K7Q2").unwrap()
    }

    fn notice(kind: NoticeKind, delivery: NotifyPref) -> Notice {
        Notice {
            kind,
            languages: Languages::default(),
            user: UserId(42),
            channel: ChannelId(7),
            delivery,
            game: Some(game()),
            text: msg!("duration-days", count = 2u32).into(),
            buttons: Vec::new(),
            board_text: None,
            attachments: Vec::new(),
            pictures: Vec::new(),
            private: false,
            card: None,
            opens_thread: None,
        }
    }

    /// Languages of a player last seen with `user_seen` in a server last seen with
    /// `server_seen`.
    fn languages(user_seen: Option<Lang>, server_seen: Option<Lang>) -> Languages {
        Languages {
            user_seen,
            server_seen,
            ..Languages::default()
        }
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\nrest";

    #[test]
    fn the_computers_move_is_posted_in_the_channel_with_its_own_board() {
        let mut notice = notice(NoticeKind::ComputerMoved, NotifyPref::None);
        notice.board_text = Some("+--+\n|ab|".into());
        // No picture: the board as text.
        match deliver(&notice, &ReplySent::default(), Lang::En) {
            Delivery::Channel(7, out) => {
                assert!(out.content.contains("|ab|"), "{}", out.content);
                assert!(out.files.is_empty() && out.mentions.is_empty());
            }
            other => panic!("{other:?}"),
        }
        // A picture: attached, and the text board left out.
        notice.attachments.push(Attachment {
            filename: "K7Q2-2.png".into(),
            bytes: PNG.to_vec(),
        });
        notice.delivery = NotifyPref::Mention;
        match deliver(&notice, &ReplySent::default(), Lang::En) {
            Delivery::Channel(7, out) => {
                assert!(!out.content.contains("|ab|"));
                assert_eq!(out.files, vec![("K7Q2-2.png".to_string(), PNG.to_vec())]);
                assert_eq!(out.mentions, vec![42]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn notices_follow_the_players_preference() {
        let picture = ReplySent {
            public_reply_channel: Some(7),
            picture: Some(("K7Q2-3.png", PNG)),
        };
        // Mention: a ping in the game's channel, and the board is already there.
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Mention),
            &picture,
            Lang::En,
        ) {
            Delivery::Channel(7, message) => {
                assert_eq!(message.mentions, vec![42]);
                assert!(message.content.starts_with("<@42> 2 days"));
                assert!(message.files.is_empty());
            }
            other => panic!("{other:?}"),
        }
        // DM: a direct message with the board.
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Dm),
            &picture,
            Lang::En,
        ) {
            Delivery::Direct {
                user: 42,
                message,
                fallback_channel: Some(7),
            } => {
                assert!(message.mentions.is_empty());
                assert_eq!(message.files.len(), 1);
                let fallback = dm_fallback(&message, 42);
                assert_eq!(fallback.mentions, vec![42]);
                assert!(fallback.content.starts_with("<@42> "));
            }
            other => panic!("{other:?}"),
        }
        // None: the board was just posted in that channel; nothing more to say.
        assert_eq!(
            deliver(
                &notice(NoticeKind::YourTurn, NotifyPref::None),
                &picture,
                Lang::En
            ),
            Delivery::Skip
        );
        // None for a reminder: posted without a ping.
        match deliver(
            &notice(NoticeKind::Reminder, NotifyPref::None),
            &ReplySent::default(),
            Lang::En,
        ) {
            Delivery::Channel(7, message) => {
                assert!(message.mentions.is_empty());
                assert!(!message.content.contains("<@"));
            }
            other => panic!("{other:?}"),
        }
        // The reply went to another channel: the notice carries the board.
        let elsewhere = ReplySent {
            public_reply_channel: Some(99),
            picture: Some(("K7Q2-3.png", PNG)),
        };
        match deliver(
            &notice(NoticeKind::YourTurn, NotifyPref::Mention),
            &elsewhere,
            Lang::En,
        ) {
            Delivery::Channel(7, message) => assert_eq!(message.files.len(), 1),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn delivered_notices_are_written_in_their_language() {
        let mut dm = notice(NoticeKind::YourTurn, NotifyPref::Dm);
        dm.languages = languages(Some(Lang::Pl), Some(Lang::It));
        match deliver(&dm, &ReplySent::default(), dm.lang(Lang::En)) {
            Delivery::Direct { message, .. } => assert_eq!(message.content, "2 dni"),
            other => panic!("{other:?}"),
        }
        let mut posted = notice(NoticeKind::Reminder, NotifyPref::Mention);
        posted.languages = languages(Some(Lang::Pl), Some(Lang::It));
        match deliver(&posted, &ReplySent::default(), posted.lang(Lang::En)) {
            Delivery::Channel(7, message) => assert_eq!(message.content, "<@42> 2 giorni"),
            other => panic!("{other:?}"),
        }
        let unknown = notice(NoticeKind::Reminder, NotifyPref::None);
        match deliver(&unknown, &ReplySent::default(), unknown.lang(Lang::ZhCn)) {
            Delivery::Channel(7, message) => assert_eq!(message.content, "2天"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_private_notice_never_falls_back_to_the_channel() {
        let mut private = notice(NoticeKind::YourTurn, NotifyPref::Dm);
        private.private = true;
        match deliver(&private, &ReplySent::default(), Lang::En) {
            Delivery::Direct {
                user: 42,
                fallback_channel: None,
                ..
            } => {}
            other => panic!("{other:?}"),
        }
    }
}
