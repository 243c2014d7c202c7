//! Flood limits: open challenges and active games per user, and the per-user command rate (on
//! the injected clock). Each limit leaves the other users alone.

use crate::service_support;

use kibitz::service::*;
use service_support::*;
use std::time::Duration;

fn challenge_of(opponent: Option<Actor>) -> ChallengeRequest {
    ChallengeRequest {
        game: some_kind(),
        opponent,
        side: SideChoice::First,
        time_per_move: None,
    }
}

fn limited(challenges: usize, games: usize, rate: Option<CommandRate>) -> Fixture {
    Fixture::with_config(ServiceConfig {
        max_open_challenges: challenges,
        max_active_games: games,
        command_rate: rate,
        ..config()
    })
}

#[test]
fn the_defaults_are_the_documented_ones() {
    let defaults = ServiceConfig::default();
    assert_eq!(defaults.max_open_challenges, 10);
    assert_eq!(defaults.max_active_games, 50);
    assert_eq!(
        defaults.command_rate,
        Some(CommandRate {
            per_minute: 20,
            burst: 10
        })
    );
}

#[test]
fn open_challenges_are_limited_per_user() {
    let f = limited(3, 50, None);
    let s = &f.service;
    s.challenge(&alice(), &here(), challenge_of(None)).unwrap();
    f.clock.advance(HOUR);
    s.challenge(&alice(), &here(), challenge_of(Some(bob())))
        .unwrap();
    let last = s
        .challenge(&alice(), &here(), challenge_of(Some(carol())))
        .unwrap();
    let refused = s.challenge(&alice(), &here(), challenge_of(None));
    let error = user_error(refused);
    assert_eq!(
        error.message().en(),
        "you already have 3 open challenges: cancel one (`/cancel`) or wait for answers \
         (the first expires in 23 hours)"
    );
    // Someone else is not affected.
    s.challenge(&bob(), &here(), challenge_of(Some(carol())))
        .unwrap();
    // Withdrawing one makes room.
    let id = last.reply.buttons[2].custom_id();
    s.press(&alice(), &here(), &id).unwrap();
    s.challenge(&alice(), &here(), challenge_of(Some(dave())))
        .unwrap();
    // So does expiry: the first two expire after 24 h.
    assert!(s.challenge(&alice(), &here(), challenge_of(None)).is_err());
    f.clock.advance(23 * HOUR);
    s.challenge(&alice(), &here(), challenge_of(None)).unwrap();
}

#[test]
fn active_games_are_limited_per_user_when_challenging_and_accepting() {
    let f = limited(10, 2, None);
    let s = &f.service;
    // Made while alice still had room; dave answers later.
    let waiting = s
        .challenge(&alice(), &here(), challenge_of(Some(dave())))
        .unwrap();
    let first = f.start(some_kind(), &alice(), &bob(), &here());
    f.start(some_kind(), &alice(), &carol(), &elsewhere());
    let expected = "you already have 2 active games: finish one before starting another";
    // alice may not challenge…
    let error = user_error(s.challenge(&alice(), &here(), challenge_of(Some(bob()))));
    assert_eq!(error.message().en(), expected);
    // …nor accept…
    s.challenge(&bob(), &here(), challenge_of(Some(alice())))
        .unwrap();
    let error = user_error(s.accept(&alice(), &here(), None));
    assert_eq!(error.message().en(), expected);
    // …nor have her earlier challenge accepted.
    let accept = waiting.reply.buttons[0].custom_id();
    let error = user_error(s.press(&dave(), &here(), &accept));
    assert_eq!(
        error.message().en(),
        "alice already has 2 active games: this challenge can be accepted once one of them ends"
    );
    // The others play on: bob (one game) starts a second one with carol.
    f.start(some_kind(), &bob(), &carol(), &here());
    // When a game ends there is room again.
    s.resign(&alice(), &here(), Some(first.as_str())).unwrap();
    s.press(&dave(), &here(), &accept).unwrap();
}

#[test]
fn commands_are_rate_limited_per_user_with_a_burst() {
    let rate = CommandRate {
        per_minute: 20,
        burst: 10,
    };
    let f = limited(10, 50, Some(rate));
    let s = &f.service;
    for _ in 0..10 {
        s.games(&alice(), &here()).unwrap();
    }
    let error = user_error(s.games(&alice(), &here()));
    assert_eq!(
        error,
        UserError::TooFast {
            retry_in: Duration::from_secs(3)
        }
    );
    assert_eq!(
        error.message().en(),
        "you are sending commands too fast: try again in 3 seconds"
    );
    // Every command counts, whatever it is, and a refused one says the same.
    assert!(matches!(
        user_error(s.challenge(&alice(), &here(), challenge_of(None))),
        UserError::TooFast { .. }
    ));
    // Another user is not affected.
    for _ in 0..10 {
        s.games(&bob(), &here()).unwrap();
    }
    // 20 a minute: one more every 3 seconds.
    f.clock.advance(Duration::from_secs(3));
    s.games(&alice(), &here()).unwrap();
    assert!(s.games(&alice(), &here()).is_err());
    // After a pause the burst is back.
    f.clock.advance(Duration::from_secs(60));
    for _ in 0..10 {
        s.games(&alice(), &here()).unwrap();
    }
}

#[test]
fn buttons_count_autocomplete_and_being_named_do_not() {
    let rate = CommandRate {
        per_minute: 20,
        burst: 10,
    };
    let f = limited(10, 50, Some(rate));
    let s = &f.service;
    // alice challenges bob: bob is named, which costs him nothing.
    let id = f.start(some_kind(), &alice(), &bob(), &here());
    for _ in 0..100 {
        s.suggest_moves(&alice(), &here(), None, "h");
        s.game_choices(&alice(), &here(), "", GameFilter::Active);
    }
    // alice has used one command (the challenge); nine are left.
    for _ in 0..9 {
        s.games(&alice(), &here()).unwrap();
    }
    let board = Action::ShowBoard(id).custom_id();
    assert!(matches!(
        user_error(s.press(&alice(), &here(), &board)),
        UserError::TooFast { .. }
    ));
    // bob has used one (pressing Accept): a button counts like a command.
    for _ in 0..9 {
        s.press(&bob(), &here(), &board).unwrap();
    }
    assert!(matches!(
        user_error(s.press(&bob(), &here(), &board)),
        UserError::TooFast { .. }
    ));
}
