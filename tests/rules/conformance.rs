//! One conformance suite over [`Rules`]: the properties every game must have, checked for all
//! three games at every position of seeded random playouts.
//!
//! At each position:
//! - **position strings round-trip**: the string written reads back, is written again the same,
//!   and the position read behaves the same (side to move, legal moves, drawing);
//! - **notations round-trip**: every legal move, written in each [`Notation`], resolves back to
//!   itself;
//! - **`play` and `resolve` agree with the generator**: `play` accepts every listed move; the
//!   canonical text of every from-square/to-square pair of the board resolves exactly when a
//!   listed move is written that way, and is refused as [`MoveError::Illegal`] otherwise (with the
//!   last-rank suffixes the game uses, on the pairs where they can apply);
//! - **"why illegal" agrees with the generator**: every refusal names a rule: its reason is not
//!   empty and is none of the games' generic fallbacks ([`FALLBACKS`]);
//! - **the text board and the [`BoardView`] agree** square by square.
//!
//! Square names and move notation: `docs/rules/topo.md` and `docs/rules/tempo.md` ("Writing
//! moves": ranks from 1, `e2e4`, `b3c4`) and `docs/rules/xiangqi.md` ("Typing moves": ICCS, ranks
//! from 0, `h2e2`). The tests at the end run the suite on deliberately broken rules, to show that
//! each check fails when its property breaks.

use kibitz::games::tempo::Tempo;
use kibitz::games::topo::Topo;
use kibitz::games::xiangqi::Xiangqi;
use kibitz::games::{
    BoardView, Cell, GameKind, MoveError, Msg, Notation, PieceView, Reason, Rules, Side,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use std::time::Instant;

/// Random games per game kind.
const GAMES: u64 = 30;
/// Plies per random game at most (a game that ends sooner stops there).
const MAX_PLIES: usize = 80;

/// Reasons that say only "not legal" without naming a rule: the fallbacks of the games'
/// explainers (`topo::Topo::play`, `topo::notation::explain`, `xiangqi::resolve`). A refusal
/// that gives one of them means the rule checker and the move generator disagree.
const FALLBACKS: [&str; 3] = [
    "is not a legal move here",
    "that move is not legal",
    "does not describe",
];

/// What the suite checked for one game.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    positions: usize,
    /// Positions where every from-to pair of the board was tried.
    swept: usize,
    /// Legal moves, each written in both notations, resolved and played.
    moves: usize,
    /// From-to texts (with and without suffixes) resolved: accepted or refused as they should.
    pair_texts: usize,
    /// Of those, refused with a reason that names a rule.
    refusals: usize,
    /// The suffixes met after a listed move's two cells (Topo's last-rank choices).
    suffixes: BTreeSet<String>,
}

/// The name of a board cell in the game's coordinate notation: file letter, then rank counted
/// from 1 (Topo, Tempo) or from 0 (Xiangqi's ICCS).
fn cell_name(kind: GameKind, file: u8, rank: u8) -> String {
    let first_rank = match kind {
        GameKind::Xiangqi => 0,
        GameKind::Topo | GameKind::Tempo => 1,
    };
    format!(
        "{}{}",
        char::from(b'a' + file),
        u32::from(rank) + first_rank
    )
}

/// How a piece is shown in the text board: Topo and Xiangqi use the position string's letter,
/// upper case for the first side (White, Red) and lower case for the second; Tempo shows a
/// black stone (the first side) as `B` and a white one as `W` (`docs/rules/tempo.md`, "Board
/// and set-up").
fn glyph(kind: GameKind, piece: PieceView) -> char {
    match (kind, piece.side) {
        (GameKind::Tempo, Side::First) => 'B',
        (GameKind::Tempo, Side::Second) => 'W',
        (_, Side::First) => piece.letter.to_ascii_uppercase(),
        (_, Side::Second) => piece.letter.to_ascii_lowercase(),
    }
}

/// Every legal move's canonical text, sorted.
fn canonical_moves<R: Rules>(position: &R::Position) -> Vec<String> {
    let mut moves: Vec<String> = R::legal_moves(position)
        .into_iter()
        .map(|mv| R::write_move(position, mv, Notation::Canonical))
        .collect();
    moves.sort();
    moves
}

/// Position strings round-trip, and the position read back behaves the same.
fn check_round_trip<R: Rules>(position: &R::Position) {
    let text = R::write_position(position);
    let again = R::read_position(&text)
        .unwrap_or_else(|e| panic!("round trip: '{text}' does not read back: {e}"));
    assert_eq!(
        R::write_position(&again),
        text,
        "round trip: '{text}' is written differently once read back"
    );
    assert_eq!(
        R::side_to_move(&again),
        R::side_to_move(position),
        "round trip: '{text}' reads back with the other side to move"
    );
    assert_eq!(
        canonical_moves::<R>(&again),
        canonical_moves::<R>(position),
        "round trip: '{text}' reads back with other legal moves"
    );
    assert_eq!(
        R::board(&again, None),
        R::board(position, None),
        "round trip: '{text}' reads back drawn differently"
    );
}

/// Every legal move resolves back to itself from each notation, and `play` accepts it.
fn check_moves<R: Rules>(position: &R::Position, tally: &mut Tally) {
    let at = R::write_position(position);
    let legal = R::legal_moves(position);
    let mut texts = BTreeSet::new();
    for &mv in &legal {
        // Distinct moves, distinct texts (checked first: resolving could only find one of two).
        let canonical = R::write_move(position, mv, Notation::Canonical);
        assert!(
            texts.insert(canonical.clone()),
            "notation: two legal moves are both written '{canonical}' in '{at}'"
        );
        for notation in [Notation::Canonical, Notation::Human] {
            let text = R::write_move(position, mv, notation);
            match R::resolve(position, &text) {
                Ok(back) => assert_eq!(
                    back, mv,
                    "notation: {notation:?} '{text}' resolves to another move in '{at}'"
                ),
                Err(e) => panic!("notation: {notation:?} '{text}' does not resolve in '{at}': {e}"),
            }
        }
        if let Err(e) = R::play(position, mv) {
            panic!("play: the listed move '{canonical}' is refused in '{at}': {e}");
        }
        tally.moves += 1;
    }
}

/// The canonical text of every from-to pair resolves exactly when it is a listed move's text,
/// and is otherwise refused as illegal with a reason that names a rule. Last-rank suffixes
/// (the part of a listed move's canonical text after its two cells, such as Topo's `t`) are
/// tried on every pair a listed move uses, with every suffix `suffixes` holds.
fn check_pairs<R: Rules>(
    position: &R::Position,
    suffixes: &mut BTreeSet<String>,
    sweep: bool,
    tally: &mut Tally,
) {
    let at = R::write_position(position);
    let legal: BTreeSet<String> = canonical_moves::<R>(position).into_iter().collect();
    let view = R::board(position, None);
    let names: Vec<String> = (0..view.ranks)
        .flat_map(|rank| (0..view.files).map(move |file| (file, rank)))
        .map(|(file, rank)| cell_name(R::KIND, file, rank))
        .collect();
    // The pairs listed moves use, and the suffixes the game writes after them.
    let all_pairs: Vec<String> = names
        .iter()
        .flat_map(|from| names.iter().map(move |to| format!("{from}{to}")))
        .collect();
    let pair_set: BTreeSet<&str> = all_pairs.iter().map(String::as_str).collect();
    let mut used_pairs = BTreeSet::new();
    for text in &legal {
        let pair = (1..=text.len())
            .rev()
            .filter_map(|len| text.get(..len))
            .find(|prefix| pair_set.contains(prefix));
        let pair = pair.unwrap_or_else(|| {
            panic!("pairs: the legal move '{text}' does not start with two cells in '{at}'")
        });
        if let Some(suffix) = text.get(pair.len()..).filter(|s| !s.is_empty()) {
            suffixes.insert(suffix.to_string());
        }
        used_pairs.insert(pair);
    }
    // Every pair when sweeping; otherwise only the pairs listed moves use (so the suffixes are
    // still tried on every position).
    let mut texts: Vec<String> = if sweep {
        all_pairs.clone()
    } else {
        used_pairs.iter().map(|pair| pair.to_string()).collect()
    };
    for pair in &used_pairs {
        // Each suffix on each used pair when sweeping; otherwise on the pairs of listed moves
        // that have a suffix (a Gattino reaching its last rank), where the choices matter.
        if sweep
            || legal
                .iter()
                .any(|m| m.len() > pair.len() && m.starts_with(pair))
        {
            texts.extend(suffixes.iter().map(|suffix| format!("{pair}{suffix}")));
        }
    }
    for text in texts {
        let answer = R::resolve(position, &text);
        if legal.contains(&text) {
            let mv = answer.unwrap_or_else(|e| {
                panic!("pairs: the listed move '{text}' is refused in '{at}': {e}")
            });
            assert_eq!(
                R::write_move(position, mv, Notation::Canonical),
                text,
                "pairs: '{text}' resolves to another move in '{at}'"
            );
        } else {
            match answer {
                Ok(mv) => panic!(
                    "pairs: '{text}' is not a listed move but resolves (to '{}') in '{at}'",
                    R::write_move(position, mv, Notation::Canonical)
                ),
                Err(MoveError::Illegal { reason, .. }) => {
                    check_reason(&text, &reason.to_string(), &at);
                    tally.refusals += 1;
                }
                Err(other) => {
                    panic!("pairs: '{text}' should be refused as illegal in '{at}', not: {other}")
                }
            }
        }
        tally.pair_texts += 1;
    }
}

/// A refusal names a rule: not empty, and not a generic fallback.
fn check_reason(text: &str, reason: &str, at: &str) {
    assert!(
        !reason.trim().is_empty(),
        "why illegal: '{text}' is refused without a reason in '{at}'"
    );
    for fallback in FALLBACKS {
        assert!(
            !reason.contains(fallback),
            "why illegal: '{text}' is refused with the generic fallback '{fallback}' in '{at}' \
             (the rule checker and the generator disagree): {reason}"
        );
    }
}

/// The text board shows what the [`BoardView`] holds, square by square: one line per rank from
/// the last down to the first, each the rank's name and one glyph per file (`.` for empty),
/// then a line of file letters.
fn check_board<R: Rules>(position: &R::Position, last: Option<(&R::Position, R::Move)>) {
    let at = R::write_position(position);
    let view: BoardView = R::board(position, None);
    assert_eq!(view.kind, R::KIND, "board: the view is of another game");
    assert_eq!(
        view.to_move,
        R::side_to_move(position),
        "board: the view has the other side to move in '{at}'"
    );
    assert_eq!(
        view.cells.len(),
        usize::from(view.files) * usize::from(view.ranks),
        "board: the view's cells do not fill its size"
    );
    assert_eq!(
        view.last_move, None,
        "board: a last move marked without one"
    );
    if let Some(last) = last {
        let marked = R::board(position, Some(last));
        assert!(
            marked.last_move.is_some(),
            "board: the last move is not marked in '{at}'"
        );
        assert_eq!(
            BoardView {
                last_move: None,
                ..marked
            },
            view,
            "board: marking the last move changes the board in '{at}'"
        );
    }
    let text = R::board_text(position);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(
        lines.len(),
        usize::from(view.ranks) + 1,
        "board: the text board of '{at}' has {} lines, not one per rank and the files:\n{text}",
        lines.len()
    );
    for (line, rank) in lines.iter().zip((0..view.ranks).rev()) {
        let mut tokens = line.split_whitespace();
        let label = tokens.next().unwrap_or_default();
        let rank_name = cell_name(R::KIND, 0, rank);
        assert_eq!(
            label,
            &rank_name[1..],
            "board: line '{line}' is not rank {rank_name} in '{at}'"
        );
        let glyphs: Vec<&str> = tokens.collect();
        assert_eq!(
            glyphs.len(),
            usize::from(view.files),
            "board: line '{line}' has not one glyph per file in '{at}'"
        );
        for (file, shown) in (0..view.files).zip(&glyphs) {
            let expected = view
                .at(Cell::new(file, rank))
                .map_or('.', |piece| glyph(R::KIND, piece))
                .to_string();
            assert_eq!(
                *shown,
                expected,
                "board: {} shows '{shown}' in the text but '{expected}' in the view, in '{at}'",
                cell_name(R::KIND, file, rank)
            );
        }
    }
    let files: Vec<String> = (0..view.files)
        .map(|f| char::from(b'a' + f).to_string())
        .collect();
    let legend: Vec<&str> = lines[lines.len() - 1].split_whitespace().collect();
    assert_eq!(
        legend, files,
        "board: the last line does not name the files"
    );
}

/// Runs every check on every position of `games` seeded random games of at most `max_plies`
/// plies, started in turn from the standard start and from each position of `extra_starts`.
/// The sweep over every from-to pair of the board (thousands of texts, each refusal explained)
/// runs on every `sweep_every`-th position only, to keep a debug build quick; counting positions
/// across games, so the sweeps fall on every ply.
fn conformance<R: Rules>(
    games: u64,
    max_plies: usize,
    sweep_every: usize,
    extra_starts: &[String],
) -> Tally {
    let mut starts = vec![R::start()];
    starts.extend(
        extra_starts
            .iter()
            .map(|text| R::read_position(text).unwrap_or_else(|e| panic!("{e}"))),
    );
    let mut tally = Tally::default();
    let mut suffixes = BTreeSet::new();
    for game in 0..games {
        let mut rng = StdRng::seed_from_u64(0xC0FF_EE00 + game);
        let start_index = usize::try_from(game).unwrap_or(0) % starts.len();
        let mut history = vec![starts[start_index].clone()];
        let mut last: Option<(R::Position, R::Move)> = None;
        loop {
            let position = &history[history.len() - 1];
            check_round_trip::<R>(position);
            check_moves::<R>(position, &mut tally);
            let sweep = tally.positions % sweep_every == 0;
            check_pairs::<R>(position, &mut suffixes, sweep, &mut tally);
            tally.swept += usize::from(sweep);
            check_board::<R>(position, last.as_ref().map(|(p, mv)| (p, *mv)));
            tally.positions += 1;
            let legal = R::legal_moves(position);
            if legal.is_empty() || R::outcome(&history).is_some() || history.len() > max_plies {
                break;
            }
            let mv = legal[rng.gen_range(0..legal.len())];
            let next = R::play(position, mv).unwrap_or_else(|e| panic!("{e}"));
            last = Some((position.clone(), mv));
            history.push(next);
        }
        tally.games += 1;
    }
    tally.suffixes = suffixes;
    tally
}

/// Runs the suite for one game, from its start and from the positions of its perft table, and
/// prints what it checked (`cargo test --test rules conformance -- --nocapture` shows it).
fn run<R: Rules>(perft_table: &str, sweep_every: usize) -> Tally {
    let extra: Vec<String> = crate::perft::read_perft_file(perft_table)
        .into_iter()
        .map(|entry| entry.position)
        .collect();
    let started = Instant::now();
    let tally = conformance::<R>(GAMES, MAX_PLIES, sweep_every, &extra);
    println!(
        "conformance {:?}: {} games, {} positions ({} swept), {} legal moves, {} from-to texts \
         ({} refused), suffixes {:?}, in {:.2?}",
        R::KIND,
        tally.games,
        tally.positions,
        tally.swept,
        tally.moves,
        tally.pair_texts,
        tally.refusals,
        tally.suffixes,
        started.elapsed()
    );
    // The playouts really ran: most games are long, and they met many moves and refusals.
    assert!(tally.positions > 10 * usize::try_from(GAMES).unwrap_or(0));
    assert!(tally.moves > tally.positions);
    assert!(tally.refusals > tally.positions);
    tally
}

#[test]
fn topo_conforms() {
    let tally = run::<Topo>("tests/data/topo_perft.txt", 25);
    // The last-rank choices were met and tried (docs/rules/topo.md, "Writing moves").
    assert!(tally.suffixes.len() >= 4, "{:?}", tally.suffixes);
}

#[test]
fn xiangqi_conforms() {
    run::<Xiangqi>("tests/data/xiangqi_perft.txt", 40);
}

#[test]
fn tempo_conforms() {
    run::<Tempo>("tests/data/tempo_perft.txt", 1);
}

// --- The suite catches broken rules ------------------------------------------------------------
//
// `Faulty<R, FAULT>` plays by `R` except for one deliberate fault; each test below runs the
// suite on a few short games under one fault and expects the check for that property to fail.
// This keeps the checks above honest: a check that could never fail would make its test below
// fail.

/// The rules `R` with the fault numbered `FAULT` (one of the constants below).
struct Faulty<R, const FAULT: u8>(std::marker::PhantomData<R>);

/// A position string that reads back as another position (one move later).
const READ_ELSEWHERE: u8 = 1;
/// Every move text that resolves is read as the first legal move.
const RESOLVE_TO_FIRST: u8 = 2;
/// `play` refuses the last listed move.
const PLAY_REFUSES: u8 = 3;
/// `resolve` accepts an illegal move (as the first legal one).
const ACCEPT_ILLEGAL: u8 = 4;
/// The generator leaves out a move that `resolve` still accepts.
const HIDE_A_MOVE: u8 = 5;
/// Refusals say only "that move is not legal".
const VAGUE_REASON: u8 = 6;
/// Refusals give no reason.
const EMPTY_REASON: u8 = 7;
/// Illegal moves are called unreadable.
const UNREADABLE: u8 = 8;
/// The text board shows the first piece of the other side.
const TEXT_BOARD_WRONG: u8 = 9;
/// The view loses the piece on the first cell (a1, or a0 in Xiangqi).
const VIEW_LOSES_A_PIECE: u8 = 10;
/// The view does not mark the last move.
const NO_LAST_MOVE: u8 = 11;
/// A refused text with a suffix is read without it (`e2e4t` as `e2e4`).
const IGNORE_SUFFIX: u8 = 12;
/// Two legal moves are written the same way in canonical notation.
const SAME_TEXT: u8 = 13;

impl<R: Rules, const FAULT: u8> Rules for Faulty<R, FAULT> {
    const KIND: GameKind = R::KIND;
    type Position = R::Position;
    type Move = R::Move;

    fn start() -> Self::Position {
        R::start()
    }

    fn read_position(text: &str) -> Result<Self::Position, kibitz::games::PositionError> {
        let position = R::read_position(text)?;
        if FAULT == READ_ELSEWHERE {
            if let Some(&mv) = R::legal_moves(&position).first() {
                if let Ok(next) = R::play(&position, mv) {
                    return Ok(next);
                }
            }
        }
        Ok(position)
    }

    fn write_position(position: &Self::Position) -> String {
        R::write_position(position)
    }

    fn side_to_move(position: &Self::Position) -> Side {
        R::side_to_move(position)
    }

    fn legal_moves(position: &Self::Position) -> Vec<Self::Move> {
        let mut moves = R::legal_moves(position);
        if FAULT == HIDE_A_MOVE && moves.len() > 1 {
            moves.pop();
        }
        moves
    }

    fn play(position: &Self::Position, mv: Self::Move) -> Result<Self::Position, MoveError> {
        if FAULT == PLAY_REFUSES && R::legal_moves(position).last() == Some(&mv) {
            return Err(MoveError::Illegal {
                text: String::new(),
                reason: Reason::new(Msg::verbatim("refused"), "refused"),
            });
        }
        R::play(position, mv)
    }

    fn write_move(position: &Self::Position, mv: Self::Move, notation: Notation) -> String {
        let first = R::legal_moves(position).first().copied();
        match first {
            Some(first) if FAULT == SAME_TEXT && notation == Notation::Canonical => {
                R::write_move(position, first, notation)
            }
            _ => R::write_move(position, mv, notation),
        }
    }

    fn resolve(position: &Self::Position, text: &str) -> Result<Self::Move, MoveError> {
        let first = R::legal_moves(position).first().copied();
        match (FAULT, R::resolve(position, text), first) {
            (RESOLVE_TO_FIRST, Ok(_), Some(first)) => Ok(first),
            (ACCEPT_ILLEGAL, Err(MoveError::Illegal { .. }), Some(first)) => Ok(first),
            (VAGUE_REASON, Err(MoveError::Illegal { text, .. }), _) => Err(MoveError::Illegal {
                text,
                reason: Reason::new(Msg::new("move-topo-unexplained"), "that move is not legal"),
            }),
            (EMPTY_REASON, Err(MoveError::Illegal { text, .. }), _) => Err(MoveError::Illegal {
                text,
                reason: Reason::new(Msg::verbatim(""), ""),
            }),
            (UNREADABLE, Err(MoveError::Illegal { text, reason }), _) => {
                Err(MoveError::Unreadable { text, reason })
            }
            (IGNORE_SUFFIX, Err(MoveError::Illegal { .. }), _) if text.len() == 5 => {
                R::resolve(position, &text[..4])
            }
            (_, answer, _) => answer,
        }
    }

    fn outcome(history: &[Self::Position]) -> Option<kibitz::games::Outcome> {
        R::outcome(history)
    }

    fn perft(position: &Self::Position, depth: u32) -> u64 {
        R::perft(position, depth)
    }

    fn board(position: &Self::Position, last: Option<(&Self::Position, Self::Move)>) -> BoardView {
        let mut view = R::board(position, last);
        if FAULT == VIEW_LOSES_A_PIECE {
            view.set(Cell::new(0, 0), None);
        }
        if FAULT == NO_LAST_MOVE {
            view.last_move = None;
        }
        view
    }

    fn board_text(position: &Self::Position) -> String {
        let text = R::board_text(position);
        if FAULT != TEXT_BOARD_WRONG {
            return text;
        }
        // Swap the case of the first piece letter after the first rank label, or turn a Tempo
        // stone to the other colour.
        let mut swapped = false;
        text.lines()
            .map(|line| {
                let mut tokens: Vec<String> = line.split(' ').map(str::to_string).collect();
                for token in tokens.iter_mut().skip(1) {
                    if !swapped && token.len() == 1 && token != "." {
                        *token = match token.as_str() {
                            "B" => "W".to_string(),
                            "W" => "B".to_string(),
                            t if t == t.to_uppercase() => t.to_lowercase(),
                            t => t.to_uppercase(),
                        };
                        swapped = true;
                    }
                }
                tokens.join(" ") + "\n"
            })
            .collect()
    }
}

/// Runs the suite briefly on `R`: two short games, every position swept.
fn brief<R: Rules>() {
    conformance::<R>(2, 12, 1, &[]);
}

/// The same, from a Topo position where a Gattino stands on e7, so last-rank suffixes are met.
fn brief_last_rank<const FAULT: u8>() {
    conformance::<Faulty<Topo, FAULT>>(
        2,
        4,
        1,
        &["r2k3q/4P3/8/8/8/8/P7/4K2Q w - - - 0 10".to_string()],
    );
}

#[test]
fn the_suite_passes_the_unbroken_rules_it_is_checked_with() {
    brief::<Faulty<Tempo, 0>>();
    brief_last_rank::<0>();
}

#[test]
#[should_panic(expected = "is written differently once read back")]
fn a_position_string_that_reads_back_elsewhere_fails() {
    brief::<Faulty<Tempo, READ_ELSEWHERE>>();
}

#[test]
#[should_panic(expected = "resolves to another move")]
fn a_move_text_that_resolves_to_another_move_fails() {
    brief::<Faulty<Tempo, RESOLVE_TO_FIRST>>();
}

#[test]
#[should_panic(expected = "notation: two legal moves")]
fn two_moves_written_alike_fail() {
    brief::<Faulty<Tempo, SAME_TEXT>>();
}

#[test]
#[should_panic(expected = "play: the listed move")]
fn play_refusing_a_listed_move_fails() {
    brief::<Faulty<Tempo, PLAY_REFUSES>>();
}

#[test]
#[should_panic(expected = "is not a listed move but resolves")]
fn resolve_accepting_an_illegal_move_fails() {
    brief::<Faulty<Tempo, ACCEPT_ILLEGAL>>();
}

#[test]
#[should_panic(expected = "is not a listed move but resolves")]
fn a_move_missing_from_the_generator_fails() {
    brief::<Faulty<Tempo, HIDE_A_MOVE>>();
}

#[test]
#[should_panic(expected = "generic fallback")]
fn a_generic_reason_fails() {
    brief::<Faulty<Tempo, VAGUE_REASON>>();
}

#[test]
#[should_panic(expected = "without a reason")]
fn an_empty_reason_fails() {
    brief::<Faulty<Tempo, EMPTY_REASON>>();
}

#[test]
#[should_panic(expected = "should be refused as illegal")]
fn an_illegal_move_called_unreadable_fails() {
    brief::<Faulty<Tempo, UNREADABLE>>();
}

#[test]
#[should_panic(expected = "in the text but")]
fn a_wrong_text_board_fails() {
    brief::<Faulty<Tempo, TEXT_BOARD_WRONG>>();
}

#[test]
#[should_panic(expected = "in the text but")]
fn a_view_missing_a_piece_fails() {
    brief::<Faulty<Tempo, VIEW_LOSES_A_PIECE>>();
}

#[test]
#[should_panic(expected = "board: the last move is not marked")]
fn an_unmarked_last_move_fails() {
    brief::<Faulty<Tempo, NO_LAST_MOVE>>();
}

#[test]
#[should_panic(expected = "is not a listed move but resolves")]
fn a_last_rank_suffix_ignored_fails() {
    brief_last_rank::<IGNORE_SUFFIX>();
}

#[test]
#[should_panic(expected = "in the text but")]
fn a_wrong_text_board_fails_for_letters_too() {
    brief::<Faulty<Xiangqi, TEXT_BOARD_WRONG>>();
}
