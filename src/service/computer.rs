//! Playing the computer: a challenge it accepts at once, its moves (searched on the
//! [`SearchPool`](super::pool::SearchPool), written and announced by whoever pumps
//! [`Service::computer_moves`]), and its answers: take-backs granted at once, draws decided by
//! its evaluation, resignation in hopeless positions.
//!
//! The computer is a player like any other in the records: one reserved user id per level
//! ([`UserId::computer`]), named "Computer (level N)". So its games are listed, exported and
//! replayed like any game, and nothing in the stored schema changed. It never gets a deadline
//! (it cannot lose on time) and its games are never rated.

use super::conditional::LineAnswer;
use super::pool::{Job, Purpose, Searched};
use super::{
    Actor, Notice, NoticeKind, Notify, Place, Reply, Response, Service, ServiceError,
    ServiceResult, UserError,
};
use crate::engine::{Found, Level, Limits, MATE};
use crate::games::{msg, BySide, EndReason, GameKind, Msg, Outcome, Side, Text};
use crate::model::{GameId, NotifyPref, SideChoice, UserId};
use crate::store::{GameDoc, OfferDoc, PlayerSlot};
use rand::Rng;
use std::collections::BTreeMap;
use std::time::Duration;

/// The level when a challenge names none: 3 searches two plies deep and often picks among
/// near-best moves, so it plays sensible moves a casual player can still beat; levels 1–2 look
/// only one ply ahead and hang pieces to simple threats, which new players find too easy after
/// a game or two.
pub const DEFAULT_LEVEL: u8 = 3;

/// The computer accepts a draw when its evaluation is at most this (a third of a Xiangqi
/// soldier): it is not better. Levels 7 and 8 ask more (see [`draw_answer`]).
pub const DRAW_MARGIN: i32 = 30;

/// Plies before move 10 (nine moves each): until then the game has not really started, and the
/// computer agrees to a draw only when it stands at least [`DRAW_OPENING_SCORE`] worse.
pub const DRAW_OPENING_PLIES: usize = 18;

/// How far behind (three Xiangqi soldiers) the computer must stand to take a draw before move 10.
pub const DRAW_OPENING_SCORE: i32 = -300;

/// Why the computer declined a draw (each reason has its own words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawRefusal {
    /// Before move 10, without standing clearly worse.
    Early,
    /// It thinks it stands better (or the game's rules allow no draw offer now).
    Better,
    /// A strong level in a level position plays on to win.
    PlaysOn,
}

/// The computer's answer to a draw offer, from its evaluation of the position for itself
/// (`score`), its `level`, and the plies played: `None` to accept. Before move 10 it declines
/// unless clearly worse, so a game is not drawn before it has begun; after that it accepts when
/// it is not better — at most [`DRAW_MARGIN`] for levels 1–6, at most 0 for level 7 and at most
/// −[`DRAW_MARGIN`] for level 8, so the strongest level rarely agrees in a balanced position.
pub fn draw_answer(score: i32, level: u8, plies: usize) -> Option<DrawRefusal> {
    if plies < DRAW_OPENING_PLIES {
        return (score > DRAW_OPENING_SCORE).then_some(DrawRefusal::Early);
    }
    let most = match level {
        0..=6 => DRAW_MARGIN,
        7 => 0,
        _ => -DRAW_MARGIN,
    };
    if score <= most {
        None
    } else if score > DRAW_MARGIN {
        Some(DrawRefusal::Better)
    } else {
        Some(DrawRefusal::PlaysOn)
    }
}

/// The computer resigns when it found a forced loss, or when three of its searches in a row, each
/// at least [`RESIGN_MIN_DEPTH`] deep, score it this far behind (more than a chariot and a half in
/// Xiangqi, a Lepre in Topo).
pub const RESIGN_SCORE: i32 = 1500;
/// How many searches in a row must find the position hopeless.
pub const RESIGN_AFTER: u32 = 3;
/// The depth a search must reach for its score to count towards resigning.
pub const RESIGN_MIN_DEPTH: u32 = 2;

/// Scores at or below this are losses the search proved (see [`MATE`]).
const LOST: i32 = -(MATE - 1_000);

/// `/challenge` against the computer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComputerChallenge {
    pub game: GameKind,
    /// 1 to 8; `None` for [`DEFAULT_LEVEL`].
    pub level: Option<u8>,
    /// The challenger's side.
    pub side: SideChoice,
    /// The challenger's time per move; `None` for the default. The computer has no clock.
    pub time_per_move: Option<Duration>,
}

/// Whether the computer should resign after a search that found `score` at `depth`, given how
/// many searches in a row before it found the position hopeless (`streak`). Returns the verdict
/// and the new streak.
pub fn resign_verdict(score: i32, depth: u32, streak: u32) -> (bool, u32) {
    if score <= LOST {
        return (true, streak + 1);
    }
    if score <= -RESIGN_SCORE && depth >= RESIGN_MIN_DEPTH {
        let streak = streak + 1;
        (streak >= RESIGN_AFTER, streak)
    } else {
        (false, 0)
    }
}

/// The name the computer plays under, as stored in its games' records (and so in exported
/// records). Answers name it in the reader's words instead (`views-computer-player`).
pub fn computer_name(level: u8) -> String {
    format!("Computer (level {level})")
}

/// What applying a finished search did.
enum Applied {
    Moved {
        played: crate::games::PlayedMove,
        declined_draw: Option<DrawRefusal>,
        /// Whether the computer's move gave check.
        check: &'static str,
        /// What the player's conditional lines did with the computer's move.
        answer: Box<LineAnswer>,
    },
    Resigned,
    Drew,
    DeclinedDraw(DrawRefusal),
}

impl Service {
    /// Uses `engines` for the computer's searches from now on (the built-in engine plays until
    /// this is called). Call it before sharing the service.
    pub fn with_engines(self, engines: crate::engine::EngineFactory) -> Self {
        self.pool.set_engines(engines);
        self
    }

    /// The most searches that ever ran at once (never more than the search threads).
    pub fn peak_searches(&self) -> usize {
        self.pool.peak()
    }

    /// Games whose search is queued or running.
    pub fn searches_in_flight(&self) -> usize {
        self.pool.in_flight()
    }

    /// `/challenge` with the computer as opponent: the game starts at once.
    pub fn challenge_computer(
        &self,
        actor: &Actor,
        place: &Place,
        request: ComputerChallenge,
    ) -> ServiceResult<Response> {
        self.touch(actor)?;
        let level = request.level.unwrap_or(DEFAULT_LEVEL);
        let computer = UserId::computer(level).ok_or(UserError::NoSuchLevel(level.into()))?;
        let time = self.checked_time(request.time_per_move)?;
        self.check_game_limit(actor)?;
        let me = PlayerSlot {
            user: actor.user,
            name: actor.name.clone(),
        };
        let it = PlayerSlot {
            user: computer,
            name: computer_name(level),
        };
        let me_first = match request.side {
            SideChoice::First => true,
            SideChoice::Second => false,
            SideChoice::Random => rand::thread_rng().gen_bool(0.5),
        };
        let players = if me_first {
            BySide::new(me, it)
        } else {
            BySide::new(it, me)
        };
        let (doc, game) = self.begin_game(
            request.game,
            players,
            (place.server, place.channel),
            time.as_secs(),
            None,
        )?;
        let mut response = self.started_response(&doc, game.as_ref())?;
        if doc.is_active() && doc.player(doc.to_move).user.is_computer() {
            self.computer_to_move(&doc);
            response
                .reply
                .text
                .push(Msg::new("views-computer-thinking"));
        }
        Ok(response)
    }

    /// The computer's level in `doc`, and its side, if it plays there.
    fn computer_in(doc: &GameDoc) -> Option<(Side, u8)> {
        [Side::First, Side::Second]
            .into_iter()
            .find_map(|side| doc.player(side).user.computer_level().map(|l| (side, l)))
    }

    /// Queues a search of `doc` for `purpose`, unless one is already queued or running.
    fn search(&self, doc: &GameDoc, purpose: Purpose) -> bool {
        let Some(level) = Self::computer_in(doc).and_then(|(_, l)| Level::new(l)) else {
            return false;
        };
        self.pool.submit(Job {
            game: doc.id.clone(),
            ply: doc.moves.len(),
            purpose,
            record: doc.record(),
            limits: Limits::new(level, self.config.computer_movetime),
        })
    }

    /// Starts the computer's search for its move in `doc` (the caller checked it is to move).
    pub(super) fn computer_to_move(&self, doc: &GameDoc) {
        self.search(doc, Purpose::Move);
    }

    /// Searches every active game where the computer is to move and no search is running: at
    /// start-up, after a restart cut searches short, and at every tick (a search that failed is
    /// tried again). Returns how many searches it started.
    pub fn resume_computer(&self) -> ServiceResult<usize> {
        let now = self.now();
        let mut started = 0;
        for (_, id) in self.store.due_games(now)? {
            if self.pool.is_busy_with(&id) {
                continue;
            }
            match self.store.game(&id) {
                Ok(Some(doc)) if doc.is_active() && doc.player(doc.to_move).user.is_computer() => {
                    if self.search(&doc, Purpose::Move) {
                        started += 1;
                    }
                }
                Ok(_) => {}
                Err(e) => tracing::warn!("skipping game {id}: {e}"),
            }
        }
        if let Err(e) = self.resume_analyses() {
            tracing::error!("cannot look for analyses to resume: {e}");
        }
        Ok(started)
    }

    /// The computer's moves and answers found since the last call, written to the games, as
    /// notices to post (its move with the board, in the game's channel). Waits up to `wait` for
    /// the first search to finish. The Discord bot calls this in a loop on a blocking thread;
    /// [`Service::tick`] calls it without waiting.
    pub fn computer_moves(&self, wait: Duration) -> ServiceResult<Vec<Notice>> {
        let mut notices = Vec::new();
        self.auto_analyse_ended();
        for searched in self.pool.collect(wait) {
            let id = searched.game.clone();
            let applied = if matches!(searched.purpose, Purpose::Analyse { .. }) {
                self.apply_analysis(searched)
            } else {
                self.apply_search(searched)
            };
            match applied {
                Ok(mut more) => notices.append(&mut more),
                // One game's failure must not hold back the others' moves; the tick searches
                // it again.
                Err(e) => tracing::error!("the computer's move in game {id}: {e}"),
            }
        }
        Ok(notices)
    }

    /// Waits until no search is queued or running (or `limit` passed), applying the results:
    /// the console and the tests use it to see the computer's answer right after a command.
    pub fn settle_computer(&self, limit: Duration) -> ServiceResult<Vec<Notice>> {
        let until = std::time::Instant::now() + limit;
        let mut notices = Vec::new();
        // A game that just ended may have an analysis to queue: it is waited for too.
        self.auto_analyse_ended();
        while self.pool.in_flight() > 0 || self.analyses_in_flight() > 0 {
            let left = until.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                break;
            }
            notices.append(&mut self.computer_moves(left.min(Duration::from_millis(200)))?);
        }
        Ok(notices)
    }

    /// Writes what a finished search decided, and says it.
    fn apply_search(&self, searched: Searched) -> ServiceResult<Vec<Notice>> {
        let Some(found) = searched.found else {
            return Ok(Vec::new());
        };
        let now = self.now();
        let streak = self
            .losing
            .lock()
            .map(|l| l.get(&searched.game).copied().unwrap_or(0))
            .unwrap_or(0);
        let mut new_streak = streak;
        let result = self.update_with(&searched.game, |doc| {
            let Some((computer, level)) = Self::computer_in(doc) else {
                return Ok(None);
            };
            if !doc.is_active() || doc.moves.len() != searched.ply {
                return Ok(None); // stale: a take-back or an end came first
            }
            let human_offer = doc.draw_offer.filter(|o| o.by != computer);
            // The score of the position for the computer.
            let score = if doc.to_move == computer {
                found.score
            } else {
                -found.score
            };
            let refusal = match self.rebuild(doc)?.draw_offer_allowed() {
                Ok(()) => draw_answer(score, level, doc.moves.len()),
                Err(_) => Some(DrawRefusal::Better),
            };
            match searched.purpose {
                // Analyses are applied by `apply_analysis`.
                Purpose::Analyse { .. } => Ok(None),
                Purpose::Draw => {
                    if human_offer.is_none() {
                        return Ok(None);
                    }
                    let Some(refusal) = refusal else {
                        self.finish(doc, Outcome::draw(EndReason::Agreement), now);
                        return Ok(Some(Applied::Drew));
                    };
                    doc.draw_offer = None;
                    Ok(Some(Applied::DeclinedDraw(refusal)))
                }
                Purpose::Move => {
                    if doc.to_move != computer {
                        return Ok(None);
                    }
                    let mut declined_draw = None;
                    if human_offer.is_some() {
                        let Some(refusal) = refusal else {
                            self.finish(doc, Outcome::draw(EndReason::Agreement), now);
                            return Ok(Some(Applied::Drew));
                        };
                        doc.draw_offer = None;
                        declined_draw = Some(refusal);
                    }
                    let (resign, streak_after) = resign_verdict(found.score, found.depth, streak);
                    new_streak = streak_after;
                    if resign {
                        self.finish(
                            doc,
                            Outcome::win(computer.opponent(), EndReason::Resignation),
                            now,
                        );
                        return Ok(Some(Applied::Resigned));
                    }
                    let mut game = self.rebuild(doc)?;
                    let played = game.play(&found.best).map_err(|e| {
                        ServiceError::Internal(format!(
                            "the engine chose {} in game {}, which the rules refuse: {e}",
                            found.best, doc.id
                        ))
                    })?;
                    self.record_move(doc, game.as_ref(), &played, now);
                    let check = super::views::check_arg(doc, game.as_ref());
                    // The player's conditional line answers in this same write, or their lines
                    // go.
                    let answer =
                        Box::new(self.answer_line(doc, &mut game, &played.mv.canonical, now)?);
                    Ok(Some(Applied::Moved {
                        played,
                        declined_draw,
                        check,
                        answer,
                    }))
                }
            }
        })?;
        if let Ok(mut losing) = self.losing.lock() {
            match &result {
                Some((doc, _)) if doc.is_active() && new_streak > 0 => {
                    losing.insert(searched.game.clone(), new_streak);
                }
                Some(_) => {
                    losing.remove(&searched.game);
                }
                None => {}
            }
        }
        let Some((doc, applied)) = result else {
            return Ok(Vec::new());
        };
        if doc.is_active() && doc.player(doc.to_move).user.is_computer() {
            // A draw declined on the computer's turn: now its move.
            self.computer_to_move(&doc);
        }
        self.computer_notices(&doc, applied, &found)
    }

    /// The notices for what the computer did in `doc`.
    fn computer_notices(
        &self,
        doc: &GameDoc,
        applied: Applied,
        found: &Found,
    ) -> ServiceResult<Vec<Notice>> {
        let Some((computer, level)) = Self::computer_in(doc) else {
            return Ok(Vec::new());
        };
        let human = doc.player(computer.opponent()).user;
        let name = msg!("views-computer-player", level = level);
        // Every branch that reads it ended the game; a resignation is the likeliest reason.
        let result = doc.finished.as_ref().map_or_else(
            || Outcome::draw(EndReason::Resignation).reason_message(doc.kind),
            |f| super::views::result_msg(doc, f),
        );
        let say = |kind: NoticeKind, text: Msg| {
            self.notice(Notify::to(human).about(doc).says(kind, text))
        };
        Ok(match applied {
            Applied::Drew => vec![say(
                NoticeKind::GameOver,
                msg!(
                    "views-computer-accepts-draw",
                    computer = name,
                    id = doc.id.as_str()
                ),
            )],
            Applied::DeclinedDraw(refusal) => vec![say(
                NoticeKind::OfferAnswered,
                msg!(
                    match refusal {
                        DrawRefusal::Early => "views-computer-declines-draw-early",
                        DrawRefusal::Better => "views-computer-declines-draw",
                        DrawRefusal::PlaysOn => "views-computer-declines-draw-level",
                    },
                    computer = name,
                    id = doc.id.as_str()
                ),
            )],
            Applied::Resigned => vec![say(
                NoticeKind::GameOver,
                msg!(
                    "views-computer-resigns",
                    computer = name,
                    id = doc.id.as_str(),
                    result = result,
                ),
            )],
            Applied::Moved {
                played,
                declined_draw,
                check,
                answer,
            } => {
                let game = self.rebuild(doc)?;
                let words = played.mv.words.clone();
                let mut headline = Text::new();
                if let Some(refusal) = declined_draw {
                    headline.push(msg!(
                        match refusal {
                            DrawRefusal::Early => "views-computer-declines-draw-early-short",
                            DrawRefusal::Better => "views-computer-declines-draw-short",
                            DrawRefusal::PlaysOn => "views-computer-declines-draw-level-short",
                        },
                        computer = name.clone()
                    ));
                }
                headline.push(msg!(
                    "views-computer-played",
                    computer = name.clone(),
                    move = words.clone(),
                    canonical = played.mv.canonical.as_str(),
                    check = check,
                ));
                let check_now = super::views::check_arg(doc, game.as_ref());
                if let LineAnswer::Played { author, reply, .. } = answer.as_ref() {
                    headline.push(super::play::line_played_msg(author, reply, check_now));
                    if let Some(note) = reply.note.clone() {
                        headline.push(note);
                    }
                }
                tracing::debug!(
                    game = %doc.id, depth = found.depth, score = found.score, nodes = found.nodes,
                    "the computer moved"
                );
                let reply =
                    self.board_reply(doc, game.as_ref(), Some(computer.opponent()), headline);
                let kind = if doc.is_active() {
                    NoticeKind::ComputerMoved
                } else {
                    NoticeKind::GameOver
                };
                // The board of the human's turn, with its buttons (their Move menus).
                let board = Notify::to(human)
                    .about(doc)
                    .says(kind, reply.text.clone())
                    .board(&reply)
                    .buttons(reply.buttons.clone());
                let pref = self.notify_pref(human);
                let mut notices = if pref == NotifyPref::Dm {
                    // The move is posted in the game's channel, as a person's would be, and the
                    // player hears of it where they asked to.
                    let note = match (answer.as_ref(), doc.is_active()) {
                        (LineAnswer::Played { reply, left, .. }, _) => {
                            let mut told = Text::from(msg!(
                                "conditional-answered",
                                game = doc.id.to_string(),
                                theirs = words.clone(),
                                mine = reply.mv.words.clone(),
                                count = *left
                            ));
                            if !doc.is_active() {
                                told.push(msg!(
                                    "views-computer-game-over",
                                    id = doc.id.as_str(),
                                    result = result.clone()
                                ));
                            }
                            told
                        }
                        (_, true) => Text::from(msg!(
                            "views-computer-moved-your-move",
                            id = doc.id.as_str(),
                            computer = name,
                            move = words.clone(),
                            check = check,
                        )),
                        (_, false) => Text::from(msg!(
                            "views-computer-game-over",
                            id = doc.id.as_str(),
                            result = result
                        )),
                    };
                    let mut dm = Notify::to(human)
                        .about(doc)
                        .says(NoticeKind::YourTurn, note);
                    if matches!(*answer, LineAnswer::Played { .. }) {
                        // How many lines are left is the player's alone.
                        dm = dm.private();
                    }
                    vec![
                        self.notice_as(board.clone(), NotifyPref::None),
                        self.notice_as(dm, NotifyPref::Dm),
                    ]
                } else {
                    vec![self.notice_as(board, pref)]
                };
                if let LineAnswer::Dropped { author, reply, why } = *answer {
                    notices.extend(self.line_dropped_notice(doc, &author, &words, &reply, why));
                }
                notices
            }
        })
    }

    /// A take-back asked in a game against the computer: granted at once, back to the asker's
    /// turn (their last move and the computer's reply undone). `None` when `game` is not against
    /// the computer (the opponent is asked as usual).
    pub(super) fn computer_takeback(
        &self,
        actor: &Actor,
        place: &Place,
        game: Option<&str>,
    ) -> ServiceResult<Option<Response>> {
        let found = self.find_game(actor, place, game)?;
        let Some((_, level)) = Self::computer_in(&found) else {
            return Ok(None);
        };
        self.touch(actor)?;
        let now = self.now();
        let (doc, undone) = self
            .update_with(&found.id, |doc| {
                let side = self.player_side(doc, actor)?;
                let offer = OfferDoc {
                    by: side,
                    ply: doc.moves.len(),
                };
                let undone = <super::offers::TakebackRequest as super::offers::Offer>::accept(
                    self, doc, offer, now,
                )?;
                Ok(Some(undone))
            })?
            .ok_or_else(|| ServiceError::Internal("take-back step gave nothing".into()))?;
        let game = self.rebuild(&doc)?;
        let headline = msg!(
            "views-computer-takeback",
            computer = msg!("views-computer-player", level = level),
            moves = self.undone_words(&doc, &undone)?,
            player = actor.name.as_str(),
        );
        let perspective = doc.side_of(actor.user);
        Ok(Some(
            self.board_reply(&doc, game.as_ref(), perspective, headline)
                .into(),
        ))
    }

    /// After a draw offer was made in `id`: if the opponent is the computer, its search decides
    /// the answer (posted when found), and the reply says so.
    pub(super) fn computer_considers_draw(&self, id: &GameId, response: &mut Response) {
        let Ok(doc) = self.game_doc(id) else { return };
        let Some((computer, level)) = Self::computer_in(&doc) else {
            return;
        };
        if !doc.draw_offer.is_some_and(|o| o.by != computer) {
            return;
        }
        // When the computer is already thinking about its move, that search answers the offer.
        self.search(&doc, Purpose::Draw);
        response.reply = Reply::text(msg!(
            "views-computer-considers-draw",
            id = doc.id.as_str(),
            computer = msg!("views-computer-player", level = level),
        ));
        response.notices.clear();
    }

    /// `/stats` lines: a player's results against each level of the computer, by game, from
    /// their finished games (as [`crate::store::Store::games_of`] reads them for `/stats`).
    pub(super) fn computer_record(&self, finished_games: &[GameDoc]) -> Vec<Msg> {
        // (game, level) -> won, drawn, lost
        let mut table: BTreeMap<(usize, u8), [u32; 3]> = BTreeMap::new();
        for doc in finished_games {
            let (Some(finished), Some((computer, level))) = (&doc.finished, Self::computer_in(doc))
            else {
                continue;
            };
            let Some(kind_index) = GameKind::ALL.iter().position(|k| *k == doc.kind) else {
                continue;
            };
            let row = table.entry((kind_index, level)).or_default();
            match finished.outcome.winner() {
                Some(winner) if winner == computer => row[2] += 1,
                Some(_) => row[0] += 1,
                None => row[1] += 1,
            }
        }
        table
            .into_iter()
            .map(|((kind, level), [won, drawn, lost])| {
                msg!(
                    "views-stats-computer",
                    game = GameKind::ALL[kind],
                    level = level,
                    wins = won,
                    draws = drawn,
                    losses = lost,
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_draw_before_move_10_and_the_strongest_levels_play_a_level_position_on() {
        // Before move 10 a level position is declined at every level; clearly worse is taken.
        for level in 1..=8 {
            assert_eq!(draw_answer(0, level, 0), Some(DrawRefusal::Early));
            assert_eq!(draw_answer(0, level, 17), Some(DrawRefusal::Early));
            assert_eq!(draw_answer(-300, level, 1), None);
        }
        // From move 10: levels 1–6 take a level position, 7 only when not better at all, 8 only
        // when slightly worse.
        assert_eq!(draw_answer(20, 3, 18), None);
        assert_eq!(draw_answer(20, 6, 40), None);
        assert_eq!(draw_answer(20, 7, 40), Some(DrawRefusal::PlaysOn));
        assert_eq!(draw_answer(0, 7, 40), None);
        assert_eq!(draw_answer(0, 8, 40), Some(DrawRefusal::PlaysOn));
        assert_eq!(draw_answer(-30, 8, 40), None);
        assert_eq!(draw_answer(31, 3, 40), Some(DrawRefusal::Better));
    }

    #[test]
    fn a_proved_loss_resigns_at_once_a_bad_score_only_three_times_running() {
        assert_eq!(resign_verdict(-MATE + 5, 1, 0), (true, 1));
        assert_eq!(resign_verdict(-RESIGN_SCORE, 3, 0), (false, 1));
        assert_eq!(resign_verdict(-RESIGN_SCORE - 10, 3, 1), (false, 2));
        assert_eq!(resign_verdict(-RESIGN_SCORE, 2, 2), (true, 3));
        // A recovery resets the count; a shallow search does not count.
        assert_eq!(resign_verdict(-RESIGN_SCORE + 1, 5, 2), (false, 0));
        assert_eq!(resign_verdict(-5000, 1, 2), (false, 0));
    }
}
