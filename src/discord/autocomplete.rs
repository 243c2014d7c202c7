//! Autocomplete: the service's suggestions (moves, game ids, challenge ids, sides) as
//! Discord's choices, named in the reader's language, within Discord's limits.

use crate::games::MoveChoice;
use crate::i18n::{say, Lang};
use crate::service::text::{capitalise, truncate};
use crate::service::{self, Choice, MoveSuggestions};
use poise::serenity_prelude as serenity;

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;
/// Discord's limit on a choice's name and value.
pub const MAX_CHOICE_TEXT: usize = 100;

/// Autocomplete choices for `/move`: the service's suggestions (already filtered and ranked),
/// named in both notations, valued in the canonical one; or, when the user cannot move, one
/// choice that says why, valued [`service::NO_MOVE`] (sending it repeats the reason).
pub fn move_choices(
    suggestions: &MoveSuggestions,
    lang: Lang,
) -> Vec<serenity::AutocompleteChoice> {
    match suggestions {
        MoveSuggestions::Moves(moves) => moves
            .iter()
            .take(MAX_CHOICES)
            .filter(|c| !c.canonical.is_empty() && c.canonical.chars().count() <= MAX_CHOICE_TEXT)
            .map(|c| {
                serenity::AutocompleteChoice::new(move_choice_name(c, lang), c.canonical.clone())
            })
            .collect(),
        MoveSuggestions::Unavailable(why) => vec![serenity::AutocompleteChoice::new(
            truncate(
                &capitalise(&say(lang, why).replace('`', "")),
                MAX_CHOICE_TEXT,
            ),
            service::NO_MOVE,
        )],
    }
}

/// The service's choices (game ids, challenge ids, sides) as autocomplete choices named in
/// `lang`, within Discord's limits: a choice whose value would not fit is left out rather than
/// cut, since a cut value would name nothing.
pub fn choices(choices: &[Choice], lang: Lang) -> Vec<serenity::AutocompleteChoice> {
    named(choices, |c| say(lang, &c.name))
}

/// Autocomplete choices for `/conditional add line`: the service's lines (already read and
/// ranked), within Discord's limits, named without the backticks a choice list would show as
/// such, and starting with a capital — unless they start with the line typed so far, whose
/// moves are written as typed. A line whose value would not fit is left out (the service keeps
/// them short).
pub fn line_choices(lines: &[Choice], lang: Lang) -> Vec<serenity::AutocompleteChoice> {
    named(lines, |c| {
        let said = say(lang, &c.name).replace('`', "");
        if c.name.id == service::LINE_CHOICE_AFTER {
            said
        } else {
            capitalise(&said)
        }
    })
}

/// `choices` within Discord's limits, each named by `name` (its value when that says
/// nothing, cut to fit): a choice whose value would not fit is left out rather than cut, since
/// a cut value would name nothing.
fn named(
    choices: &[Choice],
    name: impl Fn(&Choice) -> String,
) -> Vec<serenity::AutocompleteChoice> {
    choices
        .iter()
        .filter(|c| !c.value.is_empty() && c.value.chars().count() <= MAX_CHOICE_TEXT)
        .take(MAX_CHOICES)
        .map(|c| {
            let said = name(c);
            let name = if said.trim().is_empty() {
                c.value.clone()
            } else {
                truncate(&said, MAX_CHOICE_TEXT)
            };
            serenity::AutocompleteChoice::new(name, c.value.clone())
        })
        .collect()
}

/// `C2=5  (h2e2)`: the human notation first (what players read), the canonical one after.
pub fn move_choice_name(choice: &MoveChoice, lang: Lang) -> String {
    let shown = choice.words.spelled(lang.spelling());
    let name = if shown.is_empty() || shown == choice.canonical {
        choice.canonical.clone()
    } else {
        format!("{shown}  ({})", choice.canonical)
    };
    truncate(&name, MAX_CHOICE_TEXT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::MoveWords;

    #[test]
    fn move_choices_show_both_notations_within_limits() {
        let suggestions: Vec<MoveChoice> = (0..40)
            .map(|i| MoveChoice {
                canonical: format!("h{i}e2"),
                words: MoveWords::usual(if i == 0 {
                    format!("h{i}e2")
                } else {
                    format!("C2={i}")
                }),
            })
            .collect();
        let choices = move_choices(&MoveSuggestions::Moves(suggestions), Lang::En);
        assert_eq!(choices.len(), MAX_CHOICES);
        let json = serde_json::to_value(&choices).unwrap();
        assert_eq!(json[0]["name"], "h0e2", "same spelling shown once");
        assert_eq!(json[0]["value"], "h0e2");
        assert_eq!(json[1]["name"], "C2=1  (h1e2)");
        assert_eq!(json[1]["value"], "h1e2", "the value is canonical");
        let long = MoveChoice {
            canonical: "a1a2".into(),
            words: MoveWords::usual("x".repeat(300)),
        };
        let name = move_choice_name(&long, Lang::En);
        assert_eq!(name.chars().count(), MAX_CHOICE_TEXT);
        assert!(name.ends_with('…'));
        let cannon = MoveChoice {
            canonical: "h2e2".into(),
            words: MoveWords {
                usual: "C2=5".into(),
                simplified: Some("炮二平五".into()),
                traditional: Some("炮二平五".into()),
                italian: None,
            },
        };
        assert_eq!(move_choice_name(&cannon, Lang::ZhCn), "炮二平五  (h2e2)");
        assert_eq!(move_choice_name(&cannon, Lang::It), "C2=5  (h2e2)");
        let horse = MoveChoice {
            canonical: "b0c2".into(),
            words: MoveWords {
                usual: "H2+3".into(),
                simplified: Some("马二进三".into()),
                traditional: Some("傌二進三".into()),
                italian: None,
            },
        };
        assert_eq!(move_choice_name(&horse, Lang::ZhTw), "傌二進三  (b0c2)");
    }

    #[test]
    fn a_player_who_cannot_move_gets_one_choice_saying_why() {
        let why = MoveSuggestions::Unavailable(crate::games::Msg::verbatim(format!(
            "Not your turn: {}",
            "b".repeat(200)
        )));
        let json = serde_json::to_value(move_choices(&why, Lang::En)).unwrap();
        assert_eq!(json.as_array().map(Vec::len), Some(1));
        assert_eq!(json[0]["value"], service::NO_MOVE);
        let name = json[0]["name"].as_str().unwrap();
        assert!(name.starts_with("Not your turn: ") && name.chars().count() == MAX_CHOICE_TEXT);
    }

    #[test]
    fn line_choices_start_with_a_capital_but_never_change_a_move() {
        let choices = [
            Choice {
                name: crate::games::msg!("conditional-choice-mine", move = "h9g7"),
                value: "h9g7".into(),
            },
            Choice {
                name: crate::games::msg!(
                    "conditional-choice-after",
                    line = "h2e2",
                    next = crate::games::msg!("conditional-choice-mine", move = "h9g7")
                ),
                value: "h2e2 h9g7".into(),
            },
        ];
        let json = serde_json::to_value(line_choices(&choices, Lang::En)).unwrap();
        assert_eq!(json[0]["name"], "You answer h9g7");
        assert_eq!(json[1]["name"], "h2e2 → you answer h9g7");
        assert_eq!(json[1]["value"], "h2e2 h9g7");
    }

    #[test]
    fn service_choices_keep_within_discords_limits() {
        let many: Vec<Choice> = (0..40)
            .map(|i| Choice {
                name: crate::games::Msg::verbatim(format!("G{i:03} · {}", "n".repeat(200))),
                value: format!("G{i:03}"),
            })
            .chain([Choice {
                name: crate::games::Msg::verbatim("too long a value"),
                value: "v".repeat(101),
            }])
            .collect();
        let json = serde_json::to_value(choices(&many, Lang::En)).unwrap();
        let list = json.as_array().unwrap();
        assert_eq!(list.len(), MAX_CHOICES);
        assert_eq!(list[0]["value"], "G000");
        assert!(list
            .iter()
            .all(|c| c["name"].as_str().unwrap().chars().count() <= MAX_CHOICE_TEXT));
        let unnamed = choices(
            &[Choice {
                name: crate::games::Msg::verbatim(" "),
                value: "K7Q2".into(),
            }],
            Lang::En,
        );
        assert_eq!(serde_json::to_value(unnamed).unwrap()[0]["name"], "K7Q2");
        let dropped = choices(&many[40..], Lang::En);
        assert!(dropped.is_empty(), "a cut value would name nothing");
    }
}
