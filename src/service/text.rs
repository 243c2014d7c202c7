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
    fn truncate_counts_characters_and_marks_the_cut() {
        assert_eq!(truncate("alice", 5), "alice");
        assert_eq!(truncate("alexandra", 5), "alex…");
        assert_eq!(truncate("ééééé", 4), "ééé…");
        assert_eq!(truncate("abc", 0), "…");
    }
}
