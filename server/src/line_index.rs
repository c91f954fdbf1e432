//! Byte offsets ↔ line/column, in UTF-8, UTF-16 or UTF-32 code units.
//!
//! LSP positions are UTF-16 unless the client negotiates otherwise; the CLI prints
//! 1-based UTF-8 columns like other linters. Both go through this one table.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Utf16,
    Utf32,
}

#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset of the start of each line.
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        LineIndex {
            starts,
            len: text.len(),
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
        let col = units(&text[start..offset], enc);
        (line as u32, col as u32)
    }

    /// The byte offset of a line/column position in `enc` units. Positions past the end of
    /// a line clamp to the line end; lines past the end clamp to the text end (LSP says so).
    pub fn offset(&self, text: &str, line: u32, col: u32, enc: Encoding) -> usize {
        let Some(&start) = self.starts.get(line as usize) else {
            return text.len();
        };
        let end = self
            .starts
            .get(line as usize + 1)
            .map(|e| e - 1)
            .unwrap_or(text.len());
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

fn units(s: &str, enc: Encoding) -> usize {
    match enc {
        Encoding::Utf8 => s.len(),
        Encoding::Utf16 => s.chars().map(char::len_utf16).sum(),
        Encoding::Utf32 => s.chars().count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
