//! The words of the rules in the players' languages: every way the three games refuse a move,
//! and every way a game ends, is a message (`locales/<lang>/moves.ftl`) that formats in all six
//! languages without falling back to English or to its id, and its English is what the rules
//! CLI prints (the errors' `Display`), so the bot and `kibitz rules` say the same thing.

use kibitz::games::tempo::{self, Tempo};
use kibitz::games::topo::{self, Topo};
use kibitz::games::xiangqi::{self, Xiangqi};
use kibitz::games::{
    new_game, AnyGame, Arg, EndReason, Ended, GameKind, MoveError, Msg, Outcome, Rules, Side,
};
use kibitz::i18n::{say, texts, Lang};

/// Every message id inside `msg`, at any depth, `msg`'s own first.
fn ids(msg: &Msg, found: &mut Vec<&'static str>) {
    fn within(arg: &Arg, found: &mut Vec<&'static str>) {
        match arg {
            Arg::Msg(m) => ids(m, found),
            Arg::List(items) => items.iter().for_each(|a| within(a, found)),
            _ => {}
        }
    }
    found.push(msg.id);
    msg.args.iter().for_each(|(_, a)| within(a, found));
}

/// English words that a translated sentence of the rules must not keep. Words that are also
/// words of the other languages ("no", "to", "on", "a", "legal") are left out.
const ENGLISH: [&str; 23] = [
    "the", "cannot", "can", "move", "moves", "piece", "pieces", "is", "your", "not", "there",
    "only", "and", "or", "of", "must", "holds", "would", "stone", "stones", "square", "until",
    "yet",
];

/// The English words left in `text` (as whole words, case-insensitive).
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

/// `msg` said in every language: each id it uses exists in that language itself (no fallback
/// to English), no id or unfilled variable shows, and the non-English sentences are not the
/// English one and keep no English word.
fn says_everywhere(msg: &Msg) {
    let mut used = Vec::new();
    ids(msg, &mut used);
    let english = say(Lang::En, msg);
    for lang in Lang::ALL {
        for id in &used {
            assert!(
                texts().find(lang, id, None, None).is_some(),
                "{id} is missing in {lang} (it would fall back)"
            );
        }
        let text = say(lang, msg);
        assert!(!text.trim().is_empty(), "{} is empty in {lang}", msg.id);
        assert!(
            !text.contains("{$"),
            "{}: a variable is unfilled in {lang}: {text}",
            msg.id
        );
        for id in &used {
            assert!(!text.contains(id), "{id} shows as its id in {lang}: {text}");
        }
        if lang != Lang::En {
            assert_ne!(text, english, "{} is English in {lang}", msg.id);
            assert!(
                english_words(&text).is_empty(),
                "{} keeps English words {:?} in {lang}: {text}",
                msg.id,
                english_words(&text)
            );
        }
    }
}

// ---------------------------------------------------------------- every rule, every game

fn topo_sq(s: &str) -> topo::Square {
    topo::Square::parse(s).expect("square")
}

fn xiangqi_sq(s: &str) -> xiangqi::Square {
    xiangqi::Square::parse(s).expect("point")
}

fn tempo_sq(s: &str) -> tempo::Square {
    tempo::Square::parse(s).expect("cell")
}

/// One of each Topo rule (the match makes a new rule fail to compile until it is listed here).
fn topo_rules() -> Vec<topo::IllegalMove> {
    use topo::IllegalMove::*;
    use topo::Role;
    let (a, b) = (topo_sq("e2"), topo_sq("e5"));
    let all = vec![
        NoPieceOfYours {
            side: Side::Second,
            square: a,
        },
        NotHowItMoves {
            role: Role::Lepre,
            from: a,
            to: b,
        },
        PathBlocked {
            role: Role::Cane,
            from: a,
            blocker: b,
        },
        OwnPieceOnTarget { to: b },
        GattinoBlocked {
            from: a,
            blocker: b,
        },
        GattinoDiagonalNeedsCapture { from: a, to: b },
        GattinoLongStepOnlyFromSecondRank { from: a },
        GattinoTripleStepOnlyOnEdgeFiles { from: a },
        TopoCannotCaptureTopo { from: a, to: b },
        CaneCannotCaptureCaneYet { from: a, to: b },
        PesceCannotCaptureGattino { from: a, to: b },
        PesceCannotCaptureBeforeTopoMoved { from: a },
        PesceBeforeLepreMoved { from: a },
        ChoiceOnlyOnLastRank { to: b },
        SendBackSquareOccupied { square: b },
        TopoCastlingAlreadyUsed,
        LepreCastlingAlreadyUsed,
        CastlingNeedsTopo { square: a },
        CastlingNeedsCane { corner: b },
        CastlingPathBlocked { square: a },
        EnemyTopoOnCentralSquare { square: a },
        CavalloOnCentralSquare { square: a },
        LepreHasMoved { square: a },
        NotListed {
            canonical: "e2e5".into(),
        },
        CaneHasMoved { corner: b },
    ];
    let arms = |rule: &topo::IllegalMove| match rule {
        NoPieceOfYours { .. } => 0,
        NotHowItMoves { .. } => 1,
        PathBlocked { .. } => 2,
        OwnPieceOnTarget { .. } => 3,
        GattinoBlocked { .. } => 4,
        GattinoDiagonalNeedsCapture { .. } => 5,
        GattinoLongStepOnlyFromSecondRank { .. } => 6,
        GattinoTripleStepOnlyOnEdgeFiles { .. } => 7,
        TopoCannotCaptureTopo { .. } => 8,
        CaneCannotCaptureCaneYet { .. } => 9,
        PesceCannotCaptureGattino { .. } => 10,
        PesceCannotCaptureBeforeTopoMoved { .. } => 11,
        PesceBeforeLepreMoved { .. } => 12,
        ChoiceOnlyOnLastRank { .. } => 13,
        SendBackSquareOccupied { .. } => 14,
        TopoCastlingAlreadyUsed => 15,
        LepreCastlingAlreadyUsed => 16,
        CastlingNeedsTopo { .. } => 17,
        CastlingNeedsCane { .. } => 18,
        CastlingPathBlocked { .. } => 19,
        EnemyTopoOnCentralSquare { .. } => 20,
        CavalloOnCentralSquare { .. } => 21,
        LepreHasMoved { .. } => 22,
        NotListed { .. } => 23,
        CaneHasMoved { .. } => 24,
    };
    assert_every_arm(all.iter().map(arms), 25);
    // Each piece's own way of moving, too.
    let mut all = all;
    all.extend(Role::ALL.into_iter().map(|role| NotHowItMoves {
        role,
        from: a,
        to: b,
    }));
    all
}

/// One of each Topo notation error.
fn topo_notation_errors() -> Vec<topo::NotationError> {
    use topo::NotationError::*;
    let all = vec![
        Empty,
        NothingLeft,
        NoDestination,
        UnexpectedAfter { to: topo_sq("e4") },
        NotFileOrRank('z'),
        BadStart,
        Unreadable,
        GattinoNamesRank,
        NoPesceOnLastRank,
        NotAChoice('q'),
        LetterAfterDestination("Nd2q".into()),
        GattinoSameFile {
            text: "bb4".into(),
            file: 1,
        },
        GattinoSameFile {
            text: "cc4".into(),
            file: 2,
        },
        GattinoSameFile {
            text: "ee4".into(),
            file: 4,
        },
        GattinoFarFile {
            file: 0,
            to: topo_sq("c3"),
        },
        NoCaneOnLastRank {
            short: "e8↩".into(),
            canonical: "e7e8r".into(),
        },
    ];
    let arms = |e: &topo::NotationError| match e {
        Empty => 0,
        NothingLeft => 1,
        NoDestination => 2,
        UnexpectedAfter { .. } => 3,
        NotFileOrRank(_) => 4,
        BadStart => 5,
        Unreadable => 6,
        GattinoNamesRank => 7,
        NoPesceOnLastRank => 8,
        NotAChoice(_) => 9,
        LetterAfterDestination(_) => 10,
        GattinoSameFile { .. } => 11,
        GattinoFarFile { .. } => 12,
        NoCaneOnLastRank { .. } => 13,
    };
    assert_every_arm(all.iter().map(arms), 14);
    all
}

/// One of each Xiangqi rule, for each side to move.
fn xiangqi_rules() -> Vec<(xiangqi::IllegalMove, Side)> {
    use xiangqi::IllegalMove::*;
    use xiangqi::Role;
    let p = xiangqi_sq("e3");
    let all = vec![
        NoPiece(p),
        NotYourPiece {
            square: p,
            role: Role::Soldier,
            owner: Side::Second,
        },
        NullMove,
        OwnPiece {
            square: p,
            role: Role::Cannon,
        },
        OutsidePalace(Role::Advisor),
        GeneralStep,
        AdvisorStep,
        ElephantCrossesRiver,
        ElephantStep,
        ElephantEyeBlocked { eye: p },
        HorseStep,
        HorseLegHobbled { leg: p },
        NotStraight(Role::Chariot),
        PathBlocked { at: p },
        CannonNeedsScreen { screens: 0 },
        CannonNeedsScreen { screens: 2 },
        SoldierBackward,
        SoldierSidewaysBeforeRiver,
        SoldierStep,
        LeavesGeneralInCheck {
            role: Role::Horse,
            at: p,
        },
        FlyingGeneral,
    ];
    let arms = |rule: &xiangqi::IllegalMove| match rule {
        NoPiece(_) => 0,
        NotYourPiece { .. } => 1,
        NullMove => 2,
        OwnPiece { .. } => 3,
        OutsidePalace(_) => 4,
        GeneralStep => 5,
        AdvisorStep => 6,
        ElephantCrossesRiver => 7,
        ElephantStep => 8,
        ElephantEyeBlocked { .. } => 9,
        HorseStep => 10,
        HorseLegHobbled { .. } => 11,
        NotStraight(_) => 12,
        PathBlocked { .. } => 13,
        CannonNeedsScreen { .. } => 14,
        SoldierBackward => 15,
        SoldierSidewaysBeforeRiver => 16,
        SoldierStep => 17,
        LeavesGeneralInCheck { .. } => 18,
        FlyingGeneral => 19,
    };
    assert_every_arm(all.iter().map(arms), 20);
    // Every piece, by each side, in the rules that name one.
    let mut all: Vec<(xiangqi::IllegalMove, Side)> = all
        .into_iter()
        .flat_map(|rule| Side::ALL.map(|side| (rule.clone(), side)))
        .collect();
    for role in Role::ALL {
        for side in Side::ALL {
            all.push((OwnPiece { square: p, role }, side));
            all.push((LeavesGeneralInCheck { role, at: p }, side));
            all.push((
                NotYourPiece {
                    square: p,
                    role,
                    owner: side.opponent(),
                },
                side,
            ));
        }
    }
    all
}

/// One of each Xiangqi notation error.
fn xiangqi_notation_errors() -> Vec<xiangqi::NotationError> {
    use xiangqi::NotationError::*;
    let all = vec![Empty, NotIccsOrWxf, NotChinese];
    let arms = |e: &xiangqi::NotationError| match e {
        Empty => 0,
        NotIccsOrWxf => 1,
        NotChinese => 2,
    };
    assert_every_arm(all.iter().map(arms), 3);
    all
}

/// One of each Tempo rule.
fn tempo_rules() -> Vec<tempo::IllegalMove> {
    use tempo::IllegalMove::*;
    use tempo::{Axis, Direction};
    let (a, b, c) = (tempo_sq("b3"), tempo_sq("c4"), tempo_sq("a1"));
    let all = vec![
        NoStone(a),
        NotYourStone {
            square: a,
            owner: Side::Second,
        },
        SameCell(a),
        NotStraight { from: a, to: b },
        NotBetweenTwoStones(a),
        CornerNeedsBothNeighbours {
            corner: c,
            neighbours: vec![tempo_sq("a2"), tempo_sq("b1")],
        },
        CornerMovesDiagonally {
            corner: c,
            towards: tempo_sq("b2"),
        },
        NotPerpendicular {
            from: a,
            to: b,
            lines: vec![
                (Axis::Row, tempo_sq("a3"), tempo_sq("c3")),
                (Axis::Column, tempo_sq("b2"), tempo_sq("b4")),
                (Axis::Diagonal, tempo_sq("a2"), tempo_sq("c4")),
            ],
            allowed: Direction::ALL.to_vec(),
        },
        PathBlocked {
            from: a,
            to: b,
            blocker: b,
        },
        CaptureNotAdjacent { from: a, to: b },
        CannotCaptureOwnStone { to: b },
    ];
    let arms = |rule: &tempo::IllegalMove| match rule {
        NoStone(_) => 0,
        NotYourStone { .. } => 1,
        SameCell(_) => 2,
        NotStraight { .. } => 3,
        NotBetweenTwoStones(_) => 4,
        CornerNeedsBothNeighbours { .. } => 5,
        CornerMovesDiagonally { .. } => 6,
        NotPerpendicular { .. } => 7,
        PathBlocked { .. } => 8,
        CaptureNotAdjacent { .. } => 9,
        CannotCaptureOwnStone { .. } => 10,
    };
    assert_every_arm(all.iter().map(arms), 11);
    all
}

/// The samples cover every arm of a match over the enum (`count` arms).
fn assert_every_arm(arms: impl Iterator<Item = usize>, count: usize) {
    let mut seen: Vec<usize> = arms.collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, (0..count).collect::<Vec<_>>(), "a rule has no sample");
}

#[test]
fn every_topo_rule_and_notation_error_is_said_in_every_language() {
    for rule in topo_rules() {
        says_everywhere(&rule.message());
        assert_eq!(say(Lang::En, &rule.message()), rule.to_string());
    }
    for error in topo_notation_errors() {
        says_everywhere(&error.message());
        assert_eq!(say(Lang::En, &error.message()), error.to_string());
    }
}

#[test]
fn every_xiangqi_rule_and_notation_error_is_said_in_every_language() {
    for (rule, mover) in xiangqi_rules() {
        let message = rule.message(mover);
        says_everywhere(&message);
        // The CLI writes sides in lower case ("black's"); players read them as names.
        let english = say(Lang::En, &message);
        assert_eq!(english.to_lowercase(), rule.to_string().to_lowercase());
    }
    for error in xiangqi_notation_errors() {
        says_everywhere(&error.message());
        assert_eq!(say(Lang::En, &error.message()), error.to_string());
    }
}

#[test]
fn every_tempo_rule_and_notation_error_is_said_in_every_language() {
    for rule in tempo_rules() {
        says_everywhere(&rule.message());
        let english = say(Lang::En, &rule.message());
        if matches!(rule, tempo::IllegalMove::NotPerpendicular { .. }) {
            // Lists are joined the language's way ("a, b and c"); the CLI writes "a, b, c".
            assert!(english.contains("(the row a3–c3, the column b2–b4 and the diagonal"));
            assert!(english.ends_with("it may move north or north-east or east or south-east or south or south-west or west or north-west"), "{english}");
        } else {
            assert_eq!(english, rule.to_string());
        }
    }
    for error in [
        tempo::NotationError::Shape,
        tempo::NotationError::BadCell("g7".into()),
    ] {
        says_everywhere(&error.message());
        assert_eq!(say(Lang::En, &error.message()), error.to_string());
    }
}

/// Texts a player could type, in positions where they meet each way of refusing (the rules'
/// own refusals are above; these are the sentences around them).
fn refusals() -> Vec<(GameKind, Option<&'static str>, &'static str)> {
    const CAVALLI: &str = "4k2q/p7/8/8/8/5N2/P7/1N2K1RQ w - - - 0 10";
    const CLASH: &str = "4k2q/p7/8/8/2p5/1P6/B7/4K2Q w - - TL 0 10";
    const CHARIOTS: &str = "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1";
    use GameKind::*;
    vec![
        // Topo: unreadable, ambiguous, a rule with what would work, no such piece, notes.
        (Topo, None, "hello"),
        (Topo, None, ""),
        (Topo, Some(CAVALLI), "Cd2"),
        (Topo, Some(CAVALLI), "Nd2"),
        (Topo, None, "e2e5"),
        (Topo, None, "e3e4"),
        (Topo, None, "Bc4"),
        (Topo, None, "Pe4"),
        (Topo, None, "Nd4"),
        (Topo, None, "bc3"),
        (Topo, None, "cc3"),
        (Topo, None, "O-O"),
        (Topo, Some(CLASH), "bb4"),
        (Topo, Some(CLASH), "Bc4"),
        // Xiangqi: ICCS and WXF refusals, ambiguity, no such piece.
        (Xiangqi, None, "hello"),
        (Xiangqi, None, "炮二走五"),
        (Xiangqi, None, "h2h8"),
        (Xiangqi, None, "e6e5"),
        (Xiangqi, None, "e5e6"),
        (Xiangqi, None, "R1+5"),
        (Xiangqi, None, "C3=5"),
        (Xiangqi, None, "E3+4"),
        (Xiangqi, None, "H2-1"),
        (Xiangqi, Some(CHARIOTS), "R9+1"),
        (Xiangqi, Some(CHARIOTS), "C2=5"),
        (Xiangqi, None, "+R=5"),
        (Xiangqi, None, "29+1"),
        // Tempo.
        (Tempo, None, "hello"),
        (Tempo, None, "b3-c4"),
        (Tempo, None, "a3a4"),
        (Tempo, Some("6/6/1bbb2/6/2w3 b"), "c3c1"),
        (Tempo, None, "g3c4"),
    ]
}

fn refusal(kind: GameKind, start: Option<&str>, text: &str) -> MoveError {
    let mut game = new_game(kind, start).expect("position");
    game.play(text)
        .map(|played| panic!("{text} was played: {played:?}"))
        .unwrap_err()
}

#[test]
fn refusals_are_said_in_every_language_and_in_english_as_the_cli_writes_them() {
    for (kind, start, text) in refusals() {
        let error = refusal(kind, start, text);
        let message = error.message();
        says_everywhere(&message);
        says_everywhere(&error.reason_message());
        // The CLI's English, with lists joined "a, b, c" where players read "a, b and c".
        let english = say(Lang::En, &message);
        let cli = error.to_string();
        // Sides are names for players ("Black's") and lower case in the CLI ("black's").
        let plain = |s: &str| s.replace(" and ", ", ").to_lowercase();
        assert_eq!(
            plain(&english),
            plain(&cli),
            "{text} in {kind}:\n bot {english}\n cli {cli}"
        );
    }
}

#[test]
fn every_refusal_of_a_sweep_of_pairs_formats_in_every_language() {
    // Every from-to pair at the start and after a few moves: whatever the rules answer, the
    // answer is a message every language has.
    let cases: [(GameKind, &str, u8, u8); 3] = [
        (GameKind::Topo, "e2e4 d7d5 e4d5 d8d5", 8, 8),
        (GameKind::Xiangqi, "h2e2 h9g7 h0g2 i9h9", 9, 10),
        (GameKind::Tempo, "b3b4 a3b3", 6, 5),
    ];
    for (kind, moves, files, ranks) in cases {
        let mut game = new_game(kind, None).expect("start");
        let first_rank = if kind == GameKind::Xiangqi { 0 } else { 1 };
        for (ply, mv) in std::iter::once("").chain(moves.split(' ')).enumerate() {
            if ply > 0 {
                game.play(mv).expect("a legal move");
            }
            let squares: Vec<String> = (0..files)
                .flat_map(|f| {
                    (0..ranks).map(move |r| format!("{}{}", char::from(b'a' + f), r + first_rank))
                })
                .collect();
            let mut ids_seen = std::collections::BTreeSet::new();
            for from in &squares {
                for to in &squares {
                    let text = format!("{from}{to}");
                    if let Err(error) = game.clone().play(&text) {
                        let message = error.message();
                        let mut used = Vec::new();
                        ids(&message, &mut used);
                        // Each distinct shape of answer once: formatting is what is checked.
                        if used.iter().any(|id| ids_seen.insert(*id)) {
                            says_everywhere(&message);
                        }
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------- how games end

#[test]
fn every_end_of_every_game_is_said_in_every_language() {
    let mut seen = std::collections::BTreeSet::new();
    for kind in GameKind::ALL {
        for reason in EndReason::ALL {
            let outcomes = [
                Outcome::win(Side::First, reason),
                Outcome::win(Side::Second, reason),
                Outcome::draw(reason),
            ];
            for outcome in outcomes {
                for in_check in [None, Some(false), Some(true)] {
                    let message = match in_check {
                        None => outcome.message(kind),
                        Some(in_check) => Ended {
                            kind,
                            outcome: outcome.clone(),
                            in_check,
                        }
                        .message(),
                    };
                    says_everywhere(&message);
                    let Some(Arg::Msg(why)) = message.arg("reason") else {
                        panic!("{message:?}")
                    };
                    seen.insert(why.id);
                }
            }
        }
    }
    // One phrase per reason, and those that read differently by game: Xiangqi's checkmate,
    // stalemate and "one of the two", Tempo's loss for want of a move and its two repetitions.
    assert_eq!(seen.len(), EndReason::ALL.len() + 6, "{seen:?}");
}

#[test]
fn results_read_right() {
    let say_ended = |lang, kind, outcome: Outcome, in_check| {
        say(
            lang,
            &Ended {
                kind,
                outcome,
                in_check,
            }
            .message(),
        )
    };
    let mate = Outcome::win(Side::Second, EndReason::NoMoves);
    assert_eq!(
        say_ended(Lang::ZhCn, GameKind::Xiangqi, mate.clone(), true),
        "黑方胜（将死）"
    );
    assert_eq!(
        say_ended(Lang::ZhTw, GameKind::Xiangqi, mate.clone(), false),
        "黑方勝（困斃）"
    );
    assert_eq!(
        say_ended(Lang::Es, GameKind::Xiangqi, mate.clone(), true),
        "Gana el Negro (jaque mate)"
    );
    assert_eq!(
        say(
            Lang::ZhCn,
            &Outcome::win(Side::First, EndReason::PerpetualCheck).message(GameKind::Xiangqi)
        ),
        "红方胜（黑方长将）"
    );
    assert_eq!(
        say(
            Lang::Es,
            &Outcome::win(Side::First, EndReason::LepriCaptured).message(GameKind::Topo)
        ),
        "Ganan las Blancas (capturadas todas las Lepri de las Negras)"
    );
    assert_eq!(
        say(
            Lang::It,
            &Outcome::win(Side::Second, EndReason::LepriCaptured).message(GameKind::Topo)
        ),
        "Vince il Nero (catturate tutte le Lepri del Bianco)"
    );
    assert_eq!(
        say(
            Lang::It,
            &Outcome::draw(EndReason::SixtyHalfMoves).message(GameKind::Topo)
        ),
        "Patta (30 mosse senza catture né mosse di Gattino)"
    );
    assert_eq!(
        say(
            Lang::Pl,
            &Outcome::win(Side::First, EndReason::NoMoves).message(GameKind::Tempo)
        ),
        "Czarne wygrywają (Białe nie mogą się ruszyć)"
    );
    assert_eq!(
        say(
            Lang::Pl,
            &Outcome::win(Side::Second, EndReason::Repetition).message(GameKind::Tempo)
        ),
        "Białe wygrywają (trzykrotne powtórzenie pozycji, mniej pionków)"
    );
    // A win on time is said as a sentence, not with a bracket ("White wins (time)" before).
    assert_eq!(
        say(
            Lang::En,
            &Outcome::win(Side::First, EndReason::Time).message(GameKind::Topo)
        ),
        "White wins on time"
    );
}

#[test]
fn a_finished_game_refuses_moves_with_how_it_ended() {
    // Black's general is mated by two chariots on its file (the flying-general rule guards e9).
    let mut game = new_game(GameKind::Xiangqi, Some("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b")).expect("fen");
    let ended = game.ended().expect("mated");
    assert!(ended.in_check);
    let error = game.play("d9d8").unwrap_err();
    assert_eq!(
        error.to_string(),
        "the game is over (Red wins (no moves))",
        "the CLI's words are unchanged"
    );
    assert_eq!(
        say(Lang::En, &error.message()),
        "the game is over (Red wins (checkmate))"
    );
    assert_eq!(
        say(Lang::ZhTw, &error.message()),
        "對局已經結束（紅方勝（將死））"
    );
    assert_eq!(
        say(Lang::Pl, &error.message()),
        "partia już się skończyła (Czerwone wygrywają (mat))"
    );
}

// ---------------------------------------------------------------- a few refusals, read

fn refused(lang: Lang, kind: GameKind, start: Option<&str>, text: &str) -> String {
    say(lang, &refusal(kind, start, text).message())
}

#[test]
fn topo_refusals_read_right_in_italian() {
    let cavalli = Some("4k2q/p7/8/8/8/5N2/P7/1N2K1RQ w - - - 0 10");
    // The example of docs/rules/topo.it.md.
    assert_eq!(
        refused(Lang::It, GameKind::Topo, cavalli, "Nd2"),
        "'Nd2' è ambigua: due Cavalli possono andare in d2: b1d2 o f3d2?"
    );
    assert_eq!(
        refused(Lang::It, GameKind::Topo, None, "Bc4"),
        "'Bc4' non è una mossa legale qui: il Pesce in f1 non può muoversi finché la tua \
         Lepre non si è mossa; il Pesce in f1 ora non ha mosse legali"
    );
    assert_eq!(
        refused(Lang::It, GameKind::Topo, None, "e2e5"),
        "'e2e5' non è una mossa legale qui: il Gattino in e2 può avanzare al massimo di due \
         case: solo i Gattini delle colonne a e h avanzano di tre; mosse legali da e2: e3 e e4"
    );
    assert_eq!(
        refused(Lang::It, GameKind::Topo, None, "d1d3"),
        "'d1d3' non è una mossa legale qui: la Lepre in d1 non può saltare: la casa d2 sbarra \
         la strada; mosse legali da d1: L-O-O e L-O-O-O"
    );
    // The same refusal to an English reader: the chess letters.
    assert_eq!(
        refused(Lang::En, GameKind::Topo, None, "d1d3"),
        "'d1d3' is not legal here: the Lepre on d1 cannot jump: d2 is in the way; \
         legal moves from d1: Q-O-O and Q-O-O-O"
    );
    // Draw rule 9, with its plural.
    let game = new_game(GameKind::Topo, None).expect("start");
    let why = game.draw_offer_allowed().unwrap_err();
    assert_eq!(
        why.to_string(),
        "a draw can be agreed only after 20 moves each and a first capture: White needs 20 \
         more moves, Black 20 more, and no piece has been captured yet"
    );
    assert_eq!(
        say(Lang::It, why.message()),
        "la patta si può concordare solo dopo 20 mosse per parte e almeno una cattura: al \
         Bianco mancano ancora 20 mosse e al Nero 20, e non è ancora stato catturato nessun pezzo"
    );
    assert_eq!(
        say(Lang::Pl, why.message()),
        "remis można uzgodnić dopiero po 20 ruchach każdej strony i pierwszym biciu: Białe \
         potrzebują jeszcze 20 ruchów i Czarne jeszcze 20, a nie zbito jeszcze żadnej bierki"
    );
    // Chinese says the capture as a clause of its own, not joined by 和.
    assert_eq!(
        say(Lang::ZhCn, why.message()),
        "双方各走满 20 步并且至少吃过一子后才可议和：白方还要走 20 步，黑方还要走 20 步，且尚未吃过子"
    );
}

#[test]
fn xiangqi_refusals_read_right_in_spanish_and_chinese() {
    assert_eq!(
        refused(Lang::Es, GameKind::Xiangqi, None, "b0d1"),
        "'b0d1' no es legal aquí: caballo trabado: el punto de la pata, c0, está ocupado; \
         jugadas legales desde b0: b0a2 y b0c2"
    );
    assert_eq!(
        refused(Lang::Es, GameKind::Xiangqi, None, "R1+5"),
        "'R1+5' no es legal aquí: el camino está bloqueado en i3; jugadas legales desde i0: \
         R1+1 (i0i1) y R1+2 (i0i2)"
    );
    assert_eq!(
        refused(Lang::ZhCn, GameKind::Xiangqi, None, "车一进五"),
        "“车一进五”在这里不合法：去路在 i3 被挡住了；i0 的合法着法：车一进一（i0i1）和车一进二（i0i2）"
    );
    assert_eq!(
        refused(Lang::ZhTw, GameKind::Xiangqi, None, "俥一進五"),
        "「俥一進五」在這裡不合法：去路在 i3 被擋住了；i0 的合法著法：俥一進一（i0i1）和俥一進二（i0i2）"
    );
    assert_eq!(
        refused(Lang::ZhCn, GameKind::Xiangqi, None, "h2h8").split('；').nth(1),
        Some(
            "h2 的合法着法：炮二退一（h2h1）、炮二平七（h2c2）、炮二平六（h2d2）、炮二平五（h2e2）、\
             炮二平四（h2f2）、炮二平三（h2g2）、炮二平一（h2i2）、炮二进一（h2h3）、炮二进二（h2h4）、\
             炮二进三（h2h5）、炮二进四（h2h6）和炮二进七（h2h9）"
        ),
        "a Chinese reader who typed ICCS reads Chinese notation, then the ICCS"
    );
    assert_eq!(
        refused(Lang::ZhTw, GameKind::Xiangqi, None, "e6e5"),
        "「e6e5」在這裡不合法：e6 的卒是黑方的，現在輪到紅方走；可以走的棋子：a0、b0、c0、d0、\
         e0、f0、g0、h0、i0、b2、h2、a3、c3、e3、g3 和 i3"
    );
    let chariots = Some("3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1");
    assert_eq!(
        refused(Lang::ZhCn, GameKind::Xiangqi, chariots, "R9+1"),
        "“R9+1”有歧义：两个车都能走这步棋：a1a2 或 a3a4？"
    );
    assert_eq!(
        refused(Lang::Es, GameKind::Xiangqi, chariots, "R9+1"),
        "'R9+1' es ambigua: dos Carros pueden hacer esa jugada: ¿a1a2 o a3a4?"
    );
}

#[test]
fn tempo_refusals_read_right_in_polish() {
    // The examples of docs/rules/tempo.pl.md.
    assert_eq!(
        refused(Lang::Pl, GameKind::Tempo, None, "b3-c4"),
        "„b3-c4” jest tu niedozwolone: na c4 stoi twój własny pionek, a własnych pionków bić \
         nie wolno; dozwolone ruchy z b3: b3a3, b3b2, b3b4 i b3c3"
    );
    // c3 stands between b3 and d3, c2 is empty and c1 holds a white stone.
    assert_eq!(
        refused(Lang::Pl, GameKind::Tempo, Some("6/6/1bbb2/6/2w3 b"), "c3c1"),
        "„c3c1” jest tu niedozwolone: c3 nie może zbić pionka na c1: zbić można tylko pionek \
         bezpośrednio obok; dozwolone ruchy z c3: c3c2, c3c4 i c3c5"
    );
    assert_eq!(
        refused(Lang::Pl, GameKind::Tempo, None, "g3c4"),
        "„g3c4” to nie jest ruch: „g3” to nie jest pole: kolumny to a–f, a rzędy 1–5"
    );
}

#[test]
fn the_clis_english_is_unchanged() {
    // What `kibitz rules … legal` prints after "illegal move '<m>' at ply <n>: ".
    let cases = [
        (
            GameKind::Topo,
            "e2e5",
            "the Gattino on e2 may step at most two squares: only Gattini on the a and h files \
             step three; legal moves from e2: e3, e4",
        ),
        (
            GameKind::Xiangqi,
            "R1+5",
            "the way is blocked at i3; legal moves from i0: R1+1 (i0i1), R1+2 (i0i2)",
        ),
        (
            GameKind::Tempo,
            "b3c4",
            "c4 holds your own stone, and you cannot take your own stones; legal moves from b3: \
             b3a3, b3b2, b3b4, b3c3",
        ),
        (
            GameKind::Tempo,
            "b3",
            "not a move: write a move as two cells, from and to, like b3c4 (b3-c4 and b3xc4 also \
             work)",
        ),
    ];
    for (kind, text, reason) in cases {
        assert_eq!(refusal(kind, None, text).reason(), reason, "{text}");
    }
}

#[test]
fn move_words_give_chinese_readers_chinese_notation() {
    // The words of a legal move, as the move menus get them.
    let words_of = |game: &dyn AnyGame, canonical: &str| {
        game.move_choices()
            .into_iter()
            .find(|choice| choice.canonical == canonical)
            .map(|choice| choice.words)
    };
    let mut game = new_game(GameKind::Xiangqi, None).expect("start");
    let words = words_of(game.as_ref(), "h2e2").expect("legal");
    assert_eq!(words.usual, "C2=5");
    assert_eq!(words.simplified.as_deref(), Some("炮二平五"));
    assert_eq!(words.traditional.as_deref(), Some("炮二平五"));
    let played = game.play("h2e2").expect("legal");
    assert_eq!(played.mv.words, words);
    assert_eq!(game.last_move_words(), Some(words.clone()));
    assert_eq!(game.moves_words(0), [words]);
    let horse = words_of(game.as_ref(), "h9g7").expect("legal");
    assert_eq!(
        (
            horse.usual.as_str(),
            horse.simplified.as_deref(),
            horse.traditional.as_deref()
        ),
        ("H8+7", Some("马８进７"), Some("馬８進７"))
    );
    assert_eq!(words_of(game.as_ref(), "e0e5"), None);
    let topo = new_game(GameKind::Topo, None).expect("start");
    let words = words_of(topo.as_ref(), "g1f3").expect("legal");
    assert_eq!((words.usual.as_str(), words.simplified), ("Nf3", None));
    // Check, after a move that gives it.
    let mut game = new_game(GameKind::Xiangqi, Some("3k5/9/9/9/9/9/9/9/9/4K3R w")).expect("fen");
    assert!(!game.in_check());
    game.play("i0i9").expect("legal");
    assert!(game.in_check());
}

#[test]
fn topo_and_tempo_never_speak_of_check() {
    for (kind, rules_kind) in [(GameKind::Topo, Topo::KIND), (GameKind::Tempo, Tempo::KIND)] {
        assert_eq!(kind, rules_kind);
        let game = new_game(kind, None).expect("start");
        assert!(!game.in_check());
    }
    assert_eq!(Xiangqi::KIND, GameKind::Xiangqi);
}
