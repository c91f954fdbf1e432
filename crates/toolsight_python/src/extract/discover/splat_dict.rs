//! A wrapper that registers with the options in a dict it builds itself:
//! `kwargs = {"name": name}; if description: kwargs["description"] = description;
//! server.tool(**kwargs)(method)` (crowdstrike-mcp's `_add_tool`). The registration's options
//! are the dict's items: the name and the description the call site passes are what the
//! framework sends.

use tree_sitter::Node;

use crate::extract::literal::{eval, string_value};
use crate::extract::scope::Scope;
use crate::model::PyValue;
use crate::syntax::{named_children, text};

/// The most nodes of a wrapper's body read for one dict.
const MAX_NODES: usize = 4_000;

/// The items of the dict `name`, local to the wrapper `body`, that `**name` splats into the
/// registering call: bound once to a dict literal with string keys, then only set by
/// `name["key"] = value` with a string key. A key set under an `if` is read when the
/// condition is the value itself (`if description: kwargs["description"] = description`: a
/// falsy value is the same as none, which the framework reads as "not given"); under any
/// other condition its value is not read (`PyValue::Opaque`). `None` when the dict is used any
/// other way (passed on, updated, rebound, deleted from): its items are not read.
pub fn items(name: &str, body: Node, scope: &Scope) -> Option<Vec<(String, PyValue)>> {
    let src = scope.src;
    let mut bound: Option<Node> = None;
    let mut set: Vec<(String, PyValue)> = Vec::new();
    let mut splats = 0;
    let mut stack = vec![body];
    let mut seen = 0;
    while let Some(n) = stack.pop() {
        seen += 1;
        if seen > MAX_NODES {
            return None;
        }
        if n.kind() == "identifier" && text(n, src) == name {
            let parent = n.parent()?;
            match parent.kind() {
                // `name = {...}`
                "assignment"
                    if parent.child_by_field_name("left").map(|l| l.id()) == Some(n.id()) =>
                {
                    let right = parent.child_by_field_name("right")?;
                    if bound.is_some() || right.kind() != "dictionary" {
                        return None;
                    }
                    bound = Some(right);
                }
                // `name["key"] = value`
                "subscript" => {
                    let assignment = parent.parent()?;
                    let is_target = assignment.kind() == "assignment"
                        && assignment.child_by_field_name("left").map(|l| l.id())
                            == Some(parent.id());
                    if !is_target {
                        return None;
                    }
                    let key = parent.child_by_field_name("subscript")?;
                    let key = string_value(key, src)?;
                    let value = assignment.child_by_field_name("right")?;
                    let read = match enclosing_condition(assignment, body) {
                        None => eval(value, src, scope),
                        Some(cond)
                            if value.kind() == "identifier"
                                && text(cond, src) == text(value, src) =>
                        {
                            eval(value, src, scope)
                        }
                        Some(_) => PyValue::Opaque {
                            text: text(value, src).to_string(),
                        },
                    };
                    set.push((key, read));
                }
                "dictionary_splat" => splats += 1,
                _ => return None,
            }
            continue;
        }
        // A function or class inside the wrapper has a scope of its own.
        if n.id() != body.id() && matches!(n.kind(), "function_definition" | "class_definition") {
            if text(n, src).contains(name) {
                return None;
            }
            continue;
        }
        stack.extend(named_children(n));
    }
    let dict = bound?;
    if splats != 1 {
        return None;
    }
    let mut out = Vec::new();
    for pair in named_children(dict) {
        if pair.kind() != "pair" {
            return None;
        }
        let key = string_value(pair.child_by_field_name("key")?, src)?;
        out.push((key, eval(pair.child_by_field_name("value")?, src, scope)));
    }
    // A key set in the body replaces the literal's; set twice, which one holds at the splat
    // depends on the path taken: not read.
    for (i, (k, v)) in set.iter().enumerate() {
        let twice = set.iter().enumerate().any(|(j, (o, _))| j != i && o == k);
        let v = if twice {
            PyValue::Opaque { text: k.clone() }
        } else {
            v.clone()
        };
        out.retain(|(o, _)| o != k);
        out.push((k.clone(), v));
    }
    Some(out)
}

/// What decides whether `node` runs, inside `body`: `None` when it runs on every path to the
/// splat; the condition of the innermost `if` whose body holds it; else the enclosing loop,
/// `try`, `with`, `match` or `else`/`elif` branch itself, which no value's text equals (so the
/// caller leaves the key's value unread).
fn enclosing_condition<'t>(node: Node<'t>, body: Node<'t>) -> Option<Node<'t>> {
    let mut at = node.parent();
    while let Some(n) = at {
        if n.id() == body.id() {
            return None;
        }
        match n.kind() {
            "if_statement" => return n.child_by_field_name("condition"),
            // A loop, `try`, `with` or `else` branch: not one value on every path.
            "for_statement" | "while_statement" | "try_statement" | "else_clause"
            | "elif_clause" | "except_clause" | "with_statement" | "match_statement" => {
                return Some(n);
            }
            _ => at = n.parent(),
        }
    }
    None
}
