//! What a new user typing badly sees (issue "Tried as a new user would"): echoes that stay short
//! and visible, "here" only when true, and buttons whose ids are not the bot's.

use crate::service_support::*;
use kibitz::games::GameKind;
use kibitz::service::*;

fn message(result: Result<impl std::fmt::Debug, ServiceError>) -> String {
    user_error(result).message().en()
}

#[test]
fn a_very_long_move_is_echoed_short_and_the_reason_still_shows() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let long = "x".repeat(3000);
    let text = message(f.service.play(&alice(), &here(), None, &long));
    assert!(text.contains("(3000)"), "{text}");
    assert!(text.contains("is not a move"), "the reason shows: {text}");
    assert!(
        text.chars().count() < 400,
        "{} characters",
        text.chars().count()
    );
}

#[test]
fn a_very_long_game_id_keeps_its_closing_backtick_and_the_hint() {
    let f = Fixture::new();
    let long = "K".repeat(3000);
    let text = message(f.service.play(&alice(), &here(), Some(&long), "h2e2"));
    assert!(text.contains("… (3000)`"), "{text}");
    assert!(text.ends_with("`/games` lists yours"), "{text}");
}

#[test]
fn invisible_characters_are_shown_not_obeyed() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    // Refused moves are echoed with their invisible characters shown (a mark around a good
    // move is dropped and the move played: tests/rules/invisible_marks.rs).
    for typed in ["z2\u{202E}e2", "h2e2\u{200B}x", "h2\u{7}e2\n"] {
        let text = message(f.service.play(&alice(), &here(), None, typed));
        assert!(
            !text
                .chars()
                .any(|c| c.is_control() || matches!(c, '\u{202E}' | '\u{200B}')),
            "{text:?}"
        );
        assert!(text.contains("[U+"), "{text:?}");
    }
    // Names with a right-to-left override are shown without it.
    let tricky = Actor::new(UserId(77), "eve\u{202E}lyn");
    assert_eq!(tricky.name, "evelyn");
}

#[test]
fn here_is_said_only_when_the_games_are_here() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    f.start(GameKind::Tempo, &alice(), &carol(), &here());
    let there = message(f.service.play(&alice(), &elsewhere(), None, "h2e2"));
    assert!(
        there.starts_with("you have several games going on, none of them here ("),
        "{there}"
    );
    // A move legal in neither game (one legal in only one is played there).
    let here_text = message(f.service.play(&alice(), &here(), None, "zz99"));
    assert!(
        here_text.starts_with("you have several games going on here ("),
        "{here_text}"
    );
}

#[test]
fn only_a_real_old_button_is_called_old() {
    let f = Fixture::new();
    let forged = message(
        f.service
            .press(&alice(), &here(), "kz1:launch-missiles:K7Q2"),
    );
    assert_eq!(
        forged,
        "this button's id is not one the bot made; use the slash command instead"
    );
    let junk = message(f.service.press(&alice(), &here(), "\u{202E}junk"));
    assert_eq!(junk, forged);
    let old = message(f.service.press(&alice(), &here(), "kz0:board:K7Q2"));
    assert!(old.contains("older version"), "{old}");
    let newer = message(f.service.press(&alice(), &here(), "kz2:board:K7Q2"));
    assert!(newer.contains("newer version"), "{newer}");
}

#[test]
fn a_side_that_is_not_one_of_the_game_gets_its_own_answer() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let text = message(f.service.board(&alice(), &here(), None, Some("purple")));
    assert_eq!(
        text,
        "`purple` is not a side of Xiangqi: say `red` or `black` (or `first`, `second`, `random`)"
    );
}
