//! Every rule of `docs/rules/xiangqi.md`, each with hand-built positions (FEN) where a move is
//! legal and where it is not, and the error naming the rule.

use kibitz::games::xiangqi::{check_move, IllegalMove, Move, Position, Role, Square};
use kibitz::games::{new_game, GameKind, MoveError, Notation};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn mv(text: &str) -> Move {
    Move::new(sq(&text[..2]), sq(&text[2..]))
}

fn pos(fen: &str) -> Position {
    fen.parse::<Position>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn legal(fen: &str, moves: &[&str]) {
    let p = pos(fen);
    let all = p.legal_moves();
    for &m in moves {
        assert_eq!(
            check_move(&p, mv(m)),
            Ok(()),
            "{m} should be legal in {fen}"
        );
        assert!(
            all.contains(&mv(m)),
            "{m} missing from legal_moves of {fen}"
        );
    }
}

fn illegal(fen: &str, m: &str, rule: IllegalMove) {
    let p = pos(fen);
    assert_eq!(check_move(&p, mv(m)), Err(rule), "{m} in {fen}");
    assert!(
        !p.legal_moves().contains(&mv(m)),
        "{m} listed as legal in {fen}"
    );
}

#[test]
fn general_stays_in_palace_and_steps_one_point() {
    let fen = "4k4/9/9/9/9/9/9/9/3K5/9 w";
    legal(fen, &["d1d2", "d1d0"]);
    illegal(fen, "d1c1", IllegalMove::OutsidePalace(Role::General));
    illegal(fen, "d1d3", IllegalMove::GeneralStep);
    illegal(fen, "d1e2", IllegalMove::GeneralStep);
    let black = "3k5/9/9/9/9/9/9/9/9/5K3 b";
    legal(black, &["d9d8", "d9e9"]);
    illegal(black, "d9c9", IllegalMove::OutsidePalace(Role::General));
}

#[test]
fn advisor_moves_diagonally_inside_the_palace() {
    let fen = "4k4/9/9/9/9/9/9/3A5/9/5K3 w";
    legal(fen, &["d2e1"]);
    illegal(fen, "d2c3", IllegalMove::OutsidePalace(Role::Advisor));
    illegal(fen, "d2d1", IllegalMove::AdvisorStep);
}

#[test]
fn elephant_eye_and_river() {
    let open = "4k4/9/9/9/9/9/9/4B4/9/3K5 w";
    legal(open, &["e2c4", "e2g4", "e2c0", "e2g0"]);
    let blocked = "4k4/9/9/9/9/9/3N5/4B4/9/3K5 w";
    illegal(
        blocked,
        "e2c4",
        IllegalMove::ElephantEyeBlocked { eye: sq("d3") },
    );
    legal(blocked, &["e2g4"]);
    let at_river = "4k4/9/9/9/9/2B6/9/9/9/3K5 w";
    legal(at_river, &["c4a2", "c4e2"]);
    illegal(at_river, "c4e6", IllegalMove::ElephantCrossesRiver);
    illegal(at_river, "c4c5", IllegalMove::ElephantStep);
    let black = "4k4/9/9/9/2b6/9/9/9/9/3K5 b";
    legal(black, &["c5e7", "c5a7"]);
    illegal(black, "c5e3", IllegalMove::ElephantCrossesRiver);
}

#[test]
fn horse_leg_can_be_hobbled_by_either_colour() {
    let own = "4k4/9/9/9/9/4N4/4P4/9/9/3K5 w";
    legal(own, &["e4d6", "e4f6", "e4c5", "e4c3", "e4g5", "e4g3"]);
    illegal(own, "e4d2", IllegalMove::HorseLegHobbled { leg: sq("e3") });
    illegal(own, "e4e6", IllegalMove::HorseStep);
    let enemy = "4k4/9/9/9/4p4/4N4/9/9/9/3K5 w";
    illegal(
        enemy,
        "e4d6",
        IllegalMove::HorseLegHobbled { leg: sq("e5") },
    );
    legal(enemy, &["e4d2", "e4c5"]);
}

#[test]
fn chariot_moves_along_open_lines() {
    let fen = "4k4/9/9/9/r8/9/9/9/9/R2K5 w";
    legal(fen, &["a0c0", "a0a5", "a0a1"]);
    illegal(fen, "a0e0", IllegalMove::PathBlocked { at: sq("d0") });
    illegal(fen, "a0a6", IllegalMove::PathBlocked { at: sq("a5") });
    illegal(fen, "a0b1", IllegalMove::NotStraight(Role::Chariot));
}

#[test]
fn cannon_captures_over_exactly_one_screen() {
    let no_screen = "4k4/9/9/9/r8/9/9/9/9/C2K5 w";
    illegal(
        no_screen,
        "a0a5",
        IllegalMove::CannonNeedsScreen { screens: 0 },
    );
    legal(no_screen, &["a0a4", "a0c0"]);
    let one = "4k4/9/9/9/r8/9/P8/9/9/C2K5 w";
    legal(one, &["a0a5", "a0a2"]);
    illegal(one, "a0a4", IllegalMove::PathBlocked { at: sq("a3") });
    let two = "4k4/9/9/9/r8/P8/P8/9/9/C2K5 w";
    illegal(two, "a0a5", IllegalMove::CannonNeedsScreen { screens: 2 });
}

#[test]
fn soldier_forward_then_sideways_after_the_river() {
    let home = "4k4/9/9/9/9/9/4P4/9/9/3K5 w";
    legal(home, &["e3e4"]);
    illegal(home, "e3d3", IllegalMove::SoldierSidewaysBeforeRiver);
    illegal(home, "e3e2", IllegalMove::SoldierBackward);
    let crossed = "4k4/9/9/9/4P4/9/9/9/9/3K5 w";
    legal(crossed, &["e5d5", "e5f5", "e5e6"]);
    illegal(crossed, "e5e4", IllegalMove::SoldierBackward);
    illegal(crossed, "e5d6", IllegalMove::SoldierStep);
    illegal(crossed, "e5e7", IllegalMove::SoldierStep);
    // A black soldier goes the other way.
    let black = "4k4/9/9/9/9/4p4/9/9/9/3K5 b";
    legal(black, &["e4d4", "e4f4", "e4e3"]);
    illegal(black, "e4e5", IllegalMove::SoldierBackward);
    // On the last rank a soldier can only go sideways: no promotion.
    let last_red = "P2k5/9/9/9/9/9/9/9/9/4K4 w";
    let moves: Vec<String> = pos(last_red)
        .legal_moves_from(sq("a9"))
        .iter()
        .map(Move::to_string)
        .collect();
    assert_eq!(moves, ["a9b9"]);
}

#[test]
fn a_move_may_not_leave_the_general_attacked() {
    // Pinned chariot.
    let pinned = "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w";
    legal(pinned, &["e1e3", "e1e5"]);
    illegal(
        pinned,
        "e1a1",
        IllegalMove::LeavesGeneralInCheck {
            role: Role::Chariot,
            at: sq("e5"),
        },
    );
    // In check: the general must step aside or the check be blocked.
    let checked = "3k5/9/9/9/4r4/9/9/9/9/3AK4 w";
    assert!(pos(checked).in_check());
    legal(checked, &["d0e1", "e0f0"]);
    illegal(
        checked,
        "e0e1",
        IllegalMove::LeavesGeneralInCheck {
            role: Role::Chariot,
            at: sq("e5"),
        },
    );
    // Putting a piece between the general and a cannon makes a screen.
    let screen = "3k5/9/9/4c4/9/3N5/9/9/9/4K4 w";
    illegal(
        screen,
        "d4e2",
        IllegalMove::LeavesGeneralInCheck {
            role: Role::Cannon,
            at: sq("e6"),
        },
    );
    legal(screen, &["d4c2"]);
    // Unblocking an enemy horse's leg.
    let leg = "5k3/9/9/9/9/9/9/3n5/3R5/4K4 w";
    illegal(
        leg,
        "d1a1",
        IllegalMove::LeavesGeneralInCheck {
            role: Role::Horse,
            at: sq("d2"),
        },
    );
    legal(leg, &["d1d2"]);
    // A crossed soldier checks from the side.
    let soldier = "3k5/9/9/9/9/9/9/9/4pK3/9 w";
    assert!(pos(soldier).in_check());
    legal(soldier, &["f1f2", "f1f0", "f1e1"]);
}

#[test]
fn flying_general() {
    let fen = "3k5/9/9/9/9/9/9/9/9/4K4 w";
    illegal(fen, "e0d0", IllegalMove::FlyingGeneral);
    legal(fen, &["e0e1", "e0f0"]);
    // The only piece between the generals may not leave the file.
    let blocker = "3k5/9/9/9/9/3N5/9/9/9/3K5 w";
    assert!(pos(blocker).legal_moves_from(sq("d4")).is_empty());
    illegal(blocker, "d4c6", IllegalMove::FlyingGeneral);
    // A position with the generals facing cannot be set up.
    assert!("3k5/9/9/9/9/9/9/9/9/3K5 w".parse::<Position>().is_err());
}

#[test]
fn no_legal_move_loses_checkmate_and_stalemate_alike() {
    // Stalemate: Black is not in check but every move is illegal.
    let stalemate = "3k5/R8/9/9/9/9/9/9/9/4K4 b";
    assert!(!pos(stalemate).in_check());
    let game = new_game(GameKind::Xiangqi, Some(stalemate)).unwrap();
    assert_eq!(
        game.outcome()
            .map(|o| o.status(GameKind::Xiangqi))
            .as_deref(),
        Some("win:red:no-moves")
    );
    assert!(game.legal_moves(Notation::Canonical).is_empty());
    // Checkmate reached by a move.
    let mut game = new_game(GameKind::Xiangqi, Some("3k5/R8/9/9/9/9/9/9/9/1R2K4 w")).unwrap();
    assert!(game.outcome().is_none());
    let played = game.play("b0b9").unwrap();
    assert_eq!(
        played
            .outcome
            .map(|o| o.status(GameKind::Xiangqi))
            .as_deref(),
        Some("win:red:no-moves")
    );
    assert!(matches!(game.play("d9d8"), Err(MoveError::GameOver(_))));
}

fn play_all(fen: Option<&str>, moves: &str) -> Box<dyn kibitz::games::AnyGame> {
    let mut game = new_game(GameKind::Xiangqi, fen).unwrap();
    for m in moves.split_whitespace() {
        assert!(game.outcome().is_none(), "game ended before {m}");
        game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

fn status(game: &dyn kibitz::games::AnyGame) -> String {
    kibitz::games::status_string(GameKind::Xiangqi, game.outcome())
}

#[test]
fn third_repetition_without_checks_is_a_draw() {
    let twice = "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0";
    let game = play_all(None, twice);
    assert_eq!(status(game.as_ref()), "ongoing");
    let game = play_all(None, &format!("{twice} g7h9"));
    assert_eq!(status(game.as_ref()), "draw:repetition");
    assert!(game.legal_moves(Notation::Canonical).is_empty());
}

#[test]
fn perpetual_check_loses() {
    // Red's chariot checks on every move, the black general steps back and forth.
    let fen = "3k5/R8/9/9/9/9/9/9/9/4K4 w";
    let cycle = "a8a9 d9d8 a9a8 d8d9";
    let game = play_all(Some(fen), &format!("{cycle} a8a9 d9d8 a9a8"));
    assert_eq!(status(game.as_ref()), "ongoing");
    let game = play_all(Some(fen), &format!("{cycle} {cycle}"));
    assert_eq!(status(game.as_ref()), "win:black:perpetual-check");
}

#[test]
fn repetition_with_checks_on_some_moves_only_is_a_draw() {
    // Red checks with a8a9 and a9a8 but not with a9b9 and b9a9, so not every red move gave
    // check: the third occurrence (of the position after a8a9 d9d8, at plies 2, 6 and 10) is
    // a draw.
    let fen = "3k5/R8/9/9/9/9/9/9/9/4K4 w";
    let cycle = "a8a9 d9d8 a9b9 d8d7 b9a9 d7d8 a9a8 d8d9";
    let game = play_all(Some(fen), &format!("{cycle} a8a9"));
    assert_eq!(status(game.as_ref()), "ongoing");
    let game = play_all(Some(fen), &format!("{cycle} a8a9 d9d8"));
    assert_eq!(status(game.as_ref()), "draw:repetition");
}

#[test]
fn illegal_moves_leave_the_game_unchanged_and_say_what_works() {
    let mut game = new_game(GameKind::Xiangqi, None).unwrap();
    let err = game.play("b0d1").unwrap_err();
    let text = err.to_string();
    assert!(text.contains("hobbled horse"), "{text}");
    assert!(text.contains("legal moves from b0: b0a2, b0c2"), "{text}");
    assert!(game.moves().is_empty());
    let err = game.play("H8+6").unwrap_err();
    assert!(matches!(err, MoveError::Illegal { .. }), "{err}");
    assert!(err.to_string().contains("H8+7 (b0c2)"), "{err}");
    assert!(matches!(game.play("Z9"), Err(MoveError::Unreadable { .. })));
    assert!(matches!(game.play("C3=5"), Err(MoveError::Illegal { .. })));
    assert!(game
        .play("C3=5")
        .unwrap_err()
        .to_string()
        .contains("no cannon on file 3"));
}

#[test]
fn huge_move_counters_do_not_overflow() {
    let fen = "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 4294967295";
    let mut game = new_game(GameKind::Xiangqi, Some(fen)).unwrap();
    game.play("d9d8").unwrap();
    assert!(
        game.position().ends_with("1 4294967295"),
        "{}",
        game.position()
    );
    // A huge no-capture count is past the 60-move rule: the position is drawn at once, and
    // counting never overflows.
    let fen = "3k5/9/9/9/9/9/9/9/9/4K4 b - - 4294967295 4294967295";
    let game = new_game(GameKind::Xiangqi, Some(fen)).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(kibitz::games::EndReason::SixtyMoves)
    );
}

#[test]
fn the_board_view_marks_a_general_in_check() {
    use kibitz::games::Cell;
    // Black's cannon takes e3 over the soldier on e6; Red's own cannon on e2 is the screen.
    let game = play_all(None, "h2e2 h7e7 b0c2");
    assert_eq!(game.board().check, None);
    let game = play_all(None, "h2e2 h7e7 b0c2 e7e3");
    assert_eq!(game.board().check, Some(Cell::new(4, 0)));
    // A game without check never marks one.
    let topo = new_game(GameKind::Topo, None).unwrap();
    assert_eq!(topo.board().check, None);
}
