//! Chance. Every chance outcome in a game is a numbered draw from its secret 32-byte seed:
//! draw `i` reads 32-bit words from ChaCha20 keyed with the seed, stream (nonce) `i`,
//! starting at word 0. A value in `0..n` is the first word `x` with
//! `x < floor(2^32 / n) * n`, taken modulo `n` (rejection sampling, so every value is
//! equally likely). The game state counts the draws made so far, so replaying the event log
//! never needs the generator, and anyone holding the seed can re-derive every roll.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The uniform value in `0..n` of draw number `index`.
pub fn uniform(seed: &[u8; 32], index: u64, n: u32) -> u32 {
    assert!(n > 0, "a draw needs at least one outcome");
    let mut rng = ChaCha20Rng::from_seed(*seed);
    rng.set_stream(index);
    let limit = (1u64 << 32) / u64::from(n) * u64::from(n);
    loop {
        let x = u64::from(rng.next_u32());
        if x < limit {
            return (x % u64::from(n)) as u32;
        }
    }
}

/// A game seed derived from a number (`--seed N` in local play and tests): the number's
/// little-endian bytes as a ChaCha20 key, and the first 32 bytes of that stream as the seed.
pub fn seed_from_u64(n: u64) -> [u8; 32] {
    let mut s = [0u8; 32];
    s[..8].copy_from_slice(&n.to_le_bytes());
    // Spread the number over the key so that nearby test seeds give unrelated games.
    let mut rng = ChaCha20Rng::from_seed(s);
    rng.fill_bytes(&mut s);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_reproducible_and_independent_of_each_other() {
        let seed = seed_from_u64(7);
        let a: Vec<u32> = (0..50).map(|i| uniform(&seed, i, 6)).collect();
        let b: Vec<u32> = (0..50).map(|i| uniform(&seed, i, 6)).collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|&x| x < 6));
        // Draw 10 does not depend on whether draws 0..10 were made.
        assert_eq!(uniform(&seed, 10, 6), a[10]);
    }

    #[test]
    fn d6_faces_are_roughly_uniform() {
        let seed = seed_from_u64(1);
        let mut counts = [0u32; 6];
        for i in 0..60_000 {
            counts[uniform(&seed, i, 6) as usize] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn the_derivation_is_pinned() {
        // Changing these values changes every game's dice: the README documents this scheme.
        let seed = [0u8; 32];
        let v: Vec<u32> = (0..8).map(|i| uniform(&seed, i, 100)).collect();
        assert_eq!(v, PINNED.to_vec());
    }
    // Cross-checked against an independent ChaCha20 written from the specification.
    const PINNED: [u32; 8] = [54, 19, 28, 22, 53, 29, 23, 56];
}
