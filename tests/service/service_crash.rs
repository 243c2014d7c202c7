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
