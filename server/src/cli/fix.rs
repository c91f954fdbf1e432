//! `toolsight check --fix`: the quick fixes the editor offers, applied to the text.
//!
//! A fix is applied whole or not at all. Fixes are taken in source order; one whose edits
//! overlap an edit already taken waits for the next pass (the file is checked again after
//! each pass, and the diagnostic comes back with offsets in the new text). Two diagnostics
//! proposing the same edits (N001 and N005 both renaming one tool) are both fixed by one.

use crate::rules::{Diagnostic, Edit};

use super::text::fixable;

/// How many times a file is fixed and checked again before the rest is left as reported: a
/// fix that keeps producing new fixable problems must not loop.
pub const MAX_PASSES: usize = 10;

/// The line ending most of the file's lines have: `\r\n` or `\n`.
pub fn line_ending(source: &str) -> &'static str {
    let crlf = source.matches("\r\n").count();
    if crlf > source.matches('\n').count() - crlf {
        "\r\n"
    } else {
        "\n"
    }
}

/// The text with the applicable fixes of `diagnostics` applied, and how many diagnostics
/// they fix. Line breaks in inserted text are written as `eol`, the file's own.
pub fn apply(
    source: &str,
    diagnostics: &[Diagnostic],
    unsafe_fixes: bool,
    eol: &str,
) -> (String, usize) {
    let mut taken: Vec<&[Edit]> = Vec::new();
    let mut fixed = 0;
    for d in diagnostics.iter().filter(|d| fixable(d, unsafe_fixes)) {
        let Some(fix) = &d.fix else { continue };
        let mut edits = fix.edits.as_slice();
        if edits.is_empty() {
            continue;
        }
        if taken.contains(&edits) {
            fixed += 1;
            continue;
        }
        // Edits within one fix must not overlap each other either.
        let mut own: Vec<&Edit> = edits.iter().collect();
        own.sort_by_key(|e| (e.span.start, e.span.end));
        let self_overlap = own.windows(2).any(|w| w[1].span.start < w[0].span.end);
        let clash = taken
            .iter()
            .flat_map(|t| t.iter())
            .any(|t| edits.iter().any(|e| overlaps(e, t)));
        let in_bounds = edits.iter().all(|e| {
            e.span.start <= e.span.end
                && source.is_char_boundary(e.span.start)
                && source.is_char_boundary(e.span.end)
                && e.span.end <= source.len()
        });
        if self_overlap || clash || !in_bounds {
            edits = &[];
        }
        if !edits.is_empty() {
            taken.push(edits);
            fixed += 1;
        }
    }
    let mut all: Vec<&Edit> = taken.into_iter().flatten().collect();
    // Back to front, so each edit's offsets are those of the original text.
    all.sort_by_key(|e| std::cmp::Reverse((e.span.start, e.span.end)));
    let mut out = source.to_string();
    for e in all {
        let (mut start, mut end) = (e.span.start, e.span.end);
        // Fixes find line ends by `\n`: an insertion there in a CRLF file would split `\r\n`.
        if start == end && source[..start].ends_with('\r') && source[start..].starts_with('\n') {
            start -= 1;
            end = start;
        }
        out.replace_range(start..end, &with_line_ending(&e.text, eol));
    }
    (out, fixed)
}

/// `text` with each lone `\n` written as `eol`.
fn with_line_ending<'t>(text: &'t str, eol: &str) -> std::borrow::Cow<'t, str> {
    if eol == "\n" || !text.contains('\n') {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev = '\0';
    for c in text.chars() {
        if c == '\n' && prev != '\r' {
            out.push_str(eol);
        } else {
            out.push(c);
        }
        prev = c;
    }
    out.into()
}

/// Whether two edits touch the same text. Two insertions at one offset clash too: their
/// order would be arbitrary.
fn overlaps(a: &Edit, b: &Edit) -> bool {
    let (a, b) = (a.span, b.span);
    if a.start == a.end || b.start == b.end {
        return a.start <= b.end && b.start <= a.end;
    }
    a.start < b.end && b.start < a.end
}

/// A unified diff of a file's fixes, as `--diff` prints it: headed by the path on both
/// sides, as ruff's is (`a/` and `b/` prefixes would make absolute paths read `a//tmp`).
pub fn unified_diff(path: &str, before: &str, after: &str) -> String {
    let path = path.strip_prefix("./").unwrap_or(path);
    similar::TextDiff::from_lines(before, after)
        .unified_diff()
        .header(path, path)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Severity;
    use crate::rules::{Applicability, Fix};
    use crate::syntax::Span;

    fn diag(code: &'static str, edits: &[(usize, usize, &str)], a: Applicability) -> Diagnostic {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: String::new(),
            span: Span::new(0, 0),
            providers: Vec::new(),
            related: Vec::new(),
            fix: Some(Fix {
                title: String::new(),
                edits: edits
                    .iter()
                    .map(|(s, e, t)| Edit {
                        span: Span::new(*s, *e),
                        text: t.to_string(),
                    })
                    .collect(),
                applicability: a,
            }),
            function: None,
        }
    }

    #[test]
    fn applies_back_to_front_and_skips_overlaps_and_unsafe() {
        let src = "abc def ghi";
        let ds = [
            diag("X1", &[(0, 3, "ABCD"), (8, 11, "G")], Applicability::Safe),
            // Overlaps the first fix's `ghi` edit: left for the next pass.
            diag("X2", &[(9, 10, "H")], Applicability::Safe),
            // The same edits as the first: fixed by it.
            diag("X3", &[(0, 3, "ABCD"), (8, 11, "G")], Applicability::Safe),
            diag("X4", &[(4, 7, "DEF")], Applicability::Unsafe),
        ];
        assert_eq!(apply(src, &ds, false, "\n"), ("ABCD def G".to_string(), 2));
        assert_eq!(apply(src, &ds, true, "\n"), ("ABCD DEF G".to_string(), 3));
    }

    #[test]
    fn insertions_at_one_offset_clash() {
        let ds = [
            diag("X1", &[(1, 1, "x")], Applicability::Safe),
            diag("X2", &[(1, 1, "y")], Applicability::Safe),
        ];
        assert_eq!(apply("ab", &ds, false, "\n"), ("axb".to_string(), 1));
    }

    #[test]
    fn inserted_lines_take_the_files_line_ending() {
        let src = "a\r\nb\r\n";
        assert_eq!(line_ending(src), "\r\n");
        assert_eq!(line_ending("a\nb\r\nc\n"), "\n");
        // An insertion at the `\n` of a `\r\n` goes before the `\r`.
        let ds = [diag(
            "X1",
            &[(2, 2, "\nx = 1"), (0, 0, "import y\n")],
            Applicability::Safe,
        )];
        assert_eq!(
            apply(src, &ds, false, "\r\n").0,
            "import y\r\na\r\nx = 1\r\nb\r\n"
        );
    }

    #[test]
    fn diff_has_headers_and_hunks() {
        let d = unified_diff("t.py", "a\nb\n", "a\nc\n");
        assert!(d.starts_with("--- t.py\n+++ t.py\n@@"), "{d}");
        assert!(d.contains("-b\n+c\n"), "{d}");
    }
}
