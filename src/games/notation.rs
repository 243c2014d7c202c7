//! How moves are written: the notations a game writes ([`Notation`], [`Script`]), and a move in
//! each of them a reader may be shown ([`MoveWords`]), with the spelling a reader wants
//! ([`Spelling`]). The games write the words (`Rules::write_move`); messages carry them
//! (`Arg::Move`) until a reader's language picks one.

use std::borrow::Cow;

/// Whether `c` is an invisible formatting mark that phone keyboards and copy-paste put around
/// text: the direction marks and embeddings (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069,
/// U+061C), zero-width spaces and joiners (U+200B–U+200D, U+2060) and the byte-order mark
/// (U+FEFF). No notation or id contains one, so they are dropped before reading; refusals
/// still echo the text as typed.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// `text` without its [invisible marks](is_invisible) (borrowed when it has none).
///
/// ```
/// use kibitz::games::without_invisible;
/// assert_eq!(without_invisible("\u{200E}h2e2\u{200B}"), "h2e2");
/// ```
pub fn without_invisible(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_invisible) {
        Cow::Owned(text.chars().filter(|&c| !is_invisible(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// Which notation to write moves in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// The game's canonical coordinate notation (ICCS for Xiangqi, `e2e4` for Topo, `b3c4` for
    /// Tempo): what the CLI and the store use.
    Canonical,
    /// What players write: WXF for Xiangqi, short algebraic for Topo, `b3-c4` for Tempo.
    Human,
    /// What Chinese readers write: Chinese notation for Xiangqi (炮二平五, 馬８進７) in the
    /// given characters. Topo and Tempo have no Chinese notation and write [`Notation::Human`].
    Chinese(Script),
    /// What Italian readers write: Topo's short algebraic in the Italian piece initials its
    /// reader accepts (`Lc7`, `Th4`, `Cf3`, `e8=L`, `L-O-O-O`). Xiangqi and Tempo have no
    /// Italian notation and write [`Notation::Human`].
    Italian,
}

/// Which Chinese characters to write: simplified (炮二平五, 马８进７, 后车) as in mainland
/// China and Singapore, or traditional (炮二平五, 馬８進７, 後車) as in Taiwan and Hong Kong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Script {
    Simplified,
    Traditional,
}

/// A move in each notation a reader may be shown: the usual one, for Xiangqi the Chinese
/// notation in both scripts (Chinese readers see those), and for Topo the Italian piece
/// letters (Italian readers see those). Built for a game's moves by
/// [`AnyGame`](super::AnyGame) (`move_choices`, `moves_words`, `play`); a reader's words are
/// [`MoveWords::spelled`].
///
/// Another spelling (say, a game's moves in a language's own piece letters) is one more
/// optional field here, one more [`Spelling`], and one more line where a game's words are built.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MoveWords {
    /// The notation of the game's answers (SAN-like for Topo, WXF for Xiangqi, cells for Tempo).
    pub usual: String,
    /// Xiangqi only: Chinese notation in simplified characters (炮二平五).
    pub simplified: Option<String>,
    /// Xiangqi only: Chinese notation in traditional characters.
    pub traditional: Option<String>,
    /// Topo only, where it differs from `usual`: short algebraic with the Italian piece
    /// letters (`Lc7` for the usual `Qc7`).
    pub italian: Option<String>,
}

/// How a reader wants moves spelled: the game's usual notation, or (where the game has one)
/// Chinese notation in the characters they read, or the Italian piece letters. Each language
/// has one (`model::Lang::spelling`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Spelling {
    /// The game's usual notation ([`MoveWords::usual`]).
    #[default]
    Usual,
    /// Chinese notation in `Script`, where the game has it; the usual notation otherwise.
    Chinese(Script),
    /// The Italian piece letters, where the game has them (Topo); the usual notation otherwise.
    Italian,
}

impl MoveWords {
    /// A move with only its usual spelling.
    pub fn usual(text: impl Into<String>) -> Self {
        MoveWords {
            usual: text.into(),
            ..MoveWords::default()
        }
    }

    /// The move as a reader who wants `spelling` reads it: that spelling where the move has
    /// it, the usual one otherwise.
    ///
    /// ```
    /// use kibitz::games::{MoveWords, Script, Spelling};
    /// let cannon = MoveWords {
    ///     usual: "C2=5".into(),
    ///     simplified: Some("炮二平五".into()),
    ///     traditional: Some("炮二平五".into()),
    ///     italian: None,
    /// };
    /// assert_eq!(cannon.spelled(Spelling::Chinese(Script::Simplified)), "炮二平五");
    /// assert_eq!(cannon.spelled(Spelling::Usual), "C2=5");
    /// let knight = MoveWords::usual("Nf3");
    /// assert_eq!(knight.spelled(Spelling::Chinese(Script::Traditional)), "Nf3");
    /// let hare = MoveWords {
    ///     italian: Some("Lc7".into()),
    ///     ..MoveWords::usual("Qc7")
    /// };
    /// assert_eq!(hare.spelled(Spelling::Italian), "Lc7");
    /// assert_eq!(hare.spelled(Spelling::Usual), "Qc7");
    /// ```
    pub fn spelled(&self, spelling: Spelling) -> &str {
        let other = match spelling {
            Spelling::Usual => None,
            Spelling::Chinese(Script::Simplified) => self.simplified.as_deref(),
            Spelling::Chinese(Script::Traditional) => self.traditional.as_deref(),
            Spelling::Italian => self.italian.as_deref(),
        };
        other.unwrap_or(&self.usual)
    }
}
