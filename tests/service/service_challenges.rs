//! Challenges: addressed and open, sides, time per move, accept/decline/cancel, expiry.

use crate::service_support;

use kibitz::games::Side;
use kibitz::service::*;
use service_support::*;

fn request(opponent: Option<Actor>, side: SideChoice) -> ChallengeRequest {
    ChallengeRequest {
        game: some_kind(),
        opponent,
        side,
        time_per_move: None,
    }
}

#[test]
fn an_addressed_challenge_is_accepted_only_by_the_challenged_player() {
    let f = Fixture::new();
    let s = &f.service;
    let response = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::Second))
        .unwrap();
    assert_eq!(
        response.reply.mentions,
        [bob().user],
        "the challenged player is pinged"
    );
    let labels: Vec<String> = response
        .reply
        .buttons
        .iter()
        .map(|b| b.label.en())
        .collect();
    assert_eq!(labels, ["Accept", "Decline", "Cancel"]);

    assert_eq!(
        user_error(s.accept(&alice(), &here(), None)),
        UserError::NoChallengeForYou
    );
    let id = match Action::from_custom_id(&response.reply.buttons[0].custom_id()) {
        Some(Action::AcceptChallenge(id)) => id,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        user_error(s.accept(&alice(), &here(), Some(id.as_str()))),
        UserError::OwnChallenge
    );
    assert_eq!(
        user_error(s.accept(&carol(), &here(), Some(id.as_str()))),
        UserError::NotYourChallenge(id.clone())
    );
    let started = s.accept(&bob(), &here(), None).unwrap();
    let game = started.started.unwrap().game;
    let doc = s.game_doc(&game).unwrap();
    // alice asked for the second side.
    assert_eq!(doc.player(Side::Second).user, alice().user);
    assert_eq!(doc.player(Side::First).user, bob().user);
    assert_eq!(
        doc.deadline,
        Some(START.plus(3 * DAY)),
        "default 3 days per move"
    );
    assert_eq!(game.as_str().len(), 4);
    // The challenge is gone.
    assert!(matches!(
        user_error(s.accept(&bob(), &here(), Some(id.as_str()))),
        UserError::NoSuchChallenge(_)
    ));
}

#[test]
fn an_open_challenge_is_taken_by_anyone_but_the_challenger() {
    let f = Fixture::new();
    let s = &f.service;
    let response = s
        .challenge(&alice(), &here(), request(None, SideChoice::First))
        .unwrap();
    assert!(response.reply.mentions.is_empty());
    assert!(response.reply.text.en().contains("anyone"));
    assert_eq!(
        user_error(s.accept(&alice(), &here(), None)),
        UserError::NoChallengeForYou
    );
    let game = s
        .accept(&carol(), &here(), None)
        .unwrap()
        .started
        .unwrap()
        .game;
    let doc = s.game_doc(&game).unwrap();
    assert_eq!(doc.player(Side::First).user, alice().user);
    assert_eq!(doc.player(Side::Second).user, carol().user);
}

#[test]
fn random_sides_give_both_orders() {
    let f = Fixture::new();
    let s = &f.service;
    let mut firsts = std::collections::HashSet::new();
    for _ in 0..40 {
        s.challenge(&alice(), &here(), request(Some(bob()), SideChoice::Random))
            .unwrap();
        let game = s
            .accept(&bob(), &here(), None)
            .unwrap()
            .started
            .unwrap()
            .game;
        firsts.insert(s.game_doc(&game).unwrap().player(Side::First).user);
        s.resign(&alice(), &here(), Some(game.as_str())).unwrap();
        if firsts.len() == 2 {
            break;
        }
    }
    assert_eq!(firsts.len(), 2, "a coin toss gives each side sometimes");
}

#[test]
fn time_per_move_must_be_between_an_hour_and_two_weeks() {
    let f = Fixture::new();
    let s = &f.service;
    for (time, ok) in [
        (HOUR / 2, false),
        (HOUR, true),
        (14 * DAY, true),
        (15 * DAY, false),
    ] {
        let mut r = request(Some(bob()), SideChoice::First);
        r.time_per_move = Some(time);
        let result = s.challenge(&alice(), &here(), r);
        if ok {
            result.unwrap();
        } else {
            let e = user_error(result);
            assert!(matches!(e, UserError::TimeOutOfRange { .. }));
            let text = e.message().en();
            assert!(
                text.starts_with("time per move must be from 1 hour to 14 days (you asked for "),
                "{text}"
            );
        }
    }
    assert_eq!(
        user_error(s.challenge(&alice(), &here(), request(Some(alice()), SideChoice::First))),
        UserError::ChallengeYourself
    );
}

#[test]
fn a_length_of_time_is_shown_with_every_unit_asked_for() {
    let f = Fixture::new();
    let s = &f.service;
    // 1d 12h 30m: the challenge says all three units, not "1 day 12 hours".
    let mut r = request(Some(bob()), SideChoice::First);
    r.time_per_move = Some(DAY + 12 * HOUR + std::time::Duration::from_secs(30 * 60));
    let text = s.challenge(&alice(), &here(), r).unwrap().reply.text.en();
    assert!(
        text.contains("1 day 12 hours 30 minutes per move"),
        "{text}"
    );
    // 14d 1m is refused, and the refusal repeats what was asked, minute included.
    let mut r = request(Some(carol()), SideChoice::First);
    r.time_per_move = Some(14 * DAY + std::time::Duration::from_secs(60));
    let text = user_error(s.challenge(&alice(), &here(), r)).message().en();
    assert!(text.ends_with("(you asked for 14 days 1 minute)"), "{text}");
}

#[test]
fn decline_and_cancel_are_for_the_right_people() {
    let f = Fixture::new();
    let s = &f.service;
    let r = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    let decline = r.reply.buttons[1].custom_id();
    let cancel = r.reply.buttons[2].custom_id();
    assert!(matches!(
        user_error(s.press(&carol(), &here(), &decline)),
        UserError::NotYourChallenge(_)
    ));
    assert!(matches!(
        user_error(s.press(&bob(), &here(), &cancel)),
        UserError::NotTheChallenger(_)
    ));
    // The challenger withdraws rather than declines (their Decline button cancels).
    let Some(Action::DeclineChallenge(id)) = Action::from_custom_id(&decline) else {
        panic!("the second button declines")
    };
    let own = user_error(s.decline(&alice(), &here(), Some(id.as_str())));
    assert_eq!(own, UserError::DeclineOwnChallenge);
    assert_eq!(
        own.message().en(),
        "that is your own challenge: cancel it instead"
    );
    let declined = s.press(&bob(), &here(), &decline).unwrap();
    assert!(declined.reply.text.en().contains("declined"));
    assert_eq!(declined.reply.mentions, [alice().user]);
    assert!(matches!(
        user_error(s.accept(&bob(), &here(), None)),
        UserError::NoChallengeForYou
    ));

    s.challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    assert!(s
        .cancel(&alice(), &here(), None)
        .unwrap()
        .reply
        .text
        .en()
        .contains("withdrew"));
    assert!(matches!(
        user_error(s.accept(&bob(), &here(), None)),
        UserError::NoChallengeForYou
    ));
}

#[test]
fn an_unanswered_challenge_expires_after_a_day() {
    let f = Fixture::new();
    let s = &f.service;
    let r = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    let accept = r.reply.buttons[0].custom_id();
    f.clock.advance(23 * HOUR);
    assert!(s.tick().unwrap().is_empty());
    f.clock.advance(2 * HOUR);
    // Answering after the expiry, before the tick noticed.
    assert!(matches!(
        user_error(s.press(&bob(), &here(), &accept)),
        UserError::ChallengeExpired(_)
    ));

    let r = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    f.clock.advance(25 * HOUR);
    let notices = s.tick().unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].kind, NoticeKind::ChallengeExpired);
    assert_eq!(notices[0].user, alice().user);
    let Some(Action::AcceptChallenge(id)) = Action::from_custom_id(&r.reply.buttons[0].custom_id())
    else {
        panic!("the first button accepts")
    };
    assert_eq!(
        notices[0].text.en(),
        format!("Your Xiangqi challenge `{id}` expired unanswered.")
    );
    assert!(matches!(
        user_error(s.press(&bob(), &here(), &r.reply.buttons[0].custom_id())),
        UserError::NoSuchChallenge(_)
    ));
}

#[test]
fn several_challenges_need_an_id() {
    let f = Fixture::new();
    let s = &f.service;
    s.challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    s.challenge(&carol(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    assert!(
        matches!(user_error(s.accept(&bob(), &here(), None)), UserError::WhichChallenge(ids) if ids.len() == 2)
    );
    assert!(matches!(
        user_error(s.accept(&bob(), &here(), Some("ZZZZZ"))),
        UserError::NoSuchChallenge(_)
    ));
}

#[test]
fn a_dm_preference_turns_the_mention_into_a_direct_message() {
    let f = Fixture::new();
    let s = &f.service;
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let r = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    assert!(r.reply.mentions.is_empty());
    assert_eq!(r.notices.len(), 1);
    assert_eq!(r.notices[0].delivery, NotifyPref::Dm);
    assert_eq!(r.notices[0].user, bob().user);
    assert_eq!(r.notices[0].kind, NoticeKind::Challenged);
    s.set_notifications(&bob(), NotifyPref::None).unwrap();
    let r = s
        .challenge(&carol(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    assert!(r.reply.mentions.is_empty() && r.notices.is_empty());
}

#[test]
fn a_challenge_accepted_from_a_direct_message_is_played_where_it_was_made() {
    let f = Fixture::new();
    let s = &f.service;
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let r = s
        .challenge(&alice(), &here(), request(Some(bob()), SideChoice::First))
        .unwrap();
    // bob presses Accept under the DM he was sent.
    let dm = Place::new(None, ChannelId(999));
    let accept = r.notices[0].buttons[0].custom_id();
    let started = s.press(&bob(), &dm, &accept).unwrap();
    let doc = s.game_doc(&started.started.unwrap().game).unwrap();
    assert_eq!(doc.server, here().server);
    assert_eq!(doc.channel, here().channel);
}
