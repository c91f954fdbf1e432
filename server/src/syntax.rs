//! Parsing with tree-sitter and the few node helpers every later stage needs.
//!
//! Everything downstream works on byte offsets into the source text; conversion to
//! line/column (UTF-8, UTF-16 or UTF-32) happens only at the edges, in `line_index`.

use tree_sitter::{Language, Node, Parser, Tree};

/// A half-open byte range into the analysed text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
    pub fn of(node: Node) -> Span {
        Span::new(node.start_byte(), node.end_byte())
    }
    pub fn contains(&self, offset: usize) -> bool {
        self.start <= offset && offset <= self.end
    }
    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

pub fn python() -> Language {
    tree_sitter_python::LANGUAGE.into()
}

/// Parses `text`, reusing `old` (already edited with `Tree::edit`) when given.
pub fn parse(text: &str, old: Option<&Tree>) -> Tree {
    let mut parser = Parser::new();
    parser
        .set_language(&python())
        .expect("the bundled tree-sitter-python grammar matches the tree-sitter version");
    // `parse` only returns None on cancellation or timeout, neither of which is configured.
    parser
        .parse(text, old)
        .expect("tree-sitter parse without timeout")
}

pub fn text<'a>(node: Node, src: &'a str) -> &'a str {
    src.get(node.byte_range()).unwrap_or("")
}

/// An identifier as Python binds it: the parser NFKC-normalises non-ASCII identifiers
/// (`def ﬁnd()` defines `find`).
pub fn identifier(node: Node, src: &str) -> String {
    let t = text(node, src);
    if t.is_ascii() {
        t.to_string()
    } else {
        use unicode_normalization::UnicodeNormalization;
        t.nfkc().collect()
    }
}

/// Named children, skipping comments (which tree-sitter attaches as extras anywhere).
pub fn named_children<'t>(node: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|c| c.kind() != "comment")
        .collect()
}

pub fn children<'t>(node: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    node.children(&mut cursor).collect()
}

/// Strips the `type` wrapper and parentheses that tree-sitter puts around annotation expressions.
pub fn unwrap_expr(mut node: Node) -> Node {
    loop {
        match node.kind() {
            "type" | "parenthesized_expression" => match named_children(node).into_iter().next() {
                Some(inner) => node = inner,
                None => return node,
            },
            _ => return node,
        }
    }
}

/// Whether a node of this kind can hold statements (and so definitions): compound
/// statements, their clauses and blocks. Simple statements (most of a module) cannot, so
/// walks looking for definitions skip them.
pub fn holds_statements(kind: &str) -> bool {
    matches!(
        kind,
        "if_statement"
            | "for_statement"
            | "while_statement"
            | "try_statement"
            | "with_statement"
            | "match_statement"
            | "block"
            | "else_clause"
            | "elif_clause"
            | "except_clause"
            | "except_group_clause"
            | "finally_clause"
            | "case_clause"
    )
}
