//! What finished games and players are called, read back as a reader sees them: end reasons
//! true for both players, checkmate told from stalemate, moves counted as moves, a win on time,
//! the computer's name in one pair of brackets, the rating's ±.

use crate::service_support::*;
use kibitz::games::{GameKind, Side};
use kibitz::i18n::{say_text, Lang};
use kibitz::service::*;
use kibitz::store::PlayerSlot;

/// Stores a game from `start` with `first` and `second` (first moves first), as if it had just
/// started, and gives its id.
fn game_from(
    f: &Fixture,
    kind: GameKind,
    start: &str,
    first: PlayerSlot,
    second: PlayerSlot,
) -> GameId {
    let doc = started_from("WRD2", kind, start, [first, second], f.service.now());
    assert!(f.service.store().insert_game(&doc, None).unwrap());
    doc.id
}

fn slot(actor: &Actor) -> PlayerSlot {
    PlayerSlot {
        user: actor.user,
        name: actor.name.clone(),
    }
}

/// Plays the deciding `mv` of a game from `start` (alice first, bob second; `winner` moves)
/// and gives what the move's reply said and what each player's `/games` says, in `lang`.
fn decide(
    kind: GameKind,
    start: &str,
    mv: &str,
    winner: Side,
    lang: Lang,
) -> (String, String, String) {
    let f = Fixture::new();
    let s = &f.service;
    let id = game_from(&f, kind, start, slot(&alice()), slot(&bob()));
    let mover = match winner {
        Side::First => alice(),
        Side::Second => bob(),
    };
    let played = s.play(&mover, &here(), Some(id.as_str()), mv).unwrap();
    assert!(!f.doc(&id).is_active(), "{mv} ends the game");
    let games = |who: &Actor| say_text(lang, &s.games(who, &here()).unwrap().text);
    (
        say_text(lang, &played.reply.text),
        games(&alice()),
        games(&bob()),
    )
}

/// The line of `/games` about the finished game.
fn finished_line(games: &str) -> &str {
    games
        .lines()
        .find(|l| l.starts_with("`WRD2`"))
        .unwrap_or_else(|| panic!("no line for the game in:\n{games}"))
}

#[test]
fn a_topo_win_by_lepri_names_whose_lepri_were_taken() {
    let (reply, alice_games, bob_games) = decide(
        GameKind::Topo,
        "4k2q/p7/8/8/8/8/P7/4K2Q w - - - 0 10",
        "h1h8",
        Side::First,
        Lang::En,
    );
    assert!(
        reply.contains("White wins (every Black Lepre captured)"),
        "{reply}"
    );
    assert_eq!(
        finished_line(&bob_games),
        "`WRD2` Topo vs alice — lost (every Black Lepre captured)",
        "bob's own Lepri were taken"
    );
    assert_eq!(
        finished_line(&alice_games),
        "`WRD2` Topo vs bob — won (every Black Lepre captured)"
    );
}

#[test]
fn a_tempo_win_names_the_side_that_could_not_move() {
    // Black c3 takes c4; White's last stones are stuck.
    let start = "6/2w3/1wbw2/6/6 b";
    let (_, alice_games, bob_games) =
        decide(GameKind::Tempo, start, "c3xc4", Side::First, Lang::En);
    assert_eq!(
        finished_line(&bob_games),
        "`WRD2` Tempo vs alice — lost (White cannot move)"
    );
    assert_eq!(
        finished_line(&alice_games),
        "`WRD2` Tempo vs bob — won (White cannot move)"
    );
    let (_, _, chinese) = decide(GameKind::Tempo, start, "c3xc4", Side::First, Lang::ZhCn);
    let line = finished_line(&chinese);
    assert!(line.ends_with("负（白方无棋可走）"), "{line}");
    assert!(!line.contains("对方"), "{line}");
}

#[test]
fn a_xiangqi_checkmate_is_called_a_checkmate_everywhere() {
    // The rook a7 goes to d7: d8 is on its file and e9 faces Red's general on the open file.
    let start = "3k5/9/R8/9/9/9/9/9/9/4K4 w";
    let (reply, alice_games, bob_games) =
        decide(GameKind::Xiangqi, start, "a7d7", Side::First, Lang::En);
    assert!(
        reply.contains("Red wins (checkmate) after 1 move"),
        "{reply}"
    );
    assert!(!reply.contains("stalemate"), "{reply}");
    assert_eq!(
        finished_line(&alice_games),
        "`WRD2` Xiangqi vs bob — won (checkmate)"
    );
    assert_eq!(
        finished_line(&bob_games),
        "`WRD2` Xiangqi vs alice — lost (checkmate)"
    );
    let (reply, _, _) = decide(GameKind::Xiangqi, start, "a7d7", Side::First, Lang::ZhTw);
    assert!(reply.contains("紅方勝（將死）"), "{reply}");
}

#[test]
fn a_move_after_a_checkmate_is_refused_with_the_checkmate() {
    let f = Fixture::new();
    let s = &f.service;
    let start = "3k5/9/R8/9/9/9/9/9/9/4K4 w";
    let id = game_from(&f, GameKind::Xiangqi, start, slot(&alice()), slot(&bob()));
    s.play(&alice(), &here(), Some(id.as_str()), "a7d7")
        .unwrap();
    let e = user_error(s.play(&bob(), &here(), Some(id.as_str()), "d9e9"));
    assert_eq!(e.message().en(), "game WRD2 is over: Red wins (checkmate)");
}

#[test]
fn a_finished_game_counts_moves_as_the_status_line_does() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    for _ in 0..3 {
        f.play_first_legal(&id, &alice(), &bob());
    }
    let going = s.board(&alice(), &here(), Some(id.as_str()), None).unwrap();
    assert!(going.text.en().contains("· move 2"), "{}", going.text.en());
    s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
    let over = s.board(&alice(), &here(), Some(id.as_str()), None).unwrap();
    let english = over.text.en();
    // Three half-moves: Red's second move was the last, as "move 2" said.
    assert!(
        english.contains("Red wins (resignation) after 2 moves"),
        "{english}"
    );
    let chinese = say_text(Lang::ZhCn, &over.text);
    assert!(chinese.contains("共2步"), "{chinese}");
}

#[test]
fn the_computer_is_named_in_one_pair_of_brackets() {
    let f = Fixture::new();
    let s = &f.service;
    let computer = PlayerSlot {
        user: UserId::computer(2).unwrap(),
        name: "Computer (level 2)".into(),
    };
    let id = game_from(
        &f,
        GameKind::Topo,
        "4k2q/p7/8/8/8/8/P7/4K2Q w - - - 0 10",
        computer,
        slot(&alice()),
    );
    let board = s.board(&alice(), &here(), Some(id.as_str()), None).unwrap();
    let title = |lang| {
        say_text(lang, &board.text)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(
        title(Lang::En),
        "Game **WRD2** · Topo · Computer level 2 (White) vs alice (Black)"
    );
    let chinese = title(Lang::ZhCn);
    assert!(chinese.contains("2级电脑（白方）"), "{chinese}");
    for lang in Lang::ALL {
        let t = title(lang);
        assert!(!t.contains(") (") && !t.contains("）（"), "{lang}: {t}");
    }
}

#[test]
fn stats_show_the_rating_deviation_as_the_readme_does() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Tempo, &alice(), &bob(), &here());
    // Two moves, so that the game is rated (fewer are aborted unrated).
    f.play_first_legal(&id, &alice(), &bob());
    f.play_first_legal(&id, &alice(), &bob());
    s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
    let stats = s.stats(&alice(), &here(), None).unwrap().text.en();
    let doc = s
        .store()
        .rating(
            kibitz::store::BoardScope::Global,
            GameKind::Tempo,
            alice().user,
        )
        .unwrap()
        .expect("alice is rated");
    let shown = format!("(±{})", doc.deviation.round() as i64);
    assert!(stats.contains(&shown), "{shown} in {stats}");
    // The README says the start the same way.
    let readme = include_str!("../../README.md");
    assert!(readme.contains("1500 ± 350"), "the README's convention");
}

#[test]
fn rules_link_the_full_rules_and_list_every_notation() {
    let f = Fixture::with_config(ServiceConfig {
        rules_url: Some("https://example.org/kibitz/rules/".into()),
        ..config()
    });
    let topo = f.service.rules(GameKind::Topo).unwrap().text.en();
    assert!(
        topo.contains("The full rules: <https://example.org/kibitz/rules/topo.md>"),
        "{topo}"
    );
    for written in ["`e2e4`", "`e4`", "`Nc3`", "`Cc3`", "`O-O`"] {
        assert!(topo.contains(written), "{written} in {topo}");
    }
    let xiangqi = f.service.rules(GameKind::Xiangqi).unwrap();
    for lang in Lang::ALL {
        let text = say_text(lang, &xiangqi.text);
        for written in ["`h2e2`", "`C2=5`", "`炮二平五`"] {
            assert!(text.contains(written), "{written} in {lang}: {text}");
        }
        assert!(text.contains("xiangqi.md"), "{lang}: {text}");
    }
    let tempo = f.service.rules(GameKind::Tempo).unwrap().text.en();
    assert!(tempo.contains("`b3-c4`"), "{tempo}");
    // Without a URL, the file is named by its path in the source.
    let plain = Fixture::with_config(ServiceConfig {
        rules_url: None,
        ..config()
    });
    let text = plain.service.rules(GameKind::Tempo).unwrap().text.en();
    assert!(
        text.contains("The full rules: `docs/rules/tempo.md`"),
        "{text}"
    );
}
