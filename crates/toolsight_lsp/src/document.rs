//! An open document: its text, line index, tree-sitter tree and version. Incremental edits
//! are applied one after another (each edit's positions refer to the text after the
//! previous one), updating the tree with `InputEdit` so the next parse is incremental.

use tree_sitter::{InputEdit, Point, Tree};

use super::shift::Edit;
use crate::line_index::{Encoding, LineIndex};

pub struct Document {
    pub text: String,
    pub version: i32,
    pub index: LineIndex,
    /// The tree of the text as it was when last parsed, told of every edit since
    /// (`stale`): `reparse` brings it up to date incrementally.
    pub tree: Tree,
    /// The tree leaves statements out as too deep to analyse (`syntax::parse`).
    pub partial: bool,
    /// What the tree lacks of the text.
    pub stale: Stale,
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

/// How far the tree is behind the text. The language server edits the text on its request
/// path and parses on its analysis threads: parsing a large file (and walking its tree for
/// statements too deep to analyse) takes long enough to delay every other request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// The tree is the text's.
    No,
    /// Edited since its parse, each edit given to the tree (`Tree::edit`).
    Edited,
    /// The text was replaced whole (or never parsed): the tree says nothing about it.
    Replaced,
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

/// The tree of `text`, and whether it leaves statements out, from `tree` as `stale`
/// describes it; `None` when `tree` is already the text's.
pub fn reparsed(text: &str, tree: &Tree, partial: bool, stale: Stale) -> Option<(Tree, bool)> {
    let (tree, altered) = match stale {
        Stale::No => return None,
        Stale::Replaced => crate::syntax::parse_telling(text, None),
        Stale::Edited => {
            // A tree with statements left out as too deep was parsed from other text than
            // the document's: reusing it would keep them out wherever the edit does not
            // reach. tree-sitter's error recovery can differ between an incremental reparse
            // and a fresh parse of the same broken text (found by the fuzzer): the
            // diagnostics would then depend on the edit history, not on the text. So a
            // result with errors is parsed again afresh. A result without errors is the
            // text's one parse whatever tree it came from: the keystroke that mends a line
            // reuses the broken tree (a full parse of a 5,800-line module was half of the
            // edit's time), and only the keystroke that breaks it costs a full parse.
            let reuse = !partial;
            let new = crate::syntax::parse_telling(text, reuse.then_some(tree));
            if reuse && new.0.root_node().has_error() {
                crate::syntax::parse_telling(text, None)
            } else {
                new
            }
        }
    };
    // The parser was given other text than the document's (statements indented past
    // Python's limit blanked): the next edit may change which, so it parses afresh. The
    // parse says so (`syntax::altered` read the whole text again).
    let partial = !crate::syntax::too_deep(&tree, text).is_empty() || altered;
    Some((tree, partial))
}

impl Document {
    pub fn new(text: String, version: i32, module: String) -> Document {
        let mut d = Document::unparsed(text, version, module);
        d.reparse();
        d
    }

    /// A document whose text is not parsed yet (`reparse`, or the language server's analysis
    /// thread, does it).
    pub fn unparsed(text: String, version: i32, module: String) -> Document {
        Document {
            index: LineIndex::new(&text),
            text,
            version,
            tree: crate::syntax::parse("", None),
            partial: false,
            stale: Stale::Replaced,
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

    /// Applies changes in order and reparses incrementally. Returns the changes in bytes,
    /// each in offsets of the text before it (what reads need to move offsets between
    /// versions: `shift`).
    pub fn apply(&mut self, changes: Vec<Change>, version: i32, enc: Encoding) -> Vec<Edit> {
        let edits = self.edit(changes, version, enc);
        self.reparse();
        edits
    }

    /// Applies changes in order to the text, telling the tree of each, without parsing.
    pub fn edit(&mut self, changes: Vec<Change>, version: i32, enc: Encoding) -> Vec<Edit> {
        let mut edits = Vec::with_capacity(changes.len());
        for c in changes {
            let Some(((sl, sc), (el, ec))) = c.range else {
                edits.push(Edit {
                    start: 0,
                    old_end: self.text.len(),
                    new_len: c.text.len(),
                });
                self.text = c.text;
                self.index = LineIndex::new(&self.text);
                self.stale = Stale::Replaced;
                continue;
            };
            let mut start = self.index.offset(&self.text, sl, sc, enc);
            let mut end = self.index.offset(&self.text, el, ec, enc);
            if end < start {
                std::mem::swap(&mut start, &mut end);
            }
            edits.push(Edit {
                start,
                old_end: end,
                new_len: c.text.len(),
            });
            // The parser reads a lone `\r` as a line break (`line_index`): an edit that can
            // make or unmake a `\r\n` pair changes a byte the tree was not told of, so the
            // text is parsed afresh.
            let touches_cr =
                c.text.contains('\r') || (start > 0 && self.text.as_bytes()[start - 1] == b'\r');
            if touches_cr && self.rust.is_none() {
                self.stale = Stale::Replaced;
            }
            if self.rust.is_some() || self.stale == Stale::Replaced {
                // No tree to keep in step.
                self.text.replace_range(start..end, &c.text);
                self.index.edit(&self.text, start, end, c.text.len());
                continue;
            }
            let start_position = point(&self.index, &self.text, start);
            let old_end_position = point(&self.index, &self.text, end);
            self.text.replace_range(start..end, &c.text);
            // Updated from the change: rebuilding it read the whole text on each keystroke.
            self.index.edit(&self.text, start, end, c.text.len());
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
            self.stale = Stale::Edited;
        }
        self.version = version;
        edits
    }

    /// Brings the tree up to date with the text.
    pub fn reparse(&mut self) {
        if self.rust.is_some() {
            self.stale = Stale::No;
            return;
        }
        if let Some((tree, partial)) = reparsed(&self.text, &self.tree, self.partial, self.stale) {
            self.tree = tree;
            self.partial = partial;
        }
        self.stale = Stale::No;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A statement the parser got blank (indented past Python's limit) is parsed again once
    /// an edit elsewhere in it makes it valid: the blank tree is not reused.
    #[test]
    fn a_statement_left_out_for_its_indentation_comes_back_after_an_edit() {
        let nested: String = (0..99)
            .map(|i| format!("{}if x:\n", " ".repeat(i)))
            .collect::<String>()
            + &" ".repeat(99)
            + "'a'\n";
        let extra = format!("{}if y:\n{}'b'\n", " ".repeat(99), " ".repeat(100));
        let mut d = Document::new(format!("{nested}{extra}z = 1\n"), 1, "m".into());
        assert!(d.partial);
        let start = nested.len();
        let line = nested.matches('\n').count() as u32;
        d.apply(
            vec![Change {
                range: Some(((line, 0), (line + 2, 0))),
                text: String::new(),
            }],
            2,
            Encoding::Utf16,
        );
        assert_eq!(d.text.len(), start + "z = 1\n".len());
        let fresh = crate::syntax::parse(&d.text, None);
        assert_eq!(d.tree.root_node().to_sexp(), fresh.root_node().to_sexp());
        assert!(d.tree.root_node().to_sexp().contains("if_statement"));
    }

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
        assert_eq!(d.index, LineIndex::new(&d.text));
        let fresh = crate::syntax::parse(&d.text, None);
        assert_eq!(d.tree.root_node().to_sexp(), fresh.root_node().to_sexp());
        assert_eq!(d.version, 2);
    }

    /// A keystroke's reparse scans the text once for what the parser must not be given (a
    /// statement indented past Python's limit, a long comment run), not a second time to
    /// say whether it was: the parse tells. A text altered so is still known to be.
    #[test]
    fn a_reparse_scans_the_text_once_for_what_it_alters() {
        let text = "def f(x: int):\n    \"\"\"Dóc.\"\"\"\n    return x\n";
        let mut d = Document::new(text.into(), 1, "m".into());
        crate::syntax::scans_counted();
        d.apply(
            vec![Change {
                range: Some(((2, 12), (2, 12))),
                text: " + 1".into(),
            }],
            2,
            Encoding::Utf16,
        );
        assert_eq!(crate::syntax::scans_counted(), 1);
        assert!(!d.partial);
        let comments = "# c\n".repeat(80);
        let mut d = Document::new(format!("{comments}{text}"), 1, "m".into());
        assert!(d.partial);
        d.apply(
            vec![Change {
                range: Some(((82, 12), (82, 12))),
                text: " + 1".into(),
            }],
            2,
            Encoding::Utf16,
        );
        assert!(d.partial);
    }

    /// The keystroke that breaks a line and the one that mends it, over and over, with
    /// non-ASCII text before the edit (UTF-16 columns): the tree after each edit is the one a
    /// fresh parse of the text gives, whether the tree before it had errors or not.
    #[test]
    fn breaking_and_mending_a_line_gives_a_fresh_parse_each_time() {
        let text = "class Größe:\n    \"\"\"Ünïcödé 😀.\"\"\"\n\n    def run(self, q: str) -> str:\n        \"\"\"Rüns.\"\"\"\n        if self.db is None:\n            return \"é\"\n        return q\n\n    def other(self):\n        return [1, (2, 3)]\n\ndef after(x: int) -> int:\n    return x\n";
        let mut d = Document::new(text.into(), 1, "m".into());
        // (line, UTF-16 column, inserted text): before `if`, an unclosed string before `é`,
        // an unclosed bracket, a stray colon.
        let spots: [(u32, u32, &str); 4] =
            [(5, 8, "x"), (6, 20, "\""), (10, 16, "("), (12, 0, ":")];
        let mut version = 1;
        for round in 0..3 {
            for &(line, col, ins) in &spots {
                for mend in [false, true] {
                    version += 1;
                    let end = if mend {
                        col + ins.encode_utf16().count() as u32
                    } else {
                        col
                    };
                    d.apply(
                        vec![Change {
                            range: Some(((line, col), (line, end))),
                            text: if mend { String::new() } else { ins.into() },
                        }],
                        version,
                        Encoding::Utf16,
                    );
                    assert_eq!(d.index, LineIndex::new(&d.text));
                    let fresh = crate::syntax::parse(&d.text, None);
                    assert_eq!(
                        d.tree.root_node().to_sexp(),
                        fresh.root_node().to_sexp(),
                        "round {round}, {ins:?} at {line}:{col}, mend {mend}:\n{}",
                        d.text
                    );
                }
                assert_eq!(d.text, text);
            }
        }
    }
}
