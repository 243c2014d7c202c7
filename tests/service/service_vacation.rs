//! Vacations (`/vacation`): the clocks of a player's games stand still while they are away, the
//! vacation ends when its days run out, with `/vacation end` or with their first move, a clock
//! that runs out starts one by itself, and the days are counted once, per calendar year.

use crate::service_support::*;
use kibitz::games::GameKind;
use kibitz::service::*;
use std::time::Duration;

/// The fixture with vacations as configured by `change`.
fn fixture_with(change: impl FnOnce(&mut ServiceConfig)) -> Fixture {
    let mut config = config();
    change(&mut config);
    Fixture::with_config(config)
}

/// A game where alice is to move (against bob), and one where carol is (against alice), both
/// in `here()`, a day into alice's 3 days.
fn two_games(f: &Fixture) -> (GameId, GameId) {
    let with_bob = f.start(some_kind(), &alice(), &bob(), &here());
    let with_carol = f.start(some_kind(), &carol(), &alice(), &elsewhere());
    f.clock.advance(DAY);
    (with_bob, with_carol)
}

/// Alice's `/vacation status` in `place`, in English.
fn status(f: &Fixture, place: &Place) -> String {
    status_in(f, &alice(), place)
}

/// `who`'s `/vacation status` in `place`, in English.
fn status_in(f: &Fixture, who: &Actor, place: &Place) -> String {
    f.service.vacation_status(who, place).unwrap().text.en()
}

/// What a refused command says, in English.
fn refusal<T: std::fmt::Debug>(result: ServiceResult<T>) -> String {
    result.unwrap_err().user_message().unwrap().en()
}

fn texts(notices: &[Notice]) -> Vec<String> {
    notices.iter().map(|n| n.text.en()).collect()
}

#[test]
fn a_vacation_stops_the_clocks_where_it_is_your_turn_and_tells_the_opponents() {
    let f = Fixture::new();
    let (with_bob, with_carol) = two_games(&f);
    let started = f
        .service
        .vacation_start(&alice(), &here(), Some(5))
        .unwrap();
    let said = started.reply.text.en();
    assert!(started.reply.ephemeral);
    assert!(said.contains("You are on vacation until"), "{said}");
    assert!(
        said.contains("(5 days; 25 days left this year after it)"),
        "{said}"
    );
    assert!(said.contains("The clock of 1 game is stopped"), "{said}");

    // Her clock with bob stands still with the 2 days she had; carol's turn runs as before.
    let doc = f.doc(&with_bob);
    assert_eq!(doc.deadline, None);
    let pause = doc.paused.expect("alice's clock is stopped");
    assert_eq!(pause.left, 2 * 86_400);
    assert_eq!(pause.until, START.plus(DAY * 6));
    assert!(f.doc(&with_carol).deadline.is_some());
    assert_eq!(f.doc(&with_carol).paused, None);

    // Both opponents are told, in their games' channels.
    let told = texts(&started.notices);
    assert_eq!(started.notices.len(), 2, "{told:?}");
    let to_bob = started
        .notices
        .iter()
        .find(|n| n.user == bob().user)
        .unwrap();
    assert_eq!(to_bob.kind, NoticeKind::Vacation);
    assert_eq!(to_bob.channel, here().channel);
    assert!(
        to_bob.text.en().contains("alice is on vacation until")
            && to_bob.text.en().contains("(29 days left this year)")
            && to_bob.text.en().contains("is stopped"),
        "{told:?}"
    );
    assert!(told
        .iter()
        .any(|t| t.contains("their clock will stand still")));

    // Bob's board and list say so.
    let board = f
        .service
        .board(&bob(), &here(), None, None)
        .unwrap()
        .text
        .en();
    assert!(
        board.contains("clock stopped for a vacation (2 days left"),
        "{board}"
    );
    assert!(board.contains("alice is on vacation until"), "{board}");
    let list = f.service.games(&bob(), &here()).unwrap().text.en();
    assert!(list.contains("on vacation until"), "{list}");

    // Ten days on (ticking all along): nobody lost on time, and when the 5 days ran out the
    // clock went on with exactly the 2 days it had.
    for _ in 0..5 {
        f.clock.advance(DAY);
        f.service.tick().unwrap();
    }
    let doc = f.doc(&with_bob);
    assert!(doc.is_active());
    assert_eq!(doc.paused, None);
    assert_eq!(doc.deadline, Some(START.plus(DAY * 8)));
    let status = status(&f, &here());
    assert!(
        status.contains("you used 5 days of 30: 25 days are left"),
        "{status}"
    );
}

#[test]
fn the_clock_runs_again_when_the_days_run_out_and_the_player_is_told() {
    let f = Fixture::new();
    let (with_bob, _) = two_games(&f);
    f.service
        .vacation_start(&alice(), &here(), Some(2))
        .unwrap();
    f.clock.advance(DAY * 2);
    let notices = f.service.tick().unwrap();
    let told = texts(&notices);
    let to_alice = notices
        .iter()
        .find(|n| n.user == alice().user && n.kind == NoticeKind::Reminder)
        .unwrap();
    assert!(
        to_alice
            .text
            .en()
            .contains("Your vacation is over: your clock in game"),
        "{told:?}"
    );
    assert!(
        told.iter()
            .any(|t| t.contains("alice is back from vacation")),
        "{told:?}"
    );
    assert_eq!(
        f.doc(&with_bob).deadline,
        Some(START.plus(DAY * 3).plus(DAY * 2))
    );
    // Nothing more at the next tick: the restart happened once.
    f.clock.advance(Duration::from_secs(60));
    assert!(f.service.tick().unwrap().is_empty());
}

#[test]
fn a_game_that_becomes_your_turn_starts_with_its_clock_stopped() {
    let f = Fixture::new();
    let (_, with_carol) = two_games(&f);
    f.service
        .vacation_start(&alice(), &here(), Some(4))
        .unwrap();
    // Carol moves: alice's turn starts stopped, with her whole 3 days.
    let moved = f.play_first_legal(&with_carol, &carol(), &alice());
    let doc = f.doc(&with_carol);
    assert_eq!(doc.deadline, None);
    assert_eq!(doc.paused.map(|p| p.left), Some(3 * 86_400));
    // She is still told it is her move (by mention in the reply, her preference).
    assert!(moved.reply.mentions.contains(&alice().user));
    let board = moved.reply.text.en();
    assert!(board.contains("clock stopped for a vacation"), "{board}");
    // And no reminder comes while she is away.
    f.clock.advance(DAY * 3);
    let notices = f.service.tick().unwrap();
    assert!(
        !notices.iter().any(|n| n.kind == NoticeKind::Reminder),
        "{:?}",
        texts(&notices)
    );
    assert!(f.doc(&with_carol).is_active());
}

#[test]
fn the_first_move_in_any_game_ends_the_vacation() {
    let f = Fixture::new();
    let (with_bob, with_carol) = two_games(&f);
    f.play_first_legal(&with_carol, &carol(), &alice());
    f.service.vacation_start(&alice(), &here(), None).unwrap();
    assert!(f.doc(&with_carol).paused.is_some());
    f.clock.advance(HOUR * 30);
    let moved = f.play_first_legal(&with_bob, &alice(), &bob());
    let said = moved.reply.text.en();
    assert!(
        said.contains("That move ended your vacation (2 days used, 28 days left this year)"),
        "{said}"
    );
    // Her other clock runs again with the whole time it had (she had not used any of it).
    let doc = f.doc(&with_carol);
    assert_eq!(doc.paused, None);
    assert_eq!(doc.deadline, Some(f.clock.now().plus(DAY * 3)));
    assert!(moved
        .notices
        .iter()
        .any(|n| n.user == carol().user && n.text.en().contains("back from vacation")));
    let status = status(&f, &here());
    assert!(status.contains("You are not on vacation"), "{status}");
}

#[test]
fn vacation_end_gives_back_exactly_the_time_that_was_left() {
    let f = Fixture::new();
    let (with_bob, _) = two_games(&f);
    f.service
        .vacation_start(&alice(), &here(), Some(10))
        .unwrap();
    f.clock.advance(HOUR * 3);
    let ended = f.service.vacation_end(&alice(), &here()).unwrap();
    let said = ended.reply.text.en();
    assert!(
        said.contains("(1 day used, 29 days left this year)"),
        "{said}"
    );
    assert_eq!(f.doc(&with_bob).deadline, Some(f.clock.now().plus(DAY * 2)));
    // Ending twice: the second is refused with what to do.
    let error = f.service.vacation_end(&alice(), &here()).unwrap_err();
    assert!(
        error
            .user_message()
            .unwrap()
            .en()
            .contains("you are not on vacation"),
        "{error}"
    );
}

#[test]
fn a_clock_that_runs_out_starts_a_vacation_instead_of_a_loss_until_the_days_are_spent() {
    let f = fixture_with(|c| {
        c.vacation_days_per_year = 2;
        c.automatic_vacation = true;
    });
    let (with_bob, with_carol) = two_games(&f);
    f.play_first_legal(&with_carol, &carol(), &alice());
    // Alice forgot: her 3 days with bob run out.
    f.clock.advance(DAY * 2 + Duration::from_secs(60));
    let notices = f.service.tick().unwrap();
    let told = texts(&notices);
    assert!(
        !notices.iter().any(|n| n.kind == NoticeKind::TimeLoss),
        "{told:?}"
    );
    let to_alice = notices
        .iter()
        .find(|n| n.user == alice().user && n.kind == NoticeKind::Vacation)
        .unwrap();
    let said = to_alice.text.en();
    assert!(
        said.contains("ran out, so you are on vacation instead"),
        "{said}"
    );
    assert!(
        said.contains("1 day left this year; 2 clocks stopped"),
        "{said}"
    );
    assert!(
        told.iter()
            .any(|t| t.contains("alice is on vacation until")),
        "{told:?}"
    );
    let doc = f.doc(&with_bob);
    assert!(doc.is_active());
    // The clock that ran out keeps the reminder's share (20% of 3 days) for her return.
    assert_eq!(doc.paused.map(|p| p.left), Some(51_840));
    assert!(f.doc(&with_carol).paused.is_some(), "all her clocks stop");

    // The 2 days run out: the clocks run again, the one with bob with its 14.4 hours, and
    // she is reminded at once.
    f.clock.advance(DAY * 2);
    let notices = f.service.tick().unwrap();
    assert!(f.doc(&with_bob).deadline.is_some());
    f.clock.advance(Duration::from_secs(60));
    let notices = [notices, f.service.tick().unwrap()].concat();
    assert!(
        notices
            .iter()
            .any(|n| n.user == alice().user && n.kind == NoticeKind::Reminder),
        "{:?}",
        texts(&notices)
    );
    // No day left: now running out is a loss on time.
    f.clock.advance(HOUR * 15);
    let notices = f.service.tick().unwrap();
    assert!(notices.iter().any(|n| n.kind == NoticeKind::TimeLoss));
    assert!(!f.doc(&with_bob).is_active());
}

#[test]
fn without_automatic_vacations_a_clock_that_runs_out_loses() {
    let f = fixture_with(|c| c.automatic_vacation = false);
    let (with_bob, _) = two_games(&f);
    f.clock.advance(DAY * 2 + Duration::from_secs(60));
    f.service.tick().unwrap();
    assert!(!f.doc(&with_bob).is_active());
    let status = status(&f, &here());
    assert!(status.contains("do not start by themselves"), "{status}");
}

#[test]
fn the_budget_is_renewed_on_the_first_of_january() {
    let f = Fixture::new();
    // 2027-12-01 00:00 UTC: all 30 days, to the last day of the year.
    f.clock.set(Timestamp(1_827_619_200));
    f.service.vacation_start(&alice(), &here(), None).unwrap();
    f.clock.advance(DAY * 30);
    let error = f
        .service
        .vacation_start(&alice(), &here(), Some(1))
        .unwrap_err();
    assert!(
        error
            .user_message()
            .unwrap()
            .en()
            .contains("you have used all your 30 vacation days this year"),
        "{error}"
    );
    // 2028-01-01: a whole budget again (the old year's days do not carry over either way).
    f.clock.set(Timestamp(1_830_297_600));
    let status = status(&f, &here());
    assert!(
        status.contains("you used 0 days of 30: 30 days are left"),
        "{status}"
    );
    f.service
        .vacation_start(&alice(), &here(), Some(3))
        .unwrap();
}

#[test]
fn a_server_may_allow_fewer_days_or_none_for_its_games() {
    let f = Fixture::new();
    let (with_bob, with_carol) = two_games(&f);
    f.play_first_legal(&with_carol, &carol(), &alice());
    // `here` allows no vacation; `elsewhere` allows 1 day.
    let off = f.service.set_vacation_days(&here(), 0).unwrap().text.en();
    assert!(off.contains("no longer stop the clocks"), "{off}");
    f.service.set_vacation_days(&elsewhere(), 1).unwrap();
    f.service
        .vacation_start(&alice(), &here(), Some(5))
        .unwrap();
    assert_eq!(
        f.doc(&with_bob).paused,
        None,
        "no vacation in this server's games"
    );
    let stopped = f.doc(&with_carol).paused.unwrap();
    assert_eq!(stopped.until, f.clock.now().plus(DAY));
    // A day on, that server's day is used: its clock runs though the vacation goes on.
    f.clock.advance(DAY);
    f.service.tick().unwrap();
    let doc = f.doc(&with_carol);
    assert_eq!(doc.deadline, Some(f.clock.now().plus(DAY * 3)));
    let board = f
        .service
        .board(&carol(), &elsewhere(), Some(with_carol.as_str()), None)
        .unwrap()
        .text
        .en();
    assert!(
        board.contains("this server's vacation days are used"),
        "{board}"
    );
    let status = status(&f, &elsewhere());
    assert!(status.contains("at most 1 day a year"), "{status}");
}

#[test]
fn downtime_and_vacation_never_count_the_same_day_twice() {
    let f = Fixture::new();
    let (with_bob, with_carol) = two_games(&f);
    f.service
        .vacation_start(&alice(), &here(), Some(3))
        .unwrap();
    let carol_deadline = f.doc(&with_carol).deadline.unwrap();
    f.service.tick().unwrap();
    // The bot is down for two days of the vacation.
    let mut f = f;
    let service = f.service;
    drop(service);
    f.clock.advance(DAY * 2);
    f.service = reopen(f.dir.path(), &f.clock);
    // Carol's running clock is made up for; alice's stopped one is not moved.
    assert_eq!(
        f.doc(&with_carol).deadline,
        Some(carol_deadline.plus(DAY * 2))
    );
    let doc = f.doc(&with_bob);
    assert_eq!(doc.paused.map(|p| p.left), Some(2 * 86_400));
    f.clock.advance(DAY);
    f.service.tick().unwrap();
    assert_eq!(
        f.doc(&with_bob).deadline,
        Some(f.clock.now().plus(DAY * 2)),
        "the clock goes on with the 2 days it had"
    );
}

#[test]
fn the_computer_never_takes_a_vacation_but_stands_still_for_yours() {
    let f = Fixture::new();
    let challenge = ComputerChallenge {
        game: some_kind(),
        level: Some(1),
        side: SideChoice::First,
        time_per_move: None,
    };
    let started = f
        .service
        .challenge_computer(&alice(), &here(), challenge)
        .unwrap();
    let id = started.started.unwrap().game;
    f.service
        .vacation_start(&alice(), &here(), Some(2))
        .unwrap();
    assert!(f.doc(&id).paused.is_some(), "alice's clock stands still");
    f.clock.advance(DAY * 10);
    f.service.tick().unwrap();
    assert!(f.doc(&id).is_active());
}

#[test]
fn absurd_day_counts_and_repeated_commands_get_clear_answers() {
    let f = fixture_with(|c| c.vacation_days_per_year = 10);
    let refuse = |days: Option<u32>| refusal(f.service.vacation_start(&alice(), &here(), days));
    assert!(
        refuse(Some(0)).contains("ask for 1 to 366 days"),
        "{}",
        refuse(Some(0))
    );
    assert!(refuse(Some(400)).contains("ask for 1 to 366 days"));
    assert!(
        refuse(Some(11)).contains("you have only 10 days of vacation left this year"),
        "{}",
        refuse(Some(11))
    );
    f.service
        .vacation_start(&alice(), &here(), Some(2))
        .unwrap();
    assert!(refuse(Some(1)).contains("you are on vacation already, until"));
    let error = refusal(f.service.set_vacation_days(&here(), 999));
    assert!(error.contains("ask for 1 to 366 days"), "{error}");
    // A bot without vacations says so.
    let off = fixture_with(|c| c.vacation_days_per_year = 0);
    let error = refusal(off.service.vacation_start(&alice(), &here(), None));
    assert!(error.contains("vacations are turned off"), "{error}");
}

#[test]
fn a_restart_keeps_the_vacation_and_its_stopped_clocks() {
    let f = Fixture::new();
    let (with_bob, _) = two_games(&f);
    f.service
        .vacation_start(&alice(), &here(), Some(3))
        .unwrap();
    let f = f.restart();
    assert!(f.doc(&with_bob).paused.is_some());
    let status = status(&f, &here());
    assert!(status.contains("You are on vacation until"), "{status}");
}

/// Vacations and conditional lines together: a line answers for its author while they are
/// away (their vacation goes on, their next turn starts stopped), and a move of a player on
/// vacation that a line answers still ends that player's vacation, with their clock running.
#[test]
fn conditional_lines_answer_for_a_player_away_and_a_move_they_answer_ends_a_vacation() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    // Bob foresees alice's first two moves, then goes away.
    s.conditional_add(&bob(), &here(), None, "h2e2 h9g7 b0c2 b9c7")
        .unwrap();
    s.vacation_start(&bob(), &here(), Some(5)).unwrap();
    // Alice's move is answered by bob's line: bob's vacation goes on.
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    assert_eq!(f.doc(&id).moves, ["h2e2", "h9g7"]);
    assert!(status_in(&f, &bob(), &here()).contains("You are on vacation until"));
    // Alice goes away too; her next move is answered by bob's line: it is her move that ends
    // her vacation, and her clock runs again though the answer made it her turn at once.
    s.vacation_start(&alice(), &here(), Some(5)).unwrap();
    f.clock.advance(HOUR);
    let moved = s.play(&alice(), &here(), None, "b0c2").unwrap();
    assert!(
        moved
            .reply
            .text
            .en()
            .contains("That move ended your vacation"),
        "{}",
        moved.reply.text.en()
    );
    let doc = f.doc(&id);
    assert_eq!(doc.moves.len(), 4);
    assert_eq!(doc.paused, None);
    assert_eq!(doc.deadline, Some(f.clock.now().plus(DAY * 3)));
    assert!(status_in(&f, &alice(), &here()).contains("You are not on vacation"));
    assert!(status_in(&f, &bob(), &here()).contains("You are on vacation until"));
}

/// The vacation record is the truth and the games follow it: a clock still running because a
/// process died while stopping them is stopped by the tick, with what it had when the vacation
/// began, even when its deadline passed meanwhile — never lost on time.
#[test]
fn a_clock_left_running_by_a_process_that_died_is_stopped_by_the_tick() {
    let f = Fixture::new();
    let (with_bob, _) = two_games(&f);
    let running = f.doc(&with_bob);
    f.service
        .vacation_start(&alice(), &here(), Some(5))
        .unwrap();
    // As if the process had died after writing the vacation, before stopping this clock.
    let mut stale = f.doc(&with_bob);
    stale.paused = None;
    stale.deadline = running.deadline;
    stale.event_at = running.event_at;
    f.service.store().update_game(&stale, &[]).unwrap();
    // Past that deadline, the tick stops the clock instead of ending the game.
    f.clock.advance(DAY * 2 + HOUR);
    let notices = f.service.tick().unwrap();
    assert!(
        !notices.iter().any(|n| n.game.as_ref() == Some(&with_bob)
            && matches!(n.kind, NoticeKind::TimeLoss | NoticeKind::Reminder)),
        "{:?}",
        texts(&notices)
    );
    let doc = f.doc(&with_bob);
    assert!(doc.is_active());
    assert_eq!(doc.deadline, None);
    assert_eq!(
        doc.paused.map(|p| p.left),
        Some(2 * 86_400),
        "as when it began"
    );
}
