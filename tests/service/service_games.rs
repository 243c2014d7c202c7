//! Whole games of each kind through the service, to each kind of ending: the rules' own
//! endings, resignation, agreement (with Topo's rule 9) and time; and the pictures.

use crate::service_support;

use kibitz::games::{replay, GameKind, Side};
use kibitz::service::*;
use kibitz::store::BoardScope;
use service_support::*;
use std::collections::BTreeSet;
use std::sync::Arc;

#[test]
fn each_game_reaches_its_rules_endings_through_the_service() {
    for kind in GameKind::ALL {
        let f = Fixture::new();
        let mut reasons = BTreeSet::new();
        for seed in 1..=6u64 {
            let id = f.start(kind, &alice(), &bob(), &here());
            let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            assert!(
                f.playout(&id, &alice(), &bob(), 4000, |_, _| rng.next()),
                "{kind} seed {seed}"
            );
            let doc = f.doc(&id);
            let outcome = doc.finished.clone().unwrap().outcome;
            assert_eq!(replay(&doc.record()).unwrap().outcome(), Some(&outcome));
            reasons.insert(outcome.status(kind));
        }
        eprintln!("{kind}: endings reached {reasons:?}");
        assert!(!reasons.is_empty());
        let rows = f
            .service
            .store()
            .leaderboard(BoardScope::Global, kind)
            .unwrap();
        let played: u32 = rows.iter().map(|r| r.played).sum();
        assert_eq!(played, 12, "two players × six games");
        let points: f64 = rows.iter().map(|r| r.points).sum();
        assert_eq!(points, 6.0);
    }
}

#[test]
fn each_game_ends_by_resignation_agreement_and_time() {
    for kind in GameKind::ALL {
        let f = Fixture::new();
        let s = &f.service;
        // Resignation.
        let id = f.start(kind, &alice(), &bob(), &here());
        f.play_first_legal(&id, &alice(), &bob());
        s.resign(&alice(), &here(), None).unwrap();
        assert_eq!(
            f.doc(&id).finished.unwrap().outcome.status(kind),
            format!("win:{}:resignation", kind.side_name(Side::Second))
        );
        // Time.
        let id = f.start_with(kind, &alice(), &bob(), &here(), Some(HOUR));
        f.play_first_legal(&id, &alice(), &bob());
        f.clock.advance(2 * HOUR);
        s.tick().unwrap();
        assert_eq!(
            f.doc(&id).finished.unwrap().outcome.status(kind),
            format!("win:{}:time", kind.side_name(Side::First))
        );
        // Agreement (Topo only after 20 moves each and a capture: see the next test).
        if kind != GameKind::Topo {
            let id = f.start(kind, &alice(), &bob(), &here());
            s.draw(&bob(), &here(), None, DrawAction::Offer).unwrap();
            s.draw(&alice(), &here(), None, DrawAction::Accept).unwrap();
            assert_eq!(
                f.doc(&id).finished.unwrap().outcome.status(kind),
                "draw:agreement"
            );
        }
    }
}

#[test]
fn topo_draws_by_agreement_only_after_twenty_moves_each_and_a_capture() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Topo, &alice(), &bob(), &here());
    let e = user_error(s.draw(&alice(), &here(), None, DrawAction::Offer));
    match e {
        e @ UserError::DrawNotAllowed(_) => assert_eq!(
            e.to_string(),
            "a draw can be agreed only after 20 moves each and a first capture: White needs 20 \
             more moves, Black 20 more, and no piece has been captured yet"
        ),
        other => panic!("{other:?}"),
    }
    // Play on (random legal moves, kept from ending the game) until the rule allows it.
    let mut rng = Rng(77);
    let mut allowed = false;
    for _ in 0..400 {
        let doc = f.doc(&id);
        if !doc.is_active() {
            break;
        }
        if replay(&doc.record()).unwrap().draw_offer_allowed().is_ok() {
            allowed = true;
            break;
        }
        f.playout(&id, &alice(), &bob(), 1, |_, _| rng.next());
    }
    if !allowed {
        eprintln!("this playout ended before rule 9 allowed a draw; nothing more to check");
        return;
    }
    assert!(f.doc(&id).moves.len() >= 40);
    s.draw(&alice(), &here(), None, DrawAction::Offer).unwrap();
    s.draw(&bob(), &here(), None, DrawAction::Accept).unwrap();
    assert_eq!(
        f.doc(&id).finished.unwrap().outcome.status(GameKind::Topo),
        "draw:agreement"
    );
}

#[test]
fn replies_carry_pictures_when_the_renderer_works() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::new(START);
    let s = Service::open(dir.path(), Arc::new(clock), ServiceConfig::default()).unwrap();
    for kind in GameKind::ALL {
        s.challenge(
            &alice(),
            &here(),
            ChallengeRequest {
                game: kind,
                opponent: Some(bob()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
        let started = s.accept(&bob(), &here(), None).unwrap();
        let id = started.started.unwrap().game;
        let png = started.reply.image().expect("the start board is drawn");
        assert!(png.bytes.starts_with(b"\x89PNG"), "{kind}");
        let first = s.suggest_moves(&alice(), &here(), Some(id.as_str()), "")[0]
            .canonical
            .clone();
        let moved = s
            .play(&alice(), &here(), Some(id.as_str()), &first)
            .unwrap();
        let picture = moved.reply.image().unwrap();
        assert_eq!(picture.filename, format!("{id}-1.png"));
        assert!(picture.bytes.starts_with(b"\x89PNG"));
        s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
        let export = s.export(&alice(), &here(), Some(id.as_str())).unwrap();
        let gif = export
            .attachments
            .iter()
            .find(|a| a.filename.ends_with(".gif"))
            .expect("a replay");
        assert!(gif.bytes.starts_with(b"GIF8"));
        let rules = s.rules(kind).unwrap();
        assert!(rules.image().is_some());
    }
}

#[test]
fn moves_are_read_in_the_players_notation_and_refusals_explain_the_rule() {
    {
        let f = Fixture::new();
        let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
        // WXF is accepted and stored in ICCS.
        let r = f.service.play(&alice(), &here(), None, "C2=5").unwrap();
        assert!(
            r.reply.text.en().contains("C2=5") && r.reply.text.en().contains("h2e2"),
            "{}",
            r.reply.text.en()
        );
        assert_eq!(f.doc(&id).moves, ["h2e2"]);
    }
    {
        let f = Fixture::new();
        f.start(GameKind::Topo, &alice(), &bob(), &here());
        f.service.play(&alice(), &here(), None, "e2e4").unwrap();
        f.service.play(&bob(), &here(), None, "e7e5").unwrap();
        let e = user_error(f.service.play(&alice(), &here(), None, "f1c4"));
        assert!(
            e.to_string()
                .contains("the Pesce on f1 cannot move until your Lepre has moved"),
            "{e}"
        );
    }
}

#[test]
fn exported_records_replay_to_the_same_game() {
    for kind in GameKind::ALL {
        let f = Fixture::new();
        let id = f.start(kind, &alice(), &bob(), &here());
        let mut rng = Rng(5 + kind as u64);
        f.playout(&id, &alice(), &bob(), 45, |_, _| rng.next());
        let doc = f.doc(&id);
        let text = f.service.record_text(&doc);
        // Moves are the tokens after the blank line, minus move numbers and the result.
        let body = text.split("\n\n").nth(1).unwrap();
        let moves: Vec<String> = body
            .split_whitespace()
            .filter(|t| !t.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
            .map(str::to_string)
            .collect();
        assert_eq!(moves, doc.moves, "{kind}:\n{text}");
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        let game = replay(&kibitz::games::GameRecord {
            kind,
            start: None,
            moves,
        })
        .unwrap();
        assert_eq!(game.position(), doc.position);
    }
}
