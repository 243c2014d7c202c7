//! Messages as data: the id of a text in the message files (`locales/<lang>/*.ftl`) and its
//! arguments, not yet words in any language.
//!
//! Every answer the bot gives is built from these, from a rule that forbids a move up to the
//! service's replies and notices; the front ends (Discord, the console) turn them into words in
//! the reader's language through `i18n`. Because nothing below the front ends ever holds a
//! finished sentence, no English can leak into an Italian answer.
//!
//! ```
//! use kibitz::games::{msg, Arg, GameKind, Msg};
//! let m = msg!("game-started", game = GameKind::Tempo, moves = 3u32);
//! assert_eq!(m.id, "game-started");
//! assert_eq!(m.arg("moves"), Some(&Arg::Count(3)));
//! ```

use super::{GameKind, MoveWords, Side};
use std::time::Duration;

/// One message: an id of the message files and its named arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    /// The message's id, e.g. `move-played`; each language's files define it.
    pub id: &'static str,
    /// Its arguments, by the variable names the message uses (`$game` is `("game", …)`).
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a message. Values that read differently by language (numbers, lengths of
/// time, moments, game and side names, moves) stay typed until a language is chosen.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Shown exactly as it is: a player's name, a game id, a copy of what someone typed, a
    /// record in its canonical notation. Never a sentence of the bot's own.
    Text(String),
    /// A whole number: the message may choose its plural form by it ("1 dzień", "2 dni").
    Count(i64),
    /// A number with decimals (points: 2.5), written with the language's decimal sign.
    Decimal(f64),
    /// A length of time ("3 days", "3 giorni", "3天").
    Duration(Duration),
    /// A moment, as seconds since 1970 (UTC): written as a date and time.
    Time(i64),
    /// A game's name.
    Game(GameKind),
    /// A side of a game (Red, White, Black…), as a noun.
    Side(GameKind, Side),
    /// A move, written in the notation the reader's language uses.
    Move(MoveWords),
    /// Another message, said in the same language.
    Msg(Box<Msg>),
    /// Several values, joined the way the language joins a list.
    List(Vec<Arg>),
}

impl Msg {
    /// A message without arguments.
    pub const fn new(id: &'static str) -> Self {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// This message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// Text shown exactly as given (a board drawn in characters, a record, what a user typed),
    /// through the message `verbatim`. Never for the bot's own sentences.
    pub fn verbatim(text: impl Into<String>) -> Self {
        Msg::new("verbatim").with("text", Arg::Text(text.into()))
    }

    /// The argument called `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// The log form of a message: its id and its arguments, in no language
/// (`error-not-your-turn(game="K7Q2", player=verbatim(text="bob"))`). Players never read it:
/// the front ends say messages through the message files.
impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}={value}")?;
        }
        f.write_str(")")
    }
}

impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arg::Text(text) => write!(f, "{text:?}"),
            Arg::Count(n) => write!(f, "{n}"),
            Arg::Decimal(x) => write!(f, "{x}"),
            Arg::Duration(d) => write!(f, "{}s", d.as_secs()),
            Arg::Time(t) => write!(f, "@{t}"),
            Arg::Game(kind) => write!(f, "{}", kind.name()),
            Arg::Side(kind, side) => write!(f, "{}", kind.side_name(*side)),
            Arg::Move(words) => write!(f, "{:?}", words.usual),
            Arg::Msg(msg) => write!(f, "{msg}"),
            Arg::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// Builds a [`Msg`]: `msg!("id", name = value, …)`; each value goes through `Arg::from`.
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::games::Msg {
            id: $id,
            args: vec![$((stringify!($name), $crate::games::Arg::from($value))),*],
        }
    };
}

impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Self {
        Arg::Text(v.clone())
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(v.to_string())
    }
}
macro_rules! counts {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Self {
                Arg::Count(i64::try_from(v).unwrap_or(i64::MAX))
            }
        }
    )*};
}
counts!(u8, u16, u32, u64, usize, i32, i64);
impl From<f64> for Arg {
    fn from(v: f64) -> Self {
        Arg::Decimal(v)
    }
}
impl From<Duration> for Arg {
    fn from(v: Duration) -> Self {
        Arg::Duration(v)
    }
}
impl From<GameKind> for Arg {
    fn from(v: GameKind) -> Self {
        Arg::Game(v)
    }
}
impl From<(GameKind, Side)> for Arg {
    fn from((kind, side): (GameKind, Side)) -> Self {
        Arg::Side(kind, side)
    }
}
impl From<MoveWords> for Arg {
    fn from(v: MoveWords) -> Self {
        Arg::Move(v)
    }
}
impl From<Msg> for Arg {
    fn from(v: Msg) -> Self {
        Arg::Msg(Box::new(v))
    }
}
impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(v: Vec<T>) -> Self {
        Arg::List(v.into_iter().map(Into::into).collect())
    }
}

/// A message of several lines, each line one [`Msg`]: the body of a reply or a notice.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Text(Vec<Msg>);

impl Text {
    /// No lines yet.
    pub fn new() -> Self {
        Text(Vec::new())
    }

    /// Adds a line.
    pub fn push(&mut self, line: impl Into<Msg>) {
        self.0.push(line.into());
    }

    /// This text with one more line.
    pub fn and(mut self, line: impl Into<Msg>) -> Self {
        self.push(line);
        self
    }

    /// The lines.
    pub fn lines(&self) -> &[Msg] {
        &self.0
    }

    /// Whether there is no line.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether some line (or an argument of one, at any depth) is the message `id`.
    pub fn mentions(&self, id: &str) -> bool {
        fn within(arg: &Arg, id: &str) -> bool {
            match arg {
                Arg::Msg(m) => m.id == id || m.args.iter().any(|(_, a)| within(a, id)),
                Arg::List(items) => items.iter().any(|a| within(a, id)),
                _ => false,
            }
        }
        self.0
            .iter()
            .any(|m| m.id == id || m.args.iter().any(|(_, a)| within(a, id)))
    }
}

impl From<Msg> for Text {
    fn from(line: Msg) -> Self {
        Text(vec![line])
    }
}

impl From<Vec<Msg>> for Text {
    fn from(lines: Vec<Msg>) -> Self {
        Text(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_logs_as_its_id_and_arguments() {
        let inner = Msg::verbatim("bob");
        let m = msg!(
            "error-not-your-turn",
            game = "K7Q2",
            player = inner,
            count = 2u32
        );
        assert_eq!(
            m.to_string(),
            r#"error-not-your-turn(game="K7Q2", player=verbatim(text="bob"), count=2)"#
        );
        assert_eq!(Msg::new("error-busy").to_string(), "error-busy");
    }

    #[test]
    fn the_macro_names_each_argument_and_types_its_value() {
        let m = msg!(
            "x",
            who = "alice",
            n = 2usize,
            pts = 1.5,
            game = GameKind::Xiangqi,
            inner = Msg::new("y"),
        );
        assert_eq!(m.arg("who"), Some(&Arg::Text("alice".into())));
        assert_eq!(m.arg("n"), Some(&Arg::Count(2)));
        assert_eq!(m.arg("pts"), Some(&Arg::Decimal(1.5)));
        assert_eq!(m.arg("game"), Some(&Arg::Game(GameKind::Xiangqi)));
        assert_eq!(m.arg("inner"), Some(&Arg::Msg(Box::new(Msg::new("y")))));
        assert_eq!(m.arg("none"), None);
        assert_eq!(
            Msg::verbatim("abc").arg("text"),
            Some(&Arg::Text("abc".into()))
        );
    }
}
