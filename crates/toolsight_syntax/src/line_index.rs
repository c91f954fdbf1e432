//! Byte offsets ↔ line/column, in UTF-8, UTF-16 or UTF-32 code units.
//!
//! LSP positions are UTF-16 unless the client negotiates otherwise; the CLI prints
//! 1-based UTF-8 columns like other linters. Both go through this one table.
//!
//! A line ends at `\n`, `\r\n` or a lone `\r`, as LSP says and as Python reads source
//! (universal newlines). tree-sitter-python only knows `\n`: the parser is given the text
//! with each lone `\r` made a `\n` (`lone_cr_as_lf`, same length, so every offset holds).

use std::borrow::Cow;

/// `text` with every `\r` not followed by `\n` replaced by `\n`: what Python's universal
/// newlines read. Borrowed when there is none.
pub fn lone_cr_as_lf(text: &str) -> Cow<'_, str> {
    let b = text.as_bytes();
    let lone = |i: usize| b[i] == b'\r' && b.get(i + 1) != Some(&b'\n');
    // Carriage returns found by `memchr`: each analysis of a large file asks (a byte-by-byte
    // search for one was 3 % of an edit's time).
    let Some(first) = memchr::memchr_iter(b'\r', b).find(|&i| lone(i)) else {
        return Cow::Borrowed(text);
    };
    let mut out = b.to_vec();
    for (i, o) in out.iter_mut().enumerate().skip(first) {
        if lone(i) {
            *o = b'\n';
        }
    }
    // Only ASCII bytes were replaced by ASCII bytes.
    Cow::Owned(String::from_utf8(out).unwrap_or_else(|_| text.to_string()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Utf16,
    Utf32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineIndex {
    /// Byte offset of the start of each line.
    starts: Vec<usize>,
    len: usize,
    /// Every non-ASCII character, in order: its byte offset and how many UTF-16 and UTF-32
    /// units all the non-ASCII characters up to and including it save against their UTF-8
    /// length. A column is then a subtraction and a binary search, not a walk along the line
    /// (a 369 KB one-line signature with 20,000 diagnostics walked 3.7 billion characters).
    wide: Vec<Wide>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Wide {
    offset: usize,
    saved16: usize,
    saved32: usize,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        let mut wide = Vec::new();
        let (mut saved16, mut saved32) = (0, 0);
        let bytes = text.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
                starts.push(i + 1);
            } else if b >= 0xC0 {
                // A lead byte: its count of leading ones is the character's UTF-8 length.
                let len8 = b.leading_ones() as usize;
                saved16 += len8 - if len8 == 4 { 2 } else { 1 };
                saved32 += len8 - 1;
                wide.push(Wide {
                    offset: i,
                    saved16,
                    saved32,
                });
            }
        }
        LineIndex {
            starts,
            len: text.len(),
            wide,
        }
    }

    /// Brings the index up to date with one edit: `text` is the text after it, in which the
    /// bytes `start..old_end` of the text before were replaced by `new_len` bytes. Only the
    /// edited bytes are read (and the one before them, a `\r` whose pair may have changed);
    /// what follows moves by the change of length. An edit of a large file then costs a shift
    /// of its line starts, not a read of every byte.
    pub fn edit(&mut self, text: &str, start: usize, old_end: usize, new_len: usize) {
        let bytes = text.as_bytes();
        let new_end = start + new_len;
        let consistent = old_end >= start
            && old_end <= self.len
            && bytes.len() + (old_end - start) == self.len + new_len;
        if !consistent {
            *self = LineIndex::new(text);
            return;
        }
        let delta = new_len as isize - (old_end - start) as isize;
        // Line breaks: a byte's being one depends on the byte after it (a lone `\r`), so the
        // byte before the edit is read again.
        let from = start.saturating_sub(1);
        let breaks: Vec<usize> = (from..new_end)
            .filter(|&i| {
                bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
            })
            .map(|i| i + 1)
            .collect();
        // Starts made by bytes `from..old_end` of the old text are `from + 1..=old_end`; the
        // ones after them move by the change of length.
        let first = self.starts.partition_point(|&s| s <= from);
        let last = self.starts.partition_point(|&s| s <= old_end);
        let added = breaks.len();
        self.starts.splice(first..last, breaks);
        for s in &mut self.starts[first + added..] {
            *s = s.wrapping_add_signed(delta);
        }
        // Non-ASCII characters: those of the edited bytes replaced, the ones after moved, and
        // what they save changed by what the edit's characters save less the removed ones'.
        let first = self.wide.partition_point(|w| w.offset < start);
        let last = self.wide.partition_point(|w| w.offset < old_end);
        let (base16, base32) = match first.checked_sub(1).map(|i| self.wide[i]) {
            Some(w) => (w.saved16, w.saved32),
            None => (0, 0),
        };
        let (old16, old32) = match last.checked_sub(1).map(|i| self.wide[i]) {
            Some(w) if last > first => (w.saved16 - base16, w.saved32 - base32),
            _ => (0, 0),
        };
        let (mut saved16, mut saved32) = (base16, base32);
        let mut wide = Vec::new();
        for (i, &b) in bytes[start..new_end].iter().enumerate() {
            if b >= 0xC0 {
                let len8 = b.leading_ones() as usize;
                saved16 += len8 - if len8 == 4 { 2 } else { 1 };
                saved32 += len8 - 1;
                wide.push(Wide {
                    offset: start + i,
                    saved16,
                    saved32,
                });
            }
        }
        let (new16, new32) = (saved16 - base16, saved32 - base32);
        let added = wide.len();
        self.wide.splice(first..last, wide);
        for w in &mut self.wide[first + added..] {
            w.offset = w.offset.wrapping_add_signed(delta);
            w.saved16 = w.saved16 + new16 - old16;
            w.saved32 = w.saved32 + new32 - old32;
        }
        self.len = bytes.len();
    }

    /// Units saved by the non-ASCII characters that start before `offset`.
    fn saved_before(&self, offset: usize, enc: Encoding) -> usize {
        let n = self.wide.partition_point(|w| w.offset < offset);
        match (n.checked_sub(1).map(|i| self.wide[i]), enc) {
            (None, _) | (_, Encoding::Utf8) => 0,
            (Some(w), Encoding::Utf16) => w.saved16,
            (Some(w), Encoding::Utf32) => w.saved32,
        }
    }

    pub fn line_count(&self) -> usize {
        self.starts.len()
    }

    pub fn line_start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).copied()
    }

    /// 0-based line and UTF-8 byte column of `offset` (clamped to the text).
    pub fn line_col_utf8(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.len);
        let line = match self.starts.binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        };
        (line, offset - self.starts[line])
    }

    /// 0-based line and column in `enc` code units.
    pub fn position(&self, text: &str, offset: usize, enc: Encoding) -> (u32, u32) {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let (line, _) = self.line_col_utf8(offset);
        let start = self.starts[line];
        let col =
            (offset - start) - (self.saved_before(offset, enc) - self.saved_before(start, enc));
        (line as u32, col as u32)
    }

    /// The byte offset of a line/column position in `enc` units. Positions past the end of
    /// a line clamp to the line end, before its line break (`\r\n` too); lines past the end
    /// clamp to the text end (LSP says so); a column inside a character clamps to its start.
    pub fn offset(&self, text: &str, line: u32, col: u32, enc: Encoding) -> usize {
        let Some(&start) = self.starts.get(line as usize) else {
            return text.len();
        };
        let end = match self.starts.get(line as usize + 1) {
            Some(&next)
                if text.as_bytes().get(next.wrapping_sub(2)) == Some(&b'\r')
                    && text.as_bytes()[next - 1] == b'\n'
                    && next - 2 >= start =>
            {
                next - 2
            }
            Some(&next) => next - 1,
            None => text.len(),
        };
        if self.saved_before(end, enc) == self.saved_before(start, enc) {
            // Every unit of the line is one byte (an ASCII line, or UTF-8 columns, where the
            // client can name a byte inside a character).
            let mut at = (start + col as usize).min(end);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            return at;
        }
        let line_text = &text[start..end];
        let mut seen = 0usize;
        for (i, ch) in line_text.char_indices() {
            if seen >= col as usize {
                return start + i;
            }
            seen += match enc {
                Encoding::Utf8 => ch.len_utf8(),
                Encoding::Utf16 => ch.len_utf16(),
                Encoding::Utf32 => 1,
            };
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table's columns equal counting the line's characters, for every offset of a text
    /// mixing 1- to 4-byte characters, and `offset` inverts `position`.
    #[test]
    fn columns_equal_counting_characters() {
        let text = "aé😀\nx中y\r\n\n😀😀b\né";
        let idx = LineIndex::new(text);
        for enc in [Encoding::Utf8, Encoding::Utf16, Encoding::Utf32] {
            for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
                let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
                let before = &text[line_start..offset];
                let want = match enc {
                    Encoding::Utf8 => before.len(),
                    Encoding::Utf16 => before.chars().map(char::len_utf16).sum(),
                    Encoding::Utf32 => before.chars().count(),
                };
                let (line, col) = idx.position(text, offset, enc);
                assert_eq!(col as usize, want, "{enc:?} at {offset}");
                assert_eq!(line as usize, text[..offset].matches('\n').count());
                // Between `\r` and `\n` is no position a client can name: the line ends
                // before its `\r\n`.
                let inside_crlf = text[..offset].ends_with('\r');
                assert_eq!(
                    idx.offset(text, line, col, enc),
                    offset - usize::from(inside_crlf),
                    "{enc:?} at {offset}"
                );
            }
        }
    }

    #[test]
    fn lone_carriage_returns_end_lines_and_crlf_ends_one() {
        let text = "a\rb\r\nc\nd\r";
        let idx = LineIndex::new(text);
        assert_eq!(idx.line_count(), 5);
        for (offset, want) in [
            (0, (0, 0)),
            (2, (1, 0)),
            (5, (2, 0)),
            (7, (3, 0)),
            (9, (4, 0)),
        ] {
            assert_eq!(
                idx.position(text, offset, Encoding::Utf16),
                want,
                "{offset}"
            );
        }
        assert_eq!(lone_cr_as_lf(text), "a\nb\r\nc\nd\n");
        assert!(matches!(lone_cr_as_lf("a\r\nb\n"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_column_past_the_line_end_stops_before_its_line_break() {
        let text = "ab\r\ncd\ne\rf";
        let idx = LineIndex::new(text);
        for enc in [Encoding::Utf8, Encoding::Utf16] {
            assert_eq!(idx.offset(text, 0, 99, enc), 2, "before \\r\\n");
            assert_eq!(idx.offset(text, 1, 99, enc), 6, "before \\n");
            assert_eq!(idx.offset(text, 2, 99, enc), 8, "before a lone \\r");
            assert_eq!(idx.offset(text, 3, 99, enc), text.len());
        }
        // An empty CRLF line.
        let text = "\r\nx";
        assert_eq!(LineIndex::new(text).offset(text, 0, 5, Encoding::Utf16), 0);
    }

    #[test]
    fn a_utf8_column_inside_a_character_clamps_to_its_start() {
        let text = "aé😀\nb";
        let idx = LineIndex::new(text);
        // `é` is bytes 1..3, `😀` 3..7.
        assert_eq!(idx.offset(text, 0, 2, Encoding::Utf8), 1);
        for col in 4..7 {
            assert_eq!(idx.offset(text, 0, col, Encoding::Utf8), 3, "{col}");
        }
        assert_eq!(idx.offset(text, 0, 7, Encoding::Utf8), 7);
    }

    #[test]
    fn utf16_columns_count_surrogate_pairs() {
        let text = "a = '😀é'\nb";
        let idx = LineIndex::new(text);
        let after_emoji = text.find('é').unwrap();
        assert_eq!(idx.position(text, after_emoji, Encoding::Utf16), (0, 7));
        assert_eq!(idx.position(text, after_emoji, Encoding::Utf32), (0, 6));
        assert_eq!(idx.offset(text, 0, 7, Encoding::Utf16), after_emoji);
        assert_eq!(idx.offset(text, 1, 0, Encoding::Utf16), text.len() - 1);
        assert_eq!(
            idx.offset(text, 0, 99, Encoding::Utf16),
            text.find('\n').unwrap()
        );
        assert_eq!(idx.offset(text, 9, 0, Encoding::Utf16), text.len());
    }
    /// An index updated edit by edit equals one built afresh from the text, over random
    /// insertions, deletions and replacements of text mixing 1- to 4-byte characters, `\n`,
    /// `\r\n` and lone `\r` (made and unmade around the edits' ends).
    #[test]
    fn an_edited_index_equals_a_fresh_one() {
        let pieces = [
            "a", "é", "中", "😀", "\n", "\r", "\r\n", "  ", "def f():", "\u{7f}",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut text = String::from("x = 1\r\nyé = '中'\rz\n😀\n");
        let mut idx = LineIndex::new(&text);
        for round in 0..4000 {
            let bounds: Vec<usize> = text
                .char_indices()
                .map(|(i, _)| i)
                .chain([text.len()])
                .collect();
            let mut a = bounds[next(bounds.len())];
            let mut b = bounds[next(bounds.len())];
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            // Mostly short spans, as keystrokes are.
            if next(4) > 0 {
                b = bounds[bounds
                    .partition_point(|&x| x < a + next(4))
                    .min(bounds.len() - 1)];
                b = b.max(a);
            }
            let inserted: String = (0..next(4)).map(|_| pieces[next(pieces.len())]).collect();
            text.replace_range(a..b, &inserted);
            idx.edit(&text, a, b, inserted.len());
            assert_eq!(idx, LineIndex::new(&text), "round {round}: {text:?}");
            if text.len() > 400 {
                text.truncate(text.char_indices().nth(100).map_or(0, |(i, _)| i));
                idx = LineIndex::new(&text);
            }
        }
    }
}
