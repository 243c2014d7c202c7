//! Analysing finished games: `/analyse` (and automatic analysis when a server turned it on)
//! queues every position of the game on the search pool, behind the computer's moves; the
//! results come back through [`Service::computer_moves`], are written to the game's analysis
//! record, and the finished analysis is posted as a notice in the channel it was asked in.
//!
//! Exactly once: the record is versioned, a process claims it (state `running`, its owner
//! token) before searching, renews the claim while it works, and writes it done with the
//! version it last wrote; a process that finds it claimed by a live owner leaves it alone. A
//! claim that nobody renewed for [`ANALYSIS_LEASE_SECS`] is taken over (its owner died), and
//! the positions already written are not searched again.

use super::pool::{Purpose, Searched};
use super::{
    Actor, GraphRequest, Notice, NoticeKind, Notify, Picture, Place, Positions, Reply, Response,
    Service, ServiceError, ServiceResult, UserError,
};
use crate::engine::analysis::{
    judge, Eval, Judged, Judgement, MarkedMove, MateChange, PositionEval,
};
use crate::engine::{Level, Limits};
use crate::games::{msg, MoveWords, Msg, Side, Text};
use crate::model::{
    AnalysisDoc, AnalysisState, EvalDoc, GameId, NotifyPref, PositionDoc, ANALYSIS_LEASE_SECS,
};
use crate::render::GraphMark;
use crate::store::{GameDoc, StoreError};
use std::collections::HashMap;
use std::time::Duration;

/// How many positions are searched between two writes of an analysis in progress (each write
/// also renews the claim).
const WRITE_EVERY: usize = 10;

/// The search budget per position of an analysis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisBudget {
    /// Thinking time per position: 0.25 s.
    pub movetime: Duration,
    /// A bound on the nodes per position (reproducible where time is not); none by default.
    pub max_nodes: Option<u64>,
    /// A bound on the depth per position; none by default.
    pub max_depth: Option<u32>,
}

impl Default for AnalysisBudget {
    fn default() -> Self {
        AnalysisBudget {
            movetime: Duration::from_millis(250),
            max_nodes: None,
            max_depth: None,
        }
    }
}

impl AnalysisBudget {
    /// The search limits for one position: full strength (level 8 always plays its best move,
    /// so the analysis is reproducible under a node or depth bound) within the budget.
    pub fn limits(&self) -> Limits {
        let mut limits = Limits::new(Level::MAX, self.movetime).with_seed(0);
        limits.max_nodes = self.max_nodes;
        limits.max_depth = self.max_depth;
        limits
    }
}

/// An analysis this process is computing.
#[derive(Debug)]
pub(super) struct Running {
    /// The record as last written by this process.
    doc: AnalysisDoc,
    /// One slot per position; filled as the searches come back.
    evals: Vec<Option<PositionEval>>,
    /// Positions filled since the last write.
    unwritten: usize,
}

/// The analyses this process holds.
pub(super) type RunningTable = HashMap<GameId, Running>;

fn to_doc(e: &PositionEval) -> PositionDoc {
    PositionDoc {
        eval: match e.eval {
            Eval::Cp(cp) => EvalDoc::Cp(cp),
            Eval::Mate { winner, moves } => EvalDoc::Mate { winner, moves },
        },
        best: e.best.clone(),
    }
}

fn from_doc(p: &PositionDoc) -> PositionEval {
    PositionEval {
        eval: match p.eval {
            EvalDoc::Cp(cp) => Eval::Cp(cp),
            EvalDoc::Mate { winner, moves } => Eval::Mate { winner, moves },
        },
        best: p.best.clone(),
    }
}

/// An evaluation as a reader sees it: pawns from the first side's view (`+4.8`, `−2.1`), or a
/// forced win (`#3`, `#−3`; `#` alone once the game is won).
pub fn eval_text(eval: Eval) -> String {
    match eval {
        Eval::Cp(cp) => {
            let pawns = f64::from(cp) / 100.0;
            if cp < 0 {
                format!("\u{2212}{:.1}", -pawns)
            } else {
                format!("+{pawns:.1}")
            }
        }
        Eval::Mate { moves: 0, .. } => "#".to_string(),
        Eval::Mate {
            winner: Side::First,
            moves,
        } => format!("#{moves}"),
        Eval::Mate { moves, .. } => format!("#\u{2212}{moves}"),
    }
}

/// Counts of each judgement for `side` (inaccuracies, mistakes, blunders).
fn counts(judged: &Judged, starts: Side, side: Side) -> [usize; 3] {
    let mut counts = [0; 3];
    for mark in &judged.marks {
        let mover = if mark.ply % 2 == 1 {
            starts
        } else {
            starts.opponent()
        };
        if mover == side {
            counts[mark.judgement as usize] += 1;
        }
    }
    counts
}

impl Service {
    /// The search limits of an analysis position.
    fn analysis_limits(&self) -> Limits {
        self.config.analysis.limits()
    }

    /// Analyses in progress in this process (queued or running).
    pub fn analyses_in_flight(&self) -> usize {
        self.running.lock().map_or(0, |r| r.len())
    }

    /// `/analyse [game]`: queues the analysis of a finished game (the given one, else the
    /// asker's only game here, else their latest finished one) and answers at once; the result
    /// is posted in this channel when ready. An analysis already done is shown at once.
    pub fn analyse(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<Response> {
        self.analyse_game(actor, place, game)
            .map(|(response, _)| response)
    }

    /// [`Service::analyse`], with the game whose analysis this call queued (`None` when it was
    /// done or on its way already): a front end follows its progress
    /// ([`Service::analysis_progress`]).
    pub fn analyse_game(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<(Response, Option<GameId>)> {
        self.touch(actor)?;
        let doc = self.find_game_or_last(actor, place, game)?;
        if doc.is_active() {
            return Err(UserError::AnalysisNotOver(doc.id.clone()).into());
        }
        if let Some(existing) = self.store.analysis(&doc.id)? {
            if existing.is_done() {
                return Ok((self.analysis_reply(&doc, &existing, true)?.into(), None));
            }
            let on_its_way = Reply::text(msg!("analysis-already-queued", id = doc.id.as_str()));
            return Ok((on_its_way.into(), None));
        }
        let queued =
            AnalysisDoc::queued(doc.id.clone(), Some(actor.user), place.channel, self.now());
        if !self.claim_analysis(&doc, queued)? {
            let on_its_way = Reply::text(msg!("analysis-already-queued", id = doc.id.as_str()));
            return Ok((on_its_way.into(), None));
        }
        let queued = Reply::text(msg!(
            "analysis-queued",
            id = doc.id.as_str(),
            positions = doc.moves.len() + 1
        ));
        Ok((queued.into(), Some(doc.id)))
    }

    /// How far this process's analysis of `id` is: the line that replaces its acknowledgement
    /// while it runs ("Analysis of K7Q2: 120 of 201 positions searched…"). `None` once it is
    /// done (posted) or when this process is not computing it.
    pub fn analysis_progress(&self, id: &GameId) -> Option<Msg> {
        let running = self.running.lock().ok()?;
        let run = running.get(id)?;
        let done = run.evals.iter().filter(|e| e.is_some()).count();
        Some(msg!(
            "analysis-progress",
            id = id.as_str(),
            done = done,
            positions = run.evals.len()
        ))
    }

    /// The automatic analyses of the games that ended since the last look (see
    /// [`Service::auto_analyse`]); failures are logged, never in the way of the moves.
    pub(super) fn auto_analyse_ended(&self) {
        let ended = match self.ended.lock() {
            Ok(mut ended) => std::mem::take(&mut *ended),
            Err(_) => return,
        };
        for id in ended {
            let result = self.game_doc(&id).and_then(|doc| self.auto_analyse(&doc));
            if let Err(e) = result {
                tracing::warn!(game = %id, "no automatic analysis: {e}");
            }
        }
    }

    /// Queues the automatic analysis of `doc`, which just ended, when its server asked for it
    /// (`/settings analysis auto`). Nothing when it was analysed or queued already.
    pub(super) fn auto_analyse(&self, doc: &GameDoc) -> ServiceResult<()> {
        let Some(server) = doc.server else {
            return Ok(());
        };
        if doc.is_active() || !self.store.server_settings(server)?.auto_analysis {
            return Ok(());
        }
        if self.store.analysis(&doc.id)?.is_some() {
            return Ok(());
        }
        let queued = AnalysisDoc::queued(doc.id.clone(), None, doc.channel, self.now());
        self.claim_analysis(doc, queued)?;
        Ok(())
    }

    /// Claims `analysis` of `game` for this process (a versioned write) and queues the
    /// positions not yet evaluated. `false` when another process claimed it first.
    fn claim_analysis(&self, game: &GameDoc, mut analysis: AnalysisDoc) -> ServiceResult<bool> {
        analysis.state = AnalysisState::Running {
            owner: self.owner.clone(),
            since: self.now(),
        };
        let total = game.moves.len() + 1;
        analysis.positions.truncate(total);
        match self.store.update_analysis(&analysis) {
            Ok(version) => analysis.version = version,
            Err(StoreError::Conflict { .. }) => return Ok(false),
            Err(e) => return Err(e.into()),
        }
        let mut evals: Vec<Option<PositionEval>> = analysis
            .positions
            .iter()
            .map(|p| Some(from_doc(p)))
            .collect();
        let plies: Vec<usize> = (evals.len()..total).collect();
        evals.resize(total, None);
        if let Ok(mut running) = self.running.lock() {
            running.insert(
                game.id.clone(),
                Running {
                    doc: analysis,
                    evals,
                    unwritten: 0,
                },
            );
        }
        self.pool
            .submit_analysis(&game.id, &game.record(), &plies, &self.analysis_limits());
        Ok(true)
    }

    /// Takes over the analyses waiting in the store: queued ones, and those whose owner has not
    /// renewed its claim for [`ANALYSIS_LEASE_SECS`] (it died). Renews the claims of this
    /// process's own analyses. Called at start-up and at every tick. Returns how many it took.
    pub fn resume_analyses(&self) -> ServiceResult<usize> {
        let now = self.now();
        self.renew_claims(now);
        let mut taken = 0;
        for pending in self.store.pending_analyses()? {
            let mine = self
                .running
                .lock()
                .is_ok_and(|r| r.contains_key(&pending.game));
            if mine || !pending.claimable(now) {
                continue;
            }
            let Some(game) = self.store.game(&pending.game)? else {
                continue;
            };
            if self.claim_analysis(&game, pending)? {
                taken += 1;
            }
        }
        Ok(taken)
    }

    /// Rewrites the claim of each analysis this process holds that was last written a third of
    /// a lease ago, so that a long queue does not make other processes take them over.
    fn renew_claims(&self, now: crate::model::Timestamp) {
        let Ok(mut running) = self.running.lock() else {
            return;
        };
        let mut lost = Vec::new();
        for (id, run) in running.iter_mut() {
            let stale = match &run.doc.state {
                AnalysisState::Running { since, .. } => {
                    since.until(now).as_secs() >= ANALYSIS_LEASE_SECS / 3
                }
                _ => false,
            };
            if stale && !self.write_progress(run, now) {
                lost.push(id.clone());
            }
        }
        for id in lost {
            running.remove(&id);
        }
    }

    /// Writes `run`'s positions so far and renews its claim. `false` when the record was
    /// changed by someone else (the analysis was taken over): this process drops it.
    fn write_progress(&self, run: &mut Running, now: crate::model::Timestamp) -> bool {
        let mut doc = run.doc.clone();
        doc.state = AnalysisState::Running {
            owner: self.owner.clone(),
            since: now,
        };
        doc.positions = run
            .evals
            .iter()
            .map_while(|e| e.as_ref().map(to_doc))
            .collect();
        match self.store.update_analysis(&doc) {
            Ok(version) => {
                doc.version = version;
                run.doc = doc;
                run.unwritten = 0;
                true
            }
            Err(e) => {
                tracing::warn!(game = %doc.game, "analysis taken over or not written: {e}");
                false
            }
        }
    }

    /// A finished search of one analysis position: stored in the analysis it belongs to, which
    /// is written done (and posted) when its last position comes back.
    pub(super) fn apply_analysis(&self, searched: Searched) -> ServiceResult<Vec<Notice>> {
        let Purpose::Analyse { ply } = searched.purpose else {
            return Ok(Vec::new());
        };
        let now = self.now();
        let finished = {
            let Ok(mut running) = self.running.lock() else {
                return Ok(Vec::new());
            };
            let Some(run) = running.get_mut(&searched.game) else {
                return Ok(Vec::new());
            };
            let Some(evaluated) = searched.evaluated else {
                // The position could not be searched: the analysis stops here, and is taken up
                // again when its lease runs out.
                running.remove(&searched.game);
                return Ok(Vec::new());
            };
            if let Some(slot) = run.evals.get_mut(ply) {
                *slot = Some(evaluated);
                run.unwritten += 1;
            }
            if run.evals.iter().all(Option::is_some) {
                running.remove(&searched.game)
            } else {
                if run.unwritten >= WRITE_EVERY && !self.write_progress(run, now) {
                    running.remove(&searched.game);
                }
                None
            }
        };
        let Some(run) = finished else {
            return Ok(Vec::new());
        };
        let mut doc = run.doc;
        doc.positions = run.evals.iter().flatten().map(to_doc).collect();
        doc.state = AnalysisState::Done { at: now };
        match self.store.update_analysis(&doc) {
            Ok(version) => doc.version = version,
            Err(StoreError::Conflict { .. }) => return Ok(Vec::new()), // taken over: theirs
            Err(e) => return Err(e.into()),
        }
        let game = self.game_doc(&doc.game)?;
        // Asked for: the whole analysis; automatic: the short line (`/analyse` shows the rest).
        let reply = self.analysis_reply(&game, &doc, doc.by.is_some())?;
        let user = doc.by.unwrap_or(game.player(Side::First).user);
        let notify = Notify::to(user)
            .in_channel(game.server, doc.channel)
            .game(game.id.clone())
            .says(NoticeKind::Analysed, reply.text.clone())
            .board(&reply);
        Ok(vec![self.notice_as(notify, NotifyPref::None)])
    }

    /// The judged analysis `analysis` of `game`.
    fn judged(&self, game: &GameDoc, analysis: &AnalysisDoc) -> ServiceResult<(Judged, Side)> {
        let evals: Vec<PositionEval> = analysis.positions.iter().map(from_doc).collect();
        // The side that made the first move: the one to move at the start.
        let starts = crate::games::new_game(game.kind, game.start.as_deref())
            .map(|g| g.side_to_move())
            .unwrap_or(Side::First);
        Ok((judge(game.kind, starts, &evals, &game.moves), starts))
    }

    /// The answer showing a done analysis: its words (all of them when `full`, else the short
    /// line of [`Service::analysis_summary`]) and the evaluation graph.
    pub(super) fn analysis_reply(
        &self,
        game: &GameDoc,
        analysis: &AnalysisDoc,
        full: bool,
    ) -> ServiceResult<Reply> {
        let mut reply = if full {
            Reply::text(self.analysis_text(game, analysis)?)
        } else {
            Reply::text(self.analysis_summary(game, analysis)?)
        };
        if self.config.pictures {
            let (judged, _) = self.judged(game, analysis)?;
            reply.pictures.push(self.analysis_graph(game, &judged));
        }
        Ok(reply)
    }

    /// The evaluation graph of `doc`'s analysis when it is done, for its web page.
    pub(super) fn analysis_graph_of(&self, doc: &GameDoc) -> Option<Picture> {
        let Ok(Some(analysis)) = self.store.analysis(&doc.id) else {
            return None;
        };
        if !analysis.is_done() {
            return None;
        }
        let (judged, _) = self.judged(doc, &analysis).ok()?;
        Some(self.analysis_graph(doc, &judged))
    }

    /// The evaluation graph of `judged`, a picture request in messages.
    fn analysis_graph(&self, game: &GameDoc, judged: &Judged) -> Picture {
        let marks = judged
            .marks
            .iter()
            .map(|m| {
                let mark = match m.judgement {
                    Judgement::Inaccuracy => GraphMark::Inaccuracy,
                    Judgement::Mistake => GraphMark::Mistake,
                    Judgement::Blunder => GraphMark::Blunder,
                };
                (m.ply, mark)
            })
            .collect();
        Picture {
            positions: Positions::Graph(Box::new(GraphRequest {
                win_percents: judged.win_percents.clone(),
                marks,
                title: msg!(
                    "analysis-graph-title",
                    id = game.id.as_str(),
                    game = game.kind
                ),
                result: self.status_msg(game),
                chances: msg!(
                    "analysis-graph-chances",
                    side = (game.kind, Side::First),
                    player = super::views::player_msg(game.player(Side::First))
                ),
                moves: Msg::new("analysis-graph-moves"),
                legend: [
                    Msg::new("analysis-graph-inaccuracy"),
                    Msg::new("analysis-graph-mistake"),
                    Msg::new("analysis-graph-blunder"),
                ],
            })),
            perspective: None,
            caption: None,
            filename: format!("{}-analysis.png", game.id),
        }
    }

    /// The analysis's words: each side's accuracy and counts, then each marked move with its
    /// evaluations and the better move, in the reader's notation.
    pub(super) fn analysis_text(
        &self,
        game: &GameDoc,
        analysis: &AnalysisDoc,
    ) -> ServiceResult<Text> {
        let (judged, starts) = self.judged(game, analysis)?;
        let played = self.rebuild(game)?;
        let words = played.moves_words(0);
        let mut text = Text::from(msg!(
            "analysis-title",
            id = game.id.as_str(),
            game = game.kind
        ));
        for side in Side::ALL {
            let [inaccuracies, mistakes, blunders] = counts(&judged, starts, side);
            let accuracy = judged.accuracy.map_or(100, |a| a[side].round() as i64);
            text.push(msg!(
                "analysis-side",
                player = super::views::player_msg(game.player(side)),
                side = (game.kind, side),
                accuracy = accuracy,
                inaccuracies = inaccuracies,
                mistakes = mistakes,
                blunders = blunders
            ));
        }
        for mark in &judged.marks {
            let Some(played_words) = words.get(mark.ply - 1) else {
                continue;
            };
            let best = self.best_words(game, mark.ply - 1, &mark.best)?;
            let mover_first = (mark.ply % 2 == 1) == (starts == Side::First);
            let line = msg!(
                "analysis-mark",
                number = mark.ply.div_ceil(2),
                dots = if mover_first { "." } else { "\u{2026}" },
                move = played_words.clone(),
                glyph = mark.judgement.glyph(),
                before = eval_text(mark.before),
                after = eval_text(mark.after),
                best = best,
            );
            text.push(line);
            match (mark.mate, mark.before, mark.after) {
                (Some(MateChange::Lost), Eval::Mate { moves, .. }, _) => {
                    text.push(msg!("analysis-missed-mate", moves = moves));
                }
                (Some(MateChange::Created), _, _) => text.push(Msg::new("analysis-allowed-mate")),
                _ => {}
            }
        }
        if judged.marks.is_empty() {
            text.push(Msg::new("analysis-no-marks"));
        }
        Ok(text)
    }

    /// The short line of an automatic analysis: each side's accuracy and the blunders.
    pub fn analysis_summary(&self, game: &GameDoc, analysis: &AnalysisDoc) -> ServiceResult<Msg> {
        let (judged, _) = self.judged(game, analysis)?;
        let accuracy = |side: Side| judged.accuracy.map_or(100, |a| a[side].round() as i64);
        let blunders = judged
            .marks
            .iter()
            .filter(|m| m.judgement == Judgement::Blunder)
            .count();
        Ok(msg!(
            "analysis-summary",
            id = game.id.as_str(),
            first = super::views::player_msg(game.player(Side::First)),
            first_accuracy = accuracy(Side::First),
            second = super::views::player_msg(game.player(Side::Second)),
            second_accuracy = accuracy(Side::Second),
            blunders = blunders
        ))
    }

    /// The better move `best` (canonical) in the position after `ply` moves of `game`, in
    /// every notation.
    fn best_words(&self, game: &GameDoc, ply: usize, best: &str) -> ServiceResult<MoveWords> {
        let mut record = game.record();
        record.moves.truncate(ply);
        let position = crate::games::replay(&record)
            .map_err(|e| ServiceError::Internal(format!("analysis of {}: {e}", game.id)))?;
        position
            .move_choices()
            .into_iter()
            .find(|c| c.canonical == best)
            .map(|c| c.words)
            .ok_or_else(|| {
                ServiceError::Internal(format!(
                    "analysis of {}: the engine's move {best} is not legal at ply {ply}",
                    game.id
                ))
            })
    }

    /// A game's stored analysis, judged (for tests, tools and the export).
    pub fn game_analysis(&self, id: &GameId) -> ServiceResult<Option<(AnalysisDoc, Judged)>> {
        let Some(analysis) = self.store.analysis(id)? else {
            return Ok(None);
        };
        if !analysis.is_done() {
            return Ok(None);
        }
        let game = self.game_doc(id)?;
        let (judged, _) = self.judged(&game, &analysis)?;
        Ok(Some((analysis, judged)))
    }

    /// The marked moves of `doc`'s analysis when it is done (else none), for the export.
    pub(super) fn analysis_marks(&self, doc: &GameDoc) -> Vec<MarkedMove> {
        let done = match self.store.analysis(&doc.id) {
            Ok(Some(analysis)) if analysis.is_done() => analysis,
            Ok(_) => return Vec::new(),
            Err(e) => {
                tracing::warn!(game = %doc.id, "export without the analysis: {e}");
                return Vec::new();
            }
        };
        match self.judged(doc, &done) {
            Ok((judged, _)) => judged.marks,
            Err(e) => {
                tracing::warn!(game = %doc.id, "export without the analysis: {e}");
                Vec::new()
            }
        }
    }

    /// Marks the replay's frames of the marked moves of `doc` (`frames[ply]` shows the
    /// position after move `ply`): the move with its glyph and the better move, before the
    /// frame's own status.
    pub(super) fn mark_frames(&self, doc: &GameDoc, frames: &mut [Msg]) {
        let marks = self.analysis_marks(doc);
        if marks.is_empty() {
            return;
        }
        let Ok(played) = self.rebuild(doc) else {
            return;
        };
        let words = played.moves_words(0);
        for mark in marks {
            let (Some(frame), Some(played_words)) =
                (frames.get_mut(mark.ply), words.get(mark.ply - 1))
            else {
                continue;
            };
            let Ok(best) = self.best_words(doc, mark.ply - 1, &mark.best) else {
                continue;
            };
            *frame = msg!(
                "analysis-frame-mark",
                move = played_words.clone(),
                glyph = mark.judgement.glyph(),
                best = best,
                status = frame.clone(),
            );
        }
    }
}
