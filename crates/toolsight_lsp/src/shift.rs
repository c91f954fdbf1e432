//! Moving byte offsets between two versions of a document through the edits made between
//! them. Reads answer from the last completed analysis while a newer version is analysed:
//! a request's offset in the current text is moved back into the analysed text, and what
//! the analysis found there is moved forward again before it is converted to a position.
//!
//! Only what no edit touched moves: an offset or span inside replaced text, or at its
//! boundary, has no unambiguous counterpart (an identifier typed at a span's end belongs to
//! it in one text and not in the other), so the mapping says `None` and the caller waits for
//! a fresh analysis instead of guessing.

use crate::syntax::Span;

/// One replacement, in byte offsets of the text it was applied to: `start..old_end` became
/// `new_len` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub start: usize,
    pub old_end: usize,
    pub new_len: usize,
}

impl Edit {
    fn new_end(&self) -> usize {
        self.start + self.new_len
    }

    /// Replacing nothing with nothing: moves nothing, touches nothing.
    fn is_noop(&self) -> bool {
        self.start == self.old_end && self.new_len == 0
    }

    /// The offset after this edit of `offset` before it; `None` inside or at the edges of
    /// the replaced text.
    fn forward(&self, offset: usize) -> Option<usize> {
        if self.is_noop() || offset < self.start {
            Some(offset)
        } else if offset > self.old_end {
            Some(offset - self.old_end + self.new_end())
        } else {
            None
        }
    }

    /// The offset before this edit of `offset` after it; `None` inside or at the edges of
    /// the inserted text.
    fn back(&self, offset: usize) -> Option<usize> {
        if self.is_noop() || offset < self.start {
            Some(offset)
        } else if offset > self.new_end() {
            Some(offset - self.new_end() + self.old_end)
        } else {
            None
        }
    }

    fn forward_span(&self, span: Span) -> Option<Span> {
        if self.is_noop() {
            return Some(span);
        }
        // Both ends must move the same way: a span that contains the edit would move its
        // end only, and its text would no longer be the text the analysis saw.
        if span.end < self.start {
            Some(span)
        } else if span.start > self.old_end {
            Some(Span::new(
                self.forward(span.start)?,
                self.forward(span.end)?,
            ))
        } else {
            None
        }
    }
}

/// `offset` of the current text (after every edit, applied in order) in the text before
/// the first edit.
pub fn back<'a>(edits: impl DoubleEndedIterator<Item = &'a Edit>, offset: usize) -> Option<usize> {
    edits.rev().try_fold(offset, |o, e| e.back(o))
}

/// `span` of the text before the first edit in the current text.
pub fn forward<'a>(mut edits: impl Iterator<Item = &'a Edit>, span: Span) -> Option<Span> {
    edits.try_fold(span, |s, e| e.forward_span(s))
}

/// The edits of a document since some revision, to move offsets from an analysis of that
/// revision to the current text. A document that takes more edits than `max` between two
/// analyses forgets them; reads then wait for the next analysis.
pub struct EditLog {
    revs: Vec<u64>,
    edits: Vec<Edit>,
    /// The log holds every edit made after this revision.
    complete_after: u64,
    max: usize,
}

impl EditLog {
    pub fn new(rev: u64, max: usize) -> EditLog {
        EditLog {
            revs: Vec::new(),
            edits: Vec::new(),
            complete_after: rev,
            max,
        }
    }

    /// Records the edits that made revision `rev` (revisions only grow).
    pub fn push(&mut self, rev: u64, edits: Vec<Edit>) {
        if self.edits.len() + edits.len() > self.max {
            self.revs.clear();
            self.edits.clear();
            self.complete_after = rev;
            return;
        }
        self.revs.extend(std::iter::repeat_n(rev, edits.len()));
        self.edits.extend(edits);
    }

    /// Forgets the edits up to revision `rev` (an analysis of it is the oldest still used).
    pub fn prune(&mut self, rev: u64) {
        let n = self.revs.partition_point(|r| *r <= rev);
        self.revs.drain(..n);
        self.edits.drain(..n);
        self.complete_after = self.complete_after.max(rev);
    }

    /// The edits made after revision `rev`, in order; `None` when some were forgotten.
    pub fn since(&self, rev: u64) -> Option<&[Edit]> {
        if rev < self.complete_after {
            return None;
        }
        Some(&self.edits[self.revs.partition_point(|r| *r <= rev)..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Change, Document};
    use crate::line_index::{Encoding, LineIndex};

    fn e(start: usize, old_end: usize, new_len: usize) -> Edit {
        Edit {
            start,
            old_end,
            new_len,
        }
    }

    #[test]
    fn offsets_move_around_an_edit_and_not_through_it() {
        // "abcdef" → "abXYZef": "cd" replaced by "XYZ".
        let edit = [e(2, 4, 3)];
        assert_eq!(back(edit.iter(), 0), Some(0));
        assert_eq!(back(edit.iter(), 1), Some(1));
        for inside in 2..=5 {
            assert_eq!(back(edit.iter(), inside), None, "{inside}");
        }
        assert_eq!(back(edit.iter(), 6), Some(5)); // "f"
        assert_eq!(forward(edit.iter(), Span::new(0, 1)), Some(Span::new(0, 1)));
        assert_eq!(forward(edit.iter(), Span::new(5, 6)), Some(Span::new(6, 7)));
        // Touching the replaced text, or containing it: no counterpart.
        assert_eq!(forward(edit.iter(), Span::new(0, 2)), None);
        assert_eq!(forward(edit.iter(), Span::new(4, 6)), None);
        assert_eq!(forward(edit.iter(), Span::new(0, 6)), None);
    }

    #[test]
    fn insertions_and_deletions_block_their_own_position_only() {
        // "abcdef" → "abcZdef": an insertion at 3.
        let ins = [e(3, 3, 1)];
        assert_eq!(back(ins.iter(), 2), Some(2));
        assert_eq!(back(ins.iter(), 3), None);
        assert_eq!(back(ins.iter(), 4), None);
        assert_eq!(back(ins.iter(), 5), Some(4));
        // "abcdef" → "abef": a deletion of "cd".
        let del = [e(2, 4, 0)];
        assert_eq!(back(del.iter(), 1), Some(1));
        assert_eq!(back(del.iter(), 2), None);
        assert_eq!(back(del.iter(), 3), Some(5));
        assert_eq!(forward(del.iter(), Span::new(5, 6)), Some(Span::new(3, 4)));
        // An empty change moves nothing.
        let none = [e(3, 3, 0)];
        assert_eq!(back(none.iter(), 3), Some(3));
        assert_eq!(forward(none.iter(), Span::new(2, 4)), Some(Span::new(2, 4)));
    }

    #[test]
    fn edits_compose_in_order() {
        // "0123456789" → insert "ab" at 2 → "01ab23456789" → delete 8..10 ("67") →
        // "01ab234589".
        let edits = [e(2, 2, 2), e(8, 10, 0)];
        assert_eq!(back(edits.iter(), 5), Some(3)); // "3"
        assert_eq!(back(edits.iter(), 9), Some(9)); // "9"
        assert_eq!(back(edits.iter(), 8), None); // "8", next to the deletion
        assert_eq!(
            forward(edits.iter(), Span::new(3, 5)),
            Some(Span::new(5, 7))
        );
        assert_eq!(
            forward(edits.iter(), Span::new(9, 10)),
            Some(Span::new(9, 10))
        );
        assert_eq!(forward(edits.iter(), Span::new(5, 7)), None);
    }

    /// Edits made as a client makes them (UTF-16 positions on lines with accents, CJK and
    /// astral characters) are recorded in bytes by `Document::apply`; every character of the
    /// new text that maps back finds the same character in the old text, and every span of
    /// the old text that maps forward finds the same text in the new one.
    #[test]
    fn client_edits_in_utf16_map_characters_to_themselves() {
        let old = "def météo(ville: str) -> str:\n    \"\"\"東京 🌧️ München.\"\"\"\n    return ville  # 😀\n";
        let mut doc = Document::new(old.to_string(), 1, "m".into());
        let pos = |text: &str, off: usize| -> (u32, u32) {
            let idx = LineIndex::new(text);
            idx.position(text, off, Encoding::Utf16)
        };
        // Two changes in one notification, each in positions of the text before it.
        let at_emoji = old.find("🌧️").unwrap();
        let first = (pos(old, at_emoji), pos(old, at_emoji + "🌧️".len()));
        let mut mid = old.to_string();
        mid.replace_range(at_emoji..at_emoji + "🌧️".len(), "☀️ 晴れ");
        let at_ville = mid.find("ville:").unwrap();
        let second = (pos(&mid, at_ville), pos(&mid, at_ville));
        let edits = doc.apply(
            vec![
                Change {
                    range: Some(first),
                    text: "☀️ 晴れ".into(),
                },
                Change {
                    range: Some(second),
                    text: "𝒳".into(),
                },
            ],
            2,
            Encoding::Utf16,
        );
        let mut expected = mid.clone();
        expected.insert(at_ville, '𝒳');
        assert_eq!(doc.text, expected);
        assert_eq!(edits.len(), 2);
        let new = doc.text.as_str();

        let mut mapped = 0;
        for (off, ch) in new.char_indices() {
            if let Some(o) = back(edits.iter(), off) {
                assert_eq!(old[o..].chars().next(), Some(ch), "at {off} of {new:?}");
                mapped += 1;
            }
        }
        assert!(mapped > new.chars().count() / 2, "{mapped}");
        // The edited places themselves do not map.
        assert_eq!(back(edits.iter(), new.find("晴れ").unwrap()), None);
        assert_eq!(back(edits.iter(), new.find("𝒳").unwrap()), None);

        // Spans: each word of the old text either maps to the same word or touches an edit.
        let mut start = 0;
        for word in old.split(|c: char| c.is_whitespace() || "():\"".contains(c)) {
            let span = Span::new(start, start + word.len());
            start += word.len() + 1;
            if word.is_empty() {
                continue;
            }
            if let Some(s) = forward(edits.iter(), span) {
                assert_eq!(&new[s.start..s.end], word);
            }
        }
        let munchen = old.find("München").unwrap();
        let s = forward(edits.iter(), Span::new(munchen, munchen + "München".len())).unwrap();
        // The UTF-16 column moved by the width difference of the replaced emoji: "🌧️" is 3
        // units, "☀️ 晴れ" is 5.
        let (old_line, old_col) = pos(old, munchen);
        assert_eq!(pos(new, s.start), (old_line, old_col + 2));
        assert_eq!(
            forward(edits.iter(), Span::new(at_emoji, at_emoji + 1)),
            None
        );
    }

    #[test]
    fn the_log_gives_the_edits_since_a_revision_until_it_overflows() {
        let mut log = EditLog::new(10, 3);
        log.push(11, vec![e(0, 0, 1)]);
        log.push(13, vec![e(5, 6, 0), e(7, 7, 2)]);
        assert_eq!(log.since(9), None);
        assert_eq!(log.since(10).map(<[Edit]>::len), Some(3));
        assert_eq!(log.since(11), Some(&[e(5, 6, 0), e(7, 7, 2)][..]));
        assert_eq!(log.since(13), Some(&[][..]));
        log.prune(11);
        assert_eq!(log.since(11).map(<[Edit]>::len), Some(2));
        // What was pruned cannot be asked for any more.
        assert_eq!(log.since(10), None);
        // Revision 14 has no edits (a configuration change); 15 overflows the log.
        log.push(15, vec![e(1, 1, 1), e(2, 2, 1)]);
        assert_eq!(log.since(13), None);
        assert_eq!(log.since(15), Some(&[][..]));
        log.push(16, vec![e(0, 1, 0)]);
        assert_eq!(log.since(15), Some(&[e(0, 1, 0)][..]));
    }

    #[test]
    fn a_whole_text_replacement_maps_nothing() {
        let mut doc = Document::new("abc\n".into(), 1, "m".into());
        let edits = doc.apply(
            vec![Change {
                range: None,
                text: "abc\nd\n".into(),
            }],
            2,
            Encoding::Utf16,
        );
        for off in 0..=doc.text.len() {
            assert_eq!(back(edits.iter(), off), None);
        }
        assert_eq!(forward(edits.iter(), Span::new(0, 3)), None);
    }
}
