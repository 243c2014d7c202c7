//! Test binary for one layer. The store (sled, and PostgreSQL when configured): records, indexes, versions, schema.
//!
//! One binary per layer (each file below is a module) so the suite links a handful of
//! binaries rather than one per file.

mod backends;
mod schema;
mod store_copy;
mod store_lists;
mod store_records;
mod store_tournaments;
