//! A cache keyed by source text, for results that depend on one piece of a document (a
//! statement, a function) plus a little context. Looking up hashes the text without copying
//! it; a hit moves the stored key into the next generation, so an edit copies only the text
//! that changed, not the whole file.
//!
//! Two generations are kept: the one the last analysis made, and what the one before held
//! that the last did not take. A keystroke that breaks a line can give a text whose context
//! is new (a broken definition line; a broken line inside a body is mended first,
//! `extract::mend`, and what holds an error is never taken nor stored, `extract::shape`), so
//! it takes little; the keystroke that mends the line finds the version before the break one
//! generation back instead of modelling and rendering every tool of the module again.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};

use crate::extract::BuildFast;

pub struct TextCache<V> {
    map: HashMap<u64, (u64, Box<str>, V), BuildFast>,
    /// What the generation before `map` held that `map`'s did not take.
    older: HashMap<u64, (u64, Box<str>, V), BuildFast>,
}

impl<V> Default for TextCache<V> {
    fn default() -> Self {
        TextCache {
            map: HashMap::default(),
            older: HashMap::default(),
        }
    }
}

fn hash(context: u64, text: &str) -> u64 {
    let mut h = BuildFast.build_hasher();
    h.write_u64(context);
    h.write(text.as_bytes());
    h.write_usize(text.len());
    h.finish()
}

/// A hash of a text, to fold into a context.
pub fn hash_text(text: &str) -> u64 {
    hash(0, text)
}

/// An entry taken out of the previous generation, ready to be put into the next one.
pub struct Taken<V> {
    hash: u64,
    context: u64,
    text: Box<str>,
    pub value: V,
}

impl<V> TextCache<V> {
    /// Removes and returns the value stored for exactly (`context`, `text`).
    pub fn take(&mut self, context: u64, text: &str) -> Option<Taken<V>> {
        let h = hash(context, text);
        let (c, t, v) = self.map.remove(&h).or_else(|| self.older.remove(&h))?;
        (c == context && &*t == text).then_some(Taken {
            hash: h,
            context: c,
            text: t,
            value: v,
        })
    }

    /// Stores a value taken earlier (its key is reused, not copied).
    pub fn put_back(&mut self, taken: Taken<V>) {
        self.map
            .insert(taken.hash, (taken.context, taken.text, taken.value));
    }

    pub fn put(&mut self, context: u64, text: &str, value: V) {
        self.map
            .insert(hash(context, text), (context, text.into(), value));
    }

    /// Makes `next` (filled with `put` and `put_back` during an analysis) the current
    /// generation. What this generation held that `next` did not take is kept one more
    /// generation; what the one before held is dropped, so the cache holds at most two
    /// versions' entries however many edits there were.
    pub fn advance(&mut self, next: TextCache<V>) {
        self.older = std::mem::replace(&mut self.map, next.map);
    }

    /// Entries of the current generation.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Entries of both generations kept.
    pub fn held(&self) -> usize {
        self.map.len() + self.older.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub fn clear(&mut self) {
        self.map.clear();
        self.older.clear();
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.map.values_mut().map(|(_, _, v)| v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hits_need_equal_text_and_context() {
        let mut c = TextCache::default();
        c.put(1, "def f(): pass", 10);
        assert!(c.take(2, "def f(): pass").is_none());
        c.put(1, "def f(): pass", 10);
        let t = c.take(1, "def f(): pass").unwrap();
        assert_eq!(t.value, 10);
        let mut next = TextCache::default();
        next.put_back(t);
        assert_eq!(next.take(1, "def f(): pass").map(|t| t.value), Some(10));
    }

    /// A generation that took nothing (a text broken for a moment) does not lose the entries
    /// of the one before; two generations later they are gone.
    #[test]
    fn the_generation_before_is_kept_one_more_generation() {
        let mut c = TextCache::default();
        let mut first = TextCache::default();
        first.put(1, "def f(): pass", 10);
        first.put(1, "def g(): pass", 20);
        c.advance(first);
        // The broken version: a new context, nothing taken.
        let mut broken = TextCache::default();
        assert!(c.take(2, "def f(): pass").is_none());
        broken.put(2, "def f(): pass", 11);
        c.advance(broken);
        assert_eq!(c.held(), 3);
        // The mended version finds the first one's entry.
        let mut mended = TextCache::default();
        let t = c
            .take(1, "def f(): pass")
            .expect("kept one generation back");
        assert_eq!(t.value, 10);
        mended.put_back(t);
        c.advance(mended);
        // `g` was in neither of the last two generations' takes: gone.
        assert!(c.take(1, "def g(): pass").is_none());
        assert_eq!(c.held(), 2);
    }
}
