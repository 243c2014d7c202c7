//! `kibitz pair FILE.trf` through the real binary: the design's contract (bbpPairings' output,
//! exit status 1 with a one-line reason for a file that cannot be read or paired).

use std::process::{Command, Output};

fn pair(path: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .arg("pair")
        .arg(path)
        .output()
        .expect("the kibitz binary runs")
}

fn data(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/bbppairings")
        .join(name)
}

#[test]
fn the_next_round_is_printed_as_bbppairings_prints_it() {
    for example in ["dutch_2025_C5", "dutch_2025_C9", "issue_7"] {
        let out = pair(&data(&format!("{example}.trf")));
        assert!(out.status.success(), "{example}: {out:?}");
        let expected = std::fs::read_to_string(data(&format!("{example}.expected"))).unwrap();
        let printed = String::from_utf8_lossy(&out.stdout);
        assert_eq!(printed.trim_end(), expected.trim_end(), "{example}");
        // The first line counts the pairings that follow.
        let mut lines = printed.lines();
        let count: usize = lines.next().unwrap().trim().parse().unwrap();
        assert_eq!(lines.count(), count);
    }
}

#[test]
fn a_file_that_cannot_be_read_or_paired_exits_1_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.trf");
    let malformed = dir.path().join("bad.trf");
    std::fs::write(
        &malformed,
        "012 test\n001    1      Alpha                             2000  \
         \u{20}                          x.5    1\nXXR 3\n",
    )
    .unwrap();
    // Two players who already met, in the last round of three: no legal pairing is left.
    let unpairable = dir.path().join("done.trf");
    std::fs::write(
        &unpairable,
        "012 done\n\
         001    1      Alpha                             2000                             1.0    1     2 w 1\n\
         001    2      Beta                              1900                             0.0    2     1 b 0\n\
         XXR 3\n",
    )
    .unwrap();
    for (path, says) in [
        (&missing, "cannot read"),
        (&malformed, "line 2"),
        (&unpairable, "pairing"),
    ] {
        let out = pair(path);
        assert_eq!(out.status.code(), Some(1), "{path:?}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
        assert!(
            stderr.to_lowercase().contains(says),
            "{path:?} says {stderr:?}, expected {says:?}"
        );
        assert!(out.stdout.is_empty());
    }
}
