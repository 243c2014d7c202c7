//! Says, in `cargo test`'s own output, whether the PostgreSQL runs of the tests ran or were
//! skipped, and which. A test's stderr is captured by the test harness (shown only when it
//! fails or with `--nocapture`), so a skip inside a test cannot be seen in a plain `cargo test`;
//! this target has no harness (`harness = false` in Cargo.toml), so what it prints is not
//! captured. It checks the server the way the tests do (tests/store/backends.rs) and lists the
//! tests that take a PostgreSQL backend, read from the test sources (`let name = "…"` and
//! `each_backend("…"`), so the list cannot fall behind. With `KIBITZ_REQUIRE_POSTGRES=1` and no
//! server it fails, as the tests themselves do.

#[path = "store/backends.rs"]
mod backends;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(url) = backends::server_url() else {
        println!(
            "PostgreSQL: {}=off, so every PostgreSQL run is SKIPPED:",
            backends::URL_VARIABLE
        );
        print_tests();
        return verdict();
    };
    match backends::connect(&url).and_then(|mut c| c.simple_query("SELECT 1").map(|_| ())) {
        Ok(()) => {
            println!(
                "PostgreSQL: the server at {url} answers; the PostgreSQL runs of the tests ran."
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!(
                "PostgreSQL: no server answers at {url} ({e}), so these tests were SKIPPED on \
                 PostgreSQL (they passed on sled, or did nothing). Start a server, or point {} at \
                 one, to run them:",
                backends::URL_VARIABLE
            );
            print_tests();
            verdict()
        }
    }
}

fn verdict() -> ExitCode {
    if backends::required() {
        println!("{}=1: failing.", backends::REQUIRE_VARIABLE);
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn print_tests() {
    let mut names = Vec::new();
    collect(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut names,
    );
    names.sort();
    names.dedup();
    for name in &names {
        println!("  skipped on PostgreSQL: {name}");
    }
    println!("  ({} tests)", names.len());
}

/// The test names given to `backends::postgres`, `backends::database` and `each_backend` in the
/// test sources under `dir`.
fn collect(dir: &Path, names: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, names);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.ends_with("postgres_skips.rs")
        {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for marker in ["let name = \"", "each_backend(\""] {
                let squeezed: String = text.split_whitespace().collect::<Vec<_>>().join("");
                let marker: String = marker.split_whitespace().collect();
                for (at, _) in squeezed.match_indices(&marker) {
                    let rest = &squeezed[at + marker.len()..];
                    if let Some(end) = rest.find('"') {
                        names.push(rest[..end].to_string());
                    }
                }
            }
        }
    }
}
