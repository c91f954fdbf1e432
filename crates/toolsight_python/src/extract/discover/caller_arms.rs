//! A registration inside a module-level function happens where that function is called.
//! When every call of the function in the module lies on one branch of a choice
//! (`if client.writes_enabled: _register_writes(mcp) elif ...: _register_time_tracking_writes(mcp)`,
//! clockify-mcp), its registrations are on that branch too: two registrars called on
//! different branches of one `if` never register together, so their tools are alternatives,
//! not one set. A function also referenced otherwise (passed, stored, called from nowhere
//! here) keeps the arms of its own text only: where it runs is not known. The same holds for
//! a method of a module-level class called as `self.m(...)` from its own class
//! (`if self.default_database_id: self._register_configured_db_toolset() else:
//! self._register_full_toolset()`, iflow-mcp-aliyun-alibabacloud-dms-mcp-server).

use std::collections::HashMap;

use tree_sitter::Node;

use crate::model::{Arm, Span};
use crate::syntax::{named_children, text, Occurrences};

use super::flow::{definition, enclosing_class, joined, site_arms};

/// Adds to each registration inside the body of a module-level function the arms every
/// local call of that function shares.
pub(super) fn apply(root: Node, src: &str, places: &mut [(Span, &mut Vec<Arm>)]) {
    // The module-level functions, and the methods of module-level classes, by body range,
    // in text order (the ranges are disjoint).
    let mut bodies: Vec<(usize, usize, Callee)> = Vec::new();
    let add = |def: Node, class: Option<&'_ str>, bodies: &mut Vec<(usize, usize, Callee)>| {
        if let (Some(name), Some(body)) = (
            def.child_by_field_name("name"),
            def.child_by_field_name("body"),
        ) {
            let callee = Callee {
                class: class.map(str::to_string),
                name: text(name, src).to_string(),
            };
            bodies.push((body.start_byte(), body.end_byte(), callee));
        }
    };
    for stmt in named_children(root) {
        let def = definition(stmt);
        match def.kind() {
            "function_definition" => add(def, None, &mut bodies),
            "class_definition" => {
                let (Some(class), Some(body)) = (
                    def.child_by_field_name("name"),
                    def.child_by_field_name("body"),
                ) else {
                    continue;
                };
                for m in named_children(body) {
                    let m = definition(m);
                    if m.kind() == "function_definition" {
                        add(m, Some(text(class, src)), &mut bodies);
                    }
                }
            }
            _ => {}
        }
    }
    bodies.sort_by_key(|(start, _, _)| *start);
    let owner = |span: Span| -> Option<&Callee> {
        let i = bodies.partition_point(|(start, _, _)| *start <= span.start);
        let (start, end, callee) = bodies.get(i.checked_sub(1)?)?;
        (*start <= span.start && span.end <= *end).then_some(callee)
    };
    // Each callee once: a registrar with a hundred registrations is looked up once per
    // identifier, not a hundred times.
    let mut seen = std::collections::HashSet::new();
    let wanted: Vec<&Callee> = places
        .iter()
        .filter_map(|(s, _)| owner(*s))
        .filter(|c| seen.insert(*c))
        .collect();
    if wanted.is_empty() {
        return;
    }
    let sites = call_sites(root, src, &wanted);
    for (span, arms) in places.iter_mut() {
        let Some(callee) = owner(*span) else { continue };
        let Some(Some(paths)) = sites.get(callee) else {
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
    callees: &[&'s Callee],
) -> HashMap<&'s Callee, Option<Vec<Vec<Arm>>>> {
    let mut out: HashMap<&Callee, Option<Vec<Vec<Arm>>>> = HashMap::new();
    // An identifier spelling a name holds an occurrence of it: only the subtrees holding one
    // are walked (a toolkit registering in `__init__` had every node of the module visited on
    // each keystroke, a third of an edit's analysis). Names are identifier characters only,
    // so no occurrence a non-overlapping search skips can start an identifier.
    let mut names: Vec<&str> = callees.iter().map(|c| c.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    let words = Occurrences::of(src, &names);
    let mut cursor = root.walk();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if !words.within(node) {
            continue;
        }
        count_call_sites_node();
        if node.kind() == "identifier" {
            let word = text(node, src);
            for callee in callees.iter().filter(|c| c.name == word) {
                match &callee.class {
                    None => record(node, callee, src, &mut out),
                    Some(class) => record_method(node, callee, class, src, &mut out),
                }
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

thread_local! {
    static NODES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn count_call_sites_node() {
    NODES.with(|c| c.set(c.get() + 1));
}

/// How many nodes the search for call sites visited on this thread since the last call
/// (what the tests count).
#[cfg(test)]
pub(super) fn call_site_nodes_counted() -> usize {
    NODES.with(|c| c.replace(0))
}

/// A module-level function, or a method of a module-level class, that registers tools.
#[derive(PartialEq, Eq, Hash)]
struct Callee {
    class: Option<String>,
    name: String,
}

/// A `self.name` reference to a method of `class`: its calls from inside that class give the
/// paths; any other use of `self.name` there (passed, stored) makes them unknown. Names of
/// other objects (`other.name`) are other methods.
fn record_method<'s>(
    ident: Node,
    callee: &'s Callee,
    class: &str,
    src: &str,
    out: &mut HashMap<&'s Callee, Option<Vec<Vec<Arm>>>>,
) {
    let Some(attr) = ident.parent().filter(|p| p.kind() == "attribute") else {
        return;
    };
    if attr.child_by_field_name("attribute") != Some(ident)
        || attr
            .child_by_field_name("object")
            .is_none_or(|o| text(o, src) != "self")
        || enclosing_class(attr, src).as_deref() != Some(class)
    {
        return;
    }
    let entry = out.entry(callee).or_insert_with(|| Some(Vec::new()));
    let call = attr
        .parent()
        .filter(|c| c.kind() == "call" && c.child_by_field_name("function") == Some(attr));
    match call {
        Some(call) if !inside_function_named(call, &callee.name, src) => {
            if let Some(paths) = entry {
                paths.push(site_arms(call));
            }
        }
        _ => *entry = None,
    }
}

fn record<'s>(
    ident: Node,
    callee: &'s Callee,
    src: &str,
    out: &mut HashMap<&'s Callee, Option<Vec<Vec<Arm>>>>,
) {
    let name = callee.name.as_str();
    let Some(parent) = ident.parent() else { return };
    // The definition's own name.
    if parent.kind() == "function_definition" && parent.child_by_field_name("name") == Some(ident) {
        return;
    }
    // `self.name` or `obj.name` is an attribute, not this function.
    if parent.kind() == "attribute" && parent.child_by_field_name("attribute") == Some(ident) {
        return;
    }
    let entry = out.entry(callee).or_insert_with(|| Some(Vec::new()));
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

#[cfg(test)]
mod tests {
    /// The call sites of a registrar are searched where its name is spelled: a toolkit
    /// registering its tools in `__init__` (called from nowhere) does not have every node of
    /// its hundreds of methods visited (all 9,000 of them were, on each keystroke).
    #[test]
    fn call_sites_are_searched_where_the_name_is_spelled() {
        let mut src = String::from(
            "from agno.tools import Toolkit\n\n\nclass Studio(Toolkit):\n    def __init__(self, **kwargs):\n        super().__init__(name=\"studio\", tools=[self.m0, self.m1], **kwargs)\n",
        );
        for i in 0..200 {
            src.push_str(&format!(
                "\n    def m{i}(self, q: str) -> str:\n        \"\"\"Does {i}.\"\"\"\n        x = [q, {i}, \"ü\"]\n        return str(x) + q\n"
            ));
        }
        let tree = crate::syntax::parse(&src, None);
        let mut nodes = 0;
        crate::syntax::walk_named(tree.root_node(), |_| {
            nodes += 1;
            crate::syntax::Walk::Descend
        });
        assert!(nodes > 5_000, "{nodes}");
        super::call_site_nodes_counted();
        let m = crate::extract::analyze(&toolsight_frameworks::DIALECTS, &src, "m");
        assert_eq!(m.marks.len(), 2);
        let visited = super::call_site_nodes_counted();
        assert!(visited > 0 && visited < 200, "{visited} nodes visited");
    }
}
