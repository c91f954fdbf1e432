//! The few Python `str` and stdlib behaviours the docstring parsers lean on, reproduced
//! exactly: Python's idea of whitespace differs from Rust's (`\x1c`..`\x1f` count), lengths
//! and slices are in code points, and `cleandoc`/`dedent` have their own rules for blank lines.

/// `str.isspace()` for one character (also what `\s` matches in a `str` pattern).
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// Python's `\w` in a `str` pattern.
pub fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `line.isspace() or not line`: griffe's `_is_empty_line`.
pub fn is_blank(s: &str) -> bool {
    s.chars().all(is_space)
}

pub fn strip(s: &str) -> &str {
    s.trim_matches(is_space)
}

pub fn lstrip(s: &str) -> &str {
    s.trim_start_matches(is_space)
}

pub fn rstrip(s: &str) -> &str {
    s.trim_end_matches(is_space)
}

/// `len(s) - len(s.lstrip())`, in code points.
pub fn indent_of(s: &str) -> usize {
    s.chars().take_while(|&c| is_space(c)).count()
}

/// `s[n:]` with `n` in code points.
pub fn skip_chars(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[i..],
        None => "",
    }
}

/// `str.split(sep, 1)` as a pair, `None` when `sep` is absent.
pub fn split_once<'a>(s: &'a str, sep: &str) -> Option<(&'a str, &'a str)> {
    s.split_once(sep)
}

/// `str.expandtabs(8)`.
pub fn expandtabs(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut col = 0usize;
    for ch in s.chars() {
        match ch {
            '\t' => {
                let n = 8 - (col % 8);
                out.extend(std::iter::repeat_n(' ', n));
                col += n;
            }
            '\n' | '\r' => {
                out.push(ch);
                col = 0;
            }
            c => {
                out.push(c);
                col += 1;
            }
        }
    }
    out
}

/// Python 3.12's `inspect.cleandoc`.
pub fn cleandoc(doc: &str) -> String {
    let expanded = expandtabs(doc);
    let mut lines: Vec<&str> = expanded.split('\n').collect();
    let mut margin = usize::MAX;
    for line in lines.iter().skip(1) {
        let content = lstrip(line).chars().count();
        if content > 0 {
            margin = margin.min(line.chars().count() - content);
        }
    }
    if let Some(first) = lines.first_mut() {
        *first = lstrip(first);
    }
    if margin < usize::MAX {
        for line in lines.iter_mut().skip(1) {
            *line = skip_chars(line, margin);
        }
    }
    let end = lines
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(0, |i| i + 1);
    lines.truncate(end);
    let start = lines
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(lines.len());
    lines[start..].join("\n")
}

pub use crate::model::pystr::dedent;

/// `str.splitlines()` (no ends kept): every Python line boundary, `\r\n` as one.
pub fn splitlines(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut iter = s.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let boundary = matches!(
            c,
            '\n' | '\r'
                | '\x0b'
                | '\x0c'
                | '\x1c'
                | '\x1d'
                | '\x1e'
                | '\u{85}'
                | '\u{2028}'
                | '\u{2029}'
        );
        if boundary {
            out.push(&s[start..i]);
            let mut next = i + c.len_utf8();
            if c == '\r' {
                if let Some(&(j, '\n')) = iter.peek() {
                    iter.next();
                    next = j + 1;
                }
            }
            start = next;
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleandoc_and_dedent_match_python() {
        assert_eq!(
            cleandoc("\n    Hello.\n\n    Args:\n        x: y\n    "),
            "Hello.\n\nArgs:\n    x: y"
        );
        assert_eq!(cleandoc("   \n    \n  "), "    \n  ");
        assert_eq!(dedent("a\n  \n  b"), "a\n\n  b");
        assert_eq!(dedent("  a\n    b"), "a\n  b");
        assert_eq!(splitlines("a\r\nb\n\nc\n"), vec!["a", "b", "", "c"]);
    }
}
