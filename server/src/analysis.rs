//! One document's complete analysis: its model, every tool's payloads and the diagnostics.
//! This is what the language server caches per document version, and what hovers, lenses,
//! code actions and `toolsight.showSchemas` read.

use std::collections::HashMap;

use tree_sitter::Tree;

use crate::config::Config;
use crate::dialects::Provider;
use crate::model::{Library, Module};
use crate::render::Entry;
use crate::rules::{self, Diagnostic};

#[derive(Clone, Debug)]
pub struct ToolSummary {
    /// Index into `Module::functions`.
    pub index: usize,
    pub library: Library,
    pub entries: Vec<Entry>,
    pub providers: Vec<Provider>,
}

#[derive(Clone, Debug)]
pub struct Analysis {
    pub module: Module,
    pub tools: Vec<ToolSummary>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Analysis {
    pub fn tool_at(&self, offset: usize) -> Option<&ToolSummary> {
        self.tools.iter().find(|t| {
            let f = &self.module.functions[t.index];
            f.span.start <= offset && offset <= f.signature_span.end
        })
    }

    pub fn tool_named(&self, name: &str) -> Option<&ToolSummary> {
        self.tools.iter().find(|t| {
            let f = &self.module.functions[t.index];
            f.qualname == name || f.name == name
        })
    }

    pub fn diagnostics_of(&self, tool: &ToolSummary) -> impl Iterator<Item = &Diagnostic> {
        let idx = tool.index;
        self.diagnostics
            .iter()
            .filter(move |d| d.function == Some(idx))
    }
}

/// What the analysis of one document remembers between its versions: call sites per
/// statement, and each tool's payloads keyed by everything they depend on (the function's
/// own text, the text that marked it, its library, and the module-level context: every
/// top-level statement that is not a function, plus the function names).
#[derive(Default)]
pub struct Cache {
    extract: crate::extract::ExtractCache,
    entries: HashMap<EntryKey, Vec<Entry>, crate::extract::BuildFast>,
}

#[derive(Hash, PartialEq, Eq)]
struct EntryKey {
    library: Library,
    context: u64,
    /// How many context statements precede the function (decorators run mid-import).
    position: usize,
    mark: String,
    function: String,
}

/// A hash of the module-level context and, per function, how many context statements
/// precede it.
fn context_of(text: &str, module: &Module) -> (u64, Vec<usize>) {
    use std::hash::{BuildHasher, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    let mut spans: Vec<crate::syntax::Span> = module
        .functions
        .iter()
        .filter(|f| f.class.is_none())
        .map(|f| f.span)
        .collect();
    spans.sort();
    let mut before = Vec::with_capacity(module.functions.len());
    let mut last = 0;
    let mut gaps = Vec::new();
    for s in &spans {
        gaps.push(last..s.start.max(last));
        last = last.max(s.end);
    }
    gaps.push(last..text.len());
    for g in &gaps {
        h.write(text.get(g.clone()).unwrap_or("").as_bytes());
        h.write_u8(0xff);
    }
    for f in &module.functions {
        h.write(f.qualname.as_bytes());
        h.write_u8(0);
        // Non-whitespace text between earlier functions counts as a context statement.
        let n = gaps
            .iter()
            .filter(|g| {
                g.end <= f.span.start
                    && text.get((*g).clone()).is_some_and(|t| !t.trim().is_empty())
            })
            .count();
        before.push(n);
    }
    (h.finish(), before)
}

pub fn analyze(text: &str, tree: &Tree, module_name: &str, config: &Config) -> Analysis {
    analyze_cached(text, tree, module_name, config, &[], None)
}

pub fn analyze_cached(
    text: &str,
    tree: &Tree,
    module_name: &str,
    config: &Config,
    index: &[crate::project::IndexEntry],
    cache: Option<&mut Cache>,
) -> Analysis {
    let mut cache = cache;
    let mut module = crate::extract::analyze_tree_cached(
        text,
        tree,
        module_name,
        cache.as_deref_mut().map(|c| &mut c.extract),
    );
    crate::project::apply_index(&mut module, index);
    let (tools, diagnostics) = {
        let ctx = match cache {
            None => rules::Ctx::new(&module, text, config),
            Some(cache) => {
                let (context, before) = context_of(text, &module);
                let mut fresh: HashMap<EntryKey, Vec<Entry>, crate::extract::BuildFast> =
                    HashMap::default();
                let ctx = rules::Ctx::with_renderer(&module, text, config, |c| {
                    let key = EntryKey {
                        library: c.library,
                        context,
                        position: before[c.index],
                        mark: c
                            .mark
                            .and_then(|m| text.get(m.span.start..m.span.end))
                            .unwrap_or("")
                            .to_string(),
                        function: text
                            .get(c.function.span.start..c.function.span.end)
                            .unwrap_or("")
                            .to_string(),
                    };
                    let mut entries = match cache.entries.remove(&key) {
                        Some(e) => e,
                        None => crate::render::render_tool(&module, c, &[]),
                    };
                    for e in &mut entries {
                        e.function_index = c.index;
                    }
                    fresh.insert(key, entries.clone());
                    entries
                });
                cache.entries = fresh;
                ctx
            }
        };
        let diagnostics = rules::check_ctx(&ctx);
        let tools = ctx
            .tools
            .into_iter()
            .map(|t| ToolSummary {
                index: t.index,
                library: t.library,
                entries: t.entries,
                providers: t.providers,
            })
            .collect();
        (tools, diagnostics)
    };
    Analysis {
        module,
        tools,
        diagnostics,
    }
}
