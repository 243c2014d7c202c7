//! What the service gives back: platform-neutral replies and notices. The Discord layer turns a
//! [`Reply`] into an interaction response and a [`Notice`] into a posted message or DM; the
//! console prints both.

use super::action::{Action, ListKind};
use super::languages::{Languages, ReplyLangs};
use crate::games::{GameKind, Msg, Side, Text};
use crate::model::{ChannelId, GameId, Lang, NotifyPref, UserId};
use crate::render::RenderError;
pub use crate::render::{CaptionRequest, GraphRequest, Picture, Positions};

/// A file to attach (a board PNG, a replay GIF, a record as text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// A file name such as `K7Q2-12.png`; the extension gives the type.
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// How a button looks (Discord's button styles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button under a reply. Its custom id carries the whole action (see [`Action`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    pub label: Msg,
    pub style: ButtonStyle,
    pub action: Action,
}

impl Button {
    /// A button for `action`.
    pub fn new(label: impl Into<Msg>, style: ButtonStyle, action: Action) -> Self {
        Button {
            label: label.into(),
            style,
            action,
        }
    }

    /// The custom id to send to Discord (≤ 100 ASCII characters).
    pub fn custom_id(&self) -> String {
        self.action.custom_id()
    }
}

/// The answer to one command, shown to the person who gave it (and, unless ephemeral, to the
/// channel).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reply {
    /// The message, as message ids with their arguments (said in the reader's language by the
    /// front end), in light Markdown (`**bold**`, `` `code` ``). Players are named by their
    /// display names; whom to ping is in `mentions`.
    pub text: Text,
    /// The board as text (`AnyGame::board_text`), for terminals and as a fallback when no
    /// picture could be drawn. Discord shows it only when `attachments` holds no picture.
    pub board_text: Option<String>,
    /// Files to attach: a board PNG, a replay GIF, an exported record.
    pub attachments: Vec<Attachment>,
    /// Pictures to draw once the reader's language is known: the front end says their
    /// captions and draws them into `attachments` ([`Reply::draw_pictures`]). Empty when
    /// pictures are off.
    pub pictures: Vec<Picture>,
    /// Buttons, in order (the Discord layer puts five per row).
    pub buttons: Vec<Button>,
    /// The users this message should ping (Discord: prefix `<@id>` and allow only these).
    pub mentions: Vec<UserId>,
    /// Show only to the person who asked.
    pub ephemeral: bool,
    /// A second answer that only the asker sees, under a reply everyone may see: their private
    /// notes under a public `/board`, their annotated record under a public `/export`.
    pub aside: Option<Box<Reply>>,
    /// The same answer as a card, for a front end that can show one (a Discord embed): a
    /// title, a colour, a description, named fields, a footer and the picture inside. The
    /// lines of `text` the card says (its [`Card::replaces`]) are then left out of the message
    /// itself; the console ignores the card and prints `text`.
    pub card: Option<Card>,
    /// Menus to choose from (each on its own row, under the buttons).
    pub selects: Vec<Select>,
    /// The game's web page, when its server publishes its pages: a link button on Discord
    /// ("View on the web"), a line in the console.
    pub web_page: Option<String>,
}

/// A menu under a reply: its custom id carries the action, the chosen option's value its
/// argument.
#[derive(Debug, Clone, PartialEq)]
pub struct Select {
    pub action: Action,
    /// What the closed menu says.
    pub placeholder: Msg,
    /// At most 25 (Discord's limit), values unique.
    pub options: Vec<SelectOption>,
}

/// One option of a [`Select`].
#[derive(Debug, Clone, PartialEq)]
pub struct SelectOption {
    pub label: Msg,
    pub value: String,
}

/// A titled summary of an answer: a game's board (its players, the side to move, the last move,
/// the deadline), a list (the games, the leaderboard, the stats), a challenge.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    /// The title (plain text: no Markdown, no moments).
    pub title: Msg,
    /// The side whose colour the card wears (the side to move; the winner of a finished game).
    pub colour: Option<(GameKind, Side)>,
    /// The body.
    pub description: Text,
    /// Named values (the deadline, the time per move).
    pub fields: Vec<CardField>,
    /// A line at the bottom (the game's id).
    pub footer: Option<Msg>,
    /// The file name of the attached picture to show inside the card.
    pub image: Option<String>,
    /// The picture said in words, for readers who cannot see it (the position: whose turn,
    /// the last move, check).
    pub alt: Text,
    /// The lines of the reply's `text` the card says already.
    pub replaces: Vec<Msg>,
    /// More pages of the same list: the buttons that show the previous and next ones.
    pub pages: Option<Pages>,
}

/// One named value of a [`Card`].
#[derive(Debug, Clone, PartialEq)]
pub struct CardField {
    pub name: Msg,
    pub value: Text,
    /// Shown side by side with its neighbours.
    pub inline: bool,
}

/// Which page of a long list a card shows. Paging is a card's matter (Discord's limits): the
/// reply's `text` holds the whole list for the front ends that show it all (the console); a
/// front end showing the card puts Previous / Next buttons ([`Pages::buttons`]) under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pages {
    /// The list (what the buttons ask for again).
    pub list: ListKind,
    /// The page shown, from 0.
    pub page: usize,
    /// How many there are.
    pub count: usize,
}

impl Pages {
    /// The Previous / Next buttons of the page shown (none past either end).
    pub fn buttons(&self) -> Vec<Button> {
        let mut buttons = Vec::new();
        if self.page > 0 {
            buttons.push(Button::new(
                Msg::new("embed-page-previous"),
                ButtonStyle::Secondary,
                Action::Page {
                    list: self.list.clone(),
                    page: self.page - 1,
                },
            ));
        }
        if self.page + 1 < self.count {
            buttons.push(Button::new(
                Msg::new("embed-page-next"),
                ButtonStyle::Secondary,
                Action::Page {
                    list: self.list.clone(),
                    page: self.page + 1,
                },
            ));
        }
        buttons
    }
}

impl Card {
    /// A list as a card: its first line the title, the others the body; it replaces them all.
    pub fn listing(text: &Text) -> Option<Card> {
        let (title, rest) = text.lines().split_first()?;
        let mut card = Card::titled(title.clone());
        card.description = Text::from(rest.to_vec());
        card.replaces = text.lines().to_vec();
        Some(card)
    }

    /// A card with only a title so far.
    pub fn titled(title: Msg) -> Card {
        Card {
            title,
            colour: None,
            description: Text::new(),
            fields: Vec::new(),
            footer: None,
            image: None,
            alt: Text::new(),
            replaces: Vec::new(),
            pages: None,
        }
    }
}

impl Reply {
    /// A public text reply.
    pub fn text(text: impl Into<Text>) -> Self {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A text reply only the asker sees.
    pub fn private(text: impl Into<Text>) -> Self {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// The first attached picture (PNG or GIF), if any: a picture still in
    /// [`Reply::pictures`] is not attached until it is drawn.
    pub fn image(&self) -> Option<&Attachment> {
        first_image(&self.attachments)
    }

    /// Draws the pictures still to be drawn into attachments with `draw` (the front end's
    /// renderer, captions in the reader's language).
    pub fn draw_pictures(&mut self, draw: impl Fn(&Picture) -> Result<Vec<u8>, RenderError>) {
        draw_into(&mut self.pictures, &mut self.attachments, draw);
    }

    /// The language this reply is said in, of the interaction's `langs`: the private one for
    /// an ephemeral reply (or when the front end shows it privately anyway, `forced_private`),
    /// else the public one.
    pub fn lang(&self, langs: &ReplyLangs, forced_private: bool) -> Lang {
        langs.of(self.ephemeral || forced_private)
    }
}

/// The first picture (PNG or GIF) among `attachments`.
fn first_image(attachments: &[Attachment]) -> Option<&Attachment> {
    attachments
        .iter()
        .find(|a| a.filename.ends_with(".png") || a.filename.ends_with(".gif"))
}

/// Moves `pictures` into `attachments`, drawn by `draw`. A picture that cannot be drawn is
/// left out (logged): the board as text stands in for it.
fn draw_into(
    pictures: &mut Vec<Picture>,
    attachments: &mut Vec<Attachment>,
    draw: impl Fn(&Picture) -> Result<Vec<u8>, RenderError>,
) {
    for picture in std::mem::take(pictures) {
        match draw(&picture) {
            Ok(bytes) => attachments.push(Attachment {
                filename: picture.filename,
                bytes,
            }),
            Err(e) => tracing::debug!("no picture {}: {e}", picture.filename),
        }
    }
}

/// What a notice is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    /// The opponent moved (or a game started with this user to move).
    YourTurn,
    /// Little time is left to move.
    Reminder,
    /// A player ran out of time and lost.
    TimeLoss,
    /// The opponent offers a draw.
    DrawOffered,
    /// The opponent asks to take back a move.
    TakebackAsked,
    /// A challenge was made to this user.
    Challenged,
    /// A challenge expired unanswered.
    ChallengeExpired,
    /// The game ended (resignation, agreement, the rules).
    GameOver,
    /// The computer moved: its move with the new board, posted in the game's channel as a
    /// person's move would be.
    ComputerMoved,
    /// The computer answered a draw offer (declined it; an accepted draw is a `GameOver`).
    OfferAnswered,
    /// A player went on vacation or came back (told to their opponents), or their clock was
    /// stopped instead of a loss on time (told to them).
    Vacation,
    /// A game's analysis is ready (posted in the channel it was asked in).
    Analysed,
    /// News of a tournament: its start, a round's pairings, a result, the final standings
    /// (posted in its channel without a ping), a player's game starting, the director asked to
    /// adjudicate.
    Tournament,
}

impl NoticeKind {
    /// The kind's name in the measurements (`kibitz_tick_events_total{kind}`).
    pub fn metric_name(self) -> &'static str {
        match self {
            NoticeKind::YourTurn => "your_turn",
            NoticeKind::Reminder => "reminder",
            NoticeKind::TimeLoss => "time_loss",
            NoticeKind::DrawOffered => "draw_offered",
            NoticeKind::TakebackAsked => "takeback_asked",
            NoticeKind::Challenged => "challenged",
            NoticeKind::ChallengeExpired => "challenge_expired",
            NoticeKind::GameOver => "game_over",
            NoticeKind::ComputerMoved => "computer_moved",
            NoticeKind::OfferAnswered => "offer_answered",
            NoticeKind::Vacation => "vacation",
            NoticeKind::Analysed => "analysed",
            NoticeKind::Tournament => "tournament",
        }
    }
}

/// Something to tell a user outside the reply to their own command: it is the opponent's turn,
/// time is running out, a game was lost on time…
///
/// Where it goes: with [`NotifyPref::Dm`] send `text` to `user` directly; otherwise post it in
/// `channel`, pinging `user` only for [`NotifyPref::Mention`].
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub kind: NoticeKind,
    /// The languages to choose from (see [`Notice::lang`]): the recipient's for a direct
    /// message, the server's for a message posted in its channel.
    pub languages: Languages,
    /// Whom it is for.
    pub user: UserId,
    /// The game's (or challenge's) channel.
    pub channel: ChannelId,
    /// The user's preference at the time the notice was made.
    pub delivery: NotifyPref,
    /// The game it is about, if any.
    pub game: Option<GameId>,
    pub text: Text,
    /// Buttons to add (e.g. Accept/Decline under a draw offer).
    pub buttons: Vec<Button>,
    /// The board as text, for a notice that shows a position (the computer's move).
    pub board_text: Option<String>,
    /// Files to attach: the board picture of the computer's move, once drawn.
    pub attachments: Vec<Attachment>,
    /// Pictures to draw in the notice's language (the computer's move), as for
    /// [`Reply::pictures`] ([`Notice::draw_pictures`]).
    pub pictures: Vec<Picture>,
    /// Says what only its recipient may know (how many conditional lines they have left): a
    /// direct message that could not be delivered is dropped, never posted in the channel
    /// instead, where the opponent would read it.
    pub private: bool,
    /// The game's board as a card (a Discord embed), for a notice about a game's position:
    /// the player's turn, the computer's move, a reminder, the end. Its picture is this
    /// notice's own, or the one of the reply it goes with (same file name).
    pub card: Option<Card>,
    /// A game that starts with this notice (a tournament's game, which no command's reply
    /// announces) and wants a thread of its own: the front end opens the thread from the posted
    /// message, moves the game there, and sends the game's later notices into it.
    pub opens_thread: Option<GameStarted>,
}

impl Notice {
    /// The first attached picture, if any (once drawn).
    pub fn image(&self) -> Option<&Attachment> {
        first_image(&self.attachments)
    }

    /// The language this notice is said (and its pictures drawn) in: see
    /// [`Languages::for_notice`]; `fallback` when it names none kibitz speaks.
    pub fn lang(&self, fallback: Lang) -> Lang {
        self.languages
            .for_notice(self.delivery == NotifyPref::Dm, fallback)
    }

    /// Draws the notice's pictures into its attachments, as [`Reply::draw_pictures`] does.
    pub fn draw_pictures(&mut self, draw: impl Fn(&Picture) -> Result<Vec<u8>, RenderError>) {
        draw_into(&mut self.pictures, &mut self.attachments, draw);
    }
}

/// A new game has started: the Discord layer may open a thread for it (when the server wants a
/// thread per game) and then tell the service with
/// [`crate::service::Service::move_game_to_channel`].
#[derive(Debug, Clone, PartialEq)]
pub struct GameStarted {
    pub game: GameId,
    /// Whether this server asked for a thread per game.
    pub thread_wanted: bool,
    /// A title for the thread: `K7Q2 · Xiangqi · alice vs bob`.
    pub title: Msg,
}

/// The full result of a command: the reply to the asker, notices for other people, and news of a
/// game that started.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Response {
    pub reply: Reply,
    pub notices: Vec<Notice>,
    pub started: Option<GameStarted>,
}

impl From<Reply> for Response {
    fn from(reply: Reply) -> Self {
        Response {
            reply,
            ..Response::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_said_privately_when_it_is_ephemeral_or_shown_privately() {
        let langs = ReplyLangs {
            private: Lang::Pl,
            public: Lang::It,
        };
        assert_eq!(Reply::private(Msg::new("x")).lang(&langs, false), Lang::Pl);
        assert_eq!(Reply::text(Msg::new("x")).lang(&langs, true), Lang::Pl);
        assert_eq!(Reply::text(Msg::new("x")).lang(&langs, false), Lang::It);
    }
}
