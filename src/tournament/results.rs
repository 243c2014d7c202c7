//! The vocabulary of a tournament: players, a round's pairings and results, the rounds so far.
//!
//! Players are named by their **starting number** (1-based, `u32`), as FIDE's TRF-16 files and
//! pairing programs name them. Points are kept as integer **half-points** ([`Points`]) so every
//! score and tie-break stays exact.
//!
//! A round lists its games ([`Board`]) and its byes ([`Bye`]). A player who appears in neither is
//! *not scheduled* that round: a round robin's resting player (odd number of players), or a player
//! not yet entered. Not being scheduled scores nothing and counts for nothing in the tie-breaks.
//! A Swiss player who is absent or has withdrawn must be listed with [`ByeKind::Zero`] instead,
//! because FIDE counts such a round as an unplayed game (see [`crate::tournament::tiebreak`]).
//!
//! ```
//! use kibitz::tournament::results::{Board, Bye, ByeKind, GameResult, Round, Tournament};
//!
//! let round1 = Round {
//!     games: vec![Board::finished(1, 2, GameResult::WhiteWins)],
//!     byes: vec![Bye { player: 3, kind: ByeKind::PairingAllocated }],
//! };
//! let t = Tournament::new(3, vec![round1])?;
//! assert_eq!(t.points_after(1, 1).half_points(), 2);
//! assert_eq!(t.points_after(3, 1).to_string(), "1");
//! # Ok::<(), kibitz::tournament::results::ResultsError>(())
//! ```

use std::fmt;

/// A player's starting number, 1-based.
pub type Player = u32;

/// A score in half-points (a win is 2, a draw 1), exact by construction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(u32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// A draw's half point.
    pub const HALF: Points = Points(1);
    /// A win's point.
    pub const ONE: Points = Points(2);

    /// Points from a count of half-points (`7` is 3½).
    pub const fn from_half_points(half_points: u32) -> Self {
        Points(half_points)
    }

    /// The score in half-points.
    pub const fn half_points(self) -> u32 {
        self.0
    }

    /// The score as a float, for display only.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0.saturating_add(other.0))
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        *self = *self + other;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

/// `3`, `3.5`, `0.5`: a decimal point and never more than one decimal, the form TRF-16 uses.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 2 == 0 {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

/// A colour in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

/// The result of a paired game. Forfeits name both players (one did not show up) and count
/// as unplayed games for the tie-breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
    /// +/−: black did not play, white scores the point.
    WhiteForfeitWin,
    /// −/+: white did not play, black scores the point.
    BlackForfeitWin,
    /// −/−: neither played; both score zero.
    DoubleForfeit,
}

impl GameResult {
    /// White's and black's points.
    pub const fn points(self) -> (Points, Points) {
        match self {
            GameResult::WhiteWins | GameResult::WhiteForfeitWin => (Points::ONE, Points::ZERO),
            GameResult::Draw => (Points::HALF, Points::HALF),
            GameResult::BlackWins | GameResult::BlackForfeitWin => (Points::ZERO, Points::ONE),
            GameResult::DoubleForfeit => (Points::ZERO, Points::ZERO),
        }
    }

    /// Whether the game was played over the board (not a forfeit).
    pub const fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
        )
    }
}

/// Why a player has no opponent in a round, and what it scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByeKind {
    /// The pairing-allocated bye of the Swiss system (TRF `U`): one point, unplayed.
    PairingAllocated,
    /// A half-point bye the player asked for (TRF `H`): ½ point, unplayed.
    HalfPoint,
    /// A full-point bye granted by the director (TRF `F`): one point, unplayed.
    FullPoint,
    /// Absent, withdrawn or a zero-point bye (TRF `Z`, or `-` without an opponent): no points,
    /// unplayed.
    Zero,
}

impl ByeKind {
    /// The points this bye scores.
    pub const fn points(self) -> Points {
        match self {
            ByeKind::PairingAllocated | ByeKind::FullPoint => Points::ONE,
            ByeKind::HalfPoint => Points::HALF,
            ByeKind::Zero => Points::ZERO,
        }
    }
}

/// A pairing of two players, before any result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// White's starting number.
    pub white: Player,
    /// Black's starting number.
    pub black: Player,
}

/// A player without an opponent in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bye {
    /// The player.
    pub player: Player,
    /// What kind of bye, which decides the points.
    pub kind: ByeKind,
}

/// One entry of a round's pairings, as a pairing engine produces them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pairing {
    /// Two players meet.
    Game(Game),
    /// A player has no opponent.
    Bye(Bye),
}

/// A paired game and its result so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's starting number.
    pub white: Player,
    /// Black's starting number.
    pub black: Player,
    /// `None` while the game is in progress.
    pub result: Option<GameResult>,
}

impl Board {
    /// A game still in progress.
    pub const fn pending(white: Player, black: Player) -> Self {
        Board {
            white,
            black,
            result: None,
        }
    }

    /// A game with its result.
    pub const fn finished(white: Player, black: Player, result: GameResult) -> Self {
        Board {
            white,
            black,
            result: Some(result),
        }
    }
}

/// One round: its games and its byes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The games, in board order.
    pub games: Vec<Board>,
    /// The players without an opponent.
    pub byes: Vec<Bye>,
}

impl Round {
    /// A round from its pairings, every game still in progress.
    pub fn from_pairings(pairings: &[Pairing]) -> Self {
        let mut round = Round::default();
        for pairing in pairings {
            match *pairing {
                Pairing::Game(Game { white, black }) => {
                    round.games.push(Board::pending(white, black));
                }
                Pairing::Bye(bye) => round.byes.push(bye),
            }
        }
        round
    }

    /// Records a game's result; fails if `white` does not have white against `black` here.
    pub fn set_result(
        &mut self,
        white: Player,
        black: Player,
        result: GameResult,
    ) -> Result<(), ResultsError> {
        let board = self
            .games
            .iter_mut()
            .find(|b| b.white == white && b.black == black)
            .ok_or(ResultsError::NoSuchGame { white, black })?;
        board.result = Some(result);
        Ok(())
    }

    /// Whether every game of the round has a result.
    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|b| b.result.is_some())
    }
}

/// What went wrong with a tournament's data. Each names the round (1-based) and the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResultsError {
    /// A tournament needs at least one player.
    #[error("a tournament needs at least one player")]
    NoPlayers,
    /// A starting number outside `1..=player_count`.
    #[error("round {round}: player {player} does not exist (starting numbers run from 1 to {player_count})")]
    UnknownPlayer {
        /// The round, 1-based.
        round: usize,
        /// The starting number found.
        player: Player,
        /// The number of players.
        player_count: u32,
    },
    /// A player listed twice in one round (in two games, or in a game and a bye).
    #[error("round {round}: player {player} appears more than once")]
    PlayerTwiceInRound {
        /// The round, 1-based.
        round: usize,
        /// The player.
        player: Player,
    },
    /// A game of a player against themselves.
    #[error("round {round}: player {player} is paired against themselves")]
    PairedWithSelf {
        /// The round, 1-based.
        round: usize,
        /// The player.
        player: Player,
    },
    /// The ratings list does not have one entry per player.
    #[error("{given} ratings given for {player_count} players; give one (or none) per player")]
    RatingCount {
        /// Entries given.
        given: usize,
        /// The number of players.
        player_count: u32,
    },
    /// [`Round::set_result`] for a game that is not in the round.
    #[error("there is no game with {white} as white against {black} in this round")]
    NoSuchGame {
        /// White asked for.
        white: Player,
        /// Black asked for.
        black: Player,
    },
}

/// A player's view of one round, derived from the round's games and byes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Not in the round at all (a round robin's rest, not yet entered): counts for nothing.
    NotScheduled,
    /// Paired, the game in progress.
    Pending {
        /// The opponent.
        opponent: Player,
        /// The player's colour.
        colour: Colour,
    },
    /// Paired, the game over (played or forfeited).
    Game {
        /// The opponent.
        opponent: Player,
        /// The player's colour.
        colour: Colour,
        /// The player's points from the game.
        points: Points,
        /// `false` for a forfeit (won or lost): an unplayed game for the tie-breaks.
        played: bool,
    },
    /// A bye.
    Bye(ByeKind),
}

impl Outcome {
    /// The points scored in the round.
    pub const fn points(self) -> Points {
        match self {
            Outcome::NotScheduled | Outcome::Pending { .. } => Points::ZERO,
            Outcome::Game { points, .. } => points,
            Outcome::Bye(kind) => kind.points(),
        }
    }

    /// Whether FIDE counts the round as an unplayed game (a bye, a forfeit either way, an
    /// absence), which the tie-breaks replace by a virtual opponent.
    pub const fn is_unplayed(self) -> bool {
        matches!(self, Outcome::Bye(_) | Outcome::Game { played: false, .. })
    }

    /// The player's colour, when paired.
    pub const fn colour(self) -> Option<Colour> {
        match self {
            Outcome::Pending { colour, .. } | Outcome::Game { colour, .. } => Some(colour),
            Outcome::NotScheduled | Outcome::Bye(_) => None,
        }
    }

    /// The opponent met (or to be met) at the board, forfeits included.
    pub const fn opponent(self) -> Option<Player> {
        match self {
            Outcome::Pending { opponent, .. } | Outcome::Game { opponent, .. } => Some(opponent),
            Outcome::NotScheduled | Outcome::Bye(_) => None,
        }
    }

    /// The short mark for a crosstable: `1 ½ 0` for played games, `+ −` for forfeits, `U H F Z`
    /// for byes (as TRF-16), `*` for a game in progress, empty when not scheduled.
    pub const fn mark(self) -> &'static str {
        match self {
            Outcome::NotScheduled => "",
            Outcome::Pending { .. } => "*",
            Outcome::Game {
                points,
                played: true,
                ..
            } => match points.half_points() {
                0 => "0",
                1 => "½",
                _ => "1",
            },
            Outcome::Game {
                points,
                played: false,
                ..
            } => {
                if points.half_points() == 0 {
                    "-"
                } else {
                    "+"
                }
            }
            Outcome::Bye(ByeKind::PairingAllocated) => "U",
            Outcome::Bye(ByeKind::HalfPoint) => "H",
            Outcome::Bye(ByeKind::FullPoint) => "F",
            Outcome::Bye(ByeKind::Zero) => "Z",
        }
    }
}

/// A tournament's players and rounds so far, checked: every starting number exists and no player
/// appears twice in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    player_count: u32,
    ratings: Vec<Option<u32>>,
    rounds: Vec<Round>,
    /// `outcomes[player - 1][round - 1]`, derived once.
    outcomes: Vec<Vec<Outcome>>,
}

impl Tournament {
    /// Checks the rounds and derives every player's outcome in every round.
    pub fn new(player_count: u32, rounds: Vec<Round>) -> Result<Self, ResultsError> {
        if player_count == 0 {
            return Err(ResultsError::NoPlayers);
        }
        let players = player_count as usize;
        let mut outcomes = vec![vec![Outcome::NotScheduled; rounds.len()]; players];
        for (r, round) in rounds.iter().enumerate() {
            let number = r + 1;
            let mut place = |player: Player, outcome: Outcome| -> Result<(), ResultsError> {
                if player == 0 || player > player_count {
                    return Err(ResultsError::UnknownPlayer {
                        round: number,
                        player,
                        player_count,
                    });
                }
                let cell = &mut outcomes[player as usize - 1][r];
                if *cell != Outcome::NotScheduled {
                    return Err(ResultsError::PlayerTwiceInRound {
                        round: number,
                        player,
                    });
                }
                *cell = outcome;
                Ok(())
            };
            for board in &round.games {
                if board.white == board.black {
                    return Err(ResultsError::PairedWithSelf {
                        round: number,
                        player: board.white,
                    });
                }
                let (white, black) = match board.result {
                    None => (
                        Outcome::Pending {
                            opponent: board.black,
                            colour: Colour::White,
                        },
                        Outcome::Pending {
                            opponent: board.white,
                            colour: Colour::Black,
                        },
                    ),
                    Some(result) => {
                        let (w, b) = result.points();
                        let played = result.is_played();
                        (
                            Outcome::Game {
                                opponent: board.black,
                                colour: Colour::White,
                                points: w,
                                played,
                            },
                            Outcome::Game {
                                opponent: board.white,
                                colour: Colour::Black,
                                points: b,
                                played,
                            },
                        )
                    }
                };
                place(board.white, white)?;
                place(board.black, black)?;
            }
            for bye in &round.byes {
                place(bye.player, Outcome::Bye(bye.kind))?;
            }
        }
        Ok(Tournament {
            player_count,
            ratings: vec![None; players],
            rounds,
            outcomes,
        })
    }

    /// Sets the players' ratings, one entry per player in starting-number order (`None` for
    /// unrated). Used by the rating tie-breaks.
    pub fn with_ratings(mut self, ratings: Vec<Option<u32>>) -> Result<Self, ResultsError> {
        if ratings.len() != self.player_count as usize {
            return Err(ResultsError::RatingCount {
                given: ratings.len(),
                player_count: self.player_count,
            });
        }
        self.ratings = ratings;
        Ok(self)
    }

    /// The number of players; starting numbers run from 1 to this.
    pub fn player_count(&self) -> u32 {
        self.player_count
    }

    /// Every starting number, in order.
    pub fn players(&self) -> impl Iterator<Item = Player> {
        1..=self.player_count
    }

    /// The rounds so far (paired, finished or not).
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// A player's rating, if rated. `None` also for an unknown starting number.
    pub fn rating(&self, player: Player) -> Option<u32> {
        let index = (player as usize).checked_sub(1)?;
        self.ratings.get(index).copied().flatten()
    }

    /// A player's outcome in every round so far, in round order (empty for an unknown player).
    pub fn outcomes(&self, player: Player) -> &[Outcome] {
        (player as usize)
            .checked_sub(1)
            .and_then(|i| self.outcomes.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// A player's points after the first `rounds` rounds.
    pub fn points_after(&self, player: Player, rounds: usize) -> Points {
        self.outcomes(player)
            .iter()
            .take(rounds)
            .map(|o| o.points())
            .sum()
    }

    /// A player's points in all rounds so far.
    pub fn points(&self, player: Player) -> Points {
        self.points_after(player, self.rounds.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_display_and_arithmetic() {
        assert_eq!(Points::from_half_points(7).to_string(), "3.5");
        assert_eq!(Points::from_half_points(1).to_string(), "0.5");
        assert_eq!(Points::from_half_points(6).to_string(), "3");
        assert_eq!(Points::ONE + Points::HALF, Points::from_half_points(3));
    }

    #[test]
    fn results_score_as_fide() {
        assert_eq!(GameResult::WhiteWins.points(), (Points::ONE, Points::ZERO));
        assert_eq!(GameResult::Draw.points(), (Points::HALF, Points::HALF));
        assert_eq!(
            GameResult::BlackForfeitWin.points(),
            (Points::ZERO, Points::ONE)
        );
        assert_eq!(
            GameResult::DoubleForfeit.points(),
            (Points::ZERO, Points::ZERO)
        );
        assert!(!GameResult::WhiteForfeitWin.is_played());
        assert!(GameResult::BlackWins.is_played());
        assert_eq!(ByeKind::PairingAllocated.points(), Points::ONE);
        assert_eq!(ByeKind::HalfPoint.points(), Points::HALF);
        assert_eq!(ByeKind::Zero.points(), Points::ZERO);
    }

    #[test]
    fn outcomes_are_derived_per_player() -> Result<(), ResultsError> {
        let mut round = Round::from_pairings(&[
            Pairing::Game(Game { white: 1, black: 2 }),
            Pairing::Game(Game { white: 3, black: 4 }),
            Pairing::Bye(Bye {
                player: 5,
                kind: ByeKind::PairingAllocated,
            }),
        ]);
        round.set_result(1, 2, GameResult::Draw)?;
        round.set_result(3, 4, GameResult::BlackForfeitWin)?;
        assert_eq!(
            round.set_result(2, 1, GameResult::Draw),
            Err(ResultsError::NoSuchGame { white: 2, black: 1 })
        );
        let t = Tournament::new(6, vec![round])?;
        assert_eq!(
            t.outcomes(2),
            &[Outcome::Game {
                opponent: 1,
                colour: Colour::Black,
                points: Points::HALF,
                played: true
            }]
        );
        assert_eq!(t.outcomes(4)[0].mark(), "+");
        assert_eq!(t.outcomes(3)[0].mark(), "-");
        assert!(t.outcomes(3)[0].is_unplayed());
        assert_eq!(t.outcomes(5)[0].mark(), "U");
        assert_eq!(t.outcomes(6), &[Outcome::NotScheduled]);
        assert!(!t.outcomes(6)[0].is_unplayed());
        assert_eq!(t.points(4), Points::ONE);
        assert_eq!(t.outcomes(7), &[] as &[Outcome]);
        Ok(())
    }

    #[test]
    fn bad_rounds_are_named() {
        let twice = Round {
            games: vec![Board::pending(1, 2)],
            byes: vec![Bye {
                player: 2,
                kind: ByeKind::HalfPoint,
            }],
        };
        assert_eq!(
            Tournament::new(3, vec![Round::default(), twice]),
            Err(ResultsError::PlayerTwiceInRound {
                round: 2,
                player: 2
            })
        );
        let unknown = Round {
            games: vec![Board::pending(1, 4)],
            byes: vec![],
        };
        assert_eq!(
            Tournament::new(3, vec![unknown]),
            Err(ResultsError::UnknownPlayer {
                round: 1,
                player: 4,
                player_count: 3
            })
        );
        let zero = Round {
            games: vec![],
            byes: vec![Bye {
                player: 0,
                kind: ByeKind::Zero,
            }],
        };
        assert!(matches!(
            Tournament::new(3, vec![zero]),
            Err(ResultsError::UnknownPlayer { player: 0, .. })
        ));
        let selfish = Round {
            games: vec![Board::pending(2, 2)],
            byes: vec![],
        };
        assert_eq!(
            Tournament::new(3, vec![selfish]),
            Err(ResultsError::PairedWithSelf {
                round: 1,
                player: 2
            })
        );
        assert_eq!(Tournament::new(0, vec![]), Err(ResultsError::NoPlayers));
        assert!(matches!(
            Tournament::new(2, vec![]).and_then(|t| t.with_ratings(vec![Some(1500)])),
            Err(ResultsError::RatingCount { given: 1, .. })
        ));
    }
}
