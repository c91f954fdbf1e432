//! Facts set on a function after its definition that decide its payload: `f.__name__ = ...`
//! renames it, and `f.__doc__ = ...`
//! (agno's async twins take their sync twin's description: `aget_news.__doc__ =
//! get_news.__doc__`). A framework reads `__doc__` when it registers the function, so the
//! assignment counts only for registrations after it: not under a decorator (which ran at
//! the `def`), nor for a registering call above it. Only module-level statements are read.

use crate::syntax::SpanOf;
use std::sync::Arc;

use tree_sitter::Node;

use crate::model::{Docstring, Function, MarkKind, PyValue, ToolMark};

use super::scope::Scope;
use crate::syntax::{named_children, text, Span};

use super::literal::string_value;

/// Module-level `f.__name__ = "name"` assignments rename the function object bound to `f`
/// (libraries read `__name__`); the value may be a constant of the module or one it imports
/// (`f.__name__ = REQUEST_INPUT_FUNCTION_CALL_NAME`).
pub fn apply_names(root: Node, src: &str, scope: &Scope, functions: &mut [Arc<Function>]) {
    for (at, class, target, value) in attribute_assignments(root, src, "__name__") {
        let value = match string_value(value, src) {
            Some(v) => v,
            None => match super::literal::eval(value, src, scope) {
                PyValue::Str(v) => v,
                _ => continue,
            },
        };
        if let Some(i) = bound_at(functions, class, target, at) {
            let f = Arc::make_mut(&mut functions[i]);
            f.runtime_name = Some(value);
            f.renamed_at = Some(at);
        }
    }
}

/// Applies each `f.__doc__ = <string>` or `f.__doc__ = g.__doc__` at module level or in a
/// class body (`aget_quote.__doc__ = get_quote.__doc__` between two methods) to the function
/// `f` is bound to there, unless one of `marks` registered it before.
pub fn apply_docs(root: Node, src: &str, functions: &mut [Arc<Function>], marks: &[ToolMark]) {
    for (at, class, target, r) in attribute_assignments(root, src, "__doc__") {
        // `Err(why)`: a value toolsight cannot read; the def's own docstring stays, marked
        // unread.
        let doc = match doc_of(r, src) {
            // `g.__doc__`: what `g` is bound to holds (`None` copies as no docstring).
            Some(source) => match bound_at(functions, class, source, at) {
                Some(g) => Ok(functions[g].doc.clone()),
                None => Err(format!(
                    "`__doc__` is copied from `{}`, which toolsight does not read",
                    text(r, src)
                )),
            },
            None => match string_value(r, src) {
                Some(value) => Ok(Some(Docstring {
                    value,
                    span: Span::of(r),
                })),
                None if text(r, src).ends_with(".__doc__") => Err(format!(
                    "`__doc__` is copied from `{}`, which toolsight does not read",
                    text(r, src)
                )),
                None => Err(format!(
                    "`__doc__` is assigned `{}`, which toolsight does not evaluate",
                    text(r, src)
                )),
            },
        };
        let Some(i) = bound_at(functions, class, target, at) else {
            continue;
        };
        // A method is registered on an instance, after its class body has run: only its
        // decorator came before.
        let registered_before = marks.iter().any(|m| {
            m.function == i
                && (m.kind == MarkKind::Decorator || (class.is_none() && m.span.start < at))
        });
        if !registered_before {
            let f = Arc::make_mut(&mut functions[i]);
            match doc {
                Ok(doc) => {
                    f.doc = doc;
                    f.doc_unread = None;
                }
                Err(why) => f.doc_unread = Some(why),
            }
        }
    }
}

/// `inner.__name__ = tool.name` / `inner.__doc__ = tool.description` in the body of the function
/// that defines `inner` (a wrapper factory: mseep-llmling-agent's `wrap_tool` returns
/// `wrapped` renamed after the tool it wraps). A value toolsight cannot read makes the name
/// (`name_given_unread`, the line of the assignment) or the description (`doc_unread`) of the
/// nested function unread, so nothing is said about it; a string keeps today's reading (the
/// `def`'s). Not for a nested function a decorator registered: the decorator ran at the `def`,
/// before the assignment.
pub fn apply_nested(root: Node, src: &str, functions: &mut [Arc<Function>], marks: &[ToolMark]) {
    if ![".__name__", ".__doc__", "wraps(", "update_wrapper("]
        .iter()
        .any(|w| src.contains(w))
    {
        return;
    }
    // Only a `def` holding a nested function can rename one: the ancestors of each nested
    // function, not a walk of the whole module. Outer ones first, as their statements run
    // first (the first reading an unread fact records is kept).
    let mut defs: Vec<Node> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for f in functions.iter() {
        if f.kind != crate::model::DefKind::Nested {
            continue;
        }
        let Some(mut n) = root.descendant_for_byte_range(f.span.start, f.span.end) else {
            continue;
        };
        // An ancestor already taken has had its own ancestors taken too.
        while let Some(p) = n.parent() {
            n = p;
            if n.kind() == "function_definition" {
                if !seen.insert(n.id()) {
                    break;
                }
                defs.push(n);
            }
        }
    }
    defs.sort_by_key(|d| d.start_byte());
    for def in defs {
        if let Some(body) = def.child_by_field_name("body") {
            nested_assignments(def, body, src, functions, marks);
        }
    }
}

fn nested_assignments(
    def: Node,
    body: Node,
    src: &str,
    functions: &mut [Arc<Function>],
    marks: &[ToolMark],
) {
    for stmt in named_children(body) {
        if stmt.kind() != "expression_statement" {
            continue;
        }
        let Some(a) = named_children(stmt).into_iter().next() else {
            continue;
        };
        let line = stmt.start_position().row + 1;
        // `wraps(original)(inner)` / `update_wrapper(inner, original)` as a statement copies
        // `original`'s name and docstring onto `inner`.
        if let Some((target, from)) = wrapper_update(a, src) {
            let why = format!("copied from `{from}` by `{}`", text(a, src));
            for attr in ["__name__", "__doc__"] {
                unread_in(def, target, attr, line, &why, functions, marks);
            }
            continue;
        }
        let (Some(l), Some(r)) = (
            a.child_by_field_name("left"),
            a.child_by_field_name("right"),
        ) else {
            continue;
        };
        if a.kind() != "assignment" || string_value(r, src).is_some() {
            continue;
        }
        let (attr, target) = match (attribute_of(l, src, "__name__"), doc_of(l, src)) {
            (Some(t), _) => ("__name__", t),
            (None, Some(t)) => ("__doc__", t),
            _ => continue,
        };
        let why = format!(
            "assigned `{}` in the function that defines it, which toolsight does not evaluate",
            text(r, src)
        );
        unread_in(def, target, attr, line, &why, functions, marks);
    }
}

/// `(inner, original)` for `wraps(original)(inner)`, `functools.wraps(original)(inner)` and
/// `update_wrapper(inner, original)`.
fn wrapper_update<'s>(call: Node, src: &'s str) -> Option<(&'s str, &'s str)> {
    if call.kind() != "call" {
        return None;
    }
    let callee = call.child_by_field_name("function")?;
    let args = named_children(call.child_by_field_name("arguments")?);
    let ident = |n: &Node| (n.kind() == "identifier").then(|| text(*n, src));
    let last = |t: &'s str| t.rsplit('.').next().unwrap_or(t);
    if callee.kind() == "call" {
        let inner_callee = callee.child_by_field_name("function")?;
        if last(text(inner_callee, src)) != "wraps" {
            return None;
        }
        let from = named_children(callee.child_by_field_name("arguments")?);
        return Some((ident(args.first()?)?, text(*from.first()?, src)));
    }
    if last(text(callee, src)) == "update_wrapper" {
        return Some((ident(args.first()?)?, text(*args.get(1)?, src)));
    }
    None
}

/// Marks `attr` (`__name__` or `__doc__`) of the nested functions named `target` inside
/// `def` unread, set at `line` for `why`.
fn unread_in(
    def: Node,
    target: &str,
    attr: &str,
    line: usize,
    why: &str,
    functions: &mut [Arc<Function>],
    marks: &[ToolMark],
) {
    let inside = |f: &Function| {
        f.kind == crate::model::DefKind::Nested
            && f.name == target
            && f.span.start > def.start_byte()
            && f.span.end <= def.end_byte()
    };
    for (i, f) in functions.iter_mut().enumerate() {
        let decorated = marks
            .iter()
            .any(|m| m.function == i && m.kind == MarkKind::Decorator);
        if decorated || !inside(f) {
            continue;
        }
        let f = Arc::make_mut(f);
        if attr == "__name__" {
            f.name_given_unread.get_or_insert(line);
        } else if f.doc_unread.is_none() {
            f.doc_unread = Some(format!("`__doc__` is {why}"));
        }
    }
}

/// The statements `f.<attr> = value` at module level and in the body of a module-level class:
/// where each starts, the class (`None` at module level), `f`, and the value.
fn attribute_assignments<'t>(
    root: Node<'t>,
    src: &'t str,
    attr: &str,
) -> Vec<(usize, Option<&'t str>, &'t str, Node<'t>)> {
    let mut out = Vec::new();
    assignments_in(root, None, src, attr, &mut out);
    for stmt in named_children(root) {
        let class = if stmt.kind() == "decorated_definition" {
            stmt.child_by_field_name("definition")
        } else {
            Some(stmt)
        };
        let Some(class) = class.filter(|c| c.kind() == "class_definition") else {
            continue;
        };
        if let (Some(name), Some(body)) = (
            class.child_by_field_name("name"),
            class.child_by_field_name("body"),
        ) {
            assignments_in(body, Some(text(name, src)), src, attr, &mut out);
        }
    }
    out
}

fn assignments_in<'t>(
    block: Node<'t>,
    class: Option<&'t str>,
    src: &'t str,
    attr: &str,
    out: &mut Vec<(usize, Option<&'t str>, &'t str, Node<'t>)>,
) {
    for stmt in named_children(block) {
        if stmt.kind() != "expression_statement" || !text(stmt, src).contains(attr) {
            continue;
        }
        for a in named_children(stmt) {
            let (Some(l), Some(r)) = (
                a.child_by_field_name("left"),
                a.child_by_field_name("right"),
            ) else {
                continue;
            };
            if a.kind() != "assignment" {
                continue;
            }
            if let Some(target) = attribute_of(l, src, attr) {
                out.push((stmt.start_byte(), class, target, r));
            }
        }
    }
}

/// The `def` the name is bound to just before `at`, at module level or in the body of
/// `class`: the last one above it.
fn bound_at(
    functions: &[Arc<Function>],
    class: Option<&str>,
    name: &str,
    at: usize,
) -> Option<usize> {
    functions.iter().rposition(|f| {
        f.name == name
            && f.span.start < at
            && match class {
                None => f.is_module_level(),
                Some(c) => f.class.as_deref() == Some(c),
            }
    })
}

/// `f` for the expression `f.<attr>`.
fn attribute_of<'s>(node: Node, src: &'s str, attr: &str) -> Option<&'s str> {
    if node.kind() != "attribute" {
        return None;
    }
    let obj = node.child_by_field_name("object")?;
    let a = node.child_by_field_name("attribute")?;
    (obj.kind() == "identifier" && text(a, src) == attr).then(|| text(obj, src))
}

/// `f` for the expression `f.__doc__`.
fn doc_of<'s>(node: Node, src: &'s str) -> Option<&'s str> {
    attribute_of(node, src, "__doc__")
}

#[cfg(test)]
mod tests {
    fn doc(src: &str, name: &str) -> Option<String> {
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let f = m.functions.iter().rev().find(|f| f.name == name)?;
        f.doc.as_ref().map(|d| d.value.clone())
    }

    const TWINS: &str = r#"from fastmcp import FastMCP

mcp = FastMCP("news")


def get_news(topic: str) -> str:
    """Les nouvelles du jour sur un sujet."""
    return topic


async def aget_news(topic: str) -> str:
    return topic


aget_news.__doc__ = get_news.__doc__
mcp.add_tool(aget_news)


def count(n: int) -> int:
    """Old."""
    return n


count.__doc__ = "Count to n."
"#;

    #[test]
    fn a_description_assigned_after_the_definition_is_the_functions() {
        assert_eq!(
            doc(TWINS, "aget_news").as_deref(),
            Some("Les nouvelles du jour sur un sujet.")
        );
        assert_eq!(doc(TWINS, "count").as_deref(), Some("Count to n."));
    }

    #[test]
    fn a_registration_before_the_assignment_keeps_the_docstring_it_read() {
        let src = r#"from fastmcp import FastMCP

mcp = FastMCP("x")


@mcp.tool()
def decorated(x: int) -> int:
    """Read at the decorator."""
    return x


def called(x: int) -> int:
    """Read at the call."""
    return x


mcp.add_tool(called)
decorated.__doc__ = "Too late."
called.__doc__ = "Too late too."
"#;
        assert_eq!(
            doc(src, "decorated").as_deref(),
            Some("Read at the decorator.")
        );
        assert_eq!(doc(src, "called").as_deref(), Some("Read at the call."));
    }

    /// agno's finance toolkit: the async twin takes its sync twin's docstring in the class
    /// body; the toolkit registers both in `__init__`, when an instance is made.
    #[test]
    fn a_description_assigned_in_a_class_body_is_the_methods() {
        let src = r#"from agno.tools import Toolkit


class Finance(Toolkit):
    def __init__(self):
        super().__init__(name="finance", tools=[self.get_quote], async_tools=[(self.aget_quote, "get_quote")])

    def get_quote(self, symbol: str) -> str:
        """Get the current price of a ticker symbol."""
        return symbol

    async def aget_quote(self, symbol: str) -> str:
        return symbol

    aget_quote.__doc__ = get_quote.__doc__
"#;
        assert_eq!(
            doc(src, "aget_quote").as_deref(),
            Some("Get the current price of a ticker symbol.")
        );
    }

    #[test]
    fn an_unreadable_value_keeps_the_docstring() {
        let src = "def f():\n    \"\"\"Mine.\"\"\"\n\n\nf.__doc__ = make_doc()\n";
        assert_eq!(doc(src, "f").as_deref(), Some("Mine."));
    }

    #[test]
    fn an_unreadable_value_marks_the_docstring_unread() {
        let src = "import helpers\n\n\ndef f():\n    pass\n\n\ndef g():\n    pass\n\n\nf.__doc__ = make_doc()\ng.__doc__ = helpers.h.__doc__\n";
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, src, "m");
        let unread = |name: &str| {
            m.functions
                .iter()
                .find(|f| f.name == name)
                .and_then(|f| f.doc_unread.clone())
        };
        assert_eq!(
            unread("f").as_deref(),
            Some("`__doc__` is assigned `make_doc()`, which toolsight does not evaluate")
        );
        assert_eq!(
            unread("g").as_deref(),
            Some("`__doc__` is copied from `helpers.h.__doc__`, which toolsight does not read")
        );
    }
}
