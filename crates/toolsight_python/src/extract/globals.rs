//! The names a module's globals hold once it has run: what `typing.get_type_hints` can
//! resolve a string annotation against. Imports inside `if TYPE_CHECKING:` are not bound at
//! run time, so they are left out (their `else:` branch is kept).

use tree_sitter::Node;

use crate::syntax::{named_children, text};

/// Module-level bindings in source order, without duplicates; `"*"` for a star import.
pub fn runtime_globals(root: Node, src: &str) -> Vec<String> {
    let mut out = Vec::new();
    block(root, src, &mut out);
    // De-duplicated once at the end, keeping first occurrences: a `contains` per binding
    // made a module of 40,000 assignments take 9 s.
    let mut seen = std::collections::HashSet::with_capacity(out.len());
    out.retain(|name| seen.insert(name.clone()));
    out
}

fn push(out: &mut Vec<String>, name: &str) {
    // Python binds identifiers NFKC-normalised.
    let name: String = if name.is_ascii() {
        name.to_string()
    } else {
        use unicode_normalization::UnicodeNormalization;
        name.nfkc().collect()
    };
    if !name.is_empty() {
        out.push(name);
    }
}

/// Whether the statement at byte `at` lies in the body of an `if TYPE_CHECKING:` at module
/// level (not in its `else`).
pub fn in_type_checking_block(root: Node, at: usize, src: &str) -> bool {
    let Some(mut n) = root.descendant_for_byte_range(at, at) else {
        return false;
    };
    while let Some(p) = n.parent() {
        if p.kind() == "if_statement"
            && p.child_by_field_name("consequence") == Some(n)
            && p.child_by_field_name("condition")
                .is_some_and(|c| is_type_checking(c, src))
        {
            return true;
        }
        if matches!(p.kind(), "function_definition" | "class_definition") {
            return false;
        }
        n = p;
    }
    false
}

pub(crate) fn is_type_checking(cond: Node, src: &str) -> bool {
    let t: String = text(crate::syntax::unwrap_expr(cond), src)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    t == "TYPE_CHECKING" || t.ends_with(".TYPE_CHECKING")
}

fn block(node: Node, src: &str, out: &mut Vec<String>) {
    for stmt in named_children(node) {
        statement(stmt, src, out);
    }
}

fn statement(stmt: Node, src: &str, out: &mut Vec<String>) {
    match stmt.kind() {
        "import_statement" => {
            for name in named_children(stmt) {
                match name.kind() {
                    "aliased_import" => {
                        if let Some(a) = name.child_by_field_name("alias") {
                            push(out, text(a, src));
                        }
                    }
                    "dotted_name" => {
                        let t = text(name, src);
                        push(out, t.split('.').next().unwrap_or(t).trim());
                    }
                    _ => {}
                }
            }
        }
        "import_from_statement" | "future_import_statement" => {
            if named_children(stmt)
                .iter()
                .any(|c| c.kind() == "wildcard_import")
            {
                push(out, "*");
            }
            let mut cursor = stmt.walk();
            let names: Vec<Node> = stmt.children_by_field_name("name", &mut cursor).collect();
            for name in names {
                let bound = match name.kind() {
                    "aliased_import" => name.child_by_field_name("alias"),
                    _ => Some(name),
                };
                if let Some(b) = bound {
                    push(out, text(b, src));
                }
            }
        }
        "class_definition" | "function_definition" => {
            if let Some(n) = stmt.child_by_field_name("name") {
                push(out, text(n, src));
            }
        }
        "decorated_definition" => {
            if let Some(d) = stmt.child_by_field_name("definition") {
                statement(d, src, out);
            }
        }
        "type_alias_statement" => {
            if let Some(l) = stmt.child_by_field_name("left") {
                let name = text(crate::syntax::unwrap_expr(l), src);
                push(out, name.split('[').next().unwrap_or(name).trim());
            }
        }
        "expression_statement" => {
            for e in named_children(stmt) {
                assignment(e, src, out);
            }
        }
        "if_statement" => {
            let skip = stmt
                .child_by_field_name("condition")
                .is_some_and(|c| is_type_checking(c, src));
            if !skip {
                if let Some(c) = stmt.child_by_field_name("consequence") {
                    block(c, src, out);
                }
            }
            let mut cursor = stmt.walk();
            let alts: Vec<Node> = stmt
                .children_by_field_name("alternative", &mut cursor)
                .collect();
            for alt in alts {
                match alt.kind() {
                    "elif_clause" => {
                        if let Some(c) = alt.child_by_field_name("consequence") {
                            block(c, src, out);
                        }
                    }
                    _ => block(alt, src, out),
                }
            }
        }
        "for_statement" => {
            if let Some(l) = stmt.child_by_field_name("left") {
                target(l, src, out);
            }
            for c in named_children(stmt) {
                if matches!(c.kind(), "block" | "else_clause") {
                    block(c, src, out);
                }
            }
        }
        "try_statement" | "with_statement" | "while_statement" | "block" | "else_clause"
        | "except_clause" | "finally_clause" => {
            for c in named_children(stmt) {
                if matches!(
                    c.kind(),
                    "block" | "else_clause" | "except_clause" | "finally_clause"
                ) {
                    block_or_clause(c, src, out);
                } else {
                    statement(c, src, out);
                }
            }
        }
        _ => {}
    }
}

fn block_or_clause(node: Node, src: &str, out: &mut Vec<String>) {
    if node.kind() == "block" {
        block(node, src, out);
    } else {
        statement(node, src, out);
    }
}

fn assignment(e: Node, src: &str, out: &mut Vec<String>) {
    match e.kind() {
        "assignment" => {
            // `X: int` without a value binds nothing.
            if let Some(r) = e.child_by_field_name("right") {
                if let Some(l) = e.child_by_field_name("left") {
                    target(l, src, out);
                }
                assignment(r, src, out);
            }
        }
        "augmented_assignment" => {
            if let Some(l) = e.child_by_field_name("left") {
                target(l, src, out);
            }
        }
        "named_expression" => {
            if let Some(n) = e.child_by_field_name("name") {
                push(out, text(n, src));
            }
        }
        _ => {}
    }
}

fn target(t: Node, src: &str, out: &mut Vec<String>) {
    match t.kind() {
        "identifier" => push(out, text(t, src)),
        "pattern_list"
        | "tuple_pattern"
        | "list_pattern"
        | "list_splat_pattern"
        | "expression_list"
        | "tuple"
        | "list"
        | "parenthesized_expression" => {
            for c in named_children(t) {
                target(c, src, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    fn globals(src: &str) -> Vec<String> {
        let tree = crate::syntax::parse(src, None);
        super::runtime_globals(tree.root_node(), src)
    }

    #[test]
    fn type_checking_imports_are_not_bound() {
        let src = "import os.path\nfrom typing import TYPE_CHECKING, Optional as Opt\n\
                   if TYPE_CHECKING:\n    from decimal import Decimal\nelse:\n    Money = float\n\
                   X = Y = 1\na, (b, *c) = 1, (2, 3)\nZ: int\ntype Alias[T] = list[T]\n\
                   @dec\ndef f(): pass\nclass C: pass\ntry:\n    import json\nexcept ImportError:\n    json = None\n";
        assert_eq!(
            globals(src),
            [
                "os",
                "TYPE_CHECKING",
                "Opt",
                "Money",
                "X",
                "Y",
                "a",
                "b",
                "c",
                "Alias",
                "f",
                "C",
                "json"
            ]
        );
    }

    #[test]
    fn star_import() {
        assert_eq!(globals("from typing import *\n"), ["*"]);
    }
}
