//! The pages as a reader gets them: a game's page at any move, its board, downloads and
//! languages, a server's page; and everything that must not be a page.

use crate::service_support::*;
use crate::web_client::{get, get_raw};
use crate::web_support::*;
use html5ever::tendril::TendrilSink;
use kibitz::service::*;

/// Parses `html` as a browser would and returns the parse errors (none for a valid page).
pub fn html_errors(html: &str) -> Vec<String> {
    let dom = html5ever::parse_document(
        markup5ever_rcdom::RcDom::default(),
        html5ever::ParseOpts::default(),
    )
    .from_utf8()
    .read_from(&mut html.as_bytes())
    .expect("parsed");
    let errors: Vec<String> = dom.errors.borrow().iter().map(|e| e.to_string()).collect();
    errors
}

/// The `content` of `<meta property|name="name">` in `html`.
pub fn meta(html: &str, name: &str) -> Option<String> {
    let at = html
        .find(&format!("property=\"{name}\""))
        .or_else(|| html.find(&format!("name=\"{name}\"")))?;
    let rest = &html[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')?;
    Some(rest[start..start + end].to_string())
}

const MOVES: [&str; 3] = ["h2e2", "h9g7", "h0g2"];

#[tokio::test]
async fn a_game_page_shows_the_board_at_any_move_with_its_moves_and_previews() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &MOVES);
    let address = site.address();
    let path = format!("/{key}/{id}");
    let page = tokio::task::spawn_blocking(move || get(address, &path, &[]))
        .await
        .unwrap();
    assert_eq!(page.status, 200);
    assert!(page
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    let html = page.text();
    assert_eq!(html_errors(&html), Vec::<String>::new(), "{html}");
    // The preview Discord builds from the tags: the game's title, its state, the board now.
    let title = meta(&html, "og:title").expect("og:title");
    assert!(title.contains(id.as_str()) && title.contains("alice") && title.contains("bob"));
    assert!(
        meta(&html, "og:description").unwrap().contains("bob"),
        "bob is to move"
    );
    assert_eq!(
        meta(&html, "og:image").unwrap(),
        format!("{PUBLIC_URL}/{key}/{id}/board.png?lang=en")
    );
    assert_eq!(
        meta(&html, "og:url").unwrap(),
        format!("{PUBLIC_URL}/{key}/{id}")
    );
    assert_eq!(
        meta(&html, "theme-color").unwrap(),
        "#202020",
        "black to move"
    );
    assert_eq!(meta(&html, "twitter:card").unwrap(), "summary_large_image");
    // The moves in the reader's notation (English: WXF for Xiangqi), each a link to its
    // position, the last one marked.
    for ply in 1..=3 {
        assert!(
            html.contains(&format!("?ply={ply}&amp;lang=en")),
            "a link to move {ply}"
        );
    }
    assert!(html.contains("C2=5"), "the first move in WXF: {html}");
    assert!(html.contains("class=\"here\" data-ply=\"3\""));
    assert!(html.contains("rel=\"prev\""));
    assert!(
        !html.contains("rel=\"next\""),
        "no next move after the last"
    );
    // Earlier positions: other pictures, and whose turn it was then.
    let at_one = format!("/{key}/{id}?ply=1");
    let early = tokio::task::spawn_blocking(move || get(address, &at_one, &[]))
        .await
        .unwrap();
    let early = early.text();
    assert!(early.contains("rel=\"next\"") && early.contains("class=\"here\" data-ply=\"1\""));
    assert!(early.contains("board.png?ply=1&amp;lang=en"));
    let board = |ply: usize| {
        let path = format!("/{key}/{id}/board.png?ply={ply}");
        move || get(address, &path, &[])
    };
    let first = tokio::task::spawn_blocking(board(1)).await.unwrap();
    let last = tokio::task::spawn_blocking(board(3)).await.unwrap();
    assert_eq!(first.header("content-type"), Some("image/png"));
    let decoded = image::load_from_memory(&first.body).expect("a PNG");
    assert!(decoded.width() > 300 && decoded.height() > 300);
    assert_ne!(first.body, last.body, "another position, another picture");
    // Asked again: the same picture (from the cache).
    let again = tokio::task::spawn_blocking(board(1)).await.unwrap();
    assert_eq!(again.body, first.body);
    // Beyond the end: the last position.
    let beyond = tokio::task::spawn_blocking(board(99)).await.unwrap();
    assert_eq!(beyond.body, last.body);
}

#[tokio::test]
async fn the_record_and_the_replay_download() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &MOVES);
    let address = site.address();
    let record_path = format!("/{key}/{id}/record.txt");
    let record = tokio::task::spawn_blocking(move || get(address, &record_path, &[]))
        .await
        .unwrap();
    assert_eq!(record.status, 200);
    let doc = site.service.game_doc(&id).unwrap();
    assert_eq!(record.text(), site.service.record_text(&doc));
    assert!(record
        .header("content-disposition")
        .unwrap()
        .contains(&format!("{id}.txt")));
    let gif_path = format!("/{key}/{id}/replay.gif");
    let gif = tokio::task::spawn_blocking(move || get(address, &gif_path, &[]))
        .await
        .unwrap();
    assert_eq!(gif.header("content-type"), Some("image/gif"));
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif.body))
        .map(|d| image::AnimationDecoder::into_frames(d).count())
        .expect("a GIF");
    assert_eq!(frames, MOVES.len() + 1, "one frame per position");
}

#[tokio::test]
async fn pages_follow_the_reader_s_language() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &MOVES);
    let address = site.address();
    let path = format!("/{key}/{id}");
    let ask = |path: String, accept: &'static str| {
        move || get(address, &path, &[("Accept-Language", accept)])
    };
    let polish = tokio::task::spawn_blocking(ask(path.clone(), "pl-PL,pl;q=0.9,en;q=0.5"))
        .await
        .unwrap()
        .text();
    assert!(polish.contains("<html lang=\"pl\""));
    assert!(polish.contains("Ruchy"), "the Polish word for moves");
    assert_eq!(html_errors(&polish), Vec::<String>::new());
    let chinese = tokio::task::spawn_blocking(ask(format!("{path}?lang=zh-TW"), "pl"))
        .await
        .unwrap()
        .text();
    assert!(chinese.contains("<html lang=\"zh-TW\""), "?lang= wins");
    assert!(chinese.contains("著法"));
    // Xiangqi in Chinese notation for Chinese readers.
    assert!(chinese.contains("炮二平五"), "{chinese}");
    // Every language has its words: the pseudo-language shows none left in English.
    let pseudo = tokio::task::spawn_blocking(ask(format!("{path}?lang=qps"), "en"))
        .await
        .unwrap()
        .text();
    for english in [
        "Moves",
        "Players",
        "Previous",
        "Next",
        "Download the record",
    ] {
        assert!(
            !pseudo.contains(english),
            "{english:?} is not translated: {pseudo}"
        );
    }
}

#[tokio::test]
async fn a_server_page_lists_its_games_and_leaderboards() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let going = game_with(&site.service, &here(), &MOVES);
    let done = game_with(&site.service, &here(), &["h2e2"]);
    site.service
        .resign(&alice(), &here(), Some(done.as_str()))
        .expect("resigned");
    let other = game_with(&site.service, &elsewhere(), &[]);
    let address = site.address();
    let path = format!("/{key}/");
    let page = tokio::task::spawn_blocking(move || get(address, &path, &[]))
        .await
        .unwrap();
    assert_eq!(page.status, 200);
    let html = page.text();
    assert_eq!(html_errors(&html), Vec::<String>::new());
    assert!(html.contains(&format!("/{key}/{going}?lang=en")));
    assert!(html.contains(&format!("/{key}/{done}?lang=en")));
    assert!(
        !html.contains(other.as_str()),
        "another server's game is not listed"
    );
    let active_at = html.find("Games going on").unwrap();
    let finished_at = html.find("Recently finished").unwrap();
    let going_at = html.find(going.as_str()).unwrap();
    let done_at = html.find(done.as_str()).unwrap();
    assert!(active_at < going_at && going_at < finished_at && finished_at < done_at);
    assert!(html.contains("Leaderboards"));
}

#[tokio::test]
async fn a_server_page_shows_its_tournaments_with_their_standings() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let mut request = TournamentRequest::new(kibitz::games::GameKind::Xiangqi, FormatChoice::Swiss);
    request.name = Some("Autumn <Open>".into());
    site.service
        .tournament_create(&alice(), &here(), &Authority::manager(), request)
        .expect("created");
    // Twelve players: more than a Discord announcement lists (10), all on the page.
    let others = (1..=10u64).map(|n| Actor::new(UserId(600 + n), format!("entrant{n:02}")));
    for who in [bob(), carol()].into_iter().chain(others) {
        site.service
            .tournament_join(&who, &here(), None)
            .expect("entered");
    }
    site.service
        .tournament_start(&alice(), &here(), &Authority::manager(), None)
        .expect("started");
    let address = site.address();
    let path = format!("/{key}/");
    let page = tokio::task::spawn_blocking(move || get(address, &path, &[]))
        .await
        .unwrap();
    let html = page.text();
    assert_eq!(html_errors(&html), Vec::<String>::new());
    let heading = html
        .find("<h2>Tournaments</h2>")
        .expect("a tournaments section");
    let leaderboards = html.find("Leaderboards").unwrap();
    assert!(heading < leaderboards);
    // The name is escaped, and the standings list both players.
    assert!(html.contains("Autumn &lt;Open&gt;"), "{html}");
    assert!(!html.contains("Autumn <Open>"));
    let section = &html[heading..leaderboards];
    assert!(
        section.contains("bob") && section.contains("carol"),
        "{section}"
    );
    for n in 1..=10 {
        assert!(section.contains(&format!("entrant{n:02}")), "{section}");
    }
    assert!(!section.contains("more."), "no row left out: {section}");
}

#[tokio::test]
async fn unpublished_servers_wrong_secrets_and_other_servers_games_are_not_found() {
    let site = Site::start().await;
    let id = game_with(&site.service, &here(), &MOVES);
    let other = game_with(&site.service, &elsewhere(), &MOVES);
    let dm = game_with(&site.service, &Place::new(None, ChannelId(900)), &MOVES);
    let address = site.address();
    let status = |path: String| async move {
        tokio::task::spawn_blocking(move || get(address, &path, &[]).status)
            .await
            .unwrap()
    };
    // Nothing is published yet: a well-formed address of this server is not found.
    let guess = format!("{}-{}", 100, "0".repeat(32));
    assert_eq!(status(format!("/{guess}/{id}")).await, 404);
    let key = publish(&site.service, &here());
    assert_eq!(status(format!("/{key}/{id}")).await, 200);
    // A wrong secret, another server's game with the right one, a game of direct messages.
    let wrong = format!("100-{}", "f".repeat(32));
    assert_eq!(status(format!("/{wrong}/{id}")).await, 404);
    assert_eq!(status(format!("/{key}/{other}")).await, 404);
    assert_eq!(status(format!("/{key}/{other}/record.txt")).await, 404);
    assert_eq!(status(format!("/{key}/{dm}")).await, 404);
    assert_eq!(status(format!("/{key}/ZZZZ")).await, 404);
    // The other server never published: its secret-less addresses are nothing either.
    assert_eq!(
        status(format!("/101-{}/{other}", "0".repeat(32))).await,
        404
    );
    // Turned off: down at once. Turned on again: a new secret, the old one stays dead.
    site.service.set_web_pages(&here(), false).unwrap();
    assert_eq!(status(format!("/{key}/{id}")).await, 404);
    assert_eq!(status(format!("/{key}/")).await, 404);
    let new_key = publish(&site.service, &here());
    assert_ne!(new_key, key);
    assert_eq!(status(format!("/{key}/{id}")).await, 404);
    assert_eq!(status(format!("/{new_key}/{id}")).await, 200);
}

#[tokio::test]
async fn hostile_addresses_get_a_404_or_a_400_and_the_server_stays_up() {
    let site = Site::start().await;
    let key = publish(&site.service, &here());
    let id = game_with(&site.service, &here(), &MOVES);
    let address = site.address();
    let long_query = format!("/{key}/{id}?lang={}", "x".repeat(100_000));
    let cases: Vec<(Vec<u8>, &[u16])> = vec![
        (format!("/{key}/../../etc/passwd").into_bytes(), &[404]),
        (
            format!("/{key}/{id}/../../../etc/passwd").into_bytes(),
            &[404],
        ),
        (b"/../../../../etc/passwd".to_vec(), &[404]),
        (
            format!("/{key}/%2e%2e/%2e%2e/etc/passwd").into_bytes(),
            &[404],
        ),
        (format!("/{key}/{id}%00").into_bytes(), &[404]),
        (
            [format!("/{key}/").as_bytes(), b"\xff\xfe\xc3\x28"].concat(),
            &[400, 404],
        ),
        (format!("/{key}/%ff%fe%fd").into_bytes(), &[404]),
        (format!("/{}", "a/".repeat(5_000)).into_bytes(), &[400]),
        (long_query.into_bytes(), &[400, 414, 431]),
        (format!("/{key}/{id}?ply=-3").into_bytes(), &[400]),
        (format!("/{key}/{id}?ply=1e9").into_bytes(), &[400]),
        (
            format!("/{key}/{id}/board.png?ply=18446744073709551616").into_bytes(),
            &[400],
        ),
        (b"/metrics/../readyz".to_vec(), &[404]),
        (b"*".to_vec(), &[400, 404]),
    ];
    for (target, allowed) in cases {
        let shown = String::from_utf8_lossy(&target)
            .chars()
            .take(80)
            .collect::<String>();
        let answer = tokio::task::spawn_blocking(move || get_raw(address, &target, &[]))
            .await
            .unwrap();
        assert!(
            allowed.contains(&answer.status),
            "{shown:?} gave {} ({})",
            answer.status,
            answer.text().chars().take(200).collect::<String>()
        );
        assert!(
            !answer.text().contains("alice"),
            "{shown:?} shows nobody's data"
        );
    }
    // Still serving.
    let path = format!("/{key}/{id}");
    let fine = tokio::task::spawn_blocking(move || get(address, &path, &[]))
        .await
        .unwrap();
    assert_eq!(fine.status, 200);
}

#[test]
fn web_pages_need_a_public_address_in_the_configuration() {
    let fixture = Fixture::new();
    let error = user_error(fixture.service.set_web_pages(&here(), true));
    assert_eq!(error, UserError::NoWebPages);
    let error = user_error(
        fixture
            .service
            .set_web_pages(&Place::new(None, ChannelId(5)), true),
    );
    assert_eq!(error, UserError::ServerOnly);
}

#[tokio::test]
async fn an_analysed_game_shows_its_marks_and_its_evaluation_graph() {
    let config = ServiceConfig {
        analysis: AnalysisBudget {
            movetime: std::time::Duration::from_secs(30),
            max_nodes: None,
            max_depth: Some(3),
        },
        search_threads: 1,
        ..site_config()
    };
    let site = Site::with(config, None).await;
    let key = publish(&site.service, &here());
    // Red hangs its chariot (b0b9, taken by a9b9): a blunder the analysis marks.
    let start = "r3k4/9/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
    let slots = [
        kibitz::model::PlayerSlot {
            user: alice().user,
            name: "alice".into(),
        },
        kibitz::model::PlayerSlot {
            user: bob().user,
            name: "bob".into(),
        },
    ];
    let mut doc = started_from(
        "XQ27",
        kibitz::games::GameKind::Xiangqi,
        start,
        slots,
        START,
    );
    let mut game = kibitz::games::new_game(kibitz::games::GameKind::Xiangqi, Some(start)).unwrap();
    for mv in ["b0b9", "a9b9"] {
        game.play(mv).unwrap();
    }
    doc.moves = game.moves().to_vec();
    doc.position = game.position();
    doc.to_move = game.side_to_move();
    doc.deadline = None;
    doc.event_at = None;
    doc.finished = Some(kibitz::model::FinishDoc {
        outcome: kibitz::games::Outcome::win(
            kibitz::games::Side::Second,
            kibitz::games::EndReason::Resignation,
        ),
        at: START,
    });
    site.service.store().import_games(&[doc.clone()]).unwrap();
    let service = site.service.clone();
    tokio::task::spawn_blocking(move || {
        service.analyse(&alice(), &here(), Some("XQ27")).unwrap();
        service
            .settle_computer(std::time::Duration::from_secs(120))
            .unwrap();
    })
    .await
    .unwrap();
    let address = site.address();
    let path = format!("/{key}/XQ27");
    let html = tokio::task::spawn_blocking(move || get(address, &path, &[]))
        .await
        .unwrap()
        .text();
    assert_eq!(html_errors(&html), Vec::<String>::new());
    assert!(
        html.contains("<span class=\"mark blunder\">??</span>"),
        "the blunder is marked in the move list: {html}"
    );
    assert!(html.contains(&format!("/{key}/XQ27/graph.png?lang=en")));
    let graph_path = format!("/{key}/XQ27/graph.png");
    let graph = tokio::task::spawn_blocking(move || get(address, &graph_path, &[]))
        .await
        .unwrap();
    assert_eq!(graph.header("content-type"), Some("image/png"));
    let picture = image::load_from_memory(&graph.body).expect("a PNG");
    assert_eq!((picture.width(), picture.height()), (640, 320));
    // A game that was not analysed has no graph.
    let other = game_with(&site.service, &here(), &["h2e2"]);
    let none = format!("/{key}/{other}/graph.png");
    let status = tokio::task::spawn_blocking(move || get(address, &none, &[]).status)
        .await
        .unwrap();
    assert_eq!(status, 404);
}

#[test]
fn boards_and_exports_of_a_published_server_link_to_the_web_page() {
    let fixture = Fixture::with_config(site_config());
    let id = fixture.start(kibitz::games::GameKind::Xiangqi, &alice(), &bob(), &here());
    let board = fixture
        .service
        .board(&alice(), &here(), Some(id.as_str()), None)
        .unwrap();
    assert_eq!(board.web_page, None, "not published: no link");
    let key = publish(&fixture.service, &here());
    let board = fixture
        .service
        .board(&alice(), &here(), Some(id.as_str()), None)
        .unwrap();
    assert_eq!(board.web_page, Some(format!("{PUBLIC_URL}/{key}/{id}")));
    let export = fixture
        .service
        .export(&alice(), &here(), Some(id.as_str()))
        .unwrap();
    assert_eq!(export.web_page, Some(format!("{PUBLIC_URL}/{key}/{id}")));
    fixture.service.set_web_pages(&here(), false).unwrap();
    let board = fixture
        .service
        .board(&alice(), &here(), Some(id.as_str()), None)
        .unwrap();
    assert_eq!(board.web_page, None, "taken down: no link");
}
