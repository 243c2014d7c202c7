//! Maximum-weight matching (Edmonds' blossom algorithm, primal-dual), with
//! warm starts after edge-weight changes.
//!
//! The Dutch engine solves one matching problem many times, each time after
//! changing the weights of the edges at a few vertices. Solving from scratch
//! each time costs O(n³) per solve; this computer keeps its matching and its
//! dual variables between solves and only repairs what the changes broke, so a
//! re-solve costs about O(k·n²) for k newly exposed vertices.
//!
//! The algorithm follows the well-known formulation of Galil ("Efficient
//! algorithms for finding maximum matching in graphs", 1986) in the layout of
//! Joris van Rantwijk's reference implementation, on a dense weight matrix.
//! It computes a *maximum-cardinality* matching of maximum weight among those.
//! The engine's weights make every maximum-weight matching one of maximum
//! cardinality (each weight carries a per-vertex completion term in its top
//! bits), so this is the maximum-weight matching the engine asks for; the
//! cardinality form lets vertex duals be free, which is what makes warm starts
//! simple. An odd vertex count gets a hidden dummy vertex joined to every
//! vertex with the same weight, so that a perfect matching exists whenever a
//! matching leaving one vertex out exists.
//!
//! A weight of zero means "no edge".

use super::weight::Weight;

const NONE: usize = usize::MAX;

/// An oriented edge `(from, to)`: the endpoint "pointing to" `to`.
type Ep = (usize, usize);

fn flip(p: Ep) -> Ep {
    (p.1, p.0)
}

/// A maximum-weight matching computer over a dense graph.
#[derive(Debug, Clone)]
pub struct MatchingComputer<W: Weight> {
    /// Number of real vertices.
    n: usize,
    /// Number of internal vertices (`n`, or `n + 1` with the dummy).
    nv: usize,
    weights: Vec<W>,
    mate: Vec<usize>,
    dual: Vec<W>,
    label: Vec<u8>,
    labelend: Vec<Option<Ep>>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<Ep>>,
    bestedge: Vec<Option<Ep>>,
    blossombestedges: Vec<Option<Vec<Ep>>>,
    unusedblossoms: Vec<usize>,
    /// Per-stage "edge usable" marks: equal to `stamp` when allowed.
    allowedge: Vec<u32>,
    stamp: u32,
    /// Adjacency bitsets, `row_words` words per vertex.
    adjacency: Vec<u64>,
    row_words: usize,
    queue: Vec<usize>,
    initialized: bool,
    touched: Vec<Ep>,
}

impl<W: Weight> MatchingComputer<W> {
    /// A computer for `n` vertices and no edges.
    pub fn new(n: usize) -> Self {
        let nv = if n % 2 == 1 { n + 1 } else { n };
        // Weights are stored doubled, as the slack formula uses them.
        let mut weights = vec![W::zero(); nv * nv];
        let row_words = nv.div_ceil(64);
        let mut adjacency = vec![0u64; nv * row_words];
        if nv > n {
            for i in 0..n {
                weights[i * nv + n] = W::from_u64(2);
                weights[n * nv + i] = W::from_u64(2);
                adjacency[i * row_words + n / 64] |= 1 << (n % 64);
                adjacency[n * row_words + i / 64] |= 1 << (i % 64);
            }
        }
        MatchingComputer {
            n,
            nv,
            weights,
            mate: vec![NONE; nv],
            dual: vec![W::zero(); 2 * nv],
            label: vec![0; 2 * nv],
            labelend: vec![None; 2 * nv],
            inblossom: (0..nv).collect(),
            blossomparent: vec![NONE; 2 * nv],
            blossomchilds: vec![Vec::new(); 2 * nv],
            blossombase: (0..nv).chain(std::iter::repeat(NONE).take(nv)).collect(),
            blossomendps: vec![Vec::new(); 2 * nv],
            bestedge: vec![None; 2 * nv],
            blossombestedges: vec![None; 2 * nv],
            unusedblossoms: (nv..2 * nv).collect(),
            allowedge: vec![0; nv * nv],
            stamp: 0,
            adjacency,
            row_words,
            queue: Vec::new(),
            initialized: false,
            touched: Vec::new(),
        }
    }

    /// The number of (real) vertices.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The weight of the edge between `i` and `j` (zero when absent).
    pub fn edge_weight(&self, i: usize, j: usize) -> W {
        self.weights[i * self.nv + j].half()
    }

    /// Sets the weight of the edge between two distinct vertices; zero removes
    /// the edge.
    pub fn set_edge_weight(&mut self, i: usize, j: usize, weight: W) {
        if i == j || i >= self.n || j >= self.n {
            return;
        }
        let nv = self.nv;
        let doubled = weight.double();
        if self.weights[i * nv + j] == doubled {
            return;
        }
        self.weights[i * nv + j] = doubled;
        self.weights[j * nv + i] = doubled;
        let rw = self.row_words;
        let (bit_j, bit_i) = (1u64 << (j % 64), 1u64 << (i % 64));
        if weight.is_zero() {
            self.adjacency[i * rw + j / 64] &= !bit_j;
            self.adjacency[j * rw + i / 64] &= !bit_i;
        } else {
            self.adjacency[i * rw + j / 64] |= bit_j;
            self.adjacency[j * rw + i / 64] |= bit_i;
        }
        if self.initialized {
            self.touched.push((i, j));
        }
    }

    /// For every vertex, its mate, or itself when unmatched.
    pub fn matching(&self) -> Vec<usize> {
        (0..self.n)
            .map(|v| {
                let m = self.mate[v];
                if m == NONE || m >= self.n {
                    v
                } else {
                    m
                }
            })
            .collect()
    }

    /// The doubled weight of an edge.
    fn w2(&self, i: usize, j: usize) -> W {
        self.weights[i * self.nv + j]
    }

    fn has_edge(&self, i: usize, j: usize) -> bool {
        self.adjacency[i * self.row_words + j / 64] >> (j % 64) & 1 == 1
    }

    /// The neighbours of `v`, in increasing order.
    fn neighbours(&self, v: usize) -> Vec<usize> {
        let rw = self.row_words;
        let mut out = Vec::new();
        for (k, &word) in self.adjacency[v * rw..(v + 1) * rw].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                out.push(k * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        out
    }

    fn is_allowed(&self, i: usize, j: usize) -> bool {
        self.allowedge[i * self.nv + j] == self.stamp
    }

    #[inline(always)]
    fn slack(&self, e: Ep) -> W {
        self.dual[e.0].add(self.dual[e.1]).sub(self.w2(e.0, e.1))
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.nv {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// Restores the invariants after weight changes: no blossoms, duals
    /// feasible, matched edges tight, exposed vertices' duals even.
    ///
    /// A first start is either uniform (every dual the largest weight, as the
    /// textbook algorithm starts) or greedy (each dual the vertex's largest
    /// weight, and edges that are then tight matched greedily), which saves
    /// most of the stages of a from-scratch solve.
    fn warm_start(&mut self, greedy: bool) {
        let nv = self.nv;
        if !self.initialized {
            self.initialized = true;
            self.touched.clear();
            if greedy {
                for v in 0..nv {
                    let mut best = W::zero();
                    for u in self.neighbours(v) {
                        let w = self.w2(v, u);
                        if w > best {
                            best = w;
                        }
                    }
                    self.dual[v] = best.half();
                }
                for v in 0..nv {
                    if self.mate[v] != NONE {
                        continue;
                    }
                    for u in self.neighbours(v) {
                        if self.mate[u] == NONE && self.slack((v, u)).is_zero() {
                            self.mate[v] = u;
                            self.mate[u] = v;
                            break;
                        }
                    }
                }
                for v in 0..nv {
                    if self.mate[v] == NONE && !self.dual[v].half().double().eq(&self.dual[v]) {
                        self.dual[v] = self.dual[v].add_u64(1);
                    }
                }
            } else {
                let mut max = W::zero();
                for &w in &self.weights {
                    if w > max {
                        max = w;
                    }
                }
                for v in 0..nv {
                    self.dual[v] = max;
                }
            }
            return;
        }
        let has_blossoms = (nv..2 * nv).any(|b| self.blossombase[b] != NONE);
        if has_blossoms {
            // Dissolve every blossom, moving its dual onto its vertices: edges
            // inside keep their slack, edges leaving it gain slack.
            for v in 0..nv {
                let mut b = self.blossomparent[v];
                let mut extra = W::zero();
                while b != NONE {
                    extra = extra.add(self.dual[b]);
                    b = self.blossomparent[b];
                }
                self.dual[v] = self.dual[v].add(extra);
            }
            for b in nv..2 * nv {
                if self.blossombase[b] != NONE {
                    self.blossombase[b] = NONE;
                    self.blossomchilds[b].clear();
                    self.blossomendps[b].clear();
                    self.blossombestedges[b] = None;
                    self.dual[b] = W::zero();
                }
                self.blossomparent[b] = NONE;
            }
            for v in 0..nv {
                self.blossomparent[v] = NONE;
                self.inblossom[v] = v;
            }
            self.unusedblossoms = (nv..2 * nv).collect();
        }
        let touched = std::mem::take(&mut self.touched);
        for &(i, j) in &touched {
            if !self.has_edge(i, j) {
                continue;
            }
            let s = self.slack((i, j));
            if s.is_negative() {
                self.dual[i] = self.dual[i].sub(s);
            }
        }
        // Matched edges must be tight. One that lost tightness keeps its
        // match when an endpoint's dual can absorb the slack without making
        // another edge infeasible; otherwise both endpoints become exposed.
        for v in 0..nv {
            let m = self.mate[v];
            if m == NONE || m < v {
                continue;
            }
            if !self.has_edge(v, m) {
                self.mate[v] = NONE;
                self.mate[m] = NONE;
                continue;
            }
            let s = self.slack((v, m));
            if s.is_zero() {
                continue;
            }
            if !self.lower_dual(m, v, s) && !self.lower_dual(v, m, s) {
                self.mate[v] = NONE;
                self.mate[m] = NONE;
            }
        }
        for v in 0..nv {
            if self.mate[v] == NONE && !self.dual[v].half().double().eq(&self.dual[v]) {
                self.dual[v] = self.dual[v].add_u64(1);
            }
        }
    }

    /// Lowers the dual of `x` by `amount` if every edge of `x` other than
    /// the one to `partner` has at least that much slack.
    fn lower_dual(&mut self, x: usize, partner: usize, amount: W) -> bool {
        for y in self.neighbours(x) {
            if y != partner && self.slack((x, y)) < amount {
                return false;
            }
        }
        self.dual[x] = self.dual[x].sub(amount);
        true
    }

    fn assign_label(&mut self, w: usize, t: u8, p: Option<Ep>) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = None;
        self.bestedge[b] = None;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let m = self.mate[base];
            self.assign_label(m, 1, Some((m, base)));
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            let b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            match self.labelend[b] {
                None => v = NONE,
                Some(p) => {
                    let t = p.1;
                    let bt = self.inblossom[t];
                    v = match self.labelend[bt] {
                        Some(q) => q.1,
                        None => NONE,
                    };
                }
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, v0: usize, w0: usize) {
        let nv = self.nv;
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v0];
        let mut bw = self.inblossom[w0];
        let Some(b) = self.unusedblossoms.pop() else {
            return;
        };
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            let Some(le) = self.labelend[bv] else { break };
            endps.push(le);
            bv = self.inblossom[le.1];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push((w0, v0));
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            let Some(le) = self.labelend[bw] else { break };
            endps.push(flip(le));
            bw = self.inblossom[le.1];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::zero();
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto: Vec<Option<Ep>> = vec![None; 2 * nv];
        for &sub in &path {
            let lists: Vec<Ep> = match self.blossombestedges[sub].take() {
                Some(list) => list,
                None => {
                    let mut list = Vec::new();
                    for v in self.leaves_of(sub) {
                        for u in self.neighbours(v) {
                            list.push((v, u));
                        }
                    }
                    list
                }
            };
            for (mut i, mut j) in lists {
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.inblossom[j];
                if bj != b && self.label[bj] == 1 {
                    let better = match bestedgeto[bj] {
                        None => true,
                        Some(e) => self.slack((i, j)) < self.slack(e),
                    };
                    if better {
                        bestedgeto[bj] = Some((i, j));
                    }
                }
            }
            self.bestedge[sub] = None;
        }
        let list: Vec<Ep> = bestedgeto.into_iter().flatten().collect();
        let mut best: Option<Ep> = None;
        for &e in &list {
            let better = match best {
                None => true,
                Some(cur) => self.slack(e) < self.slack(cur),
            };
            if better {
                best = Some(e);
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = best;
    }

    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.blossomchilds[b].len() as isize;
        self.blossomchilds[b][j.rem_euclid(len) as usize]
    }

    fn endp_at(&self, b: usize, j: isize) -> Ep {
        let len = self.blossomendps[b].len() as isize;
        self.blossomendps[b][j.rem_euclid(len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let nv = self.nv;
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < nv {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            if let Some(lb) = self.labelend[b] {
                let entrychild = self.inblossom[lb.0];
                let len = childs.len() as isize;
                let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
                let (jstep, endptrick): (isize, isize) = if j & 1 == 1 {
                    j -= len;
                    (1, 0)
                } else {
                    (-1, 1)
                };
                let pick = |this: &Self, j: isize| -> Ep {
                    let e = this.endp_at(b, j - endptrick);
                    if endptrick == 1 {
                        e
                    } else {
                        flip(e)
                    }
                };
                let mut p = lb;
                while j != 0 {
                    self.label[p.0] = 0;
                    // endpoint[endps[j-endptrick] ^ endptrick ^ 1]
                    let q = pick(self, j);
                    self.label[q.1] = 0;
                    self.assign_label(p.0, 2, Some(p));
                    let e = self.endp_at(b, j - endptrick);
                    self.allow(e.0, e.1);
                    j += jstep;
                    let e = self.endp_at(b, j - endptrick);
                    p = if endptrick == 1 { flip(e) } else { e };
                    self.allow(p.0, p.1);
                    j += jstep;
                }
                let bv = self.child_at(b, j);
                self.label[p.0] = 2;
                self.label[bv] = 2;
                self.labelend[p.0] = Some(p);
                self.labelend[bv] = Some(p);
                self.bestedge[bv] = None;
                j += jstep;
                while self.child_at(b, j) != entrychild {
                    let bv = self.child_at(b, j);
                    if self.label[bv] == 1 {
                        j += jstep;
                        continue;
                    }
                    let mut found = NONE;
                    for v in self.leaves_of(bv) {
                        if self.label[v] != 0 {
                            found = v;
                            break;
                        }
                    }
                    if found != NONE {
                        let v = found;
                        self.label[v] = 0;
                        let m = self.mate[self.blossombase[bv]];
                        if m != NONE {
                            self.label[m] = 0;
                        }
                        let le = self.labelend[v];
                        self.assign_label(v, 2, le);
                    }
                    j += jstep;
                }
            }
        }
        self.label[b] = 0;
        self.labelend[b] = None;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = None;
        self.dual[b] = W::zero();
        self.unusedblossoms.push(b);
    }

    fn allow(&mut self, i: usize, j: usize) {
        let nv = self.nv;
        self.allowedge[i * nv + j] = self.stamp;
        self.allowedge[j * nv + i] = self.stamp;
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let nv = self.nv;
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= nv {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .unwrap_or(0);
        let mut j = i as isize;
        let (jstep, endptrick): (isize, isize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.child_at(b, j);
            let e = self.endp_at(b, j - endptrick);
            let p = if endptrick == 1 { flip(e) } else { e };
            if t >= nv {
                self.augment_blossom(t, p.1);
            }
            j += jstep;
            let t = self.child_at(b, j);
            if t >= nv {
                self.augment_blossom(t, p.0);
            }
            self.mate[p.1] = p.0;
            self.mate[p.0] = p.1;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        let first = self.blossomchilds[b][0];
        self.blossombase[b] = self.blossombase[first];
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        let nv = self.nv;
        for (s0, p0) in [(v, (v, w)), (w, (w, v))] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s];
                if bs >= nv {
                    self.augment_blossom(bs, s);
                }
                // mate[s] = p: s's mate is endpoint[p].
                self.mate[s] = p.1;
                let Some(le) = self.labelend[bs] else { break };
                let t = le.1;
                let bt = self.inblossom[t];
                let Some(lt) = self.labelend[bt] else { break };
                s = lt.1;
                let j = lt.0;
                if bt >= nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = lt.1;
                p = (s, j);
            }
        }
    }

    /// Computes a maximum-weight maximum-cardinality matching for the current
    /// weights, starting from the previous solution.
    pub fn compute(&mut self) {
        self.warm_start(true);
        self.solve();
        if self.mate.contains(&NONE) {
            // Free duals certify optimality only for a perfect matching; with
            // vertices left exposed, solve again from a uniform start, for
            // which the algorithm is exact.
            self.reset();
            self.warm_start(false);
            self.solve();
        }
    }

    /// Forgets the matching, the blossoms and the duals.
    fn reset(&mut self) {
        let nv = self.nv;
        self.mate = vec![NONE; nv];
        self.dual = vec![W::zero(); 2 * nv];
        self.inblossom = (0..nv).collect();
        self.blossomparent = vec![NONE; 2 * nv];
        self.blossomchilds = vec![Vec::new(); 2 * nv];
        self.blossombase = (0..nv).chain(std::iter::repeat(NONE).take(nv)).collect();
        self.blossomendps = vec![Vec::new(); 2 * nv];
        self.blossombestedges = vec![None; 2 * nv];
        self.unusedblossoms = (nv..2 * nv).collect();
        self.initialized = false;
        self.touched.clear();
    }

    /// The primal-dual stages, from the current (valid) state.
    fn solve(&mut self) {
        let nv = self.nv;
        for _stage in 0..=nv {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = None);
            for b in nv..2 * nv {
                self.blossombestedges[b] = None;
            }
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.allowedge.iter_mut().for_each(|a| *a = 0);
                self.stamp = 1;
            }
            self.queue.clear();
            for v in 0..nv {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, None);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for w in self.neighbours(v) {
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.is_allowed(v, w) {
                            kslack = self.slack((v, w));
                            if kslack <= W::zero() {
                                self.allow(v, w);
                            }
                        }
                        let bw = self.inblossom[w];
                        if self.is_allowed(v, w) {
                            if self.label[bw] == 0 {
                                self.assign_label(w, 2, Some((w, v)));
                            } else if self.label[bw] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, v, w);
                                } else {
                                    self.augment_matching(v, w);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = Some((w, v));
                            }
                        } else if self.label[bw] == 1 {
                            let b = self.inblossom[v];
                            let better = match self.bestedge[b] {
                                None => true,
                                Some(e) => kslack < self.slack(e),
                            };
                            if better {
                                self.bestedge[b] = Some((v, w));
                            }
                        } else if self.label[w] == 0 {
                            let better = match self.bestedge[w] {
                                None => true,
                                Some(e) => kslack < self.slack(e),
                            };
                            if better {
                                self.bestedge[w] = Some((v, w));
                            }
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // Dual update.
                let mut deltatype = 0u8;
                let mut delta = W::zero();
                let mut deltaedge: Ep = (NONE, NONE);
                let mut deltablossom = NONE;
                for v in 0..nv {
                    if self.label[self.inblossom[v]] == 0 {
                        if let Some(e) = self.bestedge[v] {
                            let d = self.slack(e);
                            if deltatype == 0 || d < delta {
                                delta = d;
                                deltatype = 2;
                                deltaedge = e;
                            }
                        }
                    }
                }
                for b in 0..2 * nv {
                    if self.blossomparent[b] == NONE
                        && (b < nv || self.blossombase[b] != NONE)
                        && self.label[b] == 1
                    {
                        if let Some(e) = self.bestedge[b] {
                            let d = self.slack(e).half();
                            if deltatype == 0 || d < delta {
                                delta = d;
                                deltatype = 3;
                                deltaedge = e;
                            }
                        }
                    }
                }
                for b in nv..2 * nv {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dual[b] < delta)
                    {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    break;
                }
                for v in 0..nv {
                    match self.label[self.inblossom[v]] {
                        1 => self.dual[v] = self.dual[v].sub(delta),
                        2 => self.dual[v] = self.dual[v].add(delta),
                        _ => {}
                    }
                }
                for b in nv..2 * nv {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] = self.dual[b].add(delta),
                            2 => self.dual[b] = self.dual[b].sub(delta),
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    2 => {
                        let (i, j) = deltaedge;
                        self.allow(i, j);
                        // The S-vertex of the edge goes back on the queue.
                        let s_vertex = if self.label[self.inblossom[i]] == 0 {
                            j
                        } else {
                            i
                        };
                        self.queue.push(s_vertex);
                    }
                    3 => {
                        let (i, j) = deltaedge;
                        self.allow(i, j);
                        self.queue.push(i);
                    }
                    _ => {
                        self.expand_blossom(deltablossom, false);
                    }
                }
            }
            if !augmented {
                break;
            }
            for b in nv..2 * nv {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// Checks the optimality certificate of the current solution (dual
    /// feasibility and complementary slackness); used by tests.
    pub fn verify(&self) -> Result<(), String> {
        let nv = self.nv;
        for i in 0..nv {
            for j in (i + 1)..nv {
                if !self.has_edge(i, j) {
                    continue;
                }
                let mut s = self.slack((i, j));
                // Blossoms containing both endpoints.
                let mut bi = self.blossomparent[i];
                while bi != NONE {
                    let mut bj = self.blossomparent[j];
                    while bj != NONE {
                        if bi == bj {
                            s = s.add(self.dual[bi].double());
                        }
                        bj = self.blossomparent[bj];
                    }
                    bi = self.blossomparent[bi];
                }
                if s.is_negative() {
                    return Err(format!("edge {i}-{j} has negative slack"));
                }
                if self.mate[i] == j && !s.is_zero() {
                    return Err(format!("matched edge {i}-{j} is not tight"));
                }
            }
        }
        for v in 0..nv {
            let m = self.mate[v];
            if m != NONE && self.mate[m] != v {
                return Err(format!("mate of {v} inconsistent"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::weight::Wide;

    type W = Wide<2>;

    /// Brute-force maximum-cardinality maximum-weight matching value.
    fn brute(n: usize, w: &[u64]) -> (usize, u64) {
        fn go(
            n: usize,
            w: &[u64],
            used: &mut Vec<bool>,
            best: &mut (usize, u64),
            cur: (usize, u64),
        ) {
            let Some(i) = (0..n).find(|&i| !used[i]) else {
                if cur > *best {
                    *best = cur;
                }
                return;
            };
            used[i] = true;
            go(n, w, used, best, cur);
            for j in (i + 1)..n {
                if !used[j] && w[i * n + j] > 0 {
                    used[j] = true;
                    go(n, w, used, best, (cur.0 + 1, cur.1 + w[i * n + j]));
                    used[j] = false;
                }
            }
            used[i] = false;
        }
        let mut best = (0, 0);
        go(n, w, &mut vec![false; n], &mut best, (0, 0));
        best
    }

    fn value(m: &MatchingComputer<W>, n: usize, w: &[u64]) -> (usize, u64) {
        let mates = m.matching();
        let mut c = 0;
        let mut s = 0;
        for i in 0..n {
            if mates[i] > i {
                c += 1;
                s += w[i * n + mates[i]];
            }
        }
        (c, s)
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    #[test]
    fn random_graphs_match_brute_force_with_warm_starts() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        let mut warm_perfect = 0;
        for round in 0..400 {
            let n = 2 + (rng.next() % 9) as usize;
            let mut w = vec![0u64; n * n];
            let mut m = MatchingComputer::<W>::new(n);
            let density = 30 + rng.next() % 70;
            for i in 0..n {
                for j in (i + 1)..n {
                    if rng.next() % 100 < density {
                        let x = 1 + rng.next() % 20;
                        w[i * n + j] = x;
                        w[j * n + i] = x;
                        m.set_edge_weight(i, j, W::from_u64(x));
                    }
                }
            }
            m.compute();
            m.verify().unwrap();
            assert_eq!(value(&m, n, &w), brute(n, &w), "round {round} initial");
            for step in 0..6 {
                let v = (rng.next() % n as u64) as usize;
                for u in 0..n {
                    if u != v && rng.next() % 2 == 0 {
                        let x = if rng.next() % 4 == 0 {
                            0
                        } else {
                            1 + rng.next() % 30
                        };
                        w[v * n + u] = x;
                        w[u * n + v] = x;
                        m.set_edge_weight(v, u, W::from_u64(x));
                    }
                }
                m.compute();
                let mut fresh = MatchingComputer::<W>::new(n);
                for i in 0..n {
                    for j in 0..n {
                        if i != j {
                            fresh.set_edge_weight(i, j, W::from_u64(w[i * n + j]));
                        }
                    }
                }
                fresh.compute();
                assert_eq!(
                    value(&fresh, n, &w),
                    brute(n, &w),
                    "fresh: round {round} step {step}"
                );
                m.verify().unwrap();
                assert_eq!(value(&m, n, &w), brute(n, &w), "round {round} step {step}");
                if 2 * value(&m, n, &w).0 + 1 >= n {
                    warm_perfect += 1;
                }
            }
        }
        assert!(
            warm_perfect > 500,
            "warm starts with perfect matchings: {warm_perfect}"
        );
    }
}
