//! One document's complete analysis: its model, every tool's payloads and the diagnostics.
//! This is what the language server caches per document version, and what hovers, lenses,
//! code actions and `toolsight.showSchemas` read.

use std::sync::Arc;

use tree_sitter::Tree;

use crate::config::Config;
use crate::frameworks::Library;
use crate::frameworks::Provider;
use crate::model::Module;
use crate::render::Entry;
use crate::rules::{self, Diagnostic};

#[derive(Clone, Debug)]
pub struct ToolSummary {
    /// Index into `Module::functions`.
    pub index: usize,
    pub library: Library,
    pub entries: Arc<Vec<Entry>>,
    pub providers: Vec<Provider>,
    /// `providers` were narrowed by what the code shows (`Module::sent_to`), not chosen by
    /// the configuration: the hover then shows the other providers' payloads too, after them.
    pub inferred: bool,
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
    entries: crate::textcache::TextCache<CachedTool>,
    /// The configuration the remembered results were computed with.
    config: Option<Config>,
    /// How many tools the last analysis rendered afresh (not from the cache).
    rendered: usize,
    /// Where the run-time `__doc__` and `.description` assignments inside each method reach.
    runtime: rules::runtime_docs::ScopesCache,
}

impl Cache {
    /// How many tools the last analysis rendered afresh, their payloads and own diagnostics
    /// not taken from the previous version's.
    pub fn rendered_last(&self) -> usize {
        self.rendered
    }

    /// How many functions and methods the last analysis modelled afresh.
    pub fn modelled_last(&self) -> usize {
        self.extract.built_last()
    }

    /// How many methods the last analysis walked for their `self.X = ...` assignments
    /// afresh (not taken from the previous version's by the method's text).
    pub fn scopes_last(&self) -> usize {
        self.extract.scopes_last()
    }

    /// How many module-level functions and methods the last analysis walked for the
    /// functions defined inside them, and for the imports inside them (not taken from the
    /// previous version's by the definition's text).
    pub fn inner_walks_last(&self) -> (usize, usize) {
        (
            self.extract.nested_walks_last(),
            self.extract.import_walks_last(),
        )
    }

    /// How many methods' first `return`s the last analysis evaluated for the class models.
    pub fn returns_evaluated_last(&self) -> usize {
        self.extract.returns_evaluated_last()
    }

    /// How many methods the last analysis summarised for the `self.m(...)` calls that name
    /// them (not taken from the previous version's by the method's text).
    pub fn summaries_made_last(&self) -> usize {
        self.extract.summaries_made_last()
    }

    /// How many tool lists inside methods the last analysis evaluated (not taken from the
    /// previous version's by what their evaluation read).
    pub fn lists_evaluated_last(&self) -> usize {
        self.extract.lists_evaluated_last()
    }

    /// How many methods the last analysis walked for run-time `__doc__` and `.description`
    /// assignments (not taken from the previous version's by the method's text).
    pub fn runtime_walks_last(&self) -> usize {
        self.runtime.built_last()
    }

    /// Entries held in all the caches: at most two versions' worth, however many edits.
    pub fn held(&self) -> usize {
        self.entries.held() + self.extract.held() + self.runtime.held()
    }
}

struct CachedTool {
    entries: Arc<Vec<Entry>>,
    /// The function's start when the diagnostics were computed, and its own diagnostics
    /// (`None` until computed, or when one of them reaches outside the function).
    diagnostics: Option<(usize, Vec<Diagnostic>)>,
    index: usize,
}

/// Everything a tool's payloads depend on besides the function's own text.
fn tool_context(library: Library, context: u64, position: usize, mark: &str) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    h.write(library.id().as_bytes());
    h.write_u64(context);
    // How many context statements precede the function (decorators run mid-import).
    h.write_usize(position);
    h.write(mark.as_bytes());
    h.finish()
}

/// A hash of what a mark's options and name evaluate to (`PyValue`'s `Hash`).
fn options_hash(m: &crate::model::ToolMark) -> u64 {
    use std::hash::{BuildHasher, Hash, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    m.name.hash(&mut h);
    if let Some(o) = &m.options {
        o.args.hash(&mut h);
        for (k, v) in &o.kwargs {
            k.hash(&mut h);
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// The module-level function or method that encloses `span`.
fn enclosing(module: &Module, span: crate::syntax::Span) -> Option<crate::syntax::Span> {
    module
        .functions
        .iter()
        .filter(|f| f.is_module_level() || f.class.is_some())
        .filter(|f| f.span.start <= span.start && span.end <= f.span.end && f.span != span)
        .min_by_key(|f| f.span.start)
        .map(|f| f.span)
}

/// Whether the parse of `span` may be other than its text says: an error inside the node
/// over it (or inside the smallest node holding it, a safe answer when none spans it exactly).
fn broken_at(tree: &Tree, span: crate::syntax::Span) -> bool {
    tree.root_node()
        .descendant_for_byte_range(span.start, span.end)
        .is_none_or(|n| !crate::extract::shape::cacheable(n))
}

/// A hash of a function's signature as the model holds it (copied from another function by
/// `@functools.wraps`): each parameter's name, kind, annotation and default text, and the
/// return annotation; and of the facts about it that other statements decide.
fn signature_hash(f: &crate::model::Function) -> u64 {
    use std::hash::{BuildHasher, Hash, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    for p in &f.params {
        p.name.hash(&mut h);
        (p.kind as u8).hash(&mut h);
        p.annotation.as_ref().map(|a| a.text.as_str()).hash(&mut h);
        p.default.as_ref().map(|d| d.text.as_str()).hash(&mut h);
    }
    f.returns.as_ref().map(|a| a.text.as_str()).hash(&mut h);
    // Facts other statements set on the function (an instantiation in another function
    // naming a tool class, a registration toolsight cannot read, a module nothing imports):
    // their text is outside the tool's and the context's (the fuzz test, seed 24301: a
    // class's placeholder `name` cached as replaced after the call naming it broke).
    f.name_given_unread.hash(&mut h);
    f.registered_uncalled.hash(&mut h);
    f.uncompilable.hash(&mut h);
    f.unlisted.hash(&mut h);
    f.listed_unread.hash(&mut h);
    f.text_agent_only.hash(&mut h);
    f.wrapped_unread.hash(&mut h);
    f.unserved.hash(&mut h);
    f.runtime_name.hash(&mut h);
    f.doc_unread.hash(&mut h);
    f.params_unread.hash(&mut h);
    h.finish()
}

/// A hash of the text of the module-level function that encloses `span` (0 when none does).
fn enclosing_hash(text: &str, module: &Module, span: crate::syntax::Span) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let Some(outer) = enclosing(module, span) else {
        return 0;
    };
    let mut h = crate::extract::BuildFast.build_hasher();
    h.write(text.get(outer.start..outer.end).unwrap_or("").as_bytes());
    h.finish()
}

/// A hash of the module-level context and, per function, how many context statements
/// precede it (less `padding`, see `extract::write_text`). Left out: the module-level functions and the bodies of the module-level
/// classes' methods (`extract::method_bodies`): a toolkit class is one top-level statement,
/// and an edit inside one of its methods must not make every other tool's payloads and
/// diagnostics be computed again.
fn context_of(
    text: &str,
    module: &Module,
    padding: &[(usize, usize)],
    bodies: &[crate::syntax::Span],
    shape: u64,
) -> (u64, Vec<usize>) {
    use std::hash::{BuildHasher, Hasher};
    let mut h = crate::extract::BuildFast.build_hasher();
    let mut spans: Vec<crate::syntax::Span> = module
        .functions
        .iter()
        .filter(|f| f.is_module_level())
        .map(|f| f.span)
        .collect();
    spans.extend_from_slice(bodies);
    spans.sort();
    let mut before = Vec::with_capacity(module.functions.len());
    let mut last = 0;
    let mut gaps = Vec::new();
    for s in &spans {
        gaps.push(last..s.start.max(last));
        last = last.max(s.end);
    }
    gaps.push(last..text.len());
    // Imports in function bodies bind module-wide names too (see `extract::local_imports`).
    crate::extract::hash_imports(&mut h, &module.imports);
    // The same gaps parse otherwise around a syntax error (`extract::shape`).
    h.write_u64(shape);
    for g in &gaps {
        crate::extract::write_text(&mut h, text, g.clone(), padding);
        h.write_u8(0xff);
    }
    // Non-whitespace text between earlier functions counts as a context statement: the
    // gaps' ends, in order, and how many gaps up to each hold some (looked up per function
    // instead of every gap's text trimmed again for each: a toolkit of hundreds of methods
    // has hundreds of gaps).
    let mut ends: Vec<(usize, usize)> = Vec::with_capacity(gaps.len());
    let mut statements = 0;
    for g in &gaps {
        if text.get(g.clone()).is_some_and(|t| !t.trim().is_empty()) {
            statements += 1;
        }
        ends.push((g.end, statements));
    }
    // The gaps' ends do not decrease (the spans are sorted, `last` only grows): the gaps
    // before a function are a prefix.
    debug_assert!(ends.windows(2).all(|w| w[0].0 <= w[1].0));
    for f in &module.functions {
        h.write(f.qualname.as_bytes());
        h.write_u8(0);
        let upto = ends.partition_point(|(end, _)| *end <= f.span.start);
        before.push(if upto == 0 { 0 } else { ends[upto - 1].1 });
    }
    (h.finish(), before)
}

/// What an analysis keeps of each tool the rules looked at.
fn summaries(tools: Vec<rules::ToolView>, module: &Module, config: &Config) -> Vec<ToolSummary> {
    let inferred = config.providers.is_empty() && !module.sent_to.is_empty();
    tools
        .into_iter()
        .map(|t| ToolSummary {
            index: t.index,
            library: t.library,
            inferred: inferred
                && t.providers
                    .iter()
                    .all(|p| module.sent_to.iter().any(|s| s.provider == *p)),
            entries: t.entries,
            providers: t.providers,
        })
        .collect()
}

/// A Rust document's analysis (the Rust front-end; `path` locates its crate on disk).
pub fn analyze_rust(
    text: &str,
    path: Option<&std::path::Path>,
    stem: &str,
    config: &Config,
) -> Analysis {
    let module = crate::frameworks::rust_front::analyze_rust(text, path, stem);
    let (tools, diagnostics) = {
        let ctx = rules::Ctx::new(&module, text, config);
        let diagnostics = rules::check_ctx(&ctx);
        let tools = summaries(ctx.tools, &module, config);
        (tools, diagnostics)
    };
    Analysis {
        module,
        tools,
        diagnostics,
    }
}

pub fn analyze(text: &str, tree: &Tree, module_name: &str, config: &Config) -> Analysis {
    analyze_cached(text, tree, module_name, config, &[], None, None)
}

pub fn analyze_cached(
    text: &str,
    tree: &Tree,
    module_name: &str,
    config: &Config,
    index: &[crate::project::IndexEntry],
    external: Option<&dyn crate::extract::External>,
    cache: Option<&mut Cache>,
) -> Analysis {
    analyze_cached_sets(
        text,
        tree,
        module_name,
        config,
        index,
        external,
        cache,
        false,
    )
    .0
}

/// `analyze_cached` for a caller that joins the sets registered on one server across
/// modules (`rules::server_sets`), when `defer_sets`: the module's parts of those sets are
/// handed over instead of judged here (as `check` does, `rules::check_with_tree_sets`).
#[allow(clippy::too_many_arguments)]
pub fn analyze_cached_sets(
    text: &str,
    tree: &Tree,
    module_name: &str,
    config: &Config,
    index: &[crate::project::IndexEntry],
    external: Option<&dyn crate::extract::External>,
    cache: Option<&mut Cache>,
    defer_sets: bool,
) -> (Analysis, Vec<rules::server_sets::SetShare>) {
    if rules::limits::too_large(text, config) {
        // Nothing of the file is analysed; the rules only say so (X002).
        let module = crate::extract::analyze(&crate::frameworks::DIALECTS, "", module_name);
        let diagnostics = rules::check(&module, text, config);
        let analysis = Analysis {
            module,
            tools: Vec::new(),
            diagnostics,
        };
        return (analysis, Vec::new());
    }
    // A line broken inside a block (while it is typed) is mended for the analysis, so that
    // the error stays in that line instead of taking the class around it (`extract::mend`);
    // the errors reported are the text's as written.
    let written = tree;
    let mended = crate::extract::mend::mend(text, tree);
    let (text, tree, padding) = match &mended {
        Some(m) => (m.text.as_str(), &m.tree, &m.padding[..]),
        None => (text, tree, &[][..]),
    };
    // A text with syntax errors takes from the caches too: the same text parses otherwise
    // around an error (an unclosed string in a function above), so the caches are keyed by
    // the shape of the parse as well as by text (`extract::shape`): what holds an error is
    // made afresh, the rest is taken.
    let mut cache = cache;
    if let Some(c) = cache.as_deref_mut() {
        c.extract.set_padding(padding.to_vec());
    }
    let analyze = if mended.is_some() {
        crate::extract::analyze_mended
    } else {
        crate::extract::analyze_with
    };
    let mut module = analyze(
        &crate::frameworks::DIALECTS,
        text,
        tree,
        module_name,
        cache.as_deref_mut().map(|c| &mut c.extract),
        external,
    );
    if mended.is_some() {
        module.syntax_errors = crate::extract::syntax_errors(written.root_node());
    }
    if let Some(ext) = external {
        // Tools of this module that other modules of the workspace register.
        let name = crate::workspace::dunder_name(module_name);
        crate::project::apply_incoming(&mut module, &ext.incoming(name));
    }
    // Tools that a loop of the project rewrites after registration (`tools_rewritten`).
    let rewritten = match external {
        Some(ext) => ext.tools_rewritten(),
        None => crate::extract::tools_rewritten::find(tree.root_node(), text, module_name),
    };
    crate::project::apply_rewritten(&mut module, &rewritten);
    // Tools a transform of their server keeps out of its listing (`listing_transforms`).
    let transforms = match external {
        Some(ext) => ext.listing_transforms(),
        None => crate::extract::listing_transforms::find(
            tree.root_node(),
            text,
            module_name,
            &crate::frameworks::DIALECTS,
        ),
    };
    crate::project::apply_listing(&mut module, &transforms);
    crate::project::apply_index(&mut module, index);
    crate::project::apply_markers(&mut module, &config.extra_markers);
    // Tools marked by the steps above in a module that does not compile are never
    // registered either.
    crate::extract::compile_errors::mark_tools(&mut module);
    let (tools, diagnostics, shares) = {
        let mut pending: Option<&mut Cache> = None;
        let ctx = match cache {
            None => {
                let mut ctx = rules::Ctx::new(&module, text, config);
                ctx.external = external;
                ctx.set_tree(tree.clone());
                ctx
            }
            Some(cache) => {
                if cache.config.as_ref() != Some(config) {
                    cache.entries.clear();
                    cache.config = Some(config.clone());
                }
                // The methods' bodies the extraction found on the same tree.
                let shape = cache.extract.context_shape(tree.root_node(), text);
                let bodies = cache.extract.method_bodies(tree.root_node(), text);
                let (context, before) = context_of(text, &module, padding, bodies, shape);
                // Types imported from the workspace can change without this text changing.
                let context = context ^ external.map(|e| e.generation()).unwrap_or(0);
                // Run-time `__doc__`/`.description` assignments anywhere in the module may
                // silence a tool's description rules.
                let scopes = rules::runtime_docs::scopes_of_cached(
                    tree.root_node(),
                    text,
                    &module,
                    &mut cache.runtime,
                );
                let context = context ^ rules::runtime_docs::key_of(&scopes, text, &module);
                let mut fresh = crate::textcache::TextCache::default();
                let mut rendered = 0;
                let ctx = rules::Ctx::with_renderer(&module, text, config, |c| {
                    let mark = c
                        .mark
                        .and_then(|m| text.get(m.span.start..m.span.end))
                        .unwrap_or("");
                    let mut key = tool_context(c.library, context, before[c.index], mark);
                    // What the mark's options evaluate to, not only their text: a value read
                    // through the rest of the module (`_descs.get("x", DEFAULT)` under the
                    // factory's default call, `extract::overrides`) changes with text
                    // outside the mark and the function.
                    if let Some(m) = c.mark {
                        key ^= options_hash(m);
                    }
                    // The docstring may be another method's (`@functools.wraps(sibling)`),
                    // whose body is not in the context.
                    if let Some(doc) = &c.function.doc {
                        key ^= crate::textcache::hash_text(&doc.value);
                    }
                    // So may the signature (`inspect.signature` follows `__wrapped__` to the
                    // wrapped function, whose `def` is outside the tool's text).
                    key ^= signature_hash(c.function);
                    // A nested function's payload and rules read its enclosing function too
                    // (a local its annotation names, the branches it is registered on).
                    let mut broken = broken_at(tree, c.function.span);
                    if c.function.kind == crate::model::DefKind::Nested {
                        key ^= enclosing_hash(text, &module, c.function.span);
                        broken |= enclosing(&module, c.function.span)
                            .is_some_and(|outer| broken_at(tree, outer));
                    }
                    let body = text
                        .get(c.function.span.start..c.function.span.end)
                        .unwrap_or("");
                    // A definition with an error inside is rendered and checked afresh, and
                    // not remembered: its model is not decided by its text.
                    let taken = if broken {
                        None
                    } else {
                        cache.entries.take(key, body)
                    };
                    let (mut entries, diagnostics) = match &taken {
                        Some(t) => (t.value.entries.clone(), t.value.diagnostics.clone()),
                        None => (
                            {
                                rendered += 1;
                                Arc::new(crate::render::render_tool(
                                    &module,
                                    c,
                                    &[],
                                    config.render_config(),
                                ))
                            },
                            None,
                        ),
                    };
                    if entries.iter().any(|e| e.function_index != c.index) {
                        for e in Arc::make_mut(&mut entries) {
                            e.function_index = c.index;
                        }
                    }
                    let start = c.function.span.start;
                    let shifted = diagnostics.map(|(old, ds)| {
                        ds.iter()
                            .map(|d| {
                                let mut d = d.shifted(start as isize - old as isize);
                                d.function = Some(c.index);
                                d
                            })
                            .collect::<Vec<_>>()
                    });
                    let value = CachedTool {
                        entries: entries.clone(),
                        diagnostics: shifted.clone().map(|d| (start, d)),
                        index: c.index,
                    };
                    match taken {
                        Some(mut t) => {
                            t.value = value;
                            fresh.put_back(t);
                        }
                        None if !broken => fresh.put(key, body, value),
                        None => {}
                    }
                    (entries, shifted)
                });
                cache.entries.advance(fresh);
                cache.rendered = rendered;
                pending = Some(cache);
                let mut ctx = ctx;
                ctx.external = external;
                // The renaming fixes resolve names on it: not parsed again on each edit.
                ctx.set_tree(tree.clone());
                // Found above on the same tree: the rules do not walk it again for them.
                ctx.set_runtime_scopes(scopes);
                ctx
            }
        };
        // Remembered before findings at one place are merged: the merge runs again with the
        // tools checked next time, as in a fresh analysis.
        let mut ctx = ctx;
        ctx.defer_sets = defer_sets;
        let mut diagnostics = rules::check_ctx_unmerged(&ctx);
        // Remember each freshly checked tool's own diagnostics for the next version.
        if let Some(cache) = pending {
            for t in cache.entries.values_mut() {
                if t.diagnostics.is_some() {
                    continue;
                }
                let f = &module.functions[t.index];
                let own: Vec<Diagnostic> = diagnostics
                    .iter()
                    .filter(|d| d.function == Some(t.index) && !rules::is_cross_tool(d.code))
                    .cloned()
                    .collect();
                if own.iter().all(|d| d.within(f.span)) {
                    t.diagnostics = Some((f.span.start, own));
                }
            }
        }
        rules::merge_same_place(&ctx, &mut diagnostics);
        let shares = ctx.take_shares();
        let tools = summaries(ctx.tools, &module, config);
        (tools, diagnostics, shares)
    };
    let analysis = Analysis {
        module,
        tools,
        diagnostics,
    };
    (analysis, shares)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snapshot(a: &Analysis) -> String {
        let entries: Vec<String> = a
            .tools
            .iter()
            .flat_map(|t| {
                t.entries
                    .iter()
                    .map(|e| format!("{} {}", e.function_index, e.to_json()))
            })
            .collect();
        format!("{:?}\n{}", a.diagnostics, entries.join("\n"))
    }

    /// Analyses `text` with `cache` (the previous version's) and asserts that the result
    /// equals a fresh analysis of the same text; returns the fresh one.
    fn cached_equals_fresh(text: &str, cache: &mut Cache, config: &Config, what: &str) -> Analysis {
        let tree = crate::syntax::parse(text, None);
        let cached = analyze_cached(text, &tree, "m", config, &[], None, Some(cache));
        let fresh = analyze(text, &tree, "m", config);
        assert_eq!(snapshot(&cached), snapshot(&fresh), "{what}:\n{text}");
        // The registrations, with the arms they are on, are a fresh analysis's too.
        let arms = |a: &Analysis| -> Vec<String> {
            a.module
                .marks
                .iter()
                .map(|m| format!("{:?}", m.arms))
                .collect()
        };
        assert_eq!(arms(&cached), arms(&fresh), "{what}:\n{text}");
        fresh
    }

    /// Applies each edit to `text` in turn with the cache of the version before: each
    /// version must equal a fresh analysis, and `work` (one of the cache's counters of the
    /// last analysis) must say what the edit's third field expects (`what` names it).
    /// Returns each version's fresh analysis, for what a test checks beyond that.
    fn edit_counting<T: PartialEq + std::fmt::Debug + Copy>(
        text: &mut String,
        cache: &mut Cache,
        config: &Config,
        edits: &[(&str, &str, T)],
        work: impl Fn(&Cache) -> T,
        what: &str,
    ) -> Vec<Analysis> {
        let mut versions = Vec::new();
        for &(from, to, expected) in edits {
            let edited = text.replacen(from, to, 1);
            assert_ne!(&edited, text, "{from} -> {to}");
            *text = edited;
            versions.push(cached_equals_fresh(
                text,
                cache,
                config,
                &format!("{from} -> {to}"),
            ));
            assert_eq!(work(cache), expected, "{what} after {from} -> {to}");
        }
        versions
    }

    const TOOLKIT: &str = "from agno.tools import Toolkit\n\n\
        class Studio(Toolkit):\n    \
            \"\"\"The studio.\"\"\"\n\n    \
            mode = \"draft\"\n\n    \
            def __init__(self, **kwargs):\n        \
                super().__init__(name=\"studio\", tools=[self.run, self.publish, self.remove], **kwargs)\n\n    \
            def run(self, query: str) -> str:\n        \
                \"\"\"Runs the query.\"\"\"\n        \
                x = 1\n        \
                return query\n\n    \
            def publish(self, name: str, version: int = 1) -> str:\n        \
                \"\"\"Publishes a component.\"\"\"\n        \
                if version < 1:\n            \
                    return \"no\"\n        \
                return name\n\n    \
            def remove(self, name: str) -> str:\n        \
                \"\"\"Removes a component.\"\"\"\n        \
                return self._fmt(name)\n\n    \
            def _fmt(self, v):\n        \
                v = v or \"\"\n        \
                return str(v)\n";

    /// Analyses `base`, then each edit in turn with the cache of the version before: each
    /// result must equal a fresh analysis of the same text, and `rendered` says how many
    /// tools each edit may render afresh (`None`: any number).
    fn edit_toolkit(base: &str, edits: &[(&str, &str, Option<usize>)]) {
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        let tree = crate::syntax::parse(&text, None);
        let first = analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(first.tools.len(), 3, "{:?}", first.tools);
        for (from, to, rendered) in edits {
            let edited = text.replacen(from, to, 1);
            assert_ne!(edited, text, "{from} -> {to}");
            text = edited;
            cached_equals_fresh(&text, &mut cache, &config, &format!("{from} -> {to}"));
            if let Some(n) = rendered {
                assert_eq!(
                    cache.rendered_last(),
                    *n,
                    "tools rendered after {from} -> {to}"
                );
                if *n <= 1 {
                    // The method edited is the only one modelled again.
                    assert_eq!(
                        cache.modelled_last(),
                        1,
                        "methods modelled after {from} -> {to}"
                    );
                }
            }
        }
    }

    /// A toolkit class is one top-level statement: an edit inside one of its methods renders
    /// that method again and no other, and what the edit changed is what the analysis says.
    #[test]
    fn an_edit_inside_a_method_renders_that_method_only() {
        edit_toolkit(
            TOOLKIT,
            &[
                // A body statement of a tool: only that tool is looked at again.
                ("x = 1", "x = 12", Some(1)),
                // Its description changes: the diagnostics say what the new text says.
                (
                    "Runs the query.",
                    "Runs the query, then formats it",
                    Some(1),
                ),
                ("Publishes a component.", "Publishes.", Some(1)),
                // The body of a method that is no tool: no tool is rendered again.
                ("v = v or \"\"", "v = v or \"-\"", Some(0)),
                // A return inside a branch of a tool's body.
                ("return \"no\"", "return \"none\"", Some(1)),
            ],
        );
    }

    /// What lies outside the method bodies is every tool's context: the class's attributes,
    /// its `__init__`, a method's first top-level `return` (the class model reads it) and the
    /// signatures. After such an edit no cached payload may be reused stale.
    #[test]
    fn an_edit_outside_the_method_bodies_is_every_tools_context() {
        edit_toolkit(
            TOOLKIT,
            &[
                ("mode = \"draft\"", "mode = \"live\"", Some(3)),
                ("return str(v)", "return repr(v)", Some(3)),
                ("name=\"studio\"", "name=\"studio2\"", None),
                ("self.publish, ", "", None),
                (
                    "def run(self, query: str)",
                    "def run(self, query: int)",
                    None,
                ),
                ("Runs the query.", "", None),
            ],
        );
    }

    /// The nodes discovery looks at are kept per statement of a class body (a method): an
    /// edit that adds or removes such a node inside one method, or moves every later method
    /// (text added above them), gives what a fresh analysis gives.
    #[test]
    fn discovery_nodes_kept_per_method_follow_their_method() {
        // A method before `__init__`: the call that registers the tools lies far into the
        // class statement.
        let pad = format!(
            "mode = \"draft\"\n\n    def _pad(self):\n        return \"{}\"\n",
            "x".repeat(400)
        );
        let base = TOOLKIT.replacen("mode = \"draft\"\n", &pad, 1);
        edit_toolkit(
            &base,
            &[
                (
                    "x = 1",
                    "x = {\"type\": \"object\", \"properties\": {}}",
                    None,
                ),
                ("return query", "return [t for t in query]", None),
                (
                    "\"\"\"The studio.\"\"\"",
                    "\"\"\"The studio, moved.\"\"\"",
                    None,
                ),
                (
                    "v = v or \"\"",
                    "v = v or \"\"\n        tools = [self.run, self.remove]",
                    None,
                ),
                ("return [t for t in query]", "return query", None),
                ("mode = \"draft\"\n", "", None),
            ],
        );
    }

    /// A method under `@functools.wraps(sibling)` has the sibling's docstring, which lies in
    /// the sibling's body: an edit there renders both again.
    #[test]
    fn a_wrapped_methods_docstring_follows_its_siblings_body() {
        let base = TOOLKIT.replace(
            "    def remove(self, name: str)",
            "    @functools.wraps(publish)\n    def remove(self, name: str)",
        );
        let base = format!("import functools\n{base}");
        edit_toolkit(
            &base,
            &[
                ("Publishes a component.", "Publishes.", Some(2)),
                ("x = 1", "x = 12", Some(1)),
            ],
        );
    }

    /// A tool class named where another function instantiates it (`PostRequestTool(name=
    /// endpoint["operationId"])`, langchain-compass): the class's `name` is a placeholder
    /// while that call is read, and what is sent once the call no longer parses. The call
    /// lies outside the class's text and the module's context: the cached analysis follows
    /// it as a fresh one does (the fuzz test found this at seed 24301).
    #[test]
    fn a_class_named_by_its_instantiation_follows_that_call() {
        // The quiet rule fixture of that shape (no N001/N005 on the placeholder).
        let base =
            include_str!("../../../tests/rules/quiet/n001_class_name_given_by_instantiation.py");
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        let tree = crate::syntax::parse(&text, None);
        let first = analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(first.tools.len(), 1, "{:?}", first.tools);
        let mut versions = Vec::new();
        for (from, to) in [
            (
                "                name=",
                "           str]\"név\":      name=",
            ),
            (
                "           str]\"név\":      name=",
                "                name=",
            ),
        ] {
            let edited = text.replacen(from, to, 1);
            assert_ne!(edited, text, "{from} -> {to}");
            text = edited;
            let fresh = cached_equals_fresh(&text, &mut cache, &config, &format!("{from} -> {to}"));
            versions.push(snapshot(&fresh));
        }
        // The broken call leaves the placeholder as the name: the findings differ.
        assert_ne!(versions[0], snapshot(&first));
        assert_eq!(versions[1], snapshot(&first));
    }

    /// What each method assigns to `self.X` is kept per method text: an edit inside one
    /// method walks that method again and no other (none when it assigns no attribute), and
    /// every version's analysis equals a fresh one, with the registered tools read through
    /// `self.tools` (non-ASCII text before and inside the edits, values moved by them).
    #[test]
    fn an_edit_inside_a_method_walks_that_methods_attributes_only() {
        let base = TOOLKIT
            .replace(
                "super().__init__(name=\"studio\", tools=[self.run, self.publish, self.remove], **kwargs)",
                "self.tools = [self.run, self.publish]\n        self.größe = \"é\"\n        super().__init__(name=\"studio\", tools=self.tools, **kwargs)",
            )
            .replace("v = v or \"\"", "self.last = v\n        v = v or \"\"")
            .replace("Publishes a component.", "Publishes a compönent 😀.");
        assert!(base.contains("tools=self.tools"));
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.clone();
        let tree = crate::syntax::parse(&text, None);
        let first = analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(first.tools.len(), 2, "{:?}", first.tools);
        assert_eq!(cache.scopes_last(), 2);
        let edits: [(&str, &str, usize); 7] = [
            // Bodies of methods assigning nothing: no method walked.
            ("x = 1", "x = \"ü\"", 0),
            ("Publishes a compönent 😀.", "Publishes 😀😀.", 0),
            // The method assigning the tools: it alone, and what it registers changes.
            (
                "[self.run, self.publish]",
                "[self.run, self.publish, self.remove]",
                1,
            ),
            ("self.last = v", "self.last = [v]", 1),
            // Text added above every method moves them all: found again where they moved.
            (
                "\"\"\"The studio.\"\"\"",
                "\"\"\"The stüdio, longer.\"\"\"",
                0,
            ),
            ("self.größe = \"é\"\n        ", "", 1),
            ("return query", "return query + \"ß\"", 0),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::scopes_last,
            "methods walked",
        );
        let tree = crate::syntax::parse(&text, None);
        let last = analyze(&text, &tree, "m", &config);
        assert_eq!(last.tools.len(), 3, "{:?}", last.tools);
    }

    /// What is defined and imported inside one method is read again only for a method whose
    /// text changed: an edit inside one toolkit method walks that method's nested functions
    /// and imports alone (a toolkit is one statement; every method was walked on each
    /// keystroke before), and each version equals a fresh analysis.
    #[test]
    fn an_edit_inside_a_method_walks_that_methods_nested_functions_and_imports_only() {
        let base = TOOLKIT
            .replace(
                "x = 1\n",
                "from json import dumps as größe\n        def inner(a: int) -> str:\n            import os\n            return str(a)\n        x = 1\n",
            )
            .replace(
                "v = v or \"\"\n",
                "from typing import Any\n        def fmt(b: str) -> str:\n            return b\n        v = v or \"\"\n",
            )
            .replace("Publishes a component.", "Publishes a compönent 😀.");
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.clone();
        let tree = crate::syntax::parse(&text, None);
        let first = analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(
            first
                .module
                .functions
                .iter()
                .filter(|f| f.kind == crate::model::DefKind::Nested)
                .count(),
            2
        );
        assert_eq!(cache.inner_walks_last(), (2, 2));
        // (from, to, (methods walked for nested functions, for imports))
        let edits: [(&str, &str, (usize, usize)); 8] = [
            // A method that defines and imports nothing: nothing walked; the methods after
            // it are taken where they moved.
            ("if version < 1", "if version < 100", (0, 0)),
            // Inside a method that does: that one.
            ("return str(a)", "return str(a + 1)", (1, 1)),
            ("v = v or \"\"", "v = v or \"ü\"", (1, 1)),
            // The class's own text is the nested functions' context (they are modelled in
            // the module's scope), not the imports'.
            (
                "\"\"\"The studio.\"\"\"",
                "\"\"\"The stüdio, longer.\"\"\"",
                (2, 0),
            ),
            // An import inside a function binds a module-wide name: every nested function's
            // context.
            ("import os", "import os, sys", (2, 1)),
            // A new nested function in a method that had none.
            (
                "if version < 100:",
                "def g():\n            pass\n        if version < 100:",
                (1, 0),
            ),
            // The class renamed: the nested functions' names change, the imports do not.
            ("class Studio(", "class Stüdio(", (3, 0)),
            (
                "from typing import Any",
                "from typing import Any, List",
                (3, 1),
            ),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::inner_walks_last,
            "methods walked",
        );
    }

    /// Where the run-time `__doc__` and `.description` assignments inside a method reach is
    /// read again only for a method whose text changed (the whole module was walked on each
    /// keystroke before), and each version equals a fresh analysis.
    #[test]
    fn an_edit_inside_a_method_walks_that_methods_run_time_docs_only() {
        let base = TOOLKIT
            .replace("x = 1\n", "x = {\"description\": \"ü\"}\n")
            .replace(
                "return self._fmt(name)",
                "self.publish.__func__.__doc__ = name\n        return self._fmt(name)",
            );
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.clone();
        let tree = crate::syntax::parse(&text, None);
        analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(cache.runtime_walks_last(), 2);
        let edits: [(&str, &str, usize); 6] = [
            // A method that spells neither attribute: nothing walked.
            ("if version < 1", "if version < 2", 0),
            // The method spelling `description`, then the one assigning `__doc__`.
            ("\"ü\"}", "\"üü\"}", 1),
            ("__doc__ = name", "__doc__ = name + \"ß\"", 1),
            // Text above every method moves them all.
            (
                "\"\"\"The studio.\"\"\"",
                "\"\"\"The stüdio, longer.\"\"\"",
                0,
            ),
            // A class renamed: what an assignment's scope names may change.
            ("class Studio(", "class Stüdio(", 2),
            ("v = v or", "v.description = v or", 1),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::runtime_walks_last,
            "methods walked",
        );
    }

    /// A `self.m(...)` call asks whether `m` registers one of its parameters: each method so
    /// named is summarised once, then taken by its text while the module's context stays;
    /// an edit inside another method summarises none again, one inside `m` that one; each
    /// version equals a fresh analysis (the summary's branch offset moves with the method).
    #[test]
    fn an_edit_inside_a_method_summarises_no_other_called_method_again() {
        let base = "from mcp.server.fastmcp import FastMCP\n\n\
            mcp = FastMCP(\"s\")\n\n\
            class Module:\n    \
                \"\"\"Tools.\"\"\"\n\n    \
                mode = 1\n\n    \
                def register(self):\n        \
                    self._add_tool(self.search, \"search\")\n        \
                    self._add_tool(self.fetch, \"fetch\")\n        \
                    self._track(self.fetch, \"x\")\n\n    \
                def _add_tool(self, method, name):\n        \
                    if name != \"skip\":\n            \
                        mcp.add_tool(method, name=name)\n        \
                    return method\n\n    \
                def _track(self, method, name):\n        \
                    v = name or \"\"\n        \
                    print(v)\n\n    \
                def search(self, query: str) -> str:\n        \
                    \"\"\"Searches the index.\"\"\"\n        \
                    x = 1\n        \
                    return query\n\n    \
                def fetch(self, url: str) -> str:\n        \
                    \"\"\"Fetches a page.\"\"\"\n        \
                    return url\n";
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        let first = cached_equals_fresh(&text, &mut cache, &config, "base");
        assert_eq!(first.tools.len(), 2, "{:?}", first.tools);
        // `_add_tool` and `_track`.
        assert_eq!(cache.summaries_made_last(), 2);
        let edits: [(&str, &str, usize); 6] = [
            ("x = 1", "x = 2", 0),
            // The methods after it move: the summary's offsets move with them.
            ("self.fetch, \"x\"", "self.fetch, \"xyz\"", 0),
            ("v = name or", "v = name and", 1),
            ("!= \"skip\"", "!= \"skipped\"", 1),
            ("return query", "return query + \"q\"", 2),
            ("mode = 1", "mode = 2", 2),
        ];
        let versions = edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::summaries_made_last,
            "methods summarised",
        );
        for (fresh, (from, to, _)) in versions.iter().zip(edits) {
            assert_eq!(fresh.tools.len(), 2, "{from} -> {to}");
        }
    }

    /// The toolkit's `tools` list in `__init__` (grown by `.extend` calls, another method's
    /// return, an attribute assigned in another method) is evaluated again only when a text
    /// its evaluation read changes: `__init__`, the methods it read, the `self.X = ...`
    /// assignments. An edit in any other method takes it from the version before.
    #[test]
    fn an_edit_in_another_method_evaluates_no_tool_list_again() {
        let base = "from agno.tools import Toolkit\n\n\
            class Helper:\n    \
                def alist(self, q: str) -> str:\n        \
                    \"\"\"Lists.\"\"\"\n        \
                    return q\n\n\
            class Studio(Toolkit):\n    \
                \"\"\"The studio.\"\"\"\n\n    \
                def __init__(self, enable: bool = True, **kwargs):\n        \
                    tools = [self.run, self.publish]\n        \
                    if enable:\n            \
                        tools.extend([self.remove, self._helper.alist])\n        \
                    tools.extend(self._more())\n        \
                    super().__init__(name=\"studio\", tools=tools, **kwargs)\n\n    \
                def _more(self):\n        \
                    extra = [self.archive]\n        \
                    return extra\n\n    \
                def reset(self):\n        \
                    y = 1\n        \
                    self._helper = Helper()\n\n    \
                def run(self, query: str) -> str:\n        \
                    \"\"\"Runs the query.\"\"\"\n        \
                    x = 1\n        \
                    return query\n\n    \
                def publish(self, name: str) -> str:\n        \
                    \"\"\"Publishes a component.\"\"\"\n        \
                    p = 1\n        \
                    return name\n\n    \
                def remove(self, name: str) -> str:\n        \
                    \"\"\"Removes a component.\"\"\"\n        \
                    return name\n\n    \
                def archive(self, name: str) -> str:\n        \
                    \"\"\"Archives a component.\"\"\"\n        \
                    return name\n";
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        let first = cached_equals_fresh(&text, &mut cache, &config, "base");
        assert_eq!(first.tools.len(), 4, "{:?}", first.tools);
        assert_eq!(cache.lists_evaluated_last(), 1);
        let edits: [(&str, &str, usize); 10] = [
            ("x = 1", "x = 2", 0),
            // The methods after it move: the references' places move with them.
            ("p = 1", "p = 100", 0),
            // A method the evaluation read (its return).
            (
                "extra = [self.archive]",
                "extra = [self.archive, self.run]",
                1,
            ),
            // The evaluation reads the methods another method's list names (`run` now).
            ("x = 2", "x = 3", 1),
            ("p = 100", "p = 1000", 0),
            ("self._helper = Helper()", "self._helper = Helper( )", 1),
            ("if enable:", "if enable or not enable:", 1),
            ("y = 1", "y = 2", 0),
            // A module calling `exec` keeps no list (`flow::exec_namespace` walks the tree).
            ("y = 2", "y = 2\n        exec(\"z = 1\", {})", 1),
            ("p = 1000", "p = 10000", 1),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::lists_evaluated_last,
            "tool lists evaluated",
        );
    }

    /// A decorator factory `self.m(...)` calls (a function defined at the top of its body) is
    /// kept by its text when its summary looked for no registry loop or marker's consumer
    /// elsewhere in the module; one that looked is summarised again on each version.
    #[test]
    fn a_factory_reading_no_consumer_is_not_summarised_again() {
        let base = "from mcp.server.fastmcp import FastMCP\n\n\
            mcp = FastMCP(\"s\")\n\
            TOOLS = []\n\n\
            class Module:\n    \
                \"\"\"Tools.\"\"\"\n\n    \
                def register(self):\n        \
                    self._wrap(self.search)\n        \
                    self._listed(self.fetch)\n\n    \
                def _wrap(self, method):\n        \
                    def inner(*a):\n            \
                        return method(*a)\n        \
                    v = 1\n        \
                    return inner\n\n    \
                def _listed(self, method):\n        \
                    def add(fn):\n            \
                        TOOLS.append(fn)\n            \
                        return fn\n        \
                    return add\n\n    \
                def search(self, query: str) -> str:\n        \
                    \"\"\"Searches the index.\"\"\"\n        \
                    x = 1\n        \
                    return query\n\n    \
                def fetch(self, url: str) -> str:\n        \
                    \"\"\"Fetches a page.\"\"\"\n        \
                    return url\n\n\
            for t in TOOLS:\n    \
                mcp.add_tool(t)\n";
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        cached_equals_fresh(&text, &mut cache, &config, "base");
        assert_eq!(cache.summaries_made_last(), 2);
        // `_listed` looks for the loop consuming `TOOLS` on each version; `_wrap` looks for
        // nothing outside its text, and is summarised again only when that changes.
        let edits: [(&str, &str, usize); 3] = [
            ("x = 1", "x = 2", 1),
            ("v = 1", "v = 2", 2),
            ("x = 2", "x = 3", 1),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::summaries_made_last,
            "methods summarised",
        );
    }

    /// The class model reads each method's first `return`: an edit inside a method body
    /// (not in that `return`) evaluates none of them again, and each version equals a fresh
    /// analysis.
    #[test]
    fn an_edit_inside_a_method_evaluates_no_methods_return_again() {
        let base = TOOLKIT.replace("return str(v)", "return str(v) + \"ü\"");
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.clone();
        let tree = crate::syntax::parse(&text, None);
        analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        assert_eq!(cache.returns_evaluated_last(), 4);
        let edits: [(&str, &str, usize); 5] = [
            ("x = 1", "x = 2", 0),
            ("if version < 1", "if version < 2", 0),
            // A first `return` is the class's own text: every one is evaluated again.
            ("return query", "return query + \"ß\"", 4),
            (
                "\"\"\"The studio.\"\"\"",
                "\"\"\"The stüdio, longer.\"\"\"",
                4,
            ),
            ("v = v or", "v = v and", 0),
        ];
        edit_counting(
            &mut text,
            &mut cache,
            &config,
            &edits,
            Cache::returns_evaluated_last,
            "returns evaluated",
        );
    }

    /// The methods' bodies a version's context hashes leave out, and the shape of the
    /// context around them, are found once per version (the extraction's and the server's
    /// hashes read the same spans and shape), also when a broken line is mended for the
    /// analysis; each version equals a fresh analysis.
    #[test]
    fn the_method_bodies_are_found_once_per_version() {
        let config = Config::default();
        let mut cache = Cache::default();
        let base = TOOLKIT.replace("Publishes a component.", "Publishes a compönent 😀.");
        let broken = base.replacen("x = 1", "$x = 1", 1);
        crate::extract::bodies_walks_counted();
        crate::extract::shape::walks_counted();
        for (i, text) in [&base, &base.replacen("x = 1", "x = 2", 1), &broken, &base]
            .into_iter()
            .enumerate()
        {
            cached_equals_fresh(text, &mut cache, &config, &format!("version {i}"));
            // The cached analysis and the fresh one it is compared with.
            crate::extract::bodies_walks_counted();
            crate::extract::shape::walks_counted();
            let tree = crate::syntax::parse(text, None);
            analyze_cached(text, &tree, "m", &config, &[], None, Some(&mut cache));
            assert_eq!(
                crate::extract::bodies_walks_counted(),
                1,
                "method bodies found in version {i}"
            );
            assert_eq!(
                crate::extract::shape::walks_counted(),
                1,
                "context shapes walked in version {i}"
            );
        }
    }

    /// The token rules bound each tool's tokens by its payloads' bytes: a payload kept from
    /// the version before is not serialised again, so an edit inside one tool's body
    /// serialises that tool's payloads only.
    #[test]
    fn an_edit_inside_a_method_serialises_that_tools_payloads_only() {
        let config = Config::default();
        let mut cache = Cache::default();
        let tree = crate::syntax::parse(TOOLKIT, None);
        let first = analyze_cached(TOOLKIT, &tree, "m", &config, &[], None, Some(&mut cache));
        let all: usize = first.tools.iter().map(|t| t.entries.len()).sum();
        assert!(crate::render::serialised_counted() >= all);
        let text = TOOLKIT.replacen("x = 1", "x = 12", 1);
        let edited = cached_equals_fresh(&text, &mut cache, &config, "x = 12");
        // Counted: the fresh analysis' own payloads, and the cached one's edited tool.
        let run = edited
            .tools
            .iter()
            .find(|t| edited.module.functions[t.index].name == "run")
            .expect("run");
        assert_eq!(
            crate::render::serialised_counted(),
            all + run.entries.len(),
            "payloads serialised"
        );
    }

    /// Every edit, analysed with the cache of the previous version, must give exactly what a
    /// fresh analysis of the same text gives.
    #[test]
    fn cached_analysis_equals_fresh_analysis() {
        let base = "import stores\nfrom typing import Optional\n\n\ndef a(x: int = 3) -> str:\n    \"\"\"A.\"\"\"\n    return ''\n\n\ndef b(y: dict) -> str:\n    return ''\n\n\ndef größe(z: str) -> str:\n    \"\"\"C.\"\"\"\n    return ''\n\n\nindex = stores.Index([a, b, größe, a])\n";
        type Edit = Box<dyn Fn(&str) -> String>;
        let edits: Vec<Edit> = vec![
            Box::new(|t| t.replacen("\"\"\"A.\"\"\"", "\"\"\"A longer.\"\"\"", 1)),
            Box::new(|t| t.replacen("import stores\n", "import stores\n# a comment\n", 1)),
            Box::new(|t| t.replacen("x: int = 3", "x: int = 4", 1)),
            Box::new(|t| t.replacen("def b(y: dict)", "def b(y: list[str])", 1)),
            Box::new(|t| t.replacen("from typing import Optional\n", "", 1)),
            Box::new(|t| t.replacen("größe, a]", "größe]", 1)),
            Box::new(|t| t.replacen("def a(", "def a_renamed(", 1)),
        ];
        let config = Config::default();
        let mut cache = Cache::default();
        let mut text = base.to_string();
        let tree = crate::syntax::parse(&text, None);
        analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
        for edit in edits {
            text = edit(&text);
            let fresh = cached_equals_fresh(&text, &mut cache, &config, "after an edit");
            assert!(!fresh.diagnostics.is_empty());
        }
    }

    /// The keystroke that breaks a line inside a method and the one that mends it, as while
    /// typing: the broken text's analysis is a fresh one's (the rest of the method became
    /// statements of its class, a new context), and the mended text's takes every tool and
    /// every method from the version before the break, rendering and modelling none again.
    #[test]
    fn a_line_broken_and_mended_takes_the_version_before_from_the_cache() {
        let base = TOOLKIT.replace("Publishes a component.", "Publishes a compönent 😀.");
        let config = Config::default();
        let mut cache = Cache::default();
        let tree = crate::syntax::parse(&base, None);
        analyze_cached(&base, &tree, "m", &config, &[], None, Some(&mut cache));
        let broken = base.replacen("if version < 1:", "xif version < 1:", 1);
        for (round, text) in [&broken, &base, &broken, &base].into_iter().enumerate() {
            let tree = crate::syntax::parse(text, None);
            assert_eq!(tree.root_node().has_error(), round % 2 == 0);
            let cached = analyze_cached(text, &tree, "m", &config, &[], None, Some(&mut cache));
            let fresh = analyze(text, &tree, "m", &config);
            assert_eq!(
                snapshot(&cached),
                snapshot(&fresh),
                "round {round}:\n{text}"
            );
            if round % 2 == 1 {
                assert_eq!(cache.rendered_last(), 0, "tools rendered, round {round}");
                assert_eq!(cache.modelled_last(), 0, "methods modelled, round {round}");
            }
        }
    }

    /// A break inside one method's body (a character Python never accepts at a line's start,
    /// a stray bracket, an unclosed string) leaves the class's other methods parsed as
    /// before: the broken version models and renders the broken method again and takes every
    /// other method and tool from the cache; the keystroke that mends it takes all of them.
    /// Each version's analysis equals a fresh one's (non-ASCII text around the breaks).
    #[test]
    fn a_break_inside_a_method_derives_that_method_only() {
        let base = TOOLKIT.replace("Publishes a component.", "Publishes a compönent 😀.");
        let config = Config::default();
        let mut cache = Cache::default();
        let tree = crate::syntax::parse(&base, None);
        analyze_cached(&base, &tree, "m", &config, &[], None, Some(&mut cache));
        // (from, to, methods modelled, tools rendered)
        let edits: [(&str, &str, usize, usize); 8] = [
            ("x = 1", "$x = 1", 1, 1),
            ("$x = 1", "x = 1", 0, 0),
            ("x = 1", "x = 1))", 1, 1),
            ("x = 1))", "x = 1", 0, 0),
            // Mended (`extract::mend`) to the method's own text: nothing derived again.
            ("return query", "?return query", 0, 0),
            ("?return query", "return query", 0, 0),
            // In a method that is no tool: no tool rendered again.
            ("v = v or \"\"", "v = v or 'ü", 1, 0),
            ("v = v or 'ü", "v = v or \"\"", 0, 0),
        ];
        let mut text = base.clone();
        for (i, (from, to, modelled, rendered)) in edits.into_iter().enumerate() {
            let edited = text.replacen(from, to, 1);
            assert_ne!(edited, text, "{from} -> {to}");
            text = edited;
            let tree = crate::syntax::parse(&text, None);
            assert_eq!(tree.root_node().has_error(), i % 2 == 0, "{from} -> {to}");
            let cached = analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
            let fresh = analyze(&text, &tree, "m", &config);
            assert_eq!(
                snapshot(&cached),
                snapshot(&fresh),
                "{from} -> {to}:\n{text}"
            );
            assert_eq!(
                (cache.modelled_last(), cache.rendered_last()),
                (modelled, rendered),
                "methods modelled and tools rendered after {from} -> {to}"
            );
        }
    }

    /// What an analysis says of every function but `skip`: each tool's payloads and each
    /// diagnostic, places relative to its function.
    fn others(a: &Analysis, skip: &str) -> Vec<String> {
        let name = |i: usize| a.module.functions[i].qualname.as_str();
        let start = |i: usize| a.module.functions[i].span.start;
        let mut out: Vec<String> = a
            .diagnostics
            .iter()
            .filter_map(|d| {
                let i = d.function?;
                (name(i) != skip).then(|| {
                    let at = d.span.start as isize - start(i) as isize;
                    format!("{} {} {at} {}", name(i), d.code, d.message)
                })
            })
            .collect();
        for t in &a.tools {
            if name(t.index) != skip {
                out.extend(t.entries.iter().map(|e| e.to_json().to_string()));
            }
        }
        out
    }

    /// A break at the first character of any line of a method's body, as while typing (a
    /// character Python accepts nowhere there, or a letter glued to the line's first word):
    /// the other methods' payloads and diagnostics are the clean text's, the errors are
    /// reported, and with the clean version's cache the broken one models and renders at
    /// most the method it is in (`extract::mend` keeps the class around the broken line).
    #[test]
    fn a_break_at_any_line_start_keeps_the_other_methods() {
        let clean = TOOLKIT.replace("Publishes a component.", "Publishes a compönent 😀.");
        let config = Config::default();
        let tree = crate::syntax::parse(&clean, None);
        let reference = analyze(&clean, &tree, "m", &config);
        let mut offset = 0;
        let mut checked = 0;
        for line in clean.split_inclusive('\n') {
            let at = offset + line.len() - line.trim_start().len();
            offset += line.len();
            if !line.starts_with("        ") || line.trim().is_empty() {
                continue;
            }
            let method = reference
                .module
                .functions
                .iter()
                .find(|f| f.class.is_some() && f.span.start <= at && at < f.span.end)
                .map(|f| f.qualname.clone())
                .expect("a method");
            for breaker in ["$", "x"] {
                let text = format!("{}{breaker}{}", &clean[..at], &clean[at..]);
                let tree = crate::syntax::parse(&text, None);
                if !tree.root_node().has_error() {
                    continue;
                }
                checked += 1;
                let fresh = analyze(&text, &tree, "m", &config);
                assert!(!fresh.module.syntax_errors.is_empty(), "{text}");
                assert_eq!(
                    others(&fresh, &method),
                    others(&reference, &method),
                    "{breaker} at {at} in {method}:\n{text}"
                );
                let mut cache = Cache::default();
                let tree_clean = crate::syntax::parse(&clean, None);
                analyze_cached(
                    &clean,
                    &tree_clean,
                    "m",
                    &config,
                    &[],
                    None,
                    Some(&mut cache),
                );
                let cached =
                    analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
                assert_eq!(snapshot(&cached), snapshot(&fresh), "{breaker} at {at}");
                assert!(
                    cache.modelled_last() <= 1 && cache.rendered_last() <= 1,
                    "{breaker} at {at} in {method}: {} modelled, {} rendered",
                    cache.modelled_last(),
                    cache.rendered_last()
                );
            }
        }
        assert!(checked >= 12, "{checked}");
    }

    /// 200 edits, each giving a text no version had before (a new value in a tool's body,
    /// a line broken and mended around it): the caches hold at most two versions' entries.
    #[test]
    fn the_caches_stay_bounded_over_200_edits() {
        let config = Config::default();
        let mut cache = Cache::default();
        let tree = crate::syntax::parse(TOOLKIT, None);
        analyze_cached(TOOLKIT, &tree, "m", &config, &[], None, Some(&mut cache));
        let one_version = cache.held();
        assert!(one_version > 0);
        for i in 0..200 {
            let body = if i % 3 == 2 {
                format!("xif {i}:")
            } else {
                format!("x = {i}")
            };
            let text = TOOLKIT.replacen("x = 1", &body, 1);
            let tree = crate::syntax::parse(&text, None);
            analyze_cached(&text, &tree, "m", &config, &[], None, Some(&mut cache));
            assert!(
                cache.held() <= 2 * one_version,
                "edit {i}: {} entries held, one version has {one_version}",
                cache.held()
            );
        }
    }
}
