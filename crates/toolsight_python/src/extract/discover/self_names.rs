//! A tool's name written as `self.name` in a method of a handler class
//! (`Tool(name=self.name, inputSchema={...})` in `get_tool_description(self)`): the string the
//! class's constructor gives that attribute, directly (`self.name = "notes_delete"`) or through
//! its base class's constructor (`super().__init__(TOOL_LIST_NOTES)` with the base keeping
//! `self.name = tool_name`), in this module or another of the workspace, or the class
//! attribute (`name = "create_text_file"`).

use tree_sitter::Node;

use crate::extract::literal::name_value;
use crate::extract::scope::{Binding, InitAttribute, Scope};
use crate::syntax::{named_children, text};

use super::flow::definition;
use super::wrappers::param_names;

/// How many classes up the hierarchy a constructor's argument is followed.
const MAX_BASES: usize = 4;

/// The string `self.X` (the node) holds in the class that encloses it, when its constructor
/// sets it from a literal or a constant, directly or through the constructors of its bases
/// (of this module, or of another module of the workspace: `class ListCalendars(
/// toolhandler.ToolHandler)` with `super().__init__("list_calendars")`, mcp-gsuite's
/// template); else the class attribute of that name (`name = "create_text_file"`), which
/// Python reads when no constructor set the instance's own.
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
    let first = class?;
    let mut class = first;
    // What the subclass's `super().__init__(...)` passes, to bind the base's parameters.
    let mut passed: Option<Node> = None;
    // The class attribute of a base of another module, read when no nearer class has one.
    let mut far_class_attribute = None;
    for _ in 0..MAX_BASES {
        match scan_init(class, attr, src) {
            Scan::Value(r) => return name_value(r, src, scope),
            Scan::Param(i, p) => {
                return bound(passed?, i, &p, src).and_then(|a| name_value(a, src, scope));
            }
            Scan::Super(call) => passed = Some(call),
            // No constructor: the base's receives what this class's callers pass, which is
            // `passed` when a subclass's constructor called this one.
            Scan::NoInit => {}
            Scan::Neither => break,
        }
        match base_class(class, scope) {
            Some(b) => class = b,
            None => {
                let base = first_base(class, scope);
                let found = base.and_then(|b| scope.external?.init_attribute(&b, attr, 1));
                match found {
                    Some(InitAttribute::Literal(s)) => return Some(s),
                    Some(InitAttribute::Param(i, p)) => {
                        return bound(passed?, i, &p, src).and_then(|a| name_value(a, src, scope));
                    }
                    Some(InitAttribute::ClassAttribute(s)) => {
                        far_class_attribute = Some(s);
                        break;
                    }
                    None => break,
                }
            }
        }
    }
    // No constructor set it: the class attribute, looked up through the bases of this module.
    let mut class = Some(first);
    for _ in 0..MAX_BASES {
        let Some(c) = class else { break };
        if let Some(v) = class_attribute(c, attr, src) {
            // `name = ""` on a base: a placeholder each subclass replaces, not a name.
            return name_value(v, src, scope).filter(|s| !s.is_empty());
        }
        class = base_class(c, scope);
    }
    far_class_attribute.filter(|s| !s.is_empty())
}

/// What a class's constructor does with `self.<attr>`, for a class of another module (see
/// `External::init_attribute`): a value it stores, the parameter it stores, or else the class
/// attribute's string (marked as such: a subclass's own class attribute comes first).
pub(crate) fn init_attribute(class: Node, attr: &str, scope: &Scope) -> Option<InitAttribute> {
    let src = scope.src;
    match scan_init(class, attr, src) {
        Scan::Value(r) => name_value(r, src, scope).map(InitAttribute::Literal),
        Scan::Param(i, p) => Some(InitAttribute::Param(i, p)),
        _ => class_attribute(class, attr, src)
            .and_then(|v| name_value(v, src, scope))
            .map(InitAttribute::ClassAttribute),
    }
}

/// What a class's own `__init__` does with `self.<attr>`.
enum Scan<'t> {
    /// Stores this value (`self.name = "notes"`, `self.name = NAME`).
    Value(Node<'t>),
    /// Stores its parameter at this position (`self` not counted).
    Param(usize, String),
    /// Leaves it to the base's constructor, called with these arguments.
    Super(Node<'t>),
    /// The class defines no `__init__`.
    NoInit,
    /// Neither sets it nor calls the base's constructor.
    Neither,
}

fn scan_init<'t>(class: Node<'t>, attr: &str, src: &str) -> Scan<'t> {
    let Some(init) = method(class, "__init__", src) else {
        return Scan::NoInit;
    };
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
                        // `self.name = tool_name`: what the caller passed for it.
                        return match i.checked_sub(1) {
                            Some(i) => Scan::Param(i, params[i + 1].clone()),
                            None => Scan::Neither,
                        };
                    }
                }
                return Scan::Value(r);
            }
            "call" if is_super_init(e, src) => next = Some(e),
            _ => {}
        }
    }
    match next {
        Some(call) => Scan::Super(call),
        None => Scan::Neither,
    }
}

/// The value of the class-body assignment `attr = ...` (or `attr: str = ...`).
fn class_attribute<'t>(class: Node<'t>, attr: &str, src: &str) -> Option<Node<'t>> {
    named_children(class.child_by_field_name("body")?)
        .into_iter()
        .filter(|s| s.kind() == "expression_statement")
        .filter_map(|s| named_children(s).into_iter().next())
        .filter(|a| a.kind() == "assignment")
        .filter(|a| {
            a.child_by_field_name("left")
                .is_some_and(|l| l.kind() == "identifier" && text(l, src) == attr)
        })
        .filter_map(|a| a.child_by_field_name("right"))
        .next_back()
}

/// The class's first base, qualified (`toolhandler.ToolHandler` after `from . import
/// toolhandler` is `pkg.toolhandler.ToolHandler`).
fn first_base(class: Node, scope: &Scope) -> Option<String> {
    let bases = class.child_by_field_name("superclasses")?;
    let first = named_children(bases)
        .into_iter()
        .find(|b| matches!(b.kind(), "identifier" | "attribute"))?;
    Some(crate::extract::resolve::qualify_dotted(
        text(first, scope.src),
        scope,
    ))
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
