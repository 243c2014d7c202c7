//! How a tournament moves on: pairing Swiss rounds (a TRF-16 file handed to the Dutch engine,
//! as `kibitz pair` does), scheduling round robins, starting the games of a round, recording
//! results, and deciding when the next round, the final stage or the end comes.
//!
//! Exactly once, whatever the number of processes: every change to a tournament is a versioned
//! write ([`Service::update_tournament_with`]), and a round's game ids are chosen in the write
//! that pairs it. Starting a round's games is then idempotent (a game whose id exists is
//! already started), so a process killed between pairing and starting loses nothing: the next
//! look starts what is missing, and nothing twice.

use super::{Notice, NoticeKind, Notify, NotifyPref, Service, ServiceError, ServiceResult};
use super::{UserError, WRITE_ATTEMPTS};
use crate::games::{msg, BySide, Msg, Side, Text};
use crate::model::{
    BoardDoc, BoardResult, ByeDoc, ByeDocKind, GameId, GroupDoc, RoundDoc, StageDoc, Timestamp,
    TournamentDoc, TournamentFormat, TournamentId, TournamentSlot, TournamentState,
};
use crate::store::{GameDoc, StoreError};
use crate::tournament::results::{self, Board, Bye, ByeKind, GameResult, Round};
use crate::tournament::round_robin::{self, Cycles};
use crate::tournament::standings::{standings, Standings, StandingsConfig};
use crate::tournament::tiebreak::Tiebreak;
use std::time::Duration;

/// The tie-breaks of a new round robin: wins (Baumbach), Sonneborn-Berger, direct encounter
/// (ICCF's order).
pub const ROUND_ROBIN_TIEBREAKS: [Tiebreak; 3] = [
    Tiebreak::Wins,
    Tiebreak::SonnebornBerger,
    Tiebreak::DirectEncounter,
];

/// The tie-breaks of a new Swiss: Buchholz Cut-1, Buchholz, direct encounter, wins.
pub const SWISS_TIEBREAKS: [Tiebreak; 4] = [
    Tiebreak::BuchholzCut1,
    Tiebreak::Buchholz,
    Tiebreak::DirectEncounter,
    Tiebreak::Wins,
];

/// Reads a tie-break's FIDE code (`BH-C1`, `sb`), case-insensitively.
pub fn parse_tiebreak(code: &str) -> Option<Tiebreak> {
    let code = code.trim();
    Tiebreak::ALL
        .into_iter()
        .find(|t| t.code().eq_ignore_ascii_case(code))
}

/// A group's players as the results vocabulary numbers them: starting number `i + 1` is
/// `group.players[i]`.
fn starting_number(group: &GroupDoc, entrant: u32) -> Option<u32> {
    group
        .players
        .iter()
        .position(|&p| p == entrant)
        .and_then(|i| u32::try_from(i + 1).ok())
}

fn game_result(result: BoardResult) -> GameResult {
    match result {
        BoardResult::FirstWins => GameResult::WhiteWins,
        BoardResult::Draw => GameResult::Draw,
        BoardResult::SecondWins => GameResult::BlackWins,
        BoardResult::FirstForfeitWin => GameResult::WhiteForfeitWin,
        BoardResult::SecondForfeitWin => GameResult::BlackForfeitWin,
        BoardResult::DoubleForfeit => GameResult::DoubleForfeit,
    }
}

/// A group's rounds in the results vocabulary (starting numbers within the group).
pub(super) fn group_results(
    doc: &TournamentDoc,
    group: &GroupDoc,
) -> ServiceResult<results::Tournament> {
    let corrupt = |reason: String| {
        ServiceError::Store(StoreError::Corrupt {
            what: "tournament",
            id: doc.id.to_string(),
            reason,
        })
    };
    let number = |entrant: u32| {
        starting_number(group, entrant)
            .ok_or_else(|| corrupt(format!("entrant {entrant} is not in their group")))
    };
    let mut rounds = Vec::with_capacity(group.rounds.len());
    for round in &group.rounds {
        let mut games = Vec::with_capacity(round.boards.len());
        for board in &round.boards {
            games.push(Board {
                white: number(board.white)?,
                black: number(board.black)?,
                result: board.result.map(game_result),
            });
        }
        let mut byes = Vec::new();
        for bye in &round.byes {
            let kind = match bye.kind {
                ByeDocKind::PairingAllocated => ByeKind::PairingAllocated,
                ByeDocKind::Absent => ByeKind::Zero,
                // Resting in a round robin is no round of the player's at all.
                ByeDocKind::Rest => continue,
            };
            byes.push(Bye {
                player: number(bye.player)?,
                kind,
            });
        }
        rounds.push(Round { games, byes });
    }
    let count = u32::try_from(group.players.len()).unwrap_or(u32::MAX);
    let ratings = group
        .players
        .iter()
        .map(|&p| doc.entrant(p).and_then(|e| e.rating))
        .collect();
    results::Tournament::new(count, rounds)
        .and_then(|t| t.with_ratings(ratings))
        .map_err(|e| corrupt(e.to_string()))
}

/// The tie-break order of `doc` (codes it does not know are left out: they were checked when
/// it was created).
pub(super) fn tiebreaks_of(doc: &TournamentDoc) -> Vec<Tiebreak> {
    doc.tiebreaks
        .iter()
        .filter_map(|code| parse_tiebreak(code))
        .collect()
}

/// A group's standings, with its players as starting numbers within the group.
pub(super) fn group_standings(doc: &TournamentDoc, group: &GroupDoc) -> ServiceResult<Standings> {
    let results = group_results(doc, group)?;
    Ok(standings(
        &results,
        &StandingsConfig::new(tiebreaks_of(doc)),
    ))
}

/// The TRF-16 file of a Swiss group's rounds so far, with the next round's absences (players
/// who entered for a later round, or withdrew) marked in the column to pair: what `kibitz
/// pair` reads.
pub(super) fn swiss_trf(
    doc: &TournamentDoc,
    group: &GroupDoc,
    rounds: u32,
) -> ServiceResult<String> {
    let results = group_results(doc, group)?;
    let next = u32::try_from(group.rounds.len()).unwrap_or(u32::MAX) + 1;
    let mut out = format!("012 {}\nXXR {rounds}\nXXC white1\n", trf_name(&doc.name));
    for (i, &entrant) in group.players.iter().enumerate() {
        let start = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let points = results.points(start);
        let rating = doc.entrant(entrant).and_then(|e| e.rating).unwrap_or(0);
        let mut line = format!(
            "001 {start:>4}      {:<33} {rating:>4}{:28}{:>4} {start:>4}",
            format!("Player {start}"),
            "",
            format!(
                "{}.{}",
                points.half_points() / 2,
                (points.half_points() % 2) * 5
            ),
        );
        for outcome in results.outcomes(start) {
            line.push_str(&trf_cell(*outcome));
        }
        if !available_in(doc, entrant, next) {
            line.push_str("  0000 - Z");
        }
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// A name for the TRF's `012` line (ASCII only: the file is fixed-width).
fn trf_name(name: &str) -> String {
    let ascii: String = name
        .chars()
        .filter(|c| c.is_ascii_graphic() || *c == ' ')
        .take(60)
        .collect();
    if ascii.trim().is_empty() {
        "kibitz".to_string()
    } else {
        ascii
    }
}

/// One round's entry of a TRF player line: `  OPPN C R`.
fn trf_cell(outcome: results::Outcome) -> String {
    use results::{Colour, Outcome as O};
    let colour = |c: Colour| if c == Colour::White { 'w' } else { 'b' };
    match outcome {
        O::Game {
            opponent,
            colour: c,
            points,
            played,
        } => {
            let result = match (played, points.half_points()) {
                (true, 2) => '1',
                (true, 1) => '=',
                (true, _) => '0',
                (false, 2) => '+',
                (false, _) => '-',
            };
            format!("  {opponent:>4} {} {result}", colour(c))
        }
        O::Bye(ByeKind::PairingAllocated) => "  0000 - U".to_string(),
        O::Bye(ByeKind::FullPoint) => "  0000 - F".to_string(),
        O::Bye(ByeKind::HalfPoint) => "  0000 - H".to_string(),
        O::Bye(ByeKind::Zero) | O::NotScheduled => "  0000 - Z".to_string(),
        // A round is paired only when the one before is complete.
        O::Pending {
            opponent,
            colour: c,
        } => format!("  {opponent:>4} {} -", colour(c)),
    }
}

/// Whether `entrant` may be paired in round `round`: entered for it and not withdrawn.
fn available_in(doc: &TournamentDoc, entrant: u32, round: u32) -> bool {
    doc.entrant(entrant)
        .is_some_and(|e| e.from_round <= round && e.withdrawn_after.is_none())
}

/// A fresh game id for a board: eight characters, beyond the range of the random four-
/// character ids of ordinary games, so that it is free when the game is started later.
fn board_game_id() -> GameId {
    GameId::random(8)
}

/// Pairs the next round of a Swiss group (the last group of the last stage), as `kibitz pair`
/// would: the boards in publication order, the pairing-allocated bye, absences.
pub(super) fn pair_swiss_round(
    doc: &TournamentDoc,
    group: &GroupDoc,
    rounds: u32,
    now: Timestamp,
) -> ServiceResult<RoundDoc> {
    let number = u32::try_from(group.rounds.len()).unwrap_or(u32::MAX) + 1;
    let trf = swiss_trf(doc, group, rounds)?;
    let pairs = crate::pairing::pair_trf(&trf)
        .map_err(|e| UserError::Tournament(super::TournamentError::Unpairable(e.to_string())))?;
    let entrant = |start: usize| group.players.get(start).copied();
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for pair in &pairs {
        let (Some(white), Some(black)) = (entrant(pair.white), entrant(pair.black)) else {
            return Err(ServiceError::Internal(format!(
                "tournament {}: the pairing names a starting number beyond the group",
                doc.id
            )));
        };
        if pair.is_bye() {
            byes.push(ByeDoc {
                player: white,
                kind: ByeDocKind::PairingAllocated,
            });
        } else {
            boards.push(BoardDoc {
                white,
                black,
                game: board_game_id(),
                result: None,
            });
        }
    }
    for &p in &group.players {
        if !available_in(doc, p, number) {
            byes.push(ByeDoc {
                player: p,
                kind: ByeDocKind::Absent,
            });
        }
    }
    Ok(RoundDoc {
        number,
        boards,
        byes,
        paired_at: now,
        deadline: doc
            .round_deadline
            .map(|secs| now.plus(Duration::from_secs(secs))),
        adjudication_asked: false,
    })
}

/// Every round of a round robin among `players` (entrant numbers in seeding order), every game
/// started at once: the Berger tables' order.
pub(super) fn round_robin_group(
    doc: &TournamentDoc,
    players: Vec<u32>,
    double: bool,
    now: Timestamp,
) -> ServiceResult<GroupDoc> {
    let count = u32::try_from(players.len()).unwrap_or(u32::MAX);
    let cycles = if double {
        Cycles::Double
    } else {
        Cycles::Single
    };
    let schedule = round_robin::schedule(count, cycles)
        .map_err(|e| ServiceError::Internal(format!("tournament {}: no schedule: {e}", doc.id)))?;
    let entrant = |start: u32| {
        players
            .get(start as usize - 1)
            .copied()
            .ok_or_else(|| ServiceError::Internal("schedule beyond the group".into()))
    };
    let mut rounds = Vec::with_capacity(schedule.rounds.len());
    for (r, scheduled) in schedule.rounds.iter().enumerate() {
        let mut boards = Vec::with_capacity(scheduled.games.len());
        for game in &scheduled.games {
            boards.push(BoardDoc {
                white: entrant(game.white)?,
                black: entrant(game.black)?,
                game: board_game_id(),
                result: None,
            });
        }
        let mut byes = Vec::new();
        if let Some(resting) = scheduled.resting {
            byes.push(ByeDoc {
                player: entrant(resting)?,
                kind: ByeDocKind::Rest,
            });
        }
        rounds.push(RoundDoc {
            number: u32::try_from(r + 1).unwrap_or(u32::MAX),
            boards,
            byes,
            paired_at: now,
            deadline: None,
            adjudication_asked: false,
        });
    }
    Ok(GroupDoc { players, rounds })
}

/// The entrants in seeding order: rating (highest first, unrated last), then who entered
/// first.
pub(super) fn seeded(doc: &TournamentDoc, entrants: impl Iterator<Item = u32>) -> Vec<u32> {
    let mut players: Vec<u32> = entrants.collect();
    players.sort_by_key(|&p| {
        let e = doc.entrant(p);
        (
            std::cmp::Reverse(e.and_then(|e| e.rating)),
            e.map(|e| e.joined),
            p,
        )
    });
    players
}

/// What a finished game scores on its board.
pub(super) fn board_result(game: &GameDoc) -> Option<BoardResult> {
    let finished = game.finished.as_ref()?;
    let forfeit = game.aborted() || finished.outcome.reason() == crate::games::EndReason::Forfeit;
    Some(match (finished.outcome.winner(), forfeit) {
        (Some(Side::First), false) => BoardResult::FirstWins,
        (Some(Side::Second), false) => BoardResult::SecondWins,
        (None, false) => BoardResult::Draw,
        // A game nobody really played (resigned or lost on time before the second move) is a
        // forfeit: the point without the game, as FIDE scores a no-show.
        (Some(Side::First), true) => BoardResult::FirstForfeitWin,
        (Some(Side::Second), true) => BoardResult::SecondForfeitWin,
        (None, true) => BoardResult::DoubleForfeit,
    })
}

/// What happened in one write to a tournament, for the notices that follow it.
#[derive(Debug, Default)]
pub(super) struct Moved {
    /// Rounds newly paired or scheduled: (stage, group, round index).
    pub paired: Vec<(usize, usize, usize)>,
    /// A final stage began.
    pub final_stage: bool,
    /// The tournament ended.
    pub finished: bool,
    /// Why the next Swiss round could not be paired, when that ended it.
    pub unpairable: Option<String>,
}

impl Service {
    /// Runs `step` on a fresh read of a tournament until its write wins, as
    /// [`Service::update_with`] does for games: `Some(value)` writes, `None` writes nothing.
    pub(super) fn update_tournament_with<T>(
        &self,
        id: &TournamentId,
        mut step: impl FnMut(&mut TournamentDoc) -> ServiceResult<Option<T>>,
    ) -> ServiceResult<Option<(TournamentDoc, T)>> {
        for _ in 0..WRITE_ATTEMPTS {
            let mut doc = self
                .store
                .tournament(id)?
                .ok_or_else(|| UserError::NoSuchTournament(id.to_string()))?;
            let Some(value) = step(&mut doc)? else {
                return Ok(None);
            };
            match self.store.update_tournament(&doc) {
                Ok(version) => {
                    doc.version = version;
                    return Ok(Some((doc, value)));
                }
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(UserError::Busy.into())
    }

    /// Moves a running tournament on as far as it can go in one write: the next Swiss round
    /// once the last is complete, the final stage once every group is done, the end after the
    /// last round. Nothing when a round is still being played.
    pub(super) fn advance(
        &self,
        doc: &mut TournamentDoc,
        now: Timestamp,
    ) -> ServiceResult<Option<Moved>> {
        if doc.state != TournamentState::Running {
            return Ok(None);
        }
        let Some(stage) = doc.stages.last() else {
            return Ok(None);
        };
        let complete = stage
            .groups
            .iter()
            .all(|g| g.rounds.iter().all(RoundDoc::is_complete));
        if !complete {
            return Ok(None);
        }
        let mut moved = Moved::default();
        match doc.format {
            TournamentFormat::Swiss { rounds } => {
                let played = stage.groups.first().map_or(0, |g| g.rounds.len());
                let available = doc
                    .entrants
                    .iter()
                    .filter(|e| e.withdrawn_after.is_none())
                    .count();
                if played as u32 >= rounds || available < 2 {
                    doc.state = TournamentState::Finished { at: now };
                    moved.finished = true;
                } else {
                    let group = stage.groups.first().cloned().unwrap_or(GroupDoc {
                        players: Vec::new(),
                        rounds: Vec::new(),
                    });
                    match pair_swiss_round(doc, &group, rounds, now) {
                        Ok(round) => {
                            let s = doc.stages.len() - 1;
                            doc.stages[s].groups[0].rounds.push(round);
                            moved.paired.push((s, 0, played));
                        }
                        // No legal pairing is left (everyone has met everyone they may): the
                        // tournament ends here, as FIDE's rules have it.
                        Err(ServiceError::User(UserError::Tournament(
                            super::TournamentError::Unpairable(reason),
                        ))) => {
                            doc.state = TournamentState::Finished { at: now };
                            moved.finished = true;
                            moved.unpairable = Some(reason);
                        }
                        Err(e) => return Err(e),
                    }
                }
            }
            TournamentFormat::RoundRobin {
                double, advance, ..
            } => {
                if doc.stages.len() == 1 && stage.groups.len() > 1 && advance > 0 {
                    let mut tables = Vec::new();
                    for group in &stage.groups {
                        tables.push(group_standings(doc, group)?);
                    }
                    let groups = round_robin::Groups {
                        groups: stage.groups.iter().map(|g| g.players.clone()).collect(),
                    };
                    let through = round_robin::advancing(&groups, &tables, advance as usize)
                        .map_err(|e| ServiceError::Internal(e.to_string()))?;
                    let players: Vec<u32> = through
                        .advancing
                        .into_iter()
                        .filter(|&p| doc.entrant(p).is_some_and(|e| e.withdrawn_after.is_none()))
                        .collect();
                    if players.len() >= 2 {
                        let group = round_robin_group(doc, players, double, now)?;
                        let rounds = group.rounds.len();
                        doc.stages.push(StageDoc {
                            groups: vec![group],
                        });
                        let s = doc.stages.len() - 1;
                        moved.paired.extend((0..rounds).map(|r| (s, 0, r)));
                        moved.final_stage = true;
                        return Ok(Some(moved));
                    }
                }
                doc.state = TournamentState::Finished { at: now };
                moved.finished = true;
            }
        }
        Ok(Some(moved))
    }

    /// Starts the games of `boards` (round number, board) that do not exist yet: all of a
    /// round right after its pairing, the missing ones after a process died half-way. Each
    /// game's id was fixed by the pairing, so a game another process started already is simply
    /// there, and none starts twice. Returns the notices of the games this call started.
    pub(super) fn start_games<'a>(
        &self,
        doc: &TournamentDoc,
        boards: impl IntoIterator<Item = (u32, &'a BoardDoc)>,
    ) -> ServiceResult<Vec<Notice>> {
        let thread_wanted = doc
            .server
            .map(|s| self.server_settings(s).map(|s| s.thread_per_game))
            .transpose()?
            .unwrap_or(false);
        let mut notices = Vec::new();
        for (round, board) in boards {
            if board.result.is_none() {
                notices.append(&mut self.start_board(doc, round, board, thread_wanted)?);
            }
        }
        Ok(notices)
    }

    /// Starts one board's game if it does not exist yet.
    fn start_board(
        &self,
        doc: &TournamentDoc,
        round: u32,
        board: &BoardDoc,
        thread_wanted: bool,
    ) -> ServiceResult<Vec<Notice>> {
        if self.store.game(&board.game)?.is_some() {
            return Ok(Vec::new());
        }
        let player = |n: u32| {
            doc.entrant(n).map(|e| e.player.clone()).ok_or_else(|| {
                ServiceError::Internal(format!("tournament {}: no entrant {n}", doc.id))
            })
        };
        let players = BySide::new(player(board.white)?, player(board.black)?);
        let slot = TournamentSlot {
            id: doc.id.clone(),
            round,
            rated: doc.rated,
            vacation: doc.vacation,
        };
        let (mut game_doc, game) = self.new_game_doc(
            doc.kind,
            players,
            (doc.server, doc.channel),
            doc.time_per_move,
            Some(slot),
        )?;
        game_doc.id = board.game.clone();
        if !self.store.insert_game(&game_doc, None)? {
            // Taken: this very game, started by another process a moment ago (nothing to do),
            // or — with eight-character ids, next to never — another game.
            let ours = self
                .store
                .game(&board.game)?
                .is_some_and(|g| g.tournament.as_ref().is_some_and(|t| t.id == doc.id));
            if ours {
                return Ok(Vec::new());
            }
            return Err(ServiceError::Internal(format!(
                "tournament {}: game id {} is taken by another game",
                doc.id, board.game
            )));
        }
        let first = game_doc.player(Side::First).clone();
        let second = game_doc.player(Side::Second).clone();
        let text = msg!(
            "tournament-game-started",
            tournament = &doc.name,
            round = round,
            game = game_doc.id.to_string(),
            first = super::views::player_msg(&first),
            first_side = (doc.kind, Side::First),
            second = super::views::player_msg(&second),
            second_side = (doc.kind, Side::Second),
            time = Duration::from_secs(doc.time_per_move)
        );
        let to_move = game_doc.player(game_doc.to_move).user;
        let board_reply = self.board_reply(&game_doc, game.as_ref(), None, Text::new());
        let mut notices = Vec::new();
        if thread_wanted {
            // A server that plays each game in its own thread: the game's news opens it in the
            // tournament's channel, and the players are told there.
            let mut opening = self.announcement(doc, text.clone());
            opening.game = Some(game_doc.id.clone());
            opening.opens_thread = Some(super::GameStarted {
                game: game_doc.id.clone(),
                thread_wanted: true,
                title: msg!(
                    "thread-title",
                    game = game_doc.id.to_string(),
                    kind = doc.kind,
                    first = super::views::player_msg(&first),
                    second = super::views::player_msg(&second)
                ),
            });
            notices.push(opening);
        }
        for slot in game_doc.players.iter() {
            let kind = if slot.user == to_move {
                NoticeKind::YourTurn
            } else {
                NoticeKind::Tournament
            };
            let mut notify = Notify::to(slot.user)
                .about(&game_doc)
                .says(kind, text.clone());
            if slot.user == to_move {
                notify = notify.board(&board_reply);
            }
            notices.push(self.notice(notify));
        }
        Ok(notices)
    }

    /// A notice posted in the tournament's channel for everyone (no ping).
    pub(super) fn announcement(&self, doc: &TournamentDoc, text: impl Into<Text>) -> Notice {
        self.notice_as(
            Notify::to(doc.director.user)
                .in_channel(doc.server, doc.channel)
                .says(NoticeKind::Tournament, text),
            NotifyPref::None,
        )
    }

    /// The announcement of newly paired rounds (at most [`PAIRINGS_SHOWN`] boards each; the rest
    /// are one `/tournament pairings` away).
    pub(super) fn pairings_announcement(
        &self,
        doc: &TournamentDoc,
        paired: &[(usize, usize, usize)],
    ) -> Vec<Notice> {
        let mut notices = Vec::new();
        for &(s, g, r) in paired {
            let Some(group) = doc.stages.get(s).and_then(|st| st.groups.get(g)) else {
                continue;
            };
            let Some(round) = group.rounds.get(r) else {
                continue;
            };
            let grouped = doc.stages[s].groups.len() > 1;
            let mut text = Text::from(self.round_heading(doc, s, grouped.then_some(g), round));
            for line in self.round_lines(doc, round, PAIRINGS_SHOWN) {
                text.push(line);
            }
            notices.push(self.announcement(doc, text));
        }
        notices
    }

    /// "Round 2 of Spring Swiss (group B)…": the heading of a round's pairings, naming
    /// `group` when given (a stage of groups), else the final stage after groups.
    pub(super) fn round_heading(
        &self,
        doc: &TournamentDoc,
        stage: usize,
        group: Option<usize>,
        round: &RoundDoc,
    ) -> Msg {
        let group_msg = if let Some(group) = group {
            Some(msg!("tournament-group", group = group_letter(group)))
        } else if stage > 0 {
            Some(Msg::new("tournament-final-stage-name"))
        } else {
            None
        };
        let mut heading = match group_msg {
            Some(group) => msg!(
                "tournament-round-paired-in",
                tournament = &doc.name,
                id = doc.id.to_string(),
                round = round.number,
                group = group
            ),
            None => msg!(
                "tournament-round-paired",
                tournament = &doc.name,
                id = doc.id.to_string(),
                round = round.number
            ),
        };
        if let Some(deadline) = round.deadline {
            heading = msg!(
                "tournament-round-deadline",
                heading = heading,
                deadline = crate::games::Arg::Time(deadline.0)
            );
        }
        heading
    }

    /// One line per board ("Board 1: Alice – Bob, game `K7Q2X3ZT`", with the result once
    /// known), then the byes; at most `most` boards, then how many more.
    pub(super) fn round_lines(
        &self,
        doc: &TournamentDoc,
        round: &RoundDoc,
        most: usize,
    ) -> Vec<Msg> {
        let name = |n: u32| {
            doc.entrant(n).map_or_else(
                || Msg::verbatim("?".to_string()),
                |e| super::views::player_msg(&e.player),
            )
        };
        let mut lines = Vec::new();
        for (i, board) in round.boards.iter().enumerate().take(most) {
            lines.push(msg!(
                "tournament-board",
                board = i + 1,
                white = name(board.white),
                black = name(board.black),
                game = board.game.to_string(),
                result = result_mark(board.result)
            ));
        }
        if round.boards.len() > most {
            lines.push(msg!(
                "tournament-boards-more",
                count = round.boards.len() - most
            ));
        }
        for bye in &round.byes {
            let id = match bye.kind {
                ByeDocKind::PairingAllocated => "tournament-bye",
                ByeDocKind::Absent => "tournament-absent",
                ByeDocKind::Rest => "tournament-rest",
            };
            lines.push(msg!(id, player = name(bye.player)));
        }
        lines
    }
}

/// Boards shown in a pairings announcement before "and N more": as many as fit in Discord's
/// 2,000 characters with the longest names (a display name's 32 characters, a tournament's 60)
/// in every language.
pub const PAIRINGS_SHOWN: usize = 18;
/// Lines a page of `/tournament pairings` under its heading: boards, byes and, for groups, each
/// group's letter (a card holds 4,096 characters).
pub const PAIRINGS_PER_PAGE: usize = 25;

/// A board's result as FIDE writes it (`1-0`, `½-½`, `+/−`), or `…` while the game goes on.
pub(super) fn result_mark(result: Option<BoardResult>) -> String {
    match result {
        None => "…",
        Some(BoardResult::FirstWins) => "1-0",
        Some(BoardResult::Draw) => "½-½",
        Some(BoardResult::SecondWins) => "0-1",
        Some(BoardResult::FirstForfeitWin) => "+/−",
        Some(BoardResult::SecondForfeitWin) => "−/+",
        Some(BoardResult::DoubleForfeit) => "−/−",
    }
    .to_string()
}

/// A group's letter: A, B, … Z, then AA, AB…
pub(super) fn group_letter(group: usize) -> String {
    let mut n = group;
    let mut letters = Vec::new();
    loop {
        letters.push(char::from(b'A' + (n % 26) as u8));
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    letters.iter().rev().collect()
}
