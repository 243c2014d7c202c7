//! Deadlines with an injected clock: one reminder at 20% left, loss on time, both correct after
//! a restart, and no forfeits for the bot's own downtime.

use crate::service_support;

use kibitz::games::Side;
use kibitz::service::*;
use kibitz::store::BoardScope;
use service_support::*;

#[test]
fn one_reminder_when_a_fifth_of_the_time_is_left_then_loss_on_time() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    // 10 hours per move: the reminder is due 8 hours after the move.
    let id = f.start_with(kind, &alice(), &bob(), &here(), Some(10 * HOUR));
    // A move each at once (a loss on time before the second move would be aborted unrated):
    // alice is to move again, with 10 hours from now.
    f.play_first_legal(&id, &alice(), &bob());
    f.play_first_legal(&id, &alice(), &bob());
    f.clock
        .advance(8 * HOUR - std::time::Duration::from_secs(60));
    assert!(s.tick().unwrap().is_empty(), "not yet");
    f.clock.advance(2 * std::time::Duration::from_secs(60));
    let notices = s.tick().unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    assert_eq!(notices[0].user, alice().user);
    assert_eq!(notices[0].channel, ChannelId(200));
    assert_eq!(notices[0].delivery, NotifyPref::Mention);
    assert!(
        notices[0].text.en().contains("1 hour 59 minutes left"),
        "{}",
        notices[0].text.en()
    );
    assert!(matches!(
        Action::from_custom_id(&notices[0].buttons[0].custom_id()),
        Some(Action::ShowBoard(g)) if g == id
    ));
    // The reminder carries the board, as a card with the deadline.
    let card = notices[0].card.as_ref().expect("the reminder's board card");
    assert_eq!(card.colour, Some((kind, Side::First)), "alice to move");
    assert!(
        card.fields
            .iter()
            .any(|f| f.name.id == "embed-field-deadline"),
        "{card:?}"
    );
    assert!(notices[0].board_text.is_some());
    // Only one reminder per move.
    f.clock.advance(HOUR);
    assert!(s.tick().unwrap().is_empty());
    f.clock.advance(HOUR);
    let notices = s.tick().unwrap();
    assert_eq!(notices.len(), 2, "both players hear of the loss on time");
    assert!(notices.iter().all(|n| n.kind == NoticeKind::TimeLoss));
    // Each is the final board as a card, in the winner's colour, with both rating changes.
    for notice in &notices {
        let card = notice.card.as_ref().expect("the end's card");
        assert_eq!(card.colour, Some((kind, Side::Second)), "bob won");
        let ratings = card
            .fields
            .iter()
            .filter(|f| f.name.id == "embed-field-rating")
            .count();
        assert_eq!(ratings, 2, "{card:?}");
    }
    let finished = f.doc(&id).finished.unwrap();
    assert_eq!(finished.outcome.winner(), Some(Side::Second));
    assert_eq!(finished.outcome.reason().as_str(), "time");
    let bob_row = s
        .store()
        .rating(BoardScope::Global, kind, bob().user)
        .unwrap()
        .unwrap();
    assert_eq!((bob_row.wins, bob_row.points), (1, 1.0));
    assert!(s.tick().unwrap().is_empty(), "nothing left to do");
}

#[test]
fn each_move_gets_a_fresh_deadline_and_reminder() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(10 * HOUR));
    f.clock.advance(9 * HOUR);
    assert_eq!(s.tick().unwrap().len(), 1, "alice reminded");
    f.play_first_legal(&id, &alice(), &bob());
    let doc = f.doc(&id);
    assert_eq!(doc.deadline, Some(START.plus(19 * HOUR)));
    assert!(!doc.reminded);
    f.clock
        .advance(8 * HOUR + std::time::Duration::from_secs(1));
    let notices = s.tick().unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].user, bob().user, "now bob is reminded");
}

#[test]
fn a_move_after_the_deadline_loses_on_time_even_before_the_tick() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(HOUR));
    f.clock.advance(2 * HOUR);
    let legal = s.suggest_moves(&alice(), &here(), None, "");
    let response = s
        .play(&alice(), &here(), None, &legal[0].canonical)
        .unwrap();
    assert!(
        response.reply.text.en().contains("lost on time"),
        "{}",
        response.reply.text.en()
    );
    assert_eq!(response.reply.mentions, [bob().user], "the winner is told");
    let doc = f.doc(&id);
    assert!(doc.moves.is_empty());
    assert_eq!(doc.finished.unwrap().outcome.reason().as_str(), "time");
}

#[test]
fn reminders_and_time_losses_survive_a_restart() {
    let mut f = Fixture::new();
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(10 * HOUR));
    f.clock.advance(HOUR);
    assert!(f.service.tick().unwrap().is_empty());
    f = f.restart();
    f.clock
        .advance(7 * HOUR + std::time::Duration::from_secs(1));
    let notices = f.service.tick().unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    f = f.restart();
    // The reminder is not sent twice after a restart.
    assert!(f.service.tick().unwrap().is_empty());
    f.clock.advance(2 * HOUR);
    let notices = f.service.tick().unwrap();
    assert!(notices.iter().all(|n| n.kind == NoticeKind::TimeLoss) && notices.len() == 2);
    assert!(!f.doc(&id).is_active());
}

#[test]
fn every_deadline_is_extended_by_the_downtime() {
    let mut f = Fixture::new();
    let kind = some_kind();
    let short = f.start_with(kind, &alice(), &bob(), &here(), Some(10 * HOUR));
    let long = f.start_with(kind, &carol(), &bob(), &elsewhere(), Some(3 * DAY));
    f.clock.advance(5 * HOUR);
    f.service.tick().unwrap();
    // The bot goes down for 12 hours: the 10-hour deadline passes meanwhile.
    let service = f.service;
    drop(service);
    f.clock.advance(12 * HOUR);
    f.service = reopen(f.dir.path(), &f.clock);
    let doc = f.doc(&short);
    assert!(doc.is_active());
    assert_eq!(
        doc.deadline,
        Some(START.plus(10 * HOUR + 12 * HOUR)),
        "extended by the 12 h down"
    );
    // The other deadline had not passed, but the downtime does not count against it either.
    assert_eq!(f.doc(&long).deadline, Some(START.plus(3 * DAY + 12 * HOUR)));
    // Both players to move are told; the reminder moves with the deadline (20% of 10 h
    // before it, at 20 h), then the loss at 22 h.
    let notices = f.service.tick().unwrap();
    assert_eq!(notices.len(), 2, "{notices:?}");
    let told: Vec<UserId> = notices.iter().map(|n| n.user).collect();
    assert!(told.contains(&alice().user) && told.contains(&carol().user));
    assert!(
        notices
            .iter()
            .all(|n| n.text.en().contains("down for 12 hours,")),
        "{notices:?}"
    );
    assert!(f.service.tick().unwrap().is_empty());
    f.clock
        .advance(3 * HOUR + std::time::Duration::from_secs(1));
    let notices = f.service.tick().unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    f.clock
        .advance(2 * HOUR - std::time::Duration::from_secs(60));
    assert!(f.service.tick().unwrap().is_empty());
    f.clock.advance(2 * std::time::Duration::from_secs(60));
    assert_eq!(f.service.tick().unwrap().len(), 2);
    assert!(!f.doc(&short).is_active());
}

#[test]
fn a_long_downtime_never_costs_a_loss_on_time() {
    let mut f = Fixture::new();
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(DAY));
    f.clock.advance(6 * HOUR);
    f.service.tick().unwrap();
    // alice has 18 h left when the bot stops; it is down for 10 days with 1 day per move.
    let service = f.service;
    drop(service);
    f.clock.advance(10 * DAY);
    f.service = reopen(f.dir.path(), &f.clock);
    let deadline = f.clock.now().plus(18 * HOUR);
    assert_eq!(f.doc(&id).deadline, Some(deadline), "she keeps her 18 h");
    let notices = f.service.tick().unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].user, alice().user);
    assert_eq!(notices[0].kind, NoticeKind::Reminder);
    let game = id.to_string();
    assert_eq!(
        notices[0].text.lines(),
        [msg!(
            "clock-downtime",
            down = 10 * DAY,
            left = 18 * HOUR,
            game = game.clone(),
            deadline = Arg::Time(deadline.0)
        )]
    );
    assert_eq!(
        notices[0].text.en(),
        format!(
            "The bot was down for 10 days, which does not count: you still have 18 hours to \
             move in game {game}, as when it stopped (new deadline {}).",
            kibitz::i18n::say(
                kibitz::i18n::Lang::En,
                &msg!("verbatim", text = Arg::Time(deadline.0))
            )
        )
    );
    assert!(f.doc(&id).is_active(), "not lost at the next tick");
    f.clock
        .advance(18 * HOUR - std::time::Duration::from_secs(60));
    f.service.tick().unwrap();
    assert!(f.doc(&id).is_active());
    f.clock.advance(2 * std::time::Duration::from_secs(60));
    f.service.tick().unwrap();
    assert!(
        !f.doc(&id).is_active(),
        "the clock runs again after the restart"
    );
}

#[test]
fn a_short_gap_is_made_up_quietly_unless_a_deadline_passed() {
    let mut f = Fixture::new();
    let short = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(HOUR));
    let long = f.start_with(some_kind(), &carol(), &bob(), &elsewhere(), Some(DAY));
    f.clock.advance(HOUR - std::time::Duration::from_secs(60));
    f.service.tick().unwrap();
    let service = f.service;
    drop(service);
    // Down 2 minutes: alice's last minute passed meanwhile; carol's deadline is far.
    f.clock.advance(std::time::Duration::from_secs(120));
    f.service = reopen(f.dir.path(), &f.clock);
    assert_eq!(
        f.doc(&short).deadline,
        Some(f.clock.now().plus(std::time::Duration::from_secs(60)))
    );
    assert_eq!(
        f.doc(&long).deadline,
        Some(START.plus(DAY + std::time::Duration::from_secs(120)))
    );
    let notices = f.service.tick().unwrap();
    assert_eq!(notices.len(), 1, "only alice is told: {notices:?}");
    assert_eq!(notices[0].user, alice().user);
    assert!(
        notices[0]
            .text
            .en()
            .contains("you still have 1 minute to move"),
        "{}",
        notices[0].text.en()
    );
    assert!(f.doc(&short).is_active());
}

#[test]
fn a_clock_gone_back_never_gives_more_than_the_time_per_move() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(DAY));
    f.service.tick().unwrap();
    // The clock goes back ten days while the bot runs (an NTP jump, a restored snapshot).
    let back = START.minus(10 * DAY);
    f.clock.set(back);
    let games = s.games(&alice(), &here()).unwrap().text.en();
    assert!(games.contains("1 day left"), "{games}");
    assert!(!games.contains("11 days"), "{games}");
    // The next tick finds the heartbeat in the future: the deadline comes back within reach.
    assert!(s.tick().unwrap().is_empty());
    assert_eq!(f.doc(&id).deadline, Some(back.plus(DAY)));
    // And the player loses on time a day later, not eleven.
    f.clock.advance(DAY + HOUR);
    let notices = s.tick().unwrap();
    assert!(
        notices.iter().any(|n| n.kind == NoticeKind::TimeLoss),
        "{notices:?}"
    );
    assert!(!f.doc(&id).is_active());
}

#[test]
fn a_heartbeat_in_the_future_is_no_downtime_and_keeps_no_extra_time() {
    let mut f = Fixture::new();
    let id = f.start_with(some_kind(), &alice(), &bob(), &here(), Some(DAY));
    f.service.tick().unwrap();
    // The bot stops; it comes back on a clock ten days behind the one it stopped with.
    let service = f.service;
    drop(service);
    let back = START.minus(10 * DAY);
    f.clock.set(back);
    f.service = reopen(f.dir.path(), &f.clock);
    let doc = f.doc(&id);
    assert_eq!(
        doc.deadline,
        Some(back.plus(DAY)),
        "no more than a whole time per move from now"
    );
    // No downtime was made up, so nobody hears of one.
    let notices = f.service.tick().unwrap();
    assert!(
        notices.iter().all(|n| !n.text.en().contains("down for")),
        "{notices:?}"
    );
    // The clock then runs on past the old heartbeat: still no downtime is found.
    f.clock.advance(DAY - HOUR);
    let notices = f.service.tick().unwrap();
    assert!(
        notices.iter().all(|n| n.kind == NoticeKind::Reminder),
        "{notices:?}"
    );
    assert_eq!(f.doc(&id).deadline, Some(back.plus(DAY)));
}
