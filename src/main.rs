//! The `kibitz` binary: see `kibitz --help`.

fn main() -> std::process::ExitCode {
    kibitz::cli::main()
}
