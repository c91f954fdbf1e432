//! Parsing with tree-sitter and the few node helpers every later stage needs.
//!
//! Everything downstream works on byte offsets into the source text; conversion to
//! line/column (UTF-8, UTF-16 or UTF-32) happens only at the edges, in `line_index`.

pub mod indentation;
pub mod line_index;
pub mod project_files;

use std::sync::atomic::{AtomicU64, Ordering};

use tree_sitter::{Language, Node, Parser, Tree};

pub use toolsight_model::Span;

/// The span of a syntax node (`Span::of(node)`): the model's `Span` knows nothing of
/// tree-sitter, so the constructor from a node lives here.
pub trait SpanOf {
    fn of(node: Node) -> Span;
}

impl SpanOf for Span {
    fn of(node: Node) -> Span {
        Span::new(node.start_byte(), node.end_byte())
    }
}

pub fn python() -> Language {
    tree_sitter_python::LANGUAGE.into()
}

/// Parses `text`, reusing `old` (already edited with `Tree::edit`) when given.
///
/// A top-level statement whose syntax tree nests deeper than `MAX_DEPTH` is not analysed:
/// it is parsed again as blank text (same byte length, line breaks kept, so every other
/// offset stays right), and `too_deep` finds it for the report. Every later walk over the
/// tree is recursive; this bound is what keeps them within the stack.
pub fn parse(text: &str, old: Option<&Tree>) -> Tree {
    parse_telling(text, old).0
}

/// `parse`, and whether the parser was given other text than `text` (`altered`: read on the
/// way, so the language server's reparse does not scan the whole text for it again).
pub fn parse_telling(text: &str, old: Option<&Tree>) -> (Tree, bool) {
    let (tree, altered) = parse_raw(text, old);
    // After an edit, only statements whose structure changed can have become too deep: the
    // old tree's were all checked. Walking every statement on each keystroke made the
    // language server's reparse of a 454 KB module 33 ms instead of 0.6 ms.
    let changed: Option<Vec<std::ops::Range<usize>>> = old.map(|o| {
        o.changed_ranges(&tree)
            .map(|r| r.start_byte..r.end_byte)
            .collect()
    });
    let deep = deep_statements(&tree, changed.as_deref());
    if deep.is_empty() {
        return (tree, altered);
    }
    let mut blank = text.as_bytes().to_vec();
    for span in &deep {
        for b in &mut blank[span.start..span.end] {
            if *b != b'\n' && *b != b'\r' {
                *b = b' ';
            }
        }
    }
    // Only ASCII spaces replaced whole statements' bytes: still UTF-8.
    let blank = String::from_utf8(blank).unwrap_or_default();
    (parse_raw(&blank, None).0, altered)
}

/// Source files larger than this are not read (generated code, vendored bundles): the
/// workspace index skips them, and the Rust front-end reads no manifest or module above it.
pub const MAX_FILE_BYTES: u64 = 2 * 1024 * 1024;

/// How deep a statement's syntax tree may nest. CPython refuses far shallower code (200
/// nested brackets, 100 indentation levels); this leaves room for machine-written files
/// while keeping recursive walks a few tens of MB of stack at most.
pub const MAX_DEPTH: usize = 10_000;

/// The top-level statements nesting deeper than `MAX_DEPTH` (an iterative walk with early
/// exit: linear in the tree), among those touching `changed` (sorted byte ranges) when given.
fn deep_statements(tree: &Tree, changed: Option<&[std::ops::Range<usize>]>) -> Vec<Span> {
    let root = tree.root_node();
    let mut out = Vec::new();
    let mut cursor = root.walk();
    let mut next_change = 0;
    for stmt in root.children(&mut cursor) {
        if let Some(changed) = changed {
            while changed
                .get(next_change)
                .is_some_and(|r| r.end < stmt.start_byte())
            {
                next_change += 1;
            }
            if changed
                .get(next_change)
                .is_none_or(|r| r.start > stmt.end_byte())
            {
                continue;
            }
        }
        // A statement of at most `MAX_DEPTH` nodes cannot nest deeper than that: the walk
        // below counts visible nodes, and a node's visible descendants are counted in the
        // tree (O(1)). Walking every statement of every parse was 12 % of a parse's cost.
        if stmt.descendant_count() <= MAX_DEPTH {
            continue;
        }
        let mut c = stmt.walk();
        let mut depth = 1usize;
        loop {
            if depth > MAX_DEPTH {
                out.push(Span::of(stmt));
                break;
            }
            if c.goto_first_child() {
                depth += 1;
                continue;
            }
            loop {
                if c.goto_next_sibling() {
                    break;
                }
                if !c.goto_parent() {
                    depth = 0;
                    break;
                }
                depth -= 1;
            }
            if depth <= 1 {
                break;
            }
        }
    }
    out
}

/// Stretches of `text` that `parse` left out as too deep: text between the top-level nodes
/// of the tree it returned that nests too deeply when parsed on its own.
pub fn too_deep(tree: &Tree, text: &str) -> Vec<Span> {
    let root = tree.root_node();
    let mut out = Vec::new();
    let mut at = 0;
    let mut cursor = root.walk();
    let ends = root
        .children(&mut cursor)
        .map(|n| (n.start_byte(), n.end_byte()))
        .chain(std::iter::once((text.len(), text.len())));
    for (start, end) in ends {
        if let Some(gap) = text.get(at..start) {
            let first = gap.find(|c: char| !c.is_whitespace());
            let last = gap
                .char_indices()
                .rev()
                .find(|(_, c)| !c.is_whitespace())
                .map(|(i, c)| i + c.len_utf8());
            if let (Some(a), Some(b)) = (first, last) {
                // Tree-sitter also leaves some broken text outside every node (an unclosed
                // string at the end of the file): only text that is itself too deep counts.
                let gap_text = &gap[a..b];
                if !deep_statements(&parse_raw(gap_text, None).0, None).is_empty() {
                    out.push(Span::new(at + a, at + b));
                }
            }
        }
        at = at.max(end);
    }
    out
}

/// Whether the parser is given other text than `text` (beyond a lone `\r` made `\n`, which
/// keeps every token): statements indented past Python's limit, or the inner lines of long
/// comment runs, are blanked.
pub fn altered(text: &str) -> bool {
    count_scan();
    let text = crate::line_index::lone_cr_as_lf(text);
    !crate::indentation::too_deep(&text).is_empty() || thin_comment_runs(&text).is_some()
}

/// Comment runs of this many comment lines or more are thinned for the parser.
const COMMENT_RUN: usize = 64;
/// Comment lines kept at each end of a thinned run: the ones next to code, which document it
/// (`#:` before a field, a comment before a parameter).
const COMMENT_KEEP: usize = 8;

/// `text` with the inner lines of every run of `COMMENT_RUN` or more comment-only lines made
/// blank (same length, line breaks kept); `None` when there is no such run.
///
/// tree-sitter-python's scanner looks past every following comment line for the next line's
/// indentation, once per comment: a run of n comment lines costs n² (100,000 lines after a
/// statement took 73 s). Blank lines cost it nothing. Python ignores comments, and nothing
/// toolsight reads is in the middle of such a run. A line with a quote or a backslash is
/// kept: inside a string it could end the string.
fn thin_comment_runs(text: &str) -> Option<String> {
    let b = text.as_bytes();
    memchr::memchr_iter(b'#', b).nth(COMMENT_RUN - 1)?;
    let mut out: Option<Vec<u8>> = None;
    let mut run: Vec<(usize, usize)> = Vec::new();
    let flush = |run: &mut Vec<(usize, usize)>, out: &mut Option<Vec<u8>>| {
        if run.len() >= COMMENT_RUN {
            let o = out.get_or_insert_with(|| b.to_vec());
            for &(s, e) in &run[COMMENT_KEEP..run.len() - COMMENT_KEEP] {
                o[s..e].fill(b' ');
            }
        }
        run.clear();
    };
    let mut start = 0;
    let ends = memchr::memchr_iter(b'\n', b).chain(std::iter::once(b.len()));
    for end in ends {
        let line = &b[start..end];
        let body = line
            .iter()
            .position(|c| !matches!(c, b' ' | b'\t' | 0x0c))
            .map(|i| &line[i..]);
        match body {
            // Blank lines neither count nor end a run.
            None => {}
            Some(body)
                if body[0] == b'#' && memchr::memchr3(b'\'', b'"', b'\\', body).is_none() =>
            {
                run.push((start, end));
            }
            Some(_) => flush(&mut run, &mut out),
        }
        start = end + 1;
    }
    flush(&mut run, &mut out);
    // Whole lines, every byte of a character included, became ASCII spaces.
    out.map(|o| String::from_utf8(o).unwrap_or_else(|_| text.to_string()))
}

thread_local! {
    /// One parser per thread, made on first use: a project's check parses some 25,000
    /// texts (most of them annotation snippets of a few bytes), and making a parser and
    /// loading the grammar cost more than parsing such a snippet.
    static PARSER: std::cell::RefCell<Option<Parser>> = const { std::cell::RefCell::new(None) };
}

thread_local! {
    /// Snippets parsed on this thread, by text (see `parse_snippet`).
    static SNIPPETS: std::cell::RefCell<std::collections::HashMap<String, Tree>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// Longer texts are parsed each time: a snippet is an annotation or an expression.
const MAX_SNIPPET_BYTES: usize = 256;
/// Snippets remembered per thread; the map starts again when it is full, so memory stays
/// bounded whatever the project.
const MAX_SNIPPETS: usize = 4096;

/// `parse(text, None)` for a short text parsed many times over (an annotation written as a
/// string, `"Optional[Agent]"`): a project's check met some 25,000 of them, most of them the
/// same few hundred texts, and a parse of a few bytes costs more than looking it up. A tree
/// is immutable and its copy shares the nodes.
pub fn parse_snippet(text: &str) -> Tree {
    if text.len() > MAX_SNIPPET_BYTES {
        return parse(text, None);
    }
    if let Some(t) = SNIPPETS.with(|c| c.borrow().get(text).cloned()) {
        return t;
    }
    let tree = parse(text, None);
    SNIPPET_PARSES.fetch_add(1, Ordering::Relaxed);
    SNIPPET_BYTES.fetch_add(text.len() as u64, Ordering::Relaxed);
    SNIPPETS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= MAX_SNIPPETS {
            c.clear();
        }
        c.insert(text.to_string(), tree.clone());
    });
    tree
}

static PARSES: AtomicU64 = AtomicU64::new(0);
static PARSED_BYTES: AtomicU64 = AtomicU64::new(0);
static SNIPPET_PARSES: AtomicU64 = AtomicU64::new(0);
static SNIPPET_BYTES: AtomicU64 = AtomicU64::new(0);

/// Of `parse_stats`, the snippets `parse_snippet` parsed (each text once per thread).
pub fn snippet_stats() -> (u64, u64) {
    (
        SNIPPET_PARSES.load(Ordering::Relaxed),
        SNIPPET_BYTES.load(Ordering::Relaxed),
    )
}

/// How many texts this process has parsed, and their bytes (`check`'s
/// `TOOLSIGHT_PARSE_STATS`: the parsed bytes against the bytes on disk).
pub fn parse_stats() -> (u64, u64) {
    (
        PARSES.load(Ordering::Relaxed),
        PARSED_BYTES.load(Ordering::Relaxed),
    )
}

fn parse_raw(text: &str, old: Option<&Tree>) -> (Tree, bool) {
    PARSES.fetch_add(1, Ordering::Relaxed);
    PARSED_BYTES.fetch_add(text.len() as u64, Ordering::Relaxed);
    PARSER.with(|cell| {
        let mut cell = cell.borrow_mut();
        let parser = cell.get_or_insert_with(|| {
            let mut parser = Parser::new();
            parser
                .set_language(&python())
                .expect("the bundled tree-sitter-python grammar matches the tree-sitter version");
            parser
        });
        parse_with(parser, text, old)
    })
}

/// The tree, and whether the parser was given other text than `text` (`altered`).
fn parse_with(parser: &mut Parser, text: &str, old: Option<&Tree>) -> (Tree, bool) {
    // tree-sitter-python ends lines at `\n` only; Python (and LSP) also at a lone `\r`.
    let mut text = crate::line_index::lone_cr_as_lf(text);
    let mut old = old;
    let mut altered = false;
    count_scan();
    let deep = crate::indentation::too_deep(&text);
    if !deep.is_empty() {
        // Its scanner aborts the process on statements indented that deep: they become
        // blank text of the same length (line breaks kept, so offsets hold), and the rules
        // report X004.
        let mut bytes = text.into_owned().into_bytes();
        for d in &deep {
            for b in &mut bytes[d.statement.clone()] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
        }
        // Whole statements, every byte of a character included, became ASCII spaces.
        text = std::borrow::Cow::Owned(String::from_utf8(bytes).unwrap_or_default());
        old = None;
        altered = true;
    }
    if let Some(thinned) = thin_comment_runs(&text) {
        text = std::borrow::Cow::Owned(thinned);
        old = None;
        altered = true;
    }
    // `parse` only returns None on cancellation or timeout, neither of which is configured.
    let tree = parser
        .parse(text.as_ref(), old)
        .expect("tree-sitter parse without timeout");
    (tree, altered)
}

thread_local! {
    static SCANS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_scan() {
    SCANS.with(|c| c.set(c.get() + 1));
}

/// How many times a whole text was scanned for what the parser must not be given
/// (`altered`'s question) on this thread since the last call (what the tests count).
pub fn scans_counted() -> usize {
    SCANS.with(|c| c.replace(0))
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

/// The most nodes one walk over user input visits: a bound like every walk's, so a huge or
/// hostile file costs a known amount.
pub const WALK_LIMIT: usize = 2_000_000;

/// Whether a walk goes below the node it just visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    Descend,
    Skip,
}

/// Visits `root` and its named descendants (depth first, children in reverse order), at most
/// `WALK_LIMIT` of them, without recursion.
pub fn walk_named<'t>(root: Node<'t>, mut visit: impl FnMut(Node<'t>) -> Walk) {
    let mut stack = vec![root];
    let mut steps = 0usize;
    while let Some(node) = stack.pop() {
        steps += 1;
        if steps > WALK_LIMIT {
            break;
        }
        if visit(node) == Walk::Descend {
            let mut cursor = node.walk();
            stack.extend(node.named_children(&mut cursor));
        }
    }
}

/// Where some words occur in a text: a walk looking for syntax that spells one of them (an
/// assignment to `.__doc__`) skips the subtrees whose bytes hold none, instead of visiting
/// every node of a large module on each edit.
pub struct Occurrences(Vec<(usize, usize)>);

impl Occurrences {
    pub fn of(text: &str, words: &[&str]) -> Occurrences {
        // memchr's searcher (vectorised): this runs over the whole module on each version,
        // and `str::match_indices` took most of that time. Both find the same
        // non-overlapping occurrences, left to right.
        let mut at: Vec<(usize, usize)> = words
            .iter()
            .filter(|w| !w.is_empty())
            .flat_map(|w| {
                memchr::memmem::find_iter(text.as_bytes(), w.as_bytes()).map(|i| (i, i + w.len()))
            })
            .collect();
        at.sort_unstable();
        Occurrences(at)
    }

    /// Whether one of the words lies wholly inside `node`.
    pub fn within(&self, node: Node) -> bool {
        let (start, end) = (node.start_byte(), node.end_byte());
        let first = self.0.partition_point(|(s, _)| *s < start);
        self.0[first..]
            .iter()
            .take_while(|(s, _)| *s < end)
            .any(|(_, e)| *e <= end)
    }
}

/// Named children, skipping comments (which tree-sitter attaches as extras anywhere).
pub fn named_children<'t>(node: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    // A comment is always an extra (no rule of the grammar names one), so the kind's name,
    // a C string measured and checked as UTF-8 on each call, is read of extras only: this
    // runs for every child of every node the analysis walks.
    node.named_children(&mut cursor)
        .filter(|c| !(c.is_extra() && is_comment(*c)))
        .collect()
}

/// Whether a node of a Python tree is a comment. `Node::kind` checks its name as UTF-8 on
/// every call (a tenth of the instructions of a `named_children`), so the symbol is compared
/// first and the name only for the symbol Python names `comment`.
pub fn is_comment(node: Node) -> bool {
    // A node's `kind_id` is its kind's public id, one per name (as discovery's `Kinds`).
    static COMMENT: std::sync::OnceLock<u16> = std::sync::OnceLock::new();
    let id = *COMMENT.get_or_init(|| python().id_for_node_kind("comment", true));
    node.kind_id() == id && node.kind() == "comment"
}

/// A field of the Python grammar, its id looked up once: `Node::child_by_field_name` finds
/// the id by comparing the name with every field's on each call (a fortieth of a check's
/// instructions).
pub struct Field {
    name: &'static str,
    id: std::sync::OnceLock<u16>,
}

impl Field {
    pub const fn new(name: &'static str) -> Field {
        Field {
            name,
            id: std::sync::OnceLock::new(),
        }
    }

    /// `node.child_by_field_name(name)`, for a node of a Python tree.
    pub fn of<'t>(&self, node: Node<'t>) -> Option<Node<'t>> {
        let id = *self
            .id
            .get_or_init(|| python().field_id_for_name(self.name).map_or(0, |f| f.get()));
        if id == 0 {
            return None;
        }
        node.child_by_field_id(id)
    }
}

/// The fields the models of functions and annotations read.
pub mod field {
    use super::Field;
    pub static NAME: Field = Field::new("name");
    pub static DEFINITION: Field = Field::new("definition");
    pub static PARAMETERS: Field = Field::new("parameters");
    pub static RETURN_TYPE: Field = Field::new("return_type");
    pub static BODY: Field = Field::new("body");
    pub static TYPE_PARAMETERS: Field = Field::new("type_parameters");
    pub static TYPE: Field = Field::new("type");
    pub static VALUE: Field = Field::new("value");
    pub static FUNCTION: Field = Field::new("function");
    pub static OPERATOR: Field = Field::new("operator");
    pub static LEFT: Field = Field::new("left");
    pub static RIGHT: Field = Field::new("right");
}

/// The first named child that is not a comment, without collecting the others.
fn first_named_child(node: Node) -> Option<Node> {
    let mut cursor = node.walk();
    let first = node.named_children(&mut cursor).find(|c| !is_comment(*c));
    first
}

pub fn children<'t>(node: Node<'t>) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    node.children(&mut cursor).collect()
}

/// The root of the tree `node` is in (the module): where module-level statements are read
/// from a node deep inside a function.
pub fn root_of(node: Node) -> Node {
    let mut root = node;
    while let Some(p) = root.parent() {
        root = p;
    }
    root
}

/// Strips the `type` wrapper and parentheses that tree-sitter puts around annotation expressions.
pub fn unwrap_expr(mut node: Node) -> Node {
    loop {
        match node.kind() {
            "type" | "parenthesized_expression" => match first_named_child(node) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The occurrences found are `str::match_indices`' (non-overlapping, left to right), for
    /// words that overlap themselves, each other, and non-ASCII text.
    #[test]
    fn occurrences_are_those_of_match_indices() {
        let texts = [
            "aaaa",
            "x.__doc__ = y.__doc__",
            "ééé é",
            "",
            "abcabcab",
            "__doc____doc__",
        ];
        let words: [&[&str]; 4] = [
            &["aa"],
            &["__doc__", "doc"],
            &["é", "éé"],
            &["abca", "cab", ""],
        ];
        for text in texts {
            for ws in words {
                let mut want: Vec<(usize, usize)> = ws
                    .iter()
                    .filter(|w| !w.is_empty())
                    .flat_map(|w| text.match_indices(w).map(|(i, m)| (i, i + m.len())))
                    .collect();
                want.sort_unstable();
                assert_eq!(Occurrences::of(text, ws).0, want, "{text:?} {ws:?}");
            }
        }
    }

    /// A long comment run is parsed as blank lines in its middle: the statements around it
    /// parse exactly as they do from the text as written, comments aside.
    #[test]
    fn long_comment_runs_are_thinned_without_changing_the_statements() {
        let run = |indent: &str, n: usize| -> String {
            (0..n)
                .map(|i| format!("{indent}# comment {i} é\n"))
                .collect()
        };
        let text = format!(
            "x = 1\n{}class A:\n    \"\"\"Doc.\"\"\"\n{}    y: int = 2\n{}    # it's kept: a quote\n{}\ndef f(a):  # c\n{}    return a\n{}",
            run("", 100),
            run("    ", 70),
            run("    ", 40),
            run("    ", 40),
            run("        ", 200),
            run("", 64),
        );
        let thinned = thin_comment_runs(&text).expect("runs to thin");
        assert_eq!(thinned.len(), text.len());
        assert_eq!(thinned.matches('\n').count(), text.matches('\n').count());
        // The first and last lines of each run are kept; the quoted line splits its run.
        assert!(thinned.contains("\n# comment 7 é\n") && !thinned.contains("\n# comment 8 é\n"));
        assert!(thinned.contains("\n# comment 92 é\n") && thinned.contains("\n# comment 99 é\n"));
        assert!(!thinned.contains("        # comment 150 é\n"));
        // The runs of 40 on either side of the quoted line are short: kept whole.
        assert!(thinned.contains("# it's kept") && thinned.contains("    # comment 20 é\n"));
        let mut raw = Parser::new();
        raw.set_language(&python()).unwrap();
        let as_written = raw.parse(&text, None).unwrap();
        let strip = |t: &Tree| t.root_node().to_sexp().replace(" (comment)", "");
        assert_eq!(strip(&parse(&text, None)), strip(&as_written));
        assert!(altered(&text));
        // 63 comment lines are left alone.
        assert_eq!(thin_comment_runs(&format!("x = 1\n{}", run("", 63))), None);
        assert!(!altered("x = 1\n"));
    }

    /// An edit that makes one statement too deep is caught by an incremental reparse, which
    /// checks only the statements the edit changed.
    #[test]
    fn an_edit_that_nests_too_deep_is_caught_incrementally() {
        let before = "x = 1\ny = 2\nz = 3\n";
        let mut old = parse(before, None);
        let nested = format!(
            "{}1{}",
            "(".repeat(MAX_DEPTH + 10),
            ")".repeat(MAX_DEPTH + 10)
        );
        let after = before.replacen("2", &nested, 1);
        let at = before.find('2').unwrap();
        old.edit(&tree_sitter::InputEdit {
            start_byte: at,
            old_end_byte: at + 1,
            new_end_byte: at + nested.len(),
            start_position: tree_sitter::Point::new(1, 4),
            old_end_position: tree_sitter::Point::new(1, 5),
            new_end_position: tree_sitter::Point::new(1, 4 + nested.len()),
        });
        let tree = parse(&after, Some(&old));
        let deep = too_deep(&tree, &after);
        assert_eq!(deep.len(), 1, "{deep:?}");
        assert_eq!(&after[deep[0].start..deep[0].start + 5], "y = (");
        // The statements the edit did not touch are still there.
        let names: Vec<&str> = named_children(tree.root_node())
            .iter()
            .map(|n| &after[n.start_byte()..n.start_byte() + 1])
            .collect();
        assert_eq!(names, ["x", "z"]);
    }
}
