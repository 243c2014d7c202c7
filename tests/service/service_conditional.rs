//! Conditional moves (`/conditional`): a line entered during the opponent's turn answers their
//! move at once, in the same write; it branches, is cleared by any other move, a take-back or
//! the end of the game, is hidden from the opponent, keeps within its limits, and refuses what
//! cannot be played — on sled, and on PostgreSQL (several services on one database).

use crate::backends;
use crate::service_support::*;

use kibitz::engine::{Engine, EngineFactory, Found, Info, Limits};
use kibitz::games::{replay, AnyGame, GameKind, Notation, Side};
use kibitz::service::*;
use kibitz::store::{ConditionalDoc, PlayerSlot, Store};
use std::sync::{Arc, Barrier};
use std::time::Duration;

/// A Xiangqi game between alice (Red, to move) and bob, started through `s` in `here()`.
fn start_on(s: &Service) -> GameId {
    start_between(s, GameKind::Xiangqi, &alice(), &bob(), &here(), None)
}

fn notices_to(response: &Response, user: UserId) -> Vec<&Notice> {
    response.notices.iter().filter(|n| n.user == user).collect()
}

/// Everything a response says, reply and notices, in English.
fn all_said(response: &Response) -> String {
    let mut said = response.reply.text.en();
    for notice in &response.notices {
        said.push('\n');
        said.push_str(&notice.text.en());
    }
    said
}

/// The trigger, on any service: bob's line answers alice's move at once, by the same path as a
/// typed move (clock, notices, the picture's headline), and goes on; its last reply uses it up.
fn a_line_answers_the_move_it_foresees(s: &Service, clock: &TestClock) {
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let id = start_on(s);
    let added = s
        .conditional_add(&bob(), &here(), None, "h2e2 h9g7, b0c2 b9c7")
        .unwrap();
    assert!(added.ephemeral, "the answer to the author is private");
    assert!(
        added.text.en().contains("Conditional line kept on game")
            && added.text.en().contains("`h2e2 h9g7 b0c2 b9c7`"),
        "{}",
        added.text.en()
    );
    let stored = s.game_doc(&id).unwrap();
    assert_eq!(
        stored.conditionals,
        [ConditionalDoc {
            by: bob().user,
            moves: ["h2e2", "h9g7", "b0c2", "b9c7"].map(String::from).to_vec(),
            at: START,
        }],
        "stored in canonical notation"
    );
    let version = stored.version;

    clock.advance(HOUR);
    let now = s.now();
    // Written as players write it: the reply is found all the same.
    let response = s.play(&alice(), &here(), None, "C2=5").unwrap();
    let doc = s.game_doc(&id).unwrap();
    assert_eq!(doc.moves, ["h2e2", "h9g7"], "the reply was played at once");
    assert_eq!(doc.version, version + 1, "in the same write as the move");
    assert_eq!(doc.to_move, Side::First, "alice's turn again");
    assert_eq!(doc.last_move_at, now);
    assert_eq!(
        doc.deadline,
        Some(now.plus(Duration::from_secs(doc.time_per_move))),
        "alice's clock starts with the reply"
    );
    assert_eq!(
        doc.conditionals,
        [ConditionalDoc {
            by: bob().user,
            moves: ["b0c2", "b9c7"].map(String::from).to_vec(),
            at: START,
        }],
        "the rest of the line is kept"
    );
    let reply = response.reply.text.en();
    assert!(reply.contains("alice played **C2=5** (h2e2)"), "{reply}");
    assert!(
        reply.contains("↪ bob's conditional line answered **H8+7** (h9g7)"),
        "{reply}"
    );
    assert!(
        reply.find("alice played") < reply.find("conditional line answered"),
        "the move, then the reply: {reply}"
    );
    assert!(
        reply.contains("Last move: H8+7"),
        "the board is after the reply: {reply}"
    );
    assert!(
        !reply.contains("line left") && !reply.contains("lines left"),
        "bob's count is his alone: {reply}"
    );
    // Alice (who moved, and is to move again) is pinged as after any move; bob hears privately.
    assert!(response.reply.mentions.contains(&alice().user));
    let to_bob = notices_to(&response, bob().user);
    assert_eq!(to_bob.len(), 1, "{:?}", response.notices);
    assert!(to_bob[0].private && to_bob[0].delivery == NotifyPref::Dm);
    assert_eq!(to_bob[0].kind, NoticeKind::YourTurn);
    assert!(
        to_bob[0]
            .text
            .en()
            .contains("your conditional line answered C2=5 with H8+7 (1 line left)"),
        "{}",
        to_bob[0].text.en()
    );

    // The second step of the line uses it up.
    let response = s.play(&alice(), &here(), None, "b0c2").unwrap();
    let doc = s.game_doc(&id).unwrap();
    assert_eq!(doc.moves, ["h2e2", "h9g7", "b0c2", "b9c7"]);
    assert!(doc.conditionals.is_empty());
    let to_bob = notices_to(&response, bob().user);
    assert!(
        to_bob[0].text.en().contains("(no lines left)"),
        "{}",
        to_bob[0].text.en()
    );
    // Without lines, alice's next move waits for bob as usual.
    s.play(&alice(), &here(), None, "a3a4").unwrap();
    assert_eq!(s.game_doc(&id).unwrap().moves.len(), 5);
}

#[test]
fn a_line_answers_the_move_it_foresees_at_once() {
    let f = Fixture::new();
    a_line_answers_the_move_it_foresees(&f.service, &f.clock);
}

#[test]
fn a_line_answers_the_move_it_foresees_on_postgres() {
    let name = "a_line_answers_the_move_it_foresees_on_postgres";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let service =
        Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config()).unwrap();
    a_line_answers_the_move_it_foresees(&service, &clock);
}

#[test]
fn lines_branch_on_the_opponents_moves_and_the_other_branch_goes() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7 b0c2 b9c7")
        .unwrap();
    let second = s
        .conditional_add(&bob(), &here(), None, "h2e2 h9g7 h0g2 i9h9")
        .unwrap();
    assert!(
        second.text.en().contains("(2 of 30 lines)"),
        "{}",
        second.text.en()
    );
    let listed = s.conditional_list(&bob(), &here(), None).unwrap();
    assert!(listed.ephemeral);
    let listed = listed.text.en();
    assert!(
        listed.contains("Your 2 conditional lines on game")
            && listed.contains("1. `h2e2 h9g7 b0c2 b9c7`")
            && listed.contains("2. `h2e2 h9g7 h0g2 i9h9`"),
        "{listed}"
    );
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let response = s.play(&alice(), &here(), None, "h2e2").unwrap();
    assert!(
        all_said(&response).contains("(2 lines left)"),
        "{}",
        all_said(&response)
    );
    assert_eq!(f.doc(&id).conditionals.len(), 2, "both branches go on");
    // Alice takes the second branch: its reply is played, the first branch is dropped.
    s.play(&alice(), &here(), None, "h0g2").unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves, ["h2e2", "h9g7", "h0g2", "i9h9"]);
    assert!(doc.conditionals.is_empty());
}

#[test]
fn another_move_a_take_back_or_the_end_of_the_game_clears_the_lines() {
    let f = Fixture::new();
    let s = &f.service;
    // Alice plays another move than the line foresees: no reply, no lines.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7")
        .unwrap();
    let response = s.play(&alice(), &here(), None, "b2e2").unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves, ["b2e2"], "nothing answered");
    assert_eq!(doc.to_move, Side::Second, "bob is to move");
    assert!(doc.conditionals.is_empty());
    assert!(!all_said(&response).contains("conditional"));
    assert!(
        response.reply.mentions.contains(&bob().user),
        "bob's turn, as after any move"
    );
    s.resign(&alice(), &here(), None).unwrap();

    // A take-back: the lines were for a position that is gone.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    s.play(&bob(), &here(), None, "h9g7").unwrap();
    s.conditional_add(&bob(), &here(), None, "b0c2 b9c7")
        .unwrap();
    s.takeback(&bob(), &here(), None, TakebackAction::Ask)
        .unwrap();
    s.takeback(&alice(), &here(), None, TakebackAction::Accept)
        .unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves, ["h2e2"]);
    assert!(doc.conditionals.is_empty(), "a take-back clears the lines");
    s.play(&bob(), &here(), None, "h9g7").unwrap();
    s.play(&alice(), &here(), None, "b0c2").unwrap();
    assert_eq!(f.doc(&id).moves.len(), 3, "nothing answered alice's b0c2");
    s.resign(&alice(), &here(), None).unwrap();

    // The end of the game.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7 b0c2 b9c7")
        .unwrap();
    s.resign(&alice(), &here(), None).unwrap();
    assert!(f.doc(&id).conditionals.is_empty(), "resigning clears them");
    let over = user_error(s.conditional_list(&bob(), &here(), Some(id.as_str())));
    assert!(matches!(over, UserError::GameOver { .. }), "{over:?}");
    let over = user_error(s.conditional_add(&bob(), &here(), Some(id.as_str()), "h2e2 h9g7"));
    assert!(matches!(over, UserError::GameOver { .. }), "{over:?}");

    // And a loss on time.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7")
        .unwrap();
    f.clock
        .advance(Duration::from_secs(f.doc(&id).time_per_move) + HOUR);
    s.tick().unwrap();
    let doc = f.doc(&id);
    assert!(doc.finished.is_some() && doc.conditionals.is_empty());
}

/// Xiangqi, Red to move: after any move of Red's but the king's, the black chariot a8a0 mates
/// (the other chariot holds rank 1).
const BLACK_MATES_AFTER_ANY_MOVE: &str = "3k5/r8/9/9/9/9/8P/9/1r7/4K4 w - - 0 1";

#[test]
fn a_reply_that_mates_ends_the_game_as_a_typed_one_would() {
    let f = Fixture::new();
    let s = &f.service;
    let slot = |a: Actor| PlayerSlot {
        user: a.user,
        name: a.name,
    };
    let doc = started_from(
        "MATE",
        GameKind::Xiangqi,
        BLACK_MATES_AFTER_ANY_MOVE,
        [slot(alice()), slot(bob())],
        s.now(),
    );
    assert!(s.store().insert_game(&doc, None).unwrap());
    let id = doc.id;
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    s.conditional_add(&bob(), &here(), None, "i3i4 a8a0")
        .unwrap();
    s.conditional_add(&bob(), &here(), None, "e0f0 a8a0")
        .unwrap();
    let response = s.play(&alice(), &here(), None, "i3i4").unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves, ["i3i4", "a8a0"]);
    let finished = doc.finished.as_ref().expect("the reply mated");
    assert_eq!(finished.outcome.winner(), Some(Side::Second));
    assert!(doc.conditionals.is_empty(), "the end clears every line");
    assert_eq!(doc.deadline, None);
    let reply = response.reply.text.en();
    assert!(reply.contains("bob's conditional line answered"), "{reply}");
    assert!(reply.contains("checkmate"), "{reply}");
    let to_bob = notices_to(&response, bob().user);
    assert_eq!(to_bob.len(), 1, "{:?}", response.notices);
    assert_eq!(to_bob[0].kind, NoticeKind::GameOver);
    let told = to_bob[0].text.en();
    assert!(
        told.contains("your conditional line answered") && told.contains("is over"),
        "{told}"
    );
    // Rated as any game that ended by the rules.
    let board = s
        .store()
        .leaderboard(kibitz::store::BoardScope::Global, GameKind::Xiangqi)
        .unwrap();
    assert_eq!(board.len(), 2);
}

#[test]
fn lines_are_hidden_from_the_opponent() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7 b0c2 b9c7")
        .unwrap();
    let secrets = ["h9g7", "H8+7", "b9c7", "onditional", "↪"];
    let seen = |text: String| {
        for secret in secrets {
            assert!(!text.contains(secret), "{secret} shown: {text}");
        }
    };
    for reader in [alice(), carol()] {
        let board = s.board(&reader, &here(), Some(id.as_str()), None).unwrap();
        seen(board.text.en());
        assert!(board.aside.is_none());
        let export = s.export(&reader, &here(), Some(id.as_str())).unwrap();
        seen(export.text.en());
        for file in &export.attachments {
            seen(String::from_utf8_lossy(&file.bytes).into_owned());
        }
        assert!(export.aside.is_none());
    }
    seen(s.games(&alice(), &here()).unwrap().text.en());
    for choice in s.suggest_moves(&alice(), &here(), None, "") {
        assert!(choice.canonical != "h9g7", "alice's moves only");
    }
    // Alice's own conditional commands show her nothing of bob's.
    let mine = s
        .conditional_list(&alice(), &here(), None)
        .unwrap()
        .text
        .en();
    assert!(mine.contains("You have no conditional lines"), "{mine}");
    assert!(!mine.contains("h9g7"), "{mine}");
    let cleared = s.conditional_clear(&alice(), &here(), None).unwrap();
    assert!(
        cleared.text.en().contains("no conditional lines"),
        "{}",
        cleared.text.en()
    );
    assert_eq!(f.doc(&id).conditionals.len(), 1, "alice cannot clear bob's");
    // Bob's own clear does.
    let cleared = s.conditional_clear(&bob(), &here(), None).unwrap();
    assert!(cleared.ephemeral);
    assert!(
        cleared.text.en().contains("Your conditional line on game"),
        "{}",
        cleared.text.en()
    );
    assert!(f.doc(&id).conditionals.is_empty());
}

/// A line of `plies` legal moves from the start of a Xiangqi game, chosen pseudo-randomly
/// (the game does not end on the way).
fn some_line(plies: usize) -> Vec<String> {
    let mut game = kibitz::games::new_game(GameKind::Xiangqi, None).unwrap();
    let mut rng = Rng(0x5eed_1234);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = game.legal_moves(Notation::Canonical);
        let mv = legal[rng.next() % legal.len()].clone();
        game.play(&mv).unwrap();
        assert!(game.outcome().is_none(), "the line must not end the game");
        moves.push(mv);
    }
    moves
}

#[test]
fn lines_keep_within_lichesss_limits() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    // Thirty plies fit; thirty-one do not.
    let long = some_line(31);
    let added = s
        .conditional_add(&bob(), &here(), None, &long[..30].join(" "))
        .unwrap();
    assert!(
        added.text.en().contains("(1 of 30 lines)"),
        "{}",
        added.text.en()
    );
    let refused = user_error(s.conditional_add(&bob(), &here(), None, &long.join(" ")));
    assert!(
        matches!(refused, UserError::ConditionalTooLong { limit: 30 }),
        "{refused:?}"
    );
    assert!(
        refused.en().contains("at most 30 moves"),
        "{}",
        refused.en()
    );
    s.conditional_clear(&bob(), &here(), None).unwrap();

    // Thirty lines, one for each of thirty of alice's first moves; the thirty-first is refused.
    let start = replay(&f.doc(&id).record()).unwrap();
    let lines: Vec<String> = start
        .legal_moves(Notation::Canonical)
        .into_iter()
        .take(31)
        .map(|first| {
            let mut game = start.clone_box();
            game.play(&first).unwrap();
            format!("{first} {}", game.legal_moves(Notation::Canonical)[0])
        })
        .collect();
    for line in &lines[..30] {
        s.conditional_add(&bob(), &here(), None, line).unwrap();
    }
    let full = user_error(s.conditional_add(&bob(), &here(), None, &lines[30]));
    assert!(
        matches!(full, UserError::ConditionalTooMany { limit: 30, .. }),
        "{full:?}"
    );
    assert_eq!(
        f.doc(&id).conditionals.len(),
        30,
        "nothing written when refused"
    );
    // A line already held is merged, not counted again, even when full.
    let again = s.conditional_add(&bob(), &here(), None, &lines[0]).unwrap();
    assert!(
        again.text.en().contains("already hold") && again.text.en().contains("30 of 30"),
        "{}",
        again.text.en()
    );
}

#[test]
fn a_bad_line_names_the_move_and_what_would_do() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    // Unreadable: its place in the line, whose move, and legal moves there.
    let bad = user_error(s.conditional_add(&bob(), &here(), None, "h2e2 zz99"));
    let UserError::ConditionalBadMove {
        ply, mine, legal, ..
    } = &bad
    else {
        panic!("{bad:?}");
    };
    assert_eq!((*ply, *mine), (2, true));
    // Bob's legal moves after h2e2, as many as a refusal shows.
    assert_eq!(legal.len(), 12, "{legal:?}");
    assert_eq!(legal[0], "a6a5");
    let said = bad.en();
    assert!(
        said.contains("move 2 of the line (your answer)")
            && said.contains("'zz99'")
            && said.contains("(legal there: a6a5, "),
        "{said}"
    );
    // Illegal, at alice's move.
    let bad = user_error(s.conditional_add(&bob(), &here(), None, "h2e3 h9g7"));
    let said = bad.en();
    assert!(
        said.contains("move 1 of the line (alice's move)") && said.contains("'h2e3'"),
        "{said}"
    );
    // A line must end with the author's answer.
    for odd in ["h2e2", "", "h2e2 h9g7 b0c2"] {
        let bad = user_error(s.conditional_add(&bob(), &here(), None, odd));
        assert!(
            matches!(bad, UserError::ConditionalNeedsReply { .. }),
            "{odd}: {bad:?}"
        );
        assert!(
            bad.en().contains("alice's move, then your answer"),
            "{}",
            bad.en()
        );
    }
    // On one's own turn: play instead.
    let own = user_error(s.conditional_add(&alice(), &here(), None, "h9g7 h2e2"));
    assert!(matches!(own, UserError::ConditionalOwnTurn(_)), "{own:?}");
    assert!(
        own.en().contains("it is your turn") && own.en().contains("`/move`"),
        "{}",
        own.en()
    );
    // Not a player.
    let outsider = user_error(s.conditional_add(&carol(), &here(), Some(id.as_str()), "h2e2 h9g7"));
    assert!(matches!(outsider, UserError::NotAPlayer(_)), "{outsider:?}");

    // A second answer to the same moves conflicts, naming the line it disagrees with; the same
    // line again, or one that goes further, is merged.
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7")
        .unwrap();
    let conflict = user_error(s.conditional_add(&bob(), &here(), None, "h2e2 b9c7 b0c2 h9g7"));
    assert!(
        matches!(&conflict, UserError::ConditionalConflict { ply: 2, .. }),
        "{conflict:?}"
    );
    let said = conflict.en();
    assert!(
        said.contains("your line `h2e2 h9g7` answers the same moves with h9g7 at move 2, not b9c7"),
        "{said}"
    );
    let same = s
        .conditional_add(&bob(), &here(), None, "C2=5 H8+7")
        .unwrap();
    assert!(
        same.text.en().contains("already hold"),
        "{}",
        same.text.en()
    );
    let longer = s
        .conditional_add(&bob(), &here(), None, "h2e2 h9g7 b0c2 b9c7")
        .unwrap();
    assert!(
        longer.text.en().contains("(1 of 30 lines)"),
        "{}",
        longer.text.en()
    );
    assert_eq!(
        f.doc(&id).conditionals[0].moves,
        ["h2e2", "h9g7", "b0c2", "b9c7"],
        "the longer line replaced its beginning"
    );
    // Nothing refused was written.
    assert_eq!(f.doc(&id).conditionals.len(), 1);
}

#[test]
fn a_stale_line_that_can_no_longer_be_played_is_dropped_with_a_notice() {
    let f = Fixture::new();
    let s = &f.service;
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    // A line from an older store: its reply is not legal after alice's move.
    let mut doc = f.doc(&id);
    doc.conditionals = vec![ConditionalDoc {
        by: bob().user,
        moves: vec!["h2e2".into(), "h9h5".into(), "b0c2".into(), "b9c7".into()],
        at: START,
    }];
    s.store().update_game(&doc, &[]).unwrap();
    let response = s.play(&alice(), &here(), None, "h2e2").unwrap();
    let doc = f.doc(&id);
    assert_eq!(doc.moves, ["h2e2"], "the stale reply was not played");
    assert_eq!(doc.to_move, Side::Second);
    assert!(doc.conditionals.is_empty(), "the line was dropped");
    assert!(
        !response.reply.text.en().contains("h9h5"),
        "the opponent is not told"
    );
    let to_bob = notices_to(&response, bob().user);
    let dropped: Vec<String> = to_bob
        .iter()
        .filter(|n| n.private)
        .map(|n| n.text.en())
        .collect();
    assert_eq!(dropped.len(), 1, "{:?}", response.notices);
    assert!(
        dropped[0].contains("your conditional line could not answer C2=5 with h9h5")
            && dropped[0].contains("it is your move"),
        "{}",
        dropped[0]
    );
    assert!(
        to_bob
            .iter()
            .any(|n| !n.private && n.kind == NoticeKind::YourTurn),
        "bob's usual your-turn notice too: {:?}",
        response.notices
    );
}

#[test]
fn the_line_autocomplete_alternates_the_opponents_moves_and_the_players() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let start = replay(&f.doc(&id).record()).unwrap();
    // Nothing typed: alice's moves, named as hers.
    let first = s.line_choices(&bob(), &here(), None, "");
    assert_eq!(first.len(), 25);
    assert!(first
        .iter()
        .all(|c| start.legal_moves(Notation::Canonical).contains(&c.value)));
    assert!(
        first[0].name.en().starts_with("if alice plays"),
        "{}",
        first[0].name.en()
    );
    // A square typed: the moves from it.
    let from_h2 = s.line_choices(&bob(), &here(), None, "h2");
    // The moves from h2 first (then those whose usual notation starts so, H2+3).
    assert!(
        from_h2[..12].iter().all(|c| c.value.starts_with("h2")),
        "{from_h2:?}"
    );
    assert!(from_h2.iter().any(|c| c.value == "h2e2"), "{from_h2:?}");
    // A move and a space: bob's answers after it, following what was typed.
    let answers = s.line_choices(&bob(), &here(), None, "h2e2 ");
    assert_eq!(answers.len(), 25);
    assert!(
        answers.iter().all(|c| c.value.starts_with("h2e2 ")),
        "{answers:?}"
    );
    assert_eq!(answers[0].name.en(), "h2e2 → you answer P1+1 (a6a5)");
    let answers = s.line_choices(&bob(), &here(), None, "h2e2 h9");
    assert!(
        answers.iter().any(|c| c.value == "h2e2 h9g7"),
        "{answers:?}"
    );
    let named = answers.iter().find(|c| c.value == "h2e2 h9g7").unwrap();
    assert_eq!(named.name.en(), "h2e2 → you answer H8+7 (h9g7)");
    let partial = s.line_choices(&bob(), &here(), None, "h2e2, h9");
    assert!(
        partial.iter().all(|c| c.value.starts_with("h2e2 h9")),
        "{partial:?}"
    );
    // Then alice's again.
    let next = s.line_choices(&bob(), &here(), None, "h2e2 h9g7 b0");
    assert!(next.iter().any(|c| c.value == "h2e2 h9g7 b0c2"), "{next:?}");
    assert!(
        next[0].name.en().contains("if alice plays"),
        "{}",
        next[0].name.en()
    );
    for c in first.iter().chain(&answers).chain(&next) {
        assert!(c.value.chars().count() <= 100);
    }
    // A bad move on the way is named.
    let bad = s.line_choices(&bob(), &here(), None, "h2e2 zz99 ");
    assert_eq!(bad.len(), 1);
    assert!(
        bad[0].name.en().contains("move 2 of the line"),
        "{}",
        bad[0].name.en()
    );
    // On alice's own turn: one choice saying why.
    let own = s.line_choices(&alice(), &here(), None, "");
    assert_eq!(own.len(), 1);
    assert_eq!(own[0].value, NO_MOVE);
    assert!(
        own[0].name.en().contains("it is your turn"),
        "{}",
        own[0].name.en()
    );
}

/// An engine that always plays the first legal move (in canonical order), calmly: the
/// computer's moves are known in advance.
struct FirstLegal;

impl Engine for FirstLegal {
    fn best_move(
        &mut self,
        game: &dyn AnyGame,
        _limits: &Limits,
        _info: &mut dyn FnMut(&Info),
    ) -> Option<Found> {
        Some(Found {
            best: game.legal_moves(Notation::Canonical).first()?.clone(),
            score: 0,
            depth: 3,
            nodes: 1,
        })
    }
}

#[test]
fn a_line_answers_the_computers_move_and_the_computer_moves_again() {
    let config = ServiceConfig {
        search_threads: 1,
        ..config()
    };
    let Fixture {
        dir,
        clock,
        service,
    } = Fixture::with_config(config);
    let engines: EngineFactory = Arc::new(|_| Box::new(FirstLegal));
    let f = Fixture {
        dir,
        clock,
        service: service.with_engines(engines),
    };
    let s = &f.service;
    s.set_notifications(&alice(), NotifyPref::Dm).unwrap();
    let id = s
        .challenge_computer(
            &alice(),
            &here(),
            ComputerChallenge {
                game: GameKind::Xiangqi,
                level: Some(2),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap()
        .started
        .unwrap()
        .game;
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    // While the computer thinks (its move is written when the search is collected), alice
    // foresees it.
    let mut game = replay(&f.doc(&id).record()).unwrap();
    let theirs = game.legal_moves(Notation::Canonical)[0].clone();
    game.play(&theirs).unwrap();
    let mine = game.legal_moves(Notation::Canonical)[0].clone();
    game.play(&mine).unwrap();
    let after = game.legal_moves(Notation::Canonical)[0].clone();
    s.conditional_add(&alice(), &here(), None, &format!("{theirs} {mine}"))
        .unwrap();
    let notices = s.settle_computer(Duration::from_secs(60)).unwrap();
    let doc = f.doc(&id);
    assert_eq!(
        doc.moves,
        ["h2e2".to_string(), theirs, mine, after],
        "the line answered the computer, which then moved again"
    );
    assert!(doc.conditionals.is_empty());
    assert_eq!(doc.to_move, Side::First);
    assert!(doc.deadline.is_some(), "alice's clock runs");
    let said: Vec<String> = notices.iter().map(|n| n.text.en()).collect();
    assert!(
        said.iter()
            .any(|t| t.contains("alice's conditional line answered")),
        "{said:?}"
    );
    assert!(
        notices
            .iter()
            .any(|n| n.private && n.text.en().contains("your conditional line answered")),
        "{said:?}"
    );
}

/// Bob's line foresees alice's move; alice's clients send it many times at once, through
/// `services` (one, or several over one database): the move is played once and answered
/// once.
fn race_the_foreseen_move(services: &[Arc<Service>], rounds: usize) {
    for round in 0..rounds {
        let id = start_on(&services[0]);
        services[1 % services.len()]
            .conditional_add(&bob(), &here(), Some(id.as_str()), "h2e2 h9g7 b0c2 b9c7")
            .unwrap();
        let threads = 8;
        let barrier = Arc::new(Barrier::new(threads));
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let service = services[i % services.len()].clone();
                let barrier = barrier.clone();
                let game = id.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    service.play(&alice(), &here(), Some(game.as_str()), "h2e2")
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let played = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(played, 1, "round {round}: {results:?}");
        for error in results.iter().filter_map(|r| r.as_ref().err()) {
            assert!(
                matches!(
                    error,
                    ServiceError::User(
                        UserError::NotYourTurn { .. }
                            | UserError::GameMovedOn(_)
                            | UserError::BadMove { .. }
                    )
                ),
                "round {round}: {error:?}"
            );
        }
        let doc = services[0].game_doc(&id).unwrap();
        assert_eq!(doc.moves, ["h2e2", "h9g7"], "round {round}: answered once");
        assert_eq!(doc.conditionals.len(), 1);
        assert_eq!(doc.conditionals[0].moves, ["b0c2", "b9c7"]);
        assert_eq!(
            doc.version, 2,
            "the add, then one write for the move and its answer"
        );
    }
}

#[test]
fn a_foreseen_move_sent_many_times_at_once_is_answered_once() {
    let f = Fixture::new();
    race_the_foreseen_move(&[Arc::new(f.service)], 10);
}

#[test]
fn a_foreseen_move_raced_through_two_services_on_postgres_is_answered_once() {
    let name = "a_foreseen_move_raced_through_two_services_on_postgres_is_answered_once";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    let clock = TestClock::new(START);
    let open = || {
        Arc::new(
            Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config())
                .unwrap(),
        )
    };
    race_the_foreseen_move(&[open(), open()], 10);
}

#[test]
fn a_store_trait_object_is_enough_to_read_the_lines_back() {
    // Lines survive a restart (they are in the game's record).
    let f = Fixture::new();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    f.service
        .conditional_add(&bob(), &here(), None, "h2e2 h9g7")
        .unwrap();
    let f = f.restart();
    let store: &dyn Store = f.service.store();
    assert_eq!(store.game(&id).unwrap().unwrap().conditionals.len(), 1);
    f.service.play(&alice(), &here(), None, "h2e2").unwrap();
    assert_eq!(f.doc(&id).moves, ["h2e2", "h9g7"]);
}
