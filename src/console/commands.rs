//! The console's command language: one line in, printed replies and notices out.

use super::ConsoleClock;
use crate::games::{msg, Arg, GameKind, Msg};
use crate::i18n::Lang;
use crate::i18n::{say, say_text};
use crate::render::Renderer;
use crate::service::text::capitalise;
use crate::service::text::{echo, echo_within};
use crate::service::{
    parse_duration, Action, Actor, Button, ChallengeRequest, ChannelId, ComputerChallenge,
    DrawAction, NoticeKind, NotifyPref, Place, RepetitionRule, Reply, Response, Scope, ServerId,
    Service, ServiceError, SideChoice, TakebackAction, UserId,
};
use std::io::{self, Write};
use std::path::PathBuf;
use thiserror::Error;

/// A console line that could not be understood (the service's own refusals are printed as
/// they come). The `Display` text is English; the console prints [`ConsoleError::message`] in
/// its language.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("{}", say(Lang::En, &self.message()))]
pub enum ConsoleError {
    /// A first word that is no command.
    UnknownCommand(String),
    /// A command written the wrong way: the message id of its usage (`console-usage-…`).
    Usage(&'static str),
    /// A user name with characters a name may not have.
    BadName(String),
    /// A length of time that cannot be read.
    Duration(#[from] crate::service::BadDuration),
    /// Two side words in one challenge.
    TwoSides(String),
    /// A language the console does not speak.
    UnknownLanguage(String),
}

impl ConsoleError {
    /// What to tell the person at the console.
    pub fn message(&self) -> Msg {
        match self {
            ConsoleError::UnknownCommand(word) => {
                msg!("console-unknown-command", command = echo(word))
            }
            ConsoleError::Usage(id) => Msg::new(id),
            ConsoleError::BadName(name) => msg!("console-bad-name", name = echo(name)),
            ConsoleError::Duration(bad) => msg!("console-bad-duration", text = bad.text.as_str()),
            ConsoleError::TwoSides(word) => msg!("console-two-sides", side = echo(word)),
            ConsoleError::UnknownLanguage(text) => {
                msg!("console-unknown-language", text = echo(text))
            }
        }
    }
}

/// Reads a language as typed at the console (`--lang`, `lang`): a tag or a name the bot
/// speaks, or `qps`, the pseudo-language of the checks (message ids instead of
/// words; not offered in the help).
pub fn parse_lang(text: &str) -> Result<Lang, ConsoleError> {
    Lang::parse(text).ok_or_else(|| ConsoleError::UnknownLanguage(text.to_string()))
}

/// The console: the service, the current user, and where pictures go (drawn by its renderer,
/// captions in the console's language).
pub struct Console {
    service: Service,
    renderer: Option<Renderer>,
    clock: ConsoleClock,
    pictures: PathBuf,
    user: String,
    place: Place,
    lang: Lang,
}

/// The user id of a console name: a stable hash of the lower-cased name, so that the same
/// name is the same player in every session.
pub fn user_id(name: &str) -> UserId {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in fold_name(name).bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    UserId(hash | 1)
}

/// A console name folded as one player: Unicode lower case, so `Wójcik` and `WÓJCIK` are the
/// same player (for ASCII names the same as before, so stored ids stay valid).
pub fn fold_name(name: &str) -> String {
    name.to_lowercase()
}

/// Whether `name` may be a console name: 1 to 32 letters or digits of any script, `-` or `_`
/// (what the refusal `console-bad-name` says).
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// Reads a console name (a `name>` prefix, `switch`, `--user`): the folded name, or the refusal.
pub fn check_name(name: &str) -> Result<String, ConsoleError> {
    if valid_name(name) {
        Ok(fold_name(name))
    } else {
        Err(ConsoleError::BadName(name.to_string()))
    }
}

/// How long the console waits for the computer's answer after a command.
const COMPUTER_PATIENCE: std::time::Duration = std::time::Duration::from_secs(60);

impl Console {
    /// A console over `service`, typing as `user` at first, drawing pictures with `renderer`
    /// (none: boards as text only).
    pub fn new(
        service: Service,
        renderer: Option<Renderer>,
        clock: ConsoleClock,
        pictures: PathBuf,
        user: &str,
    ) -> Self {
        Console {
            service,
            renderer,
            clock,
            pictures,
            user: fold_name(user),
            place: Place::new(Some(ServerId(1)), ChannelId(1)),
            lang: Lang::En,
        }
    }

    /// The same console answering in `lang`.
    pub fn with_lang(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    /// The language it answers in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Who is typing now.
    pub fn user(&self) -> &str {
        &self.user
    }

    /// The service underneath.
    pub fn service(&self) -> &Service {
        &self.service
    }

    fn actor(&self, name: &str) -> Actor {
        Actor::new(user_id(name), fold_name(name))
    }

    /// Runs one line; `Ok(false)` means quit.
    pub fn execute(&mut self, line: &str, out: &mut dyn Write) -> io::Result<bool> {
        let mut line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(true);
        }
        if let Some((name, rest)) = line.split_once('>') {
            let name = name.trim();
            if let Ok(name) = check_name(name) {
                self.user = name;
                line = rest.trim();
                if line.is_empty() {
                    return Ok(true);
                }
            }
        }
        // The line is repeated (scripts show what ran), but never a 10 kB line in full, nor
        // characters that would garble the terminal.
        writeln!(out, "{}> {}", self.user, echo_within(line, 200))?;
        let words: Vec<&str> = line.split_whitespace().collect();
        // One command, one read of each record it needs (see Service::in_one_read).
        let outcome = Service::in_one_read(|| self.dispatch(&words, out));
        // The computer's answer (a move, a draw decision) is printed before the next prompt,
        // as the bot posts it a moment after the reply.
        match self.service.settle_computer(COMPUTER_PATIENCE) {
            Ok(notices) => {
                if let Ok(Flow::Go) = &outcome {
                    for notice in notices {
                        self.print_notice(&notice, out)?;
                    }
                }
            }
            Err(e) => self.say(out, msg!("console-internal-error", error = e.to_string()))?,
        }
        match outcome {
            Ok(Flow::Quit) => return Ok(false),
            Ok(Flow::Go) => {}
            Err(Failure::Console(e)) => {
                self.say(out, msg!("console-error", message = e.message()))?
            }
            Err(Failure::Service(e)) => match e.user_message() {
                Some(message) => self.say(out, msg!("console-error", message = message))?,
                None => self.say(out, msg!("console-internal-error", error = e.to_string()))?,
            },
            Err(Failure::Io(e)) => return Err(e),
        }
        // The clock ticks after every command, as the bot's does every minute.
        match self.service.tick() {
            Ok(notices) => {
                for notice in notices {
                    self.print_notice(&notice, out)?;
                }
            }
            // The database unreachable for a moment is said as plainly as for a command.
            Err(e) => match e.user_message() {
                Some(message) => self.say(out, msg!("console-clock-error", message = message))?,
                None => self.say(out, msg!("console-internal-error", error = e.to_string()))?,
            },
        }
        Ok(true)
    }

    /// Prints one message in the console's language.
    fn say(&self, out: &mut dyn Write, message: Msg) -> io::Result<()> {
        writeln!(out, "{}", say(self.lang, &message))
    }

    fn dispatch(&mut self, words: &[&str], out: &mut dyn Write) -> Result<Flow, Failure> {
        let Some((&command, args)) = words.split_first() else {
            return Ok(Flow::Go);
        };
        let me = self.actor(&self.user);
        let place = self.place;
        let s = &self.service;
        let game_arg = |i: usize| args.get(i).copied();
        let response: Response = match command.to_ascii_lowercase().as_str() {
            "quit" | "exit" => return Ok(Flow::Quit),
            "help" => {
                self.print_reply(&s.help(), out)?;
                self.say(out, msg!("console-help"))?;
                return Ok(Flow::Go);
            }
            "switch" | "as" => {
                let name = args
                    .first()
                    .ok_or(ConsoleError::Usage("console-usage-switch"))?;
                self.user = check_name(name)?;
                self.say(out, msg!("console-now-typing", user = self.user.as_str()))?;
                return Ok(Flow::Go);
            }
            "lang" | "language" => {
                if let Some(word) = args.first() {
                    self.lang = parse_lang(word)?;
                }
                let tag = self.lang.tag();
                self.say(
                    out,
                    msg!(
                        "console-language",
                        language = msg!("language-name", tag = tag),
                        tag = tag
                    ),
                )?;
                return Ok(Flow::Go);
            }
            "advance" => {
                let text = args.join(" ");
                if text.trim().is_empty() {
                    return Err(ConsoleError::Usage("console-usage-advance").into());
                }
                let by = parse_duration(&text).map_err(ConsoleError::Duration)?;
                self.clock.advance(by);
                self.say(out, msg!("console-clock", time = Arg::Time(s.now().0)))?;
                return Ok(Flow::Go);
            }
            "tick" => return Ok(Flow::Go),
            "challenge"
                if args
                    .first()
                    .is_some_and(|w| w.eq_ignore_ascii_case("computer")) =>
            {
                self.challenge_computer(&me, &place, &args[1..])?
            }
            "challenge" => {
                const USAGE: &str = "console-usage-challenge";
                let (Some(who), Some(game)) = (args.first(), args.get(1)) else {
                    return Err(ConsoleError::Usage(USAGE).into());
                };
                let kind: GameKind = game
                    .parse()
                    .map_err(|e| ServiceError::from(crate::service::UserError::UnknownGame(e)))?;
                let opponent = match who.to_ascii_lowercase().as_str() {
                    "open" | "anyone" => None,
                    name if valid_name(name) => Some(self.actor(name)),
                    name => return Err(ConsoleError::BadName(name.to_string()).into()),
                };
                let (side, time) = side_and_time(kind, &args[2..])?;
                s.challenge(
                    &me,
                    &place,
                    ChallengeRequest {
                        game: kind,
                        opponent,
                        side,
                        time_per_move: time,
                    },
                )?
            }
            "accept" => s.accept(&me, &place, game_arg(0))?,
            "decline" => s.decline(&me, &place, game_arg(0))?,
            "cancel" => s.cancel(&me, &place, game_arg(0))?,
            "move" | "m" | "play" => match args {
                [] => return Err(ConsoleError::Usage("console-usage-move").into()),
                [mv] => s.play(&me, &place, None, mv)?,
                // `move K7Q2 h2e2` names the game; `move F5 E4` and `move 炮二 平五` are one
                // move written in two words.
                [game, rest @ ..] if self.names_game(&me, game) => {
                    s.play(&me, &place, Some(game), &rest.join(" "))?
                }
                words => s.play(&me, &place, None, &words.join(" "))?,
            },
            "moves" => {
                let (game, typed) = match args {
                    [] => (None, ""),
                    // One word is a game id only if it names a game (see `names_game`);
                    // otherwise it is (the start of) a move: `moves e2e4` is not game E2E4.
                    [one] if self.names_game(&me, one) => (Some(*one), ""),
                    [typed] => (None, *typed),
                    [game, typed, ..] => (Some(*game), *typed),
                };
                let choices = match s.move_suggestions(&me, &place, game, typed) {
                    crate::service::MoveSuggestions::Moves(choices) => choices,
                    // Not this player's turn, no game here…: say why, as the bot's
                    // autocomplete does.
                    crate::service::MoveSuggestions::Unavailable(why) => {
                        writeln!(
                            out,
                            "{}",
                            capitalise(&say(self.lang, &why).replace('`', ""))
                        )?;
                        return Ok(Flow::Go);
                    }
                };
                if choices.is_empty() {
                    self.say(out, msg!("console-no-moves"))?;
                } else {
                    let list: Vec<String> = choices
                        .iter()
                        .map(|c| {
                            // In the reader's spelling, as Discord's list shows them
                            // (Chinese notation to Chinese readers).
                            let shown = c.words.spelled(self.lang.spelling());
                            if shown == c.canonical {
                                c.canonical.clone()
                            } else {
                                format!("{} ({shown})", c.canonical)
                            }
                        })
                        .collect();
                    writeln!(out, "{}", list.join(", "))?;
                }
                return Ok(Flow::Go);
            }
            "board" => s.board(&me, &place, game_arg(0), game_arg(1))?.into(),
            "games" => s.games(&me, &place)?.into(),
            "resign" => s.resign(&me, &place, game_arg(0))?,
            "draw" => {
                let what = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                    None | Some("offer") => DrawAction::Offer,
                    Some("accept") => DrawAction::Accept,
                    Some("decline") => DrawAction::Decline,
                    Some(_) => return Err(ConsoleError::Usage("console-usage-draw").into()),
                };
                s.draw(&me, &place, game_arg(1), what)?
            }
            "takeback" => {
                let what = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                    None | Some("ask") => TakebackAction::Ask,
                    Some("accept") => TakebackAction::Accept,
                    Some("decline") => TakebackAction::Decline,
                    Some(_) => return Err(ConsoleError::Usage("console-usage-takeback").into()),
                };
                s.takeback(&me, &place, game_arg(1), what)?
            }
            "export" => s.export(&me, &place, game_arg(0))?.into(),
            "analyse" | "analyze" => s.analyse(&me, &place, game_arg(0))?,
            "note" => {
                // `note [GAME] [TEXT]`: a first word is the game when it names one.
                let (game, text) = match args.split_first() {
                    Some((first, rest)) if names_a_game(s, first) => (Some(*first), rest),
                    _ => (None, args),
                };
                s.note(&me, &place, game, &text.join(" "))?.into()
            }
            "conditional" | "cond" => {
                // `conditional add [GAME] LINE`, `conditional list [GAME]`, `conditional clear
                // [GAME]`: after `add`, a first word is the game when it names one.
                const USAGE: &str = "console-usage-conditional";
                let (what, rest) = args.split_first().ok_or(ConsoleError::Usage(USAGE))?;
                match what.to_ascii_lowercase().as_str() {
                    "add" => {
                        let (game, line) = match rest.split_first() {
                            Some((first, line)) if names_a_game(s, first) => (Some(*first), line),
                            _ => (None, rest),
                        };
                        if line.is_empty() {
                            return Err(ConsoleError::Usage(USAGE).into());
                        }
                        s.conditional_add(&me, &place, game, &line.join(" "))?
                            .into()
                    }
                    "list" => s
                        .conditional_list(&me, &place, rest.first().copied())?
                        .into(),
                    "clear" => s
                        .conditional_clear(&me, &place, rest.first().copied())?
                        .into(),
                    _ => return Err(ConsoleError::Usage(USAGE).into()),
                }
            }
            "leaderboard" | "lb" => {
                const USAGE: &str = "console-usage-leaderboard";
                let game = args.first().ok_or(ConsoleError::Usage(USAGE))?;
                let kind: GameKind = game
                    .parse()
                    .map_err(|e| ServiceError::from(crate::service::UserError::UnknownGame(e)))?;
                let scope = match args.get(1).map(|a| a.to_ascii_lowercase()).as_deref() {
                    None | Some("server") => Scope::Server,
                    Some("global") => Scope::Global,
                    Some(_) => return Err(ConsoleError::Usage(USAGE).into()),
                };
                s.leaderboard(&place, kind, scope)?.into()
            }
            "stats" => {
                let other = args.first().map(|name| self.actor(name));
                s.stats(&me, &place, other.as_ref())?.into()
            }
            "rules" => {
                let game = args
                    .first()
                    .ok_or(ConsoleError::Usage("console-usage-rules"))?;
                let kind: GameKind = game
                    .parse()
                    .map_err(|e| ServiceError::from(crate::service::UserError::UnknownGame(e)))?;
                s.rules(kind)?.into()
            }
            "notify" => {
                let pref = args
                    .first()
                    .and_then(|a| NotifyPref::parse(a))
                    .ok_or(ConsoleError::Usage("console-usage-notify"))?;
                s.set_notifications(&me, pref)?.into()
            }
            "threads" => {
                let on = match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                    Some("on") => true,
                    Some("off") => false,
                    _ => return Err(ConsoleError::Usage("console-usage-threads").into()),
                };
                s.set_thread_per_game(&place, on)?.into()
            }
            "vacation" => {
                const USAGE: &str = "console-usage-vacation";
                match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
                    Some("start") => {
                        let days = match args.get(1) {
                            Some(text) => Some(
                                text.parse::<u32>()
                                    .map_err(|_| ConsoleError::Usage(USAGE))?,
                            ),
                            None => None,
                        };
                        s.vacation_start(&me, &place, days)?
                    }
                    Some("end") => s.vacation_end(&me, &place)?,
                    Some("status") | None => s.vacation_status(&me, &place)?.into(),
                    Some(_) => return Err(ConsoleError::Usage(USAGE).into()),
                }
            }
            "vacation-days" => {
                let days = args
                    .first()
                    .and_then(|a| a.parse::<u32>().ok())
                    .ok_or(ConsoleError::Usage("console-usage-vacation-days"))?;
                s.set_vacation_days(&place, days)?.into()
            }
            "xiangqi-repetition" => {
                let rule = args
                    .first()
                    .and_then(|a| RepetitionRule::parse(a))
                    .ok_or(ConsoleError::Usage("console-usage-xiangqi-repetition"))?;
                s.set_xiangqi_repetition(&place, rule)?.into()
            }
            "press" => {
                let id = args
                    .first()
                    .ok_or(ConsoleError::Usage("console-usage-press"))?;
                s.press(&me, &place, id)?
            }
            other => return Err(ConsoleError::UnknownCommand(other.to_string()).into()),
        };
        self.print_response(&response, out)?;
        Ok(Flow::Go)
    }

    /// Whether `word`, before a move, is the id of a game rather than (part of) the move: the
    /// id of one of the player's games, or of someone else's game if it cannot be read as a
    /// square (`e2e4`, `F5`), so that the service says "you are not playing in …".
    fn names_game(&self, me: &Actor, word: &str) -> bool {
        let Some(doc) =
            crate::service::GameId::parse(word).and_then(|id| self.service.game_doc(&id).ok())
        else {
            return false;
        };
        // Squares alternate a file (a–i in every game) and a rank: `e2e4`, `h2e`.
        let square_like = word
            .trim()
            .trim_start_matches('#')
            .to_ascii_lowercase()
            .chars()
            .enumerate()
            .all(|(i, c)| match i % 2 {
                0 => ('a'..='i').contains(&c),
                _ => c.is_ascii_digit(),
            });
        doc.side_of(me.user).is_some() || !square_like
    }

    /// `challenge computer GAME [LEVEL] [SIDE] [TIME]`: the words after `computer`.
    fn challenge_computer(
        &self,
        me: &Actor,
        place: &Place,
        args: &[&str],
    ) -> Result<Response, Failure> {
        const USAGE: &str = "console-usage-challenge-computer";
        let game = args.first().ok_or(ConsoleError::Usage(USAGE))?;
        let kind: GameKind = game
            .parse()
            .map_err(|e| ServiceError::from(crate::service::UserError::UnknownGame(e)))?;
        let mut rest = &args[1..];
        // A lone whole number (a sign allowed) is the level: a time always has a unit. One
        // outside 1–8 (`-1`, `0`, `99`) is refused as no such level, not as a bad time.
        let level = match rest.first() {
            Some(word) if is_whole_number(word) => {
                rest = &rest[1..];
                let number: i64 = word.parse().map_err(|_| ConsoleError::Usage(USAGE))?;
                match u8::try_from(number) {
                    Ok(level) if (1..=8).contains(&level) => Some(level),
                    _ => {
                        return Err(ServiceError::from(crate::service::UserError::NoSuchLevel(
                            number,
                        ))
                        .into())
                    }
                }
            }
            _ => None,
        };
        let (side, time) = side_and_time(kind, rest)?;
        Ok(self.service.challenge_computer(
            me,
            place,
            ComputerChallenge {
                game: kind,
                level,
                side,
                time_per_move: time,
            },
        )?)
    }

    fn print_response(&self, response: &Response, out: &mut dyn Write) -> io::Result<()> {
        self.print_reply(&response.reply, out)?;
        if let Some(started) = &response.started {
            self.say(out, msg!("console-started", title = started.title.clone()))?;
        }
        for notice in &response.notices {
            self.print_notice(notice, out)?;
        }
        Ok(())
    }

    fn name_of(&self, user: UserId) -> String {
        self.service
            .store()
            .player(user)
            .ok()
            .flatten()
            .map_or_else(|| user.to_string(), |p| p.name)
    }

    fn print_reply(&self, reply: &Reply, out: &mut dyn Write) -> io::Result<()> {
        if !reply.mentions.is_empty() {
            let names: Vec<String> = reply
                .mentions
                .iter()
                .map(|u| format!("@{}", self.name_of(*u)))
                .collect();
            writeln!(out, "{}", names.join(" "))?;
        }
        if !reply.text.is_empty() {
            writeln!(out, "{}", say_text(self.lang, &reply.text))?;
        }
        if let Some(board) = &reply.board_text {
            writeln!(out, "{}", board.trim_end())?;
        }
        // Pictures are drawn here, their captions in the console's language.
        let mut drawn = Reply {
            pictures: reply.pictures.clone(),
            ..Reply::default()
        };
        if let Some(renderer) = &self.renderer {
            drawn.draw_pictures(|picture| renderer.draw(picture, |m| say(self.lang, m)));
        }
        for attachment in reply.attachments.iter().chain(&drawn.attachments) {
            if attachment.filename.ends_with(".txt") {
                continue; // shown as text already
            }
            self.save(attachment, "console-picture", out)?;
        }
        // The Move button opens Discord's menus, which a terminal has not: here one types the
        // move (`move e2e4`).
        let pressable: Vec<&Button> = reply
            .buttons
            .iter()
            .filter(|b| !matches!(b.action, Action::Move { .. }))
            .collect();
        if !pressable.is_empty() {
            let buttons: Vec<String> = pressable
                .iter()
                .map(|b| {
                    let button = msg!(
                        "console-button",
                        label = b.label.clone(),
                        id = b.custom_id()
                    );
                    say(self.lang, &button)
                })
                .collect();
            self.say(out, msg!("console-buttons", buttons = buttons.join("  ")))?;
        }
        if let Some(url) = &reply.web_page {
            writeln!(
                out,
                "{}: {url}",
                say(self.lang, &crate::games::Msg::new("web-view"))
            )?;
        }
        if let Some(aside) = &reply.aside {
            // What only the asker sees (their notes): marked so, its files saved (the
            // annotated record is not shown as text).
            self.say(out, msg!("console-aside", player = self.user.as_str()))?;
            writeln!(out, "{}", say_text(self.lang, &aside.text))?;
            for attachment in &aside.attachments {
                self.save(attachment, "console-file", out)?;
            }
        }
        Ok(())
    }

    /// Writes an attachment into the pictures folder and says where (`said`: the message
    /// naming the path), or why it could not.
    fn save(
        &self,
        attachment: &crate::service::Attachment,
        said: &'static str,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let path = self.pictures.join(&attachment.filename);
        match std::fs::create_dir_all(&self.pictures)
            .and_then(|()| std::fs::write(&path, &attachment.bytes))
        {
            Ok(()) => self.say(out, msg!(said, path = path.display().to_string())),
            Err(e) => self.say(
                out,
                msg!(
                    "console-picture-failed",
                    path = path.display().to_string(),
                    error = e.to_string()
                ),
            ),
        }
    }

    fn print_notice(&self, notice: &crate::service::Notice, out: &mut dyn Write) -> io::Result<()> {
        let how = match notice.delivery {
            NotifyPref::Mention => "console-how-mention",
            NotifyPref::Dm => "console-how-dm",
            NotifyPref::None => "console-how-quiet",
        };
        self.say(
            out,
            msg!(
                "console-notice",
                player = self.name_of(notice.user),
                how = Msg::new(how),
                kind = Msg::new(kind_id(notice.kind)),
                text = say_text(self.lang, &notice.text)
            ),
        )?;
        if let Some(board) = &notice.board_text {
            writeln!(out, "{}", board.trim_end())?;
            // The board as text stands in for its picture (the computer's move).
            return Ok(());
        }
        // A notice without a board (an analysis's graph): its pictures saved as a reply's.
        if let Some(renderer) = self
            .renderer
            .as_ref()
            .filter(|_| !notice.pictures.is_empty())
        {
            let mut drawn = notice.clone();
            drawn.draw_pictures(|picture| renderer.draw(picture, |m| say(self.lang, m)));
            for attachment in &drawn.attachments {
                self.save(attachment, "console-picture", out)?;
            }
        }
        Ok(())
    }
}

/// The words after the game in a challenge: at most one side word, anywhere, and the rest one
/// duration read as a whole ("1d 12h" is 36 hours, as Discord's option reads it).
fn side_and_time(
    kind: GameKind,
    words: &[&str],
) -> Result<(SideChoice, Option<std::time::Duration>), Failure> {
    let (sides, rest): (Vec<&str>, Vec<&str>) = words
        .iter()
        .partition(|w| SideChoice::parse(kind, w).is_some());
    if let Some(word) = sides.get(1) {
        return Err(ConsoleError::TwoSides(word.to_string()).into());
    }
    let side = sides
        .first()
        .and_then(|w| SideChoice::parse(kind, w))
        .unwrap_or(SideChoice::Random);
    let time = match rest.as_slice() {
        [] => None,
        // One word without a digit was meant as a side.
        [word] if !word.chars().any(|c| c.is_ascii_digit()) => {
            return Err(ServiceError::from(crate::service::UserError::NotASide {
                text: word.to_string(),
                kind,
            })
            .into())
        }
        words => Some(parse_duration(&words.join(" ")).map_err(ConsoleError::Duration)?),
    };
    Ok((side, time))
}

/// `3`, `-1`, `+12`: a sign at most and one to three digits (longer is not meant as a level).
fn is_whole_number(word: &str) -> bool {
    let digits = word.strip_prefix(['-', '+']).unwrap_or(word);
    (1..=3).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit())
}

/// The message id naming a kind of notice.
fn kind_id(kind: NoticeKind) -> &'static str {
    match kind {
        NoticeKind::YourTurn => "console-kind-your-turn",
        NoticeKind::Reminder => "console-kind-reminder",
        NoticeKind::TimeLoss => "console-kind-time-loss",
        NoticeKind::DrawOffered => "console-kind-draw-offered",
        NoticeKind::TakebackAsked => "console-kind-takeback-asked",
        NoticeKind::Challenged => "console-kind-challenged",
        NoticeKind::ChallengeExpired => "console-kind-challenge-expired",
        NoticeKind::GameOver => "console-kind-game-over",
        NoticeKind::ComputerMoved => "console-kind-computer-moved",
        NoticeKind::OfferAnswered => "console-kind-offer-answered",
        NoticeKind::Vacation => "console-kind-vacation",
        NoticeKind::Analysed => "console-kind-analysed",
        NoticeKind::Tournament => "console-kind-tournament",
    }
}

enum Flow {
    Go,
    Quit,
}

enum Failure {
    Console(ConsoleError),
    Service(ServiceError),
    Io(io::Error),
}

impl From<ConsoleError> for Failure {
    fn from(e: ConsoleError) -> Self {
        Failure::Console(e)
    }
}

impl From<ServiceError> for Failure {
    fn from(e: ServiceError) -> Self {
        Failure::Service(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

/// Whether `word` is the id of a stored game (so that `note K7Q2 plan` notes on K7Q2, while
/// `note plan for later` notes on the game here).
fn names_a_game(service: &Service, word: &str) -> bool {
    crate::service::GameId::parse(word).is_some_and(|id| service.game_doc(&id).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn console_names_map_to_stable_ids() {
        assert_eq!(user_id("Alice"), user_id("alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        assert!(valid_name("bob_2"));
        assert!(!valid_name("bob smith"));
        assert!(valid_name("Wójcik") && valid_name("小明") && valid_name("Ölçek"));
        assert!(!valid_name(""));
        assert_eq!(user_id("WÓJCIK"), user_id("wójcik"));
        assert_eq!(check_name("Wójcik"), Ok("wójcik".to_string()));
    }
}
