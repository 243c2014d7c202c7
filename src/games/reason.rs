//! Why the rules refused something, for two readers at once: the player, who is told a
//! [`Msg`] in their own language, and the rules CLI (`kibitz rules`), whose output is English
//! and part of its contract (`tests/cli/`).
//!
//! A [`Reason`] is built from the games' rule enums (each has a `message()` and an English
//! `Display`) and combined with [`Reason::then`] and [`Reason::noted`], which put the two forms
//! together in the same way: "rule; what would work instead", "sentence (note)". The English
//! messages in `locales/en/moves.ftl` say what the `Display` texts say (the tests in
//! `tests/rules/rules_words.rs` hold them together), except that lists are joined the
//! language's way ("e3 and e4" where the CLI writes "e3, e4").

use super::{Arg, Msg};
use std::fmt;

/// Why a move (or an offer) was refused: a message for the player and the CLI's English.
///
/// ```
/// use kibitz::games::{msg, Reason};
/// let why = Reason::new(msg!("move-legal-from", square = "e2", moves = vec!["e3", "e4"]),
///     "legal moves from e2: e3, e4");
/// assert_eq!(why.to_string(), "legal moves from e2: e3, e4");
/// assert_eq!(why.message().id, "move-legal-from");
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Reason(Box<Parts>);

/// A reason's two forms, boxed: errors that carry a reason stay small (`Result`s with them are
/// returned all through the service).
#[derive(Debug, Clone, PartialEq)]
struct Parts {
    message: Msg,
    english: String,
}

// A reason's message holds text, counts and nested messages, never a decimal (the only argument
// without a total equality), so equality is total.
impl Eq for Reason {}

impl Reason {
    /// A reason said as `message` to players and as `english` by the rules CLI.
    pub fn new(message: Msg, english: impl Into<String>) -> Self {
        Reason(Box::new(Parts {
            message,
            english: english.into(),
        }))
    }

    /// What the player is told.
    pub fn message(&self) -> &Msg {
        &self.0.message
    }

    /// The player's message, owned.
    pub fn into_message(self) -> Msg {
        self.0.message
    }

    /// This reason, then a second part after a semicolon: a broken rule and what would work
    /// instead ("the way is blocked at h7; legal moves from h2: …").
    pub fn then(self, second: impl Into<Reason>) -> Reason {
        let (first, second) = (*self.0, *second.into().0);
        Reason::new(
            Msg::new("move-two-parts")
                .with("first", first.message)
                .with("second", second.message),
            format!("{}; {}", first.english, second.english),
        )
    }

    /// This reason with a note in brackets after it ("… (P is the Pesce; …)").
    pub fn noted(self, note: impl Into<Reason>) -> Reason {
        let (text, note) = (*self.0, *note.into().0);
        Reason::new(
            Msg::new("move-with-note")
                .with("text", text.message)
                .with("note", note.message),
            format!("{} ({})", text.english, note.english),
        )
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.english)
    }
}

/// The alternatives `a or b or c`, as the CLI writes them (`" or "` between each two) and as
/// a message (`move-or`, nested, so that each language says its own "or").
pub(crate) fn either(items: Vec<Arg>) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Arg::List(Vec::new());
    };
    items.fold(last, |rest, first| {
        Arg::Msg(Box::new(
            Msg::new("move-or").with("first", first).with("rest", rest),
        ))
    })
}

/// "legal moves from e2: e3, e4": the moves a piece could make instead (shared by the games).
pub(crate) fn legal_from(square: String, moves: Vec<Arg>, english: Vec<String>) -> Reason {
    Reason::new(
        Msg::new("move-legal-from")
            .with("square", Arg::Text(square.clone()))
            .with("moves", Arg::List(moves)),
        format!("legal moves from {square}: {}", english.join(", ")),
    )
}

/// "pieces that can move: b1, e2, g1" (Topo and Xiangqi).
pub(crate) fn pieces_that_can_move(squares: Vec<String>) -> Reason {
    Reason::new(
        Msg::new("move-pieces-that-can-move").with(
            "squares",
            Arg::List(squares.iter().cloned().map(Arg::Text).collect()),
        ),
        format!("pieces that can move: {}", squares.join(", ")),
    )
}

/// "it fits two moves": a text that several moves match, when they are not all one kind of
/// piece going to one square.
pub(crate) fn fits_several(count: usize) -> Reason {
    Reason::new(
        Msg::new("move-fits-several").with("count", count),
        format!("it fits {} moves", super::count_word(count)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_join_the_same_way_in_both_forms() {
        let a = Reason::new(Msg::new("a"), "rule");
        let b = Reason::new(Msg::new("b"), "instead");
        let n = Reason::new(Msg::new("n"), "note");
        let joined = a.then(b).noted(n);
        assert_eq!(joined.to_string(), "rule; instead (note)");
        assert_eq!(joined.message().id, "move-with-note");
        let Some(Arg::Msg(inner)) = joined.message().arg("text") else {
            panic!("{joined:?}")
        };
        assert_eq!(inner.id, "move-two-parts");
        assert_eq!(inner.arg("first"), Some(&Arg::Msg(Box::new(Msg::new("a")))));
    }

    #[test]
    fn either_nests_one_or_per_pair() {
        let text = |s: &str| Arg::Text(s.into());
        assert_eq!(either(vec![text("a")]), text("a"));
        let Arg::Msg(m) = either(vec![text("a"), text("b"), text("c")]) else {
            panic!()
        };
        assert_eq!(m.id, "move-or");
        assert_eq!(m.arg("first"), Some(&text("a")));
        let Some(Arg::Msg(rest)) = m.arg("rest") else {
            panic!()
        };
        assert_eq!(
            (rest.arg("first"), rest.arg("rest")),
            (Some(&text("b")), Some(&text("c")))
        );
    }
}
