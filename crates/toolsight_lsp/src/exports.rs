//! What an edit changes for the other modules of the workspace: when the hash changes, the
//! workspace sees the document's buffer and the other open documents are analysed again.

use crate::analysis::Analysis;

/// A hash of the parts of a module other modules can import types from: its classes (less
/// their methods' bodies), and every top-level statement that is not a function (aliases,
/// imports, re-exports).
pub(super) fn exports_hash(text: &str, analysis: &Analysis) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    // Left out: top-level functions, and the bodies of methods (a toolkit class is one
    // top-level statement; an edit inside one of its methods offers other modules nothing
    // new). `__init__`'s body is kept: it is where a toolkit lists the tools it registers.
    let mut functions: Vec<crate::syntax::Span> = analysis
        .module
        .functions
        .iter()
        .filter_map(|f| {
            if f.is_module_level() {
                Some(f.span)
            } else if f.kind == crate::model::DefKind::Function
                && f.class.is_some()
                && f.name != "__init__"
            {
                Some(f.body_span)
            } else {
                None
            }
        })
        .collect();
    functions.sort();
    let mut last = 0;
    for f in functions {
        h.write(text.get(last..f.start.max(last)).unwrap_or("").as_bytes());
        last = last.max(f.end);
    }
    h.write(text.get(last..).unwrap_or("").as_bytes());
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::exports_hash;

    fn hash(text: &str) -> u64 {
        let tree = crate::syntax::parse(text, None);
        let analysis =
            crate::analysis::analyze(text, &tree, "tools", &crate::config::Config::default());
        exports_hash(text, &analysis)
    }

    const TOOLKIT: &str = "from agno.tools import Toolkit\n\n\
        class Studio(Toolkit):\n    \
            def __init__(self, **kwargs):\n        \
                super().__init__(name=\"studio\", tools=[self.run], **kwargs)\n\n    \
            def run(self, query: str) -> str:\n        \
                \"\"\"Runs the query.\"\"\"\n        \
                x = 1\n        \
                return query\n\n    \
            def _fmt(self, v):\n        \
                return str(v)\n\n\
        def helper(a: int) -> int:\n    return a\n";

    #[test]
    fn a_function_body_edit_changes_no_export() {
        let edited = TOOLKIT.replace("return a", "return a + 1");
        assert_eq!(hash(TOOLKIT), hash(&edited));
    }

    #[test]
    fn a_method_body_edit_changes_no_export() {
        // A toolkit class is one top-level statement: an edit inside a method must not make
        // the whole workspace be analysed again.
        for (from, to) in [("x = 1", "x = 12"), ("str(v)", "repr(v)")] {
            let edited = TOOLKIT.replace(from, to);
            assert_ne!(TOOLKIT, edited);
            assert_eq!(hash(TOOLKIT), hash(&edited), "{from} -> {to}");
        }
    }

    #[test]
    fn what_a_class_offers_is_an_export() {
        // Its signature, its name, and what `__init__` registers.
        for (from, to) in [
            ("query: str", "query: int"),
            ("class Studio", "class Studio2"),
            ("tools=[self.run]", "tools=[]"),
        ] {
            let edited = TOOLKIT.replace(from, to);
            assert_ne!(TOOLKIT, edited);
            assert_ne!(hash(TOOLKIT), hash(&edited), "{from} -> {to}");
        }
    }
}
