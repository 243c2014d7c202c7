//! Test binary for one layer. The sled store: records, indexes, versions, schema.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

mod schema;
mod store_records;
