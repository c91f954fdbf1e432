//! Functions defined inside other functions (`outer.<locals>.inner`), which frameworks
//! register as tools as readily as module-level ones (`def register(mcp): @mcp.tool() ...`).
//!
//! What is nested in one module-level function or method depends on its text, its qualified
//! name and the module's context only (the models are built in the module's scope, as the
//! methods' are): the language server keeps it per definition text between versions
//! (`NestedCache`), so an edit inside one method of a toolkit walks and models that method's
//! nested functions alone, not every method's.

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use crate::model::{Function, MethodKind};
use crate::syntax::{named_children, text};

use super::scope::Scope;
use super::{discover, functions, may_define, shape};

/// The nested functions of each module-level function and method, by its text, kept between
/// versions of a document: the models (at the offsets of the version that built them) and
/// where the definition started then.
#[derive(Default)]
pub struct NestedCache {
    cache: crate::textcache::TextCache<(usize, Arc<[Arc<Function>]>)>,
    /// How many definitions the last analysis walked for their nested functions (not taken
    /// from the version before).
    built: usize,
}

impl NestedCache {
    pub fn built_last(&self) -> usize {
        self.built
    }

    pub fn held(&self) -> usize {
        self.cache.held()
    }
}

/// What the walk has left to read: a block (with the qualified name of the function it lies
/// in, if any), or the body of a module-level function or method (`qual`), read whole.
enum Item<'t> {
    Block(Node<'t>, Option<String>, usize),
    Definition {
        def: Node<'t>,
        body: Node<'t>,
        qual: String,
        depth: usize,
    },
}

/// Appends to `functions` (the module-level functions and methods) the functions defined
/// inside them, in the order of a depth-first walk. `context` is the hash every cached
/// model of this version is keyed by (`extract::context_hash`).
pub(super) fn nested_functions(
    root: Node,
    scope: &Scope,
    functions: &mut Vec<Arc<Function>>,
    context: u64,
    cache: Option<&mut NestedCache>,
) {
    let starts: HashMap<usize, String> = functions
        .iter()
        .map(|f| (f.span.start, f.qualname.clone()))
        .collect();
    let mut fresh = crate::textcache::TextCache::default();
    let mut built = 0;
    let mut cache = cache;
    let mut stack: Vec<Item> = vec![Item::Block(root, None, 0)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Block(node, prefix, depth) => {
                step(node, prefix, depth, &starts, scope, functions, &mut stack)
            }
            Item::Definition {
                def,
                body,
                qual,
                depth,
            } => {
                // The definition's subtree is read whole here, before anything the stack
                // held under it: the order the functions come in is the walk's.
                let key = unit_key(context, &qual, depth);
                let def_text = text(def, scope.src);
                let cacheable = shape::cacheable(def);
                let taken = cache
                    .as_deref_mut()
                    .filter(|_| cacheable)
                    .and_then(|c| c.cache.take(key, def_text));
                if let Some(mut t) = taken {
                    let delta = def.start_byte() as isize - t.value.0 as isize;
                    functions.extend(t.value.1.iter().map(|f| {
                        if delta == 0 {
                            f.clone()
                        } else {
                            Arc::new(f.shifted(delta))
                        }
                    }));
                    if delta != 0 {
                        let first = functions.len() - t.value.1.len();
                        t.value = (def.start_byte(), functions[first..].into());
                    }
                    fresh.put_back(t);
                    continue;
                }
                built += 1;
                let first = functions.len();
                let mut inner = vec![Item::Block(body, Some(qual), depth)];
                let none = HashMap::new();
                while let Some(Item::Block(node, prefix, depth)) = inner.pop() {
                    step(node, prefix, depth, &none, scope, functions, &mut inner);
                }
                if cache.is_some() && cacheable {
                    fresh.put(key, def_text, (def.start_byte(), functions[first..].into()));
                }
            }
        }
    }
    if let Some(c) = cache {
        c.cache.advance(fresh);
        c.built = built;
    }
}

fn unit_key(context: u64, qual: &str, depth: usize) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = super::BuildFast.build_hasher();
    h.write_u64(context);
    h.write(qual.as_bytes());
    h.write_usize(depth);
    h.finish()
}

/// Reads the statements directly in `node`: a nested function is modelled, blocks that may
/// hold one are pushed. A module-level function's or method's body (`prefix` is `None`,
/// `starts` knows the definition) is pushed as one `Item::Definition`.
fn step<'t>(
    node: Node<'t>,
    prefix: Option<String>,
    depth: usize,
    starts: &HashMap<usize, String>,
    scope: &Scope,
    functions: &mut Vec<Arc<Function>>,
    stack: &mut Vec<Item<'t>>,
) {
    if depth > 48 {
        return;
    }
    for c in named_children(node) {
        match c.kind() {
            "function_definition" | "decorated_definition" => {
                let inner = discover::definition(c);
                let body = inner.child_by_field_name("body");
                if inner.kind() == "class_definition" {
                    if prefix.is_none() {
                        if let Some(b) = body {
                            stack.push(Item::Block(b, None, depth + 1));
                        }
                    }
                    continue;
                }
                let qual = match (&prefix, starts.get(&c.start_byte())) {
                    (_, Some(q)) => {
                        // A body whose text has no `def` holds no nested function: skip it
                        // without walking its statements (most bodies of a large module).
                        if let Some(b) = body.filter(|b| may_define(*b, scope.src)) {
                            stack.push(Item::Definition {
                                def: c,
                                body: b,
                                qual: q.clone(),
                                depth: depth + 1,
                            });
                        }
                        continue;
                    }
                    (Some(p), None) => {
                        let mut f = functions::build_function(c, scope, None, MethodKind::Function);
                        f.qualname = format!("{p}.<locals>.{}", f.name);
                        f.kind = crate::model::DefKind::Nested;
                        f.params_unread = enclosing_local_annotation(c, &f, scope.src);
                        let q = f.qualname.clone();
                        functions.push(Arc::new(f));
                        q
                    }
                    (None, None) => continue,
                };
                if let Some(b) = body.filter(|b| may_define(*b, scope.src)) {
                    stack.push(Item::Block(b, Some(qual), depth + 1));
                }
            }
            "class_definition" if prefix.is_none() => {
                if let Some(b) = c.child_by_field_name("body") {
                    stack.push(Item::Block(b, None, depth + 1));
                }
            }
            k if crate::syntax::holds_statements(k) => {
                stack.push(Item::Block(c, prefix.clone(), depth + 1))
            }
            _ => {}
        }
    }
}

/// Why a nested function's parameters are unread: an annotation names a local of the
/// enclosing function (`ann = Annotated[Union[str, *get_args(T)], ...]` then `def f(x: ann)`).
/// Python evaluates it when the inner `def` runs, from the enclosing call's value, which
/// toolsight does not compute; it is no undefined name (under `from __future__ import
/// annotations` it would be one: the string is evaluated in the module's globals).
fn enclosing_local_annotation(def: Node, f: &Function, src: &str) -> Option<String> {
    let mut unknown = Vec::new();
    for p in &f.params {
        if let Some(a) = p.annotation.as_ref().filter(|a| !a.stringized) {
            a.ty.unknown_names(&mut unknown);
            if let Some(n) = unknown.iter().find(|n| !n.contains('.')) {
                let n = n.to_string();
                let outer = std::iter::successors(def.parent(), |n| n.parent())
                    .find(|n| n.kind() == "function_definition")?;
                if binds_locally(outer, &n, src) {
                    let outer_name = outer
                        .child_by_field_name("name")
                        .map(|x| text(x, src))
                        .unwrap_or("");
                    return Some(format!(
                        "the annotation of `{}` is `{n}`, a local of `{outer_name}` computed when it runs",
                        p.name
                    ));
                }
            }
            unknown.clear();
        }
    }
    None
}

/// Whether `name` is a parameter of the function `outer` or assigned in its body (not in a
/// function or class nested in it).
fn binds_locally(outer: Node, name: &str, src: &str) -> bool {
    let params = outer.child_by_field_name("parameters");
    let in_params = params.is_some_and(|ps| {
        named_children(ps).into_iter().any(|p| {
            let id = match p.kind() {
                "identifier" => Some(p),
                _ => p
                    .child_by_field_name("name")
                    .or_else(|| p.named_child(0))
                    .filter(|n| n.kind() == "identifier"),
            };
            id.is_some_and(|id| text(id, src) == name)
        })
    });
    if in_params {
        return true;
    }
    let Some(body) = outer.child_by_field_name("body") else {
        return false;
    };
    let mut stack = vec![body];
    let mut steps = 0usize;
    while let Some(n) = stack.pop() {
        steps += 1;
        if steps > 200_000 {
            return false;
        }
        for c in named_children(n) {
            match c.kind() {
                "function_definition" | "class_definition" | "decorated_definition" => {}
                "assignment" | "augmented_assignment" => {
                    let left = c.child_by_field_name("left");
                    if left.is_some_and(|l| l.kind() == "identifier" && text(l, src) == name) {
                        return true;
                    }
                    stack.push(c);
                }
                _ => stack.push(c),
            }
        }
    }
    false
}
