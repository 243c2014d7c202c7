//! The bottom layer: identifiers, timestamps and every type the store persists.
//!
//! **These types' serde forms are the on-disk schema.** A game written today must open in every
//! later kibitz, so a change here is a schema change: adding a field with a serde default is
//! compatible; renaming, removing or re-typing a field, or changing how an id, a timestamp or an
//! enum is written, is not — it needs a new [`SCHEMA_VERSION`] and a migration in the store.
//! The tests pin the JSON of every record (`tests/store/schema.rs`) and open a data directory
//! written by an earlier version (`tests/data/store-v1/`), so such a change cannot slip through
//! unnoticed.
//!
//! The records also hold a few value types of the rules layer, whose serde forms are part of the
//! schema too: [`GameKind`](crate::games::GameKind), [`Side`](crate::games::Side),
//! [`Outcome`](crate::games::Outcome) and [`GameRecord`](crate::games::GameRecord).
//!
//! Layering: `model` uses only `games`' value types; `store`, `service` and the front ends use
//! `model`. Nothing here does I/O.

mod analysis;
mod choices;
mod ids;
mod lang;
mod records;
mod time;
mod tournament;
mod vacation;

pub use analysis::{AnalysisDoc, AnalysisState, EvalDoc, PositionDoc, ANALYSIS_LEASE_SECS};
pub use choices::{NotifyPref, RepetitionRule, SideChoice};
pub(crate) use ids::random_short_id;
pub use ids::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};
pub use lang::{Lang, PSEUDO_TAG};
pub use records::{
    BoardScope, ChallengeDoc, ConditionalDoc, FinishDoc, GameDoc, NoteDoc, OfferDoc, PauseDoc,
    PlayerDoc, PlayerSlot, RatingDoc, ServerSettings, ABORT_BELOW_MOVES,
};
pub(crate) use time::seconds;
pub use time::Timestamp;
pub use tournament::{
    BoardDoc, BoardResult, ByeDoc, ByeDocKind, EntrantDoc, GroupDoc, RoundDoc, StageDoc,
    TournamentDoc, TournamentFormat, TournamentSlot, TournamentState,
};
pub use vacation::{days_started, year_of, VacationDoc, VacationSpan, DAY};

/// The schema version this binary writes and understands: the version of the serde forms of
/// this module's types (and the store's key layout). Data written with a higher version is
/// refused rather than misread.
pub const SCHEMA_VERSION: u32 = 1;
