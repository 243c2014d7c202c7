//! Correspondence play: challenges, games, moves, draws, deadlines, leaderboards.
