//! `kibitz store copy` from the command line: what the user sees.

use std::process::Command;

#[test]
fn store_copy_says_what_it_copied_and_refuses_a_non_empty_target() {
    let dir = tempfile::tempdir().unwrap();
    let (from, to) = (dir.path().join("from"), dir.path().join("to"));
    // `kibitz local` creates a store; one challenge and the player are enough to copy.
    let mut local = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["local", "--no-pictures", "--now", "1800000000", "--data"])
        .arg(&from)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let stdin = local.stdin.as_mut().unwrap();
        writeln!(stdin, "challenge open xiangqi").unwrap();
    }
    assert!(local.wait().unwrap().success());
    let copy = |target: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args(["store", "copy", "--from"])
            .arg(&from)
            .arg("--to")
            .arg(target)
            .output()
            .unwrap()
    };
    let first = copy(&to);
    let out = String::from_utf8_lossy(&first.stdout);
    assert!(
        first.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert!(
        out.starts_with("copied 0 games, 1 challenges, 1 players"),
        "{out}"
    );
    let again = copy(&to);
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success());
    assert!(
        err.contains("the target store is not empty (0 games, 1 challenges, 1 players"),
        "{err}"
    );
}
