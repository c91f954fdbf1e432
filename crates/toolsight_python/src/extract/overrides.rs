//! Overridable texts of a factory read under its default call: `_descs.get("name", DEFAULT)`
//! with `_descs = descriptions or {}` and `descriptions: dict | None = None` a parameter of the
//! enclosing function (pydantic-ai-todo's `create_todo_toolset(descriptions=None)`). A user who
//! calls the factory as documented (`create_todo_toolset()`) gets `DEFAULT`, so that is the
//! text toolsight shows. When a call of the factory in the same module passes the parameter a
//! value that is not empty under the caller's own default call, the text stays unread
//! (computed at run time) rather than a confident wrong one.

use tree_sitter::Node;

use crate::model::PyValue;
use crate::syntax::{named_children, text, unwrap_expr};

use super::scope::Scope;

/// Nested function scopes, locals and call sites followed before giving up.
const MAX_DEPTH: usize = 8;

/// The value of `m.get(key)` / `m.get(key, default)` when `m` is a mapping that is empty under
/// the enclosing factory's default call (see the module doc); `None` otherwise.
pub(crate) fn empty_mapping_get(node: Node, src: &str, scope: &Scope) -> Option<PyValue> {
    let func = node.child_by_field_name("function")?;
    if func.kind() != "attribute" || text(func.child_by_field_name("attribute")?, src) != "get" {
        return None;
    }
    let args = named_children(node.child_by_field_name("arguments")?);
    if args.is_empty()
        || args.len() > 2
        || args.iter().any(|a| {
            matches!(
                a.kind(),
                "keyword_argument" | "list_splat" | "dictionary_splat"
            )
        })
    {
        return None;
    }
    if !empty_mapping(func.child_by_field_name("object")?, src, 0) {
        return None;
    }
    Some(match args.get(1) {
        Some(default) => super::literal::eval(*default, src, scope),
        None => PyValue::None,
    })
}

fn is_empty_literal(node: Node, src: &str) -> bool {
    let node = unwrap_expr(node);
    match node.kind() {
        "dictionary" => named_children(node).is_empty(),
        "call" => {
            node.child_by_field_name("function")
                .is_some_and(|f| text(f, src) == "dict")
                && node
                    .child_by_field_name("arguments")
                    .is_some_and(|a| named_children(a).is_empty())
        }
        _ => false,
    }
}

/// Whether `expr` (at its place in the tree) is an empty mapping under the default call of
/// the functions it depends on: `{}`, `param or {}`, `param if param else {}`,
/// `param if param is not None else {}`, or a local bound once to one of those.
fn empty_mapping(expr: Node, src: &str, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let expr = unwrap_expr(expr);
    if is_empty_literal(expr, src) {
        return true;
    }
    match expr.kind() {
        "boolean_operator" => {
            let (Some(l), Some(op), Some(r)) = (
                expr.child_by_field_name("left"),
                expr.child_by_field_name("operator"),
                expr.child_by_field_name("right"),
            ) else {
                return false;
            };
            text(op, src) == "or"
                && is_empty_literal(r, src)
                && unwrap_expr(l).kind() == "identifier"
                && param_empty_by_default(unwrap_expr(l), src, depth + 1)
        }
        "conditional_expression" => {
            // `a if cond else b`: the named children are a, cond, b.
            let parts = named_children(expr);
            let [then, cond, other] = parts[..] else {
                return false;
            };
            let cond = unwrap_expr(cond);
            let (param, tested) = match cond.kind() {
                "identifier" => (unwrap_expr(then), cond),
                "comparison_operator" if text(cond, src).ends_with("is not None") => {
                    match named_children(cond).first() {
                        Some(c) => (unwrap_expr(then), *c),
                        None => return false,
                    }
                }
                _ => return false,
            };
            param.kind() == "identifier"
                && text(param, src) == text(tested, src)
                && is_empty_literal(other, src)
                && param_empty_by_default(param, src, depth + 1)
        }
        "identifier" => match local_binding(expr, src) {
            Some(Bound::Local(value)) => empty_mapping(value, src, depth + 1),
            _ => false,
        },
        _ => false,
    }
}

enum Bound<'t> {
    /// A parameter of this function definition.
    Param(Node<'t>, Node<'t>),
    /// Bound exactly once in a function body, to this value, and never changed in place.
    Local(Node<'t>),
}

/// What the name `name` (an identifier node) refers to in the innermost enclosing function
/// that binds it; `None` at module level, or when it is bound more than once, by anything but
/// a plain assignment, or changed in place (`m[k] = v`, `m.update(...)`).
fn local_binding<'t>(name: Node<'t>, src: &str) -> Option<Bound<'t>> {
    let wanted = text(name, src);
    let mut at = name.parent();
    let mut hops = 0;
    while let Some(n) = at {
        hops += 1;
        if hops > 400 {
            return None;
        }
        if matches!(n.kind(), "lambda" | "class_definition") {
            return None;
        }
        if n.kind() == "function_definition" {
            if let Some(p) = parameter(n, wanted, src) {
                return Some(Bound::Param(n, p));
            }
            let body = n.child_by_field_name("body")?;
            let mut binding = Bindings::default();
            scan(body, wanted, src, &mut binding, 0);
            if binding.other {
                return None;
            }
            match binding.assigned[..] {
                [value] => return Some(Bound::Local(value)),
                [] => {}
                _ => return None,
            }
        }
        at = n.parent();
    }
    None
}

#[derive(Default)]
struct Bindings<'t> {
    assigned: Vec<Node<'t>>,
    /// Bound otherwise (loop target, `with ... as`, `:=`, augmented assignment, `global`,
    /// `nonlocal`, `del`, an import) or changed in place.
    other: bool,
}

/// Collects the bindings of `name` in a function body, not descending into nested scopes
/// (their own names are theirs) except to notice in-place changes through a closure.
fn scan<'t>(node: Node<'t>, name: &str, src: &str, out: &mut Bindings<'t>, depth: usize) {
    if depth > 200 || out.other {
        out.other = true;
        return;
    }
    match node.kind() {
        "assignment" => {
            if let Some(l) = node.child_by_field_name("left") {
                let l = unwrap_expr(l);
                if l.kind() == "identifier" && text(l, src) == name {
                    match node.child_by_field_name("right") {
                        Some(r) => out.assigned.push(r),
                        None => out.other = true,
                    }
                } else if mentions_target(l, name, src) {
                    out.other = true;
                }
            }
        }
        "augmented_assignment"
        | "for_statement"
        | "for_in_clause"
        | "named_expression"
        | "as_pattern"
        | "delete_statement"
        | "global_statement"
        | "nonlocal_statement"
        | "import_statement"
        | "import_from_statement" => {
            let target = node
                .child_by_field_name("left")
                .or_else(|| node.child_by_field_name("name"))
                .or_else(|| node.child_by_field_name("alias"));
            let hit = match target {
                Some(t) => mentions_target(t, name, src),
                None => text(node, src)
                    .split(|c: char| !c.is_alphanumeric() && c != '_')
                    .any(|w| w == name),
            };
            if hit {
                out.other = true;
            }
        }
        "call" => {
            // `m.update(...)`, `m.setdefault(...)`, `m.__setitem__(...)`, `m |= ...` changes it.
            if let Some(f) = node.child_by_field_name("function") {
                if f.kind() == "attribute" {
                    let obj = f.child_by_field_name("object").map(unwrap_expr);
                    let method = f.child_by_field_name("attribute").map(|a| text(a, src));
                    if obj.is_some_and(|o| o.kind() == "identifier" && text(o, src) == name)
                        && method.is_some_and(|m| {
                            matches!(m, "update" | "setdefault" | "__setitem__" | "__ior__")
                        })
                    {
                        out.other = true;
                    }
                }
            }
        }
        _ => {}
    }
    for c in named_children(node) {
        if matches!(
            c.kind(),
            "function_definition" | "class_definition" | "lambda"
        ) {
            // A nested scope binds its own names; only in-place changes of ours matter.
            let mut inner = Bindings::default();
            scan(c, name, src, &mut inner, depth + 1);
            if inner.other {
                // Conservative: a nested scope that rebinds or changes the name.
                out.other = true;
            }
            continue;
        }
        scan(c, name, src, out, depth + 1);
    }
}

/// Whether an assignment target binds or changes `name` (`name`, `name[k]`, `name.x`,
/// `a, name = ...`).
fn mentions_target(target: Node, name: &str, src: &str) -> bool {
    let t = unwrap_expr(target);
    match t.kind() {
        "identifier" => text(t, src) == name,
        "subscript" | "attribute" => t
            .child_by_field_name("value")
            .or_else(|| t.child_by_field_name("object"))
            .is_some_and(|v| mentions_target(v, name, src)),
        _ => named_children(t)
            .into_iter()
            .any(|c| mentions_target(c, name, src)),
    }
}

/// The parameter node of `def` named `name`, if any.
fn parameter<'t>(def: Node<'t>, name: &str, src: &str) -> Option<Node<'t>> {
    let params = def.child_by_field_name("parameters")?;
    named_children(params)
        .into_iter()
        .find(|p| param_name(*p, src) == Some(name))
}

/// The name a parameter node binds (`x`, `x: T`, `x=d`, `x: T = d`); `None` for `*args`,
/// `**kwargs` and separators.
pub(crate) fn param_name<'s>(p: Node, src: &'s str) -> Option<&'s str> {
    match p.kind() {
        "identifier" => Some(text(p, src)),
        "default_parameter" | "typed_default_parameter" => {
            p.child_by_field_name("name").map(|n| text(n, src))
        }
        "typed_parameter" => named_children(p)
            .into_iter()
            .find(|c| c.kind() == "identifier")
            .map(|n| text(n, src)),
        _ => None,
    }
}

/// Whether the parameter `name` (an identifier node inside its function) is `None` or an empty
/// mapping under every call of its function this module makes, and never rebound: its default
/// is `None` or `{}`, and each call in the module leaves it out or passes `None`, `{}`, or a
/// value that is itself empty under the caller's default call.
fn param_empty_by_default(name: Node, src: &str, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let Some(Bound::Param(def, p)) = local_binding(name, src) else {
        return false;
    };
    let Some(default) = p.child_by_field_name("value") else {
        return false;
    };
    if !(unwrap_expr(default).kind() == "none" || is_empty_literal(default, src)) {
        return false;
    }
    // Rebound in the body (`descriptions = load()`): no longer what the caller passed.
    let mut rebound = Bindings::default();
    if let Some(body) = def.child_by_field_name("body") {
        scan(body, text(name, src), src, &mut rebound, 0);
    }
    if rebound.other || !rebound.assigned.is_empty() {
        return false;
    }
    let Some(fname) = def.child_by_field_name("name").map(|n| text(n, src)) else {
        return false;
    };
    let pname = text(name, src);
    let index = positional_index(def, pname, src);
    let root = crate::syntax::root_of(def);
    let mut ok = true;
    let mut budget = 200_000usize;
    each_call_of(root, fname, src, &mut budget, &mut |call| {
        ok = ok && call_passes_empty(call, pname, index, src, depth + 1);
    });
    ok && budget > 0
}

/// The position `name` takes among the positional parameters of `def` (`None` when it is
/// keyword-only or after `*args`).
fn positional_index(def: Node, name: &str, src: &str) -> Option<usize> {
    let params = def.child_by_field_name("parameters")?;
    let mut i = 0;
    for p in named_children(params) {
        match p.kind() {
            "list_splat_pattern" | "keyword_separator" | "dictionary_splat_pattern" => return None,
            "positional_separator" => continue,
            _ => {}
        }
        if param_name(p, src) == Some(name) {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn each_call_of(node: Node, fname: &str, src: &str, budget: &mut usize, f: &mut dyn FnMut(Node)) {
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        if n.kind() == "call" {
            if let Some(callee) = n.child_by_field_name("function") {
                let last = match callee.kind() {
                    "identifier" => Some(callee),
                    "attribute" => callee.child_by_field_name("attribute"),
                    _ => None,
                };
                if last.is_some_and(|l| text(l, src) == fname) {
                    f(n);
                }
            }
        }
        stack.extend(named_children(n));
    }
}

/// Whether a call leaves parameter `pname` (positional `index`) out, or passes it a value that
/// is `None` or empty under the caller's default call. A splat (`*a`, `**kw`) may pass it.
fn call_passes_empty(
    call: Node,
    pname: &str,
    index: Option<usize>,
    src: &str,
    depth: usize,
) -> bool {
    let Some(args) = call.child_by_field_name("arguments") else {
        return false;
    };
    let mut positional = 0;
    for a in named_children(args) {
        match a.kind() {
            "list_splat" | "dictionary_splat" => return false,
            "keyword_argument" => {
                let (Some(k), Some(v)) = (
                    a.child_by_field_name("name"),
                    a.child_by_field_name("value"),
                ) else {
                    return false;
                };
                if text(k, src) == pname {
                    return passes_empty(v, src, depth);
                }
            }
            "comment" => {}
            _ => {
                if Some(positional) == index {
                    return passes_empty(a, src, depth);
                }
                positional += 1;
            }
        }
    }
    true
}

fn passes_empty(value: Node, src: &str, depth: usize) -> bool {
    let v = unwrap_expr(value);
    if v.kind() == "none" || empty_mapping(v, src, depth) {
        return true;
    }
    // Forwarding the caller's own parameter (`descriptions=descriptions`).
    v.kind() == "identifier" && param_empty_by_default(v, src, depth)
}

#[cfg(test)]
mod tests {
    use crate::model::PyValue;

    /// The description `@toolset.tool(description=...)` gives the nested function `lookup`.
    fn description(src: &str) -> PyValue {
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let f = m
            .functions
            .iter()
            .find(|f| f.name == "lookup")
            .expect("lookup");
        let call = f.decorators[0].call.as_ref().expect("decorator call");
        call.kwargs
            .iter()
            .find(|(k, _)| k == "description")
            .expect("description")
            .1
            .clone()
    }

    const HEAD: &str = "from pydantic_ai import FunctionToolset\nDESC = \"Look it up.\"\n";

    fn factory(binding: &str, use_: &str, tail: &str) -> String {
        format!(
            "{HEAD}def make(descriptions: dict[str, str] | None = None):\n    {binding}\n    toolset = FunctionToolset()\n\n    @toolset.tool(description={use_})\n    def lookup(q: str) -> str:\n        return q\n\n    return toolset\n{tail}"
        )
    }

    #[test]
    fn the_default_call_reads_the_default_text() {
        for (binding, use_, tail) in [
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", ""),
            ("_descs = descriptions if descriptions else {}", "_descs.get(\"lookup\", DESC)", ""),
            ("_descs = descriptions if descriptions is not None else dict()", "_descs.get(\"lookup\", DESC)", ""),
            ("pass", "(descriptions or {}).get(\"lookup\", DESC)", ""),
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "toolset = make()\nother = make(descriptions=None)\n"),
            // A caller forwarding its own overridable mapping, itself called with its defaults.
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "def outer(descriptions=None):\n    d = descriptions or {}\n    return make(descriptions=d)\n"),
        ] {
            let src = factory(binding, use_, tail);
            assert_eq!(description(&src), PyValue::Str("Look it up.".into()), "{src}");
        }
    }

    #[test]
    fn a_caller_passing_texts_or_a_changed_mapping_leaves_it_unread() {
        for (binding, use_, tail) in [
            // A call site of the module passes its own texts.
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "toolset = make(descriptions={\"lookup\": \"Other.\"})\n"),
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "toolset = make({\"lookup\": \"Other.\"})\n"),
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "toolset = make(**opts)\n"),
            ("_descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", "def outer(d=None):\n    return make(descriptions=d)\nouter({\"lookup\": \"Other.\"})\n"),
            // The mapping is filled or rebound in the factory.
            ("_descs = descriptions or {}\n    _descs[\"lookup\"] = \"Other.\"", "_descs.get(\"lookup\", DESC)", ""),
            ("_descs = descriptions or {}\n    _descs.update(extra)", "_descs.get(\"lookup\", DESC)", ""),
            ("_descs = descriptions or {}\n    _descs = load()", "_descs.get(\"lookup\", DESC)", ""),
            ("descriptions = load()\n    _descs = descriptions or {}", "_descs.get(\"lookup\", DESC)", ""),
            // Not a parameter defaulting to None, or not an empty fallback.
            ("_descs = load() or {}", "_descs.get(\"lookup\", DESC)", ""),
            ("_descs = descriptions or {\"lookup\": \"Other.\"}", "_descs.get(\"lookup\", DESC)", ""),
        ] {
            let src = factory(binding, use_, tail);
            assert!(
                !matches!(description(&src), PyValue::Str(_)),
                "{src}: {:?}",
                description(&src)
            );
        }
    }

    #[test]
    fn a_module_level_mapping_is_not_read() {
        let src = format!(
            "{HEAD}_descs = {{}}\ntoolset = FunctionToolset()\n\n@toolset.tool(description=_descs.get(\"lookup\", DESC))\ndef lookup(q: str) -> str:\n    return q\n"
        );
        assert!(!matches!(description(&src), PyValue::Str(_)));
    }
}
