//! The FIDE Dutch system (C.04.3, 2025 rules) as bbpPairings implements it.
//!
//! Every criterion of the system becomes a group of bits of an edge weight
//! between two players, ordered by priority, so that one maximum-weight
//! matching optimises all of them at once for the bracket being paired while
//! keeping the rest of the round pairable (the completion criterion). The
//! brackets are then processed top-down; in each, the choices the rules leave
//! (which moved-down players to pair, which players to exchange between S1
//! and S2, who plays whom) are fixed one at a time by nudging low-order bits
//! and re-solving the matching, exactly in bbpPairings' order, so that the
//! result is the same pairing bbpPairings produces.
//!
//! Scores are in tenths of a point. Vertices of the matching are the players
//! to pair, sorted by score (descending) then pairing number.

// The bracket procedure works on vertex and bracket indices, as the
// reference implementation does; index loops keep it comparable.
#![allow(clippy::needless_range_loop)]

use std::collections::{HashMap, HashSet};

use super::matching::MatchingComputer;
use super::tournament::{invert, Color, Player, Tournament};
use super::weight::{Weight, Wide};
use super::PairError;

/// One pairing of the round: `white == black` is the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// Zero-based starting number of white (or of the bye's receiver).
    pub white: usize,
    /// Zero-based starting number of black (equal to `white` for the bye).
    pub black: usize,
}

impl Pairing {
    /// Whether this is the pairing-allocated bye.
    pub fn is_bye(&self) -> bool {
        self.white == self.black
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

fn bits_to_represent(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// Whether two colour preferences can both be granted.
pub fn color_preferences_compatible(a: Option<Color>, b: Option<Color>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// Whether the player may receive the pairing-allocated bye: no earlier
/// unplayed round gave them a win's points, and no earlier bye.
pub fn eligible_for_bye(player: &Player, t: &Tournament) -> bool {
    player.matches.iter().all(|m| {
        m.game_was_played
            || (t.points_of(player, m) < t.points.win
                && !(m.participated_in_pairing && m.opponent == player.id))
    })
}

fn get_float(player: &Player, rounds_back: usize, t: &Tournament) -> Float {
    let Some(round) = t.played_rounds.checked_sub(rounds_back) else {
        return Float::None;
    };
    let Some(m) = player.matches.get(round) else {
        return Float::None;
    };
    if !m.game_was_played {
        return if t.points_of(player, m) > t.points.loss {
            Float::Down
        } else {
            Float::None
        };
    }
    let Some(opponent) = t.players.get(m.opponent) else {
        return Float::None;
    };
    let own = t.score_back(player, rounds_back);
    let theirs = t.score_back(opponent, rounds_back);
    match own.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}

/// `a` ranks below `b`: lower score, or equal score and a later pairing
/// number (bbpPairings' `acceleratedScoreRankCompare`, without acceleration).
pub fn score_rank_less(a: &Player, b: &Player) -> bool {
    (a.score, b.rank_index) < (b.score, a.rank_index)
}

fn find_first_color_difference(p0: &Player, p1: &Player) -> (Option<Color>, Option<Color>) {
    let mut it0 = p0.matches.iter().rev().filter(|m| m.game_was_played);
    let mut it1 = p1.matches.iter().rev().filter(|m| m.game_was_played);
    loop {
        match (it0.next(), it1.next()) {
            (Some(a), Some(b)) => {
                if a.color != b.color {
                    return (a.color, b.color);
                }
            }
            (a, b) => return (a.and_then(|m| m.color), b.and_then(|m| m.color)),
        }
    }
}

/// The colour for `player` against `opponent` from the colour rules that do
/// not depend on the ranking, or none.
pub fn choose_player_neutral_color(player: &Player, opponent: &Player) -> Option<Color> {
    if color_preferences_compatible(player.color_preference, opponent.color_preference) {
        if player.color_preference.is_some() {
            player.color_preference
        } else {
            invert(opponent.color_preference)
        }
    } else if player.absolute_color_preference()
        && (player.color_imbalance > opponent.color_imbalance
            || !opponent.absolute_color_preference())
    {
        player.color_preference
    } else if opponent.absolute_color_preference()
        && (opponent.color_imbalance > player.color_imbalance
            || !player.absolute_color_preference())
    {
        invert(opponent.color_preference)
    } else if player.strong_color_preference && !opponent.strong_color_preference {
        player.color_preference
    } else if opponent.strong_color_preference && !player.strong_color_preference {
        invert(opponent.color_preference)
    } else {
        match find_first_color_difference(player, opponent) {
            (Some(_), Some(theirs)) => Some(theirs),
            _ => None,
        }
    }
}

/// The colour `player` gets against `opponent` (rules E.1–E.5).
pub fn choose_player_color(player: &Player, opponent: &Player, t: &Tournament) -> Color {
    if let Some(color) = choose_player_neutral_color(player, opponent) {
        return color;
    }
    let initial = t.initial_color;
    let player_lower = score_rank_less(player, opponent);
    match player.color_preference {
        None => {
            if player_lower {
                if opponent.rank_index & 1 == 1 {
                    initial
                } else {
                    initial.invert()
                }
            } else if player.rank_index & 1 == 1 {
                initial.invert()
            } else {
                initial
            }
        }
        Some(pref) => {
            if player_lower {
                opponent.color_preference.map(Color::invert).unwrap_or(pref)
            } else {
                pref
            }
        }
    }
}

/// Values shared by all edge-weight computations of one round.
struct Ctx<'a, W> {
    t: &'a Tournament,
    forbidden: &'a [HashSet<usize>],
    size_bits: u32,
    groups_shift: u32,
    shifts: HashMap<u32, u32>,
    bye_score: u32,
    single_downfloater_bye: bool,
    unplayed_ranks: HashMap<usize, u64>,
    max_weight: W,
}

impl<W: Weight> Ctx<'_, W> {
    fn player(&self, id: usize) -> &Player {
        &self.t.players[id]
    }

    fn shift_of(&self, score: u32) -> u32 {
        self.shifts.get(&score).copied().unwrap_or(0)
    }

    fn compatible(&self, p0: &Player, p1: &Player) -> bool {
        let t = self.t;
        let threshold = (t.played_rounds as u64 * u64::from(t.points.win.max(t.points.draw))) >> 1;
        !self.forbidden[p0.id].contains(&p1.id)
            && (!p0.absolute_color_preference()
                || !p1.absolute_color_preference()
                || p0.color_preference != p1.color_preference
                || (t.played_rounds + 1 >= t.expected_rounds
                    && (u64::from(p0.score) > threshold || u64::from(p1.score) > threshold)))
    }

    fn is_bye_candidate(&self, p: &Player) -> bool {
        eligible_for_bye(p, self.t) && p.score <= self.bye_score
    }

    fn one_shl(&self, shift: u32) -> W {
        W::from_u64(1).shl(shift)
    }

    /// bbpPairings' `insertColorBits` (player = the lower player).
    fn color_bits(&self, mut r: W, p: &Player, o: &Player, in_current: bool) -> W {
        let b = self.size_bits;
        let bit = |x: bool| u64::from(in_current && x);
        r = r.shl(b).or_u64(bit(!p.absolute_color_imbalance()
            || !o.absolute_color_imbalance()
            || p.color_preference != o.color_preference));
        let repeated_ok = if p.color_imbalance == o.color_imbalance {
            p.repeated_color.is_none() || p.repeated_color != o.repeated_color
        } else {
            let which = if p.color_imbalance > o.color_imbalance {
                o
            } else {
                p
            };
            which.repeated_color != invert(p.color_preference)
        };
        r = r.shl(b).or_u64(bit(!p.absolute_color_preference()
            || !o.absolute_color_preference()
            || p.color_preference != o.color_preference
            || repeated_ok));
        r = r.shl(b).or_u64(bit(color_preferences_compatible(
            p.color_preference,
            o.color_preference,
        )));
        r = r.shl(b).or_u64(bit((!p.strong_color_preference
            && !p.absolute_color_preference())
            || (!o.strong_color_preference && !o.absolute_color_preference())
            || (p.absolute_color_preference() && o.absolute_color_preference())
            || p.color_preference != o.color_preference));
        r
    }

    /// bbpPairings' `computeEdgeWeight` (not the upper-bound variant).
    fn edge_weight(&self, higher: &Player, lower: &Player, in_current: bool, in_next: bool) -> W {
        if !self.compatible(higher, lower) {
            return W::zero();
        }
        let t = self.t;
        let sb = self.size_bits;
        let gs = self.groups_shift;
        let hs = higher.score;
        let ls = lower.score;
        let mut r = W::from_u64(
            1 + u64::from(!self.is_bye_candidate(higher))
                + u64::from(!self.is_bye_candidate(lower)),
        );
        r = r.shl(sb).add_u64(u64::from(in_current));
        r = r.shl(gs);
        if in_current {
            r = r.add(self.one_shl(self.shift_of(hs)));
        }
        r = r.shl(sb).add_u64(u64::from(in_next));
        r = r.shl(gs);
        if in_next {
            r = r.add(self.one_shl(self.shift_of(hs)));
        }
        r = r.shl(sb).shl(sb);
        if self.single_downfloater_bye {
            if hs == self.bye_score {
                r = r.or_u64(
                    self.unplayed_ranks
                        .get(&higher.played_games)
                        .copied()
                        .unwrap_or(0),
                );
            }
            if ls == self.bye_score {
                r = r.add_u64(
                    self.unplayed_ranks
                        .get(&lower.played_games)
                        .copied()
                        .unwrap_or(0),
                );
            }
        }
        r = self.color_bits(r, lower, higher, in_current);
        for back in [1usize, 2] {
            if t.played_rounds < back {
                continue;
            }
            r = r.shl(sb);
            if in_current {
                r = r.add_u64(u64::from(get_float(lower, back, t) == Float::Down));
                r = r.add_u64(u64::from(
                    hs <= ls && get_float(higher, back, t) == Float::Down,
                ));
            }
            r = r.shl(sb);
            if in_current {
                r = r.add_u64(u64::from(
                    !(hs > ls && get_float(lower, back, t) == Float::Up),
                ));
            }
        }
        for back in [1usize, 2] {
            if t.played_rounds < back {
                continue;
            }
            r = r.shl(gs);
            if in_current {
                if get_float(lower, back, t) == Float::Down {
                    r = r.add(self.one_shl(self.shift_of(ls)));
                }
                if get_float(higher, back, t) == Float::Down {
                    r = r.add(self.one_shl(self.shift_of(hs)));
                }
            }
            r = r.shl(gs);
            if in_current && !(get_float(lower, back, t) == Float::Up && hs > ls) {
                r = r.add(self.one_shl(self.shift_of(hs)));
            }
        }
        r.shl(sb).shl(sb).shl(sb).shl(1)
    }
}

/// The number of bits of the largest edge weight (bbpPairings' upper bound).
fn max_weight_bits(played_rounds: usize, size_bits: u32, groups_shift: u32) -> u32 {
    let mut s = size_bits + groups_shift + size_bits + groups_shift + 2 * size_bits;
    s += 4 * size_bits;
    for back in [1usize, 2] {
        if played_rounds >= back {
            s += 2 * size_bits + 2 * groups_shift;
        }
    }
    s += 3 * size_bits + 1;
    // Starts from the value 2 (two bits), then grows by two and drops one.
    s + 2 + 1
}

/// The most players one round may pair: the matching keeps a dense weight
/// matrix (a few hundred bytes per pair of players), so this bounds memory.
pub const MAX_PLAYERS_TO_PAIR: usize = 1500;

/// Pairs the next round of a prepared tournament.
pub fn compute_matching(t: &Tournament) -> Result<Vec<Pairing>, PairError> {
    let mut sorted: Vec<usize> = t
        .players
        .iter()
        .filter(|p| p.is_valid && p.matches.len() <= t.played_rounds)
        .map(|p| p.id)
        .collect();
    if sorted.is_empty() {
        return Ok(Vec::new());
    }
    if sorted.len() > MAX_PLAYERS_TO_PAIR {
        return Err(PairError::TooLarge(format!(
            "{} players to pair; at most {MAX_PLAYERS_TO_PAIR} are supported",
            sorted.len()
        )));
    }
    sorted.sort_by(|&a, &b| {
        let (pa, pb) = (&t.players[a], &t.players[b]);
        pb.score
            .cmp(&pa.score)
            .then(pa.rank_index.cmp(&pb.rank_index))
    });
    // Score-group shifts, from the lowest group up.
    let mut shifts = HashMap::new();
    let mut groups_shift = 0u32;
    let mut max_group = 0usize;
    let mut repeated = 0usize;
    for (k, &id) in sorted.iter().enumerate().rev() {
        repeated += 1;
        let score = t.players[id].score;
        let ends = k == 0 || score < t.players[sorted[k - 1]].score;
        if ends {
            shifts.insert(score, groups_shift);
            max_group = max_group.max(repeated);
            groups_shift += bits_to_represent(repeated);
            repeated = 0;
        }
    }
    let size_bits = bits_to_represent(max_group);
    let bits = max_weight_bits(t.played_rounds, size_bits, groups_shift) + 8;
    let words = bits.div_ceil(64) as usize;
    macro_rules! run {
        ($($n:literal),*) => {
            $(if words <= $n {
                return Engine::<Wide<$n>>::run(t, sorted, shifts, groups_shift, size_bits);
            })*
        };
    }
    run!(2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128);
    Err(PairError::TooLarge(format!(
        "the edge weights would need {bits} bits; at most 8192 are supported"
    )))
}

struct Engine<W>(std::marker::PhantomData<W>);

impl<W: Weight> Engine<W> {
    fn run(
        t: &Tournament,
        sorted: Vec<usize>,
        shifts: HashMap<u32, u32>,
        groups_shift: u32,
        size_bits: u32,
    ) -> Result<Vec<Pairing>, PairError> {
        let n = sorted.len();
        let mut forbidden: Vec<HashSet<usize>> = vec![HashSet::new(); t.players.len()];
        for group in &t.forbidden_pairs {
            for &a in group {
                for &b in group {
                    if a != b {
                        forbidden[a].insert(b);
                    }
                }
            }
        }
        for p in t.players.iter().filter(|p| p.is_valid) {
            for m in p.matches.iter().filter(|m| m.game_was_played) {
                forbidden[p.id].insert(m.opponent);
            }
        }
        let max_bits = max_weight_bits(t.played_rounds, size_bits, groups_shift) - 1;
        let max_weight = W::from_u64(1).shl(max_bits).sub_u64(1);
        let mut ctx = Ctx {
            t,
            forbidden: &forbidden,
            size_bits,
            groups_shift,
            shifts,
            bye_score: 0,
            single_downfloater_bye: false,
            unplayed_ranks: HashMap::new(),
            max_weight,
        };
        let score = |v: usize| t.players[sorted[v]].score;
        let top_score = score(0);
        let mut mc = MatchingComputer::<W>::new(n);

        // Completability weights.
        for i in 0..n {
            let player = ctx.player(sorted[i]);
            for j in 0..i {
                let opponent = ctx.player(sorted[j]);
                let w = if n % 2 == 1 {
                    if ctx.compatible(player, opponent) {
                        let mut w = W::from_u64(
                            1 + u64::from(!eligible_for_bye(player, t))
                                + u64::from(!eligible_for_bye(opponent, t)),
                        );
                        w = w.shl(groups_shift).or_u64(u64::from(
                            ctx.shift_of(player.score) + ctx.shift_of(opponent.score),
                        ));
                        w.shl(size_bits)
                            .or_u64(u64::from(player.score >= top_score))
                    } else {
                        W::zero()
                    }
                } else {
                    ctx.edge_weight(opponent, player, false, false)
                };
                mc.set_edge_weight(i, j, w);
            }
        }
        mc.compute();
        let matching = mc.matching();
        // Is the round pairable at all?
        let mut unmatched_seen = false;
        for (v, &m) in matching.iter().enumerate() {
            if m == v {
                if unmatched_seen {
                    return Err(PairError::NoValidPairing(
                        "no pairing satisfies the absolute criteria (no repeated \
                         pairings, absolute colour preferences, at most one \
                         pairing-allocated bye per player)"
                            .into(),
                    ));
                }
                if !eligible_for_bye(ctx.player(sorted[v]), t) {
                    return Err(PairError::NoValidPairing(
                        "no pairing satisfies the absolute criteria: the odd \
                         player out has already had a bye or an unplayed win"
                            .into(),
                    ));
                }
                unmatched_seen = true;
            }
        }
        if n % 2 == 1 {
            let bye_vertex = (0..n).find(|&v| matching[v] == v).unwrap_or(n - 1);
            ctx.bye_score = score(bye_vertex);
            if ctx.bye_score >= top_score {
                ctx.single_downfloater_bye = true;
                for v in 0..n {
                    if score(v) < top_score {
                        break;
                    }
                    if score(matching[v]) < top_score {
                        ctx.single_downfloater_bye = false;
                        break;
                    }
                }
            }
            let mut counts: Vec<usize> = (0..n)
                .filter(|&v| score(v) == ctx.bye_score)
                .map(|v| ctx.player(sorted[v]).played_games)
                .collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, games) in counts.into_iter().enumerate() {
                ctx.unplayed_ranks.insert(games, rank as u64);
            }
            for i in 0..n {
                for j in 0..i {
                    let w =
                        ctx.edge_weight(ctx.player(sorted[j]), ctx.player(sorted[i]), false, false);
                    mc.set_edge_weight(i, j, w);
                }
            }
        }

        let mut matching_by_id: Vec<Option<usize>> = vec![None; t.players.len()];
        let mut players: Vec<usize> = Vec::new();
        let mut vertices: Vec<usize> = Vec::new();
        let mut next_group = 0usize;
        while next_group < n && score(next_group) >= top_score {
            players.push(sorted[next_group]);
            vertices.push(vertices.len());
            next_group += 1;
        }
        let mut matched = vec![false; n];
        let mut sg_begin = 0usize;
        let mut sg_begin_vertex = 0usize;

        while players.len() > 1 || next_group != n {
            let next_sg_begin = players.len();
            let next_sg_begin_vertex = sg_begin_vertex + (next_sg_begin - sg_begin);
            let group_start = next_group;
            while next_group < n && score(next_group) >= score(group_start) {
                players.push(sorted[next_group]);
                let v = vertices.last().map_or(next_group, |&last| last + 1);
                vertices.push(v);
                next_group += 1;
            }
            let count = players.len();
            let pl = |k: usize| ctx.player(players[k]);
            // Base weights: base[larger][smaller].
            let mut base: Vec<Vec<W>> = vec![Vec::new(); count];
            for larger in sg_begin..count {
                let row: Vec<W> = (0..larger)
                    .map(|smaller| {
                        ctx.edge_weight(
                            pl(smaller),
                            pl(larger),
                            larger < next_sg_begin,
                            larger >= next_sg_begin,
                        )
                    })
                    .collect();
                base[larger] = row;
            }
            for (larger, row) in base.iter().enumerate() {
                for (smaller, &w) in row.iter().enumerate() {
                    mc.set_edge_weight(vertices[larger], vertices[smaller], w);
                }
            }
            let ewc = |base: &Vec<Vec<W>>,
                       smaller: usize,
                       larger: usize,
                       rem_index: usize,
                       rem_pairs: usize|
             -> W {
                let r = base[larger][smaller];
                if r.is_zero() {
                    return r;
                }
                let addend = W::from_u64(u64::from(rem_index < rem_pairs))
                    .shl(size_bits)
                    .shl(size_bits)
                    .sub_u64(rem_index as u64)
                    .shl(1);
                r.add(addend)
            };
            let in_bracket = |m: usize| m >= sg_begin_vertex && m < next_sg_begin_vertex;

            mc.compute();
            let mut stable = mc.matching();

            // Choose the moved-down players to pair in this bracket.
            let mut md_score = 0u32;
            let mut remaining_md = 0usize;
            let mut remaining_matched_md = 0usize;
            for pi in 0..sg_begin {
                if pi == 0 || pl(pi).score < md_score {
                    md_score = pl(pi).score;
                    remaining_md = 0;
                    remaining_matched_md = 0;
                    let mut k = pi;
                    while k < count && pl(k).score >= md_score {
                        remaining_md += 1;
                        if in_bracket(stable[vertices[k]]) {
                            remaining_matched_md += 1;
                        }
                        k += 1;
                    }
                }
                if remaining_matched_md == 0 {
                    continue;
                }
                let v = vertices[pi];
                if remaining_md <= remaining_matched_md {
                    matched[v] = true;
                    continue;
                }
                remaining_md -= 1;
                if !in_bracket(stable[v]) {
                    for oi in sg_begin..next_sg_begin {
                        let w = base[oi][pi];
                        if !w.is_zero() {
                            mc.set_edge_weight(v, vertices[oi], w.or_u64(1));
                        }
                    }
                    mc.compute();
                    stable = mc.matching();
                }
                if in_bracket(stable[v]) {
                    matched[v] = true;
                    remaining_matched_md -= 1;
                    for oi in sg_begin..next_sg_begin {
                        let w = base[oi][pi];
                        if !w.is_zero() {
                            let w = w.or_u64((next_sg_begin - sg_begin) as u64).add_u64(1);
                            mc.set_edge_weight(v, vertices[oi], w);
                        }
                    }
                }
            }

            // Choose the opponents of the moved-down players.
            for pi in 0..sg_begin {
                let v = vertices[pi];
                if !matched[v] {
                    continue;
                }
                let mut addend = count as u64;
                for oi in (sg_begin..next_sg_begin).rev() {
                    let ov = vertices[oi];
                    if matched[ov] {
                        continue;
                    }
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        mc.set_edge_weight(v, ov, w.add_u64(addend));
                        addend += 1;
                    }
                }
                mc.compute();
                stable = mc.matching();
                let mv = stable[v];
                matched[mv] = true;
                finalize_pair(v, mv, &mut mc, ctx.max_weight);
            }

            // The remainder.
            let mut remainder: Vec<usize> = Vec::new();
            let mut remainder_pairs = 0usize;
            for pi in sg_begin..next_sg_begin {
                let v = vertices[pi];
                if stable[v] < sg_begin_vertex {
                    continue;
                }
                remainder.push(pi);
                if stable[v] < v {
                    remainder_pairs += 1;
                }
            }
            let rlen = remainder.len();

            for (oi_pos, &oi) in remainder.iter().enumerate() {
                let ov = vertices[oi];
                for (pri, &pi) in remainder.iter().enumerate().take(oi_pos) {
                    if oi <= pi {
                        break;
                    }
                    mc.set_edge_weight(vertices[pi], ov, ewc(&base, pi, oi, pri, remainder_pairs));
                }
            }
            mc.compute();
            stable = mc.matching();

            let exchanged =
                |stable: &[usize], v: usize| stable[v] <= v || stable[v] >= next_sg_begin_vertex;
            let mut exchange_count = 0usize;
            if remainder_pairs < rlen {
                let first_group_end = remainder[remainder_pairs];
                for &pi in &remainder {
                    if pi >= first_group_end {
                        break;
                    }
                    if exchanged(&stable, vertices[pi]) {
                        exchange_count += 1;
                    }
                }
            }

            // Lower players of the higher group to exchange, where possible.
            let mut exchanges_remaining = exchange_count;
            let mut pri = remainder_pairs;
            let mut it = remainder_pairs;
            while it != 0 && exchanges_remaining > 0 {
                let op_start = it;
                pri -= 1;
                it -= 1;
                let pidx = remainder[it];
                let v = vertices[pidx];
                if stable[v] > v && stable[v] < next_sg_begin_vertex {
                    for &oi in &remainder[op_start..] {
                        let w = ewc(&base, pidx, oi, pri, remainder_pairs);
                        if !w.is_zero() {
                            mc.set_edge_weight(v, vertices[oi], w.sub_u64(1));
                        }
                    }
                    mc.compute();
                    stable = mc.matching();
                }
                let exchange = exchanged(&stable, v);
                if exchange {
                    exchanges_remaining -= 1;
                }
                for &oi in &remainder[it + 1..] {
                    if exchange {
                        base[oi][pidx] = W::zero();
                    }
                    mc.set_edge_weight(v, vertices[oi], ewc(&base, pidx, oi, pri, remainder_pairs));
                }
            }

            // Higher players of the lower group to exchange, where possible.
            let mut exchanges_remaining = exchange_count;
            let mut rem_index = remainder_pairs;
            let mut it = remainder_pairs;
            while it < rlen && exchanges_remaining > 1 {
                let pidx = remainder[it];
                let v = vertices[pidx];
                let already = stable[v] > v && stable[v] < next_sg_begin_vertex;
                if !already {
                    for &oi in &remainder[it + 1..] {
                        let w = ewc(&base, pidx, oi, rem_index, remainder_pairs);
                        if !w.is_zero() {
                            mc.set_edge_weight(v, vertices[oi], w.add_u64(1));
                        }
                    }
                    mc.compute();
                    stable = mc.matching();
                }
                let exchange = stable[v] > v && stable[v] < next_sg_begin_vertex;
                if exchange {
                    exchanges_remaining -= 1;
                    for &oi in &remainder[..it] {
                        base[pidx][oi] = W::zero();
                        mc.set_edge_weight(v, vertices[oi], W::zero());
                    }
                    for oi in next_sg_begin..count {
                        base[oi][pidx] = W::zero();
                        mc.set_edge_weight(v, vertices[oi], W::zero());
                    }
                }
                if !already {
                    for &oi in &remainder[it + 1..] {
                        mc.set_edge_weight(
                            v,
                            vertices[oi],
                            ewc(&base, pidx, oi, rem_index, remainder_pairs),
                        );
                    }
                }
                rem_index += 1;
                it += 1;
            }

            // Fix which players are exchanged; reset the bits used for that.
            for a in 0..rlen {
                let v = vertices[remainder[a]];
                for b in (a + 1)..rlen {
                    let ov = vertices[remainder[b]];
                    if stable[v] <= v
                        || stable[v] >= next_sg_begin_vertex
                        || (stable[ov] > ov && stable[ov] < next_sg_begin_vertex)
                    {
                        base[remainder[b]][remainder[a]] = W::zero();
                    }
                    mc.set_edge_weight(v, ov, base[remainder[b]][remainder[a]]);
                }
            }

            // Choose the opponents of the players of the first group.
            for &pi in &remainder {
                let v = vertices[pi];
                if stable[v] > v && stable[v] < next_sg_begin_vertex {
                    let mut addend = 0u64;
                    for &oi in remainder.iter().rev() {
                        let ov = vertices[oi];
                        if oi <= pi || matched[ov] {
                            continue;
                        }
                        let w = base[oi][pi];
                        if !w.is_zero() {
                            mc.set_edge_weight(v, ov, w.add_u64(addend));
                        }
                        addend += 1;
                    }
                    mc.compute();
                    stable = mc.matching();
                    let mv = stable[v];
                    matched[v] = true;
                    matched[mv] = true;
                    finalize_pair(v, mv, &mut mc, ctx.max_weight);
                }
            }

            // The next bracket.
            let mut new_players = Vec::new();
            let mut new_vertices = Vec::new();
            sg_begin = 0;
            let group_score = if group_start < n {
                score(group_start)
            } else {
                0
            };
            ctx.single_downfloater_bye =
                n % 2 == 1 && group_start != n && ctx.bye_score >= group_score;
            for pi in 0..count {
                let v = vertices[pi];
                if pi < next_sg_begin && matched[v] {
                    let partner = sorted[stable[v]];
                    matching_by_id[players[pi]] = Some(partner);
                    matching_by_id[partner] = Some(players[pi]);
                } else {
                    new_players.push(players[pi]);
                    new_vertices.push(v);
                    if pi < next_sg_begin {
                        sg_begin += 1;
                    }
                    if ctx.single_downfloater_bye && score(stable[v]) < group_score {
                        ctx.single_downfloater_bye = false;
                    }
                }
            }
            players = new_players;
            vertices = new_vertices;
            sg_begin_vertex = next_sg_begin_vertex;
        }

        let mut result = Vec::new();
        for &id in &sorted {
            match matching_by_id[id] {
                Some(partner) => {
                    if id < partner {
                        let color = choose_player_color(&t.players[id], &t.players[partner], t);
                        result.push(match color {
                            Color::White => Pairing {
                                white: id,
                                black: partner,
                            },
                            Color::Black => Pairing {
                                white: partner,
                                black: id,
                            },
                        });
                    }
                }
                None => result.push(Pairing {
                    white: id,
                    black: id,
                }),
            }
        }
        Ok(result)
    }
}

/// Forces the pair `v0`–`v1`: their edge gets the largest weight and all
/// their other edges are removed.
fn finalize_pair<W: Weight>(v0: usize, v1: usize, mc: &mut MatchingComputer<W>, max: W) {
    for u in 0..mc.size() {
        if u != v0 {
            mc.set_edge_weight(v0, u, if u == v1 { max } else { W::zero() });
        }
        if u != v1 {
            mc.set_edge_weight(v1, u, if u == v0 { max } else { W::zero() });
        }
    }
}
