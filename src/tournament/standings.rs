//! Standings from the rounds so far: rank, points, tie-breaks in the configured order and every
//! round's outcome, ready for a table or a picture.
//!
//! **Ranking.** Players are ordered by points, then by each configured tie-break in turn, each
//! applied only among the players still tied (so [`Tiebreak::DirectEncounter`] looks at exactly
//! the group tied on everything before it). Players equal on points and every tie-break **share
//! a rank**: two players tied for third both have `rank` 3 and `rank_last` 4, shown "3–4"
//! ([`Row::rank_label`]). FIDE breaks such a tie by lot; a bot must not invent one, so the rank
//! is shared, and within it rows are listed by starting number so the order is stable.
//!
//! **During a round.** Standings may be taken with the last round in progress: a pending game
//! scores nothing and enters no tie-break yet, while the round already counts in `n` of the
//! virtual-opponent formula (it is a round "so far").
//!
//! ```
//! use kibitz::tournament::results::{Board, GameResult, Round, Tournament};
//! use kibitz::tournament::standings::{standings, StandingsConfig};
//! use kibitz::tournament::tiebreak::Tiebreak;
//!
//! let round = Round { games: vec![Board::finished(1, 2, GameResult::Draw)], byes: vec![] };
//! let t = Tournament::new(2, vec![round])?;
//! let s = standings(&t, &StandingsConfig::new(vec![Tiebreak::SonnebornBerger]));
//! assert_eq!(s.rows[0].rank_label(), "1–2");
//! # Ok::<(), kibitz::tournament::results::ResultsError>(())
//! ```

use crate::tournament::results::{Outcome, Player, Points, Tournament};
use crate::tournament::tiebreak::{Calculator, Tiebreak, TiebreakOptions, TiebreakValue};

/// What the standings rank by after points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsConfig {
    /// Tie-breaks in order of application.
    pub tiebreaks: Vec<Tiebreak>,
    /// How unplayed games enter the tie-breaks.
    pub options: TiebreakOptions,
}

impl StandingsConfig {
    /// Tie-breaks in this order, default options.
    pub fn new(tiebreaks: Vec<Tiebreak>) -> Self {
        StandingsConfig {
            tiebreaks,
            options: TiebreakOptions::default(),
        }
    }
}

/// One player's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The player's starting number.
    pub player: Player,
    /// The best place the player shares (1-based).
    pub rank: u32,
    /// The last place of the shared rank (equal to `rank` when not shared).
    pub rank_last: u32,
    /// Points so far.
    pub points: Points,
    /// One value per configured tie-break, in the configured order. A group tie-break
    /// ([`Tiebreak::DirectEncounter`]) has a value only where it was applied to a tied group.
    pub tiebreaks: Vec<TiebreakValue>,
    /// The player's outcome in every round (opponent, colour, mark: see [`Outcome`]).
    pub rounds: Vec<Outcome>,
}

impl Row {
    /// `3`, or `3–4` for a shared rank (an en dash).
    pub fn rank_label(&self) -> String {
        if self.rank == self.rank_last {
            self.rank.to_string()
        } else {
            format!("{}\u{2013}{}", self.rank, self.rank_last)
        }
    }
}

/// The standings, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The tie-breaks the columns hold, in order.
    pub tiebreaks: Vec<Tiebreak>,
    /// Every player, best first.
    pub rows: Vec<Row>,
}

/// The standings of `tournament` under `config`.
pub fn standings(tournament: &Tournament, config: &StandingsConfig) -> Standings {
    let calc = Calculator::new(tournament, config.options);
    let columns = config.tiebreaks.len();
    let players = tournament.player_count() as usize;
    // values[i][c]: player i + 1, column c.
    let mut values: Vec<Vec<TiebreakValue>> = (1..=tournament.player_count())
        .map(|p| {
            config
                .tiebreaks
                .iter()
                .map(|&tb| {
                    if tb.depends_on_tied_group() {
                        TiebreakValue::NotApplicable
                    } else {
                        calc.value(tb, p)
                    }
                })
                .collect()
        })
        .collect();
    let mut order: Vec<Player> = tournament.players().collect();
    order.sort_by_key(|&p| std::cmp::Reverse(calc.score(p)));
    // Group boundaries: `bounds` holds the start of every tied group in `order`.
    let mut bounds = split(&order, |p| calc.score(p));
    for (c, &tb) in config.tiebreaks.iter().enumerate() {
        let mut next = Vec::with_capacity(bounds.len());
        for (g, &start) in bounds.iter().enumerate() {
            let end = bounds.get(g + 1).copied().unwrap_or(players);
            if end - start < 2 {
                next.push(start);
                continue;
            }
            let group = &mut order[start..end];
            if tb.depends_on_tied_group() {
                for (&p, v) in group.iter().zip(calc.direct_encounter(group)) {
                    values[p as usize - 1][c] = v;
                }
            }
            group.sort_by(|&a, &b| values[b as usize - 1][c].cmp(&values[a as usize - 1][c]));
            next.extend(
                split(group, |p| values[p as usize - 1][c])
                    .into_iter()
                    .map(|i| i + start),
            );
        }
        bounds = next;
    }
    let mut rows = Vec::with_capacity(players);
    for (g, &start) in bounds.iter().enumerate() {
        let end = bounds.get(g + 1).copied().unwrap_or(players);
        let group = &mut order[start..end];
        group.sort_unstable();
        for &p in group.iter() {
            rows.push(Row {
                player: p,
                rank: start as u32 + 1,
                rank_last: end as u32,
                points: Points::from_half_points(calc.score(p)),
                tiebreaks: std::mem::take(&mut values[p as usize - 1]),
                rounds: tournament.outcomes(p).to_vec(),
            });
        }
    }
    debug_assert!(rows.iter().all(|r| r.tiebreaks.len() == columns));
    Standings {
        tiebreaks: config.tiebreaks.clone(),
        rows,
    }
}

/// Starts of the runs of equal keys in `sorted`.
fn split<K: PartialEq>(sorted: &[Player], key: impl Fn(Player) -> K) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut last: Option<K> = None;
    for (i, &p) in sorted.iter().enumerate() {
        let k = key(p);
        if last.as_ref() != Some(&k) {
            starts.push(i);
        }
        last = Some(k);
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::results::{
        Board, Bye, ByeKind, Colour, GameResult, ResultsError, Round,
    };
    use crate::tournament::round_robin::{self, Cycles};
    use proptest::prelude::*;

    fn q(points: f64) -> TiebreakValue {
        TiebreakValue::Quarters((points * 4.0) as u64)
    }

    /// A four-player round robin (Berger table for 4):
    ///
    /// ```text
    /// R1: 1-4 ½-½   2-3 1-0
    /// R2: 4-3 0-1   1-2 1-0
    /// R3: 2-4 ½-½   3-1 1-0
    /// ```
    fn cycle() -> Result<Tournament, ResultsError> {
        use GameResult::*;
        let rounds = vec![
            Round {
                games: vec![
                    Board::finished(1, 4, Draw),
                    Board::finished(2, 3, WhiteWins),
                ],
                byes: vec![],
            },
            Round {
                games: vec![
                    Board::finished(4, 3, BlackWins),
                    Board::finished(1, 2, WhiteWins),
                ],
                byes: vec![],
            },
            Round {
                games: vec![
                    Board::finished(2, 4, Draw),
                    Board::finished(3, 1, WhiteWins),
                ],
                byes: vec![],
            },
        ];
        Tournament::new(4, rounds)
    }

    #[test]
    fn direct_encounter_among_the_tied_group() -> Result<(), ResultsError> {
        // Points: 1: ½ + 1 + 0 = 1½; 2: 1 + 0 + ½ = 1½; 3: 0 + 1 + 1 = 2; 4: ½ + 0 + ½ = 1.
        // 1 and 2 are tied; they met (1 won): DE 1 for 1, 0 for 2.
        let t = cycle()?;
        let s = standings(
            &t,
            &StandingsConfig::new(vec![Tiebreak::DirectEncounter, Tiebreak::SonnebornBerger]),
        );
        let order: Vec<_> = s.rows.iter().map(|r| r.player).collect();
        assert_eq!(order, vec![3, 1, 2, 4]);
        assert_eq!(s.rows[1].tiebreaks[0], q(1.0));
        assert_eq!(s.rows[2].tiebreaks[0], q(0.0));
        // 3 and 4 were never tied: no direct encounter value.
        assert_eq!(s.rows[0].tiebreaks[0], TiebreakValue::NotApplicable);
        // SB of 1: beat 2 (1½) + ½·4 (1) = 2; of 2: beat 3 (2) + ½·4 (1) = 2½.
        assert_eq!(s.rows[1].tiebreaks[1], q(2.0));
        assert_eq!(s.rows[2].tiebreaks[1], q(2.5));
        // With SB first, 2 goes ahead of 1 instead.
        let sb_first = standings(
            &t,
            &StandingsConfig::new(vec![Tiebreak::SonnebornBerger, Tiebreak::DirectEncounter]),
        );
        let order: Vec<_> = sb_first.rows.iter().map(|r| r.player).collect();
        assert_eq!(order, vec![3, 2, 1, 4]);
        // Direct encounter was never reached: SB already separated them.
        assert!(sb_first
            .rows
            .iter()
            .all(|r| r.tiebreaks[1] == TiebreakValue::NotApplicable));
        Ok(())
    }

    #[test]
    fn equal_on_everything_shares_the_rank() -> Result<(), ResultsError> {
        // 1-2 drawn, 3 beat 4, 5 rests.
        let round = Round {
            games: vec![
                Board::finished(1, 2, GameResult::Draw),
                Board::finished(3, 4, GameResult::WhiteWins),
            ],
            byes: vec![],
        };
        let t = Tournament::new(5, vec![round])?;
        let s = standings(&t, &StandingsConfig::new(vec![Tiebreak::Buchholz]));
        let labels: Vec<_> = s.rows.iter().map(|r| (r.player, r.rank_label())).collect();
        assert_eq!(
            labels,
            vec![
                (3, "1".to_string()),
                (1, "2–3".to_string()),
                (2, "2–3".to_string()),
                // 4 and 5 both have 0 points, but 4 lost to a 1-point opponent (Buchholz 1)
                // while 5 rested (no opponent, Buchholz 0).
                (4, "4".to_string()),
                (5, "5".to_string()),
            ]
        );
        // The round cells carry opponent, colour and mark.
        let two = &s.rows[2].rounds[0];
        assert_eq!(
            (two.opponent(), two.colour(), two.mark()),
            (Some(1), Some(Colour::Black), "½")
        );
        assert_eq!(s.rows[4].rounds[0].mark(), "");
        Ok(())
    }

    /// The same tournament with players relabelled by `perm` (old number i + 1 becomes
    /// perm[i]).
    fn relabel(t: &Tournament, perm: &[u32]) -> Result<Tournament, ResultsError> {
        let map = |p: u32| perm[p as usize - 1];
        let rounds = t
            .rounds()
            .iter()
            .map(|r| Round {
                games: r
                    .games
                    .iter()
                    .rev()
                    .map(|b| Board {
                        white: map(b.white),
                        black: map(b.black),
                        result: b.result,
                    })
                    .collect(),
                byes: r
                    .byes
                    .iter()
                    .map(|b| Bye {
                        player: map(b.player),
                        kind: b.kind,
                    })
                    .collect(),
            })
            .collect();
        let mut ratings = vec![None; perm.len()];
        for p in t.players() {
            ratings[map(p) as usize - 1] = t.rating(p);
        }
        Tournament::new(t.player_count(), rounds)?.with_ratings(ratings)
    }

    /// A random tournament from a seed: random pairings each round, some byes, absences,
    /// forfeits and unfinished games.
    fn random_tournament(
        players: u32,
        rounds: usize,
        seed: u64,
    ) -> Result<Tournament, ResultsError> {
        let mut state = seed | 1;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let mut all = Vec::new();
        for _ in 0..rounds {
            let mut ps: Vec<u32> = (1..=players).collect();
            for i in (1..ps.len()).rev() {
                ps.swap(i, next(i as u64 + 1) as usize);
            }
            let mut round = Round::default();
            let mut rest = ps.as_slice();
            while let [a, b, tail @ ..] = rest {
                let result = match next(12) {
                    0..=3 => Some(GameResult::WhiteWins),
                    4..=6 => Some(GameResult::Draw),
                    7..=9 => Some(GameResult::BlackWins),
                    10 => Some(GameResult::WhiteForfeitWin),
                    _ => Some(GameResult::BlackForfeitWin),
                };
                round.games.push(Board {
                    white: *a,
                    black: *b,
                    result,
                });
                rest = tail;
            }
            if let [a] = rest {
                let kind = match next(4) {
                    0 => ByeKind::PairingAllocated,
                    1 => ByeKind::HalfPoint,
                    2 => ByeKind::Zero,
                    _ => ByeKind::FullPoint,
                };
                round.byes.push(Bye { player: *a, kind });
            }
            all.push(round);
        }
        let ratings = (0..players)
            .map(|_| (next(5) > 0).then(|| 1000 + next(1500) as u32))
            .collect();
        Tournament::new(players, all)?.with_ratings(ratings)
    }

    fn all_but_de() -> Vec<Tiebreak> {
        Tiebreak::ALL.to_vec()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every value, points and rank belong to the player, not to the starting number.
        #[test]
        fn independent_of_player_order(
            players in 2u32..14,
            rounds in 1usize..7,
            seed in any::<u64>(),
            shuffle in any::<u64>(),
            unplayed_draws in any::<bool>(),
        ) {
            let t = random_tournament(players, rounds, seed)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let mut perm: Vec<u32> = (1..=players).collect();
            let mut s = shuffle | 1;
            for i in (1..perm.len()).rev() {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                perm.swap(i, (s >> 33) as usize % (i + 1));
            }
            let u = relabel(&t, &perm).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let config = StandingsConfig {
                tiebreaks: all_but_de(),
                options: TiebreakOptions { opponents_unplayed_as_draws: unplayed_draws },
            };
            let a = standings(&t, &config);
            let again = standings(&t, &config);
            prop_assert_eq!(&a, &again);
            let b = standings(&u, &config);
            for row in &a.rows {
                let other = b.rows.iter().find(|r| r.player == perm[row.player as usize - 1]);
                let other = other.ok_or_else(|| TestCaseError::fail("player lost"))?;
                prop_assert_eq!(row.points, other.points);
                prop_assert_eq!(&row.tiebreaks, &other.tiebreaks);
                prop_assert_eq!((row.rank, row.rank_last), (other.rank, other.rank_last));
            }
        }

        /// Ranks are consistent with the values: sorted, and shared exactly when equal.
        #[test]
        fn ranks_follow_values(players in 2u32..20, rounds in 1usize..6, seed in any::<u64>()) {
            let t = random_tournament(players, rounds, seed)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let config = StandingsConfig::new(vec![Tiebreak::BuchholzCut1, Tiebreak::SonnebornBerger, Tiebreak::Wins]);
            let s = standings(&t, &config);
            prop_assert_eq!(s.rows.len(), players as usize);
            for pair in s.rows.windows(2) {
                let ka = (pair[0].points, pair[0].tiebreaks.clone());
                let kb = (pair[1].points, pair[1].tiebreaks.clone());
                prop_assert!(ka >= kb);
                prop_assert_eq!(ka == kb, pair[0].rank == pair[1].rank);
            }
        }
    }

    #[test]
    fn double_round_robin_played_out() -> Result<(), Box<dyn std::error::Error>> {
        // 5 players, double round robin from the schedule, white always wins.
        let schedule = round_robin::schedule(5, Cycles::Double)?;
        let mut rounds = Vec::new();
        for r in &schedule.rounds {
            let mut round = r.to_round();
            for b in &mut round.games {
                b.result = Some(GameResult::WhiteWins);
            }
            rounds.push(round);
        }
        let t = Tournament::new(5, rounds)?;
        let s = standings(&t, &StandingsConfig::new(vec![Tiebreak::SonnebornBerger]));
        // Everyone has 4 whites and 4 blacks: 4 points each, all tied on SB too (each beat
        // everyone once: 4 × 4 = 16).
        assert!(s
            .rows
            .iter()
            .all(|r| r.points == Points::from_half_points(8)));
        assert!(s.rows.iter().all(|r| r.tiebreaks == vec![q(16.0)]));
        assert!(s.rows.iter().all(|r| r.rank_label() == "1–5"));
        // Resting rounds are not scheduled: 10 rounds, 2 of them rests, no virtual opponent.
        assert_eq!(s.rows[0].rounds.len(), 10);
        assert_eq!(
            s.rows[0]
                .rounds
                .iter()
                .filter(|o| **o == Outcome::NotScheduled)
                .count(),
            2
        );
        Ok(())
    }

    #[test]
    fn groups_advance_the_best() -> Result<(), Box<dyn std::error::Error>> {
        let groups = round_robin::snake_groups(&[11, 12, 13, 14, 15, 16, 17, 18], 4)?;
        assert_eq!(
            groups.groups,
            vec![vec![11, 14, 15, 18], vec![12, 13, 16, 17]]
        );
        // Group 1: the cycle tournament (3, then 1, then 2, then 4);
        // group 2: every game drawn (all share 1–4).
        let g1 = standings(
            &cycle()?,
            &StandingsConfig::new(vec![Tiebreak::DirectEncounter]),
        );
        let mut drawn = Vec::new();
        for r in &round_robin::schedule(4, Cycles::Single)?.rounds {
            let mut round = r.to_round();
            for b in &mut round.games {
                b.result = Some(GameResult::Draw);
            }
            drawn.push(round);
        }
        let g2 = standings(
            &Tournament::new(4, drawn)?,
            &StandingsConfig::new(vec![Tiebreak::DirectEncounter]),
        );
        let adv = round_robin::advancing(&groups, &[g1, g2], 2)?;
        // Group 1: local 3 (15) and 1 (11); group 2: local 1 (12) and 2 (13) by seeding.
        assert_eq!(adv.advancing, vec![15, 12, 11, 13]);
        assert_eq!(adv.tied_at_cut, vec![2]);
        let too_few = round_robin::advancing(&groups, &[], 2);
        assert!(too_few.is_err());
        Ok(())
    }
}
