//! Lays out each encoding's mergeable ranks as static tables for `src/ranks.rs`, so a process
//! that counts tokens looks pieces up in data that is already in its binary instead of building
//! a 200,000-entry hash map on first use (~0.2 s: what `toolsight schema FILE` cost at start).
//!
//! The ranks come from tiktoken-rs (the same rank files it counts with), read back through its
//! public API one rank at a time. Per encoding, three files in OUT_DIR:
//! - `<id>.bytes`: every token's bytes, in rank order;
//! - `<id>.offsets`: little-endian u32, token `r` is `bytes[offsets[r]..offsets[r + 1]]`
//!   (a rank that is not a mergeable token, e.g. a special token's, spans nothing);
//! - `<id>.table`: little-endian u32 slots of an open-addressing hash table (linear probing,
//!   a power of two at most half full, slot from the top bits of `rank_hash`): rank + 1, or 0
//!   for an empty slot.

use std::collections::HashSet;
use std::path::Path;

include!("src/rank_hash.rs");

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/rank_hash.rs");
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    write_tables(
        out,
        "o200k_base",
        &tiktoken_rs::o200k_base().expect("o200k_base"),
    );
    write_tables(
        out,
        "cl100k_base",
        &tiktoken_rs::cl100k_base().expect("cl100k_base"),
    );
}

fn write_tables(out: &Path, id: &str, bpe: &tiktoken_rs::CoreBPE) {
    let specials: HashSet<u32> = bpe
        .special_tokens()
        .into_iter()
        .flat_map(|s| bpe.encode_with_special_tokens(s))
        .collect();
    let last_special = *specials
        .iter()
        .max()
        .expect("every encoding has special tokens");
    // Mergeable ranks lie below the special tokens; a margin above them proves nothing is left.
    let mut tokens: Vec<Option<Vec<u8>>> = Vec::new();
    for rank in 0..=last_special + 10_000 {
        let token = (!specials.contains(&rank))
            .then(|| bpe.decode_bytes(&[rank]).ok())
            .flatten();
        if rank > last_special {
            assert!(
                token.is_none(),
                "{id}: a mergeable rank {rank} above the special tokens"
            );
            continue;
        }
        tokens.push(token);
    }
    while tokens.last().is_some_and(Option::is_none) {
        tokens.pop();
    }

    let mut bytes = Vec::new();
    let mut offsets = vec![0u32];
    for t in &tokens {
        bytes.extend_from_slice(t.as_deref().unwrap_or_default());
        offsets.push(u32::try_from(bytes.len()).expect("under 4 GiB"));
    }
    let present = tokens.iter().filter(|t| t.is_some()).count();
    let slots = (present * 2).next_power_of_two();
    let shift = 64 - slots.trailing_zeros();
    let mut table = vec![0u32; slots];
    for (rank, t) in tokens.iter().enumerate() {
        let Some(t) = t else { continue };
        let mut i = (rank_hash(t) >> shift) as usize;
        while table[i] != 0 {
            i = (i + 1) & (slots - 1);
        }
        table[i] = rank as u32 + 1;
    }

    let le = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    std::fs::write(out.join(format!("{id}.bytes")), &bytes).expect("write OUT_DIR");
    std::fs::write(out.join(format!("{id}.offsets")), le(&offsets)).expect("write OUT_DIR");
    std::fs::write(out.join(format!("{id}.table")), le(&table)).expect("write OUT_DIR");
}
