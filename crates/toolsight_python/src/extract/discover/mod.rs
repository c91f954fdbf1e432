//! Which functions, classes and literals are tools, and of which framework.
//!
//! The frameworks' markers are data (`frameworks::markers`); this module interprets them over
//! one module's syntax: decorators and registration calls, calls taking lists of tools,
//! framework base classes (class-based tools and toolkits), and hand-written schemas. What a
//! marker's argument denotes is found by `flow`, which follows names, collections, bound
//! methods and imported lists. The work is one walk over the module plus bounded
//! evaluations, so it grows with the module's size.

mod caller_arms;
pub(crate) mod catalog_filter;
mod fallback;
mod flow;
mod framework_copy;
mod handed_lists;
mod instance_names;
pub(crate) mod list_memo;
pub(crate) mod listing_reach;
mod literals;
mod marker;
mod nodes;
mod rebound_servers;
pub(crate) mod receiver_class;
pub(crate) mod registry;
mod same_name_ifs;
mod schema_eval;
pub(crate) mod self_names;
mod sinks;
mod splat_dict;
mod splat_options;
mod subclassed;
pub(crate) mod text_agents;
pub(crate) mod uncalled_registrars;
pub(crate) mod unimported_registrars;
mod unrunnable_module_level;
pub(crate) mod wrappers;

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use crate::extract::Library;
use crate::model::{ForeignFunction, ForeignTool, Function, MarkKind, ToolMark};
use crate::syntax::{named_children, text};

use super::scope::Scope;
pub use flow::definition;
use flow::{Event, Events, Lookup, Ref, Target};
pub use nodes::{Interest, NodeCache};
pub(crate) use sinks::assigns;
pub use wrappers::{ParamTool, Registrar};

/// How deep definitions may nest before the walk stops descending (deeper code is rare and
/// would only cost stack).
const MAX_NESTING: usize = 48;

/// The marks of a module, the tools it sends that other modules define, and the registries
/// and servers named by a plain name with their groups; the tools that are not functions are
/// appended to `functions` as synthetic definitions.
pub fn find_marks<'t>(
    root: Node<'t>,
    scope: &Scope<'t>,
    functions: &mut Vec<Arc<Function>>,
    interesting: &[(Node<'t>, Interest)],
    attrs_cache: Option<&mut MethodAttrs>,
) -> (Vec<ToolMark>, Vec<ForeignTool>, Vec<(String, usize)>) {
    let src = scope.src;
    let imported: Vec<Library> = scope
        .dialects
        .iter()
        .filter(|f| {
            scope
                .imports
                .values()
                .any(|i| i.installed().is_some_and(|t| f.owns(t)))
        })
        .collect();
    // The imported frameworks whose every import here is one of their `shared_modules`
    // (`mcp.types` beside fastmcp): read once per module, not per registration.
    let shared_only: Vec<Library> = imported
        .iter()
        .copied()
        .filter(|f| {
            !f.markers.shared_modules.is_empty()
                && scope
                    .imports
                    .values()
                    .filter(|i| i.installed().is_some_and(|t| f.owns(t)))
                    .all(|i| {
                        f.markers
                            .shared_modules
                            .iter()
                            .any(|m| crate::model::markers::under_root(m, &i.target))
                    })
        })
        .collect();
    let def_at: HashMap<usize, usize> = functions
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            matches!(
                f.kind,
                crate::model::DefKind::Function | crate::model::DefKind::Nested
            )
        })
        .map(|(i, f)| (f.span.start, i))
        .collect();
    let mut globals = Events::default();
    globals.collect(root, src, &def_at);
    let mut nodes: Vec<Option<Node>> = vec![None; functions.len()];
    let mut classes: Vec<Node> = Vec::new();
    index_definitions(root, src, &def_at, &mut nodes, &mut classes, 0);
    // Each function's own scope, built when an evaluation first looks into it (most
    // functions of a large module never are); up front for the methods whose text may
    // assign `self.X = ...` (what `attribute_class` and `self.X` lookups read of every
    // method), the others' being the few an evaluation looks into. A toolkit of 144 methods
    // walked every one's body on each keystroke for the two or three that assign attributes.
    // What a method assigns is kept per method text (and class name) between versions of a
    // document, as the places of the values, found again in the new tree: an edit of one
    // method walks that method only. A method with an error inside is walked afresh and not
    // remembered: its text does not decide its parse (`extract::shape`).
    let locals: Vec<std::cell::OnceCell<Events>> =
        (0..functions.len()).map(|_| Default::default()).collect();
    let mut attrs_cache = attrs_cache;
    let mut fresh_attrs = crate::textcache::TextCache::default();
    let mut built = 0;
    for (i, n) in nodes.iter().enumerate() {
        let Some(n) = n else { continue };
        let Some(class) = &functions[i].class else {
            continue;
        };
        let method = text(*n, src);
        if !may_assign_self_attribute(method) {
            continue;
        }
        let context = crate::textcache::hash_text(class);
        let cacheable = crate::extract::shape::cacheable(*n);
        if let Some(taken) = attrs_cache
            .as_deref_mut()
            .filter(|_| cacheable)
            .and_then(|c| c.cache.take(context, method))
        {
            if let Some(found) = relocated(root, n.start_byte(), &taken.value) {
                for (k, v) in found {
                    globals.attrs.entry(k).or_default().extend(v);
                }
                fresh_attrs.put_back(taken);
                continue;
            }
        }
        built += 1;
        let mut ev = scope_events(*n, src, &def_at);
        let at = n.start_byte();
        let kept: Vec<SelfAttr> = ev
            .attrs
            .iter()
            .map(|(k, v)| {
                let places = v
                    .iter()
                    .map(|v| (v.start_byte() - at, v.end_byte() - at, v.kind_id()))
                    .collect();
                (k.clone(), places)
            })
            .collect();
        if attrs_cache.is_some() && cacheable {
            fresh_attrs.put(context, method, kept.into());
        }
        for (k, v) in std::mem::take(&mut ev.attrs) {
            globals.attrs.entry(k).or_default().extend(v);
        }
        let _ = locals[i].set(ev);
    }
    if let Some(c) = attrs_cache {
        c.cache.advance(fresh_attrs);
        c.built = built;
    }
    let mut order: Vec<usize> = (0..functions.len())
        .filter(|i| nodes[*i].is_some())
        .collect();
    order.sort_by_key(|&i| functions[i].span.start);
    let parents = nesting(&order, functions);
    let bases = class_bases(&classes, scope);

    let mut methods = HashMap::new();
    for (i, f) in functions.iter().enumerate() {
        if let (crate::model::DefKind::Function, Some(c)) = (f.kind, &f.class) {
            // The last definition of a name in a class body is the method.
            methods.insert((c.clone(), f.name.clone()), i);
        }
    }
    let binders: Vec<Node> = interesting
        .iter()
        .filter(|(_, i)| *i == Interest::Binder)
        .map(|(n, _)| *n)
        .collect();
    let binder_parents = nested_parents(&binders);
    let mut sorted_classes = classes.clone();
    sorted_classes.sort_by_key(|c| c.start_byte());
    let ctx = Ctx {
        binders,
        binder_parents,
        classes: sorted_classes,
        def_at,
        methods,
        scope,
        src,
        functions: functions.clone(),
        nodes,
        globals,
        locals,
        order,
        parents,
        bases,
        imported,
        shared_only,
        registrars: Default::default(),
        param_tools: Default::default(),
        param_classes: Default::default(),
        inherited: Default::default(),
        root,
        calls: Default::default(),
        framework_module: Default::default(),
        rewrites: Default::default(),
    };
    let mut found = sinks::Found::default();
    sinks::walk(&ctx, interesting, &classes, &mut found);
    // A registration that switches its tool off (`enabled=False`) lists nothing.
    found.marks.retain(|m| !disabled(m, scope));
    for m in &mut found.marks {
        bound_registration_meta(&ctx, m);
    }
    // Hand-written tools (`types.Tool(...)` literals, tool classes) before the paths are read:
    // a `list_tools` handler returning one of two lists by a flag lists alternatives
    // (iflow-mcp-kontext-dev-browser-use-mcp-server).
    let synthetic = literals::find(&ctx, interesting, &classes);
    let mut catalogs = CatalogListings::default();
    let mut handed = handed_lists::HandedLists::new(src);
    for (mut f, mut mark) in synthetic {
        // An entry of a catalog listed only through name filters that leave it out is no
        // tool; one behind a filter that is not read may be listed or not.
        match catalogs.listing(root, &ctx, &f) {
            catalog_filter::Listing::Listed => {}
            catalog_filter::Listing::NotListed => continue,
            catalog_filter::Listing::Unread(why) => f.listed_unread = Some(why),
        }
        if mark.group.is_none() {
            mark.list = root
                .descendant_for_byte_range(mark.span.start, mark.span.end)
                .and_then(|n| handed.list_of(n));
        }
        mark.function = functions.len();
        functions.push(Arc::new(f));
        found.marks.push(mark);
    }
    // A branch taken only with another version of the framework than the one modelled
    // (`if Context is not None: ... else: <fallback>`): its registrations are not its tools.
    let dead = fallback::dead_branches(root, scope);
    if !dead.is_empty() {
        let on_dead = |at: usize, lib: Option<crate::model::FrameworkId>| {
            dead.iter().any(|(start, end, d)| {
                *start <= at && at < *end && lib.is_none_or(|l| l == d.handle())
            })
        };
        found.marks.retain(|m| !on_dead(m.span.start, m.library));
        found.foreign.retain(|f| !on_dead(f.span.start, f.library));
    }
    // Where a mark is made decides the paths it is on too: a registration in one branch of
    // an `if` (the mark's place, then what its value was chosen from).
    let mut exits = flow::BlockExits::new(root, src);
    for m in &mut found.marks {
        if let Some(n) = root.descendant_for_byte_range(m.span.start, m.span.end) {
            m.arms = flow::joined(&flow::site_arms_in(n, &mut exits), &m.arms);
        }
    }
    for f in &mut found.foreign {
        if let Some(n) = root.descendant_for_byte_range(f.span.start, f.span.end) {
            f.arms = flow::joined(&flow::site_arms_in(n, &mut exits), &f.arms);
        }
    }
    // A registration inside a module-level function is on the branches its calls share.
    {
        let mut places: Vec<(crate::model::Span, &mut Vec<crate::model::Arm>)> = Vec::new();
        places.extend(found.marks.iter_mut().map(|m| (m.span, &mut m.arms)));
        places.extend(found.foreign.iter_mut().map(|f| (f.span, &mut f.arms)));
        caller_arms::apply(root, src, &mut places);
    }
    // Registered through a wrapper toolsight cannot read: the first such registration
    // is the one the hover names.
    for (i, wrapper, span) in std::mem::take(&mut found.wrapped_unread) {
        if let Some(f) = functions.get_mut(i).filter(|f| f.wrapped_unread.is_none()) {
            let line = src[..span.start.min(src.len())].matches('\n').count() + 1;
            Arc::make_mut(f).wrapped_unread = Some((wrapper, line, None));
        }
    }
    // Registered by a registrar that rewrites the signature: the parameters it leaves, or
    // unread.
    for (i, rewrite) in std::mem::take(&mut found.params_rewritten) {
        if let Some(f) = functions.get_mut(i) {
            if f.params_unread.is_none() && !f.params_rewritten {
                // The registrar is in this module: its globals are the function's.
                rewrite.apply(Arc::make_mut(f), false);
            }
        }
    }
    instance_names::apply(root, src, functions, &found.marks);
    rebound_servers::apply(root, src, functions, &mut found);
    let named = found.all_receivers();
    let (mut marks, foreign) = found.finish();
    splat_options::apply(&mut marks, scope.dialects, |n| {
        scope.imports.contains_key(n)
    });
    (marks, foreign, named)
}

/// The values one method assigns to `self.X`, by (class, X): each value's byte range,
/// relative to the method's definition, and its node kind.
type SelfAttr = ((String, String), Vec<(usize, usize, u16)>);

/// What `find_marks` keeps between versions of a document: each method's `self.X = ...`
/// assignments by the method's text.
#[derive(Default)]
pub struct MethodAttrs {
    cache: crate::textcache::TextCache<Arc<[SelfAttr]>>,
    /// How many methods' scopes the last `find_marks` walked for them (not from the cache).
    built: usize,
}

impl MethodAttrs {
    pub fn built_last(&self) -> usize {
        self.built
    }

    pub fn held(&self) -> usize {
        self.cache.held()
    }
}

/// The values of `self.X` assignments by (class, X), as nodes.
type AttrValues<'t> = Vec<((String, String), Vec<Node<'t>>)>;

/// A method's kept assignments as nodes of the tree whose definition of that method starts
/// at `at`; `None` when a value is not found there.
fn relocated<'t>(root: Node<'t>, at: usize, kept: &[SelfAttr]) -> Option<AttrValues<'t>> {
    let mut out = Vec::with_capacity(kept.len());
    for (key, places) in kept {
        let mut nodes = Vec::with_capacity(places.len());
        for &(start, end, kind) in places {
            let (start, end) = (at + start, at + end);
            // The smallest node over the range, or the one above it over the same range.
            let mut n = root.descendant_for_byte_range(start, end)?;
            while n.kind_id() != kind || n.start_byte() != start || n.end_byte() != end {
                n = n.parent().filter(|p| p.byte_range() == (start..end))?;
            }
            nodes.push(n);
        }
        out.push((key.clone(), nodes));
    }
    Some(out)
}

/// Whether a method's text may hold an assignment `self.X = ...` (or `self.X: T = ...`),
/// the statements whose values `Events` records per class attribute: `self`, a dot and a
/// name, then `=` (not `==`) or `:`, spaces and line continuations allowed between them.
/// A cheap read of the text that errs towards yes (a string or comment holding such text).
fn may_assign_self_attribute(text: &str) -> bool {
    let b = text.as_bytes();
    let is_name = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let skip_space = |mut i: usize| {
        while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\\' | b'\r' | b'\n' | b'\x0c') {
            i += 1;
        }
        i
    };
    for (at, _) in text.match_indices("self") {
        if at > 0 && is_name(b[at - 1]) {
            continue;
        }
        let mut i = skip_space(at + 4);
        if b.get(i) != Some(&b'.') {
            continue;
        }
        i = skip_space(i + 1);
        let name = i;
        while i < b.len() && is_name(b[i]) {
            i += 1;
        }
        if i == name {
            continue;
        }
        i = skip_space(i);
        match b.get(i) {
            Some(b':') => return true,
            Some(b'=') if b.get(i + 1) != Some(&b'=') => return true,
            _ => {}
        }
    }
    false
}

/// What a module-level name of another module denotes as a tool list (see
/// `extract::find_tool_list`): its bindings and mutations, flattened; identifiers resolved
/// by `find` (functions of that module, or re-exported), lists it imports followed through
/// the workspace.
pub fn foreign_list(
    root: Node,
    scope: &Scope,
    name: &str,
    find: &dyn Fn(&str) -> Option<ForeignFunction>,
    depth: usize,
) -> Vec<ForeignFunction> {
    let src = scope.src;
    let mut globals = Events::default();
    globals.collect(root, src, &HashMap::new());
    let mut out = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut names = vec![(name.to_string(), 0usize)];
    while let Some((n, d)) = names.pop() {
        if d > 16 || seen.contains(&n) {
            continue;
        }
        seen.push(n.clone());
        if let Some(f) = find(&n) {
            if n != name || d > 0 {
                out.push(f);
                continue;
            }
        }
        let mut values: Vec<Node> = Vec::new();
        for e in globals.visible(&n, None).unwrap_or_default() {
            if let Event::Assign(_, v) | Event::Mutate(_, v) = e {
                values.push(v);
            }
        }
        // `def get_tools(): return [...]`: what it returns.
        if values.is_empty() {
            values.extend(module_function_returns(root, &n, src));
        }
        if values.is_empty() {
            if let (Some(imp), Some(ext)) = (scope.imports.get(&n), scope.external) {
                out.extend(ext.tools(&imp.target, depth + 1));
            }
            continue;
        }
        let mut stack: Vec<(Node, usize)> = values.into_iter().map(|v| (v, 0)).collect();
        while let Some((v, vd)) = stack.pop() {
            let v = crate::syntax::unwrap_expr(v);
            if vd > 16 {
                continue;
            }
            match v.kind() {
                "identifier" => names.push((text(v, src).to_string(), d + 1)),
                "list"
                | "tuple"
                | "set"
                | "list_splat"
                | "parenthesized_expression"
                | "argument_list" => {
                    stack.extend(named_children(v).into_iter().map(|c| (c, vd + 1)))
                }
                "keyword_argument" => {
                    stack.extend(v.child_by_field_name("value").map(|c| (c, vd + 1)))
                }
                "binary_operator" => stack.extend(
                    ["left", "right"]
                        .iter()
                        .filter_map(|f| v.child_by_field_name(f))
                        .map(|c| (c, vd + 1)),
                ),
                // `TOOLS = {"search": search, **EXTRA}`: a catalogue dict's values, which a
                // server iterates (`for name, fn in TOOLS.items()`).
                "dictionary" => {
                    for pair in named_children(v) {
                        match pair.kind() {
                            "pair" => {
                                stack.extend(pair.child_by_field_name("value").map(|c| (c, vd + 1)))
                            }
                            "dictionary_splat" => {
                                stack.extend(named_children(pair).first().map(|c| (*c, vd + 1)))
                            }
                            _ => {}
                        }
                    }
                }
                // `{fn.__name__: fn for fn in (a, b)}`, `[f for f in TOOLS]`: the elements
                // of the iterable, where the comprehension keeps the loop variable itself.
                "dictionary_comprehension"
                | "list_comprehension"
                | "set_comprehension"
                | "generator_expression" => {
                    stack.extend(comprehension_source(v, src).map(|c| (c, vd + 1)))
                }
                _ => {}
            }
        }
    }
    out
}

/// The iterable of a one-clause comprehension whose element (a dict's value) is its loop
/// variable unchanged: `{f.__name__: f for f in (a, b)}` holds the elements of `(a, b)`.
fn comprehension_source<'t>(v: Node<'t>, src: &str) -> Option<Node<'t>> {
    let body = v.child_by_field_name("body")?;
    let element = match body.kind() {
        "pair" => body.child_by_field_name("value")?,
        _ => body,
    };
    let clauses: Vec<Node> = named_children(v)
        .into_iter()
        .filter(|c| c.kind() == "for_in_clause")
        .collect();
    let [clause] = clauses[..] else {
        return None;
    };
    let var = clause.child_by_field_name("left")?;
    (var.kind() == "identifier"
        && element.kind() == "identifier"
        && text(var, src) == text(element, src))
    .then(|| clause.child_by_field_name("right"))
    .flatten()
}

/// The return values of the module-level function `name`.
fn module_function_returns<'t>(root: Node<'t>, name: &str, src: &str) -> Vec<Node<'t>> {
    let Some(def) = named_children(root).into_iter().map(definition).find(|d| {
        d.kind() == "function_definition"
            && d.child_by_field_name("name").map(|n| text(n, src)) == Some(name)
    }) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut stack: Vec<Node> = def.child_by_field_name("body").into_iter().collect();
    while let Some(n) = stack.pop() {
        for c in named_children(n) {
            match c.kind() {
                "return_statement" => out.extend(named_children(c).first().copied()),
                "function_definition" | "class_definition" | "decorated_definition" => {}
                k if crate::syntax::holds_statements(k) => stack.push(c),
                _ => {}
            }
        }
    }
    out
}

/// The methods whose signature is a class-based tool's payload, of every framework (see
/// `Markers::schema_methods`).
pub fn schema_methods(dialects: &crate::model::markers::Dialects) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = dialects
        .iter()
        .flat_map(|f| f.markers.schema_methods.iter().copied())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The nodes of a module discovery looks at (see `nodes`).
pub fn interesting<'t>(
    root: Node<'t>,
    scope: &Scope,
    cache: Option<&mut NodeCache>,
) -> Vec<(Node<'t>, Interest)> {
    nodes::find(root, scope.src, scope, cache)
}

/// Everything one module's discovery consults.
pub(crate) struct Ctx<'a, 't> {
    pub scope: &'a Scope<'t>,
    pub src: &'t str,
    pub functions: Vec<Arc<Function>>,
    /// The definition node of each function (`None` for synthetic ones).
    pub nodes: Vec<Option<Node<'t>>>,
    pub globals: Events<'t>,
    locals: Vec<std::cell::OnceCell<Events<'t>>>,
    /// Function indexes in source order, and each one's enclosing function.
    order: Vec<usize>,
    parents: HashMap<usize, usize>,
    /// Each class of the module (by name) with its bases, qualified.
    pub bases: HashMap<String, Vec<String>>,
    /// The frameworks the module imports.
    pub imported: Vec<Library>,
    /// The imported frameworks imported only through their `shared_modules`.
    pub shared_only: Vec<Library>,
    /// Each function by where its definition starts.
    pub def_at: HashMap<usize, usize>,
    /// Each method by (class, name).
    methods: HashMap<(String, String), usize>,
    /// Comprehensions and `for` statements in source order, each with its enclosing one.
    binders: Vec<Node<'t>>,
    binder_parents: Vec<Option<usize>>,
    /// Classes in source order.
    classes: Vec<Node<'t>>,
    /// The summaries of the decorators that are the project's own functions, by the
    /// decorator's qualified name (a module decorating a hundred functions with one imported
    /// wrapper reads that wrapper's module once).
    registrars: std::cell::RefCell<HashMap<String, Option<wrappers::Registrar>>>,
    /// What the functions of other modules register on their parameters, by the callee as
    /// written (asked once per function, however often it is called).
    param_tools: std::cell::RefCell<HashMap<String, std::rc::Rc<Vec<wrappers::ParamTool>>>>,
    /// `sinks::call_site_class`, by function start and parameter name.
    pub(crate) param_classes: std::cell::RefCell<HashMap<String, Option<String>>>,
    /// The framework callables that classmethods of project classes inherit, by the
    /// qualified callee (see `sinks::framework_callee`).
    inherited: std::cell::RefCell<HashMap<String, Option<(String, Library)>>>,
    root: Node<'t>,
    /// The calls of the module's functions and methods by the name called (`f(...)`,
    /// `self.f(...)`), built by one walk of the module when a parameter is first followed to
    /// its callers.
    calls: std::cell::OnceCell<HashMap<String, Vec<Node<'t>>>>,
    /// Whether this module is a framework's own code (`framework_copy`): read once per
    /// module, not once per call.
    framework_module: std::cell::OnceCell<bool>,
    /// `Lookup::rewrites_signature` by function, each body walked once.
    rewrites: std::cell::RefCell<HashMap<usize, Option<crate::model::SignatureRewrite>>>,
}

/// How many call sites of one function a parameter is followed to.
const MAX_CALL_SITES: usize = 64;

impl<'t> Ctx<'_, 't> {
    /// Function `i`'s own bindings (computed on first use).
    pub(crate) fn locals_of(&self, i: usize) -> Option<&Events<'t>> {
        let node = self.nodes.get(i).copied().flatten()?;
        Some(
            self.locals
                .get(i)?
                .get_or_init(|| scope_events(node, self.src, &self.def_at)),
        )
    }

    /// The innermost function whose body holds `at`.
    pub fn function_at(&self, at: usize) -> Option<usize> {
        let pos = self
            .order
            .partition_point(|&i| self.functions[i].span.start <= at);
        let mut cur = self.order.get(pos.checked_sub(1)?).copied();
        let mut guard = 0;
        while let Some(i) = cur {
            if self.functions[i].body_span.contains(at) {
                return Some(i);
            }
            cur = self.parents.get(&i).copied();
            guard += 1;
            if guard > MAX_NESTING {
                break;
            }
        }
        None
    }

    /// The qualified name of a callee or receiver expression (`mcp.server.fastmcp.FastMCP.tool`).
    pub fn qualify(&self, node: Node) -> String {
        let q = super::resolve::qualify_dotted(text(node, self.src), self.scope);
        // `import app._vendor.fastmcp` then `app._vendor.fastmcp.FastMCP(...)`.
        match super::vendor::devendor(self.scope.dialects, &q) {
            Some(d) => d.to_string(),
            None => q,
        }
    }

    /// The class (qualified) of the attribute `attr` of the object `obj` denotes, when a
    /// method of that object's class (a class of this module) assigns it an instance:
    /// `self.mcp = FastMCP(...)` for `ToolsRegistry(self)` handing on `self.mcp`.
    pub fn attribute_class(&self, obj: Node<'t>, attr: &str) -> Option<String> {
        let owner = if obj.kind() == "identifier" && text(obj, self.src) == "self" {
            self.class_at(obj.start_byte())?
        } else {
            let q = self.instance_class(obj, 0)?;
            self.scope.local_name(&q)?.to_string()
        };
        let values = self.globals.attrs.get(&(owner, attr.to_string()))?;
        values.iter().find_map(|v| {
            let v = crate::syntax::unwrap_expr(*v);
            match v.kind() {
                "call" => v
                    .child_by_field_name("function")
                    .map(|f| self.qualify_callee(f)),
                _ => self.instance_class(v, 1),
            }
        })
    }

    /// A callee's qualified name, generic parameters dropped (`Agent[Deps, Out](...)`); for a
    /// framework's class-method constructor (`FastMCP.from_openapi`), the class it makes.
    fn qualify_callee(&self, callee: Node) -> String {
        let callee = if callee.kind() == "subscript" {
            callee.child_by_field_name("value").unwrap_or(callee)
        } else {
            callee
        };
        let q = self.qualify(callee);
        let q = registry::class_alias(callee, self.scope).unwrap_or(q);
        crate::model::markers::constructed_class(self.scope.dialects, &q).to_string()
    }

    /// The values a name is bound to where `at` reads it: the bindings of the innermost
    /// function binding it, then of the functions enclosing it, then of the module (the
    /// alternatives from the last binding that surely ran, see `Events::visible`); empty for
    /// a parameter, an import or a name bound otherwise.
    pub(crate) fn bound_values(&self, name: &str, at: usize) -> Vec<Node<'t>> {
        let mut scope_fn = self.function_at(at);
        let mut hops = 0;
        let mut events = None;
        while let Some(fi) = scope_fn {
            let upto = if hops == 0 { Some(at) } else { None };
            if let Some(ev) = self.locals_of(fi).and_then(|l| l.visible(name, upto)) {
                events = Some(ev);
                break;
            }
            hops += 1;
            if hops > MAX_NESTING {
                break;
            }
            scope_fn = self.parents.get(&fi).copied();
        }
        events
            .or_else(|| self.globals.visible(name, None))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|e| match e {
                Event::Assign(_, v) => Some(v),
                _ => None,
            })
            .collect()
    }

    /// The class (qualified) of the object an expression denotes, when it can be seen: a
    /// name bound to `Class(...)`, a parameter annotated with a class, `self.x` assigned
    /// `Class(...)` in a method, a call of a class.
    pub fn instance_class(&self, node: Node<'t>, depth: usize) -> Option<String> {
        if depth > 8 {
            return None;
        }
        let node = crate::syntax::unwrap_expr(node);
        let from_value = |v: Node<'t>| -> Option<String> {
            let v = crate::syntax::unwrap_expr(v);
            match v.kind() {
                "call" => v
                    .child_by_field_name("function")
                    .map(|f| self.qualify_callee(f)),
                _ => self.instance_class(v, depth + 1),
            }
        };
        match node.kind() {
            "call" => node
                .child_by_field_name("function")
                .map(|f| self.qualify_callee(f)),
            "identifier" => {
                let name = text(node, self.src);
                let at = node.start_byte();
                // The innermost function binding the name, then the ones enclosing it (a
                // closure using its factory's parameter: `def registrar(mcp: FastMCP): def
                // register(**kw): return mcp.tool(**kw)`).
                let mut scope_fn = self.function_at(at);
                let mut hops = 0;
                while let Some(fi) = scope_fn {
                    let upto = if hops == 0 { Some(at) } else { None };
                    if let Some(events) = self.locals_of(fi).and_then(|l| l.visible(name, upto)) {
                        return match events.last() {
                            Some(Event::Assign(_, v)) => from_value(*v),
                            Some(Event::Opaque(_)) => self
                                .param_annotation(fi, name)
                                .or_else(|| self.self_class(fi, name)),
                            _ => None,
                        };
                    }
                    hops += 1;
                    if hops > MAX_NESTING {
                        break;
                    }
                    scope_fn = self.parents.get(&fi).copied();
                }
                match self.globals.visible(name, None) {
                    Some(events) => match events.first()? {
                        Event::Assign(_, v) => from_value(*v),
                        _ => None,
                    },
                    // `from .server import mcp`: what the other module binds it to.
                    None => {
                        let target = &self.scope.imports.get(name)?.target;
                        self.scope.external?.instance_class(target, 1)
                    }
                }
            }
            "attribute" => {
                let obj = node.child_by_field_name("object")?;
                let attr = node.child_by_field_name("attribute")?;
                let class = if matches!(text(obj, self.src), "self" | "cls") {
                    self.class_at(node.start_byte())?
                } else if obj.kind() == "identifier"
                    && self
                        .class_of_name(text(obj, self.src), node.start_byte())
                        .is_some()
                {
                    // `app.tools` for `app = App()`: what `App`'s methods assign to `self.tools`.
                    self.class_of_name(text(obj, self.src), node.start_byte())?
                } else {
                    // `server.mcp` after `from . import server`.
                    let head = text(obj, self.src).split('.').next()?;
                    self.scope.imports.get(head)?;
                    return self.scope.external?.instance_class(&self.qualify(node), 1);
                };
                let values = self
                    .globals
                    .attrs
                    .get(&(class, text(attr, self.src).to_string()))?;
                values.iter().rev().find_map(|v| from_value(*v))
            }
            _ => None,
        }
    }

    /// The class of a method's first parameter (`self` in `self.add_function(...)` of a
    /// `FunctionToolset` subclass), qualified: the class the method is defined in.
    fn self_class(&self, fi: usize, name: &str) -> Option<String> {
        let f = &self.functions[fi];
        let class = f.class.as_ref()?;
        if f.kind != crate::model::DefKind::Function
            || f.params.first().map(|p| p.name.as_str()) != Some(name)
            || f.decorators.iter().any(|d| d.text == "staticmethod")
        {
            return None;
        }
        Some(super::resolve::qualify_dotted(class, self.scope))
    }

    /// The annotation of parameter `name` of function `fi`, qualified.
    fn param_annotation(&self, fi: usize, name: &str) -> Option<String> {
        let f = &self.functions[fi];
        let p = f.params.iter().find(|p| p.name == name)?;
        let a = p.annotation.as_ref()?;
        Some(super::resolve::qualify_dotted(
            annotated_class(&a.text),
            self.scope,
        ))
    }
}

/// The class an annotation of a receiver names, as written: `FastMCP` for `FastMCP`,
/// `"FastMCP"`, `Optional[FastMCP]`, `FastMCP | None`, and `FunctionToolset[Any]` (a generic
/// class subscripted with its type arguments: the instance is of the class).
pub(super) fn annotated_class(annotation: &str) -> &str {
    let mut t = annotation.trim().trim_matches(|c| c == '"' || c == '\'');
    for _ in 0..4 {
        t = t.split('|').next().unwrap_or(t).trim();
        let Some((head, rest)) = t.split_once('[') else {
            break;
        };
        let head = head.trim();
        let last = head.rsplit('.').next().unwrap_or(head);
        if matches!(last, "Optional" | "Union" | "Annotated") {
            // The first argument, up to a top-level comma.
            let inner = rest.strip_suffix(']').unwrap_or(rest);
            let mut level = 0usize;
            let end = inner
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '[' => level += 1,
                        ']' => level = level.saturating_sub(1),
                        ',' if level == 0 => return true,
                        _ => {}
                    }
                    false
                })
                .map_or(inner.len(), |(i, _)| i);
            t = inner[..end].trim();
        } else {
            return head;
        }
    }
    t
}

impl<'t> Lookup<'t> for Ctx<'_, 't> {
    fn locals(&self, at: usize) -> Option<&Events<'t>> {
        self.function_at(at).and_then(|i| self.locals_of(i))
    }
    fn globals(&self) -> &Events<'t> {
        &self.globals
    }
    fn module_level(&self, at: usize) -> bool {
        self.function_at(at).is_none()
    }
    fn method(&self, class: &str, name: &str) -> Option<usize> {
        let mut seen = vec![class.to_string()];
        let mut i = 0;
        while i < seen.len() && i < MAX_NESTING {
            let c = seen[i].clone();
            if let Some(&f) = self.methods.get(&(c.clone(), name.to_string())) {
                // `self.tool_names` on a `@property`: its value is what it returns, never
                // the function (strands passes one as `tools=` to its tracer).
                let property = self.functions[f].decorators.iter().any(|d| {
                    matches!(
                        d.qualified.as_str(),
                        "property" | "builtins.property" | "functools.cached_property"
                    ) || d.text == "property"
                });
                return (!property).then_some(f);
            }
            for b in self.bases.get(&c).into_iter().flatten() {
                if let Some(local) = self.scope.local_name(b) {
                    if !seen.iter().any(|s| s == local) {
                        seen.push(local.to_string());
                    }
                }
            }
            i += 1;
        }
        None
    }
    fn class_of_name(&self, name: &str, at: usize) -> Option<String> {
        if self.bases.contains_key(name) {
            return Some(name.to_string());
        }
        let node_class = |q: String| self.scope.local_name(&q).map(str::to_string);
        let scoped = self
            .function_at(at)
            .and_then(|fi| self.locals_of(fi))
            .and_then(|l| l.visible(name, Some(at)))
            .or_else(|| self.globals.visible(name, None))?;
        match scoped.first()? {
            Event::Assign(_, v) => {
                let v = crate::syntax::unwrap_expr(*v);
                (v.kind() == "call")
                    .then(|| v.child_by_field_name("function"))
                    .flatten()
                    .and_then(|f| node_class(self.qualify(f)))
                    .filter(|c| self.bases.contains_key(c))
            }
            _ => None,
        }
    }
    fn wrapped_arg(&self, call: Node<'t>) -> Option<Node<'t>> {
        sinks::wrapped(self, call).map(|(_, arg)| arg)
    }
    fn imported_function(&self, name: &str) -> bool {
        let (head, rest) = match name.split_once('.') {
            Some((h, r)) => (h, Some(r)),
            None => (name, None),
        };
        let (Some(imp), Some(ext)) = (self.scope.imports.get(head), self.scope.external) else {
            return false;
        };
        let target = match rest {
            Some(r) => format!("{}.{r}", imp.target),
            None => imp.target.clone(),
        };
        ext.function(&target, 1).is_some()
    }
    fn imported(&self, name: &str) -> Vec<ForeignFunction> {
        let (head, rest) = match name.split_once('.') {
            Some((h, r)) => (h, Some(r)),
            None => (name, None),
        };
        let Some(imp) = self.scope.imports.get(head) else {
            return Vec::new();
        };
        let Some(ext) = self.scope.external else {
            return Vec::new();
        };
        let target = match rest {
            Some(r) => format!("{}.{r}", imp.target),
            None => imp.target.clone(),
        };
        match ext.function(&target, 1) {
            Some(f) => vec![f],
            None => ext.tools(&target, 1),
        }
    }
    fn binders(&self, at: usize) -> Vec<Node<'t>> {
        let pos = self.binders.partition_point(|b| b.start_byte() <= at);
        let mut cur = pos.checked_sub(1);
        let mut out = Vec::new();
        while let Some(i) = cur {
            if self.binders[i].byte_range().contains(&at) {
                out.push(self.binders[i]);
            }
            cur = self.binder_parents[i];
            if out.len() > MAX_NESTING {
                break;
            }
        }
        out
    }
    fn function_start(&self, at: usize) -> Option<usize> {
        self.function_at(at).map(|i| self.functions[i].span.start)
    }
    fn class_at(&self, at: usize) -> Option<String> {
        self.classes
            .iter()
            .rev()
            .find(|c| c.byte_range().contains(&at))
            .and_then(|c| c.child_by_field_name("name"))
            .map(|n| text(n, self.src).to_string())
    }
    fn imported_string(&self, name: &str) -> Option<String> {
        let target = &self.scope.imports.get(name)?.target;
        self.scope.external?.string_constant(target, 1)
    }
    fn class_attribute(&self, class: &str, attr: &str) -> Vec<Node<'t>> {
        self.classes
            .iter()
            .filter(|c| {
                c.child_by_field_name("name")
                    .is_some_and(|n| text(n, self.src) == class)
            })
            .flat_map(|c| sinks::class_attribute(*c, attr, self.src))
            .collect()
    }
    fn wraps(&self, f: usize, factory: usize) -> Option<String> {
        let decorated = self.functions[f].decorators.iter().find_map(|d| {
            let call = d.call.as_ref()?;
            if !crate::model::markers::ends_with(&d.qualified, "wraps") {
                return None;
            }
            match call.args.first()? {
                crate::model::PyValue::Opaque { text } => Some(text.clone()),
                _ => None,
            }
        });
        if decorated.is_some() {
            return decorated;
        }
        // `bound.__name__ = func.__name__` in the factory, and `bound` calls `func(...)`.
        let inner = &self.functions[f];
        let outer = &self.functions[factory];
        let outer_text = self.src.get(outer.body_span.start..outer.body_span.end)?;
        if !outer_text.contains(&format!("{}.__name__ =", inner.name)) {
            return None;
        }
        let inner_text = self.src.get(inner.body_span.start..inner.body_span.end)?;
        outer
            .params
            .iter()
            .find(|p| {
                inner_text
                    .match_indices(&format!("{}(", p.name))
                    .any(|(k, _)| {
                        !inner_text[..k]
                            .chars()
                            .next_back()
                            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
                    })
            })
            .map(|p| p.name.clone())
    }
    fn enclosing_function(&self, at: usize) -> Option<usize> {
        self.function_at(at)
    }
    fn rewrites_signature(&self, f: usize) -> Option<crate::model::SignatureRewrite> {
        if let Some(known) = self.rewrites.borrow().get(&f) {
            return known.clone();
        }
        let why = self.nodes.get(f).copied().flatten().and_then(|n| {
            crate::extract::runtime_signature::rewritten_in(definition(n), self.scope)
        });
        self.rewrites.borrow_mut().insert(f, why.clone());
        why
    }
    fn param_index(&self, f: usize, name: &str) -> Option<usize> {
        self.functions[f].params.iter().position(|p| p.name == name)
    }
    fn name_of(&self, function: usize) -> String {
        self.functions[function].name.clone()
    }
    fn imported_call(&self, name: &str) -> Vec<ForeignFunction> {
        // `module.function`: the function of the imported module.
        let (head, rest) = match name.split_once('.') {
            Some((h, r)) => (h, Some(r)),
            None => (name, None),
        };
        match (self.scope.imports.get(head), self.scope.external, rest) {
            (Some(imp), Some(ext), None) => ext.tools(&imp.target, 1),
            (Some(imp), Some(ext), Some(r)) => ext.tools(&format!("{}.{r}", imp.target), 1),
            _ => Vec::new(),
        }
    }
    fn returns(&self, function: usize) -> Vec<Node<'t>> {
        let Some(node) = self.nodes.get(function).copied().flatten() else {
            return Vec::new();
        };
        let Some(body) = definition(node).child_by_field_name("body") else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut stack = vec![(body, 0usize)];
        while let Some((n, depth)) = stack.pop() {
            for c in named_children(n) {
                match c.kind() {
                    "return_statement" => out.extend(named_children(c).first().copied()),
                    "function_definition" | "class_definition" | "decorated_definition" => {}
                    k if depth < MAX_NESTING && crate::syntax::holds_statements(k) => {
                        stack.push((c, depth + 1))
                    }
                    _ => {}
                }
            }
        }
        out
    }
    fn src(&self) -> &'t str {
        self.src
    }
    fn arguments_for(&self, param_at: usize, name: &str) -> Vec<Node<'t>> {
        // The function whose parameter list holds `param_at`: the last one starting before
        // it, if its body starts after it.
        let pos = self
            .order
            .partition_point(|&i| self.functions[i].span.start <= param_at);
        let Some(&i) = pos.checked_sub(1).and_then(|p| self.order.get(p)) else {
            return Vec::new();
        };
        let f = &self.functions[i];
        if param_at >= f.body_span.start {
            return Vec::new();
        }
        let Some(k) = f.params.iter().position(|p| p.name == name) else {
            return Vec::new();
        };
        let bound = f.class.is_some()
            && f.params
                .first()
                .is_some_and(|p| matches!(p.name.as_str(), "self" | "cls"));
        let calls = self.calls.get_or_init(|| self.index_calls());
        let mut out = Vec::new();
        for call in calls
            .get(&f.name)
            .into_iter()
            .flatten()
            .take(MAX_CALL_SITES)
        {
            let Some(callee) = call.child_by_field_name("function") else {
                continue;
            };
            // `f(...)` of a module-level function; `self.f(...)` of a method, from its class.
            let skip = match callee.kind() {
                "identifier" if f.is_module_level() => 0,
                "attribute" if f.class.is_some() => {
                    let own = callee
                        .child_by_field_name("object")
                        .is_some_and(|o| matches!(text(o, self.src), "self" | "cls"));
                    if !own || self.class_at(call.start_byte()) != f.class {
                        continue;
                    }
                    usize::from(bound)
                }
                _ => continue,
            };
            let args = call
                .child_by_field_name("arguments")
                .map(named_children)
                .unwrap_or_default();
            let keyword = sinks::keyword_argument(*call, name, self.src);
            let positional = k.checked_sub(skip).and_then(|j| {
                let before: Vec<&Node> = args
                    .iter()
                    .take_while(|a| a.kind() != "keyword_argument")
                    .collect();
                // After a `*xs`, positions are unknown.
                if before.iter().take(j + 1).any(|a| a.kind() == "list_splat") {
                    return None;
                }
                before.get(j).map(|a| **a)
            });
            out.extend(keyword.or(positional));
        }
        out
    }
}

impl<'t> Ctx<'_, 't> {
    /// The calls in the module whose callee's last name is the name of one of its functions.
    fn index_calls(&self) -> HashMap<String, Vec<Node<'t>>> {
        let names: std::collections::HashSet<&str> =
            self.functions.iter().map(|f| f.name.as_str()).collect();
        let mut out: HashMap<String, Vec<Node<'t>>> = HashMap::new();
        let mut cursor = self.root.walk();
        let mut depth = 0usize;
        loop {
            let n = cursor.node();
            if n.kind() == "call" {
                let last = n
                    .child_by_field_name("function")
                    .and_then(|c| match c.kind() {
                        "identifier" => Some(c),
                        "attribute" => c.child_by_field_name("attribute"),
                        _ => None,
                    });
                if let Some(l) = last.map(|l| text(l, self.src)) {
                    if names.contains(l) {
                        out.entry(l.to_string()).or_default().push(n);
                    }
                }
            }
            if depth < crate::syntax::MAX_DEPTH && cursor.goto_first_child() {
                depth += 1;
                continue;
            }
            while !cursor.goto_next_sibling() {
                if !cursor.goto_parent() {
                    return out;
                }
                depth -= 1;
            }
        }
    }
}

/// A function's own bindings: its parameters and its body's statements.
fn scope_events<'t>(def: Node<'t>, src: &'t str, def_at: &HashMap<usize, usize>) -> Events<'t> {
    let mut ev = Events::default();
    let def = definition(def);
    if let Some(params) = def.child_by_field_name("parameters") {
        for p in named_children(params) {
            if let Some(name) = param_name(p, src) {
                ev.by_name
                    .entry(name.to_string())
                    .or_default()
                    .push(Event::Opaque(p.start_byte()));
            }
        }
    }
    if let Some(body) = def.child_by_field_name("body") {
        ev.collect(body, src, def_at);
    }
    ev
}

fn param_name<'t>(p: Node<'t>, src: &'t str) -> Option<&'t str> {
    match p.kind() {
        "identifier" => Some(text(p, src)),
        "typed_parameter" | "list_splat_pattern" | "dictionary_splat_pattern" => named_children(p)
            .into_iter()
            .find(|c| c.kind() == "identifier")
            .map(|c| text(c, src)),
        "default_parameter" | "typed_default_parameter" => {
            p.child_by_field_name("name").map(|n| text(n, src))
        }
        _ => None,
    }
}

/// Finds each function's definition node and every class definition, at any depth.
fn index_definitions<'t>(
    node: Node<'t>,
    src: &str,
    def_at: &HashMap<usize, usize>,
    nodes: &mut [Option<Node<'t>>],
    classes: &mut Vec<Node<'t>>,
    depth: usize,
) {
    if depth > MAX_NESTING {
        return;
    }
    for c in named_children(node) {
        match c.kind() {
            "function_definition" | "decorated_definition" => {
                if let Some(&i) = def_at.get(&c.start_byte()) {
                    nodes[i] = Some(c);
                }
                let inner = definition(c);
                if inner.kind() == "class_definition" {
                    classes.push(inner);
                }
                // A body without `def` or `class` in its text defines nothing: not walked.
                if let Some(b) = inner
                    .child_by_field_name("body")
                    .filter(|b| crate::extract::may_define(*b, src))
                {
                    index_definitions(b, src, def_at, nodes, classes, depth + 1);
                }
            }
            "class_definition" => {
                classes.push(c);
                if let Some(b) = c.child_by_field_name("body") {
                    index_definitions(b, src, def_at, nodes, classes, depth + 1);
                }
            }
            k if crate::syntax::holds_statements(k) => {
                index_definitions(c, src, def_at, nodes, classes, depth + 1)
            }
            _ => {}
        }
    }
}

/// Each node's enclosing node, for nodes in source order whose ranges nest or are disjoint.
fn nested_parents(nodes: &[Node]) -> Vec<Option<usize>> {
    let mut parents = Vec::with_capacity(nodes.len());
    let mut stack: Vec<usize> = Vec::new();
    for (i, n) in nodes.iter().enumerate() {
        while let Some(&top) = stack.last() {
            if nodes[top].end_byte() >= n.end_byte() {
                break;
            }
            stack.pop();
        }
        parents.push(stack.last().copied());
        stack.push(i);
    }
    parents
}

/// Each function's enclosing function, from functions in source order.
fn nesting(order: &[usize], functions: &[Arc<Function>]) -> HashMap<usize, usize> {
    let mut parents = HashMap::new();
    let mut stack: Vec<usize> = Vec::new();
    for &i in order {
        let s = functions[i].span;
        while let Some(&top) = stack.last() {
            if functions[top].span.end >= s.end {
                break;
            }
            stack.pop();
        }
        if let Some(&top) = stack.last() {
            parents.insert(i, top);
        }
        stack.push(i);
    }
    parents
}

fn class_bases(classes: &[Node], scope: &Scope) -> HashMap<String, Vec<String>> {
    let src = scope.src;
    classes
        .iter()
        .filter_map(|c| {
            let name = c.child_by_field_name("name")?;
            Some((text(name, src).to_string(), qualified_bases(*c, scope)))
        })
        .collect()
}

/// The class (qualified) of what the function `def` returns: its return annotation
/// (`-> SecureServer`), else the class called in its `return` (`return SecureServer(...)`,
/// or a name the body binds to one); `None` when neither is seen.
pub fn returned_class(def: Node, scope: &Scope) -> Option<String> {
    let src = scope.src;
    let def = definition(def);
    if let Some(r) = def.child_by_field_name("return_type") {
        let t = text(r, src).trim().trim_matches(|c| c == '"' || c == '\'');
        let simple = !t.is_empty()
            && t.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
        return simple.then(|| super::resolve::qualify_dotted(t, scope));
    }
    let body = def.child_by_field_name("body")?;
    let stmts = named_children(body);
    let callee_of = |v: Node| -> Option<String> {
        let v = crate::syntax::unwrap_expr(v);
        let f = (v.kind() == "call").then(|| v.child_by_field_name("function"))??;
        let f = if f.kind() == "subscript" {
            f.child_by_field_name("value").unwrap_or(f)
        } else {
            f
        };
        matches!(f.kind(), "identifier" | "attribute")
            .then(|| super::resolve::qualify_dotted(text(f, src), scope))
    };
    let ret = stmts.iter().find(|s| s.kind() == "return_statement")?;
    let value = named_children(*ret).into_iter().next()?;
    if value.kind() == "identifier" {
        // `server = SecureServer(name); return server`: the last binding before the return.
        let name = text(value, src);
        return stmts
            .iter()
            .rev()
            .filter(|s| s.start_byte() < ret.start_byte())
            .find_map(|s| {
                let a = named_children(*s).into_iter().next()?;
                let l = a.child_by_field_name("left")?;
                (a.kind() == "assignment" && l.kind() == "identifier" && text(l, src) == name)
                    .then(|| a.child_by_field_name("right"))
                    .flatten()
                    .and_then(callee_of)
            });
    }
    callee_of(value)
}

/// A class's bases as qualified names (`Generic[T]` as `Generic`).
pub fn qualified_bases(class: Node, scope: &Scope) -> Vec<String> {
    class
        .child_by_field_name("superclasses")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|b| matches!(b.kind(), "identifier" | "attribute" | "subscript"))
        .map(|b| {
            let b = if b.kind() == "subscript" {
                b.child_by_field_name("value").unwrap_or(b)
            } else {
                b
            };
            super::resolve::qualify_dotted(text(b, scope.src), scope)
        })
        .collect()
}

/// A class's decorators as qualified names, a decorator call by its callee
/// (`@component()` as `haystack.component`); `class` is the class or its decorated
/// definition.
pub fn qualified_class_decorators(class: Node, scope: &Scope) -> Vec<String> {
    let Some(decorated) = (if class.kind() == "decorated_definition" {
        Some(class)
    } else {
        class
            .parent()
            .filter(|p| p.kind() == "decorated_definition")
    }) else {
        return Vec::new();
    };
    named_children(decorated)
        .into_iter()
        .filter(|d| d.kind() == "decorator")
        .filter_map(|d| named_children(d).into_iter().next())
        .map(|e| match e.kind() {
            "call" => e.child_by_field_name("function").unwrap_or(e),
            _ => e,
        })
        .map(|e| super::resolve::qualify_dotted(text(e, scope.src), scope))
        .collect()
}

/// A mark's target, once the flow has been followed.
pub(crate) fn mark_refs(
    refs: Vec<Ref>,
    library: Option<Library>,
    kind: MarkKind,
    options: Option<&crate::model::CallValue>,
    group: Option<usize>,
    found: &mut sinks::Found,
) {
    for r in refs {
        if let (Target::Local(i), Some(w)) = (&r.target, &r.wrapper) {
            found.wrapped_unread.push((*i, w.clone(), r.span));
        }
        if let (Target::Local(i), Some(why)) = (&r.target, &r.signature) {
            found.params_rewritten.push((*i, why.clone()));
        }
        match r.target {
            Target::Local(i) => found.marks.push(ToolMark {
                function: i,
                library: library.map(|l| l.handle()),
                kind,
                options: options.cloned(),
                span: r.span,
                group,
                name: r.named,
                arms: r.arms,
                list: None,
            }),
            Target::Foreign(f) => found.foreign.push(ForeignTool {
                group: group.unwrap_or(usize::MAX),
                span: r.span,
                function: f,
                library: library.map(|l| l.handle()),
                name: r.named,
                options: options.cloned(),
                arms: r.arms,
                wrapper: r.wrapper,
                signature: r.signature,
            }),
        }
    }
}

/// Whether a mark registers its tool switched off: a keyword of its framework's
/// `disabled_by` given `False`.
/// A registration's `meta=` or `app=` written as a name (`app_only = {"ui": {"visibility":
/// ["app"]}}` then `add_tool(fn, meta=app_only)`, anywidget-mcp) takes the value that name is
/// bound to where the call reads it, when one binding reaches it: MCP Apps' visibility is
/// read from there (the rules' `app_only`). Only these two keywords: other options keep what
/// the renderers were measured on.
fn bound_registration_meta(ctx: &Ctx, m: &mut ToolMark) {
    let Some(options) = m.options.as_mut() else {
        return;
    };
    for (key, value) in options.kwargs.iter_mut() {
        let crate::model::PyValue::Opaque { text: name } = value else {
            continue;
        };
        if !matches!(key.as_str(), "meta" | "app")
            || !name.chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        if let [bound] = ctx.bound_values(name, m.span.start)[..] {
            *value = super::literal::eval(bound, ctx.src, ctx.scope);
        }
    }
}

fn disabled(m: &ToolMark, scope: &Scope) -> bool {
    let (Some(lib), Some(options)) = (m.library, m.options.as_ref()) else {
        return false;
    };
    scope
        .dialects
        .iter()
        .find(|d| d.handle() == lib)
        .is_some_and(|d| {
            d.markers
                .disabled_by
                .iter()
                .any(|k| matches!(options.kwarg(k), Some(crate::model::PyValue::Bool(false))))
        })
}

/// The catalogs (module-level lists of tool literals) of one module, each with what its uses
/// in this module and in the modules importing it say (`catalog_filter`), asked once per list.
#[derive(Default)]
struct CatalogListings {
    by_name: HashMap<String, catalog_filter::Filter>,
}

impl CatalogListings {
    fn listing(&mut self, root: Node, ctx: &Ctx, f: &Function) -> catalog_filter::Listing {
        let Some(node) = root
            .descendant_for_byte_range(f.span.start, f.span.end)
            .filter(|n| n.start_byte() == f.span.start && n.end_byte() == f.span.end)
        else {
            return catalog_filter::Listing::Listed;
        };
        let Some(list) = catalog_filter::catalog_of(node, ctx.src) else {
            return catalog_filter::Listing::Listed;
        };
        let filter = self.by_name.entry(list.to_string()).or_insert_with(|| {
            let mut filter = catalog_filter::uses(root, ctx.scope, &[list.to_string()]);
            if let Some(ext) = ctx.scope.external {
                filter.merge(ext.catalog_filter(&format!("{}.{list}", ctx.scope.module), 0));
            }
            filter
        });
        filter.listing(&f.name)
    }
}
