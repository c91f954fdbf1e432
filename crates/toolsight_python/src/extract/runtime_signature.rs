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

use crate::model::{Function, SignatureRewrite};
use crate::syntax::{text, walk_named, Span, SpanOf, Walk};

/// The attributes whose assignment replaces what a framework reads as the parameters.
const SIGNATURE: [&str; 3] = ["__signature__", "__annotations__", "parameters"];

/// Marks the parameters of the functions each run-time signature assignment may reach as
/// unread: inside a function, every function defined in it (the builder's closures; not the
/// builder when the target is one of them); at module level, the function its target names
/// (any, for another expression).
pub fn apply(root: Node, src: &str, functions: &mut [Arc<Function>]) {
    if !SIGNATURE.iter().any(|a| src.contains(a)) {
        return;
    }
    for (scope, name, why, spares_scope) in reach(root, src) {
        for f in functions.iter_mut() {
            let reached = match &name {
                Some(n) => *n == f.name,
                // The functions defined in the one whose body assigns; that function too,
                // unless the target is one of its own closures: `with_client(func)` setting
                // its `wrapper`'s signature keeps its own, a `decorator(func_to_wrap)`
                // setting its parameter's returns it under its own name.
                None => {
                    scope.start <= f.span.start
                        && f.span.end <= scope.end
                        && !(spares_scope && (f.span.start, f.span.end) == (scope.start, scope.end))
                }
            };
            if reached && f.params_unread.is_none() {
                Arc::make_mut(f).params_unread = Some(why.clone());
            }
        }
    }
}

/// What the function `def` of `scope`'s module makes of the parameters of what it registers
/// when its body (or a function in it) assigns a run-time signature (the project's registrar
/// `tool(func)` sets the wrapper's `__signature__`, then `mcp.tool()(wrapper)`): the
/// parameters removed when the new signature is the argument's own less some of them
/// (`signature_removal`), else unread.
pub(crate) fn rewritten_in(def: Node, scope: &super::scope::Scope) -> Option<SignatureRewrite> {
    let src = scope.src;
    let body = def.child_by_field_name("body")?;
    if !SIGNATURE.iter().any(|a| text(body, src).contains(a)) {
        return None;
    }
    let name = text(def.child_by_field_name("name")?, src);
    let mut hits = Vec::new();
    walk_named(body, |node| {
        let hit = match node.kind() {
            "assignment" => signature_target(node, src),
            "call" => setattr_target(node, src),
            _ => None,
        };
        match hit {
            Some((_, left)) => {
                hits.push((node, left));
                Walk::Skip
            }
            None => Walk::Descend,
        }
    });
    let (first, left) = hits.first()?;
    if let [(assignment, _)] = hits.as_slice() {
        if let Some(removed) = super::signature_removal::of(def, *assignment, src) {
            return Some(removed);
        }
    }
    let line = first.start_position().row + 1;
    Some(SignatureRewrite::Unread(format!(
        "the registrar `{name}` ({}, line {line}) assigns `{left}` at run time: \
         the framework reads that, not the `def`'s parameters",
        scope.module
    )))
}

/// (where it reaches, the function its module-level target names, why, whether the target
/// inside a function is a function defined in it, not the function itself).
fn reach(root: Node, src: &str) -> Vec<(Span, Option<String>, String, bool)> {
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
        let why = assigned_why(&left, line);
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
            Some(f) => {
                let closure = target
                    .as_deref()
                    .is_some_and(|t| defines_function(f, t, src));
                (Span::of(f), None, why, closure)
            }
            None => (Span::of(root), target, why, false),
        });
        Walk::Skip
    });
    out
}

/// For a statement's expression that assigns a run-time signature to a plain name
/// (`impl.__signature__ = ...`, `setattr(impl, "__signature__", ...)`): the name, and why what
/// that name holds is sent with other parameters than its `def`'s.
pub(crate) fn assigned_to_name(node: Node, src: &str) -> Option<(String, String)> {
    let (target, left) = match node.kind() {
        "assignment" => signature_target(node, src),
        "call" => setattr_target(node, src),
        _ => None,
    }?;
    let line = node.start_position().row + 1;
    Some((target?, assigned_why(&left, line)))
}

/// Why the parameters are unread when `left` (`impl.__signature__`) is assigned at `line`.
fn assigned_why(left: &str, line: usize) -> String {
    format!(
        "`{left}` is assigned at run time (line {line}): the framework reads that, not the \
         `def`'s parameters"
    )
}

/// Whether the body of the function `def` defines a function `name` (at any depth).
fn defines_function(def: Node, name: &str, src: &str) -> bool {
    let Some(body) = def.child_by_field_name("body") else {
        return false;
    };
    let mut found = false;
    walk_named(body, |node| {
        if found {
            return Walk::Skip;
        }
        if node.kind() == "function_definition"
            && node
                .child_by_field_name("name")
                .is_some_and(|n| text(n, src) == name)
        {
            found = true;
            return Walk::Skip;
        }
        Walk::Descend
    });
    found
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

/// A module-level function whose innermost decorator is a function of this module that
/// rewrites the signature of what it returns (`@with_client`, or a factory's `@require(...)`
/// returning such a decorator): the framework's decorator above it, or a registration by the
/// function's name, gets that wrapper, so its parameters are what the rewrite leaves
/// (`SignatureRewrite::Removes`) or unread. A decorator above the framework's mark would not
/// change what the mark read; only the innermost one is certain to be below it.
pub(crate) fn apply_decorators(
    root: Node,
    scope: &super::scope::Scope,
    functions: &mut [Arc<Function>],
) {
    let src = scope.src;
    if !src.contains("__signature__") {
        return;
    }
    let mut defs = Vec::new();
    for c in crate::syntax::named_children(root) {
        let d = definition(c);
        if d.kind() == "function_definition" {
            if let Some(n) = d.child_by_field_name("name") {
                defs.push((text(n, src), d));
            }
        }
    }
    let def_named = |name: &str| defs.iter().find(|(n, _)| *n == name).map(|(_, d)| *d);
    let mut known: Vec<(String, Option<SignatureRewrite>)> = Vec::new();
    for f in functions.iter_mut() {
        if f.params_unread.is_some() || f.params_rewritten || f.class.is_some() {
            continue;
        }
        let Some(innermost) = f.decorators.last() else {
            continue;
        };
        let callee = innermost
            .text
            .split('(')
            .next()
            .unwrap_or("")
            .trim()
            .to_string();
        let rewrite = match known.iter().find(|(c, _)| *c == callee) {
            Some((_, r)) => r.clone(),
            None => {
                let def = def_named(&callee).and_then(|d| match innermost.call {
                    // `@factory(...)`: the decorator it returns.
                    Some(_) => returned_def(d, src),
                    None => Some(d),
                });
                let r = def.and_then(|d| rewritten_in(d, scope));
                known.push((callee, r.clone()));
                r
            }
        };
        if let Some(r) = rewrite {
            // A decorator of this module: its globals are the function's.
            r.apply(Arc::make_mut(f), false);
        }
    }
}

/// The function a factory defines in its body and returns (`def require(x): def decorator(
/// func): ...; return decorator`).
fn returned_def<'t>(factory: Node<'t>, src: &str) -> Option<Node<'t>> {
    let body = factory.child_by_field_name("body")?;
    let mut returned = None;
    for s in crate::syntax::named_children(body) {
        if s.kind() == "return_statement" {
            let v = crate::syntax::named_children(s);
            if let [v] = v.as_slice() {
                returned = Some(text(*v, src));
            }
        }
    }
    let returned = returned?;
    crate::syntax::named_children(body)
        .into_iter()
        .find_map(|s| {
            let d = definition(s);
            (d.kind() == "function_definition"
                && d.child_by_field_name("name")
                    .is_some_and(|n| text(n, src) == returned))
            .then_some(d)
        })
}

/// The `def` of a possibly decorated definition.
fn definition(node: Node) -> Node {
    if node.kind() == "decorated_definition" {
        node.child_by_field_name("definition").unwrap_or(node)
    } else {
        node
    }
}
