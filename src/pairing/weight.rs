//! Fixed-width integers for edge weights.
//!
//! The Dutch system encodes every pairing criterion as a group of bits of one
//! edge weight, so a weight needs hundreds of bits for large tournaments. The
//! engine is generic over [`Weight`]; [`Wide`] is a `Copy` two's-complement
//! integer of `64 * N` bits, and the caller picks the smallest `N` that holds
//! the widest weight with room for the matching's dual variables.

// Word-by-word carries read best as index loops.
#![allow(clippy::needless_range_loop)]

use std::cmp::Ordering;

/// The arithmetic the Dutch engine and the matching need from a weight.
///
/// Values are two's-complement integers: the pairing criteria only build
/// non-negative values, while the matching's dual variables may go negative
/// (it solves a maximum-cardinality problem, whose vertex duals are free).
pub trait Weight: Copy + Eq + Ord + std::fmt::Debug {
    /// The number of bits of the type.
    const BITS: u32;
    /// Zero.
    fn zero() -> Self;
    /// A small non-negative value.
    fn from_u64(value: u64) -> Self;
    /// Whether the value is zero.
    fn is_zero(&self) -> bool;
    /// Wrapping addition.
    fn add(self, other: Self) -> Self;
    /// Wrapping subtraction.
    fn sub(self, other: Self) -> Self;
    /// Shift left by `bits` (bits shifted out are lost).
    fn shl(self, bits: u32) -> Self;
    /// Arithmetic shift right by one bit (halves, rounding towards -inf).
    fn half(self) -> Self;
    /// Bitwise or with a small value.
    fn or_u64(self, value: u64) -> Self;
    /// Bitwise or.
    fn or(self, other: Self) -> Self;
    /// Whether the value is negative.
    fn is_negative(&self) -> bool;
    /// Adds a small value.
    fn add_u64(self, value: u64) -> Self {
        self.add(Self::from_u64(value))
    }
    /// Subtracts a small value.
    fn sub_u64(self, value: u64) -> Self {
        self.sub(Self::from_u64(value))
    }
    /// Twice the value.
    fn double(self) -> Self {
        self.add(self)
    }
}

/// A `64 * N`-bit two's-complement integer, words little-endian.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> std::fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        for word in self.0.iter().rev() {
            write!(f, "{word:016x}")?;
        }
        Ok(())
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline(always)]
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.is_negative(), other.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> Weight for Wide<N> {
    const BITS: u32 = 64 * N as u32;

    #[inline(always)]
    fn zero() -> Self {
        Wide([0; N])
    }

    #[inline(always)]
    fn from_u64(value: u64) -> Self {
        let mut words = [0; N];
        if N > 0 {
            words[0] = value;
        }
        Wide(words)
    }

    #[inline(always)]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline(always)]
    fn add(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }

    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *slot = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }

    fn shl(self, bits: u32) -> Self {
        let words = (bits / 64) as usize;
        let rest = bits % 64;
        let mut out = [0; N];
        for i in (words..N).rev() {
            let src = i - words;
            let mut value = self.0[src] << rest;
            if rest > 0 && src > 0 {
                value |= self.0[src - 1] >> (64 - rest);
            }
            out[i] = value;
        }
        Wide(out)
    }

    #[inline(always)]
    fn half(self) -> Self {
        let mut out = [0; N];
        for i in 0..N {
            let high = if i + 1 < N {
                self.0[i + 1] << 63
            } else if self.is_negative() {
                1 << 63
            } else {
                0
            };
            out[i] = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }

    #[inline(always)]
    fn or_u64(mut self, value: u64) -> Self {
        if N > 0 {
            self.0[0] |= value;
        }
        self
    }

    fn or(mut self, other: Self) -> Self {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
        self
    }

    #[inline(always)]
    fn is_negative(&self) -> bool {
        N > 0 && self.0[N - 1] >> 63 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W = Wide<2>;

    #[test]
    fn arithmetic_crosses_words() {
        let a = W::from_u64(u64::MAX);
        let b = a.add_u64(1);
        assert_eq!(b.0, [0, 1]);
        assert_eq!(b.sub_u64(1), a);
        assert_eq!(W::from_u64(3).shl(64).0, [0, 3]);
        assert_eq!(W::from_u64(3).shl(63).0, [1 << 63, 1]);
        assert_eq!(W::from_u64(3).shl(63).half().0, [1 << 62 | 1 << 63, 0]);
    }

    #[test]
    fn signed_order_and_halving() {
        let minus_three = W::zero().sub_u64(3);
        assert!(minus_three.is_negative());
        assert!(minus_three < W::zero());
        assert!(W::from_u64(1).shl(100) > W::from_u64(5));
        assert_eq!(minus_three.half(), W::zero().sub_u64(2));
        assert_eq!(W::from_u64(7).half(), W::from_u64(3));
    }
}
