//! Imports inside function bodies (`from mcp.server.fastmcp import FastMCP` where an
//! optional dependency is used): they qualify names used in that function. A name the
//! module binds itself keeps its module-level meaning.
//!
//! What one module-level function or method imports depends on its text alone (and the
//! package relative imports start from): the language server keeps it per definition text
//! between versions (`LocalImportsCache`), so an edit inside one method of a toolkit walks
//! that method alone. Where the names bind is decided again on each version, in the walk's
//! order (the first binding of a name wins).

use tree_sitter::Node;

use crate::model::Import;
use crate::syntax::{named_children, text, Occurrences};

use super::scope::Scope;
use super::{discover, record_import, reexported, shape};

/// The imports inside each module-level function and method, by its text, as `record_import`
/// reads them (at the offsets of the version that read them) with where the definition
/// started then.
#[derive(Default)]
pub struct LocalImportsCache {
    cache: crate::textcache::TextCache<(usize, Vec<Import>)>,
    /// How many definitions the last analysis walked for their imports.
    built: usize,
}

impl LocalImportsCache {
    pub fn built_last(&self) -> usize {
        self.built
    }

    pub fn held(&self) -> usize {
        self.cache.held()
    }
}

enum Item<'t> {
    /// A block, its depth, whether it is inside a definition, and inside a function.
    Block(Node<'t>, usize, bool, bool),
    /// The body of a function that no other function encloses, read whole.
    Function {
        def: Node<'t>,
        body: Node<'t>,
        depth: usize,
    },
}

/// Appends the imports inside definitions to `imports` and binds the names they bind in
/// `scope` (those the module does not bind itself).
pub(super) fn local_imports<'t>(
    root: Node<'t>,
    src: &'t str,
    scope: &mut Scope<'t>,
    imports: &mut Vec<Import>,
    cache: Option<&mut LocalImportsCache>,
) {
    // A body whose text holds no `import ` holds no import: skipped without a walk. Found
    // once for the whole text (each body's text searched again cost a search of the module
    // per level of nesting).
    let words = Occurrences::of(src, &["import "]);
    let context = {
        use std::hash::{BuildHasher, Hasher};
        let mut h = super::BuildFast.build_hasher();
        h.write(scope.package.as_bytes());
        h.finish()
    };
    let mut fresh = crate::textcache::TextCache::default();
    let mut built = 0;
    let mut cache = cache;
    let mut stack: Vec<Item<'t>> = vec![Item::Block(root, 0, false, false)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Block(node, depth, in_def, in_function) => {
                let mut found = Vec::new();
                step(
                    node,
                    (depth, in_def, in_function),
                    src,
                    scope,
                    &words,
                    &mut found,
                    &mut stack,
                );
                bind(scope, found, imports);
            }
            Item::Function { def, body, depth } => {
                // The function's subtree is read whole here, before anything the stack held
                // under it: the order the imports come in is the walk's.
                let key = context ^ (depth as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                let def_text = text(def, src);
                let cacheable = shape::cacheable(def);
                let taken = cache
                    .as_deref_mut()
                    .filter(|_| cacheable)
                    .and_then(|c| c.cache.take(key, def_text));
                if let Some(mut t) = taken {
                    let delta = def.start_byte() as isize - t.value.0 as isize;
                    if delta != 0 {
                        for imp in &mut t.value.1 {
                            imp.span = crate::syntax::Span::new(
                                imp.span.start.saturating_add_signed(delta),
                                imp.span.end.saturating_add_signed(delta),
                            );
                        }
                        t.value.0 = def.start_byte();
                    }
                    bind(scope, t.value.1.clone(), imports);
                    fresh.put_back(t);
                    continue;
                }
                built += 1;
                let mut found = Vec::new();
                let mut inner = vec![Item::Block(body, depth, true, true)];
                while let Some(Item::Block(node, depth, in_def, in_function)) = inner.pop() {
                    step(
                        node,
                        (depth, in_def, in_function),
                        src,
                        scope,
                        &words,
                        &mut found,
                        &mut inner,
                    );
                }
                if cache.is_some() && cacheable {
                    fresh.put(key, def_text, (def.start_byte(), found.clone()));
                }
                bind(scope, found, imports);
            }
        }
    }
    if let Some(c) = cache {
        c.cache.advance(fresh);
        c.built = built;
    }
}

/// Records the imports found (in the walk's order) and binds the names no binding of the
/// module (nor an import before them) took.
fn bind(scope: &mut Scope, found: Vec<Import>, imports: &mut Vec<Import>) {
    for imp in found {
        let bound =
            scope.bindings.contains_key(&imp.local) || scope.imports.contains_key(&imp.local);
        if !bound && !imp.local.is_empty() {
            scope.imports.insert(imp.local.clone(), reexported(&imp));
        }
        imports.push(imp);
    }
}

/// Reads the statements directly in `node`: an import inside a definition is recorded in
/// `found`, blocks that may hold one are pushed; the body of a function no other function
/// encloses is pushed as one `Item::Function`.
fn step<'t>(
    node: Node<'t>,
    (depth, in_def, in_function): (usize, bool, bool),
    src: &'t str,
    scope: &Scope<'t>,
    words: &Occurrences,
    found: &mut Vec<Import>,
    stack: &mut Vec<Item<'t>>,
) {
    if depth > 48 {
        return;
    }
    for c in named_children(node) {
        match c.kind() {
            "function_definition" | "decorated_definition" | "class_definition" => {
                let inner = discover::definition(c);
                let Some(b) = inner
                    .child_by_field_name("body")
                    .filter(|b| words.within(*b))
                else {
                    continue;
                };
                if inner.kind() == "function_definition" && !in_function {
                    stack.push(Item::Function {
                        def: c,
                        body: b,
                        depth: depth + 1,
                    });
                } else {
                    let function = in_function || inner.kind() == "function_definition";
                    stack.push(Item::Block(b, depth + 1, true, function));
                }
            }
            "import_statement" | "import_from_statement" if in_def => {
                let mut local = Scope::new(src, &scope.module, scope.dialects);
                local.package = scope.package.clone();
                record_import(c, src, &mut local, found);
            }
            k if crate::syntax::holds_statements(k) => {
                stack.push(Item::Block(c, depth + 1, in_def, in_function))
            }
            _ => {}
        }
    }
}
