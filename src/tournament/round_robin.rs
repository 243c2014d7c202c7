//! Round robins by the Berger tables (FIDE handbook C.05, Annex 1), single or double, and
//! groups with the best advancing.
//!
//! In a correspondence round robin every game starts at once, so the schedule is only the order
//! in which the games are announced (and numbered): round by round, board by board, as the
//! Berger tables list them.
//!
//! **Construction.** With `n` players (`n` even; an odd field adds a phantom player `n + 1`, whose
//! opponent rests that round) and `m = n − 1`, round `r` (1-based) starts its cycle at
//! `s = ((r − 1) · n/2 mod m) + 1` and lists `s, s+1, …` (wrapping within `1..=m`) as
//! `q₀ … q_{m−1}`. Board 1 is `q₀` against `n`, `q₀` having white in odd rounds and black in
//! even ones; board `j + 1` is `q_j` (white) against `q_{m−j}`. This reproduces the published
//! tables exactly (see the tests for 4, 6 and 8 players) and gives every player colours balanced
//! within one.
//!
//! **Double round robin.** The second cycle repeats the first with colours reversed. As C.05
//! recommends, the first cycle's last two rounds are swapped, so nobody has the same colour three
//! times running across the two cycles.
//!
//! ```
//! use kibitz::tournament::round_robin::{schedule, Cycles};
//! use kibitz::tournament::results::Game;
//!
//! let s = schedule(6, Cycles::Single)?;
//! assert_eq!(s.rounds.len(), 5);
//! assert_eq!(s.rounds[1].games[0], Game { white: 6, black: 4 });
//! # Ok::<(), kibitz::tournament::round_robin::RoundRobinError>(())
//! ```

use crate::tournament::results::{Board, Game, Player, Round};
use crate::tournament::standings::Standings;

/// How many times every pair meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cycles {
    /// Once; colours from the Berger table.
    Single,
    /// Twice, once with each colour.
    Double,
}

/// One round of a round-robin schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledRound {
    /// The games in board order.
    pub games: Vec<Game>,
    /// The player who sits this round out (odd number of players): not a bye, no points.
    pub resting: Option<Player>,
}

impl ScheduledRound {
    /// The round as results vocabulary, every game pending. The resting player is left out of
    /// the round (not scheduled), so the rest counts for nothing in the tie-breaks.
    pub fn to_round(&self) -> Round {
        Round {
            games: self
                .games
                .iter()
                .map(|g| Board::pending(g.white, g.black))
                .collect(),
            byes: Vec::new(),
        }
    }
}

/// A whole round-robin schedule: the order of announcement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// The rounds in order.
    pub rounds: Vec<ScheduledRound>,
}

impl Schedule {
    /// Every game, in announcement order.
    pub fn games(&self) -> impl Iterator<Item = Game> + '_ {
        self.rounds.iter().flat_map(|r| r.games.iter().copied())
    }
}

/// Why a round robin cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundRobinError {
    /// Fewer than two players.
    #[error("a round robin needs at least 2 players, got {0}")]
    TooFewPlayers(u32),
    /// More players than a schedule can sensibly hold.
    #[error("a round robin of {0} players is too large (at most {MAX_PLAYERS})")]
    TooManyPlayers(u32),
    /// A group size below 2.
    #[error("a group needs room for at least 2 players, got a maximum of {0}")]
    GroupTooSmall(usize),
    /// Fewer than two players to share into groups.
    #[error("groups need at least 2 players, got {0}")]
    TooFewForGroups(usize),
    /// Standings handed back do not match the groups.
    #[error("{standings} standings given for {groups} groups")]
    GroupCountMismatch {
        /// Groups made.
        groups: usize,
        /// Standings given.
        standings: usize,
    },
    /// A group's standings name a player the group does not have.
    #[error(
        "group {group}: standings name starting number {player}, but the group has {size} players"
    )]
    UnknownGroupPlayer {
        /// The group, 1-based.
        group: usize,
        /// The group-local starting number.
        player: Player,
        /// The group's size.
        size: usize,
    },
}

/// The largest field [`schedule`] accepts (a round robin has `n(n−1)/2` games per cycle).
pub const MAX_PLAYERS: u32 = 1_000;

/// The Berger schedule for `players` players (starting numbers `1..=players`).
pub fn schedule(players: u32, cycles: Cycles) -> Result<Schedule, RoundRobinError> {
    if players < 2 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers(players));
    }
    let n = players + players % 2; // with the phantom when odd
    let m = n - 1;
    let half = n / 2;
    let phantom = (players % 2 == 1).then_some(n);
    let mut first = Vec::with_capacity(m as usize);
    for r in 1..=m {
        let start = ((r - 1) * half) % m + 1;
        let q = |i: u32| (start - 1 + i) % m + 1;
        let mut pairs = Vec::with_capacity(half as usize);
        pairs.push(if r % 2 == 1 {
            Game {
                white: q(0),
                black: n,
            }
        } else {
            Game {
                white: n,
                black: q(0),
            }
        });
        for j in 1..half {
            pairs.push(Game {
                white: q(j),
                black: q(m - j),
            });
        }
        let resting = phantom.and_then(|p| {
            pairs
                .iter()
                .find(|g| g.white == p || g.black == p)
                .map(|g| if g.white == p { g.black } else { g.white })
        });
        pairs.retain(|g| Some(g.white) != phantom && Some(g.black) != phantom);
        first.push(ScheduledRound {
            games: pairs,
            resting,
        });
    }
    let rounds = match cycles {
        Cycles::Single => first,
        Cycles::Double => {
            let second: Vec<ScheduledRound> = first
                .iter()
                .map(|r| ScheduledRound {
                    games: r
                        .games
                        .iter()
                        .map(|g| Game {
                            white: g.black,
                            black: g.white,
                        })
                        .collect(),
                    resting: r.resting,
                })
                .collect();
            let mut all = first;
            let len = all.len();
            if len >= 2 {
                all.swap(len - 2, len - 1);
            }
            all.extend(second);
            all
        }
    };
    Ok(Schedule { rounds })
}

/// Players shared into groups for a first stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups {
    /// Each group's players in group seeding order: the group's starting number `i + 1` is
    /// `groups[g][i]`.
    pub groups: Vec<Vec<Player>>,
}

/// Shares `seeded` (players from the strongest seed down, e.g. by rating) into as few groups of
/// at most `max_size` as possible, by snake seeding: seeds 1…g go to groups 1…g, seeds g+1…2g
/// back from group g to group 1, and so on. Group sizes differ by at most one, and each group
/// lists its players strongest first (their starting numbers within the group).
///
/// ```
/// use kibitz::tournament::round_robin::snake_groups;
/// let g = snake_groups(&[10, 20, 30, 40, 50, 60, 70], 4)?;
/// assert_eq!(g.groups, vec![vec![10, 40, 50], vec![20, 30, 60, 70]]);
/// # Ok::<(), kibitz::tournament::round_robin::RoundRobinError>(())
/// ```
pub fn snake_groups(seeded: &[Player], max_size: usize) -> Result<Groups, RoundRobinError> {
    if max_size < 2 {
        return Err(RoundRobinError::GroupTooSmall(max_size));
    }
    if seeded.len() < 2 {
        return Err(RoundRobinError::TooFewForGroups(seeded.len()));
    }
    let count = seeded.len().div_ceil(max_size);
    let mut groups = vec![Vec::new(); count];
    for (i, &player) in seeded.iter().enumerate() {
        let row = i / count;
        let col = i % count;
        let g = if row % 2 == 0 { col } else { count - 1 - col };
        groups[g].push(player);
    }
    Ok(Groups { groups })
}

/// Orders players for seeding: highest rating first, unrated after every rated player, equal
/// ratings in the order given (e.g. registration).
///
/// ```
/// use kibitz::tournament::round_robin::seed_by_rating;
/// let seeded = seed_by_rating(&[(1, Some(1500)), (2, None), (3, Some(1800)), (4, Some(1500))]);
/// assert_eq!(seeded, vec![3, 1, 4, 2]);
/// ```
pub fn seed_by_rating(players: &[(Player, Option<u32>)]) -> Vec<Player> {
    let mut sorted = players.to_vec();
    sorted.sort_by_key(|&(_, rating)| std::cmp::Reverse(rating));
    sorted.into_iter().map(|(p, _)| p).collect()
}

/// Who goes on to the next stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Advancement {
    /// The advancing players (global numbers): every group's first, then every group's second,
    /// and so on — a seeding order for the next stage's snake.
    pub advancing: Vec<Player>,
    /// Groups (1-based) whose cut fell inside a shared rank: the standings order (tie-breaks,
    /// then group seeding) decided who went through, and a director may want to know.
    pub tied_at_cut: Vec<usize>,
}

/// The best `per_group` of each group, given each group's final standings (whose player numbers
/// are the group's own starting numbers, `1..=size`).
pub fn advancing(
    groups: &Groups,
    standings: &[Standings],
    per_group: usize,
) -> Result<Advancement, RoundRobinError> {
    if groups.groups.len() != standings.len() {
        return Err(RoundRobinError::GroupCountMismatch {
            groups: groups.groups.len(),
            standings: standings.len(),
        });
    }
    let mut by_place: Vec<Vec<Player>> = vec![Vec::new(); per_group];
    let mut tied_at_cut = Vec::new();
    for (g, (members, table)) in groups.groups.iter().zip(standings).enumerate() {
        let mut globals = Vec::with_capacity(table.rows.len());
        for row in &table.rows {
            let global = (row.player as usize)
                .checked_sub(1)
                .and_then(|i| members.get(i))
                .ok_or(RoundRobinError::UnknownGroupPlayer {
                    group: g + 1,
                    player: row.player,
                    size: members.len(),
                })?;
            globals.push(*global);
        }
        for (place, global) in globals.iter().take(per_group).enumerate() {
            by_place[place].push(*global);
        }
        if per_group > 0 && per_group < table.rows.len() {
            let last_in = &table.rows[per_group - 1];
            let first_out = &table.rows[per_group];
            if last_in.rank == first_out.rank {
                tied_at_cut.push(g + 1);
            }
        }
    }
    Ok(Advancement {
        advancing: by_place.into_iter().flatten().collect(),
        tied_at_cut,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn table(s: &Schedule) -> Vec<Vec<(u32, u32)>> {
        s.rounds
            .iter()
            .map(|r| r.games.iter().map(|g| (g.white, g.black)).collect())
            .collect()
    }

    /// FIDE handbook C.05 Annex 1, the Berger tables as published.
    #[test]
    fn berger_tables_match_the_handbook() -> Result<(), RoundRobinError> {
        let four = vec![
            vec![(1, 4), (2, 3)],
            vec![(4, 3), (1, 2)],
            vec![(2, 4), (3, 1)],
        ];
        assert_eq!(table(&schedule(4, Cycles::Single)?), four);
        let six = vec![
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        assert_eq!(table(&schedule(6, Cycles::Single)?), six);
        let eight = vec![
            vec![(1, 8), (2, 7), (3, 6), (4, 5)],
            vec![(8, 5), (6, 4), (7, 3), (1, 2)],
            vec![(2, 8), (3, 1), (4, 7), (5, 6)],
            vec![(8, 6), (7, 5), (1, 4), (2, 3)],
            vec![(3, 8), (4, 2), (5, 1), (6, 7)],
            vec![(8, 7), (1, 6), (2, 5), (3, 4)],
            vec![(4, 8), (5, 3), (6, 2), (7, 1)],
        ];
        assert_eq!(table(&schedule(8, Cycles::Single)?), eight);
        Ok(())
    }

    /// Five players use the six-player table, 6 being the rest.
    #[test]
    fn odd_fields_rest_the_phantoms_opponent() -> Result<(), RoundRobinError> {
        let s = schedule(5, Cycles::Single)?;
        assert_eq!(
            table(&s),
            vec![
                vec![(2, 5), (3, 4)],
                vec![(5, 3), (1, 2)],
                vec![(3, 1), (4, 5)],
                vec![(1, 4), (2, 3)],
                vec![(4, 2), (5, 1)],
            ]
        );
        let resting: Vec<_> = s.rounds.iter().map(|r| r.resting).collect();
        assert_eq!(resting, vec![Some(1), Some(4), Some(2), Some(5), Some(3)]);
        assert!(s.rounds[0].to_round().byes.is_empty());
        Ok(())
    }

    fn check(players: u32, cycles: Cycles) -> Result<(), RoundRobinError> {
        let s = schedule(players, cycles)?;
        let mut meetings: HashMap<(u32, u32), u32> = HashMap::new();
        let mut whites = vec![0i64; players as usize + 1];
        let mut blacks = vec![0i64; players as usize + 1];
        for (r, round) in s.rounds.iter().enumerate() {
            let mut seen = vec![false; players as usize + 1];
            for g in &round.games {
                for p in [g.white, g.black] {
                    assert!((1..=players).contains(&p), "n={players}: {p} out of range");
                    assert!(!seen[p as usize], "n={players} round {}: {p} twice", r + 1);
                    seen[p as usize] = true;
                }
                *meetings.entry((g.white, g.black)).or_default() += 1;
                whites[g.white as usize] += 1;
                blacks[g.black as usize] += 1;
            }
            if let Some(p) = round.resting {
                assert!(!seen[p as usize]);
                seen[p as usize] = true;
            }
            assert!(seen[1..].iter().all(|&s| s), "n={players}: someone missing");
        }
        for a in 1..=players {
            for b in (a + 1)..=players {
                let ab = meetings.get(&(a, b)).copied().unwrap_or(0);
                let ba = meetings.get(&(b, a)).copied().unwrap_or(0);
                match cycles {
                    Cycles::Single => assert_eq!(ab + ba, 1, "n={players}: {a} and {b}"),
                    Cycles::Double => {
                        assert_eq!((ab, ba), (1, 1), "n={players}: {a} and {b}")
                    }
                }
            }
            let diff = (whites[a as usize] - blacks[a as usize]).abs();
            let allowed = match cycles {
                Cycles::Single => 1,
                Cycles::Double => 0,
            };
            assert!(
                diff <= allowed,
                "n={players}: player {a} colours off by {diff}"
            );
        }
        let expected_rounds = (players + players % 2 - 1) as usize;
        let factor = if cycles == Cycles::Double { 2 } else { 1 };
        assert_eq!(s.rounds.len(), expected_rounds * factor);
        Ok(())
    }

    #[test]
    fn every_pair_meets_once_with_balanced_colours() -> Result<(), RoundRobinError> {
        for n in 2..=20 {
            check(n, Cycles::Single)?;
        }
        Ok(())
    }

    #[test]
    fn double_meets_once_with_each_colour() -> Result<(), RoundRobinError> {
        for n in 2..=20 {
            check(n, Cycles::Double)?;
        }
        Ok(())
    }

    /// No player has the same colour three rounds running where the cycles join.
    #[test]
    fn double_swaps_the_first_cycles_last_two_rounds() -> Result<(), RoundRobinError> {
        let single = schedule(6, Cycles::Single)?;
        let double = schedule(6, Cycles::Double)?;
        assert_eq!(double.rounds[3], single.rounds[4]);
        assert_eq!(double.rounds[4], single.rounds[3]);
        for n in [4u32, 6, 8, 10] {
            let s = schedule(n, Cycles::Double)?;
            for p in 1..=n {
                let colours: Vec<bool> = s
                    .rounds
                    .iter()
                    .filter_map(|r| {
                        r.games.iter().find_map(|g| {
                            (g.white == p)
                                .then_some(true)
                                .or((g.black == p).then_some(false))
                        })
                    })
                    .collect();
                let m = colours.len() / 2;
                let join = &colours[m - 2..m + 1];
                assert!(
                    !(join[0] == join[1] && join[1] == join[2]),
                    "n={n} player {p}: {colours:?}"
                );
            }
        }
        Ok(())
    }

    #[test]
    fn schedule_rejects_bad_sizes() {
        assert_eq!(
            schedule(1, Cycles::Single),
            Err(RoundRobinError::TooFewPlayers(1))
        );
        assert_eq!(
            schedule(MAX_PLAYERS + 1, Cycles::Single),
            Err(RoundRobinError::TooManyPlayers(MAX_PLAYERS + 1))
        );
    }

    #[test]
    fn snake_seeding_shares_evenly() -> Result<(), RoundRobinError> {
        let seeded: Vec<u32> = (1..=10).collect();
        let g = snake_groups(&seeded, 4)?;
        assert_eq!(
            g.groups,
            vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9, 10]]
        );
        let one = snake_groups(&seeded, 10)?;
        assert_eq!(one.groups, vec![seeded.clone()]);
        for size in 2..=12 {
            let g = snake_groups(&seeded, size)?;
            let sizes: Vec<usize> = g.groups.iter().map(Vec::len).collect();
            assert!(sizes.iter().all(|&s| s <= size));
            let (lo, hi) = (sizes.iter().min(), sizes.iter().max());
            assert!(matches!((lo, hi), (Some(a), Some(b)) if b - a <= 1));
            let mut all: Vec<u32> = g.groups.concat();
            all.sort_unstable();
            assert_eq!(all, seeded);
        }
        assert_eq!(
            snake_groups(&seeded, 1),
            Err(RoundRobinError::GroupTooSmall(1))
        );
        assert_eq!(
            snake_groups(&[1], 4),
            Err(RoundRobinError::TooFewForGroups(1))
        );
        Ok(())
    }
}
