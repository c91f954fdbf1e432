//! The class of the object a method is called on, where the program says it statically:
//! `self.mcp_server.get_tools_list()` in a class whose constructor keeps what its callers
//! pass (`self.mcp_server = mcp_server`, `ProtocolHandler(server)`, `server =
//! Server.__new__(Server)` in the module that calls it: jaegis-raverse-mcp-server), a name
//! bound to `Class(...)` in the function or the module, a parameter annotated with a class or
//! given one by the calls of its module-level function. Built on `registry`'s answers (what a
//! module-level name, a local name and a function's parameter hold), so it reaches as far as
//! they do and no further: anything else is not read (`None`).

use tree_sitter::Node;

use crate::extract::scope::Scope;
use crate::syntax::{named_children, text, unwrap_expr};

use super::registry;

/// How many `self.<attr> = ...` assignments of a class are read for one receiver.
const MAX_ASSIGNMENTS: usize = 16;

/// How many nodes of a class body are visited for its `self.<attr> = ...` assignments.
const MAX_NODES: usize = 20_000;

/// The class (qualified) of `recv`, the object of a method call, when it can be read.
pub(crate) fn receiver_class(recv: Node, scope: &Scope, depth: usize) -> Option<String> {
    let recv = unwrap_expr(recv);
    let src = scope.src;
    match recv.kind() {
        "call" => recv
            .child_by_field_name("function")
            .map(|f| registry::constructed_class_of(f, scope)),
        "identifier" => {
            let def = enclosing_def(recv);
            let local = def.and_then(|_| registry::local_instance_class(recv, recv, scope));
            local
                .or_else(|| {
                    let def = def?;
                    is_parameter(def, text(recv, src), src)
                        .then(|| parameter_class(def, text(recv, src), scope, depth))?
                })
                .or_else(|| registry::instance_class(recv, scope, depth))
        }
        "attribute" => {
            let obj = recv.child_by_field_name("object")?;
            let attr = recv.child_by_field_name("attribute")?;
            if text(obj, src) != "self" {
                return None;
            }
            let class = enclosing_class(recv)?;
            self_attribute_class(class, text(attr, src), scope, depth)
        }
        _ => None,
    }
}

/// The class of what the methods of `class` store in `self.<attr>`: the first assignment
/// whose value is read (a constructor call, or a parameter of the method that keeps it).
fn self_attribute_class(class: Node, attr: &str, scope: &Scope, depth: usize) -> Option<String> {
    let src = scope.src;
    let body = class.child_by_field_name("body")?;
    let mut values = Vec::new();
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES || values.len() >= MAX_ASSIGNMENTS {
            break;
        }
        if n.kind() == "assignment" {
            let left = n.child_by_field_name("left");
            let assigns_it = left.is_some_and(|l| {
                l.kind() == "attribute"
                    && l.child_by_field_name("object")
                        .is_some_and(|o| text(o, src) == "self")
                    && l.child_by_field_name("attribute")
                        .is_some_and(|a| text(a, src) == attr)
            });
            if let (true, Some(v)) = (assigns_it, n.child_by_field_name("right")) {
                values.push(v);
            }
        }
        // A nested class's `self` is another object.
        stack.extend(
            named_children(n)
                .into_iter()
                .filter(|c| c.kind() != "class_definition"),
        );
    }
    values.into_iter().find_map(|v| {
        let v = unwrap_expr(v);
        match v.kind() {
            "call" => v
                .child_by_field_name("function")
                .map(|f| registry::constructed_class_of(f, scope)),
            "identifier" => {
                let def = enclosing_def(v)?;
                let name = text(v, src);
                if is_parameter(def, name, src) {
                    parameter_class(def, name, scope, depth)
                } else {
                    registry::local_instance_class(v, v, scope)
                }
            }
            _ => None,
        }
    })
}

/// The class of parameter `name` of `def`: its annotation, or what the calls pass: of the
/// module-level function, or of the module-level class whose constructor `def` is
/// (`Handler(server)` for `def __init__(self, mcp_server)`).
fn parameter_class(def: Node, name: &str, scope: &Scope, depth: usize) -> Option<String> {
    if let Some(c) = registry::parameter_class(def, name, scope, depth) {
        return Some(c);
    }
    let src = scope.src;
    if def.child_by_field_name("name").map(|n| text(n, src)) != Some("__init__") {
        return None;
    }
    let class = enclosing_class(def)?;
    if class.parent().map(|p| p.kind()) != Some("module")
        && class
            .parent()
            .filter(|p| p.kind() == "decorated_definition")
            .and_then(|p| p.parent())
            .map(|p| p.kind())
            != Some("module")
    {
        return None;
    }
    // The constructor's call passes `self`'s parameters from the second on.
    let index = parameter_index(def, name, src)?.checked_sub(1)?;
    let class_name = text(class.child_by_field_name("name")?, src);
    let module = scope.module.as_str();
    let module = module.strip_suffix(".__init__").unwrap_or(module);
    scope
        .external?
        .argument_class(&format!("{module}.{class_name}"), index, name, depth + 1)
}

/// Whether `name` is a parameter of `def`.
fn is_parameter(def: Node, name: &str, src: &str) -> bool {
    parameter_index(def, name, src).is_some()
}

/// The position of parameter `name` among the parameters of `def` (`self` counted).
fn parameter_index(def: Node, name: &str, src: &str) -> Option<usize> {
    let params = def.child_by_field_name("parameters")?;
    named_children(params).into_iter().position(|p| {
        let n = match p.kind() {
            "identifier" => Some(p),
            "typed_parameter" => named_children(p)
                .into_iter()
                .find(|c| c.kind() == "identifier"),
            "default_parameter" | "typed_default_parameter" => p.child_by_field_name("name"),
            _ => None,
        };
        n.is_some_and(|n| text(n, src) == name)
    })
}

/// The function whose body holds `n`.
fn enclosing_def(n: Node) -> Option<Node> {
    let mut p = n.parent();
    while let Some(x) = p {
        match x.kind() {
            "function_definition" => return Some(x),
            "class_definition" | "module" => return None,
            _ => p = x.parent(),
        }
    }
    None
}

/// The class whose body holds `n` (through its methods).
fn enclosing_class(n: Node) -> Option<Node> {
    let mut p = n.parent();
    while let Some(x) = p {
        match x.kind() {
            "class_definition" => return Some(x),
            "module" => return None,
            _ => p = x.parent(),
        }
    }
    None
}
