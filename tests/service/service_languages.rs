//! The service's answers in the players' languages: errors, moves, offers and the clock's news
//! said in Italian, Spanish, Polish and Chinese, with each language's plurals and lengths of
//! time, and Xiangqi moves in Chinese notation for Chinese readers.

use crate::service_support;

use kibitz::games::{EndReason, GameKind, MoveError, Outcome, UnknownGame};
use kibitz::i18n::{say, Lang};
use kibitz::service::*;
use kibitz::store::StoreError;
use service_support::*;
use std::time::Duration;

/// Line `i` of `text` in `lang`.
fn line(lang: Lang, text: &Text, i: usize) -> String {
    say(lang, &text.lines()[i])
}

#[test]
fn not_your_turn_reads_naturally_in_every_language() {
    let f = Fixture::new();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let error = user_error(f.service.play(&bob(), &here(), None, "h9g7")).message();
    for (lang, expected) in [
        (
            Lang::En,
            format!("it is not your turn in game {id}: alice is to move"),
        ),
        (
            Lang::It,
            format!("nella partita {id} non tocca a te: deve muovere alice"),
        ),
        (
            Lang::Es,
            format!("en la partida {id} no es tu turno: le toca mover a alice"),
        ),
        (
            Lang::Pl,
            format!("w partii {id} nie masz teraz ruchu: ruch ma alice"),
        ),
        (
            Lang::ZhCn,
            format!("对局 {id} 还没轮到你：现在该 alice 走棋"),
        ),
        (
            Lang::ZhTw,
            format!("對局 {id} 還沒輪到你：現在該 alice 走棋"),
        ),
    ] {
        assert_eq!(say(lang, &error), expected, "{lang}");
    }
}

#[test]
fn xiangqi_moves_are_written_in_chinese_notation_for_chinese_readers() {
    let f = Fixture::new();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let s = &f.service;
    let cannon = s.play(&alice(), &here(), None, "h2e2").unwrap();
    let headline = |lang| line(lang, &cannon.reply.text, 0);
    assert_eq!(headline(Lang::En), "alice played **C2=5** (h2e2).");
    assert_eq!(headline(Lang::It), "alice ha giocato **C2=5** (h2e2).");
    assert_eq!(headline(Lang::ZhCn), "alice 走了 **炮二平五**（h2e2）。");
    // The horse differs between the scripts: 马 and 进 against 馬 and 進.
    let horse = s.play(&bob(), &here(), None, "h9g7").unwrap();
    assert_eq!(
        line(Lang::ZhCn, &horse.reply.text, 0),
        "bob 走了 **马８进７**（h9g7）。"
    );
    assert_eq!(
        line(Lang::ZhTw, &horse.reply.text, 0),
        "bob 走了 **馬８進７**（h9g7）。"
    );
    assert_eq!(
        line(Lang::Es, &horse.reply.text, 0),
        "bob jugó **H8+7** (h9g7)."
    );
    // The next player's notice says the move the same way, with the deadline as a date.
    let notice = s
        .play(&alice(), &elsewhere(), Some(id.as_str()), "b0c2")
        .unwrap()
        .notices
        .into_iter()
        .find(|n| n.kind == NoticeKind::YourTurn)
        .expect("bob is told from another channel");
    let zh = say(Lang::ZhTw, &notice.text.lines()[0]);
    assert!(
        zh.starts_with(&format!(
            "對局 {id} 輪到你走棋（alice 走了 傌八進七）。期限："
        )),
        "{zh}"
    );
    assert!(zh.ends_with("日 08:00 UTC。"), "{zh}");
    // A take-back names the moves it undid, in the reader's notation.
    s.takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    let undone = s
        .takeback(&bob(), &here(), None, TakebackAction::Accept)
        .unwrap();
    assert_eq!(
        line(Lang::ZhCn, &undone.reply.text, 0),
        "bob 同意悔棋：已撤回 1 步（alice 的 马八进七）。"
    );
    assert_eq!(
        line(Lang::En, &undone.reply.text, 0),
        "bob allowed the take-back: alice's H8+7 is undone."
    );
    assert_eq!(
        line(Lang::It, &undone.reply.text, 0),
        "bob ha concesso di ritirare: annullata la mossa H8+7 di alice."
    );
}

#[test]
fn a_take_back_names_whose_each_undone_move_was() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let s = &f.service;
    // Both horses to the same file: the same words for both moves (H8+7), told apart only by
    // whose they were.
    s.play(&alice(), &here(), None, "b0c2").unwrap();
    s.play(&bob(), &here(), None, "h9g7").unwrap();
    s.takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    let undone = s
        .takeback(&bob(), &here(), None, TakebackAction::Accept)
        .unwrap();
    for (lang, expected) in [
        (
            Lang::En,
            "bob allowed the take-back: alice's H8+7 and bob's H8+7 are undone.",
        ),
        (
            Lang::Es,
            "bob permitió deshacer: se deshicieron las jugadas H8+7 de alice y H8+7 de bob.",
        ),
        (
            Lang::It,
            "bob ha concesso di ritirare: annullate le mosse H8+7 di alice e H8+7 di bob.",
        ),
        (
            Lang::Pl,
            "bob zgadza się na cofnięcie: cofnięto ruchy H8+7 (alice) i H8+7 (bob).",
        ),
        (
            Lang::ZhCn,
            "bob 同意悔棋：已撤回 2 步（alice 的 马八进七和 bob 的 马８进７）。",
        ),
    ] {
        assert_eq!(line(lang, &undone.reply.text, 0), expected, "{lang:?}");
    }
}

#[test]
fn a_check_is_said_after_the_move() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let s = &f.service;
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    s.play(&bob(), &here(), None, "h7e7").unwrap();
    s.play(&alice(), &here(), None, "b0c2").unwrap();
    // Black's cannon takes the soldier on e3 over e6, with Red's own cannon as the screen.
    let check = s.play(&bob(), &here(), None, "e7e3").unwrap();
    assert_eq!(
        line(Lang::En, &check.reply.text, 0),
        "bob played **C5+4** (e7e3), check."
    );
    assert_eq!(
        line(Lang::Pl, &check.reply.text, 0),
        "bob — ruch **C5+4** (e7e3), szach."
    );
    assert_eq!(
        line(Lang::ZhCn, &check.reply.text, 0),
        "bob 走了 **炮５进４**（e7e3），将军。"
    );
}

#[test]
fn a_draw_offer_and_its_buttons_read_in_the_readers_language() {
    let f = Fixture::new();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let offer = f
        .service
        .draw(&alice(), &here(), None, DrawAction::Offer)
        .unwrap();
    let text = |lang| line(lang, &offer.reply.text, 0);
    assert_eq!(
        text(Lang::It),
        format!(
            "alice offre la patta nella partita {id}. bob, accetta o rifiuta (l'offerta decade \
             se invece muovi)."
        )
    );
    assert_eq!(
        text(Lang::Es),
        format!(
            "alice ofrece tablas en la partida {id}. bob, acepta o rechaza (la oferta caduca si \
             mueves)."
        )
    );
    assert_eq!(
        text(Lang::Pl),
        format!(
            "alice proponuje remis w partii {id}. bob, przyjmij albo odrzuć (propozycja \
             przepada, jeśli zamiast tego wykonasz ruch)."
        )
    );
    assert_eq!(
        text(Lang::ZhCn),
        format!("alice 在对局 {id} 中提议和棋。bob，请接受或拒绝（如果你改为走棋，提议即失效）。")
    );
    let labels = |lang| -> Vec<String> {
        offer
            .reply
            .buttons
            .iter()
            .map(|b| say(lang, &b.label))
            .collect()
    };
    assert_eq!(labels(Lang::It), ["Accetta la patta", "Rifiuta la patta"]);
    assert_eq!(labels(Lang::ZhTw), ["接受和棋", "拒絕和棋"]);
    let declined = f
        .service
        .draw(&bob(), &here(), None, DrawAction::Decline)
        .unwrap();
    assert_eq!(
        line(Lang::Es, &declined.reply.text, 0),
        format!("bob rechazó las tablas en la partida {id}; la partida sigue.")
    );
}

#[test]
fn a_loss_on_time_and_a_reminder_read_in_each_language() {
    let f = Fixture::new();
    let id = f.start_with(GameKind::Tempo, &alice(), &bob(), &here(), Some(10 * HOUR));
    f.clock.advance(8 * HOUR + Duration::from_secs(60));
    let reminder = f.service.tick().unwrap();
    let left = |lang| line(lang, &reminder[0].text, 0);
    assert!(
        left(Lang::Pl).contains("Pozostały czas: 1 godzina 59 minut (termin: "),
        "{}",
        left(Lang::Pl)
    );
    assert!(
        left(Lang::It).contains("Tempo rimasto: 1 ora e 59 minuti (scadenza "),
        "{}",
        left(Lang::It)
    );
    assert!(
        left(Lang::ZhCn).contains("还剩1小时59分钟（期限 "),
        "{}",
        left(Lang::ZhCn)
    );
    assert_eq!(say(Lang::Es, &reminder[0].buttons[0].label), "Ver tablero");
    f.clock.advance(2 * HOUR);
    let moves = f.service.suggest_moves(&alice(), &here(), None, "");
    let late = f
        .service
        .play(&alice(), &here(), None, &moves[0].canonical)
        .unwrap();
    for (lang, expected) in [
        (
            Lang::It,
            format!(
                "Troppo tardi: la scadenza della partita {id} è passata, quindi alice ha perso \
                 per tempo."
            ),
        ),
        (
            Lang::Es,
            format!(
                "Demasiado tarde: el plazo de la partida {id} venció, así que alice perdió por \
                 tiempo."
            ),
        ),
        (
            Lang::Pl,
            format!("Za późno: termin w partii {id} minął, więc alice przegrywa na czas."),
        ),
        (
            Lang::ZhCn,
            format!("太迟了：对局 {id} 的期限已过，alice 超时判负。"),
        ),
    ] {
        assert_eq!(line(lang, &late.reply.text, 0), expected, "{lang}");
    }
}

#[test]
fn lengths_of_time_and_counts_take_each_languages_plural() {
    let f = Fixture::new();
    let per_move = |days: u32| {
        let response = f
            .service
            .challenge(
                &alice(),
                &here(),
                ChallengeRequest {
                    game: GameKind::Tempo,
                    opponent: Some(bob()),
                    side: SideChoice::First,
                    time_per_move: Some(days * DAY),
                },
            )
            .unwrap();
        response.reply.text
    };
    let one = per_move(1);
    assert!(
        line(Lang::Pl, &one, 0).contains("(alice ma Czarne; 1 dzień na ruch)"),
        "{}",
        line(Lang::Pl, &one, 0)
    );
    let two = per_move(2);
    assert!(line(Lang::Pl, &two, 0).contains("2 dni na ruch"));
    assert!(line(Lang::It, &two, 0).contains("(alice gioca con il Nero; 2 giorni per mossa)"));
    let five = per_move(5);
    let polish = line(Lang::Pl, &five, 0);
    assert!(
        polish.contains("5 dni na ruch") && polish.ends_with("czas na odpowiedź: 1 dzień."),
        "{polish}"
    );
    assert!(
        line(Lang::ZhCn, &five, 0).contains("每步5天"),
        "{}",
        line(Lang::ZhCn, &five, 0)
    );
    assert!(line(Lang::Es, &five, 0).contains("5 días por jugada"));

    let too_many = |limit: usize| {
        UserError::TooManyChallenges {
            limit,
            first_expires_in: 5 * HOUR,
        }
        .message()
    };
    assert!(say(Lang::Pl, &too_many(1)).starts_with("masz już otwarte wyzwanie: "));
    assert!(say(Lang::Pl, &too_many(2)).starts_with("masz już 2 otwarte wyzwania: "));
    assert!(say(Lang::Pl, &too_many(5)).starts_with("masz już 5 otwartych wyzwań: "));
    assert!(say(Lang::Pl, &too_many(22)).starts_with("masz już 22 otwarte wyzwania: "));
    assert!(say(Lang::Pl, &too_many(5)).ends_with("(czas do wygaśnięcia pierwszego: 5 godzin)"));
    assert!(say(Lang::En, &too_many(1)).starts_with("you already have an open challenge: "));
    assert!(say(Lang::It, &too_many(5)).starts_with("hai già 5 sfide aperte: "));
    assert!(say(Lang::ZhTw, &too_many(5)).starts_with("你已有 5 個未應答的挑戰"));
    let range = UserError::TimeOutOfRange {
        given: 15 * DAY,
        min: HOUR,
        max: 14 * DAY,
    }
    .message();
    assert_eq!(
        say(Lang::Pl, &range),
        "czas na ruch: najmniej 1 godzina, najwięcej 14 dni (podano: 15 dni)"
    );
    assert_eq!(
        say(Lang::Es, &range),
        "el tiempo por jugada debe estar entre 1 hora y 14 días (pediste 15 días)"
    );
}

#[test]
fn a_bad_length_of_time_is_explained_in_each_language() {
    let bad = parse_duration("soon").unwrap_err().message();
    assert_eq!(
        say(Lang::En, &bad),
        "'soon' is not a length of time; write it like 3d, 12h or 90min"
    );
    assert_eq!(
        say(Lang::It, &bad),
        "'soon' non è una durata; scrivila come 3d, 12h o 90min"
    );
    let long = parse_duration("2000years").unwrap_err().message();
    assert_eq!(long.id, "error-duration-too-long");
    assert_eq!(
        say(Lang::Pl, &long),
        "„2000years” to więcej, niż zegar potrafi zliczyć; najwięcej można podać 1000 lat"
    );
}

/// One of each user error, so that each has its own message in every language.
fn every_user_error() -> Vec<UserError> {
    let game = GameId::parse("K7Q2").unwrap();
    let challenge = ChallengeId::parse("ABCD").unwrap();
    vec![
        UserError::NoSuchGame("zz".into()),
        UserError::NoGameHere,
        UserError::WhichGame {
            games: vec![game.clone(), GameId::parse("WXYZ").unwrap()],
            here: true,
        },
        UserError::WhichGame {
            games: vec![game.clone()],
            here: false,
        },
        UserError::NotAPlayer(game.clone()),
        UserError::NotYourTurn {
            game: game.clone(),
            waiting_for: kibitz::store::PlayerSlot {
                user: UserId(2),
                name: "bob".into(),
            },
        },
        UserError::GameOver {
            game: game.clone(),
            kind: GameKind::Xiangqi,
            outcome: Outcome::draw(EndReason::Agreement),
            in_check: None,
        },
        UserError::BadMove {
            error: MoveError::Unreadable {
                text: "hello".into(),
                reason: kibitz::games::Reason::new(kibitz::games::Msg::verbatim("no"), "no"),
            },
            examples: vec!["h2e2".into(), "b0c2".into()],
        },
        UserError::NoMoveChosen(game.clone()),
        UserError::NoSuchChallenge("zz".into()),
        UserError::WhichChallenge(vec![challenge.clone(), ChallengeId::parse("EFGH").unwrap()]),
        UserError::NoChallengeForYou,
        UserError::OwnChallenge,
        UserError::DeclineOwnChallenge,
        UserError::NotYourChallenge(challenge.clone()),
        UserError::NotTheChallenger(challenge.clone()),
        UserError::ChallengeExpired(challenge.clone()),
        UserError::ChallengeYourself,
        UserError::TimeOutOfRange {
            given: DAY / 2,
            min: HOUR,
            max: 14 * DAY,
        },
        UserError::UnknownGame(UnknownGame("chess".into())),
        UserError::NoDrawOffer(game.clone()),
        UserError::OwnDrawOffer,
        UserError::DrawAlreadyOffered(game.clone()),
        UserError::NothingToTakeBack(game.clone()),
        UserError::NoTakebackRequest(game.clone()),
        UserError::OwnTakeback,
        UserError::TakebackAlreadyAsked(game.clone()),
        UserError::StaleButton,
        UserError::UnknownButton,
        UserError::NewerButton,
        UserError::BadButton,
        UserError::Busy,
        UserError::NotASide {
            text: "purple".into(),
            kind: GameKind::Xiangqi,
        },
        UserError::TooFast {
            retry_in: Duration::from_secs(3),
        },
        UserError::TooManyChallenges {
            limit: 10,
            first_expires_in: HOUR,
        },
        UserError::TooManyGames { limit: 50 },
        UserError::NoServerHere,
        UserError::ServerOnly,
        UserError::NoSuchLevel(9),
        UserError::ChallengerHasTooManyGames {
            name: "alice".into(),
            limit: 50,
        },
    ]
}

#[test]
fn every_user_error_has_its_own_words_in_every_language() {
    for error in every_user_error() {
        let message = error.message();
        assert!(
            message.id.starts_with("error-"),
            "{error:?}: {}",
            message.id
        );
        let english = say(Lang::En, &message);
        assert_ne!(english, message.id, "{} has no English text", message.id);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let said = say(lang, &message);
            assert_ne!(said, english, "{} is English in {lang}", message.id);
        }
    }
    let error = UserError::NotASide {
        text: "purple".into(),
        kind: GameKind::Xiangqi,
    };
    // The side words to type stay as they are typed; the game's name is translated.
    assert_eq!(
        say(Lang::ZhCn, &error.message()),
        "`purple` 不是象棋的执方：请写 `red` 或 `black`（也可写 `first`、`second`、`random`）"
    );
    let which = UserError::WhichGame {
        games: vec![
            GameId::parse("K7Q2").unwrap(),
            GameId::parse("WXYZ").unwrap(),
        ],
        here: true,
    };
    assert_eq!(
        say(Lang::Pl, &which.message()),
        "masz tu kilka trwających partii (K7Q2 i WXYZ): napisz, o którą chodzi"
    );
}

#[test]
fn store_failures_are_explained_in_each_language() {
    let unavailable = ServiceError::Store(StoreError::Unavailable {
        reason: "connection refused".into(),
    })
    .user_message()
    .unwrap();
    assert_eq!(
        say(Lang::Es, &unavailable),
        "Ahora mismo no se puede acceder a la base de datos de partidas, así que no ha cambiado \
         nada: vuelve a intentarlo en un momento."
    );
    let corrupt = ServiceError::Store(StoreError::Corrupt {
        what: "game",
        id: "K7Q2".into(),
        reason: "bad json".into(),
    })
    .user_message()
    .unwrap();
    let italian = say(Lang::It, &corrupt);
    assert!(
        italian.starts_with("La partita K7Q2 non si può leggere")
            && italian.contains("`game K7Q2 cannot be read (bad json)`"),
        "{italian}"
    );
}

#[test]
fn a_xiangqi_move_may_be_typed_in_chinese_notation_whatever_the_language() {
    let f = Fixture::new();
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    f.service.play(&alice(), &here(), None, "炮二平五").unwrap();
    f.service.play(&bob(), &here(), None, "馬８進７").unwrap();
    f.service.play(&alice(), &here(), None, "H2+3").unwrap();
    assert_eq!(f.doc(&id).moves, ["h2e2", "h9g7", "h0g2"]);
}

#[test]
fn topo_moves_are_written_in_italian_letters_for_italian_readers() {
    let f = Fixture::new();
    f.start(GameKind::Topo, &alice(), &bob(), &here());
    let s = &f.service;
    let pawn = s.play(&alice(), &here(), None, "e4").unwrap();
    assert_eq!(
        line(Lang::It, &pawn.reply.text, 0),
        "alice ha giocato **e4** (e2e4)."
    );
    // The Lepre castling, typed in either letters, is marked as a castling in the reader's.
    let castling = s.play(&bob(), &here(), None, "Q-O-O-O").unwrap();
    let headline = |lang| line(lang, &castling.reply.text, 0);
    assert_eq!(headline(Lang::En), "bob played **Q-O-O-O** (d8a8).");
    assert_eq!(headline(Lang::It), "bob ha giocato **L-O-O-O** (d8a8).");
    assert_eq!(headline(Lang::Es), "bob jugó **Q-O-O-O** (d8a8).");
    // An Italian typing the Lepre's move sees `L`, an English reader `Q`.
    let hare = s.play(&alice(), &here(), None, "Lg4").unwrap();
    assert_eq!(
        line(Lang::It, &hare.reply.text, 0),
        "alice ha giocato **Lg4** (d1g4)."
    );
    assert_eq!(
        line(Lang::En, &hare.reply.text, 0),
        "alice played **Qg4** (d1g4)."
    );
    // The suggestions find the Cavallo's move typed with the Italian initial.
    match s.move_suggestions(&bob(), &here(), None, "Cc") {
        MoveSuggestions::Moves(moves) => assert_eq!(
            moves.first().map(|m| m.canonical.as_str()),
            Some("b8c6"),
            "{moves:?}"
        ),
        other => panic!("{other:?}"),
    }
    // A take-back names the undone move in the reader's letters.
    s.takeback(&alice(), &here(), None, TakebackAction::Ask)
        .unwrap();
    let undone = s
        .takeback(&bob(), &here(), None, TakebackAction::Accept)
        .unwrap();
    let it = line(Lang::It, &undone.reply.text, 0);
    assert!(it.contains("Lg4") && !it.contains("Qg4"), "{it}");
    let en = line(Lang::En, &undone.reply.text, 0);
    assert!(en.contains("Qg4"), "{en}");
}
