//! Tournaments through the service: whole Swiss and round-robin tournaments played to the end
//! (byes, withdrawals, late entries, adjudications), the standings, the directors' rights, the
//! rated and vacation choices, and exactly-once pairing across a crash and across two
//! services on one PostgreSQL database.

use crate::backends;
use crate::service_support::*;
use kibitz::games::{replay, GameKind, Notation, Side};
use kibitz::model::{BoardResult, ByeDocKind, TournamentDoc, TournamentState};
use kibitz::service::*;
use kibitz::store::BoardScope;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

fn player(n: u64) -> Actor {
    Actor::new(UserId(n), format!("player{n}"))
}

fn players(count: u64) -> Vec<Actor> {
    (1..=count).map(player).collect()
}

/// Someone who may manage the server.
fn manager() -> Authority {
    Authority::manager()
}

fn say(text: &Text) -> String {
    kibitz::i18n::say_text(kibitz::i18n::Lang::En, text)
}

/// Creates a tournament here, directed by `player(100)`, and enters `entrants`.
fn create(
    service: &Service,
    format: FormatChoice,
    rounds: Option<u32>,
    entrants: &[Actor],
) -> TournamentId {
    let mut request = TournamentRequest::new(GameKind::Xiangqi, format);
    request.rounds = rounds;
    request.name = Some("Winter Cup".into());
    let response = service
        .tournament_create(&player(100), &here(), &manager(), request)
        .unwrap();
    let join = response
        .reply
        .buttons
        .iter()
        .find(|b| matches!(b.action, Action::JoinTournament(_)))
        .expect("a Join button under the announcement")
        .custom_id();
    let id = match Action::from_custom_id(&join) {
        Some(Action::JoinTournament(id)) => id,
        other => panic!("{other:?}"),
    };
    for entrant in entrants {
        // The Join button, as people enter.
        service.press(entrant, &here(), &join).unwrap();
    }
    id
}

fn doc(service: &Service, id: &TournamentId) -> TournamentDoc {
    service.store().tournament(id).unwrap().unwrap()
}

/// The unfinished boards of the tournament, with their game ids.
fn open_games(service: &Service, id: &TournamentId) -> Vec<GameId> {
    doc(service, id)
        .boards()
        .filter(|(_, b)| b.result.is_none())
        .map(|(_, b)| b.game.clone())
        .collect()
}

/// Plays two moves of game `game`, then ends it: `winner` wins (the other resigns), or a draw
/// agreed. Returns every notice the end produced.
fn finish(service: &Service, game: &GameId, winner: Option<Side>) -> Vec<Notice> {
    let doc = service.game_doc(game).unwrap();
    let first = Actor::new(doc.player(Side::First).user, &doc.player(Side::First).name);
    let second = Actor::new(
        doc.player(Side::Second).user,
        &doc.player(Side::Second).name,
    );
    for _ in 0..2 {
        let doc = service.game_doc(game).unwrap();
        let moves = replay(&doc.record())
            .unwrap()
            .legal_moves(Notation::Canonical);
        let mover = if doc.to_move == Side::First {
            &first
        } else {
            &second
        };
        service
            .play(mover, &here(), Some(game.as_str()), &moves[0])
            .unwrap();
    }
    let response = match winner {
        Some(Side::First) => service.resign(&second, &here(), Some(game.as_str())),
        Some(Side::Second) => service.resign(&first, &here(), Some(game.as_str())),
        None => {
            service
                .draw(&first, &here(), Some(game.as_str()), DrawAction::Offer)
                .unwrap();
            service.draw(&second, &here(), Some(game.as_str()), DrawAction::Accept)
        }
    }
    .unwrap();
    response.notices
}

/// The lower entrant number wins (seeding by joining order: nobody is rated yet), which makes
/// the standings predictable.
fn favourite_wins(service: &Service, game: &GameId) -> Vec<Notice> {
    let doc = service.game_doc(game).unwrap();
    let winner = if doc.player(Side::First).user < doc.player(Side::Second).user {
        Side::First
    } else {
        Side::Second
    };
    finish(service, game, Some(winner))
}

fn texts(notices: &[Notice]) -> Vec<String> {
    notices.iter().map(|n| say(&n.text)).collect()
}

#[test]
fn a_seven_player_swiss_with_a_bye_and_a_withdrawal_is_played_to_the_end() {
    let fx = Fixture::new();
    let entrants = players(7);
    let id = create(&fx.service, FormatChoice::Swiss, Some(4), &entrants);
    assert_eq!(doc(&fx.service, &id).entrants.len(), 7);
    let started = fx
        .service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let said = texts(&started.notices).join("\n");
    assert!(said.contains("Winter Cup** begins: 7 players"), "{said}");
    assert!(said.contains("round 1:"), "{said}");
    assert!(said.contains("bye (1 point)"), "{said}");
    let t = doc(&fx.service, &id);
    assert_eq!(t.state, TournamentState::Running);
    let round = &t.stages[0].groups[0].rounds[0];
    assert_eq!(round.boards.len(), 3, "7 players: three boards and a bye");
    assert_eq!(round.byes.len(), 1);
    assert_eq!(round.byes[0].kind, ByeDocKind::PairingAllocated);
    // The lowest-ranked player takes the bye in round 1 (FIDE: the last of the last group).
    assert_eq!(round.byes[0].player, 6);
    for board in &round.boards {
        let game = fx.service.game_doc(&board.game).unwrap();
        assert!(game.is_active(), "every game of the round started");
        let slot = game.tournament.as_ref().unwrap();
        assert_eq!((&slot.id, slot.round), (&id, 1));
        assert_eq!(
            game.channel,
            here().channel,
            "games are played in its channel"
        );
    }

    let mut byes = BTreeMap::<u32, usize>::new();
    let mut withdrawn = false;
    for r in 1..=4u32 {
        let t = doc(&fx.service, &id);
        let round = t.stages[0].groups[0].rounds.last().unwrap().clone();
        assert_eq!(round.number, r);
        for bye in round
            .byes
            .iter()
            .filter(|b| b.kind == ByeDocKind::PairingAllocated)
        {
            *byes.entry(bye.player).or_default() += 1;
        }
        let games: Vec<GameId> = round.boards.iter().map(|b| b.game.clone()).collect();
        if r == 2 {
            // Player 7 withdraws in the middle of round 2: their game is lost by forfeit.
            let seventh = t.entrant_of(UserId(7)).unwrap();
            let theirs = round
                .boards
                .iter()
                .find(|b| b.white == seventh || b.black == seventh)
                .map(|b| b.game.clone());
            let response = fx
                .service
                .tournament_withdraw(&player(100), &here(), &manager(), None, UserId(7))
                .unwrap();
            assert!(say(&response.reply.text).contains("player7 withdrew"));
            withdrawn = true;
            if let Some(game) = &theirs {
                let result = texts(&response.notices)
                    .into_iter()
                    .find(|t| t.contains(game.as_str()) && t.contains("round 2:"));
                let result = result.expect("the forfeit is announced as a result");
                assert!(result.contains("+/−") || result.contains("−/+"), "{result}");
            }
            if let Some(game) = theirs {
                let ended = fx.service.game_doc(&game).unwrap();
                assert!(!ended.is_active(), "their game ended with the withdrawal");
                assert_eq!(
                    ended.finished.unwrap().outcome.reason(),
                    kibitz::games::EndReason::Forfeit
                );
            }
        }
        for game in games {
            if fx.service.game_doc(&game).unwrap().is_active() {
                favourite_wins(&fx.service, &game);
            }
        }
        let t = doc(&fx.service, &id);
        if r < 4 {
            assert_eq!(
                t.stages[0].groups[0].rounds.len(),
                r as usize + 1,
                "round {} is paired once round {r} is over",
                r + 1
            );
        }
    }
    assert!(withdrawn);
    assert!(
        byes.values().all(|&n| n == 1),
        "nobody gets a second pairing-allocated bye: {byes:?}"
    );
    let t = doc(&fx.service, &id);
    assert!(matches!(t.state, TournamentState::Finished { .. }));
    let seventh = t.entrant_of(UserId(7)).unwrap();
    for round in &t.stages[0].groups[0].rounds[2..] {
        assert!(
            round
                .boards
                .iter()
                .all(|b| b.white != seventh && b.black != seventh),
            "a withdrawn player is not paired again"
        );
        assert!(round
            .byes
            .iter()
            .any(|b| b.player == seventh && b.kind == ByeDocKind::Absent));
    }
    // No pair met twice.
    let mut met = BTreeSet::new();
    for (_, board) in t.boards() {
        let pair = (board.white.min(board.black), board.white.max(board.black));
        assert!(met.insert(pair), "{pair:?} met twice");
    }
    let standings = fx
        .service
        .tournament_standings(&player(1), &here(), Some(id.as_str()), 0)
        .unwrap();
    let table = say(&standings.text);
    assert!(table.contains("final standings"), "{table}");
    // Player 1 (the top seed) won every game.
    assert!(table.contains("Winner: player1"), "{table}");
    assert!(table.contains("1. player1: 4"), "{table}");
    assert!(table.contains("(withdrawn)"), "{table}");
    // Seven rows, one per entrant.
    for n in 1..=7 {
        assert!(table.contains(&format!(". player{n}: ")), "{table}");
    }
}

#[test]
fn the_standings_come_with_a_picture_in_the_readers_language() {
    let fx = Fixture::with_config(ServiceConfig {
        pictures: true,
        ..config()
    });
    let id = create(&fx.service, FormatChoice::RoundRobin, None, &players(3));
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let game = open_games(&fx.service, &id)
        .into_iter()
        .find(|g| fx.service.game_doc(g).unwrap().side_of(UserId(1)).is_some())
        .unwrap();
    favourite_wins(&fx.service, &game);
    let reply = fx
        .service
        .tournament_standings(&player(1), &here(), None, 0)
        .unwrap();
    assert_eq!(reply.pictures.len(), 1);
    let picture = &reply.pictures[0];
    assert_eq!(picture.filename, format!("{id}-standings.png"));
    let Positions::Table(table) = &picture.positions else {
        panic!("a table: {:?}", picture.positions);
    };
    // Rank, player, points, three tie-breaks, three rounds.
    assert_eq!(table.columns.len(), 3 + 3 + 3);
    assert_eq!(table.rows.len(), 3);
    let italian = |m: &Msg| kibitz::i18n::say(kibitz::i18n::Lang::It, m);
    assert!(
        italian(&table.title).contains("classifica"),
        "{}",
        italian(&table.title)
    );
    let cells: Vec<String> = table.rows[0].0.iter().map(italian).collect();
    assert_eq!(&cells[..3], ["1", "player1", "1"], "{cells:?}");
    assert!(
        cells.contains(&"*".to_string()),
        "a game going on: {cells:?}"
    );
    let drawn = draw_picture(picture, italian);
    let image = image::load_from_memory(&drawn.bytes).unwrap();
    assert!(image.width() > 300 && image.height() > 100);
}

#[test]
fn a_five_player_double_round_robin_is_played_to_the_end() {
    let fx = Fixture::new();
    let entrants = players(5);
    let id = create(&fx.service, FormatChoice::DoubleRoundRobin, None, &entrants);
    let started = fx
        .service
        .tournament_start(&player(100), &here(), &manager(), Some(id.as_str()))
        .unwrap();
    let t = doc(&fx.service, &id);
    let group = &t.stages[0].groups[0];
    assert_eq!(
        group.rounds.len(),
        10,
        "5 players, twice: 10 rounds (one rests each)"
    );
    assert_eq!(t.boards().count(), 20, "every pair twice");
    // Every game starts at once, the correspondence way.
    let opened = open_games(&fx.service, &id);
    assert_eq!(opened.len(), 20);
    for game in &opened {
        assert!(fx.service.game_doc(game).unwrap().is_active());
    }
    let your_turn = started
        .notices
        .iter()
        .filter(|n| n.kind == NoticeKind::YourTurn)
        .count();
    assert_eq!(
        your_turn, 20,
        "each game tells its first player it is their turn"
    );
    // Each pair meets twice, once with each colour; colours balance within one per player.
    let mut pairs = BTreeMap::<(u32, u32), usize>::new();
    let mut whites = BTreeMap::<u32, i32>::new();
    for (_, b) in t.boards() {
        *pairs.entry((b.white, b.black)).or_default() += 1;
        *whites.entry(b.white).or_default() += 1;
        *whites.entry(b.black).or_default() -= 1;
    }
    for a in 0..5u32 {
        for b in 0..5u32 {
            if a != b {
                assert_eq!(
                    pairs.get(&(a, b)),
                    Some(&1),
                    "{a} has white against {b} once"
                );
            }
        }
    }
    assert!(whites.values().all(|&d| d == 0), "{whites:?}");
    // Results: the favourite wins, except that 3 and 4 draw both their games.
    for game in opened {
        let doc = fx.service.game_doc(&game).unwrap();
        let users = [
            doc.player(Side::First).user.0,
            doc.player(Side::Second).user.0,
        ];
        if users.contains(&3) && users.contains(&4) {
            finish(&fx.service, &game, None);
        } else {
            favourite_wins(&fx.service, &game);
        }
    }
    let t = doc(&fx.service, &id);
    assert!(matches!(t.state, TournamentState::Finished { .. }));
    let table = say(&fx
        .service
        .tournament_standings(&player(2), &here(), Some(id.as_str()), 0)
        .unwrap()
        .text);
    // Player 1 beat everyone twice: 8 points; player 2 six; 3 and 4 each beat 5 twice and
    // drew twice: 3 points, tied.
    assert!(table.contains("Winner: player1"), "{table}");
    assert!(table.contains("1. player1: 8"), "{table}");
    assert!(table.contains("2. player2: 6"), "{table}");
    assert!(table.contains("3–4. player3: 3"), "{table}");
    assert!(table.contains("3–4. player4: 3"), "{table}");
    assert!(table.contains("5. player5: 0"), "{table}");
}

#[test]
fn only_a_director_creates_starts_and_withdraws() {
    let fx = Fixture::new();
    let request = TournamentRequest::new(GameKind::Tempo, FormatChoice::Swiss);
    let refused =
        fx.service
            .tournament_create(&alice(), &here(), &Authority::default(), request.clone());
    assert!(matches!(
        user_error(refused),
        UserError::Tournament(TournamentError::NotDirector)
    ));
    // The server's director role directs too, once set.
    fx.service
        .set_director_role(&here(), Some((77, "Arbiters".into())))
        .unwrap();
    let arbiter = Authority {
        manages_server: false,
        roles: vec![5, 77],
    };
    fx.service
        .tournament_create(&alice(), &here(), &arbiter, request)
        .unwrap();
    fx.service.tournament_join(&bob(), &here(), None).unwrap();
    let start = fx
        .service
        .tournament_start(&bob(), &here(), &Authority::default(), None);
    assert!(matches!(
        user_error(start),
        UserError::Tournament(TournamentError::NotDirector)
    ));
    // Its creator directs it, whatever their roles later.
    let too_few = fx
        .service
        .tournament_start(&alice(), &here(), &Authority::default(), None);
    assert!(matches!(
        user_error(too_few),
        UserError::Tournament(TournamentError::TooFew { have: 1, need: 2 })
    ));
    fx.service.tournament_join(&carol(), &here(), None).unwrap();
    let again = fx.service.tournament_join(&carol(), &here(), None);
    assert!(matches!(
        user_error(again),
        UserError::Tournament(TournamentError::AlreadyIn(_))
    ));
    fx.service
        .tournament_start(&alice(), &here(), &Authority::default(), None)
        .unwrap();
}

#[test]
fn bad_options_get_an_answer_that_names_the_rule() {
    let fx = Fixture::new();
    let create = |edit: &dyn Fn(&mut TournamentRequest)| {
        let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss);
        edit(&mut request);
        user_error(
            fx.service
                .tournament_create(&alice(), &here(), &manager(), request),
        )
    };
    assert!(matches!(
        create(&|r| r.rounds = Some(0)),
        UserError::Tournament(TournamentError::BadRounds(0))
    ));
    assert!(matches!(
        create(&|r| r.tiebreaks = Some("BH, XYZ".into())),
        UserError::Tournament(TournamentError::UnknownTiebreak(code)) if code == "XYZ"
    ));
    // A name is refused past 60 characters, not cut (a display name's 32 is no limit here).
    assert!(matches!(
        create(&|r| r.name = Some("n".repeat(61))),
        UserError::Tournament(TournamentError::NameTooLong(61))
    ));
    assert!(matches!(
        create(&|r| r.max_players = Some(1)),
        UserError::Tournament(TournamentError::BadMaxPlayers(1))
    ));
    let groups = create(&|r| {
        r.format = FormatChoice::RoundRobin;
        r.group_size = Some(4);
        r.advance = Some(4);
    });
    let said = kibitz::i18n::say(kibitz::i18n::Lang::En, &groups.message());
    assert!(said.contains("groups of 4, 4 going through"), "{said}");
    let outside = fx.service.tournament_create(
        &alice(),
        &Place::new(None, ChannelId(5)),
        &manager(),
        TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss),
    );
    assert!(matches!(
        user_error(outside),
        UserError::Tournament(TournamentError::ServerOnly)
    ));
    let nothing = fx.service.tournament_join(&bob(), &here(), None);
    assert!(matches!(
        user_error(nothing),
        UserError::Tournament(TournamentError::NoneHere)
    ));
    let unknown = fx.service.tournament_join(&bob(), &here(), Some("ZZZZ"));
    assert!(matches!(
        user_error(unknown),
        UserError::NoSuchTournament(_)
    ));
    // A long name (past a display name's 32 characters) is kept whole, its invisible marks
    // and spaces dropped.
    let long = "Correspondence Championship of the Server 2027".to_string();
    let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss);
    request.name = Some(format!("\u{200b} {long} "));
    fx.service
        .tournament_create(&alice(), &here(), &manager(), request)
        .expect("a 46-character name is taken");
    let made = fx.service.store().all_tournaments().unwrap();
    assert_eq!(made.len(), 1);
    assert_eq!(made[0].name, long);
}

/// A one-round Swiss of two players, created with `edit`'s options and started: its game.
fn two_player_game(service: &Service, edit: impl Fn(&mut TournamentRequest)) -> GameId {
    let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss);
    request.rounds = Some(1);
    edit(&mut request);
    service
        .tournament_create(&player(100), &here(), &manager(), request)
        .unwrap();
    for p in players(2) {
        service.tournament_join(&p, &here(), None).unwrap();
    }
    service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let t = &service.store().tournaments_in(ServerId(100)).unwrap()[0];
    t.stages[0].groups[0].rounds[0].boards[0].game.clone()
}

#[test]
fn an_unrated_tournament_leaves_the_leaderboard_alone_and_a_rated_one_counts() {
    for rated in [false, true] {
        let fx = Fixture::new();
        let game = two_player_game(&fx.service, |r| r.rated = Some(rated));
        favourite_wins(&fx.service, &game);
        let board = fx
            .service
            .store()
            .leaderboard(BoardScope::Server(ServerId(100)), GameKind::Xiangqi)
            .unwrap();
        assert_eq!(board.len(), if rated { 2 } else { 0 }, "rated: {rated}");
    }
}

#[test]
fn a_tournament_without_vacations_lets_the_clock_run_out() {
    let config = ServiceConfig {
        automatic_vacation: true,
        ..config()
    };
    for vacation in [false, true] {
        let fx = Fixture::with_config(config.clone());
        let game = two_player_game(&fx.service, |r| r.vacation = Some(vacation));
        assert_eq!(
            fx.service
                .game_doc(&game)
                .unwrap()
                .tournament
                .unwrap()
                .vacation,
            vacation
        );
        // Nobody moves for longer than the time per move.
        fx.clock.advance(config.default_time_per_move + DAY);
        fx.service.tick().unwrap();
        let doc = fx.service.game_doc(&game).unwrap();
        if vacation {
            assert!(doc.is_active(), "an automatic vacation stops the clock");
            assert!(doc.paused.is_some());
        } else {
            assert!(!doc.is_active(), "no vacation: lost on time");
            let loser = doc.player(Side::First).user;
            assert!(
                fx.service.store().vacation(loser).unwrap().is_none(),
                "no automatic vacation started instead"
            );
            let t = &fx.service.store().tournaments_in(ServerId(100)).unwrap()[0];
            assert!(
                matches!(t.state, TournamentState::Finished { .. }),
                "the loss on time ended the one-round tournament"
            );
        }
    }
}

#[test]
fn a_late_entry_is_paired_from_the_next_round_and_scores_nothing_before() {
    let fx = Fixture::new();
    let id = create(&fx.service, FormatChoice::Swiss, Some(3), &players(4));
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let late = fx
        .service
        .tournament_join(&player(5), &here(), None)
        .unwrap();
    assert!(say(&late.reply.text).contains("paired from round 2"));
    for game in open_games(&fx.service, &id) {
        favourite_wins(&fx.service, &game);
    }
    let t = doc(&fx.service, &id);
    let fifth = t.entrant_of(UserId(5)).unwrap();
    let round2 = &t.stages[0].groups[0].rounds[1];
    let paired = round2
        .boards
        .iter()
        .any(|b| b.white == fifth || b.black == fifth)
        || round2.byes.iter().any(|b| b.player == fifth);
    assert!(paired, "the late entrant is in round 2");
    let round1 = &t.stages[0].groups[0].rounds[0];
    assert!(round1
        .boards
        .iter()
        .all(|b| b.white != fifth && b.black != fifth));
    assert!(
        round1
            .byes
            .iter()
            .any(|b| b.player == fifth && b.kind == ByeDocKind::Absent),
        "the round missed is a zero-point bye"
    );
}

#[test]
fn the_director_is_asked_once_to_adjudicate_after_a_round_deadline_and_decides() {
    let fx = Fixture::new();
    let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss);
    request.rounds = Some(2);
    request.round_deadline = Some(DAY);
    request.time_per_move = Some(7 * DAY);
    fx.service
        .tournament_create(&player(100), &here(), &manager(), request)
        .unwrap();
    for p in players(4) {
        fx.service.tournament_join(&p, &here(), None).unwrap();
    }
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let id = fx.service.store().tournaments_in(ServerId(100)).unwrap()[0]
        .id
        .clone();
    let games = open_games(&fx.service, &id);
    favourite_wins(&fx.service, &games[0]);
    fx.clock.advance(DAY + HOUR);
    let asked: Vec<Notice> = fx
        .service
        .tick()
        .unwrap()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::Tournament)
        .collect();
    assert_eq!(asked.len(), 1, "{:?}", texts(&asked));
    assert_eq!(asked[0].user, UserId(100), "the director is asked");
    let said = say(&asked[0].text);
    assert!(said.contains("1 game"), "{said}");
    assert!(said.contains(games[1].as_str()), "{said}");
    let again = fx.service.tick().unwrap();
    assert!(
        again.iter().all(|n| n.kind != NoticeKind::Tournament),
        "asked once"
    );
    // A player may not adjudicate; the director may, with a forfeit.
    let refused = fx.service.tournament_adjudicate(
        &player(1),
        &here(),
        &Authority::default(),
        games[1].as_str(),
        "1-0",
    );
    assert!(matches!(
        user_error(refused),
        UserError::Tournament(TournamentError::NotDirector)
    ));
    let bad = fx.service.tournament_adjudicate(
        &player(100),
        &here(),
        &manager(),
        games[1].as_str(),
        "maybe",
    );
    assert!(matches!(
        user_error(bad),
        UserError::Tournament(TournamentError::BadResult(_))
    ));
    let decided = fx
        .service
        .tournament_adjudicate(&player(100), &here(), &manager(), games[1].as_str(), "-/+")
        .unwrap();
    assert!(say(&decided.reply.text).contains("−/+"));
    let game = fx.service.game_doc(&games[1]).unwrap();
    assert_eq!(
        game.finished.as_ref().unwrap().outcome.winner(),
        Some(Side::Second),
        "the adjudication ended the game"
    );
    // A forfeit is not rated: its players are not on the leaderboard (the game played out is).
    let rated: Vec<UserId> = fx
        .service
        .store()
        .leaderboard(BoardScope::Server(ServerId(100)), GameKind::Xiangqi)
        .unwrap()
        .iter()
        .map(|r| r.user)
        .collect();
    assert_eq!(rated.len(), 2, "{rated:?}");
    for slot in game.players.iter() {
        assert!(!rated.contains(&slot.user), "{rated:?}");
    }
    let t = doc(&fx.service, &id);
    assert_eq!(t.stages[0].groups[0].rounds.len(), 2, "round 2 is paired");
    let board = t.stages[0].groups[0].rounds[0]
        .boards
        .iter()
        .find(|b| b.game == games[1])
        .unwrap();
    assert_eq!(board.result, Some(BoardResult::SecondForfeitWin));
    let over = fx.service.tournament_adjudicate(
        &player(100),
        &here(),
        &manager(),
        games[1].as_str(),
        "1-0",
    );
    assert!(matches!(
        user_error(over),
        UserError::Tournament(TournamentError::GameOver(_))
    ));
}

#[test]
fn a_start_cut_off_between_pairing_and_games_is_resumed_without_starting_anything_twice() {
    let fx = Fixture::new();
    let id = create(&fx.service, FormatChoice::Swiss, Some(3), &players(6));
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    // As if the process died right after the write that paired round 1: the games' ids are
    // chosen, but the games do not exist.
    let mut t = doc(&fx.service, &id);
    let round = &mut t.stages[0].groups[0].rounds[0];
    for board in &mut round.boards {
        board.game = GameId::parse(&format!("ZZ{}", &board.game.as_str()[2..])).unwrap();
    }
    let expected: Vec<GameId> = round.boards.iter().map(|b| b.game.clone()).collect();
    fx.service.store().update_tournament(&t).unwrap();
    let fx = fx.restart();
    let notices = fx.service.tick().unwrap();
    for game in &expected {
        let started = fx.service.game_doc(game).unwrap();
        assert!(started.is_active(), "the missing game {game} is started");
    }
    let turns = notices
        .iter()
        .filter(|n| n.kind == NoticeKind::YourTurn)
        .count();
    assert_eq!(turns, expected.len(), "each missing game starts once");
    // Another look starts nothing more.
    fx.clock.advance(HOUR);
    let notices = fx.service.tick().unwrap();
    assert!(notices.iter().all(|n| n.kind != NoticeKind::YourTurn));
}

#[test]
fn a_result_a_process_died_before_recording_is_caught_by_the_tick() {
    let fx = Fixture::new();
    let id = create(&fx.service, FormatChoice::Swiss, Some(2), &players(2));
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let game = open_games(&fx.service, &id).remove(0);
    favourite_wins(&fx.service, &game);
    // Undo the recording, as if the process had died between the game's end and the
    // tournament's write.
    let mut t = doc(&fx.service, &id);
    t.stages[0].groups[0].rounds.truncate(1);
    t.stages[0].groups[0].rounds[0].boards[0].result = None;
    t.state = TournamentState::Running;
    fx.service.store().update_tournament(&t).unwrap();
    let fx = fx.restart();
    fx.service.tick().unwrap();
    let t = doc(&fx.service, &id);
    assert!(t.stages[0].groups[0].rounds[0].boards[0].result.is_some());
    // Two players who met cannot meet again: the second round cannot be paired and the
    // tournament ends.
    assert!(matches!(t.state, TournamentState::Finished { .. }));
}

#[test]
fn a_ruled_board_whose_game_a_process_left_going_is_ended_by_the_tick() {
    let fx = Fixture::new();
    let id = create(&fx.service, FormatChoice::Swiss, Some(1), &players(2));
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let game = open_games(&fx.service, &id).remove(0);
    // As if the process had died after writing the director's forfeit, before ending the game.
    let mut t = doc(&fx.service, &id);
    t.stages[0].groups[0].rounds[0].boards[0].result = Some(BoardResult::FirstForfeitWin);
    fx.service.store().update_tournament(&t).unwrap();
    assert!(fx.service.game_doc(&game).unwrap().is_active());
    let fx = fx.restart();
    fx.service.tick().unwrap();
    let ended = fx.service.game_doc(&game).unwrap();
    let outcome = ended
        .finished
        .expect("the tick ended the ruled game")
        .outcome;
    assert_eq!(outcome.winner(), Some(Side::First));
    assert_eq!(outcome.reason(), kibitz::games::EndReason::Forfeit);
    assert!(matches!(
        doc(&fx.service, &id).state,
        TournamentState::Finished { .. }
    ));
}

fn service_on(backend: &backends::Backend, clock: &TestClock) -> Service {
    Service::with_store(backend.open().unwrap(), Arc::new(clock.clone()), config()).unwrap()
}

#[test]
fn two_services_finishing_a_rounds_last_games_at_once_pair_the_next_round_once() {
    let name = "two_services_finishing_a_rounds_last_games_at_once_pair_the_next_round_once";
    let Some(backend) = backends::postgres(name) else {
        return;
    };
    for attempt in 0..3 {
        let clock = TestClock::new(START);
        let services = [
            Arc::new(service_on(&backend, &clock)),
            Arc::new(service_on(&backend, &clock)),
        ];
        let entrants: Vec<Actor> = (1..=4).map(|i| player(attempt * 10 + i)).collect();
        let id = create(&services[0], FormatChoice::Swiss, Some(3), &entrants);
        services[1]
            .tournament_start(&player(100), &here(), &manager(), Some(id.as_str()))
            .unwrap();
        let games = open_games(&services[0], &id);
        assert_eq!(games.len(), 2);
        // Both games one move from the end, then both ended at the same moment, one through
        // each service.
        let barrier = Arc::new(std::sync::Barrier::new(2));
        let handles: Vec<_> = games
            .iter()
            .cloned()
            .zip(services.iter().cloned())
            .map(|(game, service)| {
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    let doc = service.game_doc(&game).unwrap();
                    let first = Actor::new(doc.player(Side::First).user, "first");
                    let second = Actor::new(doc.player(Side::Second).user, "second");
                    for mover in [&first, &second] {
                        let doc = service.game_doc(&game).unwrap();
                        let moves = replay(&doc.record())
                            .unwrap()
                            .legal_moves(Notation::Canonical);
                        service
                            .play(mover, &here(), Some(game.as_str()), &moves[0])
                            .unwrap();
                    }
                    barrier.wait();
                    service
                        .resign(&second, &here(), Some(game.as_str()))
                        .unwrap()
                        .notices
                })
            })
            .collect();
        let notices: Vec<Notice> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        let t = doc(&services[0], &id);
        let rounds = &t.stages[0].groups[0].rounds;
        assert_eq!(rounds.len(), 2, "round 2 is paired, once");
        let round2 = &rounds[1];
        for board in &round2.boards {
            assert!(services[1].game_doc(&board.game).unwrap().is_active());
        }
        let paired = notices
            .iter()
            // The round's heading: "**Winter Cup** (`ID`), round 2:".
            .filter(|n| n.kind == NoticeKind::Tournament && say(&n.text).contains("`), round 2:"))
            .count();
        assert_eq!(paired, 1, "the pairing is announced once");
        let started = notices
            .iter()
            .filter(|n| n.kind == NoticeKind::YourTurn && say(&n.text).contains("round 2"))
            .count();
        assert_eq!(
            started,
            round2.boards.len(),
            "each game of round 2 starts once"
        );
    }
}

#[test]
fn a_server_that_plays_in_threads_opens_one_for_each_tournament_game() {
    let fx = Fixture::new();
    fx.service.set_thread_per_game(&here(), true).unwrap();
    create(&fx.service, FormatChoice::Swiss, Some(1), &players(4));
    let started = fx
        .service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let opening: Vec<&Notice> = started
        .notices
        .iter()
        .filter(|n| n.opens_thread.is_some())
        .collect();
    assert_eq!(opening.len(), 2, "one per game");
    for notice in opening {
        let thread = notice.opens_thread.as_ref().unwrap();
        assert!(thread.thread_wanted);
        assert_eq!(notice.game.as_ref(), Some(&thread.game));
        assert_eq!(
            notice.channel,
            here().channel,
            "opened in the tournament's channel"
        );
        assert_eq!(notice.delivery, NotifyPref::None, "posted without a ping");
        // The players' notices about the game come after the one that opens its thread.
        let at = started
            .notices
            .iter()
            .position(|n| std::ptr::eq(n, notice))
            .unwrap();
        let first_of_players = started
            .notices
            .iter()
            .position(|n| n.game.as_ref() == Some(&thread.game) && n.opens_thread.is_none())
            .unwrap();
        assert!(at < first_of_players);
    }
}

/// The rendered text of a card's description as Discord would show it.
fn said_on_discord(lang: kibitz::i18n::Lang, text: &Text) -> String {
    kibitz::i18n::say_text_on(kibitz::i18n::Medium::Discord, lang, text)
}

#[test]
fn a_big_rounds_pairings_fit_discords_limits_and_every_board_is_a_page_away() {
    let fx = Fixture::new();
    // 120 players with names as long as Discord's (32 characters), under a 60-character name:
    // the longest lines an announcement can hold.
    let entrants: Vec<Actor> = (1..=120u64)
        .map(|n| Actor::new(UserId(n), format!("{n:03}-{}", "w".repeat(28))))
        .collect();
    let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::Swiss);
    request.name = Some("N".repeat(60));
    fx.service
        .tournament_create(&player(200), &here(), &manager(), request)
        .unwrap();
    for entrant in &entrants {
        fx.service.tournament_join(entrant, &here(), None).unwrap();
    }
    let started = fx
        .service
        .tournament_start(&player(200), &here(), &manager(), None)
        .unwrap();
    let announcement = started
        .notices
        .iter()
        .find(|n| say(&n.text).contains("round 1:"))
        .expect("round 1's pairings are announced");
    for lang in kibitz::model::Lang::ALL {
        let text = said_on_discord(lang, &announcement.text);
        assert!(
            text.chars().count() <= 2000,
            "{lang:?}: {} characters",
            text.chars().count()
        );
    }
    let english = say(&announcement.text);
    assert_eq!(english.matches("\nBoard ").count(), PAIRINGS_SHOWN);
    assert!(
        english.contains(&format!("and {} more boards", 60 - PAIRINGS_SHOWN)),
        "{english}"
    );

    // `/tournament pairings`: a card of the round's 60 boards, a page at a time.
    let mut reply = fx
        .service
        .tournament_pairings(&player(7), &here(), None, None, 0)
        .unwrap();
    let mut boards = Vec::new();
    let mut pages = 0;
    loop {
        let card = reply.card.as_ref().expect("the pairings are a card");
        let pages_of = card.pages.as_ref().expect("more than one page");
        assert_eq!(pages_of.page, pages);
        assert_eq!(pages_of.count, 60usize.div_ceil(PAIRINGS_PER_PAGE));
        pages += 1;
        for lang in kibitz::model::Lang::ALL {
            let description = said_on_discord(lang, &card.description);
            assert!(description.chars().count() <= 4096, "{lang:?}");
        }
        let description = say(&card.description);
        assert!(!description.contains("more boards"), "{description}");
        boards.extend(
            description
                .lines()
                .filter_map(|l| l.strip_prefix("Board "))
                .filter_map(|l| l.split(':').next()?.parse::<usize>().ok()),
        );
        let Some(next) = pages_of
            .buttons()
            .into_iter()
            .find(|b| matches!(&b.action, Action::Page { page, .. } if *page == pages))
        else {
            break;
        };
        // The Next button, pressed by someone else, as anyone may.
        reply = fx
            .service
            .press(&player(9), &here(), &next.custom_id())
            .unwrap()
            .reply;
    }
    assert_eq!(pages, 60usize.div_ceil(PAIRINGS_PER_PAGE));
    assert_eq!(
        boards,
        (1..=60).collect::<Vec<_>>(),
        "every board once, in order"
    );
}

#[test]
fn a_round_of_groups_is_one_heading_then_each_groups_boards_under_its_letter() {
    let fx = Fixture::new();
    let mut request = TournamentRequest::new(GameKind::Xiangqi, FormatChoice::RoundRobin);
    request.name = Some("Spring League".into());
    request.group_size = Some(3);
    request.advance = Some(1);
    fx.service
        .tournament_create(&player(100), &here(), &manager(), request)
        .unwrap();
    for entrant in players(6) {
        fx.service.tournament_join(&entrant, &here(), None).unwrap();
    }
    fx.service
        .tournament_start(&player(100), &here(), &manager(), None)
        .unwrap();
    let reply = fx
        .service
        .tournament_pairings(&player(1), &here(), None, Some(1), 0)
        .unwrap();
    let card = reply.card.as_ref().expect("a card");
    let title = kibitz::i18n::say(kibitz::i18n::Lang::En, &card.title);
    assert!(
        title.contains("Spring League") && title.contains("round 1"),
        "{title}"
    );
    assert!(
        !title.contains("Group"),
        "the heading names no group: {title}"
    );
    let lines = say(&card.description);
    let (a, b) = (
        lines.find("Group A").unwrap(),
        lines.find("Group B").unwrap(),
    );
    // Groups of three: one board and a rest a round each, under each group's letter.
    assert!(a < b, "{lines}");
    assert_eq!(lines[a..b].matches("Board ").count(), 1, "{lines}");
    assert_eq!(lines[b..].matches("Board ").count(), 1, "{lines}");
    assert!(card.pages.is_none(), "one page");
}
