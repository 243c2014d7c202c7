//! `kibitz store copy --from <data dir or URL> --to <data dir or URL>`: moves every record
//! between backends (see `crate::store::copy`).

use crate::store::{self, Location};
use clap::{Args, Subcommand};

/// Options of `kibitz store`.
#[derive(Debug, Args)]
pub struct StoreArgs {
    #[command(subcommand)]
    pub command: StoreCommand,
}

/// What to do with a store.
#[derive(Debug, Subcommand)]
pub enum StoreCommand {
    /// Copy every game, challenge, player, rating and setting into an empty store (stop the
    /// bot first: records written during the copy could be missed).
    Copy {
        /// The source: a data directory, or a postgres:// URL.
        #[arg(long)]
        from: String,
        /// The target (must be empty): a data directory, or a postgres:// URL.
        #[arg(long)]
        to: String,
    },
}

/// Runs `kibitz store …`, printing what was copied.
pub fn run(args: &StoreArgs) -> anyhow::Result<()> {
    match &args.command {
        StoreCommand::Copy { from, to } => {
            let (from, to) = (Location::parse(from), Location::parse(to));
            if from == to {
                anyhow::bail!("--from and --to are the same store ({from})");
            }
            let source = store::open(&from).map_err(|e| anyhow::anyhow!("{from}: {e}"))?;
            let target = store::open(&to).map_err(|e| anyhow::anyhow!("{to}: {e}"))?;
            let copied = store::copy(&*source, &*target)?;
            println!("copied {copied} from {from} to {to}");
            Ok(())
        }
    }
}
