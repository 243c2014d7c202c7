//! Autocomplete: the hint for a player who cannot move, game ids, challenge ids and sides.

use crate::service_support;

use kibitz::games::GameKind;
use kibitz::service::*;
use service_support::*;

fn values(choices: &[Choice]) -> Vec<&str> {
    choices.iter().map(|c| c.value.as_str()).collect()
}

#[test]
fn a_player_who_cannot_move_is_told_why_and_the_choice_answers_clearly() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());

    // Bob waits for Alice: one explanation instead of an empty list.
    let why = s.move_suggestions(&bob(), &here(), None, "");
    match &why {
        MoveSuggestions::Unavailable(text) => assert_eq!(
            text.en(),
            format!("Not your turn: alice (Red) is to move in {id}")
        ),
        other => panic!("{other:?}"),
    }
    assert!(s.suggest_moves(&bob(), &here(), None, "").is_empty());
    // Sending the explanation's value gives the ordinary not-your-turn answer, not "not a move".
    let sent = user_error(s.play(&bob(), &here(), None, NO_MOVE));
    assert!(matches!(sent, UserError::NotYourTurn { .. }), "{sent:?}");
    // If the turn came round meanwhile, the value points at the legal moves.
    let sent = user_error(s.play(&alice(), &here(), None, NO_MOVE)).en();
    assert!(
        sent.contains("your turn now") && sent.contains(id.as_str()),
        "{sent}"
    );
    assert_eq!(f.doc(&id).moves.len(), 0, "nothing was played");

    // Alice, to move, gets moves.
    match s.move_suggestions(&alice(), &here(), None, "") {
        MoveSuggestions::Moves(moves) => assert!(!moves.is_empty()),
        other => panic!("{other:?}"),
    }

    // Carol has no game: said so (without backticks, which a choice list shows as such).
    match s.move_suggestions(&carol(), &here(), None, "") {
        MoveSuggestions::Unavailable(text) => {
            // The front ends capitalise it and leave out backticks (a choice list shows them).
            let text = text.en();
            assert!(text.starts_with("you have no game"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    let sent = user_error(s.play(&carol(), &here(), None, NO_MOVE));
    assert_eq!(sent, UserError::NoGameHere);

    // A finished game: said so.
    s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
    match s.move_suggestions(&alice(), &here(), Some(id.as_str()), "") {
        MoveSuggestions::Unavailable(text) => {
            let text = text.en();
            assert!(text.starts_with(&format!("game {id} is over")), "{text}")
        }
        other => panic!("{other:?}"),
    }
    s.close().unwrap();
}

#[test]
fn game_choices_list_your_turn_first_then_by_deadline() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = some_kind();
    // Alice to move in two games (the one elsewhere has the sooner deadline), Bob in one.
    let slow_here = f.start(kind, &alice(), &bob(), &here());
    let theirs = f.start(kind, &carol(), &alice(), &here());
    let fast_elsewhere = f.start_with(kind, &alice(), &carol(), &elsewhere(), Some(HOUR * 5));
    let choices = s.game_choices(&alice(), &here(), "", GameFilter::Active);
    assert_eq!(
        values(&choices),
        [fast_elsewhere.as_str(), slow_here.as_str(), theirs.as_str()],
        "{choices:?}"
    );
    assert_eq!(
        choices[0].name.en(),
        format!("{fast_elsewhere} · Xiangqi vs carol · your turn · 5 hours left")
    );
    assert_eq!(
        choices[2].name.en(),
        format!("{theirs} · Xiangqi vs carol · their turn · 3 days left")
    );

    // Filtered by the start of the id, part of the opponent's name, or the game.
    let by_id = s.game_choices(
        &alice(),
        &here(),
        &slow_here.as_str().to_ascii_lowercase(),
        GameFilter::Active,
    );
    assert_eq!(values(&by_id), [slow_here.as_str()]);
    let by_name = s.game_choices(&alice(), &here(), "CAR", GameFilter::Active);
    assert_eq!(values(&by_name), [fast_elsewhere.as_str(), theirs.as_str()]);
    assert!(s
        .game_choices(&alice(), &here(), "zzz", GameFilter::Active)
        .is_empty());

    // Finished games only where they are useful (looking, exporting), after the active ones.
    // Two moves, so that the game counts (not aborted).
    f.play_first_legal(&slow_here, &alice(), &bob());
    f.play_first_legal(&slow_here, &alice(), &bob());
    s.resign(&bob(), &here(), Some(slow_here.as_str())).unwrap();
    let active = s.game_choices(&alice(), &here(), "", GameFilter::Active);
    assert_eq!(values(&active), [fast_elsewhere.as_str(), theirs.as_str()]);
    let any = s.game_choices(&alice(), &here(), "", GameFilter::Any);
    assert_eq!(any.len(), 3);
    assert_eq!(
        any[2].name.en(),
        format!("{slow_here} · Xiangqi vs bob · won (resignation)")
    );
    // Carol sees hers; a stranger sees none.
    assert_eq!(
        s.game_choices(&carol(), &here(), "", GameFilter::Active)
            .len(),
        2
    );
    assert!(s
        .game_choices(&Actor::new(UserId(99), "dan"), &here(), "", GameFilter::Any)
        .is_empty());
    s.close().unwrap();
}

#[test]
fn game_choice_names_stay_within_discords_limit() {
    let f = Fixture::new();
    let s = &f.service;
    let long = Actor::new(UserId(7), "x".repeat(200));
    f.start(some_kind(), &alice(), &long, &here());
    let choices = s.game_choices(&alice(), &here(), "", GameFilter::Active);
    assert_eq!(choices.len(), 1);
    let name = choices[0].name.en();
    assert!(name.chars().count() <= 100, "{name}");
    assert!(name.ends_with("your turn · 3 days left"), "{name}");
    s.close().unwrap();
}

#[test]
fn challenge_choices_list_what_you_can_answer_soonest_expiry_first() {
    let f = Fixture::new();
    let s = &f.service;
    let challenge = |by: &Actor, to: Option<&Actor>, kind: GameKind| -> String {
        s.challenge(
            by,
            &here(),
            ChallengeRequest {
                game: kind,
                opponent: to.cloned(),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
        // The newest challenge of `by`: the one just made.
        s.store()
            .challenges()
            .unwrap()
            .into_iter()
            .filter(|c| c.challenger.user == by.user)
            .max_by_key(|c| c.created)
            .unwrap()
            .id
            .to_string()
    };
    let from_carol = challenge(&carol(), Some(&alice()), GameKind::Topo);
    f.clock.advance(HOUR);
    let from_bob = challenge(&bob(), Some(&alice()), GameKind::Xiangqi);
    f.clock.advance(HOUR);
    let open = challenge(&bob(), None, GameKind::Tempo);
    f.clock.advance(HOUR);
    let mine = challenge(&alice(), Some(&bob()), GameKind::Xiangqi);

    let accept = s.challenge_choices(&alice(), "", ChallengeFilter::Accept);
    assert_eq!(
        values(&accept),
        [from_carol.as_str(), from_bob.as_str(), open.as_str()]
    );
    assert_eq!(
        accept[0].name.en(),
        format!("{from_carol} · Topo from carol · 3 days per move · expires in 21 hours")
    );
    assert_eq!(
        accept[2].name.en(),
        format!("{open} · Tempo from bob (open) · 3 days per move · expires in 23 hours")
    );
    let decline = s.challenge_choices(&alice(), "", ChallengeFilter::Decline);
    assert_eq!(values(&decline), [from_carol.as_str(), from_bob.as_str()]);
    let cancel = s.challenge_choices(&alice(), "", ChallengeFilter::Cancel);
    assert_eq!(values(&cancel), [mine.as_str()]);
    assert_eq!(
        cancel[0].name.en(),
        format!("{mine} · Xiangqi to bob · 3 days per move · expires in 1 day")
    );
    assert_eq!(
        values(&s.challenge_choices(&bob(), "", ChallengeFilter::Cancel)),
        [from_bob.as_str(), open.as_str()]
    );
    // Filtered by what is typed.
    assert_eq!(
        values(&s.challenge_choices(&alice(), "BO", ChallengeFilter::Accept)),
        [from_bob.as_str(), open.as_str()]
    );
    assert_eq!(
        values(&s.challenge_choices(&alice(), "topo", ChallengeFilter::Accept)),
        [from_carol.as_str()]
    );
    // Expired challenges are not offered.
    f.clock.advance(HOUR * 22);
    assert_eq!(
        values(&s.challenge_choices(&alice(), "", ChallengeFilter::Accept)),
        [open.as_str()]
    );
    s.close().unwrap();
}

#[test]
fn side_choices_are_the_colours_of_the_game_shown() {
    let f = Fixture::new();
    let s = &f.service;
    let none = s.side_choices(&alice(), &here(), None, "");
    assert_eq!(values(&none), ["first", "second"]);
    assert_eq!(
        none[0].name.en(),
        "first (White in Topo, Red in Xiangqi and Black in Tempo)"
    );
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let sides = s.side_choices(&carol(), &here(), Some(id.as_str()), "");
    assert_eq!(values(&sides), ["red", "black"]);
    assert_eq!(sides[0].name.en(), "Red (first to move in Xiangqi)");
    let typed = s.side_choices(&alice(), &here(), None, "bl");
    assert_eq!(values(&typed), ["black"]);
    // Every value is a side /board reads.
    for choice in sides.iter().chain(none.iter()) {
        s.board(&alice(), &here(), Some(id.as_str()), Some(&choice.value))
            .unwrap();
    }
    s.close().unwrap();
}
