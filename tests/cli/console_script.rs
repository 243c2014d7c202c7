//! `kibitz local` driven by scripts: whole games, errors, pictures, clock, persistence.

use kibitz::console::{run_with, LocalArgs};
use kibitz::games::{new_game, GameKind, Notation};
use std::io::Write;
use std::process::{Command, Stdio};

const NOW: i64 = 1_800_000_000;

fn args(data: &std::path::Path, pictures: bool) -> LocalArgs {
    LocalArgs {
        data: data.to_path_buf(),
        database_url: None,
        pictures: Some(data.join("pics")),
        now: Some(NOW),
        no_pictures: !pictures,
        user: "alice".into(),
        lang: kibitz::i18n::Lang::En,
    }
}

fn run_script(args: &LocalArgs, script: &str) -> String {
    let mut out = Vec::new();
    run_with(args, script.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// The first `n` moves of a Tempo game that always plays the first legal move.
fn tempo_moves(n: usize) -> Vec<String> {
    let mut game = new_game(GameKind::Tempo, None).unwrap();
    let mut moves = Vec::new();
    for _ in 0..n {
        let mv = game.legal_moves(Notation::Canonical)[0].clone();
        game.play(&mv).unwrap();
        moves.push(mv);
    }
    moves
}

#[test]
fn a_script_plays_a_game_with_errors_pictures_and_a_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    let m = tempo_moves(3);
    let script = format!(
        "# a short game\n\
         alice> challenge bob tempo first 1d\n\
         bob> accept\n\
         bob> move {m0}\n\
         alice> move nonsense\n\
         alice> move {m0}\n\
         bob> move {m1}\n\
         switch alice\n\
         move {m2}\n\
         board\n\
         bob> resign\n\
         leaderboard tempo\n\
         frobnicate\n",
        m0 = m[0],
        m1 = m[1],
        m2 = m[2]
    );
    let out = run_script(&args(dir.path(), true), &script);
    assert!(
        out.contains("alice> challenge bob tempo first 1d"),
        "commands are echoed:\n{out}"
    );
    assert!(out.contains("challenges **bob** to Tempo"), "{out}");
    assert!(out.contains("started: "), "{out}");
    assert!(out.contains("error: it is not your turn"), "{out}");
    assert!(out.contains("error: 'nonsense' is not a move"), "{out}");
    assert!(
        out.contains("alice played **") && out.contains(&format!("({})", m[0])),
        "{out}"
    );
    assert!(out.contains("@bob"), "the next player is mentioned:\n{out}");
    // The board's buttons a terminal can press are listed; Move, which opens Discord's
    // menus, is not (here one types the move).
    let buttons = out
        .lines()
        .find(|l| l.starts_with("buttons: ") && l.contains(":resign:"))
        .expect("the board's buttons are listed");
    assert!(buttons.contains(":draw-offer:"), "{buttons}");
    assert!(
        !out.lines()
            .any(|l| l.starts_with("buttons: ") && l.contains(":move:")),
        "no Move button in the console:\n{out}"
    );
    assert!(out.contains("bob resigned"), "{out}");
    assert!(out.contains("error: unknown command 'frobnicate'"), "{out}");
    // The leaderboard: alice won.
    let board = &out[out.find("leaderboard tempo").unwrap()..];
    assert!(
        board.contains("alice") && board.contains("1/0/0"),
        "{board}"
    );
    // Board pictures were written and named in the output.
    let picture_line = out.lines().find(|l| l.starts_with("picture: ")).unwrap();
    let path = picture_line.trim_start_matches("picture: ");
    let bytes = std::fs::read(path).unwrap();
    assert!(bytes.starts_with(b"\x89PNG"));
    // The board as text is shown too (Tempo's bottom row is rank 1).
    assert!(
        out.lines().any(|l| l.trim_start().starts_with('1')),
        "{out}"
    );
}

#[test]
fn the_clock_can_be_advanced_to_see_reminders_and_losses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        // This server allows no vacation: a clock that runs out loses (see the next test).
        "vacation-days 0\nalice> challenge bob tempo second 10h\nbob> accept\nadvance 8h 1m\nadvance 2h\ngames\n",
    );
    assert!(out.contains("notice to bob (mention, reminder)"), "{out}");
    assert!(out.contains("notice to bob (mention, time loss)"), "{out}");
    // Lost on time before the first move: aborted, and unrated.
    assert!(
        out.contains("is over: aborted (on time) and unrated: fewer than two moves were played."),
        "{out}"
    );
}

#[test]
fn the_consoles_games_list_is_whole_however_long() {
    // Discord shows a long /games a page at a time; the console shows all of it, as before,
    // and no page buttons. 20 games with bob, more than Discord's page of 15 lines.
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::new();
    for _ in 0..20 {
        script.push_str("alice> challenge bob tempo first 1d\nbob> accept\n");
    }
    script.push_str("alice> games\n");
    let out = run_script(&args(dir.path(), false), &script);
    let list = &out[out.rfind("alice> games").unwrap()..];
    assert!(list.contains("(20 going on)"), "{list}");
    let lines = list.lines().filter(|l| l.contains(" vs bob ")).count();
    assert_eq!(lines, 20, "every game is listed:\n{list}");
    assert!(!list.contains("Next") && !list.contains(":page:"), "{list}");
}

#[test]
fn a_vacation_in_the_console_stops_the_clock_and_a_forgotten_one_starts_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let m = tempo_moves(2);
    let out = run_script(
        &args(dir.path(), false),
        &format!(
            "alice> challenge bob tempo first 10h\nbob> accept\nalice> vacation start 2\n\
             alice> vacation status\nbob> board\nadvance 1d\nalice> move {}\n\
             advance 10h 1m\nbob> games\nbob> vacation status\nbob> vacation end\nbob> games\n",
            m[0]
        ),
    );
    // Alice goes away: her clock stops and bob is told, in his board too.
    assert!(out.contains("You are on vacation until"), "{out}");
    assert!(out.contains("notice to bob (mention, vacation)"), "{out}");
    assert!(out.contains("alice is on vacation until"), "{out}");
    assert!(out.contains("clock stopped for a vacation"), "{out}");
    // A day on, her move ends it (charged 1 day).
    assert!(
        out.contains("That move ended your vacation (1 day used, 29 days left this year)"),
        "{out}"
    );
    // Bob forgets his 10 hours: instead of losing, he is on vacation.
    assert!(out.contains("notice to bob (mention, vacation)"), "{out}");
    assert!(
        out.contains("ran out, so you are on vacation instead"),
        "{out}"
    );
    assert!(!out.contains("time loss"), "{out}");
    assert!(
        out.contains("Welcome back: your vacation is over (1 day used"),
        "{out}"
    );
}

#[test]
fn state_is_kept_in_the_store_between_runs_of_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let m = tempo_moves(1);
    let run = |script: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args([
                "local",
                "--no-pictures",
                "--now",
                &NOW.to_string(),
                "--data",
            ])
            .arg(dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    let first = run(&format!(
        "alice> challenge bob tempo first\nbob> accept\nalice> move {}\n",
        m[0]
    ));
    assert!(first.contains("alice played"), "{first}");
    let second = run("bob> games\nexport\n");
    assert!(second.contains("your turn"), "{second}");
    assert!(second.contains(&format!("1. {}", m[0])), "{second}");
    assert!(second.contains("[Black \"alice\"]"), "{second}");
}

#[test]
fn a_bad_data_directory_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, "x").unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--data"])
        .arg(&file)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("cannot open the data directory"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
}

#[test]
fn a_second_kibitz_on_the_same_data_directory_is_told_why_it_cannot_start() {
    let dir = tempfile::tempdir().unwrap();
    // The first console holds the directory: it waits on its standard input.
    let mut first = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--no-pictures", "--data"])
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until it has opened the store (it answers its first command).
    let mut stdin = first.stdin.take().unwrap();
    writeln!(stdin, "games").unwrap();
    let mut reader = std::io::BufReader::new(first.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut reader, &mut line).unwrap();

    let second = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--no-pictures", "--data"])
        .arg(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    drop(stdin);
    first.wait().unwrap();
    assert!(!second.status.success());
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(
        stderr.contains("another kibitz is using the data directory")
            && stderr.contains("stop it first"),
        "{stderr}"
    );
    assert!(!stderr.contains("WouldBlock"), "no raw OS error: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_script_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--no-pictures", "--now", "1800000000", "--data"])
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"alice> challenge bob xiangqi red 1d\n")
        .unwrap();
    stdin.write_all(b"move \xff\xfe h2e2\n").unwrap();
    stdin.write_all(b"bob> accept\n").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.contains("error: that line is not UTF-8 text"),
        "{stdout}"
    );
    assert!(
        stdout.contains("started"),
        "the commands after the bad line still ran: {stdout}"
    );
}

#[test]
fn long_lines_are_repeated_short_and_visibly() {
    let dir = tempfile::tempdir().unwrap();
    let long = "x".repeat(10_000);
    let out = run_script(
        &args(dir.path(), false),
        &format!("alice> move {long}\nalice> frob\u{202E}nicate\n"),
    );
    assert!(out.len() < 1_000, "{} bytes of output", out.len());
    assert!(out.contains("… (10005)"), "{out}");
    assert!(!out.contains('\u{202E}'), "{out:?}");
    assert!(out.contains("frob[U+202E]nicate"), "{out}");
}

#[test]
fn console_challenges_read_the_whole_time_and_name_a_wrong_side() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "alice> challenge bob xiangqi 1d 12h\n\
         alice> challenge carol xiangqi purple\n\
         alice> challenge dave tempo 12h white\n",
    );
    assert!(
        out.contains("1 day 12 hours per move"),
        "36 hours, not 12: {out}"
    );
    assert!(
        out.contains("`purple` is not a side of Xiangqi: say `red` or `black`"),
        "{out}"
    );
    assert!(
        out.contains("(alice plays White; 12 hours per move)"),
        "{out}"
    );
}

#[test]
fn console_moves_reads_a_complete_move_as_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "alice> challenge bob topo white 1d\n\
         bob> accept\n\
         alice> moves e2e4\n\
         alice> moves e2\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let answer = lines
        .iter()
        .position(|l| *l == "alice> moves e2e4")
        .map(|i| lines[i + 1]);
    assert!(
        answer.is_some_and(|a| a.contains("e2e4")),
        "the move is suggested: {out}"
    );
    assert!(!out.contains("no moves to suggest"), "{out}");
}

#[test]
fn console_moves_says_why_a_player_cannot_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "alice> challenge bob topo white 1d\n\
         bob> accept\n\
         bob> moves e7\n",
    );
    assert!(
        out.contains("Not your turn: alice (White) is to move in"),
        "{out}"
    );
}

#[test]
fn advancing_the_clock_past_what_it_can_hold_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "advance 200000000000000d\nadvance 1d\n",
    );
    assert!(
        out.contains("error: '200000000000000d' is not a length of time"),
        "{out}"
    );
    assert!(
        out.contains("clock: 16 Jan 2027, 08:00 UTC"),
        "the clock still works: {out}"
    );
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Whatever is typed, the console answers (an error line at worst) and goes on.
        #[test]
        fn any_line_gets_an_answer_and_never_a_panic(
            lines in proptest::collection::vec(
                prop_oneof![
                    ".{0,40}",
                    "(alice|bob|x)> (challenge|accept|move|draw|takeback|board|press|advance|notify|leaderboard|rules) .{0,20}",
                ],
                1..6,
            )
        ) {
            prop_assume!(!lines.iter().any(|l| l.contains("quit") || l.contains("exit")));
            let dir = tempfile::tempdir().unwrap();
            let mut script = String::from("alice> challenge bob tempo\nbob> accept\n");
            for line in &lines {
                script.push_str(&line.replace('\n', " "));
                script.push('\n');
            }
            script.push_str("games\n");
            let out = run_script(&args(dir.path(), false), &script);
            prop_assert!(out.contains("alice> games") || out.contains("> games"), "{}", out);
        }
    }
}

#[test]
fn the_rules_summary_follows_the_consoles_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut chinese = args(dir.path(), false);
    chinese.lang = kibitz::i18n::Lang::ZhTw;
    let out = run_script(
        &chinese,
        "rules xiangqi\nlang it\nrules topo\nlang klingon\nlang\nfrobnicate\nmove\nlang pl\nswitch\n",
    );
    assert!(out.contains("**象棋** — 中國象棋"), "{out}");
    // The console's own words follow the language too.
    assert!(out.contains("lingua: Italiano (it)"), "{out}");
    assert!(out.contains("gli scacchi italiani degli animali"), "{out}");
    assert!(
        out.contains(
            "errore: 'klingon' non è una lingua che kibitz parla: usa una di en, it, es, pl, \
             zh-CN, zh-TW"
        ),
        "an unknown language is explained: {out}"
    );
    // After the refusal the language is still Italian.
    assert_eq!(out.matches("lingua: Italiano (it)").count(), 2, "{out}");
    assert!(
        out.contains("errore: comando sconosciuto 'frobnicate': scrivi `help`"),
        "{out}"
    );
    assert!(out.contains("errore: uso: move [PARTITA] MOSSA"), "{out}");
    assert!(out.contains("język: Polski (pl)"), "{out}");
    assert!(out.contains("błąd: użycie: switch NAZWA"), "{out}");
}

#[test]
fn a_script_plays_the_computer_and_sees_its_moves_as_they_come() {
    let dir = tempfile::tempdir().unwrap();
    let m = tempo_moves(1);
    let script = format!(
        "help\n\
         challenge computer tempo 2 first\n\
         move {m0}\n\
         takeback\n\
         challenge computer tempo 9\n\
         challenge computer chess\n\
         stats\n",
        m0 = m[0]
    );
    let out = run_script(&args(dir.path(), false), &script);
    assert!(out.contains("challenge computer GAME [LEVEL 1-8]"), "{out}");
    assert!(
        out.contains("vs Computer level 2") && out.contains("started:"),
        "the game starts at once: {out}"
    );
    assert!(out.contains("The computer is thinking"), "{out}");
    // Its move is printed, with the board, before the next command runs.
    let moved = out
        .find("(mention, computer moved): Computer level 2 played")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(moved < out.find("alice> takeback").unwrap(), "{out}");
    assert!(
        out.contains("Computer level 2 allowed the take-back"),
        "{out}"
    );
    assert!(out.contains("there is no level 9"), "{out}");
    assert!(out.contains("unknown game 'chess'"), "{out}");
}

#[test]
fn the_console_keeps_private_notes_with_or_without_a_game_id() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "alice> challenge bob tempo first 1d\n\
         bob> accept\n\
         alice> note watch the centre\n\
         alice> games\n\
         board\n\
         bob> board\n",
    );
    assert!(out.contains("Note kept on game"), "{out}");
    assert!(out.contains("· 📝 1"), "alice's list marks the game: {out}");
    // Alice's board is followed by her note, marked as hers alone; Bob's is not.
    let (alice_board, bob_board) = out.split_once("bob> board").unwrap();
    assert!(alice_board.contains("(only alice sees this:)"), "{out}");
    assert!(alice_board.contains("move 1: watch the centre"), "{out}");
    assert!(!bob_board.contains("watch the centre"), "{out}");

    // With the game's id first, the note goes on that game; the id is not part of the note.
    let id = out
        .split("Note kept on game ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the game's id in the answer")
        .to_string();
    let out = run_script(
        &args(dir.path(), false),
        &format!("alice> note {id} second thought\nalice> note {id}\n"),
    );
    assert!(out.contains("move 1: second thought"), "{out}");
    assert!(!out.contains(&format!("move 1: {id}")), "{out}");
}

#[test]
fn console_names_take_letters_of_any_script_and_never_none() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "Wójcik> challenge 小明 tempo first 1d\n\
         小明> accept\n\
         switch WÓJCIK\n\
         games\n\
         switch bob!\n",
    );
    assert!(out.contains("wójcik> challenge 小明"), "{out}");
    assert_eq!(
        out.matches("is not a name: use letters").count(),
        1,
        "letters of any script are letters, only bob! is refused: {out}"
    );
    assert!(out.contains("now typing as wójcik"), "{out}");
    assert!(
        out.contains("Tempo vs 小明"),
        "WÓJCIK is the player Wójcik, folded by Unicode rules: {out}"
    );
    assert!(
        out.contains("'bob!' is not a name: use letters, digits, '-' or '_'"),
        "{out}"
    );
    let mut empty = args(dir.path(), false);
    empty.user = String::new();
    let mut out = Vec::new();
    let err = run_with(&empty, "games\n".as_bytes(), &mut out, false)
        .expect_err("an empty user name is refused");
    assert_eq!(
        err.to_string(),
        "'' is not a name: use letters, digits, '-' or '_'"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--no-pictures", "--data"])
        .arg(dir.path())
        .args(["--user", ""])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success(), "--user \"\" is refused");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("is not a name"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn console_moves_finds_and_shows_chinese_to_chinese_readers() {
    let dir = tempfile::tempdir().unwrap();
    let mut zh = args(dir.path(), false);
    zh.lang = kibitz::i18n::Lang::parse("zh-CN").unwrap();
    let out = run_script(
        &zh,
        "alice> challenge bob xiangqi red 1d\n\
         bob> accept\n\
         alice> moves 马\n\
         alice> moves 炮八\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let answer = |asked: &str| {
        lines
            .iter()
            .position(|l| *l == asked)
            .and_then(|i| lines.get(i + 1).copied())
            .unwrap_or_default()
    };
    assert!(
        answer("alice> moves 马").contains("h0g2 (马二进三)"),
        "{out}"
    );
    let cannon = answer("alice> moves 炮八");
    assert!(cannon.contains("b2e2 (炮八平五)"), "{out}");
    assert!(!cannon.contains("h2"), "only the cannon on file 八: {out}");
}

#[test]
fn console_reads_ids_levels_players_and_board_files_as_meant() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), true),
        "alice> challenge bob xiangqi red 1d\n\
         bob> accept\n\
         alice> move H2 E2\n\
         carol> challenge computer xiangqi -1\n\
         carol> stats nobody\n\
         games\n",
    );
    assert!(
        out.contains("Last move: C2=5") || out.contains("C2=5"),
        "`move H2 E2` is one move: {out}"
    );
    assert!(!out.contains("no game `H2`"), "{out}");
    assert!(
        out.contains(
            "there is no level -1: the computer plays at levels 1 (easiest) to 8 (strongest)"
        ),
        "{out}"
    );
    assert!(
        out.contains("**nobody** has not played any game yet."),
        "{out}"
    );
    let id = out
        .lines()
        .find_map(|l| l.strip_prefix("started: "))
        .and_then(|l| l.split(' ').next())
        .expect("the game started")
        .to_string();
    let out = run_script(
        &args(dir.path(), true),
        &format!(
            "carol> moves {id}\n\
             carol> moves {id} h2\n\
             alice> board {id} red\n\
             alice> board {id} second\n"
        ),
    );
    assert_eq!(
        out.matches(&format!("ou are not playing in game {id}"))
            .count(),
        2,
        "`moves ID` and `moves ID h2` say the same: {out}"
    );
    let pictures: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("picture: "))
        .collect();
    assert_eq!(pictures.len(), 2, "{out}");
    assert_ne!(
        pictures[0], pictures[1],
        "red and second are two files: {out}"
    );
}

#[test]
fn a_missing_config_file_names_the_os_error_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .env_remove("DISCORD_TOKEN")
        .args(["run", "--config"])
        .arg(dir.path().join("nope.toml"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nope.toml"), "{err}");
    assert_eq!(err.matches("os error 2").count(), 1, "{err}");
}

#[test]
fn the_rules_cli_stops_quietly_when_the_reader_goes_away() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["rules", "xiangqi", "perft", "3"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Close the pipe before anything is read, as `| head -0` would.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains("Broken pipe") && err.trim().is_empty(),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(0), "{err}");
}

#[test]
fn the_console_keeps_conditional_lines_and_plays_their_answers() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(
        &args(dir.path(), false),
        "alice> challenge bob xiangqi first 1d\n\
         bob> accept\n\
         bob> conditional add h2e2 h9g7, b0c2 b9c7\n\
         bob> conditional add h2e2 b9c7\n\
         bob> conditional list\n\
         alice> conditional list\n\
         alice> conditional add h9g7 h2e2\n\
         alice> move h2e2\n\
         bob> conditional list\n\
         bob> conditional clear\n\
         bob> conditional\n",
    );
    assert!(
        out.contains("Conditional line kept on game")
            && out.contains("`h2e2 h9g7 b0c2 b9c7` (1 of 30 lines)"),
        "{out}"
    );
    assert!(
        out.contains("your line `h2e2 h9g7 b0c2 b9c7` answers the same moves with h9g7"),
        "a conflicting line is refused: {out}"
    );
    assert!(out.contains("1. `h2e2 h9g7 b0c2 b9c7`"), "{out}");
    // Alice sees none of bob's lines, and cannot enter one on her own turn.
    let alices = out.split("alice> conditional list").nth(1).unwrap();
    let alices = alices.split("alice> conditional add").next().unwrap();
    assert!(alices.contains("You have no conditional lines"), "{out}");
    assert!(!alices.contains("h9g7"), "{out}");
    assert!(out.contains("it is your turn in game"), "{out}");
    // Her move is answered at once, marked as bob's line.
    let moved = out.split("alice> move h2e2").nth(1).unwrap();
    assert!(
        moved.contains("bob's conditional line answered **H8+7** (h9g7)"),
        "{out}"
    );
    assert!(
        moved.contains("1. `b0c2 b9c7`"),
        "the rest of the line: {out}"
    );
    assert!(moved.contains("Your conditional line on game"), "{out}");
    assert!(out.contains("usage: conditional add [GAME] LINE"), "{out}");
}
