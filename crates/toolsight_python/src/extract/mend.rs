//! A broken line inside a block, mended for discovery.
//!
//! While a method is typed its text is broken every other keystroke, and tree-sitter's
//! recovery from one broken line can reach far beyond it: `xif version < 1:` in a toolkit
//! method made the whole module one `ERROR`, so every method lost its class and every tool
//! of the toolkit its registration until the line was mended; the caches, keyed by the
//! parse's shape (`shape`), could then answer for nothing. Python code breaks by lines: the
//! line where the parse failed first (`first_error`) is replaced, at the same length, by a
//! line that parses there (the line without its first character or without the error's
//! bytes, padded with spaces; else `if 1:` for a line that opens a block, `pass`, or
//! spaces), and the text is
//! parsed again (incrementally, from the broken tree), until it parses. The facts are read
//! from the mended text, whose other lines are the text as written; the syntax errors
//! reported are those of the text as written.
//!
//! Only indented lines that are not definition lines are mended: a column-0 statement that
//! swallowed the definitions after it is `extract::recover`'s, and a `def`, `class` or
//! decorator line being typed is its definition's own (blanking it would give its body to
//! the definition above).

use tree_sitter::{InputEdit, Node, Point, Tree};

/// Bounds the lines mended in one text, and the parses tried in all: a line typed breaks
/// one line, and a text whose first error is not where its break is (tree-sitter's recovery
/// can place it far from there) is not mended at a cost of many parses.
const MAX_LINES: usize = 3;
const MAX_PARSES: usize = 6;

/// A text mended to parse.
pub struct Mended {
    pub text: String,
    pub tree: Tree,
    /// The spaces that pad each mended line to its length (sorted): the rest of the line as
    /// written when only the error's own bytes were taken out (`extract::write_text`).
    pub padding: Vec<(usize, usize)>,
}

/// The mended text and its tree, when mending indented lines makes `text` parse; `None`
/// when it parses already, or a line that holds an error is not one to mend.
pub fn mend(text: &str, tree: &Tree) -> Option<Mended> {
    if !tree.root_node().has_error() {
        return None;
    }
    let mut text = text.to_string();
    let mut tree = tree.clone();
    let mut padding = Vec::new();
    let mut parses = 0;
    for _ in 0..MAX_LINES {
        let (at, error_end) = first_error(tree.root_node(), &text);
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
        let line = &text[line_start..line_end];
        let content = line.trim_start_matches([' ', '\t', '\x0c']);
        if content.len() == line.len() || is_definition_line(content) {
            return None;
        }
        let indent = line.len() - content.len();
        let row = text.as_bytes()[..line_start]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        let kept = content.trim_end_matches(['\r', ' ', '\t']);
        // A line ending in `\r` keeps it (Python reads `\r\n` as one line end).
        let width = content.trim_end_matches('\r').len();
        let from = line_start + indent;
        // The line without the error's own bytes (a character typed where Python accepts
        // none), when they lie inside the line: the rest of it stays as written.
        let without = (from <= at && error_end <= from + width && at < error_end).then(|| {
            let mut s = String::with_capacity(width);
            s.push_str(&text[from..at]);
            s.push_str(&text[error_end..from + width]);
            s
        });
        // The line without its first character (one typed before the line's first word:
        // `xif version < 1:`, `xreturn query`).
        // (`get`: a line holding only a `\r` has no character before its width.)
        let glued = content
            .chars()
            .next()
            .and_then(|c| content.get(c.len_utf8()..width))
            .map(str::to_string);
        let mut tries: Vec<String> = glued
            .into_iter()
            .chain(without)
            .chain(candidates(kept, width).map(String::from))
            // The line keeps its indentation (tree-sitter reads a deeper one as the same
            // block, Python would not).
            .filter(|t| !t.starts_with([' ', '\t', '\x0c']))
            .collect();
        tries.dedup();
        let mut mended = None;
        for statement in &tries {
            if parses == MAX_PARSES {
                return None;
            }
            parses += 1;
            let mut bytes = std::mem::take(&mut text).into_bytes();
            let piece = &mut bytes[from..from + width];
            piece.fill(b' ');
            piece[..statement.len()].copy_from_slice(statement.as_bytes());
            // Every byte of the line's content replaced by ASCII: still UTF-8.
            text = String::from_utf8(bytes).ok()?;
            let mut old = tree.clone();
            let end = Point::new(row, line_end - line_start);
            old.edit(&InputEdit {
                start_byte: line_start,
                old_end_byte: line_end,
                new_end_byte: line_end,
                start_position: Point::new(row, 0),
                old_end_position: end,
                new_end_position: end,
            });
            let next = crate::syntax::parse(&text, Some(&old));
            let root = next.root_node();
            if !root.has_error() || first_error(root, &text).0 > line_end {
                mended = Some(next);
                padding.push((from + statement.len(), from + width));
                break;
            }
        }
        tree = mended?;
        if !tree.root_node().has_error() {
            padding.retain(|(start, end)| start < end);
            padding.sort_unstable();
            return Some(Mended {
                text,
                tree,
                padding,
            });
        }
    }
    None
}

/// What may replace a broken line's content of `width` bytes, in the order tried after the
/// line without the error's bytes.
fn candidates(content: &str, width: usize) -> impl Iterator<Item = &'static str> {
    let opens_block = content.ends_with(':');
    [
        Some("if 1:").filter(|_| opens_block),
        Some("pass"),
        Some(""),
    ]
    .into_iter()
    .flatten()
    .filter(move |s| s.len() <= width)
}

/// Where the parse failed first: the first token tree-sitter could not place (an error node
/// holding nothing, or a missing one), else the first innermost error node (its recovery
/// may begin lines before the failure: an `ERROR` from a docstring above to a `?` typed at
/// a line's start). From its first byte that is not white space to its end.
fn first_error(root: Node, text: &str) -> (usize, usize) {
    let node = first_leaf_error(root).unwrap_or_else(|| {
        let mut node = root;
        loop {
            let mut cursor = node.walk();
            let next = node
                .children(&mut cursor)
                .find(|c| c.has_error() || c.is_missing());
            match next {
                Some(c) => node = c,
                None => break node,
            }
        }
    });
    let (start, end) = (node.start_byte(), node.end_byte());
    let blank = text
        .get(start..end)
        .map_or(0, |s| s.len() - s.trim_start().len());
    if start + blank < end {
        (start + blank, end)
    } else {
        (start, end)
    }
}

/// The first error node without children, or missing node, in text order.
fn first_leaf_error(node: Node) -> Option<Node> {
    if node.is_missing() || (node.is_error() && node.child_count() == 0) {
        return Some(node);
    }
    let mut cursor = node.walk();
    let children: Vec<Node> = node
        .children(&mut cursor)
        .filter(|c| c.has_error() || c.is_missing())
        .collect();
    children.into_iter().find_map(first_leaf_error)
}

fn is_definition_line(content: &str) -> bool {
    content.starts_with("def ")
        || content.starts_with("async ")
        || content.starts_with("class ")
        || content.starts_with('@')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mended(text: &str) -> Option<String> {
        let tree = crate::syntax::parse(text, None);
        mend(text, &tree).map(|m| {
            assert!(!m.tree.root_node().has_error(), "{}", m.text);
            assert_eq!(m.text.len(), text.len());
            for &(start, end) in &m.padding {
                assert!(
                    m.text[start..end].bytes().all(|b| b == b' '),
                    "{start}..{end}"
                );
            }
            m.text
        })
    }

    #[test]
    fn a_broken_line_in_a_method_is_replaced_by_a_statement_of_its_length() {
        let clean = "class K:\n    def f(self):\n        \"\"\"Dö.\"\"\"\n        if x < 1:\n            return 2\n        return 3\n\n    def g(self):\n        return 4\n";
        let broken = clean.replacen("if x < 1:", "xif x < 1:", 1);
        assert!(crate::syntax::parse(&broken, None).root_node().has_error());
        assert_eq!(
            mended(&broken).as_deref(),
            Some(clean.replacen("if x < 1:", "if x < 1: ", 1).as_str())
        );
        // A character Python accepts nowhere: the line without it.
        let broken = clean.replacen("return 4", "$return 4", 1);
        assert_eq!(
            mended(&broken).as_deref(),
            Some(clean.replacen("return 4", "return 4 ", 1).as_str())
        );
        let broken = clean.replacen("return 3", "return 3 4", 1);
        assert_eq!(
            mended(&broken).as_deref(),
            Some(clean.replacen("return 3", "return  4 ", 1).as_str())
        );
        // Inside brackets.
        let call = "class K:\n    def f(self):\n        g(\n            a,\n            b)\n";
        let broken = call.replacen("a,", "a a,", 1);
        assert_eq!(
            mended(&broken).as_deref(),
            Some(call.replacen("a,", "a , ", 1).as_str())
        );
        // `\r\n` line ends stay.
        let crlf = clean
            .replace('\n', "\r\n")
            .replacen("return 4", "?return 4", 1);
        let m = mended(&crlf).expect("mended");
        assert_eq!(m.matches("\r\n").count(), crlf.matches("\r\n").count());
    }

    #[test]
    fn definition_lines_column_0_and_clean_texts_are_not_mended() {
        assert_eq!(
            mended("class K:\n    def f(self:\n        return 1\n"),
            None
        );
        assert_eq!(mended("x = (\ndef f():\n    return 1\n"), None);
        assert_eq!(mended("def f():\n    return 1\n"), None);
        // A line opening a block that no shorter form of it mends.
        let text = "class K:\n    def f(self):\n        for x in y z:\n            pass\n";
        assert_eq!(
            mended(text).as_deref(),
            Some(text.replacen("for x in y z:", "for x in y : ", 1).as_str())
        );
    }
}
