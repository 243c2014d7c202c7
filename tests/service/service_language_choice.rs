//! The languages the service keeps for the front ends: what users and servers chose
//! (`/language`, `/settings language`), what Discord last reported (a client's language, a
//! server's preferred locale), and how every notice carries them.

use crate::service_support;

use kibitz::i18n::{say_text, Lang};
use kibitz::service::*;
use service_support::*;

fn languages(
    user_choice: Option<&str>,
    user_seen: Option<&str>,
    server_choice: Option<&str>,
    server_seen: Option<&str>,
) -> Languages {
    // Records keep tags; the service reads each into a language once.
    Languages {
        user_choice: user_choice.and_then(Lang::from_tag),
        user_seen: user_seen.and_then(Lang::from_tag),
        server_choice: server_choice.and_then(Lang::from_tag),
        server_seen: server_seen.and_then(Lang::from_tag),
    }
}

#[test]
fn the_locales_discord_reports_are_saved_and_given_back() {
    let f = Fixture::new();
    let s = &f.service;
    let polish_bob = bob().with_locale("pl");
    assert_eq!(
        s.languages(&polish_bob, &here(), Some("it")).unwrap(),
        languages(None, Some("pl"), None, Some("it"))
    );
    // Without a locale (a user named in a command) the saved one stays.
    assert_eq!(
        s.languages(&bob(), &here(), None).unwrap(),
        languages(None, Some("pl"), None, Some("it"))
    );
    // A newer locale replaces it; a direct message has no server.
    let dm = Place::new(None, ChannelId(999));
    assert_eq!(
        s.languages(&bob().with_locale("zh-TW"), &dm, Some("es-ES"))
            .unwrap(),
        languages(None, Some("zh-TW"), None, None)
    );
    // Blank or absurd tags are not kept.
    assert_eq!(bob().with_locale("  ").locale, None);
    assert_eq!(bob().with_locale(&"x".repeat(100)).locale, None);
    // Any command saves the client's language with the name.
    s.games(&carol().with_locale("es-419"), &here()).unwrap();
    let carol_doc = s.store().player(carol().user).unwrap().unwrap();
    assert_eq!(carol_doc.locale.as_deref(), Some("es-419"));
}

#[test]
fn a_user_chooses_a_language_and_goes_back_to_automatic() {
    let f = Fixture::new();
    let s = &f.service;
    let alice_pl = alice().with_locale("pl");
    let reply = s.set_language(&alice_pl, Some("it")).unwrap();
    assert!(reply.ephemeral, "only the user sees it");
    assert!(reply.text.en().contains("Italiano"), "{}", reply.text.en());
    assert_eq!(
        say_text(Lang::It, &reply.text),
        "Ora la tua lingua è Italiano: la usano le risposte che vedi solo tu e i tuoi messaggi \
         diretti. Con `/language auto` torni a seguire l'app di Discord."
    );
    assert_eq!(
        s.languages(&alice_pl, &here(), None).unwrap(),
        languages(Some("it"), Some("pl"), None, None)
    );
    let reply = s.set_language(&alice_pl, None).unwrap();
    assert!(
        say_text(Lang::Pl, &reply.text).contains("w języku twojej aplikacji Discord"),
        "{}",
        say_text(Lang::Pl, &reply.text)
    );
    assert_eq!(
        s.languages(&alice_pl, &here(), None).unwrap().user_choice,
        None
    );
    // Chosen languages survive a restart.
    s.set_language(&alice(), Some("zh-CN")).unwrap();
    let f = f.restart();
    assert_eq!(
        f.service.languages(&alice(), &here(), None).unwrap(),
        languages(Some("zh-CN"), Some("pl"), None, None)
    );
}

#[test]
fn a_server_language_and_the_thread_setting_do_not_overwrite_each_other() {
    let f = Fixture::new();
    let s = &f.service;
    let server = here().server.unwrap();
    s.set_thread_per_game(&here(), true).unwrap();
    let reply = s.set_server_language(server, Some("es")).unwrap();
    assert_eq!(
        say_text(Lang::ZhCn, &reply.text),
        "kibitz 在本服务器频道中发布的内容（棋盘、挑战、通知）现在使用 Español。"
    );
    let settings = s.store().server_settings(server).unwrap();
    assert!(settings.thread_per_game, "the thread setting stays");
    assert_eq!(settings.language.as_deref(), Some("es"));
    s.set_thread_per_game(&here(), false).unwrap();
    assert_eq!(
        s.store()
            .server_settings(server)
            .unwrap()
            .language
            .as_deref(),
        Some("es"),
        "the language stays"
    );
    // The preferred locale seen later is kept beside the choice, which still wins for posts.
    assert_eq!(
        s.languages(&alice(), &here(), Some("pl")).unwrap(),
        languages(None, None, Some("es"), Some("pl"))
    );
    let reply = s.set_server_language(server, None).unwrap();
    assert!(
        reply.text.en().contains("primary language"),
        "{}",
        reply.text.en()
    );
    assert_eq!(
        s.languages(&alice(), &here(), None).unwrap().server_choice,
        None
    );
    // Another server is untouched.
    assert_eq!(
        s.languages(&alice(), &elsewhere(), None)
            .unwrap()
            .server_seen,
        None
    );
}

#[test]
fn every_notice_carries_its_recipients_and_its_servers_languages() {
    let f = Fixture::new();
    let s = &f.service;
    let server = here().server.unwrap();
    // bob was last seen with a Polish client and chose nothing; the server is Italian.
    s.languages(&bob().with_locale("pl"), &here(), Some("it"))
        .unwrap();
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let expected = languages(None, Some("pl"), None, Some("it"));
    // A challenge by DM (a notice about no game yet).
    let challenge = s
        .challenge(
            &alice(),
            &here(),
            ChallengeRequest {
                game: some_kind(),
                opponent: Some(bob()),
                side: SideChoice::First,
                time_per_move: Some(10 * HOUR),
            },
        )
        .unwrap();
    assert_eq!(challenge.notices.len(), 1, "{:?}", challenge.notices);
    assert_eq!(challenge.notices[0].languages, expected);
    // The turn notice after alice's move.
    let accept = challenge.reply.buttons[0].custom_id();
    let game = s
        .press(&bob(), &here(), &accept)
        .unwrap()
        .started
        .unwrap()
        .game;
    let moved = f.play_first_legal(&game, &alice(), &bob());
    let turn = moved
        .notices
        .iter()
        .find(|n| n.user == bob().user)
        .expect("bob hears of his turn by DM");
    assert_eq!(turn.languages, expected);
    // The server then chooses Spanish and bob chooses Traditional Chinese: the clock's
    // reminder carries both.
    s.set_server_language(server, Some("es")).unwrap();
    s.set_language(&bob(), Some("zh-TW")).unwrap();
    f.clock.advance(9 * HOUR);
    let notices = s.tick().unwrap();
    let reminder = notices
        .iter()
        .find(|n| n.kind == NoticeKind::Reminder)
        .unwrap_or_else(|| panic!("{notices:?}"));
    assert_eq!(reminder.user, bob().user);
    assert_eq!(
        reminder.languages,
        languages(Some("zh-TW"), Some("pl"), Some("es"), Some("it"))
    );
}

#[test]
fn a_notice_in_a_direct_message_place_has_no_server_language() {
    let f = Fixture::new();
    let s = &f.service;
    // bob is known (Polish), and so is the server; a challenge made in a DM names no server.
    s.languages(&bob().with_locale("pl"), &here(), Some("it"))
        .unwrap();
    s.set_notifications(&bob(), NotifyPref::Dm).unwrap();
    let dm = Place::new(None, ChannelId(999));
    let challenge = s
        .challenge(
            &alice(),
            &dm,
            ChallengeRequest {
                game: some_kind(),
                opponent: Some(bob()),
                side: SideChoice::First,
                time_per_move: None,
            },
        )
        .unwrap();
    assert_eq!(challenge.notices.len(), 1);
    assert_eq!(
        challenge.notices[0].languages,
        languages(None, Some("pl"), None, None)
    );
}
