//! Small text helpers shared by the service's messages and the Discord layer, so that each
//! exists once.

/// `text` with its first character in upper case (`"you cannot…"` → `"You cannot…"`): for
/// messages written in lower case to be embedded in sentences. Side names have static titles
/// instead ([`crate::games::GameKind::side_title`]).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// How many characters of a user's text an answer repeats: enough to recognise it, short enough
/// that the explanation after it always shows (Discord cuts a message at 2,000 characters).
pub const ECHO_CHARS: usize = 40;

/// Whether `c` would change how the rest of a message is shown rather than show itself: control
/// characters (newlines, tabs, escapes) and Unicode format characters (right-to-left overrides
/// and isolates, zero-width spaces and joiners, the byte-order mark, soft hyphens…).
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}')
}

/// A copy of what a user typed, safe to repeat in an answer: invisible characters are shown as
/// their code point (`[U+202E]`), backticks (which would break Discord's code spans) become
/// `'`, and text longer than [`ECHO_CHARS`] characters is cut with a note of its length.
///
/// ```
/// use kibitz::service::text::echo;
/// assert_eq!(echo("e2e4"), "e2e4");
/// assert_eq!(echo("e2\u{202E}e4"), "e2[U+202E]e4");
/// assert_eq!(echo(&"x".repeat(3000)), format!("{}… (3000)", "x".repeat(40)));
/// ```
pub fn echo(text: &str) -> String {
    echo_within(text, ECHO_CHARS)
}

/// [`echo`] with another length limit: the console repeats whole command lines, which may be
/// longer than a move or an id.
pub fn echo_within(text: &str, max: usize) -> String {
    let mut out = String::new();
    let total = text.chars().count();
    for (shown, c) in text.chars().enumerate() {
        if shown == max {
            // The total length in digits only: the echo sits inside sentences of any language.
            out.push_str(&format!("… ({total})"));
            break;
        }
        if is_invisible(c) {
            out.push_str(&format!("[U+{:04X}]", u32::from(c)));
        } else if c == '`' {
            out.push('\'');
        } else {
            out.push(c);
        }
    }
    out
}

/// A display name fit to show: invisible characters removed, spaces trimmed, at most 32
/// characters (Discord's own limit), and `player` if nothing is left.
pub fn clean_name(name: &str) -> String {
    let kept: String = name.chars().filter(|c| !is_invisible(*c)).collect();
    let kept = truncate(kept.trim(), 32);
    if kept.is_empty() {
        "player".to_string()
    } else {
        kept
    }
}

/// Cuts `text` to at most `max` characters (not bytes), ending with `…` when cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitalise_changes_only_the_first_character() {
        assert_eq!(
            capitalise("you cannot challenge yourself"),
            "You cannot challenge yourself"
        );
        assert_eq!(capitalise("édith"), "Édith");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn echoes_are_short_visible_and_never_reorder_the_message() {
        assert_eq!(echo("C2=5"), "C2=5");
        // Right-to-left override, zero-width space, newline and tab are shown, not obeyed.
        assert_eq!(
            echo("h2\u{202E}e2\u{200B}\n\t"),
            "h2[U+202E]e2[U+200B][U+000A][U+0009]"
        );
        assert_eq!(echo("`K7Q2`"), "'K7Q2'");
        let long = "ab".repeat(1500);
        let shown = echo(&long);
        assert!(shown.starts_with(&long[..40]) && shown.ends_with("… (3000)"));
        assert!(shown.chars().count() < 70);
        assert_eq!(
            echo(&"x".repeat(40)),
            "x".repeat(40),
            "40 characters are not cut"
        );
        assert_eq!(echo(""), "");
    }

    #[test]
    fn names_lose_invisible_characters_and_stay_short() {
        assert_eq!(clean_name("ali\u{202E}ce"), "alice");
        assert_eq!(clean_name("  bob\u{200B} "), "bob");
        assert_eq!(clean_name("\u{202E}\u{2066}"), "player");
        assert_eq!(clean_name(&"z".repeat(50)).chars().count(), 32);
        assert_eq!(clean_name("Łucja 王"), "Łucja 王");
    }

    #[test]
    fn truncate_counts_characters_and_marks_the_cut() {
        assert_eq!(truncate("alice", 5), "alice");
        assert_eq!(truncate("alexandra", 5), "alex…");
        assert_eq!(truncate("ééééé", 4), "ééé…");
        assert_eq!(truncate("abc", 0), "…");
    }
}
