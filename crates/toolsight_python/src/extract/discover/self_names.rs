//! A tool's name written as `self.name` in a method of a handler class
//! (`Tool(name=self.name, inputSchema={...})` in `get_tool_description(self)`): the string the
//! class's constructor gives that attribute, directly (`self.name = "notes_delete"`) or through
//! its base class's constructor (`super().__init__(TOOL_LIST_NOTES)` with the base keeping
//! `self.name = tool_name`). Base classes of the same module only.

use tree_sitter::Node;

use crate::extract::literal::name_value;
use crate::extract::scope::{Binding, Scope};
use crate::syntax::{named_children, text};

use super::flow::definition;
use super::wrappers::param_names;

/// How many classes up the hierarchy a constructor's argument is followed.
const MAX_BASES: usize = 4;

/// The string `self.X` (the node) holds in the class that encloses it, when its constructor
/// sets it from a literal or a constant.
pub fn self_attribute_value(node: Node, scope: &Scope) -> Option<String> {
    let src = scope.src;
    let attr = self_attr(node, src)?;
    let mut class = node.parent();
    while let Some(c) = class {
        if c.kind() == "class_definition" {
            break;
        }
        class = c.parent();
    }
    let mut class = class?;
    // What the subclass's `super().__init__(...)` passes, to bind the base's parameters.
    let mut passed: Option<Node> = None;
    for _ in 0..MAX_BASES {
        let init = method(class, "__init__", src)?;
        let params = param_names(init, src);
        let mut next = None;
        for stmt in init
            .child_by_field_name("body")
            .map(named_children)
            .unwrap_or_default()
        {
            let Some(e) = named_children(stmt).into_iter().next() else {
                continue;
            };
            match e.kind() {
                "assignment" => {
                    let (Some(l), Some(r)) = (
                        e.child_by_field_name("left"),
                        e.child_by_field_name("right"),
                    ) else {
                        continue;
                    };
                    if self_attr(l, src) != Some(attr) {
                        continue;
                    }
                    if r.kind() == "identifier" {
                        if let Some(i) = params.iter().position(|p| p == text(r, src)) {
                            // `self.name = tool_name`: what the subclass passed for it.
                            let call = passed?;
                            return bound(call, i.checked_sub(1)?, &params[i], src)
                                .and_then(|a| name_value(a, src, scope));
                        }
                    }
                    return name_value(r, src, scope);
                }
                "call" if is_super_init(e, src) => next = Some(e),
                _ => {}
            }
        }
        // Not set here: the base class's constructor, given what this one passes.
        passed = Some(next?);
        class = base_class(class, scope)?;
    }
    None
}

/// `X` of `self.X`.
fn self_attr<'s>(n: Node, src: &'s str) -> Option<&'s str> {
    if n.kind() != "attribute" {
        return None;
    }
    let o = n.child_by_field_name("object")?;
    (o.kind() == "identifier" && text(o, src) == "self")
        .then(|| n.child_by_field_name("attribute"))
        .flatten()
        .map(|a| text(a, src))
}

fn method<'t>(class: Node<'t>, name: &str, src: &str) -> Option<Node<'t>> {
    named_children(class.child_by_field_name("body")?)
        .into_iter()
        .map(definition)
        .rfind(|d| {
            d.kind() == "function_definition"
                && d.child_by_field_name("name")
                    .is_some_and(|n| text(n, src) == name)
        })
}

/// `super().__init__(...)`.
fn is_super_init(call: Node, src: &str) -> bool {
    let Some(f) = call
        .child_by_field_name("function")
        .filter(|f| f.kind() == "attribute")
    else {
        return false;
    };
    let attr = f.child_by_field_name("attribute").map(|a| text(a, src));
    let obj = f.child_by_field_name("object");
    attr == Some("__init__")
        && obj.is_some_and(|o| {
            o.kind() == "call"
                && o.child_by_field_name("function")
                    .is_some_and(|s| text(s, src) == "super")
        })
}

/// The argument `call` passes for the parameter at `position` (`self` not counted) or named
/// `name`.
fn bound<'t>(call: Node<'t>, position: usize, name: &str, src: &str) -> Option<Node<'t>> {
    let args = named_children(call.child_by_field_name("arguments")?);
    let keyword = super::sinks::keyword_argument(call, name, src);
    keyword.or_else(|| {
        args.into_iter()
            .take_while(|a| {
                !matches!(
                    a.kind(),
                    "keyword_argument" | "list_splat" | "dictionary_splat"
                )
            })
            .nth(position)
    })
}

/// The class's first base, when it is a class of the same module.
fn base_class<'t>(class: Node<'t>, scope: &Scope<'t>) -> Option<Node<'t>> {
    let bases = class.child_by_field_name("superclasses")?;
    let first = named_children(bases)
        .into_iter()
        .find(|b| b.kind() == "identifier")?;
    match scope.bindings.get(text(first, scope.src)) {
        Some(Binding::Class(c)) => Some(definition(*c)),
        _ => None,
    }
}
