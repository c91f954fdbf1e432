//! The project's marker decorators: a decorator factory whose nested decorator only sets an
//! attribute on the function it decorates and returns it, and a function of the same module
//! that scans module namespaces for that attribute and registers each marked function on a
//! server (lean-lsp-mcp):
//!
//! ```python
//! _DEFINITION_ATTR = "__lean_lsp_mcp_tool__"
//! def tool(name, **options):
//!     def decorate(function):
//!         setattr(function, _DEFINITION_ATTR, ToolDefinition(name, options))
//!         return function
//!     return decorate
//! def register_tools(server, modules):
//!     for module in modules:
//!         for function in vars(module).values():
//!             definition = getattr(function, _DEFINITION_ATTR, None)
//!             ...
//!             server.tool(definition.name, **definition.options)(function)
//! ```
//!
//! The decorated function is a tool of the framework of the server that scan registers on,
//! and only then: an attribute that is only read (printed, listed) makes no tool. Which
//! modules the scan is handed is not followed: a marked function is taken to be in one of them.

use tree_sitter::Node;

use crate::extract::scope::{Binding, Scope};
use crate::extract::Library;
use crate::syntax::{named_children, text};

use super::flow::definition;
use super::registry::{identifiers, registers_in, walk_statements};
use super::wrappers::Judge;

/// The attribute the body of a nested decorator sets on its parameter `p` (`setattr(p, ATTR,
/// value)`, `ATTR` a string or a module constant holding one) when it also returns `p`, and
/// the names `value` mentions (which decide the options the registration gets).
pub fn marked_attribute(body: Node, p: &str, scope: &Scope) -> Option<(String, Vec<String>)> {
    let src = scope.src;
    let mut attr = None;
    let mut returns_it = false;
    walk_statements(body, &mut |n| match n.kind() {
        "call" => {
            let f = n.child_by_field_name("function");
            if !f.is_some_and(|f| f.kind() == "identifier" && text(f, src) == "setattr") {
                return;
            }
            let args = n
                .child_by_field_name("arguments")
                .map(named_children)
                .unwrap_or_default();
            if let [target, name, value] = args.as_slice() {
                if target.kind() == "identifier" && text(*target, src) == p {
                    if let Some(a) = attribute_name(*name, scope) {
                        let mut carried = Vec::new();
                        identifiers(*value, src, &mut carried);
                        attr = Some((a, carried));
                    }
                }
            }
        }
        "return_statement" => {
            returns_it |= named_children(n)
                .first()
                .is_some_and(|v| v.kind() == "identifier" && text(*v, src) == p);
        }
        _ => {}
    });
    attr.filter(|_| returns_it)
}

/// A string literal, or a module-level name bound to one.
fn attribute_name(n: Node, scope: &Scope) -> Option<String> {
    let n = crate::syntax::unwrap_expr(n);
    match n.kind() {
        "string" => crate::extract::literal::string_value(n, scope.src),
        "identifier" => match scope.bindings.get(text(n, scope.src)) {
            Some(Binding::Assign(v)) => crate::extract::literal::string_value(*v, scope.src),
            _ => None,
        },
        _ => None,
    }
}

/// The framework of the server that a module-level function of this module registers the
/// functions carrying `attr` on: one that reads it (`getattr(x, ATTR, ...)`) and registers
/// with `X.tool(...)(f)` / `X.add_tool(f)`, `X` judged as for a registry loop.
pub fn consumer<'t>(
    attr: &str,
    anchor: Node<'t>,
    scope: &Scope<'t>,
    judge: &mut Judge<'_, 't>,
    depth: usize,
) -> Option<Library> {
    // Counted: a summary that reads the module beyond its method is not kept by its text.
    scope.consumer_reads.set(scope.consumer_reads.get() + 1);
    let root = crate::syntax::root_of(anchor);
    let src = scope.src;
    for stmt in named_children(root) {
        let def = definition(stmt);
        if def.kind() != "function_definition" {
            continue;
        }
        let Some(body) = def.child_by_field_name("body") else {
            continue;
        };
        let mut reads = false;
        walk_statements(body, &mut |n| {
            if reads || n.kind() != "call" {
                return;
            }
            let f = n.child_by_field_name("function");
            if !f.is_some_and(|f| f.kind() == "identifier" && text(f, src) == "getattr") {
                return;
            }
            let args = n
                .child_by_field_name("arguments")
                .map(named_children)
                .unwrap_or_default();
            reads = args
                .get(1)
                .and_then(|a| attribute_name(*a, scope))
                .is_some_and(|a| a == attr);
        });
        if !reads {
            continue;
        }
        if let Some(r) = registers_in(body, Some(def), scope, judge, depth) {
            return Some(r.library);
        }
    }
    None
}
