//! A reader for FIDE TRF-16 files, reading what bbpPairings reads.
//!
//! Supported lines: `001` players with their rounds, `XXR`/`142` (number of
//! rounds), `XXC` (`white1`/`black1`/`rank`), `152`, the `BBW BBD BBL BBZ BBF
//! BBU` point-system lines, `240` (byes requested for the round to pair), and
//! `260`/`XXP` (forbidden pairs). Acceleration (`250`, `XXA`, Baku `192`),
//! team tournaments (`013`, `310`), `162` and `299` are refused with an error
//! naming the line. Other lines are ignored, as bbpPairings ignores them.
//!
//! The round to pair is the one after the last round present: entries in a
//! column after the last paired round that only record an absence (`H`, `F`,
//! `Z`, `-` without an opponent, or blank) mark those players as not paired in
//! the new round.

use super::tournament::{Color, Match, MatchScore, Player, PointSystem, Tournament};
use thiserror::Error;

/// Why a TRF file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrfError {
    /// A line is malformed or uses an unsupported feature.
    #[error("line {line}: {reason}: \"{text}\"")]
    Line {
        /// One-based line number.
        line: usize,
        /// What is wrong.
        reason: String,
        /// The line (possibly shortened).
        text: String,
    },
    /// The file as a whole is inconsistent.
    #[error("{0}")]
    File(String),
}

type LineResult<T> = Result<T, String>;

fn invalid<T>(what: &str) -> LineResult<T> {
    Err(what.to_string())
}

fn field(line: &[char], start: usize, end: usize) -> String {
    line.get(start..end.min(line.len()))
        .map(|s| s.iter().collect())
        .unwrap_or_default()
}

/// Exactly one space-delimited token.
fn single_token(s: &str) -> LineResult<&str> {
    let mut tokens = s.split(' ').filter(|t| !t.is_empty());
    let Some(first) = tokens.next() else {
        return invalid("missing value");
    };
    if tokens.next().is_some() {
        return invalid("more than one value in a field");
    }
    Ok(first)
}

fn parse_uint(s: &str, what: &str) -> LineResult<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{what} `{s}` is not a number"));
    }
    s.parse::<u64>()
        .map_err(|_| format!("{what} `{s}` is too large"))
}

fn read_player_id(s: &str) -> LineResult<usize> {
    let token = single_token(s).map_err(|e| format!("starting number: {e}"))?;
    let value = parse_uint(token, "starting number")?;
    if value == 0 {
        return invalid("player ID of 0");
    }
    if value > 9999 {
        return invalid("starting numbers go up to 9999");
    }
    Ok(value as usize - 1)
}

fn read_round_index(s: &str) -> LineResult<usize> {
    let token = single_token(s).map_err(|e| format!("round: {e}"))?;
    let value = parse_uint(token, "round")?;
    if value == 0 {
        return invalid("round index of 0");
    }
    if value > 999 {
        return invalid("rounds go up to 999");
    }
    Ok(value as usize - 1)
}

/// A score such as `3.5`, in tenths.
fn read_score(s: &str) -> LineResult<u32> {
    let token = single_token(s).map_err(|e| format!("score: {e}"))?;
    let (whole, frac) = match token.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (token, None),
    };
    let whole_value = if whole.is_empty() {
        if frac.is_none() {
            return invalid("empty score");
        }
        0
    } else {
        parse_uint(whole, "score")?
    };
    let tenths = match frac {
        None => 0,
        Some(f) if f.len() == 1 => parse_uint(f, "score")?,
        Some(_) => return Err(format!("score `{token}` must have one decimal at most")),
    };
    let value = whole_value
        .checked_mul(10)
        .and_then(|v| v.checked_add(tenths))
        .filter(|&v| v <= 19_980)
        .ok_or_else(|| format!("score `{token}` is too large"))?;
    Ok(value as u32)
}

struct Reader {
    tournament: Tournament,
    use_rank: bool,
    initial_color: Option<Color>,
    bye_pa_set: bool,
    byes: Vec<(usize, usize)>,
    /// Forbidden groups with their round range `[start, end)`.
    forbidden: Vec<(Vec<usize>, usize, usize)>,
    universal_forbidden: Vec<Vec<usize>>,
}

impl Reader {
    fn read_player(&mut self, line: &[char]) -> LineResult<()> {
        if line.len() < 84 {
            return invalid("a 001 line must be at least 84 characters long");
        }
        let id = read_player_id(&field(line, 4, 8))?;
        let rating_field = field(line, 48, 52);
        let rating = if rating_field.trim().is_empty() {
            0
        } else {
            let token = single_token(&rating_field)?;
            let value = parse_uint(token, "rating")?;
            u32::try_from(value).map_err(|_| "rating too large".to_string())?
        };
        let score = read_score(&field(line, 80, 84))?;
        let mut matches: Vec<Match> = Vec::new();
        let mut skipped = 0usize;
        let mut start = 91usize;
        while start + 8 <= line.len() {
            let mut skip = true;
            let mut game_was_played = true;
            let opponent_field = field(line, start, start + 4);
            let mut opponent = id;
            if opponent_field != "    " {
                if opponent_field != "0000" {
                    opponent = read_player_id(&opponent_field)?;
                    if opponent == id {
                        return invalid("a player is paired against themselves");
                    }
                }
                skip = false;
            }
            if opponent == id {
                game_was_played = false;
            }
            let color_char = line[start + 5];
            let color = match color_char {
                'w' => Some(Color::White),
                'b' => Some(Color::Black),
                _ => None,
            };
            match color_char {
                'w' | 'b' => skip = false,
                '-' => {
                    skip = false;
                    game_was_played = false;
                }
                ' ' => game_was_played = false,
                other => {
                    return Err(format!(
                        "round {}: colour `{other}` must be w, b or -",
                        (start - 91) / 10 + 1
                    ))
                }
            }
            let round_no = (start - 91) / 10 + 1;
            if opponent == id && color.is_some() {
                return Err(format!("round {round_no}: a colour without an opponent"));
            }
            let result_char = line[start + 7].to_ascii_uppercase();
            let score_kind = match result_char {
                'D' | '=' | 'H' => MatchScore::Draw,
                '+' | 'W' | '1' | 'F' | 'U' => MatchScore::Win,
                '-' | 'L' | '0' | 'Z' | ' ' => MatchScore::Loss,
                other => {
                    return Err(format!(
                        "round {round_no}: result `{other}` is not a TRF result code"
                    ))
                }
            };
            if matches!(result_char, '+' | '-' | 'H' | 'F' | 'U' | 'Z' | ' ') {
                game_was_played = false;
                if result_char != '+' && result_char != '-' && opponent != id {
                    return Err(format!(
                        "round {round_no}: result `{result_char}` cannot have an opponent"
                    ));
                }
            } else if color.is_none() && (result_char != '=' || opponent != id) {
                return Err(format!(
                    "round {round_no}: a played game needs a colour (w or b)"
                ));
            }
            if result_char != ' ' {
                skip = false;
            }
            let participated = opponent != id || result_char == 'U' || result_char == '+';
            if skip {
                skipped += 1;
            } else {
                matches.extend(std::iter::repeat(Match::absent(id)).take(skipped));
                skipped = 0;
                let t = &mut self.tournament;
                if matches.len() > t.played_rounds {
                    t.played_rounds = matches.len();
                }
                matches.push(Match {
                    opponent,
                    color,
                    score: score_kind,
                    game_was_played,
                    participated_in_pairing: participated,
                });
                if participated && matches.len() > t.played_rounds {
                    t.played_rounds = matches.len();
                }
            }
            start += 10;
        }
        if line[start.min(line.len())..].iter().any(|&c| c != ' ') {
            return invalid("unexpected characters after the last round");
        }
        let t = &mut self.tournament;
        let player = Player::new(id, score, rating, matches);
        if id >= t.players.len() {
            while t.players.len() < id {
                let hole = t.players.len();
                t.players.push(Player::hole(hole));
            }
            t.players.push(player);
        } else if t.players[id].is_valid {
            return Err(format!("starting number {} is repeated", id + 1));
        } else {
            t.players[id] = player;
        }
        t.players_by_rank.push(id);
        Ok(())
    }

    fn read_byes(&mut self, line: &[char]) -> LineResult<()> {
        if line.len() < 11 {
            return invalid("a 240 line needs a round and players");
        }
        let round = read_round_index(&field(line, 6, 9))?;
        let mut start = 10;
        while start + 4 <= line.len() {
            let id = read_player_id(&field(line, start, start + 4))?;
            self.byes.push((round, id));
            start += 5;
        }
        if line[start.min(line.len())..].iter().any(|&c| c != ' ') {
            return invalid("unexpected characters after the last player");
        }
        Ok(())
    }

    fn read_forbidden_260(&mut self, line: &[char]) -> LineResult<()> {
        if line.len() < 18 {
            return invalid("a 260 line needs two rounds and players");
        }
        let first = read_round_index(&field(line, 4, 7))?;
        let last = read_round_index(&field(line, 8, 11))?;
        let mut players = Vec::new();
        let mut start = 12;
        while start + 4 <= line.len() {
            players.push(read_player_id(&field(line, start, start + 4))?);
            start += 5;
        }
        if line[start.min(line.len())..].iter().any(|&c| c != ' ') {
            return invalid("unexpected characters after the last player");
        }
        self.forbidden.push((players, first, last + 1));
        Ok(())
    }

    fn read_points(line: &[char]) -> LineResult<u32> {
        if line.len() < 8 {
            return invalid("a point line needs a value in columns 5-8");
        }
        read_score(&field(line, 4, 12))
    }

    fn read_line(&mut self, line: &[char]) -> LineResult<()> {
        let prefix: String = line[..3].iter().collect();
        match prefix.as_str() {
            "001" => self.read_player(line)?,
            "013" | "310" => return invalid("team tournaments are not supported"),
            "240" => self.read_byes(line)?,
            "250" | "XXA" => return invalid("accelerated pairings are not supported"),
            "260" => self.read_forbidden_260(line)?,
            "XXP" => {
                let rest = field(line, 3, line.len());
                let mut group = Vec::new();
                for token in rest.split([' ', '\t']).filter(|t| !t.is_empty()) {
                    group.push(read_player_id(token)?);
                }
                self.universal_forbidden.push(group);
            }
            "142" | "XXR" => {
                let rest = field(line, 3, line.len());
                let token = single_token(&rest).map_err(|e| format!("number of rounds: {e}"))?;
                let rounds = parse_uint(token, "number of rounds")?;
                if rounds == 0 || rounds > 999 {
                    return invalid("the number of rounds must be between 1 and 999");
                }
                self.tournament.expected_rounds = rounds as usize;
            }
            "XXC" => {
                let rest = field(line, 3, line.len());
                for token in rest.split([' ', '\t']).filter(|t| !t.is_empty()) {
                    match token {
                        "rank" => self.use_rank = true,
                        "white1" => self.initial_color = Some(Color::White),
                        "black1" => self.initial_color = Some(Color::Black),
                        _ => {}
                    }
                }
            }
            "152" => {
                if line.len() != 5 {
                    return invalid("a 152 line is `152 W` or `152 B`");
                }
                self.initial_color = match line[4] {
                    'W' => Some(Color::White),
                    'B' => Some(Color::Black),
                    _ => return invalid("a 152 line is `152 W` or `152 B`"),
                };
            }
            "162" => return invalid("162 point-system lines are not supported; use BBW/BBD/BBL"),
            "BBW" => {
                let points = Self::read_points(line)?;
                self.tournament.points.win = points;
                if !self.bye_pa_set {
                    self.tournament.points.pairing_allocated_bye = points;
                }
            }
            "BBD" => self.tournament.points.draw = Self::read_points(line)?,
            "BBL" => self.tournament.points.loss = Self::read_points(line)?,
            "BBZ" => self.tournament.points.zero_point_bye = Self::read_points(line)?,
            "BBF" => self.tournament.points.forfeit_loss = Self::read_points(line)?,
            "BBU" => {
                self.tournament.points.pairing_allocated_bye = Self::read_points(line)?;
                self.bye_pa_set = true;
            }
            "192" => {
                let kind = field(line, 4, line.len());
                match kind.as_str() {
                    "FIDE_DUTCH_2025" | "FIDE_DUTCH" => {}
                    "FIDE_DUTCH_2025_BAKU" | "FIDE_DUTCH_BAKU" => {
                        return invalid("Baku acceleration is not supported")
                    }
                    _ => return invalid("unsupported tournament type (only FIDE_DUTCH)"),
                }
            }
            "299" => return invalid("abnormal assignment points are not supported"),
            _ => {}
        }
        Ok(())
    }
}

/// Infers the initial colour from the first round with colours
/// (bbpPairings' `inferFirstColor`).
fn infer_first_color(t: &Tournament) -> Option<Color> {
    let min_round = t
        .players
        .iter()
        .filter(|p| p.is_valid)
        .filter_map(|p| p.matches.iter().position(|m| m.color.is_some()))
        .min()?;
    let mut effective = 0usize;
    for &id in &t.players_by_rank {
        let player = t.players.get(id)?;
        let took_part = player
            .matches
            .iter()
            .take(min_round + 1)
            .any(|m| m.participated_in_pairing);
        if took_part {
            if let Some(color) = player.matches.get(min_round).and_then(|m| m.color) {
                return Some(if effective % 2 == 1 {
                    color.invert()
                } else {
                    color
                });
            }
            effective += 1;
        }
    }
    None
}

/// Reads a TRF-16 file and prepares the tournament for pairing its next
/// round. When the file states no initial colour and none can be inferred
/// from the rounds played, white is assumed for the top seed.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut reader = Reader {
        tournament: Tournament {
            players: Vec::new(),
            players_by_rank: Vec::new(),
            played_rounds: 0,
            expected_rounds: 0,
            points: PointSystem::default(),
            initial_color: Color::White,
            forbidden_pairs: Vec::new(),
        },
        use_rank: false,
        initial_color: None,
        bye_pa_set: false,
        byes: Vec::new(),
        forbidden: Vec::new(),
        universal_forbidden: Vec::new(),
    };
    for (index, full) in text.lines().enumerate() {
        // bbpPairings also ends a line at a lone carriage return.
        for raw in full.split('\r') {
            let line: Vec<char> = raw.chars().collect();
            if line.len() < 3 {
                continue;
            }
            if let Err(reason) = reader.read_line(&line) {
                let mut shown: String = raw.chars().take(100).collect();
                if raw.chars().count() > 100 {
                    shown.push('…');
                }
                return Err(TrfError::Line {
                    line: index + 1,
                    reason,
                    text: shown,
                });
            }
        }
    }
    let Reader {
        mut tournament,
        use_rank,
        initial_color,
        byes,
        forbidden,
        universal_forbidden,
        ..
    } = reader;
    let t = &mut tournament;
    if t.players_by_rank.is_empty() {
        return Err(TrfError::File("the file has no 001 player lines".into()));
    }
    if !use_rank && t.players_by_rank.len() != t.players.len() {
        let missing = t.players.iter().position(|p| !p.is_valid).unwrap_or(0) + 1;
        return Err(TrfError::File(format!(
            "starting number {missing} is missing (starting numbers must run 1..N)"
        )));
    }
    // Even up the match histories (bbpPairings' evenUpMatchHistories, with
    // the last column possibly holding absences for the round to pair).
    let mut forward_complete = true;
    for p in t.players.iter().filter(|p| p.is_valid) {
        if p.matches.len() <= t.played_rounds {
            forward_complete = false;
        }
    }
    if forward_complete {
        t.played_rounds += 1;
    }
    let played = t.played_rounds;
    for p in t.players.iter_mut().filter(|p| p.is_valid) {
        while p.matches.len() < played {
            let id = p.id;
            p.matches.push(Match::absent(id));
        }
    }
    if t.expected_rounds == 0 {
        return Err(TrfError::File(
            "the total number of rounds must be given (an XXR line)".into(),
        ));
    }
    if t.played_rounds + 1 > t.expected_rounds {
        return Err(TrfError::File(format!(
            "all {} rounds (XXR) have been played; there is no round to pair",
            t.expected_rounds
        )));
    }
    // Effective pairing numbers.
    if !use_rank {
        t.players_by_rank = (0..t.players_by_rank.len()).collect();
    }
    for (rank, &id) in t.players_by_rank.iter().enumerate() {
        t.players[id].rank_index = rank;
    }
    for &(round, id) in &byes {
        if round != t.played_rounds {
            continue;
        }
        let Some(p) = t.players.get_mut(id) else {
            return Err(TrfError::File(format!(
                "240 line names starting number {}, which has no 001 line",
                id + 1
            )));
        };
        if p.matches.len() <= played {
            p.matches.push(Match::absent(id));
        }
    }
    let round_to_pair = t.played_rounds;
    for (group, start, end) in forbidden {
        if round_to_pair >= start && round_to_pair < end {
            t.forbidden_pairs.push(group);
        }
    }
    t.forbidden_pairs.extend(universal_forbidden);
    for group in &t.forbidden_pairs {
        if let Some(&id) = group.iter().find(|&&id| id >= t.players.len()) {
            return Err(TrfError::File(format!(
                "a forbidden pair names starting number {}, which has no 001 line",
                id + 1
            )));
        }
    }
    t.initial_color = initial_color
        .or_else(|| infer_first_color(t))
        .unwrap_or(Color::White);
    validate_pairs(t)?;
    validate_scores(t)?;
    t.update_ranks();
    t.compute_player_data();
    Ok(tournament)
}

fn validate_pairs(t: &Tournament) -> Result<(), TrfError> {
    for p in t.players.iter().filter(|p| p.is_valid) {
        for (round, m) in p.matches.iter().enumerate() {
            if !m.game_was_played {
                continue;
            }
            let consistent = t.players.get(m.opponent).is_some_and(|o| {
                o.is_valid
                    && o.matches.get(round).is_some_and(|om| {
                        om.game_was_played && om.color != m.color && om.opponent == p.id
                    })
            });
            if !consistent {
                return Err(TrfError::File(format!(
                    "round {} of player {} contradicts the entry of the opponent {}",
                    round + 1,
                    p.id + 1,
                    m.opponent + 1
                )));
            }
        }
    }
    Ok(())
}

fn validate_scores(t: &mut Tournament) -> Result<(), TrfError> {
    let played = t.played_rounds;
    let snapshot = t.clone();
    for p in t.players.iter_mut().filter(|p| p.is_valid) {
        let points: u32 = p
            .matches
            .iter()
            .take(played)
            .map(|m| snapshot.points_of(p, m))
            .sum();
        if p.score != points {
            if let Some(next) = p.matches.get(played) {
                let next_points = snapshot.points_of(p, next);
                if p.score >= next_points {
                    p.score -= next_points;
                }
            }
        }
        if p.score != points {
            return Err(TrfError::File(format!(
                "the score of player {} ({}.{}) does not match the results ({}.{})",
                p.id + 1,
                p.score / 10,
                p.score % 10,
                points / 10,
                points % 10
            )));
        }
    }
    Ok(())
}
