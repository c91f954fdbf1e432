//! A registration inside a module-level function happens where that function is called.
//! When every call of the function in the module lies on one branch of a choice
//! (`if client.writes_enabled: _register_writes(mcp) elif ...: _register_time_tracking_writes(mcp)`,
//! clockify-mcp), its registrations are on that branch too: two registrars called on
//! different branches of one `if` never register together, so their tools are alternatives,
//! not one set. A function also referenced otherwise (passed, stored, called from nowhere
//! here) keeps the arms of its own text only: where it runs is not known.

use std::collections::HashMap;

use tree_sitter::Node;

use crate::model::{Arm, Span};
use crate::syntax::{named_children, text};

use super::flow::{definition, joined, site_arms};

/// Adds to each registration inside the body of a module-level function the arms every
/// local call of that function shares.
pub(super) fn apply(root: Node, src: &str, places: &mut [(Span, &mut Vec<Arm>)]) {
    // The module-level functions by body range, in text order.
    let mut bodies: Vec<(usize, usize, &str)> = Vec::new();
    for stmt in named_children(root) {
        let def = definition(stmt);
        if def.kind() != "function_definition" {
            continue;
        }
        let (Some(name), Some(body)) = (
            def.child_by_field_name("name"),
            def.child_by_field_name("body"),
        ) else {
            continue;
        };
        bodies.push((body.start_byte(), body.end_byte(), text(name, src)));
    }
    let owner = |span: Span| -> Option<&str> {
        let i = bodies.partition_point(|(start, _, _)| *start <= span.start);
        let (start, end, name) = bodies.get(i.checked_sub(1)?)?;
        (*start <= span.start && span.end <= *end).then_some(*name)
    };
    let wanted: Vec<&str> = places.iter().filter_map(|(s, _)| owner(*s)).collect();
    if wanted.is_empty() {
        return;
    }
    let sites = call_sites(root, src, &wanted);
    for (span, arms) in places.iter_mut() {
        let Some(name) = owner(*span) else { continue };
        let Some(Some(paths)) = sites.get(name) else {
            continue;
        };
        let Some((first, rest)) = paths.split_first() else {
            continue;
        };
        let common: Vec<Arm> = first
            .iter()
            .filter(|a| rest.iter().all(|p| p.contains(a)))
            .copied()
            .collect();
        if !common.is_empty() {
            **arms = joined(&common, arms);
        }
    }
}

/// For each of `names`: the arms of each place it is called (`name(...)`), or `None` when the
/// name is used in any other way (passed, stored, aliased), or called inside its own body.
fn call_sites<'s>(
    root: Node,
    src: &str,
    names: &[&'s str],
) -> HashMap<&'s str, Option<Vec<Vec<Arm>>>> {
    let mut out: HashMap<&str, Option<Vec<Vec<Arm>>>> = HashMap::new();
    let mut cursor = root.walk();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if node.kind() == "identifier" {
            let word = text(node, src);
            if let Some(name) = names.iter().find(|n| **n == word) {
                record(node, name, src, &mut out);
            }
            continue;
        }
        cursor.reset(node);
        if cursor.goto_first_child() {
            loop {
                stack.push(cursor.node());
                if !cursor.goto_next_sibling() {
                    break;
                }
            }
        }
    }
    out
}

fn record<'s>(
    ident: Node,
    name: &'s str,
    src: &str,
    out: &mut HashMap<&'s str, Option<Vec<Vec<Arm>>>>,
) {
    let Some(parent) = ident.parent() else { return };
    // The definition's own name.
    if parent.kind() == "function_definition" && parent.child_by_field_name("name") == Some(ident) {
        return;
    }
    let entry = out.entry(name).or_insert_with(|| Some(Vec::new()));
    let called = parent.kind() == "call" && parent.child_by_field_name("function") == Some(ident);
    if !called || inside_function_named(parent, name, src) {
        *entry = None;
        return;
    }
    if let Some(paths) = entry {
        paths.push(site_arms(parent));
    }
}

/// Whether `node` lies in the body of a function named `name` (a recursive call).
fn inside_function_named(node: Node, name: &str, src: &str) -> bool {
    let mut at = node.parent();
    while let Some(p) = at {
        if p.kind() == "function_definition"
            && p.child_by_field_name("name")
                .is_some_and(|n| text(n, src) == name)
        {
            return true;
        }
        at = p.parent();
    }
    false
}
