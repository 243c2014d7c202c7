//! Tie-breaks: Buchholz (full, Cut-1, Median), Sonneborn-Berger, wins, direct encounter and
//! rating, with unplayed games counted through FIDE's virtual opponent.
//!
//! # Unplayed games: the virtual opponent
//!
//! A round is *unplayed* for a player when it is a bye of any kind (pairing-allocated `U`,
//! half-point `H`, full-point `F`, zero/absent/withdrawn `Z`) or a forfeit either way (`+`, `−`).
//! Following FIDE handbook C.02 art. 13.15.2 (the 2009 rule lichess also follows), such a round
//! is scored as a game against a *virtual opponent* who starts the round with the player's score,
//! takes the opposite of the player's result in that round, and draws every later round:
//!
//! `Svon = SPR + (1 − SfPR) + ½ · (n − R)`
//!
//! where `R` is the unplayed round, `SPR` the player's score before it, `SfPR` the player's points
//! in it, and `n` the number of rounds so far ([`Tournament::rounds`]). The player's own result in
//! that round counts as a normal result (so a forfeit win adds `Svon` to Sonneborn-Berger, a
//! half-point bye half of it). See [`virtual_opponent_score`].
//!
//! Art. 13.15.1 of the same rule also scores *opponents'* unplayed games as draws when their
//! score enters a player's Buchholz or Sonneborn-Berger. That part is off by default (the rule
//! as specified for kibitz is the virtual opponent alone); [`TiebreakOptions::opponents_unplayed_as_draws`]
//! turns it on.
//!
//! Rounds where a player is *not scheduled* (a round robin's rest, before a late entry) and games
//! still in progress count for nothing: no opponent, virtual or real.
//!
//! # Values
//!
//! Every tie-break is "higher is better". Point-valued tie-breaks are exact
//! ([`TiebreakValue::Quarters`]: Sonneborn-Berger needs quarter points).

use std::fmt;

use crate::tournament::results::{Outcome, Player, Points, Tournament};

/// A tie-break criterion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Sum of the opponents' scores (virtual opponents for unplayed rounds).
    Buchholz,
    /// Buchholz without the lowest opponent score.
    BuchholzCut1,
    /// Buchholz without the highest and the lowest opponent scores.
    MedianBuchholz,
    /// Sum of the scores of beaten opponents plus half those of drawn ones (virtual opponents
    /// for unplayed rounds, scored by the player's result in that round).
    SonnebornBerger,
    /// Number of wins, FIDE C.07 (2023) "WIN": rounds in which the player scored a full point,
    /// with or without playing — forfeit wins and full-point byes (`U`, `F`) count. This is the
    /// Baumbach count.
    Wins,
    /// Number of games won over the board, FIDE C.07 (2023) "WON": forfeit wins and byes do not
    /// count.
    GamesWon,
    /// Points scored in the games among the tied players, applied only when every pair of them
    /// has met (forfeits between them count: the result stands between them). Otherwise it does
    /// not separate them.
    DirectEncounter,
    /// The player's own rating (unrated below every rating).
    OwnRating,
    /// Average rating of the opponents met over the board (forfeits and byes excluded, unrated
    /// opponents left out), rounded to the nearest whole number, halves up, as FIDE's ARO.
    AverageRatingOfOpponents,
}

impl Tiebreak {
    /// Every tie-break, for configuration menus.
    pub const ALL: [Tiebreak; 9] = [
        Tiebreak::Buchholz,
        Tiebreak::BuchholzCut1,
        Tiebreak::MedianBuchholz,
        Tiebreak::SonnebornBerger,
        Tiebreak::Wins,
        Tiebreak::GamesWon,
        Tiebreak::DirectEncounter,
        Tiebreak::OwnRating,
        Tiebreak::AverageRatingOfOpponents,
    ];

    /// FIDE's short code (C.07): `BH`, `BH-C1`, `BH-M1`, `SB`, `WIN`, `WON`, `DE`, `RTNG`, `ARO`.
    pub const fn code(self) -> &'static str {
        match self {
            Tiebreak::Buchholz => "BH",
            Tiebreak::BuchholzCut1 => "BH-C1",
            Tiebreak::MedianBuchholz => "BH-M1",
            Tiebreak::SonnebornBerger => "SB",
            Tiebreak::Wins => "WIN",
            Tiebreak::GamesWon => "WON",
            Tiebreak::DirectEncounter => "DE",
            Tiebreak::OwnRating => "RTNG",
            Tiebreak::AverageRatingOfOpponents => "ARO",
        }
    }

    /// Whether the value depends on who else is tied (only [`Tiebreak::DirectEncounter`]).
    pub const fn depends_on_tied_group(self) -> bool {
        matches!(self, Tiebreak::DirectEncounter)
    }
}

/// How unplayed games enter the tie-breaks beyond the virtual opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TiebreakOptions {
    /// FIDE C.02 art. 13.15.1: when an opponent's score enters a player's Buchholz or
    /// Sonneborn-Berger, count the opponent's own unplayed rounds (byes, forfeits, absences) as
    /// draws. Off by default.
    pub opponents_unplayed_as_draws: bool,
}

/// A tie-break's value for one player; higher ranks first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TiebreakValue {
    /// The criterion does not apply (direct encounter when not all the tied players met, or
    /// nobody is tied): equal for everyone, so it separates nobody.
    NotApplicable,
    /// An exact score in quarter points (`10` is 2½).
    Quarters(u64),
    /// A count (wins).
    Count(u32),
    /// A rating; `None` for unrated (or no rated opponent), below every rating.
    Rating(Option<u32>),
}

impl TiebreakValue {
    /// The value as a number for display or export (`None` when not applicable or unrated).
    pub fn as_f64(self) -> Option<f64> {
        match self {
            TiebreakValue::NotApplicable | TiebreakValue::Rating(None) => None,
            TiebreakValue::Quarters(q) => Some(q as f64 / 4.0),
            TiebreakValue::Count(c) => Some(f64::from(c)),
            TiebreakValue::Rating(Some(r)) => Some(f64::from(r)),
        }
    }
}

/// `12.75`, `3`, `1850`; empty when not applicable, `-` when unrated.
impl fmt::Display for TiebreakValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TiebreakValue::NotApplicable => Ok(()),
            TiebreakValue::Quarters(q) => {
                let whole = q / 4;
                match q % 4 {
                    0 => write!(f, "{whole}"),
                    1 => write!(f, "{whole}.25"),
                    2 => write!(f, "{whole}.5"),
                    _ => write!(f, "{whole}.75"),
                }
            }
            TiebreakValue::Count(c) => write!(f, "{c}"),
            TiebreakValue::Rating(Some(r)) => write!(f, "{r}"),
            TiebreakValue::Rating(None) => f.write_str("-"),
        }
    }
}

/// The virtual opponent's score, in half-points, for a player who did not play round `round`
/// (1-based) of `completed` rounds: `before` is the player's score before that round,
/// `in_round` the player's points in it (all half-points).
///
/// FIDE's own examples (C.02 13.15.2):
/// ```
/// use kibitz::tournament::tiebreak::virtual_opponent_score;
/// // Absent in round 3 of 9 with 1½ after two rounds: 1½ + 1 + ½·6 = 5½.
/// assert_eq!(virtual_opponent_score(3, 0, 3, 9), 11);
/// // Forfeit win in round 6 of 9 with 3½ after five rounds: 3½ + 0 + ½·3 = 5.
/// assert_eq!(virtual_opponent_score(7, 2, 6, 9), 10);
/// ```
pub const fn virtual_opponent_score(
    before: u32,
    in_round: u32,
    round: usize,
    completed: usize,
) -> u32 {
    let later = completed.saturating_sub(round) as u32;
    before + (2u32.saturating_sub(in_round)) + later
}

/// Computes tie-breaks for one tournament; build once, ask for many players.
#[derive(Clone, Debug)]
pub struct Calculator<'a> {
    tournament: &'a Tournament,
    /// Final score per player (index `player - 1`), half-points.
    scores: Vec<u32>,
    /// The score an opponent contributes (13.15.1-adjusted when asked for), half-points.
    as_opponent: Vec<u32>,
}

impl<'a> Calculator<'a> {
    /// Prepares the scores the tie-breaks need.
    pub fn new(tournament: &'a Tournament, options: TiebreakOptions) -> Self {
        let scores: Vec<u32> = tournament
            .players()
            .map(|p| tournament.points(p).half_points())
            .collect();
        let as_opponent = if options.opponents_unplayed_as_draws {
            tournament
                .players()
                .map(|p| {
                    tournament
                        .outcomes(p)
                        .iter()
                        .map(|o| {
                            if o.is_unplayed() {
                                Points::HALF.half_points()
                            } else {
                                o.points().half_points()
                            }
                        })
                        .sum()
                })
                .collect()
        } else {
            scores.clone()
        };
        Calculator {
            tournament,
            scores,
            as_opponent,
        }
    }

    /// The tournament this calculator reads.
    pub fn tournament(&self) -> &'a Tournament {
        self.tournament
    }

    fn score_as_opponent(&self, player: Player) -> u32 {
        (player as usize)
            .checked_sub(1)
            .and_then(|i| self.as_opponent.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// For each round with an opponent (real or virtual): the opponent's score and the player's
    /// points, both in half-points.
    pub fn opponent_scores(&self, player: Player) -> Vec<(u32, u32)> {
        let outcomes = self.tournament.outcomes(player);
        let completed = outcomes.len();
        let mut before = 0u32;
        let mut out = Vec::with_capacity(completed);
        for (r, outcome) in outcomes.iter().enumerate() {
            let mine = outcome.points().half_points();
            match *outcome {
                Outcome::Game {
                    opponent,
                    played: true,
                    ..
                } => out.push((self.score_as_opponent(opponent), mine)),
                o if o.is_unplayed() => {
                    out.push((virtual_opponent_score(before, mine, r + 1, completed), mine));
                }
                _ => {}
            }
            before += mine;
        }
        out
    }

    /// One tie-break for one player. [`Tiebreak::DirectEncounter`] depends on who is tied and
    /// comes from [`Calculator::direct_encounter`]; asked here it is not applicable.
    pub fn value(&self, tiebreak: Tiebreak, player: Player) -> TiebreakValue {
        let t = self.tournament;
        let buchholz = |drop_low: usize, drop_high: usize| {
            let mut s: Vec<u32> = self
                .opponent_scores(player)
                .iter()
                .map(|&(o, _)| o)
                .collect();
            s.sort_unstable();
            let len = s.len();
            let lo = drop_low.min(len);
            let hi = len.saturating_sub(drop_high).max(lo);
            let sum: u64 = s[lo..hi].iter().map(|&v| u64::from(v)).sum();
            TiebreakValue::Quarters(sum * 2)
        };
        match tiebreak {
            Tiebreak::Buchholz => buchholz(0, 0),
            Tiebreak::BuchholzCut1 => buchholz(1, 0),
            Tiebreak::MedianBuchholz => buchholz(1, 1),
            Tiebreak::SonnebornBerger => TiebreakValue::Quarters(
                self.opponent_scores(player)
                    .iter()
                    .map(|&(o, mine)| u64::from(o) * u64::from(mine))
                    .sum(),
            ),
            Tiebreak::Wins => {
                TiebreakValue::Count(count(t.outcomes(player), |o| o.points() == Points::ONE))
            }
            Tiebreak::GamesWon => TiebreakValue::Count(count(t.outcomes(player), |o| {
                matches!(
                    o,
                    Outcome::Game {
                        played: true,
                        points: Points::ONE,
                        ..
                    }
                )
            })),
            Tiebreak::DirectEncounter => TiebreakValue::NotApplicable,
            Tiebreak::OwnRating => TiebreakValue::Rating(t.rating(player)),
            Tiebreak::AverageRatingOfOpponents => {
                let (sum, n) = t
                    .outcomes(player)
                    .iter()
                    .filter_map(|o| match *o {
                        Outcome::Game {
                            opponent,
                            played: true,
                            ..
                        } => t.rating(opponent),
                        _ => None,
                    })
                    .fold((0u64, 0u64), |(s, n), r| (s + u64::from(r), n + 1));
                TiebreakValue::Rating(if n == 0 {
                    None
                } else {
                    u32::try_from((2 * sum + n) / (2 * n)).ok()
                })
            }
        }
    }

    /// Direct encounter among `group` (players tied so far), in the group's order: each player's
    /// points from their games against the others in the group, when every pair of them has met
    /// (in a finished game, forfeits included); otherwise, or for a group of one,
    /// [`TiebreakValue::NotApplicable`] for all.
    pub fn direct_encounter(&self, group: &[Player]) -> Vec<TiebreakValue> {
        let not = vec![TiebreakValue::NotApplicable; group.len()];
        if group.len() < 2 {
            return not;
        }
        let t = self.tournament;
        let max = t.player_count() as usize;
        let mut member = vec![false; max + 1];
        for &p in group {
            if let Some(m) = member.get_mut(p as usize) {
                *m = true;
            }
        }
        let in_group = |p: Player| member.get(p as usize).copied().unwrap_or(false);
        let mut values = Vec::with_capacity(group.len());
        for &p in group {
            // Distinct group opponents met: quick reject before any pair bookkeeping.
            let mut met: Vec<Player> = Vec::new();
            let mut points = 0u64;
            for o in t.outcomes(p) {
                if let Outcome::Game {
                    opponent,
                    points: s,
                    ..
                } = *o
                {
                    if in_group(opponent) {
                        met.push(opponent);
                        points += u64::from(s.half_points());
                    }
                }
            }
            met.sort_unstable();
            met.dedup();
            if met.len() + 1 < group.len() {
                return not;
            }
            values.push(TiebreakValue::Quarters(points * 2));
        }
        values
    }

    /// The final score of a player, half-points (0 for an unknown player).
    pub fn score(&self, player: Player) -> u32 {
        (player as usize)
            .checked_sub(1)
            .and_then(|i| self.scores.get(i))
            .copied()
            .unwrap_or(0)
    }
}

fn count(outcomes: &[Outcome], f: impl Fn(&Outcome) -> bool) -> u32 {
    outcomes.iter().filter(|o| f(o)).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::results::{Board, Bye, ByeKind, GameResult, ResultsError, Round};

    fn q(points: f64) -> TiebreakValue {
        TiebreakValue::Quarters((points * 4.0) as u64)
    }

    /// Five players, three rounds:
    ///
    /// ```text
    /// R1: 1-3 1-0    2-4 ½-½    5 pairing-allocated bye (U)
    /// R2: 5-1 0-1    3-2 +/− (2 did not come)    4 bye (U)
    /// R3: 1-4 ½-½    3-5 0-1    2 withdrawn (Z)
    /// ```
    ///
    /// Scores after R1/R2/R3: 1: 1, 2, 2½ · 2: ½, ½, ½ · 3: 0, 1, 1 · 4: ½, 1½, 2 · 5: 1, 1, 2.
    fn example() -> Result<Tournament, ResultsError> {
        use GameResult::*;
        let r1 = Round {
            games: vec![
                Board::finished(1, 3, WhiteWins),
                Board::finished(2, 4, Draw),
            ],
            byes: vec![Bye {
                player: 5,
                kind: ByeKind::PairingAllocated,
            }],
        };
        let r2 = Round {
            games: vec![
                Board::finished(5, 1, BlackWins),
                Board::finished(3, 2, WhiteForfeitWin),
            ],
            byes: vec![Bye {
                player: 4,
                kind: ByeKind::PairingAllocated,
            }],
        };
        let r3 = Round {
            games: vec![
                Board::finished(1, 4, Draw),
                Board::finished(3, 5, BlackWins),
            ],
            byes: vec![Bye {
                player: 2,
                kind: ByeKind::Zero,
            }],
        };
        Tournament::new(5, vec![r1, r2, r3])?.with_ratings(vec![
            Some(2000),
            Some(1900),
            Some(1800),
            None,
            Some(1600),
        ])
    }

    #[test]
    fn worked_example_buchholz_family() -> Result<(), ResultsError> {
        let t = example()?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        // Player 1 played everyone: 3 (1), 5 (2), 4 (2) => 1 + 2 + 2 = 5.
        assert_eq!(c.value(Tiebreak::Buchholz, 1), q(5.0));
        // Cut-1 drops 3's 1 => 4; Median drops 1 and 2 => 2.
        assert_eq!(c.value(Tiebreak::BuchholzCut1, 1), q(4.0));
        assert_eq!(c.value(Tiebreak::MedianBuchholz, 1), q(2.0));
        // Player 2 (forfeit loss R2, withdrawn R3):
        //   R1 4 scored 2;
        //   R2 virtual: ½ before + (1 − 0) + ½·(3 − 2) = 2;
        //   R3 virtual: ½ before + (1 − 0) + ½·(3 − 3) = 1½;  total 5½.
        assert_eq!(c.value(Tiebreak::Buchholz, 2), q(5.5));
        // Player 3 (forfeit win R2): 1 (2½) + virtual 0 + (1 − 1) + ½·1 = ½ + 5 (2) = 5.
        assert_eq!(c.value(Tiebreak::Buchholz, 3), q(5.0));
        // Player 4 (bye R2): 2 (½) + virtual ½ + (1 − 1) + ½·1 = 1 + 1 (2½) = 4.
        assert_eq!(c.value(Tiebreak::Buchholz, 4), q(4.0));
        // Player 5 (bye R1): virtual 0 + 0 + ½·2 = 1, + 1 (2½) + 3 (1) = 4½.
        assert_eq!(c.value(Tiebreak::Buchholz, 5), q(4.5));
        // Median of player 5: 1, 1 and 2½ without the lowest and the highest = 1.
        assert_eq!(c.value(Tiebreak::MedianBuchholz, 5), q(1.0));
        Ok(())
    }

    #[test]
    fn worked_example_sonneborn_berger() -> Result<(), ResultsError> {
        let t = example()?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        // 1: beat 3 (1) and 5 (2), drew 4 (2): 1 + 2 + ½·2 = 4.
        assert_eq!(c.value(Tiebreak::SonnebornBerger, 1), q(4.0));
        // 2: drew 4 (2): 1; the lost forfeit and the absence add 0.
        assert_eq!(c.value(Tiebreak::SonnebornBerger, 2), q(1.0));
        // 3: the forfeit win counts as a win over the virtual ½: ½.
        assert_eq!(c.value(Tiebreak::SonnebornBerger, 3), q(0.5));
        // 4: drew 2 (½) and 1 (2½), the bye a win over virtual 1: ¼+1+1¼ = 2½.
        assert_eq!(c.value(Tiebreak::SonnebornBerger, 4), q(2.5));
        // 5: the bye a win over virtual 1, beat 3 (1): 2.
        assert_eq!(c.value(Tiebreak::SonnebornBerger, 5), q(2.0));
        // A draw against a 1½ opponent gives a quarter-point value, displayed exactly.
        assert_eq!(TiebreakValue::Quarters(3).to_string(), "0.75");
        Ok(())
    }

    #[test]
    fn worked_example_13_15_1_opponents_unplayed_as_draws() -> Result<(), ResultsError> {
        let t = example()?;
        let c = Calculator::new(
            &t,
            TiebreakOptions {
                opponents_unplayed_as_draws: true,
            },
        );
        // Adjusted scores: 3 = 0 + ½ (forfeit win) + 0 = ½; 5 = ½ (bye) + 0 + 1 = 1½;
        // 4 = ½ + ½ (bye) + ½ = 1½. Player 1: ½ + 1½ + 1½ = 3½.
        assert_eq!(c.value(Tiebreak::Buchholz, 1), q(3.5));
        // Virtual opponents are unchanged: player 5's is still 1; + 1 (2½) + 3 (½) = 4.
        assert_eq!(c.value(Tiebreak::Buchholz, 5), q(4.0));
        Ok(())
    }

    #[test]
    fn worked_example_wins_and_ratings() -> Result<(), ResultsError> {
        let t = example()?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        let wins: Vec<_> = t.players().map(|p| c.value(Tiebreak::Wins, p)).collect();
        // 1: two wins; 2: none; 3: the forfeit win; 4: the bye; 5: the bye and a win.
        let counts = |v: [u32; 5]| v.map(TiebreakValue::Count).to_vec();
        assert_eq!(wins, counts([2, 0, 1, 1, 2]));
        let won: Vec<_> = t
            .players()
            .map(|p| c.value(Tiebreak::GamesWon, p))
            .collect();
        assert_eq!(won, counts([2, 0, 0, 0, 1]));
        let aro: Vec<_> = t
            .players()
            .map(|p| c.value(Tiebreak::AverageRatingOfOpponents, p))
            .collect();
        // 1: (1800 + 1600) / 2, 4 unrated left out; 2: only unrated 4 met; 3: the forfeit does
        // not count, (2000 + 1600) / 2; 4: (1900 + 2000) / 2; 5: (2000 + 1800) / 2.
        let r = |v: Option<u32>| TiebreakValue::Rating(v);
        assert_eq!(
            aro,
            vec![
                r(Some(1700)),
                r(None),
                r(Some(1800)),
                r(Some(1950)),
                r(Some(1900))
            ]
        );
        assert_eq!(c.value(Tiebreak::OwnRating, 4), r(None));
        assert!(r(None) < r(Some(0)));
        Ok(())
    }

    #[test]
    fn aro_rounds_halves_up() -> Result<(), ResultsError> {
        let r1 = Round {
            games: vec![Board::finished(1, 2, GameResult::Draw)],
            byes: vec![],
        };
        let r2 = Round {
            games: vec![Board::finished(3, 1, GameResult::Draw)],
            byes: vec![],
        };
        let t = Tournament::new(3, vec![r1, r2])?.with_ratings(vec![
            Some(1000),
            Some(1500),
            Some(1501),
        ])?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        // (1500 + 1501) / 2 = 1500.5 -> 1501.
        assert_eq!(
            c.value(Tiebreak::AverageRatingOfOpponents, 1),
            TiebreakValue::Rating(Some(1501))
        );
        Ok(())
    }

    #[test]
    fn direct_encounter_needs_everyone_to_have_met() -> Result<(), ResultsError> {
        let t = example()?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        // 4 and 5 never met.
        assert_eq!(
            c.direct_encounter(&[4, 5]),
            vec![TiebreakValue::NotApplicable; 2]
        );
        // 1, 3 and 5 all met: 1 beat both (2), 5 beat 3 (1), 3 nothing.
        assert_eq!(c.direct_encounter(&[1, 3, 5]), vec![q(2.0), q(0.0), q(1.0)]);
        // 2 and 3 met by forfeit: it counts.
        assert_eq!(c.direct_encounter(&[3, 2]), vec![q(1.0), q(0.0)]);
        assert_eq!(c.direct_encounter(&[1]), vec![TiebreakValue::NotApplicable]);
        Ok(())
    }

    #[test]
    fn pending_and_unscheduled_rounds_count_for_nothing() -> Result<(), ResultsError> {
        let r1 = Round {
            games: vec![Board::finished(1, 2, GameResult::WhiteWins)],
            byes: vec![],
        };
        let r2 = Round {
            games: vec![Board::pending(2, 3)],
            byes: vec![],
        };
        let t = Tournament::new(3, vec![r1, r2])?;
        let c = Calculator::new(&t, TiebreakOptions::default());
        // 1 rests in round 2: no virtual opponent, only 2's 0.
        assert_eq!(c.opponent_scores(1), vec![(0, 2)]);
        assert_eq!(c.opponent_scores(3), vec![]);
        assert_eq!(c.value(Tiebreak::Buchholz, 2), q(1.0));
        Ok(())
    }

    #[test]
    fn fide_virtual_opponent_examples() {
        // C.02 13.15.2 example 1 after round 3, and example 2 after round 6.
        assert_eq!(virtual_opponent_score(3, 0, 3, 3), 5);
        assert_eq!(virtual_opponent_score(7, 2, 6, 6), 7);
        // A half-point bye: the virtual opponent takes the other half.
        assert_eq!(virtual_opponent_score(4, 1, 2, 5), 4 + 1 + 3);
    }

    #[test]
    fn codes_are_distinct() {
        let mut codes: Vec<_> = Tiebreak::ALL.iter().map(|t| t.code()).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Tiebreak::ALL.len());
    }
}
