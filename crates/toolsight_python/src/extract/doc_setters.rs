//! The project's own decorators that set the docstring: `@shared_action("markdown_add")`
//! under `@mcp.tool`, where `shared_action` (another module of the project) returns
//! `def annotate(function): function.__doc__ = description; return function`
//! (mcp-jupyter-notebook). The decorator runs before the framework's, so the framework reads
//! the docstring it set, not the `def`'s: the description is unread (`Function::doc_unread`).
//! Each decorator is read once (`External::doc_setter`, kept per question by the workspace),
//! not once per tool it decorates. A decorator of the same module is the rules' (its
//! assignment is a run-time `__doc__` scope of the module, `rules/runtime_docs`).

use std::sync::Arc;

use tree_sitter::Node;

use crate::model::Function;
use crate::syntax::{text, walk_named, Walk};

use super::scope::{Binding, Scope};

/// Marks the docstring of each function under a decorator of another module of the project
/// that assigns `__doc__` as unread.
pub fn apply(scope: &Scope, functions: &mut [Arc<Function>]) {
    let Some(external) = scope.external else {
        return;
    };
    for f in functions.iter_mut() {
        if f.doc_unread.is_some() {
            continue;
        }
        let why = f.decorators.iter().find_map(|d| {
            // The callee as written: a name this module imports (a local decorator or a
            // framework's attribute decorator is not asked about).
            let head = d.text.split(['(', '.']).next().unwrap_or("").trim();
            if !scope.imports.contains_key(head) || scope.bindings.contains_key(head) {
                return None;
            }
            external.doc_setter(&d.qualified, 1)
        });
        if let Some(why) = why {
            Arc::make_mut(f).doc_unread = Some(why);
        }
    }
}

/// Why the function `def` (of module `module`) sets the docstring of what it decorates: an
/// assignment `<name>.__doc__ = ...` (or `setattr(<name>, "__doc__", ...)`) in its body or a
/// function nested in it, on a parameter or a function defined there.
pub fn sets_doc(def: Node, src: &str, module: &str) -> Option<String> {
    let def = super::discover::definition(def);
    let name = text(def.child_by_field_name("name")?, src);
    let body = def.child_by_field_name("body")?;
    if !text(body, src).contains("__doc__") {
        return None;
    }
    // The names a target may be: the parameters of the decorator and of the functions in it,
    // and those functions (the wrapper it returns).
    let mut names: Vec<&str> = params(def, src);
    walk_named(body, |n| {
        if n.kind() == "function_definition" {
            names.extend(params(n, src));
            if let Some(id) = n.child_by_field_name("name") {
                names.push(text(id, src));
            }
        }
        Walk::Descend
    });
    let mut line = None;
    walk_named(body, |n| {
        if line.is_some() {
            return Walk::Skip;
        }
        let target = match n.kind() {
            "assignment" => n
                .child_by_field_name("left")
                .filter(|l| l.kind() == "attribute")
                .filter(|l| {
                    l.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == "__doc__")
                })
                .and_then(|l| l.child_by_field_name("object")),
            "call" => setattr_doc(n, src),
            _ => None,
        };
        if let Some(t) = target.filter(|t| t.kind() == "identifier") {
            if names.contains(&text(t, src)) {
                line = Some(n.start_position().row + 1);
                return Walk::Skip;
            }
        }
        Walk::Descend
    });
    line.map(|l| {
        format!(
            "the decorator `{name}` ({module}, line {l}) sets `__doc__` before the framework reads it"
        )
    })
}

/// The object of `setattr(<object>, "__doc__", ...)`.
fn setattr_doc<'t>(call: Node<'t>, src: &str) -> Option<Node<'t>> {
    let f = call.child_by_field_name("function")?;
    if f.kind() != "identifier" || text(f, src) != "setattr" {
        return None;
    }
    let args = crate::syntax::named_children(call.child_by_field_name("arguments")?);
    let (object, attribute) = (args.first()?, args.get(1)?);
    (attribute.kind() == "string" && text(*attribute, src).trim_matches(['"', '\'']) == "__doc__")
        .then_some(*object)
}

/// The parameter names of a `function_definition`.
fn params<'s>(def: Node, src: &'s str) -> Vec<&'s str> {
    let Some(ps) = def.child_by_field_name("parameters") else {
        return Vec::new();
    };
    crate::syntax::named_children(ps)
        .into_iter()
        .filter_map(|p| match p.kind() {
            "identifier" => Some(p),
            _ => p
                .child_by_field_name("name")
                .or_else(|| crate::syntax::named_children(p).into_iter().next())
                .filter(|n| n.kind() == "identifier"),
        })
        .map(|n| text(n, src))
        .collect()
}

/// `sets_doc` of the module-level function `name` of a module, following its imports.
pub(super) fn find<'a>(
    scope: &Scope<'a>,
    defs: &[Node<'a>],
    name: &str,
    depth: usize,
) -> Option<String> {
    match scope.bindings.get(name) {
        Some(Binding::Function) => {
            let def = super::last_function_def(defs, scope.src, name)?;
            sets_doc(def, scope.src, &scope.module)
        }
        Some(_) => None,
        None => {
            let target = scope.imports.get(name)?.target.clone();
            scope.external?.doc_setter(&target, depth + 1)
        }
    }
}
