//! Storage on sled: records, indexes, transactions.
