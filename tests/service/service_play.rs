//! Moves, endings, resignation, draws, take-backs, looking at games, leaderboards.

use crate::service_support;

use kibitz::games::{replay, GameKind, MoveError, Notation, Side};
use kibitz::i18n::{say, Lang};
use kibitz::service::*;
use kibitz::store::BoardScope;
use service_support::*;

fn legal(f: &Fixture, id: &GameId) -> Vec<String> {
    replay(&f.doc(id).record())
        .unwrap()
        .legal_moves(Notation::Canonical)
}

#[test]
fn only_the_player_to_move_may_move_and_only_legal_moves() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    let first = legal(&f, &id)[0].clone();
    // bob plays second.
    let e = user_error(s.play(&bob(), &here(), None, &first));
    assert_eq!(
        e,
        UserError::NotYourTurn {
            game: id.clone(),
            waiting_for: kibitz::store::PlayerSlot {
                user: alice().user,
                name: "alice".into()
            }
        }
    );
    assert_eq!(
        user_error(s.play(&carol(), &here(), Some(id.as_str()), &first)),
        UserError::NotAPlayer(id.clone())
    );
    // carol has no game, so without an id there is nothing to move in.
    assert_eq!(
        user_error(s.play(&carol(), &here(), None, &first)),
        UserError::NoGameHere
    );
    // Unreadable text: the engine says why, and the answer shows moves that look right.
    match user_error(s.play(&alice(), &here(), None, "hello")) {
        e @ UserError::BadMove {
            error: MoveError::Unreadable { .. },
            ..
        } => {
            let text = e.message().en();
            assert!(
                text.starts_with("'hello' is not a move") && text.contains(&first),
                "{text}"
            )
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(f.doc(&id).moves.len(), 0, "refused moves change nothing");

    let response = s.play(&alice(), &here(), None, &first).unwrap();
    assert!(
        response.reply.text.en().contains("alice played"),
        "{}",
        response.reply.text.en()
    );
    assert_eq!(
        response.reply.mentions,
        [bob().user],
        "the next player is pinged"
    );
    assert!(response.reply.board_text.is_some());
    let doc = f.doc(&id);
    assert_eq!(doc.moves, [first]);
    assert_eq!(doc.to_move, Side::Second);
    assert_eq!(doc.deadline, Some(START.plus(3 * DAY)));
    // A move made from another channel still pings the next player in the game's channel.
    let reply = s
        .play(&bob(), &elsewhere(), Some(id.as_str()), &legal(&f, &id)[0])
        .unwrap();
    assert!(
        reply.reply.mentions.is_empty(),
        "no ping in the wrong channel"
    );
    let pings: Vec<_> = reply
        .notices
        .iter()
        .filter(|n| n.kind == NoticeKind::YourTurn && n.user == alice().user)
        .collect();
    assert_eq!(pings.len(), 1, "{:?}", reply.notices);
    assert_eq!(pings[0].channel, here().channel);
    assert_eq!(pings[0].delivery, NotifyPref::Mention);
    assert_eq!(f.doc(&id).moves.len(), 2);
}

#[test]
fn an_illegal_move_gets_the_engines_reason() {
    let f = Fixture::new();
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    let legal_now = legal(&f, &id);
    // A well-formed coordinate move that is not legal: try squares until one is refused as
    // illegal (not unreadable).
    let files = "abcdefghi";
    let mut found = None;
    'outer: for a in files.chars() {
        for b in files.chars() {
            let text = match kind {
                GameKind::Xiangqi => format!("{a}0{b}5"),
                _ => format!("{a}1{b}4"),
            };
            if legal_now.contains(&text) {
                continue;
            }
            if let Err(ServiceError::User(UserError::BadMove {
                error: MoveError::Illegal { reason, .. },
                ..
            })) = f.service.play(&alice(), &here(), None, &text)
            {
                found = Some(reason);
                break 'outer;
            }
        }
    }
    let reason = found.expect("some coordinate move is refused as illegal");
    assert!(!reason.to_string().is_empty());
}

#[test]
fn every_available_game_plays_to_a_rules_ending_and_then_refuses_moves() {
    for kind in GameKind::ALL {
        let f = Fixture::new();
        let id = f.start(kind, &alice(), &bob(), &here());
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ kind as u64);
        let ended = f.playout(&id, &alice(), &bob(), 3000, |_, _| rng.next());
        assert!(ended, "{kind} playout did not end in 3000 plies");
        let doc = f.doc(&id);
        let finished = doc.finished.clone().unwrap();
        // The service agrees with a fresh replay of the record.
        let game = replay(&doc.record()).unwrap();
        assert_eq!(game.outcome(), Some(&finished.outcome));
        assert_eq!(doc.deadline, None);
        assert_eq!(
            f.service
                .store()
                .due_games(Timestamp(i64::MAX - 1))
                .unwrap(),
            []
        );
        let e = user_error(f.service.play(&alice(), &here(), Some(id.as_str()), "a1a2"));
        assert!(matches!(e, UserError::GameOver { .. }), "{e:?}");
        // Both players are on the leaderboards.
        let board = f
            .service
            .store()
            .leaderboard(BoardScope::Server(ServerId(100)), kind)
            .unwrap();
        assert_eq!(board.len(), 2);
        assert!(board.iter().all(|r| r.played == 1));
        let total: f64 = board.iter().map(|r| r.points).sum();
        assert_eq!(total, 1.0, "a game gives out one point in all");
    }
}

#[test]
fn resignation_ends_the_game_for_the_opponent() {
    let f = Fixture::new();
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    f.play_first_legal(&id, &alice(), &bob());
    assert!(matches!(
        user_error(f.service.resign(&carol(), &here(), Some(id.as_str()))),
        UserError::NotAPlayer(_)
    ));
    // alice hears of it by direct message, as she asked.
    f.service
        .set_notifications(&alice(), NotifyPref::Dm)
        .unwrap();
    let r = f.service.resign(&bob(), &here(), None).unwrap();
    assert!(r.reply.text.en().contains("resigned"));
    assert!(r.reply.mentions.is_empty());
    assert_eq!(r.notices.len(), 1);
    assert_eq!(r.notices[0].user, alice().user);
    assert_eq!(r.notices[0].kind, NoticeKind::GameOver);
    assert_eq!(r.notices[0].delivery, NotifyPref::Dm);
    let finished = f.doc(&id).finished.unwrap();
    assert_eq!(finished.outcome.winner(), Some(Side::First));
    assert_eq!(finished.outcome.reason().as_str(), "resignation");
    assert!(matches!(
        user_error(f.service.resign(&alice(), &here(), Some(id.as_str()))),
        UserError::GameOver { .. }
    ));
}

/// A game kind where draws may be offered from the start (Topo needs 40 plies and a capture).
const DRAWABLE: GameKind = GameKind::Xiangqi;

#[test]
fn draw_offers_are_accepted_declined_or_lapse() {
    let kind = DRAWABLE;
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(kind, &alice(), &bob(), &here());
    assert_eq!(
        user_error(s.draw(&bob(), &here(), None, DrawAction::Accept)),
        UserError::NoDrawOffer(id.clone())
    );
    let offer = s.draw(&alice(), &here(), None, DrawAction::Offer).unwrap();
    assert_eq!(offer.reply.mentions, [bob().user]);
    assert_eq!(
        user_error(s.draw(&alice(), &here(), None, DrawAction::Offer)),
        UserError::DrawAlreadyOffered(id.clone())
    );
    assert_eq!(
        user_error(s.draw(&alice(), &here(), None, DrawAction::Accept)),
        UserError::OwnDrawOffer
    );
    // Declined.
    s.draw(&bob(), &here(), None, DrawAction::Decline).unwrap();
    assert!(f.doc(&id).draw_offer.is_none());
    // Offered again; the offerer moves: the offer stands. The opponent moves instead of
    // answering: it lapses, and the old button no longer works.
    let offer = s.draw(&alice(), &here(), None, DrawAction::Offer).unwrap();
    let accept_button = offer.reply.buttons[0].custom_id();
    f.play_first_legal(&id, &alice(), &bob());
    assert!(
        f.doc(&id).draw_offer.is_some(),
        "the offerer's own move keeps the offer"
    );
    assert_eq!(
        user_error(s.press(&bob(), &here(), &accept_button)),
        UserError::StaleButton
    );
    f.play_first_legal(&id, &alice(), &bob());
    assert!(
        f.doc(&id).draw_offer.is_none(),
        "the opponent's move lapses the offer"
    );
    // Offered by bob and accepted by alice's button.
    let offer = s.draw(&alice(), &here(), None, DrawAction::Offer).unwrap();
    let r = s
        .press(&bob(), &here(), &offer.reply.buttons[0].custom_id())
        .unwrap();
    assert!(r.reply.text.en().contains("draw"), "{}", r.reply.text.en());
    let finished = f.doc(&id).finished.unwrap();
    assert_eq!(finished.outcome.winner(), None);
    assert_eq!(finished.outcome.reason().as_str(), "agreement");
    let row = s
        .store()
        .rating(BoardScope::Global, kind, alice().user)
        .unwrap()
        .unwrap();
    assert_eq!((row.points, row.draws, row.played), (0.5, 1, 1));
}

#[test]
fn take_backs_by_agreement() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    assert_eq!(
        user_error(s.takeback(&alice(), &here(), None, TakebackAction::Ask)),
        UserError::NothingToTakeBack(id.clone())
    );
    f.play_first_legal(&id, &alice(), &bob());
    let after_one = f.doc(&id);
    // alice takes back her own move: one ply.
    let ask = s
        .takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    assert_eq!(ask.reply.mentions, [bob().user]);
    assert_eq!(
        user_error(s.takeback(&alice(), &here(), None, TakebackAction::Accept)),
        UserError::OwnTakeback
    );
    s.press(&bob(), &here(), &ask.reply.buttons[0].custom_id())
        .unwrap();
    let doc = f.doc(&id);
    assert!(doc.moves.is_empty());
    assert_eq!(doc.to_move, Side::First);
    assert_ne!(doc.position, after_one.position);

    // Two moves; alice asks after bob replied: both plies go, and it is alice's move again.
    f.play_first_legal(&id, &alice(), &bob());
    f.play_first_legal(&id, &alice(), &bob());
    s.takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    s.takeback(&bob(), &here(), None, TakebackAction::Accept)
        .unwrap();
    let doc = f.doc(&id);
    assert!(doc.moves.is_empty());
    assert_eq!(doc.to_move, Side::First);

    // Declined, and a stale button after a move.
    f.play_first_legal(&id, &alice(), &bob());
    let ask = s
        .takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    s.takeback(&bob(), &here(), None, TakebackAction::Decline)
        .unwrap();
    assert_eq!(f.doc(&id).moves.len(), 1);
    assert_eq!(
        user_error(s.press(&bob(), &here(), &ask.reply.buttons[0].custom_id())),
        UserError::StaleButton
    );
    assert_eq!(
        user_error(s.takeback(&bob(), &here(), None, TakebackAction::Accept)),
        UserError::NoTakebackRequest(id.clone())
    );
    // A request lapses when a move is played.
    s.takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    f.play_first_legal(&id, &alice(), &bob());
    assert!(f.doc(&id).takeback.is_none());
}

#[test]
fn games_are_found_without_an_id_when_there_is_only_one() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let one = f.start(kind, &alice(), &bob(), &here());
    // alice has one game: no id needed, here or anywhere.
    assert!(s
        .board(&alice(), &elsewhere(), None, None)
        .unwrap()
        .text
        .en()
        .contains(one.as_str()));
    let two = f.start(kind, &alice(), &carol(), &elsewhere());
    // Now one per channel: the channel decides.
    assert!(s
        .board(&alice(), &here(), None, None)
        .unwrap()
        .text
        .en()
        .contains(one.as_str()));
    assert!(s
        .board(&alice(), &elsewhere(), None, None)
        .unwrap()
        .text
        .en()
        .contains(two.as_str()));
    let third_place = Place::new(Some(ServerId(100)), ChannelId(999));
    match user_error(s.board(&alice(), &third_place, None, None)) {
        UserError::WhichGame { games, here } => {
            assert_eq!(games.len(), 2);
            assert!(!here, "neither game is in this third channel");
        }
        other => panic!("{other:?}"),
    }
    // Ids are typed in any case.
    let lower = one.as_str().to_ascii_lowercase();
    assert!(s
        .board(&carol(), &here(), Some(&lower), None)
        .unwrap()
        .text
        .en()
        .contains(one.as_str()));
    assert!(matches!(
        user_error(s.board(&alice(), &here(), Some("QQQQ"), None)),
        UserError::NoSuchGame(_)
    ));
}

#[test]
fn the_games_list_puts_active_games_first_and_marks_your_turn() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let waiting = f.start(kind, &bob(), &alice(), &here());
    let mine = f.start(kind, &alice(), &carol(), &elsewhere());
    let over = f.start(
        kind,
        &alice(),
        &bob(),
        &Place::new(Some(ServerId(100)), ChannelId(5)),
    );
    f.play_first_legal(&over, &alice(), &bob());
    f.play_first_legal(&over, &alice(), &bob());
    s.resign(&bob(), &here(), Some(over.as_str())).unwrap();
    let text = s.games(&alice(), &here()).unwrap().text.en();
    let pos = |id: &GameId| text.find(id.as_str()).unwrap();
    assert!(pos(&mine) < pos(&waiting), "your turn first:\n{text}");
    assert!(pos(&waiting) < pos(&over), "finished last:\n{text}");
    let mine_line = text.lines().find(|l| l.contains(mine.as_str())).unwrap();
    assert!(
        mine_line.contains("your turn") && mine_line.contains("3 days left"),
        "{mine_line}"
    );
    let over_line = text.lines().find(|l| l.contains(over.as_str())).unwrap();
    assert!(over_line.contains("won"), "{over_line}");
}

#[test]
fn suggestions_are_the_legal_moves_matching_the_typed_text() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    let legal_now = legal(&f, &id);
    let all = s.suggest_moves(&alice(), &here(), None, "");
    assert_eq!(all.len(), legal_now.len().min(25));
    let square = &legal_now[0][..2];
    let from_square = s.suggest_moves(&alice(), &here(), None, square);
    assert!(!from_square.is_empty());
    let expected = legal_now.iter().filter(|m| m.starts_with(square)).count();
    assert!(from_square[..expected.min(25)]
        .iter()
        .all(|c| c.canonical.starts_with(square)));
    assert!(
        s.suggest_moves(&bob(), &here(), None, "").is_empty(),
        "not bob's turn"
    );
    assert!(s.suggest_moves(&carol(), &here(), None, "").is_empty());
}

#[test]
fn export_writes_tags_then_numbered_moves_then_the_result() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    let id = f.start(kind, &alice(), &bob(), &here());
    let m1 = f.play_first_legal(&id, &alice(), &bob());
    let _ = m1;
    f.play_first_legal(&id, &alice(), &bob());
    f.play_first_legal(&id, &alice(), &bob());
    s.resign(&bob(), &here(), None).unwrap();
    let doc = f.doc(&id);
    let reply = s.export(&alice(), &here(), Some(id.as_str())).unwrap();
    let record = String::from_utf8(reply.attachments[0].bytes.clone()).unwrap();
    assert_eq!(reply.attachments[0].filename, format!("{id}.txt"));
    let first_name = {
        let n = kind.side_name(Side::First);
        n[..1].to_uppercase() + &n[1..]
    };
    assert!(
        record.starts_with(&format!("[Game \"{}\"]\n", kind.title())),
        "{record}"
    );
    assert!(
        record.contains(&format!("[{first_name} \"alice\"]")),
        "{record}"
    );
    assert!(record.contains("[Result \"1-0\"]"));
    assert!(record.contains("[Termination \"resignation\"]"));
    assert!(record.contains("[Date \"2027."), "{record}");
    let moves_line = format!(
        "1. {} {} 2. {} 1-0",
        doc.moves[0], doc.moves[1], doc.moves[2]
    );
    assert!(record.trim_end().ends_with(&moves_line), "{record}");
    // The default with no id and no active game: the last finished game.
    let again = s.export(&alice(), &here(), None).unwrap();
    assert_eq!(again.attachments[0].bytes, reply.attachments[0].bytes);
}

#[test]
fn leaderboards_and_ratings_after_a_series() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    // alice beats bob three times here; bob beats carol once elsewhere; alice and carol draw? (by
    // resignation only, to stay engine-agnostic: carol resigns to alice elsewhere).
    // Two moves in each game first: fewer would abort it unrated.
    for _ in 0..3 {
        let id = f.start(kind, &alice(), &bob(), &here());
        f.play_first_legal(&id, &alice(), &bob());
        f.play_first_legal(&id, &alice(), &bob());
        s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
    }
    let id = f.start(kind, &bob(), &carol(), &elsewhere());
    f.play_first_legal(&id, &bob(), &carol());
    f.play_first_legal(&id, &bob(), &carol());
    s.resign(&carol(), &elsewhere(), Some(id.as_str())).unwrap();

    let here_board = s
        .store()
        .leaderboard(BoardScope::Server(ServerId(100)), kind)
        .unwrap();
    assert_eq!(here_board.len(), 2);
    let global = s.store().leaderboard(BoardScope::Global, kind).unwrap();
    assert_eq!(global.len(), 3);
    let row = |user: UserId| global.iter().find(|r| r.user == user).unwrap().clone();
    let (a, b, c) = (row(alice().user), row(bob().user), row(carol().user));
    assert_eq!((a.points, a.played, a.wins, a.losses), (3.0, 3, 3, 0));
    assert_eq!((b.points, b.played, b.wins, b.losses), (1.0, 4, 1, 3));
    assert_eq!((c.points, c.played, c.losses), (0.0, 1, 1));
    assert!(a.rating > 1500.0 && c.rating < 1500.0, "{a:?} {c:?}");
    assert!(a.rating > b.rating);
    assert!(a.deviation < 350.0, "deviation shrinks with games");

    let text = s
        .leaderboard(&here(), kind, Scope::Server)
        .unwrap()
        .text
        .en();
    let alice_at = text.find("alice").unwrap();
    let bob_at = text.find("bob").unwrap();
    assert!(alice_at < bob_at, "{text}");
    assert!(
        !text.contains("carol"),
        "carol never played on this server:\n{text}"
    );
    assert!(text.contains("3/0/0"), "{text}");
    let global_text = s
        .leaderboard(&here(), kind, Scope::Global)
        .unwrap()
        .text
        .en();
    assert!(global_text.contains("carol"));
    // A player seen under a new name is listed under it (the rating rows keep the old one).
    s.games(&Actor::new(carol().user, "Caroline"), &elsewhere())
        .unwrap();
    let renamed = s
        .leaderboard(&here(), kind, Scope::Global)
        .unwrap()
        .text
        .en();
    assert!(
        renamed.contains("Caroline") && !renamed.contains("carol "),
        "{renamed}"
    );

    let stats = s.stats(&alice(), &here(), Some(&bob())).unwrap().text.en();
    assert!(
        stats.contains("bob") && stats.contains("4 games") && stats.contains("(1/0/3)"),
        "{stats}"
    );
}

#[test]
fn rules_and_help_answer_for_every_game() {
    let f = Fixture::new();
    for kind in GameKind::ALL {
        // The start position; the words come from the message files (see src/i18n).
        let reply = f.service.rules(kind).unwrap();
        let start = kibitz::games::new_game(kind, None).unwrap().board_text();
        assert_eq!(reply.board_text.as_deref(), Some(start.as_str()));
    }
    let help = f.service.help();
    assert!(
        help.ephemeral && help.text.en().contains("/challenge") && help.text.en().contains("/move")
    );
}

#[test]
fn a_thread_per_game_setting_is_reported_when_a_game_starts() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    s.set_thread_per_game(&here(), true).unwrap();
    s.challenge(
        &alice(),
        &here(),
        ChallengeRequest {
            game: kind,
            opponent: Some(bob()),
            side: SideChoice::First,
            time_per_move: None,
        },
    )
    .unwrap();
    let started = s.accept(&bob(), &here(), None).unwrap().started.unwrap();
    assert!(started.thread_wanted);
    assert!(started.title.en().contains("alice vs bob"));
    // The Discord layer opens a thread and moves the game there.
    s.move_game_to_channel(&started.game, ChannelId(777))
        .unwrap();
    let thread = Place::new(Some(ServerId(100)), ChannelId(777));
    assert_eq!(
        s.store().game_ids_in(ChannelId(777)).unwrap(),
        std::slice::from_ref(&started.game)
    );
    assert!(s.board(&alice(), &thread, None, None).is_ok());
    s.set_thread_per_game(&here(), false).unwrap();
    s.challenge(
        &alice(),
        &here(),
        ChallengeRequest {
            game: kind,
            opponent: Some(bob()),
            side: SideChoice::First,
            time_per_move: None,
        },
    )
    .unwrap();
    assert!(
        !s.accept(&bob(), &here(), None)
            .unwrap()
            .started
            .unwrap()
            .thread_wanted
    );
}

#[test]
fn a_xiangqi_move_that_gives_check_says_so() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let quiet = s.play(&alice(), &here(), None, "h2e2").unwrap();
    assert!(
        quiet
            .reply
            .text
            .en()
            .starts_with("alice played **C2=5** (h2e2).\n"),
        "{}",
        quiet.reply.text.en()
    );
    s.play(&bob(), &here(), None, "h7e7").unwrap();
    s.play(&alice(), &here(), None, "b0c2").unwrap();
    // Black's cannon takes the soldier on e3 over e6, and Red's own cannon on e2 is now the
    // screen between it and Red's general.
    let check = s.play(&bob(), &here(), None, "e7e3").unwrap();
    assert!(
        check
            .reply
            .text
            .en()
            .starts_with("bob played **C5+4** (e7e3), check.\n"),
        "{}",
        check.reply.text.en()
    );
    let board = s.board(&alice(), &here(), Some(id.as_str()), None).unwrap();
    assert!(
        board.text.en().contains("\nLast move: C5+4, check\n"),
        "{}",
        board.text.en()
    );
}

/// Whether `user` has a rating row for Xiangqi on the global board.
fn rated(f: &Fixture, user: &Actor) -> bool {
    f.service
        .store()
        .rating(BoardScope::Global, GameKind::Xiangqi, user.user)
        .unwrap()
        .is_some()
}

#[test]
fn games_of_fewer_than_two_moves_are_aborted_unrated() {
    let f = Fixture::new();
    let s = &f.service;
    // Resigning at move 0.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let reply = s.resign(&alice(), &here(), None).unwrap().reply.text.en();
    assert_eq!(
        reply,
        format!(
            "alice resigned game {id}: aborted (resignation) and unrated: fewer than two moves \
             were played."
        )
    );
    let board = s.board(&bob(), &here(), Some(id.as_str()), None).unwrap();
    assert!(
        board
            .text
            .en()
            .contains("aborted (resignation) and unrated"),
        "{}",
        board.text.en()
    );
    assert!(!rated(&f, &alice()) && !rated(&f, &bob()), "unrated");

    // A draw agreed at move 0.
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.draw(&alice(), &here(), None, DrawAction::Offer).unwrap();
    let text = s
        .draw(&bob(), &here(), None, DrawAction::Accept)
        .unwrap()
        .reply
        .text;
    assert_eq!(
        say(Lang::En, &text.lines()[1]),
        format!("Game {id} had fewer than two moves: it is aborted and unrated.")
    );
    assert_eq!(
        say(Lang::It, &text.lines()[1]),
        format!("La partita {id} ha avuto meno di due mosse: è annullata e non conta per la classifica.")
    );
    assert!(!rated(&f, &alice()) && !rated(&f, &bob()), "unrated");

    // A loss on time after one move.
    let id = f.start_with(GameKind::Xiangqi, &alice(), &bob(), &here(), Some(HOUR));
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    f.clock.advance(2 * HOUR);
    let notices = s.tick().unwrap();
    assert!(
        notices.iter().any(|n| n.kind == NoticeKind::TimeLoss
            && n.text.en().contains("aborted (on time) and unrated")),
        "{notices:?}"
    );
    assert!(!f.doc(&id).is_active());
    assert!(!rated(&f, &alice()) && !rated(&f, &bob()), "unrated");
    let games = s.games(&alice(), &here()).unwrap().text.en();
    assert!(games.contains("aborted (on time) and unrated"), "{games}");

    // Two moves make a game: resigning now is rated.
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    s.play(&bob(), &here(), None, "h7e7").unwrap();
    let reply = s.resign(&alice(), &here(), None).unwrap().reply.text.en();
    assert!(!reply.contains("aborted"), "{reply}");
    assert!(rated(&f, &alice()) && rated(&f, &bob()));
}

/// Xiangqi, Red to move: the chariot i7i9 mates (the other chariot holds rank 8, and the
/// generals may not face each other on file d).
const RED_MATES_IN_ONE: &str = "4k4/R8/8R/9/9/9/9/9/9/3K5 w - - 0 1";

/// Stores a Xiangqi game between alice (Red) and bob from `start`, as if it had just started.
fn xiangqi_from(f: &Fixture, start: &str) -> GameId {
    game_from(f, GameKind::Xiangqi, start)
}

/// Stores a game of `kind` between alice (who moves first) and bob from `start`, as if it had
/// just started.
fn game_from(f: &Fixture, kind: GameKind, start: &str) -> GameId {
    use kibitz::store::PlayerSlot;
    let slot = |a: Actor| PlayerSlot {
        user: a.user,
        name: a.name,
    };
    let doc = started_from(
        "MATE",
        kind,
        start,
        [slot(alice()), slot(bob())],
        f.service.now(),
    );
    assert!(f.service.store().insert_game(&doc, None).unwrap());
    doc.id
}

#[test]
fn a_finished_game_is_drawn_from_the_side_that_played_last() {
    let f = Fixture::with_config(ServiceConfig {
        pictures: true,
        ..config()
    });
    let s = &f.service;
    let id = xiangqi_from(&f, RED_MATES_IN_ONE);
    let mate = s.play(&alice(), &here(), None, "i7i9").unwrap();
    assert!(!f.doc(&id).is_active(), "checkmate");
    // The deciding move's picture: Red (the mover, the winner) at the bottom, not Black.
    assert_eq!(mate.reply.pictures[0].perspective, Some(Side::First));
    // `board` of the finished game: a player sees it from their side; anyone else from the
    // side that played last.
    let seen = |actor: &Actor| {
        s.board(actor, &here(), Some(id.as_str()), None)
            .unwrap()
            .pictures[0]
            .perspective
    };
    assert_eq!(seen(&carol()), Some(Side::First));
    assert_eq!(seen(&bob()), Some(Side::Second));
    // A game still on is drawn for the side to move, as before.
    let going = f.start(GameKind::Xiangqi, &carol(), &dave(), &elsewhere());
    s.play(&carol(), &elsewhere(), None, "h2e2").unwrap();
    assert_eq!(
        s.board(&alice(), &here(), Some(going.as_str()), None)
            .unwrap()
            .pictures[0]
            .perspective,
        None
    );
}

#[test]
fn a_move_legal_in_only_one_game_here_is_played_there() {
    let f = Fixture::new();
    let s = &f.service;
    let xiangqi = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let topo = f.start(GameKind::Topo, &alice(), &carol(), &here());
    let played = s.play(&alice(), &here(), None, "h2e2").unwrap();
    assert!(
        played.reply.text.en().contains(xiangqi.as_str()),
        "{}",
        played.reply.text.en()
    );
    assert_eq!(f.doc(&xiangqi).moves, vec!["h2e2".to_string()]);
    assert!(f.doc(&topo).moves.is_empty());
    // `e2e4` is legal in the Topo game only (and not alice's turn in the Xiangqi one).
    s.play(&alice(), &here(), None, "e2e4").unwrap();
    assert_eq!(f.doc(&topo).moves, vec!["e2e4".to_string()]);
    // Legal in two games here: still asked which.
    let g = Fixture::new();
    g.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    g.start(GameKind::Xiangqi, &alice(), &carol(), &here());
    match user_error(g.service.play(&alice(), &here(), None, "h2e2")) {
        UserError::WhichGame { games, here } => assert!(here && games.len() == 2),
        other => panic!("{other:?}"),
    }
    // Legal in none: asked which, as before (the game's refusal would name only one game).
    match user_error(g.service.play(&alice(), &here(), None, "zz99")) {
        UserError::WhichGame { here, .. } => assert!(here),
        other => panic!("{other:?}"),
    }
}

#[test]
fn stats_about_someone_who_never_played_says_so() {
    let f = Fixture::new();
    let s = &f.service;
    let nobody = Actor::new(UserId(424242), "nobody".to_string());
    let text = s.stats(&alice(), &here(), Some(&nobody)).unwrap().text.en();
    assert_eq!(text, "**nobody** has not played any game yet.");
    // Someone with a game going on still gets a profile.
    f.start(GameKind::Tempo, &alice(), &bob(), &here());
    let text = s.stats(&alice(), &here(), Some(&bob())).unwrap().text.en();
    assert!(text.contains("Games going on: 1"), "{text}");
}

/// Topo, White to move: the Gattino on e7 can reach e8 (and take on d8).
const TOPO_LAST_RANK: &str = "r2k3q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10";

#[test]
fn a_topo_gattino_never_becomes_a_cane_and_a_send_back_is_said() {
    let f = Fixture::new();
    let s = &f.service;
    let id = game_from(&f, GameKind::Topo, TOPO_LAST_RANK);
    // `=R` is a rook to a chess player: refused, with the spellings that send it back.
    for (typed, short, canonical) in [
        ("e8=R", "e8↩", "e7e8r"),
        ("exd8=r", "exd8↩", "e7d8r"),
        ("e7e8=R", "e8↩", "e7e8r"),
    ] {
        match s.play(&alice(), &here(), None, typed) {
            Err(ServiceError::User(UserError::BadMove {
                error: MoveError::Unreadable { reason, .. },
                ..
            })) => {
                assert_eq!(
                    say(Lang::En, reason.message()),
                    format!(
                        "a Gattino cannot become a Cane (R is a rook, a Cane): to send the \
                         Gattino back to its start, type {short} or {canonical}"
                    ),
                    "{typed}"
                );
                assert!(
                    say(Lang::It, reason.message()).contains("non può diventare Cane"),
                    "{typed}"
                );
            }
            other => panic!("{typed}: {other:?}"),
        }
    }
    assert!(f.doc(&id).moves.is_empty(), "nothing was played");
    // The send-back itself is played, and the reply says where the Gattino went.
    let sent = s.play(&alice(), &here(), None, "e8↩").unwrap();
    let text = sent.reply.text.en();
    assert!(
        text.starts_with(
            "alice played **e8↩** (e7e8r).\nThe Gattino goes back from e8 to its start, e2.\n"
        ),
        "{text}"
    );
    assert_eq!(f.doc(&id).moves, ["e7e8r"]);
}

#[test]
fn the_canonical_send_back_is_still_read_and_said_in_every_language() {
    let f = Fixture::new();
    let s = &f.service;
    game_from(&f, GameKind::Topo, TOPO_LAST_RANK);
    let sent = s.play(&alice(), &here(), None, "e7e8r").unwrap();
    let lines = sent.reply.text.lines();
    assert_eq!(
        say(Lang::It, &lines[1]),
        "Il Gattino torna da e8 alla sua casa di partenza, e2."
    );
    for lang in Lang::ALL {
        assert!(say(lang, &lines[1]).contains("e2"), "{lang:?}");
    }
}

/// Under `/settings xiangqi-repetition refuse`, only the side that would lose is made to vary:
/// when the chased side's move completes the third occurrence, that move is played and the game
/// ends as the chaser's loss, as under `end`.
#[test]
fn under_refuse_the_chased_sides_move_completing_the_cycle_ends_it_as_the_chasers_loss() {
    let f = Fixture::new();
    let s = &f.service;
    s.set_xiangqi_repetition(&here(), RepetitionRule::Refuse)
        .unwrap();
    // Red's cannon on a4 has just chased Black's chariot from a9 to b9: Red to move.
    let mut setup = kibitz::games::new_game(GameKind::Xiangqi, None).unwrap();
    for mv in ["h2h4", "b9c7", "h4a4", "a9b9"] {
        setup.play(mv).unwrap();
    }
    let id = xiangqi_from(&f, &setup.position());
    // The cannon follows the chariot on every move; the chariot runs back and forth, and its
    // return to b9 is the one that brings the start position back a third time.
    let cycle = [
        (alice(), "a4b4"),
        (bob(), "b9a9"),
        (alice(), "b4a4"),
        (bob(), "a9b9"),
    ];
    let mut last = None;
    for (who, mv) in cycle.iter().chain(cycle.iter()) {
        assert!(f.doc(&id).is_active(), "before {mv}");
        last = Some(s.play(who, &here(), None, mv).unwrap());
    }
    let doc = f.doc(&id);
    assert_eq!(doc.moves.len(), 8, "no move of the chased side was refused");
    let outcome = doc
        .finished
        .expect("the third occurrence ends the game")
        .outcome;
    assert_eq!(outcome.winner(), Some(Side::Second));
    assert_eq!(outcome.reason(), kibitz::games::EndReason::PerpetualChase);
    let said = last.unwrap().reply.text.en();
    assert!(
        said.contains("Red chased the") && said.contains("chariot on b9"),
        "{said}"
    );
}
