//! A fake UCI engine for tests (shared by the rules and service test binaries): a shell script
//! that logs what it reads and answers as told.

use std::path::PathBuf;
use std::time::Duration;

/// A fake UCI engine: a shell script that logs every line it reads to `log` next to it,
/// answers the handshake (offering xiangqi unless `variants` says otherwise) and runs `go` for
/// every `go`.
pub struct Fake {
    _dir: tempfile::TempDir,
    pub program: PathBuf,
    pub log: PathBuf,
}

impl Fake {
    pub fn new(variants: &str, go: &str) -> Fake {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let program = dir.path().join("engine.sh");
        let log = dir.path().join("log");
        let script = format!(
            "#!/bin/sh\n\
             while IFS= read -r line; do\n\
             \x20 echo \"$line\" >> '{log}'\n\
             \x20 case \"$line\" in\n\
             \x20   uci) echo 'id name Fake engine'; echo 'option name UCI_Variant type combo default chess {variants}'; echo uciok ;;\n\
             \x20   isready) echo readyok ;;\n\
             \x20   go*) {go} ;;\n\
             \x20   quit) exit 0 ;;\n\
             \x20 esac\n\
             done\n",
            log = log.display()
        );
        std::fs::write(&program, script).expect("the script is written");
        let mut permissions = std::fs::metadata(&program)
            .expect("it exists")
            .permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(&program, permissions).expect("it is made executable");
        // Another test's thread may fork while the file is still open for writing here, and
        // running it then fails with "text file busy": wait until it runs.
        for _ in 0..50 {
            match std::process::Command::new(&program)
                .stdin(std::process::Stdio::null())
                .status()
            {
                Ok(_) => break,
                Err(_) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
        let _ = std::fs::remove_file(&log);
        Fake {
            _dir: dir,
            program,
            log,
        }
    }
}
