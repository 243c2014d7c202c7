//! Private notes (`/note`): kept with the game, shown to their author only — under their own
//! board and export, marked in their game list — and within the limits.

use crate::service_support::*;
use kibitz::service::*;

/// A game between alice and bob with two moves played.
fn game_with_moves() -> (Fixture, GameId) {
    let f = Fixture::new();
    let id = f.start(some_kind(), &alice(), &bob(), &here());
    f.play_first_legal(&id, &alice(), &bob());
    f.play_first_legal(&id, &alice(), &bob());
    (f, id)
}

#[test]
fn a_note_is_shown_to_its_author_only() {
    let (f, id) = game_with_moves();
    let kept = f
        .service
        .note(
            &alice(),
            &here(),
            None,
            "  his cannon wants e2: keep the horse home  ",
        )
        .unwrap();
    assert!(kept.ephemeral, "the answer to /note is private");
    assert!(
        kept.text.en().contains("Note kept on game"),
        "{}",
        kept.text.en()
    );

    // Alice's board carries her note as a private aside; the public board does not say it.
    let board = f.service.board(&alice(), &here(), None, None).unwrap();
    let aside = board.aside.as_ref().expect("alice's notes under her board");
    assert!(aside.ephemeral);
    let notes = aside.text.en();
    assert!(
        notes.contains("move 2: his cannon wants e2: keep the horse home"),
        "{notes}"
    );
    assert!(!board.text.en().contains("cannon wants"));

    // Bob (and anyone else) sees no aside, and no marker in his list.
    let theirs = f.service.board(&bob(), &here(), None, None).unwrap();
    assert!(theirs.aside.is_none());
    assert!(f
        .service
        .board(&carol(), &here(), Some(id.as_str()), None)
        .unwrap()
        .aside
        .is_none());
    assert!(!f
        .service
        .games(&bob(), &here())
        .unwrap()
        .text
        .en()
        .contains('📝'));
    let mine = f.service.games(&alice(), &here()).unwrap().text.en();
    assert!(mine.contains("· 📝 1"), "{mine}");

    // Reading them back: /note without a text.
    let read = f.service.note(&alice(), &here(), None, "").unwrap();
    assert!(read.ephemeral);
    assert!(
        read.text.en().contains("Your note on game"),
        "{}",
        read.text.en()
    );
    let none = f.service.note(&bob(), &here(), None, " ").unwrap();
    assert!(
        none.text.en().contains("You have no notes"),
        "{}",
        none.text.en()
    );
}

#[test]
fn the_authors_export_has_the_notes_as_comments() {
    let (f, id) = game_with_moves();
    f.service
        .note(&alice(), &here(), None, "before my reply")
        .unwrap();
    let export = f.service.export(&alice(), &here(), None).unwrap();
    assert!(
        !export.text.en().contains("before my reply"),
        "the public record has no notes"
    );
    assert!(export
        .attachments
        .iter()
        .all(|a| !String::from_utf8_lossy(&a.bytes).contains("before my reply")));
    let aside = export.aside.expect("alice's annotated record");
    let file = aside
        .attachments
        .iter()
        .find(|a| a.filename == format!("{id}-notes.txt"))
        .expect("the annotated record is attached");
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let doc = f.doc(&id);
    // The note was written after the second move: its comment follows that move.
    let second = format!("1... {} {{before my reply}}", doc.moves[1]);
    assert!(text.contains(&second), "{text}");
    assert!(
        text.contains(&format!("[Id \"{id}\"]")),
        "the record's tags: {text}"
    );
    assert!(f
        .service
        .export(&bob(), &here(), None)
        .unwrap()
        .aside
        .is_none());
}

#[test]
fn notes_are_kept_across_a_restart_and_on_finished_games() {
    let (f, id) = game_with_moves();
    f.service.note(&alice(), &here(), None, "first").unwrap();
    f.service.resign(&bob(), &here(), None).unwrap();
    // A finished game (the player's last one) still takes notes.
    f.service
        .note(&alice(), &here(), Some(id.as_str()), "second")
        .unwrap();
    let f = f.restart();
    let read = f
        .service
        .note(&alice(), &here(), Some(id.as_str()), "")
        .unwrap()
        .text
        .en();
    assert!(read.contains("Your 2 notes on game"), "{read}");
    assert!(
        read.find("first") < read.find("second"),
        "oldest first: {read}"
    );
}

#[test]
fn notes_have_limits_and_only_players_keep_them() {
    let (f, id) = game_with_moves();
    let long = "x".repeat(2001);
    let refused = user_error(f.service.note(&alice(), &here(), None, &long));
    assert!(
        matches!(
            refused,
            UserError::NoteTooLong {
                chars: 2001,
                limit: 2000
            }
        ),
        "{refused:?}"
    );
    assert!(refused.en().contains("2001 characters"), "{}", refused.en());
    // Characters, not bytes: 2,000 Chinese characters fit.
    f.service
        .note(&alice(), &here(), None, &"马".repeat(2000))
        .unwrap();
    for i in 1..50 {
        f.service
            .note(&alice(), &here(), None, &format!("note {i}"))
            .unwrap();
    }
    let full = user_error(f.service.note(&alice(), &here(), None, "one more"));
    assert!(
        matches!(full, UserError::TooManyNotes { limit: 50, .. }),
        "{full:?}"
    );
    assert!(f.doc(&id).notes.len() == 50, "nothing written when refused");
    // Bob's notes are his own count.
    f.service.note(&bob(), &here(), None, "mine").unwrap();
    // Carol does not play: she cannot note on their game.
    let outsider = user_error(f.service.note(&carol(), &here(), Some(id.as_str()), "hm"));
    assert!(matches!(outsider, UserError::NotAPlayer(_)), "{outsider:?}");

    // Fifty notes never make a message too long for Discord: the latest are shown, the rest
    // are said to be in the export.
    let read = f
        .service
        .note(&alice(), &here(), None, "")
        .unwrap()
        .text
        .en();
    assert!(
        read.chars().count() < 2000,
        "{} characters",
        read.chars().count()
    );
    assert!(read.contains("1 earlier note is in your"), "{read}");
    assert!(read.contains("note 49"), "the latest is shown: {read}");
}
