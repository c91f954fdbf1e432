//! Source text → `Module`: imports, classes, functions (with resolved types) and the marks
//! that make functions tools. A plain function of the text; tree-sitter's error recovery
//! means a syntax error in one function never hides the others.

mod after_definition;
mod classes;
pub mod compile_errors;
mod discover;
mod doc_setters;
mod functions;
mod globals;
mod hash;
mod literal;
mod local_imports;
mod nested;
mod overrides;
mod own_description;
mod resolve;
mod runtime_signature;
mod signature_removal;
mod star;
pub use resolve::MAX_NODES as MAX_TYPE_NODES;
pub mod listing_transforms;
pub use star::star_binds;
pub mod mend;
mod scope;
mod servers;
pub mod shape;
mod targets;
pub mod tools_rewritten;
pub(crate) mod vendor;
mod wraps;

use crate::syntax::SpanOf;
use std::sync::Arc;

use tree_sitter::{Node, Tree};

use crate::model::{Function, Import, LibraryChoice, MethodKind, Module};
use crate::syntax::{named_children, text, Span};

pub use discover::catalog_filter::Filter as CatalogFilter;
pub(crate) use discover::listing_reach::without_init;
pub use discover::listing_reach::Reach as ListingReach;
pub use discover::{ParamTool, Registrar};
pub use hash::BuildFast;
pub use literal::string_value;

/// `from ..types import X` inside package `shop.api` → `shop.types`; absolute names unchanged.
fn absolute_module(written: &str, package: &str) -> String {
    let dots = written.chars().take_while(|c| *c == '.').count();
    if dots == 0 {
        return written.to_string();
    }
    let mut parts: Vec<&str> = package.split('.').filter(|p| !p.is_empty()).collect();
    for _ in 1..dots {
        parts.pop();
    }
    let rest = &written[dots..];
    if !rest.is_empty() {
        parts.push(rest);
    }
    parts.join(".")
}

/// What extraction remembers between versions of one document.
#[derive(Default)]
pub struct ExtractCache {
    nodes: discover::NodeCache,
    functions: crate::textcache::TextCache<Arc<crate::model::Function>>,
    comments: crate::textcache::TextCache<Vec<(usize, usize)>>,
    attrs: discover::MethodAttrs,
    nested: nested::NestedCache,
    local_imports: local_imports::LocalImportsCache,
    /// The methods' first `return`s' values (`scope::ReturnsMemo`), and how many the last
    /// analysis evaluated.
    returns: crate::textcache::TextCache<crate::model::PyValue>,
    returns_built: usize,
    /// The summaries of the methods `self.m(...)` calls reach (`scope::SummaryMemo`), and
    /// how many the last analysis made.
    summaries: crate::textcache::TextCache<Option<discover::wrappers::Registrar>>,
    summaries_built: usize,
    /// The functions the tool lists inside methods denote (`scope::ListsMemo`), and how
    /// many lists the last analysis evaluated.
    lists: crate::textcache::TextCache<discover::list_memo::KeptList>,
    lists_built: usize,
    /// How many functions and methods the last analysis built afresh.
    built: usize,
    /// The causes of compile errors of the top-level statements (`compile_errors`).
    compile: compile_errors::Cache,
    /// The spaces `mend` padded this version's mended lines with (`write_text`).
    padding: Vec<(usize, usize)>,
    /// The methods' bodies (`method_bodies`) of the tree this version's analysis read, by
    /// that tree's root: the analysis' context hash and the server's read the same spans
    /// (a toolkit's 145 methods walked four times per keystroke before).
    bodies: Option<(usize, Vec<Span>)>,
    /// The shape of the context of the same tree (`shape::shape_hash`), by its root: the
    /// analysis' context hash and the server's both read it, walked once per version.
    shape: Option<(usize, u64)>,
}

impl ExtractCache {
    /// How many functions and methods the last analysis modelled afresh (not taken from the
    /// previous version's).
    pub fn built_last(&self) -> usize {
        self.built
    }

    /// Entries held, both generations (`TextCache::advance`): bounded by two versions of
    /// the module whatever the number of edits.
    /// How many methods' own scopes the last analysis walked for their `self.X = ...`
    /// assignments (not taken from the previous version's).
    pub fn scopes_last(&self) -> usize {
        self.attrs.built_last()
    }

    /// How many module-level functions and methods the last analysis walked for the
    /// functions defined inside them (not taken from the previous version's).
    pub fn nested_walks_last(&self) -> usize {
        self.nested.built_last()
    }

    /// How many methods' first `return`s the last analysis evaluated for the class models
    /// (not taken from the previous version's).
    pub fn returns_evaluated_last(&self) -> usize {
        self.returns_built
    }

    /// How many methods the last analysis summarised for `self.m(...)` calls (not taken from
    /// the previous version's).
    pub fn summaries_made_last(&self) -> usize {
        self.summaries_built
    }

    /// How many tool lists inside methods the last analysis evaluated (not taken from the
    /// previous version's).
    pub fn lists_evaluated_last(&self) -> usize {
        self.lists_built
    }

    /// How many module-level functions and methods the last analysis walked for the imports
    /// inside them (not taken from the previous version's).
    pub fn import_walks_last(&self) -> usize {
        self.local_imports.built_last()
    }

    /// Says which bytes of the next text analysed are `mend`'s padding.
    pub fn set_padding(&mut self, padding: Vec<(usize, usize)>) {
        self.padding = padding;
        self.bodies = None;
        self.shape = None;
    }

    /// The methods' bodies of `root`'s tree (`method_bodies`), found once per version: taken
    /// from this version's analysis when it read that tree.
    pub fn method_bodies(&mut self, root: Node, src: &str) -> &[Span] {
        let id = root.id();
        if self.bodies.as_ref().is_none_or(|(at, _)| *at != id) {
            self.bodies = Some((id, method_bodies(root, src)));
        }
        self.bodies.as_ref().map_or(&[], |(_, b)| &b[..])
    }

    /// The shape of the context of `root`'s tree (`shape::shape_hash` around the methods'
    /// bodies), computed once per version.
    pub fn context_shape(&mut self, root: Node, src: &str) -> u64 {
        let id = root.id();
        if let Some((at, h)) = self.shape {
            if at == id && self.bodies.as_ref().is_some_and(|(b, _)| *b == id) {
                return h;
            }
        }
        let h = shape::shape_hash(root, self.method_bodies(root, src));
        self.shape = Some((id, h));
        h
    }

    pub fn held(&self) -> usize {
        self.nodes.held()
            + self.functions.held()
            + self.comments.held()
            + self.attrs.held()
            + self.nested.held()
            + self.local_imports.held()
            + self.returns.held()
            + self.summaries.held()
            + self.lists.held()
    }
}

/// A hash of everything a function's or a method's model depends on besides its own text:
/// every top-level statement that is not a function definition (classes less their
/// methods' bodies, `method_bodies`), and the functions' names.
fn context_hash(
    root: Node,
    src: &str,
    local_imports: &[Import],
    padding: &[(usize, usize)],
    bodies: &[Span],
    shape: u64,
) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = BuildFast.build_hasher();
    hash_imports(&mut h, local_imports);
    for stmt in named_children(root) {
        let inner = if stmt.kind() == "decorated_definition" {
            stmt.child_by_field_name("definition").unwrap_or(stmt)
        } else {
            stmt
        };
        if inner.kind() == "function_definition" {
            let name = inner
                .child_by_field_name("name")
                .map(|n| text(n, src))
                .unwrap_or("");
            h.write(name.as_bytes());
        } else if inner.kind() == "class_definition" {
            let mut last = stmt.start_byte();
            // This class's bodies (`bodies` is sorted, a class's lie inside its statement).
            let from = bodies.partition_point(|b| b.start < last);
            let to = bodies.partition_point(|b| b.start < stmt.end_byte());
            for body in &bodies[from..to] {
                write_text(&mut h, src, last..body.start, padding);
                h.write_u8(0xfd);
                last = body.end;
            }
            write_text(&mut h, src, last..stmt.end_byte(), padding);
        } else {
            write_text(&mut h, src, stmt.byte_range(), padding);
        }
        h.write_u8(0xff);
    }
    // The same texts parse otherwise around a syntax error (`shape`).
    h.write_u64(shape);
    h.finish()
}

/// Feeds `src[range]` to a context hash, less the spaces `mend` padded mended lines with
/// (`padding`, sorted): a line mended by taking out the characters typed where Python
/// accepts none is the line as it was before, and the context it lies in is too.
pub fn write_text(
    h: &mut impl std::hash::Hasher,
    src: &str,
    range: std::ops::Range<usize>,
    padding: &[(usize, usize)],
) {
    let first = padding.partition_point(|&(_, end)| end <= range.start);
    let within = padding[first..]
        .iter()
        .take_while(|&&(start, _)| start < range.end);
    if within.clone().next().is_none() {
        h.write(src.get(range).unwrap_or("").as_bytes());
        return;
    }
    // One write of the bytes kept: the hasher's value depends on how the bytes are split.
    let mut kept = Vec::with_capacity(range.len());
    let mut at = range.start;
    for &(start, end) in within {
        kept.extend_from_slice(src.get(at..start.max(at)).unwrap_or("").as_bytes());
        at = at.max(end);
    }
    if at < range.end {
        kept.extend_from_slice(src.get(at..range.end).unwrap_or("").as_bytes());
    }
    h.write(&kept);
}

/// What of the module-level classes' text only the method it lies in depends on: the
/// bodies of their methods, in text order. A toolkit class is one top-level statement, so
/// without this an edit inside one method would be an edit of every other method's context.
/// Kept (left out of these spans): `__init__`'s body (the class model reads its
/// `super().__init__(...)` call and `self.x = ...` assignments; a toolkit registers its tools
/// there) and each body's first top-level `return` statement (the class model's
/// `method_returns`).
pub fn method_bodies(root: Node, src: &str) -> Vec<Span> {
    count_bodies_walk();
    let mut out = Vec::new();
    for stmt in named_children(root) {
        let inner = if stmt.kind() == "decorated_definition" {
            stmt.child_by_field_name("definition").unwrap_or(stmt)
        } else {
            stmt
        };
        if inner.kind() == "class_definition" {
            out.extend(class_method_bodies(inner, src));
        }
    }
    out
}

thread_local! {
    static BODIES_WALKS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_bodies_walk() {
    BODIES_WALKS.with(|c| c.set(c.get() + 1));
}

/// How many times the module's methods' bodies were found (`method_bodies`) on this thread
/// since the last call (what the tests count).
pub fn bodies_walks_counted() -> usize {
    BODIES_WALKS.with(|c| c.replace(0))
}

fn class_method_bodies(class: Node, src: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let Some(body) = class.child_by_field_name("body") else {
        return out;
    };
    for stmt in named_children(body) {
        let def = if stmt.kind() == "decorated_definition" {
            stmt.child_by_field_name("definition")
        } else {
            Some(stmt)
        };
        let Some(def) = def.filter(|d| d.kind() == "function_definition") else {
            continue;
        };
        if def.child_by_field_name("name").map(|n| text(n, src)) == Some("__init__") {
            continue;
        }
        let Some(block) = def.child_by_field_name("body") else {
            continue;
        };
        let returned = named_children(block)
            .into_iter()
            .find(|n| n.kind() == "return_statement");
        match returned {
            Some(r) => {
                out.push(Span::new(block.start_byte(), r.start_byte()));
                out.push(Span::new(r.end_byte(), block.end_byte()));
            }
            None => out.push(Span::of(block)),
        }
    }
    out.retain(|s| s.start < s.end);
    out
}
pub use scope::External;
pub use scope::InitAttribute;

/// Feeds what imports bind (not where they stand) to a context hash.
pub fn hash_imports(h: &mut impl std::hash::Hasher, imports: &[Import]) {
    for imp in imports {
        h.write(imp.local.as_bytes());
        h.write_u8(0);
        h.write(imp.target.as_bytes());
        h.write_u8(imp.is_module as u8);
    }
    h.write_u8(0xfe);
}
pub use crate::model::markers::{Dialect, Dialects};
use scope::{Binding, Scope};
/// A framework as discovery knows it (its registry entry's id, import roots and markers).
pub(crate) type Library = &'static Dialect;

/// Parses and analyses a Python source file.
pub fn analyze(dialects: &'static Dialects, source: &str, module_name: &str) -> Module {
    let tree = crate::syntax::parse(source, None);
    analyze_tree(dialects, source, &tree, module_name)
}

/// Analyses an already parsed tree (the language server keeps trees for incremental parsing).
pub fn analyze_tree(
    dialects: &'static Dialects,
    source: &str,
    tree: &Tree,
    module_name: &str,
) -> Module {
    analyze_tree_cached(dialects, source, tree, module_name, None)
}

/// Like `analyze_tree`, reusing what `cache` remembers from the previous version of the same
/// document (the language server keeps one cache per open document).
pub fn analyze_tree_cached(
    dialects: &'static Dialects,
    source: &str,
    tree: &Tree,
    module_name: &str,
    cache: Option<&mut ExtractCache>,
) -> Module {
    analyze_with(dialects, source, tree, module_name, cache, None)
}

/// The full form: with a cache from the previous version of the document, and a resolver
/// for names imported from other modules of the workspace.
pub fn analyze_with<'t>(
    dialects: &'static Dialects,
    source: &'t str,
    tree: &'t Tree,
    module_name: &str,
    cache: Option<&mut ExtractCache>,
    external: Option<&'t dyn External>,
) -> Module {
    analyze_checked(dialects, source, tree, module_name, cache, external, true)
}

/// `analyze_with` for a text mended for the analysis (`mend`): the text as written does not
/// parse, so what Python would refuse to compile in the mended one is not looked for
/// (`compile_errors`), as in any half-written text.
pub fn analyze_mended<'t>(
    dialects: &'static Dialects,
    source: &'t str,
    tree: &'t Tree,
    module_name: &str,
    cache: Option<&mut ExtractCache>,
    external: Option<&'t dyn External>,
) -> Module {
    analyze_checked(dialects, source, tree, module_name, cache, external, false)
}

fn analyze_checked<'t>(
    dialects: &'static Dialects,
    source: &'t str,
    tree: &'t Tree,
    module_name: &str,
    cache: Option<&mut ExtractCache>,
    external: Option<&'t dyn External>,
    compile: bool,
) -> Module {
    // Python reads source with universal newlines: a lone `\r` ends a line, in docstrings
    // too (the tree was parsed that way: `syntax::parse`). Same length: offsets hold.
    let normalized = crate::line_index::lone_cr_as_lf(source);
    let source: &str = &normalized;
    let root = tree.root_node();
    if root.has_error() {
        if let Some(m) = recover(dialects, source, root, module_name, external) {
            return m;
        }
    }
    let mut cache = cache;
    let mut module = analyze_parsed(
        dialects,
        source,
        tree,
        module_name,
        cache.as_deref_mut(),
        external,
    );
    if compile {
        compile_errors::apply(root, source, &mut module, cache.map(|c| &mut c.compile));
    }
    module
}

/// Bounds the rounds of repair of one file. Each round repairs every broken statement it
/// finds and costs one parse of the file; a round only leaves work for the next when the
/// repaired text breaks differently.
const MAX_ROUNDS: usize = 8;

/// A statement with a syntax error can swallow the definitions after it (an unclosed `(` in
/// a signature while typing makes tree-sitter read the next `def` as part of it). Python code
/// starts every top-level definition at column 0, so a column-0 `def`/`class`/decorator line
/// inside a broken statement marks where the swallowing began: blank the broken statement up
/// to that line (keeping offsets and newlines) and analyse the repaired text, so the
/// definitions after it are analysed as written.
fn recover(
    dialects: &'static Dialects,
    source: &str,
    root: Node,
    module_name: &str,
    external: Option<&dyn External>,
) -> Option<Module> {
    let mut text = source.to_string();
    let mut tree: Option<Tree> = None;
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&crate::syntax::python()).ok()?;
    for _ in 0..MAX_ROUNDS {
        let current_root = tree.as_ref().map(|t| t.root_node()).unwrap_or(root);
        let cuts = swallowed(current_root, &text, &mut parser);
        if cuts.is_empty() {
            break;
        }
        let mut bytes = std::mem::take(&mut text).into_bytes();
        for (start, end) in cuts {
            for b in &mut bytes[start..end] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
        }
        // Every byte of a multi-byte character became a space: still valid UTF-8.
        text = String::from_utf8(bytes).ok()?;
        tree = Some(crate::syntax::parse(&text, None));
    }
    let tree = tree?;
    let mut m = analyze_parsed(dialects, &text, &tree, module_name, None, external);
    // Report the errors of the text as written.
    m.syntax_errors.clear();
    collect_errors(root, &mut m.syntax_errors);
    Some(m)
}

/// The stretches to blank: for each broken top-level statement that holds column-0
/// definition lines, from its start to the first of them; then each stretch between two of
/// them is parsed on its own (it starts at column 0, at module level, as it would once the
/// text before it is repaired), and where its first broken statement runs on to the next
/// definition line, that statement is blanked up to it too. Linear in the text: every byte
/// is parsed at most once here, however many definitions were swallowed.
fn swallowed(root: Node, src: &str, parser: &mut tree_sitter::Parser) -> Vec<(usize, usize)> {
    let statements: Vec<(usize, usize, bool)> = named_children(root)
        .iter()
        .map(|c| (c.start_byte(), c.end_byte(), c.has_error() || c.is_error()))
        .collect();
    let mut cuts = Vec::new();
    let mut lines = src.split_inclusive('\n').scan(0usize, |offset, line| {
        let at = *offset;
        *offset += line.len();
        Some((at, line))
    });
    let mut next_line = lines.next();
    for &(start, end, broken) in &statements {
        if !broken {
            continue;
        }
        // The column-0 definition lines strictly inside this statement.
        let mut defs = Vec::new();
        while let Some((at, line)) = next_line {
            if at >= end {
                break;
            }
            if at > start && is_definition_line(line) {
                defs.push(at);
            }
            next_line = lines.next();
        }
        let Some(&first) = defs.first() else {
            continue;
        };
        cuts.push((start, first));
        for pair in defs.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let piece = &src[from..to];
            let Some(tree) = parser.parse(piece, None) else {
                continue;
            };
            let content_end = piece.trim_end().len();
            let broken = named_children(tree.root_node())
                .into_iter()
                .find(|c| c.has_error() || c.is_error());
            if let Some(b) = broken {
                if b.end_byte() >= content_end {
                    cuts.push((from + b.start_byte(), to));
                }
            }
        }
    }
    cuts
}

fn is_definition_line(line: &str) -> bool {
    line.starts_with("def ")
        || line.starts_with("async def ")
        || line.starts_with("class ")
        || line.starts_with('@')
}

fn analyze_parsed<'t>(
    dialects: &'static Dialects,
    source: &'t str,
    tree: &'t Tree,
    module_name: &str,
    cache: Option<&mut ExtractCache>,
    external: Option<&'t dyn External>,
) -> Module {
    let root = tree.root_node();
    let mut scope = Scope::new(source, module_name, dialects);
    scope.external = external;
    let mut imports = Vec::new();
    let mut defs: Vec<Node> = Vec::new();
    collect(root, source, &mut scope, &mut imports, &mut defs);
    let module_level = imports.len();
    let mut cache = cache;
    local_imports::local_imports(
        root,
        source,
        &mut scope,
        &mut imports,
        cache.as_deref_mut().map(|c| &mut c.local_imports),
    );

    let detected = imports.iter().find_map(|imp: &Import| {
        dialects
            .from_import(imp.installed()?)
            .map(|library| LibraryChoice {
                library: library.handle(),
                import: Some(imp.clone()),
            })
    });

    let mut functions = Vec::new();
    let mut classes = Vec::new();
    // Imports inside function bodies qualify names module-wide (`local_imports`), so they
    // are context too although they sit in a function's text.
    let fresh_bodies;
    let (padding, bodies, shape) = match cache.as_deref_mut() {
        Some(c) => {
            let shape = c.context_shape(root, source);
            let bodies = c.bodies.as_ref().map_or(&[][..], |(_, b)| &b[..]);
            (&c.padding[..], bodies, shape)
        }
        None => {
            fresh_bodies = method_bodies(root, source);
            let shape = shape::shape_hash(root, &fresh_bodies);
            (&[][..], &fresh_bodies[..], shape)
        }
    };
    let context = context_hash(
        root,
        source,
        &imports[module_level..],
        padding,
        bodies,
        shape,
    ) ^ external.map(|e| e.generation()).unwrap_or(0);
    if let Some(c) = cache.as_deref_mut() {
        c.built = 0;
        *scope.returns.borrow_mut() = Some(scope::ReturnsMemo {
            context,
            previous: std::mem::take(&mut c.returns),
            ..Default::default()
        });
        *scope.summaries.borrow_mut() = Some(scope::SummaryMemo {
            context,
            previous: std::mem::take(&mut c.summaries),
            ..Default::default()
        });
        *scope.lists.borrow_mut() = Some(scope::ListsMemo {
            context,
            previous: std::mem::take(&mut c.lists),
            ..Default::default()
        });
    }
    let mut fresh_functions = crate::textcache::TextCache::default();
    for d in &defs {
        let inner = if d.kind() == "decorated_definition" {
            d.child_by_field_name("definition").unwrap_or(*d)
        } else {
            *d
        };
        match inner.kind() {
            "function_definition" => functions.push(cached_function(
                *d,
                &scope,
                None,
                context,
                cache.as_deref_mut(),
                &mut fresh_functions,
            )),
            "class_definition" => {
                let name = inner
                    .child_by_field_name("name")
                    .map(|n| text(n, source))
                    .unwrap_or("");
                if let Some(c) = scope.class(name) {
                    classes.push(c);
                }
                methods(
                    inner,
                    name,
                    &scope,
                    context,
                    cache.as_deref_mut(),
                    &mut fresh_functions,
                    &mut functions,
                );
            }
            _ => {}
        }
    }

    nested::nested_functions(
        root,
        &scope,
        &mut functions,
        context,
        cache.as_deref_mut().map(|c| &mut c.nested),
    );
    wraps::apply(&mut functions);
    doc_setters::apply(&scope, &mut functions);
    after_definition::apply_names(root, source, &scope, &mut functions);
    runtime_signature::apply(root, source, &mut functions);
    runtime_signature::apply_decorators(root, &scope, &mut functions);
    let (interesting, comments, attrs) = match cache.as_deref_mut() {
        Some(c) => {
            c.functions.advance(fresh_functions);
            (
                discover::interesting(root, &scope, Some(&mut c.nodes)),
                functions::all_comments(root, source, Some(&mut c.comments)),
                Some(&mut c.attrs),
            )
        }
        None => (
            discover::interesting(root, &scope, None),
            functions::all_comments(root, source, None),
            None,
        ),
    };
    let (marks, foreign_tools, receivers) =
        discover::find_marks(root, &scope, &mut functions, &interesting, attrs);
    let servers::Servers {
        servers,
        params: server_params,
        calls: server_calls,
    } = servers::of_groups(
        root,
        source,
        &scope.module,
        &imports[..module_level],
        &receivers,
        &marks,
    );
    inherit_schema_methods(&scope, &classes, &marks, &mut functions);
    discover::text_agents::apply(root, &scope, &mut functions, &marks);
    discover::uncalled_registrars::apply(root, &scope, &mut functions, &marks);
    discover::unimported_registrars::apply(root, &scope, &mut functions, &marks);
    after_definition::apply_docs(root, source, &mut functions, &marks);
    after_definition::apply_nested(root, source, &mut functions, &marks);
    let mut syntax_errors = Vec::new();
    if root.has_error() {
        collect_errors(root, &mut syntax_errors);
    }

    let module = Module {
        imported_classes: imported_classes(&functions, &classes, &scope),
        foreign_tools,
        servers,
        server_params,
        server_calls,
        index_misses: Vec::new(),
        header_end: header_end(root, source),
        name: scope.module.clone(),
        future_annotations: scope.future_annotations,
        imports,
        classes,
        functions,
        marks,
        sent_to: targets::infer(&interesting, &scope),
        gemini_api: targets::gemini_api(&interesting, &scope),
        detected,
        syntax_errors,
        compile_error: None,
        too_deep: crate::syntax::too_deep(tree, source),
        globals: globals::runtime_globals(root, source),
        comments,
        lines: crate::model::LineStarts::new(source),
        rust: false,
    };
    if let Some(c) = cache {
        if let Some(memo) = scope.returns.borrow_mut().take() {
            c.returns = memo.previous;
            c.returns.advance(memo.fresh);
            c.returns_built = memo.built;
        }
        if let Some(memo) = scope.summaries.borrow_mut().take() {
            c.summaries = memo.previous;
            c.summaries.advance(memo.fresh);
            c.summaries_built = memo.built;
        }
        if let Some(memo) = scope.lists.borrow_mut().take() {
            c.lists = memo.previous;
            c.lists.advance(memo.fresh);
            c.lists_built = memo.built;
        }
    }
    module
}

/// A module-level function or a method of a module-level class (`class`). It depends only
/// on its own text, its class's name and the module's context (imports, classes less their
/// methods' bodies, aliases, names): the cached one is reused, moved to its new offset, when
/// none of them changed; `fresh` collects this version's cache entries.
fn cached_function(
    def: Node,
    scope: &Scope,
    class: Option<&str>,
    context: u64,
    cache: Option<&mut ExtractCache>,
    fresh: &mut crate::textcache::TextCache<Arc<Function>>,
) -> Arc<Function> {
    let text = scope.src.get(def.byte_range()).unwrap_or("");
    let context = match class {
        None => context,
        Some(name) => {
            use std::hash::{BuildHasher, Hasher};
            let mut h = BuildFast.build_hasher();
            h.write_u64(context);
            h.write_u8(1);
            h.write(name.as_bytes());
            h.finish()
        }
    };
    // A definition with an error inside is modelled afresh and not remembered: its parse
    // is not decided by its text (`shape`).
    let cache = match cache {
        Some(c) if !shape::cacheable(def) => {
            c.built += 1;
            None
        }
        c => c,
    };
    let cached = cache.is_some();
    let taken = cache.and_then(|c| {
        let taken = c.functions.take(context, text);
        c.built += usize::from(taken.is_none());
        taken
    });
    let f = match &taken {
        Some(t) => {
            let old = &t.value;
            let delta = def.start_byte() as isize - old.span.start as isize;
            if delta == 0 {
                old.clone()
            } else {
                Arc::new(old.shifted(delta))
            }
        }
        None => Arc::new(match class {
            None => functions::build_function(def, scope, None, MethodKind::Function),
            Some(name) => functions::build_function(def, scope, Some(name), MethodKind::Method),
        }),
    };
    if cached {
        match taken {
            Some(mut t) => {
                t.value = f.clone();
                fresh.put_back(t);
            }
            None => fresh.put(context, text, f.clone()),
        }
    }
    f
}

/// The methods of the class `class` (named `name`), in body order, each from the cache when
/// its text and the context are unchanged.
#[allow(clippy::too_many_arguments)]
fn methods(
    class: Node,
    name: &str,
    scope: &Scope,
    context: u64,
    mut cache: Option<&mut ExtractCache>,
    fresh: &mut crate::textcache::TextCache<Arc<Function>>,
    out: &mut Vec<Arc<Function>>,
) {
    let Some(body) = class.child_by_field_name("body") else {
        return;
    };
    let first = out.len();
    for stmt in named_children(body) {
        let f = if stmt.kind() == "decorated_definition" {
            stmt.child_by_field_name("definition")
        } else {
            Some(stmt)
        };
        if f.map(|f| f.kind()) == Some("function_definition") {
            // Cached without what `wraps` copies: that depends on the sibling's text.
            let cached = cached_function(
                stmt,
                scope,
                Some(name),
                context,
                cache.as_deref_mut(),
                fresh,
            );
            let f = match wrapped_sibling(&cached, &out[first..]) {
                Some(sibling) => {
                    // `@functools.wraps(list_databases)` on a method: Python copies the
                    // sibling's `__doc__` and annotations, and `inspect.signature` follows
                    // `__wrapped__` to it (mcp-clickhouse's `list_databases_async`). The name
                    // stays the method's.
                    let mut f = (*cached).clone();
                    f.doc = sibling.doc.clone();
                    f.doc_unread = sibling.doc_unread.clone();
                    f.params = sibling.params.clone();
                    f.params_unread = sibling.params_unread.clone();
                    f.returns = sibling.returns.clone();
                    Arc::new(f)
                }
                None => cached,
            };
            out.push(f);
        }
    }
}

/// The method of the same class body, defined above `f`, that `f`'s `@functools.wraps(name)`
/// names.
fn wrapped_sibling<'a>(f: &Function, siblings: &'a [Arc<Function>]) -> Option<&'a Function> {
    let d = f
        .decorators
        .iter()
        .find(|d| d.qualified == "functools.wraps")?;
    let call = d.call.as_ref()?;
    let crate::model::PyValue::Opaque { text } = call.args.first()? else {
        return None;
    };
    siblings
        .iter()
        .rev()
        .find(|g| g.name == *text && g.class == f.class)
        .map(|g| &**g)
}

/// Classes of other modules that the functions' annotations name, and those a class-based
/// tool's fields name (`args_schema: type[BaseModel] = SearchInput`, the model imported).
fn imported_classes(
    functions: &[Arc<Function>],
    classes: &[Arc<crate::model::ClassDef>],
    scope: &Scope,
) -> Vec<Arc<crate::model::ClassDef>> {
    let module = scope.module.as_str();
    let mut out = Vec::new();
    let tool_classes = functions
        .iter()
        .filter(|f| f.kind == crate::model::DefKind::Class)
        .filter_map(|f| classes.iter().find(|c| c.name == f.qualname));
    for c in tool_classes {
        for fd in c.fields.iter() {
            if let Some(crate::model::PyValue::Opaque { text }) =
                fd.default.as_ref().map(|d| &d.value)
            {
                let dotted = text.split('.').all(|p| {
                    !p.is_empty() && p.chars().all(|ch| ch.is_alphanumeric() || ch == '_')
                });
                if dotted {
                    let ty = resolve::resolve_str(text, scope, 0);
                    crate::model::foreign_classes(&ty, module, &mut out);
                }
            }
        }
    }
    for f in functions {
        for a in f
            .params
            .iter()
            .filter_map(|p| p.annotation.as_ref())
            .chain(f.returns.as_ref())
        {
            crate::model::foreign_classes(&a.ty, module, &mut out);
        }
    }
    out
}

/// Whether a module-level statement sits in an `except` handler (at any depth of blocks).
fn in_except_handler(stmt: Node) -> bool {
    std::iter::successors(stmt.parent(), |n| n.parent()).any(|n| n.kind() == "except_clause")
}

/// Whether a block's text could contain a definition (a cheap test before walking it).
fn may_define(block: Node, src: &str) -> bool {
    let t = text(block, src);
    t.contains("def ") || t.contains("class ")
}

/// The syntax errors of a tree: its error and missing nodes, outermost first.
pub fn syntax_errors(root: Node) -> Vec<Span> {
    let mut out = Vec::new();
    collect_errors(root, &mut out);
    out
}

fn collect_errors(node: Node, out: &mut Vec<Span>) {
    if node.is_error() || node.is_missing() {
        out.push(Span::of(node));
        return;
    }
    if !node.has_error() {
        return;
    }
    let mut cursor = node.walk();
    for c in node.children(&mut cursor) {
        collect_errors(c, out);
    }
}

/// Walks module-level statements, descending into `if`/`try`/`with` blocks (where
/// `TYPE_CHECKING` imports and optional dependencies live), but not into functions.
fn collect<'t>(
    node: Node<'t>,
    src: &'t str,
    scope: &mut Scope<'t>,
    imports: &mut Vec<Import>,
    defs: &mut Vec<Node<'t>>,
) {
    for stmt in named_children(node) {
        match stmt.kind() {
            "import_statement" | "import_from_statement" | "future_import_statement" => {
                // `try: from crewai.tools import BaseTool` / `except ImportError: from
                // langchain_core.tools import BaseTool`: the handler's import is the fallback for
                // when the first one fails; wherever that one succeeds the name is its.
                let first = in_except_handler(stmt).then(|| scope.imports.clone());
                record_import(stmt, src, scope, imports);
                if let Some(first) = first {
                    for (name, import) in first {
                        scope.imports.insert(name, import);
                    }
                }
            }
            "class_definition" | "function_definition" | "decorated_definition" => {
                let inner = if stmt.kind() == "decorated_definition" {
                    stmt.child_by_field_name("definition").unwrap_or(stmt)
                } else {
                    stmt
                };
                if let Some(n) = inner.child_by_field_name("name") {
                    let binding = if inner.kind() == "class_definition" {
                        Binding::Class(stmt)
                    } else {
                        Binding::Function
                    };
                    let name = text(n, src);
                    // `try: from agno.tools import Toolkit` / `except ImportError: class
                    // Toolkit: ...`: the handler's definition is the fallback for when the
                    // import fails; the name is the imported one wherever it succeeds.
                    if !import_fallback(node, name, scope) {
                        scope.bindings.insert(name.to_string(), binding);
                    }
                }
                defs.push(stmt);
            }
            "type_alias_statement" => {
                if let (Some(l), Some(r)) = (
                    stmt.child_by_field_name("left"),
                    stmt.child_by_field_name("right"),
                ) {
                    let name = text(crate::syntax::unwrap_expr(l), src);
                    let name = name.split('[').next().unwrap_or(name).trim();
                    scope
                        .bindings
                        .insert(name.to_string(), Binding::TypeAlias(r));
                }
            }
            "expression_statement" => {
                for a in named_children(stmt) {
                    if a.kind() != "assignment" {
                        continue;
                    }
                    let (Some(l), Some(r)) = (
                        a.child_by_field_name("left"),
                        a.child_by_field_name("right"),
                    ) else {
                        continue;
                    };
                    // `try: from mcp.server.fastmcp import FastMCP` / `except ImportError:
                    // FastMCP = None`: as for a class above, the handler's value is the
                    // fallback for a missing dependency, not a rebinding of the import.
                    if l.kind() == "identifier"
                        && !import_fallback(node, text(l, src), scope)
                        && !type_checking_rebinding(node, text(l, src), src, scope)
                    {
                        scope
                            .bindings
                            .insert(text(l, src).to_string(), Binding::Assign(r));
                    }
                }
            }
            "if_statement" | "try_statement" | "with_statement" | "block" | "else_clause"
            | "elif_clause" | "except_clause" | "finally_clause" => {
                collect(stmt, src, scope, imports, defs);
            }
            _ => {}
        }
    }
}

/// Whether a binding of `name` in the block `node` is the body of an `if TYPE_CHECKING:`
/// rebinding a name the module already bound: that body never runs, so pydantic, which
/// evaluates annotations at run time, sees the earlier value (`Text = Optional[str]` then
/// `if TYPE_CHECKING: Text = str`).
fn type_checking_rebinding(node: Node, name: &str, src: &str, scope: &Scope) -> bool {
    node.kind() == "block"
        && node.parent().is_some_and(|p| {
            p.kind() == "if_statement"
                && p.child_by_field_name("consequence") == Some(node)
                && p.child_by_field_name("condition")
                    .is_some_and(|c| globals::is_type_checking(c, src))
        })
        && (scope.bindings.contains_key(name) || scope.imports.contains_key(name))
}

/// Whether a statement lies in the body of an `if TYPE_CHECKING:` (never run).
fn under_type_checking(stmt: Node, src: &str) -> bool {
    std::iter::successors(Some(stmt), |n| n.parent())
        .take_while(|n| !matches!(n.kind(), "function_definition" | "class_definition"))
        .any(|n| {
            n.parent().is_some_and(|p| {
                p.kind() == "if_statement"
                    && p.child_by_field_name("consequence") == Some(n)
                    && p.child_by_field_name("condition")
                        .is_some_and(|c| globals::is_type_checking(c, src))
            })
        })
}

/// Whether a binding of `name` in the block `node` is an `except` handler's fallback for a
/// name imported before it (`try: import x` / `except ImportError: x = None`).
fn import_fallback(node: Node, name: &str, scope: &Scope) -> bool {
    node.kind() == "block"
        && node.parent().is_some_and(|p| p.kind() == "except_clause")
        && scope.imports.contains_key(name)
}

/// Records the names an import statement binds.
fn record_import<'t>(
    stmt: Node<'t>,
    src: &'t str,
    scope: &mut Scope<'t>,
    imports: &mut Vec<Import>,
) {
    match stmt.kind() {
        "import_statement" => {
            for name in named_children(stmt) {
                let (target, local, is_alias) = match name.kind() {
                    "aliased_import" => (
                        name.child_by_field_name("name")
                            .map(|n| text(n, src))
                            .unwrap_or(""),
                        name.child_by_field_name("alias")
                            .map(|n| text(n, src))
                            .unwrap_or(""),
                        true,
                    ),
                    "dotted_name" => {
                        let t = text(name, src);
                        (t, t.split('.').next().unwrap_or(t), false)
                    }
                    _ => continue,
                };
                let imp = Import {
                    local: local.to_string(),
                    // `import a.b` binds `a` to the package `a`.
                    target: if is_alias {
                        vendor::devendor(scope.dialects, target)
                            .unwrap_or(target)
                            .to_string()
                    } else {
                        local.to_string()
                    },
                    is_module: true,
                    span: Span::of(stmt),
                    relative: false,
                };
                // Keep the full dotted path visible for library detection.
                if !is_alias && target != local {
                    imports.push(Import {
                        local: String::new(),
                        target: vendor::devendor(scope.dialects, target)
                            .unwrap_or(target)
                            .to_string(),
                        is_module: true,
                        span: Span::of(stmt),
                        relative: false,
                    });
                }
                scope.imports.insert(imp.local.clone(), reexported(&imp));
                imports.push(imp);
            }
        }
        "import_from_statement" | "future_import_statement" => {
            let mut relative = false;
            let module = if stmt.kind() == "future_import_statement" {
                "__future__".to_string()
            } else {
                let written = stmt
                    .child_by_field_name("module_name")
                    .map(|m| text(m, src).to_string())
                    .unwrap_or_default();
                relative = written.starts_with('.');
                absolute_module(&written, &scope.package)
            };
            // `from m import *` binds m's public names where it runs (not under `if
            // TYPE_CHECKING:`); a fallback in an `except` handler binds what is not read.
            if named_children(stmt)
                .iter()
                .any(|c| c.kind() == "wildcard_import")
                && !under_type_checking(stmt, src)
            {
                scope
                    .star_imports
                    .push((!in_except_handler(stmt)).then(|| module.clone()));
            }
            let mut cursor = stmt.walk();
            let names: Vec<Node> = stmt.children_by_field_name("name", &mut cursor).collect();
            for name in names {
                let (orig, local) = match name.kind() {
                    "aliased_import" => (
                        name.child_by_field_name("name")
                            .map(|n| text(n, src))
                            .unwrap_or(""),
                        name.child_by_field_name("alias")
                            .map(|n| text(n, src))
                            .unwrap_or(""),
                    ),
                    _ => (text(name, src), text(name, src)),
                };
                if module == "__future__" && orig == "annotations" {
                    scope.future_annotations = true;
                }
                let target = format!("{module}.{orig}");
                let vendored = vendor::devendor(scope.dialects, &target).map(str::to_string);
                let imp = Import {
                    local: local.to_string(),
                    // A relative import of a framework copy the project vendors
                    // (`from .._vendor.fastmcp.exceptions import ToolError`) is that framework.
                    relative: relative && vendored.is_none(),
                    target: vendored.unwrap_or(target),
                    is_module: false,
                    span: Span::of(stmt),
                };
                scope.imports.insert(imp.local.clone(), reexported(&imp));
                imports.push(imp);
            }
        }
        _ => {}
    }
}

/// An import as names resolve through it: a name a package re-exports from pydantic is
/// pydantic's (`llama_index.core.bridge.pydantic.BaseModel`). The module's import list keeps
/// the name as written, which says which framework the module uses.
fn reexported(imp: &Import) -> Import {
    match toolsight_schema::pydantic::reexports::canonical(&imp.target) {
        Some(target) => Import {
            target,
            ..imp.clone()
        },
        None => imp.clone(),
    }
}

/// The module's imports (module level first, then those inside functions), as `analyze`
/// records them, without analysing anything else: what a question about imports alone needs.
pub fn imports(
    dialects: &'static Dialects,
    source: &str,
    tree: &Tree,
    module_name: &str,
) -> Vec<Import> {
    let root = tree.root_node();
    // The dialects name the frameworks a vendored import path stands for.
    let mut scope = Scope::new(source, module_name, dialects);
    let mut imports = Vec::new();
    let mut defs = Vec::new();
    collect(root, source, &mut scope, &mut imports, &mut defs);
    local_imports::local_imports(root, source, &mut scope, &mut imports, None);
    imports
}

/// The name table of another module of the workspace, and its top-level definitions.
fn module_scope<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    external: &'a dyn External,
) -> (Scope<'a>, Vec<Node<'a>>) {
    let mut scope = Scope::new(source, module_name, external.dialects());
    scope.external = Some(external);
    let mut imports = Vec::new();
    let mut defs = Vec::new();
    collect(
        tree.root_node(),
        source,
        &mut scope,
        &mut imports,
        &mut defs,
    );
    (scope, defs)
}

/// The type `name` denotes in the module `source` (a class, an alias, or a name it
/// re-exports), following imports through `external`. `None` when it is not a type.
pub fn resolve_exported<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<crate::model::Ty> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let ty = if scope.bindings.contains_key(name) {
        resolve::resolve_qualified(&format!("{}.{}", scope.module, name), &scope, depth)
    } else if let Some(target) = scope.imports.get(name).map(|i| i.target.clone()) {
        resolve::resolve_qualified(&target, &scope, depth + 1)
    } else {
        return None;
    };
    match ty {
        crate::model::Ty::Unknown { .. } => None,
        t => Some(t),
    }
}

/// Whether the module `source` binds `name` at module level (defines or imports it).
pub fn binds(
    source: &str,
    tree: &Tree,
    module_name: &str,
    name: &str,
    external: &dyn External,
) -> bool {
    let (scope, _) = module_scope(source, tree, module_name, external);
    scope.bindings.contains_key(name) || scope.imports.contains_key(name)
}

/// Whether a module has a star import (`from x import *`) that runs (at module level or in
/// a block of one, not under `if TYPE_CHECKING:`): the names it binds are another module's,
/// read by nobody here. The same reading as the `"*"` of `Module::globals`.
pub fn star_imports(tree: &Tree, source: &str) -> bool {
    globals::runtime_globals(tree.root_node(), source)
        .iter()
        .any(|g| g == "*")
}

/// The last module-level `def name` (decorated or not) among a module's definitions: the
/// one the name is bound to once the module has run.
fn last_function_def<'t>(defs: &[Node<'t>], source: &str, name: &str) -> Option<Node<'t>> {
    defs.iter().rev().copied().find(|d| {
        let inner = discover::definition(*d);
        inner.kind() == "function_definition"
            && inner.child_by_field_name("name").map(|n| text(n, source)) == Some(name)
    })
}

/// A function of this module as another module refers to it: `name`, and the range of its
/// name node in UTF-16 positions.
fn foreign_function(
    name: String,
    name_node: tree_sitter::Node,
    source: &str,
    index: &crate::line_index::LineIndex,
    scope: &Scope,
    path: Option<&std::path::Path>,
) -> crate::model::ForeignFunction {
    let enc = crate::line_index::Encoding::Utf16;
    crate::model::ForeignFunction {
        name,
        module: scope.module.clone(),
        path: path.map(std::path::Path::to_path_buf),
        name_range: (
            index.position(source, name_node.start_byte(), enc),
            index.position(source, name_node.end_byte(), enc),
        ),
    }
}

/// The module-level function `name` of the module `source` (or what it re-exports under that
/// name), following imports through `external`.
pub fn find_function<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    path: Option<&std::path::Path>,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<crate::model::ForeignFunction> {
    let (scope, defs) = module_scope(source, tree, module_name, external);
    // `Class.method`: a method of a class of this module (an instance's bound method).
    if let Some((class, method)) = name.split_once('.') {
        return match scope.bindings.get(class) {
            Some(Binding::Class(node)) => {
                let body = discover::definition(*node).child_by_field_name("body")?;
                let def = named_children(body)
                    .into_iter()
                    .rev()
                    .map(discover::definition)
                    .find(|d| {
                        d.kind() == "function_definition"
                            && d.child_by_field_name("name").map(|n| text(n, source))
                                == Some(method)
                    })?
                    .child_by_field_name("name")?;
                let index = crate::line_index::LineIndex::new(source);
                let name = format!("{class}.{}", crate::syntax::identifier(def, source));
                Some(foreign_function(name, def, source, &index, &scope, path))
            }
            Some(_) => None,
            None => {
                let target = scope.imports.get(class)?.target.clone();
                external.function(&format!("{target}.{method}"), depth + 1)
            }
        };
    }
    match scope.bindings.get(name) {
        Some(Binding::Function) => {
            // The last module-level `def` of that name is the binding.
            let def = last_function_def(&defs, source, name)
                .and_then(|d| discover::definition(d).child_by_field_name("name"))?;
            let index = crate::line_index::LineIndex::new(source);
            let name = crate::syntax::identifier(def, source);
            Some(foreign_function(name, def, source, &index, &scope, path))
        }
        Some(_) => None,
        None => {
            let target = scope.imports.get(name)?.target.clone();
            external.function(&target, depth + 1)
        }
    }
}

/// The functions the module-level name `name` of the module `source` denotes when it is a
/// collection of functions (`TOOLS = [a, b, *MORE]`, later `TOOLS.append(c)`) or a function
/// returning one (`def get_tools(): return [a, b]`), following imports and re-exports
/// through `external`.
pub fn find_tool_list<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    path: Option<&std::path::Path>,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Vec<crate::model::ForeignFunction> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let find = |ident: &str| find_function(source, tree, module_name, path, ident, external, depth);
    // `__all__ = ["list_vpcs", ...]`: its strings name the module's exports, which a server
    // registers by name (`for n in module.__all__: mcp.tool(getattr(module, n))`).
    if name == "__all__" {
        if let Some(Binding::Assign(v)) = scope.bindings.get(name).copied() {
            let v = crate::syntax::unwrap_expr(v);
            if matches!(v.kind(), "list" | "tuple") {
                return crate::syntax::named_children(v)
                    .into_iter()
                    .filter_map(|e| literal::string_value(e, source))
                    .filter_map(|n| find(&n))
                    .collect();
            }
        }
    }
    discover::foreign_list(tree.root_node(), &scope, name, &find, depth)
}

/// Looks up the module-level name `name` of the module `source`: `local` reads its own
/// binding there; a name the module imports is followed by `imported` (through the
/// workspace, for re-exports; the pair is the workspace and how deep the question is).
fn exported<'a, T>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    (external, depth): (&'a dyn External, usize),
    local: impl FnOnce(&Scope<'a>, Binding<'a>) -> Option<T>,
    imported: impl FnOnce(&str) -> Option<T>,
) -> Option<T> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    match scope.bindings.get(name).copied() {
        Some(b) => local(&scope, b),
        None => match scope.imports.get(name) {
            Some(i) => imported(&i.target),
            // A re-export through the module's own star import.
            None => star::through_star(&scope, name, depth, imported),
        },
    }
}

/// The string the module-level constant `name` of the module `source` holds.
pub fn find_string_constant<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<String> {
    exported(
        source,
        tree,
        module_name,
        name,
        (external, depth),
        |_, b| match b {
            Binding::Assign(value) => string_value(value, source),
            _ => None,
        },
        |target| external.string_constant(target, depth + 1),
    )
}

/// The value the module-level constant `name` of the module `source` holds, as a default
/// that uses it receives it (`literal::is_constant_value`).
pub fn find_constant<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<crate::model::PyValue> {
    // `Constants.DEFAULT_TOP_K`: an attribute of a class of that module (or one it imports).
    if let Some((head, attr)) = name.split_once('.') {
        let (scope, _) = module_scope(source, tree, module_name, external);
        scope.evaluating.set(depth);
        return match scope.bindings.get(head).copied() {
            Some(Binding::Class(c)) => literal::class_constant(c, attr, source, &scope),
            Some(_) => None,
            None => {
                let target = &scope.imports.get(head)?.target;
                external.constant(&format!("{target}.{attr}"), depth + 1)
            }
        };
    }
    exported(
        source,
        tree,
        module_name,
        name,
        (external, depth),
        |scope, b| match b {
            Binding::Assign(value) => {
                scope.evaluating.set(depth);
                let v = literal::eval(value, source, scope);
                literal::is_constant_value(&v, scope.dialects).then_some(v)
            }
            _ => None,
        },
        |target| external.constant(target, depth + 1),
    )
}

/// The bases (qualified) of the class `name` of the module `source`. For a function, the
/// class of what it returns stands as its one base (`def create_server() -> SecureServer`):
/// an object it makes is an instance of that class.
pub fn find_class_bases<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<Vec<String>> {
    let (scope, defs) = module_scope(source, tree, module_name, external);
    match scope.bindings.get(name).copied() {
        Some(Binding::Class(node)) => Some(discover::qualified_bases(
            discover::definition(node),
            &scope,
        )),
        Some(Binding::Function) => {
            let def = last_function_def(&defs, source, name)?;
            discover::returned_class(def, &scope).map(|c| vec![c])
        }
        Some(_) => None,
        None => {
            let target = scope.imports.get(name)?.target.clone();
            // A framework class re-exported by a project module (`from mcp.server.mcpserver
            // import MCPServer` in a compatibility module, in `try:`): the alias is that
            // class, so it stands as its own base.
            external.class_bases(&target, depth + 1).or_else(|| {
                scope
                    .dialects
                    .from_import(&target)
                    .is_some()
                    .then(|| vec![target])
            })
        }
    }
}

/// The decorators (qualified; a decorator call by its callee) of the class `name` of the
/// module `source`, following re-exports through `external`.
pub fn find_class_decorators<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<Vec<String>> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    match scope.bindings.get(name).copied() {
        Some(Binding::Class(node)) => Some(discover::qualified_class_decorators(node, &scope)),
        Some(_) => None,
        None => external.class_decorators(&scope.imports.get(name)?.target.clone(), depth + 1),
    }
}

/// What the module-level name `name` of the module `source` imports from outside the
/// workspace, following re-exports through `external` (see `External::import_target`).
pub fn find_import_target<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<String> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let import = scope.imports.get(name);
    // `if TYPE_CHECKING: from mcp.server.mcpserver import MCPServer` with `else: MCPServer =
    // getattr(_server, "MCPServer", None) or _server.FastMCP` (mcp-airq's SDK shim): the
    // import declares what the name is; the run-time binding picks that class from whichever
    // SDK version is installed. Any other module-level binding is the name's own value.
    if scope.bindings.contains_key(name)
        && !import.is_some_and(|i| {
            globals::in_type_checking_block(tree.root_node(), i.span.start, source)
        })
    {
        return None;
    }
    let target = import?.target.clone();
    external.import_target(&target, depth + 1).or(Some(target))
}

/// The class (qualified) of the object the module-level name `name` of the module `source`
/// is bound to (`mcp = FastMCP(...)` → `fastmcp.FastMCP`).
pub fn find_instance_class<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<String> {
    exported(
        source,
        tree,
        module_name,
        name,
        (external, depth),
        |scope, b| {
            let Binding::Assign(value) = b else {
                return None;
            };
            let v = crate::syntax::unwrap_expr(value);
            (v.kind() == "call")
                .then(|| v.child_by_field_name("function"))
                .flatten()
                .map(|f| {
                    let q = resolve::qualify_dotted(text(f, source), scope);
                    crate::model::markers::constructed_class(scope.dialects, &q).to_string()
                })
        },
        |target| external.instance_class(target, depth + 1),
    )
}

/// What the module-level function `name` of the module `source` does with the function it
/// decorates, when it is one of the project's registration wrappers (see
/// `discover::wrappers`), following re-exports through `external`.
pub fn find_registrar<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<Registrar> {
    let (scope, defs) = module_scope(source, tree, module_name, external);
    // `ToolRegistry.writer`: a decorator factory method of a class of this module.
    if let Some((class, method)) = name.split_once('.') {
        return match scope.bindings.get(class).copied() {
            Some(Binding::Class(c)) => {
                discover::wrappers::method_registrar(c, method, &scope, depth).or_else(|| {
                    discover::wrappers::inherited_method_wrapper(c, method, &scope, depth)
                })
            }
            Some(_) => None,
            None => {
                let target = &scope.imports.get(class)?.target;
                external.registrar(&format!("{target}.{method}"), depth + 1)
            }
        };
    }
    match scope.bindings.get(name) {
        Some(Binding::Function) => {
            let def = last_function_def(&defs, source, name)?;
            let mut judge = discover::wrappers::foreign_judge(&scope, depth);
            discover::wrappers::summarize(def, &scope, &mut judge)
        }
        Some(_) => None,
        None => {
            let target = scope.imports.get(name)?.target.clone();
            external.registrar(&target, depth + 1)
        }
    }
}

/// Why the module-level function `name` of the module `source` sets the docstring of the
/// function it decorates (see `doc_setters`), following re-exports through `external`.
pub fn find_doc_setter<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<String> {
    let (scope, defs) = module_scope(source, tree, module_name, external);
    doc_setters::find(&scope, &defs, name, depth)
}

/// The framework of a loop of the module `source` over what it imports as `qualified` (a
/// registry decorator's list or its getter) that registers the elements on a server, and the
/// options that registration passes.
pub fn find_registry_loop<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    qualified: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<(
    &'static crate::model::markers::Dialect,
    Option<crate::model::CallValue>,
)> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let short = qualified.rsplit('.').next().unwrap_or(qualified);
    let names: Vec<String> = scope
        .imports
        .iter()
        .filter(|(_, i)| {
            i.target == qualified
                || i.target.rsplit('.').next() == Some(short)
                    && external
                        .function(&i.target, depth + 1)
                        .zip(external.function(qualified, depth + 1))
                        .is_some_and(|(a, b)| a.module == b.module && a.name == b.name)
        })
        .map(|(local, _)| local.clone())
        .collect();
    if names.is_empty() {
        return None;
    }
    let mut judge = discover::wrappers::foreign_judge(&scope, depth);
    discover::registry::registering_loop(tree.root_node(), &names, &scope, &mut judge, depth)
        .map(|r| (r.library, r.options))
}

/// What the module `source` does with the catalog list `qualified` it imports (`from catalog
/// import TOOLS`, `import catalog` then `catalog.TOOLS`); see `discover::catalog_filter`.
pub fn find_catalog_uses(
    source: &str,
    tree: &Tree,
    module_name: &str,
    qualified: &str,
    external: &dyn External,
) -> CatalogFilter {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let spellings = import_spellings(&scope, qualified);
    discover::catalog_filter::uses(tree.root_node(), &scope, &spellings)
}

/// How the module spells an imported name `qualified`: the local name bound to it
/// (`from a.b import c as d`: `d`) or through its module (`import a.b as m`: `m.c`).
fn import_spellings(scope: &Scope, qualified: &str) -> Vec<String> {
    let (own, name) = qualified.rsplit_once('.').unwrap_or(("", qualified));
    scope
        .imports
        .iter()
        .filter_map(|(local, i)| {
            if i.target == qualified {
                Some(local.clone())
            } else if i.target == own {
                Some(format!("{local}.{name}"))
            } else {
                None
            }
        })
        .collect()
}

/// Where the module `source` sends the name `qualified` it imports (a list of hand-written
/// tools, or a function returning one): see `discover::listing_reach`. What that module hands
/// on to others is not followed further.
pub fn find_listing_reach(
    source: &str,
    tree: &Tree,
    module_name: &str,
    qualified: &str,
    listings: &'static crate::model::markers::Listings,
    external: &dyn External,
    hops: usize,
) -> ListingReach {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let spellings = import_spellings(&scope, qualified);
    discover::listing_reach::ListingReach::new(&scope, tree.root_node())
        .spelled(&spellings, listings, hops)
}

/// Where the module `source` sends the values of its calls of the method `method`, by the
/// class each receiver is read as (see `discover::receiver_class`).
pub fn find_method_calls(
    source: &str,
    tree: &Tree,
    module_name: &str,
    method: &str,
    listings: &'static crate::model::markers::Listings,
    external: &dyn External,
    hops: usize,
) -> Vec<(String, ListingReach)> {
    let (mut scope, _) = module_scope(source, tree, module_name, external);
    // A class imported inside the function that makes the instance qualifies its name there.
    local_imports::local_imports(tree.root_node(), source, &mut scope, &mut Vec::new(), None);
    discover::listing_reach::ListingReach::new(&scope, tree.root_node())
        .method_calls(method, listings, hops)
}

/// The class of what the module `source` passes as argument `index` (or keyword `param`) of
/// the function `qualified` (see `External::argument_class`).
pub fn find_argument_class<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    qualified: &str,
    (index, param): (usize, &str),
    external: &'a dyn External,
    depth: usize,
) -> Option<String> {
    let (mut scope, _) = module_scope(source, tree, module_name, external);
    // The server is often made where its optional SDK is imported, inside the function
    // that hands it to the registrar (`def build(): from mcp.server.fastmcp import FastMCP;
    // mcp = FastMCP(..); register_all(mcp)`): those imports qualify the names there, as in
    // the module's own analysis.
    local_imports::local_imports(tree.root_node(), source, &mut scope, &mut Vec::new(), None);
    discover::registry::argument_class_in(
        tree.root_node(),
        qualified,
        (index, param),
        &scope,
        depth,
    )
}

/// Gives each class-based tool of the module that inherits a schema method (langchain's
/// `_run`, see `Markers::schema_methods`) from a base class in another module of the
/// workspace that method's definition, as a method of the tool's own class: the renderer
/// reads it where Python's attribute lookup finds it. Its positions are moved onto the
/// class's name (the definition is in another file). A method the class or a base of this
/// module defines is left to them.
fn inherit_schema_methods(
    scope: &Scope,
    classes: &[Arc<crate::model::ClassDef>],
    marks: &[crate::model::ToolMark],
    functions: &mut Vec<Arc<Function>>,
) {
    let Some(external) = scope.external else {
        return;
    };
    let methods = discover::schema_methods(scope.dialects);
    if methods.is_empty() {
        return;
    }
    let class_def = |n: &str| classes.iter().find(|c| c.name == n);
    let mut tools: Vec<usize> = marks
        .iter()
        .map(|m| m.function)
        .filter(|&i| functions[i].kind == crate::model::DefKind::Class)
        .collect();
    tools.sort_unstable();
    tools.dedup();
    for i in tools {
        // A class tool's `name` is the tool's; its qualname is the class.
        let class = functions[i].qualname.clone();
        let at = functions[i].name_span;
        for method in methods.iter().copied() {
            let defines = |c: &str| {
                functions
                    .iter()
                    .any(|f| f.class.as_deref() == Some(c) && f.name == method)
            };
            // The class and its bases of this module, then the first base of another module.
            let mut local = vec![class.clone()];
            let mut foreign: Vec<String> = Vec::new();
            let mut k = 0;
            let mut found_here = false;
            while k < local.len() && k < 16 {
                let c = local[k].clone();
                k += 1;
                if defines(&c) {
                    found_here = true;
                    break;
                }
                for b in class_def(&c).map(|d| d.bases.clone()).unwrap_or_default() {
                    match scope.local_name(&b).filter(|l| class_def(l).is_some()) {
                        Some(l) if !local.iter().any(|x| x == l) => local.push(l.to_string()),
                        Some(_) => {}
                        None => foreign.push(b),
                    }
                }
            }
            if found_here {
                continue;
            }
            let Some(mut f) = foreign
                .iter()
                .find_map(|b| external.inherited_method(b, method, 1))
            else {
                continue;
            };
            pin_positions(&mut f, at);
            f.qualname = format!("{class}.{method}");
            f.class = Some(class.clone());
            functions.push(Arc::new(f));
        }
    }
}

/// Every position of a function's model moved onto `at` (a definition read from another
/// file, shown and reported where it is used).
fn pin_positions(f: &mut Function, at: Span) {
    for p in &mut f.params {
        p.span = at;
        p.name_span = at;
        if let Some(a) = &mut p.annotation {
            a.span = at;
        }
        if let Some(d) = &mut p.default {
            d.span = at;
        }
    }
    if let Some(r) = &mut f.returns {
        r.span = at;
    }
    if let Some(d) = &mut f.doc {
        d.span = at;
    }
    for d in &mut f.decorators {
        d.span = at;
    }
    for c in &mut f.signature_comments {
        c.span = at;
    }
    f.name_span = at;
    f.signature_span = at;
    f.span = at;
    f.body_span = at;
    f.renamed_at = None;
}

/// The method `method` of the class `class` of the module `source`, or the one it inherits
/// from its bases (in this module, or through `external` in another), built in the scope of
/// the module that defines it.
#[allow(clippy::too_many_arguments)]
/// What the constructor of the class `class` of the module `source` stores in `self.<attr>`,
/// or else the string its class attribute `attr` holds (see `External::init_attribute`).
pub fn find_init_attribute<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    class: &str,
    attr: &str,
    external: &'a dyn External,
) -> Option<scope::InitAttribute> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let Some(Binding::Class(node)) = scope.bindings.get(class) else {
        return None;
    };
    discover::self_names::init_attribute(discover::definition(*node), attr, &scope)
}

pub fn find_method<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    class: &str,
    method: &str,
    external: &'a dyn External,
    depth: usize,
) -> Option<Function> {
    let (scope, _) = module_scope(source, tree, module_name, external);
    let mut name = class.to_string();
    for _ in 0..16 {
        match scope.bindings.get(name.as_str()) {
            Some(Binding::Class(node)) => {
                let def = discover::definition(*node);
                let body = def.child_by_field_name("body")?;
                let own = named_children(body).into_iter().rev().find(|s| {
                    let d = discover::definition(*s);
                    d.kind() == "function_definition"
                        && d.child_by_field_name("name").map(|n| text(n, source)) == Some(method)
                });
                if let Some(d) = own {
                    let mut f =
                        functions::build_function(d, &scope, Some(&name), MethodKind::Method);
                    f.globals = Some(globals::runtime_globals(tree.root_node(), source).into());
                    return Some(f);
                }
                // The first base: the rest of the method resolution order is rarely where a
                // project's tool base keeps its `_run`.
                let base = discover::qualified_bases(def, &scope).into_iter().next()?;
                match scope.local_name(&base) {
                    Some(l) => name = l.to_string(),
                    None => return external.inherited_method(&base, method, depth + 1),
                }
            }
            Some(_) => return None,
            None => {
                let target = scope.imports.get(name.as_str())?.target.clone();
                return external.inherited_method(&target, method, depth + 1);
            }
        }
    }
    None
}

/// The functions the module-level function `name` of the module `source` defines and
/// registers on one of its parameters (`def register_history_tools(app): @app.tool() ...`),
/// for a module that calls it with a server; re-exports followed through `external`.
#[allow(clippy::too_many_arguments)]
pub fn find_parameter_tools<'a>(
    source: &'a str,
    tree: &'a Tree,
    module_name: &str,
    path: Option<&std::path::Path>,
    name: &str,
    external: &'a dyn External,
    depth: usize,
) -> Vec<ParamTool> {
    let (scope, defs) = module_scope(source, tree, module_name, external);
    match scope.bindings.get(name) {
        Some(Binding::Function) => {
            let Some(def) = last_function_def(&defs, source, name) else {
                return Vec::new();
            };
            let regs = discover::wrappers::parameter_registrations(def, &scope);
            if regs.is_empty() {
                return Vec::new();
            }
            let index = crate::line_index::LineIndex::new(source);
            regs.into_iter()
                .filter_map(|r| {
                    let function = if r.passed {
                        passed_function(r.name_node, source, &defs, &scope, &index, path, depth)?
                    } else {
                        // The nested function's `__qualname__`: the registering module names
                        // it so, and `project::apply_incoming` finds it by it.
                        foreign_function(
                            format!(
                                "{name}.<locals>.{}",
                                crate::syntax::identifier(r.name_node, source)
                            ),
                            r.name_node,
                            source,
                            &index,
                            &scope,
                            path,
                        )
                    };
                    Some(ParamTool {
                        index: r.index,
                        param: r.param,
                        attribute: None,
                        method: r.method,
                        function,
                        options: r.options,
                    })
                })
                .collect()
        }
        // A class: what its methods register on what its constructor was handed. Only one
        // class deep (a registry handed a server), so a chain of project classes costs
        // nothing past the first.
        Some(Binding::Class(class)) if depth <= 2 => {
            let handoffs = discover::wrappers::constructor_handoffs(*class, source);
            let mut by_callee: std::collections::HashMap<&str, Vec<ParamTool>> = Default::default();
            let mut out = Vec::new();
            for h in &handoffs {
                let tools = by_callee.entry(h.callee.as_str()).or_insert_with(|| {
                    match scope.bindings.get(h.callee.as_str()) {
                        Some(Binding::Function) => find_parameter_tools(
                            source,
                            tree,
                            module_name,
                            path,
                            &h.callee,
                            external,
                            depth + 1,
                        ),
                        Some(_) => Vec::new(),
                        None => match scope.imports.get(h.callee.as_str()) {
                            Some(i) => external.parameter_tools(&i.target.clone(), depth + 1),
                            None => Vec::new(),
                        },
                    }
                });
                out.extend(
                    tools
                        .iter()
                        .filter(|t| t.index == h.position && t.attribute.is_none())
                        .map(|t| ParamTool {
                            index: h.index,
                            param: h.param.clone(),
                            attribute: h.attribute.clone(),
                            ..t.clone()
                        }),
                );
            }
            out
        }
        Some(_) => Vec::new(),
        None => match scope.imports.get(name) {
            Some(i) => external.parameter_tools(&i.target.clone(), depth + 1),
            None => Vec::new(),
        },
    }
}

/// The module-level function a callable handed to a parameter's registration denotes
/// (`mcp.tool()(session.start)`): a `def` of this module, an imported function, or a
/// function of an imported module (`from . import session`).
fn passed_function(
    expr: Node,
    source: &str,
    defs: &[Node],
    scope: &Scope,
    index: &crate::line_index::LineIndex,
    path: Option<&std::path::Path>,
    depth: usize,
) -> Option<crate::model::ForeignFunction> {
    let written = text(expr, source);
    let (head, rest) = match written.split_once('.') {
        Some((h, r)) => (h, Some(r)),
        None => (written, None),
    };
    if rest.is_none() && matches!(scope.bindings.get(head), Some(Binding::Function)) {
        let def = last_function_def(defs, source, head)?;
        let name_node = def.child_by_field_name("name")?;
        return Some(foreign_function(
            head.to_string(),
            name_node,
            source,
            index,
            scope,
            path,
        ));
    }
    if scope.bindings.contains_key(head) {
        return None;
    }
    let target = &scope.imports.get(head)?.target;
    let qualified = match rest {
        Some(r) => format!("{target}.{r}"),
        None => target.clone(),
    };
    scope.external?.function(&qualified, depth + 1)
}

/// The start of the line after the module docstring and `from __future__` imports.
fn header_end(root: Node, src: &str) -> usize {
    let mut offset = 0;
    let mut first = true;
    let mut cursor = root.walk();
    for stmt in root.named_children(&mut cursor) {
        match stmt.kind() {
            "comment" => continue,
            "future_import_statement" => offset = stmt.end_byte(),
            "expression_statement" if first => {
                let is_doc = named_children(stmt)
                    .first()
                    .is_some_and(|n| n.kind() == "string");
                if !is_doc {
                    break;
                }
                offset = stmt.end_byte();
            }
            _ => break,
        }
        first = false;
    }
    if offset == 0 {
        return 0;
    }
    src[offset..]
        .find('\n')
        .map(|i| offset + i + 1)
        .unwrap_or(src.len())
}

#[cfg(test)]
mod recovery_tests {
    use super::analyze;

    fn names(src: &str) -> Vec<String> {
        let m = analyze(&toolsight_frameworks::DIALECTS, src, "m");
        assert!(!m.syntax_errors.is_empty(), "the text has a syntax error");
        m.functions
            .iter()
            .filter(|f| f.is_module_level())
            .map(|f| f.name.clone())
            .collect()
    }

    #[test]
    fn definitions_after_broken_statements_are_analysed() {
        // A signature missing its `)`, then one missing its `:` and body.
        let src = "def good(city: str) -> str:\n    return city\n\n\ndef broken(x: int -> str:\n    return x\n\n\ndef also_good(n: int) -> int:\n    return n\n";
        assert_eq!(names(src), ["good", "also_good"]);
        // Three unclosed signatures in a row (typing in progress), then a complete one.
        let src = "import stores\n\ndef a(x,\n\ndef b(y,\n\ndef c(\n\ndef last(n: int) -> int:\n    return n\n";
        assert_eq!(names(src).last().map(String::as_str), Some("last"));
        // A broken statement that is not a definition, after a good function in the same
        // stretch of text.
        let src = "def first() -> int:\n    return 1\nx = foo(\n\ndef second() -> int:\n    return 2\n\ny = [\n\ndef third() -> int:\n    return 3\n";
        assert_eq!(names(src), ["first", "second", "third"]);
        // Offsets are those of the text as written, non-ASCII included.
        let src = "s = 'é'\ndef brøken(a,\n\ndef ok(v: str) -> str:\n    return v\n";
        let m = analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let ok = m
            .functions
            .iter()
            .find(|f| f.name == "ok")
            .expect("ok is found");
        assert_eq!(&src[ok.name_span.start..ok.name_span.end], "ok");
    }

    #[test]
    fn thousands_of_unclosed_signatures_are_repaired_in_one_pass() {
        // Each repair used to re-parse the whole file, at most 64 times; this needs 2,000.
        // (tree-sitter's own parse of such nesting grows faster than the text: kept small.)
        let src = format!(
            "import stores\n\n{}def tail(n: int) -> int:\n    return n\n",
            "def f(\n".repeat(2000)
        );
        assert_eq!(names(&src).last().map(String::as_str), Some("tail"));
    }
}
