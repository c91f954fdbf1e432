//! Parameters replaced at run time: `inspect.signature` returns `__signature__` when it is
//! set, `get_type_hints` reads `__annotations__`, and a framework's tool object can have its
//! schema replaced after it is made (agno's apify toolkit:
//! `self.functions[tool_name].parameters = props_to_json_schema(...)` right after
//! `self.register(actor_function)`; agno's user-profile store: `func.__signature__ =
//! inspect.Signature(params)` on the closure a builder returns; nvidia-nat-adk's wrapper:
//! `setattr(func_to_wrap, "__signature__", inspect.Signature(...))` before
//! `FunctionTool(callable_tool)`). What the `def` says is then
//! not what the framework reads: the parameters of every function such an assignment may
//! reach are unread (`Function::params_unread`), so the payload is unread and no rule about
//! the parameters speaks.

use std::sync::Arc;

use tree_sitter::Node;

use crate::model::Function;
use crate::syntax::{text, walk_named, Span, SpanOf, Walk};

/// The attributes whose assignment replaces what a framework reads as the parameters.
const SIGNATURE: [&str; 3] = ["__signature__", "__annotations__", "parameters"];

/// Marks the parameters of the functions each run-time signature assignment may reach as
/// unread: inside a function, every function defined in it (the builder's closures); at
/// module level, the function its target names (any, for another expression).
pub fn apply(root: Node, src: &str, functions: &mut [Arc<Function>]) {
    if !SIGNATURE.iter().any(|a| src.contains(a)) {
        return;
    }
    for (scope, name, why) in reach(root, src) {
        for f in functions.iter_mut() {
            let reached = match &name {
                Some(n) => *n == f.name,
                None => scope.start <= f.span.start && f.span.end <= scope.end,
            };
            if reached && f.params_unread.is_none() {
                Arc::make_mut(f).params_unread = Some(why.clone());
            }
        }
    }
}

/// Why the function `def` of `scope`'s module registers something whose parameters are not
/// its `def`'s: its body (or a function in it) assigns a run-time signature (the project's
/// registrar `tool(func)` sets the wrapper's `__signature__`, then `mcp.tool()(wrapper)`).
pub(crate) fn rewritten_in(def: Node, scope: &super::scope::Scope) -> Option<String> {
    let src = scope.src;
    let body = def.child_by_field_name("body")?;
    if !SIGNATURE.iter().any(|a| text(body, src).contains(a)) {
        return None;
    }
    let name = text(def.child_by_field_name("name")?, src);
    let mut found = None;
    walk_named(body, |node| {
        if found.is_some() {
            return Walk::Skip;
        }
        let hit = match node.kind() {
            "assignment" => signature_target(node, src),
            "call" => setattr_target(node, src),
            _ => None,
        };
        match hit {
            Some((_, left)) => {
                let line = node.start_position().row + 1;
                found = Some(format!(
                    "the registrar `{name}` ({}, line {line}) assigns `{left}` at run time: \
                     the framework reads that, not the `def`'s parameters",
                    scope.module
                ));
                Walk::Skip
            }
            None => Walk::Descend,
        }
    });
    found
}

/// (where it reaches, the function its module-level target names, why).
fn reach(root: Node, src: &str) -> Vec<(Span, Option<String>, String)> {
    let mut out = Vec::new();
    // An assignment found here spells one of `SIGNATURE` in its target: subtrees without any
    // hold none.
    let occurrences = crate::syntax::Occurrences::of(src, &SIGNATURE);
    walk_named(root, |node| {
        if !occurrences.within(node) {
            return Walk::Skip;
        }
        let found = match node.kind() {
            "assignment" => signature_target(node, src),
            "call" => setattr_target(node, src),
            _ => None,
        };
        let Some((target, left)) = found else {
            return Walk::Descend;
        };
        let line = node.start_position().row + 1;
        let why = format!(
            "`{}` is assigned at run time (line {line}): the framework reads that, not \
             the `def`'s parameters",
            left
        );
        let mut at = node.parent();
        let mut function = None;
        while let Some(n) = at {
            if n.kind() == "function_definition" {
                function = Some(n);
                break;
            }
            at = n.parent();
        }
        out.push(match function {
            Some(f) => (Span::of(f), None, why),
            None => (Span::of(root), target, why),
        });
        Walk::Skip
    });
    out
}

/// For `<target>.__signature__ = ...` (or `__annotations__`, a key of it, `.parameters`):
/// the target's name when it is a plain name, and the attribute expression assigned.
fn signature_target(assignment: Node, src: &str) -> Option<(Option<String>, String)> {
    let mut left = assignment.child_by_field_name("left")?;
    // `f.__annotations__["return"] = str`
    if left.kind() == "subscript" {
        left = left.child_by_field_name("value")?;
    }
    if left.kind() != "attribute" {
        return None;
    }
    let attribute = left.child_by_field_name("attribute")?;
    if !SIGNATURE.contains(&text(attribute, src)) {
        return None;
    }
    let object = left.child_by_field_name("object")?;
    Some((
        (object.kind() == "identifier").then(|| text(object, src).to_string()),
        text(left, src).to_string(),
    ))
}

/// For `setattr(<target>, "__signature__", ...)` (or `"__annotations__"`, `"parameters"`):
/// the same as an assignment (`func_to_wrap.__signature__`).
fn setattr_target(call: Node, src: &str) -> Option<(Option<String>, String)> {
    let function = call.child_by_field_name("function")?;
    // `object.__setattr__(wrapper, "__signature__", sig)` does what `setattr` does.
    if !matches!(text(function, src), "setattr" | "object.__setattr__") {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let args: Vec<Node> = crate::syntax::named_children(args)
        .into_iter()
        .filter(|a| a.kind() != "comment")
        .collect();
    let [object, attribute, _value] = args.as_slice() else {
        return None;
    };
    if attribute.kind() != "string" {
        return None;
    }
    let name = text(*attribute, src).trim_matches(|c| c == '"' || c == '\'');
    if !SIGNATURE.contains(&name) {
        return None;
    }
    Some((
        (object.kind() == "identifier").then(|| text(*object, src).to_string()),
        format!("{}.{name}", text(*object, src)),
    ))
}
