// The hash of a token's bytes that places it in the rank table. Shared, by `include!`, by
// build.rs (which lays the table out) and `ranks.rs` (which looks pieces up in it), so the two
// cannot disagree. FNV-1a over the bytes, then a Fibonacci multiply so that the top bits, which
// pick the slot, depend on every byte.
#[inline]
pub fn rank_hash(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}
