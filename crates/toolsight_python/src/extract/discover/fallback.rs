//! A branch for a framework without a name: `try: from fastmcp import Context` with
//! `except ImportError: Context = None` at module level, then `if Context is not None:
//! <tools> else: <the same tools, without it>` (streamlit-mcp). The `except` binds `None`
//! for a version of the framework that does not export the name; toolsight models the
//! framework's current version, the one the `try` is written for, so the branch taken when
//! the name is `None` is another version's code: the registrations of that framework on it
//! are not its tools, and nothing is reported about them (one set of tools, the other
//! branch's, is what the modelled framework sends).

use tree_sitter::Node;

use crate::model::markers::Dialect;
use crate::syntax::{named_children, text, walk_named, Walk};

use crate::extract::scope::Scope;

/// The byte ranges of the branches taken only when a name imported from a framework is
/// `None`, with that framework.
pub fn dead_branches(root: Node, scope: &Scope) -> Vec<(usize, usize, &'static Dialect)> {
    let src = scope.src;
    if !src.contains("None") || !src.contains("try") {
        return Vec::new();
    }
    let optional = optional_imports(root, scope);
    if optional.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    walk_named(root, |n| {
        if n.kind() != "if_statement" {
            return Walk::Descend;
        }
        let Some(condition) = n.child_by_field_name("condition") else {
            return Walk::Descend;
        };
        let cond: Vec<&str> = text(condition, src).split_whitespace().collect();
        let (name, present_first) = match cond.as_slice() {
            [x, "is", "not", "None"] | [x] => (*x, true),
            [x, "is", "None"] | ["not", x] => (*x, false),
            _ => return Walk::Descend,
        };
        let Some((_, dialect)) = optional.iter().find(|(x, _)| x == name) else {
            return Walk::Descend;
        };
        if present_first {
            // Every `elif` and `else` after the consequence.
            for alt in named_children(n)
                .into_iter()
                .filter(|c| matches!(c.kind(), "elif_clause" | "else_clause"))
            {
                out.push((alt.start_byte(), alt.end_byte(), *dialect));
            }
        } else if let Some(body) = n.child_by_field_name("consequence") {
            out.push((body.start_byte(), body.end_byte(), *dialect));
        }
        Walk::Descend
    });
    out
}

/// The names a module-level `try` imports from a framework and its `except` binds to `None`.
fn optional_imports(root: Node, scope: &Scope) -> Vec<(String, &'static Dialect)> {
    let src = scope.src;
    let mut out = Vec::new();
    for t in named_children(root)
        .into_iter()
        .filter(|t| t.kind() == "try_statement")
    {
        let Some(body) = t.child_by_field_name("body") else {
            continue;
        };
        let none_in_except: Vec<&str> = named_children(t)
            .into_iter()
            .filter(|c| c.kind() == "except_clause")
            .flat_map(|c| {
                named_children(c)
                    .into_iter()
                    .filter(|b| b.kind() == "block")
            })
            .flat_map(named_children)
            .filter_map(|s| named_children(s).into_iter().next())
            .filter(|a| a.kind() == "assignment")
            .filter(|a| {
                a.child_by_field_name("right")
                    .is_some_and(|r| r.kind() == "none")
            })
            .filter_map(|a| a.child_by_field_name("left"))
            .filter(|l| l.kind() == "identifier")
            .map(|l| text(l, src))
            .collect();
        if none_in_except.is_empty() {
            continue;
        }
        for stmt in named_children(body)
            .into_iter()
            .filter(|s| s.kind() == "import_from_statement")
        {
            for name in none_in_except.iter().copied() {
                let Some(import) = scope.imports.get(name) else {
                    continue;
                };
                // The name this statement imports (not another import of it elsewhere).
                if import.span.start < stmt.start_byte() || import.span.end > stmt.end_byte() {
                    continue;
                }
                if let Some(d) = scope.dialects.iter().find(|d| d.owns(&import.target)) {
                    out.push((name.to_string(), d));
                }
            }
        }
    }
    out
}
