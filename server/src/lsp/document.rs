//! An open document: its text, line index, tree-sitter tree and version. Incremental edits
//! are applied one after another (each edit's positions refer to the text after the
//! previous one), updating the tree with `InputEdit` so the next parse is incremental.

use tree_sitter::{InputEdit, Point, Tree};

use crate::line_index::{Encoding, LineIndex};

pub struct Document {
    pub text: String,
    pub version: i32,
    pub index: LineIndex,
    pub tree: Tree,
    /// The tree leaves statements out as too deep to analyse (`syntax::parse`).
    pub partial: bool,
    /// The module name (file stem) the document would be imported as.
    pub module: String,
    /// `tools.toml` entries (stores' LocalIndex) that list this file's functions.
    pub tools_toml: Vec<crate::project::IndexEntry>,
    /// A hash of what other modules can import from this one, once analysed.
    pub exports: Option<u64>,
    /// What analysis remembers from the previous version (filled by the server).
    pub cache: std::sync::Mutex<crate::analysis::Cache>,
    /// A Rust document (`languageId` `rust`): analysed by the Rust front-end, with its file
    /// path (its crate's other modules are read from disk); `tree` is then unused.
    pub rust: Option<Option<std::path::PathBuf>>,
}

/// One content change as the client sent it: a range in `encoding` units, or a full text.
pub struct Change {
    pub range: Option<((u32, u32), (u32, u32))>,
    pub text: String,
}

fn point(index: &LineIndex, text: &str, offset: usize) -> Point {
    let (row, col) = index.line_col_utf8(offset.min(text.len()));
    Point::new(row, col)
}

impl Document {
    pub fn new(text: String, version: i32, module: String) -> Document {
        let tree = crate::syntax::parse(&text, None);
        Document {
            partial: !crate::syntax::too_deep(&tree, &text).is_empty(),
            index: LineIndex::new(&text),
            text,
            version,
            tree,
            module,
            tools_toml: Vec::new(),
            exports: None,
            cache: Default::default(),
            rust: None,
        }
    }

    /// A Rust document: the Python tree stays empty.
    pub fn new_rust(
        text: String,
        version: i32,
        module: String,
        path: Option<std::path::PathBuf>,
    ) -> Document {
        let mut d = Document::new(String::new(), version, module);
        d.index = LineIndex::new(&text);
        d.text = text;
        d.rust = Some(path);
        d
    }

    /// Applies changes in order and reparses incrementally.
    pub fn apply(&mut self, changes: Vec<Change>, version: i32, enc: Encoding) {
        for c in changes {
            match c.range {
                None => {
                    self.text = c.text;
                    self.index = LineIndex::new(&self.text);
                    if self.rust.is_none() {
                        self.tree = crate::syntax::parse(&self.text, None);
                        self.partial = !crate::syntax::too_deep(&self.tree, &self.text).is_empty();
                    }
                    continue;
                }
                Some(((sl, sc), (el, ec))) if self.rust.is_some() => {
                    let mut start = self.index.offset(&self.text, sl, sc, enc);
                    let mut end = self.index.offset(&self.text, el, ec, enc);
                    if end < start {
                        std::mem::swap(&mut start, &mut end);
                    }
                    self.text.replace_range(start..end, &c.text);
                    self.index = LineIndex::new(&self.text);
                }
                Some(((sl, sc), (el, ec))) => {
                    let mut start = self.index.offset(&self.text, sl, sc, enc);
                    let mut end = self.index.offset(&self.text, el, ec, enc);
                    if end < start {
                        std::mem::swap(&mut start, &mut end);
                    }
                    let start_position = point(&self.index, &self.text, start);
                    let old_end_position = point(&self.index, &self.text, end);
                    self.text.replace_range(start..end, &c.text);
                    self.index = LineIndex::new(&self.text);
                    let new_end = start + c.text.len();
                    let new_end_position = point(&self.index, &self.text, new_end);
                    self.tree.edit(&InputEdit {
                        start_byte: start,
                        old_end_byte: end,
                        new_end_byte: new_end,
                        start_position,
                        old_end_position,
                        new_end_position,
                    });
                }
            }
        }
        if self.rust.is_none() {
            // A tree with statements left out as too deep was parsed from other text than
            // the document's: reusing it would keep them out wherever the edit does not reach.
            // tree-sitter's error recovery can differ between an incremental reparse and a
            // fresh parse of the same broken text (found by the fuzzer): the diagnostics would
            // then depend on the edit history, not on the text. A tree with errors is parsed
            // afresh, which costs a full parse only while the file does not parse; a broken
            // tree is not reused either, so a file that stays broken costs one parse per edit.
            let reuse = !self.partial && !self.tree.root_node().has_error();
            self.tree = crate::syntax::parse(&self.text, reuse.then_some(&self.tree));
            if reuse && self.tree.root_node().has_error() {
                self.tree = crate::syntax::parse(&self.text, None);
            }
            self.partial = !crate::syntax::too_deep(&self.tree, &self.text).is_empty();
        }
        self.version = version;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn incremental_edits_match_a_fresh_parse() {
        let mut d = Document::new(
            "def f(x: int):\n    \"\"\"Doc é.\"\"\"\n".into(),
            1,
            "m".into(),
        );
        d.apply(
            vec![
                Change {
                    range: Some(((0, 9), (0, 12))),
                    text: "str".into(),
                },
                Change {
                    range: Some(((1, 12), (1, 12))),
                    text: "😀".into(),
                },
            ],
            2,
            Encoding::Utf16,
        );
        assert_eq!(d.text, "def f(x: str):\n    \"\"\"Doc é😀.\"\"\"\n");
        let fresh = crate::syntax::parse(&d.text, None);
        assert_eq!(d.tree.root_node().to_sexp(), fresh.root_node().to_sexp());
        assert_eq!(d.version, 2);
    }
}
