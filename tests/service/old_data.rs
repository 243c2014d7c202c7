//! Data written by an earlier kibitz opens and plays on: a copy of `tests/data/store-v1/` (see its
//! README) is opened by today's service, which must read every record and carry each game on.

use kibitz::games::{replay, GameKind, Notation, Side};
use kibitz::service::*;
use kibitz::store::{BoardScope, GamesOf};
use std::path::Path;
use std::sync::Arc;

/// When the data was written (`--now`), plus a minute.
const WRITTEN: Timestamp = Timestamp(1_790_000_060);

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

fn open_copy() -> (tempfile::TempDir, Service) {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/store-v1");
    copy_dir(&fixture, dir.path());
    // Git keeps no empty folders; sled expects this one.
    std::fs::create_dir_all(dir.path().join("blobs")).unwrap();
    let config = ServiceConfig {
        pictures: false,
        ..ServiceConfig::default()
    };
    let service = Service::open(dir.path(), Arc::new(TestClock::new(WRITTEN)), config).unwrap();
    (dir, service)
}

fn actor(service: &Service, name: &str) -> Actor {
    let players = service.store().players().unwrap();
    let doc = players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} is in the old data"));
    Actor::new(doc.user, name)
}

fn game_of(service: &Service, who: &Actor, kind: GameKind) -> kibitz::store::GameDoc {
    let ids = service.store().game_ids_of(who.user).unwrap();
    ids.iter()
        .map(|id| service.game_doc(id).unwrap())
        .find(|doc| doc.kind == kind)
        .unwrap_or_else(|| panic!("{} has a {kind:?} game", who.name))
}

#[test]
fn a_data_directory_of_schema_1_opens_and_plays_on() {
    let (_dir, service) = open_copy();
    let (alice, bob) = (actor(&service, "alice"), actor(&service, "bob"));

    // The Xiangqi game: two moves played, alice (red) to move; she and bob play on.
    let xiangqi = game_of(&service, &alice, GameKind::Xiangqi);
    assert_eq!(xiangqi.moves, ["h2e2", "h9g7"]);
    assert_eq!(xiangqi.to_move, Side::First);
    assert_eq!(xiangqi.player(Side::First).user, alice.user);
    let place = Place::new(xiangqi.server, xiangqi.channel);
    service
        .play(&alice, &place, Some(xiangqi.id.as_str()), "h0g2")
        .unwrap();
    service
        .play(&bob, &place, Some(xiangqi.id.as_str()), "b7e7")
        .unwrap();
    let after = service.game_doc(&xiangqi.id).unwrap();
    assert_eq!(after.moves, ["h2e2", "h9g7", "h0g2", "b7e7"]);
    assert!(replay(&after.record()).is_ok());

    // The Topo game: gina's take-back request is still open; carol grants it.
    let (carol, gina) = (actor(&service, "carol"), actor(&service, "gina"));
    let topo = game_of(&service, &carol, GameKind::Topo);
    assert_eq!(topo.moves, ["e2e4", "e7e5"]);
    let offer = topo.takeback.expect("the take-back request survived");
    assert_eq!(offer.by, Side::Second);
    let place = Place::new(topo.server, topo.channel);
    service
        .takeback(
            &carol,
            &place,
            Some(topo.id.as_str()),
            TakebackAction::Accept,
        )
        .unwrap();
    let after = service.game_doc(&topo.id).unwrap();
    assert_eq!(after.moves, ["e2e4"]);
    assert_eq!(after.to_move, Side::Second);
    let legal = replay(&after.record())
        .unwrap()
        .legal_moves(Notation::Canonical);
    assert!(legal.contains(&"e7e5".to_string()));
    service
        .play(&gina, &place, Some(topo.id.as_str()), "d7d5")
        .unwrap();

    // The finished Tempo game: erin won by resignation and is on the Tempo leaderboard.
    let erin = actor(&service, "erin");
    let tempo = game_of(&service, &erin, GameKind::Tempo);
    let finished = tempo.finished.expect("the Tempo game is over");
    assert_eq!(finished.outcome.winner(), Some(Side::Second));
    assert_eq!(finished.outcome.reason().to_string(), "resignation");
    let board = service
        .store()
        .leaderboard(BoardScope::Global, GameKind::Tempo)
        .unwrap();
    let row = board
        .iter()
        .find(|r| r.name == "erin")
        .expect("erin is rated");
    assert_eq!((row.wins, row.played, row.points), (1, 1, 1.0));

    // frank's open challenge can still be taken.
    let challenges = service.store().challenges().unwrap();
    let open = challenges
        .iter()
        .find(|c| c.challenger.name == "frank")
        .expect("frank's open challenge survived");
    assert!(open.opponent.is_none());
    let here = Place::new(open.server, open.channel);
    service.accept(&bob, &here, Some(open.id.as_str())).unwrap();
    assert_eq!(game_of(&service, &bob, GameKind::Topo).kind, GameKind::Topo);

    // alice's notification choice was kept.
    let alice_doc = service.store().player(alice.user).unwrap().unwrap();
    assert_eq!(alice_doc.notify, NotifyPref::Dm);
}

/// The player index of this data holds no game states (they were added later): the lists read
/// them from the records, and `/games` shows what it did.
#[test]
fn the_game_lists_of_old_data_come_from_the_records() {
    let (_dir, service) = open_copy();
    let dave = actor(&service, "dave");
    let games = service.store().games_of(dave.user, GamesOf::ALL).unwrap();
    assert!(games.active.is_empty() && games.unreadable.is_empty());
    assert_eq!(games.finished.len(), 1);
    assert_eq!(games.finished[0].kind, GameKind::Tempo);
    let alice = actor(&service, "alice");
    let active = service
        .store()
        .games_of(alice.user, GamesOf::ACTIVE)
        .unwrap();
    assert_eq!(active.active.len(), 1);
    assert_eq!(active.active[0].kind, GameKind::Xiangqi);
    assert!(active.finished.is_empty());

    let here = Place::new(games.finished[0].server, games.finished[0].channel);
    let listed = kibitz::i18n::english(&service.games(&dave, &here).unwrap().text);
    assert!(listed.contains(games.finished[0].id.as_str()), "{listed}");
    // Exporting with no game named gives dave's last game, the finished one.
    let exported = service.export(&dave, &here, None).unwrap();
    assert_eq!(
        exported.attachments[0].filename,
        format!("{}.txt", games.finished[0].id)
    );
}
