//! The list a hand-written tool (a dict or constructor literal) is an element of, when that
//! list is handed whole to a call: `generate_spec(tools=[{...}])`, or `tools = [{...}]`
//! followed by `generate_spec(tools=tools)` (mcp-fingerprints' synchroniser, once per
//! package it crawls, in one function). Tools of two such lists are not known to be sent
//! together; tools of one list are. Like any call, the callee could still gather the lists
//! it is handed one call at a time (a registry): that is not read, as for the inline form.

use std::collections::HashMap;

use tree_sitter::Node;

use crate::syntax::{text, Span, SpanOf};

/// Answers per hand-written tool; remembers, per function and name, whether the function
/// only hands that name's list whole to calls, so a function with many literals is read
/// once per name.
pub(crate) struct HandedLists<'s> {
    src: &'s str,
    only_handed: HashMap<(usize, String), bool>,
}

impl<'s> HandedLists<'s> {
    pub(crate) fn new(src: &'s str) -> Self {
        Self {
            src,
            only_handed: HashMap::new(),
        }
    }

    /// The list literal that holds the tool whose mark is at `at` (a node inside the tool's
    /// dict or constructor call) as an element, when that list is an argument of a call, or
    /// is assigned to a local name that its function only rebinds, tests for truth and hands
    /// whole to calls as a keyword argument. A list returned, stored, aliased or joined is
    /// not one: what is done with it decides the set.
    pub(crate) fn list_of(&mut self, at: Node) -> Option<Span> {
        let mut n = at;
        // The tool's own node: the nearest dict or call around its name.
        let tool = loop {
            if matches!(n.kind(), "dictionary" | "call") {
                break n;
            }
            if matches!(
                n.kind(),
                "function_definition" | "class_definition" | "module"
            ) {
                return None;
            }
            n = n.parent()?;
        };
        let list = tool.parent().filter(|p| p.kind() == "list")?;
        let holder = list.parent()?;
        match holder.kind() {
            "argument_list" => argument_of_a_call(holder).then(|| Span::of(list)),
            "keyword_argument" => holder
                .parent()
                .is_some_and(argument_of_a_call)
                .then(|| Span::of(list)),
            "assignment" => {
                let value = holder.child_by_field_name("right")?;
                let target = holder.child_by_field_name("left")?;
                if value.id() != list.id() || target.kind() != "identifier" {
                    return None;
                }
                let function = enclosing_function(holder)?;
                let name = text(target, self.src).to_string();
                let src = self.src;
                let only = *self
                    .only_handed
                    .entry((function.start_byte(), name))
                    .or_insert_with_key(|(_, name)| only_handed_whole(function, name, src));
                only.then(|| Span::of(list))
            }
            _ => None,
        }
    }
}

fn argument_of_a_call(args: Node) -> bool {
    args.kind() == "argument_list" && args.parent().is_some_and(|c| c.kind() == "call")
}

/// The function whose local the assignment binds; `None` at module or class level, where
/// another module or a method may read the name.
fn enclosing_function(n: Node) -> Option<Node> {
    let mut p = n.parent()?;
    loop {
        match p.kind() {
            "function_definition" => return Some(p),
            "class_definition" | "module" => return None,
            _ => p = p.parent()?,
        }
    }
}

/// Whether every use of `name` in `function` (nested definitions included) rebinds it
/// (`name = ...`), tests it for truth (`if name:`, `not name`), or hands it whole to a call
/// as a keyword argument (`spec(tools=name)`: one parameter gets that one list). Anything
/// else (`name + more`, `name.append(...)`, `other = name`, `return name`, a positional
/// argument, which `extend` or `chain` would join with another list, `global name`) may
/// join its list with another, so it is not read as a set of its own.
fn only_handed_whole(function: Node, name: &str, src: &str) -> bool {
    let mut cursor = function.walk();
    let mut stack = vec![function];
    while let Some(n) = stack.pop() {
        if n.kind() == "identifier" && text(n, src) == name && !handed_whole_or_not_a_use(n) {
            return false;
        }
        stack.extend(n.named_children(&mut cursor));
    }
    true
}

/// One identifier of the name: a use that keeps its list to itself, or not a use of the
/// variable at all (a keyword's name `tools=`, an attribute `self.tools`).
fn handed_whole_or_not_a_use(id: Node) -> bool {
    let Some(parent) = id.parent() else {
        return false;
    };
    let is = |field: &str| {
        parent
            .child_by_field_name(field)
            .is_some_and(|c| c.id() == id.id())
    };
    match parent.kind() {
        "keyword_argument" if is("name") => true,
        "keyword_argument" => is("value") && parent.parent().is_some_and(argument_of_a_call),
        "attribute" => is("attribute"),
        "assignment" => is("left"),
        "not_operator" => true,
        _ => tested_for_truth(id),
    }
}

/// Whether the identifier is (inside `and`/`or`/`not`/parentheses) the condition of an
/// `if`, `elif` or `while`, whose value is dropped once tested.
fn tested_for_truth(id: Node) -> bool {
    let mut n = id;
    while let Some(p) = n.parent() {
        match p.kind() {
            "boolean_operator" | "not_operator" | "parenthesized_expression" => n = p,
            "if_statement" | "elif_clause" | "while_statement" => {
                return p
                    .child_by_field_name("condition")
                    .is_some_and(|c| c.id() == n.id());
            }
            _ => return false,
        }
    }
    false
}
