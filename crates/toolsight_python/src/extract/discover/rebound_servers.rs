//! Servers a module replaces before serving them. A module-level name bound to a server
//! (`mcp = FastMCP("MySQL MCP Server")`) that tools are registered on, then bound at module
//! level to another server (`mcp = FastMCP("unified-server")`, mcp-windows-server's
//! `unified_server.py`, twice), and run by name (`mcp.run()` in `main`): what runs is the
//! last server, and the tools registered on an earlier one reach no client. Registrations
//! are grouped by the receiver's text (`sinks::Found::receiver_group_of`); this splits that
//! group into one per binding, and marks each tool registered only on an earlier binding as
//! listed, not sent (`Function::unserved`).
//!
//! Only where every use of the name is read: an earlier server that escapes before it is
//! replaced (aliased, passed to a call, mounted, run, returned, stored, used by a function
//! the module calls before the rebinding) may be served, and then the group stays whole,
//! as before. Registrations inside functions run when the function is called, on whatever
//! the name is bound to then: they stay with the last binding.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tree_sitter::Node;

use super::sinks::Found;
use crate::model::Function;
use crate::syntax::{named_children, text, Span};

pub(super) fn apply(root: Node, src: &str, functions: &mut [Arc<Function>], found: &mut Found) {
    let receivers: HashMap<String, usize> = found
        .named_receivers()
        .into_iter()
        .filter(|(_, g)| found.marks.iter().any(|m| m.group == Some(*g)))
        .collect();
    if receivers.is_empty() {
        return;
    }
    // One walk for every name: its identifiers.
    let mut uses: HashMap<&str, Vec<Node>> = HashMap::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "identifier" {
            let t = text(n, src);
            if receivers.contains_key(t) {
                uses.entry(t).or_default().push(n);
            }
        }
        stack.extend(named_children(n));
    }
    for (name, group) in receivers {
        let Some(ids) = uses.get(name.as_str()) else {
            continue;
        };
        let Some(bindings) = bindings(root, src, ids, found, group) else {
            continue;
        };
        split(root, functions, found, &name, group, &bindings);
    }
}

/// The module-level bindings of a name (each `name = Call(...)`, a new object), by the end
/// of the statement (where the name starts to hold it) and its line; `None` unless there are
/// two or more and no earlier one escapes.
fn bindings(
    root: Node,
    src: &str,
    ids: &[Node],
    found: &Found,
    group: usize,
) -> Option<Vec<(usize, usize)>> {
    let mut bound: Vec<(usize, usize)> = Vec::new();
    // Module-level places where the object bound then may leave the module's hands.
    let mut escapes: Vec<usize> = Vec::new();
    // Module-level definitions (functions, classes) whose bodies use the name: calling one
    // at module level uses the object bound then.
    let mut deferred: HashSet<&str> = HashSet::new();
    let marks: Vec<Span> = found
        .marks
        .iter()
        .filter(|m| m.group == Some(group))
        .map(|m| m.span)
        .collect();
    for &id in ids {
        match place(id) {
            Place::NotAUse => {}
            Place::Unsure => return None,
            Place::Deferred(top) => {
                deferred.insert(top.map(|t| text(t, src)).unwrap_or(""));
            }
            Place::ModuleBinding(stmt, value) => {
                if value.kind() != "call" {
                    return None;
                }
                // Its value is evaluated before the name is bound again (`mcp = wrap(mcp)`
                // uses the earlier object): uses in it are in the earlier region.
                bound.push((stmt.end_byte(), stmt.start_position().row + 1));
            }
            Place::ModuleUse => {
                if !registration_receiver(id, &marks) {
                    escapes.push(id.start_byte());
                }
            }
        }
    }
    if bound.len() < 2 {
        return None;
    }
    bound.sort_unstable();
    if !deferred.is_empty() {
        module_calls(root, src, &deferred, &mut escapes);
    }
    let last = bound.last()?.0;
    // A use after the first binding and before the last one's end (its value included): an
    // earlier object may be served. (A use before the first binding fails at import.)
    let first = bound[0].0;
    if escapes.iter().any(|&at| at >= first && at < last) {
        return None;
    }
    Some(bound)
}

enum Place<'t> {
    /// Not the variable: a keyword's name, an attribute (`self.mcp`), a module path.
    NotAUse,
    /// A binding or use toolsight does not model here (`global mcp`, a tuple target, an
    /// import of the name, a binding inside a block or a class).
    Unsure,
    /// Inside a function body: runs when called; the module-level definition holding it.
    Deferred(Option<Node<'t>>),
    /// `name = value` as a statement of the module itself.
    ModuleBinding(Node<'t>, Node<'t>),
    /// Any other use at module level (class bodies and decorators included).
    ModuleUse,
}

fn place(id: Node) -> Place {
    let Some(parent) = id.parent() else {
        return Place::Unsure;
    };
    let is = |field: &str| {
        parent
            .child_by_field_name(field)
            .is_some_and(|c| c.id() == id.id())
    };
    match parent.kind() {
        "keyword_argument" if is("name") => return Place::NotAUse,
        "attribute" if is("attribute") => return Place::NotAUse,
        "dotted_name" => {
            // `from mcp.server import X`: a module path, not the name.
            let from = parent.parent().filter(|g| {
                g.kind() == "import_from_statement"
                    && g.child_by_field_name("module_name")
                        .is_some_and(|m| m.id() == parent.id())
            });
            return if from.is_some() {
                Place::NotAUse
            } else {
                Place::Unsure
            };
        }
        "global_statement" | "nonlocal_statement" | "aliased_import" => return Place::Unsure,
        _ => {}
    }
    // The function around it, if any, and the module-level statement holding it.
    let mut in_function = false;
    let mut n = id;
    while let Some(p) = n.parent() {
        if p.kind() == "module" {
            break;
        }
        if matches!(p.kind(), "function_definition" | "lambda") {
            // The decorators and defaults of a function run where it is defined; its body
            // when it is called.
            if p.child_by_field_name("body")
                .is_some_and(|b| b.byte_range().contains(&id.start_byte()))
                || p.kind() == "lambda"
            {
                in_function = true;
            }
        }
        n = p;
    }
    if in_function {
        let top = definition_name(n);
        return Place::Deferred(top);
    }
    let binding_target =
        matches!(parent.kind(), "assignment" | "augmented_assignment") && is("left");
    if binding_target {
        let statement = parent
            .parent()
            .filter(|s| s.kind() == "expression_statement")
            .filter(|s| s.parent().is_some_and(|m| m.kind() == "module"));
        return match (
            statement,
            parent.kind(),
            parent.child_by_field_name("right"),
        ) {
            (Some(s), "assignment", Some(v)) => Place::ModuleBinding(s, v),
            _ => Place::Unsure,
        };
    }
    if matches!(
        parent.kind(),
        "pattern_list"
            | "tuple_pattern"
            | "list_pattern"
            | "as_pattern_target"
            | "named_expression"
    ) || (parent.kind() == "for_statement" && is("left"))
        || parent.kind() == "delete_statement"
    {
        return Place::Unsure;
    }
    Place::ModuleUse
}

/// The name a module-level statement defines (`def f`, `class C`, decorated or not).
fn definition_name(statement: Node) -> Option<Node> {
    let def = match statement.kind() {
        "decorated_definition" => statement.child_by_field_name("definition")?,
        _ => statement,
    };
    matches!(def.kind(), "function_definition" | "class_definition")
        .then(|| def.child_by_field_name("name"))
        .flatten()
}

/// Whether a module-level use is the receiver of a registration: `@mcp.tool(...)` (the
/// object of a decorator's callee), or the object of the callee of a call that registers a
/// tool (`mcp.add_tool(f)`, a mark of this server).
fn registration_receiver(id: Node, marks: &[Span]) -> bool {
    let Some(attr) = id.parent().filter(|p| p.kind() == "attribute").filter(|p| {
        p.child_by_field_name("object")
            .is_some_and(|o| o.id() == id.id())
    }) else {
        return false;
    };
    let call = attr.parent().filter(|c| c.kind() == "call").filter(|c| {
        c.child_by_field_name("function")
            .is_some_and(|f| f.id() == attr.id())
    });
    let decorated = match call {
        Some(c) => c.parent(),
        None => attr.parent(),
    }
    .is_some_and(|d| d.kind() == "decorator");
    let marked = call.is_some_and(|c| {
        marks
            .iter()
            .any(|m| m.start <= c.start_byte() && c.end_byte() <= m.end)
    });
    decorated || marked
}

/// The module-level calls (outside function bodies) of the definitions in `deferred`
/// (`setup()`, `Server()`, `Server.start()`): where they are.
fn module_calls(root: Node, src: &str, deferred: &HashSet<&str>, out: &mut Vec<usize>) {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "call" {
            let callee = n.child_by_field_name("function").map(|f| {
                let mut f = f;
                while f.kind() == "attribute" {
                    match f.child_by_field_name("object") {
                        Some(o) => f = o,
                        None => break,
                    }
                }
                f
            });
            if callee.is_some_and(|f| f.kind() == "identifier" && deferred.contains(text(f, src))) {
                out.push(n.start_byte());
            }
        }
        for c in named_children(n) {
            // A function body runs when called, not here; its decorators and defaults do.
            if n.kind() == "function_definition"
                && n.child_by_field_name("body")
                    .is_some_and(|b| b.id() == c.id())
            {
                continue;
            }
            if n.kind() == "lambda" {
                continue;
            }
            stack.push(c);
        }
    }
}

/// Gives each earlier binding's module-level registrations a group of their own and marks
/// the tools registered on no later one as not sent.
fn split(
    root: Node,
    functions: &mut [Arc<Function>],
    found: &mut Found,
    name: &str,
    group: usize,
    bound: &[(usize, usize)],
) {
    let region = |at: usize| bound.iter().filter(|(end, _)| *end <= at).count();
    let last = bound.len();
    let at_module_level = |span: Span| {
        root.descendant_for_byte_range(span.start, span.end)
            .is_some_and(|n| matches!(place_of_span(n), SpanPlace::Module))
    };
    let mut groups: HashMap<usize, usize> = HashMap::new();
    // Per function: whether a registration of it is served.
    let mut served: HashMap<usize, bool> = HashMap::new();
    let mut earlier: HashMap<usize, usize> = HashMap::new();
    // Which binding each registration of the server is made on (module level only).
    let regions: Vec<(usize, usize)> = found
        .marks
        .iter()
        .enumerate()
        .filter(|(_, m)| m.group == Some(group))
        .map(|(k, m)| {
            let r = region(m.span.start);
            let replaced = r > 0 && r < last && at_module_level(m.span);
            (k, if replaced { r } else { 0 })
        })
        .collect();
    for (k, r) in regions {
        let f = found.marks[k].function;
        if r == 0 {
            served.insert(f, true);
            continue;
        }
        let g = *groups.entry(r).or_insert_with(|| found.group());
        found.marks[k].group = Some(g);
        served.entry(f).or_insert(false);
        earlier.insert(f, r);
    }
    // Another module's functions registered on an earlier binding: with that binding's
    // tools.
    let moved: Vec<(usize, usize)> = found
        .foreign
        .iter()
        .enumerate()
        .filter(|(_, f)| f.group == group)
        .map(|(k, f)| (k, region(f.span.start)))
        .filter(|&(k, r)| r > 0 && r < last && at_module_level(found.foreign[k].span))
        .collect();
    for (k, r) in moved {
        let g = *groups.entry(r).or_insert_with(|| found.group());
        found.foreign[k].group = g;
    }
    for (f, r) in earlier {
        if served.get(&f) == Some(&false) {
            if let Some(func) = functions.get_mut(f) {
                Arc::make_mut(func).unserved = Some((name.to_string(), bound[r - 1].1, bound[r].1));
            }
        }
    }
}

enum SpanPlace {
    Module,
    Function,
}

/// Whether a node runs at module level (class bodies and decorators included) or inside a
/// function body.
fn place_of_span(n: Node) -> SpanPlace {
    let start = n.start_byte();
    let mut n = n;
    while let Some(p) = n.parent() {
        if p.kind() == "lambda"
            || (p.kind() == "function_definition"
                && p.child_by_field_name("body")
                    .is_some_and(|b| b.byte_range().contains(&start)))
        {
            return SpanPlace::Function;
        }
        n = p;
    }
    SpanPlace::Module
}
