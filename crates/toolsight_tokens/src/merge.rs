//! Byte-pair merging of one pre-tokenized piece, counting the tokens it ends as: tiktoken's
//! algorithm (`_byte_pair_merge` and `_byte_pair_merge_large` in its `lib.rs`, MIT), which
//! repeatedly merges the adjacent pair whose joined bytes have the lowest rank, the leftmost
//! on a tie. Only the number of parts is kept.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::ranks::Ranks;

/// tiktoken switches to its heap at this length; below it a scan of the parts is faster.
const LARGE: usize = 100;

/// The tokens `piece` is encoded as. `piece` is not itself a token (the caller looks that up).
pub(crate) fn count(piece: &[u8], ranks: &Ranks) -> usize {
    match piece.len() {
        0 => 0,
        1 => 1,
        n if n < LARGE => count_small(piece, ranks),
        _ => count_large(piece, ranks),
    }
}

fn rank_of(ranks: &Ranks, bytes: &[u8]) -> u32 {
    ranks.get(bytes).unwrap_or(u32::MAX)
}

/// `parts[i]` = (start of part i, rank of part i joined with part i + 1).
fn count_small(piece: &[u8], ranks: &Ranks) -> usize {
    let mut parts: Vec<(usize, u32)> = Vec::with_capacity(piece.len() + 1);
    for i in 0..piece.len() - 1 {
        parts.push((i, rank_of(ranks, &piece[i..i + 2])));
    }
    parts.push((piece.len() - 1, u32::MAX));
    parts.push((piece.len(), u32::MAX));
    // The rank of part i joined with the part after next, read before that next part is
    // removed (hence i + 3).
    let joined = |parts: &[(usize, u32)], i: usize| {
        if i + 3 < parts.len() {
            rank_of(ranks, &piece[parts[i].0..parts[i + 3].0])
        } else {
            u32::MAX
        }
    };
    loop {
        let mut min = (u32::MAX, 0);
        for (i, &(_, rank)) in parts[..parts.len() - 1].iter().enumerate() {
            if rank < min.0 {
                min = (rank, i);
            }
        }
        if min.0 == u32::MAX {
            break;
        }
        let i = min.1;
        if i > 0 {
            parts[i - 1].1 = joined(&parts, i - 1);
        }
        parts[i].1 = joined(&parts, i);
        parts.remove(i + 1);
    }
    parts.len() - 1
}

/// The same merges for a long piece, from a heap of candidate merges: O(n log n).
fn count_large(piece: &[u8], ranks: &Ranks) -> usize {
    /// The part starting at a byte: where it ends, the part before it, and the pending merge
    /// with the part after it (`next_end`, `next_rank`; `u32::MAX` when there is none).
    struct Part {
        prev: usize,
        end: usize,
        next_end: usize,
        next_rank: u32,
    }
    let n = piece.len();
    let mut parts: Vec<Part> = (0..n)
        .map(|i| Part {
            prev: i.wrapping_sub(1),
            end: i + 1,
            next_end: i + 2,
            next_rank: u32::MAX,
        })
        .collect();
    // Min-heap by (rank, start): the lowest rank, leftmost first.
    let mut heap = BinaryHeap::with_capacity(n);
    for i in 0..n - 1 {
        if let Some(rank) = ranks.get(&piece[i..i + 2]) {
            heap.push(Reverse((rank, i)));
            parts[i].next_rank = rank;
        }
    }
    let mut count = n;
    let propose = |parts: &mut Vec<Part>, heap: &mut BinaryHeap<_>, start: usize, end: usize| {
        parts[start].next_end = end;
        parts[start].next_rank = u32::MAX;
        if end <= n {
            if let Some(rank) = ranks.get(&piece[start..end]) {
                heap.push(Reverse((rank, start)));
                parts[start].next_rank = rank;
            }
        }
    };
    while let Some(Reverse((rank, left))) = heap.pop() {
        if rank != parts[left].next_rank {
            continue; // superseded by a later merge
        }
        let right = parts[left].end;
        let right_end = parts[left].next_end;
        let right_next_end = parts[right].next_end;
        parts[left].end = right_end;
        count -= 1;
        propose(&mut parts, &mut heap, left, right_next_end);
        if right_end < n {
            parts[right_end].prev = left;
        }
        if left > 0 {
            let prev = parts[left].prev;
            propose(&mut parts, &mut heap, prev, right_end);
        }
        parts[right].next_rank = u32::MAX;
    }
    count
}
