//! A move that was acknowledged survives a crash: a child process streams moves and prints each
//! acknowledged one; the test SIGKILLs it mid-stream, reopens the store and finds every
//! acknowledged move there.

use crate::service_support;

use kibitz::games::{replay, Notation};
use kibitz::service::*;
use kibitz::store::{SledStore, Store};
use service_support::*;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;

const DIR_VAR: &str = "KIBITZ_CRASH_TEST_DIR";

/// The child: only does something when started by the test below (with the directory in the
/// environment). Plays games forever, printing `ack ID PLY MOVE` after each acknowledged move.
#[test]
fn crash_child() {
    let Ok(dir) = std::env::var(DIR_VAR) else {
        return;
    };
    let clock = TestClock::new(START);
    let service = Service::open(std::path::Path::new(&dir), Arc::new(clock), config()).unwrap();
    let players = [alice(), bob()];
    let stdout = std::io::stdout();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut games: Vec<GameId> = Vec::new();
    loop {
        if games.len() < 3 {
            service
                .challenge(
                    &players[0],
                    &here(),
                    ChallengeRequest {
                        game: some_kind(),
                        opponent: Some(players[1].clone()),
                        side: SideChoice::First,
                        time_per_move: None,
                    },
                )
                .unwrap();
            let started = service.accept(&players[1], &here(), None).unwrap();
            games.push(started.started.unwrap().game);
        }
        let index = rng.next() % games.len();
        let id = games[index].clone();
        let doc = service.game_doc(&id).unwrap();
        if !doc.is_active() {
            games.remove(index);
            continue;
        }
        let game = replay(&doc.record()).unwrap();
        let moves = game.legal_moves(Notation::Canonical);
        let mv = &moves[rng.next() % moves.len()];
        let mover = if doc.player(doc.to_move).user == players[0].user {
            &players[0]
        } else {
            &players[1]
        };
        service.play(mover, &here(), Some(id.as_str()), mv).unwrap();
        // Acknowledged: the service has flushed.
        let mut out = stdout.lock();
        writeln!(out, "ack {id} {} {mv}", doc.moves.len() + 1).unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn every_acknowledged_move_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "service_crash::crash_child",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DIR_VAR, dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut acks: Vec<(GameId, usize, String)> = Vec::new();
    let mut line = String::new();
    while acks.len() < 150 {
        line.clear();
        if reader.read_line(&mut line).unwrap() == 0 {
            break;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["ack", id, ply, mv] = words[..] {
            acks.push((
                GameId::parse(id).unwrap(),
                ply.parse().unwrap(),
                mv.to_string(),
            ));
        }
    }
    // Kill it mid-stream (SIGKILL on Unix), while it is still playing.
    child.kill().unwrap();
    child.wait().unwrap();
    // Acknowledgements printed between our last read and the kill count too (whole lines only:
    // the kill may cut the last one short).
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut reader, &mut rest);
    for line in rest.split_inclusive('\n').filter(|l| l.ends_with('\n')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["ack", id, ply, mv] = words[..] {
            if let (Some(id), Ok(ply)) = (GameId::parse(id), ply.parse()) {
                acks.push((id, ply, mv.to_string()));
            }
        }
    }
    assert!(
        acks.len() >= 150,
        "the child acknowledged only {} moves",
        acks.len()
    );

    let store = SledStore::open(dir.path()).unwrap();
    for (id, ply, mv) in &acks {
        let doc = store.game(id).unwrap().unwrap();
        assert!(
            doc.moves.len() >= *ply,
            "game {id}: move {ply} ({mv}) was acknowledged but the record has {} moves",
            doc.moves.len()
        );
        assert_eq!(&doc.moves[ply - 1], mv, "game {id} move {ply}");
        // The stored record is whole: it replays to the cached position.
        let game = replay(&doc.record()).unwrap();
        assert_eq!(game.position(), doc.position);
    }
}

/// A start that stopped half-way through moving the deadlines for a downtime (a crash, a kill)
/// leaves the downtime recorded; the next start finishes it without moving any deadline twice,
/// then makes up for its own downtime.
#[test]
fn a_start_stopped_half_way_through_extending_deadlines_is_finished_by_the_next() {
    let name = "a_start_stopped_half_way_through_extending_deadlines_is_finished_by_the_next";
    crate::backends::each_backend(name, |backend| {
        let clock = TestClock::new(START);
        let (games, before): (Vec<GameId>, Vec<Timestamp>) = {
            let service =
                Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config())
                    .unwrap();
            let games: Vec<GameId> = (0..6)
                .map(|i| {
                    let a = Actor::new(UserId(300 + 2 * i), "a");
                    let b = Actor::new(UserId(301 + 2 * i), "b");
                    service
                        .challenge(
                            &a,
                            &here(),
                            ChallengeRequest {
                                game: some_kind(),
                                opponent: Some(b.clone()),
                                side: SideChoice::First,
                                time_per_move: None,
                            },
                        )
                        .unwrap();
                    service
                        .accept(&b, &here(), None)
                        .unwrap()
                        .started
                        .unwrap()
                        .game
                })
                .collect();
            let before = games
                .iter()
                .map(|id| service.game_doc(id).unwrap().deadline.unwrap())
                .collect();
            service.close().unwrap();
            (games, before)
        };

        // Down ten hours; the next start records the window and gets through half the games
        // before it dies (done here by hand, as the service does it).
        clock.advance(10 * HOUR);
        {
            let store = backend.open().unwrap();
            let window = store.begin_downtime(clock.now()).unwrap();
            assert_eq!(window, Some((START, START.plus(10 * HOUR))));
            for id in &games[..3] {
                let mut doc = store.game(id).unwrap().unwrap();
                doc.deadline = doc.deadline.map(|d| d.plus(10 * HOUR));
                doc.event_at = doc.event_at.map(|t| t.plus(10 * HOUR));
                doc.compensated_until = Some(START.plus(10 * HOUR));
                store.update_game(&doc, &[]).unwrap();
            }
            assert_eq!(
                store.pending_downtime().unwrap(),
                Some((START, START.plus(10 * HOUR)))
            );
        }

        // Down two hours more, then a start that completes.
        clock.advance(2 * HOUR);
        let service =
            Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config())
                .unwrap();
        for (id, before) in games.iter().zip(&before) {
            assert_eq!(
                service.game_doc(id).unwrap().deadline,
                Some(before.plus(12 * HOUR)),
                "{}: game {id} gets the ten hours once and the two hours",
                backend.name()
            );
        }
        assert_eq!(service.store().pending_downtime().unwrap(), None);
    });
}
