//! How many indentation levels a Python file opens, measured before it is parsed.
//!
//! tree-sitter-python's scanner keeps its indentation stack in a fixed serialisation buffer
//! and aborts the whole process (`ts_parser__external_scanner_serialize: Assertion 'length <=
//! 1024'`) on about 500 nested blocks; in the language server that took every open document
//! with it. Python itself refuses 100 levels ("too many levels of indentation"), so
//! a statement past that is not Python: it is reported (X004) and the parser gets blank text in
//! its place, like a statement too deep to analyse (X001); the rest of the file is analysed.

/// The deepest indentation CPython accepts: its `MAXINDENT` is 100, level 0 included (measured:
/// 99 nested blocks compile, 100 raise "too many levels of indentation").
pub const MAX_LEVELS: usize = 99;

/// Levels counted without regard to brackets (below), past which the parser is not given a
/// statement even when Python would read its lines as inside brackets. tree-sitter's error
/// recovery indents lines inside an unclosed bracket (`def f(:` above 511 nested blocks
/// aborted); its buffer holds about 510 levels.
pub const PARSER_LEVELS: usize = 255;

/// A top-level statement that opens more indentation levels than Python accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deep {
    /// The statement: from its first line to the next top-level line (or the end).
    pub statement: std::ops::Range<usize>,
    /// The start of its first line past the limit.
    pub line: usize,
    /// The level that line opens.
    pub level: usize,
}

/// The top-level statements that open indentation level `MAX_LEVELS + 1`, in order.
///
/// Lines are logical lines as Python's tokenizer sees them: lines inside brackets, inside
/// strings, after a backslash continuation, blank lines and comment-only lines do not count.
/// A line ends at `\n`, `\r\n` or a lone `\r`. Linear in the text; the precise scan only runs
/// when some line starts with enough whitespace to be that deep.
pub fn too_deep(text: &str) -> Vec<Deep> {
    let b = text.as_bytes();
    if !any_line_indented_past(b, MAX_LEVELS) {
        return Vec::new();
    }
    let mut found = scan(b, MAX_LEVELS, true);
    // Broken code: brackets Python would close never are (an unclosed `(` while typing).
    if any_line_indented_past(b, PARSER_LEVELS) {
        found.extend(scan(b, PARSER_LEVELS, false));
        found.sort_by_key(|d| d.statement.start);
        let mut merged: Vec<Deep> = Vec::with_capacity(found.len());
        for d in found {
            match merged.last_mut() {
                Some(last) if d.statement.start < last.statement.end => {
                    last.statement.end = last.statement.end.max(d.statement.end);
                }
                _ => merged.push(d),
            }
        }
        found = merged;
    }
    found
}

/// Whether a line starts with whitespace more than `width` columns wide: at `MAX_LEVELS + 1`
/// levels the indentation is at least that wide (every level adds a column or more). Finding
/// line ends with memchr keeps this a small fraction of a parse.
fn any_line_indented_past(b: &[u8], width: usize) -> bool {
    let wide = |start: usize| {
        let mut w = 0usize;
        for &c in &b[start..] {
            match c {
                b' ' => w += 1,
                b'\t' => w = (w / 8 + 1) * 8,
                0x0c => w = 0,
                _ => break,
            }
            if w > width {
                return true;
            }
        }
        false
    };
    wide(0) || memchr::memchr2_iter(b'\n', b'\r', b).any(|i| wide(i + 1))
}

/// The statements past `max` levels; lines inside brackets count unless `brackets`.
fn scan(b: &[u8], max: usize, brackets_count: bool) -> Vec<Deep> {
    let mut out = Vec::new();
    let mut stack: Vec<usize> = vec![0];
    let mut brackets = 0usize;
    let mut line_start = true;
    // The current top-level statement's start, and the line that made it too deep.
    let mut statement = 0usize;
    let mut deep_line: Option<usize> = None;
    let mut i = 0;
    while i < b.len() {
        if line_start {
            line_start = false;
            if brackets == 0 || !brackets_count {
                let start = i;
                let mut w = 0usize;
                while i < b.len() {
                    match b[i] {
                        b' ' => w += 1,
                        b'\t' => w = (w / 8 + 1) * 8,
                        0x0c => w = 0,
                        _ => break,
                    }
                    i += 1;
                }
                let blank = matches!(b.get(i), None | Some(b'\n' | b'\r' | b'#'));
                if !blank {
                    if w == 0 {
                        if let Some(line) = deep_line.take() {
                            out.push(Deep {
                                statement: statement..start,
                                line,
                                level: max + 1,
                            });
                        }
                        statement = start;
                    }
                    let top = *stack.last().unwrap_or(&0);
                    if w > top {
                        stack.push(w);
                        if stack.len() - 1 > max && deep_line.is_none() {
                            deep_line = Some(start);
                        }
                    } else {
                        while stack.len() > 1 && w < *stack.last().unwrap_or(&0) {
                            stack.pop();
                        }
                    }
                }
                continue;
            }
        }
        match b[i] {
            b'\n' => line_start = true,
            b'\r' => {
                if b.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                line_start = true;
            }
            b'#' => {
                while i + 1 < b.len() && b[i + 1] != b'\n' && b[i + 1] != b'\r' {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => brackets += 1,
            b')' | b']' | b'}' => brackets = brackets.saturating_sub(1),
            // A continuation: the next line is part of this one.
            b'\\' => {
                i += 1 + usize::from(b.get(i + 1) == Some(&b'\r') && b.get(i + 2) == Some(&b'\n'))
            }
            q @ (b'\'' | b'"') => {
                i = string_end(b, i, q);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(line) = deep_line {
        out.push(Deep {
            statement: statement..b.len(),
            line,
            level: max + 1,
        });
    }
    out
}

/// The offset just past the string literal whose opening quote is at `i`. An unterminated
/// single-quoted string ends at its line's end (as tree-sitter recovers); an unterminated
/// triple-quoted one at the end of the text.
fn string_end(b: &[u8], i: usize, q: u8) -> usize {
    let triple = b.get(i + 1) == Some(&q) && b.get(i + 2) == Some(&q);
    let mut j = if triple { i + 3 } else { i + 1 };
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            c if c == q => {
                if !triple {
                    return j + 1;
                }
                if b.get(j + 1) == Some(&q) && b.get(j + 2) == Some(&q) {
                    return j + 3;
                }
                j += 1;
            }
            b'\n' | b'\r' if !triple => return j,
            _ => j += 1,
        }
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(levels: usize, bottom: &str, eol: &str) -> String {
        let mut s: String = (0..levels)
            .map(|i| format!("{}if x:{eol}", " ".repeat(i)))
            .collect();
        s.push_str(&" ".repeat(levels));
        s.push_str(bottom);
        s.push_str(eol);
        s
    }

    #[test]
    fn counts_levels_as_python_does() {
        // 99 levels are Python's limit and fine; 100 are refused.
        assert_eq!(too_deep(&nested(99, "'a'", "\n")), []);
        let deep = format!("x = 1\n{}y = 2\n", nested(100, "'a'", "\n"));
        let found = too_deep(&deep);
        assert_eq!(found.len(), 1, "{found:?}");
        let at = found[0].line;
        assert_eq!(&deep[at..at + 101], format!("{}'", " ".repeat(100)));
        // The statement: from the outermost `if` to the next top-level line.
        assert_eq!(&deep[found[0].statement.clone()], nested(100, "'a'", "\n"));
        for eol in ["\r\n", "\r"] {
            assert_eq!(too_deep(&nested(511, "'a'", eol)).len(), 1, "{eol:?}");
        }
        // Tabs advance to the next multiple of 8.
        let tabs: String = (0..101)
            .map(|i| format!("{}if x:\n", "\t".repeat(i)))
            .collect();
        assert_eq!(too_deep(&tabs).len(), 1);
    }

    #[test]
    fn lines_that_are_not_logical_lines_do_not_count() {
        let inside = |open: &str, close: &str| {
            let body: String = (1..200).map(|i| format!("{}1,\n", " ".repeat(i))).collect();
            format!("x = {open}\n{body}{close}\n")
        };
        assert_eq!(too_deep(&inside("[", "]")), []);
        assert_eq!(too_deep(&inside("'''", "'''")), []);
        assert_eq!(too_deep(&inside("\"\"\"a\\\"", "\"\"\"")), []);
        let comments: String = (1..200)
            .map(|i| format!("{}# c\n", " ".repeat(i)))
            .collect();
        assert_eq!(too_deep(&comments), []);
        let continued: String = (1..200)
            .map(|i| format!("{}1 + \\\n", " ".repeat(i)))
            .collect();
        assert_eq!(too_deep(&format!("x = \\\n{continued}1\n")), []);
        // Dedenting pops levels: 150 blocks of 60 levels each never reach 100.
        let blocks: String = (0..150).map(|_| nested(60, "pass", "\n")).collect();
        assert_eq!(too_deep(&blocks), []);
        // Inside an unclosed bracket (tree-sitter indents the lines as it recovers).
        for head in ["x = (\n", "def f(:\n", "x = [1,\n"] {
            let text = format!("{head}{}", nested(300, "'a'", "\n"));
            let found = too_deep(&text);
            assert_eq!(found.len(), 1, "{head}");
            assert_eq!(found[0].statement, head.len()..text.len());
            assert_eq!(found[0].level, PARSER_LEVELS + 1);
        }
        // Two deep statements are two.
        let two = format!("{}{}", nested(120, "pass", "\n"), nested(120, "pass", "\n"));
        assert_eq!(too_deep(&two).len(), 2);
    }
}
