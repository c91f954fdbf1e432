//! Tools rewritten after registration: a loop over the tools a server holds
//! (`for tool in mcp._tool_manager.list_tools():`, `await mcp.list_tools()`,
//! `(await mcp.get_tools()).values()`) that assigns the description or the schema of each
//! (`tool.description = inspect.cleandoc(tool.description)`, `tool.parameters =
//! compact_schema(...)`; ouro-mcp, twelvetake-reaper-mcp). The framework then sends what the
//! loop made, which toolsight does not evaluate: the description or the parameters of the
//! tools of the server the loop iterates are unread (`Function::doc_unread`, `params_unread`),
//! and no rule about them (the token counts first) speaks. The rewrite itself is not modelled.
//! Where the loop names its server by a module-level name (`mcp` of `mcp = FastMCP(...)`, or one
//! imported), only the tools registered on that server are; where it is handed the server
//! (`def register_all(server): for tool in server._tool_manager.list_tools()`), which server it
//! is is unread, and every MCP tool of the project is.

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

/// What one loop over registered tools assigns: why the description is unread, why the
/// parameters are, and the server whose tools it iterates.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewrite {
    /// The server instance, qualified (`shop.server.mcp`); `None`: not read (a parameter,
    /// an attribute of another object).
    pub server: Option<String>,
    pub description: Option<String>,
    pub parameters: Option<String>,
}

/// The rewriting loops of a module, or of a workspace.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewritten {
    pub loops: Vec<Rewrite>,
}

impl Rewritten {
    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// Why the description and why the parameters of a tool registered on `server`
    /// (qualified; `None`: not read) are unread: the first loop that may iterate it.
    pub fn of(&self, server: Option<&str>) -> (Option<&String>, Option<&String>) {
        let mut out = (None, None);
        for l in &self.loops {
            let may = match (&l.server, server) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            };
            if may {
                out.0 = out.0.or(l.description.as_ref());
                out.1 = out.1.or(l.parameters.as_ref());
            }
        }
        out
    }
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
            let mut one = Rewrite {
                server: server(node, over, root, src, module),
                ..Rewrite::default()
            };
            assignments(node, src, var, over, module, &mut one);
            if one.description.is_some() || one.parameters.is_some() {
                out.loops.push(one);
            }
        }
        Walk::Descend
    });
    out
}

/// The server whose tools the loop `node` iterates (`over`), qualified: a name bound at module
/// level (`mcp = FastMCP(...)`: `module.mcp`; `from shop.app import mcp`: `shop.app.mcp`) that
/// the function around the loop, if any, does not bind. `None` when not read.
pub(crate) fn server(
    node: Node,
    over: &str,
    root: Node,
    src: &str,
    module: &str,
) -> Option<String> {
    let bare = over
        .trim_start_matches("await ")
        .trim()
        .trim_start_matches('(');
    let bare = bare.trim_start_matches("await ").trim();
    let end = bare.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let name = &bare[..end];
    if name.is_empty() || !bare[end..].starts_with('.') || name == "self" {
        return None;
    }
    // A name the enclosing function binds (a parameter, a local) is not the module's.
    let mut up = node.parent();
    while let Some(n) = up {
        if n.kind() == "function_definition" {
            let binds = n
                .child_by_field_name("parameters")
                .is_some_and(|p| binds_name(p, name, src))
                || n.child_by_field_name("body")
                    .is_some_and(|b| assigns_name(b, name, src));
            if binds {
                return None;
            }
        }
        up = n.parent();
    }
    module_binding(root, name, src, module)
}

/// Whether the parameter list `params` names `name`.
fn binds_name(params: Node, name: &str, src: &str) -> bool {
    crate::syntax::named_children(params).into_iter().any(|p| {
        let id = if p.kind() == "identifier" {
            Some(p)
        } else {
            p.child_by_field_name("name").or_else(|| p.named_child(0))
        };
        id.is_some_and(|i| text(i, src) == name)
    })
}

/// Whether `body` assigns `name` (outside nested functions and classes).
fn assigns_name(body: Node, name: &str, src: &str) -> bool {
    let mut found = false;
    walk_named(body, |n| match n.kind() {
        "function_definition" | "class_definition" => Walk::Skip,
        "assignment" | "augmented_assignment" => {
            if n.child_by_field_name("left")
                .is_some_and(|l| text(l, src) == name)
            {
                found = true;
            }
            Walk::Descend
        }
        _ => Walk::Descend,
    });
    found
}

/// The qualified name of what the module binds `name` to at its top level: its own
/// assignment (`module.name`) or an import (`from a.b import name [as alias]`).
fn module_binding(root: Node, name: &str, src: &str, module: &str) -> Option<String> {
    // A package's `__init__` binds the package's names, and is the package of its relative
    // imports.
    let (module, own_package) = match module.strip_suffix(".__init__") {
        Some(p) => (p, p),
        None => (module, module.rsplit_once('.').map_or("", |(p, _)| p)),
    };
    for stmt in crate::syntax::named_children(root) {
        match stmt.kind() {
            "expression_statement" => {
                let assigned = stmt.named_child(0).filter(|a| a.kind() == "assignment");
                if assigned
                    .and_then(|a| a.child_by_field_name("left"))
                    .is_some_and(|l| text(l, src) == name)
                {
                    return Some(format!("{module}.{name}"));
                }
            }
            "import_from_statement" => {
                let Some(from) = stmt.child_by_field_name("module_name") else {
                    continue;
                };
                let from = text(from, src);
                // A relative import names its module from the package of this one.
                let from = match from.strip_prefix('.') {
                    Some(rest) => {
                        let mut package = own_package;
                        let mut rest = rest;
                        while let Some(r) = rest.strip_prefix('.') {
                            package = package.rsplit_once('.').map_or("", |(p, _)| p);
                            rest = r;
                        }
                        match (package.is_empty(), rest.is_empty()) {
                            (_, true) => package.to_string(),
                            (true, false) => rest.to_string(),
                            (false, false) => format!("{package}.{rest}"),
                        }
                    }
                    None => from.to_string(),
                };
                let mut c = stmt.walk();
                for n in stmt.children_by_field_name("name", &mut c) {
                    let (imported, local) = match n.kind() {
                        "aliased_import" => (
                            n.child_by_field_name("name").map(|x| text(x, src)),
                            n.child_by_field_name("alias").map(|x| text(x, src)),
                        ),
                        _ => (Some(text(n, src)), Some(text(n, src))),
                    };
                    if local == Some(name) {
                        return imported.map(|i| format!("{from}.{i}"));
                    }
                }
            }
            _ => {}
        }
    }
    None
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
fn assignments(node: Node, src: &str, var: &str, over: &str, module: &str, out: &mut Rewrite) {
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
