//! Whole games of each kind through the service, to each kind of ending: the rules' own
//! endings, resignation, agreement (with Topo's rule 9) and time; and the pictures.

use crate::service_support;

use kibitz::games::{replay, GameKind, Side};
use kibitz::i18n::{say, Lang};
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
        // The rule's own English (the reason's CLI text).
        UserError::DrawNotAllowed(why) => assert_eq!(
            why.to_string(),
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

/// `reply` with its pictures drawn, captions in `lang`, as a front end does.
fn drawn(mut reply: Reply, lang: Lang) -> Reply {
    reply.draw_pictures(|p| renderer().draw(p, |m| say(lang, m)));
    reply
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
        // The picture waits for the reader's language: nothing is attached before it is drawn.
        assert_eq!(started.reply.pictures.len(), 1, "{kind}");
        assert!(started.reply.image().is_none());
        let start = drawn(started.reply, Lang::En);
        let png = start.image().expect("the start board is drawn");
        assert!(png.bytes.starts_with(b"\x89PNG"), "{kind}");
        assert!(start.pictures.is_empty(), "drawn once");
        let first = s.suggest_moves(&alice(), &here(), Some(id.as_str()), "")[0]
            .canonical
            .clone();
        let moved = s
            .play(&alice(), &here(), Some(id.as_str()), &first)
            .unwrap();
        let moved = drawn(moved.reply, Lang::En);
        let picture = moved.image().unwrap();
        assert_eq!(picture.filename, format!("{id}-1.png"));
        assert!(picture.bytes.starts_with(b"\x89PNG"));
        s.resign(&bob(), &here(), Some(id.as_str())).unwrap();
        let export = s.export(&alice(), &here(), Some(id.as_str())).unwrap();
        let export = drawn(export, Lang::ZhTw);
        let gif = export
            .attachments
            .iter()
            .find(|a| a.filename.ends_with(".gif"))
            .expect("a replay");
        assert_eq!(gif.filename, format!("{id}.gif"));
        assert!(gif.bytes.starts_with(b"GIF8"));
        // /rules shows the start position, without a caption.
        let rules = s.rules(kind).unwrap();
        assert!(rules.pictures[0].caption.is_none(), "{kind}");
        assert!(drawn(rules, Lang::En).image().is_some());
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
            e.en()
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

/// The text of the reply said in `lang`.
fn said(text: &Text, lang: Lang) -> String {
    kibitz::i18n::say_text(lang, text)
}

#[test]
fn a_board_reply_and_its_caption_follow_the_readers_language() {
    let f = Fixture::new();
    f.start(GameKind::Topo, &alice(), &bob(), &here());
    let s = &f.service;
    let moved = s.play(&alice(), &here(), None, "e2e4").unwrap().reply;
    let board = s.board(&carol(), &here(), None, None);
    assert!(board.is_err(), "carol has no game here");
    let board = s.board(&alice(), &here(), None, None).unwrap();
    // The status is the last line, and the same message is the picture's caption.
    let status = board.text.lines().last().unwrap().clone();
    assert_eq!(status, moved.text.lines().last().unwrap().clone());
    let italian = say(Lang::It, &status);
    assert!(
        italian.starts_with("Muove il Nero (bob) · mossa 1 · scade tra 3 giorni"),
        "{italian}"
    );
    let chinese = say(Lang::ZhCn, &status);
    assert!(
        chinese.starts_with("轮到黑方（bob）走 · 第1回合 · 剩余3天"),
        "{chinese}"
    );
    assert!(
        say(Lang::En, &status).starts_with("Black to move (bob) · move 1 · 3 days left"),
        "{}",
        say(Lang::En, &status)
    );
    // The whole reply: the title names the game and sides in the reader's words.
    let spanish = said(&board.text, Lang::Es);
    assert!(
        spanish.contains("· Topo · alice (Blancas) contra bob (Negras)"),
        "{spanish}"
    );
    let polish = said(&board.text, Lang::Pl);
    assert!(polish.contains("Ostatni ruch: "), "{polish}");
    assert!(polish.contains("Na ruchu: Czarne (bob)"), "{polish}");
    // A finished game's status gives the result in the reader's words: resigned at the first
    // move, the game is aborted and unrated.
    s.resign(&bob(), &here(), None).unwrap();
    let over = s.board(&alice(), &here(), None, None).unwrap();
    let status = over.text.lines().last().unwrap();
    assert_eq!(
        say(Lang::It, status),
        "Annullata (abbandono) e non conta per la classifica: giocate meno di due mosse"
    );
    assert_eq!(
        say(Lang::ZhTw, status),
        "對局作廢（認輸），不計等級分：雙方走棋不足兩步"
    );
    assert_eq!(
        say(Lang::En, status),
        "aborted (resignation) and unrated: fewer than two moves were played"
    );
}

#[test]
fn xiangqi_moves_are_shown_to_chinese_readers_in_chinese_notation() {
    let f = Fixture::new();
    f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let s = &f.service;
    let reply = s.play(&alice(), &here(), None, "h2e2").unwrap().reply;
    let last = reply
        .text
        .lines()
        .iter()
        .find(|m| m.id == "views-last-move")
        .expect("a last-move line")
        .clone();
    assert_eq!(say(Lang::En, &last), "Last move: C2=5");
    assert_eq!(say(Lang::ZhCn, &last), "上一步：炮二平五");
    assert_eq!(say(Lang::ZhTw, &last), "上一步：炮二平五");
    assert_eq!(say(Lang::Es, &last), "Última jugada: C2=5");
    // A horse move differs between the scripts (马 / 馬).
    s.play(&bob(), &here(), None, "h9g7").unwrap();
    let board = s.board(&alice(), &here(), None, None).unwrap();
    let simplified = said(&board.text, Lang::ZhCn);
    let traditional = said(&board.text, Lang::ZhTw);
    assert!(simplified.contains("上一步：马"), "{simplified}");
    assert!(traditional.contains("上一步：馬"), "{traditional}");
    assert!(
        simplified.contains("对局 **") && simplified.contains("alice（红方）对 bob（黑方）"),
        "{simplified}"
    );
    // The check word is the reader's too (Black's cannon takes on e3 with Red's cannon as the
    // screen).
    f.start(GameKind::Xiangqi, &alice(), &bob(), &elsewhere());
    for (who, m) in [(alice(), "h2e2"), (bob(), "h7e7"), (alice(), "b0c2")] {
        s.play(&who, &elsewhere(), None, m).unwrap();
    }
    let check = s.play(&bob(), &elsewhere(), None, "e7e3").unwrap().reply;
    let line = check
        .text
        .lines()
        .iter()
        .find(|m| m.id == "views-last-move")
        .unwrap();
    assert_eq!(say(Lang::En, line), "Last move: C5+4, check");
    assert!(
        say(Lang::ZhCn, line).ends_with("，将军"),
        "{}",
        say(Lang::ZhCn, line)
    );
    assert_eq!(say(Lang::It, line), "Ultima mossa: C5+4, scacco");
}

#[test]
fn leaderboards_and_stats_count_in_polish_plural_forms() {
    let f = Fixture::new();
    let s = &f.service;
    let kind = GameKind::Tempo;
    // alice beats bob five times; carol beats bob twice; dave beats carol once.
    // Each game has two moves before the resignation: fewer would abort it unrated.
    let won = |winner: &Actor, loser: &Actor| {
        let id = f.start(kind, winner, loser, &here());
        f.play_first_legal(&id, winner, loser);
        f.play_first_legal(&id, winner, loser);
        s.resign(loser, &here(), None).unwrap();
    };
    for _ in 0..5 {
        won(&alice(), &bob());
    }
    for _ in 0..2 {
        won(&carol(), &bob());
    }
    won(&dave(), &carol());
    let board = s.leaderboard(&here(), kind, Scope::Server).unwrap().text;
    let polish = said(&board, Lang::Pl);
    let line = |name: &str| {
        polish
            .lines()
            .find(|l| l.contains(&format!("**{name}**")))
            .unwrap_or_else(|| panic!("{name} in:\n{polish}"))
            .to_string()
    };
    assert!(
        polish.starts_with("**Ranking: Tempo — ten serwer**\n"),
        "{polish}"
    );
    assert!(
        line("alice").ends_with("· 5 pkt · 5 partii (5/0/0)"),
        "{polish}"
    );
    assert!(
        line("bob").ends_with("· 0 pkt · 7 partii (0/0/7)"),
        "{polish}"
    );
    assert!(
        line("carol").ends_with("· 2 pkt · 3 partie (2/0/1)"),
        "{polish}"
    );
    assert!(
        line("dave").ends_with("· 1 pkt · 1 partia (1/0/0)"),
        "{polish}"
    );
    let english = said(&board, Lang::En);
    assert!(english.contains("· 1 point · 1 game (1/0/0)"), "{english}");
    assert!(
        english.contains("· 2 points · 3 games (2/0/1)"),
        "{english}"
    );
    // /stats: the same forms, and the record against the computer in the reader's words.
    let stats = s.stats(&alice(), &here(), Some(&carol())).unwrap().text;
    let polish = said(&stats, Lang::Pl);
    assert!(
        polish.contains("2 pkt w 3 partiach (2/0/1); tutaj "),
        "{polish}"
    );
    assert!(polish.ends_with("3 partie\nPartie w toku: 0"), "{polish}");
    let chinese = said(&stats, Lang::ZhCn);
    assert!(chinese.contains("3局得2分（2/0/1）"), "{chinese}");
    let dave_stats = said(&s.stats(&dave(), &here(), None).unwrap().text, Lang::Pl);
    assert!(dave_stats.contains("1 pkt w 1 partii"), "{dave_stats}");
}

#[test]
fn the_help_has_no_english_left_in_any_language() {
    let f = Fixture::new();
    let help = f.service.help().text;
    // What a line says in words: without its `code` spans (commands, ids), which may be alike.
    fn prose(line: &str) -> String {
        line.split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, part)| part)
            .collect::<Vec<_>>()
            .join(" ")
    }
    let english: Vec<String> = help.lines().iter().map(|m| say(Lang::En, m)).collect();
    assert!(english.iter().any(|l| l.contains("`/challenge ")));
    for lang in Lang::ALL.into_iter().skip(1) {
        for (line, en) in help.lines().iter().zip(&english) {
            let text = say(lang, line);
            assert!(!text.starts_with("views-"), "{} missing in {lang}", line.id);
            assert_ne!(prose(&text), prose(en), "{} in {lang}: {text}", line.id);
        }
    }
    // Commands are named as each language's Discord menus name them.
    let italian = kibitz::i18n::say_text(Lang::It, &help);
    assert!(italian.contains("`/sfida gioco [avversario]"), "{italian}");
    assert!(
        italian.contains("`/patta offri|accetta|rifiuta`"),
        "{italian}"
    );
    let chinese = kibitz::i18n::say_text(Lang::ZhTw, &help);
    assert!(chinese.contains("`/走棋 著法 [對局]`"), "{chinese}");
    // The language and server commands are in the help too, named the same way.
    let english = kibitz::i18n::say_text(Lang::En, &help);
    for (text, names) in [
        (
            &english,
            [
                "`/language language`",
                "`/settings language language`",
                "`/settings threads on|off`",
            ],
        ),
        (
            &italian,
            [
                "`/lingua lingua`",
                "`/impostazioni lingua lingua`",
                "`/impostazioni thread attivato|disattivato`",
            ],
        ),
        (
            &chinese,
            ["`/語言 語言`", "`/設定 語言 語言`", "`/設定 討論串 開|關`"],
        ),
    ] {
        for name in names {
            assert_eq!(text.matches(name).count(), 1, "{name} once in {text}");
        }
    }
    assert!(
        english.contains("(`automatic`: your Discord app's)"),
        "{english}"
    );
    assert!(italian.contains("Gestisci server"), "{italian}");
    // The whole help fits in one Discord message (2000 characters) in every language.
    let lengths: Vec<(Lang, usize)> = Lang::ALL
        .into_iter()
        .map(|lang| (lang, kibitz::i18n::say_text(lang, &help).chars().count()))
        .collect();
    assert!(
        lengths.iter().all(|&(_, chars)| chars <= 2000),
        "characters: {lengths:?}"
    );
}

#[test]
fn pictures_are_captioned_in_the_readers_language() {
    let f = Fixture::with_config(ServiceConfig {
        pictures: true,
        ..config()
    });
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    let reply = s.play(&alice(), &here(), None, "h2e2").unwrap().reply;
    let picture = reply.pictures[0].clone();
    let draw = |lang: Lang| draw_picture(&picture, |m| say(lang, m));
    let (english, italian, chinese) = (draw(Lang::En), draw(Lang::It), draw(Lang::ZhCn));
    assert_eq!(english.bytes, draw(Lang::En).bytes, "drawing is repeatable");
    assert_ne!(english.bytes, italian.bytes, "the caption is Italian");
    assert_ne!(english.bytes, chinese.bytes, "the caption is Chinese");
    assert_ne!(italian.bytes, chinese.bytes);
    // Same picture otherwise: same width (the caption strip is as tall as its status needs:
    // the English deadline takes two lines), same name.
    let width = |png: &[u8]| {
        let reader = png::Decoder::new(std::io::Cursor::new(png.to_vec()))
            .read_info()
            .unwrap();
        reader.info().width
    };
    assert_eq!(width(&english.bytes), width(&italian.bytes));
    assert_eq!(width(&english.bytes), width(&chinese.bytes));
    assert_eq!(italian.filename, format!("{id}-1.png"));
    // The replay's caption too.
    s.resign(&bob(), &here(), None).unwrap();
    let export = s.export(&alice(), &here(), Some(id.as_str())).unwrap();
    let replay = export.pictures[0].clone();
    // The replay's caption follows its frames: whose turn it was, and the result only at the end.
    let frames = &replay.caption.as_ref().unwrap().frame_statuses;
    assert_eq!(frames.len(), 2, "the start and the position after h2e2");
    assert_eq!(frames[0].id, "views-status-to-move");
    assert_eq!(frames[0].en(), "Red to move (alice) · move 1");
    // Resigned at the first move: the game is aborted.
    assert_eq!(frames[1].id, "play-result-aborted");
    let gif = |lang: Lang| draw_picture(&replay, |m| say(lang, m)).bytes;
    assert!(gif(Lang::Pl).starts_with(b"GIF8"));
    assert_ne!(gif(Lang::En), gif(Lang::Pl));
}

#[test]
fn every_line_of_the_views_is_a_message_id() {
    let f = Fixture::new();
    let s = &f.service;
    let id = f.start(GameKind::Xiangqi, &alice(), &bob(), &here());
    s.play(&alice(), &here(), None, "h2e2").unwrap();
    let done = f.start(GameKind::Tempo, &alice(), &carol(), &elsewhere());
    s.resign(&carol(), &elsewhere(), Some(done.as_str()))
        .unwrap();
    let board = s.board(&alice(), &here(), Some(id.as_str()), None).unwrap();
    let texts = [
        board.text,
        s.games(&alice(), &here()).unwrap().text,
        s.games(&dave(), &here()).unwrap().text,
        s.leaderboard(&here(), GameKind::Tempo, Scope::Global)
            .unwrap()
            .text,
        s.leaderboard(&here(), GameKind::Topo, Scope::Server)
            .unwrap()
            .text,
        s.stats(&alice(), &here(), None).unwrap().text,
        s.stats(&dave(), &here(), None).unwrap().text,
        s.help().text,
        s.set_notifications(&alice(), NotifyPref::Dm).unwrap().text,
        s.set_thread_per_game(&here(), true).unwrap().text,
    ];
    // The pseudo-language writes each message as its id and marks each argument: a line of
    // the bot's own words is never `verbatim`, and every argument shown as it is was a name,
    // an id or a number.
    for text in &texts {
        for line in text.lines() {
            assert_ne!(line.id, "verbatim", "{}", say(Lang::Pseudo, line));
            assert!(line.id.starts_with("views-"), "{}", line.id);
        }
    }
    let pseudo = kibitz::i18n::say_text(Lang::Pseudo, &texts[0]);
    assert!(pseudo.contains("⟦views-board-title⟧"), "{pseudo}");
    assert!(pseudo.contains("⟦views-last-move⟧"), "{pseudo}");
}
