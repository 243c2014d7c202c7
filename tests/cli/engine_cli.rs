//! `kibitz engine …` through the real binary: the output contract in the README ("Playing the
//! computer (engine)") and the same refusals as `kibitz rules`.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("the kibitz binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The move of the last line, checking every line's form on the way.
fn bestmove(out: &Output) -> String {
    assert!(out.status.success(), "{}", stderr(out));
    let text = stdout(out);
    let lines: Vec<&str> = text.lines().collect();
    let (last, infos) = lines.split_last().expect("at least the bestmove line");
    for info in infos {
        let words: Vec<&str> = info.split(' ').collect();
        assert_eq!(
            [words[0], words[1], words[3], words[5]],
            ["info", "depth", "score", "nodes"],
            "{info}"
        );
        assert!(words[2].parse::<u32>().is_ok() && words[4].parse::<i32>().is_ok());
        assert!(words[6].parse::<u64>().is_ok(), "{info}");
    }
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("last line {last:?}"))
        .to_string()
}

#[test]
fn bestmove_is_one_of_the_legal_moves_the_rules_list() {
    for (game, moves) in [
        ("topo", "e2e4 e7e5"),
        ("xiangqi", "h2e2 h9g7"),
        ("tempo", "b3b4 a3b3"),
    ] {
        let out = kibitz(&["engine", game, "--moves", moves, "--movetime", "100"]);
        let best = bestmove(&out);
        let legal = stdout(&kibitz(&["rules", game, "legal", "--moves", moves]));
        assert!(
            legal.split_whitespace().any(|m| m == best),
            "{game}: {best} not in {legal}"
        );
    }
}

#[test]
fn movetime_bounds_the_thinking_time() {
    for game in ["topo", "xiangqi", "tempo"] {
        let begun = Instant::now();
        let out = kibitz(&["engine", game, "--movetime", "200"]);
        // Generous: the machine is shared, and the process must also start.
        assert!(begun.elapsed() < Duration::from_secs(3), "{game}");
        bestmove(&out);
    }
}

#[test]
fn a_finished_game_answers_bestmove_none() {
    let out = kibitz(&[
        "engine",
        "xiangqi",
        "--fen",
        "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
        "--moves",
        "b0b9",
    ]);
    assert_eq!(stdout(&out), "bestmove (none)\n");
    assert_eq!(out.status.code(), Some(0));
    let out = kibitz(&["engine", "tempo", "--fen", "b5/6/6/6/6 w"]);
    assert_eq!(stdout(&out), "bestmove (none)\n");
}

#[test]
fn a_mate_in_one_is_played() {
    let out = kibitz(&[
        "engine",
        "xiangqi",
        "--fen",
        "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
        "--level",
        "1",
        "--movetime",
        "200",
    ]);
    assert_eq!(bestmove(&out), "b0b9");
}

#[test]
fn bad_positions_and_moves_are_refused_as_by_the_rules_command() {
    let cases: [(&str, &[&str]); 6] = [
        ("topo", &["--fen", "not a position"]),
        ("topo", &["--moves", "e2e4 e2e4"]),
        ("xiangqi", &["--fen", "9/9 w"]),
        ("xiangqi", &["--moves", "h2e2 zz"]),
        ("tempo", &["--fen", "bad"]),
        ("tempo", &["--moves", "b3c4"]),
    ];
    for (game, setup) in cases {
        let mut engine = vec!["engine", game];
        engine.extend_from_slice(setup);
        let mut rules = vec!["rules", game, "legal"];
        rules.extend_from_slice(setup);
        let (engine, rules) = (kibitz(&engine), kibitz(&rules));
        assert!(!rules.status.success(), "{game} {setup:?}");
        assert_eq!(
            engine.status.code(),
            rules.status.code(),
            "{game} {setup:?}"
        );
        assert_eq!(stderr(&engine), stderr(&rules), "{game} {setup:?}");
        assert_eq!(stdout(&engine), "", "{game} {setup:?}");
    }
}

#[test]
fn levels_outside_1_to_8_are_usage_errors() {
    for level in ["0", "9", "x"] {
        let out = kibitz(&["engine", "tempo", "--level", level]);
        assert_eq!(out.status.code(), Some(2), "{level}");
        assert!(stderr(&out).contains("--level"), "{}", stderr(&out));
    }
}
