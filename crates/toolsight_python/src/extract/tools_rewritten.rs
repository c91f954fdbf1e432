//! Tools rewritten after registration: a loop over the tools a server holds
//! (`for tool in mcp._tool_manager.list_tools():`, `await mcp.list_tools()`,
//! `(await mcp.get_tools()).values()`) that assigns the description or the schema of each
//! (`tool.description = inspect.cleandoc(tool.description)`, `tool.parameters =
//! compact_schema(...)`; ouro-mcp, twelvetake-reaper-mcp). The framework then sends what the
//! loop made, which toolsight does not evaluate: the description or the parameters of every
//! tool of the project's servers are unread (`Function::doc_unread`, `params_unread`), and no
//! rule about them (the token counts first) speaks. The rewrite itself is not modelled.

use tree_sitter::Node;

use crate::syntax::{text, walk_named, Walk};

/// Attributes of a registered tool object that hold what is sent as its schema.
const SCHEMA: [&str; 5] = [
    "parameters",
    "inputSchema",
    "input_schema",
    "fn_metadata",
    "outputSchema",
];

/// Functions that read what they are given without changing it.
const BUILTINS: [&str; 12] = [
    "len",
    "print",
    "str",
    "repr",
    "dict",
    "list",
    "isinstance",
    "getattr",
    "hasattr",
    "sorted",
    "bool",
    "id",
];

/// What a loop over registered tools assigns: why the description is unread, why the
/// parameters are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewritten {
    pub description: Option<String>,
    pub parameters: Option<String>,
}

/// Cheap test before a parse: the module's text names a server's tool list.
pub fn may_rewrite(src: &str) -> bool {
    src.contains("list_tools()") || src.contains("get_tools()") || src.contains("_tools.values()")
}

/// The rewrites of registered tools in the module `module` (its text `src`, its tree's root).
pub fn find(root: Node, src: &str, module: &str) -> Rewritten {
    let mut out = Rewritten::default();
    if !may_rewrite(src) {
        return out;
    }
    walk_named(root, |node| {
        if node.kind() != "for_statement" {
            return Walk::Descend;
        }
        if let Some((var, over)) = over_registered(node, src) {
            assignments(node, src, var, over, module, &mut out);
        }
        Walk::Descend
    });
    out
}

/// The loop variable and the iterated expression of a loop over a server's registered tools.
fn over_registered<'s>(node: Node, src: &'s str) -> Option<(&'s str, &'s str)> {
    let left = node.child_by_field_name("left")?;
    if left.kind() != "identifier" {
        return None;
    }
    let right = text(node.child_by_field_name("right")?, src);
    let bare = right.trim_start_matches("await ").trim();
    let registered = right.contains("_tool_manager")
        || bare.ends_with(".list_tools()")
        || bare.ends_with(".get_tools()")
        || bare.ends_with("get_tools()).values()")
        || bare.ends_with("._tools.values()");
    registered.then(|| (text(left, src), right))
}

/// Records the assignments `var.description = ...` / `var.parameters = ...` (and
/// `setattr(var, "description", ...)`) in the loop's body.
fn assignments(node: Node, src: &str, var: &str, over: &str, module: &str, out: &mut Rewritten) {
    let Some(body) = node.child_by_field_name("body") else {
        return;
    };
    walk_named(body, |n| {
        let attr = match n.kind() {
            "assignment" | "augmented_assignment" => n
                .child_by_field_name("left")
                .filter(|l| l.kind() == "attribute")
                .filter(|l| {
                    l.child_by_field_name("object")
                        .is_some_and(|o| text(o, src) == var)
                })
                .and_then(|l| l.child_by_field_name("attribute"))
                .map(|a| text(a, src).to_string()),
            "call" if text(n, src).starts_with("setattr(") => {
                let args = n.child_by_field_name("arguments");
                let mut named = args
                    .map(crate::syntax::named_children)
                    .unwrap_or_default()
                    .into_iter();
                match (named.next(), named.next()) {
                    (Some(o), Some(a)) if text(o, src) == var => super::string_value(a, src),
                    _ => None,
                }
            }
            // `strip_titles(tool.parameters)`: a function of the project given the schema
            // changes it in place (30book-mcp, bale-mcp); builtins only read it.
            "call" => n
                .child_by_field_name("function")
                .filter(|f| f.kind() == "identifier" && !BUILTINS.contains(&text(*f, src)))
                .and_then(|_| n.child_by_field_name("arguments"))
                .and_then(|a| {
                    crate::syntax::named_children(a).into_iter().find_map(|x| {
                        let t = text(x, src);
                        let attr = t.strip_prefix(var)?.strip_prefix('.')?;
                        SCHEMA.contains(&attr).then(|| attr.to_string())
                    })
                }),
            _ => None,
        };
        let Some(attr) = attr else {
            return Walk::Descend;
        };
        let line = n.start_position().row + 1;
        let why = || {
            format!(
                "`{var}.{attr}` is assigned for every registered tool after registration \
                 (`for {var} in {over}`, {module}, line {line}): the framework sends that, \
                 which toolsight does not evaluate"
            )
        };
        if attr == "description" && out.description.is_none() {
            out.description = Some(why());
        } else if SCHEMA.contains(&attr.as_str()) && out.parameters.is_none() {
            out.parameters = Some(why());
        }
        Walk::Skip
    });
}
