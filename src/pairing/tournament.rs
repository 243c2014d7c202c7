//! The tournament state the Dutch engine pairs from: players, their rounds so
//! far, and the values derived from them (colour preferences, played games).
//!
//! Scores are kept in tenths of a point, as TRF writes them (`3.5` is 35).

/// A piece colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Color {
    /// White.
    White,
    /// Black.
    Black,
}

impl Color {
    /// The other colour.
    pub fn invert(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// Inverts an optional colour (no colour stays none).
pub fn invert(color: Option<Color>) -> Option<Color> {
    color.map(Color::invert)
}

/// The outcome of one round for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchScore {
    /// Lost (or zero points).
    Loss,
    /// Drawn (or half a point).
    Draw,
    /// Won (or the points of a win).
    Win,
}

/// One player's record for one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match {
    /// The opponent's id; the player's own id when there was no opponent.
    pub opponent: usize,
    /// The colour played, if any.
    pub color: Option<Color>,
    /// The outcome.
    pub score: MatchScore,
    /// Whether a game was actually played over the board.
    pub game_was_played: bool,
    /// Whether the player was paired (or got the pairing-allocated bye).
    pub participated_in_pairing: bool,
}

impl Match {
    /// The record of a round in which the player did not take part.
    pub fn absent(id: usize) -> Match {
        Match {
            opponent: id,
            color: None,
            score: MatchScore::Loss,
            game_was_played: false,
            participated_in_pairing: false,
        }
    }
}

/// A player and the values derived from the rounds so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The zero-based starting number.
    pub id: usize,
    /// The rounds so far (and possibly the round to pair, for players who
    /// are known to be absent from it).
    pub matches: Vec<Match>,
    /// The rating (0 when missing).
    pub rating: u32,
    /// The score in tenths of a point.
    pub score: u32,
    /// Whether the record is a real player (not a hole in the numbering).
    pub is_valid: bool,
    /// The effective pairing number (zero-based) used for colours and ties.
    pub rank_index: usize,
    /// |games as white - games as black|.
    pub color_imbalance: u32,
    /// The colour preference.
    pub color_preference: Option<Color>,
    /// The colour played in the last two played games, when they agree.
    pub repeated_color: Option<Color>,
    /// Whether the colour preference is strong (and not absolute).
    pub strong_color_preference: bool,
    /// The number of games played over the board.
    pub played_games: usize,
}

impl Player {
    /// A real player with the given history.
    pub fn new(id: usize, score: u32, rating: u32, matches: Vec<Match>) -> Player {
        Player {
            id,
            matches,
            rating,
            score,
            is_valid: true,
            rank_index: id,
            color_imbalance: 0,
            color_preference: None,
            repeated_color: None,
            strong_color_preference: false,
            played_games: 0,
        }
    }

    /// A hole in the starting numbers.
    pub fn hole(id: usize) -> Player {
        Player {
            is_valid: false,
            ..Player::new(id, 0, 0, Vec::new())
        }
    }

    /// Whether the colour difference alone makes the preference absolute.
    pub fn absolute_color_imbalance(&self) -> bool {
        self.color_imbalance > 1
    }

    /// Whether the colour preference is absolute.
    pub fn absolute_color_preference(&self) -> bool {
        self.absolute_color_imbalance() || self.repeated_color.is_some()
    }
}

/// The points awarded for each kind of result, in tenths.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointSystem {
    /// A win (and a forfeit win).
    pub win: u32,
    /// A draw (and a half-point bye).
    pub draw: u32,
    /// A loss over the board.
    pub loss: u32,
    /// A zero-point bye (absence).
    pub zero_point_bye: u32,
    /// A forfeit loss.
    pub forfeit_loss: u32,
    /// The pairing-allocated bye.
    pub pairing_allocated_bye: u32,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: 10,
            draw: 5,
            loss: 0,
            zero_point_bye: 0,
            forfeit_loss: 0,
            pairing_allocated_bye: 10,
        }
    }
}

/// A tournament ready to pair its next round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// Players indexed by zero-based starting number.
    pub players: Vec<Player>,
    /// Player ids in order of effective pairing number.
    pub players_by_rank: Vec<usize>,
    /// The number of rounds already played; the round to pair is the next.
    pub played_rounds: usize,
    /// The total number of rounds.
    pub expected_rounds: usize,
    /// The point system.
    pub points: PointSystem,
    /// The colour of the top seed in round 1.
    pub initial_color: Color,
    /// Groups of players who must not meet each other in the round to pair.
    pub forbidden_pairs: Vec<Vec<usize>>,
}

impl Tournament {
    /// The points a player got from one round.
    pub fn points_of(&self, player: &Player, m: &Match) -> u32 {
        match m.score {
            MatchScore::Loss => {
                if m.participated_in_pairing {
                    if m.game_was_played {
                        self.points.loss
                    } else {
                        self.points.forfeit_loss
                    }
                } else {
                    self.points.zero_point_bye
                }
            }
            MatchScore::Win => {
                if m.opponent == player.id && m.participated_in_pairing {
                    self.points.pairing_allocated_bye
                } else {
                    self.points.win
                }
            }
            MatchScore::Draw => self.points.draw,
        }
    }

    /// The player's score `rounds_back` rounds before the round to pair.
    pub fn score_back(&self, player: &Player, rounds_back: usize) -> u32 {
        let mut score = player.score;
        for back in 1..=rounds_back {
            let Some(round) = self.played_rounds.checked_sub(back) else {
                break;
            };
            if let Some(m) = player.matches.get(round) {
                score = score.saturating_sub(self.points_of(player, m));
            }
        }
        score
    }

    /// Marks players valid or not and assigns effective pairing numbers
    /// (bbpPairings' `updateRanks`).
    pub fn update_ranks(&mut self) {
        let mut next = 0;
        for index in 0..self.players_by_rank.len() {
            let id = self.players_by_rank[index];
            let Some(player) = self.players.get_mut(id) else {
                continue;
            };
            player.is_valid = player.matches.len() <= self.played_rounds
                || player.matches.iter().any(|m| m.participated_in_pairing);
            if player.is_valid {
                player.rank_index = next;
                next += 1;
            }
        }
    }

    /// Computes colour preferences and played games (bbpPairings'
    /// `computePlayerData`).
    pub fn compute_player_data(&mut self) {
        for player in self.players.iter_mut().filter(|p| p.is_valid) {
            let mut white = 0u32;
            let mut black = 0u32;
            let mut consecutive = 0u32;
            let mut played = 0;
            let mut repeated: Option<Color> = None;
            for m in player.matches.iter().filter(|m| m.game_was_played) {
                let Some(color) = m.color else { continue };
                played += 1;
                match color {
                    Color::White => white += 1,
                    Color::Black => black += 1,
                }
                if consecutive == 0 || Some(color) != repeated {
                    consecutive = 1;
                } else {
                    consecutive += 1;
                }
                repeated = Some(color);
            }
            player.played_games = played;
            let lower = if white > black {
                Color::Black
            } else {
                Color::White
            };
            player.color_imbalance = white.abs_diff(black);
            player.color_preference = if player.color_imbalance > 1 {
                Some(lower)
            } else if consecutive > 1 {
                invert(repeated)
            } else if player.color_imbalance > 0 {
                Some(lower)
            } else if consecutive > 0 {
                invert(repeated)
            } else {
                None
            };
            player.repeated_color = if consecutive > 1 { repeated } else { None };
            player.strong_color_preference =
                !player.absolute_color_preference() && player.color_imbalance > 0;
        }
    }
}
