//! A record that fails to decode affects only its game; a newer schema is refused at start.

use crate::service_support;

use kibitz::service::*;
use kibitz::store::{SledStore, Store, SCHEMA_VERSION};
use service_support::*;
use std::sync::Arc;

#[test]
fn a_corrupt_game_affects_only_that_game() {
    let f = Fixture::new();
    let kind = some_kind();
    let broken = f.start(kind, &alice(), &bob(), &here());
    let fine = f.start(kind, &alice(), &carol(), &elsewhere());
    let Fixture {
        dir,
        clock,
        service,
    } = f;
    drop(service);
    {
        let db = sled::open(dir.path()).unwrap();
        db.open_tree("games")
            .unwrap()
            .insert(broken.as_str(), &b"\x00garbage"[..])
            .unwrap();
        db.flush().unwrap();
    }
    let s = reopen(dir.path(), &clock);
    // The other game goes on.
    let first = s.suggest_moves(&alice(), &elsewhere(), Some(fine.as_str()), "")[0]
        .canonical
        .clone();
    s.play(&alice(), &elsewhere(), Some(fine.as_str()), &first)
        .unwrap();
    // The broken one gives a clear error, said to the user, naming the game.
    let error = s
        .board(&alice(), &here(), Some(broken.as_str()), None)
        .unwrap_err();
    assert!(!error.is_user_error());
    let message = error.user_message().unwrap().en();
    assert!(
        message.contains(broken.as_str()) && message.contains("not affected"),
        "{message}"
    );
    // Lists still work and point at the broken game.
    let list = s.games(&alice(), &here()).unwrap().text.en();
    assert!(
        list.contains(fine.as_str()) && list.contains(broken.as_str()),
        "{list}"
    );
    // The clock goes on for the others.
    clock.advance(4 * DAY);
    let notices = s.tick().unwrap();
    assert!(notices.iter().any(|n| n.game.as_ref() == Some(&fine)));
}

#[test]
fn a_newer_schema_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    SledStore::open(dir.path())
        .unwrap()
        .set_schema_version(SCHEMA_VERSION + 5)
        .unwrap();
    let error = Service::open(dir.path(), Arc::new(TestClock::new(START)), config()).unwrap_err();
    let text = error.to_string();
    assert!(
        text.contains("newer kibitz") && text.contains(&(SCHEMA_VERSION + 5).to_string()),
        "{text}"
    );
}
