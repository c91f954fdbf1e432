//! Tools only agents that write them into the prompt as text ever receive (a classic ReAct
//! agent): such a tool has no function declaration, so no provider's rule applies to it
//! (`Function::text_agent_only`). Which calls these are is the frameworks' data
//! (`Markers::text_agents`).
//!
//! A tool is decided only when every mark of it is, and a mark only when every use of the
//! value it makes is read: the value bound once to a local name of a function (a
//! module-level name may be imported elsewhere), every other occurrence of that name an
//! element of a list so bound or an argument of such a call, at its tool-list argument.
//! Anything else (a return, an attribute, `.append`, another call, a rebinding) keeps the
//! tool as it was.

use std::collections::HashMap;
use std::sync::Arc;

use tree_sitter::Node;

use super::sinks::argument_in;
use crate::extract::literal::string_value;
use crate::extract::resolve::qualify_dotted;
use crate::extract::scope::Scope;
use crate::model::markers::{under_root, Renders, TextAgent};
use crate::model::{Function, ToolMark};
use crate::syntax::{named_children, text};

/// How deep uses are followed (a tool in a list in a list...).
const MAX_HOPS: usize = 4;

/// Sets `text_agent_only` on each function whose every mark is used only by calls of
/// `Markers::text_agents`, one of them writing the tools as text.
pub(crate) fn apply(
    root: Node,
    scope: &Scope,
    functions: &mut [Arc<Function>],
    marks: &[ToolMark],
) {
    let src = scope.src;
    // Most modules name no such agent: one text search each, and nothing else is done.
    let named = scope.dialects.iter().any(|d| {
        d.markers.text_agents.iter().any(|a| {
            !matches!(a.renders, Renders::Runs)
                && src.contains(a.name.rsplit('.').next().unwrap_or(a.name))
        })
    });
    if !named {
        return;
    }
    let uses = Uses {
        src,
        scope,
        names: identifiers(root, src),
    };
    let mut by_function: HashMap<usize, Vec<&ToolMark>> = HashMap::new();
    for m in marks {
        by_function.entry(m.function).or_default().push(m);
    }
    for (f, marks) in by_function {
        let mut why = None;
        let all_read = marks.iter().all(|m| {
            let agents = m
                .library
                .and_then(|id| scope.dialects.by_id(id.id()))
                .map(|d| d.markers.text_agents)
                .unwrap_or_default();
            let Some(node) = node_at(root, m.span.start, m.span.end) else {
                return false;
            };
            let mut found = Found::default();
            let read = !agents.is_empty() && uses.of_value(node, agents, &mut found, 0);
            why = why.take().or(found.text);
            read
        });
        if let (true, Some(why), Some(func)) = (all_read, why, functions.get_mut(f)) {
            Arc::make_mut(func).text_agent_only = Some(why);
        }
    }
}

/// The node spanning exactly `start..end`, innermost first.
fn node_at(root: Node, start: usize, end: usize) -> Option<Node> {
    let n = root.descendant_for_byte_range(start, end)?;
    (n.start_byte() == start && n.end_byte() == end).then_some(n)
}

/// Every identifier of the module that names a variable, by its text: one walk.
fn identifiers<'t, 's>(root: Node<'t>, src: &'s str) -> HashMap<&'s str, Vec<Node<'t>>> {
    let mut out: HashMap<&str, Vec<Node>> = HashMap::new();
    let mut cursor = root.walk();
    'walk: loop {
        let node = cursor.node();
        if node.kind() == "identifier" && !names_no_variable(node) {
            out.entry(text(node, src)).or_default().push(node);
        }
        if cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    out
}

/// An identifier that is no name of a variable: a keyword of a call (`tools=` in
/// `f(tools=tools)`) or an attribute (`.tools`).
fn names_no_variable(node: Node) -> bool {
    node.parent().is_some_and(|p| {
        (p.kind() == "keyword_argument" && p.child_by_field_name("name") == Some(node))
            || (p.kind() == "attribute" && p.child_by_field_name("attribute") == Some(node))
    })
}

#[derive(Default)]
struct Found {
    /// Why the first text-writing use sends nothing, for the hover.
    text: Option<String>,
}

struct Uses<'t, 's> {
    src: &'s str,
    scope: &'s Scope<'s>,
    names: HashMap<&'s str, Vec<Node<'t>>>,
}

impl<'t> Uses<'t, '_> {
    /// Whether every use of the value `node` evaluates to is read and sends nothing.
    fn of_value(
        &self,
        node: Node<'t>,
        agents: &[TextAgent],
        found: &mut Found,
        hops: usize,
    ) -> bool {
        let Some(parent) = node.parent() else {
            return false;
        };
        if hops > MAX_HOPS {
            return false;
        }
        match parent.kind() {
            "list" => self.of_value(parent, agents, found, hops + 1),
            "argument_list" => self.argument(parent, node, agents, found),
            "keyword_argument" if parent.child_by_field_name("value") == Some(node) => parent
                .parent()
                .is_some_and(|args| self.argument(args, node, agents, found)),
            "assignment" if parent.child_by_field_name("right") == Some(node) => {
                self.of_name(parent, agents, found, hops)
            }
            _ => false,
        }
    }

    /// Every other occurrence of the name `assignment` binds, in the function it is bound
    /// in, is a use that sends nothing.
    fn of_name(
        &self,
        assignment: Node<'t>,
        agents: &[TextAgent],
        found: &mut Found,
        hops: usize,
    ) -> bool {
        let Some(left) = assignment.child_by_field_name("left") else {
            return false;
        };
        if left.kind() != "identifier" || assignment.child_by_field_name("type").is_some() {
            return false;
        }
        let Some(function) = enclosing_function(assignment) else {
            return false;
        };
        let Some(all) = self.names.get(text(left, self.src)) else {
            return false;
        };
        let range = function.byte_range();
        all.iter()
            .filter(|n| range.contains(&n.start_byte()) && **n != left)
            .all(|n| self.of_value(*n, agents, found, hops + 1))
    }

    /// `node` is an argument in `args`: a use that sends nothing when the call is one of
    /// `agents` and `node` its tool list.
    fn argument(
        &self,
        args: Node<'t>,
        node: Node<'t>,
        agents: &[TextAgent],
        found: &mut Found,
    ) -> bool {
        let Some(call) = args.parent().filter(|c| c.kind() == "call") else {
            return false;
        };
        let Some(callee) = call.child_by_field_name("function") else {
            return false;
        };
        // A splat moves the arguments where the code cannot see them.
        if named_children(args)
            .iter()
            .any(|a| matches!(a.kind(), "list_splat" | "dictionary_splat"))
        {
            return false;
        }
        let qualified = qualify_dotted(text(callee, self.src), self.scope);
        let Some(agent) = agents.iter().find(|a| is_callee(a, &qualified)) else {
            return false;
        };
        if !argument_in(call, agent.tools, self.src).contains(&node) {
            return false;
        }
        let line = 1 + self.src[..call.start_byte()].matches('\n').count();
        let written = match agent.renders {
            Renders::Runs => return true,
            Renders::Text => format!("`{}(...)`", text(callee, self.src)),
            Renders::ByKind {
                arg,
                enum_class,
                text: members,
                default_text,
                unless,
            } => {
                let keywords = named_children(args);
                let given = |k: &str| {
                    keywords.iter().any(|a| {
                        a.kind() == "keyword_argument"
                            && a.child_by_field_name("name").map(|n| text(n, self.src)) == Some(k)
                    })
                };
                if unless.iter().any(|k| given(k)) {
                    return false;
                }
                match argument_in(call, arg, self.src).first() {
                    None if default_text => format!(
                        "`{}(...)` without `{}`",
                        text(callee, self.src),
                        keyword_of(arg)
                    ),
                    None => return false,
                    Some(kind) => {
                        if !self.writes_text(*kind, agent.modules, enum_class, members) {
                            return false;
                        }
                        format!(
                            "`{}(..., {}={})`",
                            text(callee, self.src),
                            keyword_of(arg),
                            text(*kind, self.src)
                        )
                    }
                }
            }
        };
        found.text.get_or_insert_with(|| {
            format!(
                "every use of this tool is read and sends no function declaration: {written} (line {line}) writes the tools into the prompt as text and reads the chosen one back from the completion. No provider receives its name or schema as a tool, so nothing is reported about them."
            )
        });
        true
    }

    /// Whether the agent kind `kind` is a member of `enum_class` (or its value) that writes
    /// the tools as text.
    fn writes_text(
        &self,
        kind: Node,
        modules: &[&str],
        enum_class: &str,
        members: &[(&str, &str)],
    ) -> bool {
        if let Some(value) = string_value(kind, self.src) {
            return members.iter().any(|(_, v)| *v == value);
        }
        if kind.kind() != "attribute" {
            return false;
        }
        let qualified = qualify_dotted(text(kind, self.src), self.scope);
        let mut parts = qualified.rsplit('.');
        let (Some(member), Some(class)) = (parts.next(), parts.next()) else {
            return false;
        };
        class == enum_class
            && modules.iter().any(|m| under_root(m, &qualified))
            && members.iter().any(|(m, _)| *m == member)
    }
}

/// Whether a qualified callee is `agent`: `<module>.<name>`, or `<name>` in a submodule.
fn is_callee(agent: &TextAgent, qualified: &str) -> bool {
    agent.modules.iter().any(|m| {
        under_root(m, qualified)
            && qualified
                .strip_suffix(agent.name)
                .is_some_and(|head| head.ends_with('.'))
    })
}

fn keyword_of(arg: crate::model::markers::Arg) -> &'static str {
    use crate::model::markers::Arg;
    match arg {
        Arg::At(_, k) | Arg::Keyword(k) | Arg::KeywordUnless(k, _, _) => k,
        Arg::AllPositional | Arg::NameString => "",
    }
}

/// The innermost `def` (or lambda) whose body holds `node`.
fn enclosing_function(node: Node) -> Option<Node> {
    let mut at = node.parent();
    while let Some(n) = at {
        match n.kind() {
            "function_definition" | "lambda" => return Some(n),
            "class_definition" | "module" => return None,
            _ => at = n.parent(),
        }
    }
    None
}
