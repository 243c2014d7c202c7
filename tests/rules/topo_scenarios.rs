//! The scenarios of `tests/data/topo_scenarios.txt`: a position, moves, and the status after.

use kibitz::games::{new_game, status_string, GameKind};

#[test]
fn scenarios() {
    let table = include_str!("../data/topo_scenarios.txt");
    let mut count = 0;
    for line in table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [name, start, moves, expected] = fields[..] else {
            panic!("bad scenario line: {line}");
        };
        let start = (start != "start").then_some(start);
        let mut game = new_game(GameKind::Topo, start).unwrap_or_else(|e| panic!("{name}: {e}"));
        for mv in moves.split_whitespace() {
            game.play(mv)
                .unwrap_or_else(|e| panic!("{name}: {mv} refused: {e}"));
        }
        assert_eq!(
            status_string(GameKind::Topo, game.outcome()),
            expected,
            "scenario {name}"
        );
        count += 1;
    }
    assert!(count >= 15, "the scenario table is read");
}
