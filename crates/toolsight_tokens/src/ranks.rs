//! An encoding's mergeable ranks as static data laid out by build.rs: looking a piece up costs
//! a hash and a probe or two, and there is nothing to build when a process first counts.

mod hash {
    include!("rank_hash.rs");
}

use crate::Encoding;

/// One encoding's tables (see build.rs for their layout).
pub(crate) struct Ranks {
    bytes: &'static [u8],
    offsets: &'static [u8],
    table: &'static [u8],
    /// 64 less log2 of the number of slots: the hash's top bits pick the slot.
    shift: u32,
    mask: usize,
}

macro_rules! tables {
    ($id:literal) => {
        Ranks::new(
            include_bytes!(concat!(env!("OUT_DIR"), "/", $id, ".bytes")),
            include_bytes!(concat!(env!("OUT_DIR"), "/", $id, ".offsets")),
            include_bytes!(concat!(env!("OUT_DIR"), "/", $id, ".table")),
        )
    };
}

static O200K_BASE: Ranks = tables!("o200k_base");
static CL100K_BASE: Ranks = tables!("cl100k_base");

#[inline]
fn u32_at(data: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([
        data[4 * i],
        data[4 * i + 1],
        data[4 * i + 2],
        data[4 * i + 3],
    ])
}

impl Ranks {
    const fn new(bytes: &'static [u8], offsets: &'static [u8], table: &'static [u8]) -> Ranks {
        let slots = table.len() / 4;
        Ranks {
            bytes,
            offsets,
            table,
            shift: 64 - slots.trailing_zeros(),
            mask: slots - 1,
        }
    }

    pub(crate) fn of(encoding: Encoding) -> &'static Ranks {
        match encoding {
            Encoding::O200kBase => &O200K_BASE,
            Encoding::Cl100kBase => &CL100K_BASE,
        }
    }

    /// The rank of the token whose bytes are `piece`, if there is one.
    #[inline]
    pub(crate) fn get(&self, piece: &[u8]) -> Option<u32> {
        let mut i = (hash::rank_hash(piece) >> self.shift) as usize;
        loop {
            let slot = u32_at(self.table, i);
            if slot == 0 {
                return None;
            }
            let rank = slot - 1;
            if self.token(rank) == piece {
                return Some(rank);
            }
            i = (i + 1) & self.mask;
        }
    }

    /// The bytes of the token of `rank` (empty for a rank that is no mergeable token).
    pub(crate) fn token(&self, rank: u32) -> &'static [u8] {
        let r = rank as usize;
        &self.bytes[u32_at(self.offsets, r) as usize..u32_at(self.offsets, r + 1) as usize]
    }

    /// The number of rank positions (the highest mergeable rank + 1).
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.offsets.len() / 4 - 1
    }
}
