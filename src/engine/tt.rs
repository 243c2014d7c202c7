//! The transposition table: a fixed number of slots, so a search's memory is bounded whatever
//! it is given to think about.

/// What a stored score says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (the search failed high).
    Lower,
    /// The value is at most the score (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Debug, Clone, Copy)]
pub struct Entry<M> {
    pub key: u64,
    pub mv: Option<M>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// A table of `2^bits` slots, replaced by depth (a deeper result stays unless the slot holds
/// another position).
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

/// Slots per table: with the largest move type (Topo's) an entry is about 32 bytes, so a table
/// takes about 4 MB.
pub const DEFAULT_BITS: u32 = 17;

impl<M: Copy> Table<M> {
    /// An empty table of `2^bits` slots.
    pub fn new(bits: u32) -> Table<M> {
        let size = 1usize << bits;
        Table {
            slots: vec![None; size],
            mask: size - 1,
        }
    }

    /// The entry for `key`, if the table still holds it.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        // The low bits of the key pick the slot; the whole key is compared.
        let slot = self.slots[(key as usize) & self.mask]?;
        (slot.key == key).then_some(slot)
    }

    /// Stores `entry`, keeping a deeper result for the same position.
    pub fn store(&mut self, entry: Entry<M>) {
        let index = (entry.key as usize) & self.mask;
        let slot = &mut self.slots[index];
        let keep = matches!(slot, Some(old) if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact);
        if !keep {
            *slot = Some(entry);
        }
    }
}
